"""One card component for every widget (issue 39, item 6; item 4: no mark under 12 px on a projector).

On every page that draws cards (play, learn by playing, pass and play, the worked example, the explorer, the pack's
diagrams, a printable) and in the projector views (play's and the worked example's), on a 360x740 phone and a
1920x1080 screen, every card drawn is the same component: the same inner structure (the family letter, then the
member number, nothing else beside them), the same proportions (a playing card's 5:7, within 3 %), its letter and
its number at least 12 px, and nothing inside it (a dot, a mark) under 12 px either way. Play and the worked example
in both languages.

``make site`` first (or scripts/site-into.sh and HF_SITE_DIR); Python starts in most of these pages.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from browsing import RUNTIME_TIMEOUT_MS, Tab
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.return_visit

PREFIX = {"en": "", "fr": "fr/"}
RATIO = 1.4  # height / width: cards.css's 5:7
RATIO_TOLERANCE = 0.03  # 3 %
FLOOR_PX = 12  # no letter, number or mark inside a card smaller
STRUCTURE = ["hf-card__family", "hf-card__member"]
SCREENS = {"phone": (360, 740), "screen": (1920, 1080)}

# Every card shown in the page: its box, its parts' classes, the letter's and the number's sizes, and the smallest
# part drawn inside it (a box with no text: a dot or a mark).
MEASURE = """(root) => {
  const shown = (el) => {
    if (!el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.display === 'none') return false;
    const r = el.getBoundingClientRect();
    return r.width >= 1 && r.height >= 1;
  };
  const out = [];
  for (const card of root.querySelectorAll('.hf-card')) {
    if (!shown(card)) continue;
    const r = card.getBoundingClientRect();
    const part = (cls) => card.querySelector(`:scope > .${cls}`);
    const size = (el) => (el && shown(el) ? parseFloat(getComputedStyle(el).fontSize) : 0);
    let mark = Infinity, markWhat = '';
    for (const el of card.querySelectorAll('*')) {
      if (!shown(el) || /\\S/.test(el.textContent)) continue;
      const p = el.getBoundingClientRect();
      const m = Math.min(p.width, p.height);
      if (m < mark) { mark = m; markWhat = [...el.classList].join('.'); }
    }
    const widget = card.closest('[data-hf-widget]');
    out.push({
      widget: widget ? widget.dataset.hfWidget : 'page',
      label: card.dataset.card || card.textContent.trim(),
      where: [...card.parentElement.classList].join('.') || card.parentElement.tagName.toLowerCase(),
      width: r.width, height: r.height,
      structure: [...card.children].map((c) => [...c.classList].join('.')),
      family: size(part('hf-card__family')), member: size(part('hf-card__member')),
      familyText: (part('hf-card__family') || {}).textContent || '',
      memberText: (part('hf-card__member') || {}).textContent || '',
      mark, markWhat,
    });
  }
  return out;
}"""


def problems(cards: list[dict[str, Any]]) -> list[str]:
    """Each way a card shown differs from the one component, said plainly (empty when none does)."""
    found = []
    for c in cards:
        name = f"{c['label']} in {c['where']} ({c['width']:.1f}x{c['height']:.1f} px)"
        if c["structure"] != STRUCTURE:
            found.append(f"{name}: parts {c['structure']}, not {STRUCTURE}")
        ratio = c["height"] / c["width"]
        if abs(ratio / RATIO - 1) > RATIO_TOLERANCE:
            found.append(f"{name}: height/width {ratio:.2f}, not {RATIO}")
        if f"{c['familyText']}{c['memberText']}" != c["label"]:
            found.append(f"{name}: reads {c['familyText']!r} {c['memberText']!r}")
        for part in ("family", "member"):
            if c[part] < FLOOR_PX:
                found.append(f"{name}: {part} {c[part]:.1f} px < {FLOOR_PX} px")
        if c["mark"] < FLOOR_PX:
            found.append(f"{name}: mark {c['markWhat']} {c['mark']:.1f} px < {FLOOR_PX} px")
    return found


def ready(page: Page, widget: str) -> None:
    expect(page.locator(f'[data-hf-widget="{widget}"]')).to_have_attribute("data-hf-ready", "true",
                                                                          timeout=RUNTIME_TIMEOUT_MS)


def play(page: Page) -> None:
    """Play on the reader's turn, a player chosen: the hands and the cards to ask for."""
    ready(page, "play")
    widget = page.locator('[data-hf-widget="play"]')
    widget.locator("[data-hf-targets] [data-hf-target]:enabled").first.click()
    expect(widget.locator("[data-hf-cards] .hf-card").first).to_be_visible()


def play_projector(page: Page) -> None:
    ready(page, "play")
    widget = page.locator('[data-hf-widget="play"]')
    expect(widget).to_have_attribute("data-hf-view", "projector")
    # Dispatched: on a phone the view's own layout may lay its bar over the button (a projector view is for a room).
    widget.locator("[data-hf-targets] [data-hf-target]:enabled").first.dispatch_event("click")
    expect(widget.locator("[data-hf-cards] .hf-card").first).to_be_visible()


def learn(page: Page) -> None:
    """Learn by playing, its game started and on the reader's turn: the table, the reader's hand, the cards."""
    widget = page.locator('[data-hf-widget="learn"]')
    start = widget.locator('[data-hf-action="start"]')
    expect(start).to_be_enabled(timeout=RUNTIME_TIMEOUT_MS)
    start.click()
    expect(widget.locator("[data-hf-board] .hf-seat").first).to_be_attached(timeout=RUNTIME_TIMEOUT_MS)
    for _ in range(20):
        expect(widget).not_to_have_attribute("data-hf-step", "", timeout=RUNTIME_TIMEOUT_MS)
        step = widget.get_attribute("data-hf-step")
        if step == "turn":
            break
        if step in ("continue", "next", "playon"):
            widget.locator(f'[data-hf-action="{step}"]').first.click()
        elif step == "question":
            widget.locator("[data-hf-choice]").first.click()
        page.wait_for_timeout(200)
    expect(widget.locator(".hf-learn__card .hf-card").first).to_be_visible()


def pass_play(page: Page) -> None:
    """Pass and play, a game open and its first player's hand shown."""
    widget = page.locator('[data-hf-widget="pass-play"]')
    expect(widget).to_have_attribute("data-hf-open", "true", timeout=RUNTIME_TIMEOUT_MS)
    widget.locator('[data-hf-action="show"]').click()
    expect(widget).to_have_attribute("data-hf-show", "Ann")
    expect(widget.locator("[data-hf-hand] .hf-card").first).to_be_visible()


def worked(page: Page) -> None:
    widget = page.locator('[data-hf-widget="worked-example"]')
    expect(widget).to_have_attribute("data-hf-ready", "true", timeout=RUNTIME_TIMEOUT_MS)


def worked_projector(page: Page) -> None:
    widget = page.locator('[data-hf-widget="worked-example"]')
    expect(widget).to_have_attribute("data-hf-view", "projector", timeout=RUNTIME_TIMEOUT_MS)


def static(page: Page) -> None:
    expect(page.locator(".hf-card").first).to_be_attached()


PAGE = "body"
PLAY_VIEW = '[data-hf-widget="play"]'
WORKED_VIEW = '[data-hf-widget="worked-example"]'
# (name, path after the language's prefix, what brings the cards on screen, where they are measured, languages)
VIEWS: list[tuple[str, str, Callable[[Page], None], str, tuple[str, ...]]] = [
    ("play", "play/", play, PAGE, ("en", "fr")),
    ("play projector", "play/?view=projector", play_projector, PLAY_VIEW, ("en", "fr")),
    ("learn", "learn/", learn, PAGE, ("en",)),
    ("pass and play", "pass-and-play/?players=Ann,Bob&seed=11&dealer=1", pass_play, PAGE, ("en",)),
    ("worked example", "worked-example/", worked, PAGE, ("en", "fr")),
    ("worked example projector", "worked-example/?step=3&view=projector", worked_projector, WORKED_VIEW, ("en",)),
    ("explorer", "explore/", static, PAGE, ("en",)),
    ("pack diagrams", "pack/", static, PAGE, ("en", "fr")),
    ("printable family list", "printables/family-list/", static, PAGE, ("en",)),
]
CASES = [pytest.param(path, show, scope, lang, screen, id=f"{name}-{lang}-{screen}")
         for name, path, show, scope, langs in VIEWS for lang in langs for screen in SCREENS]


@pytest.mark.parametrize(("path", "show", "scope", "lang", "screen"), CASES)
def test_every_card_is_the_one_component(request: pytest.FixtureRequest, path: str, show: Callable[[Page], None],
                                         scope: str, lang: str, screen: str) -> None:
    tab: Tab = request.getfixturevalue("phone" if screen == "phone" else "desktop")
    width, height = SCREENS[screen]
    tab.page.set_viewport_size({"width": width, "height": height})
    page = tab.goto(f"{PREFIX[lang]}{path}", settle=False)
    show(page)
    page.wait_for_timeout(300)  # the layout settled after the last answer
    cards: list[dict[str, Any]] = page.locator(scope).first.evaluate(MEASURE)
    assert cards, "no card drawn"
    found = problems(cards)
    for where in sorted({c["widget"] for c in cards}):  # the figures, for the record (pytest -s)
        some = [c for c in cards if c["widget"] == where]
        ratios = [c["height"] / c["width"] for c in some]
        print(f"\n{path} {lang} {screen} [{where}]: {len(some)} cards, "
              f"widths {min(c['width'] for c in some):.0f}-{max(c['width'] for c in some):.0f} px, "
              f"h/w {min(ratios):.2f}-{max(ratios):.2f}, "
              f"smallest letter/number {min(min(c['family'], c['member']) for c in some):.1f} px, "
              f"smallest mark {min(c['mark'] for c in some):.1f} px")
    assert not found, f"{len(found)} problems in {len(cards)} cards: " + "; ".join(found[:6])
    assert not tab.console_errors
