"""The throwaway PostgreSQL server the tests and benches run on (store/testserver.py)."""

from __future__ import annotations

import os
import stat
from urllib.parse import urlsplit

import pytest

from store.testserver import SUPERUSER, LocalPostgres
from tests.support.postgres import start_or_skip

pytestmark = pytest.mark.postgres


def test_the_server_answers_on_its_socket_and_databases_are_apart(postgres_server):
    server: LocalPostgres = postgres_server
    assert "PostgreSQL" in server.sql("SELECT version()")
    first = server.create_database()
    second = server.create_database()
    assert first != second and first.startswith(f"postgresql://{SUPERUSER}@/")
    one, two = (urlsplit(dsn).path.lstrip("/") for dsn in (first, second))
    server.sql("CREATE TABLE t (x int); INSERT INTO t VALUES (1), (2)", database=one)
    assert server.sql("SELECT count(*) FROM t", database=one).strip() == "2"
    assert "t" not in server.sql("SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
                                 database=two).split()
    # No TCP port: only a Unix socket in the server's own folder.
    sockets = [n for n in os.listdir(server.socket_dir)
               if stat.S_ISSOCK(os.stat(os.path.join(server.socket_dir, n)).st_mode)]
    assert sockets and all(n.startswith(".s.PGSQL.") for n in sockets)
    assert server.sql("SHOW listen_addresses").strip() == ""


def test_a_stopped_server_leaves_nothing_behind():
    server = start_or_skip()
    root = server.root
    assert root is not None and root.exists()
    server.stop()
    assert not root.exists()
