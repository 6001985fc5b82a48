"""The printable illustrated pack's words (issue 40, item 3): the print choices, the sheets' captions and the
family list's heads. The families' and members' names themselves are :mod:`hf_core.words.pictures`'.

Keys: ``picprint.*``; drawn by :mod:`hf_core.site.picture_print`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    "picprint.ink": {"en": "Ink", "fr": "Encre"},
    "picprint.ink.colour": {"en": "Colour", "fr": "Couleur"},
    "picprint.ink.bw": {
        "en": "Black and white: each emblem and each figure keeps its shape",
        "fr": "Noir et blanc : chaque emblème et chaque silhouette garde sa forme",
    },
    "picprint.parts": {"en": "Sheets to print", "fr": "Feuilles à imprimer"},
    "picprint.parts.all": {
        "en": "The cards, each sheet followed by its sheet of backs, then the family list",
        "fr": "Les cartes, chaque feuille suivie de sa feuille de dos, puis la liste des familles",
    },
    "picprint.parts.fronts": {
        "en": "The cards without backs, then the family list",
        "fr": "Les cartes sans les dos, puis la liste des familles",
    },
    "picprint.parts.list": {"en": "The family list alone", "fr": "La liste des familles seule"},
    "picprint.fronts": {"en": "Cards, sheet {n} of {total}", "fr": "Cartes, feuille {n} sur {total}"},
    "picprint.backs": {
        "en": "Backs of sheet {n}, for its reverse side",
        "fr": "Dos de la feuille {n}, pour son verso",
    },
    "picprint.back": {"en": "The back of a card", "fr": "Le dos d'une carte"},
    "picprint.list-title": {
        "en": "Happy Families, the picture pack: its {n} families and their members",
        "fr": "Happy Families, le jeu illustré : ses {n} familles et leurs membres",
    },
    "picprint.family": {"en": "Family", "fr": "Famille"},
}
