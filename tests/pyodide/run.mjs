// Run the engine tests inside Pyodide (Node), against the hf_core wheel as the site ships it.
//
//   node tests/pyodide/run.mjs [extra pytest arguments]      (make test-pyodide)
//
// Needs: npm ci (node_modules/pyodide), make wheel (dist/hf_core-*.whl), and
// python scripts/pyodide_deps.py (pytest + hypothesis for Pyodide in .pyodide-deps/).
// Inside Pyodide: the wheel is unpacked into site-packages; tests/engine and .pyodide-deps are
// mounted read-through from the host (NODEFS); the repository's pyproject.toml is copied in for
// pytest's settings; the source tree's hf_core/ is NOT visible, so the wheel is what is tested.
// Hypothesis uses the "pyodide" profile registered by tests/engine/conftest.py (fewer examples),
// unless HF_HYPOTHESIS_PROFILE says otherwise. Exits with pytest's exit code.

import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const fail = (message) => {
  console.error(`test-pyodide: ${message}`);
  process.exit(2);
};

const pyodideDir = join(ROOT, "node_modules", "pyodide");
if (!existsSync(join(pyodideDir, "pyodide.mjs"))) fail("node_modules/pyodide is missing: run `make setup` (npm ci).");
const dist = join(ROOT, "dist");
const wheels = existsSync(dist) ? readdirSync(dist).filter((f) => /^hf_core-.*-py3-none-any\.whl$/.test(f)) : [];
if (wheels.length !== 1) fail(`expected one hf_core wheel in dist/, found ${wheels.length}: run \`make wheel\`.`);
const deps = join(ROOT, ".pyodide-deps");
if (!existsSync(join(deps, ".installed"))) fail(".pyodide-deps is missing: run `python scripts/pyodide_deps.py`.");
const engineTests = join(ROOT, "tests", "engine");
if (!existsSync(engineTests)) fail("tests/engine is missing.");

const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const started = Date.now();
const pyodide = await loadPyodide({
  indexURL: pyodideDir + "/",
  env: {
    HF_HYPOTHESIS_PROFILE: process.env.HF_HYPOTHESIS_PROFILE || "pyodide",
    PYTHONDONTWRITEBYTECODE: "1",
    PYTHONHASHSEED: process.env.PYTHONHASHSEED || "0",
  },
});
const write = (stream) => ({ write: (bytes) => { stream.write(bytes); return bytes.length; } });
pyodide.setStdout(write(process.stdout));
pyodide.setStderr(write(process.stderr));

// The wheel, as the site ships it.
const wheel = readFileSync(join(dist, wheels[0]));
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
pyodide.unpackArchive(new Uint8Array(wheel.buffer, wheel.byteOffset, wheel.byteLength), "wheel", {
  extractDir: sitePackages,
});

// The tests and the test tools, from the host.
const { FS } = pyodide;
FS.mkdirTree("/hf/tests/engine");
FS.mkdirTree("/hf/deps");
pyodide.mountNodeFS("/hf/tests/engine", engineTests);
pyodide.mountNodeFS("/hf/deps", deps);
FS.writeFile("/hf/pyproject.toml", readFileSync(join(ROOT, "pyproject.toml")));
FS.chdir("/hf");

const args = ["-q", "-p", "no:cacheprovider", "--durations=5", "tests/engine", "--pyargs", "hf_core", ...process.argv.slice(2)];
pyodide.globals.set("pytest_args", pyodide.toPy(args));
const code = pyodide.runPython(`
import sys
sys.path.insert(0, "/hf/deps")
import hf_core, pytest
where = hf_core.__file__
assert where.startswith("${sitePackages}"), f"hf_core imported from {where}, not the wheel"
print(f"test-pyodide: Python {sys.version.split()[0]} ({sys.platform}), hf_core from {where}", flush=True)
int(pytest.main(list(pytest_args)))
`);
console.log(`test-pyodide: ${wheels[0]} in Pyodide ${pyodide.version}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
