"""The site under the security headers the README recommends (security-headers.txt, read here as is), and
served with no header at all (as GitHub Pages does), where the policy comes from the pages' own
``<meta http-equiv>``: every kind of page works and the browser reports no Content-Security-Policy violation.

The pages: the home page, the worked example stepped through, the explorer answering a request with
Python loaded in its worker, the game against the computer, the exercises, the comparison of rules, and
search (Material's own worker). A control page with an inline script the policy does not list shows that
a violation would be seen. A violation inside a worker reaches neither the page's listener nor its console,
so each test also asks for the work done there (Python's answers, search results): without
'wasm-unsafe-eval', for example, the widgets' runtime fails and these tests fail with it. The widgets that need
Python are visited in one tab: the first starts it afresh, the others from the snapshot it kept.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from browsing import DESKTOP, ROOT, SITE, SNAPSHOT_KEPT, Tab, open_tab, wait_in_page
from playwright.sync_api import Browser, expect
from siteserver import SiteServer, serve
from test_search import WAIT_PLACEHOLDER_JS, WAIT_RESULTS_JS
from test_widgets import BUTTONS, WORKED, errors, ready

HEADERS_FILE = ROOT / "security-headers.txt"

# Violations seen by the page itself (the console carries them too; this also catches report-only ones).
RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(
    `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
"""


def recommended_headers(path: Path = HEADERS_FILE) -> dict[str, str]:
    """``{name: value}`` of security-headers.txt (one ``Name: value`` per line; ``#`` starts a comment)."""
    headers: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, value = line.split(":", 1)
            headers[name.strip()] = value.strip()
    return headers


@pytest.fixture(scope="module", params=["headers", "meta"])
def strict_server(request: pytest.FixtureRequest) -> Iterator[SiteServer]:
    """The site with the recommended headers, or with none (the policy then comes from the pages' meta)."""
    with serve(SITE, headers=recommended_headers() if request.param == "headers" else None) as server:
        yield server


@pytest.fixture
def strict(browser: Browser, strict_server: SiteServer) -> Iterator[Tab]:
    for tab in open_tab(browser, strict_server, DESKTOP):
        tab.context.add_init_script(RECORD_VIOLATIONS)
        yield tab


def violations(tab: Tab) -> list[str]:
    """CSP violations: the page's own record, and the browser's console messages about the policy."""
    seen: list[str] = tab.page.evaluate("window.__cspViolations || []")
    return seen + [e for e in errors(tab) if "Content Security Policy" in e or "Content-Security-Policy" in e]


def assert_clean(tab: Tab) -> None:
    assert violations(tab) == []
    assert errors(tab) == []
    assert tab.foreign_requests == []


def test_the_headers_are_sent(strict: Tab) -> None:
    response = strict.page.goto(strict.url(""), wait_until="load")
    assert response is not None
    sent = response.all_headers()
    if "content-security-policy" not in sent:  # served without headers: the page carries the policy
        sent = {"content-security-policy": strict.page.get_attribute(
            'meta[http-equiv="Content-Security-Policy"]', "content") or ""}
        assert "frame-ancestors" not in sent["content-security-policy"]
    else:
        for name, value in recommended_headers().items():
            assert sent.get(name.lower()) == value
    assert "'unsafe-inline'" not in sent["content-security-policy"]
    assert "'unsafe-eval'" not in sent["content-security-policy"]
    assert_clean(strict)


def test_a_violation_would_be_seen(strict: Tab) -> None:
    page = strict.goto("asking/")
    page.evaluate("""() => {
        const script = document.createElement("script");
        script.textContent = "document.title = 'ran'";
        document.head.append(script);
    }""")
    expect(page).not_to_have_title("ran")  # the unlisted inline script did not run
    page.wait_for_function("() => window.__cspViolations.length > 0")
    assert any("script-src" in v for v in violations(strict))


@pytest.mark.parametrize("path", ["", "fr/", "asking/", "fr/printables/cards/", "404.html"])
def test_plain_pages(strict: Tab, path: str) -> None:
    page = strict.goto(path)
    expect(page.locator(".md-content")).to_be_visible()
    assert_clean(strict)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_worked_example_steps(strict: Tab, lang: str) -> None:
    page = strict.goto(WORKED[lang], settle=False)
    widget = ready(page, '[data-hf-widget="worked-example"]')
    first = widget.locator("[data-hf-narration]").inner_text()
    next_ = widget.get_by_role("button", name=BUTTONS[lang][1], exact=True)
    for _ in range(3):
        next_.click()
    expect(widget.locator("[data-hf-narration]")).not_to_have_text(first)
    expect(widget.locator("[data-hf-counter]")).to_contain_text("3")  # "Step 3 of 5": three steps on from the deal
    assert_clean(strict)


def test_every_python_widget_on_a_first_visit_and_then_from_the_snapshot(strict: Tab) -> None:
    """One reader under the policy, page after page in one tab: the explorer answers a request with Python started
    afresh (a first visit), then the game against the computer, the exercises and the comparison of rules start it
    from the snapshot that start kept (a return visit). (One context, one first start a server: issue 37.)"""
    page = strict.goto("explore/?players=Ann,Ben,Cara&seed=5&dealer=0", settle=False)
    widget = ready(page, '[data-hf-widget="explorer"]')
    assert page.evaluate("window.__hfRuntimeFrom") == "start"
    before = widget.get_attribute("data-hf-requests") or "0"
    widget.get_by_role("button", name="Ask", exact=True).click()
    expect(widget).to_have_attribute("data-hf-requests", str(int(before) + 1))
    assert_clean(strict)
    assert wait_in_page(page, SNAPSHOT_KEPT), "no snapshot was kept"

    page = strict.goto("fr/play/?code=0000-04W&bot=random", settle=False)
    widget = ready(page, '[data-hf-widget="play"]')
    assert page.evaluate("window.__hfRuntimeFrom") == "snapshot"
    requests = widget.get_attribute("data-hf-requests") or ""
    if widget.get_attribute("data-hf-turn") == "you":
        widget.locator("[data-hf-target]").first.click()
        widget.locator("[data-hf-ask-card]").first.click()
    else:
        widget.locator('[data-hf-action="next"]').click()
    expect(widget).not_to_have_attribute("data-hf-requests", requests, timeout=30_000)
    assert_clean(strict)

    for path in ("exercises/", "other-rules/"):
        strict.goto(path, settle=False)
        stages = strict.wait_runtime()
        assert stages and set(stages) == {"ready"}, (path, stages)
        assert_clean(strict)


def test_search(strict: Tab) -> None:
    page = strict.goto("faq/", settle=False)
    page.click(".md-search__input")
    page.wait_for_function(WAIT_PLACEHOLDER_JS, timeout=15_000)  # the empty query's answer in first (test_search)
    page.keyboard.type("shuffle", delay=20)
    page.wait_for_function(WAIT_RESULTS_JS, timeout=15_000)
    assert page.locator(".md-search-result__link").count() > 0
    assert_clean(strict)


def test_the_policy_names_no_host() -> None:
    """Everything the pages load comes from the site itself."""
    policy = recommended_headers()["Content-Security-Policy"]
    assert not re.search(r"https?:|\*", policy)
