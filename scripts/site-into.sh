#!/usr/bin/env bash
# Build the site into another folder than site/ (for several people or helpers working in one checkout at once):
#   bash scripts/site-into.sh /tmp/site-mine   then   HF_SITE_DIR=/tmp/site-mine .venv/bin/python -m pytest tests/site
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/site-into.sh FOLDER}"
make -s setup wheel >/dev/null
.venv/bin/python -m mkdocs build --strict --quiet -d "$out"
.venv/bin/python -m hf_core.site.postbuild "$out"
