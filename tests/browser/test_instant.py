"""Instant navigation (issue 11, item 7: no second wait): moving between pages of one language by the site's
links swaps the content in place, so the Python runtime started on one widget page serves the next ones.

What a reader would notice, checked here: the second widget page answers without loading Python again (one
start of the runtime, pyodide.asm.wasm fetched once, the document never reloaded) and its widget works; back
and forward show the right page; the language switch, used after moving on, lands on the twin of the page on
screen with its place kept; pages without widgets read as they do when loaded directly (content, title,
navigation, the diagrams' scroll hints).

``make site`` first; Python starts once per test that needs it, so run this file alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import parse_qs, urlsplit

import pytest
from browsing import (
    DESKTOP,
    RUNTIME_TIMEOUT_MS,
    SITE,
    Tab,
    cached_urls,
    frames,
    one_request,
    open_tab,
    wait_in_page,
)
from playwright.sync_api import Browser, Locator, Page, expect
from siteserver import SiteServer, serve
from test_headers import RECORD_VIOLATIONS, recommended_headers, violations

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit

PREFIX = {"en": "", "fr": "fr/"}
MARK = "window.__hfSameDocument"  # set in the page: it survives only if the document was never reloaded


def ready(page: Page, widget: str) -> Locator:
    box = page.locator(f'[data-hf-widget="{widget}"]')
    expect(box).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return box


def follow(page: Page, path: str) -> None:
    """Click the navigation sidebar's link to path (site-relative, such as "fr/explore/"), as a reader would."""
    link = page.locator(f'.md-sidebar--primary a.md-nav__link[href$="{path.removeprefix("fr/")}"]')
    link.first.click()
    expect(page).to_have_url(re.compile(re.escape(path) + r"(\?.*)?$"))


def mark_document(page: Page) -> None:
    page.evaluate(f"{MARK} = true")


def same_document(page: Page) -> bool:
    return bool(page.evaluate(f"{MARK} === true"))


def runtime_starts(page: Page) -> int:
    return int(page.evaluate("window.__hfRuntimeStarts || 0"))


def wasm_fetches(tab: Tab) -> int:
    return sum(1 for url in tab.requested if urlsplit(url).path.endswith("/pyodide.asm.wasm"))


def served_title(page: Page, url: str) -> str:
    """The <title> the server sends for url."""
    title: str = page.evaluate(
        "async (url) => new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html').title", url)
    return title


def errors(tab: Tab) -> list[str]:
    return [e for e in tab.console_errors if "sitemap.xml" not in e]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_play_to_explorer_and_back_keeps_one_runtime(desktop: Tab, lang: str) -> None:
    prefix = PREFIX[lang]
    page = desktop.goto(f"{prefix}play/", settle=False)
    play = ready(page, "play")
    assert runtime_starts(page) == 1
    mark_document(page)

    follow(page, f"{prefix}explore/")
    explorer = ready(page, "explorer")
    assert same_document(page), "the page was reloaded"
    assert runtime_starts(page) == 1 and wasm_fetches(desktop) == 1, "Python started again"
    assert page.evaluate("document.documentElement.lang").startswith(lang)
    expect(page.locator("h1")).to_have_count(1)
    assert page.title() == served_title(page, desktop.url(f"{prefix}explore/"))
    active = page.locator(".md-sidebar--primary .md-nav__link--active").last.evaluate("a => a.href")
    assert active == desktop.url(f"{prefix}explore/"), active
    # The explorer answers: a legal request from its lists.
    explorer.get_by_role("button", name=re.compile(r"^(Ask|Demander)$")).click()
    expect(explorer).to_have_attribute("data-hf-requests", "1")
    assert page.locator('[data-hf-widget="play"]').count() == 0

    # Back to play: the same runtime, and the play page works again.
    page.go_back()
    expect(page).to_have_url(re.compile(re.escape(f"{prefix}play/") + r"(\?.*)?$"))
    play = ready(page, "play")
    assert same_document(page) and runtime_starts(page) == 1 and wasm_fetches(desktop) == 1
    one_request(play)
    # Forward to the explorer, where the share link kept its position.
    page.go_forward()
    explorer = ready(page, "explorer")
    assert same_document(page) and runtime_starts(page) == 1
    expect(explorer).to_have_attribute("data-hf-requests", "1")
    assert errors(desktop) == []
    assert not desktop.foreign_requests


def test_class_deal_link_opens_play_in_place(desktop: Tab) -> None:
    """The teachers' class deal -> its play link: the play page gets the deal from the address, with the
    runtime the teachers' page started."""
    page = desktop.goto("teachers/", settle=False)
    page.locator('[data-hf-widget="class-deal"]').scroll_into_view_if_needed()  # Python starts on need
    box = ready(page, "class-deal")
    code = box.get_attribute("data-hf-code") or ""
    mark_document(page)
    box.locator("[data-hf-play]").click()
    expect(page).to_have_url(re.compile(r"/play/\?"))
    play = ready(page, "play")
    assert same_document(page) and runtime_starts(page) == 1
    expect(play.locator("[data-hf-code]")).to_have_text(code)
    one_request(play)
    assert errors(desktop) == []


@pytest.mark.parametrize(("start", "to", "twin"), [("en", "worked-example/", "fr/worked-example/"),
                                                  ("fr", "fr/worked-example/", "worked-example/")])
def test_language_switch_after_moving_on_lands_on_the_twin(desktop: Tab, start: str, to: str, twin: str) -> None:
    page = desktop.goto(f"{PREFIX[start]}faq/", settle=False)
    mark_document(page)
    follow(page, to)
    widget = ready(page, "worked-example")
    assert same_document(page)
    widget.locator('[data-hf-action="next"]').click()
    widget.locator('[data-hf-action="next"]').click()
    expect(page).to_have_url(re.compile(r"\?step=2$"))
    # The switcher now names this page's twin, not the first page's (fr/faq/).
    other = "fr" if start == "en" else "en"
    link = page.locator(f'.md-header .md-select a[hreflang="{other}"]')
    assert urlsplit(link.get_attribute("href") or "").path.endswith("/" + twin)
    page.locator(".md-header .md-select button").hover()
    with page.expect_navigation():
        link.click()
    assert urlsplit(page.url).path == urlsplit(desktop.url(twin)).path
    assert parse_qs(urlsplit(page.url).query) == {"step": ["2"]}
    assert page.evaluate("document.documentElement.lang").startswith(other)
    expect(ready(page, "worked-example")).to_have_attribute("data-hf-step", "2")
    assert not same_document(page), "another language is a page load (its words and search index)"
    assert errors(desktop) == []


def test_back_and_forward_with_anchors(desktop: Tab) -> None:
    page = desktop.goto("asking/", settle=False)
    mark_document(page)
    title = page.title()
    anchor = page.locator(".md-sidebar--secondary a.md-nav__link").nth(1)
    anchor_href = anchor.get_attribute("href") or ""
    anchor.click()
    expect(page).to_have_url(re.compile(re.escape(anchor_href) + "$"))
    follow(page, "dealing/")
    expect(page.locator("h1")).to_contain_text(re.compile("Deal", re.I))
    dealing_title = page.title()
    assert dealing_title != title
    page.go_back()
    expect(page).to_have_url(re.compile(re.escape("asking/" + anchor_href) + "$"))
    expect(page).to_have_title(title)
    page.go_back()
    expect(page).to_have_url(re.compile(r"/asking/$"))
    expect(page).to_have_title(title)
    page.go_forward()
    page.go_forward()
    expect(page).to_have_url(re.compile(r"/dealing/$"))
    expect(page).to_have_title(dealing_title)
    assert same_document(page)
    assert errors(desktop) == []


def drawn(page: Page) -> None:
    """Wait until the page on screen has been drawn twice since its scripts set it up: the diagrams' ResizeObserver
    has said whether each overflows. (Its scripts have run by then: on a load, before the load event; after an
    instant navigation, in the task that set the new address, instant.js.)"""
    frames(page)


def snapshot(page: Page) -> dict[str, object]:
    """What a reader sees of a page without widgets, once the page's scripts have run."""
    return page.evaluate(
        """() => ({
            title: document.title,
            lang: document.documentElement.lang,
            text: document.querySelector('.md-content').innerText,
            active: [...document.querySelectorAll('.md-sidebar--primary .md-nav__link--active')].map((a) => a.href),
            toc: [...document.querySelectorAll('.md-sidebar--secondary a.md-nav__link')].map((a) => a.href),
            next: [...document.querySelectorAll('.md-footer__link')].map((a) => a.href),
            overflowing: [...document.querySelectorAll('.hf-diagram')]
                .map((f) => f.classList.contains('is-overflowing')),
            rel: [...document.querySelectorAll('link[rel=prev], link[rel=next]')].map((l) => l.href),
            description: document.querySelector('meta[name=description]')?.content,
        })"""
    )


@pytest.mark.parametrize(("start", "path"), [("", "glossary/"), ("fr/", "fr/asking/")])
def test_pages_without_widgets_read_as_on_a_full_load(phone: Tab, start: str, path: str) -> None:
    """On a phone (diagrams overflow and show their scroll hint): arriving by instant navigation gives the same
    page as loading it."""
    page = phone.goto(path, settle=False)
    drawn(page)
    direct = snapshot(page)
    page = phone.goto(start, settle=False)
    mark_document(page)
    # The reader opens the navigation drawer and picks the page (clicked from script: on a phone the
    # sections are levels of the drawer, what is tested here is the page reached).
    page.locator('.md-header label[for="__drawer"]').first.tap()
    expect(page.locator("#__drawer")).to_be_checked()
    page.locator(f'.md-sidebar--primary a.md-nav__link[href$="{path.removeprefix(start)}"]').first.evaluate(
        "a => a.click()")
    expect(page).to_have_url(re.compile(re.escape(path) + "$"))
    expect(page.locator("#__drawer")).not_to_be_checked()  # Material closes it on arrival
    drawn(page)  # (arrived with the address: instant.js sets both in one task)
    assert same_document(page)
    assert snapshot(page) == direct
    assert errors(phone) == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_page_reached_in_place_is_announced_by_its_title(desktop: Tab, lang: str) -> None:
    """A screen reader hears the new page's title, as it would on a page load: a polite live region says it."""
    page = desktop.goto(f"{PREFIX[lang]}faq/", settle=False)
    mark_document(page)
    follow(page, f"{PREFIX[lang]}glossary/")
    assert same_document(page)
    region = page.locator("[data-hf-announce]")
    expect(region).to_have_attribute("aria-live", "polite")
    expect(region).to_have_text(served_title(page, page.url))
    assert region.bounding_box() is not None and region.bounding_box()["width"] <= 1  # type: ignore[index]
    assert errors(desktop) == []


# Counts, per style sheet, the times it was loaded into the page (a <link> loads again whenever its address is set,
# and holds no sheet meanwhile); read with SHEETS_LOADED once every <link> holds its sheet.
COUNT_SHEET_LOADS = """window.hfSheetLoads = {};
document.addEventListener('load', (event) => {
  const link = event.target;
  if (link instanceof HTMLLinkElement && link.relList.contains('stylesheet')) {
    window.hfSheetLoads[link.href] = (window.hfSheetLoads[link.href] || 0) + 1;
  }
}, true);"""
SHEETS_LOADED = """() => {
  const links = [...document.querySelectorAll('link[rel~="stylesheet"]')];
  return links.every((l) => l.sheet) ? Object.fromEntries(links.map((l) => [l.href, window.hfSheetLoads[l.href]]))
    : null;
}"""


@pytest.mark.first_visit
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_style_sheets_load_once_and_stay_through_pages_reached_in_place(desktop: Tab, lang: str) -> None:
    """Issue 21: the worked example jumped while its page loaded, in about 1 load in 10 on a slow link, because the
    start of instant navigation set each style sheet's address again (made absolute), and a sheet loading again
    leaves the page without it meanwhile. Each sheet is loaded once, and moving on in place loads none again."""
    desktop.page.add_init_script(COUNT_SHEET_LOADS)
    page = desktop.goto(f"{PREFIX[lang]}worked-example/", settle=False)
    first = page.wait_for_function(SHEETS_LOADED).json_value()
    assert first and set(first.values()) == {1}, first
    mark_document(page)
    follow(page, f"{PREFIX[lang]}glossary/")
    assert same_document(page)
    after = page.wait_for_function(SHEETS_LOADED).json_value()
    assert after == first, after
    assert errors(desktop) == []


def test_links_out_of_the_language_or_to_files_load_for_real(desktop: Tab) -> None:
    page = desktop.goto("", settle=False)
    mark_document(page)
    page.locator('.md-header .md-select button').hover()
    with page.expect_navigation():
        page.locator('.md-header .md-select a[hreflang="fr"]').click()
    assert not same_document(page)
    assert page.evaluate("document.documentElement.lang").startswith("fr")


@pytest.fixture
def sw_tab(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    """A tab with service workers allowed (the offline copy, test_offline.py)."""
    yield from open_tab(browser, site_server, {**DESKTOP, "service_workers": "allow"})


# Whether every one of these pages (site-relative paths) is kept in the site's Cache Storage.
KEPT = """async (paths) => {
    const kept = [];
    for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname);
    }
    return paths.every((path) => kept.some((url) => url.endsWith('/' + path)));
}"""


def test_with_the_service_worker_pages_reached_in_place_are_kept_and_work_offline(sw_tab: Tab) -> None:
    page = sw_tab.goto("faq/", settle=False)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30_000)
    mark_document(page)
    follow(page, "glossary/")
    expect(page.locator("h1")).to_contain_text("Glossary")
    # The worker keeps the page it answered.
    assert wait_in_page(page, KEPT, ["glossary/", "faq/"], budget_ms=30_000), cached_urls(page)
    sw_tab.context.set_offline(True)
    # A kept page: in place, from the worker's cache.
    follow(page, "faq/")
    expect(page.locator("h1")).to_contain_text("Common questions")
    assert same_document(page)
    # A page never opened: a real load, and the worker's offline page.
    with page.expect_navigation():
        page.locator('.md-sidebar--primary a.md-nav__link[href$="history/"]').first.click()
    expect(page.locator("h1").first).to_contain_text("No network")
    assert not same_document(page)
    sw_tab.context.set_offline(False)


def test_leaving_the_projector_view_gives_the_keys_back(desktop: Tab) -> None:
    page = desktop.goto("faq/", settle=False)
    follow(page, "play/")
    play = ready(page, "play")
    play.locator('[data-hf-action="projector"]').click()
    expect(page.locator("html")).to_have_class(re.compile(r"\bhf-projector-on\b"))
    page.go_back()
    expect(page.locator("h1")).to_contain_text("Common questions")
    expect(page.locator("html")).not_to_have_class(re.compile(r"\bhf-projector-on\b"))
    # The arrow keys and the space bar scroll this page again: nothing of the play page takes them.
    taken = page.evaluate("""() => ['ArrowRight', ' ', 'PageDown'].map((key) => {
        const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
        document.body.dispatchEvent(event);
        return event.defaultPrevented;
    })""")
    assert taken == [False, False, False]
    assert errors(desktop) == []


COUNT_CALLS = """
window.__hfCalls = [];
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.type === "call") window.__hfCalls.push(message.func);
  return post.call(this, message, ...rest);
};
"""


def test_a_tally_left_running_stops_and_the_next_page_answers(desktop: Tab) -> None:
    page = desktop.page
    page.add_init_script(COUNT_CALLS)
    page = desktop.goto("begin/", settle=False)
    tally = ready(page, "tally")
    tally.locator('select[name="games"]').select_option("1000")
    tally.locator('[data-hf-action="run"]').click()
    expect(tally.locator("tr[data-seat]").first).to_be_visible(timeout=RUNTIME_TIMEOUT_MS)  # a batch is in
    mark_document(page)
    follow(page, "explore/")
    explorer = ready(page, "explorer")
    assert same_document(page) and runtime_starts(page) == 1
    calls = page.evaluate("window.__hfCalls.filter((f) => f === 'tally_games').length")
    explorer.get_by_role("button", name="Ask", exact=True).click()
    expect(explorer).to_have_attribute("data-hf-requests", "1")
    # The end of the window: the explorer's answer has come, after the answer to any batch the tally still had
    # under way (the worker answers its calls in order, each at once); a tally that went on would have asked again
    # as soon as that answer came, before this one.
    assert page.evaluate("window.__hfCalls.filter((f) => f === 'tally_games').length") == calls, \
        "the tally of the page left kept asking Python"
    assert errors(desktop) == []


def test_a_rule_link_to_another_page_scrolls_to_the_rule_and_outlines_it(desktop: Tab) -> None:
    page = desktop.goto("glossary/", settle=False)
    mark_document(page)
    page.locator('.md-content a[href$="asking/#ask-failure-passes-to-asked"]').first.click()
    expect(page).to_have_url(re.compile(r"/asking/#ask-failure-passes-to-asked$"))
    rule = page.locator("#ask-failure-passes-to-asked")
    expect(rule).to_be_in_viewport()
    assert rule.evaluate("el => el.matches(':target')"), "the rule is not the page's target"
    assert same_document(page)
    page.go_back()
    expect(page).to_have_url(re.compile(r"/glossary/$"))
    expect(page.locator("h1")).to_contain_text("Glossary")
    assert errors(desktop) == []


@pytest.mark.first_visit
def test_a_page_of_another_build_loads_for_real(desktop: Tab, site_server: SiteServer) -> None:
    """A new build went online while the reader was reading: its page is loaded, never mixed with this
    document's scripts and runtime."""
    html = (SITE / "glossary" / "index.html").read_text(encoding="utf-8")
    newer = re.sub(r'(<meta name="hf-assets" content=")[0-9a-f]+', r"\g<1>0000000000000000", html, count=1)
    assert newer != html
    site_server.add_page("/glossary/", newer)
    try:
        page = desktop.goto("faq/", settle=False)
        mark_document(page)
        with page.expect_navigation(wait_until="load"):
            page.locator('.md-sidebar--primary a.md-nav__link[href$="glossary/"]').first.click()
        expect(page.locator("h1")).to_contain_text("Glossary")
        page.wait_for_load_state("load")
        assert not same_document(page)
    finally:
        site_server.overlays.pop("/glossary/", None)


SNAPSHOT = """async () => {
    const names = (await caches.keys()).filter((name) => name.includes(':python:'));
    if (names.length !== 1) return [];
    const cache = await caches.open(names[0]);
    const out = [];
    for (const request of await cache.keys()) {
        out.push([request.url, (await (await cache.match(request)).arrayBuffer()).byteLength]);
    }
    return out;
}"""


def kept_snapshot(page: Page, smallest: int = 1) -> list[list[object]]:
    """Wait (up to a minute) until the worker has kept one snapshot of at least ``smallest`` bytes; return the
    cache's entries. (wait_for_function cannot await: an async predicate's promise is always truthy.)"""
    one = "async (smallest) => { const entries = await (" + SNAPSHOT + ")();\n" \
          "  return entries.length === 1 && entries[0][1] >= smallest; }"
    if not wait_in_page(page, one, smallest, budget_ms=60_000):
        raise AssertionError(f"no snapshot kept: {page.evaluate(SNAPSHOT)}")
    entries: list[list[object]] = page.evaluate(SNAPSHOT)
    return entries


def started_from(page: Page) -> str:
    return str(page.evaluate("window.__hfRuntimeFrom"))


@pytest.mark.first_visit
def test_a_second_visit_starts_python_from_the_kept_snapshot(desktop: Tab) -> None:
    page = desktop.goto("explore/", settle=False)
    ready(page, "explorer")
    assert started_from(page) == "start"
    [(key, size)] = kept_snapshot(page)
    assert "/assets/pyodide/python-snapshot?v=" in key, key
    # Kept without its pages of zeros (snapshot-pages.js): about half of Python's whole memory (about 31 MB).
    assert 5_000_000 < size < 22_000_000, size
    # A new visit (a reload: a full load) restores it, and every widget call works (the wheel's files are back).
    page.reload()
    explorer = ready(page, "explorer")
    assert started_from(page) == "snapshot"
    explorer.get_by_role("button", name="Ask", exact=True).click()
    expect(explorer).to_have_attribute("data-hf-requests", "1")
    follow(page, "play/")
    play = ready(page, "play")
    one_request(play)
    assert errors(desktop) == []


@pytest.mark.first_visit
def test_a_broken_snapshot_gives_way_to_a_fresh_start(desktop: Tab) -> None:
    page = desktop.goto("explore/", settle=False)
    ready(page, "explorer")
    [(key, _)] = kept_snapshot(page)
    page.evaluate("""async (key) => {
        const name = (await caches.keys()).find((n) => n.includes(':python:'));
        await (await caches.open(name)).put(key, new Response(new Uint8Array(4096).fill(7)));
    }""", key)
    page.reload()
    explorer = ready(page, "explorer")
    assert started_from(page) == "start"
    explorer.get_by_role("button", name="Ask", exact=True).click()
    expect(explorer).to_have_attribute("data-hf-requests", "1", timeout=RUNTIME_TIMEOUT_MS)
    # A good snapshot takes the broken one's place.
    kept_snapshot(page, smallest=4097)
    assert errors(desktop) == []


# A Python made in the page by another worker, with hf_core.web.ping replaced, then its memory snapshot: what a
# script of the same origin could put where the site's worker keeps its own (issue 22: it was used as is).
PLANT = """async (key) => {
    const root = new URL("../", location.href);
    const manifest = await (await fetch(new URL("assets/hf-runtime.json", root))).json();
    const indexURL = new URL("assets/pyodide/", root).href;
    const stdLibURL = new URL(`python_stdlib.zip?v=${manifest.pyodide.stdlib.sha256.slice(0, 16)}`, indexURL).href;
    const wheelURL = new URL(manifest.wheel.path, root).href;
    const source = `self.onmessage = async ({ data }) => {
        const { loadPyodide } = await import(data.indexURL + "pyodide.mjs");
        const quiet = () => {};
        const py = await loadPyodide({ indexURL: data.indexURL, stdLibURL: data.stdLibURL, _makeSnapshot: true,
                                       stdout: quiet, stderr: quiet });
        const wheel = new Uint8Array(await (await fetch(data.wheelURL)).arrayBuffer());
        py.unpackArchive(wheel, "wheel", { extractDir: py.runPython("import site; site.getsitepackages()[0]") });
        py.runPython("import sys; from importlib.machinery import FileFinder; "
                     + "[f.invalidate_caches() for f in list(sys.path_importer_cache.values()) "
                     + "if isinstance(f, FileFinder)]; "
                     + "import hf_core.web as w; "
                     + "w.ping = lambda r: __import__('json').dumps({'ok': True, 'python': 'PLANTED-IN-SNAPSHOT'})");
        const bytes = py.makeMemorySnapshot();
        self.postMessage(bytes, [bytes.buffer]);
    };`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
    const bytes = await new Promise((resolve, reject) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(event.message));
        worker.postMessage({ indexURL, stdLibURL, wheelURL });
    });
    worker.terminate();
    const { pack } = await import(new URL("javascripts/hf/snapshot-pages.js", root).href);  // as the site keeps one
    const name = (await caches.keys()).find((n) => n.includes(':python:'));
    await (await caches.open(name)).put(key, new Response(pack(bytes),
                                                          { headers: { "Content-Type": "application/octet-stream" } }));
}"""

# The site's own snapshot with one megabyte zeroed from a quarter of the way in (the first megabyte from there that
# is not all zeros already), packed again as the site packs it, its headers kept.
DAMAGE = """async (key) => {
    const { pack, unpack } = await import(new URL("../javascripts/hf/snapshot-pages.js", location.href).href);
    const cache = await caches.open((await caches.keys()).find((n) => n.includes(':python:')));
    const kept = await cache.match(key);
    const bytes = unpack(await kept.arrayBuffer());
    let start = bytes.length >> 2;
    while (bytes.subarray(start, start + 1_000_000).every((b) => b === 0)) start += 1_000_000;
    bytes.fill(0, start, start + 1_000_000);
    await cache.put(key, new Response(pack(bytes), { headers: kept.headers }));
}"""

PING = """async () => {
    const loader = await import(new URL("../javascripts/hf/loader.js", location.href).href);
    return JSON.parse(await loader.getEngine().call("ping", "{}")).python;
}"""


@pytest.mark.first_visit
@pytest.mark.parametrize("tampering", [PLANT, DAMAGE], ids=["planted", "damaged"])
def test_a_snapshot_the_site_did_not_keep_is_never_used(desktop: Tab, tampering: str) -> None:
    page = desktop.goto("explore/", settle=False)
    ready(page, "explorer")
    [(key, _)] = kept_snapshot(page)
    # Done from another page of the origin, one without the site's policy (which allows no worker from a blob).
    page.goto(desktop.server.add_page("/hf-other-application/", "<!doctype html><title>Another application</title>"))
    page.evaluate(tampering, key)
    page = desktop.goto("explore/", settle=False)
    explorer = ready(page, "explorer")
    assert started_from(page) == "start"
    assert str(page.evaluate(PING)).startswith("3.")  # the site's Python, not the planted one
    explorer.get_by_role("button", name="Ask", exact=True).click()
    # (The first call shares the page's worker with the new snapshot being packed, hashed and kept.)
    expect(explorer).to_have_attribute("data-hf-requests", "1", timeout=RUNTIME_TIMEOUT_MS)
    kept_snapshot(page, smallest=4097)  # a good snapshot takes its place
    page.reload()
    ready(page, "explorer")
    assert started_from(page) == "snapshot" and str(page.evaluate(PING)).startswith("3.")


def test_under_the_recommended_security_headers(browser: Browser) -> None:
    """Swapping pages (Material's content script run again) and starting from the snapshot break no rule of the
    Content-Security-Policy in security-headers.txt."""
    with (serve(SITE, headers=recommended_headers()) as server,
          contextmanager(open_tab)(browser, server, DESKTOP) as tab):
        tab.context.add_init_script(RECORD_VIOLATIONS)
        page = tab.goto("play/", settle=False)
        ready(page, "play")
        follow(page, "explore/")
        explorer = ready(page, "explorer")
        explorer.get_by_role("button", name="Ask", exact=True).click()
        expect(explorer).to_have_attribute("data-hf-requests", "1")
        kept_snapshot(page)
        page.reload()
        ready(page, "explorer")
        assert started_from(page) == "snapshot"
        follow(page, "worked-example/")
        ready(page, "worked-example")
        assert violations(tab) == []
        assert errors(tab) == []
