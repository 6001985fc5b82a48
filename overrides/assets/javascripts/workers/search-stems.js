// Material's search worker, with look-ups by stem added to its prefix searches.
//
// Material turns every word typed into a prefix search ("piochons" -> "piochons*"), and lunr skips the
// stemmer on prefix terms, so an index built with the stemmer could never be reached by a whole word, and
// an index built without it finds "pioche" but not "piochons", "demandé" or "familles" on other pages.
// The index is built with the language's stemmer (mkdocs.yml, search pipeline); here each typed word also
// looks up its stem, and for French the stem once the verb endings Snowball leaves ("-ons", "-ez", "-ent")
// are taken off. The word is then reported as found, so Material does not strike it out as missing.
//
// overrides/hooks/search.py points Material's worker address at this file, naming Material's own worker
// (whose file name carries a hash) in the "material" parameter; both live in the same folder.
/* global lunr */
"use strict"

importScripts(new URL(self.location.href).searchParams.get("material"))

;(function () {
  const { OPTIONAL } = lunr.Query.presence
  const { NONE } = lunr.Query.wildcard
  const FRENCH_ENDINGS = ["ons", "ez", "ent"]

  // The exact index terms a typed word may stand for (before the search pipeline stems them).
  function forms(word, french) {
    const out = [word]
    if (french)
      for (const ending of FRENCH_ENDINGS)
        if (word.endsWith(ending) && word.length - ending.length >= 4)
          out.push(word.slice(0, -ending.length))
    return out
  }

  lunr.Index.prototype.search = function (queryString) {
    const stem = word => this.pipeline.runString(word)[0]
    const french = Boolean(lunr.fr) && this.pipeline._stack.includes(lunr.fr.stemmer)
    const words = new Map()  // typed word -> the stems that stand for it
    const results = this.query(query => {
      new lunr.QueryParser(queryString, query).parse()
      for (const clause of query.clauses.slice()) {
        const word = clause.term.replace(/\*$/, "")
        if (clause.presence !== OPTIONAL || word === clause.term || word.includes("*"))
          continue
        const stems = new Set(forms(word, french).map(stem).filter(Boolean))
        words.set(word, stems)
        for (const term of stems)
          query.clause({ term, fields: clause.fields, boost: clause.boost, usePipeline: false,
                         wildcard: NONE, presence: OPTIONAL })
      }
    })
    for (const { matchData } of results)
      for (const [word, stems] of words)
        if (!(word in matchData.metadata) && [...stems].some(s => s in matchData.metadata))
          matchData.metadata[word] = {}  // no positions: only tells Material the word was found
    return results
  }
})()
