"""How well "What happens if...?" finds a situation from a reader's own words: for each language, the share of the
plain-language queries of ``tests/site/finder_queries.py`` whose intended situation comes first, and in the top
three, searched exactly as the page searches (the page's own module, ``finder-search.js``, run by Node on the
index the build ships).

``python benchmarks/finder.py`` prints the figures; ``--misses`` also lists the queries not found first, except
those of a held-out set still sealed (:data:`SEALED`: its misses are not to be tuned on; ``--unseal`` lists them too,
for the measure at the end of a round). HELD_OUT_10, sealed until then, was unsealed for the tenth round: its
misses are now seen, and HELD_OUT_12, written blind before that round and sealed, measures it.
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "site"))

from finder_queries import (  # noqa: E402
    HELD_OUT,
    HELD_OUT_3,
    HELD_OUT_4,
    HELD_OUT_5,
    HELD_OUT_6,
    HELD_OUT_7,
    HELD_OUT_8,
    HELD_OUT_9,
    HELD_OUT_10,
    HELD_OUT_11,
    HELD_OUT_12,
    HELD_OUT_13,
    HELD_OUT_14,
    HELD_OUT_15,
    HELD_OUT_16,
    HELD_OUT_17,
    HELD_OUT_18,
    HELD_OUT_19,
    HELD_OUT_20,
    HELD_OUT_21,
    HELD_OUT_22,
    HELD_OUT_23,
    QUERIES,
    UNSEEN,
    UNSEEN_AFTER,
    typo,
)

from hf_core.site.finder import search_index  # noqa: E402

SEALED: frozenset[str] = frozenset({"HELD_OUT_12", "HELD_OUT_13", "HELD_OUT_19", "HELD_OUT_20",
                                   "HELD_OUT_21", "HELD_OUT_22", "HELD_OUT_23"})
"""The held-out sets whose misses ``--misses`` does not list: written before a round of tuning, measured before it
and once at its end, never tuned on."""

MODULE = ROOT / "docs" / "javascripts" / "hf" / "widgets" / "finder-search.js"

RUNNER = """
import { readFileSync } from "node:fs";
const { search, analyse } = await import(process.argv[2]);
const jobs = JSON.parse(readFileSync(process.argv[3], "utf8"));
const out = {};
for (const [lang, { index, queries, words, typing }] of Object.entries(jobs)) {
  out[lang] = {
    ranks: queries.map((q) => search(index, q, { typing: false }).map((r) => r.id)),
    typing: typing ? queries.map((q) => search(index, q, { typing: true }).map((r) => r.id)) : [],
    analysed: words.map((w) => analyse(w, index.parts[0].analysis)),
  };
}
process.stdout.write(JSON.stringify(out));
"""


def run_node(jobs: dict[str, Any]) -> dict[str, Any]:
    """Run the page's search module in Node over ``jobs`` ({lang: {index, queries, words, typing}})."""
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "jobs.json"
        data.write_text(json.dumps(jobs), encoding="utf-8")
        script = Path(tmp) / "run.mjs"
        script.write_text(RUNNER, encoding="utf-8")
        done = subprocess.run(
            ["node", str(script), MODULE.as_uri(), str(data)], capture_output=True, text=True, check=True
        )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def search_all(queries: Mapping[str, Iterable[str]], words: Sequence[str] = (), typing: bool = True) -> dict[str, Any]:
    """Every query of every language searched in ONE Node process (one index per language, so that the search's
    caches of near words serve every query): per language, ``ranks``: each distinct query -> the situations' ids,
    best first, the query as finished; ``typing``: the same with its last word still being typed (only when
    ``typing``); ``analysed``: the page's analysis of each of ``words`` (for the test that compares it with the
    build's). :func:`score` reads the figures of any set of these queries from it."""
    distinct = {lang: list(dict.fromkeys(qs)) for lang, qs in queries.items()}
    jobs = {
        lang: {"index": search_index(lang), "queries": qs, "words": list(words), "typing": typing}
        for lang, qs in distinct.items()
    }
    found = run_node(jobs)
    return {
        lang: {
            "ranks": dict(zip(qs, found[lang]["ranks"], strict=True)),
            "typing": dict(zip(qs, found[lang]["typing"], strict=True)) if typing else {},
            "analysed": found[lang]["analysed"],
        }
        for lang, qs in distinct.items()
    }


def score(found: Mapping[str, Any], queries: Mapping[str, Sequence[tuple[str, str]]]) -> dict[str, Any]:
    """Per language of ``queries``: queries, first hits, top-three hits (and first while the last word is still
    being typed, when ``found`` holds it), the misses (not in the top three) and the wrong (not first), read from
    ``found`` (:func:`search_all`, which must have searched every query: a query it did not is a KeyError)."""
    out: dict[str, Any] = {}
    for lang, pairs in queries.items():
        ranks = [found[lang]["ranks"][q] for q, _ in pairs]
        first = sum(1 for (_, want), got in zip(pairs, ranks, strict=True) if got[:1] == [want])
        top3 = sum(1 for (_, want), got in zip(pairs, ranks, strict=True) if want in got[:3])
        typing = found[lang]["typing"]
        typing_first = sum(1 for q, want in pairs if typing[q][:1] == [want]) if typing else None
        misses = [(q, want, got[:3]) for (q, want), got in zip(pairs, ranks, strict=True) if want not in got[:3]]
        wrong = [(q, want, got[:3]) for (q, want), got in zip(pairs, ranks, strict=True) if got[:1] != [want]]
        out[lang] = {"queries": len(pairs), "first": first, "top3": top3, "typing_first": typing_first,
                     "misses": misses, "wrong": wrong, "analysed": found[lang]["analysed"]}
    return out


def rates(words: list[str] | None = None, queries: dict[str, list[tuple[str, str]]] = QUERIES) -> dict[str, Any]:
    """Per language: queries, first hits, top-three hits, and the misses; ``analysed`` holds Node's analysis of
    ``words`` (one Node process: :func:`search_all`, then :func:`score`)."""
    return score(search_all({lang: [q for q, _ in pairs] for lang, pairs in queries.items()}, words or []), queries)


def _queries_of(sets: Iterable[Mapping[str, Sequence[tuple[str, str]]]]) -> dict[str, list[str]]:
    """Every query of these sets, per language (for one :func:`search_all`)."""
    out: dict[str, list[str]] = {}
    for queries in sets:
        for lang, pairs in queries.items():
            out.setdefault(lang, []).extend(q for q, _ in pairs)
    return out


def typed(queries: dict[str, list[tuple[str, str]]]) -> dict[str, list[tuple[str, str]]]:
    """The same queries with one typo in every word of four letters or more (``finder_queries.typo``)."""
    return {lang: [(typo(q), want) for q, want in pairs] for lang, pairs in queries.items()}


def index_bytes() -> dict[str, tuple[int, int]]:
    """Bytes of each language's index as the page ships it: JSON, and gzipped (level 9)."""
    out = {}
    for lang in ("en", "fr"):
        raw = json.dumps(search_index(lang), ensure_ascii=False, separators=(",", ":")).encode()
        out[lang] = (len(raw), len(gzip.compress(raw, 9, mtime=0)))
    return out


HELD: Final = ("UNSEEN", "UNSEEN_AFTER", "HELD_OUT", "HELD_OUT_3", "HELD_OUT_4", "HELD_OUT_5", "HELD_OUT_6",
                "HELD_OUT_7", "HELD_OUT_8", "HELD_OUT_9", "HELD_OUT_10", "HELD_OUT_11",
                "HELD_OUT_12", "HELD_OUT_13", "HELD_OUT_14", "HELD_OUT_15", "HELD_OUT_16",
                "HELD_OUT_17", "HELD_OUT_18", "HELD_OUT_19", "HELD_OUT_20", "HELD_OUT_21",
                "HELD_OUT_22", "HELD_OUT_23")
"""The sets never tuned on when written, oldest first; each is a row of ``--table``, and those before the last two
(from HELD_OUT_12 on: the sealed ones) are pooled as "older"."""


def table() -> None:
    """Print, per held-out set and for the older ones pooled, per language: first and top three, as typed and with
    one typo per word (``--table``)."""
    import finder_queries

    counts: dict[tuple[str, str, str], list[int]] = {}  # (set, lang, how) -> [first, top3, n]
    sets = {(name, how): qs for name in HELD
            for how, qs in (("typed", getattr(finder_queries, name)), ("typo", typed(getattr(finder_queries, name))))}
    found = search_all(_queries_of(sets.values()), typing=False)
    for (name, how), qs in sets.items():
        for lang, r in score(found, qs).items():
            counts[(name, lang, how)] = [r["first"], r["top3"], r["queries"]]
    rows = [(name, [name]) for name in HELD] + [("older pooled", list(HELD[: HELD.index("HELD_OUT_12")]))]
    print(f"{'set':<14}{'lang':<5}{'as typed first':>16}{'top 3':>8}{'one typo first':>16}{'top 3':>8}")
    for label, names in rows:
        for lang in ("en", "fr"):
            cells = []
            for how in ("typed", "typo"):
                first, top3, n = (sum(counts[(x, lang, how)][k] for x in names) for k in range(3))
                cells += [f"{first}/{n} {100 * first / n:3.0f} %", f"{100 * top3 / n:3.0f} %"]
            print(f"{label:<14}{lang:<5}{cells[0]:>16}{cells[1]:>8}{cells[2]:>16}{cells[3]:>8}")
    for lang, (raw, packed) in index_bytes().items():
        print(f"index, {lang} page: {raw} bytes, {packed} gzipped")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the queries that miss the first place")
    parser.add_argument("--unseal", action="store_true", help="with --misses, list the sealed sets' misses too")
    parser.add_argument("--table", action="store_true", help="only a table: every held-out set and the older ones "
                        "pooled, as typed and with one typo per word, first and top three, per language")
    args = parser.parse_args()
    if args.table:
        table()
        return
    sets = (
        ("unseen queries (issue 39)", "UNSEEN", UNSEEN),
        ("unseen queries, one typo per word", "UNSEEN", typed(UNSEEN)),
        ("second unseen set (written after tuning)", "UNSEEN_AFTER", UNSEEN_AFTER),
        ("second unseen set, one typo per word", "UNSEEN_AFTER", typed(UNSEEN_AFTER)),
        ("held-out queries (before)", "HELD_OUT", HELD_OUT),
        ("third held-out set (issue 39 item 3, written before tuning)", "HELD_OUT_3", HELD_OUT_3),
        ("fourth held-out set (issue 39 item 3, written before the second round)", "HELD_OUT_4", HELD_OUT_4),
        ("fourth held-out set, one typo per word", "HELD_OUT_4", typed(HELD_OUT_4)),
        ("fifth held-out set (issue 39 item 3, written before the third round)", "HELD_OUT_5", HELD_OUT_5),
        ("fifth held-out set, one typo per word", "HELD_OUT_5", typed(HELD_OUT_5)),
        ("sixth held-out set (issue 39 item 3, written before the fourth round)", "HELD_OUT_6", HELD_OUT_6),
        ("sixth held-out set, one typo per word", "HELD_OUT_6", typed(HELD_OUT_6)),
        ("seventh held-out set (issue 39 item 3, written before the fifth round)", "HELD_OUT_7", HELD_OUT_7),
        ("seventh held-out set, one typo per word", "HELD_OUT_7", typed(HELD_OUT_7)),
        ("eighth held-out set (issue 39 item 3, written before the sixth round)", "HELD_OUT_8", HELD_OUT_8),
        ("eighth held-out set, one typo per word", "HELD_OUT_8", typed(HELD_OUT_8)),
        ("ninth held-out set (issue 39 item 3, written before the seventh round)", "HELD_OUT_9", HELD_OUT_9),
        ("ninth held-out set, one typo per word", "HELD_OUT_9", typed(HELD_OUT_9)),
        ("tenth held-out set (issue 39 item 3, written blind, unsealed in round ten)", "HELD_OUT_10", HELD_OUT_10),
        ("tenth held-out set, one typo per word", "HELD_OUT_10", typed(HELD_OUT_10)),
        ("eleventh held-out set (issue 39 item 3, written blind before the ninth round)", "HELD_OUT_11", HELD_OUT_11),
        ("eleventh held-out set, one typo per word", "HELD_OUT_11", typed(HELD_OUT_11)),
        ("twelfth held-out set (issue 39 item 3, written blind before the tenth round, sealed)", "HELD_OUT_12",
         HELD_OUT_12),
        ("twelfth held-out set, one typo per word", "HELD_OUT_12", typed(HELD_OUT_12)),
        ("13th held-out set (issue 39 item 3, written blind at stop 54, sealed)", "HELD_OUT_13", HELD_OUT_13),
        ("13th held-out set, one typo per word", "HELD_OUT_13", typed(HELD_OUT_13)),
        ("14th held-out set (written blind at stop 54, not used to choose the examples' design; sealed)",
         "HELD_OUT_14", HELD_OUT_14),
        ("14th held-out set, one typo per word", "HELD_OUT_14", typed(HELD_OUT_14)),
        ("15th held-out set (written blind once the examples were fixed; sealed)", "HELD_OUT_15", HELD_OUT_15),
        ("15th held-out set, one typo per word", "HELD_OUT_15", typed(HELD_OUT_15)),
        ("16th held-out set (written blind at stop 55, before its changes; sealed)", "HELD_OUT_16", HELD_OUT_16),
        ("16th held-out set, one typo per word", "HELD_OUT_16", typed(HELD_OUT_16)),
        ("17th held-out set (written blind during stop 55; sealed)", "HELD_OUT_17", HELD_OUT_17),
        ("17th held-out set, one typo per word", "HELD_OUT_17", typed(HELD_OUT_17)),
        ("18th held-out set (written blind at the start of stop 56; sealed)", "HELD_OUT_18", HELD_OUT_18),
        ("18th held-out set, one typo per word", "HELD_OUT_18", typed(HELD_OUT_18)),
        ("19th held-out set (written blind during stop 56, before round 4; sealed)", "HELD_OUT_19", HELD_OUT_19),
        ("19th held-out set, one typo per word", "HELD_OUT_19", typed(HELD_OUT_19)),
        ("20th held-out set (written blind during stop 57, before round 5; sealed)", "HELD_OUT_20", HELD_OUT_20),
        ("20th held-out set, one typo per word", "HELD_OUT_20", typed(HELD_OUT_20)),
        ("21st held-out set (written blind during stop 58, before round 6; sealed)", "HELD_OUT_21", HELD_OUT_21),
        ("21st held-out set, one typo per word", "HELD_OUT_21", typed(HELD_OUT_21)),
        ("22nd held-out set (written blind during stop 58, after round 6 was chosen; sealed)", "HELD_OUT_22",
         HELD_OUT_22),
        ("22nd held-out set, one typo per word", "HELD_OUT_22", typed(HELD_OUT_22)),
        ("23rd held-out set (written blind during stop 58, after round 6; sealed)", "HELD_OUT_23", HELD_OUT_23),
        ("23rd held-out set, one typo per word", "HELD_OUT_23", typed(HELD_OUT_23)),
        ("queries the keywords were tuned on", "QUERIES", QUERIES),
        ("tuned queries, one typo per word", "QUERIES", typed(QUERIES)),
    )
    found = search_all(_queries_of(queries for _, _, queries in sets))
    for label, name, queries in sets:
        for lang, r in score(found, queries).items():
            n = r["queries"]
            print(
                f"{lang}, {label}: {n} queries, first {r['first']}/{n} ({100 * r['first'] / n:.0f} %), "
                f"top three {r['top3']}/{n} ({100 * r['top3'] / n:.0f} %); "
                f"first while the last word is still being typed {r['typing_first']}/{n}"
            )
            if args.misses and (args.unseal or name not in SEALED):
                for query, want, got in r["wrong"]:
                    print(f"   not first: {query!r} -> {got} (wanted {want})")
    for lang, (raw, packed) in index_bytes().items():
        print(f"index, {lang} page: {raw} bytes, {packed} gzipped")


if __name__ == "__main__":
    main()
