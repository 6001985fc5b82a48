"""How the runtime reaches the reader: precompressed, and the wheel checked before it runs.

The build (python -m hf_core.site.postbuild) writes .br and .gz copies beside the runtime files and the
pages, and records the hf_core wheel's SHA-256 in assets/hf-runtime.json, which the worker gives
to fetch as ``integrity``.
"""

from __future__ import annotations

import shutil
import urllib.request
from collections.abc import Iterator

import pytest
from browsing import DESKTOP, SITE, Tab, add_check_pages, open_tab
from playwright.sync_api import Browser, Response
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
        if "/assets/pyodide/" in response.url:
            name = response.url.split("?", 1)[0].rsplit("/", 1)[-1]
            encodings[name] = response.headers.get("content-encoding")

    desktop.page.on("response", on_response)
    page = desktop.goto(check["fr"])
    assert desktop.wait_runtime() == ["ready"]
    page.locator("[data-hf-output]").filter(has_text=RUNNING["fr"]).wait_for(timeout=10_000)
    assert encodings["pyodide.asm.wasm"] == "br"
    assert encodings["pyodide.asm.mjs"] == "br"
    assert encodings["python_stdlib.zip"] is None
    assert not desktop.console_errors, desktop.console_errors


@pytest.fixture(scope="module")
def tampered_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SiteServer]:
    """A copy of the built site with one byte of the hf_core wheel changed, served alone."""
    copy = tmp_path_factory.mktemp("tampered") / "site"
    shutil.copytree(SITE, copy)
    (wheel,) = (copy / "assets" / "wheels").glob("hf_core-*.whl")
    data = bytearray(wheel.read_bytes())
    data[len(data) // 2] ^= 0x01
    wheel.write_bytes(bytes(data))
    with serve(copy, precompressed=True) as server:
        add_check_pages(server, site=copy)
        yield server


@pytest.fixture
def tampered_tab(browser: Browser, tampered_site: SiteServer) -> Iterator[Tab]:
    yield from open_tab(browser, tampered_site, DESKTOP)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tampered_wheel_is_refused(tampered_tab: Tab, lang: str) -> None:
    delivered: list[int] = []
    tampered_tab.context.on("response", lambda response: delivered.append(response.status)
                            if "/assets/wheels/hf_core-" in response.url else None)
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
