"""The shared Pyodide loader (docs/javascripts/hf/loader.js + worker.js) on real built pages.

A copy of a built page with the loader's own ``runtime-check`` widget is served at /hf-check/
and /fr/hf-check/, so these tests do not depend on which widgets exist.
"""

from __future__ import annotations

import pytest
from browsing import CHECK_STATIC, SITE, SITE_PAGES, Tab, add_check_pages, warming_decided
from playwright.sync_api import Route
from siteserver import SiteServer

RUNNING = {"en": "is running in your browser", "fr": "fonctionne dans votre navigateur"}
FAILED = {"en": "could not start", "fr": "n’a pas pu démarrer"}
RETRY = {"en": "Retry", "fr": "Réessayer"}
LOADING = {"en": "Getting the interactive game ready", "fr": "Préparation du jeu interactif"}


@pytest.fixture(scope="module")
def check_pages(site_server: SiteServer) -> dict[str, str]:
    return add_check_pages(site_server)


RUNTIME_FILES = ("/javascripts/hf/", "/assets/pyodide/", "/assets/wheels/", "/assets/hf-runtime")


def runtime_errors(tab: Tab) -> list[str]:
    """Console errors that concern the runtime: any script error, and failed loads of its
    files (a page's other missing files are test_pages.py's business)."""
    return [e for e in tab.console_errors
            if not e.startswith("Failed to load resource") or any(f in e for f in RUNTIME_FILES)]


def requests_to(tab: Tab, fragment: str) -> list[str]:
    return [url for url in tab.requested if fragment in url]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_python_runs_in_the_page(desktop: Tab, check_pages: dict[str, str], lang: str) -> None:
    page = desktop.goto(check_pages[lang])
    assert desktop.wait_runtime() == ["ready"]
    output = page.locator("[data-hf-output]")
    output.filter(has_text="Python 3.").wait_for(timeout=10_000)
    assert RUNNING[lang] in output.inner_text()
    assert not page.locator(".hf-status:visible").count()
    # One worker and one copy of the runtime per page, all from this site.
    assert len(requests_to(desktop, "/javascripts/hf/worker.js")) == 1
    assert len(requests_to(desktop, "/assets/pyodide/pyodide.asm.wasm")) == 1
    assert len([url for url in requests_to(desktop, "/assets/wheels/") if "/hf_core-" in url]) == 1
    assert not desktop.foreign_requests
    assert not runtime_errors(desktop), runtime_errors(desktop)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_blocked_runtime_says_so_and_retry_recovers(desktop: Tab, check_pages: dict[str, str],
                                                    lang: str) -> None:
    desktop.page.route("**/assets/pyodide/**", lambda route: route.abort())
    page = desktop.goto(check_pages[lang])
    assert desktop.wait_runtime() == ["failed"]
    status = page.locator(".hf-status")
    assert status.is_visible()
    assert FAILED[lang] in status.inner_text()
    assert page.locator("[data-hf-output]").inner_text() == CHECK_STATIC[lang]
    retry = page.get_by_role("button", name=RETRY[lang])
    assert retry.is_visible()

    desktop.page.unroute("**/assets/pyodide/**")
    retry.click()
    page.locator("[data-hf-widget][data-hf-runtime=ready]").wait_for(timeout=90_000)
    page.locator("[data-hf-output]").filter(has_text=RUNNING[lang]).wait_for(timeout=10_000)
    assert not status.is_visible()


def test_no_runtime_on_a_page_without_widgets(desktop: Tab) -> None:
    plain = [p for p in SITE_PAGES if p.endswith("/")
             and "data-hf-widget" not in (SITE / p / "index.html").read_text(encoding="utf-8")]
    assert plain, "every page has a widget?"
    page = desktop.goto(plain[0])
    # The end of the window: the loader's idle moment has come and it has declined to warm (warming is off here).
    assert warming_decided(page) == [], "Python started on a page without widgets"
    assert not requests_to(desktop, "/javascripts/hf/worker.js")
    assert not requests_to(desktop, "/assets/pyodide/")
    assert not requests_to(desktop, "hf-runtime.json")


def test_engine_calls_pass_json_and_python_errors(desktop: Tab,
                                                  check_pages: dict[str, str]) -> None:
    page = desktop.goto(check_pages["en"])
    assert desktop.wait_runtime() == ["ready"]
    result = page.evaluate(
        """async () => {
            const loader = await import(new URL('../javascripts/hf/loader.js', location).href);
            const engine = loader.getEngine();
            const reply = JSON.parse(await engine.call('ping', JSON.stringify({echo: 'é<b>'})));
            const failure = async (func, arg) => {
                try { await engine.call(func, arg); return null; }
                catch (err) { return [err.name, err.pythonType, err.message]; }
            };
            return {
                echo: reply.echo,
                platform: reply.platform,
                notString: await failure('ping', {echo: 1}),
                private: await failure('_loads_object', '{}'),
                missing: await failure('no_such_function', '{}'),
            };
        }"""
    )
    assert result["echo"] == "é<b>"
    assert result["platform"] == "emscripten"
    assert result["notString"][0] == "TypeError"  # JSON strings only cross the boundary
    assert result["private"][:2] == ["PythonError", "LookupError"]
    assert result["missing"][:2] == ["PythonError", "LookupError"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_progress_is_shown_while_loading(desktop: Tab, check_pages: dict[str, str],
                                         lang: str) -> None:
    held: list[object] = []
    # Hold the runtime unanswered: the page stays "loading".
    desktop.page.route("**/assets/pyodide/pyodide.mjs", lambda route: held.append(route))
    page = desktop.goto(check_pages[lang], settle=False)
    page.locator("[data-hf-widget][data-hf-runtime=runtime]").wait_for(timeout=30_000)
    status = page.locator(".hf-status")
    assert status.is_visible()
    assert LOADING[lang] in status.inner_text()
    assert not page.get_by_role("button", name=RETRY[lang]).is_visible()
    assert page.locator("[data-hf-output]").inner_text() == CHECK_STATIC[lang]


# Each file the runtime needs, blocked alone: Pyodide fetches some of them itself and would only
# report "an error occurred"; the reader is told the files could not be downloaded.
DOWNLOAD_FAILED = {"en": "the Python files could not be downloaded",
                   "fr": "les fichiers de Python n’ont pas pu être téléchargés"}


@pytest.mark.parametrize(("blocked", "lang"), [
    ("**/assets/pyodide/pyodide.mjs", "en"),  # imported, then asked for again (worker.js): both fail here
    ("**/assets/pyodide/python_stdlib*.zip*", "en"),  # asked for with ?v=<its hash>, either copy
    ("**/assets/pyodide/pyodide.asm.wasm", "fr"),
    ("**/assets/pyodide/pyodide-lock.json", "en"),
    ("**/assets/wheels/**hf_core-*", "fr"),
])
def test_one_missing_file_is_reported_as_a_download_failure(desktop: Tab, check_pages: dict[str, str],
                                                            blocked: str, lang: str) -> None:
    desktop.page.route(blocked, lambda route: route.abort())
    page = desktop.goto(check_pages[lang])
    assert desktop.wait_runtime() == ["failed"]
    status = page.locator(".hf-status")
    assert FAILED[lang] in status.inner_text()
    assert DOWNLOAD_FAILED[lang] in status.inner_text()
    assert page.get_by_role("button", name=RETRY[lang]).is_visible()
    assert page.locator("[data-hf-output]").inner_text() == CHECK_STATIC[lang]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_import_that_fails_once_is_made_again(desktop: Tab, check_pages: dict[str, str], lang: str) -> None:
    """pyodide.mjs's import fails (as three runs of the suite met it, the file whole when asked again): the worker
    asks for the file again, imports it again, and Python starts; the page is told what failed the first time."""
    asked: list[str] = []

    def once(route: Route) -> None:
        # Every import fails until the worker has asked for the file itself (a GET by fetch(); the page's HEAD, which
        # measures the download, goes through): the head start's import and the one that needs the module may be
        # one request or two, as they meet in time.
        request = route.request
        if request.method == "GET":
            asked.append(request.resource_type)
        if request.method != "GET" or "fetch" in asked:
            route.continue_()
        else:
            route.abort()

    desktop.page.route("**/assets/pyodide/pyodide.mjs", once)
    page = desktop.goto(check_pages[lang])
    assert desktop.wait_runtime() == ["ready"]
    assert RUNNING[lang] in page.locator("[data-hf-output]").filter(has_text="Python 3.").inner_text()
    again = page.evaluate("window.__hfRuntimeAgain")
    assert len(again) == 1 and again[0].startswith("pyodide.mjs: Failed to fetch dynamically imported module"), again
    assert asked[-2:] == ["fetch", "script"], asked  # asked again, then imported again
