"""Links inside the site resolve, and nothing the pages load points at another host."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest
from sitehelp import ROOT, SITE, Element, ids_in, parse_html, resolve

PAGES = sorted(SITE.rglob("*.html"))
URL = re.compile(r"""https?://[A-Za-z0-9.-]+\.[A-Za-z]{2,}[^\s"'<>)\\`]*""", re.I)
LINK_ATTRS = ("href", "src", "srcset", "action", "poster", "data")

# XML namespace names are identifiers that happen to look like URLs; no browser fetches them.
NAMESPACES = ("http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink")

# Material for MkDocs' bundle contains a few absolute URLs in code paths this site never takes.
# Each entry: (file name pattern, URL prefix, why it is never requested here). The tests below
# also check the conditions that keep those paths dormant.
DORMANT = (
    (r"bundle\.[0-9a-f]+\.min\.js", "https://unpkg.com/resize-observer-polyfill",
     "polyfill fetched only by browsers without ResizeObserver (every supported browser has it)"),
    (r"bundle\.[0-9a-f]+\.min\.js", "https://unpkg.com/mermaid@",
     "fetched only when a page contains a Mermaid diagram; ours have none (checked below)"),
    (r"bundle\.[0-9a-f]+\.min\.js", "https://api.github.com/",
     "repository facts, fetched only when mkdocs.yml sets repo_url; it does not (checked below)"),
    (r"search\.[0-9a-f]+\.min\.js", "https://bit.ly/",
     "text of a console warning about an invalid search query, never requested"),
)


def rel(path: Path) -> str:
    return path.relative_to(SITE).as_posix()


def page_dir(page: Path) -> str:
    """The directory URL of a built page, relative to the site root ('' for the home page)."""
    parent = page.parent.relative_to(SITE).as_posix()
    return "" if parent == "." else parent + "/"


def target_file(url: str) -> Path:
    path = SITE / url
    return path / "index.html" if url == "" or url.endswith("/") or path.is_dir() else path


def links_of(root: Element) -> list[str]:
    out = []
    for el in root.iter():
        for name in LINK_ATTRS:
            value = el.get(name).strip()
            if name == "srcset":
                out.extend(part.split()[0] for part in value.split(",") if part.strip())
            elif value:
                out.append(value)
    return out


def is_foreign(url: str) -> bool:
    return bool(re.match(r"^([a-z][a-z0-9+.-]*:|//)", url, re.I))


@pytest.mark.parametrize("page", PAGES, ids=rel)
def test_internal_links_resolve(page: Path) -> None:
    here = page_dir(page)
    broken = []
    for url in links_of(parse_html(page)):
        if is_foreign(url):
            continue
        path, _, fragment = url.partition("#")
        path = path.partition("?")[0]
        if path == "":
            target = page
        elif path.startswith("/"):
            # Only the 404 page may use root-absolute paths: a server shows it at any depth.
            if page.name != "404.html":
                broken.append(f"{url} (absolute path: breaks when the site is not at the root)")
                continue
            target = target_file(path.lstrip("/"))
        else:
            target = target_file(resolve(here, path))
        if not target.is_file():
            broken.append(f"{url} (no file {target})")
        elif fragment and target.suffix == ".html" and fragment not in ids_in(target):
            broken.append(f"{url} (no #{fragment} in {rel(target)})")
    assert not broken, f"{rel(page)}: broken links:\n" + "\n".join(broken)


@pytest.mark.parametrize("page", PAGES, ids=rel)
def test_html_names_no_other_host(page: Path) -> None:
    """No absolute URL in attributes, inline scripts or text, except XML namespace names."""
    text = page.read_text(encoding="utf-8")
    foreign = []
    for m in URL.finditer(text):
        url = m.group(0)
        before = text[max(0, m.start() - 12) : m.start()]
        if url in NAMESPACES and re.search(r"xmlns(:\w+)?=[\"']$", before):
            continue
        foreign.append(url)
    assert not foreign, f"{rel(page)} names other hosts: {sorted(set(foreign))}"


@cache
def loaded_assets() -> list[Path]:
    """Every CSS and JS file a page loads: links and scripts, the search worker and the lunr
    language files that worker imports for this site's languages."""
    files: set[Path] = set()
    for page in PAGES:
        here = page_dir(page)
        root = parse_html(page)
        for el in root.iter():
            ref = ""
            if (el.tag == "link" and "stylesheet" in el.get("rel")) or el.tag == "script":
                ref = el.get("href") or el.get("src")
            if ref and not is_foreign(ref):
                ref = ref.partition("?")[0]
                url = ref.lstrip("/") if ref.startswith("/") else resolve(here, ref)
                files.add(target_file(url))
            if el.tag == "script" and el.get("id") == "__config":
                worker, _, query = json.loads(el.all_text())["search"].partition("?")
                url = worker.lstrip("/") if worker.startswith("/") else resolve(here, worker)
                files.add(target_file(url))
                # our search worker (overrides/hooks/search.py) imports Material's, named in its query
                files.update(target_file(url).with_name(name) for name in re.findall(r"material=([^&]+)", query))
    lunr = SITE / "assets" / "javascripts" / "lunr" / "min"
    index = json.loads((SITE / "search" / "search_index.json").read_text(encoding="utf-8"))
    langs = index["config"]["lang"]
    files.add(lunr / "lunr.stemmer.support.min.js")
    files.add(lunr / "lunr.multi.min.js")
    files.update(lunr / f"lunr.{lang}.min.js" for lang in langs if lang != "en")
    return sorted(files)


def strip_comments(text: str, suffix: str) -> str:
    """Drop comments (licence headers, source-map notes), which a browser never requests."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    # SVG comments inside data: URIs, written <!-- --> or CSS-escaped as \3c !-- --\3e
    text = re.sub(r"(?:<|\\3c\s?)!--.*?--(?:>|\\3e\s?)", "", text, flags=re.S)
    if suffix in (".js", ".mjs"):
        text = re.sub(r"(?m)^\s*//.*$", "", text)
    return text


def test_assets_found() -> None:
    names = {p.name for p in loaded_assets()}
    assert any(n.startswith("bundle.") for n in names), names
    assert any(n.startswith("search.") for n in names), names
    assert {"site.css", "cards.css", "print.css", "diagram-scroll.js"} <= names, names
    missing = [rel(p) for p in loaded_assets() if not p.is_file()]
    assert not missing, f"pages load files that were not built: {missing}"


def test_css_and_js_name_no_other_host() -> None:
    foreign = []
    for asset in loaded_assets():
        text = strip_comments(asset.read_text(encoding="utf-8"), asset.suffix)
        for m in URL.finditer(text):
            url = m.group(0)
            if url in NAMESPACES:
                continue
            if any(re.fullmatch(name, asset.name) and url.startswith(prefix)
                   for name, prefix, _why in DORMANT):
                continue
            foreign.append(f"{rel(asset)}: {url}")
    assert not foreign, "other hosts named in loaded CSS/JS:\n" + "\n".join(sorted(set(foreign)))


def test_dormant_code_paths_stay_dormant() -> None:
    """The DORMANT URLs stay unused only while these hold."""
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")  # the checkout's, wherever the site was built
    assert not re.search(r"(?m)^repo_url:", config), "repo_url would make pages call api.github.com"
    for page in PAGES:
        root = parse_html(page)
        assert not root.find_all(cls="mermaid"), f"{rel(page)} has a Mermaid diagram"
        assert not [e for e in root.iter() if e.get("data-md-component") == "source"]
