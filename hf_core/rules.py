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

from hf_core.cards import ALL_PACKS, HAPPY_FAMILIES, ORDINARY_52, SEPT_FAMILLES, SIX_MEMBERS, Pack
from hf_core.errors import InvalidSetup, both

__all__ = [
    "PROFILES",
    "PROFILE_TITLES",
    "RULES_DOC",
    "RULE_IDS",
    "RULE_TITLES",
    "VARIANT_RULES_DOC",
    "VARIANT_RULE_TITLES",
    "Rules",
    "anchor",
    "profile_name",
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
        "fr": "Après un oui, on redemande",
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


# The rules of the other profiles (never our default): each explained on the "other rules" page.
VARIANT_RULES_DOC: Final[Mapping[str, str]] = {
    "variant.miss-clockwise": "other-rules",
    "variant.dealer-first": "other-rules",
    "variant.family-request": "other-rules",
    "variant.stock-draw": "other-rules",
    "variant.stock-refill": "other-rules",
    "variant.tie-break": "other-rules",
}

VARIANT_RULE_TITLES: Final[Mapping[str, Mapping[str, str]]] = {
    "variant.miss-clockwise": {
        "en": "After a no, play passes clockwise from the asker",
        "fr": "Après un non, le tour passe au voisin de gauche du demandeur",
    },
    "variant.dealer-first": {"en": "The dealer plays first", "fr": "Le donneur joue en premier"},
    "variant.family-request": {
        "en": "Ask for a whole family by its name",
        "fr": "Demander toute une famille par son nom",
    },
    "variant.stock-draw": {
        "en": "After a no, draw from the stock",
        "fr": "Après un non, piocher",
    },
    "variant.stock-refill": {
        "en": "An empty hand draws from the stock",
        "fr": "Une main vide pioche",
    },
    "variant.tie-break": {
        "en": "A tie is broken by an extra deal",
        "fr": "Une égalité se départage par une donne de plus",
    },
}


def anchor(rule_id: str) -> str:
    """The HTML anchor of a rule on its page: the id with dots replaced by hyphens."""
    if rule_id not in RULES_DOC and rule_id not in VARIANT_RULES_DOC:
        raise KeyError(rule_id)
    return rule_id.replace(".", "-")


def rule_url(rule_id: str, lang: str = "en") -> str:
    """The site-relative URL of the paragraph that explains a rule, e.g. ``asking/#ask-not-own-card``.

    >>> rule_url("variant.stock-draw", "fr")
    'fr/other-rules/#variant-stock-draw'
    """
    prefix = "fr/" if lang == "fr" else ""
    page = RULES_DOC[rule_id] if rule_id in RULES_DOC else VARIANT_RULES_DOC[rule_id]
    return f"{prefix}{page}/#{anchor(rule_id)}"


def rule_title(rule_id: str, lang: str = "en") -> str:
    """A short title for a rule (of our default or of another profile) in ``"en"`` or ``"fr"``."""
    titles = RULE_TITLES[rule_id] if rule_id in RULE_TITLES else VARIANT_RULE_TITLES[rule_id]
    return titles.get(lang, titles["en"])


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
        if self.request not in REQUEST_POLICIES:
            raise InvalidSetup("profile", problem=both(
                f"request must be one of {REQUEST_POLICIES}", f"request doit être l'une des valeurs {REQUEST_POLICIES}"
            ))
        if self.hand_size is not None and (
            type(self.hand_size) is not int
            or self.hand_size < 1
            or self.hand_size * self.max_players > len(self.pack.cards())
        ):
            raise InvalidSetup("profile", problem=both(
                "hand_size must be a positive whole number, small enough to deal to every player",
                "hand_size doit être un entier positif, assez petit pour servir chaque joueur",
            ))
        if self.match_total is not None and self.match_total < 1:
            raise InvalidSetup("profile", problem=both(
                "a match total is a positive number of families", "un total de série est un nombre positif de familles"
            ))

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
        if not isinstance(data, Mapping):
            raise InvalidSetup("profile", problem=both("rules must be an object", "les règles doivent être un objet"))
        known = {"pack", "miss", "first", "min_players", "max_players", "match_total", "request", "hand_size"}
        extra = set(data) - known
        if extra:
            raise InvalidSetup(
                "profile",
                problem=both(f"unknown keys {sorted(extra)}", f"clés inconnues {sorted(extra)}"),
            )
        kwargs: dict[str, Any] = {k: v for k, v in data.items() if k != "pack"}
        if "pack" in data:
            if not isinstance(data["pack"], str) or data["pack"] not in ALL_PACKS:
                raise InvalidSetup(
                    "profile", problem=both(f"unknown pack {data['pack']!r}", f"jeu inconnu {data['pack']!r}")
                )
            kwargs["pack"] = ALL_PACKS[data["pack"]]
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
        if kwargs.get("hand_size") is not None and type(kwargs["hand_size"]) is not int:
            raise InvalidSetup("profile", problem=both(
                "hand_size must be a whole number or null", "hand_size doit être un entier ou null"
            ))
        for key in ("miss", "first", "request"):
            if key in kwargs and not isinstance(kwargs[key], str):
                raise InvalidSetup("profile", problem=both(f"{key} must be text", f"{key} doit être un texte"))
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

PROFILE_TITLES: Final[Mapping[str, Mapping[str, str]]] = {
    "default": {"en": "Our rules (the default)", "fr": "Nos règles (par défaut)"},
    "clockwise-miss": {
        "en": "After a no, play passes clockwise",
        "fr": "Après un non, on passe au voisin de gauche",
    },
    "dealer-first": {"en": "The dealer plays first", "fr": "Le donneur commence"},
    "family-requests": {"en": "Ask for whole families by name", "fr": "Demander des familles entières"},
    "go-fish-stock": {
        "en": "Go Fish crossover: 5 cards each and a stock",
        "fr": "Croisement avec Go Fish : 5 cartes chacun et une pioche",
    },
    "ordinary-52": {"en": "An ordinary 52-card pack", "fr": "Un jeu ordinaire de 52 cartes"},
    "six-members": {"en": "Families of six", "fr": "Familles de six"},
    "sept-familles": {"en": "The French jeu des sept familles", "fr": "Le jeu des sept familles"},
}


def profile_name(rules: Rules) -> str | None:
    """The name of a named profile equal to ``rules``, or None.

    >>> profile_name(Rules(first="dealer")), profile_name(Rules(match_total=10))
    ('dealer-first', None)
    """
    return next((name for name, r in PROFILES.items() if r == rules), None)
