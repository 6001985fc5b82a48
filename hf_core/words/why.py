"""The words of the computer players' reasons and the hint as the widgets show them (``widget.say-why``,
``widget.why``, ``web.hint-*``, and the play page's hint button and count, ``play.hint*``; the reasons' own
sentences are ``reason.*`` in :mod:`hf_core.words.deduction`). Pure data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    "widget.say-why": {
        "en": "Say why the computer asks",
        "fr": "Dire pourquoi l'ordinateur demande",
    },
    "widget.why": {"en": "Why: {why}", "fr": "Pourquoi : {why}"},
    "web.hints": {
        "en": "The number of hints used is a whole number from 0 to {high}.",
        "fr": "Le nombre d'indices utilisés est un entier de 0 à {high}.",
    },
    "web.hint-over": {
        "en": "The game is over: there is no request left to suggest.",
        "fr": "La partie est finie : il n'y a plus de demande à suggérer.",
    },
    # The play page (play.js): the hint on the reader's turn, and the count of hints at the end of the game.
    "play.hint": {"en": "Hint", "fr": "Indice"},
    "play.hint-best": {
        "en": "Best request now: ask {target} for {card}.",
        "fr": "La meilleure demande maintenant : demandez {card} à {target}.",
    },
    "play.hint-take": {"en": "Make this request", "fr": "Faire cette demande"},
    "play.hints-used.none": {"en": "You played without a hint.", "fr": "Vous avez joué sans indice."},
    "play.hints-used.one": {"en": "You used 1 hint.", "fr": "Vous avez utilisé 1 indice."},
    "play.hints-used": {"en": "You used {n} hints.", "fr": "Vous avez utilisé {n} indices."},
    "play.hints-bad": {
        "en": "The link's count of hints is not a whole number from 0 to {high}: the count starts again from 0.",
        "fr": "Le nombre d'indices du lien n'est pas un entier de 0 à {high} : le compte repart de 0.",
    },
}
