"""Each diagram in the built site shows exactly the cards its scenario says.

The expected cards are worked out here independently of the hook: from the fence's own lines,
with plain sets for a played scenario (a yes moves the card, four of a family are laid down, a no
passes the turn to the player asked). The deal-sizes table is compared with hf_core's real deal.
"""

from __future__ import annotations

import pytest
from sitehelp import LANGS, OUR_SLUGS, Element, built, diagrams_module, parse_html, source

from hf_core import Game
from hf_core import scenarios as hf_scenarios
from hf_core.cards import HAPPY_FAMILIES, ORDINARY_52, Pack
from hf_core.rules import Rules

FAMILY_SIZE = 4


def cases() -> list[tuple[str, str]]:
    return [(slug, lang) for slug in OUR_SLUGS for lang in LANGS]


def fences(slug: str, lang: str) -> list[str]:
    return diagrams_module().fences_in(source(slug, lang).read_text(encoding="utf-8"))


def figures(slug: str, lang: str) -> list[Element]:
    return parse_html(built(slug, lang)).find_all(cls="hf-diagram", tag="figure")


def lines(src: str) -> list[tuple[str, str]]:
    out = []
    for raw in src.splitlines():
        if raw.strip() and not raw.strip().startswith("#"):
            key, _, value = raw.partition(":")
            out.append((key.strip(), value.strip()))
    return out


def expected_state(src: str) -> dict[str, dict[str, object]]:
    """Seat -> shown cards, families laid down, whether it plays next; from the fence alone."""
    items = lines(src)
    get = dict(items)
    hands: dict[str, set[str]] = {}
    if "deal" in get:
        named = getattr(hf_scenarios, get["deal"].upper().replace("-", "_"))
        hands = {name: {c.upper() for c in cards} for name, cards in named.items()}
    for key, value in items:
        if key == "player":
            name, _, cards = value.partition("=")
            hands[name.strip()] = {c.upper() for c in cards.split()}
    order = list(hands)
    families: dict[str, list[str]] = {p: [] for p in order}
    current: str | None = None
    asks = [v.split() for k, v in items if k == "ask"]
    played = "deal" in get or bool(asks)
    if played:
        for p in order:  # families complete from the deal
            for fam in sorted({c[0] for c in hands[p]}):
                if all(f"{fam}{m}" in hands[p] for m in range(1, FAMILY_SIZE + 1)):
                    hands[p] -= {f"{fam}{m}" for m in range(1, FAMILY_SIZE + 1)}
                    families[p].append(fam)
        dealer = getattr(hf_scenarios, get.get("deal", "").upper().replace("-", "_") + "_DEALER", None)
        current = order[(order.index(dealer) + 1) % len(order)] if dealer else order[0]
        for asker, target, card in asks:
            assert asker == current, f"the scenario has {asker} asking out of turn"
            if card in hands[target]:
                hands[target].discard(card)
                hands[asker].add(card)
                fam = card[0]
                if all(f"{fam}{m}" in hands[asker] for m in range(1, FAMILY_SIZE + 1)):
                    hands[asker] -= {f"{fam}{m}" for m in range(1, FAMILY_SIZE + 1)}
                    families[asker].append(fam)
                if not hands[asker]:
                    seat = order.index(asker)
                    nxt = [order[(seat + i) % len(order)] for i in range(1, len(order))]
                    current = next((p for p in nxt if hands[p]), None)
            else:
                current = target
    show = set(get["show"].upper().split()) if "show" in get else None
    state: dict[str, dict[str, object]] = {}
    for p in order:
        shown = sorted(c for c in hands[p] if show is None or c[0] in show)
        state[p] = {
            "cards": shown,
            "hidden": len(hands[p]) - len(shown),
            "families": families[p],
            "current": played and p == current,
        }
    return state


def rendered_state(figure: Element) -> dict[str, dict[str, object]]:
    state: dict[str, dict[str, object]] = {}
    for seat in figure.find_all(cls="hf-seat"):
        hand = seat.find_all(cls="hf-hand")
        cards = [c.get("data-card") for c in hand[0].find_all(cls="hf-card")] if hand else []
        state[seat.get("data-player")] = {
            "cards": sorted(cards),
            "hidden": int(seat.get("data-hidden")),
            "families": [f.get("data-family") for f in seat.find_all(cls="hf-family")],
            "current": "is-current" in seat.classes,
        }
        for fam in seat.find_all(cls="hf-family"):
            letter = fam.get("data-family")
            drawn = [c.get("data-card") for c in fam.find_all(cls="hf-card")]
            assert drawn == [f"{letter}{m}" for m in range(1, FAMILY_SIZE + 1)]
    return state


def test_pages_have_diagrams() -> None:
    for slug in ("dealing", "asking", "completing", "pack", "worked-example"):
        for lang in LANGS:
            assert figures(slug, lang), f"{slug} ({lang}) has no diagram"
    assert len(figures("worked-example", "en")) >= 5


@pytest.mark.parametrize(("slug", "lang"), cases())
def test_each_diagram_matches_its_scenario(slug: str, lang: str) -> None:
    srcs, figs = fences(slug, lang), figures(slug, lang)
    assert len(srcs) == len(figs), f"{len(srcs)} fences but {len(figs)} diagrams"
    for number, (src, fig) in enumerate(zip(srcs, figs, strict=True), start=1):
        get = dict(lines(src))
        kind = get.get("kind", "hands")
        assert fig.get("data-hf-diagram") == kind
        caption = fig.find_all(tag="figcaption")
        assert caption and caption[0].all_text().strip(), f"diagram {number} has no caption"
        box = fig.find_all(cls="hf-diagram__scroll")[0]
        assert box.get("tabindex") == "0" and box.get("role") == "region" and box.get("aria-label")
        hint = fig.find_all(cls="hf-diagram__hint")[0].all_text()
        assert hint.strip(), "no scroll hint"
        # the hint names what scrolls: the drawing of the hands, or a table (family list, score sheet...)
        named = {"hands": ("whole diagram", "tout le schéma")}.get(kind, ("whole table", "tout le tableau"))
        assert named[lang == "fr"] in hint, f"diagram {number} ({kind}): {hint!r}"
        if kind != "hands":
            continue
        expected = expected_state(src)
        assert rendered_state(fig) == expected, f"diagram {number} of {slug} ({lang})"
        # the text alternative names every card drawn, in the page's language
        img = fig.find_all(cls="hf-diagram__img")[0]
        assert img.get("role") == "img"
        alt = img.get("aria-label")
        for seat, data in expected.items():
            assert seat in alt
            for card in data["cards"]:  # type: ignore[union-attr]
                assert card in alt, f"diagram {number}: alt text omits {card}"
        for card in get.get("highlight", "").split():
            assert any(
                "is-highlight" in c.classes for c in fig.find_all(cls="hf-card")
                if c.get("data-card") == card.upper()
            ), f"diagram {number}: {card} is not highlighted"


def test_scroll_hint_is_in_the_page_language() -> None:
    hints = {
        lang: {f.find_all(cls="hf-diagram__hint")[0].all_text().strip() for f in figures("worked-example", lang)}
        for lang in LANGS
    }
    assert len(hints["en"]) == 1 and len(hints["fr"]) == 1
    assert hints["en"] != hints["fr"]
    assert "sideways" in next(iter(hints["en"]))
    assert "glisser" in next(iter(hints["fr"]))


def test_hand_size_table_matches_the_engine() -> None:
    for lang in LANGS:
        tables = [f for f in figures("dealing", lang) if f.get("data-hf-diagram") == "deal-sizes"]
        assert len(tables) == 1
        rows = tables[0].find_all(tag="tr")[1:]
        seen = {}
        for row in rows:
            n = int(row.get("data-players"))
            cells = [c for c in row.find_all(tag="td") if c.get("data-seat")]
            sizes = [int(c.all_text().split()[0]) for c in cells]
            seen[n] = sizes
            # the rule: the whole pack, hands differ by at most one, extras from the dealer's left
            assert sum(sizes) == 44 and max(sizes) - min(sizes) <= 1
            assert sizes == sorted(sizes, reverse=True)
            # and what hf_core actually deals, dealer last
            names = [f"P{i}" for i in range(n)]
            game = Game.deal(names, seed=11, dealer=n - 1)
            assert sizes == [len(game.initial_hand(p)) for p in names]
        assert sorted(seen) == [2, 3, 4, 5, 6]
        assert seen[4] == [11, 11, 11, 11]


def rows_by_players(slug: str, lang: str, kind: str) -> list[Element]:
    """The rows of the page's one ``kind`` table, which has a row for each table size, 2 to 6 players."""
    tables = [f for f in figures(slug, lang) if f.get("data-hf-diagram") == kind]
    assert len(tables) == 1, f"{slug} ({lang}) shows {len(tables)} {kind} tables"
    rows = tables[0].find_all(tag="tr")[1:]
    assert [int(r.get("data-players")) for r in rows] == [2, 3, 4, 5, 6]
    return rows


def test_ordinary_pack_hand_sizes_come_from_the_engine() -> None:
    """The pack page gives the 52-card pack's hands for 2 to 6 players, as hf_core deals them (issue 24)."""
    for lang in LANGS:
        for row in rows_by_players("pack", lang, "deal-sizes"):
            n = int(row.get("data-players"))
            sizes = [int(s) for s in row.get("data-sizes").split()]
            names = [f"P{i}" for i in range(n)]
            game = Game.deal(names, seed=3, dealer=n - 1, rules=Rules(pack=ORDINARY_52))
            assert sizes == [len(game.initial_hand(p)) for p in names] and sum(sizes) == 52


def test_game_lengths_are_the_engines() -> None:
    """How long a game takes (FAQ): the requests of hf_core.lengths' games, and minutes at its seconds a request."""
    from hf_core import lengths

    for lang in LANGS:
        rows = rows_by_players("faq", lang, "game-length")
        for row in rows:
            n = int(row.get("data-players"))
            careful, random = (lengths.lengths(n, kind) for kind in ("smart", "random"))
            assert row.get("data-requests") == f"{round(careful[0])} {round(random[0])}"
            low, high = lengths.minutes(careful[0]), lengths.minutes(random[0])
            assert row.get("data-minutes") == f"{low} {high}"
            cells = [c.all_text() for c in row.find_all(tag="td")]
            assert f"{careful[1]}" in cells[0] and f"{careful[2]}" in cells[0] and f"{random[2]}" in cells[1]
            assert f"{low}" in cells[2] and f"{high}" in cells[2]
        # careful players need fewer requests than random ones, and every table needs more as it grows
        medians = [tuple(int(x) for x in r.get("data-requests").split()) for r in rows]
        assert all(c <= r for c, r in medians) and [c for c, _ in medians] == sorted(c for c, _ in medians)


def test_printable_forms_list_every_family_and_seat() -> None:
    for lang in LANGS:
        form = [f for f in figures("printables/family-list", lang) if f.get("data-hf-diagram") == "pack-form"]
        assert len(form) == 1
        rows = form[0].find_all(tag="tr")[1:]
        assert [r.get("data-family") for r in rows] == list(HAPPY_FAMILIES.families)
        assert all(len(r.find_all(cls="hf-form__blank")) == 1 + HAPPY_FAMILIES.members for r in rows)
        sheet = [f for f in figures("printables/score-sheet", lang) if f.get("data-hf-diagram") == "score-sheet"]
        assert len(sheet) == 1
        heads = sheet[0].find_all(tag="thead")[0].find_all(tag="th")
        assert len(heads) == 2 + 6  # deal, dealer, and a column for each of up to six players


@pytest.mark.parametrize("pack", [HAPPY_FAMILIES, ORDINARY_52], ids=lambda p: p.name)
def test_pack_tables_match_the_engine(pack: Pack) -> None:
    for lang in LANGS:
        tables = [
            t for f in figures("pack", lang) if f.get("data-hf-diagram") == "pack" for t in f.find_all(tag="table")
            if t.get("data-pack") == pack.name
        ]
        assert len(tables) == 1, f"pack page ({lang}) should show {pack.name} once"
        rows = tables[0].find_all(tag="tr")[1:]
        assert [r.get("data-family") for r in rows] == list(pack.families)
        for row in rows:
            family = row.get("data-family")
            cards = [c.get("data-card") for c in row.find_all(cls="hf-card")]
            assert cards == [f"{family}{m}" for m in range(1, pack.members + 1)]
            assert row.find_all(tag="th")[0].all_text() == pack.family_name(family, lang)
        assert len(rows) * pack.members == len(pack.cards())


def test_a_broken_scenario_stops_the_build() -> None:
    diagrams = diagrams_module()
    from hf_core.site.common import FenceError

    bad = [
        "player: Alice = A1 Z9\ncaption: x",  # not a card of the pack
        "deal: worked-example\nask: Alice Ben C1\ncaption: x",  # Alice holds C1: refused
        "deal: worked-example\nask: Ben Alice A1\ncaption: x",  # not Ben's turn
        "player: Alice = A1\nplayer: Ben = A1\ncaption: x",  # a card twice
        "player: Alice = A1",  # no caption
    ]
    for src in bad:
        with pytest.raises(FenceError):
            diagrams.render(src, "en")
