"""Journey tests' shared checks (issue 21): what a reader needs on screen after every action they take.

A journey is walked as a seeded random walk (Hypothesis' stateful testing, fixed seeds): after every action the
walk checks invariants, and a failure prints the shortest sequence of actions Hypothesis finds that breaks one.
The invariants are what a reader holding a phone, or a teacher at a projector, notices:

- ``on_screen``: an element is laid out, wholly inside the window, and nothing (the sticky header, an overlay)
  lies over it: the reader can see and tap it where it is;
- ``still``: a control the reader just tapped, when it is still offered, has not moved under the finger
  (24 px at most, :data:`STILL_PX`);
- ``smallest_text``: the smallest text size shown inside an element (projector: 24 px at least);
- ``layout shift``: :data:`SHIFT_WATCH` (add it with ``page.add_init_script`` before the page loads) sums the
  browser's layout-shift score; read it with :func:`layout_shift`;
- ``small_targets``: the controls a finger cannot hit squarely (WCAG 2.5.8: under 24 x 24 px, unless a 24 px circle
  on each meets no other target), and the primary controls (buttons, a widget's fields) under 44 x 44 px.

:class:`Journey` keeps the walk's log and its findings. In a test (``strict``), the first finding fails it with
the walk so far; in a benchmark (``strict=False``), findings are counted per invariant, to be printed.
:func:`walk` runs a journey as a Hypothesis state machine: ``open`` starts a fresh one, ``offered`` lists the
actions the page offers now (label, callable), ``check`` asserts the invariants.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import hypothesis
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.errors import Flaky
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule, run_state_machine_as_test
from playwright.sync_api import Locator, Page

STILL_PX = 24  # a control still offered after a tap moves at most this far (issue 21)
PROJECTOR_TEXT_PX = 24  # the smallest text on a projector
PHONE_SIZE = {"width": 360, "height": 740}
PROJECTOR_SIZES = ({"width": 1280, "height": 800}, {"width": 1920, "height": 1080})

# Where an element is and what hides it: None when it is wholly visible, otherwise why not. Points just inside
# its corners and its centre must hit the element itself (or something inside it), not what covers it.
ON_SCREEN = """(el) => {
  const r = el.getBoundingClientRect();
  if (!el.getClientRects().length || r.width < 1 || r.height < 1) return 'not shown';
  const w = document.documentElement.clientWidth, h = window.innerHeight;
  if (r.top < -0.5 || r.left < -0.5 || r.bottom > h + 0.5 || r.right > w + 0.5)
    return `outside the window: top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${h}, `
         + `left ${Math.round(r.left)}, right ${Math.round(r.right)} of ${w}`;
  const inset = (a, b) => Math.min(a + 2, (a + b) / 2);
  const points = [[inset(r.left, r.right), inset(r.top, r.bottom)], [inset(r.right, r.left), inset(r.top, r.bottom)],
                  [inset(r.left, r.right), inset(r.bottom, r.top)], [inset(r.right, r.left), inset(r.bottom, r.top)],
                  [(r.left + r.right) / 2, (r.top + r.bottom) / 2]];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (hit && (el === hit || el.contains(hit))) continue;
    if (hit && hit.contains(el) && getComputedStyle(el).pointerEvents === 'none') continue;
    const who = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
    return `covered at (${Math.round(x)}, ${Math.round(y)}) by ${who}`;
  }
  return null;
}"""

BOX = "(el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }"

# A control just tapped, if it is still offered: its box when it is shown (Playwright's is_visible: not hidden by
# display or visibility, and a box) and enabled (Playwright's is_enabled: not disabled, itself or by a disabled
# fieldset, nor aria-disabled, itself or by the nearest ancestor that says), else null: one call to the page, not
# three (issue 37).
STILL_OFFERED = """(els) => {
  const el = els[0];
  if (!el) return null;
  const r = el.getBoundingClientRect();
  if (!el.checkVisibility() || getComputedStyle(el).visibility !== 'visible' || !(r.width > 0 && r.height > 0))
    return null;
  if (el.matches(':disabled')) return null;
  for (let e = el; e; e = e.parentElement) {
    const said = (e.getAttribute('aria-disabled') || '').toLowerCase();
    if (said === 'true') return null;
    if (said === 'false') break;
  }
  return (BOX)(el);
}""".replace("(BOX)", f"({BOX})")

# The smallest font size of any text a reader sees inside an element (text nodes with letters, laid out).
SMALLEST_TEXT = """(root) => {
  let smallest = Infinity;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!/\\S/.test(node.textContent)) continue;
    const el = node.parentElement;
    if (!el || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || el.closest('[hidden], .md-visually-hidden, .sr-only')) continue;
    const range = document.createRange(); range.selectNodeContents(node);
    if (!range.getClientRects().length) continue;
    smallest = Math.min(smallest, parseFloat(style.fontSize));
  }
  return smallest;
}"""

# Sums the layout-shift score not caused by input (as the browser reports it): window.hfShift; window.hfShifts says
# what moved, from where to where (x, y, width), and when (ms after the navigation began).
SHIFT_WATCH = """window.hfShift = 0; window.hfShifts = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) {
  window.hfShift += e.value;
  window.hfShifts.push(e.sources ? e.sources.map((s) => (s.node && s.node.nodeType === 1
      ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}` : '?')
      + ` x ${Math.round(s.previousRect.x)}->${Math.round(s.currentRect.x)}`
      + ` y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)}`
      + ` w ${Math.round(s.previousRect.width)}->${Math.round(s.currentRect.width)}`).join(' ')
      + ` at ${Math.round(e.startTime)} ms` : '?');
} }).observe({ type: 'layout-shift', buffered: true });"""

# Resolves once the window's scroll position and the given element's place have not changed for 3 frames (smooth
# scrolling and transitions done), or after 3 s.
SETTLE = """(el) => new Promise((resolve) => {
  let last = '', same = 0;
  const started = performance.now();
  const tick = () => {
    const r = el ? el.getBoundingClientRect() : { top: 0, left: 0, height: 0 };
    const now = `${scrollX},${scrollY},${r.top},${r.left},${r.height}`;
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= 3 || performance.now() - started > 3000) resolve(true);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})"""


# Every control the reader can reach, one box per line it occupies (a link that wraps has two); a part under 24 px
# passes when a 24 px circle on its centre meets no other control (WCAG 2.5.8's spacing exception).
TARGETS = """() => {
  const REACHABLE = 'a[href], button, select, input:not([type=hidden]), textarea, summary, [role=button], '
    + '[tabindex]:not([tabindex="-1"])';
  const PRIMARY = '.md-content .md-button, .md-content [data-hf-widget] :is(select, input[type=text], '
    + 'input[type=number], textarea)';
  const width = document.documentElement.clientWidth;
  const name = (el) => `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || el.name
    || '').trim().replace(/\\s+/g, ' ').slice(0, 40)}"`;
  // What an element shows of itself: its box cut by every ancestor that clips (a closed drawer's panels are laid
  // out on the page but clipped away).
  const shown = (el, r) => {
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
      const c = a.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right),
                                    Math.min(bottom, c.bottom)];
    }
    return right - left > 0 && bottom - top > 0 && right > 0 && left < width;
  };
  const all = [];
  for (const el of document.querySelectorAll(REACHABLE)) {
    if (!el.checkVisibility({ checkVisibilityCSS: true }) || el.closest('[inert], [aria-hidden="true"]')) continue;
    const rects = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length || !shown(el, el.getBoundingClientRect())) continue;
    all.push({ el, rects });
  }
  const small = [];
  for (const t of all) {
    for (const q of t.rects) {
      if (q.width >= 23.5 && q.height >= 23.5) continue;
      const cx = q.left + q.width / 2, cy = q.top + q.height / 2;
      const crowded = all.some((o) => o !== t && !o.el.contains(t.el) && !t.el.contains(o.el) && o.rects.some((p) => {
        const dx = Math.max(p.left - cx, 0, cx - p.right), dy = Math.max(p.top - cy, 0, cy - p.bottom);
        return dx * dx + dy * dy < 144;
      }));
      if (crowded) small.push(`${name(t.el)} ${Math.round(q.width)}x${Math.round(q.height)}`);
    }
  }
  const primary = [];
  for (const el of document.querySelectorAll(PRIMARY)) {
    if (!el.checkVisibility()) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 43.5 || r.height < 43.5) primary.push(`${name(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  return { reachable: all.length, small, primary };
}"""


def small_targets(page: Page) -> dict[str, Any]:
    """``{"reachable": n, "small": [...], "primary": [...]}``: how many controls the page offers, those a finger
    cannot hit squarely (under 24 x 24 px and crowded), and the primary ones (buttons, a widget's fields) under
    44 x 44 px, each as ``tag "name" WxH``."""
    found: dict[str, Any] = page.evaluate(TARGETS)
    return found


# The checks below look at the first element a locator matches in one call to the page (``evaluate_all``), not as
# ``count()`` then ``first.evaluate()``: Playwright's Locator.evaluate finds the element again, makes a handle of it,
# evaluates on the handle and disposes of it, and each finding runs the locator's selector (a role and a name: the
# accessible names of the widget's elements) in the page. Issue 37: about 7 ms of CPU a check less (Chromium, the
# driver and the test), measured with 300 checks of the worked example's Next; the walks make thousands.


def evaluate_one(locator: Locator, script: str, arg: Any = None) -> Any:
    """``locator.evaluate(script, arg)`` in one call to the page when exactly one element matches (see above);
    otherwise as Playwright's own: it waits for the element, or fails when several match."""
    found = locator.evaluate_all(f"async (els, arg) => els.length === 1 ? [await ({script})(els[0], arg)] : null", arg)
    return locator.evaluate(script, arg) if found is None else found[0]


def on_screen(locator: Locator) -> str | None:
    """None when the element is wholly visible and uncovered; otherwise why not ("absent" when none matches)."""
    problem: str | None = locator.evaluate_all(f"(els) => els.length ? ({ON_SCREEN})(els[0]) : 'absent'")
    return problem


def box(locator: Locator) -> tuple[float, float, float, float] | None:
    """The element's (left, top, width, height) in the window, or None if it is absent or not laid out."""
    found: list[float] | None = locator.evaluate_all(f"(els) => els.length ? ({BOX})(els[0]) : null")
    if found is None:
        return None
    left, top, width, height = found
    if width < 1 or height < 1:
        return None
    return (left, top, width, height)


def smallest_text(locator: Locator) -> float:
    """The smallest font size (px) of the text shown inside the element (infinity if none)."""
    size: float = evaluate_one(locator, SMALLEST_TEXT)
    return size


def settle(page: Page, locator: Locator | None = None) -> None:
    """Wait until scrolling and the element's place have come to rest."""
    if locator is not None:
        locator.evaluate_all(f"(els) => ({SETTLE})(els.length ? els[0] : null)")
    else:
        page.evaluate(SETTLE, None)


def layout_shift(page: Page) -> float:
    """The layout-shift score summed so far by :data:`SHIFT_WATCH` (0 if it was not installed)."""
    value: float = page.evaluate("window.hfShift || 0")
    return value


@dataclass
class Journey:
    """A walk's log (the actions taken) and what broke on the way."""

    page: Page
    name: str
    strict: bool = True
    log: list[str] = field(default_factory=list)
    findings: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)
    tapped: tuple[str, Locator, tuple[float, float, float, float]] | None = None
    measures: dict[str, list[float]] = field(default_factory=dict)

    def problem(self, invariant: str, detail: str) -> None:
        """Record a broken invariant; in a test, fail at once with the walk that led to it."""
        self.findings[invariant] += 1
        self.examples.setdefault(invariant, f"{detail} (after: {' > '.join(self.log) or 'opening the page'})")
        if self.strict:
            walk = "\n  ".join(self.log) or "(opening the page)"
            raise AssertionError(f"{self.name}: {invariant}: {detail}\nafter these actions:\n  {walk}")

    def measure(self, what: str, value: float) -> None:
        self.measures.setdefault(what, []).append(value)

    def expect_on_screen(self, invariant: str, locator: Locator) -> bool:
        """The element is wholly on screen and uncovered (the reader sees it without scrolling)."""
        why = on_screen(locator)
        if why is not None:
            self.problem(invariant, why)
            return False
        return True

    def expect_all_on_screen(self, invariant: str, locator: Locator) -> bool:
        """Every element ``locator`` matches (at least one) is wholly on screen and uncovered: one call to the page,
        for a row of cards or every seat of a table."""
        problems: list[str | None] = locator.evaluate_all(f"(els) => els.map({ON_SCREEN})")
        found = [p for p in problems if p is not None]
        if not problems or found:
            self.problem(invariant, f"{len(found)} of {len(problems)}: {found[0]}" if found else "none shown")
            return False
        return True

    def tap(self, label: str, locator: Locator, *, touch: bool = True, settle_on: Locator | None = None) -> None:
        """Tap (or click) a control as the reader does, note where it was, and wait for the page to rest."""
        self.log.append(label)
        where = box(locator)
        (locator.tap if touch else locator.click)()
        self.tapped = (label, locator, where) if where else None
        if settle_on is not None:
            settle(self.page, settle_on)

    def key(self, label: str, key: str) -> None:
        self.log.append(label)
        self.page.keyboard.press(key)
        self.tapped = None

    def expect_tapped_still(self, invariant: str = "tapped control moved") -> None:
        """A control just tapped that is still offered (shown and enabled) has not moved more than 24 px."""
        if self.tapped is None:
            return
        label, locator, before = self.tapped
        after: list[float] | None = locator.evaluate_all(STILL_OFFERED)  # (None when absent, hidden or disabled)
        if after is None or after[2] < 1 or after[3] < 1:
            return
        moved = max(abs(after[0] - before[0]), abs(after[1] - before[1]))
        self.measure(f"{label} moved (px)", moved)
        if moved > STILL_PX:
            self.problem(invariant, f"{label!r} moved {moved:.0f} px (from y={before[1]:.0f} to y={after[1]:.0f})")


def reach(journeys: list[Journey]) -> str:
    """What more walks reach (issue 37: walks sized by what they find): the distinct actions taken (their labels, a
    card or a name included) and the distinct pairs of one action and the next, counted over the first k walks; the
    walk after which each count reached its whole (12 walks) total, and 95 % of it."""
    actions: set[str] = set()
    pairs: set[tuple[str, str]] = set()
    grown: list[tuple[int, int]] = []
    for j in journeys:
        actions.update(j.log)
        pairs.update(zip(["(open)", *j.log], j.log, strict=False))
        grown.append((len(actions), len(pairs)))
    if not grown:
        return "reach: no walks"

    def first(index: int, share: float) -> int:
        total = grown[-1][index]
        return next(k + 1 for k, counts in enumerate(grown) if counts[index] >= share * total)

    return (f"reach: {grown[-1][0]} distinct actions, all by walk {first(0, 1)} (95 % by walk {first(0, .95)}); "
            f"{grown[-1][1]} distinct pairs, all by walk {first(1, 1)} (95 % by walk {first(1, .95)}); "
            f"per walk: {' '.join(f'{a}/{b}' for a, b in grown)}")


def same_draws() -> None:
    """Make Hypothesis draw the same values wherever it runs: the walks' seeds alone decide them.

    Hypothesis (6.13x on) sometimes draws an integer from the constants written in the project's own modules (not its
    tests) that are imported at that moment: the walks' picks then changed with any edit to hf_core and with the tests
    that had run before in the same worker, as one of them imports a module late (stop 64: the worked example's phone
    walk [en] passed alone and failed in whole runs, its second walk taking "Play it your way" where the same offer
    had given "Next"). Its pool of such constants is kept empty here; its own fixed constants stay. A Hypothesis
    release without that pool fails here, so that the pin is looked at again."""
    from hypothesis.internal.conjecture import providers

    if not (callable(getattr(providers, "_get_local_constants", None)) and hasattr(providers, "Constants")
            and hasattr(providers, "CONSTANTS_CACHE")):
        raise RuntimeError(f"hypothesis {hypothesis.__version__}: no _get_local_constants to pin (journeys.same_draws)")
    if getattr(providers._get_local_constants, "pinned", False):
        return
    none = providers.Constants()

    def no_local_constants() -> Any:
        return none

    no_local_constants.pinned = True  # type: ignore[attr-defined]
    providers._get_local_constants = no_local_constants
    providers.CONSTANTS_CACHE.cache.clear()  # pools already computed with the project's constants


def walk(
    open_journey: Callable[[], Journey],
    offered: Callable[[Journey], list[tuple[str, Callable[[], None]]]],
    check: Callable[[Journey], None],
    *,
    walks: int = 12,
    steps: int = 30,
    deal: Callable[[Journey, int], None] | None = None,
    variant: int = 0,
) -> None:
    """Walk a journey as a Hypothesis state machine with fixed seeds: ``walks`` walks of up to ``steps`` actions,
    each picked among those ``offered`` now; ``check`` runs after opening and after every action. A failure is
    shrunk to the shortest walk Hypothesis finds and printed.

    ``deal``: for a page that shuffles at random (a new game's deal), the walk draws the shuffle too, so that
    replaying a walk replays its deal: ``deal(journey, seed)`` runs after opening, with a seed Hypothesis draws
    (0 to 2**32 - 1) and logs. Without it, a walk whose page dealt at random could not be replayed: a failure that
    depends on the deal would read as one that depends on timing (CI, stop 44: pass and play's feedback hidden
    under a long hand, then not on the replay's other deal).

    ``variant``: another family of walks, as seeded as the first (0). Hypothesis draws the same values in every test
    that walks with the same sizes, so one test parametrized by language and screen would walk the same walks in
    each; a variant per parameter set makes each walk others (its picks and its deals moved by a fixed offset), so
    that the parameters together reach more states than one of them (issue 37: walks sized by what they find)."""
    pick_offset = variant * 7919  # prime: variant 1 never takes variant 0's action where 2 to 7,918 are offered
    seed_offset = variant * 0x9E3779B9

    failures: list[BaseException] = []  # every failure seen, in order: the first is reported if replays disagree

    def noted(run: Callable[[], None]) -> None:
        try:
            run()
        except Exception as failure:
            failures.append(failure)
            raise

    class Walk(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            # The page opens at the walk's first step (its first action, or its deal), not here: Hypothesis also
            # makes walks of no action (29 opened for 12 walks in the worked example's phone journey,
            # benchmarks/walk_detection.py), and each cost a page load and its checks for nothing. The walks with
            # actions are the same ones.
            self.journey: Journey | None = None

        def open(self) -> None:
            self.journey = open_journey()

        @precondition(lambda self: deal is not None and self.journey is None)
        @rule(seed=st.integers(min_value=0, max_value=2**32 - 1))
        def dealt(self, seed: int) -> None:
            def do() -> None:
                assert deal is not None
                self.open()
                assert self.journey is not None
                drawn = (seed + seed_offset) % 2**32
                self.journey.log.append(f"deal {drawn}")
                deal(self.journey, drawn)

            noted(do)

        @precondition(lambda self: deal is None or self.journey is not None)
        @rule(pick=st.integers(min_value=0, max_value=10_000))
        def act(self, pick: int) -> None:
            if self.journey is None:  # the walk's first action: open the page and check it as it opens
                noted(self.open)
                journey = self.journey
                assert journey is not None
                noted(lambda: check(journey))

            def do_one() -> None:
                assert self.journey is not None
                options = offered(self.journey)
                if options:
                    _label, do = options[(pick + pick_offset) % len(options)]
                    do()

            noted(do_one)

        @invariant()
        def holds(self) -> None:
            journey = self.journey
            if journey is None:
                return  # not dealt yet
            noted(lambda: check(journey))

    opened: list[Journey] = []
    open_one = open_journey

    def open_journey() -> Journey:
        opened.append(open_one())
        return opened[-1]

    same_draws()
    try:
        _run_walks(Walk, walks=walks, steps=steps + (deal is not None))  # the deal is a step: as many actions
        if os.environ.get("HF_WALK_REACH"):  # what the walks reached, for sizing them (issue 37)
            with open(os.environ["HF_WALK_REACH"], "a", encoding="utf-8") as out:
                name = opened[0].name if opened else "?"
                out.write(f"{name} ({walks} walks of up to {steps} actions): {reach(opened)}\n")
    except Flaky as flaky:
        # The same actions did not fail the same way twice: the page is not deterministic given the walk (a race,
        # or a timing the walk does not control). Say what failed first, not only that Hypothesis could not replay.
        first = failures[0] if failures else flaky
        raise AssertionError(
            f"a walk failed, then the same walk did not fail the same way when replayed ({type(flaky).__name__}): "
            f"what breaks depends on timing, not only on the actions. First failure:\n{first}") from first


def _run_walks(machine: type[RuleBasedStateMachine], *, walks: int, steps: int) -> None:
    run_state_machine_as_test(
        machine,
        settings=settings(
            max_examples=walks,
            stateful_step_count=steps,
            derandomize=True,  # the same walks on every run, in CI too
            database=None,
            deadline=None,
            phases=[Phase.explicit, Phase.generate, Phase.shrink],
            suppress_health_check=list(HealthCheck),
            print_blob=False,
        ),
    )


def describe(findings: dict[str, Any]) -> str:
    """One line per invariant with its count, for the benchmark's report."""
    return "; ".join(f"{k}: {v}" for k, v in sorted(findings.items())) or "none"
