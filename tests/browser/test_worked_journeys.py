"""The worked example as whole journeys (issue 21): a reader with a phone steps through it and opens "What if?" at
any step to make requests there; a teacher steps through its projector view at 1280x800 and 1920x1080. Both
languages, seeded random walks sized by what they find (``worked_journeys.py``), every invariant there checked
after every action; a failure prints the shortest walk Hypothesis finds that breaks one.

``make site`` first; "What if?" starts Python, so run this file alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from browsing import PHONE, WARMING_OFF, foreign
from journeys import PROJECTOR_SIZES
from playwright.sync_api import Browser, BrowserContext
from siteserver import SiteServer
from worked_journeys import walk_phone, walk_projector


@contextmanager
def context(browser: Browser, server: SiteServer, options: dict[str, Any]) -> Iterator[BrowserContext]:
    ctx = browser.new_context(**{"service_workers": "block", **options})
    ctx.add_init_script(WARMING_OFF)
    ctx.route(foreign(server.url), lambda route: route.abort())  # nothing leaves the machine
    try:
        yield ctx
    finally:
        ctx.close()


# Each language walks its own family of walks (journeys.walk's variant): together they reach more states than twice
# the same walks (worked_journeys.PHONE_WALK).
@pytest.mark.parametrize(("lang", "variant"), [("en", 0), ("fr", 6)], ids=["en", "fr"])
def test_phone_journey_through_every_step_and_what_if(browser: Browser, site_server: SiteServer, lang: str,
                                                      variant: int) -> None:
    with context(browser, site_server, PHONE) as ctx:
        walked = walk_phone(ctx, site_server.url, lang, strict=True, variant=variant)
    # The walks went through the whole example and into "What if?" at several steps, with requests made there. The
    # walks are seeded: the same ones every run, unless what the page offers depends on timing; a failure here says
    # each walk's actions, to be compared with another run's.
    walks = "\n".join(" > ".join(j.log) for j in walked.journeys)
    assert walked.steps == set(range(6)), f"{walked.steps}; the walks:\n{walks}"
    assert len(walked.whatif_at) >= 3, f"{walked.whatif_at}; the walks:\n{walks}"
    assert walked.requests >= 6, f"{walked.requests}; the walks:\n{walks}"


# A family of walks per language and screen, as on the phone (worked_journeys.PROJECTOR_WALK).
PROJECTOR_WALKS = [("en", PROJECTOR_SIZES[0], 0), ("fr", PROJECTOR_SIZES[0], 4), ("en", PROJECTOR_SIZES[1], 2),
                   ("fr", PROJECTOR_SIZES[1], 3)]


@pytest.mark.parametrize(("lang", "size", "variant"), PROJECTOR_WALKS,
                         ids=[f"{s['width']}x{s['height']}-{lang}" for lang, s, _v in PROJECTOR_WALKS])
def test_projector_journey(browser: Browser, site_server: SiteServer, lang: str, size: dict[str, int],
                           variant: int) -> None:
    with context(browser, site_server, {"viewport": size}) as ctx:
        walked = walk_projector(ctx, site_server.url, lang, strict=True, variant=variant)
    assert walked.steps == set(range(6)), walked.steps
    assert min(walked.measures("seats on screen")) == 1
