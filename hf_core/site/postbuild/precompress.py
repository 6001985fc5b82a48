"""The last post-build step: ``.gz`` and ``.br`` beside every page and text or runtime file of the site.

For a server that sends them as they are (nginx ``gzip_static`` / ``brotli_static``: the README's deployment
section). It runs after every other step has written its files (the runtime copied, the pages stamped with the
assets' hash, the service worker written), so a compressed copy is always its file. Compressed copies are
cached by content (:func:`cache_folder`: the user's cache folder, shared by every clone on the machine, as pip's
and npm's are), so an unchanged file, such as the Pyodide runtime, is not compressed again, even by a fresh clone;
a cached copy that does not give its file back is compressed again. Brotli (the
``brotli`` package, pinned in requirements-dev.txt) is required to build the site, not to run the engine:
it is imported only here, when the step runs. :mod:`.runtime` uses :func:`transfer_sizes` for the sizes it
tells the reader.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hf_core.site.postbuild.common import ROOT, PostBuildError

IN_CLONE = ROOT / ".cache" / "precompressed"  # when no user cache folder can be written

# What gets a .gz and a .br beside it: text, the runtime, and nothing already compressed.
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt", ".wasm", ".zip", ".whl",
                ".map")
MIN_BYTES = 1024  # smaller files gain nothing worth a second request header
MIN_GAIN = 0.9  # keep a compressed copy only if it is at most 90 % of the original
STALE_AFTER_S = 24 * 3600  # a cached copy no build has used for this long is pruned


def cache_folder() -> Path:
    """Where compressed copies are kept: ``$HF_CACHE_DIR/precompressed`` if set, else
    ``$XDG_CACHE_HOME/happy-families/precompressed`` (``~/.cache/...`` by default), shared by every clone of this
    user's (a fresh clone built after another does not spend a minute on brotli again); the clone's own
    ``.cache/precompressed`` when that folder cannot be made (a read-only home)."""
    given = os.environ.get("HF_CACHE_DIR")
    if given:
        return Path(given) / "precompressed"
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    folder = Path(base) / "happy-families" / "precompressed"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return IN_CLONE
    return folder if os.access(folder, os.W_OK) else IN_CLONE


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _brotli() -> Any:
    try:
        import brotli
    except ImportError:
        raise PostBuildError(
            "The build writes .br files and needs the `brotli` package: run `make setup` "
            "(it is pinned in requirements-dev.txt), or `.venv/bin/pip install brotli`."
        ) from None
    return brotli


def _unpacked(packed: bytes, kind: str) -> bytes | None:
    """What a compressed copy gives back, or None when it is not a whole copy of its kind."""
    try:
        return gzip.decompress(packed) if kind == "gz" else bytes(_brotli().decompress(packed))
    except Exception:  # zlib.error, EOFError, OSError for gzip; brotli.error: any of them, compress again
        return None


def compressed(data: bytes, kind: str, cache: Path | None = None) -> bytes:
    """``data`` as gzip (level 9, no name nor time: the same bytes every build) or brotli
    (quality 11), through a cache keyed by content (:func:`cache_folder` unless ``cache`` is given), so a file
    compresses once. A cached copy is used only if it gives ``data`` back (a truncated or altered file in the
    cache is compressed again and replaced).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     packed = compressed(b"hello " * 100, "gz", Path(tmp))
    ...     gzip.decompress(packed) == b"hello " * 100, packed == compressed(b"hello " * 100, "gz", Path(tmp))
    (True, True)
    """
    cache = cache_folder() if cache is None else cache
    key = cache / f"{_sha256(data)}.{kind}"
    try:
        packed = key.read_bytes()
    except FileNotFoundError:  # (or removed since by another build's pruning: compressed again)
        pass
    else:
        if _unpacked(packed, kind) == data:
            os.utime(key)  # used now: another build's pruning keeps it
            return packed
    packed = gzip.compress(data, compresslevel=9, mtime=0) if kind == "gz" else _brotli().compress(data, quality=11)
    cache.mkdir(parents=True, exist_ok=True)
    # Written under a name of this process's, then renamed: a build running beside this one (two folders built at
    # once from one checkout) reads a whole file or none, never one half written.
    part = key.with_name(f"{key.name}.{os.getpid()}.{threading.get_ident()}.part")
    part.write_bytes(packed)
    os.replace(part, key)
    return packed


def precompress(site: Path, cache: Path | None = None) -> dict[str, tuple[int, int, int]]:
    """Write ``name.gz`` and ``name.br`` beside each compressible file of ``site`` that they
    make smaller; return {relative path: (raw, gzip, brotli bytes)} for every file considered
    (a size is the raw one where no compressed copy was kept)."""
    _brotli()  # fail before the slow part, not halfway through
    cache = cache_folder() if cache is None else cache
    sizes: dict[str, tuple[int, int, int]] = {}
    used: set[Path] = set()
    for path in sorted(site.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSIBLE:
            continue
        data = path.read_bytes()
        if len(data) < MIN_BYTES:
            continue
        size = [len(data)]
        for kind in ("gz", "br"):
            packed = compressed(data, kind, cache)
            used.add(cache / f"{_sha256(data)}.{kind}")
            target = path.with_name(f"{path.name}.{kind}")
            if len(packed) <= MIN_GAIN * len(data):
                target.write_bytes(packed)
                size.append(len(packed))
            else:
                target.unlink(missing_ok=True)
                size.append(len(data))
        sizes[path.relative_to(site).as_posix()] = (size[0], size[1], size[2])
    # Files of older builds. Another build may be running beside this one with its own files: only what no build
    # has used for a day goes (each use touches its file).
    cutoff = time.time() - STALE_AFTER_S
    for stale in cache.glob("*.*"):
        try:
            if stale not in used and stale.stat().st_mtime < cutoff:
                stale.unlink()
        except FileNotFoundError:  # pruned by the build beside this one
            pass
    return sizes


def transfer_sizes(site: Path, paths: Iterable[str], cache: Path | None = None) -> dict[str, tuple[int, int, int]]:
    """{path: (raw, gzip, brotli bytes)} for ``paths`` of ``site``, as :func:`precompress` will ship them
    (the raw size where a compressed copy would not be kept); writes nothing beside the files."""
    cache = cache_folder() if cache is None else cache
    sizes: dict[str, tuple[int, int, int]] = {}
    for name in paths:
        data = (site / name).read_bytes()
        size = [len(data)]
        for kind in ("gz", "br"):
            packed = compressed(data, kind, cache) if len(data) >= MIN_BYTES else data
            size.append(len(packed) if len(packed) <= MIN_GAIN * len(data) else len(data))
        sizes[name] = (size[0], size[1], size[2])
    return sizes

