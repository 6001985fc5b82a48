"""What a computer player sees: :class:`Observation` (made by :func:`observe`: the public events, its own hand,
the profile, whose turn it is and the hand counts), the :class:`Bot` protocol, and :class:`_Seat`, the same in
the engine's internal form for the careful players' fast path."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from hf_core.cards import Card, pack_index
from hf_core.events import Event
from hf_core.game import Game, Wanted, legal_parts
from hf_core.knowledge import Knowledge
from hf_core.rules import Rules

__all__ = ["Bot", "Observation", "observe"]


@dataclass(frozen=True, slots=True)
class Observation:
    """What ``player`` sees: the players (clockwise), the profile, every public event so far, their own hand,
    whose turn it is and how many cards each player holds (``counts``, in seat order; public at any table)."""

    player: str
    players: tuple[str, ...]
    rules: Rules
    events: tuple[Event, ...]
    hand: frozenset[Card]
    current: str | None
    counts: tuple[int, ...]

    def legal_asks(self) -> list[tuple[str, Wanted]]:
        """The requests the player may make now, as :meth:`Game.legal_asks` lists them (empty if not their turn)."""
        targets, wanted = self._legal_parts()
        return [(t, c) for t in targets for c in wanted]

    def _legal_parts(self) -> tuple[list[str], list[Wanted]]:
        """The targets and the cards (or families) of :meth:`legal_asks`, which pairs every target with every
        card in that order."""
        if self.current != self.player:
            return [], []
        ix = pack_index(self.rules.pack)
        me = self.players.index(self.player)
        return legal_parts(ix, self.rules, self.players, me, ix.bits(self.hand), self.counts)

    def knowledge(self) -> Knowledge:
        """What the player knows: the public deductions plus their own hand (a fold from the deal)."""
        return Knowledge.from_events(self.players, self.rules, self.events, viewer=self.player, hand=self.hand)


def observe(game: Game, player: str) -> Observation:
    """What ``player`` can see of ``game``: the public events and their own hand, nothing else."""
    hand = game.hand(player)  # raises UnknownPlayer for a stranger
    return Observation(player, game.players, game.rules, game.events, hand, game.current, game.hand_counts())


class Bot(Protocol):
    """A computer player: given what it sees, it names a target and a card."""

    def choose(self, view: Observation) -> tuple[str, Wanted]: ...


def _check_view(view: object) -> Observation:
    if not isinstance(view, Observation):
        raise TypeError(
            f"a bot sees only an Observation (use hf_core.bots.observe(game, player)), not {type(view).__name__}"
        )
    if view.current != view.player:
        raise ValueError(f"it is not {view.player}'s turn")
    return view


class _Seat:
    """What the player to ask sees, in the engine's internal form: the hand as a bit mask, the requests it
    may make as targets and cards (see :func:`~hf_core.game.legal_parts`, made on first use). Built from an
    :class:`Observation`, or by :func:`play_out` from the same public facts and own hand without copying them
    into one."""

    __slots__ = ("_parts", "counts", "ix", "me", "mine", "player", "players", "rules")

    def __init__(
        self, player: str, players: tuple[str, ...], rules: Rules, me: int, mine: int, counts: Sequence[int]
    ) -> None:
        self.player, self.players, self.rules = player, players, rules
        self.me, self.mine, self.counts = me, mine, counts
        self.ix = pack_index(rules.pack)
        self._parts: tuple[list[str], list[Wanted]] | None = None

    @property
    def targets(self) -> list[str]:
        return self._legal()[0]

    @property
    def wanted(self) -> list[Wanted]:
        return self._legal()[1]

    def _legal(self) -> tuple[list[str], list[Wanted]]:
        if self._parts is None:
            self._parts = legal_parts(self.ix, self.rules, self.players, self.me, self.mine, self.counts)
        return self._parts

    @classmethod
    def of(cls, view: Observation) -> _Seat:
        return cls(view.player, view.players, view.rules, view.players.index(view.player),
                   pack_index(view.rules.pack).bits(view.hand), view.counts)
