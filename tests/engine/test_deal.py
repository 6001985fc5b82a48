"""Dealing for 2 to 6 players: whole pack, sizes, order, reproducible seeds, pinned class deal codes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hf_core import Card, Game, InvalidSetup, Rules
from hf_core.cards import HAPPY_FAMILIES
from hf_core.events import Dealt
from hf_core.game import shuffled

NAMES = ["Ann", "Ben", "Cara", "Dan", "Eve", "Finn"]


def hands_of(g: Game) -> dict[str, str]:
    return {p: " ".join(str(c) for c in sorted(g.initial_hand(p))) for p in g.players}


# A class deal code must give the same hands everywhere, for ever: these are regression values.
def test_pinned_deal_seed_7_four_players() -> None:
    g = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=7, dealer=0)
    assert hands_of(g) == {
        "Ann": "B4 D2 D3 E1 E2 E4 G1 G4 I2 I3 I4",
        "Ben": "A3 A4 C3 C4 D4 F2 G3 H2 H3 H4 I1",
        "Cara": "A1 A2 B1 B2 C2 F4 G2 J1 J2 J3 J4",
        "Dan": "B3 C1 D1 E3 F1 F3 H1 K1 K2 K3 K4",
    }
    assert g.current == "Ben"
    assert g.scores() == {"Ann": 0, "Ben": 0, "Cara": 1, "Dan": 1}


def test_pinned_deal_seed_2026_six_players() -> None:
    g = Game.deal([f"P{i}" for i in range(6)], seed=2026, dealer=4)
    assert hands_of(g) == {
        "P0": "B3 B4 C2 D4 E2 G1 H3 J4",
        "P1": "D2 D3 E1 E4 F2 G4 J1",
        "P2": "A2 B2 C1 D1 E3 F3 H1",
        "P3": "A3 B1 C3 G2 H4 I3 J2",
        "P4": "F1 G3 I1 I2 I4 K3 K4",
        "P5": "A1 A4 C4 F4 H2 J3 K1 K2",
    }
    assert g.current == "P5"


def test_pinned_shuffle() -> None:
    order = " ".join(map(str, shuffled(HAPPY_FAMILIES.cards(), 0)))
    assert order == (
        "C1 G1 H2 E1 K4 D1 E4 J1 I1 E3 F1 A1 G3 K3 D2 B3 F2 F3 H1 A2 H3 A3 D3 D4 C2 B1 I2 K2 C3 E2 B4 K1 "
        "H4 I3 B2 I4 J3 G2 A4 G4 J4 J2 C4 F4"
    )


@pytest.mark.parametrize("n", range(2, 7))
def test_sizes_for_each_table(n: int) -> None:
    g = Game.deal(NAMES[:n], seed=99)
    sizes = [len(g.initial_hand(p)) for p in g.players]
    assert sum(sizes) == 44
    assert max(sizes) - min(sizes) <= 1
    assert g.events[0] == Dealt("Ann", tuple(sizes))
    # the extra cards of an uneven deal go to the players dealt first, from the dealer's left
    assert sizes[1:] + sizes[:1] == sorted(sizes, reverse=True)
    if n == 4:
        assert sizes == [11, 11, 11, 11]


@given(n=st.integers(2, 6), seed=st.integers(0, 2**64 - 1), dealer=st.integers(0, 5))
def test_any_seed_deals_the_whole_pack_one_card_at_a_time(n: int, seed: int, dealer: int) -> None:
    dealer %= n
    g = Game.deal(NAMES[:n], seed=seed, dealer=dealer)
    order = shuffled(HAPPY_FAMILIES.cards(), seed)
    assert order[0] in g.initial_hand(NAMES[(dealer + 1) % n])  # the dealer's left gets the first card
    for i, card in enumerate(order):
        assert card in g.initial_hand(NAMES[(dealer + 1 + i) % n])
    again = Game.deal(NAMES[:n], seed=seed, dealer=dealer)
    assert again == g and hands_of(again) == hands_of(g)


def test_different_seeds_give_different_deals() -> None:
    deals = {tuple(hands_of(Game.deal(NAMES[:4], seed=s)).values()) for s in range(50)}
    assert len(deals) == 50


def test_a_deal_without_a_seed_keeps_the_one_it_chose() -> None:
    g = Game.deal(NAMES[:3])
    assert isinstance(g.seed, int)
    assert Game.deal(NAMES[:3], seed=g.seed) == g


@pytest.mark.parametrize(
    ("players", "kwargs"),
    [
        (["Ann"], {}),
        ([*NAMES, "Gus"], {}),
        (["Ann", "Ann"], {}),
        (["Ann", ""], {}),
        (["Ann", " Ben"], {}),
        (["Ann", "Ben"], {"dealer": 2}),
        (["Ann", "Ben"], {"dealer": -1}),
        (["Ann", "Ben"], {"seed": -1}),
        (["Ann", "Ben"], {"seed": 2**64}),
        (["Ann", "Ben"], {"seed": "7"}),
    ],
)
def test_impossible_deals_are_refused_in_both_languages(players: list[str], kwargs: dict[str, object]) -> None:
    with pytest.raises(InvalidSetup) as info:
        Game.deal(players, **kwargs)  # type: ignore[arg-type]
    assert info.value.message("en") != info.value.message("fr")


def test_from_hands_checks_cards_and_pack() -> None:
    cards = [str(c) for c in HAPPY_FAMILIES.cards()]
    hands = {"Ann": cards[:22], "Ben": cards[22:]}
    g = Game.from_hands(hands)
    assert g.current == "Ann" and g.dealer is None and g.seed is None
    assert Game.from_hands(hands, dealer="Ann").current == "Ben"
    assert Game.from_hands(hands, dealer="Ann", rules=Rules(first="dealer")).current == "Ann"
    bad = {"Ann": hands["Ann"] + ["L1"], "Ben": hands["Ben"]}
    with pytest.raises(ValueError, match="L1"):
        Game.from_hands(bad)
    assert g.families("Ann") == tuple("ABCDE") and g.hand("Ann") == {Card.parse("F1"), Card.parse("F2")}
