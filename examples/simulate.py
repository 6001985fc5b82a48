"""Many games between computer players: win rate by seat, families, game length.

``python examples/simulate.py --games 500 --players 4 --bots smart`` prints a table. Seats are counted from the
dealer (seat 0), so seat 1 is the dealer's left, who begins. A shared win counts as a fraction (a two-way tie
gives each winner half a win), so the win rates add up to 100 %.

``--bots`` is ``smart``, ``random`` or a comma-separated list, one per seat (``smart,random,random,random``).
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field

from hf_core import Game
from hf_core.bots import Bot, RandomBot, SmartBot, play_out
from hf_core.events import Denied


@dataclass
class Tally:
    players: int
    kinds: tuple[str, ...]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    families: list[int] = field(default_factory=list)
    lengths: list[int] = field(default_factory=list)
    misses: list[int] = field(default_factory=list)
    ties: int = 0

    def __post_init__(self) -> None:
        self.wins = [0.0] * self.players
        self.families = [0] * self.players


def make_bot(kind: str, seed: str) -> Bot:
    return SmartBot(seed) if kind == "smart" else RandomBot(seed)


def simulate(games: int, players: int, kinds: Sequence[str], seed: int = 0) -> Tally:
    names = [f"P{i}" for i in range(players)]
    tally = Tally(players, tuple(kinds))
    for i in range(games):
        game = Game.deal(names, seed=seed + i, dealer=0)
        bots = {name: make_bot(kind, f"{seed + i}:{name}") for name, kind in zip(names, kinds, strict=True)}
        play_out(game, bots)
        winners = game.winners()
        for seat, name in enumerate(names):
            tally.families[seat] += game.scores()[name]
            if name in winners:
                tally.wins[seat] += 1 / len(winners)
        tally.ties += len(winners) > 1
        tally.lengths.append(len(game.requests))
        tally.misses.append(sum(isinstance(e, Denied) for e in game.events))
        tally.games += 1
    return tally


def table(t: Tally) -> str:
    rows = [f"{t.games} games, {t.players} players ({', '.join(t.kinds)}); seat 0 deals, seat 1 begins", ""]
    rows.append(f"{'seat':<12}{'bot':<8}{'wins':>8}{'win rate':>10}{'families':>10}")
    for seat in range(t.players):
        rate = t.wins[seat] / t.games
        avg = t.families[seat] / t.games
        label = f"{seat}" + (" (begins)" if seat == 1 else "")
        rows.append(f"{label:<12}{t.kinds[seat]:<8}{t.wins[seat]:>8.1f}{rate:>10.1%}{avg:>10.2f}")
    rows.append("")
    lengths = sorted(t.lengths)
    rows.append(
        f"requests per game: mean {statistics.fmean(lengths):.1f}, median {statistics.median(lengths):.0f}, "
        f"min {lengths[0]}, max {lengths[-1]}; failed requests (a no) per game: mean {statistics.fmean(t.misses):.1f}"
    )
    rows.append(f"shared wins: {t.ties / t.games:.1%} of games")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7))
    parser.add_argument("--bots", default="smart", help="smart, random, or one kind per seat: smart,random,...")
    parser.add_argument("--seed", type=int, default=0, help="first deal code (then +1 per game)")
    parser.add_argument("--ci", action="store_true", help="a quick run for CI (20 games)")
    args = parser.parse_args(argv)
    kinds = args.bots.split(",")
    if len(kinds) == 1:
        kinds *= args.players
    if len(kinds) != args.players or not set(kinds) <= {"smart", "random"}:
        parser.error("--bots: smart, random, or one of them per seat")
    games = 20 if args.ci else args.games
    tally = simulate(games, args.players, kinds, args.seed)
    assert abs(sum(tally.wins) - games) < 1e-6 and sum(tally.families) == 11 * games
    print(table(tally))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
