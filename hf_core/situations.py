"""What happens if...? The situations a table argues about, each answered with our ruling and the rules it rests on.

A :class:`Situation` is facts: its id (also its anchor on the page), the rulings that answer it (records of
:mod:`hf_core.rulings`: the one of the same id first, which says whose the answer is, then any shared one, such
as the refusal of a request that breaks a rule), what other published rules say where they differ (a
``variant.*`` rule id or a section of the other-rules page), more to read, and a small diagram where a picture
helps. A situation never words a ruling itself: its words (the question as a table asks it, the other rules'
answer, the diagram's caption) are catalogue messages ``situation.<id>.*`` (:mod:`hf_core.words.situations`),
its answer the rulings' own.

A diagram is checked by the engine: the cards shown are completed into a whole deal (every other card goes to
the ``rest`` player, drawn as "other cards"), and its request is played or refused by :class:`hf_core.Game`;
:func:`diagram_outcome` says what the engine did, with the rule it applied.

>>> SITUATION_IDS[:3]
('own-card', 'family-not-held', 'ask-empty')
>>> diagram_outcome(situation("own-card"))["rule"]
'ask.not-own-card'
>>> diagram_outcome(situation("after-no"))["next"]
'Cara'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from hf_core.cards import HAPPY_FAMILIES, Card
from hf_core.errors import IllegalAsk
from hf_core.events import Exposed, Given
from hf_core.game import Game
from hf_core.rules import RULES
from hf_core.rulings import POINTS, RULINGS, Ruling

__all__ = [
    "OTHER_SECTIONS",
    "SITUATIONS",
    "SITUATION_IDS",
    "Diagram",
    "Situation",
    "diagram_game",
    "diagram_outcome",
    "situation",
]

OTHER_SECTIONS: Final[Mapping[str, str]] = {
    "courtesy-penalty": "other-rules",
    "out-of-the-deal": "other-rules",
    "dealer-shorter-hand": "other-rules",
    "series-total": "other-rules",
    "sept-familles": "other-rules",
    "ordinary-pack": "other-rules",
    "wrong-no": "asking",
    "please": "asking",
    "out-loud": "asking",
    "illegal-request": "asking",
}
"""Sections of the site (not rules) a situation may point to, anchor -> page; their titles are catalogue
messages ``finder.section.<anchor>``, each the section's heading."""


@dataclass(frozen=True, slots=True)
class Diagram:
    """A small picture: the cards shown of each hand (players clockwise) and the request the picture is about (a
    card label, or a family letter), played by the engine.

    The picture stands for a whole deal: the other cards of the families it shows go to the ``rest`` players in
    turn, card by card (so that none of their families is complete); every other card is dealt in turn to all
    players but those listed with no cards and those in ``exact`` (whose hand is exactly what is shown)."""

    hands: tuple[tuple[str, tuple[str, ...]], ...]
    rest: tuple[str, ...]
    ask: tuple[str, str, str]
    highlight: tuple[str, ...] = ()
    exact: tuple[str, ...] = ()

    @property
    def families(self) -> frozenset[str]:
        """The families the picture is about: those of the cards shown and of the request."""
        return frozenset(c[0] for _, cards in self.hands for c in cards) | {self.ask[2][0]}


@dataclass(frozen=True, slots=True)
class Situation:
    """One situation: see the module's docstring."""

    id: str
    also: tuple[str, ...] = ()
    others: tuple[str, ...] = ()
    see: tuple[str, ...] = ()
    diagram: Diagram | None = None

    def __post_init__(self) -> None:
        for r in self.ruling_ids:
            if r not in RULINGS:
                raise ValueError(f"situation {self.id}: no ruling record {r!r}")
        for other in self.others:
            if not (other in OTHER_SECTIONS or (other in RULES and RULES[other].variant)):
                raise ValueError(f"situation {self.id}: {other!r} is neither a variant rule nor a known section")
        for anchor in self.see:
            if anchor not in OTHER_SECTIONS:
                raise ValueError(f"situation {self.id}: {anchor!r} is not a known section")

    @property
    def anchor(self) -> str:
        return self.id

    @property
    def ruling_ids(self) -> tuple[str, ...]:
        """The rulings that answer it: its own record (of the same id), then the shared ones."""
        return (self.id, *self.also)

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        return tuple(RULINGS[r] for r in self.ruling_ids)

    @property
    def whose(self) -> str:
        """Whose its own answer is: ``guide``, ``site`` or ``custom`` (its own record's)."""
        return RULINGS[self.id].whose

    @property
    def references(self) -> tuple[str, ...]:
        """The rules and the points of the guide its rulings rest on, each once, in order."""
        return tuple(dict.fromkeys(r for ruling in self.rulings for r in ruling.rules))

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule ids of our rules its rulings rest on (the first is the main one)."""
        return tuple(r for r in self.references if r not in POINTS)

    def message_id(self, part: str) -> str:
        return f"situation.{self.id}.{part}"


def _d(hands: dict[str, str], rest: str, ask: str, highlight: str = "", exact: str = "") -> Diagram:
    asker, target, card = ask.split()
    return Diagram(
        tuple((name, tuple(cards.split())) for name, cards in hands.items()),
        tuple(rest.split()),
        (asker, target, card),
        tuple(highlight.split()),
        tuple(exact.split()),
    )


SITUATIONS: Final[tuple[Situation, ...]] = (
    # asking
    Situation("own-card", also=("illegal-request",), see=("illegal-request",),
        diagram=_d({"Alice": "A1 A2 B1", "Ben": "A4"}, "Ben Cara", "Alice Ben A2", "A2"),
    ),
    Situation("family-not-held", also=("illegal-request",), see=("illegal-request",),
        diagram=_d({"Alice": "A1 B2", "Ben": "C3"}, "Ben Cara", "Alice Ben C3", "C3"),
    ),
    Situation("ask-empty", also=("illegal-request",),
        diagram=_d({"Alice": "D1 D2", "Ben": "", "Cara": "D3"}, "Cara", "Alice Ben D3", "D3"),
    ),
    Situation("out-of-turn", also=("unasked-card", "illegal-request"), see=("illegal-request",)),
    Situation("whole-family", also=("illegal-request",), others=("variant.family-request",),
        diagram=_d({"Alice": "C1", "Ben": "C2 C3"}, "Ben Cara", "Alice Ben C", "C1"),
    ),
    Situation("only-named", others=("variant.family-request",),
        diagram=_d({"Alice": "C1", "Ben": "C2 C3"}, "Ben Cara", "Alice Ben C2", "C2 C3"),
    ),
    Situation("known-lacking"),
    Situation("counts-public", see=("out-loud",)),
    Situation("ask-back"),
    Situation("no-pass"),
    Situation("please", others=("courtesy-penalty",), see=("please",)),
    # honesty
    Situation("false-no", see=("out-loud",)),
    Situation("wrong-no-later", see=("wrong-no",)),
    Situation("shown-card", see=("out-loud",)),
    Situation("look-at-cards", see=("out-loud",)),
    Situation("wrong-card"),
    # the turn
    Situation("after-no", others=("variant.miss-clockwise",),
        diagram=_d({"Alice": "B1", "Ben": "B2", "Cara": "B3"}, "Ben Cara", "Alice Cara B2", "B2"),
    ),
    Situation("after-yes",
        diagram=_d({"Alice": "A1 A2 A4 B1", "Ben": "A3"}, "Ben Cara", "Alice Ben A3", "A3"),
    ),
    Situation("same-player"),
    Situation("who-starts", others=("variant.dealer-first",)),
    Situation("first-empty"),
    # the deal
    Situation("misdeal"),
    Situation("uneven-hands", also=("deal-start",), others=("dealer-shorter-hand",)),
    Situation("draw-pile", others=("variant.stock-draw", "sept-familles")),
    Situation("complete-from-deal"),
    Situation("two-players", also=("two-players-first",)),
    Situation("ordinary-pack", also=("ordinary-pack-numbers",), see=("ordinary-pack",)),
    # families and the end
    Situation("forgot-lay-down"),
    Situation("family-value"),
    Situation("take-family"),
    Situation("empty-hand", others=("out-of-the-deal", "variant.stock-refill")),
    Situation("empty-on-turn",
        diagram=_d({"Alice": "A1 A2 A4", "Ben": "A3", "Cara": "B1"}, "Ben Cara", "Alice Ben A3", "A3", "Alice"),
    ),
    Situation("end"),
    Situation("tie", others=("variant.tie-break",)),
    Situation("series", also=("series-count",), others=("series-total",)),
    Situation("next-dealer", others=("series-total",)),
)
"""Every situation, in the order the page lists them."""

SITUATION_IDS: Final[tuple[str, ...]] = tuple(s.id for s in SITUATIONS)
_BY_ID: Final[Mapping[str, Situation]] = {s.id: s for s in SITUATIONS}
if len(_BY_ID) != len(SITUATIONS):
    raise ValueError("two situations share an id")


def situation(situation_id: str) -> Situation:
    return _BY_ID[situation_id]


def diagram_game(d: Diagram) -> Game:
    """The deal a diagram stands for (see :class:`Diagram`; a ``rest`` player the picture lists no card of sits
    last); the asker begins."""
    shown = {name: [Card.parse(c) for c in cards] for name, cards in d.hands}
    listed = {c for cards in shown.values() for c in cards}
    for name in d.rest:
        shown.setdefault(name, [])
    about = [c for c in HAPPY_FAMILIES.cards() if c not in listed and c.family in d.families]
    for i, name in enumerate(d.rest):
        shown[name] += about[i :: len(d.rest)]
    open_seats = [name for name, cards in d.hands if cards and name not in d.exact]
    open_seats += [name for name in d.rest if name not in open_seats]
    others = [c for c in HAPPY_FAMILIES.cards() if c not in listed and c.family not in d.families]
    for i, name in enumerate(open_seats):
        shown[name] += others[i :: len(open_seats)]
    return Game.from_hands(shown, first=d.ask[0])


def diagram_outcome(s: Situation) -> dict[str, Any]:
    """What the engine does with the diagram's request: ``refused`` (with ``rule``, the rule id, and its ``case``)
    or ``yes``/``no``, with who asks ``next``, the family ``completed`` if any, and the game after it.

    Raises ValueError for a situation without a diagram."""
    if s.diagram is None:
        raise ValueError(f"situation {s.id} has no diagram")
    game = diagram_game(s.diagram)
    asker, target, card = s.diagram.ask
    try:
        result = game.ask(asker, target, card)
    except IllegalAsk as exc:
        return {"outcome": "refused", "rule": exc.rule, "case": exc.case, "error": exc, "game": game,
                "next": game.current, "completed": None}
    given = any(isinstance(e, Given) for e in result.events)
    completed = next((e.family for e in result.events if isinstance(e, Exposed)), None)
    rule = "ask.success-continues" if given else "ask.failure-passes-to-asked"
    if given and game.current != asker:
        rule = "hand.empty"
    return {"outcome": "yes" if given else "no", "rule": rule, "case": "", "error": None, "game": game,
            "next": game.current, "completed": completed}
