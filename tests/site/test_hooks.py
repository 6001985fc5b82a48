"""The doctests of the diagrams renderer (hf_core/site/diagrams.py) and the pairs hook (overrides/hooks/pairs.py)."""

from __future__ import annotations

import doctest
import importlib.util
import sys
from types import ModuleType

import pytest
from sitehelp import ROOT, diagrams_module


def pairs_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pairs", ROOT / "overrides" / "hooks" / "pairs.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["pairs"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("load", [diagrams_module, pairs_module], ids=["diagrams", "pairs"])
def test_hook_doctests(load: object) -> None:
    module = load()  # type: ignore[operator]
    result = doctest.testmod(module, optionflags=doctest.IGNORE_EXCEPTION_DETAIL)
    assert result.attempted > 0
    assert result.failed == 0


def test_missing_twins_named() -> None:
    pairs = pairs_module()
    assert pairs.missing_twins(["a.md", "a.fr.md", "b.md", "c.fr.md"]) == ["b.fr.md", "c.md"]
