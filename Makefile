# Happy Families: every set-up step lives here, so `make serve` and `make test` work on a fresh machine.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
VENV ?= .venv
PY := $(VENV)/bin/python
PYSTAMP := $(VENV)/.installed
NODESTAMP := node_modules/.installed
WHEEL_DIR := dist

.PHONY: setup serve site wheel lint test test-engine test-examples test-pyodide test-site test-browser \
        browser bench clean

$(PYSTAMP): requirements-dev.txt pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q -r requirements-dev.txt
	$(PY) -m pip install -q --no-deps --no-build-isolation -e .
	touch $@

$(NODESTAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

setup: $(PYSTAMP) $(NODESTAMP)

# hf_core as a pure wheel, the file Pyodide installs in the page.
wheel: $(PYSTAMP)
	rm -rf $(WHEEL_DIR) build
	$(PY) -m pip wheel -q --no-deps --no-build-isolation -w $(WHEEL_DIR) .

# The static site in site/ (the build copies the Pyodide runtime and the wheel into it).
site: setup wheel
	$(PY) -m mkdocs build --strict

serve: site
	$(PY) tests/browser/siteserver.py site 8000

lint: $(PYSTAMP)
	$(PY) -m ruff check hf_core tests examples benchmarks overrides scripts
	$(PY) -m mypy hf_core

test-engine: $(PYSTAMP)
	$(PY) -m pytest -q tests/engine hf_core

test-examples: $(PYSTAMP)
	@for f in examples/*.py; do echo "== $$f"; $(PY) $$f --ci > /dev/null; done

# The engine tests in Pyodide, then the site's trimmed standard library against the full one.
test-pyodide: setup wheel
	$(PY) scripts/pyodide_deps.py
	node tests/pyodide/run.mjs
	$(PY) scripts/stdlib_zip.py build/stdlib/python_stdlib.zip
	node tests/pyodide/trimmed.mjs build/stdlib/python_stdlib.zip

test-site: site
	$(PY) -m pytest -q tests/site

browser:
	@bash scripts/ensure-chromium.sh

test-browser: site browser
	$(PY) -m pytest -q tests/browser

test: lint test-engine test-examples test-pyodide test-site test-browser
	@echo "make test: all suites passed"

# Figures, printed (never timed tests): the engine on CPython, the pages in Chromium, then the
# runtime's bytes and start-up (full, trimmed and bytecode standard library) in Node.
bench: site browser
	$(PY) benchmarks/engine.py
	node benchmarks/engine_pyodide.mjs
	$(PY) benchmarks/page.py
	$(PY) benchmarks/runtime.py

clean:
	rm -rf site dist build .pyodide-deps .cache *.egg-info
