#!/usr/bin/env python3
"""Readability evidence for the picture pack (issue 40, item 4): screenshots of randomly chosen cards (seeded) as the
site draws them with "Pictures" chosen, their labels hidden, for a fresh reader to name each card's family and member
from its picture alone; and the answers in a separate file.

- phone: a 360 x 740 phone (device pixel ratio 2), the worked example at Step 2, the card drawn in place of the first
  card of Cara's hand of 14, at the hand's size;
- projector: 1920 x 1080, the worked example's projector view at Step 3, the card drawn in place of the first card
  on its table, at that view's size.

A card is made the chosen one by giving a card of the page its label (its class, data-card and text: the one card
component draws the rest), then its letter and number are hidden (visibility), so the screenshot shows its stripe
and its picture only. Writes OUT/phone-NN.png, OUT/projector-NN.png and OUT/answers.txt; prints the cards' sizes.

Usage: python benchmarks/picture_shots.py [--site DIR] [--out /tmp/pictures-shots] [--count 20] [--seed 40]
(the site built first: make site, or bash scripts/site-into.sh DIR).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from playwright.sync_api import Page, sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402

from hf_core.cards import HAPPY_FAMILIES  # noqa: E402
from hf_core.words import say  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]
KEY = "hf:/:cards:v1"
SCREENS = {
    "phone": ({"width": 360, "height": 740}, 2, "worked-example/?step=2", '[data-player="Cara"] .hf-hand .hf-card'),
    "projector": ({"width": 1920, "height": 1080}, 1, "worked-example/?step=3&view=projector",
                  '[data-hf-widget="worked-example"] .hf-hand .hf-card'),
}

# Make a card of the page the card `label`, its label hidden.
BECOME = """(card, label) => {
  const family = label[0];
  card.className = card.className.replace(/hf-card--[a-k]/, `hf-card--${family.toLowerCase()}`)
    .replace(/\\bis-highlight\\b/, '');
  card.dataset.card = label;
  card.querySelector('.hf-card__family').textContent = family;
  card.querySelector('.hf-card__member').textContent = label.slice(1);
  for (const part of card.querySelectorAll('.hf-card__family, .hf-card__member')) part.style.visibility = 'hidden';
  const box = card.getBoundingClientRect();
  return [box.width, box.height];
}"""
SHEET_LOADED = """() => performance.getEntriesByType('resource')
  .some((entry) => entry.name.endsWith('/assets/pictures/cards.svg') && entry.responseEnd > 0)"""
SETTLED = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"""


def name(label: str) -> str:
    family, member = label[0], int(label[1:])
    return f"{say(f'pack.pictures.family.{family}', 'en')}, {say(f'pack.pictures.member.{member}', 'en')}"


def shoot(page: Page, selector: str, cards: list[str], out: Path, prefix: str) -> list[tuple[float, float]]:
    page.wait_for_function("() => document.querySelector('[data-hf-widget]').dataset.hfReady === 'true'")
    page.wait_for_function(SHEET_LOADED)
    target = page.locator(selector).first
    target.scroll_into_view_if_needed()
    sizes = []
    for n, label in enumerate(cards, 1):
        sizes.append(tuple(target.evaluate(BECOME, label)))
        page.evaluate(SETTLED)
        target.screenshot(path=str(out / f"{prefix}-{n:02d}.png"), animations="disabled")
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--out", type=Path, default=Path("/tmp/pictures-shots"))
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=40)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    labels = [str(c) for c in HAPPY_FAMILIES.cards()]
    rng = random.Random(args.seed)
    chosen = {screen: rng.sample(labels, args.count) for screen in SCREENS}
    answers = [
        "The true family and member of each screenshot (the label was hidden). "
        f"Seed {args.seed}; the pack's names: hf_core/words/pictures.py.",
        "Families: " + "; ".join(f"{f} {say(f'pack.pictures.family.{f}', 'en')}" for f in HAPPY_FAMILIES.families),
        "Members: 1 grandparent, 2 parent, 3 child, 4 baby.",
        "",
    ]
    with serve(args.site) as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            for screen, (viewport, scale, path, selector) in SCREENS.items():
                context = browser.new_context(viewport=viewport, device_scale_factor=scale,
                                              service_workers="block", is_mobile=screen == "phone",
                                              has_touch=screen == "phone")
                context.add_init_script(f"localStorage.setItem('{KEY}', 'pictures')")
                page = context.new_page()
                page.goto(server.url + path, wait_until="load")
                sizes = shoot(page, selector, chosen[screen], args.out, screen)
                context.close()
                width, height = sizes[0]
                print(f"{screen}: {len(sizes)} cards of {width:.1f} x {height:.1f} CSS px, x{scale} -> {args.out}")
                answers += [f"{screen}-{n:02d}.png  {label}  {name(label)}"
                            for n, label in enumerate(chosen[screen], 1)]
                answers.append("")
        finally:
            browser.close()
    (args.out / "answers.txt").write_text("\n".join(answers), encoding="utf-8")
    print(f"answers: {args.out / 'answers.txt'}")


if __name__ == "__main__":
    main()
