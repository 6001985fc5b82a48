"""The slips a careful reading found (issue 24), each held by a test over the built pages, both languages.

- a spoken request is quoted with the table's own formula: "Ben, may I have A3, please?" in English,
  « Ben, je voudrais A3, s’il te plaît. » in French;
- a point the rules leave open and this site settles carries the mark "Our ruling" / « Notre arbitrage »
  (class ``hf-ruling``) wherever it is stated;
- a success keeps the turn only while the asker has cards: every rules page that says it says so;
- the pages point to no text the reader never sees ("the guide's example", "the Spanish text we compared with");
- English uses the typographic apostrophe, as French does; French uses the pages' own words;
- each exercise's table is named with the number of the heading above it.

Build first: ``make site``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from sitehelp import LANGS, SITE, Element, built, parse_html
from test_wording import page_id, pages, visible_text

from hf_core import teaching
from hf_core.words import CATALOGUE, say

BLOCKS = {"p", "li", "dd", "td", "th", "figcaption"}


def norm(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def article(path: Path) -> Element:
    found = parse_html(path).find_all(tag="article")
    assert found, f"{page_id(path)} has no article"
    return found[0]


def blocks(path: Path, links: bool = True) -> Iterator[tuple[Element, str]]:
    """Each paragraph, list item, definition or table cell of the page's text (not a widget's), with its text
    (without the text of its links if not ``links``: a link to a rule says the rule's title, not the sentence's
    claim). A block holding other blocks (a list item with a paragraph) is read as the innermost ones."""
    def walk(el: Element) -> Iterator[Element]:
        for child in el.children:
            if child.tag == "#text" or child.get("data-hf-widget") or child.tag in {"pre", "code", "script"}:
                continue
            inner = [c for c in child.iter()[1:] if c.tag in BLOCKS]
            if child.tag in BLOCKS and not inner:
                yield child
            else:
                yield from walk(child)

    def text(el: Element) -> str:
        if el.tag == "a" and not links:
            return ""
        return "".join(el.text) + "".join(text(c) for c in el.children)

    for el in walk(article(path)):
        yield el, norm(text(el).replace("¶", ""))


def page_text(path: Path) -> str:
    return norm(" ".join(visible_text(article(path), widgets=False)))


# ------------------------------------------------------------------------------------ quoted requests

LABEL = re.compile(r"\b[A-K][1-4]\b")
QUOTES = {"en": re.compile(r"“([^”]+)”"), "fr": re.compile(r"«\s*([^»]+?)\s*»")}
ASKING = {
    "en": re.compile(r"\b(?:may I have|have you got|can I have|please)\b", re.I),
    "fr": re.compile(r"\b(?:je voudrais|aurais-tu|as-tu|avez-vous|s’il te plaît|s’il vous plaît)", re.I),
}
FORMULA = {
    "en": re.compile(r"^(?:[A-Z]\w+, )?may I have [A-K][1-4], please\?$"),
    "fr": re.compile(r"^(?:[A-Z]\w+, )?[jJ]e voudrais [A-K][1-4](?:, s’il te plaît)?\.$"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_quoted_request_uses_the_tables_formula(lang: str) -> None:
    """English tables ask "Ben, may I have A3, please?"; French tables « Ben, je voudrais A3, s’il te plaît. »:
    every request the pages quote for one card says it that way (not « aurais-tu A3 ? »)."""
    quoted, wrong = [], []
    for path in pages(lang):
        for quote in QUOTES[lang].findall(page_text(path)):
            if not (LABEL.search(quote) or "dans la famille" in quote.lower()) or not ASKING[lang].search(quote):
                continue
            quoted.append(quote)
            if not FORMULA[lang].match(quote):
                wrong.append(f"{page_id(path)}: {quote!r}")
    assert not wrong, "\n".join(wrong)
    assert len(quoted) >= 3, quoted  # the asking page, the worked example, the teachers' page


# ----------------------------------------------------------------------------------------- rulings

RULINGS = {
    "en": {
        "a request that breaks a rule is refused": (r"\brefused\b", r"\b(?:asks? again|tries again)\b"),
        "no card is handed over unasked": (r"\b(?:without being asked|unasked)\b",),
        "no turn is lost for a forgotten please": (r"\bnobody loses a turn\b",),
        "hand sizes are public": (r"\b(?:how many cards each player holds|how many there are)\b",),
    },
    "fr": {
        "a request that breaks a rule is refused": (r"\brefusée\b", r"\b(?:redemande[zs]?|recommence)\b"),
        "no card is handed over unasked": (r"(?:qu’on ne lui a pas demandée|sans qu’on la lui demande)",),
        "no turn is lost for a forgotten please": (r"\bpersonne ne perd son tour\b",),
        "hand sizes are public": (r"\b(?:le nombre de cartes (?:que chacun|de chaque main)|combien il en a)\b",),
    },
}
MARK = {"en": "Our ruling", "fr": "Notre arbitrage"}


@pytest.mark.parametrize("lang", LANGS)
def test_this_sites_rulings_are_marked_as_ours(lang: str) -> None:
    """The guide forbids some requests but gives no consequence, says nothing of cards offered unasked, of
    "please" or of hand sizes: wherever a page settles one of these, the same paragraph says it is our ruling."""
    found: dict[str, int] = dict.fromkeys(RULINGS[lang], 0)
    unmarked = []
    for path in pages(lang):
        for el, text in blocks(path):
            for ruling, patterns in RULINGS[lang].items():
                if all(re.search(p, text, re.I) for p in patterns):
                    found[ruling] += 1
                    mark = MARK[lang].lower()
                    marks = [m for m in el.find_all(cls="hf-ruling") if norm(m.all_text()).lower().startswith(mark)]
                    if not marks:
                        unmarked.append(f"{page_id(path)} ({ruling}): {text[:140]}")
    assert not unmarked, "\n".join(unmarked)
    assert all(found.values()), found  # each ruling is stated somewhere (the asking page at least)


def test_the_marks_say_the_same_in_both_languages() -> None:
    """Each page carries as many "Our ruling" marks in English as « Notre arbitrage » in French."""
    for path in pages("en"):
        twin = SITE / "fr" / path.relative_to(SITE)
        count = {lang: len(article(p).find_all(cls="hf-ruling")) for lang, p in (("en", path), ("fr", twin))}
        assert count["en"] == count["fr"], (page_id(path), count)


# ---------------------------------------------------------------------------------- keeping the turn

RULE_PAGES = ("index", "asking", "completing", "faq", "glossary", "teachers", "printables/rules-summary")
KEEPS = {
    "en": (r"\b(?:ask again|asks again|keeps? (?:the|your|their) turn|lasts as long as)\b",
           r"\b(?:yes|success\w*|succeed\w*|hand (?:it|that card|that one card|the card) over|got the card)\b"),
    "fr": (r"(?:redemand|prolonge le tour|garde le tour|tour continue|continue son tour|demandez? encore)",
           r"\b(?:oui|réussi\w*|réussite|donne|obtenu)\b"),
}
CONDITION = {
    "en": r"\b(?:still ha(?:ve|s) cards|cards (?:left|in hand))\b",
    "fr": r"(?:reste(?:nt)? des cartes|encore des cartes|cartes en main)",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", RULE_PAGES)
def test_a_success_keeps_the_turn_only_while_the_asker_has_cards(slug: str, lang: str) -> None:
    """The guide: "A successful request still continues the turn if the asker has cards left". Every paragraph of
    a rules page that says a success keeps the turn says the condition too."""
    missing = [
        text[:160] for _, text in blocks(built(slug, lang), links=False)
        if all(re.search(p, text, re.I) for p in KEEPS[lang]) and not re.search(CONDITION[lang], text, re.I)
    ]
    assert not missing, "\n".join(missing)
    explain = say("rule.ask.success-continues.explain", lang)
    assert re.search(CONDITION[lang], explain), explain  # the rule's own words, as errors and exercises show them


# ----------------------------------------------------------------------------- texts the reader sees

UNSEEN = {
    "en": r"\b(?:the guide|guide’s|Spanish (?:text|version))\b",
    "fr": r"\b(?:du guide|le guide|texte espagnol|version espagnole)\b",
}


@pytest.mark.parametrize("lang", LANGS)
def test_no_page_points_to_a_text_the_reader_never_sees(lang: str) -> None:
    """"The guide's own example", "the Spanish text we compared with": the reader has neither. A published text
    the site compares with is named as what it is (a how-to-play page written in Spanish) and described on
    Other rules; the worked example's words do not call it "the guide's example" either."""
    found = [f"{page_id(p)}: {m.group(0)}" for p in pages(lang) for m in re.finditer(UNSEEN[lang], page_text(p))]
    found += [
        f"catalogue {key}: {entry[lang]}" for key, entry in CATALOGUE.items()
        if re.search(UNSEEN[lang], entry[lang].replace("'", "’"))
    ]
    assert not found, "\n".join(found)


# ------------------------------------------------------------------------------------------- wording

@pytest.mark.parametrize("path", pages("en"), ids=page_id)
def test_english_apostrophes_are_typographic(path: Path) -> None:
    """"Cara’s", as the prose writes it, in the text, the captions and every widget the build draws."""
    straight = [
        text[max(0, m.start() - 30):m.end() + 10]
        for text in visible_text(parse_html(path)) for m in re.finditer(r"\w'\w|s' ", text)
    ]
    assert not straight, straight


FRENCH_SLIPS = (
    r"joueurs? virtuels?",  # « joueurs automatiques », as everywhere else
    r"sens horaire",  # « sens des aiguilles d’une montre »
    r"sortir du jeu",  # an empty hand is not out of the game: it « quitte les demandes »
    r"\bVous deux\b",
    r"La main ne passe",  # le tour
)


@pytest.mark.parametrize("path", pages("fr"), ids=page_id)
def test_french_pages_use_their_own_words(path: Path) -> None:
    text = " ".join(visible_text(parse_html(path)))
    found = [m.group(0) for slip in FRENCH_SLIPS for m in re.finditer(slip, text, re.I)]
    assert not found, found


@pytest.mark.parametrize("lang", LANGS)
def test_each_exercise_table_is_named_by_its_heading(lang: str) -> None:
    """Several tables on one page are told apart by their names (axe: landmark-unique): "the table of exercise
    N", where N is the number of the heading above the exercise."""
    root = article(built("exercises", lang))
    heading = {"en": "Exercise", "fr": "Exercice"}[lang]
    number = None
    named = []
    for el in root.iter():
        if el.tag == "h3" and norm(el.all_text()).startswith(heading):
            number = int(norm(el.all_text()).replace("¶", "").split()[1])
        if el.get("data-hf-exercise"):
            assert number is not None
            assert teaching.EXERCISES[number - 1].id == el.get("data-hf-exercise")
            board = el.find_all(cls="hf-we__board")[0]
            assert board.get("aria-label") == say("widget.board-exercise", lang, n=number)
            named.append(board.get("aria-label"))
    assert len(named) == len(teaching.EXERCISES) == len(set(named))
