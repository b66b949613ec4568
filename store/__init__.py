"""Storage: the ``Storage`` interface and its SQLite implementation (the bot's default).

``Store`` is the SQLite store, so ``Store.open(path)`` opens the bot's database.
"""

from store.base import (
    ACTIVE,
    CANCELLED,
    CLOCK,
    FINISHED,
    LOBBY,
    OPEN_STATUSES,
    REMIND,
    ChannelBusy,
    GameRecord,
    Job,
    LoggedAction,
    Opening,
    Seat,
    Storage,
    StoreError,
    VersionConflict,
)
from store.sqlite import MIGRATIONS, SqliteStore

Store = SqliteStore

__all__ = ["ACTIVE", "CANCELLED", "CLOCK", "FINISHED", "LOBBY", "MIGRATIONS", "OPEN_STATUSES",
           "REMIND", "ChannelBusy", "GameRecord", "Job", "LoggedAction", "Opening", "Seat", "SqliteStore", "Storage", "Store", "StoreError",
           "VersionConflict"]
