"""A Catan position's value per seat, and win chances from it.

Each seat gets a score in victory-point equivalents:

- points (VP cards included: a determinized state holds the seat's own and sampled ones);
- production: pips of income per resource (a robbed hex counts partly: the robber moves on),
  weighted by the resource's scarcity, with diminishing returns and a bonus per kind, worth
  less as the game nears its end (fewer rolls left to collect it);
- expansion: the best free intersections the seat can reach with 0, 1 or 2 more roads, each
  worth its point and income, discounted by the roads still needed;
- harbours, by the income they turn into trades;
- the hand: cards, how close they bring the next settlement, city or development card, and
  the risk of discarding half on a 7;
- development cards held, and the Largest Army and Longest Road races (the holders' 2 points
  are in their points; the others' chances to take them here);
- Traders & Barbarians adds wagons, goods, gold and the baggage train (``traders.py``).

``win_chances`` turns the scores into a softmax over the active seats (resigned seats 0).
Board-dependent parts are cached per board position (the engine copies on write, so an
unchanged list is the same object)."""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from typing import Any

from games.catan import rules as R

from . import traders
from .board import VARIETY_PIPS, BoardStats, stats

State = dict[str, Any]

DEV_VALUE = {"knight": 0.3, "road_building": 0.35, "year_of_plenty": 0.45, "monopoly": 0.45,
             "swift_journey": 0.3}
TEMPERATURE = 2.0


@dataclass(frozen=True)
class Weights:
    """What the parts of a position are worth (victory-point equivalents)."""

    card: float = 0.08  # a resource card in hand
    income: float = 0.22  # a pip of income (1/36 card a roll) at the start of the game
    robbed: float = 0.7  # share of a robbed hex's income still counted
    spot: float = 0.45  # a free intersection the seat reaches without a road ...
    spot1: float = 0.28  # ... with one more road
    spot2: float = 0.16  # ... with two
    second_spot: float = 0.5  # the second best spot, as a share of its worth
    dev: float = 1.0  # development cards held, as a multiple of ``DEV_VALUE``
    builds: float = 1.0  # a hand near a build, as a multiple of the base worth
    race: float = 1.4  # Largest Army / Longest Road within reach
    late: float = 0.25  # the share of income and expansion still counted near the end


WEIGHTS = Weights()
_PARSED: dict[str, Weights] = {"": WEIGHTS}


def weights(text: str) -> Weights:
    """``Weights`` from "name=value,..." (empty: the defaults); the same text gives the same
    object (the board cache is keyed by it)."""
    found = _PARSED.get(text)
    if found is None:
        names = {f.name for f in fields(Weights)}
        changes: dict[str, float] = {}
        for part in filter(None, (x.strip() for x in text.split(","))):
            name, _, value = part.partition("=")
            if name not in names:
                raise ValueError(f"unknown weight {name!r}")
            changes[name] = float(value)
        found = _PARSED[text] = replace(WEIGHTS, **changes)
    return found


_CACHE: dict[tuple, tuple] = {}
_CACHE_LIMIT = 2048


def horizon(state: State, win: int, late: float = WEIGHTS.late) -> float:
    """How much of the game is left (1 at the start, ``late`` near the end): income and
    expansion are worth that share."""
    n = len(state["players"])
    levels = state["node_level"]
    best = 0
    for p in range(n):
        best = max(best, sum(levels[x] for x in state["buildings_of"][p]))
    return max(late, min(1.0, (win - best) / (win - 2)))


def _board_part(state: State, st: BoardStats, h: float,
                w: Weights) -> list[tuple[list[float], float, float]]:
    """Per seat: (income per resource, expansion value, harbour value), cached by the lists
    that hold the pieces (``h`` follows from them) and the weights."""
    owner, level, roads = state["node_owner"], state["node_level"], state["road_owner"]
    barred = R.no_road_edges(state)
    robber = state["robber"] if state["phase"] != "robber" else -1
    key = (id(owner), id(level), id(roads), id(barred), robber, id(st), id(w))
    hit = _CACHE.get(key)
    if hit is not None and hit[0][0] is owner and hit[0][1] is level and hit[0][2] is roads \
            and hit[0][3] is barred and hit[0][4] is w:
        return hit[1]
    robbed = w.robbed
    tb = st.tables
    out = []
    for p in range(len(state["players"])):
        prod = [0.0] * 5
        for b in state["buildings_of"][p]:
            lvl = level[b]
            for hx in tb.node_hexes[b]:
                r = st.res[hx]
                if r >= 0:
                    prod[r] += st.pips[hx] * lvl * (robbed if hx == robber else 1.0)
        spots = _expansion(state, st, p, owner, roads, barred, h, w)
        harbour = 0.0
        for slot in R.player_harbours(state, p):
            kind = state["harbours"][slot]
            if kind == "any":
                harbour += 0.02 * sum(prod) + 0.15
            else:
                harbour += 0.06 * prod[R.RES_INDEX[kind]] + 0.05
        out.append((prod, spots, harbour))
    if len(_CACHE) >= _CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = ((owner, level, roads, barred, w), out)
    return out


def _expansion(state: State, st: BoardStats, p: int, owner: list[int], roads: list[int],
               barred: Any, h: float, w: Weights) -> float:
    """The best two free intersections p can reach, each worth its point and its income,
    discounted by the roads still needed."""
    tb = st.tables
    edge_nodes, node_edges, edge_open = tb.edge_nodes, tb.node_edges, tb.edge_open
    dist: dict[int, int] = {}
    frontier = []
    for b in state["buildings_of"][p]:
        if b not in dist:
            dist[b] = 0
            frontier.append(b)
    for e in state["roads_of"][p]:
        for x in edge_nodes[e]:
            if x not in dist and owner[x] in (-1, p):
                dist[x] = 0
                frontier.append(x)
    for d in (1, 2):
        nxt = []
        for x in frontier:
            for e in node_edges[x]:
                if roads[e] != -1 or not edge_open[e] or e in barred:
                    continue
                a, b = edge_nodes[e]
                y = b if a == x else a
                if y in dist or owner[y] not in (-1, p):
                    continue
                dist[y] = d
                nxt.append(y)
        frontier = nxt
    best = second = 0.0
    discount, income = (w.spot, w.spot1, w.spot2), w.income
    node_value, can_settle, node_nodes = st.node_value, tb.can_settle, tb.node_nodes
    for x, d in dist.items():
        if owner[x] != -1 or not can_settle[x]:
            continue
        if any(owner[y] != -1 for y in node_nodes[x]):
            continue
        v = (1.0 + income * h * node_value[x]) * discount[d]
        if v > best:
            best, second = v, best
        elif v > second:
            second = v
    return best + w.second_spot * second


def _income(prod: list[float], st: BoardStats) -> float:
    total = 0.0
    for r in range(5):
        x = prod[r]
        if x:
            total += st.weight[r] * (x if x <= 10 else 10 + 0.6 * (x - 10)) + VARIETY_PIPS
    return total


def _hand(hand: list[int], weight: tuple[float, ...], seats: int, ws: Weights) -> float:
    total = sum(hand)
    if not total:
        return 0.0
    card, builds = ws.card, ws.builds
    value = card * sum(w * min(h, 4) + 0.5 * w * max(0, h - 4) for h, w in zip(hand, weight,
                                                                          strict=False))
    b, lu, w, g, o = hand[:5]
    settle = (min(b, 1) + min(lu, 1) + min(w, 1) + min(g, 1)) / 4
    city = (min(g, 2) + min(o, 3)) / 5
    dev = (min(w, 1) + min(g, 1) + min(o, 1)) / 3
    value += builds * (0.3 * settle * settle + 0.35 * city * city + 0.08 * dev * dev)
    if total > R.HAND_LIMIT:  # a 7 before the cards are spent takes half
        value -= (0.25 + 0.05 * seats) * card * (total // 2)
    return value


def scores(state: State, w: Weights = WEIGHTS) -> list[float]:
    """Each seat's score in victory-point equivalents (resigned seats: -inf)."""
    st = stats(state)
    tb_variant = state["variant"] != "base"
    win = traders.WIN_POINTS if tb_variant else R.WIN_POINTS
    h = horizon(state, win, w.late)
    players = state["players"]
    n = len(players)
    board = _board_part(state, st, h, w)
    knights = state["knights"]
    lengths = state["road_len"]
    out = []
    for p in range(n):
        if players[p] != "active":
            out.append(-math.inf)
            continue
        prod, spots, harbour = board[p]
        vp = R.victory_points(state, p)
        left = state["pieces"][p]
        score = float(vp)
        score += w.income * h * _income(prod, st)
        if left[R.SETTLEMENTS]:
            score += spots
        score += h * harbour
        score += _hand(state["res"][p], st.weight, n, w)
        dev = state["dev"][p]
        names = traders.DEV_NAMES if tb_variant else R.DEV_CARDS
        for i, c in enumerate(dev):
            if c and names[i] in DEV_VALUE:
                score += c * w.dev * DEV_VALUE[names[i]] * (0.5 + 0.5 * h)
        score += _army(state, p, knights, dev[R.KNIGHT], w.race)
        if not tb_variant:
            score += _road_race(state, p, lengths, left[R.ROADS], w.race)
        else:
            score += traders.value(state, p, h)
        out.append(score)
    return out


def _army(state: State, p: int, knights: list[int], held: int, race: float) -> float:
    holder = state["largest"]
    if holder == p:
        return 0.15
    best = max((k for q, k in enumerate(knights) if q != p and state["players"][q] == "active"),
               default=0)
    need = max(R.ARMY_MIN, best + 1) - knights[p] - 0.6 * held
    return race * 0.5 ** max(need, 0.5) if need < 4 else 0.0


def _road_race(state: State, p: int, lengths: list[int], roads_left: int,
               race: float) -> float:
    holder = state["longest"]
    if holder == p:
        return 0.15
    if not roads_left:
        return 0.0
    best = max((x for q, x in enumerate(lengths) if q != p and state["players"][q] == "active"),
               default=0)
    need = max(R.LONGEST_MIN, best + 1) - lengths[p]
    return race * 0.45 ** max(need, 0.5) if need <= 4 else 0.0


def win_chances(values: list[float]) -> list[float]:
    """Softmax of the scores over the seats still playing."""
    top = max(values)
    weights = [math.exp((v - top) / TEMPERATURE) if v > -math.inf else 0.0 for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def evaluate(state: State, w: Weights = WEIGHTS) -> list[float]:
    return win_chances(scores(state, w))
