"""Every page exists in English and French, with the same anchors, and every rule has its anchor."""

from __future__ import annotations

import json
import re
import unicodedata

import pytest
import yaml
from sitehelp import (
    LANGS,
    OUR_SLUGS,
    SITE,
    SLUGS,
    built,
    ids_in,
    parse_html,
    resolve,
    source,
    url_path,
)

from hf_core.rules import RULES_DOC, anchor, rule_title

EXPLICIT_ID = re.compile(r"\{[:\s]*#([A-Za-z0-9_-]+)")


def explicit_ids(slug: str, lang: str) -> set[str]:
    """The anchors a page's Markdown names itself ({#id}), outside code blocks."""
    ids: set[str] = set()
    fenced = False
    for line in source(slug, lang).read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced:
            ids.update(EXPLICIT_ID.findall(line))
    return ids


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).replace("\u2019", "'").replace("¶", "")
    return re.sub(r"\s+", " ", text).strip()


def test_site_map_is_complete() -> None:
    assert set(OUR_SLUGS) <= set(SLUGS), f"missing pages: {set(OUR_SLUGS) - set(SLUGS)}"


@pytest.mark.parametrize("slug", SLUGS)
def test_page_exists_in_both_languages(slug: str) -> None:
    for lang in LANGS:
        assert source(slug, lang).is_file(), f"{source(slug, lang).name} is missing"
        page = built(slug, lang)
        assert page.is_file(), f"{url_path(slug, lang)} was not built"
        html = parse_html(page).find_all(tag="html")[0]
        assert html.get("lang") == lang, f"{url_path(slug, lang)} declares lang={html.get('lang')}"


@pytest.mark.parametrize("slug", OUR_SLUGS)
def test_english_and_french_have_the_same_anchors(slug: str) -> None:
    en, fr = explicit_ids(slug, "en"), explicit_ids(slug, "fr")
    assert en == fr, f"{slug}: only in English {sorted(en - fr)}, only in French {sorted(fr - en)}"
    for lang in LANGS:
        missing = en - ids_in(built(slug, lang))
        assert not missing, f"{url_path(slug, lang)} lacks anchors {sorted(missing)}"


@pytest.mark.parametrize("rule_id", sorted(RULES_DOC))
def test_each_rule_has_its_anchor_in_both_languages(rule_id: str) -> None:
    slug, target = RULES_DOC[rule_id], anchor(rule_id)
    assert target == rule_id.replace(".", "-")
    for lang in LANGS:
        page = built(slug, lang)
        heading = [e for e in parse_html(page).iter() if e.get("id") == target]
        assert heading, f"{url_path(slug, lang)} has no #{target}"
        # The heading reads like the rule's title in hf_core, so an error message and the section
        # it links to use the same words.
        assert normalise(heading[0].all_text()) == normalise(rule_title(rule_id, lang))
        # ... and the rule id itself is shown under it, for readers coming from an error.
        assert rule_id in parse_html(page).all_text()


@pytest.mark.parametrize("slug", OUR_SLUGS)
def test_language_switcher_goes_to_the_same_page(slug: str) -> None:
    for lang in LANGS:
        links = {
            e.get("hreflang"): e.get("href")
            for e in parse_html(built(slug, lang)).find_all(cls="md-select__link")
        }
        assert set(links) == set(LANGS), f"{url_path(slug, lang)}: switcher offers {links}"
        here = url_path(slug, lang)
        for other, href in links.items():
            target = resolve(here, href)
            assert target == url_path(slug, other), f"{here}: {other} link goes to {target!r}"


def test_faq_answers_link_to_rules() -> None:
    for lang in LANGS:
        page = parse_html(built("faq", lang))
        questions = [e for e in page.find_all(tag="h2") if e.get("id", "").startswith("q-")]
        assert len(questions) >= 12, f"only {len(questions)} questions in {lang}"
        # "please" is no rule of ours: its answer links the asking page's section on it, not a rule's
        rule_anchors = {anchor(r) for r in RULES_DOC} | {"out-loud", "labels", "please"}
        # every answer (the content up to the next question) links to a rule anchor
        body = questions[0].parent
        assert body is not None
        current: str | None = None
        linked: dict[str, bool] = {}
        for el in body.children:
            if el.tag == "h2" and el.get("id", "").startswith("q-"):
                current = el.get("id")
                linked[current] = False
            elif current:
                for a in [x for x in [el, *el.iter()] if x.tag == "a"]:
                    if a.get("href", "").split("#")[-1] in rule_anchors:
                        linked[current] = True
        assert len(linked) == len(questions)
        unlinked = [q for q, ok in linked.items() if not ok]
        assert not unlinked, f"{lang}: answers without a rule link: {unlinked}"


@pytest.mark.parametrize("slug", OUR_SLUGS)
def test_front_matter_is_read_not_printed(slug: str) -> None:
    """A page's description reaches <meta name="description"> (and never shows as text)."""
    for lang in LANGS:
        text = source(slug, lang).read_text(encoding="utf-8")
        match = re.match(r"---\n(.*?)\n---\n", text, re.S)
        assert match, f"{source(slug, lang).name} has no front matter"
        meta = yaml.safe_load(match.group(1))
        assert isinstance(meta, dict) and meta.get("description"), source(slug, lang).name
        page = parse_html(built(slug, lang))
        tags = [e for e in page.find_all(tag="meta") if e.get("name") == "description"]
        assert tags and normalise(tags[0].get("content")) == normalise(meta["description"])
        body = page.find_all(cls="md-content__inner")[0].all_text()
        assert "description:" not in body


def test_search_covers_both_languages() -> None:
    """One index per language (overrides/hooks/search.py; tests/site/test_search.py checks them): the whole index,
    which the page's search fetches on first use."""
    for lang in LANGS:
        root = SITE if lang == "en" else SITE / lang
        index = json.loads((root / "search" / "full_search_index.json").read_text(encoding="utf-8"))
        assert index["config"]["lang"] == [lang]
        locations = {url_path("index", lang) + doc["location"] for doc in index["docs"]}
        for slug in OUR_SLUGS:
            assert url_path(slug, lang) in locations, f"{url_path(slug, lang)} is not searchable"
        if lang == "fr":
            # a French word finds French pages: the French text itself is indexed
            french = [d for d in index["docs"] if d["location"].startswith("asking/")]
            assert any("interrogé" in d["text"] for d in french)


def test_not_found_page_speaks_both_languages() -> None:
    page = parse_html(SITE / "404.html")
    assert page.find_all(tag="html")[0].get("lang") == "en"
    french = [e for e in page.iter() if e.get("lang") == "fr" and e.tag != "html"]
    assert french and "introuvable" in french[0].all_text()
    hrefs = {a.get("href") for a in page.find_all(tag="a")}
    assert {"/", "/fr/"} <= hrefs
