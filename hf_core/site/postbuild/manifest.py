"""Post-build step: the offline copy's manifest and the service worker at the site root.

Once every page is written, ``sw.js`` is written at the site root: the service worker (``sw.js`` beside this
module) preceded by the build's manifest (every file with its size and hash, the pages of each language with
their titles, the runtime's files). ``offline.json`` holds the same manifest for tests and benchmarks. Every
page's ``<meta name="hf-assets">`` stamp (:mod:`hf_core.site.offline`) gets the hash of the build's files other
than pages and search indexes.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from pathlib import Path
from typing import Any

from hf_core.site.offline import PLACEHOLDER, lang_of
from hf_core.words import LANGS

SW_SOURCE = Path(__file__).resolve().parent / "sw.js"
SW_NAME = "sw.js"
MANIFEST_NAME = "offline.json"
OFFLINE_PAGE = "offline/"  # docs/offline.md (and offline.fr.md at fr/offline/)
RUNTIME_PREFIXES = ("assets/pyodide/", "assets/wheels/", "assets/hf-runtime.json")
# Never part of the offline copy: source maps, sitemaps, the worker itself, the compressed copies (the worker
# keeps what the server decoded), and the search languages other than ours (Material ships lunr for thirty).
SKIPPED = re.compile(
    r"(\.map$|\.(gz|br)$|^sitemap\.xml|^sw\.js$|^offline\.json$|^404\.html$"
    r"|^assets/javascripts/lunr/(tinyseg|wordcut)\.js$"
    r"|^assets/javascripts/lunr/min/lunr\.(?!multi|stemmer\.support|fr\.)[a-z]+\.min\.js$)"
)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


_TITLE = re.compile(r"<title>(.*?)</title>", re.S)


def build_manifest(site: Path) -> dict[str, Any]:
    """Stamp every page with the hash of the other files; return the manifest of the built site.

    Files are site-relative paths; a page is listed by its address ("asking/", "" for the home page).
    """
    all_files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    kept = [f for f in all_files if not SKIPPED.search(f)]
    # The search indexes follow the pages' text: leaving them out keeps every page's stamp (hence its hash)
    # the same when only another page changed; an index a moment older than its pages harms nobody.
    others = [f for f in kept if not f.endswith((".html", "search_index.json"))]
    assets_hash = hashlib.sha256()
    for name in others:
        assets_hash.update(name.encode() + b"\0" + (site / name).read_bytes() + b"\0")
    assets = assets_hash.hexdigest()[:16]

    files: dict[str, list[Any]] = {}
    pages: dict[str, list[dict[str, str]]] = {lang: [] for lang in LANGS}
    groups: dict[str, list[str]] = {"shared": [], "runtime": [], **{lang: [] for lang in LANGS}}
    for name in kept:
        path = site / name
        data = path.read_bytes()
        if name.endswith(".html"):
            text = data.decode("utf-8")
            if PLACEHOLDER in text:
                text = text.replace(PLACEHOLDER, assets)
                data = text.encode("utf-8")
                path.write_bytes(data)
            if not name.endswith("index.html"):
                continue
            url = name[: -len("index.html")]
            lang = lang_of(name)
            found = _TITLE.search(text)
            pages[lang].append({"url": url, "title": html.unescape(found.group(1).strip()) if found else url})
            groups[lang].append(url)
            files[url] = [len(data), _digest(data)]
            continue
        files[name] = [len(data), _digest(data)]
        if name.startswith(RUNTIME_PREFIXES):
            groups["runtime"].append(name)
        elif name.startswith(tuple(f"{lang}/" for lang in LANGS if lang != "en")):
            groups[lang_of(name)].append(name)
        elif name.startswith("search/"):
            groups["en"].append(name)
        else:
            groups["shared"].append(name)

    runtime_meta = json.loads((site / "assets" / "hf-runtime.json").read_text(encoding="utf-8"))
    runtime_hash = hashlib.sha256("".join(f"{n}:{files[n][1]};" for n in groups["runtime"]).encode())
    build = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    return {
        "build": build,
        "assets": assets,
        "runtime": f"{runtime_meta['pyodide']['version']}-{runtime_hash.hexdigest()[:12]}",
        "offline": {lang: ("" if lang == "en" else f"{lang}/") + OFFLINE_PAGE for lang in LANGS},
        "pages": pages,
        "groups": groups,
        "files": files,
    }


def write_service_worker(site: Path) -> dict[str, Any]:
    """Write sw.js and offline.json for the site built in ``site``; return the manifest."""
    manifest = build_manifest(site)
    text = json.dumps(manifest, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    (site / MANIFEST_NAME).write_text(text + "\n", encoding="utf-8")
    source = SW_SOURCE.read_text(encoding="utf-8")
    (site / SW_NAME).write_text(
        f"// Happy Families service worker, build {manifest['build']} (written by hf_core/site/postbuild).\n"
        f"const MANIFEST = {text};\n\n{source}",
        encoding="utf-8",
    )
    return manifest
