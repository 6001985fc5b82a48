"""The browser the suite runs (issue 37): Playwright's own settings kept, Chromium's address-bar page left out.

Chromium keeps only the last ``--disable-features`` of its command line and Playwright puts its own first, so a
switch of ours would silently undo Playwright's (among them PaintHolding, which decides when a page first paints:
the layout-shift tests depend on it). browsing.CHROMIUM_ARGS repeats Playwright's list; this reads what the running
browser was given.
"""

from __future__ import annotations

import os
from pathlib import Path

from browsing import BROWSER_UI_OFF, CHROMIUM, playwright_disabled_features
from playwright.sync_api import Browser


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(stat[1]) == pid:
                found.append(int(entry))
    return found


def browser_switches() -> list[str]:
    """The command line of this worker's Chromium: a child of Playwright's driver, itself a child of this process."""
    for driver in children(os.getpid()):
        for pid in children(driver):
            argv = Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")
            if Path(argv[0]).name in ("chromium", Path(CHROMIUM).name) and not any(
                    a.startswith("--type=") for a in argv):
                return argv
    raise AssertionError("this worker's Chromium was not found below its Playwright driver")


def test_the_browser_keeps_playwrights_settings_and_leaves_the_address_bar_page_out(browser: Browser) -> None:
    assert browser.is_connected()
    given = [a.split("=", 1)[1].split(",") for a in browser_switches() if a.startswith("--disable-features=")]
    assert given, "Chromium was given no --disable-features"
    kept = set(given[-1])  # the only one Chromium reads
    missing = set(playwright_disabled_features()) - kept
    assert not missing, f"Playwright's own disabled features turned back on: {sorted(missing)}"
    assert set(given[0]) <= kept, f"the first --disable-features was dropped: {sorted(set(given[0]) - kept)}"
    assert set(BROWSER_UI_OFF) <= kept
