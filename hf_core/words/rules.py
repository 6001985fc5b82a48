"""The words of each rule (hf_core.rules.RULES): its title (the heading of its section on the site), a
one-line explanation, and the refusal of a request that breaks it; and the titles of the rule profiles.

Keys: ``rule.<id>.title``, ``rule.<id>.explain``, ``refusal.<id>`` (``refusal.<id>/<case>`` where a rule
is broken in more than one way), ``profile.<name>``. A title is the heading of the rule's section, word
for word, in each language (the site tests compare them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # ------------------------------------------------------------------ our rules (the guide's)
    "rule.deal.all-cards.title": {"en": "Deal every card, no stock", "fr": "Tout distribuer, sans pioche"},
    "rule.deal.all-cards.explain": {
        "en": "All the cards are dealt one at a time, clockwise; nothing is left over to draw from.",
        "fr": "Toutes les cartes sont distribuées une à une, dans le sens des aiguilles d'une montre ; il ne reste "
        "rien à piocher.",
    },
    "rule.deal.complete-families.title": {
        "en": "Families complete from the deal",
        "fr": "Familles complètes dès la donne",
    },
    "rule.deal.complete-families.explain": {
        "en": "A family dealt complete to one player is laid face up at once and counts for that player.",
        "fr": "Une famille reçue complète à la donne est posée aussitôt face visible et compte pour ce joueur.",
    },
    "rule.turn.first.title": {"en": "Who begins", "fr": "Qui commence"},
    "rule.turn.first.explain": {
        "en": "The player to the dealer's left begins or, if that player has no cards, the next player clockwise "
        "who has some.",
        "fr": "Le voisin de gauche du donneur commence ou, s'il n'a pas de cartes, le suivant dans le sens des "
        "aiguilles d'une montre qui en a.",
    },
    "rule.turn.only-current.title": {
        "en": "Only the player whose turn it is asks",
        "fr": "Seul le joueur dont c'est le tour demande",
    },
    "rule.turn.only-current.explain": {
        "en": "Nobody may ask when it is not their turn.",
        "fr": "Personne ne demande quand ce n'est pas son tour.",
    },
    "rule.ask.opponent-with-cards.title": {
        "en": "Ask another player who still has cards",
        "fr": "Demander à un autre joueur qui a encore des cartes",
    },
    "rule.ask.opponent-with-cards.explain": {
        "en": "You ask someone else, never yourself, and never a player whose hand is empty.",
        "fr": "On demande à quelqu'un d'autre, jamais à soi-même ni à un joueur dont la main est vide.",
    },
    "rule.ask.family-in-hand.title": {
        "en": "Ask only within a family you hold",
        "fr": "Demander seulement dans une famille qu'on a en main",
    },
    "rule.ask.family-in-hand.explain": {
        "en": "You may ask only for a member of a family of which you hold at least one card.",
        "fr": "On ne demande qu'un membre d'une famille dont on a au moins une carte en main.",
    },
    "rule.ask.not-own-card.title": {
        "en": "Never ask for a card you hold",
        "fr": "Ne jamais demander une carte qu'on a",
    },
    "rule.ask.not-own-card.explain": {
        "en": "A card already in your hand cannot be asked for.",
        "fr": "Une carte qu'on a déjà en main ne se demande pas.",
    },
    "rule.ask.exact-member.title": {"en": "Ask for one exact member", "fr": "Demander un membre précis"},
    "rule.ask.exact-member.explain": {
        "en": "A request names one card, such as A3, not a whole family; only that card changes hands.",
        "fr": "Une demande nomme une seule carte, par exemple A3, pas une famille entière ; seule cette carte "
        "change de main.",
    },
    "rule.ask.success-continues.title": {
        "en": "A success keeps your turn",
        "fr": "Une demande réussie prolonge le tour",
    },
    "rule.ask.success-continues.explain": {
        "en": "When the player asked hands the card over, you ask again, the same player or another, as long as you "
        "still have cards.",
        "fr": "Quand le joueur interrogé donne la carte, on demande encore, au même joueur ou à un autre, tant qu'on a "
        "encore des cartes en main.",
    },
    "rule.ask.failure-passes-to-asked.title": {
        "en": "After a no, the player asked plays",
        "fr": "Après un non, le joueur interrogé joue",
    },
    "rule.ask.failure-passes-to-asked.explain": {
        "en": "The player who said no takes the next turn, not the asker's left-hand neighbour.",
        "fr": "Le joueur qui a répondu non prend le tour suivant, pas le voisin de gauche du demandeur.",
    },
    "rule.family.expose.title": {
        "en": "Expose a complete family at once",
        "fr": "Exposer aussitôt une famille complète",
    },
    "rule.family.expose.explain": {
        "en": "As soon as a player holds all the members of a family, it is laid face up in front of them and "
        "scores 1 family.",
        "fr": "Dès qu'un joueur a tous les membres d'une famille, elle est posée aussitôt face visible devant lui et "
        "vaut 1 famille.",
    },
    "rule.hand.empty.title": {
        "en": "An empty hand stops asking, keeps its families",
        "fr": "Une main vide ne demande plus mais garde ses familles",
    },
    "rule.hand.empty.explain": {
        "en": "A player with no cards left asks no more and is not asked; nobody refills the hand. The families "
        "laid down still count, and the player can still win.",
        "fr": "Un joueur sans cartes ne demande plus et on ne lui demande plus rien ; sa main n'est pas "
        "reconstituée. Ses familles posées comptent toujours, et il peut encore gagner.",
    },
    "rule.end.all-families.title": {
        "en": "The end: every family complete",
        "fr": "La fin : toutes les familles complètes",
    },
    "rule.end.all-families.explain": {
        "en": "The game ends when every family is laid down; whoever has the most families wins, and players tied "
        "for the most share the victory.",
        "fr": "La partie s'arrête quand toutes les familles sont posées ; qui en a le plus gagne, et les ex æquo en "
        "tête se partagent la victoire.",
    },
    "rule.match.total.title": {"en": "A series of deals", "fr": "Une série de donnes"},
    "rule.match.total.explain": {
        "en": "For several deals, agree before the first one on the family total or the number of deals.",
        "fr": "Pour plusieurs donnes, on convient avant la première du total de familles ou du nombre de donnes.",
    },
    # ------------------------------------------------------------ the other profiles' rules
    "rule.variant.miss-clockwise.title": {
        "en": "After a no, play passes clockwise from the asker",
        "fr": "Après un non, le tour passe au voisin de gauche du demandeur",
    },
    "rule.variant.miss-clockwise.explain": {
        "en": "In this variant, after a no the turn goes to the asker's left, not to the player asked.",
        "fr": "Dans cette variante, après un non, le tour passe à gauche du demandeur, pas au joueur interrogé.",
    },
    "rule.variant.dealer-first.title": {"en": "The dealer plays first", "fr": "Le donneur joue en premier"},
    "rule.variant.dealer-first.explain": {
        "en": "In this variant the dealer asks first, instead of the player to the dealer's left.",
        "fr": "Dans cette variante, le donneur demande le premier, au lieu de son voisin de gauche.",
    },
    "rule.variant.family-request.title": {
        "en": "Ask for a whole family by its name",
        "fr": "Demander toute une famille par son nom",
    },
    "rule.variant.family-request.explain": {
        "en": "In this variant a request names a family, and every card of it the player asked holds is handed over.",
        "fr": "Dans cette variante, on nomme une famille, et le joueur interrogé donne toutes ses cartes de cette "
        "famille.",
    },
    "rule.variant.stock-draw.title": {"en": "After a no, draw from the stock", "fr": "Après un non, piocher"},
    "rule.variant.stock-draw.explain": {
        "en": "In this variant the asker draws a card from the stock after a no (the published variant says no "
        "more; our engine also lets an asker who draws the card asked for ask again).",
        "fr": "Dans cette variante, après un non, le demandeur pioche (la variante publiée n'en dit pas plus ; "
        "notre moteur permet aussi au demandeur qui tire la carte demandée de demander encore).",
    },
    "rule.variant.stock-refill.title": {"en": "An empty hand draws from the stock", "fr": "Une main vide pioche"},
    "rule.variant.stock-refill.explain": {
        "en": "In this variant (our engine's choice: the published variant does not say), a player whose hand "
        "becomes empty draws one card from the stock, if any is left, and stays in play.",
        "fr": "Dans cette variante (un choix de notre moteur : la variante publiée n'en dit rien), un joueur dont "
        "la main se vide pioche une carte, s'il en reste, et reste en jeu.",
    },
    "rule.variant.tie-break.title": {
        "en": "A tie is broken by an extra deal",
        "fr": "Une égalité se départage par une donne de plus",
    },
    "rule.variant.tie-break.explain": {
        "en": "In this variant tied players play one more round between themselves only, as a published text "
        "says; our engine plays it, in a series of deals only, as a whole deal among them, and another if they "
        "are level again.",
        "fr": "Dans cette variante, les joueurs à égalité jouent une manche de plus entre eux seuls, comme le dit "
        "un texte publié ; notre moteur la joue, seulement dans une série de donnes, comme une donne complète "
        "entre eux, et une autre s'ils sont encore à égalité.",
    },
    # --------------------------------------------------------- refusals (IllegalAsk messages)
    "refusal.end.all-families": {
        "en": "The game is over: every family is complete, so nobody asks any more.",
        "fr": "La partie est finie : toutes les familles sont complètes, on ne demande plus rien.",
    },
    "refusal.turn.only-current": {
        "en": "It is {current}'s turn, not {asker}'s: only the player whose turn it is may ask.",
        "fr": "C'est au tour de {current}, pas de {asker} : seul le joueur dont c'est le tour peut demander.",
    },
    "refusal.ask.opponent-with-cards/self": {
        "en": "{asker} cannot ask themselves: choose another player who still has cards.",
        "fr": "{asker} ne peut pas se demander une carte à soi-même : choisissez un autre joueur qui a encore "
        "des cartes.",
    },
    "refusal.ask.opponent-with-cards/empty": {
        "en": "{target} has no cards left, so nobody may ask them: choose a player who still has cards.",
        "fr": "{target} n'a plus de cartes, on ne peut donc plus lui demander : choisissez un joueur qui en a encore.",
    },
    "refusal.ask.not-own-card": {
        "en": "{asker} already holds {card}: you may not ask for a card you hold.",
        "fr": "{asker} a déjà {card} : on ne demande pas une carte qu'on a en main.",
    },
    "refusal.ask.family-in-hand": {
        "en": "{asker} holds no card of family {family}: ask only for members of a family in your hand.",
        "fr": "{asker} n'a aucune carte de la famille {family} : on ne demande que des membres d'une famille "
        "qu'on a en main.",
    },
    "refusal.ask.exact-member": {
        "en": "\"{text}\" names a family, not a card: ask for one exact member, such as {example}.",
        "fr": "« {text} » désigne une famille, pas une carte : demandez un membre précis, par exemple {example}.",
    },
    "refusal.variant.family-request": {
        "en": "\"{text}\" names a card: with family requests (not our default rules), name a whole family, such "
        "as {example}.",
        "fr": "« {text} » désigne une carte : avec les demandes par famille (qui ne sont pas nos règles), on nomme "
        "une famille entière, par exemple {example}.",
    },
    # ------------------------------------------------------------------------ rule profiles
    "profile.default": {"en": "Our rules (the default)", "fr": "Nos règles (par défaut)"},
    "profile.clockwise-miss": {
        "en": "After a no, play passes clockwise",
        "fr": "Après un non, le tour passe au voisin de gauche",
    },
    "profile.dealer-first": {"en": "The dealer plays first", "fr": "Le donneur commence"},
    "profile.family-requests": {"en": "Ask for whole families by name", "fr": "Demander des familles entières"},
    "profile.go-fish-stock": {
        "en": "The Go Fish variant: a stock (5 cards each, our choice)",
        "fr": "La variante Go Fish : une pioche (5 cartes chacun, notre choix)",
    },
    "profile.ordinary-52": {"en": "An ordinary 52-card pack", "fr": "Un jeu ordinaire de 52 cartes"},
    "profile.six-members": {"en": "Families of six", "fr": "Familles de six"},
    "profile.sept-familles": {"en": "The French jeu des sept familles", "fr": "Le jeu des sept familles"},
}
