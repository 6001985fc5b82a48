"""The play page as a phone reader meets it (360x740, touch), issue 12: after your own request you see what
happened where the picker was and the page does not jump; picking a card fits one screen; the quick way
through the computer's turns is the obvious (filled) button and every computer request it plays stays
readable where the picker was; nothing floats over the "to play" marker and the card counts (the theme's
back-to-top button, the pinned strip); the game does not move while Python loads.

``make site`` first; Python starts in each page, so run this file alone.
"""

from __future__ import annotations

import re

import pytest
from browsing import RUNTIME_TIMEOUT_MS, WATCH_MOVES, Tab
from playwright.sync_api import Locator, Page, expect

from hf_core import teaching

PREFIX = {"en": "", "fr": "fr/"}


def ready(page: Page) -> Locator:
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return widget


def in_view(locator: Locator) -> bool:
    return bool(locator.evaluate("el => { const r = el.getBoundingClientRect(); "
                                 "return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1; }"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_your_request_you_see_what_happened_and_nothing_jumps(phone: Tab, lang: str) -> None:
    page = phone.goto(f"{PREFIX[lang]}play/", settle=False)  # the default deal: the reader begins
    widget = ready(page)
    assert widget.get_attribute("data-hf-turn") == "you"
    widget.locator("[data-hf-target]").first.tap()
    card = widget.locator("[data-hf-ask-card]").last
    card.evaluate("el => el.scrollIntoView({ block: 'center' })")
    # Where the ask area stood on screen at the tap (a capturing listener runs before the page's handler).
    page.evaluate("addEventListener('click', () => { window.hfTapY = document.querySelector('[data-hf-ask]')"
                  ".getBoundingClientRect().top; }, { capture: true })")
    card.tap()
    expect(widget).to_have_attribute("data-hf-requests", "1")
    expect(widget).to_have_attribute("aria-busy", "false")
    page.wait_for_timeout(300)
    # No jump: the place where the picker was stays where it was on the screen.
    moved = page.evaluate("document.querySelector('[data-hf-ask]').getBoundingClientRect().top - window.hfTapY")
    assert abs(moved) <= 1
    said = widget.locator("[data-hf-said]")
    expect(said).to_be_visible()
    assert in_view(said)  # where the picker was, on screen
    narration = widget.locator("[data-hf-narration]").inner_text()
    expect(said.locator("li").last).to_have_text(narration)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_picking_a_card_fits_one_screen(phone: Tab, lang: str) -> None:
    page = phone.goto(f"{PREFIX[lang]}play/", settle=False)
    widget = ready(page)
    targets = widget.locator("[data-hf-target]")
    tallest = 0.0
    for i in range(targets.count()):
        targets.nth(i).tap()
        expect(widget.locator("[data-hf-ask-card]").first).to_be_visible()
        top = widget.locator("[data-hf-targets-box]").evaluate("el => el.getBoundingClientRect().top")
        bottom = widget.locator("[data-hf-cards-box]").evaluate("el => el.getBoundingClientRect().bottom")
        tallest = max(tallest, bottom - top)
        # Each card is still a target for a thumb.
        sizes = widget.locator("[data-hf-ask-card]").evaluate_all(
            "cs => cs.map((c) => [c.getBoundingClientRect().width, c.getBoundingClientRect().height])")
        assert all(w >= 40 and h >= 44 for w, h in sizes), sizes
    steps = widget.locator("[data-hf-steps]").evaluate("el => el.getBoundingClientRect().height")
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().height")
    assert tallest <= 740 - steps - header, tallest


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_quick_way_through_the_computer_is_the_filled_button_and_each_request_is_shown(phone: Tab,
                                                                                           lang: str) -> None:
    # Seat 2 begins: five computer players may ask before the reader; with this deal they make 3 requests (a
    # longer run would not fit one phone screen).
    code = teaching.encode_code(6, 0, 57)
    page = phone.goto(f"{PREFIX[lang]}play/?code={code}", settle=False)
    widget = ready(page)
    assert widget.get_attribute("data-hf-turn") == "computer"
    primary = widget.locator("[data-hf-steps] .md-button--primary")
    expect(primary).to_have_count(1)
    assert primary.get_attribute("data-hf-action") == "skip"
    primary.tap()
    expect(widget).to_have_attribute("data-hf-turn", re.compile("you|none"), timeout=60_000)
    steps = int(widget.get_attribute("data-hf-requests") or 0)
    said = widget.locator("[data-hf-said] li")
    expect(said).to_have_count(steps)  # every computer request, one line each
    assert in_view(widget.locator("[data-hf-said]"))
    # Back still steps through them one by one.
    widget.locator('[data-hf-action="back"]').tap()
    expect(widget).to_have_attribute("data-hf-pos", str(steps - 1))


def uncovered(page: Page, locator: Locator) -> bool:
    """Whether the element is on screen and nothing lies over it (its centre, both ends and its top and bottom
    edges hit it; the ends are half a height in, since a rounded badge's corners are not part of it)."""
    return bool(locator.evaluate(
        """el => { const r = el.getBoundingClientRect();
             if (r.top < 0 || r.bottom > innerHeight || !r.height) return false;
             const [x, y, half] = [r.left + r.width / 2, r.top + r.height / 2, r.height / 2];
             const points = [[x, y], [r.left + half, y], [r.right - half, y], [x, r.top + 2], [x, r.bottom - 2]];
             return points.every(([x, y]) => el.contains(document.elementFromPoint(x, y))); }"""))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_nothing_floats_over_the_turn_marker_and_card_counts(phone: Tab, lang: str) -> None:
    page = phone.goto(f"{PREFIX[lang]}play/", settle=False)
    widget = ready(page)
    marks = widget.locator("[data-hf-board] :is(.hf-seat__turn, .hf-seat__count)")
    assert marks.count() >= 5  # the marker and four counts
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    for i in range(marks.count()):
        mark = marks.nth(i)
        # Brought on screen from above, as the browser does for whatever it reveals: not under the pinned strip.
        page.evaluate("scrollTo(0, 0)")
        mark.evaluate("el => el.scrollIntoView({ block: 'nearest' })")
        assert uncovered(page, mark), f"{mark.inner_text()} under the strip"
        # The reader scrolls on, then back up to bring the mark just below the header (the theme shows its
        # back-to-top button when the page is scrolled up): nothing over it there either.
        y = mark.evaluate("el => el.getBoundingClientRect().top + scrollY")
        page.evaluate(f"scrollTo(0, {y - header - 8 + 200})")
        page.wait_for_timeout(150)
        page.evaluate(f"scrollTo(0, {y - header - 8})")
        page.wait_for_timeout(400)  # the button's fade-in
        assert uncovered(page, mark), f"{mark.inner_text()} covered at the top of the screen"


# The default deal (the page as built) and a link's own deal (a computer's turn: no picker, longer labels).
@pytest.mark.parametrize(("lang", "query"), [("en", ""), ("fr", "?code=4N1K-ZV0")])
def test_the_game_does_not_move_while_python_loads(phone: Tab, lang: str, query: str) -> None:
    page = phone.goto(f"{PREFIX[lang]}play/{query}", settle=False)
    # The reader scrolls to the game and starts reading while Python loads (it starts as the game comes near).
    page.locator('[data-hf-widget="play"]').evaluate("el => el.scrollIntoView({ block: 'start' })")
    parts = ["[data-hf-counter]", "[data-hf-narration]", "[data-hf-ask]", "[data-hf-board]"]
    page.evaluate(WATCH_MOVES, ['[data-hf-widget="play"]', parts])
    expect(page.locator('[data-hf-widget="play"]')).to_have_attribute("data-hf-runtime", re.compile("runtime|wheel"))
    ready(page)
    page.wait_for_function("() => window.hfMovesDone")
    moves = page.evaluate("window.hfMoves")
    for part in parts:
        offsets = moves[part]
        assert max(offsets) - min(offsets) <= 1, (part, sorted(set(round(o) for o in offsets)))
    # The pinned strip's labels ("Next: Ada asks") keep their words whole (it read "Capucin-e demand-e").
    cut = page.locator("[data-hf-steps] .md-button").evaluate_all(
        """buttons => buttons.flatMap((b) => {
             const text = b.firstChild;
             const words = [...text.data.matchAll(/\\S+/g)];
             return words.filter((w) => { const range = document.createRange();
               range.setStart(text, w.index); range.setEnd(text, w.index + w[0].length);
               return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1; })
               .map((w) => w[0]); })"""
    )
    assert cut == [], cut
