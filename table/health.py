"""What an operator needs to know about the running bot: where its database is, which schema,
how many games run, and the last thing that went wrong (storage, Discord). ``/table health``
and the start-up log line read it; the heartbeat file written from it feeds ``bot.py --check``.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Health:
    database_path: str  # where the heartbeat file goes: beside this (an SQLite file's) path
    # What the operator knows the database by (the file, or a URL without its password).
    database: str = ""
    schema_version: int = 0
    started_at: float = field(default_factory=time.time)
    games_active: int = 0
    connected: bool = False
    last_error: str | None = None
    last_error_at: float | None = None
    storage_errors: int = 0
    discord_errors: int = 0
    # The gateway shards this process runs ("0-1of4"; "" for every guild in one process):
    # each process of a sharded bot has a heartbeat and a /table health of its own.
    shards: str = ""

    def record_error(self, what: str, *, storage: bool = False) -> None:
        """Remember a failure for the operator (the log has the details)."""
        self.last_error = what[:300]
        self.last_error_at = time.time()
        if storage:
            self.storage_errors += 1
        else:
            self.discord_errors += 1

    def snapshot(self) -> dict[str, Any]:
        return {**asdict(self), "pid": os.getpid(), "at": time.time()}


def heartbeat_path(database_path: str, shards: str = "") -> Path:
    """The heartbeat file sits next to the database (``bot.py --check`` reads it); one per
    process: a sharded process's names its shards."""
    suffix = f".health-{shards}.json" if shards else ".health.json"
    return Path(database_path).with_suffix(suffix)


def heartbeat_paths(database_path: str) -> list[Path]:
    """Every process's heartbeat file beside the database (unsharded and sharded)."""
    base = Path(database_path)
    return sorted(base.parent.glob(f"{base.stem}.health*.json"))


def write_heartbeat(health: Health) -> None:
    path = heartbeat_path(health.database_path, health.shards)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(health.snapshot()))
    os.replace(tmp, path)  # atomic: --check never reads half a file
