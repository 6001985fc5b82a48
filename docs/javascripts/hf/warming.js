// Happy Families: whether the runtime may be fetched before the reader asks for it (loader.js, early.js).
//
// "Warming": while the reader reads, the Python runtime downloads and starts in the background, so that the
// play page, the explorer, "What if?" and the tally start at once. Never when the browser says the reader saves
// data (Save-Data / Data Saver) or is on a 2G-class link (Network Information API), and never once the reader has
// turned it off: the setting in every page's footer, kept in localStorage under a key of this site's own path
// (several sites on one origin keep their own).

const ROOT = new URL("../../", import.meta.url); // this file is <site root>/javascripts/hf/warming.js
export const WARM_KEY = `hf:${ROOT.pathname}:warm`;

/** The reader saves data: Save-Data / Data Saver, or a 2G-class link (Network Information API). */
export function savesData() {
  const connection = typeof navigator !== "undefined" ? navigator.connection : undefined;
  if (!connection) return false;
  return Boolean(connection.saveData) || ["slow-2g", "2g"].includes(connection.effectiveType);
}

/** The reader's setting: true unless they turned warming off. */
export function warmingWanted() {
  try {
    return localStorage.getItem(WARM_KEY) !== "off";
  } catch {
    return true; // storage refused: the default
  }
}

export function setWarmingWanted(on) {
  try {
    if (on) localStorage.removeItem(WARM_KEY);
    else localStorage.setItem(WARM_KEY, "off");
  } catch {
    // storage refused: the choice holds for this page only
  }
}

/** The runtime can run here at all (a module Web Worker and WebAssembly). */
export function runtimePossible() {
  return typeof Worker === "function" && typeof WebAssembly === "object";
}

/** Warming may start now: wanted, possible, and the link allows it. */
export function mayWarm() {
  return warmingWanted() && runtimePossible() && !savesData();
}
