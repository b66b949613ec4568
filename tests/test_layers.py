"""The layers hold (docs/architecture.md): the table, the games, the renderers and the store
work with Discord made unimportable, and nothing below the adapter reaches up into cogs/."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BELOW_THE_ADAPTER = ("table", "games", "render", "store")


def modules(package: str) -> list[str]:
    out = []
    for path in sorted((ROOT / package).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return out


def imported(path: Path) -> set[str]:
    """Every module a source file imports (at any depth, in TYPE_CHECKING blocks too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


@pytest.mark.slow  # a fresh interpreter importing every module: seconds, not milliseconds
def test_every_module_below_the_adapter_imports_with_discord_blocked():
    names = [m for package in BELOW_THE_ADAPTER for m in modules(package)]
    script = (
        "import importlib, sys\n"
        "sys.modules['discord'] = None  # import discord now raises ImportError\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        "assert 'discord' not in {m.split('.')[0] for m, v in sys.modules.items() if v}\n"
        "assert not [m for m in sys.modules if m.startswith('cogs')], 'cogs was imported'\n"
        "print('ok', len(" + repr(names) + "))\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("ok")


# Each reads every source file of the layers (about a second of CPU): make test runs these.
@pytest.mark.slow
def test_nothing_below_the_adapter_imports_discord_or_cogs():
    for package in BELOW_THE_ADAPTER:
        for path in sorted((ROOT / package).rglob("*.py")):
            roots = {name.split(".")[0] for name in imported(path)}
            assert not roots & {"discord", "cogs", "aiohttp"}, (path, roots & {"discord", "cogs"})


@pytest.mark.slow
def test_renderers_reach_the_table_only_for_words_and_read_no_game_files_by_path():
    for path in sorted((ROOT / "render").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        from_table = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and \
                    node.module.split(".")[0] == "table":
                from_table.update(f"{node.module}.{a.name}" if node.module == "table"
                                  else node.module for a in node.names)
            elif isinstance(node, ast.Import):
                from_table.update(a.name for a in node.names if a.name.startswith("table"))
        assert from_table <= {"table.i18n"}, (path, from_table)
        strings = {n.value for n in ast.walk(tree)
                   if isinstance(n, ast.Constant) and isinstance(n.value, str)}
        assert not {"cogs", "locales"} & strings, (path, "reads files of cogs/ by path")


DATABASE_DRIVERS = {"sqlite3", "aiosqlite", "asyncpg"}


@pytest.mark.slow
def test_no_database_driver_outside_the_store():
    """SQLite's and PostgreSQL's drivers are the store's: the rest asks ``Storage``."""
    for package in ("table", "cogs", "games", "render"):
        for path in sorted((ROOT / package).rglob("*.py")):
            assert not DATABASE_DRIVERS & imported(path), path
    assert not DATABASE_DRIVERS & imported(ROOT / "bot.py")


STAND_ON_PROJECT_CODE = ("bench", "standin")


def test_the_benchmarks_and_the_standin_import_nothing_from_the_tests():
    """A benchmark stands on project code, and the Discord stand-in is the project's own tool
    (it serves the real bot in the e2e tests and in benches): neither reaches into tests/."""
    checked = 0
    for package in STAND_ON_PROJECT_CODE:
        for path in sorted((ROOT / package).rglob("*.py")):
            roots = {name.split(".")[0] for name in imported(path)}
            assert "tests" not in roots, (path.relative_to(ROOT), sorted(
                n for n in imported(path) if n.split(".")[0] == "tests"))
            checked += 1
    assert checked > 20  # the folders were found and read


TEST_RUNNER = {"pytest", "pytest_asyncio"}


def test_the_benchmarks_load_no_test_runner():
    """A bench runs without pytest: neither it nor the stand-in modules it uses import pytest
    (only standin/fixtures.py does, and no bench imports that)."""
    for path in sorted((ROOT / "bench").rglob("*.py")):
        names = imported(path)
        assert not TEST_RUNNER & {n.split(".")[0] for n in names}, path.relative_to(ROOT)
        assert "standin.fixtures" not in names, path.relative_to(ROOT)
    for path in sorted((ROOT / "standin").rglob("*.py")):
        if path.name != "fixtures.py":
            roots = {n.split(".")[0] for n in imported(path)}
            assert not TEST_RUNNER & roots, path.relative_to(ROOT)
