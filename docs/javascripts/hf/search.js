// Happy Families: the search index is fetched when the reader first opens or focuses search (issue 22, item 5).
//
// Every page's search/search_index.json is a stub (the configuration, no pages: overrides/hooks/search.py), so no
// page fetches the pages' text before anyone searches. Our search worker
// (overrides/assets/javascripts/workers/search-stems.js, started by Material's bundle) fetches the whole index at
// the first word typed, or as soon as this tells it that the reader opened or focused search (a BroadcastChannel
// named after the whole index's address), so the index is usually built before the first word is finished.

function wholeIndex() {
  try {
    const config = JSON.parse(document.getElementById("__config").textContent);
    // Material's base (this language's root), against the address the page was loaded from (instant.js changes
    // the address later, not the base).
    return new URL("search/full_search_index.json", new URL(config.base.replace(/\/?$/, "/"), location.href)).href;
  } catch {
    return null;
  }
}

const index = wholeIndex();
const toggle = document.getElementById("__search");
const input = document.querySelector(".md-search__input");

if (index && typeof BroadcastChannel === "function" && (toggle || input)) {
  const controller = new AbortController();
  const tell = () => {
    controller.abort(); // once
    const channel = new BroadcastChannel(`hf-search:${index}`);
    channel.postMessage("load");
    channel.close();
  };
  if (toggle) toggle.addEventListener("change", () => toggle.checked && tell(), { signal: controller.signal });
  if (input) input.addEventListener("focus", tell, { signal: controller.signal });
}
