// Run the "Use the engine in your own Pyodide page" examples of the developers' page in Pyodide (Node), against a
// built site, and check that each prints what the page shows under it.
//
//   node tests/pyodide/developers.mjs SITE_DIR [en|fr]      (tests/site/test_pyodide_lock.py runs it)
//
// Each ```js block of that section runs as written, as its own module in a fresh Node, with two lines changed:
// the import of Pyodide names node_modules/pyodide (the version the site ships), and SITE is the built site's
// folder instead of its address (Pyodide under Node reads files where a browser fetches URLs). The ```text block
// that follows is what it must print (besides Pyodide's "Loading ..." lines). Nothing is fetched from the network: a package missing from the site fails.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const fail = (message) => {
  console.error(`developers example: ${message}`);
  process.exit(2);
};

const site = process.argv[2] ? resolve(process.argv[2]) : fail("usage: developers.mjs SITE_DIR [en|fr]");
const langs = process.argv[3] ? [process.argv[3]] : ["en", "fr"];
const pyodide = join(ROOT, "node_modules", "pyodide", "pyodide.mjs");
if (!existsSync(pyodide)) fail("node_modules/pyodide is missing: run `make setup` (npm ci).");
if (!existsSync(join(site, "assets", "hf-core", "pyodide-lock.json"))) fail(`${site} has no assets/hf-core/pyodide-lock.json`);

const IMPORT = /^import \{ loadPyodide \} from "[^"]*";.*$/m;
const SITE = /^const SITE = "[^"]*";.*$/m;

function examples(lang) {
  const page = readFileSync(join(ROOT, "docs", lang === "en" ? "developers.md" : `developers.${lang}.md`), "utf8");
  const section = page.slice(page.indexOf("{#pyodide}"));
  const next = section.indexOf("\n## ");
  const text = next < 0 ? section : section.slice(0, next);
  const blocks = [...text.matchAll(/^```(\w+)\n([\s\S]*?)^```/gm)].map((m) => ({ kind: m[1], body: m[2] }));
  const found = [];
  blocks.forEach((block, i) => {
    if (block.kind !== "js") return;
    const shown = blocks[i + 1];
    if (!shown || shown.kind !== "text") fail(`${lang}: a js example without the text block of what it prints`);
    found.push({ code: block.body, shown: shown.body.trimEnd() });
  });
  return found;
}

let ran = 0;
const work = mkdtempSync(join(tmpdir(), "hf-developers-"));
try {
  for (const lang of langs) {
    const found = examples(lang);
    if (found.length < 2) fail(`${lang}: expected both ways (lock file and wheel address), found ${found.length} examples`);
    found.forEach(({ code, shown }, n) => {
      if (!IMPORT.test(code) || !SITE.test(code)) fail(`${lang} example ${n + 1}: no Pyodide import or SITE line`);
      const source = code
        .replace(IMPORT, `import { loadPyodide } from ${JSON.stringify(pathToFileURL(pyodide).href)};`)
        .replace(SITE, `const SITE = ${JSON.stringify(site + "/")};`);
      const file = join(work, `${lang}-${n + 1}.mjs`);
      writeFileSync(file, source);
      const run = spawnSync(process.execPath, [file], { encoding: "utf8", timeout: 300_000 });
      // Pyodide's own progress lines ("Loading hf-core", "Loaded hf-core") go to the console too: not the example's.
      const printed = (run.stdout || "").split("\n").filter((line) => !/^Load(ing|ed) /.test(line)).join("\n").trimEnd();
      if (run.status !== 0 || printed !== shown) {
        console.error(`developers example ${lang} ${n + 1} (exit ${run.status}):\n--- shown\n${shown}\n--- printed\n${printed}`);
        console.error(run.stderr);
        process.exit(1);
      }
      ran += 1;
      console.log(`developers example ${lang} ${n + 1}: ${printed}`);
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`developers examples: ${ran} ran in Pyodide and printed what the page shows`);
