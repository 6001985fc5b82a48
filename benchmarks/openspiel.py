"""The anchor of issue 15: OpenSpiel's ``go_fish`` (a C++ game state) driven from a plain Python loop of random
legal actions, against hf_core driven the same way (``legal_asks()``, ``random.choice``, ``ask()``, deals
included), in the same run, alternating, best of ``--rounds``.

OpenSpiel (about 66 MB) is not installed by any make target. To run this::

    python3 -m venv /tmp/os && /tmp/os/bin/pip install open-spiel
    PYTHONPATH=. /tmp/os/bin/python benchmarks/openspiel.py [--games N] [--rounds R]

Figures are decisions (player moves, not chance outcomes) per CPU second. Printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine import plain_loop


def go_fish(n_games: int, first_seed: int) -> float:
    """Player decisions per CPU second in ``go_fish``: a random legal action at each decision, each chance
    outcome drawn with its probability (the deal)."""
    import pyspiel  # type: ignore[import-not-found]

    game = pyspiel.load_game("go_fish")
    rng = random.Random(first_seed)
    decisions = 0
    start = time.process_time()
    for _ in range(n_games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
    return decisions / (time.process_time() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per round and side (default 2000)")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds; the best of each side counts")
    args = parser.parse_args(argv)
    spiel: list[float] = []
    ours: list[float] = []
    for r in range(args.rounds):
        spiel.append(go_fish(args.games, r))
        ours.append(plain_loop(args.games, 1 + r))
        print(f"round {r + 1}: go_fish {spiel[-1]:,.0f}  hf_core {ours[-1]:,.0f} decisions per CPU second")
    print(f"best: go_fish {max(spiel):,.0f}, hf_core {max(ours):,.0f}; ratio {max(spiel) / max(ours):.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
