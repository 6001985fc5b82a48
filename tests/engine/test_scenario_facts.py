"""Facts about the worked example (hf_core.scenario_facts), as the site's prose states them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hf_core.scenario_facts import FACTS, WORKED_STEPS, FactError, fact, worked_game

STEPS = st.integers(min_value=0, max_value=len(WORKED_STEPS))
PLAYERS = st.sampled_from(["Alice", "Ben", "Cara"])


@given(STEPS)
def test_cards_and_families_add_up_at_every_step(step: int) -> None:
    players = ["Alice", "Ben", "Cara"]
    laid = sum(int(fact(f"worked.family_count(player={p!r}, step={step})")) for p in players)
    left = int(fact(f"worked.families_left(step={step})"))
    held = sum(int(fact(f"worked.hand_size(player={p!r}, step={step})")) for p in players)
    assert laid + left == 11
    assert held + 4 * laid == 44


@given(STEPS, PLAYERS, st.sampled_from("ABCDEFGHIJK"))
def test_a_card_held_names_its_holder(step: int, player: str, family: str) -> None:
    game = worked_game(step)
    held = [c for c in game.hand(player) if c.family == family]
    for card in held:
        assert fact(f"worked.holder(card={str(card)!r}, step={step})") == player
    if held:
        said = fact(f"worked.cards(player={player!r}, family={family!r}, step={step})", "fr")
        assert said.replace(" et ", ", ").split(", ") == [str(c) for c in game.rules.pack.sorted(held)]


def test_the_story_of_the_page() -> None:
    assert fact("worked.families_left(step=5)") == "7"
    assert fact("worked.current(step=2)") == "Cara" and fact("worked.current(step=5)") == "Ben"
    assert fact("worked.most_cards(step=5)") == "Ben"
    assert fact('worked.families(player="Cara", step=5)', "en") == "B, I and J"
    assert fact("worked.requests(step=5)") == str(sum(len(s) for s in WORKED_STEPS))


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("worked.families_left", "write name(step=N, ...)"),
        ("worked.families_left(5)", "arguments by name"),
        ("worked.families_left(step=9)", "step must be from 0 to 5"),
        ("worked.families_left()", "say at which step"),
        ('worked.hand_size(player="Dan", step=1)', "no player 'Dan'"),
        ('worked.holder(card="A3", step=1)', "nobody holds it"),
        ("worked.hand_size(step=1, colour=2)", "worked.hand_size:"),
        ("worked.hand_size(step=x)", "numbers or quoted text"),
        ("not a fact at all", "not a fact"),
    ],
)
def test_bad_markers_say_what_is_wrong(text: str, says: str) -> None:
    with pytest.raises(FactError) as caught:
        fact(text)
    assert says in str(caught.value)


def test_an_unknown_fact_lists_the_known_ones() -> None:
    with pytest.raises(FactError) as caught:
        fact("worked.families_lift(step=5)")
    assert all(name in str(caught.value) for name in FACTS)
