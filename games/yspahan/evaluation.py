"""How good a Yspahan position is: each seat's expected final VP, turned into win chances.

A seat's expected final VP is what it holds now plus what its position should still earn:

- **souks**: a completed souk scores at the week's end (+2 with building 5); an unfinished one
  only if the seat's turns left this week can fill it (a smooth chance from the cubes missing
  against the cubes those turns may bring, the souks nearest completion first), less the
  share of those turns its missing cubes will take;
- **caravan**: its cubes score (cubes × section of the highest) at every week's end until the
  caravan fills, and once more when it fills (a fill time from the free spaces);
- **camels and gold**: a unit is worth what buildings and cards f and g make of it, less as the
  seat's turns run out (and with nothing left to build); the first camels also guard cubes
  in souks against the Supervisor;
- **buildings**: each one's effect over the turns left (building 5: 2 VP per souk a week);
- **cards**: each kind by what it will do for its holder (a card is at least a spare die);
- **turns**: the turns a seat has left (only today's differ: the start player of a 2-player
  day acts twice).

The estimates become win chances by a softmax whose temperature shrinks as the game nears
its end (a 10-VP lead early is far from a win; on the last day it nearly is one).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .board import (
    BUILDING_COST,
    BUILDINGS,
    CARAVAN_ENTRY_VP,
    CARAVAN_PER_SECTION,
    CARAVAN_SECTIONS,
    DAYS_PER_WEEK,
    LAST_DAY,
    SOUK_QUARTER,
    SOUK_SIZE,
    SOUK_VP,
    SOUKS,
    SQUARE_SHOPS,
)

State = dict[str, Any]


@dataclass(frozen=True)
class Weights:
    unit: float = 0.8            # VP of a camel or a coin with the game ahead
    unit_end: float = 0.05       # ... with no turn left (it only breaks ties)
    unit_fade: float = 8.0       # own turns left below which a unit loses worth
    guard: float = 1.5           # each of the first two camels while own cubes are in souks
    effects: float = 1.0         # scale of the buildings' effects
    turn: float = 2.5            # an own turn left
    cube_rate: float = 2.0       # cubes a turn on a quarter brings
    commit: float = 0.55         # share of the week's turns spent on started souks
    steep: float = 1.3           # how fast a souk's chance falls with each cube missing
    cube_cost: float = 2.5       # VP of the share of a turn one missing cube will take
    caravan_rate: float = 0.3    # cubes entering the caravan per seat and day
    card_c: float = 1.0          # a caravan cube's worth besides its entry VP
    card_d: float = 1.6
    temperature: float = 3.0
    temperature_day: float = 0.6


WEIGHTS = Weights()
# Shops a Supervisor square touches (all others are safe from it).
EXPOSED = frozenset(shop for shops in SQUARE_SHOPS.values() for shop in shops)
SOUK_SHOPS: dict[str, tuple[str, ...]] = {s: tuple(f"{s}.{i}" for i in range(SOUK_SIZE[s]))
                                          for s in SOUKS}


def sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


class Outlook:
    """What the evaluation and the quick policy share about one state: each seat's turns
    left (today, this week, the whole game) and what a unit of camels or gold is worth."""

    __slots__ = ("s", "n", "w", "today", "week", "game", "unit", "days_left", "weeks_after",
                 "rest_week", "caravan_scorings", "guarded", "memo")

    def __init__(self, s: State, w: Weights = WEIGHTS) -> None:
        self.s = s
        self.w = w
        self.memo: dict[Any, Any] = {}  # what tactics.py has worked out about this state
        n = self.n = s["players_count"]
        order, idx = s["order"], s["turn_index"]
        today = [0] * n
        for i in range(idx, len(order)):
            today[order[i]] += 1
        if s["turn"]["used"] and idx < len(order):
            today[order[idx]] -= 1
        self.today = today
        day = (s["week"] - 1) * DAYS_PER_WEEK + s["day"]
        rest_week = DAYS_PER_WEEK - s["day"]
        rest_game = LAST_DAY - day
        self.days_left = rest_game
        self.rest_week = rest_week
        self.weeks_after = rest_game // DAYS_PER_WEEK  # whole weeks after this one
        if n == 2:
            start = s["start"]
            week, game = list(today), list(today)
            for k in range(1, rest_game + 1):
                starter = start if k % 2 == 0 else 1 - start
                for p in (0, 1):
                    extra = 2 if p == starter else 1
                    game[p] += extra
                    if k <= rest_week:
                        week[p] += extra
        else:
            week = [t + rest_week for t in today]
            game = [t + rest_game for t in today]
        self.week, self.game = week, game
        self.unit = []
        for p, pl in enumerate(s["players"]):
            unbuilt = 6 - len(pl["buildings"])
            need = 1.0 if unbuilt >= 2 else (0.8 if unbuilt == 1 else 0.45)
            fade = min(1.0, game[p] / w.unit_fade)
            self.unit.append(w.unit_end + (w.unit - w.unit_end) * fade * need)
        self.caravan_scorings = self.scorings(len(s["caravan"]))
        # Whose camels guard cubes in the souks (a camel keeps a hit cube).
        self.guarded = [0.0] * n
        for p in range(n):
            if game[p] > 0 and any(p in shops for shops in s["souks"].values()):
                self.guarded[p] = w.guard * min(1.0, week[p] / 2 + 0.5)

    def scorings(self, filled: int) -> float:
        """How many more times cubes in a caravan of ``filled`` spaces should score."""
        capacity = CARAVAN_SECTIONS * CARAVAN_PER_SECTION[self.n]
        rate = self.w.caravan_rate * self.n
        fill = (capacity - filled) / rate  # days until it fills
        total = 0.0
        rest_week, rest_game = self.rest_week, self.days_left
        ends = rest_game // DAYS_PER_WEEK + 1  # week ends still to come, this one included
        for k in range(ends):
            total += sigmoid((fill - (rest_week + 0.5 + DAYS_PER_WEEK * k)) / 1.5)
        return total + sigmoid((rest_game + 0.5 - fill) / 1.5)

    def purse(self, p: int, camels: int, gold: int) -> float:
        """What ``camels`` and ``gold`` in ``p``'s hands are worth."""
        value = self.unit[p] * (camels + gold)
        if camels and self.guarded[p]:
            value += self.guarded[p] * min(2, camels)
        return value


def souk_worth(souks: dict[str, list[int | None]], p: int, look: Outlook,
               bonus: int, extra: float = 0.0) -> float:
    """What seat ``p``'s cubes in the souks should score this week (``bonus``: 2 with
    building 5; ``extra``: cubes p can add besides its turns, e.g. card d)."""
    done = 0.0
    started: list[tuple[int, int]] = []
    for souk, shops in souks.items():
        if p not in shops:
            continue
        empty = shops.count(None)
        if empty == 0:
            done += SOUK_VP[souk] + bonus
        else:
            started.append((empty, SOUK_VP[souk] + bonus))
    if not started:
        return done
    w = look.w
    capacity = look.week[p] * w.cube_rate * w.commit + extra
    if capacity <= 0:
        return done
    if len(started) > 1:
        started.sort()
    missing = 0
    steep, cost = w.steep, w.cube_cost
    exp = math.exp
    for empty, vp in started:
        missing += empty
        x = steep * (capacity - missing + 0.5)
        if x > -30:
            value = vp / (1.0 + exp(-x)) - cost * empty
            if value > 0:
                done += value
    return done


def cube_count_in_souks(souks: dict[str, list[int | None]], p: int) -> int:
    return sum(shops.count(p) for shops in souks.values())


def caravan_worth(caravan: Sequence[int], p: int, look: Outlook,
                  scorings: float | None = None) -> float:
    per = CARAVAN_PER_SECTION[look.n]
    count, top = 0, -1
    for i, owner in enumerate(caravan):
        if owner == p:
            count += 1
            top = i
    if not count:
        return 0.0
    return count * (top // per + 1) * (look.caravan_scorings if scorings is None else scorings)


def next_entry_vp(s: State) -> int:
    per = CARAVAN_PER_SECTION[s["players_count"]]
    filled = len(s["caravan"])
    section = min(filled // per, CARAVAN_SECTIONS - 1)
    return CARAVAN_ENTRY_VP[s["ruleset"]][section]


def card_worth(card: str, p: int, look: Outlook) -> float:
    """What one card in ``p``'s hand should bring (0 with no turn left to play it)."""
    if look.game[p] <= 0:
        return 0.0
    s, w = look.s, look.w
    u = look.unit[p]
    pl = s["players"][p]
    if card in ("card_a", "card_b"):
        value = 3 * u
    elif card == "card_c":
        value = next_entry_vp(s) + w.card_c
    elif card == "card_d":
        value = w.card_d
    elif card == "card_e":
        value = 0.3 + 0.6 * u
    elif card == "card_f":
        value = min(10, pl["gold"] + 2) * (1 - u) * 0.8
    elif card == "card_g":
        value = min(4, pl["camels"] + 1) * (2 - u) * 0.8
    else:  # h waives a building's camels, i its gold
        owned = pl["buildings"]
        costs = [BUILDING_COST[b] for b in BUILDINGS if b not in owned]
        if not costs:
            value = 0.0
        else:
            part = 0 if card == "card_h" else 1
            value = 0.8 * u * max(c[part] for c in costs)
    return max(value, u)


def building_worth(b: str, p: int, look: Outlook) -> float:
    """The effect of an owned building over ``p``'s turns left."""
    t = look.game[p]
    u = look.unit[p]
    if b == "building1":
        return 0.25 * t * u
    if b == "building2":
        return 0.2 * t * 2 * u
    if b == "building3":
        return 0.08 * t
    if b == "building4":
        return 0.3 * t * 1.0
    if b == "building5":
        return 2 * 1.5 * look.weeks_after
    return 0.4 * t * 1.0  # building6


def expected_vp(s: State, look: Outlook | None = None) -> list[float]:
    """Each seat's expected final VP (resigned seats: -inf)."""
    look = look or Outlook(s)
    w = look.w
    out = []
    for p, pl in enumerate(s["players"]):
        if pl["resigned"]:
            out.append(-math.inf)
            continue
        value = float(pl["vp"])
        bonus = 2 if "building5" in pl["buildings"] else 0
        extra = 1.0 if "card_d" in pl["hand"] else 0.0
        value += souk_worth(s["souks"], p, look, bonus, extra)
        value += caravan_worth(s["caravan"], p, look)
        value += look.purse(p, pl["camels"], pl["gold"])
        for b in pl["buildings"]:
            value += w.effects * building_worth(b, p, look)
        for card in pl["hand"]:
            value += card_worth(card, p, look)
        value += w.turn * look.game[p]
        out.append(value)
    return out


def win_chances(s: State, look: Outlook | None = None) -> list[float]:
    """Each seat's chance of winning, by a softmax of the expected VP."""
    look = look or Outlook(s)
    estimates = expected_vp(s, look)
    w = look.w
    tau = w.temperature + w.temperature_day * look.days_left
    top = max(estimates)
    weights = [math.exp((e - top) / tau) if e != -math.inf else 0.0 for e in estimates]
    total = sum(weights)
    return [x / total for x in weights]


__all__ = ["SOUK_QUARTER", "SOUK_SHOPS", "WEIGHTS", "Outlook", "Weights",
           "building_worth", "card_worth", "caravan_worth", "expected_vp", "next_entry_vp",
           "souk_worth", "win_chances"]
