"""The names of our own illustrated pack, "pictures" (issue 40): 11 households, each with an occupation, of 4 members.

Keys: ``pack.pictures.family.<label>`` and ``pack.pictures.member.<number>``, as in :mod:`hf_core.words.packs`.
The drawings are :mod:`hf_core.site.pictures`; each family's emblem is its occupation's tool or sign.

French households carry the occupation as an invariable surname, as in the French jeu des sept familles
(« la famille Boulanger », so « les Boulanger »); English ones take the plural, as a family is named at home
("the Bakers").

The four roles name generations, not genders or jobs: grandparent (with a walking stick), parent, child and baby.
Any family at the table can see itself in them, no role carries a chore or a trait, and each has its own
silhouette, from the tallest to the smallest, so a card's member can be told from its shape. The four names are
different words in both languages, so a spoken request never needs the number ("the Bakers' baby").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    "pack.pictures.family.A": {"en": "the Firefighters", "fr": "les Pompier"},
    "pack.pictures.family.B": {"en": "the Bakers", "fr": "les Boulanger"},
    "pack.pictures.family.C": {"en": "the Beekeepers", "fr": "les Apiculteur"},
    "pack.pictures.family.D": {"en": "the Gardeners", "fr": "les Jardinier"},
    "pack.pictures.family.E": {"en": "the Foresters", "fr": "les Forestier"},
    "pack.pictures.family.F": {"en": "the Doctors", "fr": "les Docteur"},
    "pack.pictures.family.G": {"en": "the Fishers", "fr": "les Pêcheur"},
    "pack.pictures.family.H": {"en": "the Sailors", "fr": "les Marin"},
    "pack.pictures.family.I": {"en": "the Musicians", "fr": "les Musicien"},
    "pack.pictures.family.J": {"en": "the Painters", "fr": "les Peintre"},
    "pack.pictures.family.K": {"en": "the Astronomers", "fr": "les Astronome"},
    "pack.pictures.member.1": {"en": "grandparent", "fr": "grand-parent"},
    "pack.pictures.member.2": {"en": "parent", "fr": "parent"},
    "pack.pictures.member.3": {"en": "child", "fr": "enfant"},
    "pack.pictures.member.4": {"en": "baby", "fr": "bébé"},
    # A card named as this pack does, in a sentence (narration, the worked example's headlines): "the Bakers' baby
    # (B4)", « le bébé des Boulanger (B4) ». Whose and which member are whole words of their own, not glued from the
    # names above: English takes the possessive of the plural, French « des » and the member's article.
    "pack.pictures.card": {"en": "{whose} {member} ({card})", "fr": "{member} {whose} ({card})"},
    "pack.pictures.whose.A": {"en": "the Firefighters'", "fr": "des Pompier"},
    "pack.pictures.whose.B": {"en": "the Bakers'", "fr": "des Boulanger"},
    "pack.pictures.whose.C": {"en": "the Beekeepers'", "fr": "des Apiculteur"},
    "pack.pictures.whose.D": {"en": "the Gardeners'", "fr": "des Jardinier"},
    "pack.pictures.whose.E": {"en": "the Foresters'", "fr": "des Forestier"},
    "pack.pictures.whose.F": {"en": "the Doctors'", "fr": "des Docteur"},
    "pack.pictures.whose.G": {"en": "the Fishers'", "fr": "des Pêcheur"},
    "pack.pictures.whose.H": {"en": "the Sailors'", "fr": "des Marin"},
    "pack.pictures.whose.I": {"en": "the Musicians'", "fr": "des Musicien"},
    "pack.pictures.whose.J": {"en": "the Painters'", "fr": "des Peintre"},
    "pack.pictures.whose.K": {"en": "the Astronomers'", "fr": "des Astronome"},
    # A family named as this pack does, in a sentence: "the Bakers' family (B)", « la famille des Boulanger (B) ».
    "pack.pictures.family-of": {"en": "{whose} family ({family})", "fr": "la famille {whose} ({family})"},
    "pack.pictures.the-member.1": {"en": "grandparent", "fr": "le grand-parent"},
    "pack.pictures.the-member.2": {"en": "parent", "fr": "le parent"},
    "pack.pictures.the-member.3": {"en": "child", "fr": "l'enfant"},
    "pack.pictures.the-member.4": {"en": "baby", "fr": "le bébé"},
}
