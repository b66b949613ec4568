"""A first start that just works (issue 11, item 6), as a new operator meets it:

- the Makefile checks the Python version before making the venv and says in one line what
  to install; a venv that could not be finished is removed, so the next ``make`` starts clean;
- ``make run`` without a token prints the setup help and nothing of make's;
- no token, a refused token and no network each end in one line, never a traceback;
- a relative DATABASE_PATH is read from the project folder, wherever the bot starts;
- the command-sync fingerprint is kept per bot application;
- the service files (systemd unit, Dockerfile) install and run what ``make run`` does.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tomllib
import uuid
from pathlib import Path

import pytest

from standin import BotProcess, StandIn

ROOT = Path(__file__).resolve().parents[1]
MAKE = shutil.which("make")
needs_make = pytest.mark.skipif(MAKE is None, reason="make is not installed")
LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} (DEBUG|INFO|WARNING|ERROR) ")


def fake_python(folder: Path, name: str, script: str) -> Path:
    path = folder / name
    path.write_text("#!/bin/sh\n" + script)
    path.chmod(0o755)
    return path


def make_venv(folder: Path, python: Path) -> subprocess.CompletedProcess[str]:
    """The Makefile's venv step, in ``folder`` (a copy of pyproject.toml beside it)."""
    shutil.copy(ROOT / "pyproject.toml", folder / "pyproject.toml")
    return subprocess.run([MAKE, "-f", str(ROOT / "Makefile"), f"PYTHON={python}", "venv"],
                          cwd=folder, capture_output=True, text=True, timeout=60)


# ---------------------------------------------------------------- the Makefile
@needs_make
def test_an_old_python_is_named_with_what_to_install_and_no_venv_is_made(tmp_path):
    old = fake_python(tmp_path, "python3", 'if [ "$1" = "--version" ]; then '
                      'echo "Python 3.10.12"; exit 0; fi\nexit 1\n')
    proc = make_venv(tmp_path, old)
    assert proc.returncode != 0
    ours = [line for line in proc.stderr.splitlines() if not line.startswith("make")]
    assert len(ours) == 1, proc.stderr
    assert "needs Python 3.11 or newer" in ours[0] and "Python 3.10.12" in ours[0]
    assert "install python3.11" in ours[0] and "make PYTHON=python3.11" in ours[0]
    assert not (tmp_path / ".venv").exists()


@needs_make
def test_a_venv_that_fails_half_way_is_removed(tmp_path):
    # Debian's python3.11 without python3.11-venv: the folder is made, then ensurepip fails.
    broken = fake_python(tmp_path, "python3", 'if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then '
                         'mkdir -p "$3/bin"; echo "ensurepip is not available" >&2; exit 1; fi\n'
                         'exit 0\n')
    proc = make_venv(tmp_path, broken)
    assert proc.returncode != 0 and "python3.11-venv" in proc.stderr
    assert not (tmp_path / ".venv").exists()
    # The venv is made but installing into it fails (no network, say): removed as well.
    no_pip = fake_python(tmp_path, "python3", 'if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then '
                         'mkdir -p "$3/bin"; printf "#!/bin/sh\\nexit 1\\n" > "$3/bin/pip"; '
                         'chmod +x "$3/bin/pip"; fi\nexit 0\n')
    proc = make_venv(tmp_path, no_pip)
    assert proc.returncode != 0 and "was removed" in proc.stderr
    assert not (tmp_path / ".venv").exists()


# Runs make, or bot.py in a fresh interpreter (about a second of CPU): make test only.
@pytest.mark.slow
@needs_make
def test_make_run_without_a_token_prints_the_help_and_fails(tmp_path):
    """Issue 28, item 23: a failed start exits non-zero (scripts and service managers rely
    on it): the bot's help, then make's own one line, and make's exit status 2."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "MAKE"))}
    env.update(DISCORD_TOKEN="", DATABASE_PATH=str(tmp_path / "x.db"))
    venv = Path(sys.prefix)
    # -o: use the venv running these tests as it is (never reinstall from here).
    proc = subprocess.run([MAKE, "-o", str(venv / ".installed"), f"VENV={venv}", "run"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 2, out
    assert out.startswith("DISCORD_TOKEN is not set") and "bot applications.commands" in out
    extra = [line for line in out.splitlines() if "make" in line.replace("make run", "")]
    assert len(extra) == 1 and extra[0].startswith("make: ***") and "Error 2" in extra[0], out
    assert "Traceback" not in out
    assert not (tmp_path / "x.db").exists()


def test_the_invite_link_readme_and_help_ask_for_the_same_permissions():
    """Issue 28, item 10: the link printed by ``make run`` asked for fewer permissions than the
    README listed (no Create Public Threads), so a server set up as told got no threads."""
    import discord

    import bot
    from cogs.table.failures import BOARD_PERMISSIONS

    wanted = set(bot.INVITE_PERMISSIONS)
    # The link's number is exactly these permissions.
    granted = discord.Permissions(bot.invite_permissions_value())
    assert all(getattr(granted, name) for name in wanted)
    assert bin(granted.value).count("1") == len(wanted)  # and nothing else
    link = re.search(r"permissions=(\d+)", bot.SETUP_HELP)
    assert link and int(link.group(1)) == bot.invite_permissions_value()
    # Threads need both thread permissions; boards need what the table checks before posting.
    assert {"create_public_threads", "send_messages_in_threads"} <= wanted
    assert set(BOARD_PERMISSIONS) <= wanted
    help_names = set(re.findall(r"[A-Z][a-z]+(?: (?:in|[A-Z][a-z]+))*",
                                bot.SETUP_HELP.split("permissions:")[1].split("or open")[0]))
    readme = (ROOT / "README.md").read_text()
    listed = re.search(r"the permissions (.*?) \(the link", readme, re.S).group(1)
    readme_names = {n.strip() for n in re.split(r",|\band\b", listed.replace("\n", " "))
                    if n.strip()}
    titles = {bot.permission_title(p) for p in bot.INVITE_PERMISSIONS}
    assert help_names == titles, help_names
    assert readme_names == titles, readme_names


# ---------------------------------------------------------------- one-line errors
def bot_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    env.update(DISCORD_TOKEN="dummy.token", DEV_GUILD_ID="", LOG_LEVEL="INFO",
               DATABASE_PATH=str(tmp_path / "caravanserai.db"), PYTHONUNBUFFERED="1")
    env.update(extra)
    return env


def assert_one_line(proc: subprocess.CompletedProcess[str], code: int, *words: str) -> str:
    """Exit ``code``, no traceback, and besides the bot's ordinary log records exactly one
    line: the error, naming ``words``."""
    out = proc.stdout + proc.stderr
    assert proc.returncode == code, out
    assert "Traceback" not in out, out
    lines = [line for line in proc.stderr.splitlines() if line and not LOG_LINE.match(line)]
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("caravanserai: "), lines[0]
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize(("api", "why"), [
    ("http://127.0.0.1:1/api/v10", "Connect call failed"),       # connection refused
    ("http://caravanserai-test.invalid/api/v10", "caravanserai-test.invalid"),  # no DNS
], ids=["refused", "dns"])
@pytest.mark.slow
def test_no_network_is_one_line_and_exit_4(tmp_path, api, why):
    proc = subprocess.run([sys.executable, "bot.py"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env=bot_env(tmp_path, DISCORD_API_BASE=api))
    line = assert_one_line(proc, 4, "could not connect to Discord", why)
    assert "Check the network" in line
    assert "voice will NOT be supported" not in proc.stderr  # the bot has no voice


@pytest.mark.e2e
async def test_a_refused_token_is_one_line_and_exit_1(tmp_path):
    async with StandIn(token="the.real.token") as server:
        bot = BotProcess(server, database_path=tmp_path / "caravanserai.db", log_level="INFO",
                         env={"DISCORD_TOKEN": "a.wrong.token"})
        await bot.start(wait=False)
        try:
            assert bot.proc is not None
            assert await bot.proc.wait() == 1
        finally:
            await bot.close()
        log = bot.log_text()
    assert "Traceback" not in log
    errors = [line for line in log.splitlines()
              if line.strip() and not LOG_LINE.match(line) and not line.startswith("=====")]
    assert errors == ["caravanserai: Discord refused the token in DISCORD_TOKEN. Copy it again "
                      "from the application's Bot page (see .env.example)."]
    assert not server.identifies


@pytest.mark.e2e
async def test_an_unreachable_gateway_is_retried_in_one_line_each(tmp_path):
    """Logged in, but the gateway cannot be reached (the network went away): the bot
    retries, and each attempt is one log line instead of a traceback, for days if need be.
    (discord.py alone died at its second attempt: it tried to resume a session it never had.)"""
    async with StandIn() as server:
        bot = BotProcess(server, database_path=tmp_path / "caravanserai.db", log_level="INFO",
                         env={"DISCORD_GATEWAY_URL": "ws://127.0.0.1:1/gateway"})
        await bot.start(wait=False)
        try:
            await server.wait_until(lambda: bot.log_text().count("Attempting a reconnect") >= 3,
                                    40, "three reconnect attempts")
            assert bot.running, bot.log_tail()
            assert await bot.stop(signal.SIGTERM, timeout=5) == 0
        finally:
            await bot.close()
        log = bot.log_text()
    line = next(line for line in log.splitlines() if "Attempting a reconnect" in line)
    assert "WARNING" in line and "Connect call failed" in line
    assert "Traceback" not in log


# ---------------------------------------------------------------- paths
@pytest.mark.slow
def test_a_relative_database_path_is_read_from_the_project_folder(tmp_path):
    name = f"data/first-start-{uuid.uuid4().hex}.db"
    target = ROOT / name
    try:
        env = bot_env(tmp_path, DATABASE_PATH=name,
                      DISCORD_API_BASE="http://127.0.0.1:1/api/v10")
        # Started from elsewhere, it opens (here: creates) the project's file, not ./data/…
        proc = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 4, proc.stderr
        assert target.exists() and not (tmp_path / name).exists()
        assert f"Database {target}:" in proc.stderr
        check = subprocess.run([sys.executable, str(ROOT / "bot.py"), "--check"], cwd=tmp_path,
                               env=env, capture_output=True, text=True, timeout=60)
        assert check.returncode == 0 and str(target) in check.stdout, check.stdout
    finally:
        for leftover in ROOT.glob(f"{name}*"):
            leftover.unlink()
        for leftover in (ROOT / "data").glob(f"{Path(name).stem}*"):
            leftover.unlink()


def test_settings_resolve_paths_against_the_project(monkeypatch):
    import bot

    assert bot.project_path("data/x.db") == str(ROOT / "data" / "x.db")
    assert bot.project_path("/srv/x.db") == "/srv/x.db"
    assert bot.project_path(":memory:") == ":memory:"
    monkeypatch.setenv("HOME", "/home/someone")
    assert bot.project_path("~/x.db") == "/home/someone/x.db"
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    assert bot.Settings.from_env().database_path == str(ROOT / "data" / "caravanserai.db")


# ---------------------------------------------------------------- the command sync
@pytest.mark.e2e
async def test_a_new_application_reusing_the_database_gets_its_commands(tmp_path):
    """The fingerprint of the last sync used to be one file beside the database: a second bot
    application started on that database found it "unchanged" and never synced, so its
    users had no slash commands at all."""
    database = tmp_path / "caravanserai.db"
    async with StandIn() as first:
        bot = BotProcess(first, database_path=database, log_level="INFO")
        await bot.start(sync=True)
        assert first.global_commands
        await bot.stop()
        await bot.start(ready_marker="Slash commands unchanged")  # same app: no second sync
        assert len(first.command_syncs) == 1
        await bot.close()
    async with StandIn() as second:
        assert second.application_id != first.application_id
        bot = BotProcess(second, database_path=database, log_level="INFO")
        await bot.start(sync=True)
        try:
            assert {c["name"] for c in second.global_commands} >= {"table", "play", "caravane"}
        finally:
            await bot.close()
    markers = sorted(p.name for p in tmp_path.glob("*.sha256"))
    assert markers == [f"caravanserai.commands-{first.application_id}.sha256",
                       f"caravanserai.commands-{second.application_id}.sha256"]


# ---------------------------------------------------------------- running it for days
def test_the_systemd_unit_runs_the_venv_bot_and_stops_restarting_on_hopeless_exits(tmp_path):
    unit = (ROOT / "deploy" / "caravanserai.service").read_text()
    service = dict(line.split("=", 1) for line in unit.splitlines()
                   if "=" in line and not line.startswith("#"))
    assert service["ExecStart"] == "/opt/caravanserai/.venv/bin/python bot.py"
    assert service["WorkingDirectory"] == "/opt/caravanserai"
    assert service["User"] != "root" and service["Restart"] == "on-failure"
    assert set(service["RestartPreventExitStatus"].split()) == {"1", "2", "3"}  # 4: retried
    assert service["ReadWritePaths"] == "/opt/caravanserai/data"
    verify = shutil.which("systemd-analyze")
    if verify is None:
        return
    # The unit with this checkout in place of /opt/caravanserai: systemd accepts it.
    local = tmp_path / "caravanserai.service"
    local.write_text(unit.replace("/opt/caravanserai/.venv/bin/python", sys.executable)
                     .replace("/opt/caravanserai", str(ROOT)))
    proc = subprocess.run([verify, "verify", str(local)], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr


def dockerfile_instructions(text: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of a Dockerfile, continuation lines joined, comments dropped."""
    out: list[tuple[str, str]] = []
    pending = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        pending = f"{pending} {line}".strip()
        if pending.endswith("\\"):
            pending = pending[:-1].rstrip()
            continue
        word, _, rest = pending.partition(" ")
        out.append((word.upper(), rest.strip()))
        pending = ""
    assert not pending, "a dangling continuation line"
    return out


def test_the_dockerfile_installs_from_pyproject_and_runs_bot_py_unprivileged():
    """Docker is not available where these tests run, so the Dockerfile is checked for what a
    build relies on: every instruction known, the install from pyproject.toml, everything the
    bot imports copied, a non-root user, bot.py as PID 1 with its health check."""
    steps = dockerfile_instructions((ROOT / "Dockerfile").read_text())
    known = {"FROM", "ENV", "WORKDIR", "COPY", "RUN", "USER", "VOLUME", "HEALTHCHECK", "CMD",
             "EXPOSE", "ARG", "LABEL", "STOPSIGNAL"}
    assert {word for word, _ in steps} <= known
    assert steps[0][0] == "FROM"
    python = re.fullmatch(r"python:(\d+)\.(\d+)-slim", steps[0][1])
    needs = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    assert python and needs == ">=3.11" and (int(python[1]), int(python[2])) >= (3, 11)
    order = [word for word, _ in steps]
    copies = [args.split()[0] for word, args in steps if word == "COPY"]
    assert copies[0] == "pyproject.toml" and ("RUN", "pip install .") in steps
    assert order.index("RUN") > order.index("COPY")  # the install sees pyproject.toml
    # Everything bot.py imports at start-up is in the image.
    for needed in ("bot.py", "cogs", "games", "render", "store", "table"):
        assert needed in copies, needed
    user = [args for word, args in steps if word == "USER"]
    assert user and user[-1] not in ("root", "0")
    assert order.index("USER") < order.index("CMD")
    cmd = [args for word, args in steps if word == "CMD"][-1]
    assert cmd == '["python", "bot.py"]'  # exec form: the bot gets SIGTERM itself
    assert any(word == "HEALTHCHECK" and '"bot.py", "--check"' in args for word, args in steps)
    env = " ".join(args for word, args in steps if word == "ENV")
    assert "DATABASE_PATH=/data/" in env and ("VOLUME", '["/data"]') in steps
    # Secrets and local state stay out of the build context.
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert {".env", ".venv", "data", ".git"} <= set(ignored)


def test_env_example_names_every_setting_the_bot_reads():
    sources = [ROOT / "bot.py", *(p for pkg in ("cogs", "games", "render", "store", "table")
                                   for p in (ROOT / pkg).rglob("*.py"))]
    read = {name for path in sources
            for name in re.findall(r'os\.environ\.get\("([A-Z_]+)"', path.read_text())}
    example = set(re.findall(r"^(?:# )?([A-Z_]+)=", (ROOT / ".env.example").read_text(), re.M))
    assert {"DISCORD_API_BASE", "DISCORD_GATEWAY_URL"} <= read  # the stand-in's, named too
    assert read <= example, sorted(read - example)
