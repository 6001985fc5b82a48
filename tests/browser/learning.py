"""The guided game ("Learn by playing") as a reader walks it: its controls, what it offers at each moment, and the
journey invariants of ``journeys.py`` checked after every tap (shared by the tests and ``benchmarks/learn.py``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from browsing import PHONE, Tab, open_tab
from journeys import PROJECTOR_TEXT_PX, Journey, evaluate_one, settle, smallest_text
from playwright.sync_api import Browser, Locator, Page

PREFIX = {"en": "", "fr": "fr/"}
WIDGET = '[data-hf-widget="learn"]'


def widget(page: Page) -> Locator:
    return page.locator(WIDGET)


# What the checks after a tap read of the game, in one call to the page (issue 37: these were seven calls, each
# finding the widget again, at every step of every walk).
STATE = """(w) => {
  const n = (sel) => w.querySelectorAll(sel).length;
  return {step: w.getAttribute('data-hf-step') || '', frame: w.getAttribute('data-hf-frame') || '',
          notes: n('[data-hf-notes] > *'), feedback: n('[data-hf-feedback] > *'), said: n('[data-hf-said] > li'),
          chosen: n('.hf-learn__target.is-suggested[aria-pressed=true]'), mine: n('[data-hf-mine]:not([hidden])')};
}"""


def state(page: Page) -> dict[str, Any]:
    """The game as the checks read it (:data:`STATE`): its step and frame, and how many notes, feedback lines, lines
    said, suggested players chosen and shown hands of the reader's it holds."""
    found: dict[str, Any] = evaluate_one(widget(page), STATE)
    return found


def step(page: Page) -> str:
    """What the game waits for: continue, next, question, turn or end."""
    return str(state(page)["step"])


def primary(page: Page, now: dict[str, Any] | None = None) -> Locator:
    """The control a reader who takes every suggestion taps next (``now``: the game's :func:`state`, if read)."""
    w = widget(page)
    now = state(page) if now is None else now
    kind = now["step"]
    if kind == "question":
        return w.locator("[data-hf-choice]").first
    if kind == "turn":  # the suggested player, then (once chosen) the suggested card
        if now["chosen"]:
            return w.locator(".hf-learn__card.is-suggested")
        return w.locator(".hf-learn__target.is-suggested")
    if kind == "end":
        return w.locator('[data-hf-action="play"]')
    return w.locator(f'[data-hf-action="{kind}"]')


_SEEN: dict[int, tuple[str, int, bool]] = {}
"""Per journey, at the last check: the frame, how many rules it showed, and whether the last rule was the newest."""


def newest(page: Page, journey: Journey | None = None, now: dict[str, Any] | None = None) -> Locator:
    """The newest thing said: a refusal or an answer just given, else the frame's question, else the rules a tap
    has just added to the frame (choosing whom to ask brings the rules of choosing a card), else its last line
    (``now``: the game's :func:`state`, if read)."""
    w = widget(page)
    now = state(page) if now is None else now
    frame, count = now["frame"], now["notes"]
    before = _SEEN.get(id(journey)) if journey is not None else None
    added = before is not None and before[0] == frame and (count > before[1] or (count == before[1] and before[2]))
    if journey is not None:
        _SEEN[id(journey)] = (frame, count, added)
    if now["feedback"]:
        return w.locator("[data-hf-feedback] > *").last
    if now["step"] == "question":
        return w.locator("[data-hf-question]")
    notes = w.locator("[data-hf-notes] > *")
    if added:
        return notes.last
    return w.locator("[data-hf-said] > li").last if now["said"] else notes.first


def open_game(page: Page, path: str, journey: Journey, *, touch: bool) -> None:
    page.goto(path, wait_until="load")
    start = widget(page).locator('[data-hf-action="start"]')
    start.wait_for()
    page.wait_for_function("() => !document.querySelector('[data-hf-action=start]').disabled")
    journey.tap("Start the game", start, touch=touch)
    settle(page, widget(page).locator("[data-hf-stage]"))


def check(journey: Journey, *, projector: bool = False) -> None:
    """The invariants after every tap: the next control and the newest event on screen and uncovered, the cards to
    choose from on screen on the reader's turn, a control just tapped still where it was; on a projector, every seat
    on screen and no text under 24 px."""
    page = journey.page
    now = state(page)
    journey.expect_on_screen("next control on screen", primary(page, now))
    journey.expect_on_screen("newest event on screen", newest(page, journey, now))
    if now["step"] == "turn":
        # the grid scrolls in its reserved space: it is on screen, and so is the card the reader is led to
        journey.expect_on_screen("cards to choose from on screen", widget(page).locator("[data-hf-grid]"))
    if now["mine"]:
        journey.expect_on_screen("the reader's hand on screen, never covered",
                                 widget(page).locator("[data-hf-mine]:not([hidden])"))
    journey.expect_tapped_still()
    if projector:
        stage = widget(page).locator("[data-hf-stage]")
        size = smallest_text(stage)
        journey.measure("smallest text (px)", size)
        if size < PROJECTOR_TEXT_PX:
            journey.problem("projector text at least 24 px", f"smallest text {size} px")
        seats = widget(page).locator("[data-hf-stage] [data-hf-board] .hf-seat")
        journey.expect_all_on_screen("every seat on screen", seats)


# What the game offers now, read in one call: [label, selector] pairs (the locators are made without asking again).
OFFERED = """(w) => {
  const step = w.dataset.hfStep;
  const all = (sel, label) => [...w.querySelectorAll(sel)].map((el) => label(el));
  if (step === 'continue' || step === 'next' || step === 'playon')
    return [[step, `[data-hf-action="${step}"]`]];
  if (step === 'question')
    return all('[data-hf-choice]', (c) => [`answer ${c.dataset.hfChoice}`, `[data-hf-choice="${c.dataset.hfChoice}"]`]);
  if (step === 'end') return [['Again with another deal', '[data-hf-action="again"]']];
  if (step !== 'turn') return [];
  const out = all('[data-hf-target]', (t) => [`ask ${t.dataset.hfTarget}`, `[data-hf-target="${t.dataset.hfTarget}"]`]);
  out.push(...all('[data-hf-whole]', (r) => [`all of ${r.dataset.hfWhole}`, `[data-hf-whole="${r.dataset.hfWhole}"]`]));
  out.push(...all('.hf-learn__card.is-held', (c) => [`card ${c.dataset.hfCard} (held)`,
    `[data-hf-card="${c.dataset.hfCard}"]`]));
  const s = w.querySelector('.hf-learn__card.is-suggested');
  const suggested = [`card ${s ? s.dataset.hfCard : ''} (suggested)`, '.hf-learn__card.is-suggested'];
  if (s) out.push(suggested, suggested, suggested);
  return out;
}"""


def offered(journey: Journey, *, touch: bool) -> list[tuple[str, Callable[[], None]]]:
    """What a reader may tap now, the build's game only (a request it did not foresee starts Python: not here)."""
    w = widget(journey.page)
    stage = w.locator("[data-hf-stage]")
    pairs: list[list[str]] = evaluate_one(w, OFFERED)

    def tap(label: str, locator: Locator) -> tuple[str, Callable[[], None]]:
        return label, lambda: journey.tap(label, locator, touch=touch, settle_on=stage)

    return [tap(label, w.locator(selector)) for label, selector in pairs]


def take_suggestions(journey: Journey, *, touch: bool, after: Callable[[], None] | None = None) -> int:
    """Play the whole game taking every suggestion (the first choice of a question); returns the taps made."""
    page = journey.page
    stage = widget(page).locator("[data-hf-stage]")
    for taps in range(100):
        now = state(page)
        kind = now["step"]
        if kind == "end":
            return taps
        if kind == "question":
            q = widget(page).locator("[data-hf-choice]")
            label = "answer"
            control = q.first
        else:
            control, label = primary(page, now), kind
        journey.tap(label, control, touch=touch, settle_on=stage)
        if after is not None:
            after()
    raise AssertionError("the guided game did not end")


class WalkTabs:
    """The random walks' pages: a fresh phone tab for each walk (the one before closed), on the game's opening;
    ``errors``: the open walk's console errors. Shared by test_learn.py and benchmarks/walk_detection.py
    (``init_script``: the benchmark's injected defect)."""

    def __init__(self, browser: Browser, server: Any, lang: str, init_script: str = "") -> None:
        self.browser, self.server, self.lang, self.init_script = browser, server, lang, init_script
        self.tabs: list[Iterator[Tab]] = []
        self.errors: list[str] = []

    def open(self) -> Journey:
        self.close()
        gen = open_tab(self.browser, self.server, PHONE)
        tab = next(gen)
        self.tabs.append(gen)
        self.errors = tab.console_errors
        if self.init_script:
            tab.context.add_init_script(self.init_script)
        journey = Journey(tab.page, f"learn {self.lang} walk")
        open_game(tab.page, tab.url(f"{PREFIX[self.lang]}learn/"), journey, touch=True)
        return journey

    def close(self) -> None:
        for gen in self.tabs:
            gen.close()  # type: ignore[attr-defined]
        self.tabs.clear()
