"""Cards named as the reader's chosen pack does (issue 40, item 2): the guide's labels ("A3"), or our picture pack
with the label kept ("the Bakers' baby (B4)", « le bébé des Boulanger (B4) »), in the narration, the worked
example's headlines and learning by playing; and the picture pack's sheet, the image the page's cards show."""

from __future__ import annotations

import gzip
import json
import xml.etree.ElementTree as ET

import pytest

from hf_core.cards import HAPPY_FAMILIES, Card
from hf_core.events import Asked, Denied, Drew, Exposed, Given
from hf_core.narrate import card_names, card_phrase, naming, narrate
from hf_core.site.pictures import CELL_H, CELL_W, sheet
from hf_core.web import api
from hf_core.words import LANGS, say, typography_faults

CARDS = [str(c) for c in HAPPY_FAMILIES.cards()]


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_one_name_in_the_picture_pack_that_keeps_its_label(lang: str) -> None:
    with card_names("pictures"):
        names = [say("event.asked", lang, asker="Alice", target="Ben", card=card_phrase(c)) for c in CARDS]
    assert len(set(names)) == len(CARDS)
    for card, sentence in zip(CARDS, names, strict=True):
        assert f"({card})" in sentence, sentence
        if lang == "fr":
            assert not typography_faults(sentence), sentence
            assert " de le " not in sentence and " de les " not in sentence, sentence


def test_the_examples_read_as_english_and_french_authors_write_them() -> None:
    b4, c3 = Card.parse("B4"), Card.parse("C3")
    with card_names("pictures"):
        assert narrate(Asked("Alice", "Ben", b4)) == "Alice asks Ben for the Bakers’ baby (B4)."
        assert narrate(Asked("Alice", "Ben", b4), "fr") == "Alice demande à Ben le bébé des Boulanger (B4)."
        assert narrate(Given("Ben", "Alice", c3), "fr") == "Ben donne à Alice l’enfant des Apiculteur (C3)."
        assert narrate(Denied("Ben", "Alice", b4)) == "Ben says no: the Bakers’ baby (B4) is not in their hand."
        assert narrate(Denied("Ben", "Alice", b4), "fr") == (
            "Ben répond non\u00a0: le bébé des Boulanger (B4) n’est pas dans sa main."
        )
        assert "the Bakers’ baby (B4)" in narrate(Drew("Ann", b4, "ask.draw"))
        assert narrate(Exposed("Alice", "B")) == "Alice completes the Bakers’ family (B) and lays it face up."
        assert narrate(Exposed("Ben", "C", from_deal=True), "fr") == (
            "Ben reçoit la famille des Apiculteur (C) au complet dès la donne et la pose aussitôt face visible."
        )
    assert narrate(Exposed("Alice", "B")) == "Alice completes family B and lays it face up."


def test_labels_are_the_default_and_unchanged() -> None:
    b4 = Card.parse("B4")
    assert naming() == "labels"
    assert narrate(Asked("Alice", "Ben", b4)) == "Alice asks Ben for B4."
    assert narrate(Denied("Ben", "Alice", b4), "fr") == "Ben répond non\u00a0: pas de B4."
    for odd in (None, "", "Pictures", "labels ", 3, ["pictures"]):
        with card_names(odd):
            assert naming() == "labels"
            assert narrate(Asked("Alice", "Ben", b4)) == "Alice asks Ben for B4."
    with card_names("pictures"):
        with card_names("labels"):
            assert card_phrase("B4") == "B4"
        assert naming() == "pictures"
    assert naming() == "labels"


def test_a_failing_call_leaves_the_labels_in_force() -> None:
    answer = json.loads(api.worked_example_steps('{"lang": "en", "cards": "pictures", "story": "x"}'))
    assert naming() == "labels", answer


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_asks_for_pictures_with_every_call(lang: str) -> None:
    """The facade reads "cards" from every request: the worked example's headlines and play's log follow it."""
    plain = json.loads(api.worked_example_steps(json.dumps({"lang": lang, "story": True})))["steps"]
    named = json.loads(api.worked_example_steps(json.dumps({"lang": lang, "story": True, "cards": "pictures"})))
    first = named["steps"][1]["headline"][0]
    assert "(A3)" in first and first != plain[1]["headline"][0], first
    assert ("Firefighters’ child" if lang == "en" else "l’enfant des Pompier") in first
    # A family laid down is named as the pack names it too, not "family A" beside "the Firefighters' child (A3)".
    complete = [h[0] for h in (s["headline"] for s in named["steps"]) if h and ("(A)" in h[0])]
    assert complete, [s["headline"] for s in named["steps"]]
    assert ("the Firefighters’ family (A) is complete" if lang == "en" else "la famille des Pompier (A) est complète") \
        in complete[0], complete
    assert naming() == "labels"


def test_the_sheet_is_one_small_image_of_every_card_in_its_own_cell() -> None:
    text = sheet()
    root = ET.fromstring(text)
    assert root.get("viewBox") == f"0 0 {11 * CELL_W} {4 * CELL_H}"
    assert root.get("preserveAspectRatio") == "none"
    uses = [u for u in root.iter("{http://www.w3.org/2000/svg}use")]
    assert len(uses) == 2 * len(CARDS)
    for use in uses:  # every drawing stays inside its card's cell
        x, y, w, h = (float(use.get(k, "0")) for k in ("x", "y", "width", "height"))
        assert int(x // CELL_W) == int((x + w - 0.01) // CELL_W)
        assert int(y // CELL_H) == int((y + h - 0.01) // CELL_H)
    assert CELL_W / CELL_H == 0.9 / 0.72  # the box cards.css gives it (.hf-card::after)
    assert len(gzip.compress(text.encode(), 9)) <= 60_000
