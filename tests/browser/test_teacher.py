"""The teacher's flow and the language switch (issue 12): switching language keeps your place (play's code,
requests and position, the projector view, the worked example's step, the deal sheet's code).

``make site`` first; Python starts in each page, so run this file alone.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab, contrast, one_request, paint
from journeys import on_screen
from playwright.sync_api import Locator, Page, expect

from hf_core import teaching

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit

CODE = "4N1K-ZV0"


def ready(page: Page, widget: str) -> Locator:
    box = page.locator(f'[data-hf-widget="{widget}"]')
    expect(box).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return box


def switch_language(page: Page, lang: str, *, touch: bool = False) -> None:
    """Use the header's language switch as a reader would (open the list, choose the language)."""
    button = page.locator(".md-header .md-select button")
    link = page.locator(f'.md-header .md-select a[hreflang="{lang}"]')
    with page.expect_navigation():
        if touch:
            button.tap()
            link.tap()
        else:
            button.hover()
            link.click()


def query(page: Page) -> dict[str, list[str]]:
    return parse_qs(urlsplit(page.url).query)


def play_requests(widget: Locator, count: int) -> None:
    """Play until ``count`` requests were made: the reader asks the first player for the first card offered,
    the computer plays with Next."""
    for _ in range(4 * count):
        done = int(widget.get_attribute("data-hf-requests") or "0")
        if done >= count:
            return
        one_request(widget, tap=True)
        expect(widget).to_have_attribute("aria-busy", "false")
    raise AssertionError(f"{count} requests were not made")


def test_switching_language_on_play_keeps_the_code_the_requests_and_the_position(phone: Tab) -> None:
    page = phone.goto(f"play/?code={CODE}", settle=False)
    widget = ready(page, "play")
    play_requests(widget, 3)
    widget.locator('[data-hf-action="back"]').tap()  # looking back at the position after request 2
    counter = widget.locator("[data-hf-counter]").inner_text()
    hand = widget.locator("[data-hf-board]").inner_text()
    switch_language(page, "fr", touch=True)
    assert urlsplit(page.url).path.endswith("/fr/play/")
    widget = ready(page, "play")
    expect(widget).to_have_attribute("data-hf-requests", "3")
    assert query(page)["code"] == [CODE]
    assert query(page)["at"] == ["2"]
    assert re.findall(r"\d+", widget.locator("[data-hf-counter]").inner_text()) == re.findall(r"\d+", counter)
    # The same cards in the same hands: card labels (A3, ...) are the same in both languages.
    assert re.findall(r"\b[A-K][1-4]\b", widget.locator("[data-hf-board]").inner_text()) == re.findall(
        r"\b[A-K][1-4]\b", hand)
    # And back to English: still the same place.
    switch_language(page, "en", touch=True)
    widget = ready(page, "play")
    expect(widget).to_have_attribute("data-hf-requests", "3")
    assert query(page)["at"] == ["2"]


def test_switching_language_keeps_the_projector_view(desktop: Tab) -> None:
    page = desktop.goto(f"play/?code={CODE}", settle=False)
    widget = ready(page, "play")
    widget.locator('[data-hf-action="projector"]').click()
    expect(widget).to_have_attribute("data-hf-view", "projector")
    # The header is behind the projector screen: the link is used by keyboard-less script, as a switch
    # reached some other way would be; lang-switch.js rewrites it whatever way it is used.
    page.locator('.md-header .md-select a[hreflang="fr"]').evaluate("a => a.click()")
    page.wait_for_url(re.compile(r"/fr/play/"))
    widget = ready(page, "play")
    expect(widget).to_have_attribute("data-hf-view", "projector")
    assert query(page)["code"] == [CODE]


def test_switching_language_keeps_the_worked_example_step(desktop: Tab) -> None:
    page = desktop.goto("worked-example/", settle=False)
    widget = ready(page, "worked-example")
    for _ in range(4):
        widget.locator('[data-hf-action="next"]').click()
    expect(widget).to_have_attribute("data-hf-step", "4")
    current = widget.get_attribute("data-hf-current")
    switch_language(page, "fr")
    assert urlsplit(page.url).path.endswith("/fr/worked-example/")
    widget = ready(page, "worked-example")
    expect(widget).to_have_attribute("data-hf-step", "4")
    assert widget.get_attribute("data-hf-current") == current
    expect(widget.locator('[data-hf-action="previous"]')).to_be_enabled()
    # Reset takes the step out of the link again.
    widget.locator('[data-hf-action="reset"]').click()
    expect(widget).to_have_attribute("data-hf-step", "0")
    assert "step" not in query(page)


def test_switching_language_keeps_the_deal_sheet_code(phone: Tab) -> None:
    page = phone.goto(f"printables/deal-sheet/?code={CODE}", settle=False)
    widget = ready(page, "deal-sheet")
    expect(widget).to_have_attribute("data-hf-code", CODE)
    switch_language(page, "fr", touch=True)
    assert urlsplit(page.url).path.endswith("/fr/printables/deal-sheet/")
    widget = ready(page, "deal-sheet")
    expect(widget).to_have_attribute("data-hf-code", CODE)
    assert query(page)["code"] == [CODE]


def test_after_new_deal_the_new_code_is_below_the_fixed_header(phone: Tab) -> None:
    """Issue 12, item 7: New deal scrolled the new code under the fixed header. Since issue 21, play shows the new
    game from its story (play.js, showGame): the story is on screen below the header, and nothing of the game,
    the new code included, is left under the header (the code is in the set-up form below the table)."""
    page = phone.goto("play/", settle=False)
    widget = ready(page, "play")
    before = widget.locator("[data-hf-code]").inner_text()
    widget.locator('[data-hf-action="random-deal"]').tap()
    expect(widget.locator("[data-hf-code]")).not_to_have_text(before)
    # The scroll has ended when the page stops moving.
    page.wait_for_function(
        "() => { const still = window.hfLastY === scrollY; window.hfLastY = scrollY; return still; }", polling=300)
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    # The new game's start: its story wholly in view and uncovered; but when it is the reader's turn and their hand
    # and the players and cards to ask for do not fit below the whole story (about one random deal in ten on a
    # 360x740 phone), play frames what they need (play.js, fromForm: showGame, then frame): the story's newest line
    # and everything the reader chooses from, the story's first lines under the header.
    story = widget.locator("[data-hf-story]")
    if on_screen(story) is not None:
        needed = [widget.locator("[data-hf-narration]"), widget.locator(".hf-seat:has(.hf-badge--you) .hf-hand"),
                  widget.locator("[data-hf-targets-box]")]
        assert all(part.is_visible() for part in needed), "the story is under the header on another player's turn"
        for part in needed:
            assert on_screen(part) is None, on_screen(part)
    code = widget.locator("[data-hf-code]").evaluate("el => el.getBoundingClientRect().top")
    assert code >= header, (code, header)  # the new code is not under the header


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_deal_sheet_uses_the_names_of_play(phone: Tab, lang: str) -> None:
    prefix = "fr/" if lang == "fr" else ""
    page = phone.goto(f"{prefix}play/?code={CODE}", settle=False)
    widget = ready(page, "play")
    seats = widget.locator("[data-hf-board] [data-player]").evaluate_all("els => els.map((el) => el.dataset.player)")
    reader = widget.locator("[data-hf-board] [data-player]").first
    hand = reader.locator("[data-card]").evaluate_all("els => els.map((el) => el.dataset.card)")
    # The sheet opened from the game, without names typed.
    with page.expect_navigation():
        widget.locator("[data-hf-sheet]").tap()
    sheet = ready(page, "deal-sheet")
    expect(sheet).to_have_attribute("data-hf-code", CODE)
    names = sheet.locator(".hf-dealsheet__name").all_inner_texts()
    assert names == seats, (names, seats)
    assert sheet.locator('tr[data-seat="1"] [data-hand]').get_attribute("data-hand") == " ".join(hand)
    # A code typed in the form gets the same names (4N1K-ZV0's table and JQ6R-A0B's may differ in size).
    sheet.locator('input[name="code"]').fill("JQ6R-A0B")
    sheet.locator('button[type="submit"]').tap()
    expect(sheet).to_have_attribute("data-hf-code", "JQ6R-A0B")
    again = sheet.locator(".hf-dealsheet__name").all_inner_texts()
    assert again and seats[0] == again[0] and set(again) <= set(seats) | set(page.evaluate(
        "JSON.parse(document.querySelector('[data-hf-widget=\"deal-sheet\"]').dataset.hfNames)")), again
    assert "names" not in query(page)


@pytest.mark.first_visit
@pytest.mark.parametrize(("lang", "device"), [("en", "desktop"), ("fr", "phone")])
def test_teachers_page_makes_a_new_class_deal(request: pytest.FixtureRequest, lang: str, device: str) -> None:
    tab: Tab = request.getfixturevalue(device)
    tab.context.grant_permissions(["clipboard-read", "clipboard-write"])
    prefix = "fr/" if lang == "fr" else ""
    page = tab.goto(f"{prefix}teachers/", settle=False)
    page.locator('[data-hf-widget="class-deal"]').scroll_into_view_if_needed()  # Python starts on need
    box = ready(page, "class-deal")
    example = box.get_attribute("data-hf-code")
    box.locator('select[name="players"]').select_option("3")
    box.locator('button[type="submit"]').click()
    expect(box).not_to_have_attribute("data-hf-code", example or "")
    code = box.get_attribute("data-hf-code") or ""
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{3}", code), code
    shown = box.locator("[data-hf-code-text]")
    expect(shown).to_have_text(code)
    # Large: at least twice the size of the page's text, and wholly on screen once scrolled to.
    body = float(page.evaluate("parseFloat(getComputedStyle(document.querySelector('.md-typeset p')).fontSize)"))
    assert float(shown.evaluate("el => parseFloat(getComputedStyle(el).fontSize)")) >= 2 * body
    width = 1280 if device == "desktop" else 360
    assert shown.evaluate("el => el.getBoundingClientRect().right") <= width
    # Copy puts the code on the clipboard.
    box.locator('[data-hf-action="copy"]').click()
    expect(box.locator("[data-hf-copied]")).not_to_be_empty()
    assert page.evaluate("navigator.clipboard.readText()") == code
    # The deal sheet link opens this code's sheet, for 3 players; the play link opens this deal.
    play_href = box.locator("[data-hf-play]").get_attribute("href") or ""
    with page.expect_navigation():
        box.locator("[data-hf-sheet]").click()
    assert urlsplit(page.url).path.endswith(f"/{prefix}printables/deal-sheet/")
    sheet = ready(page, "deal-sheet")
    expect(sheet).to_have_attribute("data-hf-code", code)
    expect(sheet.locator("[data-hand]")).to_have_count(3)
    page.goto(play_href)
    assert urlsplit(page.url).path.endswith(f"/{prefix}play/")
    widget = ready(page, "play")
    expect(widget.locator("[data-hf-code]")).to_have_text(code)
    expect(widget.locator("[data-hf-board] [data-player]")).to_have_count(3)


@pytest.mark.parametrize(("lang", "over"), [("en", "The game is over."), ("fr", "La partie est finie.")])
def test_the_end_of_a_game_says_it_is_over_once(phone: Tab, lang: str, over: str) -> None:
    prefix = "fr/" if lang == "fr" else ""
    page = phone.goto(f"{prefix}play/?code={teaching.encode_code(2, 0, 7)}", settle=False)
    widget = ready(page, "play")
    for _ in range(200):
        if widget.get_attribute("data-hf-over") == "true":
            break
        done = widget.get_attribute("data-hf-requests")
        if widget.get_attribute("data-hf-turn") == "you":
            widget.locator("[data-hf-target]").first.tap()
            widget.locator("[data-hf-ask-card]").first.tap()
        else:
            widget.locator('[data-hf-action="skip"]').tap()
        expect(widget).not_to_have_attribute("data-hf-requests", done or "")
        expect(widget).to_have_attribute("aria-busy", "false")
    expect(widget).to_have_attribute("data-hf-over", "true")
    expect(widget.locator("[data-hf-end]")).to_be_visible()
    assert widget.inner_text().count(over) == 1, widget.inner_text()


@pytest.mark.parametrize("path", ["", "teachers/", "fr/", "fr/play/"])
def test_the_site_name_is_whole_in_the_header_at_phone_width(phone: Tab, path: str) -> None:
    page = phone.goto(path, settle=False)
    name = page.locator(".md-header__topic").first.locator(".md-ellipsis")
    expect(name).to_have_text("Happy Families")
    scroll, client = name.evaluate("el => [el.scrollWidth, el.clientWidth]")
    assert scroll <= client, (scroll, client)


def _rgb(text: str) -> tuple[float, float, float, float]:
    parts = [float(p) for p in re.findall(r"[\d.]+", text)]
    return (parts[0], parts[1], parts[2], parts[3] if len(parts) > 3 else 1.0)


def test_dark_mode_ask_whom_buttons_have_visible_borders(dark_desktop: Tab) -> None:
    page = dark_desktop.goto("play/", settle=False)
    widget = ready(page, "play")
    target = widget.locator("[data-hf-target]").first
    border, back = target.evaluate(
        "el => [getComputedStyle(el).borderTopColor, getComputedStyle(document.body).backgroundColor]")
    br, bg, bb, ba = _rgb(border)
    pr, pg, pb, _ = _rgb(back)
    mixed = [br * ba + pr * (1 - ba), bg * ba + pg * (1 - ba), bb * ba + pb * (1 - ba)]
    ratio = contrast(mixed, [pr, pg, pb])
    assert ratio >= 3, (border, back, ratio)


@pytest.mark.parametrize(("lang", "device"), [("en", "dark_desktop"), ("fr", "dark_phone")])
def test_dark_mode_a_disabled_button_does_not_look_like_an_active_filled_one(request: pytest.FixtureRequest,
                                                                             lang: str, device: str) -> None:
    tab: Tab = request.getfixturevalue(device)
    prefix = "fr/" if lang == "fr" else ""
    page = tab.goto(f"{prefix}play/?code={teaching.encode_code(3, 0, 77)}", settle=False)  # a computer begins
    widget = ready(page, "play")
    skip = widget.locator('[data-hf-action="skip"]')
    following = widget.locator('[data-hf-action="next"]')
    expect(skip).to_be_enabled()
    active = paint(skip)
    assert contrast(active["fill"], active["behind"]) >= 3, active  # the active filled button: a fill that shows
    # The reader steps through the computer's requests with Next (tapped or clicked, so it is hovered and focused)
    # until it is the reader's turn: Next and "Play on to my turn" are disabled.
    for _ in range(30):
        if widget.get_attribute("data-hf-turn") != "computer":
            break
        done = widget.get_attribute("data-hf-requests") or ""
        following.tap() if device == "dark_phone" else following.click()
        expect(widget).not_to_have_attribute("data-hf-requests", done)
        expect(widget).to_have_attribute("aria-busy", "false")
    assert widget.get_attribute("data-hf-turn") == "you"
    for button in (skip, following):
        expect(button).to_be_disabled()
        colours = paint(button)
        # Drawn as an outline: no fill that stands out from the strip behind it, unlike the active button.
        assert contrast(colours["fill"], colours["behind"]) < 1.25, (button, colours, active)
        assert button.evaluate("el => getComputedStyle(el).borderTopStyle") == "dashed"
