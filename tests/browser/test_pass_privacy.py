"""Pass and play keeps the hands out of the address bar (issue 36, item 5): during a game the address holds no
seed, no players and no requests; the game is kept on this device (localStorage, "<site path>.hf-pass-play"), so a
reload or the language switch goes on with the same game and names; a kept value that cannot be read, or that
Python refuses, is removed with the reader's message and the page works on; "Continue on another device" is offered
only while the table is closed or at the end, says that its link reveals every hand, and that link opens the same
game elsewhere; "Remove from this device" forgets the kept game."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from browsing import DESKTOP, PHONE, RUNTIME_TIMEOUT_MS, Tab, kept_tab, open_tab
from playwright.sync_api import Browser, Locator, Page, expect
from siteserver import SiteServer

from hf_core.words import say

PREFIX = {"en": "", "fr": "fr/"}
OTHER = {"en": "fr", "fr": "en"}
WIDGET = '[data-hf-widget="pass-play"]'
STORE_KEY = "/.hf-pass-play"
GAME_KEYS = ("seed=", "players=", "dealer=", "r=")

# Where the game is kept, not Python's first start: the tabs of the worker's kept contexts (conftest), storage emptied
# for each test's tab, Python from the snapshot (issue 37). "Remove from this device" keeps its own context (it needs
# the service worker).
pytestmark = pytest.mark.return_visit


def kept(page: Page) -> dict[str, object] | None:
    text = page.evaluate("(key) => localStorage.getItem(key)", STORE_KEY)
    return None if text is None else json.loads(text)  # type: ignore[no-any-return]


def no_game_in_address(page: Page) -> None:
    assert not any(key in page.url for key in GAME_KEYS), page.url


def ready(page: Page) -> Locator:
    widget = page.locator(WIDGET)
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return widget


def deal(page: Page, names: list[str]) -> Locator:
    widget = ready(page)
    form = widget.locator("form")
    form.locator("select[name=count]").select_option(str(len(names)))
    for i, name in enumerate(names):
        form.locator(f"input[name=name{i}]").fill(name)
    form.locator("button[type=submit]").click()
    expect(widget).to_have_attribute("data-hf-open", "true", timeout=RUNTIME_TIMEOUT_MS)
    return widget


def one_request(widget: Locator) -> None:
    widget.locator('[data-hf-action="show"]').click()
    expect(widget.locator("[data-hf-target]").first).to_be_visible()
    widget.locator("[data-hf-target]").first.click()
    widget.locator("[data-hf-card]").first.click()
    expect(widget).to_have_attribute("data-hf-requests", "1")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_game_stays_on_the_device_not_in_the_address(phone: Tab, lang: str) -> None:
    page = phone.goto(f"{PREFIX[lang]}pass-and-play/", settle=False)
    widget = deal(page, ["Ann", "Bob", "Cy"])
    no_game_in_address(page)
    one_request(widget)
    no_game_in_address(page)
    game = kept(page)
    assert game is not None and game["players"] == ["Ann", "Bob", "Cy"] and len(game["requests"]) == 1  # type: ignore[arg-type]
    said = widget.locator("[data-hf-said] > li").all_inner_texts()
    # During a turn, no link to the game is offered at all.
    assert widget.locator('[data-hf-action="carry"]:visible').count() == 0
    # A reload goes on with the same game, open, every hand hidden.
    page.reload(wait_until="load")
    widget = ready(page)
    expect(widget).to_have_attribute("data-hf-open", "true")
    expect(widget).to_have_attribute("data-hf-requests", "1")
    assert widget.get_attribute("data-hf-show") == ""
    assert widget.locator("[data-hf-said] > li").all_inner_texts() == said
    no_game_in_address(page)
    # The language switch too: the same players, the same game, in the other language.
    widget.locator('[data-hf-action="close"]').click()
    expect(widget).to_have_attribute("data-hf-open", "false")
    with page.expect_navigation(wait_until="load"):
        page.locator(f'.md-header a[hreflang="{OTHER[lang]}"]').first.evaluate("(a) => a.click()")
    widget = ready(page)
    assert page.url.startswith(phone.url(PREFIX[OTHER[lang]]))
    expect(widget.locator('[data-hf-action="resume"]')).to_be_visible()
    widget.locator('[data-hf-action="resume"]').click()
    expect(widget).to_have_attribute("data-hf-open", "true")
    expect(widget).to_have_attribute("data-hf-requests", "1")
    players = widget.locator(".hf-seat").evaluate_all("ss => ss.map((s) => s.dataset.player)")
    assert players == ["Ann", "Bob", "Cy"]
    no_game_in_address(page)
    assert phone.console_errors == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_link_to_carry_on_is_offered_between_turns_and_says_it_reveals_the_hands(
        request: pytest.FixtureRequest, browser: Browser, site_server: SiteServer, lang: str) -> None:
    gen = kept_tab(request, browser, site_server, DESKTOP)
    tab = next(gen)
    try:
        page = tab.goto(f"{PREFIX[lang]}pass-and-play/", settle=False)
        widget = deal(page, ["Ann", "Bob"])
        one_request(widget)
        carry = widget.get_by_role("button", name=say("pass.carry", lang))
        expect(carry).to_have_count(0)  # not while the table is open
        widget.locator('[data-hf-action="close"]').click()
        expect(carry).to_be_visible()
        carry.click()
        box = widget.locator("[data-hf-carry]")
        expect(box).to_be_visible()
        expect(box.locator("[data-hf-warning]")).to_have_text(say("pass.carry-warning", lang))
        link = box.locator("[data-hf-link]").inner_text()
        assert "seed=" in link and "players=Ann" in link
        said = widget.locator("[data-hf-said] > li").all_inner_texts()
        no_game_in_address(page)
        # Another device: the link opens the same game there, and leaves the address bar at once.
        gen2 = kept_tab(request, browser, site_server, PHONE)  # the phone's kept context: its own storage
        other = next(gen2)
        try:
            other.page.goto(link, wait_until="load")
            again = ready(other.page)
            expect(again).to_have_attribute("data-hf-open", "true")
            expect(again).to_have_attribute("data-hf-requests", "1")
            assert again.locator("[data-hf-said] > li").all_inner_texts() == said
            no_game_in_address(other.page)
            assert kept(other.page) is not None
            assert other.console_errors == []
        finally:
            gen2.close()  # type: ignore[attr-defined]
        assert tab.console_errors == []
    finally:
        gen.close()  # type: ignore[attr-defined]


BAD = {
    "unreadable": ("{not json", "pass.stored-shape"),
    "foreign": (json.dumps({"v": 2, "game": "chess"}), "pass.stored-shape"),
    "refused": (json.dumps({"v": 1, "players": ["Ann", "Ann"], "seed": "3", "dealer": 1, "requests": [],
                            "open": True}), None),
}


@pytest.mark.parametrize(("lang", "case"), [("en", "unreadable"), ("fr", "foreign"), ("en", "refused"),
                                            ("fr", "refused")])
def test_a_corrupted_or_foreign_kept_game_is_dropped_with_the_readers_message(desktop: Tab, lang: str,
                                                                           case: str) -> None:
    value, reason = BAD[case]
    # On the tab's page (after the kept context's own script has emptied its storage for this test).
    desktop.page.add_init_script(f"localStorage.setItem({json.dumps(STORE_KEY)}, {json.dumps(value)});")
    page = desktop.goto(f"{PREFIX[lang]}pass-and-play/", settle=False)
    widget = ready(page)
    message = widget.locator("[data-hf-message]")
    expect(message).to_be_visible()
    before, _, _ = say("pass.stored-bad", lang, reason="\x00").partition("\x00")
    expect(message).to_contain_text(before.strip())
    if reason:
        expect(message).to_contain_text(say(reason, lang))
    expect(widget).not_to_have_attribute("data-hf-open", "true")
    # Removed (the init script writes it again only on the next navigation): the page works on with a new game.
    assert kept(page) is None
    deal(page, ["Ann", "Bob"])
    assert desktop.console_errors == []


@pytest.fixture
def sw_tab(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, site_server, {**DESKTOP, "service_workers": "allow"})


def test_remove_from_this_device_forgets_the_kept_game(sw_tab: Tab) -> None:
    page = sw_tab.goto("pass-and-play/", settle=False)
    deal(page, ["Ann", "Bob"])
    assert kept(page) is not None
    page = sw_tab.goto("play/", settle=False)
    page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=RUNTIME_TIMEOUT_MS)
    page = sw_tab.goto("play/", settle=False)
    remove = page.locator("[data-hf-keep] [data-hf-keep-remove]")
    expect(remove).to_be_visible(timeout=RUNTIME_TIMEOUT_MS)
    assert kept(page) is not None
    remove.click()
    expect(page.locator("[data-hf-keep]")).to_have_attribute("data-hf-keep-state", "removed")
    assert kept(page) is None
