// Happy Families: "a page is on screen", for every script that sets something up on a page.
//
// With instant navigation (instant.js) the page's scripts stay alive while the reader moves from page to page:
// the loader, its Python worker and Material's search worker are set up once, and whatever belongs to one page
// (widgets, the diagrams' scroll hints, the "Keep this site" box) is set up again on each page through
//   import { onPage } from "./pages.js";
//   onPage(({ signal, url }) => { ... });
// The callback runs for the page loaded at first and again after each instant navigation, once the new page's
// content is in the document (Material's own components are mounted again at the same moment: document$).
// `signal` is aborted when the reader leaves that page: listeners added with { signal } stop then.
// Classes "hf-*" on <html> belong to the page that set them (the play page's projector view): they are removed
// when it is left.

let controller = null;
let count = 0; // pages arrived since the scripts loaded
const callbacks = [];

/** The page now on screen: {signal, url, number} (number counts pages since the scripts loaded, from 1). */
export function currentPage() {
  return controller && count ? { signal: controller.signal, url: new URL(location.href), number: count } : null;
}

/**
 * The first page, before it has arrived: for a widget mounted as soon as the document is parsed (the worked
 * example, which needs nothing of Material's), while Material's deferred bundle has still to run. Its signal is the
 * one the first page then has. Null once a page has arrived.
 */
export function firstPage() {
  if (count) return null;
  if (!controller) controller = new AbortController();
  return { signal: controller.signal, url: new URL(location.href), number: 1 };
}

function leave() {
  if (!controller) return;
  controller.abort();
  controller = null;
  const html = document.documentElement;
  for (const name of [...html.classList]) if (name.startsWith("hf-")) html.classList.remove(name);
}

function arrive() {
  if (count || !controller) {
    leave();
    controller = new AbortController();
  } // else the first page, handed out early by firstPage(): the same signal
  count += 1;
  const page = currentPage();
  for (const callback of callbacks) run(callback, page);
}

function run(callback, page) {
  try {
    callback(page);
  } catch (err) {
    console.error(err);
  }
}

/** Call callback(page) for the page on screen now (once it is ready) and for every page reached after it. */
export function onPage(callback) {
  callbacks.push(callback);
  if (count) run(callback, currentPage());
}

/** Arrive on each page Material's document$ emits, if its bundle has run; false if it has not (or failed to load). */
function followMaterial() {
  if (!window.document$ || typeof window.document$.subscribe !== "function") return false;
  window.document$.subscribe(() => arrive());
  return true;
}

/** Whether DOMContentLoaded is still to come (this module may run before it, or be imported after it). */
function beforeContentLoaded() {
  const navigation = performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  return navigation ? !navigation.domContentLoadedEventStart : document.readyState === "loading";
}

// Material's document$ (a ReplaySubject) emits the document once it is parsed and after each instant navigation.
// Its bundle is deferred (hf_core/site/hints.py): a widget's module, and this one with it, may run before it, so
// document$ may only exist at DOMContentLoaded. Without Material's bundle (it failed to load), the page's own
// DOMContentLoaded is the one page there is.
if (typeof document !== "undefined" && !followMaterial()) {
  if (beforeContentLoaded()) {
    document.addEventListener("DOMContentLoaded", () => followMaterial() || arrive(), { once: true });
  } else {
    arrive();
  }
}
