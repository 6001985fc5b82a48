"""The exact solve behind :class:`~hf_core.knowledge.Knowledge`'s queries: for every hidden card, every seat
that holds it in some deal consistent with the public record (the method below, then :func:`solve`).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Final, Protocol

from hf_core.cards import PackIndex

__all__ = ["InconsistentEvents", "Part", "Record", "solve"]


class InconsistentEvents(ValueError):
    """The events (or the viewer's hand) cannot come from a real game: no hidden deal fits them."""


# Only the cards never handed over in public are hidden: a card handed over has a known holder from then on,
# and an exposed family leaves play. What the public record says about the hidden cards reduces to
#
# - ``allowed``: for each hidden card, the seats it may be with (a "no", a request for it, the viewer's hand);
# - ``h``: how many hidden cards each seat holds (its hand count minus the handed-over cards it holds);
# - ``lower``: seats that hold at least one hidden card of a family (they asked within it and held none of its
#   handed-over cards; settled when they hand one of its hidden cards over);
# - ``upper``: seats that do not hold every hidden card of a family (nobody keeps a complete family: read at
#   every moment when all its handed-over cards were with that seat, and kept while its hidden cards stay).
#
# A deal is consistent when each hidden card goes to an allowed seat, each seat gets ``h`` of them and every
# bound holds. Families are independent but for ``h``. For one family, the count vectors its hidden cards can
# take (cards per seat) form an M-convex set (a Minkowski sum of unit-vector sets, cut by a box), and so does
# their sum over the families; a vector lies in such a set exactly when, for every set T of seats, its sum over
# T is at most the set's rank r(T) = max x(T). So a consistent deal exists iff h(T) <= sum_F r_F(T) for every
# T, and a card c of family F can be with seat s iff some count vector x of F realised with c at s leaves the
# rest to the other families: x(T) >= r_F(T) - slack(T) for every T, slack(T) = sum_F r_F(T) - h(T).
# Each family's vectors (and which card/seat pairs realise each) are computed once per family state and
# cached; the check over the 2^players seat sets is then a few comparisons per family.
#
# Two reductions first, which change no answer but keep most families out of the check:
#
# - A hidden card allowed one seat only (the viewer's own cards, a card every other player said no to) is
#   settled: it leaves its family's table and its seat's ``h``; the bounds on its family are read again
#   (a seat that holds a settled card of the family meets its lower bound; a seat's upper bound is void once
#   a settled card of the family is elsewhere).
# - A seat with no unsettled card left to hold (the viewer, an empty hand) drops out of every allowed set, and
#   every seat set T that contains all the other seats is the whole table again (slack 0, no bound to test).
#   Without this, the viewer's known hand made the slack of "everyone else" 0 and every family looked bound.
#
# The ranks and slacks of the 2^players seat sets are packed in one integer (16 bits per set, the slacks
# biased by 2^15), so that adding a family's ranks, and asking whether any rank exceeds its slack, are a few
# integer operations, not a loop over the sets.

_WIDTH: Final = 16
_BIAS: Final = 1 << (_WIDTH - 1)
_FIELD: Final = (1 << _WIDTH) - 1


class _Packing:
    """Constants for ``n`` players: per seat, the packed 1 of every set containing it; the bias in every field
    (2^15, which is also each field's high bit); per set of live seats, the high bits of the sets that contain
    it."""

    __slots__ = ("bias", "full", "n", "seat_ones", "supersets")

    def __init__(self, n: int) -> None:
        self.n = n
        subsets = 1 << n
        self.full = subsets - 1
        self.seat_ones = [sum(1 << (_WIDTH * t) for t in range(subsets) if t >> s & 1) for s in range(n)]
        self.bias = sum(_BIAS << (_WIDTH * t) for t in range(subsets))  # also the high bit of every field
        self.supersets = [
            sum(_BIAS << (_WIDTH * t) for t in range(subsets) if t & live == live) for live in range(subsets)
        ]


@cache
def _packing(n: int) -> _Packing:
    """The (shared) :class:`_Packing` for ``n`` players."""
    return _Packing(n)


def _field(packed: int, t: int) -> int:
    return packed >> (_WIDTH * t) & _FIELD


class _Table:
    """One family's unsettled hidden cards, as the solver needs them: the rank r(T) of every seat set T (a
    list, and packed), every (card position * players + seat) pair some assignment realises, and (on demand)
    each count vector the cards can take (4 bits per seat) with the pairs realised with it."""

    __slots__ = ("_vectors", "bounded", "every", "fits", "loose", "lower", "masks", "n", "packed", "rank", "upper")

    def __init__(self, n: int, masks: tuple[int, ...], lower: int, upper: int) -> None:
        self.n, self.masks, self.lower, self.upper = n, masks, lower, upper
        self._vectors: list[tuple[int, int]] | None = None
        self.fits: dict[int, int] = {}  # the packed shortfalls (see realisable) -> the pairs realisable
        self.bounded = bool(lower or upper)
        if self.bounded:
            vectors = self.vectors()
            nibbles = _NIBBLES[n]
            self.rank = [max((x & m) % 15 for x, _ in vectors) if vectors else 0 for m in nibbles]
            every = 0
            for _, bits in vectors:
                every |= bits
            self.every = every
        else:  # no bound: each card goes anywhere it may, independently
            self.rank = [sum(1 for m in masks if m & t) for t in range(1 << n)]
            self.every = sum(m << (i * n) for i, m in enumerate(masks))
        self.packed = sum(r << (_WIDTH * t) for t, r in enumerate(self.rank))
        # every allowed (card, seat) pair is realised: the bounds, alone, rule nothing out
        self.loose = self.every == sum(m << (i * n) for i, m in enumerate(masks))

    def vectors(self) -> list[tuple[int, int]]:
        if self._vectors is None:
            self._vectors = self._build()
        return self._vectors

    def _build(self) -> list[tuple[int, int]]:
        n, masks, lower, upper = self.n, self.masks, self.lower, self.upper
        k = len(masks)
        unit = [1 << (4 * s) for s in range(n)]
        seats = [[s for s in range(n) if m >> s & 1] for m in masks]
        forward: list[set[int]] = [{0}]
        for i in range(k):
            forward.append({p + unit[s] for p in forward[i] for s in seats[i]})
        backward: list[set[int]] = [set() for _ in range(k + 1)]
        backward[k] = {0}
        for i in range(k - 1, -1, -1):
            backward[i] = {q + unit[s] for q in backward[i + 1] for s in seats[i]}
        pairs: dict[int, int] = {x: 0 for x in forward[k]}
        for i in range(k):
            for s in seats[i]:
                bit = 1 << (i * n + s)
                for p in forward[i]:
                    pu = p + unit[s]
                    for q in backward[i + 1]:
                        pairs[pu + q] |= bit
        out = []
        for x, bits in pairs.items():
            counts = [x >> (4 * s) & 15 for s in range(n)]
            if any(lower >> s & 1 and counts[s] == 0 for s in range(n)):
                continue
            if any(upper >> s & 1 and counts[s] == k for s in range(n)):
                continue
            out.append((x, bits))
        return out

    def realisable(self, short: int) -> int:
        """The pairs realised by some count vector x that leaves the other families room: ``short`` holds, for
        each seat set T where this family's rank exceeds the slack, ``2^15 - (rank(T) - slack(T))`` in T's
        field (0 elsewhere), and x must put at least ``rank(T) - slack(T)`` cards in T."""
        found = self.fits.get(short)
        if found is None:
            nibbles = _NIBBLES[self.n]
            need = []
            t = 0
            rest = short
            while rest:
                v = rest & _FIELD
                if v:
                    need.append((nibbles[t], _BIAS - v))
                rest >>= _WIDTH
                t += 1
            found = 0
            for x, realised in self.vectors():
                for m, v in need:
                    if (x & m) % 15 < v:
                        break
                else:
                    found |= realised
            if len(self.fits) > 64:
                self.fits.clear()
            self.fits[short] = found
        return found


_NIBBLES: dict[int, list[int]] = {
    n: [sum(15 << (4 * s) for s in range(n) if t >> s & 1) for t in range(1 << n)] for n in range(1, 10)
}
"""For each seat set T, the mask of its 4-bit counts in a count vector: (x & mask) % 15 is x(T) (below 15)."""

_TABLES: dict[tuple[int, tuple[int, ...], int, int], _Table] = {}


def _family_table(n: int, masks: tuple[int, ...], lower: int, upper: int) -> _Table:
    key = (n, masks, lower, upper)
    found = _TABLES.get(key)
    if found is None:
        if len(_TABLES) > 50_000:
            _TABLES.clear()
        found = _TABLES[key] = _Table(n, masks, lower, upper)
    return found


class Part:
    """One family's hidden cards as :func:`solve` takes them, for one state of its facts (shared between
    solves, see :func:`_part`): the positions in the family of its unsettled hidden cards and their allowed
    seats, the packed count of its settled hidden cards per seat (8 bits per seat), its bounds read again
    without the settled cards, and its table for each set of live seats met so far."""

    __slots__ = ("free", "lower", "masks", "reach", "settled", "tables", "upper")

    def __init__(self, free: tuple[int, ...], masks: tuple[int, ...], settled: int, lower: int, upper: int) -> None:
        self.free, self.masks, self.settled, self.lower, self.upper = free, masks, settled, lower, upper
        self.reach = 0  # every seat some unsettled card may be with
        for m in masks:
            self.reach |= m
        self.tables: dict[int, _Table] = {}

    def table(self, n: int, live: int) -> _Table:
        """The table for these live seats (the others dropped from every allowed set)."""
        found = self.tables.get(live)
        if found is None:
            masks = self.masks if not self.reach & ~live else tuple([m & live for m in self.masks])
            found = self.tables[live] = _family_table(n, masks, self.lower, self.upper)
        return found


_PARTS: dict[tuple[int, tuple[int, ...], int, int, int], Part] = {}


def _part(n: int, allowed: tuple[int, ...], moved: int, lower: int, upper: int) -> Part:
    """One family as :func:`solve` takes it, from its cards' allowed seats and which of them were handed over
    in public (``moved``: bit j for the j-th member): the settled hidden cards set apart (see the reductions).
    Shared: the same facts give the same value."""
    key = (n, allowed, moved, lower, upper)
    found = _PARTS.get(key)
    if found is not None:
        return found
    free: list[int] = []
    masks: list[int] = []
    settled = 0
    at = 0  # the seats holding a settled card of the family
    for j, m in enumerate(allowed):
        if moved >> j & 1:
            continue
        if m & (m - 1):
            free.append(j)
            masks.append(m)
        elif m:
            settled += 1 << (8 * (m.bit_length() - 1))
            at |= m
    if at:
        lower &= ~at
        upper = upper & at if not at & (at - 1) else 0
    if len(_PARTS) > 50_000:
        _PARTS.clear()
    found = _PARTS[key] = Part(tuple(free), tuple(masks), settled, lower, upper)
    return found


class Record(Protocol):
    """What the fold (:class:`~hf_core.knowledge.Knowledge`) has recorded, as :func:`solve` reads it (it also
    refreshes ``_work`` in place and empties ``_touched``)."""

    players: tuple[str, ...]
    _idx: PackIndex
    _poss: list[int]
    _moved: int
    _moved_at: list[int]
    _counts: list[int]
    _lower: dict[str, int]
    _upper: dict[str, int]
    _exposed: dict[str, str]
    _touched: set[str] | None
    _work: list[Part | None]


def solve(k: Record) -> list[int]:
    """The exact masks: per card, every seat that holds it in some deal consistent with the record."""
    n = len(k.players)
    pk = _packing(n)
    full = pk.full
    poss = k._poss
    moved = k._moved
    out = list(poss)
    lower, upper = k._lower, k._upper
    exposed = k._exposed
    parts = k._work
    ix = k._idx
    families = ix.families
    size = ix.members
    spread = ix.spread
    touched: Iterable[str] | None = k._touched
    if touched is None or not parts:
        parts[:] = [None] * len(families)
        touched = families
    for family in touched:
        first = families[family][0]
        parts[first // size] = None if family in exposed else _part(
            n, tuple(poss[first : first + size]), moved >> first & spread, lower.get(family, 0), upper.get(family, 0)
        )
    k._touched = set()
    settled = 0
    for part in parts:
        if part is not None:
            settled += part.settled
    held = 0
    live = 0
    seat_ones = pk.seat_ones
    for s, (c, at) in enumerate(zip(k._counts, k._moved_at, strict=True)):
        h = c - at.bit_count() - (settled >> (8 * s) & 255)
        if h < 0:
            raise InconsistentEvents("no deal fits the hand counts and what is known")
        if h:
            live |= 1 << s
            held += h * seat_ones[s]
    total = 0
    work: list[tuple[int, Part, _Table]] = []
    for f, part in enumerate(parts):  # pack order, as the masks are filled in
        if part is None:
            continue
        table = part.tables.get(live)
        if table is None:
            table = part.table(n, live)
            if table.bounded and not table.vectors():
                raise InconsistentEvents(f"no deal fits what is known about family {ix.family_of[f * size]}")
        if part.free or table.bounded:
            total += table.packed
            work.append((f * size, part, table))
    slack = total + pk.bias - held
    high = pk.bias  # the high bit of every field
    if slack & high != high or _field(slack, full) != _BIAS:
        raise InconsistentEvents("no deal fits the hand counts and what is known")
    supersets = pk.supersets[live]
    for first, part, table in work:
        room = slack - table.packed  # per seat set T: 2^15 + slack(T) - rank(T), no field below 0
        short = ~(room | supersets) & high  # the high bit of each T where the rank exceeds the slack
        if not short:  # no assignment of this family can crowd the others out
            if table.loose and not part.reach & ~live:
                continue  # ... and the direct facts stand
            bits = table.every
        else:
            bits = table.realisable(room & (short >> (_WIDTH - 1)) * _FIELD)
        for pos, j in enumerate(part.free):
            m = out[first + j] = bits >> (pos * n) & full
            if not m:
                raise InconsistentEvents(f"nobody can hold {ix.cards[first + j]}")
    return out
