"""The exceptions of hf_core. All are ``ValueError``s and all speak English and French.

``str(error)`` is English; ``error.message("fr")`` gives the same message in French.

- :class:`InvalidCard`: text that is not a card label, or a card that is not in the pack.
- :class:`UnknownPlayer`: a name that is not at the table.
- :class:`IllegalAsk`: a well-formed request that breaks a rule; ``.rule`` is the rule id.
- :class:`InvalidLog`: a log that cannot be read or does not replay; ``.where`` says where.
- :class:`InvalidSetup`: players, hands or profile that cannot start a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

__all__ = [
    "HappyFamiliesError",
    "IllegalAsk",
    "InvalidCard",
    "InvalidLog",
    "InvalidSetup",
    "UnknownPlayer",
    "VariantIllegalAsk",
]

LANGS = ("en", "fr")


def both(en: str, fr: str) -> dict[str, str]:
    """A message parameter written in both languages; :meth:`HappyFamiliesError.message` picks one."""
    return {"en": en, "fr": fr}


def _localise(value: object, lang: str) -> object:
    if isinstance(value, HappyFamiliesError):
        return value.message(lang).rstrip(".")  # nested in a sentence that has its own full stop
    if isinstance(value, Mapping) and "en" in value and set(value) <= set(LANGS):
        return value.get(lang, value["en"])
    return value


class HappyFamiliesError(ValueError):
    """Base class: a message template per language, filled with ``params``."""

    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {}

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        """The message in ``"en"`` or ``"fr"``."""
        table = self.templates[self.code]
        template = table.get(lang, table["en"])
        params = {key: _localise(value, lang) for key, value in self.params.items()}
        return template.format(**params)


class InvalidCard(HappyFamiliesError):
    """Text that is not a card label, or a card that this pack does not have."""

    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "syntax": {
            "en": "{text} is not a card label: write a family and a member, such as A3.",
            "fr": "{text} n'est pas une carte : écrivez une famille et un membre, par exemple A3.",
        },
        "type": {
            "en": "{text} is not a card label: write a family and a member, such as A3.",
            "fr": "{text} n'est pas une carte : écrivez une famille et un membre, par exemple A3.",
        },
        "family": {
            "en": "{text} is not a family label (one letter or digit).",
            "fr": "{text} n'est pas une famille (une lettre ou un chiffre).",
        },
        "member": {
            "en": "{text} is not a member number (1 to 9).",
            "fr": "{text} n'est pas un numéro de membre (de 1 à 9).",
        },
        "not-in-pack": {
            "en": "{text} is not in this pack ({pack}).",
            "fr": "{text} ne fait pas partie de ce jeu ({pack}).",
        },
    }

    def __init__(self, text: str, code: str = "syntax", pack: str = "") -> None:
        super().__init__(code, text=text, pack=pack)


class UnknownPlayer(HappyFamiliesError):
    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "unknown": {
            "en": "{name!r} is not at this table (players: {players}).",
            "fr": "{name!r} ne joue pas à cette table (joueurs : {players}).",
        },
    }

    def __init__(self, name: object, players: tuple[str, ...]) -> None:
        super().__init__("unknown", name=name, players=", ".join(players))


class InvalidSetup(HappyFamiliesError):
    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "player-count": {
            "en": "Happy Families is played by {low} to {high} players, not {count}.",
            "fr": "On joue aux Familles de {low} à {high} joueurs, pas à {count}.",
        },
        "player-names": {
            "en": "Each player needs a distinct, non-empty name (got {names}).",
            "fr": "Chaque joueur doit avoir un nom distinct et non vide (reçu : {names}).",
        },
        "dealer": {
            "en": "The dealer must be a seat from 0 to {high} (got {dealer!r}).",
            "fr": "Le donneur doit être une place de 0 à {high} (reçu : {dealer!r}).",
        },
        "seed": {
            "en": "A seed is a whole number from 0 to 2**64 - 1 (got {seed!r}).",
            "fr": "Une graine est un entier de 0 à 2**64 - 1 (reçu : {seed!r}).",
        },
        "hands": {
            "en": "The hands must hold the whole pack, each card once: {problem}.",
            "fr": "Les mains doivent contenir tout le jeu, chaque carte une fois : {problem}.",
        },
        "profile": {
            "en": "This rule profile cannot be used: {problem}.",
            "fr": "Ce profil de règles est inutilisable : {problem}.",
        },
    }


class IllegalAsk(HappyFamiliesError):
    """A request that breaks a rule of the profile. ``.rule`` is the rule id it breaks.

    The game is left exactly as it was before the request.
    """

    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "end.all-families": {
            "en": "The game is over: every family is complete, so nobody asks any more.",
            "fr": "La partie est finie : toutes les familles sont complètes, on ne demande plus rien.",
        },
        "turn.only-current": {
            "en": "It is {current}'s turn, not {asker}'s: only the player whose turn it is may ask.",
            "fr": "C'est à {current} de jouer, pas à {asker} : seul le joueur dont c'est le tour "
            "peut demander.",
        },
        "ask.opponent-with-cards/self": {
            "en": "{asker} cannot ask themselves: choose another player who still has cards.",
            "fr": "{asker} ne peut pas se demander une carte : choisissez un autre joueur qui a "
            "encore des cartes.",
        },
        "ask.opponent-with-cards/empty": {
            "en": "{target} has no cards left, so nobody may ask them: choose a player who still "
            "has cards.",
            "fr": "{target} n'a plus de cartes, on ne peut donc plus lui demander : choisissez un "
            "joueur qui en a encore.",
        },
        "ask.not-own-card": {
            "en": "{asker} already holds {card}: you may not ask for a card you hold.",
            "fr": "{asker} a déjà {card} : on ne demande pas une carte qu'on a en main.",
        },
        "ask.family-in-hand": {
            "en": "{asker} holds no card of family {family}: ask only for members of a family "
            "in your hand.",
            "fr": "{asker} n'a aucune carte de la famille {family} : on ne demande que des membres "
            "d'une famille qu'on a en main.",
        },
        "ask.exact-member": {
            "en": "{text!r} names a family, not a card: ask for one exact member, such as {example}.",
            "fr": "{text!r} désigne une famille, pas une carte : demandez un membre précis, par "
            "exemple {example}.",
        },
    }

    def __init__(self, rule: str, variant: str = "", **params: object) -> None:
        self.rule = rule
        super().__init__(f"{rule}/{variant}" if variant else rule, **params)


class VariantIllegalAsk(IllegalAsk):
    """A request that breaks a rule that only another profile has (never our default); ``.rule`` is a
    ``variant.*`` rule id. Caught like any :class:`IllegalAsk`."""

    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "variant.family-request": {
            "en": "{text} names a card: with family requests (not our default rules), name a whole family, "
            "such as {example}.",
            "fr": "{text} désigne une carte : avec les demandes par famille (qui ne sont pas nos règles), on "
            "nomme une famille entière, par exemple {example}.",
        },
    }


class InvalidLog(HappyFamiliesError):
    """A log that is malformed or does not replay. ``.where`` is a path such as ``requests[3]``."""

    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "shape": {
            "en": "Invalid log at {where}: {problem}.",
            "fr": "Journal invalide à {where} : {problem}.",
        },
        "request": {
            "en": "Invalid log at {where}: this request cannot be replayed. {reason}.",
            "fr": "Journal invalide à {where} : cette demande ne peut pas être rejouée. {reason}.",
        },
        "mismatch": {
            "en": "Invalid log at {where}: the log says {found} but replaying gives {expected}.",
            "fr": "Journal invalide à {where} : le journal indique {found} mais la partie rejouée "
            "donne {expected}.",
        },
    }

    def __init__(self, code: str, where: str, **params: object) -> None:
        self.where = where
        super().__init__(code, where=where, **params)
