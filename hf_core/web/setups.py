"""Set-ups: everything that rebuilds one position (players, seed or named deal, dealer, requests), read from a
request or from a shared link's query, each field checked with a refusal in the reader's language.

>>> read_share("?players=Ann,Ben&seed=7&dealer=0").players
('Ann', 'Ben')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Final

from hf_core.cards import Card
from hf_core.errors import HappyFamiliesError
from hf_core.game import Game
from hf_core.scenarios import WORKED_EXAMPLE, WORKED_EXAMPLE_DEALER
from hf_core.web.boundary import WebError, show

MAX_QUERY_CHARS: Final = 4_000
MAX_NAME_CHARS: Final = 20
MAX_SEED: Final = (1 << 64) - 1
MAX_REQUESTS: Final = 2_000
DEFAULT_PLAYERS: Final = ("Alice", "Ben", "Cara")
DEFAULT_SEED: Final = 2026
SHARE_VERSION: Final = "1"
NAMED_DEALS: Final = ("worked-example",)

_NAME_RE = re.compile(r"^[^\x00-\x1f\x7f,<>&\"'`\\]+$")
_DIGITS_RE = re.compile(r"^[0-9]{1,20}$")
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})  # control, format (bidi, zero-width), surrogates...
_SHARE_REQUEST_RE = re.compile(r"^([0-5])([A-Za-z0-9][1-9])$")


@dataclass(frozen=True)
class Setup:
    """Everything that rebuilds one position: the table, the deal, and the requests accepted so far."""

    players: tuple[str, ...] = DEFAULT_PLAYERS
    seed: int | None = DEFAULT_SEED
    deal: str | None = None  # a named deal instead of a seed
    dealer: int = 0
    requests: tuple[tuple[str, str, str], ...] = ()
    viewer: str | None = None
    bots: tuple[str, ...] = field(default=())
    you: bool = False  # the viewer is the reader (the play page marks that seat "you")
    hints: int = 0  # how many hints the reader has asked for in this game (hf_core.web.hint)

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "seed": None if self.seed is None else str(self.seed),
            "deal": self.deal,
            "dealer": self.players[self.dealer],
            "requests": [list(r) for r in self.requests],
            "viewer": self.viewer,
            "bots": list(self.bots),
            "you": self.you,
            "hints": self.hints,
        }


def worked_setup() -> Setup:
    players = tuple(WORKED_EXAMPLE)
    return Setup(players=players, seed=None, deal="worked-example", dealer=players.index(WORKED_EXAMPLE_DEALER))


def check_names(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > 50:
        raise WebError("players-type", "players")
    names: list[str] = []
    for n, name in enumerate(value, start=1):
        if not isinstance(name, str):
            raise WebError("name-type", "players", n=n)
        name = name.strip()
        if name and not _NAME_RE.match(name):
            raise WebError("name-chars", "players", n=n)
        if any(unicodedata.category(ch) in _HIDDEN for ch in name):
            raise WebError("name-invisible", "players", n=n)
        if len(name) > MAX_NAME_CHARS:
            raise WebError("name-long", "players", n=n, limit=MAX_NAME_CHARS)
        names.append(name)
    return tuple(names)


def check_seed(value: object) -> int:
    if isinstance(value, bool):
        raise WebError("seed", "seed", seed=show(value))
    if isinstance(value, int):
        seed = value
    elif isinstance(value, str) and _DIGITS_RE.match(value.strip()):
        seed = int(value.strip())
    else:
        raise WebError("seed", "seed", seed=show(value))
    if not 0 <= seed <= MAX_SEED:
        raise WebError("seed", "seed", seed=show(value))
    return seed


def check_dealer(value: object, players: tuple[str, ...]) -> int:
    if isinstance(value, str) and value in players:
        return players.index(value)
    if isinstance(value, str) and re.fullmatch(r"[0-9]{1,2}", value.strip()):
        value = int(value.strip())
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(players):
        return value
    raise WebError("dealer", "dealer", high=max(len(players) - 1, 0), dealer=show(value))


def check_text(data: Mapping[str, Any], key: str, default: str | None = None) -> str | None:
    value = data.get(key, default)
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 100:
        raise WebError("field", key, name=key)
    return value


def read_requests(value: object) -> tuple[tuple[str, str, str], ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise WebError("requests-type", "requests")
    if len(value) > MAX_REQUESTS:
        raise WebError("too-many", "requests", count=len(value), limit=MAX_REQUESTS)
    out: list[tuple[str, str, str]] = []
    for n, item in enumerate(value, start=1):
        parts: object = item
        if isinstance(item, dict):
            parts = [item.get("asker"), item.get("target"), item.get("card")]
        if not (
            isinstance(parts, list) and len(parts) == 3 and all(isinstance(p, str) and len(p) <= 40 for p in parts)
        ):
            raise WebError("request-shape", "requests", n=n)
        out.append((parts[0], parts[1], parts[2]))
    return tuple(out)


def read_setup(data: Mapping[str, Any], *, requests: bool = True) -> Setup:
    """The set-up a request describes (defaults: three players, a fixed seed, the first player deals); without
    its requests if ``requests`` is false (the caller has them already)."""
    deal = data.get("deal")
    if deal is not None:
        if deal not in NAMED_DEALS:
            raise WebError("deal", "deal", deal=show(deal), known=", ".join(NAMED_DEALS))
        base = worked_setup()
        players = base.players
        seed: int | None = None
        dealer = base.dealer if data.get("dealer") is None else check_dealer(data["dealer"], players)
    else:
        players = check_names(data["players"]) if "players" in data else DEFAULT_PLAYERS
        seed = check_seed(data["seed"]) if data.get("seed") is not None else DEFAULT_SEED
        dealer = 0 if data.get("dealer") is None else check_dealer(data["dealer"], players)
    viewer = data.get("viewer")
    if viewer is not None and (not isinstance(viewer, str) or viewer not in players):
        raise WebError("viewer", "viewer", viewer=show(viewer))
    bots_value = data.get("bots") or []
    if not isinstance(bots_value, list) or not all(isinstance(b, str) and b in players for b in bots_value):
        raise WebError("viewer", "bots", viewer=show(bots_value))
    bots = tuple(p for p in players if p in bots_value)
    return Setup(
        players=players,
        seed=seed,
        deal=deal,
        dealer=dealer,
        requests=read_requests(data.get("requests")) if requests else (),
        viewer=viewer,
        bots=bots,
        you=data.get("you") is True and viewer is not None,
        hints=check_hints(data.get("hints", 0)),
    )


def check_hints(value: object) -> int:
    """The count of hints used: a whole number from 0 to :data:`MAX_REQUESTS` (one hint a request at most)."""
    if type(value) is not int or not 0 <= value <= MAX_REQUESTS:
        raise WebError("hints", "hints", high=MAX_REQUESTS)
    return value


def start_game(setup: Setup) -> Game:
    if setup.deal == "worked-example":
        hands = {name: WORKED_EXAMPLE[name] for name in setup.players}
        return Game.from_hands(hands, dealer=setup.players[setup.dealer])
    return Game.deal(list(setup.players), seed=setup.seed, dealer=setup.dealer)


def replay(setup: Setup) -> Game:
    game = start_game(setup)
    for n, (asker, target, card) in enumerate(setup.requests, start=1):
        try:
            game.ask(asker, target, card)
        except HappyFamiliesError as exc:
            raise WebError("replay", "requests", n=n, asker=asker, target=target, card=card, reason=exc) from None
    return game


def share_move(setup: Setup, target: str, card: str) -> str:
    """One request as a share link writes it: the seat asked and the card (``1A3``)."""
    return f"{setup.players.index(target)}{Card.parse(card)}"


def share_query(setup: Setup, moves: list[str] | None = None) -> str:
    """The query string (without ``?``) that :func:`parse_share` reads back into ``setup`` (``moves``: its
    requests as :func:`share_move` writes them, if the caller kept them)."""
    params: list[tuple[str, str]] = [("v", SHARE_VERSION)]
    if setup.deal is not None:
        params.append(("deal", setup.deal))
    else:
        params.append(("players", ",".join(setup.players)))
        params.append(("seed", str(setup.seed)))
    params.append(("dealer", str(setup.dealer)))
    if setup.requests:
        if moves is None:
            moves = [share_move(setup, t, c) for _, t, c in setup.requests]
        params.append(("r", "-".join(moves)))
    if setup.viewer is not None:
        params.append(("view", str(setup.players.index(setup.viewer))))
    if setup.bots:
        params.append(("bots", ",".join(str(setup.players.index(b)) for b in setup.bots)))
    if setup.hints:
        params.append(("h", str(setup.hints)))
    import urllib.parse  # imported on first use (about 60 ms under Pyodide)

    return urllib.parse.urlencode(params, safe=",-")


SHARE_KEYS: Final = ("v", "deal", "players", "seed", "dealer", "r", "view", "bots", "h")


def read_share(query: str) -> Setup:
    if len(query) > MAX_QUERY_CHARS:
        raise WebError("query-long", size=len(query), limit=MAX_QUERY_CHARS)
    query = query.lstrip("?#")
    try:
        import urllib.parse

        pairs = urllib.parse.parse_qsl(query, keep_blank_values=True, strict_parsing=False, max_num_fields=20)
    except ValueError:
        raise WebError("query-fields", limit=20) from None
    params: dict[str, str] = {}
    for key, value in pairs:
        if key not in SHARE_KEYS:
            raise WebError("query-key", key=show(key))
        if key in params:
            raise WebError("query-twice", key=key)
        params[key] = value
    if params.get("v", SHARE_VERSION) != SHARE_VERSION:
        raise WebError("query-version", version=show(params["v"]))
    data: dict[str, Any] = {}
    if "deal" in params:
        data["deal"] = params["deal"]
    if "players" in params:
        data["players"] = params["players"].split(",")
    if "seed" in params:
        data["seed"] = params["seed"]
    if "dealer" in params:
        data["dealer"] = params["dealer"]
    base = read_setup(data)
    players = base.players
    if "view" in params:
        seat = params["view"]
        if not (re.fullmatch(r"[0-9]", seat) and int(seat) < len(players)):
            raise WebError("viewer", viewer=show(seat))
        data["viewer"] = players[int(seat)]
    if params.get("bots"):
        seats = params["bots"].split(",")
        if not all(re.fullmatch(r"[0-9]", s) and int(s) < len(players) for s in seats):
            raise WebError("query-bots", text=show(params["bots"]))
        data["bots"] = [players[int(s)] for s in seats]
    if "h" in params:
        if not re.fullmatch(r"[0-9]{1,4}", params["h"]):
            raise WebError("hints", "hints", high=MAX_REQUESTS)
        data["hints"] = int(params["h"])
    setup = read_setup(data)
    requests: list[tuple[str, str, str]] = []
    if params.get("r"):
        items = params["r"].split("-")
        if len(items) > MAX_REQUESTS:
            raise WebError("too-many", count=len(items), limit=MAX_REQUESTS)
        game = start_game(setup)
        for n, item in enumerate(items, start=1):
            match = _SHARE_REQUEST_RE.match(item)
            if match is None:
                raise WebError("query-request", n=n, text=show(item))
            target_seat = int(match.group(1))
            if target_seat >= len(players):
                raise WebError("query-seat", n=n, seat=target_seat, count=len(players))
            asker = game.current or players[0]
            target, card = players[target_seat], match.group(2).upper()
            try:
                game.ask(asker, target, card)
            except HappyFamiliesError as exc:
                raise WebError("replay", "requests", n=n, asker=asker, target=target, card=card, reason=exc) from None
            requests.append((asker, target, card))
    return replace(setup, requests=tuple(requests))
