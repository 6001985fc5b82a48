"""Checks every page of the built site, in both languages, the way a reader's browser meets it.

- nothing is fetched from any other host, and nothing is logged as an error;
- axe-core finds no serious or critical accessibility problem, in the light and dark schemes;
- on a page with a widget, the Python runtime starts; with the runtime's files blocked the page
  keeps all its text and the widget says, in the page's language, that it could not start.

Every page on a phone (it never scrolls sideways, a wide diagram scrolls in its own box, every control can be tapped,
axe-core at 360 px) is ``test_targets.py``'s: one load of each page for all of it (issue 37).

The first two go through every page in one browser kept for the session (one per worker, light and dark:
conftest's ``return_visit``), as a reader goes from page to page and language to language: Python starts from the
cache and the snapshot kept before. The first visit of each widget page, in a browser that kept nothing, is
``test_smoke.py``'s (the runtime ready, a first call answered, no status message left; once here too before issue
37), and the tests of a page without Python or without its runtime's files start afresh too (``first_visit``).
"""

from __future__ import annotations

from typing import Any

import pytest
from browsing import SITE, SITE_PAGES, Tab, axe, describe_violations, frames, warming_decided
from journeys import SHIFT_WATCH, layout_shift
from playwright.sync_api import expect

pytestmark = pytest.mark.return_visit

FAILURE_TEXT = {
    "en": "could not start",
    "fr": "n’a pas pu démarrer",
}

def lang_of(path: str) -> str:
    return "fr" if path.startswith("fr/") else "en"


def test_site_has_both_languages() -> None:
    english = [p for p in SITE_PAGES if not p.startswith("fr/")]
    french = [p for p in SITE_PAGES if p.startswith("fr/")]
    assert "" in english and "fr/" in french
    missing = sorted({p for p in english if p != "404.html"} - {p[3:] for p in french})
    assert not missing, f"pages without a French twin: {missing}"


# The header's toggle that turns the page dark (Material's palette: the second of its two schemes), and the page once
# turned: the body carries the dark scheme and the switch is over (Material marks the body while it switches, so that
# no colour is caught half-way through a transition).
TO_DARK = 'label[for="__palette_1"]'
DARK_DONE = """() => document.body.dataset.mdColorScheme === 'slate'
    && !document.body.hasAttribute('data-md-color-switching')"""


@pytest.mark.parametrize("path", SITE_PAGES)
def test_page_is_self_contained_and_accessible_in_both_schemes(desktop: Tab, path: str) -> None:
    """Light, as the page opens; then dark, as a reader whose system turns dark and who takes the header's toggle
    sees it: the same page (its widgets as they were), its colours the dark scheme's. (One load for both schemes
    since issue 37: the site's colours follow Material's scheme on the body, not the media query, so the page
    turned dark is the page opened dark.)"""
    page = desktop.goto(path)
    problems = []
    if page.locator("h1").count() < 1:
        problems.append("the page has no heading")
    lang = page.evaluate("document.documentElement.lang")
    if lang != lang_of(path):
        problems.append(f"<html lang={lang!r}>, expected {lang_of(path)!r}")
    violations = axe(page)
    if violations:
        problems.append("axe (light scheme):\n" + describe_violations(violations))
    page.emulate_media(color_scheme="dark")
    page.locator(TO_DARK).click()
    page.wait_for_function(DARK_DONE)
    violations = axe(page)
    if violations:
        problems.append("axe (dark scheme):\n" + describe_violations(violations))
    if desktop.foreign_requests:
        problems.append(f"requests to other hosts: {desktop.foreign_requests}")
    if desktop.console_errors:
        problems.append(f"console errors: {desktop.console_errors}")
    assert not problems, "\n".join(problems)


def _widget_pages(runtime: bool = True) -> list[Any]:
    """Built pages with at least one widget that needs Python (``runtime``), or whose widgets all work without it
    (marked data-hf-runtime-free: the worked example)."""
    found = []
    for p in SITE_PAGES:
        if not p.endswith("/"):
            continue
        html = (SITE / p / "index.html").read_text(encoding="utf-8")
        widgets, free = html.count("data-hf-widget="), html.count("data-hf-runtime-free")
        if widgets and (widgets > free) == runtime:
            found.append(p)
    return found or [pytest.param("", marks=pytest.mark.skip(reason="no such page"))]


@pytest.mark.first_visit
@pytest.mark.parametrize("path", _widget_pages(runtime=False))
def test_a_page_whose_widgets_need_no_python_never_loads_it(desktop: Tab, path: str) -> None:
    page = desktop.goto(path, settle=False)
    for widget in page.locator("[data-hf-widget]").all():
        expect(widget).to_have_attribute("data-hf-ready", "true")
    # The end of the window: every widget is mounted, and the loader's idle moment has come (it declines to warm).
    assert warming_decided(page) == [], "Python started on a page whose widgets need none"
    assert not [url for url in desktop.requested if "/assets/pyodide/" in url or url.endswith(".whl")]
    assert not page.locator(".hf-status:visible").count(), "a status message is shown"
    assert not desktop.console_errors, f"console errors: {desktop.console_errors}"


@pytest.mark.first_visit
@pytest.mark.parametrize("path", _widget_pages())
def test_widget_page_without_runtime_keeps_its_content(desktop: Tab, no_script: Tab,
                                                       path: str) -> None:
    # What a reader without JavaScript sees is the complete static page ...
    plain = no_script.goto(path, settle=False)
    static_text = plain.locator("article").inner_text()
    # <noscript> notes ("this needs JavaScript") are for that reader only.
    for note in plain.locator("article noscript").all():
        static_text = static_text.replace(note.inner_text().strip(), "")
    # ... and a reader whose browser cannot fetch the runtime's files sees all of it too.
    desktop.page.route("**/assets/pyodide/**", lambda route: route.abort())
    page = desktop.goto(path, settle=False)
    stages = desktop.wait_runtime()
    assert set(stages) == {"failed"}
    status = page.locator(".hf-status").first
    assert status.is_visible()
    assert FAILURE_TEXT[lang_of(path)] in status.inner_text()
    assert page.locator(".hf-status__retry").first.is_visible()
    after = page.locator("article").inner_text()
    missing = [line for line in static_text.splitlines() if line.strip() and line not in after]
    assert not missing, f"static content lost: {missing[:5]}"


@pytest.mark.parametrize("path", ["glossary/", "fr/glossary/"])
@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_header_does_not_move_when_materials_script_arrives(request: pytest.FixtureRequest, device: str,
                                                               path: str) -> None:
    # Material's stylesheet hides the search box (and, on a phone, its button) until its script, at the end of the
    # page, swaps the page's "no-js" for "js": the language switch then jumped left (234 px on a desktop, 48 px on a
    # phone) on every page a reader opened, and a walk that also met the navigation moving failed now and then
    # (stop 55). The page says "js" from its head (overrides/main.html), so nothing moves when the script comes.
    tab: Tab = request.getfixturevalue(device)
    page = tab.page
    page.add_init_script(SHIFT_WATCH)
    page.goto(tab.url(path), wait_until="load")
    page.wait_for_function("() => typeof window.component$ !== 'undefined'")  # Material's script has run
    expect(page.locator(".md-header .md-select")).to_be_visible()
    frames(page, 3)
    assert layout_shift(page) == 0, page.evaluate("window.hfShifts")
