"""Asking while the game engine loads (issue 22, item 2), on a phone (360x740, touch), in both languages: on the
play page's first position (the reader's turn, built with the page), the reader chooses a player and a card while
Python is still loading; the page says that the request waits, with the loading's progress, lets the reader change
it or take it back, and makes it the moment Python is ready. A failed load says so and keeps the request for Retry.

The runtime is held (one of its files left unanswered, then let through), so "while it loads" is a state the test
controls, not a race. ``make site`` first.
"""

from __future__ import annotations

import re

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab
from journeys import SHIFT_WATCH, layout_shift, on_screen
from play_walk import PREFIX, SHIFT_MAX, WIDGET
from playwright.sync_api import Locator, Page, Route, expect

from hf_core.words import say

HELD = "**/assets/pyodide/python_stdlib.zip*"  # fetched once the WebAssembly is in: the progress has moved by then
RUNTIME = "**/assets/pyodide/**"


def open_play(tab: Tab, lang: str) -> tuple[Page, Locator]:
    """The play page, scrolled to the game as a reader does (Python starts as the game comes near)."""
    page = tab.page
    page.add_init_script(SHIFT_WATCH)
    page.goto(tab.url(f"{PREFIX[lang]}play/"), wait_until="load")
    widget = page.locator(WIDGET)
    widget.evaluate("(w) => { const header = document.querySelector('.md-header').getBoundingClientRect().bottom;"
                    " scrollTo(0, w.getBoundingClientRect().top + scrollY - header); }")
    return page, widget


def queued_words(lang: str, target: str, card: str, *, failed: bool = False) -> str:
    return say("play.queued-failed" if failed else "play.queued", lang, target=target, card=card)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_request_chosen_while_it_loads_is_made_once_ready(phone: Tab, lang: str) -> None:
    held: list[Route] = []
    phone.page.route(HELD, lambda route: held.append(route))
    page, widget = open_play(phone, lang)
    expect(widget).to_have_attribute("data-hf-runtime", re.compile("^(runtime|wheel)$"))
    targets = widget.locator("[data-hf-target]")
    cards = widget.locator("[data-hf-ask-card]")
    queued = widget.locator("[data-hf-queued]")
    # What can be chosen looks it, what cannot act looks dead, and the prompt says what is true.
    expect(widget.locator("[data-hf-prompt]")).to_have_text(say("play.your-turn", lang))
    expect(targets.first).to_be_enabled()
    expect(cards.first).to_be_disabled()  # until a player is chosen, as in the game
    for action in ("back", "next", "skip", "hint"):
        expect(widget.locator(f'[data-hf-action="{action}"]')).to_be_disabled()
    first, second = targets.nth(0).get_attribute("data-hf-target"), targets.nth(1).get_attribute("data-hf-target")
    assert first and second
    n = cards.count()
    one, other = cards.nth(0).get_attribute("data-hf-ask-card"), cards.nth(n - 1).get_attribute("data-hf-ask-card")
    assert one and other

    targets.nth(0).tap()
    expect(targets.nth(0)).to_have_attribute("aria-pressed", "true")
    expect(cards.first).to_be_enabled()
    expect(queued).to_be_hidden()
    cards.nth(0).tap()
    expect(queued).to_be_visible()
    expect(widget.locator("[data-hf-queued-text]")).to_have_text(queued_words(lang, first, one))
    expect(widget.locator("[data-hf-queued-progress]")).to_have_text(re.compile(r"^\d+\s?%"))
    assert on_screen(queued) is None, on_screen(queued)
    # Another player: the card is chosen again; another card; "Cancel this request"; the same card twice.
    targets.nth(1).tap()
    expect(queued).to_be_hidden()
    expect(cards.nth(0)).to_have_attribute("aria-pressed", "false")
    cards.nth(n - 1).tap()
    expect(widget.locator("[data-hf-queued-text]")).to_have_text(queued_words(lang, second, other))
    widget.locator('[data-hf-action="cancel-queued"]').tap()
    expect(queued).to_be_hidden()
    cards.nth(n - 1).tap()
    expect(queued).to_be_visible()
    cards.nth(n - 1).tap()
    expect(queued).to_be_hidden()
    cards.nth(n - 1).tap()
    expect(widget).to_have_attribute("data-hf-queued", f"{second}:{other}")
    assert on_screen(queued) is None, on_screen(queued)
    # Still loading: the request has waited, not been made; nothing moved but by the reader's taps.
    assert held, "the runtime was not held"
    expect(widget).not_to_have_attribute("data-hf-ready", "true")
    assert widget.get_attribute("data-hf-requests") in (None, "", "0")
    assert layout_shift(page) <= SHIFT_MAX, page.evaluate("window.hfShifts")

    for route in held:
        route.continue_()
    page.unroute(HELD)
    expect(widget).to_have_attribute("data-hf-requests", "1", timeout=RUNTIME_TIMEOUT_MS)
    narration = widget.locator("[data-hf-narration]")
    expect(narration).to_contain_text(second)
    expect(narration).to_contain_text(other)
    expect(queued).to_be_hidden()
    assert on_screen(narration) is None, on_screen(narration)
    assert phone.console_errors == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_failed_load_keeps_the_request_for_retry(phone: Tab, lang: str) -> None:
    phone.page.route(RUNTIME, lambda route: route.abort())
    page, widget = open_play(phone, lang)
    expect(widget).to_have_attribute("data-hf-runtime", "failed", timeout=RUNTIME_TIMEOUT_MS)
    target = widget.locator("[data-hf-target]").first
    card = widget.locator("[data-hf-ask-card]").first
    name, label = target.get_attribute("data-hf-target"), card.get_attribute("data-hf-ask-card")
    assert name and label
    target.tap()
    card.tap()
    expect(widget.locator("[data-hf-queued-text]")).to_have_text(queued_words(lang, name, label, failed=True))
    expect(widget.locator("[data-hf-queued-progress]")).to_have_text("")
    retry = widget.locator('[data-hf-action="retry-queued"]')
    expect(retry).to_be_visible()
    assert on_screen(retry) is None, on_screen(retry)

    page.unroute(RUNTIME)
    retry.tap()
    expect(widget).to_have_attribute("data-hf-requests", "1", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget.locator("[data-hf-narration]")).to_contain_text(name)
    expect(widget.locator("[data-hf-queued]")).to_be_hidden()
    # The load failed (the console says so); nothing else went wrong.
    assert [e for e in phone.console_errors if "assets/pyodide" not in e and "Failed to load" not in e] == []
