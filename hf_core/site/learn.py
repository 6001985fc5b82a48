"""The guided game ("Learn by playing", widget ``learn``), drawn at build time.

Every learning deal's suggested game (:func:`hf_core.web.learn.script`) ships with the page, one JSON script per
deal, so the whole game plays without Python; ``docs/javascripts/hf/widgets/learn.js`` starts the runtime only when
the reader makes a request the build did not foresee. Before the game starts, the page shows the deal, who the
reader is, and the button that opens the game; a reader without JavaScript reads the same game as a story.
"""

from __future__ import annotations

from typing import Any

from hf_core.learning import LEARNING_DEALS, learning_game
from hf_core.site.common import e, script_json, ui_attribute
from hf_core.web import learn as web_learn
from hf_core.web import views
from hf_core.words import say


def _l(key: str, lang: str, **values: object) -> str:
    return say(f"learn.{key}", lang, **values)


def story(told: dict[str, Any], lang: str, root: str) -> str:
    """The suggested game as a story, for a reader without JavaScript: what happens, and each rule as it comes."""
    items = []
    for frame in told["frames"]:
        lines = [*frame["said"], *([frame["playon"]] if frame.get("playon") else [])]
        if frame["question"]:
            q = frame["question"]
            lines += [q["prompt"], q["explain"], *frame["after"]]
        for note in [*frame["notes"], *(frame["question"]["notes"] if frame["question"] else []),
                     *frame["action_notes"], *frame["card_notes"]]:
            link = views.to_html(["a", {"href": note["url"]}, note["title"]], root)
            lines.append(f"<strong>{link}</strong> {e(note['text'])}")
        if lines:
            items.append("<li>" + " ".join(line if line.startswith("<strong>") else e(line) for line in lines)
                         + "</li>")
    return (
        f'<details class="hf-learn__story-static"><summary>{e(_l("as-story", lang))}</summary>'
        f'<ol>{"".join(items)}</ol></details>'
    )


def render(lang: str, data: dict[str, Any], root: str) -> str:
    """The guided game's cover (the reader's seat, Start in the first screen, then the deal) and every deal's script."""
    scripts = [web_learn.script(n, lang) for n in range(len(LEARNING_DEALS))]
    first = scripts[0]
    board = web_learn.board(learning_game(0), lang)
    data_scripts = "".join(
        f'<script type="application/json" data-hf-script="{n}">{script_json(s)}</script>' for n, s in enumerate(scripts)
    )
    return (
        f'<div class="hf-widget hf-learn" data-hf-widget="learn" data-hf-runtime-free data-hf-lang="{lang}" '
        f'data-hf-deals="{len(scripts)}" data-hf-play="{e(("fr/" if lang == "fr" else "") + "play/")}" '
        f'{ui_attribute(lang, "learn")}>'
        f'<div class="hf-learn__cover" data-hf-cover>'
        f'<p class="hf-learn__you">{e(_l("you-are", lang))}</p>'
        f'<p class="hf-learn__progress-static">{e(_l("progress", lang, n=0, total=first["total"]))}</p>'
        f'<p class="hf-learn__start"><button type="button" class="md-button md-button--primary" '
        f'data-hf-action="start" disabled>{e(_l("start", lang))}</button></p>'
        f'<div class="hf-learn__preview" role="region" tabindex="0" aria-label="{e(say("widget.board", lang))}">'
        f"{views.to_html(board, root)}</div>"
        f"{story(first, lang, root)}</div>"
        f'<div class="hf-learn__stage" data-hf-stage role="dialog" aria-modal="true" '
        f'aria-label="{e(_l("title", lang))}" hidden></div>'
        f"{data_scripts}</div>"
    )
