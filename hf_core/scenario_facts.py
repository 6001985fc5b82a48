"""Facts about the worked example, and about any table (``table.*``: how long a game takes), from the engine,
for the prose of the site.

The worked-example page tells a story of five steps over :data:`hf_core.scenarios.WORKED_EXAMPLE`; what its
sentences state (families still in play, hand sizes, who holds what) is computed here by playing the same
requests, so the prose cannot drift from the diagrams. The site writes a marker where a fact goes,
``{{ hf: worked.families_left(step=5) }}``, and a build hook (overrides/hooks/facts.py) replaces it with
:func:`fact`'s text in the page's language; an unknown fact or a bad argument is a :class:`FactError`.

>>> fact("worked.families_left(step=5)", "en")
'7'
>>> fact('worked.cards(player="Cara", family="K", step=4)', "fr")
'K3 et K4'
>>> fact("worked.hand_size(player='Alice', step=0)", "en")
'15'
>>> fact("table.minutes(players=2)", "fr")
'environ 3 minutes'
>>> fact("worked.nonsense(step=1)", "en")
Traceback (most recent call last):
    ...
hf_core.scenario_facts.FactError: unknown fact 'worked.nonsense'; known: table.minutes, worked.cards, \
worked.current, worked.families, worked.families_left, worked.family_count, worked.hand_size, worked.holder, \
worked.most_cards, worked.requests
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from functools import cache
from typing import Final

from hf_core import lengths
from hf_core.cards import Card
from hf_core.game import Game
from hf_core.scenarios import WORKED_EXAMPLE, WORKED_EXAMPLE_DEALER
from hf_core.words import say

__all__ = ["FACTS", "WORKED_STEPS", "FactError", "fact", "worked_game"]

WORKED_STEPS: Final[tuple[tuple[tuple[str, str, str], ...], ...]] = (
    (("Alice", "Ben", "A3"),),
    (("Alice", "Cara", "B2"),),
    (("Cara", "Alice", "B1"), ("Cara", "Ben", "B2")),
    (("Cara", "Ben", "B3"),),
    (("Cara", "Alice", "J1"), ("Cara", "Ben", "I2"), ("Cara", "Alice", "I1"), ("Cara", "Ben", "K1")),
)
"""The worked-example page's steps, each the requests it plays (step 1 and 2 are the guide's own example)."""


class FactError(ValueError):
    """A marker names no known fact, or gives it arguments it does not take."""


@cache
def worked_game(step: int) -> Game:
    """The worked example after ``step`` steps (0: as dealt). Do not change the game returned (it is shared)."""
    if not 0 <= step <= len(WORKED_STEPS):
        raise FactError(f"step must be from 0 to {len(WORKED_STEPS)}, not {step!r}")
    game = Game.from_hands(WORKED_EXAMPLE, dealer=WORKED_EXAMPLE_DEALER)
    for requests in WORKED_STEPS[:step]:
        for asker, target, card in requests:
            game.ask(asker, target, card)
    return game


def _player(game: Game, player: str) -> str:
    if player not in game.players:
        raise FactError(f"no player {player!r} in the worked example ({', '.join(game.players)})")
    return player


def _families_left(step: int) -> int:
    game = worked_game(step)
    return len(game.rules.pack.families) - sum(game.scores().values())


def _hand_size(step: int, player: str) -> int:
    game = worked_game(step)
    return game.hand_count(_player(game, player))


def _family_count(step: int, player: str) -> int:
    game = worked_game(step)
    return len(game.families(_player(game, player)))


def _families(step: int, player: str) -> list[str]:
    game = worked_game(step)
    return sorted(game.families(_player(game, player)))


def _cards(step: int, player: str, family: str) -> list[Card]:
    game = worked_game(step)
    held = [card for card in game.hand(_player(game, player)) if card.family == family]
    return game.rules.pack.sorted(held)


def _holder(step: int, card: str) -> str:
    holder = worked_game(step).holder(card)
    if holder is None:
        raise FactError(f"{card} is in a family laid down by step {step}: nobody holds it")
    return holder


def _most_cards(step: int) -> list[str]:
    game = worked_game(step)
    most = max(game.hand_count(p) for p in game.players)
    return [p for p in game.players if game.hand_count(p) == most]


def _current(step: int) -> str:
    current = worked_game(step).current
    if current is None:
        raise FactError(f"the game is over after step {step}")
    return current


def _requests(step: int) -> int:
    return sum(len(requests) for requests in WORKED_STEPS[:step])


def _minutes(players: int, lang: str) -> str:
    """How long a game of ``players`` takes: from careful players' typical length to random players' (the median
    number of requests of each, :mod:`hf_core.lengths`)."""
    if players not in range(2, 7):
        raise FactError(f"players must be from 2 to 6, not {players!r}")
    low = lengths.minutes(lengths.lengths(players, "smart")[0])
    high = lengths.minutes(lengths.lengths(players, "random")[0])
    key = "diagram.length-minutes-same" if low == high else "diagram.length-minutes"
    return say(key, lang, low=low, high=high)


FACTS: Final[dict[str, Callable[..., object]]] = {
    "worked.families_left": _families_left,
    "worked.hand_size": _hand_size,
    "worked.family_count": _family_count,
    "worked.families": _families,
    "worked.cards": _cards,
    "worked.holder": _holder,
    "worked.most_cards": _most_cards,
    "worked.current": _current,
    "worked.requests": _requests,
    "table.minutes": _minutes,
}
"""Each fact by name: a ``worked.*`` fact is a function of ``step`` (and a player, a family or a card) returning a
number, a name or a list (cards in pack order, players in seat order); a ``table.*`` fact takes what it names (such
as ``players``) and returns its text in the page's language."""


def _arguments(text: str) -> tuple[str, dict[str, object]]:
    try:
        call = ast.parse(text.strip(), mode="eval").body
    except SyntaxError:
        raise FactError(f"not a fact: {text.strip()!r} (write name(step=N, ...))") from None
    if not isinstance(call, ast.Call) or call.args:
        raise FactError(f"not a fact: {text.strip()!r} (write name(step=N, ...), arguments by name)")
    name = ast.unparse(call.func)
    try:
        values = {kw.arg: ast.literal_eval(kw.value) for kw in call.keywords if kw.arg is not None}
    except ValueError:
        raise FactError(f"{name}: arguments must be numbers or quoted text") from None
    return name, values


def _text(value: object, lang: str) -> str:
    if isinstance(value, (list, tuple)):
        items = [str(v) for v in value]
        if not items:
            raise FactError("the fact is an empty list")
        if len(items) == 1:
            return items[0]
        return f"{', '.join(items[:-1])} {say('words.and', lang)} {items[-1]}"
    return str(value)


def fact(text: str, lang: str = "en") -> str:
    """The text of the fact ``text`` (``name(step=N, ...)``) in ``lang``: digits, names, card labels, and
    lists joined with "and" / "et"."""
    name, values = _arguments(text)
    function = FACTS.get(name)
    if function is None:
        raise FactError(f"unknown fact {name!r}; known: {', '.join(sorted(FACTS))}")
    if name.startswith("table."):
        values["lang"] = lang
    elif "step" not in values:
        raise FactError(f"{name}: say at which step (step=0 for the deal)")
    try:
        return _text(function(**values), lang)
    except TypeError as exc:
        raise FactError(f"{name}: {exc}") from None

