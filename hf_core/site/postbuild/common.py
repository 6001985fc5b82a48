"""What the post-build steps share: where the repository is, and the error that stops the build."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
"""The repository this package sits in (hf_core/site/postbuild/common.py -> the checkout): the steps read
``node_modules/``, ``dist/`` and ``scripts/`` there, so the command runs from a checkout (``make site``)."""


class PostBuildError(Exception):
    """A step cannot finish: the message says what is missing and what to run."""
