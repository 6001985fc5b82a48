// The site's trimmed standard library (python_stdlib.zip, built from scripts/stdlib-files.txt)
// answers every web-layer call exactly as Pyodide's full library does. Part of make test-pyodide.
//
//   node tests/pyodide/trimmed.mjs TRIMMED.zip      (make test-pyodide writes the zip first with
//                                                   scripts/stdlib_zip.py, as the build does)
//
// Fails (exit 1), saying what to run, when:
//  - the recording, made again now with the full library, finds a file the list lacks (so
//    hf_core or Pyodide changed since `node scripts/stdlib.mjs` last ran);
//  - hf_core.web has a public function tests/pyodide/web_calls.py has no requests for;
//  - any call (every public function of hf_core.web, error paths included, and the worker's
//    own refusals) answers differently under the trimmed library;
//  - a module that an hf_core module the calls loaded names in an import statement anywhere
//    (lazy imports inside functions included, TYPE_CHECKING blocks excepted) does not import
//    under the trimmed library.

import { existsSync } from "node:fs";
import { bootLikeWorker, callEverything, importedByHfCore, readList, recordedFiles } from "../../scripts/stdlib.mjs";

const zip = process.argv[2];
if (!zip || !existsSync(zip)) {
  console.error("trimmed: usage: node tests/pyodide/trimmed.mjs TRIMMED.zip (python scripts/stdlib_zip.py writes it)");
  process.exit(2);
}
const problems = [];
const RECORD = "run `make wheel && node scripts/stdlib.mjs` and commit scripts/stdlib-files.txt";

const CANNOT_IMPORT = `
def _hf_cannot_import(names):
    import importlib
    bad = []
    for name in names:
        try:
            importlib.import_module(name)
        except ImportError as exc:
            bad.append(f"{name} ({type(exc).__name__}: {exc})")
    return bad
_hf_cannot_import
`;

const started = Date.now();
const full = await bootLikeWorker({ trace: true });
const expected = callEverything(full);
if (expected.unknown.length) {
  problems.push(`hf_core.web functions with no requests in tests/pyodide/web_calls.py: ${expected.unknown.join(", ")} (add the requests its widget sends)`);
}
const imported = importedByHfCore(full.pyodide);
const listed = new Set(readList());
const missing = recordedFiles(full.pyodide).filter((file) => !listed.has(file));
if (missing.length) problems.push(`scripts/stdlib-files.txt lacks ${missing.join(", ")}: ${RECORD}`);

const trimmed = await bootLikeWorker({ stdLibURL: zip });
const got = callEverything(trimmed);
let differences = 0;
for (let i = 0; i < Math.max(expected.calls.length, got.calls.length); i++) {
  const [a, b] = [expected.calls[i], got.calls[i]];
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    if (differences++ < 3) {
      problems.push(`call ${i} ${a ? a[0] : "?"}(${a ? a[1].slice(0, 80) : ""}) answers differently under the trimmed library:\n    full:    ${a ? String(a[2]).slice(0, 300) : "(none)"}\n    trimmed: ${b ? String(b[2]).slice(0, 300) : "(none)"}`);
    }
  }
}
if (differences > 3) problems.push(`... and ${differences - 3} more calls differ`);
const bad = trimmed.pyodide.runPython(CANNOT_IMPORT)(trimmed.pyodide.toPy(imported)).toJs();
if (bad.length) problems.push(`modules hf_core imports that the trimmed library lacks: ${bad.join("; ")}: ${RECORD}`);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length) {
  console.error(`trimmed: FAILED\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`trimmed: ${got.calls.length} web-layer calls (${full.public.length} functions, error paths included) answer the same under the trimmed library (${listed.size} files) as under the full one; the ${imported.length} modules hf_core imports all import; ${seconds} s`);
