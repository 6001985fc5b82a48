"""Interactive widgets: their first state rendered at build time by the same Python that runs in the page.

A page writes an ``hf-widget`` fence; this hook registers it with pymdownx.superfences and renders the
widget's first state as static HTML by calling the browser facade ``hf_core.web`` (JSON in, JSON out),
exactly as the page's Pyodide worker will. A reader without JavaScript, or before Python has loaded, sees
a complete, correct picture; the widget module ``docs/javascripts/hf/widgets/<name>.js`` then takes over
the element marked ``data-hf-widget="<name>"`` (mounted by the shared loader, ``javascripts/hf/loader.js``).

The body is a few ``key: value`` lines (or one JSON object)::

    ```hf-widget
    widget: worked-example
    ```

    ```hf-widget
    widget: explorer
    players: Alice, Ben, Cara, Dan   # optional first deal
    seed: 2026
    dealer: 0
    ```

All the widget's wording follows the page language (English or French). Everything that comes from the
engine is escaped; the widget modules build their DOM with ``textContent`` only.
"""

from __future__ import annotations

import html
import json
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from pymdownx.superfences import SuperFencesException

from hf_core import web
from hf_core.cards import HAPPY_FAMILIES
from hf_core.html import card_html

FENCE = "hf-widget"
WIDGETS = ("worked-example", "explorer")
KEYS = {"widget", "players", "seed", "dealer", "deal"}
# Widgets rendered by another hook (overrides/hooks/teaching.py registers play, exercises, card-sheet and
# deal-sheet in its on_config): name -> renderer(lang, fence data, page root) -> HTML, and their extra keys.
EXTRA_WIDGETS: dict[str, Any] = {}
EXTRA_KEYS: set[str] = set()

# The interface wording, in one place: each widget element carries its language's table as JSON
# (data-hf-ui), which the widget modules read, so the page and the build never disagree.
UI: dict[str, dict[str, str]] = {
    "en": {
        "previous": "Previous",
        "next": "Next",
        "reset": "Reset",
        "steps": "Steps of the worked example",
        "step": "Step {n} of {total}",
        "rule": "Rule:",
        "turn": "to play",
        "dealer": "dealer",
        "computer": "computer",
        "cards": "{n} cards",
        "card": "1 card",
        "hidden": "{n} hidden cards",
        "hidden1": "1 hidden card",
        "no-cards": "no cards left",
        "families": "Families: {families}",
        "score": "Score: {n}",
        "board": "The table: every hand, the families laid down and whose turn it is",
        "deal": "Deal",
        "players": "Number of players",
        "player": "Player {n}",
        "dealer-field": "Dealer",
        "seed": "Deal number",
        "view": "Show",
        "view-all": "Every hand (teacher's view)",
        "view-one": "{name}'s hand only",
        "deal-button": "Deal",
        "again": "Deal again",
        "begins": "{first} begins ({dealer} dealt).",
        "from-deal": "Families laid down straight from the deal: {list}.",
        "from-deal-none": "Nobody was dealt a complete family.",
        "request": "Request",
        "turn-line": "It is {name}'s turn.",
        "over-line": "The game is over.",
        "ask-target": "Ask",
        "ask-card": "for the card",
        "ask-button": "Ask",
        "free": "Try any request, even one the rules forbid",
        "free-asker": "Who asks",
        "free-target": "Whom",
        "free-card": "Card (for example A3)",
        "free-button": "Try this request",
        "bots": "Computer players",
        "bot-seat": "The computer plays for {name}",
        "bot-kind": "Computer strategy",
        "smart": "careful (remembers what was said)",
        "random": "random (any allowed request)",
        "bot-button": "Computer plays this turn",
        "auto": "Play to the end",
        "undo": "Take back the last request",
        "knows": "What the table knows",
        "knows-viewer": "What {name} knows besides",
        "log": "What happened",
        "share": "Link to this deal and position",
        "copy": "Copy the link",
        "copied": "Link copied.",
        "legal-none": "No request is possible.",
    },
    "fr": {
        "previous": "Précédent",
        "next": "Suivant",
        "reset": "Recommencer",
        "steps": "Étapes de l'exemple commenté",
        "step": "Étape {n} sur {total}",
        "rule": "Règle :",
        "turn": "à jouer",
        "dealer": "donneur",
        "computer": "ordinateur",
        "cards": "{n} cartes",
        "card": "1 carte",
        "hidden": "{n} cartes cachées",
        "hidden1": "1 carte cachée",
        "no-cards": "plus de cartes",
        "families": "Familles : {families}",
        "score": "Score : {n}",
        "board": "La table : toutes les mains, les familles posées et qui doit jouer",
        "deal": "Donne",
        "players": "Nombre de joueurs",
        "player": "Joueur {n}",
        "dealer-field": "Donneur",
        "seed": "Numéro de donne",
        "view": "Afficher",
        "view-all": "Toutes les mains (vue de l'enseignant)",
        "view-one": "Seulement la main de {name}",
        "deal-button": "Distribuer",
        "again": "Nouvelle donne",
        "begins": "{first} commence ({dealer} a distribué).",
        "from-deal": "Familles posées dès la donne : {list}.",
        "from-deal-none": "Personne n'a reçu de famille complète.",
        "request": "Demande",
        "turn-line": "C'est à {name} de jouer.",
        "over-line": "La partie est finie.",
        "ask-target": "Demander à",
        "ask-card": "la carte",
        "ask-button": "Demander",
        "free": "Essayer n'importe quelle demande, même interdite",
        "free-asker": "Qui demande",
        "free-target": "À qui",
        "free-card": "Carte (par exemple A3)",
        "free-button": "Essayer cette demande",
        "bots": "Joueurs automatiques",
        "bot-seat": "L'ordinateur joue pour {name}",
        "bot-kind": "Stratégie de l'ordinateur",
        "smart": "attentive (se souvient de ce qui a été dit)",
        "random": "au hasard (n'importe quelle demande permise)",
        "bot-button": "L'ordinateur joue ce tour",
        "auto": "Jouer jusqu'à la fin",
        "undo": "Annuler la dernière demande",
        "knows": "Ce que sait la table",
        "knows-viewer": "Ce que {name} sait en plus",
        "log": "Déroulement",
        "share": "Lien vers cette donne et cette position",
        "copy": "Copier le lien",
        "copied": "Lien copié.",
        "legal-none": "Aucune demande n'est possible.",
    },
}

# Where the shared loader shows progress, failure and Retry (it fills this slot): at the top, where a
# reader on a phone sees it without scrolling past the widget.
STATUS_SLOT = '<div class="hf-status" data-hf-status hidden></div>'

_page_lang = "en"
_page_root = ""  # relative path from the page to the site root, e.g. "../" or "../../"


class WidgetError(ValueError):
    """A fence that cannot be rendered; the message says why."""


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _ui_json(lang: str) -> str:
    return _e(json.dumps(UI[lang], ensure_ascii=False, separators=(",", ":")))


def _u(lang: str, key: str, **values: object) -> str:
    return UI[lang][key].format(**values)


def parse_fence(source: str) -> dict[str, Any]:
    """Read the fence body: one JSON object, or ``key: value`` lines.

    >>> parse_fence("widget: explorer\\nplayers: Ann, Ben\\nseed: 7")
    {'widget': 'explorer', 'players': ['Ann', 'Ben'], 'seed': '7'}
    >>> parse_fence('{"widget": "worked-example"}')
    {'widget': 'worked-example'}
    """
    text = source.strip()
    if text.startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise WidgetError(f"not JSON: {exc}") from exc
        if not isinstance(data, dict):
            raise WidgetError("the body must be one JSON object")
    else:
        data = {}
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise WidgetError(f"line {number}: expected 'key: value', got {line!r}")
            key, value = key.strip().lower(), value.strip()
            data[key] = [v.strip() for v in value.split(",")] if key == "players" else value
    unknown = set(data) - KEYS - EXTRA_KEYS
    if unknown:
        raise WidgetError(f"unknown keys {sorted(unknown)}")
    if data.get("widget") not in (*WIDGETS, *EXTRA_WIDGETS):
        raise WidgetError(f"widget must be one of {', '.join(WIDGETS)}, not {data.get('widget')!r}")
    return data


def _call(func: Any, request: dict[str, Any]) -> dict[str, Any]:
    """Call a facade function exactly as the page does (JSON text both ways)."""
    answer: dict[str, Any] = json.loads(func(json.dumps(request)))
    if not answer.get("ok"):
        raise WidgetError(f"hf_core.web refused the fence: {answer.get('error') or answer.get('refusal')}")
    return answer


# ------------------------------------------------------------------------------------ drawing


def seat_html(
    lang: str,
    name: str,
    hand: list[str] | None,
    count: int,
    families: list[str],
    *,
    current: bool,
    dealer: bool = False,
    bot: bool = False,
    highlight: frozenset[str] = frozenset(),
    fresh_family: str | None = None,
) -> str:
    """One seat: name and badges, the hand (or its size, hidden), the families laid down, the score.

    docs/javascripts/hf/widgets/dom.js ``seat()`` builds the same markup in the page.
    """
    badges = ""
    if current:
        badges += f'<span class="hf-seat__turn">{_e(_u(lang, "turn"))}</span>'
    if dealer:
        badges += f'<span class="hf-badge">{_e(_u(lang, "dealer"))}</span>'
    if bot:
        badges += f'<span class="hf-badge">{_e(_u(lang, "computer"))}</span>'
    size = _u(lang, "card") if count == 1 else _u(lang, "cards", n=count)
    head = (
        f'<p class="hf-seat__head"><span class="hf-seat__name">{_e(name)}</span> {badges}'
        f'<span class="hf-seat__count">{_e(size)}</span></p>'
    )
    if hand is None:
        body = (
            f'<p class="hf-seat__more">{_e(_u(lang, "hidden1") if count == 1 else _u(lang, "hidden", n=count))}</p>'
            if count
            else f'<p class="hf-seat__more">{_e(_u(lang, "no-cards"))}</p>'
        )
    elif hand:
        body = '<span class="hf-hand">' + "".join(card_html(c, c in highlight) for c in hand) + "</span>"
    else:
        body = f'<p class="hf-seat__more">{_e(_u(lang, "no-cards"))}</p>'
    if families:
        fams = "".join(
            f'<span class="hf-family{" is-fresh" if f == fresh_family else ""}" data-family="{_e(f)}">'
            + "".join(card_html(str(c), small=True) for c in HAPPY_FAMILIES.family_cards(f))
            + "</span>"
            for f in families
        )
        label = _u(lang, "families", families=", ".join(families))
        body += (
            f'<span class="hf-seat__families"><span class="hf-seat__label">{_e(label)}</span>'
            f'<span class="hf-seat__fams">{fams}</span></span>'
        )
    body += f'<p class="hf-seat__score">{_e(_u(lang, "score", n=len(families)))}</p>'
    classes = "hf-seat is-current" if current else "hf-seat"
    return (
        f'<div class="{classes}" data-player="{_e(name)}" data-count="{count}" '
        f'data-families="{_e(" ".join(families))}">{head}{body}</div>'
    )


def _rule_link(rule: dict[str, str] | None, lang: str) -> str:
    if not rule:
        return '<p class="hf-we__rule" data-hf-rule hidden></p>'
    return (
        f'<p class="hf-we__rule" data-hf-rule>{_e(_u(lang, "rule"))} '
        f'<a href="{_e(_page_root + rule["url"])}">{_e(rule["title"])}</a></p>'
    )


def render_worked_example(lang: str) -> str:
    answer = _call(web.worked_example_steps, {"lang": lang})
    steps = answer["steps"]
    step = steps[0]
    seats = "".join(
        seat_html(
            lang,
            name,
            step["hands"][name],
            len(step["hands"][name]),
            step["families"][name],
            current=step["current"] == name,
            dealer=answer["dealer"] == name,
            highlight=frozenset(step["highlight"]),
        )
        for name in answer["players"]
    )
    counter = _u(lang, "step", n=1, total=len(steps))
    buttons = "".join(
        f'<button type="button" class="md-button" data-hf-action="{action}"'
        f'{" disabled" if action != "next" else ""}>{_e(_u(lang, action))}</button>'
        for action in ("previous", "next", "reset")
    )
    return (
        f'<div class="hf-widget hf-we" data-hf-widget="worked-example" data-hf-lang="{lang}" '
        f'data-hf-step="0" data-hf-steps="{len(steps)}" data-hf-ui="{_ui_json(lang)}">'
        f"{STATUS_SLOT}"
        f'<div class="hf-we__controls" role="group" aria-label="{_e(_u(lang, "steps"))}" data-hf-controls hidden>'
        f'{buttons}<span class="hf-we__counter" data-hf-counter>{_e(counter)}</span></div>'
        f'<p class="hf-we__narration" role="status" aria-live="polite" data-hf-narration>{_e(step["text"])}</p>'
        f"{_rule_link(step['rule'], lang)}"
        f'<div class="hf-we__board" role="region" tabindex="0" aria-label="{_e(_u(lang, "board"))}">'
        f'<div class="hf-table" data-hf-board>{seats}</div></div>'
        f"</div>"
    )


def _options(values: list[tuple[str, str]], selected: str) -> str:
    return "".join(
        f'<option value="{_e(v)}"{" selected" if v == selected else ""}>{_e(label)}</option>' for v, label in values
    )


def explorer_board(lang: str, st: dict[str, Any]) -> str:
    return "".join(
        seat_html(
            lang,
            s["name"],
            s["hand"],
            s["count"],
            s["families"],
            current=s["current"],
            dealer=s["dealer"],
            bot=s["bot"],
        )
        for s in st["seats"]
    )


def render_explorer(lang: str, data: dict[str, Any]) -> str:
    request = {k: v for k, v in data.items() if k != "widget"}
    request["lang"] = lang
    st = _call(web.new_deal, request)["state"]
    setup = st["setup"]
    players: list[str] = st["players"]
    n = len(players)
    u = UI[lang]
    names = "".join(
        f'<label class="hf-x__name"{" hidden" if i >= n else ""}>{_e(_u(lang, "player", n=i + 1))} '
        f'<input type="text" name="name{i}" maxlength="20" autocomplete="off" spellcheck="false" '
        f'value="{_e(players[i] if i < n else ["Alice", "Ben", "Cara", "Dan", "Eve", "Fay"][i])}"></label>'
        for i in range(6)
    )
    count = _options([(str(k), str(k)) for k in range(2, 7)], str(n))
    dealer = _options([(str(i), p) for i, p in enumerate(players)], str(players.index(st["dealer"])))
    view = _options([("", u["view-all"])] + [(str(i), _u(lang, "view-one", name=p)) for i, p in enumerate(players)], "")
    deal_form = (
        f'<form class="hf-x__setup" data-hf-form="deal"><fieldset data-hf-fieldset disabled>'
        f'<legend>{_e(u["deal"])}</legend>'
        f'<div class="hf-x__fields">'
        f'<label>{_e(u["players"])} <select name="count">{count}</select></label>'
        f'<div class="hf-x__names">{names}</div>'
        f'<label>{_e(u["dealer-field"])} <select name="dealer">{dealer}</select></label>'
        f'<label>{_e(u["seed"])} <input type="text" name="seed" inputmode="numeric" maxlength="20" '
        f'autocomplete="off" value="{_e(setup["seed"] or "")}"></label>'
        f'<label>{_e(u["view"])} <select name="view">{view}</select></label>'
        f"</div>"
        f'<div class="hf-x__buttons"><button type="submit" class="md-button md-button--primary">'
        f'{_e(u["deal-button"])}</button>'
        f'<button type="button" class="md-button" data-hf-action="again">{_e(u["again"])}</button></div>'
        f"</fieldset></form>"
    )
    dealt = [f"{s['name']} ({', '.join(s['dealt_families'])})" for s in st["seats"] if s["dealt_families"]]
    summary = _u(lang, "begins", first=st["first"], dealer=st["dealer"]) + " " + (
        _u(lang, "from-deal", list=", ".join(dealt)) if dealt else u["from-deal-none"]
    )
    targets = [g["target"] for g in st["legal"] or []]
    first_cards = (st["legal"] or [{"cards": []}])[0]["cards"]
    ask_form = (
        f'<form class="hf-x__ask" data-hf-form="ask"><fieldset data-hf-fieldset disabled>'
        f'<legend>{_e(u["request"])}</legend>'
        f'<p class="hf-x__turn" data-hf-turn>{_e(_u(lang, "turn-line", name=st["current"]))}</p>'
        f'<div class="hf-x__fields">'
        f'<label>{_e(u["ask-target"])} <select name="target">{_options([(t, t) for t in targets], "")}</select></label>'
        f'<label>{_e(u["ask-card"])} <select name="card">{_options([(c, c) for c in first_cards], "")}</select>'
        f"</label></div>"
        f'<div class="hf-x__buttons"><button type="submit" class="md-button md-button--primary">'
        f'{_e(u["ask-button"])}</button>'
        f'<button type="button" class="md-button" data-hf-action="undo" disabled>{_e(u["undo"])}</button></div>'
        f'<details class="hf-x__free"><summary>{_e(u["free"])}</summary><div class="hf-x__fields">'
        f'<label>{_e(u["free-asker"])} <select name="free-asker">'
        f'{_options([(p, p) for p in players], st["current"])}</select></label>'
        f'<label>{_e(u["free-target"])} <select name="free-target">'
        f'{_options([(p, p) for p in players], "")}</select></label>'
        f'<label>{_e(u["free-card"])} <input type="text" name="free-card" maxlength="12" autocomplete="off" '
        f'spellcheck="false"></label></div>'
        f'<div class="hf-x__buttons"><button type="button" class="md-button" data-hf-action="free">'
        f'{_e(u["free-button"])}</button></div></details>'
        f'<details class="hf-x__bots"><summary>{_e(u["bots"])}</summary><div class="hf-x__fields">'
        f'<div class="hf-x__botseats" data-hf-botseats>'
        + "".join(
            f'<label class="hf-x__check"><input type="checkbox" name="bot{i}">'
            f" {_e(_u(lang, 'bot-seat', name=p))}</label>"
            for i, p in enumerate(players)
        )
        + f'</div><label>{_e(u["bot-kind"])} <select name="bot-kind">'
        f'{_options([("smart", u["smart"]), ("random", u["random"])], "smart")}</select></label></div>'
        f'<div class="hf-x__buttons"><button type="button" class="md-button" data-hf-action="bot">'
        f'{_e(u["bot-button"])}</button>'
        f'<button type="button" class="md-button" data-hf-action="auto">{_e(u["auto"])}</button></div></details>'
        f"</fieldset></form>"
    )
    facts = "".join(f"<li>{_e(f)}</li>" for f in st["knowledge"]["facts"])
    log = "".join(f"<li>{_e(item['text'])}</li>" for item in st["log"])
    return (
        f'<div class="hf-widget hf-x" data-hf-widget="explorer" data-hf-lang="{lang}" data-hf-ui="{_ui_json(lang)}" '
        f'data-hf-setup="{_e(json.dumps(setup, ensure_ascii=False))}">'
        f"{STATUS_SLOT}"
        f"{deal_form}"
        f'<p class="hf-x__message" data-hf-message role="alert" hidden></p>'
        f'<p class="hf-x__summary" data-hf-summary>{_e(summary)}</p>'
        f'<div class="hf-we__board" role="region" tabindex="0" aria-label="{_e(u["board"])}">'
        f'<div class="hf-table" data-hf-board>{explorer_board(lang, st)}</div></div>'
        f'<div class="hf-x__play">'
        f'<div class="hf-x__main">{ask_form}'
        f'<div class="hf-x__feedback" data-hf-feedback role="status" aria-live="polite"></div></div>'
        f'<section class="hf-x__knows" aria-labelledby="hf-knows-title">'
        f'<h3 id="hf-knows-title">{_e(u["knows"])}</h3>'
        f'<ul data-hf-facts>{facts}</ul>'
        f'<div data-hf-viewer-facts hidden></div></section></div>'
        f'<details class="hf-x__log"><summary>{_e(u["log"])}</summary><ol data-hf-log>{log}</ol></details>'
        f'<p class="hf-x__share"><a data-hf-share href="?{_e(st["share"])}">{_e(u["share"])}</a> '
        f'<button type="button" class="md-button" data-hf-action="copy" hidden>{_e(u["copy"])}</button></p>'
        f"</div>"
    )


def render(source: str, lang: str) -> str:
    data = parse_fence(source)
    if data["widget"] in EXTRA_WIDGETS:
        return str(EXTRA_WIDGETS[data["widget"]](lang, data, _page_root))
    if data["widget"] == "worked-example":
        return render_worked_example(lang)
    return render_explorer(lang, data)


# --------------------------------------------------------------------------------- mkdocs glue


def fence_format(
    src: str, language: str, class_name: str, options: dict[str, Any], md: Any, **kwargs: Any
) -> str:
    """The pymdownx.superfences formatter for ```hf-widget fences."""
    try:
        return render(src, _page_lang)
    except (WidgetError, KeyError, ValueError) as exc:
        raise SuperFencesException(f"hf-widget: {exc}\n--- fence ---\n{src}") from exc


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    fences: list[dict[str, Any]] = config.mdx_configs.setdefault("pymdownx.superfences", {}).setdefault(
        "custom_fences", []
    )
    if not any(f.get("name") == FENCE for f in fences):
        fences.append({"name": FENCE, "class": FENCE, "format": fence_format})
    return config


def page_language(page: Page) -> str:
    locale = getattr(page.file, "locale", None)
    if locale in UI:
        return str(locale)
    return "fr" if page.file.src_uri.endswith(".fr.md") else "en"


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    global _page_lang, _page_root
    _page_lang = page_language(page)
    depth = page.url.strip("/").count("/") + 1 if page.url.strip("/") else 0
    _page_root = "../" * depth if config.use_directory_urls else ""
    return markdown
