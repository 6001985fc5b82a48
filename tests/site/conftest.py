"""Site tests: run after `mkdocs build --strict` (``make test-site`` builds first).

The helpers live in sitehelp.py; this file puts them on the import path and stops early, with the
command to run, when the site has not been built.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sitehelp import SITE


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if items and not (SITE / "index.html").is_file():
        raise pytest.UsageError(f"{SITE} is not built: run `make site` before the site tests.")
