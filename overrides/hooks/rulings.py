"""Glue: ``{{ ruling: id }}`` in a page becomes that ruling's record, drawn by :mod:`hf_core.site.rulings` in the
page's language (``page.fr.md`` is French). A marker naming no ruling stops the build, naming the page and line.
"""

from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from hf_core.site.rulings import RulingMarkerError, expand


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    lang = "fr" if page.file.src_uri.endswith(".fr.md") else "en"
    try:
        return expand(markdown, lang)
    except RulingMarkerError as exc:
        raise PluginError(f"{page.file.src_uri}, line {exc.line}: {exc.reason}") from None
