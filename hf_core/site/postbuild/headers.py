"""Post-build step: the Content-Security-Policy of ``security-headers.txt`` as a ``<meta http-equiv>`` in every
page, for hosts that cannot send headers (GitHub Pages, a plain object store).

A policy delivered by a meta element applies only to what follows it in the document, and the browser ignores
(with a console error) the directives a meta cannot carry: ``frame-ancestors``, ``report-uri``, ``report-to``
and ``sandbox``. So the meta holds the header's policy without those, and goes right after
``<meta charset>``, before any script or style. Where the host sends the header too, both apply, and the meta
adds nothing the header does not already say.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from hf_core.site.postbuild.common import ROOT, PostBuildError

HEADERS = ROOT / "security-headers.txt"
NOT_IN_META = frozenset({"frame-ancestors", "report-uri", "report-to", "sandbox"})
_CHARSET = re.compile(r'<meta charset="utf-8">\n?')
_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">\n?')


def header_policy(path: Path = HEADERS) -> str:
    """The ``Content-Security-Policy`` line of ``security-headers.txt``."""
    for line in path.read_text(encoding="utf-8").splitlines():
        name, _, value = line.partition(":")
        if not line.startswith("#") and name.strip().lower() == "content-security-policy":
            return value.strip()
    raise PostBuildError(f"{path} gives no Content-Security-Policy line.")


def meta_policy(policy: str) -> str:
    """The part of a policy a ``<meta http-equiv>`` can carry.

    >>> meta_policy("default-src 'none'; frame-ancestors 'self'; img-src 'self' data:;")
    "default-src 'none'; img-src 'self' data:"
    """
    kept = [d.strip() for d in policy.split(";") if d.strip() and d.split()[0].lower() not in NOT_IN_META]
    return "; ".join(kept)


def with_meta_policy(page: str, policy: str) -> str:
    """``page`` with the policy's meta right after its ``<meta charset>`` (in place of one already there).

    >>> with_meta_policy('<head><meta charset="utf-8">\\n<script>', "img-src data:")
    '<head><meta charset="utf-8">\\n<meta http-equiv="Content-Security-Policy" content="img-src data:">\\n<script>'
    """
    page = _META.sub("", page, count=1)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{html.escape(policy, quote=True)}">\n'
    out, found = _CHARSET.subn(lambda m: m.group() + meta, page, count=1)
    return out if found else page


def add_meta_policy(site: Path, headers: Path = HEADERS) -> None:
    """Every page of ``site`` (those that declare their charset) with the meta policy."""
    policy = meta_policy(header_policy(headers))
    for path in sorted(site.rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        out = with_meta_policy(text, policy)
        if out != text:
            path.write_text(out, encoding="utf-8")
