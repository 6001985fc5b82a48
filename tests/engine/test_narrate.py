"""Narration and error messages: every event and every error, in English and in French."""

from __future__ import annotations

import random
import re
import string

import pytest

from hf_core import ORDINARY_52, Card, Game, Rules
from hf_core.errors import HappyFamiliesError, IllegalAsk, InvalidCard, InvalidLog, InvalidSetup, UnknownPlayer
from hf_core.events import (
    EVENT_TYPES,
    Asked,
    Dealt,
    Denied,
    Event,
    Exposed,
    GameOver,
    Given,
    HandEmptied,
    TurnPassed,
)
from hf_core.narrate import TEMPLATES, error_message, join_names, narrate, narrate_all, refusal
from hf_core.scenarios import WORKED_EXAMPLE

A3 = Card.parse("A3")
PLAYERS = ("Alice", "Ben", "Cara")
SAMPLES: list[Event] = [
    Dealt("Cara", (15, 15, 14)),
    Dealt(None, (15, 15, 14)),
    Asked("Alice", "Ben", A3),
    Given("Ben", "Alice", A3),
    Denied("Cara", "Alice", Card.parse("B2")),
    Exposed("Alice", "A", False),
    Exposed("Cara", "J", True),
    HandEmptied("Ben"),
    TurnPassed("Alice", "turn.first"),
    TurnPassed("Cara", "ask.failure-passes-to-asked"),
    TurnPassed("Cara", "hand.empty"),
    TurnPassed("Ben", "variant.miss-clockwise"),
    TurnPassed("Ben", "some.future-rule"),
    GameOver((5, 3, 3), ("Alice",)),
    GameOver((4, 4, 3), ("Alice", "Ben")),
    GameOver((1, 1), ("Alice", "Ben")),
]
GENDERED = re.compile(r"\b(he|she|his|her|hers|him|himself|herself|il|elle|ils|elles)\b", re.IGNORECASE)
# Errors may say "il manque" (impersonal "il"): only the pronouns that would give a player a gender.
GENDERED_PLAYER = re.compile(r"\b(he|she|his|her|hers|him|himself|herself|elle|elles)\b", re.IGNORECASE)
PLACEHOLDER = re.compile(r"\{[a-z_]*(![rs])?\}")
# "Q (queens)" / "Q (dames)", "Ann 4": the words differ, not the template
SAME_IN_BOTH = {"narrate.named-family", "narrate.score"}


def test_every_event_type_has_samples() -> None:
    assert {type(e) for e in SAMPLES} == set(EVENT_TYPES.values())


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
def test_every_event_renders_in_both_languages(event: Event) -> None:
    for players in (None, PLAYERS):
        en = narrate(event, "en", players=players)
        fr = narrate(event, "fr", players=players)
        for text in (en, fr):
            assert "{" not in text and "}" not in text
            assert text[0].isupper() and text.endswith(".")
            assert not GENDERED.search(text), text
        assert en != fr


def test_the_examples_of_the_brief() -> None:
    assert narrate(Asked("Alice", "Ben", A3)) == "Alice asks Ben for A3."
    assert narrate(Asked("Alice", "Ben", A3), "fr") == "Alice demande A3 à Ben."
    assert narrate(Denied("Cara", "Alice", Card.parse("B2")), "fr") == "Cara répond non\u00a0: pas de B2."
    dealt = narrate(Dealt("Cara", (15, 15, 14)), players=PLAYERS)
    assert dealt == "Cara deals all 44 cards: Alice 15, Ben 15, Cara 14."
    assert "share the victory" in narrate(GameOver((4, 4, 3), ("Alice", "Ben")))
    assert "se partagent la victoire" in narrate(GameOver((4, 4, 3), ("Alice", "Ben")), "fr")
    assert narrate(GameOver((5, 3, 3), ("Alice",)), players=PLAYERS) == (
        "Game over, every family is complete (Alice 5, Ben 3, Cara 3). Alice wins with 5 families."
    )
    assert narrate(GameOver((1, 0), ("Alice",)), "fr").endswith("Alice gagne avec 1 famille.")
    assert narrate(Exposed("Cara", "J", True)) != narrate(Exposed("Cara", "J", False))


def test_the_rule_that_gave_the_turn_is_told() -> None:
    sentences = {narrate(TurnPassed("Ben", r)) for r in TURN_REASONS}
    assert len(sentences) == len(TURN_REASONS)


TURN_REASONS = ("turn.first", "ask.failure-passes-to-asked", "hand.empty", "variant.miss-clockwise")


def test_every_turn_reason_the_engine_gives_has_its_own_sentence() -> None:
    reasons: set[str] = set()
    rng = random.Random(4)
    for rules in (Rules(), Rules(miss="clockwise"), Rules(first="dealer")):
        for seed in range(30):
            g = Game.deal(["Ann", "Ben", "Cara", "Dan", "Eve", "Finn"][: 2 + seed % 5], seed=seed, rules=rules)
            while not g.is_over:
                assert g.current is not None
                g.ask(g.current, *rng.choice(g.legal_asks()))
            reasons |= {e.reason for e in g.events if isinstance(e, TurnPassed)}
    assert reasons == set(TURN_REASONS)
    for reason in reasons:
        assert f"event.turn.{reason}" in TEMPLATES


def test_templates_exist_in_both_languages_and_differ() -> None:
    for key, table in TEMPLATES.items():
        assert set(table) == {"en", "fr"}, key
        fields = {f for _, f, _, _ in string.Formatter().parse(table["en"]) if f}
        assert fields == {f for _, f, _, _ in string.Formatter().parse(table["fr"]) if f}, key
        if key not in SAME_IN_BOTH:
            assert table["en"] != table["fr"], key


def test_pack_names_and_lists() -> None:
    assert narrate(Exposed("Ann", "Q", False), "fr", pack=ORDINARY_52) == (
        "Ann complète la famille Q (dames) et la pose face visible."
    )
    assert join_names(["Ann"]) == "Ann" and join_names(["Ann", "Ben"], "fr") == "Ann et Ben"
    with pytest.raises(ValueError, match="language"):
        narrate(SAMPLES[2], "de")


def test_a_whole_game_narrates_one_sentence_per_event() -> None:
    g = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=7)
    rng = random.Random(1)
    while not g.is_over:
        assert g.current is not None
        g.ask(g.current, *rng.choice(g.legal_asks()))
    for lang in ("en", "fr"):
        lines = narrate_all(g.events, lang, players=g.players)
        assert len(lines) == len(g.events)
        assert all("{" not in line for line in lines)


# ------------------------------------------------------------------------------------------------ errors


def raised(fn: object, *args: object) -> HappyFamiliesError:
    try:
        fn(*args)  # type: ignore[operator]
    except HappyFamiliesError as exc:
        return exc
    raise AssertionError("no error")


def real_errors() -> list[HappyFamiliesError]:
    """One real error per code, produced the way a user would meet it."""

    def game() -> Game:
        return Game.from_hands(WORKED_EXAMPLE, first="Alice")

    over = Game.from_hands({"Ann": [f"{f}{m}" for f in "ABCDEFGHIJ" for m in (1, 2, 3, 4)] + ["K1"],
                            "Ben": ["K2", "K3", "K4"]})
    for card in ("K2", "K3", "K4"):
        over.ask("Ann", "Ben", card)
    emptied = Game.from_hands({"Ann": [f"A{m}" for m in (1, 2, 3, 4)] + ["B1"],
                               "Ben": [str(c) for c in Rules().pack.cards() if c.family not in "A" and str(c) != "B1"],
                               "Cara": []}, first="Ben")
    seeded = Game.deal(["Ann", "Ben"], seed=1).to_log()
    bad_request = dict(seeded, requests=[{"asker": "Ann", "target": "Ben", "card": "A1"}])
    bad_event = dict(seeded, events=[*seeded["events"], {"type": "hand-emptied", "player": "Ann"}])
    wrong_event = dict(seeded, events=[{"type": "hand-emptied", "player": "Ann"}, *seeded["events"][1:]])
    short_events = dict(seeded, events=seeded["events"][:-1])
    return [
        raised(Card.parse, "A"),
        raised(Card.parse, 3),
        raised(Card, "AB", 1),
        raised(Card, "A", 0),
        raised(game().ask, "Alice", "Ben", "L1"),
        raised(game().ask, "Alice", "Zoe", "A3"),
        raised(Game.deal, ["Ann"]),
        raised(Game.deal, ["Ann", "Ann"]),
        raised(Game.deal, ["Ann", "Ben"], 1, 5),
        raised(Game.deal, ["Ann", "Ben"], -1),
        raised(Game.from_hands, {"Ann": ["A1"], "Ben": ["A2"]}),
        raised(Rules, Rules().pack, "sideways"),
        raised(over.ask, "Ann", "Ben", "A1"),
        raised(game().ask, "Ben", "Alice", "B1"),
        raised(game().ask, "Alice", "Alice", "A3"),
        raised(emptied.ask, "Ben", "Cara", "B2"),
        raised(game().ask, "Alice", "Ben", "A1"),
        raised(game().ask, "Alice", "Ben", "A"),
        raised(lambda: (g := game(), g.ask("Alice", "Cara", "B2"), g.ask("Cara", "Alice", "A1"))),
        raised(Game.from_log, {"format": "chess"}),
        raised(Game.from_log, bad_request),  # Ben begins, not Ann
        raised(Game.from_log, bad_event),
        raised(Game.from_log, wrong_event),
        raised(Game.from_log, short_events),
    ]


def all_codes() -> set[tuple[type, str]]:
    """The codes of the core game errors (modules such as hf_core.teaching test their own)."""
    classes = [InvalidCard, UnknownPlayer, InvalidSetup, IllegalAsk, InvalidLog]
    return {(cls, code) for cls in classes for code in cls.templates}


def every_error_class() -> list[type[HappyFamiliesError]]:
    """Every subclass of HappyFamiliesError that is loaded, at any depth (teaching, variants...)."""
    import hf_core.teaching  # noqa: F401  (load every module that defines errors)

    found: list[type[HappyFamiliesError]] = []
    todo = list(HappyFamiliesError.__subclasses__())
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo.extend(cls.__subclasses__())
    return found


def test_every_error_code_is_met_and_speaks_both_languages() -> None:
    errors = real_errors()
    assert {(type(e), e.code) for e in errors} == all_codes()
    for exc in errors:
        en, fr = error_message(exc, "en"), error_message(exc, "fr")
        assert en == str(exc) == exc.message()
        assert en != fr
        for text in (en, fr):
            assert not PLACEHOLDER.search(text) and ".." not in text, text  # (a log's JSON may show braces)
            assert text.rstrip().endswith((".", "…")), text
            assert not GENDERED_PLAYER.search(text), text
        if isinstance(exc, IllegalAsk):
            assert exc.code.split("/")[0] == exc.rule
            assert exc.rule in refusal(exc, "fr") and exc.message("fr") in refusal(exc, "fr")


def test_every_template_has_the_same_fields_in_both_languages() -> None:
    pairs = {(cls, code) for cls in every_error_class() for code in cls.templates}
    assert all_codes() <= pairs
    for cls, code in pairs:
        table = cls.templates[code]
        assert set(table) == {"en", "fr"}
        en = {f for _, f, _, _ in string.Formatter().parse(table["en"]) if f}
        fr = {f for _, f, _, _ in string.Formatter().parse(table["fr"]) if f}
        assert en == fr, (cls, code)
        assert table["en"] != table["fr"]


def test_other_exceptions_keep_their_text() -> None:
    assert error_message(KeyError("x"), "fr") == "'x'"
