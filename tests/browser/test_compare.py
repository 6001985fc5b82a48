"""The side-by-side comparison on the "other rules" page, in headless Chromium at phone width (``make site``).

What a reader would notice: once Python is running, picking another profile redraws the comparison of the
same deal, and each profile's distinguishing rule shows where the two games part ways (the player asked or
the asker's left neighbour plays after a no; the dealer begins; a whole family changes hands; the asker
draws from a stock). Every row shown is the engine's own result; the page never scrolls sideways; both
languages. Python starts in the page, so this is slow on a shared machine: run it on its own.
"""

from __future__ import annotations

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab
from playwright.sync_api import Locator, Page, expect

from hf_core.compare import comparison

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start (issue 37: fewer first starts in the suite).
pytestmark = pytest.mark.return_visit

PAGE = {"en": "other-rules/", "fr": "fr/other-rules/"}
PLAYERS = ["Ann", "Ben", "Cara"]  # the page's last comparison: deal 2026, Ann deals, 10 requests
SEED, STEPS = 2026, 10
# What each profile's distinguishing rule looks like in a row, in each language.
MARKS = {
    "en": {"family-requests": " and ", "go-fish-stock": "draws a card from the stock"},
    "fr": {"family-requests": " et ", "go-fish-stock": "pioche une carte"},
}


def no_sideways_scroll(page: Page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"the page scrolls sideways by {overflow}px"


def shown_rows(widget: Locator) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = widget.locator(".hf-cmp__row").evaluate_all(
        """rows => rows.map((row) => {
            const ours = row.querySelector('[data-side="ours"]');
            const theirs = row.querySelector('[data-side="theirs"]');
            return {
                request: row.querySelector('.hf-cmp__req').textContent,
                diverged: row.dataset.diverged,
                ours_next: ours.dataset.next,
                theirs_next: theirs.dataset.next,
                theirs_status: theirs.dataset.status,
                theirs_text: theirs.querySelector('.hf-cmp__text').textContent,
                rule: (theirs.querySelector('.hf-cmp__rule a') || {href: ''}).href,
            };
        })"""
    )
    return rows


def choose(widget: Locator, profile: str) -> None:
    widget.locator('select[name="profile"]').select_option(profile)
    expect(widget).to_have_attribute("data-hf-profile", profile, timeout=RUNTIME_TIMEOUT_MS)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_turn_order_diverges_where_the_rules_do(phone: Tab, lang: str) -> None:
    page = phone.goto(PAGE[lang], settle=False)
    widget = page.locator('[data-hf-widget="compare"]').last
    widget.scroll_into_view_if_needed()  # the runtime starts when a widget comes near the viewport
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget.locator("form")).to_be_visible()
    expect(widget.locator("[data-hf-static-note]")).to_be_hidden()
    no_sideways_scroll(page)

    for profile in ("dealer-first", "family-requests", "go-fish-stock", "clockwise-miss"):
        choose(widget, profile)
        expected = comparison(profile, PLAYERS, SEED, 0, STEPS, lang)
        rows = shown_rows(widget)
        assert len(rows) == len(expected["rows"]) == STEPS
        for row, exp in zip(rows, expected["rows"], strict=True):
            assert row["request"] == exp["request"]
            assert row["ours_next"] == (exp["ours"]["next"] or "")
            assert row["theirs_next"] == (exp["theirs"]["next"] or "")
            assert row["theirs_status"] == exp["theirs"]["status"]
            assert row["theirs_text"].strip().endswith(exp["theirs"]["text"])
            assert row["diverged"] == str(exp["diverged"]).lower()
        verdict = widget.locator("[data-hf-verdict]").text_content() or ""
        if profile == "dealer-first":  # the dealer begins: Ann, not Ben; Ben's first request is refused
            opening = widget.locator(".hf-cmp__opening [data-side]")
            expect(opening.nth(0)).to_have_attribute("data-next", "Ben")
            expect(opening.nth(1)).to_have_attribute("data-next", "Ann")
            assert rows[0]["theirs_status"] == "refused" and rows[0]["rule"].endswith("#turn-only-current")
            assert ("different player begins" if lang == "en" else "pas le même joueur") in verdict
        elif profile == "clockwise-miss":  # after a no: the player asked (ours) or the asker's left (theirs)
            split = next(r for r in rows if r["theirs_status"] == "made" and r["ours_next"] != r["theirs_next"])
            assert (split["ours_next"], split["theirs_next"]) == ("Ann", "Cara")
            assert ("at request 3" if lang == "en" else "à partir de la demande 3") in verdict
        else:
            assert any(MARKS[lang][profile] in r["theirs_text"] for r in rows)
        no_sideways_scroll(page)

    # Another deal number: a new comparison, still the engine's.
    widget.locator('input[name="seed"]').fill("7")
    widget.get_by_role("button", name="Compare" if lang == "en" else "Comparer").tap()
    expect(widget).to_have_attribute("data-hf-seed", "7", timeout=RUNTIME_TIMEOUT_MS)
    expected = comparison("clockwise-miss", PLAYERS, 7, 0, STEPS, lang)
    assert [r["request"] for r in shown_rows(widget)] == [r["request"] for r in expected["rows"]]
    # A bad deal number: a message in the page's language, the comparison left as it was.
    widget.locator('input[name="seed"]').fill("<b>x</b>")
    widget.get_by_role("button", name="Compare" if lang == "en" else "Comparer").tap()
    message = widget.locator("[data-hf-message]")
    expect(message).to_be_visible()
    assert ("whole number" if lang == "en" else "nombre entier") in (message.text_content() or "")
    assert widget.locator("b").count() == 0
    no_sideways_scroll(page)
    assert not [e for e in phone.console_errors if "sitemap.xml" not in e]
    assert not phone.foreign_requests


def test_the_comparisons_read_without_javascript(no_script: Tab) -> None:
    page = no_script.goto(PAGE["en"], settle=False)
    widgets = page.locator('[data-hf-widget="compare"]')
    expect(widgets).to_have_count(5)
    expected = comparison("clockwise-miss", PLAYERS, SEED, 0, STEPS, "en")
    rows = shown_rows(widgets.last)
    assert [r["theirs_next"] for r in rows] == [r["theirs"]["next"] or "" for r in expected["rows"]]
    # No dead controls: the form appears only once Python runs; a note says what JavaScript would add.
    expect(widgets.last.locator("form")).to_be_hidden()
    expect(widgets.last.locator(".hf-cmp__noscript")).to_be_visible()
