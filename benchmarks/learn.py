"""The guided game ("Learn by playing") for a reader who always takes the suggested move: how many taps the whole
game takes, how long the page takes to answer them (Chromium, 360x740, the built site), how many words the reader
reads on the way, and the time a reader needs (reading at 200 words a minute, plus a second a tap). Per learning
deal and language; then the journey invariants broken on the way (0 expected).

``python benchmarks/learn.py`` (``make site`` first).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, SITE  # noqa: E402
from journeys import Journey  # noqa: E402
from learning import PREFIX, check, open_game, take_suggestions, widget  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402

from hf_core.learning import LEARNING_DEALS  # noqa: E402

WORDS_PER_MINUTE = 200
SECONDS_PER_TAP = 1.0

READ = """(w) => {
  const story = w.querySelector('[data-hf-story]');
  const copy = story.cloneNode(true);
  for (const el of copy.querySelectorAll('details > :not(summary)')) el.remove();  // the rule's paragraph: one tap away
  return copy.innerText;
}"""


def play(page: Page, journey: Journey) -> tuple[int, int]:
    """The whole game by suggested taps: (taps, Start included; words read)."""
    seen: set[str] = set()
    words = 0

    def read() -> None:
        nonlocal words
        for line in widget(page).evaluate(READ).splitlines():
            if line.strip() and line not in seen:
                seen.add(line)
                words += len(re.findall(r"\w+", line))

    read()
    taps = 1 + take_suggestions(journey, touch=True, after=lambda: (check(journey), read()))
    return taps, words


def main() -> None:
    with serve(SITE, precompressed=True) as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for lang in ("en", "fr"):
            for deal in range(len(LEARNING_DEALS)):
                context = browser.new_context(**{"service_workers": "block", **PHONE})
                page = context.new_page()
                journey = Journey(page, f"learn {lang} deal {deal}", strict=False)
                query = f"?deal={deal}" if deal else ""
                open_game(page, server.url + f"{PREFIX[lang]}learn/{query}", journey, touch=True)
                started = time.perf_counter()
                taps, words = play(page, journey)
                elapsed = time.perf_counter() - started
                reader = words / WORDS_PER_MINUTE * 60 + taps * SECONDS_PER_TAP
                met = widget(page).get_attribute("data-hf-met")
                print(f"{lang} deal {deal}: {taps} taps (Start included), page answers in {elapsed:.1f} s in all "
                      f"(checks included), {words} words read, about {reader / 60:.1f} min for a reader; "
                      f"rules met {met}; invariants broken: {dict(journey.findings) or 0}")
                context.close()
        browser.close()


if __name__ == "__main__":
    main()
