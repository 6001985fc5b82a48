"""The post-build command (``python -m hf_core.site.postbuild site``, run by ``make site`` after ``mkdocs build``):
it works on the written folder alone, gives the same files when run again, and stops with a message that says
what to run."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

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
