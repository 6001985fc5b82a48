"""The words of hf_core's exceptions (hf_core.errors, the class-code decoder) and of the set-up problems they
name. Keys: ``error.<kind>.<code>``, the kind being the exception's ``words`` prefix; ``problem.*`` are the
reasons given inside ``error.setup.*`` messages.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # ------------------------------------------------------------------------------- InvalidCard
    "error.card.syntax": {
        "en": "{text} is not a card label: write a family and a member, such as A3.",
        "fr": "{text} n'est pas une carte : écrivez une famille et un membre, par exemple A3.",
    },
    "error.card.type": {
        "en": "{text} is not a card label: write a family and a member, such as A3.",
        "fr": "{text} n'est pas une carte : écrivez une famille et un membre, par exemple A3.",
    },
    "error.card.family": {
        "en": "{text} is not a family label (one letter or digit).",
        "fr": "{text} n'est pas une famille (une lettre ou un chiffre).",
    },
    "error.card.member": {
        "en": "{text} is not a member number (1 to 9).",
        "fr": "{text} n'est pas un numéro de membre (de 1 à 9).",
    },
    "error.card.not-in-pack": {
        "en": "{text} is not in this pack ({pack}).",
        "fr": "{text} ne fait pas partie de ce jeu ({pack}).",
    },
    # ----------------------------------------------------------------------------- UnknownPlayer
    "error.player.unknown": {
        "en": "\"{name}\" is not at this table (players: {players}).",
        "fr": "« {name} » ne joue pas à cette table (joueurs : {players}).",
    },
    # ------------------------------------------------------------------------------ InvalidSetup
    "error.setup.player-count": {
        "en": "Happy Families is played by {low} to {high} players, not {count}.",
        "fr": "Happy Families se joue de {low} à {high} joueurs, pas à {count}.",
    },
    "error.setup.player-names": {
        "en": "Each player needs a distinct, non-empty name (got {names}).",
        "fr": "Chaque joueur doit avoir un nom distinct et non vide (reçu : {names}).",
    },
    "error.setup.dealer": {
        "en": "The dealer must be a seat index from 0 to {high}, 0 being the first player (got \"{dealer}\").",
        "fr": "Le donneur doit être un indice de place de 0 à {high}, 0 étant le premier joueur (reçu : « {dealer} »).",
    },
    "error.setup.seed": {
        "en": "A seed is a whole number from 0 to 2**64 - 1 (got \"{seed}\").",
        "fr": "Une graine est un entier de 0 à 2**64 - 1 (reçu : « {seed} »).",
    },
    "error.setup.hands": {
        "en": "The hands must hold the whole pack, each card once: {problem}.",
        "fr": "Les mains doivent contenir tout le jeu, chaque carte une fois : {problem}.",
    },
    "error.setup.profile": {
        "en": "This rule profile cannot be used: {problem}.",
        "fr": "Ce profil de règles est inutilisable : {problem}.",
    },
    # -------------------------------------------------------------------------------- InvalidLog
    "error.log.shape": {
        "en": "Invalid log at {where}: {problem}.",
        "fr": "Journal invalide à {where} : {problem}.",
    },
    "error.log.request": {
        "en": "Invalid log at {where}: this request cannot be replayed. {reason}.",
        "fr": "Journal invalide à {where} : cette demande ne peut pas être rejouée. {reason}.",
    },
    "error.log.mismatch": {
        "en": "Invalid log at {where}: the log says {found} but replaying gives {expected}.",
        "fr": "Journal invalide à {where} : le journal indique {found} mais la partie rejouée donne {expected}.",
    },
    "error.log.extra": {
        "en": "Invalid log at {where}: the log says {found} but replaying gives nothing more.",
        "fr": "Journal invalide à {where} : le journal indique {found}, mais la partie rejouée s'arrête là.",
    },
    "error.log.ended": {
        "en": "Invalid log at {where}: the log stops here but replaying gives {expected}.",
        "fr": "Journal invalide à {where} : le journal s'arrête là, mais la partie rejouée donne {expected}.",
    },
    # ---------------------------------------------------------------- ClassCodeError (teaching)
    "error.classcode.empty": {
        "en": "Type a class deal code: 7 letters and digits, such as JQ6R-A0B.",
        "fr": "Saisissez un code de donne : 7 lettres et chiffres, par exemple JQ6R-A0B.",
    },
    "error.classcode.length": {
        "en": "{text} is not a class deal code: a code has 7 letters and digits, not {count}.",
        "fr": "{text} n'est pas un code de donne : un code compte 7 lettres et chiffres, pas {count}.",
    },
    "error.classcode.char": {
        "en": "{text} is not a class deal code: {char} is never used in a code (digits and letters except I, L, O, U).",
        "fr": "{text} n'est pas un code de donne : {char} n'apparaît jamais dans un code (chiffres et "
        "lettres sauf I, L, O, U).",
    },
    "error.classcode.check": {
        "en": "{text} is not a class deal code: a character is mistyped (the check character does not match).",
        "fr": "{text} n'est pas un code de donne : un caractère est mal recopié (le caractère de contrôle "
        "ne correspond pas).",
    },
    "error.classcode.options": {
        "en": "A class deal code already fixes the seed, the dealer and the pack: leave out --seed, --dealer "
        "and --pack.",
        "fr": "Un code de donne fixe déjà la graine, le donneur et le jeu : retirez --seed, --dealer et --pack.",
    },
    "error.classcode.names": {
        "en": "This class deal code is for {count} players, but {given} names were given.",
        "fr": "Ce code de donne est prévu pour {count} joueurs, mais {given} noms ont été donnés.",
    },
    "error.classcode.range": {
        "en": "No class deal code has {players} players, dealer seat index {dealer} (0 being the first player) and "
        "seed {seed} (2 to 6 players, seed 0 to {high}).",
        "fr": "Aucun code de donne ne correspond à {players} joueurs, donneur à l'indice de place {dealer} (0 étant "
        "le premier joueur) et graine {seed} (de 2 à 6 joueurs, graine de 0 à {high}).",
    },
    # ------------------------------------------------------- problems named by error.setup.*
    "problem.choice": {
        "en": "{key} must be one of {choices}",
        "fr": "{key} n'accepte que ces valeurs ({choices})",
    },
    "problem.player-range": {
        "en": "player counts must satisfy 2 <= min <= max",
        "fr": "les nombres de joueurs doivent vérifier 2 <= min <= max",
    },
    "problem.more-players-than-cards": {"en": "more players than cards", "fr": "plus de joueurs que de cartes"},
    "problem.hand-size": {
        "en": "hand_size must be a positive whole number, small enough to deal to every player",
        "fr": "hand_size doit être un entier positif, assez petit pour servir chaque joueur",
    },
    "problem.match-total": {
        "en": "a series total is a positive number of families",
        "fr": "un total de série est un nombre positif de familles",
    },
    "problem.rules-object": {"en": "rules must be an object", "fr": "les règles doivent être un objet"},
    "problem.unknown-keys": {"en": "unknown keys {keys}", "fr": "clés inconnues ({keys})"},
    "problem.unknown-pack": {"en": "unknown pack \"{pack}\"", "fr": "jeu « {pack} » inconnu"},
    "problem.whole-number": {"en": "{key} must be a whole number", "fr": "{key} doit être un entier"},
    "problem.whole-number-or-null": {
        "en": "{key} must be a whole number or null",
        "fr": "{key} doit être un entier ou null",
    },
    "problem.text": {"en": "{key} must be text", "fr": "{key} doit être un texte"},
    "problem.no-stock": {"en": "this profile has no stock", "fr": "ce profil n'a pas de pioche"},
    "problem.card-twice": {"en": "{card} appears twice", "fr": "{card} apparaît deux fois"},
    "problem.cards-missing": {"en": "missing {cards}", "fr": "il manque {cards}"},
    "problem.match-agreement": {
        "en": "agree before the first deal on either a family total or a number of deals",
        "fr": "convenez avant la première donne soit d'un total de familles, soit d'un nombre de donnes",
    },
    "problem.match-count": {
        "en": "a series total or a number of deals is a positive whole number",
        "fr": "un total ou un nombre de donnes est un entier positif",
    },
    "problem.seed": {"en": "the seed is a whole number >= 0", "fr": "la graine est un entier >= 0"},
    # ------------------------------------------------------- problems named by error.log.shape
    "problem.log.object": {"en": "a log is a JSON object", "fr": "un journal est un objet JSON"},
    "problem.log.expected": {"en": "expected {value}", "fr": "{value} attendu"},
    "problem.log.redacted": {
        "en": "a redacted log cannot be replayed",
        "fr": "un journal masqué ne peut pas être rejoué",
    },
    "problem.log.names": {"en": "a list of names", "fr": "une liste de noms"},
    "problem.log.name-or-null": {"en": "a player's name or null", "fr": "le nom d'un joueur ou null"},
    "problem.log.dealer": {"en": "a dealt game names its dealer", "fr": "une partie distribuée nomme son donneur"},
    "problem.log.hands": {"en": "an object of hands, or a seed", "fr": "un objet de mains, ou une graine"},
    "problem.log.hand-per-player": {
        "en": "one hand per player, in seat order",
        "fr": "une main par joueur, dans l'ordre des places",
    },
    "problem.log.cards": {"en": "a list of card labels", "fr": "une liste de cartes"},
    "problem.log.not-the-deal": {"en": "does not match the deal", "fr": "ne correspond pas à la donne"},
    "problem.log.list": {"en": "a list", "fr": "une liste"},
    "problem.log.request": {
        "en": "an object with asker, target and card",
        "fr": "un objet avec asker, target et card",
    },
    "problem.log.family-request": {
        "en": "an object with asker, target and family",
        "fr": "un objet avec asker, target et family",
    },
}
