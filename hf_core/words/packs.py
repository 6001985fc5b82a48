"""The names some packs give their families and members (hf_core.cards.Pack.family_name, member_name).

Keys: ``pack.<pack>.family.<label>`` and ``pack.<pack>.member.<number>``. A pack without entries shows its labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # The ordinary-pack adaptation: each rank is a family, each suit a member.
    "pack.ordinary-52.family.A": {"en": "aces", "fr": "as"},
    "pack.ordinary-52.family.2": {"en": "twos", "fr": "deux"},
    "pack.ordinary-52.family.3": {"en": "threes", "fr": "trois"},
    "pack.ordinary-52.family.4": {"en": "fours", "fr": "quatre"},
    "pack.ordinary-52.family.5": {"en": "fives", "fr": "cinq"},
    "pack.ordinary-52.family.6": {"en": "sixes", "fr": "six"},
    "pack.ordinary-52.family.7": {"en": "sevens", "fr": "sept"},
    "pack.ordinary-52.family.8": {"en": "eights", "fr": "huit"},
    "pack.ordinary-52.family.9": {"en": "nines", "fr": "neuf"},
    "pack.ordinary-52.family.T": {"en": "tens", "fr": "dix"},
    "pack.ordinary-52.family.J": {"en": "jacks", "fr": "valets"},
    "pack.ordinary-52.family.Q": {"en": "queens", "fr": "dames"},
    "pack.ordinary-52.family.K": {"en": "kings", "fr": "rois"},
    "pack.ordinary-52.member.1": {"en": "spades", "fr": "pique"},
    "pack.ordinary-52.member.2": {"en": "hearts", "fr": "cœur"},
    "pack.ordinary-52.member.3": {"en": "diamonds", "fr": "carreau"},
    "pack.ordinary-52.member.4": {"en": "clubs", "fr": "trèfle"},
    # The French jeu des sept familles: grandparents, parents, children.
    "pack.sept-familles.member.1": {"en": "grandfather", "fr": "grand-père"},
    "pack.sept-familles.member.2": {"en": "grandmother", "fr": "grand-mère"},
    "pack.sept-familles.member.3": {"en": "father", "fr": "père"},
    "pack.sept-familles.member.4": {"en": "mother", "fr": "mère"},
    "pack.sept-familles.member.5": {"en": "son", "fr": "fils"},
    "pack.sept-familles.member.6": {"en": "daughter", "fr": "fille"},
}
