"""The worked example's journeys (issue 21), shared by its tests (``test_worked_journeys.py``, strict) and the
figures (``benchmarks/journeys.py``, counting what breaks).

- **Phone** (360x740, touch): the reader scrolls to the example, then taps whatever the widget offers, in any order:
  Previous, Next, Reset, "What if?", the reasons' fold, and in "What if?" whom to ask, which card, "Let the computer
  play on" and "Back to the example". After every tap: every control the widget offers now is wholly on screen and
  uncovered (the one the reader taps next is among them), at least 24 px each way (whom, which family and which card
  in "What if?": 44 px, play's buttons); a control just tapped that is still offered has not moved more than 24 px;
  the newest event (the step's headline, or the result of the last request in "What if?") is on screen; while
  choosing in "What if?", the hand of the player to move and every seat's card count are on screen; no text in the
  widget is under 16 px, stepping or in "What if?"; no layout shift inside the widget that the reader did not
  cause (the page loading, Python starting for "What if?"; the picture drawn from the answer to a request is the
  reader's doing, however long Python took); no console error.
- **Projector** (1280x800 and 1920x1080): the teacher scrolls to the example and opens its projector view, then
  steps with the keys (right arrow, Space, left arrow) or the buttons, and may leave with Escape. While the view
  is open: every hand, the newest step and the controls are on the one screen, none running over another, nothing
  scrolls, and the smallest text is at least 24 px.

The walks are Hypothesis state machines with fixed seeds (:func:`journeys.walk`): the controls offered are
found in the page, by role and name, as a reader finds them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from journeys import (
    ON_SCREEN,
    PROJECTOR_TEXT_PX,
    SMALLEST_TEXT,
    Journey,
    settle,
    walk,
)
from playwright.sync_api import BrowserContext, Locator, Page

WIDGET = '[data-hf-widget="worked-example"]'
PATH = {"en": "worked-example/", "fr": "fr/worked-example/"}
WAIT_MS = 120_000  # Python's first start for "What if?" on a shared machine
TARGET_PX = 44  # whom, which family, which card in "What if?": a thumb's target, as on the play page
SMALL_TARGET_PX = 24  # any other control
PHONE_TEXT_PX = 16  # the smallest text on a phone, stepping or in "What if?"

# Every control the widget offers now (shown, enabled, not inside a closed or disabled part), with its name and
# whether it is wholly on screen; ON_SCREEN is journeys.py's check.
OFFERED = f"""(w) => {{
  const onScreen = {ON_SCREEN};
  return [...w.querySelectorAll('button, summary')]
    .filter((b) => b.getClientRects().length && !b.disabled && !b.closest('[hidden], fieldset:disabled')
                   && getComputedStyle(b).visibility !== 'hidden')
    .map((b) => ({{
      name: (b.getAttribute('aria-label') || b.textContent).replace(/\\s+/g, ' ').trim(),
      action: b.dataset.hfAction || '',
      summary: b.tagName === 'SUMMARY',
      card: b.hasAttribute('data-hf-ask-card'),
      whom: Boolean(b.closest('.hf-we__row--whom')),
      choice: Boolean(b.closest('.hf-we__row')),
      size: [b.getBoundingClientRect().width, b.getBoundingClientRect().height],
      problem: onScreen(b),
    }}));
}}"""

# The seats of the table the widget shows: [name, current, whole seat on screen, hand on screen, count on screen].
SEATS = f"""(w) => {{
  const onScreen = {ON_SCREEN};
  const board = [...w.querySelectorAll('[data-hf-board]')].find((b) => b.getClientRects().length);
  if (!board) return [];
  return [...board.querySelectorAll('.hf-seat')].map((s) => {{
    const hand = s.querySelector('.hf-hand');
    const count = s.querySelector('.hf-seat__count');
    return [s.dataset.player, s.classList.contains('is-current'), onScreen(s),
            hand && hand.getClientRects().length ? onScreen(hand) : 'not shown',
            count ? onScreen(count) : 'absent'];
  }});
}}"""

# Whether the page or the widget can be scrolled (the projector view is one screen).
SCROLLS = """(w) => {
  const doc = document.scrollingElement;
  const out = [];
  if (doc.scrollHeight > innerHeight + 1 && getComputedStyle(document.documentElement).overflowY !== 'hidden')
    out.push(`the page scrolls (${doc.scrollHeight} px for ${innerHeight})`);
  if (w.scrollHeight > w.clientHeight + 1) out.push(`the view scrolls (${w.scrollHeight} px for ${w.clientHeight})`);
  return out;
}"""

# Layout shifts the reader did not cause that moved something inside the widget (the theme's header shifts a
# little as the page loads), with when they happened: window.hfWidgetShifts.
SHIFTS = """window.hfWidgetShifts = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) {
  const w = document.querySelector('[data-hf-widget="worked-example"]');
  const moved = (e.sources || []).map((s) => s.node).filter((n) => n && w && w.contains(n));
  if (moved.length) window.hfWidgetShifts.push({ t: e.startTime, value: e.value,
    what: moved.map((n) => n.nodeType === 1 ? `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}` : '#text')
      .join(' ') });
} }).observe({ type: 'layout-shift', buffered: true });"""

# In the projector view, its parts (the counter and buttons, the headline, the reasons, each seat, the bar; the table
# beside the commentary since issue 39): where one runs over another (a seat under the bar, say), though each may be
# on screen.
OVERLAPS = """(w) => {
  const parts = [w.querySelector('.hf-we__top'), w.querySelector('.hf-we__news'), w.querySelector('.hf-we__why'),
                 ...w.querySelectorAll('[data-hf-board] .hf-seat'), w.querySelector('.hf-we__bar')]
    .filter((p) => p && p.getClientRects().length);
  const out = [];
  for (let i = 0; i < parts.length; i++) {
    for (let k = i + 1; k < parts.length; k++) {
      const one = parts[i].getBoundingClientRect(), two = parts[k].getBoundingClientRect();
      const across = Math.min(one.right, two.right) - Math.max(one.left, two.left);
      const down = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
      if (across > 0.5 && down > 0.5)
        out.push(`${parts[k].className} runs ${Math.round(down)} px over ${parts[i].className}`);
    }
  }
  return out;
}"""

# Everything the checks read after an action, in one call: the step, the mode, the controls offered, the newest
# event, the seats, the widget's height, whether anything scrolls, the smallest text.
LOOK = f"""([w, projector]) => {{
  const onScreen = {ON_SCREEN};
  const newest = w.querySelector('[data-hf-newest]') || w.querySelector('[data-hf-narration]');
  const opener = w.querySelector('[data-hf-action="projector"]');
  return {{
    step: Number(w.dataset.hfStep || 0),
    whatif: w.dataset.hfWhatif !== undefined,
    projector: w.dataset.hfView === 'projector',
    controls: ({OFFERED})(w),
    newest: newest ? onScreen(newest) : 'absent',
    seats: ({SEATS})(w),
    reasonsOpen: Boolean(w.querySelector('details[open]')),
    height: w.getBoundingClientRect().height,
    scrolls: ({SCROLLS})(w),
    smallest: ({SMALLEST_TEXT})(w),
    overlaps: projector ? ({OVERLAPS})(w) : [],
    opener: opener ? onScreen(opener) : 'absent',
  }};
}}"""


@dataclass
class Walked:
    """What a set of walks went through and what broke, for the test's coverage check and the benchmark."""

    journeys: list[Journey] = field(default_factory=list)
    steps: set[int] = field(default_factory=set)  # steps of the example shown
    whatif_at: set[int] = field(default_factory=set)  # steps "What if?" was opened at
    requests: int = 0  # requests answered in "What if?"
    projector_checks: int = 0

    def findings(self) -> Counter[str]:
        total: Counter[str] = Counter()
        for j in self.journeys:
            total.update(j.findings)
        return total

    def measures(self, what: str) -> list[float]:
        return [v for j in self.journeys for v in j.measures.get(what, [])]

    def examples(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for j in self.journeys:
            for k, v in j.examples.items():
                out.setdefault(k, v)
        return out


@dataclass
class WorkedJourney(Journey):
    """One walk through the worked example, with what the checks carry from one action to the next."""

    errors: list[str] = field(default_factory=list)  # the page's console errors and uncaught exceptions
    errors_seen: int = 0
    shifts_seen: int = 0  # the widget's layout shifts already looked at
    answering: list[tuple[float, float]] = field(default_factory=list)  # when requests were being answered (and,
    # in the projector view, from each of the teacher's actions until the view settled: :func:`by_reader`)
    left: bool = False  # the teacher left the projector view with Escape
    seen: dict[str, Any] = field(default_factory=dict)  # what the last check saw (LOOK): the actions offered next

    def look(self, *, projector: bool = False) -> dict[str, Any]:
        # The widget found in the page itself: no element handle made (and left undisposed) at every look.
        self.seen = self.page.evaluate(f"([sel, projector]) => ({LOOK})([document.querySelector(sel), projector])",
                                       [WIDGET, projector])
        return self.seen


def widget_of(j: Journey) -> Locator:
    return j.page.locator(WIDGET)


def step_of(j: Journey) -> int:
    return int(widget_of(j).get_attribute("data-hf-step") or 0)


def in_whatif(j: Journey) -> bool:
    return widget_of(j).get_attribute("data-hf-whatif") is not None


def offered_controls(j: WorkedJourney) -> list[dict[str, Any]]:
    """The controls offered now, as the check just after the last action saw them."""
    controls: list[dict[str, Any]] = (j.seen or j.look())["controls"]
    return controls


def control(j: Journey, c: dict[str, object]) -> Locator:
    """The locator a reader's eyes follow: a button by its role and name, the fold by its summary."""
    w = widget_of(j)
    if c["summary"]:
        return w.locator("summary").filter(has_text=str(c["name"])).first
    return w.get_by_role("button", name=str(c["name"]), exact=True).first


def wait_answered(j: Journey) -> None:
    """After a tap: a request to Python answered (the widget is not busy), "What if?" ready (its computer's move
    can be asked for, or its game is over: the line that says so is shown, not merely there) or failed. (Counting
    the line while hidden let the walk go on while Python still loaded: then only "Back" was offered, and whether a
    walk made any request depended on how fast Python started.)"""
    page = j.page
    page.wait_for_function(
        """(sel) => { const w = document.querySelector(sel);
             if (w.getAttribute('aria-busy') === 'true') return false;
             if (w.dataset.hfWhatif === undefined) return true;
             const bot = w.querySelector('[data-hf-action="bot"]');
             const failed = Boolean(w.querySelector('[data-hf-runtime="failed"]')) || w.dataset.hfRuntime === 'failed';
             return failed || (bot && !bot.disabled && !bot.closest('fieldset:disabled'))
                    || (bot && w.querySelector('[data-hf-whatif-over]:not([hidden])'));
           }""",
        arg=WIDGET,
        timeout=WAIT_MS,
    )


class Opener:
    """Opens each walk in one tab of one browser context, the page loaded anew (Python's snapshot, kept by the first
    start, makes later starts quick; one tab rather than a new one a walk: a new tab is a new renderer process, about
    0.5 s of CPU, issue 37). The console's errors go to the walk now open."""

    def __init__(self, context: BrowserContext, base: str, lang: str, name: str, walked: Walked, *,
                 strict: bool) -> None:
        self.context, self.base, self.lang, self.name, self.walked, self.strict = (
            context, base, lang, name, walked, strict)
        self.page: Page | None = None
        self.journey: WorkedJourney | None = None

    def open(self, query: str = "") -> WorkedJourney:
        if self.page is None:
            page = self.page = self.context.new_page()
            page.on("console", lambda m: self.errors().append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: self.errors().append(f"uncaught: {e}"))
            page.add_init_script(SHIFTS)
        else:
            self.journey = None  # what the walk before leaves behind as it goes is not this walk's
            self.page.goto("about:blank")
        page = self.page
        j = self.journey = WorkedJourney(page, f"{self.name} ({self.lang})", strict=self.strict)
        page.goto(self.base + PATH[self.lang] + query, wait_until="load")
        page.wait_for_function("(sel) => document.querySelector(sel)?.dataset.hfReady === 'true'", arg=WIDGET)
        self.walked.journeys.append(j)
        return j

    def errors(self) -> list[str]:
        return self.journey.errors if self.journey is not None else []

    def close(self) -> None:
        if self.page is not None:
            self.page.close()
            self.page = None


def open_phone(opener: Opener) -> WorkedJourney:
    j = opener.open()
    scroll_to_example(j)
    opener.walked.steps.add(step_of(j))
    return j


def by_reader(j: WorkedJourney, action: Callable[[], None]) -> None:
    """An action of the teacher's in the projector view (which never starts Python), from the input until the view
    has settled: what moves in the meantime is their doing. (The browser's own 'recent input' mark lasts 500 ms,
    which a loaded machine may take to draw the view once.)"""
    started = j.page.evaluate("performance.now()")
    action()
    j.answering.append((started, j.page.evaluate("performance.now()")))


def open_projector(opener: Opener) -> WorkedJourney:
    """The teacher scrolls to the example and opens its projector view (the page before issue 21 had none: the
    checks then measure the page as it is)."""
    j = opener.open()
    scroll_to_example(j)
    button = widget_of(j).locator('[data-hf-action="projector"]')
    if button.count():
        by_reader(j, lambda: j.tap("Projector view", button, touch=False, settle_on=widget_of(j)))
        j.tapped = None  # the whole view changed: its button now leaves it, at the top of the screen
    opener.walked.steps.add(step_of(j))
    return j


def scroll_to_example(j: Journey) -> None:
    """The reader swipes the example up to just under the page's header."""
    j.log.append("scroll to the example")
    j.page.evaluate(
        """(sel) => { const w = document.querySelector(sel);
             const header = document.querySelector('.md-header');
             const below = header ? header.getBoundingClientRect().bottom : 0;
             window.scrollTo(0, w.getBoundingClientRect().top + scrollY - below - 8); }""",
        WIDGET,
    )
    settle(j.page, widget_of(j))
    j.tapped = None


# ------------------------------------------------------------------------------------------------ the checks


def check_common(j: WorkedJourney) -> None:
    """No console error, no layout shift the reader did not cause, the tapped control still."""
    if len(j.errors) > j.errors_seen:
        first, j.errors_seen = j.errors[j.errors_seen], len(j.errors)
        j.problem("console error", first)
    shifts = j.page.evaluate("(n) => window.hfWidgetShifts.slice(n)", j.shifts_seen)
    j.shifts_seen += len(shifts)
    # The picture an answer to the reader's request draws, however long Python took, is the reader's doing.
    unasked = [s for s in shifts if not any(t0 <= s["t"] <= t1 for t0, t1 in j.answering)]
    if unasked:
        j.problem("layout shift", f"{sum(s['value'] for s in unasked):.4f} ({' | '.join(s['what'] for s in unasked)})")
    j.expect_tapped_still()


def check_phone(j: WorkedJourney) -> None:
    check_common(j)
    seen = j.look()
    for c in seen["controls"]:
        if c["problem"] is not None:
            j.problem("next control on screen", f"{c['name']!r}: {c['problem']}")
    if seen["newest"] is not None:
        j.problem("newest event on screen", seen["newest"])
    for c in seen["controls"]:
        least = TARGET_PX if c["choice"] or c["card"] else SMALL_TARGET_PX
        if min(c["size"]) < least:
            j.problem("controls large enough", f"{c['name']!r}: {c['size'][0]:.0f}x{c['size'][1]:.0f} px")
    if seen["smallest"] < PHONE_TEXT_PX:
        j.problem("text at least 16 px", f"{seen['smallest']:.1f} px" + (' in "What if?"' if seen["whatif"] else ""))
    if seen["whatif"]:
        if any(c["action"] == "bot" for c in seen["controls"]):  # Python answered: the choice is open
            for name, current, _seat, hand, count in seen["seats"]:
                if current and hand is not None:
                    j.problem("hand to move on screen", f"{name}'s hand: {hand}")
                if count is not None:
                    j.problem("counts on screen", f"{name}'s count: {count}")
    elif not seen["reasonsOpen"]:  # the reasons folded, as each step opens
        j.measure("widget height at 360 px", seen["height"])


def check_projector(j: WorkedJourney) -> None:
    check_common(j)
    seen = j.look(projector=True)
    if j.left:  # back on the page after Escape: the button that opens the view again
        if seen["opener"] is not None:
            j.problem("next control on screen", f"'Projector view': {seen['opener']}")
        return
    for c in seen["controls"]:
        if c["problem"] is not None:
            j.problem("controls on screen", f"{c['name']!r}: {c['problem']}")
    if seen["newest"] is not None:
        j.problem("newest event on screen", seen["newest"])
    seats = seen["seats"]
    whole = sum(1 for _n, _c, seat, _h, _k in seats if seat is None)
    j.measure("seats on screen", whole / max(len(seats), 1))
    for name, _current, seat, _hand, _count in seats:
        if seat is not None:
            j.problem("every hand on screen", f"{name}: {seat}")
    for why in seen["scrolls"]:
        j.problem("no scrolling", why)
    for why in seen["overlaps"]:
        j.problem("nothing covered", why)
    j.measure("smallest text (px)", seen["smallest"])
    if seen["smallest"] < PROJECTOR_TEXT_PX:
        j.problem("text at least 24 px", f"{seen['smallest']:.1f} px")


# ------------------------------------------------------------------------------------------------ the actions


def tap_control(j: WorkedJourney, c: dict[str, Any], *, touch: bool) -> None:
    """Tap a control and wait for what it does; a request to Python (a card, the computer's move) is answered."""
    asking = c.get("card") or c["action"] == "bot"
    started = j.page.evaluate("performance.now()") if asking else 0.0
    j.tap(str(c["name"]), control(j, c), touch=touch)
    wait_answered(j)
    settle(j.page, widget_of(j))
    if asking:
        j.answering.append((started, j.page.evaluate("performance.now()")))


def phone_offered(j: WorkedJourney, walked: Walked) -> list[tuple[str, Callable[[], None]]]:
    """What the reader may tap now: every control the widget offers (the projector view is for a projector).
    Some are listed more than once (:func:`weight`)."""
    out: list[tuple[str, Callable[[], None]]] = []
    for c in offered_controls(j):
        if c["action"] in ("projector", "load-runtime"):
            continue

        def do(c: dict[str, Any] = c) -> None:
            step = j.seen["step"]
            tap_control(j, c, touch=True)
            if c["action"] == "whatif":
                walked.whatif_at.add(step)
            elif c["card"] or c["action"] == "bot":
                walked.requests += 1
            else:
                walked.steps.add(step_of(j))

        out += [(str(c["name"]), do)] * weight(c)
    return out


def weight(c: dict[str, Any]) -> int:
    """How often a control is listed among the actions: Next, whom to ask, the cards and the computer's move more
    than the ten families, so that the walks reach the last step and make requests as a reader does."""
    if c["card"]:
        return 4
    if c["action"] in ("next", "bot") or c.get("whom"):
        return 3 if c["action"] == "next" else 2
    return 1


def projector_offered(j: WorkedJourney, walked: Walked) -> list[tuple[str, Callable[[], None]]]:
    """The teacher's keys and the view's own buttons (not "What if?", which leaves the guide's example)."""
    if j.left:
        opener = widget_of(j).locator('[data-hf-action="projector"]')

        def reopen() -> None:
            j.tap("Projector view", opener, touch=False)
            j.tapped = None
            j.left = False
            settle(j.page, widget_of(j))

        return [("projector view again", lambda: by_reader(j, reopen))]

    def key(label: str, name: str) -> Callable[[], None]:
        def press() -> None:
            j.key(label, name)
            settle(j.page, widget_of(j))
            walked.steps.add(step_of(j))
            walked.projector_checks += 1

        return press

    def escape() -> None:
        was = widget_of(j).get_attribute("data-hf-view") == "projector"
        j.key("Escape", "Escape")
        settle(j.page, widget_of(j))
        j.left = was and widget_of(j).get_attribute("data-hf-view") != "projector"

    out = [("right arrow", key("right arrow", "ArrowRight")), ("right arrow", key("right arrow", "ArrowRight")),
           ("Space", key("Space", " ")), ("left arrow", key("left arrow", "ArrowLeft")), ("Escape", escape)]
    for c in offered_controls(j):
        if c["action"] in ("previous", "next", "reset"):
            out.append((str(c["name"]), lambda c=c: tap_control(j, c, touch=False)))
    return [(name, lambda do=do: by_reader(j, do)) for name, do in out]


# ------------------------------------------------------------------------------------------------ the walks

# Sized by what they find (issue 37): benchmarks/walk_detection.py injects defects of the kinds these checks exist for
# (a control covered or pushed away at a later step or in "What if?", a late layout shift, text or buttons shrunk
# after one action, a console error after a rare pair of actions) and finds when the seeded walks first catch each.
# Studied again in stop 64, once the walks no longer depended on what the worker had imported (journeys.same_draws),
# `walk_detection.py --only worked-phone --walks 8` (and --only worked-projector) with each family's --lang, --size and
# --variant. The phone, English 0 and French 6 together: the toast over "What if?", the scroll after Previous and the
# buttons shrunk after Back by their 2nd walks, the small counts in "What if?" opened at the last step in French's 5th
# (no English family studied, 0 to 3, opened it there in 8), the late shift after the computer's move in neither
# (English 1 catches it in its 1st walk, but never shows the last step in 8: the test's own check): 8 each (5 x 1.5,
# rounded up).
# The projector, a family per language and screen (test_worked_journeys.PROJECTOR_WALKS): all 4 mutants by their 3rd
# walks together (the console error after Space at the last step: French 1280x800's 3rd; the others by the 2nd): 5 each.
# French 1280x800's family is 4: families 1 and 5 showed steps 0 to 3 and 5 but not 4 in 4 to 6 walks.
PHONE_WALK = {"walks": 8, "steps": 18}
PROJECTOR_WALK = {"walks": 5, "steps": 10}


def walk_phone(
    context: BrowserContext, base: str, lang: str, *, strict: bool, walks: int | None = None, steps: int | None = None,
    variant: int = 0,
) -> Walked:
    """The phone journey's walks in one language (``context``: 360x740, touch); ``variant``: which family of walks
    (:func:`journeys.walk`)."""
    walked = Walked()
    opener = Opener(context, base, lang, "worked example on a phone", walked, strict=strict)
    try:
        walk(
            lambda: open_phone(opener),
            lambda j: phone_offered(j, walked),
            check_phone,
            walks=walks or PHONE_WALK["walks"],
            steps=steps or PHONE_WALK["steps"],
            variant=variant,
        )
    finally:
        opener.close()
    return walked


def walk_projector(
    context: BrowserContext, base: str, lang: str, *, strict: bool, walks: int | None = None, steps: int | None = None,
    variant: int = 0,
) -> Walked:
    """The projector journey's walks in one language, at the context's window size; ``variant``: which family of
    walks (:func:`journeys.walk`)."""
    walked = Walked()
    opener = Opener(context, base, lang, "worked example on a projector", walked, strict=strict)
    try:
        walk(
            lambda: open_projector(opener),
            lambda j: projector_offered(j, walked),
            check_projector,
            walks=walks or PROJECTOR_WALK["walks"],
            steps=steps or PROJECTOR_WALK["steps"],
            variant=variant,
        )
    finally:
        opener.close()
    return walked
