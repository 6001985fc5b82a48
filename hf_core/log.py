"""Logs: a game as a JSON-ready dict, and replay that checks it.

A log holds the profile, the players (clockwise), the dealer, the seed (or the dealt hands), the requests,
and the events they caused. On replay the events are derived again; any difference is an error that says
where it is. The format and its checks live one floor down, in :mod:`hf_core.logformat` (which
:mod:`hf_core.game` uses for ``Game.to_log`` and ``Game.from_log``); this module, above the game, is the
public face that replays with :class:`~hf_core.game.Game`.

>>> from hf_core import Game
>>> g = Game.deal(["Ann", "Ben", "Cara"], seed=3)
>>> asker = g.current
>>> target, card = g.legal_asks()[0]
>>> _ = g.ask(asker, target, card)
>>> Game.from_log(g.to_log()) == g
True
>>> bad = g.to_log(); bad["requests"][0]["card"] = "Z9"
>>> Game.from_log(bad)
Traceback (most recent call last):
...
hf_core.errors.InvalidLog: Invalid log at requests[0].card: 'Z9' is not in this pack (happy-families).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hf_core.game import Game
from hf_core.logformat import (
    FORMAT,
    KEYS,
    MOST_BYTES,
    VERSION,
    NotJSON,
    game_to_log,
    read_json,
    read_log,
    redacted_log,
    replay,
    too_deep,
)
from hf_core.logformat import HIDDEN as HIDDEN  # the limits and the hidden card's mark, importable as before
from hf_core.logformat import MOST_CHARS as MOST_CHARS
from hf_core.logformat import MOST_DIGITS as MOST_DIGITS
from hf_core.logformat import MOST_NESTING as MOST_NESTING

__all__ = [
    "FORMAT",
    "KEYS",
    "MOST_BYTES",
    "VERSION",
    "NotJSON",
    "game_from_log",
    "game_to_log",
    "loads",
    "read_json",
    "read_log",
    "redacted_log",
    "too_deep",
]

def game_from_log(log: Mapping[str, Any]) -> Game:
    """Rebuild a :class:`~hf_core.game.Game` from a log, checking every request and event on the way."""
    return replay(log, Game)


def loads(text: str) -> Game:
    """Read a log from JSON text (refused at once when larger than any log, or a list: :func:`read_log`)."""
    return game_from_log(read_log(text))
