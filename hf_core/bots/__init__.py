"""Computer players that see only what a real player at the table could see.

Five parts, each a module of this package (every public name is importable from ``hf_core.bots``):
:mod:`~hf_core.bots.view` (what a player sees), :mod:`~hf_core.bots.chances` (the chances careful players
weigh), :mod:`~hf_core.bots.reasons` (why a request is made, as data and in words),
:mod:`~hf_core.bots.players` (the players and the hint), :mod:`~hf_core.bots.playout` (whole games, tallies).

A bot never receives the :class:`~hf_core.game.Game`: :func:`observe` gives it an :class:`Observation` (the
public events, its own hand, the profile) and :meth:`Bot.choose` answers with a request ``(target, card)``.

- :class:`RandomBot` picks a legal request uniformly at random.
- :class:`SmartBot` plays like a careful player: it keeps :class:`~hf_core.knowledge.Knowledge` of the table
  from its own seat, asks for cards whose holder it knows first, prefers families it is closest to completing,
  never asks a player known not to hold the card, and otherwise asks the most likely holder.
- :class:`StrongBot` plays like the careful player, and also reads what the requests say: a player who asked
  for a card of a family is probably collecting it.

>>> from hf_core import Game
>>> g = Game.deal(["Ann", "Ben", "Cara"], seed=11)
>>> g = play_out(g, {"Ann": SmartBot(1), "Ben": SmartBot(2), "Cara": RandomBot(3)})
>>> g.is_over, sum(g.scores().values())
(True, 11)
>>> g = Game.deal(["Ann", "Ben"], seed=5)
>>> target, card = next_request(g, SmartBot(7))
>>> g.can_ask(g.current, target, card)
True
"""

from __future__ import annotations

from hf_core.bots.chances import COLLECTOR_WEIGHT, SPREAD_WEIGHT
from hf_core.bots.players import BOT_KINDS, RandomBot, SmartBot, StrongBot, hint, make_bot
from hf_core.bots.playout import add_tallies, next_request, play_out, tally_games
from hf_core.bots.reasons import REASON_KINDS, Decision, Reason, reason_sentence
from hf_core.bots.view import Bot, Observation, observe

__all__ = [
    "BOT_KINDS",
    "COLLECTOR_WEIGHT",
    "REASON_KINDS",
    "SPREAD_WEIGHT",
    "Bot",
    "Decision",
    "Observation",
    "RandomBot",
    "Reason",
    "SmartBot",
    "StrongBot",
    "add_tallies",
    "hint",
    "make_bot",
    "next_request",
    "observe",
    "play_out",
    "reason_sentence",
    "tally_games",
]
