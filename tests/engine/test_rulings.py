"""Rulings as records (issue 38): one record a question, whose it is (the guide's, the site's, a custom), the rules
it rests on; a situation answers with records, never with words of its own; and what the records claim about the
game is what the engine does."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hf_core import Game, IllegalAsk
from hf_core.rulebook import GUIDE_SECTIONS, RULES
from hf_core.rulings import POINTS, RULING_IDS, RULINGS, WHOSE, Ruling, reference
from hf_core.situations import SITUATIONS, situation
from hf_core.words import CATALOGUE, LANGS, has, say

NAMES = ("Ann", "Ben", "Cara", "Dan", "Eve", "Finn")


def test_a_guide_ruling_rests_on_a_rule_the_guide_states() -> None:
    for r in RULINGS.values():
        if r.whose == "guide":
            assert any(ref in GUIDE_SECTIONS or (ref in POINTS and POINTS[ref].guide) for ref in r.rules), r.id
    with pytest.raises(ValueError, match="rests on no rule the guide states"):
        Ruling("made-up", "guide", ())
    with pytest.raises(ValueError, match="neither a rule of ours"):
        Ruling("made-up", "site", ("variant.tie-break",))
    with pytest.raises(ValueError, match="whose must be one of"):
        Ruling("made-up", "ours", ("ask.exact-member",))


def test_which_rules_are_the_guides_is_data_about_our_own_rules() -> None:
    assert GUIDE_SECTIONS, "no rule is the guide's"
    for rule_id, sections in GUIDE_SECTIONS.items():
        assert rule_id in RULES and not RULES[rule_id].variant, rule_id
        assert sections and all(3 <= n <= 5 for n in sections), (rule_id, sections)  # the guide's rules sections


def test_one_record_a_question_and_every_situation_answered_by_its_own() -> None:
    """Records are keyed by the question they answer, so two records cannot answer one question; each situation's
    own answer is the record of its id, and no two situations ask the same question."""
    assert len(set(RULING_IDS)) == len(RULING_IDS)
    for s in SITUATIONS:
        assert s.ruling_ids[0] == s.id and s.id in RULINGS
        assert not has(s.message_id("a")), f"situation {s.id} words a ruling of its own"
    for lang in LANGS:
        questions = [say(s.message_id("q"), lang).casefold() for s in SITUATIONS]
        assert len(set(questions)) == len(questions)


def test_every_record_says_it_in_both_languages_and_no_ruling_text_lacks_a_record() -> None:
    for r in RULINGS.values():
        for lang in LANGS:
            assert r.text(lang).strip(), (r.id, lang)
    texts = {m[len("ruling."):] for m in CATALOGUE if m.startswith("ruling.") and not m.startswith("ruling.label.")}
    assert texts == set(RULING_IDS)
    assert not [m for m in CATALOGUE if re.fullmatch(r"situation\.[a-z-]+\.a", m)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_label_says_whose_it_is(lang: str) -> None:
    labels = {w: say(f"ruling.label.{w}", lang) for w in WHOSE}
    assert len(set(labels.values())) == len(WHOSE)
    for r in RULINGS.values():
        assert r.label(lang) == labels[r.whose]
    if lang == "fr":
        assert all(re.search("[\u00a0\u202f]:$", label) for label in labels.values()), labels
    assert labels["site"].startswith("Our ruling" if lang == "en" else "Notre arbitrage")


def test_references_have_titles_and_addresses_not_ids() -> None:
    for r in RULINGS.values():
        for ref in r.rules:
            for lang in LANGS:
                title, url = reference(ref, lang)
                assert title and ref not in title, (r.id, ref)
                assert "#" in url and url.startswith("fr/" if lang == "fr" else "")


def test_the_rulings_the_issue_found_wrong_say_what_the_guide_and_the_engine_do() -> None:
    text = {i: say(f"ruling.{i}", "en") for i in RULING_IDS}
    # shown as the guide's but the guide is silent on what becomes of such a request: the site's refusal
    assert RULINGS["illegal-request"].whose == "site"
    for i in ("own-card", "family-not-held", "ask-empty", "whole-family", "out-of-turn"):
        assert "illegal-request" in next(s for s in SITUATIONS if s.id == i).ruling_ids
    # the guide's rule (only the player whose turn it is asks) apart from the site's working-out (a card
    # changes hands only when asked for), each in its own record
    assert RULINGS["out-of-turn"].whose == "guide" and RULINGS["out-of-turn"].rules == ("turn.only-current",)
    assert "changes hands" not in text["out-of-turn"] and "ignored" not in text["out-of-turn"]
    assert RULINGS["unasked-card"].whose == "site" and "only when it is asked for" in text["unasked-card"]
    assert situation("out-of-turn").ruling_ids == ("out-of-turn", "unasked-card", "illegal-request")
    assert RULINGS["wrong-no-later"].whose == "custom"
    assert "still has cards" in text["wrong-no-later"]
    assert "last dealer’s left" in text["next-dealer"] and "began" not in text["next-dealer"]
    assert "44 cards are in the hands" not in text["misdeal"] and "laid down" in text["misdeal"]
    assert "still have cards" in text["same-player"]
    assert "until the end of the deal" not in text["look-at-cards"]
    assert "rules stay the same" not in text["ordinary-pack"] + text["ordinary-pack-numbers"]
    assert RULINGS["deal-start"].whose == "site"
    assert "dealer’s left" not in text["uneven-hands"]
    assert "deal.all-cards" not in RULINGS["shown-card"].rules + RULINGS["look-at-cards"].rules
    assert not RULINGS["please"].rules  # no rule of ours is about politeness


@given(st.integers(0, 10_000))
def test_two_players_every_allowed_request_succeeds(seed: int) -> None:
    """The two-players record: with two, a card you lack of a family you hold is in the other hand, so every
    request the rules allow succeeds and the player who begins asks until the game ends."""
    game = Game.deal(["Ann", "Ben"], seed=seed, dealer=1)
    first = game.current
    while not game.is_over:
        assert game.current == first or not game.hand(first)
        target, card = game.legal_asks()[seed % len(game.legal_asks())]
        assert game.ask(game.current, target, card).success


@given(st.integers(2, 6), st.integers(0, 10_000), st.data())
def test_the_deal_starts_on_the_dealers_left_and_the_short_hands_are_the_last_dealt(
    players: int, seed: int, data: st.DataObject
) -> None:
    """The deal-start record: the dealer's hand is short whenever hands differ, and the short hands are the
    dealer's and those on the dealer's right (with six players, the dealer and the three on their right)."""
    dealer = data.draw(st.integers(0, players - 1))
    names = list(NAMES[:players])
    game = Game.deal(names, seed=seed, dealer=dealer)
    sizes = [len(game.initial_hand(n)) for n in names]
    short = min(sizes)
    if short == max(sizes):
        return
    order = [(dealer + 1 + k) % players for k in range(players)]  # dealt from the dealer's left, dealer last
    short_seats = [seat for seat in order if sizes[seat] == short]
    assert short_seats == order[len(order) - len(short_seats):]
    assert sizes[dealer] == short
    if players == 6:
        assert len(short_seats) == 4


@given(st.integers(2, 6), st.integers(0, 10_000))
def test_a_family_complete_in_a_hand_can_be_asked_for_by_nobody(players: int, seed: int) -> None:
    """The forgot-lay-down record: nobody may ask for a card of a family none of whose cards they hold, so a
    family whole in one hand (had it not been laid down) could not have been asked for meanwhile."""
    game = Game.deal(list(NAMES[:players]), seed=seed, dealer=0)
    asker = game.current
    held = {c.family for c in game.hand(asker)}
    for _, card in game.legal_asks():
        assert str(card)[0] in held


@given(st.integers(2, 6), st.integers(0, 10_000))
def test_a_refusal_for_a_whole_family_gives_an_example_the_asker_could_ask_for(players: int, seed: int) -> None:
    game = Game.deal(list(NAMES[:players]), seed=seed, dealer=0)
    asker = game.current
    hand = {str(c) for c in game.hand(asker)}
    target = next(n for n in game.players if n != asker and game.hand(n))
    for family in sorted({c[0] for c in hand}):
        with pytest.raises(IllegalAsk) as info:
            game.ask(asker, target, family)
        for lang in LANGS:
            shown = set(re.findall(r"\b[A-K][1-4]\b", info.value.message(lang)))
            assert shown and not shown & hand, (shown, hand)


def test_the_records_the_reader_split_keep_the_guides_words_apart_from_ours() -> None:
    """Issue 38, item 4: a `guide` record says only what the guide says; the site's working-out is a `site`
    record shown after it, in the same situation."""
    for lang in LANGS:
        text = {i: say(f"ruling.{i}", lang) for i in RULING_IDS}
        # the guide: an ordinary pack "is not the same equipment"; it "may use suits as members and equal ranks
        # as families, but its family count differs"; the 13 families and their numbers are ours
        assert not re.search(r"\d", text["ordinary-pack"]), lang
        assert "13" in text["ordinary-pack-numbers"] and "52" in text["ordinary-pack-numbers"]
        # the guide: 2 to 6 players, every card dealt; that the first player always succeeds is our reasoning
        assert "22" in text["two-players"] and "2 à 6 joueurs" in say("ruling.two-players", "fr")
        for word in ("succeeds", "réussit"):
            assert word not in text["two-players"]
        # the guide: "Agree any multi-game total before the first deal"; a number of deals is the other text's
        for word in ("number of deals", "nombre de donnes"):
            assert word not in text["series"] + text["series-count"]
    for guide, site in (("ordinary-pack", "ordinary-pack-numbers"), ("two-players", "two-players-first"),
                        ("series", "series-count"), ("out-of-turn", "unasked-card")):
        assert (RULINGS[guide].whose, RULINGS[site].whose) == ("guide", "site")
        assert situation(guide).ruling_ids[:2] == (guide, site)
    en = say("ruling.ordinary-pack", "en")
    assert "not the same equipment" in en and "count the members" in en.lower()


def test_a_forgotten_family_says_what_becomes_of_an_emptied_hand() -> None:
    """A family never laid down may have been a player's whole hand: that player was asked, said no and took
    turns with a hand that should have been empty. The record no longer says nothing can have changed."""
    en, fr = say("ruling.forgot-lay-down", "en"), say("ruling.forgot-lay-down", "fr")
    assert "Nothing can have changed" not in en and "Rien n’a pu changer" not in fr
    assert "last cards" in en and "passes clockwise" in en
    assert "dernières cartes" in fr and "sens des aiguilles" in fr


def test_the_variant_explanations_say_what_the_engine_does() -> None:
    assert "draws one card" in say("rule.variant.stock-refill.explain", "en")
    assert "pioche une carte" in say("rule.variant.stock-refill.explain", "fr")
    assert "series of deals only" in say("rule.variant.tie-break.explain", "en")
    assert "seulement dans une série de donnes" in say("rule.variant.tie-break.explain", "fr")
    for lang in LANGS:
        other = say("situation.empty-hand.other", lang)
        assert "No published text" not in other and "Aucun texte publié" not in other
