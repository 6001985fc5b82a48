"""The illustrated pack (issue 40, item 1): its names in both languages and its drawings, as a reader meets them."""

from __future__ import annotations

import gzip
import itertools
import re
import xml.etree.ElementTree as ET

import pytest

from hf_core.cards import HAPPY_FAMILIES
from hf_core.site.pictures import FAMILY_HUES, card_symbol, emblem, family_colour, figure, sprite
from hf_core.words import CATALOGUE, LANGS, say, typography_faults

SVG = "{http://www.w3.org/2000/svg}"
CARDS = [str(card) for card in HAPPY_FAMILIES.cards()]
MEMBERS = range(1, HAPPY_FAMILIES.members + 1)
BUDGET = 60_000  # the budget for the whole pack, compressed


def symbols() -> dict[str, ET.Element]:
    root = ET.fromstring(sprite())
    found: dict[str, ET.Element] = {}
    for symbol in root.iter(f"{SVG}symbol"):
        ident = symbol.get("id", "")
        assert ident not in found, f"{ident} is in the sprite twice"
        found[ident] = symbol
    return found


def test_the_pack_has_44_cards_and_a_back_each_in_the_sprite_exactly_once() -> None:
    assert len(CARDS) == 44
    text = sprite()
    for ident in [f"hf-pic-{card}" for card in CARDS] + ["hf-pic-back"]:
        assert text.count(f'id="{ident}"') == 1, ident
    found = symbols()
    assert {f"hf-pic-{card}" for card in CARDS} | {"hf-pic-back"} <= set(found)


def test_every_card_shows_its_label_its_emblem_and_its_figure() -> None:
    found = symbols()
    for card in CARDS:
        symbol = found[f"hf-pic-{card}"]
        texts = ["".join(t.itertext()) for t in symbol.iter(f"{SVG}text")]
        assert texts == [card], card
        used = {u.get("href") for u in symbol.iter(f"{SVG}use")}
        assert {f"#hf-pic-emblem-{card[0]}", f"#hf-pic-figure-{card[1]}"} <= used, card
        assert f'color="{family_colour(card[0])}"' in card_symbol(card)


def test_every_use_points_at_a_symbol_of_the_sprite() -> None:
    found = symbols()
    hrefs = {u.get("href") for u in ET.fromstring(sprite()).iter(f"{SVG}use")}
    assert hrefs and all(h and h.startswith("#") and h[1:] in found for h in hrefs), hrefs


def test_the_sprite_is_well_formed_svg() -> None:
    root = ET.fromstring(sprite())
    assert root.tag == f"{SVG}svg"


def test_families_have_distinct_emblems_and_members_distinct_figures() -> None:
    emblems = [emblem(f) for f in HAPPY_FAMILIES.families]
    figures = [figure(m) for m in MEMBERS]
    assert len(set(emblems)) == len(emblems) == 11
    assert len(set(figures)) == len(figures) == 4
    # the colours come from the site's one table of hues, one per family, all different
    assert set(FAMILY_HUES) == set(HAPPY_FAMILIES.families)
    assert len({family_colour(f) for f in HAPPY_FAMILIES.families}) == 11


def test_members_differ_by_their_height_not_only_their_colour() -> None:
    """The figures stand on the same line; their heads are at four heights: parent, grandparent (who leans on a
    stick), child, then the seated baby."""
    heads = re.compile(r'<circle cx="[\d.]+" cy="([\d.]+)" r="([\d.]+)"')
    tops = {m: min(float(cy) - float(r) for cy, r in heads.findall(figure(m))) for m in MEMBERS}
    assert tops[2] < tops[1] < tops[3] < tops[4], tops
    ordered = sorted(tops.values())
    assert all(b - a >= 8 for a, b in itertools.pairwise(ordered)), tops


@pytest.mark.parametrize("lang", LANGS)
def test_every_family_and_member_has_a_name_in_both_languages_and_no_two_share_one(lang: str) -> None:
    families = [say(f"pack.pictures.family.{f}", lang) for f in HAPPY_FAMILIES.families]
    members = [say(f"pack.pictures.member.{m}", lang) for m in MEMBERS]
    assert all(name.strip() for name in families + members)
    assert len(set(families)) == len(families) == 11, families
    assert len(set(members)) == len(members) == 4, members
    if lang == "fr":
        assert not any(typography_faults(name) for name in families + members)
    keys = {k for k in CATALOGUE if k.startswith(("pack.pictures.family.", "pack.pictures.member."))}
    assert len(keys) == 15, sorted(keys)


def test_the_pack_stays_within_its_budget_compressed() -> None:
    packed = gzip.compress(sprite().encode("utf-8"), compresslevel=9)
    assert len(packed) <= BUDGET, len(packed)


def test_the_sprite_is_the_same_at_every_build() -> None:
    first = sprite()
    sprite.cache_clear()
    assert sprite() == first
    assert card_symbol("K4") == card_symbol("K4")
