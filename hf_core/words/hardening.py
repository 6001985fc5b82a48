"""Refusals of hostile or malformed input: class codes past the last one, logs with foreign keys or odd
numbers, command-line arguments and files the terminal cannot take as they are."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # Class deal codes: the four codes past the last one pass the check character.
    "hardening.code.beyond": {
        "en": "{text} is not a class deal code: it lies past the last code, {last}.",
        "fr": "{text} n'est pas un code de donne : il dépasse le dernier code, {last}.",
    },
}
MESSAGES_LOG: Final[Mapping[str, Mapping[str, str]]] = {
    # JSON text that does not parse: where it stops (line and column from 1).
    "hardening.json.at": {"en": "line {line}, column {column}", "fr": "ligne {line}, colonne {column}"},
    "hardening.json.deep": {
        "en": "nested too deep (a log nests at most {most} levels)",
        "fr": "imbrication trop profonde (un journal a au plus {most} niveaux)",
    },
    "hardening.json.twice": {
        "en": "the key {key} is given twice in one object",
        "fr": "la clé {key} figure deux fois dans un même objet",
    },
    "hardening.log.not-json": {"en": "not JSON ({detail})", "fr": "ce n'est pas du JSON ({detail})"},
    # Refused before any value is read: a text larger than any log, a part of a log larger than any log's.
    "hardening.log.too-big": {
        "en": "{size} bytes (a log has at most {most})",
        "fr": "{size} octets (un journal en a au plus {most})",
    },
    "hardening.log.too-many": {
        "en": "more values than a log holds here (at most {most})",
        "fr": "plus de valeurs qu'un journal n'en a ici (au plus {most})",
    },
    # Values a log never holds, reported at their place in the log (such as requests[3].card).
    "hardening.log.constant": {
        "en": "{value} is not a number JSON allows",
        "fr": "{value} n'est pas un nombre admis en JSON",
    },
    "hardening.log.fraction": {
        "en": "{value} is not a whole number (numbers in a log have no decimal point and no exponent)",
        "fr": "{value} n'est pas un entier (les nombres d'un journal n'ont ni virgule ni exposant)",
    },
    "hardening.log.long-number": {
        "en": "a number of {count} digits (no number in a log has more than {most})",
        "fr": "un nombre de {count} chiffres (aucun nombre d'un journal n'en a plus de {most})",
    },
    "hardening.log.long-text": {
        "en": "a text of {count} characters (no text in a log has more than {most})",
        "fr": "un texte de {count} caractères (aucun texte d'un journal n'en a plus de {most})",
    },
    "hardening.log.surrogate": {
        "en": "text that is not valid Unicode (a lone surrogate, {code})",
        "fr": "du texte qui n'est pas de l'Unicode valide (un demi-caractère isolé, {code})",
    },
    "hardening.log.not-json-value": {
        "en": "a Python value of type {kind} cannot be in a JSON log",
        "fr": "une valeur Python de type {kind} ne peut pas figurer dans un journal JSON",
    },
    "hardening.log.key-not-text": {
        "en": "the key {key} is not text (keys in JSON are text)",
        "fr": "la clé {key} n'est pas du texte (en JSON, les clés sont du texte)",
    },
    "hardening.log.event-object": {
        "en": "not an event (an event is an object with a type)",
        "fr": "ce n'est pas un événement (un événement est un objet avec un type)",
    },
    "hardening.log.event-type": {
        "en": "not an event: {kind} is not a type of event",
        "fr": "ce n'est pas un événement : {kind} n'est pas un type d'événement",
    },
    "hardening.log.event-key": {
        "en": "not an event: the key {key} of a {kind} event is missing",
        "fr": "ce n'est pas un événement : il manque la clé {key} d'un événement {kind}",
    },
    "hardening.log.event-shape": {
        "en": "not a {kind} event: a key is unknown or a value has the wrong type",
        "fr": "ce n'est pas un événement {kind} : une clé est inconnue ou une valeur n'est pas du bon type",
    },
    "hardening.log.unknown-key": {
        "en": "unknown key {key} (known: {known})",
        "fr": "clé inconnue {key} (clés connues : {known})",
    },
    "hardening.log.version": {
        "en": "expected the whole number {version}, not {found}",
        "fr": "le nombre entier {version} est attendu, pas {found}",
    },
}
MESSAGES_CLI: Final[Mapping[str, Mapping[str, str]]] = {
    # The command line: names it cannot take, and short reasons for a file it cannot read or write.
    "hardening.cli.name-text": {
        "en": "Error: --players holds a name that is not valid text ({char}); write the names in UTF-8.",
        "fr": "Erreur : --players contient un nom qui n'est pas du texte valide ({char}) ; écrivez les noms en "
        "UTF-8.",
    },
    "hardening.cli.seed": {
        "en": "{text} is not a deal number: write a whole number from 0 to 18446744073709551615 in digits 0-9",
        "fr": "{text} n'est pas un numéro de donne : écrivez un entier de 0 à 18446744073709551615 en chiffres 0-9",
    },
    "hardening.cli.not-utf8": {
        "en": "not UTF-8 text (byte 0x{byte:02x} at position {position})",
        "fr": "ce n'est pas du texte UTF-8 (octet 0x{byte:02x} à la position {position})",
    },
    "hardening.cli.line-not-utf8": {
        "en": "That line is not UTF-8 text.",
        "fr": "Cette ligne n'est pas du texte UTF-8.",
    },
    "hardening.os.bad-name": {"en": "not a usable file name", "fr": "ce nom de fichier est inutilisable"},
    "hardening.os.ENOENT": {"en": "no such file or folder", "fr": "fichier ou dossier introuvable"},
    "hardening.os.EACCES": {"en": "permission denied", "fr": "accès refusé"},
    "hardening.os.EISDIR": {"en": "it is a folder", "fr": "c'est un dossier"},
    "hardening.os.ENOTDIR": {
        "en": "a part of the path is not a folder",
        "fr": "une partie du chemin n'est pas un dossier",
    },
    "hardening.os.ENAMETOOLONG": {"en": "the name is too long", "fr": "le nom est trop long"},
    "hardening.os.ENOSPC": {"en": "the disk is full", "fr": "le disque est plein"},
    "hardening.os.EROFS": {"en": "read-only file system", "fr": "système de fichiers en lecture seule"},
    "hardening.os.ELOOP": {"en": "too many symbolic links", "fr": "trop de liens symboliques"},
    "hardening.os.other": {"en": "system error {name}", "fr": "erreur système {name}"},
}
