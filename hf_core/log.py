"""Logs: a game as a JSON-ready dict, and replay that checks it.

A log holds the profile, the players (clockwise), the dealer, the seed (or the dealt hands), the requests,
and the events they caused. On replay the events are derived again; any difference is an error that says
where it is.

>>> from hf_core import Game
>>> g = Game.deal(["Ann", "Ben", "Cara"], seed=3)
>>> asker = g.current
>>> target, card = g.legal_asks()[0]
>>> _ = g.ask(asker, target, card)
>>> Game.from_log(g.to_log()) == g
True
>>> bad = g.to_log(); bad["requests"][0]["card"] = "Z9"
>>> Game.from_log(bad)
Traceback (most recent call last):
...
hf_core.errors.InvalidLog: Invalid log at requests[0].card: 'Z9' is not in this pack (happy-families).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from hf_core.cards import Card
from hf_core.errors import HappyFamiliesError, InvalidCard, InvalidLog, InvalidSetup, Phrase
from hf_core.events import event_from_dict
from hf_core.rules import Rules

if TYPE_CHECKING:
    from hf_core.game import Game

__all__ = ["FORMAT", "VERSION", "game_from_log", "game_to_log", "loads", "redacted_log"]

FORMAT: Final = "happy-families-log"
VERSION: Final = 1
HIDDEN: Final = "??"

# Which part of a log a set-up error is about.
_SETUP_WHERE: Final = {"player-count": "players", "player-names": "players", "dealer": "dealer", "seed": "seed"}


def game_to_log(game: Game) -> dict[str, Any]:
    log: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": game.rules.to_dict(),
        "players": list(game.players),
        "dealer": game.dealer,
        "first": game.first,
    }
    if game.seed is not None:
        log["seed"] = game.seed
    else:
        log["hands"] = {p: [str(c) for c in sorted(game.initial_hand(p))] for p in game.players}
        if game.rules.has_stock:
            log["stock"] = [str(c) for c in game.initial_stock()]
    key = "family" if game.rules.request == "family" else "card"
    log["requests"] = [
        {"asker": a, "target": t, key: str(c)} for a, t, c in game.requests
    ]
    log["events"] = [e.to_dict() for e in game.events]
    return log


def redacted_log(game: Game, player: str) -> dict[str, Any]:
    """The log as ``player`` saw it: their own dealt hand, others' cards hidden as ``"??"``, no seed.

    A redacted log can be read and narrated but not replayed.
    """
    game.hand(player)  # raises UnknownPlayer for a stranger
    log = game_to_log(game)
    log.pop("seed", None)
    log["redacted_for"] = player
    log["hands"] = {
        p: [str(c) for c in sorted(game.initial_hand(p))]
        if p == player
        else [HIDDEN] * len(game.initial_hand(p))
        for p in game.players
    }
    if game.rules.has_stock:
        log["stock"] = [HIDDEN] * len(game.initial_stock())
    return log


def loads(text: str) -> Game:
    """Read a log from JSON text."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise InvalidLog("shape", "$", problem=Phrase("problem.log.json", reason=exc)) from None
    return game_from_log(data)


def _need(cond: bool, where: str, msg_id: str, **values: object) -> None:
    """Unless ``cond``, the log is invalid at ``where``: the problem is the catalogue's message ``msg_id``."""
    if not cond:
        raise InvalidLog("shape", where, problem=Phrase(msg_id, **values))


def game_from_log(log: Mapping[str, Any]) -> Game:
    from hf_core.game import Game

    _need(isinstance(log, Mapping), "$", "problem.log.object")
    _need(log.get("format") == FORMAT, "format", "problem.log.expected", value=repr(FORMAT))
    _need(log.get("version") == VERSION, "version", "problem.log.expected", value=VERSION)
    _need(
        "redacted_for" not in log,
        "redacted_for",
        "problem.log.redacted",
    )
    try:
        rules = Rules.from_dict(log.get("rules", {}))
    except HappyFamiliesError as exc:
        raise InvalidLog("shape", "rules", problem=exc) from None
    players: Any = log.get("players")
    _need(
        isinstance(players, list) and all(isinstance(p, str) for p in players),
        "players",
        "problem.log.names",
    )
    dealer = log.get("dealer")
    _need(dealer is None or dealer in players, "dealer", "problem.log.name-or-null")
    first = log.get("first")
    _need(first is None or first in players, "first", "problem.log.name-or-null")
    where = "players"
    try:
        if "seed" in log:
            where = "seed"
            _need(
                dealer is not None,
                "dealer",
                "problem.log.dealer",
            )
            game = Game.deal(players, seed=log["seed"], dealer=players.index(dealer), rules=rules)
        else:
            where = "hands"
            hands: Any = log.get("hands")
            _need(
                isinstance(hands, Mapping),
                "hands",
                "problem.log.hands",
            )
            _need(
                list(hands) == players,
                "hands",
                "problem.log.hand-per-player",
            )
            for name, cards in hands.items():
                _need(isinstance(cards, list), f"hands.{name}", "problem.log.cards")
            stock: Any = log.get("stock")
            _need(
                stock is None or (isinstance(stock, list) and all(isinstance(c, str) for c in stock)),
                "stock",
                "problem.log.cards",
            )
            game = Game.from_hands(hands, first=first, rules=rules, dealer=dealer, stock=stock)
    except InvalidLog:
        raise
    except HappyFamiliesError as exc:
        if isinstance(exc, InvalidSetup) and exc.code in _SETUP_WHERE:
            where = _SETUP_WHERE[exc.code]  # e.g. duplicate names are a problem of "players", not "seed"
        raise InvalidLog("shape", where, problem=exc) from None
    _need(first is None or game.first == first, "first", "problem.log.not-the-deal")

    requests = log.get("requests", [])
    _need(isinstance(requests, list), "requests", "problem.log.list")
    for i, req in enumerate(requests):
        here = f"requests[{i}]"
        if rules.request == "family":
            _replay_family_request(game, req, here)
            continue
        _need(
            isinstance(req, Mapping) and {"asker", "target", "card"} <= set(req),
            here,
            "problem.log.request",
        )
        try:
            card = Card.parse(req["card"])
            if card not in rules.pack:
                raise InvalidLog("shape", f"{here}.card", problem=InvalidCard(
                    repr(req["card"]), "not-in-pack", pack=rules.pack.name
                ))
        except HappyFamiliesError as exc:
            if isinstance(exc, InvalidLog):
                raise
            raise InvalidLog("shape", f"{here}.card", problem=exc) from None
        try:
            game.ask(req["asker"], req["target"], card)
        except HappyFamiliesError as exc:
            raise InvalidLog("request", here, reason=exc) from None

    if "events" in log:
        events = log["events"]
        _need(isinstance(events, list), "events", "problem.log.list")
        derived = game.events
        for i, data in enumerate(events):
            here = f"events[{i}]"
            try:
                event = event_from_dict(data)
            except (KeyError, TypeError, ValueError, AttributeError) as exc:
                raise InvalidLog(
                    "shape",
                    here,
                    problem=Phrase("problem.log.event", reason=repr(exc)),
                ) from None
            if i >= len(derived):
                raise InvalidLog("extra", here, found=_show(data))
            if event != derived[i]:
                raise InvalidLog(
                    "mismatch", here, found=_show(data), expected=_show(derived[i].to_dict())
                )
        if len(events) < len(derived):
            raise InvalidLog("ended", f"events[{len(events)}]", expected=_show(derived[len(events)].to_dict()))
    return game


def _replay_family_request(game: Game, req: Any, here: str) -> None:
    """One request of a family-requests log: ``{"asker", "target", "family"}``."""
    _need(
        isinstance(req, Mapping) and {"asker", "target", "family"} <= set(req) and isinstance(req["family"], str),
        here,
        "problem.log.family-request",
    )
    try:
        game.ask(req["asker"], req["target"], req["family"])
    except HappyFamiliesError as exc:
        raise InvalidLog("request", here, reason=exc) from None


def _show(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True)
