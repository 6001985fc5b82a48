"""Every page at 360 px, the way a phone meets it (issue 21, item 7): every control at least 24 x 24 px (or clear of
its neighbours, WCAG 2.5.8), the primary ones (buttons, a widget's fields) at least 44 x 44 px, and axe-core finds
nothing of moderate impact or worse (a page with several code blocks, exercises or comparisons included: their
scrolling code and their landmarks are checked at the width where they scroll and repeat).

Links in running text: lines are at least 24 px tall and a link's box fills its line (docs/stylesheets/site.css),
so a link is a 24 px tall target; a short piece of a link that wraps is checked with the spacing exception.
"""

from __future__ import annotations

import pytest
from browsing import SITE_PAGES, Tab, axe, describe_violations
from journeys import small_targets
from playwright.sync_api import Page

IMPACTS = ("moderate", "serious", "critical")


@pytest.mark.parametrize("path", SITE_PAGES)
@pytest.mark.return_visit
def test_a_phone_can_tap_every_control_and_axe_finds_nothing(phone: Tab, path: str) -> None:
    page = phone.goto(path)  # the phone kept for the session (conftest: return_visit), as test_pages.py's
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
