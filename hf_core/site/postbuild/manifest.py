"""Post-build step: the offline copy's manifest and the service worker at the site root.

Once every page is written, ``sw.js`` is written at the site root: the service worker (``sw.js`` beside this
module) preceded by the build's manifest (every file with its size and hash, the pages of each language with
their titles, the runtime's files, the id of its Python snapshot, whether anything may be kept on a shared
origin). ``offline.json`` holds the same manifest for tests and benchmarks. Every page's
``<meta name="hf-assets">`` stamp (:mod:`hf_core.site.offline`) gets the hash of the build's files other than
pages and search indexes, and, where the operator allows it, ``<meta name="hf-storage" content="shared-origin">``.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from pathlib import Path
from typing import Any

from hf_core.site.offline import STAMP, lang_of
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


LUNR = "assets/javascripts/lunr/"
SEARCH_STUB = "search/search_index.json"  # each language's (overrides/hooks/search.py): its config names its languages


def search_scripts(langs: list[str]) -> list[str]:
    """The language scripts Material's search worker loads for an index of ``langs`` (its ``Ie``: lunr's stemmer
    support and lunr.<lang> for each language but English, lunr.multi for several, tinyseg for Japanese,
    wordcut for Hindi and Thai), as site paths.

    >>> search_scripts(["en"]), search_scripts(["fr"])
    ([], ['assets/javascripts/lunr/min/lunr.stemmer.support.min.js', 'assets/javascripts/lunr/min/lunr.fr.min.js'])
    """
    extra: list[str] = []
    for lang in langs:
        if lang == "ja":
            extra.append(f"{LUNR}tinyseg.js")
        elif lang in ("hi", "th"):
            extra.append(f"{LUNR}wordcut.js")
        if lang != "en":
            extra.append(f"{LUNR}min/lunr.{lang}.min.js")
    if len(langs) > 1:
        extra.append(f"{LUNR}min/lunr.multi.min.js")
    return [f"{LUNR}min/lunr.stemmer.support.min.js", *extra] if extra else []


def _search_groups(site: Path) -> dict[str, str]:
    """Each script only one language's search loads -> that language (so that its offline copy holds it); a
    script several languages' searches load is left to the shared files."""
    needed: dict[str, set[str]] = {}
    for lang in LANGS:
        stub = site / ("" if lang == "en" else lang) / SEARCH_STUB
        if not stub.is_file():
            continue
        config = json.loads(stub.read_text(encoding="utf-8")).get("config", {})
        for path in search_scripts(list(config.get("lang", []))):
            needed.setdefault(path, set()).add(lang)
    return {path: next(iter(langs)) for path, langs in needed.items() if len(langs) == 1}


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


# A page's title as readers know it: its heading (the <title> adds " - Happy Families", and the home page's read
# "Happy Families - Happy Families"), without the heading's permalink.
_TITLE = re.compile(r"<h1\b[^>]*>(.*?)</h1>", re.S)
_PERMALINK = re.compile(r'<a class="headerlink".*?</a>|<[^>]+>', re.S)


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

    runtime_meta = json.loads((site / "assets" / "hf-runtime.json").read_text(encoding="utf-8"))
    shared = runtime_meta.get("shared_origin_storage") is True
    stamp = f'<meta name="hf-assets" content="{assets}">'
    if shared:
        stamp += '<meta name="hf-storage" content="shared-origin">'
    files: dict[str, list[Any]] = {}
    pages: dict[str, list[dict[str, str]]] = {lang: [] for lang in LANGS}
    groups: dict[str, list[str]] = {"shared": [], "runtime": [], **{lang: [] for lang in LANGS}}
    search_only = _search_groups(site)
    for name in kept:
        path = site / name
        data = path.read_bytes()
        if name.endswith(".html"):
            text = data.decode("utf-8")
            stamped = STAMP.sub(stamp, text, count=1)
            if stamped != text:
                text, data = stamped, stamped.encode("utf-8")
                path.write_bytes(data)
            if not name.endswith("index.html"):
                continue
            url = name[: -len("index.html")]
            lang = lang_of(name)
            found = _TITLE.search(text)
            title = html.unescape(_PERMALINK.sub("", found.group(1))).strip() if found else url
            pages[lang].append({"url": url, "title": title})
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
        elif name in search_only:  # lunr.fr and its stemmer support: French search needs them offline
            groups[search_only[name]].append(name)
        else:
            groups["shared"].append(name)

    runtime_hash = hashlib.sha256("".join(f"{n}:{files[n][1]};" for n in groups["runtime"]).encode())
    build = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    return {
        "build": build,
        "assets": assets,
        "runtime": f"{runtime_meta['pyodide']['version']}-{runtime_hash.hexdigest()[:12]}",
        # As javascripts/hf/worker.js names the snapshot: Pyodide's version, the standard library's and the wheel's
        # hashes (their first 16 hex digits).
        "python": "-".join((runtime_meta["pyodide"]["version"], runtime_meta["pyodide"]["stdlib"]["sha256"][:16],
                            runtime_meta["wheel"]["sha256"][:16])),
        "shared_origin_storage": shared,
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
