"""The words of the command line (hf_core.__main__): what it prints, its --help, and argparse's own words.

Keys: ``cli.*`` lines it prints, ``cli.help.*`` its option help, ``cli.argparse.*`` argparse's own messages
(the English text is argparse's template, word for word: the CLI looks the French up by it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    "cli.deal.title": {
        "en": "Deal number {seed}: {count} players, {dealer} deals.",
        "fr": "Donne n° {seed} : {count} joueurs, {dealer} distribue.",
    },
    "cli.deal.how": {
        "en": "Deal every card face down, one at a time, clockwise, starting with {left}, on {dealer}'s left.",
        "fr": "Distribuez toutes les cartes face cachée, une à une, dans le sens des aiguilles d'une montre, en "
        "commençant par {left}, à la gauche de {dealer}.",
    },
    "cli.deal.hand": {"en": "{player}, {count} cards: {cards}", "fr": "{player}, {count} cartes : {cards}"},
    "cli.deal.hand.dealer": {
        "en": "{player} (dealer), {count} cards: {cards}",
        "fr": "{player}, qui distribue, {count} cartes : {cards}",
    },
    "cli.deal.code": {
        "en": "Class deal code {code}: {count} players, {dealer} deals.",
        "fr": "Code de donne {code} : {count} joueurs, {dealer} distribue.",
    },
    "cli.deal.need-players": {
        "en": "Error: give --players (names, clockwise) or --code (a class deal code).",
        "fr": "Erreur : indiquez --players (les noms, dans le sens des aiguilles d'une montre) ou --code (un code "
        "de donne).",
    },
    "cli.deal.complete": {
        "en": "Complete from the deal, laid face up at once: {families}.",
        "fr": "Familles complètes dès la donne, posées aussitôt face visible : {families}.",
    },
    "cli.deal.complete.none": {
        "en": "No family is complete in the deal.",
        "fr": "Aucune famille n'est complète à la donne.",
    },
    "cli.deal.again": {
        "en": "Same deal again: python -m hf_core deal {args}",
        "fr": "Pour retrouver cette donne : python -m hf_core deal {args}",
    },
    "cli.play.title": {
        "en": "Happy Families: {players}. Deal number {seed}, {dealer} deals.",
        "fr": "Happy Families : {players}. Donne n° {seed}, {dealer} distribue.",
    },
    "cli.play.you.smart": {
        "en": "You play as {you}; the others are computer players who play carefully: they remember what was said.",
        "fr": "Vous jouez sous le nom de {you} ; les autres sont des joueurs automatiques attentifs : ils retiennent "
        "ce qui a été dit.",
    },
    "cli.play.you.random": {
        "en": "You play as {you}; the others are computer players who ask at random, any request the rules allow.",
        "fr": "Vous jouez sous le nom de {you} ; les autres sont des joueurs automatiques qui demandent au hasard, "
        "n'importe quelle demande permise.",
    },
    "cli.play.hand": {"en": "Your hand ({count}): {cards}", "fr": "Votre main ({count}) : {cards}"},
    "cli.play.hand.empty": {
        "en": "Your hand is empty: the others play on.",
        "fr": "Votre main est vide : les autres continuent.",
    },
    "cli.play.table": {
        "en": "Cards in hand: {counts}. Families: {families}.",
        "fr": "Cartes en main : {counts}. Familles : {families}.",
    },
    "cli.play.prompt": {
        "en": "Your turn. Ask a player for a card (e.g. {example}), or help / quit: ",
        "fr": "À vous. Demandez une carte à un joueur (par ex. {example}), ou aide / quitter : ",
    },
    "cli.play.help": {
        "en": "Type a player and a card, such as {example}: you may ask another player who still has cards for an "
        "exact member of a family you hold, but not a card you hold. 'hand' shows your hand, 'quit' stops.",
        "fr": "Tapez un joueur et une carte, par exemple {example} : on demande à un autre joueur qui a encore des "
        "cartes un membre précis d'une famille qu'on a en main, jamais une carte qu'on a. « main » affiche votre "
        "main, « quitter » arrête.",
    },
    "cli.play.unclear": {
        "en": "Name a player and a card, such as {example}.",
        "fr": "Indiquez un joueur et une carte, par exemple {example}.",
    },
    "cli.play.quit": {"en": "Game stopped; nothing more is asked.", "fr": "Partie arrêtée ; plus aucune demande."},
    "cli.play.log": {"en": "Log written to {path}.", "fr": "Journal enregistré dans {path}."},
    "cli.scores": {"en": "Families: {scores}.", "fr": "Familles : {scores}."},
    "cli.winners": {"en": "Winners: {names}.", "fr": "Gagnants : {names}."},
    "cli.winner": {"en": "Winner: {names}.", "fr": "Victoire : {names}."},
    "cli.leaders": {"en": "Leading so far: {names}.", "fr": "En tête pour l'instant : {names}."},
    "cli.no-leader": {"en": "Nobody has laid a family down yet.", "fr": "Personne n'a encore posé de famille."},
    "cli.replay.title.seed": {
        "en": "Replay: {players}; deal number {seed}, {dealer} deals. {count} requests.",
        "fr": "Relecture : {players} ; donne n° {seed}, {dealer} distribue. {count} demandes.",
    },
    "cli.replay.title.hands": {
        "en": "Replay: {players}; hands given in the log. {count} requests.",
        "fr": "Relecture : {players} ; mains fournies par le journal. {count} demandes.",
    },
    "cli.replay.unfinished": {
        "en": "The log stops here: the game is not over, {player} was to ask.",
        "fr": "Le journal s'arrête ici : la partie n'est pas finie, c'était à {player} de demander.",
    },
    "cli.error.read": {"en": "Cannot read {path}: {problem}.", "fr": "Impossible de lire {path} : {problem}."},
    "cli.error.write": {"en": "Cannot write {path}: {problem}.", "fr": "Impossible d'écrire {path} : {problem}."},
    "cli.error.too-big": {
        "en": "{path} is not replayed: it is larger than {most} MB, and a whole game's log is far smaller.",
        "fr": "{path} n'est pas rejoué : il dépasse {most} Mo, alors que le journal d'une partie entière est bien "
        "plus petit.",
    },
    "cli.error.not-json": {
        "en": "{path} is not a JSON log: {problem}.",
        "fr": "{path} n'est pas un journal JSON : {problem}.",
    },
    "cli.error.prefix": {"en": "Error: {message}", "fr": "Erreur : {message}"},
    "cli.error.no-bots": {
        "en": "Computer players are not available in this installation (hf_core.bots is missing).",
        "fr": "Les joueurs automatiques ne sont pas disponibles dans cette installation (hf_core.bots manque).",
    },
    "cli.help.description": {
        "en": "Happy Families in the terminal: print a deal, play against the computer, replay a log.",
        "fr": "Happy Families dans le terminal : afficher une donne, jouer contre l'ordinateur, relire un journal.",
    },
    "cli.help.lang": {"en": "language of all output (en, fr)", "fr": "langue de tous les affichages (en, fr)"},
    "cli.help.seed": {
        "en": "deal number (a whole number); random if left out",
        "fr": "numéro de donne (un entier) ; tiré au hasard s'il manque",
    },
    "cli.help.dealer": {"en": "who deals (a player's name)", "fr": "qui distribue (le nom d'un joueur)"},
    "cli.help.pack": {"en": "the pack", "fr": "le jeu de cartes"},
    "cli.help.deal": {
        "en": "print each player's hand for a deal number or a class deal code",
        "fr": "afficher la main de chaque joueur pour un numéro de donne ou un code de donne",
    },
    "cli.help.deal.players": {
        "en": "names, clockwise, separated by commas: Ann,Ben,Cara",
        "fr": "noms dans le sens des aiguilles d'une montre, séparés par des virgules : Ann,Ben,Cara",
    },
    "cli.help.play": {"en": "play against computer players", "fr": "jouer contre des joueurs automatiques"},
    "cli.help.play.players": {
        "en": "names, clockwise, yours first (default: {default})",
        "fr": "noms dans le sens des aiguilles d'une montre, le vôtre en premier (par défaut : {default})",
    },
    "cli.help.code": {
        "en": "a class deal code such as JQ6R-A0B: it fixes the number of players, the dealer and the deal",
        "fr": "un code de donne comme JQ6R-A0B : il fixe le nombre de joueurs, le donneur et la donne",
    },
    "cli.help.bot": {
        "en": "the computer players' playing style: smart (careful) or random",
        "fr": "façon de jouer des joueurs automatiques : smart (attentifs) ou random (au hasard)",
    },
    "cli.help.log": {
        "en": "write the game's JSON log to this file at the end",
        "fr": "enregistrer le journal JSON de la partie dans ce fichier à la fin",
    },
    "cli.help.replay": {
        "en": "narrate a game from its JSON log",
        "fr": "raconter une partie à partir de son journal JSON",
    },
    "cli.argparse.00": {"en": "usage: ", "fr": "utilisation : "},
    # Section headings end with the non-breaking space that goes before their colon: Python 3.11 and 3.12 write
    # the colon themselves ("%s:"), 3.13 and later through "%(heading)s:", kept as it is in French.
    "cli.argparse.01": {"en": "options", "fr": "options\u00a0"},
    "cli.argparse.02": {"en": "positional arguments", "fr": "arguments positionnels\u00a0"},
    "cli.argparse.03": {"en": "subcommands", "fr": "sous-commandes\u00a0"},
    "cli.argparse.04": {"en": "%(heading)s:", "fr": "%(heading)s:"},
    "cli.argparse.05": {"en": "show this help message and exit", "fr": "afficher cette aide et quitter"},
    "cli.argparse.06": {"en": " (default: %(default)s)", "fr": " (par défaut : %(default)s)"},
    "cli.argparse.07": {"en": "%(prog)s: error: %(message)s\n", "fr": "%(prog)s : erreur : %(message)s\n"},
    "cli.argparse.08": {"en": "%(prog)s: warning: %(message)s\n", "fr": "%(prog)s : attention : %(message)s\n"},
    "cli.argparse.09": {
        "en": "argument %(argument_name)s: %(message)s",
        "fr": "argument %(argument_name)s : %(message)s",
    },
    "cli.argparse.10": {"en": "the following arguments are required: %s", "fr": "il manque ces arguments : %s"},
    "cli.argparse.11": {"en": "one of the arguments %s is required", "fr": "il faut l'un de ces arguments : %s"},
    "cli.argparse.12": {"en": "unrecognized arguments: %s", "fr": "arguments inconnus : %s"},
    "cli.argparse.13": {
        "en": "invalid choice: %(value)r (choose from %(choices)s)",
        "fr": "choix impossible : « %(value)s » (au choix : %(choices)s)",
    },
    "cli.argparse.14": {
        "en": "invalid choice: %(value)r, maybe you meant %(closest)r? (choose from %(choices)s)",
        "fr": "choix impossible : « %(value)s », vouliez-vous dire « %(closest)s » ? (au choix : %(choices)s)",
    },
    "cli.argparse.15": {
        "en": "invalid %(type)s value: %(value)r",
        "fr": "valeur impossible pour %(type)s : « %(value)s »",
    },
    "cli.argparse.16": {"en": "expected one argument", "fr": "une valeur est attendue"},
    "cli.argparse.17": {"en": "expected at most one argument", "fr": "une valeur au plus est attendue"},
    "cli.argparse.18": {"en": "expected at least one argument", "fr": "une valeur au moins est attendue"},
    "cli.argparse.19": {"en": "expected %s argument", "fr": "%s valeur attendue"},
    "cli.argparse.20": {"en": "expected %s arguments", "fr": "%s valeurs attendues"},
    "cli.argparse.21": {
        "en": "ambiguous option: %(option)s could match %(matches)s",
        "fr": "option ambiguë : %(option)s peut désigner %(matches)s",
    },
    "cli.argparse.22": {"en": "not allowed with argument %s", "fr": "impossible avec l'argument %s"},
    "cli.argparse.23": {"en": "ignored explicit argument %r", "fr": "argument « %s » ignoré"},
    "cli.argparse.24": {"en": "unexpected option string: %s", "fr": "option inattendue : %s"},
    "cli.argparse.25": {
        "en": "unknown parser %(parser_name)r (choices: %(choices)s)",
        "fr": "commande inconnue « %(parser_name)s » (au choix : %(choices)s)",
    },
}
