# Everything runs from a project-local virtualenv that these targets create on demand.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# pyproject.toml's requires-python; Ubuntu 22.04's python3 is 3.10, for one.
NEED := 3.11
VERSION_OK = -c 'import sys; sys.exit(sys.version_info < (3, 11))'

.PHONY: venv run test test-fast lint bench clean postgres-binaries

# The interpreter is checked first, and a venv that could not be finished is removed, so the
# next `make` starts clean instead of failing on a half-made .venv.
$(STAMP): pyproject.toml
	@$(PYTHON) $(VERSION_OK) 2>/dev/null || { echo "Caravanserai needs Python $(NEED) or newer, but $(PYTHON) is $$($(PYTHON) --version 2>&1 || echo 'not installed'): install python$(NEED) (with python$(NEED)-venv on Debian/Ubuntu) and run: make PYTHON=python$(NEED)" >&2; exit 1; }
	@{ [ -x $(BIN)/python ] && $(BIN)/python $(VERSION_OK); } || { rm -rf $(VENV) && $(PYTHON) -m venv $(VENV); } || { rm -rf $(VENV); echo "Could not create $(VENV) with $(PYTHON): on Debian/Ubuntu install python$(NEED)-venv (or the venv package of your Python), then run make again" >&2; exit 1; }
	@echo "Installing Caravanserai and its dependencies into $(VENV)…"
	@{ $(BIN)/pip install --quiet --upgrade pip && $(BIN)/pip install --quiet ".[test]"; } || { rm -rf $(VENV); echo "Installing the dependencies failed (see above); $(VENV) was removed, so make can simply be run again" >&2; exit 1; }
	@touch $(STAMP)

# Only the virtualenv (for a service manager that runs .venv/bin/python bot.py itself).
venv: $(STAMP)

# bot.py explains its own failures (no token: how to get one) and exits 1-4; make passes
# that code on (scripts and service managers rely on it), adding only its own one line.
run: $(STAMP)
	@$(BIN)/python bot.py

# The tests run the PostgreSQL backend on a throwaway server of their own (store/testserver.py),
# from the distribution's server binaries: installed here where missing and we may (root or
# passwordless sudo, apt-get). Without them the PostgreSQL tests are skipped with one line,
# except in CI (.ci/run requires them).
postgres-binaries:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || \
	{ if command -v apt-get >/dev/null 2>&1 && { [ "$$(id -u)" = 0 ] || sudo -n true 2>/dev/null; }; then \
	    echo "Installing PostgreSQL's server binaries (package postgresql) for the tests…"; \
	    SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo -n); \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null; \
	  else echo "PostgreSQL's server binaries are not installed (package postgresql): its tests will be skipped"; fi; }

# Both tiers run in TEST_WORKERS processes (pytest-xdist; 0: in this one). Every test keeps to
# its own temporary folder, database, ports and PostgreSQL server (one per worker), so any
# two may run side by side. Python writes its bytecode caches here even where the shell says
# not to (PYTHONDONTWRITEBYTECODE): without them each worker compiles the suite and its
# rewritten asserts again, seconds of each run; .gitignore keeps them out of the repository.
TEST_WORKERS ?= 2

# The full suite: what CI runs. The type checker covers every package and top-level module
# (pyproject.toml's [tool.mypy] files). Work is stolen between the workers: an end-to-end
# file can take a minute, a unit test a millisecond.
# The ten slowest tests are listed at the end: the run takes at least as long as the longest.
test: export PYTHONDONTWRITEBYTECODE :=
test: $(STAMP) postgres-binaries
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist worksteal --durations=10

# The quick tier while working (README, "Development"): unit tests and one small
# sample of each contract; no whole-game playouts, no bot started (end to end or from its
# command line), no PostgreSQL server. A file stays on one worker (its module fixtures are built
# once). The five slowest tests are listed at the end, and a test of this tier that takes
# more than 2 s of CPU fails (tests/conftest.py): mark it slow or make it smaller.
test-fast: export PYTHONDONTWRITEBYTECODE :=
test-fast: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile --durations=5 \
		-m "not slow and not e2e and not postgres"

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP)
	$(BIN)/pip install --quiet '.[bench]'
	$(BIN)/python -m bench.run_all

clean:
	rm -rf $(VENV)
