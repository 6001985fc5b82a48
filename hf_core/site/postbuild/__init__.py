"""What is done to a built site once its pages are written: ``python -m hf_core.site.postbuild site``.

``make site`` runs it after ``mkdocs build``. The steps work on the folder alone (not on MkDocs' objects), so
another static-site generator could write the pages and this would finish the site the same way:

1. :mod:`.runtime`: the Pyodide runtime, trimmed, and the ``hf_core`` wheel into ``site/assets/``, with
   ``assets/hf-runtime.json`` describing them;
2. :mod:`.manifest`: every page's ``hf-assets`` stamp, the offline manifest ``offline.json`` and the service
   worker ``sw.js`` at the site root;
3. :mod:`.precompress`: ``.gz`` and ``.br`` copies beside every page and text or runtime file.

Running it again on the same folder gives the same files. It needs a checkout: ``node_modules/`` (``npm ci``),
``dist/`` (``make wheel``) and ``scripts/stdlib-files.txt``. Build-time only: the page never imports it.
"""

from __future__ import annotations

from pathlib import Path

from hf_core.site.postbuild.common import ROOT, PostBuildError
from hf_core.site.postbuild.manifest import write_service_worker
from hf_core.site.postbuild.precompress import precompress
from hf_core.site.postbuild.runtime import copy_runtime

__all__ = ["PostBuildError", "postbuild"]


def postbuild(site: Path, root: Path = ROOT) -> None:
    """Every step, in order, on the site written in ``site``."""
    if not (site / "index.html").is_file():
        raise PostBuildError(f"{site} holds no built site (no index.html): run `mkdocs build` first.")
    copy_runtime(site, root)
    write_service_worker(site)
    precompress(site)
