"""The play page as a phone reader meets it (360x740, touch), issues 12 and 21: Back / Next / "Play on" in a bar
fixed at the bottom of the screen that never moves under the thumb and slides away when the game is out of view;
what the computer players did since the reader's turn in a bounded place, the newest in view and the older ones
folded behind "All N requests"; the end of the game where the reader is looking, with what to do next (a new deal,
sharing the game); picking a card fits one screen; nothing floats over the "to play" marker and the card counts;
the game does not move while Python loads. tests/browser/test_play_journeys.py walks whole games with the same
reader's needs checked after every tap.

``make site`` first; Python starts in each page, so run this file alone.
"""

from __future__ import annotations

import re

import pytest
from browsing import RUNTIME_TIMEOUT_MS, WATCH_MOVES, Tab
from journeys import SHIFT_WATCH, layout_shift, on_screen, settle
from playwright.sync_api import Locator, Page, expect

from hf_core import teaching
from hf_core.words import say

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit

PREFIX = {"en": "", "fr": "fr/"}
BAR_BUTTONS = ("back", "next", "skip")


def ready(page: Page) -> Locator:
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return widget


def to_the_game(page: Page) -> None:
    """The reader scrolls the game to the top of the screen, under the header."""
    page.locator('[data-hf-widget="play"]').evaluate(
        "(w) => scrollTo(0, w.getBoundingClientRect().top + scrollY"
        " - document.querySelector('.md-header').getBoundingClientRect().bottom)")


def bar_boxes(widget: Locator) -> list[list[float]]:
    boxes: list[list[float]] = widget.locator("[data-hf-steps] .md-button").evaluate_all(
        "bs => bs.map((b) => { const r = b.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })")
    return boxes


def idle(widget: Locator) -> None:
    expect(widget).to_have_attribute("aria-busy", "false")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bar_stays_under_the_thumb_and_slides_away_with_the_game(phone: Tab, lang: str) -> None:
    code = teaching.encode_code(6, 0, 31)  # seat 2 begins: five computer players may ask before the reader
    page = phone.goto(f"{PREFIX[lang]}play/?code={code}", settle=False)
    widget = ready(page)
    to_the_game(page)
    bar = widget.locator("[data-hf-steps]")
    # Fixed at the bottom of the screen, every button a thumb's size.
    assert bar.evaluate("el => getComputedStyle(el).position") == "fixed"
    assert abs(bar.evaluate("el => el.getBoundingClientRect().bottom") - 740) <= 1
    first = bar_boxes(widget)
    assert all(w >= 44 and h >= 44 for _, _, w, h in first), first
    # Next, again and again, then Back and "Play on": the buttons never move, whatever their labels say.
    for action in ("next", "next", "next", "back", "back", "skip"):
        button = widget.locator(f'[data-hf-action="{action}"]')
        if not button.is_enabled():
            continue
        before = widget.get_attribute("data-hf-pos")
        button.tap()
        expect(widget).not_to_have_attribute("data-hf-pos", before or "")
        idle(widget)
        assert bar_boxes(widget) == first, (action, bar_boxes(widget), first)
        for name in BAR_BUTTONS:
            assert on_screen(widget.locator(f'[data-hf-action="{name}"]')) is None
    # Read on below the game: the bar slides away, and covers nothing of the page's text.
    page.locator("#how").evaluate("el => el.scrollIntoView({ block: 'start', behavior: 'instant' })")
    expect(widget).to_have_class(re.compile(r"\bis-away\b"))
    expect(bar).to_be_hidden()
    # Back to the game: there again, in the same place.
    to_the_game(page)
    expect(widget).not_to_have_class(re.compile(r"\bis-away\b"))
    expect(bar).to_be_visible()
    settle(page, bar)  # it slides in
    assert bar_boxes(widget) == first
    assert phone.console_errors == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_what_the_computer_did_reads_in_a_bounded_place_the_newest_in_view(phone: Tab, lang: str) -> None:
    code = teaching.encode_code(6, 0, 31)  # the five computer players ask before the reader
    page = phone.goto(f"{PREFIX[lang]}play/?code={code}", settle=False)
    widget = ready(page)
    to_the_game(page)
    widget.locator('[data-hf-action="skip"]').tap()
    expect(widget).to_have_attribute("data-hf-turn", re.compile("you|none"), timeout=60_000)
    idle(widget)
    n = int(widget.get_attribute("data-hf-requests") or 0)
    assert n >= 2
    narration = widget.locator("[data-hf-narration]")
    assert on_screen(narration) is None  # the newest, in view
    fold = widget.locator('[data-hf-action="older"]')
    expect(fold).to_have_text(say("play.older-show", lang, n=n))
    # The fold comes along when the screen holds it with all the reader's turn needs (the newest request, the hand,
    # whom and what to ask); when it does not, the newest request is right under the header and the fold just
    # above it, a short scroll away.
    if on_screen(fold) is not None:
        header = page.locator(".md-header").bounding_box()
        bar = widget.locator("[data-hf-steps]").bounding_box()
        cards, box = widget.locator("[data-hf-cards-box]").bounding_box(), fold.bounding_box()
        assert header is not None and bar is not None and cards is not None and box is not None
        room = bar["y"] - (header["y"] + header["height"])
        assert cards["y"] + cards["height"] - box["y"] > room - 8, (box, cards, room)  # it could not fit
        assert box["y"] + box["height"] > 0, box  # just above the screen, not far
        # the reader scrolls up to it
        page.evaluate("(dy) => scrollBy(0, dy)", box["y"] - (header["y"] + header["height"]) - 4)
    older = widget.locator("[data-hf-older]")
    expect(older).to_be_hidden()
    where = fold.bounding_box()
    fold.tap()
    expect(fold).to_have_attribute("aria-expanded", "true")
    expect(older.locator("li")).to_have_count(n - 1)  # the older ones; the newest is the narration below them
    moved = fold.bounding_box()
    assert where is not None and moved is not None
    assert (moved["x"], moved["y"]) == (where["x"], where["y"])  # under the finger still
    # Bounded: at most 30 % of the screen, scrolled to its end, next to the newest request, which stays in view.
    height, scrolled_to_end = older.evaluate(
        "el => [el.getBoundingClientRect().height, el.scrollTop + el.clientHeight >= el.scrollHeight - 1]")
    assert height <= 0.3 * 740 + 1 and scrolled_to_end
    assert on_screen(narration) is None
    fold.tap()
    expect(older).to_be_hidden()
    assert phone.console_errors == []


def play_to_the_end(widget: Locator) -> None:
    """As a reader in a hurry: "Play on" on the computer's turns, the first player and card on the reader's own."""
    for _ in range(200):
        if widget.get_attribute("data-hf-over") == "true":
            return
        done = widget.get_attribute("data-hf-requests") or ""
        if widget.get_attribute("data-hf-turn") == "you":
            target = widget.locator("[data-hf-target]").first
            if target.get_attribute("aria-pressed") != "true":
                target.tap()
            widget.locator("[data-hf-ask-card]:not([disabled])").first.tap()
        else:
            widget.locator('[data-hf-action="skip"]').tap()
        expect(widget).not_to_have_attribute("data-hf-requests", done, timeout=60_000)
        expect(widget).not_to_have_attribute("data-hf-turn", "computer", timeout=60_000)
        idle(widget)
    raise AssertionError("the game did not end")


@pytest.mark.first_visit
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_of_the_game_is_where_the_reader_looks_with_what_to_do_next(phone: Tab, lang: str) -> None:
    phone.context.grant_permissions(["clipboard-read", "clipboard-write"])
    code = teaching.encode_code(2, 1, 1)  # two players: a short deal
    page = phone.goto(f"{PREFIX[lang]}play/?code={code}&bot=random", settle=False)
    widget = ready(page)
    to_the_game(page)
    play_to_the_end(widget)
    end = widget.locator("[data-hf-end]")
    assert on_screen(end) is None
    # The scores in the catalogue's words (a French colon after a non-breaking space).
    scores = widget.locator("[data-hf-scores] li")
    for i in range(scores.count()):
        item = scores.nth(i)
        expected = say("play.score-line", lang, name=item.get_attribute("data-player"),
                       score=item.get_attribute("data-score"))
        expect(item).to_have_text(expected)
    if lang == "fr":
        assert "\u00a0:" in scores.first.inner_text()
    again = widget.locator('[data-hf-end] [data-hf-action="again"]')
    share = widget.locator('[data-hf-end] [data-hf-action="share"]')
    for button in (again, share):
        assert on_screen(button) is None
        box = button.bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44
    # Share: the link of this very game, copied (or shown to copy by hand).
    share.tap()
    shared = widget.locator("[data-hf-shared]")
    expect(shared).not_to_be_empty()
    if shared.locator("a").count() == 0:
        expect(shared).to_have_text(say("play.shared", lang))
        assert page.evaluate("navigator.clipboard.readText()") == page.url
    # A new deal: the game from its story, in view.
    again.tap()
    expect(widget).to_have_attribute("data-hf-requests", "0")
    expect(widget).to_have_attribute("data-hf-over", "false")
    idle(widget)
    assert on_screen(widget.locator("[data-hf-narration]")) is None
    assert phone.console_errors == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_picking_a_card_fits_one_screen(phone: Tab, lang: str) -> None:
    page = phone.goto(f"{PREFIX[lang]}play/", settle=False)
    widget = ready(page)
    to_the_game(page)
    targets = widget.locator("[data-hf-target]")
    for i in range(targets.count()):
        targets.nth(i).tap()
        cards = widget.locator("[data-hf-ask-card]")
        expect(cards.first).to_be_enabled()
        # The hand, whom to ask and every card one may ask for, on one screen between the header and the bar.
        for part in ("[data-hf-targets-box]", "[data-hf-cards-box]", ".hf-seat:has(.hf-badge--you) .hf-hand"):
            assert on_screen(widget.locator(part)) is None, part
        # Each card is still a target for a thumb.
        sizes = cards.evaluate_all(
            "cs => cs.map((c) => [c.getBoundingClientRect().width, c.getBoundingClientRect().height])")
        assert all(w >= 44 and h >= 44 for w, h in sizes), sizes


def uncovered(page: Page, locator: Locator) -> bool:
    """Whether the element is on screen and nothing lies over it (its centre, both ends and its top and bottom
    edges hit it; the ends are half a height in, since a rounded badge's corners are not part of it)."""
    return bool(locator.evaluate(
        """el => { const r = el.getBoundingClientRect();
             if (r.top < 0 || r.bottom > innerHeight || !r.height) return false;
             const [x, y, half] = [r.left + r.width / 2, r.top + r.height / 2, r.height / 2];
             const points = [[x, y], [r.left + half, y], [r.right - half, y], [x, r.top + 2], [x, r.bottom - 2]];
             return points.every(([x, y]) => el.contains(document.elementFromPoint(x, y))); }"""))


# Scrolls the page to y and waits until the theme has seen that scroll (its own listener of the scroll event, added
# before this one, has run: its back-to-top button tells the direction from one scroll event to the next) and
# whatever it changed has been drawn: two frames for the style change, then the end of every transition it started
# (the button's fade-in).
SCROLL_TO = """async (y) => {
    const before = scrollY;
    const seen = new Promise((done) => addEventListener('scroll', done, { once: true }));
    scrollTo(0, y);
    if (scrollY !== before) await seen;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const top = document.querySelector('.md-top');
    if (top) await Promise.all(top.getAnimations().map((animation) => animation.finished));
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_nothing_floats_over_the_turn_marker_and_card_counts(phone: Tab, lang: str) -> None:
    page = phone.goto(f"{PREFIX[lang]}play/", settle=False)
    widget = ready(page)
    marks = widget.locator("[data-hf-board] :is(.hf-seat__turn, .hf-seat__count)")
    assert marks.count() >= 5  # the marker and four counts
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    for i in range(marks.count()):
        mark = marks.nth(i)
        # Brought on screen from above, as the browser does for whatever it reveals: not under the bar.
        page.evaluate("scrollTo(0, 0)")
        mark.evaluate("el => el.scrollIntoView({ block: 'nearest' })")
        assert uncovered(page, mark), f"{mark.inner_text()} under the bar"
        # The reader scrolls on, then back up to bring the mark just below the header (the theme shows its
        # back-to-top button when the page is scrolled up): nothing over it there either.
        y = mark.evaluate("el => el.getBoundingClientRect().top + scrollY")
        page.evaluate(SCROLL_TO, y - header - 8 + 200)
        page.evaluate(SCROLL_TO, y - header - 8)
        assert uncovered(page, mark), f"{mark.inner_text()} covered at the top of the screen"


@pytest.mark.first_visit
# The default deal (the page as built) and a link's own deal (a computer's turn: no picker, other hands).
@pytest.mark.parametrize(("lang", "query"), [("en", ""), ("fr", "?code=4N1K-ZV0")])
def test_the_game_does_not_move_while_python_loads(phone: Tab, lang: str, query: str) -> None:
    phone.page.add_init_script(SHIFT_WATCH)
    page = phone.goto(f"{PREFIX[lang]}play/{query}", settle=False)
    # The reader scrolls to the game and starts reading while Python loads (it starts as the game comes near).
    to_the_game(page)
    parts = ["[data-hf-counter]", "[data-hf-narration]", "[data-hf-ask]", "[data-hf-board]"]
    page.evaluate(WATCH_MOVES, ['[data-hf-widget="play"]', parts])
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-runtime", re.compile("runtime|wheel|ready"))
    # A link's own game is not drawn from the built deal: until Python has drawn it, nothing of it is shown.
    pending = bool(query)
    if pending:
        expect(widget.locator("[data-hf-board]")).not_to_be_visible()
    ready(page)
    page.wait_for_function("() => window.hfMovesDone")
    moves = page.evaluate("window.hfMoves")
    if not pending:  # the built game is the game: it stays where it is, frame after frame
        for part in parts:
            offsets = moves[part]
            assert max(offsets) - min(offsets) <= 1, (part, sorted(set(round(o) for o in offsets)))
    # Nothing the reader sees moves meanwhile (the browser's own measure).
    assert layout_shift(page) <= 0.001, page.evaluate("window.hfShifts")
    # The bar's labels ("Next: Ada asks") keep their words whole (it read "Capucin-e demand-e").
    cut = page.locator("[data-hf-steps] .md-button").evaluate_all(
        """buttons => buttons.flatMap((b) => {
             const text = b.firstChild;
             const words = [...text.data.matchAll(/\\S+/g)];
             return words.filter((w) => { const range = document.createRange();
               range.setStart(text, w.index); range.setEnd(text, w.index + w[0].length);
               return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1; })
               .map((w) => w[0]); })"""
    )
    assert cut == [], cut
