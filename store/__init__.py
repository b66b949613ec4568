"""Storage: the ``Storage`` interface and its SQLite implementation (the bot's default).

``Store`` is the SQLite store, so ``Store.open(path)`` opens the bot's database.
"""

from store.base import (
    ACTIVE,
    CANCELLED,
    FINISHED,
    LOBBY,
    OPEN_STATUSES,
    ChannelBusy,
    GameRecord,
    LoggedAction,
    Seat,
    Storage,
    StoreError,
    VersionConflict,
)
from store.sqlite import MIGRATIONS, SqliteStore

Store = SqliteStore

__all__ = ["ACTIVE", "CANCELLED", "FINISHED", "LOBBY", "MIGRATIONS", "OPEN_STATUSES", "ChannelBusy",
           "GameRecord", "LoggedAction", "Seat", "SqliteStore", "Storage", "Store", "StoreError",
           "VersionConflict"]
