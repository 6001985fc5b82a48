"""How the runtime reaches the reader: precompressed, and the wheel checked before it runs; and how a page's
scripts do: asked for as soon as its head is read.

The build (python -m hf_core.site.postbuild) writes .br and .gz copies beside the runtime files and the
pages, and records the hf_core wheel's SHA-256 in assets/hf-runtime.json, which the worker gives
to fetch as ``integrity``.
"""

from __future__ import annotations

import gzip
import re
import shutil
import urllib.request
from collections.abc import Iterator
from urllib.parse import urljoin, urlsplit

import brotli
import pytest
from browsing import DESKTOP, SITE, Tab, add_check_pages, open_tab
from playwright.sync_api import Browser, Request, Response
from siteserver import SiteServer, serve
from test_runtime import FAILED, RUNNING


def fetch(url: str, accept: str | None) -> tuple[str | None, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept} if accept else {})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.headers.get("Content-Encoding"), response.read()


@pytest.mark.parametrize(("accept", "encoding"), [
    ("gzip, deflate, br", "br"),
    ("gzip", "gzip"),
    ("br;q=0, gzip", "gzip"),
    (None, None),
])
def test_the_server_sends_the_copy_the_client_accepts(site_server: SiteServer, accept: str | None,
                                                      encoding: str | None) -> None:
    # (python_stdlib.zip is deflated already: no copy of it is smaller enough to keep.)
    for path in ("assets/pyodide/pyodide.asm.wasm", "assets/pyodide/pyodide.asm.mjs", "fr/"):
        got, body = fetch(site_server.url + path, accept)
        assert got == encoding, path
        file = SITE / path / "index.html" if path.endswith("/") else SITE / path
        suffix = {"br": ".br", "gzip": ".gz", None: ""}[encoding]
        assert body == file.with_name(file.name + suffix).read_bytes(), path


def test_the_browser_runs_the_runtime_it_received_compressed(desktop: Tab) -> None:
    check = add_check_pages(desktop.server)
    encodings: dict[str, str | None] = {}

    def on_response(response: Response) -> None:
        if "/assets/pyodide/" in response.url and response.request.method == "GET":  # (HEADs ask for sizes)
            name = response.url.split("?", 1)[0].rsplit("/", 1)[-1]
            encodings[name] = response.headers.get("content-encoding")

    desktop.page.on("response", on_response)
    page = desktop.goto(check["fr"])
    assert desktop.wait_runtime() == ["ready"]
    page.locator("[data-hf-output]").filter(has_text=RUNNING["fr"]).wait_for(timeout=10_000)
    assert encodings["pyodide.asm.wasm"] == "br"
    assert encodings["pyodide.asm.mjs"] == "br"
    # The library's stored copy, brotli-compressed as a whole (587 kB), not the one deflated file by file (819 kB).
    assert encodings["python_stdlib.stored.zip"] == "br"
    assert "python_stdlib.zip" not in encodings
    assert not desktop.console_errors, desktop.console_errors


@pytest.fixture(scope="module")
def tampered_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SiteServer]:
    """A copy of the built site with one byte of the hf_core wheel changed (in each of its copies), served alone."""
    copy = tmp_path_factory.mktemp("tampered") / "site"
    shutil.copytree(SITE, copy)

    def flip(data: bytes) -> bytes:
        changed = bytearray(data)
        changed[len(changed) // 2] ^= 0x01
        return bytes(changed)

    # Each copy the server may send: the stored copy goes out brotli-compressed, so tamper what its .br holds.
    for wheel in (copy / "assets" / "wheels").rglob("hf_core-*.whl*"):
        codec = {".br": (brotli.decompress, brotli.compress), ".gz": (gzip.decompress, gzip.compress)}
        unpack, pack = codec.get(wheel.suffix, (bytes, bytes))
        wheel.write_bytes(pack(flip(unpack(wheel.read_bytes()))))
    with serve(copy, precompressed=True) as server:
        add_check_pages(server, site=copy)
        yield server


@pytest.fixture
def tampered_tab(browser: Browser, tampered_site: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, tampered_site, DESKTOP)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tampered_wheel_is_refused(tampered_tab: Tab, lang: str) -> None:
    delivered: list[int] = []
    tampered_tab.context.on("response", lambda response: delivered.append(response.status)  # (not the size's HEAD)
                            if "/assets/wheels/" in response.url and "/hf_core-" in response.url
                            and response.request.method == "GET" else None)
    page = tampered_tab.goto({"en": "hf-check/", "fr": "fr/hf-check/"}[lang])
    assert tampered_tab.wait_runtime() == ["failed"]
    status = page.locator(".hf-status")
    assert FAILED[lang] in status.inner_text()
    assert RUNNING[lang] not in page.locator("[data-hf-output]").inner_text()
    # The server did send the wheel, whole: the browser's integrity check refused it.
    assert delivered == [200]
    detail = page.evaluate("""async () => {
        const script = document.querySelector('script[src*="javascripts/hf/loader.js"]');
        return (await import(script.src)).currentStatus().detail;
    }""")
    assert "hf_core wheel" in detail


@pytest.mark.parametrize("path", ["worked-example/", "fr/explore/", "asking/"])
def test_every_script_of_the_page_is_asked_for_while_a_style_sheet_still_loads(desktop: Tab, path: str) -> None:
    """Material's bundle and the site's modules at the end of the body are asked for from the page's head, not once
    the parser reaches them: that waits for every style sheet (the head's inline script does) and for the bundle to
    run. The page's Content-Security-Policy meta stops Chromium's preload scanner, so the head names them first.
    Held here: one style sheet, until every script has been asked for."""
    page_html = (SITE / path / "index.html").read_text(encoding="utf-8")
    body = page_html[page_html.index("<body"):]
    scripts = {urljoin(desktop.url(path), src) for src in re.findall(r'<script src="([^"]+)"', body)}
    assert any("/bundle." in url for url in scripts) and any("/hf/loader.js" in url for url in scripts)
    requested: set[str] = set()
    desktop.page.on("request", lambda request: requested.add(request.url))
    held = "/stylesheets/learn.css"
    assert held[1:] in page_html
    gate = desktop.server.hold(held)
    try:
        # Each request as the page makes it (Playwright's waits let its request routing, which runs in this thread,
        # go on); the sheet is still held.
        def all_asked(request: Request) -> bool:
            requested.add(request.url)
            return scripts <= requested and any(urlsplit(url).path == held for url in requested)

        with desktop.page.expect_event("request", all_asked, timeout=30_000):
            desktop.page.goto(desktop.url(path), wait_until="commit")
        assert scripts <= requested, f"never asked for while the style sheet loaded: {scripts - requested}"
    finally:
        gate.release.set()
        desktop.server.gates.pop(held, None)
    desktop.page.wait_for_load_state("load")


@pytest.mark.parametrize("path", ["asking/", "fr/worked-example/"])
def test_the_style_sheets_are_asked_for_before_any_script(desktop: Tab, path: str) -> None:
    """The page is drawn once its style sheets are in; on a link of a few connections (HTTP/1.1), the scripts named
    first in the head (see above) would hold them up: measured on the slowed phone of benchmarks/phone.py, the first
    contentful paint of a rules page came 0.3 s later that way. The head names its style sheets first."""
    page_html = (SITE / path / "index.html").read_text(encoding="utf-8")
    head = page_html[:page_html.index("</head>")]
    sheets = {urljoin(desktop.url(path), href) for href in re.findall(r'<link rel="stylesheet" href="([^"]+)"', head)}
    assert len(sheets) >= 3
    order: list[str] = []
    desktop.page.on("request", lambda request: order.append(request.url))
    desktop.page.goto(desktop.url(path), wait_until="load")
    scripts = [i for i, url in enumerate(order) if url.split("?", 1)[0].endswith(".js")]
    assert scripts, order
    assert sheets <= set(order[:scripts[0]]), f"asked for after a script: {sorted(sheets - set(order[:scripts[0]]))}"
