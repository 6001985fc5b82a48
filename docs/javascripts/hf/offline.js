// Happy Families: the offline copy, on the page's side (every page; mkdocs.yml, extra_javascript).
//
// - Registers the service worker sw.js at the site root (written at build time by
//   hf_core/site/postbuild), once the page has loaded. Without service workers nothing happens and
//   every page works as before.
// - "Keep this site on this device" ([data-hf-keep], teachers' and play pages): states the size of the
//   chosen languages first, then has the service worker download every page of them, the printables and
//   the runtime, with progress; asks for persistent storage; shows what the site uses; "Remove from this
//   device" deletes it all.
// - The offline page ([data-hf-offline-list]): lists what this device holds.
// The words come with the page (data-hf-words, from hf_core/words/offline.py); nothing from the address
// is ever inserted as HTML. The box and the list are set up on each page (onPage: instant navigation keeps
// this script alive from page to page); registering happens once.

import { onPage } from "./pages.js";

const ROOT = new URL("../../", import.meta.url); // this file is <site root>/javascripts/hf/offline.js
const SUPPORTED = typeof navigator !== "undefined" && "serviceWorker" in navigator
  && typeof caches !== "undefined" && (location.protocol === "https:" || location.protocol === "http:");

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

let registration = null;

async function register() {
  try {
    registration = await navigator.serviceWorker.register(new URL("sw.js", ROOT), {
      scope: ROOT.pathname,
      updateViaCache: "none",
    });
  } catch (err) {
    console.warn("The offline copy is not available:", err);
    return null;
  }
  return registration;
}

/** Ask the active service worker; onProgress gets {done, total} while it keeps files. */
async function ask(message, onProgress = () => {}) {
  const reg = await navigator.serviceWorker.ready;
  const worker = reg.active;
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
      });
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
    try {
      await ask({ type: "forget" });
      statusSlot.textContent = words.removed;
      box.dataset.hfKeepState = "removed";
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

async function main() {
  if (!SUPPORTED) return;
  const controlled = Boolean(navigator.serviceWorker.controller);
  const reg = await register();
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
