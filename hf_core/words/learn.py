"""Words of the pages that teach by playing: the finder ("What happens if...?", ``finder.*``), the guided game
("Learn by playing", ``learn.*``) and one device passed round the table (``pass.*``). Pure data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # ------------------------------------------------------------------------------ the finder
    "finder.label": {"en": "Describe what happened at your table", "fr": "Décrivez ce qui s'est passé à votre table"},
    "finder.placeholder": {"en": "he said no but had it", "fr": "il a dit non mais il l'avait"},
    "finder.count": {
        "en": "{n} situations, from the deal to the end of the game. Type a few words to find yours.",
        "fr": "{n} situations, de la donne à la fin de la partie. Tapez quelques mots pour trouver la vôtre.",
    },
    "finder.found": {
        "en": "{n} situations match, the closest first.",
        "fr": "{n} situations correspondent, la plus proche d'abord.",
    },
    "finder.found-one": {"en": "One situation matches.", "fr": "Une situation correspond."},
    "finder.none": {
        "en": "Nothing matches these words. Try other words, or read the list below.",
        "fr": "Aucune situation ne correspond à ces mots. Essayez d'autres mots, ou parcourez la liste ci-dessous.",
    },
    "finder.results": {"en": "Closest situations", "fr": "Situations les plus proches"},
    "finder.ruling-guide": {"en": "Our rules:", "fr": "Nos règles :"},
    "finder.ruling-site": {
        "en": "This site’s ruling (the guide is silent):",
        "fr": "Ce que décide ce site (le guide ne dit rien) :",
    },
    "finder.rule": {"en": "Rule:", "fr": "Règle :"},
    "finder.rules": {"en": "Rules:", "fr": "Règles :"},
    "finder.other-rules": {"en": "Other rules:", "fr": "Autres règles :"},
    "finder.not-ours": {"en": "Not our rules; read", "fr": "Ce ne sont pas nos règles ; voir"},
    "finder.see": {"en": "Read also:", "fr": "À lire aussi :"},
    "finder.request": {"en": "{asker} asks {target} for {card}.", "fr": "{asker} demande {card} à {target}."},
    "finder.refused": {"en": "Refused: {rule}.", "fr": "Refusé : {rule}."},
    "finder.next": {"en": "{name} asks next.", "fr": "À {name} de demander."},
    # the sections a situation points to: each the heading of its section
    "finder.section.courtesy-penalty": {"en": "A courtesy penalty", "fr": "La pénalité de politesse"},
    "finder.section.out-of-the-deal": {
        "en": "A player who runs out of cards is out of the deal",
        "fr": "Un joueur sans cartes est éliminé de la donne",
    },
    "finder.section.dealer-shorter-hand": {
        "en": "The dealer takes the shorter hand",
        "fr": "Le donneur prend la main la plus courte",
    },
    "finder.section.series-total": {"en": "A series to an agreed total", "fr": "Une série jusqu'à un total convenu"},
    "finder.section.sept-familles": {"en": "The French jeu des sept familles", "fr": "Le jeu des sept familles"},
    "finder.section.ordinary-pack": {"en": "The ordinary 52-card pack", "fr": "Le jeu ordinaire de 52 cartes"},
    "finder.section.wrong-no": {"en": "A “no” that was wrong", "fr": "Un « non » qui était faux"},
    "finder.section.please": {"en": "Is “please” a rule?", "fr": "« S'il te plaît », est-ce une règle ?"},
    "finder.section.out-loud": {"en": "What everyone hears and sees", "fr": "Ce que chacun entend et voit"},
    "finder.section.illegal-request": {
        "en": "A request that breaks a rule",
        "fr": "Une demande contraire aux règles",
    },
}
