"""French typography on French pages, as a safety net: :func:`hf_core.words.french` on what the reader sees.

The French sources are written with their non-breaking spaces, but two things lose or lack them: the table
of contents (MkDocs rebuilds each heading's title, and Python's whitespace splitting turns U+00A0 and U+202F
into ordinary spaces), and text that reaches a page from elsewhere (a diagram's caption and labels). So on
French pages only:

- ``on_page_context``: every table-of-contents title goes through ``french``;
- ``on_post_page``: every text node outside ``code``, ``pre``, ``script``, ``style``, ``textarea`` and
  ``svg`` goes through ``french``. Tags, attributes (URLs included) and character references are left
  exactly as they are, and so is everything inside a widget (``data-hf-widget``): its first state must be
  exactly what the same Python renders in the page, so its typography is the wording catalogue's
  (:mod:`hf_core.words`), applied in both places.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink

from hf_core.words import french

SKIPPED = ("code", "pre", "script", "style", "textarea", "svg")
# A skipped element as a whole, a comment, a tag, or a character reference: everything french() must not see.
_UNTOUCHABLE = re.compile(
    r"<(" + "|".join(SKIPPED) + r")\b.*?</\1\s*>|<!--.*?-->|<[^>]*>|&#?\w+;",
    re.S | re.I,
)


# where a text node starts or ends next to a tag: "<code>x</code> : suite", "« <em>oui</em> »"
_EDGES = (
    (re.compile(r"^ +(?=[:»])"), "\u00a0"),
    (re.compile(r"^ +(?=[;!?](?:\s|$))"), "\u202f"),
    (re.compile(r"(?<=«) +$"), "\u00a0"),
)


_APOSTROPHES = ("&#x27;", "&#39;", "&apos;")


def _french(text: str) -> str:
    for pattern, space in _EDGES:
        text = pattern.sub(space, text)
    return french(text)


def is_french(page: Page) -> bool:
    return page.file.src_uri.endswith(".fr.md")


_TAG = re.compile(r"<(/?)([a-zA-Z][\w-]*)\b[^>]*?(/?)>")
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def widget_spans(html: str) -> list[tuple[int, int]]:
    """Where each widget element (``data-hf-widget``) starts and ends in ``html``, outermost ones only.

    >>> html = '<p>a</p><div data-hf-widget="x"><div>b</div><br></div><p>c</p>'
    >>> [html[a:b] for a, b in widget_spans(html)]
    ['<div data-hf-widget="x"><div>b</div><br></div>']
    """
    spans: list[tuple[int, int]] = []
    start, depth = 0, 0
    for tag in _TAG.finditer(html):
        closing, name, self_closing = tag.group(1), tag.group(2).lower(), tag.group(3)
        if depth == 0:
            if not closing and "data-hf-widget" in tag.group(0):
                start, depth = tag.start(), 1
            continue
        if closing:
            depth -= 1
            if depth == 0:
                spans.append((start, tag.end()))
        elif name not in _VOID and not self_closing:
            depth += 1
    return spans


def french_html(html: str) -> str:
    """``french_text`` outside widgets (their first state is the catalogue's, as in the page).

    >>> french_html('<p>Oui : non</p><div data-hf-widget="x"><p>a : b</p></div>')
    '<p>Oui\\xa0: non</p><div data-hf-widget="x"><p>a : b</p></div>'
    """
    out: list[str] = []
    pos = 0
    for start, end in widget_spans(html):
        out += [french_text(html[pos:start]), html[start:end]]
        pos = end
    out.append(french_text(html[pos:]))
    return "".join(out)


def french_text(html: str) -> str:
    """``french`` on the text between tags, outside code and scripts; the markup itself is left alone.

    >>> french_text("<p>C&#x27;est à toi</p>")
    '<p>C’est à toi</p>'
    >>> french_text('<p title="a : b">Oui : <a href="?x=1;y">non !</a> &amp; <code>a ; b</code> : c</p>')
    '<p title="a : b">Oui\\xa0: <a href="?x=1;y">non\\u202f!</a> &amp; <code>a ; b</code>\\xa0: c</p>'
    """
    out: list[str] = []
    pos = 0
    for match in _UNTOUCHABLE.finditer(html):
        out.append(_french(html[pos : match.start()]))
        mark = match.group(0)
        before, after = html[match.start() - 1 : match.start()], html[match.end() : match.end() + 1]
        if mark in _APOSTROPHES and before.isalpha() and after.isalpha():
            mark = "\u2019"  # an escaped apostrophe inside a word: "C&#x27;est" -> "C’est"
        out.append(mark)
        pos = match.end()
    out.append(_french(html[pos:]))
    return "".join(out)


def _titles(items: Iterable[AnchorLink]) -> None:
    for item in items:
        item.title = french(item.title)
        _titles(item.children)


def on_page_context(context: dict[str, Any], page: Page, config: MkDocsConfig, nav: Navigation) -> dict[str, Any]:
    if is_french(page):
        _titles(page.toc)
    return context


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    if not is_french(page):
        return output
    head, sep, body = output.partition("<body")
    # the <head> holds the <title> and the description (attributes are left alone: the sources carry them)
    title = re.sub(r"(<title>)(.*?)(</title>)", lambda m: m.group(1) + french(m.group(2)) + m.group(3), head)
    return title + sep + french_html(body)
