"""The browser smoke of `make check`: every widget page, in English and in French, as a reader arrives on it.

For each page of the built site that holds a widget (found in the built HTML, so a new widget page is covered
without editing this file): the widget is mounted (``data-hf-ready``), and where it needs Python, the runtime
is ready, no status message is left on screen, and the page's own engine answers a first call (``ping`` through the
page's loader, the worker the widget uses); no console error, no request to another host, and the page is in its
language.

One fresh context per page: a reader who arrives from a link, not by moving in place from another widget page.
`make test` runs this file once with the rest of tests/browser; `make check` runs it alone.
"""

from __future__ import annotations

import json
import re

import pytest
from browsing import RUNTIME_TIMEOUT_MS, SITE, SITE_PAGES, Tab
from playwright.sync_api import expect

_WIDGET = re.compile(r'<[^>]*\bdata-hf-widget="([a-z-]+)"[^>]*>')


def widget_pages() -> list[tuple[str, str, bool]]:
    """(page, widget, needs Python) for every built page holding a widget, once per kind of widget on a page (the
    exercises page holds sixteen of one kind: the test checks them all)."""
    found: dict[tuple[str, str], bool] = {}
    for page in SITE_PAGES:
        if not page.endswith("/"):
            continue
        html = (SITE / page / "index.html").read_text(encoding="utf-8")
        for tag in _WIDGET.finditer(html):
            needs = "data-hf-runtime-free" not in tag.group(0)
            found[(page, tag.group(1))] = found.get((page, tag.group(1)), False) or needs
    return [(page, widget, needs) for (page, widget), needs in found.items()]


WIDGET_PAGES = widget_pages()


def lang_of(page: str) -> str:
    return "fr" if page.startswith("fr/") else "en"


def test_every_widget_is_on_a_page_in_both_languages() -> None:
    """The smoke covers each widget in English and in French: a widget page missing from one language (or a
    build where the scan above finds nothing) fails here rather than shrinking the smoke unnoticed."""
    by_lang: dict[str, set[str]] = {"en": set(), "fr": set()}
    for page, widget, _ in WIDGET_PAGES:
        by_lang[lang_of(page)].add(widget)
    assert len(by_lang["en"]) >= 10, f"only {sorted(by_lang['en'])} found in {SITE}"
    assert by_lang["en"] == by_lang["fr"], f"EN {sorted(by_lang['en'])} / FR {sorted(by_lang['fr'])}"


@pytest.mark.parametrize(("page", "widget", "needs_python"), WIDGET_PAGES,
                         ids=[f"{page}{widget}" for page, widget, _ in WIDGET_PAGES])
def test_the_widget_is_mounted_and_answers(desktop: Tab, page: str, widget: str, needs_python: bool) -> None:
    browser_page = desktop.goto(page)  # waits until every widget needing Python is ready or failed
    elements = browser_page.locator(f'[data-hf-widget="{widget}"]')
    count = elements.count()
    assert count >= 1
    for n in range(count):
        expect(elements.nth(n)).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    assert browser_page.locator("html").get_attribute("lang") == lang_of(page)
    if needs_python:
        stages = elements.evaluate_all("els => els.map((el) => el.dataset.hfRuntime)")
        assert set(stages) == {"ready"}, stages
        assert not browser_page.locator(".hf-status:visible").count(), "a status message is still shown"
        # The first call, through the very loader and worker the widget uses (the module is the page's own).
        reply = json.loads(browser_page.evaluate(
            """async (url) => {
                 const { getEngine } = await import(url);
                 return await getEngine().call("ping", JSON.stringify({ echo: "smoke" }));
               }""",
            desktop.url("javascripts/hf/loader.js"),
        ))
        assert reply["echo"] == "smoke" and reply["platform"] == "emscripten", reply
        starts = browser_page.evaluate("window.__hfRuntimeStarts || 0")
        assert starts == 1, f"Python started {starts} times for one page"
    errors = [e for e in desktop.console_errors if "sitemap.xml" not in e]
    assert not errors, f"console errors: {errors}"
    assert not desktop.foreign_requests, desktop.foreign_requests
