"""Post-build step: the policies of ``security-headers.txt`` as meta elements in every page, for hosts that
cannot send headers (GitHub Pages, a plain object store).

- ``Content-Security-Policy`` as ``<meta http-equiv>``. A policy delivered by a meta element applies only to what
  follows it in the document, and the browser ignores (with a console error) the directives a meta cannot
  carry: ``frame-ancestors``, ``report-uri``, ``report-to`` and ``sandbox``. So the meta holds the header's
  policy without those, and goes right after ``<meta charset>`` and the page's ``preload``/``modulepreload``
  links (:mod:`hf_core.site.hints`), before any script or style. Those links only fetch the page's own files,
  and they must come first: a Content-Security-Policy meta stops Chromium's preload scanner
  (https://crbug.com/1458493), which would otherwise learn of them only when the parser reached them.
- ``Referrer-Policy`` as ``<meta name="referrer">``, which says the same, right after ``<meta charset>``.

``X-Content-Type-Options`` has no meta form. Where the host sends the headers too, both apply, and the metas add
nothing the headers do not already say.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from hf_core.site.postbuild.common import ROOT, PostBuildError

HEADERS = ROOT / "security-headers.txt"
NOT_IN_META = frozenset({"frame-ancestors", "report-uri", "report-to", "sandbox"})
_CHARSET = re.compile(r'<meta charset="utf-8">\n?')
_HINTS = re.compile(r'(?:<link rel="(?:module)?preload" [^>]*>\n?)*')  # hf_core.site.hints: fetch, nothing else
_CSP = re.compile(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">\n?')
_REFERRER = re.compile(r'<meta name="referrer" [^>]*>\n?')


def header(name: str, path: Path = HEADERS) -> str:
    """The value of the header ``name`` in ``security-headers.txt``."""
    for line in path.read_text(encoding="utf-8").splitlines():
        key, _, value = line.partition(":")
        if not line.startswith("#") and key.strip().lower() == name.lower():
            return value.strip()
    raise PostBuildError(f"{path} gives no {name} line.")


def meta_policy(policy: str) -> str:
    """The part of a policy a ``<meta http-equiv>`` can carry.

    >>> meta_policy("default-src 'none'; frame-ancestors 'self'; img-src 'self' data:;")
    "default-src 'none'; img-src 'self' data:"
    """
    kept = [d.strip() for d in policy.split(";") if d.strip() and d.split()[0].lower() not in NOT_IN_META]
    return "; ".join(kept)


def with_meta_policy(page: str, policy: str, referrer: str = "no-referrer") -> str:
    """``page`` with the policies' metas (in place of those already there): the referrer's right after its ``<meta
    charset>``, so that it holds for every request of the page, and the Content-Security-Policy after the preload
    links that follow (see above).

    >>> page = '<meta charset="utf-8">\\n<link rel="modulepreload" href="a.js">\\n<script>'
    >>> with_meta_policy(page, "img-src data:").splitlines()
    ['<meta charset="utf-8">', '<meta name="referrer" content="no-referrer">', \
'<link rel="modulepreload" href="a.js">', '<meta http-equiv="Content-Security-Policy" content="img-src data:">', \
'<script>']
    >>> with_meta_policy(with_meta_policy(page, "img-src data:"), "img-src data:") == with_meta_policy(page, \
"img-src data:")
    True
    """
    page = _REFERRER.sub("", _CSP.sub("", page, count=1), count=1)
    charset = _CHARSET.search(page)
    if not charset:
        return page
    hints = _HINTS.match(page, charset.end())
    end = hints.end() if hints else charset.end()
    return (page[:charset.end()] + f'<meta name="referrer" content="{html.escape(referrer, quote=True)}">\n'
            + page[charset.end():end]
            + f'<meta http-equiv="Content-Security-Policy" content="{html.escape(policy, quote=True)}">\n'
            + page[end:])


def add_meta_policy(site: Path, headers: Path = HEADERS) -> None:
    """Every page of ``site`` (those that declare their charset) with the metas."""
    policy = meta_policy(header("Content-Security-Policy", headers))
    referrer = header("Referrer-Policy", headers)
    for path in sorted(site.rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        out = with_meta_policy(text, policy, referrer)
        if out != text:
            path.write_text(out, encoding="utf-8")
