"""The play page as a phone reader meets it (360x740, touch), issue 12: after your own request you see what
happened where the picker was and the page does not jump; picking a card fits one screen; the quick way
through the computer's turns is the obvious (filled) button and every computer request it plays stays
readable where the picker was.

``make site`` first; Python starts in each page, so run this file alone.
"""

from __future__ import annotations

import re

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab
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
