"""Every ruling the site states, as one record: its id (the question it answers: one record a question), whose it
is, the rules it rests on, and its words (catalogue message ``ruling.<id>``, :mod:`hf_core.words.rulings`).

``whose`` says who settles the question, and gives the label a reader sees before the ruling:

- ``guide``: our guide's rules settle it ("The rules:"); such a ruling rests on at least one rule the guide
  states (:data:`hf_core.rulebook.GUIDE_SECTIONS`);
- ``site``: the guide is silent and this site rules ("Our ruling (the rules do not say):"); our engine
  follows it;
- ``custom``: the guide is silent and a table agrees on it; we say what is usual ("A custom, not a rule:").

A ruling rests on rules (ids of :data:`hf_core.rulebook.RULES`, our default profile's) and on points of the
guide that no engine rule holds (:data:`POINTS`, e.g. hands kept hidden). The rules pages, the FAQ and
"What happens if...?" show a record (``hf_core.site.rulings``); none writes a ruling of its own.

>>> ruling("wrong-no-later").whose, ruling("wrong-no-later").label("fr")
('custom', 'Un usage, pas une règle\xa0:')
>>> ruling("own-card").rests_on_guide
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from hf_core.rulebook import GUIDE_SECTIONS, RULES
from hf_core.words import say

__all__ = ["POINTS", "RULINGS", "RULING_IDS", "WHOSE", "Point", "Ruling", "reference", "ruling"]

WHOSE: Final = ("guide", "site", "custom")
"""Who settles a question: the guide's rules, this site's ruling, or a table's custom."""


@dataclass(frozen=True, slots=True)
class Point:
    """A point the guide states that is no rule of the engine (nothing a request can break): where the site
    explains it, and whether the guide states it."""

    id: str
    page: str
    anchor: str
    guide: bool = True

    def title(self, lang: str = "en") -> str:
        return say(f"point.{self.id}.title", lang)

    def url(self, lang: str = "en") -> str:
        return f"{'fr/' if lang == 'fr' else ''}{self.page}/#{self.anchor}"


POINTS: Final[Mapping[str, Point]] = MappingProxyType({
    # Guide, section 03: "Keep hands hidden"; section 04: "Keep requests and transfers audible and visible";
    # section 06: "never permission to lie or to search another player's cards".
    "table.hidden-hands": Point("table.hidden-hands", "asking", "out-loud"),
})


@dataclass(frozen=True, slots=True)
class Ruling:
    """One ruling: see the module's docstring."""

    id: str
    whose: str
    rules: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.whose not in WHOSE:
            raise ValueError(f"ruling {self.id}: whose must be one of {WHOSE}, not {self.whose!r}")
        for r in self.rules:
            if not ((r in RULES and not RULES[r].variant) or r in POINTS):
                raise ValueError(f"ruling {self.id}: {r!r} is neither a rule of ours nor a point of the guide")
        if self.whose == "guide" and not self.rests_on_guide:
            raise ValueError(f"ruling {self.id}: the guide's, but it rests on no rule the guide states")

    @property
    def rests_on_guide(self) -> bool:
        """True when at least one of its rules is the guide's."""
        return any(r in GUIDE_SECTIONS or (r in POINTS and POINTS[r].guide) for r in self.rules)

    @property
    def message_id(self) -> str:
        return f"ruling.{self.id}"

    def text(self, lang: str = "en") -> str:
        return say(self.message_id, lang)

    def label(self, lang: str = "en") -> str:
        """What a reader sees before the ruling: whose it is."""
        return say(f"ruling.label.{self.whose}", lang)


def reference(ref: str, lang: str = "en") -> tuple[str, str]:
    """(title, site-relative url) of a rule id or a point of the guide a ruling rests on."""
    if ref in POINTS:
        return POINTS[ref].title(lang), POINTS[ref].url(lang)
    rule = RULES[ref]
    return rule.title(lang), rule.url(lang)


_ALL: Final[tuple[Ruling, ...]] = (
    # asking
    Ruling("illegal-request", "site", ("turn.only-current", "ask.opponent-with-cards", "ask.family-in-hand",
                                       "ask.not-own-card", "ask.exact-member")),
    Ruling("own-card", "guide", ("ask.not-own-card",)),
    Ruling("family-not-held", "guide", ("ask.family-in-hand",)),
    Ruling("ask-empty", "guide", ("ask.opponent-with-cards", "hand.empty")),
    Ruling("out-of-turn", "guide", ("turn.only-current",)),
    Ruling("unasked-card", "site", ("ask.exact-member",)),
    Ruling("whole-family", "guide", ("ask.exact-member",)),
    Ruling("only-named", "guide", ("ask.exact-member", "ask.success-continues")),
    Ruling("known-lacking", "site", ("ask.opponent-with-cards", "ask.failure-passes-to-asked")),
    Ruling("counts-public", "site", ("ask.opponent-with-cards",)),
    Ruling("ask-back", "guide", ("ask.family-in-hand",)),
    Ruling("no-pass", "site", ("turn.only-current", "ask.family-in-hand")),
    Ruling("please", "site"),
    Ruling("miss-reply", "custom", ("ask.failure-passes-to-asked",)),
    # honesty
    Ruling("false-no", "guide", ("ask.success-continues",)),
    Ruling("wrong-no-later", "custom", ("ask.success-continues", "hand.empty")),
    Ruling("shown-card", "site", ("table.hidden-hands",)),
    Ruling("look-at-cards", "guide", ("table.hidden-hands",)),
    Ruling("wrong-card", "site", ("ask.exact-member",)),
    # the turn
    Ruling("after-no", "guide", ("ask.failure-passes-to-asked",)),
    Ruling("after-yes", "guide", ("ask.success-continues", "family.expose")),
    Ruling("same-player", "guide", ("ask.success-continues",)),
    Ruling("who-starts", "guide", ("turn.first",)),
    Ruling("first-empty", "guide", ("turn.first", "deal.complete-families")),
    # the deal
    Ruling("misdeal", "site", ("deal.all-cards",)),
    Ruling("uneven-hands", "guide", ("deal.all-cards",)),
    Ruling("deal-start", "site", ("deal.all-cards",)),
    Ruling("draw-pile", "guide", ("deal.all-cards",)),
    Ruling("complete-from-deal", "guide", ("deal.complete-families",)),
    Ruling("two-players", "guide", ("deal.all-cards",)),
    Ruling("two-players-first", "site", ("ask.family-in-hand", "ask.success-continues")),
    Ruling("ordinary-pack", "guide", ("deal.all-cards",)),
    Ruling("ordinary-pack-numbers", "site", ("deal.all-cards", "end.all-families")),
    # families and the end
    Ruling("forgot-lay-down", "site", ("family.expose", "ask.family-in-hand")),
    Ruling("family-value", "guide", ("family.expose",)),
    Ruling("take-family", "guide", ("end.all-families",)),
    Ruling("empty-hand", "guide", ("hand.empty",)),
    Ruling("empty-on-turn", "guide", ("hand.empty",)),
    Ruling("end", "guide", ("end.all-families",)),
    Ruling("tie", "guide", ("end.all-families",)),
    Ruling("series", "guide", ("match.total",)),
    Ruling("series-count", "site", ("match.total",)),
    Ruling("next-dealer", "site", ("match.total",)),
)

RULINGS: Final[Mapping[str, Ruling]] = MappingProxyType({r.id: r for r in _ALL})
"""Every ruling, keyed by the question it answers: one record a question."""
if len(RULINGS) != len(_ALL):
    raise ValueError("two rulings answer the same question")
RULING_IDS: Final[tuple[str, ...]] = tuple(RULINGS)


def ruling(ruling_id: str) -> Ruling:
    """The record of a ruling; KeyError names the unknown id."""
    return RULINGS[ruling_id]
