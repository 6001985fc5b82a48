"""Computer players say why: each request carries a reason, made only from the public record and the
player's own hand, and every claim in it holds when replayed against that record (and the hidden cards)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hf_core import Card, Game, Rules
from hf_core.bots import (
    BOT_KINDS,
    REASON_KINDS,
    Decision,
    Observation,
    Reason,
    StrongBot,
    add_tallies,
    hint,
    make_bot,
    observe,
    reason_sentence,
    tally_games,
)
from hf_core.events import Asked, Exposed, Given
from hf_core.knowledge import Knowledge
from hf_core.rules import PROFILES
from hf_core.words import typography_faults

NAMES = ("Ann", "Ben", "Cara", "Dan", "Eve")


def fewer(n: int) -> settings:
    """``n`` examples with the thorough profile (200), proportionally fewer with a lighter one (Pyodide)."""
    return settings(max_examples=max(3, n * settings().max_examples // 200), deadline=None)


def replay_claims(view: Observation, d: Decision, game: Game) -> None:
    """Check the reason's claims from the observation alone (public events, own hand), then against the
    hidden cards: a reason never says something false."""
    r = d.reason
    v = r.values
    assert r.kind in REASON_KINDS
    card = Card.parse(str(d.wanted)) if view.rules.request == "card" else None
    family = card.family if card is not None else str(d.wanted)
    assert v["family"] == family and v["members"] == view.rules.pack.members
    assert v["mine"] == sum(1 for c in view.hand if c.family == family)
    if r.kind == "random":
        assert v["count"] == len(view.legal_asks())
        return
    if r.kind == "rule-of-thumb":
        assert view.rules.has_stock or view.rules.request == "family"
        return
    assert card is not None and v["card"] == str(card) and v["target"] == d.target and v["asker"] == view.player
    k = Knowledge.from_events(view.players, view.rules, view.events, viewer=view.player, hand=view.hand)
    if r.kind == "given":
        handed = [e for e in view.events if isinstance(e, Given) and e.card == card]
        assert handed and handed[-1].receiver == d.target and handed[-1].giver == v["giver"]
        assert not any(isinstance(e, Exposed) and e.family == card.family for e in view.events)
        assert game.holder(card) == d.target
    elif r.kind == "deduced":
        assert k.holder(card) == d.target
        others = [p for p, n in zip(view.players, view.counts, strict=True) if n and p not in (d.target, view.player)]
        assert v["others"] == others and all(k.lacks(p, card) for p in others)
        assert game.holder(card) == d.target  # the hidden truth agrees
    elif r.kind == "asked-family":
        asked = [e for e in view.events if isinstance(e, Asked) and e.asker == d.target and e.card.family == family]
        assert asked, f"{d.target} never asked for a card of family {family}"
        assert card in k.possible_cards(d.target, family)
        assert v["choices"] == len(k.possible_cards(d.target, family)) > 1
        assert any(c.family == family for c in game.hand(d.target))
    elif r.kind == "likely":
        assert v["holders"] == list(k.possible_holders(card)) and d.target in v["holders"]
        assert len(v["holders"]) > 1 and 0 <= v["chance"] <= 100
        assert game.holder(card) in v["holders"]
    elif r.kind == "weighed":  # some possible holder asked within some family still in play
        assert v["holders"] == list(k.possible_holders(card)) and d.target in v["holders"]
        assert len(v["holders"]) > 1 and 0 <= v["chance"] <= 100
        exposed = {e.family for e in view.events if isinstance(e, Exposed)}
        askers = {e.asker for e in view.events if isinstance(e, Asked) and e.card.family not in exposed}
        assert askers & set(v["holders"])
        assert game.holder(card) in v["holders"]
    elif r.kind == "collecting":
        asked = [e for e in view.events if isinstance(e, Asked) and e.asker == d.target and e.card.family == family]
        assert asked, f"{d.target} never asked for a card of family {family}"
        assert v["holders"] == list(k.possible_holders(card)) and d.target in v["holders"]
        assert len(v["holders"]) > 1 and 0 <= v["chance"] <= 100
        assert game.holder(card) in v["holders"]
    elif r.kind == "no-chance":
        assert k.lacks(d.target, card)
        assert all(k.lacks(t, c) for t, c in view.legal_asks())


@st.composite
def positions(draw: st.DrawFn) -> tuple[Game, str]:
    n = draw(st.integers(2, 5))
    name = draw(st.sampled_from(["default", "clockwise-miss", "ordinary-52", "family-requests", "go-fish-stock"]))
    seed = draw(st.integers(0, 2**32))
    kind = draw(st.sampled_from(BOT_KINDS))
    return Game.deal(list(NAMES[:n]), seed=seed, rules=PROFILES[name]), kind


@fewer(40)
@given(positions(), st.integers(0, 2**16))
def test_every_reason_holds_against_the_public_record(position: tuple[Game, str], seed: int) -> None:
    game, kind = position
    bots = {p: make_bot(kind, seed + i) for i, p in enumerate(game.players)}
    steps = 0
    while not game.is_over and steps < 400:
        asker = game.current
        assert asker is not None
        view = observe(game, asker)
        d = bots[asker].decide(view)  # type: ignore[attr-defined]
        if steps % 3 == 0:
            replay_claims(view, d, game)
        game.ask(asker, d.target, d.wanted)
        steps += 1


def sample_reasons() -> dict[str, Reason]:
    """One reason of every kind, from real positions where possible."""
    found: dict[str, Reason] = {}
    for seed in range(60):
        g = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=seed)
        bots = {p: make_bot("strong" if i % 2 else "random", seed) for i, p in enumerate(g.players)}
        while not g.is_over:
            d = bots[g.current].decide(observe(g, g.current))  # type: ignore[attr-defined,index]
            found.setdefault(d.reason.kind, d.reason)
            g.ask(g.current, d.target, d.wanted)  # type: ignore[arg-type]
    base = {"asker": "Ann", "target": "Ben", "card": "C2", "family": "C", "mine": 1, "members": 4}
    found.setdefault("no-chance", Reason("no-chance", base))
    found.setdefault("rule-of-thumb", Reason("rule-of-thumb", {"target": "Ben", "family": "C", "mine": 1,
                                                               "members": 4}))
    return found


def test_every_reason_kind_reads_in_english_and_in_french() -> None:
    reasons = sample_reasons()
    assert set(reasons) == set(REASON_KINDS), f"never seen in play: {set(REASON_KINDS) - set(reasons)}"
    for kind, reason in reasons.items():
        en, fr = reason_sentence(reason, "en"), reason_sentence(reason, "fr")
        assert en and fr and en != fr, kind
        assert typography_faults(fr) == [], (kind, fr)
        labels = re.compile(r"\b[A-Z0-9]\d\b")
        assert sorted(labels.findall(en)) == sorted(labels.findall(fr)), (kind, en, fr)
        for name in ("Ann", "Ben", "Cara", "Dan"):
            assert (name in en) == (name in fr), (kind, en, fr)


def test_a_deduction_names_who_cannot_hold_the_card() -> None:
    r = Reason("deduced", {"asker": "Ann", "target": "Ben", "card": "B2", "family": "B", "mine": 2,
                           "members": 4, "others": ["Cara", "Dan"]})
    assert reason_sentence(r, "en") == (
        "Ben must hold B2: by what has been said and Ann’s own cards, Cara and Dan cannot have it."
    )
    assert reason_sentence(r, "fr") == (
        "Ben a forcément B2\u00a0: d’après ce qui s’est dit et les cartes d’Ann, ni Cara ni Dan ne peut l’avoir."
    )


def test_the_hint_is_a_legal_request_of_the_player_to_ask_and_does_not_change_the_game() -> None:
    g = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=21)
    for _ in range(30):
        if g.is_over:
            break
        before = g.events
        d = hint(g)
        assert hint(g) == d and g.events == before
        assert g.can_ask(g.current, d.target, d.wanted)  # type: ignore[arg-type]
        assert d.to_dict()["reason"]["kind"] == d.reason.kind
        g.ask(g.current, d.target, d.wanted)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="over"):
        g2 = Game.deal(["Ann", "Ben"], seed=1)
        while not g2.is_over:
            d = hint(g2)
            g2.ask(g2.current, d.target, d.wanted)  # type: ignore[arg-type]
        hint(g2)


def test_tallies_count_every_game_once_and_add_up_in_batches() -> None:
    kinds = ["strong", "random", "smart", "random"]
    whole = tally_games(kinds, 6, first_seed=40)
    assert whole["games"] == 6 and abs(sum(whole["wins"]) - 6) < 1e-9
    assert sum(whole["families"]) == 6 * len(Rules().pack.families)
    assert whole["by_kind"]["random"]["seats"] == 2
    assert abs(sum(e["wins"] for e in whole["by_kind"].values()) - 6) < 1e-9
    assert add_tallies(tally_games(kinds, 4, first_seed=40), tally_games(kinds, 2, first_seed=44)) == whole
    with pytest.raises(ValueError, match="unknown kind"):
        tally_games(["clever", "random"], 1)


def test_a_strong_bot_asks_the_player_who_must_hold_the_card() -> None:
    rules = Rules(pack=PROFILES["default"].pack)
    g = Game.deal(["Ann", "Ben", "Cara"], seed=5, rules=rules)
    for _ in range(200):
        if g.is_over:
            break
        view = observe(g, g.current)  # type: ignore[arg-type]
        k = Knowledge.from_events(view.players, view.rules, view.events, viewer=view.player, hand=view.hand)
        sure = [(t, c) for t, c in view.legal_asks() if k.holder(c) == t]
        d = StrongBot(3).decide(view)
        if sure:
            assert (d.target, d.wanted) in sure and d.reason.kind in ("given", "deduced")
        g.ask(g.current, d.target, d.wanted)  # type: ignore[arg-type]
