"""A whole game of play with the keyboard alone, as a reader who cannot use a mouse or see the screen plays it (issue
39, item 8), in both languages: Playwright's keyboard only (Tab, Enter, Space), never a click.

After every action: the focus is inside the widget (never back on the page's body), on the control of the next
action; after every request the polite live region has said exactly one new thing. The reader's hand is read as
text ("Your hand: A2, A3, C1") in the table's ARIA snapshot. At the end: the winners in words, the ranking with
ties at the same place, and the reader's own result. A refused request (a link's) is said with its reason.

``keyboard_game`` is shared with benchmarks/keyboard_play.py, which prints the presses per request.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab
from journeys import evaluate_one
from playwright.sync_api import Locator, Page, expect

from hf_core import teaching

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start (issue 37: fewer first starts in the suite).
pytestmark = pytest.mark.return_visit

PREFIX = {"en": "", "fr": "fr/"}
WIDGET = '[data-hf-widget="play"]'
CODES = {"en": teaching.encode_code(3, 1, 4242), "fr": teaching.encode_code(4, 0, 2026)}
ANSWER_MS = 60_000
MAX_REQUESTS = 400
TAB_LIMIT = 60  # Tab presses to reach one control inside the game (the first one, from the page's top, excepted)
FIRST_LIMIT = 250
HAND = {"en": "Your hand: ", "fr": "Votre main\u00a0: "}
OWN = {"en": re.compile(r"^You finished in \d(st|nd|rd|th) place with "),
       "fr": re.compile(r"^Vous terminez à la \d(re|e) place")}

# Where the focus is: on the page's body (lost), inside the widget, and what the control does.
FOCUS = """(w) => {
  const a = document.activeElement;
  const lost = !a || a === document.body || a === document.documentElement;
  const what = !a ? '' : a.dataset.hfAction || (a.dataset.hfTarget !== undefined ? 'target' : '')
    || (a.dataset.hfAskCard !== undefined ? 'card' : '') || a.tagName.toLowerCase();
  return { lost, inside: Boolean(a && w.contains(a)), what, label: a ? (a.textContent || '').trim().slice(0, 60) : '' };
}"""


@dataclass
class Game:
    """What a keyboard game measured: Tab/Enter/Space presses per request, focus losses, announcements."""

    requests: int = 0
    presses: list[int] = field(default_factory=list)
    losses: list[str] = field(default_factory=list)
    announcements: list[int] = field(default_factory=list)  # new announcements after each request
    said: list[str] = field(default_factory=list)


def focus(widget: Locator) -> dict[str, Any]:
    return evaluate_one(widget, FOCUS)  # type: ignore[no-any-return]  (one call to the page: journeys.py)


def tab_to(page: Page, widget: Locator, wanted: tuple[str, ...], limit: int) -> int:
    """Press Tab until the focus is on a control doing one of ``wanted``: the presses."""
    for presses in range(limit + 1):
        if focus(widget)["what"] in wanted:
            return presses
        page.keyboard.press("Tab")
    raise AssertionError(f"{wanted} not reached in {limit} Tab presses (focus on {focus(widget)})")


def announced(widget: Locator) -> int:
    return int(widget.get_attribute("data-hf-announced") or 0)


def check_focus(widget: Locator, game: Game, after: str) -> None:
    where = focus(widget)
    if where["lost"] or not where["inside"]:
        game.losses.append(f"after {after}: {where}")


def keyboard_game(page: Page, lang: str, *, code: str | None = None, strict: bool = True) -> Game:
    """Open play at ``code`` and play the whole game with Tab, Enter and Space: the reader picks the first player
    and the first card offered; on a computer's turn, Next. ``strict``: assert as it goes (the tests)."""
    code = code or CODES[lang]
    widget = page.locator(WIDGET).first
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    game = Game()
    first = True
    keys = ["Enter", "Space"]
    for _ in range(MAX_REQUESTS):
        if widget.get_attribute("data-hf-over") == "true":
            break
        before = int(widget.get_attribute("data-hf-requests") or 0)
        heard = announced(widget)
        limit = FIRST_LIMIT if first else TAB_LIMIT
        if widget.get_attribute("data-hf-turn") == "you":
            presses = tab_to(page, widget, ("target", "card"), limit)
            if focus(widget)["what"] == "target":
                page.keyboard.press(keys[game.requests % 2])
                presses += 1
                check_focus(widget, game, "choosing a player")
                if strict:
                    assert focus(widget)["what"] == "card", focus(widget)  # the cards come next
            presses += tab_to(page, widget, ("card",), TAB_LIMIT)
            page.keyboard.press(keys[(game.requests + 1) % 2])
        else:
            presses = tab_to(page, widget, ("next",), limit)
            page.keyboard.press(keys[game.requests % 2])
        presses += 1
        first = False
        expect(widget).to_have_attribute("data-hf-requests", str(before + 1), timeout=ANSWER_MS)
        expect(widget).to_have_attribute("aria-busy", "false", timeout=ANSWER_MS)
        expect(widget).to_have_attribute("data-hf-announced", str(heard + 1), timeout=ANSWER_MS)
        game.requests += 1
        game.presses.append(presses)
        check_focus(widget, game, f"request {game.requests}")
        game.announcements.append(announced(widget) - heard)
        game.said.append(widget.locator("[data-hf-live] p").last.inner_text())
        if strict:
            assert not game.losses, game.losses
    return game


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_game_with_the_keyboard_alone(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}play/?code={CODES[lang]}&bot=random", settle=False)
    widget = page.locator(WIDGET).first
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)

    # The reader's hand, read as text: one line "Your hand: A2, A3, ..." in the table's accessibility tree, the
    # cards' pictures kept out of it.
    you = widget.locator(".hf-seat:has(.hf-badge--you)")
    cards = you.locator(".hf-hand [data-card]").evaluate_all("cards => cards.map((c) => c.dataset.card)")
    assert cards
    expect(you).to_match_aria_snapshot(f'- text: "{HAND[lang]}{", ".join(cards)}"'.replace("\u00a0", " "))
    snapshot = widget.locator("[data-hf-board]").aria_snapshot()
    assert snapshot.count(HAND[lang].replace("\u00a0", " ").strip()) == 1, snapshot

    game = keyboard_game(page, lang)
    assert widget.get_attribute("data-hf-over") == "true", f"the game did not end in {game.requests} requests"
    assert game.losses == []
    assert set(game.announcements) == {1}
    assert max(game.presses[1:]) <= 12, game.presses  # every control of the game within a few presses
    # The end: the focus on "Play again", the last announcement with the reader's own result.
    assert focus(widget)["what"] == "again"
    end = widget.locator("[data-hf-end]")
    expect(end).to_be_visible()
    own = end.locator("[data-hf-you-result]").inner_text()
    assert OWN[lang].match(own), own
    assert own in game.said[-1]
    winners = end.locator("[data-hf-winners]").inner_text()
    assert winners and not re.search(r", \w+ (share|se partagent)", winners), winners  # never "Ada, Cleo share"
    # Ties ranked equal: a player's number in the list is 1 + the number of players with more families.
    rows = end.locator("[data-hf-scores] li").evaluate_all(
        "items => items.map((li) => [li.value, Number(li.dataset.score)])")
    for value, score in rows:
        assert value == 1 + sum(1 for _, other in rows if other > score), rows
    # The last request's story in short lines, not one block.
    lines = widget.locator("[data-hf-narration] .hf-play__line")
    assert lines.count() >= 3
    # Play again, by keyboard: a new game, the focus where its first action is.
    page.keyboard.press("Enter")
    expect(widget).to_have_attribute("data-hf-over", "false", timeout=ANSWER_MS)
    expect(widget).to_have_attribute("data-hf-requests", "0", timeout=ANSWER_MS)
    where = focus(widget)
    assert not where["lost"] and where["inside"] and where["what"] in ("target", "next"), where


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refused_request_is_said_once_with_its_reason(desktop: Tab, lang: str) -> None:
    # Code CODES["en"]: three players, Ada (seat 1) deals, so seat 2 asks first; "2A1": the first player asks
    # themselves, which the rules refuse.
    page = desktop.goto(f"{PREFIX[lang]}play/?code={CODES['en']}&r=2A1", settle=False)
    widget = page.locator(WIDGET).first
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget).to_have_attribute("data-hf-announced", "1", timeout=ANSWER_MS)
    said = widget.locator("[data-hf-live] p")
    expect(said).to_have_count(1)
    text = said.first.inner_text()
    assert text.startswith({"en": "Request refused: ", "fr": "Demande refusée\u00a0: "}[lang]), text
    assert len(text) > 20  # with its reason
    feedback = widget.locator("[data-hf-feedback]").inner_text().strip()
    assert feedback and feedback in text
    # The narration and the feedback are shown, not announced a second time.
    for part in ("[data-hf-narration]", "[data-hf-feedback]"):
        assert widget.locator(part).get_attribute("aria-live") is None
        assert widget.locator(part).get_attribute("role") is None


def test_at_the_end_on_a_phone_the_family_lists_leave_no_letter_alone(phone: Tab) -> None:
    code = teaching.encode_code(2, 1, 1)  # two players: a short deal
    page = phone.goto(f"play/?code={code}&bot=random", settle=False)
    widget = page.locator(WIDGET).first
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    keyboard_game(page, "en", code=code)
    expect(widget).to_have_attribute("data-hf-over", "true")
    # Back to a position where every seat's list shows, then: the last two letters of a list never apart.
    labels = widget.locator(".hf-seat__label")
    for i in range(labels.count()):
        label = labels.nth(i)
        if not label.is_visible():
            continue
        tail = label.locator(".hf-seat__tail")
        assert tail.evaluate("(t) => t.getClientRects().length") == 1
        letters = label.locator(".hf-seat__list").inner_text().split(", ")
        assert len(tail.inner_text().split(", ")) == min(2, len(letters))
