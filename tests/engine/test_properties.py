"""Property tests over many random games played with random legal requests.

After every request: every card is in exactly one place (a hand or an exposed family), hand counts add up,
the turn went where the rules send it, the current player has cards and a legal request, and random illegal
requests are refused for the right rule without changing anything. At the end: 11 families, winners are the
tied leaders. Checked under the default profile and each other option.
"""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hf_core import HAPPY_FAMILIES, Card, Game, IllegalAsk, InvalidLog, Rules
from hf_core.events import Asked, Denied, Exposed, GameOver, Given, HandEmptied, TurnPassed
from hf_core.rules import PROFILES as RULES_PROFILES

NAMES = ("Ann", "Ben", "Cara", "Dan", "Eve", "Finn")
MAX_REQUESTS = 20_000  # random play averages ~150 requests a game; no random game has come near this

# The named profiles where every card is dealt and one member is asked for at a time.
PLAIN = ("default", "clockwise-miss", "dealer-first", "ordinary-52", "six-members")
PROFILES = [RULES_PROFILES[name] for name in PLAIN]

# A share of the profile's examples for the slower tests (the profile is chosen in conftest.py).
SOME = settings(max_examples=max(10, settings.default.max_examples // 2))
FEW = settings(max_examples=max(5, settings.default.max_examples // 8))

tables = st.tuples(st.integers(2, 6), st.integers(0, 2**64 - 1), st.integers(0, 5))


def new_game(table: tuple[int, int, int], rules: Rules | None = None) -> Game:
    n, seed, dealer = table
    return Game.deal(NAMES[:n], seed=seed, dealer=dealer % n, rules=rules or Rules())


def expected_refusal(g: Game, asker: str, target: str, card: Card) -> str | None:
    """The rule a request breaks, worked out from the public accessors (None: the request is legal)."""
    if g.is_over:
        return "end.all-families"
    if asker != g.current:
        return "turn.only-current"
    if target == asker or not g.hand(target):
        return "ask.opponent-with-cards"
    if card in g.hand(asker):
        return "ask.not-own-card"
    if card.family not in {c.family for c in g.hand(asker)}:
        return "ask.family-in-hand"
    return None


def check_invariants(g: Game) -> None:
    pack = g.rules.pack
    places: list[Card] = [c for p in g.players for c in g.hand(p)]
    places += [c for p in g.players for f in g.families(p) for c in pack.family_cards(f)]
    assert len(places) == len(pack.cards()) and set(places) == set(pack.cards())  # each card in exactly one place
    assert all(g.hand_count(p) == len(g.hand(p)) for p in g.players)
    exposed = [f for p in g.players for f in g.families(p)]
    assert len(exposed) == len(set(exposed))
    assert sum(g.scores().values()) == len(exposed)
    if g.is_over:
        assert len(exposed) == len(pack.families)
        assert all(not g.hand(p) for p in g.players)
        best = max(g.scores().values())
        assert g.winners() == tuple(p for p in g.players if g.scores()[p] == best)
        assert g.events[-1] == GameOver(tuple(g.scores().values()), g.winners())
    else:
        assert g.current is not None and g.hand(g.current)  # the player to ask has cards...
        asks = g.legal_asks()
        assert asks  # ...and something to ask for
        assert all(g.hand(t) and t != g.current for t, _ in asks)


def next_with_cards(g: Game, seat: int) -> str:
    n = len(g.players)
    return next(g.players[(seat + k) % n] for k in range(1, n + 1) if g.hand(g.players[(seat + k) % n]))


class Snapshot:
    """What a game looked like before a request (cheaper than ``Game.copy``, which replays every request)."""

    def __init__(self, g: Game) -> None:
        self.hands = {p: g.hand(p) for p in g.players}
        self.events = g.events

    def hand(self, player: str) -> frozenset[Card]:
        return self.hands[player]


def check_turn(g: Game, asker: str, target: str, card: Card, success: bool, before: Snapshot) -> None:
    """Where the turn went after a request, by the profile's rules."""
    new = g.events[len(before.events) :]
    assert new[0] == Asked(asker, target, card)
    emptied = [e.player for e in new if isinstance(e, HandEmptied)]
    assert sorted(emptied) == sorted(p for p in g.players if before.hand(p) and not g.hand(p))
    if g.is_over:
        return
    seat = g.players.index(asker)
    if success:
        assert new[1] == Given(target, asker, card)
        if g.hand(asker):  # ask.success-continues
            assert g.current == asker
            assert not any(isinstance(e, TurnPassed) for e in new)
        else:  # hand.empty
            assert g.current == next_with_cards(g, seat)
            assert new[-1] == TurnPassed(g.current, "hand.empty")
    else:
        assert len(new) == 3 and new[1] == Denied(target, asker, card)
        assert g.hand(asker) == before.hand(asker) and g.hand(target) == before.hand(target)
        if g.rules.miss == "to-asked":
            assert new[2] == TurnPassed(target, "ask.failure-passes-to-asked")
        else:
            assert new[2] == TurnPassed(next_with_cards(g, seat), "variant.miss-clockwise")


def try_illegal(g: Game, rng: random.Random, full_check: bool) -> None:
    """A random request from anybody to anybody for any card: legal iff the oracle says so, else refused."""
    asker, target = rng.choice(g.players), rng.choice(g.players)
    card = rng.choice(g.rules.pack.cards())
    rule = expected_refusal(g, asker, target, card)
    assert ((target, card) in g.legal_asks() and asker == g.current) == (rule is None)
    if rule is None:
        assert g.can_ask(asker, target, card)
        return
    events, hands = g.events, [g.hand(p) for p in g.players]
    log = g.to_log() if full_check else None
    copy = g.copy() if full_check else None
    try:
        g.ask(asker, target, card)
    except IllegalAsk as exc:
        assert exc.rule == rule, (exc.rule, rule)
    else:
        raise AssertionError(f"{asker} -> {target} {card} accepted, expected {rule}")
    assert g.events == events and [g.hand(p) for p in g.players] == hands
    if log is not None:
        assert g.to_log() == log and g == copy


def quick_play(g: Game, rng: random.Random) -> None:
    """Random legal requests to the end, without the checks (for tests about logs)."""
    while not g.is_over:
        assert g.current is not None
        target, card = rng.choice(g.legal_asks())
        g.ask(g.current, target, card)


def play_random(g: Game, rng: random.Random, *, probe: bool = True, only_success: bool = False) -> int:
    """Play random legal requests to the end, checking everything on the way; returns the number of requests."""
    check_invariants(g)
    count = 0
    while not g.is_over:
        assert count < MAX_REQUESTS
        asker = g.current
        assert asker is not None
        asks = g.legal_asks()
        if only_success:
            asks = [(t, c) for t, c in asks if c in g.hand(t)]
        target, card = rng.choice(asks)
        if probe:
            try_illegal(g, rng, full_check=count % 50 == 0)
        before = Snapshot(g)
        result = g.ask(asker, target, card)
        count += 1
        assert result.success == (card in before.hand(target))
        assert result.events == g.events[len(before.events) :]
        if result.completed:
            assert result.completed == card.family and Exposed(asker, card.family, False) in result.events
        check_turn(g, asker, target, card, result.success, before)
        check_invariants(g)
    if probe:
        try_illegal(g, rng, full_check=True)
    return count


@SOME
@given(tables, st.randoms(use_true_random=False))
def test_random_games_keep_every_rule(table: tuple[int, int, int], rng: random.Random) -> None:
    g = new_game(table)
    play_random(g, rng)
    assert sum(g.scores().values()) == 11


@FEW
@given(tables, st.randoms(use_true_random=False), st.sampled_from(PROFILES[1:]))
def test_random_games_under_other_profiles(table: tuple[int, int, int], rng: random.Random, rules: Rules) -> None:
    g = new_game(table, rules)
    play_random(g, rng)
    assert sum(g.scores().values()) == len(rules.pack.families)


@given(tables, st.randoms(use_true_random=False))
def test_a_game_of_successes_ends_within_one_move_per_card(table: tuple[int, int, int], rng: random.Random) -> None:
    # during a run of successes the asker only gains cards and ends with none: no card moves twice
    g = new_game(table)
    in_hands = sum(len(g.hand(p)) for p in g.players)
    assert play_random(g, rng, probe=False, only_success=True) <= in_hands


@given(tables, st.randoms(use_true_random=False), st.integers(0, 400))
def test_logs_round_trip_at_any_point(table: tuple[int, int, int], rng: random.Random, stop: int) -> None:
    g = new_game(table)
    for _ in range(stop):
        if g.is_over:
            break
        assert g.current is not None
        target, card = rng.choice(g.legal_asks())
        g.ask(g.current, target, card)
    text = json.dumps(g.to_log())
    again = Game.from_log(json.loads(text))
    assert again == g and again.to_log() == g.to_log() and again.requests == g.requests
    assert g.copy() == g


def first_divergence(log: dict[str, object], original: Game) -> str | None:
    """Where replaying a tampered log must fail, found by replaying its requests with the public API."""
    g = Game.deal(original.players, seed=original.seed, dealer=original.players.index(original.dealer or ""))
    requests = log["requests"]
    assert isinstance(requests, list)
    for i, req in enumerate(requests):
        try:
            g.ask(req["asker"], req["target"], req["card"])
        except ValueError:
            return f"requests[{i}]"
    derived = [e.to_dict() for e in g.events]
    events = log["events"]
    assert isinstance(events, list)
    for k, (found, wanted) in enumerate(zip(events, derived, strict=False)):
        if found != wanted:
            return f"events[{k}]"
    if len(events) != len(derived):
        return f"events[{min(len(events), len(derived))}]"
    return None


@SOME
@given(tables, st.randoms(use_true_random=False), st.data())
def test_a_tampered_request_is_caught_where_it_is(
    table: tuple[int, int, int], rng: random.Random, data: st.DataObject
) -> None:
    g = new_game(table)
    quick_play(g, rng)
    log = g.to_log()
    i = data.draw(st.integers(0, len(log["requests"]) - 1))
    field = data.draw(st.sampled_from(["card", "target", "asker"]))
    if field == "card":
        new = str(data.draw(st.sampled_from(HAPPY_FAMILIES.cards())))
    else:
        new = data.draw(st.sampled_from(g.players))
    if log["requests"][i][field] == new:
        return
    log["requests"][i][field] = new
    where = first_divergence(log, g)
    assert where is not None
    try:
        Game.from_log(log)
    except InvalidLog as exc:
        assert exc.where == where
        assert exc.message("fr").startswith(f"Journal invalide à {where}")
    else:
        raise AssertionError("a tampered log replayed")


@SOME
@given(tables, st.randoms(use_true_random=False), st.data())
def test_a_tampered_event_is_caught_where_it_is(
    table: tuple[int, int, int], rng: random.Random, data: st.DataObject
) -> None:
    g = new_game(table)
    quick_play(g, rng)
    log = g.to_log()
    k = data.draw(st.integers(0, len(log["events"]) - 1))
    how = data.draw(st.sampled_from(["drop", "duplicate", "change"]))
    events = log["events"]
    if how == "drop":
        del events[k]
    elif how == "duplicate":
        events.insert(k, events[k])
    else:
        event = events[k]
        key = data.draw(st.sampled_from(sorted(set(event) - {"type"})))
        event[key] = "??" if not isinstance(event[key], list) else [*event[key], 1]
    where = first_divergence(log, g)
    assert where is not None
    try:
        Game.from_log(log)
    except InvalidLog as exc:
        assert exc.where == where, (exc.where, where, how)
    else:
        raise AssertionError("a tampered log replayed")
