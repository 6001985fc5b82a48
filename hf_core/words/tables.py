"""The catalogue's tables, one module per area; :mod:`hf_core.words` merges them (an id is defined once).

Each table maps a message id to ``{"en": ..., "fr": ...}`` templates with named ``{values}``. Write French
with ordinary spaces and straight apostrophes if you like: :func:`hf_core.words.french` sets the typography.
Table modules are pure data and import nothing from ``hf_core``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from hf_core.words import (
    cli,
    common,
    deduction,
    errors,
    example,
    hardening,
    learn,
    narration,
    offline,
    packs,
    phone,
    picture_print,
    pictures,
    replies,
    rules,
    rulings,
    site,
    situations,
    tally,
    teacher,
    teaching,
    whatif,
    why,
)

ALL: Final[tuple[Mapping[str, Mapping[str, str]], ...]] = (
    common.MESSAGES,
    narration.MESSAGES,
    errors.MESSAGES,
    packs.MESSAGES,
    pictures.MESSAGES,
    picture_print.MESSAGES,
    rules.MESSAGES,
    teaching.MESSAGES,
    cli.MESSAGES,
    hardening.MESSAGES,
    hardening.MESSAGES_LOG,
    hardening.MESSAGES_CLI,
    offline.MESSAGES,
    deduction.MESSAGES,
    site.MESSAGES,
    phone.MESSAGES,
    teacher.MESSAGES,
    tally.MESSAGES,
    why.MESSAGES,
    whatif.MESSAGES,
    learn.MESSAGES,
    situations.MESSAGES,
    rulings.MESSAGES,
    example.MESSAGES,
    replies.MESSAGES,
)
