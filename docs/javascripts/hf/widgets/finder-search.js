// "What happens if...?": the search itself, with no DOM (the finder widget, the tests and the benchmark use it).
//
// The index was built at build time by hf_core/site/finder.py: terms folded and stemmed, each with the situations
// holding it and a weight. A query is analysed here with the same steps and the same tables, read from the index
// ("analysis"): lower case, accents folded, words of letters and digits, stop words and one-letter words dropped,
// irregular forms replaced, then the first ending that leaves a stem of `min` letters taken off. While the reader
// is still typing the last word (no space after it), that word also matches every term it begins.

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

/** One folded word's stem (hf_core.site.finder.stem). */
export function stem(word, analysis) {
  const irregular = table(analysis, "irregular");
  if (irregular.has(word)) return irregular.get(word);
  for (const [ending, replacement] of analysis.endings) {
    if (word.endsWith(ending) && word.length - ending.length >= analysis.min) {
      return word.slice(0, word.length - ending.length) + replacement;
    }
  }
  return word;
}

/** The terms of a text as the index holds them (hf_core.site.finder.analyse). */
export function analyse(text, analysis) {
  const stop = new Set(analysis.stop);
  return words(text).filter((w) => w.length > 1 && !stop.has(w)).map((w) => stem(w, analysis));
}

const PREFIX_WEIGHT = 0.6; // a term the unfinished last word only begins

/** One language's scores: doc -> score, each the weight of the query terms it holds times the share it holds. */
function scorePart(part, query, typing) {
  const analysis = part.analysis;
  const unique = [...new Set(analyse(query, analysis))];
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
  // The word being typed: every term it begins counts too (once per situation, its best).
  const raw = words(query);
  const last = raw[raw.length - 1];
  if (typing && last && last.length >= 2 && !/\s$/.test(query) && !analysis.stop.includes(last)) {
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
  const total = Math.max(unique.length, 1);
  return new Map([...scores].map(([doc, { score, matched }]) => [doc, score * (matched.size / total)]));
}

/**
 * The situations matching `query`, best first: [{doc, id, q, score}]. The index has one part per language (the
 * page's first): the query is read as each language reads it, and a situation keeps its better score.
 */
export function search(index, query, { typing = true, limit = Infinity } = {}) {
  const best = new Map();
  for (const part of index.parts) {
    for (const [doc, score] of scorePart(part, query, typing)) best.set(doc, Math.max(best.get(doc) || 0, score));
  }
  return [...best.entries()]
    .map(([doc, score]) => ({ doc, id: index.docs[doc].id, q: index.docs[doc].q, score }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .slice(0, limit);
}
