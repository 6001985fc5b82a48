"""One explorer request at move 1, 50 and 200 of an all-computer game: what the page waits for per move.

``python benchmarks/requests.py [--json]`` prints a table; ``node benchmarks/in_pyodide.mjs requests.py`` prints
the same measured inside Pyodide. The request is the one the explorer sends when a computer player moves: the whole
state as JSON (players, seed, every request so far, which seats the computer plays, how many log entries the page
already has, the session token of the last answer), ``hf_core.web.bot_move``, and the JSON answer.

Two ways are timed at each point:

- ``kept``: the worker kept the game from the previous move (the ordinary case in the page): the median of the
  nine requests that start at that move;
- ``rebuilt``: the page's state is new to the worker (after a reload, a shared link or an undo): the game is
  replayed from the state sent, what the table knows folded again and the log narrated again (this was the cost
  of every request before the worker kept the game). Median of five.

The least and the median of each set: on a machine whose cores are shared, single requests vary by several
times, and the least is the cost without interference.

The game: six players, every seat played by the random computer player (it thinks least, so the figures are the
web layer's), seed 1, which lasts 255 requests.
"""

from __future__ import annotations

import json
import platform
import statistics
import sys
import time
from typing import Any

from hf_core import web
from hf_core.web import session

PLAYERS = ["Ann", "Ben", "Cara", "Dan", "Eve", "Fay"]
POINTS = (1, 50, 200)
SEED = 1  # a game of 255 requests


def _request(requests: list[list[str]], log_from: int, token: str | None) -> str:
    return json.dumps({"players": PLAYERS, "seed": SEED, "bots": PLAYERS, "requests": requests, "bot": "random",
                       "lang": "en", "log_from": log_from, "session": token})


def _warm_up() -> None:
    """Twenty moves of another game first: the imports and first-use caches are not what is measured."""
    data: dict[str, Any] = {"players": PLAYERS, "seed": SEED + 1, "bots": PLAYERS, "bot": "random", "requests": []}
    for _ in range(20):
        state = json.loads(web.bot_move(json.dumps(data)))["state"]
        data = {**data, "requests": state["setup"]["requests"], "session": state["session"]}
    session._tables.clear()


def run() -> dict[str, Any]:
    _warm_up()
    requests: list[list[str]] = []
    log = 0
    token = None
    timings: dict[int, dict[str, list[float]]] = {p: {"kept": [], "rebuilt": []} for p in POINTS}
    move = 0
    while True:
        move += 1
        for point in POINTS:
            if point <= move < point + 9:
                text = _request(requests, log, token)
                if move < point + 5:  # the same state, new to the worker
                    saved = dict(session._tables)
                    session._tables.clear()
                    start = time.perf_counter()
                    web.bot_move(text)
                    timings[point]["rebuilt"].append((time.perf_counter() - start) * 1000)
                    session._tables.clear()
                    session._tables.update(saved)
        text = _request(requests, log, token)
        start = time.perf_counter()
        answer = json.loads(web.bot_move(text))
        elapsed = (time.perf_counter() - start) * 1000
        for point in POINTS:
            if point <= move < point + 9:
                timings[point]["kept"].append(elapsed)
        if not answer["ok"]:
            break
        state = answer["state"]
        requests = state["setup"]["requests"]
        log = state["log_start"] + len(state["log"])
        token = state["session"]
        if state["over"]:
            break
    return {
        "python": platform.python_version(),
        "platform": sys.platform,
        "moves": move,
        "points": {
            str(p): {
                f"{k}_{how.__name__}": round(how(v), 2) if v else None
                for k, v in timings[p].items()
                for how in (min, statistics.median)
            }
            for p in POINTS
        },
    }


def main(argv: list[str]) -> None:
    figures = run()
    if "--json" in argv:
        print(json.dumps(figures))
        return
    print(f"One explorer request (hf_core.web.bot_move, JSON both ways), Python {figures['python']} "
          f"({figures['platform']}), all-computer game of {figures['moves']} requests")
    print(f"{'move':>6} {'kept game, min / median (ms)':>30} {'rebuilt, min / median (ms)':>28}")
    for point, row in figures["points"].items():
        kept = f"{row['kept_min']} / {row['kept_median']}"
        rebuilt = f"{row['rebuilt_min']} / {row['rebuilt_median']}"
        print(f"{point:>6} {kept:>30} {rebuilt:>28}")


if __name__ == "__main__":
    main(sys.argv[1:])
