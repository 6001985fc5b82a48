"""The worked example's "Play it your way" (once "What if?") and starting the runtime on need (issue 16, items 2 and 3).

- The worked example steps with no runtime; "Play it your way" (at any step) starts it, a request made there (whom,
  which family, which card: large buttons) is answered by the engine, and "Back to the example" draws the step it left
  again. Both languages.
- Elsewhere, with warming off (the reader's footer setting, and the browser tests' default: browsing.py), a
  widget starts the runtime only when it comes near the viewport or the reader first uses it; a
  reader whose browser saves data gets "Load the interactive version (N MB)" and nothing downloads before
  the tap.

Build first: ``make site``.
"""

from __future__ import annotations

import re

import pytest
from browsing import Tab, frames, scroll_settled, warming_decided
from playwright.sync_api import Locator, Page, expect

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start (issue 37: fewer first starts in the suite).
pytestmark = pytest.mark.return_visit

PREFIX = {"en": "", "fr": "fr/"}
RUNTIME = "/assets/pyodide/"
WAIT_MS = 120_000


HANDS = """(el) => [...el.querySelectorAll('[data-player]')].map((seat) =>
    seat.dataset.player + ':' + [...seat.querySelectorAll('[data-card]')].map((c) => c.dataset.card).join(','))"""


def runtime_requests(tab: Tab) -> list[str]:
    return [url for url in tab.requested if RUNTIME in url]


# At step 2 it is Cara's turn; she holds B4 and Alice holds B1 (the guide's own step 3).
FROM_STEP_2 = {"en": "Your way, from step 2", "fr": "À votre façon, depuis l’étape 2"}
FAMILY_B = {"en": "Family B", "fr": "Famille B"}
ASK_B1 = {"en": "Ask Alice for B1", "fr": "Demander B1 à Alice"}
GOT_B1 = {"en": "Cara asks Alice for B1: yes.", "fr": "Cara demande B1 à Alice\u00a0: oui."}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_what_if_starts_the_runtime_and_back_restores_the_step(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}worked-example/", settle=False)
    widget = page.locator('[data-hf-widget="worked-example"]')
    expect(widget).to_have_attribute("data-hf-ready", "true")
    next_button = widget.locator('[data-hf-action="next"]')
    next_button.click()
    next_button.click()
    expect(widget).to_have_attribute("data-hf-step", "2")
    narration = widget.locator("[data-hf-narration]")
    said = narration.inner_text()
    board = widget.locator("[data-hf-board]").inner_html()
    counter = widget.locator("[data-hf-counter]").inner_text()
    board_hands = widget.locator("[data-hf-board]").evaluate(HANDS)
    assert runtime_requests(desktop) == [], "stepping the example needs no runtime"

    widget.locator('[data-hf-action="whatif"]').click()
    branch = widget.locator("[data-hf-branch]")
    expect(branch).to_be_visible()
    expect(widget.locator("[data-hf-counter]")).to_have_text(FROM_STEP_2[lang])  # says which step it left
    expect(next_button).to_be_hidden()  # the bar holds "Back to the example" and the computer's move instead
    # The choice is drawn at once, from the build: whom Cara may ask, which family, then which card.
    whom = branch.locator(".hf-we__row--whom button")
    expect(whom).to_have_text(["Alice", "Ben"])
    bot = widget.locator('[data-hf-action="bot"]')
    expect(bot).to_be_enabled(timeout=WAIT_MS)
    assert runtime_requests(desktop), "Play it your way loads the runtime"
    # The position is the step's: the same hands before any new request.
    hands = widget.locator("[data-hf-board]").evaluate(HANDS)
    assert hands == board_hands

    # A request made there, with the large buttons: the engine answers, and the headline and picture change.
    branch.get_by_role("button", name="Alice", exact=True).click()
    branch.get_by_role("button", name=FAMILY_B[lang], exact=True).click()
    ask = branch.get_by_role("button", name=ASK_B1[lang], exact=True)
    for button in (whom.first, ask):
        box = button.bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44, box
    ask.click()
    expect(narration).to_have_text(GOT_B1[lang], timeout=WAIT_MS)
    expect(widget).to_have_attribute("data-hf-whatif-requests", "3")
    after = widget.locator("[data-hf-board]").evaluate(HANDS)
    assert after != hands
    assert not any(seat.startswith("Alice:") and "B1" in seat for seat in after)
    # The computer plays on from there.
    bot.click()
    expect(narration).not_to_have_text(GOT_B1[lang], timeout=WAIT_MS)
    expect(widget).to_have_attribute("data-hf-whatif-requests", "4")

    widget.locator('[data-hf-action="back"]').click()
    expect(branch).to_be_hidden()
    expect(widget).to_have_attribute("data-hf-step", "2")
    assert narration.inner_text() == said
    assert widget.locator("[data-hf-board]").inner_html() == board
    assert widget.locator("[data-hf-counter]").inner_text() == counter
    next_button.click()
    expect(widget).to_have_attribute("data-hf-step", "3")
    assert desktop.console_errors == []


SAVE_DATA = """Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true, get: () => ({saveData: true, effectiveType: '4g', addEventListener() {}})});"""
PROMPT = {
    "en": r"^Load the interactive version \(\d+(\.\d)? MB\)$",
    "fr": r"^Charger la version interactive \(\d+(,\d)?\sMo\)$",  # a non-breaking space before Mo
}
LOADED = ("/assets/pyodide/", "/assets/wheels/")


def downloads(tab: Tab) -> list[str]:
    return [url for url in tab.requested if any(part in url for part in LOADED)]


@pytest.mark.first_visit  # its init script (Save-Data) is the context's: a fresh one
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_save_data_asks_before_loading_the_explorer(desktop: Tab, lang: str) -> None:
    desktop.context.add_init_script(SAVE_DATA)
    page = desktop.goto(f"{PREFIX[lang]}explore/", settle=False)
    widget = page.locator('[data-hf-widget="explorer"]')
    expect(widget).to_have_attribute("data-hf-runtime", "asking")
    load = widget.locator('[data-hf-action="load-runtime"]')
    expect(load).to_have_text(re.compile(PROMPT[lang]))  # the size, once the manifest told it
    page.mouse.wheel(0, 400)  # coming near or touching it does not start anything either
    page.wait_for_function("() => scrollY > 0")
    scroll_settled(page)
    widget.locator("select").first.focus()
    frames(page)  # what the scroll and the focus set off (an observer's callback, a listener) has run
    assert widget.get_attribute("data-hf-runtime") == "asking"
    assert not started(page), "Python started before the tap"
    assert downloads(desktop) == [], "nothing downloads before the tap"

    load.click()
    expect(load).to_be_hidden()
    assert desktop.wait_runtime() == ["ready"]
    assert downloads(desktop)
    ask = widget.locator('[data-hf-form="ask"] button[type="submit"]')
    expect(ask).to_be_enabled()
    ask.click()  # the engine answers a request
    expect(widget.locator("[data-hf-feedback]")).not_to_be_empty(timeout=WAIT_MS)
    assert desktop.console_errors == []


def started(page: Page) -> bool:
    """Whether the page started Python (the mark of every start: the loader's, or the page head's)."""
    return bool(page.evaluate("() => performance.getEntriesByName('hf:runtime-start').length > 0"))


# An IntersectionObserver of the test's, with the loader's margin ("near the viewport": loader.js, NEAR), made after
# the loader's: its first report (whether the element is near) comes after the loader's observer has had its own.
NEAR_NOW = """([selector, margin]) => new Promise((done) => {
    const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        done(entries.some((entry) => entry.isIntersecting));
    }, { rootMargin: margin });
    observer.observe(document.querySelector(selector));
})"""


def explorer_far_below(desktop: Tab) -> Locator:
    """Open the explorer with 6,000 px of page above it; check it waits idle and nothing downloads."""
    page = desktop.page

    def push_down(route):  # type: ignore[no-untyped-def]
        response = route.fetch()
        # Sized by its attributes: the site's Content-Security-Policy (style-src 'self') drops a style attribute.
        spacer = '<canvas data-test-spacer width="1" height="6000" aria-hidden="true"></canvas>'
        body = response.text().replace('<div class="hf-widget hf-x"', spacer + '<div class="hf-widget hf-x"', 1)
        route.fulfill(response=response, body=body)

    page.route("**/explore/", push_down)
    desktop.goto("explore/", settle=False)
    widget = page.locator('[data-hf-widget="explorer"]')
    assert widget.evaluate("(el) => el.getBoundingClientRect().top") > 5000, "the spacer pushes the widget far below"
    expect(widget).to_have_attribute("data-hf-runtime", "idle")
    # The end of the window: the loader's observer has said the widget is not near, and its idle moment has come
    # (where it declines to warm: warming is off here).
    assert not page.evaluate(NEAR_NOW, ['[data-hf-widget="explorer"]', "100% 0px"])
    assert warming_decided(page) == []
    assert not started(page)
    assert downloads(desktop) == [], "a widget far below the viewport does not load the runtime"
    assert widget.get_attribute("data-hf-runtime") == "idle"
    return widget


def test_a_widget_below_the_fold_loads_when_scrolled_near(desktop: Tab) -> None:
    page = desktop.page
    widget = explorer_far_below(desktop)

    page.evaluate("window.scrollTo(0, 5500)")  # within a screen of the widget
    # Started by coming near (before wait_runtime, which scrolls a widget still idle into view).
    expect(widget).not_to_have_attribute("data-hf-runtime", "idle", timeout=30_000)
    assert desktop.wait_runtime() == ["ready"]
    assert downloads(desktop)
    assert desktop.console_errors == []


def test_a_widget_below_the_fold_loads_when_the_reader_first_uses_it(desktop: Tab) -> None:
    """Keyboard focus reaches a widget far below the viewport without scrolling to it: that first use
    starts the runtime (the on-need trigger that is not the viewport)."""
    page = desktop.page
    widget = explorer_far_below(desktop)
    # Tab reaches the widget's first focusable control (its controls wait disabled; its link does not),
    # keeping the page where it is.
    assert page.evaluate("""() => {
        const widget = document.querySelector('[data-hf-widget="explorer"]');
        const el = [...widget.querySelectorAll('a[href], button, select, input')]
            .find((e) => (e.matches('a') || e.matches(':enabled')) && e.checkVisibility());
        el.focus({preventScroll: true});
        return document.activeElement === el;
    }""")
    assert page.evaluate("window.scrollY") < 1000, "the widget was not scrolled into view"
    expect(widget).not_to_have_attribute("data-hf-runtime", "idle")
    assert desktop.wait_runtime() == ["ready"]
    assert downloads(desktop)
    assert desktop.console_errors == []
