"""A throwaway PostgreSQL server for the tests and the benchmarks: its own data directory in a
temporary folder, a Unix socket there, no TCP port, trust authentication, durability off —
about two seconds to start, nothing left behind when it stops.

The server binaries come from the distribution's ``postgresql`` package (``make test``
installs it where it is missing and it may: see the Makefile); ``find_binaries`` looks in
``PG_BINDIR``, on ``PATH`` and under ``/usr/lib/postgresql/*/bin``. ``initdb`` refuses to run
as root, so as root the server runs as the ``postgres`` system user (the package creates it)
or, failing that, ``nobody``, which then owns the temporary folder.

    with LocalPostgres() as pg:
        dsn = pg.create_database("t1")   # postgresql://…/t1?host=<socket dir>
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

SUPERUSER = "caravanserai"


class Unavailable(RuntimeError):
    """No PostgreSQL server binaries here, or they would not start; the text says which."""


@dataclass(frozen=True)
class Binaries:
    initdb: str
    pg_ctl: str
    psql: str | None

    @property
    def bindir(self) -> str:
        return os.path.dirname(self.pg_ctl)


def find_binaries() -> Binaries | None:
    """The newest server installation found, or None."""
    if os.environ.get("PG_BINDIR"):  # said explicitly: there and nowhere else
        return _binaries_in(os.environ["PG_BINDIR"])
    dirs = sorted(glob.glob("/usr/lib/postgresql/*/bin"),
                   key=lambda d: int(d.split("/")[-2]) if d.split("/")[-2].isdigit() else 0,
                   reverse=True)
    for d in dirs:
        found = _binaries_in(d)
        if found is not None:
            return found
    initdb, pg_ctl = shutil.which("initdb"), shutil.which("pg_ctl")
    if initdb and pg_ctl:
        return Binaries(initdb, pg_ctl, shutil.which("psql"))
    return None


def _binaries_in(folder: str) -> Binaries | None:
    initdb, pg_ctl = os.path.join(folder, "initdb"), os.path.join(folder, "pg_ctl")
    if not (os.access(initdb, os.X_OK) and os.access(pg_ctl, os.X_OK)):
        return None
    psql = os.path.join(folder, "psql")
    return Binaries(initdb, pg_ctl, psql if os.access(psql, os.X_OK) else shutil.which("psql"))


def _runuser() -> str:
    for candidate in (shutil.which("runuser"), "/usr/sbin/runuser", "/sbin/runuser"):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    raise Unavailable("running as root, and runuser (util-linux) is missing to run the "
                      "PostgreSQL server as another user")


def _server_user() -> str | None:
    """Who runs the server: None (ourselves) unless we are root, which initdb refuses."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
        except KeyError:
            continue
        return name
    raise Unavailable("running as root with neither a 'postgres' nor a 'nobody' user to run "
                      "the PostgreSQL server as")


class LocalPostgres:
    """One server; ``start`` it (or use ``with``), ``create_database`` per test, ``stop``."""

    def __init__(self, binaries: Binaries | None = None) -> None:
        found = binaries or find_binaries()
        if found is None:
            raise Unavailable("no PostgreSQL server binaries (initdb, pg_ctl) found: install "
                              "the 'postgresql' package, or set PG_BINDIR")
        self.binaries = found
        self.user = _server_user()
        self.root: Path | None = None
        self._databases = 0

    # The socket path must stay under ~100 bytes: a short folder under /tmp.
    def start(self, timeout: float = 30.0) -> LocalPostgres:
        self.root = Path(tempfile.mkdtemp(prefix="cvpg-", dir="/tmp"))
        data = self.root / "data"
        if self.user is not None:
            entry = pwd.getpwnam(self.user)
            os.chown(self.root, entry.pw_uid, entry.pw_gid)
        init = [self.binaries.initdb, "-D", str(data), "-U", SUPERUSER, "--auth=trust",
                "--no-sync", "-E", "UTF8", "--locale=C"]
        self._run(init, timeout)
        self.resume(timeout)
        return self

    def pause(self) -> None:
        """Stop the server, keeping its data: its socket is gone until ``resume``."""
        assert self.root is not None, "not started"
        self._run([self.binaries.pg_ctl, "-D", str(self.root / "data"), "-m", "fast", "-w",
                   "stop"], 30)

    def resume(self, timeout: float = 30.0) -> None:
        """Start the server (again) on its data and socket folder."""
        assert self.root is not None, "not started"
        options = (f"-k {self.root} -c listen_addresses='' -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off "
                   "-c max_connections=200 -c shared_buffers=32MB")
        self._run([self.binaries.pg_ctl, "-D", str(self.root / "data"), "-o", options, "-l",
                   str(self.root / "server.log"), "-w", "-t", str(int(timeout)), "start"],
                  timeout + 5)

    def _run(self, argv: list[str], timeout: float) -> None:
        if self.user is not None:
            argv = [_runuser(), "-u", self.user, "--", *argv]
        started = time.monotonic()
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout,
                              cwd=self.root)
        if proc.returncode != 0:
            log = ""
            if self.root is not None and (self.root / "server.log").exists():
                log = (self.root / "server.log").read_text()[-2000:]
            raise Unavailable(f"{os.path.basename(argv[-1] if argv[-1] != 'start' else 'pg_ctl')}"
                              f" failed after {time.monotonic() - started:.1f} s: "
                              f"{(proc.stderr or proc.stdout).strip()[-1500:]} {log}".strip())

    @property
    def socket_dir(self) -> str:
        assert self.root is not None, "not started"
        return str(self.root)

    def dsn(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@/{database}?host={self.socket_dir}"

    def create_database(self, name: str | None = None) -> str:
        """A new, empty database; its DSN."""
        self._databases += 1
        name = name or f"t{self._databases}"
        self.sql(f'CREATE DATABASE "{name}"')
        return self.dsn(name)

    def sql(self, statement: str, database: str = "postgres") -> str:
        """Run one statement with psql (set-up only; the code under test uses its driver)."""
        if self.binaries.psql is None:
            raise Unavailable("psql not found")
        proc = subprocess.run([self.binaries.psql, "-X", "-q", "-A", "-t", "-v",
                               "ON_ERROR_STOP=1", "-h", self.socket_dir, "-U", SUPERUSER,
                               "-d", database, "-c", statement],
                              capture_output=True, text=True, timeout=30)
        if proc.returncode != 0:
            raise RuntimeError(proc.stderr.strip())
        return proc.stdout

    def stop(self) -> None:
        if self.root is None:
            return
        data = self.root / "data"
        if data.exists():
            try:
                self._run([self.binaries.pg_ctl, "-D", str(data), "-m", "immediate", "-w",
                           "stop"], 30)
            except (Unavailable, subprocess.TimeoutExpired):
                pass
        shutil.rmtree(self.root, ignore_errors=True)
        self.root = None

    def __enter__(self) -> LocalPostgres:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
