""""What happens if...?" as built: every situation in both languages, each naming existing rule ids (and variants
where other rules differ) with links that land on their sections, both languages saying the same thing; its index
analysed alike by the build and by the page; and plain-language queries finding their situation."""

from __future__ import annotations

import html
import json
import os
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from sitehelp import ROOT, SITE, Element, built, parse_html, resolve, url_path

from hf_core.rules import RULES
from hf_core.site.finder import analyse, examples, search_index, words
from hf_core.situations import OTHER_SECTIONS, SITUATION_IDS, SITUATIONS, diagram_outcome
from hf_core.words import LANGS, has, say
from hf_core.words.asked import ASKED

sys.path.insert(0, str(ROOT / "benchmarks"))
import finder_queries
from finder import score, search_all, typed

SLUG = "what-happens-if"
# What the issue asks the finder to answer, each with the situation that does.
ASKED_FOR = {
    "asking for a card you hold": "own-card",
    "asking for a family you do not hold": "family-not-held",
    "asking a player with no cards": "ask-empty",
    "saying no while holding the card": "false-no",
    "found out later": "wrong-no-later",
    "a card shown by accident": "shown-card",
    "a misdeal": "misdeal",
    "forgetting to lay a family down": "forgot-lay-down",
    "who plays after a miss": "after-no",
    "an empty hand": "empty-hand",
    "hand sizes public": "counts-public",
    "asking someone you know lacks the card": "known-lacking",
    "a tie": "tie",
    "a series": "series",
    "two players": "two-players",
    '"please"': "please",
}


def items(lang: str) -> list[Element]:
    page = parse_html(built(SLUG, lang))
    return page.find_all(cls="hf-finder__item")


def ids_on_page(path: Path) -> set[str]:
    return {el.get("id") for el in parse_html(path).iter() if el.get("id")}


def test_at_least_thirty_situations_and_every_one_the_issue_names() -> None:
    assert len(SITUATIONS) >= 30
    assert set(ASKED_FOR.values()) <= set(SITUATION_IDS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_situation_is_on_the_page_with_its_own_anchor(lang: str) -> None:
    found = items(lang)
    assert [el.get("id") for el in found] == list(SITUATION_IDS)
    for el, s in zip(found, SITUATIONS, strict=True):
        assert el.get("data-rules").split() == list(s.rules)
        assert el.find_all(tag="h2")[0].all_text() == say(s.message_id("q"), lang)


def test_every_situation_names_existing_rules_and_says_it_in_both_languages() -> None:
    for s in SITUATIONS:
        assert all(r in RULES and not RULES[r].variant for r in s.rules)
        assert s.references or s.see, s.id  # a rule, a point of the guide or a section says where it comes from
        for other in s.others:
            assert other in OTHER_SECTIONS or RULES[other].variant
        assert has(s.message_id("q"))
        assert all(has(r.message_id) for r in s.rulings)  # its answer: the rulings' records
        assert has(s.message_id("other")) == bool(s.others), s.id
        assert has(s.message_id("fig")) == (s.diagram is not None), s.id


def test_a_diagram_is_played_by_the_engine_under_the_situations_own_rule() -> None:
    drawn = [s for s in SITUATIONS if s.diagram is not None]
    assert len(drawn) >= 6
    for s in drawn:
        outcome = diagram_outcome(s)
        assert outcome["rule"] in s.rules, (s.id, outcome["rule"])
    only = diagram_outcome(next(s for s in drawn if s.id == "only-named"))["game"]
    held = {str(c) for c in only.hand("Ben")}
    assert "C3" in held and "C2" not in held  # only the card named moved


def test_both_languages_say_the_same_thing() -> None:
    """Same situations, same rulings, same rules and other rules linked, same diagrams with the same verdicts."""
    def facts(lang: str) -> list[tuple[object, ...]]:
        out = []
        for el in items(lang):
            links = [a.get("href").split("#")[1] for a in el.iter() if a.tag == "a" and "#" in a.get("href")]
            verdicts = [(v.get("data-outcome"), v.get("data-rule")) for v in el.find_all(cls="hf-finder__verdict")]
            cards = sorted(c.get("data-card") for c in el.iter() if c.get("data-card"))
            out.append((el.get("id"), el.get("data-ruling"), el.get("data-rules"), tuple(links), tuple(verdicts),
                        tuple(cards), bool(el.find_all(cls="hf-finder__other"))))
        return out

    assert facts("en") == facts("fr")


@pytest.mark.parametrize("lang", LANGS)
def test_every_link_of_a_situation_lands_on_its_section(lang: str) -> None:
    here = url_path(SLUG, lang)
    for el in items(lang):
        for a in el.iter():
            if a.tag != "a":
                continue
            href = a.get("href")
            target, _, anchor = href.partition("#")
            page = SITE / resolve(here, target) / "index.html"
            assert page.is_file(), href
            assert anchor in ids_on_page(page), href


@pytest.mark.parametrize("lang", LANGS)
def test_a_site_ruling_is_said_to_be_the_sites(lang: str) -> None:
    for el in items(lang):
        kind = el.find_all(cls="hf-finder__kind")[0].all_text()
        assert kind == say(f"ruling.label.{el.get('data-ruling')}", lang)


def test_the_page_and_the_build_analyse_every_word_alike(searched: dict[str, Any]) -> None:
    """The page folds and stems what the reader types with finder-search.js; the build did it in Python."""
    samples = analysis_samples()
    assert len(samples) > 1000
    for lang in LANGS:
        theirs = searched[lang]["analysed"]
        ours = [analyse(w, lang) for w in samples]
        assert theirs == ours


def test_plain_words_find_their_situation(searched: dict[str, Any]) -> None:
    """The floor under the figures ``python benchmarks/finder.py`` prints (queries: tests/site/finder_queries.py)."""
    tuned = score(searched, finder_queries.QUERIES)
    held = score(searched, finder_queries.HELD_OUT)
    for lang in LANGS:
        r = tuned[lang]
        assert r["queries"] >= 60
        assert r["first"] >= 0.85 * r["queries"], r["misses"]
        assert r["top3"] >= 0.95 * r["queries"], r["misses"]
        h = held[lang]
        assert h["top3"] >= 0.75 * h["queries"], h["misses"]


# The floor on the unseen queries (tests/site/finder_queries.py): the share whose situation comes first, as typed and
# with one typo in every word of four letters or more. The issue's target is 0.90 in each language. UNSEEN was written
# before any tuning, then the keywords were tuned after its misses were seen (73 % EN, 62 % FR first before);
# UNSEEN_AFTER was written after that tuning and never tuned on until item 3's second round. HELD_OUT_3 (issue 39,
# item 3) was written before item 3's first changes to the search and measured before (76 % EN, 78 % FR first) and once
# after (76 %, 81 %); its misses were tuned on in the second round. HELD_OUT_4 was written before the second round and
# never tuned on in it: 75 % EN, 75 % FR first before; 80 %, 85 % after; its misses were tuned on in the third round
# (92 %, 100 % after it). HELD_OUT_5 was written before the third round (keywords from the older sets' misses,
# « pouvoir » as a stop word, pairs within a clause, phone forms) and never tuned on in it: 80 % EN, 85 % FR first
# before; 85 %, 90 % after (one typo per word: 72 %, 82 % before; 78 %, 90 % after); its misses were tuned on in the
# fourth round (92 %, 95 % after it). HELD_OUT_6 was written before the fourth round and never tuned on in it: 82 % EN,
# 82 % FR first before, and the same after (one typo per word: 78 %, 78 % before; 78 %, 75 % after): the fourth round's
# tuning did not carry over to new queries; its misses were tuned on in the fifth round (90 %, 92 % after it).
# HELD_OUT_7 was written before the fifth round and never tuned on: 88 % EN, 75 % FR first before, and the same after
# (one typo per word: 80 %, 78 %, before and after); after the sixth round's change of the score (the share of the
# query's terms a situation holds to the power 0.75, not 1; chosen on the older sets, this one among them, no keyword
# tuned on its misses): 88 %, 82 % (one typo: 80 %, 80 %). HELD_OUT_8 was written before the sixth round and never tuned
# on: 88 % EN, 88 % FR first before, and the same after (one typo per word: 80 %, 82 % before; 82 %, 82 % after); its
# misses were tuned on in the seventh round (92 %, 98 % after it). HELD_OUT_9 was written before the seventh round
# (colours as family names, 'got' a term, sayings such as "it's a draw" or « c'est à qui » read as the word they stand
# for, keywords from the older sets' misses) and never tuned on: 85 % EN, 92 % FR first before; 95 %, 92 % after (one
# typo per word: 88 %, 78 % before; 92 %, 78 % after; top three 100 %, 98 %). Its queries were written by the same hand
# that tuned the round, so its measure is less blind than the older ones'.
# After the seventh round, a fresh reader's check against the guide dropped what misled: "got no cards in the deal"
# (first-empty: no one is dealt nothing; the starting player's hand is empty because its families were laid down),
# « c'est à moi » alone as the turn (said of a card), « donner les cartes » as dealing (said of handing cards over after
# a yes), "with just my" as two players ("with just my last card"; "play with just my" kept), "carry on" as "keep"
# (sent "carry on asking after a no" to after-yes; no query needed it). HELD_OUT_8 EN fell to 90 % (one typo: 80 %):
# 'the kid next to the dealer got no cards at all' is no longer found first.
# The eighth round (HELD_OUT_9 unsealed and tuned on; no keyword added) weighed typos in the page's search (a letter
# doubled or typed single, two swapped, a neighbouring key, a vowel: the likelier of two words read), compared a
# misspelt word with each term's forms (its endings put back), read a misspelt stop word of the page's language as a
# stop word in every language, and a word only the other language knows as a possible typo of the page's: one typo per
# word, HELD_OUT_9 92 % EN (37/40, as before), 78 % -> 92 % FR (31 -> 37/40); the older sets pooled 88 % -> 91 % EN,
# 90 % -> 94 % FR; no set lower, as typed every set the same (benchmarks/finder.py --table).
# HELD_OUT_10 was written blind (by a hand that never tuned the finder nor saw its keywords or the older sets) and is
# sealed: 82 % EN, 78 % FR first as typed before the eighth round, and the same after it (one typo per word: 82 %, 72 %
# before; 80 %, 75 % after; top three 98 %, 90 %). Below the issue's 0.90: the tuned sets overstate what a new
# reader's wording finds. Its floor is what it reaches, so that no later round makes it worse.
# HELD_OUT_11 was written blind before the ninth round (by a hand that never saw the finder's code, its keywords nor the
# older sets) and was the ninth round's development set, its misses tuned on: 82 % EN, 72 % FR first as typed before
# (one typo per word 80 %, 65 %; top three 88 %, 88 %); 95 %, 90 % after (one typo 92 %, 82 %; top three 98 %, 98 %).
# The round's changes: a family member named as a card ("the Grocer's son", « la mère »), the classic packs' trades as
# families, French -ant forms, sayings (« quand même », « rien que », "ask her again", « juste la »), « répondre » as
# « dire », a few keywords, and in the page a saying or stop phrase typed with a typo still read as one, and a last
# word no word begins with read as a typo while it is typed. The older sets rose with it (pooled, as typed 96 % EN,
# 97 -> 98 % FR; one typo 91 -> 93 % EN, 94 -> 96 % FR), their floors raised to what they reach. HELD_OUT_10, sealed,
# measured at the round's end only: 82 % EN (the same), 78 -> 80 % FR first as typed; one typo per word 80 % EN (the
# same), 75 -> 80 % FR; top three 98 %, 90 % (the same). Still below the issue's 0.90 in both languages: the round's
# gains on its own development set (HELD_OUT_11) carried over to a set no one tuned on only in part.
# The tenth round unsealed HELD_OUT_10 and tuned on its misses (and HELD_OUT_11's), each change kept only when no
# other set fell (benchmarks/finder.py --table): a family's name counted as a common word (its rarity that of a word
# held by a quarter of the situations), having none however it is said ("I haven't got any": "have none"), going
# through cards as looking, the game being over as its end, 'went' not a go, and keyword phrases (saying only the
# family, telling how many cards, a no taken back at once, laying down a family one was dealt, « deux personnes »).
# HELD_OUT_10, first as typed: 82 -> 95 % EN, 80 -> 88 % FR (one typo per word 80 -> 92 %, 80 -> 92 %); HELD_OUT_11
# 95 %, 90 % (the same; one typo 92 -> 95 %, 82 -> 85 %); the older sets pooled 96 %, 98 % (360, 365; one typo 94 %,
# 96 %). These figures are on sets now seen: HELD_OUT_12, written blind before the round and sealed, measures it,
# and the round did not carry over: first as typed 31/40 EN, 36/40 FR before it and after it. A fresh reader then
# narrowed the phrases that sent a reader to another ruling (« toutes les deux » is also two cards, "all over" also a
# misdeal, "ask anyway" also a forbidden request, "hasn't got any" said of another player is a request that fails,
# "went through" also a request that succeeded; a second fresh reader: « redemander la même carte » is also asking a
# card back, "I haven't got any cards" an empty hand, "games over the weekend" a series, "we went through the cards"
# a misdeal): HELD_OUT_12 30/40 EN (75 %), 35/40 FR (88 %), one typo per word 29/40, 32/40; no other set lower.
# Learning from the labelled queries instead (benchmarks/finder_examples.py, each blind set predicted from the sets
# written before it and the finder of its time) gains a few points, not 90 %.
# Examples (issue 39 item 3): hf_core/words/asked.py holds 15 queries a situation and a language written by readers'
# stand-ins who saw only the guide and the situations' questions, never these sets (none of them is among the
# examples; nine examples, written independently, happen to be word for word queries of the older sets, none of
# HELD_OUT_12's). The page scores a query against each situation's examples with BM25 and adds that score to the
# finder's, each divided by its best (hf_core.site.finder.EXAMPLE_WEIGHT). HELD_OUT_12, sealed, first as typed: 30 ->
# 35/40 EN (88 %), 35 -> 39/40 FR (98 %); one typo per word 29 -> 32, 32 -> 38; top three 88 -> 95 %, 95 -> 100 %
# (the experiment, the same design in Python: 36, 39 as typed; the one query apart is a tie to the fifth decimal,
# which the index's weights, rounded to three, settle the other way). The sets the keywords were tuned on lose a few
# queries to it: pooled, as typed 398 -> 398/414 EN, 402 -> 400/413 FR, one typo per word 388 -> 386, 396 -> 393;
# queries the tuned keywords put first by a small margin, where another situation's examples say their words more
# (« mauvaise donne »: « il m'a donné la mauvaise carte »). Their floors were lowered to what the finder reaches with
# the examples: UNSEEN, UNSEEN_AFTER (EN as typed, FR), HELD_OUT_3 EN, HELD_OUT_5 FR, HELD_OUT_6 EN with one typo,
# HELD_OUT_8 EN, HELD_OUT_9 FR (one to three queries each); none of the designs measured (the examples weighed 0.5 or
# 0.75, with their pairs of terms, or with the situations' own keywords among them) kept every one of these floors.
# Three more sets were written blind at stop 54, each by a hand that saw only the guide and the situations' questions:
# HELD_OUT_13 before the examples (its figures, with HELD_OUT_12's, chose the design among those of
# benchmarks/finder_examples.py: the sum with weight 1, BM25), HELD_OUT_14 while the design was chosen (not used to
# choose it), HELD_OUT_15 once the examples were fixed (measured once before and once after). First as typed, the
# finder alone -> with the examples: HELD_OUT_13 36 -> 39/40 EN, 35 -> 38/40 FR; HELD_OUT_14 36 -> 37/40 EN, 31 ->
# 38/40 FR; HELD_OUT_15 29 -> 34/40 EN (85 %), 34 -> 37/40 FR (93 %). The four blind sets pooled, with the
# examples: 145/160 EN (91 %), 152/160 FR (95 %); HELD_OUT_14 and HELD_OUT_15, the two no choice was made on: 71/80 EN
# (89 %), 75/80 FR (94 %). All four are sealed.
# Since stop 58 the sets held out once and tuned on since (UNSEEN, UNSEEN_AFTER, HELD_OUT, HELD_OUT_3 to HELD_OUT_11,
# HELD_OUT_14 to HELD_OUT_18: hf_core.site.readers) are examples too, each term said twice
# (hf_core.site.finder.LABELLED_TF, EXAMPLE_WEIGHT 1.2): their floors are regression floors of training data now, not
# measures of what a reader types. The sets still sealed measure that: HELD_OUT_12, HELD_OUT_13, HELD_OUT_19,
# HELD_OUT_20, HELD_OUT_21, HELD_OUT_22 and HELD_OUT_23 (the way of adding the examples was chosen on HELD_OUT_19 and
# HELD_OUT_20, among eight; nothing on the three others). With one typo per word, the training sets lost a query or two
# each (UNSEEN EN, HELD_OUT_6 FR, HELD_OUT_7 both, HELD_OUT_8 EN two, HELD_OUT_9 FR; pooled over the older sets 429 ->
# 434/454 EN, 434 -> 434/453 FR): their floors are what the finder reaches now. A letter left out of HELD_OUT_9's
# longest word no longer misses ("theres a card mising after dealing").
# The floors are what the finder reaches today, so that it never goes back (raise them as it improves; a held-out
# set's misses are tuned on only in a later round, after a new set is written).
FLOORS = {  # set -> lang -> (first as typed, first with one typo per word)
    "UNSEEN": {"en": (0.975, 0.925), "fr": (0.975, 0.95)},
    "UNSEEN_AFTER": {"en": (0.972, 0.944), "fr": (0.972, 0.972)},  # FR 35/36 again at stop 56 (« j'ai reçu A4 »)
    "HELD_OUT_3": {"en": (0.972, 0.918), "fr": (1.0, 0.972)},
    "HELD_OUT_4": {"en": (1.0, 0.90), "fr": (1.0, 1.0)},
    "HELD_OUT_5": {"en": (1.0, 0.975), "fr": (0.975, 0.925)},
    "HELD_OUT_6": {"en": (0.95, 0.90), "fr": (0.975, 0.95)},
    # EN one typo -1 at stop 55 (the whole-family examples added then): 'I was dralt all fur of one famiyl'
    "HELD_OUT_7": {"en": (0.95, 0.90), "fr": (0.975, 0.925)},
    "HELD_OUT_8": {"en": (0.95, 0.90), "fr": (0.975, 0.975)},
    "HELD_OUT_9": {"en": (0.975, 0.975), "fr": (1.0, 0.975)},
    "HELD_OUT_10": {"en": (0.975, 1.0), "fr": (0.975, 0.975)},
    "HELD_OUT_11": {"en": (1.0, 1.0), "fr": (0.975, 0.925)},
    "HELD_OUT_12": {"en": (0.925, 0.875), "fr": (0.975, 0.975)},  # sealed: what it reaches
    "HELD_OUT_13": {"en": (0.975, 0.975), "fr": (0.95, 0.875)},  # sealed
    "HELD_OUT_14": {"en": (1.0, 1.0), "fr": (0.975, 0.875)},  # unsealed at stop 55
    # unsealed at stop 55; EN raised at stop 56 ('told' as 'said', 'going' as 'go'): 36/40 as typed, 37/40 one typo
    # FR 37/40 (as typed, one typo) since stop 56 dropped « obtenir » read as « recevoir » (see HELD_OUT_18)
    "HELD_OUT_15": {"en": (0.90, 0.925), "fr": (0.925, 0.925)},
    # Written blind at the start of stop 55, before its changes; measured then (33/40 EN, 37/40 FR) and once at its end,
    # after them: 34/40 EN (85 %, below the issue's 90 %), 37/40 FR (92 %).
    # Unsealed at stop 56 for its round of tuning; EN with one typo raised then (36/40: 'is the game over' read as the
    # end, typed 'wen is the gaem oveer').
    "HELD_OUT_16": {"en": (0.85, 0.90), "fr": (0.95, 0.925)},
    # Written blind during stop 55, after its first round: 36/40 EN (90 %), 36/40 FR (90 %). Unsealed at stop 56 for
    # a round of French tuning: FR raised then (38/40 as typed and with one typo).
    "HELD_OUT_17": {"en": (0.90, 0.90), "fr": (0.95, 0.95)},
    # Written blind at the start of stop 56, before its round of tuning; measured then: 38/40 EN, 34/40 FR (85 %,
    # below the issue's 90 %). Measured after its third round (unchanged), then unsealed for a fourth, French first:
    # FR raised then (39/40 as typed, 35/40 with one typo).
    # FR 38/40 and 34/40 once a fresh reader's review dropped two of that round's readings: « obtenir » as « recevoir »
    # (« comment obtenir une famille » is not a card received) and « la fin de tout » as the running total (it is
    # this game's end)
    "HELD_OUT_18": {"en": (0.95, 0.975), "fr": (0.95, 0.85)},
    # Written blind during stop 56, after its third round, before its fourth; measured then: 34/40 EN (85 %), 35/40 FR
    # (88 %), both below the issue's 90 %. Sealed.
    # With the labelled queries among the examples (stop 58, chosen on this set and HELD_OUT_20): 36/40 EN, 35/40 FR;
    # one typo per word 31, 35.
    "HELD_OUT_19": {"en": (0.90, 0.775), "fr": (0.875, 0.875)},
    # Written blind during stop 57, before its fifth round (weights rather than words); measured then with main's
    # finder: 33/40 EN (82 %), 34/40 FR (85 %), both below the issue's 90 %; after it (six readings narrowed, no weight
    # moved: a flat optimum) the same. Sealed.
    # With the labelled queries among the examples (stop 58, chosen on this set and HELD_OUT_19): 35/40 EN, 35/40 FR;
    # one typo per word 32, 36.
    "HELD_OUT_20": {"en": (0.875, 0.80), "fr": (0.875, 0.90)},
    # Written blind during stop 58, before its sixth round (labelled queries as examples); measured then with main's
    # finder: 35/40 EN (88 %, below the issue's 90 %), 38/40 FR (95 %); one typo per word 35, 37. After it (the
    # labelled queries of hf_core.site.readers among the examples, chosen on HELD_OUT_19 and HELD_OUT_20, nothing on
    # this set): 39/40 EN (98 %), 38/40 FR (95 %); one typo per word 36, 36. Sealed.
    "HELD_OUT_21": {"en": (0.975, 0.90), "fr": (0.95, 0.90)},
    # Written blind during stop 58, after its sixth round was chosen; measured with the finder before the round: 38/40
    # EN, 37/40 FR, one typo per word 38, 38; after it: 39/40 EN (98 %), 39/40 FR (98 %), one typo per word 37, 37.
    # Sealed.
    "HELD_OUT_22": {"en": (0.975, 0.925), "fr": (0.975, 0.925)},
    # Written blind during stop 58, after its sixth round was merged; measured with the finder before the round: 39/40
    # EN, 40/40 FR, one typo per word 38, 40; with it: 39/40 EN, 40/40 FR, one typo per word 39, 40. Sealed.
    "HELD_OUT_23": {"en": (0.975, 0.975), "fr": (1.0, 1.0)},
}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_unseen_queries_find_their_situation_first_also_misspelt(searched: dict[str, Any], name: str) -> None:
    queries = getattr(finder_queries, name)
    clean = score(searched, queries)
    misspelt = score(searched, typed(queries))
    for lang in LANGS:
        as_typed, with_typos = FLOORS[name][lang]
        assert clean[lang]["queries"] >= 30
        n = clean[lang]["queries"]
        assert clean[lang]["first"] >= round(as_typed * n, 6), clean[lang]["wrong"]  # 0.925 * 40 is 37.000...01
        assert misspelt[lang]["first"] >= round(with_typos * n, 6), misspelt[lang]["wrong"]


def test_the_examples_name_situations_and_every_situation_has_some_in_both_languages() -> None:
    """The examples the finder reads (hf_core/words/asked.py) are queries for existing situations, every situation
    has some in each language, and none is shown: the page holds their terms only, not their text."""
    assert set(ASKED) == set(LANGS)
    for lang in LANGS:
        named = Counter(sid for _, sid in ASKED[lang])
        assert set(named) <= set(SITUATION_IDS), set(named) - set(SITUATION_IDS)
        assert set(SITUATION_IDS) <= set(named), set(SITUATION_IDS) - set(named)
        assert min(named.values()) >= 10
        page = built(SLUG, lang).read_text(encoding="utf-8")
        assert not [q for q, _ in ASKED[lang] if html.escape(q, quote=False) in page]


# Queries whose telling word only the examples hold (no part of the index has its term): the situation a reader means
# comes first. Without the examples the page put another first (measured when they were added: family-not-held,
# uneven-hands, shown-card).
EXAMPLES_ONLY = {
    "en": [("asking for a specific card rather than a family", "specific", "whole-family")],
    "fr": [("contrôler la main de mamie", "contrôler", "look-at-cards"),
           ("peut-on exiger de voir ses cartes", "exiger", "look-at-cards")],
}


def test_a_word_only_the_examples_hold_finds_its_situation_first(searched: dict[str, Any]) -> None:
    for lang, cases in EXAMPLES_ONLY.items():
        index = search_index(lang)
        for query, word, want in cases:
            [term] = analyse(word, lang)
            assert all(term not in part["terms"] for part in index["parts"]), term
            assert SITUATION_IDS.index(want) in {doc for doc, _ in index["parts"][0]["examples"][term]}
            assert searched[lang]["ranks"][query][:1] == [want], searched[lang]["ranks"][query][:3]


def test_words_as_a_phone_types_them() -> None:
    """Short forms read as the words they stand for, or as the stop words they are ("ki" is « qui »)."""
    assert analyse("i wanna skip ur go", "en") == analyse("I want to skip your go", "en")
    assert analyse("whos next", "en") == ["who", "next"]
    assert analyse("faut dire svp ?", "fr") == analyse("faut dire s'il vous plaît ?", "fr")
    assert analyse("ki commence", "fr") == analyse("qui commence", "fr") == analyse("je peux commencer", "fr")
    assert analyse("can u say pls", "en") == analyse("can you say please", "en")


# Sayings read too widely once (hf_core.words.situations.SAYINGS): no cards of a family is having none of it, not an
# empty hand; the games over a weekend are several games, not the game's end.
SAYING_CASES = (
    "i haven't got any cards of that family", "I havent got any cards from the bakers",
    "i don't have any cards of the bakers", "I haven't got any cards", "i haven't got any cards left",
    "i haven't got any cards at all", "the games over the weekend", "games over the weekend",
    "the games over two days", "the games over",
)


def test_no_cards_of_a_family_is_having_none_of_it_not_an_empty_hand() -> None:
    for query in SAYING_CASES[:3]:
        terms = analyse(query, "en")
        assert "none" in terms and "no" not in terms, (query, terms)
    for query in SAYING_CASES[3:6]:  # "...any cards" at the end, or before "left" or "at all": an empty hand
        assert analyse(query, "en")[:2] == ["no", "card"], query
    # a fresh reader's misfire: cards "in my hand" are the hand's (an empty hand), "in that family" the family's
    assert analyse("i haven't got any cards in my hand", "en")[:2] == ["no", "card"]
    assert "none" in analyse("i haven't got any cards in that family", "en")


def test_the_games_over_a_weekend_are_several_games_not_the_end() -> None:
    weekend = analyse("the games over the weekend", "en")
    assert weekend == analyse("games over the weekend", "en")
    assert "finish" not in weekend and "finish" not in analyse("the games over two days", "en")
    assert "two" in analyse("the games over two days", "en")
    assert analyse("the games over", "en") == ["game", "finish"]  # "the game's over" typed plain: still the end
    # its comma left out, it is still the end: a time only after it makes a series
    for query in ("the games over the scores are tied", "the games over a tie what now", "the games over my hand"):
        assert analyse(query, "en")[:2] == ["game", "finish"], query


def test_a_pair_of_terms_stays_in_one_clause_of_a_question() -> None:
    """"A misdeal: wrong hand sizes, a card face up" says "wrong hand", not "wrong card"."""
    from hf_core.site.finder import _pairs

    misdeal = SITUATION_IDS.index("misdeal")
    pairs = _pairs("en")
    assert misdeal in pairs["wrong hand"]
    assert misdeal not in pairs.get("wrong card", set())


@pytest.mark.parametrize("lang", LANGS)
def test_every_situation_carries_its_rulings_first_sentence(lang: str) -> None:
    """What the finder shows under a match: a sentence of the ruling the section says, never a bare link."""
    for el in items(lang):
        sentence = el.get("data-hf-gist")
        assert sentence and sentence[-1] in ".!?…", el.get("id")
        ruling = el.find_all(cls="hf-finder__ruling")[0].all_text()
        assert sentence in ruling, el.get("id")


def test_a_query_typed_without_its_accents_finds_the_same_first(searched: dict[str, Any]) -> None:
    """« répondu », « pioché », « égalité » typed plain (a phone, a child) give the same first result."""
    queries = accented_queries()
    assert len(queries["fr"]) >= 10
    accented = score(searched, queries)
    plain = score(searched, {lang: [(_plain(q), want) for q, want in pairs] for lang, pairs in queries.items()})
    for lang in LANGS:
        assert plain[lang]["first"] == accented[lang]["first"], (plain[lang]["wrong"], accented[lang]["wrong"])


def test_a_letter_left_out_of_the_longest_word_still_finds_the_situation(searched: dict[str, Any]) -> None:
    """A query of HELD_OUT_9 found first as typed keeps its situation in the top three when a letter (not the first)
    of its longest word of five letters or more is left out: a slip in the word that says the most."""
    clean = score(searched, finder_queries.HELD_OUT_9)
    for lang in LANGS:
        wrong = {q for q, _, _ in clean[lang]["wrong"]}
        found = [(slip(q, "left out"), want) for q, want in finder_queries.HELD_OUT_9[lang] if q not in wrong]
        slipped = score(searched, {lang: found})[lang]
        assert [q for q, _, _ in slipped["misses"]] == KNOWN_SLIPS[lang], slipped["misses"]


KNOWN_SLIPS = {  # lang -> the slipped queries known to miss the top three (none to add: fix the search instead)
    # "theres a card mising after dealing" missed until the labelled queries became examples (stop 58)
    "en": [],
    "fr": [],
}


@pytest.mark.parametrize("kind", ["swap", "double"])
def test_two_letters_swapped_or_one_doubled_in_the_longest_word_keeps_the_situation_first(
    searched: dict[str, Any], kind: str
) -> None:
    """A query of HELD_OUT_9 found first as typed is still found first when two letters in the middle of its longest
    word of five letters or more are swapped ("misisng", « parites ») or one is doubled ("misssing"): the slips a
    hand makes most (before the eighth round, two swapped queries fell from first)."""
    clean = score(searched, finder_queries.HELD_OUT_9)
    for lang in LANGS:
        wrong = {q for q, _, _ in clean[lang]["wrong"]}
        found = [(slip(q, kind), want) for q, want in finder_queries.HELD_OUT_9[lang] if q not in wrong]
        slipped = score(searched, {lang: found})[lang]
        assert slipped["first"] == slipped["queries"], slipped["wrong"]


# ------------------------------------------------------------------------------- the page's search, run once
#
# Every query the tests above read, in every form they read it (as typed, one typo per word, accents left out, a
# letter of the longest word left out, two swapped, one doubled), and the words whose analysis they compare, are
# searched in ONE Node process (issue 37: ten Node runs and more made the finder's tests half the site tests' time);
# each test then scores its own queries from the results (benchmarks/finder.py: score), and a query the run did not
# search is a KeyError, never a pass.

SLIPS = ("left out", "swap", "double")


def slip(query: str, kind: str) -> str:
    """``query`` with a slip in the middle of its longest word of five letters or more: a letter (not the first) left
    out, two letters swapped, or one doubled."""
    longest = max(re.findall(r"[^\W\d_]+", query), key=len)
    if len(longest) < 5:
        return query
    m = len(longest) // 2
    if kind == "left out":
        changed = longest[:m] + longest[m + 1 :]
    elif kind == "swap":
        changed = longest[:m] + longest[m + 1] + longest[m] + longest[m + 2 :]
    else:
        changed = longest[:m] + longest[m] + longest[m:]
    return query.replace(longest, changed, 1)


def _plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def accented_queries() -> dict[str, list[tuple[str, str]]]:
    """The queries of HELD_OUT_9 with an accent, per language."""
    return {lang: [q for q in finder_queries.HELD_OUT_9[lang] if _plain(q[0]) != q[0]] for lang in LANGS}


def analysis_samples() -> list[str]:
    """Every word of both indexes, a few words to fold and the sayings of :data:`SAYING_CASES`, English's then
    French's (each language's page analyses them all)."""
    samples: dict[str, list[str]] = {}
    for lang in LANGS:
        text = json.dumps(search_index(lang), ensure_ascii=False)
        samples[lang] = sorted(set(words(text)) | {"Égalité", "l'avait", "menteuse", "Pioche !", "cœur", *SAYING_CASES})
    return samples["en"] + samples["fr"]


def every_query() -> dict[str, list[str]]:
    """Per language, every query the tests read, in every form they read it."""
    out: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for name in ("QUERIES", "HELD_OUT", *FLOORS):
        queries = getattr(finder_queries, name)
        for variant in (queries, typed(queries)):
            for lang in LANGS:
                out[lang] += [q for q, _ in variant[lang]]
    for lang in LANGS:
        out[lang] += [slip(q, kind) for q, _ in finder_queries.HELD_OUT_9[lang] for kind in SLIPS]
        out[lang] += [_plain(q) for q, _ in accented_queries()[lang]]
        out[lang] += [q for q, _, _ in EXAMPLES_ONLY[lang]]
    return out


@pytest.fixture(scope="session")
def searched(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The page's search of :func:`every_query` and analysis of :func:`analysis_samples`, in one Node process a test
    run: under pytest-xdist the first worker to ask runs it and leaves the results for the other (a file locked
    while it is written, named by the run)."""
    def run() -> dict[str, Any]:
        return search_all(every_query(), analysis_samples(), typing=False)

    uid = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if not uid:
        return run()
    import fcntl

    shared = tmp_path_factory.getbasetemp().parent / f"finder-searched-{uid}.json"
    with open(shared.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if shared.is_file():
            found: dict[str, Any] = json.loads(shared.read_text(encoding="utf-8"))
            return found
        found = run()
        shared.write_text(json.dumps(found), encoding="utf-8")
        return found


def test_a_word_weighs_most_in_the_situation_whose_examples_say_it() -> None:
    """The examples' part of the index (ASKED and the readers' labelled queries, build time only): "already" is
    said most in the examples of asking for a card one already holds."""
    found = examples("en")
    assert SITUATION_IDS[max(found["already"], key=lambda p: p[1])[0]] == "own-card"
