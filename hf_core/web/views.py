"""Views as data: every picture the site draws (cards, hands, seats, the table, the deal sheet), as a tree of
plain JSON nodes made by one function per view.

A node is a string (text) or a list ``[tag, attrs, *children]``: JsonML, as in
``["span", {"class": "hf-card hf-card--a", "data-card": "A3"}, "A", ...]``. The build writes a tree as
escaped HTML with :func:`to_html`; in the page, ``docs/javascripts/hf/view.js`` makes the same nodes with
``createElement``, ``textContent`` and ``setAttribute``. Both accept only the tags and attribute names
allowed here (:data:`TAGS`, :data:`ATTRIBUTES`), and no string of HTML ever crosses the boundary, so the
picture at build time and the picture in the page are the same tree and cannot drift.

>>> to_html(card("A3", highlight=True))[:62]
'<span class="hf-card hf-card--a is-highlight" data-card="A3"><'
>>> to_html(["p", {"class": "x"}, "<b> & ", ["a", {"href": "asking/#ask"}, "ask"]], root="../")
'<p class="x">&lt;b&gt; &amp; <a href="../asking/#ask">ask</a></p>'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any, Final, TypeAlias

from hf_core.cards import HAPPY_FAMILIES, Card
from hf_core.web.boundary import join
from hf_core.words import say

Node: TypeAlias = str | list[Any]
"""A text, or ``[tag, {attribute: value}, *children]``."""

TAGS: Final = frozenset(
    {"a", "br", "caption", "div", "em", "figure", "figcaption", "h2", "h3", "h4", "li", "ol", "p", "section", "small"}
    | {"span", "strong", "table", "tbody", "td", "th", "thead", "tr", "ul", "svg"}
)
SVG: Final = frozenset({"svg", "g", "rect", "line", "text", "title"})
"""The tags of a chart: only inside an ``svg``, where nothing else is allowed (the page makes them in the SVG
namespace)."""
VOID: Final = frozenset({"br"})
ATTRIBUTES: Final = re.compile(
    r"class|href|title|role|tabindex|hidden|scope|colspan|aria-[a-z]+|data-[a-z0-9-]+"
    r"|viewBox|x|y|x1|x2|y1|y2|width|height|focusable"
)
"""The attribute names a view may use, matched in full (:meth:`re.Pattern.fullmatch`: ``$`` would let
``"href\\n"`` through)."""


class ViewError(ValueError):
    """A tree that the page's builder would refuse (a programming error, caught by the tests)."""


def _escape(text: str, quote: bool) -> str:
    """As :func:`html.escape` (which the page never needs, so it does not load the html package)."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;").replace("'", "&#x27;") if quote else text


def to_html(node: Node, root: str = "", *, in_svg: bool = False) -> str:
    """The tree as HTML, every text and attribute value escaped.

    A link in a view is relative to the site's root (``asking/#ask-family-in-hand``), since the same tree is
    drawn on pages at different depths: ``root`` is the path from the page to the site root (``../``), and
    the page's builder resolves links against the site root the same way.
    """
    if isinstance(node, str):
        return _escape(node, quote=False)
    tag, attrs, *children = node
    if tag not in (SVG if in_svg else TAGS):
        raise ViewError(f"tag {tag!r} is not allowed in a view{' inside an svg' if in_svg else ''}")
    parts = [tag]
    for name, value in attrs.items():
        if not isinstance(name, str) or not ATTRIBUTES.fullmatch(name):
            raise ViewError(f"attribute {name!r} is not allowed in a view")
        if name == "href":
            value = root + site_link(value)
        parts.append(f'{name}="{_escape(str(value), quote=True)}"')
    opening = "<" + " ".join(parts) + ">"
    if tag in VOID:
        return opening
    inside = in_svg or tag == "svg"
    return opening + "".join(to_html(child, root, in_svg=inside) for child in children) + f"</{tag}>"


_SCHEME: Final = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
_UNSAFE_IN_LINK: Final = re.compile(r"[\x00-\x20\x7f-\x9f\\]|%2e", re.I)
"""Controls, spaces, ``\\`` and an encoded dot: a browser drops tabs and newlines from a URL, strips controls and
spaces at its ends, reads ``\\`` as ``/`` (``java\\tscript:``, ``\\x01javascript:``, ``\\\\evil.example``) and
``%2e%2e`` as ``..`` (which Python's ``urljoin`` does not)."""
_LINK_BASE: Final = "https://site.invalid/root/"


def site_link(value: object) -> str:
    """``value`` if it is a link within the site (relative to its root, as every link in a view is), else
    :class:`ViewError`: it is resolved against a site root and the result must keep the root's scheme, host and
    path (no ``javascript:``, no other host, no way above the root); controls, spaces, ``\\`` and ``%2e`` are
    refused first. ``docs/javascripts/hf/view.js`` checks the same in the page.

    >>> site_link("asking/#ask-family-in-hand"), site_link("fr/play/?seed=3")
    ('asking/#ask-family-in-hand', 'fr/play/?seed=3')
    >>> site_link("java\\tscript:alert(1)")
    Traceback (most recent call last):
    ...
    hf_core.web.views.ViewError: a view links within the site only, not to 'java\\tscript:alert(1)'
    """
    from urllib.parse import unquote, urljoin, urlsplit  # build time only: the page's builder is view.js

    text = value if isinstance(value, str) else "\\"
    resolved = urlsplit(urljoin(_LINK_BASE, text))
    path = unquote(resolved.path)
    if (
        _UNSAFE_IN_LINK.search(text)
        or _SCHEME.match(text)
        or text.startswith("/")
        or (resolved.scheme, resolved.netloc) != ("https", "site.invalid")
        or not path.startswith("/root/")
        or any(segment in (".", "..") for segment in path.split("/"))
    ):
        raise ViewError(f"a view links within the site only, not to {value!r}")
    return text


def _w(key: str, lang: str, **values: object) -> str:
    return say(f"widget.{key}", lang, **values)


# ------------------------------------------------------------------------------------------------ cards


def card(label: str | Card, *, highlight: bool = False, small: bool = False) -> Node:
    """One card of our own plain design (one component, drawn by cards.css at any size): the family letter and the
    member number under it, in the family's colour.

    The same tree is handed out for the same card (views are never changed once made)."""
    return _card(str(label), highlight, small)


@cache
def _card(label: str, highlight: bool, small: bool) -> Node:
    c = Card.parse(label)
    classes = ["hf-card", f"hf-card--{c.family.lower()}"]
    if highlight:
        classes.append("is-highlight")
    if small:
        classes.append("hf-card--small")
    # The letter and the number, nothing else: the number says the member (no dots, too small to read at any size;
    # issue 39, item 6), and docs/stylesheets/cards.css draws the family's stripe.
    return [
        "span",
        {"class": " ".join(classes), "data-card": str(c)},
        ["span", {"class": "hf-card__family"}, c.family],
        ["span", {"class": "hf-card__member"}, str(c.member)],
    ]


def family(letter: str, *, fresh: bool = False, highlight: Iterable[str] = ()) -> Node:
    """A family laid down: its members, small."""
    shown = set(highlight)
    return [
        "span",
        {"class": "hf-family is-fresh" if fresh else "hf-family", "data-family": letter},
        *(card(c, small=True, highlight=str(c) in shown) for c in HAPPY_FAMILIES.family_cards(letter)),
    ]


# ------------------------------------------------------------------------------------------------ seats


def seat(
    lang: str,
    name: str,
    hand: Sequence[str] | None,
    count: int,
    families: Sequence[str],
    *,
    current: bool,
    dealer: bool = False,
    bot: bool = False,
    you: bool = False,
    about: bool = False,
    highlight: Iterable[str] = (),
    fresh: Iterable[str] = (),
    hand_text: bool = False,
) -> Node:
    """One seat: name and badges, the hand (or its size, hidden), the families laid down, the score. A seat the
    moment is ``about`` (its player asks or is asked) comes first on a phone, where the other hands fold."""
    # Name, badges and count are separate words in the text too (a space between each), not only in the layout's
    # gaps: copied text, reader mode and screen readers read "Cara dealer 14 cards", never "dealer14".
    parts: list[Node] = [["span", {"class": "hf-seat__name"}, name]]
    if you:
        parts.append(["span", {"class": "hf-badge hf-badge--you"}, say("play.you", lang)])
    if current:
        parts.append(["span", {"class": "hf-seat__turn"}, _w("turn", lang)])
    if dealer:
        parts.append(["span", {"class": "hf-badge"}, _w("dealer", lang)])
    if bot:
        parts.append(["span", {"class": "hf-badge"}, _w("computer", lang)])
    parts.append(["span", {"class": "hf-seat__count"}, _w("card", lang) if count == 1 else _w("cards", lang, n=count)])
    head: list[Any] = ["p", {"class": "hf-seat__head"}, parts[0]]
    for part in parts[1:]:
        head += [" ", part]
    body: list[Node] = []
    if hand is None and count:
        body.append(
            ["p", {"class": "hf-seat__more"}, _w("hidden1", lang) if count == 1 else _w("hidden", lang, n=count)]
        )
    elif hand:
        shown = set(highlight)
        if hand_text:
            # The reader's own hand read as text ("Your hand: A2, A3, C1"), the pictures kept from screen readers.
            body.append(["span", {"class": "hf-announce", "data-hf-hand-text": ""},
                         say("play.your-hand", lang, cards=", ".join(hand))])
            pictures = [card(c, highlight=c in shown) for c in hand]
            body.append(["span", {"class": "hf-hand", "aria-hidden": "true"}, *pictures])
        else:
            body.append(["span", {"class": "hf-hand"}, *(card(c, highlight=c in shown) for c in hand)])
    else:
        body.append(["p", {"class": "hf-seat__more"}, _w("no-cards", lang)])
    if families:
        new = set(fresh)
        body.append(
            [
                "span",
                {"class": "hf-seat__families"},
                _families_label(lang, families),
                ["span", {"class": "hf-seat__fams"}, *(family(f, fresh=f in new) for f in families)],
            ]
        )
    body.append(["p", {"class": "hf-seat__score"}, _w("score", lang, n=len(families))])
    return _seat_box(name, current, families, {"data-count": str(count)}, [head, *body], about=about)


def apart() -> list[Node]:
    """" · " between two parts of a line (a seat's families and its score), as children of the line's element: the
    dot is shown, not read (screen readers say "dot"), the spaces around it are read, so the parts stay two words."""
    return [" ", ["span", {"class": "hf-apart", "aria-hidden": "true"}, "·"], " "]


def _families_label(lang: str, families: Sequence[str]) -> Node:
    """"Families: K, I, B, D", its last two letters in a span that does not break (widgets.css): on a phone the list
    wraps between letters, never leaving one alone on a line ("K, I," / "B, D", not "K, I, B," / "D")."""
    said = _w("families.one" if len(families) == 1 else "families", lang, families="\x00")
    before, _, after = said.partition("\x00")
    head, tail = list(families[:-2]), ", ".join(families[-2:])
    listed: Node = ["span", {"class": "hf-seat__list"}, "".join(f"{f}, " for f in head),
                    ["span", {"class": "hf-seat__tail"}, tail]]
    return ["span", {"class": "hf-seat__label"}, before, listed, after] if after else [
        "span", {"class": "hf-seat__label"}, before, listed]


def _seat_box(
    name: str, current: bool, families: Sequence[str], extra: dict[str, str], inside: list[Node], *, about: bool = False
) -> Node:
    classes = "hf-seat" + (" is-current" if current else "") + (" is-about" if about else "")
    attrs = {"class": classes, "data-player": name, **extra}
    return ["div", {**attrs, "data-families": " ".join(families)}, *inside]


def diagram_seat(
    lang: str,
    name: str,
    shown: Sequence[str],
    hidden: int,
    families: Sequence[str],
    *,
    current: bool,
    played: bool,
    highlight: Iterable[str] = (),
) -> Node:
    """One seat of a build-time diagram: the cards the diagram is about, the others counted, the families."""
    lit = set(highlight)
    head: list[Any] = ["p", {"class": "hf-seat__head"}, ["span", {"class": "hf-seat__name"}, name]]
    if current:
        head += [" ", ["span", {"class": "hf-seat__turn"}, say("diagram.turn", lang)]]
    body: list[Node] = []
    if shown:
        body.append(["span", {"class": "hf-hand"}, *(card(c, highlight=c in lit) for c in shown)])
    if hidden:
        more = say("diagram.other", lang) if hidden == 1 else say("diagram.others", lang, n=hidden)
        body.append(["span", {"class": "hf-seat__more"}, more])
    if not shown and not hidden and played:
        body.append(["span", {"class": "hf-seat__more"}, say("diagram.empty", lang)])
    if families:
        body.append(
            [
                "span",
                {"class": "hf-seat__families"},
                ["span", {"class": "hf-seat__label"},
                 say("diagram.families-one" if len(families) == 1 else "diagram.families", lang,
                     families=", ".join(families))],
                *(family(f, highlight=lit) for f in families),
            ]
        )
    return _seat_box(name, current, families, {"data-hidden": str(hidden)}, [head, *body])


def table(seats: Iterable[Node], *, board: bool = True) -> Node:
    """The table: one seat after another (``data-hf-board`` marks the one a widget redraws)."""
    return ["div", {"class": "hf-table", "data-hf-board": ""} if board else {"class": "hf-table"}, *seats]


def state_board(lang: str, state: Mapping[str, Any], *, you: str | None = None) -> Node:
    """The table of a position as :func:`hf_core.web.state` describes it (``you`` marks the reader's seat)."""
    return table(
        seat(
            lang,
            s["name"],
            s["hand"],
            s["count"],
            s["families"],
            current=s["current"],
            dealer=s.get("dealer", False),
            bot=s.get("bot", False),
            you=s["name"] == you,
            hand_text=s["name"] == you,
        )
        for s in state["seats"]
    )


def _end_families(lang: str, n: int) -> str:
    return say("play.end-families-1" if n == 1 else "play.end-families-n", lang, n=n)


def play_end(lang: str, seats: Sequence[Mapping[str, Any]], winners: Sequence[str], you: str | None) -> dict[str, Any]:
    """The end of a game of play, as data: who wins ("Ada and Cleo share the victory."), the ranking with tied players
    at the same place (1. Ada: 4, 1. Cleo: 4, 3. Ben: 3) and the reader's own result, also on no family.

    >>> seats = [{"name": "Ada", "score": 4}, {"name": "Ben", "score": 3}, {"name": "Cleo", "score": 4}]
    >>> end = play_end("en", seats, ["Ada", "Cleo"], "Ben")
    >>> end["winners"], [(r["place"], r["name"]) for r in end["ranking"]]
    ('Ada and Cleo share the victory.', [(1, 'Ada'), (1, 'Cleo'), (3, 'Ben')])
    >>> end["you"]
    'You finished in 3rd place with 3 families.'
    """
    order = sorted(seats, key=lambda s: -int(s["score"]))
    ranking: list[dict[str, Any]] = []
    for i, s in enumerate(order):
        place = ranking[-1]["place"] if ranking and ranking[-1]["score"] == s["score"] else i + 1
        ranking.append({"place": place, "name": s["name"], "score": s["score"], "winner": s["name"] in winners,
                        "you": s["name"] == you,
                        "text": say("play.score-line", lang, name=s["name"], score=s["score"])})
    others = [w for w in winners if w != you]
    if you in winners:
        line = say("play.you-share-with", lang, names=join(others, lang)) if others else say("play.you-win", lang)
    elif len(winners) > 1:
        line = say("play.winners", lang, names=join(list(winners), lang))
    else:
        line = say("play.winner", lang, names=winners[0] if winners else "")
    mine = next((r for r in ranking if r["you"]), None)
    own = ""
    if mine is not None:
        tied = [r["name"] for r in ranking if r["score"] == mine["score"] and not r["you"]]
        values = {"place": say(f"play.place-{mine['place']}", lang), "families": _end_families(lang, mine["score"])}
        key = "play.you-place-none" if mine["score"] == 0 else "play.you-place"
        own = (say(f"{key}-tied", lang, names=join(tied, lang), **values) if tied else say(key, lang, **values))
    return {"winners": line, "ranking": ranking, "you": own}


# ------------------------------------------------------------------------------------------- deal sheet


def deal_sheet(lang: str, deal: Mapping[str, Any]) -> list[Node]:
    """The printed part of a deal sheet, from :func:`hf_core.web.class_deal`'s answer."""
    seats = deal["seats"]
    dealer = seats[deal["dealer"]]["name"]
    left = seats[(deal["dealer"] + 1) % len(seats)]["name"]
    rows: list[Node] = []
    for s in seats:
        groups: dict[str, list[str]] = {}
        for label in s["hand"]:
            groups.setdefault(label[0], []).append(label)
        th: list[Any] = [
            "th",
            {"scope": "row"},
            say("play.sheet-seat", lang, n=s["seat"]),
            ["br", {}],
            ["span", {"class": "hf-dealsheet__name"}, s["name"]],
        ]
        if s["dealer"]:
            th += [" ", ["span", {"class": "hf-badge"}, say("play.sheet-dealer", lang)]]
        rows.append(
            [
                "tr",
                {"data-seat": str(s["seat"])},
                th,
                ["td", {}, say("play.sheet-cards", lang, n=s["count"])],
                [
                    "td",
                    {"class": "hf-dealsheet__hand", "data-hand": " ".join(s["hand"])},
                    " · ".join(" ".join(g) for g in groups.values()),
                ],
            ]
        )
    nodes: list[Node] = [
        [
            "p",
            {"class": "hf-printable__title"},
            say("play.sheet-title", lang) + " · ",
            ["span", {"data-hf-sheet-code": ""}, say("play.sheet-code", lang, code=deal["code"])],
        ],
        [
            "p",
            {},
            say("play.sheet-how", lang, dealer=dealer, left=left)
            + " "
            + say("play.sheet-first", lang, name=deal["first"]),
        ],
        ["table", {"class": "hf-dealsheet__table"}, ["tbody", {}, *rows]],
    ]
    complete = [f"{s['name']} {' '.join(s['families'])}" for s in seats if s["families"]]
    if complete:
        nodes.append(["p", {}, say("play.sheet-complete", lang, families=", ".join(complete))])
    return nodes


# ------------------------------------------------------------------------------------------ other rules


def _c(key: str, lang: str, **values: object) -> str:
    return say(f"compare.{key}", lang, **values)


def _side(lang: str, c: Mapping[str, Any], row: Mapping[str, Any], which: str) -> Node:
    """One game's outcome for one request."""
    s = row[which]
    label = _c("ours", lang) if which == "ours" else _c("theirs", lang, title=c["title"])
    node: list[Any] = [
        "div",
        {"class": f"hf-cmp__side hf-cmp__side--{which}", "data-side": which, "data-status": s["status"],
         "data-next": s["next"] or ""},
        ["p", {"class": "hf-cmp__label"}, label],
    ]
    if which == "theirs" and row["their_request"] != row["request"] and s["status"] == "made":
        node.append(["p", {"class": "hf-cmp__said"}, row["their_request"]])
    if s["status"] == "refused":
        node.append(["p", {"class": "hf-cmp__text"}, ["strong", {}, _c("refused", lang)], " " + s["text"]])
        rule = s["rule"]
        link = ["a", {"href": rule["url"]}, rule["title"]]
        node.append(["p", {"class": "hf-cmp__rule"}, _c("rule", lang) + " ", link])
    else:
        node.append(["p", {"class": "hf-cmp__text"}, s["text"]])
    node.append(["p", {"class": "hf-cmp__next"}, _c("next", lang, name=s["next"]) if s["next"] else _c("over", lang)])
    return node


def comparison(lang: str, c: Mapping[str, Any]) -> list[Node]:
    """One deal, the same requests under our rules and another profile, side by side (from
    :func:`hf_core.compare.comparison`)."""

    def opening(which: str, label: str) -> Node:
        o = c[which]
        return [
            "div",
            {"class": f"hf-cmp__side hf-cmp__side--{which}", "data-side": which, "data-next": o["first"] or ""},
            ["p", {"class": "hf-cmp__label"}, label],
            ["p", {"class": "hf-cmp__text"}, o["text"]],
        ]

    at = c["diverged_at"]
    if at is None:
        verdict = _c("never", lang)
    elif at == 0:
        verdict = _c("diverged-deal" if c["diverged_why"] == "deal" else "diverged0", lang)
    else:
        verdict = _c("diverged", lang, n=at)
    rows = [
        [
            "li",
            {"class": "hf-cmp__row is-diverged" if row["diverged"] else "hf-cmp__row", "data-n": str(row["n"]),
             "data-diverged": "true" if row["diverged"] else "false"},
            ["p", {"class": "hf-cmp__req"}, row["request"]],
            ["div", {"class": "hf-cmp__sides"}, _side(lang, c, row, "ours"), _side(lang, c, row, "theirs")],
        ]
        for row in c["rows"]
    ]

    def listed(scores: Mapping[str, int]) -> str:
        return ", ".join(f"{p} {n}" for p, n in scores.items())

    sides = say("compare.score-sides", lang, ours=_c("ours", lang), theirs=c["title"],
                our_scores=listed(c["scores"]["ours"]), their_scores=listed(c["scores"]["theirs"]))
    nodes: list[Node] = [
        ["p", {"class": "hf-cmp__intro"}, _c("intro", lang, seed=c["seed"], dealer=c["dealer"])],
        ["p", {"class": "hf-cmp__verdict", "data-hf-verdict": ""}, verdict],
        [
            "section",
            {"class": "hf-cmp__opening", "aria-label": _c("opening", lang, seed=c["seed"], title=c["title"])},
            ["div", {"class": "hf-cmp__sides"}, opening("ours", _c("ours", lang)),
             opening("theirs", _c("theirs", lang, title=c["title"]))],
        ],
        ["ol", {"class": "hf-cmp__rows", "aria-label": _c("rows", lang)}, *rows],
        ["p", {"class": "hf-cmp__scores"}, _c("scores", lang, list=sides)],
    ]
    if c["theirs"]["stock"]:
        nodes.append(["p", {"class": "hf-cmp__scores"}, _c("stock", lang, n=c["stock_left"])])
    return nodes
