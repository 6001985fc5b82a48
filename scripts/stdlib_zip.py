#!/usr/bin/env python3
"""Write the site's trimmed python_stdlib.zip (or Pyodide's full one) to a file, as the build does.

    python scripts/stdlib_zip.py OUT.zip           the trimmed zip (scripts/stdlib-files.txt)
    python scripts/stdlib_zip.py --full OUT.zip    Pyodide's own, for comparison

Used by tests/pyodide/trimmed.mjs (make test-pyodide) and benchmarks/runtime.py; the build itself
(hf_core/site/postbuild/runtime.py) calls the same function.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from hf_core.site.postbuild import runtime

ROOT = Path(__file__).resolve().parents[1]


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
        args.out.write_bytes(runtime.trimmed_stdlib(full, runtime.stdlib_files()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
