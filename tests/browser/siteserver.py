"""A small static server for the built site, for the browser tests and benchmarks/page.py.

Serves a directory (``site/``) on 127.0.0.1 at a free port from a background thread, with the
MIME types the runtime needs (``.mjs`` as JavaScript, ``.wasm`` as ``application/wasm``), plus
optional in-memory pages ("overlays") at chosen paths, and counts the bytes of every response so
a caller can tell how much a page transferred. ``serve(root, headers=...)`` adds headers to every
response (tests/browser/test_headers.py serves the site with the recommended security headers).

With ``precompressed=True`` it sends, as nginx ``gzip_static`` / ``brotli_static`` would, the
``.br`` or ``.gz`` copy the build wrote beside a file (hf_core/site/postbuild/precompress.py) with
``Content-Encoding`` when the request's ``Accept-Encoding`` allows it (brotli first).

With ``link=Link(...)`` it is a slow link, made here at the server because the browser's own network
emulation does not slow what a service worker fetches: a delay before each response (``latency``), and one
pace shared by every byte of every response (``down`` bits per second; what it reads of requests, at ``up``).
``slow_phone()`` is the slowed phone's link of benchmarks/phone.py (150 ms, 1.6 Mbit/s down, 750 kbit/s up).

``server.hold(path)`` keeps the answers to ``path`` waiting until the test releases them (a download still in
flight at a chosen moment, without timing anything). Poll ``gate.arrived`` with Playwright's own waits, never
block on it: the tabs' request routing runs in the test's thread.

``python tests/browser/siteserver.py [DIR] [PORT]`` serves ``site/`` so (``make serve``).
"""

from __future__ import annotations

import contextlib
import mimetypes
import sys
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".xml": "application/xml",
    ".gz": "application/gzip",
    ".woff2": "font/woff2",
}


@dataclass
class Traffic:
    """What the server sent: (path, bytes on the wire) per response, in order."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    responses: list[tuple[str, int]] = field(default_factory=list)

    def add(self, path: str, size: int) -> None:
        with self.lock:
            self.responses.append((path, size))

    def reset(self) -> None:
        with self.lock:
            self.responses.clear()

    def total(self) -> int:
        with self.lock:
            return sum(size for _, size in self.responses)

    def snapshot(self) -> list[tuple[str, int]]:
        with self.lock:
            return list(self.responses)


@dataclass
class Link:
    """A slow link: ``latency`` seconds before each response, and one pace for all that is sent (``down``) and
    read (``up``), in bits per second, shared by every connection (a response's bytes wait for the others')."""

    latency: float
    down: float
    up: float
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    free: dict[str, float] = field(default_factory=dict, repr=False)  # direction -> when it is free again

    CHUNK = 4096  # bytes per turn: concurrent responses take turns on the link, as TCP flows share one

    def take(self, direction: str, size: int) -> None:
        """Wait until ``size`` bytes have gone through the link in ``direction`` ("down" or "up")."""
        rate = self.down if direction == "down" else self.up
        with self.lock:
            start = max(time.monotonic(), self.free.get(direction, 0.0))
            self.free[direction] = done = start + size * 8 / rate
        delay = done - time.monotonic()
        if delay > 0:
            time.sleep(delay)


def slow_phone() -> Link:
    """The slowed phone's link (benchmarks/phone.py): 150 ms before each response, 1.6 Mbit/s down, 750 kbit/s up."""
    return Link(latency=0.150, down=1.6e6, up=750e3)


class _Counting:
    """A write-only file wrapper that counts the bytes written through it (at the link's pace, if one is given)."""

    def __init__(self, raw: BinaryIO, link: Link | None = None) -> None:
        self.raw = raw
        self.count = 0
        self.link = link

    def write(self, data: bytes) -> int:
        if self.link is None:
            self.count += len(data)
            return self.raw.write(data)
        view = memoryview(data)
        for start in range(0, len(view), Link.CHUNK):
            chunk = view[start:start + Link.CHUNK]
            self.link.take("down", len(chunk))
            self.raw.write(chunk)
            self.count += len(chunk)
        return len(data)

    def flush(self) -> None:
        self.raw.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


@dataclass
class Gate:
    """Requests for one path wait at the gate: ``arrived`` is set when one comes, and they go on once
    ``release`` is set."""

    arrived: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)
    asked: list[str] = field(default_factory=list)  # each request's address, as it arrives (held or not)


class Handler(SimpleHTTPRequestHandler):
    def __init__(self, *args: Any, overlays: dict[str, tuple[bytes, str]],
                 traffic: Traffic, headers: Mapping[str, str] | None = None,
                 precompressed: bool = False, link: Link | None = None, gates: dict[str, Gate] | None = None,
                 **kwargs: Any) -> None:
        self.gates = gates if gates is not None else {}
        self.overlays = overlays
        self.link = link
        self.traffic = traffic
        self.extra_headers = dict(headers or {})
        self.precompressed = precompressed
        self.extensions_map = {**self.extensions_map, **TYPES}
        super().__init__(*args, **kwargs)

    def setup(self) -> None:
        super().setup()
        self.wfile = _Counting(self.wfile, self.link)  # type: ignore[assignment, arg-type]

    def parse_request(self) -> bool:
        ok = super().parse_request()
        if ok and self.link is not None:  # the request went up the link, then the answer's delay
            self.link.take("up", len(self.raw_requestline) + len(bytes(self.headers)))
            time.sleep(self.link.latency)
        return ok

    def handle_one_request(self) -> None:
        counter: _Counting = self.wfile  # type: ignore[assignment]
        before = counter.count
        super().handle_one_request()
        if getattr(self, "path", None) and counter.count > before:
            self.traffic.add(self.path, counter.count - before)

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        gate = self.gates.get(path)
        if gate is not None:
            gate.asked.append(self.path)
            gate.arrived.set()
            gate.release.wait(timeout=120)
        overlay = self.overlays.get(path)
        if overlay is None:
            if not (self.precompressed and self._send_precompressed()):
                super().do_GET()
            return
        body, content_type = overlay
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_HEAD(self) -> None:
        if not (self.precompressed and self._send_precompressed(body=False)):
            super().do_HEAD()

    def _send_precompressed(self, *, body: bool = True) -> bool:
        """Send the .br or .gz copy of the requested file if the client takes it; False if none."""
        file = Path(self.translate_path(self.path))
        if file.is_dir():
            file = file / "index.html"
        if not file.is_file():
            return False
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            copy = file.with_name(file.name + suffix)
            if encoding in accepted_encodings(self.headers.get("Accept-Encoding", "")) and copy.is_file():
                data = copy.read_bytes()
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(file)))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                if body:
                    self.wfile.write(data)
                return True
        return False

    def end_headers(self) -> None:
        # Tests and benchmarks start from fresh browser contexts; never serve stale files.
        self.send_header("Cache-Control", "no-cache")
        for name, value in self.extra_headers.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


def accepted_encodings(header: str) -> set[str]:
    """The codings an ``Accept-Encoding`` header accepts (those not given ``q=0``).

    >>> sorted(accepted_encodings("gzip, deflate, br;q=1.0, zstd;q=0"))
    ['br', 'deflate', 'gzip']
    """
    accepted = set()
    for part in header.split(","):
        name, *params = (piece.strip() for piece in part.split(";"))
        weights = [value for key, _, value in (p.partition("=") for p in params) if key.strip() == "q"]
        try:
            weight = float(weights[0]) if weights else 1.0
        except ValueError:
            weight = 0.0
        if name and weight > 0:
            accepted.add(name.lower())
    return accepted


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # a page, its worker and its service worker ask at once; 5 would keep some waiting

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that closes a tab mid-download is no error of the site's.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


@dataclass
class SiteServer:
    root: Path
    url: str
    overlays: dict[str, tuple[bytes, str]]
    traffic: Traffic
    link: Link | None = None
    gates: dict[str, Gate] = field(default_factory=dict)

    def hold(self, path: str) -> Gate:
        """Keep the answers to ``path`` (e.g. ``/assets/hf-runtime.json``) waiting until ``gate.release.set()``."""
        gate = self.gates[path] = Gate()
        return gate

    def add_page(self, path: str, html: str) -> str:
        """Serve ``html`` at ``path`` (e.g. ``/hf-check/``); returns its full URL."""
        self.overlays[path] = (html.encode("utf-8"), "text/html; charset=utf-8")
        return self.url + path.lstrip("/")

    def add_file(self, path: str, body: bytes) -> str:
        suffix = Path(path).suffix
        self.overlays[path] = (body, TYPES.get(suffix, "application/octet-stream"))
        return self.url + path.lstrip("/")


@contextmanager
def serve(root: Path, headers: Mapping[str, str] | None = None, *, precompressed: bool = False,
          port: int = 0, link: Link | None = None) -> Iterator[SiteServer]:
    """Serve ``root`` on 127.0.0.1 at ``port`` (0: a free one) until the block ends, with ``headers``
    on every response (through ``link``, if given: a slow link)."""
    mimetypes.add_type("text/javascript", ".mjs")
    mimetypes.add_type("application/wasm", ".wasm")
    overlays: dict[str, tuple[bytes, str]] = {}
    gates: dict[str, Gate] = {}
    traffic = Traffic()
    handler = partial(Handler, directory=str(root), overlays=overlays, traffic=traffic,
                      headers=headers, precompressed=precompressed, link=link, gates=gates)
    httpd = Server(("127.0.0.1", port), handler)
    thread = threading.Thread(target=httpd.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        host, port = httpd.server_address[:2]
        yield SiteServer(root=root, url=f"http://{host!s}:{port}/", overlays=overlays,
                         traffic=traffic, link=link, gates=gates)
    finally:
        for gate in gates.values():
            gate.release.set()
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


if __name__ == "__main__":  # make serve
    import time

    where = Path(sys.argv[1] if len(sys.argv) > 1 else "site")
    with serve(where, precompressed=True, port=int(sys.argv[2]) if len(sys.argv) > 2 else 8000) as server:
        print(f"Serving {where}/ at {server.url} (precompressed .br/.gz when accepted; Ctrl-C to stop)")
        with contextlib.suppress(KeyboardInterrupt):
            while True:
                time.sleep(3600)
