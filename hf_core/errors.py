"""The exceptions of hf_core. All are ``ValueError``s and all speak English and French.

``str(error)`` is English; ``error.message("fr")`` gives the same message in French. An error holds facts
(a ``code`` and its values); its sentence comes from the wording catalogue (:mod:`hf_core.words`), message
``<words>.<code>`` (for example ``error.card.syntax``); a refused request's sentence is its rule's refusal
(see :data:`hf_core.rules.RULES`).

- :class:`InvalidCard`: text that is not a card label, or a card that is not in the pack.
- :class:`UnknownPlayer`: a name that is not at the table.
- :class:`IllegalAsk`: a well-formed request that breaks a rule; ``.rule`` is the rule id.
- :class:`InvalidLog`: a log that cannot be read or does not replay; ``.where`` says where.
- :class:`InvalidSetup`: players, hands or profile that cannot start a game.

>>> InvalidSetup("hands", problem=Phrase("problem.card-twice", card="A3")).message("fr")
'Les mains doivent contenir tout le jeu, chaque carte une fois\xa0: A3 apparaît deux fois.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from hf_core.rulebook import RULES
from hf_core.words import CATALOGUE, Phrase, elide, french, has, say

__all__ = [
    "HappyFamiliesError",
    "IllegalAsk",
    "InvalidCard",
    "InvalidLog",
    "InvalidSetup",
    "Phrase",
    "UnknownPlayer",
    "VariantIllegalAsk",
]

LANGS = ("en", "fr")


def both(en: str, fr: str) -> dict[str, str]:
    """A message parameter written in both languages; :meth:`HappyFamiliesError.message` picks one.

    Kept for callers outside the engine's wording; prefer a :class:`~hf_core.words.Phrase` (a catalogue
    message id with its values), so that the words live in the catalogue.
    """
    return {"en": en, "fr": fr}


def _localise(value: object, lang: str) -> object:
    if isinstance(value, HappyFamiliesError):
        return value.message(lang).rstrip(".")  # nested in a sentence that has its own full stop
    if isinstance(value, Phrase):
        return value.say(lang)
    if isinstance(value, Mapping) and "en" in value and set(value) <= set(LANGS):
        return value.get(lang, value["en"])
    return value


def _section(prefix: str) -> Mapping[str, Mapping[str, str]]:
    """The catalogue's messages under ``prefix.``, by the rest of their id (an error class's codes)."""
    start = prefix + "."
    return {key[len(start):]: entry for key, entry in CATALOGUE.items() if key.startswith(start)}


class HappyFamiliesError(ValueError):
    """Base class: a ``code`` and its ``params``; the sentence is the catalogue's message
    ``<words>.<code>`` (``words`` is each class's prefix in the catalogue).

    ``templates`` lists the class's messages by code (read from the catalogue); a subclass defined outside
    the engine may still give its own ``templates`` instead of a ``words`` prefix.
    """

    words: ClassVar[str] = ""
    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {}

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(self.message("en"))

    def message_id(self) -> str:
        """The catalogue id of this error's sentence."""
        return f"{self.words}.{self.code}"

    def message(self, lang: str = "en") -> str:
        """The message in ``"en"`` or ``"fr"`` (French typography included)."""
        params = {key: _localise(value, lang) for key, value in self.params.items()}
        msg_id = self.message_id()
        if has(msg_id):
            return say(msg_id, lang, **params)
        table = self.templates[self.code]
        text = table.get(lang, table["en"]).format(**params)
        return french(elide(text)) if lang == "fr" else text


class InvalidCard(HappyFamiliesError):
    """Text that is not a card label, or a card that this pack does not have."""

    words: ClassVar[str] = "error.card"
    templates: ClassVar[Mapping[str, Mapping[str, str]]] = _section("error.card")

    def __init__(self, text: str, code: str = "syntax", pack: str = "") -> None:
        super().__init__(code, text=text, pack=pack)


class UnknownPlayer(HappyFamiliesError):
    words: ClassVar[str] = "error.player"
    templates: ClassVar[Mapping[str, Mapping[str, str]]] = _section("error.player")

    def __init__(self, name: object, players: tuple[str, ...]) -> None:
        super().__init__("unknown", name=name, players=", ".join(players))


class InvalidSetup(HappyFamiliesError):
    words: ClassVar[str] = "error.setup"
    templates: ClassVar[Mapping[str, Mapping[str, str]]] = _section("error.setup")


class IllegalAsk(HappyFamiliesError):
    """A request that breaks a rule of the profile. ``.rule`` is the rule id it breaks.

    The game is left exactly as it was before the request.
    """

    words: ClassVar[str] = "refusal"
    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {
        code: entry for code, entry in _section("refusal").items() if not code.startswith("variant.")
    }

    def __init__(self, rule: str, variant: str = "", **params: object) -> None:
        self.rule = rule
        self.case = variant
        super().__init__(f"{rule}/{variant}" if variant else rule, **params)

    def message_id(self) -> str:
        """The refusal's message id, as the rule's record (:data:`hf_core.rules.RULES`) gives it."""
        record = RULES.get(self.rule)
        return record.refusal_id(self.case) if record is not None else super().message_id()


class VariantIllegalAsk(IllegalAsk):
    """A request that breaks a rule that only another profile has (never our default); ``.rule`` is a
    ``variant.*`` rule id. Caught like any :class:`IllegalAsk`."""

    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {
        code: entry for code, entry in _section("refusal").items() if code.startswith("variant.")
    }


class InvalidLog(HappyFamiliesError):
    """A log that is malformed or does not replay. ``.where`` is a path such as ``requests[3]``."""

    words: ClassVar[str] = "error.log"
    templates: ClassVar[Mapping[str, Mapping[str, str]]] = _section("error.log")

    def __init__(self, code: str, where: str, **params: object) -> None:
        self.where = where
        super().__init__(code, where=where, **params)
