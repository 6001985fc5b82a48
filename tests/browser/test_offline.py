"""The offline copy (issue 11): the service worker sw.js, "Keep this site on this device", the offline page.

Service workers are allowed here only (every other browser test blocks them). What a reader would notice:
- pages and the runtime once opened still work with the network gone: the worked example steps, the play
  page deals and a computer player asks;
- after "Keep this site on this device", offline, every page of that language opens; "Remove" undoes it;
- a page not kept gives the offline page in the reader's language, listing what is kept;
- a new build: online, a reload shows the new page, and no cache of the old build remains;
- what the device keeps is checked when it is used (issue 22): a file planted in the worker's cache by another
  script of the origin never runs, another application's pages below the site's folder and other caches of the
  origin are left alone, and "Remove" wins over a download still in flight and removes everything, saying what;
- below a folder of a shared origin nothing is kept unless the build allows it.
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
from urllib.parse import urlsplit

import pytest
from browsing import DESKTOP, RUNTIME_TIMEOUT_MS, SITE, Tab, cached_urls, open_tab, wait_in_page
from playwright.sync_api import Browser, Page, Request, expect
from playwright.sync_api import Error as PlaywrightError
from siteserver import Gate, SiteServer, serve

from hf_core.words import say

PREFIX = {"en": "", "fr": "fr/"}
NEXT = {"en": "Next", "fr": "Suivant"}
OFFLINE_TITLE = {"en": "No network", "fr": "Pas de réseau"}
MISSING = {lang: say("offline.page.missing", lang) for lang in ("en", "fr")}
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


def eventually(page: Page, predicate: str, arg: Any = None, timeout_ms: int = 30_000) -> None:
    """Wait until ``predicate`` (JavaScript: ``async (arg) => boolean``, asked in the page) holds."""
    if not wait_in_page(page, predicate, arg, timeout_ms):
        raise AssertionError(f"still not true after {timeout_ms} ms: {predicate[:300]} ({arg!r})")


# Every address held in the site's Cache Storage, as cached_urls (browsing.py) lists them; in the page's predicates.
KEPT_URLS = """async () => {
    const urls = [];
    for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
}"""
# Whether every one of these addresses is kept.
ALL_KEPT = ("async (urls) => { const kept = await (" + KEPT_URLS + ")();\n"
            "  return urls.every((url) => kept.includes(url)); }")


def wait_runtime_kept(page: Page, base: str, *pages: str) -> None:
    """Wait until the runtime's files (and ``pages``, site-relative) are all in the worker's caches."""
    kept = set(MANIFEST["groups"]["runtime"]) | set(pages)
    eventually(page, ALL_KEPT, sorted(base + path for path in kept), RUNTIME_TIMEOUT_MS)


def arrived(page: Page, gate: Gate, budget_s: float = RUNTIME_TIMEOUT_MS / 1000) -> None:
    """Wait until a request has come to ``gate`` (one the browser makes by itself, which the tab's routing does not
    see): the server's flag, looked at between Playwright's own waits, which keep the tab's routing running."""
    deadline = time.monotonic() + budget_s
    while not gate.arrived.is_set():
        assert time.monotonic() < deadline, f"nothing came to the server's gate in {budget_s} s"
        page.wait_for_timeout(50)


def asked_by_the_worker(tab: Tab, path: str, trigger: Callable[[], object]) -> None:
    """Run ``trigger``, and wait until the service worker has asked the server for ``path`` (site-relative): a
    download in flight, which the server holds while the path's gate is shut. (Not a wait on ``gate.arrived``: the
    tabs' request routing runs in this thread, so the server's flag could only be polled.)"""
    def asked(request: Request) -> bool:
        return request.service_worker is not None and urlsplit(request.url).path == "/" + path

    with tab.context.expect_event("request", asked, timeout=RUNTIME_TIMEOUT_MS):
        trigger()


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
    expect(listing).to_contain_text(MISSING[lang])  # in plain words: no raw address such as "history/"
    assert "history/" not in listing.inner_text()
    links = listing.locator("a").evaluate_all("links => links.map((a) => a.getAttribute('href'))")
    assert any(href.endswith(f"{PREFIX[lang]}play/") for href in links), links
    assert any(href.endswith(f"{PREFIX[lang]}worked-example/") for href in links), links
    assert not any(href.endswith("history/") for href in links)


def site_cache(page: Page) -> str:
    [name] = [n for n in cache_names(page) if ":site:" in n]
    return name


PLANTED_SCRIPT = "document.documentElement.dataset.planted = 'ran';"


def test_a_file_planted_in_the_cache_never_runs(tab: Tab) -> None:
    page = tab.goto("asking/", settle=False)
    controlled(page)
    script = tab.url("javascripts/diagram-scroll.js")
    eventually(page, ALL_KEPT, [script])
    # Another script of the origin replaces the kept copy (Cache Storage belongs to the whole origin).
    page.evaluate("""async ([name, url, body]) => {
        const headers = { "Content-Type": "text/javascript" };
        await (await caches.open(name)).put(url, new Response(body, { headers }));
    }""", [site_cache(page), script, PLANTED_SCRIPT])
    page.reload(wait_until="load")
    expect(page.locator("article h1")).to_be_visible()
    assert page.evaluate("document.documentElement.dataset.planted") is None
    # The planted copy was dropped, and the build's file is kept again in its place.
    real = (SITE / "javascripts" / "diagram-scroll.js").read_text(encoding="utf-8")

    eventually(page, "async ([name, url, real]) => { const r = await (await caches.open(name)).match(url);"
                     " return r ? (await r.text()) === real : false; }", [site_cache(page), script, real])


def test_another_application_below_the_site_is_left_alone(tab: Tab) -> None:
    """Offline, an address below the site's folder that is not one of its pages (another application of the host)
    gets the browser's own answer, not the site's offline page."""
    other = tab.server.add_page("/hf-admin/", "<!doctype html><title>Another application</title><h1>Admin</h1>")
    page = tab.goto("asking/", settle=False)
    controlled(page)
    page.goto(other)
    expect(page.locator("h1")).to_have_text("Admin")
    page.goto(tab.url("asking/"))
    tab.context.set_offline(True)
    with pytest.raises(PlaywrightError):
        page.goto(other)
    assert "offline" not in page.url


def test_only_the_sites_own_caches_are_read(tab: Tab) -> None:
    """A page held in another cache of the origin is never served for the site's own address."""
    page = tab.goto("asking/", settle=False)
    controlled(page)
    page.evaluate("""async (url) => {
        const planted = "<!doctype html><title>Planted</title><h1>Planted page</h1>";
        await (await caches.open("another-application")).put(url, new Response(planted, {
            headers: { "Content-Type": "text/html" } }));
    }""", tab.url("history/"))
    tab.context.set_offline(True)
    page.goto(tab.url("history/"))
    expect(page.locator("h1").first).to_contain_text(OFFLINE_TITLE["en"])
    assert page.title() != "Planted"


def test_page_address_is_never_shown_on_the_offline_page(tab: Tab) -> None:
    """The offline page says in words that the page is not kept; the address, whatever it holds, is not shown
    (and never becomes HTML)."""
    page = tab.goto("asking/", settle=False)
    controlled(page)
    tab.context.set_offline(True)
    page.goto(tab.url("faq/") + "?x=<img src=x onerror=alert(1)>")
    page.goto(tab.url("offline/") + "?page=" + "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")
    listing = page.locator("[data-hf-offline-list]")
    expect(listing).to_contain_text(MISSING["en"])
    assert "<img" not in listing.inner_text() and "onerror" not in listing.inner_text()
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
        heading = page.locator("h1").first.inner_text().replace("¶", "").strip()
        assert heading == entry["title"], entry["url"]  # the list names a page as its heading does
        assert not page.url.rstrip("/").endswith("offline") or "offline" in entry["url"]
    # Searching works offline too, though search was never used online (its index and lunr come on first use).
    page.click(".md-search__input")
    page.fill(".md-search__input", {"en": "family", "fr": "famille"}[lang])
    page.keyboard.press("End")
    expect(page.locator(".md-search-result__link").first).to_be_visible(timeout=30_000)
    # The other language was not kept: its pages give the offline page.
    other = "fr" if lang == "en" else "en"
    page.goto(tab.url(MANIFEST["pages"][other][0]["url"]))
    expect(page.locator("h1").first).to_contain_text(OFFLINE_TITLE[other])

    # Remove from this device: nothing of the site is left (caches, Python's snapshot, settings, the worker), and
    # the page says what it removed.
    tab.context.set_offline(False)
    page = tab.goto(f"{PREFIX[lang]}explore/", settle=False)
    expect(page.locator('[data-hf-widget="explorer"]')).to_have_attribute("data-hf-ready", "true",
                                                                         timeout=RUNTIME_TIMEOUT_MS)
    eventually(page, SNAPSHOTS, ["/", 1], RUNTIME_TIMEOUT_MS)
    page = tab.goto(where, settle=False)
    controlled(page)
    page.evaluate("__md_set('__palette', {index: 1, color: {scheme: 'slate'}})")  # as Material's colour switch does
    box = page.locator("[data-hf-keep]")
    expect(box.locator("[data-hf-keep-remove]")).to_be_visible()
    box.locator("[data-hf-keep-remove]").click()
    expect(box).to_have_attribute("data-hf-keep-state", "removed")
    assert cache_names(page) == []
    eventually(page, UNREGISTERED)  # the browser's job, asked for by the worker before it answered
    assert page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('/.'))") == []
    said = box.locator("[data-hf-keep-status]").inner_text()
    for words in REMOVED[lang]:
        assert words in said, said
    pages = int(re.search(r"(\d+)", said.split(REMOVED[lang][0], 1)[1]).group(1))
    assert pages >= len(readable)
    expect(box.locator("[data-hf-keep-remove]")).to_be_hidden()


# What "Remove from this device" says it removed (in part): the kept pages first, then the site's settings.
REMOVED = {
    "en": ["kept pages:", "Python’s memory snapshot", "such as light or dark: 1", "the service worker"],
    "fr": ["pages gardées\u00a0:", "l’instantané de la mémoire de Python", "comme le thème clair ou sombre\u00a0: 1",
           "le script d’arrière-plan (service worker)"],
}


# Whether the site at ``scope`` (its path) keeps this many Python snapshots on the device.
SNAPSHOTS = """async ([scope, count]) => {
    let n = 0;
    for (const name of await caches.keys()) {
        if (name.startsWith(`hf:${scope}:python:`)) n += (await (await caches.open(name)).keys()).length;
    }
    return n === count;
}"""

# Whether the worker controlling the page has no store under way (its "status" answer).
WORKER_IDLE = """() => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => { if (event.data.type === "done") resolve(event.data.value.busy === 0); };
    navigator.serviceWorker.controller.postMessage({ type: "status", langs: [] }, [channel.port2]);
})"""


def test_remove_wins_over_a_download_still_in_flight(tab: Tab) -> None:
    page = tab.goto("teachers/", settle=False)
    controlled(page)
    page = tab.goto("teachers/", settle=False)  # now kept: the box offers to remove it
    box = page.locator("[data-hf-keep]")
    expect(box.locator("[data-hf-keep-remove]")).to_be_visible()
    late = "fr/search/search_index.json"  # a file no English page asks for: the worker does not hold it yet
    assert tab.url(late) not in cached_urls(page)
    gate = tab.server.hold("/" + late)
    # The worker is downloading it, to keep it once it has come.
    asked_by_the_worker(tab, late, lambda: page.evaluate(
        "(url) => { window.__late = fetch(url).then((r) => r.arrayBuffer()).then((b) => b.byteLength); }",
        tab.url(late)))
    box.locator("[data-hf-keep-remove]").click()
    expect(box).to_have_attribute("data-hf-keep-state", "removed")
    gate.release.set()
    assert page.evaluate("window.__late") == MANIFEST["files"][late][0]  # the page got the file all the same
    eventually(page, WORKER_IDLE)
    assert cached_urls(page) == []
    assert cache_names(page) == []


def test_remove_wins_over_python_starting(tab: Tab) -> None:
    """The reader removes the site's data while the page's Python is still starting: it keeps nothing afterwards.
    (It opened its snapshot's cache once Pyodide had come, which makes the cache again if the removal has deleted
    it: seen once in a run of the test above on the play page, where Python starts as the page opens.)"""
    page = tab.goto("teachers/", settle=False)
    controlled(page)
    page = tab.goto("teachers/", settle=False)  # now kept: the box offers to remove it
    box = page.locator("[data-hf-keep]")
    expect(box.locator("[data-hf-keep-remove]")).to_be_visible()
    held = "assets/pyodide/pyodide.mjs"  # Python's worker waits for it before it opens any cache
    assert tab.url(held) not in cached_urls(page)
    gate = tab.server.hold("/" + held)
    asked_by_the_worker(tab, held, lambda: page.evaluate("(url) => import(url).then((loader) => loader.start())",
                                                        tab.url("javascripts/hf/loader.js")))
    box.locator("[data-hf-keep-remove]").click()
    expect(box).to_have_attribute("data-hf-keep-state", "removed")
    gate.release.set()
    page.wait_for_function("() => window.__hfRuntimeFrom", timeout=RUNTIME_TIMEOUT_MS)
    assert page.evaluate("() => window.__hfRuntimeFrom") == "start"  # Python started, all the same
    assert cache_names(page) == []


UNREGISTERED = "async () => (await navigator.serviceWorker.getRegistration()) === undefined"


def test_the_keep_box_does_not_wait_for_the_browsers_check_of_the_worker(tab: Tab) -> None:
    """The browser checks sw.js for a new build after the pages it opens (and when asked to), one registration job
    at a time: navigator.serviceWorker.register() and the worker's unregister() wait behind a check still on its way,
    as long as a slow or stalled network takes. The box reads the registration the device already has and does not
    wait: while the check is held at the server, it says what is kept, and "Remove" removes it and says so. "Keep"
    right after registers the worker again once the check has come back, and keeps the site. (Chromium then gives
    back the registration it was removing, with the worker that had stopped keeping anything: before sw.js's revive(),
    "Keep" right after "Remove" failed, "removed from this device", with or without a check under way. And before,
    the box stayed hidden until the check came back: in make test once, for the 30 s of
    test_keep_this_site_then_every_page_opens_offline's wait.)"""
    page = tab.goto("teachers/", settle=False)
    controlled(page)
    page = tab.goto("teachers/", settle=False)  # now kept: the box offers to remove it
    expect(page.locator("[data-hf-keep-remove]")).to_be_visible()
    gate = tab.server.hold("/sw.js")
    try:
        # A check of sw.js, as the browser makes after a page: queued now, and held at the server once it asks.
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => { window.__check = r.update(); })")
        arrived(page, gate)
        page = tab.goto("teachers/", settle=False)
        box = page.locator("[data-hf-keep]")
        expect(box.locator("[data-hf-keep-size]")).to_contain_text(re.compile(r"\d"))
        expect(box.locator("[data-hf-keep-remove]")).to_be_visible()
        box.locator("[data-hf-keep-remove]").click()
        expect(box).to_have_attribute("data-hf-keep-state", "removed")
        assert cache_names(page) == []
        assert REMOVED["en"][0] in box.locator("[data-hf-keep-status]").inner_text()  # "kept pages:" and how many
        assert not gate.release.is_set() and gate.asked == ["/sw.js"]  # the check came, and is still held
        # Keep again at once: the page registers the worker again, after the unregistration, so after the check.
        box.locator("[data-hf-keep-go]").click()
        expect(box).to_have_attribute("data-hf-keep-state", "keeping")
    finally:
        gate.release.set()
        del tab.server.gates["/sw.js"]
    expect(box).to_have_attribute("data-hf-keep-state", "kept", timeout=RUNTIME_TIMEOUT_MS)
    expect(box).to_have_attribute("data-hf-kept", "en")
    expect(box.locator("[data-hf-keep-remove]")).to_be_visible()
    script = page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.active.scriptURL)")
    assert script == tab.url("sw.js")


KEEP_BY_MESSAGE = """(langs) => {
    const messages = [];
    (window.__keeps = window.__keeps || []).push(messages);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => messages.push(event.data);
    navigator.serviceWorker.controller.postMessage({ type: "keep", langs }, [channel.port2]);
}"""


def test_a_file_asked_for_twice_at_once_is_downloaded_and_written_once(tab: Tab) -> None:
    """Two "keep"s at once (two tabs, or the page's Python asking for its runtime to be kept while the worker still
    downloads it) fetch and write each file once: the second waits for the write under way. (Two writes of one
    entry were suspected of a failure seen once: a page reloaded right after the runtime was kept found its wasm
    file missing.) Without timing: the first download is held at the server until the second keep has done all
    the rest."""
    page = tab.goto("teachers/", settle=False)
    controlled(page)
    held = "assets/pyodide/pyodide.asm.wasm"
    assert tab.url(held) not in cached_urls(page)
    size = MANIFEST["files"][held][0]
    gate = tab.server.hold("/" + held)
    asked_by_the_worker(tab, held, lambda: page.evaluate(KEEP_BY_MESSAGE, ["en"]))
    page.evaluate(KEEP_BY_MESSAGE, ["en"])
    # The second keep has kept everything but the held file.
    page.wait_for_function("""(size) => { const last = window.__keeps[1].at(-1);
        return Boolean(last) && last.type === "progress" && last.done === last.total - size; }""", arg=size,
                           timeout=RUNTIME_TIMEOUT_MS)
    gate.release.set()
    # Both keeps have answered.
    page.wait_for_function("() => window.__keeps.every((m) => ['done', 'failed'].includes((m.at(-1) || {}).type))",
                           timeout=RUNTIME_TIMEOUT_MS)
    assert page.evaluate("() => window.__keeps.map((m) => m.at(-1).type)") == ["done", "done"], \
        page.evaluate("() => window.__keeps.map((m) => m.at(-1))")
    assert len(gate.asked) == 1, gate.asked  # the second keep waited for the first's download
    assert tab.url(held) in cached_urls(page)
    assert page.evaluate("() => window.__keeps.map((m) => m.at(-1).value.missing)") == [0, 0]


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
    eventually(page, "async (only) => { const sites = (await caches.keys()).filter((n) => n.includes(':site:'));"
                     " return sites.length === 1 && sites[0] === only; }", f"hf:/:site:{new['build']}")
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
        # Snapshots of older runtimes, as an earlier build's page worker kept them (one cache for every runtime,
        # then one per runtime): the new build's worker deletes them when it activates.
        older = ["hf:/:python", "hf:/:python:0.0.0-older"]
        page.evaluate("""async (names) => {
            for (const name of names) {
                const key = new URL(`assets/pyodide/python-snapshot?v=${name.length}-gz`, location.href).href;
                await (await caches.open(name)).put(key, new Response(new Uint8Array(64)));
            }
        }""", older)
        server.traffic.reset()
        page.reload(wait_until="load")
        expect(page.locator("article")).to_contain_text("Changed in the second build.")
        only_build(page, second, first)
        eventually(page, "async (older) => !(await caches.keys()).some((n) => older.includes(n))", older)
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


def allowing_copy(tmp_path: Path) -> Path:
    """The built site, finished again by the post-build command with --shared-origin-storage."""
    copy = tmp_path / "allowing"
    shutil.copytree(SITE, copy)
    subprocess.run([sys.executable, "-m", "hf_core.site.postbuild", str(copy), "--shared-origin-storage"], check=True,
                   cwd=ROOT)
    return copy


COPY_SNAPSHOT = """async ([from, to]) => {
    const source = (await caches.keys()).find((name) => name.startsWith(`hf:${from}:python:`));
    const cache = await caches.open(source);
    const [request] = await cache.keys();
    const key = request.url.replace(from, to);
    await (await caches.open(source.replace(from, to))).put(key, await cache.match(request));
}"""


def test_under_a_sub_path(browser: Browser, tmp_path: Path) -> None:
    """Served at http://host/some/path/ by a build that allows it (--shared-origin-storage): the worker's scope is
    that folder, and the example works offline. By the default build, nothing is kept there: no worker, no cache,
    and a snapshot put where the site would keep its own is not used (and removed)."""
    (tmp_path / "kept").mkdir()
    (tmp_path / "kept" / "path").symlink_to(allowing_copy(tmp_path), target_is_directory=True)
    (tmp_path / "some").mkdir()
    (tmp_path / "some" / "path").symlink_to(SITE, target_is_directory=True)
    with (serve(tmp_path) as server,
          contextmanager(open_tab)(browser, server, {**DESKTOP, "service_workers": "allow"}) as tab):
        page = tab.goto("kept/path/worked-example/", settle=False)
        controlled(page)
        scope = page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.scope)")
        assert scope == server.url + "kept/path/"
        worked_example_steps(page, "en")
        page.goto(server.url + "kept/path/explore/")  # the worked example needs no runtime; the explorer does
        wait_runtime_kept(page, server.url + "kept/path/", "worked-example/", "explore/")
        eventually(page, SNAPSHOTS, ["/kept/path/", 1], RUNTIME_TIMEOUT_MS)
        assert all(name.startswith("hf:/kept/path/:") for name in cache_names(page))
        page.goto(server.url + "kept/path/worked-example/")
        tab.context.set_offline(True)
        page.reload(wait_until="load")
        worked_example_steps(page, "en")
        page.goto(server.url + "kept/path/history/")
        expect(page.locator("h1").first).to_contain_text(OFFLINE_TITLE["en"])
        assert page.url.startswith(server.url + "kept/path/offline/")

        # The default build below a folder: another site of the origin put a snapshot where this one would look.
        tab.context.set_offline(False)
        page.evaluate(COPY_SNAPSHOT, ["/kept/path/", "/some/path/"])
        page.goto(server.url + "some/path/explore/")
        explorer = page.locator('[data-hf-widget="explorer"]')
        expect(explorer).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
        assert page.evaluate("window.__hfRuntimeFrom") == "start"
        eventually(page, "async () => !(await caches.keys()).some((n) => n.startsWith('hf:/some/path/:'))")
        registration = "navigator.serviceWorker.getRegistration().then((r) => r ? r.scope : null)"
        assert page.evaluate(registration) is None
        page.goto(server.url + "some/path/teachers/")
        expect(page.locator("[data-hf-keep]")).to_be_hidden()
        assert page.evaluate(registration) is None
