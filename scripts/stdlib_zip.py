#!/usr/bin/env python3
"""Write the site's trimmed python_stdlib.zip (or Pyodide's full one) to a file, as the build does.

    python scripts/stdlib_zip.py OUT.zip           the trimmed zip (scripts/stdlib-files.txt)
    python scripts/stdlib_zip.py --full OUT.zip    Pyodide's own, for comparison

Used by tests/pyodide/trimmed.mjs (make test-pyodide) and benchmarks/runtime.py; the build itself
(overrides/hooks/runtime.py) calls the same function.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def runtime_hook() -> ModuleType:
    """overrides/hooks/runtime.py, loaded by path (it is a MkDocs hook, not a package)."""
    spec = importlib.util.spec_from_file_location("hf_runtime_hook", ROOT / "overrides" / "hooks" / "runtime.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    hooks = str(ROOT / "overrides" / "hooks")
    sys.path.insert(0, hooks)  # as mkdocs does while it loads a hook: runtime.py imports precompress.py
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(hooks)
    return module


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--full", action="store_true", help="copy Pyodide's full zip instead")
    args = parser.parse_args()
    full = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
    if not full.is_file():
        print(f"{full} is missing: run `make setup`.", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if args.full:
        shutil.copyfile(full, args.out)
    else:
        hook = runtime_hook()
        args.out.write_bytes(hook.trimmed_stdlib(full, hook.stdlib_files()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
