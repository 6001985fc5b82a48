"""Interactive widgets: each one's first state drawn at build time by the same Python that runs in the page.

A page writes an ``hf-widget`` fence; its first state is rendered here as static HTML by calling the browser
layer :mod:`hf_core.web` (JSON in, JSON out), exactly as the page's Pyodide worker will, and every picture in
it is a view tree of :mod:`hf_core.web.views`. A reader without JavaScript, or before Python has loaded, sees a
complete, correct picture; the widget module ``docs/javascripts/hf/widgets/<name>.js`` then takes over the
element marked ``data-hf-widget="<name>"``.

The body is a few ``key: value`` lines (or one JSON object)::

    ```hf-widget
    widget: explorer
    players: Alice, Ben, Cara, Dan   # optional first deal
    seed: 2026
    dealer: 0
    ```

The worked example needs no runtime at all: its every step is computed here and shipped with the page.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from hf_core import web
from hf_core.scenarios import WORKED_EXAMPLE, WORKED_EXAMPLE_STEPS
from hf_core.site import compare, finder, learn, passplay, picture_print, tally, teaching
from hf_core.site.common import (
    FenceError,
    board_region,
    call,
    deal_summary,
    e,
    labels,
    script_json,
    status_slot,
    ui_attribute,
)
from hf_core.web import views
from hf_core.words import say

Renderer = Callable[[str, dict[str, Any], str], str]
"""A widget's renderer: (page language, the fence's fields, path from the page to the site root) -> HTML."""

COMMON_KEYS: Final = frozenset({"widget", "players", "seed", "dealer", "deal"})
_ASCII_NUMBER = re.compile(r"^[0-9]{1,20}$")


def _u(lang: str, key: str, **values: object) -> str:
    return say(f"widget.{key}", lang, **values)


def parse_fence(source: str) -> dict[str, Any]:
    """Read the fence body: one JSON object, or ``key: value`` lines (a key at most once).

    >>> parse_fence("widget: explorer\\nplayers: Ann, Ben\\nseed: 7")
    {'widget': 'explorer', 'players': ['Ann', 'Ben'], 'seed': '7'}
    >>> parse_fence('{"widget": "worked-example"}')
    {'widget': 'worked-example'}
    >>> parse_fence("widget: explorer\\nseed: 1\\nseed: 2")
    Traceback (most recent call last):
    ...
    hf_core.site.common.FenceError: 'seed' is given twice
    """
    text = source.strip()
    data: dict[str, Any] = {}
    lines: dict[str, int] = {}
    if text.startswith("{"):
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise FenceError(f"not JSON: {exc.msg}", exc.lineno) from None
        if not isinstance(value, dict):
            raise FenceError("the body must be one JSON object")
        data = value
    else:
        for number, raw in enumerate(source.splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise FenceError(f"expected 'key: value', got {line!r}", number)
            key, value = key.strip().lower(), value.strip()
            if key in data:
                raise FenceError(f"{key!r} is given twice", number)
            lines[key] = number
            data[key] = [v.strip() for v in value.split(",")] if key == "players" else value
    name = data.get("widget")
    if name not in WIDGETS:
        raise FenceError(f"widget must be one of {', '.join(WIDGETS)}, not {name!r}", lines.get("widget"))
    known = COMMON_KEYS | WIDGETS[name][1]
    for key in data:
        if key not in known:
            raise FenceError(f"unknown key {key!r} for the {name} widget", lines.get(key))
    for key in ("seed", "dealer"):
        value = data.get(key)
        if (
            value is not None
            and not (isinstance(value, int) and not isinstance(value, bool))
            and not (isinstance(value, str) and _ASCII_NUMBER.match(value))
        ):
            raise FenceError(f"{key} must be a whole number written with the digits 0-9, not {value!r}", lines.get(key))
    return data


# ------------------------------------------------------------------------------------ the worked example


def worked_example_steps(lang: str, root: str) -> list[dict[str, Any]]:
    """Every step of the worked example as its page tells it (the deal, then Steps 1 to 5), as the widget shows
    it: counter, headline (one short line per request), reasons (every sentence of its events) and rule links
    (the last step also points to the explorer), picture (view trees), the requests made so far and the requests
    the player to move may make there (where "What if?" starts from: its choice is drawn at once, before Python
    has started; the cards' pictures are :func:`card_views`). Computed here, at build time, and shipped with the
    page: stepping needs no runtime."""
    answer = call(web.worked_example_steps, {"lang": lang, "story": True})
    steps = answer["steps"]
    # The headlines as they read with the picture pack ("the Bakers' baby (B4)"): the page shows them when the reader
    # has chosen "Pictures" (javascripts/hf/cards.js), the deal's line being the same either way.
    named = call(web.worked_example_steps, {"lang": lang, "story": True, "cards": "pictures"})["steps"]
    out = []
    for n, step in enumerate(steps):
        notes: list[views.Node] = []
        for i, rule in enumerate(step["rules"]):
            notes += [", " if i else "", ["a", {"href": rule["url"]}, rule["title"]]]
        if notes:
            notes.insert(0, _u(lang, "rules" if len(step["rules"]) > 1 else "rule") + " ")
        if n == len(steps) - 1:
            explore = "fr/explore/" if lang == "fr" else "explore/"
            notes += [
                " " if notes else "",
                _u(lang, "next-read") + " ",
                ["a", {"href": explore}, _u(lang, "explore-title")],
            ]
        attrs = {"class": "hf-we__rule", "data-hf-rule": ""}
        counter = _u(lang, "step-deal") if n == 0 else _u(lang, "step", n=n, total=len(steps) - 1)
        requests = [list(r) for chapter in WORKED_EXAMPLE_STEPS[:n] for r in chapter]
        position = call(web.state, {"lang": lang, "deal": "worked-example", "requests": requests})["state"]
        out.append(
            {
                "counter": counter,
                "headline": step["headline"],
                **({"pictures": named[n]["headline"]} if named[n]["headline"] != step["headline"] else {}),
                "text": step["text"],
                "rule": ["p", attrs, *(x for x in notes if x)] if notes else ["p", {**attrs, "hidden": ""}],
                "board": step["board"],
                "current": step["current"] or "",
                "requests": requests,
                "legal": [{k: g[k] for k in ("target", "cards", "families")} for g in position["legal"] or []],
            }
        )
    return out


def card_views() -> dict[str, views.Node]:
    """The picture of every card "What if?" may offer to ask for (its buttons' faces): every card of the example's
    deal, not only those its steps offer, since requests and the computer's turns there move cards to other hands
    (a walk of stop 62 met a family the steps never offer: the page threw and drew no card to choose)."""
    return {label: views.card(label) for label in sorted(c for hand in WORKED_EXAMPLE.values() for c in hand)}


def _lines(headline: list[str]) -> str:
    return "".join(f"<p>{e(line)}</p>" for line in headline)


TAKE_OVER: Final = Path(__file__).resolve().parents[2] / "docs" / "javascripts" / "hf" / "worked-early.js"


@functools.cache
def take_over_code() -> str:
    """The worked example's inline script (``docs/javascripts/hf/worked-early.js`` as the build writes it inline):
    where worked-example.js will run, the widget's buttons are shown from the page's first frame, and a tap before
    the module has mounted it is kept for the mount to answer. One code for every page (one hash in the
    Content-Security-Policy of ``security-headers.txt``)."""
    from hf_core.site.hints import inline_code  # build time only

    return inline_code(TAKE_OVER)


def render_worked_example(lang: str, data: dict[str, Any], root: str) -> str:
    """The worked example: its counter (and the projector view's button), the step's headline (over invisible
    copies of every step's, so that it keeps the height of the tallest), the reasons and rules folded below it
    (a <details>: it works without JavaScript, and keeps its state from step to step), the "What if?" branch's
    place, the table, and the bar of buttons (pinned to the bottom of the screen while the example is in view, as
    on the play page; "What if?"'s own buttons take its place there). Reset, seldom used, sits by the counter.
    Last, the inline script that shows the buttons from the page's first frame where JavaScript will mount the
    widget (:func:`take_over_code`)."""
    steps = worked_example_steps(lang, root)
    step = steps[0]
    ui = {
        **labels(lang, "widget", "whatif"),
        # The play page's words where "What if?" and the projector view do the same as it.
        "projector": say("play.projector", lang),
        "projector-leave": say("play.projector-leave", lang),
        "card": say("play.ask-what", lang),
    }

    def button(action: str, label: str, *, primary: bool = False, disabled: bool = False) -> str:
        kind = "md-button md-button--primary" if primary else "md-button"
        return (
            f'<button type="button" class="{kind}" data-hf-action="{action}"{" disabled" if disabled else ""}>'
            f"{e(label)}</button>"
        )

    # Invisible copies of every headline keep the tallest one's room; with "Pictures", its longer lines' (widgets.css).
    sizers = "".join(f'<div class="hf-we__sizer" aria-hidden="true">{_lines(s["headline"])}</div>' for s in steps)
    sizers += "".join(
        '<div class="hf-we__sizer hf-we__sizer--pictures" aria-hidden="true">'
        f'{_lines(s.get("pictures", s["headline"]))}</div>'
        for s in steps
    )
    steps_bar = (
        button("previous", _u(lang, "previous"), disabled=True)
        + button("next", _u(lang, "next"), primary=True)
        + button("whatif", say("whatif.open", lang))
    )
    whatif_bar = button("back", say("whatif.back", lang)) + button("bot", say("whatif.bot", lang), disabled=True)
    return (
        f'<div class="hf-widget hf-we" data-hf-widget="worked-example" data-hf-runtime-free data-hf-lang="{lang}" '
        f'data-hf-step="0" data-hf-steps="{len(steps)}" '
        f'data-hf-ui="{e(json.dumps(ui, ensure_ascii=False, separators=(",", ":")))}">'
        f'<div class="hf-we__top"><span class="hf-we__counter" data-hf-counter>{e(step["counter"])}</span>'
        f'<span class="hf-we__buttons" data-hf-steps-top>{button("reset", _u(lang, "reset"), disabled=True)}'
        f'<button type="button" class="md-button hf-we__projector" data-hf-action="projector" aria-pressed="false">'
        f"{e(ui['projector'])}</button></span></div>"
        f'<div class="hf-we__news"><div class="hf-we__headline" role="status" aria-live="polite" data-hf-narration '
        f'data-hf-newest>{_lines(step["headline"])}</div>{sizers}</div>'
        f'<details class="hf-we__why" data-hf-why><summary>{e(_u(lang, "reasons"))}</summary>'
        f'<p class="hf-we__reasons" data-hf-reasons>{e(step["text"])}</p>{views.to_html(step["rule"], root)}</details>'
        f'<div class="hf-we__branch" data-hf-branch hidden></div>'
        f'<div class="hf-we__board" role="region" tabindex="0" aria-label="{e(_u(lang, "board"))}">'
        f"{views.to_html(step['board'])}</div>"
        f'<div class="hf-we__bar" role="group" aria-label="{e(_u(lang, "steps"))}" data-hf-controls>'
        f'<div class="hf-we__buttons" data-hf-steps-bar>{steps_bar}</div>'
        f'<div class="hf-we__buttons" data-hf-whatif-bar hidden>{whatif_bar}</div>'
        f'<p class="hf-we__keys">{e(_u(lang, "projector-keys"))}</p></div>'
        f'<script type="application/json" data-hf-steps>{script_json(steps)}</script>'
        f'<script type="application/json" data-hf-cards>{script_json(card_views())}</script>'
        f"<script>{take_over_code()}</script>"
        f"</div>"
    )


# ------------------------------------------------------------------------------------------ the explorer


def _options(values: list[tuple[str, str]], selected: str) -> str:
    return "".join(
        f'<option value="{e(v)}"{" selected" if v == selected else ""}>{e(label)}</option>' for v, label in values
    )


def render_explorer(lang: str, data: dict[str, Any], root: str) -> str:
    request = {k: v for k, v in data.items() if k != "widget"}
    request["lang"] = lang
    st = call(web.new_deal, request)["state"]
    setup = st["setup"]
    players: list[str] = st["players"]
    n = len(players)
    names = "".join(
        f'<label class="hf-x__name"{" hidden" if i >= n else ""}>{e(_u(lang, "player", n=i + 1))} '
        f'<input type="text" name="name{i}" maxlength="20" autocomplete="off" spellcheck="false" '
        f'value="{e(players[i] if i < n else ["Alice", "Ben", "Cara", "Dan", "Eve", "Fay"][i])}"></label>'
        for i in range(6)
    )
    count = _options([(str(k), str(k)) for k in range(2, 7)], str(n))
    dealer = _options([(str(i), p) for i, p in enumerate(players)], str(players.index(st["dealer"])))
    view = _options(
        [("", _u(lang, "view-all"))] + [(str(i), _u(lang, "view-one", name=p)) for i, p in enumerate(players)], ""
    )
    deal_form = (
        f'<form class="hf-x__setup" data-hf-form="deal"><fieldset data-hf-fieldset disabled>'
        f"<legend>{e(_u(lang, 'deal'))}</legend>"
        f'<div class="hf-x__fields">'
        f'<label>{e(_u(lang, "players"))} <select name="count">{count}</select></label>'
        f'<div class="hf-x__names">{names}</div>'
        f'<label>{e(_u(lang, "dealer-field"))} <select name="dealer">{dealer}</select></label>'
        f'<label>{e(_u(lang, "seed"))} <input type="text" name="seed" inputmode="numeric" maxlength="20" '
        f'autocomplete="off" value="{e(setup["seed"] or "")}"></label>'
        f'<label>{e(_u(lang, "view"))} <select name="view">{view}</select></label>'
        f"</div>"
        f'<div class="hf-x__buttons"><button type="submit" class="md-button md-button--primary">'
        f"{e(_u(lang, 'deal-button'))}</button>"
        f'<button type="button" class="md-button" data-hf-action="again">{e(_u(lang, "again"))}</button></div>'
        f"</fieldset></form>"
    )
    targets = [g["target"] for g in st["legal"] or []]
    first_cards = (st["legal"] or [{"cards": []}])[0]["cards"]
    bot_seats = "".join(
        f'<label class="hf-x__check"><input type="checkbox" name="bot{i}"> {e(_u(lang, "bot-seat", name=p))}</label>'
        for i, p in enumerate(players)
    )
    kinds = _options([("smart", _u(lang, "smart")), ("random", _u(lang, "random"))], "smart")
    ask_form = (
        f'<form class="hf-x__ask" data-hf-form="ask"><fieldset data-hf-fieldset disabled>'
        f"<legend>{e(_u(lang, 'request'))}</legend>"
        f'<p class="hf-x__turn" data-hf-turn>{e(_u(lang, "turn-line", name=st["current"]))}</p>'
        f'<div class="hf-x__fields">'
        f'<label>{e(_u(lang, "ask-target"))} <select name="target">{_options([(t, t) for t in targets], "")}</select>'
        f'</label><label>{e(_u(lang, "ask-card"))} <select name="card">'
        f"{_options([(c, c) for c in first_cards], '')}</select></label></div>"
        f'<div class="hf-x__buttons"><button type="submit" class="md-button md-button--primary">'
        f"{e(_u(lang, 'ask-button'))}</button>"
        f'<button type="button" class="md-button" data-hf-action="undo" disabled>{e(_u(lang, "undo"))}</button></div>'
        f'<details class="hf-x__free"><summary>{e(_u(lang, "free"))}</summary><div class="hf-x__fields">'
        f'<label>{e(_u(lang, "free-asker"))} <select name="free-asker">'
        f"{_options([(p, p) for p in players], st['current'])}</select></label>"
        f'<label>{e(_u(lang, "free-target"))} <select name="free-target">'
        f"{_options([(p, p) for p in players], '')}</select></label>"
        f'<label>{e(_u(lang, "free-card"))} <input type="text" name="free-card" maxlength="12" autocomplete="off" '
        f'spellcheck="false"></label></div>'
        f'<div class="hf-x__buttons"><button type="button" class="md-button" data-hf-action="free">'
        f"{e(_u(lang, 'free-button'))}</button></div></details>"
        f'<details class="hf-x__bots"><summary>{e(_u(lang, "bots"))}</summary><div class="hf-x__fields">'
        f'<div class="hf-x__botseats" data-hf-botseats>{bot_seats}</div>'
        f'<label>{e(_u(lang, "bot-kind"))} <select name="bot-kind">{kinds}</select></label>'
        f'<label class="hf-x__check"><input type="checkbox" name="say-why" data-hf-say-why> '
        f"{e(_u(lang, 'say-why'))}</label></div>"
        f'<div class="hf-x__buttons"><button type="button" class="md-button" data-hf-action="bot">'
        f"{e(_u(lang, 'bot-button'))}</button>"
        f'<button type="button" class="md-button" data-hf-action="auto">{e(_u(lang, "auto"))}</button></div></details>'
        f"</fieldset></form>"
    )
    facts = "".join(f"<li>{e(f)}</li>" for f in st["knowledge"]["facts"])
    log = "".join(f"<li>{e(item['text'])}</li>" for item in st["log"])
    return (
        f'<div class="hf-widget hf-x" data-hf-widget="explorer" data-hf-lang="{lang}" {ui_attribute(lang, "widget")} '
        f'data-hf-setup="{e(json.dumps(setup, ensure_ascii=False))}">'
        f"{status_slot(lang)}"
        f"{deal_form}"
        f'<p class="hf-x__message" data-hf-message role="alert" hidden></p>'
        f'<p class="hf-x__summary" data-hf-summary>{e(deal_summary(lang, st))}</p>'
        f"{board_region(lang, st['board'])}"
        f'<div class="hf-x__play">'
        f'<div class="hf-x__main">{ask_form}'
        f'<div class="hf-x__feedback" data-hf-feedback role="status" aria-live="polite"></div></div>'
        f'<section class="hf-x__knows" aria-labelledby="hf-knows-title">'
        f'<h3 id="hf-knows-title">{e(_u(lang, "knows"))}</h3>'
        f"<ul data-hf-facts>{facts}</ul>"
        f"<div data-hf-viewer-facts hidden></div></section></div>"
        f'<details class="hf-x__log"><summary>{e(_u(lang, "log"))}</summary><ol data-hf-log>{log}</ol></details>'
        f'<p class="hf-x__share"><a data-hf-share href="?{e(st["share"])}">{e(_u(lang, "share"))}</a> '
        f'<button type="button" class="md-button" data-hf-action="copy" hidden>{e(_u(lang, "copy"))}</button></p>'
        f"</div>"
    )


# ------------------------------------------------------------------------------------------ the registry

WIDGETS: Final[dict[str, tuple[Renderer, frozenset[str]]]] = {
    "worked-example": (render_worked_example, frozenset()),
    "explorer": (render_explorer, frozenset()),
    "play": (teaching.render_play, frozenset({"code", "bot"})),
    "exercise": (teaching.render_exercise, frozenset({"exercise"})),
    "card-sheet": (teaching.render_card_sheet, frozenset()),
    "picture-cards": (picture_print.render_cards, frozenset()),
    "picture-families": (picture_print.render_families, frozenset()),
    "deal-sheet": (teaching.render_deal_sheet, frozenset({"code"})),
    "class-deal": (teaching.render_class_deal, frozenset({"code"})),
    "compare": (compare.render, frozenset({"profile", "steps"})),
    "tally": (tally.render, frozenset({"kinds", "games"})),
    "finder": (finder.render, frozenset()),
    "learn": (learn.render, frozenset()),
    "pass-play": (passplay.render, frozenset()),
}
"""Every widget a page may name: its renderer and the keys its fence may give besides the common ones."""


def render(source: str, lang: str, root: str) -> str:
    """The HTML of one ``hf-widget`` fence (raises :class:`FenceError` with the reason)."""
    data = parse_fence(source)
    renderer, _ = WIDGETS[data["widget"]]
    try:
        return renderer(lang, data, root)
    except FenceError:
        raise
    except (KeyError, ValueError, TypeError) as exc:
        raise FenceError(str(exc)) from None
