"""How long a game takes, measured by the engine when the site is built: requests per game by number of players.

The site's quick facts and its table of game lengths (the ``game-length`` diagram, :mod:`hf_core.site.diagrams`),
and ``benchmarks/game_length.py``, read the same numbers. Each table size plays
:data:`GAMES` deals (seeds 0, 1, 2...; the dealer in the last seat), once with careful computer players (they
remember everything said, :class:`hf_core.bots.SmartBot`) and once with players who ask at random
(:class:`hf_core.bots.RandomBot`): a table of people lies between the two. Minutes are requests times
:data:`SECONDS_PER_REQUEST`, an assumption (a request said aloud, the answer, the card handed over and sorted
in), not a measurement: the page says so.

>>> lengths(2, "smart", games=5)
(18.0, 18, 18)
>>> minutes(47)
8
"""

from __future__ import annotations

from functools import cache
from typing import Final

from hf_core import bots
from hf_core.game import Game

__all__ = ["GAMES", "KINDS", "SECONDS_PER_REQUEST", "lengths", "minutes", "requests_per_game"]

GAMES: Final = 50
"""Deals played per table size and kind of player."""
SECONDS_PER_REQUEST: Final = 10
"""The time one request takes at a table, in seconds (an assumption, stated on the page)."""
KINDS: Final = bots.BOT_KINDS  # the site's table uses "smart" and "random"; the benchmark adds "strong"


@cache
def requests_per_game(players: int, kind: str, games: int = GAMES) -> tuple[int, ...]:
    """The number of requests in each of ``games`` deals of ``players`` players of ``kind`` (seeds 0, 1, ...)."""
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    counts = []
    names = [f"P{i + 1}" for i in range(players)]
    for seed in range(games):
        game = Game.deal(names, seed=seed, dealer=players - 1)
        bots.play_out(game, {name: bots.make_bot(kind, f"{seed}:{name}") for name in names})
        counts.append(len(game.requests))
    return tuple(counts)


def lengths(players: int, kind: str, games: int = GAMES) -> tuple[float, int, int]:
    """Median, first and third quartile of :func:`requests_per_game` (quartiles rounded to whole requests)."""
    counts = sorted(requests_per_game(players, kind, games))
    return _quantile(counts, 0.5), round(_quantile(counts, 0.25)), round(_quantile(counts, 0.75))


def _quantile(ordered: list[int], q: float) -> float:
    """The ``q`` quantile of ``ordered``, interpolated between the two nearest values (as ``method="inclusive"``).

    >>> _quantile([1, 2, 3, 4], 0.5), _quantile([1, 2, 3, 4], 0.25)
    (2.5, 1.75)
    """
    at = (len(ordered) - 1) * q
    low = int(at)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (at - low)


def minutes(requests: float) -> int:
    """Whole minutes for ``requests`` requests at :data:`SECONDS_PER_REQUEST` each (at least 1)."""
    return max(1, round(requests * SECONDS_PER_REQUEST / 60))
