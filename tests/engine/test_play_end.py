"""Play's end and the reader's hand as text (issue 39, items 5 and 8): who wins in plain words ("Ada and Cleo share
the victory", never "Ada, Cleo share..."), tied players at the same place, the reader's own result also on no family,
and the family list of a seat that never leaves one letter alone on a line."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hf_core import web
from hf_core.web import views


def seats(**scores: int) -> list[dict[str, Any]]:
    return [{"name": name, "score": score} for name, score in scores.items()]


def ranked(end: dict[str, Any]) -> list[tuple[int, str, int]]:
    return [(r["place"], r["name"], r["score"]) for r in end["ranking"]]


@pytest.mark.parametrize(
    ("lang", "winners", "expected"),
    [
        ("en", ["Ada", "Cleo"], "Ada and Cleo share the victory."),
        ("fr", ["Ada", "Cleo"], "Ada et Cleo se partagent la victoire."),
        ("en", ["Ada", "Ben", "Cleo"], "Ada, Ben and Cleo share the victory."),
        ("fr", ["Ada", "Ben", "Cleo"], "Ada, Ben et Cleo se partagent la victoire."),
        ("en", ["Ada"], "Ada wins."),
        ("fr", ["Ada"], "Ada gagne."),
    ],
)
def test_winners_are_joined_with_and(lang: str, winners: list[str], expected: str) -> None:
    table = seats(Ada=3, Ben=3 if "Ben" in winners else 2, Cleo=3 if "Cleo" in winners else 1, Sam=2)
    end = views.play_end(lang, table, winners, "Sam")
    assert end["winners"] == expected
    assert ", " + winners[-1] not in end["winners"]  # never "Ada, Cleo share"


def test_tied_players_share_their_place_and_the_next_place_is_skipped() -> None:
    end = views.play_end("en", seats(Ben=3, Ada=4, Cleo=4), ["Ada", "Cleo"], "Ben")
    assert ranked(end) == [(1, "Ada", 4), (1, "Cleo", 4), (3, "Ben", 3)]
    assert [r["text"] for r in end["ranking"]] == ["Ada: 4", "Cleo: 4", "Ben: 3"]
    assert [r["winner"] for r in end["ranking"]] == [True, True, False]
    three = views.play_end("fr", seats(Ada=3, Ben=3, Cleo=3, Sam=2), ["Ada", "Ben", "Cleo"], "Sam")
    assert [r["place"] for r in three["ranking"]] == [1, 1, 1, 4]
    assert three["you"] == "Vous terminez à la 4e place avec 2 familles."


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "You finished in 4th place with no families."),
        ("fr", "Vous terminez à la 4e place, sans famille."),
    ],
)
def test_a_reader_on_no_family_gets_a_line_of_their_own(lang: str, expected: str) -> None:
    end = views.play_end(lang, seats(Sam=0, Ada=4, Ben=4, Cleo=3), ["Ada", "Ben"], "Sam")
    assert end["you"] == expected
    shared = {"en": "Ada and Ben share the victory.", "fr": "Ada et Ben se partagent la victoire."}
    assert end["winners"] == shared[lang]
    assert ranked(end)[-1] == (4, "Sam", 0)


@pytest.mark.parametrize(
    ("lang", "winners", "line", "own"),
    [
        ("en", ["Sam"], "You win!", "You finished in 1st place with 5 families."),
        ("fr", ["Sam"], "Vous gagnez\u202f!", "Vous terminez à la 1re place avec 5 familles."),
        ("en", ["Sam", "Ada"], "You share the victory with Ada!",
         "You finished in 1st place with 5 families, tied with Ada."),
        ("fr", ["Sam", "Ada"], "Vous partagez la victoire avec Ada\u202f!",
         "Vous terminez à la 1re place avec 5 familles, à égalité avec Ada."),
    ],
)
def test_the_reader_among_the_winners(lang: str, winners: list[str], line: str, own: str) -> None:
    table = seats(Sam=5, Ada=5 if "Ada" in winners else 4, Ben=11 - 5 - (5 if "Ada" in winners else 4))
    end = views.play_end(lang, table, winners, "Sam")
    assert (end["winners"], end["you"]) == (line, own)


def test_a_tie_at_no_family_is_said_too() -> None:
    end = views.play_end("en", seats(Ada=6, Ben=5, Sam=0, Cleo=0), ["Ada"], "Sam")
    assert end["you"] == "You finished in 3rd place with no families, tied with Cleo."
    fr = views.play_end("fr", seats(Ada=6, Ben=5, Sam=0, Cleo=0), ["Ada"], "Sam")
    assert fr["you"] == "Vous terminez à la 3e place, sans famille, à égalité avec Cleo."


def play_out(lang: str) -> dict[str, Any]:
    """A whole game through the web layer, the computer playing every seat's request: the last state."""
    setup = {"players": ["Sam", "Ada", "Ben"], "seed": 7, "dealer": 0, "viewer": "Sam", "bots": ["Ada", "Ben"],
             "you": True, "lang": lang}
    reply = json.loads(web.new_deal(json.dumps(setup)))
    requests: list[list[str]] = []
    for _ in range(400):
        if reply["state"]["over"]:
            break
        reply = json.loads(web.bot_move(json.dumps({**setup, "requests": requests, "bot": "smart"})))
        assert reply["ok"], reply
        requests = reply["state"]["setup"]["requests"]
    return dict(reply)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_web_state_at_the_end_carries_the_end_and_the_last_request_line_by_line(lang: str) -> None:
    reply = play_out(lang)
    state = reply["state"]
    assert state["over"]
    end = state["end"]
    assert {r["name"] for r in end["ranking"] if r["winner"]} == set(state["winners"])
    assert sum(r["score"] for r in end["ranking"]) == 11
    assert end["you"].startswith({"en": "You finished in ", "fr": "Vous terminez à la "}[lang])
    lines = reply["result"]["lines"]
    assert len(lines) >= 3 and " ".join(lines) == reply["result"]["text"]
    assert all(len(line) < 200 for line in lines)


def test_the_readers_hand_is_one_line_of_text() -> None:
    setup = {"players": ["Sam", "Ada", "Ben"], "seed": 7, "dealer": 0, "viewer": "Sam", "bots": ["Ada", "Ben"],
             "you": True}
    for lang, start in (("en", "Your hand: "), ("fr", "Votre main\u00a0: ")):
        state = json.loads(web.new_deal(json.dumps({**setup, "lang": lang})))["state"]
        html = views.to_html(state["board"])
        hand = next(s["hand"] for s in state["seats"] if s["name"] == "Sam")
        assert f'data-hf-hand-text="">{start}{", ".join(hand)}</span>' in html
        assert html.count("data-hf-hand-text") == 1  # only the reader's own hand


def test_a_family_list_keeps_its_last_two_letters_together() -> None:
    html = views.to_html(views.seat("en", "Ada", None, 3, ["K", "I", "B", "D"], current=False))
    assert 'Families: <span class="hf-seat__list">K, I, <span class="hf-seat__tail">B, D</span></span>' in html
