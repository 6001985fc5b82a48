#!/usr/bin/env python3
"""Keyboard figures for play (issue 39, item 8): a whole seeded game with Tab, Enter and Space only, as
tests/browser/test_play_keyboard.py plays it, at 1280x800, in both languages. Prints, per language and deal: the
requests, the key presses per request (the first, from the page's top, apart; then median and largest), the focus
losses (the focus back on the page's body or out of the widget after an action) and the announcements per request
(the live region: exactly 1 each). Asserts nothing.

Usage: python benchmarks/keyboard_play.py [--site site] [--deals 2]
(needs a built site: `make site`, or `bash scripts/site-into.sh DIR` and --site DIR)
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, DESKTOP, open_tab  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402
from test_play_keyboard import CODES, PREFIX, keyboard_game  # noqa: E402

from hf_core import teaching  # noqa: E402

MORE = (teaching.encode_code(5, 2, 61), teaching.encode_code(2, 0, 5))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--deals", type=int, default=2, help="deals per language (the tests' deal, then others)")
    args = parser.parse_args()
    with serve(args.site, precompressed=True) as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for lang in ("en", "fr"):
            for code in (CODES[lang], *MORE)[: args.deals]:
                for tab in open_tab(browser, server, DESKTOP):
                    tab.goto(f"{PREFIX[lang]}play/?code={code}&bot=random", settle=False)
                    game = keyboard_game(tab.page, lang, code=code, strict=False)
                    later = game.presses[1:] or [0]
                    counts = Counter(game.announcements)
                    print(f"play [{lang}] code {code}: {game.requests} requests, over: "
                          f"{tab.page.locator('[data-hf-widget=play]').get_attribute('data-hf-over')}")
                    print(f"  presses: {sum(game.presses)} in all; first request {game.presses[0]} (from the page's "
                          f"top); then per request median {statistics.median(later):g}, mean "
                          f"{statistics.mean(later):.2f}, largest {max(later)}")
                    print(f"  focus losses: {len(game.losses)}" + (f" ({game.losses[:3]})" if game.losses else ""))
                    print(f"  announcements per request: {dict(sorted(counts.items()))}")
        browser.close()


if __name__ == "__main__":
    main()
