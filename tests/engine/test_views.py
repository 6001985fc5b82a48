"""The build's writer of view trees (hf_core.web.views.to_html) refuses what the page's builder refuses
(docs/javascripts/hf/view.js; tests/browser/test_views.py gives both the same hostile trees): attribute names
matched in full, and links that a browser would read as another scheme, another host or a path above the site."""

from __future__ import annotations

import pytest

from hf_core.web import views
from hf_core.words import say

# What a browser's URL parser turns into javascript: or another host (it drops tabs and newlines, strips controls
# and spaces at the ends, reads "\" as "/" and "%2e" as "."); tests/browser/test_views.py has more, for both sides.
HOSTILE_LINKS = ["java\tscript:alert(1)", "\x01javascript:alert(1)", "\\\\evil.example/x", "../asking/", "%2e%2e/x"]
GOOD_LINKS = ["asking/#ask-family-in-hand", "fr/asking/", "printables/cards/?seed=3#top", "", "#top", "a/../b/"]


@pytest.mark.parametrize("link", HOSTILE_LINKS)
def test_a_link_out_of_the_site_is_refused(link: str) -> None:
    with pytest.raises(views.ViewError, match="links within the site only"):
        views.to_html(["a", {"href": link}, "x"], root="../")


@pytest.mark.parametrize("link", GOOD_LINKS)
def test_a_link_within_the_site_is_written_from_the_page(link: str) -> None:
    assert views.to_html(["a", {"href": link}, "x"], root="../") == f'<a href="../{link}">x</a>'


@pytest.mark.parametrize("name", ["href\n", "class\n", "onclick", "data-x\n", "xlink:href", "HREF", "style", "on"])
def test_attribute_names_are_matched_in_full(name: str) -> None:
    with pytest.raises(views.ViewError, match="not allowed"):
        views.to_html(["span", {name: "x"}, "x"])


def _text(node: object) -> str:
    """The text a reader's copy, reader mode or a screen reader gets from a tree: its strings, in order."""
    if isinstance(node, str):
        return node
    if isinstance(node, list):
        return "".join(_text(child) for child in node[2:] if not isinstance(child, dict))
    return ""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("count", [0, 1, 14])
@pytest.mark.parametrize(("you", "current", "dealer", "bot"), [
    (False, False, True, False), (False, True, True, True), (True, True, True, False), (False, False, False, True),
])
def test_a_seats_name_badges_and_count_are_separate_words(
    lang: str, count: int, you: bool, current: bool, dealer: bool, bot: bool
) -> None:
    """Issue 38 (r2#23): the dealer badge ran into the count in the text (« Cara a distribué14 cartes »). Each badge
    is its own word, and the dealer badge is a noun phrase, not a verb that reads on into the count."""
    node = views.seat(lang, "Cara", None, count, [], current=current, dealer=dealer, bot=bot, you=you)
    head = node[2]
    words = [_text(part) for part in head[2:] if isinstance(part, list)]
    text = _text(head)
    assert text == " ".join(words), text  # one space between the name, each badge and the count
    dealt = {"en": "dealer", "fr": "à la donne"}[lang]
    assert (dealt in words) == dealer
    assert "distribué" not in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seats_families_and_score_are_set_apart_by_a_dot_no_screen_reader_says(lang: str) -> None:
    """Learn by playing's and one device's seats: "Families: A · Score: 1" to the eye; the dot is kept from screen
    readers (which say "dot"), the spaces around it are not, so the families and the score stay two phrases."""
    from hf_core.learning import learning_game
    from hf_core.web import learn, passplay

    game = learning_game(0)
    name = next(n for n in game.players if game.families(n))
    for drawn in (learn.seat(game, name, lang, show_hand=False), passplay._seat(game, name, lang, False)):
        fams = next(c for c in drawn[2:] if isinstance(c, list) and c[1].get("class") == "hf-learn__fams")
        line = views.to_html(fams)
        families = views.to_html(say("widget.families", lang, families=", ".join(game.families(name))))
        dot = '<span class="hf-apart" aria-hidden="true">·</span>'
        assert line.startswith(f'<p class="hf-learn__fams">{families} {dot} <strong>'), line
        assert "·" not in line.replace('aria-hidden="true">·<', "")
