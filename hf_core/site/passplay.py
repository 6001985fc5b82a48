"""Pass and play (widget ``pass-play``), drawn at build time: the table's set-up (how many players, their names, in
order round the table); ``docs/javascripts/hf/widgets/pass-play.js`` deals and plays with
:mod:`hf_core.web.passplay`, which never lets a hand other than the one shown leave Python."""

from __future__ import annotations

from typing import Any

from hf_core.site.common import e, ui_attribute
from hf_core.words import say

MAX_PLAYERS = 6


def render(lang: str, data: dict[str, Any], root: str) -> str:
    def p(key: str, **values: object) -> str:
        return e(say(f"pass.{key}", lang, **values))

    count = "".join(
        f'<option value="{k}"{" selected" if k == 3 else ""}>{k}</option>' for k in range(2, MAX_PLAYERS + 1)
    )
    names = "".join(
        f'<label class="hf-pass__name"{" hidden" if i >= 3 else ""}>{p("name", n=i + 1)} '
        f'<input type="text" name="name{i}" maxlength="20" autocomplete="off" spellcheck="false" '
        f'placeholder="{p("name", n=i + 1)}"></label>'
        for i in range(MAX_PLAYERS)
    )
    return (
        f'<div class="hf-widget hf-pass" data-hf-widget="pass-play" data-hf-lang="{lang}" {ui_attribute(lang, "pass")}>'
        f'<div class="hf-status" data-hf-status hidden></div>'
        f'<form class="hf-pass__setup" data-hf-form="pass"><fieldset data-hf-fieldset disabled>'
        f"<legend>{p('legend')}</legend>"
        f'<label class="hf-pass__count">{p("count")} <select name="count">{count}</select></label>'
        f'<p class="hf-pass__how">{p("names-how")}</p>'
        f'<div class="hf-pass__names">{names}</div>'
        f'<p class="hf-pass__buttons"><button type="submit" class="md-button md-button--primary">{p("deal")}</button> '
        f'<button type="button" class="md-button" data-hf-action="resume" hidden>{p("resume")}</button>'
        # "Continue on another device": offered by the page only while the table is closed (widgets.css makes the
        # hidden attribute win over the theme's inline-block buttons in every widget).
        f' <button type="button" class="md-button" data-hf-carry-offer data-hf-action="carry-offer" hidden>'
        f'{p("carry")}</button></p>'
        f"</fieldset></form>"
        f'<p class="hf-pass__message" data-hf-message role="alert" hidden></p>'
        f'<div class="hf-learn__stage hf-pass__stage" data-hf-stage role="dialog" aria-modal="true" '
        f'aria-label="{p("title")}" hidden></div>'
        f"</div>"
    )
