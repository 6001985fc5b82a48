#!/usr/bin/env python3
"""Journey figures (issue 21): the journey tests' seeded random walks, walked without stopping at the first broken
invariant, and counted. Prints one section per widget, one row per journey and language; asserts nothing.

Per row: walks and actions taken; what the walks reach as they go (distinct actions and pairs of actions, after
each walk: the tests' walks are sized by when this stops growing); how many times each invariant broke over the
walk (the checks after every action, as tests/browser/test_*_journeys.py make them); how far a tapped control
still offered moved on screen (Next's median and largest move, px); projector: the share of seats wholly on screen
over every check (mean and worst); the layout-shift score while Python loads (largest).

A section is a function of (browser, server, walks, steps, match) registered in SECTIONS: play's, then the worked
example's (its phone journey with "What if?", its projector view; besides, the widget's height while stepping at
360 px, and the smallest text projected).

Usage: python benchmarks/journeys.py [--walks 12] [--steps N] [--only play] [--match phone] [--site site]
    [--verbose]
(needs `make site`)
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, Tab, open_tab  # noqa: E402
from journeys import PROJECTOR_SIZES, Journey, reach  # noqa: E402
from play_walk import PlayWalk, walk_play  # noqa: E402
from playwright.sync_api import Browser, sync_playwright  # noqa: E402
from siteserver import SiteServer, serve  # noqa: E402


def tab(browser: Browser, server: SiteServer, options: dict[str, object]) -> Iterator[Tab]:
    return open_tab(browser, server, options)


def report(name: str, lang: str, journeys: list[Journey]) -> None:
    """One row: the findings and measures of every walk of one journey in one language."""
    findings: Counter[str] = Counter()
    measures: dict[str, list[float]] = {}
    for j in journeys:
        findings.update(j.findings)
        for what, values in j.measures.items():
            measures.setdefault(what, []).extend(values)
    actions = sum(len(j.log) for j in journeys)
    print(f"  {name} [{lang}]: {len(journeys)} walks, {actions} actions")
    print(f"    broken: {'; '.join(f'{k} {v}' for k, v in sorted(findings.items())) or 'none'}")
    for what, values in sorted(measures.items()):
        if what.endswith("moved (px)"):
            print(f"    {what}: median {statistics.median(values):.0f}, max {max(values):.0f} over {len(values)} taps")
        elif what.startswith("seats on screen"):
            print(f"    seats wholly on screen: mean {statistics.mean(values):.0%}, worst {min(values):.0%} "
                  f"over {len(values)} checks")
        elif what.startswith("layout shift"):
            print(f"    layout shift while loading: largest {max(values):.4f} over {len(values)} loads")
    print(f"    {reach(journeys)}")
    for what, example in sorted(set().union(*(j.examples.items() for j in journeys))):
        print(f"    e.g. {what}: {example if VERBOSE else example[:300]}")


def each_journey(browser: Browser, server: SiteServer, match: str) -> Iterator[tuple[str, str, Tab]]:
    """Every journey (the phone, then each projector size) and language whose row name holds ``match``, each in a
    fresh tab of its size: (row name, language, tab)."""
    sizes: list[tuple[str, dict[str, object]]] = [("phone 360x740", PHONE)]
    sizes += [(f"projector {s['width']}x{s['height']}", {"viewport": s}) for s in PROJECTOR_SIZES]
    for name, options in sizes:
        for lang in ("en", "fr"):
            if match not in f"{name} [{lang}]":
                continue
            opened = tab(browser, server, options)
            try:
                yield name, lang, next(opened)
            finally:
                opened.close()


VERBOSE = False  # --verbose: every walk's first example of each broken invariant, in full


def play(browser: Browser, server: SiteServer, walks: int, steps: int | None, match: str) -> None:
    for name, lang, t in each_journey(browser, server, match):
        walker = PlayWalk(t.page, t.server.url, lang, t.console_errors, strict=False,
                          projector=name.startswith("projector"))
        walk_play(walker, walks=walks, steps=steps or 14)
        report(name, lang, walker.done)


def worked_example(browser: Browser, server: SiteServer, walks: int, steps: int | None, match: str) -> None:
    """The worked example (tests/browser/worked_journeys.py): the phone journey (steps, "What if?" and requests
    there), then the projector view's; besides the rows' figures, the height of the widget at 360 px while stepping
    with the reasons folded (tallest and shortest: steady when they are equal) and the smallest text projected.
    Without --steps, the walks are as long as the tests' (18 actions on the phone, 10 on a projector)."""
    from worked_journeys import walk_phone, walk_projector

    for name, lang, t in each_journey(browser, server, match):
        walk_one = walk_projector if name.startswith("projector") else walk_phone
        walked = walk_one(t.context, server.url, lang, strict=False, walks=walks, steps=steps)
        report(name, lang, walked.journeys)
        heights = walked.measures("widget height at 360 px")
        if heights:
            print(f"    widget's height while stepping: tallest {max(heights):,.0f} px, "
                  f"shortest {min(heights):,.0f} px")
        text = walked.measures("smallest text (px)")
        if text:
            print(f"    smallest text: {min(text):.1f} px")
        print(f"    steps shown {sorted(walked.steps)}; 'What if?' opened at steps {sorted(walked.whatif_at)}, "
              f"{walked.requests} requests made there")


SECTIONS: dict[str, Callable[[Browser, SiteServer, int, int | None, str], None]] = {
    "play": play,
    "worked-example": worked_example,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--walks", type=int, default=12)
    parser.add_argument("--steps", type=int, help="actions per walk (default: as in the tests; play 14)")
    parser.add_argument("--only", choices=sorted(SECTIONS))
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--match", default="", help="only the journeys whose name holds this, e.g. 'phone' or '[fr]'")
    parser.add_argument("--verbose", action="store_true", help="each walk's examples in full")
    args = parser.parse_args()
    global VERBOSE
    VERBOSE = args.verbose
    with serve(args.site, precompressed=True) as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, section in SECTIONS.items():
            if args.only and name != args.only:
                continue
            length = f"up to {args.steps} actions" if args.steps else "as long as the tests'"
            print(f"== {name} ({args.walks} walks {length} per journey and language)")
            section(browser, server, args.walks, args.steps, args.match)
        browser.close()


if __name__ == "__main__":
    main()
