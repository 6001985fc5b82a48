"""One search index per language.

mkdocs-static-i18n writes a single ``search/search_index.json`` holding
the English and the French pages, so a search on a French page also lists English pages and the
other way round. This hook, once every language is built:

- splits that index in two: ``search/search_index.json`` (English pages only, ``lang: ["en"]``) and
  ``fr/search/search_index.json`` (French pages only, locations relative to ``fr/``, and
  ``lang: ["fr"]``: the search worker then loads lunr.fr alone, so French stop words and the
  French stemmer apply, not English ones). The index is built with the stemmer (mkdocs.yml's
  search ``pipeline``), so "piochons", "pioché" and "pioche" meet at one index term.
- on every page, points Material's search worker (the ``search`` address of the ``__config`` JSON
  the bundle reads) at ``assets/javascripts/workers/search-stems.js`` (in overrides/), which loads
  Material's worker and adds a look-up by stem to each word typed: Material searches every word as
  a prefix, and lunr never stems a prefix, so without it a whole word ("familles", "asked") would
  only find pages that hold that very form.
- fetches the index on first use (issue 22): each language's whole index goes to ``search/full_search_index.json``
  (``fr/search/...``), and ``search_index.json``, which Material's bundle fetches on every page, becomes a stub:
  the configuration alone, no pages, with ``hf_docs`` naming the whole index (site-relative). Our search worker
  answers the stub at once and fetches the whole index when the reader first opens or focuses search
  (``docs/javascripts/hf/search.js`` tells it) or types a word. Material's search highlight reads only the
  configuration, which the stub keeps.
- on French pages, points Material's ``base`` at ``fr/``. In this site (no navigation.instant, no
  versions, no hreflang links) Material's bundle uses ``base`` only to find the search index and to
  resolve search result links, which is exactly what has to change.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.pages import Page

DEFAULT_LANGUAGE = "en"
SECOND_LANGUAGES = ("fr",)
INDEX = Path("search") / "search_index.json"
WHOLE_INDEX = Path("search") / "full_search_index.json"  # its name ends like Material's (offline.py relies on it)
STEMS_WORKER = "search-stems.js"  # next to Material's worker, in overrides/assets/javascripts/workers/

_CONFIG_SCRIPT = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.S)


def page_language(dest_uri: str) -> str:
    """The language of a built file, from where it is written.

    >>> page_language("fr/asking/index.html"), page_language("asking/index.html")
    ('fr', 'en')
    """
    first = dest_uri.split("/", 1)[0]
    return first if first in SECOND_LANGUAGES and "/" in dest_uri else DEFAULT_LANGUAGE


def split_index(index: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The one mixed index -> one index per language, locations relative to that language's root.

    >>> mixed = {"config": {"lang": ["en", "fr"]}, "docs": [
    ...     {"location": "asking/"}, {"location": "fr/asking/#x"}, {"location": "fr/"}]}
    >>> parts = split_index(mixed)
    >>> [d["location"] for d in parts["en"]["docs"]], parts["en"]["config"]["lang"]
    (['asking/'], ['en'])
    >>> [d["location"] for d in parts["fr"]["docs"]], parts["fr"]["config"]["lang"]
    (['asking/#x', ''], ['fr'])
    """
    parts: dict[str, dict[str, Any]] = {}
    for lang in (DEFAULT_LANGUAGE, *SECOND_LANGUAGES):
        parts[lang] = {**index, "config": {**index["config"], "lang": [lang]}, "docs": []}
    for doc in index["docs"]:
        location = doc["location"]
        lang = page_language(location)
        if lang != DEFAULT_LANGUAGE:
            doc = {**doc, "location": location[len(lang) + 1 :]}
        parts[lang]["docs"].append(doc)
    return parts


def stub(part: dict[str, Any], lang: str) -> dict[str, Any]:
    """What every page of ``lang`` fetches: the index's configuration, and where the whole index is.

    >>> stub({"config": {"lang": ["fr"]}, "docs": [{"location": ""}]}, "fr")
    {'config': {'lang': ['fr'], 'hf_docs': 'fr/search/full_search_index.json'}, 'docs': []}
    """
    where = WHOLE_INDEX if lang == DEFAULT_LANGUAGE else Path(lang) / WHOLE_INDEX
    return {"config": {**part["config"], "hf_docs": where.as_posix()}, "docs": []}


def stems_worker(material: str) -> str:
    """The address of our search worker, given Material's (which it loads, by file name).

    >>> stems_worker("../assets/javascripts/workers/search.a7633da7.min.js")
    '../assets/javascripts/workers/search-stems.js?material=search.a7633da7.min.js'
    """
    folder, _, name = material.rpartition("/")
    return f"{folder}/{STEMS_WORKER}?material={name}"


def rebase_config(html: str, lang: str) -> str:
    """Material's ``__config`` JSON: ``base`` at the language's root (with a final /), our search worker.

    >>> html = '<script id="__config" type="application/json">{"base": "..", "search": "w/s.js"}</script>'
    >>> rebase_config(html, "fr")[46:]
    '{"base": "../fr/", "search": "w/search-stems.js?material=s.js"}</script>'
    >>> rebase_config(html, "en")[46:]
    '{"base": "..", "search": "w/search-stems.js?material=s.js"}</script>'
    """

    def replace(match: re.Match[str]) -> str:
        data = json.loads(match.group(2))
        if lang != DEFAULT_LANGUAGE:
            data["base"] = f"{data['base'].rstrip('/')}/{lang}/"
        if not data["search"].rsplit("/", 1)[-1].startswith(STEMS_WORKER):
            data["search"] = stems_worker(data["search"])
        text = json.dumps(data, ensure_ascii=False)
        # as Jinja's tojson does: no "</script>" or markup can close the script early
        for char, escape in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("'", "\\u0027")):
            text = text.replace(char, escape)
        return match.group(1) + text + match.group(3)

    out, count = _CONFIG_SCRIPT.subn(replace, html, count=1)
    if count != 1:
        raise ValueError("no Material __config script in the page")
    return out


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    return rebase_config(output, page_language(page.file.dest_uri))


@event_priority(-200)  # after mkdocs-static-i18n (-100) has built every language and the index
def on_post_build(config: MkDocsConfig) -> None:
    i18n = config.plugins.get("i18n")
    if i18n is not None and getattr(i18n, "building", False):
        return  # a language build inside mkdocs-static-i18n's: the mixed index is not final yet
    site = Path(config.site_dir)
    index = json.loads((site / INDEX).read_text(encoding="utf-8"))
    if len(index["config"]["lang"]) < 2:
        return  # already split (the mixed index always names every language)
    for lang, part in split_index(index).items():
        folder = site if lang == DEFAULT_LANGUAGE else site / lang
        (folder / INDEX).parent.mkdir(parents=True, exist_ok=True)
        for target, data in ((folder / WHOLE_INDEX, part), (folder / INDEX, stub(part, lang))):
            target.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
