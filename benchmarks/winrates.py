"""Win rates of the computer players, with 95 % confidence intervals: one player of a kind against three of
another, its seat turning round the table (seat 0 deals, seat 1 begins), one deal per game.

``python benchmarks/winrates.py [--games N] [--json]`` (N = 2000 by default) prints, for each pairing, the
share of wins of the lone player (a shared win counts as a fraction), the fair share (25 % at four), the
interval, and the families it made per game. Printed, never asserted: figures, not a test.
"""

from __future__ import annotations

import json
import math
import statistics
import time
from typing import Any

from hf_core import Game
from hf_core.bots import Bot, make_bot, play_out

NAMES = ("P0", "P1", "P2", "P3")
PAIRINGS = (("strong", "smart"), ("strong", "random"), ("smart", "random"))


def pairing(lone: str, others: str, games: int, first_seed: int = 0) -> dict[str, Any]:
    """``lone`` at seat ``i % 4`` against three ``others``, deals ``first_seed + i``."""
    shares: list[float] = []
    families: list[int] = []
    start = time.process_time()
    for i in range(games):
        seed = first_seed + i
        seat = i % len(NAMES)
        game = Game.deal(NAMES, seed=seed, dealer=0)
        bots: dict[str, Bot] = {
            name: make_bot(lone if s == seat else others, f"{seed}:{name}") for s, name in enumerate(NAMES)
        }
        play_out(game, bots)
        winners = game.winners()
        me = NAMES[seat]
        shares.append(1 / len(winners) if me in winners else 0.0)
        families.append(game.scores()[me])
    cpu = time.process_time() - start
    mean = statistics.fmean(shares)
    half = 1.96 * statistics.stdev(shares) / math.sqrt(games)
    return {
        "lone": lone,
        "others": others,
        "games": games,
        "win_share": mean,
        "ci95": [mean - half, mean + half],
        "fair_share": 1 / len(NAMES),
        "families_per_game": statistics.fmean(families),
        "cpu_s": cpu,
    }


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--pairing", action="append", help="lone:others, e.g. strong:smart (default: all)")
    args = parser.parse_args(argv)
    chosen = [tuple(p.split(":")) for p in args.pairing] if args.pairing else PAIRINGS
    rows = [pairing(lone, others, args.games) for lone, others in chosen]
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(f"{'one':<8}{'vs three':<10}{'games':>7}{'wins':>9}{'95 % interval':>19}{'fair':>7}{'families':>10}")
    for r in rows:
        lo, hi = r["ci95"]
        print(
            f"{r['lone']:<8}{r['others']:<10}{r['games']:>7}{r['win_share']:>9.1%}"
            f"{f'{lo:.1%} to {hi:.1%}':>19}{r['fair_share']:>7.0%}{r['families_per_game']:>10.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
