"""A French page missing from docs/ fails the build: no silent fallback to English.

Builds a copy of docs/ and mkdocs.yml in a temporary directory, keeping only the hooks that
shape pages (not the one that copies the Pyodide runtime, which needs node_modules/ and dist/).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from sitehelp import DOCS, ROOT

KEEP_HOOKS = ("pairs.py", "fences.py")


def make_copy(tmp: Path, *, without: str | None = None, keep_hooks: tuple[str, ...] = KEEP_HOOKS) -> Path:
    shutil.copytree(DOCS, tmp / "docs", ignore=shutil.ignore_patterns("pyodide", "*.whl"))
    shutil.copytree(ROOT / "overrides", tmp / "overrides", ignore=shutil.ignore_patterns("__pycache__"))
    lines = []
    for line in (ROOT / "mkdocs.yml").read_text(encoding="utf-8").splitlines():
        if line.strip().startswith("- overrides/hooks/") and not any(h in line for h in keep_hooks):
            continue
        lines.append(line)
    (tmp / "mkdocs.yml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    if without:
        (tmp / "docs" / without).unlink()
    return tmp / "mkdocs.yml"


def build(config: Path) -> subprocess.CompletedProcess[str]:
    # the timeout is a budget for a hung build, never a measure of speed: 120 s ran out twice at stop 54 while the
    # machine's load average was about 20 (two whole `make test` runs beside), and the builds passed alone
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(config),
         "-d", str(config.parent / "site")],
        capture_output=True, text=True, cwd=config.parent, timeout=900,
        env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin"},
    )


@pytest.fixture(scope="module")
def control(tmp_path_factory: pytest.TempPathFactory) -> subprocess.CompletedProcess[str]:
    return build(make_copy(tmp_path_factory.mktemp("complete")))


def test_the_copy_builds(control: subprocess.CompletedProcess[str]) -> None:
    # Without this, the failures below could come from the copy itself.
    assert control.returncode == 0, control.stderr[-2000:]


def test_missing_french_page_fails_the_build(
    tmp_path: Path, control: subprocess.CompletedProcess[str]
) -> None:
    # mkdocs-static-i18n alone (fallback_to_default: false) would just leave the page out of the
    # French site, even with --strict; overrides/hooks/pairs.py makes it an error naming the file.
    result = build(make_copy(tmp_path, without="faq.fr.md"))
    assert result.returncode != 0
    assert "faq.fr.md" in result.stderr

