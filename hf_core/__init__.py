"""hf_core: a faithful engine for the card game Happy Families.

>>> from hf_core import Card, Game, IllegalAsk
>>> g = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=7, dealer=0)
>>> g.current, len(g.hand("Ann"))
('Ben', 11)
>>> try:
...     g.ask("Ann", "Ben", "A1")
... except IllegalAsk as err:
...     print(err.rule)
turn.only-current
"""

from hf_core.cards import HAPPY_FAMILIES, ORDINARY_52, SIX_MEMBERS, Card, Pack
from hf_core.errors import (
    HappyFamiliesError,
    IllegalAsk,
    InvalidCard,
    InvalidLog,
    InvalidSetup,
    UnknownPlayer,
)
from hf_core.game import AskResult, Game
from hf_core.rules import RULE_IDS, Rules

__all__ = [
    "HAPPY_FAMILIES",
    "ORDINARY_52",
    "RULE_IDS",
    "SIX_MEMBERS",
    "AskResult",
    "Card",
    "Game",
    "HappyFamiliesError",
    "IllegalAsk",
    "InvalidCard",
    "InvalidLog",
    "InvalidSetup",
    "Pack",
    "Rules",
    "UnknownPlayer",
]

__version__ = "0.1.0"
