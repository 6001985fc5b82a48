"""Browser test fixtures: the built site on 127.0.0.1, Debian's Chromium through Playwright.

- ``site_server`` (session): ``site/`` served on a free local port (``siteserver.py``), with the
  build's .br/.gz copies sent as Content-Encoding, as a configured server would.
- ``browser`` (session): Chromium from ``/usr/bin/chromium`` (never ``playwright install``).
- ``desktop`` / ``dark_desktop`` / ``phone`` / ``dark_phone``: a fresh :class:`browsing.Tab` (1280x800
  light or dark, or 360x740 mobile with touch, light or dark) recording requests to other hosts and console errors.
- ``axe(page)`` and ``SITE_PAGES`` (every built page, both languages) are in ``browsing.py``.

Build first: ``make site`` (``make test-browser`` does it).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browsing import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, SITE, SITE_PAGES, Tab, open_tab
from siteserver import SiteServer, serve

# A timeout is a budget for a condition to come true, generous on a loaded machine (two test workers and a build
# beside them), never a measure of speed: Playwright's default of 5 s for `expect` failed under load (a widget's
# data-hf-ready came after 5 s while Python started on a machine with a load average of 16).
expect.set_options(timeout=30_000)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if items and not SITE_PAGES:
        raise pytest.UsageError(f"{SITE} is not built: run `make site` before the browser tests.")


@pytest.fixture(scope="session")
def site_server() -> Iterator[SiteServer]:
    with serve(SITE, precompressed=True) as server:  # as a configured server sends it
        yield server


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make browser` (scripts/ensure-chromium.sh).")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def desktop(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, site_server, DESKTOP)


@pytest.fixture
def dark_desktop(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, site_server, {**DESKTOP, "color_scheme": "dark"})


@pytest.fixture
def phone(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, site_server, PHONE)


@pytest.fixture
def dark_phone(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, site_server, {**PHONE, "color_scheme": "dark"})


@pytest.fixture
def no_script(browser: Browser, site_server: SiteServer) -> Iterator[Tab]:
    """A reader without JavaScript: what the static HTML alone shows."""
    yield from open_tab(browser, site_server, {**DESKTOP, "java_script_enabled": False})
