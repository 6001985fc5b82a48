// Happy Families: instant navigation inside one language of the site (issue 11, item 7: no second wait).
//
// A click on a link to another page of the site, in the same language, fetches that page and puts its content
// in place of this one's without unloading this document: the page's scripts stay alive, and with them the
// loader's Python worker (Pyodide started once, on the first page that needed it) and Material's search
// worker. Then Material's document$ emits, so Material mounts its components on the new content (navigation,
// table of contents, header title...) and onPage() (pages.js) sets up what belongs to the page (widgets,
// diagram scroll hints, "Keep this site on this device").
//
// Why not Material's own navigation.instant: it intercepts only links listed in sitemap.xml with absolute
// addresses, and this site has no site_url (it is served under any host and sub-path), so its sitemap is empty
// and navigation.instant does nothing; and its language switcher keeps the first page's links. This does what
// Material's instant navigation does (swap the same components, the same <head> update, re-run scripts of the
// content, emit document$ and location$, restore scroll on back/forward) for the links it can check itself.
//
// Left to the browser (a full load): another language (the language switch, [hreflang], or a fetched page
// whose <html lang> differs: the theme's words and the search index are per language), a page of another
// build (its <meta name="hf-assets">: this document's scripts and runtime would not match it), links to files,
// outside the site, with a target, download or modifier key, [data-hf-reload], a link to the same page
// (#anchor), a page that does not answer 200 with HTML (404, offline: the service worker's offline page then).
// The language switch follows the page shown: its links are taken from the fetched page (lang-switch.js then
// adds the query and the #anchor).
// Marks for benchmarks: "hf:navigate" when a link is taken over, "hf:swapped" once the new content is in.

const ROOT = new URL("../../", import.meta.url); // this file is <site root>/javascripts/hf/instant.js
const SWAPPED = ["announce", "container", "header-topic", "outdated", "logo", "skip"]
  .map((name) => `[data-md-component="${name}"]`);
const NOT_A_PAGE = /\.(?!html?$)[A-Za-z0-9]+$/; // a file: .pdf, .json, .zip, .svg, .txt...
const FILES = new Set(["assets", "javascripts", "stylesheets", "search"]);
const KEEP_META = new Set(["theme-color", "color-scheme"]); // set by Material's palette at run time

let shown = ""; // the page on screen: pathname + search of the address it was loaded from
let inFlight = null; // AbortController of the navigation under way

const pageKey = (url) => url.pathname + url.search;

function mark(name) {
  try {
    performance.mark(name);
  } catch {
    // for measuring only
  }
}

/** The address a click on this link leads to, if this module should take it over; else null. */
function target(event) {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  if (link.hasAttribute("hreflang") || link.closest(".md-select") || link.hasAttribute("data-hf-reload")) return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(ROOT.pathname)) return null;
  const rest = decodeURI(url.pathname.slice(ROOT.pathname.length));
  if (FILES.has(rest.split("/", 1)[0]) || NOT_A_PAGE.test(rest)) return null;
  if (pageKey(url) === pageKey(new URL(location.href))) return null; // #anchor on this page: the browser's
  return url;
}

// Where the reader was on each history entry, to put them back there on back/forward. Kept here, not in
// history.state: replaceState counts as a navigation for tools that watch the page (and for nothing else), and
// this document lives as long as its entries do. An entry this module pushed has an id; another one (the first
// page, a #anchor) is known by its address.
const positions = new Map();
let entries = 0;

function entryKey(state = history.state) {
  return state && typeof state === "object" && state.hfEntry ? state.hfEntry : `at:${pageKey(new URL(location.href))}`;
}

function rememberScroll() {
  positions.set(entryKey(), [window.scrollX, window.scrollY]);
}

/**
 * Make the addresses in root absolute, against base: a relative one would follow the address bar, which
 * changes before (pushState) or after (back, forward) the content does: the icon of the page being left, for
 * one, would be fetched again from the wrong place. Same-page #anchors and addresses with a scheme stay.
 * With keep, the <link>s that load again whenever their address is set (see RELOADS) keep theirs, and their
 * absolute form goes to headKeys instead.
 */
function absolutize(root, base, keep = false) {
  for (const el of root.querySelectorAll("[href], [src]")) {
    const copy = keep && el.matches(RELOADS) ? el.cloneNode(false) : null;
    for (const key of ["href", "src"]) {
      const value = el.getAttribute(key);
      if (value && !value.startsWith("#") && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) {
        (copy || el).setAttribute(key, new URL(value, base).href);
      }
    }
    if (copy) headKeys.set(el, copy.outerHTML);
  }
}

// A style sheet's <link> (or a preload's) loads again whenever its address is set, even to the same address, and
// a style sheet loading again leaves the page without it meanwhile: on a slow link, everything it styles jumped
// while the page loaded (issue 21). The first page's are left as they are, and swapHead() knows them by the
// absolute form kept here (the browser never loads a <link> again when only the address bar changes).
const RELOADS = 'link[rel~="stylesheet"], link[rel~="preload"], link[rel~="modulepreload"]';
const headKeys = new WeakMap();

/** The parts of this document that a navigation replaces or keeps, made absolute (see absolutize). */
function pin(base) {
  for (const part of [document.head, ...SWAPPED.map((selector) => document.querySelector(selector))]) {
    if (part) absolutize(part, base, part === document.head);
  }
}

function swapHead(next) {
  const now = new Map([...document.head.children].map((el) => [headKeys.get(el) || el.outerHTML, el]));
  for (const el of [...next.head.children]) {
    if (now.has(el.outerHTML)) now.delete(el.outerHTML);
    else document.head.append(el);
  }
  for (const el of now.values()) if (!KEEP_META.has(el.getAttribute("name"))) el.remove();
}

/** Put the fetched page's content in place of this one's (url: its address). */
function swap(next, url) {
  absolutize(next, url);
  for (const selector of SWAPPED) {
    const here = document.querySelector(selector);
    const there = next.querySelector(selector);
    if (here && there) here.replaceWith(document.adoptNode(there));
  }
  swapHead(next);
  // The language switch: the links of the page shown (its twin), absolute.
  for (const link of document.querySelectorAll(".md-header a[hreflang]")) {
    const twin = next.querySelector(`.md-header a[hreflang="${CSS.escape(link.getAttribute("hreflang"))}"]`);
    if (twin) link.setAttribute("href", twin.getAttribute("href"));
  }
  // Scripts of the content run again, as on a page load (Material's content partial, for one).
  const container = document.querySelector('[data-md-component="container"]');
  for (const old of container ? container.querySelectorAll("script") : []) {
    const type = (old.getAttribute("type") || "").toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue; // data
    const script = document.createElement("script");
    for (const name of old.getAttributeNames()) script.setAttribute(name, old.getAttribute(name));
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
}

function scroll(url, restore) {
  if (restore) {
    const [x, y] = positions.get(entryKey()) || [0, 0];
    window.scrollTo(x, y);
    return;
  }
  const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : "";
  if (id && document.getElementById(id)) {
    // A fragment navigation to the same address: it scrolls as a page load would, and :target applies (a
    // rule's paragraph reached from a widget is outlined); the entry keeps its state.
    const state = history.state;
    location.replace(url.hash);
    history.replaceState(state, "");
  } else {
    window.scrollTo(0, 0);
  }
}

/**
 * Say the new page's title to screen readers, as a page load would (a polite live region outside the swapped
 * parts; the text is the page's own title, set as text).
 */
function announce(title) {
  let region = document.querySelector("[data-hf-announce]");
  if (!region) {
    region = document.createElement("div");
    region.className = "hf-announce";
    region.dataset.hfAnnounce = "";
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    document.body.append(region);
  }
  region.textContent = title;
}

/** Full load instead (another language, an error page, no network...). */
function leaveForReal(url, fromHistory) {
  if (fromHistory) location.replace(url.href); // the entry is already there: load it
  else location.assign(url.href);
}

/**
 * Show the page at url. fromHistory: the reader went back or forward (the address bar already shows url, and
 * page names that history entry's page).
 */
async function go(url, fromHistory, page = "") {
  if (inFlight) inFlight.abort();
  const controller = new AbortController();
  inFlight = controller;
  mark("hf:navigate");
  let next;
  let address = url;
  try {
    const response = await fetch(url.href, {
      signal: controller.signal,
      credentials: "same-origin",
      headers: { Accept: "text/html" },
    });
    if (!response.ok || !(response.headers.get("content-type") || "").includes("text/html")) {
      throw new Error(`HTTP ${response.status}`);
    }
    address = new URL(response.url || url.href);
    address.hash = url.hash;
    next = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch (err) {
    if (controller.signal.aborted) return; // a newer navigation took over
    leaveForReal(url, fromHistory);
    return;
  }
  if (controller.signal.aborted) return;
  inFlight = null;
  const lang = (el) => (el.getAttribute("lang") || "").toLowerCase();
  const build = (doc) => doc.querySelector('meta[name="hf-assets"]')?.getAttribute("content") || "";
  if (lang(next.documentElement) !== lang(document.documentElement) || build(next) !== build(document)
      || !next.querySelector('[data-md-component="container"]')) {
    leaveForReal(address, fromHistory);
    return;
  }
  if (fromHistory) {
    shown = page || pageKey(address);
  } else {
    rememberScroll();
    shown = pageKey(address);
    entries += 1;
    history.pushState({ hfPage: shown, hfEntry: `${performance.timeOrigin}-${entries}` }, "", address.href);
  }
  swap(next, address);
  announce(document.title);
  mark("hf:swapped");
  window.location$.next(new URL(location.href)); // Material closes the drawer and the search
  window.document$.next(document); // Material mounts its components; onPage() callbacks run
  scroll(address, fromHistory);
}

function onClick(event) {
  const url = target(event);
  if (!url) return;
  event.preventDefault();
  go(url, false);
}

function onPopState(event) {
  const url = new URL(location.href);
  const state = event.state && typeof event.state === "object" ? event.state : {};
  // An entry of the page shown (its #anchors, its own query changes) is the browser's business.
  const samePage = state.hfPage ? state.hfPage === shown : url.pathname === new URL(shown, url).pathname;
  if (samePage) return;
  go(url, true, state.hfPage || "");
}

let scrollTimer = 0;

function start() {
  shown = pageKey(new URL(location.href));
  pin(location.href);
  history.scrollRestoration = "manual";
  // A reload (or a full load) restores its own scroll position.
  addEventListener("beforeunload", () => {
    history.scrollRestoration = "auto";
  });
  addEventListener("scroll", () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(rememberScroll, 100);
  }, { passive: true });
  // Bubbling to the body, like Material's own: a handler of the page that prevents the default runs first.
  document.body.addEventListener("click", onClick);
  addEventListener("popstate", onPopState);
}

const usable = typeof window !== "undefined" && window.document$ && window.location$
  && typeof window.document$.next === "function" && typeof history.pushState === "function"
  && typeof DOMParser === "function" && /^https?:$/.test(location.protocol);

if (usable) {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}
