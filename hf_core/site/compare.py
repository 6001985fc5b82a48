"""The ``compare`` widget: one deal, the same requests under our rules and under another profile, side by side.

A page writes an ordinary ``hf-widget`` fence (:data:`hf_core.site.widgets.WIDGETS` names this renderer). The
comparison is computed at build time by ``hf_core.web.compare`` (the function the page's Pyodide worker calls)
and drawn from its view tree, so the page reads completely without JavaScript;
``docs/javascripts/hf/widgets/compare.js`` then mounts on ``data-hf-widget="compare"`` (through the shared
loader) and lets the reader pick another profile or deal, drawing the reply's view tree the same way.

The fence::

    ```hf-widget
    widget: compare
    profile: clockwise-miss        # one of hf_core.compare.COMPARABLE
    players: Ann, Ben, Cara, Dan
    seed: 9
    dealer: 0
    steps: 8
    ```

Everything from the engine is escaped here; the page builds its DOM with ``textContent`` only.
"""

from __future__ import annotations

import json
from typing import Any

from hf_core import web
from hf_core.compare import COMPARABLE
from hf_core.rules import PROFILE_TITLES
from hf_core.site.common import FenceError, call, e, status_slot, ui_attribute
from hf_core.web import views
from hf_core.words import say


class CompareError(FenceError):
    """A fence that cannot be rendered."""


def _u(lang: str, key: str, **values: object) -> str:
    return say(f"compare.{key}", lang, **values)


def read_fence(data: dict[str, Any]) -> dict[str, Any]:
    """The fence's values (as the widgets hook read them: text, players as a list) as a compare request.

    >>> read_fence({"widget": "compare", "profile": "dealer-first", "players": ["Ann", "Ben"], "seed": "4"})
    {'profile': 'dealer-first', 'players': ['Ann', 'Ben'], 'seed': 4}
    """
    out: dict[str, Any] = {}
    for key, value in data.items():
        if key == "widget":
            continue
        if key in ("seed", "dealer", "steps"):
            if isinstance(value, int) and not isinstance(value, bool):
                out[key] = value
            elif isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 20:
                out[key] = int(value)
            else:
                raise CompareError(f"{key} must be a whole number written with the digits 0-9, not {value!r}")
        elif key in ("profile", "players"):
            out[key] = value
        else:
            raise CompareError(f"the compare widget has no key {key!r}")
    if out.get("profile", COMPARABLE[0]) not in COMPARABLE:
        raise CompareError(f"profile must be one of {', '.join(COMPARABLE)}")
    return out


def render(lang: str, data: dict[str, Any], root: str = "") -> str:
    """The widget's HTML (the renderer the widgets hook calls with the page language, the fence's values and
    the relative path to the site root)."""
    request = {**read_fence(data), "lang": lang}
    answer = call(web.compare, request)
    c = answer["comparison"]
    result = "".join(views.to_html(node, root) for node in answer["view"])
    setup = {k: request[k] for k in ("players", "seed", "dealer", "steps") if k in request}
    setup["players"] = c["players"]
    options = "".join(
        f'<option value="{e(p)}"{" selected" if p == c["profile"] else ""}>{e(PROFILE_TITLES[p][lang])}</option>'
        for p in COMPARABLE
    )
    form = (
        f'<form class="hf-cmp__form" data-hf-form hidden><fieldset data-hf-fieldset disabled>'
        f'<legend>{e(_u(lang, "legend"))}</legend>'
        f'<label>{e(_u(lang, "profile"))} <select name="profile">{options}</select></label> '
        f'<label>{e(_u(lang, "seed"))} <input type="text" name="seed" inputmode="numeric" maxlength="20" '
        f'autocomplete="off" value="{e(c["seed"])}"></label> '
        f'<button type="submit" class="md-button md-button--primary">{e(_u(lang, "button"))}</button>'
        f"</fieldset></form>"
    )
    return (
        f'<div class="hf-widget hf-cmp" data-hf-widget="compare" data-hf-lang="{lang}" '
        f'{ui_attribute(lang, "compare")} '
        f'data-hf-setup="{e(json.dumps(setup, ensure_ascii=False))}" data-hf-profile="{e(c["profile"])}">'
        f"{status_slot(lang)}"
        f'<p class="hf-cmp__noscript" data-hf-static-note>{e(_u(lang, "noscript"))}</p>'
        f"{form}"
        f'<p class="hf-cmp__message" data-hf-message role="alert" hidden></p>'
        f'<div class="hf-cmp__result" data-hf-result aria-live="polite">{result}</div>'
        f"</div>"
    )
