"""Pass and play (hf_core.web.passplay): at every step of whole games, an answer carries at most the hand of the one
player who asked to see it; what the table has heard (shown and folded together) is every public event, in order;
after a request the answer shows no hand and says whom to pass to; a refused request changes nothing."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hf_core import web
from hf_core.events import Dealt, TurnPassed
from hf_core.game import Game
from hf_core.narrate import narrate
from hf_core.web.api import bot_decision
from hf_core.web.passplay import MAX_LOG
from hf_core.words import say

LABEL = re.compile(r"\b([A-K][1-4])\b")
NAMES = ["Ann", "Bob", "Cy", "Di", "Eve", "Flo"]


def pass_state(data: dict[str, Any]) -> dict[str, Any]:
    return json.loads(web.pass_state(json.dumps(data)))  # type: ignore[no-any-return]


def pass_ask(data: dict[str, Any]) -> dict[str, Any]:
    return json.loads(web.pass_ask(json.dumps(data)))  # type: ignore[no-any-return]


def labels(value: Any) -> set[str]:
    return set(LABEL.findall(json.dumps(value, ensure_ascii=False)))


def heard(game: Game, lang: str) -> list[str]:
    return [narrate(e, lang, players=game.players) for e in game.events
            if not isinstance(e, Dealt) and not (isinstance(e, TurnPassed) and e.reason == "turn.first")]


def check_view(game: Game, state: dict[str, Any], show: str | None, lang: str) -> None:
    said = heard(game, lang)
    assert state["said_before"] + state["said"] == said
    assert len(state["said"]) == min(len(said), MAX_LOG)
    mine = {str(c) for c in game.hand(show)} if show else set()
    # Apart from what was said aloud (the requests, in the link too) and the cards the shown player may ask for (the
    # cards they lack of the families they hold: known from their own hand), it names no card but the shown player's.
    public = labels(said)
    rest = labels({k: v for k, v in state.items() if k not in ("legal", "ask")}) - public
    assert rest <= mine, f"shown {show}: {sorted(rest - mine)}"
    if state["legal"] is not None:
        assert show == game.current
        for group in state["legal"]:
            assert all(c[0] in {m[0] for m in mine} and c not in mine for c in group["cards"])
        # The choice, family by family: the cards held (marked so, never offered) are the whole hand, and the
        # requests are exactly the legal ones; the hand is also one line of text.
        rows = state["ask"]
        held = [c["label"] for r in rows for c in r["cards"] if c["held"]]
        asked = {c["label"] for r in rows for c in r["cards"] if not c["held"]}
        assert sorted(held) == sorted(mine) and asked == {c for g in state["legal"] for c in g["cards"]}
        assert all(say("pass.held", lang) in c["name"] for r in rows for c in r["cards"] if c["held"])
        assert state["hand"] == say("pass.your-hand", lang, cards=", ".join(sorted(mine, key=lambda c: (c[0], c[1:]))))
    else:
        assert state["ask"] is None and state["hand"] is None
    assert ('data-hf-hand' in json.dumps(state["board"])) == bool(show and mine)


@settings(max_examples=12, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), lang=st.sampled_from(["en", "fr"]))
def test_a_whole_game_shows_one_hand_at_most(seed: int, players: int, lang: str) -> None:
    names = NAMES[:players]
    table: dict[str, Any] = {"players": names, "seed": str(seed), "dealer": players - 1, "requests": [], "lang": lang}
    game = Game.deal(names, seed=seed, dealer=players - 1)
    while not game.is_over:
        for show in (None, game.current):
            reply = pass_state({**table, "show": show})
            assert reply["ok"]
            check_view(game, reply["state"], show, lang)
        asker, d = bot_decision(game, "smart")
        reply = pass_ask({**table, "show": asker, "target": d.target, "card": str(d.wanted)})
        assert reply["ok"]
        game.ask(asker, d.target, d.wanted)
        table["requests"] = reply["state"]["requests"]
        assert reply["pass_to"] == game.current
        assert reply["result"]["again"] == (game.current == asker)
        assert reply["result"]["said"] == heard(game, lang)[-len(reply["result"]["said"]):]
        check_view(game, reply["state"], None, lang)
    assert reply["state"]["over"] and reply["state"]["result"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refused_request_changes_nothing(lang: str) -> None:
    game = Game.deal(["Ann", "Bob", "Cy"], seed=3, dealer=2)
    asker = game.current
    assert asker is not None
    own = str(sorted(game.hand(asker))[0])
    other = next(p for p in game.players if p != asker)
    table = {"players": ["Ann", "Bob", "Cy"], "seed": "3", "dealer": 2, "requests": [], "lang": lang}
    reply = pass_ask({**table, "show": asker, "target": other, "card": own})
    assert not reply["ok"]
    assert reply["refusal"]["rule"] == "ask.not-own-card" and reply["refusal"]["message"]
    again = pass_state({**table, "show": None})
    assert again["state"]["requests"] == [] and again["state"]["current"] == asker
