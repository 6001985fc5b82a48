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
 *   parsed; it never throws: a malformed reply, or a call that did not come back (the worker stopped, timed out),
 *   becomes an error reply with the reader's message;
 * - `must(func, request, {expected, into})`: call, for a reply the widget cannot go on without. A failed reply
 *   (ok:false, unreadable, no answer) shows its message (error.message, already in the reader's language) with a
 *   Retry in the widget's message line (or `into`), and Retry makes the same call again: it resolves only with
 *   an ok reply, or one `expected(reply)` accepts (a refusal the widget explains itself); while Python itself is
 *   not loaded, it waits for the loader's own status and Retry instead. So a widget never draws
 *   from a failed reply, never throws on one and is never left half-drawn: it waits where it was;
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
  const problems = replyProblems(element, message);
  const kit = {
    lang,
    ui: readUi(element),
    async call(func, request = {}) {
      let text;
      try {
        text = await engine.call(func, JSON.stringify({ ...request, lang }));
      } catch {
        return failedReply("no-answer");
      }
      return parseReply(text);
    },
    async must(func, request = {}, { expected = null, into = null } = {}) {
      for (;;) {
        const reply = await kit.call(func, request);
        if (reply.ok || (expected && expected(reply))) {
          problems.clear();
          return reply;
        }
        if (reply.error && reply.error.code === "no-answer" && engine.status.stage !== "ready") {
          // Python is not there (its load failed, or stopped): the loader's status line says why, with its own
          // Retry; the call is made again once Python is ready.
          await whenReady(engine);
          continue;
        }
        await problems.show(reply, into);
      }
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

/** Parse a facade reply; a malformed one becomes an error reply (with the reader's message). */
export function parseReply(text) {
  try {
    const value = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
    // fall through
  }
  return failedReply("bad-answer");
}

/** The loader's words (#hf-loader-words, written by the build into every widget page in its language). */
function loaderWord(key) {
  try {
    const words = JSON.parse(document.getElementById("hf-loader-words").textContent);
    if (typeof words[key] === "string") return words[key];
  } catch {
    // no words on this page: the key says what happened
  }
  return key;
}

/** An error reply made here, not by Python: a call with no answer, or an answer that could not be read. */
function failedReply(code) {
  return { ok: false, error: { code, message: loaderWord(code) } };
}

/** Codes of failures that are not the reader's input: Python's own error, no answer, an unreadable answer. */
const ENGINE_FAILURES = new Set(["internal", "no-answer", "bad-answer"]);

/** A reply refused for the reader's input (a code or names typed, a request the rules refuse): the widget says why
 * itself, where the input is; Retry would only be refused again. */
export function isInputError(reply) {
  return Boolean(reply && !reply.ok && (reply.refusal || (reply.error && !ENGINE_FAILURES.has(reply.error.code))));
}

/** The message of a failed reply, in the reader's language, whatever its shape. Python's own error (internal) is
 * said in the reader's words; its detail (a Python exception, in English) stays out of the page. */
export function replyMessage(reply) {
  const problem = (reply && (reply.refusal || reply.error)) || {};
  if (problem.code === "internal") return loaderWord("engine-error");
  return typeof problem.message === "string" && problem.message ? problem.message : loaderWord("bad-answer");
}

/**
 * A widget's failed replies: the message and a Retry button, in the slot asked for, else the widget's message
 * line, else a line of its own at the widget's top. show() resolves when Retry is pressed (its focus kept on the
 * widget); clear() takes the message away once a call succeeds. element.dataset.hfProblem is "true" meanwhile.
 */
function replyProblems(element, messageLine) {
  let own = null;
  let shown = null; // {line, slot, hide}: hide the slot again once empty, if it was hidden before
  function slotFor(into) {
    if (into) return into;
    if (messageLine) return messageLine;
    if (!own) {
      own = el("p", { class: "hf-reply-problem", role: "alert", hidden: true });
      const status = element.querySelector(":scope > [data-hf-status]");
      if (status) status.after(own);
      else element.prepend(own);
    }
    return own;
  }
  function clear() {
    if (shown) {
      shown.line.remove();
      if (shown.hide && !shown.slot.childNodes.length) shown.slot.hidden = true;
    }
    shown = null;
    delete element.dataset.hfProblem;
  }
  return {
    clear,
    show(reply, into) {
      const slot = slotFor(into);
      return new Promise((resolve) => {
        const retry = el("button", { type: "button", class: "md-button hf-reply-problem__retry",
          "data-hf-action": "retry-call" }, loaderWord("retry"));
        const line = el("span", { class: "hf-reply-problem__line", "data-hf-reply-problem": "" },
          el("span", {}, replyMessage(reply)), " ", retry);
        retry.addEventListener("click", () => {
          clear();
          resolve();
        }, { once: true });
        clear();
        shown = { line, slot, hide: slot.hidden };
        slot.replaceChildren(line);
        slot.hidden = false;
        element.dataset.hfProblem = "true";
        // The reader's focus stays where it is, unless it was in the widget (on a button the failure disabled).
        if (element.contains(document.activeElement)) retry.focus({ preventScroll: true });
      });
    },
  };
}

/** The largest shuffle seed a class deal code holds (hf_core.teaching.MAX_CODE_SEED). */
export const MAX_CODE_SEED = 53687090;

/** A random whole number from 0 to limit - 1 (for a new deal's dealer and shuffle). */
export function randomInt(limit) {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0] % limit;
}
