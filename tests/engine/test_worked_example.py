"""The guide's worked example, step by step (section 06 of the guide)."""

from __future__ import annotations

from hf_core import Card, Game, Rules
from hf_core.events import Asked, Denied, Exposed, Given, TurnPassed
from hf_core.narrate import narrate_all
from hf_core.scenarios import WORKED_EXAMPLE, WORKED_EXAMPLE_DEALER, WORKED_EXAMPLE_REQUESTS


def test_the_deal_matches_the_story() -> None:
    g = Game.from_hands(WORKED_EXAMPLE, dealer=WORKED_EXAMPLE_DEALER)
    assert g.players == ("Alice", "Ben", "Cara")
    assert g.current == "Alice"  # Cara deals, Alice is on her left
    assert {Card.parse(x) for x in ("A1", "A2", "A4", "B1")} <= g.hand("Alice")
    assert Card.parse("A3") in g.hand("Ben")
    assert Card.parse("B2") not in g.hand("Cara")
    assert g.scores() == {"Alice": 0, "Ben": 0, "Cara": 0}


def test_step_by_step() -> None:
    g = Game.from_hands(WORKED_EXAMPLE, dealer=WORKED_EXAMPLE_DEALER)
    ben_families_before = {c.family for c in g.hand("Ben")} - {"A"}

    # 1. Alice holds A1, A2 and A4, so she may ask Ben for A3; Ben has it and must hand it over.
    r = g.ask("Alice", "Ben", "A3")
    assert r.success and r.completed == "A"
    assert r.events == (
        Asked("Alice", "Ben", Card.parse("A3")),
        Given("Ben", "Alice", Card.parse("A3")),
        Exposed("Alice", "A", False),
    )
    # Alice exposes A1-A4 and scores 1; Ben's other families stay his; Alice keeps the turn.
    assert g.families("Alice") == ("A",) and g.scores()["Alice"] == 1
    assert not any(c.family == "A" for c in g.hand("Alice"))
    assert {c.family for c in g.hand("Ben")} == ben_families_before
    assert g.current == "Alice"

    # 2. Alice still holds B1 and asks Cara for B2: Cara has none, so Cara takes the next turn.
    r = g.ask("Alice", "Cara", "B2")
    assert not r.success and r.completed is None
    assert r.events == (
        Asked("Alice", "Cara", Card.parse("B2")),
        Denied("Cara", "Alice", Card.parse("B2")),
        TurnPassed("Cara", "ask.failure-passes-to-asked"),
    )
    assert g.current == "Cara"
    assert Card.parse("B1") in g.hand("Alice")  # Alice keeps B1
    assert g.requests == tuple((a, t, Card.parse(c)) for a, t, c in WORKED_EXAMPLE_REQUESTS)


def test_under_the_clockwise_variant_ben_would_play() -> None:
    g = Game.from_hands(WORKED_EXAMPLE, dealer=WORKED_EXAMPLE_DEALER, rules=Rules(miss="clockwise"))
    g.ask("Alice", "Ben", "A3")
    g.ask("Alice", "Cara", "B2")
    assert g.current == "Ben"  # Alice's left, not the player asked
    assert g.events[-1] == TurnPassed("Ben", "variant.miss-clockwise")


def test_the_story_told_in_both_languages() -> None:
    g = Game.from_hands(WORKED_EXAMPLE, dealer=WORKED_EXAMPLE_DEALER)
    for asker, target, card in WORKED_EXAMPLE_REQUESTS:
        g.ask(asker, target, card)
    assert narrate_all(g.events[2:], "en") == [
        "Alice asks Ben for A3.",
        "Ben hands A3 to Alice.",
        "Alice completes family A and lays it face up.",
        "Alice asks Cara for B2.",
        "Cara says no: no B2 in that hand.",
        "Having said no, Cara takes the turn.",
    ]
    assert narrate_all(g.events[2:], "fr") == [
        "Alice demande A3 à Ben.",
        "Ben donne A3 à Alice.",
        "Alice complète la famille A et la pose face visible.",
        "Alice demande B2 à Cara.",
        "Cara répond non\u00a0: pas de B2.",
        "Après ce non, c’est au tour de Cara.",
    ]
