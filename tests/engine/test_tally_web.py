""" "Does it pay to begin?": hf_core.web.tally_games, the page's batches, and the chart and table it draws.

The page plays its games a batch at a time and hands the tally so far back each time; what it shows must be
exactly what one CPython run of hf_core.bots.tally_games over all the games gives with the same seeds.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hf_core import web
from hf_core.bots import tally_games
from hf_core.web import tallies, views
from hf_core.words import typography_faults


def call(request: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(web.tally_games(json.dumps(request)))
    return answer


def batches(kinds: list[str], sizes: list[int], first: int, lang: str = "en") -> dict[str, Any]:
    """The page's loop: one call per batch, the tally so far handed back each time."""
    so_far = None
    answer: dict[str, Any] = {}
    for size in sizes:
        start = first + (so_far["games"] if so_far else 0)
        answer = call({"kinds": kinds, "games": size, "first_seed": start, "so_far": so_far, "lang": lang})
        assert answer["ok"], answer
        so_far = answer["tally"]
    return answer


def same_tally(a: dict[str, Any], b: dict[str, Any]) -> None:
    """Equal, wins compared to 1e-9 (a three-way tie adds thirds in another order in batches)."""
    assert {k: v for k, v in a.items() if k not in ("wins", "by_kind")} == {
        k: v for k, v in b.items() if k not in ("wins", "by_kind")
    }
    assert a["wins"] == pytest.approx(b["wins"], abs=1e-9)
    assert a["by_kind"].keys() == b["by_kind"].keys()
    for kind, entry in a["by_kind"].items():
        assert entry["seats"] == b["by_kind"][kind]["seats"]
        assert entry["wins"] == pytest.approx(b["by_kind"][kind]["wins"], abs=1e-9)


KIND = st.sampled_from(tallies.KINDS)


@settings(max_examples=12)
@given(
    kinds=st.lists(st.sampled_from(("random", "smart")), min_size=3, max_size=6),
    sizes=st.lists(st.integers(0, 4), min_size=1, max_size=4),
    first=st.integers(0, 10**6),
)
def test_batches_in_the_page_equal_one_cpython_run(kinds: list[str], sizes: list[int], first: int) -> None:
    answer = batches(kinds, sizes, first)
    same_tally(answer["tally"], tally_games(kinds, sum(sizes), first))


def test_the_chart_draws_the_tally() -> None:
    kinds = ["strong", "smart", "random", "random"]
    answer = batches(kinds, [3, 5], 40)
    tally = answer["tally"]
    same_tally(tally, tally_games(kinds, 8, 40))
    html = "".join(views.to_html(n) for n in answer["view"])
    seats = answer["view"][0][3]
    assert seats[0] == "svg" and seats[1]["data-chart"] == "seats"
    shares = [float(row[1]["data-share"]) for row in seats[2:] if row[0] == "g"]
    assert shares == pytest.approx([w / 8 for w in tally["wins"]], abs=1e-6)
    by_kind = answer["view"][1][3]
    kind_shares = [float(row[1]["data-share"]) for row in by_kind[2:] if row[0] == "g"]
    expected = [tally["by_kind"][k]["wins"] / tally["by_kind"][k]["seats"] / 8 for k in ("random", "smart", "strong")]
    assert kind_shares == pytest.approx(expected, abs=1e-6)
    # the bars are as long as their shares, on one scale
    widths = [float(row[3][1]["width"]) for row in seats[2:] if row[0] == "g"]
    for w, s in zip(widths, shares, strict=True):
        assert w == pytest.approx(widths[shares.index(max(shares))] * s / max(shares), abs=0.2)
    # the table says the same for screen readers: one row per seat and per kind, percents as in the chart
    assert html.count("<tr data-seat=") == 4 and html.count("<tr data-kind=") == 3
    assert f"{100 * tally['wins'][1] / 8:.1f}%" in html
    assert "Seat 1, deals" in html and "Seat 2, begins" in html and "deals 40 to 47" in html


def test_no_games_yet_says_so_in_both_languages() -> None:
    for lang, words in (("en", "No games played yet"), ("fr", "Aucune partie jouée")):
        answer = call({"kinds": ["smart"] * 4, "games": 0, "lang": lang})
        assert answer["ok"] and answer["tally"]["games"] == 0
        assert words in views.to_html(answer["view"][0])


def test_french_chart_and_table() -> None:
    answer = batches(["smart", "random", "random"], [4], 0, lang="fr")
    html = "".join(views.to_html(n) for n in answer["view"])
    assert "Place 2, commence · au hasard" in html and "Victoires par place" in html
    assert "\u00a0%" in html and "%" not in html.replace("\u00a0%", "")
    texts: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, str):
            texts.append(node)
        else:
            for child in node[2:]:
                walk(child)

    for node in answer["view"]:
        walk(node)
    assert not [t for t in texts if typography_faults(t)]


@pytest.mark.parametrize(
    ("request_", "field", "fr"),
    [
        ({"kinds": ["smart", "random"]}, "kinds", "types de joueur"),
        ({"kinds": ["smart", "random", "clever"]}, "kinds", "types de joueur"),
        ({"kinds": "smart,smart,smart"}, "kinds", "types de joueur"),
        ({"kinds": ["smart"] * 3, "games": 501}, "games", "nombre de parties"),
        ({"kinds": ["smart"] * 3, "games": True}, "games", "nombre de parties"),
        ({"kinds": ["smart"] * 3, "first_seed": -1}, "first_seed", "premier numéro"),
        ({"kinds": ["smart"] * 3, "so_far": {"kinds": ["smart"] * 3}}, "so_far", "déjà jouées"),
        ({"kinds": ["smart"] * 3, "so_far": tally_games(["smart"] * 4, 1)}, "so_far", "déjà jouées"),
    ],
)
def test_bad_requests_are_refused_in_the_readers_language(request_: dict[str, Any], field: str, fr: str) -> None:
    en = call(request_)
    assert en["ok"] is False and en["error"]["field"] == field
    french = call({**request_, "lang": "fr"})
    assert fr in french["error"]["message"] and not typography_faults(french["error"]["message"])


def test_a_forged_tally_so_far_cannot_break_the_answer() -> None:
    kinds = ["smart", "random", "random"]
    forged = tally_games(kinds, 2)
    forged["wins"] = [1e300, 0, 0]
    assert call({"kinds": kinds, "games": 1, "so_far": forged})["error"]["field"] == "so_far"


def test_svg_only_inside_svg_and_nothing_else_inside() -> None:
    assert views.to_html(["svg", {"viewBox": "0 0 1 1"}, ["rect", {"x": "0"}]]).startswith('<svg viewBox="0 0 1 1">')
    with pytest.raises(views.ViewError):
        views.to_html(["div", {}, ["rect", {}]])
    with pytest.raises(views.ViewError):
        views.to_html(["svg", {}, ["div", {}]])
    with pytest.raises(views.ViewError):
        views.to_html(["svg", {"onload": "x"}])


# ------------------------------------------------------------------------------ 95 % intervals (Wilson)


def score_interval(share: float, trials: int, z: float) -> tuple[float, float]:
    """The interval computed directly from its definition, by bisection: the shares q for which the score test
    accepts, (share - q)^2 <= z^2 q (1 - q) / trials (a convex quadratic in q, negative between its roots)."""

    def rejects(q: float) -> bool:
        return (share - q) ** 2 > z * z * q * (1 - q) / trials

    def root(outside: float, inside: float) -> float:
        for _ in range(200):
            middle = (outside + inside) / 2
            outside, inside = (middle, inside) if rejects(middle) else (outside, middle)
        return inside

    low = 0.0 if not rejects(0.0) else root(0.0, share)
    high = 1.0 if not rejects(1.0) else root(1.0, share)
    return low, high


def test_the_95_percent_quantile_is_the_normal_one() -> None:
    from statistics import NormalDist

    assert NormalDist().inv_cdf(0.975) == pytest.approx(tallies.Z95, abs=1e-15)


@given(trials=st.integers(1, 100_000), data=st.data())
def test_wilson_interval_is_the_score_tests_interval(trials: int, data: st.DataObject) -> None:
    halves = data.draw(st.integers(0, 2 * trials))  # a shared win counts as a fraction: halves, here
    wins = halves / 2
    low, high = tallies.wilson(wins, trials)
    direct = score_interval(wins / trials, trials, tallies.Z95)
    assert (low, high) == pytest.approx(direct, abs=1e-9)
    assert 0.0 <= low <= wins / trials <= high <= 1.0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_chart_and_the_table_show_each_shares_interval(lang: str) -> None:
    kinds = ["strong", "smart", "random", "random"]
    answer = batches(kinds, [6, 6], 7, lang=lang)
    tally = answer["tally"]
    games = tally["games"]
    expected = [tallies.wilson(w, games) for w in tally["wins"]]
    by_kind = tally["by_kind"]
    expected_kinds = [tallies.wilson(by_kind[k]["wins"], by_kind[k]["seats"] * games) for k in tallies.KINDS]
    for chart, want in ((answer["view"][0][3], expected), (answer["view"][1][3], expected_kinds)):
        rows = [row for row in chart[2:] if row[0] == "g"]
        shown = [(float(r[1]["data-low"]), float(r[1]["data-high"])) for r in rows]
        assert [x for pair in shown for x in pair] == pytest.approx([x for pair in want for x in pair], abs=1e-6)
        for row, (low, high) in zip(rows, want, strict=True):
            share = float(row[1]["data-share"])
            bar = float(row[3][1]["width"])
            whisker = row[5][1]  # the interval's line across the bar
            assert whisker["class"] == "hf-tally__ci"
            ends = float(whisker["x1"]), float(whisker["x2"])
            if share:  # on the bar's scale
                assert ends[0] == pytest.approx(bar * low / share, abs=0.2)
                assert ends[1] == pytest.approx(bar * high / share, abs=0.2)
            assert ends[0] <= bar <= ends[1] + 0.1
            assert float(row[4][1]["x"]) > ends[1]  # the value is written after the interval
    html = "".join(views.to_html(n) for n in answer["view"])
    percent = (lambda x: f"{100 * x:.1f}".replace(".", ",") + "\u00a0%") if lang == "fr" else (
        lambda x: f"{100 * x:.1f}%")
    joiner = " à " if lang == "fr" else " to "
    for low, high in expected + expected_kinds:
        assert f"<td>{percent(low)}{joiner}{percent(high)}</td>" in html
    assert {"en": "95% interval", "fr": "Intervalle à 95\u00a0%"}[lang] in html
    if lang == "fr":
        assert not typography_faults(html)
