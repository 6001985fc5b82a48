// Happy Families: the one shared loader for the interactive widgets.
//
// Included on every page (mkdocs.yml, extra_javascript, type: module). It lives as long as the document:
// with instant navigation (instant.js) that is across pages, so one Python runtime serves every page the
// reader moves to. On each page (onPage, pages.js) with at least one [data-hf-widget] element, once its
// content is painted:
//   - imports each widget module ./widgets/<name>.js and calls its mount(element, engine), where engine
//     belongs to that page: once the reader has left the page, its calls never settle (the old widget
//     stops at its next call, with no error), its status listeners are dropped, and engine.signal is
//     aborted (for listeners a widget adds outside its element, such as a keydown on the document);
//   - starts, on need, one module Web Worker (worker.js) that loads the site's own Pyodide and the
//     hf_core wheel, and shows progress (in a card player's words, with the size), then failure or
//     nothing, in each widget's status slot. The worker is started once per document, not per page:
//     a page reached by instant navigation finds Python ready (window.__hfRuntimeStarts counts starts).
// When: as soon as possible on a page whose widget needs Python (early.js, written inline in the page's <head>,
// starts the worker while the page is parsed and this module takes it over); and while the reader reads any other page,
// "warming" (warming.js): once the page has loaded and the browser is idle, the worker starts with low-priority
// downloads, so that the play page, the explorer, "What if?" and the tally reached next (instant navigation
// keeps this document and its worker) find Python ready. Warming never runs with Save-Data or a 2G-class link,
// nor while the page is hidden, nor once the reader turned it off (the setting this module adds to every page's
// footer, both languages). Without warming, Python starts on need, as before: when a widget that needs it comes
// near the viewport (IntersectionObserver with a margin) or the reader first touches, clicks or focuses one;
// a widget that works without it (the worked example) starts it only when asked ("What if?", via engine.call).
// When the browser says the reader saves data (navigator.connection.saveData, or a 2G-class link),
// nothing downloads until the reader taps "Load the interactive version (N MB)".
// Widgets are mounted as soon as the page is there (no wait for a frame or an idle moment): what the build put
// in the page works at once, and the build's modulepreload hints (hf_core/site/hints.py) have their modules
// on the way while the page is parsed.
//
// For widgets:
//   import { getEngine, onStatus } from "../loader.js";
//   const engine = getEngine();
//   const reply = await engine.call("function_in_hf_core_web", JSON.stringify(request));
//   // reply is the JSON string the Python function returned; a Python exception rejects the
//   // promise with an Error whose .pythonType names the exception ("ValueError", ...).
//   await engine.ready();               // resolves once Python is ready (rejects on failure)
//   onStatus((status) => { ... });      // {stage: "idle"|"runtime"|"wheel"|"ready"|"failed", ...}
//                                       // (+ percent while loading, reason/detail on failure)
//
// Measuring (benchmarks/page.py reads these):
//   performance marks "hf:runtime-start", "hf:runtime-booted" (Python up, before hf_core),
//   "hf:runtime-ready" (or "hf:runtime-failed") from here;
//   "hf:interactive" when a widget's first interactive step is on screen (markInteractive) and a
//   measure "hf:step" around each step (measureStep), also from here, called by the widgets.
// Words: the build renders the loader's words into each page (#hf-loader-words), in its language.

import { chooseCopy } from "./copies.js";
import { currentPage, firstPage, onPage } from "./pages.js";
import { withCards } from "./cards.js";
import { mayWarm, runtimePossible, savesData, setWarmingWanted, warmingWanted } from "./warming.js";

export { savesData };

const ROOT = new URL("../../", import.meta.url); // this file is <site root>/javascripts/hf/loader.js
const STAGE_TIMEOUT_MS = 60000; // no byte nor stage of progress for this long: stop and say so
const CALL_TIMEOUT_MS = 30000;
const WIDGET_NAME = /^[a-z][a-z0-9-]*$/;

let words = null; // read again on each page (the element comes with the page)

/** The loader's words, rendered into the page in its language by the build (#hf-loader-words). */
function loaderWords() {
  if (words === null) {
    try {
      words = JSON.parse(document.getElementById("hf-loader-words").textContent);
    } catch {
      words = {};
    }
  }
  return words;
}

export function pageLanguage() {
  return (document.documentElement.lang || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
}

function text(key, values = {}) {
  return String(loaderWords()[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

/** "3.9 MB" / "3,9 Mo": bytes as the reader's language writes megabytes. */
export function megabytes(bytes) {
  const n = bytes / 1e6;
  const figure = n < 10 ? n.toFixed(1) : String(Math.round(n));
  return text("megabytes", { n: pageLanguage() === "fr" ? figure.replace(".", ",") : figure });
}

/** The sentence shown for a status, in the page's language ("" once ready or before loading). */
export function statusMessage(status) {
  const readsWithout = text("reads-without");
  if (status.stage === "asking") return `${text("prompt-why")} ${readsWithout}`;
  if (status.stage === "runtime") {
    const getting = status.local ? text("getting-local")
      : status.size ? text("getting", { size: status.size }) : text("getting-unsized");
    return `${getting} ${readsWithout}`;
  }
  if (status.stage === "wheel") return `${text("getting-engine")} ${readsWithout}`;
  if (status.stage === "failed") {
    const reason = loaderWords()[`reason-${status.reason}`] ? `reason-${status.reason}` : "reason-error";
    return text("failed", { reason: text(reason) });
  }
  return "";
}

// ---------------------------------------------------------------------------------------------
// The engine: one worker per page, restarted only by retry().

let status = { stage: "idle" };
const listeners = new Set();
let worker = null;
let watchdog = 0;
let nextId = 1;
const pending = new Map(); // id -> {resolve, reject, timer, func, arg}
let healed = false; // this document has once dropped a kept snapshot that did not work and started Python afresh
let readyWaiters = [];

function mark(name) {
  try {
    performance.mark(name);
  } catch {
    // marks are for measuring only
  }
}

// Benchmark marks live here, not in widgets (benchmarks/page.py reads them): window.__hfBench =
// {firstInteractive, steps: [durations in ms]}, the mark "hf:interactive", a measure "hf:step" per step.
// Each page reached by instant navigation starts a new record (b.page counts pages, from 1).
function bench() {
  const b = window.__hfBench || (window.__hfBench = {}); // benchmarks/page.py may have made it already
  if (!Array.isArray(b.steps)) b.steps = [];
  return b;
}

function newBenchPage(number) {
  const b = bench();
  if (b.page !== undefined && b.page !== number) {
    delete b.firstInteractive;
    b.steps = [];
  }
  b.page = number;
}

/** A widget's first interactive step is on screen. */
export function markInteractive() {
  if (!bench().firstInteractive) bench().firstInteractive = performance.now();
  mark("hf:interactive");
}

/** Run draw() (one step: from the click or key press to the new picture) and measure it. */
export function measureStep(draw) {
  const start = performance.now();
  draw();
  const end = performance.now();
  bench().steps.push(end - start);
  try {
    performance.measure("hf:step", { start, end });
  } catch {
    // measuring only
  }
}

function setStatus(next) {
  if (next.stage !== status.stage) shown = 0;
  status = Object.freeze({ ...(runtimeSize ? { size: runtimeSize, local: runtimeLocal } : {}), ...next });
  if (status.stage === "runtime" || status.stage === "wheel") keepMoving();
  for (const listener of listeners) {
    try {
      listener(status);
    } catch (err) {
      console.error(err);
    }
  }
  if (status.stage === "ready" || status.stage === "failed") {
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const waiter of waiters) {
      if (status.stage === "ready") waiter.resolve();
      else waiter.reject(unavailable());
    }
  }
}

function unavailable() {
  const err = new Error(`The Python runtime is not available (${status.reason || status.stage}).`);
  err.name = "RuntimeUnavailable";
  return err;
}

// The bytes the reader will pay, written in their language ("4.0 MB"), once known ("" before): for each file the
// worker asks for (the manifest's "fetch" list, written by the build), the copy it will take and what the server
// sends for it, nothing where this site's caches on the device hold it (copies.js). Nothing to send at all:
// "already on this device".
let runtimeSize = "";
let runtimeLocal = false;
let sizeAsked = null;

async function measureSize() {
  const response = await fetch(new URL("assets/hf-runtime.json", ROOT), { credentials: "same-origin" });
  if (!response.ok) return;
  const files = (await response.json()).fetch || [];
  if (!files.length) return;
  const copies = await Promise.all(files.map((file) => chooseCopy(file, ROOT)));
  const bytes = copies.reduce((sum, copy) => sum + copy.sent, 0);
  if (!Number.isFinite(bytes)) return;
  runtimeLocal = bytes === 0;
  runtimeSize = runtimeLocal ? text("on-device") : megabytes(bytes);
  setStatus({ ...status, size: runtimeSize, local: runtimeLocal });
}

function askSize() {
  // The size is a courtesy: the worker reports a missing manifest itself.
  if (!sizeAsked) sizeAsked = measureSize().catch(() => {});
  return sizeAsked;
}

// Downloads end long before Python is ready (compiling the WebAssembly, unpacking the library): the
// percentage keeps moving, slower and slower, and never reaches 100 before "ready".
let mover = 0;
let shown = 0;

function keepMoving() {
  if (typeof status.percent === "number") shown = Math.max(shown, status.percent);
  if (mover) return;
  mover = setInterval(() => {
    if (status.stage !== "runtime" && status.stage !== "wheel") {
      clearInterval(mover);
      mover = 0;
      return;
    }
    if (typeof status.percent !== "number" || status.percent < 90) return; // real figures until then
    const next = Math.min(99, shown + Math.max(0.2, (99 - shown) / 12));
    shown = next;
    if (Math.floor(next) > status.percent) setStatus({ ...status, percent: Math.floor(next) });
  }, 400);
}

function armWatchdog() {
  clearTimeout(watchdog);
  watchdog = setTimeout(() => fail("timeout", "no progress"), STAGE_TIMEOUT_MS);
}

function fail(reason, detail) {
  clearTimeout(watchdog);
  if (worker) {
    worker.terminate();
    worker = null;
  }
  for (const [id, call] of pending) {
    clearTimeout(call.timer);
    call.reject(unavailable());
    pending.delete(id);
  }
  mark("hf:runtime-failed");
  setStatus({ stage: "failed", reason, detail });
}

function onWorkerMessage(event) {
  const message = event.data || {};
  if (message.type === "status") {
    armWatchdog();
    if (message.stage === "wheel") mark("hf:runtime-booted"); // Python runs; hf_core next
    setStatus({ stage: message.stage });
  } else if (message.type === "progress") {
    // Still moving: a slow connection is not a failure. A report coming after "ready" (the worker's last one, at
    // the end of a burst) re-arms nothing.
    if (status.stage === "runtime" || status.stage === "wheel") {
      armWatchdog();
      const percent = message.expected > 0
        ? Math.min(99, Math.floor((100 * message.received) / message.expected)) : null;
      setStatus({ stage: status.stage, percent: percent === null ? null : Math.max(percent, status.percent || 0) });
    }
  } else if (message.type === "ready") {
    clearTimeout(watchdog);
    mark("hf:runtime-ready");
    window.__hfRuntimeFrom = message.snapshot ? "snapshot" : "start"; // tests, benchmarks
    window.__hfRuntimeTiming = message.timing || null; // benchmarks/phone.py: the start after the last byte
    // What failed once and worked when asked again (worker.js): tests say it, as it hides a failure's cause.
    window.__hfRuntimeAgain = Array.isArray(message.recovered) ? message.recovered : [];
    setStatus({ stage: "ready", python: message.python, pyodide: message.pyodide });
    for (const [id, call] of pending) if (!call.sent) send(id, call); // asked of a Python that went (heal)
  } else if (message.type === "failed") {
    if (message.reason === "stale" && heal(message.detail)) return;
    fail(message.reason, message.detail);
  } else if (message.type === "result") {
    const call = pending.get(message.id);
    if (!call) return;
    if (message.stale && heal(message.error || "an internal error")) return; // asked again of a fresh Python
    pending.delete(message.id);
    clearTimeout(call.timer);
    if (message.ok) {
      call.resolve(message.value);
    } else {
      const err = new Error(message.error);
      err.name = "PythonError";
      err.pythonType = message.errorType;
      call.reject(err);
    }
  }
}

/**
 * Self-healing: Python restored from the snapshot kept on this device did not work (it did not start, did not
 * match the files it found, or failed inside: worker.js). Once per document: the worker goes, every snapshot of
 * the site is deleted, and a new worker starts Python afresh (it keeps a good snapshot again); the calls under way
 * are asked again of it. The reader sees the loading line meanwhile. False if this document has healed already
 * (then it is an ordinary failure, with Retry).
 */
function heal(detail) {
  if (healed || !worker) return false;
  healed = true;
  window.__hfRuntimeHealed = (window.__hfRuntimeHealed || 0) + 1; // tests
  console.warn("The Python kept on this device did not work; starting it afresh:", detail);
  clearTimeout(watchdog);
  worker.onmessage = null;
  worker.terminate();
  worker = null;
  for (const call of pending.values()) {
    clearTimeout(call.timer);
    call.sent = false;
  }
  setStatus({ stage: "runtime" });
  armWatchdog();
  const scope = `hf:${ROOT.pathname}:python`;
  const dropped = typeof caches === "object" && caches !== null
    ? caches.keys().then((names) => Promise.all(names
      .filter((name) => name === scope || name.startsWith(`${scope}:`)).map((name) => caches.delete(name))))
    : Promise.resolve();
  dropped.catch(() => {}).then(() => {
    if (worker || status.stage !== "runtime") return; // failed meanwhile (watchdog): Retry starts anew
    launch({ fresh: true }); // the calls under way are sent again once it is ready (onWorkerMessage)
  });
  return true;
}

let warming = false; // the worker was started to warm the runtime (no widget of the page asked for it)

/**
 * The worker early.js started from the page's head, with what it said meanwhile (once; else null). From then on
 * early.js starts none: a page reached after this module started Python (early.js is in its fetched head, which
 * runs no script) gets no second worker either way.
 */
function adoptEarly() {
  const early = window.__hfEarlyWorker;
  window.__hfEarlyWorker = { taken: true };
  return early && early.worker ? early : null;
}

/**
 * Start loading Python (at most once; after a failure only retry() starts again). warm: to warm the runtime for
 * a page the reader has not reached yet (the worker's downloads ask for a low priority).
 */
export function start({ warm = false } = {}) {
  if (status.stage !== "idle" && status.stage !== "asking") return;
  if (!runtimePossible()) {
    fail("unsupported", "no Web Worker or WebAssembly");
    return;
  }
  const early = adoptEarly();
  warming = warm;
  if (!launch({ early, warm })) return;
  setStatus({ stage: "runtime" });
  armWatchdog();
  if (!early) return;
  for (const event of early.messages) onWorkerMessage(event); // what it said before this module ran
  if (early.error) fail("network", early.error);
}

/** The page's worker: early.js's, or a new one sent its "init" (fresh: it reads no kept snapshot). */
function launch({ early = null, warm = false, fresh = false }) {
  if (early) {
    worker = early.worker;
  } else {
    mark("hf:runtime-start");
    window.__hfRuntimeStarts = (window.__hfRuntimeStarts || 0) + 1; // tests: one start for all the pages
    try {
      const options = { type: "module", ...(warm ? { name: "warm" } : {}) }; // worker.js reads its name
      worker = new Worker(new URL("./worker.js", import.meta.url), options);
    } catch (err) {
      fail("unsupported", String(err && err.message ? err.message : err));
      return false;
    }
  }
  window.__hfPythonWorker = worker; // offline.js: "Remove from this device" tells it to keep nothing
  worker.onmessage = onWorkerMessage;
  worker.onerror = (event) => {
    event.preventDefault();
    fail("network", event.message || "the worker script did not load");
  };
  worker.onmessageerror = () => fail("error", "a message could not be read");
  if (!early) worker.postMessage({ type: "init", root: ROOT.href, ...(fresh ? { fresh: true } : {}) });
  return true;
}

/** After a failure: drop the old worker and load again. */
export function retry() {
  if (status.stage !== "failed") return;
  status = { stage: "idle" };
  start();
}

/**
 * Call listener(status) now and on every change; returns a function that stops it. A listener added while a
 * page is on screen stops when the reader leaves that page.
 */
export function onStatus(listener) {
  listeners.add(listener);
  const page = currentPage();
  if (page) page.signal.addEventListener("abort", () => listeners.delete(listener), { once: true });
  listener(status);
  return () => listeners.delete(listener);
}

export function currentStatus() {
  return status;
}

const engine = Object.freeze({
  /** Resolves when Python is ready; rejects if loading fails (a later retry() may succeed). */
  ready() {
    warming = false; // needed now
    if (status.stage === "ready") return Promise.resolve();
    if (status.stage === "failed") return Promise.reject(unavailable());
    start();
    return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
  },
  /** Call hf_core.web.<func>(json) in the worker; resolves with the JSON string it returns. */
  async call(func, json) {
    if (typeof json !== "string") throw new TypeError("engine.call takes a JSON string");
    json = withCards(json); // the reader's cards: sentences name them as the chosen pack does (cards.js)
    await engine.ready();
    return new Promise((resolve, reject) => {
      const id = nextId++;
      const call = { resolve, reject, timer: 0, func, arg: json, sent: false };
      pending.set(id, call);
      if (status.stage === "ready") send(id, call); // else a fresh Python is starting (heal): sent once it is ready
    });
  },
  get status() {
    return status;
  },
});

/** Post one call to the worker, with its time limit. */
function send(id, call) {
  clearTimeout(call.timer);
  call.sent = true;
  call.timer = setTimeout(() => {
    pending.delete(id);
    call.reject(new Error(`hf_core.web.${call.func} did not answer in time`));
    fail("timeout", `call ${call.func}`);
  }, CALL_TIMEOUT_MS);
  worker.postMessage({ type: "call", id, func: call.func, arg: call.arg });
}

/**
 * The engine as the page on screen sees it: the same worker, but once that page is left, ready() and call()
 * return promises that never settle, so a widget of a page the reader left (a running tally, the explorer's
 * computer players) stops at its next call instead of keeping Python busy for the new page.
 */
function pageEngine(signal) {
  const never = () => new Promise(() => {});
  return Object.freeze({
    ready: () => (signal.aborted ? never() : engine.ready()),
    call: (func, json) => (signal.aborted ? never() : engine.call(func, json)),
    get status() {
      return status;
    },
    signal,
  });
}

/** The engine of the page on screen (or the document's, before any page). */
export function getEngine() {
  const page = currentPage();
  return page ? pageEngine(page.signal) : engine;
}

// ---------------------------------------------------------------------------------------------
// Status slot: progress, then the failure with a Retry button, in the page's language.

/** " (45 %)" while loading, or "" (French puts a narrow space before %). */
export function progressText(status) {
  if (typeof status.percent !== "number") return "";
  if (status.stage !== "runtime" && status.stage !== "wheel") return "";
  return pageLanguage() === "fr" ? ` (${status.percent}\u202f%)` : ` (${status.percent}%)`;
}

/** Show the runtime's status inside element (in its [data-hf-status] child, made if absent). */
export function attachStatus(element) {
  let slot = element.querySelector("[data-hf-status]");
  if (!slot) {
    slot = document.createElement("div");
    slot.setAttribute("data-hf-status", "");
    element.append(slot);
  }
  slot.classList.add("hf-status");
  slot.setAttribute("role", "status");
  slot.setAttribute("aria-live", "polite");
  const message = document.createElement("span");
  message.className = "hf-status__message";
  // The percentage changes often: keep it out of what screen readers announce.
  const progress = document.createElement("span");
  progress.className = "hf-status__progress";
  progress.setAttribute("aria-hidden", "true");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "md-button hf-status__retry";
  button.addEventListener("click", () => retry());
  const load = document.createElement("button");
  load.type = "button";
  load.className = "md-button md-button--primary hf-status__load";
  load.setAttribute("data-hf-action", "load-runtime");
  load.addEventListener("click", () => start());
  slot.replaceChildren(message, progress, button, load);

  return onStatus((current) => {
    if (current.stage === "runtime" || current.stage === "asking") askSize(); // once: the size it states
    element.dataset.hfRuntime = current.stage;
    const sentence = statusMessage(current);
    if (message.textContent !== sentence) message.textContent = sentence;
    progress.textContent = progressText(current);
    button.textContent = text("retry");
    // Styles such as .md-button set `display`, which beats the hidden attribute: set both.
    const failed = current.stage === "failed";
    button.hidden = !failed;
    button.style.display = failed ? "" : "none";
    const asking = current.stage === "asking";
    load.textContent = text("prompt", { size: current.size || "" }).replace(" ()", "");
    load.hidden = !asking;
    load.style.display = asking ? "" : "none";
    slot.hidden = sentence === "";
    slot.style.display = sentence === "" ? "none" : "";
  });
}

// ---------------------------------------------------------------------------------------------
// Mounting.

// A built-in widget that only proves the runtime works: [data-hf-widget="runtime-check"].
function mountRuntimeCheck(element, eng) {
  let output = element.querySelector("[data-hf-output]");
  if (!output) {
    output = document.createElement("p");
    output.setAttribute("data-hf-output", "");
    element.prepend(output);
  }
  onStatus(async (current) => {
    if (current.stage !== "ready") return;
    try {
      const reply = JSON.parse(await eng.call("ping", JSON.stringify({ echo: "ping" })));
      output.textContent = text("check", { python: reply.python, pyodide: current.pyodide });
      markInteractive();
    } catch (err) {
      console.warn("runtime check failed:", err);
    }
  });
}

async function mountWidget(element, pageEng) {
  const name = element.dataset.hfWidget || "";
  if (!WIDGET_NAME.test(name)) {
    console.warn(`Ignoring data-hf-widget="${name}": not a widget name.`);
    return;
  }
  if (name === "runtime-check") {
    mountRuntimeCheck(element, pageEng);
    return;
  }
  const url = widgetURL(name);
  const ready = registered.get(url);
  if (ready) {
    await ready(element, pageEng); // mounted now, while the page is being set up (no task in between)
    return;
  }
  const module = await import(url);
  if (pageEng.signal.aborted) return; // the reader left the page meanwhile
  await module.mount(element, pageEng);
}

/** The address of widget `name`'s module. */
const widgetURL = (name) => new URL(`./widgets/${name}.js`, import.meta.url).href;

// Widget modules that the page runs as scripts of its own (hf_core/site/hints.py puts them in its head) register
// their mount here as they run, before DOMContentLoaded: the widget is then mounted as soon as the page is there.
const registered = new Map(); // a widget module's URL -> its mount(element, engine)

/** A widget module's `mount`, under that module's own URL (import.meta.url). */
export function registerWidget(url, mount) {
  registered.set(String(url), mount);
  mountEarly(String(url));
}

const mounted = new WeakSet(); // widget elements already mounted

// A widget that needs no runtime (data-hf-runtime-free: the worked example) is mounted as soon as its module runs
// once the document is parsed: before Material's bundle, which is deferred and written after the widgets' modules
// (hf_core/site/hints.py), and before DOMContentLoaded. A reader who taps "Next" as soon as they see it is answered,
// not ignored. Every other widget waits for the page to arrive (boot): some need what Material sets up.
function mountEarly(url) {
  if (typeof document === "undefined" || document.readyState === "loading") return; // the element may be unfinished
  const page = firstPage();
  if (!page) return; // a page has arrived: boot() mounts it
  const elements = [...document.querySelectorAll("[data-hf-widget][data-hf-runtime-free]")]
    .filter((element) => widgetURL(element.dataset.hfWidget) === url);
  mountAll(elements, pageEngine(page.signal));
}

/** Mount those of elements not mounted yet. */
function mountAll(elements, pageEng) {
  for (const element of elements.filter((el) => !mounted.has(el))) {
    mounted.add(element);
    mountWidget(element, pageEng).catch((err) => {
      console.error(`Widget ${element.dataset.hfWidget} failed to mount:`, err);
    });
  }
}

/** Mount the widgets of the page on screen (each element once). */
function boot(signal) {
  if (signal.aborted) return;
  const elements = [...document.querySelectorAll("[data-hf-widget]")].filter((el) => !mounted.has(el));
  // A widget marked data-hf-runtime-free (the worked example) works from what the build shipped with it.
  const needPython = elements.filter((element) => !element.hasAttribute("data-hf-runtime-free"));
  for (const element of needPython) attachStatus(element);
  mountAll(elements, pageEngine(signal));
  if (needPython.length) {
    warming = false; // this page uses what was warmed
    startOnNeed(needPython, signal);
  }
}

const NEAR = "100% 0px"; // "near the viewport": within one screen's height of it

function startOnNeed(elements, signal) {
  if (status.stage !== "idle" && status.stage !== "asking") return; // started on an earlier page
  if (window.__hfEarlyWorker && window.__hfEarlyWorker.worker) {
    start(); // started from the page's head (early.js): take it over now
    return;
  }
  if (savesData()) {
    // Nothing large downloads before the tap: only the manifest, for the size the button states.
    setStatus({ stage: "asking" });
    askSize();
    return;
  }
  const events = ["pointerdown", "focusin", "keydown", "touchstart"];
  let observer = null;
  const go = () => {
    if (observer) observer.disconnect();
    for (const element of elements) for (const name of events) element.removeEventListener(name, go);
    start();
  };
  for (const element of elements) for (const name of events) element.addEventListener(name, go, { passive: true });
  if (typeof IntersectionObserver !== "function") {
    go();
    return;
  }
  observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) go();
  }, { rootMargin: NEAR });
  for (const element of elements) observer.observe(element);
  signal.addEventListener("abort", () => observer.disconnect(), { once: true });
}

// ---------------------------------------------------------------------------------------------
// Warming (see the top of this file and warming.js), and its setting in the footer.

const WARM_IDLE_MS = 3000; // the longest wait for an idle moment once the page has loaded
// A device that says it has less memory than this (navigator.deviceMemory, in GB) only downloads while the reader
// reads: a started Python holds some 60 MB in the page, for as long as the reader stays on the site.
const WARM_BOOT_MEMORY_GB = 2;
let warmPlanned = false;

function lowMemory() {
  return typeof navigator.deviceMemory === "number" && navigator.deviceMemory < WARM_BOOT_MEMORY_GB;
}

/** Warming on a device with little memory: the runtime's files into the browser's caches, and no Python yet. */
async function prefetchRuntime() {
  const response = await fetch(new URL("assets/hf-runtime.json", ROOT), { credentials: "same-origin" });
  const files = response.ok ? (await response.json()).fetch || [] : [];
  await Promise.all(files.map(async (file) => {
    const copy = await chooseCopy(file, ROOT); // the copy the worker will ask for
    if (!copy.sent) return; // kept on this device already
    const got = await fetch(copy.url, { credentials: "same-origin", priority: "low" });
    if (got.body) await got.body.pipeTo(new WritableStream()); // kept by the caches, not here
  }));
}

/**
 * Warm the runtime once the page has loaded and the browser is idle, if warming may run then (decided then, and
 * marked for tests: "hf:warm" when it starts, "hf:warm-declined" when it may not).
 */
function warmWhenIdle() {
  if (warmPlanned || status.stage !== "idle") return;
  warmPlanned = true;
  const go = () => {
    if (document.visibilityState === "hidden") {
      document.addEventListener("visibilitychange", go, { once: true }); // a tab in the background waits
      return;
    }
    warmPlanned = false;
    if (status.stage !== "idle") return;
    if (!mayWarm()) {
      mark("hf:warm-declined");
      return;
    }
    mark("hf:warm");
    if (lowMemory()) prefetchRuntime().catch(() => {}); // a widget page reports what fails, when it needs it
    else start({ warm: true });
  };
  const idle = () => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(go, { timeout: WARM_IDLE_MS });
    else setTimeout(go, 1000);
  };
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/** The reader turned warming off: a runtime warmed for no widget of this page stops, and its memory goes. */
function stopWarming() {
  if (!warming || !worker || document.querySelector("[data-hf-widget]:not([data-hf-runtime-free])")) return;
  clearTimeout(watchdog);
  worker.terminate();
  worker = null;
  warming = false;
  setStatus({ stage: "idle" });
}

/** "Get the interactive game ready while I read", in the footer of every page (where Python can run at all). */
function mountWarmSetting(signal) {
  const footer = document.querySelector(".md-footer-meta__inner");
  if (!footer || !runtimePossible() || footer.querySelector("[data-hf-warm]")) return;
  const box = document.createElement("input");
  box.type = "checkbox";
  box.name = "hf-warm";
  box.checked = warmingWanted();
  const label = document.createElement("label");
  label.append(box, " ", text("warm-label"));
  const note = document.createElement("small");
  const setting = document.createElement("p");
  setting.className = "hf-warm";
  setting.setAttribute("data-hf-warm", "");
  setting.append(label, document.createElement("br"), note);
  const describe = () => {
    note.textContent = runtimeLocal ? text("warm-note-local")
      : runtimeSize ? text("warm-note", { size: runtimeSize }) : text("warm-note-unsized");
  };
  describe();
  box.addEventListener("change", () => {
    setWarmingWanted(box.checked);
    if (box.checked) warmWhenIdle();
    else stopWarming();
  }, { signal });
  // The size it states costs a few small requests: only once the reader comes near the footer.
  if (typeof IntersectionObserver === "function") {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      askSize().then(describe);
    }, { rootMargin: NEAR });
    observer.observe(setting);
    signal.addEventListener("abort", () => observer.disconnect(), { once: true });
  }
  footer.append(setting);
}

function schedule({ signal, number }) {
  words = null;
  newBenchPage(number);
  mountWarmSetting(signal);
  // Mounted at once: the widgets' first state came with the page, and Python (if they need it) loads in a worker,
  // so reading and scrolling are never held up by it.
  if (document.querySelector("[data-hf-widget]")) boot(signal);
  warmWhenIdle();
}

if (typeof document !== "undefined") onPage(schedule);
