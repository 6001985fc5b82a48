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
// On need: when a widget that needs Python comes near the viewport (IntersectionObserver with a
// margin) or the reader first touches, clicks or focuses one, whichever comes first; a widget that
// works without it (the worked example) starts it only when asked ("What if?", via engine.call).
// When the browser says the reader saves data (navigator.connection.saveData, or a 2G-class link),
// nothing downloads until the reader taps "Load the interactive version (N MB)".
// Pages without a widget load nothing else.
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

import { currentPage, onPage } from "./pages.js";

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
    return `${status.size ? text("getting", { size: status.size }) : text("getting-unsized")} ${readsWithout}`;
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
const pending = new Map(); // id -> {resolve, reject, timer}
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
  status = Object.freeze({ ...(runtimeSize ? { size: runtimeSize } : {}), ...next });
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

// The transfer size the reader will pay, written in their language ("3.9 MB"), once known: what the server
// sends (brotli when the manifest itself came brotli-encoded), else the gzip figure as an honest estimate.
let runtimeSize = "";
let sizeAsked = null;

function askSize() {
  if (!sizeAsked) {
    sizeAsked = fetch(new URL("assets/hf-runtime.json", ROOT))
      .then(async (response) => {
        if (!response.ok) return;
        const manifest = await response.json();
        const sent = manifest.transfer || {};
        const encoding = response.headers.get("content-encoding") || "";
        const bytes = (encoding.includes("br") && sent.br) || sent.gzip || manifest.bytes;
        if (typeof bytes === "number" && bytes > 0) {
          runtimeSize = megabytes(bytes);
          setStatus({ ...status, size: runtimeSize });
        }
      })
      .catch(() => {}); // the size is a courtesy: the worker reports a missing manifest itself
  }
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
    armWatchdog(); // still moving: a slow connection is not a failure
    if (status.stage === "runtime" || status.stage === "wheel") {
      const percent = message.expected > 0
        ? Math.min(99, Math.floor((100 * message.received) / message.expected)) : null;
      setStatus({ stage: status.stage, percent: percent === null ? null : Math.max(percent, status.percent || 0) });
    }
  } else if (message.type === "ready") {
    clearTimeout(watchdog);
    mark("hf:runtime-ready");
    window.__hfRuntimeFrom = message.snapshot ? "snapshot" : "start"; // tests, benchmarks
    setStatus({ stage: "ready", python: message.python, pyodide: message.pyodide });
  } else if (message.type === "failed") {
    fail(message.reason, message.detail);
  } else if (message.type === "result") {
    const call = pending.get(message.id);
    if (!call) return;
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

/** Start loading Python (at most once; after a failure only retry() starts again). */
export function start() {
  if (status.stage !== "idle" && status.stage !== "asking") return;
  askSize();
  if (typeof Worker !== "function" || typeof WebAssembly !== "object") {
    fail("unsupported", "no Web Worker or WebAssembly");
    return;
  }
  mark("hf:runtime-start");
  window.__hfRuntimeStarts = (window.__hfRuntimeStarts || 0) + 1; // tests: one start for all the pages
  try {
    worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  } catch (err) {
    fail("unsupported", String(err && err.message ? err.message : err));
    return;
  }
  worker.onmessage = onWorkerMessage;
  worker.onerror = (event) => {
    event.preventDefault();
    fail("network", event.message || "the worker script did not load");
  };
  worker.onmessageerror = () => fail("error", "a message could not be read");
  setStatus({ stage: "runtime" });
  armWatchdog();
  worker.postMessage({ type: "init", root: ROOT.href });
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
    if (status.stage === "ready") return Promise.resolve();
    if (status.stage === "failed") return Promise.reject(unavailable());
    start();
    return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
  },
  /** Call hf_core.web.<func>(json) in the worker; resolves with the JSON string it returns. */
  async call(func, json) {
    if (typeof json !== "string") throw new TypeError("engine.call takes a JSON string");
    await engine.ready();
    return new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`hf_core.web.${func} did not answer in time`));
        fail("timeout", `call ${func}`);
      }, CALL_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ type: "call", id, func, arg: json });
    });
  },
  get status() {
    return status;
  },
});

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
  const module = await import(new URL(`./widgets/${name}.js`, import.meta.url).href);
  if (pageEng.signal.aborted) return; // the reader left the page meanwhile
  await module.mount(element, pageEng);
}

const mounted = new WeakSet(); // widget elements already mounted

/** Mount the widgets of the page on screen (each element once). */
function boot(signal) {
  if (signal.aborted) return;
  const elements = [...document.querySelectorAll("[data-hf-widget]")].filter((el) => !mounted.has(el));
  for (const element of elements) mounted.add(element);
  // A widget marked data-hf-runtime-free (the worked example) works from what the build shipped with it.
  const needPython = elements.filter((element) => !element.hasAttribute("data-hf-runtime-free"));
  for (const element of needPython) attachStatus(element);
  const pageEng = pageEngine(signal);
  for (const element of elements) {
    mountWidget(element, pageEng).catch((err) => {
      console.error(`Widget ${element.dataset.hfWidget} failed to mount:`, err);
    });
  }
  if (needPython.length) startOnNeed(needPython, signal);
}

const NEAR = "100% 0px"; // "near the viewport": within one screen's height of it

/** The reader saves data: Save-Data / Data Saver, or a 2G-class link (Network Information API). */
export function savesData() {
  const connection = typeof navigator !== "undefined" ? navigator.connection : undefined;
  if (!connection) return false;
  return Boolean(connection.saveData) || ["slow-2g", "2g"].includes(connection.effectiveType);
}

function startOnNeed(elements, signal) {
  if (status.stage !== "idle" && status.stage !== "asking") return; // started on an earlier page
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

function schedule({ signal, number }) {
  words = null;
  newBenchPage(number);
  if (!document.querySelector("[data-hf-widget]")) return;
  if (number > 1 && status.stage === "ready") {
    boot(signal); // Python is up: no need to let the page paint first, its widgets answer at once
    return;
  }
  // Start once the page's content has been painted (the next frame, then a task), without
  // waiting for images or the load event: the runtime loads in a worker, so scrolling and
  // reading are never held up by it.
  const later = () => setTimeout(() => boot(signal), 0);
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(later);
  else later();
}

if (typeof document !== "undefined") onPage(schedule);
