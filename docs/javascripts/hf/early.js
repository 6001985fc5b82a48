// Happy Families: the head start of a page whose widget needs Python.
//
// The build puts this module in the <head> of those pages only (async, with modulepreload hints: hf_core/site/
// hints.py), so the page's Python worker starts while the page is still being parsed, not once it is ready; the
// worker asks for the runtime's files as soon as it runs (worker.js). The loader (loader.js) takes the worker over
// with the messages it sent meanwhile (window.__hfEarlyWorker; once the loader has started Python itself, it
// leaves {taken: true} there and this starts nothing). Only where warming may run (warming.js: not with
// Save-Data or a 2G-class link, not once the reader turned it off): otherwise the loader starts Python on need, as
// before. This does not import loader.js: that module must run after Material's bundle (pages.js).
import { mayWarm } from "./warming.js";

if (typeof window !== "undefined" && !window.__hfEarlyWorker && /^https?:$/.test(location.protocol) && mayWarm()) {
  try {
    const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    const early = { worker, messages: [], error: null };
    worker.onmessage = (event) => early.messages.push(event);
    worker.onerror = (event) => {
      event.preventDefault();
      early.error = event.message || "the worker script did not load";
    };
    worker.postMessage({ type: "init", root: new URL("../../", import.meta.url).href });
    window.__hfEarlyWorker = early;
    window.__hfPythonWorker = worker; // offline.js: "Remove from this device" tells it to keep nothing
    window.__hfRuntimeStarts = (window.__hfRuntimeStarts || 0) + 1; // tests: one start for all the pages
    performance.mark("hf:runtime-start", { detail: { early: true } });
  } catch (err) {
    console.warn("The head start of the runtime did not happen:", err); // the loader starts it as before
  }
}
