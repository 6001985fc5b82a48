"""Words of "Play it your way" (the worked example's branch that leaves the example's own requests) and of starting the
interactive version on need (the loader's size prompt and its progress in a card player's words) or ahead
(the footer's "Get the interactive game ready while I read").

Rendered into the pages at build time (the worked example's ``data-hf-ui``, the loader's ``#hf-loader-words``),
so the page's scripts hold no wording. ``{size}`` comes already written in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # Named apart from the finder page, "What happens if...?" (« Que se passe-t-il si… ? »): ids keep "whatif".
    "whatif.open": {"en": "Play it your way", "fr": "Jouer à votre façon"},
    "whatif.from": {"en": "Your way, from step {n}", "fr": "À votre façon, depuis l'étape {n}"},
    "whatif.from-deal": {"en": "Your way, from the deal", "fr": "À votre façon, depuis la donne"},
    "whatif.asks": {"en": "{name} asks", "fr": "{name} demande à"},
    "whatif.family": {"en": "Which family?", "fr": "Quelle famille ?"},
    "whatif.family-button": {"en": "Family {family}", "fr": "Famille {family}"},
    "whatif.ask-card": {"en": "Ask {name} for {card}", "fr": "Demander {card} à {name}"},
    "whatif.bot": {"en": "Let the computer play on", "fr": "Laisser l'ordinateur jouer"},
    "whatif.back": {"en": "Back to the example", "fr": "Revenir à l'exemple"},
    "whatif.over": {"en": "The game is over.", "fr": "La partie est terminée."},
    "whatif.waiting": {
        "en": "The worked example waits for you: \"Back to the example\" returns to it at any moment.",
        "fr": "L'exemple commenté vous attend : « Revenir à l'exemple » y ramène à tout moment.",
    },
    "loader.getting": {
        "en": "Getting the interactive game ready, about {size}…",
        "fr": "Préparation du jeu interactif, environ {size}…",
    },
    "loader.getting-unsized": {
        "en": "Getting the interactive game ready…",
        "fr": "Préparation du jeu interactif…",
    },
    "loader.getting-engine": {
        "en": "Getting the interactive game ready: shuffling the last cards…",
        "fr": "Préparation du jeu interactif : on bat les dernières cartes…",
    },
    "loader.prompt": {
        "en": "Load the interactive version ({size})",
        "fr": "Charger la version interactive ({size})",
    },
    "loader.prompt-why": {
        "en": "Your browser asks to save data, so nothing has been downloaded yet.",
        "fr": "Votre navigateur demande d'économiser les données : rien n'a encore été téléchargé.",
    },
    "loader.reads-without": {
        "en": "The rules and the worked example on this site read without it.",
        "fr": "Les règles et l'exemple commenté de ce site se lisent sans elle.",
    },
    "loader.megabytes": {"en": "{n} MB", "fr": "{n}\u00a0Mo"},
    "loader.on-device": {"en": "already on this device", "fr": "déjà sur cet appareil"},
    "loader.getting-local": {
        "en": "Getting the interactive game ready from this device…",
        "fr": "Préparation du jeu interactif depuis cet appareil…",
    },
    # The setting in every page's footer: warming the runtime while the reader reads (loader.js).
    "loader.warm-label": {
        "en": "Get the interactive game ready while I read",
        "fr": "Préparer le jeu interactif pendant ma lecture",
    },
    "loader.warm-note": {
        "en": "About {size}, downloaded in the background when the connection allows it: never with data saver "
              "on, nor on a slow connection.",
        "fr": "Environ {size}, téléchargés en arrière-plan quand la connexion le permet : jamais en mode "
              "économie de données, ni sur une connexion lente.",
    },
    "loader.warm-note-local": {
        "en": "It is already on this device: nothing more to download.",
        "fr": "Il est déjà sur cet appareil : rien de plus à télécharger.",
    },
    "loader.warm-note-unsized": {
        "en": "Downloaded in the background when the connection allows it: never with data saver on, nor on a "
              "slow connection.",
        "fr": "Téléchargé en arrière-plan quand la connexion le permet : jamais en mode économie de données, ni "
              "sur une connexion lente.",
    },
    # The reader's cards, in every page's footer beside it (javascripts/hf/cards.js): the guide's labels or our own
    # picture pack, kept on this device.
    "loader.cards-legend": {"en": "Cards", "fr": "Cartes"},
    "loader.cards-labels": {"en": "Labels", "fr": "Étiquettes"},
    "loader.cards-pictures": {"en": "Pictures", "fr": "Images"},
    "loader.cards-note": {
        "en": "Sets how the games, the worked example and the explorer show cards on this device. The rules pages "
              "keep the labels.",
        "fr": "Choisit comment les parties, l'exemple commenté et l'explorateur affichent les cartes sur cet "
              "appareil. Les pages de règles gardent les étiquettes.",
    },
}
