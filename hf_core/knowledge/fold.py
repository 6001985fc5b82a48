"""The fold: :class:`Knowledge` records what each public event says outright and answers queries from it,
asking the exact solve (:mod:`hf_core.knowledge.exact`) when a query needs the deductions. See the package's
docstring (:mod:`hf_core.knowledge`) for an example.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress
from typing import Any, Final

from hf_core.cards import Card, Pack, PackIndex
from hf_core.cards import pack_index as _pack_index
from hf_core.errors import InvalidSetup, both
from hf_core.events import (
    Asked,
    AskedFamily,
    Dealt,
    Denied,
    DeniedFamily,
    Event,
    Exposed,
    GameOver,
    Given,
    GivenFamily,
    HandEmptied,
    TurnPassed,
)
from hf_core.knowledge.exact import InconsistentEvents, Part, solve
from hf_core.knowledge.sentences import Fact, fact_sentences
from hf_core.rules import Rules

__all__ = ["HOLDER_REASONS", "LACK_REASONS", "Knowledge"]

HOLDER_REASONS: Final = ("given", "own", "deduced")
"""Why a holder is known: the card was handed to them in public, it is the viewer's own card, or elimination."""

LACK_REASONS: Final = ("asked", "denied", "own", "deduced")
"""Why a player is known not to hold a card: they asked for it, they said no, the viewer holds it, or elimination."""


class Knowledge:
    """Public deductions after a sequence of events (plus, for a :meth:`view`, one player's own hand).

    Build it with :meth:`from_events`, or with :meth:`start` and then :meth:`apply` for each event (each call
    returns a new value; the old one is unchanged). Queries take player names and cards or card labels.
    """

    __slots__ = (
        "_counts",
        "_dealt_hand",
        "_dirty",
        "_events",
        "_exact",
        "_exposed",
        "_how",
        "_idx",
        "_in_deal",
        "_lower",
        "_moved",
        "_moved_at",
        "_pending",
        "_poss",
        "_seat",
        "_stale",
        "_touched",
        "_upper",
        "_whynot",
        "_work",
        "players",
        "rules",
        "viewer",
    )

    players: tuple[str, ...]
    rules: Rules
    viewer: str | None
    _idx: PackIndex
    _seat: dict[str, int]
    _dealt_hand: frozenset[Card] | None
    _events: list[Event]  # appended to in place (a tuple rebuilt per event made a long fold quadratic)
    _poss: list[int]  # per card: the seats the direct facts leave possible (no deduction); 0 once exposed
    _exact: list[int]  # per card: the seats some consistent deal gives it to (see _masks)
    _dirty: bool  # _exact is out of date
    _moved: int  # bit i set: card i was handed over in public (its holder is known from then on)
    _moved_at: list[int]  # per seat: the cards handed over in public that it holds now (a mask)
    _lower: dict[str, int]  # family -> seats that hold at least one of its never-moved cards
    _upper: dict[str, int]  # family -> seats that do not hold all of its never-moved cards
    _stale: set[str]  # families whose cards moved since the "no complete family in hand" rule was last read
    _counts: list[int]
    _exposed: dict[str, str]
    _how: dict[int, str]  # card -> why its holder is known
    _whynot: dict[tuple[int, int], str]  # (card, seat) -> why that seat lacks it
    _in_deal: bool
    _pending: tuple[int, str] | None  # (receiver, family) right after a Given
    _touched: set[str] | None  # families whose facts changed since the last solve (None: all of them)
    _work: list[Part | None]  # per family (pack order): its hidden cards as the last solve took them (None: out)

    def __init__(self) -> None:
        """Internal: use :meth:`start` or :meth:`from_events`."""

    # ------------------------------------------------------------------ creation

    @classmethod
    def start(
        cls,
        players: Sequence[str],
        rules: Rules | None = None,
        *,
        viewer: str | None = None,
        dealt_hand: Iterable[str | Card] | None = None,
    ) -> Knowledge:
        """Knowledge before the deal. With ``viewer`` and ``dealt_hand``, the viewer's dealt cards are added
        when the :class:`~hf_core.events.Dealt` event is applied (what that player knows from then on)."""
        k = cls()
        k.players = tuple(players)
        k.rules = rules or Rules()
        if k.rules.has_stock:
            # Drawn cards stay hidden, and every rule below assumes each card is in some hand: refuse rather
            # than claim something false.
            raise InvalidSetup("profile", problem=both(
                "the knowledge tracker does not follow games with a stock (drawn cards are hidden)",
                "le suivi des déductions ne gère pas les parties avec pioche (les cartes piochées sont cachées)",
            ))
        k._idx = _pack_index(k.rules.pack)
        k._seat = {p: i for i, p in enumerate(k.players)}
        if len(k._seat) != len(k.players) or not k.players:
            raise ValueError("players must be distinct names")
        if (viewer is None) != (dealt_hand is None):
            raise ValueError("give both viewer and dealt_hand, or neither")
        if viewer is not None and viewer not in k._seat:
            raise ValueError(f"unknown viewer {viewer!r}")
        k.viewer = viewer
        k._dealt_hand = None if dealt_hand is None else frozenset(k._card(c) for c in dealt_hand)
        k._events = []
        k._poss = [0] * len(k._idx.cards)
        k._exact = k._poss
        k._dirty = False
        k._moved = 0
        k._moved_at = [0] * len(k.players)
        k._lower = {}
        k._upper = {}
        k._stale = set()
        k._counts = [0] * len(k.players)
        k._exposed = {}
        k._how = {}
        k._whynot = {}
        k._in_deal = True
        k._pending = None
        k._touched = None
        k._work = []
        return k

    @classmethod
    def from_events(
        cls,
        players: Sequence[str],
        rules: Rules | None,
        events: Iterable[Event],
        *,
        viewer: str | None = None,
        hand: Iterable[str | Card] | None = None,
    ) -> Knowledge:
        """Fold ``events`` (from the deal on). With ``viewer`` and ``hand`` (the viewer's hand *now*), the
        result is what that player knows: their dealt hand is worked out backwards from the public events."""
        events = tuple(events)
        dealt: frozenset[Card] | None = None
        if viewer is not None or hand is not None:
            if viewer is None or hand is None:
                raise ValueError("give both viewer and hand, or neither")
            pack = (rules or Rules()).pack
            dealt = _dealt_hand(viewer, frozenset(Card.parse(c) for c in hand), events, pack)
        k = cls.start(players, rules, viewer=viewer, dealt_hand=dealt)
        for event in events:
            k._fold(event)
        k._events = list(events)
        k._masks()  # solve now, so that impossible events are refused here
        return k

    def apply(self, event: Event) -> Knowledge:
        """A new value: this knowledge after ``event``. Raises :class:`InconsistentEvents` on impossible input."""
        k = self._copy()
        k._fold(event)
        k._events.append(event)
        k._masks()  # solve now, so that impossible events are refused here
        return k

    def extend(self, events: Iterable[Event]) -> Knowledge:
        """A new value: this knowledge after several more events (one copy, however many events)."""
        k = self._copy()
        for event in events:
            k.update(event)
        k._masks()
        return k

    def update(self, event: Event) -> None:
        """Fold ``event`` in place (the fast path for a long fold; :meth:`apply` leaves the value unchanged).

        If the event is impossible, :class:`InconsistentEvents` is raised and this value must not be used. The
        deductions are made at the next query, so an impossibility that only they reveal (no deal fits the
        hand counts any more) is raised there.
        """
        self._fold(event)
        self._events.append(event)

    def view(self, player: str, hand: Iterable[str | Card]) -> Knowledge:
        """What ``player``, whose hand is now ``hand``, knows: the public facts plus their own cards (and what
        they learnt from their hand all along, e.g. that nobody else holds the cards they held)."""
        return Knowledge.from_events(self.players, self.rules, self._events, viewer=player, hand=hand)

    def _copy(self) -> Knowledge:
        k = Knowledge()
        k.players = self.players
        k.rules = self.rules
        k.viewer = self.viewer
        k._idx = self._idx
        k._seat = self._seat
        k._dealt_hand = self._dealt_hand
        k._events = list(self._events)
        k._poss = list(self._poss)
        k._exact = self._exact  # never changed in place: replaced by the next solve
        k._dirty = self._dirty
        k._moved = self._moved
        k._moved_at = list(self._moved_at)
        k._lower = dict(self._lower)
        k._upper = dict(self._upper)
        k._stale = set(self._stale)
        k._counts = list(self._counts)
        k._exposed = dict(self._exposed)
        k._how = dict(self._how)
        k._whynot = dict(self._whynot)
        k._in_deal = self._in_deal
        k._pending = self._pending
        k._touched = None if self._touched is None else set(self._touched)
        k._work = list(self._work)
        return k

    def _seen_from(self, seat: int, dealt: int, view: Knowledge | None) -> Knowledge:
        """Internal (:func:`~hf_core.bots.play_out`): from this public fold (no viewer), what the player at
        ``seat``, dealt the cards of mask ``dealt``, knows: the same facts, their dealt hand applied to the
        cards never handed over in public (the only cards a private fold sees differently: a card handed over
        is where it was handed, an exposed one is out of play). For :meth:`seat_masks` and the fields the
        computer players read; the facts are shared with this fold, not copied: use the value before the next
        event. ``view``: what this returned for that seat last time, or None; its ``_touched`` must hold every
        family this fold touched since (see :func:`~hf_core.bots.play_out`), or be None (every family again)."""
        if view is None:
            view = Knowledge.start(self.players, self.rules)
            view._touched = None
        bit = 1 << seat
        other = ~bit
        moved = self._moved
        poss = self._poss
        families = self._idx.families
        touched: Iterable[str] | None = view._touched
        if touched is None:  # every family; else only those touched since (the other cards are as they were)
            view._poss = list(poss)
            touched = families
        mine = view._poss
        for family in touched:
            for i in families[family]:
                p = poss[i]
                mine[i] = p if moved >> i & 1 else p & bit if dealt >> i & 1 else p & other
        view._moved, view._moved_at, view._counts = moved, self._moved_at, self._counts
        view._lower, view._upper, view._exposed = self._lower, self._upper, self._exposed
        view._events = self._events
        view._dirty = True
        return view

    # -------------------------------------------------------------------- the fold

    def _fold(self, event: Event) -> None:
        """Record what ``event`` says outright (direct facts and constraints); the deductions are made by
        the exact solve (:func:`~hf_core.knowledge.exact.solve`) when a query needs them."""
        if not self._in_deal:  # the common events, written out (the rest: _fold_slowly)
            seats = self._seat
            if isinstance(event, TurnPassed):
                if self._counts[self._who(event.player)] == 0:
                    raise InconsistentEvents(f"{event.player} has no cards to ask with")
            elif isinstance(event, Denied):
                i = self._idx.index.get(event.card) if type(event.card) is Card else None
                t = seats.get(event.target)
                if i is None or t is None or event.asker not in seats:
                    return self._fold_slowly(event)
                self._dirty = True
                self._exclude(i, t, "denied")
            elif isinstance(event, Asked):
                i = self._idx.index.get(event.card) if type(event.card) is Card else None
                a = seats.get(event.asker)
                if i is None or a is None or event.target not in seats or not self._poss[i]:
                    return self._fold_slowly(event)
                self._dirty = True
                self._note_asker(a, event.card.family)
                self._exclude(i, a, "asked")
            elif isinstance(event, Given):
                i = self._idx.index.get(event.card) if type(event.card) is Card else None
                g = seats.get(event.giver)
                r = seats.get(event.receiver)
                if i is None or g is None or r is None:
                    return self._fold_slowly(event)
                self._dirty = True
                self._move(i, g, r)
                self._counts[g] -= 1
                self._counts[r] += 1
                self._pending = (r, event.card.family)
                self._record_uppers()
                return
            else:
                return self._fold_slowly(event)
            self._pending = None
            if self._stale:
                self._record_uppers()
            return
        self._fold_slowly(event)

    def _fold_slowly(self, event: Event) -> None:
        idx = self._idx
        self._pending = None
        self._dirty = True
        if isinstance(event, Dealt):
            self._touched = None
            if len(event.counts) != len(self.players) or sum(event.counts) != len(idx.cards):
                raise InconsistentEvents("the deal does not share out the whole pack between these players")
            self._counts = list(event.counts)
            everyone = 0
            for seat, n in enumerate(event.counts):
                if n > 0:
                    everyone |= 1 << seat
            self._poss = [everyone] * len(idx.cards)
            self._moved = 0
            self._moved_at = [0] * len(self.players)
            self._lower = {}
            self._upper = {}
            self._stale = set()
            self._in_deal = True
            if self.viewer is not None and self._dealt_hand is not None:
                me = self._seat[self.viewer]
                if len(self._dealt_hand) != event.counts[me]:
                    raise InconsistentEvents(f"{self.viewer}'s hand does not match the deal")
                bit = 1 << me
                for i, card in enumerate(idx.cards):
                    if card in self._dealt_hand:
                        self._poss[i] = bit
                        self._how[i] = "own"
                    else:
                        self._poss[i] &= ~bit
                        self._whynot[i, me] = "own"
            return
        if isinstance(event, Exposed):
            seat = self._who(event.player)
            if event.family in self._exposed or event.family not in idx.families:
                raise InconsistentEvents(f"family {event.family} cannot be exposed now")
            bit = 1 << seat
            for i in idx.families[event.family]:
                if not self._poss[i] & bit:
                    raise InconsistentEvents(f"{event.player} cannot hold all of family {event.family}")
                self._poss[i] = 0
                self._moved &= ~(1 << i)
                self._moved_at[seat] &= ~(1 << i)
                self._forget(i)
            self._exposed[event.family] = event.player
            self._touch(event.family)
            self._counts[seat] -= idx.members
            if self._counts[seat] < 0:
                raise InconsistentEvents(f"{event.player} has too few cards to expose family {event.family}")
            self._lower.pop(event.family, None)
            self._upper.pop(event.family, None)
            self._stale.discard(event.family)
            if not event.from_deal:
                self._end_deal()
            return
        self._end_deal()
        if isinstance(event, Asked):
            a, i = self._who(event.asker), self._card_index(event.card)
            self._who(event.target)
            if not self._poss[i] or event.card.family not in idx.families:
                raise InconsistentEvents(f"{event.card} is not in play")
            self._note_asker(a, event.card.family)
            self._exclude(i, a, "asked")
        elif isinstance(event, Given):
            g, r, i = self._who(event.giver), self._who(event.receiver), self._card_index(event.card)
            self._move(i, g, r)
            self._counts[g] -= 1
            self._counts[r] += 1
            self._pending = (r, event.card.family)
        elif isinstance(event, Denied):
            t, i = self._who(event.target), self._card_index(event.card)
            self._who(event.asker)
            self._exclude(i, t, "denied")
        elif isinstance(event, AskedFamily):  # family requests: the asker holds a card of that family
            a = self._who(event.asker)
            self._who(event.target)
            if event.family not in idx.families or event.family in self._exposed:
                raise InconsistentEvents(f"family {event.family} is not in play")
            self._note_asker(a, event.family)
        elif isinstance(event, GivenFamily):  # every card of the family the giver held, at once
            g, r = self._who(event.giver), self._who(event.receiver)
            if not event.cards or any(c.family != event.family for c in event.cards):
                raise InconsistentEvents(f"{event.giver} cannot hand over these cards")
            moved = {self._card_index(c) for c in event.cards}
            for i in moved:
                self._move(i, g, r)
            self._counts[g] -= len(moved)
            self._counts[r] += len(moved)
            for i in idx.families.get(event.family, ()):
                if i not in moved and self._poss[i]:  # the giver had to hand over all of them: none is left
                    self._exclude(i, g, "denied")
            self._pending = (r, event.family)
        elif isinstance(event, DeniedFamily):
            t = self._who(event.target)
            self._who(event.asker)
            for i in idx.families.get(event.family, ()):
                if self._poss[i]:
                    self._exclude(i, t, "denied")
        elif isinstance(event, HandEmptied):
            if self._counts[self._who(event.player)] != 0:
                raise InconsistentEvents(f"{event.player} still has cards")
        elif isinstance(event, TurnPassed):
            if self._counts[self._who(event.player)] == 0:
                raise InconsistentEvents(f"{event.player} has no cards to ask with")
        elif isinstance(event, GameOver):
            if len(self._exposed) != len(idx.families):
                raise InconsistentEvents("the game cannot be over: some families are not exposed")
        else:  # pragma: no cover - the Event union is closed
            raise TypeError(f"not an event: {event!r}")
        self._record_uppers()

    def _touch(self, family: str) -> None:
        if self._touched is not None:
            self._touched.add(family)

    def _end_deal(self) -> None:
        """The deal's exposures are over: from now on nobody keeps a complete family in hand."""
        if self._in_deal:
            self._in_deal = False
            self._stale.update(f for f in self._idx.families if f not in self._exposed)

    def _note_asker(self, seat: int, family: str) -> None:
        """``seat`` asked within ``family``: they held a card of it. Unless a card of it publicly handed to
        them is still in their hand, one of the cards never handed over (in play) is theirs."""
        bit = 1 << seat
        if self._moved_at[seat] & self._idx.family_mask[family]:
            return
        self._lower[family] = self._lower.get(family, 0) | bit
        self._touch(family)

    def _move(self, i: int, g: int, r: int) -> None:
        """Card ``i`` is handed from ``g`` to ``r`` in public."""
        if not self._poss[i] & (1 << g):
            raise InconsistentEvents(f"{self.players[g]} cannot hold {self._idx.cards[i]}")
        family = self._idx.cards[i].family
        if not self._moved >> i & 1:
            # A card never handed over before leaves the hidden part: ``g`` held it all along, so what was
            # said about ``g``'s hidden cards of this family is settled, and nobody else held all of them.
            if family in self._lower:
                self._lower[family] &= ~(1 << g)
            if family in self._upper:
                self._upper[family] &= 1 << g
            self._moved |= 1 << i
        else:
            self._moved_at[g] &= ~(1 << i)
        self._moved_at[r] |= 1 << i
        self._poss[i] = 1 << r
        self._forget(i)
        self._how[i] = "given"
        self._stale.add(family)
        self._touch(family)

    def _record_uppers(self) -> None:
        """Nobody keeps a complete family in hand (it is exposed at once): for each family whose cards moved,
        if every card of it handed over in public is with one player, that player does not hold all of the
        others. Not during the deal's exposures, nor for a family just handed to a player (until the next
        event shows whether it is exposed)."""
        if self._in_deal or not self._stale:
            return
        pending = self._pending[1] if self._pending is not None else None
        idx = self._idx
        everyone = (1 << len(self.players)) - 1
        for family in list(self._stale):
            if family == pending:
                continue
            self._stale.discard(family)
            if family in self._exposed:
                continue
            holders = 0
            for i in idx.families[family]:
                if self._moved >> i & 1:
                    holders |= self._poss[i]
            if holders == 0:
                new = everyone
            elif not holders & (holders - 1):
                new = self._upper.get(family, 0) | holders
            else:
                continue
            if self._upper.get(family) != new:
                self._upper[family] = new
                self._dirty = True
                self._touch(family)

    def _forget(self, i: int) -> None:
        """Drop the reasons kept for card ``i`` (it moved, or it left play)."""
        self._how.pop(i, None)
        for seat in range(len(self.players)):
            self._whynot.pop((i, seat), None)

    def _exclude(self, i: int, seat: int, why: str) -> None:
        bit = 1 << seat
        if self._poss[i] & bit:
            self._poss[i] &= ~bit
            self._whynot[i, seat] = why
            self._touch(self._idx.family_of[i])
            if not self._poss[i]:
                raise InconsistentEvents(f"nobody can hold {self._idx.cards[i]}")

    # ------------------------------------------------------------------- the deductions

    def _masks(self) -> list[int]:
        """Per card, the seats that hold it in at least one deal consistent with everything known (0 once
        exposed): the exact deductions, computed on the first query after a change."""
        if self._dirty:
            self._exact = solve(self)
            self._dirty = False
        return self._exact

    def __repr__(self) -> str:
        who = f" as seen by {self.viewer}" if self.viewer else ""
        known = sum(1 for m in self._masks() if m and not m & (m - 1))
        return f"<Knowledge{who}: {len(self._events)} events, {known} holders known, {len(self._exposed)} exposed>"

    # ------------------------------------------------------------------ queries

    @property
    def events(self) -> tuple[Event, ...]:
        """The events folded so far."""
        return tuple(self._events)

    @property
    def exposed(self) -> dict[str, str]:
        """Exposed families, in the order they were exposed: ``{family: player}``."""
        return dict(self._exposed)

    def hand_count(self, player: str) -> int:
        """How many cards ``player`` holds (always public)."""
        return self._counts[self._who(player)]

    def counts(self) -> dict[str, int]:
        return {p: self._counts[s] for p, s in self._seat.items()}

    def holder(self, card: str | Card) -> str | None:
        """Who holds ``card`` in every deal consistent with what is known, or None if that is not so (or
        the card is exposed)."""
        m = self._masks()[self._card_index(card)]
        if m and not m & (m - 1):
            return self.players[m.bit_length() - 1]
        return None

    def holder_reason(self, card: str | Card) -> str | None:
        """Why the holder of ``card`` is known (one of :data:`HOLDER_REASONS`), or None if it is not."""
        i = self._card_index(card)
        return self._how.get(i, "deduced") if self.holder(card) is not None else None

    def possible_holders(self, card: str | Card) -> tuple[str, ...]:
        """Everyone who holds ``card`` in some deal consistent with what is known, in seat order (empty
        once its family is exposed)."""
        m = self._masks()[self._card_index(card)]
        return tuple(p for s, p in enumerate(self.players) if m & (1 << s))

    def lacks(self, player: str, card: str | Card) -> bool:
        """True if no deal consistent with what is known gives ``card`` to ``player`` (also true of exposed
        cards)."""
        return not self._masks()[self._card_index(card)] & (1 << self._who(player))

    def lack_reason(self, player: str, card: str | Card) -> str | None:
        """Why ``player`` is known not to hold ``card`` (one of :data:`LACK_REASONS`), or None if they may hold
        it or the card is exposed. A player who lacks a card because someone else holds it: ``"deduced"``."""
        i = self._card_index(card)
        seat = self._who(player)
        m = self._masks()[i]
        if not m or m & (1 << seat):
            return None
        return self._whynot.get((i, seat), "deduced")

    def known_hand(self, player: str) -> frozenset[Card]:
        """The cards ``player`` is known to hold."""
        bit = 1 << self._who(player)
        return frozenset(compress(self._idx.cards, [m == bit for m in self._masks()]))

    def possible_cards(self, player: str, family: str | None = None) -> frozenset[Card]:
        """The cards ``player`` may hold (known ones included), optionally of one ``family`` only."""
        bit = 1 << self._who(player)
        masks = self._masks()
        if family is None:
            return frozenset(compress(self._idx.cards, [m & bit for m in masks]))
        cards = self._idx.cards
        return frozenset(cards[i] for i in self._idx.families.get(family, ()) if masks[i] & bit)

    def hand_known(self, player: str) -> bool:
        """True if every card in ``player``'s hand is known."""
        bit = 1 << self._who(player)
        return self._masks().count(bit) == self.hand_count(player)

    def seat_masks(self) -> list[int]:
        """For each card of the pack, in ``rules.pack.cards()`` order, the seats that may hold it as a bit mask
        (bit s: ``players[s]``; 0 once exposed): the fast form of :meth:`possible_holders` for computer players.
        Do not change the list."""
        return self._masks()

    def asked_within(self, family: str) -> int:
        """The seats, as a bit mask, known to hold a card of ``family`` that nobody has seen handed over (they
        asked within it)."""
        return self._lower.get(family, 0)

    def families_known(self, player: str) -> tuple[str, ...]:
        """Families ``player`` is known to hold at least one card of (from requests or known cards), pack order."""
        seat = self._who(player)
        return tuple(self._families_of(seat))

    def _families_of(self, seat: int) -> list[str]:
        bit = 1 << seat
        masks = self._masks()
        cards = self._idx.cards
        held = {cards[i].family for i, m in enumerate(masks) if m == bit}
        held.update(f for f, seats in self._lower.items() if seats & bit)
        return [f for f in self._idx.families if f in held]

    def _who(self, player: str) -> int:
        try:
            return self._seat[player]
        except KeyError:
            raise InconsistentEvents(f"{player!r} is not at this table") from None

    def _card(self, card: str | Card) -> Card:
        c = Card.parse(card)
        if c not in self._idx.index:
            raise InconsistentEvents(f"{c} is not in this pack")
        return c

    def _card_index(self, card: str | Card) -> int:
        if type(card) is Card:
            found = self._idx.index.get(card)
            if found is not None:
                return found
        return self._idx.index[self._card(card)]

    # ------------------------------------------------------------------ output

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary, cards as labels::

            {"viewer": null, "players": [...], "counts": {name: n}, "exposed": {family: name},
             "holders": {"A3": {"player": "Ben", "how": "given"}},
             "open": {"B2": {"possible": ["Ben", "Cara"], "not": {"Alice": "asked"}}},
             "families": {name: [family, ...]}, "known_hands": [name, ...]}
        """
        holders: dict[str, dict[str, Any]] = {}
        open_cards: dict[str, dict[str, Any]] = {}
        masks = self._masks()
        known = [0] * len(self.players)
        for i, card in enumerate(self._idx.cards):
            m = masks[i]
            if not m:
                continue
            if not m & (m - 1):
                seat = m.bit_length() - 1
                known[seat] += 1
                holders[str(card)] = {
                    "player": self.players[seat],
                    "how": self._how.get(i, "deduced"),
                    "not": {
                        p: why
                        for s, p in enumerate(self.players)
                        if (why := self._whynot.get((i, s))) in ("asked", "denied")
                    },
                }
            else:
                open_cards[str(card)] = {
                    "possible": [p for s, p in enumerate(self.players) if m & (1 << s)],
                    "not": {
                        p: self._whynot.get((i, s), "deduced")
                        for s, p in enumerate(self.players)
                        if not m & (1 << s) and self._counts[s] > 0
                    },
                }
        return {
            "viewer": self.viewer,
            "players": list(self.players),
            "counts": self.counts(),
            "exposed": dict(self._exposed),
            "holders": holders,
            "open": open_cards,
            "families": {p: self._families_of(s) for s, p in enumerate(self.players)},
            "known_hands": [p for s, p in enumerate(self.players) if 0 < self._counts[s] == known[s]],
        }

    def fact_data(self) -> list[Fact]:
        """The facts as data, player by player, without repeating what another fact already says (the
        viewer's own cards are left out: they know them). Each fact is ``(code, values)``, one of
        :data:`FACT_CODES`; :func:`fact_sentences` words them."""
        masks = self._masks()
        pack = self.rules.pack
        out: list[Fact] = []
        for seat, p in enumerate(self.players):
            bit = 1 << seat
            fams = [f for f in pack.families if self._exposed.get(f) == p]
            if fams:
                out.append(("exposed", {"player": p, "families": fams}))
            out.append(("count", {"player": p, "n": self._counts[seat]}))
            if self._counts[seat] == 0:
                continue
            if p == self.viewer:
                continue
            given = [str(c) for i, c in enumerate(self._idx.cards) if masks[i] == bit and self._how.get(i) == "given"]
            deduced = [
                str(c)
                for i, c in enumerate(self._idx.cards)
                if masks[i] == bit and self._how.get(i, "deduced") == "deduced"
            ]
            if given:
                out.append(("holds", {"player": p, "cards": given}))
            if deduced:
                out.append(("must-hold", {"player": p, "cards": deduced}))
            known_fams = {f for f, members in self._idx.families.items() if any(masks[i] == bit for i in members)}
            for f in pack.families:
                if self._lower.get(f, 0) & bit and f not in known_fams:
                    out.append(("some-of", {"player": p, "family": f}))
            if masks.count(bit) == self._counts[seat]:
                out.append(("whole-hand", {"player": p}))
                continue
            direct: list[str] = []
            elim: list[str] = []
            for i, c in enumerate(self._idx.cards):
                m = masks[i]
                if m and not m & bit:
                    why = self._whynot.get((i, seat), "deduced")
                    if why in ("asked", "denied"):
                        direct.append(str(c))  # said aloud: worth repeating even once the holder is known
                    elif why == "deduced" and m & (m - 1):
                        elim.append(str(c))
            if direct:
                out.append(("lacks", {"player": p, "cards": direct}))
            if elim:
                out.append(("cannot-hold", {"player": p, "cards": elim}))
        return out

    def facts(self, lang: str = "en") -> list[str]:
        """The facts as sentences in ``"en"`` or ``"fr"``: :func:`fact_sentences` of :meth:`fact_data` (kept
        for the callers written before the facts became data)."""
        return fact_sentences(self.fact_data(), lang, self.rules.pack)


def _dealt_hand(viewer: str, hand: frozenset[Card], events: tuple[Event, ...], pack: Pack) -> frozenset[Card]:
    """Work ``viewer``'s dealt hand out backwards from their hand now and the public events."""
    cards = set(hand)
    for event in reversed(events):
        if isinstance(event, GivenFamily):
            if event.receiver == viewer:
                if not set(event.cards) <= cards:
                    raise InconsistentEvents(f"{viewer} received {event.family} cards but does not hold them")
                cards.difference_update(event.cards)
            if event.giver == viewer:
                cards.update(event.cards)
        elif isinstance(event, Given):
            if event.receiver == viewer:
                if event.card not in cards:
                    raise InconsistentEvents(f"{viewer} received {event.card} but does not hold it")
                cards.discard(event.card)
            if event.giver == viewer:
                cards.add(event.card)
        elif isinstance(event, Exposed) and event.player == viewer:
            cards.update(pack.family_cards(event.family))
        elif isinstance(event, Dealt):
            break
    return frozenset(cards)
