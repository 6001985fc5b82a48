"""Why a computer player makes a request, as data (:class:`Reason`, :data:`REASON_KINDS`) with the request
(:class:`Decision`), and in words (:func:`reason_sentence`, through the catalogue)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from hf_core.bots.view import Observation
from hf_core.cards import Card, Pack
from hf_core.events import Given
from hf_core.game import Wanted
from hf_core.knowledge import Knowledge, family_label, join_words
from hf_core.words import say

__all__ = ["REASON_KINDS", "Decision", "Reason", "reason_sentence"]

REASON_KINDS: Final = (
    "given", "deduced", "asked-family", "likely", "collecting", "weighed", "random", "no-chance", "rule-of-thumb"
)
"""Why a computer player makes its request, as :class:`Reason` data (see :func:`reason_sentence`):

- ``given``: ``target`` was handed ``card`` by ``giver`` in public and has not handed it on;
- ``deduced``: no deal consistent with what ``asker`` knows (the public record and their own hand) puts
  ``card`` elsewhere (``others``: the other players with cards, none of whom can hold it);
- ``asked-family``: ``target`` asked for a card of ``family`` and holds one it cannot have handed away;
  ``card`` is one of the ``choices`` cards of it they may hold;
- ``likely``: nobody is known to hold ``card``; ``holders`` may, and ``target`` holds the largest share of
  the cards nobody has placed (``chance``: percent, by the counts);
- ``collecting`` (:class:`StrongBot`): as ``likely``, but ``target`` asked for a card of ``family`` before, and
  players ask for the families they collect (``chance``: percent, by the counts so weighed);
- ``weighed`` (:class:`StrongBot`): as ``likely``, but the families the possible holders have asked for
  weigh their chances differently (``chance``: percent, by the counts so weighed);
- ``random``: picked at random among ``count`` allowed requests;
- ``no-chance``: every allowed request is known to fail (``target`` must be asked something);
- ``rule-of-thumb``: other rules (a stock, family requests), where the bots follow a simple rule of thumb.

Every reason also carries ``mine`` and ``members``: how many cards of the family the player holds, of how many.
"""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a request is made, as data: a ``kind`` of :data:`REASON_KINDS` and its values (JSON-ready: names,
    card labels, numbers). Only public facts and the player's own hand go into it."""

    kind: str
    values: Mapping[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **dict(self.values)}


@dataclass(frozen=True, slots=True)
class Decision:
    """A request and its reason."""

    target: str
    wanted: Wanted
    reason: Reason

    def to_dict(self) -> dict[str, Any]:
        return {"target": self.target, "card": str(self.wanted), "reason": self.reason.to_dict()}


def _mine(view: Observation, wanted: Wanted) -> dict[str, Any]:
    family = wanted if isinstance(wanted, str) else wanted.family
    return {
        "family": family,
        "mine": sum(1 for c in view.hand if c.family == family),
        "members": view.rules.pack.members,
    }


def _reason(view: Observation, k: Knowledge, target: str, card: Card, chance: float) -> Reason:
    """Why ``target`` is asked for ``card``, from what the asker knows (public record and own hand)."""
    values: dict[str, Any] = {"asker": view.player, "target": target, "card": str(card), **_mine(view, card)}
    holders = k.possible_holders(card)
    if holders == (target,):
        if k.holder_reason(card) == "given":
            giver = next(
                e.giver for e in reversed(view.events) if isinstance(e, Given) and e.card == card
            )
            return Reason("given", {**values, "giver": giver})
        others = [p for p, n in zip(view.players, view.counts, strict=True) if n and p not in (target, view.player)]
        return Reason("deduced", {**values, "others": others})
    if target not in holders:
        return Reason("no-chance", values)
    known = {c.family for c in k.known_hand(target)}
    if card.family in k.families_known(target) and card.family not in known:
        return Reason("asked-family", {**values, "choices": len(k.possible_cards(target, card.family))})
    return Reason("likely", {**values, "holders": list(holders), "chance": round(100 * chance)})


def _rule_of_thumb(view: Observation, choice: tuple[str, Wanted]) -> Decision:
    """Other rules (a stock, family requests): the bots follow a rule of thumb, and say so."""
    target, wanted = choice
    return Decision(target, wanted, Reason("rule-of-thumb", {"target": target, **_mine(view, wanted)}))


def reason_sentence(reason: Reason, lang: str = "en", pack: Pack | None = None) -> str:
    """The reason as a sentence in ``lang`` ("en" or "fr"), from the wording catalogue.

    >>> r = Reason("given", {"target": "Ben", "card": "C2", "giver": "Ann", "family": "C", "mine": 2, "members": 4})
    >>> reason_sentence(r, "fr")
    'Ann a donné C2 à Ben devant tout le monde, et Ben l’a encore.'
    """
    v = dict(reason.values)
    if "family" in v and pack is not None:
        v["family"] = family_label(pack, v["family"], lang)
    if "holders" in v:
        v["holders"] = join_words(v["holders"], "or", lang)
    if reason.kind == "deduced":
        others = list(v["others"])
        if not others:
            return say("reason.deduced-alone", lang, **v)
        v["others"] = join_words(others, "and" if lang != "fr" else "nor", lang)
        return say("reason.deduced-one" if len(others) == 1 else "reason.deduced", lang, **v)
    return say(f"reason.{reason.kind}", lang, **v)
