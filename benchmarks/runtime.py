#!/usr/bin/env python3
"""Runtime benchmark: what the Python runtime costs in bytes and in start-up. Prints; asserts nothing.

1. Bytes of the runtime files (raw, gzip -9, brotli q11): Pyodide as it ships (the full standard
   library and lock file) against what the build puts in site/assets/ (trimmed library, filtered
   lock), and the trimmed library as bytecode.
2. Start-up in Node (one process per start-up, the variants interleaved, medians): the worker's
   own steps (benchmarks/runtime_boot.mjs) with the full library, the trimmed one, and the trimmed
   one compiled to bytecode inside Pyodide (as is, and with -OO: no docstrings nor asserts).
3. With --chromium: what the page gets, in Chromium: the site's worker (loader.js) on an otherwise empty page,
   served by tests/browser/siteserver.py with the .br copies, from a copy of the built site per variant of the
   library and the wheel: "deflated" (zips deflated file by file, as pip and Pyodide ship them), "stored" (the
   same files stored, sent brotli-compressed as a whole: what the site ships), "bytecode-OO" (the library and
   hf_core compiled to -OO bytecode inside Pyodide, stored, brotli); from the worker's start to Python up, to
   hf_core ready and to the first call answered, and the bytes sent. Twice: unthrottled, and on the slowed
   phone of benchmarks/phone.py (150 ms, 1.6 Mbit/s made at the server, the page's CPU slowed 4x; the worker's
   own CPU is not slowed: Chromium slows pages only).
4. Whether bytecode pays: the start-up it saves against its extra bytes on a 1.6 Mbit/s link.

Usage: python benchmarks/runtime.py [--rounds N] [--chromium]   (needs `make site`)
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import json
import os
import shutil
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
        stored = sizes(STEP.stored_zip(zips[variant].read_bytes()))
        print(f"python_stdlib.zip, {variant:11}: {files[variant]:4} files, deflated file by file "
              f"{' / '.join(fmt(x) for x in library[variant])}; stored {' / '.join(fmt(x) for x in stored)}")
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


# The site's own worker on an otherwise empty page: the loader's built-in runtime-check widget calls ping.
ENGINE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hf_core engine</title></head>
<body><div data-hf-widget="runtime-check"><p data-hf-output>…</p></div>
<script type="module" src="../../javascripts/hf/loader.js"></script></body></html>
"""
PAGE_VARIANTS = ("deflated", "stored", "bytecode-OO")


def variant_site(tmp: Path, variant: str, bytecode: dict[str, Path], name: str = "") -> Path:
    """A copy of the built site (hard links) whose library and wheel come as ``variant``, its manifest saying so,
    in ``tmp/site-<name or variant>``."""
    site = tmp / f"site-{name or variant}"
    shutil.copytree(ROOT / "site", site, copy_function=os.link)
    manifest_path = site / "assets" / "hf-runtime.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    for entry in manifest["fetch"]:
        if "stored" not in entry:
            continue
        if variant == "deflated":
            del entry["stored"]  # the worker takes the copy deflated file by file
        elif variant == "bytecode-OO":
            kind = "stdlib" if "python_stdlib" in entry["path"] else "wheel"
            data = STEP.stored_zip(bytecode[kind].read_bytes())
            path = site / entry["stored"]["path"].split("?", 1)[0]
            for copy in (path, path.with_name(path.name + ".br"), path.with_name(path.name + ".gz")):
                copy.unlink(missing_ok=True)  # hard links: never write through them
            path.write_bytes(data)
            packed = {kind_: compressed(data, kind_) for kind_ in ("gz", "br")}
            for kind_, body in packed.items():
                path.with_name(f"{path.name}.{kind_}").write_bytes(body)
            digest = hashlib.sha256(data).digest()
            entry["stored"].update(path=f"{path.relative_to(site).as_posix()}?v={digest.hex()[:16]}",
                                   integrity="sha256-" + base64.b64encode(digest).decode("ascii"),
                                   bytes=[len(data), len(packed["gz"]), len(packed["br"])])
    # Its compressed copies too (hard links to the built site's): the server sends those first, and a stale one
    # would have every variant load the built site's files.
    for copy in (manifest_path, manifest_path.with_name(manifest_path.name + ".br"),
                 manifest_path.with_name(manifest_path.name + ".gz")):
        copy.unlink(missing_ok=True)
    manifest_path.write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return site


def chromium_runs(tmp: Path, bytecode: dict[str, Path], rounds: int,
                  slowed: bool) -> dict[str, list[dict[str, float]]]:
    from browsing import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE
    from playwright.sync_api import sync_playwright
    from siteserver import serve, slow_phone

    sites = {variant: variant_site(tmp, variant, bytecode, f"{variant}-{int(slowed)}") for variant in PAGE_VARIANTS}
    runs: dict[str, list[dict[str, float]]] = {v: [] for v in PAGE_VARIANTS}
    with contextlib.ExitStack() as stack, sync_playwright() as playwright:
        servers = {v: stack.enter_context(serve(site, precompressed=True, link=slow_phone() if slowed else None))
                   for v, site in sites.items()}
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for n in range(rounds):
            for variant in PAGE_VARIANTS if n % 2 == 0 else PAGE_VARIANTS[::-1]:
                server = servers[variant]
                server.add_page("/hf-bench/engine/", ENGINE_HTML)
                context = browser.new_context(**(PHONE if slowed else DESKTOP), service_workers="block")
                page = context.new_page()
                if slowed:
                    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
                server.traffic.reset()
                page.goto(server.url + "hf-bench/engine/", wait_until="commit")
                page.wait_for_function("""() => performance.getEntriesByName('hf:interactive').length > 0
                                            || performance.getEntriesByName('hf:runtime-failed').length > 0""",
                                       timeout=240_000, polling=20)
                marks = page.evaluate("""() => Object.fromEntries(['start', 'booted', 'ready', 'interactive']
                    .map((n) => [n, (performance.getEntriesByName(n === 'interactive' ? 'hf:interactive'
                                  : `hf:runtime-${n}`)[0] || {}).startTime ?? null]))""")
                sent = server.traffic.total()
                context.close()
                if marks["interactive"] is None or marks["booted"] is None:
                    raise SystemExit(f"Chromium: the {variant} runtime did not start")
                runs[variant].append({"booted": marks["booted"] - marks["start"],
                                      "ready": marks["ready"] - marks["start"],
                                      "first call": marks["interactive"] - marks["start"], "kB sent": sent / 1000})
        browser.close()
    return runs


def page_table(title: str, runs: dict[str, list[dict[str, float]]]) -> None:
    print(title)
    print(f"{'(median)':24}" + "".join(f"{v:>14}" for v in PAGE_VARIANTS))
    for stage in ("booted", "ready", "first call", "kB sent"):
        label = stage if stage == "kB sent" else f"{stage} (ms)"
        print(f"{label:24}" + "".join(f"{median([r[stage] for r in runs[v]]):14.0f}" for v in PAGE_VARIANTS))
    print()


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
            (wheel,) = (ASSETS / "wheels").glob("hf_core-*.whl")
            bytecode = {"stdlib": zips["bytecode-OO"], "wheel": Path(tmp) / "wheel-OO.whl"}
            node("bytecode", str(wheel), str(bytecode["wheel"]), "2")
            for slowed in (False, True):
                browser_runs = chromium_runs(Path(tmp), bytecode, args.rounds, slowed)
                page_table(f"Start-up in Chromium, {'the slowed phone' if slowed else 'unthrottled'}, {args.rounds} "
                           "rounds (ms from the worker's start; what the server sent, kB)", browser_runs)
                where = "Chromium, slowed phone" if slowed else "Chromium"
                saving = median([r["first call"] for r in browser_runs["stored"]]) - median(
                    [r["first call"] for r in browser_runs["bytecode-OO"]])
                savings["bytecode-OO"][f"{where}, wall (stored sources -> stored bytecode)"] = saving

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
