"""What a reader notices on the built pages (issue 38): the glossary in alphabetical order, French that addresses the
reader as « vous » everywhere, the guide's "ties share victory" in the same words on every page, and the worked
example's branch named apart from the page "What happens if...?"."""

from __future__ import annotations

import re
import unicodedata

import pytest
from sitehelp import SITE, built, parse_html
from test_wording import pages, visible_text

from hf_core.words import LANGS, say


def _sort_key(term: str) -> str:
    bare = unicodedata.normalize("NFD", term.strip("«»“”\"\u00a0 ")).encode("ascii", "ignore").decode()
    return bare.casefold()


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_is_in_alphabetical_order(lang: str) -> None:
    terms = [" ".join("".join(dt.all_text()).split()) for dt in parse_html(built("glossary", lang)).find_all(tag="dt")]
    assert len(terms) > 10, terms
    assert terms == sorted(terms, key=_sort_key), terms


def test_french_pages_address_the_reader_as_vous() -> None:
    """« tu » only inside quoted table talk (« Ben, je voudrais A3, s’il te plaît. »)."""
    tu = re.compile(r"\b(?:tu|toi|ton|ta|tes)\b|\bte\b(?! plaît)", re.I)
    found = []
    for path in pages("fr"):
        text = re.sub(r"«[^»]*»", "", " ".join(visible_text(parse_html(path))))
        found += [f"{path.parent.relative_to(SITE)}: …{text[max(m.start() - 40, 0):m.end() + 40]}…"
                  for m in tu.finditer(text)]
    assert not found, "\n".join(found)


TIE = {"en": re.compile(r"\b(?:share|shares|shared) (?:the|a) (?:win|victory)\b|\btie is shared\b|\bshare it\b"),
       "fr": re.compile(r"partag\w+ (?:la|une) victoire|égalité (?:se )?partag\w+")}
GUIDE_TIE = {"en": "share the victory", "fr": "se partagent la victoire"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", ["index", "play", "worked-example", "teachers", "learn", "glossary"])
def test_a_tie_is_said_in_the_guides_words(slug: str, lang: str) -> None:
    text = " ".join(" ".join(visible_text(parse_html(built(slug, lang)))).split())
    for m in TIE[lang].finditer(text):
        assert GUIDE_TIE[lang] in m.group(0) or m.group(0).endswith("la victoire"), (slug, m.group(0))


@pytest.mark.parametrize("lang", LANGS)
def test_the_worked_examples_branch_is_named_apart_from_the_finder_page(lang: str) -> None:
    page = parse_html(built("worked-example", lang))
    shipped = " ".join(el.get("data-hf-ui") for el in page.iter() if el.get("data-hf-ui"))
    assert say("whatif.open", lang) in shipped or say("whatif.open", lang).replace("’", "\\u2019") in shipped
    heading = parse_html(built("what-happens-if", lang)).find_all(tag="h1")[0]
    finder_title = " ".join(heading.all_text().split())
    assert not say("whatif.open", lang).casefold().startswith(finder_title.casefold().split()[0])
    assert {"en": "What if?", "fr": "Et si"}[lang] not in shipped
