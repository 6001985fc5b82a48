"""The finder's global weights, judged by one figure: the share of the queries whose situation comes first, pooled
over EVERY unsealed held-out set of ``tests/site/finder_queries.py`` (never one set alone), per language, as typed and
with one typo per word (``finder_queries.typo``), searched as the page searches (``benchmarks/finder.py``: the page's
module run by Node). The sealed sets (``benchmarks/finder.py``'s ``SEALED``) are neither searched nor read.

Since stop 58 the unsealed sets are also the finder's labelled examples (``hf_core.site.readers``): pooled here, they
measure the finder on what it was built from (a regression check), no longer on what a reader types; the sealed sets
measure that (``benchmarks/finder.py --table``).

A setting is one of the build's global parameters of ``hf_core.site.finder`` (``FIELDS`` by field:
``FIELDS.question``; ``PAIR_WEIGHT``, ``PAIR_SPAN``, ``COORDINATION``, ``NAMED_SHARE``, ``EXAMPLE_K1``, ``EXAMPLE_B``,
``EXAMPLE_WEIGHT``), set for the build of the index in this process only (the page reads the ones it needs from the
index). Each run prints the base, then each setting varied one at a time from it (``--vary``, a coordinate step),
or every combination (``--grid``); with the pooled rate of the even-numbered sets and of the odd-numbered ones
apart, so that a setting chosen on one half can be checked on the other.

    python benchmarks/finder_pooled.py                                   # the finder as it is
    python benchmarks/finder_pooled.py --vary COORDINATION=0.5,1.0 --vary PAIR_WEIGHT=0.5,2
    python benchmarks/finder_pooled.py --set EXAMPLE_WEIGHT=1.2 --grid FIELDS.answer=0.5,1.5 --grid EXAMPLE_B=0.5,1

Measured at stop 57 (first right of 654 EN, 653 FR queries, as typed / one typo; the same before and after its narrowed
readings, some of the moves below measured before them): the finder as it is, EN 626 / 618, FR 632 / 615. Varied one at
a time, no weight gains in one language without losing in the other, but the rules' titles (``FIELDS.rules``, 0.5): 1
gains EN 627 as typed, 0.25 gains FR 616 with a typo, each one query of an even-numbered set (the odd-numbered ones
unchanged): a flat optimum, left as it is. Every other move loses somewhere: ``COORDINATION`` 0.5, 0.6, 0.7, 0.8, 0.9,
1; ``PAIR_WEIGHT`` 0, 0.5, 0.8, 1.2, 1.5, 2; ``EXAMPLE_WEIGHT`` 0.7, 0.85, 0.9, 1.1, 1.2, 1.5; ``EXAMPLE_B`` 0.3, 0.5,
0.9, 1; ``EXAMPLE_K1`` 0.8, 2; ``PAIR_SPAN`` 2, 4; ``NAMED_SHARE`` 0.1, 0.5; ``FIELDS.question`` 2, 2.5, 3.5, 4;
``FIELDS.keywords`` 2, 3.5, 4; ``FIELDS.answer`` 0.5, 0.75, 1.25, 1.5; ``FIELDS.other`` 0.25, 1 (``FIELDS.other`` 0.75
and ``FIELDS.rules`` 0.75 change nothing but the bytes). Tried once and taken out again: a BM25-like length
normalisation of the finder's own weights (b 0.1 to 0.5: loses in both, indexes +1.4 kB gzipped) and the rarity (idf) to
a power (0.75, 1.25, 1.5: 1.25 gains FR one query as typed and one with a typo on the even sets, EN unchanged there, and
loses on the odd ones, EN 2 as typed, FR 1 with a typo: what this script's halves are for).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests" / "site"))

import finder_queries  # noqa: E402
from finder import HELD, SEALED, index_bytes, score, search_all, typed  # noqa: E402

import hf_core.site.finder as built  # noqa: E402

UNSEALED: Final = tuple(name for name in HELD if name not in SEALED)
"""The held-out sets pooled: every one but the sealed."""

EVEN: Final = ("HELD_OUT", "HELD_OUT_4", "HELD_OUT_6", "HELD_OUT_8", "HELD_OUT_10", "HELD_OUT_14", "HELD_OUT_16",
               "HELD_OUT_18")
"""The even-numbered unsealed sets (HELD_OUT is the second held-out set: HELD_OUT_3 the third)."""

ODD: Final = ("HELD_OUT_3", "HELD_OUT_5", "HELD_OUT_7", "HELD_OUT_9", "HELD_OUT_11", "HELD_OUT_15", "HELD_OUT_17")
"""The odd-numbered unsealed sets (UNSEEN and UNSEEN_AFTER, unnumbered, are in neither half, only in the pool)."""

PARAMETERS: Final = ("PAIR_WEIGHT", "PAIR_SPAN", "COORDINATION", "NAMED_SHARE", "EXAMPLE_K1", "EXAMPLE_B",
                     "EXAMPLE_WEIGHT")
"""The global parameters a setting may name besides ``FIELDS.<field>``."""

Setting = dict[str, float]


def parse(text: str) -> tuple[str, list[float]]:
    """``NAME=v1,v2`` -> (NAME, [v1, v2]), the name checked."""
    name, _, values = text.partition("=")
    field = name.removeprefix("FIELDS.")
    if name not in PARAMETERS and not (name.startswith("FIELDS.") and field in dict(built.FIELDS)):
        raise SystemExit(f"unknown parameter {name!r}: {', '.join(PARAMETERS)} or FIELDS.<field>")
    return name, [float(v) for v in values.split(",") if v]


@contextmanager
def patched(setting: Mapping[str, float]) -> Iterator[None]:
    """The build's parameters as ``setting`` says, for the time of the block."""
    saved = {name: getattr(built, name) for name in (*PARAMETERS, "FIELDS")}
    try:
        fields = dict(built.FIELDS)
        for name, value in setting.items():
            if name.startswith("FIELDS."):
                fields[name.removeprefix("FIELDS.")] = value
            else:
                setattr(built, name, int(value) if name == "PAIR_SPAN" else value)
        setattr(built, "FIELDS", tuple(fields.items()))  # noqa: B010 (a Final of the module, set for the block)
        yield
    finally:
        for name, value in saved.items():
            setattr(built, name, value)


def sets() -> dict[str, dict[str, list[tuple[str, str]]]]:
    """Every unsealed set, as typed (its name) and with one typo per word (its name + ``~``)."""
    out: dict[str, dict[str, list[tuple[str, str]]]] = {}
    for name in UNSEALED:
        queries: dict[str, list[tuple[str, str]]] = getattr(finder_queries, name)
        out[name] = queries
        out[name + "~"] = typed(queries)
    return out


def measure(setting: Mapping[str, float], queries: Mapping[str, dict[str, list[tuple[str, str]]]]) -> dict[Any, Any]:
    """Per language and way (``typed``, ``typo``) and pool (``all``, ``even``, ``odd``): [first, queries]; and the
    index's gzipped bytes per language, with the build's parameters as ``setting`` says."""
    wanted: dict[str, list[str]] = {}
    for qs in queries.values():
        for lang, pairs in qs.items():
            wanted.setdefault(lang, []).extend(q for q, _ in pairs)
    with patched(setting):
        found = search_all(wanted, typing=False)
        size = {lang: packed for lang, (_, packed) in index_bytes().items()}
    out: dict[Any, Any] = {"bytes": size}
    for key, qs in queries.items():
        name, how = key.rstrip("~"), "typo" if key.endswith("~") else "typed"
        for lang, r in score(found, qs).items():
            for pool, names in (("all", UNSEALED), ("even", EVEN), ("odd", ODD)):
                if name in names:
                    cell = out.setdefault((lang, how, pool), [0, 0])
                    cell[0] += r["first"]
                    cell[1] += r["queries"]
    return out


def settings(base: Setting, vary: Sequence[tuple[str, list[float]]], grid: Sequence[tuple[str, list[float]]]
             ) -> list[Setting]:
    """The base, then each ``vary`` value alone from it, then every combination of the ``grid`` values."""
    out = [dict(base)]
    out += [{**base, name: v} for name, values in vary for v in values]
    if grid:
        out += [{**base, **dict(zip([n for n, _ in grid], combo, strict=True))}
                for combo in itertools.product(*(values for _, values in grid))]
    return out


def row(setting: Setting, base: Setting, m: Mapping[Any, Any]) -> str:
    """One line: what differs from the base, then first right per language, as typed / one typo: pooled, even,
    odd; and the gzipped bytes."""
    label = ", ".join(f"{k}={v:g}" for k, v in setting.items() if base.get(k) != v) or "base"
    cells = []
    for lang in ("en", "fr"):
        for how in ("typed", "typo"):
            a, e, o = (m[(lang, how, pool)] for pool in ("all", "even", "odd"))
            cells.append(f"{lang} {how:<5} {a[0]:>3}/{a[1]} ({e[0]}/{o[0]})")
    size = "/".join(str(m["bytes"][lang]) for lang in ("en", "fr"))
    return f"{label:<34} " + "  ".join(cells) + f"  gz {size}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", default=[], metavar="NAME=V", help="the base's parameter")
    parser.add_argument("--vary", action="append", default=[], metavar="NAME=V1,V2",
                        help="each value alone, from the base (a coordinate step)")
    parser.add_argument("--grid", action="append", default=[], metavar="NAME=V1,V2",
                        help="every combination of the values of every --grid")
    parser.add_argument("--jobs", type=int, default=1, help="settings measured at once (one Node each)")
    args = parser.parse_args()
    base: Setting = {}
    for text in args.set:
        name, [value] = parse(text)
        base[name] = value
    queries = sets()
    print(f"pooled over {', '.join(UNSEALED)}; even: {', '.join(EVEN)}; odd: {', '.join(ODD)}")
    print("first right, pooled (even/odd)")
    todo = settings(base, [parse(t) for t in args.vary], [parse(t) for t in args.grid])
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for setting, m in zip(todo, pool.map(measure, todo, itertools.repeat(queries)), strict=True):
            print(row(setting, base, m), flush=True)


if __name__ == "__main__":
    main()
