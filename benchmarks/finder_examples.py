"""An experiment (issue 39 item 3): do the labelled queries themselves, used as examples, find a situation from a
new reader's words better than the finder's hand-tuned keywords do?

Each situation gets a profile made of the labelled queries of ``tests/site/finder_queries.py`` that name it,
analysed as the finder analyses a query (folding, stop words, sayings, stems, synonyms); a query is then ranked by
the profiles alone, or by the finder's own ranking (the page's module, ``finder-search.js``, run by Node) fused with
them. History is simulated: to rank the queries of a set, the pool of examples is ONLY the sets written before it,
in the order they were written (git log of ``finder_queries.py``: QUERIES and HELD_OUT first, then UNSEEN,
UNSEEN_AFTER, HELD_OUT_3 ... HELD_OUT_11).

The finder is that of a checkout: ``--then`` (the default) ranks HELD_OUT_10 with the finder as it was when that
set was written (bde19b8, before any round had seen it) and HELD_OUT_11 with the finder just before the ninth round
tuned on it (a5f10e5), each with its own word analysis: what would have happened. ``--now`` uses this checkout's
finder for every set (its keywords were tuned on every set up to HELD_OUT_11: its figures, and the fusion's, are
inflated there). A design is chosen on HELD_OUT_10 (the validation set) and reported on HELD_OUT_11.

    python benchmarks/finder_examples.py            # the designs on HELD_OUT_10 and HELD_OUT_11, finders of then
    python benchmarks/finder_examples.py --now      # every set from UNSEEN on, this checkout's finder

Figures: first right and top three, as typed and with one typo per word (``finder_queries.typo``; a query's word
that no example holds is read as the examples' word one edit from it, as the finder reads a misspelt word), and the
bytes the examples would add to the page.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "site"))

import finder_queries  # noqa: E402

ORDER: Final = ("QUERIES", "HELD_OUT", "UNSEEN", "UNSEEN_AFTER", "HELD_OUT_3", "HELD_OUT_4", "HELD_OUT_5",
                "HELD_OUT_6", "HELD_OUT_7", "HELD_OUT_8", "HELD_OUT_9", "HELD_OUT_10", "HELD_OUT_11")
"""The labelled sets in the order they were written (QUERIES and HELD_OUT came with the situations themselves)."""

THEN: Final = {"HELD_OUT_10": "bde19b8", "HELD_OUT_11": "a5f10e5"}
"""The finder each blind set would have met: the commit that added the set, before any round tuned on it."""

VALIDATION: Final = "HELD_OUT_10"
RESULT: Final = "HELD_OUT_11"

Pairs = list[tuple[str, str]]

# ----------------------------------------------------------------------------------------------- the finder

PREPARE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from hf_core.site.finder import analyse, search_index
from hf_core.words.situations import KEYWORDS
texts = json.load(open(sys.argv[2], encoding="utf-8"))
out = {}
for lang, ts in texts.items():
    index = search_index(lang)
    index["parts"][0].pop("examples", None)  # the keyword finder alone: this script fuses the examples itself
    own = [[analyse(d["q"], lang), d["id"]] for d in index["docs"]]
    own += [[analyse(phrase, lang), d["id"]] for d in index["docs"] for phrase in KEYWORDS[d["id"]][lang].split(",")]
    out[lang] = {"index": index, "terms": {t: analyse(t, lang) for t in ts}, "own": own}
json.dump(out, open(sys.argv[3], "w", encoding="utf-8"))
"""

RUNNER = """
import { readFileSync } from "node:fs";
const { search } = await import(process.argv[2]);
const jobs = JSON.parse(readFileSync(process.argv[3], "utf8"));
const out = {};
for (const [lang, { index, queries }] of Object.entries(jobs)) {
  out[lang] = queries.map((q) => search(index, q, { typing: false }).map((r) => [r.id, r.score]));
}
process.stdout.write(JSON.stringify(out));
"""


def finder_of(checkout: Path, texts: Mapping[str, Sequence[str]]) -> dict[str, dict[str, Any]]:
    """Per language: ``queries``: for each of ``texts``, ``ranked`` ([id, score], best first, by the checkout's page
    module on its own index, the query as finished) and ``terms`` (the checkout's analysis of the text); ``own``: the
    situations' own words as examples (the question, and each keyword phrase), analysed by the checkout."""
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        (t / "texts.json").write_text(json.dumps({k: list(dict.fromkeys(v)) for k, v in texts.items()}), "utf-8")
        (t / "prepare.py").write_text(PREPARE, "utf-8")
        subprocess.run([sys.executable, str(t / "prepare.py"), str(checkout), str(t / "texts.json"),
                        str(t / "prepared.json")], check=True, cwd=checkout)
        prepared = json.loads((t / "prepared.json").read_text("utf-8"))
        jobs = {lang: {"index": p["index"], "queries": list(p["terms"])} for lang, p in prepared.items()}
        (t / "jobs.json").write_text(json.dumps(jobs), "utf-8")
        (t / "run.mjs").write_text(RUNNER, "utf-8")
        module = checkout / "docs" / "javascripts" / "hf" / "widgets" / "finder-search.js"
        done = subprocess.run(["node", str(t / "run.mjs"), module.as_uri(), str(t / "jobs.json")],
                              capture_output=True, text=True, check=True)
    ranked = json.loads(done.stdout)
    return {lang: {"queries": {q: {"ranked": r, "terms": p["terms"][q]}
                               for q, r in zip(p["terms"], ranked[lang], strict=True)},
                   "own": [(terms, want) for terms, want in p["own"]]}
            for lang, p in prepared.items()}


# --------------------------------------------------------------------------------------------- the examples


def _near(a: str, b: str) -> bool:
    """One edit apart: a letter left out, added, changed, or two swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


class Examples:
    """The pool's queries (their terms) per situation: a BM25 profile per situation, and each query for kNN."""

    def __init__(self, pool: Sequence[tuple[list[str], str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.profile: dict[str, Counter[str]] = {}
        for terms, want in pool:
            self.profile.setdefault(want, Counter()).update(terms)
        self.avg = sum(sum(c.values()) for c in self.profile.values()) / max(1, len(self.profile))
        df = Counter(t for c in self.profile.values() for t in c)
        n = len(self.profile)
        self.idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
        qdf = Counter(t for terms, _ in pool for t in set(terms))
        self.qidf = {t: math.log(len(pool) / d) + 1 for t, d in qdf.items()}
        self.vectors = [(self._vector(terms), want) for terms, want in pool]
        self.vocab = sorted(df)

    def _vector(self, terms: Sequence[str]) -> dict[str, float]:
        v = {t: (1 + math.log(c)) * self.qidf.get(t, 0.0) for t, c in Counter(terms).items()}
        norm = math.sqrt(sum(x * x for x in v.values())) or 1.0
        return {t: x / norm for t, x in v.items()}

    def mend(self, terms: Sequence[str]) -> list[str]:
        """Each term no example holds read as the examples' term one edit from it (the rarest if several)."""
        out = []
        for t in terms:
            if t not in self.idf and len(t) >= 4:
                near = [v for v in self.vocab if _near(t, v)]
                t = max(near, key=lambda v: self.idf[v]) if near else t
            out.append(t)
        return out

    def bm25(self, terms: Sequence[str]) -> dict[str, float]:
        """Each situation's BM25 score of the query over its profile."""
        out: dict[str, float] = {}
        for want, c in self.profile.items():
            length = sum(c.values())
            s = 0.0
            for t in set(terms):
                tf = c.get(t, 0)
                if tf:
                    s += self.idf[t] * tf * (self.k1 + 1) / (tf + self.k1 * (1 - self.b + self.b * length / self.avg))
            if s:
                out[want] = s
        return out

    def knn(self, terms: Sequence[str], k: int = 1) -> dict[str, float]:
        """Each situation's score: the sum of its ``k`` examples nearest to the query (tf-idf cosine)."""
        q = self._vector(terms)
        sims: dict[str, list[float]] = {}
        for v, want in self.vectors:
            s = sum(x * v.get(t, 0.0) for t, x in q.items())
            if s:
                sims.setdefault(want, []).append(s)
        return {want: sum(sorted(ss, reverse=True)[:k]) for want, ss in sims.items()}


def ranking(scores: Mapping[str, float]) -> list[str]:
    return [i for i, _ in sorted(scores.items(), key=lambda x: -x[1])]


# ------------------------------------------------------------------------------------------------ designs

Design = Callable[[list[list[Any]], dict[str, float]], list[str]]
"""(the finder's [id, score] best first, the examples' scores) -> ids, best first."""


def finder_alone(f: list[list[Any]], e: dict[str, float]) -> list[str]:
    return [i for i, _ in f]


def examples_alone(f: list[list[Any]], e: dict[str, float]) -> list[str]:
    ranked = ranking(e)
    return ranked + [i for i, _ in f if i not in e]  # the finder's order after the examples'


def rrf(k: float, w: float) -> Design:
    """Reciprocal-rank fusion: 1 / (k + finder's rank) + w / (k + examples' rank)."""

    def design(f: list[list[Any]], e: dict[str, float]) -> list[str]:
        score = {i: 1 / (k + r) for r, (i, _) in enumerate(f, 1)}
        for r, i in enumerate(ranking(e), 1):
            score[i] = score.get(i, 0.0) + w / (k + r)
        return ranking(score)

    return design


def rerank(top: int) -> Design:
    """The finder's first ``top`` put in the examples' order (the finder's order among those the examples miss)."""

    def design(f: list[list[Any]], e: dict[str, float]) -> list[str]:
        ids = [i for i, _ in f]
        head = sorted(ids[:top], key=lambda i: (-e.get(i, 0.0), ids.index(i)))
        return head + ids[top:]

    return design


def linear(w: float) -> Design:
    """Each score divided by its best, the examples' weighed ``w``, added."""

    def design(f: list[list[Any]], e: dict[str, float]) -> list[str]:
        fmax = max((s for _, s in f), default=0.0) or 1.0
        emax = max(e.values(), default=0.0) or 1.0
        score = {i: s / fmax for i, s in f}
        for i, s in e.items():
            score[i] = score.get(i, 0.0) + w * s / emax
        return ranking(score)

    return design


SCORERS: Final = {
    # name: (the situations' own words among the examples, k1, b, how the examples score)
    "bm25": (False, 1.2, 0.75, lambda ex, t: ex.bm25(t)),
    "bm25 b=.3": (False, 1.2, 0.3, lambda ex, t: ex.bm25(t)),
    "knn1": (False, 1.2, 0.75, lambda ex, t: ex.knn(t, 1)),
    "knn3": (False, 1.2, 0.75, lambda ex, t: ex.knn(t, 3)),
    "bm25+own": (True, 1.2, 0.75, lambda ex, t: ex.bm25(t)),
    "knn3+own": (True, 1.2, 0.75, lambda ex, t: ex.knn(t, 3)),
}
"""How the examples score a query: "+own" adds the situations' own question and keyword phrases (of the same
checkout) to the labelled queries."""

DESIGNS: Final[dict[str, Design]] = {
    "finder alone": finder_alone,
    "examples alone": examples_alone,
    "rrf k=5 w=1": rrf(5, 1.0),
    "rrf k=5 w=0.5": rrf(5, 0.5),
    "rrf k=20 w=1": rrf(20, 1.0),
    "rerank top 2": rerank(2),
    "rerank top 3": rerank(3),
    "rerank top 5": rerank(5),
    "linear w=0.5": linear(0.5),
    "linear w=1": linear(1.0),
}


# ------------------------------------------------------------------------------------------------ measuring


def sets() -> dict[str, dict[str, Pairs]]:
    return {name: getattr(finder_queries, name) for name in ORDER}


def pool_before(name: str, lang: str, found: Mapping[str, Any]) -> list[tuple[list[str], str]]:
    """The examples written before the set ``name``: each query's terms (``found``'s analysis) and its situation."""
    return [(found[q]["terms"], want) for earlier in ORDER[: ORDER.index(name)]
            for q, want in getattr(finder_queries, earlier)[lang]]


def measure(checkouts: Mapping[str, Path], targets: Sequence[str]) -> dict[tuple[str, str, str, str, str], tuple]:
    """(set, lang, how, scorer, design) -> (first, top three, n), each set ranked by its checkout's finder."""
    out: dict[tuple[str, str, str, str, str], tuple[int, int, int]] = {}
    for target in targets:
        earlier = ORDER[: ORDER.index(target) + 1]
        texts = {lang: [q for name in earlier for q, _ in getattr(finder_queries, name)[lang]] for lang in ("en", "fr")}
        for lang in texts:
            texts[lang] += [finder_queries.typo(q) for q, _ in getattr(finder_queries, target)[lang]]
        found = finder_of(checkouts[target], texts)
        for lang in ("en", "fr"):
            queries = found[lang]["queries"]
            pool = pool_before(target, lang, queries)
            for sname, (own, k1, b, scorer) in SCORERS.items():
                ex = Examples(pool + found[lang]["own"] if own else pool, k1, b)
                for how in ("typed", "typo"):
                    pairs = [(q if how == "typed" else finder_queries.typo(q), want)
                             for q, want in getattr(finder_queries, target)[lang]]
                    escores = [scorer(ex, ex.mend(queries[q]["terms"]) if how == "typo" else queries[q]["terms"])
                               for q, _ in pairs]
                    for dname, design in DESIGNS.items():
                        if dname == "finder alone" and sname != "bm25":
                            continue
                        got = [design(queries[q]["ranked"], e) for (q, _), e in zip(pairs, escores, strict=True)]
                        first = sum(g[:1] == [want] for g, (_, want) in zip(got, pairs, strict=True))
                        top3 = sum(want in g[:3] for g, (_, want) in zip(got, pairs, strict=True))
                        out[(target, lang, how, sname, dname)] = (first, top3, len(pairs))
    return out


def choose(figures: Mapping[tuple[str, str, str, str, str], tuple], target: str) -> tuple[str, str]:
    """The (scorer, design) with the most first right on ``target``, both languages, as typed and with one typo
    (then the most in the top three; then the earliest listed)."""
    keys = sorted({(s, d) for (t, _, _, s, d) in figures if t == target},
                  key=lambda x: (list(SCORERS).index(x[0]), list(DESIGNS).index(x[1])))

    def merit(key: tuple[str, str]) -> tuple[int, int]:
        cells = [figures[(target, lang, how, *key)] for lang in ("en", "fr") for how in ("typed", "typo")]
        return sum(c[0] for c in cells), sum(c[1] for c in cells)

    return max(keys, key=merit)  # max keeps the first of equals


def page_cost() -> dict[str, dict[str, tuple[int, int]]]:
    """Bytes per language if the page shipped every labelled query (JSON, and gzipped at level 9): as text, grouped
    by situation; and as the analysed profiles (term -> [situation, count] ...)."""
    sys.path.insert(0, str(ROOT))
    from hf_core.site.finder import analyse

    out = {}
    for lang in ("en", "fr"):
        by: dict[str, list[str]] = {}
        for name in ORDER:
            for q, want in getattr(finder_queries, name)[lang]:
                by.setdefault(want, []).append(q)
        profile: dict[str, dict[str, int]] = {}
        ids = sorted(by)
        for n, want in enumerate(ids):
            for q in by[want]:
                for t in analyse(q, lang):
                    profile.setdefault(t, {})[str(n)] = profile.get(t, {}).get(str(n), 0) + 1
        profiles = {t: sorted(v.items()) for t, v in sorted(profile.items())}
        shapes = {"queries as text": by, "analysed profiles": profiles}
        out[lang] = {}
        for label, data in shapes.items():
            raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
            out[lang][label] = (len(raw), len(gzip.compress(raw, 9, mtime=0)))
    return out


def worktree(commit: str) -> Path:
    """A checkout of ``commit`` (a detached worktree under the system's temporary directory, made once)."""
    path = Path(tempfile.gettempdir()) / f"finder-examples-{commit}"
    if not path.exists():
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(path), commit], check=True,
                       capture_output=True)
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--now", action="store_true", help="this checkout's finder for every set from UNSEEN on "
                        "(inflated: its keywords were tuned on them)")
    args = parser.parse_args()
    if args.now:
        targets = list(ORDER[2:])
        checkouts = dict.fromkeys(targets, ROOT)
    else:
        targets = [VALIDATION, RESULT]
        checkouts = {name: worktree(commit) for name, commit in THEN.items()}
    figures = measure(checkouts, targets)
    designs = sorted({(s, d) for (_, _, _, s, d) in figures},
                     key=lambda x: (x[1] != "finder alone", list(SCORERS).index(x[0]), list(DESIGNS).index(x[1])))
    for target in targets:
        print(f"\n{target}: pool = the sets before it; finder: {checkouts[target].name}")
        print(f"{'scorer':<10}{'design':<16}" + "".join(f"{h:>13}" for h in
              ("EN first", "EN top3", "EN typo 1st", "FR first", "FR top3", "FR typo 1st")))
        for s, d in designs:
            cells = []
            for lang in ("en", "fr"):
                f, t3, n = figures[(target, lang, "typed", s, d)]
                ft, _, _ = figures[(target, lang, "typo", s, d)]
                cells += [f"{f}/{n} {100 * f / n:3.0f}%", f"{100 * t3 / n:3.0f}%", f"{100 * ft / n:3.0f}%"]
            label = "-" if d == "finder alone" else s
            print(f"{label:<10}{d:<16}" + "".join(f"{c:>13}" for c in cells))
    if not args.now:
        scorer, design = choose(figures, VALIDATION)
        print(f"\nchosen on {VALIDATION} (first right, both languages, as typed and one typo): {scorer}, {design}")
        for target in targets:
            for lang in ("en", "fr"):
                f, t3, n = figures[(target, lang, "typed", scorer, design)]
                ft, t3t, _ = figures[(target, lang, "typo", scorer, design)]
                print(f"  {target} {lang}: first {f}/{n} ({100 * f / n:.0f} %), top three {100 * t3 / n:.0f} %; "
                      f"one typo per word: first {ft}/{n} ({100 * ft / n:.0f} %), top three {100 * t3t / n:.0f} %")
    print()
    for lang, shapes in page_cost().items():
        for label, (raw, packed) in shapes.items():
            print(f"page cost, {lang}, every labelled query, {label}: {raw} bytes, {packed} gzipped")


if __name__ == "__main__":
    main()
