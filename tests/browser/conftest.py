"""Browser test fixtures: the built site on 127.0.0.1, Debian's Chromium through Playwright.

- ``site_server`` (session): ``site/`` served on a free local port (``siteserver.py``), with the
  build's .br/.gz copies sent as Content-Encoding, as a configured server would.
- ``browser`` (session): Chromium from ``/usr/bin/chromium`` (never ``playwright install``).
- ``desktop`` / ``dark_desktop`` / ``phone`` / ``dark_phone``: a fresh :class:`browsing.Tab` (1280x800
  light or dark, or 360x740 mobile with touch, light or dark) recording requests to other hosts and console errors.
- a test marked ``return_visit`` gets those tabs in a context kept for the session instead (the return visit: the
  cache and Python's snapshot, storage cleared for the test's tab), below.
- ``axe(page)`` and ``SITE_PAGES`` (every built page, both languages) are in ``browsing.py``.

At the end the run prints how many pages were loaded and how many times Python was started (issue 37: where the
suite's time goes), counted over every browser context of the session, on every xdist worker; and, per test file,
the time its tests took (set-up and teardown included, summed over the workers), its tests, and its pages and
Python starts, the slowest files first.

Build first: ``make site`` (``make test-browser`` does it).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browsing import (
    CHROMIUM,
    COUNTS,
    DESKTOP,
    PHONE,
    SITE,
    SITE_PAGES,
    TEST_ARGS,
    Tab,
    Warm,
    open_tab,
    request_counter,
    warm_context,
    warm_tab,
)
from siteserver import SiteServer, serve

# A timeout is a budget for a condition to come true, generous on a loaded machine (two test workers and a build
# beside them), never a measure of speed: Playwright's default of 5 s for `expect` failed under load (a widget's
# data-hf-ready came after 5 s while Python started on a machine with a load average of 16).
expect.set_options(timeout=30_000)


# The longest tests, longest first (seconds a test in `make test`'s --durations, three workers, stop 47): run first,
# so that the suite does not end on one worker walking a game while the other waits (issue 37).
LONGEST = (
    "test_play_journeys.py::test_a_game_on_a_phone_holds_at_every_step",  # 150-165 s at 12 walks (6 since stop 49)
    "test_worked_journeys.py::test_phone_journey_through_every_step_and_what_if",  # 85 s
    "test_pass_play.py::test_every_other_hand_stays_hidden_at_every_step",  # 60-70 s
    "test_offline.py::test_new_build_replaces_the_old_one",  # 63 s
    "test_play_journeys.py::test_the_projector_view_holds_at_every_step",  # 50 s at 12 walks (8 since stop 49)
    "test_session.py::test_a_new_deploy_never_starts_from_the_old_snapshot",  # 49 s
    "test_session.py::test_a_readers_session_holds_after_every_action",  # 47 s
    "test_play_keyboard.py::test_a_whole_game_with_the_keyboard_alone",  # 47 s
    "test_worked_journeys.py::test_projector_journey",  # 41 s
)


def longest_first(item: pytest.Item) -> int:
    name = item.nodeid.rsplit("/", 1)[-1].split("[", 1)[0]
    return LONGEST.index(name) if name in LONGEST else len(LONGEST)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if items and not SITE_PAGES:
        raise pytest.UsageError(f"{SITE} is not built: run `make site` before the browser tests.")
    items.sort(key=longest_first)  # stable: the others keep their order


@pytest.fixture(scope="session")
def site_server() -> Iterator[SiteServer]:
    with serve(SITE, precompressed=True) as server:  # as a configured server sends it
        yield server


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make browser` (scripts/ensure-chromium.sh).")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=TEST_ARGS)
        new_context = chromium.new_context

        def counted_context(**options: Any) -> BrowserContext:
            context = new_context(**options)
            context.on("request", request_counter())
            return context

        chromium.new_context = counted_context  # type: ignore[method-assign]
        yield chromium
        chromium.close()


# Per test file: [seconds, tests, pages loaded, Python starts, of which first in a context] (issue 37: where the
# time goes, file by file).
FILES: dict[str, list[float]] = {}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    before = dict(COUNTS)
    started = time.perf_counter()
    yield
    row = FILES.setdefault(item.location[0].rsplit("/", 1)[-1], [0.0, 0, 0, 0, 0])
    row[0] += time.perf_counter() - started
    row[1] += 1
    row[2] += COUNTS["pages loaded"] - before["pages loaded"]
    row[3] += COUNTS["Python starts"] - before["Python starts"]
    row[4] += COUNTS["first in a context"] - before["first in a context"]


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # an xdist worker: the controller adds it up
        workeroutput["hf_counts"] = dict(COUNTS)
        workeroutput["hf_files"] = {name: list(row) for name, row in FILES.items()}


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:  # xdist's controller, as each worker ends
    output = getattr(node, "workeroutput", {})
    for what, n in output.get("hf_counts", {}).items():
        COUNTS[what] = COUNTS.get(what, 0) + n
    for name, row in output.get("hf_files", {}).items():
        mine = FILES.setdefault(name, [0.0, 0, 0, 0, 0])
        for i, value in enumerate(row):
            mine[i] += value


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if any(COUNTS.values()):
        terminalreporter.write_line("browser: " + ", ".join(f"{what} {n}" for what, n in COUNTS.items()))
    if len(FILES) > 1:
        total = sum(row[0] for row in FILES.values()) or 1.0
        terminalreporter.write_line("browser, per file (seconds summed over the workers; tests, pages, Python starts, "
                                    "of them first in a context):")
        for name, (seconds, tests, pages, starts, first) in sorted(FILES.items(), key=lambda kv: -kv[1][0]):
            terminalreporter.write_line(f"  {seconds:7.0f} s {100 * seconds / total:5.1f} %  {int(tests):4d} tests "
                                        f"{int(pages):5d} pages {int(starts):4d} starts {int(first):4d} first  {name}")


# A test marked ``return_visit`` (or in a module whose ``pytestmark`` has it) gets its desktop / phone tab from the
# worker's kept context below: a reader's browser on a return visit, Python started from the snapshot (about 1 s
# instead of about 3), storage cleared for the test's tab. For the tests whose subject is not the first start: what
# a widget does once it runs. ``first_visit`` on a test of such a module gives it a fresh context again.
# HF_RETURN_VISITS=0 gives every test a fresh context (to compare: `make test-browser HF_RETURN_VISITS=0`).
def returning(request: pytest.FixtureRequest) -> bool:
    node = request.node
    return (os.environ.get("HF_RETURN_VISITS", "1") != "0" and node.get_closest_marker("return_visit") is not None
            and node.get_closest_marker("first_visit") is None)


def tab_for(request: pytest.FixtureRequest, browser: Browser, server: SiteServer, kept: str,
            options: dict[str, Any]) -> Iterator[Tab]:
    if not returning(request):
        yield from open_tab(browser, server, options)
        return
    # A dark tab is the same kept context's, its page's colour scheme emulated (as a reader switches the system's
    # theme: the cache and the snapshot stay); warm_tab hands the page on in the context's scheme. One kept context
    # fewer to prime per worker and scheme (issue 37).
    tabs = warm_tab(request.getfixturevalue(kept))
    tab = next(tabs)
    try:
        if "color_scheme" in options:
            tab.page.emulate_media(color_scheme=options["color_scheme"])
        yield tab
    finally:
        tabs.close()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "return_visit: desktop/phone tabs from the worker's kept context (conftest)")
    config.addinivalue_line("markers", "first_visit: a fresh context, in a return_visit module")


@pytest.fixture
def desktop(request: pytest.FixtureRequest, browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from tab_for(request, browser, site_server, "_warm_desktop", DESKTOP)


@pytest.fixture
def dark_desktop(request: pytest.FixtureRequest, browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from tab_for(request, browser, site_server, "_warm_desktop", {**DESKTOP, "color_scheme": "dark"})


@pytest.fixture
def phone(request: pytest.FixtureRequest, browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from tab_for(request, browser, site_server, "_warm_phone", PHONE)


@pytest.fixture
def dark_phone(request: pytest.FixtureRequest, browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from tab_for(request, browser, site_server, "_warm_phone", {**PHONE, "color_scheme": "dark"})


# The same kept for the whole session (one context each per worker, made on first use): the pages' tests open every
# page in turn in them, as a reader's browser goes from page to page and language to language, and Python starts
# from the HTTP cache and the snapshot kept when the context was made (the first visit is what the fresh tabs test).
@pytest.fixture(scope="session")
def _warm_desktop(browser: Browser, site_server: SiteServer) -> Iterator[Warm]:
    yield from warm_context(browser, site_server, DESKTOP)


@pytest.fixture(scope="session")
def _warm_phone(browser: Browser, site_server: SiteServer) -> Iterator[Warm]:
    yield from warm_context(browser, site_server, PHONE)


@pytest.fixture
def no_script(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    """A reader without JavaScript: what the static HTML alone shows."""
    yield from open_tab(browser, site_server, {**DESKTOP, "java_script_enabled": False})
