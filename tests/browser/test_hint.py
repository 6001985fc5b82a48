"""The play page's hint and the computer players' reasons (issue 15, items 2 and 3), in headless Chromium.

- "Hint" on the reader's turn names a request the rules allow, with its reason: the very sentences CPython's
  hf_core.web.hint gives for the same position; "Make this request" makes it; one hint a turn is counted.
- The count of hints used is said at the end of the game (plural and French typography), and is kept in the
  link (&h=) across the language switch.
- "Say why the computer asks" shows each computer request's reason (CPython's bot_move sentence for the same
  position) under it, the newest under the narration and the older ones in "All N requests since your turn", in
  the page's language, and turns off; the link keeps it, and the language switch replays the link (the players
  keep their names) and says the same reasons in the other language.
- A hostile or garbage &h= is never inserted: a message in the page's language says the count starts from 0.

``make site`` first; Python starts in each page, so run this file alone.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab, axe, describe_violations
from playwright.sync_api import Locator, Page, expect

from hf_core import teaching, web
from hf_core.site.teaching import DEFAULT_CODE, play_setup
from hf_core.words import say

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit

PREFIX = {"en": "", "fr": "fr/"}
MAX_STEPS = 400


def ready(page: Page) -> Locator:
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return widget


def cpython(func: Any, lang: str, code: str, requests: list[list[str]], *, names: str | None = None,
            **more: Any) -> dict[str, Any]:
    """hf_core.web's answer on CPython for the play page's game of ``code`` after ``requests`` (the players named
    as on the page in ``names``, by default ``lang``)."""
    setup = {k: v for k, v in play_setup(names or lang, code, "smart").items() if k not in ("code", "bot")}
    answer: dict[str, Any] = json.loads(func(json.dumps({**setup, "you": True, "requests": requests, "lang": lang,
                                                         **more})))
    return answer


def query(page: Page) -> dict[str, list[str]]:
    return parse_qs(urlsplit(page.url).query)


def told(widget: Locator) -> Locator:
    """Every request told since the reader's turn, oldest first: "All N requests" unfolded (when there is more
    than one), then the newest, the narration."""
    fold = widget.locator('[data-hf-action="older"]')
    if fold.is_visible() and fold.get_attribute("aria-expanded") != "true":
        fold.click()
    return widget.locator("[data-hf-older] li, [data-hf-narration]")


def reasons(widget: Locator) -> Locator:
    """The reasons shown under those requests, oldest first."""
    told(widget)
    return widget.locator("[data-hf-older] li [data-hf-why], [data-hf-narration-why]:not([hidden])")


def take_hint(widget: Locator) -> dict[str, str]:
    """Press Hint, read the hint shown, press "Make this request"; the hint as shown."""
    done = int(widget.get_attribute("data-hf-requests") or "0")
    widget.locator('[data-hf-action="hint"]').click()
    ask = widget.locator("[data-hf-hint-ask]")
    expect(ask).to_be_visible()
    shown = {
        "target": ask.get_attribute("data-hf-hint-target") or "",
        "card": ask.get_attribute("data-hf-hint-card") or "",
        "text": ask.inner_text(),
        "why": widget.locator("[data-hf-hint-why]").inner_text(),
    }
    assert shown["target"] and shown["card"] and shown["why"]
    widget.locator('[data-hf-action="take-hint"]').click()
    expect(widget).to_have_attribute("data-hf-requests", str(done + 1))
    expect(widget).to_have_attribute("aria-busy", "false")
    return shown


def play_on(widget: Locator, *, until_hints: int | None = None) -> None:
    """The computer plays with "Play on to my turn"; on the reader's turn, the hint is taken while fewer than
    ``until_hints`` were used, else the first card offered is asked for. Until the end (or, with
    ``until_hints``, until that many hints were taken)."""
    for _ in range(MAX_STEPS):
        if widget.get_attribute("data-hf-over") == "true":
            return
        turn = widget.get_attribute("data-hf-turn")
        used = int(widget.get_attribute("data-hf-hints") or "0")
        if until_hints is not None and used >= until_hints:
            return
        requests = widget.get_attribute("data-hf-requests") or ""
        if turn == "you" and until_hints is not None:
            take_hint(widget)
        elif turn == "you":
            widget.locator("[data-hf-target]").first.click()
            widget.locator("[data-hf-ask-card]").first.click()
            expect(widget).not_to_have_attribute("data-hf-requests", requests, timeout=30_000)
        else:
            widget.locator('[data-hf-action="skip"]').click()
            expect(widget).not_to_have_attribute("data-hf-turn", "computer", timeout=60_000)
        expect(widget).to_have_attribute("aria-busy", "false")
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_names_an_allowed_request_with_its_reason_and_making_it_plays_it(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}play/?code={DEFAULT_CODE}", settle=False)  # the reader begins
    widget = ready(page)
    assert widget.get_attribute("data-hf-turn") == "you"
    expect(widget.locator("[data-hf-hint]")).to_be_hidden()
    allowed = [t.get_attribute("data-hf-target") for t in widget.locator("[data-hf-target]").all()]
    expected = cpython(web.hint, lang, DEFAULT_CODE, [])["hint"]
    widget.locator('[data-hf-action="hint"]').click()
    ask = widget.locator("[data-hf-hint-ask]")
    expect(ask).to_have_text(say("play.hint-best", lang, target=expected["target"], card=expected["card"]))
    expect(widget.locator("[data-hf-hint-why]")).to_have_text(say("widget.why", lang, why=expected["why"]))
    expect(widget.locator("[data-hf-hint-why]")).to_have_attribute("data-hf-why", expected["reason"]["kind"])
    violations = axe(page)
    assert not violations, describe_violations(violations)
    # An allowed request: the picker offers that player, and that card once the player is picked.
    assert expected["target"] in allowed
    widget.locator(f'[data-hf-target="{expected["target"]}"]').click()
    expect(widget.locator(f'[data-hf-ask-card="{expected["card"]}"]')).to_have_count(1)
    # Counted once a turn, and in the link.
    expect(widget).to_have_attribute("data-hf-hints", "1")
    expect(widget.locator('[data-hf-action="hint"]')).to_be_disabled()
    assert query(page)["h"] == ["1"]
    # Making it plays it: the request the narration tells is the hint's.
    widget.locator('[data-hf-action="take-hint"]').click()
    expect(widget).to_have_attribute("data-hf-requests", "1")
    asked = cpython(web.ask, lang, DEFAULT_CODE, [], target=expected["target"], card=expected["card"])
    expect(widget.locator("[data-hf-narration]")).to_have_text(asked["result"]["text"])
    expect(widget.locator("[data-hf-hint]")).to_be_hidden()
    assert query(page)["h"] == ["1"]
    assert desktop.console_errors == []


def test_the_count_of_hints_is_kept_across_the_language_switch_and_said_at_the_end(desktop: Tab) -> None:
    code = teaching.encode_code(3, 2, 4242)  # three players, the reader begins
    page = desktop.goto(f"play/?code={code}&bot=random", settle=False)
    widget = ready(page)
    play_on(widget, until_hints=2)
    expect(widget).to_have_attribute("data-hf-hints", "2")
    assert query(page)["h"] == ["2"]
    requests = widget.get_attribute("data-hf-requests")
    page.locator('.md-header .md-select a[hreflang="fr"]').evaluate("a => a.click()")  # lang-switch.js keeps the link
    page.wait_for_url(re.compile(r"/fr/play/"))
    widget = ready(page)
    expect(widget).to_have_attribute("data-hf-requests", requests or "")
    expect(widget).to_have_attribute("data-hf-hints", "2")
    play_on(widget, until_hints=3)  # one more hint, in French
    play_on(widget)
    used = widget.locator("[data-hf-end] [data-hf-hints-used]")
    expect(used).to_be_visible()
    expect(used).to_have_text(say("play.hints-used", "fr", n=3))
    assert used.get_attribute("data-hf-hints") == "3"
    assert query(page)["h"] == ["3"]
    # Back to English: the same count, said in English.
    page.locator('.md-header .md-select a[hreflang="en"]').evaluate("a => a.click()")
    page.wait_for_url(re.compile(r"/play/\?"))
    widget = ready(page)
    expect(widget).to_have_attribute("data-hf-over", "true")
    expect(widget.locator("[data-hf-end] [data-hf-hints-used]")).to_have_text(say("play.hints-used", "en", n=3))
    assert desktop.console_errors == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_hint_is_said_as_such_at_the_end(phone: Tab, lang: str) -> None:
    code = teaching.encode_code(2, 1, 1)  # two players: a short deal
    page = phone.goto(f"{PREFIX[lang]}play/?code={code}&bot=random", settle=False)
    widget = ready(page)
    play_on(widget)
    expect(widget.locator("[data-hf-hints-used]")).to_have_text(say("play.hints-used.none", lang))
    assert "h" not in query(page)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_say_why_shows_each_computer_requests_reason_and_turns_off(phone: Tab, lang: str) -> None:
    code = teaching.encode_code(6, 0, 31)  # seat 2 begins: five computer players may ask before the reader
    page = phone.goto(f"{PREFIX[lang]}play/?code={code}", settle=False)
    widget = ready(page)
    switch = widget.get_by_label(say("widget.say-why", lang))
    expect(switch).not_to_be_checked()
    switch.check()
    widget.locator('[data-hf-action="skip"]').tap()
    expect(widget).to_have_attribute("data-hf-turn", re.compile("you|none"), timeout=60_000)
    # What CPython's bot_move says, request after request, for the same game.
    requests: list[list[str]] = []
    expected = []
    for _ in range(int(widget.get_attribute("data-hf-requests") or "0")):
        answer = cpython(web.bot_move, lang, code, requests, bot="smart")
        expected.append(say("widget.why", lang, why=answer["result"]["why"]))
        requests = answer["state"]["setup"]["requests"]
    assert expected
    expect(reasons(widget)).to_have_text(expected)
    expect(widget.locator("[data-hf-narration-why]")).to_have_text(expected[-1])
    assert query(page)["why"] == ["1"]
    violations = axe(page)
    assert not violations, describe_violations(violations)
    # Back shows the reason of the request shown.
    if len(expected) > 1:
        widget.locator('[data-hf-action="back"]').tap()
        expect(widget.locator("[data-hf-narration-why]")).to_have_text(expected[-2])
        widget.locator('[data-hf-action="next"]').tap()
    # The language switch replays the link and says the same reasons in the other language.
    other = "fr" if lang == "en" else "en"
    page.locator(f'.md-header .md-select a[hreflang="{other}"]').evaluate("a => a.click()")
    page.wait_for_url(re.compile(r"/fr/play/" if other == "fr" else r"/play/\?"))
    widget = ready(page)
    requests = []
    translated = []
    for _ in expected:
        answer = cpython(web.bot_move, other, code, requests, names=lang, bot="smart")
        translated.append(say("widget.why", other, why=answer["result"]["why"]))
        requests = answer["state"]["setup"]["requests"]
    expect(reasons(widget)).to_have_text(translated)
    # Off: no reason anywhere, and the link forgets it.
    widget.get_by_label(say("widget.say-why", other)).uncheck()
    expect(widget.locator("[data-hf-why]:visible")).to_have_count(0)
    expect(widget.locator("[data-hf-narration-why]")).to_be_hidden()
    assert "why" not in query(page)
    expect(told(widget)).to_have_count(len(expected))  # the requests are still told
    assert phone.console_errors == []


@pytest.mark.parametrize(("lang", "words"), [("en", "count of hints"), ("fr", "nombre d’indices")])
@pytest.mark.parametrize("hostile", ["<img src=x onerror=alert(1)>", "2001", "-1", "١٢", "1e3"])
def test_a_bad_hint_count_in_the_link_gets_a_message_never_html(desktop: Tab, lang: str, words: str,
                                                                  hostile: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}play/?code={DEFAULT_CODE}&h={hostile}", settle=False)
    widget = ready(page)
    message = widget.locator("[data-hf-message]")
    expect(message).to_be_visible()
    expect(message).to_contain_text(words)
    assert hostile not in message.inner_text()
    assert page.locator("img[src=x]").count() == 0
    expect(widget).to_have_attribute("data-hf-hints", "0")
    expect(widget).to_have_attribute("data-hf-turn", "you")  # the game itself is played as usual
    assert desktop.console_errors == []
