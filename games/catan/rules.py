"""Rule helpers shared by the engine, the views and tests: costs, placement spots, points,
awards. They read the state (see engine.py for its shape) and never change it, except the
``award_*`` / ``refresh_*`` helpers, which write into a state the engine has already copied.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .board import RESOURCES
from .geometry import BASE, Geometry
from .longest_road import longest_road

State = dict[str, Any]

BRICK, LUMBER, WOOL, GRAIN, ORE = range(5)
RES_INDEX: dict[str, int] = {r: i for i, r in enumerate(RESOURCES)}

DEV_CARDS: tuple[str, ...] = (
    "knight",
    "road_building",
    "year_of_plenty",
    "monopoly",
    "victory_point",
)
KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY, VICTORY_POINT = range(5)
DEV_INDEX: dict[str, int] = {c: i for i, c in enumerate(DEV_CARDS)}
DEV_DECK_COUNTS: tuple[int, ...] = (14, 2, 2, 2, 5)

# Costs as 5-lists in RESOURCES order (brick, lumber, wool, grain, ore).
ROAD_COST = (1, 1, 0, 0, 0)
SETTLEMENT_COST = (1, 1, 1, 1, 0)
CITY_COST = (0, 0, 0, 2, 3)
DEV_COST = (0, 0, 1, 1, 1)
COSTS: dict[str, tuple[int, ...]] = {
    "road": ROAD_COST,
    "settlement": SETTLEMENT_COST,
    "city": CITY_COST,
    "dev": DEV_COST,
}

BANK_PER_RESOURCE = 19
PIECES = (15, 5, 4)  # roads, settlements, cities per player
ROADS, SETTLEMENTS, CITIES = range(3)
WIN_POINTS = 10
LONGEST_MIN = 5
ARMY_MIN = 3
HAND_LIMIT = 7



@dataclass(frozen=True)
class Tables:
    """A geometry's adjacency as tuples (fast to index), plus what may be used.

    Selected per state by ``state["variant"]`` (see TABLES), so that a scenario with another
    topology (Traders & Barbarians plazas and spokes) reuses every helper here."""

    num_hexes: int
    num_nodes: int
    num_edges: int
    node_nodes: tuple[tuple[int, ...], ...]
    node_edges: tuple[tuple[int, ...], ...]
    node_hexes: tuple[tuple[int, ...], ...]
    edge_nodes: tuple[tuple[int, int], ...]
    hex_corners: tuple[tuple[int, ...], ...]
    node_harbour: tuple[int, ...]  # harbour slot docking at each node, or -1
    can_settle: tuple[bool, ...]  # False on plazas and unusable corners
    edge_open: tuple[bool, ...]  # False on unusable paths

    @classmethod
    def from_geometry(cls, geo: Geometry) -> Tables:
        plazas = set(geo.plaza_of_hex.values())
        return cls(
            num_hexes=geo.num_hexes,
            num_nodes=geo.num_nodes,
            num_edges=geo.num_edges,
            node_nodes=tuple(tuple(x) for x in geo.node_nodes),
            node_edges=tuple(tuple(x) for x in geo.node_edges),
            node_hexes=tuple(tuple(x) for x in geo.node_hexes),
            edge_nodes=tuple((a, b) for a, b in geo.edge_nodes),
            hex_corners=tuple(tuple(x) for x in geo.hex_corners),
            node_harbour=tuple(
                next((i for i, pair in enumerate(geo.harbour_nodes) if n in pair), -1)
                for n in range(geo.num_nodes)
            ),
            can_settle=tuple(
                n not in plazas and n not in geo.blocked_nodes for n in range(geo.num_nodes)
            ),
            edge_open=tuple(e not in geo.blocked_edges for e in range(geo.num_edges)),
        )


BASE_TABLES = Tables.from_geometry(BASE)
TABLES: dict[str, Tables] = {"base": BASE_TABLES}


def register_variant(name: str, geo: Geometry) -> Tables:
    """Make a scenario's topology available to every helper (states say ``variant``)."""
    TABLES[name] = tables = Tables.from_geometry(geo)
    return tables


def tables(state: State) -> Tables:
    return TABLES[state["variant"]]


def no_road_edges(state: State) -> tuple[int, ...]:
    """Open paths where no road may be built right now (Traders & Barbarians: a barbarian's
    path); empty in the base game."""
    return state.get("barbarians", ())


def can_afford(hand: list[int], cost: tuple[int, ...]) -> bool:
    return all(h >= c for h, c in zip(hand, cost, strict=True))


def cost_text(cost: tuple[int, ...]) -> str:
    parts = [f"{c} {RESOURCES[i]}" for i, c in enumerate(cost) if c]
    return " and ".join(parts) if len(parts) <= 2 else ", ".join(parts[:-1]) + " and " + parts[-1]


def active_seats(state: State) -> list[int]:
    return [i for i, st in enumerate(state["players"]) if st == "active"]


def victory_points(state: State, p: int, hidden: bool = True) -> int:
    """Points of seat p; ``hidden`` adds their Victory Point cards (private)."""
    left = state["pieces"][p]
    vp = (PIECES[SETTLEMENTS] - left[SETTLEMENTS]) + 2 * (PIECES[CITIES] - left[CITIES])
    if state["longest"] == p:
        vp += 2
    if state["largest"] == p:
        vp += 2
    if hidden:
        vp += state["dev"][p][VICTORY_POINT]
    return vp


def distance_ok(node_owner: list[int], node: int, tb: Tables = BASE_TABLES) -> bool:
    """A settlement may stand here: usable, and no building on it or on a neighbour."""
    if node_owner[node] != -1 or not tb.can_settle[node]:
        return False
    for m in tb.node_nodes[node]:
        if node_owner[m] != -1:
            return False
    return True


def setup_settlement_spots(state: State) -> list[int]:
    owner = state["node_owner"]
    tb = tables(state)
    return [n for n in range(tb.num_nodes) if distance_ok(owner, n, tb)]


def setup_road_spots(state: State) -> list[int]:
    roads = state["road_owner"]
    tb = tables(state)
    barred = no_road_edges(state)
    return [e for e in tb.node_edges[state["setup_node"]]
            if roads[e] == -1 and tb.edge_open[e] and e not in barred]


def road_spots(state: State, p: int) -> list[int]:
    """Empty edges that connect to p's network (through no opponent building)."""
    owner = state["node_owner"]
    roads = state["road_owner"]
    tb = tables(state)
    edge_nodes, node_edges, edge_open = tb.edge_nodes, tb.node_edges, tb.edge_open
    nodes = set(state["buildings_of"][p])
    for e in state["roads_of"][p]:
        a, b = edge_nodes[e]
        nodes.add(a)
        nodes.add(b)
    spots = set()
    for x in nodes:
        o = owner[x]
        if o == -1 or o == p:
            for e in node_edges[x]:
                if roads[e] == -1 and edge_open[e]:
                    spots.add(e)
    spots.difference_update(no_road_edges(state))
    return sorted(spots)


def road_ok(state: State, p: int, edge: int) -> bool:
    """One edge's version of road_spots (used to validate without listing everything)."""
    tb = tables(state)
    if state["road_owner"][edge] != -1 or not tb.edge_open[edge] or edge in no_road_edges(state):
        return False
    owner = state["node_owner"]
    roads = state["road_owner"]
    for x in tb.edge_nodes[edge]:
        o = owner[x]
        if o == p:
            return True
        if o == -1:
            for e in tb.node_edges[x]:
                if roads[e] == p:
                    return True
    return False


def settlement_spots(state: State, p: int) -> list[int]:
    owner = state["node_owner"]
    tb = tables(state)
    spots = set()
    for e in state["roads_of"][p]:
        for x in tb.edge_nodes[e]:
            if distance_ok(owner, x, tb):
                spots.add(x)
    return sorted(spots)


def settlement_ok(state: State, p: int, node: int) -> bool:
    tb = tables(state)
    if not distance_ok(state["node_owner"], node, tb):
        return False
    roads = state["road_owner"]
    return any(roads[e] == p for e in tb.node_edges[node])


def city_spots(state: State, p: int) -> list[int]:
    level = state["node_level"]
    return sorted(n for n in state["buildings_of"][p] if level[n] == 1)


def robber_victims(state: State, hex_id: int, thief: int) -> list[int]:
    """Other active players with a building on the hex and at least one resource card."""
    owner = state["node_owner"]
    res = state["res"]
    players = state["players"]
    found = set()
    for c in tables(state).hex_corners[hex_id]:
        o = owner[c]
        if o != -1 and o != thief and players[o] == "active" and sum(res[o]) > 0:
            found.add(o)
    return sorted(found)


def harbour_rates(harbours: list[str], nodes: list[int], tb: Tables = BASE_TABLES) -> list[int]:
    """Maritime rates (per resource) for a player with buildings on ``nodes``."""
    rates = [4, 4, 4, 4, 4]
    for n in nodes:
        slot = tb.node_harbour[n]
        if slot >= 0:
            apply_harbour(rates, harbours[slot])
    return rates


def apply_harbour(rates: list[int], kind: str) -> None:
    if kind == "any":
        for i in range(5):
            if rates[i] > 3:
                rates[i] = 3
    else:
        rates[RES_INDEX[kind]] = 2


def player_harbours(state: State, p: int) -> list[int]:
    """Harbour slots where p has a settlement or city."""
    harbour = tables(state).node_harbour
    slots = {harbour[n] for n in state["buildings_of"][p]}
    slots.discard(-1)
    return sorted(slots)


def starting_resources(state: State, node: int) -> list[int]:
    """One card per producing hex around the second set-up settlement."""
    gain = [0, 0, 0, 0, 0]
    hex_res = state["hex_res"]
    for h in tables(state).node_hexes[node]:
        r = hex_res[h]
        if r >= 0:
            gain[r] += 1
    return gain


def refresh_road_length(state: State, p: int) -> None:
    """Recompute p's longest road into state["road_len"] (already copied by the caller)."""
    state["road_len"][p] = longest_road(
        p, state["roads_of"][p], state["node_owner"], tables(state).edge_nodes
    )


def award_longest(state: State) -> tuple[bool, int]:
    """Re-decide the Longest Road holder from state["road_len"] (catan.md):
    the holder keeps it while still tied for longest (≥ 5); otherwise it goes to the single
    player with the unique longest road ≥ 5, or is set aside. Returns (changed, holder)."""
    lengths = state["road_len"]
    players = state["players"]
    holder = state["longest"]
    best = max((lengths[i] for i, st in enumerate(players) if st == "active"), default=0)
    if holder >= 0 and players[holder] == "active" and lengths[holder] == best >= LONGEST_MIN:
        return False, holder
    new = -1
    if best >= LONGEST_MIN:
        tops = [i for i, st in enumerate(players) if st == "active" and lengths[i] == best]
        if len(tops) == 1:
            new = tops[0]
    state["longest"] = new
    return new != holder, new


def award_largest(state: State) -> tuple[bool, int]:
    """Largest Army: first to 3 knights, taken over only by strictly more. A resigned holder
    loses it to the unique leader (if any)."""
    knights = state["knights"]
    players = state["players"]
    holder = state["largest"]
    if holder >= 0 and players[holder] != "active":
        holder = -1
    best_seat, best = holder, knights[holder] if holder >= 0 else ARMY_MIN - 1
    for i, st in enumerate(players):
        if st == "active" and knights[i] > best:
            best_seat, best = i, knights[i]
    if holder < 0 and best_seat >= 0:
        tied = [i for i, st in enumerate(players) if st == "active" and knights[i] == best]
        if len(tied) > 1:
            best_seat = -1
    changed = best_seat != state["largest"]
    state["largest"] = best_seat
    return changed, best_seat


def dev_playable(state: State, p: int, card: int) -> bool:
    """Holds a card of that kind that was not bought this turn."""
    held = state["dev"][p][card]
    if p == state["turn"]:
        held -= state["bought"][card]
    return held > 0


def affordable_builds(state: State, p: int) -> dict[str, bool]:
    hand = state["res"][p]
    left = state["pieces"][p]
    return {
        "road": can_afford(hand, ROAD_COST) and left[ROADS] > 0,
        "settlement": can_afford(hand, SETTLEMENT_COST) and left[SETTLEMENTS] > 0,
        "city": can_afford(hand, CITY_COST) and left[CITIES] > 0,
        "dev": can_afford(hand, DEV_COST) and len(state["deck"]) > 0,
    }
