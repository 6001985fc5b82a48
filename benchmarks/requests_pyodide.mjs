// One explorer request at move 1, 50 and 200 (benchmarks/requests.py) inside Pyodide under Node, against the wheel.
//
//   node benchmarks/requests_pyodide.mjs                    (make bench; needs npm ci and make wheel)
//
// Prints the same table as `python benchmarks/requests.py`, measured by Python 3.14 in WebAssembly.

import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pyodideDir = join(ROOT, "node_modules", "pyodide");
const dist = join(ROOT, "dist");
const wheels = existsSync(dist) ? readdirSync(dist).filter((f) => /^hf_core-.*\.whl$/.test(f)) : [];
if (!existsSync(join(pyodideDir, "pyodide.mjs")) || wheels.length !== 1) {
  console.error("requests_pyodide: run `make setup wheel` first (node_modules/pyodide and one wheel in dist/).");
  process.exit(2);
}
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.setStdout({ batched: (line) => console.log(line) });
const wheel = readFileSync(join(dist, wheels[0]));
pyodide.unpackArchive(new Uint8Array(wheel.buffer, wheel.byteOffset, wheel.byteLength), "wheel");
pyodide.FS.writeFile("/tmp/requests_bench.py", readFileSync(join(ROOT, "benchmarks", "requests.py")));
pyodide.globals.set("argv", pyodide.toPy(["requests.py", ...process.argv.slice(2)]));
pyodide.runPython(`
import sys
sys.argv = list(argv)
sys.path.insert(0, "/tmp")
import requests_bench
requests_bench.main(sys.argv[1:])
`);
