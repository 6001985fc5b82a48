#!/usr/bin/env python3
"""Offline benchmark (issue 11): what the service worker sw.js saves a returning reader. Prints figures; asserts
nothing.

In one run, against the built site served locally (tests/browser/siteserver.py, "Cache-Control: no-cache" and
Last-Modified, so the browser's HTTP cache revalidates: 304 for an unchanged file):

- cold first visit of the explorer (Try it yourself) in a fresh browser profile, against a second visit in the
  same profile, once the runtime is in the worker's cache and the page's worker has kept its Python memory
  snapshot (javascripts/hf/worker.js): time from navigation to the explorer's first interactive step (the
  widget's ``data-hf-ready``), and the bytes the server sent; how Python started on each visit (afresh or from
  the snapshot); the same second visit with service workers blocked (the HTTP cache alone, which is what the
  site gives without the worker) for comparison;
- moving from one widget page to another with the runtime already up (issue 11 item 7), both ways between
  the play page and the explorer: by the site's own link, which instant navigation (javascripts/hf/instant.js)
  turns into a swap of the content in the same document (from the click, mark ``hf:navigate``, to the new
  page's first interactive step, mark ``hf:interactive``; and to the content swapped, ``hf:swapped``), against
  a full load of the same page (what every move cost before instant navigation: Python starts again);
- whether Chromium's compiled-WebAssembly cache applies: three visits of the explorer in one profile, with
  Chromium's trace events "v8.wasm.cachedModule" (compiled code stored) and "v8.wasm.moduleCacheHit" (compiled
  code reused instead of compiling again); plus the time from the loader's start to Python booted
  (``hf:runtime-start`` -> ``hf:runtime-booted``) on each visit;
- the size of the full offline copy ("Keep this site on this device") per language and for both, from the
  build's manifest (site/offline.json).

Rounds are paired (cold and warm in the same round); prints the median, min and max.

Usage: python benchmarks/offline.py [--rounds N]   (needs `make site`, Chromium)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, DESKTOP, SITE  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright  # noqa: E402
from siteserver import SiteServer, serve  # noqa: E402

TIMEOUT_MS = 120_000
EXPLORER = "explore/"

# Installed before any page script: when the first widget says it is ready (data-hf-ready="true").
PROBE = """
window.__hfReadyAt = null;
new MutationObserver((records, observer) => {
  for (const r of records) {
    if (r.target.dataset && r.target.dataset.hfReady === "true" && window.__hfReadyAt === null) {
      window.__hfReadyAt = performance.now();
      observer.disconnect();
    }
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hf-ready"] });
"""

MARKS = """() => {
  const at = (name) => { const e = performance.getEntriesByName(name); return e.length ? e[0].startTime : null; };
  return { ready: window.__hfReadyAt, start: at("hf:runtime-start"), booted: at("hf:runtime-booted"),
           from: window.__hfRuntimeFrom || null };
}"""


def visit(page: Page, server: SiteServer, path: str) -> dict[str, Any]:
    """Open path; wait for the first widget to be ready; return its times (ms) and the bytes sent."""
    server.traffic.reset()
    page.goto(server.url + path, wait_until="load")
    page.wait_for_function("() => window.__hfReadyAt !== null", timeout=TIMEOUT_MS)
    marks: dict[str, Any] = page.evaluate(MARKS)
    page.wait_for_timeout(300)  # late requests of the page (search index, icons) counted too
    marks["bytes"] = server.traffic.total()
    marks["boot"] = (marks["booted"] - marks["start"]) if marks["start"] is not None and marks["booted"] else None
    return marks


SNAPSHOT_KEPT = """async () => {
  const name = (await caches.keys()).find((n) => n.includes(":python:"));
  return name ? (await (await caches.open(name)).keys()).length === 1 : false;
}"""


def snapshot_kept(page: Page) -> None:
    """Wait until the page's worker kept its Python snapshot (polled: wait_for_function cannot await)."""
    for _ in range(TIMEOUT_MS // 250):
        if page.evaluate(SNAPSHOT_KEPT):
            return
        page.wait_for_timeout(250)
    raise RuntimeError("the Python snapshot was never kept")


def runtime_cached(context: BrowserContext, page: Page, manifest: dict[str, Any], base: str) -> None:
    """Wait until every runtime file is in the worker's caches, and the page's worker kept its Python snapshot."""
    urls = [base + path for path in manifest["groups"]["runtime"]]
    for _ in range(TIMEOUT_MS // 250):
        missing = page.evaluate(
            "async (urls) => { let n = 0; for (const u of urls) if (!(await caches.match(u))) n++; return n; }",
            urls)
        if missing == 0 and page.evaluate(SNAPSHOT_KEPT):
            return
        page.wait_for_timeout(250)
    raise RuntimeError("the runtime never reached the worker's cache")


INSTANT = """() => {
  const last = (name) => {
    const e = performance.getEntriesByName(name);
    return e.length ? e[e.length - 1].startTime : null;
  };
  const go = last("hf:navigate");
  const ready = last("hf:interactive");
  return go !== null && ready !== null && ready > go
    ? { interactive: ready - go, swapped: last("hf:swapped") - go, starts: window.__hfRuntimeStarts } : null;
}"""


def instant(page: Page, server: SiteServer, path: str) -> dict[str, Any]:
    """Click the navigation's link to path (Python already up); return the times from the click (ms), bytes."""
    server.traffic.reset()
    page.evaluate("() => { performance.clearMarks('hf:interactive'); performance.clearMarks('hf:navigate'); }")
    page.click(f'.md-sidebar--primary a.md-nav__link[href$="{path}"]')
    page.wait_for_function(INSTANT, timeout=TIMEOUT_MS)
    result: dict[str, Any] = page.evaluate(INSTANT)
    page.wait_for_timeout(300)
    result["bytes"] = server.traffic.total()
    return result


WASM_EVENTS = ("v8.wasm.cachedModule", "v8.wasm.moduleCacheHit")


def wasm_cache(browser: Browser, server: SiteServer) -> list[tuple[float, dict[str, int]]]:
    """Three visits of the explorer in one profile with the service worker: (boot ms, wasm cache events) each."""
    context = browser.new_context(**DESKTOP, service_workers="allow")
    context.add_init_script(PROBE)
    page = context.new_page()
    visits = []
    try:
        for n in range(3):
            browser.start_tracing(categories=["v8.wasm", "disabled-by-default-devtools.timeline"])
            marks = visit(page, server, EXPLORER)
            page.wait_for_timeout(1500)  # the compiled code is stored after the module ran a little
            trace = json.loads(browser.stop_tracing())
            events = {name: 0 for name in WASM_EVENTS}
            for event in trace.get("traceEvents", []):
                if event.get("name") in events:
                    events[event["name"]] += 1
            visits.append((marks["boot"] or float("nan"), events))
            if n == 0:
                runtime_cached(context, page, json.loads((SITE / "offline.json").read_text(encoding="utf-8")),
                               server.url)
    finally:
        context.close()
    return visits


def fmt_ms(values: list[float]) -> str:
    if not values:
        return "n/a"
    return f"{statistics.median(values):7.0f} ms  (min {min(values):.0f}, max {max(values):.0f})"


def fmt_bytes(values: list[int]) -> str:
    if not values:
        return "n/a"
    return f"{statistics.median(values) / 1e6:7.2f} MB  (min {min(values) / 1e6:.2f}, max {max(values) / 1e6:.2f})"


def copy_sizes(manifest: dict[str, Any]) -> dict[str, int]:
    files, groups = manifest["files"], manifest["groups"]
    base = set(groups["shared"]) | set(groups["runtime"]) | set(manifest["offline"].values())
    langs = [lang for lang in manifest["pages"]]
    sizes = {}
    for chosen in [[lang] for lang in langs] + [langs]:
        paths = base.union(*(groups[lang] for lang in chosen))
        sizes[" + ".join(chosen)] = sum(files[p][0] for p in paths)
    sizes["(of which the runtime)"] = sum(files[p][0] for p in groups["runtime"])
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    manifest = json.loads((SITE / "offline.json").read_text(encoding="utf-8"))
    results: dict[str, list[Any]] = {key: [] for key in (
        "cold", "cold_bytes", "warm", "warm_bytes", "http", "http_bytes", "full_move", "full_move_bytes",
        "to_explorer", "to_explorer_bytes", "to_explorer_swap", "to_play", "to_play_bytes", "to_play_swap", "starts",
        "from",
        "boot1", "boot2", "boot3", "http_boot1", "http_boot2", "http_boot3")}
    with sync_playwright() as playwright, serve(SITE) as server:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for _ in range(args.rounds):
            # With the service worker: cold, then a second and third visit once the runtime is cached.
            context = browser.new_context(**DESKTOP, service_workers="allow")
            context.add_init_script(PROBE)
            page = context.new_page()
            first = visit(page, server, EXPLORER)
            runtime_cached(context, page, manifest, server.url)
            second = visit(page, server, EXPLORER)
            third = visit(page, server, EXPLORER)
            play = visit(page, server, "play/")  # a full load from the explorer: before instant navigation
            to_explorer = instant(page, server, EXPLORER)
            to_play = instant(page, server, "play/")
            context.close()
            results["full_move"].append(play["ready"])
            results["full_move_bytes"].append(play["bytes"])
            for key, move in (("to_explorer", to_explorer), ("to_play", to_play)):
                results[key].append(move["interactive"])
                results[key + "_bytes"].append(move["bytes"])
                results[key + "_swap"].append(move["swapped"])
                results["starts"].append(move["starts"])
            results["cold"].append(first["ready"])
            results["cold_bytes"].append(first["bytes"])
            results["warm"].append(second["ready"])
            results["warm_bytes"].append(second["bytes"])
            for n, v in enumerate((first, second, third), 1):
                if v["boot"] is not None:
                    results[f"boot{n}"].append(v["boot"])
                results["from"].append(f"{n}:{v['from']}")
            # Without it (blocked): the HTTP cache alone.
            context = browser.new_context(**DESKTOP, service_workers="block")
            context.add_init_script(PROBE)
            page = context.new_page()
            visits = [visit(page, server, EXPLORER)]
            snapshot_kept(page)
            visits += [visit(page, server, EXPLORER) for _ in range(2)]
            context.close()
            results["http"].append(visits[1]["ready"])
            results["http_bytes"].append(visits[1]["bytes"])
            for n, v in enumerate(visits, 1):
                if v["boot"] is not None:
                    results[f"http_boot{n}"].append(v["boot"])
        code_cache = wasm_cache(browser, server)
        browser.close()

    ratios = [w / c for w, c in zip(results["warm"], results["cold"], strict=True)]
    print(f"Offline benchmark: {args.rounds} rounds, build {manifest['build']}, Chromium {CHROMIUM}")
    print("\nExplorer (Try it yourself), navigation to the first interactive step:")
    def line(label: str, key: str, note: str = "") -> None:
        print(f"  {label:42}{fmt_ms(results[key])}   sent {fmt_bytes(results[key + '_bytes'])}{note}")

    line("cold first visit (fresh profile)", "cold")
    line("second visit, runtime in the SW cache", "warm")
    print(f"    second / cold, paired: median {statistics.median(ratios):.2f} "
          f"(min {min(ratios):.2f}, max {max(ratios):.2f})   (target: at most 0.5)")
    line("second visit, SW blocked (HTTP cache)", "http")
    print(f"    how Python started, visits 1-3 with the SW: {sorted(set(results['from']))}  "
          "(start: afresh; snapshot: the kept memory snapshot)")
    print("\nMoving between widget pages with Python up (play <-> explorer, by the navigation's link):")
    line("full load, explorer -> play", "full_move", "   (navigation to first interactive step: a move "
         "before instant navigation)")
    line("instant, play -> explorer", "to_explorer", "   (click to first interactive step; target: under 300 ms)")
    print(f"    of which content swapped after {fmt_ms(results['to_explorer_swap'])}")
    line("instant, explorer -> play", "to_play", "   (click to first interactive step; target: under 300 ms)")
    print(f"    of which content swapped after {fmt_ms(results['to_play_swap'])}")
    print(f"    runtime starts in the document after the moves: {sorted(set(results['starts']))}  (1 = never again)")
    print("\nCompiled WebAssembly cache, explorer visited 3 times in one profile with the SW (Chromium trace events):")
    for n, (boot, events) in enumerate(code_cache, 1):
        print(f"  visit {n}: boot {boot:6.0f} ms, compiled code stored {events[WASM_EVENTS[0]]}x, "
              f"reused {events[WASM_EVENTS[1]]}x")
    print("\nLoader start -> Python booted, visits 1, 2, 3 of one profile:")
    print(f"  with the SW:   1st {fmt_ms(results['boot1'])}\n                 2nd {fmt_ms(results['boot2'])}\n"
          f"                 3rd {fmt_ms(results['boot3'])}")
    print(f"  SW blocked:    1st {fmt_ms(results['http_boot1'])}\n"
          f"                 2nd {fmt_ms(results['http_boot2'])}\n"
          f"                 3rd {fmt_ms(results['http_boot3'])}")
    print("\nFull offline copy (Keep this site on this device), from site/offline.json:")
    for name, size in copy_sizes(manifest).items():
        print(f"  {name:24} {size / 1e6:6.2f} MB")


if __name__ == "__main__":
    main()
