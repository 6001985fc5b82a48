"""The facts of :class:`~hf_core.knowledge.Knowledge` as data (codes and values), and in words.

Domain code gives facts as ``(code, values)``; :func:`fact_sentences` words them through the catalogue
(:mod:`hf_core.words`), in English or French.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

from hf_core.cards import Pack
from hf_core.words import say

__all__ = ["FACT_CODES", "Fact", "fact_sentences", "family_label", "join_words"]

FACT_CODES: Final = ("exposed", "count", "holds", "must-hold", "some-of", "whole-hand", "lacks", "cannot-hold")
"""The kinds of fact :meth:`Knowledge.fact_data` gives, each with its values: ``player`` always; ``families``
(exposed), ``n`` (count), ``cards`` (holds, must-hold, lacks, cannot-hold: labels), ``family`` (some-of)."""

Fact = tuple[str, dict[str, Any]]
"""One fact as data: ``(code, values)``, JSON-ready."""


def join_words(items: Sequence[str], how: str, lang: str) -> str:
    """``items`` as a list in ``lang``: ``how`` is "and", "or" or "nor" (French "ni ... ni ...")."""
    if how == "nor" and lang == "fr" and len(items) > 1:
        if len(items) == 2:
            return say("deduction.list.nor-two", lang, first=items[0], last=items[1])
        items = [say("deduction.list.nor-item", lang, item=x) for x in items]
        how = "comma"
    if len(items) == 1 or how == "comma":
        return ", ".join(items)
    return say(f"deduction.list.{'or' if how == 'nor' else how}", lang, head=", ".join(items[:-1]), last=items[-1])


def family_label(pack: Pack, family: str, lang: str) -> str:
    """A family's label, with its display name when the pack has one: ``Q (queens)``."""
    name = pack.family_name(family, lang)
    return family if name == family else say("deduction.family", lang, family=family, name=name)


def fact_sentences(facts: Iterable[Fact], lang: str, pack: Pack) -> list[str]:
    """Word each fact of :meth:`Knowledge.fact_data` in ``lang`` ("en" or "fr") through the catalogue.

    >>> from hf_core.rules import Rules
    >>> fact_sentences([("lacks", {"player": "Ann", "cards": ["A2", "B2"]})], "fr", Rules().pack)
    ['Ann n’a ni A2 ni B2.']
    """
    out: list[str] = []
    for code, values in facts:
        player = values["player"]
        if code == "exposed":
            fams = [family_label(pack, f, lang) for f in values["families"]]
            number = "one" if len(fams) == 1 else "many"
            out.append(say(f"fact.exposed.{number}", lang, player=player, families=join_words(fams, "and", lang)))
        elif code == "count":
            n = values["n"]
            out.append(say(f"fact.count.{'none' if n == 0 else 'one' if n == 1 else 'many'}", lang, player=player, n=n))
        elif code in ("holds", "must-hold"):
            out.append(say(f"fact.{code}", lang, player=player, cards=join_words(values["cards"], "and", lang)))
        elif code in ("lacks", "cannot-hold"):
            cards = values["cards"]
            number = "one" if len(cards) == 1 else "many"
            out.append(say(f"fact.{code}.{number}", lang, player=player, cards=join_words(cards, "nor", lang)))
        elif code == "some-of":
            out.append(say("fact.some-of", lang, player=player, family=family_label(pack, values["family"], lang)))
        elif code == "whole-hand":
            out.append(say("fact.whole-hand", lang, player=player))
        else:
            raise ValueError(f"unknown fact code {code!r}")
    return out
