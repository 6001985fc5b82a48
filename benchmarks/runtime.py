#!/usr/bin/env python3
"""Runtime benchmark: what the Python runtime costs in bytes and in start-up. Prints; asserts nothing.

1. Bytes of the runtime files (raw, gzip -9, brotli q11): Pyodide as it ships (the full standard
   library and lock file) against what the build puts in site/assets/ (trimmed library, filtered
   lock), and the trimmed library as bytecode.
2. Start-up in Node (one process per start-up, the variants interleaved, medians): the worker's
   own steps (benchmarks/runtime_boot.mjs) with the full library, the trimmed one, and the trimmed
   one compiled to bytecode inside Pyodide (as is, and with -OO: no docstrings nor asserts).
3. With --chromium: the same three in Chromium, the site's worker on an otherwise empty page,
   served by tests/browser/siteserver.py with its .br copies (the library variant swapped in at
   assets/pyodide/python_stdlib.zip).
4. Whether bytecode pays: the start-up it saves against its extra bytes on a 1.6 Mbit/s link.

Usage: python benchmarks/runtime.py [--rounds N] [--chromium]   (needs `make site`)
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from hf_core.site.postbuild import runtime as STEP  # noqa: E402
from hf_core.site.postbuild.precompress import compressed  # noqa: E402

SLOW_LINK_BITS = 1.6e6  # "fast 3G"
PYODIDE = ROOT / "node_modules" / "pyodide"
ASSETS = ROOT / "site" / "assets"
VARIANTS = ("full", "trimmed", "bytecode", "bytecode-OO")  # -OO: no docstrings nor asserts


def sizes(data: bytes) -> tuple[int, int, int]:
    return len(data), len(compressed(data, "gz")), len(compressed(data, "br"))


def fmt(n: float) -> str:
    if n >= 1e6:
        return f"{n / 1e6:.2f} MB"
    return f"{n / 1e3:.0f} kB" if n >= 1e3 else f"{n:.0f} B"


def byte_table(zips: dict[str, Path]) -> dict[str, tuple[int, int, int]]:
    (wheel,) = (ASSETS / "wheels").glob("hf_core-*.whl")
    before = {name: (PYODIDE / name).read_bytes() for name in STEP.PYODIDE_FILES}
    after = {name: (ASSETS / "pyodide" / name).read_bytes() for name in STEP.PYODIDE_FILES}
    before["hf_core wheel"] = after["hf_core wheel"] = wheel.read_bytes()
    print("Runtime bytes (raw / gzip -9 / brotli q11)")
    print(f"{'file':22} {'Pyodide as shipped':>32} {'site (trimmed)':>32}")
    totals = {"before": [0, 0, 0], "after": [0, 0, 0]}
    for name in before:
        row = []
        for key, files in (("before", before), ("after", after)):
            s = sizes(files[name])
            totals[key] = [a + b for a, b in zip(totals[key], s, strict=True)]
            row.append(" / ".join(fmt(x) for x in s))
        print(f"{name:22} {row[0]:>32} {row[1]:>32}")
    print(f"{'total':22} {' / '.join(fmt(x) for x in totals['before']):>32} "
          f"{' / '.join(fmt(x) for x in totals['after']):>32}")
    library = {v: sizes(zips[v].read_bytes()) for v in VARIANTS}
    files = {}
    for variant in VARIANTS:
        files[variant] = len(zipfile.ZipFile(zips[variant]).namelist())
        print(f"python_stdlib.zip, {variant:8}: {files[variant]:3} files, "
              f"{' / '.join(fmt(x) for x in library[variant])}")
    print()
    return library


def node(*args: str) -> dict[str, Any]:
    out = subprocess.run(["node", str(ROOT / "benchmarks" / "runtime_boot.mjs"), *args],
                         check=True, capture_output=True, text=True).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def saved(runs: dict[str, list[dict[str, float]]], stage: str, variant: str) -> float:
    """How much sooner ``variant`` reaches ``stage`` than the trimmed sources (medians, ms)."""
    return median([r[stage] for r in runs["trimmed"]]) - median([r[stage] for r in runs[variant]])


def boot_table(title: str, runs: dict[str, list[dict[str, float]]], stages: tuple[str, ...]) -> None:
    print(title)
    print(f"{'stage (median ms)':24}" + "".join(f"{v:>12}" for v in VARIANTS))
    for stage in stages:
        print(f"{stage:24}" + "".join(f"{median([r[stage] for r in runs[v]]):12.0f}" for v in VARIANTS))
    print()


def chromium_runs(zips: dict[str, Path], rounds: int) -> dict[str, list[dict[str, float]]]:
    from browsing import CHROMIUM, CHROMIUM_ARGS
    from page import ENGINE_HTML, measure_load
    from playwright.sync_api import sync_playwright
    from siteserver import serve

    runs: dict[str, list[dict[str, float]]] = {v: [] for v in VARIANTS}
    with serve(ROOT / "site", precompressed=True) as server, sync_playwright() as playwright:
        server.add_page("/hf-bench/engine/", ENGINE_HTML)
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for n in range(rounds):
            order = VARIANTS if n % 2 == 0 else VARIANTS[::-1]
            for variant in order:
                server.add_file("/assets/pyodide/python_stdlib.zip", zips[variant].read_bytes())
                run = measure_load(browser, server, "hf-bench/engine/")
                run["context"].close()
                if run["interactive"] is None or run["booted"] is None:
                    raise SystemExit(f"Chromium: the {variant} library did not start")
                runs[variant].append({"booted": run["booted"] - run["start"],
                                      "ready": run["ready"] - run["start"],
                                      "first call": run["interactive"] - run["start"]})
        browser.close()
    return runs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--chromium", action="store_true")
    args = parser.parse_args()
    if not (ASSETS / "hf-runtime.json").is_file():
        raise SystemExit("site/ is not built: run `make site`.")

    with tempfile.TemporaryDirectory() as tmp:
        zips = {"full": PYODIDE / "python_stdlib.zip", "trimmed": ASSETS / "pyodide" / "python_stdlib.zip",
                "bytecode": Path(tmp) / "bytecode.zip", "bytecode-OO": Path(tmp) / "bytecode-OO.zip"}
        node("bytecode", str(zips["trimmed"]), str(zips["bytecode"]))
        node("bytecode", str(zips["trimmed"]), str(zips["bytecode-OO"]), "2")
        library = byte_table(zips)

        node_runs: dict[str, list[dict[str, float]]] = {v: [] for v in VARIANTS}
        for n in range(args.rounds):
            for variant in VARIANTS if n % 2 == 0 else VARIANTS[::-1]:
                node_runs[variant].append(node("boot", str(zips[variant])))
        boot_table(f"Start-up in Node, {args.rounds} rounds (boot = loadPyodide; engine = wheel + import;"
                   " first call = worked_example_steps; cpu = the process's CPU time to then)", node_runs,
                   ("boot", "engine", "firstCall", "total", "cpu"))
        savings = {v: {"Node, wall": saved(node_runs, "total", v), "Node, CPU time": saved(node_runs, "cpu", v)}
                   for v in VARIANTS[2:]}
        if args.chromium:
            browser_runs = chromium_runs(zips, args.rounds)
            boot_table(f"Start-up in Chromium, {args.rounds} rounds (ms from the worker's start)",
                       browser_runs, ("booted", "ready", "first call"))
            for v in VARIANTS[2:]:
                savings[v]["Chromium, wall"] = saved(browser_runs, "first call", v)

    print("Bytecode instead of sources: start-up saved against the extra bytes at 1.6 Mbit/s")
    for variant in VARIANTS[2:]:
        extra = [library[variant][i] - library["trimmed"][i] for i in range(3)]
        cost = ", ".join(f"{label} +{fmt(e)} = +{e * 8 / SLOW_LINK_BITS * 1000:.0f} ms"
                         for label, e in zip(("raw", "gzip", "brotli"), extra, strict=True))
        gain = ", ".join(f"{where} {ms:.0f} ms" for where, ms in savings[variant].items())
        print(f"  {variant:12} costs {cost}\n  {'':12} saves {gain}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
