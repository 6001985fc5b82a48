"""The computer players: :class:`RandomBot`, :class:`SmartBot` (the careful player), :class:`StrongBot` (the
stronger careful player), :func:`make_bot` by kind, and :func:`hint`, the page's hint."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from hf_core.bots.chances import COLLECTOR_WEIGHT, _careful, _chances, _collector_chances, _Heard, _weights
from hf_core.bots.reasons import Decision, Reason, _mine, _reason, _rule_of_thumb
from hf_core.bots.view import Observation, _check_view, _Seat, observe
from hf_core.cards import Card, pack_index
from hf_core.events import Asked, AskedFamily, Event, Exposed
from hf_core.game import Game, Wanted
from hf_core.knowledge import InconsistentEvents, Knowledge
from hf_core.rules import Rules

__all__ = ["BOT_KINDS", "RandomBot", "SmartBot", "StrongBot", "hint", "make_bot"]


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
        return self._pick(*_check_view(view)._legal_parts())

    def _pick(self, targets: list[str], wanted: list[Wanted]) -> tuple[str, Wanted]:
        i = self.rng.randrange(len(targets) * len(wanted))  # the same pick as legal_asks()[i], without the list
        return targets[i // len(wanted)], wanted[i % len(wanted)]

    def decide(self, view: Observation) -> Decision:
        """:meth:`choose`, with its reason (``random``)."""
        legal = _check_view(view).legal_asks()
        target, wanted = legal[self.rng.randrange(len(legal))]
        return Decision(target, wanted, Reason("random", {"count": len(legal), **_mine(view, wanted)}))

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
        self._source: Sequence[Event] | None = None  # the sequence last folded from (play_out: the game's own)

    def __repr__(self) -> str:
        return "SmartBot()"

    def knowledge(self, view: Observation) -> Knowledge:
        """What this player knows now (public deductions plus their own hand).

        The value returned is the bot's own working copy: it is updated in place at the next call.
        """
        return self._sync(view.player, view.players, view.rules, view.events, view.hand)

    def _sync(
        self,
        player: str,
        players: tuple[str, ...],
        rules: Rules,
        events: Sequence[Event],
        hand: frozenset[Card] | None,
        hand_bits: int = 0,
    ) -> Knowledge:
        """The knowledge after ``events``, folding only the new ones when the last fold is a prefix of them.
        ``hand``: the hand now, or None and ``hand_bits`` (from :func:`play_out`, whose ``events`` is the game's
        own list of events: while it is the same list, only appended to, a prefix is the same game)."""
        k = self._known
        key = self._key
        if k is None or key is None or key[0] != player or key[1] != players or key[2] is not rules:
            k = None
        elif hand is None and events is self._source:  # the same game's list: a prefix is the same game
            for event in events[len(k._events) :]:
                k.update(event)
        else:
            if hand is None:
                hand = frozenset(pack_index(rules.pack).cards_of(hand_bits))
            n = len(k._events)
            if n <= len(events) and list(events[:n]) == k._events:
                try:
                    for event in events[n:]:
                        k.update(event)
                except InconsistentEvents:  # another game with the same history so far
                    k = None
                else:
                    if k.known_hand(player) != hand:  # another game with the same history so far
                        k = None
            else:
                k = None
        if k is None:
            if hand is None:
                hand = frozenset(pack_index(rules.pack).cards_of(hand_bits))
            k = Knowledge.from_events(players, rules, events, viewer=player, hand=hand)
        self._known, self._key, self._source = k, (player, players, rules), events
        return k

    def choose(self, view: Observation) -> tuple[str, Wanted]:
        view = _check_view(view)
        if view.rules.has_stock or view.rules.request == "family":
            d = self.decide(view)
            return d.target, d.wanted
        seat = _Seat.of(view)
        target, card, _ = self._best(seat, self._sync(view.player, view.players, view.rules, view.events, view.hand))
        return target, card

    def _choose_from(self, seat: _Seat, events: list[Event]) -> tuple[str, Card]:
        """:meth:`choose` for :func:`play_out`, from what :func:`observe` would give in the engine's form: the
        game's own list of public events (only ever appended to) and the player's seat."""
        k = self._sync(seat.player, seat.players, seat.rules, events, None, seat.mine)
        target, card, _ = self._best(seat, k)
        return target, card

    def decide(self, view: Observation) -> Decision:
        """The request this player makes now, with its :class:`Reason`."""
        view = _check_view(view)
        if view.rules.has_stock:
            return _rule_of_thumb(view, self._choose_with_stock(view, view.legal_asks()))
        if view.rules.request == "family":
            return _rule_of_thumb(view, self._choose_family(view, view.legal_asks()))
        k = self.knowledge(view)
        target, card, chance = self._best(_Seat.of(view), k)
        return Decision(target, card, _reason(view, k, target, card, chance))

    def _best(self, seat: _Seat, k: Knowledge) -> tuple[str, Card, float]:
        """The careful choice: the likeliest success first, then the family closest to complete (then the
        random generator; one draw per request considered, in the order of :meth:`Game.legal_asks`)."""
        found = _careful(seat, k, self.rng)
        if found is None:
            return seat.targets[0], seat.wanted[0], 0.0  # type: ignore[return-value]
        t, i, chance = found
        return seat.players[t], seat.ix.cards[i], chance

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


class StrongBot(SmartBot):
    """A stronger careful player, on the same exact knowledge, that also reads what the requests say about the
    askers: players ask for the families they collect, so a player who asked for a card of a family probably
    holds more of its cards, and has fewer to spare for other families. It takes each uncertain request's chance
    by the counts (as :class:`SmartBot` does), weighs it by :data:`COLLECTOR_WEIGHT` if the target asked within
    the card's family, else by :data:`SPREAD_WEIGHT` for each other family the target asked within, and shares
    the weights out among the card's possible holders (their chances add up to one). Then, among requests about
    as likely to succeed (the same chance to the nearest tenth; a sure request always first), it prefers a
    family the table already knows it holds (a "no" then tells the others nothing new about its hand), then the
    family it is closest to completing, then the likelier request.

    Against three careful players it wins about 38 % of four-player games (the fair share is 25 %); see
    ``benchmarks/winrates.py``.

    >>> from hf_core import Game
    >>> from hf_core.bots import REASON_KINDS
    >>> g = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=3)
    >>> d = StrongBot(1).decide(observe(g, g.current))
    >>> g.can_ask(g.current, d.target, d.wanted), d.reason.kind in REASON_KINDS
    (True, True)
    """

    def __init__(self, seed: int | str | None = None) -> None:
        super().__init__(seed)
        self._heard = _Heard()

    def __repr__(self) -> str:
        return "StrongBot()"

    def decide(self, view: Observation) -> Decision:
        """:meth:`SmartBot.decide`; a request chosen because the target asked within the family says so
        (``collecting``), and one whose chance the requests heard weighed otherwise says that too (``weighed``:
        by the counts alone, the target might not be the likeliest)."""
        d = super().decide(view)
        if d.reason.kind == "likely" and isinstance(d.wanted, Card):
            players = view.players
            weights = _weights(len(players), self._heard.collectors, d.wanted.family)
            if weights[players.index(d.target)] == COLLECTOR_WEIGHT:
                return Decision(d.target, d.wanted, Reason("collecting", d.reason.values))
            if len({weights[players.index(p)] for p in d.reason.values["holders"]}) > 1:
                return Decision(d.target, d.wanted, Reason("weighed", d.reason.values))
        return d

    def _best(self, seat: _Seat, k: Knowledge) -> tuple[str, Card, float]:
        heard = self._heard.follow(k._events, seat.players, seat.player)
        found = _collector_chances(seat, _chances(seat, k), heard.collectors)
        shown = heard.shown
        best: tuple[bool, float, int, int, float, float] | None = None
        choice = (seat.targets[0], seat.wanted[0], 0.0)
        for target, card, chance, closeness in found:
            quiet = 1 if chance == 1.0 or card.family in shown else 0
            rough = round(chance * 10) / 10
            key = (chance == 1.0, rough, quiet, closeness, chance, self.rng.random())
            if best is None or key > best:
                best, choice = key, (target, card, chance)
        return choice  # type: ignore[return-value]


BOT_KINDS: Final = ("random", "smart", "strong")
"""The kinds of computer player :func:`make_bot` builds: :class:`RandomBot`, :class:`SmartBot` (the careful
player) and :class:`StrongBot` (the stronger careful player)."""


def make_bot(kind: str, seed: int | str | None = None) -> RandomBot | SmartBot:
    """A computer player of ``kind`` (one of :data:`BOT_KINDS`) seeded with ``seed``."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "smart":
        return SmartBot(seed)
    if kind == "strong":
        return StrongBot(seed)
    raise ValueError(f"unknown kind of computer player {kind!r}: one of {', '.join(BOT_KINDS)}")


def hint(game: Game, player: str | None = None) -> Decision:
    """The best request ``player`` (by default the player to ask) can make now, with its reason, worked out
    by a :class:`StrongBot` from what that player sees: the engine side of the play page's hint button.

    Deterministic: the same position gives the same hint, whatever the players are called (the seed is made
    from the seat, so a page shows the same hint in every language).
    """
    player = player if player is not None else game.current
    if player is None:
        raise ValueError("the game is over")
    return StrongBot(f"hint|{len(game.requests)}|{game.players.index(player)}").decide(observe(game, player))
