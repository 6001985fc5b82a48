"""Site search offline, in each language (issue 36): after "Keep this site on this device" for one language,
with the network gone, a search on a page of that language answers, with that language's pages, though search was
never used online; and the language's own search scripts (lunr.fr and its stemmer support for French) are what
that keep brought, not the other language's.

Service workers are allowed here (every other browser test but tests/browser/test_offline.py blocks them).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from browsing import DESKTOP, RUNTIME_TIMEOUT_MS, SITE, Tab, cached_urls, open_tab
from playwright.sync_api import Browser, Page, expect
from siteserver import SiteServer

PREFIX = {"en": "", "fr": "fr/"}
WORD = {"en": "family", "fr": "famille"}
MANIFEST = json.loads((SITE / "offline.json").read_text(encoding="utf-8")) if (SITE / "offline.json").is_file() else {}
FRENCH_SCRIPTS = {f"assets/javascripts/lunr/min/lunr.{name}.min.js" for name in ("fr", "stemmer.support")}


@pytest.fixture
def tab(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, site_server, {**DESKTOP, "service_workers": "allow"})


def controlled(page: Page) -> None:
    page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=30_000)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_search_answers_offline_in_the_kept_language(tab: Tab, lang: str) -> None:
    page = tab.goto(f"{PREFIX[lang]}play/", settle=False)
    controlled(page)
    box = page.locator("[data-hf-keep]")
    expect(box).to_be_visible()
    for choice in box.locator("input[name=hf-keep-lang]").all():  # this language alone
        if (choice.get_attribute("value") == lang) != choice.is_checked():
            choice.click()
    box.locator("[data-hf-keep-go]").click()
    expect(box).to_have_attribute("data-hf-keep-state", "kept", timeout=RUNTIME_TIMEOUT_MS)
    kept = {url.removeprefix(tab.url("")) for url in cached_urls(page)}
    if lang == "fr":
        assert kept >= FRENCH_SCRIPTS, sorted(FRENCH_SCRIPTS - kept)
    else:
        assert not FRENCH_SCRIPTS & kept  # English search needs no French stemmer

    tab.context.set_offline(True)
    page.goto(tab.url(f"{PREFIX[lang]}asking/"), wait_until="load")
    page.click(".md-search__input")
    page.fill(".md-search__input", WORD[lang])
    page.keyboard.press("End")
    first = page.locator(".md-search-result__link").first
    expect(first).to_be_visible(timeout=30_000)
    href = first.get_attribute("href") or ""
    assert ("/fr/" in href) == (lang == "fr"), href  # this language's pages
    assert not tab.console_errors, tab.console_errors
