"""Words of the play page's journeys (issues 12 and 21): the requests since the reader's last one, the quick way
through the computer's turns, the end of a game and its link, the projector's pace, names from a link. Pure
data, merged into the catalogue by :mod:`hf_core.words.tables`."""

from __future__ import annotations

from typing import Final

MESSAGES: Final[dict[str, dict[str, str]]] = {
    "play.older-show": {
        "en": "All {n} requests since your turn",
        "fr": "Les {n} demandes depuis votre tour",
    },
    "play.older-hide": {
        "en": "Only the newest request",
        "fr": "Seulement la dernière demande",
    },
    "play.score-line": {
        "en": "{name}: {score}",
        "fr": "{name} : {score}",
    },
    "play.share": {
        "en": "Share this game",
        "fr": "Partager cette partie",
    },
    "play.shared": {
        "en": "The link to this game is copied: paste it in a message.",
        "fr": "Le lien de cette partie est copié : collez-le dans un message.",
    },
    "play.share-by-hand": {
        "en": "Copy this link to share this game:",
        "fr": "Copiez ce lien pour partager cette partie :",
    },
    "play.pause": {
        "en": "Pause",
        "fr": "Pause",
    },
    "play.slower": {
        "en": "Slower",
        "fr": "Plus lent",
    },
    "play.faster": {
        "en": "Faster",
        "fr": "Plus vite",
    },
    "play.pace": {
        "en": "{s} s a request",
        "fr": "{s} s par demande",
    },
    "play.names-bad": {
        "en": "The names in this link were not used, so the players keep the page's names. {problem}",
        "fr": "Les noms de ce lien n'ont pas été repris : les joueurs gardent les noms de la page. {problem}",
    },
    "play.names-count": {
        "en": "This deal has {n} players and the link names {given}.",
        "fr": "Cette donne compte {n} joueurs et le lien en nomme {given}.",
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
