"""``python -m hf_core.site.postbuild SITE``: finish the site that ``mkdocs build`` wrote into SITE."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from hf_core.site.postbuild import PostBuildError, postbuild


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m hf_core.site.postbuild",
        description="Copy the runtime into a built site, write its service worker and offline manifest, and "
        "write the .gz and .br copies.",
    )
    parser.add_argument("site", type=Path, help="the folder mkdocs build wrote (site/)")
    args = parser.parse_args(argv)
    try:
        postbuild(args.site)
    except PostBuildError as err:
        print(f"postbuild: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
