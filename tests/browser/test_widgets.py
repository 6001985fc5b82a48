"""The interactive widgets in headless Chromium, against the built site (``make site`` first).

What a reader would notice: the worked example steps to Cara's turn and back in both languages; the
explorer refuses an illegal request naming the right rule, with a link to its paragraph; a shared
link reproduces the same deal and position; a hostile link gives a message and a fresh deal, never
HTML from the URL; the widgets work in a phone viewport without sideways page scroll; axe finds no
serious or critical problem once they are running.

Python starts in each page, so these tests are slow on a shared machine: run them selectively
(``pytest tests/browser/test_widgets.py -k worked``).
"""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urljoin, urlsplit

import pytest
from browsing import AXE, RUNTIME_TIMEOUT_MS, SITE, Tab, describe_violations
from playwright.sync_api import Locator, Page, expect

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit

WORKED = {"en": "worked-example/", "fr": "fr/worked-example/"}
EXPLORE = {"en": "explore/", "fr": "fr/explore/"}
BUTTONS = {
    "en": ("Previous", "Next", "Reset"),
    "fr": ("Précédent", "Suivant", "Recommencer"),
}
# What step 2 of the worked example says: its headline, and the reason folded below it.
NO_TO_CARA = {
    "en": "Alice asks Cara for B2: no, so Cara plays next.",
    "fr": "Alice demande B2 à Cara\u00a0: non, c’est donc à Cara de jouer.",
}
CARA_TURN = {
    "en": re.compile(r"It is now Cara’s turn[^.]*not Ben"),
    "fr": re.compile(r"C’est maintenant à Cara de jouer[^.]*non Ben"),
}


def errors(tab: Tab) -> list[str]:
    """Console errors, leaving out the theme's own sitemap.xml probe (not the widgets' business)."""
    return [e for e in tab.console_errors if "sitemap.xml" not in e]


def ready(page: Page, selector: str) -> Locator:
    widget = page.locator(selector)
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)
    return widget


def seat(widget: Locator, name: str) -> Locator:
    return widget.locator(f'.hf-seat[data-player="{name}"]')


def hand(widget: Locator, name: str) -> list[str]:
    labels: list[str] = seat(widget, name).locator(".hf-hand .hf-card").evaluate_all(
        "cards => cards.map((c) => c.dataset.card)"
    )
    return labels


# ------------------------------------------------------------------------ the worked example


@pytest.mark.first_visit
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_worked_example_steps_as_the_page_tells_it_with_no_runtime(desktop: Tab, lang: str) -> None:
    """The deal, then Steps 1 to 5 of the page, with every request for the Python runtime blocked: the steps
    were computed when the site was built and ship with the page."""
    desktop.page.route("**/assets/pyodide/**", lambda route: route.abort())
    page = desktop.goto(WORKED[lang], settle=False)
    widget = page.locator('[data-hf-widget="worked-example"]')
    static_text = widget.locator("[data-hf-narration]").inner_text()
    static_board = hand(widget, "Alice")
    widget = ready(page, '[data-hf-widget="worked-example"]')
    previous, next_, reset = (widget.get_by_role("button", name=n, exact=True) for n in BUTTONS[lang])
    narration = widget.locator("[data-hf-narration]")
    counter = widget.locator("[data-hf-counter]")

    # What the page draws first is what the build rendered.
    assert narration.inner_text() == static_text
    assert hand(widget, "Alice") == static_board
    expect(previous).to_be_disabled()
    expect(seat(widget, "Alice")).to_have_class(re.compile("is-current"))
    expect(counter).to_have_text({"en": "The deal", "fr": "La donne"}[lang])

    next_.click()  # Step 1: Alice asks Ben for A3, gets it, lays family A down and keeps the turn
    expect(narration).to_contain_text("A3")
    expect(counter).to_contain_text("1")
    expect(seat(widget, "Alice")).to_have_attribute("data-families", "A")
    expect(seat(widget, "Alice").locator(".hf-seat__score")).to_contain_text("1")
    expect(seat(widget, "Alice")).to_have_class(re.compile("is-current"))
    page.keyboard.press("ArrowRight")  # arrow keys work too. Step 2: Alice asks Cara for B2: no
    expect(narration).to_have_text(NO_TO_CARA[lang])  # the headline: who asked whom for what, and what came of it
    why = widget.locator("details[data-hf-why]")
    expect(why.locator("[data-hf-reasons]")).to_be_hidden()  # the reasons fold below it
    why.locator("summary").click()
    expect(why.locator("[data-hf-reasons]")).to_contain_text(CARA_TURN[lang])
    expect(seat(widget, "Cara")).to_have_class(re.compile("is-current"))
    expect(seat(widget, "Alice")).not_to_have_class(re.compile("is-current"))
    link = widget.locator("[data-hf-rule] a").last
    expect(link).to_have_attribute("href", re.compile(r"asking/#ask-failure-passes-to-asked$"))
    if lang == "fr":
        expect(link).to_have_attribute("href", re.compile(r"/fr/asking/"))
    next_.click()  # Step 3: Cara asks Alice for B1, then Ben for B2
    expect(seat(widget, "Cara").locator('[data-card="B1"]')).to_be_visible()
    next_.click()  # Step 4: Cara completes family B
    expect(seat(widget, "Cara")).to_have_attribute("data-families", "B")
    next_.click()  # Step 5: J and I, then Ben says no to K1: Ben's turn, the end, and what to try next
    expect(seat(widget, "Cara")).to_have_attribute("data-families", "B J I")
    expect(seat(widget, "Ben")).to_have_class(re.compile("is-current"))
    expect(next_).to_be_disabled()
    expect(widget.locator("[data-hf-rule] a").last).to_have_attribute("href", re.compile(r"explore/$"))

    previous.click()  # back to Step 4: Cara still plays
    expect(seat(widget, "Cara")).to_have_class(re.compile("is-current"))
    expect(counter).to_contain_text("4")
    reset.click()
    expect(narration).to_have_text(static_text)
    assert errors(desktop) == []
    assert not [url for url in desktop.requested if "/assets/pyodide/" in url]

    bench = page.evaluate("window.__hfBench")
    assert bench["firstInteractive"] > 0
    assert len(bench["steps"]) >= 7


@pytest.mark.first_visit
def test_worked_example_shows_next_before_its_script_has_run_and_answers_a_tap_then(desktop: Tab) -> None:
    """The example's buttons are shown as soon as the page is drawn, before its own script has run (it runs once the
    whole page is parsed): a reader who taps Next then is answered as soon as it runs, not ignored."""
    module = "/javascripts/hf/widgets/worked-example.js"
    gate = desktop.server.hold(module)
    page = desktop.page
    widget = page.locator('[data-hf-widget="worked-example"]')
    counter = widget.locator("[data-hf-counter]")
    try:
        page.goto(desktop.url(WORKED["en"]), wait_until="commit")
        next_ = widget.get_by_role("button", name="Next", exact=True)
        expect(next_).to_be_visible()
        next_.click()
        # The tap came before the example's script could run: the script is held at the gate, or not even asked for
        # yet (the page asks for it once parsed, which may come after its buttons are drawn); either way it waits
        # there now, and has not mounted the example.
        assert widget.get_attribute("data-hf-ready") is None
        assert gate.arrived.wait(timeout=60) and not gate.release.is_set()
        assert widget.get_attribute("data-hf-ready") is None  # held: the example's script has not run
        expect(counter).to_have_text("The deal")
    finally:
        gate.release.set()
        del desktop.server.gates[module]
    widget = ready(page, '[data-hf-widget="worked-example"]')
    expect(seat(widget, "Alice")).to_have_attribute("data-families", "A")  # Step 1: the tap was answered
    expect(counter).to_contain_text("1")
    expect(widget.get_by_role("button", name="Previous", exact=True)).to_be_enabled()
    assert errors(desktop) == []


@pytest.mark.first_visit
def test_worked_example_whose_script_cannot_come_shows_no_dead_buttons(desktop: Tab) -> None:
    """Should the example's script not come (a dropped connection), the buttons shown from the page's first frame
    are taken away once the page has loaded: nothing on screen that does nothing. The first step stays."""
    desktop.page.route("**/javascripts/hf/widgets/worked-example.js", lambda route: route.abort())
    page = desktop.goto(WORKED["en"], settle=False)
    widget = page.locator('[data-hf-widget="worked-example"]')
    expect(widget.locator("[data-hf-controls]")).to_be_hidden()
    first_step = "Cara dealt: Alice 15, Ben 15 and Cara 14. Alice begins."
    expect(widget.locator("[data-hf-narration]")).to_have_text(first_step)


@pytest.mark.first_visit
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_worked_example_answers_next_before_the_themes_script_has_run(desktop: Tab, lang: str) -> None:
    """A reader who taps Next as soon as the example is drawn is answered, even while the theme's script (Material's
    bundle: about 120 ms of work on a desktop, more on a phone) has not arrived: before, the page was not parsed to
    its end until that script had run, and the widget was mounted only after it, so the tap was lost. Once the
    script comes, the theme sets the page up around the example's step, and moving to another page stays instant."""
    html = (SITE / WORKED[lang] / "index.html").read_text(encoding="utf-8")
    found = re.search(r'<script src="([^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)"', html)
    assert found, "the page names Material's bundle"
    bundle = urlsplit(urljoin(desktop.url(WORKED[lang]), found.group(1))).path
    gate = desktop.server.hold(bundle)
    page = desktop.page
    try:
        page.goto(desktop.url(WORKED[lang]), wait_until="commit")
        widget = ready(page, '[data-hf-widget="worked-example"]')
        assert gate.arrived.is_set() and not gate.release.is_set()
        assert page.evaluate("() => typeof window.document$") == "undefined"  # the theme's script has not run
        counter = widget.locator("[data-hf-counter]")
        widget.get_by_role("button", name=BUTTONS[lang][1], exact=True).click()
        expect(seat(widget, "Alice")).to_have_attribute("data-families", "A")  # Step 1
        expect(counter).to_contain_text("1")
    finally:
        gate.release.set()
        del desktop.server.gates[bundle]
    page.wait_for_function("() => typeof window.document$ === 'object'")
    page.wait_for_load_state("load")
    expect(page.locator(".md-header__topic").first).to_be_visible()
    expect(counter).to_contain_text("1")  # the theme kept the reader's step
    page.keyboard.press("ArrowRight")
    expect(narration := widget.locator("[data-hf-narration]")).to_have_text(NO_TO_CARA[lang])
    assert narration.is_visible()
    # The page's scripts followed the theme's pages once it came: a link to another page is taken over in place.
    page.evaluate("() => { window.__samePage = true; }")
    page.locator('.md-content a[href*="asking/"] >> visible=true').first.click()
    expect(page).to_have_url(re.compile(r"/asking/"))
    expect(page.locator(".md-content h1")).to_be_visible()
    assert page.evaluate("() => window.__samePage === true && performance.getEntriesByName('hf:swapped').length")
    assert errors(desktop) == []


def test_worked_example_on_a_phone_shows_the_hands_of_the_step_near_next(phone: Tab) -> None:
    page = phone.goto(WORKED["en"], settle=False)
    widget = ready(page, '[data-hf-widget="worked-example"]')
    next_ = widget.get_by_role("button", name="Next", exact=True)
    for _ in range(4):  # Step 4: Cara asks Ben for B3 and lays family B down; Alice is not part of it
        next_.tap()
    expect(widget).to_have_attribute("data-hf-step", "4")
    expect(seat(widget, "Alice").locator(".hf-hand")).to_be_hidden()  # folded to its heading line
    expect(seat(widget, "Alice").locator(".hf-seat__count")).to_be_visible()  # which still says its size
    below = next_.bounding_box()
    family_b = seat(widget, "Cara").locator('.hf-family[data-family="B"]').bounding_box()
    assert below is not None and family_b is not None
    assert family_b["y"] - (below["y"] + below["height"]) < 740, "the hand that changed is within a screen of Next"


def test_worked_example_without_javascript_shows_the_first_step(no_script: Tab) -> None:
    page = no_script.goto(WORKED["en"], settle=False)
    widget = page.locator('[data-hf-widget="worked-example"]')
    headline = widget.locator("[data-hf-narration]")
    expect(headline).to_have_text("Cara dealt: Alice 15, Ben 15 and Cara 14. Alice begins.")
    widget.locator("summary").click()  # the reasons unfold without JavaScript too
    expect(widget.locator("[data-hf-reasons]")).to_contain_text("Alice, on Cara’s left, begins")
    assert sorted(hand(widget, "Alice"))[:3] == ["A1", "A2", "A4"]
    assert len(hand(widget, "Cara")) == 14
    # No dead buttons for a reader without JavaScript.
    expect(widget.locator("[data-hf-controls]")).to_be_hidden()


# ------------------------------------------------------------------------------ the explorer


def test_illegal_request_names_the_rule_and_links_to_it(desktop: Tab) -> None:
    page = desktop.goto(EXPLORE["en"] + "?players=Ann,Ben,Cara&seed=7&dealer=0", settle=False)
    widget = ready(page, '[data-hf-widget="explorer"]')
    current = widget.get_attribute("data-hf-current")
    assert current == "Ben"
    widget.locator("summary", has_text="Try any request").click()
    widget.get_by_label("Who asks").select_option("Ann")  # not Ann's turn
    widget.get_by_label("Whom").select_option("Cara")
    widget.get_by_label("Card (for example A3)").fill("A1")
    widget.get_by_role("button", name="Try this request").click()
    refusal = widget.locator("[data-hf-refusal]")
    expect(refusal).to_have_attribute("data-hf-refusal", "turn.only-current")
    expect(refusal.get_by_role("link")).to_have_text("Only the player whose turn it is asks")
    expect(refusal.get_by_role("link")).to_have_attribute("href", re.compile(r"/asking/#turn-only-current$"))

    # A card the current player already holds: ask.not-own-card.
    own = hand(widget, "Ben")[0]
    widget.get_by_label("Who asks").select_option("Ben")
    widget.get_by_label("Card (for example A3)").fill(own.lower())
    widget.get_by_role("button", name="Try this request").click()
    expect(refusal).to_have_attribute("data-hf-refusal", "ask.not-own-card")
    assert widget.get_attribute("data-hf-requests") == "0", "a refused request changes nothing"

    # A legal request from the lists is accepted and the table knows something new.
    widget.get_by_role("button", name="Ask", exact=True).click()
    expect(widget).to_have_attribute("data-hf-requests", "1")
    expect(widget.locator("[data-hf-facts] li").first).to_be_visible()
    assert errors(desktop) == []


def test_french_refusal_is_in_french(desktop: Tab) -> None:
    page = desktop.goto(EXPLORE["fr"] + "?players=Ann,Ben,Cara&seed=7&dealer=0", settle=False)
    widget = ready(page, '[data-hf-widget="explorer"]')
    widget.locator("summary", has_text="Essayer").click()
    widget.get_by_label("Qui demande").select_option("Ben")
    widget.get_by_label("À qui").select_option("Cara")
    widget.get_by_label("Carte (par exemple A3)").fill("B")
    widget.get_by_role("button", name="Essayer cette demande").click()
    refusal = widget.locator("[data-hf-refusal]")
    expect(refusal).to_have_attribute("data-hf-refusal", "ask.exact-member")
    expect(refusal).to_contain_text("désigne une famille")
    expect(refusal.get_by_role("link")).to_have_attribute("href", re.compile(r"/fr/asking/#ask-exact-member$"))


def _position(widget: Locator) -> dict[str, object]:
    players = widget.locator(".hf-seat").evaluate_all("seats => seats.map((s) => s.dataset.player)")
    return {
        "players": players,
        "hands": {p: hand(widget, p) for p in players},
        "families": {p: seat(widget, p).get_attribute("data-families") for p in players},
        "current": widget.get_attribute("data-hf-current"),
        "requests": widget.get_attribute("data-hf-requests"),
    }


@pytest.mark.first_visit
def test_shared_link_reproduces_the_deal_and_position(desktop: Tab) -> None:
    page = desktop.goto(EXPLORE["en"], settle=False)
    widget = ready(page, '[data-hf-widget="explorer"]')
    widget.get_by_label("Number of players").select_option("4")
    widget.get_by_label("Player 4").fill("Dan")
    widget.get_by_label("Deal number").fill("424242")
    widget.get_by_role("button", name="Deal", exact=True).click()
    expect(widget.locator(".hf-seat")).to_have_count(4)
    for n in range(3):
        widget.get_by_role("button", name="Ask", exact=True).click()
        expect(widget).to_have_attribute("data-hf-requests", str(n + 1))
    before = _position(widget)
    link = widget.locator("[data-hf-share]").get_attribute("href")
    assert link is not None
    query = parse_qs(urlsplit(link).query)
    assert query["seed"] == ["424242"] and query["players"] == ["Alice,Ben,Cara,Dan"]
    assert page.url == link, "the address bar follows the position"

    # A fresh tab (another pupil) opening the link sees the same deal and position.
    other = desktop.context.new_page()
    other.goto(link, wait_until="load")
    again = ready(other, '[data-hf-widget="explorer"]')
    assert _position(again) == before
    expect(again.locator("[data-hf-message]")).to_be_hidden()
    other.close()


HOSTILE = [
    "?players=<img src=x onerror=alert(1)>,Ben&seed=1",
    "?players=Ann,Ben&seed=99999999999999999999999999",
    "?players=Ann,Ben&seed=3&r=" + "-".join(["1A1"] * 3000),
    "?players=Ann,Ann&seed=3",
    "?v=9&seed=1",
    "?seed=1&r=9Z9",
    "?players=Ann,Ben&seed=1&evil=%3Cscript%3E",
]


@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_link_gives_a_message_and_a_fresh_deal(desktop: Tab, query: str) -> None:
    dialogs: list[str] = []
    desktop.page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page = desktop.goto(EXPLORE["en"] + query, settle=False)
    widget = ready(page, '[data-hf-widget="explorer"]')
    message = widget.locator("[data-hf-message]")
    expect(message).to_be_visible()
    expect(message).to_contain_text("Here is a fresh deal instead")
    assert widget.locator("img, script").count() == 0
    expect(widget.locator(".hf-seat")).to_have_count(3)  # the default table
    assert dialogs == []
    assert errors(desktop) == []


def test_explorer_in_french_says_a_bad_link_in_french(desktop: Tab) -> None:
    page = desktop.goto(EXPLORE["fr"] + "?players=Ann&seed=1", settle=False)
    widget = ready(page, '[data-hf-widget="explorer"]')
    expect(widget.locator("[data-hf-message]")).to_contain_text("Voici une nouvelle donne")


def test_computer_players_play_to_the_end(desktop: Tab) -> None:
    page = desktop.goto(EXPLORE["en"] + "?players=Ann,Ben&seed=5&dealer=0", settle=False)
    widget = ready(page, '[data-hf-widget="explorer"]')
    widget.locator("summary", has_text="Computer players").click()
    widget.get_by_role("button", name="Play to the end").click()
    expect(widget).to_have_attribute("data-hf-over", "true", timeout=120_000)
    scores = widget.locator(".hf-seat").evaluate_all(
        "seats => seats.map((s) => s.dataset.families.split(' ').filter(Boolean).length)"
    )
    assert sum(scores) == 11
    expect(widget.locator("[data-hf-turn]")).to_contain_text("The game is over")


# ------------------------------------------------------------------------------- phone, axe


def axe_widgets(page: Page) -> list[dict[str, object]]:
    """axe-core's serious and critical violations inside the widgets (the rest of the page is
    tests/browser/test_pages.py's business)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))  # (not a <script>: the pages' policy refuses inline ones)
    result: list[dict[str, object]] = page.evaluate(
        """async () => {
            const result = await axe.run({ include: [['[data-hf-widget]']] }, { resultTypes: ['violations'] });
            return result.violations
                .filter((v) => ['serious', 'critical'].includes(v.impact))
                .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                               nodes: v.nodes.slice(0, 5).map((n) => [n.target, n.failureSummary]) }));
        }"""
    )
    return result


@pytest.mark.parametrize("path", [WORKED["en"], EXPLORE["fr"]])
def test_widgets_on_a_phone(phone: Tab, path: str) -> None:
    page = phone.goto(path, settle=False)
    selector = "[data-hf-widget]"
    widget = ready(page, selector)
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"the page scrolls sideways by {overflow}px"
    buttons = widget.locator("button:visible")
    for i in range(buttons.count()):
        box = buttons.nth(i).bounding_box()
        assert box is not None and box["height"] >= 40, "buttons are thumb-sized"
    if "worked" in path:
        widget.get_by_role("button", name="Next").tap()
        expect(widget).to_have_attribute("data-hf-step", "1")
    else:
        widget.get_by_role("button", name="Demander", exact=True).tap()
        expect(widget).to_have_attribute("data-hf-requests", "1")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1


@pytest.mark.parametrize("path", [WORKED["fr"], EXPLORE["en"]])
def test_running_widgets_pass_axe(desktop: Tab, path: str) -> None:
    page = desktop.goto(path, settle=False)
    ready(page, "[data-hf-widget]")
    for summary in page.locator(".hf-x summary").all():
        summary.click()
    violations = axe_widgets(page)
    assert violations == [], describe_violations(violations)


def test_facade_reply_shapes_are_what_the_page_reads(desktop: Tab) -> None:
    """The worker answers with the same JSON as CPython (one spot check through the real runtime)."""
    page = desktop.goto(EXPLORE["en"], settle=False)
    ready(page, "[data-hf-widget]")
    reply = page.evaluate(
        """async () => {
            const { getEngine } = await import(document.querySelector('script[src*="hf/loader.js"]').src);
            return await getEngine().call('ask', JSON.stringify({deal: 'worked-example', target: 'Ben', card: 'A3'}));
        }"""
    )
    from hf_core import web

    request = json.dumps({"deal": "worked-example", "target": "Ben", "card": "A3"})
    assert json.loads(reply) == json.loads(web.ask(request))


@pytest.mark.parametrize("path", [WORKED["en"], EXPLORE["fr"]])
def test_running_widgets_pass_axe_in_dark_mode(dark_desktop: Tab, path: str) -> None:
    page = dark_desktop.goto(path, settle=False)
    widget = ready(page, "[data-hf-widget]")
    if "worked" in path:
        widget.get_by_role("button", name="Next").click()
        widget.get_by_role("button", name="Next").click()
    for summary in page.locator(".hf-x summary").all():
        summary.click()
    violations = axe_widgets(page)
    assert violations == [], describe_violations(violations)


def test_explorer_first_state_is_the_same_before_and_after_python(desktop: Tab) -> None:
    page = desktop.goto(EXPLORE["fr"], settle=False)
    widget = page.locator('[data-hf-widget="explorer"]')
    before = [widget.locator(s).inner_text() for s in ("[data-hf-board]", "[data-hf-summary]", "[data-hf-facts]")]
    widget = ready(page, '[data-hf-widget="explorer"]')
    after = [widget.locator(s).inner_text() for s in ("[data-hf-board]", "[data-hf-summary]", "[data-hf-facts]")]
    assert after == before
    assert urlsplit(page.url).query == "", "opening the page does not rewrite its address"
