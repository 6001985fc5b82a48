"""Helpers for the site tests: the built site in site/, its pages, and a small HTML reader.

Build first: ``make site`` (``make test-site`` does it). The tests read the built HTML with the
standard library's html.parser, so they need nothing beyond the dev requirements.
"""

from __future__ import annotations

import importlib.util
import os
import posixpath
import sys
from dataclasses import dataclass, field
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SITE = Path(os.environ.get("HF_SITE_DIR") or ROOT / "site")  # the built site to test (as browsing.py)
LANGS = ("en", "fr")
# docs/<slug>.md and docs/<slug>.fr.md -> site/<slug>/ and site/fr/<slug>/ ("index" is the home page)
SLUGS = sorted(p.name[: -len(".md")] for p in DOCS.glob("*.md") if not p.name.endswith(".fr.md"))
OUR_SLUGS = (
    "index", "history", "pack", "dealing", "asking", "completing", "worked-example", "faq",
    "glossary", "developers",
)


def source(slug: str, lang: str) -> Path:
    return DOCS / (f"{slug}.md" if lang == "en" else f"{slug}.{lang}.md")


def built(slug: str, lang: str) -> Path:
    prefix = SITE if lang == "en" else SITE / lang
    return prefix / "index.html" if slug == "index" else prefix / slug / "index.html"


def url_path(slug: str, lang: str) -> str:
    """Site-relative directory of a page, e.g. 'fr/asking/'."""
    prefix = "" if lang == "en" else f"{lang}/"
    return prefix if slug == "index" else f"{prefix}{slug}/"


def resolve(here: str, href: str) -> str:
    """The site-relative directory or file a relative link from page ``here`` points to.

    >>> resolve("fr/asking/", "../../asking/")
    'asking/'
    >>> resolve("", "./")
    ''
    >>> resolve("asking/", "../stylesheets/site.css")
    'stylesheets/site.css'
    """
    joined = posixpath.normpath(posixpath.join(here, href.split("#")[0]))
    if joined == ".":
        return ""
    return joined + "/" if href.split("#")[0].endswith("/") else joined


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    text: list[str] = field(default_factory=list)
    children: list[Element] = field(default_factory=list)
    parent: Element | None = None

    def get(self, name: str, default: str = "") -> str:
        return self.attrs.get(name, default)

    @property
    def classes(self) -> set[str]:
        return set(self.get("class").split())

    def iter(self) -> list[Element]:
        out: list[Element] = []
        stack = [self]
        while stack:
            el = stack.pop()
            out.append(el)
            stack.extend(reversed(el.children))
        return out

    def find_all(self, cls: str | None = None, tag: str | None = None) -> list[Element]:
        return [
            e
            for e in self.iter()[1:]
            if (cls is None or cls in e.classes) and (tag is None or e.tag == tag)
        ]

    def all_text(self) -> str:
        return "".join(self.text) + "".join(c.all_text() for c in self.children)


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {})
        self.current = self.root

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        el = Element(tag, {k: v or "" for k, v in attrs}, parent=self.current)
        self.current.children.append(el)
        if tag not in VOID:
            self.current = el

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        el = Element(tag, {k: v or "" for k, v in attrs}, parent=self.current)
        self.current.children.append(el)

    def handle_endtag(self, tag: str) -> None:
        node: Element | None = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data: str) -> None:
        # keep text in document order relative to children: attach to a text child
        text = Element("#text", {}, [data], parent=self.current)
        self.current.children.append(text)


@cache
def parse_html(path: Path) -> Element:
    builder = _TreeBuilder()
    builder.feed(path.read_text(encoding="utf-8"))
    builder.close()
    return builder.root


def ids_in(path: Path) -> set[str]:
    return {e.get("id") for e in parse_html(path).iter() if e.get("id")}


@cache
def hook_module(name: str) -> ModuleType:
    """overrides/hooks/<name>.py, imported the way mkdocs imports a hook (by path, as ``name``)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "overrides" / "hooks" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    hooks = str(ROOT / "overrides" / "hooks")
    sys.path.insert(0, hooks)  # as mkdocs does while it runs a hook, so hooks can import their helpers
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(hooks)
    return module


def diagrams_module() -> ModuleType:
    """The diagrams' renderer (hf_core/site/diagrams.py)."""
    from hf_core.site import diagrams

    return diagrams
