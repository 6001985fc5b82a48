"""Words of the teachers' page "New class deal" box (issue 12, item 5): make a class deal code there, see it
large, play it, print its deal sheet, copy it. Pure data, merged into the catalogue by
:mod:`hf_core.words.tables`."""

from __future__ import annotations

from typing import Final

MESSAGES: Final[dict[str, dict[str, str]]] = {
    "teacher.title": {
        "en": "New class deal",
        "fr": "Nouvelle donne pour la classe",
    },
    "teacher.players": {
        "en": "Players at each table",
        "fr": "Joueurs à chaque table",
    },
    "teacher.make": {
        "en": "New class deal",
        "fr": "Nouvelle donne pour la classe",
    },
    "teacher.code": {
        "en": "Class deal code",
        "fr": "Code de donne",
    },
    "teacher.example": {
        "en": "The example code, until you make a new one.",
        "fr": "Le code d'exemple, tant que vous n'en faites pas un nouveau.",
    },
    "teacher.made": {
        "en": "A new deal for {players} players: every group that types this code gets the same hands.",
        "fr": (
            "Une nouvelle donne pour {players} joueurs : tous les groupes qui saisissent ce code ont les mêmes "
            "mains."
        ),
    },
    "teacher.play": {
        "en": "Play this deal",
        "fr": "Jouer cette donne",
    },
    "teacher.sheet": {
        "en": "Print its deal sheet",
        "fr": "Imprimer sa feuille de donne",
    },
    "teacher.copy": {
        "en": "Copy the code",
        "fr": "Copier le code",
    },
    "teacher.copied": {
        "en": "Code copied.",
        "fr": "Code copié.",
    },
    "teacher.copy-failed": {
        "en": "This browser did not allow copying: select the code and copy it.",
        "fr": "Ce navigateur n'a pas permis la copie : sélectionnez le code et copiez-le.",
    },
}
