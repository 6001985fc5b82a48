"""French the page fills itself is the catalogue's French (issue 38, r2#30).

The catalogue applies French typography and elision where a message leaves it (``hf_core.words.say``). A widget
that fills a template in the page (``fmt(ui[...], {...})`` in docs/javascripts) gets the template already typeset
but cannot elide: « la main de {name} » would read « la main de Alice ». So every template the page fills must read
the same filled in the page as said by the catalogue, whatever the name (a name starting with a vowel included).
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from hf_core.words import CATALOGUE, french, say

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = sorted((ROOT / "docs" / "javascripts").rglob("*.js"))
FILLED = re.compile(r"""\bfmt\(\s*(?:ui|words|t|labels)(?:\[\s*["']([\w.-]+)["']\s*\]|\.(\w+))""")
# the areas the build hands to the page as templates (hf_core.site.common.ui_attribute / labels)
AREAS = ("widget", "play", "whatif", "pass", "finder", "teacher", "learn", "tally", "compare", "loader", "diagram")
PEOPLE = {"name", "player", "current", "target", "asker", "dealer", "first", "giver", "winner", "names", "you", "who"}
NAMES = ("Alice", "Ugo", "Ida", "Émile", "Ben")


def filled_keys() -> set[str]:
    keys: set[str] = set()
    for path in SCRIPTS:
        for m in FILLED.finditer(path.read_text(encoding="utf-8")):
            keys.add(m.group(1) or m.group(2))
    return keys


def templates() -> list[str]:
    keys = filled_keys()
    return sorted(mid for mid in CATALOGUE if mid.split(".")[0] in AREAS and mid.partition(".")[2] in keys)


def test_the_page_fills_templates() -> None:
    assert len(filled_keys()) > 20, filled_keys()
    assert {"widget.view-one", "widget.knows-viewer"} <= set(templates())


@pytest.mark.parametrize("msg_id", templates())
def test_a_template_the_page_fills_reads_as_the_catalogue_says_it(msg_id: str) -> None:
    template = CATALOGUE[msg_id]["fr"]
    fields = {f[1] for f in string.Formatter().parse(template) if f[1]}
    for name in NAMES:
        values = {k: name if k in PEOPLE else "3" for k in fields}
        in_page = french(template)
        for key, value in values.items():
            in_page = in_page.replace("{" + key + "}", value)
        assert in_page == say(msg_id, "fr", **values), f"{msg_id} with {name}"
