"""How fast this machine is right now, so that `make test`'s times can be read across days (issue 37).

The same machine ran the same engine suite in 26.7 s at stop 52 and 83.7 s at stop 53, nothing else running and no
CPU steal: a shared host's speed changes from day to day, and a wall time alone cannot say whether the suite or the
machine got slower. This prints one fixed, single-threaded piece of work, timed in this process's CPU seconds (so
the other core's work does not count, as far as the host allows): the same seeded games of computer players, with
exact knowledge, every time.

    python benchmarks/machine.py [LABEL]    # "machine, LABEL: 1.43 CPU s for the fixed work (best of 3)"
    python benchmarks/machine.py LABEL --mark FILE    # also note the CPU counters (below) in FILE
    python benchmarks/machine.py LABEL --since FILE   # also print the CPU used since the mark, and by whom

`make test` and `make check` print it at their start and at their end, beside the parts' times. The notes of
issue 37 pair each reading with the `make test` it came with: a reading twice another's means about twice the times.

A wall time also depends on what else the machine runs meanwhile (another job, an editor's checker, a forgotten
browser): with ``--mark`` at the start and ``--since`` at the end, the end's reading adds the CPU seconds the whole
machine used over the run (``/proc/stat``) and how much of it other processes than the run's took (a watcher started
at the mark reads every process's CPU time each second, ``/proc/PID/stat``, and sums those that do not descend from
the ``make`` running the line). A run whose other processes took near 0 had the machine to itself.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

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


TICK = os.sysconf("SC_CLK_TCK")
SHELLS = {"sh", "bash", "dash"}
WATCH_EVERY = 1.0  # seconds between two readings of every process's CPU time


def machine_busy() -> float:
    """CPU seconds the machine has been busy since it started, all cores (not idle, iowait nor a host's steal)."""
    with open("/proc/stat", encoding="ascii") as f:
        user, nice, system, _idle, _iowait, irq, softirq = (int(v) for v in f.readline().split()[1:8])
    return (user + nice + system + irq + softirq) / TICK


def _stat(pid: int) -> list[str]:
    with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
        text = f.read()
    return text[text.rindex(")") + 2:].split()  # fields from the 3rd on (the name may hold spaces)


def run_root() -> int:
    """The process that runs this one's recipe line: the parent, above any shell make started for the line."""
    pid = os.getppid()
    while pid > 1:
        with open(f"/proc/{pid}/comm", encoding="utf-8") as f:
            if f.read().strip() not in SHELLS:
                return pid
        pid = int(_stat(pid)[1])
    return os.getppid()


def watch(out: Path, root: int) -> None:
    """Until SIGTERM or ``root`` ends: every :data:`WATCH_EVERY` s, each process's CPU ticks since the last reading,
    summed for the processes that do not descend from ``root`` (another job's); then write that sum to ``out``.
    (A process's ticks are not summed when it is gone: its parent's cutime would hold them, but Chromium's processes
    are not waited for up to make, hence the readings.)"""
    stop = False

    def on_term(_signum: int, _frame: object) -> None:
        nonlocal stop
        stop = True

    signal.signal(signal.SIGTERM, on_term)
    mine: dict[int, bool] = {root: True, os.getpid(): True}  # pid -> descends from root (or is this watcher)
    last: dict[int, int] | None = None  # the first reading is the baseline: what ran before the mark is not counted
    others = 0

    def descends(pid: int, parents: dict[int, int]) -> bool:
        chain = []
        while pid not in mine and pid > 1 and pid in parents:
            chain.append(pid)
            pid = parents[pid]
        found = mine.get(pid, False)
        for p in chain:
            mine[p] = found
        return found

    while not stop and os.path.exists(f"/proc/{root}"):
        ticks: dict[int, int] = {}
        parents: dict[int, int] = {}
        for name in os.listdir("/proc"):
            if name.isdigit():
                try:
                    fields = _stat(int(name))
                except OSError:
                    continue
                parents[int(name)] = int(fields[1])
                ticks[int(name)] = int(fields[11]) + int(fields[12])
        if last is not None:
            for pid, t in ticks.items():
                if not descends(pid, parents):
                    others += t - last.get(pid, 0)  # (a process new since the last reading: all its time)
        last = ticks
        time.sleep(WATCH_EVERY)
    out.write_text(str(others / TICK), encoding="utf-8")


def mark(path: Path) -> None:
    """Note the machine's counters in ``path`` and start the watcher of other processes (:func:`watch`)."""
    root = run_root()
    watcher = subprocess.Popen([sys.executable, __file__, "--watch", str(path) + ".others", str(root)],
                               start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    path.write_text(json.dumps({"wall": time.monotonic(), "machine": machine_busy(), "root": root,
                                "watcher": watcher.pid}), encoding="utf-8")


def since(path: Path) -> str:
    try:
        noted = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "machine, over the run: not measured (no mark from the start)"
    wall, used = time.monotonic() - noted["wall"], machine_busy() - noted["machine"]
    others_file = Path(str(path) + ".others")
    with contextlib.suppress(OSError):
        os.kill(noted["watcher"], signal.SIGTERM)
    for _ in range(100):
        if others_file.is_file() and others_file.read_text(encoding="utf-8"):
            break
        time.sleep(0.05)
    try:
        others = float(others_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"machine, over the run: {used:,.0f} CPU s busy (other processes' share not measured)"
    cores = os.cpu_count() or 1
    return (f"machine, over the run: {used:,.0f} CPU s busy of {wall * cores:,.0f} ({cores} cores x {wall:,.0f} s), "
            f"of which other processes than this run's {others:,.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("label", nargs="?", default="")
    parser.add_argument("--mark", type=Path, help="note the CPU counters in this file")
    parser.add_argument("--since", type=Path, help="print the CPU used since the counters noted in this file")
    parser.add_argument("--watch", nargs=2, metavar=("OUT", "ROOT"), help=argparse.SUPPRESS)  # (mark's watcher)
    args = parser.parse_args()
    if args.watch:
        watch(Path(args.watch[0]), int(args.watch[1]))
        return
    work()  # imports, caches
    seconds = min(work() for _ in range(3))
    label = f", {args.label}" if args.label else ""
    print(f"machine{label}: {seconds:.2f} CPU s for the fixed work (best of 3)")
    if args.mark:
        Path(str(args.mark) + ".others").unlink(missing_ok=True)
        mark(args.mark)
    if args.since:
        print(since(args.since))


if __name__ == "__main__":
    main()
