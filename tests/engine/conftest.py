"""Shared set-up for the engine tests (run on CPython and, unchanged, inside Pyodide).

Hypothesis profiles: ``default`` (thorough) and ``pyodide`` (fewer examples: WebAssembly is slower). Choose one
with the environment variable ``HF_HYPOTHESIS_PROFILE``. No deadline in either: the machine is shared, and speed
is measured by ``benchmarks/engine.py``, never by tests.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default",
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "pyodide",
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    database=None,
)
settings.load_profile(os.environ.get("HF_HYPOTHESIS_PROFILE", "default"))
