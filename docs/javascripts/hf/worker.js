// Happy Families: the Python runtime, in a module Web Worker started by loader.js.
//
// Loads the self-hosted Pyodide from the site's own assets, installs the hf_core wheel from the
// site (no package index, no network beyond this site; the wheel only if its SHA-256 is the one
// in assets/hf-runtime.json, as fetch integrity), then answers calls to the functions of
// hf_core.web: one JSON string in, one JSON string out. No Python object leaves this worker.
//
// A second start on this device is quick: after the first start the worker keeps a memory snapshot of Python
// with hf_core imported (Pyodide's experimental makeMemorySnapshot / _loadSnapshot, about 31 MB, kept gzip-compressed
// as about 6 MB, in Cache
// Storage under the same "hf:<scope>:" prefix as the service worker's caches, so "Remove from this device" and a
// new build's service worker delete it), keyed by Pyodide's version and the hashes of the standard library and
// the wheel; the next start restores it instead of starting Python and importing hf_core again, then unpacks
// the wheel's files again (the snapshot holds memory, not files). Any failure to restore: the snapshot is
// deleted and Python starts as before.
//
// Messages in:  {type: "init", root}               root = absolute URL of the site root
//               {type: "call", id, func, arg}      func = name in hf_core.web, arg = JSON string
// Messages out: {type: "status", stage}            "runtime", "wheel"
//               {type: "progress", received, expected}   bytes downloaded so far (any stage)
//               {type: "ready", python, pyodide, snapshot}   snapshot: started from the kept snapshot
//               {type: "failed", reason, detail}   reason: "network" | "unsupported" | "error"
//               {type: "result", id, ok: true, value} | {type: "result", id, ok: false, error, errorType}

let dispatch = null; // Python callable (name, arg) -> str, kept inside the worker only
let starting = false;

const post = (message) => self.postMessage(message);

// Count the bytes of every download (Pyodide's included: it fetches through self.fetch) and
// report them now and then, so that the page can show progress and knows loading still moves.
// Remember the downloads that fail: Pyodide reports them as a plain error, this says "network".
const download = { received: 0, expected: 0, lastPost: 0, failures: [] }; // expected: manifest
const originalFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const url = String(input && input.url ? input.url : input);
  let response;
  try {
    response = await originalFetch(input, init);
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
      const now = Date.now();
      if (now - download.lastPost > 250) {
        download.lastPost = now;
        post({ type: "progress", received: download.received, expected: download.expected });
      }
    }
  })().catch(() => {}); // the original's own reader reports a broken download
  return response;
};

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
const IMPORT_ENGINE = `import importlib; importlib.invalidate_caches(); import hf_core.web`;
const PYTHON_VERSION = `import sys; '.'.join(map(str, sys.version_info[:3]))`;
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
  const wheel = manifest
    .then((m) => {
      download.expected = Number(m.bytes) || 0;
      const { path, sha256, integrity } = m.wheel;
      // The wheel runs only if its SHA-256 is the one the build recorded (hf_core/site/postbuild/runtime.py).
      if (typeof integrity !== "string" || !integrity.startsWith("sha256-")) {
        throw new LoadError("error", "the runtime manifest gives no integrity for the hf_core wheel");
      }
      const url = new URL(path, root);
      url.searchParams.set("v", String(sha256).slice(0, 16));
      return fetchOk(url, "hf_core wheel", integrity);
    })
    .then((r) => r.arrayBuffer());
  wheel.catch(() => {});

  let loadPyodide;
  try {
    ({ loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href));
  } catch (err) {
    throw new LoadError("network", `pyodide.mjs: ${err && err.message ? err.message : err}`);
  }
  // The site's python_stdlib.zip is trimmed by the build to what hf_core and Pyodide's start-up
  // import (hf_core/site/postbuild/runtime.py, from scripts/stdlib-files.txt), so it changes with
  // hf_core: its hash in the URL keeps a cached copy of another build's from being used.
  const stdlib = (await manifest).pyodide.stdlib;
  const stdLibURL = new URL(`python_stdlib.zip?v=${String(stdlib.sha256).slice(0, 16)}`, indexURL).href;
  const wasmFailed = watchWasm();
  const quiet = () => {};
  const options = { indexURL, stdLibURL, stdout: quiet, stderr: quiet };
  const snapshot = await snapshotStore(root, await manifest);
  const kept = await snapshot.read();
  if (kept) {
    try {
      const pyodide = await Promise.race([loadPyodide({ ...options, _loadSnapshot: kept }), wasmFailed]);
      await engineIn(pyodide, wheel, true);
      return;
    } catch (err) {
      console.warn("The kept Python snapshot did not start; starting Python afresh:", err);
      await snapshot.drop();
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

/** The wheel's files into site-packages, hf_core imported, the dispatcher made; then "ready". */
async function engineIn(pyodide, wheel, fromSnapshot) {
  post({ type: "status", stage: "wheel" });
  const bytes = new Uint8Array(await wheel);
  const sitePackages = pyodide.runPython(SITE_PACKAGES);
  pyodide.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
  pyodide.runPython(IMPORT_ENGINE);
  dispatch = pyodide.runPython(DISPATCH);
  const python = pyodide.runPython(PYTHON_VERSION);
  post({ type: "ready", python, pyodide: pyodide.version, snapshot: fromSnapshot });
}

/** Where this runtime's snapshot is kept: read() -> bytes or null, write(bytes), drop(); usable: Cache Storage. */
async function snapshotStore(root, manifest) {
  const usable = typeof caches === "object" && caches !== null && /^https?:$/.test(new URL(root).protocol)
    && typeof CompressionStream === "function" && typeof DecompressionStream === "function";
  const name = `hf:${new URL(root).pathname}:python`;
  const key = new URL(`assets/pyodide/python-snapshot?v=${[
    manifest.pyodide.version, String(manifest.pyodide.stdlib.sha256).slice(0, 16), String(manifest.wheel.sha256).slice(0, 16),
  ].join("-")}-gz`, root).href;
  const open = () => caches.open(name);
  return {
    usable,
    async read() {
      if (!usable) return null;
      try {
        const answer = await (await open()).match(key);
        if (!answer || !answer.body) return null;
        return new Uint8Array(await new Response(answer.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
      } catch {
        return null;
      }
    },
    async write(bytes) {
      const cache = await open();
      for (const request of await cache.keys()) await cache.delete(request); // another runtime's snapshot
      // Kept gzip-compressed: about 6 MB on the device instead of 31 (about 0.2 s more to read it back).
      const body = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
      await cache.put(key, new Response(body, { headers: { "Content-Type": "application/gzip" } }));
    },
    async drop() {
      await caches.delete(name).catch(() => false);
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
    try {
      await start(message.root);
    } catch (err) {
      post({
        type: "failed",
        reason: err instanceof LoadError ? err.reason : "error",
        detail: describe(err),
      });
    }
  } else if (message.type === "call") {
    const { id, func, arg } = message;
    if (!dispatch) {
      post({ type: "result", id, ok: false, error: "the Python runtime is not ready", errorType: "RuntimeError" });
      return;
    }
    try {
      const value = dispatch(String(func), String(arg));
      post({ type: "result", id, ok: true, value });
    } catch (err) {
      post({ type: "result", id, ok: false, error: describe(err), errorType: err && err.type ? err.type : "Error" });
    }
  }
};
