"""The words of the class exercises (hf_core.teaching): questions, answers and explanations.

Keys: ``teaching.q.*`` questions, ``teaching.c.*`` choices, ``teaching.e.*`` explanations.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    "teaching.q.next": {
        "en": "It is {asker}'s turn. {asker} asks {target} for {card}. Who asks next?",
        "fr": "C'est au tour de {asker}. {asker} demande {card} à {target}. Qui demande ensuite ?",
    },
    "teaching.q.allowed": {
        "en": "It is {current}'s turn. May {asker} ask {target} for {card}?",
        "fr": "C'est au tour de {current}. {asker} demande {card} à {target} : est-ce permis ?",
    },
    "teaching.q.knows": {
        "en": "Everyone heard these requests. Who holds {card}, as the whole table can work out?",
        "fr": "Tout le monde a entendu ces demandes. Qui a {card}, comme toute la table peut le déduire ?",
    },
    "teaching.q.wins": {
        "en": "It is {asker}'s turn. {asker} asks {target} for {card}. Who wins the game?",
        "fr": "C'est au tour de {asker}. {asker} demande {card} à {target}. Qui gagne la partie ?",
    },
    "teaching.c.allowed": {"en": "Yes, it is allowed", "fr": "Oui, c'est permis"},
    "teaching.c.rule": {"en": "No: {title}", "fr": "Non : {title}"},
    "teaching.c.nobody": {"en": "Nobody can be sure yet", "fr": "Personne ne peut encore le savoir"},
    "teaching.c.pair": {"en": "{a} and {b} share the victory", "fr": "{a} et {b} se partagent la victoire"},
    "teaching.ok": {"en": "Right.", "fr": "Exact."},
    "teaching.wrong": {"en": "Not quite.", "fr": "Pas tout à fait."},
    "teaching.e.next.same": {
        "en": "{target} had {card} and handed it over, so {asker}, who still has cards, keeps the turn and asks "
        "again.",
        "fr": "{target} avait {card} et l'a donnée : {asker}, qui a encore des cartes, garde le tour et demande "
        "encore.",
    },
    "teaching.e.next.asked": {
        "en": "{target} did not have {card} and said no, so {target}, the player who was asked, plays next.",
        "fr": "{target} n'avait pas {card} et a répondu non : c'est donc à {target} de jouer, puisqu'après un non "
        "le tour revient à la personne interrogée.",
    },
    "teaching.e.next.empty": {
        "en": "{asker} has no cards left after this request, so the turn passes clockwise to {player}, the next "
        "player who still has cards.",
        "fr": "Après cette demande, {asker} n'a plus de cartes : le tour passe dans le sens des aiguilles d'une "
        "montre à {player}, le prochain joueur qui en a encore.",
    },
    "teaching.e.next.wrong-left": {
        "en": "The turn does not go round to the left after a no: it goes to the player who said no.",
        "fr": "Après un non, le tour ne passe pas au voisin de gauche : il revient au joueur qui a répondu non.",
    },
    "teaching.e.next.wrong-asker": {
        "en": "A no ends {asker}'s turn: only a successful request lets a player ask again.",
        "fr": "Un non met fin au tour de {asker} : seule une demande réussie permet de demander encore.",
    },
    "teaching.e.next.wrong-target": {
        "en": "A player who hands over a card does not take the turn: {asker} was successful and goes on.",
        "fr": "Donner une carte ne donne pas le tour : la demande de {asker} a réussi, {asker} continue.",
    },
    "teaching.e.next.wrong-empty": {
        "en": "{name} has no cards left and asks no more.",
        "fr": "{name} n'a plus de cartes et ne demande plus rien.",
    },
    "teaching.e.allowed.yes": {
        "en": "The request is allowed: it is {asker}'s turn, {asker} holds a card of family {family} but not "
        "{card}, and {target} still has cards.",
        "fr": "La demande est permise : c'est au tour de {asker}, {asker} a une carte de la famille {family} "
        "mais pas {card}, et {target} a encore des cartes.",
    },
    "teaching.e.allowed.no": {"en": "The request is refused. {message}", "fr": "La demande est refusée. {message}"},
    "teaching.e.allowed.wrong-rule": {
        "en": "That rule does not stop this request; another one does.",
        "fr": "Ce n'est pas cette règle qui interdit la demande, c'est une autre.",
    },
    "teaching.e.allowed.wrong-yes": {"en": "This request breaks a rule.", "fr": "Cette demande enfreint une règle."},
    "teaching.e.knows.given": {
        "en": "Everyone can tell that {player} holds {card}: the whole table saw {giver} hand it over, and it has "
        "not changed hands since.",
        "fr": "Toute la table peut en déduire que {player} a {card} : tout le monde a vu {giver} la lui donner, et "
        "elle n'a pas changé de main depuis.",
    },
    "teaching.e.knows.deduced": {
        "en": "Everyone can tell that {player} holds {card}, because nobody else can. {reasons}",
        "fr": "Toute la table peut en déduire que {player} a {card}, parce que personne d'autre ne peut l'avoir. "
        "{reasons}",
    },
    "teaching.e.lacks.asked": {
        "en": "{name} asked for {card}, and nobody asks for a card they hold.",
        "fr": "{name} a demandé {card}, et l'on ne demande jamais une carte qu'on a.",
    },
    "teaching.e.lacks.denied": {
        "en": "{name} said no when asked for {card}.",
        "fr": "{name} a répondu non quand on lui a demandé {card}.",
    },
    "teaching.e.lacks.deduced": {
        "en": "{name} cannot hold {card} either, by elimination.",
        "fr": "{name} ne peut pas non plus avoir {card}, par élimination.",
    },
    "teaching.e.knows.nobody": {
        "en": "Nobody at the table can be sure who holds {card} yet: {players} may still hold it.",
        "fr": "Personne à la table ne peut encore savoir qui a {card} : {players} peuvent encore l'avoir.",
    },
    "teaching.e.knows.wrong-lacks": {
        "en": "The table knows that {name} does not hold {card}.",
        "fr": "Toute la table sait que {name} n'a pas {card}.",
    },
    "teaching.e.knows.wrong-unsure": {
        "en": "{name} may hold {card}, but nobody can be sure of it from what was said.",
        "fr": "{name} a peut-être {card}, mais rien de ce qui a été dit ne permet d'en être sûr.",
    },
    "teaching.e.knows.wrong-nobody": {
        "en": "The requests said aloud are enough to tell.",
        "fr": "Les demandes faites à voix haute suffisent pour le savoir.",
    },
    "teaching.e.wins": {
        "en": "Family {family} is the last one, so the game ends. Families: {scores}. The most families wins: "
        "{winners}.",
        "fr": "La famille {family} était la dernière : la partie s'arrête. Familles : {scores}. Le joueur qui a le "
        "plus de familles gagne : {winners}.",
    },
    "teaching.e.wins.tie": {
        "en": "Family {family} is the last one, so the game ends. Families: {scores}. {winners} are level at the "
        "top, so they share the victory.",
        "fr": "La famille {family} était la dernière : la partie s'arrête. Familles : {scores}. {winners} sont à "
        "égalité en tête et se partagent la victoire.",
    },
    "teaching.e.wins.wrong": {
        "en": "Count the families laid down, the new one included.",
        "fr": "Comptez les familles posées, y compris la nouvelle.",
    },
    "teaching.seat": {"en": "Player {n}", "fr": "Joueur {n}"},
    # The table's names, seat 1 first (the reader's name, then the others clockwise): the play page, the deal
    # sheet and the command line use the same ones.
    "teaching.names": {"en": "Sam,Ada,Bram,Cleo,Dev,Esme", "fr": "Camille,Aline,Basile,Capucine,Dorian,Élise"},
}
