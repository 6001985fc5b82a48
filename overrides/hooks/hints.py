"""Glue: each page's ``<head>`` hints (its modules preloaded; the Python worker's head start on a page whose widget
needs it), from :mod:`hf_core.site.hints`."""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page

from hf_core.site.hints import early_code, head_hints, module_graph

_graph: dict[str, list[str]] = {}
_early: list[str] = [""]  # the head start's code, written inline


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    _graph.clear()
    _graph.update(module_graph(Path(config.docs_dir)))
    _early[0] = early_code(Path(config.docs_dir))
    return config


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    return head_hints(output, _graph, _early[0])
