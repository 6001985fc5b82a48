#!/usr/bin/env python3
"""Asking while the game engine loads (issue 22, item 2): seconds from a request chosen on the play page while
Python is still loading (a player, then a card, tapped as soon as the page offers them) until its answer shows
(the narration of that request drawn), and, for comparison, from the same choice until Python was ready.

Each run is a fresh phone-sized tab (no cache, no service worker), the site served from this machine with its
compressed copies; unthrottled, then with Chromium's CPU slowed 4x (CDP ``Emulation.setCPUThrottlingRate``).
Prints every run and the median per profile; asserts nothing.

Usage: python benchmarks/ask_while_loading.py [--runs 3] [--site site]   (needs `make site`)
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, PHONE  # noqa: E402
from play_walk import WIDGET  # noqa: E402
from playwright.sync_api import Browser, sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402

# In the page: as soon as the first player can be chosen, choose them and the first card; then time the answer
# (data-hf-requests becomes 1) and Python's readiness (data-hf-ready), from the card's tap.
CHOOSE = """async (selector) => {
  const w = document.querySelector(selector);
  const offered = () => { const t = w.querySelector('[data-hf-target]'); return t && !t.disabled; };
  while (!offered()) await new Promise((r) => requestAnimationFrame(r));
  const early = w.dataset.hfReady !== 'true';
  w.querySelector('[data-hf-target]').click();
  const card = w.querySelector('[data-hf-ask-card]:not([disabled])');
  const t0 = performance.now();
  card.click();
  const times = {};
  await new Promise((resolve) => {
    const look = () => {
      if (!times.ready && w.dataset.hfReady === 'true') times.ready = performance.now() - t0;
      if (w.dataset.hfRequests === '1') { times.answer = performance.now() - t0; resolve(); return true; }
      return false;
    };
    if (!look()) new MutationObserver((_, o) => { if (look()) o.disconnect(); }).observe(w, { attributes: true });
  });
  return { early, ...times };
}"""


def one_run(browser: Browser, url: str, rate: float) -> dict[str, Any]:
    context = browser.new_context(**{"service_workers": "block", **PHONE})
    try:
        page = context.new_page()
        if rate != 1:
            cdp = context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.goto(url, wait_until="load")
        # The reader goes to the game (Python starts as it comes near).
        page.locator(WIDGET).evaluate("(w) => w.scrollIntoView()")
        found: dict[str, Any] = page.evaluate(CHOOSE, WIDGET)
        return found
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    args = parser.parse_args()
    with serve(args.site, precompressed=True) as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, rate in (("unthrottled", 1.0), ("CPU slowed 4x", 4.0)):
            answers, readies = [], []
            for lang, prefix in (("en", ""), ("fr", "fr/")):
                for i in range(args.runs):
                    found = one_run(browser, f"{server.url}{prefix}play/", rate)
                    answer, ready = found["answer"] / 1000, found.get("ready", 0) / 1000
                    answers.append(answer)
                    readies.append(ready)
                    print(f"  {name} [{lang}] run {i + 1}: chosen while loading: {found['early']}; "
                          f"answer shown {answer:.2f} s after the choice (Python ready after {ready:.2f} s)")
            print(f"{name}: choice -> answer median {statistics.median(answers):.2f} s "
                  f"(Python ready median {statistics.median(readies):.2f} s), {len(answers)} runs")
        browser.close()


if __name__ == "__main__":
    main()
