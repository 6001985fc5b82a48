"""Wording faults a reader would notice, over every built page: French typography (navigation and tables of
contents included), the game's name, dashes in page descriptions, and one list of request conditions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from sitehelp import SITE, Element, parse_html, source

from hf_core.rules import RULES_DOC, anchor
from hf_core.words import typography_faults

HIDDEN = {"script", "style", "code", "pre", "textarea", "svg"}


def pages(lang: str) -> list[Path]:
    root = SITE / "fr" if lang == "fr" else SITE
    found = sorted(root.rglob("index.html"))
    if lang == "en":
        found = [p for p in found if p.relative_to(SITE).parts[0] != "fr"]
    return found


def visible_text(el: Element, widgets: bool = True) -> list[str]:
    """Every text node a reader can see (the page's title and description included), outside code; without
    what widgets show if ``widgets`` is false."""
    out: list[str] = []
    for node in el.children:
        if node.tag == "#text":
            out.extend(node.text)
        elif node.tag not in HIDDEN and (widgets or not node.get("data-hf-widget")):
            if node.tag == "meta" and node.get("name") == "description":
                out.append(node.get("content"))
            out.extend(visible_text(node, widgets))
            if node.get("title"):
                out.append(node.get("title"))
    return out


def page_id(path: Path) -> str:
    return str(path.parent.relative_to(SITE)) + "/"


@pytest.mark.parametrize("path", pages("fr"), ids=page_id)
def test_french_typography(path: Path) -> None:
    """Non-breaking spaces before ; : ! ? » and after «, and ’ for an apostrophe, in the text, the navigation and
    the table of contents."""
    faults = []
    # Widgets included: their text comes from the wording catalogue (hf_core.words), which sets the typography
    # where the text leaves it; overrides/hooks/french.py leaves widgets alone, so this checks the catalogue.
    for text in visible_text(parse_html(path)):
        for fault in typography_faults(text):
            at = next(m.start() for m in re.finditer(r" [;:!?]|« | »|\w[;!?](\s|$)|\w'\w", text))
            faults.append(f"{fault}: {text[max(0, at - 30):at + 10]!r}")
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize("path", pages("fr"), ids=page_id)
def test_french_pages_name_the_game_happy_families(path: Path) -> None:
    """"Le jeu des familles" makes a French reader think of the 42-card jeu des sept familles."""
    text = " ".join(" ".join(visible_text(parse_html(path))).split())
    assert not re.search(r"jeux? des familles", text, re.I)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_descriptions_use_dashes_not_hyphens(lang: str) -> None:
    spaced = []
    for path in pages(lang):
        for el in parse_html(path).iter():
            if el.tag == "meta" and el.get("name") == "description" and " - " in el.get("content"):
                spaced.append(page_id(path))
    assert not spaced, f"a spaced hyphen where an en dash belongs: {spaced}"


CONDITIONS = tuple(
    rule for rule in RULES_DOC
    if RULES_DOC[rule] == "asking" and rule not in ("ask.success-continues", "ask.failure-passes-to-asked")
)
"""The conditions of a request: the asking page's rules the engine refuses a request by (hf_core.game)."""
COUNT = {"en": "five", "fr": "cinq"}
CONDITION_PAGES = ("asking", "teachers", "exercises", "printables/rules-summary")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("slug", CONDITION_PAGES)
def test_one_list_of_request_conditions(slug: str, lang: str) -> None:
    """Every page that lists the conditions of a request lists the same ones (class hf-conditions), links
    each to its rule, and counts them right."""
    path = (SITE / "fr" if lang == "fr" else SITE) / slug / "index.html"
    blocks = parse_html(path).find_all(cls="hf-conditions")
    assert len(blocks) == 1, f"{slug} ({lang}) has {len(blocks)} lists of request conditions"
    linked = [
        el.get("href").split("#")[1] for el in blocks[0].iter()
        if el.tag == "a" and "#" in el.get("href") and not el.get("href").startswith("#")
    ]
    if slug == "asking":  # the rules are on this very page: its list links to its own headings
        linked = [el.get("href")[1:] for el in blocks[0].iter() if el.tag == "a" and el.get("href").startswith("#")]
    assert linked == [anchor(rule) for rule in CONDITIONS], linked
    text = " ".join(blocks[0].all_text().split()).lower()
    assert COUNT[lang] in text.split() or f"{COUNT[lang]}\u00a0" in text
    for wrong in {"en": ("four",), "fr": ("quatre",)}[lang]:
        assert f"{wrong} condition" not in " ".join(parse_html(path).all_text().split()).lower()


def test_developers_pages_show_the_same_commands() -> None:
    """The French page runs the same examples as the English one, in French (``--lang fr``)."""
    shown = {}
    for lang in ("en", "fr"):
        text = source("developers", lang).read_text(encoding="utf-8")
        commands = re.findall(r"(?m)^\$ (python -m hf_core .*)$", text)
        # `play` names the reader in their language ("You", "Vous"): the others must match exactly
        shown[lang] = [" ".join(c.replace("--lang fr", "").split()) for c in commands if " play " not in c]
    assert shown["en"] == shown["fr"]


@pytest.mark.parametrize("slug", ["index", "faq", "asking", "other-rules", "teachers"])
def test_both_languages_link_the_same_rules(slug: str) -> None:
    """Each page links the same rules in English and French, as many times (a dropped answer shows)."""
    linked = {}
    for lang in ("en", "fr"):
        path = (SITE / "fr" if lang == "fr" else SITE) / ("" if slug == "index" else slug) / "index.html"
        article = parse_html(path).find_all(tag="article")[0]
        linked[lang] = sorted(
            a.get("href").split("#")[1] for a in article.iter()
            if a.tag == "a" and "#" in a.get("href") and "headerlink" not in a.classes
        )
    assert linked["en"] == linked["fr"]
