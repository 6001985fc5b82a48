"""Cards: parsing, display, ordering, repr round-trip; packs."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hf_core import HAPPY_FAMILIES, ORDINARY_52, SIX_MEMBERS, Card, InvalidCard
from hf_core.cards import PACKS, Pack, parse_cards

cards = st.builds(Card, st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), st.integers(1, 9))


def test_parse_and_show() -> None:
    card = Card.parse("A3")
    assert (card.family, card.member, str(card)) == ("A", 3, "A3")
    assert Card.parse(" a3 ") == card == Card("A", 3)
    assert Card.parse(card) is card
    assert repr(card) == "Card.parse('A3')"
    assert {card: 1}[Card.parse("a3")] == 1


@given(cards)
def test_text_and_repr_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert eval(repr(card), {"Card": Card}) == card
    assert hash(Card.parse(str(card).lower())) == hash(card)


@given(cards, cards)
def test_order_is_family_then_member(a: Card, b: Card) -> None:
    assert (a < b) == ((a.family, a.member) < (b.family, b.member))


@pytest.mark.parametrize("text", ["", "A", "A0", "AA", "3", "A10", "A 3 3", "É1", "-1", "A-3"])
def test_bad_labels(text: str) -> None:
    with pytest.raises(InvalidCard) as info:
        Card.parse(text)
    assert isinstance(info.value, ValueError)
    assert repr(text) in info.value.message("en") and repr(text) in info.value.message("fr")
    assert info.value.message("en") != info.value.message("fr")


@pytest.mark.parametrize("value", [None, 3, ("A", 3)])
def test_not_text(value: object) -> None:
    with pytest.raises(InvalidCard):
        Card.parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(("family", "member"), [("AB", 1), ("", 1), ("é", 1), ("A", 0), ("A", 10), ("A", "1")])
def test_bad_fields(family: object, member: object) -> None:
    with pytest.raises(InvalidCard):
        Card(family, member)  # type: ignore[arg-type]


def test_packs() -> None:
    assert len(HAPPY_FAMILIES.cards()) == 44 and HAPPY_FAMILIES.families == tuple("ABCDEFGHIJK")
    assert len(ORDINARY_52.cards()) == 52 and len(ORDINARY_52.families) == 13
    assert len(SIX_MEMBERS.cards()) == 66
    assert ORDINARY_52.family_name("Q", "fr") == "dames" and ORDINARY_52.member_name(2, "en") == "hearts"
    assert HAPPY_FAMILIES.family_name("Q") == "Q" and HAPPY_FAMILIES.member_name(2) == "2"
    assert Card.parse("A5") not in HAPPY_FAMILIES and Card.parse("A5") in SIX_MEMBERS
    assert Card.parse("L1") not in HAPPY_FAMILIES and "A1" not in HAPPY_FAMILIES
    assert [str(c) for c in ORDINARY_52.sorted(parse_cards(["K1", "T2", "21", "A4"]))] == ["A4", "21", "T2", "K1"]
    assert set(PACKS) == {"happy-families", "ordinary-52", "six-members"}
    with pytest.raises(ValueError):
        Pack("bad", ("A", "A"))
    with pytest.raises(ValueError):
        Pack("bad", ("A",), members=1)
