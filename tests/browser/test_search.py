"""Search in a real browser: each language searches only its own pages (one index per language,
overrides/hooks/search.py), and a result opens the page in the reader's language.

Uses the shared fixtures of conftest.py (the built site on 127.0.0.1, Debian's Chromium).
"""

from __future__ import annotations

import pytest
from browsing import Tab

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit

# Material shows its placeholder, then "initialising search" while its worker loads the index, then the
# count: wait for one of the count sentences of the page's language.
WAIT_RESULTS_JS = """() => {
    const meta = document.querySelector('.md-search-result__meta');
    const t = JSON.parse(document.getElementById('__config').textContent).translations;
    if (!meta) return false;
    const text = meta.textContent.trim();
    const other = new RegExp('^' + t['search.result.other'].replace('#', '\\\\d+') + '$');
    return text === t['search.result.none'] || text === t['search.result.one'] || other.test(text);
}"""


WAIT_PLACEHOLDER_JS = """() => {
    const meta = document.querySelector('.md-search-result__meta');
    const t = JSON.parse(document.getElementById('__config').textContent).translations;
    return !!meta && meta.textContent.trim() === t['search.result.placeholder'];
}"""


def search(tab: Tab, path: str, query: str) -> list[str]:
    """Type ``query`` in the search box of ``path``; the site paths the results link to."""
    page = tab.goto(path, settle=False)
    page.click(".md-search__input")
    # Material writes each answer of its worker with the query as it is when the answer comes: the answer to the
    # empty query of the opened box, late on a loaded machine, read "no matching documents" for "A3" typed meanwhile
    # (stop 54's clean run). Type only once that answer is in (its placeholder shown).
    page.wait_for_function(WAIT_PLACEHOLDER_JS, timeout=15_000)
    # the whole query at once, then one key: Material searches on each key released, and a result for
    # a part of the word typed so far ("A" of "A3") would otherwise be read as the answer
    page.fill(".md-search__input", query)
    page.keyboard.press("End")
    page.wait_for_function(WAIT_RESULTS_JS, timeout=15_000)
    links: list[str] = page.eval_on_selector_all(
        ".md-search-result__link", "els => els.map((a) => a.href)")
    root = tab.server.url
    assert all(link.startswith(root) for link in links), links
    return [link[len(root):] for link in links]


def test_french_page_finds_french_pages_only(desktop: Tab) -> None:
    # "pioche" is in many French pages, and in one English one (other rules, about Sept familles).
    found = search(desktop, "fr/faq/", "pioche")
    assert found, "no result for 'pioche' on a French page"
    assert all(path.startswith("fr/") for path in found), found
    assert any(path.startswith("fr/faq/") for path in found), found
    # An English-only word finds nothing from a French page.
    assert search(desktop, "fr/faq/", "shuffle") == []
    # A result opens the French page it names.
    page = desktop.page
    found = search(desktop, "fr/asking/", "pioche")
    target = found[0].split("?")[0]
    with page.expect_navigation():
        page.click(".md-search-result__link >> nth=0")
    assert page.url.startswith(desktop.url(target))
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.title() != ""
    assert not desktop.console_errors
    assert not desktop.foreign_requests


def test_english_page_finds_english_pages_only(desktop: Tab) -> None:
    found = search(desktop, "faq/", "shuffle")
    assert found, "no result for 'shuffle' on an English page"
    assert not [path for path in found if path.startswith("fr/")], found
    # A French word from the French pages finds at most the English page about French rules.
    assert not [path for path in search(desktop, "faq/", "pioche") if path.startswith("fr/")]
    page = desktop.page
    with page.expect_navigation():
        page.click(".md-search-result__link >> nth=0")
    assert page.evaluate("document.documentElement.lang") == "en"
    assert "/fr/" not in page.url
    assert not desktop.console_errors
    assert not desktop.foreign_requests


def found_count(tab: Tab, path: str, query: str) -> int:
    """How many pages Material says ``query`` found on ``path`` (its results are shown ten at a time)."""
    search(tab, path, query)
    meta: str = tab.page.inner_text(".md-search-result__meta")
    digits = "".join(ch for ch in meta.split()[0] if ch.isdigit())
    return int(digits) if digits else 0


def test_a_word_finds_its_pages_whatever_its_ending(desktop: Tab) -> None:
    # The index holds stems; each word typed is looked up by its stem as well as by prefix, so
    # two forms of one word find the same pages, including forms no page uses ("piochons").
    for path, forms in (
        ("fr/", ("piochons", "pioche", "piocher")),
        ("fr/", ("demandé", "demander")),
        ("fr/", ("familles", "famille")),
        ("", ("asked", "asking")),
        ("", ("dealing", "deals")),
    ):
        counts = {form: found_count(desktop, path, form) for form in forms}
        assert counts[forms[0]] > 1 and len(set(counts.values())) == 1, (path, counts)
    # A card label is a word of its own on both sides (no trimmer turns "A3" into the stop word "a").
    assert found_count(desktop, "fr/", "A3") > 1 and found_count(desktop, "", "A3") > 1
    # The word typed is not struck out as missing when only its stem is in the page.
    search(desktop, "fr/", "piochons")
    assert desktop.page.locator(".md-search-result del").count() == 0
    assert not desktop.console_errors
