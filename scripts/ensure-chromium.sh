#!/usr/bin/env bash
# Make sure Debian's Chromium is at /usr/bin/chromium for the browser tests and the page benchmark.
# The tests drive this binary through Playwright; `playwright install` is never used.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [[ -x "$CHROMIUM" ]]; then
    echo "chromium: $("$CHROMIUM" --version 2>/dev/null || echo "present at $CHROMIUM")"
    exit 0
fi

if [[ "$(id -u)" -eq 0 ]]; then
    echo "chromium: not found, installing Debian's package (apt-get)..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
    if [[ -x "$CHROMIUM" ]]; then
        echo "chromium: installed, $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
        exit 0
    fi
    echo "chromium: apt-get finished but $CHROMIUM is still missing." >&2
    exit 1
fi

cat >&2 <<MSG
Chromium is missing: the browser tests need Debian's Chromium at $CHROMIUM.
Install it as root with:

    sudo apt-get update && sudo apt-get install -y chromium

then run the tests again.
MSG
exit 1
