"""Pass and play: two to six people round one device. Every answer shows at most one hand: the one its owner asked
to see (``show``), and only if it is that player's turn; asking for another player's hand is refused. What the table
has heard (the public events, narrated) and the public counts and families are for everyone. Nothing of the other
hands ever leaves Python, so nothing of them can reach the page.

A game is the same set-up as a shared link of the play page (players, seed, dealer, requests). The page keeps it on
the device, not in its address bar (the set-up names every hand); ``query`` reads such a link
(:func:`hf_core.web.setups.read_share`), which the page offers only between turns and says reveals every hand.
"""

from __future__ import annotations

from typing import Any

from hf_core.cards import HAPPY_FAMILIES, Card
from hf_core.events import Dealt, TurnPassed
from hf_core.game import Game
from hf_core.narrate import narrate
from hf_core.web import views
from hf_core.web.boundary import WebError, facade, join
from hf_core.web.position import legal
from hf_core.web.setups import Setup, check_text, read_setup, read_share, replay, share_query
from hf_core.words import say

__all__ = ["pass_ask", "pass_state"]

MAX_LOG = 12
"""How many of the last sentences the page keeps in view; the ones before are folded (``said_before``)."""


def _setup(data: dict[str, Any]) -> Setup:
    query = data.get("query")
    if query is not None:
        if not isinstance(query, str):
            raise WebError("field", "query", name="query")
        return read_share(query)
    if "players" in data and isinstance(data["players"], list) and len(data["players"]) < 2:
        raise WebError("field", "players", name="players")
    return read_setup({k: data[k] for k in ("players", "seed", "dealer", "requests") if k in data})


def _seat(game: Game, name: str, lang: str, shown: bool) -> views.Node:
    count = game.hand_count(name)
    fams = list(game.families(name))
    head: list[Any] = ["p", {"class": "hf-seat__head"}, ["span", {"class": "hf-seat__name"}, name]]
    if game.current == name:
        head += [" ", ["span", {"class": "hf-seat__turn"}, say("widget.turn", lang)]]
    if game.dealer == name:
        head += [" ", ["span", {"class": "hf-badge"}, say("widget.dealer", lang)]]
    cards = say("widget.card", lang) if count == 1 else say("widget.cards", lang, n=count)
    head += [" ", ["span", {"class": "hf-seat__count"}, cards if count else say("widget.no-cards", lang)]]
    body: list[views.Node] = [head]
    if shown and count:
        body.append(["span", {"class": "hf-hand", "data-hf-hand": name},
                     *(views.card(c) for c in sorted(game.hand(name)))])
    line = say("widget.families", lang, families=", ".join(fams)) if fams else ""
    apart: list[views.Node] = [line, *views.apart()] if line else []
    body.append(["p", {"class": "hf-learn__fams"}, *apart, ["strong", {}, say("widget.score", lang, n=len(fams))]])
    classes = "hf-seat hf-learn__seat" + (" is-current" if game.current == name else "")
    return ["div", {"class": classes, "data-player": name, "data-count": str(count), "data-families": " ".join(fams)},
            *body]


def _hand(game: Game, show: str | None, lang: str) -> str | None:
    """The shown hand as one line of text ("Your hand: A2, A3, C1"), for whoever reads it by ear or by eye."""
    if show is None or show != game.current:
        return None
    cards = ", ".join(str(c) for c in sorted(game.hand(show)))
    return say("pass.your-hand", lang, cards=cards) if cards else say("pass.your-hand-empty", lang)


def _ask_rows(game: Game, show: str | None, lang: str) -> list[dict[str, Any]] | None:
    """What the player to move may ask for, family by family (the families they hold, in order): every member of the
    family, each either one they may ask for or one they hold already (marked so, and not offered)."""
    if show is None or show != game.current or game.is_over:
        return None
    mine = {str(c) for c in game.hand(show)}
    offered = {str(c) for _, c in game.legal_asks() if isinstance(c, Card)}
    held = say("pass.held", lang)
    rows: list[dict[str, Any]] = []
    for family in sorted({label[0] for label in mine}):
        cards: list[dict[str, Any]] = []
        for member in range(1, HAPPY_FAMILIES.members + 1):
            label = f"{family}{member}"
            if label in mine:
                cards.append({"label": label, "held": True, "view": views.card(label, small=True),
                              "name": f"{label}, {held}"})
            elif label in offered:
                cards.append({"label": label, "held": False, "name": say("pass.request", lang, card=label)})
        rows.append({"family": family, "name": say("pass.family", lang, family=family), "cards": cards})
    return rows


def _said(game: Game, lang: str) -> list[str]:
    return [
        narrate(e, lang, players=game.players)
        for e in game.events
        if not isinstance(e, Dealt) and not (isinstance(e, TurnPassed) and e.reason == "turn.first")
    ]


def view(setup: Setup, game: Game, show: str | None, lang: str) -> dict[str, Any]:
    """The table as everyone may see it, with ``show``'s hand (and requests, on their turn) if ``show`` is set."""
    said = _said(game, lang)
    winners = list(game.winners()) if game.is_over else []
    out: dict[str, Any] = {
        "players": list(game.players),
        "current": game.current,
        "over": game.is_over,
        "winners": winners,
        "show": show,
        "seats": [{"name": p, "count": game.hand_count(p), "score": len(game.families(p))} for p in game.players],
        "board": views.table(_seat(game, p, lang, p == show) for p in game.players),
        "said": said[-MAX_LOG:],
        "said_before": said[:-MAX_LOG],
        "legal": legal(game) if show is not None and show == game.current else None,
        "hand": _hand(game, show, lang),
        "ask": _ask_rows(game, show, lang),
        "requests": [list(r) for r in setup.requests],
        "share": share_query(setup),
    }
    if game.is_over:
        best = max(len(game.families(p)) for p in game.players)
        out["result"] = (
            say("pass.tie", lang, names=join(winners, lang), n=best)
            if len(winners) > 1
            else say("pass.win", lang, name=winners[0], n=best)
        )
    return out


def _pass_state(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The table of a pass-and-play game; ``show`` (null, or the name of the player whose turn it is) is the one hand
    to show: any other player's name is refused (``pass-not-turn``, or ``pass-over`` once the game is over)."""
    setup = _setup(data)
    game = replay(setup)
    show = check_text(data, "show")
    if show is not None and show not in game.players:
        raise WebError("viewer", "show", viewer=show)
    if show is not None and game.is_over:
        raise WebError("pass-over", "show")
    if show is not None and show != game.current:
        # Only the player whose turn it is may look: a page (or anyone with the game's set-up) asking for another
        # player's hand gets no hand, only this refusal.
        raise WebError("pass-not-turn", "show", name=show)
    return {"ok": True, "setup": setup.to_dict(), "state": view(setup, game, show, lang)}


def _pass_ask(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The player whose hand is shown (and whose turn it is) asks ``target`` for ``card``. The answer hides every
    hand again and says whom to pass the device to (``pass_to``: whose turn it is now, or null at the end)."""
    from dataclasses import replace

    from hf_core.errors import IllegalAsk
    from hf_core.rules import rule_title, rule_url

    setup = _setup(data)
    game = replay(setup)
    asker = check_text(data, "show") or ""
    target = check_text(data, "target") or ""
    card = check_text(data, "card") or ""
    start = len(game.events)
    try:
        game.ask(asker, target, card)
    except IllegalAsk as exc:
        return {"ok": False, "refusal": {"rule": exc.rule, "title": rule_title(exc.rule, lang),
                                         "message": exc.message(lang), "url": rule_url(exc.rule, lang)}}
    setup = replace(setup, requests=(*setup.requests, (asker, target, str(game.requests[-1][2]))))
    told = [narrate(e, lang, players=game.players) for e in game.events[start:]]
    again = game.current == asker
    return {
        "ok": True,
        "setup": setup.to_dict(),
        "result": {"said": told, "again": again},
        "pass_to": game.current,
        "state": view(setup, game, None, lang),
    }


pass_state = facade(_pass_state)
pass_ask = facade(_pass_ask)
