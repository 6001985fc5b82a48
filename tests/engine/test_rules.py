"""One test per rule id: each shows the rule allowing what it allows and refusing what it forbids.

A refused request must leave the game exactly as it was (``assert_refused`` compares the log and the game).
``RULE_TESTS`` maps every rule id to its test; ``test_every_rule_has_a_test`` keeps it complete.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from hf_core import RULE_IDS, Card, Game, IllegalAsk, InvalidSetup, Rules
from hf_core.events import Exposed, GameOver, HandEmptied, TurnPassed
from hf_core.game import shuffled
from hf_core.rules import RULES_DOC, anchor, rule_title, rule_url
from hf_core.scenarios import WORKED_EXAMPLE

RULE_TESTS: dict[str, Callable[..., None]] = {}


def covers(rule_id: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        assert rule_id not in RULE_TESTS, f"two tests claim {rule_id}"
        RULE_TESTS[rule_id] = fn
        return fn

    return register


def test_every_rule_has_a_test() -> None:
    assert set(RULE_TESTS) == set(RULE_IDS)
    assert len(RULE_IDS) == 14


def test_every_rule_has_a_page_anchor_and_titles() -> None:
    for rule_id in RULE_IDS:
        assert RULES_DOC[rule_id] in {"dealing", "asking", "completing"}
        assert anchor(rule_id) == rule_id.replace(".", "-")
        assert rule_url(rule_id, "fr") == "fr/" + rule_url(rule_id, "en")
        assert rule_title(rule_id, "en") != rule_title(rule_id, "fr")
    assert rule_url("ask.family-in-hand") == "asking/#ask-family-in-hand"


def worked() -> Game:
    return Game.from_hands(WORKED_EXAMPLE, first="Alice")


# ------------------------------------------------------------------------------------------------ dealing


@covers("deal.all-cards")
def test_deal_all_cards() -> None:
    pack = Rules().pack.cards()
    for n in range(2, 7):
        names = [f"P{i}" for i in range(n)]
        for dealer in range(n):
            g = Game.deal(names, seed=11, dealer=dealer)
            hands = [g.initial_hand(p) for p in names]
            assert sorted(c for h in hands for c in h) == sorted(pack)  # everything dealt: no stock
            assert max(map(len, hands)) - min(map(len, hands)) <= 1
            order = shuffled(pack, 11)
            # one card at a time, clockwise, the first to the dealer's left
            for i, card in enumerate(order):
                assert card in hands[(dealer + 1 + i) % n]
    # refused set-ups: too few or too many players, a deal that is not the whole pack
    with pytest.raises(InvalidSetup):
        Game.deal(["Solo"], seed=1)
    with pytest.raises(InvalidSetup):
        Game.deal([f"P{i}" for i in range(7)], seed=1)
    hands = {name: list(cards) for name, cards in WORKED_EXAMPLE.items()}
    hands["Cara"].remove("K4")
    with pytest.raises(InvalidSetup, match="missing K4"):
        Game.from_hands(hands)
    hands["Cara"].append("A1")
    with pytest.raises(InvalidSetup, match="twice"):
        Game.from_hands(hands)


@covers("deal.complete-families")
def test_complete_family_in_the_deal_is_exposed_at_once(make_table, assert_refused) -> None:
    hands = make_table({"Ann": ["J1", "J2", "J3", "J4", "A1"], "Ben": ["A2"]}, ["Ben", "Cara"])
    g = Game.from_hands(hands, first="Ann")
    assert g.families("Ann") == ("J",)
    assert g.scores() == {"Ann": 1, "Ben": 0, "Cara": 0}
    assert not any(c.family == "J" for p in g.players for c in g.hand(p))
    assert g.initial_hand("Ann") >= {Card.parse(x) for x in ("J1", "J2", "J3", "J4")}
    # exposed before the first turn
    kinds = [type(e) for e in g.events]
    assert kinds.index(Exposed) < kinds.index(TurnPassed)
    assert Exposed("Ann", "J", True) in g.events
    # a family split between hands is not exposed; a family out of play can never be asked for
    assert g.families("Ben") == g.families("Cara") == ()
    assert_refused(g, "Ann", "Ben", "J1", "ask.family-in-hand")


@covers("turn.first")
def test_player_to_the_dealers_left_begins(make_table, assert_refused) -> None:
    g = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=7, dealer=2)
    assert g.current == "Dan"
    assert g.events[-1] == TurnPassed("Dan", "turn.first")
    assert Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=7, dealer=3).current == "Ann"
    assert_refused(g, "Cara", "Ann", "A1", "turn.only-current")  # the dealer does not begin
    # the dealer's left has no cards (a whole family dealt and exposed): the next hand clockwise begins
    hands = make_table({"Ben": ["K1", "K2", "K3", "K4"]}, ["Ann", "Cara", "Dan"])
    g = Game.from_hands(hands, dealer="Ann")
    assert g.first == "Ben"
    assert g.hand("Ben") == frozenset()
    assert g.current == "Cara"
    assert_refused(g, "Ben", "Cara", "A1", "turn.only-current")


# ------------------------------------------------------------------------------------------------ asking


@covers("turn.only-current")
def test_only_the_current_player_asks(assert_refused) -> None:
    g = worked()
    err = assert_refused(g, "Ben", "Alice", "B1", "turn.only-current")
    assert "Alice" in str(err) and "Ben" in str(err)
    assert_refused(g, "Cara", "Alice", "B1", "turn.only-current")
    assert g.ask("Alice", "Ben", "A3").success


@covers("ask.opponent-with-cards")
def test_ask_another_player_who_has_cards(make_table, assert_refused) -> None:
    g = worked()
    assert_refused(g, "Alice", "Alice", "A3", "ask.opponent-with-cards")
    # Dan's only cards made family K, exposed at the deal: Dan has no cards to ask for
    hands = make_table({"Dan": ["K1", "K2", "K3", "K4"], "Ann": ["A1"], "Ben": ["A2"]}, ["Ann", "Ben", "Cara"])
    g = Game.from_hands(hands, first="Ann")
    assert g.hand("Dan") == frozenset() and HandEmptied("Dan") in g.events
    err = assert_refused(g, "Ann", "Dan", "A3", "ask.opponent-with-cards")
    assert "Dan" in err.message("fr")
    assert all(target != "Dan" for target, _ in g.legal_asks())
    assert g.ask("Ann", "Ben", "A2").success


@covers("ask.family-in-hand")
def test_ask_only_within_a_family_you_hold(assert_refused) -> None:
    g = worked()
    g.ask("Alice", "Cara", "B2")  # a no: Cara, who holds nothing of family A, takes the turn
    assert g.current == "Cara"
    err = assert_refused(g, "Cara", "Alice", "A1", "ask.family-in-hand")
    assert "A" in err.message("fr")
    assert g.ask("Cara", "Alice", "B1").success  # Cara holds B4
    # a family completed and exposed can never be asked for again
    g = worked()
    g.ask("Alice", "Ben", "A3")
    assert g.families("Alice") == ("A",)
    assert_refused(g, "Alice", "Ben", "A3", "ask.family-in-hand")
    assert g.ask("Alice", "Ben", "C3").success


@covers("ask.not-own-card")
def test_never_ask_for_a_card_you_hold(assert_refused) -> None:
    g = worked()
    err = assert_refused(g, "Alice", "Ben", "A1", "ask.not-own-card")
    assert "A1" in err.message("fr")
    assert g.can_ask("Alice", "Ben", "A3")


@covers("ask.exact-member")
def test_only_the_named_card_moves(assert_refused) -> None:
    g = worked()
    assert_refused(g, "Alice", "Ben", "B", "ask.exact-member")
    assert_refused(g, "Alice", "Ben", " d ", "ask.exact-member")
    ben_before = g.hand("Ben")
    r = g.ask("Alice", "Ben", "D2")  # Ben holds D2 and D3: only D2 moves
    assert r.success
    assert g.hand("Ben") == ben_before - {Card.parse("D2")}
    assert Card.parse("D3") in g.hand("Ben")


@covers("ask.success-continues")
def test_a_success_keeps_the_turn(assert_refused) -> None:
    g = worked()
    r = g.ask("Alice", "Ben", "C3")
    assert r.success and r.completed is None
    assert g.current == "Alice"
    assert not isinstance(g.events[-1], TurnPassed)
    assert_refused(g, "Ben", "Alice", "C3", "turn.only-current")  # the player who gave does not take over
    assert g.ask("Alice", "Ben", "D2").success  # the same opponent again
    assert g.ask("Alice", "Cara", "C4").success  # or another one
    assert g.current == "Alice"


@covers("ask.failure-passes-to-asked")
def test_after_a_no_the_player_asked_plays(make_table, assert_refused) -> None:
    hands = make_table({"Ann": ["A1"], "Cara": ["A2", "A3", "A4"]}, ["Ben", "Cara", "Dan"])
    g = Game.from_hands(hands, first="Ann")
    ann = g.hand("Ann")
    r = g.ask("Ann", "Dan", "A2")
    assert not r.success
    assert g.current == "Dan"  # not Ben, on Ann's left
    assert g.events[-1] == TurnPassed("Dan", "ask.failure-passes-to-asked")
    assert g.hand("Ann") == ann  # no penalty, nothing moves
    assert_refused(g, "Ann", "Cara", "A2", "turn.only-current")
    assert_refused(g, "Ben", "Cara", "A2", "turn.only-current")


# ----------------------------------------------------------------------------------------- completing


@covers("family.expose")
def test_a_complete_family_is_exposed_at_once(assert_refused) -> None:
    g = worked()
    r = g.ask("Alice", "Ben", "A3")
    assert r.completed == "A"
    assert g.events[-1] == Exposed("Alice", "A", False)
    assert not any(c.family == "A" for p in g.players for c in g.hand(p))
    assert g.scores()["Alice"] == 1
    assert_refused(g, "Alice", "Cara", "A2", "ask.family-in-hand")
    r = g.ask("Alice", "Cara", "K3")
    assert r.success and r.completed is None  # three of four K: not complete yet
    assert g.scores()["Alice"] == 1


@covers("hand.empty")
def test_an_empty_hand_stops_asking_but_keeps_its_families(make_table, assert_refused) -> None:
    hands = make_table({"Ann": ["A1", "A2", "A3"], "Ben": ["A4"]}, ["Cara", "Dan"])
    g = Game.from_hands(hands, first="Ann")
    r = g.ask("Ann", "Ben", "A4")
    assert r.completed == "A"
    # Ann's hand is empty: the turn goes clockwise to the next hand with cards, skipping empty Ben
    assert g.events[-3:] == (HandEmptied("Ben"), HandEmptied("Ann"), TurnPassed("Cara", "hand.empty"))
    assert g.current == "Cara"
    assert g.families("Ann") == ("A",)
    assert_refused(g, "Ann", "Cara", "B1", "turn.only-current")
    assert_refused(g, "Cara", "Ann", "B2", "ask.opponent-with-cards")
    # an empty hand can still win: Ann takes six families, emptying her hand on the last one
    given = {"Ann": [f"{f}{m}" for f in "ABCDEF" for m in (1, 2, 3)], "Ben": [f"{f}4" for f in "ABCDEF"]}
    g = Game.from_hands(make_table(given, ["Ben"]), first="Ann")
    assert g.scores() == {"Ann": 0, "Ben": 5}
    for f in "ABCDEF":
        g.ask("Ann", "Ben", f"{f}4")
    assert g.is_over and g.hand("Ann") == frozenset()
    assert g.winners() == ("Ann",)


@covers("end.all-families")
def test_the_game_ends_when_every_family_is_complete(assert_refused) -> None:
    given = {"Ann": [f"{f}{m}" for f in "ABCDEFGHIJK" for m in (1, 2, 3)], "Ben": [f"{f}4" for f in "ABCDEFGHIJK"]}
    g = Game.from_hands(given, first="Ann")
    for f in "ABCDEFGHIJ":
        g.ask("Ann", "Ben", f"{f}4")
        assert not g.is_over
    g.ask("Ann", "Ben", "K4")
    assert g.is_over and g.current is None
    assert g.legal_asks() == []
    assert g.events[-1] == GameOver((11, 0), ("Ann",))
    assert_refused(g, "Ann", "Ben", "A4", "end.all-families")
    # ties share the win: Ann 4, Ben 4 (with an empty hand), Cara 3
    given = {
        "Ann": [f"{f}{m}" for f in "ABC" for m in (1, 2, 3, 4)] + ["K1", "K2", "K3"],
        "Ben": [f"{f}{m}" for f in "DEFG" for m in (1, 2, 3, 4)],
        "Cara": [f"{f}{m}" for f in "HIJ" for m in (1, 2, 3, 4)] + ["K4"],
    }
    g = Game.from_hands(given, first="Ann")
    assert g.winners() == ("Ben",) and not g.is_over  # the leader so far
    g.ask("Ann", "Cara", "K4")
    assert g.is_over and g.scores() == {"Ann": 4, "Ben": 4, "Cara": 3}
    assert g.winners() == ("Ann", "Ben")
    assert g.events[-1] == GameOver((4, 4, 3), ("Ann", "Ben"))


@covers("match.total")
def test_a_match_total_is_agreed_before_the_first_deal(make_table) -> None:
    rules = Rules(match_total=20)
    assert Rules.from_dict(rules.to_dict()) == rules and not rules.is_default
    g = Game.deal(["Ann", "Ben", "Cara"], seed=5, rules=rules)
    assert Game.from_log(g.to_log()).rules.match_total == 20
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.match_total = 30  # type: ignore[misc]  # fixed for the whole series
    for bad in (0, -3):
        with pytest.raises(InvalidSetup):
            Rules(match_total=bad)
    with pytest.raises(InvalidSetup):
        Rules.from_dict({"match_total": 12.5})
    # family counts of several deals add up
    totals: dict[str, int] = {}
    for seed in (1, 2):
        game = Game.deal(["Ann", "Ben", "Cara"], seed=seed, rules=rules)
        while not game.is_over:
            target, card = game.legal_asks()[0]
            assert game.current is not None
            game.ask(game.current, target, card)
        for name, score in game.scores().items():
            totals[name] = totals.get(name, 0) + score
    assert sum(totals.values()) == 22


def test_refusals_name_the_first_broken_rule_in_a_fixed_order(assert_refused) -> None:
    g = worked()
    # Ben (not current) asks himself for a card he holds, of a family he holds: the turn is checked first
    assert_refused(g, "Ben", "Ben", "A3", "turn.only-current")
    assert_refused(g, "Alice", "Alice", "A1", "ask.opponent-with-cards")
    with pytest.raises(IllegalAsk) as info:
        g.ask("Alice", "Ben", "A1")
    assert info.value.rule == "ask.not-own-card"
