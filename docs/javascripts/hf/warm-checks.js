// Happy Families: whether the runtime may start before the reader asks for it. One source for both starts:
// warming.js imports these functions; hf_core/site/hints.py (early_code) writes them, without the word "export",
// into the inline head start of early.js, which imports nothing. So both halves stay valid as a module and as a
// classic script: plain function declarations, one per line starting with "export function".
//
// Never when the browser says the reader saves data (Save-Data / Data Saver) or is on a 2G-class link (Network
// Information API), nor once the reader has turned it off (the setting in every page's footer, kept in localStorage
// under a key of the site's own path: several sites on one origin keep their own), nor where it cannot run.

// The key of the reader's setting, for the site at rootPath (its path, such as "/" or "/happy/").
export function warmKey(rootPath) {
  return "hf:" + rootPath + ":warm";
}

// The reader saves data: Save-Data / Data Saver, or a 2G-class link (Network Information API).
export function savesData() {
  var connection = typeof navigator !== "undefined" ? navigator.connection : undefined;
  if (!connection) return false;
  return Boolean(connection.saveData) || connection.effectiveType === "slow-2g" || connection.effectiveType === "2g";
}

// The reader's setting for the site at rootPath: true unless they turned warming off.
export function warmingWantedAt(rootPath) {
  try {
    return localStorage.getItem(warmKey(rootPath)) !== "off";
  } catch (refused) {
    return true; // storage refused: the default
  }
}

// The runtime can run here at all (a module Web Worker and WebAssembly).
export function runtimePossible() {
  return typeof Worker === "function" && typeof WebAssembly === "object";
}

// Warming may start now for the site at rootPath: wanted, possible, and the link allows it.
export function mayWarmAt(rootPath) {
  return warmingWantedAt(rootPath) && runtimePossible() && !savesData();
}
