"""Deduction: the facts the table knows (:meth:`hf_core.knowledge.Knowledge.fact_data`) and the reasons the
computer players give for their requests (:mod:`hf_core.bots`), in English and French.

Lists of cards or families are joined by :func:`hf_core.knowledge.fact_sentences` with the ``deduction.list.*``
messages, so the word order stays the catalogue's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # Joining lists: "A1, A2 and A3", "A1, A2 or A3"; French "ni A1, ni A2" after "n'a".
    "deduction.list.and": {"en": "{head} and {last}", "fr": "{head} et {last}"},
    "deduction.list.or": {"en": "{head} or {last}", "fr": "{head} ou {last}"},
    "deduction.list.nor-two": {"en": "{first} or {last}", "fr": "ni {first} ni {last}"},
    "deduction.list.nor-item": {"en": "{item}", "fr": "ni {item}"},
    "deduction.family": {"en": "{family} ({name})", "fr": "{family} ({name})"},
    # The facts, one message per fact code (and number where the wording changes).
    "fact.exposed.one": {
        "en": "{player} has exposed family {families}.",
        "fr": "{player} a posé la famille {families}.",
    },
    "fact.exposed.many": {
        "en": "{player} has exposed families {families}.",
        "fr": "{player} a posé les familles {families}.",
    },
    "fact.count.none": {"en": "{player} has no cards left.", "fr": "{player} n'a plus de cartes."},
    "fact.count.one": {"en": "{player} has 1 card.", "fr": "{player} a 1 carte en main."},
    "fact.count.many": {"en": "{player} has {n} cards.", "fr": "{player} a {n} cartes en main."},
    "fact.holds": {"en": "{player} holds {cards}.", "fr": "{player} a {cards}."},
    "fact.must-hold": {
        "en": "{player} must hold {cards} (by elimination).",
        "fr": "{player} a forcément {cards} (par élimination).",
    },
    "fact.some-of": {
        "en": "{player} holds at least one card of family {family}.",
        "fr": "{player} a au moins une carte de la famille {family}.",
    },
    "fact.whole-hand": {"en": "{player}'s whole hand is known.", "fr": "Toute la main de {player} est connue."},
    "fact.lacks.one": {"en": "{player} does not hold {cards}.", "fr": "{player} n'a pas {cards}."},
    "fact.lacks.many": {"en": "{player} does not hold {cards}.", "fr": "{player} n'a {cards}."},
    "fact.cannot-hold.one": {
        "en": "{player} cannot hold {cards} (by elimination).",
        "fr": "{player} ne peut pas avoir {cards} (par élimination).",
    },
    "fact.cannot-hold.many": {
        "en": "{player} cannot hold {cards} (by elimination).",
        "fr": "{player} ne peut avoir {cards} (par élimination).",
    },
    # Why a computer player makes its request (hf_core.bots.REASON_KINDS).
    "reason.given": {
        "en": "{giver} handed {card} to {target} in front of everyone, and {target} still has it.",
        "fr": "{giver} a donné {card} à {target} devant tout le monde, et {target} l'a encore.",
    },
    "reason.deduced-one": {
        "en": "{target} must hold {card}: by what has been said and {asker}'s own cards, {others} cannot have it.",
        "fr": "{target} a forcément {card} : d'après ce qui s'est dit et les cartes de {asker}, {others} ne peut pas "
                "l'avoir.",
    },
    "reason.deduced": {
        "en": "{target} must hold {card}: by what has been said and {asker}'s own cards, {others} cannot have it.",
        "fr": "{target} a forcément {card} : d'après ce qui s'est dit et les cartes de {asker}, {others} ne peut "
                "l'avoir.",
    },
    "reason.deduced-alone": {
        "en": "{target} must hold {card}: nobody else can have it.",
        "fr": "{target} a forcément {card} : personne d'autre ne peut l'avoir.",
    },
    "reason.asked-family": {
        "en": "{target} asked for a card of family {family}, so holds at least one of its cards: one of {choices} "
              "possible cards, {card} among them.",
        "fr": "{target} a demandé une carte de la famille {family}, donc en a au moins une : l'une des {choices} "
              "cartes possibles, dont {card}.",
    },
    "reason.likely": {
        "en": "Nobody knows yet who holds {card}; {holders} may. Judging by how many of their cards nobody has "
        "placed yet, {target} is the likeliest to hold it: about {chance} chances in 100.",
        "fr": "On ne sait pas encore qui a {card} ; {holders} peut l'avoir. À en juger par le nombre de leurs cartes "
        "que personne n'a encore situées, c'est chez {target} que la carte a le plus de chances d'être : environ "
        "{chance} chances sur 100.",
    },
    "reason.collecting": {
        "en": "Nobody knows yet who holds {card}; {holders} may. {target} asked for a card of family {family} "
        "before, and players ask for the families they collect, so {target} is the one to ask: about {chance} "
        "chances in 100.",
        "fr": "On ne sait pas encore qui a {card} ; {holders} peut l'avoir. {target} a déjà demandé une carte de la "
        "famille {family}, et l'on demande les familles qu'on rassemble : c'est donc à {target} qu'il faut la "
        "demander, avec environ {chance} chances sur 100.",
    },
    "reason.weighed": {
        "en": "Nobody knows yet who holds {card}; {holders} may. Judging by how many of their cards nobody has "
        "placed yet, and by the families each has asked for (players ask for the families they collect), {target} "
        "is the likeliest to hold it: about {chance} chances in 100.",
        "fr": "On ne sait pas encore qui a {card} ; {holders} peut l'avoir. À en juger par le nombre de leurs cartes "
        "que personne n'a encore situées et par les familles que chacun a demandées (on demande les familles qu'on "
        "rassemble), c'est chez {target} que la carte a le plus de chances d'être : environ {chance} chances sur "
        "100.",
    },
    "reason.random": {
        "en": "Picked at random among the {count} allowed requests.",
        "fr": "Choisi au hasard parmi les {count} demandes permises.",
    },
    "reason.no-chance": {
        "en": "{target} cannot hold {card}, but every allowed request is bound to fail: one must still be made.",
        "fr": "{target} ne peut pas avoir {card}, mais toutes les demandes permises échoueront : il faut bien en "
                "faire une.",
    },
    "reason.rule-of-thumb": {
        "en": "Under these rules the computer asks by a rule of thumb: a family it holds, a player who may have it.",
        "fr": "Avec ces règles, l'ordinateur suit une règle simple : une famille qu'il a, un joueur qui peut l'avoir.",
    },
}
