"""Every rule id, to its one record: the page and anchor that explain it, and its words (catalogue ids).

The bottom of the engine: plain data over the wording catalogue, read by the errors (a refusal's message id),
the rule profiles (:mod:`hf_core.rules`, which re-exports every name here), the docs and the tests.

>>> RULES["ask.family-in-hand"].page, anchor("ask.family-in-hand")
('asking', 'ask-family-in-hand')
>>> rule_url("ask.family-in-hand", "fr")
'fr/asking/#ask-family-in-hand'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from hf_core.words import LANGS, say

__all__ = [
    "GUIDE_SECTIONS",
    "RULES",
    "RULES_DOC",
    "RULE_IDS",
    "RULE_TITLES",
    "VARIANT_RULES_DOC",
    "VARIANT_RULE_TITLES",
    "Rule",
    "anchor",
    "rule_title",
    "rule_url",
]


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule, in one record: its id, the page and anchor that explain it, and its words.

    The words are catalogue message ids (:mod:`hf_core.words`): the title (the heading of the rule's section,
    in each language), a one-line explanation, and the refusal of a request that breaks the rule (``refusals``
    lists the cases: ``""`` for the plain refusal, or names such as ``"self"``; empty for a rule that no
    request can break).

    >>> r = RULES["ask.not-own-card"]
    >>> r.page, r.anchor, r.title("fr"), r.refusal_id()
    ('asking', 'ask-not-own-card', 'Ne jamais demander une carte qu’on a', 'refusal.ask.not-own-card')
    """

    id: str
    page: str
    refusals: tuple[str, ...] = ()

    @property
    def variant(self) -> bool:
        """True for a rule of another profile (never our default)."""
        return self.id.startswith("variant.")

    @property
    def anchor(self) -> str:
        """The HTML anchor of the rule's section on its page: the id with dots replaced by hyphens."""
        return self.id.replace(".", "-")

    @property
    def title_id(self) -> str:
        return f"rule.{self.id}.title"

    @property
    def explanation_id(self) -> str:
        return f"rule.{self.id}.explain"

    def refusal_id(self, case: str = "") -> str:
        """The message id of the refusal of a request that breaks this rule (``case`` as the engine names it)."""
        if case not in self.refusals:
            raise KeyError(f"rule {self.id} has no refusal {case!r}")
        return f"refusal.{self.id}/{case}" if case else f"refusal.{self.id}"

    def refusal_ids(self) -> tuple[str, ...]:
        return tuple(self.refusal_id(case) for case in self.refusals)

    def title(self, lang: str = "en") -> str:
        return say(self.title_id, lang)

    def explanation(self, lang: str = "en") -> str:
        return say(self.explanation_id, lang)

    def url(self, lang: str = "en") -> str:
        """The site-relative URL of the rule's section, e.g. ``asking/#ask-not-own-card``."""
        return f"{'fr/' if lang == 'fr' else ''}{self.page}/#{self.anchor}"


RULES: Final[Mapping[str, Rule]] = {
    r.id: r
    for r in (
        # Our rules, the guide's, in the order the pages give them.
        Rule("deal.all-cards", "dealing"),
        Rule("deal.complete-families", "dealing"),
        Rule("turn.first", "dealing"),
        Rule("turn.only-current", "asking", ("",)),
        Rule("ask.opponent-with-cards", "asking", ("self", "empty")),
        Rule("ask.family-in-hand", "asking", ("",)),
        Rule("ask.not-own-card", "asking", ("",)),
        Rule("ask.exact-member", "asking", ("",)),
        Rule("ask.success-continues", "asking"),
        Rule("ask.failure-passes-to-asked", "asking"),
        Rule("family.expose", "completing"),
        Rule("hand.empty", "completing"),
        Rule("end.all-families", "completing", ("",)),
        Rule("match.total", "completing"),
        # The rules of the other profiles (never our default), each explained on the "other rules" page.
        Rule("variant.miss-clockwise", "other-rules"),
        Rule("variant.dealer-first", "other-rules"),
        Rule("variant.family-request", "other-rules", ("",)),
        Rule("variant.stock-draw", "other-rules"),
        Rule("variant.stock-refill", "other-rules"),
        Rule("variant.tie-break", "other-rules"),
    )
}
"""Every rule id, our default's and the other profiles', to its one record."""


GUIDE_SECTIONS: Final[Mapping[str, tuple[int, ...]]] = MappingProxyType({
    # The rules our guide states, each with the numbers of the guide's sections that state it (03: deal
    # everything; 04: ask for an exact missing member; 05: complete, leave play and count). A rule not listed
    # here is not the guide's: the other profiles' rules, and any the site adds.
    "deal.all-cards": (3,),
    "deal.complete-families": (3,),
    "turn.first": (3,),
    "turn.only-current": (4,),
    "ask.opponent-with-cards": (4,),
    "ask.family-in-hand": (4,),
    "ask.not-own-card": (4,),
    "ask.exact-member": (4,),
    "ask.success-continues": (4, 5),
    "ask.failure-passes-to-asked": (4,),
    "family.expose": (5,),
    "hand.empty": (3, 5),
    "end.all-families": (5,),
    "match.total": (5,),
})
"""Which rules are our guide's (data, not inferred from ids): rule id -> the guide's sections that state it."""


def _titles(ids: tuple[str, ...]) -> Mapping[str, Mapping[str, str]]:
    return MappingProxyType({i: MappingProxyType({lang: RULES[i].title(lang) for lang in LANGS}) for i in ids})


# Views of RULES kept for the code that reads them (the web layer, the hooks, the site tests).
RULES_DOC: Final[Mapping[str, str]] = MappingProxyType({i: r.page for i, r in RULES.items() if not r.variant})
"""Each rule id of our default profile -> the page (slug) that explains it."""
RULE_IDS: Final[tuple[str, ...]] = tuple(RULES_DOC)
RULE_TITLES: Final[Mapping[str, Mapping[str, str]]] = _titles(RULE_IDS)
VARIANT_RULES_DOC: Final[Mapping[str, str]] = MappingProxyType({i: r.page for i, r in RULES.items() if r.variant})
"""Each rule id of the other profiles -> the page that explains it ("other-rules")."""
VARIANT_RULE_TITLES: Final[Mapping[str, Mapping[str, str]]] = _titles(tuple(VARIANT_RULES_DOC))


def anchor(rule_id: str) -> str:
    """The HTML anchor of a rule on its page: the id with dots replaced by hyphens."""
    return RULES[rule_id].anchor


def rule_url(rule_id: str, lang: str = "en") -> str:
    """The site-relative URL of the paragraph that explains a rule, e.g. ``asking/#ask-not-own-card``.

    >>> rule_url("variant.stock-draw", "fr")
    'fr/other-rules/#variant-stock-draw'
    """
    return RULES[rule_id].url(lang)


def rule_title(rule_id: str, lang: str = "en") -> str:
    """A short title for a rule (of our default or of another profile) in ``"en"`` or ``"fr"``."""
    return RULES[rule_id].title(lang)
