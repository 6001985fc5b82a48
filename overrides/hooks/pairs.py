"""Build-time guard: every page exists in English (``page.md``) and French (``page.fr.md``).

mkdocs-static-i18n with ``fallback_to_default: false`` would quietly leave a French page out of the
French site. This hook turns a missing twin into a build error, in ``mkdocs serve`` as well as in a
strict build, and names the file to write.
"""

from __future__ import annotations

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
