#!/usr/bin/env python3
"""The illustrated pack's weight (issue 40): the sprite's bytes, raw and gzip-compressed, and per card. Asserts nothing
(tests/engine/test_pictures.py holds the 60 kB budget).

With ``--png DIR``: writes ``DIR/pictures.html`` to look at: every card at hand size (48 x 67 px), at projector
size (120 x 168 px) and in greyscale at hand size (as a black-and-white print), each with its back and its family's
names in both languages; and, when Playwright for Python and /usr/bin/chromium are there, its screenshot
``DIR/pictures.png``.

Usage: python benchmarks/pictures.py [--png DIR]
"""

from __future__ import annotations

import argparse
import gzip
import html
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hf_core.cards import HAPPY_FAMILIES  # noqa: E402
from hf_core.site.pictures import sprite  # noqa: E402
from hf_core.words import say  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
SIZES = ((48, 67, ""), (120, 168, ""), (48, 67, "greyscale"))  # greyscale: as printed in black and white


def card(label: str, width: int, height: int) -> str:
    return (
        f'<svg width="{width}" height="{height}" viewBox="0 0 100 140" role="img" aria-label="{label}">'
        f'<use href="#hf-pic-{label}"/></svg>'
    )


def preview() -> str:
    """The preview page: the sprite inline, then the pack at each size, one family a row."""
    rows = []
    for width, height, look in SIZES:
        rows.append(f'<h2>{width} x {height} px {look}</h2><div class="{look}">')
        for family in HAPPY_FAMILIES.families:
            cards = "".join(card(str(c), width, height) for c in HAPPY_FAMILIES.family_cards(family))
            names = " / ".join(html.escape(say(f"pack.pictures.family.{family}", lang)) for lang in ("en", "fr"))
            rows.append(f'<div class="row">{cards}<span>{family}: {names}</span></div>')
        rows.append(f'<div class="row">{card("back", width, height)}<span>back</span></div></div>')
    members = ", ".join(
        f"{m}: {say(f'pack.pictures.member.{m}', 'en')} / {say(f'pack.pictures.member.{m}', 'fr')}"
        for m in range(1, HAPPY_FAMILIES.members + 1)
    )
    return (
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>The illustrated pack</title>'
        "<style>body{font:14px system-ui,sans-serif;margin:12px;background:#f4f4f4}"
        ".row{display:flex;align-items:center;gap:4px;margin:3px 0}.row span{margin-left:12px}"
        ".greyscale{filter:grayscale(1)}</style>"
        f"{sprite()}<p>Members: {html.escape(members)}</p>{''.join(rows)}</html>\n"
    )


def screenshot(page_path: Path, png: Path) -> bool:
    """A full-page screenshot of the preview, if Playwright and Chromium are on this machine."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return False
    if not Path(CHROMIUM).exists():
        return False
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM)
        page = browser.new_page(viewport={"width": 900, "height": 800})
        page.goto(page_path.resolve().as_uri())
        page.screenshot(path=str(png), full_page=True)
        browser.close()
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--png", metavar="DIR", type=Path, help="write DIR/pictures.html (and a screenshot)")
    args = parser.parse_args()
    data = sprite().encode("utf-8")
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    cards = len(HAPPY_FAMILIES.cards())
    print(f"sprite: {len(data)} bytes raw, {len(packed)} bytes gzip -9 (budget 60000)")
    print(f"per card ({cards} cards and a back): {len(data) / (cards + 1):.0f} bytes raw, "
          f"{len(packed) / (cards + 1):.0f} bytes gzip")
    if args.png:
        args.png.mkdir(parents=True, exist_ok=True)
        page_path = args.png / "pictures.html"
        page_path.write_text(preview(), encoding="utf-8")
        print(f"preview: {page_path}")
        png = args.png / "pictures.png"
        if screenshot(page_path, png):
            print(f"screenshot: {png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
