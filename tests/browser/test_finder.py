""""What happens if...?" on a phone (360x740, by touch) and a 1280x800 screen (with a mouse): results appear as the
reader types (in the page's language or the other), the first one opens its situation in view, below the header,
and the page never loads Python.

``make site`` first.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import quote

import pytest
from browsing import PHONE, Tab, axe, open_tab
from journeys import PROJECTOR_SIZES, on_screen, settle
from playwright.sync_api import Browser, Locator, expect
from siteserver import SiteServer

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit

PREFIX = {"en": "", "fr": "fr/"}
QUERIES = {
    "en": ("he said no but had it", "false-no"),
    "fr": ("il a dit non mais il l'avait", "false-no"),
}


SIZES = {"phone": PHONE, "desktop": {"viewport": PROJECTOR_SIZES[0]}}


@pytest.fixture(params=sorted(SIZES))
def screen(request: pytest.FixtureRequest, browser: Browser, site_server: SiteServer) -> Iterator[tuple[Tab, bool]]:
    """A tab at that size, and whether the reader touches it (a phone) or uses a mouse."""
    for tab in open_tab(browser, site_server, SIZES[request.param]):
        yield tab, request.param == "phone"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_results_as_one_types_and_the_first_opens_its_situation(screen: tuple[Tab, bool], lang: str) -> None:
    tab, touch = screen
    page = tab.goto(f"{PREFIX[lang]}what-happens-if/", settle=False)
    widget = page.locator('[data-hf-widget="finder"]')
    expect(widget).to_have_attribute("data-hf-ready", "true")
    box = widget.locator("input[name=q]")
    query, wanted = QUERIES[lang]
    (box.tap if touch else box.click)()
    from_here = len(" ".join(query.split()[:3]))  # "he said n", "il a dit": a word with meaning is being typed
    for n in range(1, len(query) + 1):
        box.fill(query[:n])
        found = widget.get_attribute("data-hf-found") or ""
        if n >= from_here:
            assert found, f"no result for {query[:n]!r}"
            assert on_screen(widget.locator("[data-hf-results] a").first) is None, query[:n]
    assert (widget.get_attribute("data-hf-found") or "").split()[0] == wanted
    first = widget.locator("[data-hf-results] a").first
    assert on_screen(first) is None
    (first.tap if touch else first.click)()
    section = widget.locator(f'section[id="{wanted}"]')
    settle(page, section)
    assert on_screen(section.locator("h2")) is None  # in view, not under the sticky header
    assert page.url.endswith(f"#{wanted}") and "q=" in page.url
    assert not any("pyodide" in url or url.endswith(".whl") for url in tab.requested)
    assert not tab.console_errors


def test_a_french_query_finds_its_situation_on_the_english_page(phone: Tab) -> None:
    page = phone.goto("what-happens-if/?q=" + "il a menti, il avait la carte", settle=False)
    widget = page.locator('[data-hf-widget="finder"]')
    expect(widget).to_have_attribute("data-hf-ready", "true")
    assert (widget.get_attribute("data-hf-found") or "").split()[0] == "false-no"
    assert widget.locator("input[name=q]").input_value() == "il a menti, il avait la carte"


# Words that name a property every JavaScript object inherits: the index is JSON read in the page, and a word
# looked up in a plain object found "constructor" (a function) and threw.
INHERITED = ("constructor", "__proto__", "toString", "hasOwnProperty")
UNKNOWN = "zqxv"  # a word no situation holds


def answer(widget: Locator) -> tuple[str, str]:
    """What the finder shows: the situations listed and its status line."""
    return (widget.get_attribute("data-hf-found") or "",
            widget.locator("[data-hf-finder-status]").inner_text().strip())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_words_naming_inherited_properties_are_unknown_words(phone: Tab, lang: str) -> None:
    """Typed, or in the page's link: the finder is ready, nothing throws, and such a word finds what the same word in
    capitals finds (folded alike, but no object's inherited property), alone or after "ask" (the results of the query
    before it do not stay). Since the finder's ninth round a word still being typed that no word begins with is read
    as a misspelt word: "toString" may then find what its letters are near, as "TOSTRING" does; "constructor", whose
    folded form is still an inherited property's name, finds what an unknown word finds."""
    def opened(query: str) -> Locator:
        page = phone.goto(f"{PREFIX[lang]}what-happens-if/?q={quote(query)}", settle=False)
        widget = page.locator('[data-hf-widget="finder"]')
        expect(widget).to_have_attribute("data-hf-ready", "true")
        return widget

    widget = opened(UNKNOWN)
    box = widget.locator("input[name=q]")
    unknown = {}
    for before in ("", "ask "):
        box.fill(before + UNKNOWN)
        unknown[before] = answer(widget)
    assert unknown[""][0] == "" and unknown["ask "][0]  # nothing alone; "ask" alone finds situations
    for word in INHERITED:
        for before in ("", "ask "):
            box.fill(before + word.upper())
            control = answer(widget)
            if word == word.lower():  # folded, still an inherited property's name: it must find what "zqxv" finds
                assert control == unknown[before], (before + word.upper())
            box.fill(QUERIES[lang][0])  # a query with results first: they must not stay
            assert answer(widget)[0]
            box.fill(before + word)
            assert answer(widget) == control, (before + word)
            box.fill("")
            box.press_sequentially(before + word)
            assert answer(widget) == control, (before + word)
    for word in INHERITED:
        for before in ("", "ask "):
            control = answer(opened(before + word.upper()))
            widget = opened(before + word)
            assert widget.locator("input[name=q]").input_value() == before + word
            assert answer(widget) == control, (before + word)
    assert not phone.console_errors


# Issue 39: what a reader sees after typing. Each query's situation, and the opening of its ruling the match shows.
MATCHES = {
    "en": ("can two people play", "two-players"),
    "fr": ("on est seulement deux", "two-players"),
}


def finder(tab: Tab, lang: str, query: str = "") -> Locator:
    page = tab.goto(f"{PREFIX[lang]}what-happens-if/" + (f"?q={quote(query)}" if query else ""), settle=False)
    widget = page.locator('[data-hf-widget="finder"]')
    expect(widget).to_have_attribute("data-hf-ready", "true")
    return widget


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_matches_come_first_with_their_ruling_and_the_full_list_steps_aside(phone: Tab, lang: str) -> None:
    """While a query is typed the reader sees the matches, each with whose ruling it is and its first sentence,
    and not the 36 situations below (whose first would read as the answer); emptying the box brings them back,
    and opening a match shows its whole section."""
    widget = finder(phone, lang)
    listing = widget.locator("[data-hf-situations]")
    expect(listing).to_be_visible()
    box = widget.locator("input[name=q]")
    query, wanted = MATCHES[lang]
    box.tap()
    box.press_sequentially(query)
    expect(widget).to_have_attribute("data-hf-found", re.compile(rf"^{wanted}\b"))
    expect(listing).to_be_hidden()
    matches = widget.locator("[data-hf-results] > li")
    assert matches.count() >= 1
    for i in range(matches.count()):
        item = matches.nth(i)
        section = widget.locator(f'section[id="{item.get_attribute("data-situation")}"]')
        sentence = section.get_attribute("data-hf-gist") or ""
        kind = section.locator(".hf-finder__kind").first.inner_text().strip()
        shown = item.locator(".hf-finder__gist").inner_text().strip()
        assert sentence and shown == f"{kind} {sentence}".strip(), shown
        assert sentence in section.locator(".hf-finder__ruling").first.inner_text()
    first = matches.first
    assert on_screen(first.locator("a")) is None and on_screen(first.locator(".hf-finder__gist")) is None
    assert (first.locator("a").bounding_box() or {"height": 0})["height"] >= 24  # a tap target
    assert axe(phone.page) == []
    box.fill("")
    expect(listing).to_be_visible()
    expect(widget.locator("[data-hf-results]")).to_be_hidden()
    box.fill(query)
    expect(listing).to_be_hidden()
    first.locator("a").tap()
    section = widget.locator(f'section[id="{wanted}"]')
    expect(listing).to_be_visible()
    settle(phone.page, section)
    assert on_screen(section.locator("h2")) is None
    assert not phone.console_errors


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_back_to_top_never_covers_the_box_or_its_label(phone: Tab, lang: str) -> None:
    """Scrolled down, then back up to the box (as the finder does when results would be out of view): Material's
    "Back to top" pill, shown on the way up, must not sit on the box's label or the box."""
    widget = finder(phone, lang)
    page = phone.page
    page.mouse.wheel(0, 4000)
    settle(page)
    page.mouse.wheel(0, -300)  # the way up shows the pill
    widget.locator("form").evaluate("(form) => form.scrollIntoView({ block: 'start' })")
    settle(page, widget.locator("form"))
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert on_screen(widget.locator(".hf-finder__label")) is None
    assert on_screen(widget.locator("input[name=q]")) is None
    query, _ = MATCHES[lang]
    widget.locator("input[name=q]").fill(query)
    settle(page, widget.locator("form"))
    assert on_screen(widget.locator(".hf-finder__label")) is None


def test_the_french_title_is_whole_in_the_header_on_a_phone(phone: Tab) -> None:
    """At 360 px the header shows the page's title once the reader scrolls past it: never cut with an ellipsis."""
    widget = finder(phone, "fr")
    page = phone.page
    page.mouse.wheel(0, 1500)
    settle(page)
    title = page.locator(".md-header__topic").last
    expect(title).to_contain_text("Que se passe-t-il si")
    cut = title.locator(".md-ellipsis").evaluate("(el) => el.scrollWidth - el.clientWidth")
    assert cut <= 1, f"the title is cut by {cut} px"
    assert "Que se passe-t-il si…\u202f?" in title.inner_text()
    assert widget.count() == 1
