"""The teaching pages as built: readable without JavaScript, in both languages, drawn from the engine."""

from __future__ import annotations

import contextlib
import io
import re

import pytest
from sitehelp import LANGS, SITE, parse_html

from hf_core import teaching
from hf_core.__main__ import main as cli_main
from hf_core.rules import RULES_DOC

PAGES = ("teachers", "play", "exercises", "printables/cards", "printables/rules-summary", "printables/deal-sheet")
EXAMPLE_CODE = "JQ6R-A0B"  # the deal sheet's build-time example (docs/printables/deal-sheet*.md)


def page(slug: str, lang: str) -> str:
    return f"{'' if lang == 'en' else lang + '/'}{slug}/index.html"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", PAGES)
def test_teaching_pages_are_built_in_both_languages(slug: str, lang: str) -> None:
    path = SITE / page(slug, lang)
    assert path.is_file(), path
    assert f'lang="{lang}"' in path.read_text(encoding="utf-8")[:400]


@pytest.mark.parametrize("lang", LANGS)
def test_exercises_are_readable_without_javascript(lang: str) -> None:
    root = parse_html(SITE / page("exercises", lang))
    widgets = [e for e in root.iter() if e.get("data-hf-widget") == "exercises"]
    assert len(widgets) == len(teaching.EXERCISES) >= 8
    for widget, ex in zip(widgets, teaching.EXERCISES, strict=True):
        assert widget.get("data-hf-exercise") == ex.id
        question = widget.find_all("hf-ex__question")[0].all_text()
        assert question.strip().endswith("?"), question
        keys = [b.get("data-hf-choice") for b in widget.find_all("hf-ex__choice")]
        assert keys == ex.choices()
        # The answer is not given away in the page: only the engine knows it.
        assert "data-hf-answer" not in str(widget.attrs)
        if ex.kind == "knows":
            assert not widget.find_all("hf-hand")
        else:
            assert widget.find_all("hf-hand")


@pytest.mark.parametrize("lang", LANGS)
def test_card_sheet_has_the_44_labelled_cards(lang: str) -> None:
    root = parse_html(SITE / page("printables/cards", lang))
    cards = [e.get("data-label") for e in root.find_all("hf-cut")]
    assert sorted(cards) == sorted(f"{f}{m}" for f in "ABCDEFGHIJK" for m in range(1, 5))
    pages = root.find_all("hf-cutpage")
    assert [len(p.find_all("hf-cutrow")) for p in pages] == [3, 3, 3, 2]
    assert root.find_all("hf-printable")


def cli_hands(code: str) -> list[list[str]]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli_main(["deal", "--code", code]) == 0
    return [
        sorted(re.findall(r"[A-K][1-4]", line.split(":", 1)[1]))
        for line in out.getvalue().splitlines()
        if re.match(r"^[^,:]+(?: \(dealer\))?, \d+ cards:", line)
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_deal_sheet_example_matches_the_cli(lang: str) -> None:
    root = parse_html(SITE / page("printables/deal-sheet", lang))
    cells = [e.get("data-hand").split() for e in root.iter() if e.get("data-hand")]
    assert [sorted(c) for c in cells] == cli_hands(EXAMPLE_CODE)
    assert EXAMPLE_CODE in root.all_text()


@pytest.mark.parametrize("lang", LANGS)
def test_play_first_state_is_a_real_deal_from_its_code(lang: str) -> None:
    root = parse_html(SITE / page("play", lang))
    widget = next(e for e in root.iter() if e.get("data-hf-widget") == "play")
    code = next(e.all_text() for e in widget.iter() if "data-hf-code" in e.attrs)
    expected = teaching.decode_code(code).game()
    seats = widget.find_all("hf-seat")
    assert len(seats) == len(expected.players)
    you = seats[0]
    shown = sorted(c.get("data-card") for c in you.find_all("hf-card") if "hf-card--small" not in c.classes)
    assert shown == sorted(str(c) for c in expected.hand(expected.players[0]))
    # The others' hands are hidden: only their sizes are shown.
    for other in seats[1:]:
        assert not other.find_all("hf-hand")
    # The reader begins (the default code's dealer is the last seat): the request targets are there from
    # the start, one per other player, enabled once Python runs.
    targets = [b.get("data-hf-target") for b in widget.find_all("hf-play__target")]
    assert targets == [s.get("data-player") for s in seats[1:]]


@pytest.mark.parametrize("lang", LANGS)
def test_teachers_page_links_each_mistake_to_its_rule(lang: str) -> None:
    html = (SITE / page("teachers", lang)).read_text(encoding="utf-8")
    table = html.split('id="mistakes"', 1)[1]
    anchors = set(re.findall(r'href="\.\./(?:asking|completing|dealing)/#([a-z-]+)"', table))
    rules = {r.replace(".", "-") for r in RULES_DOC}
    assert len(anchors) >= 8
    assert anchors <= rules
    assert "hf_core deal --code" in html
