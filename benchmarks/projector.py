#!/usr/bin/env python3
"""Projector benchmark (issue 39, item 4): on play, learn by playing and the worked example (the deal and its last
step) in their projector view, at 1920x1080 and 1280x800, in both languages, the smallest text shown, the
smallest card, the smallest dot or mark, the disabled controls left in view and anything spilling out of its card
(tests/browser/projecting.py measures; tests/browser/test_projector.py asserts the floors). Prints a table and
each floor missed; asserts nothing.

Usage: python benchmarks/projector.py   (needs a built site: HF_SITE_DIR or site/, and Chromium)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, SITE  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from projecting import SCREENS, learn_view, play_view, text_floor, worked_view  # noqa: E402
from siteserver import serve  # noqa: E402


def main() -> int:
    missed = 0
    with serve(SITE, precompressed=True) as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for screen in SCREENS:
            print(f"-- {screen['width']}x{screen['height']}: text floor {text_floor(screen['height']) + 0.5:.0f} px")
            context = browser.new_context(viewport=screen, service_workers="block")
            page = context.new_page()
            for lang in ("en", "fr"):
                readings = [play_view(page, server.url, lang), learn_view(page, server.url, lang),
                            worked_view(page, server.url, lang), worked_view(page, server.url, lang, 5)]
                for reading in readings:
                    print(reading.line())
                    for problem in reading.problems():
                        missed += 1
                        print(f"    MISSED: {problem}")
            context.close()
        browser.close()
    print(f"floors missed: {missed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
