"""Public knowledge: what the table deduces is always true, and it deduces what a careful player would.

The property tests play thousands of random games (2 to 6 players, every profile, random or computer players,
dealt or uneven hands) and check every claim against the hidden cards after every single event.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hf_core import ORDINARY_52, Card, Game, Pack, Rules
from hf_core.bots import RandomBot, SmartBot, observe
from hf_core.events import Asked, Denied, Event, Exposed, Given
from hf_core.knowledge import HOLDER_REASONS, LACK_REASONS, InconsistentEvents, Knowledge, fact_sentences
from hf_core.rules import PROFILES as RULES_PROFILES
from hf_core.scenarios import WORKED_EXAMPLE
from hf_core.words import typography_faults

# The named profiles where every card is dealt and one member is asked for at a time.
PLAIN = ("default", "clockwise-miss", "dealer-first", "ordinary-52", "six-members")
PROFILES = [RULES_PROFILES[name] for name in PLAIN]
NAMES = ("Ann", "Ben", "Cara", "Dan", "Eve", "Finn")


def fewer(n: int) -> settings:
    """At most ``n`` examples, or fewer if the loaded profile asks for fewer (e.g. under Pyodide)."""
    return settings(max_examples=min(n, settings().max_examples))


def C(label: str) -> Card:
    return Card.parse(label)


# ----------------------------------------------------------------------------------- the hidden truth


class Truth:
    """The hidden state after each event, tracked from the dealt hands (independently of Knowledge)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.hands = {p: set(game.initial_hand(p)) for p in game.players}
        self.exposed: dict[str, str] = {}
        self.labels = {str(c): c for c in game.rules.pack.cards()}

    def steps(self) -> Iterator[Event]:
        for event in self.game.events:
            if isinstance(event, Given):
                self.hands[event.giver].remove(event.card)
                self.hands[event.receiver].add(event.card)
            elif isinstance(event, Exposed):
                self.hands[event.player] -= set(self.game.rules.pack.family_cards(event.family))
                self.exposed[event.family] = event.player
            yield event


def assert_true(k: Knowledge, truth: Truth) -> None:
    """Every claim of ``k`` (its JSON view, and the query methods) holds in the hidden state ``truth``."""
    hands, card = truth.hands, truth.labels
    where = {c: p for p, h in hands.items() for c in h}
    d = k.to_dict()
    assert d["counts"] == {p: len(h) for p, h in hands.items()}
    assert d["exposed"] == truth.exposed
    for label, info in d["holders"].items():
        assert where.get(card[label]) == info["player"], f"claims {info['player']} holds {label}"
        assert info["how"] in HOLDER_REASONS
        for p, why in info["not"].items():
            assert where[card[label]] != p and why in LACK_REASONS
    for label, info in d["open"].items():
        holder = where.get(card[label])
        assert holder in info["possible"], f"{label}: {holder} is excluded"
        for p, why in info["not"].items():
            assert p != holder and why in LACK_REASONS
    assert len(d["holders"]) + len(d["open"]) == len(where), "a card in a hand is left out, or an exposed one is in"
    for p, fams in d["families"].items():
        held = {c.family for c in hands[p]}
        assert set(fams) <= held, f"claims {p} holds a card of each of {fams}"
    for p in d["known_hands"]:
        assert {card[label] for label, info in d["holders"].items() if info["player"] == p} == hands[p]


def assert_quick(k: Knowledge, truth: Truth) -> None:
    """The claims that matter most, checked cheaply: each hand lies within what each player may hold (so no
    holder and no absence is false), each family a player is said to hold is in their hand, and the counts."""
    for p, hand in truth.hands.items():
        assert hand <= k.possible_cards(p), f"excludes {p} from {sorted(map(str, hand - k.possible_cards(p)))}"
        assert {f for f in k.families_known(p)} <= {c.family for c in hand}
        assert k.hand_count(p) == len(hand)


def hands_after(game: Game, cut: int) -> dict[str, set[Card]]:
    """Every hand after the first ``cut`` events."""
    truth = Truth(game)
    for i, _ in enumerate(truth.steps()):
        if i == cut - 1:
            break
    return truth.hands


FACT_PATTERNS = [
    (re.compile(r"^(\w+) holds at least one card of family (\w)(?: \(\w+\))?\.$"), "family"),
    (re.compile(r"^(\w+) (?:holds|must hold) (.+?)(?: \(by elimination\))?\.$"), "holds"),
    (re.compile(r"^(\w+) (?:does not hold|cannot hold) (.+?)(?: \(by elimination\))?\.$"), "lacks"),
    (re.compile(r"^(\w+) has (\d+) cards?\.$"), "count"),
]


def assert_sentences_true(k: Knowledge, hands: dict[str, set[Card]]) -> None:
    """Read the English sentences back and check each claim they make about cards against the hands."""
    for sentence in k.facts("en"):
        for pattern, kind in FACT_PATTERNS:
            m = pattern.match(sentence)
            if m is None:
                continue
            p, rest = m.group(1), m.group(2)
            if kind == "holds":
                cards = {C(x) for x in re.split(r", | and ", rest)}
                assert cards <= hands[p], sentence
            elif kind == "lacks":
                cards = {C(x) for x in re.split(r", | or ", rest)}
                assert not cards & hands[p], sentence
            elif kind == "family":
                assert any(c.family == rest for c in hands[p]), sentence
            else:
                assert int(rest) == len(hands[p]), sentence
            break


# ------------------------------------------------------------------------------------- random games


@st.composite
def games(draw: st.DrawFn) -> Game:
    """A finished game: 2-6 players, any profile, dealt or uneven hands, random and computer players."""
    n = draw(st.integers(2, 6))
    rules = draw(st.sampled_from(PROFILES))
    seed = draw(st.integers(0, 2**32))
    rng = random.Random(seed)
    names = list(NAMES[:n])
    if draw(st.booleans()):
        game = Game.deal(names, seed=seed, dealer=rng.randrange(n), rules=rules)
    else:  # any split of the pack, even empty hands and complete families at the start
        pack = list(rules.pack.cards())
        rng.shuffle(pack)
        cuts = sorted(rng.randint(0, len(pack)) for _ in range(n - 1))
        bounds = [0, *cuts, len(pack)]
        hands = {p: pack[bounds[i] : bounds[i + 1]] for i, p in enumerate(names)}
        game = Game.from_hands(hands, first=names[rng.randrange(n)], rules=rules)
    kinds = draw(st.lists(st.sampled_from(["random", "smart"]), min_size=n, max_size=n))
    bots = {p: SmartBot(seed + i) if kind == "smart" else RandomBot(seed + i) for i, (p, kind) in
            enumerate(zip(names, kinds, strict=True))}
    while not game.is_over:
        asker = game.current
        assert asker is not None
        target, card = bots[asker].choose(observe(game, asker))
        game.ask(asker, target, card)
    return game


@fewer(200)
@given(st.lists(games(), min_size=2, max_size=2), st.integers(0, 5))
def test_knowledge_is_never_false(batch: list[Game], seat: int) -> None:
    """Over 2 games per example (400 games with the default profile), every claim after every event is true:
    the public knowledge, one player's knowledge folded from the deal, and the facts read aloud; and each
    event's own news (a request, a card handed over, a no, an exposed family) is always known."""
    for game in batch:
        viewer = game.players[seat % len(game.players)]
        public = Knowledge.start(game.players, game.rules)
        mine = Knowledge.start(game.players, game.rules, viewer=viewer, dealt_hand=game.initial_hand(viewer))
        truth = Truth(game)
        for step, event in enumerate(truth.steps()):
            public.update(event)
            mine.update(event)
            assert_quick(public, truth)
            assert_quick(mine, truth)
            assert mine.known_hand(viewer) == truth.hands[viewer]
            # ... and it deduces at least what each event says outright.
            if isinstance(event, Asked):
                assert event.card.family in public.families_known(event.asker)
                assert public.lacks(event.asker, event.card)
            elif isinstance(event, Given):
                assert public.holder(event.card) == event.receiver
            elif isinstance(event, Denied):
                assert public.lacks(event.target, event.card)
            elif isinstance(event, Exposed):
                assert public.exposed[event.family] == event.player
                assert public.possible_holders(Card(event.family, 1)) == ()
            if step % 10 == 0:
                assert_true(public, truth)
                assert_true(mine, truth)
            if step % 40 == 0:
                assert_sentences_true(public, truth.hands)
                assert_sentences_true(mine, truth.hands)
        assert_true(public, truth)
        assert_true(mine, truth)
        # The view worked out backwards from the final hand equals the view folded from the deal.
        assert public.view(viewer, truth.hands[viewer]).to_dict() == mine.to_dict()
        assert public.to_dict() == Knowledge.from_events(game.players, game.rules, game.events).to_dict()


@fewer(100)
@given(games(), st.data())
def test_a_view_knows_at_least_the_public_knowledge(game: Game, data: st.DataObject) -> None:
    """Anything the table knows, each player knows too (their own hand only adds knowledge)."""
    cut = data.draw(st.integers(1, len(game.events)))
    events = game.events[:cut]
    hands = hands_after(game, cut)
    public = Knowledge.from_events(game.players, game.rules, events)
    for p in game.players:
        view = public.view(p, hands[p])
        assert view.known_hand(p) == hands[p]
        for q in game.players:
            assert public.known_hand(q) <= view.known_hand(q)
            assert view.possible_cards(q) <= public.possible_cards(q)
            assert set(public.families_known(q)) <= set(view.families_known(q))


# ------------------------------------------------------------------------------- what it must deduce


def worked_example() -> Game:
    return Game.from_hands(WORKED_EXAMPLE, first="Alice")


def test_worked_example_step_by_step() -> None:
    g = worked_example()
    k = Knowledge.from_events(g.players, g.rules, g.events)
    assert k.counts() == {"Alice": 15, "Ben": 15, "Cara": 14}
    assert k.holder("A3") is None and k.possible_holders("A3") == ("Alice", "Ben", "Cara")

    r = g.ask("Alice", "Ben", "A3")
    asked, handed = r.events[0], r.events[1]
    k = k.apply(asked)
    assert k.families_known("Alice") == ("A",) and k.lacks("Alice", "A3")
    assert k.lack_reason("Alice", "A3") == "asked"
    k = k.apply(handed)
    assert k.holder("A3") == "Alice" and k.holder_reason("A3") == "given"
    assert k.counts() == {"Alice": 16, "Ben": 14, "Cara": 14}
    k = k.extend(r.events[2:])
    assert k.exposed == {"A": "Alice"}
    assert k.possible_holders("A1") == () and k.holder("A3") is None
    assert k.counts() == {"Alice": 12, "Ben": 14, "Cara": 14}

    r = g.ask("Alice", "Cara", "B2")
    k = k.extend(r.events)
    assert k.lack_reason("Cara", "B2") == "denied"
    assert k.lack_reason("Alice", "B2") == "asked"
    # Three players: neither Alice (she asked for it) nor Cara (she said no) holds B2, so Ben does.
    assert k.holder("B2") == "Ben" and k.holder_reason("B2") == "deduced"
    assert k.families_known("Alice") == ("B",)
    assert k.possible_cards("Alice", "B") == {C("B1"), C("B3"), C("B4")}
    assert k.to_dict() == Knowledge.from_events(g.players, g.rules, g.events).to_dict()

    # Each player knows more from their own hand.
    cara = k.view("Cara", g.hand("Cara"))  # Cara holds B4: Alice's B card is B1 or B3
    assert cara.possible_cards("Alice", "B") == {C("B1"), C("B3")}
    ben = k.view("Ben", g.hand("Ben"))  # Ben holds B2 and B3: Alice's is B1 or B4
    assert ben.possible_cards("Alice", "B") == {C("B1"), C("B4")}
    alice = k.view("Alice", g.hand("Alice"))
    assert alice.known_hand("Alice") == g.hand("Alice") and alice.holder("B1") == "Alice"
    assert all(alice.lacks(p, "B1") for p in ("Ben", "Cara"))


def test_worked_example_facts_in_both_languages() -> None:
    g = worked_example()
    for a, t, c in (("Alice", "Ben", "A3"), ("Alice", "Cara", "B2")):
        g.ask(a, t, c)
    k = Knowledge.from_events(g.players, g.rules, g.events)
    assert k.facts("en") == [
        "Alice has exposed family A.",
        "Alice has 12 cards.",
        "Alice holds at least one card of family B.",
        "Alice does not hold B2.",
        "Ben has 14 cards.",
        "Ben must hold B2 (by elimination).",
        "Cara has 14 cards.",
        "Cara does not hold B2.",
    ]
    assert k.facts("fr") == [
        "Alice a posé la famille A.",
        "Alice a 12 cartes en main.",
        "Alice a au moins une carte de la famille B.",
        "Alice n’a pas B2.",
        "Ben a 14 cartes en main.",
        "Ben a forcément B2 (par élimination).",
        "Cara a 14 cartes en main.",
        "Cara n’a pas B2.",
    ]


def test_with_four_players_a_no_does_not_name_the_holder() -> None:
    """The same two requests at a table of four: B2 may be with Ben or Dan, and nothing more is claimed."""
    hands = {
        "Alice": ["A1", "A2", "A4", "B1", "C1", "C2", "D1", "E1", "F1", "G1", "H1"],
        "Ben": ["A3", "B3", "C3", "D2", "D3", "E2", "E3", "F2", "F3", "G2", "G3"],
        "Cara": ["B4", "C4", "D4", "E4", "F4", "G4", "H4", "I3", "I4", "J2", "J3"],
        "Dan": ["B2", "H2", "H3", "I1", "I2", "J1", "J4", "K1", "K2", "K3", "K4"],
    }
    g = Game.from_hands(hands, first="Alice")
    g.ask("Alice", "Ben", "A3")
    g.ask("Alice", "Cara", "B2")
    k = Knowledge.from_events(g.players, g.rules, g.events)
    assert k.holder("B2") is None
    assert k.possible_holders("B2") == ("Ben", "Dan")
    assert not any("must hold B2" in f for f in k.facts("en"))


def test_a_given_card_a_no_and_an_empty_hand() -> None:
    hands = {
        "Ann": ["A1", "B1", "C1", "C2"],
        "Ben": ["A2", "B2", "B3", "C3"],
        "Cara": ["A3", "A4", "B4", "C4"],
        "Dan": [f"{f}{m}" for f in "DEFGHIJK" for m in range(1, 5)],
    }
    g = Game.from_hands(hands, first="Ann")
    k0 = Knowledge.from_events(g.players, g.rules, g.events)
    # Dan was dealt eight complete families: exposed at once, his hand is empty and holds nothing.
    assert k0.exposed == {f: "Dan" for f in "DEFGHIJK"} and k0.hand_count("Dan") == 0
    assert k0.possible_holders("A1") == ("Ann", "Ben", "Cara")
    g.ask("Ann", "Ben", "A2")  # given
    k1 = Knowledge.from_events(g.players, g.rules, g.events)
    assert k1.holder("A2") == "Ann" and k1.holder_reason("A2") == "given"
    assert k1.lacks("Ben", "A2") and k1.lack_reason("Ben", "A2") == "deduced"
    g.ask("Ann", "Cara", "B2")  # no: Cara plays
    k2 = Knowledge.from_events(g.players, g.rules, g.events)
    assert k2.lack_reason("Cara", "B2") == "denied"
    assert k2.holder("B2") == "Ben"  # Ann asked for it, Cara said no, Dan has no cards
    g.ask("Cara", "Ann", "A2")  # Ann hands A2 on: the table follows the card
    k3 = Knowledge.from_events(g.players, g.rules, g.events)
    assert k3.holder("A2") == "Cara" and k3.lacks("Ann", "A2")


def test_a_family_fact_is_dropped_when_it_may_have_become_false() -> None:
    """Alice asks for B2 (so she holds some B card); when she gives B1 away she may hold no B card any more."""
    hands = {
        "Alice": ["A1", "B1", "C1", "C2", "D1"],
        "Ben": ["A2", "A3", "B3", "C3", "D2"],
        "Cara": ["A4", "B2", "B4", "C4", "D3", "D4"],
    }
    g = Game.from_hands(hands, first="Alice", rules=SMALL)
    g.ask("Alice", "Ben", "B2")  # no: Ben plays
    k = Knowledge.from_events(g.players, SMALL, g.events)
    assert "B" in k.families_known("Alice")
    g.ask("Ben", "Alice", "B1")  # Alice gives her only B card
    k = Knowledge.from_events(g.players, SMALL, g.events)
    assert "B" not in k.families_known("Alice")
    assert "Alice holds at least one card of family B." not in k.facts("en")
    assert k.holder("B1") == "Ben" and "B" in k.families_known("Ben")


def test_hand_sizes_and_requests_narrow_a_hand_down() -> None:
    """Ann keeps one card and she asked for a B card: that card is a B card; then the table knows which."""
    hands = {
        "Ann": ["A1", "B1"],
        "Ben": ["A2", "B2", "B3", "C1", "C2", "D1"],
        "Cara": ["A3", "A4", "B4", "C3", "C4", "D2", "D3", "D4"],
    }
    g = Game.from_hands(hands, first="Ann", rules=SMALL)
    g.ask("Ann", "Cara", "B2")  # no: Cara plays. Ann holds a B card, and B2 must be Ben's.
    g.ask("Cara", "Ann", "A1")  # given: Ann has one card left
    k = Knowledge.from_events(g.players, SMALL, g.events)
    assert k.holder("B2") == "Ben"
    assert k.hand_count("Ann") == 1 and k.known_hand("Ann") == set()
    # One card, and it must be a B card (not B2): nothing else.
    assert k.possible_cards("Ann") == {C("B1"), C("B3"), C("B4")}
    assert k.lack_reason("Ann", "C1") == "deduced" and k.lack_reason("Ann", "A3") == "deduced"
    assert "Ann cannot hold A2, A3, A4, C1, C2, C3, C4, D1, D2, D3 or D4 (by elimination)." in k.facts("en")
    g.ask("Cara", "Ann", "B3")  # no: Ann plays; B3 is Ben's (Cara asked, Ann said no)
    g.ask("Ann", "Cara", "B4")  # given: Ann holds B4 and one other B card, which can only be B1
    k = Knowledge.from_events(g.players, SMALL, g.events)
    assert k.holder("B3") == "Ben"
    assert k.known_hand("Ann") == {C("B1"), C("B4")}
    assert k.holder_reason("B1") == "deduced" and k.holder_reason("B4") == "given"
    assert k.hand_known("Ann") and "Ann’s whole hand is known." in k.facts("en")
    assert "Toute la main d’Ann est connue." in k.facts("fr")
    truth = Truth(g)
    for _ in truth.steps():
        pass
    assert_true(k, truth)


def test_no_complete_family_in_hand_but_not_before_it_is_exposed() -> None:
    """After receiving a card, a player may hold the whole family for an instant (it is exposed next): the
    rule "nobody keeps a complete family in hand" must not be applied to that moment."""
    hands = {
        "Ann": ["A1", "B1"],
        "Ben": ["A2", "A3", "B2", "C1", "C2"],
        "Cara": ["A4", "B3", "B4", "C3", "C4"],
        "Dan": ["D1", "D2", "D3", "D4"],
    }
    g = Game.from_hands(hands, first="Ann", rules=SMALL)
    g.ask("Ann", "Ben", "A2")
    g.ask("Ann", "Ben", "A3")
    before = Knowledge.from_events(g.players, SMALL, g.events)
    assert before.known_hand("Ann") == {C("A2"), C("A3")}
    r = g.ask("Ann", "Cara", "A4")
    assert r.completed == "A"
    asked, handed, exposed = r.events[:3]
    assert isinstance(handed, Given) and isinstance(exposed, Exposed)
    k = before.apply(asked).apply(handed)  # Ann holds A1 to A4 for an instant
    # She asked for A2 holding no A card seen handed to her, so she held A1 or A4; she then asked for A4: A1.
    assert k.known_hand("Ann") == {C("A1"), C("A2"), C("A3"), C("A4")}
    assert not k.lacks("Ann", "A1")
    assert k.apply(exposed).exposed == {"D": "Dan", "A": "Ann"}


def test_nobody_keeps_a_complete_family_in_hand() -> None:
    """Ann is seen to receive B2 and B3, and B4 can only be hers: had she B1 too, she would have exposed B.

    The exact knowledge sees further than the old elimination rules: Cara asked for B3 while holding no B card
    seen handed to her, so one of B1, B2, B4 was hers; B2 came from Ben, and she then asked for B4: B1 is
    Cara's. (The moment right after a card is handed over is checked by the test above and by the brute force
    of test_exact.py.)"""
    hands = {
        "Ann": ["A2", "B3", "B4", "C2", "D1"],
        "Ben": ["A1", "B2", "C1", "C4", "D2", "D3"],
        "Cara": ["A3", "A4", "B1", "C3", "D4"],
    }
    g = Game.from_hands(hands, first="Ben", rules=SMALL)
    for asker, target, card in (
        ("Ben", "Cara", "B3"),  # no
        ("Cara", "Ann", "B3"),
        ("Cara", "Ben", "B2"),
        ("Cara", "Ben", "B4"),  # no: nobody but Ann can hold B4 (Cara asked for it, Ben said no)
        ("Ben", "Ann", "A4"),  # no
        ("Ann", "Cara", "B2"),
    ):
        g.ask(asker, target, card)
    k = Knowledge.from_events(g.players, SMALL, g.events)
    assert k.holder("B4") == "Ann" and k.holder("B2") == "Ann" and k.holder("B1") == "Cara"
    assert k.lack_reason("Ann", "B1") == "deduced" and k.holder_reason("B1") == "deduced"
    assert any(f.startswith("Cara must hold") and "B1" in f for f in k.facts("en"))
    assert any(f.startswith("Cara a forcément") and "B1" in f for f in k.facts("fr"))
    r = g.ask("Ann", "Cara", "B3")
    assert r.completed is None
    k = k.extend(r.events)
    assert k.known_hand("Ann") >= {C("B2"), C("B3"), C("B4")} and k.holder("B1") == "Cara"


SMALL = Rules(pack=Pack("small", tuple("ABCD"), 4))
"""A 16-card pack (4 families of 4) for small hand-made positions."""


# ------------------------------------------------------------------------------------- API details


def test_apply_is_pure_and_from_events_is_the_fold() -> None:
    g = worked_example()
    g.ask("Alice", "Ben", "A3")
    k0 = Knowledge.from_events(g.players, g.rules, g.events[:1])
    before = k0.to_dict()
    k1 = k0.apply(g.events[1])
    assert k0.to_dict() == before and k0.events == g.events[:1]
    assert k1.events == g.events[:2]
    assert k0.extend(g.events[1:]).to_dict() == Knowledge.from_events(g.players, g.rules, g.events).to_dict()


def test_to_dict_is_json_with_card_labels() -> None:
    g = worked_example()
    g.ask("Alice", "Ben", "A3")
    g.ask("Alice", "Cara", "B2")
    d = Knowledge.from_events(g.players, g.rules, g.events).to_dict()
    assert json.loads(json.dumps(d)) == d
    assert d["holders"]["B2"] == {"player": "Ben", "how": "deduced", "not": {"Alice": "asked", "Cara": "denied"}}
    assert d["exposed"] == {"A": "Alice"}
    assert d["families"]["Alice"] == ["B"]
    assert d["open"]["C1"]["possible"] == ["Alice", "Ben", "Cara"]
    assert "A1" not in d["open"] and "A1" not in d["holders"]
    view = Knowledge.from_events(g.players, g.rules, g.events, viewer="Cara", hand=g.hand("Cara")).to_dict()
    assert view["viewer"] == "Cara" and view["holders"]["B4"] == {"player": "Cara", "how": "own", "not": {}}
    assert view["known_hands"] == ["Cara"]


def test_a_view_leaves_out_what_the_viewer_knows_of_their_own_hand() -> None:
    g = worked_example()
    g.ask("Alice", "Ben", "A3")
    public = Knowledge.from_events(g.players, g.rules, g.events)
    ben = public.view("Ben", g.hand("Ben"))
    assert ben.facts("en")[:2] == ["Alice has exposed family A.", "Alice has 12 cards."]
    assert not any(f.startswith("Ben holds") for f in ben.facts("en"))
    assert all(ben.lacks(p, c) for p in ("Alice", "Cara") for c in g.hand("Ben"))


def test_french_lists_use_ni() -> None:
    hands = {
        "Ann": ["A1", "B1", "C1", "D1"],
        "Ben": ["A2", "B2", "C2", "D2"],
        "Cara": ["A3", "B3", "C3", "D3"],
        "Dan": ["A4", "B4", "C4", "D4"],
    }
    game = Game.from_hands(hands, first="Ann", rules=SMALL)
    game.ask("Ann", "Cara", "A2")  # no: Cara plays
    game.ask("Cara", "Ann", "B2")  # no: Ann plays
    k = Knowledge.from_events(game.players, SMALL, game.events)
    assert "Ann does not hold A2 or B2." in k.facts("en")
    assert "Ann n’a ni A2 ni B2." in k.facts("fr")
    game.ask("Ann", "Cara", "C2")  # no
    k = Knowledge.from_events(game.players, SMALL, game.events)
    assert "Ann does not hold A2, B2 or C2." in k.facts("en")
    assert "Ann n’a ni A2, ni B2, ni C2." in k.facts("fr")
    assert "Ann holds at least one card of family A." in k.facts("en")
    assert "Ann a au moins une carte de la famille C." in k.facts("fr")


def test_facts_name_the_families_of_an_ordinary_pack() -> None:
    rules = Rules(pack=ORDINARY_52)
    g = Game.deal(["Ann", "Ben", "Cara"], seed=4, rules=rules)
    asker = g.current
    assert asker is not None
    target, card = next((t, c) for t, c in g.legal_asks() if c not in g.hand(t))  # a request that fails
    g.ask(asker, target, card)
    k = Knowledge.from_events(g.players, rules, g.events)
    name_en, name_fr = rules.pack.family_name(card.family, "en"), rules.pack.family_name(card.family, "fr")
    assert f"{asker} holds at least one card of family {card.family} ({name_en})." in k.facts("en")
    assert f"{asker} a au moins une carte de la famille {card.family} ({name_fr})." in k.facts("fr")


def test_inconsistent_events_are_refused() -> None:
    g = worked_example()
    k = Knowledge.from_events(g.players, g.rules, g.events)
    with pytest.raises(InconsistentEvents):  # not in this pack
        k.apply(Asked("Alice", "Ben", C("Z9")))
    with pytest.raises(InconsistentEvents):  # not at this table
        k.apply(Denied("Ben", "Zed", C("A1")))
    two_noes = k.apply(Asked("Alice", "Ben", C("B3"))).apply(Denied("Ben", "Alice", C("B3")))
    with pytest.raises(InconsistentEvents):  # then nobody could hold B3
        two_noes.apply(Denied("Cara", "Alice", C("B3")))
    with pytest.raises(InconsistentEvents):  # Ben just said he has no B3
        two_noes.apply(Given("Ben", "Alice", C("B3")))
    with pytest.raises(InconsistentEvents):  # a hand that does not match the deal
        k.view("Alice", ["A1"])
    assert issubclass(InconsistentEvents, ValueError)


@fewer(50)
@given(games())
def test_facts_have_the_same_shape_in_both_languages(game: Game) -> None:
    k = Knowledge.from_events(game.players, game.rules, game.events[: len(game.events) // 2])
    en, fr = k.facts("en"), k.facts("fr")
    assert len(en) == len(fr)
    assert [f for f in fr if typography_faults(f)] == []
    assert fact_sentences(k.fact_data(), "en", game.rules.pack) == en
    assert json.loads(json.dumps(k.fact_data())) == [list(f) for f in k.fact_data()]
    for e, f in zip(en, fr, strict=True):
        assert re.findall(r"\b[A-Z0-9]\d\b", e) == re.findall(r"\b[A-Z0-9]\d\b", f)
