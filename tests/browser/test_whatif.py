"""The worked example's "What if?" and starting the runtime on need (issue 16, items 2 and 3).

- The worked example steps with no runtime; "What if?" (at any step) starts it, a request made there is
  answered by the engine, and "Back to the example" draws the step it left again. Both languages.
- Elsewhere, a widget starts the runtime only when it comes near the viewport (or on first interaction); a
  reader whose browser saves data gets "Load the interactive version (N MB)" and nothing downloads before
  the tap.

Build first: ``make site``.
"""

from __future__ import annotations

import pytest
from browsing import Tab
from playwright.sync_api import expect

PREFIX = {"en": "", "fr": "fr/"}
RUNTIME = "/assets/pyodide/"
WAIT_MS = 120_000


HANDS = """(el) => [...el.querySelectorAll('[data-player]')].map((seat) =>
    seat.dataset.player + ':' + [...seat.querySelectorAll('[data-card]')].map((c) => c.dataset.card).join(','))"""


def runtime_requests(tab: Tab) -> list[str]:
    return [url for url in tab.requested if RUNTIME in url]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_what_if_starts_the_runtime_and_back_restores_the_step(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}worked-example/", settle=False)
    widget = page.locator('[data-hf-widget="worked-example"]')
    expect(widget).to_have_attribute("data-hf-ready", "true")
    next_button = widget.locator('[data-hf-action="next"]')
    next_button.click()
    next_button.click()
    expect(widget).to_have_attribute("data-hf-step", "2")
    narration = widget.locator("[data-hf-narration]").inner_text()
    board = widget.locator("[data-hf-board]").inner_html()
    counter = widget.locator("[data-hf-counter]").inner_text()
    board_hands = widget.locator("[data-hf-board]").evaluate(HANDS)
    assert runtime_requests(desktop) == [], "stepping the example needs no runtime"

    widget.locator('[data-hf-action="whatif"]').click()
    branch = widget.locator("[data-hf-branch]")
    expect(branch).to_be_visible()
    expect(branch.locator(".admonition-title")).to_have_text("What if?" if lang == "en" else "Et si… ?")
    assert counter in branch.locator("[data-hf-banner]").inner_text()  # says which step it left
    expect(next_button).to_be_disabled()
    form = branch.locator('[data-hf-form="whatif"]')
    expect(form.locator('button[type="submit"]')).to_be_enabled(timeout=WAIT_MS)
    assert runtime_requests(desktop), "What if? loads the runtime"
    # The position is the step's: the same hands before any new request.
    hands = widget.locator("[data-hf-board]").evaluate(HANDS)
    assert hands == board_hands

    # A request made there: the engine answers, and the narration and picture change.
    form.locator('button[type="submit"]').click()
    expect(widget.locator("[data-hf-narration]")).not_to_have_text(narration, timeout=WAIT_MS)
    assert widget.locator("[data-hf-board]").evaluate(HANDS) != hands
    asked = widget.locator("[data-hf-narration]").inner_text()
    # The computer plays on from there.
    branch.locator('[data-hf-action="bot"]').click()
    expect(widget.locator("[data-hf-narration]")).not_to_have_text(asked, timeout=WAIT_MS)

    branch.locator('[data-hf-action="back"]').click()
    expect(branch).to_be_hidden()
    expect(widget).to_have_attribute("data-hf-step", "2")
    assert widget.locator("[data-hf-narration]").inner_text() == narration
    assert widget.locator("[data-hf-board]").inner_html() == board
    assert widget.locator("[data-hf-counter]").inner_text() == counter
    next_button.click()
    expect(widget).to_have_attribute("data-hf-step", "3")
    assert desktop.console_errors == []
