"""Build-time care for the two languages.

- Every page exists in English (``page.md``) and French (``page.fr.md``). mkdocs-static-i18n with
  ``fallback_to_default: false`` would quietly leave a French page out of the French site, even
  with ``--strict``; this hook makes a missing twin a build error that names the file to write.
- The one ``404.html`` at the site root is the English build's (overrides/404.html, bilingual):
  mkdocs-static-i18n builds French after English and would otherwise overwrite it with a copy
  declaring ``lang="fr"``.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files

SECOND_LANGUAGES = ("fr",)


def missing_twins(src_uris: list[str]) -> list[str]:
    """The page files that should exist but do not, given the Markdown files of docs/.

    >>> missing_twins(["index.md", "index.fr.md", "asking.md"])
    ['asking.fr.md']
    >>> missing_twins(["faq.fr.md"])
    ['faq.md']
    """
    present = set(src_uris)
    missing: set[str] = set()
    for uri in present:
        stem = uri[: -len(".md")]
        lang = stem.rsplit(".", 1)[-1] if "." in stem else ""
        if lang in SECOND_LANGUAGES:
            base = stem[: -len(lang) - 1]
            if f"{base}.md" not in present:
                missing.add(f"{base}.md")
        else:
            for second in SECOND_LANGUAGES:
                if f"{stem}.{second}.md" not in present:
                    missing.add(f"{stem}.{second}.md")
    return sorted(missing)


@event_priority(100)  # before mkdocs-static-i18n sorts the files by language
def on_files(files: Files, config: MkDocsConfig) -> Files:
    pages = [f.src_uri for f in files if f.src_uri.endswith(".md")]
    missing = missing_twins(pages)
    if missing:
        raise PluginError(
            "Every page needs its English and French versions; missing in docs/: " + ", ".join(missing)
        )
    return files


_english_404: bytes | None = None


def on_post_build(config: MkDocsConfig) -> None:
    global _english_404
    page = Path(config.site_dir) / "404.html"
    if config.theme.get("language") == "en":
        _english_404 = page.read_bytes() if page.is_file() else None
    elif _english_404 is not None:
        page.write_bytes(_english_404)
