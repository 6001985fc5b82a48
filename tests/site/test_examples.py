"""The examples on the For developers page run, in both languages, and print what the page shows.

```pycon blocks run as one doctest per page (in a temporary directory, since one writes a log
file); then each `$ python -m hf_core ...` line of the ```console blocks runs in that directory,
and its output must match the lines shown (a final "..." line stands for the rest).
"""

from __future__ import annotations

import doctest
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from sitehelp import LANGS, source

BLOCK = re.compile(r"^```(\w+)\n(.*?)^```", re.S | re.M)


def blocks(lang: str, kind: str) -> list[str]:
    text = source("developers", lang).read_text(encoding="utf-8")
    return [body for k, body in BLOCK.findall(text) if k == kind]


def commands(lang: str) -> list[tuple[list[str], list[str]]]:
    """(argv, expected output lines) for every hf_core command shown."""
    out: list[tuple[list[str], list[str]]] = []
    for body in blocks(lang, "console"):
        for line in body.splitlines():
            if line.startswith("$ "):
                out.append((shlex.split(line[2:]), []))
            elif out:
                out[-1][1].append(line)
    return [(argv, shown) for argv, shown in out if argv[:3] == ["python", "-m", "hf_core"]]


@pytest.mark.parametrize("lang", LANGS)
def test_python_examples_run(lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code = "\n".join(blocks(lang, "pycon"))
    assert code.count(">>>") >= 10
    monkeypatch.chdir(tmp_path)
    test = doctest.DocTestParser().get_doctest(code, {}, f"developers.{lang}", None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    failures: list[str] = []
    runner.run(test, out=failures.append)
    assert runner.failures == 0, "".join(failures)


@pytest.mark.parametrize("lang", LANGS)
def test_command_line_examples_run(lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cmds = commands(lang)
    subcommands = {next(a for a in argv[3:] if not a.startswith("-") and a not in ("fr", "en"))
                   for argv, _ in cmds}
    assert subcommands == {"deal", "play", "replay"}
    # the pycon examples write the log that `replay` reads
    test_python_examples_run(lang, tmp_path, monkeypatch)
    if lang == "fr":
        assert all("--lang" in argv for argv, _ in cmds), "French examples use --lang fr"
    for argv, shown in cmds:
        if "play" in argv:
            continue  # interactive: checked below
        result = subprocess.run(
            [sys.executable, *argv[1:]], capture_output=True, text=True, cwd=tmp_path, timeout=300,
            env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        )
        assert result.returncode == 0, result.stderr
        actual = result.stdout.rstrip("\n").splitlines()
        if shown and shown[-1] == "...":
            assert actual[: len(shown) - 1] == shown[:-1]
        else:
            assert actual == shown


@pytest.mark.parametrize("lang", LANGS)
def test_play_example_starts_and_quits(lang: str, tmp_path: Path) -> None:
    argv = next(argv for argv, _ in commands(lang) if "play" in argv)
    quit_word = "quit" if lang == "en" else "quitter"
    result = subprocess.run(
        [sys.executable, *argv[1:]], input=f"{quit_word}\n", capture_output=True, text=True,
        cwd=tmp_path, timeout=300,
    )
    if "hf_core.bots is missing" in result.stdout + result.stderr:
        pytest.xfail("hf_core.bots has not landed yet")
    assert result.returncode == 0, result.stderr
