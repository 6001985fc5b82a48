"""Every page at 360 px, the way a phone meets it, in one load: the page never scrolls sideways and a wide diagram
scrolls inside its own box (once test_pages.py's: one load of each page for both since issue 37); every control at
least 24 x 24 px (or clear of its neighbours, WCAG 2.5.8), the primary ones (buttons, a widget's fields) at least
44 x 44 px, and axe-core finds nothing of moderate impact or worse (issue 21, item 7; a page with several code
blocks, exercises or comparisons included: their scrolling code and their landmarks are checked at the width where
they scroll and repeat).

Links in running text: lines are at least 24 px tall and a link's box fills its line (docs/stylesheets/site.css),
so a link is a 24 px tall target; a short piece of a link that wraps is checked with the spacing exception.
"""

from __future__ import annotations

from typing import Any

import pytest
from browsing import SITE_PAGES, Tab, axe, describe_violations
from journeys import small_targets
from playwright.sync_api import Page

IMPACTS = ("moderate", "serious", "critical")

# Every element in the content that reaches past the right edge of the screen must be inside a
# box that scrolls (or clips) and itself fits on the screen.
OVERFLOW_JS = """() => {
    const width = document.documentElement.clientWidth;
    const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
        + [...el.classList].slice(0, 2).map((c) => '.' + c).join('');
    const problems = [];
    for (const el of document.querySelectorAll('.md-content *, .md-header *, .md-footer *')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1) continue;
        let parent = el.parentElement, contained = false;
        while (parent && parent !== document.body) {
            if (getComputedStyle(parent).overflowX !== 'visible') {
                contained = parent.getBoundingClientRect().right <= width + 1;
                break;
            }
            parent = parent.parentElement;
        }
        if (!contained) problems.push(name(el) + ' reaches ' + Math.round(box.right) + 'px');
        if (problems.length >= 10) break;
    }
    return problems;
}"""

# Each diagram box whose drawing is wider than the box must scroll, and really move.
DIAGRAM_JS = """() => [...document.querySelectorAll('.hf-diagram__scroll')].map((box, i) => {
    const wide = box.scrollWidth > box.clientWidth + 1;
    const style = getComputedStyle(box).overflowX;
    const fits = box.getBoundingClientRect().right <= document.documentElement.clientWidth + 1;
    let moves = null;
    if (wide) {
        box.scrollLeft = 40;
        moves = box.scrollLeft > 0;
        box.scrollLeft = 0;
    }
    return { index: i, wide, style, fits, moves };
})"""


@pytest.mark.parametrize("path", SITE_PAGES)
@pytest.mark.return_visit
def test_a_phone_reads_every_page_and_can_tap_every_control(phone: Tab, path: str) -> None:
    page = phone.goto(path)  # the phone kept for the session (conftest: return_visit), as test_pages.py's
    sizes = page.evaluate("() => [document.scrollingElement.scrollWidth, window.innerWidth]")
    assert sizes[0] <= sizes[1], f"page is {sizes[0]}px wide on a {sizes[1]}px screen"
    problems = page.evaluate(OVERFLOW_JS)
    assert not problems, f"content beyond the right edge: {problems}"
    boxes: list[dict[str, Any]] = page.evaluate(DIAGRAM_JS)
    for box in boxes:
        assert box["fits"], f"diagram box {box['index']} is wider than the screen"
        if box["wide"]:
            assert box["style"] in {"auto", "scroll"}, f"diagram {box['index']} cannot scroll"
            assert box["moves"], f"diagram {box['index']} does not scroll sideways"
    found = small_targets(page)
    assert found["reachable"] >= 3, found  # the header's controls at least (menu, language, search): the reading works
    assert not found["small"], f"controls under 24 x 24 px, crowded: {found['small']}"
    assert not found["primary"], f"primary controls under 44 x 44 px: {found['primary']}"
    violations = axe(page, IMPACTS)
    assert not violations, "axe at 360 px:\n" + describe_violations(violations)


def crowd(page: Page, html: str) -> None:
    """Put ``html`` at the top of the article. The site's Content-Security-Policy (style-src 'self') blocks style
    attributes in markup, so each element's ``data-style`` is applied through the CSSOM, which it allows."""
    page.evaluate("""(html) => {
        const article = document.querySelector('.md-content article');
        article.insertAdjacentHTML('afterbegin', html);
        for (const el of article.querySelectorAll('[data-style]')) el.style.cssText = el.dataset.style;
    }""", html)


def test_the_reading_reports_small_and_crowded_controls(phone: Tab) -> None:
    """The check itself: two 16 px buttons side by side are reported, a lone one is not (the spacing exception),
    and a widget's 30 x 19 px select is a primary control too small."""
    page = phone.goto("asking/", settle=False)
    assert not small_targets(page)["small"]
    crowd(page, '<p><button data-style="all:unset;width:16px;height:16px" aria-label="one">1</button>'
                '<button data-style="all:unset;width:16px;height:16px" aria-label="two">2</button></p>')
    assert len(small_targets(page)["small"]) == 2
    page = phone.goto("asking/", settle=False)
    crowd(page, '<p data-style="margin:40px"><button data-style="all:unset;width:16px;height:16px" aria-label="alone">'
                '</button></p>')
    assert not small_targets(page)["small"]
    crowd(page, '<div data-hf-widget="x"><select data-style="all:unset;display:inline-block;width:30px;height:19px">'
                '<option>2</option></select></div>')
    assert any(p.endswith("30x19") for p in small_targets(page)["primary"])
