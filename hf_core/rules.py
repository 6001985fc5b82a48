"""The rule profile (:class:`Rules`), and the rule ids (from :mod:`hf_core.rulebook`, re-exported here) shared
by the engine, its errors, the docs and the tests.

The default ``Rules()`` is the profile our guide teaches: the 44-card pack, everything dealt, no stock, the
player to the dealer's left begins, and after a failed request the player who was asked takes the turn.

>>> Rules().miss
'to-asked'
>>> anchor("ask.family-in-hand")
'ask-family-in-hand'
>>> rule_url("ask.family-in-hand", "fr")
'fr/asking/#ask-family-in-hand'
>>> Rules.from_dict(Rules(miss="clockwise").to_dict()) == Rules(miss="clockwise")
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Final

from hf_core.cards import ALL_PACKS, HAPPY_FAMILIES, ORDINARY_52, SEPT_FAMILLES, SIX_MEMBERS, Pack
from hf_core.errors import InvalidSetup
from hf_core.rulebook import (
    RULE_IDS,
    RULE_TITLES,
    RULES,
    RULES_DOC,
    VARIANT_RULE_TITLES,
    VARIANT_RULES_DOC,
    Rule,
    anchor,
    rule_title,
    rule_url,
)
from hf_core.words import LANGS, Phrase, say

__all__ = [
    "PROFILES",
    "PROFILE_TITLES",
    "RULES",
    "RULES_DOC",
    "RULE_IDS",
    "RULE_TITLES",
    "VARIANT_RULES_DOC",
    "VARIANT_RULE_TITLES",
    "Rule",
    "Rules",
    "anchor",
    "profile_name",
    "rule_title",
    "rule_url",
]


MISS_POLICIES: Final = ("to-asked", "clockwise")
FIRST_POLICIES: Final = ("left-of-dealer", "dealer")
REQUEST_POLICIES: Final = ("card", "family")


@dataclass(frozen=True, slots=True)
class Rules:
    """A rule profile. Frozen: a game's rules never change while it is played.

    - ``pack``: the shape of the pack (:data:`hf_core.cards.HAPPY_FAMILIES` by default).
    - ``miss``: who plays after a failed request: ``"to-asked"`` (default: the player asked) or
      ``"clockwise"`` (the player to the asker's left who still has cards).
    - ``first``: who begins: ``"left-of-dealer"`` (default) or ``"dealer"``.
    - ``min_players`` / ``max_players``: 2 to 6 by default.
    - ``match_total``: for a series of deals, the family total agreed before the first deal (or None).
    - ``request``: what a request names: ``"card"`` (default: one exact member) or ``"family"`` (a family
      by its label; every card of that family the player asked holds is handed over).
    - ``hand_size``: None (default: every card is dealt, no stock) or the number of cards dealt to each
      player; the rest is a face-down stock (see :mod:`hf_core.game` for the draws).
    """

    pack: Pack = field(default=HAPPY_FAMILIES)
    miss: str = "to-asked"
    first: str = "left-of-dealer"
    min_players: int = 2
    max_players: int = 6
    match_total: int | None = None
    request: str = "card"
    hand_size: int | None = None

    def __post_init__(self) -> None:
        def problem(msg_id: str, **values: object) -> InvalidSetup:
            return InvalidSetup("profile", problem=Phrase(msg_id, **values))

        if self.miss not in MISS_POLICIES:
            raise problem("problem.choice", key="miss", choices=", ".join(MISS_POLICIES))
        if self.first not in FIRST_POLICIES:
            raise problem("problem.choice", key="first", choices=", ".join(FIRST_POLICIES))
        if not 2 <= self.min_players <= self.max_players:
            raise problem("problem.player-range")
        if self.max_players > len(self.pack.cards()):
            raise problem("problem.more-players-than-cards")
        if self.request not in REQUEST_POLICIES:
            raise problem("problem.choice", key="request", choices=", ".join(REQUEST_POLICIES))
        if self.hand_size is not None and (
            type(self.hand_size) is not int
            or self.hand_size < 1
            or self.hand_size * self.max_players > len(self.pack.cards())
        ):
            raise problem("problem.hand-size")
        if self.match_total is not None and self.match_total < 1:
            raise problem("problem.match-total")

    @property
    def is_default(self) -> bool:
        """True for the guide's own profile."""
        return self == Rules()

    @property
    def has_stock(self) -> bool:
        """True when some cards are not dealt and form a stock to draw from."""
        return self.hand_size is not None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the pack by name). The keys of the other profiles' options appear only when
        they differ from our default, so a default profile's dict (and log) is unchanged by their existence."""
        out: dict[str, Any] = {
            "pack": self.pack.name,
            "miss": self.miss,
            "first": self.first,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "match_total": self.match_total,
        }
        if self.request != "card":
            out["request"] = self.request
        if self.hand_size is not None:
            out["hand_size"] = self.hand_size
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Read :meth:`to_dict`'s output; unknown keys or packs are errors."""

        def problem(msg_id: str, **values: object) -> InvalidSetup:
            return InvalidSetup("profile", problem=Phrase(msg_id, **values))

        if not isinstance(data, Mapping):
            raise problem("problem.rules-object")
        known = {"pack", "miss", "first", "min_players", "max_players", "match_total", "request", "hand_size"}
        extra = set(data) - known
        if extra:
            raise problem("problem.unknown-keys", keys=", ".join(sorted(map(str, extra))))
        kwargs: dict[str, Any] = {k: v for k, v in data.items() if k != "pack"}
        if "pack" in data:
            if not isinstance(data["pack"], str) or data["pack"] not in ALL_PACKS:
                raise problem("problem.unknown-pack", pack=data["pack"])
            kwargs["pack"] = ALL_PACKS[data["pack"]]
        for key in ("min_players", "max_players"):
            if key in kwargs and (type(kwargs[key]) is not int):
                raise problem("problem.whole-number", key=key)
        for key in ("match_total", "hand_size"):
            if kwargs.get(key) is not None and type(kwargs[key]) is not int:
                raise problem("problem.whole-number-or-null", key=key)
        for key in ("miss", "first", "request"):
            if key in kwargs and not isinstance(kwargs[key], str):
                raise problem("problem.text", key=key)
        return cls(**kwargs)


PROFILES: Final[Mapping[str, Rules]] = {
    "default": Rules(),
    "clockwise-miss": Rules(miss="clockwise"),
    "dealer-first": Rules(first="dealer"),
    "family-requests": Rules(request="family"),
    "go-fish-stock": Rules(hand_size=5),
    "ordinary-52": Rules(pack=ORDINARY_52),
    "six-members": Rules(pack=SIX_MEMBERS),
    "sept-familles": Rules(pack=SEPT_FAMILLES, hand_size=6, miss="clockwise"),
}
"""Named rule profiles. Only ``"default"`` is the game our guide teaches; every other one is a published
variant or a cousin, played by the engine for comparison (see the "other rules" page).

>>> [name for name, rules in PROFILES.items() if rules.is_default]
['default']
>>> all(Rules.from_dict(r.to_dict()) == r for r in PROFILES.values())
True
"""

PROFILE_TITLES: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {name: MappingProxyType({lang: say(f"profile.{name}", lang) for lang in LANGS}) for name in PROFILES}
)
"""Each named profile's title, in each language (catalogue ids ``profile.<name>``)."""


def profile_name(rules: Rules) -> str | None:
    """The name of a named profile equal to ``rules``, or None.

    >>> profile_name(Rules(first="dealer")), profile_name(Rules(match_total=10))
    ('dealer-first', None)
    """
    return next((name for name, r in PROFILES.items() if r == rules), None)
