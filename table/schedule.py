"""When things fall due: turn clocks, reminders, absences and quiet hours — pure functions
of times and settings (no Discord, no database, no clock of their own: ``now`` is passed in,
so tests move time by hand).

A seat *waits* while the engine's ``to_act`` holds it. Each wait has a start (``since``);
a seat that acts and must act again starts a new wait. Per waiting seat there is at most one
clock job (due when the game's clock runs out, paused while the player is away) and one
reminder job (due after the player's reminder interval, again after each further interval,
moved out of their quiet hours and past their absence).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from datetime import time as dtime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from store import CLOCK, REMIND, THINK, Job

MINUTE, HOUR, DAY = 60.0, 3600.0, 86400.0
# A clock or a reminder interval shorter than this would nag; longer than this is "off".
MIN_PERIOD, MAX_PERIOD = 10 * MINUTE, 60 * DAY
MAX_AWAY = 366 * DAY
NEVER = 4102444800.0  # 2100-01-01: "not for the foreseeable future" in a REAL column

# Player settings keys (``player_settings``).
AWAY_UNTIL = "away_until"
REMIND_EVERY = "remind_every"   # seconds, or "off"
QUIET = "quiet"                 # "22-8": local hours [22:00, 08:00)
TIMEZONE = "timezone"           # an IANA name, e.g. "Europe/Prague"
DM = "remind_dm"                # "1": reminders by direct message

_UNIT = {"m": MINUTE, "min": MINUTE, "h": HOUR, "d": DAY, "w": 7 * DAY}
_DURATION = re.compile(r"(\d+(?:[.,]\d+)?)\s*(min|m|h|d|w)")
OFF_WORDS = {"off", "0", "none", "no", "never", "av", "vyp", "non", "nie", "ne", "-"}


class BadValue(ValueError):
    """A setting a player typed that cannot be read; ``key`` names the catalogue message."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def parse_duration(text: str, *, lowest: float = MIN_PERIOD, highest: float = MAX_PERIOD
                   ) -> float | None:
    """``48h``, ``2d``, ``1d12h``, ``90m``, ``1w`` (a bare number is hours) → seconds;
    ``off`` → None. Raises BadValue for anything else or outside [lowest, highest]."""
    raw = text.strip().lower().replace(" ", "")
    if raw in OFF_WORDS:
        return None
    if re.fullmatch(r"\d+(?:[.,]\d+)?", raw):
        raw += "h"
    pos, total = 0, 0.0
    for m in _DURATION.finditer(raw):
        if m.start() != pos:
            raise BadValue("bad-duration")
        total += float(m[1].replace(",", ".")) * _UNIT[m[2]]
        pos = m.end()
    if pos != len(raw) or not raw:
        raise BadValue("bad-duration")
    if not lowest <= total <= highest:
        raise BadValue("duration-range")
    return total


def zone(name: str | None) -> ZoneInfo:
    """The player's time zone (UTC when unset or unknown)."""
    if name:
        try:
            return ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return ZoneInfo("UTC")


def zone_choices(typed: str, limit: int = 25) -> list[str]:
    """Time zone names containing what the player typed (autocomplete)."""
    from zoneinfo import available_timezones

    wanted = typed.strip().lower().replace(" ", "_")
    names = sorted(n for n in available_timezones() if "/" in n or n == "UTC")
    return [n for n in names if wanted in n.lower()][:limit]


def parse_zone(text: str) -> str:
    """An IANA time zone name as typed (case-insensitive), or BadValue."""
    from zoneinfo import available_timezones

    wanted = text.strip().replace(" ", "_")
    for name in available_timezones():
        if name.lower() == wanted.lower():
            return name
    raise BadValue("bad-timezone")


def parse_until(text: str, now: float, tz: str | None) -> float | None:
    """When an absence ends: a duration from now (``3d``, ``1w``), a date (``2026-12-24``:
    the start of that day) or a date and time (``2026-12-24 18:00``) in the player's time
    zone; ``off`` → None (back now). Raises BadValue if unreadable, past or too far."""
    raw = text.strip().lower()
    if raw in OFF_WORDS:
        return None
    try:
        span = parse_duration(raw, lowest=MINUTE, highest=MAX_AWAY)
    except BadValue as exc:
        if exc.key == "duration-range":
            raise BadValue("away-range") from exc
    else:
        return None if span is None else _check_until(now + span, now)
    m = re.fullmatch(r"(\d{4})-(\d{1,2})-(\d{1,2})(?:[ t](\d{1,2})[:.h](\d{2}))?", raw)
    if m is None:
        m2 = re.fullmatch(r"(\d{1,2})[./](\d{1,2})[./](\d{4})(?:[ t](\d{1,2})[:.h](\d{2}))?", raw)
        if m2 is None:
            raise BadValue("bad-date")
        parts = (m2[3], m2[2], m2[1], m2[4], m2[5])  # day.month.year, as most of Europe writes
    else:
        parts = (m[1], m[2], m[3], m[4], m[5])
    year, month, day, hour, minute = parts
    try:
        local = datetime(int(year), int(month), int(day), int(hour or 0), int(minute or 0),
                         tzinfo=zone(tz))
    except ValueError as exc:
        raise BadValue("bad-date") from exc
    return _check_until(local.timestamp(), now)


def _check_until(when: float, now: float) -> float:
    if when <= now:
        raise BadValue("away-past")
    if when - now > MAX_AWAY:
        raise BadValue("away-range")
    return when


def parse_quiet(text: str) -> tuple[int, int] | None:
    """Quiet hours ``22-8`` (or ``22:00-08:00``) → (22, 8); ``off`` → None."""
    raw = text.strip().lower().replace(" ", "")
    if raw in OFF_WORDS:
        return None
    m = re.fullmatch(r"(\d{1,2})(?::00)?[-–](\d{1,2})(?::00)?", raw)
    if m is None or not (0 <= int(m[1]) <= 23 and 0 <= int(m[2]) <= 24) or int(m[1]) == int(m[2]) % 24:
        raise BadValue("bad-quiet")
    return int(m[1]), int(m[2]) % 24


@dataclass(frozen=True)
class Prefs:
    """A player's reminder and absence settings, as stored in ``player_settings``."""

    every: float | None = None       # None: the server's default interval; 0: never
    quiet: tuple[int, int] | None = None
    tz: str | None = None
    dm: bool = False
    away_until: float | None = None

    @classmethod
    def from_settings(cls, settings: dict[str, str]) -> Prefs:
        every: float | None = None
        raw = settings.get(REMIND_EVERY)
        if raw == "off":
            every = 0.0
        elif raw:
            try:
                every = float(raw)
            except ValueError:
                every = None
        quiet = None
        if settings.get(QUIET):
            try:
                quiet = parse_quiet(settings[QUIET])
            except BadValue:
                quiet = None
        away = settings.get(AWAY_UNTIL)
        try:
            away_until = float(away) if away else None
        except ValueError:
            away_until = None
        return cls(every=every, quiet=quiet, tz=settings.get(TIMEZONE) or None,
                   dm=settings.get(DM) == "1", away_until=away_until)

    def away(self, now: float) -> bool:
        return self.away_until is not None and self.away_until > now

    def interval(self, default: float) -> float:
        """Seconds between reminders (0: never)."""
        return default if self.every is None else self.every


def out_of_quiet(when: float, prefs: Prefs) -> float:
    """``when``, or the end of the player's quiet hours if it falls inside them."""
    if prefs.quiet is None:
        return when
    start, end = prefs.quiet
    tz = zone(prefs.tz)
    local = datetime.fromtimestamp(when, tz)
    hour = local.hour + local.minute / 60
    inside = start <= hour < end if start < end else (hour >= start or hour < end)
    if not inside:
        return when
    day = local.date() if (start < end or hour < end) else local.date() + timedelta(days=1)
    wake = datetime.combine(day, dtime(end), tzinfo=tz)
    return max(when, wake.astimezone(UTC).timestamp())


def reminder_due(since: float, last: float | None, prefs: Prefs, default: float) -> float | None:
    """When to remind a seat waiting since ``since`` (last reminded at ``last``): one
    interval after the later of the two, out of quiet hours, after any absence; None: the
    player gets no reminders."""
    every = prefs.interval(default)
    if every <= 0:
        return None
    due = max(since, last or since) + every
    if prefs.away_until is not None and prefs.away_until > due:
        due = prefs.away_until
    return out_of_quiet(due, prefs)


def clock_due(since: float, clock: float, prefs: Prefs) -> float:
    """When a clock started at ``since`` runs out: it starts only when an absence ends."""
    start = max(since, prefs.away_until or since)
    return start + clock


def paused(due: float, now: float, old_until: float | None, new_until: float | None) -> float:
    """A running clock's new deadline when its player's absence changes from ``old_until``
    to ``new_until`` at ``now``: the clock stands still while they are away."""
    was = old_until if old_until is not None and old_until > now else now
    will = new_until if new_until is not None and new_until > now else now
    return due + (will - was)


@dataclass(frozen=True)
class Plan:
    """The job rows one change of a game needs: rows to write and (kind, seat) to drop."""

    put: list[Job]
    drop: list[tuple[str, int]]


def plan(game_id: int, *, waiting: list[int], jobs: list[Job], acted: int | None, now: float,
         clock: float | None, prefs: dict[int, Prefs], default_every: float,
         thinking: list[int] | None = None) -> Plan:
    """Bring a game's jobs in line with who waits now: ``waiting`` people (a clock and a
    reminder each) and ``thinking`` seats the AI plays (a THINK job each, due at once: the
    AI's move). ``acted``: the seat whose own move (or replacement) this was — if it must
    act again, its wait starts over. Seats that no longer wait lose their jobs; newly
    waiting seats get them; others keep theirs as they are (a clock keeps running while the
    others move)."""
    thinking = thinking or []
    have = {(j.kind, j.seat): j for j in jobs}
    put: list[Job] = []
    drop = [key for key in have
            if key[1] not in (thinking if key[0] == THINK else waiting)
            or (key[0] == CLOCK and not clock)]
    for seat in thinking:
        job = have.get((THINK, seat))
        if job is None or seat == acted:
            put.append(Job(game_id, THINK, seat, now, now))
    for seat in waiting:
        p = prefs.get(seat, Prefs())
        fresh = seat == acted
        if clock:
            job = have.get((CLOCK, seat))
            if job is None or fresh:
                put.append(Job(game_id, CLOCK, seat, now, clock_due(now, clock, p)))
        job = have.get((REMIND, seat))
        if job is None or fresh:
            due = reminder_due(now, None, p, default_every)
            # Kept even when the player wants no reminders, far off: switching them on
            # later only has to move the player's existing jobs.
            put.append(Job(game_id, REMIND, seat, now, NEVER if due is None else due))
    return Plan(put, drop)
