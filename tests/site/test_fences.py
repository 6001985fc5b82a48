"""The ``hf-widget`` and ``hf-diagram`` fences: each widget's build-time first state is the same as the page's
first step, and a fence that cannot be drawn stops ``mkdocs build --strict`` with one line naming the page, the
line in the page and the reason (no traceback, nothing shipped as inline code)."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_build_guard import build, make_copy

from hf_core import web
from hf_core.scenarios import WORKED_EXAMPLE_STEPS
from hf_core.site import diagrams, widgets
from hf_core.site.common import FenceError


def call(func: Any, request: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(func(json.dumps(request)))
    assert answer["ok"], answer
    return answer


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_build_time_first_state_is_the_first_step(lang: str) -> None:
    page = widgets.render("widget: worked-example", lang, "")
    first = call(web.worked_example_steps, {"lang": lang, "story": True})["steps"][0]
    assert f"data-hf-newest><p>{html.escape(first['headline'][0], quote=True)}</p></div>" in page
    assert f"data-hf-reasons>{html.escape(first['text'], quote=True)}</p>" in page
    for name, hand in first["hands"].items():
        seat = page.split(f'data-player="{name}"', 1)[1].split('<div class="hf-seat', 1)[0]
        assert list(hand) == [part.split('"', 1)[0] for part in seat.split('data-card="')[1:]]
    assert 'data-hf-widget="worked-example"' in page
    assert 'class="hf-we__bar"' in page  # hidden until the widget is mounted: never without JavaScript (widgets.css)
    ui = json.loads(html.unescape(page.split('data-hf-ui="', 1)[1].split('"', 1)[0]))
    assert ui["next"] == {"en": "Next", "fr": "Suivant"}[lang]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_worked_example_ships_every_step_with_the_page(lang: str) -> None:
    page = widgets.render("widget: worked-example", lang, "../")
    shipped = json.loads(page.split("<script type=\"application/json\" data-hf-steps>", 1)[1].split("</script>")[0])
    steps = call(web.worked_example_steps, {"lang": lang, "story": True})["steps"]
    assert [s["text"] for s in shipped] == [s["text"] for s in steps]
    assert [s["headline"] for s in shipped] == [s["headline"] for s in steps]
    assert [len(s["headline"]) for s in shipped] == [1, 1, 1, 2, 1, 4]  # the deal, then one line per request
    # Every step's headline lies, unseen, under the one shown: the tallest sets its height.
    assert page.count('class="hf-we__sizer" aria-hidden="true"') == len(shipped)
    assert [s["board"] for s in shipped] == [s["board"] for s in steps]
    assert "data-hf-runtime-free" in page  # the loader starts no runtime for it
    assert shipped[0]["counter"] == {"en": "The deal", "fr": "La donne"}[lang]
    assert shipped[4]["counter"] == {"en": "Step 4 of 5", "fr": "Étape 4 sur 5"}[lang]
    explore = {"en": "explore/", "fr": "fr/explore/"}[lang]
    assert ["a", {"href": explore}, {"en": "Try it yourself", "fr": "À vous de jouer"}[lang]] in shipped[-1]["rule"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_widgets_steps_are_the_pages_steps(lang: str) -> None:
    """"Step 4" is one moment: the requests the page's Step n heading shows (its last diagram) are the ones the
    widget has played by its Step n."""
    from sitehelp import DOCS

    from hf_core.scenarios import WORKED_EXAMPLE_STEPS

    text = (DOCS / ("worked-example.fr.md" if lang == "fr" else "worked-example.md")).read_text(encoding="utf-8")
    sections = text.split("\n## ")[1:]
    told = [s for s in sections if s.split(" ", 1)[0] in ("Step", "Étape")]
    assert len(told) == len(WORKED_EXAMPLE_STEPS)
    for n, section in enumerate(told, start=1):
        asks = [line.split(":", 1)[1].split() for line in section.splitlines() if line.startswith("ask:")]
        last = [tuple(a) for a in asks][-sum(len(c) for c in WORKED_EXAMPLE_STEPS[:n]):]
        assert last == [r for chapter in WORKED_EXAMPLE_STEPS[:n] for r in chapter], f"Step {n}"


def test_build_time_explorer_is_the_default_deal() -> None:
    page = widgets.render("widget: explorer", "fr", "")
    state = call(web.new_deal, {"lang": "fr"})["state"]
    for seat in state["seats"]:
        assert f'data-player="{seat["name"]}" data-count="{seat["count"]}"' in page
    assert "Ce que sait la table" in page
    assert f'href="?{html.escape(state["share"])}"' in page


# The hostile fences of the review (issue 14), and a few more: each is refused with its reason and its line.
BAD_WIDGETS = [
    ("widget: nonsense", 1, "widget must be one of"),
    ("widget: explorer\nplayers: Ann", None, "refused"),
    ("widget: explorer\nseed: ²", 2, "digits 0-9"),
    ("widget: explorer\nseed: 1\nseed: 2", 3, "given twice"),
    ("widget: explorer\ncolour: red", 2, "unknown key"),
    ('{"widget": "compare", "seed": [1]}', None, "digits 0-9"),
    ("widget: compare\nprofile: nonsense", None, "profile"),
]
BAD_DIAGRAMS = [
    ("deal: worked-example-requests\ncaption: x", 1, "no named deal"),
    ("deal: worked-example-dealer\ncaption: x", 1, "no named deal"),
    ("deal: worked-example\nrecent: ²\ncaption: x", 2, "digits 0-9"),
    ("player: Alice = A1\nplayer: Alice = A2\ncaption: x", 2, "given twice"),
    ("caption: x\ncolour: red", 2, "unknown key"),
]


@pytest.mark.parametrize(("source", "line", "reason"), BAD_WIDGETS)
def test_a_bad_widget_fence_is_refused_with_its_reason(source: str, line: int | None, reason: str) -> None:
    with pytest.raises(FenceError) as refused:
        widgets.render(source, "en", "")
    assert reason in refused.value.reason
    if line is not None:
        assert refused.value.line == line


@pytest.mark.parametrize(("source", "line", "reason"), BAD_DIAGRAMS)
def test_a_bad_diagram_fence_is_refused_with_its_reason(source: str, line: int | None, reason: str) -> None:
    with pytest.raises(FenceError) as refused:
        diagrams.render(source, "en")
    assert reason in refused.value.reason
    assert refused.value.line == line


def test_a_bad_fence_stops_the_build_naming_the_page_and_the_line(tmp_path: Path) -> None:
    config = make_copy(tmp_path)
    page = tmp_path / "docs" / "worked-example.md"
    text = page.read_text(encoding="utf-8")
    text = text.replace("recent: 2\n", "recent: ²\n", 1)
    page.write_text(text, encoding="utf-8")
    line = text.splitlines().index("recent: ²") + 1
    result = build(config)
    assert result.returncode != 0
    assert f"worked-example.md:{line}: hf-diagram: recent:" in result.stderr
    assert "Traceback" not in result.stderr


@settings(max_examples=60, deadline=None)
@given(picks=st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=40),
       start=st.integers(min_value=0, max_value=len(WORKED_EXAMPLE_STEPS)))
def test_what_if_has_a_picture_for_every_card_it_may_offer(picks: list[int], start: int) -> None:
    """"What if?" draws each card it offers from the pictures shipped with the page: from any step, after any
    requests (the reader's or the computer's: legal ones, whoever makes them), every card offered has one (stop 62:
    a family the steps never offer had none, and the page threw)."""
    page = widgets.render("widget: worked-example", "en", "")
    shipped = json.loads(page.split("<script type=\"application/json\" data-hf-cards>", 1)[1].split("</script>")[0])
    requests = [list(r) for chapter in WORKED_EXAMPLE_STEPS[:start] for r in chapter]
    for pick in picks:
        state = call(web.state, {"lang": "en", "deal": "worked-example", "requests": requests})["state"]
        offered = [(g["target"], card) for g in state["legal"] or [] for card in g["cards"]]
        assert {card for _target, card in offered} <= set(shipped)
        if not offered:
            break
        target, card = offered[pick % len(offered)]
        requests.append([state["current"], target, card])
