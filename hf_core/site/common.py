"""What every renderer shares: escaping, the page's labels for its widget modules, calling the browser layer."""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from typing import Any, Final

from hf_core.web import views
from hf_core.words import CATALOGUE, french, say


class FenceError(ValueError):
    """A fence that cannot be drawn: ``reason`` says why, ``line`` (from 1, in the fence's body) where, if known."""

    def __init__(self, reason: str, line: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.line = line


def e(text: object) -> str:
    """Text escaped for HTML (an attribute value or content)."""
    return html.escape(str(text), quote=True)


def labels(lang: str, *areas: str) -> dict[str, str]:
    """The catalogue's templates of ``areas`` (``widget``, ``play``...) in ``lang``, keyed without the area: the
    labels a widget module reads from its element (``data-hf-ui``) and fills itself."""
    out: dict[str, str] = {}
    for msg_id, entry in CATALOGUE.items():
        area, _, key = msg_id.partition(".")
        if area in areas:
            out[key] = french(entry["fr"]) if lang == "fr" else entry["en"]
    return out


def ui_attribute(lang: str, *areas: str) -> str:
    """``data-hf-ui="..."``: the labels of ``areas`` as escaped JSON."""
    return f'data-hf-ui="{e(json.dumps(labels(lang, *areas), ensure_ascii=False, separators=(",", ":")))}"'


def status_slot(lang: str) -> str:
    """Where the shared loader shows progress, failure and Retry: at the top, where a reader on a phone sees it
    without scrolling past the widget."""
    return '<div class="hf-status" data-hf-status hidden></div>'


def loader_words(lang: str) -> str:
    """The loader's words for a page in ``lang``: a JSON script element the loader reads (``#hf-loader-words``)."""
    return f'<script type="application/json" id="hf-loader-words">{script_json(labels(lang, "loader"))}</script>'


def call(func: Callable[[str], str], request: dict[str, Any]) -> dict[str, Any]:
    """Call a browser-layer function exactly as the page does (JSON text both ways)."""
    answer: dict[str, Any] = json.loads(func(json.dumps(request)))
    if not answer.get("ok"):
        problem = answer.get("error") or answer.get("refusal") or {}
        raise FenceError(f"hf_core.web.{getattr(func, '__name__', 'function')} refused it: {problem.get('message')}")
    return answer


def script_json(value: object) -> str:
    """JSON for a ``<script type="application/json">`` element: no ``<``, so no ``</script>`` inside."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


def deal_summary(lang: str, st: dict[str, Any]) -> str:
    """Who begins, who dealt, and the families laid down straight from the deal."""
    dealt = [f"{s['name']} ({', '.join(s['dealt_families'])})" for s in st["seats"] if s["dealt_families"]]
    return (
        say("widget.begins", lang, first=st["first"], dealer=st["dealer"])
        + " "
        + (say("widget.from-deal", lang, list=", ".join(dealt)) if dealt else say("widget.from-deal-none", lang))
    )


def board_region(lang: str, board: views.Node, label: str | None = None) -> str:
    """The table as a focusable region (it scrolls on a narrow screen), named ``label`` (by default "The table:
    ..."; a page with several tables names each its own way: landmarks are told apart by their names)."""
    name = label if label is not None else say("widget.board", lang)
    return (
        f'<div class="hf-we__board" role="region" tabindex="0" aria-label="{e(name)}">'
        f"{views.to_html(board)}</div>"
    )


NAMES_FOR_FORMS: Final = ("Alice", "Ben", "Cara", "Dan", "Eve", "Fay")
