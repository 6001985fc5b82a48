"""Side by side: one deal, the same sequence of requests, under our rules and under another profile.

The sequence is the one careful computer players (:class:`hf_core.bots.SmartBot`) make under **our** rules.
Each request is then tried, in order, in a second game dealt from the same shuffle under the other profile:

- if the other rules allow it, it is made there too, and both outcomes are shown (who plays next may differ);
- if they do not (not that player's turn there, a card already elsewhere, no stock to draw...), the row says
  so, names the rule, and that game stays as it was; the next request of the sequence is tried in turn.

Under family requests a request for a card becomes a request for its family. Profiles with another pack
(the 52-card pack, families of six, the *sept familles*) deal other cards, so they cannot share a deal: only
:data:`COMPARABLE` profiles are offered.

>>> c = comparison("clockwise-miss", ["Ann", "Ben", "Cara", "Dan"], seed=7, dealer=0, steps=6)
>>> c["ours"]["first"], c["theirs"]["first"]
('Ben', 'Ben')
>>> row = c["rows"][0]
>>> row["request"], row["ours"]["next"], row["theirs"]["next"]
('Ben asks Ann for H1.', 'Ann', 'Cara')
>>> c["rows"][1]["request"], c["rows"][1]["theirs"]["status"], c["rows"][1]["theirs"]["rule"]["id"]
('Ann asks Ben for I1.', 'refused', 'turn.only-current')
>>> c["diverged_at"]
1
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from hf_core.bots import SmartBot, next_request
from hf_core.cards import Card
from hf_core.errors import IllegalAsk
from hf_core.events import Asked, AskedFamily, Drew, Event, Given, GivenFamily, TurnPassed
from hf_core.game import Game, Wanted
from hf_core.narrate import narrate
from hf_core.rules import PROFILE_TITLES, PROFILES, rule_title, rule_url

__all__ = ["COMPARABLE", "MAX_STEPS", "comparison", "our_requests"]

COMPARABLE: Final = ("clockwise-miss", "dealer-first", "family-requests", "go-fish-stock")
"""Profiles that share our pack, hence a deal: the ones a comparison can show."""

MAX_STEPS: Final = 40


def our_requests(players: Sequence[str], seed: int, dealer: int, steps: int) -> tuple[Game, list[tuple[str, str, str]]]:
    """Our game after ``steps`` requests by careful computer players (fewer if it ends), and the requests."""
    game = Game.deal(list(players), seed=seed, dealer=dealer)
    bots = {p: SmartBot(f"compare|{seed}|{p}") for p in game.players}
    done: list[tuple[str, str, str]] = []
    while not game.is_over and len(done) < steps:
        asker = game.current
        assert asker is not None
        target, card = next_request(game, bots[asker])
        game.ask(asker, target, card)
        done.append((asker, target, str(card)))
    return game, done


def _say(events: Sequence[Event], lang: str, players: Sequence[str]) -> str:
    return " ".join(narrate(e, lang, players=players) for e in events if not isinstance(e, (Asked, AskedFamily)))


def _opening(game: Game, lang: str) -> dict[str, Any]:
    events = list(game.events)
    cut = next((i for i, e in enumerate(events) if isinstance(e, TurnPassed)), len(events))
    return {
        "first": game.current,
        "text": " ".join(narrate(e, lang, players=game.players) for e in events[: cut + 1]),
        "stock": game.stock_count,
    }


def _rule(rule: str, lang: str) -> dict[str, str]:
    return {"id": rule, "title": rule_title(rule, lang), "url": rule_url(rule, lang)}


def comparison(
    profile: str,
    players: Sequence[str],
    seed: int,
    dealer: int = 0,
    steps: int = 12,
    lang: str = "en",
) -> dict[str, Any]:
    """The comparison as a JSON-ready dict (see the module's docstring): both openings, then one row per
    request with each game's outcome and who plays next, and ``diverged_at``: the first row (from 1) where
    the two games stop being the same position (0: from the deal on), or None."""
    if profile not in COMPARABLE:
        raise ValueError(f"profile must be one of {', '.join(COMPARABLE)}, not {profile!r}")
    if not 1 <= steps <= MAX_STEPS:
        raise ValueError(f"steps must be 1 to {MAX_STEPS}")
    rules = PROFILES[profile]
    ours = Game.deal(list(players), seed=seed, dealer=dealer)
    theirs = Game.deal(list(players), seed=seed, dealer=dealer, rules=rules)
    _, requests = our_requests(players, seed, dealer, steps)
    out: dict[str, Any] = {
        "profile": profile,
        "title": PROFILE_TITLES[profile][lang],
        "ours_title": PROFILE_TITLES["default"][lang],
        "players": list(ours.players),
        "dealer": ours.dealer,
        "seed": seed,
        "ours": _opening(ours, lang),
        "theirs": _opening(theirs, lang),
        "rows": [],
        "diverged_at": None,
        "diverged_why": None,
    }
    if _state(ours) != _state(theirs):
        out["diverged_at"] = 0
        out["diverged_why"] = "first" if ours.current != theirs.current else "deal"
    for n, (asker, target, card) in enumerate(requests, start=1):
        our_start = len(ours.events)
        ours.ask(asker, target, card)
        our_side = {
            "status": "made",
            "success": _succeeded(ours.events[our_start:]),
            "text": _say(ours.events[our_start:], lang, ours.players),
            "next": ours.current,
        }
        wanted: Wanted = card[0] if rules.request == "family" else card
        said = Asked(asker, target, Card.parse(card))
        their_said: Event = AskedFamily(asker, target, card[0]) if rules.request == "family" else said
        start = len(theirs.events)
        their_side: dict[str, Any]
        try:
            theirs.ask(asker, target, wanted)
        except IllegalAsk as exc:
            their_side = {
                "status": "refused",
                "success": False,
                "text": exc.message(lang),
                "next": theirs.current,
                "rule": _rule(exc.rule, lang),
            }
        else:
            their_side = {
                "status": "made",
                "success": _succeeded(theirs.events[start:]),
                "text": _say(theirs.events[start:], lang, theirs.players),
                "next": theirs.current,
            }
        # A row differs when the request has another outcome there: refused, another result, other cards
        # handed over, a draw, or another player to ask next.
        diverged = (
            their_side["status"] != "made"
            or their_side["success"] != our_side["success"]
            or their_side["next"] != our_side["next"]
            or _moves(theirs.events[start:]) != _moves(ours.events[our_start:])
        )
        if out["diverged_at"] is None and _state(ours) != _state(theirs):
            out["diverged_at"] = n
        out["rows"].append({
            "n": n,
            "asker": asker,
            "target": target,
            "card": card,
            "wanted": wanted,
            "request": narrate(said, lang),
            "their_request": narrate(their_said, lang),
            "ours": our_side,
            "theirs": their_side,
            "diverged": diverged,
        })
    out["scores"] = {"ours": ours.scores(), "theirs": theirs.scores()}
    out["stock_left"] = theirs.stock_count
    return out


def _state(game: Game) -> tuple[object, ...]:
    """Everything that makes two positions the same game: hands, families, the turn and the stock."""
    return (
        tuple(game.hand(p) for p in game.players),
        tuple(game.families(p) for p in game.players),
        game.current,
        game.stock(),
    )


def _moves(events: Sequence[Event]) -> tuple[object, ...]:
    """What a request moved: the cards handed over and any draw."""
    out: list[object] = []
    for e in events:
        if isinstance(e, Given):
            out.append(e.card)
        elif isinstance(e, GivenFamily):
            out.extend(e.cards)
        elif isinstance(e, Drew):
            out.append(("drew", e.player))
    return tuple(out)


def _succeeded(events: Sequence[Event]) -> bool:
    return any(e.type in ("given", "given-family") for e in events)
