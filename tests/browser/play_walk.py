"""The play page's journeys (issue 21), for tests/browser/test_play_journeys.py and benchmarks/journeys.py.

Two journeys, each a seeded random walk (:func:`journeys.walk`) over what the page offers at each moment:

- **phone** (360x740, touch): picks (a player, a card), Next, Back, "Play on", Hint and "Make this request",
  "Say why the computer asks", the language switch (once a walk), a new deal at the end;
- **projector** (1280x800 or 1920x1080, keyboard and mouse): → / ← / Space, "Play on" (request by request), the
  pace, pause and resume, watching the next request come, picks.

After every action, :meth:`PlayWalk.check` asks the page, in one call, where everything a reader needs is, and
records what breaks (:class:`journeys.Journey`): the control the reader will tap next fully on screen and
uncovered; a control just tapped that is still offered has not moved more than 24 px; the newest event (the
narration of the position shown, or at the end of the game the winners and scores) fully on screen; on the
reader's turn their hand on screen; controls at least 24x24 px and the primary ones (the step bar, players and
cards to ask, the end's buttons) 44x44; no console error. Projector, besides: every seat, the newest event and
the step bar on the one screen, no scrolling, the smallest text at least 24 px. Opening the page: no layout shift
while Python loads. After the language switch: the same players' names, the game in view.

Every wait is for a state of the page (the widget's data-hf-* attributes), never for a time.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from browsing import RUNTIME_TIMEOUT_MS
from journeys import ON_SCREEN, SHIFT_WATCH, SMALLEST_TEXT, STILL_PX, Journey, evaluate_one, layout_shift, settle
from playwright.sync_api import Locator, Page

from hf_core import teaching

WIDGET = '[data-hf-widget="play"]'
PREFIX = {"en": "", "fr": "fr/"}
OTHER = {"en": "fr", "fr": "en"}
# A dozen deals, one a walk: 2 to 6 players, the reader first, in the middle or last to ask.
DEALS = tuple(
    teaching.encode_code(players, dealer, seed)
    for players, dealer, seed in (
        (4, 3, 2026), (2, 0, 5), (3, 1, 11), (5, 4, 23), (6, 0, 57), (4, 0, 8),
        (3, 2, 19), (6, 3, 31), (2, 1, 44), (5, 0, 61), (4, 2, 72), (6, 5, 90),
    )
)
ANSWER_MS = 60_000  # a request's answer (the machine is shared; the page's own limit is 30 s a call)
PROJECTOR_PACE = "1"  # seconds a request when "Play on" plays on a projector (the walk watches each one)
SHIFT_MAX = 0.001  # "no layout shift": the browser's score, rounding aside

# Everything the invariants need, read in one call: which elements a reader needs now, and where they are.
READ = (
    "([projector, stillPx]) => {\n  const onScreen = " + ON_SCREEN + ";\n  const smallest = " + SMALLEST_TEXT + ";\n"
    """
  const w = document.querySelector('[data-hf-widget="play"]');
  const q = (s) => w.querySelector(s);
  const shown = (el) => Boolean(el && !el.closest('[hidden]') && el.getClientRects().length);
  const d = w.dataset;
  const state = { turn: d.hfTurn, over: d.hfOver === 'true', pos: Number(d.hfPos), requests: Number(d.hfRequests),
                  busy: w.getAttribute('aria-busy') === 'true', view: d.hfView || 'page',
                  playing: d.hfPlaying === 'true' };
  const atEnd = state.pos === state.requests;
  const need = [];  // [invariant, label, element]
  const next = q('[data-hf-action="next"]'), skip = q('[data-hf-action="skip"]');
  const enabled = (b) => shown(b) && !b.disabled;
  // The control the reader taps next.
  if (!atEnd) need.push(['next control', 'Next', next]);
  else if (state.over) {
    const end = [...w.querySelectorAll('[data-hf-end] .md-button, [data-hf-end] button')].filter(enabled);
    if (end.length) for (const b of end) need.push(['next control', b.textContent.trim(), b]);
    else need.push(['next control', 'the end\\'s buttons', null]);
  } else if (state.turn === 'you') {
    const take = q('[data-hf-action="take-hint"]');
    if (enabled(take)) need.push(['next control', 'Make this request', take]);
    else if (q('[data-hf-target][aria-pressed="true"]')) {
      need.push(['next control', 'the cards', q('[data-hf-cards-box]')]);
    }
    else need.push(['next control', 'the players', q('[data-hf-targets-box]')]);
  } else {
    for (const b of [next, skip]) if (enabled(b)) need.push(['next control', b.textContent.trim(), b]);
  }
  // The newest event.
  if (atEnd && state.over) need.push(['newest event', 'the end and its scores', q('[data-hf-end]')]);
  else need.push(['newest event', 'the narration', q('[data-hf-narration]')]);
  // On the reader's turn, their hand.
  if (atEnd && !state.over && state.turn === 'you') {
    need.push(['hand on screen', 'your hand', w.querySelector('.hf-seat:has(.hf-badge--you) .hf-hand')]);
  }
  if (projector) {
    for (const seat of w.querySelectorAll('.hf-seat')) need.push(['seat on screen', seat.dataset.player, seat]);
    // A disabled step button is not drawn on a projector (Back before the first request...) but keeps its place:
    // its box, still inside the window, is what is checked; nothing can cover what is not shown.
    for (const b of [q('[data-hf-action="back"]'), next, skip]) {
      if (b.disabled && getComputedStyle(b).visibility === 'hidden') {
        const r = b.getBoundingClientRect();
        if (r.bottom > window.innerHeight + 0.5 || r.right > document.documentElement.clientWidth + 0.5) {
          need.push(['controls on screen', b.textContent.trim(), b]);
        }
      } else need.push(['controls on screen', b.textContent.trim(), b]);
    }
  }
  const problems = need.map(([inv, label, el]) => [inv, label, el ? onScreen(el) : 'absent']);
  // Tap targets: every control shown at least 24x24 px, the primary ones 44x44 (inline links in a sentence aside).
  const primary = '[data-hf-steps] button, [data-hf-target], [data-hf-ask-card], [data-hf-end] .md-button';
  for (const c of w.querySelectorAll('button, input, select, a[href], summary')) {
    if (!shown(c) || getComputedStyle(c).visibility === 'hidden') continue;
    if (c.tagName === 'A' && c.parentElement && c.parentElement.textContent.trim() !== c.textContent.trim()) continue;
    const r = (c.type === 'checkbox' && c.closest('label') ? c.closest('label') : c).getBoundingClientRect();
    const least = c.matches(primary) ? 44 : 24;
    if (r.width < least - 0.5 || r.height < least - 0.5) {
      problems.push(['tap target size', (c.textContent.trim() || c.name || c.tagName).slice(0, 40),
                     `${Math.round(r.width)}x${Math.round(r.height)} px, under ${least}x${least}`]);
    }
  }
  const extra = {};
  if (projector) {
    extra.smallest = smallest(w);
    extra.overflow = Math.max(0, w.scrollHeight - w.clientHeight, w.scrollWidth - w.clientWidth);
    const seats = [...w.querySelectorAll('.hf-seat')];
    extra.seats = seats.length;
    extra.seatsShown = seats.filter((s) => onScreen(s) === null).length;
  }
  return { state, problems, extra };
}"""
)


# What the reader can tap now, in one call: [label, selector] pairs of the controls enabled and wholly on screen
# (a reader taps what they see; what they need next is on screen by the invariants, and a control they would first
# have to scroll to is not offered, since the scroll, not the page, would move it), with the state the walk needs.
OFFERED = "() => {\n  const onScreen = " + ON_SCREEN + ";\n" + """
  const w = document.querySelector('[data-hf-widget="play"]');
  const ok = (el) => Boolean(el && !el.disabled && !el.closest('[hidden]') && el.getClientRects().length
                             && getComputedStyle(el).visibility !== 'hidden' && onScreen(el) === null);
  const d = w.dataset;
  const now = { turn: d.hfTurn, pos: Number(d.hfPos), requests: Number(d.hfRequests),
                playing: d.hfPlaying === 'true', paused: d.hfPaused === 'true', why: null, controls: [] };
  const add = (label, selector) => { if (ok(w.querySelector(selector))) now.controls.push([label, selector]); };
  if (d.hfTurn === 'you' && now.pos === now.requests) {
    for (const t of w.querySelectorAll('[data-hf-target]')) {
      const name = t.dataset.hfTarget;
      if (ok(t)) now.controls.push([`player ${name}`, `[data-hf-target="${CSS.escape(name)}"]`]);
    }
    const cards = [...w.querySelectorAll('[data-hf-ask-card]')].filter(ok);
    for (const i of new Set([0, cards.length >> 1, cards.length - 1])) {
      const card = cards[i] && cards[i].dataset.hfAskCard;
      if (card) now.controls.push([`card ${card}`, `[data-hf-ask-card="${card}"]`]);
    }
    add('Hint', '[data-hf-action="hint"]');
    add('Make this request', '[data-hf-action="take-hint"]');
  }
  add('Next', '[data-hf-action="next"]');
  add('Back', '[data-hf-action="back"]');
  if (!now.playing) add('Play on', '[data-hf-action="skip"]');
  add('New deal', '[data-hf-end] [data-hf-action="again"]');
  add('Next deal', '[data-hf-end] [data-hf-action="next-deal"]');
  add('Faster', '[data-hf-action="faster"]');
  add('Slower', '[data-hf-action="slower"]');
  const box = w.querySelector('[data-hf-say-why]');
  if (box && !box.disabled && ok(box.closest('label'))) now.why = box.checked;
  return now;
}"""


@dataclass
class PlayWalk:
    """A reader's play page in one tab, for one journey: opens deals, offers what the page offers, checks."""

    page: Page
    base_url: str
    lang: str
    console_errors: list[str]
    strict: bool = True
    projector: bool = False
    walks: int = 0
    journey: Journey | None = None
    switched: bool = False
    done: list[Journey] = field(default_factory=list)  # every walk's journey, for the benchmark's counts
    base: str = ""  # the journey's language (a walk may switch, once)

    def __post_init__(self) -> None:
        self.base = self.lang
        self.page.add_init_script(SHIFT_WATCH)  # every page this tab opens sums its layout shifts

    @property
    def widget(self) -> Locator:
        return self.page.locator(WIDGET)

    def attr(self, name: str) -> str:
        return self.widget.get_attribute(name) or ""

    # ------------------------------------------------------------------------------------ opening

    def url(self, lang: str, code: str) -> str:
        query = f"?code={code}"
        if self.projector:
            query += f"&view=projector&pace={PROJECTOR_PACE}"
        return f"{self.base_url}{PREFIX[lang]}play/{query}"

    def open(self) -> Journey:
        """A fresh walk: its journey. Its page opens with its deal (:meth:`deal`), the walk's first step."""
        self.walks += 1
        self.journey = Journey(self.page, f"play {'projector' if self.projector else 'phone'} {self.base}",
                               strict=self.strict)
        self.done.append(self.journey)
        self.switched = False
        self.console_errors.clear()
        return self.journey

    def deal(self, journey: Journey, seed: int) -> None:
        """The walk's deal: one of :data:`DEALS`, chosen by the seed the walk drew, so that replaying a walk (a
        failure Hypothesis shrinks) replays its deal. The page opens from the deal's link when it is not open yet
        (a reader following it: Python starts, and the page must not move meanwhile); once Python is up the deal
        comes from the set-up form, as a teacher dealing the class's next game does (a walk that switched the
        language opens the page again)."""
        code = DEALS[seed % len(DEALS)]
        journey.name += f" {code}"
        if self.lang == self.base and self.page.locator(f"{WIDGET}[data-hf-ready='true']").count():
            journey.log.append(f"deal {code}")
            evaluate_one(self.widget, """(w, code) => { const form = w.querySelector('[data-hf-form="setup"]');
                form.elements.code.value = code; form.elements.series.value = '0'; form.requestSubmit(); }""", code)
            self.until("deal", f"w.querySelector('[data-hf-code]').textContent === '{code}' && "
                               "w.dataset.hfRequests === '0'")
            return
        self.lang = self.base
        journey.log.append(f"open {code}")
        self.page.goto(self.url(self.lang, code), wait_until="load")
        if not self.projector:
            # The reader scrolls to the game (Python starts as it comes near) and waits for it.
            evaluate_one(self.widget, "(w) => { const top = w.getBoundingClientRect().top + scrollY;"
                         " const header = document.querySelector('.md-header').getBoundingClientRect().bottom;"
                         " scrollTo(0, top - header); }")
        self.wait_ready()
        self.expect_no_shift()

    def expect_no_shift(self) -> None:
        assert self.journey is not None
        shift = layout_shift(self.page)
        self.journey.measure("layout shift while loading", shift)
        if shift > SHIFT_MAX:
            shifts = self.page.evaluate("window.hfShifts")
            self.journey.problem("layout shift while loading", f"score {shift:.4f} ({shifts})")

    def wait_ready(self) -> None:
        self.page.wait_for_function(f"() => document.querySelector('{WIDGET}')?.dataset.hfReady === 'true'",
                                    timeout=RUNTIME_TIMEOUT_MS)
        self.wait_idle()

    def wait_idle(self) -> None:
        self.page.wait_for_function(f"() => document.querySelector('{WIDGET}').getAttribute('aria-busy') !== 'true'",
                                    timeout=ANSWER_MS)
        settle(self.page, self.widget)

    def read_names(self) -> list[str]:
        names: list[str] = self.widget.locator(".hf-seat").evaluate_all("ss => ss.map((s) => s.dataset.player)")
        return names

    # ------------------------------------------------------------------------------------ actions

    def until(self, label: str, condition: str) -> None:
        """Wait for a state of the widget (a JS expression over `w`, the widget), then for it to be idle."""
        try:
            self.page.wait_for_function(f"() => {{ const w = document.querySelector('{WIDGET}'); "
                                        f"return Boolean({condition}); }}", timeout=ANSWER_MS)
        except Exception as err:  # said as the walk's finding, with the walk
            assert self.journey is not None
            self.journey.problem("no answer", f"{label}: {condition} never held ({type(err).__name__})")
        self.wait_idle()

    def tap(self, label: str, locator: Locator, condition: str) -> None:
        assert self.journey is not None
        if self.projector:
            self.journey.tap(label, locator, touch=False)
        else:
            self.journey.tap(label, locator)
        self.until(label, condition)

    def key(self, label: str, key: str, condition: str) -> None:
        assert self.journey is not None
        self.journey.key(label, key)
        self.until(label, condition)

    def offered(self, journey: Journey) -> list[tuple[str, Callable[[], None]]]:
        """What the reader can do now, as (label, action); read from the page in one call."""
        now: dict[str, Any] = self.page.evaluate(OFFERED)
        requests, pos = now["requests"], now["pos"]
        done = f"Number(w.dataset.hfRequests) > {requests}"
        moved = f"Number(w.dataset.hfPos) > {pos} || Number(w.dataset.hfRequests) > {requests}"
        new_deal = "w.dataset.hfRequests === '0' && w.dataset.hfOver === 'false'"
        wanted = {
            "Hint": "!w.querySelector('[data-hf-hint]').hidden || w.querySelector('[data-hf-feedback]').textContent",
            "Make this request": done,
            "Next": moved,
            "Back": f"Number(w.dataset.hfPos) < {pos}",
            "Play on": "w.dataset.hfPlaying === 'true' || w.dataset.hfTurn !== 'computer' || "
                       "w.dataset.hfOver === 'true'",
            "New deal": new_deal,
            "Next deal": new_deal,
            "Faster": "true",
            "Slower": "true",
        }
        options: list[tuple[str, Callable[[], None]]] = []

        def add(label: str, selector: str, condition: str) -> None:
            locator = self.widget.locator(selector).first
            options.append((label, lambda: self.tap(label, locator, condition)))

        for label, selector in now["controls"]:
            if label.startswith("player "):
                add(label, selector, f"w.querySelector('{selector}')?.getAttribute('aria-pressed') === 'true'")
            elif label.startswith("card "):
                add(label, selector, done)
            elif label in ("Next", "Back") and self.projector:
                continue  # on a projector the keys do it (below)
            else:
                add(label, selector, wanted[label])
        if self.projector:
            self.projector_keys(options, now)
        else:
            if now["why"] is not None:
                why = "Say why " + ("off" if now["why"] else "on")
                # The reader taps the switch's words (its label), as on a phone.
                add(why, "label:has([data-hf-say-why])",
                    f"w.querySelector('[data-hf-say-why]').checked === {'false' if now['why'] else 'true'}")
            if not self.switched:
                options.append(("language switch", self.switch_language))
        return options

    def projector_keys(self, options: list[tuple[str, Callable[[], None]]], now: dict[str, Any]) -> None:
        requests, pos = now["requests"], now["pos"]
        if now["playing"]:
            options.append(("Space (pause)", lambda: self.key("Space (pause)", " ", "w.dataset.hfPlaying !== 'true'")))
            options.append(("watch the next request", lambda: self.watch(requests)))
            return
        moved = f"Number(w.dataset.hfPos) > {pos} || Number(w.dataset.hfRequests) > {requests}"
        labels = {label for label, _ in now["controls"]}
        if "Next" in labels:
            options.append(("→", lambda: self.key("→", "ArrowRight", moved)))
            if not now["paused"]:
                options.append(("Space", lambda: self.key("Space", " ", f"{moved} || w.dataset.hfPlaying === 'true'")))
        if "Back" in labels:
            options.append(("←", lambda: self.key("←", "ArrowLeft", f"Number(w.dataset.hfPos) < {pos}")))
        if now["paused"]:
            # Resumed: playing, or already past the request it made (one that ends the computers' turns can be
            # answered before the wait first looks, and playing stops with it: stop 64's clean clone).
            options.append(("Space (resume)", lambda: self.key(
                "Space (resume)", " ", f"w.dataset.hfPlaying === 'true' || Number(w.dataset.hfRequests) > {requests}")))

    def watch(self, requests: int) -> None:
        """The class watches "Play on" make the next request (or stop at the reader's turn, or the end)."""
        assert self.journey is not None
        self.journey.log.append("watch the next request")
        self.journey.tapped = None
        self.until("watch", f"Number(w.dataset.hfRequests) > {requests} || w.dataset.hfPlaying !== 'true'")

    def switch_language(self) -> None:
        """The header's language switch, as a phone reader uses it: the button, then the other language."""
        assert self.journey is not None
        self.journey.log.append("language switch")
        self.journey.tapped = None
        self.switched = True
        before = self.read_names()
        requests = self.attr("data-hf-requests")
        pos = self.attr("data-hf-pos")
        self.page.locator(".md-header .md-select button").tap()
        link = self.page.locator(f'.md-header .md-select a[hreflang="{OTHER[self.lang]}"]')
        # The list drops down under the button: tapped once it is there and still, as a reader's finger does.
        evaluate_one(link, "(a) => new Promise((done) => { const on = " + ON_SCREEN + ";\n"
                     "const tick = () => (on(a) === null ? done() : requestAnimationFrame(tick)); tick(); })")
        settle(self.page, link)
        with self.page.expect_navigation(wait_until="load"):
            link.tap()
        self.lang = OTHER[self.lang]
        self.wait_ready()
        self.page.wait_for_function(
            f"() => {{ const w = document.querySelector('{WIDGET}'); return w.dataset.hfRequests === '{requests}' "
            f"&& w.dataset.hfPos === '{pos}'; }}", timeout=ANSWER_MS)
        self.wait_idle()
        self.expect_no_shift()
        after = self.read_names()
        if after != before:
            self.journey.problem("names kept", f"{before} became {after}")

    # ------------------------------------------------------------------------------------ checks

    def check(self, journey: Journey) -> None:
        journey.expect_tapped_still()
        found: dict[str, Any] = self.page.evaluate(READ, [self.projector, STILL_PX])
        state = found["state"]
        for invariant, label, why in found["problems"]:
            if why is not None:
                journey.problem(invariant, f"{label}: {why} ({json.dumps(state, ensure_ascii=False)})")
        if self.projector:
            extra = found["extra"]
            if extra["seats"]:
                journey.measure("seats on screen (fraction)", extra["seatsShown"] / extra["seats"])
            if extra["smallest"] < 24:
                journey.problem("smallest text", f"{extra['smallest']} px in the projector view")
            if extra["overflow"] > 1:
                journey.problem("scrolls", f"the projector view overflows by {extra['overflow']:.0f} px")
        if self.console_errors:
            journey.problem("console error", "; ".join(self.console_errors))
            self.console_errors.clear()


def walk_play(walker: PlayWalk, *, walks: int, steps: int, variant: int = 0) -> None:
    """The seeded random walks of one journey (see :func:`journeys.walk`; ``variant``: which family of walks)."""
    from journeys import walk

    walk(walker.open, walker.offered, walker.check, walks=walks, steps=steps, deal=walker.deal, variant=variant)
