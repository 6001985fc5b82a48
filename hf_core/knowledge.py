"""What the whole table can deduce from public events, and what one player knows on top of that.

:class:`Knowledge` is a pure fold over the public events of :mod:`hf_core.events`: the deal (how many cards
each player got), every request said aloud, every card handed over, every "no", every exposed family. It keeps
only facts that stay true, and completes them by elimination until nothing more follows:

- who must hold a card now, and who cannot hold it;
- which families a player holds at least one card of (the asker of a request does);
- how many cards each player holds; which families are exposed, and by whom.

It never claims something false: the engine's tests check every fact against the hidden cards after every
event of thousands of random games.

The guide's example: Alice takes A3 from Ben and completes family A, then asks Cara for B2 and hears "no".
With three players, B2 can only be in Ben's hand:

>>> from hf_core import Game
>>> from hf_core.scenarios import WORKED_EXAMPLE
>>> g = Game.from_hands(WORKED_EXAMPLE, first="Alice")
>>> _ = g.ask("Alice", "Ben", "A3"); _ = g.ask("Alice", "Cara", "B2")
>>> k = Knowledge.from_events(g.players, g.rules, g.events)
>>> k
<Knowledge: 8 events, 1 holders known, 1 exposed>
>>> k.exposed, k.holder("B2"), k.lacks("Cara", "B2"), k.families_known("Alice")
({'A': 'Alice'}, 'Ben', True, ('B',))
>>> for sentence in k.facts("en"):
...     print(sentence)
Alice has exposed family A.
Alice has 12 cards.
Alice holds at least one card of family B.
Alice does not hold B2.
Ben has 14 cards.
Ben must hold B2 (by elimination).
Cara has 14 cards.
Cara does not hold B2.

What Cara knows besides (her own hand: she holds B4, so Alice's B card is B1 or B3):

>>> sorted(str(c) for c in k.view("Cara", g.hand("Cara")).possible_cards("Alice", "B"))
['B1', 'B3']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress
from typing import Any, Final

from hf_core.cards import Card, Pack
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
from hf_core.rules import Rules

__all__ = ["HOLDER_REASONS", "LACK_REASONS", "InconsistentEvents", "Knowledge"]

HOLDER_REASONS: Final = ("given", "own", "deduced")
"""Why a holder is known: the card was handed to them in public, it is the viewer's own card, or elimination."""

LACK_REASONS: Final = ("asked", "denied", "own", "deduced")
"""Why a player is known not to hold a card: they asked for it, they said no, the viewer holds it, or elimination."""


class InconsistentEvents(ValueError):
    """The events (or the viewer's hand) cannot come from a real game: no hidden deal fits them."""


class _PackIndex:
    """Cards of a pack numbered 0..n-1, and each family's card numbers; shared by every fold on that pack."""

    __slots__ = ("cards", "families", "index", "members")

    def __init__(self, pack: Pack) -> None:
        self.cards: tuple[Card, ...] = pack.cards()
        self.index: dict[Card, int] = {c: i for i, c in enumerate(self.cards)}
        self.families: dict[str, tuple[int, ...]] = {
            f: tuple(self.index[c] for c in pack.family_cards(f)) for f in pack.families
        }
        self.members = pack.members


_INDEXES: dict[Pack, _PackIndex] = {}
_SEATS: dict[int, list[tuple[int, ...]]] = {}


def _seats_table(n: int) -> list[tuple[int, ...]]:
    """For every mask over ``n`` seats, the seats whose bits are set."""
    table = _SEATS.get(n)
    if table is None:
        table = _SEATS[n] = [tuple(s for s in range(n) if m >> s & 1) for m in range(1 << n)]
    return table


def _pack_index(pack: Pack) -> _PackIndex:
    found = _INDEXES.get(pack)
    if found is None:
        found = _INDEXES[pack] = _PackIndex(pack)
    return found


class Knowledge:
    """Public deductions after a sequence of events (plus, for a :meth:`view`, one player's own hand).

    Build it with :meth:`from_events`, or with :meth:`start` and then :meth:`apply` for each event (each call
    returns a new value; the old one is unchanged). Queries take player names and cards or card labels.
    """

    __slots__ = (
        "_counts",
        "_dealt_hand",
        "_events",
        "_exposed",
        "_fam",
        "_how",
        "_idx",
        "_in_deal",
        "_pending",
        "_poss",
        "_seat",
        "_whynot",
        "players",
        "rules",
        "viewer",
    )

    players: tuple[str, ...]
    rules: Rules
    viewer: str | None
    _idx: _PackIndex
    _seat: dict[str, int]
    _dealt_hand: frozenset[Card] | None
    _events: tuple[Event, ...]
    _poss: list[int]  # per card: bit s set if seat s may hold it; 0 once exposed
    _counts: list[int]
    _exposed: dict[str, str]
    _fam: list[set[str]]  # per seat: families they are known to hold a card of
    _how: dict[int, str]  # card -> why its holder is known
    _whynot: dict[tuple[int, int], str]  # (card, seat) -> why that seat lacks it
    _in_deal: bool
    _pending: tuple[int, str] | None  # (receiver, family) right after a Given

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
        k._events = ()
        k._poss = [0] * len(k._idx.cards)
        k._counts = [0] * len(k.players)
        k._exposed = {}
        k._fam = [set() for _ in k.players]
        k._how = {}
        k._whynot = {}
        k._in_deal = True
        k._pending = None
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
        k._events = events
        return k

    def apply(self, event: Event) -> Knowledge:
        """A new value: this knowledge after ``event``. Raises :class:`InconsistentEvents` on impossible input."""
        k = self._copy()
        k._fold(event)
        k._events = (*self._events, event)
        return k

    def extend(self, events: Iterable[Event]) -> Knowledge:
        """A new value: this knowledge after several more events (one copy, however many events)."""
        k = self._copy()
        for event in events:
            k.update(event)
        return k

    def update(self, event: Event) -> None:
        """Fold ``event`` in place (the fast path for a long fold; :meth:`apply` leaves the value unchanged).

        If the event is impossible, :class:`InconsistentEvents` is raised and this value must not be used.
        """
        self._fold(event)
        self._events = (*self._events, event)

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
        k._events = self._events
        k._poss = list(self._poss)
        k._counts = list(self._counts)
        k._exposed = dict(self._exposed)
        k._fam = [set(s) for s in self._fam]
        k._how = dict(self._how)
        k._whynot = dict(self._whynot)
        k._in_deal = self._in_deal
        k._pending = self._pending
        return k

    # -------------------------------------------------------------------- the fold

    def _fold(self, event: Event) -> None:
        idx = self._idx
        self._pending = None
        if isinstance(event, Dealt):
            if len(event.counts) != len(self.players) or sum(event.counts) != len(idx.cards):
                raise InconsistentEvents("the deal does not share out the whole pack between these players")
            self._counts = list(event.counts)
            everyone = 0
            for seat, n in enumerate(event.counts):
                if n > 0:
                    everyone |= 1 << seat
            self._poss = [everyone] * len(idx.cards)
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
        elif isinstance(event, Exposed):
            seat = self._who(event.player)
            if event.family in self._exposed or event.family not in idx.families:
                raise InconsistentEvents(f"family {event.family} cannot be exposed now")
            bit = 1 << seat
            for i in idx.families[event.family]:
                if not self._poss[i] & bit:
                    raise InconsistentEvents(f"{event.player} cannot hold all of family {event.family}")
                self._poss[i] = 0
                self._forget(i)
            self._exposed[event.family] = event.player
            self._counts[seat] -= idx.members
            for fams in self._fam:
                fams.discard(event.family)
            if not event.from_deal:
                self._in_deal = False
        else:
            self._in_deal = False
            if isinstance(event, Asked):
                a, i = self._who(event.asker), self._card_index(event.card)
                self._who(event.target)
                if not self._poss[i] or event.card.family not in idx.families:
                    raise InconsistentEvents(f"{event.card} is not in play")
                self._fam[a].add(event.card.family)
                self._exclude(i, a, "asked")
            elif isinstance(event, Given):
                g, r, i = self._who(event.giver), self._who(event.receiver), self._card_index(event.card)
                if not self._poss[i] & (1 << g):
                    raise InconsistentEvents(f"{event.giver} cannot hold {event.card}")
                self._poss[i] = 1 << r
                self._forget(i)
                self._how[i] = "given"
                self._counts[g] -= 1
                self._counts[r] += 1
                # The giver may have held no other card of that family: "holds one of them" may be false now.
                self._fam[g].discard(event.card.family)
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
                self._fam[a].add(event.family)
            elif isinstance(event, GivenFamily):  # every card of the family the giver held, at once
                g, r = self._who(event.giver), self._who(event.receiver)
                if not event.cards or any(c.family != event.family for c in event.cards):
                    raise InconsistentEvents(f"{event.giver} cannot hand over these cards")
                moved = {self._card_index(c) for c in event.cards}
                for i in moved:
                    if not self._poss[i] & (1 << g):
                        raise InconsistentEvents(f"{event.giver} cannot hold {idx.cards[i]}")
                    self._poss[i] = 1 << r
                    self._forget(i)
                    self._how[i] = "given"
                self._counts[g] -= len(moved)
                self._counts[r] += len(moved)
                for i in idx.families.get(event.family, ()):
                    if i not in moved:  # the giver had to hand over all of them: none is left with them
                        self._exclude(i, g, "denied")
                self._fam[g].discard(event.family)
                self._pending = (r, event.family)
            elif isinstance(event, DeniedFamily):
                t = self._who(event.target)
                self._who(event.asker)
                for i in idx.families.get(event.family, ()):
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
        self._settle()

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
            if not self._poss[i]:
                raise InconsistentEvents(f"nobody can hold {self._idx.cards[i]}")

    def _settle(self) -> None:
        """Apply the elimination rules until nothing changes. Each rule only uses facts true right now:

        1. a player with ``n`` cards who is known to hold ``n`` of them holds nothing else;
        2. a player with ``n`` cards who can hold only ``n`` cards holds them all;
        3. a player known to hold a card of family F, with one possible card left in F, holds that card;
        4. a player whose known cards plus one card per family they must still hold make ``n`` holds no card
           outside those families;
        5. nobody keeps a complete family in hand (it is exposed at once), so a player known to hold every
           member of F but one does not hold the last one; not applied during the deal's exposures, nor to the
           receiver of a card before a possible exposure;
        6. a card that only one player can hold is theirs (this is how the masks read: one bit left).

        After any change the counts are taken again, so no rule works from stale counts.
        """
        while self._settle_once():
            pass

    def _settle_once(self) -> bool:
        """One round of the rules; True if something changed (then the caller runs another round).

        The counts are taken at the start of the round; a rule fired later in the round from a count that
        has since grown stale is still right: cards only lose possible holders within a round, so a stale
        count can only make a rule fire less, never wrongly (each rule then reads the masks afresh).
        """
        idx = self._idx
        poss = self._poss
        counts = self._counts
        n = len(self.players)
        seats_of = _seats_table(n)
        known = [0] * n
        maybe = [0] * n
        last = idx.members - 1
        crowded: list[tuple[str, tuple[int, ...]]] = []  # families with `last` known cards or more (rule 5)
        for f, members in idx.families.items():
            singles = 0
            for i in members:
                m = poss[i]
                if m:
                    if m & (m - 1):
                        for seat in seats_of[m]:
                            maybe[seat] += 1
                    else:
                        known[m.bit_length() - 1] += 1
                        singles += 1
            if singles >= last:
                crowded.append((f, members))
        changed = False
        for seat in range(n):
            nk, nm, count = known[seat], maybe[seat], counts[seat]
            if nk > count or nk + nm < count:
                raise InconsistentEvents(f"no deal fits what is known about {self.players[seat]}'s hand")
            if nm == 0:
                continue
            bit = 1 << seat
            if nk == count:  # rule 1
                for i, m in enumerate(poss):
                    if m & bit and m != bit:
                        self._exclude(i, seat, "deduced")
                changed = True
                continue
            if nk + nm == count:  # rule 2
                for i, m in enumerate(poss):
                    if m & bit and m != bit:
                        self._set_holder(i, seat)
                changed = True
                continue
            if not self._fam[seat]:
                continue
            allowed: set[int] = set()
            open_fams = 0
            found = False
            for f in self._fam[seat]:  # rule 3
                options: list[int] = []
                satisfied = False
                for i in idx.families[f]:
                    m = poss[i]
                    if m & bit:
                        if m == bit:
                            satisfied = True
                            break
                        options.append(i)
                if satisfied:
                    continue
                if not options:
                    raise InconsistentEvents(f"{self.players[seat]} cannot hold a card of family {f}")
                if len(options) == 1:
                    self._set_holder(options[0], seat)
                    found = True
                open_fams += 1
                allowed.update(options)
            if found:
                changed = True
                continue
            if nk + open_fams > count:
                raise InconsistentEvents(f"{self.players[seat]} has too few cards for what is known")
            if nk + open_fams == count:  # rule 4
                for i, m in enumerate(poss):
                    if m & bit and m != bit and i not in allowed:
                        self._exclude(i, seat, "deduced")
                        changed = True
        if self._in_deal:
            return changed
        for f, members in crowded:  # rule 5
            tally: dict[int, int] = {}
            for i in members:
                m = poss[i]
                if m and not m & (m - 1):
                    tally[m] = tally.get(m, 0) + 1
            for bit, held in tally.items():
                if held == last and self._pending != (bit.bit_length() - 1, f):
                    for i in members:
                        if poss[i] & bit and poss[i] != bit:
                            self._exclude(i, bit.bit_length() - 1, "deduced")
                            changed = True
        return changed

    def _set_holder(self, i: int, seat: int) -> None:
        self._poss[i] = 1 << seat
        self._how[i] = "deduced"

    def __repr__(self) -> str:
        who = f" as seen by {self.viewer}" if self.viewer else ""
        known = sum(1 for m in self._poss if m and not m & (m - 1))
        return f"<Knowledge{who}: {len(self._events)} events, {known} holders known, {len(self._exposed)} exposed>"

    # ------------------------------------------------------------------ queries

    @property
    def events(self) -> tuple[Event, ...]:
        """The events folded so far."""
        return self._events

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
        """Who must hold ``card`` now, or None if that is not known (or the card is exposed)."""
        m = self._poss[self._card_index(card)]
        if m and not m & (m - 1):
            return self.players[m.bit_length() - 1]
        return None

    def holder_reason(self, card: str | Card) -> str | None:
        """Why the holder of ``card`` is known (one of :data:`HOLDER_REASONS`), or None if it is not."""
        i = self._card_index(card)
        return self._how.get(i, "deduced") if self.holder(card) is not None else None

    def possible_holders(self, card: str | Card) -> tuple[str, ...]:
        """Everyone who may hold ``card`` now, in seat order (empty once its family is exposed)."""
        m = self._poss[self._card_index(card)]
        return tuple(p for s, p in enumerate(self.players) if m & (1 << s))

    def lacks(self, player: str, card: str | Card) -> bool:
        """True if ``player`` is known not to hold ``card`` (also true of exposed cards)."""
        return not self._poss[self._card_index(card)] & (1 << self._who(player))

    def lack_reason(self, player: str, card: str | Card) -> str | None:
        """Why ``player`` is known not to hold ``card`` (one of :data:`LACK_REASONS`), or None if they may hold
        it or the card is exposed. A player who lacks a card because someone else holds it: ``"deduced"``."""
        i = self._card_index(card)
        seat = self._who(player)
        if not self._poss[i] or self._poss[i] & (1 << seat):
            return None
        return self._whynot.get((i, seat), "deduced")

    def known_hand(self, player: str) -> frozenset[Card]:
        """The cards ``player`` is known to hold."""
        bit = 1 << self._who(player)
        return frozenset(compress(self._idx.cards, [m == bit for m in self._poss]))

    def possible_cards(self, player: str, family: str | None = None) -> frozenset[Card]:
        """The cards ``player`` may hold (known ones included), optionally of one ``family`` only."""
        bit = 1 << self._who(player)
        if family is None:
            return frozenset(compress(self._idx.cards, [m & bit for m in self._poss]))
        cards = self._idx.cards
        return frozenset(cards[i] for i in self._idx.families.get(family, ()) if self._poss[i] & bit)

    def hand_known(self, player: str) -> bool:
        """True if every card in ``player``'s hand is known."""
        bit = 1 << self._who(player)
        return self._poss.count(bit) == self.hand_count(player)

    def families_known(self, player: str) -> tuple[str, ...]:
        """Families ``player`` is known to hold at least one card of (from requests or known cards), pack order."""
        seat = self._who(player)
        bit = 1 << seat
        fams = set(self._fam[seat])
        fams.update(c.family for c in compress(self._idx.cards, [m == bit for m in self._poss]))
        return tuple(f for f in self.rules.pack.families if f in fams)

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
        known = [0] * len(self.players)
        fams = [set(f) for f in self._fam]
        for i, card in enumerate(self._idx.cards):
            m = self._poss[i]
            if not m:
                continue
            if not m & (m - 1):
                seat = m.bit_length() - 1
                known[seat] += 1
                fams[seat].add(card.family)
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
            "families": {p: [f for f in self.rules.pack.families if f in fams[s]] for s, p in enumerate(self.players)},
            "known_hands": [p for s, p in enumerate(self.players) if 0 < self._counts[s] == known[s]],
        }

    def facts(self, lang: str = "en") -> list[str]:
        """The facts as sentences in ``"en"`` or ``"fr"``, player by player, without repeating what another
        sentence already says (the viewer's own cards are left out: they know them)."""
        say = _FR if lang == "fr" else _EN
        pack = self.rules.pack
        out: list[str] = []
        for seat, p in enumerate(self.players):
            bit = 1 << seat
            fams = [_family(pack, f, lang) for f in pack.families if self._exposed.get(f) == p]
            if fams:
                out.append(say.exposed(p, fams))
            out.append(say.count(p, self._counts[seat]))
            if self._counts[seat] == 0:
                continue
            given = [c for i, c in enumerate(self._idx.cards) if self._poss[i] == bit and self._how.get(i) == "given"]
            deduced = [
                c
                for i, c in enumerate(self._idx.cards)
                if self._poss[i] == bit and self._how.get(i, "deduced") == "deduced"
            ]
            own = p == self.viewer
            if given and not own:
                out.append(say.holds(p, given))
            if deduced and not own:
                out.append(say.must_hold(p, deduced))
            if own:
                continue
            known_fams = {c.family for c in self.known_hand(p)}
            for f in self.rules.pack.families:
                if f in self._fam[seat] and f not in known_fams:
                    out.append(say.some_of(p, _family(pack, f, lang)))
            if self.hand_known(p):
                out.append(say.whole_hand(p))
                continue
            direct: list[Card] = []
            elim: list[Card] = []
            for i, c in enumerate(self._idx.cards):
                m = self._poss[i]
                if m and not m & bit:
                    why = self._whynot.get((i, seat), "deduced")
                    if why in ("asked", "denied"):
                        direct.append(c)  # said aloud: worth repeating even once the holder is known
                    elif why == "deduced" and m & (m - 1):
                        elim.append(c)
            if direct:
                out.append(say.lacks(p, direct))
            if elim:
                out.append(say.cannot_hold(p, elim))
        return out


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


def _family(pack: Pack, family: str, lang: str) -> str:
    """A family's label, with its display name when the pack has one: ``Q (queens)``."""
    name = pack.family_name(family, lang)
    return family if name == family else f"{family} ({name})"


def _list(items: Sequence[str], last: str) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


class _EN:
    @staticmethod
    def exposed(p: str, fams: list[str]) -> str:
        return f"{p} has exposed famil{'y' if len(fams) == 1 else 'ies'} {_list(fams, 'and')}."

    @staticmethod
    def count(p: str, n: int) -> str:
        return f"{p} has no cards left." if n == 0 else f"{p} has {n} card{'s' if n > 1 else ''}."

    @staticmethod
    def holds(p: str, cards: list[Card]) -> str:
        return f"{p} holds {_list([str(c) for c in cards], 'and')}."

    @staticmethod
    def must_hold(p: str, cards: list[Card]) -> str:
        return f"{p} must hold {_list([str(c) for c in cards], 'and')} (by elimination)."

    @staticmethod
    def some_of(p: str, f: str) -> str:
        return f"{p} holds at least one card of family {f}."

    @staticmethod
    def whole_hand(p: str) -> str:
        return f"{p}'s whole hand is known."

    @staticmethod
    def lacks(p: str, cards: list[Card]) -> str:
        return f"{p} does not hold {_list([str(c) for c in cards], 'or')}."

    @staticmethod
    def cannot_hold(p: str, cards: list[Card]) -> str:
        return f"{p} cannot hold {_list([str(c) for c in cards], 'or')} (by elimination)."


def _ni(cards: list[Card]) -> str:
    labels = [str(c) for c in cards]
    if len(labels) == 2:
        return f"ni {labels[0]} ni {labels[1]}"
    return ", ".join(f"ni {x}" for x in labels)


class _FR:
    @staticmethod
    def exposed(p: str, fams: list[str]) -> str:
        if len(fams) == 1:
            return f"{p} a posé la famille {fams[0]}."
        return f"{p} a posé les familles {_list(fams, 'et')}."

    @staticmethod
    def count(p: str, n: int) -> str:
        return f"{p} n'a plus de cartes." if n == 0 else f"{p} a {n} carte{'s' if n > 1 else ''} en main."

    @staticmethod
    def holds(p: str, cards: list[Card]) -> str:
        return f"{p} a {_list([str(c) for c in cards], 'et')}."

    @staticmethod
    def must_hold(p: str, cards: list[Card]) -> str:
        return f"{p} a forcément {_list([str(c) for c in cards], 'et')} (par élimination)."

    @staticmethod
    def some_of(p: str, f: str) -> str:
        return f"{p} a au moins une carte de la famille {f}."

    @staticmethod
    def whole_hand(p: str) -> str:
        return f"Toute la main de {p} est connue."

    @staticmethod
    def lacks(p: str, cards: list[Card]) -> str:
        if len(cards) == 1:
            return f"{p} n'a pas {cards[0]}."
        return f"{p} n'a {_ni(cards)}."

    @staticmethod
    def cannot_hold(p: str, cards: list[Card]) -> str:
        if len(cards) == 1:
            return f"{p} ne peut pas avoir {cards[0]} (par élimination)."
        return f"{p} ne peut avoir {_ni(cards)} (par élimination)."

