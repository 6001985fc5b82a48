// "What happens if...?": the search itself, with no DOM (the finder widget, the tests and the benchmark use it).
//
// The index was built at build time by hf_core/site/finder.py: terms folded and stemmed, each with the situations
// holding it and a weight. A query is analysed here with the same steps and the same tables, read from the index
// ("analysis"): lower case, accents folded, words of letters and digits, stop phrases dropped and sayings read as the
// word they stand for ("it's a draw": "tie"), stop words and one-letter words dropped, irregular forms replaced, then
// the first ending that leaves a stem of `min` letters taken off, then a synonym's stem read as its group's ("same").
// While the reader is still typing the last word (no space after it), that word also matches every term it begins; when
// no word of any language begins so, it is misspelt already, and read as a finished word. A word of three letters or
// more that no language knows (neither a term nor a stop word) matches the terms one typo away (two from seven
// letters), or a term with one of the language's endings put back, the typos a hand makes most counting less (a letter
// doubled or typed single, two swapped, a neighbouring key, a vowel): a child's spelling; one typo from a stop word of
// four letters or more, and no nearer a term, it is that stop word, in every language when it is one of the page's; a
// word only another language knows ("man" on the French page) may be a typo of the page's language too (« main »); a
// stop phrase or a saying typed with one cheap typo in a word of four letters or more is still read as one (« qusnd
// mrme »: « quand même »), when another of its words is typed right or two are that long. Two terms of the query in
// their order, close together, that a clause of a situation's question or a keyword phrase says so too ("pairs" of the
// index: "who starts", « mauvaise donne ») add a bonus to its score; the score is then multiplied by the share of the
// query's terms the situation holds, to the power the index says ("coord", three quarters).
//
// The page's language also has examples (hf_core/words/asked.py: queries readers' stand-ins wrote for each situation,
// never shown), shipped as BM25 weights ("examples" of the page's part: term -> [[situation, weight]]): a situation's
// examples' score is the sum of the weights of the query's terms (each once), a term no example holds, of four letters
// or more, read as the examples' term one typo from it or from a synonym of it (the rarest, if several); the word
// still being typed is not read so, but matches the example terms it begins, at PREFIX_WEIGHT, as it does the index's
// terms. A situation's score is then its score above, divided by the best, plus "fusion" times its examples' score,
// divided by the best (hf_core.site.finder.EXAMPLE_WEIGHT): a situation only the examples find is a result too.

/** Lower case, accents off, œ/æ spelt out (hf_core.site.finder.fold). */
export function fold(text) {
  return String(text).toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae").normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** The folded words of a text, before stop words and stemming. */
export function words(text) {
  return fold(text).match(/[a-z0-9]+/g) || [];
}

// The index is JSON read from the page: its tables are looked up by the reader's words, so never through a
// plain object, whose inherited keys ("constructor", "__proto__", "toString"...) a word could name. Each table is
// read once into a Map of its own keys (kept per index object); a word that is not a key is not in the table.
const tables = new WeakMap(); // analysis or part -> Map

function table(holder, name) {
  let byName = tables.get(holder);
  if (!byName) tables.set(holder, (byName = new Map()));
  let map = byName.get(name);
  if (!map) {
    const source = holder[name];
    map = new Map(source && typeof source === "object" ? Object.keys(source).map((k) => [k, source[k]]) : []);
    byName.set(name, map);
  }
  return map;
}

const stopSets = new WeakMap(); // analysis -> its stop words as a Set

function stopWords(analysis) {
  let stop = stopSets.get(analysis);
  if (!stop) stopSets.set(analysis, (stop = new Set(analysis.stop)));
  return stop;
}

/** One folded word's stem (hf_core.site.finder.stem). */
export function stem(word, analysis) {
  const irregular = table(analysis, "irregular");
  if (irregular.has(word)) return irregular.get(word);
  const undouble = analysis.undouble || [];
  for (const [ending, replacement] of analysis.endings) {
    if (word.endsWith(ending) && word.length - ending.length >= analysis.min) {
      let base = word.slice(0, word.length - ending.length);
      // a consonant doubled before the ending made single ("running" -> "run"; not "ll", "ss", "zz")
      if (undouble.includes(ending) && base.at(-1) === base.at(-2) && !"aeiouylsz".includes(base.at(-1))) {
        base = base.slice(0, -1);
      }
      return base + replacement;
    }
  }
  return word;
}

/** The positions of the words a language's stop phrases take ("se passe": what happens, not passing one's turn;
 * "happy families": the game's name), and those of its sayings ("it's a draw", « c'est à qui »): position -> the words
 * read there instead (a saying's, at its first position; "" elsewhere). */
function phrased(found, analysis) {
  const phrases = analysis.phrases || [];
  const sayings = analysis.sayings || [];
  const taken = new Map();
  // a phrase's word of four letters or more may be typed with one cheap typo (« qusnd mrme », « la merre »), as long
  // as one of its words is typed right or it has two of four letters or more
  const like = (typed, w) => typed === w || (typed !== undefined && w.length >= 4 && typed.length >= 4
    && distance(typed, w, 1) <= 1 + EPSILON);
  const at = (p, i) => p.every((w, k) => like(found[i + k], w))
    && (p.some((w, k) => found[i + k] === w) || p.filter((w) => w.length >= 4).length >= 2);
  for (let i = 0; i < found.length;) {
    const phrase = phrases.find((p) => at(p, i));
    // a saying is not read before one of the words it names, when it names some (« juste après », not « ... moi »)
    const saying = phrase ? null : sayings.find(([p, , unless]) => at(p, i)
      && !(unless || []).some((w) => like(found[i + p.length], w)));
    if (phrase) for (const end = i + phrase.length; i < end; i++) taken.set(i, "");
    else if (saying) {
      taken.set(i, saying[1]);
      for (const end = i++ + saying[0].length; i < end; i++) taken.set(i, "");
    } else i++;
  }
  return taken;
}

/** The words without the language's stop phrases (their positions `taken`, as phrased gives them), each saying as its
 * word, and without words of one letter but a digit (hf_core.site.finder._unphrased and analyse's first steps). */
function unphrased(found, taken) {
  return found.flatMap((w, i) => (!taken.has(i) ? [w] : taken.get(i).split(" ").filter(Boolean)))
    .filter((w) => w.length > 1 || /^[0-9]$/.test(w));
}

/** The terms of the words unphrased keeps (analyse's last steps). */
function termsOf(kept, analysis) {
  const stop = stopWords(analysis);
  const same = table(analysis, "same");
  const cued = table(analysis, "cued");
  const found = kept.map((w) => (stop.has(w) ? null : stem(w, analysis))).map((t) => (t === null ? null
    : same.has(t) ? same.get(t) : t));
  // a stop word kept as a term before a family named ("any bakers?"), not in "I haven't got any" (none)
  return kept.flatMap((w, i) => {
    if (found[i] !== null) return [found[i]];
    if (!cued.has(w)) return [];
    const next = found.slice(i + 1).find((t) => t !== null);
    return next !== undefined && cued.get(w).includes(next) ? [w] : [];
  });
}

/** The terms of a text as the index holds them (hf_core.site.finder.analyse). */
export function analyse(text, analysis) {
  const found = words(text);
  return termsOf(unphrased(found, phrased(found, analysis)), analysis);
}

// The typos a hand makes most cost less than others, so that of two words as many typos away, the likelier is read
// ("dorit": « droit », two letters swapped, not « doit », a letter added; "pule": "pile", a neighbouring key, not
// "rule"): a letter doubled or a double letter typed single ("famile", "nommbre"), two letters swapped, a key beside
// the right one on a QWERTY or AZERTY keyboard, a vowel for another or a vowel left out or added (a child spells by
// ear: "pisees", "trmpe"), and cheapest of these a vowel for the vowel beside it ("deix": « deux »).
const DOUBLE = 0.5; // a letter doubled, or a double letter typed single
const SWAP = 0.6; // two letters swapped
const NEAR_VOWEL = 0.6; // a vowel for the vowel on the key beside it
const SLIP = 0.75; // a neighbouring key, a vowel for a vowel, a vowel left out or added
const EPSILON = 1e-9; // sums of these, compared
const VOWELS = "aeiouy";
const KEYBOARDS = [["qwertyuiop", "asdfghjkl", "zxcvbnm"], ["azertyuiop", "qsdfghjklm", "wxcvbn"]];
const STAGGER = [0, 0.25, 0.75]; // how far each row of keys is shifted right of the one above
const NEIGHBOURS = new Set(); // "ab": the keys a and b touch
for (const rows of KEYBOARDS) {
  rows.forEach((row, r) => [...row].forEach((a, i) => rows.forEach((other, o) => [...other].forEach((b, j) => {
    const apart = Math.abs(i + STAGGER[r] - j - STAGGER[o]);
    if (a !== b && ((r === o && apart === 1) || (Math.abs(r - o) === 1 && apart < 1))) NEIGHBOURS.add(a + b);
  }))));
}

/** What typing b for a costs (1 when typos are only counted). */
function substitution(a, b, weigh) {
  if (a === b) return 0;
  if (!weigh) return 1;
  const vowels = VOWELS.includes(a) && VOWELS.includes(b);
  if (vowels && NEIGHBOURS.has(a + b)) return NEAR_VOWEL;
  return vowels || NEIGHBOURS.has(a + b) ? SLIP : 1;
}

/** What the letter s[i] costs, typed in excess or left out (1 when typos are only counted): less when a letter
 * beside it is the same, or when it is a vowel. */
function single(s, i, weigh) {
  if (!weigh) return 1;
  return s[i] === s[i - 1] || s[i] === s[i + 1] ? DOUBLE : VOWELS.includes(s[i]) ? SLIP : 1;
}

// distance() runs for every spelling a misspelt word is compared with, at every keystroke: its letters' costs are
// read from tables made once (the same numbers single() and substitution() give, added in the same order).
const ASCII = 128;
const SUBSTITUTION = new Float64Array(ASCII * ASCII); // weighed cost of typing code b for code a, both below 128
for (let a = 0; a < ASCII; a++) {
  for (let b = 0; b < ASCII; b++) SUBSTITUTION[a * ASCII + b] = substitution(String.fromCharCode(a), String.fromCharCode(b), true);
}
let rows = [new Float64Array(16), new Float64Array(16), new Float64Array(16)]; // grown as needed, reused
const weighed = new Map(); // word -> single(word, i, true) for every i: the same words are compared again and again
let ones = new Float64Array(16).fill(1);

/** single(s, i, weigh) for every i. */
function singles(s, weigh) {
  if (!weigh) {
    if (ones.length < s.length) ones = new Float64Array(s.length * 2).fill(1);
    return ones;
  }
  let costs = weighed.get(s);
  if (!costs) {
    costs = new Float64Array(s.length);
    for (let i = 0; i < s.length; i++) costs[i] = single(s, i, true);
    weighed.set(s, costs);
  }
  return costs;
}

/** The typos between a and b (optimal string alignment: letters left out, added, changed, or two swapped), each
 * weighed as above (or each counted 1 when weigh is false), or max + 1 as soon as it must exceed max. */
export function distance(a, b, max, weigh = true) {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) * (weigh ? DOUBLE : 1) > max) return max + 1;
  const ca = singles(a, weigh);
  const cb = singles(b, weigh);
  if (rows[0].length <= m) rows = [0, 1, 2].map(() => new Float64Array((m + 1) * 2));
  let [before, previous, row] = rows;
  const swap = weigh ? SWAP : 1;
  previous[0] = 0;
  for (let j = 1; j <= m; j++) previous[j] = previous[j - 1] + cb[j - 1];
  for (let i = 1; i <= n; i++) {
    const ai = a.charCodeAt(i - 1);
    const costA = ca[i - 1];
    row[0] = previous[0] + costA;
    let least = row[0];
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      const changed = ai === bj ? 0 : !weigh ? 1 : ai < ASCII && bj < ASCII ? SUBSTITUTION[ai * ASCII + bj]
        : substitution(a[i - 1], b[j - 1], true);
      let d = Math.min(previous[j] + costA, row[j - 1] + cb[j - 1], previous[j - 1] + changed);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && ai !== a.charCodeAt(i - 2)) {
        d = Math.min(d, before[j - 2] + swap);
      }
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > max + EPSILON) return max + 1;
    [before, previous, row] = [previous, row, before];
  }
  return previous[m] > max + EPSILON ? max + 1 : previous[m];
}

/** The weight of a term a misspelt word means, by how far (in typos) the word is from it. */
function fuzzyWeight(d) {
  return d <= 1 ? 1 - 0.05 * d : Math.max(0.6, 0.95 - 0.15 * (d - 1));
}

const SHORT = 3; // the shortest word that may hold a typo ("sid": "said")

/** How many typos a word of this length may hold. */
function allowed(word) {
  return word.length >= 7 ? 2 : word.length >= SHORT ? 1 : 0;
}

/** The distance of a word to a term it may begin with a typo ("askig" -> "ask"): the typos of the beginning, and
 * one more for an ending of at most three letters. */
function beginning(word, term, max) {
  let best = max + 1;
  for (let k = Math.max(3, term.length - 1); k <= term.length + 1 && k < word.length; k++) {
    if (word.length - k > 3) continue;
    best = Math.min(best, distance(word.slice(0, k), term, max) + 1);
  }
  return best;
}

/** What a misspelt word may be compared with in a language: [spelling, term it stands for]: the index's terms,
 * the synonyms (read as their group's term) and the irregular forms (read as their stem); and each term or synonym
 * with an ending of the language that the analysis takes off again ("cart" + "es": "cartes"; "ment" + "ir":
 * « mentir »), so that a typo in or next to an ending ("menitr", "donannt") is as near as one in the stem. Kept per
 * part. */
const spellings = new WeakMap();

function spellingsOf(part) {
  let found = spellings.get(part);
  if (found) return found;
  const analysis = part.analysis;
  const same = table(analysis, "same");
  const terms = table(part, "terms");
  const read = (t) => (same.has(t) ? same.get(t) : t);
  found = [...terms.keys()].map((t) => [t, t]);
  for (const [t, group] of same) found.push([t, group]);
  const seen = new Set(found.map(([w]) => w));
  for (const [w, t] of [...found]) {
    for (const [ending, replacement] of analysis.endings) {
      if (!w.endsWith(replacement)) continue;
      const form = w.slice(0, w.length - replacement.length) + ending;
      if (!seen.has(form) && stem(form, analysis) === w) {
        seen.add(form);
        found.push([form, t]);
      }
    }
  }
  for (const [w, t] of table(analysis, "irregular")) if (w.length >= 4) found.push([w, read(t)]);
  found = found.filter(([, t]) => terms.has(t));
  spellings.set(part, found);
  return found;
}

const nearby = new WeakMap(); // part -> Map(word -> its near terms): each keystroke reads the same words again

/** The terms of a language a misspelt word may mean: [[term, weight]], the closest only, sharing the weight of
 * one when several are as close (a word that may mean two things says each less); null when the word is a misspelt
 * stop word of the language. Only spellings that share the word's first or second letter, and are of a
 * length the typos allow, are compared (fast enough for a keystroke). */
function near(word, part) {
  let cache = nearby.get(part);
  if (!cache) nearby.set(part, (cache = new Map()));
  if (!cache.has(word)) cache.set(word, nearUncached(word, part));
  return cache.get(word);
}

function nearUncached(word, part) {
  const analysis = part.analysis;
  const max = allowed(word);
  if (!max) return [];
  // a known word behind a prefix ("impolite", "unfair", « redonner »): that word, as one typo would count
  const terms = table(part, "terms");
  for (const prefix of analysis.prefixes || []) {
    if (!word.startsWith(prefix) || word.length - prefix.length < 4) continue;
    const inner = analyse(word.slice(prefix.length), analysis);
    if (inner.length === 1 && terms.has(inner[0])) return [[inner[0], fuzzyWeight(1)]];
  }
  const stemmed = stem(word, analysis);
  let best = max + 1;
  let counted = max + 1; // the fewest typos to a spelling, each counted 1
  let found = new Set();
  for (const [spelling, term] of spellingsOf(part)) {
    if (spelling[0] !== word[0] && spelling[1] !== word[1]) continue;
    if (spelling.length > word.length + max / DOUBLE || spelling.length < stemmed.length - max - 3) continue;
    let d = distance(word, spelling, max);
    if (d > 1 && spelling.length >= 3) d = Math.min(d, beginning(word, spelling, max));
    if (d <= max) counted = Math.min(counted, distance(word, spelling, max, false));
    if (d < best - EPSILON) [best, found] = [d, new Set([term])];
    else if (Math.abs(d - best) < EPSILON && d <= max) found.add(term);
  }
  // a misspelt stop word ("whta", "qusnd") is a stop word: it means nothing more; one of four letters or more is,
  // too, when a term is no nearer ("pet-on": « peut », not "pet"); a word of three letters says too little to weigh
  // its typo: a stop word as many typos away, counted 1 each, is read ("wen": "when", not "win")
  for (const w of analysis.stop) {
    if (w.length < 3) continue;
    if (word.length > 3 ? distance(word, w, 1) <= Math.min(w.length >= 4 ? best : best - 1, 1) + EPSILON
      : distance(word, w, 1, false) <= Math.min(w.length >= 4 ? counted : counted - 1, 1)) return null;
  }
  return best <= max ? [...found].map((t) => [t, fuzzyWeight(best) / found.size]) : [];
}

/** Whether some word of a language begins with `start`: a stop word, or a spelling a misspelt word may be read as
 * (a term, a synonym, a form with its ending). */
function begins(start, part) {
  return part.analysis.stop.some((w) => w.startsWith(start))
    || spellingsOf(part).some(([spelling]) => spelling.startsWith(start));
}

/** Two terms, in their order, as the index's pairs name them (hf_core.site.finder.pair_key). */
function pairKey(a, b) {
  return `${a} ${b}`;
}

const PREFIX_WEIGHT = 0.6; // a term the unfinished last word only begins

/** Whether a folded word means something in a language: a stop word, or a word whose term the index holds. */
function known(word, part) {
  const analysis = part.analysis;
  if (analysis.stop.includes(word) || (word.length < 2 && !/^[0-9]$/.test(word))) return true;
  return analyse(word, analysis).every((t) => table(part, "terms").has(t));
}

/** The cued stop words of a query ("any") that stand before a misspelt word read as their cue ("any bakets": "any"
 * before "bakers"), which analyse, knowing no typos, drops: the page reads them as terms too. `kept`: the query's
 * words as unphrased keeps them. */
function cuedBeforeTypos(kept, part, unknown) {
  const analysis = part.analysis;
  const cued = table(analysis, "cued");
  if (!cued.size || !unknown.length) return [];
  const stop = stopWords(analysis);
  const out = [];
  kept.forEach((w, i) => {
    if (!cued.has(w)) return;
    const next = kept.slice(i + 1).find((x) => !stop.has(x));
    if (next !== undefined && unknown.includes(next)
      && (near(next, part) || []).some(([t]) => cued.get(w).includes(t))) out.push(w);
  });
  return out;
}

/** A query as one language reads it, read once a search (scorePart and exampleScores share it): the query, its
 * folded words (`raw`), the positions its stop phrases and sayings take there (`taken`, as phrased gives them), the
 * words read as typos in it (`unknown`), and its terms: analyse's, then the cued stop words before one of those
 * words (cuedBeforeTypos). */
function reading(query, raw, taken, part, unknown) {
  const kept = unphrased(raw, taken);
  const terms = [...termsOf(kept, part.analysis), ...cuedBeforeTypos(kept, part, unknown)];
  return { query, raw, taken, unknown, terms };
}

/** One language's scores: doc -> score, each the weight of the query terms it holds, plus its pairs' bonus (a pair's
 * rarity counted among `count` situations), times the share of the terms it holds to the power `coord` of the
 * index (hf_core.site.finder.COORDINATION; the share itself when the index does not say). `read`: the query as
 * reading reads it in this part's language. */
function scorePart(part, read, typing, count) {
  const analysis = part.analysis;
  const { query, raw, taken, unknown } = read;
  const unique = [...new Set(read.terms)];
  const scores = new Map(); // doc -> {score, matched}
  const add = (doc, weight, term) => {
    const entry = scores.get(doc) || { score: 0, matched: new Set() };
    entry.score += weight;
    entry.matched.add(term);
    scores.set(doc, entry);
  };
  const terms = table(part, "terms");
  for (const term of unique) {
    for (const [doc, weight] of terms.get(term) || []) add(doc, weight, term);
  }
  // Words no language knows: the terms one or two typos away, each situation counted once per word (its best).
  for (const word of unknown) {
    const best = new Map();
    for (const [term, factor] of near(word, part) || []) {
      for (const [doc, weight] of terms.get(term) || []) best.set(doc, Math.max(best.get(doc) || 0, weight * factor));
    }
    for (const [doc, weight] of best) add(doc, weight, `~${word}`);
  }
  // The word being typed: every term it begins counts too (once per situation, its best).
  const last = raw[raw.length - 1];
  if (typing && last && last.length >= 2 && !/\s$/.test(query) && !analysis.stop.includes(last)
    && !taken.has(raw.length - 1)) { // the end of a stop phrase ("que se passe") means nothing
    const term = stem(last, analysis);
    const best = new Map();
    for (const [candidate, postings] of terms) {
      if (candidate === term || !candidate.startsWith(last)) continue;
      for (const [doc, weight] of postings) best.set(doc, Math.max(best.get(doc) || 0, weight * PREFIX_WEIGHT));
    }
    for (const [doc, weight] of best) {
      const entry = scores.get(doc);
      if (!entry || !entry.matched.has(term)) add(doc, weight, term);
    }
    if (!unique.includes(term)) unique.push(term);
  }
  // Two terms in their order, at most `span` terms apart, that a situation's question or a keyword phrase says so
  // too: a bonus (not a match). A misspelt word stands for its near terms, at their weight.
  const pairs = table(part, "pairs");
  const bonus = new Map();
  if (pairs.size) {
    const slots = []; // per term of the query, in order: [[term, weight]]
    raw.forEach((typed, i) => {
      // a saying's words at its first position, nothing at the others
      for (const w of taken.has(i) ? taken.get(i).split(" ").filter(Boolean) : [typed]) {
        const found = analyse(w, analysis);
        if (!found.length) continue;
        const t = found[0];
        slots.push(terms.has(t) ? [[t, 1]] : unknown.includes(w) ? near(w, part) || [] : []);
      }
    });
    for (let i = 0; i < slots.length; i++) {
      for (let j = i + 1; j < slots.length && j <= i + (analysis.span || 1); j++) {
        const best = new Map();
        for (const [a, fa] of slots[i]) {
          for (const [b, fb] of slots[j]) {
            if (a === b) continue;
            const docs = pairs.get(pairKey(a, b)) || [];
            const weight = (analysis.pair || 0) * Math.log(1 + count / Math.max(docs.length, 1)); // as a term's idf
            for (const doc of docs) best.set(doc, Math.max(best.get(doc) || 0, weight * fa * fb));
          }
        }
        for (const [doc, weight] of best) bonus.set(doc, (bonus.get(doc) || 0) + weight);
      }
    }
  }
  const total = Math.max(unique.length, 1);
  const coord = analysis.coord ?? 1;
  return new Map([...scores].map(([doc, { score, matched }]) => [doc,
    (score + (bonus.get(doc) || 0)) * (matched.size / total) ** coord]));
}

const mending = new WeakMap(); // part -> {spellings: [spelling, term] in order, read: Map(term -> term read for it)}

/** The examples' term one typo (counted 1) from a term no example holds, of four letters or more, or the term of a
 * synonym one typo from it ("autoirs": « autoris », read « permis »): the rarest (held by the fewest situations: the
 * highest idf), the first in alphabetical order of equals; the term itself when none is (as
 * benchmarks/finder_examples.py's Examples.mend, which compares with the examples' terms only). */
function mend(term, part) {
  const examples = table(part, "examples");
  if (examples.has(term) || term.length < 4) return term;
  let kept = mending.get(part);
  if (!kept) {
    const synonyms = [...table(part.analysis, "same")].filter(([, group]) => examples.has(group));
    const spellings = [...[...examples.keys()].map((t) => [t, t]), ...synonyms].sort(([a], [b]) => (a < b ? -1 : 1));
    mending.set(part, (kept = { spellings, read: new Map() }));
  }
  if (!kept.read.has(term)) {
    let [best, fewest] = [term, Infinity];
    for (const [spelling, t] of kept.spellings) {
      const held = examples.get(t).length;
      if (held < fewest && distance(term, spelling, 1, false) <= 1) [best, fewest] = [t, held];
    }
    kept.read.set(term, best);
  }
  return kept.read.get(term);
}

/** The examples' scores of a query in the page's language: doc -> the sum of the BM25 weights of its terms (each
 * once) in the situation's examples. `last`, the word still being typed (or null), is never read as a typo, and
 * also matches the example terms it begins, at PREFIX_WEIGHT (once per situation, its best), in a situation whose
 * examples do not hold its own term (as scorePart reads it in the index's terms). `read`: the query as reading reads it
 * in the page's language. */
function exampleScores(part, read, last) {
  const analysis = part.analysis;
  const examples = table(part, "examples");
  const same = table(analysis, "same");
  const { raw, taken } = read;
  // the word being typed, unless it is a stop word or ends a stop phrase or a saying (read with it)
  const open = last && last.length >= 2 && !analysis.stop.includes(last) && !taken.has(raw.length - 1);
  const stemmed = open ? stem(last, analysis) : null;
  const typing = same.has(stemmed) ? same.get(stemmed) : stemmed;
  const scores = new Map();
  for (const term of new Set(read.terms.map((t) => (t === typing ? t : mend(t, part))))) {
    for (const [doc, weight] of examples.get(term) || []) scores.set(doc, (scores.get(doc) || 0) + weight);
  }
  if (typing) {
    const held = new Set((examples.get(typing) || []).map(([doc]) => doc));
    const best = new Map();
    for (const [candidate, postings] of examples) {
      if (candidate === typing || !candidate.startsWith(last)) continue;
      for (const [doc, weight] of postings) best.set(doc, Math.max(best.get(doc) || 0, weight * PREFIX_WEIGHT));
    }
    for (const [doc, weight] of best) if (!held.has(doc)) scores.set(doc, (scores.get(doc) || 0) + weight);
  }
  return scores;
}

/** Each situation's score divided by the best, plus `w` times its examples' score divided by the best. */
function fuse(found, examples, w) {
  const most = (scores) => Math.max(0, ...scores.values()) || 1;
  const [f, e] = [most(found), most(examples)];
  const out = new Map([...found].map(([doc, score]) => [doc, score / f]));
  for (const [doc, score] of examples) out.set(doc, (out.get(doc) || 0) + w * score / e);
  return out;
}

/**
 * The situations matching `query`, best first: [{doc, id, q, score}]. The index has one part per language (the
 * page's first): the query is read as each language reads it, and a situation keeps its better score; then, when the
 * page's part has examples, that score and the examples' are added, each divided by its best.
 */
export function search(index, query, { typing = true, limit = Infinity } = {}) {
  const best = new Map();
  const raw = words(query);
  // still being typed: not a typo yet, while a word of some language begins with it ("famil"); one no word begins
  // ("famk", "dorit") is misspelt already, and read as a finished word would be
  const typed = typing && !/\s$/.test(query) ? raw[raw.length - 1] : null;
  const last = typed && index.parts.some((part) => begins(typed, part)) ? typed : null;
  const taken = index.parts.map((part) => phrased(raw, part.analysis)); // a stop phrase's words are known
  const unknown = [...new Set(raw.filter((w, i) => allowed(w) && !(w === last && i === raw.length - 1)
    && !taken.some((t) => t.has(i)) && !index.parts.some((part) => known(w, part))))]
    // a misspelt stop word of the page's language is read as that stop word in every language ("jyst" on the
    // English page is "just", not French « juste »; « nois » on the French page is « nous », not "no")
    .filter((w) => near(w, index.parts[0]) !== null);
  // a word the page's language does not know but another does ("man" on the French page) may be a typo of the
  // page's language too (« main »)
  const foreign = [...new Set(raw.filter((w, i) => allowed(w) && !(w === last && i === raw.length - 1)
    && !taken.some((t) => t.has(i)) && !known(w, index.parts[0]) && !unknown.includes(w)))]
    .filter((w) => near(w, index.parts[0]) !== null);
  // the query read once in each language (its terms, its stop phrases, its misspelt words), for its scores and its
  // examples'
  const reads = index.parts.map((part, p) => reading(query, raw, taken[p], part,
    p === 0 ? [...unknown, ...foreign] : unknown));
  index.parts.forEach((part, p) => {
    for (const [doc, score] of scorePart(part, reads[p], typing, index.docs.length)) {
      best.set(doc, Math.max(best.get(doc) || 0, score));
    }
  });
  const own = index.parts[0];
  const ranked = own.examples ? fuse(best, exampleScores(own, reads[0], last), own.fusion ?? 1) : best;
  return [...ranked.entries()]
    .map(([doc, score]) => ({ doc, id: index.docs[doc].id, q: index.docs[doc].q, score }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .slice(0, limit);
}
