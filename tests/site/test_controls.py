"""Every control a page's text tells the reader to use exists on the page with that name (issue 21, item 7).

The pages name buttons, fields and links in bold or italics: "press **Compare**", "**Back** lets you look at any
earlier moment", « le bouton **Annuler** ». This test reads those names from the built text, where the sentence
says the reader uses the control (a verb such as press, tap, open, type it in before it, or the name opening its
sentence followed by what the control does), and looks for a control with that name in the built page, whose
widgets are drawn at build time with their labels from the wording catalogue: a button, a link, a summary, a
field's label or a choice. A name may leave out a trailing "(optional)". A name with a part in italics the
reader fills in (**I am *your name*, show my hand**) is looked for among the widget's words with a placeholder.
A sentence that points to another page (type it in *Class deal code* on the [Play](play.md) page) finds the
control on the page it links to.

Build first: ``make site``.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest
from sitehelp import SITE, Element, parse_html, resolve
from test_wording import page_id, pages

from hf_core.site.teaching import NAMES

BEFORE = {
    "en": re.compile(
        r"(?:\b(?:press|pressing|tap|tapping|click|choose|open|select|show|type it in|then)(?: the)?|\bbutton)\s*$",
        re.I,
    ),
    "fr": re.compile(
        r"(?:\b(?:appuyez sur|appuyer sur|touchez|cliquez sur|ouvrez|choisissez|réglez|affichez|saisissez-le dans"
        r"|puis)(?: le| la)?|\bbouton)\s*$",
        re.I,
    ),
}
AFTER = {
    "en": re.compile(r"^\s*(?:,[^,.]{0,30},)?\s*(?:plays|opens|shows|lets|makes|writes|fills|stops|hides|starts)\b"),
    "fr": re.compile(
        r"^\s*(?:,[^,.]{0,30},)?\s*(?:l[ae]s? |l’)?(?:joue|ouvre|montre|permet|fait|écrit|remplit|arrête|masque"
        r"|affiche|lance)\b"
    ),
}
# The name opens its sentence or clause ("... and **Cancel** stops them", « Le **mode projection** remplit »).
OPENS = re.compile(r"(?:^|[.!?;:]|\band|\bet)\s*(?:the|le|la|les|l’)?\s*$", re.I)
KEYS = {"→", "←", "Space", "Esc", "Espace", "Échap", "Enter", "Entrée"}
CONTROLS = {"button", "a", "summary", "label", "legend", "option"}


def norm(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'").split()).casefold()


def own_text(el: Element) -> str:
    """An element's text without its fields (a label's words, not its select's options)."""
    if el.tag in {"select", "input", "textarea"} or el.get("aria-hidden") == "true":
        return ""
    return "".join(el.text) + "".join(own_text(c) for c in el.children)


@cache
def controls(path: Path) -> frozenset[str]:
    """The names of the page's controls, normalised (a trailing "(optional)" also without it)."""
    names: set[str] = set()
    for el in parse_html(path).iter():
        if el.tag in CONTROLS:
            name = norm(own_text(el).replace("¶", ""))
        elif el.tag == "input" and el.get("type") in {"submit", "button"}:
            name = norm(el.get("value"))
        else:
            continue
        for text in (name, norm(el.get("aria-label")), norm(el.get("title"))):
            if text:
                names.add(text)
                names.add(re.sub(r"\s*\([^)]*\)$", "", text))
    return frozenset(names)


HOLE = "\x00"  # a part of a control's name the reader's own words fill in (its placeholder in the catalogue)


@cache
def drawn_later(path: Path) -> frozenset[str]:
    """The page's widgets' words with a placeholder (``I am {name}, show my hand``), normalised, ``{...}`` as
    HOLE: names of controls a widget draws once the reader has filled them in."""
    out: set[str] = set()
    for el in parse_html(path).iter():
        ui = el.get("data-hf-ui")
        if ui:
            words = json.loads(ui)
            out.update(re.sub(r"\{[^}]*\}", HOLE, norm(v)) for v in words.values() if isinstance(v, str) and "{" in v)
    return frozenset(out)


def exists(name: str, path: Path) -> bool:
    return norm(name) in (drawn_later(path) if HOLE in name else controls(path))


def text_before(block: Element, target: Element) -> str:
    """The block's text that comes before ``target`` (in document order)."""
    out: list[str] = []

    def walk(el: Element) -> bool:
        if el is target:
            return True
        out.extend(el.text)
        return any(walk(child) for child in el.children)

    walk(block)
    return "".join(out)


def text_after(block: Element, target: Element) -> str:
    before = text_before(block, target)
    return block.all_text()[len(before) + len(target.all_text()):]


def quoted_controls(path: Path, lang: str) -> list[tuple[str, Element]]:
    """(name, block) for each control the page's prose tells the reader to use."""
    article = parse_html(path).find_all(tag="article")[0]
    widgets = any(el.get("data-hf-widget") for el in article.iter())
    found = []
    for block in article.iter():
        if block.tag not in {"p", "li", "td", "dd"} or any(c.tag in {"p", "li"} for c in block.iter()[1:]):
            continue
        if any(a.get("data-hf-widget") for a in [block, *_ancestors(block)]):
            continue
        if not widgets and not linked_pages(path, block):
            continue  # a rules page emphasises words, not controls; it may point to another page's controls
        for el in block.iter()[1:]:
            if el.tag not in {"strong", "em"} or el.find_all(tag="code"):
                continue  # (a command in bold code is not a control)
            name = " ".join(el.all_text().split())
            for part in el.find_all(tag="em") if el.tag == "strong" else []:
                name = name.replace(" ".join(part.all_text().split()), HOLE, 1)  # **I am *your name*, show...**
            if not name or name in KEYS or name in NAMES[lang] or len(name) < 2:
                continue
            before = text_before(block, el)
            starts = OPENS.search(before)
            if BEFORE[lang].search(before) or (starts and AFTER[lang].search(text_after(block, el))):
                found.append((name, block))
    return found


def _ancestors(el: Element) -> list[Element]:
    out = []
    while el.parent is not None:
        el = el.parent
        out.append(el)
    return out


def linked_pages(path: Path, block: Element) -> list[Path]:
    here = page_id(path)
    out = []
    for a in block.iter():
        href = a.get("href") if a.tag == "a" else ""
        if not href or href.startswith(("#", "http")):
            continue
        target = resolve(here, href)
        page = SITE / target / "index.html" if target.endswith("/") or not target else SITE / target
        if page.is_file():
            out.append(page)
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_texts_name_controls_that_exist(lang: str) -> None:
    quoted, missing = 0, []
    for path in pages(lang):
        for name, block in quoted_controls(path, lang):
            quoted += 1
            places = [path, *linked_pages(path, block)]
            if not any(exists(name, p) for p in places):
                missing.append(f"{page_id(path)}: {name!r} ({' '.join(block.all_text().split())[:100]})")
    assert not missing, "\n".join(missing)
    assert quoted >= 10, quoted  # the play, explore, begin, other rules and teachers pages name their controls


def test_the_reading_finds_a_missing_name() -> None:
    """The reading itself: a sentence that tells the reader to press a name no control has is reported."""
    page = parse_html(SITE / "other-rules" / "index.html")
    block = next(b for b in page.iter() if b.tag == "p" and "Compare" in b.all_text() and b.find_all(tag="strong"))
    names = [name for name, _ in quoted_controls(SITE / "other-rules" / "index.html", "en")]
    assert "Compare" in names and norm("Compare") in controls(SITE / "other-rules" / "index.html")
    assert norm("Compare at once") not in controls(SITE / "other-rules" / "index.html")
    assert block.parent is not None
