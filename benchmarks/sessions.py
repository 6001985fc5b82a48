"""The return visit, measured (issue 36): a reader's session with one browser profile, as a phone keeps it.

For each kind of host (the project's compressing server, one that compresses nothing, one that sends gzip only),
``--visits`` visits to the play pages with one profile, in both languages, with a second tab, a browser restart
and a new deploy (a changed wheel at the same address) between some of them; then the session state machine of
``tests/browser/test_session.py``, run longer than in ``make test``. Prints, per host kind: visits, failures,
heals (a kept snapshot dropped and Python started afresh), and the time from navigation to Python ready on a
first visit, on the return visits started from the snapshot and on those started afresh.

    .venv/bin/python benchmarks/sessions.py                      # 10 visits per host kind, 3 machine runs
    .venv/bin/python benchmarks/sessions.py --visits 20 --runs 6 --steps 15

Build first (``make site``); another build with ``HF_SITE_DIR``. Figures, never a pass/fail: a failure is printed
with its message and counted.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from playwright.sync_api import sync_playwright
from sessions import KINDS, Reader, second_deploy, seconds_to_ready, session_server

# (page, language, tab, what happens before this visit): the play page in both languages, a second tab, a reload,
# a restart, a new deploy, as a teacher's week with the site might go.
JOURNEY = [
    ("play/", "en", 0, None),
    ("play/", "fr", 1, None),
    ("play/", "fr", 0, None),
    ("explore/", "en", 0, None),
    ("play/", "en", 0, "restart"),
    ("pass-and-play/", "fr", 0, None),
    ("play/", "fr", 0, "deploy"),
    ("play/", "en", 1, None),
    ("play/", "en", 0, "restart"),
    ("teachers/", "fr", 0, None),
]


def median(values: list[float]) -> str:
    values = [v for v in values if not math.isnan(v)]
    if not values:
        return "n/a"
    return f"{statistics.median(values):.2f} s ({min(values):.2f}-{max(values):.2f}, n={len(values)})"


def journey(kind: str, visits: int, workdir: Path) -> None:
    first: list[float] = []
    snapshot: list[float] = []
    afresh: list[float] = []
    failures: list[str] = []
    heals = 0
    with session_server() as (host, url), sync_playwright() as driver:
        host.kind = kind
        person = Reader(driver.chromium, workdir / f"profile-{kind}", url)
        try:
            for number in range(visits):
                path, lang, tab, before = JOURNEY[number % len(JOURNEY)]
                if before == "restart":
                    person.restart()
                elif before == "deploy":
                    host.root = workdir / f"deploy-{kind}-{number}"
                    second_deploy(host.root)
                tab = min(tab, len(person.tabs))
                visit = person.visit(path, lang, tab)
                try:
                    person.check(visit)
                except AssertionError as err:
                    failures.append(f"visit {number + 1} ({lang} {path}): {str(err)[:300]}")
                    continue
                heals += person.healed(visit)
                seconds = seconds_to_ready(visit)
                started = person.runtime_from(visit)
                (first if number == 0 else snapshot if started == "snapshot" else afresh).append(seconds)
        finally:
            person.close()
    print(f"{kind:12} visits {visits}, failures {len(failures)}, heals {heals}")
    print(f"{'':12} Python ready: first visit {median(first)}; from the snapshot {median(snapshot)}; "
          f"afresh on a return visit {median(afresh)}")
    for failure in failures:
        print(f"{'':12} FAILED {failure}")


def machine(runs: int, steps: int, workdir: Path) -> None:
    from hypothesis import HealthCheck, settings
    from hypothesis.stateful import run_state_machine_as_test
    from test_session import Session

    with sync_playwright() as driver:
        Session.chromium = driver.chromium
        Session.workdir = workdir
        Session.runs = Session.actions = 0
        started = time.monotonic()
        outcome = "0 invariants broken"
        try:
            run_state_machine_as_test(Session, settings=settings(
                max_examples=runs, stateful_step_count=steps, deadline=None, database=None,
                suppress_health_check=list(HealthCheck)))
        except Exception as err:  # a broken invariant: printed, with Hypothesis' shortest sequence above it
            outcome = f"an invariant broke: {type(err).__name__}: {str(err)[:400]}"
        print(f"state machine: {Session.runs} sessions, {Session.actions} actions checked, {outcome} "
              f"({time.monotonic() - started:.0f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visits", type=int, default=10, help="visits per host kind (default 10)")
    parser.add_argument("--runs", type=int, default=3, help="state machine sessions (default 3; 0: none)")
    parser.add_argument("--steps", type=int, default=12, help="actions per state machine session (default 12)")
    parser.add_argument("--kinds", default=",".join(KINDS), help=f"host kinds (default {','.join(KINDS)})")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="hf-sessions-") as scratch:
        for kind in args.kinds.split(","):
            journey(kind, args.visits, Path(scratch))
        if args.runs:
            machine(args.runs, args.steps, Path(scratch))


if __name__ == "__main__":
    main()
