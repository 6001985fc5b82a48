#!/usr/bin/env python3
"""Page benchmark: what the in-page Python costs a reader. Prints a table; asserts nothing.

Compares, in one run, the worked-example page against a bare page that only boots the same
self-hosted Pyodide (with its full standard library, not the site's trimmed one) in a module
worker and evaluates ``1+1``, and against the site's own worker on an otherwise empty page
(Pyodide, the hf_core wheel, then the worked example's first call),
which separates what the engine adds from what the documentation page around it adds (both
generated here, served beside the built site, never written into it):

- time from navigation to the runtime being ready, and to the first interactive step;
- bytes each page transfers, in total, for the runtime alone and for the page without the
  runtime (as served, and as a gzip-compressing server would send them);
- the longest main-thread stall while loading (PerformanceObserver "longtask", >= 50 ms, and
  the longest gap between animation frames);
- median and 95th percentile of one "Next" step of the worked-example widget, as the widget
  measures it ("hf:step"), and from the click to the new picture laid out and to the next
  animation frame.

What it reads from the page (docs/javascripts/hf/loader.js documents it): the performance
marks "hf:runtime-ready" (the loader) and "hf:interactive" (a widget, once its first step is
usable), and the measures "hf:step" (a widget, one per step). Whatever the page does not
provide is printed as "n/a". When no page has a widget yet, the loader's own runtime-check
widget, on a copy of a built page, stands in for the worked example (the table says so).

Usage: python benchmarks/page.py [--runs N] [--steps N]   (needs `make site`, Chromium)
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

from browsing import CHROMIUM, CHROMIUM_ARGS, DESKTOP, SITE, add_check_pages  # noqa: E402
from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402
from siteserver import SiteServer, serve  # noqa: E402

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

# The site's own worker on an empty page: what hf_core adds to bare Pyodide, without the page.
ENGINE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Engine only</title></head>
<body><p id="out">booting…</p>
<script type="module">
  const worker = new Worker(new URL("../../javascripts/hf/worker.js", location.href), { type: "module" });
  performance.mark("hf:runtime-start");
  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === "status" && message.stage === "wheel") performance.mark("hf:runtime-booted");
    if (message.type === "ready") {
      performance.mark("hf:runtime-ready");
      worker.postMessage({ type: "call", id: 1, func: "worked_example_steps", arg: '{"lang": "en"}' });
    }
    if (message.type === "result") {
      document.getElementById("out").textContent = message.ok ? "steps ready" : message.error;
      performance.mark("hf:interactive");
    }
  };
  worker.postMessage({ type: "init", root: new URL("../../", location.href).href });
</script></body></html>
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
"""

READ_MARKS = """() => {
  const at = (name) => {
    const entries = performance.getEntriesByName(name);
    return entries.length ? entries[0].startTime : null;
  };
  window.__hfBench.stop = true;
  return {
    start: at("hf:runtime-start"),
    booted: at("hf:runtime-booted"),
    ready: at("hf:runtime-ready"),
    interactive: at("hf:interactive"),
    longTasks: window.__hfBench.longTasks,
    maxFrameGap: window.__hfBench.maxFrameGap,
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


def measure_load(browser: Browser, server: SiteServer, path: str) -> dict[str, Any]:
    context = browser.new_context(**DESKTOP)
    context.add_init_script(PROBE)
    page = context.new_page()
    server.traffic.reset()
    page.goto(server.url + path, wait_until="load")
    page.wait_for_function(
        """() => performance.getEntriesByName('hf:runtime-ready').length > 0
               || performance.getEntriesByName('hf:runtime-failed').length > 0""",
        timeout=TIMEOUT_MS)
    # Give a widget a moment to show its first step once Python is ready.
    with contextlib.suppress(PlaywrightTimeout):
        page.wait_for_function("() => performance.getEntriesByName('hf:interactive').length > 0",
                               timeout=10_000)
    page.wait_for_timeout(300)
    marks: dict[str, Any] = page.evaluate(READ_MARKS)
    marks["traffic"] = server.traffic.snapshot()
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
    parser.add_argument("--runs", type=int, default=5, help="page loads of each kind")
    parser.add_argument("--steps", type=int, default=40, help="'Next' steps to time")
    args = parser.parse_args()
    if not (SITE / "index.html").is_file():
        print(f"{SITE} is not built: run `make site` first.", file=sys.stderr)
        return 2
    if not Path(CHROMIUM).exists():
        print(f"{CHROMIUM} is missing: run `make browser`.", file=sys.stderr)
        return 2

    gz: dict[Path, int] = {}
    with serve(SITE) as server, sync_playwright() as playwright:
        server.add_page("/hf-bench/bare/", BARE_HTML)
        server.add_file("/hf-bench/bare/worker.js", BARE_WORKER.encode())
        server.add_file("/hf-bench/bare/python_stdlib.zip",
                        (ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").read_bytes())
        server.add_page("/hf-bench/engine/", ENGINE_HTML)
        widget_path = "worked-example/"
        html = (SITE / widget_path / "index.html").read_text(encoding="utf-8") \
            if (SITE / widget_path / "index.html").is_file() else ""
        stand_in = 'data-hf-widget="worked-example"' not in html
        if stand_in:
            widget_path = add_check_pages(server)["en"]
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        version = browser.version
        widget_runs: list[dict[str, Any]] = []
        bare_runs: list[dict[str, Any]] = []
        engine_runs: list[dict[str, Any]] = []
        steps: tuple[list[float], list[float], list[float]] = ([], [], [])
        for i in range(args.runs):
            # Interleaved, and in the opposite order every other round, so that a busy moment of
            # the machine does not land on one kind of page only.
            order: list[tuple[str, list[dict[str, Any]]]] = [
                (widget_path, widget_runs), ("hf-bench/bare/", bare_runs), ("hf-bench/engine/", engine_runs)]
            for path, sink in order if i % 2 == 0 else reversed(order):
                run = measure_load(browser, server, path)
                if path == widget_path and not stand_in and not any(steps):
                    steps = step_times(run["page"], args.steps)
                run.pop("page")
                run.pop("context").close()
                sink.append(run)
        browser.close()
        widget = summarize(widget_runs, server, gz)
        bare = summarize(bare_runs, server, gz)
        engine = summarize(engine_runs, server, gz)

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    label = "worked-example" if not stand_in else "runtime-check*"
    rows: list[tuple[str, Callable[[dict[str, Any]], str]]] = [
        ("navigation -> loader starts the runtime", lambda s: fmt_ms(s["start"])),
        ("navigation -> Python booted", lambda s: fmt_ms(s["booted"])),
        ("navigation -> runtime ready (+ hf_core)", lambda s: fmt_ms(s["ready"])),
        ("navigation -> first interactive step", lambda s: fmt_ms(s["interactive"])),
        ("bytes transferred, total", lambda s: fmt_bytes(s["total"])),
        ("  of which the runtime", lambda s: fmt_bytes(s["runtime"])),
        ("  the page without the runtime", lambda s: fmt_bytes(s["page_only"])),
        ("bytes if gzip-served, total", lambda s: fmt_bytes(s["gz_total"])),
        ("  the page without the runtime", lambda s: fmt_bytes(s["gz_page"])),
        ("longest main-thread task (>= 50 ms):", lambda s: ""),
        ("  page load, before the runtime starts",
         lambda s: fmt_ms(s["long_page"]) if s["long_page"] else "none"),
        ("  while the runtime loads and after",
         lambda s: fmt_ms(s["long_runtime"]) if s["long_runtime"] else "none"),
        ("longest gap between frames", lambda s: fmt_ms(s["frame_gap"])),
    ]
    print(f"Page benchmark: Chromium {version}, {args.runs} loads of each page (median; stalls: "
          f"worst), load average {load:.1f} on {os.cpu_count()} cores")
    print(f"{'':40} {label:>18} {'bare Pyodide 1+1':>18} {'engine, empty page†':>20}")
    for name, cell in rows:
        print(f"{name:40} {cell(widget):>18} {cell(bare):>18} {cell(engine):>20}")
    if widget["interactive"] is not None and bare["interactive"]:
        extra = 100.0 * (widget["interactive"] - bare["interactive"]) / bare["interactive"]
        diagnostic = "n/a"
        if engine["interactive"] is not None:
            diagnostic = f"{100.0 * (engine['interactive'] - bare['interactive']) / bare['interactive']:+.1f}%"
        print(f"{'first interactive step vs bare page':40} {extra:>+17.1f}% {'(target <= +10 %)':>18} "
              f"{diagnostic:>20}")
        # Each round loads every kind of page back to back: comparing within rounds takes out
        # most of the drift of a shared machine's speed from one minute to the next.
        paired = paired_extra(widget_runs, bare_runs)
        if paired:
            spread = f"min {min(paired):+.1f}%, max {max(paired):+.1f}%"
            print(f"{'  same, median of rounds (paired)':40} {statistics.median(paired):>+17.1f}% {spread:>39}")
    for name, values in (("one Next step, widget's hf:step (script)", steps[0]),
                         ("  click to laid out (+ style, layout)", steps[1]),
                         ("  click to next frame (+ refresh wait)", steps[2])):
        if values:
            cell = f"{fmt_ms(statistics.median(values))} / {fmt_ms(percentile(values, 0.95))}"
            print(f"{name:40} {cell:>18} {'median / p95, ' + str(len(values)):>18}")
        else:
            print(f"{name:40} {'n/a':>18}")
    print("† the site's own worker (worker.js: Pyodide, then the hf_core wheel) on an otherwise empty page,"
          " started at once, then the worked example's first call: what the engine adds to bare Pyodide,"
          " without the documentation page around it.")
    if stand_in:
        print("* no worked-example widget in the built site yet: the loader's runtime-check "
              "widget on a copy of a built page stands in (Python ready + one ping).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
