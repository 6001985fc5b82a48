"""Numbers about the worked example come from the engine (overrides/hooks/facts.py, hf_core.scenario_facts).

The page's prose writes ``{{ hf: worked.families_left(step=5) }}`` where a fact goes; its diagrams play the
same requests step by step. These tests check that the diagrams play exactly the steps the facts are computed
from, that every marker was replaced, and that a marker the engine does not know stops the build.
"""

from __future__ import annotations

import doctest
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from sitehelp import LANGS, ROOT, SITE, built, hook_module, parse_html, source

from hf_core.scenario_facts import WORKED_STEPS, fact, worked_game


@pytest.mark.parametrize("name", ["facts", "french"])
def test_hook_doctests(name: str) -> None:
    result = doctest.testmod(hook_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def step_sections(text: str) -> dict[int, str]:
    """``## Step N`` / ``## Étape N`` section -> its Markdown, up to the next level-2 heading."""
    sections: dict[int, str] = {}
    for part in re.split(r"(?m)^(?=## )", text):
        heading = re.match(r"## (?:Step|Étape) (\d+)", part)
        if heading:
            sections[int(heading.group(1))] = part
    return sections


@pytest.mark.parametrize("lang", LANGS)
def test_diagrams_play_the_steps_the_facts_count(lang: str) -> None:
    sections = step_sections(source("worked-example", lang).read_text(encoding="utf-8"))
    assert sorted(sections) == list(range(1, len(WORKED_STEPS) + 1))
    played: list[tuple[str, ...]] = []
    for step, requests in enumerate(WORKED_STEPS, start=1):
        played += [tuple(r) for r in requests]
        fences = re.findall(r"```hf-diagram\n(.*?)```", sections[step], re.S)
        asks = [tuple(line.split()[1:]) for line in fences[-1].splitlines() if line.startswith("ask:")]
        assert asks == played, f"worked-example ({lang}), step {step}: the last diagram plays {asks}"


def test_no_marker_left_in_the_site() -> None:
    left = [str(p.relative_to(SITE)) for p in SITE.rglob("*.html") if "{{ hf" in p.read_text(encoding="utf-8")]
    assert not left


@pytest.mark.parametrize("lang", LANGS)
def test_worked_example_states_the_engine_counts(lang: str) -> None:
    text = " ".join(parse_html(built("worked-example", lang)).all_text().split())
    game = worked_game(len(WORKED_STEPS))
    left = len(game.rules.pack.families) - sum(game.scores().values())
    said = {"en": f"{left} families are still in play", "fr": f"{left} familles restent en jeu"}[lang]
    assert said in text
    sizes = [game.hand_count(p) for p in ("Ben", "Alice", "Cara")]
    assert max(sizes) == sizes[0]  # the page says Ben holds the most cards
    assert all(str(n) in text for n in sizes)
    assert fact('worked.cards(player="Cara", family="K", step=4)', lang) in text


def test_an_unknown_fact_stops_the_build(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n\nHello.\n\nStill {{ hf: worked.families_lift(step=5) }} to go.\n")
    (tmp_path / "mkdocs.yml").write_text(textwrap.dedent(f"""\
        site_name: t
        docs_dir: docs
        site_dir: site
        strict: true
        hooks:
          - {ROOT / "overrides" / "hooks" / "facts.py"}
        """))
    run = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q"],
        cwd=tmp_path, capture_output=True, text=True, timeout=600,  # a budget for a hang, generous under load
    )
    assert run.returncode != 0
    assert "index.md, line 5: unknown fact 'worked.families_lift'" in run.stderr
