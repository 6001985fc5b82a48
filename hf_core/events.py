"""What happens at the table, as frozen records.

Every event here is public: everybody at the table sees or hears it (the deal shows only how many cards each
player received). Events are derived by the engine; a log stores the requests and checks the events on replay.

>>> Asked("Alice", "Ben", Card.parse("A3")).to_dict()
{'type': 'asked', 'asker': 'Alice', 'target': 'Ben', 'card': 'A3'}
>>> event_from_dict({'type': 'asked', 'asker': 'Alice', 'target': 'Ben', 'card': 'A3'})
Asked(asker='Alice', target='Ben', card=Card.parse('A3'))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Final

from hf_core.cards import Card

__all__ = [
    "VARIANT_EVENT_TYPES",
    "Asked",
    "AskedFamily",
    "Dealt",
    "Denied",
    "DeniedFamily",
    "Drew",
    "Event",
    "Exposed",
    "GameOver",
    "Given",
    "GivenFamily",
    "HandEmptied",
    "TurnPassed",
    "event_from_dict",
]


def _encode(value: object) -> object:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


class _Record:
    """Shared behaviour: ``to_dict`` gives a JSON-ready dict with a ``type`` key."""

    __slots__ = ()
    type: ClassVar[str]

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):  # type: ignore[arg-type]
            out[f.name] = _encode(getattr(self, f.name))
        return out


@dataclass(frozen=True, slots=True)
class Dealt(_Record):
    """The pack was dealt: ``counts`` is the number of cards each player received, in seat order.

    ``stock``: how many cards were left face down as a stock (profiles with a stock only; 0, and then left
    out of :meth:`to_dict`, when every card is dealt).
    """

    type: ClassVar[str] = "dealt"
    dealer: str | None
    counts: tuple[int, ...]
    stock: int = 0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "dealer": self.dealer, "counts": list(self.counts)}
        if self.stock:
            out["stock"] = self.stock
        return out


@dataclass(frozen=True, slots=True)
class Asked(_Record):
    """``asker`` asked ``target`` for ``card`` (said aloud)."""

    type: ClassVar[str] = "asked"
    asker: str
    target: str
    card: Card


@dataclass(frozen=True, slots=True)
class Given(_Record):
    """``giver`` handed ``card`` to ``receiver`` (the request succeeded)."""

    type: ClassVar[str] = "given"
    giver: str
    receiver: str
    card: Card


@dataclass(frozen=True, slots=True)
class Denied(_Record):
    """``target`` said no: they do not hold ``card``."""

    type: ClassVar[str] = "denied"
    target: str
    asker: str
    card: Card


@dataclass(frozen=True, slots=True)
class Exposed(_Record):
    """``player`` exposed the complete ``family`` (``from_deal`` when it was complete in the dealt hand)."""

    type: ClassVar[str] = "exposed"
    player: str
    family: str
    from_deal: bool = False


@dataclass(frozen=True, slots=True)
class HandEmptied(_Record):
    """``player`` has no cards left: they ask no more, but keep their families."""

    type: ClassVar[str] = "hand-emptied"
    player: str


@dataclass(frozen=True, slots=True)
class TurnPassed(_Record):
    """It is now ``player``'s turn. ``reason`` is the rule id that gave it to them."""

    type: ClassVar[str] = "turn"
    player: str
    reason: str


@dataclass(frozen=True, slots=True)
class GameOver(_Record):
    """Every family is complete. ``scores`` in seat order; ``winners`` are all tied leaders."""

    type: ClassVar[str] = "game-over"
    scores: tuple[int, ...]
    winners: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AskedFamily(_Record):
    """``asker`` asked ``target`` for every card of ``family`` they hold (profile ``request="family"``)."""

    type: ClassVar[str] = "asked-family"
    asker: str
    target: str
    family: str


@dataclass(frozen=True, slots=True)
class GivenFamily(_Record):
    """``giver`` handed ``cards`` (all they held of ``family``) to ``receiver``, face up."""

    type: ClassVar[str] = "given-family"
    giver: str
    receiver: str
    family: str
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DeniedFamily(_Record):
    """``target`` said no: they hold no card of ``family``."""

    type: ClassVar[str] = "denied-family"
    target: str
    asker: str
    family: str


@dataclass(frozen=True, slots=True)
class Drew(_Record):
    """``player`` drew the top card of the stock (profiles with a stock).

    ``card`` is None when the card stays hidden in the player's hand; it is the card itself when the player
    shows it: a lucky draw, the very card (or, with family requests, a card of the family) just asked for.
    ``rule`` is the rule id: ``variant.stock-draw`` (after a no) or ``variant.stock-refill`` (empty hand).
    """

    type: ClassVar[str] = "drew"
    player: str
    card: Card | None
    rule: str


Event = (
    Dealt | Asked | Given | Denied | Exposed | HandEmptied | TurnPassed | GameOver
    | AskedFamily | GivenFamily | DeniedFamily | Drew
)

EVENT_TYPES: Final[Mapping[str, type[Event]]] = {
    cls.type: cls
    for cls in (Dealt, Asked, Given, Denied, Exposed, HandEmptied, TurnPassed, GameOver)
}
"""The events of our default profile."""

VARIANT_EVENT_TYPES: Final[Mapping[str, type[Event]]] = {
    cls.type: cls for cls in (AskedFamily, GivenFamily, DeniedFamily, Drew)
}
"""The events only other profiles produce (family requests, a stock)."""


def event_from_dict(data: Mapping[str, Any]) -> Event:
    """Read an event written by ``to_dict``. Raises ``ValueError``/``KeyError``/``TypeError`` if malformed."""
    kind = data["type"]
    cls = EVENT_TYPES[kind] if kind in EVENT_TYPES else VARIANT_EVENT_TYPES[kind]
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if cls is Dealt and f.name == "stock" and "stock" not in data:
            continue  # a deal without a stock leaves the key out
        value = data[f.name]
        if f.name == "card" and not (cls is Drew and value is None):
            value = Card.parse(value)
        elif f.name == "cards":
            value = tuple(Card.parse(v) for v in value)
        elif isinstance(value, list):
            value = tuple(value)
        kwargs[f.name] = value
    if set(data) - {"type"} - set(kwargs):
        raise ValueError(f"unexpected keys {sorted(set(data) - {'type'} - set(kwargs))}")
    return cls(**kwargs)
