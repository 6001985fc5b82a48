"""The page "Does it pay to begin?", in headless Chromium at phone width (``make site``).

What a reader would notice: once Python is running, choosing the players and pressing the button plays the
games in the page with progress, and the chart and table show the wins of exactly the games a CPython run of
``hf_core.bots.tally_games`` with the same seeds plays; Cancel stops it and the chart shows the games played;
the chart is drawn as SVG (in the SVG namespace) and fits a phone; both languages. Run it on its own.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab, describe_violations
from playwright.sync_api import Locator, Page, expect
from test_widgets import axe_widgets

from hf_core.bots import tally_games
from hf_core.web.tallies import wilson

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start (issue 37: fewer first starts in the suite).
pytestmark = pytest.mark.return_visit

PAGE = {"en": "begin/", "fr": "fr/begin/"}
DONE = {"en": "100 games played in", "fr": "100 parties jouées en"}
STOPPED = {"en": "Stopped after", "fr": "Arrêté après"}


def ready(phone: Tab, lang: str) -> tuple[Page, Locator]:
    page = phone.goto(PAGE[lang], settle=False)
    widget = page.locator('[data-hf-widget="tally"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget.locator("[data-hf-static-note]")).to_be_hidden()
    return page, widget


def choose(widget: Locator, kinds: list[str], games: int) -> None:
    widget.locator('select[name="players"]').select_option(str(len(kinds)))
    for i, kind in enumerate(kinds):
        widget.locator(f'select[name="kind{i}"]').select_option(kind)
    expect(widget.locator(f'[data-hf-field="kind{len(kinds)}"]')).to_be_hidden()  # the seats beyond, folded
    widget.locator('select[name="games"]').select_option(str(games))


def page_tally(widget: Locator) -> dict[str, Any]:
    tally: dict[str, Any] = json.loads(widget.get_attribute("data-hf-tally") or "{}")
    return tally


def assert_same(shown: dict[str, Any], expected: dict[str, Any]) -> None:
    assert shown["games"] == expected["games"] and shown["families"] == expected["families"]
    assert shown["requests"] == expected["requests"] and shown["kinds"] == expected["kinds"]
    assert shown["wins"] == pytest.approx(expected["wins"], abs=1e-9)


# Four careful players over deals 0-99 include deal 94, which the page (Python 3.14) played differently from
# CPython 3.11 while the careful player added its chances with sum() (more exact from 3.12 on): now math.fsum.
@pytest.mark.parametrize(("lang", "kinds"), [("en", ["smart"] * 4), ("fr", ["random", "smart", "strong"])])
def test_the_chart_shows_the_games_cpython_plays(phone: Tab, lang: str, kinds: list[str]) -> None:
    page, widget = ready(phone, lang)
    choose(widget, kinds, 100)
    widget.locator('[data-hf-action="run"]').click()
    expect(widget).to_have_attribute("data-hf-done", "100", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget.locator("[data-hf-message]")).to_contain_text(DONE[lang])
    expect(widget.locator('[data-hf-action="cancel"]')).to_be_hidden()
    expected = tally_games(kinds, 100, 0)
    assert_same(page_tally(widget), expected)
    # the bars: one per seat, in the SVG namespace, as long as the wins say
    bars = widget.locator('svg[data-chart="seats"] g').evaluate_all(
        "gs => gs.map(g => [g.namespaceURI, Number(g.dataset.share), g.querySelector('rect').getBBox().width])"
    )
    assert [b[0] for b in bars] == ["http://www.w3.org/2000/svg"] * len(kinds)
    assert [b[1] for b in bars] == pytest.approx([w / 100 for w in expected["wins"]], abs=1e-6)
    widest = max(bars, key=lambda b: b[1])
    for _, share, width in bars:
        assert width == pytest.approx(widest[2] * share / widest[1], abs=0.3)
    # the table, for screen readers: the same percents
    cells = widget.locator("tr[data-seat] td:nth-child(3)").all_text_contents()
    percent = [f"{100 * w / 100:.1f}" for w in expected["wins"]]
    percent = [p.replace(".", ",") + "\u00a0%" if lang == "fr" else p + "%" for p in percent]
    assert cells == percent
    # each share's 95 % interval (Wilson), computed by hf_core: on the chart and in the table
    intervals = [wilson(w, 100) for w in expected["wins"]]
    drawn = widget.locator('svg[data-chart="seats"] g').evaluate_all(
        "gs => gs.map(g => [Number(g.dataset.low), Number(g.dataset.high), g.querySelectorAll('.hf-tally__ci').length])"
    )
    assert [d[2] for d in drawn] == [3] * len(kinds)
    assert [x for d in drawn for x in d[:2]] == pytest.approx([x for i in intervals for x in i], abs=1e-6)
    spans = widget.locator("tr[data-seat] td:nth-child(5)").all_text_contents()
    assert [re.findall(r"\d+[.,]\d", span) for span in spans] == [
        [f"{100 * x:.1f}".replace(".", "," if lang == "fr" else ".") for x in pair] for pair in intervals
    ]
    # readable on a phone: the chart fits the column and the page does not scroll sideways
    chart_width = widget.locator('svg[data-chart="seats"]').evaluate("s => s.getBoundingClientRect().width")
    assert 250 <= chart_width <= 360
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1
    violations = axe_widgets(page)  # the drawn charts and table too
    assert violations == [], describe_violations(violations)


def test_cancel_stops_and_the_chart_shows_the_games_played(phone: Tab) -> None:
    _, widget = ready(phone, "en")
    kinds = ["smart", "smart", "smart", "smart"]
    choose(widget, kinds, 1000)
    widget.locator('[data-hf-action="run"]').click()
    expect(widget.locator("[data-hf-progress-line]")).to_be_visible()
    expect(widget.locator("tr[data-seat]").first).to_be_visible(timeout=RUNTIME_TIMEOUT_MS)  # a batch is in
    widget.locator('[data-hf-action="cancel"]').click()
    expect(widget.locator("[data-hf-message]")).to_contain_text(STOPPED["en"], timeout=RUNTIME_TIMEOUT_MS)
    done = int(widget.get_attribute("data-hf-done") or "0")
    assert 0 < done < 1000
    assert_same(page_tally(widget), tally_games(kinds, done, 0))
    expect(widget.locator("[data-hf-progress-line]")).to_be_hidden()
    expect(widget.locator('[data-hf-action="cancel"]')).to_be_hidden()
    expect(widget.locator('[data-hf-action="run"]')).to_be_enabled()
