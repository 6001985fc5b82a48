"""Engine speed: complete 4-player games per second by kind of computer player, the mean time of one request,
and the time of one exact-knowledge update.

``python benchmarks/engine.py [--games N] [--json]`` prints a table (or the figures as JSON). The same
:func:`run` works inside Pyodide: import this file and call ``run(n_games)``; it returns a dict of figures.

What is measured:

- ``smart_games_per_s`` / ``strong_games_per_s`` / ``random_games_per_s``: deal + every request until the last
  family, with the bots' thinking included (SmartBot and StrongBot keep exact knowledge; RandomBot only picks).
  Times are the CPU time of this process (``time.process_time``), so other work on a shared machine does not
  count; the wall-clock rate is printed besides.
- ``knowledge_update_us``: one exact-knowledge update (the events of one request folded, then the deductions
  made) at requests 1, 50 and 200 of long games between RandomBots; ``cold``: with the per-family tables
  forgotten first, ``warm``: as a long fold meets them.
- ``ask_mean_us``: the mean time of one ``Game.ask`` (checks, transfer, events), timed by replaying the
  requests of the SmartBot games on fresh deals, bots excluded.
- ``deal_mean_us``: the mean time of ``Game.deal`` (shuffle, deal, families complete from the deal).
- ``plain_loop_requests_per_s``: requests per CPU second from a plain Python loop of random legal requests
  through the public API, ``legal_asks()`` then ``ask()`` (``random.choice``), deals included: hf_core's side
  of the comparison with OpenSpiel's ``go_fish`` driven the same way (issue 15; OpenSpiel is not installed by
  any make target: ``benchmarks/openspiel.py`` runs both sides, in its own environment).
"""

from __future__ import annotations

import gc
import json
import platform
import statistics
import sys
import time
from typing import Any

from hf_core import Card, Game, knowledge
from hf_core.bots import Bot, make_bot, play_out
from hf_core.knowledge import Knowledge

NAMES = ("Ann", "Ben", "Cara", "Dan")


def _games(
    n_games: int, kind: str, first_seed: int, keep: bool = False
) -> tuple[float, list[list[tuple[str, str, Card]]], float]:
    """CPU seconds for ``n_games`` games of ``kind``, their requests (if ``keep``) and the wall-clock seconds.
    The heap is collected first, so that a full collection the earlier kinds' leftovers would trigger is not
    counted against this kind (one such collection cost the random players 15 % of a 300-game run)."""
    requests: list[list[tuple[str, str, Card]]] = []
    gc.collect()
    wall = time.perf_counter()
    start = time.process_time()
    for i in range(n_games):
        seed = first_seed + i
        game = Game.deal(NAMES, seed=seed)
        bots: dict[str, Bot] = {p: make_bot(kind, f"{seed}:{p}") for p in NAMES}
        play_out(game, bots)
        if keep:
            requests.append(list(game.requests))  # type: ignore[arg-type]
    return time.process_time() - start, requests, time.perf_counter() - wall


def plain_loop(n_games: int, first_seed: int) -> float:
    """Requests per CPU second: ``legal_asks()`` + ``random.choice`` + ``ask()`` until each game ends."""
    import random

    rng = random.Random(first_seed)
    requests = 0
    start = time.process_time()
    for i in range(n_games):
        game = Game.deal(NAMES, seed=first_seed + i)
        while not game.is_over:
            target, card = rng.choice(game.legal_asks())
            game.ask(game.current, target, card)  # type: ignore[arg-type]
            requests += 1
    return requests / (time.process_time() - start)


def knowledge_updates(moves: tuple[int, ...] = (1, 50, 200), games: int = 5) -> dict[str, dict[int, float]]:
    """Median time (µs) of one exact-knowledge update at each of ``moves``, over ``games`` long random games."""
    cold: dict[int, list[float]] = {m: [] for m in moves}
    warm: dict[int, list[float]] = {m: [] for m in moves}
    seed = 0
    found = 0
    while found < games:
        seed += 1
        game = Game.deal(NAMES, seed=seed)
        play_out(game, {p: make_bot("random", f"{seed}:{p}") for p in NAMES})
        if len(game.requests) <= max(moves):
            continue
        found += 1
        replay = Game.deal(NAMES, seed=seed)
        k = Knowledge.from_events(NAMES, replay.rules, replay.events)
        for move, (asker, target, card) in enumerate(game.requests, start=1):
            events = replay.ask(asker, target, card).events
            if move in moves:
                for table, forget in ((cold, True), (warm, False)):
                    if forget:
                        knowledge.exact._TABLES.clear()
                    t0 = time.perf_counter()
                    k.extend(events)
                    table[move].append((time.perf_counter() - t0) * 1e6)
            k = k.extend(events)
            if move >= max(moves):
                break
    return {
        "cold": {m: statistics.median(v) for m, v in cold.items()},
        "warm": {m: statistics.median(v) for m, v in warm.items()},
    }


def run(n_games: int = 200, first_seed: int = 1) -> dict[str, Any]:
    """Play ``n_games`` complete 4-player games (SmartBots, then RandomBots) and time them; returns the figures."""
    _games(2, "smart", first_seed + n_games)  # warm up (caches, imports) before timing
    smart_s, smart_requests, smart_wall = _games(n_games, "smart", first_seed, keep=True)
    strong_s, _, _ = _games(n_games, "strong", first_seed)
    random_s, _, random_wall = _games(n_games, "random", first_seed)

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
        "strong_games_per_s": n_games / strong_s,
        "random_games_per_s": n_games / random_s,
        "smart_games_per_wall_s": n_games / smart_wall,
        "random_games_per_wall_s": n_games / random_wall,
        "knowledge_update_us": knowledge_updates(),
        "ask_mean_us": ask_total / asks * 1e6,
        "deal_mean_us": statistics.fmean(deal_times) * 1e6,
        "deal_median_us": statistics.median(deal_times) * 1e6,
        "requests_per_smart_game": statistics.fmean(lengths),
        "plain_loop_requests_per_s": plain_loop(n_games, first_seed),
    }


def table(figures: dict[str, Any]) -> str:
    rows = [
        ("Python", figures["python"] + f" ({figures['platform']})"),
        ("games timed (each kind)", f"{figures['games']} x {figures['players']} players"),
        ("SmartBot games per CPU second", f"{figures['smart_games_per_s']:.1f}"
         f" (wall clock {figures['smart_games_per_wall_s']:.1f})"),
        ("StrongBot games per CPU second", f"{figures['strong_games_per_s']:.1f}"),
        ("RandomBot games per CPU second", f"{figures['random_games_per_s']:.1f}"
         f" (wall clock {figures['random_games_per_wall_s']:.1f})"),
        *(
            (f"exact-knowledge update at request {m}",
             f"{figures['knowledge_update_us']['cold'][m]:.0f} µs cold, "
             f"{figures['knowledge_update_us']['warm'][m]:.0f} µs warm")
            for m in figures["knowledge_update_us"]["cold"]
        ),
        ("requests per SmartBot game", f"{figures['requests_per_smart_game']:.1f}"),
        ("mean Game.ask", f"{figures['ask_mean_us']:.1f} µs"),
        ("mean Game.deal", f"{figures['deal_mean_us']:.1f} µs (median {figures['deal_median_us']:.1f} µs)"),
        ("legal_asks() + ask() loop", f"{figures['plain_loop_requests_per_s']:,.0f} requests per CPU second"),
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
