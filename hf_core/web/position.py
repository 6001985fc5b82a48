"""A position as the page shows it: seats (with their picture, a view tree), legal requests, what the table
knows, the log and the share link."""

from __future__ import annotations

from typing import Any

from hf_core.events import Exposed
from hf_core.game import Game
from hf_core.narrate import narrate
from hf_core.web import views
from hf_core.web.setups import Setup, share_query
from hf_core.web.steps import labels


def legal(game: Game) -> list[dict[str, Any]]:
    grouped: dict[str, list[str]] = {}
    for target, card in game.legal_asks():
        grouped.setdefault(target, []).append(str(card))
    return [{"target": t, "cards": cards, "views": [views.card(c) for c in cards]} for t, cards in grouped.items()]


def knowledge(game: Game, viewer: str | None, lang: str) -> dict[str, Any]:
    """What the whole table can deduce from the public events (and, for one player's view, what that
    player knows besides, from their own hand)."""
    from hf_core.knowledge import Knowledge  # imported on first use: the first page load stays quick

    known = Knowledge.from_events(game.players, game.rules, game.events)
    out: dict[str, Any] = {
        "facts": known.facts(lang),
        "counts": known.counts(),
        "viewer": None,
    }
    if viewer is not None:
        mine = known.view(viewer, game.hand(viewer))
        public = set(out["facts"])
        out["viewer"] = {"name": viewer, "facts": [f for f in mine.facts(lang) if f not in public]}
    return out


def state_view(game: Game, setup: Setup, lang: str) -> dict[str, Any]:
    """The position as the page shows it: seats, legal requests, knowledge, narration, share link."""
    viewer = setup.viewer
    dealt = {p: [] for p in game.players}  # type: dict[str, list[str]]
    for event in game.events:
        if isinstance(event, Exposed) and event.from_deal:
            dealt[event.player].append(event.family)
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
                "dealt_families": dealt[name],
                "score": len(game.families(name)),
                "dealer": name == game.dealer,
                "current": name == game.current,
                "bot": name in setup.bots,
            }
        )
    see_legal = viewer is None or viewer == game.current
    log = [{"type": event.type, "text": narrate(event, lang, players=game.players)} for event in game.events]
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
        "knowledge": knowledge(game, viewer, lang),
        "log": log,
        "share": share_query(setup),
    }
    view["board"] = views.state_board(lang, view, you=viewer if setup.you else None)
    return view
