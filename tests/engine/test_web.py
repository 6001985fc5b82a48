"""The browser facade hf_core.web on CPython: JSON strings in, JSON strings out, never an exception.

The same functions run in the page (Pyodide) and at build time (hf_core/site/widgets.py), so what
is checked here is what the reader sees.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hf_core import Game, web
from hf_core.rules import RULE_IDS, rule_title
from hf_core.scenarios import WORKED_EXAMPLE

ROOT = Path(__file__).resolve().parents[2]


def call(func: Any, request: Any) -> dict[str, Any]:
    text = request if isinstance(request, str) else json.dumps(request)
    reply = func(text)
    assert isinstance(reply, str)
    answer: dict[str, Any] = json.loads(reply)
    return answer


def error_message(answer: dict[str, Any]) -> str:
    assert answer["ok"] is False, answer
    message: str = answer["error"]["message"]
    return message


# ------------------------------------------------------------------------ the worked example


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_worked_example_has_the_guides_seven_steps(lang: str) -> None:
    answer = call(web.worked_example_steps, {"lang": lang})
    steps = answer["steps"]
    assert [s["kind"] for s in steps] == ["position", "asked", "given", "exposed", "asked", "denied", "turn"]
    assert answer["players"] == ["Alice", "Ben", "Cara"] and answer["dealer"] == "Cara"
    # The position: Alice begins; she holds A1 A2 A4, Ben holds A3, all highlighted.
    assert steps[0]["current"] == "Alice"
    assert {"A1", "A2", "A4"} <= set(steps[0]["hands"]["Alice"]) and "A3" in steps[0]["hands"]["Ben"]
    assert set(steps[0]["highlight"]) == {"A1", "A2", "A3", "A4"}
    # Ben hands A3 over; then Alice exposes family A and scores 1, keeping the turn.
    assert "A3" in steps[2]["hands"]["Alice"] and "A3" not in steps[2]["hands"]["Ben"]
    assert steps[3]["families"]["Alice"] == ["A"] and steps[3]["scores"]["Alice"] == 1
    assert not any(c.startswith("A") for c in steps[3]["hands"]["Alice"])
    assert steps[3]["current"] == "Alice"
    # Alice asks Cara for B2; Cara says no; Alice keeps B1; then it is Cara's turn, not Ben's.
    assert steps[4]["highlight"] == ["B1", "B2"]
    assert steps[5]["current"] == "Alice" and "B1" in steps[5]["hands"]["Alice"]
    assert steps[6]["current"] == "Cara"
    assert steps[6]["rule"]["id"] == "ask.failure-passes-to-asked"
    assert steps[6]["rule"]["url"] == ("fr/" if lang == "fr" else "") + "asking/#ask-failure-passes-to-asked"
    assert [s["index"] for s in steps] == list(range(7))
    assert all(s["text"] for s in steps)


def test_worked_example_narration_speaks_each_language() -> None:
    en = call(web.worked_example_steps, {"lang": "en"})["steps"]
    fr = call(web.worked_example_steps, {"lang": "fr"})["steps"]
    assert "Alice asks Ben for A3" in en[1]["text"]
    assert "Alice demande A3 à Ben" in fr[1]["text"]
    assert "not Ben" in en[6]["text"]
    assert "et non Ben, à la gauche d’Alice" in fr[6]["text"]  # elided: d’Alice, never "de Alice"
    assert all("de Alice" not in s["text"] for s in fr)
    assert fr[6]["rule"]["title"] == rule_title("ask.failure-passes-to-asked", "fr")


def test_worked_example_steps_agree_with_the_engine() -> None:
    """After the last step, hands and families are exactly the engine's."""
    last = call(web.worked_example_steps, {})["steps"][-1]
    game = Game.from_hands(WORKED_EXAMPLE, dealer="Cara")
    game.ask("Alice", "Ben", "A3")
    game.ask("Alice", "Cara", "B2")
    for name in game.players:
        assert last["hands"][name] == sorted(str(c) for c in game.hand(name))
        assert last["families"][name] == list(game.families(name))
    assert last["current"] == game.current


# -------------------------------------------------------------------------------- deals, state


def test_new_deal_matches_the_engine() -> None:
    answer = call(web.new_deal, {"players": ["Ann", "Ben", "Cara", "Dan"], "seed": 7, "dealer": 0})
    state = answer["state"]
    game = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=7, dealer=0)
    assert state["current"] == game.current == "Ben"
    assert state["first"] == "Ben" and state["dealer"] == "Ann"
    for s in state["seats"]:
        assert s["hand"] == sorted(str(c) for c in game.hand(s["name"]))
        assert s["count"] == game.hand_count(s["name"])
        assert s["families"] == list(game.families(s["name"]))
    assert {s["name"]: s["dealt_families"] for s in state["seats"] if s["dealt_families"]} == {
        "Cara": ["J"],
        "Dan": ["K"],
    }
    # Legal requests, grouped by target, are exactly the engine's.
    flat = {(g["target"], c) for g in state["legal"] for c in g["cards"]}
    assert flat == {(t, str(c)) for t, c in game.legal_asks()}
    assert state["setup"]["seed"] == "7"  # a string: seeds go beyond what JavaScript numbers hold


def test_one_players_view_hides_the_others() -> None:
    state = call(web.state, {"players": ["Ann", "Ben", "Cara"], "seed": 3, "viewer": "Cara"})["state"]
    hands = {s["name"]: s["hand"] for s in state["seats"]}
    assert hands["Ann"] is None and hands["Ben"] is None and hands["Cara"]
    assert all(s["count"] > 0 for s in state["seats"])
    # Cara does not see the current player's possible requests (they would reveal that hand).
    assert state["current"] != "Cara" and state["legal"] is None
    assert state["knowledge"]["viewer"]["name"] == "Cara"


def test_state_replays_requests_and_reports_what_the_table_knows() -> None:
    request = {"deal": "worked-example", "requests": [["Alice", "Ben", "A3"], ["Alice", "Cara", "B2"]]}
    state = call(web.state, request)["state"]
    assert state["current"] == "Cara"
    facts = " ".join(state["knowledge"]["facts"])
    assert "Ben must hold B2" in facts
    assert [item["type"] for item in state["log"]][-3:] == ["asked", "denied", "turn"]
    fr = call(web.state, {**request, "lang": "fr"})["state"]
    assert "Ben a forcément B2" in " ".join(fr["knowledge"]["facts"])


# ---------------------------------------------------------------------------------- requests


def test_ask_returns_the_new_state_and_what_happened() -> None:
    answer = call(web.ask, {"deal": "worked-example", "asker": "Alice", "target": "Ben", "card": "a3"})
    assert answer["ok"] is True
    assert answer["result"] == {
        "asker": "Alice",
        "target": "Ben",
        "card": "A3",
        "success": True,
        "completed": "A",
        "text": answer["result"]["text"],
        "lines": ["Alice asks Ben for A3.", "Ben hands A3 to Alice.", "Alice completes family A and lays it face up."],
        "headline": "Alice asks Ben for A3: yes, and family A is complete.",
    }
    assert " ".join(answer["result"]["lines"]) == answer["result"]["text"]
    assert "Ben hands A3 to Alice" in answer["result"]["text"]
    no = call(web.ask, {"deal": "worked-example", "requests": [["Alice", "Ben", "A3"]], "target": "Cara", "card": "B2",
                        "lang": "fr"})
    assert no["result"]["headline"] == "Alice demande B2 à Cara\u00a0: non, c’est donc à Cara de jouer."
    assert answer["state"]["setup"]["requests"] == [["Alice", "Ben", "A3"]]
    assert "r=1A3" in answer["state"]["share"]


@pytest.mark.parametrize(
    ("asker", "target", "card", "rule"),
    [
        ("Ben", "Alice", "A1", "turn.only-current"),
        ("Alice", "Alice", "B2", "ask.opponent-with-cards"),
        ("Alice", "Ben", "A1", "ask.not-own-card"),
        ("Alice", "Ben", "B", "ask.exact-member"),
    ],
)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_refusals_name_the_rule_in_the_page_language(asker: str, target: str, card: str, rule: str, lang: str) -> None:
    answer = call(web.ask, {"deal": "worked-example", "asker": asker, "target": target, "card": card, "lang": lang})
    refusal = answer["refusal"]
    assert answer["ok"] is False and refusal["rule"] == rule
    assert refusal["title"] == rule_title(rule, lang)
    anchor = rule.replace(".", "-")
    assert refusal["url"] == ("fr/" if lang == "fr" else "") + f"{_page(rule)}/#{anchor}"
    assert refusal["message"]


def _page(rule: str) -> str:
    from hf_core.rules import RULES_DOC

    return RULES_DOC[rule]


def test_family_not_in_hand_is_refused() -> None:
    # Cara (after the example) holds no card of family A: A is exposed.
    request = {"deal": "worked-example", "requests": [["Alice", "Ben", "A3"], ["Alice", "Cara", "B2"]]}
    answer = call(web.ask, {**request, "target": "Ben", "card": "A1"})
    assert answer["refusal"]["rule"] == "ask.family-in-hand"


@pytest.mark.parametrize(
    ("request_", "en", "fr"),
    [
        ("not json", "could not be read", "illisible"),
        ("[1, 2]", "must be a JSON object", "doit être un objet JSON"),
        ({"players": ["Ann"], "seed": 1}, "2 to 6 players", "de 2 à 6 joueurs"),
        ({"players": ["Ann", "Ann"], "seed": 1}, "distinct", "distinct"),
        ({"players": ["Ann", "<b>Ben</b>"]}, "angle brackets", "chevron"),
        ({"players": ["Ann", "B" * 50]}, "at most 20", "au plus 20"),
        ({"seed": 2**64}, "18446744073709551615", "18446744073709551615"),
        ({"seed": "9" * 400}, "deal number", "numéro de donne"),
        ({"seed": -1}, "deal number", "numéro de donne"),
        ({"seed": True}, "deal number", "numéro de donne"),
        ({"dealer": "Zoe"}, "dealer", "donneur"),
        ({"dealer": 9}, "dealer", "donneur"),
        ({"deal": "<script>"}, "no named deal", "pas de donne"),
        ({"viewer": "Zoe"}, "not at this table", "ne joue pas"),
        ({"requests": "A3"}, "list of", "liste de"),
        ({"requests": [["Alice", "Ben"]]}, "Request 1", "demande 1"),
        ({"requests": [["Alice", "Ben", "A1"]] * 3000}, "Too many", "Trop de"),
        ({"requests": [["Ben", "Alice", "A1"]]}, "cannot be replayed", "ne peut pas être rejouée"),
    ],
)
def test_bad_input_is_a_json_error_in_the_page_language(request_: Any, en: str, fr: str) -> None:
    for func in (web.state, web.new_deal, web.ask, web.bot_move, web.make_share):
        if isinstance(request_, str):
            assert en in error_message(call(func, request_))
            continue
        if func is web.new_deal and "requests" in request_:
            continue  # a new deal ignores requests
        assert en in error_message(call(func, {**request_, "lang": "en"})), func
        assert fr in error_message(call(func, {**request_, "lang": "fr"})), func


def test_unknown_names_and_cards_are_errors_not_exceptions() -> None:
    answer = call(web.ask, {"deal": "worked-example", "target": "Zoe", "card": "A3"})
    assert "not at this table" in error_message(answer)
    answer = call(web.ask, {"deal": "worked-example", "target": "Ben", "card": "<img>", "lang": "fr"})
    assert "n’est pas une carte" in error_message(answer)
    assert call(web.ask, {"deal": "worked-example", "target": 5, "card": "A3"})["ok"] is False
    assert call(web.bot_move, {"bot": "genius"})["error"]["code"] == "bot"


def test_a_very_long_request_is_refused_before_parsing() -> None:
    answer = call(web.state, '{"players": ["' + "x" * 300_000 + '"]}')
    assert "too long" in error_message(answer)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_no_input_text_makes_a_facade_function_raise(text: str) -> None:
    for func in (web.state, web.ask, web.parse_share, web.new_deal, web.bot_move):
        answer = json.loads(func(text))
        assert answer["ok"] in (True, False)


@settings(max_examples=100, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["players", "seed", "dealer", "requests", "viewer", "deal", "bots", "target", "card", "asker"]),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=12),
            lambda inner: st.lists(inner, max_size=5),
            max_leaves=10,
        ),
    )
)
def test_no_json_object_makes_a_facade_function_raise(data: dict[str, Any]) -> None:
    for func in (web.state, web.ask, web.new_deal, web.make_share):
        answer = call(func, data)
        assert answer["ok"] in (True, False)
        if not answer["ok"] and "error" in answer:
            assert answer["error"]["code"] != "internal", answer


# ------------------------------------------------------------------------------ computer players


@pytest.mark.parametrize("bot", ["smart", "random"])
def test_bots_play_a_whole_game_that_replays_from_the_link(bot: str) -> None:
    setup: dict[str, Any] = {"players": ["Ann", "Ben", "Cara"], "seed": 11, "dealer": 2, "requests": []}
    state: dict[str, Any] = {}
    for _ in range(web.MAX_REQUESTS):
        answer = call(web.bot_move, {**setup, "bot": bot})
        assert answer["ok"], answer
        state = answer["state"]
        setup["requests"] = state["setup"]["requests"]
        if state["over"]:
            break
    assert state["over"] and sum(s["score"] for s in state["seats"]) == 11
    assert state["winners"]
    shared = call(web.parse_share, {"query": "?" + state["share"]})
    assert shared["ok"] and shared["state"]["seats"] == state["seats"]
    assert "error" in call(web.bot_move, {**setup, "bot": bot})  # nothing left to ask


def test_bot_moves_are_deterministic() -> None:
    request = {"players": ["Ann", "Ben", "Cara", "Dan"], "seed": 5, "bot": "random"}
    assert call(web.bot_move, request)["result"] == call(web.bot_move, request)["result"]


# --------------------------------------------------------------------------------- share links


def test_share_round_trip_keeps_deal_position_view_and_computer_seats() -> None:
    setup: dict[str, Any] = {"players": ["Zoé", "Ben", "Cara", "Dan"], "seed": "18446744073709551615", "dealer": "Dan"}
    state = call(web.new_deal, setup)["state"]
    requests: list[list[str]] = []
    for _ in range(5):
        group = state["legal"][0]
        answer = call(web.ask, {**setup, "requests": requests, "target": group["target"], "card": group["cards"][0]})
        state = answer["state"]
        requests = state["setup"]["requests"]
    made = call(web.make_share, {**setup, "requests": requests, "viewer": "Ben", "bots": ["Cara"]})["query"]
    params = parse_qs(made)
    assert params["seed"] == ["18446744073709551615"] and params["dealer"] == ["3"]
    assert params["view"] == ["1"] and params["bots"] == ["2"]
    back = call(web.parse_share, {"query": "?" + made})
    assert back["ok"], back
    assert back["setup"]["requests"] == requests
    assert back["setup"]["viewer"] == "Ben" and back["setup"]["bots"] == ["Cara"]
    assert back["state"]["current"] == state["current"]
    assert [s["count"] for s in back["state"]["seats"]] == [s["count"] for s in state["seats"]]
    assert back["state"]["share"] == made


def test_share_of_the_worked_example() -> None:
    state = call(web.state, {"deal": "worked-example", "requests": [["Alice", "Ben", "A3"]]})["state"]
    assert state["share"] == "v=1&deal=worked-example&dealer=2&r=1A3"
    back = call(web.parse_share, {"query": state["share"]})
    assert back["state"]["seats"] == state["seats"]


HOSTILE = {
    "?players=<img src=x onerror=alert(1)>,Ben&seed=1": ("angle brackets", "chevron"),
    "?players=Ann,Ben&seed=99999999999999999999999999": ("deal number", "numéro de donne"),
    "?players=Ann,Ben&seed=1e9": ("deal number", "numéro de donne"),
    "?seed=3&r=" + "-".join(["1A1"] * 1200): ("too long", "trop long"),
    "?players=Ann,Ann&seed=3": ("distinct", "distinct"),
    "?v=9&seed=1": ("another version", "autre version"),
    "?seed=1&r=9Z9": ("not a seat number", "numéro de place"),
    "?seed=1&r=5A1": ("seat 5", "place 5"),
    "?seed=1&r=1A1": ("cannot be replayed", "ne peut pas être rejouée"),
    "?seed=1&evil=%3Cscript%3E": ("does not know", "inconnu"),
    "?seed=1&seed=2": ("more than once", "plusieurs fois"),
    "?seed=1&view=7": ("not at this table", "ne joue pas"),
    "?seed=1&bots=x": ("not seat numbers", "numéros de place"),
    "?" + "a=1&" * 50: ("too many parameters", "trop de paramètres"),
}


@pytest.mark.parametrize("query", list(HOSTILE))
def test_hostile_links_give_a_message_and_a_fresh_deal(query: str) -> None:
    en, fr = HOSTILE[query]
    for lang, expected in (("en", en), ("fr", fr)):
        answer = call(web.parse_share, {"query": query, "lang": lang})
        assert answer["ok"] is False
        message = answer["error"]["message"]
        assert expected in message, message
        assert ("fresh deal" if lang == "en" else "nouvelle donne") in message
        assert answer["state"]["players"] == ["Alice", "Ben", "Cara"]  # a fresh default deal
        assert answer["state"]["setup"]["requests"] == []


def test_a_link_with_nothing_gives_the_default_deal() -> None:
    answer = call(web.parse_share, {"query": ""})
    assert answer["ok"] and answer["setup"]["players"] == ["Alice", "Ben", "Cara"]


# -------------------------------------------------------------------------------- ping, names


def test_ping_still_answers() -> None:
    answer = call(web.ping, {"echo": "hi"})
    assert answer["ok"] and answer["echo"] == "hi" and answer["python"]


def test_every_public_function_is_a_json_string_function() -> None:
    for name in web.__all__:
        func = getattr(web, name)
        assert isinstance(func("{}"), str), name
        assert json.loads(func("{")) ["ok"] is False, name


def test_rule_ids_in_refusals_are_known() -> None:
    assert {"turn.only-current", "ask.not-own-card"} <= set(RULE_IDS)


# ------------------------------------------------------------------ the worker keeps the game


@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 5),
    moves=st.integers(1, 40),
    viewer=st.booleans(),
    lang=st.sampled_from(["en", "fr"]),
)
def test_a_kept_game_answers_as_a_rebuilt_one(seed: int, players: int, moves: int, viewer: bool, lang: str) -> None:
    """Every move answered from the kept table is the answer a fresh rebuild from the same state gives; the page
    that keeps its log gets only the new entries, and they are the rebuilt log's tail."""
    from hf_core.web import session

    names = ["Ann", "Ben", "Cara", "Dan", "Eve"][:players]
    setup: dict[str, Any] = {"players": names, "seed": seed, "bots": names, "requests": [], "lang": lang}
    if viewer:
        setup["viewer"] = names[0]
    log: list[dict[str, str]] = []
    token = None
    for _ in range(moves):
        kept = call(web.bot_move, {**setup, "bot": "random", "log_from": len(log), "session": token})
        kept_tables = dict(session._tables)
        session._tables.clear()
        rebuilt = call(web.bot_move, {**setup, "bot": "random"})
        session._tables.clear()
        session._tables.update(kept_tables)  # the next move is played on the kept table
        state = kept["state"]
        assert kept["result"] == rebuilt["result"]
        assert {k: v for k, v in state.items() if k not in ("log", "log_start")} == {
            k: v for k, v in rebuilt["state"].items() if k not in ("log", "log_start")
        }
        log = log[: state["log_start"]] + state["log"]
        assert log == rebuilt["state"]["log"]
        setup["requests"] = state["setup"]["requests"]
        token = state["session"]
        if state["over"]:
            break


# ------------------------------------------------------------------------ hostile input (issue 14)

HOSTILE_REQUESTS = [
    ("ping", '{"echo": NaN, "lang": "fr"}', "bad-number"),
    ("ping", '{"echo": 1e999}', "bad-number"),
    ("state", '{"seed": ' + "9" * 5000 + "}", "bad-number"),
    ("new_deal", '{"players": ["A\\u202eB", "Cy"]}', "name-invisible"),
    ("new_deal", '{"players": ["A\\u200bB", "Cy"], "lang": "fr"}', "name-invisible"),
    ("new_deal", '{"players": ["A\\ud800", "Cy"]}', "name-invisible"),
    ("new_deal", '{"players": ["Ann", "Cy"], "dealer": "²"}', "dealer"),
    ("new_deal", '{"players": ["Ann", "Cy"], "seed": "²"}', "seed"),
    ("parse_share", '{"query": "?players=Ann,Cy&seed=1&view=²"}', "share"),
    ("parse_share", '{"query": "?players=Ann,Cy&seed=1&bots=²"}', "share"),
    ("parse_share", '{"query": "?players=Ann,Cy&seed=1&dealer=²"}', "share"),
]


@pytest.mark.parametrize(("func", "request_text", "code"), HOSTILE_REQUESTS)
def test_hostile_input_gets_a_documented_refusal_in_strict_json(func: str, request_text: str, code: str) -> None:
    reply = getattr(web, func)(request_text)

    def refuse(name: str) -> None:
        raise AssertionError(f"{name} in a reply: the browser's JSON.parse refuses it")

    answer = json.loads(reply, parse_constant=refuse)
    assert answer["ok"] is False
    assert answer["error"]["code"] == code
    assert len(answer["error"]["message"]) < 300
    if '"lang": "fr"' in request_text:
        assert "Joueur" in answer["error"]["message"] or "nombre" in answer["error"]["message"]
