"""The narrator of steps: a game told event by event, each step with its sentence, the rule it shows, the
cards to point at and the picture after it, walking the events once.

>>> from hf_core.web.setups import replay, worked_setup
>>> told = steps_of(replay(worked_setup()), "en")
>>> told[0]["kind"], told[0]["current"]
('position', 'Alice')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from hf_core.cards import Card
from hf_core.events import Asked, Dealt, Denied, Event, Exposed, GameOver, Given, HandEmptied, TurnPassed
from hf_core.game import Game
from hf_core.narrate import card_phrase, family_phrase, named
from hf_core.rules import RULES_DOC, rule_title, rule_url
from hf_core.web import views
from hf_core.web.boundary import families, join, text
from hf_core.words import say


def labels(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in sorted(cards)]


def family_of(hand: Iterable[Card], family: str) -> list[str]:
    return labels(c for c in hand if c.family == family)


@dataclass
class _Table:
    """A position folded from public events plus the dealt hands (to draw each step of a game)."""

    hands: dict[str, set[Card]]
    families: dict[str, list[str]]
    current: str | None = None

    def snapshot(self) -> dict[str, Any]:
        return {
            "hands": {p: labels(h) for p, h in self.hands.items()},
            "families": {p: list(f) for p, f in self.families.items()},
            "scores": {p: len(f) for p, f in self.families.items()},
            "current": self.current,
        }


class Told(NamedTuple):
    """One event told: its sentence, the rule it illustrates, the cards to point at, the table after it."""

    event: Event
    text: str
    rule: str | None
    highlight: list[str]
    table: dict[str, Any]


def tell(game: Game, lang: str) -> list[Told]:
    """Each event of ``game`` told in ``lang``, in one walk over the events."""
    out: list[Told] = []
    players = game.players
    table = _Table({p: set(game.initial_hand(p)) for p in players}, {p: [] for p in players})
    last_ask: Asked | None = None
    events = game.events
    for i, event in enumerate(events):
        said = ""
        rule: str | None = None
        highlight: list[str] = []
        if isinstance(event, Dealt):
            counts = join([text(lang, "count", player=p, n=len(table.hands[p])) for p in players], lang)
            first = game.first
            if event.dealer is None:
                said = text(lang, "position-given", counts=counts, first=first)
            else:
                left = players[(players.index(event.dealer) + 1) % len(players)]
                key = "position-left" if left == first else "position"
                said = text(lang, key, dealer=event.dealer, total=sum(event.counts), counts=counts, first=first)
            rule = "deal.all-cards"
        elif isinstance(event, Asked):
            last_ask = event
            cards = family_of(table.hands[event.asker], event.card.family)
            said = text(
                lang,
                "asked",
                asker=event.asker,
                target=event.target,
                card=event.card,
                cards=join(cards, lang),
                family=event.card.family,
            )
            rule = "ask.family-in-hand"
            highlight = [*cards, str(event.card)]
        elif isinstance(event, Given):
            table.hands[event.giver].discard(event.card)
            table.hands[event.receiver].add(event.card)
            highlight = family_of(table.hands[event.receiver], event.card.family)
            said = text(
                lang, "given", target=event.giver, asker=event.receiver, card=event.card, cards=join(highlight, lang)
            )
            nxt = events[i + 1] if i + 1 < len(events) else None
            if not isinstance(nxt, (Exposed, HandEmptied, GameOver)) and table.hands[event.receiver]:
                said += " " + text(lang, "given-continues", asker=event.receiver)
            rule = "ask.success-continues"
        elif isinstance(event, Exposed):
            hand = table.hands[event.player]
            hand.difference_update({c for c in hand if c.family == event.family})
            table.families[event.player].append(event.family)
            if event.from_deal:
                said = text(lang, "dealt-family", player=event.player, family=event.family)
                rule = "deal.complete-families"
            else:
                score = families(len(table.families[event.player]), lang)
                said = text(lang, "exposed", player=event.player, family=event.family, score=score)
                nxt = events[i + 1] if i + 1 < len(events) else None
                if not isinstance(nxt, (HandEmptied, GameOver)) and table.hands[event.player]:
                    said += " " + text(lang, "given-continues", asker=event.player)
                rule = "family.expose"
        elif isinstance(event, Denied):
            highlight = family_of(table.hands[event.asker], event.card.family)
            said = text(
                lang, "denied", target=event.target, asker=event.asker, card=event.card, cards=join(highlight, lang)
            )
            rule = "ask.failure-passes-to-asked"
        elif isinstance(event, HandEmptied):
            said = text(lang, "emptied", player=event.player)
            rule = "hand.empty"
        elif isinstance(event, TurnPassed):
            previous = table.current
            table.current = event.player
            asker = last_ask.asker if last_ask else previous or event.player
            if event.reason == "turn.first":
                pass  # part of the deal step, which says who begins
            elif event.reason == "ask.failure-passes-to-asked":
                left = players[(players.index(asker) + 1) % len(players)]
                if left == event.player:
                    said = text(lang, "turn-asked-left", player=event.player)
                else:
                    said = text(lang, "turn-asked", player=event.player, left=left, asker=asker)
            elif event.reason == "hand.empty":
                said = text(lang, "turn-empty", player=event.player, asker=asker)
            elif event.reason.startswith("variant."):
                said = text(lang, "turn-clockwise", player=event.player, asker=asker)
            else:
                said = text(lang, "turn", player=event.player)
            rule = event.reason if event.reason == "turn.first" or event.reason in RULES_DOC else None
        elif isinstance(event, GameOver):
            table.current = None
            key = "over-tie" if len(event.winners) > 1 else "over"
            said = text(lang, key, winners=join(list(event.winners), lang), score=families(max(event.scores), lang))
            rule = "end.all-families"
        out.append(Told(event, said, rule, highlight, table.snapshot()))
    return out


def headlines(events: Sequence[Event], lang: str) -> list[str]:
    """One short line per request among ``events``: who asked whom for which card, and what came of it (yes, a
    family completed, or no and who plays next; the turn passing on from an empty hand; the end of the game).

    >>> from hf_core.web.setups import replay, worked_setup
    >>> game = replay(worked_setup())
    >>> game.ask("Alice", "Ben", "A3") and game.ask("Alice", "Cara", "B2") and None
    >>> headlines(game.events, "en")
    ['Alice asks Ben for A3: yes, and family A is complete.', 'Alice asks Cara for B2: no, so Cara plays next.']
    """
    lines: list[str] = []
    for i, event in enumerate(events):
        if not isinstance(event, Asked):
            continue
        given, family, passed, over = False, "", None, None
        for after in events[i + 1 :]:
            if isinstance(after, Asked):
                break
            if isinstance(after, Given):
                given = True
            elif isinstance(after, Exposed) and not after.from_deal:
                family = after.family
            elif isinstance(after, TurnPassed):
                passed = after
            elif isinstance(after, GameOver):
                over = after
        asked = {"asker": event.asker, "target": event.target, "card": card_phrase(event.card)}
        if not given:
            line = say(named("web.head-no"), lang, player=passed.player if passed else event.target, **asked)
        elif family:
            line = say(named("web.head-family"), lang, family=family_phrase(family), **asked)
        else:
            line = say(named("web.head-yes"), lang, **asked)
        if passed is not None and passed.reason == "hand.empty":
            line += " " + text(lang, "turn-empty", player=passed.player, asker=event.asker)
        if over is not None:
            key = "over-tie" if len(over.winners) > 1 else "over"
            best = families(max(over.scores), lang)
            line += " " + text(lang, key, winners=join(list(over.winners), lang), score=best)
        lines.append(line)
    return lines


def deal_headline(game: Game, lang: str) -> str:
    """The deal in one short line: who dealt, how many cards each, who begins."""
    counts = join([text(lang, "count", player=p, n=len(game.initial_hand(p))) for p in game.players], lang)
    if game.dealer is None:
        return text(lang, "position-given", counts=counts, first=game.first)
    return text(lang, "head-deal", dealer=game.dealer, counts=counts, first=game.first)


def rule_info(rule: str | None, lang: str) -> dict[str, str] | None:
    if rule is None or rule not in RULES_DOC:
        return None
    return {"id": rule, "title": rule_title(rule, lang), "url": rule_url(rule, lang)}


def _opening(told: Told) -> bool:
    """Whether an event belongs to the dealt position (the deal, families complete from it, who begins)."""
    e = told.event
    return (
        isinstance(e, (Dealt, HandEmptied))
        or (isinstance(e, Exposed) and e.from_deal)
        or (isinstance(e, TurnPassed) and e.reason == "turn.first")
    )


def board(
    game: Game, lang: str, step: dict[str, Any], fresh: Sequence[tuple[str, str]] = (), about: Iterable[str] = ()
) -> views.Node:
    """The picture of one step: every seat, its hand, families (``fresh``: (player, family) just laid down) and
    badges."""
    return views.table(
        views.seat(
            lang,
            name,
            step["hands"][name],
            len(step["hands"][name]),
            step["families"][name],
            current=step["current"] == name,
            dealer=game.dealer == name,
            highlight=step["highlight"],
            fresh=[family for player, family in fresh if player == name],
            about=name in set(about),
        )
        for name in game.players
    )


def steps_of(game: Game, lang: str, *, focus: tuple[str, str, str] | None = None) -> list[dict[str, Any]]:
    """The game told step by step: the dealt position, then one step per public event.

    Each step carries its sentence, its rule, the cards to point at, the position after it (hands, families,
    scores, whose turn) and its picture (``board``, a view tree).
    """
    told = tell(game, lang)
    index = 0
    while index < len(told) and _opening(told[index]):
        index += 1
    position = (
        told[index - 1].table
        if index
        else _Table({p: set(game.initial_hand(p)) for p in game.players}, {p: [] for p in game.players}).snapshot()
    )
    opening = [t.text for t in told[:index] if t.text]
    highlight: list[str] = []
    if focus is not None:
        asker, target, label = focus
        card = Card.parse(label)
        mine = [c for c in position["hands"][asker] if c[0] == card.family]
        holder = next((p for p in game.players if str(card) in position["hands"][p]), target)
        opening.append(text(lang, "focus", asker=asker, cards=join(mine, lang), holder=holder, card=card))
        highlight = [*mine, str(card)]
    steps: list[dict[str, Any]] = [
        {
            "kind": "position",
            "text": " ".join(opening),
            "rule": rule_info("turn.first", lang),
            "highlight": highlight,
            **position,
        }
    ]
    for t in told[index:]:
        step: dict[str, Any] = {
            "kind": t.event.type,
            "text": t.text,
            "rule": rule_info(t.rule, lang),
            "highlight": t.highlight,
            **t.table,
        }
        if isinstance(t.event, Exposed):
            step["exposed"] = {"player": t.event.player, "family": t.event.family}
        steps.append(step)
    for n, step in enumerate(steps):
        step["index"] = n
        exposed = step.get("exposed")
        step["board"] = board(game, lang, step, [(exposed["player"], exposed["family"])] if exposed else [])
    return steps


def story(game: Game, lang: str, chapters: Sequence[int], *, focus: tuple[str, str, str] | None = None) -> list[
    dict[str, Any]
]:
    """The game told as a page tells it: the dealt position, then one step per chapter of ``chapters[i]``
    requests, each step with its headline (one short line per request, :func:`headlines`; the deal's for the
    first), every sentence of its events (the reasons), the rules they show (in order, once each), the
    cards its requests were about that are still in a hand, the families laid down in it, and its picture."""
    moments = steps_of(game, lang, focus=focus)
    lines = headlines(game.events, lang)
    out = [
        {
            **moments[0],
            "rules": [moments[0]["rule"]] if moments[0]["rule"] else [],
            "headline": [deal_headline(game, lang)],
        }
    ]
    if focus is not None:
        holder = next((p for p, hand in out[0]["hands"].items() if focus[2] in hand), focus[1])
        out[0]["board"] = board(game, lang, out[0], (), (focus[0], holder))
    asked = [(a, t) for a, t, _ in game.requests]
    rest = moments[1:]
    starts = [i for i, m in enumerate(rest) if m["kind"] == "asked"]
    bounds, n = [], 0
    for size in chapters:
        n += size
        bounds.append(starts[n] if n < len(starts) else len(rest))
    begin, first = 0, 0
    for end, size in zip(bounds, chapters, strict=True):
        about = {p for pair in asked[first : first + size] for p in pair}
        first += size
        chapter = rest[begin:end]
        last = chapter[-1]
        held = {c for hand in last["hands"].values() for c in hand}
        rules: list[dict[str, str]] = []
        for m in chapter:
            if m["rule"] and m["rule"] not in rules:
                rules.append(m["rule"])
        fresh = [(m["exposed"]["player"], m["exposed"]["family"]) for m in chapter if "exposed" in m]
        step = {
            **{k: last[k] for k in ("hands", "families", "scores", "current")},
            "kind": "chapter",
            "headline": lines[first - size : first],
            "text": " ".join(m["text"] for m in chapter if m["text"]),
            "rule": rules[0] if rules else None,
            "rules": rules,
            "highlight": sorted({c for m in chapter for c in m["highlight"] if c in held}),
        }
        step["board"] = board(game, lang, step, fresh, about)
        out.append(step)
        begin = end
    for n, step in enumerate(out):
        step["index"] = n
    return out
