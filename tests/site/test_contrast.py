"""Text colours in both palettes reach a contrast of at least 4.5:1 (WCAG AA for body text).

Reads the colour variables declared in docs/stylesheets/site.css and cards.css for the light
("default") and dark ("slate") schemes and checks every pair that carries text.
"""

from __future__ import annotations

import re

import pytest
from sitehelp import DOCS

CSS = (DOCS / "stylesheets" / "site.css").read_text(encoding="utf-8") + (
    DOCS / "stylesheets" / "cards.css"
).read_text(encoding="utf-8")

# (text colour, background colour, where it is used)
PAIRS = (
    ("--md-default-fg-color", "--md-default-bg-color", "body text"),
    ("--md-default-fg-color--light", "--md-default-bg-color", "secondary text, captions, hints"),
    ("--md-default-fg-color--lighter", "--md-default-bg-color", "faint text"),
    ("--md-typeset-a-color", "--md-default-bg-color", "links"),
    ("--md-accent-fg-color", "--md-default-bg-color", "links on hover"),
    ("--md-primary-bg-color", "--md-primary-fg-color", "header text"),
    ("--md-primary-bg-color--light", "--md-primary-fg-color", "header secondary text"),
    ("--md-footer-fg-color", "--md-footer-bg-color", "footer text"),
    ("--md-footer-fg-color--light", "--md-footer-bg-color", "footer secondary text"),
    ("--md-footer-fg-color--lighter", "--md-footer-bg-color", "footer faint text"),
    ("--hf-surface-fg", "--hf-surface", "text on diagram backgrounds"),
    ("--md-default-fg-color--light", "--hf-surface", "captions and counts in diagrams"),
    ("--hf-card-fg", "--hf-card-bg", "card letters"),
    ("--hf-badge-fg", "--hf-badge-bg", "the 'to play' badge"),
)


def variables(scheme: str) -> dict[str, str]:
    """Hex colour variables that apply to a scheme, later declarations winning."""
    found: dict[str, str] = {}
    for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", CSS):
        applies = ":root" in selector if scheme == "default" else False
        applies |= f'[data-md-color-scheme="{scheme}"]' in selector
        if applies:
            for name, value in re.findall(r"(--[\w-]+)\s*:\s*(#[0-9a-fA-F]{6})\s*;", body):
                found[name] = value
    return found


def luminance(hex_colour: str) -> float:
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_contrast_formula() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") < 4.5 < contrast("#767676", "#ffffff") + 0.1


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_text_contrast(scheme: str) -> None:
    colours = variables(scheme)
    failures = []
    for fg, bg, use in PAIRS:
        assert fg in colours and bg in colours, f"{scheme}: {fg} or {bg} is not a solid colour"
        ratio = contrast(colours[fg], colours[bg])
        if ratio < 4.5:
            failures.append(f"{use}: {colours[fg]} on {colours[bg]} is {ratio:.2f}:1")
    assert not failures, f"{scheme}: " + "; ".join(failures)
