"""Cards: "Labels" or "Pictures", chosen in one place and kept on the device (issue 40, item 2).

The choice is the "Cards" setting in every page's footer (javascripts/hf/cards.js). With Pictures, play, learn by
playing, pass and play, the worked example (and its projector view), play's projector view and the explorer show
each card's picture (its family's emblem and its member's figure) in the one card component, its label still there
and still the component the card tests measure (tests/browser/test_card_component.py: its checks run here with
Pictures); the rules pages' diagrams keep their labels; the narration names the card as the pack does ("the Bakers’
baby (B4)"). The pack's image is fetched from the site only once Pictures is chosen. The choice survives a reload and
the other language; a damaged stored value gives Labels, and storage that refuses still lets the reader choose.

``make site`` first (or scripts/site-into.sh and HF_SITE_DIR). Fresh contexts only: the choice is kept in the
context's storage, which a kept context would pass on to other tests.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab, one_request
from playwright.sync_api import Page, expect
from test_card_component import (
    MEASURE,
    SCREENS,
    learn,
    pass_play,
    play,
    play_projector,
    problems,
    static,
    worked,
    worked_projector,
)

KEY = "hf:/:cards:v1"
SHEET = "/assets/pictures/cards.svg"
PREFIX = {"en": "", "fr": "fr/"}

# Every card of the widgets on screen: its label and its picture (the ::after box and the image it shows).
PICTURES = """(root) => [...root.querySelectorAll('[data-hf-widget] .hf-card')]
  .filter((card) => card.getClientRects().length && getComputedStyle(card).visibility !== 'hidden')
  .map((card) => {
    const after = getComputedStyle(card, '::after');
    return {
      label: card.dataset.card,
      text: card.textContent.trim(),
      image: after.backgroundImage,
      position: after.backgroundPosition,
      width: parseFloat(after.width) || 0,
      height: parseFloat(after.height) || 0,
    };
  })"""

# The pack's image has arrived (a resource entry with its last byte).
SHEET_LOADED = """(sheet) => performance.getEntriesByType('resource')
  .some((entry) => entry.name.endsWith(sheet) && entry.responseEnd > 0)"""

# Settled: two animation frames after the last change (the layout of the last answer done).
SETTLED = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"""


def choose(page: Page, choice: str) -> None:
    """Choose in the footer's "Cards" setting, as a reader does."""
    setting = page.locator("[data-hf-cards-setting]")
    radio = setting.locator(f'input[value="{choice}"]')
    radio.scroll_into_view_if_needed()
    radio.check()
    expect(page.locator("html")).to_have_attribute("data-hf-pack", choice)


def sheet_requests(tab: Tab) -> list[str]:
    return [url for url in tab.requested if url.split("?")[0].endswith(SHEET)]


def picture_cards(page: Page) -> list[dict[str, object]]:
    page.wait_for_function(SHEET_LOADED, arg=SHEET, timeout=RUNTIME_TIMEOUT_MS)
    page.evaluate(SETTLED)
    cards: list[dict[str, object]] = page.locator("body").evaluate(PICTURES)
    return cards


def assert_pictured(cards: list[dict[str, object]]) -> None:
    assert cards, "no card in the widgets"
    for card in cards:
        label = str(card["label"])
        assert card["text"] == label, card  # the label is still the card's text: "A3, please"
        assert SHEET in str(card["image"]), card
        assert float(str(card["width"])) >= 12 and float(str(card["height"])) >= 9, card
        family, member = ord(label[0]) - ord("A"), int(label[1:]) - 1
        x, y = (float(v.rstrip("%")) for v in str(card["position"]).split())
        assert (round(x / 10), round(y * 3 / 100)) == (family, member), card  # its own cell of the sheet


def fresh(request: pytest.FixtureRequest, screen: str) -> Tab:
    tab: Tab = request.getfixturevalue("phone" if screen == "phone" else "desktop")
    width, height = SCREENS[screen]
    tab.page.set_viewport_size({"width": width, "height": height})
    return tab


VIEWS: list[tuple[str, str, Callable[[Page], None], tuple[str, ...], str]] = [
    ("play", "play/", play, ("en", "fr"), "phone"),
    ("play projector", "play/?view=projector", play_projector, ("en",), "screen"),
    ("learn", "learn/", learn, ("en", "fr"), "phone"),
    ("pass and play", "pass-and-play/?players=Ann,Bob&seed=11&dealer=1", pass_play, ("en", "fr"), "phone"),
    ("worked example", "worked-example/?step=2", worked, ("en", "fr"), "phone"),
    ("worked example projector", "worked-example/?step=3&view=projector", worked_projector, ("en", "fr"), "screen"),
    ("explorer", "explore/", static, ("en", "fr"), "screen"),
]
CASES = [pytest.param(path, show, lang, screen, id=f"{name}-{lang}-{screen}")
         for name, path, show, langs, screen in VIEWS for lang in langs]


# Python starts from the worker's kept snapshot (conftest: return_visit): the subject is the cards drawn once the
# widget runs, not its first start (issue 37: fewer first starts in the suite).
@pytest.mark.return_visit
@pytest.mark.parametrize(("path", "show", "lang", "screen"), CASES)
def test_pictures_chosen_in_the_footer_show_in_every_widget_with_their_labels(
    request: pytest.FixtureRequest, path: str, show: Callable[[Page], None], lang: str, screen: str
) -> None:
    tab = fresh(request, screen)
    page = tab.goto(f"{PREFIX[lang]}", settle=False)  # the home page: the choice is made where the reader reads
    choose(page, "pictures")
    page = tab.goto(f"{PREFIX[lang]}{path}", settle=False)
    show(page)
    cards = picture_cards(page)
    assert_pictured(cards)
    measured = page.locator("body").evaluate(MEASURE)
    found = problems([c for c in measured if c["widget"] != "page"])  # the one component, pictures and all
    assert not found, f"{len(found)} problems: " + "; ".join(found[:6])
    assert len(sheet_requests(tab)) <= 1  # one image for the whole pack
    assert not tab.console_errors
    assert not tab.foreign_requests


@pytest.mark.return_visit
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_choice_survives_a_reload_and_the_other_language(phone: Tab, lang: str) -> None:
    other = "fr" if lang == "en" else "en"
    page = phone.goto(f"{PREFIX[lang]}worked-example/", settle=False)
    choose(page, "pictures")
    assert page.evaluate("(key) => localStorage.getItem(key)", KEY) == "pictures"
    page.reload(wait_until="load")
    expect(page.locator("html")).to_have_attribute("data-hf-pack", "pictures")
    expect(page.locator('[data-hf-cards-setting] input[value="pictures"]')).to_be_checked()
    page = phone.goto(f"{PREFIX[other]}worked-example/?step=2", settle=False)
    expect(page.locator("html")).to_have_attribute("data-hf-pack", "pictures")
    assert_pictured(picture_cards(page))
    choose(page, "labels")  # and back, in the other language
    assert page.evaluate("(key) => localStorage.getItem(key)", KEY) is None
    page = phone.goto(f"{PREFIX[lang]}worked-example/", settle=False)
    expect(page.locator("html")).to_have_attribute("data-hf-pack", "labels")
    expect(page.locator('[data-hf-cards-setting] input[value="labels"]')).to_be_checked()
    assert not phone.console_errors
    assert not phone.foreign_requests


@pytest.mark.parametrize("stored", ["Pictures", "pictures ", "{\"cards\": \"pictures\"}", "1", ""])
def test_a_damaged_stored_value_gives_labels_and_no_error(phone: Tab, stored: str) -> None:
    phone.context.add_init_script(f"localStorage.setItem({json.dumps(KEY)}, {json.dumps(stored)});")
    page = phone.goto("worked-example/?step=2", settle=False)
    worked(page)
    expect(page.locator("html")).to_have_attribute("data-hf-pack", "labels")
    expect(page.locator('[data-hf-cards-setting] input[value="labels"]')).to_be_checked()
    assert page.evaluate("(key) => localStorage.getItem(key)", KEY) is None  # dropped
    assert "the Bakers" not in page.locator("[data-hf-narration]").inner_text()
    page.evaluate(SETTLED)
    assert not sheet_requests(phone)
    assert not phone.console_errors


def test_storage_that_refuses_still_lets_the_reader_choose(phone: Tab) -> None:
    # As a private window of some browsers: nothing may be written, and here the setting may not even be read.
    phone.context.add_init_script(f"""(() => {{
      const refuse = () => {{ throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }};
      const read = Storage.prototype.getItem;
      Storage.prototype.setItem = refuse;
      Storage.prototype.removeItem = refuse;
      Storage.prototype.getItem = function (key) {{
        return key === {json.dumps(KEY)} ? refuse() : read.call(this, key);
      }};
    }})();""")
    page = phone.goto("worked-example/?step=2", settle=False)
    worked(page)
    expect(page.locator("html")).to_have_attribute("data-hf-pack", "labels")
    choose(page, "pictures")
    assert_pictured(picture_cards(page))
    expect(page.locator("[data-hf-narration]")).to_contain_text("the Bakers’ parent (B2)")
    assert not phone.console_errors


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_with_labels_the_pack_image_is_never_asked_for(desktop: Tab, lang: str) -> None:
    """Labels, the default: the worked example, play with a request made, the pack page's diagrams: no request for
    the pack's image, and no card draws a picture."""
    page = desktop.goto(f"{PREFIX[lang]}worked-example/?step=2", settle=False)
    worked(page)
    expect(page.locator("html")).to_have_attribute("data-hf-pack", "labels")
    page = desktop.goto(f"{PREFIX[lang]}play/", settle=False)
    play(page)
    widget = page.locator('[data-hf-widget="play"]')
    one_request(widget)
    said = page.locator("[data-hf-narration]").inner_text()
    assert re.search(r"\b[A-K][1-4]\b", said) and "(" not in said, said  # the label alone
    page.evaluate(SETTLED)
    assert all(card["image"] == "none" for card in page.locator("body").evaluate(PICTURES))
    assert not sheet_requests(desktop)
    assert not desktop.console_errors
    assert not desktop.foreign_requests


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_pages_diagrams_keep_their_labels_with_pictures(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}pack/", settle=False)
    choose(page, "pictures")
    page.evaluate(SETTLED)
    diagrams = page.locator(".hf-diagram .hf-card")
    assert diagrams.count() > 0
    assert page.locator("body").evaluate(
        "() => [...document.querySelectorAll('.hf-diagram .hf-card')]"
        ".every((card) => getComputedStyle(card, '::after').backgroundImage === 'none')")
    assert not sheet_requests(desktop)
    assert not desktop.console_errors


NAMED = {  # play's first request on seed 7, and the worked example's Step 2
    "en": ("the Bakers’ parent (B2)", "Alice asks Cara for the Bakers’ parent (B2): no, so Cara plays next."),
    "fr": ("le parent des Boulanger (B2)", "Alice demande à Cara le parent des Boulanger (B2)\u00a0: non, c’est donc "
           "à Cara de jouer."),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_narration_names_the_card_as_the_chosen_pack_does(phone: Tab, lang: str) -> None:
    """With Pictures the worked example's headline (written at build time) and play's narration (said by Python in
    the page) name the card by its family and member, its label kept; switching back says the label alone, on the
    page, without a reload."""
    page = phone.goto(f"{PREFIX[lang]}worked-example/?step=2", settle=False)
    worked(page)
    headline = page.locator("[data-hf-narration]")
    expect(headline).not_to_contain_text(NAMED[lang][0])
    expect(headline).to_contain_text("B2")
    choose(page, "pictures")  # the step on screen is said again
    expect(headline).to_have_text(NAMED[lang][1])
    choose(page, "labels")
    expect(headline).not_to_contain_text(NAMED[lang][0])
    choose(page, "pictures")

    page = phone.goto(f"{PREFIX[lang]}play/", settle=False)
    play(page)
    widget = page.locator('[data-hf-widget="play"]')
    one_request(widget)
    said = page.locator("[data-hf-narration]").inner_text()
    en, fr = r"the [A-Z][a-z]+’ [a-z]+ \([A-K][1-4]\)", r"(le|l’)[ a-zé-]+ des [A-Z]\w+ \([A-K][1-4]\)"
    named = en if lang == "en" else fr
    assert re.search(named, said), said
    assert not phone.console_errors
    assert not phone.foreign_requests


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_labelled_printable_points_to_the_picture_pack_once_pictures_are_chosen(desktop: Tab, lang: str) -> None:
    page = desktop.goto(f"{PREFIX[lang]}printables/cards/", settle=False)
    note = page.locator("[data-hf-if-pictures]")
    expect(note).to_be_hidden()
    choose(page, "pictures")
    expect(note).to_be_visible()
    note.locator("a").click()
    expect(page).to_have_url(re.compile(rf"/{PREFIX[lang]}printables/picture-cards/$"))
    assert not desktop.console_errors
