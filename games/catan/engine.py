"""The Catan (base game) rules engine. Rules: shared/rules/catan.md.

Resources are always listed in the order ``brick, lumber, wool, grain, ore``; development
cards in the order ``knight, road_building, year_of_plenty, monopoly, victory_point``.
Hexes, nodes (intersections) and edges (paths) are geometry ids (see geometry.py for the
labels players see: hexes "A".."S", nodes "1".."54", edges "12-13").

State (a JSON dict; n = number of seats)
------------------------------------------
- ``schema`` 1, ``variant`` "base", ``options`` {"board": ..., "numbers": ...}
- ``players``: n × "active" | "resigned"; ``resigned_order``: seats in the order they left
- board (fixed after set-up): ``terrain`` 19 × terrain name, ``numbers`` 19 × int (0 desert),
  ``harbours`` 9 × resource name | "any", ``hex_res`` 19 × resource index (-1 desert),
  ``by_number`` 13 lists of hex ids per dice total; ``robber`` hex id
- pieces: ``node_owner`` 54 × seat|-1, ``node_level`` 54 × 0|1 settlement|2 city,
  ``road_owner`` 72 × seat|-1, ``roads_of`` n × [edge ids], ``buildings_of`` n × [node ids],
  ``pieces`` n × [roads, settlements, cities] left in supply
- cards: ``res`` n × 5 counts, ``dev`` n × 5 counts (unplayed, incl. VP cards),
  ``bought`` 5 counts (cards the active player bought this turn), ``knights`` n (played),
  ``bank`` 5, ``deck`` list of card names (secret order, drawn from the end),
  ``rates`` n × 5 maritime rates, ``road_len`` n, ``longest`` / ``largest`` seat|-1
- flow: ``phase`` "setup" | "main" | "discard" | "robber" | "steal" | "road_building" |
  "trade" | "over"; ``turn`` (active seat), ``turns`` (count), ``rolled``, ``dev_played``,
  ``dice`` [a, b] | null (last roll), ``setup_order`` (seats, snake), ``setup_step``,
  ``setup_node`` (settlement awaiting its road, or -1), ``discard_owed`` n counts,
  ``steal_from`` [seats], ``free_roads``, ``offer`` (see below) | null, ``winner`` seat|-1,
  ``rng`` (Rng state), ``log`` (public events of the last action),
  ``secret`` n × [recent private notes of that seat, newest last]
- ``offer``: {"from": seat, "to": seat|null, "give": 5 counts, "get": 5 counts (both from the
  proposer's side), "awaiting": [seats yet to answer], "answers": n × null | "accept" |
  "decline" | {"give": 5 counts, "get": 5 counts} (a counter, from the counterer's side)}

Actions (flat JSON)
-------------------
``{"type": "build_settlement", "node": 5}``, ``{"type": "build_road", "edge": 17}`` (also the
set-up placements and the free Road Building roads), ``{"type": "build_city", "node": 5}``,
``{"type": "roll"}``, ``{"type": "buy_dev"}``, ``{"type": "play_knight"}``,
``{"type": "play_road_building"}``,
``{"type": "play_year_of_plenty", "resources": ["ore", "grain"]}``,
``{"type": "play_monopoly", "resource": "ore"}``, ``{"type": "move_robber", "hex": 7}``,
``{"type": "steal", "victim": 2}``, ``{"type": "discard", "cards": {"brick": 1, ...}}``,
``{"type": "maritime_trade", "give": "brick", "get": "ore"}`` (gives your rate of ``give``),
``{"type": "offer_trade", "give": {...}, "get": {...}, "to": null | seat}``,
``{"type": "accept_trade"}``, ``{"type": "decline_trade"}``,
``{"type": "counter_trade", "give": {...}, "get": {...}}`` (the counterer's side),
``{"type": "confirm_trade", "with": seat}``, ``{"type": "cancel_trade"}``,
``{"type": "end_turn"}``, ``{"type": "resign"}``.
Card dicts map resource names to positive ints.

legal_actions lists every concrete action, except three templates (marked with
``games.base.TEMPLATE``; apply rejects them as they are): ``{"type": "discard", "count": k}``
(param ``cards``), ``{"type": "offer_trade", "to": [None, seats…]}`` (``to`` chosen from
the list — None is everyone — then ``give`` / ``get``) and ``{"type": "counter_trade"}``.
``check`` validates a completed one without applying it. Words for players live in
``cogs/catan`` (rule errors are codes, events are data); what only some seats may learn (the
card drawn, stolen or discarded) comes as events with ``private_to``.

Flow decisions (documented interpretations)
-------------------------------------------
- After a 7, every player over 7 cards discards in parallel (all of them are in to_act);
  then the roller moves the robber; the steal is automatic when exactly one player can be
  robbed, a ``steal`` choice when several can, skipped when none.
- A trade offer pauses the turn: addressed players each answer once (accept / decline /
  counter); to_act is those who have not answered, or the proposer once everybody has.
  The proposer may confirm with any acceptor or counterer, or cancel, at any time. When
  everyone declined, the offer closes by itself.
- Road Building places up to 2 free roads (fewer when no piece or spot is left); it may be
  played only when at least one road can be placed.
- A counter may ask the proposer for cards they lack (hands are secret); such a deal is
  simply not offered to the proposer as ``confirm_trade``.
- Year of Plenty is playable only while the bank holds the two chosen cards.
- Resigning returns the player's resource cards to the bank; their pieces stay (and still
  block) but produce nothing. Cards, points and awards of resigned players no longer count;
  Longest Road / Largest Army are re-decided without them.

Extending (Traders & Barbarians): subclass CatanEngine, set ``variant`` (after
``rules.register_variant(name, geometry.build_geometry(trade_hexes))``), ``win_points``,
``dev_names`` / ``dev_deck_counts`` (card per slot of ``dev``; "" = unused), ``trade_items``
with ``_holdings`` / ``_exchange`` (what player trades move, e.g. gold), override ``points``,
``new`` (``fresh_state`` builds the common part) and ``_start_robber`` (what a 7 or a Knight
moves), and add handlers to ``self._handlers``; every rules helper reads the topology of the
state's variant, and ``rules.no_road_edges`` (a state's ``barbarians``) bars roads.
``games.catan.ENGINE`` routes each state to its variant's engine.

Events (public; the stolen card / drawn card only go into ``secret`` of those involved)
------------------------------------------------------------------------------------
``placed`` {player, piece: road|settlement, node|edge} (set-up), ``starting_resources``
{player, cards}, ``rolled`` {player, dice, total}, ``produced`` {gains: {seat: cards},
shortage: [resources]}, ``must_discard`` {owed: {seat: count}}, ``discarded`` {player,
count}, ``robber_moved`` {player, hex}, ``stole`` {player, victim}, ``nothing_to_steal``
{player}, ``built`` {player, piece: road|settlement|city, node|edge, free?},
``bought_dev`` {player}, ``played`` {player, card, resources?/resource?, taken?},
``maritime_trade`` {player, give, count, get}, ``trade_offered`` {player, to, give, get},
``trade_answered`` {player, answer, give?, get?}, ``traded`` {player, with, give, get},
``trade_closed`` {player, reason}, ``longest_road`` {player|-1, length},
``largest_army`` {player|-1, knights}, ``turn`` {player}, ``resigned`` {player},
``game_over`` {winner, points: {seat: vp}, vp_cards: {seat: n}}.
"""

from __future__ import annotations

from typing import Any, TypeGuard

from games.base import (
    CARDS,
    CHOICE,
    EDGE,
    HEX,
    NODE,
    SEAT,
    TEMPLATE,
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
from games.rng import Rng, Seed, derived_seed

from . import rules as R
from . import views
from .board import RESOURCES, TERRAIN_RESOURCE, generate_board
from .rules import (
    CITIES,
    CITY_COST,
    DEV_CARDS,
    DEV_COST,
    KNIGHT,
    MONOPOLY,
    RES_INDEX,
    ROAD_BUILDING,
    ROAD_COST,
    ROADS,
    SETTLEMENT_COST,
    SETTLEMENTS,
    VICTORY_POINT,
    WIN_POINTS,
    YEAR_OF_PLENTY,
)

SECRET_KEEP = 8  # private notes kept per seat


def _is_int(x: Any) -> TypeGuard[int]:
    return type(x) is int  # rejects bools and floats on purpose


def _option_ok(opt: Option, value: Any) -> bool:
    if opt.kind == "int":
        return value is None or (_is_int(value) and (opt.min_value or 0) <= value
                                 <= (opt.max_value if opt.max_value is not None else value))
    return value in opt.choices


def _cards(obj: Any, what: str, items: tuple[str, ...] = RESOURCES) -> list[int]:
    """Parse a {"ore": 2, ...} card dict into counts over ``items`` (the 5 resources, or
    with gold in Traders & Barbarians); RuleError on anything malformed."""
    if not isinstance(obj, dict):
        raise RuleError("cards_missing", what=what)
    counts = [0] * len(items)
    for k, v in obj.items():
        i = items.index(k) if isinstance(k, str) and k in items else None
        if i is None:
            if k == "gold":
                raise RuleError("no_gold_here")
            raise RuleError("unknown_resource", name=str(k)[:20])
        if not _is_int(v) or v < 0:
            raise RuleError("bad_count", name=str(k)[:20])
        counts[i] += v
    return counts


def _card_dict(counts: list[int], items: tuple[str, ...] = RESOURCES) -> dict[str, int]:
    return {items[i]: c for i, c in enumerate(counts) if c}


def _resource(x: Any) -> int:
    i = RES_INDEX.get(x) if isinstance(x, str) else None
    if i is None:
        if x == "gold":
            raise RuleError("no_gold_here")
        raise RuleError("choose_resource")
    return i


def _id(action: Action, key: str, limit: int, what: str) -> int:
    x = action.get(key)
    if not _is_int(x) or not 0 <= x < limit:
        raise RuleError("bad_place", what=what)
    return x


def _row(s: State, key: str, i: int) -> list:
    """Copy-on-write: give s[key] (a list of lists) a fresh outer list and fresh row i."""
    outer = s[key] = s[key][:]
    row = outer[i] = outer[i][:]
    return row


def _list(s: State, key: str) -> list:
    new = s[key] = s[key][:]
    return new


def _note(s: State, p: int, note: dict[str, Any]) -> None:
    row = _row(s, "secret", p)
    row.append(note)
    if len(row) > SECRET_KEEP:
        del row[0]


def _pay(s: State, p: int, cost: tuple[int, ...]) -> None:
    hand = _row(s, "res", p)
    bank = _list(s, "bank")
    for i in range(5):
        c = cost[i]
        if c:
            hand[i] -= c
            bank[i] += c


class CatanEngine(Engine):
    key = "catan"
    min_players = 2
    max_players = 4
    schema_version = 1
    # Extension points for scenarios (Traders & Barbarians subclasses this engine):
    variant = "base"  # selects the topology tables (rules.TABLES) and is stored in the state
    win_points = WIN_POINTS
    dev_deck_counts: tuple[int, ...] = R.DEV_DECK_COUNTS
    # Card name per slot of ``dev`` / ``bought`` (a scenario renames or leaves slots unused: "").
    dev_names: tuple[str, ...] = DEV_CARDS
    # What a player-to-player trade may hold (a scenario adds gold); see ``_holdings``.
    trade_items: tuple[str, ...] = RESOURCES
    options = (
        Option("numbers", choices=("spiral", "random"), default="spiral"),
        Option("board", choices=("random", "beginner"), default="random"),
        # A layout number deals the same board again (to replay or share a board); the
        # dice, the development deck and steals stay secret whatever it is.
        Option("layout", kind="int", min_value=1, max_value=999_999_999),
    )
    # Chosen in this order; a group is one board button (set-up placements and free roads
    # are builds too: the UI words the button by phase).
    action_specs: tuple[ActionSpec, ...] = (
        ActionSpec("build_road", (Param("edge", EDGE),), group="build"),
        ActionSpec("build_settlement", (Param("node", NODE),), group="build"),
        ActionSpec("build_city", (Param("node", NODE),), group="build"),
        ActionSpec("buy_dev", group="build"),
        ActionSpec("roll"),
        ActionSpec("maritime_trade", (Param("give", CHOICE, items=RESOURCES),
                                      Param("get", CHOICE, items=RESOURCES)), group="trade"),
        ActionSpec("offer_trade", (Param("to", SEAT), Param("give", CARDS, items=RESOURCES),
                                   Param("get", CARDS, items=RESOURCES)), group="trade"),
        ActionSpec("accept_trade"),
        ActionSpec("decline_trade"),
        ActionSpec("counter_trade", (Param("give", CARDS, items=RESOURCES),
                                     Param("get", CARDS, items=RESOURCES))),
        ActionSpec("confirm_trade", (Param("with", SEAT),)),
        ActionSpec("cancel_trade"),
        ActionSpec("play_knight", group="play"),
        ActionSpec("play_road_building", group="play"),
        ActionSpec("play_year_of_plenty", (Param("resources", CHOICE, items=RESOURCES),),
                   group="play"),
        ActionSpec("play_monopoly", (Param("resource", CHOICE, items=RESOURCES),), group="play"),
        ActionSpec("move_robber", (Param("hex", HEX),)),
        ActionSpec("steal", (Param("victim", SEAT),)),
        ActionSpec("discard", (Param("cards", CARDS, items=RESOURCES),), secret=True),
        ActionSpec("end_turn"),
        ActionSpec("resign", board=False, confirm=True),
    )

    def __init__(self) -> None:
        self._handlers = {
            "build_settlement": self._build_settlement,
            "build_road": self._build_road,
            "build_city": self._build_city,
            "roll": self._roll,
            "buy_dev": self._buy_dev,
            "play_knight": self._play_knight,
            "play_road_building": self._play_road_building,
            "play_year_of_plenty": self._play_year_of_plenty,
            "play_monopoly": self._play_monopoly,
            "move_robber": self._move_robber,
            "steal": self._steal,
            "discard": self._discard,
            "maritime_trade": self._maritime_trade,
            "offer_trade": self._offer_trade,
            "accept_trade": self._accept_trade,
            "decline_trade": self._decline_trade,
            "counter_trade": self._counter_trade,
            "confirm_trade": self._confirm_trade,
            "cancel_trade": self._cancel_trade,
            "end_turn": self._end_turn,
            "resign": self._resign,
        }

    # -- creation ---------------------------------------------------------------------------
    def new(self, players: int, seed: Seed, options: dict[str, Any] | None = None) -> State:
        if not _is_int(players) or not self.min_players <= players <= self.max_players:
            raise RuleError("player_count", min=self.min_players, max=self.max_players)
        opts = {o.name: o.default for o in self.options}
        for k, v in (options or {}).items():
            opt = next((o for o in self.options if o.name == k), None)
            if opt is None or not _option_ok(opt, v):
                raise RuleError("bad_option", name=str(k), value=str(v))
            opts[k] = v
        rng = Rng(seed)
        # A given layout number draws the board from its own public seed, never from the
        # game's secret one, so knowing the layout tells nothing about dice or cards.
        layout = opts.get("layout")
        board_rng = Rng(derived_seed("catan-layout", self.variant, layout)) if layout else rng
        return self.fresh_state(players, rng, opts, self.generate(board_rng, opts))

    def generate(self, rng: Rng, opts: dict[str, Any]) -> dict[str, list]:
        """Terrain, numbers and harbours for these options (scenarios lay their own island)."""
        return generate_board(rng, opts["board"], opts["numbers"])

    def fresh_state(self, n: int, rng: Rng, opts: dict[str, Any], board: dict[str, list]) -> State:
        """The state before set-up for a generated board (scenarios reuse it, then add)."""
        tb = R.TABLES[self.variant]
        deck = [c for c, k in zip(self.dev_names, self.dev_deck_counts, strict=True)
                for _ in range(k)]
        rng.shuffle(deck)
        start = rng.randbelow(n)
        first_round = [(start + i) % n for i in range(n)]
        terrain = board["terrain"]
        hex_res = [RES_INDEX[TERRAIN_RESOURCE[t]] if t in TERRAIN_RESOURCE else -1 for t in terrain]
        by_number: list[list[int]] = [[] for _ in range(13)]
        for h, num in enumerate(board["numbers"]):
            if num:
                by_number[num].append(h)
        return {
            "schema": self.schema_version,
            "variant": self.variant,
            "options": opts,
            "players": ["active"] * n,
            "resigned_order": [],
            "terrain": terrain,
            "numbers": board["numbers"],
            "harbours": board["harbours"],
            "hex_res": hex_res,
            "by_number": by_number,
            "robber": terrain.index("desert") if "desert" in terrain else -1,
            "node_owner": [-1] * tb.num_nodes,
            "node_level": [0] * tb.num_nodes,
            "road_owner": [-1] * tb.num_edges,
            "roads_of": [[] for _ in range(n)],
            "buildings_of": [[] for _ in range(n)],
            "pieces": [list(R.PIECES) for _ in range(n)],
            "res": [[0] * 5 for _ in range(n)],
            "dev": [[0] * 5 for _ in range(n)],
            "bought": [0] * 5,
            "knights": [0] * n,
            "bank": [R.BANK_PER_RESOURCE] * 5,
            "deck": deck,
            "rates": [[4] * 5 for _ in range(n)],
            "road_len": [0] * n,
            "longest": -1,
            "largest": -1,
            "phase": "setup",
            "turn": start,
            "turns": 0,
            "rolled": False,
            "dev_played": False,
            "dice": None,
            "setup_order": first_round + first_round[::-1],
            "setup_step": 0,
            "setup_node": -1,
            "discard_owed": [0] * n,
            "steal_from": [],
            "free_roads": 0,
            "offer": None,
            "winner": -1,
            "rng": rng.state,
            "log": [],
            "secret": [[] for _ in range(n)],
        }

    # -- queries ---------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def to_act(self, state: State) -> list[int]:
        phase = state["phase"]
        if phase == "over":
            return []
        if phase == "discard":
            return [i for i, k in enumerate(state["discard_owed"]) if k > 0]
        if phase == "trade":
            waiting = state["offer"]["awaiting"]
            return sorted(waiting) if waiting else [state["offer"]["from"]]
        return [state["turn"]]

    def exchange_owner(self, state: State) -> int | None:
        """The proposer while an offer is open: its answers edit one board message."""
        offer = state.get("offer")
        return offer["from"] if state["phase"] == "trade" and offer else None

    def legal_actions(self, state: State, player: int) -> list[Action]:
        phase = state["phase"]
        if phase == "over" or not _is_int(player) or not 0 <= player < len(state["players"]):
            return []
        if state["players"][player] != "active":
            return []
        acts: list[Action]
        if phase == "discard":
            owed = state["discard_owed"][player]
            acts = [{"type": "discard", TEMPLATE: True, "count": owed}] if owed else []
        elif phase == "trade":
            acts = self._trade_actions(state, player)
        elif player != state["turn"]:
            acts = []
        elif phase == "main":
            acts = self._main_actions(state, player)
        elif phase == "setup":
            if state["setup_node"] < 0:
                acts = [
                    {"type": "build_settlement", "node": n} for n in R.setup_settlement_spots(state)
                ]
            else:
                acts = [{"type": "build_road", "edge": e} for e in R.setup_road_spots(state)]
        elif phase == "robber":
            robber = state["robber"]
            hexes = range(R.tables(state).num_hexes)
            acts = [{"type": "move_robber", "hex": h} for h in hexes if h != robber]
        elif phase == "steal":
            acts = [{"type": "steal", "victim": v} for v in state["steal_from"]]
        elif phase == "road_building":
            acts = [{"type": "build_road", "edge": e} for e in R.road_spots(state, player)]
        else:  # pragma: no cover - every phase is handled above
            acts = []
        acts.append({"type": "resign"})
        return acts

    def _main_actions(self, s: State, p: int) -> list[Action]:
        acts: list[Action] = []
        if s["rolled"]:
            acts.append({"type": "end_turn"})
        else:
            acts.append({"type": "roll"})
        if not s["dev_played"]:
            acts.extend(self._dev_plays(s, p))
        if not s["rolled"]:
            return acts
        hand = s["res"][p]
        left = s["pieces"][p]
        b, lu, w, g, o = hand
        if b and lu and left[ROADS]:
            acts.extend({"type": "build_road", "edge": e} for e in R.road_spots(s, p))
        # Not nested in the roads check: a player whose 15 roads are all placed still builds
        # settlements on the roads they have.
        if b and lu and w and g and left[SETTLEMENTS]:
            acts.extend(
                {"type": "build_settlement", "node": n} for n in R.settlement_spots(s, p)
            )
        if g >= 2 and o >= 3 and left[CITIES]:
            acts.extend({"type": "build_city", "node": n} for n in R.city_spots(s, p))
        if w and g and o and s["deck"]:
            acts.append({"type": "buy_dev"})
        rates = s["rates"][p]
        bank = s["bank"]
        for gi in range(5):
            if hand[gi] >= rates[gi]:
                give = RESOURCES[gi]
                for ti in range(5):
                    if ti != gi and bank[ti]:
                        acts.append({"type": "maritime_trade", "give": give, "get": RESOURCES[ti]})
        if b + lu + w + g + o:
            targets = [i for i, st in enumerate(s["players"]) if st == "active" and i != p]
            if targets:
                acts.append({"type": "offer_trade", TEMPLATE: True, "to": [None, *targets]})
        return acts

    def _dev_plays(self, s: State, p: int) -> list[Action]:
        dev = s["dev"][p]
        bought = s["bought"]
        acts: list[Action] = []
        if dev[KNIGHT] > bought[KNIGHT]:
            acts.append({"type": "play_knight"})
        if (
            dev[ROAD_BUILDING] > bought[ROAD_BUILDING]
            and s["pieces"][p][ROADS]
            and R.road_spots(s, p)
        ):
            acts.append({"type": "play_road_building"})
        if dev[YEAR_OF_PLENTY] > bought[YEAR_OF_PLENTY]:
            bank = s["bank"]
            for i in range(5):
                for j in range(i, 5):
                    if bank[i] >= (2 if i == j else 1) and bank[j]:
                        acts.append(
                            {"type": "play_year_of_plenty", "resources": [RESOURCES[i], RESOURCES[j]]}
                        )
        if dev[MONOPOLY] > bought[MONOPOLY]:
            acts.extend({"type": "play_monopoly", "resource": r} for r in RESOURCES)
        return acts

    def _trade_actions(self, s: State, p: int) -> list[Action]:
        offer = s["offer"]
        acts: list[Action] = []
        if p == offer["from"]:
            for j, ans in enumerate(offer["answers"]):
                if ans is not None and ans != "decline" and self._deal_possible(s, p, j, ans):
                    acts.append({"type": "confirm_trade", "with": j})
            acts.append({"type": "cancel_trade"})
        elif p in offer["awaiting"]:
            hand = self._holdings(s, p)
            if all(h >= c for h, c in zip(hand, offer["get"], strict=True)):
                acts.append({"type": "accept_trade"})
            acts.append({"type": "decline_trade"})
            if sum(hand):
                acts.append({"type": "counter_trade", TEMPLATE: True})
        return acts

    @staticmethod
    def _deal(offer: dict[str, Any], ans: Any) -> tuple[list[int], list[int]]:
        """(what the proposer gives, what they get) for an answer "accept" or a counter."""
        if ans == "accept":
            return offer["give"], offer["get"]
        return ans["get"], ans["give"]  # a counter is stored from the counterer's side

    def _deal_possible(self, s: State, p: int, j: int, ans: Any) -> bool:
        give, get = self._deal(s["offer"], ans)
        mine, theirs = self._holdings(s, p), self._holdings(s, j)
        return all(mine[i] >= give[i] and theirs[i] >= get[i] for i in range(len(give)))

    # -- apply -----------------------------------------------------------------------------
    def apply(self, state: State, player: int, action: Action) -> tuple[State, list[Event]]:
        if not isinstance(action, dict):
            raise RuleError("malformed_action")
        kind = action.get("type")
        handler = self._handlers.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise RuleError("unknown_action", kind=str(kind)[:20])
        if action.get(TEMPLATE):
            raise RuleError("template")
        if state["phase"] == "over":
            raise RuleError("game_over")
        self.check_player(state, player)
        if state["players"][player] != "active":
            raise RuleError("resigned")
        s = dict(state)
        events: list[Event] = []
        handler(s, player, action, events)
        if s["phase"] not in ("over", "setup"):
            self._check_win(s, events)
        s["log"] = [e for e in events if "private_to" not in e]  # the public view shows it
        return s, events

    # -- set-up and building ---------------------------------------------------------------
    def _need_turn(self, s: State, p: int, *phases: str) -> None:
        if p != s["turn"] or s["phase"] not in phases:
            if p != s["turn"] and s["phase"] != "trade":
                raise RuleError("not_your_turn")
            phase = s["phase"]
            raise RuleError("wrong_phase", phase="before_roll" if phase == "main"
                            and not s["rolled"] else phase)

    def _need_main_rolled(self, s: State, p: int) -> None:
        self._need_turn(s, p, "main")
        if not s["rolled"]:
            raise RuleError("roll_first")

    def _build_settlement(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        node = _id(a, "node", R.tables(s).num_nodes, "intersection")
        if s["phase"] == "setup":
            self._need_turn(s, p, "setup")
            if s["setup_node"] >= 0:
                raise RuleError("road_first")
            if not R.distance_ok(s["node_owner"], node, R.tables(s)):
                raise RuleError("too_close")
            self._place_settlement(s, p, node)
            s["setup_node"] = node
            ev.append({"type": "placed", "player": p, "piece": "settlement", "node": node})
            if s["setup_step"] >= len(s["players"]):
                gain = R.starting_resources(s, node)
                hand = _row(s, "res", p)
                bank = _list(s, "bank")
                for i in range(5):
                    hand[i] += gain[i]
                    bank[i] -= gain[i]
                ev.append({"type": "starting_resources", "player": p, "cards": _card_dict(gain)})
            return
        self._need_main_rolled(s, p)
        if not s["pieces"][p][SETTLEMENTS]:
            raise RuleError("no_settlements_left")
        if not R.can_afford(s["res"][p], SETTLEMENT_COST):
            raise RuleError("cannot_afford", piece="settlement")
        if not R.distance_ok(s["node_owner"], node, R.tables(s)):
            raise RuleError("spot_taken")
        if not R.settlement_ok(s, p, node):
            raise RuleError("settlement_needs_road")
        _pay(s, p, SETTLEMENT_COST)
        self._place_settlement(s, p, node)
        ev.append({"type": "built", "player": p, "piece": "settlement", "node": node})
        self._settlement_cuts_roads(s, p, node, ev)

    def _place_settlement(self, s: State, p: int, node: int) -> None:
        _list(s, "node_owner")[node] = p
        _list(s, "node_level")[node] = 1
        _row(s, "buildings_of", p).append(node)
        _row(s, "pieces", p)[SETTLEMENTS] -= 1
        slot = R.tables(s).node_harbour[node]
        if slot >= 0:
            R.apply_harbour(_row(s, "rates", p), s["harbours"][slot])

    def _settlement_cuts_roads(self, s: State, p: int, node: int, ev: list[Event]) -> None:
        """A new settlement may split opponents' roads running through its intersection."""
        roads = s["road_owner"]
        owners = [roads[e] for e in R.tables(s).node_edges[node]]
        cut = {q for q in owners if q not in (-1, p) and owners.count(q) >= 2}
        if not cut:
            return
        s["road_len"] = s["road_len"][:]
        for q in cut:
            R.refresh_road_length(s, q)
        self._award_longest(s, ev)

    def _build_road(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        edge = _id(a, "edge", R.tables(s).num_edges, "path")
        phase = s["phase"]
        if phase == "setup":
            self._need_turn(s, p, "setup")
            if s["setup_node"] < 0:
                raise RuleError("settlement_first")
            if edge not in R.setup_road_spots(s):
                raise RuleError("road_off_settlement")
            self._place_road(s, p, edge)
            ev.append({"type": "placed", "player": p, "piece": "road", "edge": edge})
            # Set-up roads count toward the road length shown on the board (never 5 yet).
            self._road_grew(s, p, ev)
            self._next_setup_step(s, ev)
            return
        if phase == "road_building":
            self._need_turn(s, p, "road_building")
            if not R.road_ok(s, p, edge):
                raise RuleError("road_unconnected")
            self._place_road(s, p, edge)
            ev.append({"type": "built", "player": p, "piece": "road", "edge": edge, "free": True})
            self._road_grew(s, p, ev)
            s["free_roads"] -= 1
            if not s["free_roads"] or not s["pieces"][p][ROADS] or not R.road_spots(s, p):
                s["free_roads"] = 0
                s["phase"] = "main"
            return
        self._need_main_rolled(s, p)
        if not s["pieces"][p][ROADS]:
            raise RuleError("no_roads_left")
        if not R.can_afford(s["res"][p], ROAD_COST):
            raise RuleError("cannot_afford", piece="road")
        if not R.road_ok(s, p, edge):
            if s["road_owner"][edge] != -1:
                raise RuleError("road_taken")
            raise RuleError("road_not_connected")
        _pay(s, p, ROAD_COST)
        self._place_road(s, p, edge)
        ev.append({"type": "built", "player": p, "piece": "road", "edge": edge})
        self._road_grew(s, p, ev)

    def _place_road(self, s: State, p: int, edge: int) -> None:
        _list(s, "road_owner")[edge] = p
        _row(s, "roads_of", p).append(edge)
        _row(s, "pieces", p)[ROADS] -= 1

    def _road_grew(self, s: State, p: int, ev: list[Event]) -> None:
        old = s["road_len"][p]
        s["road_len"] = s["road_len"][:]
        R.refresh_road_length(s, p)
        if s["road_len"][p] != old and s["road_len"][p] >= R.LONGEST_MIN:
            self._award_longest(s, ev)

    def _award_longest(self, s: State, ev: list[Event]) -> None:
        changed, holder = R.award_longest(s)
        if changed:
            length = s["road_len"][holder] if holder >= 0 else max(s["road_len"])
            ev.append({"type": "longest_road", "player": holder, "length": length})

    def _next_setup_step(self, s: State, ev: list[Event]) -> None:
        s["setup_node"] = -1
        order = s["setup_order"]
        step = s["setup_step"] + 1
        while step < len(order) and s["players"][order[step]] != "active":
            step += 1
        s["setup_step"] = step
        if step < len(order):
            s["turn"] = order[step]
            return
        s["phase"] = "main"
        s["turn"] = order[0]
        if s["players"][order[0]] != "active":
            s["turn"] = self._next_active(s, order[0])
        s["turns"] = 1
        ev.append({"type": "turn", "player": s["turn"]})

    def _build_city(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        node = _id(a, "node", R.tables(s).num_nodes, "intersection")
        self._need_main_rolled(s, p)
        if s["node_owner"][node] != p or s["node_level"][node] != 1:
            raise RuleError("city_needs_settlement")
        if not s["pieces"][p][CITIES]:
            raise RuleError("no_cities_left")
        if not R.can_afford(s["res"][p], CITY_COST):
            raise RuleError("cannot_afford", piece="city")
        _pay(s, p, CITY_COST)
        _list(s, "node_level")[node] = 2
        left = _row(s, "pieces", p)
        left[CITIES] -= 1
        left[SETTLEMENTS] += 1
        ev.append({"type": "built", "player": p, "piece": "city", "node": node})

    # -- dice, production, robber -----------------------------------------------------------
    def _roll(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "main")
        if s["rolled"]:
            raise RuleError("already_rolled")
        rng = Rng(s["rng"])
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        s["rng"] = rng.state
        s["dice"] = [d1, d2]
        s["rolled"] = True
        total = d1 + d2
        ev.append({"type": "rolled", "player": p, "dice": [d1, d2], "total": total})
        if total == 7:
            self._seven(s, ev)
        else:
            self._produce(s, total, ev)

    def _produce(self, s: State, total: int, ev: list[Event]) -> None:
        owner = s["node_owner"]
        level = s["node_level"]
        hex_res = s["hex_res"]
        robber = s["robber"]
        players = s["players"]
        corners = R.tables(s).hex_corners
        owed: dict[int, list[int]] = {}
        for h in s["by_number"][total]:
            if h == robber:
                continue
            r = hex_res[h]
            for c in corners[h]:
                o = owner[c]
                if o >= 0 and players[o] == "active":
                    row = owed.get(o)
                    if row is None:
                        row = owed[o] = [0, 0, 0, 0, 0]
                    row[r] += level[c]
        if not owed:
            return
        bank = s["bank"]
        shortage = []
        for r in range(5):
            need = [o for o, row in owed.items() if row[r]]
            if len(need) > 0 and sum(owed[o][r] for o in need) > bank[r]:
                if len(need) == 1:
                    owed[need[0]][r] = bank[r]  # the only one owed takes what is left
                else:
                    for o in need:
                        owed[o][r] = 0
                shortage.append(RESOURCES[r])
        bank = _list(s, "bank")
        res = s["res"] = s["res"][:]
        gains = {}
        for o, row in owed.items():
            if any(row):
                hand = res[o] = res[o][:]
                for r in range(5):
                    if row[r]:
                        hand[r] += row[r]
                        bank[r] -= row[r]
                gains[o] = _card_dict(row)
        ev.append({"type": "produced", "gains": {str(k): v for k, v in gains.items()},
                   "shortage": shortage})

    def _seven(self, s: State, ev: list[Event]) -> None:
        owed = [0] * len(s["players"])
        for i, st in enumerate(s["players"]):
            total = sum(s["res"][i])
            if st == "active" and total > R.HAND_LIMIT:
                owed[i] = total // 2
        if any(owed):
            s["discard_owed"] = owed
            s["phase"] = "discard"
            ev.append({"type": "must_discard",
                       "owed": {str(i): k for i, k in enumerate(owed) if k}})
        else:
            self._start_robber(s, "seven")

    def _start_robber(self, s: State, cause: str) -> None:
        """After a 7's discards (``cause`` "seven") or a Knight ("knight"): the robber moves.
        Scenarios move something else (Traders & Barbarians: a barbarian)."""
        s["phase"] = "robber"

    def _discard(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        owed = s["discard_owed"][p] if s["phase"] == "discard" else 0
        if not owed:
            raise RuleError("no_discard")
        cards = self.check_discard(s, p, a.get("cards"))
        hand = _row(s, "res", p)
        bank = _list(s, "bank")
        for i in range(5):
            hand[i] -= cards[i]
            bank[i] += cards[i]
        _list(s, "discard_owed")[p] = 0
        ev.append({"type": "discarded", "player": p, "count": owed})
        note = {"type": "you_discarded", "cards": _card_dict(cards)}
        _note(s, p, note)
        ev.append({**note, "player": p, "private_to": [p]})
        if not any(s["discard_owed"]):
            self._start_robber(s, "seven")

    def check_discard(self, state: State, player: int, cards: Any) -> list[int]:
        """Validate a concrete discard for ``player``; returns the 5 counts or raises."""
        owed = state["discard_owed"][player]
        counts = _cards(cards, "discard")
        if sum(counts) != owed:
            raise RuleError("discard_exactly", owed=owed)
        hand = state["res"][player]
        for i in range(5):
            if counts[i] > hand[i]:
                raise RuleError("not_enough", have=hand[i], resource=RESOURCES[i])
        return counts

    def _move_robber(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "robber")
        h = _id(a, "hex", R.tables(s).num_hexes, "hex")
        if h == s["robber"]:
            raise RuleError("same_hex")
        s["robber"] = h
        ev.append({"type": "robber_moved", "player": p, "hex": h})
        victims = R.robber_victims(s, h, p)
        if len(victims) == 1:
            self._take_random_card(s, p, victims[0], ev)
            s["phase"] = "main"
        elif victims:
            s["steal_from"] = victims
            s["phase"] = "steal"
        else:
            ev.append({"type": "nothing_to_steal", "player": p})
            s["phase"] = "main"

    def _steal(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "steal")
        v = a.get("victim")
        if not _is_int(v) or v not in s["steal_from"]:
            raise RuleError("bad_victim")
        self._take_random_card(s, p, v, ev)
        s["steal_from"] = []
        s["phase"] = "main"

    def _take_random_card(self, s: State, thief: int, victim: int, ev: list[Event]) -> None:
        rng = Rng(s["rng"])
        k = rng.randbelow(sum(s["res"][victim]))
        s["rng"] = rng.state
        loser = _row(s, "res", victim)
        r = 0
        while k >= loser[r]:
            k -= loser[r]
            r += 1
        loser[r] -= 1
        _row(s, "res", thief)[r] += 1
        ev.append({"type": "stole", "player": thief, "victim": victim})
        stole = {"type": "you_stole", "resource": RESOURCES[r], "victim": victim}
        lost = {"type": "stolen_from_you", "resource": RESOURCES[r], "thief": thief}
        _note(s, thief, stole)
        _note(s, victim, lost)
        ev.append({**stole, "private_to": [thief]})
        ev.append({**lost, "private_to": [victim]})

    # -- development cards ------------------------------------------------------------------
    def _buy_dev(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_main_rolled(s, p)
        if not s["deck"]:
            raise RuleError("deck_empty")
        if not R.can_afford(s["res"][p], DEV_COST):
            raise RuleError("cannot_afford", piece="dev")
        _pay(s, p, DEV_COST)
        deck = _list(s, "deck")
        card = deck.pop()
        i = self.dev_names.index(card)
        _row(s, "dev", p)[i] += 1
        _list(s, "bought")[i] += 1
        ev.append({"type": "bought_dev", "player": p})
        drew = {"type": "you_drew", "card": card}
        _note(s, p, drew)
        ev.append({**drew, "private_to": [p]})

    def _start_dev_play(self, s: State, p: int, card: int) -> None:
        self._need_turn(s, p, "main")
        if s["dev_played"]:
            raise RuleError("dev_already_played")
        if not s["dev"][p][card]:
            raise RuleError("no_such_card", card=self.dev_names[card])
        if not R.dev_playable(s, p, card):
            raise RuleError("card_just_bought", card=self.dev_names[card])

    def _spend_dev(self, s: State, p: int, card: int) -> None:
        _row(s, "dev", p)[card] -= 1
        s["dev_played"] = True

    def _play_knight(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._start_dev_play(s, p, KNIGHT)
        self._spend_dev(s, p, KNIGHT)
        _list(s, "knights")[p] += 1
        ev.append({"type": "played", "player": p, "card": "knight"})
        changed, holder = R.award_largest(s)
        if changed:
            ev.append({"type": "largest_army", "player": holder, "knights": s["knights"][p]})
        self._start_robber(s, "knight")

    def _play_road_building(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._start_dev_play(s, p, ROAD_BUILDING)
        left = s["pieces"][p][ROADS]
        if not left or not R.road_spots(s, p):
            raise RuleError("no_road_spot")
        self._spend_dev(s, p, ROAD_BUILDING)
        s["free_roads"] = min(2, left)
        s["phase"] = "road_building"
        ev.append({"type": "played", "player": p, "card": "road_building"})

    def _play_year_of_plenty(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._start_dev_play(s, p, YEAR_OF_PLENTY)
        picks = a.get("resources")
        if not isinstance(picks, list) or len(picks) != 2:
            raise RuleError("two_resources")
        idx = [_resource(x) for x in picks]
        want = [0] * 5
        for i in idx:
            want[i] += 1
        bank = s["bank"]
        for i in range(5):
            if want[i] > bank[i]:
                raise RuleError("bank_short", have=bank[i], resource=RESOURCES[i])
        self._spend_dev(s, p, YEAR_OF_PLENTY)
        hand = _row(s, "res", p)
        bank = _list(s, "bank")
        for i in idx:
            hand[i] += 1
            bank[i] -= 1
        ev.append({"type": "played", "player": p, "card": "year_of_plenty",
                   "resources": [RESOURCES[i] for i in idx]})

    def _play_monopoly(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._start_dev_play(s, p, MONOPOLY)
        r = _resource(a.get("resource"))
        self._spend_dev(s, p, MONOPOLY)
        res = s["res"] = s["res"][:]
        taken = 0
        for q in range(len(res)):
            if q != p and res[q][r]:
                taken += res[q][r]
                res[q] = res[q][:]
                res[q][r] = 0
        res[p] = res[p][:]
        res[p][r] += taken
        ev.append({"type": "played", "player": p, "card": "monopoly", "resource": RESOURCES[r],
                   "taken": taken})

    # -- trading ----------------------------------------------------------------------------
    def _maritime_trade(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_main_rolled(s, p)
        gi, ti = _resource(a.get("give")), _resource(a.get("get"))
        if gi == ti:
            raise RuleError("same_resource")
        rate = s["rates"][p][gi]
        if s["res"][p][gi] < rate:
            raise RuleError("rate", rate=rate, resource=RESOURCES[gi])
        if not s["bank"][ti]:
            raise RuleError("bank_empty", resource=RESOURCES[ti])
        hand = _row(s, "res", p)
        bank = _list(s, "bank")
        hand[gi] -= rate
        bank[gi] += rate
        hand[ti] += 1
        bank[ti] -= 1
        ev.append({"type": "maritime_trade", "player": p, "give": RESOURCES[gi], "count": rate,
                   "get": RESOURCES[ti]})

    def check_offer(self, state: State, player: int, action: Action) -> tuple[list[int], list[int]]:
        """Validate a concrete offer_trade's cards for ``player``; returns (give, get)."""
        items = self.trade_items
        give = _cards(action.get("give"), "give", items)
        get = _cards(action.get("get"), "ask for", items)
        self._check_swap(self._holdings(state, player), give, get, items)
        return give, get

    def _holdings(self, state: State, p: int) -> list[int]:
        """What p could put into a player trade, per ``trade_items`` (scenarios add gold)."""
        return state["res"][p]

    def _exchange(self, s: State, p: int, j: int, give: list[int], get: list[int]) -> None:
        """p gives ``give`` to j and gets ``get`` from j (counts per ``trade_items``)."""
        mine = _row(s, "res", p)
        theirs = _row(s, "res", j)
        for i in range(5):
            mine[i] += get[i] - give[i]
            theirs[i] += give[i] - get[i]

    def check_counter(self, state: State, player: int, action: Action) -> tuple[list[int], list[int]]:
        """Validate a concrete counter_trade (the counterer's side); returns (give, get)."""
        return self.check_offer(state, player, action)

    @staticmethod
    def _check_swap(hand: list[int], give: list[int], get: list[int],
                    items: tuple[str, ...] = RESOURCES) -> None:
        if not sum(give) or not sum(get):
            raise RuleError("no_gifts")
        for i in range(len(items)):
            if give[i] and get[i]:
                raise RuleError("same_both_sides", resource=items[i])
            if give[i] > hand[i]:
                raise RuleError("not_enough", have=hand[i], resource=items[i])

    def _offer_trade(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_main_rolled(s, p)
        give, get = self.check_offer(s, p, a)
        to = a.get("to")
        others = [i for i, st in enumerate(s["players"]) if st == "active" and i != p]
        if to is None:
            awaiting = others
        elif _is_int(to) and to in others:
            awaiting = [to]
        else:
            raise RuleError("bad_target")
        s["offer"] = {"from": p, "to": to, "give": give, "get": get, "awaiting": awaiting,
                      "answers": [None] * len(s["players"])}
        s["phase"] = "trade"
        items = self.trade_items
        ev.append({"type": "trade_offered", "player": p, "to": to,
                   "give": _card_dict(give, items), "get": _card_dict(get, items)})

    def _answer(self, s: State, p: int, answer: Any) -> dict[str, Any]:
        if s["phase"] != "trade" or p not in s["offer"]["awaiting"]:
            raise RuleError("no_offer_for_you")
        offer = dict(s["offer"])
        offer["awaiting"] = [i for i in offer["awaiting"] if i != p]
        offer["answers"] = offer["answers"][:]
        offer["answers"][p] = answer
        s["offer"] = offer
        return offer

    def _accept_trade(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["phase"] == "trade" and p in s["offer"]["awaiting"]:
            hand = self._holdings(s, p)
            if any(h < c for h, c in zip(hand, s["offer"]["get"], strict=True)):
                raise RuleError("cards_asked_missing")
        self._answer(s, p, "accept")
        ev.append({"type": "trade_answered", "player": p, "answer": "accept"})

    def _decline_trade(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        offer = self._answer(s, p, "decline")
        ev.append({"type": "trade_answered", "player": p, "answer": "decline"})
        self._close_if_all_declined(s, offer, ev)

    def _close_if_all_declined(self, s: State, offer: dict[str, Any], ev: list[Event]) -> None:
        if not offer["awaiting"] and all(x in (None, "decline") for x in offer["answers"]):
            self._close_offer(s, "declined", ev)

    def _counter_trade(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["phase"] != "trade" or p not in s["offer"]["awaiting"]:
            raise RuleError("no_offer_for_you")
        give, get = self.check_counter(s, p, a)
        self._answer(s, p, {"give": give, "get": get})
        items = self.trade_items
        ev.append({"type": "trade_answered", "player": p, "answer": "counter",
                   "give": _card_dict(give, items), "get": _card_dict(get, items)})

    def _confirm_trade(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["phase"] != "trade" or s["offer"]["from"] != p:
            raise RuleError("no_open_offer")
        offer = s["offer"]
        j = a.get("with")
        if not _is_int(j) or not 0 <= j < len(offer["answers"]):
            raise RuleError("bad_partner")
        ans = offer["answers"][j]
        if ans is None or ans == "decline":
            raise RuleError("bad_partner")
        give, get = self._deal(offer, ans)
        mine, theirs = self._holdings(s, p), self._holdings(s, j)
        if any(m < g for m, g in zip(mine, give, strict=True)):
            raise RuleError("you_lack_cards")
        if any(t < g for t, g in zip(theirs, get, strict=True)):
            raise RuleError("they_lack_cards")
        self._exchange(s, p, j, give, get)
        items = self.trade_items
        ev.append({"type": "traded", "player": p, "with": j, "give": _card_dict(give, items),
                   "get": _card_dict(get, items)})
        s["offer"] = None
        s["phase"] = "main"

    def _cancel_trade(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["phase"] != "trade" or s["offer"]["from"] != p:
            raise RuleError("no_open_offer")
        self._close_offer(s, "cancelled", ev)

    def _close_offer(self, s: State, reason: str, ev: list[Event]) -> None:
        ev.append({"type": "trade_closed", "player": s["offer"]["from"], "reason": reason})
        s["offer"] = None
        s["phase"] = "main"

    # -- turn flow --------------------------------------------------------------------------
    def _end_turn(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_main_rolled(s, p)
        self._pass_turn(s, ev)

    def _pass_turn(self, s: State, ev: list[Event]) -> None:
        s["turn"] = self._next_active(s, s["turn"])
        s["turns"] += 1
        s["rolled"] = False
        s["dev_played"] = False
        if any(s["bought"]):
            s["bought"] = [0] * 5
        s["phase"] = "main"
        ev.append({"type": "turn", "player": s["turn"]})

    @staticmethod
    def _next_active(s: State, seat: int) -> int:
        players = s["players"]
        n = len(players)
        for k in range(1, n + 1):
            q = (seat + k) % n
            if players[q] == "active":
                return q
        return seat  # pragma: no cover - callers ensure someone is active

    def points(self, state: State, p: int, hidden: bool = True) -> int:
        """Victory points of seat p (``hidden`` adds their VP cards). Scenarios add theirs."""
        return R.victory_points(state, p, hidden)

    def _check_win(self, s: State, ev: list[Event]) -> None:
        p = s["turn"]
        if self.points(s, p) >= self.win_points:
            self._finish(s, p, ev)

    def _finish(self, s: State, winner: int, ev: list[Event]) -> None:
        s["phase"] = "over"
        s["winner"] = winner
        n = len(s["players"])
        ev.append({
            "type": "game_over",
            "winner": winner,
            "points": {str(i): self.points(s, i) for i in range(n)},
            "vp_cards": {str(i): s["dev"][i][VICTORY_POINT] for i in range(n)},
        })

    def _resign(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        players = s["players"] = s["players"][:]
        players[p] = "resigned"
        s["resigned_order"] = s["resigned_order"] + [p]
        ev.append({"type": "resigned", "player": p})
        hand = s["res"][p]
        if any(hand):
            bank = _list(s, "bank")
            for i in range(5):
                bank[i] += hand[i]
            _row(s, "res", p)[:] = [0] * 5
        # Their roads and knights no longer count: the cards may change hands.
        changed, holder = R.award_longest(s)
        if changed:
            length = s["road_len"][holder] if holder >= 0 else 0
            ev.append({"type": "longest_road", "player": holder, "length": length})
        changed, holder = R.award_largest(s)
        if changed:
            knights = s["knights"][holder] if holder >= 0 else 0
            ev.append({"type": "largest_army", "player": holder, "knights": knights})
        left = R.active_seats(s)
        if len(left) < 2:
            s["offer"] = None
            self._finish(s, left[0] if left else -1, ev)
            return
        self._resign_fix_flow(s, p, ev)

    def _resign_fix_flow(self, s: State, p: int, ev: list[Event]) -> None:
        """Keep the game moving without the seat that just resigned."""
        phase = s["phase"]
        if phase == "setup":
            if p == s["turn"]:
                self._next_setup_step(s, ev)
            return
        if s["discard_owed"][p]:
            _list(s, "discard_owed")[p] = 0
            if phase == "discard" and not any(s["discard_owed"]):
                self._start_robber(s, "seven")
                phase = s["phase"]
        if phase == "trade":
            offer = s["offer"]
            if offer["from"] == p:
                s["offer"] = None
                s["phase"] = phase = "main"
            elif p in offer["awaiting"] or offer["answers"][p] is not None:
                offer = dict(offer)
                offer["awaiting"] = [i for i in offer["awaiting"] if i != p]
                offer["answers"] = offer["answers"][:]
                offer["answers"][p] = None
                s["offer"] = offer
                self._close_if_all_declined(s, offer, ev)
        if phase == "steal" and p in s["steal_from"]:
            s["steal_from"] = [v for v in s["steal_from"] if v != p]
            if not s["steal_from"]:
                s["phase"] = "main"
        if p == s["turn"]:
            s["discard_owed"] = [0] * len(s["players"])
            s["steal_from"] = []
            s["free_roads"] = 0
            s["offer"] = None
            self._pass_turn(s, ev)

    # -- results and views ---------------------------------------------------------------------
    def result(self, state: State) -> Result:
        n = len(state["players"])
        points = {i: self.points(state, i) for i in range(n)}
        winner = state["winner"]
        active = [i for i in range(n) if state["players"][i] == "active" and i != winner]
        active.sort(key=lambda i: (-points[i], (i - winner) % n if winner >= 0 else i))
        resigned = list(reversed(state["resigned_order"]))
        ranking = ([winner] if winner >= 0 else []) + active + resigned
        winners = [winner] if winner >= 0 else []
        return Result(ranking=ranking, winners=winners, scores=points)

    def view(self, state: State, player: int | None) -> dict[str, Any]:
        return views.build_view(self, state, player)

    # -- templates and the table's flow hooks ------------------------------------------------
    def check(self, state: State, player: int, action: Action) -> None:
        """Whether a completed template (or any action) is legal now, without applying it."""
        self.apply(state, player, action)

    def decision_key(self, state: State, player: int) -> str | None:
        """Discards and trade answers are made in parallel: a menu or form stays good while
        others act, and dies as soon as this seat's own choices change."""
        phase = state["phase"]
        if phase == "discard" and state["discard_owed"][player]:
            return f"discard:{state['turns']}:{state['discard_owed'][player]}"
        if phase == "trade" and player in self.to_act(state) or (
                phase == "trade" and player == state["offer"]["from"]):
            offer = state["offer"]
            return (f"trade:{state['turns']}:{offer['from']}:{offer['to']}:{offer['give']}:"
                    f"{offer['get']}:{offer['awaiting']}:{offer['answers']}:"
                    f"{self._holdings(state, player)}")
        return None

    def undo_barrier(self, state: State, player: int, action: Action,
                     events: list[Event]) -> bool:
        """Only a plain build or set-up placement can be taken back: a roll, a drawn card, a
        steal, a trade or an end of turn revealed something or let another player act."""
        kind = action.get("type")
        quiet = {"placed", "built", "starting_resources", "longest_road"}
        return kind not in ("build_road", "build_settlement", "build_city") or any(
            e["type"] not in quiet for e in events)


    def default_action(self, state: State, player: int) -> Action | None:
        """What the table plays for a seat whose turn clock ran out (None: nothing is asked
        of it). The null move where the phase has one; otherwise the mildest choice the
        rules force, made deterministically. Never a build, a trade, a development card or a
        maritime trade the player did not choose:

        - set-up settlement: the legal intersection with the highest pip total (the dice
          ways of its hexes' numbers: 2 and 12 count 1, 6 and 8 count 5), lowest id on a tie;
          its road: the legal path with the lowest id;
        - before the roll: ``roll`` (no Knight played);
        - after the roll: ``end_turn``;
        - a discard after a 7: the cards the player holds most of, one at a time (the most
          held resource each time, the first in resource order on a tie), so the hand is
          evened out;
        - the robber: the hex (other than its own) touching the fewest opponents' buildings
          (a city counts twice), then the fewest of the player's own, then the lowest id —
          a hex that hurts nobody whenever there is one;
        - a steal among several victims: the one holding the most resource cards (they lose
          least), the lowest seat on a tie;
        - the free roads of a Road Building card already played: the legal path with the
          lowest id;
        - a trade offer awaiting their answer: ``decline_trade``; their own offer, everyone
          having answered: ``cancel_trade``.
        """
        if not _is_int(player) or player not in self.to_act(state):
            return None
        if state["players"][player] != "active":
            return None
        phase = state["phase"]
        if phase == "setup":
            if state["setup_node"] < 0:
                return {"type": "build_settlement", "node": self._default_setup_node(state)}
            return {"type": "build_road", "edge": min(R.setup_road_spots(state))}
        if phase == "main":
            return {"type": "end_turn"} if state["rolled"] else {"type": "roll"}
        if phase == "discard":
            return {"type": "discard", "cards": self._default_discard(state, player)}
        if phase == "robber":
            return {"type": "move_robber", "hex": self._default_robber_hex(state, player)}
        if phase == "steal":
            res = state["res"]
            victim = min(state["steal_from"], key=lambda v: (-sum(res[v]), v))
            return {"type": "steal", "victim": victim}
        if phase == "road_building":
            return {"type": "build_road", "edge": min(R.road_spots(state, player))}
        if phase == "trade":
            if player == state["offer"]["from"]:
                return {"type": "cancel_trade"}
            return {"type": "decline_trade"}
        return None  # pragma: no cover - every phase with a seat to act is handled above

    @staticmethod
    def _default_setup_node(state: State) -> int:
        """The free set-up intersection with the most pips (lowest id on a tie)."""
        numbers = state["numbers"]
        node_hexes = R.tables(state).node_hexes

        def pips(n: int) -> int:
            return sum(6 - abs(7 - numbers[h]) for h in node_hexes[n] if numbers[h])

        return min(R.setup_settlement_spots(state), key=lambda n: (-pips(n), n))

    @staticmethod
    def _default_discard(state: State, player: int) -> dict[str, int]:
        """Half the hand (what is owed), taken one card at a time from the most held."""
        hand = list(state["res"][player])
        out = [0] * 5
        for _ in range(state["discard_owed"][player]):
            i = max(range(5), key=lambda r: (hand[r], -r))
            hand[i] -= 1
            out[i] += 1
        return _card_dict(out)

    @staticmethod
    def _default_robber_hex(state: State, player: int) -> int:
        tb = R.tables(state)
        owner, level, players = state["node_owner"], state["node_level"], state["players"]

        def harm(h: int) -> tuple[int, int, int]:
            theirs = mine = 0
            for c in tb.hex_corners[h]:
                o = owner[c]
                if o == player:
                    mine += level[c]
                elif o >= 0 and players[o] == "active":
                    theirs += level[c]
            return theirs, mine, h

        return min((h for h in range(tb.num_hexes) if h != state["robber"]), key=harm)
