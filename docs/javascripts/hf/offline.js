// Happy Families: the offline copy, on the page's side (every page; mkdocs.yml, extra_javascript).
//
// - Registers the service worker sw.js at the site root (written at build time by
//   hf_core/site/postbuild), once the page has loaded; a page that finds it registered uses it as it is (the
//   browser checks sw.js for a new build by itself). Without service workers nothing happens and
//   every page works as before.
// - "Keep this site on this device" ([data-hf-keep], teachers' and play pages): states the size of the
//   chosen languages first, then has the service worker download every page of them, the printables and
//   the runtime, with progress; asks for persistent storage; shows what the site uses; "Remove from this
//   device" deletes it all (the service worker's caches, Python's snapshot, the site's settings in the
//   browser's storage), unregisters the service worker and says what it removed.
// - Where the site is not at the root of its origin (user.github.io/project), other sites of the origin share its
//   Cache Storage: nothing is kept, and no service worker registered, unless the build allows it
//   (<meta name="hf-storage" content="shared-origin">; README, "Deploying"); one kept before is removed.
// - The offline page ([data-hf-offline-list]): lists what this device holds.
// The words come with the page (data-hf-words, from hf_core/words/offline.py); nothing from the address
// is ever inserted as HTML. The box and the list are set up on each page (onPage: instant navigation keeps
// this script alive from page to page); registering happens once.

import { onPage } from "./pages.js";

const ROOT = new URL("../../", import.meta.url); // this file is <site root>/javascripts/hf/offline.js
const PREFIX = `hf:${ROOT.pathname}:`; // the names of this site's caches (sw.js, worker.js)
const SUPPORTED = typeof navigator !== "undefined" && "serviceWorker" in navigator
  && typeof caches !== "undefined" && (location.protocol === "https:" || location.protocol === "http:");

function storageAllowed() {
  return ROOT.pathname === "/" || document.querySelector('meta[name="hf-storage"][content="shared-origin"]') !== null;
}

function lang() {
  return (document.documentElement.lang || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
}

function fill(template, values = {}) {
  return String(template).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

/** A size in bytes, written in the page's language: "14.2 MB", "14,2 Mo". */
export function formatSize(bytes, words) {
  const units = [["size.gb", 1e9], ["size.mb", 1e6], ["size.kb", 1e3]];
  for (const [key, unit] of units) {
    if (bytes >= unit || key === "size.kb") {
      const n = (bytes / unit).toLocaleString(lang(), { maximumFractionDigits: bytes >= 10 * unit ? 0 : 1 });
      return fill(words[key], { n });
    }
  }
  return "";
}

let registration = null; // this page's; null once "Remove from this device" has unregistered it
const SCRIPT = new URL("sw.js", ROOT).href;

/**
 * This site's registration already on the device, read from the browser's records, without waiting: null if
 * there is none (a first visit, or after "Remove from this device"), or if it is not this folder's sw.js as
 * register() would make it. register() waits for every registration job of the browser to finish first, and the
 * browser checks sw.js for a new build after each page it opens: on a slow or stalled network that check takes
 * as long as the network does (with sw.js held at the server, the "Keep" box stayed hidden until it answered).
 */
async function registered() {
  try {
    const reg = await navigator.serviceWorker.getRegistration(ROOT.href);
    if (!reg || new URL(reg.scope).pathname !== ROOT.pathname || reg.updateViaCache !== "none") return null;
    const worker = reg.active || reg.waiting || reg.installing;
    return worker && worker.scriptURL === SCRIPT ? reg : null;
  } catch {
    return null;
  }
}

// Whether this page has just registered the worker itself (a first visit, or after "Remove from this device"): its
// next message says so (again: true), and a worker the browser gave back from its removal keeps things again. Only
// the next one: a page open since before a removal made in another tab does not undo it.
let registeredHere = false;

async function register() {
  try {
    registration = await navigator.serviceWorker.register(SCRIPT, {
      scope: ROOT.pathname,
      updateViaCache: "none",
    });
    registeredHere = true;
  } catch (err) {
    console.warn("The offline copy is not available:", err);
    return null;
  }
  return registration;
}

// How long a message waits for each step of a new build's worker taking over (installing, then activating).
const HANDOVER_MS = 15000;

/**
 * The registration's active worker, once it has activated and no other is on its way in. While pages messaged the
 * outgoing worker during a hand-over (a new build's worker installing or waiting), Chromium sometimes left the new
 * worker waiting although it had asked to take over at once; the next load of the page then activated it under its
 * own navigation, and that load hung for good (or the outgoing worker was stopped and started again and again under
 * the page, and its Python never started). With messages waiting for the hand-over, none was left waiting
 * (benchmarks/deploys.py: 7 hangs in about 50 rounds before, 0 in 32 after; its --walk: 13 hangs in about 1,340
 * actions before, 0 in 400 after). At most HANDOVER_MS for each step of it; then the active worker answers.
 */
async function activeWorker(reg) {
  for (;;) {
    const coming = reg.installing || reg.waiting;
    if (!coming) break;
    const moved = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), HANDOVER_MS);
      coming.addEventListener("statechange", () => {
        clearTimeout(timer);
        resolve(true);
      }, { once: true });
    });
    if (!moved) break;
  }
  if (!reg.active) throw new Error("no service worker");
  return reg.active;
}

/** Ask the active service worker; onProgress gets {done, total} while it keeps files. With start, register one
 * again if "Remove from this device" unregistered it (keeping again); without, fail instead. */
async function ask(message, onProgress = () => {}, { start = false } = {}) {
  if (!registration && start) registration = await register();
  if (!registration) throw new Error("no service worker");
  const worker = await activeWorker(registration);
  if (registeredHere) message = { ...message, again: true }; // the first message after it (sw.js, revive())
  registeredHere = false;
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      const answer = event.data || {};
      if (answer.type === "progress") onProgress(answer);
      else if (answer.type === "done") resolve(answer.value);
      else if (answer.type === "failed") reject(new Error(answer.reason));
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Material's settings and anything else this site put in the browser's storage (keys "<site path>.name", as
 * Material's __md_set writes them); returns how many were removed. */
function forgetSettings() {
  let count = 0;
  for (const store of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
      for (const key of keys) {
        if (key !== null && key.startsWith(`${ROOT.pathname}.`)) {
          store.removeItem(key);
          count += 1;
        }
      }
    } catch {
      // storage blocked: nothing was kept there either
    }
  }
  return count;
}

/** The page's Python worker (loader.js, early.js), if any, keeps no snapshot from now on: resolves once it opens
 * and writes no cache any more, so that the caches deleted next stay deleted (a worker that started Python while
 * the reader removed the site's data recreated its snapshot's cache). A worker that does not answer within 5 s
 * (stuck in a long call) holds the removal up no longer. */
function forgetPython() {
  const worker = window.__hfPythonWorker;
  if (!worker || typeof MessageChannel !== "function") return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 5000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      worker.postMessage({ type: "forget" }, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve(); // a worker already terminated keeps nothing either
    }
  });
}

/** This site's caches left (none, once the service worker has removed its own): deleted. */
async function forgetCaches() {
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
  return names.length;
}

/** What "Remove from this device" removed, as lines of text (never HTML). */
function removal(gone, settings, words) {
  const lines = [];
  if (gone.pages || gone.files) {
    lines.push(fill(words["removed-copy"], {
      pages: gone.pages.toLocaleString(lang()), files: gone.files.toLocaleString(lang()),
      size: formatSize(gone.bytes, words),
    }));
  }
  if (gone.snapshot) lines.push(fill(words["removed-snapshot"], { size: formatSize(gone.snapshot, words) }));
  if (settings) lines.push(fill(words["removed-settings"], { n: settings.toLocaleString(lang()) }));
  const parts = [];
  if (lines.length) {
    const title = document.createElement("p");
    title.textContent = words.removed;
    const list = document.createElement("ul");
    for (const line of [...lines, words["removed-worker"]]) {
      const item = document.createElement("li");
      item.textContent = line;
      list.append(item);
    }
    parts.push(title, list);
  } else {
    const none = document.createElement("p");
    none.textContent = words["removed-nothing"];
    parts.push(none);
  }
  const again = document.createElement("p");
  again.textContent = words["removed-again"];
  parts.push(again);
  return parts;
}

function pageLink(url, title) {
  const link = document.createElement("a");
  link.href = new URL(url, ROOT).href;
  link.textContent = title;
  return link;
}

// ---------------------------------------------------------------------------------------------------

async function showUsage(box, words) {
  const slot = box.querySelector("[data-hf-keep-usage]");
  if (!navigator.storage || !navigator.storage.estimate) return;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  slot.textContent = fill(words.usage, { used: formatSize(usage, words), quota: formatSize(quota, words) });
}

function mountKeep(box) {
  const words = JSON.parse(box.dataset.hfWords || "{}");
  const sizeSlot = box.querySelector("[data-hf-keep-size]");
  const statusSlot = box.querySelector("[data-hf-keep-status]");
  const progress = box.querySelector("[data-hf-keep-progress]");
  const go = box.querySelector("[data-hf-keep-go]");
  const remove = box.querySelector("[data-hf-keep-remove]");
  const boxes = [...box.querySelectorAll('input[name="hf-keep-lang"]')];
  const chosen = () => boxes.filter((input) => input.checked).map((input) => input.value);
  let busy = false;

  async function plan() {
    const langs = chosen();
    if (!langs.length) {
      sizeSlot.textContent = words.none;
      go.disabled = true;
      return null;
    }
    if (!registration) { // removed from this device: nothing kept until "Keep" registers a worker again
      go.disabled = busy;
      remove.hidden = true;
      return null;
    }
    const state = await ask({ type: "status", langs });
    sizeSlot.textContent = fill(words.size, {
      total: formatSize(state.total, words),
      missing: formatSize(state.missing, words),
      pages: state.pageCount.toLocaleString(lang()),
    });
    go.disabled = busy;
    remove.hidden = !(state.kept.length || state.runtime || Object.values(state.pages).some((p) => p.length));
    box.dataset.hfKept = state.kept.join(" ");
    return state;
  }

  go.addEventListener("click", async () => {
    const langs = chosen();
    if (!langs.length || busy) return;
    busy = true;
    go.disabled = true;
    progress.hidden = false;
    progress.value = 0;
    statusSlot.textContent = words.waiting;
    box.dataset.hfKeepState = "keeping";
    let persisted = false;
    try {
      if (navigator.storage && navigator.storage.persist) persisted = await navigator.storage.persist();
    } catch {
      persisted = false;
    }
    try {
      const state = await ask({ type: "keep", langs }, ({ done, total }) => {
        const percent = total ? Math.floor((100 * done) / total) : 100;
        progress.value = percent;
        statusSlot.textContent = fill(words.progress, {
          done: formatSize(done, words), total: formatSize(total, words), percent: percent.toLocaleString(lang()),
        });
      }, { start: true });
      progress.value = 100;
      statusSlot.textContent = `${fill(words.done, { pages: state.pageCount.toLocaleString(lang()) })} ${
        persisted ? words.persisted : words["not-persisted"]}`;
      box.dataset.hfKeepState = "kept";
    } catch (err) {
      statusSlot.textContent = fill(words.failed, { reason: err.message });
      box.dataset.hfKeepState = "failed";
    } finally {
      busy = false;
      progress.hidden = true;
      await plan().catch(() => null);
      await showUsage(box, words).catch(() => null);
    }
  });

  remove.addEventListener("click", async () => {
    if (busy) return;
    busy = true;
    box.dataset.hfKeepState = "removing";
    try {
      // The page's Python keeps no snapshot from now on; the service worker stops storing, waits for the writes
      // under way, deletes its caches and Python's snapshot and unregisters; then the page clears the settings and
      // any cache of the site still there.
      await forgetPython();
      const gone = registration ? await ask({ type: "forget" }) : { pages: 0, files: 0, bytes: 0, snapshot: 0 };
      registration = null;
      const settings = forgetSettings();
      await forgetCaches();
      statusSlot.replaceChildren(...removal(gone, settings, words));
      box.dataset.hfKeepState = "removed";
    } catch (err) {
      statusSlot.textContent = fill(words.failed, { reason: err.message });
      box.dataset.hfKeepState = "failed";
    } finally {
      busy = false;
      await plan().catch(() => null);
      await showUsage(box, words).catch(() => null);
    }
  });

  for (const input of boxes) input.addEventListener("change", () => plan().catch(() => null));
  box.hidden = false;
  plan().then(() => showUsage(box, words)).catch((err) => console.warn("offline copy:", err));
}

async function mountList(slot) {
  const words = JSON.parse(slot.dataset.hfWords || "{}");
  const wanted = new URLSearchParams(location.search).get("page");
  const parts = [];
  if (wanted) {
    const missing = document.createElement("p");
    missing.textContent = fill(words.missing, { page: wanted }); // text, never HTML
    parts.push(missing);
  }
  const state = await ask({ type: "status", langs: [lang()] });
  const here = lang();
  const langs = [here, ...Object.keys(state.pages).filter((l) => l !== here)];
  const count = langs.reduce((n, l) => n + state.pages[l].length, 0);
  if (!count) {
    const none = document.createElement("p");
    none.textContent = words.none;
    parts.push(none);
  } else {
    const heading = document.createElement("p");
    heading.textContent = words.available;
    parts.push(heading);
    for (const l of langs) {
      if (!state.pages[l].length) continue;
      const list = document.createElement("ul");
      list.lang = l;
      for (const p of state.pages[l]) {
        const item = document.createElement("li");
        item.append(pageLink(p.url, p.title));
        list.append(item);
      }
      parts.push(list);
    }
    const runtime = document.createElement("p");
    runtime.textContent = state.runtime ? words.runtime : words["no-runtime"];
    parts.push(runtime);
  }
  slot.replaceChildren(...parts);
  slot.hidden = false;
}

/** Call back once the page's Python runtime has loaded (the loader's performance mark). */
function onRuntimeReady(callback) {
  if (typeof PerformanceObserver !== "function") return;
  if (performance.getEntriesByName("hf:runtime-ready").length) {
    callback();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("hf:runtime-ready").length) {
      observer.disconnect();
      callback();
    }
  });
  observer.observe({ type: "mark", buffered: true });
}

/** Where nothing may be kept: a worker registered by an earlier build goes, with everything it kept. */
async function withdraw() {
  const reg = await navigator.serviceWorker.getRegistration(ROOT.href).catch(() => null);
  if (reg && new URL(reg.scope).pathname === ROOT.pathname) await reg.unregister();
  await forgetCaches();
}

async function main() {
  if (!SUPPORTED) return;
  if (!storageAllowed()) {
    await withdraw().catch((err) => console.warn("offline copy:", err));
    return;
  }
  const controlled = Boolean(navigator.serviceWorker.controller);
  registration = await registered(); // the browser updates it by itself (it checks sw.js after each page)
  const reg = registration || (await register());
  if (!reg) return;
  // A page loaded before the worker took control is not in its caches yet: keep it now (also a page reached
  // by instant navigation meanwhile); and once the runtime has loaded, keep it too (the worker skips what it
  // already holds).
  onRuntimeReady(() => ask({ type: "remember", runtime: true }).catch(() => null));
  onPage(({ number }) => {
    const kept = number === 1 ? controlled : Boolean(navigator.serviceWorker.controller);
    if (!kept) {
      const path = decodeURI(location.pathname).slice(decodeURI(ROOT.pathname).length);
      ask({ type: "remember", paths: [path] }).catch(() => null);
    }
    const keep = document.querySelector("[data-hf-keep]");
    if (keep) mountKeep(keep);
    const list = document.querySelector("[data-hf-offline-list]");
    if (list) mountList(list).catch((err) => console.warn("offline list:", err));
  });
  // A copy kept before a new build: fetch what changed (the worker does nothing if nothing is kept).
  if (navigator.onLine !== false) ask({ type: "refresh" }).catch(() => null);
}

if (typeof document !== "undefined" && SUPPORTED) {
  if (document.readyState === "complete") main();
  else addEventListener("load", () => main(), { once: true });
}
