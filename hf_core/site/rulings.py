"""A ruling in a page: the marker ``{{ ruling: wrong-no-later }}`` in a page's Markdown becomes the record's label
(whose it is) and text (:mod:`hf_core.rulings`), so that no page words a ruling of its own.

The marker is replaced, at build time, by inline HTML that Markdown passes through: a ``span`` carrying the
ruling's id and whose it is, its label in ``strong`` (class ``hf-ruling``), then its text, escaped. A marker
that names no ruling stops the build (:class:`RulingMarkerError`, with the line of the page).

>>> expand("Agreed? {{ ruling: tie }}", "en")  # doctest: +NORMALIZE_WHITESPACE
'Agreed? <span class="hf-ruling-record" data-ruling-id="tie" data-whose="guide"><strong class="hf-ruling">The
rules:</strong> They share the victory: there is no tie-break.</span>'
"""

from __future__ import annotations

import re
from typing import Final

from hf_core.rulings import RULINGS
from hf_core.site.common import e

__all__ = ["MARKER", "RulingMarkerError", "expand", "ruling_html"]

MARKER: Final = re.compile(r"\{\{\s*ruling:\s*([^}\s]*)\s*\}\}")
_LOOSE: Final = re.compile(r"\{\{\s*ruling\b")


class RulingMarkerError(ValueError):
    """A marker that names no ruling, or is not written ``{{ ruling: id }}``; ``line`` from 1."""

    def __init__(self, reason: str, line: int) -> None:
        super().__init__(f"line {line}: {reason}")
        self.reason = reason
        self.line = line


def ruling_html(ruling_id: str, lang: str) -> str:
    """One ruling as a page shows it: its label, then its text."""
    r = RULINGS[ruling_id]
    return (
        f'<span class="hf-ruling-record" data-ruling-id="{e(r.id)}" data-whose="{e(r.whose)}">'
        f'<strong class="hf-ruling">{e(r.label(lang))}</strong> {e(r.text(lang))}</span>'
    )


def expand(markdown: str, lang: str) -> str:
    """Every ruling marker of ``markdown`` replaced by its ruling in ``lang``."""
    lines = markdown.split("\n")
    for number, line in enumerate(lines, start=1):
        if "{{" not in line:
            continue

        def one(match: re.Match[str], number: int = number) -> str:
            ruling_id = match.group(1)
            if ruling_id not in RULINGS:
                raise RulingMarkerError(f"no ruling {ruling_id!r}; known: {', '.join(RULINGS)}", number)
            return ruling_html(ruling_id, lang)

        lines[number - 1] = MARKER.sub(one, line)
        if _LOOSE.search(lines[number - 1]):
            raise RulingMarkerError("a marker not written {{ ruling: id }}", number)
    return "\n".join(lines)
