// The standard-library files the site's Python runtime needs, recorded under Pyodide in Node.
//
//   node scripts/stdlib.mjs            rewrite scripts/stdlib-files.txt (commit the result)
//
// Boots Pyodide with its full standard library exactly as docs/javascripts/hf/worker.js boots
// it (same Python snippets, read from worker.js; the hf_core wheel from dist/ unpacked the same
// way), then calls every public function of hf_core.web through the worker's own dispatcher
// with the requests of tests/pyodide/web_calls.py, error paths included (some from JavaScript,
// as the worker makes them), and imports every module an hf_core module it loaded names in an
// import statement (lazy ones too). It records every module Python looked up from then on (a finder
// first on sys.meta_path) and every module loaded by then (sys.modules: Pyodide's own start-up),
// and writes the zip paths of those that came from python_stdlib.zip.
// hf_core/site/postbuild/runtime.py builds the site's trimmed python_stdlib.zip from that list, and
// tests/pyodide/trimmed.mjs (make test-pyodide) fails when the list misses anything.
//
// Also a module: the functions below are shared with tests/pyodide/trimmed.mjs and the runtime
// benchmark (benchmarks/runtime_boot.mjs).

import { readFileSync, readdirSync, existsSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const PYODIDE_DIR = join(ROOT, "node_modules", "pyodide");
export const FILES_LIST = join(ROOT, "scripts", "stdlib-files.txt");

function need(condition, message) {
  if (!condition) {
    console.error(`stdlib: ${message}`);
    process.exit(2);
  }
}

export function wheelBytes() {
  const dist = join(ROOT, "dist");
  const wheels = existsSync(dist) ? readdirSync(dist).filter((f) => /^hf_core-.*-py3-none-any\.whl$/.test(f)) : [];
  need(wheels.length === 1, `expected one hf_core wheel in dist/, found ${wheels.length}: run \`make wheel\`.`);
  const bytes = readFileSync(join(dist, wheels[0]));
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The Python snippets worker.js runs, read from worker.js itself (one source of truth). */
export function workerPython() {
  const source = readFileSync(join(ROOT, "docs", "javascripts", "hf", "worker.js"), "utf-8");
  const snippet = (name) => {
    const match = source.match(new RegExp("const " + name + " = `([\\s\\S]*?)`;"));
    need(match, `worker.js has no \`const ${name} = \\\`...\\\`;\` any more: update scripts/stdlib.mjs.`);
    return match[1];
  };
  return { sitePackages: snippet("SITE_PACKAGES"), importEngine: snippet("IMPORT_ENGINE"),
           dispatch: snippet("DISPATCH"), version: snippet("PYTHON_VERSION") };
}

// A finder that only notes each name looked up, then lets the real finders answer.
const TRACE = `
import sys
class _HFTrace:
    names = set()
    on = True
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if cls.on:
            cls.names.add(name)
        return None
sys.meta_path.insert(0, _HFTrace)
`;

const RECORDED = `
def _hf_recorded():
    import sys
    zips = [p for p in sys.path if p.endswith(".zip")]
    prefix = zips[0] + "/"
    names = set(sys.modules) | (_HFTrace.names if "_HFTrace" in globals() else set())
    files = set()
    for name in names:
        module = sys.modules.get(name)
        origin = getattr(module, "__file__", None) if module is not None else None
        if module is None:
            import importlib.util
            try:
                spec = importlib.util.find_spec(name)
            except (ImportError, ValueError):
                spec = None
            origin = spec.origin if spec is not None else None
        if origin and origin.startswith(prefix):
            files.add(origin[len(prefix):])
    return sorted(files)
_hf_recorded()
`;

/**
 * Boot Pyodide as the worker does; returns {pyodide, dispatch, public, ms}.
 * stdLibURL: a path to a python_stdlib.zip (default: Pyodide's full one). trace: record lookups
 * from before the wheel is installed.
 */
export async function bootLikeWorker({ stdLibURL, trace = false } = {}) {
  need(existsSync(join(PYODIDE_DIR, "pyodide.mjs")), "node_modules/pyodide is missing: run `make setup`.");
  const wheel = wheelBytes();
  const python = workerPython();
  const { loadPyodide } = await import(join(PYODIDE_DIR, "pyodide.mjs"));
  const started = performance.now();
  const quiet = () => {};
  const options = { indexURL: PYODIDE_DIR + "/", stdout: quiet, stderr: quiet };
  if (stdLibURL) options.stdLibURL = stdLibURL;
  const pyodide = await loadPyodide(options);
  const booted = performance.now();
  if (trace) pyodide.runPython(TRACE);
  const sitePackages = pyodide.runPython(python.sitePackages);
  pyodide.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
  pyodide.runPython(python.importEngine);
  const dispatch = pyodide.runPython(python.dispatch);
  const version = pyodide.runPython(python.version);
  const ready = performance.now();
  const first = dispatch("worked_example_steps", JSON.stringify({ lang: "en" }));
  const interactive = performance.now();
  const pub = pyodide.runPython("import hf_core.web as _w; list(_w.__all__)").toJs();
  return {
    pyodide, dispatch, public: pub, python: version, first,
    ms: { boot: booted - started, engine: ready - booted, firstCall: interactive - ready, total: interactive - started },
  };
}

/** Every web-layer call (tests/pyodide/web_calls.py), plus the worker's refusals made from
 *  JavaScript (their Python traceback is formatted on the way out). Returns {calls, unknown}. */
export function callEverything({ pyodide, dispatch, public: pub }) {
  const driver = readFileSync(join(ROOT, "tests", "pyodide", "web_calls.py"));
  pyodide.FS.mkdirTree("/hf-driver");
  pyodide.FS.writeFile("/hf-driver/web_calls.py", driver);
  pyodide.runPython("import sys; sys.path.insert(0, '/hf-driver'); import web_calls");
  const run = pyodide.runPython("web_calls.run");
  const result = run(dispatch, pyodide.toPy(pub)).toJs({ dict_converter: Object.fromEntries });
  const calls = result.calls.map((c) => [...c]);
  for (const [name, arg] of [["_loads_object", "{}"], ["no_such_function", "{}"], ["ping", "[object Object]"]]) {
    try {
      calls.push([name, arg, dispatch(name, arg)]);
    } catch (err) {
      const lines = String(err.message).trim().split("\n");
      calls.push([name, arg, `raised ${err.type}: ${lines[lines.length - 1]}`]);
    }
  }
  return { calls, unknown: [...result.unknown] };
}

// Every module named by an import statement in the hf_core modules loaded so far, and in the
// hf_core modules those name, except under `if TYPE_CHECKING:` (lazy imports inside functions
// included: a path no request reaches still finds its modules in the trimmed library).
const IMPORTED_BY_HF_CORE = `
def _hf_imported():
    # Reads the sources with ast, untraced, then forgets the modules that needed (the record
    # is of what the site's runtime imports, not of this analysis).
    import sys
    before = set(sys.modules)
    trace = globals().get("_HFTrace")
    if trace is not None:
        trace.on = False
    try:
        return _hf_imported_names()
    finally:
        for name in set(sys.modules) - before:
            if name.partition(".")[0] != "hf_core":
                del sys.modules[name]
        if trace is not None:
            trace.on = True

def _hf_imported_names():
    import ast, sys, importlib.util
    seen, todo, found = set(), [m for m in list(sys.modules) if m == "hf_core" or m.startswith("hf_core.")], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.origin or not spec.origin.endswith(".py"):
            continue
        tree = ast.parse(open(spec.origin, encoding="utf-8").read())
        skip = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                skip.update(id(n) for n in ast.walk(node))
        package = name if spec.submodule_search_locations else name.rpartition(".")[0]
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = importlib.util.resolve_name("." * node.level + (node.module or ""), package) if node.level else node.module
                targets = [base] + [f"{base}.{a.name}" for a in node.names]
            for target in targets:
                try:
                    spec = importlib.util.find_spec(target)
                except (ImportError, ValueError):  # a name imported from a module, not a module
                    spec = None
                if spec is None:
                    continue
                if target.partition(".")[0] == "hf_core":
                    todo.append(target)
                else:
                    found.add(target)
    return sorted(found)
_hf_imported()
`;

/** Import (and so record) every module hf_core names in an import statement; returns their names. */
export function importedByHfCore(pyodide) {
  const names = pyodide.runPython(IMPORTED_BY_HF_CORE).toJs();
  pyodide.runPython("import importlib\nfor _n in _hf_names: importlib.import_module(_n)", { globals: pyodide.toPy({ _hf_names: names }) });
  return names;
}

export function recordedFiles(pyodide) {
  return pyodide.runPython(RECORDED).toJs();
}

export function readList(path = FILES_LIST) {
  return readFileSync(path, "utf-8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
}

const HEADER = `# The files of Pyodide's python_stdlib.zip that the site's runtime needs: Pyodide's own start-up,
# the worker's steps, every function of hf_core.web (each error path included) and every module
# an hf_core module names in an import statement, lazy ones too.
# Generated by \`node scripts/stdlib.mjs\` (after \`make wheel\`): do not edit by hand.
# hf_core/site/postbuild/runtime.py builds assets/pyodide/python_stdlib.zip from exactly these files;
# tests/pyodide/trimmed.mjs (make test-pyodide) fails when one is missing.
`;

async function main() {
  const run = await bootLikeWorker({ trace: true });
  const { unknown } = callEverything(run);
  importedByHfCore(run.pyodide);
  need(unknown.length === 0, `hf_core.web has functions with no requests in tests/pyodide/web_calls.py: ${unknown.join(", ")}`);
  const files = recordedFiles(run.pyodide);
  writeFileSync(FILES_LIST, HEADER + `# Pyodide ${run.pyodide.version}, Python ${run.python}.\n` + files.join("\n") + "\n");
  console.log(`stdlib: ${files.length} files written to scripts/stdlib-files.txt (Pyodide ${run.pyodide.version})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
