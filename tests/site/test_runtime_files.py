"""What the build put in site/assets/ for the runtime (hf_core/site/postbuild/runtime.py), as shipped."""

from __future__ import annotations

import base64
import doctest
import gzip
import hashlib
import json
import zipfile
from pathlib import Path

import brotli
import pytest
from sitehelp import ROOT, SITE

from hf_core.site.postbuild import runtime as runtime_step

RUNTIME = SITE / "assets" / "pyodide"


@pytest.fixture(scope="module")
def manifest() -> dict[str, object]:
    data: dict[str, object] = json.loads((SITE / "assets" / "hf-runtime.json").read_text(encoding="utf-8"))
    return data


def test_the_step_doctests() -> None:
    result = doctest.testmod(runtime_step)
    assert result.attempted > 0
    assert result.failed == 0


def test_the_standard_library_holds_exactly_the_recorded_files() -> None:
    listed = runtime_step.stdlib_files()
    with zipfile.ZipFile(RUNTIME / "python_stdlib.zip") as shipped:
        assert shipped.testzip() is None
        assert shipped.namelist() == sorted(listed)
        full = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip")
        assert all(shipped.read(name) == full.read(name) for name in listed)  # unchanged sources
    assert len(listed) < len(full.namelist()) / 2


def test_the_lock_file_lists_no_package() -> None:
    lock = json.loads((RUNTIME / "pyodide-lock.json").read_text(encoding="utf-8"))
    original = json.loads((ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock == {**original, "packages": {}}


def test_the_manifest_gives_the_hashes_of_what_was_built(manifest: dict[str, object]) -> None:
    wheel_info = manifest["wheel"]
    assert isinstance(wheel_info, dict)
    digest = hashlib.sha256((SITE / wheel_info["path"]).read_bytes()).digest()
    assert wheel_info["sha256"] == digest.hex()
    assert wheel_info["integrity"] == "sha256-" + base64.b64encode(digest).decode()
    stdlib = manifest["pyodide"]["stdlib"]  # type: ignore[index]
    assert stdlib["sha256"] == hashlib.sha256((RUNTIME / "python_stdlib.zip").read_bytes()).hexdigest()
    shipped = [RUNTIME / name for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                                           "python_stdlib.zip", "pyodide-lock.json")]
    assert manifest["bytes"] == sum(p.stat().st_size for p in shipped) + len((SITE / wheel_info["path"]).read_bytes())
    transfer = manifest["transfer"]
    assert isinstance(transfer, dict)
    assert transfer["br"] < transfer["gzip"] < manifest["bytes"]  # type: ignore[operator]


def compressed_copies() -> list[Path]:
    """The build's .gz and .br copies (not MkDocs's own sitemap.xml.gz, which it always writes)."""
    return sorted(p for p in SITE.rglob("*") if p.suffix in (".gz", ".br") and p.is_file()
                  and p.name != "sitemap.xml.gz")


def test_pages_and_runtime_have_compressed_copies() -> None:
    copies = {p.relative_to(SITE).as_posix() for p in compressed_copies()}
    for name in ("assets/pyodide/pyodide.asm.wasm", "assets/pyodide/pyodide.asm.mjs", "index.html",
                 "fr/index.html", "javascripts/hf/loader.js"):
        assert {f"{name}.gz", f"{name}.br"} <= copies, name


@pytest.mark.parametrize("copy", compressed_copies(), ids=lambda p: p.relative_to(SITE).as_posix())
def test_each_compressed_copy_is_its_file(copy: Path) -> None:
    original = copy.with_suffix("")
    unpack = gzip.decompress if copy.suffix == ".gz" else brotli.decompress
    assert unpack(copy.read_bytes()) == original.read_bytes()
    assert copy.stat().st_size <= 0.9 * original.stat().st_size
