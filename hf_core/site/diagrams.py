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
    pack: ordinary-52            # (optional: the 44-card pack by default)
    caption: ...
    ```

    ```hf-diagram
    kind: game-length            # requests per game by number of players, played by hf_core (hf_core/lengths.py)
    caption: ...
    ```

    ```hf-diagram
    kind: pack-form              # a pack's labels with blank lines to name its families and members
    pack: happy-families
    caption: ...
    ```

    ```hf-diagram
    kind: score-sheet            # a blank score sheet for a series: a row per deal, a column per player
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
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Final

from hf_core import Card, Game, lengths
from hf_core import scenarios as hf_scenarios
from hf_core.cards import HAPPY_FAMILIES, PACKS, Pack
from hf_core.rules import Rules
from hf_core.site.common import FenceError, labels
from hf_core.web import views
from hf_core.words import say

FENCE = "hf-diagram"
KEYS = {
    "kind", "deal", "player", "first", "dealer", "ask", "recent", "show", "highlight", "caption", "pack"
}
REPEATABLE = {"player", "ask"}
KINDS = ("hands", "deal-sizes", "pack", "game-length", "pack-form", "score-sheet")
SCORE_ROWS: Final = 12  # deals on one score sheet
SCORE_SEATS: Final = 6

def _words(lang: str) -> dict[str, str]:
    """The diagrams' templates (catalogue ids ``diagram.*``) in ``lang``, keyed with underscores."""
    return {key.replace("-", "_"): template for key, template in labels(lang, "diagram").items()}


class DiagramError(FenceError):
    """A scenario that cannot be drawn; the message says why, ``line`` where."""


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
    hf_core.site.diagrams.DiagramError: unknown key 'colour'
    """
    values: dict[str, list[tuple[int, str]]] = {}
    for number, raw in enumerate(source.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key, value = key.strip().lower(), value.strip()
        if not sep:
            raise DiagramError(f"expected 'key: value', got {line!r}", number)
        if key not in KEYS:
            raise DiagramError(f"unknown key {key!r}", number)
        if key in values and key not in REPEATABLE:
            raise DiagramError(f"{key!r} given twice", number)
        values.setdefault(key, []).append((number, value))

    def one(key: str) -> str | None:
        return values[key][0][1] if key in values else None

    def at(key: str) -> int | None:
        return values[key][0][0] if key in values else None

    def cards(text: str, where: str, line: int | None) -> list[Card]:
        try:
            parsed = [Card.parse(token) for token in text.split()]
        except ValueError as exc:
            raise DiagramError(f"{where}: {exc}", line) from None
        for card in parsed:
            if card not in HAPPY_FAMILIES:
                raise DiagramError(f"{where}: {card} is not in the 44-card pack", line)
        return parsed

    s = Scenario()
    s.kind = one("kind") or "hands"
    if s.kind not in KINDS:
        raise DiagramError(f"kind must be one of {', '.join(KINDS)}, not {s.kind!r}", at("kind"))
    s.deal = one("deal")
    s.first = one("first")
    s.dealer = one("dealer")
    s.caption = one("caption") or ""
    if not s.caption:
        raise DiagramError("every diagram needs a caption", at("caption"))
    for number, value in values.get("player", []):
        name, sep, hand = value.partition("=")
        name = name.strip()
        if not sep or not name:
            raise DiagramError(f"player: expected 'Name = A1 A2 ...', got {value!r}", number)
        if any(name == other for other, _ in s.players):
            raise DiagramError(f"player {name!r} is given twice", number)
        s.players.append((name, cards(hand, f"player {name}", number)))
    for number, value in values.get("ask", []):
        parts = value.split()
        if len(parts) != 3:
            raise DiagramError(f"ask: expected 'Asker Target Card', got {value!r}", number)
        s.asks.append((parts[0], parts[1], cards(parts[2], "ask", number)[0]))
    recent = one("recent")
    if recent is not None:
        if not (recent.isascii() and recent.isdigit() and len(recent) <= 3):
            raise DiagramError(f"recent: expected a number of requests written with the digits 0-9, got {recent!r}",
                               at("recent"))
        s.recent = int(recent)
    s.pack = one("pack")
    if s.pack is not None and s.pack not in PACKS:
        raise DiagramError(f"pack: hf_core has no pack {s.pack!r} ({', '.join(PACKS)})", at("pack"))
    show = one("show")
    if show is not None:
        families = tuple(show.upper().split())
        unknown = [f for f in families if f not in HAPPY_FAMILIES.families]
        if unknown:
            raise DiagramError(f"show: unknown families {unknown}", at("show"))
        s.show = families
    s.highlight = frozenset(cards(one("highlight") or "", "highlight", at("highlight")))
    if s.deal and s.players:
        raise DiagramError("give either 'deal' or 'player' lines, not both", at("deal"))
    if s.deal and s.deal not in NAMED_DEALS:
        raise DiagramError(f"deal: there is no named deal {s.deal!r} (known: {', '.join(NAMED_DEALS)})", at("deal"))
    return s


NAMED_DEALS: Final[dict[str, tuple[dict[str, tuple[str, ...]], str | None]]] = {
    "worked-example": (hf_scenarios.WORKED_EXAMPLE, hf_scenarios.WORKED_EXAMPLE_DEALER),
}
"""The deals a diagram may name: the hands, clockwise, and who dealt."""


def scenario_hands(s: Scenario) -> dict[str, list[Card]]:
    """The hands a scenario starts from, players in clockwise order."""
    if s.deal:
        return {name: [Card.parse(c) for c in hand] for name, hand in NAMED_DEALS[s.deal][0].items()}
    return {name: list(hand) for name, hand in s.players}


def scenario_dealer(s: Scenario) -> str | None:
    if s.dealer or not s.deal:
        return s.dealer
    return NAMED_DEALS[s.deal][1]


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
    t = _words(lang)
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
    return ", ".join(items[:-1]) + f" {say('words.and', lang)} " + items[-1]


def describe(drawing: Drawing, lang: str) -> str:
    """The text alternative: every card drawn, the families and whose turn it is."""
    t = _words(lang)
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
            alt = t["families_alt_one"] if len(seat.families) == 1 else t["families_alt"]
            sentence += "; " + alt.format(families=", ".join(seat.families))
        parts.append(sentence + ".")
    current = [s.name for s in drawing.seats if s.current]
    if current:
        parts.append(t["turn_alt"].format(player=current[0]))
    elif drawing.played and drawing.over:
        parts.append(t["over"])
    return " ".join(parts)


def _figure(kind: str, inner: str, caption: str, alt: str | None, lang: str, data: str) -> str:
    t = _words(lang)
    region = t["region"].format(caption=caption)
    hint = t["hint"] if kind == "hands" else t["hint_table"]  # every other kind is a table
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
        f'<span aria-hidden="true">←</span> {_e(hint)} <span aria-hidden="true">→</span></p>'
        f"<figcaption>{_e(caption)}</figcaption></figure>"
    )


def render_hands(s: Scenario, lang: str) -> str:
    drawing = draw(s, lang)
    seats = views.table(
        (
            views.diagram_seat(
                lang,
                seat.name,
                [str(c) for c in seat.shown],
                seat.hidden,
                seat.families,
                current=seat.current,
                played=drawing.played,
                highlight=[str(c) for c in s.highlight],
            )
            for seat in drawing.seats
        ),
        board=False,
    )
    events = "".join(f'<p class="hf-diagram__event">{_e(e)}</p>' for e in drawing.events)
    inner = events + views.to_html(seats)
    return _figure("hands", inner, s.caption, describe(drawing, lang), lang, "")


def deal_sizes(players: int, pack: str = "happy-families") -> list[int]:
    """Cards dealt to each seat by hf_core, from the dealer's left round to the dealer.

    >>> deal_sizes(3)
    [15, 15, 14]
    >>> deal_sizes(5, "ordinary-52")
    [11, 11, 10, 10, 10]
    """
    names = [f"P{i}" for i in range(players)]
    game = Game.deal(names, seed=1, dealer=players - 1, rules=Rules(pack=PACKS[pack]))
    return [len(game.initial_hand(name)) for name in names]


def render_deal_sizes(s: Scenario, lang: str) -> str:
    if s.players or s.deal or s.asks:
        raise DiagramError("kind: deal-sizes takes a pack (optional) and a caption")
    t = _words(lang)
    rows = []
    for n in range(2, 7):
        sizes = deal_sizes(n, s.pack or "happy-families")
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
    pack = f' data-pack="{_e(s.pack)}"' if s.pack else ""
    table = f'<table class="hf-sizes"{pack}>{head}<tbody>{"".join(rows)}</tbody></table>'
    return _figure("deal-sizes", table, s.caption, None, lang, "")


def render_game_length(s: Scenario, lang: str) -> str:
    """Requests per game for 2 to 6 players, careful and random, and the minutes they take (hf_core.lengths)."""
    if s.players or s.deal or s.asks or s.pack:
        raise DiagramError("kind: game-length takes only a caption")
    t = _words(lang)

    def requests(n: int, kind: str) -> tuple[int, str]:
        median, low, high = lengths.lengths(n, kind)
        key = "length_requests_same" if low == high else "length_requests"
        return round(median), t[key].format(low=low, high=high)

    rows = []
    for n in range(2, 7):
        careful, careful_text = requests(n, "smart")
        random, random_text = requests(n, "random")
        low, high = lengths.minutes(careful), lengths.minutes(random)
        time = t["length_minutes_same" if low == high else "length_minutes"].format(low=low, high=high)
        rows.append(
            f'<tr data-players="{n}" data-requests="{careful} {random}" data-minutes="{low} {high}">'
            f'<th scope="row">{n}</th><td>{_e(careful_text)}</td><td>{_e(random_text)}</td><td>{_e(time)}</td></tr>'
        )
    head = (
        f'<thead><tr><th scope="col">{_e(t["sizes_players"])}</th>'
        f'<th scope="col">{_e(t["length_careful"])}</th><th scope="col">{_e(t["length_random"])}</th>'
        f'<th scope="col">{_e(t["length_time"].format(seconds=lengths.SECONDS_PER_REQUEST))}</th></tr></thead>'
    )
    table = (
        f'<table class="hf-sizes hf-lengths" data-games="{lengths.GAMES}">{head}<tbody>{"".join(rows)}</tbody>'
        "</table>"
    )
    return _figure("game-length", table, s.caption, None, lang, "")


def _pack_of(s: Scenario) -> Pack:
    """The pack a ``kind: pack`` or ``kind: pack-form`` diagram lists (it takes a pack and a caption, nothing else)."""
    if s.pack is None or s.players or s.deal or s.asks:
        raise DiagramError(f"kind: {s.kind} takes 'pack' and a caption")
    return PACKS[s.pack]


def _member_heads(pack: Pack, lang: str, template: str = "{n}") -> str:
    """A column head for each member of ``pack``: its name (or number) in ``template``."""
    return "".join(
        f'<th scope="col">{_e(template.format(n=pack.member_name(m, lang)))}</th>' for m in range(1, pack.members + 1)
    )


def _family_table(s: Scenario, lang: str, cls: str, heads: list[str], members: str,
                  name: Callable[[str], str], cells: Callable[[str], str]) -> str:
    """A row per family of the diagram's pack: its ``name`` and its ``cells``, under ``heads`` then ``members``."""
    pack = _pack_of(s)
    rows = "".join(
        f'<tr data-family="{family}"><th scope="row">{_e(name(family))}</th>{cells(family)}</tr>'
        for family in pack.families
    )
    head = "".join(f'<th scope="col">{_e(h)}</th>' for h in heads) + members
    table = (
        f'<table class="hf-sizes {cls}" data-pack="{pack.name}"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody>'
        "</table>"
    )
    return _figure(s.kind, table, s.caption, None, lang, "")


def render_pack_form(s: Scenario, lang: str) -> str:
    """A pack's family labels with blank cells to write a home-made pack's family and member names in."""
    pack, t = _pack_of(s), _words(lang)
    blanks = '<td class="hf-form__blank"></td>' * (pack.members + 1)
    return _family_table(s, lang, "hf-form", [t["form_label"], t["form_family"]],
                         _member_heads(pack, lang, t["form_member"]), lambda family: family, lambda _: blanks)


def render_pack(s: Scenario, lang: str) -> str:
    """A pack's families and members, each card drawn (small), families by name where the pack names them."""
    pack, t = _pack_of(s), _words(lang)

    def cards(family: str) -> str:
        return "".join(f"<td>{views.to_html(views.card(c, small=True))}</td>" for c in pack.family_cards(family))

    return _family_table(s, lang, "hf-pack", [t["family"]], _member_heads(pack, lang),
                         lambda family: pack.family_name(family, lang), cards)


def render_score_sheet(s: Scenario, lang: str) -> str:
    """A blank score sheet for a series of deals: the players' names, then one row per deal, then the winner."""
    if s.pack or s.players or s.deal or s.asks:
        raise DiagramError("kind: score-sheet takes only a caption")
    t = _words(lang)
    blank = '<td class="hf-form__blank"></td>'
    seats = "".join(
        f'<th scope="col">{_e(t["score_player"].format(n=n))}</th>' for n in range(1, SCORE_SEATS + 1)
    )
    head = f'<tr><th scope="col">{_e(t["score_deal"])}</th><th scope="col">{_e(t["score_dealer"])}</th>{seats}</tr>'
    names = f'<tr><th scope="row">{_e(t["score_name"])}</th>{blank * (SCORE_SEATS + 1)}</tr>'
    rows = "".join(f'<tr><th scope="row">{n}</th>{blank * (SCORE_SEATS + 1)}</tr>' for n in range(1, SCORE_ROWS + 1))
    winner = (
        f'<tr><th scope="row" colspan="2">{_e(t["score_winner"])}</th>'
        f'<td class="hf-form__blank" colspan="{SCORE_SEATS}"></td></tr>'
    )
    table = (
        f'<table class="hf-sizes hf-form hf-scores"><thead>{head}</thead><tbody>{names}{rows}</tbody>'
        f"<tfoot>{winner}</tfoot></table>"
    )
    return _figure("score-sheet", table, s.caption, None, lang, "")


def render(source: str, lang: str) -> str:
    s = parse_scenario(source)
    if s.kind == "deal-sizes":
        return render_deal_sizes(s, lang)
    if s.kind == "pack":
        return render_pack(s, lang)
    if s.kind == "game-length":
        return render_game_length(s, lang)
    if s.kind == "pack-form":
        return render_pack_form(s, lang)
    if s.kind == "score-sheet":
        return render_score_sheet(s, lang)
    return render_hands(s, lang)


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

