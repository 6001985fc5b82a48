"""The site's words (hf_core/words/site.py): English and French say the same things with the same values, and
French leaves the catalogue with French typography."""

from __future__ import annotations

import string

import pytest

from hf_core.words import CATALOGUE, french, typography_faults
from hf_core.words.site import MESSAGES


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("msg_id", sorted(MESSAGES))
def test_each_site_message_has_the_same_values_and_french_typography(msg_id: str) -> None:
    entry = CATALOGUE[msg_id]
    assert fields(entry["en"]) == fields(entry["fr"])
    assert typography_faults(french(entry["fr"])) == []
