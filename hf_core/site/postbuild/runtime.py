"""Post-build step: put the in-page Python runtime into the built site, trimmed.

This writes into ``site/assets/pyodide/`` the Pyodide files the page needs, from ``node_modules/pyodide``
(``npm ci``):

- ``pyodide.mjs``, ``pyodide.asm.mjs`` and ``pyodide.asm.wasm`` as they are;
- ``python_stdlib.zip`` trimmed to the files listed in ``scripts/stdlib-files.txt`` (recorded by
  ``node scripts/stdlib.mjs`` under Pyodide; ``make test-pyodide`` fails when it misses one);
- ``pyodide-lock.json`` with no packages (the site loads none from Pyodide's distribution).

It copies the pure ``hf_core`` wheel from ``dist/`` (``make wheel``) into ``site/assets/wheels/``
and writes ``site/assets/hf-runtime.json``: which files the page's worker fetches (``fetch``: their addresses
and sizes raw, gzip and brotli) and the wheel's sha256, which the worker hands to ``fetch`` as
``integrity`` so that a changed wheel is refused.

The library and the wheel are zips deflated file by file, which no server compresses further. Each also gets a
"stored" copy (``python_stdlib.stored.zip``, ``wheels/stored/<wheel>``): the same files uncompressed in the zip,
which a server sends compressed as a whole, smaller (the library 819 kB deflated, 587 kB stored and brotli-11,
759 kB stored and gzip-9). The worker takes the stored copy where the server sends it compressed and smaller
(``docs/javascripts/hf/copies.js``), the deflated one elsewhere: a server that compresses nothing sends 819 kB,
not 3.1 MB. The ``.gz`` and ``.br`` copies of every page and
runtime file are written by :mod:`.precompress`, the very last step.

Nothing written here is committed: ``site/`` is build output. The step fails with a message
that says what to run when a file is missing or the wheel no longer matches ``hf_core/``.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import shutil
import zipfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from hf_core.site.postbuild.common import ROOT, PostBuildError
from hf_core.site.postbuild.precompress import transfer_sizes

COPIED = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")  # as Pyodide ships them
STDLIB = "python_stdlib.zip"  # trimmed here
STORED_STDLIB = "python_stdlib.stored.zip"  # the same files, stored: for a server that compresses it
LOCK = "pyodide-lock.json"  # filtered here
PYODIDE_FILES = (*COPIED, STDLIB, LOCK)
PACKAGE = "hf_core"
MANIFEST = "assets/hf-runtime.json"

STDLIB_LIST = ROOT / "scripts" / "stdlib-files.txt"
RECORD = "node scripts/stdlib.mjs"
# Build-time only, not in the wheel (pyproject.toml): this package, and the readers' labelled queries (the finder's
# index data).
BUILD_ONLY = (f"{PACKAGE}/site/postbuild/", f"{PACKAGE}/site/readers/")


def _pyodide_dir(root: Path) -> tuple[Path, str]:
    """Return node_modules/pyodide and its version, or fail the build saying what to run."""
    source = root / "node_modules" / "pyodide"
    missing = [name for name in PYODIDE_FILES if not (source / name).is_file()]
    if missing:
        raise PostBuildError(
            f"Pyodide runtime files are missing from {source} ({', '.join(missing)}). "
            "Run `make setup` (or `npm ci`) to install the pinned npm package `pyodide`."
        )
    version = json.loads((source / "package.json").read_text(encoding="utf-8"))["version"]
    return source, str(version)


def stdlib_files(path: Path = STDLIB_LIST) -> list[str]:
    """The zip paths listed in scripts/stdlib-files.txt (comments and blank lines skipped)."""
    if not path.is_file():
        raise PostBuildError(f"{path} is missing: run `make wheel` then `{RECORD}` to record it.")
    lines = (line.strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def trimmed_stdlib(full: Path, files: Sequence[str]) -> bytes:
    """Pyodide's standard library zip ``full`` with only ``files``, deflated, byte-for-byte the
    same for the same input (each entry keeps its date from ``full``).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     full = Path(tmp) / "full.zip"
    ...     with zipfile.ZipFile(full, "w") as z:
    ...         for name in ("a.py", "b/__init__.py", "c.py"):
    ...             z.writestr(name, "x = 1")
    ...     zipfile.ZipFile(io.BytesIO(trimmed_stdlib(full, ["c.py", "b/__init__.py"]))).namelist()
    ['b/__init__.py', 'c.py']
    """
    with zipfile.ZipFile(full) as source:
        present = set(source.namelist())
        missing = [name for name in files if name not in present]
        if missing:
            raise PostBuildError(
                f"{len(missing)} file(s) of scripts/stdlib-files.txt are not in {full} "
                f"({', '.join(missing[:5])}): Pyodide changed? Run `{RECORD}`."
            )
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as target:
            for name in sorted(set(files)):
                info = zipfile.ZipInfo(name, source.getinfo(name).date_time)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                target.writestr(info, source.read(name))
    return out.getvalue()


def stored_zip(data: bytes) -> bytes:
    """The same zip with every file stored uncompressed (names, dates and modes kept), for a server that
    compresses it as a whole.

    >>> deflated = io.BytesIO()
    >>> with zipfile.ZipFile(deflated, "w", zipfile.ZIP_DEFLATED) as z:
    ...     z.writestr("a.py", "x = 1\\n" * 100)
    >>> stored = zipfile.ZipFile(io.BytesIO(stored_zip(deflated.getvalue())))
    >>> [(i.filename, i.compress_type == zipfile.ZIP_STORED) for i in stored.infolist()], stored.read("a.py")[:6]
    ([('a.py', True)], b'x = 1\\n')
    """
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as target:
        for info in source.infolist():
            entry = zipfile.ZipInfo(info.filename, info.date_time)
            entry.external_attr = info.external_attr
            target.writestr(entry, source.read(info))
    return out.getvalue()


def filtered_lock(lock: dict[str, Any], used: Iterable[str] = ()) -> dict[str, Any]:
    """Pyodide's lock file with only the packages in ``used`` (the site loads none).

    >>> filtered_lock({"info": {"python": "3.14.2"}, "packages": {"numpy": {}, "micropip": {}}})
    {'info': {'python': '3.14.2'}, 'packages': {}}
    """
    wanted = set(used)
    return {**lock, "packages": {k: v for k, v in lock["packages"].items() if k in wanted}}


def _wheel(root: Path) -> Path:
    """Return the one pure hf_core wheel in dist/, checked against the sources in hf_core/."""
    dist = root / "dist"
    wheels = sorted(dist.glob(f"{PACKAGE}-*.whl"))
    if not wheels:
        raise PostBuildError(
            f"No {PACKAGE} wheel in {dist}: the interactive pages need it. Run `make wheel` "
            "(or `make site`, which builds it first)."
        )
    if len(wheels) > 1:
        names = ", ".join(w.name for w in wheels)
        raise PostBuildError(f"Several {PACKAGE} wheels in {dist} ({names}). Run `make wheel`.")
    wheel = wheels[0]
    if not wheel.name.endswith("-py3-none-any.whl"):
        raise PostBuildError(f"{wheel.name} is not a pure py3-none-any wheel; Pyodide needs one.")
    _check_fresh(root, wheel)
    return wheel


def _check_fresh(root: Path, wheel: Path) -> None:
    """Fail if a module in hf_core/ differs from (or is absent in) the wheel's copy (the build-time packages aside,
    which pyproject.toml leaves out of the wheel: :data:`BUILD_ONLY`)."""
    with zipfile.ZipFile(wheel) as archive:
        shipped = {name: archive.read(name) for name in archive.namelist()
                   if name.startswith(f"{PACKAGE}/") and name.endswith(".py")}
    stale = []
    for source in sorted((root / PACKAGE).rglob("*.py")):
        name = source.relative_to(root).as_posix()
        if "__pycache__" in source.parts or name.startswith(BUILD_ONLY):
            continue
        if shipped.get(name) != source.read_bytes():
            stale.append(name)
    if stale:
        listed = ", ".join(stale[:5]) + (" ..." if len(stale) > 5 else "")
        raise PostBuildError(
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


def _write(target: Path, data: bytes) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    if not target.is_file() or target.read_bytes() != data:
        target.write_bytes(data)


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _fetched(path: str, size: tuple[int, int, int], file: Path, data: bytes | None = None) -> dict[str, Any]:
    """One file the worker fetches: its address (a zip's carries its hash: a cached copy of another build's is
    never used), its sizes raw, gzip and brotli, and for a zip the integrity the worker checks it against."""
    entry: dict[str, Any] = {"path": path, "bytes": list(size)}
    if path.endswith((".zip", ".whl")):
        digest = hashlib.sha256(file.read_bytes() if data is None else data).digest()
        entry["path"] = f"{path}?v={digest.hex()[:16]}"
        entry["integrity"] = "sha256-" + base64.b64encode(digest).decode("ascii")
    return entry


def copy_runtime(site: Path, root: Path = ROOT, *, shared_origin_storage: bool = False) -> None:
    """The runtime's files and the wheel into ``site/assets/``, and ``assets/hf-runtime.json`` describing them
    (with ``shared_origin_storage``: whether the page's worker may keep Python's snapshot where the site is not at
    the root of its origin)."""
    source, version = _pyodide_dir(root)
    wheel = _wheel(root)
    runtime = site / "assets" / "pyodide"

    for name in COPIED:
        _copy(source / name, runtime / name)
    listed = stdlib_files(root / "scripts" / "stdlib-files.txt")
    stdlib = trimmed_stdlib(source / STDLIB, listed)
    _write(runtime / STDLIB, stdlib)
    stored_stdlib = stored_zip(stdlib)
    _write(runtime / STORED_STDLIB, stored_stdlib)
    lock = json.loads((source / LOCK).read_text(encoding="utf-8"))
    _write(runtime / LOCK, (json.dumps(filtered_lock(lock), indent=1) + "\n").encode("utf-8"))
    wheels_dir = site / "assets" / "wheels"
    if wheels_dir.is_dir():
        for old in wheels_dir.rglob("*.whl"):
            if old.name != wheel.name:
                old.unlink()
    _copy(wheel, wheels_dir / wheel.name)
    digest = hashlib.sha256(wheel.read_bytes()).digest()
    stored_wheel = stored_zip(wheel.read_bytes())
    _write(wheels_dir / "stored" / wheel.name, stored_wheel)

    shipped = [f"assets/pyodide/{name}" for name in PYODIDE_FILES]
    shipped.append(f"assets/wheels/{wheel.name}")
    raw = [(site / path).stat().st_size for path in shipped]
    # What the page's worker asks for, at the addresses it uses (the library and the wheel carry their hash), with
    # each file's size raw, gzip and brotli: the loader states what a server will send (loader.js, measureSize).
    # The library and the wheel with their stored copies (the worker picks one: docs/javascripts/hf/copies.js).
    worker = "javascripts/hf/worker.js"
    stored = {f"assets/pyodide/{STDLIB}": (f"assets/pyodide/{STORED_STDLIB}", stored_stdlib),
              f"assets/wheels/{wheel.name}": (f"assets/wheels/stored/{wheel.name}", stored_wheel)}
    fetch = []
    for path, size in transfer_sizes(site, [*shipped, worker] if (site / worker).is_file() else shipped).items():
        entry = _fetched(path, size, site / path)
        if path in stored:
            copy, data = stored[path]
            entry["stored"] = _fetched(copy, transfer_sizes(site, [copy])[copy], site / copy, data)
        fetch.append(entry)
    # What the page downloads: raw for its progress display (the worker counts decoded bytes); gzip and brotli,
    # what a server sending those copies sends (of two copies the smaller, as the worker picks), for benchmarks.
    def sent(encoding: int) -> int:
        return sum(min(entry["bytes"][encoding], entry.get("stored", entry)["bytes"][encoding])
                   for entry in fetch if entry["path"].startswith(tuple(shipped)))

    manifest = {  # worker.js expects Pyodide at assets/pyodide/ (it fetches it in parallel)
        "bytes": sum(raw),
        "transfer": {"gzip": sent(1), "br": sent(2)},
        "pyodide": {
            "version": version,
            "path": "assets/pyodide/",
            # The worker asks for python_stdlib.zip?v=<sha256[:16]>: it changes with hf_core.
            "stdlib": {"files": len(listed), "sha256": _sha256(stdlib)},
        },
        "fetch": fetch,
        "wheel": {
            "path": f"assets/wheels/{wheel.name}",
            "sha256": digest.hex(),
            "integrity": "sha256-" + base64.b64encode(digest).decode("ascii"),
            "package": PACKAGE,
        },
        # Off unless the operator says so: Cache Storage belongs to the whole origin (see the README).
        "shared_origin_storage": shared_origin_storage,
    }
    (site / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
