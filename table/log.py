"""A game's story in words: ``/table log`` pages and the new-turn message's catch-up line.

Nothing here is stored as prose. The action log holds ``(seat, action)`` rows; the engines are
deterministic, so replaying them from the game's seed and options gives back every action's
events — private ones too, which only their seats may read — in whatever language the reader
speaks, worded by each game's ``ui.event_text`` (which the board already uses).

A replay is checked against the stored state: an engine whose rules changed since a game
began could replay it differently (other dice, a move refused), and a log must never tell a
story that did not happen. Then, or for rows logged before events were kept, the public events
stored with each row are shown instead (their English text for the oldest rows).

Replays are cached per game, bounded, and extended by the new actions only, so a new turn in
a long game costs one ``apply``, not the whole game again.

Each line starts with where in the game it happened (turn, round, week and day), read from the
public view before the action by the names the games' views already use (``LOG_POSITION``);
a game whose view has none of them gets lines without it.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.base import Engine, Event, RuleError, State
from store import AI
from table import i18n
from table.ai import actor_level
from table.core import AUTO_ACTOR
from table.kind import seat_name
from table.words import t

if TYPE_CHECKING:
    from store import GameRecord, LoggedAction, Storage
    from table.kind import GameKind

log = logging.getLogger(__name__)

LOG_KEY = "log"            # the custom-id key of the log's page buttons
PAGE_LIMIT = 2000          # what one Discord message holds
HEADER_RESERVE = 260       # room kept on every page for its title and legend
LINE_LIMIT = 360           # one event's line at most (a long production line stays readable)
SINCE_LIMIT = 300          # the catch-up line's events at most, before "…and N more"
CATCH_UP_ROWS = 200        # the most recent moves the catch-up line looks back over
DIGEST_LINES = 10          # a new turn message's digest at most (the newest), below its image
CACHED_GAMES = 16          # replays kept: ~350 kB for a 400-action game (bench.log_replay)
INLINE_STEPS = 40          # actions replayed on the event loop; more go to a thread
SECRET = "🤫"              # marks a line only its reader can see

# Where in the game an action happened, from the public view (names the engines use):
# (view keys that must all be positive whole numbers, the mark's parameters they fill, the
# mark's catalogue key, its legend's). The first rule whose first key the view has decides.
LOG_POSITION: tuple[tuple[tuple[str, ...], tuple[str, ...], str, str], ...] = (
    (("week", "day"), ("week", "day"), "log-at-day", "log-legend-day"),
    (("stage", "round"), ("stage", "round"), "log-at-round", "log-legend-round"),
    (("turns",), ("turn",), "log-at-turn", "log-legend-turn"),  # Catan: "turn" is a seat
    (("turn",), ("turn",), "log-at-turn", "log-legend-turn"),
)
SETUP = "log-at-setup"

Position = tuple[str, dict[str, int]]


@dataclass(frozen=True)
class Entry:
    """One logged action: who, when, where in the game, and what it made happen."""

    seq: int
    seat: int
    at: float
    position: Position | None
    events: tuple[Event, ...]
    text: str = ""  # a row logged before events were stored: its English summary
    auto: bool = False  # a forced move the table played by itself (nobody clicked)
    ai: str | None = None  # the level of the AI that played it (None: a person or the table)

    def lines(self, kind: GameKind, names: Sequence[str], reader: int | None) -> list[str]:
        """The lines ``reader`` may read (None: a spectator, or the public): public events,
        and private ones only when the reader is among their ``private_to`` seats."""
        out = []
        for event in self.events:
            secret = "private_to" in event
            if secret and (reader is None or reader not in event["private_to"]):
                continue
            try:
                line = kind.ui.event_text(event, names)
            except (KeyError, TypeError, ValueError, IndexError):
                # An event stored by an older version may lack a parameter today's words need.
                log.warning("No words for logged event %r of %s", event, kind.key)
                continue
            line = " ".join(line.split())  # one line each, whatever the catalogue holds
            if not line:
                continue
            if secret and not line.startswith(SECRET):
                line = f"{SECRET} {line}"
            out.append(line[:LINE_LIMIT])
        if not self.events and self.text:
            out.append(" ".join(self.text.split())[:LINE_LIMIT])
        return out


def position(view: dict[str, Any]) -> Position | None:
    """Where the public ``view`` is in the game: a mark's catalogue key and its numbers."""
    if view.get("phase") == "setup":
        return SETUP, {}
    for keys, params, key, _ in LOG_POSITION:
        if keys[0] not in view:
            continue
        values = [view.get(k) for k in keys]
        if all(type(v) is int and v > 0 for v in values):
            return key, dict(zip(params, values, strict=True))  # type: ignore[arg-type]
        return None  # the game counts this way but has not begun (e.g. turn 0)
    return None


def _legend(key: str) -> str:
    return next((legend for *_, mark, legend in LOG_POSITION if mark == key), "")


def _same_json(a: State, b: State) -> bool:
    """Whether two states are equal as stored (the store keeps JSON: tuples become lists)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@dataclass
class _Replay:
    steps: list[tuple[int, dict[str, Any]]]
    state: State
    entries: list[Entry]


class History:
    """Replays of recent games, least recently used dropped first."""

    def __init__(self, size: int = CACHED_GAMES) -> None:
        self.size = size
        self._games: OrderedDict[tuple[str, int, str], _Replay] = OrderedDict()

    def clear(self) -> None:
        self._games.clear()

    def entries(self, engine: Engine, game: GameRecord,
                actions: Sequence[LoggedAction]) -> list[Entry]:
        """Every logged action of ``game`` with its events: replayed when the replay reaches
        the stored state, else what each row stored."""
        key, start = self._start(engine, game, actions)
        return self._finish(engine, game, actions, key,
                            lambda: _extend(engine, start, actions))

    async def entries_async(self, engine: Engine, game: GameRecord,
                            actions: Sequence[LoggedAction]) -> list[Entry]:
        """``entries``, replaying many actions in a thread: a long game's first replay takes
        tens of milliseconds, which the event loop (acks, heartbeats) must not wait for."""
        key, start = self._start(engine, game, actions)
        if len(actions) - len(start.steps) <= INLINE_STEPS:
            return self.entries(engine, game, actions)
        try:
            replay = await asyncio.to_thread(_extend, engine, start, actions)
        except RuleError as exc:
            return self._unreplayable(game, actions, exc)
        return self._finish(engine, game, actions, key, lambda: replay)

    def _start(self, engine: Engine, game: GameRecord, actions: Sequence[LoggedAction]
               ) -> tuple[tuple[str, int, str], _Replay]:
        """The cache key and where to replay from: the cached replay when the log still
        begins with what it replayed, else the game's first state."""
        # The seed is a secret no two games share, so it tells games of different databases
        # (tests, a restored backup) apart even when their ids are equal.
        key = (game.kind, game.id, str(game.seed))
        cached = self._games.get(key)
        if cached is not None and len(cached.steps) <= len(actions) and all(
                step == (a.seat, a.action) for step, a in zip(cached.steps, actions, strict=False)):
            return key, cached
        return key, _Replay([], engine.new(len(game.seats), game.seed, dict(game.options)), [])

    def _finish(self, engine: Engine, game: GameRecord, actions: Sequence[LoggedAction],
                key: tuple[str, int, str], replayed: Callable[[], _Replay]) -> list[Entry]:
        if game.state is None:
            return _stored(actions)
        try:
            replay = replayed()
        except RuleError as exc:
            return self._unreplayable(game, actions, exc)
        self._games[key] = replay
        self._games.move_to_end(key)
        while len(self._games) > self.size:
            self._games.popitem(last=False)
        if not _same_json(replay.state, engine.migrate(game.state)):
            # Another state than the one stored: the rules changed since the game began, or
            # a move landed between reading the game and its log. Only stored words are safe.
            log.info("Replay of game %s differs from its stored state; stored events shown",
                     game.id)
            return _stored(actions)
        return replay.entries

    @staticmethod
    def _unreplayable(game: GameRecord, actions: Sequence[LoggedAction],
                      exc: RuleError) -> list[Entry]:
        log.warning("Game %s does not replay (%s); its log shows the stored events", game.id, exc)
        return _stored(actions)


def _extend(engine: Engine, start: _Replay, actions: Sequence[LoggedAction]) -> _Replay:
    """``start`` carried on through the rest of ``actions`` (a new object: ``start`` may be
    the cached replay, which others may be reading)."""
    steps, entries, state = list(start.steps), list(start.entries), start.state
    for row in actions[len(steps):]:
        where = position(engine.view(state, None))
        state, events = engine.apply(state, row.seat, row.action)
        steps.append((row.seat, row.action))
        entries.append(Entry(row.seq, row.seat, row.created_at, where, tuple(events),
                             auto=row.user_id == AUTO_ACTOR, ai=actor_level(row.user_id)))
    return _Replay(steps, state, entries)


def _stored(actions: Sequence[LoggedAction]) -> list[Entry]:
    """Entries from what each row stored: its public events (JSON), or an old English line."""
    out = []
    for a in actions:
        try:
            found = json.loads(a.summary)
        except (ValueError, TypeError):
            found = None
        if isinstance(found, list):
            events = tuple(e for e in found if isinstance(e, dict) and "private_to" not in e)
            out.append(Entry(a.seq, a.seat, a.created_at, None, events,
                             auto=a.user_id == AUTO_ACTOR, ai=actor_level(a.user_id)))
        else:
            out.append(Entry(a.seq, a.seat, a.created_at, None, (), a.summary or "",
                             auto=a.user_id == AUTO_ACTOR, ai=actor_level(a.user_id)))
    return out


HISTORY = History()


async def load(store: Storage, kind: GameKind, game: GameRecord) -> list[Entry]:
    """The game's entries, read from ``store`` (the caller reads ``game`` just before)."""
    actions = await store.actions(game.id)
    return await HISTORY.entries_async(kind.engine, game, actions)


# -- /table log ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Page:
    text: str
    index: int   # 0 = the newest page
    count: int

    @property
    def has_older(self) -> bool:
        return self.index + 1 < self.count

    @property
    def has_newer(self) -> bool:
        return self.index > 0


@dataclass(frozen=True)
class _Line:
    text: str
    mark: str      # the position's catalogue key ("" = none)
    at: float
    secret: bool
    move: int = 0  # which entry (move) of the log the line belongs to


def _lines(kind: GameKind, names: Sequence[str], entries: Sequence[Entry],
           reader: int | None, robots: frozenset[int] = frozenset()) -> list[_Line]:
    """``robots``: the seats the AI holds (their names say so); on anyone else's seat, a
    move the AI made for its person is said to be the AI's."""
    out = []
    for entry in entries:
        mark_key, mark = "", ""
        if entry.position is not None:
            mark_key = entry.position[0]
            mark = t(mark_key, **entry.position[1])
        lines = entry.lines(kind, names, reader)
        if entry.auto and lines:
            # Said as on the board: nobody chose this move, the table played it.
            lines.insert(0, t("auto-played", name=seat_name(names, entry.seat)))
        elif entry.ai and lines and entry.seat not in robots:
            lines.insert(0, t("ai-played", name=seat_name(names, entry.seat)))
        for line in lines:
            text = f"`{mark}` {line}" if mark else line
            out.append(_Line(text, mark_key, entry.at, line.startswith(SECRET), entry.seq))
    return out


def _newest_first(lines: list[_Line]) -> list[_Line]:
    """Moves newest first, as the pages run (◀ Older / Newer ▶); a move's own lines keep
    their order (a reveal, then what it moved), so one move still reads top to bottom."""
    moves: list[list[_Line]] = []
    for line in lines:
        if moves and moves[-1][0].move == line.move:
            moves[-1].append(line)
        else:
            moves.append([line])
    return [line for move in reversed(moves) for line in move]


def _split(lines: list[_Line], budget: int) -> list[list[_Line]]:
    """Pages of whole lines, the newest move first, each within ``budget`` characters."""
    pages: list[list[_Line]] = []
    page: list[_Line] = []
    used = 0
    for line in _newest_first(lines):
        size = len(line.text) + 1
        if page and used + size > budget:
            pages.append(page)
            page, used = [], 0
        page.append(line)
        used += size
    if page:
        pages.append(page)
    return pages


def pages(kind: GameKind, game: GameRecord, entries: Sequence[Entry],
          reader: int | None) -> list[list[_Line]]:
    robots = frozenset(s.seat for s in game.seats if s.kind == AI)
    return _split(_lines(kind, game.names, entries, reader, robots),
                  PAGE_LIMIT - HEADER_RESERVE)


def page(kind: GameKind, game: GameRecord, entries: Sequence[Entry], reader: int | None,
         index: int) -> Page:
    """Page ``index`` (0 = the newest; clamped) of the story as ``reader`` may read it."""
    split = pages(kind, game, entries, reader)
    if not split:
        return Page(t("log-empty", title=kind.title, id=game.id), 0, 0)
    index = max(0, min(index, len(split) - 1))
    shown = split[index]
    head = t("log-title", title=kind.title, id=game.id, page=index + 1, pages=len(split),
             when=f"<t:{int(max(line.at for line in shown))}:R>")
    legends = [t(k) for k in dict.fromkeys(_legend(line.mark) for line in shown) if k]
    if any(line.secret for line in shown):
        legends.append(t("log-legend-secret"))
    if legends:
        head += "\n-# " + " · ".join(legends)
    text = head + "\n" + "\n".join(line.text for line in shown)
    return Page(text if len(text) <= PAGE_LIMIT else text[:PAGE_LIMIT - 1] + "…", index,
                len(split))


# -- the new-turn message ---------------------------------------------------------------------
def since_lines(kind: GameKind, game: GameRecord, entries: Sequence[Entry],
                seats: Sequence[int]) -> list[str]:
    """What happened, publicly, since the earliest of ``seats``' last actions (so none of
    them misses anything), one line per event, oldest first."""
    if not seats or not entries:
        return []
    last = {s: -1 for s in seats}
    for i, entry in enumerate(entries):
        if entry.seat in last:
            last[entry.seat] = i
    since = min(last.values()) + 1
    return [line for entry in entries[since:] for line in entry.lines(kind, game.names, None)]


def digest(missed: Sequence[str], step: Sequence[str], shown: Sequence[str],
           limit: int = DIGEST_LINES) -> list[str]:
    """The lines of a new turn message: what the pinged players ``missed`` since their last
    move (``since_lines``, ending with this step's own event lines ``step``), then what this
    message ``shown``s of its step (its notes and those events) — one digest, no line twice,
    within ``limit`` lines (the step itself is always whole) under a heading that says where
    the older ones are."""
    earlier = list(missed)
    if step and earlier[-len(step):] == list(step):
        earlier = earlier[:-len(step)]
    else:  # the story and the step disagree (a row not yet stored): never say a line twice
        earlier = [line for line in earlier if line not in step]
    if not earlier:
        return list(shown)
    kept = earlier[-max(0, limit - len(shown)):] if len(shown) < limit else []
    head = t("log-since-head") if len(kept) == len(earlier) else t(
        "log-since-cut", n=len(earlier) - len(kept), log=i18n.mention("table log"))
    return [head, *kept, *shown]


def since_line(kind: GameKind, game: GameRecord, entries: Sequence[Entry],
               seats: Sequence[int]) -> str:
    """One line of what happened, publicly, since the earliest of ``seats``' last actions
    (so none of them misses anything): "Since your last move: …", or "" when nothing did."""
    lines = since_lines(kind, game, entries, seats)
    if not lines:
        return ""
    shown: list[str] = []
    used = 0
    for line in lines:
        if shown and used + len(line) + 1 > SINCE_LIMIT:
            break
        shown.append(line if len(line) <= SINCE_LIMIT else line[:SINCE_LIMIT - 1] + "…")
        used += len(shown[-1]) + 1
    more = len(lines) - len(shown)
    events = " ".join(shown) + (
        " " + t("log-since-more", n=more, log=i18n.mention("table log")) if more else "")
    return t("log-since", events=events)


async def catch_up(store: Storage, kind: GameKind, game: GameRecord,
                   seats: Sequence[int]) -> str:
    """``since_line`` for a board about to ping ``seats`` ("" when there is nothing to say)."""
    return "\n".join(await _caught_up(store, kind, game, seats, since_line))


async def catch_up_lines(store: Storage, kind: GameKind, game: GameRecord,
                         seats: Sequence[int]) -> list[str]:
    """``since_lines`` for a board about to ping ``seats`` ([] when there is nothing)."""
    return await _caught_up(store, kind, game, seats, since_lines)


async def _caught_up(store: Storage, kind: GameKind, game: GameRecord, seats: Sequence[int],
                     say: Callable[..., str | list[str]]) -> list[str]:
    if not seats:
        return []
    try:
        # Only public words: the events each row stored say exactly what a replay would, and
        # cost none — a board is published for every move of every game, and replaying whole
        # games there (more games than the cache holds) took a third of the bot's throughput.
        actions = await store.actions_since(game.id, seats, CATCH_UP_ROWS)
        said = say(kind, game, _stored(actions), seats)
        if isinstance(said, str):
            return [said] if said else []
        return said
    except Exception:  # noqa: BLE001 - a line of courtesy must never cost the board itself
        if store.closed:  # shutting down: the board is owed and drawn after the restart
            return []
        log.exception("No catch-up line for game %s", game.id)
        return []
