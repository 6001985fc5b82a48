#!/usr/bin/env python3
"""The slowed phone (issue 22): what a new reader on a slow phone waits for. Prints figures; asserts nothing.

The profile: 150 ms before each response, 1.6 Mbit/s down and 750 kbit/s up, one pace shared by every response
(made at the server, tests/browser/siteserver.py's ``Link``: the browser's own network emulation does not slow
what a service worker fetches), the build's ``.br`` copies served, service workers allowed, a 360x740 touch
screen, and the page's CPU slowed 4x (CDP ``Emulation.setCPUThrottlingRate``). Chromium refuses that command
for workers ("Operation is only supported for pages, not workers"), so the page's Python worker runs at the
machine's speed: its start after the last byte it received is printed apart, with what it would add slowed 4x
as well (a model, not a measurement).

Each run starts from a fresh browser profile (nothing kept from an earlier run). Printed, median (min, max):

- **first visit to play**: navigation to the first request the reader can make (the play widget's
  "hf:interactive" mark: Python ready, the deal drawn, the players' buttons usable), and the bytes sent by then;
- **read, then play**: a rules page (asking/) read for ``--read`` seconds (30), then a tap on its link to the play
  page: seconds from the tap to the first request the reader can make there; the bytes sent while reading;
- **a request chosen while loading**: on a first visit to play, a player and a card chosen as soon as the page
  lets the reader choose (the play widget's ``data-hf-accepts="early"``), seconds from the choice to its answer
  on screen ("n/a" where the page accepts no choice before Python is ready);
- **pages without Python**: the worked example's first usable "Next" against a plain rules page's load event
  (and its first contentful paint).

Usage: python benchmarks/phone.py [--runs N] [--read SECONDS] [--only first,read,during,plain]
       (needs `make site` and Chromium; about 3 minutes a run)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, SITE  # noqa: E402
from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402
from siteserver import SiteServer, serve, slow_phone  # noqa: E402

CPU_SLOWDOWN = 4
TIMEOUT_MS = 240_000
RULES = "asking/"
PLAY = "play/"
WORKED = "worked-example/"

# Marks read from the page (loader.js writes them; see its header), as times from the navigation's start.
MARKS = """() => {
  const at = (name) => { const e = performance.getEntriesByName(name); return e.length ? e[e.length - 1].startTime : null; };
  const nav = performance.getEntriesByType("navigation")[0];
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return { interactive: at("hf:interactive"), ready: at("hf:runtime-ready"), start: at("hf:runtime-start"),
           navigate: at("hf:navigate"), load: nav ? nav.loadEventStart : null, fcp: paint ? paint.startTime : null,
           from: window.__hfRuntimeFrom || null, timing: window.__hfRuntimeTiming || null };
}"""


@contextmanager
def slowed_page(browser: Browser) -> Iterator[Page]:
    """A fresh profile (service workers allowed), the phone's screen, its page's CPU slowed."""
    context = browser.new_context(**PHONE, service_workers="allow")
    try:
        page = context.new_page()
        session = context.new_cdp_session(page)
        session.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        yield page
    finally:
        context.close()


def interactive_after(page: Page, since: float) -> float:
    """Wait for a widget's first interactive step after ``since`` (ms, page time); return its time."""
    page.wait_for_function(
        """(since) => performance.getEntriesByName('hf:interactive').some((e) => e.startTime > since)
                   || performance.getEntriesByName('hf:runtime-failed').length > 0""",
        arg=since, timeout=TIMEOUT_MS, polling=50)
    marks: dict[str, Any] = page.evaluate(MARKS)
    if marks["interactive"] is None or marks["interactive"] <= since:
        raise RuntimeError(f"the runtime failed: {marks}")
    return float(marks["interactive"])


def worker_tail(page: Page) -> float | None:
    """The worker's start after its last byte (ms), if the loader reports it."""
    timing = page.evaluate(MARKS)["timing"]
    return float(timing["afterDownload"]) if timing and "afterDownload" in timing else None


def first_visit(browser: Browser, server: SiteServer) -> dict[str, Any]:
    with slowed_page(browser) as page:
        server.traffic.reset()
        page.goto(server.url + PLAY, wait_until="commit")
        at = interactive_after(page, 0)
        sent = server.traffic.total()
        return {"seconds": at / 1000, "bytes": sent, "tail": worker_tail(page),
                "fcp": (page.evaluate(MARKS)["fcp"] or 0) / 1000}


def read_then_play(browser: Browser, server: SiteServer, seconds: float) -> dict[str, Any]:
    with slowed_page(browser) as page:
        server.traffic.reset()
        page.goto(server.url + RULES, wait_until="load")
        page.wait_for_timeout(seconds * 1000)  # the reader reads
        read_bytes = server.traffic.total()
        # The tap: the navigation's link to the play page (in the drawer on a phone: the time counted is the
        # link's, from the moment it is taken).
        tap = page.evaluate("""(path) => {
            const link = [...document.querySelectorAll('a.md-nav__link')].find((a) => a.getAttribute('href').endsWith(path));
            const at = performance.now();
            link.click();
            return at;
        }""", PLAY)
        at = interactive_after(page, tap)
        return {"seconds": (at - tap) / 1000, "read_bytes": read_bytes, "bytes": server.traffic.total(),
                "from": page.evaluate(MARKS)["from"], "tail": worker_tail(page)}


# A player, then a card, chosen as soon as the play page lets the reader choose (before Python is ready, on a
# page that accepts early choices); the time from the card's tap to the narration of its answer.
EARLY = "[data-hf-widget='play'][data-hf-accepts='early']"


def chosen_while_loading(browser: Browser, server: SiteServer) -> dict[str, Any] | None:
    with slowed_page(browser) as page:
        page.goto(server.url + PLAY, wait_until="commit")
        try:
            page.wait_for_selector(EARLY, timeout=TIMEOUT_MS)
        except Exception:  # noqa: BLE001 - the page takes no early choice
            return None
        if page.evaluate("() => performance.getEntriesByName('hf:runtime-ready').length > 0"):
            return {"seconds": None, "note": "Python was ready before a choice could be made"}
        widget = page.locator("[data-hf-widget='play']")
        before = widget.locator("[data-hf-narration]").inner_text()
        widget.locator("[data-hf-targets] button:not([disabled])").first.tap()
        card = widget.locator("[data-hf-cards] button:not([disabled])").first
        card.wait_for(timeout=TIMEOUT_MS)
        chose = page.evaluate("() => performance.now()")
        card.tap()
        page.wait_for_function("(before) => document.querySelector('[data-hf-narration]').innerText !== before",
                               arg=before, timeout=TIMEOUT_MS, polling=50)
        answered = page.evaluate("() => performance.now()")
        ready = page.evaluate(MARKS)["ready"]
        return {"seconds": (answered - chose) / 1000, "choice_at": chose / 1000,
                "ready_at": ready / 1000 if ready else None}


def plain_pages(browser: Browser, server: SiteServer) -> dict[str, float]:
    """The worked example's first usable Next against a plain rules page's load event (and first paint)."""
    out: dict[str, float] = {}
    with slowed_page(browser) as page:
        page.goto(server.url + RULES, wait_until="load")
        marks = page.evaluate(MARKS)
        out["plain_load"], out["plain_fcp"] = marks["load"] / 1000, (marks["fcp"] or 0) / 1000
    with slowed_page(browser) as page:
        page.goto(server.url + WORKED, wait_until="commit")
        out["worked_next"] = interactive_after(page, 0) / 1000
        page.wait_for_load_state("load")
        out["worked_fcp"] = (page.evaluate(MARKS)["fcp"] or 0) / 1000
    return out


def spread(values: list[float], unit: str = "s", digits: int = 2) -> str:
    if not values:
        return "n/a"
    return (f"{statistics.median(values):.{digits}f} {unit} "
            f"(min {min(values):.{digits}f}, max {max(values):.{digits}f}, {len(values)} runs)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--read", type=float, default=30.0, help="seconds spent reading before the tap")
    parser.add_argument("--only", default="first,read,during,plain")
    args = parser.parse_args()
    wanted = set(args.only.split(","))
    if not (SITE / PLAY / "index.html").is_file():
        print("site/ is not built: run `make site` first.", file=sys.stderr)
        return 2
    manifest = json.loads((SITE / "assets" / "hf-runtime.json").read_text(encoding="utf-8"))
    link = slow_phone()
    results: dict[str, list[Any]] = {"first": [], "read": [], "during": [], "plain": []}
    with serve(SITE, precompressed=True, link=link) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        version = browser.version
        for _ in range(args.runs):
            if "first" in wanted:
                results["first"].append(first_visit(browser, server))
            if "read" in wanted:
                results["read"].append(read_then_play(browser, server, args.read))
            if "during" in wanted:
                during = chosen_while_loading(browser, server)
                if during is not None:
                    results["during"].append(during)
            if "plain" in wanted:
                results["plain"].append(plain_pages(browser, server))
        browser.close()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    floor = manifest["transfer"]["br"] * 8 / link.down
    print(f"Slowed phone: Chromium {version}; {link.latency * 1000:.0f} ms, {link.down / 1e6:.1f} Mbit/s down, "
          f"{link.up / 1e3:.0f} kbit/s up (at the server), page CPU slowed {CPU_SLOWDOWN}x, .br served, service "
          f"workers allowed, 360x740 touch; load average {load:.1f} on {os.cpu_count()} cores")
    print(f"The runtime as the server sends it (brotli): {manifest['transfer']['br'] / 1e6:.2f} MB, "
          f"{floor:.1f} s on this link alone")
    if results["first"]:
        runs = results["first"]
        print("\nFirst visit to play, navigation -> a request can be made:")
        print(f"  {spread([r['seconds'] for r in runs])}")
        print(f"  sent by then: {spread([r['bytes'] / 1e6 for r in runs], 'MB')}")
        print(f"  first contentful paint: {spread([r['fcp'] for r in runs])}")
        tails = [r["tail"] / 1000 for r in runs if r["tail"] is not None]
        if tails:
            print(f"  the worker's start after its last byte (not slowed): {spread(tails)}; slowed {CPU_SLOWDOWN}x "
                  f"it would add about {(CPU_SLOWDOWN - 1) * statistics.median(tails):.1f} s")
    if results["read"]:
        runs = results["read"]
        print(f"\nRead {RULES} for {args.read:.0f} s, then a tap on the link to play, tap -> a request can be made:")
        print(f"  {spread([r['seconds'] for r in runs])}   (target: 2 s or less)")
        print(f"  sent while reading: {spread([r['read_bytes'] / 1e6 for r in runs], 'MB')}; "
              f"in all: {spread([r['bytes'] / 1e6 for r in runs], 'MB')}")
        print(f"  how Python started: {sorted({str(r['from']) for r in runs})}")
    if "during" in wanted:
        runs = [r for r in results["during"] if r.get("seconds") is not None]
        print("\nA request chosen while the runtime loads (first visit to play), choice -> its answer on screen:")
        if runs:
            print(f"  {spread([r['seconds'] for r in runs])}")
            print(f"  chosen at {spread([r['choice_at'] for r in runs])} after navigation; Python ready at "
                  f"{spread([r['ready_at'] for r in runs if r['ready_at']])}")
        else:
            notes = {r.get("note", "") for r in results["during"]} - {""}
            print(f"  n/a: {'; '.join(notes) or 'the play page takes no choice before Python is ready'}")
    if results["plain"]:
        runs = results["plain"]
        ratio = [r["worked_next"] / r["plain_load"] for r in runs]
        print("\nPages without Python:")
        print(f"  plain rules page ({RULES}): load event {spread([r['plain_load'] for r in runs])}, "
              f"first contentful paint {spread([r['plain_fcp'] for r in runs])}")
        print(f"  worked example: first usable Next {spread([r['worked_next'] for r in runs])}, "
              f"first contentful paint {spread([r['worked_fcp'] for r in runs])}")
        print(f"  worked example's Next / plain page's load: {spread(ratio, 'x')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
