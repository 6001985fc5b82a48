"""Words of the rulings (:mod:`hf_core.rulings`): each ruling's text (``ruling.<id>``), the label a reader sees
before it, which says whose it is (``ruling.label.<whose>``), and the titles of the points of the guide that are
not rules of the engine (``point.<id>.title``). Pure data.

Every ruling the site states is written here once; the rules pages, the FAQ and "What happens if...?" show it
from here. Write French with ordinary spaces and straight apostrophes: the catalogue sets the typography.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # ------------------------------------------------------------------------------------------- labels
    "ruling.label.guide": {"en": "The rules:", "fr": "Les règles :"},
    "ruling.label.site": {
        "en": "Our ruling (the rules do not say):",
        "fr": "Notre arbitrage (les règles n'en disent rien) :",
    },
    "ruling.label.custom": {"en": "A custom, not a rule:", "fr": "Un usage, pas une règle :"},
    "point.table.hidden-hands.title": {"en": "What everyone hears and sees", "fr": "Ce que chacun entend et voit"},
    # ------------------------------------------------------------------------------------------- asking
    "ruling.illegal-request": {
        "en": "A request that breaks a rule is refused: nothing changes hands, the turn does not pass and there "
        "is no penalty. The player whose turn it is then makes a request the rules allow.",
        "fr": "Une demande contraire aux règles est refusée : aucune carte ne change de main, le tour ne passe "
        "pas et il n'y a pas de pénalité. Le joueur dont c'est le tour fait alors une demande "
        "que les règles permettent.",
    },
    "ruling.own-card": {
        "en": "Not allowed: you may only ask for a card you do not hold.",
        "fr": "C'est interdit : on ne demande qu'une carte qu'on n'a pas.",
    },
    "ruling.family-not-held": {
        "en": "Not allowed: you must hold at least one card of a family to ask for another of it. That is why "
        "every request tells the table something true.",
        "fr": "C'est interdit : il faut avoir au moins une carte d'une famille pour en demander une autre. C'est "
        "pour cela que chaque demande apprend quelque chose de vrai à la table.",
    },
    "ruling.ask-empty": {
        "en": "Not allowed: you ask another player who still has cards. A player with an empty hand has nothing "
        "to give, and nobody refills an empty hand.",
        "fr": "C'est interdit : on interroge un autre joueur qui a encore des cartes. Un joueur à la main vide "
        "n'a rien à donner, et une main vide n'est pas reconstituée.",
    },
    "ruling.out-of-turn": {
        "en": "Only the player whose turn it is asks.",
        "fr": "Seul le joueur dont c'est le tour demande.",
    },
    "ruling.unasked-card": {
        "en": "A card changes hands only when it is asked for: nobody hands one over unasked, even to help, and a "
        "card offered stays where it is.",
        "fr": "Une carte ne change de main que si on la demande : personne n'en donne une sans qu'on la lui "
        "demande, même pour aider, et une carte offerte reste où elle est.",
    },
    "ruling.whole-family": {
        "en": "Not in our game: a request names one exact card, such as C2, and only that card can change hands.",
        "fr": "Pas dans notre jeu : une demande nomme une carte précise, par exemple C2, et seule cette carte "
        "peut changer de main.",
    },
    "ruling.only-named": {
        "en": "No. Only the card named changes hands; the other cards of the family stay where they are.",
        "fr": "Non. Seule la carte nommée change de main ; les autres cartes de la famille restent où elles sont.",
    },
    "ruling.known-lacking": {
        "en": "Allowed: nothing in the rules forbids it. The player says no and takes the next turn, so it is "
        "usually a wasted request, but it is a legal one.",
        "fr": "C'est permis : aucune règle ne l'interdit. Le joueur répond non et prend le tour suivant : c'est "
        "le plus souvent une demande perdue, mais elle est régulière.",
    },
    "ruling.counts-public": {
        "en": "Hands stay hidden, but how many cards each player holds is public: anyone may count them, or ask, "
        "and the answer must be true. Everyone must be able to see who still has cards, since only they may be "
        "asked.",
        "fr": "Les mains restent cachées, mais le nombre de cartes que chacun a en main est public : chacun peut "
        "les compter, ou le demander, et la réponse doit être vraie. Tout le monde doit voir qui a encore des "
        "cartes, puisque seuls ceux-là peuvent être interrogés.",
    },
    "ruling.ask-back": {
        "en": "Yes, when your turn comes, as long as you still hold a card of its family: it is a request like any "
        "other, and now you know exactly who has it.",
        "fr": "Oui, à votre tour, tant que vous avez encore une carte de sa famille : c'est une demande comme une "
        "autre, et vous savez exactement qui l'a.",
    },
    "ruling.no-pass": {
        "en": "No: on your turn you ask. With cards in your hand there is always a request you may make (a card "
        "you lack of a family you hold), so there is nothing to pass.",
        "fr": "Non : à votre tour, vous demandez. Avec des cartes en main, il y a toujours une demande possible "
        "(une carte qui vous manque d'une famille que vous avez) : il n'y a rien à passer.",
    },
    "ruling.please": {
        "en": "Politeness is the spirit of the game and good manners, but not a rule here: a request without "
        "“please” still counts, and nobody loses a turn over it.",
        "fr": "La politesse est l'esprit du jeu et une bonne habitude, mais pas une règle ici : une demande sans "
        "« s'il te plaît » compte quand même, et personne ne perd son tour pour autant.",
    },
    "ruling.miss-reply": {
        "en": "“No” is all the rules ask of a player who does not have the card. Any other reply is a table’s "
        "custom; in our game there is nothing to draw, so “No” or “Not at home” says it better than “Draw!”.",
        "fr": "Les règles demandent seulement de répondre « Non » quand on n'a pas la carte. Toute autre réponse "
        "est un usage de la table ; dans notre jeu, il n'y a rien à piocher : « Non » ou « Il n'est pas à la "
        "maison » conviennent mieux que « Pioche ! ».",
    },
    # ------------------------------------------------------------------------------------------ honesty
    "ruling.false-no": {
        "en": "A player holding the card asked for must hand it over: answers must be true. A “no” said on "
        "purpose is cheating, not a move in the game.",
        "fr": "Un joueur qui a la carte demandée doit la donner : les réponses doivent être vraies. Un « non » dit "
        "exprès est de la triche, pas un coup du jeu.",
    },
    "ruling.wrong-no-later": {
        "en": "The rules give no penalty and no remedy, so the table agrees on it. A fair custom: as soon as the "
        "mistake is noticed, the card goes to the player who asked for it if that player still has cards "
        "(nobody refills an empty hand), and play goes on from there, without undoing the turns played since.",
        "fr": "Les règles ne prévoient ni pénalité ni réparation : la table en convient. Un usage juste : dès que "
        "l'erreur est remarquée, la carte va au joueur qui l'avait demandée s'il a encore des cartes (une main "
        "vide n'est pas reconstituée), et l'on continue de là, sans défaire les tours joués depuis.",
    },
    "ruling.shown-card": {
        "en": "No penalty and nothing changes hands: the card stays with its owner. What the table saw, it has "
        "seen; play on. Hold your cards so that only you see them.",
        "fr": "Pas de pénalité, et aucune carte ne change de main : la carte reste à son propriétaire. Ce que la "
        "table a vu, elle l'a vu ; on continue. Tenez vos cartes pour être seul à les voir.",
    },
    "ruling.look-at-cards": {
        "en": "No. Hands stay hidden, and nobody searches another player’s cards. You may use every request and "
        "answer heard and every card handed over in view (who asked whom for what, and who had it), never "
        "another player’s hand.",
        "fr": "Non. Les mains restent cachées, et personne ne fouille les cartes d'un autre. On peut se servir de "
        "toutes les demandes et réponses entendues et de toutes les cartes données à la vue de tous (qui a "
        "demandé quoi à qui, et qui l'avait), jamais de la main d'un autre.",
    },
    "ruling.wrong-card": {
        "en": "Give C3 back: only the card named changes hands. If the player asked holds C2, it is handed over "
        "and you ask again; if not, the answer is no.",
        "fr": "Rendez C3 : seule la carte nommée change de main. Si le joueur interrogé a C2, il la donne et vous "
        "redemandez ; sinon, la réponse est non.",
    },
    # ----------------------------------------------------------------------------------------- the turn
    "ruling.after-no": {
        "en": "The player who said no. The turn does not go to the asker’s left-hand neighbour: it goes to the "
        "player who was asked and did not have the card.",
        "fr": "Celui qui a dit non. Le tour ne passe pas au voisin de gauche du demandeur : il revient au joueur "
        "interrogé qui n'avait pas la carte.",
    },
    "ruling.after-yes": {
        "en": "No, you ask again, as long as your requests succeed and you still have cards. You may change player "
        "and family from one request to the next.",
        "fr": "Non, vous redemandez, tant que vos demandes réussissent et qu'il vous reste des cartes. Vous pouvez "
        "changer de joueur et de famille d'une demande à l'autre.",
    },
    "ruling.same-player": {
        "en": "Yes: after a success, if you still have cards, you ask again, the same player or another, for any "
        "card the rules allow.",
        "fr": "Oui : après une réussite, si vous avez encore des cartes, vous redemandez, au même joueur ou à un "
        "autre, toute carte que les règles permettent.",
    },
    "ruling.who-starts": {
        "en": "The player on the dealer’s left; if that player has no cards, the next player clockwise who has "
        "some.",
        "fr": "Le joueur à gauche du donneur ; s'il n'a pas de cartes, le suivant dans le sens des aiguilles "
        "d'une montre qui en a.",
    },
    "ruling.first-empty": {
        "en": "It happens when every card dealt to them made complete families, laid down at once. The next "
        "player clockwise who still has cards begins.",
        "fr": "Cela arrive quand toutes ses cartes formaient des familles complètes, posées aussitôt. Le suivant "
        "dans le sens des aiguilles d'une montre qui a encore des cartes commence.",
    },
    # ----------------------------------------------------------------------------------------- the deal
    "ruling.misdeal": {
        "en": "Before the first request, gather the cards and the same dealer deals again. Once play has begun, "
        "play on if no card is missing (each is in a hand or in a family laid down); if a card is missing, a "
        "family can never be completed, so the deal is void: shuffle and deal again.",
        "fr": "Avant la première demande, on ramasse les cartes et le même donneur redistribue. Une fois le jeu "
        "commencé, on continue si aucune carte ne manque (chacune est dans une main ou dans une famille posée) ; "
        "s'il manque une carte, une famille ne pourra jamais être complète : la donne est nulle, on mélange et "
        "on redistribue.",
    },
    "ruling.uneven-hands": {
        "en": "That is normal when the cards do not divide evenly: hands differ by one card at most (with three "
        "players, 15, 15 and 14).",
        "fr": "C'est normal quand les cartes ne se partagent pas également : les mains diffèrent d'une carte au "
        "plus (à trois, 15, 15 et 14).",
    },
    "ruling.deal-start": {
        "en": "The deal goes clockwise and starts with the player on the dealer’s left, so the short hands, when "
        "there are any, are the last ones dealt: always the dealer’s, and with six players also those of the "
        "three players on the dealer’s right.",
        "fr": "La donne tourne dans le sens des aiguilles d'une montre et commence par le joueur à gauche du "
        "donneur : les mains courtes, s'il y en a, sont les dernières servies, toujours celle du donneur, et à "
        "six joueurs aussi celles des trois joueurs à sa droite.",
    },
    "ruling.draw-pile": {
        "en": "No. Every card is dealt at the start, so there is nothing left to draw, and a no costs only the "
        "turn.",
        "fr": "Non. Toutes les cartes sont distribuées au départ : il ne reste rien à piocher, et un non ne coûte "
        "que le tour.",
    },
    "ruling.complete-from-deal": {
        "en": "Its owner lays it face up at once, before play starts. It counts as one family, exactly like a "
        "family completed later.",
        "fr": "Son propriétaire la pose aussitôt face visible, avant le début du jeu. Elle compte pour une "
        "famille, exactement comme une famille réunie plus tard.",
    },
    "ruling.two-players": {
        "en": "Yes: the game is for 2 to 6 players. With two, each gets 22 cards.",
        "fr": "Oui : le jeu se joue de 2 à 6 joueurs. À deux, chacun reçoit 22 cartes.",
    },
    "ruling.two-players-first": {
        "en": "With two, every request the rules allow succeeds, since a card you lack of a family you hold can "
        "only be in the other hand: the player who begins keeps asking until the game ends.",
        "fr": "À deux, toute demande permise réussit, puisqu'une carte qui vous manque d'une famille que vous avez "
        "ne peut être que dans l'autre main : le joueur qui commence demande jusqu'à la fin de la partie.",
    },
    "ruling.ordinary-pack": {
        "en": "An ordinary pack is not the same equipment, but it can be adapted: the suits may serve as members "
        "and equal ranks as families, though the family count differs. Count the members and explain the "
        "mapping before play.",
        "fr": "Un jeu ordinaire n'est pas le même matériel, mais on peut l'adapter : les couleurs peuvent servir "
        "de membres et les cartes de même hauteur de familles, mais le nombre de familles diffère. Comptez les "
        "membres et expliquez la correspondance avant de jouer.",
    },
    "ruling.ordinary-pack-numbers": {
        "en": "With 13 ranks, that makes 13 families of four. We play it otherwise as our rules say, with the "
        "numbers changed: all 52 cards are dealt (13 each with four players), and the game ends when all 13 "
        "families are laid down.",
        "fr": "Avec 13 hauteurs, cela fait 13 familles de quatre. Nous le jouons pour le reste comme le disent nos "
        "règles, avec d'autres nombres : les 52 cartes sont distribuées (13 chacun à quatre joueurs), et la "
        "partie s'arrête quand les 13 familles sont posées.",
    },
    # ---------------------------------------------------------------------------- families and the end
    "ruling.forgot-lay-down": {
        "en": "Lay it down as soon as it is noticed. Nobody else holds a card of that family, so nobody could "
        "have asked for one of its cards: it counts, without a penalty. If those were the player's last cards, "
        "their hand is now empty (An empty hand) and, if it is their turn, it passes clockwise.",
        "fr": "On la pose dès qu'on s'en aperçoit. Personne d'autre n'a de carte de cette famille : personne n'a "
        "pu demander une de ses cartes. Elle compte, sans pénalité. Si c'étaient ses dernières cartes, sa main "
        "est alors vide (Une main vide) et, si c'est son tour, il passe dans le sens des aiguilles d'une "
        "montre.",
    },
    "ruling.family-value": {
        "en": "No. Every complete family counts as one, whatever its trade, its letter or its characters. Labels "
        "such as A3 are names, not points.",
        "fr": "Non. Chaque famille complète compte pour une, quels que soient son métier, sa lettre ou ses "
        "personnages. Une étiquette comme A3 est un nom, pas des points.",
    },
    "ruling.take-family": {
        "en": "No. A family laid down is out of play for good and stays yours. Some old rule books add a second "
        "phase where whole families are asked for; that is an optional extra phase, which these rules leave out.",
        "fr": "Non. Une famille posée est définitivement hors du jeu et reste à vous. De vieux livres de règles "
        "ajoutent une seconde phase où l'on demande des familles entières ; c'est une phase supplémentaire "
        "facultative, que ces règles n'ajoutent pas.",
    },
    "ruling.empty-hand": {
        "en": "You stop asking and nobody asks you, and nobody refills an empty hand, but you keep every family "
        "you have laid down and you can still win.",
        "fr": "Vous ne demandez plus et on ne vous demande plus rien, on ne vous redonne pas de cartes, mais "
        "vous gardez toutes vos familles posées et vous pouvez encore gagner.",
    },
    "ruling.empty-on-turn": {
        "en": "Your hand is empty, so you cannot ask again: the turn passes clockwise to the next player who still "
        "has cards.",
        "fr": "Votre main est vide : vous ne pouvez plus demander, et le tour passe dans le sens des aiguilles "
        "d'une montre au prochain joueur qui a encore des cartes.",
    },
    "ruling.end": {
        "en": "When all 11 families are laid down. Whoever has laid down the most families wins; players tied "
        "for the most share the victory.",
        "fr": "Quand les 11 familles sont posées. Qui a posé le plus de familles gagne ; les joueurs à égalité en "
        "tête se partagent la victoire.",
    },
    "ruling.tie": {
        "en": "They share the victory: there is no tie-break.",
        "fr": "Ils se partagent la victoire : il n'y a pas de départage.",
    },
    "ruling.series": {
        "en": "Agree any total for the series before the first deal.",
        "fr": "Convenez avant la première donne de tout total pour la série.",
    },
    "ruling.series-count": {
        "en": "Add up each player’s families over the deals; the series ends as the table agreed before the "
        "first deal, and the highest total wins.",
        "fr": "On additionne les familles de chacun d'une donne à l'autre ; la série s'arrête comme la table en "
        "est convenue avant la première donne, et le plus gros total l'emporte.",
    },
    "ruling.next-dealer": {
        "en": "The deal passes to the left: the player on the last dealer’s left deals the next one, so that "
        "everyone deals in turn.",
        "fr": "La donne passe à gauche : le joueur à gauche du dernier donneur distribue la suivante, pour que "
        "chacun distribue à son tour.",
    },
}
