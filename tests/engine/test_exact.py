"""Exact public knowledge, checked against brute force: on packs small enough to list every deal, a card is
"certainly with X" exactly when every deal consistent with the public record puts it with X, and "cannot be
with X" exactly when none does (also for one player's own view, their dealt hand added).

A deal is consistent with the record after n events when the same requests, made from that deal, give the
same first n events (a request that deal would make illegal ends the match)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from hf_core import Card, Game, Pack, Rules
from hf_core.bots import RandomBot, SmartBot, observe
from hf_core.errors import IllegalAsk
from hf_core.events import Event, Exposed, Given
from hf_core.knowledge import Knowledge

TINY = (
    Rules(pack=Pack("tiny-3x3", tuple("ABC"), 3)),
    Rules(pack=Pack("tiny-3x4", tuple("ABC"), 4)),
    Rules(pack=Pack("tiny-4x2", tuple("ABCD"), 2)),
)
NAMES = ("Ann", "Ben", "Cara")


def fewer(n: int) -> settings:
    """``n`` examples with the thorough profile (200), proportionally fewer with a lighter one (Pyodide)."""
    return settings(max_examples=max(3, n * settings().max_examples // 200), deadline=None)


def splits(cards: list[Card], counts: list[int]) -> Iterator[list[list[Card]]]:
    """Every way to deal ``cards`` into hands of ``counts`` cards."""
    if len(counts) == 1:
        yield [list(cards)]
        return
    for chosen in combinations(cards, counts[0]):
        rest = [c for c in cards if c not in chosen]
        for tail in splits(rest, counts[1:]):
            yield [list(chosen), *tail]


def hands_along(game: Game) -> list[dict[str, frozenset[Card]]]:
    """The hands after each event (index i: after the first i + 1 events)."""
    hands = {p: set(game.initial_hand(p)) for p in game.players}
    out = []
    for event in game.events:
        if isinstance(event, Given):
            hands[event.giver].remove(event.card)
            hands[event.receiver].add(event.card)
        elif isinstance(event, Exposed):
            hands[event.player] -= set(game.rules.pack.family_cards(event.family))
        out.append({p: frozenset(h) for p, h in hands.items()})
    return out


def common_prefix(real: tuple[Event, ...], game: Game, requests: tuple[tuple[str, str, object], ...]) -> int:
    """How many of the ``real`` events the same requests reproduce from another deal (an illegal request or
    a different answer ends the match)."""
    for asker, target, card in requests:
        if game.events != real[: len(game.events)]:
            break
        try:
            game.ask(asker, target, card)  # type: ignore[arg-type]
        except IllegalAsk:
            break
    n = 0
    for a, b in zip(game.events, real, strict=False):
        if a != b:
            break
        n += 1
    return n


def brute_force(game: Game, viewer: str | None) -> list[dict[Card, int]]:
    """For each cut (after 1, 2, ... events): per card in a hand, the seats holding it in some consistent deal."""
    real = game.events
    counts = [len(game.initial_hand(p)) for p in game.players]
    cuts: list[dict[Card, int]] = [{} for _ in real]
    for hands in splits(list(game.rules.pack.cards()), counts):
        if viewer is not None and frozenset(hands[game.players.index(viewer)]) != game.initial_hand(viewer):
            continue
        other = Game.from_hands(dict(zip(game.players, hands, strict=True)), first=game.first, rules=game.rules)
        n = common_prefix(real, other, game.requests)
        if n == 0:
            continue
        replay = Game.from_hands(dict(zip(game.players, hands, strict=True)), first=game.first, rules=game.rules)
        for asker, target, card in game.requests:
            if len(replay.events) >= n:
                break
            replay.ask(asker, target, card)
        along = hands_along(replay)
        for cut in range(min(n, len(along))):
            seen = cuts[cut]
            for seat, p in enumerate(game.players):
                for c in along[cut][p]:
                    seen[c] = seen.get(c, 0) | 1 << seat
    return cuts


@st.composite
def tiny_games(draw: st.DrawFn) -> Game:
    rules = draw(st.sampled_from(TINY))
    n = draw(st.integers(2, 3 if len(rules.pack.cards()) <= 9 else 2))  # at most a few thousand deals to list
    seed = draw(st.integers(0, 2**32))
    names = list(NAMES[:n])
    if draw(st.booleans()):
        game = Game.deal(names, seed=seed, rules=rules)
        game = Game.from_hands({p: game.initial_hand(p) for p in names}, first=game.first, rules=rules)
    else:  # uneven hands
        rng = random.Random(seed)
        pack = list(rules.pack.cards())
        rng.shuffle(pack)
        cuts = sorted(rng.randint(1, len(pack) - 1) for _ in range(n - 1))
        bounds = [0, *cuts, len(pack)]
        game = Game.from_hands({p: pack[bounds[i] : bounds[i + 1]] for i, p in enumerate(names)}, rules=rules)
    smart = draw(st.booleans())
    bots = {p: SmartBot(seed + i) if smart else RandomBot(seed + i) for i, p in enumerate(names)}
    while not game.is_over:
        asker = game.current
        assert asker is not None
        game.ask(asker, *bots[asker].choose(observe(game, asker)))
    return game


def check(game: Game, viewer: str | None) -> None:
    truth = brute_force(game, viewer)
    along = hands_along(game)
    k = Knowledge.start(game.players, game.rules, viewer=viewer,
                        dealt_hand=None if viewer is None else game.initial_hand(viewer))
    for cut, event in enumerate(game.events):
        k.update(event)
        if isinstance(event, Exposed) and event.from_deal:
            # Between the deal's own exposures their order says a little more (whose turn to expose, in
            # pack order); the tracker reads the deal once its exposures are over.
            continue
        for card in game.rules.pack.cards():
            expected = truth[cut].get(card, 0)
            got = 0
            for p in k.possible_holders(card):
                got |= 1 << game.players.index(p)
            assert got == expected, (
                f"after event {cut} ({event}), {card}: knowledge says {k.possible_holders(card)}, "
                f"the consistent deals say {[p for s, p in enumerate(game.players) if expected >> s & 1]}"
            )
        assert {p: k.known_hand(p) <= along[cut][p] for p in game.players} == {p: True for p in game.players}


@fewer(20)
@given(tiny_games())
def test_public_knowledge_is_exactly_what_every_consistent_deal_agrees_on(game: Game) -> None:
    check(game, None)


@fewer(20)
@given(tiny_games(), st.integers(0, 2))
def test_a_players_view_is_exact_too(game: Game, seat: int) -> None:
    check(game, game.players[seat % len(game.players)])


def test_a_count_and_a_request_pin_a_card_down_that_no_single_rule_names() -> None:
    """Ann asks Ben for A2 (she holds an A card), Ben asks Ann for B1 and hears no, and so on: the
    brute force and the knowledge agree at every step of this hand-made game."""
    rules = TINY[0]
    g = Game.from_hands({"Ann": ["A1", "B2", "C3"], "Ben": ["A2", "B1", "C1"], "Cara": ["A3", "B3", "C2"]},
                        first="Ann", rules=rules)
    for asker, target, card in (("Ann", "Cara", "A2"), ("Cara", "Ben", "C1"), ("Cara", "Ann", "B3")):
        if g.current == asker and g.can_ask(asker, target, card):
            g.ask(asker, target, card)
    check(g, None)
    check(g, "Cara")
