"""Words of issue 36: a widget's failed reply (shown with the loader's Retry), and pass and play's game kept on the
device, its refused look at a hand and its "continue on another device" link."""

from __future__ import annotations

from typing import Final

MESSAGES: Final = {
    # A call that never came back (the worker stopped, timed out) or whose answer could not be read.
    "loader.no-answer": {
        "en": "The game engine did not answer.",
        "fr": "Le moteur de jeu n'a pas répondu.",
    },
    "loader.bad-answer": {
        "en": "The game engine's answer could not be read.",
        "fr": "La réponse du moteur de jeu n'a pas pu être lue.",
    },
    "loader.engine-error": {
        "en": "The game engine met an unexpected error.",
        "fr": "Le moteur de jeu a rencontré une erreur inattendue.",
    },
    # hf_core.web.passplay: only the player whose turn it is may see a hand.
    "web.pass-not-turn": {
        "en": "{name} may not look now: only the player whose turn it is sees their hand.",
        "fr": "{name} ne peut pas regarder maintenant : seul le joueur dont c'est le tour voit son jeu.",
    },
    "web.pass-over": {
        "en": "The game is over: no hand is shown any more.",
        "fr": "La partie est finie : plus aucun jeu n'est montré.",
    },
    # pass-play.js: the game kept on this device, not in the address bar.
    "pass.stored-bad": {
        "en": "The game kept on this device could not be read, so it was removed: {reason}",
        "fr": "La partie gardée sur cet appareil n'a pas pu être lue, elle a donc été effacée : {reason}",
    },
    "pass.stored-shape": {
        "en": "it is not a game of this page.",
        "fr": "ce n'est pas une partie de cette page.",
    },
    "pass.carry": {
        "en": "Continue on another device",
        "fr": "Continuer sur un autre appareil",
    },
    "pass.carry-warning": {
        "en": "This link reveals every hand: whoever opens it, or reads it, can see all the cards of the game. Open it "
        "only on the device the table will play with.",
        "fr": "Ce lien dévoile toutes les mains : qui l'ouvre, ou le lit, peut voir toutes les cartes de la partie. "
        "Ne l'ouvrez que sur l'appareil avec lequel la table va jouer.",
    },
}
