"""The rule profile (:class:`Rules`) and the rule ids shared by the engine, its errors, the docs and the tests.

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
from typing import Any, Final

from hf_core.cards import HAPPY_FAMILIES, PACKS, Pack
from hf_core.errors import InvalidSetup, both

__all__ = [
    "RULES_DOC",
    "RULE_IDS",
    "RULE_TITLES",
    "Rules",
    "anchor",
    "rule_title",
    "rule_url",
]

# Each rule id -> the page (slug) that explains it. The anchor on that page is anchor(rule_id).
RULES_DOC: Final[Mapping[str, str]] = {
    "deal.all-cards": "dealing",
    "deal.complete-families": "dealing",
    "turn.first": "dealing",
    "turn.only-current": "asking",
    "ask.opponent-with-cards": "asking",
    "ask.family-in-hand": "asking",
    "ask.not-own-card": "asking",
    "ask.exact-member": "asking",
    "ask.success-continues": "asking",
    "ask.failure-passes-to-asked": "asking",
    "family.expose": "completing",
    "hand.empty": "completing",
    "end.all-families": "completing",
    "match.total": "completing",
}

RULE_IDS: Final[tuple[str, ...]] = tuple(RULES_DOC)

RULE_TITLES: Final[Mapping[str, Mapping[str, str]]] = {
    "deal.all-cards": {
        "en": "Deal every card, no stock",
        "fr": "Tout distribuer, sans pioche",
    },
    "deal.complete-families": {
        "en": "Families complete from the deal",
        "fr": "Familles complètes dès la donne",
    },
    "turn.first": {"en": "Who begins", "fr": "Qui commence"},
    "turn.only-current": {
        "en": "Only the player whose turn it is asks",
        "fr": "Seul le joueur dont c'est le tour demande",
    },
    "ask.opponent-with-cards": {
        "en": "Ask another player who still has cards",
        "fr": "Demander à un autre joueur qui a encore des cartes",
    },
    "ask.family-in-hand": {
        "en": "Ask only within a family you hold",
        "fr": "Demander seulement dans une famille qu'on a en main",
    },
    "ask.not-own-card": {
        "en": "Never ask for a card you hold",
        "fr": "Ne jamais demander une carte qu'on a",
    },
    "ask.exact-member": {
        "en": "Ask for one exact member",
        "fr": "Demander un membre précis",
    },
    "ask.success-continues": {
        "en": "A success keeps your turn",
        "fr": "Une réussite garde la main",
    },
    "ask.failure-passes-to-asked": {
        "en": "After a no, the player asked plays",
        "fr": "Après un non, le joueur interrogé joue",
    },
    "family.expose": {
        "en": "Expose a complete family at once",
        "fr": "Exposer aussitôt une famille complète",
    },
    "hand.empty": {
        "en": "An empty hand stops asking, keeps its families",
        "fr": "Une main vide ne demande plus mais garde ses familles",
    },
    "end.all-families": {
        "en": "The end: every family complete",
        "fr": "La fin : toutes les familles complètes",
    },
    "match.total": {
        "en": "A series of deals",
        "fr": "Une série de donnes",
    },
}


def anchor(rule_id: str) -> str:
    """The HTML anchor of a rule on its page: the id with dots replaced by hyphens."""
    if rule_id not in RULES_DOC:
        raise KeyError(rule_id)
    return rule_id.replace(".", "-")


def rule_url(rule_id: str, lang: str = "en") -> str:
    """The site-relative URL of the paragraph that explains a rule, e.g. ``asking/#ask-not-own-card``."""
    prefix = "fr/" if lang == "fr" else ""
    return f"{prefix}{RULES_DOC[rule_id]}/#{anchor(rule_id)}"


def rule_title(rule_id: str, lang: str = "en") -> str:
    """A short title for a rule in ``"en"`` or ``"fr"``."""
    titles = RULE_TITLES[rule_id]
    return titles.get(lang, titles["en"])


MISS_POLICIES: Final = ("to-asked", "clockwise")
FIRST_POLICIES: Final = ("left-of-dealer", "dealer")


@dataclass(frozen=True, slots=True)
class Rules:
    """A rule profile. Frozen: a game's rules never change while it is played.

    - ``pack``: the shape of the pack (:data:`hf_core.cards.HAPPY_FAMILIES` by default).
    - ``miss``: who plays after a failed request: ``"to-asked"`` (default: the player asked) or
      ``"clockwise"`` (the player to the asker's left who still has cards).
    - ``first``: who begins: ``"left-of-dealer"`` (default) or ``"dealer"``.
    - ``min_players`` / ``max_players``: 2 to 6 by default.
    - ``match_total``: for a series of deals, the family total agreed before the first deal (or None).
    """

    pack: Pack = field(default=HAPPY_FAMILIES)
    miss: str = "to-asked"
    first: str = "left-of-dealer"
    min_players: int = 2
    max_players: int = 6
    match_total: int | None = None

    def __post_init__(self) -> None:
        if self.miss not in MISS_POLICIES:
            raise InvalidSetup("profile", problem=both(
                f"miss must be one of {MISS_POLICIES}", f"miss doit être l'une des valeurs {MISS_POLICIES}"
            ))
        if self.first not in FIRST_POLICIES:
            raise InvalidSetup("profile", problem=both(
                f"first must be one of {FIRST_POLICIES}", f"first doit être l'une des valeurs {FIRST_POLICIES}"
            ))
        if not 2 <= self.min_players <= self.max_players:
            raise InvalidSetup("profile", problem=both(
                "player counts must satisfy 2 <= min <= max", "les nombres de joueurs doivent vérifier 2 <= min <= max"
            ))
        if self.max_players > len(self.pack.cards()):
            raise InvalidSetup("profile", problem=both("more players than cards", "plus de joueurs que de cartes"))
        if self.match_total is not None and self.match_total < 1:
            raise InvalidSetup("profile", problem=both(
                "a match total is a positive number of families", "un total de série est un nombre positif de familles"
            ))

    @property
    def is_default(self) -> bool:
        """True for the guide's own profile."""
        return self == Rules()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the pack by name)."""
        return {
            "pack": self.pack.name,
            "miss": self.miss,
            "first": self.first,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "match_total": self.match_total,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Read :meth:`to_dict`'s output; unknown keys or packs are errors."""
        if not isinstance(data, Mapping):
            raise InvalidSetup("profile", problem=both("rules must be an object", "les règles doivent être un objet"))
        known = {"pack", "miss", "first", "min_players", "max_players", "match_total"}
        extra = set(data) - known
        if extra:
            raise InvalidSetup(
                "profile",
                problem=both(f"unknown keys {sorted(extra)}", f"clés inconnues {sorted(extra)}"),
            )
        kwargs: dict[str, Any] = {k: v for k, v in data.items() if k != "pack"}
        if "pack" in data:
            if not isinstance(data["pack"], str) or data["pack"] not in PACKS:
                raise InvalidSetup(
                    "profile", problem=both(f"unknown pack {data['pack']!r}", f"jeu inconnu {data['pack']!r}")
                )
            kwargs["pack"] = PACKS[data["pack"]]
        for key in ("min_players", "max_players"):
            if key in kwargs and (type(kwargs[key]) is not int):
                raise InvalidSetup(
                    "profile",
                    problem=both(f"{key} must be a whole number", f"{key} doit être un entier"),
                )
        if kwargs.get("match_total") is not None and type(kwargs["match_total"]) is not int:
            raise InvalidSetup("profile", problem=both(
                "match_total must be a whole number or null", "match_total doit être un entier ou null"
            ))
        return cls(**kwargs)
