"""Caravan (Joe Huber, Rio Grande Games 2019): chains of camels pass goods to the cities.

The authority is ``shared/rules/caravan.md``. Seats are ``0..n-1``. Spaces are named like
chess squares: columns A–G, rows 1–7, ``"A1"`` top-left, ``"G7"`` bottom-right.

State schema (a plain JSON dict; ``json.loads(json.dumps(state)) == state``)::

    {
      "schema": 1,
      "game": "caravan",
      "length": "short" | "full",
      "camels_each": 5 | 6,
      "players": [                          # one per seat
        {
          "camels": [                        # camel id = index in this list
            {"at": "C3" | None,              # None = in the player's supply
             "good": "ivory" | None,         # what it carries (at most one good)
             "under": bool}                  # True = stolen good, held under the camel
          ],
          "delivered": {"ivory": 0, ...},    # all 8 goods, count delivered
          "demand": int,                     # demand markers collected (1 point each)
          "theft": int,                      # theft markers held
          "resigned": bool
        }
      ],
      "goods": {"A1": "salt", ...},          # available goods lying on spaces
      "demand": {"A1": 1, ...},              # demand markers on spaces (no zero entries)
      "bag": ["meat", ...],                  # SECRET draw order (drawn from the end)
      "rng": int,                            # SECRET Rng state
      "start": seat,
      "current": seat,                       # whose turn it is
      "turn": int,                           # turns started so far minus one (0 = first)
      "actions_left": int,
      "acted": bool,                         # the current player has spent an action
      "passers": [seat, ...],                # consecutive turns ended without any action
      "end_triggered": bool,                 # the bag ran out: next delivery ends the game
      "over": bool,
      "end_reason": None | "delivery" | "all_passed" | "resignations",
      "resigned_order": [seat, ...]
    }

Actions (flat JSON; a space is always a label such as ``"C4"``)::

    {"type": "place", "to": "C4", "cost": 1|2}          # camel from supply
    {"type": "move_camel", "from": "C3", "to": "C4", "cost": 1|2}   # an unladen camel
    {"type": "pickup", "at": "A1", "good": "salt"}
    {"type": "steal", "at": "C3", "victim": 1, "good": "ivory"}
    {"type": "move_good", "from": "C3", "good": "ivory", "under": False, "to": "D1"}
    {"type": "end_turn"}
    {"type": "resign"}

Camels are identified by what matters, not by id: unladen camels of one player on one
space are interchangeable, and so are laden camels with the same good in the same position
(on top / under). ``cost`` is part of camel actions so menus can show it; it must be right.
Moving a good to its city delivers it (the destination tells whether it is a delivery).

Events (``apply`` returns them in order; ``describe_event`` turns each into a log line)::

    {"type": "placed", "player": p, "to": "C4", "cost": 1}
    {"type": "camel_moved", "player": p, "from": "C3", "to": "C4", "cost": 2}
    {"type": "picked_up", "player": p, "at": "A1", "good": "salt", "demand": 2}
    {"type": "stole", "player": p, "victim": v, "at": "C3", "good": "ivory"}
    {"type": "good_moved", "player": p, "from": "C3", "to": "D3", "good": "meat"}
    {"type": "delivered", "player": p, "from": "D2", "to": "D1", "good": "ivory", "points": 6}
    {"type": "refill", "demand_on": ["B2", ...], "placed": [{"at": "A1", "good": "salt"}],
     "bag_left": 12}
    {"type": "end_triggered"}
    {"type": "turn_ended", "player": p, "passed": bool}
    {"type": "turn_started", "player": p, "actions": 1..4}
    {"type": "resigned", "player": p, "lost_goods": ["gems"]}
    {"type": "game_over", "reason": ..., "winners": [...], "ranking": [...],
     "scores": {"0": 31, ...}}

View (``view(state, None)``; ``view(state, p)`` only adds ``"me": p`` — nothing else is
secret): ``spaces`` {label: {"good", "demand", "camels": [{"player", "id", "good",
"under"}]}} for non-empty spaces; static ``cities`` {label: good}, ``city_names``,
``numbered`` {label: n}, ``values``; ``bag`` (a count); ``players`` [{"seat", "resigned",
"delivered" {good: n}, "delivered_count", "demand", "theft", "camels", "on_board",
"supply", "carrying", "goods_points", "points", "penalty", "score"}]; ``current`` (None when
over), ``turn`` (1-based), ``turn_actions``, ``actions_left``, ``passers``,
``end_triggered``, ``over``, ``end_reason``, ``winners``, ``ranking``, ``length``,
``camels_each``, ``start``.

Interpretations (the rules file is silent or loose on these; the bot settles them so):

* Refill happens right after the pick-up that leaves 4 (or fewer) goods lying on the board,
  if the bag is not empty; goods are drawn onto numbered spaces without a lying good, in
  number order (camels on a space do not stop a good being placed there).
* The end is triggered by the refill that empties the bag; the next delivery by anyone
  ends the game at once.
* Moving a good to an unladen camel on the same space is allowed (the rules allow any
  unladen camel of the chain); it is how a stolen good is delivered on the city it was
  stolen on.
* A turn ends by itself when its actions are spent. The all-pass end: every player still in
  the game, one after another, ended a turn without spending an action.
* Resigning: the player's camels leave the board and the goods they carried leave the game;
  delivered goods and demand markers stay (for the ranking, resigned players rank last, the
  latest to resign highest among them). With fewer than 2 players left the game ends.
"""

from __future__ import annotations

from typing import Any

from games.base import (
    BOOL,
    CHOICE,
    INT,
    SEAT,
    SPACE,
    Action,
    ActionSpec,
    Engine,
    Event,
    Option,
    Param,
    Result,
    RuleError,
    State,
)
from games.rng import Rng, Seed

SCHEMA = 1
COLS = "ABCDEFG"
SIZE = 7
LABELS: tuple[str, ...] = tuple(f"{c}{r}" for r in range(1, SIZE + 1) for c in COLS)
LABEL_INDEX = {lab: i for i, lab in enumerate(LABELS)}


def _neighbours(lab: str) -> tuple[str, ...]:
    col, row = COLS.index(lab[0]), int(lab[1:]) - 1
    out = []
    for dc, dr in ((0, -1), (-1, 0), (1, 0), (0, 1)):
        c, r = col + dc, row + dr
        if 0 <= c < SIZE and 0 <= r < SIZE:
            out.append(f"{COLS[c]}{r + 1}")
    return tuple(out)


NEIGHBOURS: dict[str, tuple[str, ...]] = {lab: _neighbours(lab) for lab in LABELS}

GOODS: tuple[str, ...] = ("ivory", "cloth", "gems", "paper", "meat", "salt", "swords", "hides")
RARE = frozenset({"ivory", "cloth", "gems", "paper"})
VALUE = {g: 6 if g in RARE else 3 for g in GOODS}
FULL_COUNT = {g: 3 if g in RARE else 9 for g in GOODS}
SHORT_REMOVED = {g: 1 if g in RARE else 3 for g in GOODS}
CITY_OF: dict[str, str] = {
    "ivory": "D1", "cloth": "A4", "gems": "G4", "paper": "D7",
    "meat": "D3", "salt": "C4", "swords": "E4", "hides": "D5",
}
GOOD_OF_CITY = {lab: g for g, lab in CITY_OF.items()}
# Flavour only: trading towns of the 14th-century trans-Saharan routes.
CITY_NAMES: dict[str, str] = {
    "ivory": "Marrakech", "cloth": "Sijilmasa", "gems": "Cairo", "paper": "Timbuktu",
    "meat": "Walata", "salt": "Taghaza", "swords": "Gao", "hides": "Djenné",
}
NUMBERED_ORDER: tuple[str, ...] = ("A1", "G1", "B2", "F2", "B6", "F6", "A7", "G7")
NUMBER_OF = {lab: i + 1 for i, lab in enumerate(NUMBERED_ORDER)}
START_DEMAND = ("A1", "G1", "A7", "G7")
PENALTY = (0, 0, 1, 3, 6, 10)  # by goods still carried at the end
REFILL_AT = 4
MAX_ACTIONS = 4

_KEYS: dict[str, frozenset[str]] = {
    "place": frozenset({"type", "to", "cost"}),
    "move_camel": frozenset({"type", "from", "to", "cost"}),
    "pickup": frozenset({"type", "at", "good"}),
    "steal": frozenset({"type", "at", "victim", "good"}),
    "move_good": frozenset({"type", "from", "good", "under", "to"}),
    "end_turn": frozenset({"type"}),
    "resign": frozenset({"type"}),
}


def penalty_for(carried: int) -> int:
    return PENALTY[min(carried, len(PENALTY) - 1)]


# -- small state helpers ----------------------------------------------------------------


def _copy(state: State) -> State:
    """A deep copy specialised to the schema: ~10x faster than copy.deepcopy."""
    new = dict(state)
    new["players"] = [
        {
            **p,
            "camels": [dict(c) for c in p["camels"]],
            "delivered": dict(p["delivered"]),
        }
        for p in state["players"]
    ]
    new["goods"] = dict(state["goods"])
    new["demand"] = dict(state["demand"])
    new["bag"] = list(state["bag"])
    new["passers"] = list(state["passers"])
    new["resigned_order"] = list(state["resigned_order"])
    return new


def _active_seats(state: State) -> list[int]:
    return [i for i, p in enumerate(state["players"]) if not p["resigned"]]


def _occupied(state: State) -> set[str]:
    return {c["at"] for p in state["players"] for c in p["camels"] if c["at"] is not None}


def _laden_count(player: dict[str, Any]) -> int:
    return sum(1 for c in player["camels"] if c["good"] is not None)


def _unladen_at(player: dict[str, Any], lab: str) -> dict[str, Any] | None:
    for c in player["camels"]:
        if c["at"] == lab and c["good"] is None:
            return c
    return None


def _chain(player: dict[str, Any], start: str) -> set[str]:
    """Spaces orthogonally connected to ``start`` through the player's camels."""
    mine = {c["at"] for c in player["camels"] if c["at"] is not None}
    if start not in mine:
        return set()
    seen = {start}
    todo = [start]
    while todo:
        for nb in NEIGHBOURS[todo.pop()]:
            if nb in mine and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return seen


def _chains(player: dict[str, Any]) -> list[set[str]]:
    mine = {c["at"] for c in player["camels"] if c["at"] is not None}
    out: list[set[str]] = []
    done: set[str] = set()
    for lab in sorted(mine, key=LABEL_INDEX.__getitem__):
        if lab not in done:
            group = _chain(player, lab)
            done |= group
            out.append(group)
    return out


def score_parts(player: dict[str, Any]) -> dict[str, int]:
    """Points so far: delivered goods + demand markers, the carry penalty, and the total."""
    goods_points = sum(VALUE[g] * n for g, n in player["delivered"].items())
    points = goods_points + player["demand"]
    penalty = penalty_for(_laden_count(player))
    return {
        "goods_points": goods_points,
        "points": points,
        "penalty": penalty,
        "score": points - penalty,
        "delivered_count": sum(player["delivered"].values()),
    }


# -- input validation -----------------------------------------------------------------


def _space(action: Action, key: str) -> str:
    lab = action[key]
    if not isinstance(lab, str) or lab not in LABEL_INDEX:
        raise RuleError("not_a_space", text=str(lab)[:12])
    return lab


def _good(action: Action) -> str:
    good = action["good"]
    if not isinstance(good, str) or good not in VALUE:
        raise RuleError("not_a_good", text=str(good)[:12])
    return good


def _int(action: Action, key: str) -> int:
    val = action[key]
    if not isinstance(val, int) or isinstance(val, bool):
        raise RuleError("not_whole", field=key)
    return val


def _check_cost(action: Action, cost: int, actions_left: int) -> None:
    given = _int(action, "cost")
    if given != cost:
        raise RuleError("wrong_cost", cost=cost, given=given)
    if cost > actions_left:
        raise RuleError("too_few_actions", cost=cost, left=actions_left)


def _check_can_lade(state: State, player: dict[str, Any]) -> None:
    if _laden_count(player) + 1 >= state["camels_each"]:
        raise RuleError("last_unladen_camel")


class CaravanEngine(Engine):
    key = "caravan"
    min_players = 2
    max_players = 4
    schema_version = SCHEMA
    options = (
        Option("length", choices=("auto", "short", "full"), default="auto"),
        Option("camels", choices=("5", "6"), default="5"),
    )
    # Chosen in this order: what, where from, where to. ``cost`` follows from the
    # destination, so the table never asks for it.
    action_specs = (
        ActionSpec("place", (Param("to", SPACE), Param("cost", INT)), group="camel"),
        ActionSpec("move_camel", (Param("from", SPACE), Param("to", SPACE), Param("cost", INT)),
                   group="camel"),
        ActionSpec("pickup", (Param("at", SPACE), Param("good", CHOICE, items=GOODS))),
        ActionSpec("steal", (Param("at", SPACE), Param("victim", SEAT),
                             Param("good", CHOICE, items=GOODS))),
        ActionSpec("move_good", (Param("from", SPACE), Param("good", CHOICE, items=GOODS),
                                 Param("under", BOOL), Param("to", SPACE)), group="good"),
        ActionSpec("end_turn"),
        ActionSpec("resign", board=False, confirm=True),
    )

    # -- setup ----------------------------------------------------------------------------
    def new(self, players: int, seed: Seed, options: dict[str, Any] | None = None) -> State:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise RuleError("player_count", min=self.min_players, max=self.max_players)
        opts = {"length": "auto", "camels": "5", **(options or {})}
        length = opts["length"]
        if length == "auto":
            length = "full" if players == 4 else "short"
        if length not in ("short", "full"):
            raise RuleError("bad_length")
        if str(opts["camels"]) not in ("5", "6"):
            raise RuleError("bad_camels")
        camels_each = int(opts["camels"])

        rng = Rng(seed)
        bag = []
        for g in GOODS:
            count = FULL_COUNT[g] - (SHORT_REMOVED[g] if length == "short" else 0)
            bag.extend([g] * count)
        rng.shuffle(bag)
        goods = {lab: bag.pop() for lab in NUMBERED_ORDER}
        start = rng.randbelow(players)
        return {
            "schema": SCHEMA,
            "game": "caravan",
            "length": length,
            "camels_each": camels_each,
            "players": [
                {
                    "camels": [
                        {"at": None, "good": None, "under": False} for _ in range(camels_each)
                    ],
                    "delivered": {g: 0 for g in GOODS},
                    "demand": 0,
                    "theft": 1,
                    "resigned": False,
                }
                for _ in range(players)
            ],
            "goods": goods,
            "demand": {lab: 1 for lab in START_DEMAND},
            "bag": bag,
            "rng": rng.state,
            "start": start,
            "current": start,
            "turn": 0,
            "actions_left": 1,
            "acted": False,
            "passers": [],
            "end_triggered": False,
            "over": False,
            "end_reason": None,
            "resigned_order": [],
        }

    # -- queries --------------------------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        return [] if state["over"] else [state["current"]]

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def legal_actions(self, state: State, player: int) -> list[Action]:
        if state["over"] or not isinstance(player, int) or isinstance(player, bool):
            return []
        if not 0 <= player < len(state["players"]) or state["players"][player]["resigned"]:
            return []
        if player != state["current"]:
            return [{"type": "resign"}]
        me = state["players"][player]
        left = state["actions_left"]
        occupied = _occupied(state)
        acts: list[Action] = []
        acts += self._camel_actions(me, occupied, left)
        acts += self._lading_actions(state, player, me)
        acts += self._good_moves(me)
        acts.append({"type": "end_turn"})
        acts.append({"type": "resign"})
        return acts

    @staticmethod
    def _camel_actions(me: dict[str, Any], occupied: set[str], left: int) -> list[Action]:
        costs = [(lab, 2 if lab in occupied else 1) for lab in LABELS]
        costs = [(lab, cost) for lab, cost in costs if cost <= left]
        acts: list[Action] = []
        if any(c["at"] is None for c in me["camels"]):
            acts += [{"type": "place", "to": lab, "cost": cost} for lab, cost in costs]
        sources = {c["at"] for c in me["camels"] if c["at"] is not None and c["good"] is None}
        for frm in sorted(sources, key=LABEL_INDEX.__getitem__):
            acts += [
                {"type": "move_camel", "from": frm, "to": lab, "cost": cost}
                for lab, cost in costs
                if lab != frm
            ]
        return acts

    @staticmethod
    def _lading_actions(state: State, seat: int, me: dict[str, Any]) -> list[Action]:
        if _laden_count(me) + 1 >= state["camels_each"]:
            return []
        free = {c["at"] for c in me["camels"] if c["at"] is not None and c["good"] is None}
        order = sorted(free, key=LABEL_INDEX.__getitem__)
        acts: list[Action] = [
            {"type": "pickup", "at": lab, "good": state["goods"][lab]}
            for lab in order
            if lab in state["goods"]
        ]
        if me["theft"] < 1:
            return acts
        for lab in order:
            for v, other in enumerate(state["players"]):
                if v == seat:
                    continue
                tops = {
                    c["good"]
                    for c in other["camels"]
                    if c["at"] == lab and c["good"] is not None and not c["under"]
                }
                acts += [
                    {"type": "steal", "at": lab, "victim": v, "good": g}
                    for g in sorted(tops, key=GOODS.index)
                ]
        return acts

    @staticmethod
    def _good_moves(me: dict[str, Any]) -> list[Action]:
        acts: list[Action] = []
        for chain in _chains(me):
            sources = set()
            targets = set()
            for c in me["camels"]:
                if c["at"] in chain:
                    if c["good"] is None:
                        targets.add(c["at"])
                    else:
                        sources.add((LABEL_INDEX[c["at"]], GOODS.index(c["good"]), c["under"]))
            dests = sorted(targets, key=LABEL_INDEX.__getitem__)
            for src, good, under in sorted(sources):
                acts += [
                    {
                        "type": "move_good",
                        "from": LABELS[src],
                        "good": GOODS[good],
                        "under": under,
                        "to": to,
                    }
                    for to in dests
                ]
        return acts

    # -- applying actions -----------------------------------------------------------------
    def apply(self, state: State, player: int, action: Action) -> tuple[State, list[Event]]:
        if isinstance(player, bool):
            raise RuleError("not_in_game")
        self.check_player(state, player)
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise RuleError("malformed_action")
        kind = action["type"]
        if kind not in _KEYS:
            raise RuleError("unknown_action", kind=kind[:20])
        if set(action) != _KEYS[kind]:
            raise RuleError("wrong_fields", kind=kind,
                            fields=", ".join(sorted(_KEYS[kind] - {"type"})))
        if state["over"]:
            raise RuleError("game_over")
        if state["players"][player]["resigned"]:
            raise RuleError("resigned")
        new = _copy(state)
        events: list[Event] = []
        if kind == "resign":
            self._resign(new, player, events)
            return new, events
        if player != state["current"]:
            raise RuleError("not_your_turn")
        if kind == "end_turn":
            self._end_turn(new, events)
            return new, events
        handler = {
            "place": self._place,
            "move_camel": self._move_camel,
            "pickup": self._pickup,
            "steal": self._steal,
            "move_good": self._move_good,
        }[kind]
        cost = handler(new, player, action, events)
        if new["over"]:
            return new, events
        new["actions_left"] -= cost
        new["acted"] = True
        if new["actions_left"] <= 0:
            self._end_turn(new, events)
        return new, events

    def _place(self, s: State, seat: int, action: Action, events: list[Event]) -> int:
        to = _space(action, "to")
        cost = 2 if to in _occupied(s) else 1
        _check_cost(action, cost, s["actions_left"])
        camel = next((c for c in s["players"][seat]["camels"] if c["at"] is None), None)
        if camel is None:
            raise RuleError("no_camel_in_supply")
        camel["at"] = to
        events.append({"type": "placed", "player": seat, "to": to, "cost": cost})
        return cost

    def _move_camel(self, s: State, seat: int, action: Action, events: list[Event]) -> int:
        frm, to = _space(action, "from"), _space(action, "to")
        if frm == to:
            raise RuleError("same_space")
        me = s["players"][seat]
        camel = _unladen_at(me, frm)
        if camel is None:
            if any(c["at"] == frm for c in me["camels"]):
                raise RuleError("laden_camels_never_move", at=frm)
            raise RuleError("no_camel_there", at=frm)
        cost = 2 if to in _occupied(s) else 1
        _check_cost(action, cost, s["actions_left"])
        camel["at"] = to
        events.append({"type": "camel_moved", "player": seat, "from": frm, "to": to, "cost": cost})
        return cost

    def _pickup(self, s: State, seat: int, action: Action, events: list[Event]) -> int:
        at, good = _space(action, "at"), _good(action)
        if s["goods"].get(at) != good:
            raise RuleError("no_such_good_there", good=good, at=at)
        me = s["players"][seat]
        camel = _unladen_at(me, at)
        if camel is None:
            raise RuleError("need_unladen_camel_to_pick_up", at=at)
        _check_can_lade(s, me)
        del s["goods"][at]
        camel["good"], camel["under"] = good, False
        markers = s["demand"].pop(at, 0)
        me["demand"] += markers
        events.append(
            {"type": "picked_up", "player": seat, "at": at, "good": good, "demand": markers}
        )
        self._refill_if_needed(s, events)
        return 1

    def _steal(self, s: State, seat: int, action: Action, events: list[Event]) -> int:
        at, good = _space(action, "at"), _good(action)
        victim = _int(action, "victim")
        me = s["players"][seat]
        if me["theft"] < 1:
            raise RuleError("no_theft_marker")
        if not 0 <= victim < len(s["players"]) or victim == seat:
            raise RuleError("steal_from_another")
        target = next(
            (
                c
                for c in s["players"][victim]["camels"]
                if c["at"] == at and c["good"] == good and not c["under"]
            ),
            None,
        )
        if target is None:
            raise RuleError("nothing_to_steal_there", good=good, at=at)
        camel = _unladen_at(me, at)
        if camel is None:
            raise RuleError("need_unladen_camel_to_steal", at=at)
        _check_can_lade(s, me)
        target["good"], target["under"] = None, False
        camel["good"], camel["under"] = good, True
        me["theft"] -= 1
        s["players"][victim]["theft"] += 1
        events.append({"type": "stole", "player": seat, "victim": victim, "at": at, "good": good})
        return 1

    def _move_good(self, s: State, seat: int, action: Action, events: list[Event]) -> int:
        frm, to, good = _space(action, "from"), _space(action, "to"), _good(action)
        under = action["under"]
        if not isinstance(under, bool):
            raise RuleError("malformed_action")
        me = s["players"][seat]
        source = next(
            (
                c
                for c in me["camels"]
                if c["at"] == frm and c["good"] == good and c["under"] == under
            ),
            None,
        )
        if source is None:
            raise RuleError("no_such_load", good=good, at=frm, under=under)
        dest = _unladen_at(me, to)
        if dest is None:
            raise RuleError("no_unladen_camel_there", at=to)
        if to not in _chain(me, frm):
            raise RuleError("not_in_chain", frm=frm, to=to)
        source["good"], source["under"] = None, False
        if CITY_OF[good] == to:
            me["delivered"][good] += 1
            events.append(
                {
                    "type": "delivered",
                    "player": seat,
                    "from": frm,
                    "to": to,
                    "good": good,
                    "points": VALUE[good],
                }
            )
            if s["end_triggered"]:
                self._finish(s, "delivery", events)
        else:
            dest["good"], dest["under"] = good, False
            events.append(
                {"type": "good_moved", "player": seat, "from": frm, "to": to, "good": good}
            )
        return 1

    # -- turn flow ------------------------------------------------------------------------
    def _refill_if_needed(self, s: State, events: list[Event]) -> None:
        if len(s["goods"]) > REFILL_AT or not s["bag"]:
            return
        marked = sorted(s["goods"], key=NUMBER_OF.__getitem__)
        for lab in marked:
            s["demand"][lab] = s["demand"].get(lab, 0) + 1
        placed: list[dict[str, Any]] = []
        for lab in NUMBERED_ORDER:
            if len(placed) == REFILL_AT or not s["bag"]:
                break
            if lab not in s["goods"]:
                s["goods"][lab] = s["bag"].pop()
                placed.append({"at": lab, "good": s["goods"][lab]})
        events.append(
            {"type": "refill", "demand_on": marked, "placed": placed, "bag_left": len(s["bag"])}
        )
        if not s["bag"]:
            s["end_triggered"] = True
            events.append({"type": "end_triggered"})

    def _end_turn(self, s: State, events: list[Event]) -> None:
        seat = s["current"]
        passed = not s["acted"]
        events.append({"type": "turn_ended", "player": seat, "passed": passed})
        if passed:
            s["passers"].append(seat)
        else:
            s["passers"] = []
        if self._everyone_passed(s):
            self._finish(s, "all_passed", events)
            return
        self._start_next_turn(s, seat, events)

    @staticmethod
    def _everyone_passed(s: State) -> bool:
        return bool(s["passers"]) and set(_active_seats(s)) <= set(s["passers"])

    def _start_next_turn(self, s: State, after: int, events: list[Event]) -> None:
        n = len(s["players"])
        seat = next(
            (after + k) % n for k in range(1, n + 1) if not s["players"][(after + k) % n]["resigned"]
        )
        s["current"] = seat
        s["turn"] += 1
        s["actions_left"] = min(s["turn"] + 1, MAX_ACTIONS)
        s["acted"] = False
        events.append({"type": "turn_started", "player": seat, "actions": s["actions_left"]})

    def _resign(self, s: State, seat: int, events: list[Event]) -> None:
        me = s["players"][seat]
        lost = sorted((c["good"] for c in me["camels"] if c["good"]), key=GOODS.index)
        me["camels"] = [{"at": None, "good": None, "under": False} for _ in me["camels"]]
        me["resigned"] = True
        s["resigned_order"].append(seat)
        s["passers"] = [p for p in s["passers"] if p != seat]
        events.append({"type": "resigned", "player": seat, "lost_goods": lost})
        if len(_active_seats(s)) < self.min_players:
            self._finish(s, "resignations", events)
        elif self._everyone_passed(s):
            self._finish(s, "all_passed", events)
        elif seat == s["current"]:
            self._start_next_turn(s, seat, events)

    def _finish(self, s: State, reason: str, events: list[Event]) -> None:
        s["over"] = True
        s["end_reason"] = reason
        s["actions_left"] = 0
        res = self.result(s)
        events.append(
            {
                "type": "game_over",
                "reason": reason,
                "winners": res.winners,
                "ranking": res.ranking,
                "scores": {str(k): v for k, v in res.scores.items()},
            }
        )

    # -- results --------------------------------------------------------------------------
    def result(self, state: State) -> Result:
        parts = [score_parts(p) for p in state["players"]]
        active = _active_seats(state)

        def key(seat: int) -> tuple[int, int]:
            return (parts[seat]["score"], parts[seat]["delivered_count"])

        ranked = sorted(active, key=lambda seat: (-key(seat)[0], -key(seat)[1], seat))
        ranking = ranked + list(reversed(state["resigned_order"]))
        winners = [seat for seat in ranked if key(seat) == key(ranked[0])] if ranked else []
        scores = {seat: parts[seat]["score"] for seat in range(len(parts))}
        return Result(ranking=ranking, winners=winners, scores=scores)

    # -- views ----------------------------------------------------------------------------
    def view(self, state: State, player: int | None) -> dict[str, Any]:
        spaces: dict[str, dict[str, Any]] = {}

        def space(lab: str) -> dict[str, Any]:
            if lab not in spaces:
                spaces[lab] = {"good": None, "demand": 0, "camels": []}
            return spaces[lab]

        for lab, good in state["goods"].items():
            space(lab)["good"] = good
        for lab, n in state["demand"].items():
            space(lab)["demand"] = n
        for seat, p in enumerate(state["players"]):
            for cid, c in enumerate(p["camels"]):
                if c["at"] is not None:
                    space(c["at"])["camels"].append(
                        {"player": seat, "id": cid, "good": c["good"], "under": c["under"]}
                    )
        players = []
        for seat, p in enumerate(state["players"]):
            on_board = sum(1 for c in p["camels"] if c["at"] is not None)
            players.append(
                {
                    "seat": seat,
                    "resigned": p["resigned"],
                    "delivered": dict(p["delivered"]),
                    "demand": p["demand"],
                    "theft": p["theft"],
                    "camels": len(p["camels"]),
                    "on_board": on_board,
                    "supply": 0 if p["resigned"] else len(p["camels"]) - on_board,
                    "carrying": _laden_count(p),
                    **score_parts(p),
                }
            )
        over = state["over"]
        out: dict[str, Any] = {
            "game": "caravan",
            "schema": SCHEMA,
            "cols": COLS,
            "rows": SIZE,
            "cities": {lab: g for g, lab in CITY_OF.items()},
            "city_names": {CITY_OF[g]: name for g, name in CITY_NAMES.items()},
            "numbered": dict(NUMBER_OF),
            "values": dict(VALUE),
            "spaces": {lab: spaces[lab] for lab in LABELS if lab in spaces},
            "bag": len(state["bag"]),
            "length": state["length"],
            "camels_each": state["camels_each"],
            "players": players,
            "start": state["start"],
            "current": None if over else state["current"],
            "turn": state["turn"] + 1,
            "turn_actions": min(state["turn"] + 1, MAX_ACTIONS),
            "actions_left": 0 if over else state["actions_left"],
            "passers": list(state["passers"]),
            "passing_ends_game": self.passing_ends_game(state, state["current"]),
            "end_triggered": state["end_triggered"],
            "over": over,
            "end_reason": state["end_reason"],
            "winners": self.result(state).winners if over else [],
            "ranking": self.result(state).ranking if over else [],
        }
        if player is not None:
            out["me"] = player  # nothing in Caravan is secret beyond the bag order
        return out

    # -- flow the table needs ---------------------------------------------------------------
    def undo_barrier(self, state: State, player: int, action: Action,
                     events: list[Event]) -> bool:
        """Camel and good moves within a turn can be taken back; a steal (it hands a marker
        to another player), a refill (it draws from the secret bag), the end of a turn and a
        resignation cannot."""
        quiet = {"placed", "camel_moved", "picked_up", "good_moved", "delivered"}
        return action.get("type") in ("steal", "end_turn", "resign") or any(
            e["type"] not in quiet for e in events)

    def default_action(self, state: State, player: int) -> Action | None:
        """What the table plays for the seat whose turn clock ran out (None for every other
        seat, and once the game is over): ``end_turn``, the game's null move, at any point
        of the turn — the actions left are lost, no camel is placed or moved, no good is
        picked up, stolen or moved. Nothing in Caravan forces a choice, so there is no other
        case. If nobody acted since (``passing_ends_game``), this pass ends the game by the
        all-pass rule, as the player's own pass would; so a game of default moves ends after
        one round of passes."""
        if type(player) is not int or player not in self.to_act(state):
            return None
        return {"type": "end_turn"}

    def passing_ends_game(self, state: State, player: int) -> bool:
        """Whether ending this turn without acting ends the game (everyone else passed)."""
        if state["acted"] or state["over"]:
            return False
        others = {i for i, p in enumerate(state["players"]) if not p["resigned"] and i != player}
        return others <= set(state["passers"])


ENGINE = CaravanEngine()
