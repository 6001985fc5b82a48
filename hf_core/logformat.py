"""The log format, below the game: a game as a JSON-ready dict, and the replay that checks a log.

A log holds the profile, the players (clockwise), the dealer, the seed (or the dealt hands), the requests,
and the events they caused. On replay the events are derived again; any difference is an error that says
where it is.

This module knows games only through what they show (players, hands, requests, events) and through the class
it is given to replay with, so that :mod:`hf_core.game` can import it: ``Game.to_log`` and ``Game.from_log``
call down into it, and :mod:`hf_core.log`, above both, is the public face that knows :class:`~hf_core.game.Game`.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import Any, Final, Protocol, TypeVar

from hf_core.cards import Card
from hf_core.errors import HappyFamiliesError, InvalidCard, InvalidLog, InvalidSetup, Phrase, both
from hf_core.events import EVENT_TYPES, VARIANT_EVENT_TYPES, Event, event_from_dict
from hf_core.rules import Rules
from hf_core.words import say


class LoggedGame(Protocol):
    """What a log reads of a game and does with it: a :class:`hf_core.game.Game`, named here by its shape."""

    players: tuple[str, ...]
    rules: Rules

    @property
    def dealer(self) -> str | None: ...
    @property
    def first(self) -> str: ...
    @property
    def seed(self) -> int | None: ...
    @property
    def events(self) -> tuple[Event, ...]: ...
    @property
    def requests(self) -> tuple[tuple[str, str, Card | str], ...]: ...
    def initial_hand(self, player: str) -> frozenset[Card]: ...
    def initial_stock(self) -> tuple[Card, ...]: ...
    def hand(self, player: str) -> frozenset[Card]: ...
    def ask(self, asker: str, target: str, card: Card | str) -> object: ...


G = TypeVar("G", bound=LoggedGame)  # the kind of game a replay makes: the class it is given builds it
Made = TypeVar("Made", bound=LoggedGame, covariant=True)


class GameClass(Protocol[Made]):
    """A class that deals or sets out games (:class:`hf_core.game.Game` itself)."""

    def deal(
        self, players: Sequence[str], seed: int | None = ..., dealer: int = ..., rules: Rules | None = ...
    ) -> Made: ...
    def from_hands(
        self,
        hands: Mapping[str, Iterable[str | Card]],
        first: str | None = ...,
        rules: Rules | None = ...,
        dealer: str | None = ...,
        stock: Iterable[str | Card] | None = ...,
    ) -> Made: ...

__all__ = [
    "FORMAT",
    "KEYS",
    "MOST_BYTES",
    "VERSION",
    "NotJSON",
    "game_to_log",
    "read_json",
    "read_log",
    "redacted_log",
    "replay",
    "too_deep",
]

FORMAT: Final = "happy-families-log"
VERSION: Final = 1
HIDDEN: Final = "??"

KEYS: Final = frozenset(
    {"format", "version", "rules", "players", "dealer", "first", "seed", "hands", "stock", "requests", "events",
     "redacted_for"}
)
"""The top-level keys a log may have (``redacted_for`` only in a redacted log, which does not replay)."""
MOST_DIGITS: Final = 20
"""No number in a log has more digits: the largest seed, 2**64 - 1, has 20."""
MOST_NESTING: Final = 20
"""No log nests objects and lists deeper (it needs 4). Deeper JSON is refused before it is parsed: in Pyodide,
parsing thousands of levels overflows the JavaScript stack and kills the runtime instead of raising."""
MOST_CHARS: Final = 50
"""No text in a log is longer (names, card labels, rule ids), so that a message quoting it stays short."""
MOST_BYTES: Final = 4_000_000
"""No log file is larger (``python -m hf_core replay`` reads no more, and :func:`read_log` refuses a larger text
before reading it): the longest game seen, six players asking at random with the six-member pack (1,282
requests), writes 570 kB."""
MOST_VALUES: Final = 1_000
"""No part of a log but the lists of requests and events holds more values (rules, players, a hand, the stock...),
and no request or event does: a larger part is refused before its values are checked one by one, so hostile JSON
costs no more than its parsing."""

# Which part of a log a set-up error is about.
_SETUP_WHERE: Final = {"player-count": "players", "player-names": "players", "dealer": "dealer", "seed": "seed"}


def game_to_log(game: LoggedGame) -> dict[str, Any]:
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


def redacted_log(game: LoggedGame, player: str) -> dict[str, Any]:
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


def _both(msg_id: str, **values: object) -> dict[str, str]:
    return both(say(msg_id, "en", **values), say(msg_id, "fr", **values))


def _short(text: str, most: int = 24) -> str:
    """Input quoted in a message: at most ``most`` characters."""
    return text if len(text) <= most else text[: most - 1] + "…"


class NotJSON(InvalidLog):
    """JSON text that does not parse (at ``$``); ``detail`` says where it stops, ``{"en": ..., "fr": ...}``."""

    def __init__(self, detail: Mapping[str, str]) -> None:
        self.detail = dict(detail)
        problem = both(*(say("hardening.log.not-json", lang, detail=detail[lang]) for lang in ("en", "fr")))
        super().__init__("shape", "$", problem=problem)


@dataclass(frozen=True, slots=True)
class _Odd:
    """A JSON number no log holds (NaN, 1.5, 1e999, 5,000 digits), kept as written so that the check of the
    whole log can say where it is."""

    text: str
    kind: str  # "constant", "fraction" or "long"


class TooBig(NotJSON):
    """A text larger than any log (:data:`MOST_BYTES`), refused before it is read."""

    def __init__(self, size: int) -> None:
        self.detail = _both("hardening.log.too-big", size=size, most=MOST_BYTES)
        InvalidLog.__init__(self, "shape", "$", problem=self.detail)


class _Twice(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)  # in C; a key given twice leaves fewer keys than pairs
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Twice(key)
            seen.add(key)
    return out


def _number(text: str) -> int | _Odd:
    if len(text.lstrip("-")) > MOST_DIGITS:
        return _Odd(text, "long")
    return int(text)


# A string, or an unterminated one up to the end of the text: it always matches at its first quote, so the scan
# reads each character once (a string that must end with a quote was tried again from every later quote of an
# unterminated one: 60 kB of them took seconds).
_STRING: Final = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.S)
_NOT_BRACKET: Final = re.compile(r"[^\[\]{}]+")
_STEP: Final = {"[": 1, "{": 1, "]": -1, "}": -1}


def too_deep(text: str, most: int = MOST_NESTING) -> bool:
    """Whether the JSON text nests more than ``most`` levels (brackets inside strings left aside), in one pass
    over the text. Check it before ``json.loads`` of any text from outside: in Pyodide, deep nesting kills the
    runtime.

    >>> too_deep("[[1]]", most=2), too_deep("[[[1]]]", most=2), too_deep('["[[[["]', most=2)
    (False, True, False)
    >>> too_deep(r'["\\\\", [[1]]]', most=2), too_deep(r'"\\"[[[', most=2), too_deep('[[["', most=2)
    (True, False, True)
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text) if '"' in text else text)
    if len(brackets) <= most:
        return False
    # A run of more openers than ``most`` after a point at depth 0 or more is too deep, found in C (millions of
    # "[" took a second to add up one by one); otherwise the depth is added up bracket by bracket.
    run = re.search(rf"[\[{{]{{{most + 1}}}", brackets)
    if run is not None:
        before = brackets[: run.start()]
        if before.count("[") + before.count("{") >= before.count("]") + before.count("}"):
            return True
    return max(accumulate(map(_STEP.__getitem__, brackets))) > most


def read_json(text: str) -> Any:
    """JSON text as Python data, strictly: a key given twice in one object is refused (:class:`NotJSON`), and
    the numbers no log holds (``NaN``, ``Infinity``, fractions, over 20 digits) are kept aside so that
    :func:`replay` refuses them at their place.

    >>> read_json('{"a": [1, 2]}')
    {'a': [1, 2]}
    >>> read_json('{"a": 1, "b": }')
    Traceback (most recent call last):
    ...
    hf_core.logformat.NotJSON: Invalid log at $: not JSON (line 1, column 15).
    """
    if too_deep(text):
        raise NotJSON(_both("hardening.json.deep", most=MOST_NESTING))
    try:
        try:
            # Whole numbers are read in C (one Python call per number made a list of numbers slow); one longer
            # than Python reads (4,300 digits) is read again, each number kept as written when it is too long.
            return json.loads(
                text,
                parse_float=lambda t: _Odd(t, "fraction"),
                parse_constant=lambda t: _Odd(t, "constant"),
                object_pairs_hook=_object,
            )
        except ValueError as exc:
            if isinstance(exc, json.JSONDecodeError):
                raise
            return json.loads(
                text,
                parse_int=_number,
                parse_float=lambda t: _Odd(t, "fraction"),
                parse_constant=lambda t: _Odd(t, "constant"),
                object_pairs_hook=_object,
            )
    except json.JSONDecodeError as exc:
        raise NotJSON(_both("hardening.json.at", line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise NotJSON(_both("hardening.json.deep", most=MOST_NESTING)) from None
    except _Twice as exc:
        raise NotJSON(_both("hardening.json.twice", key=repr(_short(exc.key)))) from None


_WS: Final = re.compile(r"[ \t\n\r]*")


def _skip(text: str, at: int) -> int:
    """Past the JSON white space at ``at``."""
    space = _WS.match(text, at)
    return at if space is None else space.end()


def read_log(text: str) -> Any:
    """A log's JSON text as Python data (as :func:`read_json` reads it), refusing first, before anything is
    parsed, a text larger than any log (:class:`TooBig`) and a JSON list (a log is an object: a list of millions
    of values took seconds to parse only to be refused); and the log's own keys are read one by one, so that a key
    no log has is refused where it is met, before the values after it are parsed.

    >>> read_log("[1, 2, 3]")
    Traceback (most recent call last):
    ...
    hf_core.errors.InvalidLog: Invalid log at $: a log is a JSON object.
    >>> read_log('{"players": ["Ann"], "colour": ' + "[1, " * 10 + "]")
    Traceback (most recent call last):
    ...
    hf_core.errors.InvalidLog: Invalid log at colour: unknown key 'colour' (known: dealer, events, first, format, \
hands, players, redacted_for, requests, rules, seed, stock, version).
    """
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MOST_BYTES:
        raise TooBig(size)
    start = _skip(text, 0)
    first = text[start : start + 1]
    _need(first != "[", "$", "problem.log.object")
    if first != "{":
        return read_json(text)  # a text, a number...: no log, refused by replay (or not JSON)
    try:
        return _read_object(text, start)
    except InvalidLog:
        raise
    except ValueError as exc:  # a number longer than Python reads: the whole text as read_json reads it
        if isinstance(exc, json.JSONDecodeError):
            raise NotJSON(_both("hardening.json.at", line=exc.lineno, column=exc.colno)) from None
        return read_json(text)
    except RecursionError:
        raise NotJSON(_both("hardening.json.deep", most=MOST_NESTING)) from None
    except _Twice as exc:
        raise NotJSON(_both("hardening.json.twice", key=repr(_short(exc.key)))) from None


def _scan(text: str, at: int) -> tuple[Any, int]:
    try:
        return _SCAN(text, at)
    except StopIteration as err:
        raise json.JSONDecodeError("Expecting value", text, err.value) from None


_BOUNDED: Final = frozenset({"rules", "players", "hands", "stock"})
"""The parts of a log that hold a few values (:data:`MOST_VALUES`): read item by item, refused past that many."""


def _read_part(text: str, at: int, key: str) -> tuple[Any, int]:
    """The value of the log's ``key`` at ``at``: a part that holds a few values is read item by item and refused
    once it holds more than any log's; the first of the events is read first, and refused if it is not one (it
    would be, wherever it stood); any other value is read whole, by json's scanner."""
    opening = text[at : at + 1]
    if key == "events" and opening == "[":
        head = _skip(text, at + 1)
        if text[head : head + 1] not in ("]", ""):
            _read_event(_scan(text, head)[0], "events[0]")
    if key not in _BOUNDED or opening not in ("[", "{"):
        return _scan(text, at)
    closing = "]" if opening == "[" else "}"
    items: list[Any] = []
    pairs: list[tuple[str, Any]] = []
    at = _skip(text, at + 1)
    if text[at : at + 1] == closing:
        return (items if opening == "[" else {}), at + 1
    while True:
        if len(items) + len(pairs) >= MOST_VALUES:
            raise InvalidLog("shape", key, problem=_both("hardening.log.too-many", most=MOST_VALUES))
        if opening == "{":
            if text[at : at + 1] != '"':
                raise json.JSONDecodeError("Expecting property name enclosed in double quotes", text, at)
            name, at = _SCAN_STRING(text, at + 1, True)
            at = _skip(text, at)
            if text[at : at + 1] != ":":
                raise json.JSONDecodeError("Expecting ':' delimiter", text, at)
            value, at = _scan(text, _skip(text, at + 1))
            pairs.append((name, value))
        else:
            value, at = _scan(text, at)
            items.append(value)
        at = _skip(text, at)
        end = text[at : at + 1]
        at += 1
        if end == closing:
            return (items if opening == "[" else _object(pairs)), at
        if end != ",":
            raise json.JSONDecodeError("Expecting ',' delimiter", text, at - 1)
        comma, at = at - 1, _skip(text, at)
        if _TRAILING_AT_COMMA and text[at : at + 1] == closing:
            raise json.JSONDecodeError("Illegal trailing comma", text, comma)


def _trailing_comma_at_comma() -> bool:
    """Whether this Python's json places a trailing comma ("[1,]") at the comma (3.13 and later) rather than where a
    value was expected: the log's parts read item by item place it where json does."""
    try:
        json.loads("[1,]")
    except json.JSONDecodeError as exc:
        return exc.pos == 2
    return False


_TRAILING_AT_COMMA: Final = _trailing_comma_at_comma()


_READER: Final = json.JSONDecoder(
    parse_float=lambda t: _Odd(t, "fraction"), parse_constant=lambda t: _Odd(t, "constant"),
    object_pairs_hook=_object,
)
# json's own readers of one value and of one string (in C), which its typing stubs do not name.
_SCAN: Final[Callable[[str, int], tuple[Any, int]]] = vars(_READER)["scan_once"]
_SCAN_STRING: Final[Callable[[str, int, bool], tuple[str, int]]] = vars(json.decoder)["scanstring"]


def _read_object(text: str, at: int) -> dict[str, Any]:
    """The top-level object starting at ``at``, read key by key (as json's own object reader does, with its
    errors), each value by json's scanner; a key that is not a log's is refused as soon as it is read."""
    seen = False
    out: dict[str, Any] = {}
    at = _skip(text, at + 1)
    if text[at : at + 1] == "}":
        at += 1
    else:
        while True:
            if text[at : at + 1] != '"':
                raise json.JSONDecodeError("Expecting property name enclosed in double quotes", text, at)
            key, at = _SCAN_STRING(text, at + 1, True)
            if key not in KEYS:
                _refuse_unknown_keys({key: None}, KEYS, "")
            if key in out:
                raise _Twice(key)
            at = _skip(text, at)
            if text[at : at + 1] != ":":
                raise json.JSONDecodeError("Expecting ':' delimiter", text, at)
            at = _skip(text, at + 1)
            if not seen:  # before the first value is parsed: in Pyodide, deep nesting kills the runtime
                seen = True
                if too_deep(text):
                    raise NotJSON(_both("hardening.json.deep", most=MOST_NESTING))
            out[key], at = _read_part(text, at, key)
            at = _skip(text, at)
            end = text[at : at + 1]
            at += 1
            if end == "}":
                break
            if end != ",":
                raise json.JSONDecodeError("Expecting ',' delimiter", text, at - 1)
            at = _skip(text, at)
    at = _skip(text, at)
    if at != len(text):
        raise json.JSONDecodeError("Extra data", text, at)
    return out


_PLAIN_KEY: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_-]{0,23}")


def _member(where: str, key: object) -> str:
    """The place of ``key`` in the object at ``where``: ``hands.Ann``, or ``hands['']`` for an odd key."""
    text = str(key)
    if _PLAIN_KEY.fullmatch(text):
        return text if where in ("", "$") else f"{where}.{text}"
    return f"{'$' if where == '' else where}[{_short(text)!r}]"


def _digits(value: int) -> int:
    value = abs(value)
    return len(str(value)) if value.bit_length() < 4000 else math.floor(math.log10(value)) + 1


def _odd_value(value: object) -> dict[str, str] | None:
    """What is wrong with one JSON value for a log (None: nothing)."""
    if isinstance(value, _Odd):
        if value.kind == "long":
            return _both("hardening.log.long-number", count=len(value.text.lstrip("-")), most=MOST_DIGITS)
        key = "hardening.log.constant" if value.kind == "constant" else "hardening.log.fraction"
        number = float(value.text) if value.kind == "fraction" else 0.0
        if not math.isfinite(number):
            key = "hardening.log.constant"
        return _both(key, value=_short(value.text))
    if isinstance(value, float):
        key = "hardening.log.fraction" if math.isfinite(value) else "hardening.log.constant"
        return _both(key, value=_short(repr(value)))
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**MOST_DIGITS:
        return _both("hardening.log.long-number", count=_digits(value), most=MOST_DIGITS)
    if isinstance(value, str):
        if len(value) > MOST_CHARS:
            return _both("hardening.log.long-text", count=len(value), most=MOST_CHARS)
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            return _both("hardening.log.surrogate", code=f"U+{ord(value[exc.start]):04X}")
    return None


_JSON_TYPES: Final = (str, int, float, _Odd, type(None), Mapping, list, tuple)
"""What a log read from JSON holds (``bool`` is an ``int``; a tuple is written as a list)."""


def _check_values(log: object, at: str = "$", most: int = MOST_VALUES, depth: int = 0) -> None:
    """Refuse, at its place, any value no log holds (see :func:`_odd_value`), and any Python value that JSON
    cannot hold (a set, bytes, a key that is not text); walks the part of a log at ``at`` (nested ``depth`` levels
    down), refusing it whole once it holds more than ``most`` values (no part of a log that is walked whole does).

    >>> _check_values({"players": ["Ann", {"Ben"}]})
    Traceback (most recent call last):
    ...
    hf_core.errors.InvalidLog: Invalid log at players[1]: a Python value of type set cannot be in a JSON log.
    >>> _check_values(["Ann"] * 2000, "players")
    Traceback (most recent call last):
    ...
    hf_core.errors.InvalidLog: Invalid log at players: more values than a log holds here (at most 1000).
    """
    stack: list[tuple[object, str, int]] = [(log, at, depth)]
    seen = 0
    while stack:
        seen += 1
        if seen > most:
            raise InvalidLog("shape", at, problem=_both("hardening.log.too-many", most=most))
        value, where, depth = stack.pop()
        if depth > MOST_NESTING:
            raise InvalidLog("shape", where, problem=_both("hardening.json.deep", most=MOST_NESTING))
        if not isinstance(value, _JSON_TYPES):
            raise InvalidLog("shape", where, problem=_both("hardening.log.not-json-value", kind=type(value).__name__))
        problem = _odd_value(value)
        if problem is not None:
            raise InvalidLog("shape", where, problem=problem)
        if isinstance(value, (Mapping, list, tuple)) and seen + len(stack) + len(value) > most:
            raise InvalidLog("shape", at, problem=_both("hardening.log.too-many", most=most))
        if isinstance(value, Mapping):
            for key, item in reversed(list(value.items())):
                if not isinstance(key, str):
                    raise InvalidLog("shape", where, problem=_both("hardening.log.key-not-text", key=_short(repr(key))))
                problem = _odd_value(key)
                if problem is not None:
                    raise InvalidLog("shape", where, problem=problem)
                stack.append((item, _member(where, key), depth + 1))
        elif isinstance(value, (list, tuple)):
            stack.extend((item, f"{where}[{i}]", depth + 1) for i, item in reversed(list(enumerate(value))))


def _bools(data: object, where: str = "") -> set[str]:
    """Where ``data`` holds a JSON true or false (``1`` and ``true`` compare equal in Python, not in a log)."""
    if isinstance(data, bool):
        return {where}
    if isinstance(data, Mapping):
        return {p for key, item in data.items() for p in _bools(item, f"{where}.{key}")}
    if isinstance(data, list):
        return {p for i, item in enumerate(data) for p in _bools(item, f"{where}[{i}]")}
    return set()


def _need(cond: bool, where: str, msg_id: str, **values: object) -> None:
    """Unless ``cond``, the log is invalid at ``where``: the problem is the catalogue's message ``msg_id``."""
    if not cond:
        raise InvalidLog("shape", where, problem=Phrase(msg_id, **values))


def replay(log: Mapping[str, Any], game_class: GameClass[G]) -> G:
    """Rebuild a game of ``game_class`` from a log, checking every request and event on the way."""

    # The shape first, then each part's values just before that part is read (each request and event on its
    # own): hostile JSON, millions of values or a part far larger than a log's, is refused without walking it.
    if not isinstance(log, Mapping):
        if not isinstance(log, _JSON_TYPES):
            raise InvalidLog("shape", "$", problem=_both("hardening.log.not-json-value", kind=type(log).__name__))
        problem = _odd_value(log)
        if problem is not None:
            raise InvalidLog("shape", "$", problem=problem)
        _need(False, "$", "problem.log.object")
    odd_keys = [key for key in log.keys() - KEYS if not isinstance(key, str)]
    if odd_keys:
        raise InvalidLog("shape", "$", problem=_both("hardening.log.key-not-text", key=_short(repr(odd_keys[0]))))
    for part in ("format", "version"):
        _check_values(log.get(part), part)
    _need(log.get("format") == FORMAT, "format", "problem.log.expected", value=repr(FORMAT))
    version = log.get("version")
    if type(version) is not int or version != VERSION:  # true and 1.0 equal 1 in Python
        raise InvalidLog("shape", "version", problem=_both(
            "hardening.log.version", version=VERSION, found=_short(_show(version))
        ))
    _need(
        "redacted_for" not in log,
        "redacted_for",
        "problem.log.redacted",
    )
    _refuse_unknown_keys(log, KEYS - {"redacted_for"}, "")
    for part in ("rules", "players", "dealer", "first", "seed", "hands", "stock"):
        _check_values(log.get(part), part)
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
            game = game_class.deal(players, seed=log["seed"], dealer=players.index(dealer), rules=rules)
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
            game = game_class.from_hands(hands, first=first, rules=rules, dealer=dealer, stock=stock)
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
        _check_values(req, here, depth=2)
        if rules.request == "family":
            _replay_family_request(game, req, here)
            continue
        _need(
            isinstance(req, Mapping) and {"asker", "target", "card"} <= set(req),
            here,
            "problem.log.request",
        )
        _refuse_unknown_keys(req, {"asker", "target", "card"}, here)
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
            event = _read_event(data, here)
            if i >= len(derived):
                raise InvalidLog("extra", here, found=_short(_show(data), 120))
            if event != derived[i] or _bools(data) != _bools(derived[i].to_dict()):
                raise InvalidLog(
                    "mismatch", here, found=_short(_show(data), 120), expected=_show(derived[i].to_dict())
                )
        if len(events) < len(derived):
            raise InvalidLog("ended", f"events[{len(events)}]", expected=_show(derived[len(events)].to_dict()))
    return game


def _read_event(data: object, here: str) -> Event:
    """The event written at ``here``, or its refusal (said as it would be wherever the event stood in the log)."""
    _check_values(data, here, depth=2)
    try:
        return event_from_dict(data)  # type: ignore[arg-type]  # (anything else is refused, not an error)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise InvalidLog("shape", here, problem=_event_problem(data, exc)) from None


def _replay_family_request(game: LoggedGame, req: Any, here: str) -> None:
    """One request of a family-requests log: ``{"asker", "target", "family"}``."""
    _need(
        isinstance(req, Mapping) and {"asker", "target", "family"} <= set(req) and isinstance(req["family"], str),
        here,
        "problem.log.family-request",
    )
    _refuse_unknown_keys(req, {"asker", "target", "family"}, here)
    try:
        game.ask(req["asker"], req["target"], req["family"])
    except HappyFamiliesError as exc:
        raise InvalidLog("request", here, reason=exc) from None


def _event_problem(data: object, exc: Exception) -> object:
    """Why ``data`` is not an event, in both languages (never Python's own English)."""
    if isinstance(exc, HappyFamiliesError):
        return exc  # a card label that is not one, told in the reader's language
    if not isinstance(data, Mapping):
        return _both("hardening.log.event-object")
    kind = data.get("type")
    if not isinstance(kind, str) or (kind not in EVENT_TYPES and kind not in VARIANT_EVENT_TYPES):
        return _both("hardening.log.event-type", kind=_short(_show(kind)))
    if isinstance(exc, KeyError) and exc.args:
        return _both("hardening.log.event-key", key=repr(_short(str(exc.args[0]))), kind=kind)
    return _both("hardening.log.event-shape", kind=kind)


def _refuse_unknown_keys(data: Mapping[str, Any], known: set[str] | frozenset[str], here: str) -> None:
    extra = data.keys() - known  # a set difference, in C: an object of many keys costs little
    if extra:
        first = min(map(str, extra))
        raise InvalidLog("shape", _member(here, first), problem=_both(
            "hardening.log.unknown-key", key=repr(_short(first)), known=", ".join(sorted(known))
        ))


def _show(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True)
