"""Storage: the ``Storage`` interface and its SQLite implementation (the bot's default).

``Store`` is the SQLite store, so ``Store.open(path)`` opens the bot's database.
"""

from store.base import (
    ACTIVE,
    AI,
    CANCELLED,
    CLOCK,
    CORRUPT,
    FAILURES,
    FINISHED,
    FULL,
    HOLDER_KINDS,
    LOBBY,
    LOCKED,
    OPEN_STATUSES,
    PERSON,
    READONLY,
    REMIND,
    THINK,
    TREND,
    UNAVAILABLE,
    AlreadySeated,
    ChannelBusy,
    Finish,
    GameRecord,
    GameResult,
    ImportedGame,
    Job,
    LobbyClosed,
    LobbyFull,
    LoggedAction,
    NoSuchSeat,
    NotSeated,
    Opening,
    Placed,
    Rater,
    Rating,
    Seat,
    Standing,
    Storage,
    StoreError,
    VersionConflict,
)
from store.sqlite import MIGRATIONS, SqliteStore

Store = SqliteStore

__all__ = ["ACTIVE", "AI", "CANCELLED", "CLOCK", "CORRUPT", "FAILURES", "FINISHED", "FULL",
           "HOLDER_KINDS", "LOBBY", "LOCKED", "MIGRATIONS", "OPEN_STATUSES", "PERSON",
           "READONLY", "REMIND", "THINK", "TREND", "UNAVAILABLE", "AlreadySeated", "ChannelBusy",
           "Finish", "GameRecord", "GameResult", "ImportedGame", "Job", "LobbyClosed",
           "LobbyFull",
           "LoggedAction", "NoSuchSeat", "NotSeated", "Opening", "Placed", "Rater", "Rating",
           "Seat", "SqliteStore", "Standing", "Storage", "Store", "StoreError",
           "VersionConflict"]
