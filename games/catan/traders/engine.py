"""The Traders & Barbarians rules engine: CatanEngine with wagons, goods, gold and barbarians.

Rules: shared/rules/catan_traders_barbarians.md (everything it does not change is base
Catan, see games/catan/engine.py, whose state, actions and events this engine keeps).
Reached through ``games.catan.ENGINE`` with the option ``{"variant": "traders-barbarians"}``.

State: the base state (``variant`` "traders-barbarians") plus
------------------------------------------------------------------
- board: 19 hexes, the trade hexes named "castle" / "quarry" / "glassworks" (number 0);
  57 nodes (54..56 the plazas), 84 edges (72..83 the spokes); ``robber`` -1 (no robber);
  ``road_len`` stays 0 and ``longest`` -1 (no Longest Road)
- ``dev`` / ``bought`` slots: knight, road_building, swift_journey, (unused), victory_point
  (``dev_names``); the deck holds 16 / 3 / 3 / 0 / 3 cards
- ``gold`` n ints (public), ``baggage`` n × 1..5, ``delivered`` n counts (1 VP each),
  ``carrying`` n × null | "tools" | "sand" | "marble" | "glass" (face up), ``wagons`` n ×
  node | -1 (before the set-up city)
- ``stacks`` {"castle" | "quarry" | "glassworks": [goods, top last]} (the order is secret)
- ``barbarians`` [3 edges] (positions are kept: a moved barbarian keeps its index)
- ``purchases`` gold purchases this turn (max 2)
- ``movement`` {"moving": the movement phase has started (first move_wagon / drive_off),
  "moved": ≥1 step this turn, "spent": MP spent in this movement, "bonus": MP added by the
  grain boost to this movement, "boosted": grain boost used this turn, "journey": 1 | 2
  (Swift Journey), "tried": [edges of barbarians tried this turn], "over": a plaza ended it};
  MP left = the level's MP + bonus - spent
- ``drive_off`` {"barbarian": edge} | null: a successful drive-off waiting for its move
- ``barbarian_cause`` "seven" | "knight" | "" (why phase "barbarian" is on)
- phases added: "barbarian" (move_barbarian), "drive_off" (move_barbarian with the driven
  barbarian, or keep_barbarian); "steal" is also a choice here (steal or skip_steal);
  "robber" never occurs

Actions (besides the base ones; not here: move_robber, play_year_of_plenty, play_monopoly)
---------------------------------------------------------------------------------------
``{"type": "upgrade_baggage"}``, ``{"type": "buy_with_gold", "resource": "ore"}``,
``{"type": "move_wagon", "to": 23, "route": [12, 17, 23]}``, ``{"type": "boost_wagon"}``,
``{"type": "drive_off", "barbarian": 28}``,
``{"type": "move_barbarian", "barbarian": 28, "path": 40}``, ``{"type": "keep_barbarian"}``,
``{"type": "skip_steal"}``, ``{"type": "play_swift_journey"}``.
``maritime_trade`` give/get may be "gold"; ``offer_trade`` / ``counter_trade`` card dicts
may hold "gold" (trade offers store 6 counts: the resources, then gold).
Set-up: the first placement is ``build_settlement``, the second ``build_city`` (the city,
then its ``build_road``); the wagon starts on the city.

Flow decisions (documented interpretations)
-------------------------------------------
- The grain boost does not start the movement phase (trading and building stay open); it
  needs the roll and is refused once a plaza ended the movement.
- A Road Building card may be played during the movement: its free roads are placed (the
  card says "any time"); paid building stays closed after the movement started.
- The steal after a 7 / Knight is a choice even with one victim (``steal`` or
  ``skip_steal``); a barbarian landing on the road of a player with no resource gives
  ``nothing_to_steal``.
- A drive-off moves nothing until the player decides: phase "drive_off".
- A resigned player's road costs 1 MP and no toll (nobody collects it); their wagon, gold
  and carried token stay where they are.
- An upgrade or a gold purchase can be taken back like a build (``undo_barrier``).
- "board": "beginner" has no T&B layout: a T&B board is always shuffled (``numbers`` and
  ``layout`` apply).

Events (besides the base ones)
------------------------------
``rerolled`` {player, dice, total}, ``barbarian_moved`` {player, barbarian, path, cause:
"seven" | "knight" | "drive_off"}, ``barbarian_kept`` {player, barbarian}, ``drive_off``
{player, barbarian, die, success}, ``wagon_moved`` {player, route, mp, tolls {seat: gold},
mp_left}, ``boosted`` {player, mp_left}, ``picked_up`` {player, trade, good}, ``delivered``
{player, trade, good, gold, vp}, ``stack_empty`` {player, trade}, ``upgraded`` {player, level,
vp?}, ``bought_with_gold`` {player, resource, gold}, ``swift_journey`` {player, mp_left},
``steal_skipped`` {player}; ``placed`` may say piece "city" (set-up).

Rule error codes (besides the base ones)
----------------------------------------
``no_gold_here`` (gold in a base game), ``not_enough_gold`` {need}, ``gold_purchases_used``
{limit}, ``bank_empty`` {resource}, ``after_movement``, ``baggage_max``, ``cannot_afford``
{piece: "baggage"}, ``not_reachable``, ``bad_route``, ``toll_unpaid`` {player},
``boost_used``, ``no_grain``, ``drive_off_level``, ``drive_off_tried``, ``not_at_barbarian``,
``movement_over``, ``no_barbarian``, ``barbarian_there``, ``same_path``, ``sea_path``,
``journey_needs_step``, ``barbarian_on_path``, ``place_city`` (the second set-up placement is
a city), ``drive_off_only`` {barbarian} (after a drive-off only that barbarian may move), ``rate``
{rate, resource: "gold"} (too little gold for a bank/harbour trade); ``unknown_action`` for
move_robber / play_year_of_plenty / play_monopoly; ``wrong_phase`` {phase: "barbarian" |
"drive_off" | …} as in the base game.
"""

from __future__ import annotations

from typing import Any

from games.base import (
    CARDS,
    CHOICE,
    EDGE,
    NODE,
    TEMPLATE,
    Action,
    ActionSpec,
    Event,
    Param,
    RuleError,
    State,
)
from games.catan import rules as R
from games.catan.board import RESOURCES
from games.catan.engine import (
    CatanEngine,
    _card_dict,
    _id,
    _is_int,
    _list,
    _pay,
    _resource,
    _row,
)
from games.rng import Rng

from . import barbarians as B
from . import goods as G
from . import views
from . import wagon as W
from .baggage import BOOST_MP, LEVELS, MAX_LEVEL, drive_off_faces
from .board import BARBARIAN_START, PLAZA_TRADE, SEA_PATHS, TABLES, VARIANT, generate_board

GOLD = "gold"
START_GOLD = 5
GOLD_PRICE = 2  # gold per resource bought
PURCHASE_LIMIT = 2  # per turn
WIN_POINTS = 13
KNIGHT, ROAD_BUILDING, SWIFT_JOURNEY, VICTORY_POINT = 0, 1, 2, 4
DEV_NAMES: tuple[str, ...] = ("knight", "road_building", "swift_journey", "", "victory_point")
DEV_DECK: tuple[int, ...] = (16, 3, 3, 0, 3)
TRADE_ITEMS: tuple[str, ...] = (*RESOURCES, GOLD)

ACTION_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("upgrade_baggage", group="build"),
    ActionSpec("buy_with_gold", (Param("resource", CHOICE, items=RESOURCES),), group="trade"),
    ActionSpec("move_wagon", (Param("to", NODE), Param("route", CHOICE)), group="wagon"),
    ActionSpec("boost_wagon", group="wagon"),
    ActionSpec("drive_off", (Param("barbarian", EDGE),), group="wagon"),
    ActionSpec("move_barbarian", (Param("barbarian", EDGE), Param("path", EDGE))),
    ActionSpec("keep_barbarian"),
    ActionSpec("skip_steal"),
    ActionSpec("play_swift_journey", group="play"),
)


def with_gold(spec: ActionSpec) -> ActionSpec:
    """A base trade spec with gold among its items (maritime, offer and counter trades)."""
    if spec.type not in ("maritime_trade", "offer_trade", "counter_trade"):
        return spec
    params = tuple(Param(p.name, p.domain, items=TRADE_ITEMS) if p.domain in (CHOICE, CARDS)
                   else p for p in spec.params)
    return ActionSpec(spec.type, params, spec.group, spec.confirm, spec.board)


def fresh_movement() -> dict[str, Any]:
    return {"moving": False, "moved": False, "spent": 0, "bonus": 0, "boosted": False,
            "journey": 1, "tried": [], "over": False}


def mp_left(state: State, p: int) -> int:
    mv = state["movement"]
    return LEVELS[state["baggage"][p]].mp + mv["bonus"] - mv["spent"]


class TradersEngine(CatanEngine):
    variant = VARIANT
    win_points = WIN_POINTS
    dev_names = DEV_NAMES
    dev_deck_counts = DEV_DECK
    trade_items = TRADE_ITEMS

    def __init__(self) -> None:
        super().__init__()
        for gone in ("move_robber", "play_year_of_plenty", "play_monopoly"):
            del self._handlers[gone]
        self._handlers.update({
            "upgrade_baggage": self._upgrade_baggage,
            "buy_with_gold": self._buy_with_gold,
            "move_wagon": self._move_wagon,
            "boost_wagon": self._boost_wagon,
            "drive_off": self._drive_off,
            "move_barbarian": self._move_barbarian,
            "keep_barbarian": self._keep_barbarian,
            "skip_steal": self._skip_steal,
            "play_swift_journey": self._play_swift_journey,
        })
        names = set(self._handlers)
        self.action_specs = tuple(
            with_gold(s) for s in (*CatanEngine.action_specs, *ACTION_SPECS) if s.type in names)

    # -- creation ---------------------------------------------------------------------------
    def generate(self, rng: Rng, opts: dict[str, Any]) -> dict[str, list]:
        return generate_board(rng, opts["numbers"])

    def fresh_state(self, players: int, rng: Rng, opts: dict[str, Any],
                    board: dict[str, list]) -> State:
        s = super().fresh_state(players, rng, opts, board)
        s["robber"] = -1
        s.update({
            "gold": [START_GOLD] * players,
            "baggage": [1] * players,
            "delivered": [0] * players,
            "carrying": [None] * players,
            "wagons": [-1] * players,
            "stacks": G.new_stacks(rng),
            "barbarians": list(BARBARIAN_START),
            "purchases": 0,
            "movement": fresh_movement(),
            "drive_off": None,
            "barbarian_cause": "",
        })
        s["rng"] = rng.state
        return s

    # -- points -----------------------------------------------------------------------------
    def points(self, state: State, p: int, hidden: bool = True) -> int:
        """Base points (no Longest Road here) + delivered goods + level 5's point."""
        return (R.victory_points(state, p, hidden) + state["delivered"][p]
                + LEVELS[state["baggage"][p]].vp)

    # -- legal actions ----------------------------------------------------------------------
    def legal_actions(self, state: State, player: int) -> list[Action]:
        phase = state["phase"]
        if phase == "over" or not _is_int(player) or not 0 <= player < len(state["players"]):
            return []
        if state["players"][player] != "active":
            return []
        turn = player == state["turn"]
        acts: list[Action] = []
        if phase == "barbarian":
            if turn:
                targets = B.targets(state)
                acts = [{"type": "move_barbarian", "barbarian": b, "path": e}
                        for b in sorted(state["barbarians"]) for e in targets]
        elif phase == "drive_off":
            if turn:
                b = state["drive_off"]["barbarian"]
                acts = [{"type": "move_barbarian", "barbarian": b, "path": e}
                        for e in B.targets(state)]
                acts.append({"type": "keep_barbarian"})
        elif phase == "setup" and turn and state["setup_node"] < 0 and self._city_round(state):
            acts = [{"type": "build_city", "node": n} for n in R.setup_settlement_spots(state)]
        else:
            acts = super().legal_actions(state, player)
            if phase == "steal" and turn:
                acts.insert(len(acts) - 1, {"type": "skip_steal"})
            return acts
        acts.append({"type": "resign"})
        return acts

    @staticmethod
    def _city_round(state: State) -> bool:
        return state["setup_step"] >= len(state["players"])

    def _main_actions(self, s: State, p: int) -> list[Action]:
        mv = s["movement"]
        if not s["rolled"] or not mv["moving"]:
            acts = super()._main_actions(s, p)
        else:
            acts = [{"type": "end_turn"}]
            if not s["dev_played"]:
                acts.extend(self._dev_plays(s, p))
        if not s["rolled"]:
            return acts
        if not mv["moving"]:
            acts.extend(self._trade_build_extras(s, p))
        if not mv["over"]:
            acts.extend({"type": "move_wagon", "to": o["node"], "route": o["route"]}
                        for o in self.reach(s, p))
            if LEVELS[s["baggage"][p]].drive_off_from:
                acts.extend({"type": "drive_off", "barbarian": b} for b in self._drivable(s, p))
            if not mv["boosted"] and s["res"][p][R.GRAIN]:
                acts.append({"type": "boost_wagon"})
        return acts

    def _trade_build_extras(self, s: State, p: int) -> list[Action]:
        """Before the movement: upgrades, gold purchases, gold with the bank, gold offers."""
        acts: list[Action] = []
        hand, gold, bank = s["res"][p], s["gold"][p], s["bank"]
        level = s["baggage"][p]
        if level < MAX_LEVEL and R.can_afford(hand, LEVELS[level + 1].cost):
            acts.append({"type": "upgrade_baggage"})
        if s["purchases"] < PURCHASE_LIMIT and gold >= GOLD_PRICE:
            acts.extend({"type": "buy_with_gold", "resource": r}
                        for i, r in enumerate(RESOURCES) if bank[i])
        if gold >= self.gold_rate(s, p):
            acts.extend({"type": "maritime_trade", "give": GOLD, "get": r}
                        for i, r in enumerate(RESOURCES) if bank[i])
        rates = s["rates"][p]
        acts.extend({"type": "maritime_trade", "give": r, "get": GOLD}
                    for i, r in enumerate(RESOURCES) if hand[i] >= rates[i])
        if gold and not any(a["type"] == "offer_trade" for a in acts):
            targets = [i for i, st in enumerate(s["players"]) if st == "active" and i != p]
            if targets:
                acts.append({"type": "offer_trade", TEMPLATE: True, "to": [None, *targets]})
        return acts

    def _dev_plays(self, s: State, p: int) -> list[Action]:
        dev, bought = s["dev"][p], s["bought"]
        acts: list[Action] = []
        if dev[KNIGHT] > bought[KNIGHT]:
            acts.append({"type": "play_knight"})
        if dev[ROAD_BUILDING] > bought[ROAD_BUILDING] and s["pieces"][p][R.ROADS] and \
                R.road_spots(s, p):
            acts.append({"type": "play_road_building"})
        if dev[SWIFT_JOURNEY] > bought[SWIFT_JOURNEY] and s["movement"]["moved"]:
            acts.append({"type": "play_swift_journey"})
        return acts

    def reach(self, state: State, p: int) -> list[dict[str, Any]]:
        """p's offered wagon routes right now (see wagon.options) (empty when p may not move)."""
        if (state["phase"] != "main" or p != state["turn"] or not state["rolled"]
                or state["movement"]["over"] or state["players"][p] != "active"):
            return []
        return W.options(state, p, mp_left(state, p), state["gold"][p])

    def _drivable(self, s: State, p: int) -> list[int]:
        at = s["wagons"][p]
        tried = s["movement"]["tried"]
        return sorted(b for b in s["barbarians"]
                      if b not in tried and at in TABLES.edge_nodes[b])

    def gold_rate(self, state: State, p: int) -> int:
        """Gold given for one resource at the bank: 3 with a generic harbour, else 4."""
        harbours = state["harbours"]
        return 3 if any(harbours[h] == "any" for h in R.player_harbours(state, p)) else 4

    # -- shared checks ----------------------------------------------------------------------
    def _need_before_movement(self, s: State, p: int) -> None:
        self._need_main_rolled(s, p)
        if s["movement"]["moving"]:
            raise RuleError("after_movement")

    def _need_movement(self, s: State, p: int) -> dict[str, Any]:
        """The turn's movement may go on; returns a fresh copy of ``movement`` to edit."""
        self._need_main_rolled(s, p)
        if s["movement"]["over"]:
            raise RuleError("movement_over")
        mv = s["movement"] = dict(s["movement"])
        return mv

    # -- set-up -----------------------------------------------------------------------------
    def _build_settlement(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["phase"] == "setup" and p == s["turn"] and s["setup_node"] < 0 and \
                self._city_round(s):
            raise RuleError("place_city")
        if s["phase"] == "main" and p == s["turn"] and s["movement"]["moving"]:
            raise RuleError("after_movement")
        super()._build_settlement(s, p, a, ev)

    def _build_city(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["phase"] != "setup" or p != s["turn"] or s["setup_node"] >= 0 or \
                not self._city_round(s):
            if s["phase"] == "main" and p == s["turn"] and s["movement"]["moving"]:
                raise RuleError("after_movement")
            super()._build_city(s, p, a, ev)
            return
        node = _id(a, "node", TABLES.num_nodes, "intersection")
        if not R.distance_ok(s["node_owner"], node, TABLES):
            raise RuleError("too_close")
        self._place_settlement(s, p, node)
        _list(s, "node_level")[node] = 2
        left = _row(s, "pieces", p)
        left[R.SETTLEMENTS] += 1
        left[R.CITIES] -= 1
        _list(s, "wagons")[p] = node
        s["setup_node"] = node
        ev.append({"type": "placed", "player": p, "piece": "city", "node": node})
        gain = R.starting_resources(s, node)
        hand = _row(s, "res", p)
        bank = _list(s, "bank")
        for i in range(5):
            hand[i] += gain[i]
            bank[i] -= gain[i]
        ev.append({"type": "starting_resources", "player": p, "cards": _card_dict(gain)})

    def _build_road(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if p == s["turn"] and s["phase"] in ("setup", "road_building", "main"):
            edge = _id(a, "edge", TABLES.num_edges, "path")
            if edge in SEA_PATHS:
                raise RuleError("sea_path")
            if edge in s["barbarians"] and s["road_owner"][edge] == -1:
                raise RuleError("barbarian_on_path")
            if s["phase"] == "main" and s["movement"]["moving"]:
                raise RuleError("after_movement")
        super()._build_road(s, p, a, ev)

    # No Longest Road in this scenario: road lengths are never tracked.
    def _road_grew(self, s: State, p: int, ev: list[Event]) -> None:
        return

    def _settlement_cuts_roads(self, s: State, p: int, node: int, ev: list[Event]) -> None:
        return

    # -- dice, 7, barbarians ----------------------------------------------------------------
    def _roll(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "main")
        if s["rolled"]:
            raise RuleError("already_rolled")
        rng = Rng(s["rng"])
        while True:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            if d1 + d2 not in (2, 12):
                break
            ev.append({"type": "rerolled", "player": p, "dice": [d1, d2], "total": d1 + d2})
        s["rng"] = rng.state
        s["dice"] = [d1, d2]
        s["rolled"] = True
        total = d1 + d2
        ev.append({"type": "rolled", "player": p, "dice": [d1, d2], "total": total})
        if total == 7:
            self._seven(s, ev)
        else:
            self._produce(s, total, ev)

    def _start_robber(self, s: State, cause: str) -> None:
        s["phase"] = "barbarian"
        s["barbarian_cause"] = cause

    def _move_barbarian(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "barbarian", "drive_off")
        old, path = a.get("barbarian"), a.get("path")
        pending = s["drive_off"]
        if pending is not None and old != pending["barbarian"]:
            raise RuleError("drive_off_only", barbarian=pending["barbarian"])
        old, path = B.check_move(s, old, path)
        self._relocate(s, old, path)
        cause = "drive_off" if pending is not None else s["barbarian_cause"]
        ev.append({"type": "barbarian_moved", "player": p, "barbarian": old, "path": path,
                   "cause": cause})
        s["drive_off"] = None
        s["barbarian_cause"] = ""
        s["phase"] = "main"
        if cause == "drive_off":
            return  # a drive-off never steals
        victim, has_cards = B.road_victim(s, path, p)
        if victim < 0:
            return
        if has_cards:
            s["steal_from"] = [victim]
            s["phase"] = "steal"
        else:
            ev.append({"type": "nothing_to_steal", "player": p})

    @staticmethod
    def _relocate(s: State, old: int, path: int) -> None:
        bars = _list(s, "barbarians")
        bars[bars.index(old)] = path
        tried = s["movement"]["tried"]
        if old in tried:
            mv = s["movement"] = dict(s["movement"])
            mv["tried"] = [path if t == old else t for t in tried]

    def _keep_barbarian(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "drive_off")
        b = s["drive_off"]["barbarian"]
        ev.append({"type": "barbarian_kept", "player": p, "barbarian": b})
        s["drive_off"] = None
        s["phase"] = "main"

    def _skip_steal(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "steal")
        s["steal_from"] = []
        s["phase"] = "main"
        ev.append({"type": "steal_skipped", "player": p})

    # -- gold, upgrades, trades -------------------------------------------------------------
    def _upgrade_baggage(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_before_movement(s, p)
        level = s["baggage"][p]
        if level >= MAX_LEVEL:
            raise RuleError("baggage_max")
        nxt = LEVELS[level + 1]
        if not R.can_afford(s["res"][p], nxt.cost):
            raise RuleError("cannot_afford", piece="baggage")
        _pay(s, p, nxt.cost)
        _list(s, "baggage")[p] = level + 1
        event: Event = {"type": "upgraded", "player": p, "level": level + 1}
        if nxt.vp:
            event["vp"] = nxt.vp
        ev.append(event)

    def _buy_with_gold(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_before_movement(s, p)
        r = _resource(a.get("resource"))
        if s["purchases"] >= PURCHASE_LIMIT:
            raise RuleError("gold_purchases_used", limit=PURCHASE_LIMIT)
        if s["gold"][p] < GOLD_PRICE:
            raise RuleError("not_enough_gold", need=GOLD_PRICE)
        if not s["bank"][r]:
            raise RuleError("bank_empty", resource=RESOURCES[r])
        _list(s, "gold")[p] -= GOLD_PRICE
        _list(s, "bank")[r] -= 1
        _row(s, "res", p)[r] += 1
        s["purchases"] += 1
        ev.append({"type": "bought_with_gold", "player": p, "resource": RESOURCES[r],
                   "gold": GOLD_PRICE})

    def _maritime_trade(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_before_movement(s, p)
        give, get = a.get("give"), a.get("get")
        if give != GOLD and get != GOLD:
            super()._maritime_trade(s, p, a, ev)
            return
        if give == get:
            raise RuleError("same_resource")
        if give == GOLD:
            ti = _resource(get)
            rate = self.gold_rate(s, p)
            if s["gold"][p] < rate:
                raise RuleError("rate", rate=rate, resource=GOLD)
            if not s["bank"][ti]:
                raise RuleError("bank_empty", resource=RESOURCES[ti])
            _list(s, "gold")[p] -= rate
            _list(s, "bank")[ti] -= 1
            _row(s, "res", p)[ti] += 1
            ev.append({"type": "maritime_trade", "player": p, "give": GOLD, "count": rate,
                       "get": RESOURCES[ti]})
            return
        gi = _resource(give)
        rate = s["rates"][p][gi]
        if s["res"][p][gi] < rate:
            raise RuleError("rate", rate=rate, resource=RESOURCES[gi])
        _row(s, "res", p)[gi] -= rate
        _list(s, "bank")[gi] += rate
        _list(s, "gold")[p] += 1
        ev.append({"type": "maritime_trade", "player": p, "give": RESOURCES[gi], "count": rate,
                   "get": GOLD})

    def _holdings(self, state: State, p: int) -> list[int]:
        return [*state["res"][p], state["gold"][p]]

    def _exchange(self, s: State, p: int, j: int, give: list[int], get: list[int]) -> None:
        super()._exchange(s, p, j, give, get)
        if give[5] or get[5]:
            gold = _list(s, "gold")
            gold[p] += get[5] - give[5]
            gold[j] += give[5] - get[5]

    def _offer_trade(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_before_movement(s, p)
        super()._offer_trade(s, p, a, ev)

    def _buy_dev(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_before_movement(s, p)
        super()._buy_dev(s, p, a, ev)

    # -- the wagon --------------------------------------------------------------------------
    def _move_wagon(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_movement(s, p)
        to = _id(a, "to", TABLES.num_nodes, "intersection")
        route = a.get("route")
        if not isinstance(route, list) or not route or route[-1] != to:
            raise RuleError("bad_route")
        left, gold = mp_left(s, p), s["gold"][p]
        mp, tolls = W.walk(s, p, route, left, gold)
        if not any(o["node"] == to and o["route"] == route for o in W.options(s, p, left, gold)):
            raise RuleError("bad_route")  # a valid walk, but not one of the offered routes
        mv = s["movement"]
        mv.update(moving=True, moved=True, spent=mv["spent"] + mp)
        if tolls:
            purse = _list(s, "gold")
            for q, g in tolls.items():
                purse[p] -= g
                purse[q] += g
        _list(s, "wagons")[p] = to
        if to in PLAZA_TRADE:
            mv["over"] = True
        ev.append({"type": "wagon_moved", "player": p, "route": list(route), "mp": mp,
                   "tolls": {str(q): g for q, g in sorted(tolls.items())},
                   "mp_left": 0 if mv["over"] else mp_left(s, p)})
        if to in PLAZA_TRADE:
            G.enter_plaza(s, p, to, ev)

    def _boost_wagon(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        mv = self._need_movement(s, p)
        if mv["boosted"]:
            raise RuleError("boost_used")
        if not s["res"][p][R.GRAIN]:
            raise RuleError("no_grain")
        _pay(s, p, (0, 0, 0, 1, 0))
        mv.update(boosted=True, bonus=mv["bonus"] + BOOST_MP)
        ev.append({"type": "boosted", "player": p, "mp_left": mp_left(s, p)})

    def _drive_off(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        mv = self._need_movement(s, p)
        level = s["baggage"][p]
        if not LEVELS[level].drive_off_from:
            raise RuleError("drive_off_level")
        b = a.get("barbarian")
        if not _is_int(b) or b not in s["barbarians"]:
            raise RuleError("no_barbarian")
        if b in mv["tried"]:
            raise RuleError("drive_off_tried")
        if s["wagons"][p] not in TABLES.edge_nodes[b]:
            raise RuleError("not_at_barbarian")
        rng = Rng(s["rng"])
        die = rng.randint(1, 6)
        s["rng"] = rng.state
        success = die in drive_off_faces(level)
        mv.update(moving=True, tried=[*mv["tried"], b])
        ev.append({"type": "drive_off", "player": p, "barbarian": b, "die": die,
                   "success": success})
        if success:
            s["drive_off"] = {"barbarian": b}
            s["phase"] = "drive_off"

    def _play_swift_journey(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._start_dev_play(s, p, SWIFT_JOURNEY)
        if not s["movement"]["moved"]:
            raise RuleError("journey_needs_step")
        self._spend_dev(s, p, SWIFT_JOURNEY)
        mv = s["movement"] = dict(s["movement"])
        mv.update(journey=2, spent=0, bonus=0, over=False)
        ev.append({"type": "played", "player": p, "card": "swift_journey"})
        ev.append({"type": "swift_journey", "player": p, "mp_left": mp_left(s, p)})

    # -- turn flow --------------------------------------------------------------------------
    def _pass_turn(self, s: State, ev: list[Event]) -> None:
        super()._pass_turn(s, ev)
        s["purchases"] = 0
        s["movement"] = fresh_movement()
        s["drive_off"] = None
        s["barbarian_cause"] = ""

    def undo_barrier(self, state: State, player: int, action: Action,
                     events: list[Event]) -> bool:
        """As the base game; an upgrade or a gold purchase can be taken back too (they reveal
        nothing and let nobody act)."""
        if action.get("type") in ("upgrade_baggage", "buy_with_gold"):
            return any(e["type"] not in ("upgraded", "bought_with_gold") for e in events)
        return super().undo_barrier(state, player, action, events)

    def default_action(self, state: State, player: int) -> Action | None:
        """As the base game (``CatanEngine.default_action``: roll, then ``end_turn`` — also
        during the wagon's movement, which is never started for the player —, discards of
        the most held resources, the set-up road on the lowest path, declining or
        cancelling trades, the lowest free road), except in this scenario's own steps:

        - the set-up city (second placement): the intersection the base game would pick for
          a settlement (most pips, lowest id);
        - a barbarian to move after a 7 or a Knight: the barbarian on the lowest path, to
          the legal path without another player's road, then without a road of the
          player's own, then of lowest id — so nobody is robbed when it can be helped;
        - a successful drive-off: ``keep_barbarian`` (nothing moves);
        - a steal: ``skip_steal`` (the scenario's null move).
        """
        if not _is_int(player) or player not in self.to_act(state):
            return None
        phase = state["phase"]
        if phase == "setup" and state["setup_node"] < 0 and self._city_round(state):
            return {"type": "build_city", "node": self._default_setup_node(state)}
        if phase == "barbarian":
            roads = state["road_owner"]

            def harm(e: int) -> tuple[bool, bool, int]:
                return roads[e] not in (-1, player), roads[e] == player, e

            return {"type": "move_barbarian", "barbarian": min(state["barbarians"]),
                    "path": min(B.targets(state), key=harm)}
        if phase == "drive_off":
            return {"type": "keep_barbarian"}
        if phase == "steal":
            return {"type": "skip_steal"}
        return super().default_action(state, player)

    def view(self, state: State, player: int | None) -> dict[str, Any]:
        return views.build_view(self, state, player)
