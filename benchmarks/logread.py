"""How long the log reader takes to refuse a hostile 4 MB text (issue 36).

``python benchmarks/logread.py`` prints, for each kind of text, its size, the median over several runs of
:func:`hf_core.log.loads` in this process (reading the text, then replaying it) as wall time and as this process's
CPU time (less sensitive to what else the machine runs), and the refusal's first words; last, a real game's log,
which is read and replayed.

The kinds: deep nesting; a list of two million numbers (a JSON list: no log); a valid start with two million
numbers as its requests, or as its players; strings of 1,000 and of 4 million characters; 300,000 keys, at the
top or in the rules; a list of objects; a valid start with 100,000 events that are not events; one whose events
are all lists but the last, NaN; and a text one byte over the limit. The aim is under 0.5 s each on the project's
machine. ``--runs N`` sets the runs per kind (5).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hf_core import Game
from hf_core.errors import InvalidLog
from hf_core.log import MOST_BYTES, loads


def real_log() -> dict[str, object]:
    game = Game.deal(["Ann", "Ben", "Cara"], seed=3, dealer=0)
    for _ in range(10):
        assert game.current is not None
        game.ask(game.current, *game.legal_asks()[0])
    log: dict[str, object] = game.to_log()
    return log


def fill(prefix: str, unit: str, suffix: str, size: int = MOST_BYTES) -> str:
    """``prefix``, then ``unit`` repeated (comma-separated) and ``suffix``: at most ``size`` bytes."""
    count = (size - len(prefix) - len(suffix)) // (len(unit) + 1)
    return prefix + ",".join([unit] * count) + suffix


def texts() -> dict[str, str]:
    log = real_log()
    head = json.dumps({k: v for k, v in log.items() if k not in ("requests", "events")})[:-1]
    start = '{"format": "happy-families-log", "version": 1, '
    half = MOST_BYTES // 2
    return {
        "deep nesting": '{"seed": ' + "[" * (half - 5) + "]" * (half - 5) + "}",
        "a list of numbers": fill("[", "1", "]"),
        "numbers as requests": fill(head + ', "requests": [', "1", "]}"),
        "numbers as players": fill(start + '"players": [', "1", "]}"),
        "strings of 1,000": fill(start + '"players": [', '"' + "a" * 1000 + '"', "]}"),
        "one 4 MB string": start + '"players": ["' + "a" * (MOST_BYTES - len(start) - 20) + '"]}',
        "many keys": "{" + ",".join(f'"k{i}": 0' for i in range(MOST_BYTES // 13)) + "}",
        "many keys in rules": start + '"rules": {' + ",".join(f'"k{i}": 0' for i in range(MOST_BYTES // 13)) + "}}",
        "a list of objects": fill("[", '{"a": [1, "x", null]}', "]"),
        "events not events": fill(head + ', "requests": [], "events": [', '{"type": "asked", "x": [1, "abc"]}', "]}"),
        "events, NaN last": fill(head + ', "requests": [], "events": [', "[1, 2]", ", NaN]}"),
        "one byte too many": '{"a": "' + "a" * (MOST_BYTES - 8) + '"}',
        "a real game (read)": json.dumps(log),
    }


def timed(text: str, runs: int) -> tuple[float, float, str]:
    """The median wall time and the median CPU time of this process, and the answer."""
    times, cpu = [], []
    answer = ""
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        try:
            loads(text)
            answer = "read"
        except InvalidLog as exc:
            answer = exc.message("en")
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(times), statistics.median(cpu), answer


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (the CPU time is less sensitive to it)")
    print(f"{'text':<22} {'bytes':>10} {'wall':>9} {'CPU':>9}  answer")
    for name, text in texts().items():
        median, cpu, answer = timed(text, args.runs)
        print(f"{name:<22} {len(text.encode()):>10,} {median * 1000:>6.0f} ms {cpu * 1000:>6.0f} ms  {answer[:64]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
