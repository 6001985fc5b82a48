"""Pass and play hides the other hands from the engine too (issue 36, item 5): at every step of whole games,
``pass_state`` shows the hand of the player whose turn it is and of nobody else; asking for another player's hand
(or any hand once the game is over) is refused in the reader's language, and the refusal carries no card."""

from __future__ import annotations

import json
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from hf_core import web
from hf_core.game import Game
from hf_core.web.api import bot_decision
from hf_core.words import say

NAMES = ["Ann", "Bob", "Cy", "Di", "Eve", "Flo"]
LABEL = re.compile(r"\b[A-K][1-4]\b")


def pass_state(data: dict[str, Any]) -> dict[str, Any]:
    return json.loads(web.pass_state(json.dumps(data)))  # type: ignore[no-any-return]


def pass_ask(data: dict[str, Any]) -> dict[str, Any]:
    return json.loads(web.pass_ask(json.dumps(data)))  # type: ignore[no-any-return]


def refused(reply: dict[str, Any], code: str, lang: str, **values: object) -> None:
    assert reply["ok"] is False and "state" not in reply, reply
    assert reply["error"]["code"] == code
    assert reply["error"]["message"] == say(f"web.{code}", lang, **values)
    assert not LABEL.search(json.dumps(reply)), reply  # no card of anyone's hand


@settings(max_examples=10, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), lang=st.sampled_from(["en", "fr"]))
def test_only_the_player_to_move_sees_a_hand(seed: int, players: int, lang: str) -> None:
    names = NAMES[:players]
    table: dict[str, Any] = {"players": names, "seed": str(seed), "dealer": players - 1, "requests": [], "lang": lang}
    game = Game.deal(names, seed=seed, dealer=players - 1)
    steps = 0
    while not game.is_over:
        current = game.current
        assert current is not None
        mine = pass_state({**table, "show": current})
        assert mine["ok"] and mine["state"]["show"] == current
        hand = json.dumps(mine["state"]["board"])
        assert all(str(c) in hand for c in game.hand(current))
        for other in names:
            if other != current:
                refused(pass_state({**table, "show": other}), "pass-not-turn", lang, name=other)
        # The same through a link (the old address-bar form): still only the player to move.
        via_link = pass_state({"query": "?" + mine["state"]["share"], "show": names[(names.index(current) + 1)
                                                                                   % players], "lang": lang})
        assert via_link["ok"] is False
        asker, d = bot_decision(game, "smart")
        reply = pass_ask({**table, "show": asker, "target": d.target, "card": str(d.wanted)})
        assert reply["ok"] and reply["state"]["show"] is None
        game.ask(asker, d.target, d.wanted)
        table["requests"] = reply["state"]["requests"]
        steps += 1
    for name in names:
        refused(pass_state({**table, "show": name}), "pass-over", lang)
    assert pass_state({**table, "show": None})["state"]["over"] is True
    assert steps > 0


def test_asking_out_of_turn_is_refused_and_shows_nothing() -> None:
    table: dict[str, Any] = {"players": ["Ann", "Bob", "Cy"], "seed": "3", "dealer": 2, "requests": [], "lang": "fr"}
    current = pass_state({**table, "show": None})["state"]["current"]
    other = next(p for p in table["players"] if p != current)
    reply = pass_ask({**table, "show": other, "target": current, "card": "A1"})
    assert reply["ok"] is False and "state" not in reply
