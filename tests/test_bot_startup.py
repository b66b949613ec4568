"""bot.py start-up and shutdown as an operator sees them (issue 8, findings 2 and 7).

- without a token it explains how to set one up;
- a damaged, empty, newer, read-only or misplaced database makes it exit non-zero within
  10 s with one line naming the problem (it used to hang forever, or start empty);
- SIGTERM/SIGINT stop it within 5 s in every state, including discord.py's reconnect loop
  during an outage (it used to ignore SIGTERM there), and leave a sound database;
- ``bot.py --check`` is a read-only health check for a service manager.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from standin import BotProcess, StandIn
from store import MIGRATIONS, SqliteStore
from store.preflight import StartupError, check_database, open_checked
from table.health import heartbeat_path

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = len(MIGRATIONS)
READY = "Logged in as"


# The tests marked slow in this file start bot.py in a fresh interpreter (a second of CPU
# or more each): make test runs them, make test-fast does not.
@pytest.mark.slow
def test_missing_token_prints_setup_help(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    env["DISCORD_TOKEN"] = ""  # load_dotenv never overrides a set variable, even an empty one
    env["DATABASE_PATH"] = str(tmp_path / "x.db")
    proc = subprocess.run([sys.executable, "bot.py"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode != 0
    out = proc.stdout + proc.stderr
    assert "DISCORD_TOKEN" in out and "bot applications.commands" in out
    assert "Attach Files" in out and "Embed Links" in out
    assert "Traceback" not in out
    assert not (tmp_path / "x.db").exists()  # nothing is created before a token is given


# ---------------------------------------------------------------- helpers
def bot_env(database: Path | str, **extra: str) -> dict[str, str]:
    """A dummy token and a Discord that refuses connections: only the database matters."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    env.update(DISCORD_TOKEN="dummy.token", DISCORD_API_BASE="http://127.0.0.1:1/api/v10",
               DISCORD_GATEWAY_URL="ws://127.0.0.1:1/gateway", DEV_GUILD_ID="",
               DATABASE_PATH=str(database), DATABASE_URL="", LOG_LEVEL="INFO",
               PYTHONUNBUFFERED="1")
    env.update(extra)
    return env


def run_bot(args: list[str], env: dict[str, str], prefix: list[str] | None = None,
            ) -> tuple[subprocess.CompletedProcess[str], float]:
    started = time.monotonic()
    proc = subprocess.run([*(prefix or []), sys.executable, "bot.py", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=15)
    return proc, time.monotonic() - started


def make_real_db(path: Path, games: int = 0) -> None:
    """A genuine, migrated database (with some rows so that damage hits real pages)."""
    async def build() -> None:
        store = await SqliteStore.open(path)
        for n in range(games):
            await store.create_game(guild_id=1, channel_id=100 + n, kind="caravane", host_id=7,
                                    host_name="Amélie " * 20, host_colour="red",
                                    options={"pad": "x" * 500}, seed=n)
        await store.close()
    asyncio.run(build())
    assert not path.with_name(path.name + "-wal").exists()  # fully checkpointed


def integrity_ok(path: Path) -> bool:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()


def lingering_threads() -> list[threading.Thread]:
    """Non-daemon threads that would keep the process alive (not the loop's own executor)."""
    return [t for t in threading.enumerate()
            if t is not threading.main_thread() and t.is_alive() and not t.daemon
            and not t.name.startswith("asyncio_")]


async def new_lingering(before: set[threading.Thread], within: float = 3.0) -> set[str]:
    """Threads beyond ``before`` still alive after ``within`` s: a worker that is merely
    finishing (a loaded machine schedules it late) is given that long to end."""
    deadline = asyncio.get_running_loop().time() + within
    while True:
        extra = set(lingering_threads()) - before
        if not extra or asyncio.get_running_loop().time() > deadline:
            return {t.name for t in extra}
        await asyncio.sleep(0.05)


def drop_dac_prefix() -> list[str]:
    """Root ignores file modes; drop its override capabilities so read-only means read-only."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root (file modes are ignored) and setpriv is unavailable")
    return [setpriv, "--bounding-set", "-dac_override,-dac_read_search,-fowner", "--"]


# ---------------------------------------------------------------- damaged databases
def _corrupt_header(path: Path) -> str:
    make_real_db(path, games=20)
    with open(path, "r+b") as fh:
        fh.write(b"\xa5" * 100)
    return "not a database"


def _truncated(path: Path) -> str:
    make_real_db(path, games=40)
    os.truncate(path, path.stat().st_size // 2)
    return "malformed"


def _zero_bytes(path: Path) -> str:
    path.write_bytes(b"")
    return "empty (0 bytes)"


def _newer_schema(path: Path) -> str:
    make_real_db(path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    return f"newer Caravanserai (schema 99, this version knows {SCHEMA})"


def _directory(path: Path) -> str:
    path.mkdir()
    return "is a directory"


DAMAGE = {"corrupt_header": _corrupt_header, "truncated": _truncated, "zero_bytes": _zero_bytes,
          "newer_schema": _newer_schema, "directory": _directory}


def assert_refused(proc: subprocess.CompletedProcess[str], elapsed: float, path: Path,
                   words: str) -> None:
    assert proc.returncode == 3, (proc.returncode, proc.stderr)
    assert elapsed < 10, f"took {elapsed:.1f} s"
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr  # one line for the operator, no log noise
    assert lines[0].startswith("caravanserai: ") and str(path) in lines[0], lines[0]
    assert words in lines[0], lines[0]
    assert "Traceback" not in proc.stdout + proc.stderr


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_database_exits_with_one_line(tmp_path, kind):
    """Finding 2: it exits 3 within 10 s naming the path and the cause, and leaves the file as is."""
    path = tmp_path / "caravanserai.db"
    words = DAMAGE[kind](path)
    before = path.read_bytes() if path.is_file() else None
    proc, elapsed = run_bot([], bot_env(path))
    assert_refused(proc, elapsed, path, words)
    if before is not None:
        assert path.read_bytes() == before  # refused, not "repaired" or started empty
    assert not heartbeat_path(str(path)).exists()


@pytest.mark.e2e
async def test_damaged_database_with_discord_reachable_exits(standin, world, tmp_path):
    """The finding as reported: Discord is up, the database is not; the bot used to hang."""
    path = tmp_path / "caravanserai.db"
    await asyncio.to_thread(_corrupt_header, path)
    bot = BotProcess(standin, database_path=path, log_level="INFO")
    await bot.start(wait=False)
    try:
        assert bot.proc is not None
        code = await asyncio.wait_for(bot.proc.wait(), 10)
        assert code == 3
        assert "not a database" in bot.log_text() and "Traceback" not in bot.log_text()
        assert not standin.identifies  # it never logged in on a database it cannot use
    finally:
        await bot.close()


@pytest.mark.slow
def test_read_only_database_exits_with_one_line(tmp_path):
    """A read-only file in a read-only folder: refused at start, not at the first move."""
    prefix = drop_dac_prefix()
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "caravanserai.db"
    make_real_db(path, games=3)
    path.chmod(0o444)
    folder.chmod(0o555)
    try:
        proc, elapsed = run_bot([], bot_env(path), prefix)
        assert_refused(proc, elapsed, path, "read-only")
        check, _ = run_bot(["--check"], bot_env(path), prefix)
        assert check.returncode == 1 and "read-only" in check.stdout, check.stdout
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)


@pytest.mark.slow
def test_unwritable_folder_for_a_fresh_database(tmp_path):
    prefix = drop_dac_prefix()
    folder = tmp_path / "locked"
    folder.mkdir(mode=0o555)
    path = folder / "caravanserai.db"
    try:
        proc, elapsed = run_bot([], bot_env(path), prefix)
        assert_refused(proc, elapsed, path, "not writable")
        assert not path.exists()
    finally:
        folder.chmod(0o755)


async def test_open_checked_leaves_no_thread_behind(tmp_path):
    """The hang itself: a failed open must not leave aiosqlite's non-daemon worker running."""
    before = set(lingering_threads())
    for kind, damage in DAMAGE.items():
        path = tmp_path / f"{kind}.db"
        await asyncio.to_thread(damage, path)
        with pytest.raises(StartupError) as err:
            await open_checked(str(path), timeout=5)
        assert str(path) in str(err.value) and "\n" not in str(err.value)
        assert not await new_lingering(before), kind
    store = await open_checked(str(tmp_path / "new" / "fresh.db"))
    assert await store.schema_version() == SCHEMA
    await store.close()


async def test_sqlite_store_open_closes_the_connection_when_it_fails(tmp_path):
    """SqliteStore.open itself (no preflight): failing after connect closes the connection."""
    path = tmp_path / "corrupt.db"
    await asyncio.to_thread(_corrupt_header, path)
    before = set(lingering_threads())
    with pytest.raises(sqlite3.DatabaseError):
        await SqliteStore.open(path)
    assert not await new_lingering(before)


# ---------------------------------------------------------------- --check
@pytest.mark.slow
def test_check_ok_on_a_healthy_database(tmp_path):
    path = tmp_path / "caravanserai.db"
    make_real_db(path, games=2)
    env = bot_env(path, DISCORD_TOKEN="")  # a health check needs no token
    proc, _ = run_bot(["--check"], env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    line = proc.stdout.strip()
    assert line.startswith("ok: ") and f"schema v{SCHEMA}" in line and "not running" in line
    assert "\n" not in line and proc.stderr == ""

    # A live bot with a fresh heartbeat.
    beat = heartbeat_path(str(path))
    beat.write_text(json.dumps({"pid": os.getpid(), "at": time.time() - 12, "connected": True}))
    proc, _ = run_bot(["--check"], env)
    assert proc.returncode == 0, proc.stdout
    # 12 s old when written; the check process itself takes a moment to start.
    assert "bot connected" in proc.stdout and re.search(r"heartbeat 1[2-9] s ago", proc.stdout)


@pytest.mark.slow
def test_check_fails_on_a_corrupt_database(tmp_path):
    path = tmp_path / "caravanserai.db"
    _corrupt_header(path)
    before = path.read_bytes()
    proc, _ = run_bot(["--check"], bot_env(path))
    assert proc.returncode == 1
    assert proc.stdout.startswith("unhealthy: ") and "not a database" in proc.stdout
    assert path.read_bytes() == before


@pytest.mark.slow
def test_check_fails_on_a_stale_heartbeat_of_a_live_process(tmp_path):
    """A bot whose event loop is stuck still has a pid but stops writing its heartbeat."""
    path = tmp_path / "caravanserai.db"
    make_real_db(path)
    heartbeat_path(str(path)).write_text(
        json.dumps({"pid": os.getpid(), "at": time.time() - 600, "connected": True}))
    proc, _ = run_bot(["--check"], bot_env(path))
    assert proc.returncode == 1, proc.stdout
    assert "heartbeat" in proc.stdout and re.search(r"60\d s ago", proc.stdout)

    # The same file from a process that is gone is just a leftover: healthy, not running.
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    heartbeat_path(str(path)).write_text(
        json.dumps({"pid": int(dead.stdout), "at": time.time() - 600, "connected": True}))
    proc, _ = run_bot(["--check"], bot_env(path))
    assert proc.returncode == 0 and "not running" in proc.stdout, proc.stdout


@pytest.mark.slow
def test_check_never_creates_a_database(tmp_path):
    path = tmp_path / "nowhere" / "caravanserai.db"
    proc, _ = run_bot(["--check"], bot_env(path))
    assert proc.returncode == 1 and "does not exist" in proc.stdout
    assert not path.exists() and not path.parent.exists()
    assert check_database(str(path))[0] is False and not path.parent.exists()


# ---------------------------------------------------------------- running bot: e2e
@pytest.mark.e2e
async def test_fresh_database_starts_logs_and_heartbeats(standin, world, make_bot, tmp_path):
    path = tmp_path / "new" / "folder" / "caravanserai.db"
    bot = await make_bot(database_path=path, ready_marker=READY)
    log_text = bot.log_text()
    assert f"Database {path}: schema v{SCHEMA}, 0 games active, last error: none" in log_text
    beat = heartbeat_path(str(path))
    await standin.wait_until(lambda: beat.exists() and json.loads(beat.read_text())["connected"],
                             5, "a heartbeat saying connected")
    data = json.loads(beat.read_text())
    assert data["pid"] == bot.pid and data["schema_version"] == SCHEMA
    check = await asyncio.to_thread(run_bot, ["--check"], bot_env(path))
    assert check[0].returncode == 0 and "bot connected" in check[0].stdout, check[0].stdout
    assert await bot.stop(signal.SIGTERM, timeout=5) == 0
    assert not beat.exists()  # a clean stop removes the heartbeat
    assert integrity_ok(path)


@pytest.mark.e2e
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_signal_while_connected_stops_within_5s(standin, world, make_bot, sig):
    bot = await make_bot(ready_marker=READY)
    started = time.monotonic()
    assert await bot.stop(sig, timeout=5) == 0  # raises if the bot ignores the signal
    assert time.monotonic() - started < 5
    assert "Stopped." in bot.log_text()
    assert integrity_ok(bot.database_path)


@pytest.mark.e2e
async def test_a_stop_lets_a_move_in_flight_answer(standin, world, make_bot):
    """A restart (SIGTERM) while a player's move is being made: the move is saved and its
    private answer still comes, instead of "thinking..." for ever. Every REST answer is
    slowed so the move is still in flight when the signal comes."""
    from games.catan import ENGINE
    from standin.driving import db_game, open_table, play_value

    bot = await make_bot()
    players = world.players
    await open_table(standin, world.channel, players[0], players[1:], "catan")
    start, version = db_game(bot.database_path, "catan")
    seat = ENGINE.to_act(start)[0]
    settle = next(a for a in ENGINE.legal_actions(start, seat) if a["type"] == "build_settlement")
    standin.rest_latency = 0.3  # the board edit and the answer each take this long
    ix = await standin.slash(players[seat], world.channel, "play",
                             move=play_value(ENGINE, start, version, seat, settle))
    await ix.wait_ack(5)
    assert ix.original is not None and ix.original.loading  # deferred, not answered yet
    assert await bot.stop(signal.SIGTERM, timeout=6) == 0
    standin.rest_latency = 0.0
    assert not standin.dangling_deferrals(older_than=0.0)
    reply = await ix.wait_response(1)
    assert reply.ephemeral and reply.text.startswith("✅"), reply.text
    assert db_game(bot.database_path, "catan")[0]["node_owner"][settle["node"]] == seat
    log = bot.log_text()
    assert "in flight finish" in log and "Stopped." in log


RECONNECT = re.compile(r"Attempting a reconnect in (\d+\.\d+)s")


@pytest.mark.e2e
@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_signal_during_outage_stops_within_5s(standin, world, make_bot, sig):
    """Finding 7: Discord goes away and discord.py backs off before reconnecting; a signal
    during a long back-off (which discord.py sleeps out before noticing close()) still wins."""
    bot = await make_bot(ready_marker=READY)
    offset = len(bot.log_text())
    await standin.stop()  # gateway and REST both gone: the bot is in its reconnect loop
    await asyncio.sleep(3)
    # Signal right after the bot starts a back-off of at least 6 s (they double each time).
    deadline = time.monotonic() + 90
    seen = 0
    while True:
        delays = [float(d) for d in RECONNECT.findall(bot.log_text()[offset:])]
        if len(delays) > seen and delays[-1] >= 6:
            break
        seen = len(delays)
        assert time.monotonic() < deadline, f"no long back-off seen: {delays}"
        assert bot.running, bot.log_tail()
        await asyncio.sleep(0.05)
    started = time.monotonic()
    assert await bot.stop(sig, timeout=5) == 0  # raises if the bot ignores the signal
    assert time.monotonic() - started < 5
    bot.accept_tracebacks()  # discord.py logs each failed reconnect with its traceback
    assert integrity_ok(bot.database_path)


@pytest.mark.e2e
async def test_signal_while_logging_in_stops_within_5s(tmp_path):
    """Starting up: REST answers slowly, so the bot is still logging in when SIGTERM comes."""
    async with StandIn(rest_latency=30) as server:
        bot = BotProcess(server, database_path=tmp_path / "caravanserai.db", log_level="INFO")
        await bot.start(wait=False)
        try:
            await server.wait_until(lambda: "logging in" in bot.log_text(), 10, "login to begin")
            await asyncio.sleep(0.5)
            started = time.monotonic()
            assert await bot.stop(signal.SIGTERM, timeout=5) == 0
            assert time.monotonic() - started < 5
        finally:
            await bot.close()
        assert integrity_ok(tmp_path / "caravanserai.db")


# ---------------------------------------------------------------- at any size (issue 27)
def make_db_with_history(path: Path, moves: int = 4000) -> None:
    """A database whose bulk is an action log, as a real one's is (90 % of the file)."""
    make_real_db(path, games=5)
    with sqlite3.connect(path) as raw:
        raw.executemany(
            "INSERT INTO actions (game_id, seq, seat, user_id, action, summary, created_at) "
            "VALUES (1, ?, 0, 7, ?, '[]', 0)",
            [(n, json.dumps({"type": "bid", "amount": n, "pad": "x" * 300}))
             for n in range(1, moves + 1)])
    sqlite3.connect(path).execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()


def _damage_a_middle_page(path: Path) -> None:
    """Overwrite one leaf page in the middle of the action log: damage only a whole-file
    check finds (a bounded start-up check reads the b-trees' two ends, and starting the bot
    reads no finished game's moves)."""
    with sqlite3.connect(path) as raw:
        page = raw.execute("PRAGMA page_size").fetchone()[0]
        leaves = [n for (n,) in raw.execute(
            "SELECT pageno FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf' "
            "ORDER BY pageno")]
    number = leaves[len(leaves) // 2]
    with open(path, "r+b") as fh:
        fh.seek((number - 1) * page)
        fh.write(b"\x0d" + b"\xff" * (page - 1))


@pytest.mark.slow
def test_start_up_check_is_bounded_and_the_full_check_reads_everything(tmp_path):
    """The start-up check reads the header, the schema and the rows at both ends of each
    table — the same work for 10 games or 100,000 — and ``--check --full`` runs SQLite's
    whole-file quick_check, which finds damage the bounded check cannot see."""
    path = tmp_path / "caravanserai.db"
    make_db_with_history(path)
    ok, text = check_database(str(path), full=True)
    assert ok and "quick_check ok" in text, text
    _damage_a_middle_page(path)
    ok, text = check_database(str(path))
    assert ok, text  # bounded: the middle of the file is not read at start-up
    ok, text = check_database(str(path), full=True)
    assert not ok and "damaged" in text, text
    proc, _ = run_bot(["--check", "--full"], bot_env(path))
    assert proc.returncode == 1 and "damaged" in proc.stdout, proc.stdout
    proc, _ = run_bot(["--check"], bot_env(path))
    assert proc.returncode == 0, proc.stdout


def test_the_bounded_check_reads_a_fixed_number_of_rows(tmp_path, monkeypatch):
    """What the start-up check reads does not grow with the database: count the rows it
    fetches on a small and on a large file."""
    from store import preflight

    fetched: list[int] = []
    real = preflight._sample

    def counting(conn: sqlite3.Connection, tables: set[str]) -> None:
        conn.set_trace_callback(lambda sql: fetched.append(1) if "LIMIT" in sql else None)
        real(conn, tables)

    monkeypatch.setattr(preflight, "_sample", counting)
    small, large = tmp_path / "small.db", tmp_path / "large.db"
    make_real_db(small, games=5)
    make_real_db(large, games=500)
    for path in (small, large):
        fetched.clear()
        assert check_database(str(path))[0]
        assert fetched, "the sample ran"
        queries = len(fetched)
        assert queries <= 2 * 16  # two ends of each table, a fixed LIMIT each
    assert preflight.SAMPLE_ROWS <= 64


def _hold_write_lock(path: Path, release: threading.Event, held: threading.Event) -> None:
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    conn.execute("BEGIN EXCLUSIVE")
    held.set()
    release.wait(30)
    conn.execute("ROLLBACK")
    conn.close()


@pytest.mark.slow
async def test_a_locked_database_is_waited_for_not_refused(tmp_path, caplog):
    """Issue 27 item 3 / issue 28 item 24: a start-up that found the database locked by
    another process exited with the "permanent" code 3, which the shipped systemd unit does
    not restart. Now it says so in one log line per try and opens it once the lock is gone."""
    import bot

    path = tmp_path / "caravanserai.db"
    await asyncio.to_thread(make_real_db, path, 3)
    release, held = threading.Event(), threading.Event()
    holder = threading.Thread(target=_hold_write_lock, args=(path, release, held), daemon=True)
    holder.start()
    assert held.wait(5)
    monkey = {"LOCKED_RETRY_FIRST": bot.LOCKED_RETRY_FIRST}
    bot.LOCKED_RETRY_FIRST = 0.2
    try:
        never = asyncio.get_running_loop().create_future()
        opening = asyncio.ensure_future(bot._open_database(str(path), never))
        for _ in range(200):  # the preflight's own busy wait (4 s), then retries
            locked = [r for r in caplog.records if "locked by another process" in r.getMessage()]
            if len(locked) >= 2:
                break
            await asyncio.sleep(0.1)
        assert not opening.done()
        assert len(locked) >= 2 and all("trying again" in r.getMessage() for r in locked)
        release.set()
        store = await asyncio.wait_for(opening, 30)
        assert store is not None and await store.count_games("lobby") == 3
        await store.close()
    finally:
        bot.LOCKED_RETRY_FIRST = monkey["LOCKED_RETRY_FIRST"]
        release.set()
        holder.join(5)


@pytest.mark.e2e
async def test_after_an_unclean_stop_the_whole_file_is_checked_in_the_background(
        standin, world, make_bot, tmp_path):
    """A heartbeat file left behind means the last run was killed: the bot starts as fast as
    ever, then runs the whole-file check off the event loop and reports damage to the
    operator (log and /table health's last error)."""
    path = tmp_path / "caravanserai.db"
    await asyncio.to_thread(make_db_with_history, path)
    await asyncio.to_thread(_damage_a_middle_page, path)
    heartbeat_path(str(path)).write_text(json.dumps({"pid": 999999, "at": time.time() - 5}))
    bot = await make_bot(database_path=path, ready_marker=READY)
    await standin.wait_until(lambda: "quick_check" in bot.log_text() or "damaged" in
                             bot.log_text(), 20, "the background check's verdict")
    text = bot.log_text()
    assert "did not stop cleanly" in text and "damaged" in text, text
    assert "Traceback" not in text
    await bot.stop(signal.SIGTERM, timeout=5)

    # A clean stop leaves no heartbeat: the next start does not check the whole file again.
    clean = tmp_path / "clean.db"
    await asyncio.to_thread(make_real_db, clean, 3)
    bot = await make_bot(database_path=clean, ready_marker=READY)
    await asyncio.sleep(1)
    assert "did not stop cleanly" not in bot.log_text()
    await bot.stop(signal.SIGTERM, timeout=5)


async def test_the_background_check_never_drops_the_bots_locks(tmp_path):
    """Found by the crash-adoption e2e test: the background check read the file's header
    through a plain descriptor, and closing it dropped every POSIX lock the bot's process
    held on the database. Another process's reader then took itself for the last connection,
    checkpointed and deleted the WAL the bot went on writing to: the bot's next moves were
    invisible to everyone else (and would be lost in a crash)."""
    from store.preflight import full_check

    path = tmp_path / "caravanserai.db"
    store = await SqliteStore.open(path)
    game = await store.create_game(guild_id=1, channel_id=5, kind="caravane", host_id=1,
                                   host_name="Ana", host_colour="red", options={}, seed=1)
    read = [sys.executable, "-c", "import sqlite3, sys; print(sqlite3.connect(sys.argv[1])"
            ".execute('SELECT board_nonce FROM games').fetchone()[0])", str(path)]

    async def outside() -> str:
        proc = await asyncio.to_thread(subprocess.run, read, capture_output=True, text=True)
        return proc.stdout.strip()

    try:
        assert await full_check(str(path)) is None
        assert await outside() == "None"  # a reader in another process, after the check
        await store.set_board_nonce(game.id, "after-the-check")
        assert await outside() == "after-the-check"
    finally:
        await store.close()


def test_workers_that_do_not_stop_do_not_hold_the_exit(monkeypatch):
    """An executor's shutdown that hangs (seen once in CI after its workers were terminated)
    is given a second; the process then exits without it instead of waiting."""
    import bot

    release = threading.Event()

    class Stuck:
        def shutdown(self) -> None:
            release.wait(10)

    monkeypatch.setattr(bot, "RENDER_POOL", Stuck())
    monkeypatch.setattr(bot, "THINK_POOL", Stuck())
    bot._STUCK.clear()
    started = time.monotonic()
    try:
        bot._stop_workers(0.2)
        assert bot._STUCK.is_set() and time.monotonic() - started < 2
    finally:
        release.set()
        bot._STUCK.clear()
