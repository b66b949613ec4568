# Everything runs from a project-local virtualenv that these targets create on demand.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-fast lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet ".[test]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python bot.py

# The full suite: what CI runs.
test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

# The quick tier while working: no whole-game playouts, no end-to-end runs of the bot.
test-fast: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q -m "not slow and not e2e"

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP)
	$(BIN)/pip install --quiet '.[bench]'
	$(BIN)/python -m bench.run_all

clean:
	rm -rf $(VENV)
