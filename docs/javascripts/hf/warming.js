// Happy Families: whether the runtime may be fetched before the reader asks for it (loader.js).
//
// "Warming": while the reader reads, the Python runtime downloads and starts in the background, so that the
// play page, the explorer, "What if?" and the tally start at once. When it may (the reader's setting in every
// page's footer, Save-Data, the link, what the browser can run) is warm-checks.js's, which the head start of
// widget pages (early.js) shares.

import { mayWarmAt, savesData, runtimePossible, warmKey, warmingWantedAt } from "./warm-checks.js";

export { runtimePossible, savesData };

const ROOT = new URL("../../", import.meta.url); // this file is <site root>/javascripts/hf/warming.js
export const WARM_KEY = warmKey(ROOT.pathname);

/** The reader's setting: true unless they turned warming off. */
export function warmingWanted() {
  return warmingWantedAt(ROOT.pathname);
}

export function setWarmingWanted(on) {
  try {
    if (on) localStorage.removeItem(WARM_KEY);
    else localStorage.setItem(WARM_KEY, "off");
  } catch {
    // storage refused: the choice holds for this page only
  }
}

/** Warming may start now: wanted, possible, and the link allows it. */
export function mayWarm() {
  return mayWarmAt(ROOT.pathname);
}
