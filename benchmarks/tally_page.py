#!/usr/bin/env python3
"""How long "Does it pay to begin?" takes to play its games in the page, against the same games on CPython.
Prints a table; asserts nothing.

Opens the built page "Does it pay to begin?" in headless Chromium, waits for Python, chooses the players,
presses "Play the games" and reads the widget's own figures once it is done: the seconds from the press to the
last batch (``data-hf-seconds``) and the tally (``data-hf-tally``), checked against one CPython run of
``hf_core.bots.tally_games`` with the same seeds, whose time is printed beside it.

Usage: python benchmarks/tally_page.py [--games 100|1000] [--kinds smart,smart,smart,smart]   (needs `make site`)
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT))

from browsing import CHROMIUM, CHROMIUM_ARGS, DESKTOP, SITE  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402

from hf_core.bots import tally_games  # noqa: E402

TIMEOUT_MS = 600_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, choices=(100, 1000), default=1000)
    parser.add_argument("--kinds", default="smart,smart,smart,smart")
    args = parser.parse_args()
    kinds = args.kinds.split(",")

    started = time.perf_counter()
    expected = tally_games(kinds, args.games, 0)
    cpython = time.perf_counter() - started

    with serve(SITE) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(**DESKTOP)  # type: ignore[arg-type]
        page.goto(server.url + "begin/")
        widget = page.locator('[data-hf-widget="tally"]')
        widget.and_(page.locator('[data-hf-ready="true"]')).wait_for(timeout=TIMEOUT_MS)
        widget.locator('select[name="players"]').select_option(str(len(kinds)))
        for i, kind in enumerate(kinds):
            widget.locator(f'select[name="kind{i}"]').select_option(kind)
        widget.locator('select[name="games"]').select_option(str(args.games))
        widget.locator('[data-hf-action="run"]').click()
        page.locator(f'[data-hf-widget="tally"][data-hf-done="{args.games}"]').wait_for(timeout=TIMEOUT_MS)
        seconds = float(widget.get_attribute("data-hf-seconds") or "nan")
        shown = json.loads(widget.get_attribute("data-hf-tally") or "{}")
        browser.close()

    same = shown["families"] == expected["families"] and all(
        abs(a - b) < 1e-9 for a, b in zip(shown["wins"], expected["wins"], strict=True)
    )
    print(f"players: {', '.join(kinds)}; {args.games} games (deals 0 to {args.games - 1})")
    print(f"{'where':<28}{'seconds':>10}{'games/s':>10}")
    print(f"{'in the page (Pyodide)':<28}{seconds:>10.1f}{args.games / seconds:>10.0f}")
    print(f"{'CPython, one call':<28}{cpython:>10.1f}{args.games / cpython:>10.0f}")
    print(f"same numbers in both: {'yes' if same else 'NO'}")
    if not same:
        for key in ("wins", "families", "requests"):
            print(f"  {key}: page {shown[key]}, CPython {expected[key]}")
    wins = ", ".join(f"seat {i + 1} {100 * w / args.games:.1f}%" for i, w in enumerate(expected["wins"]))
    print(f"share of wins: {wins}")


if __name__ == "__main__":
    main()
