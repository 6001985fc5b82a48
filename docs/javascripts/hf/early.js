// Happy Families: the head start of a page whose widget needs Python.
//
// Not a module: hf_core/site/hints.py writes this script's code (without these comment lines) inline in the
// <head> of those pages only, right after the page's Content-Security-Policy meta, with data-hf-root set to the
// site root from the page (security-headers.txt lists its hash). Inline because a script fetched from the head,
// even async, ran only once the parser had waited for every style sheet: measured on the explorer, the worker
// started at 340-450 ms after navigation that way, and at 50-90 ms inline.
// It starts the page's Python worker at once; the worker asks for the runtime's files as soon as it runs
// (worker.js). The loader (loader.js) takes the worker over with the messages it sent meanwhile
// (window.__hfEarlyWorker; once the loader has started Python itself, it leaves {taken: true} there and this starts
// nothing). Only where warming may run: mayWarmAt() is warm-checks.js's (the reader's setting, Save-Data or a
// 2G-class link, a module worker and WebAssembly), which the build writes with this code, in one function around
// both, because an inline script imports nothing (hints.py, early_code); tests/browser/test_warming.py tests the
// head start with each. Otherwise the loader starts Python on need.
// It also marks a link that names a game of its own (?code=, the play page's): until play.js has seen whether the
// link's game is the one the page was built with, the built hands are not painted (teaching.css). Painted first
// and hidden at the widget's mount, they would come back elsewhere once the link's table is drawn (another number
// of players, names of another length), and the browser counts that as the game moving (issue 37).
(function () {
  "use strict";
  try {
    // (Only where play.js can run, a browser with modules: elsewhere nothing would take the mark back.)
    if (/[?&]code=/.test(location.search) && "noModule" in HTMLScriptElement.prototype) {
      document.documentElement.setAttribute("data-hf-link", "");
    }
    if (window.__hfEarlyWorker || !/^https?:$/.test(location.protocol)) return;
    var root = new URL(document.currentScript.getAttribute("data-hf-root") || "", location.href);
    if (!mayWarmAt(root.pathname)) return; // warm-checks.js, written before this by the build
    var worker = new Worker(new URL("javascripts/hf/worker.js", root), { type: "module" });
    var early = { worker: worker, messages: [], error: null };
    worker.onmessage = function (event) {
      early.messages.push(event);
    };
    worker.onerror = function (event) {
      event.preventDefault();
      early.error = event.message || "the worker script did not load";
    };
    worker.postMessage({ type: "init", root: root.href });
    window.__hfEarlyWorker = early;
    window.__hfPythonWorker = worker; // offline.js: "Remove from this device" tells it to keep nothing
    window.__hfRuntimeStarts = (window.__hfRuntimeStarts || 0) + 1; // tests: one start for all the pages
    performance.mark("hf:runtime-start", { detail: { early: true } });
  } catch (err) {
    console.warn("The head start of the runtime did not happen:", err); // the loader starts it as before
  }
})();
