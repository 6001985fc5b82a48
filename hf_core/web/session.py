"""The worker keeps the game: a few tables kept between calls, so that a request costs the same at the first move
and the two-hundredth.

Each answer names its table (``session``, a token made from the position, so the same position has the same
token in any worker); the page sends it back with the whole state. If the token names a kept table at the very
position the page describes, the next move is played on it and what the table knows is folded one event
further, without reading the requests again; anything else (a reload, a shared link, an undo, an unknown or
stale token) rebuilds the table from the state sent, exactly as before, and the answer is the same either
way. Share links still carry the whole state.

>>> first = table({"deal": "worked-example"}, "en")
>>> table({"deal": "worked-example", "session": first.token}, "en") is first
True
>>> table({"deal": "worked-example", "session": "nonsense"}, "en") is first  # rebuilt from the state sent
False
"""

from __future__ import annotations

import zlib
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Final

from hf_core.events import Exposed
from hf_core.game import Game
from hf_core.narrate import narrate
from hf_core.web.setups import Setup, read_setup, replay, share_move, share_query

if TYPE_CHECKING:
    from hf_core.knowledge import Knowledge

MAX_TABLES: Final = 8

@dataclass
class Table:
    """One game kept between calls, with what the table (and the viewer) knows and the log, narrated once."""

    setup: Setup
    lang: str
    game: Game
    public: Knowledge
    mine: Knowledge | None
    log: list[dict[str, str]] = field(default_factory=list)
    dealt: dict[str, list[str]] = field(default_factory=dict)  # families laid down straight from the deal
    moves: list[str] = field(default_factory=list)  # the requests as a share link writes them
    token: str = ""


_tables: OrderedDict[str, Table] = OrderedDict()


def _token(t: Table) -> str:
    """The table's name: its position (the share link, which the viewer is part of), its language."""
    return f"{len(t.setup.requests)}-{zlib.crc32(f'{t.lang}?{share_query(t.setup, t.moves)}'.encode()):08x}"


def _build(setup: Setup, lang: str) -> Table:
    from hf_core.knowledge import Knowledge  # imported on first use: the first page load stays quick

    game = replay(setup)
    public = Knowledge.from_events(game.players, game.rules, game.events)
    mine = None
    if setup.viewer is not None:
        mine = Knowledge.start(game.players, game.rules, viewer=setup.viewer,
                               dealt_hand=game.initial_hand(setup.viewer))
        for event in game.events:
            mine.update(event)
    log = [{"type": e.type, "text": narrate(e, lang, players=game.players)} for e in game.events]
    dealt: dict[str, list[str]] = {p: [] for p in game.players}
    for event in game.events:
        if isinstance(event, Exposed) and event.from_deal:
            dealt[event.player].append(event.family)
    setup = replace(setup, requests=tuple((a, t, str(c)) for a, t, c in game.requests))
    moves = [share_move(setup, t, c) for _, t, c in setup.requests]
    return Table(setup, lang, game, public, mine, log, dealt, moves)


def _keep(t: Table) -> Table:
    _tables.pop(t.token, None)
    t.token = _token(t)
    _tables[t.token] = t
    while len(_tables) > MAX_TABLES:
        _tables.popitem(last=False)
    return t


def _same_game(a: Setup, b: Setup) -> bool:
    return (a.players, a.seed, a.deal, a.dealer, a.viewer) == (b.players, b.seed, b.deal, b.dealer, b.viewer)


def table(data: Mapping[str, Any], lang: str) -> Table:
    """The table a request describes: the kept one its ``session`` token names, if that is at the position the
    request describes (same game and viewer, as many requests, the same last one), else rebuilt from it."""
    token = data.get("session")
    kept = _tables.get(token) if isinstance(token, str) else None
    if kept is not None and kept.lang == lang:
        base = read_setup(data, requests=False)
        sent = data.get("requests") or []
        last = sent[-1] if isinstance(sent, list) and sent else None
        ours = kept.setup.requests
        if (
            _same_game(base, kept.setup)
            and isinstance(sent, list)
            and len(sent) == len(ours)
            and (last is None or (isinstance(last, list) and tuple(last) == ours[-1]))
        ):
            kept.setup = replace(base, requests=ours)
            _tables.move_to_end(kept.token)
            return kept
    return build(read_setup(data), lang)


def build(setup: Setup, lang: str) -> Table:
    """A new table for ``setup`` (replayed, folded and narrated once), kept for the next request."""
    return _keep(_build(setup, lang))


def play(t: Table, asker: str, target: str, card: str) -> None:
    """Make one request on the kept game (raises what :meth:`Game.ask` raises, leaving the table as it was)."""
    start = len(t.game.events)
    t.game.ask(asker, target, card)
    for event in t.game.events[start:]:
        t.public.update(event)
        if t.mine is not None:
            t.mine.update(event)
        t.log.append({"type": event.type, "text": narrate(event, t.lang, players=t.game.players)})
    done = t.game.requests[-1]
    t.moves.append(share_move(t.setup, done[1], str(done[2])))
    t.setup = replace(t.setup, requests=(*t.setup.requests, (done[0], done[1], str(done[2]))))
    _keep(t)
