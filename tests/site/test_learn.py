""""Learn by playing" as built: every rule of the guide is reachable on the page (each deal's game introduces all of
them, each with its paragraph and a link to its section), both languages tell the same game, the page is linked
from the home page, the rules pages and the teachers' page, and a reader without JavaScript reads the game too."""

from __future__ import annotations

import json
from typing import Any

import pytest
from sitehelp import SITE, built, parse_html, resolve, url_path

from hf_core.learning import LEARNING_DEALS
from hf_core.rules import RULE_IDS, RULES
from hf_core.words import LANGS

SLUG = "learn"


def scripts(lang: str) -> list[dict[str, Any]]:
    page = parse_html(built(SLUG, lang))
    found = [el for el in page.iter() if el.tag == "script" and el.get("data-hf-script")]
    return [json.loads(el.all_text()) for el in sorted(found, key=lambda el: int(el.get("data-hf-script")))]


def notes_of(frame: dict[str, Any]) -> list[dict[str, Any]]:
    q = frame["question"]
    return [*frame["notes"], *(q["notes"] if q else []), *frame["action_notes"], *frame["card_notes"]]


def ids_on_page(path: str) -> set[str]:
    return {el.get("id") for el in parse_html(SITE / path / "index.html").iter() if el.get("id")}


@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_the_guide_states_is_reachable_on_the_page(lang: str) -> None:
    told = scripts(lang)
    assert len(told) == len(LEARNING_DEALS)
    here = url_path(SLUG, lang)
    for script in told:
        notes = [n for f in script["frames"] for n in notes_of(f)]
        assert sorted({n["id"] for n in notes}) == sorted(RULE_IDS)
        assert script["total"] == len(RULE_IDS)
        for n in notes:
            rule = RULES[n["id"]]
            assert n["title"] == rule.title(lang) and n["explain"] == rule.explanation(lang) and n["text"]
            assert n["url"] == rule.url(lang)
            target, _, anchor = n["url"].partition("#")
            assert anchor in ids_on_page(resolve("", target)), n["url"]
        assert [r["id"] for r in script["learned"]] == list(dict.fromkeys(n["id"] for n in notes))
    del here


def test_both_languages_tell_the_same_game() -> None:
    def shape(lang: str) -> list[list[Any]]:
        return [
            [(f["at"], f["action"], f["actor"], f["move"], [n["id"] for n in notes_of(f)],
              f["question"] and (f["question"]["kind"], f["question"]["answer"], f["question"]["rule"]["id"]),
              f.get("turn") and [(t["name"], bool(t["refusal"])) for t in f["turn"]["targets"]],
              f.get("turn") and [[(c["label"], c["held"], c["refusal"] and c["refusal"]["id"]) for c in r["cards"]]
                                 for r in f["turn"]["families"]],
              len(f["said"]), len(f["after"]))
             for f in s["frames"]]
            for s in scripts(lang)
        ]

    assert shape("en") == shape("fr")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", ["index", "dealing", "asking", "completing", "teachers"])
def test_the_page_is_linked_from_the_home_rules_and_teachers_pages(slug: str, lang: str) -> None:
    here = url_path(slug, lang)
    article = parse_html(built(slug, lang)).find_all(tag="article")[0]
    targets = {resolve(here, a.get("href")) for a in article.iter() if a.tag == "a" and a.get("href")}
    assert url_path(SLUG, lang) in targets


@pytest.mark.parametrize("lang", LANGS)
def test_a_reader_without_javascript_reads_the_game_as_a_story(lang: str) -> None:
    page = parse_html(built(SLUG, lang))
    story = page.find_all(cls="hf-learn__story-static")[0]
    text = story.all_text()
    first = scripts(lang)[0]
    for frame in first["frames"]:
        for line in frame["said"]:
            assert line in text
    rules = {a.get("href").split("#")[1] for a in story.iter() if a.tag == "a" and "#" in a.get("href")}
    assert rules == {RULES[r].anchor for r in RULE_IDS}
