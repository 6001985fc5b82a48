"""The language switch keeps the players' names of a game the reader has begun (issue 36, item 4): on play, a game
whose link is still bare (the page's own deal, a player chosen but nothing asked yet) opens in the other language
with the same table and the same names; a game not touched is the other page's own, with its own names; and a new
game there uses that page's names."""

from __future__ import annotations

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab
from playwright.sync_api import Locator, Page, expect

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start (issue 37: fewer first starts in the suite).
pytestmark = pytest.mark.return_visit

PREFIX = {"en": "", "fr": "fr/"}
OTHER = {"en": "fr", "fr": "en"}
WIDGET = '[data-hf-widget="play"]'


def ready(page: Page) -> Locator:
    widget = page.locator(WIDGET)
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return widget


def seats(widget: Locator) -> list[str]:
    names: list[str] = widget.locator(".hf-seat").evaluate_all("ss => ss.map((s) => s.dataset.player)")
    return names


def page_names(widget: Locator) -> list[str]:
    names: list[str] = widget.evaluate("(w) => JSON.parse(w.dataset.hfNames)")
    return names


def asked_for(widget: Locator) -> list[str]:
    cards: list[str] = widget.locator("[data-hf-ask-card]").evaluate_all("cs => cs.map((c) => c.dataset.hfAskCard)")
    return cards


def switch(page: Page, lang: str) -> Locator:
    with page.expect_navigation(wait_until="load"):
        page.locator(f'.md-header a[hreflang="{OTHER[lang]}"]').first.evaluate("(a) => a.click()")
    return ready(page)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_begun_game_keeps_its_names_and_a_new_one_takes_the_pages(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}play/", settle=False)
    widget = ready(page)
    before = seats(widget)
    assert before == page_names(widget)[: len(before)]
    widget.locator("[data-hf-target]").first.click()  # begun: a player chosen, nothing asked yet
    hand = asked_for(widget)
    widget = switch(page, lang)
    assert page.url.startswith(desktop.url(PREFIX[OTHER[lang]]))
    assert seats(widget) == before
    assert asked_for(widget) == hand  # the same deal
    # A new game on the other page: that page's own names.
    widget.locator('[data-hf-form="setup"]').evaluate("(f) => f.requestSubmit()")
    expect(widget.locator(".hf-seat").first).not_to_have_attribute("data-player", before[0], timeout=RUNTIME_TIMEOUT_MS)
    after = seats(widget)
    assert after == page_names(widget)[: len(after)] and after[0] != before[0]
    assert desktop.console_errors == []


def test_a_game_not_touched_is_the_other_pages_own(desktop: Tab) -> None:
    page = desktop.goto("play/", settle=False)
    widget = ready(page)
    english = seats(widget)
    widget = switch(page, "en")
    french = seats(widget)
    assert french == page_names(widget)[: len(french)] and french != english
    assert "names=" not in page.url
    assert desktop.console_errors == []
