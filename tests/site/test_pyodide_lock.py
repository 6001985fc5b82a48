"""``assets/hf-core/pyodide-lock.json``: the engine where any Pyodide page can load it by name.

The built site's lock is Pyodide's own with ``hf-core`` added; its entry names the wheel the site ships, by a path
Pyodide reads against the lock's folder, with that file's hash. The build's own writer (for machines without
Python 3.12) gives the same bytes as pyodide-build's ``pyodide lockfile add-wheels``. The examples of the
developers' page run in Pyodide (``tests/pyodide/developers.mjs``) against the built site and print what the
page shows.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest
from sitehelp import LANGS, ROOT, SITE

from hf_core.site.postbuild.pyodide_lock import tool, write_lock

LOCK = SITE / "assets" / "hf-core" / "pyodide-lock.json"
PYODIDE_LOCK = ROOT / "node_modules" / "pyodide" / "pyodide-lock.json"


def shipped_wheel() -> Path:
    (wheel,) = sorted((SITE / "assets" / "wheels").glob("hf_core-*-py3-none-any.whl"))
    return wheel


def test_the_lock_lists_hf_core_with_the_shipped_wheels_hash_beside_pyodides_packages() -> None:
    lock = json.loads(LOCK.read_text(encoding="utf-8"))
    pyodide = json.loads(PYODIDE_LOCK.read_text(encoding="utf-8"))
    entry = lock["packages"].pop("hf-core")
    # Pyodide's own packages and its info, untouched: the lock works with the Pyodide the site ships.
    assert lock == pyodide
    wheel = shipped_wheel()
    assert (LOCK.parent / entry["file_name"]).resolve() == wheel.resolve()  # read against the lock's folder
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["imports"] == ["hf_core"] and entry["depends"] == []
    with zipfile.ZipFile(wheel) as archive:
        metadata = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        version = next(line.split(": ", 1)[1] for line in archive.read(metadata).decode().splitlines()
                       if line.startswith("Version: "))
    assert entry["version"] == version


def test_the_sites_own_runtime_lock_still_lists_no_package() -> None:
    """The pages load the wheel their own way; the runtime they start reads an empty list, not 120 kB."""
    runtime_lock = json.loads((SITE / "assets" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert runtime_lock["packages"] == {}


def test_the_builds_own_writer_gives_pyodide_builds_bytes(tmp_path: Path) -> None:
    command = tool()
    if command is None:
        pytest.skip("pyodide-build is not installed (.venv-pyodide-build: `make setup` with Python 3.12+)")
    wheels = tmp_path / "assets" / "wheels"
    wheels.mkdir(parents=True)
    shutil.copy(shipped_wheel(), wheels)
    by_tool = write_lock(tmp_path, command=command).read_bytes()
    (tmp_path / "assets" / "hf-core" / "pyodide-lock.json").unlink()
    by_build = write_lock(tmp_path, use_tool=False, quiet=True).read_bytes()
    assert by_build == by_tool
    assert json.loads(by_tool)["packages"]["hf-core"]["file_name"].startswith("../wheels/hf_core-")


@pytest.mark.parametrize("lang", LANGS)
def test_the_developers_examples_run_in_pyodide(lang: str) -> None:
    run = subprocess.run(["node", str(ROOT / "tests" / "pyodide" / "developers.mjs"), str(SITE), lang],
                         capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 ran in Pyodide" in run.stdout, run.stdout
