#!/usr/bin/env python3
"""The printable picture pack on paper (issue 40, item 3): docs/printables/picture-cards, printed to PDF by Chromium
(Playwright, /usr/bin/chromium) on A4 and US Letter, in colour and in black and white, then rendered to PNG at
300 dpi with poppler's pdftoppm, to look at. Asserts nothing; prints, for each print:

- the pages (and those expected: 5 sheets of cards, each followed by its backs, then the family list: 11), the
  paper size the PDF says;
- the printed cards' size as laid out for print (mm), and each page's ink box: how far the nearest mark stays from
  each edge of the paper (mm), measured on a 100 dpi greyscale rendering; the smallest over the pages; how far
  each sheet of backs, printed on the reverse and turned on the long edge, lies from its cards;
- where the PNGs are.

Also the bytes: the sprite (raw, gzip -9), the built page (raw, and the .gz/.br the build wrote beside it).

Usage: python benchmarks/print_pictures.py [--site DIR] [--out DIR] [--dpi 300] [--quick] [--only TEXT]
(the site built first: make site, or bash scripts/site-into.sh DIR; --quick: English only, colour and black and
white on A4 and Letter, sheets of cards with backs).
"""

from __future__ import annotations

import argparse
import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from siteserver import serve  # noqa: E402

from hf_core.site.pictures import sprite  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]
PAPERS = {"A4": (210.0, 297.0), "Letter": (215.9, 279.4)}  # mm
PX_PER_MM = 96 / 25.4
EXPECTED = {"all": 11, "fronts": 6, "list": 1}  # pages: 5 sheets (+ 5 of backs) and the list


@dataclass
class Case:
    lang: str
    paper: str
    ink: str
    parts: str

    @property
    def name(self) -> str:
        return f"{self.lang}-{self.paper}-{self.ink}-{self.parts}"


def cases(quick: bool) -> list[Case]:
    out = [Case("en", paper, ink, "all") for ink in ("colour", "bw") for paper in PAPERS]
    if not quick:
        out += [Case("fr", paper, ink, "all") for ink in ("colour", "bw") for paper in PAPERS]
        out += [Case("en", paper, "colour", parts) for parts in ("fronts", "list") for paper in PAPERS]
    return out


def pgm_ink_box(path: Path) -> tuple[int, int, int, int, int, int] | None:
    """(left, top, right, bottom, width, height) in pixels of everything not white in a binary PGM, or None."""
    data = path.read_bytes()
    match = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
    if match is None:
        raise ValueError(f"{path} is not a binary PGM")
    width, height = int(match[1]), int(match[2])
    pixels = data[match.end():]
    white = bytes(range(235, 256))  # anti-aliasing and paper: lighter than this is blank
    rows = [pixels[y * width : (y + 1) * width] for y in range(height)]
    inked = [y for y, row in enumerate(rows) if row.strip(white)]
    if not inked:
        return None
    left, right = width, 0
    for y in inked:
        row = rows[y]
        start = len(row) - len(row.lstrip(white))
        end = len(row.rstrip(white))
        left, right = min(left, start), max(right, end)
    return left, inked[0], right, inked[-1] + 1, width, height


def margins(pdf: Path, work: Path) -> list[tuple[float, float, float, float] | None]:
    """Each page's distance (mm) from the paper's left, top, right and bottom edges to its nearest mark."""
    prefix = work / "grey"
    subprocess.run(["pdftoppm", "-r", "100", "-gray", str(pdf), str(prefix)], check=True)
    out: list[tuple[float, float, float, float] | None] = []
    for pgm in sorted(work.glob("grey-*.pgm"), key=lambda p: int(p.stem.rsplit("-", 1)[1])):
        box = pgm_ink_box(pgm)
        if box is None:
            out.append(None)
        else:
            left, top, right, bottom, width, height = box
            mm = 25.4 / 100
            out.append((left * mm, top * mm, (width - right) * mm, (height - bottom) * mm))
        pgm.unlink()
    return out


def paper_size(pdf: Path) -> str:
    info = subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True, text=True).stdout
    match = re.search(r"Page size:\s+([\d.]+) x ([\d.]+) pts", info)
    if match is None:
        return "?"
    w, h = (float(v) * 25.4 / 72 for v in match.groups())
    return f"{w:.1f} x {h:.1f} mm"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--site", type=Path, default=Path(os.environ.get("HF_SITE_DIR") or ROOT / "site"))
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "hf-print-pictures")
    parser.add_argument("--dpi", type=int, default=300)
    parser.add_argument("--quick", action="store_true", help="English only, sheets of cards with backs")
    parser.add_argument("--only", default="", metavar="TEXT", help="only the prints whose name holds TEXT (en-A4-bw)")
    args = parser.parse_args()
    if not (args.site / "printables" / "picture-cards" / "index.html").is_file():
        print(f"{args.site} has no printables/picture-cards/: build the site first", file=sys.stderr)
        return 2
    for tool in ("pdftoppm", "pdfinfo"):
        if shutil.which(tool) is None:
            print(f"{tool} is missing: apt-get install -y poppler-utils", file=sys.stderr)
            return 2
    from playwright.sync_api import sync_playwright

    data = sprite().encode("utf-8")
    print(f"sprite: {len(data)} bytes raw, {len(gzip.compress(data, 9, mtime=0))} bytes gzip -9 (inline in the page)")
    for prefix in ("", "fr/"):
        page_file = args.site / prefix / "printables" / "picture-cards" / "index.html"
        sizes = [f"{page_file.stat().st_size} bytes raw"]
        sizes += [f"{p.stat().st_size} {p.suffix[1:]}" for p in (page_file.with_suffix(".html.gz"),
                                                                 page_file.with_suffix(".html.br")) if p.is_file()]
        print(f"page /{prefix}printables/picture-cards/: {', '.join(sizes)}")

    args.out.mkdir(parents=True, exist_ok=True)
    with serve(args.site) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for case in [c for c in cases(args.quick) if args.only in c.name]:
            width_mm = PAPERS[case.paper][0]
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(f"{server.url}{'fr/' if case.lang == 'fr' else ''}printables/picture-cards/")
            page.check(f"#hf-pp-ink-{case.ink}")
            page.check(f"#hf-pp-parts-{case.parts}")
            page.emulate_media(media="print")
            # laid out as on paper: the width print.css's margins leave (14 mm a side)
            page.set_viewport_size({"width": round((width_mm - 28) * PX_PER_MM), "height": 1000})
            cells = page.locator(f".hf-pp__ink--{case.ink} .hf-pp__sheet--front .hf-pp__cell:not(.hf-pp__cell--empty)")
            boxes = cells.evaluate_all(
                "cs => cs.filter((c) => c.offsetParent).map((c) => [c.getBoundingClientRect().width,"
                " c.getBoundingClientRect().height])"
            )
            pdf = args.out / f"{case.name}.pdf"
            pdf.write_bytes(page.pdf(format=case.paper, print_background=True))
            page.close()
            marks = margins(pdf, args.out)
            png_prefix = args.out / case.name
            for old in args.out.glob(f"{case.name}-*.png"):
                old.unlink()
            subprocess.run(["pdftoppm", "-r", str(args.dpi), "-png", str(pdf), str(png_prefix)], check=True)
            pngs = sorted(args.out.glob(f"{case.name}-*.png"))
            sizes = sorted({f"{w / PX_PER_MM:.1f} x {h / PX_PER_MM:.1f}" for w, h in boxes})
            drawn = [m for m in marks if m is not None]
            least = [min(m[i] for m in drawn) for i in range(4)] if drawn else []
            print(f"\n{case.name}: {len(marks)} pages (expected {EXPECTED[case.parts]}), paper {paper_size(pdf)}")
            print(f"  cards printed: {len(boxes)}, size {', '.join(sizes) or '-'} mm")
            for n, m in enumerate(marks, start=1):
                shown = "blank" if m is None else "left {:.1f}, top {:.1f}, right {:.1f}, bottom {:.1f}".format(*m)
                print(f"  page {n:2}: ink from the paper's edges (mm): {shown}")
            if case.parts == "all" and len(drawn) == len(marks):
                # printed on both sides, turned on the long edge: a back's right edge lies behind its front's left
                pairs = list(zip(marks[0:10:2], marks[1:10:2], strict=True))
                off = max(max(abs(f[0] - b[2]), abs(f[2] - b[0]), abs(f[1] - b[1])) for f, b in pairs if f and b)
                print(f"  fronts and their backs, turned on the long edge: at most {off:.1f} mm apart")
            if least:
                print("  least: left {:.1f}, top {:.1f}, right {:.1f}, bottom {:.1f} mm".format(*least))
            print(f"  PNG at {args.dpi} dpi: {pngs[0] if pngs else '-'} ... ({len(pngs)} files)")
        browser.close()
    print(f"\nPDFs and PNGs in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
