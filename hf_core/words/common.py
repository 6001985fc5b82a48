"""Words shared by every area: list joining, counts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    "words.and": {"en": "and", "fr": "et"},
}
