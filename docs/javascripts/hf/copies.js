// Happy Families: which copy of a runtime file is fetched, and what it costs (loader.js states the size, worker.js
// fetches it). Each entry is one of the manifest's "fetch" list (assets/hf-runtime.json): {path, bytes: [raw, gzip,
// br], integrity?, stored?}, path relative to the site root.
//
// The library and the wheel come in two copies (hf_core/site/postbuild/runtime.py): deflated file by file, which no
// server compresses further, and "stored", the same files uncompressed in the zip, which a server sends compressed
// as a whole and smaller. The stored copy is taken where this device keeps it, or where the server sends it
// compressed and smaller than the deflated one; otherwise the deflated copy (a server that compresses nothing then
// sends 819 kB for the library, not 3.1 MB).

/** Whether this site's own caches on the device (the service worker's; not the Python snapshot's) hold url. */
export async function keptHere(url, root) {
  if (typeof caches !== "object" || caches === null) return false;
  const prefix = `hf:${new URL(root).pathname}:`;
  for (const name of await caches.keys()) {
    if (!name.startsWith(prefix) || name.startsWith(`${prefix}python`)) continue;
    // Never caches.open(name): "Remove from this device" may have deleted the cache meanwhile, and opening it would
    // make it again (an empty cache left on the device); a match by name makes nothing.
    if (await caches.match(url, { cacheName: name, ignoreSearch: true })) return true;
  }
  return false;
}

/** What the server sends for a file: {bytes, compressed}, from a HEAD request (the build's size for the encoding
 * it names where it gives no Content-Length). */
async function asked(url, [raw, gzip, br]) {
  const answer = await fetch(url, { method: "HEAD", cache: "no-store", credentials: "same-origin" });
  if (!answer.ok) throw new Error(`HTTP ${answer.status} for ${url}`);
  const encoding = (answer.headers.get("content-encoding") || "").toLowerCase();
  const length = Number(answer.headers.get("content-length"));
  const bytes = length > 0 ? length : encoding.includes("br") ? br : encoding.includes("gzip") ? gzip : raw;
  return { bytes, compressed: /\b(br|gzip|zstd|deflate)\b/.test(encoding) };
}

/**
 * The copy of entry to fetch: {url, integrity, sent}, sent being the bytes the server will send for it (0 where
 * this device keeps it). Rejects when the server cannot be asked (offline, and nothing kept).
 */
export async function chooseCopy(entry, root) {
  const copy = (item) => ({ url: new URL(item.path, root).href, integrity: item.integrity, bytes: item.bytes });
  const plain = copy(entry);
  const stored = entry.stored ? copy(entry.stored) : null;
  for (const candidate of stored ? [stored, plain] : [plain]) {
    if (await keptHere(candidate.url, root).catch(() => false)) return { ...candidate, sent: 0 };
  }
  if (!stored) return { ...plain, sent: (await asked(plain.url, plain.bytes)).bytes };
  const [whole, filewise] = await Promise.all([asked(stored.url, stored.bytes), asked(plain.url, plain.bytes)]);
  return whole.compressed && whole.bytes < filewise.bytes
    ? { ...stored, sent: whole.bytes } : { ...plain, sent: filewise.bytes };
}
