"""One search index per language (overrides/hooks/search.py): English pages search
site/search/full_search_index.json and find only English pages; French pages search
site/fr/search/full_search_index.json and find only French pages, with links that open them. The
search_index.json every page fetches is a stub (the configuration, no pages) naming that whole index.
"""

from __future__ import annotations

import doctest
import importlib.util
import json
import posixpath
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from sitehelp import LANGS, OUR_SLUGS, ROOT, SITE, built, parse_html, url_path

INDEXES = {"en": SITE / "search" / "full_search_index.json", "fr": SITE / "fr" / "search" / "full_search_index.json"}
STUBS = {lang: path.with_name("search_index.json") for lang, path in INDEXES.items()}


@cache
def index(lang: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(INDEXES[lang].read_text(encoding="utf-8"))
    return data


def search_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("search_hook", ROOT / "overrides" / "hooks" / "search.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["search_hook"] = module
    spec.loader.exec_module(module)
    return module


def test_hook_doctests() -> None:
    result = doctest.testmod(search_module())
    assert result.attempted > 0
    assert result.failed == 0


def lang_root(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


def page_file(lang: str, location: str) -> Path:
    """The built page a search result opens (location is relative to the language's root)."""
    path = lang_root(lang) + location.split("#")[0]
    return SITE / path / "index.html" if path == "" or path.endswith("/") else SITE / path


@pytest.mark.parametrize("lang", LANGS)
def test_each_index_holds_only_its_language(lang: str) -> None:
    data = index(lang)
    assert data["config"]["lang"] == [lang]
    assert data["docs"], f"{INDEXES[lang]} is empty"
    wrong = []
    for doc in data["docs"]:
        target = page_file(lang, doc["location"])
        assert target.is_file(), f"{lang} result {doc['location']!r} opens nothing ({target})"
        html = next(e for e in parse_html(target).iter() if e.tag == "html")
        if html.get("lang") != lang:
            wrong.append(f"{doc['location']} -> {target.relative_to(SITE)} (lang={html.get('lang')})")
    assert not wrong, f"{lang} index lists pages in another language: {wrong[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_fetches_only_a_stub_that_names_the_whole_index(lang: str) -> None:
    stub = json.loads(STUBS[lang].read_text(encoding="utf-8"))
    assert stub["docs"] == []
    assert stub["config"] == {**index(lang)["config"], "hf_docs": INDEXES[lang].relative_to(SITE).as_posix()}
    assert STUBS[lang].stat().st_size < 1000 < INDEXES[lang].stat().st_size


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_is_searchable_in_its_language(lang: str) -> None:
    pages = {doc["location"] for doc in index(lang)["docs"] if "#" not in doc["location"]}
    missing = [slug for slug in OUR_SLUGS if url_path(slug, "en") not in pages]
    assert not missing, f"pages missing from the {lang} search index: {missing}"


def test_french_words_only_in_french_index() -> None:
    def texts(lang: str) -> str:
        return " ".join(doc["title"] + " " + doc["text"] for doc in index(lang)["docs"]).lower()

    assert "draw pile" in texts("en") and "draw pile" not in texts("fr")
    assert "questions fréquentes" in texts("fr") and "questions fréquentes" not in texts("en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", ["index", "faq", "asking"])
def test_pages_look_for_their_language_index(lang: str, slug: str) -> None:
    """Material fetches ``search/search_index.json`` and opens results under ``base``."""
    script = next(e for e in parse_html(built(slug, lang)).iter() if e.get("id") == "__config")
    base = json.loads(script.all_text())["base"]
    here = url_path(slug, lang)
    resolved = posixpath.normpath(posixpath.join(here, base))
    assert ("" if resolved == "." else resolved + "/") == lang_root(lang)


@pytest.mark.parametrize("lang", LANGS)
def test_pages_search_with_stems(lang: str) -> None:
    """Each index is stemmed, and each page's search worker is ours, which loads Material's and stems the words
    typed (Material searches words as prefixes, which lunr never stems)."""
    assert "stemmer" in index(lang)["config"]["pipeline"]
    assert "trimmer" not in index(lang)["config"]["pipeline"]  # lunr.fr's would cut "A3" down to "a"
    script = next(e for e in parse_html(built("asking", lang)).iter() if e.get("id") == "__config")
    worker = json.loads(script.all_text())["search"]
    folder, _, name = worker.partition("?")[0].rpartition("/")
    assert name == "search-stems.js"
    site_folder = Path(posixpath.normpath(posixpath.join(url_path("asking", lang), folder)))
    material = worker.partition("?material=")[2]
    assert (SITE / site_folder / name).is_file() and (SITE / site_folder / material).is_file()
