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
  page: seconds from the tap to the first request the reader can make there; the bytes sent while reading. Three
  designs of warming: Python started in the page's worker while the reader reads (the site's: the link keeps
  the document, and the worker); the runtime's files only fetched ahead (what a device reporting under 2 GB of
  memory gets), Python started after the tap; a snapshot made ahead, the page reached by a full load (Python
  restored from the snapshot the worker kept while the reader read: also what a full load after reading gets);
- **a request chosen while loading**: on a first visit to play, a player and a card chosen as soon as the page
  lets the reader choose (a player's button enabled before the widget is ready), seconds from the choice to its answer
  on screen ("n/a" where the page accepts no choice before Python is ready);
- **pages without Python**: the worked example's first usable "Next" against a plain rules page's load event
  (and its first contentful paint);
- **memory** (not slowed): what a warmed Python holds, the renderer processes' resident memory with Python
  started while reading against the same page with warming off.

Usage: python benchmarks/phone.py [--runs N] [--read SECONDS] [--only first,read,fetch,snapshot,during,plain,memory]
       [--sites DIR,DIR]   (several built sites: each run visits each in turn, for a before/after)
       (needs `make site` and Chromium; about 3 minutes a run)
"""

from __future__ import annotations

import argparse
import contextlib
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
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402
from siteserver import Link, SiteServer, serve, slow_phone  # noqa: E402

CPU_SLOWDOWN = 4
TIMEOUT_MS = 240_000
RULES = "asking/"
PLAY = "play/"
WORKED = "worked-example/"

# Marks read from the page (loader.js writes them; see its header), as times from the navigation's start.
MARKS = """() => {
  const at = (name) => {
    const e = performance.getEntriesByName(name);
    return e.length ? e[e.length - 1].startTime : null;
  };
  const nav = performance.getEntriesByType("navigation")[0];
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return { interactive: at("hf:interactive"), ready: at("hf:runtime-ready"), start: at("hf:runtime-start"),
           navigate: at("hf:navigate"), load: nav ? nav.loadEventStart : null, fcp: paint ? paint.startTime : null,
           from: window.__hfRuntimeFrom || null, timing: window.__hfRuntimeTiming || null };
}"""


LITTLE_MEMORY = "Object.defineProperty(Navigator.prototype, 'deviceMemory', {configurable: true, get: () => 1});"
SNAPSHOT_KEPT = """async () => {
  const name = (await caches.keys()).find((n) => n.endsWith(':python'));
  return name ? (await (await caches.open(name)).keys()).length === 1 : false;
}"""


@contextmanager
def slowed_page(browser: Browser, *scripts: str, slowed: bool = True) -> Iterator[Page]:
    """A fresh profile (service workers allowed), the phone's screen, its page's CPU slowed."""
    context = browser.new_context(**PHONE, service_workers="allow")
    for script in scripts:
        context.add_init_script(script)
    try:
        page = context.new_page()
        if slowed:
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


def read_then_play(browser: Browser, server: SiteServer, seconds: float,
                   design: str = "boot") -> dict[str, Any] | None:
    with slowed_page(browser, *([LITTLE_MEMORY] if design == "fetch" else [])) as page:
        server.traffic.reset()
        page.goto(server.url + RULES, wait_until="load")
        page.wait_for_timeout(seconds * 1000)  # the reader reads
        read_bytes = server.traffic.total()
        ready_then = page.evaluate("() => performance.getEntriesByName('hf:runtime-ready').length > 0")
        if design == "snapshot":
            if not page.evaluate("() => performance.getEntriesByName('hf:runtime-start').length > 0"):
                return None  # nothing started while reading (a site without warming): no snapshot to wait for
            waited = page.evaluate("() => performance.now()")
            for _ in range(TIMEOUT_MS // 500):  # the snapshot is written after Python is ready
                if page.evaluate(SNAPSHOT_KEPT):
                    break
                page.wait_for_timeout(500)
            extra = (page.evaluate("() => performance.now()") - waited) / 1000
            page.goto(server.url + PLAY, wait_until="commit")  # a full load: the worker starts again
            at = interactive_after(page, 0)
            return {"seconds": at / 1000, "read_bytes": read_bytes, "bytes": server.traffic.total(),
                    "from": page.evaluate(MARKS)["from"], "tail": None, "ready_then": ready_then,
                    "extra_read": extra}
        # The tap: the navigation's link to the play page (in the drawer on a phone: the time counted is the
        # link's, from the moment it is taken).
        tap = page.evaluate("""(path) => {
            const link = [...document.querySelectorAll('a.md-nav__link')]
                .find((a) => a.getAttribute('href').endsWith(path));
            const at = performance.now();
            link.click();
            return at;
        }""", PLAY)
        at = interactive_after(page, tap)
        return {"seconds": (at - tap) / 1000, "read_bytes": read_bytes, "bytes": server.traffic.total(),
                "from": page.evaluate(MARKS)["from"], "tail": worker_tail(page), "ready_then": ready_then,
                "extra_read": 0.0}


# A player, then a card, chosen as soon as the play page lets the reader choose (before Python is ready, on a
# page that accepts early choices); the time from the card's tap to the narration of its answer.
EARLY = "[data-hf-widget='play']:not([data-hf-ready='true']) [data-hf-target]:not([disabled])"


def takes_early_choices(site: Path) -> bool:
    """The site's play page lets the reader choose before Python is ready in the way EARLY finds: its players'
    buttons enabled while the widget is not ready yet (builds between issue 22's first work and its redesign
    marked it data-hf-accepts instead: for those, the request chosen while loading is not measured)."""
    play = site / "javascripts" / "hf" / "widgets" / "play.js"
    text = play.read_text(encoding="utf-8") if play.is_file() else ""
    return "chooseWhileLoading" in text


def chosen_while_loading(browser: Browser, server: SiteServer) -> dict[str, Any] | None:
    with slowed_page(browser) as page:
        page.goto(server.url + PLAY, wait_until="commit")
        try:
            page.wait_for_selector(EARLY, timeout=TIMEOUT_MS)
        except PlaywrightTimeout:  # the page takes no early choice
            return None
        if page.evaluate("() => performance.getEntriesByName('hf:runtime-ready').length > 0"):
            return {"seconds": None, "note": "Python was ready before a choice could be made"}
        widget = page.locator("[data-hf-widget='play']")
        before = widget.locator("[data-hf-narration]").inner_text()
        widget.locator("[data-hf-target]:not([disabled])").first.tap()
        card = widget.locator("[data-hf-ask-card]:not([disabled])").first
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


def renderers_kb(profile: str) -> int:
    """The resident memory (kB) of the renderer processes of the browser whose profile folder is ``profile``."""
    total = 0
    for proc in Path("/proc").iterdir():
        try:
            cmd = (proc / "cmdline").read_bytes().split(b"\0")
            if b"--type=renderer" in cmd and f"--user-data-dir={profile}".encode() in cmd:
                status = (proc / "status").read_text()
                total += int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:")))
        except (OSError, StopIteration, ValueError):
            continue
    return total


def profiles() -> set[str]:
    found = set()
    for proc in Path("/proc").iterdir():
        try:
            for arg in (proc / "cmdline").read_bytes().split(b"\0"):
                if arg.startswith(b"--user-data-dir="):
                    found.add(arg.split(b"=", 1)[1].decode())
        except OSError:
            continue
    return found


def memory(browser: Browser, server: SiteServer, profile: str) -> dict[str, float]:
    """A rules page read with warming off, then on (the footer's setting): the renderers' memory each time."""
    with slowed_page(browser, slowed=False) as page:
        page.goto(server.url + RULES, wait_until="load")
        page.locator("[data-hf-warm] input").uncheck()  # the footer's setting
        page.reload(wait_until="load")
        page.wait_for_function("() => performance.getEntriesByName('hf:warm-declined').length > 0", timeout=TIMEOUT_MS)
        page.wait_for_timeout(2000)
        before = renderers_kb(profile)
        page.locator("[data-hf-warm] input").check()
        page.reload(wait_until="load")
        page.wait_for_function("() => performance.getEntriesByName('hf:runtime-ready').length > 0", timeout=TIMEOUT_MS)
        for _ in range(TIMEOUT_MS // 500):  # and the snapshot written (its buffers released)
            if page.evaluate(SNAPSHOT_KEPT):
                break
            page.wait_for_timeout(500)
        page.wait_for_timeout(2000)
        after = renderers_kb(profile)
    return {"before": before / 1024, "after": after / 1024}


def spread(values: list[float], unit: str = "s", digits: int = 2) -> str:
    if not values:
        return "n/a"
    return (f"{statistics.median(values):.{digits}f} {unit} "
            f"(min {min(values):.{digits}f}, max {max(values):.{digits}f}, {len(values)} runs)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--read", type=float, default=30.0, help="seconds spent reading before the tap")
    parser.add_argument("--only", default="first,read,fetch,snapshot,during,plain,memory")
    parser.add_argument("--sites", default=str(SITE),
                        help="built sites to compare, comma-separated (each run visits them in turn)")
    args = parser.parse_args()
    wanted = set(args.only.split(","))
    sites = [Path(site) for site in args.sites.split(",")]
    for site in sites:
        if not (site / PLAY / "index.html").is_file():
            print(f"{site} is not built: run `make site` first.", file=sys.stderr)
            return 2
    results = {site: {key: [] for key in ("first", "read", "fetch", "snapshot", "during", "plain", "memory")}
               for site in sites}
    with contextlib.ExitStack() as stack, sync_playwright() as playwright:
        servers = {site: stack.enter_context(serve(site, precompressed=True, link=slow_phone())) for site in sites}
        known = profiles()
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        version = browser.version
        mine = sorted(profiles() - known)
        for site in sites:
            if "memory" in wanted and len(mine) == 1 and (site / "javascripts/hf/warming.js").is_file():
                with serve(site, precompressed=True) as fast:
                    results[site]["memory"].append(memory(browser, fast, mine[0]))
        for n in range(args.runs):
            for site in sites if n % 2 == 0 else sites[::-1]:  # a busy minute of the machine hits both
                server, found = servers[site], results[site]
                if "first" in wanted:
                    found["first"].append(first_visit(browser, server))
                for design in ("read", "fetch", "snapshot"):
                    if design in wanted:
                        run = read_then_play(browser, server, args.read, design)
                        if run is not None:
                            found[design].append(run)
                if "during" in wanted and takes_early_choices(site):
                    during = chosen_while_loading(browser, server)
                    if during is not None:
                        found["during"].append(during)
                if "plain" in wanted:
                    found["plain"].append(plain_pages(browser, server))
        browser.close()
    for site in sites:
        report(site, results[site], args, wanted, version, servers[site].link)
    return 0


def report(site: Path, results: dict[str, list[Any]], args: argparse.Namespace, wanted: set[str], version: str,
           link: Link) -> None:
    manifest = json.loads((site / "assets" / "hf-runtime.json").read_text(encoding="utf-8"))
    print(f"\n==== {site}")
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
    designs = {"read": "Python started while reading (the site's warming), then a tap on the link",
               "fetch": "files only fetched while reading (a device under 2 GB), then a tap on the link",
               "snapshot": "snapshot kept while reading, then a full load of play (navigation ->)"}
    for design, title in designs.items():
        runs = results[design]
        if not runs:
            continue
        print(f"\nRead {RULES} for {args.read:.0f} s; {title}; until a request can be made:")
        print(f"  {spread([r['seconds'] for r in runs])}   (target: 2 s or less from the tap)")
        print(f"  sent while reading: {spread([r['read_bytes'] / 1e6 for r in runs], 'MB')}; "
              f"in all: {spread([r['bytes'] / 1e6 for r in runs], 'MB')}")
        print(f"  Python ready when the reading ended: {sum(bool(r['ready_then']) for r in runs)} of {len(runs)}; "
              f"how it started: {sorted({str(r['from']) for r in runs})}")
        extra = [r["extra_read"] for r in runs if r["extra_read"]]
        if extra:
            print(f"  reading went on until the snapshot was kept: {spread(extra)} more")
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
    for run in results["memory"]:
        print(f"\nMemory (not slowed), the renderers' resident set on {RULES}: warming off {run['before']:.0f} MB, "
              f"Python warmed {run['after']:.0f} MB (+{run['after'] - run['before']:.0f} MB)")


if __name__ == "__main__":
    sys.exit(main())
