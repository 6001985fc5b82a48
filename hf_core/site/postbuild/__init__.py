"""What is done to a built site once its pages are written: ``python -m hf_core.site.postbuild site``.

``make site`` runs it after ``mkdocs build``. The steps work on the folder alone (not on MkDocs' objects), so
another static-site generator could write the pages and this would finish the site the same way:

0. the picture pack's sheet, ``assets/pictures/cards.svg`` (:func:`hf_core.site.pictures.write_sheet`), which the
   page's cards show once the reader has chosen "Pictures";
1. :mod:`.runtime`: the Pyodide runtime, trimmed, and the ``hf_core`` wheel into ``site/assets/``, with
   ``assets/hf-runtime.json`` describing them;
   :mod:`.pyodide_lock`: ``assets/hf-core/pyodide-lock.json``, Pyodide's lock with ``hf-core`` added, for other
   Pyodide pages (``loadPackage("hf-core")``);
2. :mod:`.headers`: the Content-Security-Policy of ``security-headers.txt`` as a meta in every page, for
   hosts that send no headers;
3. :mod:`.manifest`: every page's ``hf-assets`` stamp, the offline manifest ``offline.json`` and the service
   worker ``sw.js`` at the site root;
4. :mod:`.precompress`: ``.gz`` and ``.br`` copies beside every page and text or runtime file.

Running it again on the same folder gives the same files. It needs a checkout: ``node_modules/`` (``npm ci``),
``dist/`` (``make wheel``) and ``scripts/stdlib-files.txt``. Build-time only: the page never imports it.
"""

from __future__ import annotations

from pathlib import Path

from hf_core.site.pictures import write_sheet
from hf_core.site.postbuild.common import ROOT, PostBuildError
from hf_core.site.postbuild.headers import add_meta_policy
from hf_core.site.postbuild.manifest import write_service_worker
from hf_core.site.postbuild.precompress import precompress
from hf_core.site.postbuild.pyodide_lock import write_lock
from hf_core.site.postbuild.runtime import copy_runtime

__all__ = ["PostBuildError", "postbuild"]


def postbuild(site: Path, root: Path = ROOT, *, shared_origin_storage: bool = False) -> None:
    """Every step, in order, on the site written in ``site``. With ``shared_origin_storage``, the offline copy and
    Python's snapshot are kept on the device even where the site is not at the root of its origin."""
    if not (site / "index.html").is_file():
        raise PostBuildError(f"{site} holds no built site (no index.html): run `mkdocs build` first.")
    write_sheet(site)
    copy_runtime(site, root, shared_origin_storage=shared_origin_storage)
    write_lock(site, root)
    add_meta_policy(site, root / "security-headers.txt")
    write_service_worker(site)
    precompress(site)
