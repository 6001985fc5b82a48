#!/usr/bin/env python3
"""The worked example's Next (issue 39, item 7): one step's cost, on the page and in the projector view, at
1280x800. For each view, ``--steps`` clicks on Next (Reset at the last step): the widget's own "hf:step" measure
(its script: drawing the step), and, from the click, the new step laid out (script, style and layout, forced) and
the next animation frame (wall times: a loaded machine stretches them); and, from a Chrome trace, the CPU time of
the renderer's main thread per step, split by event (script, style, layout, paint). Prints median and 95th
percentile; asserts nothing. The target: p95 under 16 ms (one
frame at 60 Hz) from the click to the step laid out. Stepped once warming (Python started in a worker about 0.5 s
after the load) is done, unless --during-warming: on 2 cores its start takes a core for seconds. The wall times follow
the machine's load (another browser on the same 2 cores doubles them); the main thread's CPU time does not.

Usage: python benchmarks/worked_step.py [--steps N] [--runs N] [--during-warming]
       (needs a built site: HF_SITE_DIR or site/)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from browsing import CHROMIUM, CHROMIUM_ARGS, DESKTOP, SITE  # noqa: E402
from page import step_times  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def thread_times(trace: bytes) -> tuple[list[float], Counter[str]]:
    """From a Chrome trace of the stepping: per step (from one click's dispatch to the next), the renderer main
    thread's CPU time (tdur: not the wall time, which a loaded machine stretches), and per event name the CPU time
    of all steps (events nest: a forced Layout is inside its EventDispatch too)."""
    events = json.loads(trace)["traceEvents"]
    threads = {(e["pid"], e["tid"]) for e in events if e.get("name") == "thread_name"
               and e.get("args", {}).get("name") == "CrRendererMain"}
    main_events = [e for e in events if (e.get("pid"), e.get("tid")) in threads and e.get("ph") == "X"]
    clicks = sorted((e for e in main_events if e["name"] == "EventDispatch"
                     and e.get("args", {}).get("data", {}).get("type") == "click"), key=lambda e: e["ts"])
    per_step: list[float] = []
    frame_work = ("UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "FunctionCall")
    for n, click in enumerate(clicks):
        end = clicks[n + 1]["ts"] if n + 1 < len(clicks) else float("inf")
        cpu = click.get("tdur", click.get("dur", 0))
        covered = click["ts"] + click.get("dur", 0)  # the frame's work after the click, outermost events only
        for e in sorted((e for e in main_events if e["name"] in frame_work and covered < e["ts"] < end),
                        key=lambda e: e["ts"]):
            if e["ts"] >= covered:
                cpu += e.get("tdur", e.get("dur", 0))
                covered = e["ts"] + e.get("dur", 0)
        per_step.append(cpu / 1000)
    by_name: Counter[str] = Counter()
    for e in main_events:
        if clicks and e["ts"] >= clicks[0]["ts"] and e["name"] in ("EventDispatch", "FunctionCall", "UpdateLayoutTree",
                                                             "Layout", "Paint", "PrePaint", "Layerize",
                                                             "HitTest", "ParseHTML", "TimerFire"):
            by_name[e["name"]] += e.get("tdur", e.get("dur", 0)) / 1000
    return per_step, by_name


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--during-warming", action="store_true",
                        help="step while warming starts Python in the background (as a reader who clicks at once)")
    args = parser.parse_args()
    with serve(SITE, precompressed=True) as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for view in ("page", "projector"):
            script: list[float] = []
            laid: list[float] = []
            frame: list[float] = []
            steps_cpu: list[float] = []
            split: Counter[str] = Counter()
            for _ in range(args.runs):
                context = browser.new_context(**DESKTOP, service_workers="block")
                page = context.new_page()
                page.goto(server.url + "worked-example/" + ("?view=projector" if view == "projector" else ""))
                widget = page.locator('[data-hf-widget="worked-example"]')
                expect(widget).to_have_attribute("data-hf-ready", "true")
                if view == "projector":
                    expect(widget).to_have_attribute("data-hf-view", view)
                page.wait_for_timeout(500)  # the page's own start-up work done (a benchmark, not a test)
                if not args.during_warming:
                    # Warming starts Python in a worker once the page is idle (hf:warm, about 0.5 s after the
                    # load): on 2 cores its compiling takes a core from the page for seconds. Stepped once it is done.
                    page.wait_for_function(
                        """() => ['hf:runtime-ready', 'hf:runtime-failed', 'hf:warm-declined']
                               .some((name) => performance.getEntriesByName(name).length > 0)""",
                        timeout=180_000, polling=100)
                    page.wait_for_timeout(500)
                browser.start_tracing(page=page, categories=["devtools.timeline"])
                one, two, three = step_times(page, args.steps)
                cpu, names = thread_times(browser.stop_tracing())
                steps_cpu += cpu
                split.update(names)
                script += one
                laid += two
                frame += three
                context.close()
            for name, values in (("hf:step (script)", script), ("click to laid out", laid),
                                 ("click to next frame", frame), ("main-thread CPU", steps_cpu)):
                print(f"{view:<9} {name:<20} median {statistics.median(values):5.1f} ms  p95 {p95(values):5.1f} ms  "
                      f"({len(values)} steps)")
            count = max(1, len(steps_cpu))
            print(f"{view:<9} CPU per step by event (nested): "
                  + ", ".join(f"{k} {v / count:.2f} ms" for k, v in split.most_common()))
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
