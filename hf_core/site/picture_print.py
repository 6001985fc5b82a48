"""The printable illustrated pack (issue 40, item 3): the 44 picture cards and their backs to print and cut, and the
family list, drawn at build time from :mod:`hf_core.site.pictures` and named from :mod:`hf_core.words.pictures`.

Two ``hf-widget`` fences, on one page (``docs/printables/picture-cards.md``):

- ``widget: picture-cards``: the print choices, the sprite (inline: the page asks no other file, let alone another
  host), and the sheets: nine cards a sheet, each sheet of fronts followed by its sheet of backs, once in colour and
  once in black and white;
- ``widget: picture-families``: every family, its name, and its four members by name and card, in both inks; it
  draws with the symbols of the ``picture-cards`` fence, which must be on the same page.

The choices are two groups of radio buttons, read by ``docs/stylesheets/picture-print.css`` with ``:has()``: no
JavaScript. The ink (colour by default, or black and white) shows on screen and on paper; the sheets (cards with
backs, cards alone, the list alone) only on paper. Without ``:has()`` the page prints everything, in colour.

The black-and-white cards are the colour cards' own symbols with a black ink and an outlined white frame: the same
emblem, figure and label in the same places (:func:`bw_symbols`), so a family is told by its emblem's shape and a
member by its figure's, as the colour cards are without their colours.

>>> html = render_cards("en", {}, "")
>>> html.count('data-label="A3"'), html.count('href="#hf-picbw-A3"')
(2, 1)
>>> sheets(HAPPY_FAMILIES.cards())[-1][-1]
Card.parse('K4')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from hf_core.cards import HAPPY_FAMILIES, Card
from hf_core.site import pictures
from hf_core.site.common import e
from hf_core.words import say

__all__ = ["INKS", "PER_SHEET", "bw_symbols", "render_cards", "render_families", "sheets", "sprites"]

PER_SHEET: Final = 9  # three columns of three cards (56 x 78.4 mm each: docs/stylesheets/picture-print.css)
INKS: Final = ("colour", "bw")
_PREFIX: Final = {"colour": "hf-pic-", "bw": "hf-picbw-"}
_BLACK: Final = "#000"
_BW_FRAME: Final = (
    '<symbol id="hf-picbw-frame" viewBox="0 0 100 140">'
    f'<rect x="2" y="2" width="96" height="136" rx="9" fill="#fff" stroke="{_BLACK}" stroke-width="3"/></symbol>'
)


def _swap(text: str, old: str, new: str, count: int = 1) -> str:
    """``text`` with ``old`` replaced by ``new``, which must be there ``count`` times (a changed drawing fails here,
    at build time, rather than printing a card half in colour)."""
    found = text.count(old)
    if found != count:
        raise ValueError(f"the picture pack changed: {old!r} is there {found} times, not {count}")
    return text.replace(old, new)


def _bw_card(card: Card) -> str:
    """A card's black-and-white symbol: its colour symbol, in black, on a white frame outlined in black."""
    symbol = pictures.card_symbol(str(card))
    symbol = _swap(symbol, f'id="hf-pic-{card}"', f'id="hf-picbw-{card}"')
    symbol = _swap(symbol, '<use href="#hf-pic-frame"/>', '<use href="#hf-picbw-frame"/>')
    symbol = _swap(symbol, f'color="{pictures.family_colour(card.family)}"', f'color="{_BLACK}"')
    symbol = _swap(symbol, f'color="{pictures.family_colour(card.family, "figure")}"', f'color="{_BLACK}"')
    return _swap(symbol, f'fill="{pictures.INK}"', f'fill="{_BLACK}"')


def _bw_back() -> str:
    """The back in black and white: the same ring of emblems and the same diamond, black on white."""
    symbol = _swap(pictures.back_symbol(), 'id="hf-pic-back"', 'id="hf-picbw-back"')
    symbol = _swap(symbol, 'color="#fff" fill="#fff"', f'color="{_BLACK}" fill="{_BLACK}"')
    symbol = _swap(symbol, 'fill="#fff" fill-opacity=".8"', f'fill="{_BLACK}" fill-opacity=".8"')
    symbol = _swap(symbol, 'stroke="#fff"', f'stroke="{_BLACK}"')
    return _swap(symbol, f'fill="{pictures.BACK}"', f'fill="#fff" stroke="{_BLACK}" stroke-width="3"')


def bw_symbols() -> str:
    """The black-and-white cards and back, as a second hidden sprite that uses the first one's emblems and figures."""
    parts = [
        pictures.SPRITE_OPEN,
        _BW_FRAME,
        *(_bw_card(card) for card in HAPPY_FAMILIES.cards()),
        _bw_back(),
        "</svg>\n",
    ]
    return "\n".join(parts)


def sprites() -> str:
    """The pack's sprite (:func:`hf_core.site.pictures.sprite`) and the black-and-white one, as empty boxes."""
    return pictures.sprite() + bw_symbols()


def sheets(cards: Sequence[Card]) -> list[list[Card]]:
    """The cards, :data:`PER_SHEET` a sheet, in the pack's order (A1, A2, ... K4)."""
    return [list(cards[i : i + PER_SHEET]) for i in range(0, len(cards), PER_SHEET)]


def _card(ink: str, what: str, label: str, cls: str = "hf-pp__card") -> str:
    """One card drawn from the sprite (``what`` is a card or ``back``), named ``label`` for screen readers."""
    return (
        f'<svg class="{cls}" viewBox="0 0 {pictures.CARD_W} {pictures.CARD_H}" role="img" aria-label="{e(label)}">'
        f'<use href="#{_PREFIX[ink]}{what}"/></svg>'
    )


def _sheet(ink: str, side: str, caption: str, number: int, cells: list[str]) -> str:
    return (
        f'<section class="hf-pp__sheet hf-pp__sheet--{side}" data-sheet="{number}" aria-label="{e(caption)}">'
        f'<p class="hf-pp__caption" aria-hidden="true">{e(caption)}</p>'
        f'<div class="hf-pp__grid">{"".join(cells)}</div></section>'
    )


def _radio(group: str, value: str, label: str, checked: bool) -> str:
    ident = f"hf-pp-{group}-{value}"
    return (
        f'<label for="{ident}"><input type="radio" id="{ident}" name="hf-pp-{group}" value="{value}"'
        f'{" checked" if checked else ""}> {e(label)}</label>'
    )


def _choices(lang: str) -> str:
    inks = "".join(_radio("ink", ink, say(f"picprint.ink.{ink}", lang), ink == "colour") for ink in INKS)
    parts = "".join(
        _radio("parts", part, say(f"picprint.parts.{part}", lang), part == "all") for part in ("all", "fronts", "list")
    )
    return (
        f'<div class="hf-pp__choices">'
        f'<fieldset class="hf-pp__choice"><legend>{e(say("picprint.ink", lang))}</legend>{inks}</fieldset>'
        f'<fieldset class="hf-pp__choice"><legend>{e(say("picprint.parts", lang))}</legend>{parts}</fieldset></div>'
    )


def render_cards(lang: str, data: dict[str, Any], root: str) -> str:
    """The print choices, the sprite and the sheets: for each ink, each sheet of fronts, then its sheet of backs."""
    pages = sheets(HAPPY_FAMILIES.cards())
    back = say("picprint.back", lang)
    inks = []
    for ink in INKS:
        out = []
        for number, cards in enumerate(pages, start=1):
            fronts = [f'<div class="hf-pp__cell" data-label="{c}">{_card(ink, str(c), str(c))}</div>' for c in cards]
            fronts += ['<div class="hf-pp__cell hf-pp__cell--empty"></div>'] * (PER_SHEET - len(cards))
            out.append(_sheet(ink, "front", say("picprint.fronts", lang, n=number, total=len(pages)), number, fronts))
            # a full sheet of backs, whatever the fronts: printed on the reverse, a spare back costs nothing
            backs = [f'<div class="hf-pp__cell" data-back>{_card(ink, "back", back)}</div>'] * PER_SHEET
            out.append(_sheet(ink, "back", say("picprint.backs", lang, n=number), number, backs))
        inks.append(f'<div class="hf-pp__ink hf-pp__ink--{ink}" data-ink="{ink}">{"".join(out)}</div>')
    return (
        f'<div class="hf-printable hf-pp" data-hf-printable="picture-cards">'
        f"{_choices(lang)}{sprites()}{''.join(inks)}</div>"
    )


def _family_table(lang: str, ink: str) -> str:
    black = ink == "bw"
    heads = "".join(
        f'<th scope="col"><svg class="hf-pp-list__figure" viewBox="0 0 60 90" aria-hidden="true"'
        f' color="{_BLACK if black else pictures.INK}"><use href="#hf-pic-figure-{m}"/></svg>'
        f'<span class="hf-pp-list__number">{m}</span> {e(say(f"pack.pictures.member.{m}", lang))}</th>'
        for m in range(1, HAPPY_FAMILIES.members + 1)
    )
    rows = []
    for family in HAPPY_FAMILIES.families:
        colour = _BLACK if black else pictures.family_colour(family)
        cells = "".join(
            f'<td data-label="{c}">{_card(ink, str(c), str(c), "hf-pp-list__card")}</td>'
            for c in HAPPY_FAMILIES.family_cards(family)
        )
        rows.append(
            f'<tr data-family="{family}"><th scope="row"><svg class="hf-pp-list__emblem" viewBox="0 0 40 40"'
            f' aria-hidden="true" color="{colour}"><use href="#hf-pic-emblem-{family}"/></svg>'
            f'<span class="hf-pp-list__letter">{family}</span> '
            f'<span class="hf-pp-list__name">{e(say(f"pack.pictures.family.{family}", lang))}</span></th>{cells}</tr>'
        )
    return (
        f'<div class="hf-pp__ink hf-pp__ink--{ink}" data-ink="{ink}"><table class="hf-pp-list__table">'
        f'<thead><tr><th scope="col">{e(say("picprint.family", lang))}</th>{heads}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table></div>'
    )


def render_families(lang: str, data: dict[str, Any], root: str) -> str:
    """The family list, one page on paper: each family's emblem, letter and name, then its four cards under their
    members' figures and names."""
    title = say("picprint.list-title", lang, n=len(HAPPY_FAMILIES.families))
    tables = "".join(_family_table(lang, ink) for ink in INKS)
    return (
        f'<div class="hf-printable hf-printable--next hf-pp-list" data-hf-printable="picture-families">'
        f'<p class="hf-printable__title">{e(title)}</p>{tables}</div>'
    )
