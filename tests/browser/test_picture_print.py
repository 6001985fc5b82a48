"""The printable picture pack on paper (issue 40, item 3): Chromium prints it on A4 and Letter alike, each sheet on a
page of its own, and the choices (ink, sheets) change what is printed, with no script. benchmarks/print_pictures.py
renders the same prints to PNG to look at."""

from __future__ import annotations

import re

import pytest
from browsing import Tab

PREFIX = {"en": "", "fr": "fr/"}
PAGES = {"all": 11, "fronts": 6, "list": 1}  # 5 sheets of cards, 5 of backs, the family list


def pdf_pages(pdf: bytes) -> int:
    """The number of pages of a PDF Chromium printed (its page objects are written uncompressed)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_sheet_prints_on_its_own_page_on_a4_and_letter(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}printables/picture-cards/", settle=False)
    for parts, ink in (("all", "bw"), ("fronts", "colour"), ("list", "colour")):
        page.check(f"#hf-pp-ink-{ink}")
        page.check(f"#hf-pp-parts-{parts}")
        page.emulate_media(media="print")
        for paper in ("A4", "Letter"):
            assert pdf_pages(page.pdf(format=paper)) == PAGES[parts], (parts, paper)
        shown = page.locator(".hf-pp__sheet--front .hf-pp__cell[data-label]").evaluate_all(
            "cs => cs.filter((c) => c.offsetParent).map((c) => c.closest('[data-ink]').dataset.ink)")
        assert shown == ([] if parts == "list" else [ink] * 44), (parts, ink)
        page.emulate_media(media="screen")
    assert desktop.console_errors == [] and desktop.foreign_requests == []
