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
