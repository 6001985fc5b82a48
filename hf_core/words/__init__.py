# Register, decided once for the whole site: French addresses the reader as « vous » (the guide's own register:
# « Nommez un adversaire... »), in every page, widget, the guided game and the command line; a rule stated for
# everyone uses « on ». « tu » appears only in what players say to each other at the table, quoted (« Ben, je voudrais
# A3, s'il te plaît. »). The guided game speaks to a child: short sentences, one idea each.
"""The one wording catalogue: every sentence a reader sees, by message id, in English and French.

Code never glues translated fragments together: it asks for a whole message by id with named values,
``say("asked", "fr", asker="Alice", target="Ben", card="A3")``. French typography (non-breaking spaces
before ``; : ! ? »`` and inside guillemets, the typographic apostrophe, elision before a vowel) is applied
once, here, where text leaves the catalogue, by :func:`french`; English keeps the same typographic
apostrophe (``Cara’s``), set once in its templates by :func:`english` when the catalogue is merged (argparse's
own templates, ``cli.argparse.*``, stay as argparse spells them: the command line looks the French up by them).

The messages live in a few table modules of this package (pure data, one per area of the project); they are
merged into :data:`CATALOGUE` at import, and an id may be defined only once. The id says where a message is
used: ``event.*`` (narration), ``narrate.*`` and ``match.*`` (narration frames, match summaries),
``error.<kind>.*`` and ``problem.*`` (exceptions), ``rule.<id>.title`` / ``rule.<id>.explain`` /
``refusal.<id>`` (the rule records of :data:`hf_core.rules.RULES`), ``profile.*``, ``pack.*``,
``teaching.*``, ``cli.*``. A value that is itself a message is a :class:`Phrase`, said in the same language.

>>> say("words.and", "fr")
'et'
>>> french("Cara répond non : pas de B2 !")
'Cara répond non\\xa0: pas de B2\\u202f!'
>>> french("Quoi ?! Oui;")
'Quoi\u202f?! Oui\u202f;'
>>> french("la main d'Alice, « oui »")
'la main d’Alice, «\\xa0oui\\xa0»'
>>> elide("de Alice et que Ugo, de Bram")
'd’Alice et qu’Ugo, de Bram'
>>> str(Phrase("words.and"))
'and'
>>> say("error.setup.hands", "fr", problem=Phrase("problem.card-twice", card="A3"))
'Les mains doivent contenir tout le jeu, chaque carte une fois\xa0: A3 apparaît deux fois.'
>>> english("It is {player}'s turn; the teachers' page, \\"Next\\".")
'It is {player}’s turn; the teachers’ page, “Next”.'
>>> say("web.turn", "en", player="Cara")
'It is now Cara’s turn.'
>>> typography_faults("Oui : « non »")
["ordinary space before ':'", "ordinary space after '«'", "ordinary space before '»'"]
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from hf_core.words import tables

__all__ = [
    "CATALOGUE", "LANGS", "MissingMessage", "Phrase", "elide", "english", "french", "has", "say", "typography_faults",
]

LANGS: Final = ("en", "fr")

NBSP: Final = "\u00a0"  # before ':' and inside guillemets
NNBSP: Final = "\u202f"  # narrow, before ';', '!' and '?'


class MissingMessage(KeyError):
    """A message id that is not in the catalogue (a programming error, caught by the tests)."""


# English typography, set once in the templates: quoted words ("Next", 'hand') in typographic quotes, then the
# apostrophe inside a word or after a value ("{player}'s" -> "{player}’s") and after a plural ("the teachers' page").
_EN_DOUBLE: Final = re.compile(r'"([^"\n]*)"')
_EN_QUOTED: Final = re.compile(r"(?<![\w}’])'(?=[\w{])([^'\n]*?[\w}.!?])'(?![\w{])")
_EN_APOSTROPHE: Final = re.compile(r"(?<=[\w}])'(?=[\w{])|(?<=s)'(?=[\s.,;:!?)]|$)")
_VERBATIM: Final = ("cli.argparse.",)  # argparse's own templates: the command line finds their French by them


def english(template: str) -> str:
    """English typography for a catalogue template: typographic quotes and the ’ apostrophe, never straight ones."""
    if '"' in template:
        template = _EN_DOUBLE.sub("“\\1”", template)
    if "'" not in template:
        return template
    return _EN_APOSTROPHE.sub("’", _EN_QUOTED.sub("\u2018\\1\u2019", template))


def _merge(modules: tuple[Mapping[str, Mapping[str, str]], ...]) -> Mapping[str, Mapping[str, str]]:
    merged: dict[str, Mapping[str, str]] = {}
    for table in modules:
        for key, entry in table.items():
            if key in merged:
                raise ValueError(f"message id {key!r} is defined twice in the catalogue")
            missing = [lang for lang in LANGS if lang not in entry]
            if missing:
                raise ValueError(f"message id {key!r} has no {', '.join(missing)} text")
            texts = dict(entry)
            if not key.startswith(_VERBATIM):
                texts["en"] = english(texts["en"])
            merged[key] = MappingProxyType(texts)
    return MappingProxyType(merged)


CATALOGUE: Final[Mapping[str, Mapping[str, str]]] = _merge(tables.ALL)


def has(msg_id: str) -> bool:
    """Whether the catalogue holds ``msg_id``."""
    return msg_id in CATALOGUE


@dataclass(frozen=True, slots=True)
class Phrase:
    """A message not yet said: its id and its values. Said in the reader's language where it is used, for
    example as the ``problem`` of an error (``say`` says a Phrase value in the language of the whole)."""

    msg_id: str
    values: Mapping[str, object] = field(default_factory=dict)

    def __init__(self, msg_id: str, /, **values: object) -> None:
        object.__setattr__(self, "msg_id", msg_id)
        object.__setattr__(self, "values", MappingProxyType(values))

    def say(self, lang: str = "en") -> str:
        return say(self.msg_id, lang, **self.values)

    def __str__(self) -> str:
        return self.say("en")


def say(msg_id: str, lang: str = "en", /, **values: object) -> str:
    """The message ``msg_id`` in ``lang`` ("en" or "fr"; anything else reads as "en"), filled with ``values``.

    French text goes through :func:`elide` and :func:`french` after the values are filled in, so a name or
    a card label that starts with a vowel elides the word before it. A :class:`Phrase` value is said in
    ``lang`` too.
    """
    try:
        entry = CATALOGUE[msg_id]
    except KeyError:
        raise MissingMessage(msg_id) from None
    if any(isinstance(v, Phrase) for v in values.values()):
        values = {k: v.say(lang) if isinstance(v, Phrase) else v for k, v in values.items()}
    if lang != "fr":
        return entry["en"].format(**values)
    return _say_french(msg_id, entry["fr"], values)


def _say_french(msg_id: str, template: str, values: Mapping[str, object]) -> str:
    """``french(elide(template.format(**values)))``, the same text, but from a template whose typography and
    elisions were set once (see :class:`_Typeset`) whenever the values leave nothing for them to do."""
    typeset = _TYPESET.get(msg_id)
    if typeset is None:
        typeset = _TYPESET[msg_id] = _Typeset(template)
    if typeset.usable and all(_plain(v) for v in values.values()):
        eliding = frozenset(name for name in typeset.eliding if _ELIDES_BEFORE.match(str(values[name])))
        ready = typeset.variant(eliding)
        if ready is not None:
            return ready.format(**values)
    return french(elide(template.format(**values)))


_MARKS: Final = frozenset(";:!?«»'\u00a0\u202f")


def _plain(value: object) -> bool:
    """A value that no typography or elision rule can touch inside: no marks, no space at either end, not
    empty, and no word that elides before it."""
    text = str(value)
    if not text or text[0].isspace() or text[-1].isspace() or not _MARKS.isdisjoint(text):
        return False
    return " " not in text or _ELISION.search(text) is None


class _Typeset:
    """One French template with its typography set once, and one variant per set of values that elide the
    word before them ("de {player}" → "d’{player}" for Alice). Every variant is checked against the slow path
    (:func:`french` and :func:`elide` over the filled text) on a sample before it is used; a template where
    they would differ (a mark next to a value, as in ``l'{card}``) is not used at all."""

    __slots__ = ("eliding", "names", "template", "typeset", "usable", "variants")

    def __init__(self, template: str) -> None:
        self.template = template
        self.variants: dict[frozenset[str], str | None] = {}
        self.names: list[str]
        try:
            self.names = [name for _, name, _, _ in string.Formatter().parse(template) if name]
            self.typeset = french(template)
            self.usable = all(name.isidentifier() for name in self.names)
        except ValueError:
            self.names, self.typeset, self.usable = [], template, False
        self.eliding = frozenset(m.group(2) for m in _ELIDING_SLOT.finditer(self.typeset))

    def variant(self, eliding: frozenset[str]) -> str | None:
        try:
            return self.variants[eliding]
        except KeyError:
            pass
        ready: str | None = _ELIDING_SLOT.sub(
            lambda m: m.group(1)[:-1] + "’{" + m.group(2) if m.group(2) in eliding else m.group(0), self.typeset
        )
        sample = {name: "Ex" if name in eliding else "Xx" for name in self.names}
        try:
            if ready is not None and ready.format(**sample) != french(elide(self.template.format(**sample))):
                ready = None
        except (KeyError, IndexError, ValueError, AttributeError):
            ready = None
        self.variants[eliding] = ready
        return ready


_TYPESET: dict[str, _Typeset] = {}


# "de Alice" -> "d’Alice", "que Ugo" -> "qu’Ugo", "lorsque Eve" -> "lorsqu’Eve", "le A3" -> "l’A3": before a
# capital vowel (names and card labels), or a Y before a consonant ("d’Yves", but "de Yolande"). Lower-case
# words are the catalogue author's to write correctly; H is left alone (aspirated or not, a name cannot tell).
_ELISION: Final = re.compile(
    r"\b([dDlLnNsS]e|(?:[lL]ors|[pP]uis|[qQ]uoi)?[qQ]ue|[lL]a|[jJ]e) "
    r"(?=[AEIOUÀÂÉÈÊËÎÏÔÛÙ]|Y[^\Waeiouyàâéèêëîïôûù])"
)
_ELIDES_BEFORE: Final = re.compile(r"[AEIOUÀÂÉÈÊËÎÏÔÛÙ]|Y[^\Waeiouyàâéèêëîïôûù]")
_ELIDING_SLOT: Final = re.compile(r"\b([dDlLnNsS]e|(?:[lL]ors|[pP]uis|[qQ]uoi)?[qQ]ue|[lL]a|[jJ]e) \{(\w+)(?=[}!:])")


def elide(text: str) -> str:
    """French elision before a capital vowel: "de Alice" → "d’Alice".

    >>> elide("lorsque Eve demande à Yves la carte de Yolande et celle de Yves")
    'lorsqu’Eve demande à Yves la carte de Yolande et celle d’Yves'
    """
    return _ELISION.sub(lambda m: m.group(1)[:-1] + "’", text)


# A run of ; ! ? ("?!") after a word or a closing mark takes one narrow space before it.
_SPACE_BEFORE_TALL: Final = re.compile(r"(?<=[^\s;!?])[ \u00a0\u202f]*([;!?]+)(?=\s|$|[»)\]])")
_SPACE_BEFORE_COLON: Final = re.compile(r"(?<=\S)[ \u00a0\u202f]+:(?=\s|$|»)|(?<=\S) :(?=\S)")
_SPACE_BEFORE_CLOSE: Final = re.compile(r"(?<=\S)[ \u00a0\u202f]*»")
_SPACE_AFTER_OPEN: Final = re.compile(r"«[ \u00a0\u202f]*(?=\S)")
_APOSTROPHE: Final = re.compile(r"(?<=\w)'(?=\w)")


def french(text: str) -> str:
    """French typography, applied once where text leaves the catalogue.

    A narrow non-breaking space before ``; ! ?`` (added where missing after a word), a non-breaking space
    before ``:`` (where the text has a space there: "10:30" and URLs stay as they are) and inside
    ``« »``, and ``’`` for an apostrophe between letters. Idempotent.
    """
    # Each rule runs only where its mark is present: most sentences have one mark or none.
    if ";" in text or "!" in text or "?" in text:
        text = _SPACE_BEFORE_TALL.sub(_narrow_before, text)
    if ":" in text:
        text = _SPACE_BEFORE_COLON.sub(NBSP + ":", text)
    if "»" in text:
        text = _SPACE_BEFORE_CLOSE.sub(NBSP + "»", text)
    if "«" in text:
        text = _SPACE_AFTER_OPEN.sub("«" + NBSP, text)
    if "'" in text:
        text = _APOSTROPHE.sub("’", text)
    return text


def _narrow_before(m: re.Match[str]) -> str:
    return NNBSP + m.group(1)


_FAULTS: Final = (
    (re.compile(r" [;:!?]"), "ordinary space before {0!r}", 1),
    (re.compile(r"« "), "ordinary space after '«'", None),
    (re.compile(r" »"), "ordinary space before '»'", None),
    (re.compile(r"(?<=\w)'(?=\w)"), "straight apostrophe", None),
    (re.compile(r"(?<=\w)[;!?](?=\s|$)"), "no space before {0!r}", 0),
)


def typography_faults(text: str) -> list[str]:
    """The French typography faults in ``text`` (for tests over every French sentence and page)."""
    found: list[tuple[int, str]] = []
    for pattern, message, group in _FAULTS:
        for m in pattern.finditer(text):
            mark = m.group(0)[group] if group is not None else ""
            found.append((m.start(), message.format(mark)))
    return [message for _, message in sorted(found)]
