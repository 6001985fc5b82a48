"""match.total: a series of deals with running totals, agreed before the first deal; ties shared by default,
or broken by an extra deal between the tied players (variant.tie-break)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hf_core import InvalidSetup, Rules
from hf_core.bots import SmartBot, next_request
from hf_core.match import Match, play_match
from hf_core.rules import PROFILES

NAMES = ["Ann", "Ben", "Cara"]


def scores_for(players: tuple[str, ...], data: st.DataObject) -> dict[str, int]:
    """Families per player in one deal: 11 shared out at random."""
    cuts = sorted(data.draw(st.lists(st.integers(0, 11), min_size=len(players) - 1, max_size=len(players) - 1)))
    bounds = [0, *cuts, 11]
    return {p: bounds[i + 1] - bounds[i] for i, p in enumerate(players)}


@given(
    target=st.one_of(st.none(), st.integers(1, 30)),
    deals=st.integers(1, 6),
    tie_break=st.sampled_from(["share", "extra-deal"]),
    data=st.data(),
)
def test_running_totals_end_and_winners(target: int | None, deals: int, tie_break: str, data: st.DataObject) -> None:
    m = Match(NAMES, target=target, deals=None if target else deals, tie_break=tie_break)
    history: list[dict[str, int]] = []
    for _ in range(200):
        if m.is_over:
            break
        players = m.next_players()
        scores = scores_for(players, data)
        was_tie_break = m.in_tie_break
        m.record_scores(scores)
        if not was_tie_break:
            history.append(scores)
            assert m.totals == {p: sum(h.get(p, 0) for h in history) for p in NAMES}
        else:
            assert len(players) >= 2 and set(players) <= set(NAMES)
    assert m.is_over
    totals = m.totals
    if target is not None:
        assert max(totals.values()) >= target
        # The match ended at the first deal where somebody reached the target, not later.
        partial = dict.fromkeys(NAMES, 0)
        for h in history[:-1]:
            for p, s in h.items():
                partial[p] += s
            assert max(partial.values()) < target
    else:
        assert len(history) == deals
    best = max(totals.values())
    tied = tuple(p for p in NAMES if totals[p] == best)
    if tie_break == "share":
        assert m.winners() == tied
        assert not any(r.tie_break for r in m.results)
    else:
        assert len(m.winners()) == 1 and m.winners()[0] in tied
        assert any(r.tie_break for r in m.results) == (len(tied) > 1)
    assert Match.from_dict(m.to_dict()).to_dict() == m.to_dict()


def test_ties_share_by_default() -> None:
    m = Match(NAMES, deals=2)
    m.record_scores({"Ann": 4, "Ben": 4, "Cara": 3}).record_scores({"Ann": 3, "Ben": 3, "Cara": 5})
    assert m.totals == {"Ann": 7, "Ben": 7, "Cara": 8} and m.winners() == ("Cara",)
    m = Match(NAMES, deals=1)
    m.record_scores({"Ann": 4, "Ben": 4, "Cara": 3})
    assert m.is_over and m.winners() == ("Ann", "Ben")


def test_an_extra_deal_between_the_tied_players_only() -> None:
    m = Match(NAMES, target=10, tie_break="extra-deal")
    m.record_scores({"Ann": 6, "Ben": 5, "Cara": 0}).record_scores({"Ann": 4, "Ben": 5, "Cara": 2})
    assert m.totals == {"Ann": 10, "Ben": 10, "Cara": 2} and not m.is_over and m.in_tie_break
    assert m.next_players() == ("Ann", "Ben")
    with pytest.raises(ValueError):
        m.record_scores({"Ann": 5, "Ben": 5, "Cara": 1})  # Cara does not play the extra deal
    m.record_scores({"Ann": 5, "Ben": 6})
    assert m.is_over and m.winners() == ("Ben",)
    assert m.totals == {"Ann": 10, "Ben": 10, "Cara": 2}  # the extra deal decides, it does not add up


def test_a_tied_extra_deal_is_played_again() -> None:
    m = Match(NAMES, deals=1, tie_break="extra-deal")
    m.record_scores({"Ann": 4, "Ben": 4, "Cara": 3})
    m.record_scores({"Ann": 5, "Ben": 5})  # scores as entered: a tie again
    assert not m.is_over and m.next_players() == ("Ann", "Ben")
    m.record_scores({"Ann": 7, "Ben": 4})
    assert m.winners() == ("Ann",)


def test_the_end_is_agreed_before_the_first_deal() -> None:
    for bad in ({}, {"target": 10, "deals": 3}, {"target": 0}, {"deals": -1}, {"target": 10, "tie_break": "coin"}):
        with pytest.raises(InvalidSetup) as info:
            Match(NAMES, **bad)  # type: ignore[arg-type]
        assert info.value.message("fr").startswith("Ce profil de règles est inutilisable")
    assert Match(NAMES, rules=Rules(match_total=15)).target == 15  # the profile's agreed total
    with pytest.raises(ValueError):
        Match(NAMES, target=10).winners()


def test_deals_pass_clockwise_and_a_whole_match_plays_out() -> None:
    m = Match(NAMES, target=10, seed=4)
    dealers = []
    bots = {p: SmartBot(i) for i, p in enumerate(NAMES)}

    def choose(game):  # type: ignore[no-untyped-def]
        return next_request(game, bots[game.current])

    while not m.is_over:
        g = m.next_game()
        dealers.append(g.dealer)
        while not g.is_over:
            g.ask(g.current, *choose(g))
        m.record(g)
    assert dealers == [NAMES[i % 3] for i in range(len(dealers))]
    assert max(m.totals.values()) >= 10 and sum(m.totals.values()) == 11 * len(dealers)
    other = play_match(Match(NAMES, deals=2, rules=PROFILES["sept-familles"], tie_break="extra-deal"), choose)
    assert other.is_over and len(other.winners()) == 1
    assert sum(r.scores[0] + r.scores[1] + (r.scores[2] if len(r.scores) > 2 else 0) for r in other.results[:2]) == 14


def test_a_deal_counts_only_when_finished_and_under_the_same_profile() -> None:
    m = Match(NAMES, deals=2)
    g = m.next_game(seed=1)
    with pytest.raises(ValueError):
        m.record(g)
    with pytest.raises(ValueError):
        m.record_scores({"Ann": 12, "Ben": 0, "Cara": 0})


def test_the_summary_speaks_both_languages() -> None:
    m = Match(NAMES, target=10, tie_break="extra-deal")
    m.record_scores({"Ann": 6, "Ben": 5, "Cara": 0}).record_scores({"Ann": 4, "Ben": 5, "Cara": 2})
    en, fr = m.summary("en"), m.summary("fr")
    assert en == [
        "A series to 10 families.",
        "After 2 deals: Ann 10, Ben 10, Cara 2.",
        "Ann and Ben are level: an extra deal between them decides, dealt by Ann.",
    ]
    assert fr[1] == "Après 2 donnes\u00a0: Ann 10, Ben 10, Cara 2." and "Ann et Ben sont à égalité" in fr[2]
    m.record_scores({"Ann": 3, "Ben": 8})
    assert m.summary("en")[-1] == "Ben wins the series." and m.summary("fr")[-1] == "Ben remporte la série."
    shared = Match(NAMES, deals=1).record_scores({"Ann": 4, "Ben": 4, "Cara": 3})
    assert shared.summary("fr")[-1] == "Ann et Ben se partagent la série."


def test_the_match_facade_answers_json_in_both_languages() -> None:
    import json

    from hf_core import web

    request = {
        "players": NAMES, "target": 10, "tie_break": "extra-deal", "lang": "fr",
        "results": [{"players": NAMES, "scores": [6, 5, 0]}, {"players": NAMES, "scores": [4, 5, 2]}],
    }
    reply = json.loads(web.match_state(json.dumps(request)))
    assert reply["ok"] and reply["totals"] == {"Ann": 10, "Ben": 10, "Cara": 2}
    assert reply["in_tie_break"] and reply["next_players"] == ["Ann", "Ben"] and not reply["is_over"]
    assert reply["summary"][0] == "Série jusqu’à 10 familles."
    bad = json.loads(web.match_state(json.dumps({**request, "results": [{"players": NAMES, "scores": [12, 0, 0]}]})))
    assert not bad["ok"] and "donne 1" in bad["error"]["message"]
    none = json.loads(web.match_state(json.dumps({"players": NAMES, "lang": "en"})))
    assert not none["ok"] and "before the first deal" in none["error"]["message"]
