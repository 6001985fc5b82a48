// The site's own snapshot-pages.js (docs/javascripts/hf/), driven line by line by tests/site/test_snapshot_pages.py:
// each line in is {"op": "pack" | "unpack", "data": base64}; each line out is {"ok": base64} or {"error": message}.
import readline from "node:readline";
import { pack, unpack } from "../../docs/javascripts/hf/snapshot-pages.js";

for await (const line of readline.createInterface({ input: process.stdin })) {
  const { op, data, offset = 0 } = JSON.parse(line);
  const decoded = Buffer.from(data, "base64");
  // A view that does not start at its buffer's first byte when asked (as a slice of a larger buffer would be).
  const buffer = new Uint8Array(offset + decoded.length);
  buffer.set(decoded, offset);
  const input = buffer.subarray(offset);
  let answer;
  try {
    const out = op === "pack" ? pack(input) : unpack(input);
    answer = { ok: Buffer.from(out.buffer, out.byteOffset, out.byteLength).toString("base64") };
  } catch (err) {
    answer = { error: String(err && err.message ? err.message : err) };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
}
