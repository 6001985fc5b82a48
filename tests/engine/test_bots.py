"""Computer players: legal, blind to hidden cards, and (for SmartBot) clearly better than chance."""

from __future__ import annotations

import contextlib
import random
from dataclasses import fields

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from hf_core import Card, Game, Pack, Rules
from hf_core.bots import (
    Observation,
    RandomBot,
    SmartBot,
    StrongBot,
    hint,
    make_bot,
    next_request,
    observe,
    play_out,
    reason_sentence,
)
from hf_core.knowledge import Knowledge
from hf_core.rules import PROFILES as RULES_PROFILES

# The named profiles where every card is dealt and one member is asked for at a time.
PLAIN = ("default", "clockwise-miss", "dealer-first", "ordinary-52", "six-members")
PROFILES = [RULES_PROFILES[name] for name in PLAIN]
NAMES = ("Ann", "Ben", "Cara", "Dan", "Eve", "Finn")
SMALL = Rules(pack=Pack("small", tuple("ABCD"), 4))


def fewer(n: int) -> settings:
    """At most ``n`` examples, or fewer if the loaded profile asks for fewer (e.g. under Pyodide)."""
    return settings(max_examples=min(n, settings().max_examples))


def deal(n: int, seed: int, rules: Rules) -> Game:
    return Game.deal(list(NAMES[:n]), seed=seed, dealer=seed % n, rules=rules)


deals = st.builds(deal, st.integers(2, 6), st.integers(0, 2**32), st.sampled_from(PROFILES))


# ------------------------------------------------------------------------------------------ what bots see


def test_an_observation_holds_no_game_and_no_other_hand() -> None:
    g = deal(4, 7, Rules())
    view = observe(g, "Cara")
    assert {f.name for f in fields(Observation)} == {
        "player", "players", "rules", "events", "hand", "current", "counts",
    }
    assert not any(isinstance(getattr(view, f.name), Game) for f in fields(Observation))
    assert view.hand == g.hand("Cara") and view.events == g.events
    assert view.counts == tuple(len(g.hand(p)) for p in g.players)


@pytest.mark.parametrize("bot", [RandomBot(1), SmartBot(1)])
def test_a_bot_refuses_the_game_itself(bot: RandomBot | SmartBot) -> None:
    g = deal(3, 1, Rules())
    with pytest.raises(TypeError, match="observe"):
        bot.choose(g)  # type: ignore[arg-type]
    not_me = next(p for p in g.players if p != g.current)
    with pytest.raises(ValueError, match="turn"):
        bot.choose(observe(g, not_me))


@fewer(100)
@given(deals, st.data())
def test_observed_legal_requests_are_the_games(game: Game, data: st.DataObject) -> None:
    rng = random.Random(data.draw(st.integers(0, 2**16)))
    for _ in range(data.draw(st.integers(0, 60))):
        if game.is_over:
            break
        game.ask(game.current, *rng.choice(game.legal_asks()))  # type: ignore[arg-type]
    for p in game.players:
        view = observe(game, p)
        assert view.current == game.current
        assert view.legal_asks() == (game.legal_asks() if p == game.current else [])


# ------------------------------------------------------------------------------------------ legal play


@fewer(150)
@given(deals, st.lists(st.sampled_from(["random", "smart", "strong"]), min_size=6, max_size=6), st.integers(0, 2**16))
def test_every_choice_is_legal_and_smart_choices_follow_the_policy(
    game: Game, kinds: list[str], seed: int
) -> None:
    """Careful and strong players never ask a player known not to hold the card, and ask a known holder
    first (of the families they are closest to completing)."""
    bots = {p: make_bot(kinds[i], seed + i) for i, p in enumerate(game.players)}
    while not game.is_over:
        asker = game.current
        assert asker is not None
        bot = bots[asker]
        view = observe(game, asker)
        target, card = bot.choose(view)
        assert (target, card) in game.legal_asks()
        if isinstance(bot, SmartBot):
            known = bot.knowledge(view)
            assert not known.lacks(target, card), "asked a player known not to hold the card"
            members = game.rules.pack.members
            missing = {f: members - sum(c.family == f for c in view.hand) for f in game.rules.pack.families}
            sure = [(t, c) for t, c in game.legal_asks() if known.holder(c) == t]
            if sure:
                assert known.holder(card) == target, "did not ask a known holder first"
                assert missing[card.family] == min(missing[c.family] for _, c in sure)
        game.ask(asker, target, card)
    assert sum(game.scores().values()) == len(game.rules.pack.families)


@fewer(60)
@given(deals, st.integers(0, 2**16))
def test_games_between_smart_bots_end(game: Game, seed: int) -> None:
    play_out(game, {p: SmartBot(seed + i) for i, p in enumerate(game.players)}, max_requests=3000)
    assert game.is_over
    assert sum(game.scores().values()) == len(game.rules.pack.families)


@fewer(30)
@given(deals, st.integers(0, 2**16))
def test_a_reused_smart_bot_knows_what_a_fresh_fold_knows(game: Game, seed: int) -> None:
    """SmartBot folds only new events between calls; what it knows is what a fold from scratch gives, also
    when the same bot moves on to another game."""
    bot = SmartBot(seed)
    for g in (game, deal(len(game.players), seed + 1, game.rules)):
        bots = {p: bot if p == g.players[0] else SmartBot(seed + i) for i, p in enumerate(g.players)}
        turn = 0
        while not g.is_over:
            asker = g.current
            assert asker is not None
            view = observe(g, asker)
            if asker == g.players[0]:
                turn += 1
                if turn % 3 == 1:
                    fresh = Knowledge.from_events(g.players, g.rules, g.events, viewer=asker, hand=view.hand)
                    assert bot.knowledge(view).to_dict() == fresh.to_dict() == view.knowledge().to_dict()
            g.ask(asker, *bots[asker].choose(view))


class Observed:
    """A computer player behind the public protocol only: play_out gives it observe() (as it does any bot
    not of hf_core.bots), so it plays through Observation whatever the player inside."""

    def __init__(self, bot: RandomBot | SmartBot) -> None:
        self.bot = bot

    def choose(self, view: Observation) -> tuple[str, Card | str]:
        return self.bot.choose(view)


KINDS = st.sampled_from(["random", "smart", "strong"])


@fewer(40)
@given(deals, st.lists(KINDS, min_size=6, max_size=6), st.integers(0, 2**16), st.integers(0, 30))
def test_play_out_plays_the_games_observe_gives(game: Game, kinds: list[str], seed: int, stop: int) -> None:
    """play_out hands the computer players of hf_core.bots the same facts as observe(), in the engine's own
    form: every request is the one the player makes when it sees an Observation. A player that stopped in
    another game part way (it then folds again from scratch) plays the same too."""
    other = deal(len(game.players), seed + 1, game.rules)
    twin = deal(len(game.players), seed + 1, game.rules)
    reused = {p: make_bot(kinds[i], seed + i) for i, p in enumerate(game.players)}
    wrapped = {p: Observed(make_bot(kinds[i], seed + i)) for i, p in enumerate(game.players)}
    for g, bots in ((other, reused), (twin, wrapped)):
        with contextlib.suppress(RuntimeError):  # the game did not end within ``stop`` requests
            play_out(g, bots, max_requests=stop)
    assert other.requests == twin.requests
    fast = play_out(game.copy(), reused)
    slow = play_out(game.copy(), wrapped)
    assert fast.requests == slow.requests and fast.events == slow.events


@fewer(60)
@given(deals, st.integers(0, 2**16), st.integers(0, 60), st.integers(0, 2**16))
def test_the_careful_choice_is_the_best_request_by_request(game: Game, seed: int, moves: int, draw: int) -> None:
    """SmartBot works its choice out on sets of cards and takes its tie-breaking draws in one call; it must
    be the request the written policy gives: the largest (chance, closeness, draw) over every request it
    considers, one random() draw per request in the order of legal_asks(), the first of equals; and it must
    leave its generator where those draws leave it (the next choices depend on it)."""
    from hf_core.bots.chances import _chances
    from hf_core.bots.view import _Seat

    bots = {p: SmartBot(seed + i) for i, p in enumerate(game.players)}
    with contextlib.suppress(RuntimeError):
        play_out(game, bots, max_requests=moves)
    assume(not game.is_over)
    asker = game.current
    assert asker is not None
    view = observe(game, asker)
    bot = SmartBot(draw)
    k = bot.knowledge(view)
    seat = _Seat.of(view)
    found = _chances(seat, k)
    reference = random.Random(draw)
    keys = [(chance, closeness, reference.random()) for _, _, chance, closeness in found]
    target, card = bot.choose(view)
    if found:
        j = max(range(len(keys)), key=keys.__getitem__)
        assert (target, card) == found[j][:2]
    assert bot.rng.random() == reference.random()


@pytest.mark.parametrize("kind", ["smart", "strong"])
def test_careful_players_play_at_a_table_of_nine(kind: str) -> None:
    """A profile may seat more players than the usual six: the careful players' counts do not assume a size."""
    from hf_core.cards import ORDINARY_52

    names = [f"P{i}" for i in range(9)]
    game = Game.deal(names, seed=3, rules=Rules(pack=ORDINARY_52, max_players=9))
    play_out(game, {p: make_bot(kind, i) for i, p in enumerate(names)})
    assert game.is_over and sum(game.scores().values()) == len(ORDINARY_52.families)


def test_play_out_stops_at_its_limit_and_next_request_needs_a_game_in_play() -> None:
    g = deal(4, 3, Rules())
    with pytest.raises(RuntimeError, match="did not end"):
        play_out(g, {p: RandomBot(0) for p in g.players}, max_requests=2)
    assert len(g.requests) == 2
    play_out(g, {p: RandomBot(0) for p in g.players})
    with pytest.raises(ValueError, match="over"):
        next_request(g, SmartBot(0))


def test_same_seeds_same_game() -> None:
    def run(seed: int) -> tuple[tuple[str, str, Card], ...]:
        g = deal(4, 11, Rules())
        bots = {"Ann": SmartBot(seed), "Ben": RandomBot(seed), "Cara": SmartBot(seed + 1), "Dan": RandomBot(seed + 1)}
        return play_out(g, bots).requests

    assert run(5) == run(5)
    assert run(5) != run(6)


# ------------------------------------------------------------------------------- only what a player sees


@fewer(100)
@given(st.integers(3, 6), st.integers(0, 2**32), st.sampled_from(PROFILES), st.integers(0, 40), st.data())
def test_the_choice_does_not_depend_on_hidden_cards(
    n: int, seed: int, rules: Rules, requests: int, data: st.DataObject
) -> None:
    """Two deals that differ only in two opponents' cards nobody has mentioned give the same public history;
    the bot then sees the same thing and makes the same request."""
    g1 = deal(n, seed, rules)
    rng = random.Random(seed)
    for _ in range(requests):
        if g1.is_over:
            break
        g1.ask(g1.current, *rng.choice(g1.legal_asks()))  # type: ignore[arg-type]
    assume(not g1.is_over)
    me = g1.current
    assert me is not None
    others = [p for p in g1.players if p != me]
    a, b = data.draw(st.permutations(others))[:2]
    mentioned = {e.card for e in g1.events if hasattr(e, "card")}
    ca = [c for c in sorted(g1.initial_hand(a)) if c not in mentioned]
    cb = [c for c in sorted(g1.initial_hand(b)) if c not in mentioned]
    assume(ca and cb)
    x, y = data.draw(st.sampled_from(ca)), data.draw(st.sampled_from(cb))
    assume(x.family != y.family)
    hands = {p: set(g1.initial_hand(p)) for p in g1.players}
    hands[a] = (hands[a] - {x}) | {y}
    hands[b] = (hands[b] - {y}) | {x}
    g2 = Game.from_hands({p: sorted(h) for p, h in hands.items()}, first=g1.first, rules=rules, dealer=g1.dealer)
    for asker, target, card in g1.requests:
        assume(g2.can_ask(asker, target, card))
        g2.ask(asker, target, card)
    assume(g2.events == g1.events)  # the swap changed nothing anyone saw (no family completed differently)
    assert g1.hand(a) != g2.hand(a)  # the hidden cards do differ
    v1, v2 = observe(g1, me), observe(g2, me)
    assert v1 == v2
    assert SmartBot(seed).choose(v1) == SmartBot(seed).choose(v2)
    assert StrongBot(seed).decide(v1) == StrongBot(seed).decide(v2)
    assert RandomBot(seed).choose(v1) == RandomBot(seed).choose(v2)


# ------------------------------------------------------------------------------------------ good play


def test_smart_bot_asks_the_player_who_must_hold_the_card() -> None:
    hands = {
        "Alice": ["A1", "B1", "C1"],
        "Ben": ["A2", "B2", "C2", "D1", "D2"],
        "Cara": ["A3", "A4", "B3", "B4", "C3", "C4", "D3", "D4"],
    }
    g = Game.from_hands(hands, first="Alice", rules=SMALL)
    g.ask("Alice", "Cara", "B2")  # no: Cara plays. Alice asked and Cara said no: Ben holds B2.
    g.ask("Cara", "Alice", "D1")  # no: Alice plays
    for seed in range(20):
        assert SmartBot(seed).choose(observe(g, "Alice")) == ("Ben", Card.parse("B2"))
    picks = {RandomBot(seed).choose(observe(g, "Alice")) for seed in range(20)}
    assert len(picks) > 1


def ben_asked_for_c1(ann: str, ben: str, cara: str, dan: str) -> Game:
    """A table of four where each player holds the cards named of families A-D (and member 1, 2, 3 or 4 of
    families E-K, by seat); Ben asks Cara for C1 (no: Cara plays), Cara asks Ann for D1 (no: Ann plays)."""
    hands = {
        name: [*cards.split(), *(f"{f}{n}" for f in "EFGHIJK")]
        for n, (name, cards) in enumerate((("Ann", ann), ("Ben", ben), ("Cara", cara), ("Dan", dan)), start=1)
    }
    g = Game.from_hands(hands, first="Ben")
    g.ask("Ben", "Cara", "C1")
    g.ask("Cara", "Ann", "D1")
    return g


def test_the_strong_player_asks_the_player_who_asked_within_the_family() -> None:
    """Ben asked for a card of family C (so he collects C): Ann, who holds one C card, asks Ben for one of the
    other three, and so does her hint, although by the counts alone Ben, Cara and Dan are alike and family A,
    where she holds two cards, is nearer completion (the careful player asks for A3 or A4)."""
    g = ben_asked_for_c1(ann="A1 A2 B1 C1", ben="A3 B2 C3 C4", cara="A4 B3 D2 D3", dan="B4 C2 D1 D4")
    view = observe(g, "Ann")
    for seed in range(20):
        d = StrongBot(seed).decide(view)
        assert d.target == "Ben" and str(d.wanted) in ("C2", "C3", "C4"), d
        assert d.reason.kind == "asked-family" and d.reason.values["choices"] == 3
        smart = SmartBot(seed).choose(view)
        assert str(smart[1]) in ("A3", "A4")
    h = hint(g)
    assert h.target == "Ben" and str(h.wanted) in ("C2", "C3", "C4")
    assert "Ben asked for a card of family C" in reason_sentence(h.reason, "en")


def test_the_strong_player_says_when_it_counts_on_a_collector() -> None:
    """Once Ben has handed over a C card nobody had seen, the table no longer knows he holds another; the
    strong player still asks him for the last one, because he asked for a card of family C before, and its
    reason (``collecting``) says so in English and in French."""
    g = ben_asked_for_c1(ann="A1 A2 C1 C2", ben="A3 B1 C3 C4", cara="A4 B2 D2 D3", dan="B3 B4 D1 D4")
    d = StrongBot(0).decide(observe(g, "Ann"))
    assert d.target == "Ben" and str(d.wanted) in ("C3", "C4") and d.reason.kind == "asked-family", d
    g.ask("Ann", "Ben", "C3")  # yes: Ann asks again
    for seed in range(10):
        d = StrongBot(seed).decide(observe(g, "Ann"))
        assert (d.target, str(d.wanted), d.reason.kind) == ("Ben", "C4", "collecting"), d
    assert d.reason.values["holders"] == ["Ben", "Cara", "Dan"] and d.reason.values["chance"] > 50
    en, fr = reason_sentence(d.reason, "en"), reason_sentence(d.reason, "fr")
    assert "Ben asked for a card of family C before" in en
    assert "Ben a déjà demandé une carte de la famille C" in fr
    assert SmartBot(0).choose(observe(g, "Ann"))[0] != "Ben"  # by the counts alone, Cara looks likelier


def test_smart_bot_beats_random_bots() -> None:
    """One SmartBot against RandomBots, 3 to 6 players, every seat in turn, fixed seeds: it wins far more
    than its fair share (ties share the win)."""
    games = 300 if settings().max_examples >= 100 else 60
    share = fair = 0.0
    smart_families = random_families = 0.0
    for i in range(games):
        n = 3 + i % 4
        g = deal(n, 10_000 + i, Rules())
        me = g.players[(i // 4) % n]
        bots = {p: SmartBot(i) if p == me else RandomBot(i * 10 + k) for k, p in enumerate(g.players)}
        play_out(g, bots)
        winners = g.winners()
        share += (me in winners) / len(winners)
        fair += 1 / n
        smart_families += g.scores()[me]
        random_families += (len(g.rules.pack.families) - g.scores()[me]) / (n - 1)
    assert share / games > 0.6, f"SmartBot won {share / games:.0%} (fair share {fair / games:.0%})"
    assert smart_families > 2.5 * random_families
