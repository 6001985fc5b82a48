"""How fast this machine is right now, so that `make test`'s times can be read across days (issue 37).

The same machine ran the same engine suite in 26.7 s at stop 52 and 83.7 s at stop 53, nothing else running and no
CPU steal: a shared host's speed changes from day to day, and a wall time alone cannot say whether the suite or the
machine got slower. This prints one fixed, single-threaded piece of work, timed in this process's CPU seconds (so
the other core's work does not count, as far as the host allows): the same seeded games of computer players, with
exact knowledge, every time.

    python benchmarks/machine.py [LABEL]    # "machine, LABEL: 1.43 CPU s for the fixed work (best of 3)"

`make test` and `make check` print it at their start and at their end, beside the parts' times. The notes of
issue 37 pair each reading with the `make test` it came with: a reading twice another's means about twice the times.
"""

from __future__ import annotations

import sys
import time

from hf_core import Game
from hf_core.bots import make_bot, play_out

NAMES = ("Ann", "Ben", "Cara", "Dan")
GAMES = 300


def work() -> float:
    """CPU seconds for ``GAMES`` seeded games between SmartBots (deal, every request, exact knowledge)."""
    start = time.process_time()
    for seed in range(1, GAMES + 1):
        game = Game.deal(NAMES, seed=seed)
        play_out(game, {p: make_bot("smart", f"{seed}:{p}") for p in NAMES})
    return time.process_time() - start


def main() -> None:
    work()  # imports, caches
    seconds = min(work() for _ in range(3))
    label = f", {sys.argv[1]}" if len(sys.argv) > 1 else ""
    print(f"machine{label}: {seconds:.2f} CPU s for the fixed work (best of 3)")


if __name__ == "__main__":
    main()
