"""Card, hand and table diagrams, drawn from hf_core at build time.

A page writes a small scenario in an ``hf-diagram`` fence; this hook registers the fence with
pymdownx.superfences and turns it into accessible HTML (our own plain card design in
docs/stylesheets/cards.css). Nothing is drawn by hand, so a diagram cannot drift from the engine.

The scenario is a few ``key: value`` lines (no YAML); ``player`` and ``ask`` may repeat::

    ```hf-diagram
    deal: worked-example         # a named deal from hf_core.scenarios (the whole pack), or:
    player: Alice = A1 A2 A4 B1  # one line per player, clockwise (a partial hand if no play)
    first: Alice                 # who begins (a whole-pack deal only)
    ask: Alice Ben A3            # a request, played by hf_core.Game (repeatable, in order)
    recent: 2                    # how many of the last requests to describe (default 1)
    show: A B                    # the families to draw (default: all); other cards are counted
    highlight: A3                # cards to point at
    caption: Alice asks Ben for A3.
    ```

    ```hf-diagram
    kind: deal-sizes             # the hand sizes hf_core deals for 2 to 6 players
    caption: ...
    ```

    ```hf-diagram
    kind: pack                   # a pack's families and members, as hf_core defines them
    pack: ordinary-52
    caption: ...
    ```

Rendered cards carry ``data-card``, each seat ``data-player``, so tests can compare a built page
with the scenario it was given. Each diagram is a ``<figure>``: a keyboard-focusable region that
scrolls sideways on a narrow screen (docs/javascripts/diagram-scroll.js shows the scroll hint only
when the box overflows), a ``role="img"`` drawing whose ``aria-label`` describes every card drawn,
and a visible caption. All wording follows the page language (English or French).
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from pymdownx.superfences import SuperFencesException

from hf_core import Card, Game
from hf_core import scenarios as hf_scenarios
from hf_core.cards import HAPPY_FAMILIES, PACKS
from hf_core.html import card_html

FENCE = "hf-diagram"
KEYS = {
    "kind", "deal", "player", "first", "dealer", "ask", "recent", "show", "highlight", "caption", "pack"
}
REPEATABLE = {"player", "ask"}
KINDS = ("hands", "deal-sizes", "pack")

TEXT: dict[str, dict[str, str]] = {
    "en": {
        "hint": "Scroll sideways to see the whole diagram",
        "region": "Diagram (scrolls sideways on a narrow screen): {caption}",
        "holds": "{player} holds {cards}",
        "holds_nothing": "{player} holds no cards",
        "others": "+ {n} other cards",
        "other": "+ 1 other card",
        "others_alt": "{n} other cards",
        "other_alt": "1 other card",
        "empty": "no cards left",
        "families": "Complete: {families}",
        "families_alt": "complete families: {families}",
        "turn": "to play",
        "turn_alt": "{player} plays next.",
        "over": "Every family is complete.",
        "ask_yes": "{asker} asked {target} for {card}: {target} had it and handed it over.",
        "ask_no": "{asker} asked {target} for {card}: {target} said no.",
        "completed": "{player} completed family {family}.",
        "and": "and",
        "sizes_players": "Players",
        "sizes_hands": "Cards in each hand, from the dealer's left round to the dealer",
        "sizes_total": "Total",
        "dealer": "dealer",
        "family": "Family",
    },
    "fr": {
        "hint": "Faites glisser sur le côté pour voir tout le schéma",
        "region": "Schéma (défile sur le côté sur un écran étroit)\u00a0: {caption}",
        "holds": "{player} a {cards}",
        "holds_nothing": "{player} n\u2019a plus de cartes",
        "others": "+ {n} autres cartes",
        "other": "+ 1 autre carte",
        "others_alt": "{n} autres cartes",
        "other_alt": "1 autre carte",
        "empty": "plus de cartes",
        "families": "Complètes\u00a0: {families}",
        "families_alt": "familles complètes\u00a0: {families}",
        "turn": "à jouer",
        "turn_alt": "C\u2019est à {player} de jouer.",
        "over": "Toutes les familles sont complètes.",
        "ask_yes": "{asker} a demandé {card} à {target}\u00a0: {target} l\u2019avait et l\u2019a donnée.",
        "ask_no": "{asker} a demandé {card} à {target}\u00a0: {target} a répondu non.",
        "completed": "{player} a complété la famille {family}.",
        "and": "et",
        "sizes_players": "Joueurs",
        "sizes_hands": "Cartes de chaque main, de la gauche du donneur jusqu\u2019au donneur",
        "sizes_total": "Total",
        "dealer": "donneur",
        "family": "Famille",
    },
}

# The page being rendered: set by on_page_markdown, read by the fence formatter.
_page_lang = "en"


class DiagramError(ValueError):
    """A scenario that cannot be drawn; the message says which line and why."""


@dataclass
class Scenario:
    kind: str = "hands"
    deal: str | None = None
    players: list[tuple[str, list[Card]]] = field(default_factory=list)
    first: str | None = None
    dealer: str | None = None
    asks: list[tuple[str, str, Card]] = field(default_factory=list)
    recent: int = 1
    pack: str | None = None
    show: tuple[str, ...] | None = None
    highlight: frozenset[Card] = frozenset()
    caption: str = ""


def parse_scenario(source: str) -> Scenario:
    """Read the ``key: value`` lines of a fence.

    >>> s = parse_scenario("player: Alice = A1 a2\\nplayer: Ben = A3\\ncaption: Two hands")
    >>> [(name, [str(c) for c in cards]) for name, cards in s.players], s.caption
    ([('Alice', ['A1', 'A2']), ('Ben', ['A3'])], 'Two hands')
    >>> parse_scenario("colour: red")
    Traceback (most recent call last):
    ...
    diagrams.DiagramError: line 1: unknown key 'colour'
    """
    values: dict[str, list[str]] = {}
    for number, raw in enumerate(source.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key, value = key.strip().lower(), value.strip()
        if not sep:
            raise DiagramError(f"line {number}: expected 'key: value', got {line!r}")
        if key not in KEYS:
            raise DiagramError(f"line {number}: unknown key {key!r}")
        if key in values and key not in REPEATABLE:
            raise DiagramError(f"line {number}: {key!r} given twice")
        values.setdefault(key, []).append(value)

    def one(key: str) -> str | None:
        return values[key][0] if key in values else None

    def cards(text: str, where: str) -> list[Card]:
        try:
            parsed = [Card.parse(token) for token in text.split()]
        except ValueError as exc:
            raise DiagramError(f"{where}: {exc}") from exc
        for card in parsed:
            if card not in HAPPY_FAMILIES:
                raise DiagramError(f"{where}: {card} is not in the 44-card pack")
        return parsed

    s = Scenario()
    s.kind = one("kind") or "hands"
    if s.kind not in KINDS:
        raise DiagramError(f"kind must be one of {', '.join(KINDS)}, not {s.kind!r}")
    s.deal = one("deal")
    s.first = one("first")
    s.dealer = one("dealer")
    s.caption = one("caption") or ""
    if not s.caption:
        raise DiagramError("every diagram needs a caption")
    for value in values.get("player", []):
        name, sep, hand = value.partition("=")
        if not sep or not name.strip():
            raise DiagramError(f"player: expected 'Name = A1 A2 ...', got {value!r}")
        s.players.append((name.strip(), cards(hand, f"player {name.strip()}")))
    for value in values.get("ask", []):
        parts = value.split()
        if len(parts) != 3:
            raise DiagramError(f"ask: expected 'Asker Target Card', got {value!r}")
        s.asks.append((parts[0], parts[1], cards(parts[2], "ask")[0]))
    recent = one("recent")
    if recent is not None:
        if not recent.isdigit():
            raise DiagramError(f"recent: expected a number, got {recent!r}")
        s.recent = int(recent)
    s.pack = one("pack")
    if s.pack is not None and s.pack not in PACKS:
        raise DiagramError(f"pack: hf_core has no pack {s.pack!r} ({', '.join(PACKS)})")
    show = one("show")
    if show is not None:
        families = tuple(show.upper().split())
        unknown = [f for f in families if f not in HAPPY_FAMILIES.families]
        if unknown:
            raise DiagramError(f"show: unknown families {unknown}")
        s.show = families
    s.highlight = frozenset(cards(one("highlight") or "", "highlight"))
    if s.deal and s.players:
        raise DiagramError("give either 'deal' or 'player' lines, not both")
    if s.deal and not hasattr(hf_scenarios, _deal_constant(s.deal)):
        raise DiagramError(f"deal: hf_core.scenarios has no deal named {s.deal!r}")
    return s


def _deal_constant(name: str) -> str:
    return name.upper().replace("-", "_")


def scenario_hands(s: Scenario) -> dict[str, list[Card]]:
    """The hands a scenario starts from, players in clockwise order."""
    if s.deal:
        named = getattr(hf_scenarios, _deal_constant(s.deal))
        return {name: [Card.parse(c) for c in hand] for name, hand in named.items()}
    return {name: list(hand) for name, hand in s.players}


def scenario_dealer(s: Scenario) -> str | None:
    if s.dealer or not s.deal:
        return s.dealer
    dealer = getattr(hf_scenarios, _deal_constant(s.deal) + "_DEALER", None)
    return dealer if isinstance(dealer, str) else None


# ----------------------------------------------------------------------------- state


@dataclass
class Seat:
    name: str
    shown: list[Card]
    hidden: int
    families: tuple[str, ...]
    current: bool


@dataclass
class Drawing:
    seats: list[Seat]
    events: list[str]  # sentences about the last request, in the page language
    over: bool = False
    played: bool = False


def draw(s: Scenario, lang: str) -> Drawing:
    """Play the scenario with hf_core (if it is a game) and decide what each seat shows."""
    t = TEXT[lang]
    hands = scenario_hands(s)
    if not hands:
        raise DiagramError("a hands diagram needs 'deal' or 'player' lines")
    seen: set[Card] = set()
    for name, hand in hands.items():
        for card in hand:
            if card in seen:
                raise DiagramError(f"{card} is dealt twice (again to {name})")
            seen.add(card)
    whole_pack = seen == set(HAPPY_FAMILIES.cards())
    wanted = set(s.show) if s.show is not None else None

    def visible(cards: Iterable[Card]) -> tuple[list[Card], int]:
        cards = sorted(cards)
        shown = [c for c in cards if wanted is None or c.family in wanted]
        return shown, len(cards) - len(shown)

    if not whole_pack:
        if s.asks or s.first or s.dealer:
            raise DiagramError(
                "requests and turns need the whole pack: use 'deal' or list all 44 cards"
            )
        seats = []
        for name, hand in hands.items():
            shown, hidden = visible(hand)
            seats.append(Seat(name, shown, hidden, (), False))
        return Drawing(seats, [])

    try:
        game = Game.from_hands(hands, first=s.first, dealer=scenario_dealer(s))
        events: list[str] = []
        for number, (asker, target, card) in enumerate(s.asks, start=1):
            result = game.ask(asker, target, card)
            if number <= len(s.asks) - s.recent:
                continue
            key = "ask_yes" if result.success else "ask_no"
            events.append(t[key].format(asker=asker, target=target, card=card))
            if result.completed:
                events.append(t["completed"].format(player=asker, family=result.completed))
    except ValueError as exc:  # IllegalAsk, InvalidSetup, ...: the scenario breaks a rule
        raise DiagramError(f"hf_core refused the scenario: {exc}") from exc
    seats = []
    for name in game.players:
        shown, hidden = visible(game.hand(name))
        seats.append(Seat(name, shown, hidden, game.families(name), game.current == name))
    return Drawing(seats, events, over=game.is_over, played=True)


# ---------------------------------------------------------------------------- render


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _join(items: list[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {TEXT[lang]['and']} " + items[-1]


def describe(drawing: Drawing, lang: str) -> str:
    """The text alternative: every card drawn, the families and whose turn it is."""
    t = TEXT[lang]
    parts = list(drawing.events)
    for seat in drawing.seats:
        cards = [str(c) for c in seat.shown]
        if seat.hidden:
            extra = (
                t["other_alt"] if seat.hidden == 1 else t["others_alt"].format(n=seat.hidden)
            )
            cards.append(extra)
        sentence = (
            t["holds"].format(player=seat.name, cards=_join(cards, lang))
            if cards
            else t["holds_nothing"].format(player=seat.name)
        )
        if seat.families:
            sentence += "; " + t["families_alt"].format(families=", ".join(seat.families))
        parts.append(sentence + ".")
    current = [s.name for s in drawing.seats if s.current]
    if current:
        parts.append(t["turn_alt"].format(player=current[0]))
    elif drawing.played and drawing.over:
        parts.append(t["over"])
    return " ".join(parts)


def _figure(kind: str, inner: str, caption: str, alt: str | None, lang: str, data: str) -> str:
    t = TEXT[lang]
    region = t["region"].format(caption=caption)
    img = (
        f'<div class="hf-diagram__img" role="img" aria-label="{_e(alt)}">{inner}</div>'
        if alt is not None
        else inner
    )
    return (
        f'<figure class="hf-diagram hf-diagram--{kind}" data-hf-diagram="{kind}"{data}>'
        f'<div class="hf-diagram__scroll" tabindex="0" role="region" aria-label="{_e(region)}">'
        f"{img}</div>"
        f'<p class="hf-diagram__hint" aria-hidden="true">'
        f'<span aria-hidden="true">←</span> {_e(t["hint"])} <span aria-hidden="true">→</span></p>'
        f"<figcaption>{_e(caption)}</figcaption></figure>"
    )


def render_hands(s: Scenario, lang: str) -> str:
    t = TEXT[lang]
    drawing = draw(s, lang)
    seats = []
    for seat in drawing.seats:
        classes = "hf-seat is-current" if seat.current else "hf-seat"
        head = f'<span class="hf-seat__name">{_e(seat.name)}</span>'
        if seat.current:
            head += f' <span class="hf-seat__turn">{_e(t["turn"])}</span>'
        cards = "".join(card_html(c, c in s.highlight) for c in seat.shown)
        body = f'<span class="hf-hand">{cards}</span>' if cards else ""
        if seat.hidden:
            more = t["other"] if seat.hidden == 1 else t["others"].format(n=seat.hidden)
            body += f'<span class="hf-seat__more">{_e(more)}</span>'
        if not seat.shown and not seat.hidden and drawing.played:
            body += f'<span class="hf-seat__more">{_e(t["empty"])}</span>'
        if seat.families:
            fams = "".join(
                f'<span class="hf-family" data-family="{f}">'
                + "".join(
                    card_html(c, c in s.highlight, small=True) for c in HAPPY_FAMILIES.family_cards(f)
                )
                + "</span>"
                for f in seat.families
            )
            label = t["families"].format(families=", ".join(seat.families))
            body += (
                f'<span class="hf-seat__families"><span class="hf-seat__label">{_e(label)}</span>'
                f"{fams}</span>"
            )
        seats.append(
            f'<div class="{classes}" data-player="{_e(seat.name)}" data-hidden="{seat.hidden}"'
            f' data-families="{" ".join(seat.families)}">'
            f'<p class="hf-seat__head">{head}</p>{body}</div>'
        )
    events = "".join(f'<p class="hf-diagram__event">{_e(e)}</p>' for e in drawing.events)
    inner = f'{events}<div class="hf-table">{"".join(seats)}</div>'
    return _figure("hands", inner, s.caption, describe(drawing, lang), lang, "")


def deal_sizes(players: int) -> list[int]:
    """Cards dealt to each seat by hf_core, from the dealer's left round to the dealer.

    >>> deal_sizes(3)
    [15, 15, 14]
    """
    names = [f"P{i}" for i in range(players)]
    game = Game.deal(names, seed=1, dealer=players - 1)
    return [len(game.initial_hand(name)) for name in names]


def render_deal_sizes(s: Scenario, lang: str) -> str:
    if s.players or s.deal or s.asks:
        raise DiagramError("kind: deal-sizes takes only a caption")
    t = TEXT[lang]
    rows = []
    for n in range(2, 7):
        sizes = deal_sizes(n)
        cells = "".join(
            f'<td data-seat="{i}">{size}'
            + (f' <span class="hf-sizes__dealer">({_e(t["dealer"])})</span>' if i == n - 1 else "")
            + "</td>"
            for i, size in enumerate(sizes)
        )
        cells += '<td class="hf-sizes__none"></td>' * (6 - n)
        rows.append(
            f'<tr data-players="{n}" data-sizes="{" ".join(map(str, sizes))}">'
            f'<th scope="row">{n}</th>{cells}<td>{sum(sizes)}</td></tr>'
        )
    head = (
        f'<thead><tr><th scope="col">{_e(t["sizes_players"])}</th>'
        f'<th scope="colgroup" colspan="6">{_e(t["sizes_hands"])}</th>'
        f'<th scope="col">{_e(t["sizes_total"])}</th></tr></thead>'
    )
    table = f'<table class="hf-sizes">{head}<tbody>{"".join(rows)}</tbody></table>'
    return _figure("deal-sizes", table, s.caption, None, lang, "")


def render_pack(s: Scenario, lang: str) -> str:
    if s.pack is None or s.players or s.deal or s.asks:
        raise DiagramError("kind: pack takes 'pack' and a caption")
    pack = PACKS[s.pack]
    t = TEXT[lang]
    head = "".join(
        f'<th scope="col">{pack.member_name(m, lang)}</th>' for m in range(1, pack.members + 1)
    )
    rows = []
    for family in pack.families:
        name = pack.family_name(family, lang)
        cells = "".join(
            f"<td>{card_html(c, small=True)}</td>" for c in pack.family_cards(family)
        )
        rows.append(f'<tr data-family="{family}"><th scope="row">{_e(name)}</th>{cells}</tr>')
    table = (
        f'<table class="hf-sizes hf-pack" data-pack="{pack.name}">'
        f'<thead><tr><th scope="col">{_e(t["family"])}</th>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table>'
    )
    return _figure("pack", table, s.caption, None, lang, "")


def render(source: str, lang: str) -> str:
    s = parse_scenario(source)
    if s.kind == "deal-sizes":
        return render_deal_sizes(s, lang)
    if s.kind == "pack":
        return render_pack(s, lang)
    return render_hands(s, lang)


# --------------------------------------------------------------------- mkdocs glue


def fence_format(
    src: str, language: str, class_name: str, options: dict[str, Any], md: Any, **kwargs: Any
) -> str:
    """The pymdownx.superfences formatter for ```hf-diagram fences."""
    try:
        return render(src, _page_lang)
    except DiagramError as exc:
        # superfences swallows ordinary exceptions; this one stops the build with the reason.
        raise SuperFencesException(f"hf-diagram: {exc}\n--- scenario ---\n{src}") from exc


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    fences: list[dict[str, Any]] = config.mdx_configs.setdefault(
        "pymdownx.superfences", {}
    ).setdefault("custom_fences", [])
    if not any(f.get("name") == FENCE for f in fences):
        fences.append({"name": FENCE, "class": FENCE, "format": fence_format})
    return config


PERMALINK_TITLE = {"en": "Link to this section", "fr": "Lien vers cette section"}


def page_language(page: Page) -> str:
    locale = getattr(page.file, "locale", None)
    if locale in TEXT:
        return str(locale)
    return "fr" if page.file.src_uri.endswith(".fr.md") else "en"


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    global _page_lang
    _page_lang = page_language(page)
    toc = config.mdx_configs.get("toc")
    if isinstance(toc, dict):
        toc["permalink_title"] = PERMALINK_TITLE[_page_lang]
    return markdown


# Used by tests/site to compare built pages with their fences.
def fences_in(markdown: str) -> list[str]:
    """The sources of the hf-diagram fences of a page, in order.

    >>> fences_in("x\\n```hf-diagram\\ncaption: a\\n```\\n")
    ['caption: a']
    """
    out: list[str] = []
    lines = markdown.splitlines()
    i = 0
    while i < len(lines):
        stripped = lines[i].strip()
        if stripped.startswith("```" + FENCE):
            body: list[str] = []
            i += 1
            while i < len(lines) and lines[i].strip() != "```":
                body.append(lines[i].strip())
                i += 1
            out.append("\n".join(body))
        i += 1
    return out

