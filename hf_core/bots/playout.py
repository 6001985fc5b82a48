"""Whole games between computer players: :func:`next_request`, :func:`play_out` (the fast path, which gives
the careful players what :func:`observe` gives without the copies) and the tallies of many games
(:func:`tally_games`, :func:`add_tallies`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from hf_core.bots.chances import _careful
from hf_core.bots.players import RandomBot, SmartBot, StrongBot, make_bot
from hf_core.bots.view import Bot, _Seat, observe
from hf_core.game import Game, Wanted, _clockwise, legal_parts
from hf_core.knowledge import Knowledge
from hf_core.rules import Rules

__all__ = ["add_tallies", "next_request", "play_out", "tally_games"]


def next_request(game: Game, bot: Bot) -> tuple[str, Wanted]:
    """The request ``bot`` makes for the current player of ``game`` (the bot sees only :func:`observe`)."""
    current = game.current
    if current is None:
        raise ValueError("the game is over")
    return bot.choose(observe(game, current))


def play_out(game: Game, bots: Mapping[str, Bot], max_requests: int = 100_000) -> Game:
    """Let ``bots`` (one per player who will still ask) play ``game`` to the end; returns the same game.

    Raises ``RuntimeError`` if the game is not over after ``max_requests`` requests.
    """
    players = game.players
    simple = not game.rules.has_stock and game.rules.request == "card"
    ix = game._ix
    cards = ix.cards
    wanted_of = ix.wanted
    after = _clockwise(len(players))
    ask_card = game._ask_card
    public: Knowledge | None = None
    views: dict[int, Knowledge] = {}
    seen: dict[int, _Seat] = {}
    for _ in range(max_requests):
        seat = game._current
        if seat is None:
            return game
        current = players[seat]
        bot = bots[current]
        kind = type(bot)
        # The computer players of this module get what observe() gives (the public events, their own hand,
        # the hand counts) in the engine's own form, without the copies an Observation makes: the same choices.
        if kind is RandomBot and simple:
            # RandomBot._pick over legal_parts(), from the masks: the targets (clockwise, with cards) and the
            # wanted cards (pack order); pick i is target i // w and the (i % w)-th wanted card. The request is
            # legal by construction, so Game._ask_card takes it without the checks of Game.ask.
            hands = game._hands
            wanted = wanted_of(hands[seat])
            targets = [s for s in after[seat] if hands[s]]
            w = wanted.bit_count()
            i = cast(RandomBot, bot).rng.randrange(len(targets) * w)
            for _ in range(i % w):
                wanted &= wanted - 1  # drop the lowest wanted card
            n = (wanted & -wanted).bit_length() - 1
            ask_card(seat, targets[i // w], cards[n], n)
            continue
        if kind is RandomBot:
            hands = game._hands
            parts = legal_parts(game._ix, game.rules, players, seat, hands[seat], hands)
            target, card = cast(RandomBot, bot)._pick(*parts)
        elif (kind is SmartBot or kind is StrongBot) and simple:
            # One public fold for the whole table, each careful player's own dealt hand applied at its turn
            # (Knowledge._seen_from): the same deductions as each player folding every event itself.
            hands = game._hands
            events = game._events
            if public is None:
                public = Knowledge.start(players, game.rules)
            if len(public._events) < len(events):
                for event in events[len(public._events) :]:
                    public.update(event)
                # the families whose facts changed, for each player's next solve (None: all of them)
                touched = public._touched
                for other in views.values():
                    if touched is None:
                        other._touched = None
                    elif other._touched is not None:
                        other._touched |= touched
                public._touched = set()
            k = views[seat] = public._seen_from(seat, game._initial[seat], views.get(seat))
            view = seen.get(seat)
            if view is None:
                view = seen[seat] = _Seat(current, players, game.rules, seat, 0, ())
            view.mine, view.counts, view._parts = hands[seat], [h.bit_count() for h in hands], None
            if kind is SmartBot:
                found = _careful(view, k, cast(SmartBot, bot).rng)
                if found is not None:
                    # SmartBot._best's choice, in the engine's numbers: a target with cards and a card of a
                    # family the asker holds, not theirs (legal by construction), so Game._ask_card takes it as
                    # it is; the reference path (Game.ask, every rule checked) plays the same games (the tests)
                    ask_card(seat, found[0], cards[found[1]], found[1])
                    continue
            target, card, _ = cast(SmartBot, bot)._best(view, k)
        else:
            game.ask(current, *bot.choose(observe(game, current)))
            continue
        if simple:  # Game.ask without its AskResult (nobody reads it here); every rule is checked the same
            game._ask_card(*game._check_ask(current, target, card))
        else:
            game.ask(current, target, card)
    if game.is_over:
        return game
    raise RuntimeError(f"the game did not end within {max_requests} requests")


def tally_games(
    kinds: Sequence[str],
    games: int,
    first_seed: int = 0,
    rules: Rules | None = None,
) -> dict[str, Any]:
    """Play ``games`` complete games between computer players of ``kinds`` (one per seat, seat 0 deals and
    seat 1 begins), deals ``first_seed``, ``first_seed + 1``, ...; count wins by seat and by kind.

    A shared win counts as a fraction (a two-way tie gives each winner half a win), so wins add up to the
    number of games. The result is JSON-ready and depends only on the arguments, so the page can play a few
    hundred games at a time and add the tallies up (:func:`add_tallies`), and a CPython run with the same
    seeds gives the same numbers::

        {"games": 3, "kinds": [...], "first_seed": 0, "wins": [seat...], "families": [seat...],
         "by_kind": {kind: {"seats": n, "wins": w}}, "requests": total requests}

    >>> t = tally_games(["smart", "random", "random", "random"], 3)
    >>> t["games"], round(sum(t["wins"]), 6), sum(t["families"])
    (3, 3.0, 33)
    """
    names = [f"P{i}" for i in range(len(kinds))]
    wins = [0.0] * len(kinds)
    families = [0] * len(kinds)
    requests = 0
    for i in range(games):
        seed = first_seed + i
        game = Game.deal(names, seed=seed, dealer=0, rules=rules)
        bots: dict[str, Bot] = {
            name: make_bot(kind, f"{seed}:{name}") for name, kind in zip(names, kinds, strict=True)
        }
        play_out(game, bots)
        winners = game.winners()
        scores = game.scores()
        for seat, name in enumerate(names):
            families[seat] += scores[name]
            if name in winners:
                wins[seat] += 1 / len(winners)
        requests += len(game.requests)
    by_kind: dict[str, dict[str, float]] = {}
    for seat, kind in enumerate(kinds):
        entry = by_kind.setdefault(kind, {"seats": 0, "wins": 0.0})
        entry["seats"] += 1
        entry["wins"] += wins[seat]
    return {
        "games": games,
        "kinds": list(kinds),
        "first_seed": first_seed,
        "wins": wins,
        "families": families,
        "by_kind": by_kind,
        "requests": requests,
    }


def add_tallies(a: Mapping[str, Any], b: Mapping[str, Any]) -> dict[str, Any]:
    """Two tallies of :func:`tally_games` with the same kinds, added (the page plays in batches).

    >>> kinds = ["random", "random"]
    >>> whole = tally_games(kinds, 4)
    >>> add_tallies(tally_games(kinds, 2), tally_games(kinds, 2, first_seed=2)) == whole
    True
    """
    if list(a["kinds"]) != list(b["kinds"]):
        raise ValueError("only tallies of the same players add up")
    by_kind = {k: dict(v) for k, v in a["by_kind"].items()}
    for kind, entry in b["by_kind"].items():
        by_kind[kind]["wins"] += entry["wins"]
    return {
        "games": a["games"] + b["games"],
        "kinds": list(a["kinds"]),
        "first_seed": min(a["first_seed"], b["first_seed"]),
        "wins": [x + y for x, y in zip(a["wins"], b["wins"], strict=True)],
        "families": [x + y for x, y in zip(a["families"], b["families"], strict=True)],
        "by_kind": by_kind,
        "requests": a["requests"] + b["requests"],
    }
