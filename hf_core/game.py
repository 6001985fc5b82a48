"""The game: dealing, whose turn it is, requests, complete families, the end and the winners.

The guide's own example, over a full deal of the 44 cards:

>>> from hf_core.scenarios import WORKED_EXAMPLE
>>> g = Game.from_hands(WORKED_EXAMPLE, first="Alice")
>>> g.current
'Alice'
>>> r = g.ask("Alice", "Ben", "A3")
>>> r.success, r.completed, g.families("Alice"), g.current
(True, 'A', ('A',), 'Alice')
>>> r = g.ask("Alice", "Cara", "B2")
>>> r.success, g.current
(False, 'Cara')
>>> g.ask("Cara", "Alice", "A1")
Traceback (most recent call last):
...
hf_core.errors.IllegalAsk: Cara holds no card of family A: ask only for members of a family in your hand.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hf_core.cards import Card, PackIndex, pack_index
from hf_core.errors import IllegalAsk, InvalidCard, InvalidSetup, Phrase, UnknownPlayer, VariantIllegalAsk
from hf_core.events import (
    Asked,
    AskedFamily,
    Dealt,
    Denied,
    DeniedFamily,
    Drew,
    Event,
    Exposed,
    GameOver,
    Given,
    GivenFamily,
    HandEmptied,
    TurnPassed,
)
from hf_core.logformat import game_to_log, replay
from hf_core.rules import Rules

__all__ = ["AskResult", "Game", "Wanted", "shuffled"]

Wanted = Card | str
"""What a request names: a card (our default), or a family label under ``Rules(request="family")``."""

_MASK64 = (1 << 64) - 1


def shuffled(items: Sequence[Card], seed: int) -> list[Card]:
    """A Fisher-Yates shuffle driven by SplitMix64 from ``seed`` (fully specified, so every Python agrees).

    The same seed gives the same order on every Python version and under Pyodide, so a class deal code
    gives the same deal on the screen, in the terminal and on paper.

    >>> [str(c) for c in shuffled([Card.parse(x) for x in ("A1", "A2", "A3", "A4")], 7)]
    ['A2', 'A3', 'A1', 'A4']
    """
    items = list(items)
    return [items[i] for i in _permutation(len(items), seed)]


def _permutation(n: int, seed: int) -> list[int]:
    """The order :func:`shuffled` puts ``n`` items in, as positions (SplitMix64 written out, for speed)."""
    out = list(range(n))
    state = seed & _MASK64
    for i in range(n - 1, 0, -1):
        bound = i + 1
        limit = (1 << 64) - ((1 << 64) % bound)  # reject the biased tail
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            z ^= z >> 31
            if z < limit:
                break
        j = z % bound
        out[i], out[j] = out[j], out[i]
    return out


@dataclass(frozen=True, slots=True)
class AskResult:
    """What a request did: ``success``, the family it ``completed`` (or None) and the events it caused.

    ``card`` is the card asked for; under family requests it is None and ``family`` names the family asked
    for (``family`` is also set, to the card's family, for a card request).
    """

    asker: str
    target: str
    card: Card | None
    success: bool
    completed: str | None
    events: tuple[Event, ...]
    family: str | None = None


class Game:
    """One deal of Happy Families, from the deal to the last complete family.

    Create it with :meth:`deal` (shuffle and deal from a seed) or :meth:`from_hands` (a given deal), then
    call :meth:`ask` for each request. Players are listed clockwise.
    """

    __slots__ = (
        "_current",
        "_dealer",
        "_done",
        "_events",
        "_events_tuple",
        "_families",
        "_first",
        "_hands",
        "_initial",
        "_initial_stock",
        "_ix",
        "_requests",
        "_seats",
        "_seed",
        "_stock",
        "players",
        "rules",
    )

    players: tuple[str, ...]
    rules: Rules

    def __init__(
        self,
        players: Sequence[str],
        hands: Sequence[Iterable[Card] | int],
        *,
        rules: Rules,
        dealer: int | None,
        first: int,
        seed: int | None,
        stock: Sequence[Card] = (),
    ) -> None:
        """Low-level constructor: prefer :meth:`deal` or :meth:`from_hands`. ``stock``: top card first. A hand
        is a collection of cards or their bit mask (bit i: the i-th card of ``rules.pack.cards()``)."""
        self.players = _check_players(players, rules)
        self._seats: dict[str, int] = {name: seat for seat, name in enumerate(self.players)}
        self.rules = rules
        self._dealer = dealer
        self._seed = seed
        self._first = first
        ix = self._ix = pack_index(rules.pack)
        # Hands are bit masks over the pack's cards (bit i: ix.cards[i]), the stock a list of card numbers.
        self._hands: list[int] = [h if type(h) is int else ix.bits(h) for h in hands]  # type: ignore[arg-type]
        self._initial: tuple[int, ...] = tuple(self._hands)
        self._stock: list[int] = [ix.index[c] for c in stock]
        self._initial_stock: tuple[Card, ...] = tuple(stock)
        self._families: list[list[str]] = [[] for _ in self.players]
        self._events: list[Event] = []
        self._events_tuple: tuple[Event, ...] = ()
        self._done = 0  # families exposed so far
        self._requests: list[tuple[str, str, Wanted]] = []
        self._current: int | None = None
        self._start()

    # ----------------------------------------------------------------- creation

    @classmethod
    def deal(
        cls,
        players: Sequence[str],
        seed: int | None = None,
        dealer: int = 0,
        rules: Rules | None = None,
    ) -> Game:
        """Shuffle the pack with ``seed`` and deal it all, one card at a time, clockwise from the dealer's left.

        ``players`` are listed clockwise; ``dealer`` is a seat number. Without a seed, a random one is
        chosen and kept, so the game can still be logged and replayed.

        >>> g = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=7)
        >>> [len(g.initial_hand(p)) for p in g.players], g.current
        ([11, 11, 11, 11], 'Ben')
        >>> {p: g.families(p) for p in g.players if g.families(p)}  # complete from the deal
        {'Cara': ('J',), 'Dan': ('K',)}
        """
        rules = rules or Rules()
        names = _check_players(players, rules)
        if type(dealer) is not int or not 0 <= dealer < len(names):
            raise InvalidSetup("dealer", high=len(names) - 1, dealer=dealer)
        if seed is None:
            import secrets  # here, not at the top: pages always pass a seed, and in Pyodide the import is slow

            seed = secrets.randbits(63)
        if type(seed) is not int or not 0 <= seed <= _MASK64:
            raise InvalidSetup("seed", seed=seed)
        cards = rules.pack.cards()
        order = _permutation(len(cards), seed)  # card numbers, top of the pack first
        n = len(names)
        stock: list[Card] = []
        if rules.hand_size is not None:  # a stock: deal hand_size each, the rest stays face down (top first)
            order, stock = order[: rules.hand_size * n], [cards[i] for i in order[rules.hand_size * n :]]
        # one card at a time from the dealer's left: seat s gets every n-th card from its turn on
        hands = [sum([1 << i for i in order[(s - dealer - 1) % n :: n]]) for s in range(n)]
        first = dealer if rules.first == "dealer" else (dealer + 1) % n
        return cls(names, hands, rules=rules, dealer=dealer, first=first, seed=seed, stock=stock)

    @classmethod
    def from_hands(
        cls,
        hands: Mapping[str, Iterable[str | Card]],
        first: str | None = None,
        rules: Rules | None = None,
        dealer: str | None = None,
        stock: Iterable[str | Card] | None = None,
    ) -> Game:
        """Start from given hands (players in the mapping's order, clockwise); together they hold the pack.

        ``first`` names who begins; by default the player to the ``dealer``'s left, or else the first listed.
        With a profile that has a stock, ``stock`` (top card first) holds the cards not in the hands.
        """
        rules = rules or Rules()
        names = _check_players(list(hands), rules)
        parsed = [[_parse_in_pack(c, rules) for c in hands[name]] for name in names]
        pile = [_parse_in_pack(c, rules) for c in (stock or ())]
        if pile and not rules.has_stock:
            raise InvalidSetup("hands", problem=Phrase("problem.no-stock"))
        _check_whole_pack([*parsed, pile] if pile else parsed, rules)
        dealer_seat = None if dealer is None else _seat_of(names, dealer)
        if first is not None:
            first_seat = _seat_of(names, first)
        elif dealer_seat is not None:
            first_seat = dealer_seat if rules.first == "dealer" else (dealer_seat + 1) % len(names)
        else:
            first_seat = 0
        return cls(names, parsed, rules=rules, dealer=dealer_seat, first=first_seat, seed=None, stock=pile)

    def _start(self) -> None:
        dealer = None if self._dealer is None else self.players[self._dealer]
        self._events.append(Dealt(dealer, self.hand_counts(), len(self._stock)))
        n = len(self.players)
        for offset in range(n):  # deal.complete-families: expose, clockwise from the first player
            seat = (self._first + offset) % n
            for family in self.rules.pack.families:
                self._expose_if_complete(seat, family, from_deal=True)
        for seat in range(n):
            self._on_empty(seat)
        if self._all_complete():
            self._finish()
            return
        self._pass_turn(self._next_with_cards(self._first, include_self=True), "turn.first")

    # ------------------------------------------------------------------ queries

    @property
    def current(self) -> str | None:
        """The player who asks now; None once the game is over."""
        return None if self._current is None else self.players[self._current]

    @property
    def is_over(self) -> bool:
        return self._current is None

    @property
    def dealer(self) -> str | None:
        return None if self._dealer is None else self.players[self._dealer]

    @property
    def first(self) -> str:
        """The player designated to begin (before skipping an empty hand, see ``turn.first``)."""
        return self.players[self._first]

    @property
    def seed(self) -> int | None:
        """The seed of :meth:`deal`, or None for a game from given hands."""
        return self._seed

    @property
    def events(self) -> tuple[Event, ...]:
        """Every public event so far, from the deal on."""
        if len(self._events_tuple) != len(self._events):  # events are only ever appended
            self._events_tuple = tuple(self._events)
        return self._events_tuple

    @property
    def requests(self) -> tuple[tuple[str, str, Wanted], ...]:
        """Every accepted request so far as (asker, target, card), or (asker, target, family label) under
        family requests."""
        return tuple(self._requests)

    @property
    def stock_count(self) -> int:
        """How many cards are left in the stock (always 0 without a stock; public at any table)."""
        return len(self._stock)

    def stock(self) -> tuple[Card, ...]:
        """The stock, top card first. Hidden information!"""
        cards = self._ix.cards
        return tuple(cards[i] for i in self._stock)

    def initial_stock(self) -> tuple[Card, ...]:
        """The stock as it was after the deal, top card first."""
        return self._initial_stock

    def hand(self, player: str) -> frozenset[Card]:
        return frozenset(self._ix.cards_of(self._hands[self._seat(player)]))

    def initial_hand(self, player: str) -> frozenset[Card]:
        """The hand as dealt (before families complete from the deal were exposed)."""
        return frozenset(self._ix.cards_of(self._initial[self._seat(player)]))

    def hand_count(self, player: str) -> int:
        return self._hands[self._seat(player)].bit_count()

    def hand_counts(self) -> tuple[int, ...]:
        """How many cards each player holds, in seat order (public at any table)."""
        return tuple([h.bit_count() for h in self._hands])

    def families(self, player: str) -> tuple[str, ...]:
        """Families completed by ``player``, in the order they were exposed."""
        return tuple(self._families[self._seat(player)])

    def scores(self) -> dict[str, int]:
        return {name: len(fams) for name, fams in zip(self.players, self._families, strict=True)}

    def winners(self) -> tuple[str, ...]:
        """All players tied on the most families (so far, until the game is over)."""
        best = max(len(f) for f in self._families)
        return tuple(n for n, f in zip(self.players, self._families, strict=True) if len(f) == best)

    def holder(self, card: str | Card) -> str | None:
        """Who holds ``card`` in hand now (None once its family is exposed). Hidden information!"""
        bit = 1 << self._ix.index[_parse_in_pack(card, self.rules)]
        for name, hand in zip(self.players, self._hands, strict=True):
            if hand & bit:
                return name
        return None

    def legal_asks(self) -> list[tuple[str, Wanted]]:
        """Every allowed request for the current player, as (target, card), in seat then pack order.

        Under family requests each request is (target, family label).
        """
        if self._current is None:
            return []
        me = self._current
        targets, wanted = legal_parts(self._ix, self.rules, self.players, me, self._hands[me], self._hands)
        return [(target, w) for target in targets for w in wanted]

    # ----------------------------------------------------------------- requests

    def verify_ask(self, asker: str, target: str, card: Wanted) -> None:
        """Raise :class:`IllegalAsk` (with the rule id) if the request is not allowed; else return None.

        Unknown players and malformed cards raise :class:`UnknownPlayer` / :class:`InvalidCard`.
        """
        self._verify(asker, target, card)

    def can_ask(self, asker: str, target: str, card: Wanted) -> bool:
        """True if :meth:`ask` would accept the request."""
        try:
            self._verify(asker, target, card)
        except ValueError:
            return False
        return True

    def _verify(self, asker: str, target: str, card: Wanted) -> None:
        if self.rules.request == "family":
            self._check_family_ask(asker, target, card)
        else:
            self._check_ask(asker, target, card)

    def ask(self, asker: str, target: str, card: Wanted) -> AskResult:
        """``asker`` asks ``target`` for ``card``. Nothing changes unless every rule allows the request.

        Under family requests (``Rules(request="family")``), ``card`` is a family label such as ``"A"``.
        """
        if self.rules.request == "family":
            a, t, family = self._check_family_ask(asker, target, card)
            return self._ask_family(a, t, family)
        a, t, c, i = self._check_ask(asker, target, card)
        start = len(self._events)
        success, completed = self._ask_card(a, t, c, i)
        return AskResult(
            self.players[a], self.players[t], c, success, completed, tuple(self._events[start:]), c.family
        )

    def _ask_card(self, a: int, t: int, c: Card, i: int) -> tuple[bool, str | None]:
        """A card request :meth:`_check_ask` has allowed: (success, the family completed or None)."""
        events = self._events
        players = self.players
        asker, target = players[a], players[t]
        self._requests.append((asker, target, c))
        events.append(Asked(asker, target, c))
        completed: str | None = None
        hands = self._hands
        bit = 1 << i
        success = bool(hands[t] & bit)
        if success:
            hands[t] ^= bit
            hands[a] |= bit
            events.append(Given(target, asker, c))
            if self._expose_if_complete(a, c.family, from_deal=False):
                completed = c.family
            if not hands[t]:
                self._on_empty(t)
            if not hands[a]:
                self._on_empty(a)
            if self._all_complete():
                self._finish()
            elif not hands[a]:  # hand.empty: the turn goes clockwise to a hand with cards
                self._pass_turn(self._next_with_cards(a, include_self=False), "hand.empty")
            # else ask.success-continues: the asker keeps the turn
        else:
            events.append(Denied(target, asker, c))
            if self._stock or self.rules.miss != "to-asked":
                completed = self._after_miss(a, t, lambda drawn: drawn == c)
            else:  # ask.failure-passes-to-asked (the common case, written out)
                self._current = t
                events.append(TurnPassed(target, "ask.failure-passes-to-asked"))
        return success, completed

    def _after_miss(self, a: int, t: int, lucky: Callable[[Card], bool]) -> str | None:
        """After a no: with a stock, the asker draws (variant.stock-draw); then the turn moves on, unless the
        draw was lucky. Returns the family a drawn card completed, if any."""
        completed: str | None = None
        if self._stock:
            shown, completed = self._draw(a, "variant.stock-draw", lucky)
            self._on_empty(a)
            if self._all_complete():
                self._finish()
                return completed
            if shown and self._hands[a]:
                return completed  # a lucky draw: the asker shows the card and asks again
            if shown:
                self._pass_turn(self._next_with_cards(a, include_self=False), "hand.empty")
                return completed
        if self.rules.miss == "to-asked":
            self._pass_turn(t, "ask.failure-passes-to-asked")
        else:
            self._pass_turn(self._next_with_cards(a, include_self=False), "variant.miss-clockwise")
        return completed

    def _draw(self, seat: int, reason: str, lucky: Callable[[Card], bool] | None = None) -> tuple[bool, str | None]:
        """The top card of the stock goes to ``seat``'s hand: shown if ``lucky`` says so, hidden otherwise.
        A family it completes is exposed at once. Returns (shown, completed family or None)."""
        i = self._stock.pop(0)
        card = self._ix.cards[i]
        self._hands[seat] |= 1 << i
        shown = lucky is not None and lucky(card)
        self._events.append(Drew(self.players[seat], card if shown else None, reason))
        done = self._expose_if_complete(seat, card.family, from_deal=False)
        return shown, card.family if done else None

    def _on_empty(self, seat: int) -> None:
        """hand.empty: an empty hand asks no more; with a stock that still has cards, it draws one instead
        (variant.stock-refill), so nobody leaves play while the stock lasts."""
        if self._hands[seat]:
            return
        if self._stock:
            self._draw(seat, "variant.stock-refill")
        else:
            self._events.append(HandEmptied(self.players[seat]))

    def _ask_family(self, a: int, t: int, family: str) -> AskResult:
        start = len(self._events)
        asker, target = self.players[a], self.players[t]
        self._requests.append((asker, target, family))
        self._events.append(AskedFamily(asker, target, family))
        moved = self._hands[t] & self._ix.family_mask[family]
        taken = tuple(self._ix.cards_of(moved))
        completed: str | None = None
        if taken:
            self._hands[t] ^= moved
            self._hands[a] |= moved
            self._events.append(GivenFamily(target, asker, family, taken))
            if self._expose_if_complete(a, family, from_deal=False):
                completed = family
            for seat in (t, a):
                self._on_empty(seat)
            if self._all_complete():
                self._finish()
            elif not self._hands[a]:
                self._pass_turn(self._next_with_cards(a, include_self=False), "hand.empty")
        else:
            self._events.append(DeniedFamily(target, asker, family))
            completed = self._after_miss(a, t, lambda drawn: drawn.family == family)
        return AskResult(asker, target, None, bool(taken), completed, tuple(self._events[start:]), family)

    def _check_family_ask(self, asker: str, target: str, what: Wanted) -> tuple[int, int, str]:
        a = self._seat(asker)
        t = self._seat(target)
        family = self._parse_family(what)
        self._check_turn(a, t)
        self._check_family_held(a, family)
        return a, t, family

    def _parse_family(self, what: Wanted) -> str:
        pack = self.rules.pack
        if isinstance(what, str) and len(what.strip()) == 1:
            label = what.strip().upper()
            if label not in pack.families:
                raise InvalidCard(repr(what.strip()), "not-in-pack", pack=pack.name)
            return label
        c = _parse_in_pack(what, self.rules)
        raise VariantIllegalAsk("variant.family-request", text=str(c), example=c.family)

    def _check_turn(self, a: int, t: int) -> None:
        if self._current is None:
            raise IllegalAsk("end.all-families")
        if a != self._current:
            raise IllegalAsk(
                "turn.only-current", current=self.players[self._current], asker=self.players[a]
            )
        if t == a:
            raise IllegalAsk("ask.opponent-with-cards", "self", asker=self.players[a])
        if not self._hands[t]:
            raise IllegalAsk("ask.opponent-with-cards", "empty", target=self.players[t])

    def _check_ask(self, asker: str, target: str, card: Wanted) -> tuple[int, int, Card, int]:
        """The seats, the card and its number, once every rule allows the request."""
        seats = self._seats
        a = seats.get(asker) if type(asker) is str else None
        t = seats.get(target) if type(target) is str else None
        if a is None or t is None:
            a, t = self._seat(asker), self._seat(target)
        i = self._ix.index.get(card) if type(card) is Card else None
        c: Card = card  # type: ignore[assignment]
        if i is None:
            c = self._parse_request(card, a)
            i = self._ix.index[c]
        if a != self._current or t == a or not self._hands[t]:
            self._check_turn(a, t)
        mine = self._hands[a]
        if mine >> i & 1:
            raise IllegalAsk("ask.not-own-card", asker=self.players[a], card=str(c))
        if not mine & self._ix.family_of_bit[i]:
            raise IllegalAsk("ask.family-in-hand", asker=self.players[a], family=c.family)
        return a, t, c, i

    def _check_family_held(self, a: int, family: str) -> None:
        if not self._hands[a] & self._ix.family_mask[family]:
            raise IllegalAsk("ask.family-in-hand", asker=self.players[a], family=family)

    def _parse_request(self, card: str | Card, asker: int) -> Card:
        if isinstance(card, str):
            text = card.strip()
            if len(text) == 1 and text.upper() in self.rules.pack.families:
                family = text.upper()
                # The example is a member the asker could ask for: one they lack (never one they hold).
                held = set(self._ix.cards_of(self._hands[asker]))
                members = list(self._ix.cards_of(self._ix.family_mask[family]))
                example = next((c for c in members if c not in held), members[0])
                raise IllegalAsk("ask.exact-member", text=card, example=str(example))
        return _parse_in_pack(card, self.rules)

    # ------------------------------------------------------------- undo, copies

    def copy(self) -> Game:
        """An independent copy (same deal, same requests)."""
        return self._replay(self._requests)

    def undo(self) -> tuple[str, str, Wanted]:
        """Take back the last request; returns it. Raises IndexError if there is none."""
        if not self._requests:
            raise IndexError("no request to undo")
        last = self._requests[-1]
        other = self._replay(self._requests[:-1])
        for name in self.__slots__:
            setattr(self, name, getattr(other, name))
        return last

    def _fresh(self) -> Game:
        cards_of = self._ix.cards_of
        return Game(
            self.players,
            [cards_of(h) for h in self._initial],
            rules=self.rules,
            dealer=self._dealer,
            first=self._first,
            seed=self._seed,
            stock=self._initial_stock,
        )

    def _replay(self, requests: Iterable[tuple[str, str, Wanted]]) -> Game:
        g = self._fresh()
        for asker, target, card in requests:
            g.ask(asker, target, card)
        return g

    # ----------------------------------------------------------- logs and views

    def to_log(self) -> dict[str, Any]:
        """A JSON-ready log: profile, players, dealer, seed or hands, requests, and the derived events."""
        return game_to_log(self)

    @classmethod
    def from_log(cls, log: Mapping[str, Any]) -> Game:
        """Rebuild a game from :meth:`to_log`'s output, checking every request and event on the way."""
        return replay(log, cls)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (
            self.players == other.players
            and self.rules == other.rules
            and self._dealer == other._dealer
            and self._first == other._first
            and self._initial == other._initial
            and self._hands == other._hands
            and self._families == other._families
            and self._current == other._current
            and self._events == other._events
            and self._stock == other._stock
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"{self.current} to ask"
        return f"<Game {', '.join(self.players)}: {state}, scores {self.scores()}>"

    # --------------------------------------------------------------- internals

    def _seat(self, player: str) -> int:
        try:
            return self._seats[player]
        except (KeyError, TypeError):
            raise UnknownPlayer(player, self.players) from None

    def _next_with_cards(self, seat: int, *, include_self: bool) -> int:
        n = len(self.players)
        for k in range(0 if include_self else 1, n + 1):
            s = (seat + k) % n
            if self._hands[s]:
                return s
        raise AssertionError("no hand has cards, yet the game is not over")

    def _pass_turn(self, seat: int, reason: str) -> None:
        self._current = seat
        self._events.append(TurnPassed(self.players[seat], reason))

    def _expose_if_complete(self, seat: int, family: str, *, from_deal: bool) -> bool:
        members = self._ix.family_mask[family]
        if self._hands[seat] & members == members:
            self._hands[seat] ^= members
            self._families[seat].append(family)
            self._done += 1
            self._events.append(Exposed(self.players[seat], family, from_deal))
            return True
        return False

    def _all_complete(self) -> bool:
        return self._done == len(self.rules.pack.families)

    def _finish(self) -> None:
        self._current = None
        self._events.append(
            GameOver(tuple(len(f) for f in self._families), self.winners())
        )


def legal_parts(
    ix: PackIndex, rules: Rules, players: Sequence[str], me: int, mine: int, counts: Sequence[int]
) -> tuple[list[str], list[Wanted]]:
    """The requests seat ``me`` may make with the hand ``mine`` (a bit mask), as the targets (clockwise from
    ``me``: every other seat whose ``counts`` entry is not 0) and the cards (or families, under family
    requests) in pack order: :meth:`Game.legal_asks` pairs every target with every card, in that order.
    Internal (the engine and its computer players)."""
    wanted: list[Wanted]
    if rules.request == "family":
        held = ix.held_families(mine)
        wanted = [f for f, m in ix.family_mask.items() if held & m]
    else:
        wanted = ix.cards_of(ix.held_families(mine) & ~mine)  # type: ignore[assignment]
    targets = [players[s] for s in _clockwise(len(players))[me] if counts[s]]
    return targets, wanted


def _clockwise(n: int) -> list[list[int]]:
    """For each of ``n`` seats, the other seats clockwise from it (shared; internal)."""
    after = _AFTER.get(n)
    if after is None:
        after = _AFTER[n] = [[(s + k) % n for k in range(1, n)] for s in range(n)]
    return after


_AFTER: dict[int, list[list[int]]] = {}
"""For n seats and a seat: the other seats, clockwise from it (filled on first use)."""


def _check_players(players: Sequence[str], rules: Rules) -> tuple[str, ...]:
    names = tuple(players)
    if not rules.min_players <= len(names) <= rules.max_players:
        raise InvalidSetup(
            "player-count", low=rules.min_players, high=rules.max_players, count=len(names)
        )
    if any(not isinstance(n, str) or not n.strip() or n != n.strip() for n in names) or len(
        set(names)
    ) != len(names):
        raise InvalidSetup("player-names", names=list(names))
    return names


def _seat_of(names: tuple[str, ...], name: str) -> int:
    if name not in names:
        raise UnknownPlayer(name, names)
    return names.index(name)


def _parse_in_pack(card: str | Card, rules: Rules) -> Card:
    c = Card.parse(card)
    if c not in rules.pack:
        raise InvalidCard(str(c), "not-in-pack", pack=rules.pack.name)
    return c


def _check_whole_pack(hands: list[list[Card]], rules: Rules) -> None:
    seen: set[Card] = set()
    for hand in hands:
        for card in hand:
            if card in seen:
                raise InvalidSetup("hands", problem=Phrase("problem.card-twice", card=card))
            seen.add(card)
    missing = [str(c) for c in rules.pack.cards() if c not in seen]
    if missing:
        raise InvalidSetup("hands", problem=Phrase("problem.cards-missing", cards=", ".join(missing)))
