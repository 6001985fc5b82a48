#!/usr/bin/env python3
"""Issue 37 item 4: what loading the site's own engine through its Pyodide lock file would cost. Prints; asserts
nothing.

The build writes ``assets/hf-core/pyodide-lock.json`` (Pyodide's own packages plus ``hf-core`` and its wheel's hash)
so that any Pyodide page can ``loadPackage("hf-core")`` from the site. The site's own worker does not use it: it
fetches the wheel while Pyodide boots (the copy this server sends smaller, checked by its hash) and unpacks it into
site-packages. This compares the two ways, each in a module worker on an otherwise empty page served beside the
built site (never written into it), Pyodide booted with the site's trimmed standard library:

- ``today``: the wheel fetched at once, beside ``loadPyodide``; then ``unpackArchive`` and ``import hf_core.web``;
- ``lock``: ``loadPyodide({lockFileURL})`` with the site's lock, then ``loadPackage("hf-core")`` (Pyodide fetches the
  wheel the lock names, checks its SHA-256, installs it), then the same import (as the site's worker does it).
  ``loadPackage`` ends with ``importlib.invalidate_caches()``, which imports ``importlib.metadata``: the site's
  trimmed standard library lacks it (the run checks that this still fails: ``lock-trimmed``), so this way needs a
  library with it; it is measured with Pyodide's full one (served beside the site, from node_modules);
- ``today-full``: today's way with that same full library, to tell the library's cost from the lock's.

Each round opens each way in a fresh context (a first visit: nothing cached), each first in turn, and reads from the
worker the time from its start to Pyodide booted and to ``hf_core`` imported; the server counts the bytes sent. Twice:
unthrottled, and with ``--slow`` on a slowed link (150 ms, 1.6 Mbit/s, as benchmarks/phone.py). Medians, and the
paired difference round by round.

Usage: python benchmarks/lock_path.py [--rounds N] [--slow]   (needs a built site: HF_SITE_DIR or site/)
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, DESKTOP, SITE  # noqa: E402
from playwright.sync_api import Browser, sync_playwright  # noqa: E402
from siteserver import Link, SiteServer, serve  # noqa: E402

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hf_core by {mode}</title></head>
<body><p>booting…</p>
<script type="module">
  const worker = new Worker(new URL("./worker.js?mode={mode}", import.meta.url), {{ type: "module" }});
  worker.onmessage = (event) => {{ window.__hfLock = event.data; }};
  worker.onerror = (event) => {{ window.__hfLock = {{ error: String(event.message) }}; }};
</script></body></html>
"""

WORKER = """
const mode = new URL(self.location).searchParams.get("mode");  // today, lock, today-full, lock-trimmed
const site = new URL("../../../", self.location).href;
const indexURL = site + "assets/pyodide/";
const t0 = performance.now();
try {
  const manifest = await (await fetch(site + "assets/hf-runtime.json")).json();
  const entry = (name) => manifest.fetch.find((f) => f.path.includes(name));
  const full = mode === "lock" || mode === "today-full";
  const stdLibURL = full ? site + "hf-bench/lock/python_stdlib.zip" : site + entry("python_stdlib").path;
  const byLock = mode.startsWith("lock");
  let wheel = null;
  if (!byLock) wheel = fetch(site + entry("/wheels/").path).then((r) => r.arrayBuffer());
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const options = { indexURL, stdLibURL };
  if (byLock) options.lockFileURL = site + "assets/hf-core/pyodide-lock.json";
  const pyodide = await loadPyodide(options);
  const booted = performance.now() - t0;
  if (byLock) {
    await pyodide.loadPackage("hf-core", { messageCallback: () => {}, errorCallback: () => {} });
  } else {
    const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
    pyodide.unpackArchive(new Uint8Array(await wheel), "wheel", { extractDir: sitePackages });
  }
  const installed = performance.now() - t0;
  // As the site's worker imports it (its IMPORT_ENGINE: only the path finders' caches forgotten).
  pyodide.runPython("import sys; from importlib.machinery import FileFinder; "
    + "[f.invalidate_caches() for f in list(sys.path_importer_cache.values()) if isinstance(f, FileFinder)]; "
    + "import hf_core.web");
  self.postMessage({ booted, installed, ready: performance.now() - t0 });
} catch (error) {
  self.postMessage({ error: String(error) });
}
"""

SLOW = Link(latency=0.150, down=1.6e6, up=0.768e6)


MODES = ("today", "lock", "today-full")


def one(browser: Browser, server: SiteServer, mode: str) -> dict[str, Any]:
    context = browser.new_context(**DESKTOP, service_workers="block")
    try:
        page = context.new_page()
        server.traffic.reset()
        page.goto(server.url + f"hf-bench/lock/{mode}/")
        page.wait_for_function("() => window.__hfLock !== undefined", timeout=300_000, polling=50)
        result: dict[str, Any] = page.evaluate("() => window.__hfLock")
        result["bytes"] = server.traffic.total()
        return result
    finally:
        context.close()


def report(label: str, runs: dict[str, list[dict[str, Any]]]) -> None:
    print(f"\n{label}: {len(runs['today'])} rounds, medians (ms from the worker's start)")
    print(f"{'':11} {'booted':>9} {'installed':>10} {'imported':>9} {'bytes sent':>11}")
    for mode, rows in runs.items():
        med = {k: statistics.median(r[k] for r in rows) for k in ("booted", "installed", "ready", "bytes")}
        print(f"{mode:11} {med['booted']:9.0f} {med['installed']:10.0f} {med['ready']:9.0f} {med['bytes']:11,.0f}")
    for other in ("lock", "today-full"):
        diffs = [o["ready"] - t["ready"] for t, o in zip(runs["today"], runs[other], strict=True)]
        print(f"{other} - today, hf_core imported, paired: median {statistics.median(diffs):+.0f} ms, "
              f"range {min(diffs):+.0f} .. {max(diffs):+.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--slow", action="store_true", help="also on a slowed link (150 ms, 1.6 Mbit/s)")
    args = parser.parse_args()
    if not (SITE / "assets" / "hf-core" / "pyodide-lock.json").is_file():
        raise SystemExit(f"no built site with a lock file at {SITE}: run make site (or set HF_SITE_DIR)")
    links: list[tuple[str, Link | None]] = [("unthrottled", None)] + ([("slowed link", SLOW)] if args.slow else [])
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for label, link in links:
            with serve(SITE, precompressed=True, link=link) as server:
                server.add_file("/hf-bench/lock/python_stdlib.zip",
                                (ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").read_bytes())
                for mode in (*MODES, "lock-trimmed"):
                    server.add_page(f"/hf-bench/lock/{mode}/", PAGE.format(mode=mode))
                    server.add_file(f"/hf-bench/lock/{mode}/worker.js", WORKER.encode())
                trimmed = one(browser, server, "lock-trimmed")
                print(f"\n{label}: through the lock with the site's trimmed standard library: "
                      + (f"fails ({trimmed['error'].strip().splitlines()[-1]})" if "error" in trimmed
                         else f"works, hf_core imported at {trimmed['ready']:.0f} ms"))
                runs: dict[str, list[dict[str, Any]]] = {mode: [] for mode in MODES}
                for i in range(args.rounds):
                    for mode in MODES[i % 3:] + MODES[:i % 3]:  # each first in turn
                        run = one(browser, server, mode)
                        if "error" in run:
                            raise SystemExit(f"{mode}: {run['error']}")
                        runs[mode].append(run)
                report(label, runs)
        browser.close()


if __name__ == "__main__":
    main()
