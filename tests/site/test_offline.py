"""The offline copy as built (hf_core/site/offline.py, hf_core/site/postbuild/manifest.py): sw.js at the root,
its manifest, the keep box.

The browser side (caching, offline reloads, keep and remove, a new build) is tests/browser/test_offline.py.
"""

from __future__ import annotations

import hashlib
import html
import json
import posixpath
import re

import pytest
from sitehelp import LANGS, SITE

from hf_core.words import say, typography_faults

MANIFEST = json.loads((SITE / "offline.json").read_text(encoding="utf-8"))
PREFIX = {"en": "", "fr": "fr/"}


def test_service_worker_sits_at_the_root_with_this_build() -> None:
    sw = (SITE / "sw.js").read_text(encoding="utf-8")
    assert f"build {MANIFEST['build']}" in sw.splitlines()[0]
    assert json.loads(sw.splitlines()[1].removeprefix("const MANIFEST = ").removesuffix(";")) == MANIFEST
    # Nothing in it names a host: every address is relative to the worker's own location.
    assert not re.search(r"https?://", sw)


def test_manifest_matches_the_files_of_the_build() -> None:
    for path, (size, digest) in MANIFEST["files"].items():
        file = SITE / path / "index.html" if path == "" or path.endswith("/") else SITE / path
        data = file.read_bytes()
        assert (len(data), hashlib.sha256(data).hexdigest()[:16]) == (size, digest), path
    listed = {path for group in MANIFEST["groups"].values() for path in group}
    assert listed == set(MANIFEST["files"])


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_of_a_language_is_in_its_offline_copy(lang: str) -> None:
    built = sorted(p.parent.relative_to(SITE).as_posix() + "/" for p in (SITE / PREFIX[lang]).rglob("index.html"))
    built = [("" if p == "./" else p) for p in built]
    if lang == "en":
        built = [p for p in built if not p.startswith(tuple(f"{other}/" for other in LANGS if other != "en"))
                 and not p.startswith(("search/", "assets/", "javascripts/", "stylesheets/"))]
    assert sorted(page["url"] for page in MANIFEST["pages"][lang]) == sorted(built)
    assert "printables/cards/" in {p["url"].removeprefix(PREFIX[lang]) for p in MANIFEST["pages"][lang]}


def test_runtime_is_versioned_by_pyodide_and_listed_whole() -> None:
    runtime = json.loads((SITE / "assets" / "hf-runtime.json").read_text(encoding="utf-8"))
    assert MANIFEST["runtime"].startswith(runtime["pyodide"]["version"] + "-")
    assert runtime["wheel"]["path"] in MANIFEST["groups"]["runtime"]
    assert any(p.endswith(".wasm") for p in MANIFEST["groups"]["runtime"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", ["teachers", "play"])
def test_keep_box_speaks_the_page_language(lang: str, slug: str) -> None:
    text = (SITE / PREFIX[lang] / slug / "index.html").read_text(encoding="utf-8")
    found = re.search(r'<section class="hf-keep" data-hf-keep data-hf-words="([^"]*)"[^>]*hidden>', text)
    assert found, "the keep box, hidden until a service worker runs"
    words = json.loads(html.unescape(found.group(1)))
    assert {"size", "progress", "remove", "usage"} <= set(words)
    if lang == "fr":
        assert words["remove"] == "Retirer de cet appareil"
        for sentence in words.values():
            assert not typography_faults(sentence), sentence
    else:
        assert words["remove"] == "Remove from this device"


@pytest.mark.parametrize("lang", LANGS)
def test_offline_page_is_out_of_nav_and_search(lang: str) -> None:
    page = (SITE / MANIFEST["offline"][lang] / "index.html").read_text(encoding="utf-8")
    assert "data-hf-offline-list" in page
    index = json.loads((SITE / PREFIX[lang] / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert not any(doc["location"].startswith(MANIFEST["offline"][lang].removeprefix(PREFIX[lang]))
                   for doc in index["docs"])
    home = (SITE / PREFIX[lang] / "index.html").read_text(encoding="utf-8")
    assert 'href="offline/"' not in home


@pytest.mark.parametrize("lang", LANGS)
def test_the_offline_list_names_pages_as_readers_know_them(lang: str) -> None:
    """Each page by its heading ("Asking", the home page "Happy Families"), never "Asking - Happy Families" or
    "Happy Families - Happy Families"; the page not kept is said in words, its address never shown (issue 21)."""
    titles = {page["url"]: page["title"] for page in MANIFEST["pages"][lang]}
    assert titles[PREFIX[lang]] == "Happy Families"
    assert titles[f"{PREFIX[lang]}asking/"] == {"en": "Asking", "fr": "Demander"}[lang]
    assert not [t for t in titles.values() if " - " in t or "¶" in t or "<" in t]
    words = {key: say(f"offline.page.{key}", lang) for key in ("missing", "runtime", "no-runtime")}
    assert "{page}" not in words["missing"] and not any("Python" in w for w in words.values()), words


def offline_list(lang: str) -> set[str]:
    """What "Keep this site on this device" keeps for ``lang`` alone (sw.js's choose())."""
    groups = MANIFEST["groups"]
    return {*groups["shared"], *groups["runtime"], *MANIFEST["offline"].values(), *groups[lang]}


def search_loads(lang: str) -> set[str]:
    """Every file a search on a page of ``lang`` loads, read from the built page as Material's bundle and worker
    read it: the worker named in the page's __config (ours, and Material's that it imports), the index stub
    at the page's base, the whole index the stub names, and lunr's scripts for the stub's languages."""
    page = SITE / PREFIX[lang] / "asking" / "index.html"
    config = json.loads(html.unescape(re.search(
        r'<script id="__config" type="application/json">(.*?)</script>', page.read_text(encoding="utf-8"), re.S
    ).group(1)))
    here = f"{PREFIX[lang]}asking/"
    worker, _, query = config["search"].partition("?")
    worker_path = posixpath.normpath(posixpath.join(here, worker))
    material = posixpath.join(posixpath.dirname(worker_path), query.removeprefix("material="))
    base = posixpath.normpath(posixpath.join(here, config["base"]))
    stub_path = posixpath.normpath(posixpath.join("" if base == "." else base, "search/search_index.json"))
    stub = json.loads((SITE / stub_path).read_text(encoding="utf-8"))
    lunr = posixpath.normpath(posixpath.join(posixpath.dirname(material), "../lunr"))
    langs = stub["config"]["lang"]
    scripts = [f"{lunr}/min/lunr.{code}.min.js" for code in langs if code != "en"]
    scripts += [f"{lunr}/tinyseg.js" for code in langs if code == "ja"]
    scripts += [f"{lunr}/wordcut.js" for code in langs if code in ("hi", "th")]
    scripts += [f"{lunr}/min/lunr.multi.min.js"] if len(langs) > 1 else []
    scripts += [f"{lunr}/min/lunr.stemmer.support.min.js"] if scripts else []
    # Material's worker loads them so (a later Material that loads them otherwise must be read again here).
    source = (SITE / material).read_text(encoding="utf-8")
    assert '"../lunr"' in source and "/min/lunr.${" in source and "/min/lunr.stemmer.support.min.js" in source
    return {worker_path, material, stub_path, stub["config"]["hf_docs"], *scripts}


@pytest.mark.parametrize("lang", LANGS)
def test_every_file_search_loads_is_in_its_languages_offline_copy(lang: str) -> None:
    needed = search_loads(lang)
    assert lang == "en" or f"assets/javascripts/lunr/min/lunr.{lang}.min.js" in needed
    assert needed <= set(MANIFEST["files"]), needed - set(MANIFEST["files"])  # built, and in the manifest
    assert needed <= offline_list(lang), sorted(needed - offline_list(lang))
    # Another language's own search scripts are not kept with this one.
    others = set().union(*(search_loads(other) for other in LANGS if other != lang))
    assert not (others - needed) & set(MANIFEST["groups"]["shared"])
