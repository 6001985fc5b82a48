#!/usr/bin/env python3
"""Install the pure-Python test tools that tests/pyodide/run.mjs mounts inside Pyodide.

pytest and hypothesis (the versions pinned in requirements-dev.txt) and their dependencies
go into ``.pyodide-deps/`` as ready-to-import packages, from PyPI wheels only, chosen for the
Python inside Pyodide 314 (CPython 3.14, emscripten ABI 2026_0): pure ``py3-none-any`` wheels,
and hypothesis's own WebAssembly wheel (``cp314-pyemscripten_2026_0_wasm32``: since 6.156
hypothesis has a compiled part). Nothing is built here.

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
PYODIDE_PYTHON = "3.14"
PYODIDE_PLATFORM = "pyemscripten_2026_0_wasm32"  # pyodide-lock.json: info.abi_version 2026_0

# pytest's and hypothesis's dependencies on Python 3.14 (none has a further dependency there).
# Keep in step with the versions in the project's virtual environment.
DEPENDENCIES = [
    "iniconfig==2.3.1",
    "packaging==26.4",
    "pluggy==1.7.0",
    "pygments==2.21.0",
    "sortedcontainers==2.4.0",
]


def pinned_from_requirements(name: str) -> str:
    """The ``name==version`` line of requirements-dev.txt (so both Pythons test alike)."""
    text = (ROOT / "requirements-dev.txt").read_text(encoding="utf-8")
    match = re.search(rf"^{re.escape(name)}==([^\s#]+)", text, re.MULTILINE | re.IGNORECASE)
    if not match:
        raise SystemExit(f"requirements-dev.txt pins no version of {name}")
    return f"{name}=={match.group(1)}"


def requirements() -> list[str]:
    return [pinned_from_requirements("pytest"), pinned_from_requirements("hypothesis"),
            *DEPENDENCIES]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="reinstall even if up to date")
    args = parser.parse_args()

    wanted = "\n".join(requirements()) + "\n"
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
        *requirements(),
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
    print(f"pyodide deps: installed {len(requirements())} packages in "
          f"{TARGET.relative_to(ROOT)}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
