#!/usr/bin/env python3
"""What keeping Python's snapshot costs, by the way it is packed (issue 37; the worker's snapshotStore): the bytes kept
on the device and the milliseconds a page's worker spends to pack them after a first start and to unpack them at
every later start. Prints a table; asserts nothing.

A real snapshot: play/ is opened in Chromium until its Python is ready and its snapshot kept (the site's own way,
snapshot-pages.js). Then, in a dedicated worker of the same page, over ``--runs`` runs (median): the site's pages
of zeros left out (pack / unpack), gzip by the browser's CompressionStream (the format kept before), and the SHA-256
of what is kept (the worker hashes it both ways).

Usage: python benchmarks/snapshot_pack.py [--runs N]   (needs `make site`, Chromium)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browsing import CHROMIUM, CHROMIUM_ARGS, SITE, SNAPSHOT_KEPT, WARMING_OFF, wait_in_page  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from siteserver import serve  # noqa: E402

# In a worker (as the site's), given the kept bytes and the module's address: the figures of each way.
MEASURE = """async ([runs, module]) => {
  const source = `self.onmessage = async ({ data: [runs, module, kept] }) => {
    const { pack, unpack } = await import(module);
    const through = async (bytes, stream) =>
      new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
    const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const time = async (work) => {
      const t = performance.now();
      const out = await work();
      return [performance.now() - t, out];
    };
    const snapshot = unpack(kept);
    const rows = {};
    for (const [name, packIt, unpackIt] of [
      ["pages of zeros left out (site)", async (b) => pack(b), async (p) => unpack(p)],
      ["gzip (CompressionStream)", (b) => through(b, new CompressionStream("gzip")),
       (p) => through(p, new DecompressionStream("gzip"))],
    ]) {
      const packs = [], unpacks = [], hashes = [];
      let size = 0;
      for (let i = 0; i < runs; i++) {
        const [tp, packed] = await time(() => packIt(snapshot));
        const [th] = await time(() => crypto.subtle.digest("SHA-256", packed));
        const [tu, back] = await time(() => unpackIt(packed));
        if (back.length !== snapshot.length) throw new Error(name + " did not give the snapshot back");
        packs.push(tp); unpacks.push(tu); hashes.push(th); size = packed.length;
      }
      rows[name] = { size, pack: median(packs), unpack: median(unpacks), sha256: median(hashes) };
    }
    self.postMessage({ raw: snapshot.length, rows });
  };`;
  const cache = await caches.open((await caches.keys()).find((n) => n.includes(":python:")));
  const kept = new Uint8Array(await (await cache.match((await cache.keys())[0])).arrayBuffer());
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
  return await new Promise((resolve, reject) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage([runs, module, kept]);
  });
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with serve(SITE, precompressed=True) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context()
        context.add_init_script(WARMING_OFF)
        page = context.new_page()
        page.goto(server.url + "play/")
        page.wait_for_function("() => document.querySelector('.hf-play')?.dataset.hfReady === 'true'",
                               timeout=120_000)
        if not wait_in_page(page, SNAPSHOT_KEPT, budget_ms=60_000):
            raise SystemExit("no snapshot was kept")
        # Measured from a page without the site's policy (which allows no worker from a blob), as test_instant.py.
        page.goto(server.add_page("/hf-bench/", "<!doctype html><title>bench</title>"))
        figures = page.evaluate(MEASURE, [args.runs, server.url + "javascripts/hf/snapshot-pages.js"])
        browser.close()
    print(f"Python's snapshot: {figures['raw'] / 1e6:.1f} MB of memory; median of {args.runs} runs in a dedicated "
          "worker (ms)")
    print(f"{'kept as':32} {'MB kept':>8} {'pack':>7} {'unpack':>7} {'SHA-256':>8}")
    for name, row in figures["rows"].items():
        print(f"{name:32} {row['size'] / 1e6:8.1f} {row['pack']:7.0f} {row['unpack']:7.0f} {row['sha256']:8.0f}")


if __name__ == "__main__":
    main()
