"""The projector view as a teacher uses it on a 1280x800 screen (issue 12, items 8-10), in both languages: the
"to play" marker, card counts, scores and "Ask whom?" read from the back of the room (at least the size of the
narration's smaller lines, at least 7:1); "Show what the table knows" opens on the screen; the keyboard stays
inside the view while it is open (Tab and Shift+Tab go round it, the page's header behind it takes no focus)
and Escape leaves it, back on the button that opened it.

``make site`` first; Python starts in each page, so run this file alone.
"""

from __future__ import annotations

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab, contrast, paint
from playwright.sync_api import Locator, Page, expect

from hf_core import teaching

PREFIX = {"en": "", "fr": "fr/"}
WIDGET = '[data-hf-widget="play"]'


def ready(page: Page) -> Locator:
    widget = page.locator(WIDGET)
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return widget


def font_size(locator: Locator) -> float:
    return float(locator.evaluate("el => parseFloat(getComputedStyle(el).fontSize)"))


def shown(locator: Locator) -> list[Locator]:
    """The matching elements a reader can see (laid out, not hidden)."""
    flags: list[bool] = locator.evaluate_all("els => els.map((el) => el.getClientRects().length > 0)")
    return [locator.nth(i) for i, flag in enumerate(flags) if flag]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_projector_view_reads_from_the_back_of_the_room(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}play/?view=projector", settle=False)  # the reader's turn: "Ask whom?"
    widget = ready(page)
    expect(widget).to_have_attribute("data-hf-view", "projector")
    # The narration's smaller lines: the counter above it and the keys line below it.
    smaller = max(font_size(widget.locator("[data-hf-counter]")), font_size(widget.locator("[data-hf-keys]")))
    assert smaller >= 20
    board = widget.locator("[data-hf-board]")
    kinds = {
        "to play": board.locator(".hf-seat__turn"),
        "card count": board.locator(".hf-seat__count, .hf-seat__more"),
        "score": board.locator(".hf-seat__score"),
        "badge": board.locator(".hf-badge"),
        "ask whom": widget.locator("[data-hf-targets-box] .hf-play__label"),
    }
    for kind, locator in kinds.items():
        items = shown(locator)
        assert items, kind
        for item in items:
            label = f"{kind} {item.inner_text()!r}"
            assert font_size(item) >= smaller, (label, font_size(item), smaller)
            colours = paint(item)
            assert contrast(colours["text"], colours["fill"]) >= 7, (label, colours)
            if colours["fill"] != colours["behind"]:  # a marker with its own background: that shape too
                assert contrast(colours["fill"], colours["behind"]) >= 7, (label, colours)
    # The current player's seat is outlined in a colour that stands out as well (it was maroon on black).
    current = board.locator(".hf-seat.is-current")
    border = current.evaluate("el => getComputedStyle(el).borderTopColor")
    rgb = [float(v) for v in border[border.index("(") + 1 : border.index(")")].split(",")[:3]]
    assert contrast(rgb, paint(current)["behind"]) >= 7, border


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_what_the_table_knows_opens_on_the_projector_screen(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}play/?view=projector", settle=False)
    widget = ready(page)
    widget.locator('[data-hf-action="knows"]').click()
    knows = widget.locator("[data-hf-knows]")
    expect(knows).to_be_visible()
    page.wait_for_timeout(300)  # any smooth scroll
    # Its title and first facts are on the screen, not below its bottom edge, and nothing lies over them.
    for part in (knows.locator("h3"), knows.locator("[data-hf-facts] li").first):
        box = part.bounding_box()
        assert box is not None
        assert box["y"] >= 0 and box["y"] + box["height"] <= 800, (part, box)
        hit = part.evaluate("el => { const r = el.getBoundingClientRect(); "
                            "return el.contains(document.elementFromPoint(r.left + 5, r.top + r.height / 2)); }")
        assert hit


def focused_inside(page: Page) -> tuple[bool, str]:
    """Whether the focus is inside the play widget, and a short description of the focused element."""
    inside, what = page.evaluate(
        """(selector) => { const el = document.activeElement;
             return [document.querySelector(selector).contains(el),
                     `${el.tagName} ${el.className} ${(el.textContent || '').trim().slice(0, 30)}`]; }""",
        WIDGET,
    )
    return bool(inside), str(what)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_focus_stays_inside_the_projector_view_and_escape_leaves_it(desktop: Tab, lang: str) -> None:
    code = teaching.encode_code(3, 0, 77)  # a computer begins: Next and "Play on" are enabled too
    page = desktop.goto(f"{PREFIX[lang]}play/?code={code}", settle=False)
    widget = ready(page)
    button = widget.locator('[data-hf-action="projector"]')
    button.focus()
    page.keyboard.press("Enter")
    expect(widget).to_have_attribute("data-hf-view", "projector")
    for key in ("Tab", "Shift+Tab"):
        seen: list[str] = []
        for _ in range(25):
            page.keyboard.press(key)
            inside, what = focused_inside(page)
            assert inside, f"{key} reached {what} behind the projector view (after {seen})"
            seen.append(what)
        assert len(set(seen)) < len(seen), seen  # it went round
        assert len(set(seen)) >= 3, seen  # through the view's own buttons
    # The header's links behind the view cannot take focus, even when asked to.
    header_link = page.locator(".md-header a[href]").first
    assert not header_link.evaluate("a => { a.focus(); return document.activeElement === a; }")
    # Escape leaves the view, back on the button that opened it; the header takes focus again.
    page.keyboard.press("Escape")
    expect(widget).to_have_attribute("data-hf-view", "page")
    expect(button).to_be_focused()
    assert header_link.evaluate("a => { a.focus(); return document.activeElement === a; }")
