"""Post-build step: ``assets/hf-core/pyodide-lock.json``, so that any Pyodide page can load the engine by name.

Pyodide's lock file (``node_modules/pyodide/pyodide-lock.json``, as the pinned Pyodide ships it) with one more
entry, ``hf-core``: the wheel the site ships at ``assets/wheels/`` with its sha256, version and imports. A page
running the same Pyodide passes this file's address as ``lockFileURL`` to ``loadPyodide`` and then calls
``loadPackage("hf-core")`` (docs/developers.md). The entry's ``file_name`` is ``../wheels/<wheel>``: Pyodide
reads a relative name against the lock file's folder, so the lock works wherever the site is served.

The entry is written by ``pyodide lockfile add-wheels`` (pyodide-build, in its own environment
``.venv-pyodide-build/`` since it needs Python 3.12 or later: ``make setup`` installs it when such a Python
exists). Where it is absent (a machine without Python 3.12), this module writes the same entry itself, and says
so; ``tests/site/test_pyodide_lock.py`` checks that both give the same entry.

The file is written beside the runtime's, not over ``assets/pyodide/pyodide-lock.json``: the site's own worker
loads the wheel itself (its stored copy where the server compresses it, checked against ``hf-runtime.json``), and
the runtime's lock stays empty, so the page start reads no 120 kB list of packages it never loads.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Any

from hf_core.site.postbuild.common import ROOT, PostBuildError

FOLDER = "assets/hf-core"
NAME = "pyodide-lock.json"
WHEELS = "assets/wheels"
TOOL_ENV = "HF_PYODIDE_BUILD"  # the `pyodide` command to use, if not .venv-pyodide-build/bin/pyodide


def tool(root: Path = ROOT) -> Path | None:
    """The ``pyodide`` command of pyodide-build, or None where it is not installed."""
    given = os.environ.get(TOOL_ENV)
    path = Path(given) if given else root / ".venv-pyodide-build" / "bin" / "pyodide"
    return path if path.is_file() else None


def _wheel(site: Path) -> Path:
    wheels = sorted((site / WHEELS).glob("hf_core-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise PostBuildError(f"expected one hf_core wheel in {site / WHEELS}, found {len(wheels)}")
    return wheels[0]


def entry(wheel: Path) -> dict[str, Any]:
    """The lock entry of ``wheel`` as ``pyodide lockfile add-wheels`` writes it (name, version and dependencies from
    its metadata, the top-level packages it holds as imports, ``file_name`` beside ``assets/hf-core/``).

    hf_core has no dependencies: a wheel that declares one is refused, since the lock would then need it too.
    """
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = Parser().parsestr(archive.read(metadata_name).decode("utf-8"))
    if metadata.get_all("Requires-Dist"):
        raise PostBuildError(f"{wheel.name} declares dependencies: the fallback lock writer cannot resolve them")
    imports = sorted({n.split("/")[0] for n in names if "/" in n and not n.split("/")[0].endswith((".dist-info",
                                                                                                    ".data"))})
    return {
        "depends": [],
        "file_name": f"../wheels/{wheel.name}",
        "imports": imports,
        "install_dir": "site",
        "name": str(metadata["Name"]).replace("_", "-").lower(),
        "package_type": "package",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "tool": {},
        "unvendored_tests": False,
        "version": str(metadata["Version"]),
    }


def write_lock(site: Path, root: Path = ROOT, *, command: Path | None = None, use_tool: bool = True,
               quiet: bool = False) -> Path:
    """Write ``site/assets/hf-core/pyodide-lock.json``; return its path. ``command`` is pyodide-build's
    ``pyodide`` (by default :func:`tool`); without one, or with ``use_tool=False``, the entry is written here."""
    source = root / "node_modules" / "pyodide" / NAME
    if not source.is_file():
        raise PostBuildError(f"{source} is missing: run `npm ci` (make setup).")
    wheel = _wheel(site)
    out = site / FOLDER / NAME
    out.parent.mkdir(parents=True, exist_ok=True)
    command = (command or tool(root)) if use_tool else None
    if command is not None:
        run = subprocess.run(
            [str(command), "lockfile", "add-wheels", "--input", str(source), "--output", str(out),
             "--base-path", str(site / "assets"), "--wheel-url", "../", str(wheel)],
            capture_output=True, text=True, check=False,
        )
        if run.returncode != 0:
            raise PostBuildError(f"pyodide lockfile add-wheels failed:\n{run.stderr.strip()}")
        return out
    if not quiet:
        print(f"postbuild: pyodide-build is not installed (it needs Python 3.12+; `make setup` installs it where "
              f"one exists): {FOLDER}/{NAME}'s hf-core entry written by {__name__}", file=sys.stderr)
    lock = json.loads(source.read_text(encoding="utf-8"))
    new = entry(wheel)
    lock["packages"] = dict(sorted({**lock["packages"], new["name"]: new}.items()))
    out.write_text(json.dumps(lock), encoding="utf-8")
    return out
