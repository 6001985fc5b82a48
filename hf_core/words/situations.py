"""Words of "What happens if...?" (the finder, :mod:`hf_core.situations`): each situation a table argues about,
as the table asks it (``situation.<id>.q``), our ruling (``situation.<id>.a``) and, where other published rules
answer differently, their answer (``situation.<id>.other``); the caption of its diagram (``situation.<id>.fig``).

:data:`KEYWORDS` holds, per situation and language, more words a reader might type for it (never shown: the
finder's index is built from them as well as from what is shown). Pure data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # ------------------------------------------------------------------------------------ asking
    "situation.own-card.q": {
        "en": "Someone asks for a card they already hold",
        "fr": "Quelqu'un demande une carte qu'il a déjà",
    },
    "situation.own-card.a": {
        "en": "Not allowed: you may only ask for a card you do not have. The request is refused, nothing changes "
        "hands, and the asker chooses another request; there is no penalty.",
        "fr": "C'est interdit : on ne demande qu'une carte qu'on n'a pas. La demande est refusée, aucune carte ne "
        "change de main et le demandeur en choisit une autre, sans pénalité.",
    },
    "situation.own-card.fig": {
        "en": "Alice holds A2 and asks Ben for it: the engine refuses the request.",
        "fr": "Alice a A2 et le demande à Ben : le moteur refuse la demande.",
    },
    "situation.family-not-held.q": {
        "en": "Someone asks for a card of a family they have none of",
        "fr": "Quelqu'un demande une carte d'une famille dont il n'a rien",
    },
    "situation.family-not-held.a": {
        "en": "Not allowed: you must hold at least one card of a family to ask for another of it. The request is "
        "refused and the asker chooses again. That is why every request tells the table something true.",
        "fr": "C'est interdit : il faut avoir au moins une carte d'une famille pour en demander une autre. La "
        "demande est refusée et le demandeur choisit de nouveau. C'est pour cela que chaque demande apprend "
        "quelque chose de vrai à la table.",
    },
    "situation.family-not-held.fig": {
        "en": "Alice holds no card of family C, so she may not ask Ben for C3.",
        "fr": "Alice n'a aucune carte de la famille C : elle ne peut pas demander C3 à Ben.",
    },
    "situation.ask-empty.q": {
        "en": "Someone asks a player who has no cards left",
        "fr": "Quelqu'un interroge un joueur qui n'a plus de cartes",
    },
    "situation.ask-empty.a": {
        "en": "Not allowed: you ask another player who still has cards. A player with an empty hand has nothing to "
        "give, so the request is refused and the asker picks someone else.",
        "fr": "C'est interdit : on interroge un autre joueur qui a encore des cartes. Un joueur à la main vide "
        "n'a rien à donner : la demande est refusée et le demandeur choisit quelqu'un d'autre.",
    },
    "situation.ask-empty.fig": {
        "en": "Ben has no cards left: Alice may not ask him for D3.",
        "fr": "Ben n'a plus de cartes : Alice ne peut pas lui demander D3.",
    },
    "situation.out-of-turn.q": {
        "en": "Someone asks when it is not their turn, or offers a card to help",
        "fr": "Quelqu'un demande alors que ce n'est pas son tour, ou offre une carte pour aider",
    },
    "situation.out-of-turn.a": {
        "en": "Only the player whose turn it is asks, and cards move only when they are asked for. An "
        "out-of-turn request is simply ignored; a card offered stays where it is.",
        "fr": "Seul le joueur dont c'est le tour demande, et une carte ne bouge que si on la demande. Une demande "
        "faite hors de son tour est ignorée ; une carte offerte reste où elle est.",
    },
    "situation.whole-family.q": {
        "en": "Someone asks “Have you got any of family C?”",
        "fr": "Quelqu'un demande « As-tu des cartes de la famille C ? »",
    },
    "situation.whole-family.a": {
        "en": "Not in our game: a request names one exact card, such as C2. A request for a whole family is "
        "refused and the asker names a card instead.",
        "fr": "Pas dans notre jeu : une demande nomme une carte précise, par exemple C2. Une demande de toute une "
        "famille est refusée, et le demandeur nomme une carte à la place.",
    },
    "situation.whole-family.other": {
        "en": "In a published variant a request names a family, and the player asked hands over every card of it.",
        "fr": "Dans une variante publiée, on nomme une famille, et le joueur interrogé donne toutes ses cartes de "
        "cette famille.",
    },
    "situation.whole-family.fig": {
        "en": "Alice asks Ben for “family C”: the engine refuses, a request names one card.",
        "fr": "Alice demande « la famille C » à Ben : le moteur refuse, une demande nomme une carte.",
    },
    "situation.only-named.q": {
        "en": "The player asked holds two cards of that family: must they hand over both?",
        "fr": "Le joueur interrogé a deux cartes de cette famille : doit-il donner les deux ?",
    },
    "situation.only-named.a": {
        "en": "No. Only the card named changes hands; the other cards of the family stay where they are, and "
        "nobody has to say they have more.",
        "fr": "Non. Seule la carte nommée change de main ; les autres cartes de la famille restent où elles sont, "
        "et personne n'a à dire qu'il en a d'autres.",
    },
    "situation.only-named.other": {
        "en": "With family requests (a variant), every card of the family asked for is handed over.",
        "fr": "Avec les demandes par famille (une variante), toutes les cartes de la famille demandée sont "
        "données.",
    },
    "situation.only-named.fig": {
        "en": "Ben holds C2 and C3; Alice asks for C2, and only C2 moves.",
        "fr": "Ben a C2 et C3 ; Alice demande C2, et seule C2 change de main.",
    },
    "situation.known-lacking.q": {
        "en": "Someone asks a player everybody knows does not have the card",
        "fr": "Quelqu'un interroge un joueur dont tout le monde sait qu'il n'a pas la carte",
    },
    "situation.known-lacking.a": {
        "en": "Allowed: nothing in the rules forbids it. The player says no and takes the next turn, so it is "
        "usually a wasted request, but it is a legal one.",
        "fr": "C'est permis : aucune règle ne l'interdit. Le joueur répond non et prend le tour suivant : c'est "
        "le plus souvent une demande perdue, mais elle est régulière.",
    },
    "situation.counts-public.q": {
        "en": "May I ask how many cards someone has left?",
        "fr": "Puis-je demander combien de cartes il reste à quelqu'un ?",
    },
    "situation.counts-public.a": {
        "en": "Yes. Hands stay hidden, but how many cards each player holds is public: everyone must be able to "
        "see who still has cards, since only they may be asked.",
        "fr": "Oui. Les mains restent cachées, mais le nombre de cartes de chacun est public : tout le monde doit "
        "voir qui a encore des cartes, puisque seuls ceux-là peuvent être interrogés.",
    },
    "situation.ask-back.q": {
        "en": "May I ask for a card back that I just had to give away?",
        "fr": "Puis-je redemander une carte que je viens de devoir donner ?",
    },
    "situation.ask-back.a": {
        "en": "Yes, when your turn comes, as long as you still hold a card of its family: it is a request like any "
        "other, and now you know exactly who has it.",
        "fr": "Oui, à votre tour, tant que vous avez encore une carte de sa famille : c'est une demande comme une "
        "autre, et vous savez exactement qui l'a.",
    },
    "situation.no-pass.q": {
        "en": "May I pass instead of asking?",
        "fr": "Puis-je passer mon tour au lieu de demander ?",
    },
    "situation.no-pass.a": {
        "en": "No: on your turn you ask. With cards in your hand there is always a request you may make (a card "
        "you lack of a family you hold), so there is nothing to pass.",
        "fr": "Non : à votre tour, vous demandez. Avec des cartes en main, il y a toujours une demande possible "
        "(une carte qui vous manque d'une famille que vous avez) : il n'y a rien à passer.",
    },
    "situation.please.q": {
        "en": "Someone forgets to say “please”",
        "fr": "Quelqu'un oublie de dire « s'il te plaît »",
    },
    "situation.please.a": {
        "en": "Politeness is the spirit of the game and good manners, but not a rule here: the request counts, "
        "and nobody loses a turn over it.",
        "fr": "La politesse est l'esprit du jeu et une bonne habitude, mais pas une règle ici : la demande compte, "
        "et personne ne perd son tour pour autant.",
    },
    "situation.please.other": {
        "en": "A published text gives a strict old rule: a rude request, or one without “please”, loses the turn "
        "to the player asked.",
        "fr": "Un texte publié cite une vieille règle stricte : une demande impolie, ou sans « s'il te plaît », "
        "fait perdre le tour au profit du joueur interrogé.",
    },
    # ------------------------------------------------------------------------------ honesty
    "situation.false-no.q": {
        "en": "A player said no but had the card",
        "fr": "Un joueur a dit non alors qu'il avait la carte",
    },
    "situation.false-no.a": {
        "en": "A player holding the card asked for must hand it over: answers must be true. A “no” said on "
        "purpose is cheating, not a move in the game.",
        "fr": "Un joueur qui a la carte demandée doit la donner : les réponses doivent être vraies. Un « non » dit "
        "exprès est de la triche, pas un coup du jeu.",
    },
    "situation.wrong-no-later.q": {
        "en": "We find out later that a “no” was wrong",
        "fr": "On découvre plus tard qu'un « non » était faux",
    },
    "situation.wrong-no-later.a": {
        "en": "Hand the card over as soon as the mistake is noticed, to the player who asked for it, and play on "
        "from there, without undoing the turns played since and without a penalty.",
        "fr": "La carte est donnée dès que l'erreur est remarquée, au joueur qui l'avait demandée, et l'on "
        "continue de là, sans défaire les tours joués depuis et sans pénalité.",
    },
    "situation.shown-card.q": {
        "en": "A player shows a card by accident",
        "fr": "Un joueur montre une carte par accident",
    },
    "situation.shown-card.a": {
        "en": "No penalty and nothing changes hands: the card stays with its owner. What the table saw, it has "
        "seen; play on. Hold your cards so that only you see them.",
        "fr": "Pas de pénalité, et aucune carte ne change de main : la carte reste à son propriétaire. Ce que la "
        "table a vu, elle l'a vu ; on continue. Tenez vos cartes pour être seul à les voir.",
    },
    "situation.look-at-cards.q": {
        "en": "May I look at another player’s cards to check?",
        "fr": "Puis-je regarder les cartes d'un autre joueur pour vérifier ?",
    },
    "situation.look-at-cards.a": {
        "en": "No. Hands stay hidden until the end of the deal. You may use everything said and shown aloud (who "
        "asked whom for what, and who had it), never another player’s hand.",
        "fr": "Non. Les mains restent cachées jusqu'à la fin de la donne. On peut se servir de tout ce qui a été "
        "dit et montré (qui a demandé quoi à qui, et qui l'avait), jamais de la main d'un autre.",
    },
    "situation.wrong-card.q": {
        "en": "I asked for C2 and was handed C3 by mistake",
        "fr": "J'ai demandé C2 et on m'a donné C3 par erreur",
    },
    "situation.wrong-card.a": {
        "en": "Give C3 back: only the card named changes hands. If the player asked holds C2, it is handed over "
        "and you ask again; if not, the answer is no.",
        "fr": "Rendez C3 : seule la carte nommée change de main. Si le joueur interrogé a C2, il la donne et vous "
        "redemandez ; sinon, la réponse est non.",
    },
    # ---------------------------------------------------------------------------- the turn
    "situation.after-no.q": {
        "en": "Who plays after a “no”?",
        "fr": "Qui joue après un « non » ?",
    },
    "situation.after-no.a": {
        "en": "The player who said no. The turn does not go to the asker’s left-hand neighbour: it goes to the "
        "player who was asked and did not have the card.",
        "fr": "Celui qui a dit non. Le tour ne passe pas au voisin de gauche du demandeur : il revient au joueur "
        "interrogé qui n'avait pas la carte.",
    },
    "situation.after-no.other": {
        "en": "Some published rules pass the turn clockwise after a no, to the asker’s left, whoever was asked.",
        "fr": "Certaines règles publiées font passer le tour à gauche du demandeur après un non, quel que soit le "
        "joueur interrogé.",
    },
    "situation.after-no.fig": {
        "en": "Cara has no B2 and says no, so Cara plays next, although Ben sits on Alice’s left.",
        "fr": "Cara n'a pas B2 et répond non : c'est à Cara de jouer, même si Ben est à gauche d'Alice.",
    },
    "situation.after-yes.q": {
        "en": "I got the card: do I have to stop?",
        "fr": "J'ai obtenu la carte : dois-je m'arrêter ?",
    },
    "situation.after-yes.a": {
        "en": "No, you ask again, as long as your requests succeed and you have cards. You may change player and "
        "family from one request to the next.",
        "fr": "Non, vous redemandez, tant que vos demandes réussissent et que vous avez des cartes. Vous pouvez "
        "changer de joueur et de famille d'une demande à l'autre.",
    },
    "situation.after-yes.fig": {
        "en": "Ben hands A3 to Alice, who lays family A down and asks again.",
        "fr": "Ben donne A3 à Alice, qui pose la famille A et redemande.",
    },
    "situation.same-player.q": {
        "en": "After a yes, may I ask the same player again?",
        "fr": "Après un oui, puis-je interroger le même joueur ?",
    },
    "situation.same-player.a": {
        "en": "Yes: after a success you ask again, the same player or another, for any card the rules allow.",
        "fr": "Oui : après une réussite, vous redemandez, au même joueur ou à un autre, toute carte que les règles "
        "permettent.",
    },
    "situation.who-starts.q": {
        "en": "Who starts?",
        "fr": "Qui commence ?",
    },
    "situation.who-starts.a": {
        "en": "The player on the dealer’s left.",
        "fr": "Le joueur à gauche du donneur.",
    },
    "situation.who-starts.other": {
        "en": "In one published version the dealer plays first.",
        "fr": "Dans une version publiée, le donneur joue en premier.",
    },
    "situation.first-empty.q": {
        "en": "The player on the dealer’s left has no cards after the deal",
        "fr": "Le voisin de gauche du donneur n'a plus de cartes après la donne",
    },
    "situation.first-empty.a": {
        "en": "It happens when every card dealt to them made complete families, laid down at once. The next "
        "player clockwise who still has cards begins.",
        "fr": "Cela arrive quand toutes ses cartes formaient des familles complètes, posées aussitôt. Le suivant "
        "dans le sens des aiguilles d'une montre qui a encore des cartes commence.",
    },
    # ---------------------------------------------------------------------------- the deal
    "situation.misdeal.q": {
        "en": "A misdeal: wrong hand sizes, a card face up, a card missing",
        "fr": "Une donne ratée : mauvais nombre de cartes, une carte retournée, une carte en moins",
    },
    "situation.misdeal.a": {
        "en": "Before the first request, gather the cards and the same dealer deals again. Once play has begun, "
        "play on if all 44 cards are in the hands; if a card is missing, a family can never be completed, so "
        "the deal is void: shuffle and deal again.",
        "fr": "Avant la première demande, on ramasse les cartes et le même donneur redistribue. Une fois le jeu "
        "commencé, on continue si les 44 cartes sont dans les mains ; s'il manque une carte, une famille ne "
        "pourra jamais être complète : la donne est nulle, on mélange et on redistribue.",
    },
    "situation.uneven-hands.q": {
        "en": "The hands are not all the same size",
        "fr": "Les mains n'ont pas toutes le même nombre de cartes",
    },
    "situation.uneven-hands.a": {
        "en": "That is normal when the cards do not divide evenly: they differ by one card at most (with three "
        "players, 15, 15 and 14). Dealing from the dealer’s left, the dealer gets the short hand.",
        "fr": "C'est normal quand les cartes ne se partagent pas également : les mains diffèrent d'une carte au "
        "plus (à trois, 15, 15 et 14). En distribuant à partir de la gauche du donneur, c'est le donneur qui a "
        "la main courte.",
    },
    "situation.uneven-hands.other": {
        "en": "A published text insists that the dealer takes the shorter hand: with our deal that happens by "
        "itself.",
        "fr": "Un texte publié précise que le donneur prend la main la plus courte : avec notre donne, cela se "
        "fait tout seul.",
    },
    "situation.draw-pile.q": {
        "en": "Is there a draw pile, or a card to draw after a “no”?",
        "fr": "Y a-t-il une pioche, une carte à piocher après un « non » ?",
    },
    "situation.draw-pile.a": {
        "en": "No. Every card is dealt at the start, so there is nothing left to draw, and a no costs only the "
        "turn.",
        "fr": "Non. Toutes les cartes sont distribuées au départ : il ne reste rien à piocher, et un non ne coûte "
        "que le tour.",
    },
    "situation.draw-pile.other": {
        "en": "In the Go Fish crossover, and in the French jeu des sept familles, hands are smaller and the asker "
        "draws from a stock after a no.",
        "fr": "Dans le croisement avec Go Fish, et dans le jeu des sept familles, les mains sont plus petites et le "
        "demandeur pioche après un non.",
    },
    "situation.complete-from-deal.q": {
        "en": "A family is complete in a hand straight from the deal",
        "fr": "Une famille est complète dans une main dès la donne",
    },
    "situation.complete-from-deal.a": {
        "en": "Its owner lays it face up at once, before play starts. It counts as one family, exactly like a "
        "family completed later.",
        "fr": "Son propriétaire la pose aussitôt face visible, avant le début du jeu. Elle compte pour une "
        "famille, exactement comme une famille réunie plus tard.",
    },
    "situation.two-players.q": {
        "en": "Can we play with only two players?",
        "fr": "Peut-on jouer à deux seulement ?",
    },
    "situation.two-players.a": {
        "en": "Yes: the game is for 2 to 6 players. With two, each gets 22 cards, every request goes to the other "
        "player, and after a no it is their turn.",
        "fr": "Oui : le jeu se joue de 2 à 6. À deux, chacun reçoit 22 cartes, toute demande s'adresse à l'autre, "
        "et après un non c'est son tour.",
    },
    "situation.ordinary-pack.q": {
        "en": "We only have an ordinary pack of playing cards",
        "fr": "Nous n'avons qu'un jeu de cartes ordinaire",
    },
    "situation.ordinary-pack.a": {
        "en": "You can adapt it: each rank makes a family and the four suits are its members, so 13 families of "
        "four. Explain the mapping before you deal; the rules stay the same.",
        "fr": "On peut l'adapter : chaque valeur forme une famille, les quatre couleurs en sont les membres, soit "
        "13 familles de quatre. Expliquez la correspondance avant de distribuer ; les règles ne changent pas.",
    },
    # ---------------------------------------------------------------------- families and the end
    "situation.forgot-lay-down.q": {
        "en": "Someone forgot to lay down a complete family",
        "fr": "Quelqu'un a oublié de poser une famille complète",
    },
    "situation.forgot-lay-down.a": {
        "en": "Lay it down as soon as it is noticed: it counts, without a penalty. Until then its cards were "
        "still in the hand, so one asked for in the meantime had to be handed over, and the family is then "
        "no longer complete.",
        "fr": "On la pose dès qu'on s'en aperçoit : elle compte, sans pénalité. Jusque-là, ses cartes étaient "
        "encore en main : une carte demandée entre-temps devait être donnée, et la famille n'est alors plus "
        "complète.",
    },
    "situation.family-value.q": {
        "en": "Is one family worth more than another?",
        "fr": "Une famille vaut-elle plus qu'une autre ?",
    },
    "situation.family-value.a": {
        "en": "No. Every complete family counts as one, whatever its trade, its letter or its characters. Labels "
        "such as A3 are names, not points.",
        "fr": "Non. Chaque famille complète compte pour une, quels que soient son métier, sa lettre ou ses "
        "personnages. Une étiquette comme A3 est un nom, pas des points.",
    },
    "situation.take-family.q": {
        "en": "Can someone take a family I have laid down?",
        "fr": "Quelqu'un peut-il prendre une famille que j'ai posée ?",
    },
    "situation.take-family.a": {
        "en": "No. A family laid down is out of play for good and stays yours. Some old rule books add a second "
        "part where whole families are asked for; that is a separate game, not part of these rules.",
        "fr": "Non. Une famille posée est définitivement hors du jeu et reste à vous. De vieux livres de règles "
        "ajoutent une seconde partie où l'on demande des familles entières ; c'est un autre jeu, hors de ces "
        "règles.",
    },
    "situation.empty-hand.q": {
        "en": "I have no cards left: am I out of the game?",
        "fr": "Je n'ai plus de cartes : suis-je éliminé ?",
    },
    "situation.empty-hand.a": {
        "en": "You stop asking and nobody asks you, and nobody deals you new cards, but you keep every family you "
        "have laid down and you can still win.",
        "fr": "Vous ne demandez plus et on ne vous demande plus rien, personne ne vous redonne de cartes, mais vous "
        "gardez toutes vos familles posées et vous pouvez encore gagner.",
    },
    "situation.empty-hand.other": {
        "en": "A published text says such a player is out of the deal; with a stock (a variant), an empty hand "
        "draws a card instead while the stock lasts.",
        "fr": "Un texte publié dit qu'un tel joueur est éliminé de la donne ; avec une pioche (une variante), une "
        "main vide pioche une carte tant qu'il en reste.",
    },
    "situation.empty-on-turn.q": {
        "en": "My last card went into a family during my turn: who plays?",
        "fr": "Ma dernière carte a complété une famille pendant mon tour : qui joue ?",
    },
    "situation.empty-on-turn.a": {
        "en": "Your hand is empty, so you cannot ask again: the turn passes clockwise to the next player who still "
        "has cards.",
        "fr": "Votre main est vide : vous ne pouvez plus demander, et le tour passe dans le sens des aiguilles "
        "d'une montre au prochain joueur qui a encore des cartes.",
    },
    "situation.empty-on-turn.fig": {
        "en": "Alice’s last cards make family A; her hand is empty, so the turn passes to Ben.",
        "fr": "Les dernières cartes d'Alice forment la famille A ; sa main est vide, le tour passe à Ben.",
    },
    "situation.end.q": {
        "en": "When does the game end?",
        "fr": "Quand la partie s'arrête-t-elle ?",
    },
    "situation.end.a": {
        "en": "When all 11 families are laid down. Whoever has laid down the most families wins.",
        "fr": "Quand les 11 familles sont posées. Qui a posé le plus de familles gagne.",
    },
    "situation.tie.q": {
        "en": "Two players have the same number of families at the end",
        "fr": "Deux joueurs ont autant de familles à la fin",
    },
    "situation.tie.a": {
        "en": "They share the victory: a tie is a shared win, with no tie-break.",
        "fr": "Ils se partagent la victoire : une égalité est une victoire partagée, sans départage.",
    },
    "situation.tie.other": {
        "en": "A published text also lets tied players play one more deal between themselves to break the tie.",
        "fr": "Un texte publié permet aussi aux joueurs à égalité de jouer entre eux une donne de plus pour se "
        "départager.",
    },
    "situation.series.q": {
        "en": "We want to play several games: who is the overall winner?",
        "fr": "Nous voulons jouer plusieurs parties : qui gagne au total ?",
    },
    "situation.series.a": {
        "en": "Add up each player’s families over the deals, and agree before the first deal how the series "
        "ends: a number of deals, or a total to reach.",
        "fr": "On additionne les familles de chacun d'une donne à l'autre, et l'on convient avant la première donne "
        "de la fin de la série : un nombre de donnes, ou un total à atteindre.",
    },
    "situation.series.other": {
        "en": "A published text plays to a total, usually 10 or 15 families: the first to reach it wins.",
        "fr": "Un texte publié joue jusqu'à un total, souvent 10 ou 15 familles : le premier qui l'atteint gagne.",
    },
    "situation.next-dealer.q": {
        "en": "Who deals the next game?",
        "fr": "Qui distribue la partie suivante ?",
    },
    "situation.next-dealer.a": {
        "en": "The deal passes to the left: the player who began the last deal deals the next one.",
        "fr": "La donne passe à gauche : le joueur qui a commencé la dernière donne distribue la suivante.",
    },
    "situation.next-dealer.other": {
        "en": "A published text lets the winner of the last deal deal next, or the deal go round clockwise.",
        "fr": "Un texte publié fait distribuer le gagnant de la dernière donne, ou fait tourner la donne dans le "
        "sens des aiguilles d'une montre.",
    },
}

KEYWORDS: Final[Mapping[str, Mapping[str, str]]] = {
    "own-card": {
        "en": "ask for my own card, request a card in my hand, holds it already, asked for a card he has",
        "fr": "demander sa propre carte, carte déjà en main, il l'a déjà, réclamer une carte qu'on possède",
    },
    "family-not-held": {
        "en": "ask a family I don’t have, no card of that family, none of it, asked for a card from a family he "
        "hasn’t got, bluff",
        "fr": "demander une famille qu'on n'a pas, aucune carte de cette famille, rien de la famille, bluff, "
        "bluffer",
    },
    "ask-empty": {
        "en": "ask a player with no cards, empty hand, nothing left, ran out of cards",
        "fr": "demander à un joueur sans cartes, main vide, plus rien, interroger quelqu'un qui n'a plus rien",
    },
    "out-of-turn": {
        "en": "not my turn, out of turn, interrupt, give a card, help a friend, offer a card, hand over without "
        "being asked, jump in",
        "fr": "pas mon tour, hors de son tour, donner une carte, aider un ami, offrir une carte, couper la parole, "
        "prêter une carte",
    },
    "whole-family": {
        "en": "any of family, any cards of a family, all the family, whole family, any bakers, ask by family name",
        "fr": "des cartes de la famille, toute la famille d'un coup, famille entière, tous les boulangers, demander "
        "une famille par son nom",
    },
    "only-named": {
        "en": "give both cards, hand over all, two cards of the same family, only one card, more than one",
        "fr": "donner les deux cartes, tout donner, deux cartes de la même famille, une seule carte, plusieurs "
        "cartes",
    },
    "known-lacking": {
        "en": "ask someone I know has not got it, already said no, pointless request, waste, ask again for a card "
        "they refused",
        "fr": "demander à quelqu'un qui ne l'a pas, il a déjà dit non, demande inutile, perdre son tour, "
        "redemander une carte refusée",
    },
    "counts-public": {
        "en": "how many cards, count cards, number of cards, hand size, show how many",
        "fr": "combien de cartes, compter les cartes, nombre de cartes, taille de la main",
    },
    "ask-back": {
        "en": "take back, ask back a card I gave, get it back, revenge, card I lost",
        "fr": "reprendre une carte, récupérer, redemander la carte que j'ai donnée, carte perdue, revanche",
    },
    "no-pass": {
        "en": "pass, skip my turn, don’t want to ask, no good request, can’t ask",
        "fr": "passer, sauter son tour, je ne veux pas demander, rien à demander, je passe",
    },
    "please": {
        "en": "please, polite, politeness, rude, manners, forgot to say please, thank you",
        "fr": "s'il te plaît, s'il vous plaît, politesse, poli, impoli, malpoli, merci, oublier la politesse",
    },
    "false-no": {
        "en": "said no but had it, lie, lied, lying, liar, cheat, cheating, fib, hid the card, pretended, "
        "refused to give",
        "fr": "dit non mais l'avait, mentir, menti, mensonge, menteur, tricher, triche, tricheur, cacher la carte, "
        "a fait semblant, refuse de donner",
    },
    "wrong-no-later": {
        "en": "found out later, discovered afterwards, mistake, made a mistake, by accident said no, realised, "
        "forgot he had it",
        "fr": "découvert plus tard, on s'en aperçoit après, erreur, s'est trompé, par erreur, oublié qu'il l'avait",
    },
    "shown-card": {
        "en": "showed a card, dropped a card, saw a card, card seen, peek, flashed, accident, fell face up",
        "fr": "montré une carte, carte tombée, vu une carte, carte vue, accident, renversé, face visible par "
        "erreur",
    },
    "look-at-cards": {
        "en": "look at cards, check a hand, peek, spy, search cards, see someone’s hand",
        "fr": "regarder les cartes, vérifier la main, espionner, fouiller, voir le jeu de quelqu'un",
    },
    "wrong-card": {
        "en": "wrong card, given the wrong card, handed the wrong one, a different card, not the one I asked for, "
        "mix up, got C3 instead",
        "fr": "mauvaise carte, donné la mauvaise carte, confusion, reçu une autre carte",
    },
    "after-no": {
        "en": "after no, turn after a no, who is next, whose turn, next player, miss, failed request, to the left, "
        "clockwise",
        "fr": "après un non, qui joue après un non, à qui le tour, qui est le suivant, joueur suivant, raté, demande "
        "ratée, échec, à gauche, sens des aiguilles d'une montre",
    },
    "after-yes": {
        "en": "got the card, yes, go again, keep playing, play again, ask again, success, another turn",
        "fr": "obtenu la carte, oui, encore, continuer après un oui, rejouer, redemander, réussite, réussi",
    },
    "same-player": {
        "en": "same player again, ask him again, same person twice, the same one",
        "fr": "même joueur, lui redemander, la même personne deux fois",
    },
    "who-starts": {
        "en": "who starts, who begins, start the game, first player, who goes first, dealer left",
        "fr": "qui commence, premier joueur, qui joue en premier, gauche du donneur",
    },
    "first-empty": {
        "en": "first player has no cards, no cards after the deal, nobody to begin, starts with nothing",
        "fr": "le premier joueur n'a pas de cartes, plus de cartes après la donne, commence sans rien",
    },
    "misdeal": {
        "en": "misdeal, wrong deal, deal again, redeal, card face up, card missing, lost card, too many cards, "
        "too few cards",
        "fr": "maldonne, mauvaise donne, redistribuer, refaire la donne, carte retournée, carte perdue, carte "
        "manquante, trop de cartes, pas assez de cartes",
    },
    "uneven-hands": {
        "en": "uneven hands, different number of cards, more cards than others, one card less, fewer cards, fair, "
        "unfair deal, 15 14, three players",
        "fr": "mains inégales, pas le même nombre de cartes, plus de cartes que les autres, une carte de plus, une "
        "carte de moins, juste, injuste, 15 14, trois joueurs",
    },
    "draw-pile": {
        "en": "draw pile, stock, pick up a card, go fish, draw a card, deck in the middle, pioche",
        "fr": "pioche, piocher, talon, prendre une carte, tirer une carte, tas au milieu, sept familles",
    },
    "complete-from-deal": {
        "en": "complete family at the start, whole family dealt, four of a family in my hand at the start, lucky "
        "deal",
        "fr": "famille complète au départ, famille entière distribuée, quatre cartes d'une famille dès le début, "
        "donne chanceuse",
    },
    "two-players": {
        "en": "two players, 2 players, just the two of us, play with two, how many players",
        "fr": "deux joueurs, à deux, jouer à 2, combien de joueurs",
    },
    "ordinary-pack": {
        "en": "ordinary pack, normal cards, playing cards, 52 cards, regular deck, no special pack",
        "fr": "jeu ordinaire, cartes normales, jeu de 52 cartes, jeu classique, pas de jeu spécial",
    },
    "forgot-lay-down": {
        "en": "forgot to lay down, forgot to put down, didn’t show the family, kept the family in hand, still "
        "holding four",
        "fr": "oublié de poser, pas posé la famille, garder la famille en main, encore les quatre en main",
    },
    "family-value": {
        "en": "worth more, points, value, score, which family is best, bakers worth",
        "fr": "vaut plus, points, valeur, score, quelle famille est la meilleure",
    },
    "take-family": {
        "en": "take a family, steal a family, laid down family taken, win back families, second phase",
        "fr": "prendre une famille, voler une famille, famille posée prise, reprendre des familles, seconde phase",
    },
    "empty-hand": {
        "en": "no cards left, out of cards, ran out, am I out, eliminated, empty hand, lost all my cards, what "
        "happens with no cards",
        "fr": "plus de cartes, main vide, éliminé, je suis dehors, perdu toutes mes cartes, quand on n'a plus rien",
    },
    "empty-on-turn": {
        "en": "last card, empty hand during my turn, completed family with my last card, who plays when I have "
        "nothing",
        "fr": "dernière carte, main vide pendant mon tour, famille complétée avec ma dernière carte, qui joue "
        "quand je n'ai plus rien",
    },
    "end": {
        "en": "end, finish, game over, when does it stop, how long, who wins, winner",
        "fr": "fin, finir, terminer, partie finie, quand s'arrête, combien de temps, qui gagne, comment gagner, "
        "gagnant",
    },
    "tie": {
        "en": "tie, a draw, same score, equal, level, tied, both win, tiebreak",
        "fr": "égalité, ex aequo, même score, autant, à égalité, tous les deux gagnent, départager",
    },
    "series": {
        "en": "several games, series, match, many rounds, overall winner, total, keep score, play to ten",
        "fr": "plusieurs parties, série, match, manches, gagnant au total, total, compter les points, jouer en dix",
    },
    "next-dealer": {
        "en": "who deals next, next dealer, deal the next game, whose deal, rotate the deal",
        "fr": "qui distribue ensuite, prochain donneur, qui donne, à qui de distribuer, tourner la donne",
    },
}
