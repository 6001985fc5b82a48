#!/usr/bin/env python3
"""What the browser tests' guard against other hosts costs a page (issue 37). Prints a table; asserts nothing.

Every test context aborts requests to any host but the local server's (browsing.foreign). Playwright turns on
request interception for a context with any route, and then decides, request by request, which route applies: a
route given as a pattern is matched by Playwright's driver (Node); one given as a Python function makes the driver
send each request to the test's Python and wait for its answer. This loads a page again and again in one context (the
return visit most tests make: a rules page, and play/ with Python started from its snapshot) with the guard as a
function (the suite before stop 63), as a pattern (the suite since), and with no route at all, and prints the CPU
seconds the whole machine used for each load (Chromium, Playwright's driver and this Python together: run it on a
quiet machine), with the wall time and the requests the page made.

Usage: python benchmarks/route_cost.py [--site DIR] [--runs N]   (needs `make site`, Chromium)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, SITE, TEST_ARGS, WARMING_OFF, foreign  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402

sys.path.insert(0, str(ROOT / "benchmarks"))
from browser_cpu import QUIET_MS, open_until_ready  # noqa: E402

HZ = os.sysconf("SC_CLK_TCK")
PAGES = ("glossary/", "play/")
GUARDS = ("function", "pattern", "none")


def machine_cpu() -> float:
    """CPU seconds the machine has used (user, nice, system) since it started."""
    fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    return (int(fields[0]) + int(fields[1]) + int(fields[2])) / HZ


def guarded(browser: Browser, base: str, guard: str) -> tuple[BrowserContext, list[str]]:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script(WARMING_OFF)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))  # as the suite counts them
    local = urlsplit(base).netloc
    if guard == "function":
        context.route(lambda url: urlsplit(url).netloc != local and not url.startswith(("data:", "blob:", "about:")),
                      lambda route: route.abort())
    elif guard == "pattern":
        context.route(foreign(base), lambda route: route.abort())
    return context, requests


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=SITE)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rows = []
    with serve(args.site, precompressed=True) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=TEST_ARGS)
        for path in PAGES:
            for guard in GUARDS:
                context, requests = guarded(browser, server.url, guard)
                open_until_ready(context, server.url + path)[1].close()  # the first visit, not counted
                figures = []
                for _ in range(args.runs):
                    before, cpu = len(requests), machine_cpu()
                    wall, page = open_until_ready(context, server.url + path)
                    figures.append((machine_cpu() - cpu, wall, len(requests) - before))
                    page.close()
                context.close()
                rows.append((path, guard, *(statistics.median(f[i] for f in figures) for i in range(3))))
        browser.close()
    print(f"median of {args.runs} return visits (CPU: the whole machine, until ready + {QUIET_MS} ms)")
    print(f"{'page':12} {'guard':10} {'CPU s':>7} {'wall s':>7} {'requests':>9}")
    for path, guard, cpu, wall, count in rows:
        print(f"{path:12} {guard:10} {cpu:7.2f} {wall:7.2f} {count:9.0f}")


if __name__ == "__main__":
    main()
