"""The ``<head>`` hints of a built page: its modules fetched while the page is parsed (issue 22, item 3).

A page's scripts are ES modules (mkdocs.yml's ``extra_javascript``, at the end of the body) that import others,
and its widgets' modules are imported by the loader once the page is there: without hints the browser learns of
each module only once the one importing it has arrived, one round trip after another. Nor does Chromium's preload
scanner find the scripts at the end of the body ahead of the parser: the page's ``<meta
http-equiv="Content-Security-Policy">`` stops it (https://crbug.com/1458493), so they were asked for only once
the parser had waited for every style sheet and run Material's bundle (measured: 240 ms after the page's head, on
a desktop). The build knows every module's static imports and which widgets a page holds, so it names them all
first in the page's head, before that meta, as ``<link rel="modulepreload">``, with Material's bundle as a
``preload``: links that only fetch (the post-build puts the meta right after them, and every script and style
sheet stays after it). Each widget's own module is a (deferred) module script of the page: it runs before
``DOMContentLoaded`` and registers its ``mount`` with the loader, which mounts the widget as soon as the page is
there, not one task later through ``import()``. On a page with a widget that needs Python, it also writes the code
of ``docs/javascripts/hf/early.js`` inline (see there why), which starts the Python worker while the page is still
being parsed.

>>> graph = {"javascripts/hf/loader.js": ["javascripts/hf/pages.js"], "javascripts/hf/pages.js": [],
...          "javascripts/hf/widgets/play.js": ["javascripts/hf/loader.js"]}
>>> page = ('<head><meta charset="utf-8"></head><div data-hf-widget="play" class="x"></div>'
...         '<script src="../assets/javascripts/bundle.0123abcd.min.js"></script>'
...         '<script src="../javascripts/hf/loader.js" type="module"></script>')
>>> hints = head_hints(page, graph, "start();").split("<head>")[1].split("</head>")[0]
>>> [link.split('"')[-2] for link in hints.split(">") if "preload" in link]
['../assets/javascripts/bundle.0123abcd.min.js', '../javascripts/hf/loader.js', '../javascripts/hf/pages.js']
>>> [tag.split('src="')[1] for tag in hints.split("></script>") if "src=" in tag]
['../javascripts/hf/widgets/play.js"']
>>> hints.endswith('<script data-hf-root="../">start();</script>\\n')
True
>>> '<script src="../assets/javascripts/bundle.0123abcd.min.js" defer></script>' in head_hints(page, graph)
True
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

SCRIPTS = "javascripts"  # where the site's own modules live, under the site root (and docs/)
WIDGETS = "javascripts/hf/widgets"
EARLY = "javascripts/hf/early.js"  # written inline (early_code), not a module
WARM_CHECKS = "javascripts/hf/warm-checks.js"  # a module of the site, also written inline before EARLY's code
BUILT_IN = {"runtime-check"}  # a widget the loader itself mounts (no module of its own)

_IMPORT = re.compile(r'^import\s+(?:[^;"\']*?\s+from\s+)?["\'](\.{1,2}/[^"\']+)["\']', re.M)
_SHEET = re.compile(r'<link rel="stylesheet" href="([^"]+)">')
_MODULE_SCRIPT = re.compile(r'<script src="([^"]*?)(javascripts/[^"]+\.js)" type="module"')
_CHARSET = re.compile(r'<meta charset="utf-8">\n?')
_BUNDLE = re.compile(r'<script src="([^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)"></script>')
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


def inline_code(path: Path) -> str:
    """A script's code as the build writes it inline: without its whole-line comments and blank lines.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     _ = Path(tmp, "a.js").write_text("// why\\n(function () {\\n\\n  go(); // now\\n})();\\n")
    ...     inline_code(Path(tmp, "a.js"))
    '(function () {\\n  go(); // now\\n})();'
    """
    lines = path.read_text(encoding="utf-8").splitlines()
    code = "\n".join(line for line in lines if line.strip() and not line.lstrip().startswith("//"))
    if "</" in code:
        raise ValueError(f"{path}: '</' would end the inline script early")
    return code


def early_code(docs: Path) -> str:
    """The head start as the build writes it inline: the functions of ``warm-checks.js`` (a module of the site, which
    ``warming.js`` imports), without ``export``, then ``early.js``'s code, in one function of their own (nothing is
    added to the page's globals). One source for the checks of both starts.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     Path(tmp, "javascripts/hf").mkdir(parents=True)
    ...     _ = Path(tmp, WARM_CHECKS).write_text("// when\\nexport function may() {\\n  return true;\\n}\\n")
    ...     _ = Path(tmp, EARLY).write_text("// why\\n(function () {\\n  if (may()) go();\\n})();\\n")
    ...     print(early_code(Path(tmp)))
    (function () {
    function may() {
      return true;
    }
    (function () {
      if (may()) go();
    })();
    })();
    """
    checks = re.sub(r"^export function ", "function ", inline_code(docs / WARM_CHECKS), flags=re.M)
    if re.search(r"^\s*(?:import|export)\b", checks, re.M):
        raise ValueError(f"{WARM_CHECKS}: only 'export function' declarations can be written inline")
    return f"(function () {{\n{checks}\n{inline_code(docs / EARLY)}\n}})();"


def head_hints(page: str, graph: Mapping[str, list[str]], early: str = "") -> str:
    """The page with its hints right after ``<meta charset>``: its style sheets, then Material's bundle and the
    modules its scripts and widgets import, as ``preload`` links, then its widgets' modules as scripts, and where a
    widget needs Python, ``early`` (the head start's code, :func:`early_code`) inline. First in the head because a
    ``<meta http-equiv="Content-Security-Policy">`` stops Chromium's preload scanner (https://crbug.com/1458493):
    the post-build puts that meta after these links (they only fetch; nothing runs or styles the page before the
    policy), and the scripts stay after it. A page without module scripts, or without ``<meta charset="utf-8">``,
    is returned as it is."""
    scripts = _MODULE_SCRIPT.findall(page)
    charset = _CHARSET.search(page)
    if not scripts or not charset:
        return page
    prefix = scripts[0][0]  # how this page reaches the site root ("../", "/", "")
    widgets = _WIDGET.findall(page)
    mounted = list(dict.fromkeys(f"{WIDGETS}/{name}.js" for name, _ in widgets if name not in BUILT_IN))
    python = any("data-hf-runtime-free" not in rest for _, rest in widgets)
    modules = [name for name in closure(graph, [name for _, name in scripts] + mounted)
               if name not in mounted and name != EARLY]
    bundle = _BUNDLE.search(page)
    head = page[:page.find("</head>")]
    # The style sheets first: the page is drawn once they are in, and on a link of a few connections (HTTP/1.1) the
    # scripts named before them would hold them up.
    links = "".join(f'<link rel="preload" as="style" href="{href}">\n' for href in _SHEET.findall(head))  # as written
    links += f'<link rel="preload" as="script" href="{html.escape(bundle.group(1))}">\n' if bundle else ""
    links += "".join(f'<link rel="modulepreload" href="{html.escape(prefix + name)}">\n' for name in modules)
    tags = "".join(f'<script type="module" src="{html.escape(prefix + name)}"></script>\n' for name in mounted)
    if python and early:
        tags += f'<script data-hf-root="{html.escape(prefix)}">{early}</script>\n'
    page = page[:charset.end()] + links + tags + page[charset.end():]
    # Material's bundle deferred: it runs once the page is parsed, after the widgets' modules named above (scripts
    # that will run when the document has been parsed run in the order they are written). A widget that needs no
    # runtime (the worked example) is then mounted before the bundle's work (about 120 ms of script, style and
    # layout on a desktop, more on a phone), not after it and Material's DOMContentLoaded handlers.
    if not bundle:
        return page
    return page.replace(bundle.group(0), bundle.group(0).replace('"></script>', '" defer></script>'), 1)
