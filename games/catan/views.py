"""Public and private views of a Catan state (what renderers and the Discord layer get).

Public view keys
----------------
``game`` "catan", ``variant``, ``phase``, ``turn``, ``turns``, ``rolled``, ``dice`` ([a, b] or
null), ``dev_played``, ``players`` (n × "active"|"resigned"),
``board`` {terrain, numbers, harbours (per slot: resource or "any"), robber},
``node_owner`` / ``node_level`` (54 each: seat|-1, 0|1|2), ``road_owner`` (72: seat|-1),
``seats``: n × {seat, status, vp (public: without VP cards), cards (resource count),
dev_cards (unplayed count), knights, road_length, pieces_left {roads, settlements, cities},
harbours [slot ids], longest_road, largest_army (bools)},
``longest_road`` / ``largest_army`` (seat or null), ``discard_owed`` {seat: count},
``steal_from`` [seats], ``free_roads``, ``setup_node`` (or null), ``offer`` (null or
{from, to, give, get, awaiting, answers {seat: "accept"|"decline"|{give, get}}}),
``bank`` {resource: count}, ``deck_size``, ``log`` (public events of the last action),
``choices`` {nodes, edges, cities, hexes, seats}: where the pending decision may go (for
highlighting labels; affordability is not considered — that is private), ``to_act``,
``winner`` (seat or null) and, once over, ``final`` {points, vp_cards} per seat.

Private view (``view(state, p)``) adds ``me``: {seat, hand {resource: n}, dev_cards
{card: n}, dev_bought_this_turn {card: n}, rates {resource: n}, harbours [slot ids],
can_build {road, settlement, city, dev} (legal right now), affordable {road, settlement, city,
dev} (cards and pieces only), vp_total (incl. VP cards), discard_owed,
notes (recent private events: cards stolen, drawn, discarded)}.
"""

from __future__ import annotations

from typing import Any

from . import rules as R
from .board import RESOURCES


def _counts(counts: list[int], names: tuple[str, ...]) -> dict[str, int]:
    """Counts by name; slots named "" (unused by a scenario) are left out."""
    return {names[i]: c for i, c in enumerate(counts) if names[i]}


def _seat_summary(engine: Any, state: dict[str, Any], i: int) -> dict[str, Any]:
    left = state["pieces"][i]
    return {
        "seat": i,
        "status": state["players"][i],
        "vp": engine.points(state, i, hidden=False),
        "cards": sum(state["res"][i]),
        "dev_cards": sum(state["dev"][i]),
        "knights": state["knights"][i],
        "road_length": state["road_len"][i],
        "pieces_left": {"roads": left[0], "settlements": left[1], "cities": left[2]},
        "harbours": R.player_harbours(state, i),
        "longest_road": state["longest"] == i,
        "largest_army": state["largest"] == i,
    }


def _public_offer(offer: dict[str, Any] | None,
                  items: tuple[str, ...] = RESOURCES) -> dict[str, Any] | None:
    if offer is None:
        return None
    answers: dict[str, Any] = {}
    for j, ans in enumerate(offer["answers"]):
        if isinstance(ans, dict):
            answers[str(j)] = {
                "give": {items[i]: c for i, c in enumerate(ans["give"]) if c},
                "get": {items[i]: c for i, c in enumerate(ans["get"]) if c},
            }
        elif ans is not None:
            answers[str(j)] = ans
    return {
        "from": offer["from"],
        "to": offer["to"],
        "give": {items[i]: c for i, c in enumerate(offer["give"]) if c},
        "get": {items[i]: c for i, c in enumerate(offer["get"]) if c},
        "awaiting": list(offer["awaiting"]),
        "answers": answers,
    }


def choices(state: dict[str, Any]) -> dict[str, list[int]]:
    """Where the active player's pending decision may go (public geometry, not affordability)."""
    phase, p = state["phase"], state["turn"]
    out: dict[str, list[int]] = {"nodes": [], "edges": [], "cities": [], "hexes": [], "seats": []}
    if phase == "setup":
        if state["setup_node"] < 0:
            out["nodes"] = R.setup_settlement_spots(state)
        else:
            out["edges"] = R.setup_road_spots(state)
    elif phase == "robber":
        out["hexes"] = [h for h in range(len(state["terrain"])) if h != state["robber"]]
    elif phase == "steal":
        out["seats"] = list(state["steal_from"])
    elif phase == "road_building":
        out["edges"] = R.road_spots(state, p)
    elif phase == "main" and state["rolled"]:
        left = state["pieces"][p]
        if left[R.ROADS]:
            out["edges"] = R.road_spots(state, p)
        if left[R.SETTLEMENTS]:
            out["nodes"] = R.settlement_spots(state, p)
        if left[R.CITIES]:
            out["cities"] = R.city_spots(state, p)
    return out


def public_view(engine: Any, state: dict[str, Any]) -> dict[str, Any]:
    n = len(state["players"])
    over = state["phase"] == "over"
    view: dict[str, Any] = {
        "game": "catan",
        "variant": state["variant"],
        "phase": state["phase"],
        "turn": state["turn"],
        "turns": state["turns"],
        "rolled": state["rolled"],
        "dice": list(state["dice"]) if state["dice"] else None,
        "dev_played": state["dev_played"],
        "players": list(state["players"]),
        "board": {
            "terrain": list(state["terrain"]),
            "numbers": list(state["numbers"]),
            "harbours": list(state["harbours"]),
            "robber": state["robber"],
        },
        "node_owner": list(state["node_owner"]),
        "node_level": list(state["node_level"]),
        "road_owner": list(state["road_owner"]),
        "seats": [_seat_summary(engine, state, i) for i in range(n)],
        "longest_road": state["longest"] if state["longest"] >= 0 else None,
        "largest_army": state["largest"] if state["largest"] >= 0 else None,
        "discard_owed": {str(i): k for i, k in enumerate(state["discard_owed"]) if k},
        "steal_from": list(state["steal_from"]),
        "free_roads": state["free_roads"],
        "setup_node": state["setup_node"] if state["setup_node"] >= 0 else None,
        "setup_step": state["setup_step"],
        "offer": _public_offer(state["offer"], engine.trade_items),
        "bank": _counts(state["bank"], RESOURCES),
        "deck_size": len(state["deck"]),
        "log": [dict(e) for e in state["log"]],
        "choices": choices(state) if not over else {},
        "to_act": engine.to_act(state),
        "winner": state["winner"] if state["winner"] >= 0 else None,
    }
    if over:
        view["final"] = {
            "points": {str(i): engine.points(state, i) for i in range(n)},
            "vp_cards": {str(i): state["dev"][i][R.VICTORY_POINT] for i in range(n)},
        }
    return view


def can_build_now(engine: Any, state: dict[str, Any], p: int) -> dict[str, bool]:
    """Which builds p could make right now (affordable, a piece left, a legal spot, their
    turn after rolling) — straight from legal_actions, so it never disagrees with the UI."""
    kinds = {a["type"] for a in engine.legal_actions(state, p)}
    return {
        "road": "build_road" in kinds,
        "settlement": "build_settlement" in kinds,
        "city": "build_city" in kinds,
        "dev": "buy_dev" in kinds,
    }


def private_part(engine: Any, state: dict[str, Any], p: int) -> dict[str, Any]:
    bought = state["bought"] if p == state["turn"] else [0] * 5
    return {
        "seat": p,
        "hand": _counts(state["res"][p], RESOURCES),
        "dev_cards": _counts(state["dev"][p], engine.dev_names),
        "dev_bought_this_turn": _counts(bought, engine.dev_names),
        "rates": _counts(state["rates"][p], RESOURCES),
        "harbours": R.player_harbours(state, p),
        "can_build": can_build_now(engine, state, p),
        "affordable": R.affordable_builds(state, p),
        "vp_total": engine.points(state, p),
        "discard_owed": state["discard_owed"][p],
        "notes": [dict(x) for x in state["secret"][p]],
    }


def build_view(engine: Any, state: dict[str, Any], player: int | None) -> dict[str, Any]:
    view = public_view(engine, state)
    if player is not None and isinstance(player, int) and 0 <= player < len(state["players"]):
        view["me"] = private_part(engine, state, player)
    return view
