"""The teaching pages in headless Chromium, against the built site (``make site`` first).

What a teacher or a pupil would notice: a whole game against the computer reaches its end with scores and
winners; the projector view steps with the keyboard and stays in the link; a class deal code gives the same
hands on the play page, on the deal sheet and in ``python -m hf_core deal --code``; a malformed code gets a
message, never HTML; printing the card sheet shows the 44 labelled cards, nothing clipped, nothing else; each
exercise accepts its right answer and explains a wrong one. Both languages, desktop and phone width.

Python starts in each page, so these tests are slow on a shared machine: run them selectively
(``pytest tests/browser/test_teaching.py -k play``).
"""

from __future__ import annotations

import contextlib
import io
import itertools
import re

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab
from playwright.sync_api import Locator, Page, expect

from hf_core import teaching
from hf_core.__main__ import main as cli_main
from hf_core.words import say

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit

PREFIX = {"en": "", "fr": "fr/"}
YOU = {"en": "Sam", "fr": "Camille"}
CODE = teaching.encode_code(3, 1, 4242)
MAX_STEPS = 400


def errors(tab: Tab) -> list[str]:
    return [e for e in tab.console_errors if "sitemap.xml" not in e]


def ready(page: Page, selector: str) -> Locator:
    widget = page.locator(selector).first
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return widget


def no_sideways_scroll(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def cli_hands(code: str, lang: str = "en") -> list[list[str]]:
    """Each seat's hand as ``python -m hf_core deal --code`` prints it (seat order)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli_main(["deal", "--code", code, "--lang", lang]) == 0
    hands = []
    for line in out.getvalue().splitlines():
        match = re.match(r"^.+?, \d+ (?:cards|cartes)\s?: (.*)$", line)
        if match:
            hands.append(sorted(re.findall(r"[A-K][1-4]", match.group(1))))
    return hands


# ------------------------------------------------------------------------------------------------ play


def play_to_end(widget: Locator) -> None:
    """Press Next for the computer and pick the first allowed request on our turn, until the game ends."""
    for _ in range(MAX_STEPS):
        if widget.get_attribute("data-hf-over") == "true":
            return
        requests = widget.get_attribute("data-hf-requests")
        turn = widget.get_attribute("data-hf-turn")
        if turn == "you":
            widget.locator("[data-hf-target]").first.click()
            widget.locator("[data-hf-ask-card]").first.click()
        else:
            widget.locator('[data-hf-action="next"]').click()
        expect(widget).not_to_have_attribute("data-hf-requests", requests or "", timeout=30_000)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("lang", "device"), [("en", "desktop"), ("fr", "phone")])
def test_full_game_against_the_computer_reaches_its_end(request: pytest.FixtureRequest, lang: str,
                                                         device: str) -> None:
    tab: Tab = request.getfixturevalue(device)
    page = tab.goto(f"{PREFIX[lang]}play/?code={CODE}&bot=random", settle=False)
    widget = ready(page, '[data-hf-widget="play"]')
    expect(widget.locator("[data-hf-code]")).to_have_text(CODE)
    play_to_end(widget)
    end = widget.locator("[data-hf-end]")
    expect(end).to_be_visible()
    scores = end.locator("[data-hf-scores] li")
    expect(scores).to_have_count(3)
    total = sum(int(s) for s in scores.evaluate_all("items => items.map((li) => li.dataset.score)"))
    assert total == 11
    winners = end.locator("[data-hf-scores] li.is-winner")
    assert winners.count() >= 1
    best = max(int(s) for s in scores.evaluate_all("items => items.map((li) => li.dataset.score)"))
    assert all(int(w) == best for w in winners.evaluate_all("items => items.map((li) => li.dataset.score)"))
    assert end.locator("[data-hf-winners]").inner_text().strip()
    # Back steps through what happened, without changing the game.
    widget.locator('[data-hf-action="back"]').click()
    expect(widget).to_have_attribute("data-hf-over", "false")
    expect(end).to_be_hidden()
    if device == "phone":
        no_sideways_scroll(page)
        box = widget.locator('[data-hf-action="next"]').bounding_box()
        assert box is not None and box["height"] >= 44
    assert errors(tab) == []
    assert tab.foreign_requests == []


# Two players: every request the rules allow succeeds (the card can only be with the other player), so a deal
# is short. With this code and the computer at random, the series to 15 families takes three deals.
SERIES_CODE = teaching.encode_code(2, 1, 1)
SERIES_TARGET = 15
DEALT = {"en": re.compile(r"\((\w+) dealt\)"), "fr": re.compile(r"\((\w+) a distribué\)")}


def finish_deal(widget: Locator) -> None:
    """Skip the computer's requests and pick the first allowed request on our turn, until the deal ends."""
    for _ in range(MAX_STEPS):
        if widget.get_attribute("data-hf-over") == "true":
            return
        requests = widget.get_attribute("data-hf-requests")
        if widget.get_attribute("data-hf-turn") == "you":
            widget.locator("[data-hf-target]").first.click()
            widget.locator("[data-hf-ask-card]").first.click()
            expect(widget).not_to_have_attribute("data-hf-requests", requests or "", timeout=30_000)
        else:
            widget.locator('[data-hf-action="skip"]').click()
            expect(widget).not_to_have_attribute("data-hf-turn", "computer", timeout=60_000)
        expect(widget).to_have_attribute("aria-busy", "false")
    raise AssertionError("the deal did not end")


def numbers(items: Locator, key: str) -> dict[str, int]:
    pairs = items.evaluate_all(f"items => items.map((li) => [li.dataset.player, li.dataset.{key}])")
    return {name: int(value) for name, value in pairs}


@pytest.mark.parametrize(("lang", "device"), [("en", "desktop"), ("fr", "phone")])
def test_play_a_series_keeps_running_totals_to_the_match_winners(request: pytest.FixtureRequest, lang: str,
                                                                   device: str) -> None:
    tab: Tab = request.getfixturevalue(device)
    page = tab.goto(f"{PREFIX[lang]}play/", settle=False)
    widget = ready(page, '[data-hf-widget="play"]')
    series = widget.locator("[data-hf-series]")
    expect(series).to_be_hidden()  # one deal unless a series is agreed
    rule = series.locator('a[href$="completing/#match-total"]')
    assert (rule.get_attribute("href") or "").endswith(f"{PREFIX[lang]}completing/#match-total")
    form = widget.locator('[data-hf-form="setup"]')
    form.locator('select[name="series"]').select_option(str(SERIES_TARGET))
    form.locator('select[name="bot"]').select_option("random")
    form.locator('input[name="code"]').fill(SERIES_CODE)
    form.locator('button[type="submit"]').click()
    expect(widget.locator("[data-hf-code]")).to_have_text(SERIES_CODE)
    expect(series).to_be_visible()
    totals = series.locator("[data-hf-totals] li")
    expect(totals).to_have_count(2)
    summed = numbers(totals, "total")
    assert set(summed.values()) == {0}
    end = widget.locator("[data-hf-end]")
    next_deal = widget.locator('[data-hf-action="next-deal"]')
    dealers = []
    for deal in range(1, 10):
        expect(series.locator("[data-hf-series-goal]")).to_contain_text(f"{SERIES_TARGET}")
        expect(series.locator("[data-hf-series-goal]")).to_contain_text(f" {deal}.")
        found = DEALT[lang].search(widget.locator("[data-hf-narration]").inner_text())
        assert found
        dealers.append(found.group(1))
        finish_deal(widget)
        expect(end).to_be_visible()
        # This deal's scores, then the running totals: the sum of every deal's scores shown so far.
        for name, score in numbers(end.locator("[data-hf-scores] li"), "score").items():
            summed[name] += score
        assert numbers(totals, "total") == summed
        # Each line as the catalogue says it (in French, a non-breaking space before the colon).
        assert sorted(totals.all_inner_texts()) == sorted(
            say("play.score-line", lang, name=n, score=t) for n, t in summed.items())
        if widget.get_attribute("data-hf-series") == "over":
            break
        assert max(summed.values()) < SERIES_TARGET
        expect(widget.locator('[data-hf-action="again"]')).to_be_hidden()
        expect(series.locator("[data-hf-series-next]")).to_contain_text(
            next(n for n in summed if n != dealers[-1]))  # the deal passes to the left
        code = widget.locator("[data-hf-code]").inner_text()
        next_deal.click()
        expect(widget).to_have_attribute("data-hf-over", "false")
        expect(widget.locator("[data-hf-code]")).not_to_have_text(code)
    else:
        raise AssertionError("the series did not end")
    assert deal >= 2
    assert all(a != b for a, b in itertools.pairwise(dealers))  # each deal, the next dealer
    best = max(summed.values())
    assert best >= SERIES_TARGET
    winners = numbers(series.locator("[data-hf-totals] li.is-winner"), "total")
    assert winners and set(winners.values()) == {best}
    expect(series.locator("[data-hf-series-next]")).to_contain_text(next(iter(winners)))
    expect(next_deal).to_be_hidden()
    expect(widget.locator('[data-hf-action="again"]')).to_be_visible()
    if device == "phone":
        no_sideways_scroll(page)
    assert errors(tab) == []
    assert tab.foreign_requests == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_knowledge_panel_shows_and_hides(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}play/?code={CODE}", settle=False)
    widget = ready(page, '[data-hf-widget="play"]')
    panel = widget.locator("[data-hf-knows]")
    button = widget.locator('[data-hf-action="knows"]')
    expect(panel).to_be_hidden()
    button.click()
    expect(panel).to_be_visible()
    expect(button).to_have_attribute("aria-pressed", "true")
    assert panel.locator("[data-hf-facts] li").count() >= 3  # card counts at least
    button.click()
    expect(panel).to_be_hidden()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_skip_plays_the_computer_up_to_the_readers_turn(phone: Tab, lang: str) -> None:
    code = teaching.encode_code(6, 0, 31)  # seat 2 begins: five computer players may ask before the reader
    page = phone.goto(f"{PREFIX[lang]}play/?code={code}", settle=False)
    widget = ready(page, '[data-hf-widget="play"]')
    assert widget.get_attribute("data-hf-turn") == "computer"
    widget.locator('[data-hf-action="skip"]').click()
    expect(widget).to_have_attribute("data-hf-turn", re.compile("you|none"), timeout=60_000)
    steps = int(widget.get_attribute("data-hf-requests") or 0)
    assert steps >= 1 and widget.get_attribute("data-hf-pos") == str(steps)
    expect(widget.locator('[data-hf-action="skip"]')).to_be_disabled()
    # Each computer request can still be read with Back.
    widget.locator('[data-hf-action="back"]').click()
    expect(widget).to_have_attribute("data-hf-pos", str(steps - 1))


@pytest.mark.parametrize(("lang", "device"), [("en", "desktop"), ("fr", "phone")])
def test_projector_view_steps_with_the_keyboard(request: pytest.FixtureRequest, lang: str, device: str) -> None:
    tab: Tab = request.getfixturevalue(device)
    # Dealer seat 0 of 3: seat 1 (a computer) begins, so Next has something to step through.
    code = teaching.encode_code(3, 0, 77)
    page = tab.goto(f"{PREFIX[lang]}play/?code={code}", settle=False)
    widget = ready(page, '[data-hf-widget="play"]')
    button = widget.locator('[data-hf-action="projector"]')
    button.click()
    expect(widget).to_have_attribute("data-hf-view", "projector")
    assert page.url.endswith("#projector-view")
    assert widget.evaluate("el => getComputedStyle(el).position") == "fixed"
    # The widget covers the whole screen, the site's header and menus included.
    covered = page.evaluate(
        """() => [[5, 5], [innerWidth / 2, 20], [innerWidth - 5, innerHeight - 5]].every(([x, y]) =>
               document.querySelector('[data-hf-widget="play"]').contains(document.elementFromPoint(x, y)))"""
    )
    assert covered
    size = widget.locator("[data-hf-narration]").evaluate("el => parseFloat(getComputedStyle(el).fontSize)")
    assert size >= 28
    assert widget.get_attribute("data-hf-turn") == "computer"
    page.keyboard.press("ArrowRight")
    expect(widget).to_have_attribute("data-hf-pos", "1")
    page.keyboard.press("Space")
    expect(widget).to_have_attribute("data-hf-pos", re.compile("[12]"))
    expect(widget).to_have_attribute("aria-busy", "false")  # the computer's request has arrived
    pos = int(widget.get_attribute("data-hf-pos") or 0)
    page.keyboard.press("ArrowLeft")
    expect(widget).to_have_attribute("data-hf-pos", str(pos - 1))
    # Kept in the link: reopening it comes back in projector view.
    page.reload()
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-view", "projector", timeout=RUNTIME_TIMEOUT_MS)
    page.keyboard.press("Escape")
    expect(widget).to_have_attribute("data-hf-view", "page")
    assert "#" not in page.url
    assert widget.evaluate("el => getComputedStyle(el).position") != "fixed"
    assert errors(tab) == []


# ------------------------------------------------------------------------------------- class deal codes


def seat_hands(widget: Locator) -> list[list[str]]:
    hands: list[list[str]] = widget.locator(".hf-seat").evaluate_all(
        "seats => seats.map((s) => [...s.querySelectorAll('.hf-hand .hf-card')].map((c) => c.dataset.card))"
    )
    return [sorted(h) for h in hands]


@pytest.mark.parametrize(("lang", "device"), [("en", "desktop"), ("fr", "phone")])
def test_class_code_same_hands_on_page_sheet_and_cli(request: pytest.FixtureRequest, lang: str, device: str) -> None:
    tab: Tab = request.getfixturevalue(device)
    code = teaching.encode_code(4, 2, 123456)
    typed = code.lower().replace("-", " ")  # as a pupil might type it
    expected = cli_hands(code, lang)
    assert len(expected) == 4 and sum(len(h) for h in expected) == 44

    page = tab.goto(f"{PREFIX[lang]}printables/deal-sheet/?code={typed}", settle=False)
    sheet = ready(page, '[data-hf-widget="deal-sheet"]')
    expect(sheet.locator("[data-hf-sheet-code]")).to_contain_text(code)
    on_sheet = sheet.locator("[data-hand]").evaluate_all("cells => cells.map((c) => c.dataset.hand.split(' '))")
    assert [sorted(h) for h in on_sheet] == expected
    if device == "phone":
        no_sideways_scroll(page)

    # The sheet's link opens that deal on the play page, where the reader holds seat 1.
    sheet.locator("[data-hf-play]").click()
    page.wait_for_url(re.compile(r"/play/\?code="))
    widget = ready(page, '[data-hf-widget="play"]')
    expect(widget.locator("[data-hf-code]")).to_have_text(code)
    you = widget.locator(f'.hf-seat[data-player="{YOU[lang]}"] .hf-hand .hf-card')
    dealt_you = sorted(you.evaluate_all("cards => cards.map((c) => c.dataset.card)"))
    families = widget.locator(f'.hf-seat[data-player="{YOU[lang]}"]').get_attribute("data-families") or ""
    complete = {f for f in families.split() if f}
    assert dealt_you == [c for c in expected[0] if c[0] not in complete]
    counts = widget.locator(".hf-seat").evaluate_all("seats => seats.map((s) => Number(s.dataset.count))")
    laid = widget.locator(".hf-seat").evaluate_all(
        "seats => seats.map((s) => s.dataset.families.split(' ').filter(Boolean).length)")
    assert [c + 4 * f for c, f in zip(counts, laid, strict=True)] == [len(h) for h in expected]
    sheet_link = widget.locator("[data-hf-sheet]").get_attribute("href") or ""
    assert f"code={code}" in sheet_link
    assert errors(tab) == []


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "is not a class deal code"),
    ("fr", "n’est pas un code de donne"),
])
def test_malformed_code_gets_a_message_never_html(desktop: Tab, lang: str, message: str) -> None:
    hostile = "<img src=x onerror=alert(1)>"
    for path in ("printables/deal-sheet/", "play/"):
        page = desktop.goto(f"{PREFIX[lang]}{path}?code={hostile}", settle=False)
        widget = ready(page, "[data-hf-widget]")
        shown = widget.locator("[data-hf-message]")
        expect(shown).to_be_visible()
        expect(shown).to_contain_text(message)
        assert page.locator("img[src=x]").count() == 0
    # A typo (one character changed) is caught by the check character, not read as another deal.
    good = teaching.encode_code(4, 1, 99)
    typo = ("X" if good[0] != "X" else "Y") + good[1:]
    page = desktop.goto(f"{PREFIX[lang]}printables/deal-sheet/?code={typo}", settle=False)
    widget = ready(page, '[data-hf-widget="deal-sheet"]')
    expect(widget.locator("[data-hf-message]")).to_be_visible()
    assert errors(desktop) == []


# ------------------------------------------------------------------------------------------- printables


def pdf_pages(pdf: bytes) -> int:
    """The number of pages of a PDF Chromium printed (its page objects are written uncompressed)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_card_sheet_prints_44_distinct_labels_unclipped_and_nothing_else(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}printables/cards/", settle=False)
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 dpi
    cards = page.locator(".hf-cut")
    labels = cards.evaluate_all("cs => cs.map((c) => c.dataset.label)")
    assert len(labels) == 44 and len(set(labels)) == 44
    assert set(labels) == {f"{f}{m}" for f in "ABCDEFGHIJK" for m in range(1, 5)}
    for selector in (".md-header", ".md-sidebar--primary", ".md-footer", "h1"):
        assert not page.locator(selector).first.is_visible(), selector
    # Every card is its full size, inside the page width, and its label is not cut.
    boxes = cards.evaluate_all(
        """cs => cs.map((c) => { const r = c.getBoundingClientRect();
             const label = c.querySelector('.hf-cut__corner');
             return {left: r.left, right: r.right, width: r.width, height: r.height,
                     visible: getComputedStyle(c).display !== 'none',
                     clipped: c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1,
                     label: label.getBoundingClientRect().right <= r.right}; })"""
    )
    mm = 96 / 25.4
    for box in boxes:
        assert box["visible"] and not box["clipped"] and box["label"], box
        assert abs(box["width"] - 45 * mm) < 2 and abs(box["height"] - 63 * mm) < 2, box
        assert box["left"] >= 0 and box["right"] <= 182 * mm + 1, box  # A4 width less print.css margins
    # Three families per page, on A4 and Letter alike: 4 pages in the PDF.
    for paper in ("A4", "Letter"):
        assert pdf_pages(page.pdf(format=paper)) == 4, paper


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_card_sheet_on_a_phone_keeps_the_corner_labels_clear_of_the_label(phone: Tab, lang: str) -> None:
    """Issue 12, item 12: viewed at 360 px, the upside-down corner label sat on the dots (gone since issue 39: the
    card's letter and number must stay clear)."""
    page = phone.goto(f"{PREFIX[lang]}printables/cards/", settle=False)
    cards = page.locator(".hf-cut")
    expect(cards).to_have_count(44)
    faults = cards.evaluate_all(
        """cs => cs.flatMap((c) => {
             const box = (el) => el.getBoundingClientRect();
             const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
             const card = box(c);
             const parts = ['.hf-cut__family', '.hf-cut__member'];
             return [...c.querySelectorAll('.hf-cut__corner')].flatMap((corner, n) => {
               const r = box(corner);
               const inside = r.left >= card.left && r.right <= card.right && r.top >= card.top
                 && r.bottom <= card.bottom;
               return [...(inside ? [] : [`${c.dataset.label} corner ${n} outside the card`]),
                       ...parts.filter((s) => meets(r, box(c.querySelector(s))))
                               .map((s) => `${c.dataset.label} corner ${n} over ${s}`)];
             });
           })"""
    )
    assert faults == [], faults
    # The cards are still the width of the screen's column, side by side, and the page does not scroll sideways.
    widths = cards.evaluate_all("cs => cs.map((c) => c.getBoundingClientRect().width)")
    assert min(widths) >= 70, widths
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rules_summary_prints_on_one_page(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}printables/rules-summary/", settle=False)
    page.emulate_media(media="print")
    assert not page.locator(".md-header").is_visible()
    assert page.locator(".hf-summary").is_visible()
    assert not page.locator("h1").is_visible()
    for paper in ("A4", "Letter"):
        assert pdf_pages(page.pdf(format=paper)) == 1, paper


# -------------------------------------------------------------------------------------------- exercises


@pytest.mark.parametrize(("lang", "device"), [("en", "desktop"), ("fr", "phone")])
def test_each_exercise_accepts_its_answer_and_explains_a_wrong_one(request: pytest.FixtureRequest, lang: str,
                                                                  device: str) -> None:
    tab: Tab = request.getfixturevalue(device)
    page = tab.goto(f"{PREFIX[lang]}exercises/", settle=False)
    widgets = page.locator('[data-hf-widget="exercises"]')
    assert widgets.count() == len(teaching.EXERCISES) >= 8
    ready(page, '[data-hf-widget="exercises"]')
    for ex in teaching.EXERCISES:
        widget = page.locator(f'[data-hf-exercise="{ex.id}"]')
        expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
        answer = ex.answer()
        wrong = next(c for c in ex.choices() if c != answer)
        widget.locator(f'[data-hf-choice="{wrong}"]').click()
        feedback = widget.locator("[data-hf-feedback]")
        expect(feedback.locator("[data-hf-correct]")).to_have_attribute("data-hf-correct", "false")
        expect(widget.locator(f'[data-hf-choice="{wrong}"]')).to_have_class(re.compile("is-wrong"))
        text = feedback.inner_text()
        assert len(text) > 40, text  # an explanation, not just "wrong"
        link = feedback.locator("[data-hf-rule-link]")
        expect(link).to_have_attribute("data-hf-rule-link", ex.rule())
        href = link.get_attribute("href") or ""
        assert href.endswith("#" + ex.rule().replace(".", "-")) and (lang == "en" or "/fr/" in href)
        widget.locator(f'[data-hf-choice="{answer}"]').click()
        expect(feedback.locator("[data-hf-correct]")).to_have_attribute("data-hf-correct", "true")
        expect(widget).to_have_attribute("data-hf-result", "right")
    if device == "phone":
        no_sideways_scroll(page)
    assert errors(tab) == []
