"""Rulings as records on the built pages (issue 38): every ruling a page or a situation shows is a record of
:mod:`hf_core.rulings`, with the label that says whose it is and the record's own words; no page writes a ruling
by hand; both languages show the same records; and "What happens if...?" shows rule titles, never rule ids."""

from __future__ import annotations

import re

import pytest
from sitehelp import DOCS, LANGS, SITE, SLUGS, Element, built, parse_html, source

from hf_core.rulebook import RULES
from hf_core.rulings import POINTS, RULINGS
from hf_core.site.rulings import MARKER
from hf_core.situations import SITUATIONS
from hf_core.words import say


def records(slug: str, lang: str) -> list[Element]:
    """The rulings a page shows: the records written by markers and the finder's."""
    page = parse_html(built(slug, lang))
    return [el for el in page.iter() if el.get("data-ruling-id")]


def words(el: Element) -> str:
    return " ".join(el.all_text().split())


def test_no_page_writes_a_ruling_by_hand() -> None:
    """A ruling's label is only ever drawn from a record: no page source carries the ruling class or a label
    written out, in either language (the labels of the catalogue and those pages used before)."""
    labels = [say(f"ruling.label.{w}", lang).rstrip(" \u00a0\u202f:") for w in ("guide", "site", "custom")
              for lang in LANGS]
    by_hand = re.compile(r"\{[^}]*\.hf-ruling\b|\*\*(?:our ruling|notre arbitrage)[ \u00a0\u202f]*:", re.I)
    for path in sorted(DOCS.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        assert not by_hand.search(text), path.name
        for label in labels:
            assert not re.search(rf"\*\*{re.escape(label)}[ \u00a0\u202f]*:", text, re.I), (path.name, label)


@pytest.mark.parametrize("lang", LANGS)
def test_every_ruling_shown_is_its_record_with_its_label(lang: str) -> None:
    seen: set[str] = set()
    for slug in SLUGS:
        for el in records(slug, lang):
            r = RULINGS[el.get("data-ruling-id")]
            seen.add(r.id)
            kind = [c for c in el.iter() if {"hf-ruling", "hf-finder__kind"} & c.classes]
            assert len(kind) == 1 and words(kind[0]) == " ".join(r.label(lang).split()), (slug, r.id)
            assert words(el) == " ".join(f"{r.label(lang)} {r.text(lang)}".split()), (slug, r.id)
            assert (el.get("data-whose") or el.get("data-ruling")) == r.whose
        # and no ruling label outside a record
        page = parse_html(built(slug, lang))
        for strong in page.find_all(cls="hf-ruling"):
            assert strong.parent is not None and strong.parent.get("data-ruling-id"), slug
    assert seen == set(RULINGS), f"records never shown: {set(RULINGS) - seen}"


def test_both_languages_show_the_same_records() -> None:
    for slug in SLUGS:
        shown = {lang: [el.get("data-ruling-id") for el in records(slug, lang)] for lang in LANGS}
        assert shown["en"] == shown["fr"], slug


def test_the_pages_that_state_rulings_show_them_as_records() -> None:
    """Each page that settled a question of its own now shows the record (the questions the issue names)."""
    expected = {
        "asking": {"out-of-turn", "counts-public", "illegal-request", "wrong-no-later", "please", "miss-reply"},
        "dealing": {"next-dealer", "deal-start"},
        "other-rules": {"deal-start"},
        "faq": {"illegal-request", "counts-public", "wrong-no-later", "please", "out-of-turn", "two-players",
                "look-at-cards", "empty-hand", "who-starts"},
    }
    for slug, ids in expected.items():
        for lang in LANGS:
            assert ids <= {el.get("data-ruling-id") for el in records(slug, lang)}, (slug, lang)
            text = source(slug, lang).read_text(encoding="utf-8")
            assert {m.group(1) for m in MARKER.finditer(text)} <= set(RULINGS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_situation_answers_with_its_records(lang: str) -> None:
    page = parse_html(built("what-happens-if", lang))
    for item in page.find_all(cls="hf-finder__item"):
        s = next(x for x in SITUATIONS if x.id == item.get("id"))
        assert [el.get("data-ruling-id") for el in item.iter() if el.get("data-ruling-id")] == list(s.ruling_ids)
        assert item.get("data-ruling") == RULINGS[s.id].whose


@pytest.mark.parametrize("lang", LANGS)
def test_the_finder_shows_rule_titles_linked_never_rule_ids(lang: str) -> None:
    page = parse_html(built("what-happens-if", lang))
    finder = page.find_all(cls="hf-finder__list")[0]
    shown = finder.all_text()
    ids = [r for r in (*RULES, *POINTS) if re.search(rf"(?<![\w.-]){re.escape(r)}(?![\w-])", shown)]
    assert not ids, ids
    assert not finder.find_all(cls="hf-finder__id")
    for line in finder.find_all(cls="hf-finder__rules"):
        links = [a for a in line.iter() if a.tag == "a"]
        assert links and all(words(a) and "#" in a.get("href") for a in links)
        titles = {" ".join(RULES[r].title(lang).split()) for r in RULES} | {
            " ".join(p.title(lang).split()) for p in POINTS.values()}
        assert {words(a) for a in links} <= titles


def test_the_site_was_built_with_the_rulings_hook() -> None:
    assert (SITE / "asking" / "index.html").is_file()
    assert records("asking", "en"), "no record on the asking page: is overrides/hooks/rulings.py in mkdocs.yml?"
