#!/usr/bin/env python3
"""What one Python start costs the browser tests (issue 37): play/ loaded on a phone, ``--loads`` times per design,
with the wall time to the widget's runtime ready and the CPU time of every Chromium process on the machine (from
/proc) to ready and in the ``--after`` seconds after (the first start makes, compresses and keeps its snapshot then).
Prints a table; asserts nothing. Run it on a quiet machine: the CPU figures count every Chromium running.

Designs: ``fresh`` (a new context a load, requests routed through Playwright as every test's are), ``fresh-unrouted``,
``kept`` (one context for all loads, as conftest's ``return_visit``: Python from the snapshot the first start kept),
``kept-unrouted`` (the HTTP cache and V8's code cache on). ``--chromium-arg`` adds a flag to Chromium (for example
``--js-flags=--no-wasm-tier-up``).

Usage: python benchmarks/start_cost.py [--loads N] [--after S] [--design NAME ...] [--chromium-arg ARG ...]
       (needs a built site: HF_SITE_DIR or site/; Linux, for /proc)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, SITE, WARMING_OFF, Tab  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, sync_playwright  # noqa: E402
from siteserver import SiteServer, serve  # noqa: E402

PATH = "play/"
DESIGNS = ("fresh", "fresh-unrouted", "kept", "kept-unrouted")


def chromium_cpu() -> float:
    """CPU seconds (user + system) used so far by every Chromium process alive."""
    total = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if b"chromium" not in Path(f"/proc/{pid}/cmdline").read_bytes():
                continue
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            continue
    return total / os.sysconf("SC_CLK_TCK")


def context(browser: Browser, server: SiteServer, routed: bool) -> BrowserContext:
    ctx = browser.new_context(service_workers="block", **PHONE)
    ctx.add_init_script(WARMING_OFF)
    local = urlsplit(server.url).netloc
    if routed:  # as browsing.open_tab: anything not for the local server is aborted
        ctx.route(lambda url: urlsplit(url).netloc != local and not url.startswith(("data:", "blob:", "about:")),
                  lambda route: route.abort())
    return ctx


def load(ctx: BrowserContext, server: SiteServer, after: float) -> dict[str, Any]:
    page = ctx.new_page()
    try:
        before = chromium_cpu()
        started = time.perf_counter()
        page.goto(server.url + PATH, wait_until="load")
        Tab(page=page, context=ctx, server=server).wait_runtime()
        ready = time.perf_counter() - started
        at_ready = chromium_cpu()
        page.wait_for_timeout(after * 1000)
        return {"ready": ready, "cpu": at_ready - before, "after": chromium_cpu() - at_ready,
                "from": page.evaluate("() => window.__hfRuntimeFrom || ''")}
    finally:
        page.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--after", type=float, default=4.0, help="seconds watched after ready")
    parser.add_argument("--design", action="append", choices=DESIGNS)
    parser.add_argument("--chromium-arg", action="append", default=[])
    args = parser.parse_args()
    if not (SITE / PATH / "index.html").is_file():
        print(f"{SITE / PATH} is not built: run `make site` first.", file=sys.stderr)
        return 2
    print(f"play/ on a phone, {args.loads} loads a design; Chromium CPU of the whole machine; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"extra flags: {args.chromium_arg or 'none'}")
    print(f"{'design':16} {'started from':14} {'ready (s)':>18} {'CPU to ready (s)':>18} {'CPU after (s)':>16}")
    with serve(SITE, precompressed=True) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS + args.chromium_arg)
        for design in args.design or DESIGNS:
            routed = not design.endswith("-unrouted")
            kept = context(browser, server, routed) if design.startswith("kept") else None
            if kept is not None:  # the first visit, whose snapshot the kept loads start from
                load(kept, server, args.after)
            runs = []
            for _ in range(args.loads):
                ctx = kept or context(browser, server, routed)
                runs.append(load(ctx, server, args.after))
                if kept is None:
                    ctx.close()
            if kept is not None:
                kept.close()

            def spread(key: str, runs: list[dict[str, Any]] = runs) -> str:
                values = [r[key] for r in runs]
                return f"{statistics.median(values):.2f} ({min(values):.2f}-{max(values):.2f})"

            froms = ",".join(sorted({r["from"] for r in runs}))
            print(f"{design:16} {froms:14} {spread('ready'):>18} {spread('cpu'):>18} {spread('after'):>16}")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
