// The copy of the hf_core wheel that the site serves: the pure wheel from dist/ plus bytecode
// for the Python inside the pinned Pyodide, so that the page's `import hf_core.web` does not
// compile the sources (about half of that import's time under Pyodide).
//
//   node scripts/wheel_pyc.mjs <dist/hf_core-*.whl> <out.whl> <tag>
//
// Run by overrides/hooks/runtime.py at site build. Every file of the wheel stays as it is; each
// module gets __pycache__/<name>.cpython-3XX.pyc, compiled by that Pyodide's own Python with
// invalidation mode UNCHECKED_HASH (sources in a wheel have no meaningful mtime), and RECORD
// lists the new files. Another Python ignores bytecode with another tag, so the wheel still
// installs and runs anywhere. <tag> goes into the zip comment (the hook's up-to-date check).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const [source, target, tag] = process.argv.slice(2);
if (!source || !target || !tag) {
  console.error("usage: node scripts/wheel_pyc.mjs <in.whl> <out.whl> <tag>");
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const pyodide = await loadPyodide({ stdout: () => {}, stderr: (line) => console.error(line) });
pyodide.FS.writeFile("/tmp/in.whl", readFileSync(source));
pyodide.globals.set("TAG", tag);
pyodide.runPython(`
import base64, hashlib, importlib.util, os, py_compile, zipfile

def digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

with zipfile.ZipFile("/tmp/in.whl") as src, zipfile.ZipFile("/tmp/out.whl", "w", zipfile.ZIP_DEFLATED) as out:
    record = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
    added = []
    for info in src.infolist():
        if info.filename == record:
            continue
        data = src.read(info)
        out.writestr(info, data)
        if not info.filename.endswith(".py") or "/" not in info.filename:
            continue
        work = "/tmp/src/" + info.filename
        os.makedirs(os.path.dirname(work), exist_ok=True)
        with open(work, "wb") as f:
            f.write(data)
        compiled = py_compile.compile(
            work, cfile="/tmp/pyc.out", dfile=info.filename, doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
        with open(compiled, "rb") as f:
            pyc = f.read()
        name = importlib.util.cache_from_source(info.filename)
        out.writestr(zipfile.ZipInfo(name, date_time=info.date_time), pyc, zipfile.ZIP_DEFLATED)
        added.append(f"{name},{digest(pyc)},{len(pyc)}")
    lines = src.read(record).decode().splitlines()
    own = next(i for i, line in enumerate(lines) if line.startswith(record + ","))
    lines[own:own] = added
    out.writestr(src.getinfo(record), "\\n".join(lines) + "\\n", zipfile.ZIP_DEFLATED)
    out.comment = TAG.encode()
`);
writeFileSync(target, pyodide.FS.readFile("/tmp/out.whl"));
