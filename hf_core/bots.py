"""Computer players that see only what a real player at the table could see.

A bot never receives the :class:`~hf_core.game.Game`: :func:`observe` gives it an :class:`Observation` (the
public events, its own hand, the profile) and :meth:`Bot.choose` answers with a request ``(target, card)``.

- :class:`RandomBot` picks a legal request uniformly at random.
- :class:`SmartBot` plays like a careful player: it keeps :class:`~hf_core.knowledge.Knowledge` of the table
  from its own seat, asks for cards whose holder it knows first, prefers families it is closest to completing,
  never asks a player known not to hold the card, and otherwise asks the most likely holder.
- :class:`StrongBot` plays like the careful player, and also reads what the requests say: a player who asked
  for a card of a family is probably collecting it.

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

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol, cast

from hf_core.cards import Card, Pack, pack_index
from hf_core.events import Asked, AskedFamily, Event, Exposed, Given
from hf_core.game import Game, Wanted, _clockwise, legal_parts
from hf_core.knowledge import InconsistentEvents, Knowledge, family_label, join_words
from hf_core.rules import Rules
from hf_core.words import say

__all__ = [
    "BOT_KINDS",
    "REASON_KINDS",
    "Bot",
    "Decision",
    "Observation",
    "RandomBot",
    "Reason",
    "SmartBot",
    "StrongBot",
    "add_tallies",
    "hint",
    "make_bot",
    "next_request",
    "observe",
    "play_out",
    "reason_sentence",
    "tally_games",
]

REASON_KINDS: Final = (
    "given", "deduced", "asked-family", "likely", "collecting", "weighed", "random", "no-chance", "rule-of-thumb"
)
"""Why a computer player makes its request, as :class:`Reason` data (see :func:`reason_sentence`):

- ``given``: ``target`` was handed ``card`` by ``giver`` in public and has not handed it on;
- ``deduced``: no deal consistent with what ``asker`` knows (the public record and their own hand) puts
  ``card`` elsewhere (``others``: the other players with cards, none of whom can hold it);
- ``asked-family``: ``target`` asked for a card of ``family`` and holds one it cannot have handed away;
  ``card`` is one of the ``choices`` cards of it they may hold;
- ``likely``: nobody is known to hold ``card``; ``holders`` may, and ``target`` holds the largest share of
  the cards nobody has placed (``chance``: percent, by the counts);
- ``collecting`` (:class:`StrongBot`): as ``likely``, but ``target`` asked for a card of ``family`` before, and
  players ask for the families they collect (``chance``: percent, by the counts so weighed);
- ``weighed`` (:class:`StrongBot`): as ``likely``, but the families the possible holders have asked for
  weigh their chances differently (``chance``: percent, by the counts so weighed);
- ``random``: picked at random among ``count`` allowed requests;
- ``no-chance``: every allowed request is known to fail (``target`` must be asked something);
- ``rule-of-thumb``: other rules (a stock, family requests), where the bots follow a simple rule of thumb.

Every reason also carries ``mine`` and ``members``: how many cards of the family the player holds, of how many.
"""


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


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a request is made, as data: a ``kind`` of :data:`REASON_KINDS` and its values (JSON-ready: names,
    card labels, numbers). Only public facts and the player's own hand go into it."""

    kind: str
    values: Mapping[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **dict(self.values)}


@dataclass(frozen=True, slots=True)
class Decision:
    """A request and its reason."""

    target: str
    wanted: Wanted
    reason: Reason

    def to_dict(self) -> dict[str, Any]:
        return {"target": self.target, "card": str(self.wanted), "reason": self.reason.to_dict()}


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


def _densities(masks: Sequence[int], counts: Sequence[int], me: int) -> list[float]:
    """Per seat (not ``me``): the share of the cards it may hold that nobody has placed which are in its hand
    (its hand count less its known cards, over its possible cards less its known cards); 0 if none."""
    n = len(counts)
    density = [0.0] * n
    if n > 8:  # a table of more than eight (see below for the usual tables)
        for s in range(n):
            if s != me:
                known = masks.count(1 << s)
                open_cards = sum(m >> s & 1 for m in masks) - known
                density[s] = (counts[s] - known) / open_cards if open_cards else 0.0
        return density
    row = bytes(masks)  # one byte per card: its possible holders; as one integer, a seat's cards count at once
    packed = int.from_bytes(row, "little")
    ones = _ONES.get(len(row), 0)
    if not ones:
        ones = _ONES[len(row)] = int.from_bytes(b"\x01" * len(row), "little")
    for s in range(n):
        if s != me:
            known = row.count(1 << s)
            open_cards = (packed >> s & ones).bit_count() - known
            density[s] = (counts[s] - known) / open_cards if open_cards else 0.0
    return density


_ONES: dict[int, int] = {}
"""Per number of cards: a 1 in every byte (to count the cards a seat may hold in one packed row)."""


def _total(density: list[float], m: int) -> float:
    """The densities of the seats of mask ``m``, added exactly: math.fsum, not sum, since sum() of floats rounds
    differently from Python 3.12 on (the page runs 3.14), and a last-bit difference here breaks ties
    differently, so the page would play other games."""
    return math.fsum([density[s] for s in range(len(density)) if m >> s & 1])


def _floor(masks: Sequence[int], members_of: Sequence[int], bit: int) -> float:
    """A target that asked within a family holds one of its cards it may hold: one chance in their number
    (0 if one of them is known to be theirs already: the request is about another card)."""
    if any(masks[j] == bit for j in members_of):
        return 0.0
    return 1.0 / sum(1 for j in members_of if masks[j] & bit)


def _careful(seat: _Seat, k: Knowledge, rng: random.Random) -> tuple[int, int, float] | None:
    """The careful player's request (:meth:`SmartBot._best`): the seat asked, the card's number and the chance;
    None if no request is considered. The same choice as the largest ``(chance, closeness, draw)`` over
    :func:`_chances`' list with one ``rng.random()`` draw per request in that order, worked out on sets of
    cards (bit masks) instead of request by request: the cards of one family are equally close to complete,
    and the cards with the same possible holders are equally likely with each target (but for the floor of a
    family the target asked within), so only the best of each set needs comparing."""
    masks = k.seat_masks()
    me, mine, counts = seat.me, seat.mine, seat.counts
    ix = seat.ix
    held = ix.held_families(mine)
    want = held & ~mine
    if not want:
        return None
    density = _densities(masks, counts, me)
    members = ix.members
    spread = ix.spread
    groups: dict[int, int] = {}  # possible holders -> the wanted cards with them
    for i in ix.numbers_of(want):
        m = masks[i]
        groups[m] = groups.get(m, 0) | 1 << i
    levels: dict[int, int] = {}  # closeness (cards held minus members) -> the wanted cards of such families
    for first in ix.numbers_of(held & ix.leaders):
        whole = spread << first
        close = (mine & whole).bit_count() - members
        levels[close] = levels.get(close, 0) | want & whole
    ladder = sorted(levels.items(), reverse=True)  # closest first
    lower = k._lower
    asked: list[tuple[int, int, str]] = []  # (seats that asked within, wanted cards, family)
    if lower:
        for family, seats in lower.items():
            cards = ix.family_mask[family] & want
            if seats and cards:
                asked.append((seats, cards, family))
    totals: dict[int, float] = {}
    tops: dict[int, tuple[int, int]] = {}  # possible holders -> the closest family's closeness and cards
    best = (-1.0, 0)
    cands: list[tuple[int, int]] = []  # (seat asked, cards) tied for the best
    eligible: dict[int, tuple[int, int]] = {}  # seat asked -> (requests before its own, the cards it may hold)
    entries = 0
    for t in _clockwise(len(counts))[me]:
        if not counts[t]:
            continue
        bit = 1 << t
        d = density[t]
        floored = 0
        for seats, cards, _ in asked:
            if seats & bit:
                floored |= cards
        elig = 0
        for m, cards in groups.items():
            if not m & bit:
                continue  # known not to hold them
            elig |= cards
            if m == bit:
                chance = 1.0
            else:
                total = totals.get(m)
                if total is None:
                    total = totals[m] = _total(density, m)
                chance = d / total if total else 0.0
            if cards & floored:  # one of the few cards of a family the target asked within is theirs
                offers = [(chance, cards & ~floored)]
                for seats, family_cards, family in asked:
                    if seats & bit and cards & family_cards:
                        floor = _floor(masks, ix.families[family], bit)
                        offers.append((floor if floor > chance else chance, cards & family_cards))
                for chance, some in offers:
                    if some:
                        close, found = _closest(ladder, some)
                        key = (chance, close)
                        if key > best:
                            best, cands = key, [(t, found)]
                        elif key == best:
                            cands.append((t, found))
                continue
            top = tops.get(m)
            if top is None:
                top = tops[m] = _closest(ladder, cards)
            key = (chance, top[0])
            if key > best:
                best, cands = key, [(t, top[1])]
            elif key == best:
                cands.append((t, top[1]))
        eligible[t] = (entries, elig)
        entries += elig.bit_count()
    if not entries:
        return None
    bits = rng.getrandbits(64 * entries)  # the draws random() would make, one per request considered
    t, found = cands[0]
    if len(cands) > 1 or found & (found - 1):
        top_key = top_j = -1
        for t_, found in cands:
            start, elig = eligible[t_]
            while found:
                low = found & -found
                found ^= low
                j = start + (elig & (low - 1)).bit_count()  # its place among the requests
                # draw j as random() makes it: 27 bits of its first 32-bit word, 26 of its second
                words = bits >> (64 * j)
                drawn = ((words & 0xFFFFFFFF) >> 5) << 26 | (words >> 38 & 0x3FFFFFF)
                if drawn > top_key or (drawn == top_key and j < top_j):  # of equal draws, the first request
                    top_key, top_j, t, pick = drawn, j, t_, low
        found = pick
    return t, found.bit_length() - 1, best[0]


def _closest(ladder: list[tuple[int, int]], cards: int) -> tuple[int, int]:
    """Of ``cards``, the closeness of the family closest to complete and its cards (``ladder``: closest first)."""
    for close, level in ladder:
        found = cards & level
        if found:
            return close, found
    return -1 << 30, 0  # pragma: no cover - every wanted card is on the ladder


def _chances(seat: _Seat, k: Knowledge) -> list[tuple[str, Card, float, int]]:
    """Each legal request a careful player considers, in the order of :meth:`Game.legal_asks`, with its chance
    of success by the counts and how close its family is to complete (cards held minus members): the chance
    is 1 when the target must hold the card; else the target's share of the cards nobody has placed among the
    card's possible holders (how dense each one's unknown cards are among the open cards they may hold),
    raised to one in (the cards they may hold of it) when the target asked within the family. Requests known
    to fail are left out."""
    masks = k.seat_masks()
    ix = seat.ix
    players = seat.players
    density = _densities(masks, seat.counts, seat.me)
    mine = seat.mine
    members = ix.members
    family_of = ix.family_of
    family_of_bit = ix.family_of_bit
    lower = k._lower
    # per card asked for, in pack order: (card, possible holders, closeness, family, who asked within it)
    cards = [
        (card, masks[i], (mine & family_of_bit[i]).bit_count() - members, family_of[i], lower.get(family_of[i], 0))
        for card, i in zip(seat.wanted, ix.numbers_of(ix.held_families(mine) & ~mine), strict=True)
    ]
    totals: dict[int, float] = {}  # by possible holders
    floors: dict[tuple[int, str], float] = {}
    out: list[tuple[str, Card, float, int]] = []
    for target in seat.targets:
        t = players.index(target)
        bit = 1 << t
        d = density[t]
        for card, m, closeness, family, within in cards:
            if not m & bit:
                continue  # known not to hold it
            if m == bit:
                out.append((target, card, 1.0, closeness))  # type: ignore[arg-type]
                continue
            total = totals.get(m)
            if total is None:
                total = totals[m] = _total(density, m)
            chance = d / total if total else 0.0
            if within & bit:  # one of these few cards is theirs
                floor = floors.get((t, family))
                if floor is None:
                    floor = floors[t, family] = _floor(masks, ix.families[family], bit)
                if floor > chance:
                    chance = floor
            out.append((target, card, chance, closeness))  # type: ignore[arg-type]
    return out


COLLECTOR_WEIGHT: Final = 15
"""How much likelier :class:`StrongBot` reckons a player who asked for a card of a family holds each card of it
they may hold, than the counts alone say (a likelihood ratio). Measured over the requests careful players could
make in 1,500 games: such a player held the card 77-95 % of the time where the counts gave 32-50 %; a weight of
15 turns a one-in-three chance into 88 %. Weights from 5 to 40 play about as well."""

SPREAD_WEIGHT: Final = 0.8
"""The other side of :data:`COLLECTOR_WEIGHT`: a player's cards of the families they collect take up part of
their hand, so each card of another family is reckoned ``SPREAD_WEIGHT`` times as likely with them for each
family (not yet exposed) they have asked within. Worth about one point of win share against careful players
(37.0 % -> 38.0 % over 16,000 games); 0.6 to 0.9 play about as well."""


class _Heard:
    """What :class:`StrongBot` remembers of the requests said aloud, folded once per event:

    - ``collectors``: per family not exposed, the seats (a bit mask) that have asked for a card of it;
    - ``shown``: the families the whole table knows ``player`` holds a card of (they asked within it, or a card
      of it was handed to them in public, and it is not exposed).
    """

    __slots__ = ("collectors", "n", "player", "players", "shown", "source")

    def __init__(self) -> None:
        self.source: Sequence[Event] | None = None
        self.players: tuple[str, ...] = ()
        self.player = ""
        self.n = 0
        self.collectors: dict[str, int] = {}
        self.shown: set[str] = set()

    def follow(self, events: Sequence[Event], players: tuple[str, ...], player: str) -> _Heard:
        """Fold the events not folded yet (all of them again for another list, table or player). ``events`` is
        only ever appended to (a game's own list, or a knowledge fold's)."""
        if events is not self.source or players != self.players or player != self.player or self.n > len(events):
            self.source, self.players, self.player, self.n = events, players, player, 0
            self.collectors, self.shown = {}, set()
        collectors, shown = self.collectors, self.shown
        for e in events[self.n :]:
            kind = type(e)
            if kind is Asked:
                family = e.card.family  # type: ignore[union-attr]
                asker = e.asker  # type: ignore[union-attr]
                collectors[family] = collectors.get(family, 0) | 1 << players.index(asker)
                if asker == player:
                    shown.add(family)
            elif kind is Given:
                if e.receiver == player:  # type: ignore[union-attr]
                    shown.add(e.card.family)  # type: ignore[union-attr]
            elif kind is Exposed:
                shown.discard(e.family)  # type: ignore[union-attr]
                collectors.pop(e.family, None)  # type: ignore[union-attr]
        self.n = len(events)
        return self


def _spread(n: int, collectors: Mapping[str, int]) -> list[float]:
    """Per seat: :data:`SPREAD_WEIGHT` to the power of the families (not exposed) it asked within."""
    spread = [1.0] * n
    for seats in collectors.values():
        for s in range(n):
            if seats >> s & 1:
                spread[s] *= SPREAD_WEIGHT
    return spread


def _weights(n: int, collectors: Mapping[str, int], family: str) -> list[float]:
    """Per seat: how much :class:`StrongBot` weighs its chance of holding a card of ``family`` by the counts."""
    asked = collectors.get(family, 0)
    return [COLLECTOR_WEIGHT if asked >> s & 1 else w for s, w in enumerate(_spread(n, collectors))]


def _collector_chances(
    seat: _Seat, found: list[tuple[str, Card, float, int]], collectors: Mapping[str, int]
) -> list[tuple[str, Card, float, int]]:
    """``found`` (from :func:`_chances`) with each uncertain chance weighed by what the requests said: by
    :data:`COLLECTOR_WEIGHT` when the target asked within the card's family, else by :data:`SPREAD_WEIGHT` for
    each other family (``collectors``: not exposed) the target asked within; then chance x weight over the sum of
    the same for every possible holder of the card (the targets ``found`` lists for it). Sure requests keep
    their chance of 1."""
    players = seat.players
    spread = _spread(len(players), collectors)
    # per card (by family and member: a Card's own hash is slow), the weights added up in the order of ``found``:
    # plain additions in a fixed order round the same on every Python (sum() does not since 3.12)
    totals: dict[tuple[str, int], float] = {}
    rows: list[tuple[str, Card, float, int, float, tuple[str, int]]] = []
    for target, card, chance, closeness in found:
        key = (card.family, card.member)
        if chance == 1.0:
            rows.append((target, card, chance, closeness, -1.0, key))
            continue
        t = players.index(target)
        w = chance * (COLLECTOR_WEIGHT if collectors.get(card.family, 0) >> t & 1 else spread[t])
        totals[key] = totals.get(key, 0.0) + w
        rows.append((target, card, chance, closeness, w, key))
    out: list[tuple[str, Card, float, int]] = []
    for target, card, chance, closeness, w, key in rows:
        if w >= 0.0:
            total = totals[key]
            chance = w / total if total else 0.0
        out.append((target, card, chance, closeness))
    return out


def _mine(view: Observation, wanted: Wanted) -> dict[str, Any]:
    family = wanted if isinstance(wanted, str) else wanted.family
    return {
        "family": family,
        "mine": sum(1 for c in view.hand if c.family == family),
        "members": view.rules.pack.members,
    }


def _reason(view: Observation, k: Knowledge, target: str, card: Card, chance: float) -> Reason:
    """Why ``target`` is asked for ``card``, from what the asker knows (public record and own hand)."""
    values: dict[str, Any] = {"asker": view.player, "target": target, "card": str(card), **_mine(view, card)}
    holders = k.possible_holders(card)
    if holders == (target,):
        if k.holder_reason(card) == "given":
            giver = next(
                e.giver for e in reversed(view.events) if isinstance(e, Given) and e.card == card
            )
            return Reason("given", {**values, "giver": giver})
        others = [p for p, n in zip(view.players, view.counts, strict=True) if n and p not in (target, view.player)]
        return Reason("deduced", {**values, "others": others})
    if target not in holders:
        return Reason("no-chance", values)
    known = {c.family for c in k.known_hand(target)}
    if card.family in k.families_known(target) and card.family not in known:
        return Reason("asked-family", {**values, "choices": len(k.possible_cards(target, card.family))})
    return Reason("likely", {**values, "holders": list(holders), "chance": round(100 * chance)})


def _rule_of_thumb(view: Observation, choice: tuple[str, Wanted]) -> Decision:
    """Other rules (a stock, family requests): the bots follow a rule of thumb, and say so."""
    target, wanted = choice
    return Decision(target, wanted, Reason("rule-of-thumb", {"target": target, **_mine(view, wanted)}))


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


def tally_games(
    kinds: Sequence[str],
    games: int,
    first_seed: int = 0,
    rules: Rules | None = None,
) -> dict[str, Any]:
    """Play ``games`` complete games between computer players of ``kinds`` (one per seat, seat 0 deals and
    seat 1 begins), deals ``first_seed``, ``first_seed + 1``, ...; count wins by seat and by kind.

    A shared win counts as a fraction (a two-way tie gives each winner half a win), so wins add up to the
    number of games. The result is JSON-ready and depends only on the arguments, so the page can play a few
    hundred games at a time and add the tallies up (:func:`add_tallies`), and a CPython run with the same
    seeds gives the same numbers::

        {"games": 3, "kinds": [...], "first_seed": 0, "wins": [seat...], "families": [seat...],
         "by_kind": {kind: {"seats": n, "wins": w}}, "requests": total requests}

    >>> t = tally_games(["smart", "random", "random", "random"], 3)
    >>> t["games"], round(sum(t["wins"]), 6), sum(t["families"])
    (3, 3.0, 33)
    """
    names = [f"P{i}" for i in range(len(kinds))]
    wins = [0.0] * len(kinds)
    families = [0] * len(kinds)
    requests = 0
    for i in range(games):
        seed = first_seed + i
        game = Game.deal(names, seed=seed, dealer=0, rules=rules)
        bots: dict[str, Bot] = {
            name: make_bot(kind, f"{seed}:{name}") for name, kind in zip(names, kinds, strict=True)
        }
        play_out(game, bots)
        winners = game.winners()
        scores = game.scores()
        for seat, name in enumerate(names):
            families[seat] += scores[name]
            if name in winners:
                wins[seat] += 1 / len(winners)
        requests += len(game.requests)
    by_kind: dict[str, dict[str, float]] = {}
    for seat, kind in enumerate(kinds):
        entry = by_kind.setdefault(kind, {"seats": 0, "wins": 0.0})
        entry["seats"] += 1
        entry["wins"] += wins[seat]
    return {
        "games": games,
        "kinds": list(kinds),
        "first_seed": first_seed,
        "wins": wins,
        "families": families,
        "by_kind": by_kind,
        "requests": requests,
    }


def add_tallies(a: Mapping[str, Any], b: Mapping[str, Any]) -> dict[str, Any]:
    """Two tallies of :func:`tally_games` with the same kinds, added (the page plays in batches).

    >>> kinds = ["random", "random"]
    >>> whole = tally_games(kinds, 4)
    >>> add_tallies(tally_games(kinds, 2), tally_games(kinds, 2, first_seed=2)) == whole
    True
    """
    if list(a["kinds"]) != list(b["kinds"]):
        raise ValueError("only tallies of the same players add up")
    by_kind = {k: dict(v) for k, v in a["by_kind"].items()}
    for kind, entry in b["by_kind"].items():
        by_kind[kind]["wins"] += entry["wins"]
    return {
        "games": a["games"] + b["games"],
        "kinds": list(a["kinds"]),
        "first_seed": min(a["first_seed"], b["first_seed"]),
        "wins": [x + y for x, y in zip(a["wins"], b["wins"], strict=True)],
        "families": [x + y for x, y in zip(a["families"], b["families"], strict=True)],
        "by_kind": by_kind,
        "requests": a["requests"] + b["requests"],
    }


def reason_sentence(reason: Reason, lang: str = "en", pack: Pack | None = None) -> str:
    """The reason as a sentence in ``lang`` ("en" or "fr"), from the wording catalogue.

    >>> r = Reason("given", {"target": "Ben", "card": "C2", "giver": "Ann", "family": "C", "mine": 2, "members": 4})
    >>> reason_sentence(r, "fr")
    'Ann a donné C2 à Ben devant tout le monde, et Ben l’a encore.'
    """
    v = dict(reason.values)
    if "family" in v and pack is not None:
        v["family"] = family_label(pack, v["family"], lang)
    if "holders" in v:
        v["holders"] = join_words(v["holders"], "or", lang)
    if reason.kind == "deduced":
        others = list(v["others"])
        if not others:
            return say("reason.deduced-alone", lang, **v)
        v["others"] = join_words(others, "and" if lang != "fr" else "nor", lang)
        return say("reason.deduced-one" if len(others) == 1 else "reason.deduced", lang, **v)
    return say(f"reason.{reason.kind}", lang, **v)


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
    players = game.players
    simple = not game.rules.has_stock and game.rules.request == "card"
    ix = game._ix
    cards = ix.cards
    wanted_of = ix.wanted
    after = _clockwise(len(players))
    ask_card = game._ask_card
    public: Knowledge | None = None
    views: dict[int, Knowledge] = {}
    seen: dict[int, _Seat] = {}
    for _ in range(max_requests):
        seat = game._current
        if seat is None:
            return game
        current = players[seat]
        bot = bots[current]
        kind = type(bot)
        # The computer players of this module get what observe() gives (the public events, their own hand,
        # the hand counts) in the engine's own form, without the copies an Observation makes: the same choices.
        if kind is RandomBot and simple:
            # RandomBot._pick over legal_parts(), from the masks: the targets (clockwise, with cards) and the
            # wanted cards (pack order); pick i is target i // w and the (i % w)-th wanted card. The request is
            # legal by construction, so Game._ask_card takes it without the checks of Game.ask.
            hands = game._hands
            wanted = wanted_of(hands[seat])
            targets = [s for s in after[seat] if hands[s]]
            w = wanted.bit_count()
            i = cast(RandomBot, bot).rng.randrange(len(targets) * w)
            for _ in range(i % w):
                wanted &= wanted - 1  # drop the lowest wanted card
            n = (wanted & -wanted).bit_length() - 1
            ask_card(seat, targets[i // w], cards[n], n)
            continue
        if kind is RandomBot:
            hands = game._hands
            parts = legal_parts(game._ix, game.rules, players, seat, hands[seat], hands)
            target, card = cast(RandomBot, bot)._pick(*parts)
        elif (kind is SmartBot or kind is StrongBot) and simple:
            # One public fold for the whole table, each careful player's own dealt hand applied at its turn
            # (Knowledge._seen_from): the same deductions as each player folding every event itself.
            hands = game._hands
            events = game._events
            if public is None:
                public = Knowledge.start(players, game.rules)
            if len(public._events) < len(events):
                for event in events[len(public._events) :]:
                    public.update(event)
                # the families whose facts changed, for each player's next solve (None: all of them)
                touched = public._touched
                for other in views.values():
                    if touched is None:
                        other._touched = None
                    elif other._touched is not None:
                        other._touched |= touched
                public._touched = set()
            k = views[seat] = public._seen_from(seat, game._initial[seat], views.get(seat))
            view = seen.get(seat)
            if view is None:
                view = seen[seat] = _Seat(current, players, game.rules, seat, 0, ())
            view.mine, view.counts, view._parts = hands[seat], [h.bit_count() for h in hands], None
            if kind is SmartBot:
                found = _careful(view, k, cast(SmartBot, bot).rng)
                if found is not None:
                    # SmartBot._best's choice, in the engine's numbers: a target with cards and a card of a
                    # family the asker holds, not theirs (legal by construction), so Game._ask_card takes it as
                    # it is; the reference path (Game.ask, every rule checked) plays the same games (the tests)
                    ask_card(seat, found[0], cards[found[1]], found[1])
                    continue
            target, card, _ = cast(SmartBot, bot)._best(view, k)
        else:
            game.ask(current, *bot.choose(observe(game, current)))
            continue
        if simple:  # Game.ask without its AskResult (nobody reads it here); every rule is checked the same
            game._ask_card(*game._check_ask(current, target, card))
        else:
            game.ask(current, target, card)
    if game.is_over:
        return game
    raise RuntimeError(f"the game did not end within {max_requests} requests")
