"""MkDocs hook: the offline copy's parts of each page (glue for :mod:`hf_core.site.offline`).

The keep box and the offline page's list are drawn from their markers, and every page gets the
``<meta name="hf-assets">`` stamp that ``python -m hf_core.site.postbuild site`` fills once the whole site is
written (with the service worker, ``sw.js``, and its manifest). Registered in ``mkdocs.yml`` under ``hooks:``.
"""

from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from hf_core.site.offline import fill_markers, stamp


def on_page_content(html_text: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    return fill_markers(html_text, page.file.dest_uri)


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    return stamp(output)
