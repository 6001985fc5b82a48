"""Glue: the ``hf-widget`` and ``hf-diagram`` fences, drawn by :mod:`hf_core.site` at build time.

Registers both fences with pymdownx.superfences, tells the renderers the page's language and its path to the
site root, gives each page the loader's words, and draws every fence of a page before Markdown runs, so that
a fence that cannot be drawn stops ``mkdocs build`` with one line naming the page, the line in the page and
the reason (superfences would otherwise swallow some errors and ship the fence as inline code).
"""

from __future__ import annotations

import re
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from hf_core.site import diagrams, widgets
from hf_core.site.common import FenceError, loader_words
from hf_core.words import say

FENCES = ("hf-widget", "hf-diagram")
_OPEN = re.compile(r"^(?P<indent>\s*)(?P<ticks>`{3,})(?P<kind>hf-widget|hf-diagram)\s*$")

# What this page's fences became (set by on_page_markdown, read by the formatter superfences calls).
_drawn: dict[tuple[str, str], str] = {}
_page: dict[str, str] = {"lang": "en", "root": "", "uri": ""}  # the page being drawn
_late: list[str] = []  # errors of fences drawn by the formatter, raised once the page is converted


def _key(kind: str, source: str) -> tuple[str, str]:
    return kind, "\n".join(line.strip() for line in source.strip().splitlines())


def fences_of(markdown: str) -> list[tuple[str, int, str]]:
    """Each fence of a page: its kind, the line of its opening in the page (from 1) and its body.

    >>> fences_of("text\\n```hf-diagram\\ncaption: a\\n```\\n")
    [('hf-diagram', 2, 'caption: a')]
    """
    out: list[tuple[str, int, str]] = []
    lines = markdown.splitlines()
    i = 0
    while i < len(lines):
        match = _OPEN.match(lines[i])
        if match is None:
            i += 1
            continue
        start, closing = i, match["indent"] + match["ticks"]
        body: list[str] = []
        i += 1
        while i < len(lines) and lines[i].rstrip() != closing:
            body.append(lines[i])
            i += 1
        out.append((match["kind"], start + 1, "\n".join(body)))
        i += 1
    return out


def _draw(kind: str, source: str, lang: str, root: str) -> str:
    if kind == "hf-diagram":
        return diagrams.render(source, lang)
    return widgets.render(source, lang, root)


def _format(src: str, language: str, class_name: str, options: dict[str, Any], md: Any, **kwargs: Any) -> str:
    """The superfences formatter: what on_page_markdown drew for this fence.

    A fence that another hook changed after on_page_markdown drew it (a later hook's markers inside it) is
    drawn here; superfences would swallow an error raised here, so it is kept and raised by on_page_content.
    """
    key = _key(language, src)
    if key not in _drawn:
        try:
            _drawn[key] = _draw(language, src, _page["lang"], _page["root"])
        except FenceError as exc:
            _late.append(f"{_page['uri']}: {language}: {exc.reason}")
            return ""
    return _drawn[key]


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    fences: list[dict[str, Any]] = config.mdx_configs.setdefault("pymdownx.superfences", {}).setdefault(
        "custom_fences", []
    )
    for name in FENCES:
        if not any(f.get("name") == name for f in fences):
            fences.append({"name": name, "class": name, "format": _format})
    return config


def page_language(page: Page) -> str:
    locale = getattr(page.file, "locale", None)
    if locale in ("en", "fr"):
        return str(locale)
    return "fr" if page.file.src_uri.endswith(".fr.md") else "en"


def _front_matter_lines(page: Page, markdown: str) -> int:
    """How many lines of the page's file come before ``markdown`` (its front matter), to name lines as the
    author sees them."""
    try:
        raw = page.file.content_string
    except (OSError, UnicodeDecodeError):
        return 0
    start = raw.find(markdown[:200]) if markdown else -1
    return raw[:start].count("\n") if start > 0 else 0


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    lang = page_language(page)
    depth = page.url.strip("/").count("/") + 1 if page.url.strip("/") else 0
    root = "../" * depth if config.use_directory_urls else ""
    toc = config.mdx_configs.get("toc")
    if isinstance(toc, dict):
        toc["permalink_title"] = say("page.permalink-title", lang)
    _drawn.clear()
    _late.clear()
    _page.update(lang=lang, root=root, uri=page.file.src_uri)
    offset = _front_matter_lines(page, markdown)
    for kind, line, source in fences_of(markdown):
        try:
            _drawn[_key(kind, source)] = _draw(kind, source, lang, root)
        except FenceError as exc:
            where = offset + line + (exc.line or 0)
            raise PluginError(f"{page.file.src_uri}:{where}: {kind}: {exc.reason}") from None
    return markdown


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if _late:
        raise PluginError(_late[0])
    return html


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    """Every page carries the runtime loader's words in its language (the loader has no table of its own)."""
    end = output.rfind("</body>")
    return output if end < 0 else output[:end] + loader_words(page_language(page)) + output[end:]
