"""Words of the worked example's headlines (issue 21): one short line per request (who asked whom for which card,
and what came of it) with the reasons and rules folded below it. Pure data, merged into the catalogue by
:mod:`hf_core.words.tables`; said by :func:`hf_core.web.steps.headlines` (the step's and "What if?"'s results)."""

from __future__ import annotations

from typing import Final

MESSAGES: Final[dict[str, dict[str, str]]] = {
    "web.head-deal": {
        "en": "{dealer} dealt: {counts}. {first} begins.",
        "fr": "{dealer} a distribué : {counts}. {first} commence.",
    },
    "web.head-yes": {
        "en": "{asker} asks {target} for {card}: yes.",
        "fr": "{asker} demande {card} à {target} : oui.",
    },
    "web.head-family": {
        "en": "{asker} asks {target} for {card}: yes, and family {family} is complete.",
        "fr": "{asker} demande {card} à {target} : oui, et la famille {family} est complète.",
    },
    "web.head-no": {
        "en": "{asker} asks {target} for {card}: no, so {player} plays next.",
        "fr": "{asker} demande {card} à {target} : non, c'est donc à {player} de jouer.",
    },
    # The same with a card named as the picture pack does (hf_core.narrate.card_phrase): in French, the long name last.
    "web.head-yes.named": {
        "en": "{asker} asks {target} for {card}: yes.",
        "fr": "{asker} demande à {target} {card} : oui.",
    },
    "web.head-family.named": {
        "en": "{asker} asks {target} for {card}: yes, and {family} is complete.",
        "fr": "{asker} demande à {target} {card} : oui, et {family} est complète.",
    },
    "web.head-no.named": {
        "en": "{asker} asks {target} for {card}: no, so {player} plays next.",
        "fr": "{asker} demande à {target} {card} : non, c'est donc à {player} de jouer.",
    },
    "widget.projector-keys": {
        "en": "→ or Space: next · ←: back · Esc: leave",
        "fr": "→ ou Espace : avancer · ← : revenir · Échap : quitter",
    },
    "widget.reasons": {
        "en": "Why? The reasons and the rules",
        "fr": "Pourquoi ? Les raisons et les règles",
    },
}
