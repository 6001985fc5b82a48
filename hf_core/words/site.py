"""The site's words: the browser layer's refusals and step narration (``web.*``), the widgets' labels
(``widget.*``, ``play.*``, ``compare.*``), the build-time diagrams (``diagram.*``) and the runtime loader
(``loader.*``). The build renders the labels into each page, so the page's JavaScript holds no table of
its own. Pure data: French typography is set by :func:`hf_core.words.french` where a message leaves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # web
    "web.bad-json": {
        "en": "The request could not be read ({detail}).",
        "fr": "La demande est illisible ({detail}).",
    },
    "web.bad-object": {
        "en": "The request must be a JSON object.",
        "fr": "La demande doit être un objet JSON.",
    },
    "web.too-long": {
        "en": "The request is too long ({size} characters; at most {limit}).",
        "fr": "La demande est trop longue ({size} caractères ; au plus {limit}).",
    },
    "web.players-type": {
        "en": "The players must be a list of names.",
        "fr": "Les joueurs doivent être une liste de noms.",
    },
    "web.name-type": {
        "en": "Player {n}: a name is text.",
        "fr": "Joueur {n} : un nom est un texte.",
    },
    "web.name-long": {
        "en": "Player {n}: a name has at most {limit} characters.",
        "fr": "Joueur {n} : un nom compte au plus {limit} caractères.",
    },
    "web.name-chars": {
        "en": "Player {n}: a name may not contain commas, quotes, angle brackets or control characters.",
        "fr": "Joueur {n} : un nom ne peut contenir ni virgule, ni guillemet, ni chevron, ni caractère de contrôle.",
    },
    "web.name-invisible": {
        "en": "Player {n}: a name may not contain invisible characters or characters that change the writing "
        "direction.",
        "fr": "Joueur {n} : un nom ne peut contenir ni caractère invisible, ni caractère qui change le sens "
        "d'écriture.",
    },
    "web.bad-number": {
        "en": "The request holds a number that cannot be used ({detail}).",
        "fr": "La demande contient un nombre inutilisable ({detail}).",
    },
    "web.seed": {
        "en": "A deal number (seed) is a whole number from 0 to 18446744073709551615, not {seed}.",
        "fr": "Un numéro de donne (graine) est un entier de 0 à 18446744073709551615, pas {seed}.",
    },
    "web.dealer": {
        "en": "The dealer must be one of the players (a name, or a seat index from 0 to {high}, 0 being the first "
        "player), not {dealer}.",
        "fr": "Le donneur doit être l'un des joueurs (un nom, ou un indice de place de 0 à {high}, 0 étant le premier "
        "joueur), pas {dealer}.",
    },
    "web.deal": {
        "en": "There is no named deal {deal}: use {known}.",
        "fr": "Il n'y a pas de donne nommée {deal} : utilisez {known}.",
    },
    "web.requests-type": {
        "en": "The requests must be a list of [asker, target, card].",
        "fr": "Les demandes doivent être une liste de [demandeur, interrogé, carte].",
    },
    "web.request-shape": {
        "en": "Request {n} must be [asker, target, card].",
        "fr": "La demande {n} doit être de la forme [demandeur, interrogé, carte].",
    },
    "web.too-many": {
        "en": "Too many requests ({count}; at most {limit}).",
        "fr": "Trop de demandes ({count} ; au plus {limit}).",
    },
    "web.replay": {
        "en": "Request {n} ({asker} asks {target} for {card}) cannot be replayed: {reason}",
        "fr": "La demande {n} ({asker} demande {card} à {target}) ne peut pas être rejouée : {reason}",
    },
    "web.viewer": {
        "en": "{viewer} is not at this table: show every hand or one player's.",
        "fr": "{viewer} ne joue pas à cette table : montrez toutes les mains ou celle d'un joueur.",
    },
    "web.bot": {
        "en": "A computer player is {known}, not {bot}.",
        "fr": "Un joueur automatique est {known}, pas {bot}.",
    },
    "web.no-bot-move": {
        "en": "The game is over: no computer player has anything to ask.",
        "fr": "La partie est finie : aucun joueur automatique n'a plus rien à demander.",
    },
    "web.field": {
        "en": "{name} must be text.",
        "fr": "{name} doit être un texte.",
    },
    "web.query-long": {
        "en": "This link is too long ({size} characters; at most {limit}).",
        "fr": "Ce lien est trop long ({size} caractères ; au plus {limit}).",
    },
    "web.query-key": {
        "en": "This link has a parameter this page does not know: {key}.",
        "fr": "Ce lien contient un paramètre inconnu de cette page : {key}.",
    },
    "web.query-twice": {
        "en": "This link gives {key} more than once.",
        "fr": "Ce lien donne {key} plusieurs fois.",
    },
    "web.query-fields": {
        "en": "This link has too many parameters (at most {limit}).",
        "fr": "Ce lien contient trop de paramètres (au plus {limit}).",
    },
    "web.query-version": {
        "en": "This link was made by another version of this page (v={version}).",
        "fr": "Ce lien vient d'une autre version de cette page (v={version}).",
    },
    "web.query-request": {
        "en": "Request {n} of this link ({text}) is not a seat number followed by a card.",
        "fr": "La demande {n} de ce lien ({text}) n'est pas un numéro de place suivi d'une carte.",
    },
    "web.query-seat": {
        "en": "Request {n} of this link names seat {seat}, but only {count} players are at the table.",
        "fr": "La demande {n} de ce lien désigne la place {seat}, mais la table ne compte que {count} joueurs.",
    },
    "web.query-bots": {
        "en": "The computer players of this link ({text}) are not seat numbers.",
        "fr": "Les joueurs automatiques de ce lien ({text}) ne sont pas des numéros de place.",
    },
    "web.share-failed": {
        "en": "This link could not be read: {reason} Here is a fresh deal instead.",
        "fr": "Ce lien est illisible : {reason} Voici une nouvelle donne à la place.",
    },
    "web.position": {
        "en": "{dealer} dealt all {total} cards, one at a time: {counts}. {first} begins.",
        "fr": "{dealer} a distribué les {total} cartes une à une : {counts}. {first} commence.",
    },
    "web.position-left": {
        "en": "{dealer} dealt all {total} cards, one at a time: {counts}. {first}, on {dealer}'s left, begins.",
        "fr": (
            "{dealer} a distribué les {total} cartes une à une : {counts}. {first}, à la gauche de {dealer}, commence."
        ),
    },
    "web.position-given": {
        "en": "The cards are dealt: {counts}. {first} begins.",
        "fr": "Les cartes sont distribuées : {counts}. {first} commence.",
    },
    "web.count": {
        "en": "{player} {n}",
        "fr": "{n} pour {player}",
    },
    "web.focus": {
        "en": "{asker} holds {cards}; {holder} holds {card}.",
        "fr": "{asker} a {cards} ; {holder} a {card}.",
    },
    "web.dealt-family": {
        "en": "{player} was dealt the whole of family {family} and lays it face up at once: it scores one family.",
        "fr": "{player} a reçu toute la famille {family} à la donne et la pose aussitôt, face visible : elle vaut "
        "une famille.",
    },
    "web.asked": {
        "en": (
            "{asker} asks {target} for {card}. That is allowed: it is {asker}'s turn, {asker} holds {cards} of "
            "family {family} but not {card}, and {target} still has cards."
        ),
        "fr": (
            "{asker} demande {card} à {target}. C'est permis : c'est à {asker} de jouer, {asker} a {cards} de la "
            "famille {family} mais pas {card}, et {target} a encore des cartes."
        ),
    },
    "web.given": {
        "en": "{target} has {card} and must hand it over: now {asker} holds {cards}.",
        "fr": "{target} a {card} et doit la donner : {asker} a maintenant {cards}.",
    },
    "web.given-continues": {
        "en": "A successful request: {asker} keeps the turn and may ask again.",
        "fr": "La demande a réussi : {asker} garde son tour et peut demander encore.",
    },
    "web.exposed": {
        "en": (
            "{player} has all the members of family {family} and lays them face up at once. Family {family} scores "
            "one family: {player} now has {score}."
        ),
        "fr": (
            "{player} réunit tous les membres de la famille {family} et les pose aussitôt, face visible. La famille "
            "{family} vaut une famille : {player} a maintenant {score}."
        ),
    },
    "web.denied": {
        "en": (
            "{target} does not have {card} and says no. {asker} keeps {cards}; no card changes hands and nobody "
            "draws."
        ),
        "fr": (
            "{target} n'a pas {card} et répond non. {asker} garde {cards} ; aucune carte ne change de main et "
            "personne ne pioche."
        ),
    },
    "web.denied-short": {
        "en": "{target} does not have {card} and says no.",
        "fr": "{target} n'a pas {card} et répond non.",
    },
    "web.turn-asked": {
        "en": (
            "It is now {player}'s turn: after a no, the player who was asked plays next, not {left}, who sits on "
            "{asker}'s left."
        ),
        "fr": (
            "C'est maintenant à {player} de jouer : après un non, c'est la personne interrogée qui joue, et non "
            "{left}, à la gauche de {asker}."
        ),
    },
    "web.turn-asked-left": {
        "en": "It is now {player}'s turn: after a no, the player who was asked plays next.",
        "fr": "C'est maintenant à {player} de jouer : après un non, c'est la personne interrogée qui joue.",
    },
    "web.turn-empty": {
        "en": "{asker} has no cards left, so the turn passes clockwise to {player}.",
        "fr": "{asker} n'a plus de cartes : le tour passe dans le sens des aiguilles d'une montre à {player}.",
    },
    "web.turn-clockwise": {
        "en": "It is now {player}'s turn, clockwise from {asker}.",
        "fr": "C'est maintenant à {player} de jouer, dans le sens des aiguilles d'une montre après {asker}.",
    },
    "web.turn": {
        "en": "It is now {player}'s turn.",
        "fr": "C'est maintenant à {player} de jouer.",
    },
    "web.emptied": {
        "en": "{player} has no cards left: {player} asks no more, keeps every family laid down and can still win.",
        "fr": "{player} n'a plus de cartes : {player} ne demande plus, garde ses familles posées et peut encore "
        "gagner.",
    },
    "web.over": {
        "en": "Every family is complete. {winners} wins with {score}.",
        "fr": "Toutes les familles sont complètes. {winners} gagne avec {score}.",
    },
    "web.over-tie": {
        "en": "Every family is complete. {winners} share the victory with {score} each.",
        "fr": "Toutes les familles sont complètes. {winners} se partagent la victoire avec {score} chacun.",
    },
    "web.families-1": {
        "en": "1 family",
        "fr": "1 famille",
    },
    "web.families-n": {
        "en": "{n} families",
        "fr": "{n} familles",
    },
    # widget
    "widget.previous": {
        "en": "Previous",
        "fr": "Précédent",
    },
    "widget.next": {
        "en": "Next",
        "fr": "Suivant",
    },
    "widget.reset": {
        "en": "Reset",
        "fr": "Recommencer",
    },
    "widget.steps": {
        "en": "Steps of the worked example",
        "fr": "Étapes de l'exemple commenté",
    },
    "widget.step": {
        "en": "Step {n} of {total}",
        "fr": "Étape {n} sur {total}",
    },
    "widget.rule": {
        "en": "Rule:",
        "fr": "Règle :",
    },
    "widget.rules": {
        "en": "Rules:",
        "fr": "Règles :",
    },
    "widget.step-deal": {
        "en": "The deal",
        "fr": "La donne",
    },
    "widget.next-read": {
        "en": "Now try your own requests:",
        "fr": "Essayez maintenant vos propres demandes :",
    },
    "widget.explore-title": {
        "en": "Try it yourself",
        "fr": "À vous de jouer",
    },
    "widget.turn": {
        "en": "to play",
        "fr": "à jouer",
    },
    "widget.dealer": {
        "en": "dealer",
        "fr": "à la donne",
    },
    "widget.computer": {
        "en": "computer",
        "fr": "ordinateur",
    },
    "widget.cards": {
        "en": "{n} cards",
        "fr": "{n} cartes",
    },
    "widget.card": {
        "en": "1 card",
        "fr": "1 carte",
    },
    "widget.hidden": {
        "en": "{n} hidden cards",
        "fr": "{n} cartes cachées",
    },
    "widget.hidden1": {
        "en": "1 hidden card",
        "fr": "1 carte cachée",
    },
    "widget.no-cards": {
        "en": "no cards left",
        "fr": "plus de cartes",
    },
    "widget.families": {
        "en": "Families: {families}",
        "fr": "Familles : {families}",
    },
    "widget.families.one": {
        "en": "Family: {families}",
        "fr": "Famille : {families}",
    },
    "widget.score": {
        "en": "Score: {n}",
        "fr": "Score : {n}",
    },
    "widget.board": {
        "en": "The table: every hand, the families laid down and whose turn it is",
        "fr": "La table : toutes les mains, les familles posées et qui doit jouer",
    },
    "widget.board-exercise": {
        "en": "The table of exercise {n}: every hand, the families laid down and whose turn it is",
        "fr": "La table de l'exercice {n} : toutes les mains, les familles posées et qui doit jouer",
    },
    "widget.deal": {
        "en": "Deal",
        "fr": "Donne",
    },
    "widget.players": {
        "en": "Number of players",
        "fr": "Nombre de joueurs",
    },
    "widget.player": {
        "en": "Player {n}",
        "fr": "Joueur {n}",
    },
    "widget.dealer-field": {
        "en": "Dealer",
        "fr": "Donneur",
    },
    "widget.seed": {
        "en": "Deal number",
        "fr": "Numéro de donne",
    },
    "widget.view": {
        "en": "Show",
        "fr": "Afficher",
    },
    "widget.view-all": {
        "en": "Every hand (teacher's view)",
        "fr": "Toutes les mains (vue de l'enseignant)",
    },
    "widget.view-one": {
        "en": "{name}'s hand only",
        # No word before {name} that would elide: the page fills this template itself (no elision there).
        "fr": "{name} : sa main seulement",
    },
    "widget.deal-button": {
        "en": "Deal",
        "fr": "Distribuer",
    },
    "widget.again": {
        "en": "New deal",
        "fr": "Nouvelle donne",
    },
    "widget.begins": {
        "en": "{first} begins ({dealer} dealt).",
        "fr": "{first} commence ({dealer} a distribué).",
    },
    "widget.from-deal": {
        "en": "Families laid down straight from the deal: {list}.",
        "fr": "Familles posées dès la donne : {list}.",
    },
    "widget.from-deal-none": {
        "en": "Nobody was dealt a complete family.",
        "fr": "Personne n'a reçu de famille complète.",
    },
    "widget.request": {
        "en": "Request",
        "fr": "Demande",
    },
    "widget.turn-line": {
        "en": "It is {name}'s turn.",
        "fr": "C'est à {name} de jouer.",
    },
    "widget.over-line": {
        "en": "The game is over.",
        "fr": "La partie est finie.",
    },
    "widget.ask-target": {
        "en": "Ask",
        "fr": "Demander à",
    },
    "widget.ask-card": {
        "en": "for the card",
        "fr": "la carte",
    },
    "widget.ask-button": {
        "en": "Ask",
        "fr": "Demander",
    },
    "widget.free": {
        "en": "Try any request, even one the rules forbid",
        "fr": "Essayer n'importe quelle demande, même interdite",
    },
    "widget.free-asker": {
        "en": "Who asks",
        "fr": "Qui demande",
    },
    "widget.free-target": {
        "en": "Whom",
        "fr": "À qui",
    },
    "widget.free-card": {
        "en": "Card (for example A3)",
        "fr": "Carte (par exemple A3)",
    },
    "widget.free-button": {
        "en": "Try this request",
        "fr": "Essayer cette demande",
    },
    "widget.bots": {
        "en": "Computer players",
        "fr": "Joueurs automatiques",
    },
    "widget.bot-seat": {
        "en": "The computer plays for {name}",
        "fr": "L'ordinateur joue pour {name}",
    },
    "widget.bot-kind": {
        "en": "Computer's playing style",
        "fr": "Style de jeu de l'ordinateur",
    },
    "widget.smart": {
        "en": "careful (remembers what was said)",
        "fr": "attentif (se souvient de ce qui a été dit)",
    },
    "widget.random": {
        "en": "random (any allowed request)",
        "fr": "au hasard (n'importe quelle demande permise)",
    },
    "widget.bot-button": {
        "en": "Computer plays this turn",
        "fr": "L'ordinateur joue ce tour",
    },
    "widget.auto": {
        "en": "Play to the end",
        "fr": "Jouer jusqu'à la fin",
    },
    "widget.undo": {
        "en": "Take back the last request",
        "fr": "Annuler la dernière demande",
    },
    "widget.knows": {
        "en": "What the table knows",
        "fr": "Ce que sait la table",
    },
    "widget.knows-viewer": {
        "en": "What else {name} knows",
        "fr": "Ce que sait aussi {name}",
    },
    "widget.log": {
        "en": "What happened",
        "fr": "Déroulement",
    },
    "widget.share": {
        "en": "Link to this deal and position",
        "fr": "Lien vers cette donne et cette position",
    },
    "widget.copy": {
        "en": "Copy the link",
        "fr": "Copier le lien",
    },
    "widget.copied": {
        "en": "Link copied.",
        "fr": "Lien copié.",
    },
    "widget.legal-none": {
        "en": "No request is possible.",
        "fr": "Aucune demande n'est possible.",
    },
    # play
    "play.you": {
        "en": "you",
        "fr": "vous",
    },
    "play.new-game": {
        "en": "New game",
        "fr": "Nouvelle partie",
    },
    "play.opponents": {
        "en": "Computer players",
        "fr": "Joueurs automatiques",
    },
    "play.strength": {
        "en": "Computer's playing style",
        "fr": "Style de jeu de l'ordinateur",
    },
    "play.smart": {
        "en": "careful (remembers what was said)",
        "fr": "attentif (se souvient de ce qui a été dit)",
    },
    "play.random": {
        "en": "random (any allowed request)",
        "fr": "au hasard (n'importe quelle demande permise)",
    },
    "play.code-field": {
        "en": "Class deal code (optional)",
        "fr": "Code de donne (facultatif)",
    },
    "play.start": {
        "en": "Deal",
        "fr": "Distribuer",
    },
    "play.random-deal": {
        "en": "New deal",
        "fr": "Nouvelle donne",
    },
    "play.projector": {
        "en": "Projector view",
        "fr": "Mode projection",
    },
    "play.projector-leave": {
        "en": "Leave projector view",
        "fr": "Quitter le mode projection",
    },
    "play.knows-show": {
        "en": "Show what the table knows",
        "fr": "Afficher ce que sait la table",
    },
    "play.knows-hide": {
        "en": "Hide what the table knows",
        "fr": "Masquer ce que sait la table",
    },
    "play.knows": {
        "en": "What the table knows",
        "fr": "Ce que sait la table",
    },
    "play.knows-you": {
        "en": "What you know besides",
        "fr": "Ce que vous savez en plus",
    },
    "play.back": {
        "en": "Back",
        "fr": "Retour",
    },
    "play.next": {
        "en": "Next",
        "fr": "Suivant",
    },
    "play.next-bot": {
        "en": "Next: {name} asks",
        "fr": "Suivant : {name} demande",
    },
    "play.your-turn": {
        "en": "Your turn: choose a player, then the card to ask for.",
        "fr": "À vous : choisissez un joueur, puis la carte à demander.",
    },
    "play.ask-whom": {
        "en": "Ask whom?",
        "fr": "À qui demander ?",
    },
    "play.ask-what": {
        "en": "For which card?",
        "fr": "Quelle carte ?",
    },
    "play.waiting": {
        "en": "{name} is thinking. Next shows the request.",
        "fr": "{name} réfléchit. Suivant affiche sa demande.",
    },
    "play.your-hand-empty": {
        "en": "Your hand is empty: you ask no more, but you keep your families and can still win. Next goes on.",
        "fr": "Votre main est vide : vous ne demandez plus, mais vous gardez vos familles et pouvez encore gagner. "
        "Suivant fait avancer la partie.",
    },
    "play.step": {
        "en": "Request {n} of {total}",
        "fr": "Demande {n} sur {total}",
    },
    "play.start-step": {
        "en": "The deal",
        "fr": "La donne",
    },
    "play.reviewing": {
        "en": "You are looking back. Next brings you back to the game.",
        "fr": "Vous revenez en arrière. Suivant vous ramène à la partie.",
    },
    "play.over": {
        "en": "The game is over.",
        "fr": "La partie est finie.",
    },
    "play.scores": {
        "en": "Families",
        "fr": "Familles",
    },
    "play.winner": {
        "en": "{names} wins.",
        "fr": "{names} gagne.",
    },
    "play.winners": {
        "en": "{names} share the victory.",
        "fr": "{names} se partagent la victoire.",
    },
    "play.you-win": {
        "en": "You win!",
        "fr": "Vous gagnez !",
    },
    "play.you-share": {
        "en": "You share the victory!",
        "fr": "Vous partagez la victoire !",
    },
    # The end of a game of play (issue 39): who wins, the reader's own place, the reader's hand read as text.
    "play.you-share-with": {
        "en": "You share the victory with {names}!",
        "fr": "Vous partagez la victoire avec {names} !",
    },
    "play.you-place": {
        "en": "You finished in {place} place with {families}.",
        "fr": "Vous terminez à la {place} place avec {families}.",
    },
    "play.you-place-tied": {
        "en": "You finished in {place} place with {families}, tied with {names}.",
        "fr": "Vous terminez à la {place} place avec {families}, à égalité avec {names}.",
    },
    "play.you-place-none": {
        "en": "You finished in {place} place with no families.",
        "fr": "Vous terminez à la {place} place, sans famille.",
    },
    "play.you-place-none-tied": {
        "en": "You finished in {place} place with no families, tied with {names}.",
        "fr": "Vous terminez à la {place} place, sans famille, à égalité avec {names}.",
    },
    "play.end-families-1": {
        "en": "1 family",
        "fr": "1 famille",
    },
    "play.end-families-n": {
        "en": "{n} families",
        "fr": "{n} familles",
    },
    "play.place-1": {"en": "1st", "fr": "1re"},
    "play.place-2": {"en": "2nd", "fr": "2e"},
    "play.place-3": {"en": "3rd", "fr": "3e"},
    "play.place-4": {"en": "4th", "fr": "4e"},
    "play.place-5": {"en": "5th", "fr": "5e"},
    "play.place-6": {"en": "6th", "fr": "6e"},
    "play.your-hand": {
        "en": "Your hand: {cards}",
        "fr": "Votre main : {cards}",
    },
    "play.refused": {
        "en": "Request refused: {message}",
        "fr": "Demande refusée : {message}",
    },
    "play.code-line": {
        "en": "Class deal code",
        "fr": "Code de donne",
    },
    "play.sheet": {
        "en": "deal sheet for this code",
        "fr": "feuille de donne de ce code",
    },
    "play.keys": {
        "en": "Keys: → next, ← back, Space plays on or pauses, Esc leaves.",
        "fr": "Touches : → pour avancer, ← pour revenir, Espace pour jouer ou faire une pause, Échap pour quitter.",
    },
    "play.play-again": {
        "en": "Play again",
        "fr": "Rejouer",
    },
    "play.exercise": {
        "en": "Exercise",
        "fr": "Exercice",
    },
    "play.said": {
        "en": "Already said at the table:",
        "fr": "Ce qui s'est déjà dit à la table :",
    },
    "play.answer": {
        "en": "Your answer",
        "fr": "Votre réponse",
    },
    "play.check-rule": {
        "en": "Read the rule:",
        "fr": "Relire la règle :",
    },
    "play.sheet-title": {
        "en": "Deal sheet",
        "fr": "Feuille de donne",
    },
    "play.sheet-code": {
        "en": "Class deal code {code}",
        "fr": "Code de donne {code}",
    },
    "play.sheet-how": {
        "en": (
            "Seats are numbered clockwise. {dealer} deals every card face down, one at a time, clockwise, starting "
            "with {left}. Then each player checks their hand against this sheet."
        ),
        "fr": (
            "Les places sont numérotées dans le sens des aiguilles d'une montre. {dealer} distribue toutes les "
            "cartes face cachée, une à une, dans ce même sens, en commençant par {left}. Chacun vérifie ensuite sa "
            "main sur cette feuille."
        ),
    },
    "play.sheet-seat": {
        "en": "Seat {n}",
        "fr": "Place {n}",
    },
    "play.sheet-dealer": {
        "en": "dealer",
        "fr": "distribue",
    },
    "play.sheet-first": {
        "en": "{name} asks first.",
        "fr": "{name} demande en premier.",
    },
    "play.sheet-cards": {
        "en": "{n} cards",
        "fr": "{n} cartes",
    },
    "play.sheet-complete": {
        "en": "Complete from the deal, laid down at once: {families}.",
        "fr": "Familles complètes dès la donne, posées aussitôt : {families}.",
    },
    "play.sheet-field": {
        "en": "Class deal code",
        "fr": "Code de donne",
    },
    "play.sheet-button": {
        "en": "Show this deal",
        "fr": "Afficher cette donne",
    },
    "play.sheet-names": {
        "en": "Names, clockwise (optional, separated by commas)",
        "fr": "Noms, dans le sens des aiguilles d'une montre (facultatif, séparés par des virgules)",
    },
    "play.sheet-print": {
        "en": "Print",
        "fr": "Imprimer",
    },
    "play.sheet-play": {
        "en": "Play this deal against the computer (you take seat 1)",
        "fr": "Jouer cette donne contre l'ordinateur (vous prenez la place 1)",
    },
    "play.cards-title": {
        "en": "The 44 cards, A1 to K4",
        "fr": "Les 44 cartes, de A1 à K4",
    },
    "play.cards-how": {
        "en": "Cut along the dashed lines. Each row is one family; the number is the member, not a rank.",
        "fr": (
            "Découpez en suivant les pointillés. Chaque ligne est une famille ; le chiffre désigne le membre, pas "
            "une valeur."
        ),
    },
    # On the labelled cards' printable page, on screen, where the reader has chosen "Pictures" (issue 40).
    "play.cards-pictures": {
        "en": "On this device, you chose the picture cards.",
        "fr": "Sur cet appareil, vous avez choisi les cartes illustrées.",
    },
    "play.cards-pictures-link": {
        "en": "Print the picture pack instead",
        "fr": "Imprimer plutôt le jeu illustré",
    },
    "play.series": {
        "en": "How long",
        "fr": "Durée",
    },
    "play.series-one": {
        "en": "one deal",
        "fr": "une seule donne",
    },
    "play.series-to": {
        "en": "a series to {n} families",
        "fr": "une série jusqu'à {n} familles",
    },
    "play.series-title": {
        "en": "Series",
        "fr": "Série",
    },
    "play.series-goal": {
        "en": "A series to {target} families, deal {n}.",
        "fr": "Série jusqu'à {target} familles, donne {n}.",
    },
    "play.series-totals": {
        "en": "Running totals (families)",
        "fr": "Totaux cumulés (familles)",
    },
    "play.series-rule": {
        "en": "how a series works",
        "fr": "la règle des séries",
    },
    "play.next-deal": {
        "en": "Next deal",
        "fr": "Donne suivante",
    },
    # compare
    "compare.legend": {
        "en": "Compare",
        "fr": "Comparer",
    },
    "compare.profile": {
        "en": "Our rules against",
        "fr": "Nos règles face à",
    },
    "compare.seed": {
        "en": "Deal number",
        "fr": "Numéro de donne",
    },
    "compare.button": {
        "en": "Compare",
        "fr": "Comparer",
    },
    "compare.intro": {
        "en": (
            "Deal number {seed}, dealt by {dealer}. The same requests, in the same order, in two games dealt from "
            "the same shuffle."
        ),
        "fr": (
            "Donne numéro {seed}, distribuée par {dealer}. Les mêmes demandes, dans le même ordre, dans deux parties "
            "distribuées à partir du même mélange."
        ),
    },
    "compare.ours": {
        "en": "Our rules",
        "fr": "Nos règles",
    },
    "compare.theirs": {
        "en": "{title} (not our default)",
        "fr": "{title} (pas nos règles)",
    },
    "compare.next": {
        "en": "Next to ask: {name}.",
        "fr": "C'est à {name} de demander.",
    },
    "compare.over": {
        "en": "The game is over.",
        "fr": "La partie est finie.",
    },
    "compare.refused": {
        "en": "Not possible under these rules.",
        "fr": "Impossible avec ces règles.",
    },
    "compare.rule": {
        "en": "Rule:",
        "fr": "Règle :",
    },
    "compare.same": {
        "en": "Same as under our rules.",
        "fr": "Comme avec nos règles.",
    },
    "compare.diverged": {
        "en": "The games part ways at request {n}.",
        "fr": "Les deux parties divergent à partir de la demande {n}.",
    },
    "compare.diverged0": {
        "en": "The games part ways before the first request: a different player begins.",
        "fr": "Les deux parties divergent dès avant la première demande : ce n'est pas le même joueur qui commence.",
    },
    "compare.diverged-deal": {
        "en": "The games differ from the deal on: the hands are not the same.",
        "fr": "Les deux parties diffèrent dès la donne : les mains ne sont pas les mêmes.",
    },
    "compare.never": {
        "en": "Over these requests the two games stay the same.",
        "fr": "Sur ces demandes, les deux parties restent identiques.",
    },
    "compare.scores": {
        "en": "Families laid down after these requests: {list}.",
        "fr": "Familles posées après ces demandes : {list}.",
    },
    "compare.stock": {
        "en": "Cards left in the stock: {n}.",
        "fr": "Cartes restant dans la pioche : {n}.",
    },
    "compare.rows": {
        "en": "The requests, one by one",
        "fr": "Les demandes, une à une",
    },
    "compare.opening": {
        "en": "The deal, number {seed}: our rules and {title}",
        "fr": "La donne numéro {seed} : nos règles et {title}",
    },
    "compare.noscript": {
        "en": "Choosing another profile or deal needs the interactive version; the comparison below is complete.",
        "fr": (
            "Pour choisir un autre profil ou une autre donne, il faut la version interactive ; la comparaison "
            "ci-dessous est complète."
        ),
    },
    "compare.seed-bad": {
        "en": "The deal number is a whole number, such as 9.",
        "fr": "Le numéro de donne est un nombre entier, par exemple 9.",
    },
    "compare.score-sides": {
        "en": "{ours}: {our_scores}; {theirs}: {their_scores}",
        "fr": "{ours} : {our_scores} ; {theirs} : {their_scores}",
    },
    "page.permalink-title": {"en": "Link to this section", "fr": "Lien vers cette section"},
    # diagram
    "diagram.hint": {
        "en": "Scroll sideways to see the whole diagram",
        "fr": "Faites glisser sur le côté pour voir tout le schéma",
    },
    "diagram.hint-table": {
        "en": "Scroll sideways to see the whole table",
        "fr": "Faites glisser sur le côté pour voir tout le tableau",
    },
    "diagram.region": {
        "en": "Diagram (scrolls sideways on a narrow screen): {caption}",
        "fr": "Schéma (défile sur le côté sur un écran étroit) : {caption}",
    },
    "diagram.holds": {
        "en": "{player} holds {cards}",
        "fr": "{player} a {cards}",
    },
    "diagram.holds-nothing": {
        "en": "{player} holds no cards",
        "fr": "{player} n'a plus de cartes",
    },
    "diagram.others": {
        "en": "+ {n} other cards",
        "fr": "+ {n} autres cartes",
    },
    "diagram.other": {
        "en": "+ 1 other card",
        "fr": "+ 1 autre carte",
    },
    "diagram.others-alt": {
        "en": "{n} other cards",
        "fr": "{n} autres cartes",
    },
    "diagram.other-alt": {
        "en": "1 other card",
        "fr": "1 autre carte",
    },
    "diagram.empty": {
        "en": "no cards left",
        "fr": "plus de cartes",
    },
    "diagram.families": {
        "en": "Complete: {families}",
        "fr": "Complètes : {families}",
    },
    "diagram.families-one": {
        "en": "Complete: {families}",
        "fr": "Complète : {families}",
    },
    "diagram.families-alt": {
        "en": "complete families: {families}",
        "fr": "familles complètes : {families}",
    },
    "diagram.families-alt-one": {
        "en": "complete family: {families}",
        "fr": "famille complète : {families}",
    },
    "diagram.turn": {
        "en": "to play",
        "fr": "à jouer",
    },
    "diagram.turn-alt": {
        "en": "{player} plays next.",
        "fr": "C'est à {player} de jouer.",
    },
    "diagram.over": {
        "en": "Every family is complete.",
        "fr": "Toutes les familles sont complètes.",
    },
    "diagram.ask-yes": {
        "en": "{asker} asked {target} for {card}: {target} had it and handed it over.",
        "fr": "{asker} a demandé {card} à {target} : {target} l'avait et l'a donnée.",
    },
    "diagram.ask-no": {
        "en": "{asker} asked {target} for {card}: {target} said no.",
        "fr": "{asker} a demandé {card} à {target} : {target} a répondu non.",
    },
    "diagram.completed": {
        "en": "{player} completed family {family}.",
        "fr": "{player} a complété la famille {family}.",
    },
    "diagram.sizes-players": {
        "en": "Players",
        "fr": "Joueurs",
    },
    "diagram.sizes-hands": {
        "en": "Cards in each hand, from the dealer's left round to the dealer",
        "fr": "Cartes de chaque main, de la gauche du donneur jusqu'au donneur",
    },
    "diagram.sizes-total": {
        "en": "Total",
        "fr": "Total",
    },
    "diagram.dealer": {
        "en": "dealer",
        "fr": "donneur",
    },
    "diagram.family": {
        "en": "Family",
        "fr": "Famille",
    },
    "diagram.length-careful": {
        "en": "Careful players: requests in a game",
        "fr": "Joueurs attentifs : demandes par partie",
    },
    "diagram.length-random": {
        "en": "Players who ask at random: requests in a game",
        "fr": "Joueurs qui demandent au hasard : demandes par partie",
    },
    "diagram.length-time": {
        "en": "How long, at {seconds} seconds a request",
        "fr": "Durée, à {seconds} secondes par demande",
    },
    "diagram.length-requests": {
        "en": "{low} to {high}",
        "fr": "de {low} à {high}",
    },
    "diagram.length-requests-same": {
        "en": "{low}",
        "fr": "{low}",
    },
    "diagram.length-minutes": {
        "en": "{low} to {high} minutes",
        "fr": "de {low} à {high} minutes",
    },
    "diagram.length-minutes-same": {
        "en": "about {low} minutes",
        "fr": "environ {low} minutes",
    },
    "diagram.form-label": {
        "en": "Label",
        "fr": "Étiquette",
    },
    "diagram.form-family": {
        "en": "Name of the family",
        "fr": "Nom de la famille",
    },
    "diagram.score-deal": {
        "en": "Deal",
        "fr": "Donne",
    },
    "diagram.score-dealer": {
        "en": "Dealer",
        "fr": "Donneur",
    },
    "diagram.score-player": {
        "en": "Player {n}",
        "fr": "Joueur {n}",
    },
    "diagram.score-name": {
        "en": "Name",
        "fr": "Nom",
    },
    "diagram.score-winner": {
        "en": "Series won by",
        "fr": "Série gagnée par",
    },
    "diagram.form-member": {
        "en": "Member {n}",
        "fr": "Membre {n}",
    },
    # loader
    "loader.runtime": {
        "en": "Loading the interactive version: starting Python in your browser…",
        "fr": "Chargement de la version interactive : démarrage de Python dans le navigateur…",
    },
    "loader.wheel": {
        "en": "Loading the interactive version: installing the game engine…",
        "fr": "Chargement de la version interactive : installation du moteur de jeu…",
    },
    "loader.failed": {
        "en": "The interactive version could not start ({reason}). Everything on this page still reads without it.",
        "fr": (
            "La version interactive n'a pas pu démarrer ({reason}). Tout le contenu de la page reste lisible sans elle."
        ),
    },
    "loader.retry": {
        "en": "Retry",
        "fr": "Réessayer",
    },
    "loader.reason-network": {
        "en": "the Python files could not be downloaded",
        "fr": "les fichiers de Python n'ont pas pu être téléchargés",
    },
    "loader.reason-timeout": {
        "en": "loading took too long",
        "fr": "le chargement a pris trop de temps",
    },
    "loader.reason-unsupported": {
        "en": "this browser cannot run it",
        "fr": "ce navigateur ne peut pas la faire fonctionner",
    },
    "loader.reason-error": {
        "en": "an error occurred while starting",
        "fr": "une erreur est survenue au démarrage",
    },
    "loader.check": {
        "en": "Python {python} is running in your browser (Pyodide {pyodide}).",
        "fr": "Python {python} fonctionne dans votre navigateur (Pyodide {pyodide}).",
    },
}
