// Happy Families: Python's memory snapshot as the page's worker keeps it on the device (worker.js, snapshotStore).
//
// The snapshot is about 31 MB of Python's memory, and about half of its 4 KiB pages hold only zeros. pack() leaves
// those pages out and keeps the others as they are (about 15 MB); unpack() puts them back. Each is a copy, about
// 10 ms in a desktop's worker. gzip, used before, kept about 6 MB, but took about 650 ms there to pack after a first
// start and 170 ms to unpack at every later start (`python benchmarks/snapshot_pack.py` prints the figures).
//
// Layout: "HFZ1", the snapshot's length in bytes (two little-endian 32-bit words, low first), one bit per page
// (1: the page follows; lowest bit first), then the pages kept, in order, the last one as long as the snapshot ends.
// unpack() throws on anything else: the worker then starts Python afresh.

const MAGIC = [0x48, 0x46, 0x5a, 0x31]; // "HFZ1"
const PAGE = 4096;
const HEADER = 12;

/** Whether bytes[start, end) are all zeros; start is a multiple of 4 in a buffer whose view starts at 0. */
function zeros(words, bytes, start, end) {
  const wordEnd = end >> 2;
  for (let i = start >> 2; i < wordEnd; i++) if (words[i] !== 0) return false;
  for (let i = wordEnd << 2; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** The snapshot (a Uint8Array) without its pages of zeros: a new Uint8Array. */
export function pack(snapshot) {
  const bytes = snapshot.byteOffset === 0 ? snapshot : snapshot.slice(); // a view at 0, for the word view
  const length = bytes.length;
  const words = new Uint32Array(bytes.buffer, 0, length >> 2);
  const pages = Math.ceil(length / PAGE);
  const kept = [];
  let size = 0;
  for (let page = 0; page < pages; page++) {
    const start = page * PAGE;
    const end = Math.min(start + PAGE, length);
    if (!zeros(words, bytes, start, end)) {
      kept.push(page);
      size += end - start;
    }
  }
  const bitmap = Math.ceil(pages / 8);
  const packed = new Uint8Array(HEADER + bitmap + size);
  packed.set(MAGIC, 0);
  const view = new DataView(packed.buffer);
  view.setUint32(4, length % 2 ** 32, true);
  view.setUint32(8, Math.floor(length / 2 ** 32), true);
  let at = HEADER + bitmap;
  for (const page of kept) {
    packed[HEADER + (page >> 3)] |= 1 << (page & 7);
    const start = page * PAGE;
    const piece = bytes.subarray(start, Math.min(start + PAGE, length));
    packed.set(piece, at);
    at += piece.length;
  }
  return packed;
}

/** The snapshot pack() was given, from its packed bytes (a Uint8Array or an ArrayBuffer); throws if they are not
 * exactly what pack() writes. */
export function unpack(input) {
  const packed = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (packed.length < HEADER || MAGIC.some((byte, i) => packed[i] !== byte)) {
    throw new Error("not a packed Python snapshot");
  }
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const length = view.getUint32(4, true) + view.getUint32(8, true) * 2 ** 32;
  const pages = Math.ceil(length / PAGE);
  const bitmap = Math.ceil(pages / 8);
  if (HEADER + bitmap > packed.length) throw new Error("the packed Python snapshot is cut short");
  let size = 0;
  for (let page = 0; page < bitmap * 8; page++) {
    if (!(packed[HEADER + (page >> 3)] & (1 << (page & 7)))) continue;
    if (page >= pages) throw new Error("the packed Python snapshot marks a page past its end");
    size += Math.min(PAGE, length - page * PAGE);
  }
  if (HEADER + bitmap + size !== packed.length) {
    throw new Error(`the packed Python snapshot holds ${packed.length} bytes, not ${HEADER + bitmap + size}`);
  }
  const snapshot = new Uint8Array(length);
  let at = HEADER + bitmap;
  for (let page = 0; page < pages; page++) {
    if (!(packed[HEADER + (page >> 3)] & (1 << (page & 7)))) continue;
    const start = page * PAGE;
    const end = Math.min(start + PAGE, length);
    snapshot.set(packed.subarray(at, at + end - start), start);
    at += end - start;
  }
  return snapshot;
}
