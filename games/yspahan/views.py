"""Public and private views of a Yspahan state: all renderers and the Discord layer get.

Public view (``view(state, None)``) keys
----------------------------------------
``game`` "yspahan", ``ruleset``, ``players_count``, ``phase`` "play" | "over", ``week``
(1..3), ``day`` (1..7), ``day_number`` (1..21), ``days`` 21, ``step`` (see engine.py),
``start`` (today's start player), ``order`` (today's turns; 2 players [S, O, S]),
``turn_index``, ``current`` (seat or null), ``to_act`` [seats],
``yellow_bought``, ``dice`` {white, yellow} | null (today's roll),
``tower``: 6 × {row "row1".., number 1..6, use "camels" | quarter | "gold", face | null,
white, yellow, taken_by seat | null},
``souks`` {souk id: [owner seat | null per shop]}, ``supervisor`` square,
``caravan`` {spaces [owner per filled space], capacity, per_section, sections 3,
entry_vp [per section]},
``deck`` (cards left, a count), ``discard`` [card ids, oldest first],
``players``: n × {seat, vp, camels, gold, buildings [ids], cards (count), resigned},
``turn`` {used, built}, ``cubes`` {quarter, left} | null,
``pending`` {mover, square, ordered, cubes [{shop, owner, decided}]} | null,
``building_vp`` [VP for the 1st..6th building], ``ended_by``, ``result`` null or
{ranking, winners, vp [per seat]}.

Private view (``view(state, seat)``) adds ``you``: {seat, hand {card: count},
choices [{shop, pay}] (the seat's own answers still secret)}.
"""

from __future__ import annotations

from typing import Any

from . import caravan
from .board import (
    BUILDING_VP,
    CARAVAN_ENTRY_VP,
    CARAVAN_SECTIONS,
    DAYS_PER_WEEK,
    LAST_DAY,
    ROW_QUARTER,
    ROWS,
)
from .cards import hand_counts


def _row_use(number: int) -> str:
    if number == 1:
        return "camels"
    if number == 6:
        return "gold"
    return ROW_QUARTER[number]


def build_view(engine: Any, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    s = state
    n = s["players_count"]
    over = s["phase"] == "over"
    tower = []
    for i, row in enumerate(s["tower"]):
        tower.append({
            "row": ROWS[i], "number": i + 1, "use": _row_use(i + 1),
            "face": row["face"] if row else None,
            "white": row["white"] if row else 0,
            "yellow": row["yellow"] if row else 0,
            "taken_by": s["taken"][i],
        })
    pending = s["pending"]
    out: dict[str, Any] = {
        "game": "yspahan",
        "ruleset": s["ruleset"],
        "players_count": n,
        "phase": s["phase"],
        "week": s["week"],
        "day": s["day"],
        "day_number": (s["week"] - 1) * DAYS_PER_WEEK + s["day"],
        "days": LAST_DAY,
        "step": s["step"],
        "start": s["start"],
        "order": list(s["order"]),
        "turn_index": s["turn_index"],
        "current": None if over else s["order"][s["turn_index"]],
        "to_act": engine.to_act(s),
        "yellow_bought": s["yellow"],
        "dice": {k: list(v) for k, v in s["dice"].items()} if s["dice"] else None,
        "tower": tower,
        "souks": {k: list(v) for k, v in s["souks"].items()},
        "supervisor": s["supervisor"],
        "caravan": {
            "spaces": list(s["caravan"]),
            "capacity": caravan.capacity(n),
            "per_section": caravan.per_section(n),
            "sections": CARAVAN_SECTIONS,
            "entry_vp": list(CARAVAN_ENTRY_VP[s["ruleset"]]),
        },
        "deck": len(s["deck"]),
        "discard": list(s["discard"]),
        "players": [
            {"seat": i, "vp": pl["vp"], "camels": pl["camels"], "gold": pl["gold"],
             "buildings": list(pl["buildings"]), "cards": len(pl["hand"]),
             "resigned": pl["resigned"]}
            for i, pl in enumerate(s["players"])
        ],
        "turn": dict(s["turn"]),
        "cubes": dict(s["cubes"]) if s["cubes"] else None,
        "pending": None if pending is None else {
            "mover": pending["mover"], "square": pending["square"],
            "ordered": pending["ordered"],
            "cubes": [{"shop": c["shop"], "owner": c["owner"],
                       "decided": c["choice"] is not None} for c in pending["cubes"]],
        },
        "building_vp": list(BUILDING_VP[s["ruleset"]]),
        "ended_by": s["ended_by"],
        "result": None,
    }
    if over:
        res = engine.result(s)
        out["result"] = {"ranking": res.ranking, "winners": res.winners,
                         "vp": [res.scores[i] for i in range(n)]}
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < n:
        choices = [] if pending is None else [
            {"shop": c["shop"], "pay": c["choice"] == "pay"}
            for c in pending["cubes"] if c["owner"] == seat and c["choice"] is not None]
        out["you"] = {"seat": seat, "hand": hand_counts(s["players"][seat]["hand"]),
                      "choices": choices}
    return out
