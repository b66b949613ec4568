# Everything runs from a project-local virtualenv that these targets create on demand.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet ".[test]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python bot.py

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP)
	$(BIN)/pip install --quiet '.[bench]'
	$(BIN)/python -m bench.run_all

clean:
	rm -rf $(VENV)
