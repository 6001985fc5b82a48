"""The explorer's "Say why" switch, in headless Chromium (``make site``): with it on, each computer request is
followed by the computer player's reason, the sentence CPython's hf_core.web.bot_move gives for the same
position, in the page's language; with it off, no reason is shown. Run it on its own.
"""

from __future__ import annotations

import json

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab
from playwright.sync_api import expect

from hf_core import web

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start (issue 37: fewer first starts in the suite).
pytestmark = pytest.mark.return_visit

EXPLORE = {"en": "explore/", "fr": "fr/explore/"}
WORDS = {
    "en": ("Computer players", "Say why the computer asks", "Computer plays this turn", "Why: "),
    "fr": (
        "Joueurs automatiques",
        "Dire pourquoi l’ordinateur demande",
        "L’ordinateur joue ce tour",
        "Pourquoi\u00a0: ",
    ),
}
SETUP = {"players": ["Ann", "Ben", "Cara"], "seed": 5, "dealer": 0}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_say_why_shows_the_computer_players_reason(desktop: Tab, lang: str) -> None:
    page = desktop.goto(EXPLORE[lang] + "?players=Ann,Ben,Cara&seed=5&dealer=0", settle=False)
    widget = page.locator('[data-hf-widget="explorer"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    bots, switch, button, prefix = WORDS[lang]
    widget.locator("summary", has_text=bots).click()
    widget.get_by_role("button", name=button).click()  # switch off: the request only
    expect(widget).to_have_attribute("data-hf-requests", "1", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget.locator("[data-hf-why]")).to_have_count(0)
    widget.get_by_label(switch).check()
    widget.get_by_role("button", name=button).click()
    expect(widget).to_have_attribute("data-hf-requests", "2", timeout=RUNTIME_TIMEOUT_MS)
    first = json.loads(web.bot_move(json.dumps({**SETUP, "requests": [], "bot": "smart", "lang": lang})))
    second = json.loads(
        web.bot_move(
            json.dumps({**SETUP, "requests": first["state"]["setup"]["requests"], "bot": "smart", "lang": lang})
        )
    )
    why = widget.locator("[data-hf-why]")
    expect(why).to_have_text(prefix + second["result"]["why"])
    expect(why).to_have_attribute("data-hf-why", second["result"]["reason"]["kind"])
