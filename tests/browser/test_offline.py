"""The offline copy (issue 11): the service worker sw.js, "Keep this site on this device", the offline page.

Service workers are allowed here only (every other browser test blocks them). What a reader would notice:
- pages and the runtime once opened still work with the network gone: the worked example steps, the play
  page deals and a computer player asks;
- after "Keep this site on this device", offline, every page of that language opens; "Remove" undoes it;
- a page not kept gives the offline page in the reader's language, listing what is kept;
- a new build: online, a reload shows the new page, and no cache of the old build remains.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from browsing import DESKTOP, RUNTIME_TIMEOUT_MS, SITE, Tab, cached_urls, open_tab
from playwright.sync_api import Browser, Page, expect
from siteserver import SiteServer, serve

PREFIX = {"en": "", "fr": "fr/"}
NEXT = {"en": "Next", "fr": "Suivant"}
OFFLINE_TITLE = {"en": "No network", "fr": "Pas de réseau"}
MANIFEST = json.loads((SITE / "offline.json").read_text(encoding="utf-8")) if (SITE / "offline.json").is_file() else {}


@pytest.fixture
def tab(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, site_server, {**DESKTOP, "service_workers": "allow"})


def controlled(page: Page) -> None:
    """Wait until the service worker controls the page."""
    page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=30_000)


def cache_names(page: Page) -> list[str]:
    names: list[str] = page.evaluate("async () => (await caches.keys()).sort()")
    return names


def eventually(page: Page, check: Callable[[], bool], timeout_ms: int = 30_000) -> None:
    """Poll ``check`` (which may evaluate async code in the page) until it holds."""
    deadline = time.monotonic() + timeout_ms / 1000
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"still not true after {timeout_ms} ms: {check.__doc__ or check}")
        page.wait_for_timeout(250)


def wait_runtime_kept(page: Page, base: str, *pages: str) -> None:
    """Wait until the runtime's files (and ``pages``, site-relative) are all in the worker's caches."""
    kept = set(MANIFEST["groups"]["runtime"]) | set(pages)

    def runtime_cached() -> bool:
        return kept <= {url.removeprefix(base) for url in cached_urls(page)}
    eventually(page, runtime_cached, RUNTIME_TIMEOUT_MS)


def worked_example_steps(page: Page, lang: str) -> None:
    widget = page.locator('[data-hf-widget="worked-example"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    before = widget.locator("[data-hf-narration]").inner_text()
    widget.get_by_role("button", name=NEXT[lang], exact=True).click()
    expect(widget.locator("[data-hf-narration]")).not_to_have_text(before)
    expect(widget.locator("[data-hf-narration]")).to_contain_text("A3")


def play_deals_and_computer_asks(page: Page) -> None:
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget.locator(".hf-seat").first).to_be_visible()
    requests = widget.get_attribute("data-hf-requests")
    for _ in range(40):  # our own turn first, maybe: ask, then a computer player's request follows
        if widget.get_attribute("data-hf-turn") == "you":
            widget.locator("[data-hf-target]").first.click()
            widget.locator("[data-hf-ask-card]").first.click()
        else:
            widget.locator('[data-hf-action="next"]').click()
            expect(widget).not_to_have_attribute("data-hf-requests", requests or "", timeout=30_000)
            return
        expect(widget).not_to_have_attribute("data-hf-requests", requests or "", timeout=30_000)
        requests = widget.get_attribute("data-hf-requests")
    raise AssertionError("no computer player's turn came")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_opened_pages_and_runtime_work_offline(tab: Tab, lang: str) -> None:
    page = tab.goto(f"{PREFIX[lang]}worked-example/", settle=False)
    worked_example_steps(page, lang)  # the worked example needs no runtime: play is the page that loads it
    controlled(page)
    page = tab.goto(f"{PREFIX[lang]}play/", settle=False)
    play_deals_and_computer_asks(page)
    wait_runtime_kept(page, tab.server.url, f"{PREFIX[lang]}worked-example/", f"{PREFIX[lang]}play/")

    tab.context.set_offline(True)
    page.reload(wait_until="load")
    play_deals_and_computer_asks(page)
    page.goto(tab.url(f"{PREFIX[lang]}worked-example/"))
    page.reload(wait_until="load")
    worked_example_steps(page, lang)
    assert not tab.foreign_requests

    # A page never opened: the offline page, in the reader's language, listing what is kept.
    page.goto(tab.url(f"{PREFIX[lang]}history/"))
    expect(page.locator("h1").first).to_contain_text(OFFLINE_TITLE[lang])
    assert page.evaluate("document.documentElement.lang").startswith(lang)
    listing = page.locator("[data-hf-offline-list]")
    expect(listing).to_be_visible()
    expect(listing).to_contain_text("history/")  # the page asked for, as text
    links = listing.locator("a").evaluate_all("links => links.map((a) => a.getAttribute('href'))")
    assert any(href.endswith(f"{PREFIX[lang]}play/") for href in links), links
    assert any(href.endswith(f"{PREFIX[lang]}worked-example/") for href in links), links
    assert not any(href.endswith("history/") for href in links)


def test_page_address_is_text_on_the_offline_page(tab: Tab) -> None:
    page = tab.goto("asking/", settle=False)
    controlled(page)
    tab.context.set_offline(True)
    page.goto(tab.url("faq/") + "?x=<img src=x onerror=alert(1)>")
    page.goto(tab.url("offline/") + "?page=" + "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")
    listing = page.locator("[data-hf-offline-list]")
    expect(listing).to_contain_text("<img src=x onerror=alert(1)>")
    assert listing.locator("img").count() == 0


def size_in_bytes(text: str) -> float:
    match = re.search(r"([\d.,\u202f\u00a0]+)\s*(kB|MB|GB|ko|Mo|Go)", text)
    assert match, text
    number = float(match.group(1).replace("\u202f", "").replace("\u00a0", "").replace(",", "."))
    return number * {"k": 1e3, "M": 1e6, "G": 1e9}[match.group(2)[0]]


@pytest.mark.parametrize(("lang", "where"), [("en", "teachers/"), ("fr", "fr/play/")])
def test_keep_this_site_then_every_page_opens_offline(tab: Tab, lang: str, where: str) -> None:
    page = tab.goto(where, settle=False)
    controlled(page)
    box = page.locator("[data-hf-keep]")
    expect(box).to_be_visible()
    # The size first: the chosen language's pages, the shared files and the runtime.
    size = box.locator("[data-hf-keep-size]")
    expect(size).to_contain_text(re.compile(r"\d"))
    chosen = ["shared", "runtime", lang]
    expected = sum(MANIFEST["files"][p][0] for g in chosen for p in MANIFEST["groups"][g])
    expected += sum(MANIFEST["files"][p][0] for p in MANIFEST["offline"].values() if p not in MANIFEST["groups"][lang])
    readable = [p for p in MANIFEST["pages"][lang] if p["url"] not in MANIFEST["offline"].values()]
    assert f"({len(readable)} pages" in size.inner_text()
    shown = size_in_bytes(size.inner_text())
    assert abs(shown - expected) <= 0.06 * expected, (size.inner_text(), expected)

    box.locator("[data-hf-keep-go]").click()
    expect(box).to_have_attribute("data-hf-keep-state", "kept", timeout=RUNTIME_TIMEOUT_MS)
    expect(box.locator("[data-hf-keep-usage]")).to_contain_text(re.compile(r"\d"))
    assert box.locator("[data-hf-keep-status]").inner_text().strip()

    tab.context.set_offline(True)
    for entry in MANIFEST["pages"][lang]:
        page.goto(tab.url(entry["url"]), wait_until="load")
        assert page.title() == entry["title"], entry["url"]
        assert not page.url.rstrip("/").endswith("offline") or "offline" in entry["url"]
    # The other language was not kept: its pages give the offline page.
    other = "fr" if lang == "en" else "en"
    page.goto(tab.url(MANIFEST["pages"][other][0]["url"]))
    expect(page.locator("h1").first).to_contain_text(OFFLINE_TITLE[other])

    # Remove from this device: nothing of the site is left in the caches.
    tab.context.set_offline(False)
    page = tab.goto(where, settle=False)
    controlled(page)
    box = page.locator("[data-hf-keep]")
    expect(box.locator("[data-hf-keep-remove]")).to_be_visible()
    box.locator("[data-hf-keep-remove]").click()
    expect(box).to_have_attribute("data-hf-keep-state", "removed")
    assert cached_urls(page) == []


ROOT = Path(__file__).resolve().parents[2]


def build_site(docs: Path, site: Path) -> dict[str, Any]:
    """``mkdocs build --strict`` of ``docs`` into ``site`` (the project's mkdocs.yml otherwise), then the post-build
    command, as ``make site`` does."""
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    config = config.replace("docs_dir: docs", f"docs_dir: {docs}").replace("site_dir: site", f"site_dir: {site}")
    config = config.replace("custom_dir: overrides", f"custom_dir: {ROOT / 'overrides'}")
    config = re.sub(r"^(  - )overrides/hooks/", rf"\g<1>{ROOT}/overrides/hooks/", config, flags=re.M)
    path = docs.parent / "mkdocs.yml"
    path.write_text(config, encoding="utf-8")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(path)], check=True,
                   cwd=ROOT, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    subprocess.run([sys.executable, "-m", "hf_core.site.postbuild", str(site)], check=True, cwd=ROOT)
    manifest: dict[str, Any] = json.loads((site / "offline.json").read_text(encoding="utf-8"))
    return manifest


def only_build(page: Page, new: dict[str, Any], old: dict[str, Any]) -> None:
    """Wait until the new build's worker has taken over: its caches only, the old build's gone."""
    def only_new() -> bool:
        """only the new build's site cache"""
        return [n for n in cache_names(page) if ":site:" in n] == [f"hf:/:site:{new['build']}"]
    eventually(page, only_new)
    names = cache_names(page)
    assert not any(old["build"] in name for name in names), names
    # The runtime did not change: its cache stays.
    assert any(name.endswith(":runtime:" + old["runtime"]) for name in names), names


def test_new_build_replaces_the_old_one(browser: Browser, tmp_path: Path) -> None:
    """The site built twice, one page changed: the reader gets the new page at once, and only the new build's
    caches remain (with the unchanged files carried over, not downloaded again)."""
    docs, site = tmp_path / "docs", tmp_path / "site"
    shutil.copytree(ROOT / "docs", docs)
    first = build_site(docs, site)
    with (serve(site) as server,
          contextmanager(open_tab)(browser, server, {**DESKTOP, "service_workers": "allow"}) as tab):
        page = tab.goto("explore/", settle=False)  # a page whose widget loads the runtime
        controlled(page)
        wait_runtime_kept(page, tab.server.url)
        page.goto(tab.url("faq/"))
        old = cache_names(page)
        assert any(":site:" + first["build"] in name for name in old), old

        # Second build: one page changed. The reload shows it; only the new build's caches remain; the
        # runtime and every unchanged file were carried over, not downloaded again.
        faq = docs / "faq.md"
        faq.write_text(faq.read_text(encoding="utf-8").replace("\n\n", "\n\nChanged in the second build.\n\n", 1),
                       encoding="utf-8")
        second = build_site(docs, site)
        assert second["build"] != first["build"] and second["assets"] == first["assets"]
        server.traffic.reset()
        page.reload(wait_until="load")
        expect(page.locator("article")).to_contain_text("Changed in the second build.")
        only_build(page, second, first)
        sent = {path for path, _ in server.traffic.snapshot()}
        assert sent <= {"/faq/", "/sw.js", "/search/search_index.json"}, sorted(sent)

        # Third build: a stylesheet changed too. The old worker, seeing a page of a newer build, answers
        # nothing from its caches: the page gets the new stylesheet, never the old one.
        style = docs / "stylesheets" / "site.css"
        style.write_text(style.read_text(encoding="utf-8") + "\n.hf-third-build { color: inherit; }\n",
                         encoding="utf-8")
        third = build_site(docs, site)
        assert third["assets"] != second["assets"]
        page.reload(wait_until="load")
        assert page.evaluate("[...document.styleSheets].some((s) => [...s.cssRules].some("
                             "(r) => r.selectorText === '.hf-third-build'))")
        only_build(page, third, second)

        # The new build's worker answers offline with the new page.
        page.goto(tab.url("worked-example/"))
        tab.context.set_offline(True)
        page.goto(tab.url("faq/"))
        expect(page.locator("article")).to_contain_text("Changed in the second build.")


def test_under_a_sub_path(browser: Browser, tmp_path: Path) -> None:
    """Served at http://host/some/path/: the worker's scope is that folder, and the example works offline."""
    (tmp_path / "some").mkdir()
    (tmp_path / "some" / "path").symlink_to(SITE, target_is_directory=True)
    with (serve(tmp_path) as server,
          contextmanager(open_tab)(browser, server, {**DESKTOP, "service_workers": "allow"}) as tab):
        page = tab.goto("some/path/worked-example/", settle=False)
        controlled(page)
        scope = page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.scope)")
        assert scope == server.url + "some/path/"
        worked_example_steps(page, "en")
        page.goto(server.url + "some/path/explore/")  # the worked example needs no runtime; the explorer does
        wait_runtime_kept(page, server.url + "some/path/", "worked-example/", "explore/")
        assert all(name.startswith("hf:/some/path/:") for name in cache_names(page))
        page.goto(server.url + "some/path/worked-example/")
        tab.context.set_offline(True)
        page.reload(wait_until="load")
        worked_example_steps(page, "en")
        page.goto(server.url + "some/path/history/")
        expect(page.locator("h1").first).to_contain_text(OFFLINE_TITLE["en"])
        assert page.url.startswith(server.url + "some/path/offline/")
