"""Pass and play for everyone at the table (issue 39, items 1 and 8).

- The reader's own hand is always in view while they choose, at 360x740 and 1280x800: their cards, whom to ask and
  every request they may make are on screen at once, in a "You ask for:" frame where the requests are buttons (never
  card faces) and the cards of the family already held are shown as held ("you hold it"), not offered.
- After a yes the hand stays open for the same player; after a no it is hidden, and the screen names the next one.
- "Go back to the game" and "Continue on another device" are hidden before any game exists.
- A whole seeded game by keyboard alone (Tab, Shift+Tab, Enter, Space), in both languages, at 1280x800 and at phone
  size (360x740): after every key the focus is inside the widget (never the page's start) and on screen (its middle
  inside the window, not covered), each request gives exactly one new announcement in the live region
  (the request and its answer), a refusal is announced once with its reason, the hand is readable as text. ARIA
  snapshots along it show what a screen reader user hears, derived from the engine's game: at each handover (the
  opening and every no) the hands hidden, the next player named and the one button to show their hand, nothing of
  any hand; the hand shown as one line ("Your hand: A2, B1, ..."), whom to ask as named buttons, each request a
  button "Ask for X", each held card one image "X, you hold it" (never letter by letter); after a request the newest
  announcement in the status region and the story ending with the engine's sentences; at the end the result, "New
  game" and "Continue on another device".

``make site`` (or scripts/site-into.sh) first; Python starts in each page.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from browsing import DESKTOP, PHONE, RUNTIME_TIMEOUT_MS, WARMING_OFF, Tab, kept_tab
from playwright.sync_api import Browser, Locator, Page, expect
from playwright.sync_api import Error as PlaywrightError
from siteserver import SiteServer

from hf_core.game import Game
from hf_core.narrate import narrate
from hf_core.web import passplay
from hf_core.web.api import bot_decision
from hf_core.web.setups import read_setup, replay
from hf_core.words import say

PREFIX = {"en": "", "fr": "fr/"}
WIDGET = '[data-hf-widget="pass-play"]'
STORE_KEY = "/.hf-pass-play"
SIZES = {"phone": PHONE, "desktop": DESKTOP}


def keep_game(tab: Tab, players: list[str], seed: int, *, requests: list[list[str]] | None = None) -> None:
    """The game this device keeps (as the page writes it), open: the page goes on with it, every hand hidden."""
    value = {"v": 1, "players": players, "seed": str(seed), "dealer": len(players) - 1,
             "requests": requests or [], "open": True}
    # On the tab's page, once. In a tab of the worker's kept context, whichever of this and the context's own scripts
    # runs first, the tab's storage is emptied before the game is written (as browsing.FRESH_STORAGE does), and warming
    # stays off (WARMING_OFF).
    tab.page.add_init_script(
        "if (!sessionStorage.getItem('kept')) { sessionStorage.setItem('kept', '1'); "
        "if (!sessionStorage.getItem('hf-test:tab')) { "
        "localStorage.clear(); sessionStorage.setItem('hf-test:tab', '1'); "
        f"}} {WARMING_OFF} localStorage.setItem({json.dumps(STORE_KEY)}, {json.dumps(json.dumps(value))}); }}")


def game_of(page: Page) -> Game:
    kept = json.loads(page.evaluate("(key) => localStorage.getItem(key)", STORE_KEY))
    return replay(read_setup({k: kept[k] for k in ("players", "seed", "dealer", "requests")}))


def open_page(tab: Tab, lang: str) -> Locator:
    page = tab.goto(f"{PREFIX[lang]}pass-and-play/", settle=False)
    widget = page.locator(WIDGET)
    # Python starts when the widget comes near the screen (or is touched): the reader scrolls down to it.
    widget.scroll_into_view_if_needed()
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget).to_have_attribute("data-hf-open", "true")
    return widget


def idle(page: Page) -> None:
    page.wait_for_function("(sel) => document.querySelector(sel).getAttribute('aria-busy') !== 'true'", arg=WIDGET)


def hand_text(game: Game, name: str, lang: str) -> str:
    return say("pass.your-hand", lang, cards=", ".join(str(c) for c in sorted(game.hand(name))))


# ---------------------------------------------------------------------------------------------- the hand in view


@pytest.mark.parametrize(("lang", "size"), [("en", "phone"), ("fr", "phone"), ("en", "desktop"), ("fr", "desktop")])
def test_the_hand_stays_in_view_beside_what_one_may_ask_for(request: pytest.FixtureRequest, browser: Browser,
                                                            site_server: SiteServer, lang: str,
                                                            size: str) -> None:
    gen = kept_tab(request, browser, site_server, SIZES[size])
    tab = next(gen)
    try:
        keep_game(tab, ["Ann", "Bob", "Cy", "Di"], 5)  # four players: the walks' table, 11 cards each
        widget = open_page(tab, lang)
        page = tab.page
        game = game_of(page)
        name = game.current
        assert name is not None
        widget.locator('[data-hf-action="show"]').click()
        expect(widget).to_have_attribute("data-hf-show", name)
        idle(page)
        for first_target in (False, True):
            if first_target:
                widget.locator("[data-hf-target]").first.click()
                idle(page)
            # The hand's cards, whom to ask and every request: all on screen at once, none covered.
            hand = widget.locator("[data-hf-hand] [data-card]")
            assert hand.count() == len(game.hand(name))
            for what in (hand, widget.locator("[data-hf-target]"), widget.locator("[data-hf-card]"),
                         widget.locator("[data-hf-mine]")):
                problems = [p for p in what.evaluate_all(
                    "(els) => els.map((e) => { const r = e.getBoundingClientRect();"
                    " if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5)"
                    " return 'off screen'; const x = document.elementFromPoint(r.left + r.width / 2,"
                    " r.top + r.height / 2); return e.contains(x) ? null : 'covered'; })") if p]
                assert not problems, problems
            # The hand as text; the frame says "You ask for:"; the requests are buttons, not card faces; every card
            # held of those families is shown as held, not offered.
            expect(widget.locator("[data-hf-mine]")).to_have_text(hand_text(game, name, lang))
            legend = widget.locator("[data-hf-cards] > legend")
            target = widget.locator('[data-hf-target][aria-pressed="true"]')
            if first_target:
                expect(legend).to_have_text(say("pass.ask-for-target", lang, target=target.inner_text()))
            else:
                expect(legend).to_have_text(say("pass.ask-for", lang))
            assert widget.locator("[data-hf-card] .hf-card, [data-hf-card][data-card]").count() == 0
            offered = set(widget.locator("[data-hf-card]").evaluate_all("els => els.map((e) => e.dataset.hfCard)"))
            mine = {str(c) for c in game.hand(name)}
            assert offered and not offered & mine
            assert offered == {str(c) for _, c in game.legal_asks()}
            held = widget.locator(".hf-pass__held")
            assert held.count() == len(mine)
            assert all(say("pass.held", lang) in (label or "")
                       for label in held.evaluate_all("els => els.map((e) => e.getAttribute('aria-label'))"))
            expect(widget.locator(".hf-pass__key")).to_contain_text(say("pass.held", lang))
            # A request looks like a button, a held card like a card: different shapes.
            chip = widget.locator("[data-hf-card]").first.bounding_box()
            face = hand.first.bounding_box()
            assert chip and face and chip["height"] >= 24 and chip["width"] >= 24
        # Nothing scrolls sideways.
        assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
        assert not tab.console_errors
    finally:
        gen.close()  # type: ignore[attr-defined]


@pytest.mark.return_visit  # what a yes and a no do, not Python's first start (issue 37)
def test_a_yes_keeps_the_hand_open_and_a_no_hides_it(desktop: Tab) -> None:
    # Find a seeded deal whose first request by the smart player is a yes, then a no later.
    seed = next(s for s in range(200) if _first_is_yes(s))
    keep_game(desktop, ["Ann", "Bob", "Cy"], seed)
    widget = open_page(desktop, "en")
    page = desktop.page
    yes_seen = no_seen = False
    for _ in range(12):
        game = game_of(page)
        asker, d = bot_decision(game, "smart")
        if widget.get_attribute("data-hf-show") != asker:
            widget.locator('[data-hf-action="show"]').click()
            expect(widget).to_have_attribute("data-hf-show", asker)
        widget.locator(f'[data-hf-target="{d.target}"]').click()
        idle(page)
        before = len(game.requests)
        widget.locator(f'[data-hf-card="{d.wanted}"]').click()
        expect(widget).to_have_attribute("data-hf-requests", str(before + 1))
        idle(page)
        after = game_of(page)
        if after.is_over:
            break
        if after.current == asker:
            yes_seen = True
            expect(widget).to_have_attribute("data-hf-show", asker)  # the hand stays open for the same player
            expect(widget.locator("[data-hf-mine]")).to_have_text(hand_text(after, asker, "en"))
            assert widget.locator('[data-hf-action="show"]').count() == 0
        else:
            no_seen = True
            expect(widget).to_have_attribute("data-hf-show", "")  # the turn passed: every hand hidden
            assert widget.locator("[data-hf-hand]").count() == 0
            expect(widget.locator("[data-hf-pass-to]")).to_have_attribute("data-hf-pass-to", after.current or "")
        if yes_seen and no_seen:
            break
    assert yes_seen and no_seen
    assert not desktop.console_errors


def _first_is_yes(seed: int) -> bool:
    game = Game.deal(["Ann", "Bob", "Cy"], seed=seed, dealer=2)
    asker, d = bot_decision(game, "smart")
    game.ask(asker, d.target, d.wanted)
    return game.current == asker


@pytest.mark.return_visit
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_nothing_to_go_back_to_before_a_game(phone: Tab, lang: str) -> None:
    page = phone.goto(f"{PREFIX[lang]}pass-and-play/", settle=False)
    widget = page.locator(WIDGET)
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget.get_by_role("button", name=say("pass.resume", lang))).to_be_hidden()
    expect(widget.get_by_role("button", name=say("pass.carry", lang))).to_be_hidden()
    for selector in ('[data-hf-action="resume"]', "[data-hf-carry-offer]"):
        assert widget.locator(selector).evaluate("(e) => getComputedStyle(e).display") == "none"
    expect(widget.locator("form button[type=submit]")).to_be_visible()


# ---------------------------------------------------------------------------------------------- keyboard alone

FOCUS = """(sel) => { const w = document.querySelector(sel); const a = document.activeElement;
  const r = a.getBoundingClientRect(); const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const seen = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight && a.contains(document.elementFromPoint(x, y));
  return { inside: a !== document.body && w.contains(a), seen, card: a.dataset.hfCard || null,
           target: a.dataset.hfTarget || null, action: a.dataset.hfAction || null, text: a.textContent }; }"""

OBSERVE = """(sel) => { const live = document.querySelector(sel).querySelector('[data-hf-announce]');
  window.__heard = []; new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)
    if (n.textContent.trim()) window.__heard.push(n.textContent); }).observe(live, { childList: true, subtree: true });
  return live.getAttribute('role') === 'status' && live.getAttribute('aria-live') === 'polite'; }"""


class Keys:
    """Only the keyboard: every press is counted, and after each one the focus must be inside the widget."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.presses = 0
        self.losses: list[str] = []

    def press(self, key: str) -> dict[str, Any]:
        self.page.keyboard.press(key)
        self.presses += 1
        idle(self.page)
        focus: dict[str, Any] = self.page.evaluate(FOCUS, WIDGET)
        if focus["inside"] and not focus["seen"]:
            # A scroll may still be under way (a smooth one): wait for it to bring the control on screen.
            with contextlib.suppress(PlaywrightError):
                self.page.wait_for_function(f"(sel) => ({FOCUS})(sel).seen", arg=WIDGET, timeout=2000)
            focus = self.page.evaluate(FOCUS, WIDGET)
        if not focus["inside"] or not focus["seen"]:
            self.losses.append(f"after {key}: {focus}")
        return focus

    def focus(self) -> dict[str, Any]:
        return self.page.evaluate(FOCUS, WIDGET)  # type: ignore[no-any-return]

    def tab_to(self, attr: str, value: str) -> None:
        """Tab (forwards) until the control is focused: never more than the controls in the panel."""
        for _ in range(60):
            if self.focus()[attr] == value:
                return
            self.press("Tab")
        raise AssertionError(f"{attr}={value} never reached with Tab")


def heard(page: Page) -> list[str]:
    return page.evaluate("() => window.__heard.slice()")  # type: ignore[no-any-return]


def plain(text: str) -> str:
    """As an ARIA snapshot writes it: a no-break space (the French one before ":" or "?") as a space."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def q(text: str) -> str:
    """A text or a name in an ARIA snapshot template (YAML): quoted, as plain as the snapshot writes it."""
    return json.dumps(plain(text), ensure_ascii=False)


def the_choice_heard(widget: Locator, game: Game, name: str, lang: str) -> None:
    """The player's turn as a screen reader reads it: the hand as one line of text, whom to ask as a group of named
    buttons (only the players one may ask), each request a button named "Ask for X", each card held of those families
    an image named "X, you hold it", nothing else of any hand; all from the engine's game."""
    snap = plain(widget.locator("[data-hf-act]").aria_snapshot()).replace('"', "")  # quoted only where YAML needs it
    lines = [line.strip() for line in snap.splitlines()]
    assert f"- paragraph: {plain(hand_text(game, name, lang))}" in lines, snap
    group = snap.splitlines().index(f"- group {plain(say('pass.whom', lang, name=name))}:")
    targets = []
    for line in snap.splitlines()[group + 1:]:
        if not line.startswith("  - "):
            break
        targets.append(line.strip())
    assert sorted(targets) == sorted(f"- button {t}" for t in {t for t, _ in game.legal_asks()}), snap
    wanted = {c for _, c in game.legal_asks()}  # each card once, whoever may be asked for it
    asks = sorted(f"- button {plain(say('pass.request', lang, card=str(c)))}: {c}?" for c in wanted)
    held = sorted(f"- img {plain(str(c) + ', ' + say('pass.held', lang))}: {str(c)[0]} {str(c)[1:]}"
                  for c in game.hand(name))
    request = f"- button {plain(say('pass.request', lang, card=''))}"
    assert sorted(line for line in lines if line.startswith(request)) == asks, snap
    assert sorted(line for line in lines if line.startswith("- img ")) == held, snap
    # Nothing else: the only loose text is the frame's legend (each card's picture is one image, named).
    assert [line for line in lines if line.startswith("- text:")] == [f"- text: {plain(say('pass.ask-for', lang))}"]


def the_handover_heard(widget: Locator, name: str, lang: str) -> None:
    """The handover, as heard: every hand hidden, the next player named, the one button to show theirs; nothing of
    any hand anywhere on the stage (neither a hand's line nor a request)."""
    expect(widget.locator("[data-hf-act]")).to_match_aria_snapshot(
        f"- paragraph: {q(say('pass.hands-hidden', lang))}\n"
        f"- paragraph: {q(say('pass.pass-to', lang, name=name))}\n"
        f"- button {q(say('pass.show', lang, name=name))}")
    stage = plain(widget.locator("[data-hf-stage]").aria_snapshot())
    assert plain(say("pass.your-hand", lang, cards="")) not in stage, stage
    assert plain(say("pass.request", lang, card="")) not in stage, stage


@pytest.mark.parametrize(("lang", "players", "seed", "size"),
                         [("en", ["Ann", "Bob"], 11, "desktop"), ("fr", ["Anne", "Bruno", "Chloé"], 4, "desktop"),
                          ("en", ["Ann", "Bob", "Cy"], 4, "phone"), ("fr", ["Anne", "Bruno"], 11, "phone")])
def test_a_whole_game_by_keyboard_alone(request: pytest.FixtureRequest, browser: Browser, site_server: SiteServer,
                                        lang: str, players: list[str],
                                        seed: int, size: str) -> None:
    gen = kept_tab(request, browser, site_server, SIZES[size])
    tab = next(gen)
    try:
        keep_game(tab, players, seed)
        widget = open_page(tab, lang)
        page = tab.page
        assert page.evaluate(OBSERVE, WIDGET)
        keys = Keys(page)
        # The table opens with the focus on its next action: the first player's "I am ..., show my hand".
        page.wait_for_function("(sel) => document.querySelector(sel).contains(document.activeElement)", arg=WIDGET)
        game = game_of(page)
        assert keys.focus()["action"] == "show"
        requests = 0
        refused = False
        press_counts: list[int] = []
        snapshots = {"hand": 0, "request": 0, "end": 0, "pass": 0}  # ARIA snapshots taken at the key moments
        the_handover_heard(widget, game.current or "", lang)  # the opening is a handover too
        snapshots["pass"] += 1
        while not game.is_over:
            start = keys.presses
            asker, d = bot_decision(game, "smart")
            if widget.get_attribute("data-hf-show") != asker:
                assert keys.focus()["action"] == "show", keys.focus()
                keys.press("Enter")
                expect(widget).to_have_attribute("data-hf-show", asker)
            # The hand, readable as text.
            expect(widget.locator("[data-hf-mine]")).to_have_text(hand_text(game, asker, lang))
            if not snapshots["hand"]:
                the_choice_heard(widget, game, asker, lang)
                snapshots["hand"] += 1
            if not refused:
                # A card before whom to ask: refused, said once with its reason, the focus on whom to ask.
                n = len(heard(page))
                keys.tab_to("card", widget.locator("[data-hf-card]").first.get_attribute("data-hf-card") or "")
                focus = keys.press("Enter")
                page.wait_for_function("(n) => window.__heard.length > n", arg=n)
                new = heard(page)[n:]
                assert new == [say("pass.refused", lang, reason=say("pass.whom-first", lang))], new
                assert focus["target"] is not None, focus
                assert widget.get_attribute("data-hf-requests") == str(requests)
                refused = True
            keys.tab_to("target", d.target)
            keys.press("Space" if requests % 2 else "Enter")
            expect(widget.locator(f'[data-hf-target="{d.target}"]')).to_have_attribute("aria-pressed", "true")
            assert keys.focus()["card"] is not None  # the next action: the first card one may ask for
            keys.tab_to("card", str(d.wanted))
            n = len(heard(page))
            keys.press("Enter" if requests % 2 else "Space")
            requests += 1
            expect(widget).to_have_attribute("data-hf-requests", str(requests))
            idle(page)
            page.wait_for_function("(n) => window.__heard.length > n", arg=n)
            first = len(game.events)
            game.ask(asker, d.target, d.wanted)
            told = [narrate(e, lang, players=game.players) for e in game.events[first:]]
            new = heard(page)[n:]
            # Exactly one announcement for the request: the request, its answer and what follows, in order.
            assert len(new) == 1, new
            assert new[0].startswith(" ".join(told)), (new, told)
            focus = keys.focus()
            assert focus["inside"], focus
            if not snapshots["request"]:
                # After a request, as heard: the newest announcement in the status region, the table's story ending
                # with what the engine tells of the request.
                expect(widget.locator("[data-hf-announce]")).to_match_aria_snapshot(
                    f"- status:\n  - paragraph: {q(new[0])}")
                expect(widget.locator("[data-hf-said]")).to_match_aria_snapshot(
                    "- list:\n" + "".join(f"  - listitem: {q(t)}\n" for t in told))
                snapshots["request"] += 1
            if game.is_over:
                assert focus["action"] == "new", focus
                # The end, as heard: the result from the engine, then "New game" and "Continue on another device".
                result = passplay.view(read_setup({"players": players, "seed": str(seed),
                                                   "dealer": len(players) - 1, "requests": []}),
                                       game, None, lang)["result"]
                expect(widget.locator("[data-hf-act]")).to_match_aria_snapshot(
                    f"- paragraph: {q(result)}\n- button {q(say('pass.new', lang))}\n"
                    f"- button {q(say('pass.carry', lang))}")
                assert new[0].endswith(result), (new, result)
                snapshots["end"] += 1
            elif game.current == asker:
                assert focus["target"] is not None, focus  # a yes: the same player chooses again
                expect(widget).to_have_attribute("data-hf-show", asker)
            else:
                assert focus["action"] == "show", focus  # a no: the handover to the next player
                expect(widget.locator("[data-hf-pass-to]")).to_have_attribute("data-hf-pass-to", game.current or "")
                assert widget.locator("[data-hf-hand]").count() == 0
                the_handover_heard(widget, game.current or "", lang)
                snapshots["pass"] += 1
            press_counts.append(keys.presses - start)
        assert keys.losses == []
        expect(widget).to_have_attribute("data-hf-over", "true")
        expect(widget.locator("[data-hf-result]")).not_to_be_empty()
        print(f"\n{lang} {size}: {requests} requests, {keys.presses} presses, "
              f"{keys.presses / requests:.1f} per request (max {max(press_counts)}), 0 focus losses, "
              f"{len(heard(page))} announcements (1 refusal + {requests} requests); ARIA snapshots {snapshots}")
        assert len(heard(page)) == requests + 1
        assert snapshots["hand"] == snapshots["request"] == snapshots["end"] == 1 and snapshots["pass"] >= 1, snapshots
        # Escape closes the table and the focus goes to what reopens it, not to the page's start.
        assert not tab.console_errors
    finally:
        gen.close()  # type: ignore[attr-defined]
