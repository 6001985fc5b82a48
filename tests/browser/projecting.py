"""What a room reads on a projector (issue 39, item 4), measured the same way by tests/browser/test_projector.py and
benchmarks/projector.py: inside a widget's projector view, the smallest text shown, the smallest card, the smallest
dot or mark (a box with a fill or a border and no text: a card's pips, a progress bar), the disabled buttons (and
fields) left in view, and anything that spills out of its card.

The floors: text and cards' letters and numbers at least 32 px on a 1080-line screen and 24 px on an 800-line one
(the projector view's unit grows with the screen's height: 3 % of it); a card at least twice that high; no mark
under 12 px.

Learn by playing has no projector view of its own: on a large screen (1024x700 and up) its stage is laid out for
one, and that is what is measured.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Page, ViewportSize, expect

PREFIX = {"en": "", "fr": "fr/"}
SCREENS: tuple[ViewportSize, ...] = ({"width": 1920, "height": 1080}, {"width": 1280, "height": 800})
MARK_PX = 12  # no dot or mark smaller


def text_floor(height: int) -> float:
    """The smallest text allowed on a screen this many lines high: 24 px at 800, 32 px at 1080 (3 % between)."""
    return max(24.0, min(32.0, height * 0.03)) - 0.5  # half a pixel for the browser's rounding


# Everything measured inside one element (the widget in its projector view, or learn's stage).
MEASURE = """(root) => {
  const shown = (el) => {
    if (!el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.opacity === '0') return false;
    if (el.closest('[hidden], .md-visually-hidden, .sr-only')) return false;
    const r = el.getBoundingClientRect();
    return r.width >= 1 && r.height >= 1 && r.bottom > 0 && r.right > 0
        && r.top < window.innerHeight && r.left < window.innerWidth;
  };
  const name = (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
  const out = { text: Infinity, textWhat: '', card: [Infinity, Infinity], cardWhat: '', mark: Infinity,
                markWhat: '', disabled: [], spills: [], cards: 0 };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!/\\S/.test(node.textContent)) continue;
    const el = node.parentElement;
    if (!el || !shown(el)) continue;
    const range = document.createRange(); range.selectNodeContents(node);
    if (!range.getClientRects().length) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < out.text) {
      out.text = size;
      out.textWhat = `${name(el)} ${JSON.stringify(node.textContent.trim().slice(0, 30))}`;
    }
  }
  for (const card of root.querySelectorAll('.hf-card')) {
    if (!shown(card)) continue;
    out.cards += 1;
    const r = card.getBoundingClientRect();
    if (Math.min(r.width, r.height) < Math.min(...out.card)) {
      out.card = [r.width, r.height]; out.cardWhat = `${name(card)} ${card.textContent.trim().slice(0, 12)}`;
    }
    for (const part of card.querySelectorAll('*')) {
      if (!shown(part)) continue;
      const p = part.getBoundingClientRect();
      if (p.left < r.left - 1 || p.right > r.right + 1 || p.top < r.top - 1 || p.bottom > r.bottom + 1)
        out.spills.push(`${name(part)} in ${card.textContent.trim().slice(0, 12)}`);
    }
  }
  for (const el of root.querySelectorAll('*')) {
    if (el.children.length || /\\S/.test(el.textContent) || !shown(el)) continue;
    if (['INPUT', 'SELECT', 'TEXTAREA', 'BR', 'SCRIPT', 'svg', 'path'].includes(el.tagName)) continue;
    const s = getComputedStyle(el);
    const filled = s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.backgroundImage !== 'none'
        || ['borderTopWidth', 'borderLeftWidth'].some((side) => parseFloat(s[side]) > 0);
    if (!filled) continue;
    const r = el.getBoundingClientRect();
    const size = Math.min(r.width, r.height);
    if (size < out.mark) { out.mark = size; out.markWhat = name(el); }
  }
  for (const control of root.querySelectorAll('.md-button:disabled, input:disabled, select:disabled')) {
    if (shown(control)) out.disabled.push(`${name(control)} ${JSON.stringify(control.textContent.trim())}`);
  }
  return out;
}"""


@dataclass
class Reading:
    """One view at one screen size."""

    where: str
    width: int
    height: int
    text: float
    text_what: str
    card: tuple[float, float]
    card_what: str
    cards: int
    mark: float
    mark_what: str
    disabled: list[str]
    spills: list[str]

    def problems(self) -> list[str]:
        """Each floor this view misses, said plainly (empty when it meets them all)."""
        floor = text_floor(self.height)
        found = []
        if self.text < floor:
            found.append(f"text {self.text:.1f} px < {floor + 0.5:.0f} px ({self.text_what})")
        if self.cards and min(self.card) < 2 * floor:
            found.append(f"card {self.card[0]:.0f}x{self.card[1]:.0f} px < {2 * floor + 1:.0f} px ({self.card_what})")
        if self.mark < MARK_PX:
            found.append(f"mark {self.mark:.1f} px < {MARK_PX} px ({self.mark_what})")
        if self.disabled:
            found.append(f"disabled controls shown: {self.disabled}")
        if self.spills:
            found.append(f"spills out of its card: {self.spills[:3]}")
        return found

    def line(self) -> str:
        card = f"{self.card[0]:.0f}x{self.card[1]:.0f}" if self.cards else "none"
        mark = f"{self.mark:.1f}" if self.mark != float("inf") else "none"
        return (f"{self.where:<26} {self.width}x{self.height}  text {self.text:5.1f} px  card {card:>9} px "
                f"({self.cards} cards)  mark {mark:>5} px  disabled shown {len(self.disabled)}  "
                f"spills {len(self.spills)}")


def measure(page: Page, selector: str, where: str) -> Reading:
    size = page.viewport_size or {"width": 0, "height": 0}
    got: dict[str, Any] = page.locator(selector).first.evaluate(MEASURE)
    return Reading(where, size["width"], size["height"], got["text"], got["textWhat"], tuple(got["card"]),
                   got["cardWhat"], got["cards"], got["mark"], got["markWhat"], got["disabled"], got["spills"])


RUNTIME_MS = 90_000


def play_view(page: Page, base: str, lang: str) -> Reading:
    """Play in its projector view, on the reader's turn (the picker shown), once Python answered."""
    page.goto(f"{base}{PREFIX[lang]}play/?view=projector")
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_MS)
    expect(widget).to_have_attribute("data-hf-view", "projector")
    return measure(page, '[data-hf-widget="play"]', f"play ({lang})")


def worked_view(page: Page, base: str, lang: str, step: int = 0) -> Reading:
    """The worked example in its projector view at a step (the deal: step 0)."""
    query = f"?step={step}&view=projector" if step else "?view=projector"
    page.goto(f"{base}{PREFIX[lang]}worked-example/{query}")
    widget = page.locator('[data-hf-widget="worked-example"]')
    expect(widget).to_have_attribute("data-hf-view", "projector")
    expect(widget).to_have_attribute("data-hf-step", str(step))
    return measure(page, '[data-hf-widget="worked-example"]', f"worked example {step} ({lang})")


def learn_view(page: Page, base: str, lang: str) -> Reading:
    """Learn by playing on a large screen, its game started (the first frame)."""
    page.goto(f"{base}{PREFIX[lang]}learn/")
    widget = page.locator('[data-hf-widget="learn"]')
    start = widget.locator('[data-hf-action="start"]')
    expect(start).to_be_enabled(timeout=RUNTIME_MS)
    start.click()
    stage = widget.locator("[data-hf-stage]")
    expect(stage).to_be_visible(timeout=RUNTIME_MS)
    expect(widget.locator("[data-hf-board] .hf-seat").first).to_be_attached(timeout=RUNTIME_MS)
    expect(widget).not_to_have_attribute("data-hf-step", "", timeout=RUNTIME_MS)
    return measure(page, '[data-hf-widget="learn"] [data-hf-stage]', f"learn ({lang})")
