"""MkDocs hook: the offline copy (a service worker at the site root, and what the pages need to drive it).

- ``<div class="hf-keep" data-hf-keep></div>`` in a page (teachers' and play pages) becomes the
  "Keep this site on this device" box, and ``<div data-hf-offline-list></div>`` (the offline page) the list
  of what this device holds. Both are rendered hidden, with their words from the catalogue
  (``hf_core/words/offline.py``) in a ``data-hf-words`` JSON attribute: ``docs/javascripts/hf/offline.js``
  shows them only where a service worker runs, so without one every page is as it was.
- Every page gets ``<meta name="hf-assets" content="...">``: the hash of the build's files other than pages
  and search indexes.
  The service worker compares it with its own to know when the network already serves a newer build, and then
  stops answering from its caches, so a page of one build never runs with the runtime of another.
- After the last language is built, ``sw.js`` is written at the site root: the service worker
  (``offline_sw.js`` beside this file) preceded by the build's manifest (every file with its size and
  hash, the pages of each language with their titles, the runtime's files). ``offline.json`` holds the same
  manifest for tests and benchmarks.

Registered in ``mkdocs.yml`` under ``hooks:`` (after runtime.py, which copies the runtime in).
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from hf_core.words import LANGS, say

HERE = Path(__file__).resolve().parent
SW_SOURCE = HERE / "offline_sw.js"
SW_NAME = "sw.js"
MANIFEST_NAME = "offline.json"
PLACEHOLDER = "hf-assets-placeholder"
OFFLINE_PAGE = "offline/"  # docs/offline.md (and offline.fr.md at fr/offline/)
RUNTIME_PREFIXES = ("assets/pyodide/", "assets/wheels/", "assets/hf-runtime.json")
# Never part of the offline copy: source maps, sitemaps, the worker itself, and the search languages
# other than ours (Material ships lunr for thirty of them).
SKIPPED = re.compile(
    r"(\.map$|^sitemap\.xml|^sw\.js$|^offline\.json$|^404\.html$"
    r"|^assets/javascripts/lunr/(tinyseg|wordcut)\.js$"
    r"|^assets/javascripts/lunr/min/lunr\.(?!multi|stemmer\.support|fr\.)[a-z]+\.min\.js$)"
)

KEEP_MARKER = re.compile(r'<div class="hf-keep" data-hf-keep(?:="")?>\s*</div>')
LIST_MARKER = re.compile(r'<div data-hf-offline-list(?:="")?>\s*</div>')

KEEP_WORDS = ("title", "intro", "choose", "lang.en", "lang.fr", "size", "none", "button", "progress", "done",
              "persisted", "not-persisted", "usage", "remove", "removed", "failed", "waiting")
PAGE_WORDS = ("available", "none", "missing", "runtime", "no-runtime")
SIZE_WORDS = ("kb", "mb", "gb")
_PLACEHOLDERS = {name: "{" + name + "}" for name in
                 ("total", "pages", "missing", "done", "percent", "used", "quota", "reason", "page", "n")}


def _lang_of(dest: str) -> str:
    """The language of a built file, from where it is written ("fr/..." is French)."""
    first = dest.split("/", 1)[0]
    return first if first in LANGS and first != "en" and "/" in dest else "en"


def words(lang: str, area: str, names: tuple[str, ...]) -> dict[str, str]:
    """The catalogue's messages ``offline.<area>.<name>`` in ``lang``, with their {values} left for the page."""
    return {name: say(f"offline.{area}.{name}", lang, **_PLACEHOLDERS) for name in names}


def _words_attr(lang: str, area: str, names: tuple[str, ...]) -> str:
    table = {**words(lang, area, names), **{f"size.{n}": v for n, v in words(lang, "size", SIZE_WORDS).items()}}
    return html.escape(json.dumps(table, ensure_ascii=False, separators=(",", ":")), quote=True)


def keep_box(lang: str) -> str:
    """The "Keep this site on this device" box (hidden until offline.js finds a service worker)."""
    w = words(lang, "keep", KEEP_WORDS)
    choices = "".join(
        f'<label class="hf-keep__lang"><input type="checkbox" name="hf-keep-lang" value="{code}"'
        f'{" checked" if code == lang else ""}> {html.escape(w["lang." + code])}</label>'
        for code in LANGS
    )
    return (
        f'<section class="hf-keep" data-hf-keep data-hf-words="{_words_attr(lang, "keep", KEEP_WORDS)}"'
        f' aria-labelledby="hf-keep-title" hidden>'
        f'<h2 id="hf-keep-title">{html.escape(w["title"])}</h2>'
        f'<p>{html.escape(w["intro"])}</p>'
        f'<fieldset class="hf-keep__langs"><legend>{html.escape(w["choose"])}</legend>'
        f"{choices}</fieldset>"
        '<p class="hf-keep__size" data-hf-keep-size></p>'
        '<p class="hf-keep__actions">'
        f'<button type="button" class="md-button md-button--primary" data-hf-keep-go>{html.escape(w["button"])}'
        "</button> "
        f'<button type="button" class="md-button" data-hf-keep-remove>{html.escape(w["remove"])}</button></p>'
        '<progress class="hf-keep__progress" data-hf-keep-progress max="100" value="0" hidden></progress>'
        '<p class="hf-keep__status" data-hf-keep-status role="status" aria-live="polite"></p>'
        '<p class="hf-keep__usage" data-hf-keep-usage></p>'
        "</section>"
    )


def offline_list(lang: str) -> str:
    """The offline page's list of what this device holds (filled by offline.js)."""
    return (f'<div class="hf-offline" data-hf-offline-list data-hf-words="{_words_attr(lang, "page", PAGE_WORDS)}"'
            ' hidden></div>')


def on_files(files: Files, config: MkDocsConfig) -> Files:
    # The worker's source sits in the theme folder beside this hook; it reaches the site only as sw.js.
    source = files.get_file_from_path("hooks/" + SW_SOURCE.name)
    if source is not None:
        files.remove(source)
    return files


def on_page_content(html_text: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    lang = _lang_of(page.file.dest_uri)
    html_text = KEEP_MARKER.sub(lambda _: keep_box(lang), html_text)
    return LIST_MARKER.sub(lambda _: offline_list(lang), html_text)


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    return output.replace("<head>", f'<head><meta name="hf-assets" content="{PLACEHOLDER}">', 1)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


# A page's title as readers know it: its heading (the <title> adds " - Happy Families", and the home page's reads
# "Happy Families - Happy Families"), without the heading's permalink.
_TITLE = re.compile(r"<h1\b[^>]*>(.*?)</h1>", re.S)
_PERMALINK = re.compile(r'<a class="headerlink".*?</a>|<[^>]+>', re.S)


def build_manifest(site: Path) -> dict[str, Any]:
    """Stamp every page with the hash of the other files; return the manifest of the built site.

    Files are site-relative paths; a page is listed by its address ("asking/", "" for the home page).
    """
    all_files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    kept = [f for f in all_files if not SKIPPED.search(f)]
    # The search indexes follow the pages' text: leaving them out keeps every page's stamp (hence its hash)
    # the same when only another page changed; an index a moment older than its pages harms nobody.
    others = [f for f in kept if not f.endswith((".html", "search_index.json"))]
    assets_hash = hashlib.sha256()
    for name in others:
        assets_hash.update(name.encode() + b"\0" + (site / name).read_bytes() + b"\0")
    assets = assets_hash.hexdigest()[:16]

    files: dict[str, list[Any]] = {}
    pages: dict[str, list[dict[str, str]]] = {lang: [] for lang in LANGS}
    groups: dict[str, list[str]] = {"shared": [], "runtime": [], **{lang: [] for lang in LANGS}}
    for name in kept:
        path = site / name
        data = path.read_bytes()
        if name.endswith(".html"):
            text = data.decode("utf-8")
            if PLACEHOLDER in text:
                text = text.replace(PLACEHOLDER, assets)
                data = text.encode("utf-8")
                path.write_bytes(data)
            if not name.endswith("index.html"):
                continue
            url = name[: -len("index.html")]
            lang = _lang_of(name)
            found = _TITLE.search(text)
            title = html.unescape(_PERMALINK.sub("", found.group(1))).strip() if found else url
            pages[lang].append({"url": url, "title": title})
            groups[lang].append(url)
            files[url] = [len(data), _digest(data)]
            continue
        files[name] = [len(data), _digest(data)]
        if name.startswith(RUNTIME_PREFIXES):
            groups["runtime"].append(name)
        elif name.startswith(tuple(f"{lang}/" for lang in LANGS if lang != "en")):
            groups[_lang_of(name)].append(name)
        elif name.startswith("search/"):
            groups["en"].append(name)
        else:
            groups["shared"].append(name)

    runtime_meta = json.loads((site / "assets" / "hf-runtime.json").read_text(encoding="utf-8"))
    runtime_hash = hashlib.sha256("".join(f"{n}:{files[n][1]};" for n in groups["runtime"]).encode())
    build = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    return {
        "build": build,
        "assets": assets,
        "runtime": f"{runtime_meta['pyodide']['version']}-{runtime_hash.hexdigest()[:12]}",
        "offline": {lang: ("" if lang == "en" else f"{lang}/") + OFFLINE_PAGE for lang in LANGS},
        "pages": pages,
        "groups": groups,
        "files": files,
    }


def write_service_worker(site: Path) -> dict[str, Any]:
    """Write sw.js and offline.json for the site built in ``site``; return the manifest."""
    manifest = build_manifest(site)
    text = json.dumps(manifest, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    (site / MANIFEST_NAME).write_text(text + "\n", encoding="utf-8")
    source = SW_SOURCE.read_text(encoding="utf-8")
    (site / SW_NAME).write_text(
        f"// Happy Families service worker, build {manifest['build']} (written by overrides/hooks/offline.py).\n"
        f"const MANIFEST = {text};\n\n{source}",
        encoding="utf-8",
    )
    return manifest


@event_priority(-300)  # last: after mkdocs-static-i18n (-100) built the other languages, search.py (-200)
def on_post_build(config: MkDocsConfig) -> None:
    i18n = config.plugins.get("i18n")
    if i18n is not None and getattr(i18n, "building", False):
        return  # a language built inside the default one: the whole site is not written yet
    write_service_worker(Path(config.site_dir))
