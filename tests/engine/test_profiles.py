"""Rule profiles: the default is the guide's; each other option changes only what it names."""

from __future__ import annotations

import random

import pytest

from hf_core import HAPPY_FAMILIES, ORDINARY_52, SIX_MEMBERS, Card, Game, InvalidSetup, Rules
from hf_core.events import Denied, Exposed, TurnPassed

NAMES = ["Ann", "Ben", "Cara", "Dan"]
OTHERS = [Rules(miss="clockwise"), Rules(first="dealer"), Rules(pack=ORDINARY_52), Rules(pack=SIX_MEMBERS)]


def play(g: Game, seed: int) -> Game:
    rng = random.Random(seed)
    while not g.is_over:
        assert g.current is not None
        g.ask(g.current, *rng.choice(g.legal_asks()))
    return g


def test_the_default_is_the_guides_profile() -> None:
    r = Rules()
    assert (r.pack, r.miss, r.first, r.min_players, r.max_players, r.match_total) == (
        HAPPY_FAMILIES, "to-asked", "left-of-dealer", 2, 6, None
    )
    assert r.is_default and not any(o.is_default for o in OTHERS)
    assert Game.deal(NAMES, seed=1).rules == r


@pytest.mark.parametrize("rules", [Rules(), Rules(match_total=30), *OTHERS], ids=str)
def test_rules_round_trip_through_dicts(rules: Rules) -> None:
    assert Rules.from_dict(rules.to_dict()) == rules
    assert Game.from_log(Game.deal(NAMES, seed=3, rules=rules).to_log()).rules == rules


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"pack": "tarot"},
        {"pack": []},  # an unhashable value once crashed with TypeError instead of InvalidSetup
        {"pack": None},
        {"miss": "left"},
        {"first": "youngest"},
        {"min_players": 1},
        {"min_players": 4, "max_players": 3},
        {"max_players": True},
        {"max_players": 50},
        {"colour": "red"},
    ],
)
def test_bad_profiles_are_refused_in_both_languages(data: object) -> None:
    with pytest.raises(InvalidSetup) as info:
        Rules.from_dict(data)  # type: ignore[arg-type]
    assert info.value.message("en").startswith("This rule profile cannot be used")
    assert info.value.message("fr").startswith("Ce profil de règles est inutilisable")


def test_other_profiles_leave_default_games_unchanged() -> None:
    before = [play(Game.deal(NAMES, seed=s), s).to_log() for s in range(5)]
    for rules in OTHERS:
        for s in range(5):
            play(Game.deal(NAMES, seed=s, rules=rules), s)
    after = [play(Game.deal(NAMES, seed=s), s).to_log() for s in range(5)]
    assert before == after


def test_clockwise_miss_changes_only_who_plays_after_a_no() -> None:
    default = play(Game.deal(NAMES, seed=12), 12)
    variant = Game.deal(NAMES, seed=12, rules=Rules(miss="clockwise"))
    assert variant.events == default.events[: len(variant.events)]
    for asker, target, card in default.requests:
        r = variant.ask(asker, target, card)
        if not r.success:
            break
    else:
        pytest.fail("no failed request in this game")
    n = len(variant.events)
    assert variant.events[: n - 1] == default.events[: n - 1]
    assert isinstance(variant.events[-2], Denied)
    assert default.events[n - 1] == TurnPassed(target, "ask.failure-passes-to-asked")
    seat = NAMES.index(asker)
    left = next(NAMES[(seat + k) % 4] for k in range(1, 5) if variant.hand(NAMES[(seat + k) % 4]))
    assert variant.events[-1] == TurnPassed(left, "variant.miss-clockwise")


def test_dealer_first_changes_only_who_begins() -> None:
    default = Game.deal(NAMES, seed=9, dealer=2)
    variant = Game.deal(NAMES, seed=9, dealer=2, rules=Rules(first="dealer"))
    assert [variant.initial_hand(p) for p in NAMES] == [default.initial_hand(p) for p in NAMES]
    assert default.current == "Dan" and variant.current == "Cara"


def test_the_ordinary_pack_adaptation() -> None:
    g = Game.deal(NAMES, seed=4, rules=Rules(pack=ORDINARY_52))
    assert [len(g.initial_hand(p)) for p in NAMES] == [13, 13, 13, 13]
    assert Card.parse("T3") in ORDINARY_52 and Card.parse("B1") not in ORDINARY_52
    play(g, 4)
    assert sum(g.scores().values()) == 13
    exposed = [e.family for e in g.events if isinstance(e, Exposed)]
    assert sorted(exposed) == sorted(ORDINARY_52.families)
    with pytest.raises(ValueError):
        Game.deal(NAMES, seed=4, rules=Rules(pack=ORDINARY_52)).ask("Ben", "Cara", "B1")


def test_families_of_six() -> None:
    given = {"Ann": ["A1", "A2", "A3", "A4", "A5"], "Ben": ["A6"]}
    rest = [c for c in SIX_MEMBERS.cards() if c.family != "A"]
    hands = {"Ann": given["Ann"] + [str(c) for c in rest[::2]], "Ben": given["Ben"] + [str(c) for c in rest[1::2]]}
    g = Game.from_hands(hands, rules=Rules(pack=SIX_MEMBERS))
    assert g.families("Ann") == ()  # four or five members are not a family of six
    r = g.ask("Ann", "Ben", "A6")
    assert r.completed == "A" and g.families("Ann") == ("A",)
    g = Game.deal(NAMES, seed=4, rules=Rules(pack=SIX_MEMBERS))
    assert sum(len(g.initial_hand(p)) for p in NAMES) == 66
    play(g, 4)
    assert sum(g.scores().values()) == 11
