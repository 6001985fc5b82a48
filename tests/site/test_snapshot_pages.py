"""How the page's worker keeps Python's memory snapshot on the device (docs/javascripts/hf/snapshot-pages.js, run
in Node): without its 4 KiB pages of zeros, and back exactly as it was. Bytes that pack() did not write (cut short,
lengthened, a page marked that is not there, another format) are refused, so that the worker starts Python afresh
instead of restoring a Python from them. (Bytes that are well formed but not the worker's are the SHA-256's to
catch: worker.js keeps it beside them.) The browser tests restore real snapshots (test_instant.py, test_session.py).
"""

from __future__ import annotations

import base64
import json
import subprocess
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sitehelp import ROOT

PAGE = 4096
HELPER = ROOT / "tests" / "site" / "snapshot_pages.mjs"


class Node:
    """One Node process running the site's module, asked one line at a time."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(["node", str(HELPER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, cwd=ROOT)

    def ask(self, op: str, data: bytes, offset: int = 0) -> bytes | str:
        """The bytes the module returned, or its error's message (a str)."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps({"op": op, "data": base64.b64encode(data).decode(), "offset": offset})
                                 + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        assert line, f"the Node helper stopped (exit {self.process.poll()})"
        answer = json.loads(line)
        return base64.b64decode(answer["ok"]) if "ok" in answer else str(answer["error"])


@pytest.fixture(scope="module")
def node() -> Iterator[Node]:
    helper = Node()
    yield helper
    assert helper.process.stdin is not None
    helper.process.stdin.close()
    helper.process.wait(timeout=30)


def layout(snapshot: bytes) -> bytes:
    """The layout the module's header describes, written independently: "HFZ1", the length (two little-endian 32-bit
    words), one bit per page (lowest first), the pages that are not all zeros."""
    pages = [snapshot[i:i + PAGE] for i in range(0, len(snapshot), PAGE)]
    bitmap = bytearray((len(pages) + 7) // 8)
    for n, page in enumerate(pages):
        if any(page):
            bitmap[n // 8] |= 1 << (n % 8)
    return (b"HFZ1" + len(snapshot).to_bytes(8, "little") + bytes(bitmap)
            + b"".join(page for page in pages if any(page)))


def a_page(kind: str, data: bytes, at: int) -> bytes:
    if kind == "zeros":
        return bytes(PAGE)
    if kind == "one byte":  # a page of zeros but for one byte: it is kept
        return bytes(at % PAGE) + b"\x01" + bytes(PAGE - at % PAGE - 1)
    return (data * (PAGE // max(len(data), 1) + 1))[:PAGE] if data else bytes(PAGE - 1) + b"\x09"


PAGES = st.lists(st.tuples(st.sampled_from(["zeros", "one byte", "data"]), st.binary(min_size=1, max_size=64),
                           st.integers(0, PAGE - 1)), max_size=24)
SNAPSHOTS = st.builds(lambda pages, tail: b"".join(a_page(*page) for page in pages) + tail,
                      PAGES, st.binary(max_size=PAGE - 1) | st.just(b""))


@settings(max_examples=80, deadline=None)
@given(snapshot=SNAPSHOTS, offset=st.sampled_from([0, 1, 3, 8]))
def test_a_snapshot_comes_back_exactly_and_without_its_pages_of_zeros(node: Node, snapshot: bytes,
                                                                      offset: int) -> None:
    packed = node.ask("pack", snapshot, offset)
    assert packed == layout(snapshot)
    assert node.ask("unpack", packed) == snapshot


@settings(max_examples=80, deadline=None)
@given(snapshot=SNAPSHOTS, change=st.sampled_from(["cut", "longer", "page marked", "magic"]),
       where=st.integers(min_value=0))
def test_bytes_the_worker_did_not_pack_are_refused(node: Node, snapshot: bytes, change: str, where: int) -> None:
    packed = bytearray(layout(snapshot))
    pages = (len(snapshot) + PAGE - 1) // PAGE
    if change == "cut":
        packed = packed[:where % len(packed)]
    elif change == "longer":
        packed += b"\x00"
    elif change == "page marked":  # one more page marked, or one unmarked: the bytes no longer add up
        bit = where % max(8 * ((pages + 7) // 8), 8)
        if 12 + bit // 8 >= len(packed):
            packed += b"\x01"
        else:
            packed[12 + bit // 8] ^= 1 << (bit % 8)
    else:
        packed[where % 4] ^= 0x20
    answer = node.ask("unpack", bytes(packed))
    assert isinstance(answer, str) and "snapshot" in answer, answer


def test_half_of_a_python_like_memory_is_left_out(node: Node) -> None:
    """Memory as Python's is laid out: long stretches of zeros between the pages in use."""
    snapshot = b"".join(a_page("data", bytes([n % 251 + 1]) * 7, 0) if n % 2 else bytes(PAGE) for n in range(64))
    packed = node.ask("pack", snapshot + b"\x05" * 100)
    assert isinstance(packed, bytes) and len(packed) == 12 + 9 + 32 * PAGE + 100
