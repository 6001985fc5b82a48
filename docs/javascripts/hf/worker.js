// Happy Families: the Python runtime, in a module Web Worker started by loader.js.
//
// Loads the self-hosted Pyodide from the site's own assets, installs the hf_core wheel from the
// site (no package index, no network beyond this site; the wheel only if its SHA-256 is the one
// in assets/hf-runtime.json, as fetch integrity), then answers calls to the functions of
// hf_core.web: one JSON string in, one JSON string out. No Python object leaves this worker.
//
// A second start on this device is quick: after the first start the worker keeps a memory snapshot of Python
// with hf_core imported (Pyodide's experimental makeMemorySnapshot / _loadSnapshot, about 31 MB, kept as about 15 MB,
// its memory pages of zeros left out (snapshot-pages.js), with the SHA-256 of those bytes, in Cache Storage as
// "hf:<scope>:python:<id>", id = Pyodide's
// version and the hashes of the standard library and the wheel: "Remove from this device" deletes it, and so
// does the service worker of a build with another runtime; its key there names the very copies of the library and
// the wheel it was made with, deflated or stored); the next start with those same copies restores it, only if its
// bytes still have that hash, instead of starting Python and importing hf_core again, checks that the archives
// Python remembers are the ones on disk, then unpacks the wheel's files again (the snapshot holds memory, not
// files). A snapshot that fails the hash is deleted and Python starts as before; one that restores but fails the
// check, or whose Python then fails inside, is deleted and the page starts a new worker, afresh (loader.js). Nothing is kept where the site is not at the root of its origin, unless the build
// allows it (hf-runtime.json's shared_origin_storage; see snapshotStore).
//
// Head start: the worker does not wait for its "init" to begin downloading. As soon as this module runs it asks
// for the runtime's fixed files (the manifest, pyodide.mjs, pyodide.asm.mjs, the WebAssembly module and the lock
// file), and for the standard library and the wheel as soon as the manifest names them; Pyodide's own requests for
// those files are then given the responses already under way (see the fetch wrapper), so nothing downloads twice
// and nothing waits for the file before it. Started for warming (new Worker(..., {name: "warm"}), loader.js: the
// reader is reading another page), every request asks for a low priority.
//
// Messages in:  {type: "init", root, fresh}        root = absolute URL of the site root; fresh: read no snapshot
//               {type: "call", id, func, arg}      func = name in hf_core.web, arg = JSON string
//               {type: "forget"} with a MessagePort   "Remove from this device" (offline.js): keep no snapshot from
//                                                  now on; the port is answered once no cache is being opened or
//                                                  written, so that what the page deletes next stays deleted
// Messages out: {type: "status", stage}            "runtime", "wheel"
//               {type: "progress", received, expected}   bytes downloaded so far (any stage)
//               {type: "ready", python, pyodide, snapshot, timing}   snapshot: started from the kept snapshot;
//                                                  timing: {afterDownload} ms from the last byte received to ready
//               {type: "failed", reason, detail}   reason: "network" | "unsupported" | "error" | "stale" (the kept
//                                                  snapshot did not start or does not match: dropped; start a new
//                                                  worker with init's fresh: true)
//               {type: "result", id, ok: true, value} | {type: "result", id, ok: false, error, errorType}
//                                                  + stale: true when a Python restored from a snapshot failed inside
//                                                  (an "internal" answer, an import error): ask a fresh one again

let dispatch = null; // Python callable (name, arg) -> str, kept inside the worker only
let starting = false;
let fresh = false; // init's "fresh": start Python afresh, without reading a kept snapshot (loader.js, after a stale one)
let restored = false; // this Python was restored from a kept snapshot
let forgotten = false; // "Remove from this device": no snapshot is kept by this worker any more
const snapshotWork = new Set(); // the snapshot cache's opening and writes under way (promises)
const tracked = (promise) => {
  snapshotWork.add(promise);
  promise.finally(() => snapshotWork.delete(promise)).catch(() => {});
  return promise;
};

const post = (message) => self.postMessage(message);

// Count the bytes of every download (Pyodide's included: it fetches through self.fetch) and
// report them now and then, so that the page can show progress and knows loading still moves.
// Remember the downloads that fail: Pyodide reports them as a plain error, this says "network".
const download = { received: 0, expected: 0, lastPost: 0, failures: [], lastByte: 0 }; // expected: manifest
const originalFetch = self.fetch.bind(self);

// At most one progress report every 250 ms, and one at the end of each burst of bytes: without it, a download that
// came whole within 250 ms of the first report (localhost) and then waited on a file was never reported, and the
// page showed no percentage while it waited (a request chosen meanwhile said no progress).
let progressTimer = 0;
function reportProgress() {
  const wait = 250 - (Date.now() - download.lastPost);
  if (wait < 0) {
    clearTimeout(progressTimer);
    progressTimer = 0;
    download.lastPost = Date.now();
    post({ type: "progress", received: download.received, expected: download.expected });
  } else if (!progressTimer) {
    progressTimer = setTimeout(() => {
      progressTimer = 0;
      reportProgress();
    }, wait + 1);
  }
}
const WARM = self.name === "warm"; // started to warm the runtime while the reader reads (low priority)
const early = new Map(); // url -> the response already asked for (the head start), handed out once

function ask(url, init = {}) {
  return originalFetch(url, { credentials: "same-origin", ...init, ...(WARM ? { priority: "low" } : {}) });
}

/** Ask for url now; the first fetch of the same address gets this response. */
function askEarly(url, init) {
  const href = String(url);
  if (!early.has(href)) {
    const answer = ask(href, init);
    answer.catch(() => {}); // reported when the response is used
    early.set(href, answer);
  }
}

self.fetch = async (input, init) => {
  const url = String(input && input.url ? input.url : input);
  let response;
  try {
    const asked = early.get(url);
    early.delete(url);
    response = await (asked || ask(input, init));
  } catch (err) {
    download.failures.push(`${url}: ${err && err.message ? err.message : err}`);
    throw err;
  }
  if (!response.ok) download.failures.push(`HTTP ${response.status} for ${url}`);
  if (!response.ok || !response.body) return response;
  // Count a clone's bytes and hand back the response itself: a Response rebuilt from a stream has
  // no cache entry behind it, and Chromium then never stores nor reuses the compiled WebAssembly.
  const reader = response.clone().body.getReader();
  (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      download.received += value.byteLength;
      download.lastByte = performance.now();
      reportProgress();
    }
  })().catch(() => {}); // the original's own reader reports a broken download
  return response;
};

// The head start (see above): what every start needs, asked for as soon as this module runs.
const SITE = new URL("../../", self.location.href); // this file is <site root>/javascripts/hf/worker.js
if (/^https?:$/.test(SITE.protocol)) {
  const pyodide = new URL("assets/pyodide/", SITE).href;
  askEarly(new URL("assets/hf-runtime.json", SITE));
  askEarly(`${pyodide}pyodide.asm.wasm`);
  askEarly(`${pyodide}pyodide-lock.json`);
  // The modules too: the module map hands the same ones to the imports below and to loadPyodide's.
  const modules = [import(`${pyodide}pyodide.mjs`), import(`${pyodide}pyodide.asm.mjs`), import("./copies.js"),
    import("./snapshot-pages.js")];
  for (const module of modules) module.catch(() => {}); // reported by the import that needs it
}

class LoadError extends Error {
  constructor(reason, detail) {
    super(detail);
    this.reason = reason;
  }
}

async function fetchOk(url, what, integrity) {
  let response;
  try {
    // With integrity, the browser refuses a body whose hash differs (a changed or broken file).
    response = await fetch(url, { credentials: "same-origin", ...(integrity ? { integrity } : {}) });
  } catch (err) {
    throw new LoadError("network", `${what}: ${err && err.message ? err.message : err}`);
  }
  if (!response.ok) {
    throw new LoadError("network", `${what}: HTTP ${response.status} for ${url}`);
  }
  return response;
}

// Pyodide only logs a warning and waits forever when the WebAssembly module cannot be
// fetched or compiled; watch the compile here so that such a failure is reported at once.
function watchWasm() {
  let fail;
  const failed = new Promise((_, reject) => {
    fail = reject;
  });
  const original = WebAssembly.instantiateStreaming;
  if (typeof original === "function") {
    WebAssembly.instantiateStreaming = function (source, imports) {
      const result = original.call(WebAssembly, source, imports);
      result.catch((err) => fail(new LoadError("network", `pyodide.asm.wasm: ${err && err.message ? err.message : err}`)));
      return result;
    };
  }
  failed.catch(() => {});
  return failed;
}

// The Python the worker runs, in order (scripts/stdlib.mjs reads these four constants to record the
// standard-library modules they need: keep each a plain template literal with no substitution).
const SITE_PACKAGES = `import site; site.getsitepackages()[0]`;
// The path finders forget what they listed before the wheel was unpacked; only those (importlib.invalidate_caches()
// would also import importlib.metadata and email for a cache nothing here uses: 50 ms of a 220 ms import).
const IMPORT_ENGINE = `import sys; from importlib.machinery import FileFinder; [f.invalidate_caches() for f in list(sys.path_importer_cache.values()) if isinstance(f, FileFinder)]; import hf_core.web`;
const PYTHON_VERSION = `import sys; '.'.join(map(str, sys.version_info[:3]))`;
// After a restore: every zip archive whose directory Python kept in its memory (the standard library's) is still
// that archive on disk, entry for entry (offsets, sizes); otherwise every later import from it fails ("bad local
// file header"). The snapshot's id names the copies it was made with, so this fails only on a planted, damaged or
// mislabelled snapshot: the worker then says so and the page starts Python afresh.
const CHECK_RESTORED = `
import zipimport
for _hf_archive, _hf_kept in list(zipimport._zip_directory_cache.items()):
    if zipimport._read_directory(_hf_archive) != _hf_kept:
        raise ImportError(f"the kept snapshot does not match {_hf_archive}")
del _hf_archive, _hf_kept
`;
const DISPATCH = `
def _hf_dispatch(name, arg):
    import hf_core.web as web
    public = getattr(web, "__all__", None)
    if name.startswith("_") or (public is not None and name not in public):
        raise LookupError(f"hf_core.web has no public function {name!r}")
    func = getattr(web, name, None)
    if not callable(func):
        raise LookupError(f"hf_core.web has no public function {name!r}")
    result = func(arg)
    if not isinstance(result, str):
        raise TypeError(f"hf_core.web.{name} returned {type(result).__name__}, not a JSON string")
    return result
_hf_dispatch
`;

async function start(root) {
  if (typeof WebAssembly !== "object") {
    throw new LoadError("unsupported", "WebAssembly is not available");
  }
  post({ type: "status", stage: "runtime" });
  // Everything downloads at once: the manifest alongside pyodide.mjs, then Pyodide fetches its
  // WebAssembly module, standard library and lock file as soon as loadPyodide starts (not waiting
  // for any of them before the others), and meanwhile this fetches the wheel.
  // hf_core/site/postbuild/runtime.py always puts Pyodide in assets/pyodide/.
  const indexURL = new URL("assets/pyodide/", root).href;
  const manifest = fetchOk(new URL("assets/hf-runtime.json", root), "runtime manifest").then((r) => r.json());
  manifest.catch(() => {});
  // The standard library and the wheel: the copy this server sends smaller (copies.js), at an address that carries
  // its hash, each checked against the SHA-256 the build recorded (hf_core/site/postbuild/runtime.py); the library
  // asked for as soon as the manifest names it, and handed to Pyodide's own request for it.
  const chosen = async (m, prefix, what) => {
    const entry = (m.fetch || []).find((item) => item.path.startsWith(prefix));
    if (!entry || typeof entry.integrity !== "string" || !entry.integrity.startsWith("sha256-")) {
      throw new LoadError("error", `the runtime manifest gives no integrity for the ${what}`);
    }
    const plain = { url: new URL(entry.path, root).href, integrity: entry.integrity, bytes: entry.bytes };
    const copy = await import("./copies.js").then(({ chooseCopy }) => chooseCopy(entry, root)).catch(() => plain);
    download.expected += copy.bytes[0] - plain.bytes[0]; // the progress counts what this copy holds
    return copy;
  };
  manifest.then((m) => {
    download.expected = Number(m.bytes) || 0;
    if (download.received) reportProgress(); // the bytes so far, now against the total
  }).catch(() => {});
  const stdLibCopy = manifest.then(async (m) => {
    const copy = await chosen(m, "assets/pyodide/python_stdlib.", "standard library");
    askEarly(copy.url, { integrity: copy.integrity });
    return copy;
  });
  stdLibCopy.catch(() => {});
  const wheelCopy = manifest.then((m) => chosen(m, `${m.wheel.path}?`, "hf_core wheel"));
  wheelCopy.catch(() => {});
  const wheel = wheelCopy
    .then((copy) => fetchOk(copy.url, "hf_core wheel", copy.integrity))
    .then((r) => r.arrayBuffer());
  wheel.catch(() => {});

  let loadPyodide;
  const entry = new URL("pyodide.mjs", indexURL).href;
  try {
    ({ loadPyodide } = await import(entry));
  } catch (err) {
    // An import's error names no cause. Runs of the browser suite met this one three times, once with every file
    // kept on the device and no new build; the one time the file was asked for again at once, it came back whole
    // (HTTP 200): a request that failed once, cause unknown. So the file is asked for again, and if it comes back
    // it is imported again (Chromium keeps no failed import: a new import asks again), and the page is told of the
    // first failure (window.__hfRuntimeAgain). If it does not come back, the reader is told the files could not
    // be downloaded.
    const first = err && err.message ? err.message : String(err);
    const asked = await fetch(entry, { credentials: "same-origin" }).then(
      (r) => ({ ok: r.ok, said: `HTTP ${r.status}, ${r.headers.get("content-type")}` }),
      (e) => ({ ok: false, said: String(e && e.message ? e.message : e) }));
    if (!asked.ok) throw new LoadError("network", `pyodide.mjs: ${first} (asked again: ${asked.said})`);
    try {
      ({ loadPyodide } = await import(entry));
    } catch (again) {
      const second = again && again.message ? again.message : String(again);
      throw new LoadError("network", `pyodide.mjs: ${first} (asked again: ${asked.said}; imported again: ${second})`);
    }
    recovered.push(`pyodide.mjs: ${first} (asked again: ${asked.said}; imported again: it worked)`);
  }
  // The site's python_stdlib.zip is trimmed by the build to what hf_core and Pyodide's start-up
  // import (hf_core/site/postbuild/runtime.py, from scripts/stdlib-files.txt), so it changes with
  // hf_core: its hash in the URL keeps a cached copy of another build's from being used.
  const wasmFailed = watchWasm();
  const quiet = () => {};
  const options = { indexURL, stdLibURL: (await stdLibCopy).url, stdout: quiet, stderr: quiet };
  // The snapshot holds Python's memory as it was with the very files it was made with (the standard library's
  // directory as read from that copy of the zip, among others): it is kept under an id naming each copy loaded.
  const snapshot = await snapshotStore(root, await manifest, [await stdLibCopy, await wheelCopy]);
  const kept = fresh ? null : await snapshot.read();
  if (kept) {
    try {
      const pyodide = await Promise.race([loadPyodide({ ...options, _loadSnapshot: kept }), wasmFailed]);
      await engineIn(pyodide, wheel, true);
      return;
    } catch (err) {
      // A snapshot that does not start, or does not match the files it finds (CHECK_RESTORED), is dropped; this
      // worker's WebAssembly may hold a half-restored Python, so the page starts a new worker, afresh (loader.js).
      console.warn("The kept Python snapshot did not start; starting Python afresh:", err);
      await snapshot.drop();
      throw new StaleSnapshot(describe(err));
    }
  }
  let pyodide;
  try {
    pyodide = await Promise.race([loadPyodide({ ...options, _makeSnapshot: snapshot.usable }), wasmFailed]);
  } catch (err) {
    if (download.failures.length && !(err instanceof LoadError)) throw new LoadError("network", download.failures[0]);
    throw err;
  }
  await engineIn(pyodide, wheel, false);
  if (snapshot.usable) {
    // Taken right after "ready", before any call has run; compressed and stored while calls are answered.
    let bytes = null;
    try {
      bytes = pyodide.makeMemorySnapshot();
    } catch (err) {
      console.warn("The Python snapshot could not be made:", err);
    }
    if (bytes) snapshot.write(bytes).catch((err) => console.warn("The Python snapshot could not be kept:", err));
  }
}

/** The wheel's files into site-packages, hf_core imported, the dispatcher made; then "ready". Restored from a
 * snapshot, Python is first checked against the files it finds (CHECK_RESTORED): a failed check throws. */
async function engineIn(pyodide, wheel, fromSnapshot) {
  post({ type: "status", stage: "wheel" });
  const bytes = new Uint8Array(await wheel);
  if (fromSnapshot) pyodide.runPython(CHECK_RESTORED);
  const sitePackages = pyodide.runPython(SITE_PACKAGES);
  pyodide.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
  pyodide.runPython(IMPORT_ENGINE);
  dispatch = pyodide.runPython(DISPATCH);
  restored = fromSnapshot;
  const python = pyodide.runPython(PYTHON_VERSION);
  const timing = { afterDownload: download.lastByte ? performance.now() - download.lastByte : null }; // benchmarks
  post({ type: "ready", python, pyodide: pyodide.version, snapshot: fromSnapshot, timing, recovered });
}

// What failed once during this start and worked when asked again (said with "ready"; tests read it).
const recovered = [];

/** Thrown when a kept snapshot started but does not work here: the page starts a new worker, afresh. */
class StaleSnapshot extends Error {}

async function sha256(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...hash].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Where this runtime's snapshot is kept: read() -> bytes or null, write(bytes), drop(); usable: Cache Storage.
 *
 * read() gives back only a snapshot whose stored bytes have the SHA-256 written beside them when it was kept (a
 * damaged or planted one is deleted: Python starts afresh). Cache Storage belongs to the whole origin and any
 * script of it can rewrite both, so where the site is not at the root of its origin (other sites may share it)
 * nothing is kept unless the build allows it (hf-runtime.json's shared_origin_storage, README "Deploying").
 * The cache is opened once, before Python starts, and written through that object: if "Remove from this
 * device" deletes it meanwhile, the snapshot goes into the deleted cache and nothing comes back. */
async function snapshotStore(root, manifest, copies) {
  const base = new URL(root);
  const allowed = base.pathname === "/" || manifest.shared_origin_storage === true;
  const usable = allowed && typeof caches === "object" && caches !== null && /^https?:$/.test(base.protocol)
    && typeof crypto === "object" && crypto !== null && typeof crypto.subtle === "object";
  // The cache is the runtime's (the service worker of a build with another runtime deletes it: sw.js, PYTHON_CACHE,
  // the same id); the snapshot's key in it names the copies loaded (each copy's own SHA-256, as the manifest gives
  // it): a snapshot made with the deflated standard library is never restored over the stored one.
  const id = [manifest.pyodide.version, String(manifest.pyodide.stdlib.sha256).slice(0, 16),
    String(manifest.wheel.sha256).slice(0, 16)].join("-");
  const files = copies.map((copy) => String(copy.integrity)).join(" ");
  const made = (await sha256(new TextEncoder().encode(files))).slice(0, 24);
  const prefix = `hf:${base.pathname}:python`; // the service worker names it the same way (sw.js, PYTHON_CACHE)
  const name = `${prefix}:${id}`;
  const key = new URL(`assets/pyodide/python-snapshot?v=${made}-pages`, root).href;
  // Opening a cache creates it: never once the reader has removed the site's data ("forget"), and a cache opened
  // while they did is given up (the page deletes it once this opening is over).
  let cache = usable && !forgotten ? await tracked(caches.open(name).catch(() => null)) : null;
  if (forgotten) cache = null;
  return {
    usable: cache !== null,
    async read() {
      if (!cache) return null;
      try {
        const answer = await cache.match(key);
        if (!answer) return null;
        const packed = await answer.arrayBuffer();
        if ((await sha256(packed)) !== answer.headers.get("X-HF-SHA256")) {
          console.warn("The kept Python snapshot is not the one this site kept; starting Python afresh.");
          await cache.delete(key);
          return null;
        }
        const { unpack } = await import("./snapshot-pages.js");
        return unpack(packed); // throws on bytes pack() did not write: Python starts afresh
      } catch {
        return null;
      }
    },
    write(bytes) {
      if (!cache || forgotten) return Promise.resolve();
      return tracked((async () => {
        // Its pages of zeros left out: about 15 MB on the device instead of 31, about 10 ms each way (gzip kept
        // about 6 MB, for about 650 ms here after a first start and 170 ms at every later start).
        const { pack } = await import("./snapshot-pages.js");
        const packed = pack(bytes);
        const headers = { "Content-Type": "application/octet-stream", "X-HF-SHA256": await sha256(packed) };
        if (forgotten) return;
        await cache.put(key, new Response(packed, { headers }));
        // One snapshot at a time: one made with other copies of the files goes, and another runtime's (kept before
        // this build, where no service worker deleted it).
        for (const request of await cache.keys()) {
          if (request.url !== key) await cache.delete(request);
        }
        for (const other of await caches.keys()) {
          if ((other === prefix || other.startsWith(`${prefix}:`)) && other !== name) await caches.delete(other);
        }
      })());
    },
    async drop() {
      if (cache) await cache.delete(key).catch(() => false);
    },
  };
}

function describe(err) {
  // A Python exception's message is its whole traceback; its last line names it.
  const text = String(err && err.message ? err.message : err).trim();
  const lines = text.split("\n");
  const last = lines[lines.length - 1];
  const type = err && err.type ? `${err.type}: ` : "";
  return type && last.startsWith(type) ? last.slice(type.length) : last;
}

self.onmessage = async (event) => {
  const message = event.data || {};
  if (message.type === "init") {
    if (starting) return;
    starting = true;
    fresh = message.fresh === true;
    try {
      await start(message.root);
    } catch (err) {
      post({
        type: "failed",
        reason: err instanceof LoadError ? err.reason : err instanceof StaleSnapshot ? "stale" : "error",
        detail: describe(err),
      });
    }
  } else if (message.type === "forget") {
    forgotten = true;
    await Promise.allSettled([...snapshotWork]);
    if (event.ports[0]) event.ports[0].postMessage({ type: "forgotten" });
  } else if (message.type === "call") {
    const { id, func, arg } = message;
    if (!dispatch) {
      post({ type: "result", id, ok: false, error: "the Python runtime is not ready", errorType: "RuntimeError" });
      return;
    }
    try {
      const value = dispatch(String(func), String(arg));
      // A Python restored from a snapshot that fails inside (an "internal" answer: an import that breaks, a state
      // the snapshot carried) may be the snapshot's fault: the page drops it and asks again of a fresh Python.
      const stale = restored && value.startsWith('{"ok":false,"error":{"code":"internal"');
      post({ type: "result", id, ok: true, value, ...(stale ? { stale: true } : {}) });
    } catch (err) {
      const errorType = err && err.type ? err.type : "Error";
      const stale = restored && /^(ImportError|ModuleNotFoundError|ZipImportError|SystemError)$/.test(errorType);
      post({ type: "result", id, ok: false, error: describe(err), errorType, ...(stale ? { stale: true } : {}) });
    }
  }
};
