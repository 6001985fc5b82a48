#!/usr/bin/env python3
"""Page benchmark: what the in-page Python costs a reader. Prints a table; asserts nothing.

Two questions, each answered in one run:

- **The worked example** needs no runtime (its steps ship with the page): time from navigation to its
  first step answered (the widget's "hf:interactive"), and from DOMContentLoaded to it (target: within
  100 ms); the bytes transferred by then, and of them the runtime's (target: none); against plain rules pages
  (asking/, and the smaller glossary/) loaded in the same rounds, the first usable "Next" over that page's load event,
  paired round by round (issue 22: target 1.15x or less), twice: as the widget marks it (hf:interactive, its mount)
  and as the reader meets it, painted (Element Timing on the button's text). The painted Next is what a reader can
  see and tap: its buttons are shown from the page's first frame (an inline script at the widget's end,
  docs/javascripts/hf/worked-early.js, keeps a tap made before the mount for the mount to answer), so it is painted
  about when the widget is mounted, or before; shown by the mount only, it was painted 100-250 ms after it, at the
  frame after the theme's deferred bundle (issue 39). Then
  the median and 95th percentile of one "Next" step, as the widget measures it ("hf:step") and from the click to the new
  picture laid out and to the next animation frame.
- **The explorer** starts the runtime on need (it is near the top of its page, so at once): time from
  navigation to its first interactive step (Python ready, its first position drawn, its forms usable)
  against a bare page that only boots the same self-hosted Pyodide with its full standard library in a
  module worker and evaluates ``1+1`` (generated here, served beside the built site, never written into
  it), loaded in the same rounds, in alternating order, and compared round by round (paired).

Service workers are blocked (a first visit as the network serves it; benchmarks/offline.py measures the
offline cache). Also, per page: bytes transferred (the runtime's share, and the page without it as a gzip-compressing
server would send it) and the longest main-thread stall while loading (PerformanceObserver "longtask",
>= 50 ms, and the longest gap between animation frames).

What it reads from the page (docs/javascripts/hf/loader.js documents it): the performance marks
"hf:runtime-start", "hf:runtime-booted", "hf:runtime-ready" (the loader), "hf:interactive" (a widget, once
its first step is usable) and the measures "hf:step". Whatever the page does not provide is "n/a".

Usage: python benchmarks/page.py [--runs N] [--steps N] [--worked-only] [--refuse-runtime]   (needs `make site`,
Chromium; --worked-only: the worked example and the plain pages only; --refuse-runtime: the runtime's files refused)
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import os
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, DESKTOP, SITE  # noqa: E402
from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402
from siteserver import SiteServer, serve  # noqa: E402

PLAIN = "asking/"  # a rules page without a widget: what the worked example is compared with
GLOSSARY = "glossary/"  # another, smaller one (issue 39 measured against it)
RUNTIME_PATHS = ("/assets/pyodide/", "/assets/wheels/", "/assets/hf-runtime.json",
                 "/javascripts/hf/worker.js", "/hf-bench/bare/worker.js")
TIMEOUT_MS = 120_000

BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare Pyodide</title></head>
<body><p id="out">booting…</p>
<script type="module">
  const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  worker.onmessage = (event) => {
    performance.mark("hf:runtime-booted");
    performance.mark("hf:runtime-ready");
    performance.mark("hf:interactive");
    document.getElementById("out").textContent = "1+1 = " + event.data;
  };
</script></body></html>
"""
BARE_WORKER = """
const indexURL = new URL("../../assets/pyodide/", self.location).href;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
// Pyodide's full standard library, as a page that does not trim it loads it (served beside this).
const stdLibURL = new URL("./python_stdlib.zip", self.location).href;
const pyodide = await loadPyodide({ indexURL, stdLibURL });
self.postMessage(String(pyodide.runPython("1+1")));
"""

# Installed before any page script: long tasks and animation-frame gaps from the start.
PROBE = """
window.__hfBench = { longTasks: [], maxFrameGap: 0 };
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__hfBench.longTasks.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: "longtask", buffered: true });
} catch (err) {}
let last = performance.now();
const frame = (now) => {
  window.__hfBench.maxFrameGap = Math.max(window.__hfBench.maxFrameGap, now - last);
  last = now;
  if (!window.__hfBench.stop) requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
// The worked example's Next as a reader meets it: painted ("nextPainted", Element Timing's renderTime of the button's
// text; the attribute is set here as the parser inserts the button). It is on screen from the page's first frame that
// holds the whole widget (worked-early.js), about when hf:interactive (the widget's mount) comes, or before it.
new MutationObserver((records, observer) => {
  const next = document.querySelector('[data-hf-widget="worked-example"] [data-hf-action="next"]');
  if (next) { next.setAttribute("elementtiming", "hf-next"); observer.disconnect(); }
}).observe(document, { childList: true, subtree: true });
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === "hf-next" && window.__hfBench.nextPainted === undefined) {
        window.__hfBench.nextPainted = entry.renderTime || entry.loadTime;
      }
    }
  }).observe({ type: "element", buffered: true });
} catch (err) {}
"""

READ_MARKS = """() => {
  const at = (name) => {
    const entries = performance.getEntriesByName(name);
    return entries.length ? entries[0].startTime : null;
  };
  window.__hfBench.stop = true;
  const navigation = performance.getEntriesByType("navigation")[0];
  return {
    dcl: navigation ? navigation.domContentLoadedEventEnd : null,
    load: navigation ? navigation.loadEventEnd : null,
    start: at("hf:runtime-start"),
    booted: at("hf:runtime-booted"),
    ready: at("hf:runtime-ready"),
    interactive: at("hf:interactive"),
    longTasks: window.__hfBench.longTasks,
    maxFrameGap: window.__hfBench.maxFrameGap,
    fcp: at("first-contentful-paint"),
    nextPainted: window.__hfBench.nextPainted ?? null,
  };
}"""

# One "Next" of the worked-example widget, timed in the page from the click: to the new picture
# laid out (script, style and layout, forced), and to the next animation frame after it (which
# adds the wait for the display's next refresh).
STEP_BY_CLICK = """async (count) => {
  const widget = document.querySelector('[data-hf-widget="worked-example"]');
  if (!widget) return null;
  const button = (names) => [...widget.querySelectorAll("button")]
      .find((b) => names.includes(b.textContent.trim()));
  const next = button(["Next", "Suivant"]);
  const reset = button(["Reset", "Recommencer"]);
  const live = widget.querySelector('[role="status"]:not(.hf-status)');
  if (!next || !live) return null;
  const times = [];
  for (let i = 0; i < count; i++) {
    if (next.disabled) {
      if (!reset) break;
      reset.click();
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const before = live.textContent;
    const start = performance.now();
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (live.textContent !== before) { observer.disconnect(); resolve(); }
      });
      observer.observe(live, { childList: true, subtree: true, characterData: true });
      setTimeout(() => { observer.disconnect(); resolve(); }, 5000);
    });
    next.click();
    await changed;
    // The work the step costs: its script, then style and layout of the new picture (forced here).
    void widget.getBoundingClientRect();
    void document.body.offsetHeight;
    const laidOut = performance.now() - start;
    // Then the wait for the display's next refresh (up to one frame, 16.7 ms at 60 Hz).
    await new Promise((r) => requestAnimationFrame(() => r()));
    times.push([laidOut, performance.now() - start]);
  }
  return times;
}"""


def gzip_size(path: Path, cache: dict[Path, int]) -> int:
    if path not in cache:
        cache[path] = len(gzip.compress(path.read_bytes(), compresslevel=6))
    return cache[path]


def served_file(server: SiteServer, url_path: str) -> Path | None:
    clean = url_path.split("?", 1)[0]
    if clean in server.overlays:
        return None
    target = server.root / clean.lstrip("/")
    if target.is_dir():
        target = target / "index.html"
    return target if target.is_file() else None


def measure_load(browser: Browser, server: SiteServer, path: str, *, widget: bool = True,
                 refuse_runtime: bool = False) -> dict[str, Any]:
    # Service workers blocked: the page as the network serves it on a first visit (the offline cache's own
    # downloads are benchmarks/offline.py's business).
    context = browser.new_context(**DESKTOP, service_workers="block")
    context.add_init_script(PROBE)
    if refuse_runtime:  # the runtime's files refused (as a reader whose network drops them): nothing else differs
        context.route(lambda url: any(p in url for p in RUNTIME_PATHS), lambda route: route.abort())
    page = context.new_page()
    server.traffic.reset()
    page.goto(server.url + path, wait_until="commit")
    # The first interactive step (or a failed runtime: then "n/a"); a page without a widget has none.
    if widget:
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function(
                """() => performance.getEntriesByName('hf:interactive').length > 0
                       || performance.getEntriesByName('hf:runtime-failed').length > 0""",
                timeout=TIMEOUT_MS, polling=10)
    until_interactive = server.traffic.snapshot()  # what was sent by then (polled every 10 ms)
    page.wait_for_load_state("load")
    if path == "worked-example/":
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function("() => window.__hfBench.nextPainted !== undefined", timeout=TIMEOUT_MS, polling=10)
    page.wait_for_timeout(300)
    marks: dict[str, Any] = page.evaluate(READ_MARKS)
    marks["traffic"] = server.traffic.snapshot()
    marks["until_interactive"] = until_interactive
    marks["page"] = page
    marks["context"] = context
    return marks


def step_times(page: Page, steps: int) -> tuple[list[float], list[float], list[float]]:
    """Click "Next" ``steps`` times; return the widget's own "hf:step" measures of those steps
    (script only), then, measured here from each click, the times to the new picture laid out and
    to the next animation frame."""
    read = "() => performance.getEntriesByName('hf:step').map((e) => e.duration)"
    before = len(page.evaluate(read))
    clicked = page.evaluate(STEP_BY_CLICK, steps)
    if clicked is None:
        return [], [], []
    measured: list[float] = page.evaluate(read)[before:]
    return measured, [c[0] for c in clicked], [c[1] for c in clicked]


def paired_extra(runs: list[dict[str, Any]], bare_runs: list[dict[str, Any]]) -> list[float]:
    """Per round, how much later than the bare page a page's first interactive step came (%)."""
    return [100.0 * (run["interactive"] - bare["interactive"]) / bare["interactive"]
            for run, bare in zip(runs, bare_runs, strict=True)
            if run["interactive"] is not None and bare["interactive"]]


def fmt_ms(value: float | None) -> str:
    if value is None:
        return "n/a"
    return f"{value / 1000:.2f} s" if value >= 1000 else f"{value:.1f} ms"


def fmt_bytes(value: float) -> str:
    if value >= 1_000_000:
        return f"{value / 1_000_000:.2f} MB"
    return f"{value / 1000:.1f} kB"


def median_or_none(values: list[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def summarize(runs: list[dict[str, Any]], server: SiteServer,
              gz: dict[Path, int]) -> dict[str, Any]:
    totals, runtime, page_only, gz_total, gz_page = [], [], [], [], []
    until: list[int] = []
    until_runtime: list[int] = []
    for run in runs:
        sizes = {"total": 0, "runtime": 0, "gz": 0, "gz_page": 0}
        for url_path, size in run["traffic"]:
            is_runtime = any(url_path.startswith(p) for p in RUNTIME_PATHS)
            sizes["total"] += size
            sizes["runtime"] += size if is_runtime else 0
            file = served_file(server, url_path)
            squeezed = gzip_size(file, gz) if file else size
            sizes["gz"] += squeezed
            sizes["gz_page"] += 0 if is_runtime else squeezed
        before = [size for url_path, size in run["until_interactive"]]
        runtime_before = [size for url_path, size in run["until_interactive"]
                          if any(url_path.startswith(p) for p in RUNTIME_PATHS)]
        until.append(sum(before))
        until_runtime.append(sum(runtime_before))
        totals.append(sizes["total"])
        runtime.append(sizes["runtime"])
        page_only.append(sizes["total"] - sizes["runtime"])
        gz_total.append(sizes["gz"])
        gz_page.append(sizes["gz_page"])
    return {
        "start": median_or_none([r["start"] for r in runs]),
        "booted": median_or_none([r["booted"] for r in runs]),
        "ready": median_or_none([r["ready"] for r in runs]),
        "interactive": median_or_none([r["interactive"] for r in runs]),
        "after_dcl": median_or_none([r["interactive"] - r["dcl"] if r["interactive"] is not None and r["dcl"]
                                     else None for r in runs]),
        "until": statistics.median(until),
        "until_runtime": statistics.median(until_runtime),
        "total": statistics.median(totals),
        "runtime": statistics.median(runtime),
        "page_only": statistics.median(page_only),
        "gz_total": statistics.median(gz_total),
        "gz_page": statistics.median(gz_page),
        # Long tasks before the loader starts the runtime (the page itself) and after it.
        "long_page": max((d for r in runs for t, d in r["longTasks"]
                          if r["start"] is not None and t < r["start"]), default=0.0),
        "long_runtime": max((d for r in runs for t, d in r["longTasks"]
                             if r["start"] is None or t >= r["start"]), default=0.0),
        "frame_gap": max(r["maxFrameGap"] for r in runs),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description="Page benchmark (prints a table).")
    parser.add_argument("--runs", type=int, default=3, help="page loads of each kind")
    parser.add_argument("--steps", type=int, default=40, help="'Next' steps to time")
    parser.add_argument("--refuse-runtime", action="store_true",
                        help="refuse the runtime's files (the worked example and the plain pages; the explorer fails)")
    parser.add_argument("--worked-only", action="store_true",
                        help="only the worked example and the plain pages (no explorer, no bare Pyodide page)")
    args = parser.parse_args()
    for needed in (SITE / "worked-example" / "index.html", SITE / "explore" / "index.html"):
        if not needed.is_file():
            print(f"{needed} is missing: run `make site` first.", file=sys.stderr)
            return 2
    if not Path(CHROMIUM).exists():
        print(f"{CHROMIUM} is missing: run `make browser`.", file=sys.stderr)
        return 2

    gz: dict[Path, int] = {}
    with serve(SITE, precompressed=True) as server, sync_playwright() as playwright:
        server.add_page("/hf-bench/bare/", BARE_HTML)
        server.add_file("/hf-bench/bare/worker.js", BARE_WORKER.encode())
        server.add_file("/hf-bench/bare/python_stdlib.zip",
                        (ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").read_bytes())
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        version = browser.version
        runs: dict[str, list[dict[str, Any]]] = {"worked-example/": [], "explore/": [], "hf-bench/bare/": [],
                                                 PLAIN: [], GLOSSARY: []}
        if args.worked_only:
            del runs["explore/"], runs["hf-bench/bare/"]
        steps: tuple[list[float], list[float], list[float]] = ([], [], [])
        for i in range(args.runs):
            # Interleaved, and in the opposite order every other round, so that a busy moment of
            # the machine does not land on one kind of page only.
            order = list(runs) if i % 2 == 0 else list(reversed(runs))
            for path in order:
                run = measure_load(browser, server, path, widget=path not in (PLAIN, GLOSSARY),
                                   refuse_runtime=args.refuse_runtime)
                if path == "worked-example/" and not any(steps):
                    steps = step_times(run["page"], args.steps)
                run.pop("page")
                run.pop("context").close()
                runs[path].append(run)
        browser.close()
        runs.setdefault("explore/", [])
        runs.setdefault("hf-bench/bare/", [])
        worked = summarize(runs["worked-example/"], server, gz)
        explorer = summarize(runs["explore/"], server, gz) if runs["explore/"] else None
        bare = summarize(runs["hf-bench/bare/"], server, gz) if runs["hf-bench/bare/"] else None

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    rows: list[tuple[str, Callable[[dict[str, Any]], str]]] = [
        ("navigation -> DOMContentLoaded", lambda s: fmt_ms(median_or_none([r["dcl"] for r in s["runs"]]))),
        ("navigation -> loader starts the runtime", lambda s: fmt_ms(s["start"]) if s["start"] else "never"),
        ("navigation -> Python booted", lambda s: fmt_ms(s["booted"])),
        ("navigation -> runtime ready (+ hf_core)", lambda s: fmt_ms(s["ready"])),
        ("navigation -> first interactive step", lambda s: fmt_ms(s["interactive"])),
        ("  after DOMContentLoaded", lambda s: fmt_ms(s["after_dcl"])),
        ("bytes sent until the first step", lambda s: fmt_bytes(s["until"])),
        ("  of which the runtime", lambda s: fmt_bytes(s["until_runtime"])),
        ("bytes transferred once loaded, total", lambda s: fmt_bytes(s["total"])),
        ("  of which the runtime", lambda s: fmt_bytes(s["runtime"])),
        ("  the page without the runtime, gzip", lambda s: fmt_bytes(s["gz_page"])),
        ("longest main-thread task (>= 50 ms)",
         lambda s: fmt_ms(max(s["long_page"], s["long_runtime"])) if max(s["long_page"], s["long_runtime"])
         else "none"),
        ("longest gap between frames", lambda s: fmt_ms(s["frame_gap"])),
    ]
    worked["runs"] = runs["worked-example/"]
    explorer = explorer or {**worked, "runs": []}  # --worked-only: those columns are not measured ("n/a")
    bare = bare or {**worked, "runs": []}
    if not runs["explore/"]:
        rows = [(name, lambda s, cell=cell: cell(s) if s["runs"] else "n/a") for name, cell in rows]
    explorer["runs"], bare["runs"] = explorer["runs"] or runs["explore/"], bare["runs"] or runs["hf-bench/bare/"]
    print(f"Page benchmark: Chromium {version}, {args.runs} loads of each page, interleaved (median; stalls: "
          f"worst), load average {load:.1f} on {os.cpu_count()} cores; served with the build's .br/.gz")
    print(f"{'':40} {'worked example':>18} {'explorer':>18} {'bare Pyodide 1+1':>18}")
    for name, cell in rows:
        print(f"{name:40} {cell(worked):>18} {cell(explorer):>18} {cell(bare):>18}")
    if explorer["runs"] and explorer["interactive"] is not None and bare["interactive"]:
        extra = 100.0 * (explorer["interactive"] - bare["interactive"]) / bare["interactive"]
        print(f"{'explorer first step vs bare page':40} {'':>18} {extra:>+17.1f}% {'(target <= 0 %)':>18}")
        # Each round loads every kind of page back to back: comparing within rounds takes out
        # most of the drift of a shared machine's speed from one minute to the next.
        paired = paired_extra(runs["explore/"], runs["hf-bench/bare/"])
        if paired:
            spread = f"min {min(paired):+.1f}%, max {max(paired):+.1f}%"
            print(f"{'  same, median of rounds (paired)':40} {'':>18} {statistics.median(paired):>+17.1f}% "
                  f"{spread:>24}")
    # The worked example's first usable Next against a plain rules page's load event, round by round: as the widget
    # marks it (hf:interactive, its mount), and as a reader meets it (painted, which is what a reader can tap).
    worked_runs = runs["worked-example/"]
    for name, key in (("hf:interactive (mount)", "interactive"), ("Next painted (Element Timing)", "nextPainted")):
        print(f"{'worked example ' + name:40} {fmt_ms(median_or_none([r[key] for r in worked_runs])):>18}")
    gaps = [r["nextPainted"] - r["interactive"] for r in worked_runs
            if r["nextPainted"] is not None and r["interactive"] is not None]
    if gaps:
        print(f"{'  from mount to Next painted, each load':40} {fmt_ms(statistics.median(gaps)):>18} "
              f"{'min ' + fmt_ms(min(gaps)) + ', max ' + fmt_ms(max(gaps)):>28}")
    print(f"{'worked example load event':40} {fmt_ms(median_or_none([r['load'] for r in worked_runs])):>18}")
    for plain_path in (PLAIN, GLOSSARY):
        loads = [r["load"] for r in runs[plain_path] if r["load"]]
        if loads:
            print(f"{'plain page (' + plain_path + '): load event':40} {fmt_ms(statistics.median(loads)):>18}")
        for name, key in (("mount", "interactive"), ("Next painted", "nextPainted")):
            ratios = [w[key] / plain["load"] for w, plain in zip(worked_runs, runs[plain_path], strict=True)
                      if w[key] is not None and plain["load"]]
            if ratios:
                print(f"{'  worked ' + name + ' / that load':40} {statistics.median(ratios):>17.2f}x "
                      f"{f'min {min(ratios):.2f}x, max {max(ratios):.2f}x (target <= 1.15x)':>40}")
    for name, values in (("one Next step, widget's hf:step (script)", steps[0]),
                         ("  click to laid out (+ style, layout)", steps[1]),
                         ("  click to next frame (+ refresh wait)", steps[2])):
        if values:
            cell = f"{fmt_ms(statistics.median(values))} / {fmt_ms(percentile(values, 0.95))}"
            print(f"{name:40} {cell:>18} {'median / p95, ' + str(len(values)):>18}")
        else:
            print(f"{name:40} {'n/a':>18}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
