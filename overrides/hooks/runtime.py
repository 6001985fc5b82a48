"""MkDocs hook: put the in-page Python runtime into the built site.

After each build this copies, from ``node_modules/pyodide`` (``npm ci``), only the Pyodide
files the page needs into ``site/assets/pyodide/``, and the pure ``hf_core`` wheel from
``dist/`` (``make wheel``) into ``site/assets/wheels/``, with ``site/assets/hf-runtime.json``
telling the page's loader (``docs/javascripts/hf/loader.js``) which files to fetch.

Nothing copied here is committed: ``site/`` is build output. The build fails with a message
that says what to run when a file is missing or the wheel no longer matches ``hf_core/``.
Registered in ``mkdocs.yml`` under ``hooks:``.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PACKAGE = "hf_core"
MANIFEST = "assets/hf-runtime.json"


ROOT = Path(__file__).resolve().parents[2]  # overrides/hooks/runtime.py -> the repository


def _pyodide_dir(root: Path) -> tuple[Path, str]:
    """Return node_modules/pyodide and its version, or fail the build saying what to run."""
    source = root / "node_modules" / "pyodide"
    missing = [name for name in PYODIDE_FILES if not (source / name).is_file()]
    if missing:
        raise PluginError(
            f"Pyodide runtime files are missing from {source} ({', '.join(missing)}). "
            "Run `make setup` (or `npm ci`) to install the pinned npm package `pyodide`."
        )
    version = json.loads((source / "package.json").read_text(encoding="utf-8"))["version"]
    return source, str(version)


def _wheel(root: Path) -> Path:
    """Return the one pure hf_core wheel in dist/, checked against the sources in hf_core/."""
    dist = root / "dist"
    wheels = sorted(dist.glob(f"{PACKAGE}-*.whl"))
    if not wheels:
        raise PluginError(
            f"No {PACKAGE} wheel in {dist}: the interactive pages need it. Run `make wheel` "
            "(or `make site`, which builds it first)."
        )
    if len(wheels) > 1:
        names = ", ".join(w.name for w in wheels)
        raise PluginError(f"Several {PACKAGE} wheels in {dist} ({names}). Run `make wheel`.")
    wheel = wheels[0]
    if not wheel.name.endswith("-py3-none-any.whl"):
        raise PluginError(f"{wheel.name} is not a pure py3-none-any wheel; Pyodide needs one.")
    _check_fresh(root, wheel)
    return wheel


def _check_fresh(root: Path, wheel: Path) -> None:
    """Fail if a module in hf_core/ differs from (or is absent in) the wheel's copy."""
    with zipfile.ZipFile(wheel) as archive:
        shipped = {name: archive.read(name) for name in archive.namelist()
                   if name.startswith(f"{PACKAGE}/") and name.endswith(".py")}
    stale = []
    for source in sorted((root / PACKAGE).rglob("*.py")):
        if "__pycache__" in source.parts:
            continue
        name = source.relative_to(root).as_posix()
        if shipped.get(name) != source.read_bytes():
            stale.append(name)
    if stale:
        listed = ", ".join(stale[:5]) + (" ..." if len(stale) > 5 else "")
        raise PluginError(
            f"{wheel.name} is out of date with the sources ({listed}). Run `make wheel`, "
            "so the pages run the engine as it is now."
        )


def _copy(source: Path, target: Path) -> None:
    """Copy unless an identical copy (same size and time) is already there."""
    if target.is_file():
        a, b = source.stat(), target.stat()
        if a.st_size == b.st_size and int(a.st_mtime) == int(b.st_mtime):
            return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def on_post_build(config: MkDocsConfig, **_: Any) -> None:
    root = ROOT
    site = Path(config.site_dir)
    source, version = _pyodide_dir(root)
    wheel = _wheel(root)

    for name in PYODIDE_FILES:
        _copy(source / name, site / "assets" / "pyodide" / name)
    wheels_dir = site / "assets" / "wheels"
    if wheels_dir.is_dir():
        for old in wheels_dir.glob("*.whl"):
            if old.name != wheel.name:
                old.unlink()
    _copy(wheel, wheels_dir / wheel.name)

    # What the page downloads, for its progress display.
    total = sum((source / name).stat().st_size for name in PYODIDE_FILES) + wheel.stat().st_size
    manifest = {  # worker.js expects Pyodide at assets/pyodide/ (it fetches it in parallel)
        "bytes": total,
        "pyodide": {"version": version, "path": "assets/pyodide/"},
        "wheel": {
            "path": f"assets/wheels/{wheel.name}",
            "sha256": _sha256(wheel),
            "package": PACKAGE,
        },
    }
    (site / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
