"""The offline copy's parts of the pages: the "Keep this site on this device" box, the offline page's list, and
the stamp that tells the service worker which build a page belongs to.

- ``<div class="hf-keep" data-hf-keep></div>`` in a page (teachers' and play pages) becomes the
  "Keep this site on this device" box, and ``<div data-hf-offline-list></div>`` (the offline page) the list
  of what this device holds. Both are rendered hidden, with their words from the catalogue
  (``hf_core/words/offline.py``) in a ``data-hf-words`` JSON attribute: ``docs/javascripts/hf/offline.js``
  shows them only where a service worker runs, so without one every page is as it was.
- Every page gets ``<meta name="hf-assets" content="...">`` (:data:`PLACEHOLDER` at first): the post-build
  step (:mod:`hf_core.site.postbuild.manifest`) writes there the hash of the build's files other than pages
  and search indexes. The service worker compares it with its own to know when the network already serves a
  newer build, and then stops answering from its caches, so a page of one build never runs with the runtime
  of another.

The mkdocs hook ``overrides/hooks/offline.py`` is glue: it calls :func:`fill_markers` and :func:`stamp`.
"""

from __future__ import annotations

import html
import json
import re

from hf_core.words import LANGS, say

PLACEHOLDER = "hf-assets-placeholder"
KEEP_MARKER = re.compile(r'<div class="hf-keep" data-hf-keep(?:="")?>\s*</div>')
LIST_MARKER = re.compile(r'<div data-hf-offline-list(?:="")?>\s*</div>')

KEEP_WORDS = ("title", "intro", "choose", "lang.en", "lang.fr", "size", "none", "button", "progress", "done",
              "persisted", "not-persisted", "usage", "remove", "removed", "failed", "waiting")
PAGE_WORDS = ("available", "none", "missing", "runtime", "no-runtime")
SIZE_WORDS = ("kb", "mb", "gb")
_PLACEHOLDERS = {name: "{" + name + "}" for name in
                 ("total", "pages", "missing", "done", "percent", "used", "quota", "reason", "page", "n")}


def lang_of(dest: str) -> str:
    """The language of a built file, from where it is written ("fr/..." is French).

    >>> lang_of("fr/asking/index.html"), lang_of("asking/index.html"), lang_of("fr")
    ('fr', 'en', 'en')
    """
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


def fill_markers(html_text: str, dest: str) -> str:
    """A page's content with its keep box and offline list drawn, in the language of the page written at ``dest``."""
    lang = lang_of(dest)
    html_text = KEEP_MARKER.sub(lambda _: keep_box(lang), html_text)
    return LIST_MARKER.sub(lambda _: offline_list(lang), html_text)


def stamp(page_html: str) -> str:
    """A written page with the assets' stamp (a placeholder until the post-build step fills it).

    >>> stamp("<html><head><title>x</title></head>")
    '<html><head><meta name="hf-assets" content="hf-assets-placeholder"><title>x</title></head>'
    """
    return page_html.replace("<head>", f'<head><meta name="hf-assets" content="{PLACEHOLDER}">', 1)
