"""A reader's whole session, as a phone keeps it (issue 36): one browser profile on disk that survives restarts,
one site address whose host can change kind (a compressing server, one that compresses nothing, one that sends
gzip only) and whose build can be replaced by a new deploy, tabs in both languages, the network going and coming,
"Keep this site on this device" and "Remove from this device".

Used by ``test_session.py`` (a Hypothesis state machine with a fixed seed, sized for ``make test``) and by
``benchmarks/sessions.py`` (longer runs that print how many actions and visits held, and the time to play ready).

- :func:`session_server`: the site on 127.0.0.1 at one port for the whole session; ``host.kind`` and
  ``host.root`` are read at each request, so switching either is a new host or a new deploy at the same address.
- :func:`second_deploy`: a copy of the built site finished again with a changed wheel (as after a release): its
  runtime's id, its service worker's build and its snapshot's cache all change.
- :class:`Reader`: the persistent profile (``launch_persistent_context``), its tabs, what each logged, and
  :meth:`Reader.check` (the invariants after every action).
"""

from __future__ import annotations

import json
import shutil
import tempfile
import threading
import time
import warnings
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from browsing import (
    CHROMIUM,
    PHONE,
    ROOT,
    RUNTIME_TIMEOUT_MS,
    SITE,
    TEST_ARGS,
    foreign,
    record_console,
    request_counter,
)
from playwright.sync_api import BrowserContext, BrowserType, Page
from playwright.sync_api import Error as PlaywrightError
from siteserver import Handler, Server, Traffic

KINDS = ("compressing", "plain", "gzip")  # what a host does with the build's .br/.gz copies
LANGS = ("en", "fr")
PREFIX = {"en": "", "fr": "fr/"}
# Every page whose widget needs Python, by its address below a language's root.
PYTHON_PAGES = ("play/", "explore/", "pass-and-play/", "teachers/", "exercises/", "begin/", "other-rules/",
                "printables/deal-sheet/")


@dataclass
class Host:
    """What answers at the session's address: which build (``root``) and how it sends files (``kind``)."""

    root: Path
    kind: str = "compressing"
    requests: int = 0


class _SessionHandler(Handler):
    """The project's test server's handler, sending the build's .br/.gz copies as ``kind`` says."""

    host: Host

    def _send_precompressed(self, *, body: bool = True) -> bool:
        if self.host.kind == "plain":
            return False
        if self.host.kind == "gzip":
            accepted = self.headers.get("Accept-Encoding", "")
            del self.headers["Accept-Encoding"]
            self.headers["Accept-Encoding"] = "gzip" if "gzip" in accepted else "identity"
        return super()._send_precompressed(body=body)

    def end_headers(self) -> None:
        self.host.requests += 1
        super().end_headers()


@contextmanager
def session_server(root: Path = SITE) -> Iterator[tuple[Host, str]]:
    """Serve ``host.root`` as ``host.kind`` says at one address until the block ends; yields (host, url)."""
    host = Host(root=root)
    traffic = Traffic()

    def handler(*args: Any) -> _SessionHandler:
        made = _SessionHandler.__new__(_SessionHandler)
        made.host = host
        _SessionHandler.__init__(made, *args, directory=str(host.root), overlays={}, traffic=traffic,
                                 precompressed=True)
        return made

    httpd = Server(("127.0.0.1", 0), handler)  # the site server's: its queue, and its errors printed
    thread = threading.Thread(target=httpd.serve_forever, name="session-server", daemon=True)
    thread.start()
    try:
        name, port = httpd.server_address[:2]
        yield host, f"http://{name!s}:{port}/"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


def second_deploy(into: Path, site: Path = SITE) -> dict[str, Any]:
    """A copy of ``site`` finished again by the post-build command with a changed wheel: the same engine's code and
    one more file in the package (``hf_core/deploy.txt``), so the wheel's hash, the runtime's id and the build
    change, as after a release. Returns the new ``assets/hf-runtime.json``."""
    from hf_core.site.postbuild import postbuild  # build-time only: imported here, not by every browser test

    shutil.copytree(site, into, dirs_exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hf-deploy-") as scratch:
        root = Path(scratch)
        for name in ("hf_core", "scripts", "node_modules", "security-headers.txt"):
            (root / name).symlink_to(ROOT / name)
        (root / "dist").mkdir()
        wheels = sorted((ROOT / "dist").glob("hf_core-*-py3-none-any.whl"))
        assert len(wheels) == 1, wheels
        with zipfile.ZipFile(wheels[0]) as old, zipfile.ZipFile(root / "dist" / wheels[0].name, "w") as new:
            for item in old.infolist():
                new.writestr(item, old.read(item))
            new.writestr("hf_core/deploy.txt", f"a later deploy, {time.time()}\n")
        postbuild(into, root)
    manifest: dict[str, Any] = json.loads((into / "assets" / "hf-runtime.json").read_text(encoding="utf-8"))
    return manifest


# The engine answers a real request (not only "ping"): the worked example's first request, in the page's language.
ENGINE_ANSWERS = """async (lang) => {
    const loader = document.querySelector('script[type="module"][src$="javascripts/hf/loader.js"]').src;
    const { getEngine } = await import(loader); // the page's own module: its worker
    const reply = JSON.parse(await getEngine().call("ask",
        JSON.stringify({ deal: "worked-example", asker: "Alice", target: "Ben", card: "A3", lang })));
    return reply.ok === true && reply.result.success === true ? "ok" : JSON.stringify(reply);
}"""

# The loader's status: its stage, and on failure its reason and the worker's own detail (which file, what error).
STATUS = """async () => {
    const loader = document.querySelector('script[type="module"][src$="javascripts/hf/loader.js"]').src;
    return JSON.stringify((await import(loader)).currentStatus());
}"""

# Which service worker controls the page, and the registration's own (a failure's context).
SERVICE_WORKER = """async () => {
    if (!navigator.serviceWorker) return 'none: no API';
    const c = navigator.serviceWorker.controller;
    const r = await navigator.serviceWorker.getRegistration();
    const w = (x) => x ? `${new URL(x.scriptURL).pathname} ${x.state}` : '-';
    return `controller ${w(c)}; registration active ${w(r && r.active)}, waiting ${w(r && r.waiting)}, `
        + `installing ${w(r && r.installing)}`;
}"""

WIDGETS_SETTLED = """() => {
    const widgets = [...document.querySelectorAll('[data-hf-widget]:not([data-hf-runtime-free])')];
    const waiting = widgets.find((el) => el.dataset.hfRuntime === 'idle');
    if (waiting) waiting.scrollIntoView();
    return widgets.every((el) => ['ready', 'failed'].includes(el.dataset.hfRuntime));
}"""


class AskedAgain(UserWarning):
    """A page's Python started only because a failed request was made again (window.__hfRuntimeAgain)."""


@dataclass
class Visit:
    """One tab and what it logged since it was opened."""

    page: Page
    lang: str
    path: str
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # what the page and its worker warned of (a snapshot dropped)


class Reader:
    """One browser profile kept on disk (a phone's), its open tabs, and the checks after each action."""

    def __init__(self, chromium: BrowserType, profile: Path, url: str, *, service_workers: str = "allow") -> None:
        # The test session's own Chromium type (browser.browser_type): a second sync_playwright() in one thread fails.
        self.chromium = chromium
        self.service_workers = service_workers  # "block": page.route() then sees every request (a test's fault)
        self.profile = profile
        self.url = url
        self.context: BrowserContext | None = None
        self.tabs: list[Visit] = []
        self.visits = 0
        self.offline = False
        # What happened in this session, in order (each visit, reload, tab closed, offline, restart, and what the test
        # notes of the host): said when a check fails, as a failure that a replay does not repeat prints no steps.
        self.story: list[str] = []
        self.start()

    def start(self) -> None:
        context = self.chromium.launch_persistent_context(
            str(self.profile), executable_path=CHROMIUM, args=TEST_ARGS, headless=True,
            service_workers=self.service_workers, **PHONE)
        context.on("request", request_counter())
        context.route(foreign(self.url), lambda route: route.abort())  # nothing may leave the machine
        if self.offline:
            context.set_offline(True)
        self.context = context
        # A persistent context opens with one blank page: it is the first tab.
        self.tabs = []
        for blank in context.pages[1:]:
            blank.close()

    def restart(self) -> None:
        """Close the browser (every tab) and open it again on the same profile."""
        assert self.context is not None
        self.story.append("browser restarted")
        self.context.close()
        self.start()

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
            self.context = None

    def _page(self, index: int) -> Page:
        assert self.context is not None and index <= len(self.tabs)
        if index == len(self.tabs):
            page = self.context.pages[0] if not self.tabs and self.context.pages else self.context.new_page()
            visit = Visit(page=page, lang="en", path="")
            self.tabs.append(visit)
            record_console(visit.page, visit.errors)
            warnings = visit.warnings
            visit.page.on("console", lambda m: warnings.append(m.text[:300]) if m.type == "warning" else None)
        return self.tabs[index].page

    def visit(self, path: str, lang: str, tab: int = 0) -> Visit:
        """Open ``path`` of ``lang`` in tab ``tab`` (0 or a new second tab), as a reader follows a link."""
        page = self._page(tab)
        visit = self.tabs[tab]
        visit.lang, visit.path = lang, path
        visit.errors.clear()
        visit.warnings.clear()
        self.story.append(f"tab {tab}: {PREFIX[lang]}{path}")
        page.goto(self.url + PREFIX[lang] + path, wait_until="load")
        self.visits += 1
        return visit

    def reload(self, tab: int = 0) -> Visit:
        visit = self.tabs[tab]
        visit.errors.clear()
        visit.warnings.clear()
        self.story.append(f"tab {tab}: reload")
        visit.page.reload(wait_until="load")
        self.visits += 1
        return visit

    def close_tab(self, tab: int) -> None:
        visit = self.tabs.pop(tab)
        self.story.append(f"tab {tab}: closed")
        visit.page.close()

    def set_offline(self, offline: bool) -> None:
        assert self.context is not None
        self.offline = offline
        self.story.append("offline" if offline else "online")
        self.context.set_offline(offline)

    def check(self, visit: Visit) -> None:
        """What a reader needs of the page on screen: its words in its language, every widget ready (none failed),
        the engine answering a real request, and no error logged."""
        page = visit.page
        where = f"{PREFIX[visit.lang]}{visit.path}"
        lang = page.evaluate("document.documentElement.lang")
        assert lang.startswith(visit.lang), f"{where}: the page says lang={lang!r}"
        page.wait_for_function(WIDGETS_SETTLED, timeout=RUNTIME_TIMEOUT_MS)
        try:
            answer = page.evaluate(ENGINE_ANSWERS, visit.lang)
        except PlaywrightError as failure:
            # Say why (a stop's clean-clone run failed here once, "not available (network)", and did not again in 6
            # runs beside each other): what each widget shows and what the page warned of since it opened.
            shown = page.eval_on_selector_all("[data-hf-widget]", "els => els.map((el) => [el.dataset.hfRuntime, "
                                              "(el.querySelector('.hf-status') || {}).textContent || ''])")
            worker = page.evaluate(SERVICE_WORKER)
            raise AssertionError(f"{where}: the engine did not answer: {failure}\nstatus: {page.evaluate(STATUS)}\n"
                                 f"widgets: {shown}\nwarnings: {visit.warnings}\nerrors: {visit.errors}\n"
                                 f"service worker: {worker}\nthe session so far: {' | '.join(self.story)}"
                                 ) from failure
        assert answer == "ok", f"{where}: the engine answered {answer}"
        # A request that failed once and worked when made again (worker.js): the reader saw nothing, so the check
        # holds, but the failure's cause is not known; it is said in the test's summary, with the session so far.
        again = page.evaluate("window.__hfRuntimeAgain || []")
        if again:
            self.story.append(f"{where}: the runtime asked again: {again}")
            warnings.warn(AskedAgain(f"{where}: {again}\nthe session so far: {' | '.join(self.story)}"), stacklevel=2)
        # Ready again (a Python restored from a kept snapshot that failed was replaced meanwhile: the loading line).
        page.wait_for_function(WIDGETS_SETTLED, timeout=RUNTIME_TIMEOUT_MS)
        stages = page.eval_on_selector_all("[data-hf-widget]:not([data-hf-runtime-free])",
                                           "els => els.map((el) => el.dataset.hfRuntime)")
        assert stages and all(stage == "ready" for stage in stages), f"{where}: widgets {stages}"
        assert not visit.errors, f"{where}: {visit.errors}"

    def runtime_from(self, visit: Visit) -> str:
        """'snapshot' or 'start': how this tab's Python started."""
        return str(visit.page.evaluate("window.__hfRuntimeFrom || ''"))

    def healed(self, visit: Visit) -> int:
        return int(visit.page.evaluate("window.__hfRuntimeHealed || 0"))


def seconds_to_ready(visit: Visit) -> float:
    """From navigation to Python ready, on this tab's page (its performance marks)."""
    value = visit.page.evaluate("""() => {
        const ready = performance.getEntriesByName("hf:runtime-ready")[0];
        return ready ? ready.startTime / 1000 : null;
    }""")
    return float(value) if value is not None else float("nan")
