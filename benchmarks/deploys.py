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
(offline.js, activeWorker): 0 hangs and 0 workers still waiting in 32 rounds (2 runs of 16).

Stop 60 measured it again with a longer walk (one profile, 40 actions of reloads, visits in both languages, a
second tab, and deploys and roll-backs, a check after each; several walks at once beside ``stress-ng --cpu 2``;
``--walk``), with Chromium's own record of each worker's state (the DevTools ServiceWorker domain): without the
fix, 13 loads that never finished and one page whose Python never started ("no progress": the new worker waiting,
the outgoing one stopped and started again and again under the page) in about 1,340 actions; with it, none in 400.
Of those 1,340, 400 ran without Playwright's request routing (none at all, or none for service workers): 7 hangs,
so the hangs are Chromium's, not the tests' harness's. A fetch event kept open until the page
had read the body it was handed (tried, not kept: the hang is not a cut body): 3 hangs in 234 actions. No run of
any of these met the import failure the fix was reverted for at stop 59 ("pyodide.mjs: Failed to fetch dynamically
imported module", in about 2,900 actions, 957 of them without deploys), so the fix is back.

Stop 61, with the fix and worker.js importing pyodide.mjs again when it failed once and came back when asked again
(window.__hfRuntimeAgain; a session check warns when it happens), beside a whole loaded run of the browser suite
and ``stress-ng --cpu 2``: 309 actions in 9 walks (seeds 61 and 62): 0 hangs, 0 failed checks, no import made again.

    .venv/bin/python benchmarks/deploys.py                  # 12 rounds
    .venv/bin/python benchmarks/deploys.py --rounds 24 --runs 2
    .venv/bin/python benchmarks/deploys.py --walk 20 --seed 41   # several at once, beside stress-ng --cpu 2

Build first (``make site``); another build with ``HF_SITE_DIR``. Figures, never a pass/fail.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from browsing import SITE
from playwright.sync_api import BrowserContext, sync_playwright
from playwright.sync_api import Error as PlaywrightError
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


def record_workers(context: BrowserContext, log: list[str]) -> None:
    """Chromium's own record of each service worker version of the profile (the DevTools ServiceWorker domain):
    when its state (new, installing, installed, activating, activated, redundant) or its running (starting,
    running, stopping, stopped) changed, appended to ``log``."""
    if not context.pages:
        return
    session = context.new_cdp_session(context.pages[0])

    def updated(event: dict[str, Any]) -> None:
        stamp = time.strftime("%H:%M:%S") + f".{int(time.time() * 1000) % 1000:03d}"
        for version in event["versions"]:
            log.append(f"{stamp} v{version['versionId']} {version['status']} {version['runningStatus']}")

    session.on("ServiceWorker.workerVersionUpdated", updated)
    session.send("ServiceWorker.enable")


def walk(minutes: float, seed: int, workdir: Path) -> dict[str, int]:
    """Walks of 40 actions, each in a new profile, until ``minutes`` have passed: a reload (most often), a visit to
    the play page in either language, a second tab opened or closed, or a deploy or roll-back; every open tab checked
    after each action. A load that never finishes, or a check that fails, prints the walk so far and the workers'
    last changes of state, and the next walk begins."""
    later = workdir / "deploy"
    second_deploy(later)
    builds = [SITE, later]
    rng = random.Random(seed)
    counts = {"walks": 0, "actions": 0, "hangs": 0, "failed checks": 0}
    end = time.monotonic() + minutes * 60
    with sync_playwright() as playwright, session_server() as (host, url):
        while time.monotonic() < end:
            counts["walks"] += 1
            log: list[str] = []
            reader = Reader(playwright.chromium, workdir / f"profile-{counts['walks']}", url)
            try:
                assert reader.context is not None
                record_workers(reader.context, log)
                reader.check(reader.visit("play/", "en", 0))
                for _ in range(40):
                    if time.monotonic() > end:
                        break
                    roll = rng.random()
                    if roll < 0.55:
                        reader.reload(0)
                    elif roll < 0.70:
                        reader.visit("play/", rng.choice(["en", "fr"]), 0)
                    elif roll < 0.85 and len(reader.tabs) > 1 and rng.random() < 0.4:
                        reader.close_tab(1)
                    elif roll < 0.85:
                        reader.visit("play/", rng.choice(["en", "fr"]), min(len(reader.tabs), 1))
                    else:
                        host.root = builds[1 - builds.index(host.root)]
                        reader.story.append(f"build {host.root.name}")
                    for visit in reader.tabs:
                        if visit.path:
                            reader.check(visit)
                    counts["actions"] += 1
            except AssertionError as failure:
                counts["failed checks"] += 1
                print(f"  walk {counts['walks']}: {str(failure)[:2000]}\n    workers: " + "\n    ".join(log[-30:]),
                      flush=True)
            except PlaywrightError as failure:
                counts["hangs"] += 1
                print(f"  walk {counts['walks']}: {str(failure).splitlines()[0]}; the walk: "
                      f"{' | '.join(reader.story[-10:])}\n    workers: " + "\n    ".join(log[-30:]), flush=True)
            finally:
                with contextlib.suppress(PlaywrightError):
                    reader.close()
                host.root = SITE
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--walk", type=float, metavar="MINUTES",
                        help="instead of rounds: walks of 40 actions (reloads, visits, tabs, deploys) for MINUTES")
    parser.add_argument("--seed", type=int, default=1, help="the walks' seed (with --walk)")
    args = parser.parse_args()
    for number in range(args.runs):
        workdir = Path(tempfile.mkdtemp(prefix="hf-deploys-"))
        try:
            counts = walk(args.walk, args.seed + number, workdir) if args.walk else run(args.rounds, workdir)
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
        print(f"run {number + 1}: " + ", ".join(f"{name} {value}" for name, value in counts.items()), flush=True)


if __name__ == "__main__":
    main()
