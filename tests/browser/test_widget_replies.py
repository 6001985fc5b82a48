"""Every widget checks each reply (issue 36, item 2): a failed reply never becomes a TypeError nor a half-drawn
widget. The page's worker is wrapped (an init script around ``Worker``) so that the first answer of each
hf_core.web function is a failure: Python's own error (``internal``), a call that did not come back (rejected), or
an answer that cannot be read. The widget shows the reader's message, in the page's language, with Retry; Retry
makes the call again and the widget goes on as usual; no uncaught error, nothing logged as an error."""

from __future__ import annotations

import json

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab
from playwright.sync_api import Locator, Page, expect

from hf_core.words import say

PREFIX = {"en": "", "fr": "fr/"}

# What a widget does with a failed reply, not Python's first start: the tabs of the worker's kept context (conftest),
# Python from the snapshot (issue 37).
pytestmark = pytest.mark.return_visit

# The first "result" of each function (ping aside) is replaced, as the page receives it from the worker.
FAIL_FIRST = """(() => {
  const mode = %s;
  const Native = window.Worker;
  const failed = new Set();
  window.__hfFailed = [];
  const spoil = (worker, data) => {
    const func = worker.__hfCalls.get(data.id);
    if (!data || data.type !== "result" || !data.ok || !func || func === "ping" || failed.has(func)) return data;
    failed.add(func);
    window.__hfFailed.push(func);
    if (mode === "reject") return { ...data, ok: false, value: undefined, error: "the worker stopped" };
    if (mode === "garbage") return { ...data, value: "<html>not an answer" };
    return { ...data, value: JSON.stringify({ ok: false, error: { code: "internal",
      message: "ZipImportError: bad local file header: '/lib/python314.zip'" } }) };
  };
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.__hfCalls = new Map();
    }
    postMessage(message, ...rest) {
      if (message && message.type === "call") this.__hfCalls.set(message.id, message.func);
      return super.postMessage(message, ...rest);
    }
    get onmessage() {
      return super.onmessage;
    }
    set onmessage(handler) {
      super.onmessage = typeof handler === "function"
        ? (event) => handler.call(this, { data: spoil(this, event.data), target: this }) : handler;
    }
  };
})();"""

MESSAGE = {"internal": "loader.engine-error", "reject": "loader.no-answer", "garbage": "loader.bad-answer"}


def fail_first(tab: Tab, mode: str = "internal") -> None:
    tab.page.add_init_script(FAIL_FIRST % json.dumps(mode))  # the tab's page only: a kept context's next tab is clean


def problem(widget: Locator) -> Locator:
    return widget.locator("[data-hf-reply-problem]")


def expect_problem(widget: Locator, lang: str, mode: str = "internal") -> Locator:
    line = problem(widget)
    expect(line).to_be_visible(timeout=RUNTIME_TIMEOUT_MS)
    expect(line).to_contain_text(say(MESSAGE[mode], lang))
    expect(widget).to_have_attribute("data-hf-problem", "true")
    retry = line.get_by_role("button", name=say("loader.retry", lang))
    expect(retry).to_be_visible()
    return retry


def expect_healed(page: Page, widget: Locator, errors: list[str]) -> None:
    expect(problem(widget)).to_have_count(0)
    expect(widget).not_to_have_attribute("data-hf-problem", "true")
    assert errors == [], errors
    assert page.evaluate("window.__hfFailed.length") >= 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_play_shows_the_failure_of_its_first_deal_with_retry(desktop: Tab, lang: str) -> None:
    fail_first(desktop)
    page = desktop.goto(f"{PREFIX[lang]}play/", settle=False)
    widget = page.locator('[data-hf-widget="play"]')
    retry = expect_problem(widget, lang)
    expect(widget).not_to_have_attribute("data-hf-ready", "true")  # waits where it was, not half-drawn
    retry.click()
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect(widget.locator("[data-hf-target]").first).to_be_visible()
    expect_healed(page, widget, desktop.console_errors)
    # A request whose answer fails: the same message and Retry in the game's feedback, then the request is made.
    widget.locator("[data-hf-target]").first.click()
    widget.locator("[data-hf-ask-card]:not([disabled])").first.click()
    expect_problem(widget, lang).click()
    expect(widget).to_have_attribute("data-hf-requests", "1", timeout=RUNTIME_TIMEOUT_MS)
    expect_healed(page, widget, desktop.console_errors)


@pytest.mark.parametrize("mode", ["reject", "garbage"])
def test_a_call_with_no_answer_or_an_unreadable_one_is_said_too(desktop: Tab, mode: str) -> None:
    fail_first(desktop, mode)
    page = desktop.goto("explore/", settle=False)
    widget = page.locator('[data-hf-widget="explorer"]')
    expect_problem(widget, "en", mode).click()
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect_healed(page, widget, desktop.console_errors)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_explorer_pass_and_play_and_an_exercise_retry(desktop: Tab, lang: str) -> None:
    fail_first(desktop)
    page = desktop.goto(f"{PREFIX[lang]}explore/", settle=False)
    widget = page.locator('[data-hf-widget="explorer"]')
    expect_problem(widget, lang).click()
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect_healed(page, widget, desktop.console_errors)

    page = desktop.goto(f"{PREFIX[lang]}pass-and-play/", settle=False)
    widget = page.locator('[data-hf-widget="pass-play"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    widget.get_by_role("button", name=say("pass.deal", lang)).click()
    expect_problem(widget, lang).click()
    expect(widget).to_have_attribute("data-hf-open", "true", timeout=RUNTIME_TIMEOUT_MS)
    expect_healed(page, widget, desktop.console_errors)

    page = desktop.goto(f"{PREFIX[lang]}exercises/", settle=False)
    widget = page.locator('[data-hf-widget="exercises"]').first
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    widget.locator("[data-hf-choice]").first.click()
    expect_problem(widget, lang).click()
    expect(widget.locator("[data-hf-correct]")).to_be_visible(timeout=RUNTIME_TIMEOUT_MS)
    expect_healed(page, widget, desktop.console_errors)
