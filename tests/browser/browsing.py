"""Helpers for the browser tests (fixtures live in conftest.py): the list of built pages, a
recording tab, axe-core.

- ``SITE_PAGES``: every page of the built site, both languages, found in ``site/``.
- :class:`Tab`: a fresh browser context and page that records every request to another host
  (and aborts it) and every console error or uncaught exception; or a new page in a :class:`Warm` context kept for
  the session (the return visit), for tests that only open a page and look.
- ``axe(page)``: runs axe-core from ``node_modules`` in the page; returns the serious and
  critical violations.
- ``paint(locator)`` and ``contrast(a, b)``: the colours an element shows (its text, its own fill, what lies
  behind it), from computed styles, and the WCAG contrast ratio of two of them.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Locator, Page, Request, expect
from playwright.sync_api import Error as PlaywrightError
from siteserver import SiteServer

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("HF_SITE_DIR") or ROOT / "site")  # the built site to test
CHROMIUM = "/usr/bin/chromium"

# Chromium's own pages the tests never look at (issue 37). In headless mode Chromium 156 gives every new page a window
# with an address bar whose suggestion list is a web page of its own (chrome://omnibox-popup.top-chrome), loaded
# ahead of use in a renderer of its own: 0.5 CPU seconds each time a test opens a page, 70 % of what opening the
# glossary costs (`python benchmarks/browser_cpu.py --arg=--disable-features=...` against without; the trace names
# the process "WebUI Top Renderer"). The pages under test are not touched by it.
BROWSER_UI_OFF = ("WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI")


def playwright_disabled_features() -> list[str]:
    """The features Playwright itself turns off in Chromium (its ``--disable-features``, read from its driver).

    Chromium keeps only the last ``--disable-features`` of a command line, and Playwright puts its own before the
    caller's: a second switch would silently turn Playwright's back on. So ours repeats Playwright's list, read from
    the driver this environment runs; tests/browser/test_chromium.py checks the browser got both."""
    import playwright

    lib = Path(playwright.__file__).parent / "driver" / "package" / "lib"
    for source in (lib / "coreBundle.js", lib / "server" / "chromium" / "chromiumSwitches.js"):
        if source.exists():
            found = re.search(r"disabledFeatures = \[(.*?)\]", source.read_text(encoding="utf-8"), re.S)
            if found:
                return re.findall(r'^\s*"(\w+)"', found.group(1), re.M)
    raise RuntimeError(f"Playwright's own --disable-features list was not found under {lib}: "
                       "see playwright_disabled_features() in tests/browser/browsing.py")


CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-features=" + ",".join([*playwright_disabled_features(), *BROWSER_UI_OFF]),
]

# The test suite's browser (conftest.py, sessions.py; not the benchmarks', which measure what a reader's browser does)
# runs WebAssembly with V8's first compiler only (issue 37). A reader's browser compiles Python's hot functions a second
# time, in the background, for speed (0.5 CPU-s of each start, in a trace: wasm.TopTierCompilation); the tests start
# Python 480 times and never time it, so that work only slows the suite. The code run is the same (Liftoff is V8's
# baseline compiler of every page's WebAssembly, before tiering up). Measured at two workers on test_hint.py,
# test_widgets.py and test_teaching.py (67 tests, most starting Python from the snapshot): 201.6 -> 166.7 s;
# benchmarks/browser_cpu.py --arg=--js-flags=--liftoff-only: play/ return visit 2.04 -> 1.34 CPU-s, fresh 4.94 -> 5.22.
TEST_ARGS = [*CHROMIUM_ARGS, "--js-flags=--liftoff-only"]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}
RUNTIME_TIMEOUT_MS = 90_000  # generous: the machine is shared; the loader's own limit is 60 s


def foreign(server_url: str) -> re.Pattern[str]:
    """Every address a test's context aborts: all but the local server's (and data:, blob:, about:, an error page's),
    so that nothing leaves the machine. A pattern, not a function: Playwright's driver matches a pattern itself,
    while a function makes it send every request of the page to the test's Python and wait for the answer (issue
    37: about 0.1-0.2 CPU-s a page, `python benchmarks/route_cost.py`)."""
    netloc = re.escape(urlsplit(server_url).netloc)
    return re.compile(rf"^(?!(?:data|blob|about|chrome-error):|[a-z][a-z0-9+.-]*://{netloc}(?:[/?#]|$))")


def wait_in_page(page: Page, predicate: str, arg: Any = None, budget_ms: int = RUNTIME_TIMEOUT_MS) -> bool:
    """Wait until an async predicate (JavaScript: ``async (arg) => boolean``, such as a look into Cache Storage)
    holds, asked every 250 ms in the page; False once ``budget_ms`` has passed. Not ``page.wait_for_function``: it
    takes the promise an async predicate returns as true at once, and does not wait."""
    held: bool = page.evaluate(
        "async ([arg, budget]) => { const holds = " + predicate + ";\n"
        "  const started = performance.now();\n"
        "  for (;;) {\n"
        "    if (await holds(arg)) return true;\n"
        "    if (performance.now() - started > budget) return false;\n"
        "    await new Promise((done) => setTimeout(done, 250));\n"
        "  }\n}", [arg, budget_ms])
    return held


def frames(page: Page, count: int = 2) -> None:
    """Wait for ``count`` animation frames of the page. After two, the layout of the moment this was called has been
    through a rendering step: a ResizeObserver's callback about it has run (in the first frame, after layout), and so
    have the style changes and transitions it set off."""
    page.evaluate("""(count) => new Promise((done) => {
        const next = (left) => (left ? requestAnimationFrame(() => next(left - 1)) : done());
        next(count);
    })""", count)


def scroll_settled(page: Page, budget_ms: int = 30_000) -> None:
    """Wait until the page's scroll position is the same over two animation frames in a row (a scroll, smooth or not,
    is over)."""
    settled: bool = page.evaluate("""(budget) => new Promise((done) => {
        const started = performance.now();
        const where = () => `${scrollX},${scrollY}`;
        let last = where();
        let same = 0;
        const frame = () => {
            const now = where();
            same = now === last ? same + 1 : 0;
            last = now;
            if (same >= 2) done(true);
            else if (performance.now() - started > budget) done(false);
            else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
    })""", budget_ms)
    assert settled, f"the page still scrolled after {budget_ms} ms"


def warming_decided(page: Page, budget_ms: int = 30_000) -> list[str]:
    """Wait until the loader's idle moment has come and it has decided whether to warm the runtime (the marks
    "hf:warm" or "hf:warm-declined", loader.js: warmWhenIdle; declined in these tests, which turn warming off) and
    return the marks of a start ("hf:runtime-start", from the loader or the page's head, and "hf:warm"). The end of
    the window in which a page that needs no Python could start it unasked."""
    page.wait_for_function("() => performance.getEntriesByName('hf:warm').length"
                           " + performance.getEntriesByName('hf:warm-declined').length > 0", timeout=budget_ms)
    started: list[str] = page.evaluate("() => performance.getEntriesByType('mark').map((m) => m.name)"
                                       ".filter((name) => ['hf:runtime-start', 'hf:warm'].includes(name))")
    return started


def site_pages(site: Path = SITE) -> list[str]:
    """URL paths of every built page ("", "asking/", "fr/", "fr/asking/", "404.html", ...)."""
    if not (site / "index.html").is_file():
        return []
    pages = []
    for index in sorted(site.rglob("index.html")):
        rel = index.parent.relative_to(site).as_posix()
        if rel.split("/", 1)[0] in {"assets", "search", "javascripts", "stylesheets"}:
            continue
        pages.append("" if rel == "." else rel + "/")
    if (site / "404.html").is_file():
        pages.append("404.html")
    return pages


SITE_PAGES = site_pages()


# What the browser did in this process: pages loaded (a main frame's document) and Python runtimes started (a
# fetch of Pyodide's WebAssembly module, which every start makes, from the network or the HTTP cache, with or without
# a snapshot), and of those the first start in each context (a first visit's: nothing cached, no snapshot; about 5 CPU-s
# against 1.3-2 for a later one, benchmarks/browser_cpu.py). Counted on each context the session's browser makes
# (conftest.py) and on each persistent profile (sessions.py); an xdist worker hands its counts to the controller.
COUNTS = {"pages loaded": 0, "Python starts": 0, "first in a context": 0}


def request_counter() -> Callable[[Request], None]:
    """A ``request`` listener for one context (or profile): counts into :data:`COUNTS`."""
    started = False

    def count_request(request: Request) -> None:
        nonlocal started
        if request.method == "GET" and request.url.split("?")[0].endswith("/pyodide.asm.wasm"):  # not the HEADs
            COUNTS["Python starts"] += 1
            if not started:
                started = True
                COUNTS["first in a context"] += 1
        elif request.is_navigation_request() and request.service_worker is None and request.frame.parent_frame is None:
            COUNTS["pages loaded"] += 1  # (a service worker's own request has no frame)

    return count_request


@dataclass
class Tab:
    """A page in its own context, with what it asked of other hosts and what it logged. ``requested``: every
    download, in order (a HEAD request, which asks for a size and downloads nothing, is not one)."""

    page: Page
    context: BrowserContext
    server: SiteServer
    foreign_requests: list[str] = field(default_factory=list)
    requested: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)

    def url(self, path: str) -> str:
        return self.server.url + path.lstrip("/")

    def goto(self, path: str, *, settle: bool = True) -> Page:
        """Open a site path; with ``settle``, also wait until every widget's runtime is ready or
        failed, so that late errors and requests are caught."""
        self.page.goto(self.url(path), wait_until="load")
        if settle:
            self.wait_runtime()
        return self.page

    def wait_runtime(self) -> list[str]:
        """Wait until no widget is still loading; return each widget's runtime stage (a widget that needs no
        runtime, such as the worked example, has none). The runtime starts on need: a widget still waiting far
        below the fold is first scrolled to, as a reader would."""
        self.page.wait_for_function(
            """() => {
                 const widgets = [...document.querySelectorAll('[data-hf-widget]:not([data-hf-runtime-free])')];
                 const waiting = widgets.find((el) => el.dataset.hfRuntime === 'idle');
                 if (waiting) waiting.scrollIntoView();
                 return widgets.every((el) => ['ready', 'failed'].includes(el.dataset.hfRuntime));
               }""",
            timeout=RUNTIME_TIMEOUT_MS,
        )
        stages: list[str] = self.page.eval_on_selector_all(
            "[data-hf-widget]:not([data-hf-runtime-free])", "els => els.map((el) => el.dataset.hfRuntime)")
        return stages

    def is_local(self, url: str) -> bool:
        parts = urlsplit(url)
        if parts.scheme in {"data", "blob", "about", "chrome-error"}:
            return True
        return parts.netloc == urlsplit(self.server.url).netloc


def cached_urls(page: Page) -> list[str]:
    """Every address held in the site's Cache Storage (the service worker's caches, the Python snapshot)."""
    urls: list[str] = page.evaluate("""async () => {
        const urls = [];
        for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        }
        return urls;
    }""")
    return urls


# Warming (docs/javascripts/hf/warming.js: the runtime fetched and Python started while the reader reads, and the
# head start on widget pages) is a reader's setting, kept in localStorage under a key of the site's root path. The
# browser tests turn it off unless they test it (warming=True): otherwise every page a test opens starts Python in
# the background once idle, seconds of CPU each on a shared machine. Set for every folder of the address, so a
# site served under a sub-path is covered too.
WARMING_OFF = """(() => { try {
  const parts = location.pathname.split("/").filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    localStorage.setItem(`hf:/${parts.slice(0, i).map((part) => part + "/").join("")}:warm`, "off");
  }
} catch (err) {} })();"""


# A warm context's tab starts with nothing the earlier tests left in storage: on the tab's first page of the site,
# localStorage is cleared (sessionStorage is the tab's own), once: a reload or a page reached later in the same tab
# keeps what the test itself wrote. What stays is what a return visit keeps below storage: the HTTP cache, compiled
# WebAssembly and Python's snapshot (Cache Storage). Runs before WARMING_OFF, which sets its key again.
FRESH_STORAGE = """(() => { try {
  if (location.protocol.startsWith('http') && !sessionStorage.getItem('hf-test:tab')) {
    localStorage.clear();
    sessionStorage.setItem('hf-test:tab', '1');
  }
} catch (err) {} })();"""

# Whether the site's Cache Storage holds a kept Python snapshot (the worker writes it after Python is ready).
SNAPSHOT_KEPT = """async () => {
  for (const name of (await caches.keys()).filter((n) => n.includes(':python:'))) {
    if ((await (await caches.open(name)).keys()).length) return true;
  }
  return false;
}"""
PRIME_PATH = "play/"  # a widget page: the first start in a warm context, from which the snapshot is kept


@dataclass
class Warm:
    """A browser context kept for a whole test session (one per xdist worker): a reader's browser on a return
    visit, with the HTTP cache, compiled WebAssembly and Python's snapshot (kept before the first test, so that
    every test on it meets the same device, whichever ran before), storage cleared for each test's tab.
    ``current``: the tab of the test now running, which its requests and console errors are recorded to.
    ``spare``: the tab the last test left, blank, for the next one (:func:`warm_tab`); ``scheme``: the context's
    colour scheme."""

    context: BrowserContext
    server: SiteServer
    current: Tab | None = None
    spare: Page | None = None
    scheme: str = "light"


def warm_context(browser: Browser, server: SiteServer, options: dict[str, Any]) -> Iterator[Warm]:
    """A kept context, for the tests that only open a page and look at it (nothing they do is kept but what a
    visit keeps: the cache and the snapshot); warming off, service workers blocked, as :func:`open_tab`."""
    context = browser.new_context(**{"service_workers": "block", **options})
    context.add_init_script(FRESH_STORAGE)
    context.add_init_script(WARMING_OFF)
    warm = Warm(context=context, server=server, scheme=options.get("color_scheme", "light"))
    local = urlsplit(server.url).netloc

    def is_local(url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme in {"data", "blob", "about", "chrome-error"} or parts.netloc == local

    def on_request(request: Any) -> None:
        tab = warm.current
        if tab is not None:
            if request.method != "HEAD":
                tab.requested.append(request.url)
            if not is_local(request.url):
                tab.foreign_requests.append(request.url)

    context.on("request", on_request)
    context.route(foreign(server.url), lambda route: route.abort())
    try:
        prime(warm)
        yield warm
    finally:
        context.close()


def prime(warm: Warm) -> None:
    """Start Python once in the kept context and wait for its snapshot: the return visit every test on it meets."""
    page = warm.context.new_page()
    try:
        page.goto(warm.server.url + PRIME_PATH, wait_until="load")
        Tab(page=page, context=warm.context, server=warm.server).wait_runtime()
        if not wait_in_page(page, SNAPSHOT_KEPT):
            raise AssertionError(f"the warm context kept no Python snapshot from {PRIME_PATH}")
    finally:
        page.close()


# What a test may change on its page that outlives a navigation: the tab is then closed after the test, not handed on.
PAGE_SETTINGS = ("add_init_script", "route", "route_from_har", "route_web_socket", "expose_binding", "expose_function",
                 "set_viewport_size", "set_extra_http_headers", "set_default_timeout",
                 "set_default_navigation_timeout", "on", "once", "add_locator_handler")


def warm_tab(warm: Warm) -> Iterator[Tab]:
    """A page in the kept context, recording as :func:`open_tab`'s does; after the test, left blank for the next.

    A new page is a new renderer process: about 0.5 s of CPU more than a navigation in a page already open (issue
    37: 0.74-0.79 CPU-s a page opened in a new tab, 0.28 through about:blank in the same one). So one tab goes from
    test to test: after each, its session storage is emptied (the next test's first page of the site then empties
    local storage too: FRESH_STORAGE) and it is taken to about:blank, which ends the page and its worker. A test
    that changed the page itself (an init script, a route, a listener, the viewport: PAGE_SETTINGS; a media
    emulation other than the colour scheme), closed it, or left it off the site gets a new tab after it."""
    page = warm.spare or new_warm_page(warm)
    warm.spare = None
    changed: set[str] = set()
    emulated: dict[str, Any] = {}
    for name in PAGE_SETTINGS:
        setattr(page, name, _noting(getattr(page, name), lambda name=name: changed.add(name)))
    emulate = page.emulate_media

    def emulate_media(**kwargs: Any) -> None:
        emulated.update(kwargs)
        emulate(**kwargs)

    page.emulate_media = emulate_media  # type: ignore[method-assign]
    tab = Tab(page=page, context=warm.context, server=warm.server)
    warm.current = tab
    try:
        yield tab
    finally:
        warm.current = None
        for name in (*PAGE_SETTINGS, "emulate_media"):
            delattr(page, name)
        if not changed and set(emulated) <= {"color_scheme"} and hand_on(warm, page, emulated):
            warm.spare = page
        elif not page.is_closed():
            page.close()


def kept_tab(request: pytest.FixtureRequest, browser: Browser, server: SiteServer, options: dict[str, Any]) -> Iterator[
        Tab]:
    """A tab for a test whose subject is not Python's first start (a walk, a whole game): in the worker's kept context
    for a phone or a 1280x800 screen (conftest's ``_warm_phone``, ``_warm_desktop``: Python starts from the snapshot,
    about 1 CPU-s instead of 4-5 in a new context, issue 37), a desktop window of another size taking that context's
    tab at its size; any other device a fresh context (:func:`open_tab`). HF_RETURN_VISITS=0: always fresh."""
    kept = None
    if os.environ.get("HF_RETURN_VISITS", "1") != "0":
        if options == PHONE:
            kept = "_warm_phone"
        elif set(options) == {"viewport"}:
            kept = "_warm_desktop"
    if kept is None:
        yield from open_tab(browser, server, options)
        return
    tabs = warm_tab(request.getfixturevalue(kept))
    tab = next(tabs)
    try:
        if options != DESKTOP and options != PHONE:
            tab.page.set_viewport_size(options["viewport"])
        yield tab
    finally:
        tabs.close()


def _noting(method: Any, note: Any) -> Any:
    def noted(*args: Any, **kwargs: Any) -> Any:
        note()
        return method(*args, **kwargs)

    return noted


def new_warm_page(warm: Warm) -> Page:
    """A tab of the kept context whose console errors go to the test now running (:func:`warm_tab`)."""
    page = warm.context.new_page()
    record_console(page, lambda: warm.current.console_errors if warm.current is not None else [])
    return page


def hand_on(warm: Warm, page: Page, emulated: dict[str, Any]) -> bool:
    """Leave the page as a new one would be for the next test: its session storage (the tab's) empty, the colour
    scheme the context's, blank. False if that cannot be done."""
    if page.is_closed() or not page.url.startswith(warm.server.url):
        return False
    try:
        page.evaluate("() => sessionStorage.clear()")
        if emulated:
            page.emulate_media(color_scheme=warm.scheme)  # type: ignore[arg-type]
        page.goto("about:blank", timeout=15_000)
    except PlaywrightError:
        return False
    return page.url == "about:blank"


def record_console(page: Page, errors: list[str] | Callable[[], list[str]]) -> None:
    """Every error the page (or its worker) logs, and every uncaught exception, appended to ``errors`` (or to the list
    ``errors()`` gives at that moment)."""
    def to() -> list[str]:
        return errors() if callable(errors) else errors

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location.get("url", "") if message.location else ""
            to().append(f"{message.text} ({where})")

    page.on("console", on_console)
    page.on("pageerror", lambda error: to().append(f"uncaught: {error}"))


def open_tab(browser: Browser, server: SiteServer, options: dict[str, Any], *, warming: bool = False) -> Iterator[Tab]:
    # Service workers are blocked unless a test allows them (test_offline.py): page.route() does not see
    # what a service worker answers, and every other test is about the site as the network serves it.
    context = browser.new_context(**{"service_workers": "block", **options})
    if not warming:
        context.add_init_script(WARMING_OFF)
    page = context.new_page()
    tab = Tab(page=page, context=context, server=server)

    def on_request(request: Any) -> None:
        if request.method != "HEAD":
            tab.requested.append(request.url)
        if not tab.is_local(request.url):
            tab.foreign_requests.append(request.url)

    context.on("request", on_request)
    # Nothing may leave the machine: abort anything not for the local server.
    context.route(foreign(server.url), lambda route: route.abort())
    record_console(tab.page, tab.console_errors)
    try:
        yield tab
    finally:
        context.close()


def axe(page: Page, impacts: tuple[str, ...] = ("serious", "critical")) -> list[dict[str, Any]]:
    """Run axe-core (from node_modules, injected inline) on the page; return the violations of
    the given impacts as {id, impact, help, nodes: [{target, html, summary}]}."""
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run `make setup` (npm ci).")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))  # (not a <script>: the pages' policy refuses inline ones)
    violations: list[dict[str, Any]] = page.evaluate(
        """async (impacts) => {
            const result = await axe.run(document, { resultTypes: ['violations'] });
            return result.violations
                .filter((v) => impacts.includes(v.impact))
                .map((v) => ({
                    id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.slice(0, 5).map((n) => ({
                        target: n.target, html: n.html.slice(0, 200),
                        summary: (n.failureSummary || '').slice(0, 300),
                    })),
                }));
        }""",
        list(impacts),
    )
    return violations


def describe_violations(violations: list[dict[str, Any]]) -> str:
    return json.dumps(violations, indent=1, ensure_ascii=False)


CHECK_WIDGET = (
    '<div class="hf-runtime-check" data-hf-widget="runtime-check">'
    '<p data-hf-output="">{static}</p></div>'
)
CHECK_STATIC = {
    "en": "Static line: the runtime check needs Python in the browser.",
    "fr": "Ligne statique : cette vérification a besoin de Python dans le navigateur.",
}


def add_check_pages(server: SiteServer, site: Path = SITE) -> dict[str, str]:
    """Serve a copy of a real built page with the built-in ``runtime-check`` widget added, at
    ``/hf-check/`` and ``/fr/hf-check/`` (same depth as the copied page, so its relative links
    work). Returns {"en": path, "fr": path}. Lets the loader be tested on real pages whatever
    widgets exist."""
    paths = {}
    candidates = [p for p in SITE_PAGES if p.count("/") == 1 and not p.startswith("fr/")]
    for lang, prefix in (("en", ""), ("fr", "fr/")):
        for slug in candidates:
            source = site / prefix / slug / "index.html"
            if source.is_file():
                break
        else:
            pytest.fail("no built page to copy for the runtime check")
        html = source.read_text(encoding="utf-8")
        widget = CHECK_WIDGET.format(static=CHECK_STATIC[lang])
        heading_end = html.index("</h1>") + len("</h1>")
        html = html[:heading_end] + widget + html[heading_end:]
        paths[lang] = f"{prefix}hf-check/"
        server.add_page("/" + paths[lang], html)
    return paths


# The colours an element shows, from computed styles: each ancestor's background is laid over the one below it
# (white under the root), with its alpha times the opacity of it and its ancestors. "behind" is what lies under
# the element, "fill" the same with the element's own background over it, "text" its text colour over the fill.
PAINT = """el => {
  const rgba = (c) => { const m = (c.match(/[\\d.]+/g) || ['0', '0', '0', '0']).map(Number);
    return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
  const over = (below, [r, g, b, a]) => below.map((v, i) => v * (1 - a) + [r, g, b][i] * a);
  const chain = [];
  for (let n = el; n; n = n.parentElement) chain.unshift(n);
  let opacity = 1;
  let behind = [255, 255, 255];
  let fill = behind;
  for (const n of chain) {
    const style = getComputedStyle(n);
    opacity *= Number(style.opacity);
    const [r, g, b, a] = rgba(style.backgroundColor);
    if (n === el) behind = fill;
    fill = over(fill, [r, g, b, a * opacity]);
  }
  const [r, g, b, a] = rgba(getComputedStyle(el).color);
  return { text: over(fill, [r, g, b, a * opacity]), fill, behind };
}"""


def paint(locator: Locator) -> dict[str, list[float]]:
    """{"text", "fill", "behind"}: the element's text colour, its fill and what lies behind it, as drawn (RGB)."""
    colours: dict[str, list[float]] = locator.evaluate(PAINT)
    return colours


def contrast(one: list[float], two: list[float]) -> float:
    """The WCAG contrast ratio of two RGB colours (1 to 21)."""

    def luminance(rgb: list[float]) -> float:
        def channel(c: float) -> float:
            c /= 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])

    lighter, darker = sorted((luminance(one), luminance(two)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


# Watches how far parts of a widget move inside it, every frame, until it is ready (and 20 frames more):
# window.hfMoves = {selector: [offset of its top from the widget's top, one per frame]}. Run it right after the
# page loads; read window.hfMovesDone (true once finished) and window.hfMoves.
WATCH_MOVES = """([widget, selectors]) => {
  const box = document.querySelector(widget);
  window.hfMoves = Object.fromEntries(selectors.map((s) => [s, []]));
  window.hfMovesDone = false;
  let after = 20;
  const tick = () => {
    const top = box.getBoundingClientRect().top;
    for (const s of selectors) window.hfMoves[s].push(box.querySelector(s).getBoundingClientRect().top - top);
    if (box.dataset.hfReady === 'true') after -= 1;
    if (after > 0) requestAnimationFrame(tick);
    else window.hfMovesDone = true;
  };
  tick();
}"""


def one_request(widget: Locator, *, tap: bool = False) -> None:
    """One request on the play page, as a reader makes it: on the reader's turn the first player offered is asked
    for the first card offered; otherwise Next lets the computer make one. Waits until it is made."""
    def press(target: Locator) -> None:
        if tap:
            target.tap()
        else:
            target.click()

    done = int(widget.get_attribute("data-hf-requests") or "0")
    if widget.get_attribute("data-hf-turn") == "you":
        press(widget.locator("[data-hf-target]").first)
        press(widget.locator("[data-hf-ask-card]").first)
    else:
        press(widget.locator('[data-hf-action="next"]'))
    expect(widget).to_have_attribute("data-hf-requests", str(done + 1))
