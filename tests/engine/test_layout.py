"""The engine's layout (issue 23): no import circle in ``hf_core``, and no module too long to read in one sitting.

Every ``import`` of an ``hf_core`` module is an arrow, at the top of a module, inside a function (an import
inside a function is how a circle hides) or for type checkers only (``if TYPE_CHECKING:``: it never runs, but it
still says which module knows the other). A package's ``__init__`` importing its own modules is not a circle
with them: Python runs a package's ``__init__`` before its modules, and those name their siblings, never the
package itself.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import hf_core

PACKAGE = Path(hf_core.__file__).resolve().parent  # the tree's, or the wheel's in Pyodide (tests/pyodide/run.mjs)
MOST_LINES = 850  # "about 800" (issue 23)
DATA_TABLES = ("words/", "site/readers/")  # the wording catalogue, the readers' labelled queries: data, not code


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _resolve(module: str, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if MODULES[module].name != "__init__.py":
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def imports_of(module: str, source: str | None = None) -> set[str]:
    """The hf_core modules ``module`` imports, anywhere in it; ``source``: its text, if not the file's."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in MODULES)
        elif isinstance(node, ast.ImportFrom):
            source = _resolve(module, node)
            if source in MODULES:
                # from hf_core import web: the module hf_core.web; from hf_core import Card: hf_core itself
                named = [f"{source}.{alias.name}" for alias in node.names]
                found.update(n for n in named if n in MODULES)
                if any(n not in MODULES for n in named):
                    found.add(source)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source if source is not None else MODULES[module].read_text(encoding="utf-8")))
    found.discard(module)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                out.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return out


def test_the_engine_has_no_import_circle() -> None:
    graph = {m: imports_of(m) for m in MODULES}
    found = circles(graph)
    described = [
        " -> ".join(part) + "  (" + "; ".join(f"{a} imports {sorted(graph[a] & set(part))}" for a in part) + ")"
        for part in found
    ]
    assert not found, "import circles in hf_core:\n" + "\n".join(described)


def test_the_circle_check_finds_a_circle_hidden_in_a_function() -> None:
    """The check itself: a circle made only of an import inside a function, or for type checkers, is found."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    source = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from hf_core.game import Game\n"
        "def f():\n    from hf_core.log import game_to_log\n    from . import cards\n"
    )
    assert imports_of("hf_core.scenarios", source) == {"hf_core.game", "hf_core.log", "hf_core.cards"}


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_is_too_long_to_read(module: str) -> None:
    path = MODULES[module]
    if any(part in path.relative_to(PACKAGE).as_posix() for part in DATA_TABLES):
        pytest.skip("a data table")
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MOST_LINES, f"{path.relative_to(PACKAGE.parent)}: {lines} lines (split it where its parts are)"


def test_the_public_names_are_where_they_were() -> None:
    """The split changed no import path: the names the docs, the tests and the pages use still import."""
    from hf_core.bots import (  # noqa: F401
        BOT_KINDS,
        COLLECTOR_WEIGHT,
        REASON_KINDS,
        SPREAD_WEIGHT,
        Bot,
        Decision,
        Observation,
        RandomBot,
        Reason,
        SmartBot,
        StrongBot,
        add_tallies,
        hint,
        make_bot,
        next_request,
        observe,
        play_out,
        reason_sentence,
        tally_games,
    )
    from hf_core.knowledge import (  # noqa: F401
        FACT_CODES,
        HOLDER_REASONS,
        LACK_REASONS,
        Fact,
        InconsistentEvents,
        Knowledge,
        fact_sentences,
        family_label,
        join_words,
    )
    from hf_core.rules import RULE_IDS, RULES, Rule, Rules, anchor, rule_title, rule_url  # noqa: F401
