"""The ``<head>`` hints of a built page: its modules fetched while the page is parsed (issue 22, item 3).

A page's scripts are ES modules (mkdocs.yml's ``extra_javascript``, at the end of the body) that import others,
and its widgets' modules are imported by the loader once the page is there: without hints the browser learns of
each module only once the one importing it has arrived, one round trip after another. The build knows every
module's static imports and which widgets a page holds, so it names them all in the page's head as
``<link rel="modulepreload">``. On a page with a widget that needs Python, it also adds ``early.js`` (an async
module), which starts the Python worker while the page is still being parsed (``docs/javascripts/hf/early.js``).

>>> graph = {"javascripts/hf/loader.js": ["javascripts/hf/pages.js"], "javascripts/hf/pages.js": [],
...          "javascripts/hf/widgets/play.js": ["javascripts/hf/loader.js"]}
>>> page = ('<head></head><div data-hf-widget="play" class="x"></div>'
...         '<script src="../javascripts/hf/loader.js" type="module"></script>')
>>> hints = head_hints(page, graph).split("<head>")[1].split("</head>")[0]
>>> [link.split('"')[-2] for link in hints.split(">") if "modulepreload" in link]
['../javascripts/hf/widgets/play.js', '../javascripts/hf/pages.js']
>>> hints.endswith('<script type="module" async src="../javascripts/hf/early.js"></script>')
True
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

SCRIPTS = "javascripts"  # where the site's own modules live, under the site root (and docs/)
WIDGETS = "javascripts/hf/widgets"
EARLY = "javascripts/hf/early.js"
BUILT_IN = {"runtime-check"}  # a widget the loader itself mounts (no module of its own)

_IMPORT = re.compile(r'^import\s+(?:[^;"\']*?\s+from\s+)?["\'](\.{1,2}/[^"\']+)["\']', re.M)
_MODULE_SCRIPT = re.compile(r'<script src="([^"]*?)(javascripts/[^"]+\.js)" type="module"')
_WIDGET = re.compile(r'<[a-z]+\b[^>]*?\sdata-hf-widget="([a-z][a-z0-9-]*)"([^>]*)>')


def module_graph(docs: Path) -> dict[str, list[str]]:
    """Every module under ``docs/javascripts/`` -> the modules it imports statically (site-relative paths).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     hf = Path(tmp, "javascripts", "hf")
    ...     hf.mkdir(parents=True)
    ...     _ = (hf / "a.js").write_text('import { b } from "./b.js";\\nimport "../c.js";\\nconst x = 1;\\n')
    ...     _ = (hf / "b.js").write_text("export const b = 1;\\n")
    ...     module_graph(Path(tmp))["javascripts/hf/a.js"]
    ['javascripts/hf/b.js', 'javascripts/c.js']
    """
    graph: dict[str, list[str]] = {}
    for path in sorted((docs / SCRIPTS).rglob("*.js")):
        name = path.relative_to(docs).as_posix()
        here = path.parent
        graph[name] = [(here / found).resolve().relative_to(docs.resolve()).as_posix()
                       for found in _IMPORT.findall(path.read_text(encoding="utf-8"))]
    return graph


def closure(graph: Mapping[str, list[str]], start: Iterable[str]) -> list[str]:
    """``start`` and every module they import, directly or not, each once, in a stable order.

    >>> closure({"a": ["b", "c"], "b": ["c"], "c": []}, ["a"])
    ['a', 'b', 'c']
    """
    seen: list[str] = []
    todo = list(start)
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        seen.append(name)
        todo.extend(graph.get(name, []))
    return seen


def head_hints(page: str, graph: Mapping[str, list[str]]) -> str:
    """The page with its hints before ``</head>``: the modules its scripts and widgets import, and the Python
    worker's head start where a widget needs it. A page without module scripts is returned as it is."""
    scripts = _MODULE_SCRIPT.findall(page)
    if not scripts or "</head>" not in page:
        return page
    prefix = scripts[0][0]  # how this page reaches the site root ("../", "/", "")
    loaded = {name for _, name in scripts}
    widgets = _WIDGET.findall(page)
    wanted = [f"{WIDGETS}/{name}.js" for name, _ in widgets if name not in BUILT_IN]
    python = any("data-hf-runtime-free" not in rest for _, rest in widgets)
    if python:
        wanted.append(EARLY)
    modules = [name for name in closure(graph, [*sorted(loaded), *wanted]) if name not in loaded and name != EARLY]
    if not modules and not python:
        return page
    links = "".join(f'<link rel="modulepreload" href="{html.escape(prefix + name)}">' for name in modules)
    if python:
        links += f'<script type="module" async src="{html.escape(prefix + EARLY)}"></script>'
    return page.replace("</head>", links + "</head>", 1)
