"""The chances the careful players weigh: for each request allowed, how likely the target holds the card (by
the counts of cards nobody has placed, from exact knowledge) and how close its family is to complete
(:func:`_careful`, :func:`_chances`); and the stronger player's weights for what the requests said
(:data:`COLLECTOR_WEIGHT`, :data:`SPREAD_WEIGHT`, :func:`_collector_chances`)."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Final

from hf_core.bots.view import _Seat
from hf_core.cards import Card
from hf_core.events import Asked, Event, Exposed, Given
from hf_core.game import _clockwise
from hf_core.knowledge import Knowledge

__all__ = ["COLLECTOR_WEIGHT", "SPREAD_WEIGHT"]


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
