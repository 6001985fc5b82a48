"""Engine speed: complete 4-player games per second between SmartBots, and the mean time of one request.

``python benchmarks/engine.py [--games N] [--json]`` prints a table (or the figures as JSON). The same
:func:`run` works inside Pyodide: import this file and call ``run(n_games)``; it returns a dict of figures.

What is measured:

- ``smart_games_per_s`` / ``random_games_per_s``: deal + every request until the last family, with the bots'
  thinking included (SmartBot keeps public knowledge; RandomBot only picks).
- ``ask_mean_us``: the mean time of one ``Game.ask`` (checks, transfer, events), timed by replaying the
  requests of the SmartBot games on fresh deals, bots excluded.
- ``deal_mean_us``: the mean time of ``Game.deal`` (shuffle, deal, families complete from the deal).
"""

from __future__ import annotations

import json
import platform
import statistics
import sys
import time
from typing import Any

from hf_core import Card, Game
from hf_core.bots import Bot, RandomBot, SmartBot, play_out

NAMES = ("Ann", "Ben", "Cara", "Dan")


def _games(n_games: int, kind: str, first_seed: int) -> tuple[float, list[list[tuple[str, str, Card]]]]:
    requests: list[list[tuple[str, str, Card]]] = []
    start = time.perf_counter()
    for i in range(n_games):
        seed = first_seed + i
        game = Game.deal(NAMES, seed=seed)
        bots: dict[str, Bot] = {
            p: SmartBot(f"{seed}:{p}") if kind == "smart" else RandomBot(f"{seed}:{p}") for p in NAMES
        }
        play_out(game, bots)
        requests.append(list(game.requests))
    return time.perf_counter() - start, requests


def run(n_games: int = 200, first_seed: int = 1) -> dict[str, Any]:
    """Play ``n_games`` complete 4-player games (SmartBots, then RandomBots) and time them; returns the figures."""
    _games(2, "smart", first_seed + n_games)  # warm up (caches, imports) before timing
    smart_s, smart_requests = _games(n_games, "smart", first_seed)
    random_s, _ = _games(n_games, "random", first_seed)

    ask_total = 0.0
    asks = 0
    deal_times: list[float] = []
    for i, requests in enumerate(smart_requests):
        t0 = time.perf_counter()
        game = Game.deal(NAMES, seed=first_seed + i)
        deal_times.append(time.perf_counter() - t0)
        ask = game.ask
        t0 = time.perf_counter()
        for asker, target, card in requests:
            ask(asker, target, card)
        ask_total += time.perf_counter() - t0
        asks += len(requests)
        assert game.is_over

    lengths = [len(r) for r in smart_requests]
    return {
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "platform": sys.platform,
        "games": n_games,
        "players": len(NAMES),
        "smart_games_per_s": n_games / smart_s,
        "random_games_per_s": n_games / random_s,
        "ask_mean_us": ask_total / asks * 1e6,
        "deal_mean_us": statistics.fmean(deal_times) * 1e6,
        "deal_median_us": statistics.median(deal_times) * 1e6,
        "requests_per_smart_game": statistics.fmean(lengths),
    }


def table(figures: dict[str, Any]) -> str:
    rows = [
        ("Python", figures["python"] + f" ({figures['platform']})"),
        ("games timed (each kind)", f"{figures['games']} x {figures['players']} players"),
        ("SmartBot games per second", f"{figures['smart_games_per_s']:.1f}"),
        ("RandomBot games per second", f"{figures['random_games_per_s']:.1f}"),
        ("requests per SmartBot game", f"{figures['requests_per_smart_game']:.1f}"),
        ("mean Game.ask", f"{figures['ask_mean_us']:.1f} µs"),
        ("mean Game.deal", f"{figures['deal_mean_us']:.1f} µs (median {figures['deal_median_us']:.1f} µs)"),
    ]
    width = max(len(k) for k, _ in rows)
    return "\n".join(f"{k:<{width}}  {v}" for k, v in rows)


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Happy Families engine benchmark")
    parser.add_argument("--games", type=int, default=200, help="complete games per kind of bot (default 200)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    figures = run(args.games)
    print(json.dumps(figures, indent=1) if args.json else table(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
