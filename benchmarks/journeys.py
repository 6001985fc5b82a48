#!/usr/bin/env python3
"""Journey figures (issue 21): the walks of the journey tests, run without stopping at the first broken invariant,
counting every one. Prints a table; asserts nothing.

The worked example (tests/browser/worked_journeys.py):

- on a phone (360x740, touch), per language: the violations of each invariant over the walks, the tallest and
  shortest the widget stood while stepping (before issue 21: up to 2,312 px), how far a tapped control that is
  still offered moved (median, max);
- in its projector view at 1280x800 and 1920x1080, per language: the violations of each invariant, the fraction of
  the hands wholly on screen (worst step and over all checks; before issue 21: 1 of 3 at 1280x800, with no
  projector view), the smallest text.

Usage: python benchmarks/journeys.py [--walks N] [--lang en|fr]   (needs `make site`, Chromium).
HF_SITE_DIR=path measures another build of the site (for example main's, for a before/after).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, SITE  # noqa: E402
from journeys import PROJECTOR_SIZES, describe  # noqa: E402
from playwright.sync_api import Browser, sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402
from worked_journeys import Walked, walk_phone, walk_projector  # noqa: E402


def context(browser: Browser, server_url: str, options: dict[str, Any]) -> Any:
    ctx = browser.new_context(**{"service_workers": "block", **options})
    local = server_url.rstrip("/")
    ctx.route(lambda url: not url.startswith(local) and not url.startswith(("data:", "blob:")),
              lambda route: route.abort())
    return ctx


def px(values: list[float]) -> str:
    return f"{max(values):,.0f} / {min(values):,.0f} px" if values else "n/a"


def moved(walked: Walked) -> str:
    values = [v for j in walked.journeys for what, vs in j.measures.items() if what.endswith("moved (px)") for v in vs]
    if not values:
        return "n/a"
    return f"median {statistics.median(values):.0f} px, max {max(values):.0f} px over {len(values)} taps"


def report(title: str, walked: Walked, extra: list[tuple[str, str]]) -> None:
    actions = sum(len(j.log) for j in walked.journeys)
    print(f"\n{title}: {len(walked.journeys)} walks, {actions} actions")
    print(f"  violations: {describe(dict(walked.findings()))}")
    for what, value in extra:
        print(f"  {what}: {value}")
    for invariant, example in sorted(walked.examples().items()):
        print(f"  e.g. {invariant}: {example[:300]}")


def worked_example(browser: Browser, url: str, langs: list[str], walks: int | None) -> None:
    for lang in langs:
        ctx = context(browser, url, PHONE)
        try:
            walked = walk_phone(ctx, url, lang, strict=False, walks=walks)
        finally:
            ctx.close()
        report(f"Worked example, phone 360x740 ({lang})", walked, [
            ("widget height while stepping, tallest / shortest", px(walked.measures("widget height at 360 px"))),
            ("a tapped control still offered moved", moved(walked)),
            ("steps shown, 'What if?' opened at, requests made there",
             f"{sorted(walked.steps)}, {sorted(walked.whatif_at)}, {walked.requests}"),
        ])
        for size in PROJECTOR_SIZES:
            ctx = context(browser, url, {"viewport": size})
            try:
                walked = walk_projector(ctx, url, lang, strict=False, walks=walks)
            finally:
                ctx.close()
            hands = walked.measures("hands on screen")
            text = walked.measures("smallest text (px)")
            report(f"Worked example, projector {size['width']}x{size['height']} ({lang})", walked, [
                ("hands wholly on screen, worst step / over all checks",
                 f"{min(hands):.2f} / {statistics.mean(hands):.2f}" if hands else "n/a"),
                ("smallest text", f"{min(text):.1f} px" if text else "n/a"),
            ])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--walks", type=int, default=None, help="walks per journey (default: the tests' dozen)")
    parser.add_argument("--lang", choices=["en", "fr"], action="append", help="one language (default: both)")
    args = parser.parse_args()
    print(f"site: {SITE}")
    with serve(SITE, precompressed=True) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            worked_example(browser, server.url, args.lang or ["en", "fr"], args.walks)
        finally:
            browser.close()


if __name__ == "__main__":
    main()
