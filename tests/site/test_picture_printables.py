"""The printable picture pack as built (issue 40, item 3): docs/printables/picture-cards in English and French.

The 44 cards, distinct, each showing its label, in colour and in black and white, each sheet followed by its sheet
of backs; the family list; every name from the wording catalogue (hf_core.words.pictures), none restated in the
page's Markdown; the choices without a script; nothing from another host; a sheet that fits A4 and Letter.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
import yaml
from sitehelp import LANGS, ROOT, SITE, Element, parse_html, source

from hf_core.cards import HAPPY_FAMILIES
from hf_core.site.picture_print import INKS, PER_SHEET
from hf_core.words import say

SLUG = "printables/picture-cards"
CARDS = [str(card) for card in HAPPY_FAMILIES.cards()]
MEMBERS = range(1, HAPPY_FAMILIES.members + 1)
PREFIX = {"colour": "#hf-pic-", "bw": "#hf-picbw-"}
SHEETS = math.ceil(len(CARDS) / PER_SHEET)
URL = re.compile(r"""(?:https?:)?//[A-Za-z0-9.-]+\.[A-Za-z]{2,}[^\s"'<>)]*""")
NAMESPACES = ("http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink")


def page_path(lang: str) -> Path:
    return SITE / ("" if lang == "en" else f"{lang}/") / SLUG / "index.html"


def page(lang: str) -> Element:
    return parse_html(page_path(lang))


def ink_part(lang: str, printable: str, ink: str) -> Element:
    """The part of a printable (``picture-cards``, ``picture-families``) drawn in ``ink``."""
    [box] = [e for e in page(lang).iter() if e.get("data-hf-printable") == printable]
    [part] = [e for e in box.find_all(cls="hf-pp__ink") if e.get("data-ink") == ink]
    return part


def symbols(root: Element) -> dict[str, Element]:
    found: dict[str, Element] = {}
    for el in root.iter():
        if el.tag == "symbol":
            assert el.get("id") not in found, f"symbol {el.get('id')} twice"
            found[el.get("id")] = el
    return found


def uses(el: Element) -> list[str]:
    return [u.get("href") for u in el.iter() if u.tag == "use"]


def names(lang: str) -> list[str]:
    return [say(f"pack.pictures.family.{f}", lang) for f in HAPPY_FAMILIES.families] + [
        say(f"pack.pictures.member.{m}", lang) for m in MEMBERS
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_is_built_in_both_languages_and_in_the_nav(lang: str) -> None:
    root = page(lang)
    assert root.find_all(tag="html")[0].get("lang") == lang
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8").replace("!!python", "#"))
    teaching = next(item["Teaching"] for item in config["nav"] if isinstance(item, dict) and "Teaching" in item)
    [title] = [k for entry in teaching for k, v in entry.items() if v == f"{SLUG}.md"]
    if lang == "fr":
        i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
        title = next(loc for loc in i18n["languages"] if loc["locale"] == "fr")["nav_translations"][title]
    assert root.find_all(tag="title")[0].all_text().startswith(title)
    # the nav of the printables beside it links it under that title
    beside = parse_html(SITE / ("" if lang == "en" else f"{lang}/") / "printables/cards/index.html")
    links = [a for a in beside.find_all(cls="md-nav__link") if a.get("href") == "../picture-cards/"]
    assert links and " ".join(links[0].all_text().split()) == title


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ink", INKS)
def test_44_distinct_cards_each_showing_its_label(lang: str, ink: str) -> None:
    part = ink_part(lang, "picture-cards", ink)
    found = symbols(page(lang))
    fronts = [c for s in part.find_all(cls="hf-pp__sheet--front") for c in s.find_all(cls="hf-pp__cell")
              if c.get("data-label")]
    assert [c.get("data-label") for c in fronts] == CARDS
    for cell in fronts:
        label = cell.get("data-label")
        [svg] = cell.find_all(tag="svg")
        assert svg.get("role") == "img" and svg.get("aria-label") == label
        assert uses(svg) == [PREFIX[ink] + label]
        symbol = found[PREFIX[ink][1:] + label]
        assert [t.all_text() for t in symbol.find_all(tag="text")] == [label], label  # the label, on the card


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ink", INKS)
def test_every_sheet_of_cards_is_followed_by_its_sheet_of_backs(lang: str, ink: str) -> None:
    sheets = ink_part(lang, "picture-cards", ink).find_all(cls="hf-pp__sheet")
    sides = [("front" if "hf-pp__sheet--front" in s.classes else "back", s.get("data-sheet")) for s in sheets]
    assert sides == [(side, str(n)) for n in range(1, SHEETS + 1) for side in ("front", "back")]
    assert SHEETS == 5
    for sheet in sheets:
        cells = sheet.find_all(cls="hf-pp__cell")
        assert len(cells) == PER_SHEET == 9
        caption = sheet.find_all(cls="hf-pp__caption")[0].all_text()
        n = int(sheet.get("data-sheet"))
        if "hf-pp__sheet--back" in sheet.classes:
            assert all(c.get("data-back") is not None and "data-back" in c.attrs for c in cells)
            assert {h for c in cells for h in uses(c)} == {PREFIX[ink] + "back"}
            assert caption == say("picprint.backs", lang, n=n)
        else:
            assert caption == say("picprint.fronts", lang, n=n, total=SHEETS)
    assert PREFIX[ink][1:] + "back" in symbols(page(lang))


@pytest.mark.parametrize("lang", LANGS)
def test_black_and_white_cards_are_the_colour_cards_without_colour(lang: str) -> None:
    """Same emblem, same figure, same label: only the ink differs, so shape alone tells the cards apart."""
    found = symbols(page(lang))
    for label in [*CARDS, "back"]:
        colour, bw = found[f"hf-pic-{label}"], found[f"hf-picbw-{label}"]
        assert [h.replace("picbw-frame", "pic-frame") for h in uses(bw)] == uses(colour), label
        assert [t.all_text() for t in bw.find_all(tag="text")] == [t.all_text() for t in colour.find_all(tag="text")]
        inks = {el.get(a) for el in bw.iter() for a in ("color", "fill", "stroke") if el.get(a)}
        assert inks <= {"#000", "#fff", "none"}, (label, inks)
    frame = {el.get(a) for el in found["hf-picbw-frame"].iter() for a in ("fill", "stroke") if el.get(a)}
    assert frame <= {"#000", "#fff"}, frame


@pytest.mark.parametrize("lang", LANGS)
def test_the_choices_need_no_script(lang: str) -> None:
    [box] = [e for e in page(lang).iter() if e.get("data-hf-printable") == "picture-cards"]
    radios = [e for e in box.iter() if e.tag == "input"]
    groups = {(r.get("name"), r.get("value"), "checked" in r.attrs) for r in radios}
    assert groups == {("hf-pp-ink", "colour", True), ("hf-pp-ink", "bw", False), ("hf-pp-parts", "all", True),
                      ("hf-pp-parts", "fronts", False), ("hf-pp-parts", "list", False)}
    labels = {e.get("for"): e.all_text().strip() for e in box.iter() if e.tag == "label"}
    for r in radios:
        assert r.get("type") == "radio" and labels[r.get("id")] == say(
            f"picprint.{r.get('name').removeprefix('hf-pp-')}.{r.get('value')}", lang
        )
    # no script, and no style attribute, which the site's policy (style-src 'self') would refuse
    assert not [e for e in box.iter() if e.tag == "script" or "style" in e.attrs]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ink", INKS)
def test_the_family_list_names_every_family_and_member_from_the_catalogue(lang: str, ink: str) -> None:
    table = ink_part(lang, "picture-families", ink)
    heads = [" ".join(th.all_text().split()) for th in table.find_all(tag="thead")[0].find_all(tag="th")]
    assert heads == [say("picprint.family", lang)] + [f"{m} {say(f'pack.pictures.member.{m}', lang)}" for m in MEMBERS]
    rows = table.find_all(tag="tbody")[0].find_all(tag="tr")
    assert [r.get("data-family") for r in rows] == list(HAPPY_FAMILIES.families)
    for row, family in zip(rows, HAPPY_FAMILIES.families, strict=True):
        [th] = row.find_all(tag="th")
        assert " ".join(th.all_text().split()) == f"{family} {say(f'pack.pictures.family.{family}', lang)}"
        cells = row.find_all(tag="td")
        assert [c.get("data-label") for c in cells] == [str(c) for c in HAPPY_FAMILIES.family_cards(family)]
        assert [uses(c) for c in cells] == [[PREFIX[ink] + c.get("data-label")] for c in cells]


@pytest.mark.parametrize("lang", LANGS)
def test_the_names_come_from_the_catalogue_never_restated(lang: str) -> None:
    """The page's Markdown names no family and no member: the widgets say them, from hf_core.words.pictures."""
    text = source(SLUG, lang).read_text(encoding="utf-8").lower()
    restated = [n for other in LANGS for n in names(other)
                if re.search(rf"(?<![\w-]){re.escape(n.lower().removeprefix('the ').removeprefix('les '))}(?![\w-])",
                             text)]
    assert not restated, restated
    shown = " ".join(page(lang).all_text().split())
    assert all(n in shown for n in names(lang))


@pytest.mark.parametrize("lang", LANGS)
def test_every_picture_is_drawn_from_the_page_itself(lang: str) -> None:
    """Every <use> points into the page (the sprites are inline), and nothing names another host."""
    root = page(lang)
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    hrefs = uses(root)
    assert len(hrefs) > 2 * 2 * 44
    assert all(h.startswith("#") and h[1:] in ids for h in hrefs), [h for h in hrefs if h[1:] not in ids][:5]
    text = page_path(lang).read_text(encoding="utf-8")
    foreign = [m[0] for m in URL.finditer(text) if m[0] not in NAMESPACES]
    assert not foreign, sorted(set(foreign))


def test_a_sheet_fits_a4_and_letter_inside_the_print_margins() -> None:
    """3 x 3 cards and the caption inside print.css's @page margins on both papers, at least 10 mm from the edges."""
    css = (ROOT / "docs" / "stylesheets" / "picture-print.css").read_text(encoding="utf-8")
    page_rule = re.search(r"@page\s*\{\s*margin:\s*([\d.]+)mm\s+([\d.]+)mm\s+([\d.]+)mm;",
                          (ROOT / "docs" / "stylesheets" / "print.css").read_text(encoding="utf-8"))
    assert page_rule, "print.css's @page margins"
    top, side, bottom = (float(v) for v in page_rule.groups())
    columns = re.search(r"grid-template-columns: repeat\((\d+), ([\d.]+)mm\)", css)
    rows = re.search(r"grid-auto-rows: ([\d.]+)mm", css)
    caption = re.search(r"\.hf-pp__caption \{\s*height: ([\d.]+)mm", css)
    assert columns and rows and caption
    count, width, height = int(columns[1]), float(columns[2]), float(rows[1])
    assert count * math.ceil(PER_SHEET / count) == PER_SHEET and abs(width / height - 5 / 7) < 0.001
    for paper_w, paper_h in ((210.0, 297.0), (215.9, 279.4)):
        assert min(top, side, bottom) >= 10
        assert count * width + 0.5 <= paper_w - 2 * side
        assert float(caption[1]) + PER_SHEET // count * height + 0.5 <= paper_h - top - bottom
