#!/usr/bin/env python3
"""Install the pure-Python test tools that tests/pyodide/run.mjs mounts inside Pyodide.

pytest and hypothesis (the versions pinned in requirements-dev.txt) and their dependencies
go into ``.pyodide-deps/`` as ready-to-import packages, from PyPI wheels only, chosen for the
Python inside Pyodide 314 (CPython 3.14, emscripten ABI 2026_0): pure ``py3-none-any`` wheels,
and hypothesis's own WebAssembly wheel (``cp314-pyemscripten_2026_0_wasm32``: since 6.156
hypothesis has a compiled part). Nothing is built here.

What is installed is requirements-pyodide.txt, every file hash-checked (``--require-hashes``); it is
generated from requirements-pyodide.in by ``make lock``. A version that differs from the dev lock's
(requirements-dev.txt) is refused, so that both Pythons run the same test tools.

Idempotent: a stamp records what was installed; when it matches, this exits at once.
Usage: ``python scripts/pyodide_deps.py [--force]``
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / ".pyodide-deps"
STAMP = TARGET / ".installed"
LOCK = ROOT / "requirements-pyodide.txt"
DEV_LOCK = ROOT / "requirements-dev.txt"
PYODIDE_PYTHON = "3.14"
PYODIDE_PLATFORM = "pyemscripten_2026_0_wasm32"  # pyodide-lock.json: info.abi_version 2026_0

_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)", re.MULTILINE)


def pins(path: Path) -> dict[str, str]:
    """``{normalised name: version}`` of a requirements file's ``name==version`` lines."""
    text = path.read_text(encoding="utf-8")
    return {re.sub(r"[-_.]+", "-", name).lower(): version for name, version in _PIN.findall(text)}


def differences() -> list[str]:
    """The packages requirements-pyodide.txt pins at another version than requirements-dev.txt."""
    dev = pins(DEV_LOCK)
    return [f"{name}=={version} (dev: {dev[name]})" for name, version in sorted(pins(LOCK).items())
            if dev.get(name, version) != version]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="reinstall even if up to date")
    args = parser.parse_args()

    drift = differences()
    if drift:
        print("pyodide deps: requirements-pyodide.txt and requirements-dev.txt pin different versions: "
              + ", ".join(drift) + ". Edit requirements-pyodide.in, then run `make lock`.", file=sys.stderr)
        return 2
    wanted = LOCK.read_text(encoding="utf-8")
    if not args.force and STAMP.is_file() and STAMP.read_text(encoding="utf-8") == wanted:
        print(f"pyodide deps: up to date in {TARGET.relative_to(ROOT)}/")
        return 0

    if TARGET.exists():
        shutil.rmtree(TARGET)
    command = [
        sys.executable, "-m", "pip", "install", "-qq", "--disable-pip-version-check",
        "--target", str(TARGET), "--no-deps", "--no-compile",
        "--only-binary=:all:", "--python-version", PYODIDE_PYTHON, "--implementation", "cp",
        "--platform", PYODIDE_PLATFORM, "--platform", "any",
        "--abi", "cp314", "--abi", "abi3", "--abi", "none",
        "--require-hashes", "-r", str(LOCK),
    ]
    result = subprocess.run(command, check=False)
    if result.returncode != 0:
        print("pyodide deps: pip could not install the test tools (see above). Each pinned "
              f"version needs a py3-none-any or cp314 {PYODIDE_PLATFORM} wheel on PyPI "
              "(hypothesis ships the latter).", file=sys.stderr)
        return result.returncode
    # Console scripts are of no use inside Pyodide.
    shutil.rmtree(TARGET / "bin", ignore_errors=True)
    STAMP.write_text(wanted, encoding="utf-8")
    print(f"pyodide deps: installed {len(pins(LOCK))} packages (hash-checked) in "
          f"{TARGET.relative_to(ROOT)}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
