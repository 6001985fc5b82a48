"""The walks are seeded (issue 37): the same picks in every run, whatever else the worker has imported or run.

Hypothesis draws some integers from the constants of the project's modules that are imported at that moment
(journeys.same_draws): without the pin, a walk's picks changed with the tests that had run before it in the same
worker and with any edit to hf_core. No browser here: a walk over a page-less journey, in two fresh interpreters, one
of which imports every module of hf_core first.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

PICKS = """
import importlib, json, pkgutil, sys
sys.path.insert(0, {here!r})
if {import_all}:
    import hf_core
    for module in pkgutil.walk_packages(hf_core.__path__, "hf_core."):
        try:
            importlib.import_module(module.name)
        except Exception:  # a module that needs what this interpreter lacks (MkDocs' build-time parts)
            pass
from journeys import Journey, walk
picks = []
def offered(j):
    names = [f"control {{k}}" for k in range(3 + len(j.log) % 9)]  # the offers change as the walk goes
    return [(n, lambda n=n: (j.log.append(n), picks.append(n))) for n in names]
walk(lambda: Journey(page=None, name="page-less"), offered, lambda j: None, walks=6, steps=12, variant={variant})
print(json.dumps(picks))
"""


def picks(*, import_all: bool, variant: int = 0) -> list[str]:
    out = subprocess.run([sys.executable, "-c", PICKS.format(here=str(HERE), import_all=import_all, variant=variant)],
                         capture_output=True, text=True, check=True, timeout=300)
    drawn: list[str] = json.loads(out.stdout)
    return drawn


def test_a_walk_picks_the_same_actions_whatever_is_imported() -> None:
    alone = picks(import_all=False)
    assert len(alone) >= 30, alone  # walks of several actions were drawn
    assert picks(import_all=True) == alone
    assert picks(import_all=False, variant=1) != alone  # another family walks other walks
