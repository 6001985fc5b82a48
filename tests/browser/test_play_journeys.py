"""The play page's journeys (issue 21), walked as seeded random walks with the invariants of ``play_walk.py``
checked after every action: a game on a phone (360x740, touch) with picks, Next, Back, "Play on", Hint, "Say why"
and the language switch, and the projector view at 1280x800 and 1920x1080, in both languages. A whole game to its
end is walked too, on the phone and on the projector.

``make site`` first. A failure prints the walk (the actions since the page opened) that broke an invariant.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from browsing import PHONE, Tab, open_tab
from journeys import PROJECTOR_SIZES
from play_walk import PlayWalk, walk_play
from playwright.sync_api import Browser
from siteserver import SiteServer

WALKS = 12  # seeds, one deal each (play_walk.DEALS)
PHONE_STEPS = 14
PROJECTOR_STEPS = 10


@pytest.fixture
def projector_tab(browser: Browser, site_server: SiteServer, request: pytest.FixtureRequest) -> Iterator[Tab]:
    yield from open_tab(browser, site_server, {"viewport": request.param})


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_game_on_a_phone_holds_at_every_step(phone: Tab, lang: str) -> None:
    walker = PlayWalk(phone.page, phone.server.url, lang, phone.console_errors)
    walk_play(walker, walks=WALKS, steps=PHONE_STEPS)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("projector_tab", PROJECTOR_SIZES, indirect=True,
                         ids=[f"{s['width']}x{s['height']}" for s in PROJECTOR_SIZES])
def test_the_projector_view_holds_at_every_step(projector_tab: Tab, lang: str) -> None:
    walker = PlayWalk(projector_tab.page, projector_tab.server.url, lang, projector_tab.console_errors,
                      projector=True)
    walk_play(walker, walks=WALKS, steps=PROJECTOR_STEPS)
