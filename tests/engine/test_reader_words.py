"""What a reader notices in the catalogue's words (issue 38): the guide's conditions in the learn game's notes, one
register in French, no Python spelling or internal id in a sentence, the same rule in the same words everywhere.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hf_core import Game, IllegalAsk
from hf_core.rules import RULES
from hf_core.web.learn import refusal_view
from hf_core.words import CATALOGUE, LANGS, say

NAMES = st.sampled_from(["Sam", "Ben", "Cara", "Ugo", "Eve"])
CARDS = st.sampled_from(["A3", "B1", "K4"])


def _texts(lang: str) -> dict[str, str]:
    return {key: entry[lang] for key, entry in CATALOGUE.items() if not key.startswith("cli.argparse.")}


@given(player=NAMES, target=NAMES, card=CARDS)
def test_the_learn_notes_say_the_guides_conditions(player: str, target: str, card: str) -> None:
    """The guide: a success continues the turn "if the asker has cards left"; an empty hand "can still win", and
    "nobody refills an empty hand"; "ties share victory"."""
    for lang, cond, win, refill, tie in (
        ("en", r"still has cards", r"can still win", r"[Nn]obody refills", r"share the victory"),
        ("fr", r"reste des cartes", r"peut encore gagner", r"n’est pas reconstituée", r"se partagent la victoire"),
    ):
        again = say("learn.note.ask.success-continues", lang, asker=player, target=target, card=card)
        assert re.search(cond, again), again
        empty = say("learn.note.hand.empty", lang, player=player)
        assert re.search(win, empty) and re.search(refill, empty), empty
        assert re.search(tie, say("learn.note.end.all-families", lang, result="…")), lang
        for rule in ("hand.empty", "end.all-families"):
            explain = RULES[rule].explanation(lang)
            assert re.search(win if rule == "hand.empty" else tie, explain), explain


def test_a_learn_refusal_names_its_rule_by_title_and_gives_one_reason() -> None:
    game = Game.deal(["Sam", "Ben", "Cara"], seed=3, dealer=2)
    me = game.current
    held = str(next(iter(game.hand(me))))
    target = next(p for p in game.players if p != me)
    for lang in LANGS:
        for card in (held, held[0]):  # a card already held, then a whole family
            with pytest.raises(IllegalAsk) as caught:
                game.verify_ask(me, target, card)
            view = refusal_view(caught.value, lang, card)
            assert view["title"] == RULES[view["id"]].title(lang)
            assert "message" not in view  # the engine's own sentence is not said a second time
            shown = view["title"] + " " + view["text"]
            assert view["id"] not in shown and not re.search(r"\b[a-z]+\.[a-z-]+\b", shown), shown


def test_a_family_named_in_a_request_is_quoted_as_the_language_quotes() -> None:
    game = Game.deal(["Sam", "Ben", "Cara"], seed=3, dealer=2)
    me = game.current
    family = str(next(iter(game.hand(me))))[0]
    target = next(p for p in game.players if p != me)
    with pytest.raises(IllegalAsk) as caught:
        game.verify_ask(me, target, family)
    assert caught.value.message("en").startswith(f"“{family}” names a family")
    assert caught.value.message("fr").startswith(f"«\u00a0{family}\u00a0» désigne une famille")
    refusals = [t for lang in LANGS for k, t in _texts(lang).items() if k.startswith(("refusal.", "learn."))]
    assert not any("!r}" in text for text in refusals)


def _outside_quotes(text: str) -> str:
    return re.sub(r"«[^»]*»|“[^”]*”", "", text)


def test_french_addresses_the_reader_as_vous() -> None:
    """The register decided at the top of the catalogue: « tu » only inside quoted table talk."""
    tu = re.compile(r"\b(?:tu|toi|ton|ta|tes|te|t’)(?=\W)", re.I)
    found = {key: text for key, text in _texts("fr").items() if tu.search(_outside_quotes(text))}
    assert not found, found


def test_next_is_tapped_or_chosen_and_nothing_is_heard() -> None:
    """A phone has no keys to press, and the game makes no sound: Next shows a request."""
    for key, text in _texts("en").items():
        assert not re.search(r"\bPress(?:es)? Next\b|\bto hear\b", text), (key, text)
    for key, text in _texts("fr").items():
        assert not re.search(r"Appuyez sur Suivant|pour entendre", text), (key, text)


def test_one_phrasing_for_the_tie_and_the_series() -> None:
    """The guide's "ties share victory", and "series" (never "match") for several deals."""
    for key, text in _texts("en").items():
        assert not re.search(r"\bshare the win\b|\btie is shared\b|\bshares the win\b", text), (key, text)
        assert not re.search(r"\ba match\b|\bthe match\b", text), (key, text)
    for key, text in _texts("fr").items():
        assert "série en " not in text.lower() and "l’emporte" not in text, (key, text)


def test_the_worked_examples_branch_is_not_named_like_the_finder() -> None:
    """"What happens if...?" is a page; the worked example's control must not read as a link to it."""
    finder = {"en": "what happens if", "fr": "que se passe-t-il si"}
    for lang in LANGS:
        for key in ("whatif.open", "whatif.from", "whatif.from-deal"):
            words = say(key, lang, n=2).lower()
            assert not words.startswith(("what if", "et si")), words
            assert finder[lang].split()[0] not in words.split()[:1], words


@pytest.mark.parametrize("key", ["reason.likely", "reason.collecting", "reason.weighed"])
def test_a_guess_never_says_nobody_has_the_card(key: str) -> None:
    """Unknown is not absent: the French once read « Personne n’a A3 à coup sûr » (nobody has A3)."""
    values = {"card": "A3", "holders": "Ben ou Cara", "target": "Cara", "chance": 60, "family": "A"}
    fr = say(key, "fr", **values)
    en = say(key, "en", **values)
    assert fr.startswith("On ne sait pas encore qui a A3") and en.startswith("Nobody knows yet who holds A3")
    assert "Personne n’a A3" not in fr and "le plus probable" not in fr
