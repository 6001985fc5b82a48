"""The offline copy as built (hf_core/site/offline.py, hf_core/site/postbuild/manifest.py): sw.js at the root,
its manifest, the keep box.

The browser side (caching, offline reloads, keep and remove, a new build) is tests/browser/test_offline.py.
"""

from __future__ import annotations

import hashlib
import html
import json
import re

import pytest
from sitehelp import LANGS, SITE

from hf_core.words import typography_faults

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
