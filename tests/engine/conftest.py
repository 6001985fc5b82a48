"""Shared set-up for the engine tests (run on CPython and, unchanged, inside Pyodide).

Hypothesis profiles: ``default`` (thorough) and ``pyodide`` (fewer examples: WebAssembly is slower). Choose one
with the environment variable ``HF_HYPOTHESIS_PROFILE``. No deadline in either: the machine is shared, and speed
is measured by ``benchmarks/engine.py``, never by tests.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence

import pytest
from hypothesis import HealthCheck, settings

from hf_core import Card, Game, IllegalAsk
from hf_core.cards import HAPPY_FAMILIES

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


# ------------------------------------------------------------------------------------------------ helpers
# Plain functions handed out by fixtures (test modules are imported in importlib mode, so they do not import
# each other or this file).


def refused(game: Game, asker: str, target: str, card: str | Card, rule: str) -> IllegalAsk:
    """Assert that the request is refused for ``rule`` and that the game is exactly as it was."""
    before_log = game.to_log()
    before = game.copy()
    assert not game.can_ask(asker, target, card)
    with pytest.raises(IllegalAsk) as info:
        game.verify_ask(asker, target, card)
    assert info.value.rule == rule
    with pytest.raises(IllegalAsk) as info:
        game.ask(asker, target, card)
    assert info.value.rule == rule, info.value
    assert game.to_log() == before_log
    assert game == before
    return info.value


def table(given: Mapping[str, Sequence[str]], others: Sequence[str]) -> dict[str, list[str]]:
    """Hands for ``Game.from_hands``: the ``given`` cards, then the rest of the 44 dealt in turn to ``others``.

    Seats follow the alphabetical order of the names (Ann, Ben, Cara, Dan: clockwise).
    """
    names = sorted({*given, *others})
    hands: dict[str, list[str]] = {name: list(given.get(name, ())) for name in names}
    used = {c for cards in given.values() for c in cards}
    rest = [str(c) for c in HAPPY_FAMILIES.cards() if str(c) not in used]
    for i, card in enumerate(rest):
        hands[others[i % len(others)]].append(card)
    return hands


@pytest.fixture
def assert_refused() -> Callable[[Game, str, str, str | Card, str], IllegalAsk]:
    return refused


@pytest.fixture
def make_table() -> Callable[[Mapping[str, Sequence[str]], Sequence[str]], dict[str, list[str]]]:
    return table
