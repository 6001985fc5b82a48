"""The dependency locks: every package of the dev tree pinned with hashes, and the lock in step with its source.

`make setup` installs requirements-dev.txt with ``pip install --require-hashes`` and scripts/pyodide_deps.py
installs requirements-pyodide.txt the same way; both are written by `make lock` from the hand-edited .in files.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)")


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def requirements(path: Path) -> dict[str, tuple[str, list[str]]]:
    """``{name: (version, hashes)}`` of a requirements file (continuation lines joined)."""
    text = path.read_text(encoding="utf-8").replace("\\\n", " ")
    found: dict[str, tuple[str, list[str]]] = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip() if not line.lstrip().startswith("--hash") else line
        match = PIN.match(line.strip())
        if match:
            found[norm(match.group(1))] = (match.group(2), re.findall(r"--hash=sha256:([0-9a-f]{64})", line))
        else:
            assert not line.strip(), f"{path.name}: not a name==version line: {line!r}"
    return found


@pytest.mark.parametrize("name", ["dev", "pyodide", "pyodide-build"])
def test_every_locked_package_is_pinned_with_hashes_and_follows_its_source(name: str) -> None:
    lock = requirements(ROOT / f"requirements-{name}.txt")
    source = requirements(ROOT / f"requirements-{name}.in")
    assert lock and all(hashes for _, hashes in lock.values()), "a locked package without a hash"
    for package, (version, _) in source.items():
        assert lock.get(package, ("missing",))[0] == version, f"{package}: run `make lock`"
    if name == "pyodide":
        assert set(lock) == set(source)  # installed with --no-deps: exactly what the .in file lists
    else:
        assert len(lock) > len(source)  # the whole tree, not only the direct dependencies


def test_the_pyodide_test_tools_are_the_dev_versions() -> None:
    dev = requirements(ROOT / "requirements-dev.txt")
    for package, (version, _) in requirements(ROOT / "requirements-pyodide.txt").items():
        assert dev[package][0] == version, f"{package}: {version} in Pyodide, {dev[package][0]} on CPython"


def test_setup_installs_with_hashes_only() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    installs = [line.split("pip install", 1)[1].strip(" \\") for line in makefile.splitlines() if "pip install" in line]
    # The dev tools and pyodide-build's own environment from their locks, hashes required; hf_core itself alone.
    assert installs == [
        "-q --require-hashes -r requirements-dev.txt",
        "-q --no-deps --no-build-isolation -e .",
        "-q --require-hashes -r requirements-pyodide-build.txt",
    ]
    script = (ROOT / "scripts" / "pyodide_deps.py").read_text(encoding="utf-8")
    assert '"--require-hashes", "-r", str(LOCK)' in script
