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
//
// The index on first use (issue 22): every page fetches search/search_index.json, which the hook makes a stub
// (the search configuration, no pages; "hf_docs" names the whole index, site-relative). This worker answers the
// stub's set-up with "ready" at once and loads nothing: neither Material's worker, nor the language scripts, nor
// the pages' text. It fetches and builds all of it when the reader first opens or focuses search (the page says so
// on a BroadcastChannel named after the whole index's address: javascripts/hf/search.js), or at the first word
// typed, whichever comes first; a query typed meanwhile is answered once the index is built.
/* global lunr */
"use strict"

;(function () {
  const SETUP = 0, READY = 1, QUERY = 2, RESULT = 3  // Material's search messages
  const site = new URL("../../../", self.location.href)  // this file is <site>/assets/javascripts/workers/
  const send = self.postMessage.bind(self)
  let setup = null       // the stub's set-up, until the whole index is loaded
  let state = "waiting"  // "waiting" -> "loading" -> "ready" (Material's own worker answers from then on)
  let held = null        // the latest query typed while loading
  let passing = false    // a message this worker hands to Material's handler

  function deliver(data) {
    passing = true
    try {
      self.dispatchEvent(new MessageEvent("message", { data }))
    } finally {
      passing = false
    }
  }

  function load() {
    if (state !== "waiting" || !setup) return
    state = "loading"
    const url = new URL(setup.config.hf_docs, site)
    fetch(url, { credentials: "same-origin" })
      .then(response => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
        return response.json()
      })
      .then(({ docs }) => {
        importScripts(new URL(self.location.href).searchParams.get("material"))
        patchSearch()
        // Material's handler builds the index, then says "ready" (the page already heard it: kept quiet here),
        // then answers the query typed meanwhile.
        self.postMessage = message => {
          if (message && message.type === READY) {
            self.postMessage = send
            state = "ready"
            if (held !== null) deliver(held)
            return
          }
          send(message)
        }
        deliver({ type: SETUP, data: { ...setup, docs } })
      })
      .catch(err => {
        console.warn("The search index could not be loaded:", err)
        state = "waiting"  // the next word typed tries again
        if (held !== null) send({ type: RESULT, data: { items: [] } })
      })
  }

  // Registered before Material's worker is loaded, so this listener hears each message first.
  addEventListener("message", event => {
    if (state === "ready" || passing) return  // Material's handler answers
    event.stopImmediatePropagation()
    const message = event.data || {}
    if (message.type === SETUP) {
      setup = message.data
      send({ type: READY })
      if (typeof BroadcastChannel === "function") {
        const channel = new BroadcastChannel(`hf-search:${new URL(setup.config.hf_docs, site)}`)
        channel.onmessage = () => { channel.close(); load() }
      }
    } else if (message.type === QUERY) {
      if (!String(message.data || "").trim()) {
        send({ type: RESULT, data: { items: [] } })  // nothing typed yet: Material shows its invitation
        return
      }
      held = message
      load()
    }
  })

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

  // Once Material's worker (and with it lunr) is loaded: look up each typed word's stems too.
  function patchSearch() {
    const { OPTIONAL } = lunr.Query.presence
    const { NONE } = lunr.Query.wildcard
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
  }
})()
