// Helpers for benchmarks/runtime.py (which prints the figures; this prints JSON).
//
//   node benchmarks/runtime_boot.mjs boot ZIP           one start-up as the worker does it, with ZIP
//                                                       as the standard library: {boot, engine,
//                                                       firstCall, total, cpu} in ms
//   node benchmarks/runtime_boot.mjs bytecode IN OUT [OPT]   IN's .py files compiled to .pyc
//                                                       inside Pyodide (its CPython, so the
//                                                       bytecode version matches), sourceless,
//                                                       to OUT; OPT 2 drops docstrings and asserts
//
// One start-up per process, so that no run warms the next.

import { readFileSync, writeFileSync } from "node:fs";
import { bootLikeWorker } from "../scripts/stdlib.mjs";

const [mode, input, output, optimize = "0"] = process.argv.slice(2);

// Unchecked hash-based .pyc (PEP 552): zipimport loads them without looking for a source.
const COMPILE = `
def _hf_bytecode(data, optimize):
    import io, zipfile, importlib.util
    from importlib._bootstrap_external import _code_to_hash_pyc
    prefix = next(p for p in __import__("sys").path if p.endswith(".zip")) + "/"
    source = zipfile.ZipFile(io.BytesIO(bytes(data)))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for info in source.infolist():
            body = source.read(info)
            name = info.filename
            if name.endswith(".py"):
                code = compile(body, prefix + name, "exec", dont_inherit=True, optimize=optimize)
                body = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(body), checked=False))
                name += "c"
            entry = zipfile.ZipInfo(name, info.date_time)
            entry.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(entry, body)
    return out.getvalue()
_hf_bytecode
`;

if (mode === "boot") {
  // CPU time too (this process, all threads): steadier than wall time on a shared machine.
  const cpu = process.cpuUsage();
  const run = await bootLikeWorker({ stdLibURL: input });
  if (!JSON.parse(run.first).ok) throw new Error(`first call failed: ${run.first.slice(0, 200)}`);
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ ...run.ms, cpu: (used.user + used.system) / 1000 }));
} else if (mode === "bytecode") {
  const run = await bootLikeWorker({});
  const compile = run.pyodide.runPython(COMPILE);
  const bytes = compile(run.pyodide.toPy(new Uint8Array(readFileSync(input))), Number(optimize)).toJs();
  writeFileSync(output, bytes);
  console.log(JSON.stringify({ bytes: bytes.length }));
} else {
  console.error("usage: node benchmarks/runtime_boot.mjs boot ZIP | bytecode IN OUT [OPT]");
  process.exit(2);
}
