"""Cards, families and packs.

A card is a label, not a rank: ``A3`` is the third member of family ``A``.

>>> card = Card.parse("A3")
>>> card.family, card.member, str(card)
('A', 3, 'A3')
>>> card
Card.parse('A3')
>>> Card.parse("b2") < Card.parse("C1")
True
>>> len(HAPPY_FAMILIES.cards()), HAPPY_FAMILIES.families[-1]
(44, 'K')
>>> len(ORDINARY_52.cards()), ORDINARY_52.family_name("Q", "en")
(52, 'queens')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from hf_core.errors import InvalidCard
from hf_core.words import has, say

__all__ = [
    "ALL_PACKS",
    "HAPPY_FAMILIES",
    "ORDINARY_52",
    "PACKS",
    "SEPT_FAMILLES",
    "SIX_MEMBERS",
    "VARIANT_PACKS",
    "Card",
    "Pack",
    "parse_cards",
]

_CARD_RE = re.compile(r"^\s*([A-Za-z0-9])\s*([1-9])\s*$")


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card: a family label (one character) and a member number (from 1)."""

    family: str
    member: int

    def __post_init__(self) -> None:
        if (
            not isinstance(self.family, str)
            or len(self.family) != 1
            or not self.family.isalnum()
            or not self.family.isascii()
        ):
            raise InvalidCard(repr(self.family), "family")
        if not isinstance(self.member, int) or not 1 <= self.member <= 9:
            raise InvalidCard(repr(self.member), "member")

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a label such as ``"A3"`` (case-insensitive family letter).

        >>> Card.parse(" k4 ")
        Card.parse('K4')
        >>> Card.parse("A")
        Traceback (most recent call last):
        ...
        hf_core.errors.InvalidCard: 'A' is not a card label: write a family and a member, such as A3.
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise InvalidCard(repr(text), "type")
        match = _CARD_RE.match(text)
        if match is None:
            raise InvalidCard(repr(text), "syntax")
        return cls(match.group(1).upper(), int(match.group(2)))

    def __str__(self) -> str:
        return f"{self.family}{self.member}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


def parse_cards(items: Iterable[str | Card]) -> list[Card]:
    """Parse several labels at once.

    >>> [str(c) for c in parse_cards(["A1", "b2"])]
    ['A1', 'B2']
    """
    return [Card.parse(item) for item in items]


@dataclass(frozen=True, slots=True)
class Pack:
    """The shape of a pack: which family labels and how many members each.

    Some packs name their families and members (the ordinary-pack adaptation: ranks are families, suits are
    members); the names are words, so they live in the wording catalogue (:mod:`hf_core.words`, messages
    ``pack.<name>.family.<label>`` and ``pack.<name>.member.<n>``), like every other word a reader sees.
    """

    name: str
    families: tuple[str, ...]
    members: int = 4

    def __post_init__(self) -> None:
        if not self.families or len(set(self.families)) != len(self.families):
            raise ValueError(f"pack {self.name!r}: family labels must be distinct and not empty")
        for label in self.families:
            Card(label, 1)
        if not 2 <= self.members <= 9:
            raise ValueError(f"pack {self.name!r}: a family has 2 to 9 members")

    def cards(self) -> tuple[Card, ...]:
        """Every card of the pack, family by family, in pack order."""
        return _pack_cards(self.families, self.members)

    def family_cards(self, family: str) -> tuple[Card, ...]:
        """The members of one family."""
        return _family_cards(family, self.members)

    def __contains__(self, card: object) -> bool:
        return (
            isinstance(card, Card) and card.family in self.families and card.member <= self.members
        )

    def sort_key(self, card: Card) -> tuple[int, int]:
        """Order cards as the pack lists them (useful for packs whose labels are not alphabetical)."""
        return (self.families.index(card.family), card.member)

    def sorted(self, cards: Iterable[Card]) -> list[Card]:
        return sorted(cards, key=self.sort_key)

    @property
    def names_families(self) -> bool:
        """True when the pack has a name for each family (beside its label)."""
        return has(f"pack.{self.name}.family.{self.families[0]}")

    def family_name(self, family: str, lang: str = "en") -> str:
        """A display name for a family: its label unless the pack names it.

        >>> ORDINARY_52.family_name("Q", "fr"), HAPPY_FAMILIES.family_name("Q", "fr")
        ('dames', 'Q')
        """
        key = f"pack.{self.name}.family.{family}"
        return say(key, lang) if has(key) else family

    def member_name(self, member: int, lang: str = "en") -> str:
        """A display name for a member: its number unless the pack names it.

        >>> SEPT_FAMILLES.member_name(1, "fr"), HAPPY_FAMILIES.member_name(1, "fr")
        ('grand-père', '1')
        """
        key = f"pack.{self.name}.member.{member}"
        return say(key, lang) if has(key) else str(member)


@lru_cache(maxsize=64)
def _family_cards(family: str, members: int) -> tuple[Card, ...]:
    # Cards are immutable, so the tuples are built (and validated) once, not at every call.
    return tuple(Card(family, m) for m in range(1, members + 1))


@lru_cache(maxsize=16)
def _pack_cards(families: tuple[str, ...], members: int) -> tuple[Card, ...]:
    return tuple(c for f in families for c in _family_cards(f, members))


HAPPY_FAMILIES = Pack("happy-families", tuple("ABCDEFGHIJK"), 4)
"""The default pack: 11 families, A to K, of 4 members, 1 to 4: 44 cards."""

ORDINARY_52 = Pack("ordinary-52", tuple("A23456789TJQK"), 4)
"""The ordinary-pack adaptation: each rank is a family of four, each suit a member: 13 families."""

SIX_MEMBERS = Pack("six-members", tuple("ABCDEFGHIJK"), 6)
"""Families of six members (editions that add grandparents): 66 cards."""

PACKS: dict[str, Pack] = {p.name: p for p in (HAPPY_FAMILIES, ORDINARY_52, SIX_MEMBERS)}

SEPT_FAMILLES = Pack("sept-familles", tuple("ABCDEFG"), 6)
"""The French *jeu des sept familles*: 7 families, A to G, of 6 members (grandparents, parents, children): 42 cards."""

VARIANT_PACKS: dict[str, Pack] = {SEPT_FAMILLES.name: SEPT_FAMILLES}
"""Packs used only by the other rule profiles (see :data:`hf_core.rules.PROFILES`)."""

ALL_PACKS: dict[str, Pack] = {**PACKS, **VARIANT_PACKS}
"""Every pack a rule profile may name."""


class PackIndex:
    """A pack's cards numbered 0..n-1 in pack order, for the engine's bit masks (bit i: ``cards[i]``); built
    once per pack (:func:`pack_index`). Internal: the public API takes and gives :class:`Card` values.

    >>> ix = pack_index(HAPPY_FAMILIES)
    >>> [str(c) for c in ix.cards_of(ix.family_mask["B"] | 1)]
    ['A1', 'B1', 'B2', 'B3', 'B4']
    >>> [str(c) for c in ix.cards_of(ix.wanted(ix.bits(parse_cards(["A1", "C2", "C3"]))))]
    ['A2', 'A3', 'A4', 'C1', 'C4']
    """

    __slots__ = (
        "_chunks", "_numbers", "_shifts", "cards", "families", "family_mask", "family_of", "family_of_bit", "index",
        "leaders", "members", "spread",
    )

    def __init__(self, pack: Pack) -> None:
        self.cards: tuple[Card, ...] = pack.cards()
        self.index: dict[Card, int] = {c: i for i, c in enumerate(self.cards)}
        m = self.members = pack.members
        self.families: dict[str, tuple[int, ...]] = {
            f: tuple(range(k * m, k * m + m)) for k, f in enumerate(pack.families)
        }
        self.family_mask: dict[str, int] = {f: ((1 << m) - 1) << (k * m) for k, f in enumerate(pack.families)}
        self.family_of: tuple[str, ...] = tuple(c.family for c in self.cards)
        self.family_of_bit: tuple[int, ...] = tuple(self.family_mask[c.family] for c in self.cards)
        self.leaders = sum(1 << (k * m) for k in range(len(pack.families)))
        self.spread = (1 << m) - 1
        self._shifts = tuple(range(1, m))
        # the card numbers, and the cards, of each 8-bit chunk of a mask, for every value of the chunk
        size = len(self.cards)
        self._numbers: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(base + b for b in range(8) if v >> b & 1 and base + b < size) for v in range(256))
            for base in range(0, size, 8)
        )
        self._chunks: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
            tuple(tuple(self.cards[i] for i in numbers) for numbers in table) for table in self._numbers
        )

    def bits(self, cards: Iterable[Card]) -> int:
        """The mask of ``cards`` (cards of the pack)."""
        index = self.index
        out = 0
        for c in cards:
            out |= 1 << index[c]
        return out

    def cards_of(self, mask: int) -> list[Card]:
        """The cards of ``mask``, in pack order."""
        return _by_chunks(self._chunks, mask)

    def numbers_of(self, mask: int) -> list[int]:
        """The card numbers (bit positions) of ``mask``, in pack order."""
        return _by_chunks(self._numbers, mask)

    def held_families(self, mask: int) -> int:
        """Every card of each family ``mask`` holds a card of."""
        if self.members == 4:  # the common packs, written out
            return ((mask | mask >> 1 | mask >> 2 | mask >> 3) & self.leaders) * 15
        folded = mask
        for s in self._shifts:
            folded |= mask >> s
        return (folded & self.leaders) * self.spread

    def wanted(self, mask: int) -> int:
        """The cards a hand of ``mask`` may ask for: the members it lacks of the families it holds."""
        return self.held_families(mask) & ~mask


_T = TypeVar("_T")


def _by_chunks(tables: tuple[tuple[tuple[_T, ...], ...], ...], mask: int) -> list[_T]:
    """What ``tables`` (one per 8-bit chunk of a mask, one tuple per value of the chunk) list for ``mask``."""
    out: list[_T] = []
    for table in tables:
        if mask & 255:
            out += table[mask & 255]
        mask >>= 8
        if not mask:
            break
    return out


_INDEXES: dict[Pack, PackIndex] = {}


def pack_index(pack: Pack) -> PackIndex:
    """The (shared) :class:`PackIndex` of ``pack``."""
    found = _INDEXES.get(pack)
    if found is None:
        found = _INDEXES[pack] = PackIndex(pack)
    return found
