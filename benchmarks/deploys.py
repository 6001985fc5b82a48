"""Deploys and roll-backs under a reader's open tab, measured (issue 37): does a new build's service worker take
over, and does every page load after it?

One browser profile (a phone's) keeps the play page open while the host switches between two builds at one
address (the site, and a later deploy of it: a changed wheel, as after a release), the way an operator deploys and
rolls back. Each round switches the build, then reloads the page twice, asking the engine a real request after each
load (``sessions.Reader.check``). Before the second reload it notes whether the new build's worker is still
*waiting* (installed, not active) although it asked to take over at once (sw.js: skipWaiting).

Prints, per run: rounds, loads, loads that never finished (a hang: the browser is closed and started again),
checks that failed, and how often a worker was still waiting at the second reload.

Found this way (stop 59), beside ``stress-ng --cpu 3``: a new build's worker stayed *waiting* after its install
had asked to take over at once, the outgoing worker idle (nothing being written); the next reload then activated it
under its own navigation, and that load never finished: the old page stopped answering (its renderer idle, 0 % CPU)
and the new one never came, for good. Every hang followed a worker still waiting, and only then. Without the fix:
7 hangs in about 50 rounds (6 runs each stopped at its first hang, at rounds 3, 3, 5, 7, 7 and 9; one run of 16
rounds: 1). A page asking the waiting worker again to take over, once a second (tried, not kept): 4 hangs in 44
rounds, each with a worker still waiting. A page's messages to the service worker ("refresh" at each load,
"remember" once Python is ready, the keep box's) waiting until no new worker is installing or waiting
(offline.js, activeWorker): 0 hangs and 0 workers still waiting in 32 rounds (2 runs of 16); reverted at stop 59
all the same, because the two clean-clone runs of ``make test`` made with it both failed in a session test with
"pyodide.mjs: Failed to fetch dynamically imported module" (a failure met once before it, in 6 runs), and there
was no time left to tell whether it made that failure more frequent.

    .venv/bin/python benchmarks/deploys.py                  # 12 rounds
    .venv/bin/python benchmarks/deploys.py --rounds 24 --runs 2

Build first (``make site``); another build with ``HF_SITE_DIR``. Figures, never a pass/fail.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from browsing import SITE
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright
from sessions import Reader, second_deploy, session_server

# What each service worker of the profile is doing: its build, the files it is writing, whether it knows the
# network holds another build (sw.js's own state), and the registration as it sees it.
DOING = """() => JSON.stringify({
    build: MANIFEST.build.slice(0, 8), state: self.serviceWorker && self.serviceWorker.state,
    writing: [...pending.keys()], writes: writing.size, stale, waiting: Boolean(self.registration.waiting)})"""

WAITING = """async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return Boolean(reg && reg.waiting);
}"""


def run(rounds: int, workdir: Path) -> dict[str, int]:
    later = workdir / "deploy"
    second_deploy(later)
    builds = [SITE, later]
    counts = {"rounds": 0, "loads": 0, "hangs": 0, "failed checks": 0, "still waiting": 0}
    with sync_playwright() as playwright, session_server() as (host, url):
        reader = Reader(playwright.chromium, workdir / "profile", url)
        reader.check(reader.visit("play/", "en", 0))
        for number in range(rounds):
            host.root = builds[(number + 1) % 2]
            reader.story.append(f"build {host.root.name}")
            for second in (False, True):
                try:
                    if second and reader.tabs[0].page.evaluate(WAITING):
                        counts["still waiting"] += 1
                        assert reader.context is not None
                        doing = [worker.evaluate(DOING) for worker in reader.context.service_workers]
                        print(f"  round {number + 1}: a worker is still waiting; the workers: {doing}", flush=True)
                    visit = reader.reload(0)
                    counts["loads"] += 1
                except PlaywrightError as failure:
                    counts["hangs"] += 1
                    print(f"  round {number + 1}: the load did not finish: {str(failure).splitlines()[0]}", flush=True)
                    reader.restart()
                    reader.visit("play/", "en", 0)
                    continue
                try:
                    reader.check(visit)
                except (AssertionError, PlaywrightError) as failure:
                    counts["failed checks"] += 1
                    print(f"  round {number + 1}: {str(failure).splitlines()[0]}", flush=True)
            counts["rounds"] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    for number in range(args.runs):
        workdir = Path(tempfile.mkdtemp(prefix="hf-deploys-"))
        try:
            counts = run(args.rounds, workdir)
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
        print(f"run {number + 1}: " + ", ".join(f"{name} {value}" for name, value in counts.items()), flush=True)


if __name__ == "__main__":
    main()
