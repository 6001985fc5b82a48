"""HTML for cards, shared by the build-time diagrams and widgets (the page's JS draws the same markup).

>>> html = card_html("A3", highlight=True)
>>> html.startswith('<span class="hf-card hf-card--a is-highlight" data-card="A3">')
True
>>> html.count('class="hf-pip'), html.count("is-on")
(4, 1)
"""

from __future__ import annotations

from hf_core.cards import HAPPY_FAMILIES, Card

__all__ = ["card_html"]


def card_html(card: str | Card, highlight: bool = False, small: bool = False) -> str:
    """One card of our own plain design: the family letter, the member number, one pip per member."""
    c = Card.parse(card)
    classes = ["hf-card", f"hf-card--{c.family.lower()}"]
    if highlight:
        classes.append("is-highlight")
    if small:
        classes.append("hf-card--small")
    pips = "".join(
        f'<span class="hf-pip{" is-on" if m == c.member else ""}"></span>'
        for m in range(1, HAPPY_FAMILIES.members + 1)
    )
    return (
        f'<span class="{" ".join(classes)}" data-card="{c}">'
        f'<span class="hf-card__family">{c.family}</span>'
        f'<span class="hf-card__member">{c.member}</span>'
        f'<span class="hf-card__pips" aria-hidden="true">{pips}</span></span>'
    )
