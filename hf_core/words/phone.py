"""Words of the play page's phone-first parts (issue 12): what just happened where the picker was, the quick
way through the computer's turns. Pure data, merged into the catalogue by :mod:`hf_core.words.tables`."""

from __future__ import annotations

from typing import Final

MESSAGES: Final[dict[str, dict[str, str]]] = {
    "play.said-title": {
        "en": "Since your last request",
        "fr": "Depuis votre dernière demande",
    },
    "play.skip-to-turn": {
        "en": "Play on to my turn",
        "fr": "Jouer jusqu'à mon tour",
    },
    "play.skip-to-end": {
        "en": "Play on to the end",
        "fr": "Jouer jusqu'à la fin",
    },
}
