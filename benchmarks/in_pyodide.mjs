// Run a benchmark script of benchmarks/ inside Pyodide under Node, against the hf_core wheel as shipped.
//
//   node benchmarks/in_pyodide.mjs SCRIPT.py [args]   (make bench; needs npm ci and make wheel)
//
// The script's main(argv) prints the same table as `python benchmarks/SCRIPT.py`, measured by Python 3.14 in
// WebAssembly.

import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [script, ...args] = process.argv.slice(2);
if (!script || !/^[a-z_]+\.py$/.test(script) || !existsSync(join(ROOT, "benchmarks", script))) {
  console.error("in_pyodide: name a benchmark script of benchmarks/ (for example engine.py).");
  process.exit(2);
}
const pyodideDir = join(ROOT, "node_modules", "pyodide");
const dist = join(ROOT, "dist");
const wheels = existsSync(dist) ? readdirSync(dist).filter((f) => /^hf_core-.*\.whl$/.test(f)) : [];
if (!existsSync(join(pyodideDir, "pyodide.mjs")) || wheels.length !== 1) {
  console.error("in_pyodide: run `make setup wheel` first (node_modules/pyodide and one wheel in dist/).");
  process.exit(2);
}
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.setStdout({ batched: (line) => console.log(line) });
const wheel = readFileSync(join(dist, wheels[0]));
pyodide.unpackArchive(new Uint8Array(wheel.buffer, wheel.byteOffset, wheel.byteLength), "wheel");
pyodide.FS.writeFile("/tmp/hf_bench.py", readFileSync(join(ROOT, "benchmarks", script)));
pyodide.globals.set("argv", pyodide.toPy([script, ...args]));
pyodide.runPython(`
import sys
sys.argv = list(argv)
sys.path.insert(0, "/tmp")
import hf_bench
hf_bench.main(sys.argv[1:])
`);
