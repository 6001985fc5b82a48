"""Same seeds, same games: a check to run before and after a speed change to the engine or its computer players.

``python benchmarks/fingerprint.py [--games N]`` plays ``N`` four-player games per kind of computer player
(random, smart, strong) twice: through :func:`hf_core.bots.play_out` (the fast path the benchmarks time) and
through the slow reference path, where every request comes from ``bot.choose(observe(game, player))`` and is
made with the public ``Game.ask``. It fails (exit status 1) at the first game where the two differ in a
request, an event (turns, reasons for the turn, transfers, exposures) or the winners. It then plays the same
seeds once more through ``bot.decide(observe(...))`` (the path of hints and of reasons shown in the page).

It prints one digest per kind over the requests, events and winners, and one over the decisions with their
reasons: they are not compared with anything stored; note them before a change and compare them after (the
same digests: the same games, the same reasons).
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Callable

from hf_core import Game
from hf_core.bots import make_bot, observe, play_out

NAMES = ("Ann", "Ben", "Cara", "Dan")
KINDS = ("random", "smart", "strong")


def _record(game: Game) -> str:
    return repr((game.requests, game.events, game.winners()))


def _reference(seed: int, kind: str) -> Game:
    game = Game.deal(NAMES, seed=seed)
    bots = {p: make_bot(kind, f"{seed}:{p}") for p in NAMES}
    while not game.is_over:
        current = game.current
        assert current is not None
        game.ask(current, *bots[current].choose(observe(game, current)))
    return game


def _decided(seed: int, kind: str) -> str:
    game = Game.deal(NAMES, seed=seed)
    bots = {p: make_bot(kind, f"{seed}:{p}") for p in NAMES}
    decisions = []
    while not game.is_over:
        current = game.current
        assert current is not None
        d = bots[current].decide(observe(game, current))
        decisions.append(d.to_dict())
        game.ask(current, d.target, d.wanted)
    return repr((decisions, game.events, game.winners()))


def fingerprint(n_games: int, first_seed: int = 1, say: Callable[[str], object] = print) -> bool:
    """Compare the fast and the reference paths on ``n_games`` seeds per kind; print the digests."""
    ok = True
    for kind in KINDS:
        games = hashlib.sha256()
        reasons = hashlib.sha256()
        for seed in range(first_seed, first_seed + n_games):
            fast = Game.deal(NAMES, seed=seed)
            play_out(fast, {p: make_bot(kind, f"{seed}:{p}") for p in NAMES})
            record = _record(fast)
            if record != _record(_reference(seed, kind)):
                say(f"{kind}: seed {seed}: play_out and the observe() path play different games")
                ok = False
            games.update(record.encode())
            reasons.update(_decided(seed, kind).encode())
        say(f"{kind:<7} games {games.hexdigest()[:16]}  decisions {reasons.hexdigest()[:16]}")
    return ok


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="same seeds, same games: fast path against observe()")
    parser.add_argument("--games", type=int, default=40, help="games per kind of player (default 40)")
    args = parser.parse_args(argv)
    return 0 if fingerprint(args.games) else 1


if __name__ == "__main__":
    sys.exit(main())
