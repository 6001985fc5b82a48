"""The "other rules" page: both languages, clearly not our default, every variant rule anchored, and the
side-by-side comparisons complete in the built HTML (so they read without JavaScript).

Build first: ``make site``.
"""

from __future__ import annotations

import doctest
import re

import pytest
from sitehelp import LANGS, built, ids_in, parse_html, source

from hf_core.compare import COMPARABLE, comparison
from hf_core.rules import PROFILES, VARIANT_RULES_DOC, anchor

SLUG = "other-rules"
NOT_DEFAULT = {
    "en": ("Our rules do not change", "are not ours"),
    "fr": ("Nos règles ne changent pas", "ne sont pas les nôtres"),
}
FENCE = re.compile(r"^```hf-widget\nwidget: compare\n(.*?)^```", re.S | re.M)


def text_of(lang: str) -> str:
    body = parse_html(built(SLUG, lang)).find_all(tag="article")[0]
    return re.sub(r"\s+", " ", body.all_text().replace("\u00a0", " ").replace("\u2019", "'"))


def widgets(lang: str) -> list:  # type: ignore[type-arg]
    return [e for e in parse_html(built(SLUG, lang)).iter() if e.get("data-hf-widget") == "compare"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_exists_and_says_our_default_is_unchanged(lang: str) -> None:
    assert source(SLUG, lang).is_file() and built(SLUG, lang).is_file()
    html = parse_html(built(SLUG, lang)).find_all(tag="html")[0]
    assert html.get("lang") == lang
    text = text_of(lang)
    title, phrase = NOT_DEFAULT[lang]
    assert title.replace("\u2019", "'") in text and phrase.replace("\u2019", "'") in text
    # Every named profile other than ours is named on the page.
    for name in PROFILES:
        if name != "default":
            assert f"{name}" in text, name


@pytest.mark.parametrize("lang", LANGS)
def test_every_variant_rule_and_section_has_its_anchor(lang: str) -> None:
    ids = ids_in(built(SLUG, lang))
    wanted = {anchor(r) for r in VARIANT_RULES_DOC} | {
        "sources", "differences", "dealer-shorter-hand", "out-of-the-deal", "courtesy-penalty", "series-total",
        "variants", "memory", "exact-requests", "themed-packs", "six-members", "ordinary-pack", "side-by-side",
        "sept-familles",
    }
    assert wanted <= ids, sorted(wanted - ids)


@pytest.mark.parametrize("lang", LANGS)
def test_it_links_to_history_and_to_our_rules(lang: str) -> None:
    hrefs = {e.get("href") for e in parse_html(built(SLUG, lang)).find_all(tag="a")}
    for target in ("../history/#dates", "../completing/#match-total", "../asking/#ask-failure-passes-to-asked",
                   "../dealing/#turn-first", "../completing/#hand-empty", "../asking/#ask-exact-member"):
        assert target in hrefs, target


@pytest.mark.parametrize("lang", LANGS)
def test_comparisons_are_complete_without_javascript(lang: str) -> None:
    found = widgets(lang)
    assert len(found) == 5
    profiles = {w.get("data-hf-profile") for w in found}
    assert profiles == set(COMPARABLE)
    for w in found:
        rows = w.find_all("hf-cmp__row")
        assert rows, "no request rows in the built comparison"
        for row in rows:
            sides = [e for e in row.iter() if e.get("data-side")]
            assert [s.get("data-side") for s in sides] == ["ours", "theirs"]
        assert any(r.get("data-diverged") == "true" for r in rows), "a comparison that shows no difference"
        verdict = next(e for e in w.iter() if "data-hf-verdict" in e.attrs).all_text()
        assert verdict.strip()
        labels = " ".join(e.all_text() for e in w.find_all("hf-cmp__label"))
        assert ("not our default" if lang == "en" else "pas nos règles") in labels


@pytest.mark.parametrize("lang", LANGS)
def test_each_built_comparison_is_what_the_engine_says(lang: str) -> None:
    fences = FENCE.findall(source(SLUG, lang).read_text(encoding="utf-8"))
    built_widgets = widgets(lang)
    assert len(fences) == len(built_widgets)
    for body, w in zip(fences, built_widgets, strict=True):
        data = dict(line.split(":", 1) for line in body.strip().splitlines())
        data = {k.strip(): v.strip() for k, v in data.items()}
        c = comparison(
            data["profile"], [p.strip() for p in data["players"].split(",")], int(data["seed"]),
            int(data["dealer"]), int(data["steps"]), lang,
        )
        rows = w.find_all("hf-cmp__row")
        assert len(rows) == len(c["rows"])
        for row, expected in zip(rows, c["rows"], strict=True):
            sides = {e.get("data-side"): e for e in row.iter() if e.get("data-side")}
            assert sides["theirs"].get("data-status") == expected["theirs"]["status"]
            assert sides["ours"].get("data-next") == (expected["ours"]["next"] or "")
            assert sides["theirs"].get("data-next") == (expected["theirs"]["next"] or "")


def test_the_french_page_is_written_in_french() -> None:
    text = text_of("fr")
    for phrase in ("Bonne pioche", "sept familles de six membres", "le joueur interrogé", "la pioche"):
        assert phrase in text, phrase
    for english in ("Our rules", "the dealer", "Lucky draw"):
        assert english not in text, english


def test_the_compare_renderer_doctests() -> None:
    from hf_core.site import compare

    result = doctest.testmod(compare)
    assert result.attempted > 0 and result.failed == 0
