"""Narration (one sentence per event), refusals, the match summary: the words of hf_core.narrate.

Keys: ``event.*`` for events (``event.turn.<reason>`` for each rule that passes the turn), ``narrate.*``
for the frames around them, ``match.*`` for a match's summary. French card labels are feminine (la carte):
"Ben l’a et la donne", as the guide writes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # ------------------------------------------------------------------------------------- events
    "event.dealt": {
        "en": "{dealer} deals all {total} cards: {counts}.",
        "fr": "{dealer} distribue les {total} cartes : {counts}.",
    },
    "event.dealt.no-dealer": {
        "en": "All {total} cards are dealt: {counts}.",
        "fr": "Les {total} cartes sont toutes distribuées : {counts}.",
    },
    "event.dealt.stock": {
        "en": "{dealer} deals {dealt} cards ({counts}); the other {stock} cards stay face down as a stock.",
        "fr": "{dealer} distribue {dealt} cartes ({counts}) ; les {stock} autres restent face cachée : "
        "c'est la pioche.",
    },
    "event.dealt.stock.no-dealer": {
        "en": "{dealt} cards are dealt ({counts}); the other {stock} cards stay face down as a stock.",
        "fr": "{dealt} cartes sont distribuées ({counts}) ; les {stock} autres restent face cachée : c'est la pioche.",
    },
    "event.asked": {
        "en": "{asker} asks {target} for {card}.",
        "fr": "{asker} demande {card} à {target}.",
    },
    "event.given": {
        "en": "{giver} hands {card} to {receiver}.",
        "fr": "{giver} donne {card} à {receiver}.",
    },
    "event.denied": {
        "en": "{target} says no: no {card} in that hand.",
        "fr": "{target} répond non : pas de {card}.",
    },
    # The same with a card named as the picture pack does ("the Bakers' baby (B4)": hf_core.narrate.card_phrase). French
    # puts the long name last, after the short « à Ben », as a French author writes it; English needs no change of
    # order, and says the same words as with labels.
    "event.asked.named": {
        "en": "{asker} asks {target} for {card}.",
        "fr": "{asker} demande à {target} {card}.",
    },
    "event.given.named": {
        "en": "{giver} hands {card} to {receiver}.",
        "fr": "{giver} donne à {receiver} {card}.",
    },
    "event.denied.named": {
        "en": "{target} says no: {card} is not in their hand.",
        "fr": "{target} répond non : {card} n'est pas dans sa main.",
    },
    "event.exposed": {
        "en": "{player} completes family {family} and lays it face up.",
        "fr": "{player} complète la famille {family} et la pose face visible.",
    },
    "event.exposed.deal": {
        "en": "{player} is dealt the whole of family {family} and lays it face up at once.",
        "fr": "{player} reçoit la famille {family} au complet dès la donne et la pose aussitôt face visible.",
    },
    # The same with the family named as the picture pack does ("the Bakers' family (B)": hf_core.narrate.family_phrase).
    "event.exposed.named": {
        "en": "{player} completes {family} and lays it face up.",
        "fr": "{player} complète {family} et la pose face visible.",
    },
    "event.exposed.deal.named": {
        "en": "{player} is dealt the whole of {family} and lays it face up at once.",
        "fr": "{player} reçoit {family} au complet dès la donne et la pose aussitôt face visible.",
    },
    "event.hand-emptied": {
        "en": "{player} has no cards left: no more asking, but the families laid down still count.",
        "fr": "{player} n'a plus de cartes : fini les demandes, mais les familles posées comptent toujours.",
    },
    "event.turn.turn.first": {
        "en": "{player} begins.",
        "fr": "{player} commence.",
    },
    "event.turn.ask.failure-passes-to-asked": {
        "en": "Having said no, {player} takes the turn.",
        "fr": "Après ce non, c'est au tour de {player}.",
    },
    "event.turn.hand.empty": {
        "en": "The turn passes clockwise to the next player who still has cards: {player}.",
        "fr": "Le tour passe dans le sens des aiguilles d'une montre au prochain joueur qui a encore des cartes : "
        "{player}.",
    },
    "event.turn.variant.miss-clockwise": {
        "en": "After the no, the turn passes clockwise: {player} asks next.",
        "fr": "Après ce non, le tour passe dans le sens des aiguilles d'une montre : c'est à {player} de demander.",
    },
    "event.turn.other": {
        "en": "It is {player}'s turn.",
        "fr": "C'est au tour de {player}.",
    },
    "event.asked-family": {
        "en": "{asker} asks {target} for every card of family {family}.",
        "fr": "{asker} demande à {target} toutes ses cartes de la famille {family}.",
    },
    "event.given-family": {
        "en": "{giver} hands over {cards} to {receiver}.",
        "fr": "{giver} donne {cards} à {receiver}.",
    },
    "event.denied-family": {
        "en": "{target} says no: no card of family {family} in that hand.",
        "fr": "{target} répond non : aucune carte de la famille {family}.",
    },
    "event.drew.variant.stock-draw": {
        "en": "{player} draws a card from the stock.",
        "fr": "{player} pioche une carte.",
    },
    "event.drew.lucky": {
        "en": "Lucky draw! {player} draws {card}, shows it, and asks again.",
        "fr": "Bonne pioche ! {player} tire {card}, la montre et demande encore.",
    },
    "event.drew.variant.stock-refill": {
        "en": "{player}'s hand is empty, so {player} draws a card from the stock and stays in play.",
        "fr": "La main de {player} est vide : {player} pioche une carte et reste en jeu.",
    },
    "event.game-over.won": {
        "en": "Game over, every family is complete ({scores}). {winner} wins with {best} families.",
        "fr": "Partie terminée, toutes les familles sont posées ({scores}). {winner} gagne avec {best} familles.",
    },
    "event.game-over.won.one": {
        "en": "Game over, every family is complete ({scores}). {winner} wins with 1 family.",
        "fr": "Partie terminée, toutes les familles sont posées ({scores}). {winner} gagne avec 1 famille.",
    },
    "event.game-over.tie": {
        "en": "Game over, every family is complete ({scores}). {winners} share the victory with {best} families each.",
        "fr": "Partie terminée, toutes les familles sont posées ({scores}). {winners} sont à égalité avec "
        "{best} familles et se partagent la victoire.",
    },
    "event.game-over.tie.one": {
        "en": "Game over, every family is complete ({scores}). {winners} share the victory with 1 family each.",
        "fr": "Partie terminée, toutes les familles sont posées ({scores}). {winners} sont à égalité avec "
        "1 famille et se partagent la victoire.",
    },
    "event.game-over.tie.none": {
        "en": "Game over, every family is complete ({scores}). {winners} share the victory with no family.",
        "fr": "Partie terminée, toutes les familles sont posées ({scores}). {winners} sont à égalité, sans "
        "aucune famille, et se partagent la victoire.",
    },
    # ------------------------------------------------------------------------------------- frames
    "narrate.named-family": {"en": "{label} ({name})", "fr": "{label} ({name})"},
    "narrate.score": {"en": "{player} {score}", "fr": "{player} {score}"},
    "narrate.refusal": {
        "en": "Refused (rule {rule}, {title}): {message}",
        "fr": "Refusé (règle {rule}, {title}) : {message}",
    },
    # ------------------------------------------------------------------------------------- match
    "match.target": {"en": "A series to {n} families.", "fr": "Série jusqu'à {n} familles."},
    "match.target.one": {"en": "A series to 1 family.", "fr": "Série jusqu'à 1 famille."},
    "match.deals": {"en": "A series of {n} deals.", "fr": "Série de {n} donnes."},
    "match.deals.one": {"en": "A series of 1 deal.", "fr": "Série d'une seule donne."},
    "match.after.one": {"en": "After 1 deal: {totals}.", "fr": "Après 1 donne : {totals}."},
    "match.after": {"en": "After {n} deals: {totals}.", "fr": "Après {n} donnes : {totals}."},
    "match.won": {"en": "{name} wins the series.", "fr": "{name} remporte la série."},
    "match.shared": {"en": "{names} share the series.", "fr": "{names} se partagent la série."},
    "match.next": {"en": "Next deal: {dealer} deals.", "fr": "Donne suivante : {dealer} distribue."},
    "match.extra": {
        "en": "{names} are level: an extra deal between them decides, dealt by {dealer}.",
        "fr": "{names} sont à égalité : une donne de plus, entre ces seuls joueurs, les départage ; "
        "{dealer} distribue.",
    },
}
