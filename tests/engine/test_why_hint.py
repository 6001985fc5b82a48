"""The computer players' reasons and the reader's hint through the browser layer (hf_core.web).

bot_move answers the computer player's request with its reason, as data and as a sentence in the reader's
language, and the request is the one the computer player made before reasons were shown (shared links replay
the same games). hint answers the best request now with its reason, counts the hints used in the position and
its share link, and the count comes back from the link.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hf_core import Game, web
from hf_core.bots import REASON_KINDS, RandomBot, Reason, SmartBot, hint, next_request, reason_sentence
from hf_core.cards import HAPPY_FAMILIES
from hf_core.web.api import bot_request
from hf_core.web.setups import read_setup, replay
from hf_core.words import typography_faults

PLAYERS = ["Ann", "Ben", "Cara", "Dan"]


def call(func: Any, request: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(func(json.dumps(request)))
    return answer


@settings(max_examples=8)
@given(seed=st.integers(0, 10**9), kinds=st.lists(st.sampled_from(["smart", "random"]), min_size=12, max_size=12))
def test_bot_moves_say_why_and_make_the_same_request(seed: int, kinds: list[str]) -> None:
    setup = {"players": PLAYERS, "seed": seed}
    requests: list[list[str]] = []
    for n, kind in enumerate(kinds):
        lang = "fr" if n % 2 else "en"
        game = replay(read_setup({**setup, "requests": requests}))
        if game.is_over:
            break
        # the request as the computer player chose it before it said why (choose, not decide)
        seed = f"{game.seed}|{len(game.requests)}|{game.players.index(game.current or '')}"
        bot = SmartBot(seed) if kind == "smart" else RandomBot(seed)
        target, card = next_request(game, bot)
        expected = (game.current, target, str(card))
        assert bot_request(game, kind) == expected
        answer = call(web.bot_move, {**setup, "requests": requests, "bot": kind, "lang": lang})
        assert answer["ok"], answer
        result = answer["result"]
        assert (result["asker"], result["target"], result["card"]) == expected
        reason = result["reason"]
        assert reason["kind"] in REASON_KINDS
        assert reason["kind"] == "random" if kind == "random" else reason["kind"] != "random"
        assert reason["kind"] == "random" or reason["target"] == result["target"]
        values = {k: v for k, v in reason.items() if k != "kind"}
        assert result["why"] == reason_sentence(Reason(reason["kind"], values), lang, HAPPY_FAMILIES)
        if lang == "fr":
            assert not typography_faults(result["why"])
        requests = answer["state"]["setup"]["requests"]


def test_a_hint_is_the_best_request_with_its_reason_and_is_counted() -> None:
    setup: dict[str, Any] = {"players": PLAYERS, "seed": 12, "dealer": 1}
    answer = call(web.hint, {**setup, "requests": [], "lang": "fr"})
    assert answer["ok"], answer
    game = Game.deal(PLAYERS, seed=12, dealer=1)
    d = hint(game)
    h = answer["hint"]
    assert (h["asker"], h["target"], h["card"]) == (game.current, d.target, str(d.wanted))
    assert game.can_ask(h["asker"], h["target"], h["card"])
    assert h["reason"] == d.reason.to_dict()
    assert h["why"] == reason_sentence(d.reason, "fr", game.rules.pack) and not typography_faults(h["why"])
    state = answer["state"]
    assert state["setup"]["hints"] == 1 and "h=1" in state["share"].split("&")
    # taking the hint: the request is accepted, the count is kept and comes back from the shared link
    asked = call(web.ask, {**setup, "requests": [], "hints": 1, "target": h["target"], "card": h["card"]})
    assert asked["ok"] and asked["state"]["setup"]["hints"] == 1
    again = call(web.hint, {**setup, "requests": asked["state"]["setup"]["requests"], "hints": 1})
    assert again["state"]["setup"]["hints"] == 2
    shared = call(web.parse_share, {"query": "?" + again["state"]["share"]})
    assert shared["ok"] and shared["setup"]["hints"] == 2
    assert shared["setup"]["requests"] == asked["state"]["setup"]["requests"]


def test_no_hint_counted_means_none_in_the_link() -> None:
    state = call(web.new_deal, {"players": PLAYERS, "seed": 3})["state"]
    assert state["setup"]["hints"] == 0 and "h=" not in state["share"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_hint_once_the_game_is_over(lang: str) -> None:
    setup: dict[str, Any] = {"players": ["Ann", "Ben"], "seed": 4}
    requests: list[list[str]] = []
    while True:
        answer = call(web.bot_move, {**setup, "requests": requests})
        requests = answer["state"]["setup"]["requests"]
        if answer["state"]["over"]:
            break
    refused = call(web.hint, {**setup, "requests": requests, "lang": lang})
    assert refused["ok"] is False and refused["error"]["code"] == "hint-over"
    assert ("over" if lang == "en" else "finie") in refused["error"]["message"]


@pytest.mark.parametrize("bad", [-1, 2001, "3", True, 1.5])
def test_a_bad_count_of_hints_is_refused_in_both_languages(bad: object) -> None:
    for lang, words in (("en", "hints used"), ("fr", "indices utilisés")):
        answer = call(web.hint, {"players": PLAYERS, "seed": 1, "hints": bad, "lang": lang})
        assert answer["ok"] is False and answer["error"]["field"] == "hints"
        assert words in answer["error"]["message"]


@pytest.mark.parametrize("query", ["?players=Ann,Ben&seed=1&h=x", "?players=Ann,Ben&seed=1&h=99999", "?h=-1"])
def test_a_bad_count_in_a_link_is_refused(query: str) -> None:
    answer = call(web.parse_share, {"query": query})
    assert answer["ok"] is False and answer["error"]["code"] == "share"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_replayed_computer_request_says_why_only_if_the_computer_player_would_make_it(lang: str) -> None:
    """The play page replays a shared link's requests with ``ask``; with ``why`` (the computer's kind), each
    computer request the computer player would make there says the same reason ``bot_move`` said first, and a
    request the computer player would not make (or the reader's) says none."""
    setup = {"players": PLAYERS, "seed": 11, "viewer": "Ann", "bots": PLAYERS[1:], "you": True, "lang": lang}
    requests: list[list[str]] = []
    said = 0
    for _ in range(12):
        state = replay(read_setup({**setup, "requests": requests}))
        if state.is_over:
            break
        if state.current == "Ann":
            move = call(web.ask, {**setup, "requests": requests, "why": "smart", "target": state.legal_asks()[0][0],
                                  "card": str(state.legal_asks()[0][1])})
            assert move["ok"] and "why" not in move["result"]
        else:
            first = call(web.bot_move, {**setup, "requests": requests, "bot": "smart"})
            again = call(web.ask, {**setup, "requests": requests, "why": "smart",
                                   "target": first["result"]["target"], "card": first["result"]["card"]})
            assert again["result"]["why"] == first["result"]["why"] and again["result"]["reason"] == first[
                "result"]["reason"]
            plain = call(web.ask, {**setup, "requests": requests, "target": first["result"]["target"],
                                   "card": first["result"]["card"]})
            assert "why" not in plain["result"]
            other = [(t, str(c)) for t, c in state.legal_asks()
                     if (t, str(c)) != (first["result"]["target"], first["result"]["card"])]
            if other:
                elsewhere = call(web.ask, {**setup, "requests": requests, "why": "smart", "target": other[0][0],
                                           "card": other[0][1]})
                assert elsewhere["ok"] and "why" not in elsewhere["result"]
            said += 1
            move = first
        requests = move["state"]["setup"]["requests"]
    assert said >= 3


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), kind=st.sampled_from(["smart", "random"]), players=st.integers(3, 6))
def test_the_same_deal_is_played_the_same_way_whatever_the_players_are_called(seed: int, kind: str,
                                                                              players: int) -> None:
    """The play page names the seats in its language (Sam... / Camille...): the computer players' requests and
    the hint, by seat, are the same in both, so a class deal code gives the same game in English and French and
    the language switch replays the computer's requests with the same reasons."""
    names = {"en": ["Sam", "Ada", "Bram", "Cleo", "Dev", "Esme"][:players],
             "fr": ["Camille", "Aline", "Basile", "Capucine", "Dorian", "Élise"][:players]}
    played: dict[str, list[tuple[int, str, str, str]]] = {}
    for lang, seats in names.items():
        setup = {"players": seats, "seed": seed, "viewer": seats[0], "bots": seats[1:], "you": True, "lang": lang}
        requests: list[list[str]] = []
        moves = []
        for _ in range(25):
            if replay(read_setup({**setup, "requests": requests})).current == seats[0]:
                h = call(web.hint, {**setup, "requests": requests})["hint"]
                moves.append((seats.index(h["target"]), h["card"], "hint", h["reason"]["kind"]))
            answer = call(web.bot_move, {**setup, "requests": requests, "bot": kind})
            if not answer["ok"]:
                break
            result = answer["result"]
            moves.append((seats.index(result["target"]), result["card"], kind, result["reason"]["kind"]))
            requests = answer["state"]["setup"]["requests"]
        played[lang] = moves
    assert played["en"] == played["fr"]
