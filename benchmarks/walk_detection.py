#!/usr/bin/env python3
"""Walks sized by what they find (issue 37): a mutation study of the browser suite's seeded random walks.

For each journey walked by a test (the worked example on a phone and on a projector, play on a phone and on a
projector, pass and play, the guided game's random walks), a few **mutants**: defects injected into the page by an
init script (JavaScript run before the page's own, which a MutationObserver or an event listener applies only when a
state is reached: a control pushed off screen or covered at a later step, the newest event scrolled away after one
action, a button shrunk after "Back", a layout shift after an answer, a console error when one action follows
another, text under the least size in one mode). They are the kinds of bug the walks' invariants exist to catch, and
were written from the pages' markup, before any walk was run with them.

Each mutant's journey is then walked as its test walks it: the same state machine, the same seeds (derandomized
Hypothesis), the same number of walks and actions, in one language; not strict, but stopped at the first finding the
mutant explains (a finding while the mutant has not yet acted on the page is counted as noise and the walk goes on).
A run records the first walk (1-based) that detects the mutant, the actions taken in that walk until then, the first
walk in which the mutant acted at all, and the seconds each walk took. The table then says, per journey, the least
number of walks that detects every mutant the walks detect, and a recommended size: that number times 1.5, rounded
up, at least 4, never above the walks run (the margin: a page changed by a later commit moves where a defect shows,
and the study's mutants are few). A test whose parameter sets each walk their own family of walks (``--variant``:
journeys.walk) is sized from the families together: each family's first detecting walk per mutant, the earliest of
them per mutant, and the latest of those (stop 62: pass and play, the worked example's phone journey).

What a test checks and a walk here reads the same way, with two exceptions said in the report: pass and play's test
asserts the console has no error after each action (here: as each walk opens, and after the last: the walk that met
the error is known, not its action); the guided game's random walks check no console at all (here: neither).

Usage: python benchmarks/walk_detection.py [--site DIR] [--lang en] [--only JOURNEY[:MUTANT],...] [--walks N]
    [--size phone|tablet|desktop|1280x800|1920x1080] [--variant K] [--list]
(HF_SITE_DIR or --site: a built site; one Chromium at a time.)
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import journeys  # noqa: E402
from browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, Tab, foreign, open_tab  # noqa: E402
from journeys import PROJECTOR_SIZES, Journey  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, sync_playwright  # noqa: E402
from siteserver import SiteServer, serve  # noqa: E402

# ------------------------------------------------------------------------------------------------ the mutants

# Run before every page's own scripts: helpers for a mutant (window.__hfMut counts how often it acted on the page).
# The pages' policy (style-src 'self') refuses style attributes and <style>; styles set through the CSSOM are not
# refused, so every change is made with element.style.setProperty.
RUNTIME = """(() => {
  const M = window.__hfMut = { fired: 0, notes: [] };
  const H = {
    fire(note) { M.fired += 1; if (M.notes.length < 20) M.notes.push(note); },
    // Set styles (important) unless already set: idempotent, so that the observer's next call changes nothing.
    style(el, props, note) {
      if (!el) return false;
      let changed = false;
      for (const [k, v] of Object.entries(props)) {
        if (el.style.getPropertyValue(k) !== v) { el.style.setProperty(k, v, 'important'); changed = true; }
      }
      if (changed) H.fire(note || 'style');
      return changed;
    },
    unstyle(el, names) { if (el) for (const k of names) if (el.style.getPropertyValue(k)) el.style.removeProperty(k); },
    // A box of the mutant's own (a toast, a panel), fixed on the screen.
    box(id, props, parent) {
      let el = document.getElementById(id);
      if (!el) {
        el = document.createElement('div');
        el.id = id; el.className = 'hf-mutant';
        (parent || document.body).appendChild(el);
        H.fire(id);
      }
      for (const [k, v] of Object.entries(props)) el.style.setProperty(k, v, 'important');
      return el;
    },
    remove(id) { const el = document.getElementById(id); if (el) el.remove(); },
    // fn() after any change of the page (its own changes included: fn must be idempotent).
    onChange(fn) {
      let busy = false;
      const run = () => { if (busy) return; busy = true; try { fn(); } finally { busy = false; } };
      new MutationObserver(run).observe(document, { subtree: true, childList: true, attributes: true,
                                                    characterData: true });
      addEventListener('scroll', run, { passive: true });
    },
    // fn(el, event) for a click or a key, before the page's own handlers (el: the control, or null).
    onAction(fn) {
      const SEL = '[data-hf-action], [data-hf-target], [data-hf-card], [data-hf-ask-card], [data-hf-choice], '
        + '[data-hf-whole], summary, label, button, a';
      document.addEventListener('click', (e) => fn(e.target.closest ? e.target.closest(SEL) : null, e), true);
      document.addEventListener('keydown', (e) => fn(null, e), true);
    },
    later(ms, fn) { setTimeout(fn, ms); },
  };
  (MUTANT)(M, H);
})();"""


@dataclass(frozen=True)
class Mutant:
    name: str
    when: str  # what it does and when, one line for the report
    js: str  # a function (M, H) => {...} run before the page's scripts


WORKED = '[data-hf-widget="worked-example"]'
PLAY = '[data-hf-widget="play"]'
PASS = '[data-hf-widget="pass-play"]'
LEARN = '[data-hf-widget="learn"]'

WORKED_PHONE = [
    Mutant("toast-covers-whatif",
           'in "What if?", once the reader\'s first card request is answered, a toast fixed over the bottom 140 px '
           "of the screen (covers the buttons and cards there)",
           f"""(M, H) => {{
  let asked = false;
  H.onAction((el) => {{ if (el && el.matches('[data-hf-ask-card]')) asked = true; }});
  H.onChange(() => {{
    const w = document.querySelector('{WORKED}');
    if (!w) return;
    if (w.dataset.hfWhatif === undefined) {{ asked = false; H.remove('mut-toast'); return; }}
    if (asked && w.getAttribute('aria-busy') !== 'true')
      H.box('mut-toast', {{ position: 'fixed', left: '0', right: '0', bottom: '0', height: '140px',
                           'z-index': '1000', background: '#ffd' }}, w);
  }});
}}"""),
    Mutant("previous-scrolls-away",
           "Previous: once the step has changed, the page scrolls 700 px down (a scroll aimed at the wrong element): "
           "the headline and the buttons leave the screen",
           f"""(M, H) => {{
  let previous = false, step = null;
  H.onAction((el) => {{
    if (el && el.dataset && el.dataset.hfAction === 'previous') {{
      previous = true; step = document.querySelector('{WORKED}').dataset.hfStep;
    }}
  }});
  H.onChange(() => {{
    const w = document.querySelector('{WORKED}');
    if (!previous || !w || w.dataset.hfStep === step) return;
    previous = false;
    H.later(0, () => {{ scrollBy(0, 700); H.fire('scrolled'); }});
  }});
}}"""),
    Mutant("back-shrinks-steps",
           'after "Back to the example" (leaving "What if?"), Previous / Next / What if? are 20 px tall',
           f"""(M, H) => {{
  let back = false;
  H.onAction((el) => {{ if (el && el.dataset && el.dataset.hfAction === 'back') back = true; }});
  H.onChange(() => {{
    const w = document.querySelector('{WORKED}');
    if (!back || !w || w.dataset.hfWhatif !== undefined) return;
    for (const b of w.querySelectorAll('[data-hf-steps-bar] button'))
      H.style(b, {{ height: '20px', 'min-height': '0', padding: '0 4px', 'line-height': '1' }}, 'shrunk');
  }});
}}"""),
    Mutant("late-shift-after-computer",
           'in "What if?", 1.5 s after the computer\'s move is answered, a notice 40 px tall appears above the '
           "table (a layout shift the reader did not cause)",
           f"""(M, H) => {{
  let asked = false;
  H.onAction((el) => {{ if (el && el.dataset && el.dataset.hfAction === 'bot') asked = true; }});
  H.onChange(() => {{
    const w = document.querySelector('{WORKED}');
    if (!asked || !w || w.getAttribute('aria-busy') === 'true') return;
    asked = false;
    H.later(1500, () => {{
      const board = [...w.querySelectorAll('[data-hf-board]')].find((b) => b.getClientRects().length);
      if (board) H.style(board, {{ 'margin-top': '40px' }}, 'shifted');
    }});
  }});
}}"""),
    Mutant("whatif-last-step-small-text",
           '"What if?" opened from the last step (step 6 of 6): the seats\' card counts in 12 px text',
           f"""(M, H) => {{
  H.onChange(() => {{
    const w = document.querySelector('{WORKED}');
    if (!w || w.dataset.hfWhatif === undefined) return;
    if (Number(w.dataset.hfStep) !== Number(w.dataset.hfSteps) - 1) return;
    for (const c of w.querySelectorAll('.hf-seat__count')) H.style(c, {{ 'font-size': '12px' }}, 'small');
  }});
}}"""),
]

WORKED_PROJECTOR = [
    Mutant("reset-drops-seat",
           "in the projector view, after Reset, the last seat is pushed 500 px down",
           f"""(M, H) => {{
  let reset = false;
  H.onAction((el) => {{ if (el && el.dataset && el.dataset.hfAction === 'reset') reset = true; }});
  H.onChange(() => {{
    const w = document.querySelector('{WORKED}');
    if (!reset || !w || w.dataset.hfView !== 'projector') return;
    const seats = [...w.querySelectorAll('[data-hf-board] .hf-seat')];
    if (seats.length) H.style(seats[seats.length - 1], {{ 'margin-top': '500px' }}, 'dropped');
  }});
}}"""),
    Mutant("left-arrow-small-headline",
           "in the projector view, after the left arrow, the headline (and what it holds) in 18 px text",
           f"""(M, H) => {{
  H.onAction((el, e) => {{
    if (e.type !== 'keydown' || e.key !== 'ArrowLeft') return;
    const w = document.querySelector('{WORKED}');
    if (!w || w.dataset.hfView !== 'projector') return;
    const headline = w.querySelector('.hf-we__headline');
    for (const el of [headline, ...headline.querySelectorAll('*')]) H.style(el, {{ 'font-size': '18px' }}, 'small');
  }});
}}"""),
    Mutant("reopened-view-scrolls",
           "the projector view opened a second time (after Escape) is 400 px taller than the screen",
           f"""(M, H) => {{
  let opened = 0, was = false;
  H.onChange(() => {{
    const w = document.querySelector('{WORKED}');
    if (!w) return;
    const now = w.dataset.hfView === 'projector';
    if (now && !was) opened += 1;
    was = now;
    if (now && opened >= 2) H.style(w, {{ 'padding-bottom': '400px' }}, 'taller');
  }});
}}"""),
    Mutant("space-at-end-error",
           "Space pressed at the last step: a console error",
           f"""(M, H) => {{
  H.onAction((el, e) => {{
    if (e.type !== 'keydown' || e.key !== ' ') return;
    const w = document.querySelector('{WORKED}');
    if (w && Number(w.dataset.hfStep) === Number(w.dataset.hfSteps) - 1) {{
      H.fire('error'); console.error('TypeError: cannot read properties of undefined (reading "step")');
    }}
  }});
}}"""),
]

PLAY_PHONE = [
    Mutant("hint-sheet-covers-hand",
           "after Hint on the reader's turn, the hint is a sheet fixed over the bottom 45 % of the screen",
           f"""(M, H) => {{
  let hinted = false;
  H.onAction((el) => {{ if (el && el.dataset && el.dataset.hfAction === 'hint') hinted = true; }});
  H.onChange(() => {{
    const w = document.querySelector('{PLAY}');
    if (!hinted || !w) return;
    const hint = w.querySelector('[data-hf-hint]');
    if (hint && !hint.hidden)
      H.style(hint, {{ position: 'fixed', left: '0', right: '0', bottom: '0', height: '45vh', 'z-index': '50',
                       background: '#fff' }}, 'sheet');
  }});
}}"""),
    Mutant("back-shrinks-bar",
           "after Back, the step bar's buttons are 36 px tall (under the 44 px of a primary control)",
           f"""(M, H) => {{
  let back = false;
  H.onAction((el) => {{ if (el && el.dataset && el.dataset.hfAction === 'back') back = true; }});
  H.onChange(() => {{
    const w = document.querySelector('{PLAY}');
    if (!back || !w) return;
    for (const b of w.querySelectorAll('[data-hf-steps] button'))
      if (b.getClientRects().length) H.style(b, {{ height: '36px', 'min-height': '0' }}, 'shrunk');
  }});
}}"""),
    Mutant("switch-shifts-table",
           "the twin page the language switch opens: when the game is ready, a 60 px notice appears at the top of "
           "the widget (a layout shift while it loads)",
           f"""(M, H) => {{
  H.onAction((el) => {{
    if (el && el.matches && el.matches('.md-select a[hreflang]')) sessionStorage.setItem('mut-switched', '1');
  }});
  if (!sessionStorage.getItem('mut-switched')) return;
  let done = false;
  H.onChange(() => {{
    const w = document.querySelector('{PLAY}');
    if (done || !w || w.dataset.hfReady !== 'true') return;
    done = true;
    sessionStorage.removeItem('mut-switched');
    const note = document.createElement('div');
    note.id = 'mut-notice'; note.className = 'hf-mutant';
    note.style.setProperty('height', '60px', 'important');
    w.prepend(note);
    H.fire('notice');
  }});
}}"""),
    Mutant("why-then-play-on-error",
           '"Play on" tapped while "Say why" is on: a console error',
           f"""(M, H) => {{
  H.onAction((el) => {{
    if (!el || !el.dataset || el.dataset.hfAction !== 'skip') return;
    const box = document.querySelector('{PLAY} [data-hf-say-why]');
    if (box && box.checked) {{ H.fire('error'); console.error('TypeError: why is undefined'); }}
  }});
}}"""),
]

PLAY_PROJECTOR = [
    Mutant("pause-drops-bar",
           "in the projector view, while paused, the step bar slides 300 px down",
           f"""(M, H) => {{
  H.onChange(() => {{
    const w = document.querySelector('{PLAY}');
    if (!w) return;
    const bar = w.querySelector('[data-hf-steps]');
    if (w.dataset.hfPaused === 'true') H.style(bar, {{ transform: 'translateY(300px)' }}, 'dropped');
    else H.unstyle(bar, ['transform']);
  }});
}}"""),
    Mutant("faster-small-narration",
           "after Faster, the narration in 18 px text",
           f"""(M, H) => {{
  H.onAction((el) => {{
    if (!el || !el.dataset || el.dataset.hfAction !== 'faster') return;
    H.style(document.querySelector('{PLAY} [data-hf-narration]'), {{ 'font-size': '18px' }}, 'small');
  }});
}}"""),
    Mutant("left-arrow-pushes-seat",
           "in the projector view, after the left arrow, the last seat is pushed 2000 px right",
           f"""(M, H) => {{
  let back = false;
  H.onAction((el, e) => {{ if (e.type === 'keydown' && e.key === 'ArrowLeft') back = true; }});
  H.onChange(() => {{
    if (!back) return;
    const seats = document.querySelectorAll('{PLAY} .hf-seat');
    if (seats.length) H.style(seats[seats.length - 1], {{ transform: 'translateX(2000px)' }}, 'pushed');
  }});
}}"""),
    Mutant("projector-pick-error",
           "on the projector, the reader picking a player to ask: a console error",
           """(M, H) => {
  H.onAction((el) => {
    if (el && el.matches && el.matches('[data-hf-target]')) {
      H.fire('error'); console.error('TypeError: target is null');
    }
  });
}"""),
]

PASS_PLAY = [
    Mutant("second-player-panel-covers",
           "the second player's hand (Bob's) shown: its panel is fixed over the bottom 60 % of the screen",
           f"""(M, H) => {{
  H.onChange(() => {{
    const w = document.querySelector('{PASS}');
    if (!w) return;
    const mine = w.querySelector('.hf-pass__mine');
    if (w.dataset.hfShow === 'Bob' || w.dataset.hfShow === 'Bruno')
      H.style(mine, {{ position: 'fixed', left: '0', right: '0', bottom: '0', height: '60vh', 'z-index': '5',
                       background: '#fff' }}, 'panel');
  }});
}}"""),
    Mutant("yes-folds-story",
           'after a "yes" (the asker keeps the turn), the story is cut to its first 90 px',
           f"""(M, H) => {{
  let requests = 0, current = '';
  H.onChange(() => {{
    const w = document.querySelector('{PASS}');
    if (!w || w.getAttribute('aria-busy') === 'true') return;
    const n = Number(w.dataset.hfRequests || 0), who = w.dataset.hfCurrent || '';
    if (n === requests + 1 && who === current)
      H.style(w.querySelector('.hf-learn__main'), {{ 'max-height': '90px', overflow: 'hidden' }}, 'folded');
    if (n !== requests || who !== current) [requests, current] = [n, who];
  }});
}}"""),
    Mutant("last-player-row-moves",
           "choosing the last player in the row (Di): the row of players moves 40 px down",
           f"""(M, H) => {{
  let last = false;  // (the row shown after the choice is moved: the page may draw it anew)
  H.onAction((el) => {{
    if (!el || !el.matches || !el.matches('{PASS} [data-hf-target]')) return;
    const all = [...el.parentElement.querySelectorAll('[data-hf-target]')];
    if (all[all.length - 1] === el) last = true;
  }});
  H.onChange(() => {{
    if (last) H.style(document.querySelector('{PASS} .hf-learn__targets'), {{ 'margin-top': '40px' }}, 'moved');
  }});
}}"""),
    Mutant("hide-after-two-error",
           "Hide tapped once two requests or more were made: a console error",
           f"""(M, H) => {{
  H.onAction((el) => {{
    if (!el || !el.dataset || el.dataset.hfAction !== 'hide') return;
    const w = document.querySelector('{PASS}');
    if (Number(w.dataset.hfRequests || 0) >= 2) {{ H.fire('error'); console.error('TypeError: hand is null'); }}
  }});
}}"""),
]

LEARN_WALK = [
    Mutant("wrong-answer-panel",
           "a question answered with another choice than the first: an explanation fixed over the bottom 45 % of the "
           "screen",
           f"""(M, H) => {{
  H.onAction((el) => {{
    if (!el || !el.matches || !el.matches('[data-hf-choice]')) return;
    if (el.parentElement.querySelector('[data-hf-choice]') !== el)
      H.box('mut-explain', {{ position: 'fixed', left: '0', right: '0', bottom: '0', height: '45vh',
                             'z-index': '1000', background: '#fff' }}, document.querySelector('{LEARN}'));
  }});
}}"""),
    Mutant("held-card-refusal-away",
           "a card of the reader's own hand tapped: its refusal is written 1500 px below",
           f"""(M, H) => {{
  let held = false;
  H.onAction((el) => {{ if (el && el.matches && el.matches('.hf-learn__card.is-held')) held = true; }});
  H.onChange(() => {{
    if (held) H.style(document.querySelector('{LEARN} .hf-learn__refusal'), {{ 'margin-top': '1500px' }}, 'away');
  }});
}}"""),
    Mutant("second-whole-covers-hand",
           '"all of a family" tapped a second time in a game: a box lies over the reader\'s hand',
           f"""(M, H) => {{
  let wholes = 0;
  H.onAction((el) => {{ if (el && el.matches && el.matches('[data-hf-whole]')) wholes += 1; }});
  H.onChange(() => {{
    if (wholes < 2) return;
    const mine = document.querySelector('{LEARN} [data-hf-mine]:not([hidden])');
    if (!mine) return;
    const r = mine.getBoundingClientRect();
    H.box('mut-cover', {{ position: 'fixed', 'z-index': '1000', background: '#fff',
                                     left: `${{r.left}}px`, top: `${{r.top}}px`, width: `${{r.width}}px`,
                                     height: `${{r.height}}px` }});
  }});
}}"""),
    Mutant("other-player-row-moves",
           "choosing whom to ask another than the suggested player: the row of players moves 40 px down",
           f"""(M, H) => {{
  let other = false;  // (the page draws the row anew after a choice: the row shown then is the one moved)
  H.onAction((el) => {{
    if (el && el.matches && el.matches('{LEARN} .hf-learn__target:not(.is-suggested)')) other = true;
  }});
  H.onChange(() => {{
    if (other) H.style(document.querySelector('{LEARN} .hf-learn__targets'), {{ 'margin-top': '40px' }}, 'moved');
  }});
}}"""),
]


def script(m: Mutant) -> str:
    return RUNTIME.replace("(MUTANT)", f"({m.js})")


# ------------------------------------------------------------------------------------------------ a run


class Detected(BaseException):
    """The mutant was found: stops the walks at once (Hypothesis neither catches it nor shrinks)."""


@dataclass
class Run:
    """One mutant's walks: which walk is under way, what it has done, and what was found."""

    mutant: Mutant | None
    walk: int = 0  # walks opened (1-based index of the one under way)
    actions: int = 0  # actions taken in the walk under way
    walks: list[Journey] = field(default_factory=list)  # every walk opened, its log the actions taken
    counts: list[int] = field(default_factory=list)  # actions taken in each walk opened
    started: float = 0.0
    seconds: list[float] = field(default_factory=list)  # each walk's duration
    detected: tuple[int, int, str] | None = None  # (walk, actions, invariant: detail)
    fired_walk: int | None = None  # the first walk in which the mutant acted on the page
    noise: list[str] = field(default_factory=list)  # findings while the mutant had not acted

    def opened(self) -> None:
        now = time.monotonic()
        if self.walk:
            self.seconds.append(now - self.started)
        self.walk, self.actions, self.started = self.walk + 1, 0, now
        self.counts.append(0)

    def ended(self) -> None:
        if self.walk and len(self.seconds) < self.walk:
            self.seconds.append(time.monotonic() - self.started)

    def counted(self, upto: int) -> int:
        """Walks opened up to ``upto`` that took an action (or detected): the examples Hypothesis counts toward
        ``max_examples`` (it also opens walks it then drops without an action)."""
        return sum(1 for i, n in enumerate(self.counts[:upto], 1) if n or (self.detected and i == self.detected[0]))

    def note_fired(self, journey: Journey) -> bool:
        try:
            fired = bool(journey.page.evaluate("window.__hfMut ? window.__hfMut.fired : 0"))
        except Exception:
            fired = False
        if fired and self.fired_walk is None:
            self.fired_walk = self.walk
        return fired or self.fired_walk == self.walk  # acted in this walk (its page may have navigated since)


RUN: Run | None = None  # the run under way, for the patched Journey.problem
_problem = Journey.problem


def problem(self: Journey, invariant: str, detail: str) -> None:
    """Journey.problem, in this study: a finding the mutant explains ends the run; one it cannot is noise."""
    run = RUN
    if run is None:
        _problem(self, invariant, detail)
        return
    if run.mutant is not None and run.note_fired(self):
        run.detected = (run.walk, run.actions, f"{invariant}: {detail}"[:200])
        raise Detected
    run.noise.append(f"walk {run.walk}: {invariant}: {detail}"[:200])


Journey.problem = problem  # type: ignore[method-assign]


Opened = Callable[[], Journey]
Offered = Callable[[Journey], list[tuple[str, Callable[[], None]]]]
Checked = Callable[[Journey], None]


def instrumented(run: Run, open_journey: Opened, offered: Offered, check: Checked) -> tuple[Opened, Offered, Checked]:
    """The walk's three functions, counting walks and actions; an action or a check that raises (a tap on a covered
    control that times out, an assertion of the test's) is a finding, as it fails the test."""

    def opening() -> Journey:
        run.opened()
        j = open_journey()
        run.walks.append(j)
        return j

    def offering(j: Journey) -> list[tuple[str, Callable[[], None]]]:
        def counted(label: str, do: Callable[[], None]) -> Callable[[], None]:
            def act() -> None:
                run.actions += 1
                run.counts[-1] += 1
                try:
                    do()
                except Exception as failure:
                    j.problem("the action failed", f"{label}: {type(failure).__name__}: {failure}"[:200])
            return act

        return [(label, counted(label, do)) for label, do in offered(j)]

    def checking(j: Journey) -> None:
        run.note_fired(j)
        try:
            check(j)
        except Exception as failure:
            j.problem("a check failed", f"{type(failure).__name__}: {failure}"[:200])

    return opening, offering, checking


def walked(run: Run, go: Callable[[], None]) -> Run:
    global RUN
    RUN = run
    try:
        go()
    except Detected:
        pass
    except Exception:
        if run.detected is None:  # (stopped at a walk's opening, Hypothesis may call its data inconsistent)
            raise
    finally:
        RUN = None
        run.ended()
    return run


# ------------------------------------------------------------------------------------------------ the journeys
# Each: (browser, server, lang, run, init script, walks) -> None, walking as its test does (the test's sizes).


@contextmanager
def context(browser: Browser, server: SiteServer, options: dict[str, Any], js: str) -> Iterator[BrowserContext]:
    """test_worked_journeys.context, with the mutant's script."""
    ctx = browser.new_context(**{"service_workers": "block", **options})
    ctx.route(foreign(server.url), lambda route: route.abort())
    if js:
        ctx.add_init_script(js)
    try:
        yield ctx
    finally:
        ctx.close()


def worked(projector: bool) -> Callable[[Browser, SiteServer, str, Run, str, int | None], None]:
    def go(browser: Browser, server: SiteServer, lang: str, run: Run, js: str, walks: int | None) -> None:
        import worked_journeys as wj

        screen = PROJECTOR_SIZES[1] if STUDY["size"] == "1920x1080" else PROJECTOR_SIZES[0]
        options: dict[str, Any] = {"viewport": screen} if projector else dict(PHONE)
        size = wj.PROJECTOR_WALK if projector else wj.PHONE_WALK
        with context(browser, server, options, js) as ctx:
            done = wj.Walked()
            name = "worked example on a " + ("projector" if projector else "phone")
            opener = wj.Opener(ctx, server.url, lang, name, done, strict=False)
            opening: Opened
            offered: Offered
            if projector:
                def opening() -> Journey:
                    return wj.open_projector(opener)

                def offered(j: Journey) -> list[tuple[str, Callable[[], None]]]:
                    assert isinstance(j, wj.WorkedJourney)
                    return wj.projector_offered(j, done)

                def check(j: Journey) -> None:
                    assert isinstance(j, wj.WorkedJourney)
                    wj.check_projector(j)
            else:
                def opening() -> Journey:
                    return wj.open_phone(opener)

                def offered(j: Journey) -> list[tuple[str, Callable[[], None]]]:
                    assert isinstance(j, wj.WorkedJourney)
                    return wj.phone_offered(j, done)

                def check(j: Journey) -> None:
                    assert isinstance(j, wj.WorkedJourney)
                    wj.check_phone(j)
            o, f, c = instrumented(run, opening, offered, check)
            try:
                walked(run, lambda: journeys.walk(o, f, c, walks=walks or size["walks"], steps=size["steps"],
                                                  variant=STUDY["variant"]))
            finally:
                opener.close()

    return go


def play(projector: bool) -> Callable[[Browser, SiteServer, str, Run, str, int | None], None]:
    def go(browser: Browser, server: SiteServer, lang: str, run: Run, js: str, walks: int | None) -> None:
        import test_play_journeys as tp
        from play_walk import PlayWalk

        screen = PROJECTOR_SIZES[1] if STUDY["size"] == "1920x1080" else PROJECTOR_SIZES[0]
        options: dict[str, Any] = {"viewport": screen} if projector else dict(PHONE)
        gen = open_tab(browser, server, options)
        tab: Tab = next(gen)
        try:
            if js:
                tab.context.add_init_script(js)
            walker = PlayWalk(tab.page, tab.server.url, lang, tab.console_errors, strict=False, projector=projector)
            o, f, c = instrumented(run, walker.open, walker.offered, walker.check)
            steps = tp.PROJECTOR_STEPS if projector else tp.PHONE_STEPS
            size = tp.PROJECTOR_WALK_COUNT if projector else tp.PHONE_WALK_COUNT
            walked(run, lambda: journeys.walk(o, f, c, walks=walks or size, steps=steps, deal=walker.deal,
                                              variant=STUDY["variant"]))
        finally:
            gen.close()  # type: ignore[attr-defined]

    return go


# Which walks (--variant: journeys.walk's family of walks; --size: pass and play's screen, as
# test_pass_play.test_every_other_hand_stays_hidden_at_every_step's)
STUDY: dict[str, Any] = {"size": "phone", "variant": 0}
LEARN_WALKS, LEARN_STEPS = 12, 12  # test_learn.test_random_walks_hold_the_invariants


def pass_play(browser: Browser, server: SiteServer, lang: str, run: Run, js: str, walks: int | None) -> None:
    """As test_every_other_hand_stays_hidden_at_every_step[<lang>-<size>], in a fresh context (STUDY: the screen
    and the family of walks); its console check (once, after the walks) made after each walk."""
    import test_pass_play as tpp
    from playwright.sync_api import expect

    size, variant = str(STUDY["size"]), int(STUDY["variant"])
    names = ["Ann", "Bob", "Cy", "Di"] if lang == "en" else ["Anne", "Bruno", "Chloé", "Dan"]
    gen = open_tab(browser, server, tpp.SIZES[size])
    tab: Tab = next(gen)
    page = tab.page
    if js:
        tab.context.add_init_script(js)
    path = tab.url(f"{tpp.PREFIX[lang]}pass-and-play/")
    last: list[Journey] = []

    def console_check() -> None:
        if last and tab.console_errors:
            errors = "; ".join(tab.console_errors)
            tab.console_errors.clear()
            last[-1].problem("console error (asserted after the walks)", errors)

    def open_journey() -> Journey:
        console_check()
        last.append(Journey(page, f"pass and play {lang} {size}"))
        return last[-1]

    def deal(journey: Journey, seed: int) -> None:
        widget = page.locator(tpp.WIDGET)
        try:
            if widget.count() and widget.get_attribute("data-hf-open") == "true":
                widget.locator('[data-hf-action="close"]').click()
                expect(widget).to_have_attribute("data-hf-open", "false")
                tpp.deal_again(page, names, seed)
            else:
                tpp.start(page, path, names, seed)
        except AssertionError as slow:  # the test's 5 s for a deal, on a loaded machine: noise, waited for
            if run.detected is not None:
                raise
            run.noise.append(f"walk {run.walk}: the deal took over 5 s ({str(slow).splitlines()[0]}), waited")
            expect(widget).to_have_attribute("data-hf-open", "true", timeout=90_000)

    o, f, c = instrumented(run, open_journey, lambda j: tpp.offered(j, touch=size != "desktop"),
                           lambda j: tpp.check(j, lang))
    mine = [w for w in tpp.HIDDEN_WALKS if w[1] == size and w[2] == variant]
    size_now = mine[0][3] if mine else 12

    def go() -> None:
        journeys.walk(o, f, c, walks=walks or size_now, steps=tpp.HIDDEN_STEPS, deal=deal, variant=variant)
        console_check()

    try:
        walked(run, go)
    finally:
        gen.close()  # type: ignore[attr-defined]


def learn(browser: Browser, server: SiteServer, lang: str, run: Run, js: str, walks: int | None) -> None:
    """As test_random_walks_hold_the_invariants[<lang>]: a fresh phone tab a walk."""
    import learning

    pages = learning.WalkTabs(browser, server, lang, js)

    o, f, c = instrumented(run, pages.open, lambda j: learning.offered(j, touch=True), learning.check)
    try:
        walked(run, lambda: journeys.walk(o, f, c, walks=walks or LEARN_WALKS, steps=LEARN_STEPS))
    finally:
        pages.close()


JOURNEYS: dict[str, tuple[str, Callable[[Browser, SiteServer, str, Run, str, int | None], None], list[Mutant]]] = {
    "worked-phone": ("worked example, phone 360x740 (12 x 18)", worked(False), WORKED_PHONE),
    "worked-projector": ("worked example, projector (--size 1280x800 or 1920x1080; 12 x 10)", worked(True),
                         WORKED_PROJECTOR),
    "play-phone": ("play, phone 360x740 (12 x 14)", play(False), PLAY_PHONE),
    "play-projector": ("play, projector (--size 1280x800 or 1920x1080; 12 x 10)", play(True), PLAY_PROJECTOR),
    "pass-play": ("pass and play (--size, --variant; 12 steps)", pass_play, PASS_PLAY),
    "learn": ("learn, random walks, phone 360x740 (12 x 12)", learn, LEARN_WALK),
}


# ------------------------------------------------------------------------------------------------ the report


def smallest_size(firsts: list[int]) -> int:
    """The least number of walks (the first k) that detects every mutant detected: the latest first detection."""
    return max(firsts, default=0)


def recommended(least: int, walks: int) -> int:
    """``least`` x 1.5, rounded up, at least 4, at most the walks run (more were not measured)."""
    return min(walks, max(4, math.ceil(least * 1.5)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=Path(os.environ.get("HF_SITE_DIR") or ROOT / "site"))
    parser.add_argument("--lang", default="en", choices=["en", "fr"])
    parser.add_argument("--only", default="", help="journeys or journey:mutant, comma-separated (e.g. learn,"
                                                   "play-phone:back-shrinks-bar)")
    parser.add_argument("--walks", type=int, help="walks per mutant (default: the test's, 12)")
    parser.add_argument("--size", default="phone", choices=["phone", "tablet", "desktop", "1280x800", "1920x1080"],
                        help="pass-play: the screen (test_pass_play.SIZES); the projector journeys: 1280x800 "
                             "(the default) or 1920x1080")
    parser.add_argument("--variant", type=int, default=0, help="the family of walks (journeys.walk; a test's "
                                                                  "parameters each walk their own)")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    args = parser.parse_args()
    wanted = [w for w in args.only.split(",") if w]
    STUDY.update(size=args.size, variant=args.variant)

    def chosen(journey: str, mutant: str) -> bool:
        return not wanted or journey in wanted or f"{journey}:{mutant}" in wanted

    if args.list:
        for key, (title, _go, mutants) in JOURNEYS.items():
            print(f"{key}: {title}")
            for m in mutants:
                print(f"  {m.name}: {m.when}")
        return
    rows: list[tuple[str, Mutant, Run]] = []
    with serve(args.site, precompressed=True) as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for key, (title, go, mutants) in JOURNEYS.items():
            todo = [m for m in mutants if chosen(key, m.name)]
            if not todo:
                continue
            print(f"== {key}: {title} [{args.lang}]", flush=True)
            for m in todo:
                run = Run(m)
                go(browser, server, args.lang, run, script(m), args.walks)
                rows.append((key, m, run))
                found = (f"walk {run.detected[0]} after {run.detected[1]} actions: {run.detected[2]}"
                         if run.detected else f"not in {run.walk}")
                print(f"  {m.name}: {found}; acted first in walk {run.fired_walk or '-'}; "
                      f"{run.walk} walks, {sum(run.seconds):.0f} s", flush=True)
                print(f"    actions per walk opened: {run.counts}", flush=True)
                for n in run.noise[:3]:
                    print(f"    noise: {n}", flush=True)
        browser.close()
    report(rows, args.walks)


def report(rows: list[tuple[str, Mutant, Run]], walks: int | None) -> None:
    """The table: per mutant, the first walk that acted and the first that detected, each as the walk's place among
    those Hypothesis counts (walks with an action: "walk k of 12") and, in brackets, among the walks opened; per
    journey, the least number of counted walks that detects every mutant detected, the recommended size, the
    seconds a counted walk costs (its share of the dropped walks' openings included), and whether the walks before a
    mutant acted were the same actions in every run (the walks replay exactly)."""
    size = walks or 12
    print(f"\n| journey | mutant | acted first in walk | first detecting walk (of {size}) | actions in that walk |"
          " invariant |")
    print("|---|---|---|---|---|---|")
    for key, m, run in rows:
        fired = f"{run.counted(run.fired_walk)} [{run.fired_walk}]" if run.fired_walk else "never"
        if run.detected:
            first, acts, what = f"{run.counted(run.detected[0])} [{run.detected[0]}]", str(run.detected[1]), \
                run.detected[2].split(":")[0]
        else:
            first, acts, what = f"not in {run.counted(run.walk)}", "-", "-"
        print(f"| {key} | {m.name} | {fired} | {first} | {acts} | {what} |")
    print("\n| journey | walks opened / with actions | s per walk opened | s per counted walk | detected | "
          "least walks detecting them all | recommended | replays agree |")
    print("|---|---|---|---|---|---|---|---|")
    for key in JOURNEYS:
        mine = [run for k, _m, run in rows if k == key]
        if not mine:
            continue
        seconds = sum(s for run in mine for s in run.seconds)
        opened = sum(len(run.seconds) for run in mine)
        counted = sum(run.counted(run.walk) for run in mine)
        firsts = [run.counted(run.detected[0]) for run in mine if run.detected]
        least = smallest_size(firsts)
        print(f"| {key} | {opened} / {counted} | {seconds / max(opened, 1):.1f} | {seconds / max(counted, 1):.1f} | "
              f"{len(firsts)} of {len(mine)} | {least or '-'} | {recommended(least, size) if firsts else '-'} | "
              f"{agree(mine)} |")


def agree(runs: list[Run]) -> str:
    """Whether every run took the same actions in each walk opened before its mutant acted (and before it stopped)."""
    logs: dict[int, set[tuple[str, ...]]] = {}
    for run in runs:
        last = min(run.fired_walk or run.walk + 1, run.walk + 1) - 1
        for i, j in enumerate(run.walks[:last], 1):
            logs.setdefault(i, set()).add(tuple(j.log))
    differ = [i for i, seen in sorted(logs.items()) if len(seen) > 1]
    return f"yes, {len(logs)} walks compared" if not differ else f"no: walks {differ} differ"


if __name__ == "__main__":
    main()
