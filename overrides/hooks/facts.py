"""Facts from the engine in the prose: ``{{ hf: worked.families_left(step=5) }}`` becomes ``7``.

Glue only: :func:`hf_core.scenario_facts.fact` computes the text, in the page's language (``page.fr.md`` is
French). A marker that names no known fact, or gives it bad arguments, stops the build, naming the page and
the line.
"""

from __future__ import annotations

import re

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from hf_core.scenario_facts import FactError, fact

MARKER = re.compile(r"\{\{\s*hf:\s*(.*?)\s*\}\}")


def resolve(markdown: str, lang: str, where: str) -> str:
    """Every marker of ``markdown`` replaced by its fact; ``where`` names the page in errors.

    >>> resolve("Still {{ hf: worked.families_left(step=5) }} to go.", "en", "x.md")
    'Still 7 to go.'
    >>> resolve("a\\n{{ hf: worked.nope(step=1) }}", "en", "x.md")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
        ...
    mkdocs.exceptions.PluginError: x.md, line 2: unknown fact 'worked.nope'; known: ...
    """
    lines = markdown.split("\n")
    for number, line in enumerate(lines, start=1):
        if "{{" not in line:
            continue
        try:
            lines[number - 1] = MARKER.sub(lambda m: fact(m.group(1), lang), line)
        except FactError as exc:
            raise PluginError(f"{where}, line {number}: {exc}") from None
        if re.search(r"\{\{\s*hf\b", lines[number - 1]):
            raise PluginError(f"{where}, line {number}: a marker not written {{{{ hf: name(step=N) }}}}")
    return "\n".join(lines)


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    lang = "fr" if page.file.src_uri.endswith(".fr.md") else "en"
    return resolve(markdown, lang, page.file.src_uri)
