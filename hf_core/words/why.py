"""The words of the computer players' reasons and the hint as the widgets show them (``widget.say-why``,
``widget.why``, ``web.hint-*``; the reasons' own sentences are ``reason.*`` in :mod:`hf_core.words.deduction`).
Pure data.
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
}
