"""The recommended security headers (security-headers.txt): the README quotes them exactly, and the
Content-Security-Policy lists the hash of every inline script the build writes, and no other.

Every page also carries the policy in a ``<meta http-equiv>`` (for hosts that send no headers): the header's,
without what a meta cannot carry, before anything the policy governs. The browser side (the site served with
these headers, and with none, no violation on any kind of page) is tests/browser/test_headers.py.
"""

from __future__ import annotations

import base64
import hashlib
import html
import re
from pathlib import Path

from sitehelp import SITE

ROOT = Path(__file__).resolve().parents[2]
HEADERS = ROOT / "security-headers.txt"
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)([^>]*)>(.*?)</script>", re.S)


def header_lines() -> list[str]:
    return [line for line in HEADERS.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def policy(value: str | None = None) -> dict[str, list[str]]:
    """The header's policy (or ``value``) as {directive: sources}."""
    if value is None:
        value = next(line.split(":", 1)[1] for line in header_lines() if line.startswith("Content-Security-Policy:"))
    directives = [d.split() for d in value.split(";") if d.strip()]
    return {d[0]: d[1:] for d in directives}


def inline_script_hashes() -> dict[str, str]:
    """``{'sha256-...': first page}`` of every script the built pages run inline (JSON data blocks aside)."""
    found: dict[str, str] = {}
    for page in sorted(SITE.rglob("*.html")):
        for attrs, body in INLINE_SCRIPT.findall(page.read_text(encoding="utf-8")):
            if "application/json" in attrs:
                continue  # data, never run
            digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode("ascii")
            found.setdefault(f"'sha256-{digest}'", page.relative_to(SITE).as_posix())
    return found


def test_readme_quotes_the_headers_exactly() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```http\n(.*?)```", readme, re.S)
    assert [block.splitlines() for block in blocks] == [header_lines()]


def test_the_policy_hashes_exactly_the_inline_scripts_of_the_build() -> None:
    built = inline_script_hashes()
    listed = {source for source in policy()["script-src"] if source.startswith("'sha256-")}
    missing = {h: page for h, page in built.items() if h not in listed}
    assert not missing, f"inline scripts the policy would block (add to security-headers.txt): {missing}"
    assert listed <= set(built), f"hashes of scripts the build no longer writes: {sorted(listed - set(built))}"


def test_the_policy_allows_nothing_loose() -> None:
    directives = policy()
    assert directives["default-src"] == ["'none'"]
    everything = [source for sources in directives.values() for source in sources]
    for loose in ("'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "blob:"):
        assert loose not in everything
    assert directives["object-src"] == ["'none'"] and directives["base-uri"] == ["'none'"]
    headers = dict(line.split(": ", 1) for line in header_lines())
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "no-referrer"


META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')
NOT_IN_META = {"frame-ancestors", "report-uri", "report-to", "sandbox"}  # a browser ignores them in a meta


def test_every_page_carries_the_policy_a_meta_can_carry() -> None:
    expected = {name: sources for name, sources in policy().items() if name not in NOT_IN_META}
    assert "frame-ancestors" in policy() and "script-src" in expected
    pages = sorted(SITE.rglob("*.html"))
    assert len(pages) > 40
    for page in pages:
        text = page.read_text(encoding="utf-8")
        found = META.findall(text)
        assert len(found) == 1, page
        assert policy(html.unescape(found[0])) == expected, page
        assert '<meta name="referrer" content="no-referrer">' in text, page
        before = text[: text.index("<meta http-equiv")]
        # Only links that fetch the page's own files come first (a policy meta stops Chromium's preload scanner):
        # no script, style or style sheet.
        fetched_only = re.sub(r'<link rel="(?:module)?preload" (?:as="(?:script|style)" )?href="(?![a-z]+:|//)[^"]*">',
                              "", before)
        assert not re.search(r"<(script|style|link)\b", fetched_only), f"{page}: a policy applies to what follows"
