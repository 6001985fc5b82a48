"""No wait (issue 22): what a reader notices of the runtime being ready before they ask for it.

- While the reader reads a page without widgets, the runtime is fetched and Python started once the page has
  loaded (warming); a page with a widget reached by a link then answers from the same Python, with no second
  download. The footer's setting turns warming off, in both languages, and stays off from page to page; Save-Data
  turns it off too, and then a widget page downloads nothing before the tap either.
- On a page whose widget needs Python, the worker starts from the page's head: the runtime's downloads begin
  before the page's own scripts have run.
- The loading line states the bytes this server sends for the runtime (brotli, or nothing compressed), and
  "already on this device" once the site's service worker keeps it.
- The search index is fetched when the reader first opens or focuses search, not by every page.

Tabs here turn warming on (``open_tab(..., warming=True)``); the other browser tests leave it off.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browsing import DESKTOP, RUNTIME_TIMEOUT_MS, SITE, Tab, add_check_pages, open_tab, wait_in_page
from playwright.sync_api import Browser, Page, Route, expect
from siteserver import SiteServer, serve

PREFIX = {"en": "", "fr": "fr/"}
LABEL = {"en": "Get the interactive game ready while I read", "fr": "Préparer le jeu interactif pendant ma lecture"}
PROMPT = {"en": r"^Load the interactive version \(\d+(\.\d)? MB\)$",
          "fr": r"^Charger la version interactive \(\d+(,\d)?\sMo\)$"}
SAVE_DATA = """Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true, get: () => ({saveData: true, effectiveType: '4g', addEventListener() {}})});"""
RUNTIME = ("/assets/pyodide/", "/assets/wheels/", "/javascripts/hf/worker.js")
MANIFEST = json.loads((SITE / "assets" / "hf-runtime.json").read_text(encoding="utf-8"))


@pytest.fixture
def warm(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, site_server, DESKTOP, warming=True)


def downloads(tab: Tab) -> list[str]:
    return [url for url in tab.requested if any(part in url for part in RUNTIME)]


def wasm_downloads(tab: Tab) -> int:
    return sum(1 for url in tab.requested if url.endswith("/pyodide.asm.wasm"))


def marked(page: Page, *names: str) -> list[str]:
    """Wait until one of the performance marks ``names`` is set; return those that are."""
    page.wait_for_function("(names) => names.some((n) => performance.getEntriesByName(n).length > 0)",
                           arg=list(names), timeout=RUNTIME_TIMEOUT_MS)
    found: list[str] = page.evaluate("(names) => names.filter((n) => performance.getEntriesByName(n).length > 0)",
                                     list(names))
    return found


def stage(page: Page) -> str:
    value: str = page.evaluate("""async () => {
        const script = document.querySelector('script[src*="javascripts/hf/loader.js"]');
        return (await import(script.src)).currentStatus().stage;
    }""")
    return value


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_reading_warms_python_and_the_play_page_answers_from_it(warm: Tab, lang: str) -> None:
    page = warm.goto(f"{PREFIX[lang]}asking/", settle=False)
    assert marked(page, "hf:warm", "hf:warm-declined") == ["hf:warm"]
    page.wait_for_function("() => performance.getEntriesByName('hf:runtime-ready').length > 0",
                           timeout=RUNTIME_TIMEOUT_MS)
    # Not before the page itself had loaded: the reader's page comes first.
    after_load = page.evaluate("""() => performance.getEntriesByName('hf:runtime-start')[0].startTime
                                       >= performance.getEntriesByType('navigation')[0].loadEventEnd""")
    assert after_load
    assert wasm_downloads(warm) == 1

    page.locator('.md-sidebar--primary a.md-nav__link[href$="/play/"]').click()
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    assert page.evaluate("window.__hfRuntimeStarts") == 1, "the play page started Python again"
    assert wasm_downloads(warm) == 1
    assert not warm.console_errors, warm.console_errors


def test_a_device_with_little_memory_only_downloads_while_the_reader_reads(warm: Tab) -> None:
    warm.context.add_init_script("Object.defineProperty(Navigator.prototype, 'deviceMemory', "
                                 "{configurable: true, get: () => 1});")
    page = warm.goto("dealing/", settle=False)
    assert marked(page, "hf:warm", "hf:warm-declined") == ["hf:warm"]
    # The page itself fetched the runtime (to the browser's cache), all of it (of two copies, either).
    page.wait_for_function("""(files) => files.every((copies) => copies.some((p) => performance
        .getEntriesByType('resource').some((e) => e.name.endsWith(p) && e.decodedBodySize > 0)))""",
                           arg=[[entry["path"], *([entry["stored"]["path"]] if "stored" in entry else [])]
                                for entry in MANIFEST["fetch"]], timeout=RUNTIME_TIMEOUT_MS)
    assert page.evaluate("window.__hfRuntimeStarts") is None, "no Python started on a page that needs none"
    page.locator('.md-sidebar--primary a.md-nav__link[href$="/play/"]').click()
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    assert not warm.console_errors, warm.console_errors


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_footer_setting_turns_warming_off_from_page_to_page(warm: Tab, lang: str) -> None:
    page = warm.goto(f"{PREFIX[lang]}glossary/", settle=False)
    setting = page.locator("[data-hf-warm]")
    box = setting.get_by_role("checkbox", name=LABEL[lang])
    expect(box).to_be_checked()
    box.uncheck()
    # What warming had started, if anything, goes: no widget of this page uses it.
    page.wait_for_function("""() => performance.getEntriesByName('hf:warm').length
                                 + performance.getEntriesByName('hf:warm-declined').length > 0""",
                           timeout=RUNTIME_TIMEOUT_MS)
    assert stage(page) == "idle"

    warm.requested.clear()
    page = warm.goto(f"{PREFIX[lang]}history/", settle=False)
    assert marked(page, "hf:warm", "hf:warm-declined") == ["hf:warm-declined"]
    expect(page.locator("[data-hf-warm]").get_by_role("checkbox", name=LABEL[lang])).not_to_be_checked()
    assert downloads(warm) == []
    # A widget page gets no head start either: Python starts on need, as before.
    page = warm.goto(f"{PREFIX[lang]}play/", settle=False)
    expect(page.locator('[data-hf-widget="play"]')).to_have_attribute("data-hf-ready", "true",
                                                                      timeout=RUNTIME_TIMEOUT_MS)
    assert page.evaluate("performance.getEntriesByName('hf:runtime-start').map((e) => Boolean(e.detail))") == [False]

    page.locator("[data-hf-warm]").get_by_role("checkbox", name=LABEL[lang]).check()  # and back on
    page = warm.goto(f"{PREFIX[lang]}history/", settle=False)
    assert marked(page, "hf:warm", "hf:warm-declined") == ["hf:warm"]
    page.wait_for_function("() => performance.getEntriesByName('hf:runtime-ready').length > 0",
                           timeout=RUNTIME_TIMEOUT_MS)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_warming_nor_head_start_when_the_reader_saves_data(warm: Tab, lang: str) -> None:
    warm.context.add_init_script(SAVE_DATA)
    page = warm.goto(f"{PREFIX[lang]}faq/", settle=False)
    assert marked(page, "hf:warm", "hf:warm-declined") == ["hf:warm-declined"]
    page = warm.goto(f"{PREFIX[lang]}play/", settle=False)
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-runtime", "asking")
    # Once the button states the size, the page has done all it does before the tap.
    expect(widget.locator('[data-hf-action="load-runtime"]')).to_have_text(re.compile(PROMPT[lang]))
    assert downloads(warm) == [], "nothing downloads before the tap"


def test_a_widget_page_starts_its_downloads_from_its_head(warm: Tab) -> None:
    held: list[Route] = []
    page = warm.page
    # The page's own scripts are held back (the loader, and the checks of warming.js): the runtime's downloads must
    # not wait for them, nor for any other file but the worker's own.
    for script in ("loader.js", "warming.js"):
        page.route(f"**/javascripts/hf/{script}", lambda route: held.append(route))
    with (page.expect_request("**/javascripts/hf/loader.js"),
          page.expect_request("**/assets/pyodide/pyodide.asm.wasm", timeout=RUNTIME_TIMEOUT_MS)):
        page.goto(warm.url("play/"), wait_until="commit")
    page.wait_for_function("() => window.__hfEarlyWorker && window.__hfEarlyWorker.worker")
    assert len(held) >= 2, "the loader and warming.js are held back"
    for route in held:
        route.continue_()
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    starts: list[Any] = page.evaluate(
        "() => performance.getEntriesByName('hf:runtime-start').map((e) => e.detail && e.detail.early)")
    assert starts == [True], "the loader took the head start over, and started nothing else"
    assert page.evaluate("window.__hfRuntimeStarts") == 1
    assert wasm_downloads(warm) == 1
    assert not warm.console_errors, warm.console_errors


# ---------------------------------------------------------------------------------------------------------------
# The loading line's figure: the bytes this server sends.

ABOUT = {"en": r"about (\d+(?:\.\d)?) MB", "fr": r"environ (\d+(?:,\d)?)\sMo"}


def sent_by(site: Path, encoded: bool) -> str:
    """The runtime's bytes as a server sends them, in megabytes as the loader writes them: the build's .br copy
    where one exists (a brotli client), or every file as it is (a server that compresses nothing); of the library
    and the wheel, the copy sent smaller (the stored one only when it goes out compressed)."""
    total = 0
    for entry in MANIFEST["fetch"]:
        sizes = []
        for copy in ([entry["stored"]] if "stored" in entry else []) + [entry]:
            path = site / copy["path"].split("?", 1)[0]
            brotli_copy = path.with_name(path.name + ".br")
            sizes.append((brotli_copy.stat().st_size, True) if encoded and brotli_copy.is_file()
                         else (path.stat().st_size, False))
        stored, plain = sizes[0], sizes[-1]
        total += stored[0] if stored[1] and stored[0] < plain[0] else plain[0]
    return f"{total / 1e6:.1f}" if total < 10e6 else str(round(total / 1e6))


def stated_size(page: Page, lang: str) -> str:
    """The figure the loading line states (the WebAssembly module held back: loading stays on screen)."""
    message = page.locator(".hf-status__message")
    expect(message).to_have_text(re.compile(ABOUT[lang]), timeout=RUNTIME_TIMEOUT_MS)
    found = re.search(ABOUT[lang], message.inner_text())
    assert found
    return found.group(1).replace(",", ".")


def hold_wasm(page: Page) -> list[Route]:
    held: list[Route] = []
    page.route("**/assets/pyodide/pyodide.asm.wasm",
               lambda route: route.continue_() if route.request.method == "HEAD" else held.append(route))
    return held


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_loading_line_states_what_this_brotli_server_sends(desktop: Tab, site_server: SiteServer,
                                                              lang: str) -> None:
    checks = add_check_pages(site_server)
    hold_wasm(desktop.page)
    page = desktop.goto(checks[lang], settle=False)
    assert stated_size(page, lang) == sent_by(SITE, encoded=True)


@pytest.fixture(scope="module")
def plain_server() -> Iterator[SiteServer]:
    """The site from a server that compresses nothing."""
    with serve(SITE) as server:
        add_check_pages(server)
        yield server


def test_the_loading_line_states_what_a_plain_server_sends(browser: Browser, plain_server: SiteServer) -> None:
    for tab in open_tab(browser, plain_server, DESKTOP):
        hold_wasm(tab.page)
        page = tab.goto("hf-check/", settle=False)
        stated = stated_size(page, "en")
        assert stated == sent_by(SITE, encoded=False)
        assert float(stated) > 2 * float(sent_by(SITE, encoded=True))


def test_already_on_this_device_once_the_service_worker_keeps_it(browser: Browser, site_server: SiteServer) -> None:
    checks = add_check_pages(site_server)
    for tab in open_tab(browser, site_server, {**DESKTOP, "service_workers": "allow"}):
        tab.context.add_init_script(SAVE_DATA)  # the size is stated on the button, and nothing loads by itself
        page = tab.goto(checks["en"], settle=False)
        load = page.locator('[data-hf-action="load-runtime"]')
        expect(load).to_have_text(re.compile(r"\(\d+(\.\d)? MB\)"))
        load.click()
        assert tab.wait_runtime() == ["ready"]
        # Until the service worker keeps every file of the runtime (the reload came before it, on a loaded machine,
        # when this waited with wait_for_function: see wait_in_page).
        assert wait_in_page(page, """async (paths) => {
            for (const name of (await caches.keys()).filter((n) => n.includes(':runtime:'))) {
                const cache = await caches.open(name);
                const kept = await Promise.all(paths.map((p) =>
                    cache.match(new URL(p, location.origin + '/'), { ignoreSearch: true })));
                if (kept.every(Boolean)) return true;
            }
            return false;
        }""", [e["path"] for e in MANIFEST["fetch"] if e["path"].startswith("assets/")]), \
            "the service worker did not keep the runtime's files"
        page.reload(wait_until="load")
        expect(page.locator('[data-hf-action="load-runtime"]')).to_have_text(
            "Load the interactive version (already on this device)")


# ---------------------------------------------------------------------------------------------------------------
# Search: the index on first use.

PLACEHOLDER = ("return JSON.parse(document.getElementById('__config').textContent)"
               ".translations['search.result.placeholder']")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_search_index_is_fetched_only_once_search_is_used(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}faq/", settle=False)
    # Search is set up (its worker answered the stub): the page invites the reader to type.
    page.wait_for_function(f"""() => {{
        const meta = document.querySelector('.md-search-result__meta');
        return meta && meta.textContent.trim() === (() => {{ {PLACEHOLDER} }})();
    }}""", timeout=30_000)
    assert any(url.endswith(f"/{PREFIX[lang]}search/search_index.json") for url in desktop.requested)
    assert not [url for url in desktop.requested if "full_search_index" in url]
    with page.expect_request(f"**/{PREFIX[lang]}search/full_search_index.json"):
        page.click(".md-search__input")
    page.fill(".md-search__input", {"en": "family", "fr": "famille"}[lang])
    page.keyboard.press("End")
    expect(page.locator(".md-search-result__link").first).to_be_visible(timeout=30_000)
    assert len([url for url in desktop.requested if "full_search_index" in url]) == 1
    assert not desktop.console_errors, desktop.console_errors
