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
from hf_core.errors import HappyFamiliesError, InvalidLog, InvalidSetup, both
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
        raise InvalidLog("shape", "$", problem=both(f"not JSON ({exc})", f"ce n'est pas du JSON ({exc})")) from None
    return game_from_log(data)


def _need(cond: bool, where: str, en: str, fr: str) -> None:
    if not cond:
        raise InvalidLog("shape", where, problem=both(en, fr))


def game_from_log(log: Mapping[str, Any]) -> Game:
    from hf_core.game import Game

    _need(isinstance(log, Mapping), "$", "a log is a JSON object", "un journal est un objet JSON")
    _need(log.get("format") == FORMAT, "format", f"expected {FORMAT!r}", f"{FORMAT!r} attendu")
    _need(log.get("version") == VERSION, "version", f"expected {VERSION}", f"{VERSION} attendu")
    _need(
        "redacted_for" not in log,
        "redacted_for",
        "a redacted log cannot be replayed",
        "un journal masqué ne peut pas être rejoué",
    )
    try:
        rules = Rules.from_dict(log.get("rules", {}))
    except HappyFamiliesError as exc:
        raise InvalidLog("shape", "rules", problem=exc) from None
    players: Any = log.get("players")
    _need(
        isinstance(players, list) and all(isinstance(p, str) for p in players),
        "players",
        "a list of names",
        "une liste de noms",
    )
    dealer = log.get("dealer")
    _need(dealer is None or dealer in players, "dealer", "a player's name or null", "le nom d'un joueur ou null")
    first = log.get("first")
    _need(first is None or first in players, "first", "a player's name or null", "le nom d'un joueur ou null")
    where = "players"
    try:
        if "seed" in log:
            where = "seed"
            _need(
                dealer is not None,
                "dealer",
                "a dealt game names its dealer",
                "une partie distribuée nomme son donneur",
            )
            game = Game.deal(players, seed=log["seed"], dealer=players.index(dealer), rules=rules)
        else:
            where = "hands"
            hands: Any = log.get("hands")
            _need(
                isinstance(hands, Mapping),
                "hands",
                "an object of hands, or a seed",
                "un objet de mains, ou une graine",
            )
            _need(
                list(hands) == players,
                "hands",
                "one hand per player, in seat order",
                "une main par joueur, dans l'ordre des places",
            )
            for name, cards in hands.items():
                _need(isinstance(cards, list), f"hands.{name}", "a list of card labels", "une liste de cartes")
            stock: Any = log.get("stock")
            _need(
                stock is None or (isinstance(stock, list) and all(isinstance(c, str) for c in stock)),
                "stock",
                "a list of card labels",
                "une liste de cartes",
            )
            game = Game.from_hands(hands, first=first, rules=rules, dealer=dealer, stock=stock)
    except InvalidLog:
        raise
    except HappyFamiliesError as exc:
        if isinstance(exc, InvalidSetup) and exc.code in _SETUP_WHERE:
            where = _SETUP_WHERE[exc.code]  # e.g. duplicate names are a problem of "players", not "seed"
        raise InvalidLog("shape", where, problem=exc) from None
    _need(first is None or game.first == first, "first", "does not match the deal", "ne correspond pas à la donne")

    requests = log.get("requests", [])
    _need(isinstance(requests, list), "requests", "a list", "une liste")
    for i, req in enumerate(requests):
        here = f"requests[{i}]"
        if rules.request == "family":
            _replay_family_request(game, req, here)
            continue
        _need(
            isinstance(req, Mapping) and {"asker", "target", "card"} <= set(req),
            here,
            "an object with asker, target and card",
            "un objet avec asker, target et card",
        )
        try:
            card = Card.parse(req["card"])
            if card not in rules.pack:
                raise InvalidLog("shape", f"{here}.card", problem=both(
                    f"{req['card']!r} is not in this pack ({rules.pack.name})",
                    f"{req['card']!r} ne fait pas partie de ce jeu ({rules.pack.name})",
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
        _need(isinstance(events, list), "events", "a list", "une liste")
        derived = game.events
        for i, data in enumerate(events):
            here = f"events[{i}]"
            try:
                event = event_from_dict(data)
            except (KeyError, TypeError, ValueError, AttributeError) as exc:
                raise InvalidLog(
                    "shape",
                    here,
                    problem=both(f"not an event ({exc!r})", f"ce n'est pas un événement ({exc!r})"),
                ) from None
            if i >= len(derived):
                raise InvalidLog("mismatch", here, found=_show(data), expected=both("nothing more", "rien de plus"))
            if event != derived[i]:
                raise InvalidLog(
                    "mismatch", here, found=_show(data), expected=_show(derived[i].to_dict())
                )
        if len(events) < len(derived):
            raise InvalidLog(
                "mismatch",
                f"events[{len(events)}]",
                found=both("nothing more", "rien de plus"),
                expected=_show(derived[len(events)].to_dict()),
            )
    return game


def _replay_family_request(game: Game, req: Any, here: str) -> None:
    """One request of a family-requests log: ``{"asker", "target", "family"}``."""
    _need(
        isinstance(req, Mapping) and {"asker", "target", "family"} <= set(req) and isinstance(req["family"], str),
        here,
        "an object with asker, target and family",
        "un objet avec asker, target et family",
    )
    try:
        game.ask(req["asker"], req["target"], req["family"])
    except HappyFamiliesError as exc:
        raise InvalidLog("request", here, reason=exc) from None


def _show(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True)
