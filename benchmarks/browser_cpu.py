#!/usr/bin/env python3
"""Where the browser suite's time goes: the CPU seconds Chromium spends (every process of it, its renderers included)
to open a page, by the kind of page a test opens (issue 37). Prints a table; asserts nothing.

The browser suite keeps both cores busy: read from /proc/stat, a whole run of it at three workers (stop 55) used
3,706 CPU seconds in 1,857 s of wall time, 100 % of the two cores. The CPU time ``time make test`` reports (user +
sys) misses most of it: Chromium's zygote forks the renderers, which are then children of PID 1, so their time never
reaches make. A suite that fills the machine gets no faster from more workers; only less work in the browser helps.
This says what each kind of page costs, so that the work can be counted:

- a plain rules page (the glossary), in a fresh context and in a context that has seen the site;
- a widget page that starts Python (play/), in a fresh context (the first visit: the runtime fetched and compiled,
  Python started and its snapshot kept) and in a context that has it already (a return visit: the HTTP cache, the
  compiled WebAssembly, the snapshot).

Each figure is the median of ``--runs`` loads, each measured from a blank page until the page is ready (play: the
widget's data-hf-ready) plus one quiet second (work the page does after its load: the snapshot written, idle tasks).
Chromium's processes are told apart from any other Chromium on the machine by a switch only this run passes.

Usage: python benchmarks/browser_cpu.py [--runs N] [--executable PATH] [--arg SWITCH ...] [--only TEXT]
       (needs `make site`, Chromium; an --arg of --disable-features replaces the suite's own, which lists Playwright's)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, SITE, WARMING_OFF  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402

HZ = os.sysconf("SC_CLK_TCK")
QUIET_MS = 1000
KINDS = (
    ("glossary/ (plain), fresh context", "glossary/", False),
    ("glossary/ (plain), context that has seen the site", "glossary/", True),
    ("play/ (Python starts), fresh context", "play/", False),
    ("play/ (Python starts), return visit", "play/", True),
)


def cpu_seconds(mark: str) -> float:
    """CPU seconds used so far by the live processes whose command line carries ``mark``."""
    ticks = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if mark.encode() not in Path(f"/proc/{entry}/cmdline").read_bytes():
                continue
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += int(fields[11]) + int(fields[12])
    return ticks / HZ


def new_context(browser: Browser) -> BrowserContext:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script(WARMING_OFF)
    return context


def open_until_ready(context: BrowserContext, url: str,
                     started: Callable[[], None] = lambda: None) -> tuple[float, Page]:
    """Open ``url`` in a new tab of ``context`` until it is ready (play: the widget's data-hf-ready), then one quiet
    second: (wall seconds to ready, the page, left open). ``started`` is called from the blank tab, just before the
    page is asked for (route_cost.py reads the machine's CPU there too)."""
    page = context.new_page()
    page.goto("about:blank")
    started()
    wall = time.perf_counter()
    page.goto(url, wait_until="load")
    if "play/" in url:
        page.wait_for_function("() => document.querySelector('.hf-play')?.dataset.hfReady === 'true'",
                               timeout=120_000)
    wall = time.perf_counter() - wall
    page.wait_for_timeout(QUIET_MS)
    return wall, page


def load(context: BrowserContext, url: str, mark: str) -> tuple[float, float]:
    """(CPU seconds, wall seconds) to open ``url`` in a new tab of ``context`` until it is ready, then quiet."""
    before: list[float] = []
    wall, page = open_until_ready(context, url, lambda: before.append(cpu_seconds(mark)))
    cpu = cpu_seconds(mark) - before[0]
    page.close()
    return cpu, wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--executable", default=CHROMIUM)
    parser.add_argument("--arg", action="append", default=[], help="one more Chromium switch (repeatable), to compare")
    parser.add_argument("--only", help="measure only the kinds whose label contains this")
    args = parser.parse_args()
    mark = f"--stack-size={984 - os.getpid() % 64}"  # V8's default is 984 (KB); only this run passes it
    js = [a.split("=", 1)[1] for a in args.arg if a.startswith("--js-flags=")]
    switches = [a for a in args.arg if not a.startswith("--js-flags=")] + ["--js-flags=" + " ".join([mark, *js])]
    rows = []
    with serve(SITE, precompressed=True) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.executable,
                                             args=[*CHROMIUM_ARGS, *switches])
        for label, path, seen in KINDS:
            if args.only and args.only not in label:
                continue
            figures = []
            kept = new_context(browser) if seen else None
            if kept is not None:
                load(kept, server.url + path, mark)  # the first visit, not counted
            for _ in range(args.runs):
                context = kept or new_context(browser)
                figures.append(load(context, server.url + path, mark))
                if kept is None:
                    context.close()
            if kept is not None:
                kept.close()
            rows.append((label, statistics.median(c for c, _ in figures), statistics.median(w for _, w in figures)))
        browser.close()
    print(f"Chromium {args.executable}, median of {args.runs} loads (CPU: every Chromium process, until ready "
          f"+ {QUIET_MS} ms)")
    print(f"{'page':52} {'CPU s':>7} {'wall s':>7}")
    for label, cpu, wall in rows:
        print(f"{label:52} {cpu:7.2f} {wall:7.2f}")


if __name__ == "__main__":
    main()
