"""Learn by playing with the keyboard alone, as a reader who cannot use a mouse or see the screen plays it (issue 39,
item 8), in both languages, at 1280x800 and at phone size (360x740): Playwright's keyboard only (Tab, Shift+Tab,
Enter, Space, arrows), never a click nor a focus set by the test, from the page's "Start the game" to the lesson's end.

After every key: the focus is in the game (never on the page's body, never on a disabled, hidden or detached
element) and on screen (its middle inside the window, neither covered nor scrolled out of its box), and after every
action it is on the control of the next thing to do. Each request (the reader's, a computer player's "Next", the
play-on of several) and its answer is said exactly once by the polite live region, a question's answer once, a
refused request once with its reason; nothing else is said. The reader's hand is one line of text ("Your hand: B1,
B2, D1"), and ARIA snapshots at three moments show what a screen reader user needs: the hand as text, whom to ask
and the answers as named buttons, the way on at the end. The presses per request are printed, not asserted.

``make site`` (or scripts/site-into.sh) first; the build's game needs no Python.
"""

from __future__ import annotations

import contextlib
import json
import re
import time
from dataclasses import dataclass, field
from typing import Any

import pytest
from browsing import Tab
from journeys import evaluate_one
from learning import PREFIX, WIDGET
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page, expect

from hf_core.rules import RULE_IDS
from hf_core.words import say

START_LIMIT = 120  # Tab presses from the page's top to "Start the game"
TAB_LIMIT = 30  # Tab presses to reach one control inside the game
SIZES = {"desktop": "1280x800", "phone": "360x740"}
HAND = {"en": "Your hand: ", "fr": "Votre main : "}  # as an ARIA snapshot writes it (a no-break space read as one)

# Where the focus is, and whether it is lost: on the body, detached, disabled, hidden, or out of the game.
FOCUS = """(w) => {
  const a = document.activeElement;
  const stage = w.querySelector('[data-hf-stage]');
  const d = (a && a.dataset) || {};
  const what = d.hfCard !== undefined ? 'card:' + d.hfCard : d.hfTarget !== undefined ? 'target:' + d.hfTarget
    : d.hfWhole !== undefined ? 'whole:' + d.hfWhole : d.hfChoice !== undefined ? 'choice:' + d.hfChoice
    : d.hfAction !== undefined ? 'action:' + d.hfAction : (a ? a.tagName.toLowerCase() : '');
  const problems = [];
  if (!a || a === document.body || a === document.documentElement) problems.push('on the body');
  else {
    if (!a.isConnected) problems.push('detached');
    if (a.disabled || a.closest('[inert]')) problems.push('disabled');
    if (!a.checkVisibility({ visibilityProperty: true }) || a.closest('[hidden]')) problems.push('hidden');
    if (!stage.hidden && !stage.contains(a)) problems.push('out of the game');
    // In the game, the focused control is on screen: its middle inside the window, and not covered nor clipped
    // (a scrolled box's hidden part, the controls' bar over the story).
    if (!stage.hidden && stage.contains(a) && !problems.length) {
      const r = a.getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) problems.push('off screen');
      else if (!a.contains(document.elementFromPoint(x, y))) problems.push('covered');
    }
  }
  return { what, problems, label: a ? (a.getAttribute('aria-label') || a.textContent || '').trim().slice(0, 60) : '' };
}"""

# Every announcement the live region makes, as it is added (a log: each one a new paragraph).
OBSERVE = """(w) => { const live = w.querySelector('[data-hf-live]'); window.__heard = [];
  new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)
    if (n.textContent.trim()) window.__heard.push(n.textContent); }).observe(live, { childList: true, subtree: true });
  return [live.getAttribute('role'), live.getAttribute('aria-live')]; }"""


@dataclass
class Keys:
    """The keyboard, and nothing else: every press counted, the focus checked after each one."""

    page: Page
    widget: Locator
    presses: int = 0
    losses: list[str] = field(default_factory=list)

    def focus(self) -> dict[str, Any]:
        # one call to the page, not an element handle made and disposed of at every press (issue 37)
        return evaluate_one(self.widget, FOCUS)  # type: ignore[no-any-return]

    def press(self, key: str) -> dict[str, Any]:
        self.page.keyboard.press(key)
        self.presses += 1
        where = self.focus()
        if where["problems"] in (["off screen"], ["covered"]):
            # A scroll may still be under way (a smooth one): wait for it to bring the control on screen.
            with contextlib.suppress(PlaywrightError):
                self.page.wait_for_function(f"(w) => !({FOCUS})(w).problems.length", arg=self.widget.element_handle(),
                                            timeout=2000)
            where = self.focus()
        if where["problems"]:
            self.losses.append(f"after {key} ({self.presses}): {where}")
        return where

    def tab_to(self, wanted: str, limit: int = TAB_LIMIT, key: str = "Tab") -> int:
        """Tab (or Shift+Tab) until the focus is on ``wanted``: the presses."""
        where = self.focus()
        for presses in range(limit + 1):
            if where["what"] == wanted:
                return presses
            where = self.press(key)  # the focus as read after the press
        raise AssertionError(f"{wanted} not reached in {limit} {key} presses (focus on {self.focus()})")

    def heard(self) -> list[str]:
        return self.page.evaluate("() => window.__heard.slice()")  # type: ignore[no-any-return]


def script(widget: Locator, deal: int = 0) -> dict[str, Any]:
    """A deal's lesson as the build wrote it into the page: what each frame says, asks and expects."""
    text = widget.locator(f'script[data-hf-script="{deal}"]').text_content() or ""
    return json.loads(text)  # type: ignore[no-any-return]


def plain(text: str) -> str:
    """As an ARIA snapshot writes it: a no-break space (the French one before ":" or "?") as a space."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def rules_said(lang: str, notes: list[dict[str, Any]]) -> list[str]:
    """The new rules as the live region says them: "New rule: <title>. <text>", each once."""
    return [say("learn.new-rule-said", lang, title=n["title"], text=n["text"]) for n in notes]


def arrival(frame: dict[str, Any], lang: str) -> str:
    """What a new frame says: the request(s) and answers that led to it, then the rules it shows at once."""
    shown = [*frame["notes"], *([] if frame.get("question") else frame["action_notes"])]
    return " ".join([*frame["said"], *rules_said(lang, shown)])


def opening(frame: dict[str, Any], lang: str) -> str:
    """What the live region says as the game opens on a deal: that it begins, then what its first frame shows."""
    return " ".join([say("learn.opening", lang), arrival(frame, lang)]).strip()


def heard_at_least(keys: Keys, n: int) -> list[str]:
    """Every announcement so far, once there are ``n`` of them (the opening is said two frames after the stage is
    shown)."""
    keys.page.wait_for_function(f"() => window.__heard.length >= {n}")
    return keys.heard()


def hand_line(widget: Locator) -> str:
    return widget.locator("[data-hf-mine] [data-hf-mine-text]").inner_text()


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("fr", "desktop"), ("en", "phone"), ("fr", "phone")])
def test_the_whole_lesson_by_keyboard_alone(request: pytest.FixtureRequest, lang: str, size: str) -> None:
    started = time.monotonic()
    tab: Tab = request.getfixturevalue(size)
    page = tab.goto(f"{PREFIX[lang]}learn/", settle=False)
    widget = page.locator(WIDGET)
    expect(widget).to_have_attribute("data-hf-ready", "true")
    start = widget.locator('[data-hf-action="start"]')
    expect(start).to_be_enabled()
    frames = script(widget)["frames"]
    keys = Keys(page, widget)
    assert widget.evaluate(OBSERVE) == ["log", "polite"]

    # From the page's top to "Start the game" with Tab alone; Enter opens the game with the focus on its first action.
    first = keys.tab_to("action:start", START_LIMIT)
    keys.press("Enter")
    expect(widget).to_have_attribute("data-hf-open", "true")
    assert keys.focus()["what"] == "action:continue", keys.focus()
    # The opening is said once: the game begins, then what the deal shows (its rules), as Continue says a frame's.
    assert heard_at_least(keys, 1) == [opening(frames[0], lang)], keys.heard()

    requests: list[tuple[str, int]] = []  # (what, presses) for each request
    per_request: list[int] = []  # announcements after each request
    others: dict[str, list[int]] = {"continue": [], "target": [], "answer": []}
    refused = wrong = False
    snapshots = 0
    count = keys.presses  # presses since the last request
    for _ in range(60):
        at = int(widget.get_attribute("data-hf-frame") or 0)
        f = frames[at]
        kind = widget.get_attribute("data-hf-step")
        if kind == "end":
            break
        heard = len(keys.heard())
        if kind == "question":
            q = f["question"]
            assert keys.focus()["what"].startswith("choice:"), keys.focus()
            if snapshots == 1:  # the question: its prompt names the group of answers, each a named button
                snap = widget.locator("[data-hf-act]").aria_snapshot()
                assert plain(q["prompt"]) in snap, snap
                for c in q["choices"]:
                    assert plain(f'button "{c["label"]}"') in snap, snap
                snapshots += 1
            choice = q["choices"][0]["key"] if not wrong and q["choices"][0]["key"] != q["answer"] else q["answer"]
            wrong = wrong or choice != q["answer"]
            # The answers are one group: the arrows go from one to the next.
            for _ in range(len(q["choices"])):
                if keys.focus()["what"] == f"choice:{choice}":
                    break
                keys.press("ArrowRight")
            assert keys.focus()["what"] == f"choice:{choice}", keys.focus()
            keys.press("Space")
            expect(widget).not_to_have_attribute("data-hf-step", "question")
            assert keys.focus()["what"] == f"action:{f['action']}" or keys.focus()["what"].startswith("target:")
            new = keys.heard()[heard:]
            assert len(new) == 1, new  # the answer, once: right or not, and why
            assert q["explain"] in new[0], new
            # the rules the answer shows are said with it, once each, last
            assert new[0].endswith(" ".join(["", *rules_said(lang, [*q["notes"], *f["action_notes"]])])), new
            others["answer"].append(len(new))
            continue
        if kind == "continue":
            keys.press("Enter")
            expect(widget).to_have_attribute("data-hf-frame", str(at + 1))
            # Continue says the new rules it shows (once, in one announcement), and nothing when it shows none.
            new = keys.heard()[heard:]
            said = arrival(frames[at + 1], lang)
            assert new == ([said] if said else []), (new, said)
            others["continue"].append(len(new))
            continue
        if kind in ("next", "playon"):
            # A computer player's request (or their play-on): the focus is already on it.
            assert keys.focus()["what"] == f"action:{kind}", keys.focus()
            keys.press("Enter" if len(requests) % 2 else "Space")
        else:
            assert kind == "turn", kind
            target, card = f["move"][1], f["move"][2]
            assert keys.focus()["what"].startswith("target:"), keys.focus()  # whom to ask comes first
            if snapshots == 0:
                # The reader's turn, as a screen reader reads it: the hand as one line of text, whom to ask and
                # every card as named buttons, the cards in the hand said to be there.
                snap = widget.locator("[data-hf-act]").aria_snapshot()
                hand = hand_line(widget)
                assert hand.startswith(HAND[lang].replace(" :", "\u00a0:")), hand
                assert plain(hand) in snap, snap
                cards = [c[1]["data-card"] for c in f["hand"]["cards"]]
                assert hand.split(": ", 1)[1].split(", ") == cards
                for t in f["turn"]["targets"]:
                    assert plain(f'button "{t["name"]} ({t["count"]})"') in snap, snap
                # the hand is that line alone: its cards' pictures are not read letter by letter
                expect(widget.locator("[data-hf-mine]")).to_match_aria_snapshot(
                    plain(f'- text: "{hand}"'))
                # and so is the hand in the reader's seat on the board: one line, never "B 1 B 2 ..."
                board = widget.locator("[data-hf-stage] [data-hf-board]")
                expect(board.locator(f'[data-player="{script(widget)["reader"]}"]')).to_match_aria_snapshot(
                    plain(f'- text: "{hand}"'))
                lines = plain(board.aria_snapshot()).splitlines()
                # "Families: A · Score: 1" to the eye; the dot between them is not read ("dot")
                assert any("Score" in line for line in lines), lines
                assert not [line for line in lines if "·" in line], lines
                assert sum(plain(f'- text: "{hand}"') in line for line in lines) == 1, lines
                assert not [line for line in lines if re.fullmatch(r'\s*- text: "?([A-K] \d\s*)+"?', line)], lines
                snapshots += 1
            if snapshots == 1 and not requests:
                # A card before whom to ask: "Your turn: whom do you ask?" said once, the focus back on whom to ask.
                free = next(c["label"] for r in f["turn"]["families"] for c in r["cards"] if not c["held"])
                keys.tab_to(f"card:{free}")
                keys.press("Enter")
                new = keys.heard()[heard:]
                assert len(new) == 1 and new[0] == widget.locator("[data-hf-prompt]").inner_text(), new
                assert keys.focus()["what"].startswith("target:"), keys.focus()
                assert widget.get_attribute("data-hf-frame") == str(at)
                heard = len(keys.heard())
            keys.tab_to(f"target:{target}")
            keys.press("Enter" if len(requests) % 2 else "Space")
            expect(widget.locator(f'[data-hf-target="{target}"]')).to_have_attribute("aria-pressed", "true")
            # The next thing to do: the card to ask for, the suggested one.
            assert keys.focus()["what"] == f"card:{card}", keys.focus()
            # The rules of choosing a card, shown now, are said once; nothing is said when there are none.
            new = keys.heard()[heard:]
            cards_said = " ".join(rules_said(lang, f["card_notes"]))
            assert new == ([cards_said] if cards_said else []), (new, cards_said)
            others["target"].append(len(new))
            heard = len(keys.heard())
            back = ""
            if not refused:
                # A refused request: the arrows go to a card already in the hand; Enter; said once, with its reason,
                # and the focus stays there to choose again; nothing changed hands.
                row = [c["label"] for r in f["turn"]["families"] for c in r["cards"] if c["label"][0] == card[0]]
                held = [c["label"] for r in f["turn"]["families"] for c in r["cards"]
                        if c["label"][0] == card[0] and c["held"]]
                assert held, row
                step = "ArrowLeft" if row.index(held[0]) < row.index(card) else "ArrowRight"
                keys.tab_to(f"card:{held[0]}", len(row), step)
                back = "ArrowRight" if step == "ArrowLeft" else "ArrowLeft"
                before = len(keys.heard())
                keys.press("Enter")
                refusal = widget.locator(".hf-learn__refusal")
                expect(refusal).to_have_attribute("data-rule", "ask.not-own-card")
                assert keys.focus()["what"] == f"card:{held[0]}", keys.focus()
                new = keys.heard()[before:]
                assert len(new) == 1, new
                reason = refusal.locator("p").nth(1).inner_text().strip()
                assert held[0] in new[0] and reason in new[0], (new, reason)
                assert widget.get_attribute("data-hf-frame") == str(at)
                refused = True
                heard = len(keys.heard())
            if back:  # back to the suggested card with the arrows
                keys.tab_to(f"card:{card}", len(row), back)
            assert keys.focus()["what"] == f"card:{card}", keys.focus()
            keys.press("Enter" if len(requests) % 2 else "Space")
        expect(widget).to_have_attribute("data-hf-frame", str(at + 1))
        nxt = frames[at + 1]
        # Exactly one announcement: the request(s) and the answer, as the story tells them.
        new = keys.heard()[heard:]
        per_request.append(len(new))
        assert len(new) == 1, new
        assert new[0] == arrival(nxt, lang), (new, nxt["said"])
        # The focus on the next thing to do.
        where = keys.focus()
        expected = {"question": "choice:", "turn": "target:", "end": "action:play"}.get(
            widget.get_attribute("data-hf-step") or "", f"action:{nxt['action']}")
        assert where["what"].startswith(expected), (where, expected)
        requests.append((kind, keys.presses - count))
        count = keys.presses
        assert not keys.losses, keys.losses

    # The end: every rule met, the way on as named controls, the focus on the first of them.
    expect(widget).to_have_attribute("data-hf-step", "end")
    expect(widget).to_have_attribute("data-hf-met", str(len(RULE_IDS)))
    assert keys.focus()["what"] == "action:play", keys.focus()
    end = widget.locator("[data-hf-act]").aria_snapshot()
    assert "- link " in end and "- button " in end, end
    snapshots += 1
    # Shift+Tab goes back into what was learned; Tab returns to the way on; "Again" starts another deal.
    keys.press("Shift+Tab")
    keys.tab_to("action:again")
    heard = len(keys.heard())
    keys.press("Enter")
    expect(widget).to_have_attribute("data-hf-deal", "1")
    assert keys.focus()["what"] == "action:continue", keys.focus()
    # The new deal's opening, said once too.
    assert heard_at_least(keys, heard + 1)[heard:] == [opening(script(widget, 1)["frames"][0], lang)]

    assert keys.losses == []
    assert snapshots == 3
    assert set(per_request) == {1} and len(per_request) >= 8, per_request
    assert refused and wrong
    assert set(others["continue"]) <= {0, 1} and set(others["target"]) <= {0, 1}
    assert sum(others["continue"]) >= 1 and sum(others["target"]) >= 1  # new rules were said after each kind of tap
    assert set(others["answer"]) == {1}
    assert not tab.console_errors
    presses = [n for _, n in requests]
    print(f"\nlearn {lang} {SIZES[size]} keyboard: {first} Tab presses to Start; {len(requests)} requests "
          f"({', '.join(k for k, _ in requests)}), presses per request {presses} "
          f"(mean {sum(presses) / len(presses):.1f}, max {max(presses)}), {keys.presses} presses in all; "
          f"announcements per request {per_request}, per answer {others['answer']}, 1 per refusal, "
          f"per Continue {others['continue']}, per player chosen {others['target']}; "
          f"{len(keys.losses)} focus losses; {time.monotonic() - started:.1f} s")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_link_to_the_opening_says_it_once(desktop: Tab, lang: str) -> None:
    """The game opened by its link (a reload, the language switch): once the widget is mounted, the status region
    (the polite live region) has said the opening, once, and nothing else."""
    page = desktop.goto(f"{PREFIX[lang]}learn/?learn=0", settle=False)
    widget = page.locator(WIDGET)
    expect(widget).to_have_attribute("data-hf-ready", "true")
    expect(widget).to_have_attribute("data-hf-open", "true")
    live = widget.locator("[data-hf-live]")
    assert [live.get_attribute("role"), live.get_attribute("aria-live")] == ["log", "polite"]
    expect(live.locator("p")).to_have_count(1)
    expect(live).to_have_text(opening(script(widget)["frames"][0], lang))
    expect(widget).to_have_attribute("data-hf-announced", "1")
    assert not desktop.console_errors
