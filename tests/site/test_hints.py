"""The head start written inline in pages whose widget needs Python (hf_core/site/hints.py, early_code): it decides
with the very functions that warming uses (docs/javascripts/hf/warm-checks.js), not a second copy of them, and only
those pages carry it. What it does in the browser (each check, the worker it starts) is tests/browser/test_warming.py's.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from sitehelp import SITE

ROOT = Path(__file__).resolve().parents[2]
CHECKS = ROOT / "docs" / "javascripts" / "hf" / "warm-checks.js"
HEAD_START = re.compile(r'<script data-hf-root="[^"]*">(.*?)</script>', re.S)


def functions(code: str) -> dict[str, str]:
    """Each top-level ``function name(...) {...}`` of ``code`` (``export`` dropped, comment lines aside)."""
    lines = [line for line in code.splitlines() if line.strip() and not line.lstrip().startswith("//")]
    text = re.sub(r"^export function ", "function ", "\n".join(lines), flags=re.M)
    return {m.group(1): m.group(0) for m in re.finditer(r"^function (\w+)\(.*?^\}$", text, re.S | re.M)}


def head_start(page: str) -> str | None:
    found = HEAD_START.search((SITE / page).read_text(encoding="utf-8"))
    return found.group(1) if found else None


@pytest.mark.parametrize("page", ["explore/index.html", "fr/play/index.html"])
def test_the_head_start_decides_with_the_functions_warming_imports(page: str) -> None:
    code = head_start(page)
    assert code is not None, f"{page} has no head start"
    shared = functions(CHECKS.read_text(encoding="utf-8"))
    assert "mayWarmAt" in shared
    for name, body in shared.items():
        assert body in code, f"{page}: the head start does not carry {name} as warm-checks.js writes it"
    assert "mayWarmAt(root.pathname)" in code
    assert not re.search(r"^\s*(?:import|export)\b", code, re.M)
    warming = (SITE / "javascripts" / "hf" / "warming.js").read_text(encoding="utf-8")
    assert '"./warm-checks.js"' in warming
    assert "localStorage.getItem" not in warming  # the setting is read in warm-checks.js only


@pytest.mark.parametrize("page", ["asking/index.html", "worked-example/index.html", "fr/index.html"])
def test_pages_whose_widgets_need_no_python_start_none(page: str) -> None:
    assert head_start(page) is None
