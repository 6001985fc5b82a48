"""Many games between computer players, played in the page a batch at a time ("Does it pay to begin?"):
the request's checks and the chart of the wins by seat and by kind of player, as a view tree.

The page asks :func:`hf_core.web.tally_games` for a batch of games and hands back the tally so far, which
:func:`hf_core.bots.add_tallies` adds to the batch's: the numbers are exactly those of one
:func:`hf_core.bots.tally_games` call over all the games on CPython with the same seeds.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, Final

from hf_core.web.boundary import WebError
from hf_core.web.views import Node
from hf_core.words import say

KINDS: Final = ("random", "smart", "strong")
"""The kinds of computer player, as :data:`hf_core.bots.BOT_KINDS` (not imported: the bots load on first use)."""
MIN_PLAYERS: Final = 3
MAX_PLAYERS: Final = 6
MAX_BATCH: Final = 500
"""At most this many games in one call (the page asks for far fewer, so that it can show progress)."""
MAX_SEED: Final = 2**63 - 1

Z95: Final = 1.959963984540054
"""The normal quantile of a two-sided 95 % interval, ``statistics.NormalDist().inv_cdf(0.975)``."""

WIDTH: Final = 320
ROW: Final = 34
BAR: Final = 12


def _t(key: str, lang: str, **values: object) -> str:
    return say(f"tally.{key}", lang, **values)


def check_kinds(value: object) -> list[str]:
    if (
        not isinstance(value, list)
        or not MIN_PLAYERS <= len(value) <= MAX_PLAYERS
        or not all(isinstance(k, str) and k in KINDS for k in value)
    ):
        raise WebError("tally-kinds", "kinds", low=MIN_PLAYERS, high=MAX_PLAYERS, known=" / ".join(KINDS))
    return list(value)


def check_whole(value: object, high: int, code: str, field: str) -> int:
    if type(value) is not int or not 0 <= value <= high:
        raise WebError(code, field, high=high)
    return value


def check_so_far(value: object, kinds: Sequence[str]) -> dict[str, Any] | None:
    """The tally the page has so far (``None`` for none), checked to be one :func:`tally_games` could answer
    for ``kinds``: its shape and numbers, not its history (the page can only fool itself)."""
    if value is None:
        return None
    n = len(kinds)

    def number(x: object) -> bool:
        return type(x) in (int, float) and 0 <= x < 10**9  # type: ignore[operator]

    try:
        assert isinstance(value, dict)
        assert list(value["kinds"]) == list(kinds)
        assert type(value["games"]) is int and 0 <= value["games"] <= 10**6
        assert type(value["first_seed"]) is int and 0 <= value["first_seed"] <= MAX_SEED
        assert type(value["requests"]) is int and value["requests"] >= 0
        for key in ("wins", "families"):
            assert isinstance(value[key], list) and len(value[key]) == n and all(number(x) for x in value[key])
        by_kind = value["by_kind"]
        assert isinstance(by_kind, dict) and set(by_kind) == set(kinds)
        for kind, entry in by_kind.items():
            assert isinstance(entry, dict) and entry.get("seats") == list(kinds).count(kind)
            assert number(entry.get("wins"))
    except (AssertionError, KeyError, TypeError):
        raise WebError("tally-so-far", "so_far") from None
    return value


def _percent(share: float, lang: str) -> str:
    text = f"{100 * share:.1f}"
    return text.replace(".", ",") + "\u00a0%" if lang == "fr" else text + "%"


def _number(x: float, lang: str, places: int) -> str:
    text = f"{x:.{places}f}"
    return text.replace(".", ",") if lang == "fr" else text


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share, ``successes`` of ``trials`` (a shared win counts as a fraction): the
    shares ``p`` for which ``|successes / trials - p| <= z * sqrt(p * (1 - p) / trials)``; 95 % by default.
    Unlike the textbook ``p ± z·sqrt(p(1-p)/n)`` it stays inside 0-1 and is not empty when nobody or everybody
    wins. No trials: any share, ``(0.0, 1.0)``.

    >>> [round(x, 4) for x in wilson(25, 100)]
    [0.1755, 0.343]
    >>> wilson(0, 10)[0], round(wilson(0, 10)[1], 4)
    (0.0, 0.2775)
    """
    if trials <= 0:
        return 0.0, 1.0
    share = successes / trials
    z2 = z * z / trials
    centre = (share + z2 / 2) / (1 + z2)
    half = z / (1 + z2) * math.sqrt(max(0.0, share * (1 - share)) / trials + z2 / (4 * trials))
    return min(share, max(0.0, centre - half)), max(share, min(1.0, centre + half))  # rounding: keep share in


def _interval(low: float, high: float, lang: str) -> str:
    return _t("interval", lang, low=_percent(low, lang), high=_percent(high, lang))


def seat_label(seat: int, lang: str) -> str:
    """Seat 0 deals and seat 1 begins (see :func:`hf_core.bots.tally_games`)."""
    key = {0: "seat-deals", 1: "seat-begins"}.get(seat, "seat")
    return _t(key, lang, n=seat + 1)


def kind_label(kind: str, lang: str) -> str:
    return _t(f"kind-{kind}", lang)


Row = tuple[str, float, tuple[float, float]]
"""One bar: its label, the share of the wins, and that share's 95 % interval (:func:`wilson`)."""


def _bars(rows: Sequence[Row], fair: float | None, lang: str, name: str) -> Node:
    """A horizontal bar chart: one row per (label, share of the wins, interval), a label above each bar, the
    interval as a thin line with end ticks across the bar, and the value after both; ``fair``: a line at that
    share. 320 units wide, drawn at the width of a phone's column."""
    top = max([high for _, _, (_, high) in rows] + [fair or 0.0])
    scale = min(1.0, max(0.05, top * 1.1))
    usable = WIDTH - 64  # room for the value after the longest bar or interval

    def at(share: float) -> float:
        return round(usable * share / scale, 1)

    height = ROW * len(rows) + 6
    body: list[Node] = []
    for i, (label, share, (low, high)) in enumerate(rows):
        y = ROW * i
        width = at(share)
        mid, ends = str(y + 23), {"y1": str(y + 19), "y2": str(y + 27)}
        body.append(
            [
                "g",
                {"class": "hf-tally__row", "data-share": f"{share:.6f}", "data-low": f"{low:.6f}",
                 "data-high": f"{high:.6f}"},
                ["text", {"class": "hf-tally__label", "x": "0", "y": str(y + 13)}, label],
                [
                    "rect",
                    {"class": "hf-tally__bar", "x": "0", "y": str(y + 17), "width": str(width), "height": str(BAR)},
                ],
                [
                    "text",
                    {"class": "hf-tally__value", "x": str(round(max(width, at(high)) + 4, 1)), "y": str(y + 27)},
                    _percent(share, lang),
                ],
                ["line", {"class": "hf-tally__ci", "x1": str(at(low)), "x2": str(at(high)), "y1": mid, "y2": mid}],
                ["line", {"class": "hf-tally__ci", "x1": str(at(low)), "x2": str(at(low)), **ends}],
                ["line", {"class": "hf-tally__ci", "x1": str(at(high)), "x2": str(at(high)), **ends}],
            ]
        )
    if fair is not None:  # a tick across each bar's band, clear of the labels
        x = str(round(usable * fair / scale, 1))
        body += [
            ["line", {"class": "hf-tally__fair", "x1": x, "x2": x, "y1": str(ROW * i + 15), "y2": str(ROW * i + 31)}]
            for i in range(len(rows))
        ]
    return [
        "svg",
        {
            "class": "hf-tally__chart",
            "viewBox": f"0 0 {WIDTH} {height}",
            "aria-hidden": "true",
            "focusable": "false",
            "data-chart": name,
        },
        *body,
    ]


def chart(lang: str, tally: Mapping[str, Any]) -> list[Node]:
    """The wins of ``tally`` (a :func:`hf_core.bots.tally_games` answer): by seat and by kind of player, as two
    bar charts, and the same numbers as a table (the charts are hidden from screen readers, the table is not)."""
    games = tally["games"]
    if not games:
        return [["p", {"class": "hf-tally__empty"}, _t("empty", lang)]]
    kinds: list[str] = list(tally["kinds"])
    n = len(kinds)
    fair = 1 / n
    seats: list[Row] = [
        (f"{seat_label(i, lang)} · {kind_label(k, lang)}", tally["wins"][i] / games, wilson(tally["wins"][i], games))
        for i, k in enumerate(kinds)
    ]
    by_kind = tally["by_kind"]
    # A kind's share per seat: each of its seats in each game is one trial (its seats in one game are not quite
    # independent, so with several seats the interval is a little too narrow).
    kind_rows: list[Row] = [
        (
            kind_label(k, lang),
            by_kind[k]["wins"] / by_kind[k]["seats"] / games,
            wilson(by_kind[k]["wins"], by_kind[k]["seats"] * games),
        )
        for k in KINDS
        if k in by_kind
    ]
    header = [
        "tr",
        {},
        *(
            ["th", {"scope": "col"}, _t(key, lang)]
            for key in ("col-who", "col-wins", "col-share", "col-families", "col-interval")
        ),
    ]
    rows: list[Node] = []
    for i, kind in enumerate(kinds):
        rows.append(
            [
                "tr",
                {"data-seat": str(i)},
                ["th", {"scope": "row"}, f"{seat_label(i, lang)} · {kind_label(kind, lang)}"],
                ["td", {}, _number(tally["wins"][i], lang, 1)],
                ["td", {}, _percent(tally["wins"][i] / games, lang)],
                ["td", {}, _number(tally["families"][i] / games, lang, 2)],
                ["td", {}, _interval(*seats[i][2], lang)],
            ]
        )
    for kind in KINDS:
        if kind not in by_kind:
            continue
        entry = by_kind[kind]
        count = entry["seats"]
        who = (
            _t("kind-seat", lang, kind=kind_label(kind, lang))
            if count == 1
            else _t("kind-seats", lang, kind=kind_label(kind, lang), n=count)
        )
        families = sum(tally["families"][i] for i, k in enumerate(kinds) if k == kind) / count / games
        interval = next(row[2] for row in kind_rows if row[0] == kind_label(kind, lang))
        rows.append(
            [
                "tr",
                {"data-kind": kind},
                ["th", {"scope": "row"}, who],
                ["td", {}, _number(entry["wins"], lang, 1)],
                ["td", {}, _percent(entry["wins"] / count / games, lang)],
                ["td", {}, _number(families, lang, 2)],
                ["td", {}, _interval(*interval, lang)],
            ]
        )
    first = tally["first_seed"]
    return [
        [
            "figure",
            {"class": "hf-tally__figure"},
            ["figcaption", {}, _t("by-seat", lang)],
            _bars(seats, fair, lang, "seats"),
            ["p", {"class": "hf-tally__note"}, _t("fair", lang, share=_percent(fair, lang))],
            ["p", {"class": "hf-tally__note"}, _t("ci-note", lang)],
        ],
        [
            "figure",
            {"class": "hf-tally__figure"},
            ["figcaption", {}, _t("by-kind", lang)],
            _bars(kind_rows, fair, lang, "kinds"),
        ],
        [
            "div",
            {"class": "hf-tally__table", "role": "region", "tabindex": "0", "aria-label": _t("by-seat", lang)},
            [
                "table",
                {"class": "hf-tally__grid"},
                ["caption", {}, _t("caption", lang, n=games, first=first, last=first + games - 1)],
                ["thead", {}, header],
                ["tbody", {}, *rows],
            ],
        ],
    ]
