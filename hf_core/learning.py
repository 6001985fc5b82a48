"""Learning by playing: a first game against two computer players, with each rule introduced when it first matters.

The reader plays Sam; Ben and Cara are computer players (:func:`hf_core.web.api.bot_decision`, the careful kind);
Cara deals, so Sam begins. A :data:`LEARNING_DEALS` deal is a real deal, the engine's own shuffle of one seed
(:meth:`Game.deal`: every card dealt, 15, 15 and 14; no family complete but what that shuffle gives), found by
:func:`search_deals` so that, when the reader always makes the suggested request (:func:`hf_core.bots.hint`), one
game brings up every rule of the guide: a family complete from the deal, a request for an exact member, a success
that keeps the turn, a "no"
that passes the turn to the player asked, a family completed and laid down, a hand emptied while the others play on,
and the end, a win or a tie. The game stays short: where the computer players make several requests in a row that
teach nothing new, they play on together (a frame with ``action`` "playon" and the number of requests, ``run``).
``tests/engine/test_learning.py`` checks it.

The game is told as :class:`Frame` records (facts only: events, rule ids, values; :mod:`hf_core.web.learn` says them
in English or French and draws them): what just happened, the rules met for the first time then (:class:`Note`), a
question asked before the answer is shown (:class:`Question`, answered by the engine), and what the reader does next.
:func:`walk` tells any game of a learning deal: the suggested one, or one where the reader chose otherwise (the
requests made so far, then the suggested ones).

>>> game, frames = walk(0)
>>> game.is_over, [f.action for f in frames][:2], frames[-1].action, "playon" in [f.action for f in frames]
(True, ['continue', 'turn'], 'end', True)
>>> sorted(rules_met(frames)) == sorted(LEARNED)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, Final

from hf_core.bots import Decision, hint
from hf_core.cards import HAPPY_FAMILIES
from hf_core.errors import IllegalAsk
from hf_core.events import Asked, Denied, Event, Exposed, GameOver, Given, HandEmptied, TurnPassed
from hf_core.game import Game
from hf_core.rules import RULE_IDS

__all__ = [
    "DEALER",
    "LEARNED",
    "LEARNING_DEALS",
    "PLAYERS",
    "READER",
    "Frame",
    "Note",
    "Question",
    "computer_move",
    "coverage",
    "learning_game",
    "play_on",
    "rules_met",
    "search_deals",
    "seeded_game",
    "suggestion",
    "walk",
]

READER: Final = "Sam"
PLAYERS: Final = ("Sam", "Ben", "Cara")
"""Clockwise: the reader, then the two computer players. The names read the same in English and French."""
DEALER: Final = "Cara"
LEARNED: Final[tuple[str, ...]] = RULE_IDS
"""The rules a learning deal brings up: every rule of the guide (our default profile)."""

LEARNING_DEALS: Final[tuple[int, ...]] = (1127, 1605, 1441)
"""The seeds of the guided game's deals (Sam, Ben, Cara clockwise; Cara deals, so Sam begins), found by
:func:`search_deals` among the first 2,000 seeds: each is dealt by :meth:`Game.deal` as any game is."""


Deal = int | Mapping[str, Sequence[str]]
"""A learning deal: its number in :data:`LEARNING_DEALS`, or the hands themselves (Sam, Ben, Cara)."""


def seeded_game(seed: int) -> Game:
    """The deal of ``seed`` as the engine shuffles and deals any game: Sam, Ben, Cara clockwise, Cara deals."""
    return Game.deal(PLAYERS, seed=seed, dealer=PLAYERS.index(DEALER))


def learning_game(deal: Deal = 0) -> Game:
    """A fresh game of a learning deal (Cara deals)."""
    if isinstance(deal, int):
        return seeded_game(LEARNING_DEALS[deal])
    return Game.from_hands(deal, dealer=DEALER)


def suggestion(game: Game) -> Decision:
    """The request suggested to the reader now: the hint a strong player would give (from what Sam sees)."""
    return hint(game, READER)


def computer_move(game: Game) -> tuple[str, Decision]:
    """The request the computer player to ask makes now (the play page's careful player, the same seed)."""
    from hf_core.web.api import bot_decision  # the web layer imports this module

    return bot_decision(game, "smart")


# ----------------------------------------------------------------------------------------------- frames


@dataclass(frozen=True, slots=True)
class Note:
    """A rule met for the first time, with the values its words need (names, cards, families)."""

    rule: str
    values: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Question:
    """A question asked before the answer is shown: ``kind`` ("next": who plays next?; "turn": may you ask now?;
    "empty": may a player ask someone with no cards?), its values, the choices, the engine's answer, and the rule
    (and refusal case) the answer rests on, with the notes shown once it is answered."""

    kind: str
    values: Mapping[str, Any]
    choices: tuple[str, ...]
    answer: str
    rule: str
    case: str = ""
    notes: tuple[Note, ...] = ()


@dataclass(frozen=True, slots=True)
class Frame:
    """One moment of the guided game.

    - ``at``: how many requests were made before it; ``said``: the public events since the frame before (shown at
      once), ``after``: events shown only once its question is answered (they would give the answer away);
    - ``notes``: rules met for the first time now; ``question``: a question, or None;
    - ``action``: what the reader does next: ``continue`` (after the deal), ``turn`` (choose a request), ``next``
      (hear the computer player's request), ``end``; ``actor``: who asks next; ``action_notes``: rules met with
      the action (shown with it); ``card_notes``: rules met once the reader has chosen whom to ask;
    - ``move``: the request made from this frame (suggested, the computer's, or the reader's own), or None;
    - ``run``: with ``action`` "playon", how many requests the computer players make in a row from this frame (the
      next frame is ``at + run``; it tells only what changed the table: families laid down, hands emptied);
    - ``passed``: in the frame after a play on, what changed the table on the way (families laid down, hands
      emptied), told before ``said`` (the run's last request).
    """

    at: int
    said: tuple[Event, ...]
    after: tuple[Event, ...]
    notes: tuple[Note, ...]
    question: Question | None
    action: str
    actor: str | None
    action_notes: tuple[Note, ...] = ()
    card_notes: tuple[Note, ...] = ()
    move: tuple[str, str, str] | None = None
    run: int = 0
    passed: tuple[Event, ...] = ()


def _left(game: Game, player: str) -> str:
    players = game.players
    return players[(players.index(player) + 1) % len(players)]


def _with_cards(game: Game, player: str) -> list[str]:
    """The other players who still hold cards, clockwise from ``player``."""
    players = game.players
    seat = players.index(player)
    return [p for k in range(1, len(players)) if game.hand_count(p := players[(seat + k) % len(players)])]


def _some_card(game: Game, player: str) -> str:
    """A card ``player`` could ask for by the card rules (one they lack of a family they hold)."""
    hand = game.hand(player)
    families = {c.family for c in hand}
    for c in HAPPY_FAMILIES.cards():
        if c.family in families and c not in hand:
            return str(c)
    return str(next(iter(sorted(hand)), "A1"))


def _refusal(game: Game, asker: str, target: str, card: str) -> IllegalAsk | None:
    try:
        game.verify_ask(asker, target, card)
    except IllegalAsk as exc:
        return exc
    return None


class _Coach:
    """Walks one game and cuts it into frames: which rules are met for the first time, which questions to ask."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.met: set[str] = set()
        self.asked: set[str] = set()
        self.frames: list[Frame] = []

    def note(self, rule: str, **values: Any) -> list[Note]:
        if rule in self.met:
            return []
        self.met.add(rule)
        return [Note(rule, values)]

    def intro(self) -> None:
        g = self.game
        counts = dict(zip(g.players, g.hand_counts(), strict=True))
        dealt = {p: len(g.initial_hand(p)) for p in g.players}
        notes = self.note("deal.all-cards", dealer=g.dealer or "", counts=dealt)
        families = {p: list(g.families(p)) for p in g.players if g.families(p)}
        if families:
            notes += self.note("deal.complete-families", families=families, counts=counts)
        self.frames.append(Frame(0, (), (), tuple(notes), None, "continue", g.current))

    def frame_for_turn(self, said: Sequence[Event], after: Sequence[Event], notes: list[Note],
                       question: Question | None) -> Frame:
        """The frame before the next request (the reader's or a computer player's)."""
        g = self.game
        current = g.current
        assert current is not None
        action_notes: list[Note] = []
        card_notes: list[Note] = []
        if "turn.first" not in self.met:
            action_notes += self.note("turn.first", first=current, dealer=g.dealer or "")
        if current == READER:
            action_notes += self.note("ask.opponent-with-cards", player=current)
            card_notes += self.note("ask.family-in-hand", player=current)
            card_notes += self.note("ask.not-own-card", player=current)
            action = "turn"
        else:
            action = "next"
            if question is None and "turn" not in self.asked and g.hand_count(READER):
                question = self.question_turn(current)
            elif "turn.only-current" not in self.met:
                action_notes += self.note("turn.only-current", current=current)
        return Frame(len(g.requests), tuple(said), tuple(after), tuple(notes), question, action, current,
                     tuple(action_notes), tuple(card_notes))

    def question_turn(self, current: str) -> Question | None:
        """It is a computer player's turn: may the reader ask now? (No: turn.only-current, the engine says.)"""
        g = self.game
        target = next((p for p in _with_cards(g, READER) if p != current), current)
        refused = _refusal(g, READER, target, _some_card(g, READER))
        if refused is None:
            return None
        self.asked.add("turn")
        return Question("turn", {"current": current, "target": target}, ("yes", "no"), "no", refused.rule,
                        refused.case, tuple(self.note(refused.rule, current=current)))

    def after_request(self, asker: str, target: str, card: str, events: Sequence[Event]) -> tuple[
        list[Event], list[Event], list[Note], Question | None
    ]:
        """What the frame after a request shows: its events (some kept until a question is answered), the notes
        of the rules it brings up, and a question."""
        g = self.game
        notes: list[Note] = []
        question: Question | None = None
        said = list(events)
        after: list[Event] = []
        if asker == READER:
            notes += self.note("ask.exact-member", card=card, target=target)
        for i, e in enumerate(events):
            if isinstance(e, Given) and g.hand_count(e.receiver) and not g.is_over and g.current == e.receiver:
                notes += self.note("ask.success-continues", asker=e.receiver, target=e.giver, card=str(e.card))
            elif isinstance(e, Exposed) and not e.from_deal:
                notes += self.note("family.expose", player=e.player, family=e.family)
            elif isinstance(e, Denied) and "next" not in self.asked and g.current is not None:
                self.asked.add("next")
                said, after = list(events[: i + 1]), list(events[i + 1 :])
                rule_notes = self.note("ask.failure-passes-to-asked", asker=asker, target=e.target,
                                       left=_left(g, asker))
                question = Question("next", {"asker": asker, "target": e.target}, tuple(g.players), g.current,
                                    "ask.failure-passes-to-asked", "", tuple(rule_notes))
            elif isinstance(e, HandEmptied) and not g.is_over:
                current = g.current
                assert current is not None
                if "empty" not in self.asked and current != e.player and question is None:
                    refused = _refusal(g, current, e.player, _some_card(g, current))
                    if refused is not None:
                        self.asked.add("empty")  # the story says it once the question is answered
                        said, after = list(events[:i]), list(events[i:])
                        question = Question("empty", {"current": current, "empty": e.player}, ("yes", "no"), "no",
                                            refused.rule, refused.case, tuple(self.note("hand.empty", player=e.player)))
                        continue
                notes += self.note("hand.empty", player=e.player)
            elif isinstance(e, TurnPassed) and e.reason == "hand.empty":
                notes += self.note("hand.empty", player=asker)
        return said, after, notes, question

    def end(self, said: Sequence[Event], notes: list[Note]) -> None:
        g = self.game
        over = next(e for e in g.events if isinstance(e, GameOver))
        notes += self.note("end.all-families", winners=list(over.winners), scores=dict(g.scores()))
        notes += self.note("match.total")
        self.frames.append(Frame(len(g.requests), tuple(said), (), tuple(notes), None, "end", None))


def walk(deal: Deal = 0, requests: Iterable[Sequence[str]] = (), *, seed: int | None = None) -> tuple[Game,
                                                                                                     list[Frame]]:
    """The guided game of learning deal ``deal``, told frame by frame: the ``requests`` given (as the page keeps
    them: asker, target, card), then the suggested request on the reader's turns and the computer players' own.

    ``seed`` walks that seed's deal instead (:func:`seeded_game`). Raises what :meth:`Game.ask` raises for a given
    request that breaks a rule."""
    game = learning_game(deal) if seed is None else seeded_game(seed)
    coach = _Coach(game)
    coach.intro()
    given = [tuple(r) for r in requests]
    said: list[Event] = []
    after: list[Event] = []
    notes: list[Note] = []
    question: Question | None = None
    while not game.is_over:
        frame = coach.frame_for_turn(said, after, notes, question)
        n = len(game.requests)
        if n < len(given):
            asker, target, card = given[n]
        elif game.current == READER:
            d = suggestion(game)
            asker, target, card = READER, d.target, str(d.wanted)
        else:
            asker, d = computer_move(game)
            target, card = d.target, str(d.wanted)
        coach.frames.append(_with_move(frame, (asker, target, card)))
        start = len(game.events)
        game.ask(asker, target, card)
        events = game.events[start:]
        said, after, notes, question = coach.after_request(asker, target, card, events)
        if game.is_over:
            coach.end([*said, *after], notes)
    if not coach.frames or coach.frames[-1].action != "end":
        coach.end([], [])
    return game, play_on(coach.frames)


def _quiet(frame: Frame) -> bool:
    """A computer player's request that teaches nothing new: no rule met with it, no question."""
    return frame.action == "next" and frame.question is None and not frame.action_notes


def _telling(frame: Frame) -> bool:
    """A frame that, shown after a computer request, teaches nothing: no rule met, no question."""
    return not frame.notes and frame.question is None and not frame.after


def play_on(frames: Sequence[Frame]) -> list[Frame]:
    """The frames with every run of two or more computer requests that teach nothing new made one: the first frame of
    the run says "Ben and Cara play on" (``action`` "playon", ``run`` requests), the frame after the run tells what
    changed the table on the way (families laid down, hands emptied) and the last request in full."""
    out: list[Frame] = []
    i = 0
    while i < len(frames):
        f = frames[i]
        j = i
        while j + 1 < len(frames) and _quiet(frames[j]) and _quiet(frames[j + 1]) and _telling(frames[j + 1]):
            j += 1
        if j - i < 1 or not _quiet(f):
            out.append(f)
            i += 1
            continue
        # frames i..j are computer requests; i+1..j are skipped; j+1 tells the end of the run
        out.append(Frame(f.at, f.said, f.after, f.notes, f.question, "playon", f.actor, f.action_notes, f.card_notes,
                         f.move, j - i + 1))
        on_way = [e for k in range(i + 1, j + 1) for e in frames[k].said if isinstance(e, (Exposed, HandEmptied))]
        if j + 1 < len(frames):
            g = frames[j + 1]
            out.append(Frame(g.at, g.said, g.after, g.notes, g.question, g.action, g.actor,
                             g.action_notes, g.card_notes, g.move, g.run, tuple(on_way)))
        i = j + 2
    return out


def _with_move(frame: Frame, move: tuple[str, str, str]) -> Frame:
    return Frame(frame.at, frame.said, frame.after, frame.notes, frame.question, frame.action, frame.actor,
                 frame.action_notes, frame.card_notes, move)


def rules_met(frames: Iterable[Frame]) -> list[str]:
    """The rule ids the frames introduce, in the order they come up (each once)."""
    out: list[str] = []
    for f in frames:
        notes = [*f.notes, *(f.question.notes if f.question else ()), *f.action_notes, *f.card_notes]
        for n in notes:
            if n.rule not in out:
                out.append(n.rule)
    return out


# ----------------------------------------------------------------------------------------------- the deal


def coverage(game: Game, frames: Sequence[Frame]) -> dict[str, bool]:
    """What a learning deal must bring up when the reader takes every suggestion (the engine's events say so)."""
    events = game.events
    over = next(i for i, e in enumerate(events) if isinstance(e, GameOver))
    return {
        "every rule met": sorted(rules_met(frames)) == sorted(LEARNED),
        "a family complete from the deal": any(isinstance(e, Exposed) and e.from_deal for e in events),
        "the reader begins": game.first == READER,
        "a success keeps the reader's turn": any(
            isinstance(e, Given) and e.receiver == READER and isinstance(n, (Asked, Exposed))
            for e, n in pairwise(events)
        ),
        "a no passes the turn to the player asked, not the asker's left": any(
            isinstance(e, Denied) and e.target != _left(game, e.asker) for e in events
        ),
        "the reader lays a family down": any(isinstance(e, Exposed) and not e.from_deal and e.player == READER
                                             for e in events),
        "a hand emptied while the others play on": any(
            isinstance(e, HandEmptied) and any(isinstance(x, Asked) for x in events[i:over])
            for i, e in enumerate(events)
        ),
        "a computer player asks": any(isinstance(e, Asked) and e.asker != READER for e in events),
        "the reader wins or shares the win": READER in game.winners(),
        "three questions": sum(1 for f in frames if f.question is not None) >= 3,
    }


def search_deals(tries: int, start: int = 0) -> list[tuple[int, int]]:
    """Learning deals among the seeds ``start`` to ``start + tries``: real deals (:func:`seeded_game`) where every
    check of :func:`coverage` passes and the reader's first request is a success; as (taps, seed), fewest first
    (the frames of the guided game plus the reader's requests: each needs a player and a card)."""
    found = []
    for seed in range(start, start + tries):
        game, frames = walk(seed=seed)
        if not all(coverage(game, frames).values()):
            continue
        first_yes = isinstance(game.events[[type(e) for e in game.events].index(Asked) + 1], Given)
        if not first_yes:
            continue
        mine = sum(1 for a, _, _ in game.requests if a == READER)
        found.append((len(frames) + mine, seed))
    found.sort()
    return found
