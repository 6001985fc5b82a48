"""The words of "Does it pay to begin?": the widget that plays many games between computer players in the page
and charts the wins by seat and by kind of player (``tally.*``), and the refusals of its browser function
(``web.tally-*``). Pure data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    "web.tally-kinds": {
        "en": "The players must be a list of {low} to {high} kinds of computer player, each one of {known}.",
        "fr": "Les joueurs doivent être une liste de {low} à {high} types de joueur automatique, chacun parmi {known}.",
    },
    "web.tally-games": {
        "en": "The number of games in one call is a whole number from 0 to {high}.",
        "fr": "Le nombre de parties d'un appel est un entier de 0 à {high}.",
    },
    "web.tally-seed": {
        "en": "The first deal number is a whole number from 0 to {high}.",
        "fr": "Le premier numéro de donne est un entier de 0 à {high}.",
    },
    "web.tally-so-far": {
        "en": "The games played so far do not belong to these players.",
        "fr": "Les parties déjà jouées ne correspondent pas à ces joueurs.",
    },
    "tally.legend": {"en": "Who plays", "fr": "Qui joue"},
    "tally.players": {"en": "Players", "fr": "Joueurs"},
    "tally.games": {"en": "Games", "fr": "Parties"},
    "tally.seat": {"en": "Seat {n}", "fr": "Place {n}"},
    "tally.seat-deals": {"en": "Seat {n}, deals", "fr": "Place {n}, distribue"},
    "tally.seat-begins": {"en": "Seat {n}, begins", "fr": "Place {n}, commence"},
    "tally.kind-random": {"en": "random", "fr": "au hasard"},
    "tally.kind-smart": {"en": "careful", "fr": "attentif"},
    "tally.kind-strong": {"en": "strong", "fr": "fort"},
    "tally.run": {"en": "Play the games", "fr": "Jouer les parties"},
    "tally.cancel": {"en": "Cancel", "fr": "Annuler"},
    "tally.progress": {"en": "{n} of {total} games played…", "fr": "{n} parties jouées sur {total}…"},
    "tally.done": {"en": "{n} games played in {seconds} s.", "fr": "{n} parties jouées en {seconds} s."},
    "tally.cancelled": {
        "en": "Stopped after {n} games: the chart shows those.",
        "fr": "Arrêté après {n} parties : le graphique montre celles-là.",
    },
    "tally.noscript": {
        "en": "The games are played in your browser once the page's Python has loaded; without it, this section "
        "shows no games.",
        "fr": "Les parties se jouent dans votre navigateur une fois le Python de la page chargé ; sans lui, cette "
        "section ne montre aucune partie.",
    },
    "tally.empty": {
        "en": "No games played yet: choose the players, then press “Play the games”.",
        "fr": "Aucune partie jouée pour l'instant : choisissez les joueurs, puis appuyez sur « Jouer les parties ».",
    },
    "tally.by-seat": {"en": "Wins by seat", "fr": "Victoires par place"},
    "tally.by-kind": {"en": "Wins by kind of player (per seat)", "fr": "Victoires par type de joueur (par place)"},
    "tally.fair": {
        "en": "The line marks a fair share: {share} of the wins for each seat.",
        "fr": "Le trait marque une part égale : {share} des victoires pour chaque place.",
    },
    "tally.caption": {
        "en": "{n} games, deals {first} to {last}; a shared win counts as a fraction.",
        "fr": "{n} parties, donnes {first} à {last} ; une victoire partagée compte pour une fraction.",
    },
    "tally.col-who": {"en": "Who", "fr": "Qui"},
    "tally.col-wins": {"en": "Wins", "fr": "Victoires"},
    "tally.col-share": {"en": "Share of wins", "fr": "Part des victoires"},
    "tally.col-families": {"en": "Families per game", "fr": "Familles par partie"},
    "tally.kind-seats": {"en": "{kind} ({n} seats)", "fr": "{kind} ({n} places)"},
    "tally.kind-seat": {"en": "{kind} (1 seat)", "fr": "{kind} (1 place)"},
    "tally.col-interval": {"en": "95% interval", "fr": "Intervalle à 95\u00a0%"},
    "tally.interval": {"en": "{low} to {high}", "fr": "{low} à {high}"},
    "tally.ci-note": {
        "en": "The thin line across each bar is the 95% confidence interval of its share (Wilson score interval).",
        "fr": "Le trait fin sur chaque barre est l'intervalle de confiance à 95\u00a0% de sa part "
        "(intervalle de Wilson).",
    },
}
