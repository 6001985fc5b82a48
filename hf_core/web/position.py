"""A position as the page shows it: seats (with their picture, a view tree), legal requests, what the table
knows, the log and the share link."""

from __future__ import annotations

from typing import Any

from hf_core.cards import Card
from hf_core.game import Game
from hf_core.web import views
from hf_core.web.session import Table
from hf_core.web.setups import share_query
from hf_core.web.steps import labels


def legal(game: Game) -> list[dict[str, Any]]:
    """The requests the player to move may make, by whom they ask: the cards, their pictures and their families."""
    grouped: dict[str, list[Card]] = {}
    for target, card in game.legal_asks():
        if isinstance(card, Card):
            grouped.setdefault(target, []).append(card)
    return [
        {
            "target": t,
            "cards": [str(c) for c in cards],
            "views": [views.card(c) for c in cards],
            "families": [c.family for c in cards],
        }
        for t, cards in grouped.items()
    ]


def knowledge(t: Table, lang: str) -> dict[str, Any]:
    """What the whole table can deduce from the public events (and, for one player's view, what that
    player knows besides, from their own hand)."""
    out: dict[str, Any] = {"facts": t.public.facts(lang), "counts": t.public.counts(), "viewer": None}
    if t.mine is not None:
        public = set(out["facts"])
        out["viewer"] = {"name": t.setup.viewer, "facts": [f for f in t.mine.facts(lang) if f not in public]}
    return out


def state_view(t: Table, lang: str, *, log_from: int = 0) -> dict[str, Any]:
    """The position as the page shows it: seats, legal requests, knowledge, narration, share link.

    ``log`` holds the log's entries from ``log_from`` on (the page keeps the ones it has: a request then
    costs the same at any move), or the whole log if the page's count does not fit (``log_start`` says which).
    """
    game, setup = t.game, t.setup
    viewer = setup.viewer
    seats = []
    for seat, name in enumerate(game.players):
        shown = viewer is None or viewer == name
        seats.append(
            {
                "name": name,
                "seat": seat,
                "count": game.hand_count(name),
                "hand": labels(game.hand(name)) if shown else None,
                "families": list(game.families(name)),
                "dealt_families": t.dealt[name],
                "score": len(game.families(name)),
                "dealer": name == game.dealer,
                "current": name == game.current,
                "bot": name in setup.bots,
            }
        )
    see_legal = viewer is None or viewer == game.current
    start = log_from if 0 <= log_from <= len(t.log) else 0
    view: dict[str, Any] = {
        "lang": lang,
        "setup": setup.to_dict(),
        "players": list(game.players),
        "dealer": game.dealer,
        "first": game.first,
        "current": game.current,
        "over": game.is_over,
        "winners": list(game.winners()) if game.is_over else [],
        "viewer": viewer,
        "seats": seats,
        "legal": legal(game) if see_legal else None,
        "knowledge": knowledge(t, lang),
        "log": t.log[start:],
        "log_start": start,
        "log_count": len(t.log),
        "share": share_query(setup, t.moves),
        "session": t.token,
    }
    view["board"] = views.state_board(lang, view, you=viewer if setup.you else None)
    view["end"] = views.play_end(lang, seats, view["winners"], viewer) if game.is_over else None
    return view
