// Happy Families widgets: the widget kit and shared DOM helpers (not a widget itself).
//
// Every widget starts with `const kit = widgetKit(element, engine)`: its language and labels, `call`,
// its busy state, its message line and the one way to wait for Python. Everything is built with
// createElement and textContent: no text from the engine, the page's URL or the reader is ever parsed
// as HTML. Pictures (cards, seats, tables...) are not drawn here: Python sends them as view trees,
// drawn by ../view.js.

import { onStatus } from "../loader.js";

/** Resolves once Python is ready, also after a failed load that the reader retried (loader's Retry). */
export function whenReady(engine) {
  return new Promise((resolve) => {
    let stop = null;
    stop = onStatus((status) => {
      if (status.stage === "ready") {
        if (stop) stop();
        resolve();
      }
    });
    if (engine.status.stage === "ready" && stop) stop();
  });
}

/**
 * What every widget needs, in one place:
 * - `lang` ("en" or "fr") and `ui`, its labels (rendered into the page by the build, data-hf-ui);
 * - `call(func, request)`: hf_core.web.<func> with the request and the page's language as JSON, the reply
 *   parsed (a malformed one becomes an error reply);
 * - `busy` and `setBusy(value)` (aria-busy on the widget), `exclusive(task)`: run task unless busy;
 * - `showMessage(text)`: its message line ([data-hf-message]), hidden when empty;
 * - `ready()`: resolves once Python is ready, also after a failed load the reader retried;
 * - `signal`: aborted when the reader leaves the page (instant navigation keeps the document): give it to
 *   listeners added outside the widget's element, `document.addEventListener("keydown", f, { signal })`.
 */
export function widgetKit(element, engine) {
  const lang = pageLang(element);
  const message = element.querySelector("[data-hf-message]");
  let busy = false;
  const kit = {
    lang,
    ui: readUi(element),
    async call(func, request = {}) {
      return parseReply(await engine.call(func, JSON.stringify({ ...request, lang })));
    },
    get busy() {
      return busy;
    },
    setBusy(value) {
      busy = Boolean(value);
      element.setAttribute("aria-busy", busy ? "true" : "false");
    },
    async exclusive(task) {
      if (busy) return null;
      kit.setBusy(true);
      try {
        return await task();
      } finally {
        kit.setBusy(false);
      }
    },
    showMessage(text) {
      if (!message) return;
      message.textContent = text || "";
      message.hidden = !text;
    },
    ready: () => whenReady(engine),
    signal: engine.signal,
  };
  return kit;
}

/** <site root>/, from this file's place: <root>/javascripts/hf/widgets/dom.js */
export const SITE_ROOT = new URL("../../../", import.meta.url);

/** The widget's interface wording (JSON in data-hf-ui, written by the build in the page language). */
export function readUi(element) {
  try {
    return JSON.parse(element.dataset.hfUi || "{}");
  } catch {
    return {};
  }
}

export function pageLang(element) {
  const lang = (element.dataset.hfLang || document.documentElement.lang || "en").toLowerCase();
  return lang.startsWith("fr") ? "fr" : "en";
}

/** Fill {name} placeholders of a template with plain values. */
export function fmt(template, values = {}) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ""));
}

/** el("p", {class: "x", "data-y": "1"}, "text", child, ...): attributes are set, children appended as nodes/text. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (key === "class") node.className = value;
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** A link to a rule's paragraph: url is site-relative (hf_core.rules.rule_url). */
export function ruleHref(url) {
  return new URL(url, SITE_ROOT).href;
}

/** Parse a facade reply; a malformed one becomes an error reply. */
export function parseReply(text) {
  try {
    const value = JSON.parse(text);
    if (value && typeof value === "object") return value;
  } catch {
    // fall through
  }
  return { ok: false, error: { code: "reply", message: String(text).slice(0, 200) } };
}

/** The largest shuffle seed a class deal code holds (hf_core.teaching.MAX_CODE_SEED). */
export const MAX_CODE_SEED = 53687090;

/** A random whole number from 0 to limit - 1 (for a new deal's dealer and shuffle). */
export function randomInt(limit) {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0] % limit;
}
