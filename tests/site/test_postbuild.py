"""The post-build command (``python -m hf_core.site.postbuild site``, run by ``make site`` after ``mkdocs build``):
it works on the written folder alone, gives the same files when run again, and stops with a message that says
what to run."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from sitehelp import ROOT, SITE


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "hf_core.site.postbuild", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=600)


def digests(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_running_it_again_changes_nothing(tmp_path: Path) -> None:
    copy = tmp_path / "site"
    shutil.copytree(SITE, copy)
    before = digests(copy)
    done = run(str(copy))
    assert done.returncode == 0, done.stderr
    assert digests(copy) == before


def test_a_folder_without_a_site_is_refused_with_what_to_run(tmp_path: Path) -> None:
    done = run(str(tmp_path))
    assert done.returncode == 1
    assert "no built site" in done.stderr and "mkdocs build" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_stale_wheel_is_refused_with_what_to_run(tmp_path: Path) -> None:
    from hf_core.site.postbuild import PostBuildError, runtime

    (tmp_path / "dist").mkdir()
    shutil.copytree(ROOT / "hf_core", tmp_path / "hf_core", ignore=shutil.ignore_patterns("__pycache__"))
    (wheel,) = (ROOT / "dist").glob("hf_core-*.whl")
    shutil.copy(wheel, tmp_path / "dist")
    runtime._wheel(tmp_path)  # as built: fresh
    with (tmp_path / "hf_core" / "cards.py").open("a", encoding="utf-8") as source:
        source.write("\n# edited after the wheel was built\n")
    try:
        runtime._wheel(tmp_path)
    except PostBuildError as err:
        assert "hf_core/cards.py" in str(err) and "make wheel" in str(err)
    else:
        raise AssertionError("a wheel older than the sources was accepted")


def _compress_two_sites_at_once(args: tuple[str, str]) -> dict[str, tuple[int, int, int]]:
    from hf_core.site.postbuild.precompress import precompress

    site, cache = args
    return precompress(Path(site), Path(cache))


def test_two_builds_at_once_share_the_compression_cache_safely(tmp_path: Path) -> None:
    """Two folders built at once (`make check SITE_DIR=...` beside `make site`, or two clones) share the
    compression cache: each gets whole compressed copies of its own files, and neither prunes what the other
    is using (once a helper's build failed while another build wrote there)."""
    import gzip
    import os
    import time
    from concurrent.futures import ProcessPoolExecutor

    import brotli

    cache = tmp_path / "cache"
    sites = []
    for n in range(2):
        site = tmp_path / f"site{n}"
        site.mkdir()
        for k in range(60):  # different texts in each folder, so each build's files are stale to the other
            (site / f"page{k}.html").write_text(f"<p>{n} {k} " + "Happy Families " * (200 + k) + "</p>")
        sites.append(site)
    cache.mkdir()
    old = cache / f"{'0' * 64}.gz"  # a copy no build has used for two days
    old.write_bytes(b"old")
    two_days_ago = time.time() - 2 * 24 * 3600
    os.utime(old, (two_days_ago, two_days_ago))
    with ProcessPoolExecutor(2) as pool:
        list(pool.map(_compress_two_sites_at_once, [(str(s), str(cache)) for s in sites]))
    for site in sites:
        for page in site.glob("*.html"):
            raw = page.read_bytes()
            assert gzip.decompress(page.with_name(page.name + ".gz").read_bytes()) == raw
            assert brotli.decompress(page.with_name(page.name + ".br").read_bytes()) == raw
    kept = {p.name for p in cache.iterdir()}
    assert len(kept) == 2 * 60 * 2, "each build's copies stay in the cache for the next build"
    assert not any(name.endswith(".part") for name in kept)
    assert old.name not in kept, "a copy unused for two days is pruned"


def test_a_cached_copy_that_does_not_give_its_file_back_is_compressed_again(tmp_path: Path) -> None:
    """The compressed copies are kept in the user's cache folder, shared by every clone: one cut short (a full disk,
    a build killed) or altered is never shipped; the file is compressed again and the cache mended."""
    import gzip

    import brotli

    from hf_core.site.postbuild.precompress import _sha256, compressed

    data = b"Happy Families " * 500
    for kind, unpack in (("gz", gzip.decompress), ("br", brotli.decompress)):
        good = compressed(data, kind, tmp_path)
        key = tmp_path / f"{_sha256(data)}.{kind}"
        for bad in (good[: len(good) // 2], b"not compressed", compressed(b"another file " * 50, kind, tmp_path)):
            key.write_bytes(bad)
            assert unpack(compressed(data, kind, tmp_path)) == data
            assert unpack(key.read_bytes()) == data, "the cached copy was mended"


def test_the_compression_cache_is_the_users_and_the_clones_when_that_cannot_be(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """HF_CACHE_DIR, else the user's cache folder (XDG_CACHE_HOME, ~/.cache), else the clone's .cache (a home that
    cannot be written): a fresh clone reuses what an earlier one compressed, and a build never fails for want of it."""
    from hf_core.site.postbuild.precompress import IN_CLONE, cache_folder

    monkeypatch.delenv("HF_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_folder() == tmp_path / "xdg" / "happy-families" / "precompressed"
    assert cache_folder().is_dir()
    monkeypatch.setenv("HF_CACHE_DIR", str(tmp_path / "mine"))
    assert cache_folder() == tmp_path / "mine" / "precompressed"
    monkeypatch.delenv("HF_CACHE_DIR")
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "a-file"))
    assert cache_folder() == IN_CLONE
