"""Diagrams in a real browser: the scroll hint shows only when a diagram overflows its box, in
the page's language; at 320 and 430 px the page itself never scrolls sideways; printing hides
the hint and lets diagrams wrap instead of being cut.

Site helper's tests (the diagrams come from hf_core/site/diagrams.py and
docs/javascripts/diagram-scroll.js). Uses the shared fixtures of conftest.py.
"""

from __future__ import annotations

from typing import Any

import pytest
from browsing import Tab, frames
from playwright.sync_api import Page

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit

STATE_JS = """() => [...document.querySelectorAll('.hf-diagram')].map(fig => {
    const box = fig.querySelector('.hf-diagram__scroll');
    const hint = fig.querySelector('.hf-diagram__hint');
    return {
        overflows: box.scrollWidth > box.clientWidth + 1,
        marked: fig.classList.contains('is-overflowing'),
        hintShown: getComputedStyle(hint).display !== 'none' && hint.offsetHeight > 0,
        hint: hint.textContent.trim(),
    };
})"""


def diagram_state(page: Page) -> list[dict[str, Any]]:
    frames(page)  # the diagrams' ResizeObserver has reported the layout of now (in the first frame)
    state: list[dict[str, Any]] = page.evaluate(STATE_JS)
    return state


@pytest.mark.parametrize("width", [320, 430])
@pytest.mark.parametrize("path", ["worked-example/", "fr/worked-example/", "dealing/", "fr/pack/"])
def test_hint_only_when_a_diagram_overflows(phone: Tab, path: str, width: int) -> None:
    phone.page.set_viewport_size({"width": width, "height": 740})
    page = phone.goto(path, settle=False)
    sizes = page.evaluate("() => [document.scrollingElement.scrollWidth, window.innerWidth]")
    assert sizes[0] <= sizes[1], f"{path} is {sizes[0]}px wide at {width}px"
    state = diagram_state(page)
    assert state, "no diagram"
    if "worked-example" in path:  # the whole deal (15 cards a hand) never fits a phone
        assert any(d["overflows"] for d in state), "expected a wide diagram on a phone"
    for i, d in enumerate(state):
        assert d["hintShown"] == d["overflows"], f"diagram {i}: {d}"
        expected = "glisser" if path.startswith("fr/") else "sideways"
        assert expected in d["hint"]


def test_no_hint_when_everything_fits(desktop: Tab) -> None:
    page = desktop.goto("asking/", settle=False)
    state = diagram_state(page)
    assert state and not any(d["overflows"] for d in state)
    assert not any(d["hintShown"] for d in state)


def test_hint_follows_the_window(desktop: Tab) -> None:
    page = desktop.goto("dealing/", settle=False)
    assert not any(d["hintShown"] for d in diagram_state(page))
    page.set_viewport_size({"width": 320, "height": 740})
    assert all(d["hintShown"] == d["overflows"] for d in diagram_state(page))
    assert any(d["hintShown"] for d in diagram_state(page))
    page.set_viewport_size({"width": 1280, "height": 800})
    assert not any(d["hintShown"] for d in diagram_state(page))


def test_diagram_box_is_reachable_by_keyboard(desktop: Tab) -> None:
    page = desktop.goto("worked-example/", settle=False)
    box = page.locator(".hf-diagram__scroll").first
    box.focus()
    assert page.evaluate("document.activeElement.classList.contains('hf-diagram__scroll')")
    assert box.get_attribute("role") == "region" and box.get_attribute("aria-label")


def test_print_hides_the_hint_and_unclips_diagrams(phone: Tab) -> None:
    page = phone.goto("worked-example/", settle=False)
    page.emulate_media(media="print")
    hidden = page.evaluate(
        "() => [...document.querySelectorAll('.md-header, .md-sidebar, .md-footer, "
        ".hf-diagram__hint')].every(e => getComputedStyle(e).display === 'none')"
    )
    assert hidden
    styles = page.evaluate(
        "() => [...document.querySelectorAll('.hf-diagram')].map(f => "
        "[getComputedStyle(f).breakInside, getComputedStyle(f.querySelector('.hf-diagram__scroll')).overflowX])"
    )
    assert styles and all(b == "avoid" and o == "visible" for b, o in styles), styles


RULES_PAGES = [
    "", "history/", "pack/", "dealing/", "asking/", "completing/", "worked-example/", "faq/",
    "glossary/", "developers/",
]


@pytest.mark.parametrize("path", RULES_PAGES + [f"fr/{p}" for p in RULES_PAGES])
def test_page_fits_320px(phone: Tab, path: str) -> None:
    phone.page.set_viewport_size({"width": 320, "height": 700})
    page = phone.goto(path, settle=False)
    width = page.evaluate("() => document.scrollingElement.scrollWidth")
    assert width <= 320, f"{path or '/'} is {width}px wide on a 320px screen"
