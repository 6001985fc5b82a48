"""The ``tally`` widget, "Does it pay to begin?": the reader chooses the players (3 to 6) and their kinds, the
page plays many games between them in a batch at a time through ``hf_core.web.tally_games``, and draws the
wins by seat and by kind of player as charts (view trees) with a table of the same numbers.

The fence::

    ```hf-widget
    widget: tally
    kinds: smart, smart, smart, smart   # the first players at the table (3 to 6): random, smart or strong
    games: 1000                          # how many games a run plays (100 or 1000 offered)
    seed: 0                              # the first deal number
    ```

The build draws the widget's first state (no games yet) from the same function; everything from the engine is
escaped here, and the page builds its DOM with ``textContent`` and ../view.js only.
"""

from __future__ import annotations

import json
from typing import Any, Final

from hf_core import web
from hf_core.site.common import FenceError, call, e, status_slot, ui_attribute
from hf_core.web import tallies, views
from hf_core.web.boundary import WebError
from hf_core.words import say

RUNS: Final = (100, 1000)
"""How many games a run may play (the reader chooses)."""


def _t(key: str, lang: str, **values: object) -> str:
    return say(f"tally.{key}", lang, **values)


def read_fence(data: dict[str, Any]) -> dict[str, Any]:
    """The fence's values as the widget's set-up: ``kinds``, ``games`` (one of :data:`RUNS`), ``seed``.

    >>> read_fence({"widget": "tally", "kinds": "smart, random, random", "games": "100"})
    {'kinds': ['smart', 'random', 'random'], 'games': 100, 'seed': 0}
    """
    raw = data.get("kinds", "smart, smart, smart, smart")
    kinds = [k.strip() for k in raw.split(",")] if isinstance(raw, str) else raw
    try:
        kinds = tallies.check_kinds(kinds)
    except WebError as exc:
        raise FenceError(exc.message("en")) from None
    games = int(str(data.get("games", 1000))) if str(data.get("games", 1000)).isdigit() else -1
    if games not in RUNS:
        raise FenceError(f"games must be one of {', '.join(map(str, RUNS))}")
    seed = str(data.get("seed", 0))
    if not (seed.isascii() and seed.isdigit() and int(seed) <= tallies.MAX_SEED):
        raise FenceError("seed must be a whole number written with the digits 0-9")
    return {"kinds": kinds, "games": games, "seed": int(seed)}


def _select(name: str, label: str, options: list[tuple[str, str]], chosen: str, hidden: bool = False) -> str:
    opts = "".join(
        f'<option value="{e(v)}"{" selected" if v == chosen else ""}>{e(text)}</option>' for v, text in options
    )
    return (
        f'<label data-hf-field="{e(name)}"{" hidden" if hidden else ""}>{e(label)} '
        f'<select name="{e(name)}">{opts}</select></label>'
    )


def render(lang: str, data: dict[str, Any], root: str = "") -> str:
    """The widget's HTML (called by the widgets hook with the page language, the fence's values and the path to
    the site root)."""
    setup = read_fence(data)
    kinds = setup["kinds"]
    answer = call(web.tally_games, {"kinds": kinds, "games": 0, "first_seed": setup["seed"], "lang": lang})
    result = "".join(views.to_html(node, root) for node in answer["view"])
    counts = [(str(n), str(n)) for n in range(tallies.MIN_PLAYERS, tallies.MAX_PLAYERS + 1)]
    kind_options = [(k, tallies.kind_label(k, lang)) for k in tallies.KINDS]
    seats = "".join(
        _select(
            f"kind{i}",
            tallies.seat_label(i, lang),
            kind_options,
            kinds[i] if i < len(kinds) else kinds[-1],
            hidden=i >= len(kinds),
        )
        for i in range(tallies.MAX_PLAYERS)
    )
    form = (
        f'<form class="hf-tally__form" data-hf-form hidden><fieldset data-hf-fieldset disabled>'
        f"<legend>{e(_t('legend', lang))}</legend>"
        f"{_select('players', _t('players', lang), counts, str(len(kinds)))}"
        f"{seats}"
        f"{_select('games', _t('games', lang), [(str(n), str(n)) for n in RUNS], str(setup['games']))}"
        f'<button type="submit" class="md-button md-button--primary" data-hf-action="run">{e(_t("run", lang))}'
        f"</button></fieldset>"
        f'<button type="button" class="md-button" data-hf-action="cancel" hidden>{e(_t("cancel", lang))}</button>'
        f"</form>"
    )
    return (
        f'<div class="hf-widget hf-tally" data-hf-widget="tally" data-hf-lang="{lang}" '
        f"{ui_attribute(lang, 'tally')} "
        f'data-hf-setup="{e(json.dumps(setup))}">'
        f"{status_slot(lang)}"
        f'<p class="hf-tally__noscript" data-hf-static-note>{e(_t("noscript", lang))}</p>'
        f"{form}"
        f'<p class="hf-tally__progress" data-hf-progress-line hidden><progress data-hf-progress max="1" value="0">'
        f"</progress> <span data-hf-progress-text></span></p>"
        f'<p class="hf-tally__message" data-hf-message role="status" aria-live="polite" hidden></p>'
        f'<div class="hf-tally__result" data-hf-result>{result}</div>'
        f"</div>"
    )
