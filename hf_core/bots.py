"""Computer players that see only what a real player at the table could see.

A bot never receives the :class:`~hf_core.game.Game`: :func:`observe` gives it an :class:`Observation` (the
public events, its own hand, the profile) and :meth:`Bot.choose` answers with a request ``(target, card)``.

- :class:`RandomBot` picks a legal request uniformly at random.
- :class:`SmartBot` plays like a careful player: it keeps :class:`~hf_core.knowledge.Knowledge` of the table
  from its own seat, asks for cards whose holder it knows first, prefers families it is closest to completing,
  never asks a player known not to hold the card, and otherwise asks the most likely holder.

>>> from hf_core import Game
>>> g = Game.deal(["Ann", "Ben", "Cara"], seed=11)
>>> g = play_out(g, {"Ann": SmartBot(1), "Ben": SmartBot(2), "Cara": RandomBot(3)})
>>> g.is_over, sum(g.scores().values())
(True, 11)
>>> g = Game.deal(["Ann", "Ben"], seed=5)
>>> target, card = next_request(g, SmartBot(7))
>>> g.can_ask(g.current, target, card)
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from hf_core.cards import Card
from hf_core.events import Asked, AskedFamily, Event, Exposed
from hf_core.game import Game, Wanted
from hf_core.knowledge import InconsistentEvents, Knowledge
from hf_core.rules import Rules

__all__ = ["Bot", "Observation", "RandomBot", "SmartBot", "next_request", "observe", "play_out"]


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
        if self.current != self.player:
            return []
        pack = self.rules.pack
        held = {c.family for c in self.hand}
        wanted: list[Wanted]
        if self.rules.request == "family":
            wanted = [f for f in pack.families if f in held]
        else:
            wanted = [c for f in pack.families if f in held for c in pack.family_cards(f) if c not in self.hand]
        n = len(self.players)
        me = self.players.index(self.player)
        seats = [(me + k) % n for k in range(1, n)]
        return [(self.players[s], c) for s in seats if self.counts[s] > 0 for c in wanted]


    def knowledge(self) -> Knowledge:
        """What the player knows: the public deductions plus their own hand (a fold from the deal)."""
        return Knowledge.from_events(self.players, self.rules, self.events, viewer=self.player, hand=self.hand)


def observe(game: Game, player: str) -> Observation:
    """What ``player`` can see of ``game``: the public events and their own hand, nothing else."""
    hand = game.hand(player)  # raises UnknownPlayer for a stranger
    counts = tuple(game.hand_count(p) for p in game.players)
    return Observation(player, game.players, game.rules, game.events, hand, game.current, counts)


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


class RandomBot:
    """Picks a legal request uniformly at random. ``seed``: anything :class:`random.Random` accepts.

    >>> from hf_core import Game
    >>> g = Game.deal(["Ann", "Ben"], seed=3)
    >>> RandomBot(1).choose(observe(g, g.current)) in g.legal_asks()
    True
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Observation) -> tuple[str, Wanted]:
        legal = _check_view(view).legal_asks()
        return legal[self.rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"


class SmartBot:
    """Plays from what it knows: the public deductions plus its own hand (see the module's docstring).

    Among equally good requests it chooses with its seeded random generator, so a given seed and the same
    observations give the same choices. It keeps its knowledge between calls and folds only new events.
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)
        self._known: Knowledge | None = None
        self._key: tuple[str, tuple[str, ...], Rules] | None = None

    def __repr__(self) -> str:
        return "SmartBot()"

    def knowledge(self, view: Observation) -> Knowledge:
        """What this player knows now (public deductions plus their own hand).

        The value returned is the bot's own working copy: it is updated in place at the next call.
        """
        key = (view.player, view.players, view.rules)
        k = self._known
        if k is not None and self._key == key and _extends(view.events, k.events):
            try:
                for event in view.events[len(k.events) :]:
                    k.update(event)
            except InconsistentEvents:  # another game with the same history so far
                k = None
            else:
                if k.known_hand(view.player) != view.hand:  # another game with the same history so far
                    k = None
        else:
            k = None
        if k is None:
            k = Knowledge.from_events(view.players, view.rules, view.events, viewer=view.player, hand=view.hand)
        self._known, self._key = k, key
        return k

    def choose(self, view: Observation) -> tuple[str, Wanted]:
        view = _check_view(view)
        legal = view.legal_asks()
        if view.rules.has_stock:
            return self._choose_with_stock(view, legal)
        if view.rules.request == "family":
            return self._choose_family(view, legal)
        k = self.knowledge(view)
        members = view.rules.pack.members
        mine: dict[str, int] = {}
        for c in view.hand:
            mine[c.family] = mine.get(c.family, 0) + 1
        # How dense each opponent's unknown cards are among the open cards they may hold.
        density: dict[str, float] = {}
        # Families a player is known to hold a card of without knowing which one (they asked for one).
        unsure: dict[str, set[str]] = {}
        for p in view.players:
            if p == view.player:
                continue
            known = k.known_hand(p)
            open_cards = len(k.possible_cards(p)) - len(known)
            density[p] = (k.hand_count(p) - len(known)) / open_cards if open_cards else 0.0
            unsure[p] = set(k.families_known(p)) - {c.family for c in known}
        best: tuple[float, int, float] | None = None
        choice = legal[0]
        seen: dict[Card, tuple[tuple[str, ...], float]] = {}
        for target, wanted in legal:
            card = Card.parse(wanted)
            if card not in seen:
                holders = k.possible_holders(card)
                seen[card] = holders, sum(density.get(h, 0.0) for h in holders)
            holders, total = seen[card]
            if target not in holders:
                continue  # known not to hold it
            if len(holders) == 1:
                chance = 1.0
            else:
                chance = density[target] / total if total else 0.0
                if card.family in unsure[target]:  # one of these few cards is theirs
                    chance = max(chance, 1.0 / len(k.possible_cards(target, card.family)))
            missing = members - mine.get(card.family, 0)
            key = (chance, -missing, self.rng.random())
            if best is None or key > best:
                best, choice = key, (target, card)
        return choice


    def _choose_family(self, view: Observation, legal: list[tuple[str, Wanted]]) -> tuple[str, Wanted]:
        """Family requests: ask the player most likely to hold some card of the family, preferring families
        with the most cards still missing from the hand (a success brings them all)."""
        k = self.knowledge(view)
        mine: dict[str, int] = {}
        for c in view.hand:
            mine[c.family] = mine.get(c.family, 0) + 1
        best: tuple[float, int, float] | None = None
        choice = legal[0]
        for target, family in legal:
            f = str(family)
            possible = k.possible_cards(target, f)
            if not possible:
                continue  # known to hold none of it
            if f in k.families_known(target):
                chance = 1.0
            else:
                chance = min(1.0, k.hand_count(target) * len(possible) / max(1, len(k.possible_cards(target))))
            key = (chance, len(possible), self.rng.random())
            if best is None or key > best:
                best, choice = key, (target, family)
        return choice

    def _choose_with_stock(self, view: Observation, legal: list[tuple[str, Wanted]]) -> tuple[str, Wanted]:
        """Profiles with a stock: the knowledge tracker does not follow hidden draws, so the bot remembers only
        what was said aloud: a player who asked for a card of a family (not exposed since) holds one of it."""
        exposed = {e.family for e in view.events if isinstance(e, Exposed)}
        hints: dict[tuple[str, str], int] = {}
        for n, e in enumerate(view.events):
            if isinstance(e, Asked):
                hints[e.asker, e.card.family] = n
            elif isinstance(e, AskedFamily):
                hints[e.asker, e.family] = n
        mine: dict[str, int] = {}
        for c in view.hand:
            mine[c.family] = mine.get(c.family, 0) + 1
        best: tuple[int, int, float] | None = None
        choice = legal[0]
        for target, wanted in legal:
            family = wanted if isinstance(wanted, str) else wanted.family
            hinted = 1 if family not in exposed and (target, family) in hints else 0
            key = (hinted, mine.get(family, 0), self.rng.random())
            if best is None or key > best:
                best, choice = key, (target, wanted)
        return choice


def _extends(longer: tuple[Event, ...], prefix: tuple[Event, ...]) -> bool:
    if len(longer) < len(prefix):
        return False
    return all(a is b or a == b for a, b in zip(longer, prefix, strict=False))


def next_request(game: Game, bot: Bot) -> tuple[str, Wanted]:
    """The request ``bot`` makes for the current player of ``game`` (the bot sees only :func:`observe`)."""
    current = game.current
    if current is None:
        raise ValueError("the game is over")
    return bot.choose(observe(game, current))


def play_out(game: Game, bots: Mapping[str, Bot], max_requests: int = 100_000) -> Game:
    """Let ``bots`` (one per player who will still ask) play ``game`` to the end; returns the same game.

    Raises ``RuntimeError`` if the game is not over after ``max_requests`` requests.
    """
    for _ in range(max_requests):
        current = game.current
        if current is None:
            return game
        target, card = bots[current].choose(observe(game, current))
        game.ask(current, target, card)
    if game.is_over:
        return game
    raise RuntimeError(f"the game did not end within {max_requests} requests")
