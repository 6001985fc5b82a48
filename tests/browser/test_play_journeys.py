"""The play page's journeys (issue 21), walked as seeded random walks with the invariants of ``play_walk.py``
checked after every action: a game on a phone (360x740, touch) with picks, Next, Back, "Play on", Hint, "Say why"
and the language switch, and the projector view at 1280x800 and 1920x1080, in both languages. A whole game to its
end is walked too, on the phone and on the projector.

``make site`` first. A failure prints the walk (the actions since the page opened) that broke an invariant.
"""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import quote

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab, kept_tab
from journeys import ON_SCREEN, PROJECTOR_SIZES
from play_walk import PREFIX, WIDGET, PlayWalk, walk_play
from playwright.sync_api import Browser, Page, expect
from siteserver import SiteServer

from hf_core import teaching
from hf_core.site.teaching import NAMES
from hf_core.words import say

# Each walk draws its deal among play_walk.DEALS (a replayed walk replays its deal). Sized by what they find
# (issue 37, benchmarks/walk_detection.py): a family of walks per language and screen (journeys.walk's variant), sized
# from what they find together (`--only play-phone --walks 8` and `--only play-projector --walks 8`, with each one's
# --lang, --size and --variant). Stop 64, once the walks no longer depended on what the worker had imported
# (journeys.same_draws): on the phone, English 0 caught the button shrunk after Back in its 2nd walk and the console
# error in its 3rd, French 2 the shifted table after the language switch in its 2nd (and the others by its 4th): 5
# each (3 x 1.5, rounded up). The hint sheet over the bottom of the screen acted in every family studied (0 to 3)
# and none caught it in 8 walks. On the projector, each family but French 1920x1080's caught all 4 by its 3rd walk
# (the step bar dropped while paused, the last of them; French 1920x1080 never paused on a request in 8): 5 each.
PHONE_WALKS = [("en", 0), ("fr", 2)]
PHONE_WALK_COUNT = 5
PROJECTOR_WALKS = [("en", PROJECTOR_SIZES[0], 0), ("fr", PROJECTOR_SIZES[0], 1), ("en", PROJECTOR_SIZES[1], 2),
                   ("fr", PROJECTOR_SIZES[1], 3)]
PROJECTOR_WALK_COUNT = 5
PHONE_STEPS = 14
PROJECTOR_STEPS = 10


# Python's first start is not these tests' subject (test_smoke, test_play_loading): their tabs are the worker's kept
# context's, Python started from its snapshot (issue 37).
pytestmark = pytest.mark.return_visit


@pytest.fixture
def projector_tab(browser: Browser, site_server: SiteServer, request: pytest.FixtureRequest) -> Iterator[Tab]:
    yield from kept_tab(request, browser, site_server, {"viewport": request.param})


@pytest.mark.parametrize(("lang", "variant"), PHONE_WALKS, ids=[lang for lang, _v in PHONE_WALKS])
def test_a_game_on_a_phone_holds_at_every_step(phone: Tab, lang: str, variant: int) -> None:
    walker = PlayWalk(phone.page, phone.server.url, lang, phone.console_errors)
    walk_play(walker, walks=PHONE_WALK_COUNT, steps=PHONE_STEPS, variant=variant)


@pytest.mark.parametrize(("lang", "projector_tab", "variant"), PROJECTOR_WALKS, indirect=["projector_tab"],
                         ids=[f"{s['width']}x{s['height']}-{lang}" for lang, s, _v in PROJECTOR_WALKS])
def test_the_projector_view_holds_at_every_step(projector_tab: Tab, lang: str, variant: int) -> None:
    walker = PlayWalk(projector_tab.page, projector_tab.server.url, lang, projector_tab.console_errors,
                      projector=True)
    walk_play(walker, walks=PROJECTOR_WALK_COUNT, steps=PROJECTOR_STEPS, variant=variant)


# Six players, the reader's turn after a computer's request (Next, "Play on"), "Say why" on: the longest case the
# walks met (in French the reason is five lines, and the request, the table, five players and two rows of cards
# were 45 px taller than the screen between the header and the bar).
SIX_PLAYERS = "0000-KXW"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_readers_turn_with_six_players_fits_the_phone_with_the_reason(phone: Tab, lang: str) -> None:
    page = phone.goto(f"{PREFIX[lang]}play/?code={SIX_PLAYERS}&why=1", settle=False)
    widget = page.locator(WIDGET)
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    widget.locator('[data-hf-action="next"]').tap()
    expect(widget).to_have_attribute("data-hf-pos", "1", timeout=60_000)
    widget.locator('[data-hf-action="skip"]').tap()
    expect(widget).to_have_attribute("data-hf-turn", "you", timeout=60_000)
    expect(widget).not_to_have_attribute("aria-busy", "true")
    widget.locator("[data-hf-target]").first.tap()
    expect(widget.locator("[data-hf-ask-card]:not([disabled])").first).to_be_visible()
    why = widget.locator("[data-hf-narration-why]")
    expect(why).to_be_visible()
    expect(why).to_contain_text(say("widget.why", lang, why="").strip())
    where = page.evaluate("""(onScreen) => {
        const check = eval(onScreen);
        const w = document.querySelector('[data-hf-widget="play"]');
        const bar = w.querySelector('[data-hf-steps]').getBoundingClientRect().top;
        const out = {};
        for (const [name, sel] of [['request', '[data-hf-narration]'], ['reason', '[data-hf-narration-why]'],
                                   ['hand', '.hf-seat:has(.hf-badge--you) .hf-hand'],
                                   ['players', '[data-hf-targets-box]'], ['cards', '[data-hf-cards-box]']]) {
          const el = w.querySelector(sel), r = el.getBoundingClientRect();
          out[name] = check(el) || (r.bottom > bar + 0.5 ? `under the bar (${Math.round(r.bottom)} > ${bar})` : null);
        }
        const why = w.querySelector('[data-hf-narration-why]');
        out.scrolls = why.scrollHeight > why.clientHeight + 1;
        out.focusable = why.tabIndex === 0;
        return out;
    }""", ON_SCREEN)
    scrolls, focusable = where.pop("scrolls"), where.pop("focusable")
    assert where == dict.fromkeys(where), where  # each wholly on screen, above the bar
    assert focusable == scrolls  # a reason longer than its room scrolls in its box, and the keyboard reaches it
    assert phone.console_errors == []


def seat_names(page: Page) -> list[str]:
    names: list[str] = page.locator(f"{WIDGET} .hf-seat").evaluate_all("ss => ss.map((s) => s.dataset.player)")
    return names


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_language_switch_keeps_the_game_its_players_and_the_place(phone: Tab, lang: str) -> None:
    walker = PlayWalk(phone.page, phone.server.url, lang, phone.console_errors)
    journey = walker.open()
    walker.deal(journey, 0)  # DEALS[0], the default deal: the reader begins
    page = phone.page
    widget = walker.widget
    widget.locator("[data-hf-target]").first.tap()
    widget.locator("[data-hf-ask-card]:not([disabled])").first.tap()
    expect(widget).to_have_attribute("data-hf-requests", "1")
    walker.wait_idle()
    if widget.get_attribute("data-hf-turn") == "computer":
        widget.locator('[data-hf-action="skip"]').tap()
        expect(widget).not_to_have_attribute("data-hf-turn", "computer", timeout=60_000)
        walker.wait_idle()
    names = seat_names(page)
    requests = widget.get_attribute("data-hf-requests")
    before = widget.locator("[data-hf-narration]").bounding_box()
    walker.switch_language()  # checks the names too, and no layout shift while the twin page loads
    assert walker.lang != lang and page.url.startswith(phone.url(PREFIX[walker.lang]))
    assert seat_names(page) == names
    expect(widget).to_have_attribute("data-hf-requests", requests or "")
    after = widget.locator("[data-hf-narration]").bounding_box()
    assert before is not None and after is not None
    assert abs(after["y"] - before["y"]) <= 24, (before, after)  # the same place on the screen
    walker.check(journey)
    assert not journey.findings, journey.examples


NAMES_CODE = teaching.encode_code(4, 3, 2026)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_link_names_the_players_and_a_hostile_one_gets_a_clear_message(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}play/?code={NAMES_CODE}&names=Ann,Bob,Cy,Di", settle=False)
    widget = page.locator(WIDGET)
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    assert seat_names(page) == ["Ann", "Bob", "Cy", "Di"]
    expect(widget.locator(".hf-seat", has=page.locator(".hf-badge--you"))).to_have_attribute("data-player", "Ann")
    expect(widget.locator("[data-hf-message]")).to_be_hidden()
    usual = list(NAMES[lang][:4])
    for names, problem in (
        ("<img src=x onerror=alert(1)>,B,C,D", say("web.name-chars", lang, n=1)),
        ("Ann,Bob", say("play.names-count", lang, n=4, given=2)),
    ):
        page.goto(phone_free_url(desktop, lang, names))
        expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
        message = widget.locator("[data-hf-message]")
        expect(message).to_be_visible()
        expect(message).to_contain_text(say("play.names-bad", lang, problem="").strip())
        expect(message).to_contain_text(problem)
        assert seat_names(page) == usual  # the game goes on, with the page's names
        assert page.locator("img[src=x]").count() == 0
    assert desktop.console_errors == []


def phone_free_url(tab: Tab, lang: str, names: str) -> str:
    return tab.url(f"{PREFIX[lang]}play/?code={NAMES_CODE}&names={quote(names, safe=',')}")
