"""Our own illustrated pack (issue 40), drawn in code as SVG at build time: no traced or adapted artwork.

Each family has an emblem, a plain pictogram of its occupation (:mod:`hf_core.words.pictures` names them), in the
family's colour; each member has a figure, a silhouette told apart by its size and shape (grandparent with a
walking stick, parent, child with raised arms, seated baby), never by colour alone. A card is a frame, its
label in text (so "A3, please" still works), its family's emblem and its member's figure.

:func:`sprite` is the whole pack as one SVG sprite: a ``<symbol id="hf-pic-A3">`` per card and ``hf-pic-back``
for the back, which draw the shared emblem, figure and frame symbols with ``<use>``, so the pack stays small.
Pure functions of nothing: the same bytes at every build.

>>> family_colour("A"), family_colour("A", "figure")
('#a63030', '#6f2020')
>>> 'id="hf-pic-A3"' in sprite() and ">A3</text>" in card_symbol("A3")
True
"""

from __future__ import annotations

import colorsys
import math
from functools import lru_cache
from pathlib import Path
from typing import Final

from hf_core.cards import HAPPY_FAMILIES, Card

__all__ = [
    "FAMILY_HUES", "SHADES", "SHEET_PATH", "SPRITE_OPEN", "back_symbol", "card_symbol", "cell", "emblem",
    "family_colour", "figure", "sheet", "sprite", "write_sheet",
]

# The family colours, in one place: the hues of docs/stylesheets/cards.css (.hf-card--a ... --k, whose stripe is
# hsl(hue 55% 42%)); the emblem uses that stripe colour, the figure a darker shade of it.
FAMILY_HUES: Final = {
    "A": 0, "B": 30, "C": 55, "D": 95, "E": 140, "F": 175, "G": 200, "H": 230, "I": 265, "J": 300, "K": 330,
}
SATURATION: Final = 0.55
SHADES: Final = {"stripe": 0.42, "figure": 0.28}

CARD_W: Final = 100  # a card's viewBox, in the proportions of the site's cards (48 x 67 px)
CARD_H: Final = 140
INK: Final = "#1b1b1b"
BACK: Final = "#26344f"
# On the text itself: a symbol drawn by <use> from another document inherits from the <use>, not from this sprite.
FONT: Final = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif"


def family_colour(family: str, shade: str = "stripe") -> str:
    """A family's colour as ``#rrggbb``: its stripe (the emblem) or the darker shade of its figures."""
    r, g, b = colorsys.hls_to_rgb(FAMILY_HUES[family] / 360, SHADES[shade], SATURATION)
    return "#" + "".join(f"{round(c * 255):02x}" for c in (r, g, b))


def _n(x: float) -> str:
    """A coordinate, rounded to a tenth, without a useless ``.0``."""
    text = f"{x:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _points(pts: list[tuple[float, float]]) -> str:
    return "M" + "L".join(f"{_n(x)} {_n(y)}" for x, y in pts) + "Z"


def _hexagon(cx: float, cy: float, r: float) -> str:
    return _points([(cx + r * math.cos(math.radians(30 + 60 * k)), cy + r * math.sin(math.radians(30 + 60 * k)))
                    for k in range(6)])


def _star(cx: float, cy: float, outer: float, inner: float) -> str:
    pts = []
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        a = math.radians(-90 + 36 * k)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return _points(pts)


def _circles(centres: list[tuple[float, float]], r: float, fill: str = "") -> str:
    paint = f' fill="{fill}"' if fill else ""
    return "".join(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}"{paint}/>' for x, y in centres)


_WHITE_LINES: Final = ' fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"'
_PETALS: Final = [(20 + 7 * math.cos(math.radians(-90 + 72 * k)), 14 + 7 * math.sin(math.radians(-90 + 72 * k)))
                  for k in range(5)]

# One emblem per family, in a 40 x 40 box, painted in currentColor (white for the details).
_EMBLEMS: Final = {
    # the Firefighters: a flame
    "A": '<path d="M20 2C23 10 32 15 32 26A12 12 0 0 1 8 26C8 19 12 15 14 9C16 13 17 15 19 16C20 11 19 7 20 2Z"/>'
         '<path d="M20 21C22 25 26 27 26 31A6 6 0 0 1 14 31C14 28 17 26 20 21Z" fill="#fff"/>',
    # the Bakers: a loaf with its cuts
    "B": '<path d="M5 33Q2 33 3 28C4 17 11 11 20 11S36 17 37 28Q38 33 35 33Z"/>'
         f'<path d="M11 19l4 7M18 16l4 8M25 16l4 8"{_WHITE_LINES}/>',
    # the Beekeepers: honeycomb
    "C": f'<path d="{_hexagon(13, 13, 7.6)}{_hexagon(27, 13, 7.6)}{_hexagon(20, 25.2, 7.6)}"/>'
         + _circles([(20, 25.2)], 2.6, "#fff"),
    # the Gardeners: a flower on its stem, with a leaf
    "D": '<path d="M20 20V38" stroke="currentColor" stroke-width="3"/>'
         '<path d="M20 34C14 34 11 30 11 27C16 27 20 29 20 34Z"/>'
         + _circles(_PETALS, 5.6) + _circles([(20, 14)], 3.6, "#fff"),
    # the Foresters: a fir tree
    "E": '<path d="M20 2L31 16H26L34 28H23V37H17V28H6L14 16H9Z"/>',
    # the Doctors: a cross
    "F": '<path d="M15 4H25V15H36V25H25V36H15V25H4V15H15Z"/>',
    # the Fishers: a fish
    "G": '<path d="M2 20C8 9 22 8 29 20C22 32 8 31 2 20ZM27 20L38 10V30Z"/>' + _circles([(10, 18)], 2.2, "#fff"),
    # the Sailors: a sailing boat
    "H": '<path d="M3 27H37L31 35H9ZM18 3V24H6ZM21 8V24H32Z"/>',
    # the Musicians: two beamed notes
    "I": '<ellipse cx="11" cy="31" rx="5.6" ry="4" transform="rotate(-20 11 31)"/>'
         '<ellipse cx="29" cy="27" rx="5.6" ry="4" transform="rotate(-20 29 27)"/>'
         '<path d="M14.5 9H17.5V31H14.5ZM32.5 5H35.5V27H32.5ZM14.5 8L35.5 4V10L14.5 14Z"/>',
    # the Painters: a palette with its paints
    "J": '<path d="M20 4C31 4 38 11 38 19C38 26 33 27 29 26C25 25 23 28 25 32C26 35 24 37 20 37'
         'C10 37 2 29 2 20C2 11 10 4 20 4Z"/>' + _circles([(10, 15), (18, 10), (27, 12), (10, 25)], 3, "#fff"),
    # the Astronomers: a star among stars
    "K": f'<path d="{_star(19, 22, 16, 6.8)}"/>' + _circles([(34, 6), (35, 32)], 2.2) + _circles([(5, 6)], 1.6),
}

# One figure per member, in a 60 x 90 box standing on y = 88, painted in currentColor: told apart by size and shape.
_FIGURES: Final = {
    # grandparent: a little shorter, leaning on a walking stick
    1: '<circle cx="26" cy="20" r="7.5"/>'
       '<path d="M16 36A8 8 0 0 1 24 29H32A7 7 0 0 1 39 35L40 60H18Z"/>'
       '<path d="M20 57H27V88H20ZM31 57H38V88H31ZM11 34H16V57H11Z"/>'
       '<path d="M37 33L47 51M48 50V88M48 50Q48 44 43 45" fill="none" stroke="currentColor" stroke-width="4"'
       ' stroke-linecap="round"/>',
    # parent: the tallest, standing straight
    2: '<circle cx="30" cy="12" r="8"/>'
       '<path d="M19 29A7 7 0 0 1 26 22H34A7 7 0 0 1 41 29V58H19Z"/>'
       '<path d="M21 55H29V88H21ZM31 55H39V88H31ZM12 25H17.5V54H12ZM42.5 25H48V54H42.5Z"/>',
    # child: half as tall, arms raised
    3: '<circle cx="30" cy="40" r="8"/>'
       '<path d="M21 56A6 6 0 0 1 27 50H33A6 6 0 0 1 39 56V72H21Z"/>'
       '<path d="M23 70H29V88H23ZM31 70H37V88H31Z"/>'
       '<path d="M23 55L13 41M37 55L47 41" fill="none" stroke="currentColor" stroke-width="5"'
       ' stroke-linecap="round"/>',
    # baby: the smallest, seated, legs forward and arms out
    4: '<circle cx="30" cy="57" r="9"/>'
       '<path d="M20 81V75A10 10 0 0 1 40 75V81Z"/><rect x="13" y="79" width="34" height="9" rx="4.5"/>'
       '<path d="M22 73L13 65M38 73L47 65" fill="none" stroke="currentColor" stroke-width="4.5"'
       ' stroke-linecap="round"/>',
}


def emblem(family: str) -> str:
    """The drawing of a family's emblem (SVG elements in a 40 x 40 box, in ``currentColor``)."""
    return _EMBLEMS[family]


def figure(member: int) -> str:
    """The drawing of a member's figure (SVG elements in a 60 x 90 box, in ``currentColor``)."""
    return _FIGURES[member]


_FRAME: Final = (
    '<symbol id="hf-pic-frame" viewBox="0 0 100 140">'
    '<rect x="2" y="2" width="96" height="136" rx="9" fill="#fff"/>'
    '<rect x="2" y="2" width="96" height="136" rx="9" fill="currentColor" fill-opacity=".12"'
    ' stroke="currentColor" stroke-width="4"/></symbol>'
)


def card_symbol(label: str) -> str:
    """One card's ``<symbol>``: the frame and emblem in its family's colour, its member's figure, its label."""
    card = Card.parse(label)
    family, member = card.family, card.member
    return (
        f'<symbol id="hf-pic-{card}" viewBox="0 0 {CARD_W} {CARD_H}">'
        f'<g color="{family_colour(family)}"><use href="#hf-pic-frame"/>'
        f'<use href="#hf-pic-emblem-{family}" x="51" y="5" width="43" height="43"/></g>'
        f'<use href="#hf-pic-figure-{member}" x="18" y="42" width="64" height="96"'
        f' color="{family_colour(family, "figure")}"/>'
        f'<text x="9" y="32" font-family="{FONT}" font-size="27" font-weight="700" fill="{INK}">{card}</text>'
        "</symbol>"
    )


def back_symbol() -> str:
    """The card back: the eleven emblems in a ring, the same for every card."""
    ring = []
    for k, family in enumerate(HAPPY_FAMILIES.families):
        a = math.radians(-90 + 360 * k / len(HAPPY_FAMILIES.families))
        x, y = 50 + 32 * math.cos(a) - 7, 70 + 42 * math.sin(a) - 7
        ring.append(f'<use href="#hf-pic-emblem-{family}" x="{_n(x)}" y="{_n(y)}" width="14" height="14"/>')
    return (
        f'<symbol id="hf-pic-back" viewBox="0 0 {CARD_W} {CARD_H}">'
        f'<rect x="2" y="2" width="96" height="136" rx="9" fill="{BACK}"/>'
        '<rect x="8" y="8" width="84" height="124" rx="5" fill="none" stroke="#fff" stroke-opacity=".55"'
        ' stroke-width="1.5"/>'
        f'<g color="#fff" fill="#fff">{"".join(ring)}</g>'
        '<path d="M50 50L62 70L50 90L38 70Z" fill="#fff" fill-opacity=".8"/></symbol>'
    )


# The sprite's own box: empty, drawn only through <use>. Never an inline style: the site's policy (style-src 'self')
# refuses style attributes, and a refused display:none left the sprite taking room (a blank first printed page).
# The class (docs/stylesheets/picture-print.css) also takes it out of the flow.
SPRITE_OPEN: Final = (
    '<svg xmlns="http://www.w3.org/2000/svg" class="hf-pic-sprite" width="0" height="0" aria-hidden="true">'
)


@lru_cache(maxsize=1)
def sprite() -> str:
    """The whole pack as one SVG sprite: the shared frame, emblems and figures, a symbol per card, the back."""
    parts = [
        SPRITE_OPEN,
        _FRAME,
        *(f'<symbol id="hf-pic-emblem-{f}" viewBox="0 0 40 40" fill="currentColor">{emblem(f)}</symbol>'
          for f in HAPPY_FAMILIES.families),
        *(f'<symbol id="hf-pic-figure-{m}" viewBox="0 0 60 90" fill="currentColor">{figure(m)}</symbol>'
          for m in range(1, HAPPY_FAMILIES.members + 1)),
        *(card_symbol(str(card)) for card in HAPPY_FAMILIES.cards()),
        back_symbol(),
        "</svg>\n",
    ]
    return "\n".join(parts)


# ---------------------------------------------------------------------------------------------- the page's sheet

SHEET_PATH: Final = "assets/pictures/cards.svg"
"""Where the build writes :func:`sheet` in the site (read by docs/stylesheets/cards.css, only once the reader has
chosen "Pictures"; hf_core/site/postbuild/sw.js keeps it out of the files fetched ahead)."""
CELL_W: Final = 100  # one card's picture in the sheet: its emblem beside its figure, 5:4 (cards.css, .hf-card::after)
CELL_H: Final = 80


def cell(label: str) -> str:
    """One card's picture in :func:`sheet`: its family's emblem, left, beside its member's figure, right; each in its
    own colour (the figure in the family's darker shade). No frame and no label: the site's card draws them."""
    card = Card.parse(label)
    col = HAPPY_FAMILIES.families.index(card.family)
    x, y = col * CELL_W, (card.member - 1) * CELL_H
    return (
        f'<use href="#e{card.family}" x="{x + 1}" y="{y + 18}" width="46" height="46"'
        f' color="{family_colour(card.family)}"/>'
        f'<use href="#f{card.member}" x="{x + 46}" y="{y + 1}" width="54" height="78"'
        f' color="{family_colour(card.family, "figure")}"/>'
    )


@lru_cache(maxsize=1)
def sheet() -> str:
    """The whole pack's pictures as one SVG image for the page's cards: a grid of 11 columns (families A to K) by 4
    rows (members 1 to 4), each cell :data:`CELL_W` x :data:`CELL_H`, drawn with the sprite's own emblems and figures.
    Stretched to the grid exactly (``preserveAspectRatio="none"``): cards.css shows one cell as a CSS sprite, in a
    box of the cell's proportions, so nothing is distorted.

    >>> s = sheet()
    >>> s.count("<use "), 'viewBox="0 0 1100 320"' in s
    (88, True)
    """
    cols, rows = len(HAPPY_FAMILIES.families), HAPPY_FAMILIES.members
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {cols * CELL_W} {rows * CELL_H}"'
        f' width="{cols * CELL_W}" height="{rows * CELL_H}" preserveAspectRatio="none">',
        "<defs>",
        *(f'<symbol id="e{f}" viewBox="0 0 40 40" fill="currentColor">{emblem(f)}</symbol>'
          for f in HAPPY_FAMILIES.families),
        *(f'<symbol id="f{m}" viewBox="0 0 60 90" fill="currentColor">{figure(m)}</symbol>'
          for m in range(1, rows + 1)),
        "</defs>",
        *(cell(str(card)) for card in HAPPY_FAMILIES.cards()),
        "</svg>\n",
    ]
    return "\n".join(parts)


def write_sheet(site: Path) -> Path:
    """Write :func:`sheet` into the built ``site`` at :data:`SHEET_PATH`; the path written."""
    path = site / SHEET_PATH
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(sheet(), encoding="utf-8")
    return path
