// The engine benchmark (benchmarks/engine.py) inside Pyodide under Node, against the wheel as shipped.
//
//   node benchmarks/engine_pyodide.mjs [--games N]          (make bench; needs npm ci and make wheel)
//
// Prints the same table as `python benchmarks/engine.py`, measured by Python 3.14 in WebAssembly.
process.argv.splice(2, 0, "engine.py");
await import("./in_pyodide.mjs");
