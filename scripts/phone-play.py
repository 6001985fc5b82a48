"""Play one game on the play page at phone width (360x740, touch) the way the page invites, and print
what a phone reader pays: how far the game moves while Python loads, taps per request of the reader's, and how
far the page moves after a request.

While Python loads, the reader has scrolled the game to the top of the screen: the narration's and the picker's
movement inside the game, frame by frame until it is ready, and the browser's layout-shift score meanwhile.
The "obvious way" is the page's primary (filled) button when it is a computer's turn; on the reader's turn
the first allowed player and card. Page movement is measured two ways after each of the reader's requests:
how far the window scrolled, and how far the place where the picker was (the ask area's top) moved on screen.

    make site && .venv/bin/python scripts/phone-play.py [code]
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, SITE, WATCH_MOVES  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402

W = "document.querySelector('[data-hf-widget=play]')"
CODE = sys.argv[1] if len(sys.argv) > 1 else "4N1K-ZV0"


def main() -> None:
    with serve(SITE, precompressed=True) as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(service_workers="block", **PHONE)
        page = context.new_page()
        page.add_init_script("window.hfShift = 0; new PerformanceObserver((list) => { for (const e of "
                             "list.getEntries()) if (!e.hadRecentInput) window.hfShift += e.value; })"
                             ".observe({ type: 'layout-shift' });")
        page.goto(f"{server.url}play/?code={CODE}", wait_until="load")
        widget = page.locator('[data-hf-widget="play"]')
        widget.evaluate("el => el.scrollIntoView({ block: 'start' })")
        page.evaluate("window.hfShift = 0")
        parts = ["[data-hf-narration]", "[data-hf-ask]"]
        page.evaluate(WATCH_MOVES, ['[data-hf-widget="play"]', parts])
        page.wait_for_function("() => document.querySelector('[data-hf-widget=play]').dataset.hfReady === 'true'",
                               timeout=120_000)
        page.wait_for_function("() => window.hfMovesDone")
        loading = page.evaluate("window.hfMoves")
        shift = page.evaluate("window.hfShift")
        taps = 0
        mine = 0
        scrolled: list[float] = []
        moved: list[float] = []
        for _ in range(600):
            if widget.get_attribute("data-hf-over") == "true":
                break
            before = widget.get_attribute("data-hf-requests")
            if widget.get_attribute("data-hf-turn") == "you":
                chosen = widget.locator('[data-hf-target][aria-pressed="true"]').count()
                if not chosen:
                    widget.locator("[data-hf-target]").first.tap()
                    taps += 1
                card = widget.locator("[data-hf-ask-card]").first
                card.evaluate("el => el.scrollIntoView({ block: 'center' })")
                page.evaluate("addEventListener('click', () => { window.hfTap = [scrollY, document.querySelector("
                              "'[data-hf-ask]').getBoundingClientRect().top]; }, { capture: true, once: true })")
                card.tap()
                taps += 1
                mine += 1
                page.wait_for_function(
                    f"() => {W}.dataset.hfRequests !== '{before}' && {W}.getAttribute('aria-busy') !== 'true'")
                page.wait_for_timeout(400)  # any smooth scroll
                after = page.evaluate("() => [scrollY, document.querySelector('[data-hf-ask]')"
                                      ".getBoundingClientRect().top]")
                where = page.evaluate("window.hfTap")
                scrolled.append(abs(after[0] - where[0]))
                moved.append(abs(after[1] - where[1]))
                continue
            primary = widget.locator(".hf-play__steps .md-button--primary:not([disabled])").first
            primary.tap()
            taps += 1
            page.wait_for_function(
                f"() => {W}.dataset.hfRequests !== '{before}' && {W}.getAttribute('aria-busy') !== 'true'",
                timeout=60_000)
        total = int(widget.get_attribute("data-hf-requests") or 0)
        print(f"code {CODE}: {total} requests in the game, {mine} of them the reader's")
        moves = ", ".join(f"{part} moves {max(v) - min(v):.0f} px" for part, v in loading.items())
        print(f"while Python loads: {moves} in the game; layout shift score {shift:.4f}")
        print(f"taps: {taps} in all, {taps / max(mine, 1):.2f} per request of the reader's")
        print(f"window scroll after the reader's request: max {max(scrolled):.0f} px, "
              f"median {statistics.median(scrolled):.0f} px")
        print(f"the ask area's move on screen after the reader's request: max {max(moved):.0f} px, "
              f"median {statistics.median(moved):.0f} px")
        browser.close()


if __name__ == "__main__":
    main()
