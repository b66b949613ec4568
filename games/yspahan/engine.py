"""Yspahan (Sébastien Pauchon, Ystari 2006): the rules engine.

The authority is ``shared/rules/yspahan.md`` (and its board data, copied beside this file).
No words for players here: rule errors are codes, events are data. The state's shape is
documented in ``state.py``; names of rows, shops, squares, cards and buildings in ``board.py``.

Flow of a day
-------------
``step`` says what the game waits for:

- ``roll``: the start player may play cards and buy yellow dice (``buy_yellow``), then
  ``roll``s; the tower is filled.
- ``act``: the current player uses one row — ``take_action`` (camels / cubes / gold, with an
  optional +1-die card as ``boost``), ``take_card`` or ``move_supervisor`` — or, when no row
  is left for them, ``draw_card``. 2 players: ``build_row`` (a building paid with a row) is a
  dice action too. Cards may be ``play``ed before.
- ``place``: the row's cubes go into the quarter one ``place_cube`` at a time; a cube whose
  shop is forced is placed by itself, as are all the rest once they fill every open shop;
  cubes that cannot be placed are lost. Cards may be ``play``ed between two cubes (the seed:
  "během svého tahu může hráč kdykoliv zahrát jakoukoliv svou kartu"); after one (card d
  may start or complete a souk of the quarter) the forced cubes are placed again by
  themselves, and the step ends when none is left.
- ``order``: the Supervisor hit two cubes of different owners: the mover picks which goes
  to the caravan first (``send_first``).
- ``camel``: each owner of a hit cube who has a camel answers ``pay_camel`` (keep the shop
  cube, send a supply cube for 1 camel) or ``send_cube`` — in parallel across owners, one cube
  at a time for an owner with two. Owners without a camel send the shop cube by themselves.
  Once every answer is in, the cubes enter the caravan in the mover's order.
  *Bot decision*: no card is played in ``order`` and ``camel``, not even by the mover in
  their own turn. The stop, the owners' answers and the entries into the caravan resolve as
  one: the owners answer in parallel, and a card in between would change what they were
  asked or what their answer is worth (card a, e or g changes the mover's own camels — one
  may already be promised for a cube —, card c moves the caravan on and may score it). The
  mover plays cards before moving the Supervisor or once its cubes are in (``after``).
- ``after``: the player may ``build`` one building (3–4 players) and ``play`` cards, then
  ``end_turn``. A turn with nothing left to do ends by itself when that reveals nothing
  (an empty hand); otherwise the player ends it.

Actions (flat JSON)
-------------------
``{"type": "buy_yellow"}``, ``{"type": "roll"}``,
``{"type": "take_action", "row": "row1".."row6", "boost": "none" | card}``,
``{"type": "take_card", "row": ...}``, ``{"type": "move_supervisor", "row": ..., "to": square}``,
``{"type": "draw_card"}``,
``{"type": "build", "building": "building1".."building6", "card": "none"|"card_h"|"card_i"}``,
``{"type": "build_row", "row": ..., "building": ..., "card": ...}`` (2 players),
``{"type": "play", "card": "card_a"|"card_b"|"card_c"}``,
``{"type": "play", "card": "card_d", "shop": shop}``,
``{"type": "play", "card": "card_e", "direction": "camels_to_gold"|"gold_to_camels",
"amount": k}``, ``{"type": "play", "card": "card_f"|"card_g", "amount": k}``,
``{"type": "place_cube", "shop": ...}``, ``{"type": "send_first", "shop": ...}``,
``{"type": "pay_camel", "shop": ...}``, ``{"type": "send_cube", "shop": ...}``,
``{"type": "end_turn"}``, ``{"type": "resign"}``.
Every legal action is listed concretely (no templates: every choice is a short list).

Events (``"type"`` + params; ``private_to`` only on ``card_received`` and ``cube_choice``)
-------------------------------------------------------------------------------------------
``day_started`` {week, day, day_number, start, order}; ``yellow_bought`` {player, count};
``rolled`` {player, white, yellow}; ``row_used`` {player, row, use ("action" | "card" |
"supervisor" | "build"), dice, face, boost}; ``yellow_removed`` {row | null};
``gained`` {player, camels | gold, amount}; ``cube_placed`` {player, shop, auto};
``cubes_lost`` {player, count}; ``card_drawn`` {player, source, deck};
``card_received`` {player, card, private_to}; ``no_card`` {player, source};
``deck_reshuffled`` {cards}; ``supervisor_moved`` {player, row, from, to, distance, gold};
``caravan_order`` {player, shops}; ``camel_choices`` {seats, shops};
``cube_decided`` {player, shop}; ``cube_choice`` {player, shop, pay, private_to};
``camel_paid`` {player, shop}; ``caravan_entered`` {player, source ("supervisor" | "camel" |
"card"), space, section, vp, shop?}; ``caravan_scored`` {reason ("full" | "week"), vp
[per seat]}; ``caravan_emptied``; ``built`` {player, building, card, camels, gold, vp};
``card_played`` {player, card, direction?, amount?, shop?, camels?, gold?, vp?};
``turn_started`` {player}; ``day_ended`` {week, day}; ``week_scored`` {week, vp [per seat],
souks [{souk, player, vp}]}; ``week_reset`` {week}; ``resigned`` {player};
``game_over`` {ended_by, winners, ranking, vp [per seat]}.

Rule errors (``RuleError(code, **params)``)
-------------------------------------------
malformed_action, unknown_action, missing_fields {fields}, unexpected_fields {fields},
not_in_game, game_over, resigned, not_your_turn, wrong_step {step}, already_rolled,
yellow_limit {max}, not_enough_gold {need, have}, not_enough_camels {need, have},
bad_row, row_taken {row}, row_empty {row}, row_yellow_only {row}, rows_left,
already_used, use_first, bad_card, no_such_card {card}, card_only_when_building {card},
bad_square, square_unreachable {to}, bad_shop, shop_taken {shop}, souk_closed {souk},
finish_your_souk {souks}, shop_not_in_quarter {shop, quarter}, no_decision, not_your_cube {shop}, no_camel, bad_building, already_built {building},
one_building_per_turn, build_with_row, build_after_action, bad_direction, bad_amount {max},
nothing_to_exchange, bad_option {name, value}, player_count {min, max}.

Interpretations the rules file leaves to the bot are marked "bot decision" below; see the
module docstring of each rule module for the rest.
"""

from __future__ import annotations

from typing import Any

from games.base import (
    CHOICE,
    INT,
    NODE,
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

from . import buildings, caravan, cards, souks, supervisor, tower
from .board import (
    BUILDINGS,
    CAMEL_ROW,
    CAMEL_VP_CARD,
    CAMEL_VP_EACH,
    CAMEL_VP_MAX,
    CAMELS_CARD,
    CARAVAN_CARD,
    CARD_KINDS,
    CENTER,
    DAYS_PER_WEEK,
    EXCHANGE_CARD,
    EXCHANGE_DIRECTIONS,
    GOLD_CARD,
    GOLD_ROW,
    GOLD_VP_CARD,
    GOLD_VP_MAX,
    LAST_DAY,
    NO_CAMELS_CARD,
    NO_GOLD_CARD,
    PLAYABLE,
    PUBLISHED,
    ROW_QUARTER,
    ROWS,
    RULESETS,
    SEED,
    SHOP_INDEX,
    SOUK_CARD,
    SOUK_QUARTER,
    SOUK_VP,
    SQUARES,
    START_GOLD,
    SUPERVISOR_FREE,
    WEEKS,
    WHITE_DICE,
    YELLOW_DICE,
    YELLOW_PRICE,
    row_number,
    shop_souk,
)
from .buildings import BUILD_CARDS, NO_CARD
from .state import SCHEMA_VERSION
from .views import build_view

NONE = "none"
BOOSTS = (NONE, *CARD_KINDS)
# The steps of a player's own turn in which they may play cards (see the module docstring:
# not while the Supervisor's cubes are being resolved).
CARD_STEPS = ("roll", "act", "place", "after")

ACTION_KEYS: dict[str, frozenset[str]] = {
    "buy_yellow": frozenset(),
    "roll": frozenset(),
    "take_action": frozenset({"row", "boost"}),
    "take_card": frozenset({"row"}),
    "move_supervisor": frozenset({"row", "to"}),
    "draw_card": frozenset(),
    "build": frozenset({"building", "card"}),
    "build_row": frozenset({"row", "building", "card"}),
    "play": frozenset({"card"}),  # + the card's own keys (PLAY_KEYS)
    "place_cube": frozenset({"shop"}),
    "send_first": frozenset({"shop"}),
    "pay_camel": frozenset({"shop"}),
    "send_cube": frozenset({"shop"}),
    "end_turn": frozenset(),
    "resign": frozenset(),
}
PLAY_KEYS: dict[str, frozenset[str]] = {
    CAMELS_CARD: frozenset(),
    GOLD_CARD: frozenset(),
    CARAVAN_CARD: frozenset(),
    SOUK_CARD: frozenset({"shop"}),
    EXCHANGE_CARD: frozenset({"direction", "amount"}),
    GOLD_VP_CARD: frozenset({"amount"}),
    CAMEL_VP_CARD: frozenset({"amount"}),
}
# Every event and rule-error code (for the message catalogues; tests keep them exact).
EVENT_CODES = (
    "day_started", "yellow_bought", "rolled", "row_used", "yellow_removed", "gained",
    "cube_placed", "cubes_lost", "card_drawn", "card_received", "no_card", "deck_reshuffled",
    "supervisor_moved", "caravan_order", "camel_choices", "cube_decided", "cube_choice",
    "camel_paid", "caravan_entered", "caravan_scored", "caravan_emptied", "built",
    "card_played", "turn_started", "day_ended", "week_scored", "week_reset", "resigned",
    "game_over",
)
ERROR_CODES = (
    "malformed_action", "unknown_action", "missing_fields", "unexpected_fields",
    "not_in_game", "game_over", "resigned", "not_your_turn", "wrong_step", "already_rolled",
    "yellow_limit", "not_enough_gold", "not_enough_camels", "bad_row", "row_taken",
    "row_empty", "row_yellow_only", "rows_left", "already_used", "use_first", "bad_card",
    "no_such_card", "card_only_when_building", "bad_square", "square_unreachable", "bad_shop",
    "shop_taken", "souk_closed", "finish_your_souk", "shop_not_in_quarter", "no_decision",
    "not_your_cube", "bad_building", "already_built", "one_building_per_turn",
    "build_with_row", "build_after_action", "bad_direction", "bad_amount",
    "nothing_to_exchange", "bad_option", "player_count",
)
# Events that reveal something or hand the move to someone else (undo stops there).
BARRIER_EVENTS = frozenset({"rolled", "card_drawn", "deck_reshuffled", "turn_started",
                            "day_started", "game_over", "resigned", "cube_decided"})


def _is_int(x: Any) -> bool:
    return type(x) is int


def _clone(value: Any) -> Any:
    """Copy JSON data (faster than copy.deepcopy, which matters for long playouts)."""
    if isinstance(value, dict):
        return {k: _clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_clone(v) for v in value]
    return value


def day_number(s: State) -> int:
    """1..21 across the three weeks."""
    return (s["week"] - 1) * DAYS_PER_WEEK + s["day"]


def current(s: State) -> int | None:
    """Whose turn it is (None when the game is over)."""
    if s["phase"] == "over":
        return None
    return s["order"][s["turn_index"]]


def active(s: State) -> list[int]:
    return [i for i, p in enumerate(s["players"]) if not p["resigned"]]


def row_dice(s: State, player: int, row: int) -> int:
    """Dice of tower row ``row`` (1..6) that count for ``player`` (the yellow ones only
    for the start player)."""
    return tower.dice_for(s["tower"][row - 1], player == s["start"])


def rows_for(s: State, player: int) -> list[int]:
    """The rows ``player`` may choose: dice that count for them, not taken today ("nesmí
    použít řádek bez kostek, vyjma počátečního řádek pouze se žlutými kostkami, řádek,
    který již použil jiný hráč")."""
    return [r for r in range(1, 7) if s["taken"][r - 1] is None and row_dice(s, player, r) > 0]


def has_building(s: State, player: int, number: int) -> bool:
    return f"building{number}" in s["players"][player]["buildings"]


def supervisor_moves(s: State, player: int, row: int) -> dict[str, tuple[int, int]]:
    """``{square: (distance, gold)}`` the Supervisor may reach with ``row``'s dice."""
    face = s["tower"][row - 1]["face"]
    return supervisor.destinations(s["supervisor"], face, s["players"][player]["gold"],
                                   has_building(s, player, 3), s["ruleset"])


class YspahanEngine(Engine):
    key = "yspahan"
    min_players = 2
    max_players = 4
    schema_version = SCHEMA_VERSION
    options = (Option("ruleset", choices=RULESETS, default=SEED),)
    action_specs = (
        ActionSpec("buy_yellow"),  # its own button: rolling stays one click
        ActionSpec("roll"),
        ActionSpec("take_action", (Param("row", CHOICE, items=ROWS),
                                   Param("boost", CHOICE, items=BOOSTS))),
        ActionSpec("take_card", (Param("row", CHOICE, items=ROWS),)),
        ActionSpec("draw_card", group="take_card"),
        ActionSpec("move_supervisor", (Param("row", CHOICE, items=ROWS), Param("to", NODE))),
        ActionSpec("build", (Param("building", CHOICE, items=BUILDINGS),
                             Param("card", CHOICE, items=BUILD_CARDS))),
        ActionSpec("build_row", (Param("row", CHOICE, items=ROWS),
                                 Param("building", CHOICE, items=BUILDINGS),
                                 Param("card", CHOICE, items=BUILD_CARDS)), group="build"),
        ActionSpec("play", (Param("card", CHOICE, items=PLAYABLE),
                            Param("direction", CHOICE, items=EXCHANGE_DIRECTIONS),
                            Param("amount", INT, min_value=1),
                            Param("shop", SPACE))),
        ActionSpec("place_cube", (Param("shop", SPACE),)),
        ActionSpec("send_first", (Param("shop", SPACE),)),
        ActionSpec("pay_camel", (Param("shop", SPACE),)),
        ActionSpec("send_cube", (Param("shop", SPACE),)),
        ActionSpec("end_turn"),
        ActionSpec("resign", board=False, confirm=True),
    )

    @staticmethod
    def copy_state(state: State) -> State:
        """How ``apply`` copies the state it changes (the AI's engine, fast.py, copies
        knowing the state's shape)."""
        return _clone(state)

    def __init__(self) -> None:
        self._handlers = {
            "buy_yellow": self._buy_yellow,
            "roll": self._roll,
            "take_action": self._take_action,
            "take_card": self._take_card,
            "move_supervisor": self._move_supervisor,
            "draw_card": self._draw_card,
            "build": self._build,
            "build_row": self._build_row,
            "play": self._play,
            "place_cube": self._place_cube,
            "send_first": self._send_first,
            "pay_camel": self._camel_answer,
            "send_cube": self._camel_answer,
            "end_turn": self._end_turn_action,
            "resign": self._resign,
        }

    # -- set-up ----------------------------------------------------------------------------
    def new(self, players: int, seed: Seed, options: dict[str, Any] | None = None) -> State:
        if not _is_int(players) or not self.min_players <= players <= self.max_players:
            raise RuleError("player_count", min=self.min_players, max=self.max_players)
        ruleset = SEED
        for name, value in (options or {}).items():
            if name != "ruleset" or value not in RULESETS:
                raise RuleError("bad_option", name=str(name), value=str(value))
            ruleset = value
        rng = Rng(seed)
        deck = cards.new_deck(rng)
        start = rng.randbelow(players)  # bot default: a random start player
        s: State = {
            "schema_version": SCHEMA_VERSION,
            "game": self.key,
            "ruleset": ruleset,
            "players_count": players,
            "rng": rng.state,
            "phase": "play",
            "week": 1,
            "day": 1,
            "step": "roll",
            "start": start,
            "order": [],
            "turn_index": 0,
            "prev_order": [],
            "yellow": 0,
            "dice": None,
            "tower": [None] * 6,
            "taken": [None] * 6,
            "turn": {"used": False, "built": False},
            "cubes": None,
            "pending": None,
            "souks": souks.empty_souks(),
            "supervisor": CENTER,
            "caravan": [],
            "deck": deck,
            "discard": [],
            "players": [{"vp": 0, "camels": 0, "gold": START_GOLD, "buildings": [], "hand": [],
                         "resigned": False} for _ in range(players)],
            "resigned_order": [],
            "ended_by": None,
        }
        self._start_day(s, start, [])
        return s

    def migrate(self, data: dict[str, Any]) -> dict[str, Any]:
        """Schema 1 is the first: nothing to bring up to date yet."""
        return data

    # -- queries ---------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def to_act(self, state: State) -> list[int]:
        if state["phase"] == "over":
            return []
        step = state["step"]
        if step == "camel":
            return sorted(self._waiting(state))
        if step == "order":
            return [state["pending"]["mover"]]
        return [state["order"][state["turn_index"]]]

    @staticmethod
    def _waiting(s: State) -> dict[int, int]:
        """Camel step: ``{owner: index of the cube they answer for now}``. An owner answers
        their cubes in the mover's order; one without a free camel answers nothing."""
        pending = s["pending"]
        out: dict[int, int] = {}
        if pending is None:
            return out
        committed: dict[int, int] = {}
        blocked: set[int] = set()
        for i, cube in enumerate(pending["cubes"]):
            owner = cube["owner"]
            if cube["choice"] == "pay":
                committed[owner] = committed.get(owner, 0) + 1
            if cube["choice"] is not None or owner in blocked:
                continue
            blocked.add(owner)
            player = s["players"][owner]
            if not player["resigned"] and player["camels"] - committed.get(owner, 0) >= 1:
                out[owner] = i
        return out

    def legal_actions(self, state: State, player: int) -> list[Action]:
        s = state
        if s["phase"] == "over" or not _is_int(player) or not 0 <= player < len(s["players"]):
            return []
        if s["players"][player]["resigned"]:
            return []
        acts: list[Action] = []
        step = s["step"]
        if step == "camel":
            index = self._waiting(s).get(player)
            if index is not None:
                shop = s["pending"]["cubes"][index]["shop"]
                acts += [{"type": "pay_camel", "shop": shop}, {"type": "send_cube", "shop": shop}]
        elif step == "order":
            if player == s["pending"]["mover"]:
                acts += [{"type": "send_first", "shop": c["shop"]} for c in s["pending"]["cubes"]]
        elif player == current(s):
            if step == "roll":
                if s["yellow"] < YELLOW_DICE and s["players"][player]["gold"] >= YELLOW_PRICE:
                    acts.append({"type": "buy_yellow"})
                acts.append({"type": "roll"})
                acts += self._plays(s, player)
            elif step == "act":
                acts += self._dice_actions(s, player)
                acts += self._plays(s, player)
            elif step == "place":
                q = s["cubes"]["quarter"]
                acts += [{"type": "place_cube", "shop": shop}
                         for shop in souks.legal_shops(s["souks"], q, player)]
                acts += self._plays(s, player)
            elif step == "after":
                acts += self._after_actions(s, player)
                acts.append({"type": "end_turn"})
        acts.append({"type": "resign"})
        return acts

    def _dice_actions(self, s: State, p: int) -> list[Action]:
        rows = rows_for(s, p)
        if not rows:
            return [{"type": "draw_card"}]
        acts: list[Action] = []
        hand = s["players"][p]["hand"]
        boosts = [NONE, *sorted(set(hand))]
        for r in rows:
            row = ROWS[r - 1]
            acts += [{"type": "take_action", "row": row, "boost": b} for b in boosts]
            acts.append({"type": "take_card", "row": row})
            acts += [{"type": "move_supervisor", "row": row, "to": sq}
                     for sq in supervisor_moves(s, p, r)]
        if s["players_count"] == 2:
            pl = s["players"][p]
            for b, card in buildings.options(pl["buildings"], pl["camels"], pl["gold"], hand):
                acts += [{"type": "build_row", "row": ROWS[r - 1], "building": b, "card": card}
                         for r in rows]
        return acts

    def _after_actions(self, s: State, p: int) -> list[Action]:
        acts: list[Action] = []
        pl = s["players"][p]
        if s["players_count"] > 2 and not s["turn"]["built"]:
            acts += [{"type": "build", "building": b, "card": card} for b, card in
                     buildings.options(pl["buildings"], pl["camels"], pl["gold"], pl["hand"])]
        return acts + self._plays(s, p)

    @staticmethod
    def _plays(s: State, p: int) -> list[Action]:
        """Cards ``p`` may play now on their own (h and i only go with a build)."""
        pl = s["players"][p]
        hand = pl["hand"]
        acts: list[Action] = []
        for card in PLAYABLE:
            if card not in hand:
                continue
            if card in (CAMELS_CARD, GOLD_CARD, CARAVAN_CARD):
                acts.append({"type": "play", "card": card})
            elif card == SOUK_CARD:
                acts += [{"type": "play", "card": card, "shop": shop}
                         for shop in souks.card_shops(s["souks"], p)]
            elif card == EXCHANGE_CARD:
                for direction, have in zip(EXCHANGE_DIRECTIONS, (pl["camels"], pl["gold"]),
                                           strict=True):
                    acts += [{"type": "play", "card": card, "direction": direction, "amount": k}
                             for k in range(1, have + 1)]
            elif card == GOLD_VP_CARD:
                acts += [{"type": "play", "card": card, "amount": k}
                         for k in range(1, min(GOLD_VP_MAX, pl["gold"]) + 1)]
            elif card == CAMEL_VP_CARD:
                acts += [{"type": "play", "card": card, "amount": k}
                         for k in range(1, min(CAMEL_VP_MAX, pl["camels"]) + 1)]
        return acts

    # -- apply -----------------------------------------------------------------------------
    def apply(self, state: State, player: int, action: Action) -> tuple[State, list[Event]]:
        kind = self._check_shape(action)
        if state["phase"] == "over":
            raise RuleError("game_over")
        self.check_player(state, player)
        if state["players"][player]["resigned"]:
            raise RuleError("resigned")
        s = self.copy_state(state)
        events: list[Event] = []
        self._handlers[kind](s, player, action, events)
        return s, events

    @staticmethod
    def _check_shape(action: Any) -> str:
        if not isinstance(action, dict):
            raise RuleError("malformed_action")
        kind = action.get("type")
        if not isinstance(kind, str) or kind not in ACTION_KEYS:
            raise RuleError("unknown_action")
        required = set(ACTION_KEYS[kind])
        if kind == "play":
            card = action.get("card")
            if not isinstance(card, str) or card not in CARD_KINDS:
                raise RuleError("bad_card")
            if card not in PLAY_KEYS:
                raise RuleError("card_only_when_building", card=card)
            required |= PLAY_KEYS[card]
        missing = required - set(action) - {"type"}
        if missing:
            raise RuleError("missing_fields", fields=", ".join(sorted(missing)))
        extra = set(action) - required - {"type"}
        if extra:
            raise RuleError("unexpected_fields", fields=", ".join(sorted(extra)))
        return kind

    # -- guards ------------------------------------------------------------------------------
    @staticmethod
    def _need_turn(s: State, p: int, *steps: str) -> None:
        """``p`` must be the player whose turn it is, at one of ``steps``."""
        if p != current(s):
            raise RuleError("not_your_turn")
        step = s["step"]
        if step not in steps:
            if step == "act" and "after" in steps:
                raise RuleError("use_first")
            if step == "after" and "act" in steps:
                raise RuleError("already_used")
            raise RuleError("wrong_step", step=step)

    @staticmethod
    def _row(s: State, p: int, value: Any) -> int:
        """A row the player may use now, as its number."""
        try:
            r = row_number(value)
        except ValueError:
            raise RuleError("bad_row") from None
        if s["taken"][r - 1] is not None:
            raise RuleError("row_taken", row=value)
        row = s["tower"][r - 1]
        if row is None:
            raise RuleError("row_empty", row=value)
        if row_dice(s, p, r) == 0:
            raise RuleError("row_yellow_only", row=value)
        return r

    @staticmethod
    def _held(s: State, p: int, card: Any) -> str:
        if not isinstance(card, str) or card not in CARD_KINDS:
            raise RuleError("bad_card")
        if card not in s["players"][p]["hand"]:
            raise RuleError("no_such_card", card=card)
        return card

    # -- the roll ----------------------------------------------------------------------------
    def _buy_yellow(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "roll")
        if s["yellow"] >= YELLOW_DICE:
            raise RuleError("yellow_limit", max=YELLOW_DICE)
        pl = s["players"][p]
        if pl["gold"] < YELLOW_PRICE:
            raise RuleError("not_enough_gold", need=YELLOW_PRICE, have=pl["gold"])
        pl["gold"] -= YELLOW_PRICE
        s["yellow"] += 1
        ev.append({"type": "yellow_bought", "player": p, "count": s["yellow"]})

    def _roll(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["step"] != "roll" and p == current(s) and s["dice"] is not None:
            raise RuleError("already_rolled")
        self._need_turn(s, p, "roll")
        rng = Rng(s["rng"])
        white, yellow = tower.roll(rng, WHITE_DICE[s["players_count"]], s["yellow"])
        s["rng"] = rng.state
        s["dice"] = {"white": white, "yellow": yellow}
        s["tower"] = tower.fill(white, yellow, s["ruleset"])
        s["step"] = "act"
        ev.append({"type": "rolled", "player": p, "white": white, "yellow": yellow})

    # -- the dice action ---------------------------------------------------------------------
    def _use_row(self, s: State, p: int, r: int, use: str, ev: list[Event],
                 boost: str | None = None) -> None:
        """Mark row ``r`` used by ``p`` and handle the yellow dice: 3–4 players, they go
        right after the start player's action; 2 players, the other player's mixed row
        loses its yellow dice (the start player keeps the rest all day)."""
        row = s["tower"][r - 1]
        s["taken"][r - 1] = p
        s["turn"]["used"] = True
        ev.append({"type": "row_used", "player": p, "row": ROWS[r - 1], "use": use,
                   "dice": row_dice(s, p, r), "face": row["face"], "boost": boost})
        if s["players_count"] == 2:
            if p != s["start"] and row["yellow"]:
                tower.remove_yellow(s["tower"], r - 1)
                ev.append({"type": "yellow_removed", "row": ROWS[r - 1]})
        elif p == s["start"]:
            self._remove_all_yellow(s, ev)

    @staticmethod
    def _remove_all_yellow(s: State, ev: list[Event]) -> None:
        if any(row is not None and row["yellow"] for row in s["tower"]):
            tower.remove_yellow(s["tower"])
            ev.append({"type": "yellow_removed", "row": None})

    def _take_action(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "act")
        r = self._row(s, p, a["row"])
        boost = a["boost"]
        if boost != NONE:
            self._held(s, p, boost)
        n = row_dice(s, p, r)
        if boost != NONE:
            # Any card, once per turn, as +1 die (the bonus of building 1, 2 or 6 on top).
            cards.discard(s, p, boost)
            n += 1
        self._use_row(s, p, r, "action", ev, boost if boost != NONE else None)
        pl = s["players"][p]
        if r == CAMEL_ROW:
            gain = n + (1 if has_building(s, p, 1) else 0)
            pl["camels"] += gain
            ev.append({"type": "gained", "player": p, "camels": gain, "amount": gain})
        elif r == GOLD_ROW:
            gain = n + (2 if has_building(s, p, 2) else 0)
            pl["gold"] += gain
            ev.append({"type": "gained", "player": p, "gold": gain, "amount": gain})
        else:
            count = n + (1 if has_building(s, p, 6) else 0)
            s["cubes"] = {"quarter": ROW_QUARTER[r], "left": count}
            s["step"] = "place"
            self._auto_place(s, p, ev)
            return
        self._main_done(s, p, ev)

    def _take_card(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "act")
        r = self._row(s, p, a["row"])
        self._use_row(s, p, r, "card", ev)
        cards.draw(s, p, "row", ev)  # empty deck and discards: the row is used, no card
        self._main_done(s, p, ev)

    def _draw_card(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "act")
        if rows_for(s, p):
            raise RuleError("rows_left")
        s["turn"]["used"] = True
        cards.draw(s, p, "no_row", ev)
        self._main_done(s, p, ev)

    def _move_supervisor(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "act")
        r = self._row(s, p, a["row"])
        to = a["to"]
        if not isinstance(to, str) or to not in SQUARES:
            raise RuleError("bad_square")
        moves = supervisor_moves(s, p, r)
        if to not in moves:
            face = s["tower"][r - 1]["face"]
            d = supervisor.distance(s["supervisor"], to)
            if d is not None:
                free = SUPERVISOR_FREE if has_building(s, p, 3) else 0
                price = supervisor.cost(d, face, free, s["ruleset"])
                if price is not None:
                    raise RuleError("not_enough_gold", need=price, have=s["players"][p]["gold"])
            raise RuleError("square_unreachable", to=to)
        distance, price = moves[to]
        start = s["supervisor"]
        s["players"][p]["gold"] -= price
        s["supervisor"] = to
        self._use_row(s, p, r, "supervisor", ev)
        ev.append({"type": "supervisor_moved", "player": p, "row": ROWS[r - 1], "from": start,
                   "to": to, "distance": distance, "gold": price})
        hit = [{"shop": shop, "owner": owner, "choice": None}
               for shop, owner in supervisor.hit_shops(s["souks"], to)]
        if not hit:
            self._main_done(s, p, ev)
            return
        ordered = len({c["owner"] for c in hit}) < 2
        s["pending"] = {"mover": p, "square": to, "ordered": ordered, "cubes": hit}
        if not ordered:
            s["step"] = "order"
            return
        self._advance_pending(s, ev)

    # -- cubes -------------------------------------------------------------------------------
    def _auto_place(self, s: State, p: int, ev: list[Event]) -> None:
        """Place what is forced — a single legal shop; the empty shops of your unfinished
        souks when the cubes left fill them all; every open shop when the cubes left fill
        them all — whatever the order, the same shops fill. Lose what cannot be placed."""
        c = s["cubes"]
        while c["left"] > 0:
            legal = souks.legal_shops(s["souks"], c["quarter"], p)
            if not legal:
                ev.append({"type": "cubes_lost", "player": p, "count": c["left"]})
                c["left"] = 0
                break
            mine = souks.binding(s["souks"], c["quarter"], p)
            forced = (len(legal) == 1
                      or (mine and c["left"] >= len(legal))  # all of your souks fill anyway
                      or c["left"] >= souks.open_capacity(s["souks"], c["quarter"], p))
            if not forced:
                return  # a real choice: wait for place_cube
            self._put_cube(s, p, legal[0], True, ev)
            c["left"] -= 1
        s["cubes"] = None
        self._main_done(s, p, ev)

    @staticmethod
    def _put_cube(s: State, p: int, shop: str, auto: bool, ev: list[Event]) -> None:
        souk, i = shop_souk(shop)
        s["souks"][souk][i] = p
        ev.append({"type": "cube_placed", "player": p, "shop": shop, "auto": auto})

    @staticmethod
    def _shop_error(s: State, p: int, shop: Any, quarter: str | None) -> RuleError:
        """Why ``shop`` is not a legal place for ``p``'s cube (in ``quarter`` if given)."""
        if not isinstance(shop, str) or shop not in SHOP_INDEX:
            return RuleError("bad_shop")
        souk, i = shop_souk(shop)
        q = SOUK_QUARTER[souk]
        if quarter is not None and q != quarter:
            return RuleError("shop_not_in_quarter", shop=shop, quarter=quarter)
        owners = s["souks"][souk]
        if owners[i] is not None:
            return RuleError("shop_taken", shop=shop)
        if any(o is not None and o != p for o in owners):
            return RuleError("souk_closed", souk=souk)
        mine = souks.binding(s["souks"], q, p)
        if mine and souk not in mine:
            return RuleError("finish_your_souk", souks=", ".join(mine))
        return RuleError("bad_shop")  # pragma: no cover - every illegal case is named above

    def _place_cube(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "place")
        q = s["cubes"]["quarter"]
        shop = a["shop"]
        if shop not in souks.legal_shops(s["souks"], q, p):
            raise self._shop_error(s, p, shop, q)
        self._put_cube(s, p, shop, False, ev)
        s["cubes"]["left"] -= 1
        self._auto_place(s, p, ev)

    # -- the Supervisor's cubes --------------------------------------------------------------
    def _send_first(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["step"] != "order":
            raise RuleError("wrong_step", step=s["step"])
        pending = s["pending"]
        if p != pending["mover"]:
            raise RuleError("not_your_turn")
        shops = [c["shop"] for c in pending["cubes"]]
        if a["shop"] not in shops:
            raise RuleError("bad_shop")
        pending["cubes"].sort(key=lambda c: c["shop"] != a["shop"])
        pending["ordered"] = True
        ev.append({"type": "caravan_order", "player": p,
                   "shops": [c["shop"] for c in pending["cubes"]]})
        self._advance_pending(s, ev)

    def _camel_answer(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["step"] != "camel":
            raise RuleError("no_decision")
        waiting = self._waiting(s)
        if p not in waiting:
            raise RuleError("no_decision")
        cube = s["pending"]["cubes"][waiting[p]]
        if a["shop"] != cube["shop"]:
            raise RuleError("not_your_cube", shop=str(a["shop"])[:20])
        pay = a["type"] == "pay_camel"
        cube["choice"] = "pay" if pay else "send"
        ev.append({"type": "cube_decided", "player": p, "shop": cube["shop"]})
        ev.append({"type": "cube_choice", "player": p, "shop": cube["shop"], "pay": pay,
                   "private_to": [p]})
        self._advance_pending(s, ev)

    def _advance_pending(self, s: State, ev: list[Event]) -> None:
        """Ask who must answer; once nobody must, send the cubes in the mover's order."""
        pending = s["pending"]
        waiting = self._waiting(s)
        if waiting:
            if s["step"] != "camel":
                s["step"] = "camel"
                ev.append({"type": "camel_choices", "seats": sorted(waiting),
                           "shops": [pending["cubes"][i]["shop"] for _, i in sorted(waiting.items())]})
            return
        s["pending"] = None
        for cube in pending["cubes"]:
            owner, shop = cube["owner"], cube["shop"]
            if cube["choice"] == "pay":
                s["players"][owner]["camels"] -= 1
                ev.append({"type": "camel_paid", "player": owner, "shop": shop})
                caravan.enter(s, owner, "camel", shop, ev)
            else:
                souk, i = shop_souk(shop)
                s["souks"][souk][i] = None
                caravan.enter(s, owner, "supervisor", shop, ev)
        self._main_done(s, pending["mover"], ev)

    # -- after the dice action ---------------------------------------------------------------
    def _main_done(self, s: State, p: int, ev: list[Event]) -> None:
        s["step"] = "after"
        if self._ends_by_itself(s, p):
            self._end_turn(s, ev)

    def _ends_by_itself(self, s: State, p: int) -> bool:
        """A turn with nothing left to do ends without an ``end_turn``, but only when that
        says nothing hidden: with cards in hand, whether one is playable (or would pay for a
        building) is the hand's secret, so such a turn waits for its ``end_turn``."""
        pl = s["players"][p]
        return pl["resigned"] or (not pl["hand"] and not self._after_actions(s, p))

    def _build_checks(self, s: State, p: int, a: Action) -> tuple[str, str, int, int]:
        b, card = a["building"], a["card"]
        if not isinstance(b, str) or b not in BUILDINGS:
            raise RuleError("bad_building")
        pl = s["players"][p]
        if b in pl["buildings"]:
            raise RuleError("already_built", building=b)
        if card != NO_CARD:
            if card not in (NO_CAMELS_CARD, NO_GOLD_CARD):
                raise RuleError("bad_card")
            self._held(s, p, card)
        camels, gold = buildings.price(b, card)
        if pl["camels"] < camels:
            raise RuleError("not_enough_camels", need=camels, have=pl["camels"])
        if pl["gold"] < gold:
            raise RuleError("not_enough_gold", need=gold, have=pl["gold"])
        return b, card, camels, gold

    def _do_build(self, s: State, p: int, b: str, card: str, camels: int, gold: int,
                  ev: list[Event]) -> None:
        pl = s["players"][p]
        pl["camels"] -= camels
        pl["gold"] -= gold
        if card != NO_CARD:
            cards.discard(s, p, card)
        pl["buildings"].append(b)
        vp = buildings.vp_for(len(pl["buildings"]), s["ruleset"])
        pl["vp"] += vp
        s["turn"]["built"] = True
        ev.append({"type": "built", "player": p, "building": b, "card": card,
                   "camels": camels, "gold": gold, "vp": vp})

    def _build(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["players_count"] == 2:
            raise RuleError("build_with_row")
        self._need_turn(s, p, "after")
        if s["turn"]["built"]:
            raise RuleError("one_building_per_turn")
        b, card, camels, gold = self._build_checks(s, p, a)
        self._do_build(s, p, b, card, camels, gold, ev)
        self._maybe_end(s, p, ev)

    def _build_row(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        if s["players_count"] != 2:
            raise RuleError("build_after_action")
        self._need_turn(s, p, "act")
        r = self._row(s, p, a["row"])
        b, card, camels, gold = self._build_checks(s, p, a)
        self._use_row(s, p, r, "build", ev)
        self._do_build(s, p, b, card, camels, gold, ev)
        self._main_done(s, p, ev)

    def _maybe_end(self, s: State, p: int, ev: list[Event]) -> None:
        if s["step"] == "after" and self._ends_by_itself(s, p):
            self._end_turn(s, ev)

    # -- cards -------------------------------------------------------------------------------
    def _play(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, *CARD_STEPS)
        card = self._held(s, p, a["card"])
        pl = s["players"][p]
        event: Event = {"type": "card_played", "player": p, "card": card}
        if card == CAMELS_CARD:
            cards.take_out(s, p, card)
            pl["camels"] += 3
            event["camels"] = 3
            ev.append(event)
        elif card == GOLD_CARD:
            cards.take_out(s, p, card)
            pl["gold"] += 3
            event["gold"] = 3
            ev.append(event)
        elif card == CARAVAN_CARD:
            cards.take_out(s, p, card)
            ev.append(event)
            caravan.enter(s, p, "card", None, ev)
        elif card == SOUK_CARD:
            shop = a["shop"]
            if shop not in souks.card_shops(s["souks"], p):
                raise self._shop_error(s, p, shop, None)
            cards.take_out(s, p, card)
            event["shop"] = shop
            ev.append(event)
            self._put_cube(s, p, shop, False, ev)
        elif card == EXCHANGE_CARD:
            direction, amount = a["direction"], a["amount"]
            if direction not in EXCHANGE_DIRECTIONS:
                raise RuleError("bad_direction")
            give = "camels" if direction == "camels_to_gold" else "gold"
            have = pl[give]
            if have == 0:
                raise RuleError("nothing_to_exchange")
            if not _is_int(amount) or not 1 <= amount <= have:
                raise RuleError("bad_amount", max=have)
            cards.take_out(s, p, card)
            take = "gold" if give == "camels" else "camels"
            pl[give] -= amount
            pl[take] += amount
            event.update(direction=direction, amount=amount)
            ev.append(event)
        else:  # f: gold → VP 1:1 up to 10; g: camels → 2 VP each, up to 4
            give, most, each = (("gold", GOLD_VP_MAX, 1) if card == GOLD_VP_CARD
                                else ("camels", CAMEL_VP_MAX, CAMEL_VP_EACH))
            top = min(most, pl[give])
            amount = a["amount"]
            if top == 0:
                raise RuleError("not_enough_gold" if give == "gold" else "not_enough_camels",
                                need=1, have=0)
            if not _is_int(amount) or not 1 <= amount <= top:
                raise RuleError("bad_amount", max=top)
            cards.take_out(s, p, card)
            pl[give] -= amount
            pl["vp"] += amount * each
            event.update(amount=amount, vp=amount * each)
            ev.append(event)
        cards.lay_down(s, card)  # only now: see cards.take_out
        if s["step"] == "place":
            # Between two cubes: card d may have started or completed a souk of the quarter,
            # leaving one shop or no choice for the cubes left (never too few shops: a choice
            # meant more open shops than cubes, and d fills one of them).
            self._auto_place(s, p, ev)
        else:
            self._maybe_end(s, p, ev)

    # -- turns, days, weeks ------------------------------------------------------------------
    def _end_turn_action(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        self._need_turn(s, p, "after")
        self._end_turn(s, ev)

    def _end_turn(self, s: State, ev: list[Event]) -> None:
        ended = s["order"][s["turn_index"]]
        if s["players_count"] > 2 and ended == s["start"]:
            self._remove_all_yellow(s, ev)
        s["cubes"] = None
        s["turn"] = {"used": False, "built": False}
        i = s["turn_index"] + 1
        while i < len(s["order"]) and s["players"][s["order"][i]]["resigned"]:
            i += 1
        if i >= len(s["order"]):
            self._end_day(s, ev)
            return
        s["turn_index"] = i
        s["step"] = "act"
        ev.append({"type": "turn_started", "player": s["order"][i]})

    def _end_day(self, s: State, ev: list[Event]) -> None:
        ev.append({"type": "day_ended", "week": s["week"], "day": s["day"]})
        s["tower"] = [None] * 6
        s["taken"] = [None] * 6
        s["dice"] = None
        s["yellow"] = 0
        if s["day"] == DAYS_PER_WEEK:
            self._end_week(s, ev)
            if s["week"] == WEEKS:
                self._game_over(s, "finish", ev)
                return
            s["week"] += 1
            s["day"] = 1
        else:
            s["day"] += 1
        s["prev_order"] = list(s["order"])
        self._start_day(s, self._next_start(s), ev)

    def _next_start(self, s: State) -> int:
        """The start-player pawn: seed counter-clockwise (to the start player's right),
        published clockwise; 2 players alternate. Day 21: see ``_day21_order``."""
        n = s["players_count"]
        old = s["start"]
        if n == 2:
            nxt = 1 - old
            if day_number(s) == LAST_DAY:
                vp = [pl["vp"] for pl in s["players"]]
                if vp[0] != vp[1]:
                    nxt = 0 if vp[0] < vp[1] else 1  # the lower score starts day 21
            return nxt
        step = 1 if s["ruleset"] == PUBLISHED else -1
        nxt = (old + step) % n
        while s["players"][nxt]["resigned"]:
            nxt = (nxt + step) % n
        return nxt

    def _day_order(self, s: State, start: int) -> list[int]:
        n = s["players_count"]
        if n == 2:
            return [start, 1 - start, start]
        if n == 4 and day_number(s) == LAST_DAY and s["prev_order"]:
            return self._day21_order(s)
        return [(start + i) % n for i in range(n) if not s["players"][(start + i) % n]["resigned"]]

    @staticmethod
    def _day21_order(s: State) -> list[int]:
        """4 players, day 21: ascending score; among tied players the one who acted later
        on day 20 goes first (the seed: "ten z nich, který je blíže proti směru hodinových
        ručiček")."""
        prev = s["prev_order"]
        seats = [p for p in active(s)]
        late = {p: prev.index(p) if p in prev else -1 for p in seats}
        return sorted(seats, key=lambda p: (s["players"][p]["vp"], -late[p]))

    def _start_day(self, s: State, start: int, ev: list[Event]) -> None:
        order = self._day_order(s, start)
        s["order"] = order
        s["start"] = order[0]
        s["turn_index"] = 0
        s["step"] = "roll"
        s["turn"] = {"used": False, "built": False}
        ev.append({"type": "day_started", "week": s["week"], "day": s["day"],
                   "day_number": day_number(s), "start": order[0], "order": list(order)})

    def _end_week(self, s: State, ev: list[Event]) -> None:
        """Souks (+2 each with building 5), then the caravan (it stays); souk cubes go home
        and the Supervisor back to C — except after the last week, whose market the final
        board shows."""
        n = s["players_count"]
        b5 = [has_building(s, p, 5) for p in range(n)]
        points = souks.souk_points(s["souks"], n, b5)
        done = souks.completed(s["souks"])
        listed = [{"souk": souk, "player": owner, "vp": SOUK_VP[souk] + (2 if b5[owner] else 0)}
                  for souk, owner in done.items() if owner is not None]
        for p, vp in points.items():
            s["players"][p]["vp"] += vp
        ev.append({"type": "week_scored", "week": s["week"], "vp": [points[p] for p in range(n)],
                   "souks": listed})
        caravan.award(s, "week", ev)
        if s["week"] == WEEKS:
            # The game ends here: the market stays as it was scored, so the final board shows
            # what the last week's points came from (nothing is played on it any more).
            return
        s["souks"] = souks.empty_souks()
        s["supervisor"] = CENTER
        ev.append({"type": "week_reset", "week": s["week"]})

    def _game_over(self, s: State, how: str, ev: list[Event]) -> None:
        s["phase"] = "over"
        s["ended_by"] = how
        s["pending"] = None
        s["cubes"] = None
        res = self.result(s)
        ev.append({"type": "game_over", "ended_by": how, "winners": res.winners,
                   "ranking": res.ranking, "vp": [pl["vp"] for pl in s["players"]]})

    # -- resigning ---------------------------------------------------------------------------
    def _resign(self, s: State, p: int, a: Action, ev: list[Event]) -> None:
        """Bot decision: the player leaves; their cubes stay where they are (and still close
        their souks); their pending answers are "send"; their turns are skipped; with one
        player left the game ends. Resigned players rank last."""
        s["players"][p]["resigned"] = True
        s["resigned_order"].append(p)
        ev.append({"type": "resigned", "player": p})
        if len(active(s)) < 2:
            self._game_over(s, "resignation", ev)
            return
        if s["pending"] is not None:
            for cube in s["pending"]["cubes"]:
                if cube["owner"] == p and cube["choice"] is None:
                    cube["choice"] = "send"
            if s["pending"]["mover"] == p and not s["pending"]["ordered"]:
                s["pending"]["cubes"].sort(key=lambda c: SHOP_INDEX[c["shop"]])
                s["pending"]["ordered"] = True  # the cubes go in board order
            if s["pending"]["ordered"]:
                self._advance_pending(s, ev)
            return
        if p != current(s):
            return
        if s["step"] == "roll":
            # The day has not begun: the next player in today's order starts it.
            pl = s["players"][p]
            pl["gold"] += s["yellow"] * YELLOW_PRICE  # the unrolled dice are not bought
            s["yellow"] = 0
            rest = [q for q in s["order"] if not s["players"][q]["resigned"]]
            s["order"], s["start"], s["turn_index"] = rest, rest[0], 0
            ev.append({"type": "day_started", "week": s["week"], "day": s["day"],
                       "day_number": day_number(s), "start": rest[0], "order": list(rest)})
            return
        self._end_turn(s, ev)

    # -- results and views -------------------------------------------------------------------
    def result(self, state: State) -> Result:
        """Most VP wins; ties share the win (no tie-breaker). Among equal VP the ranking
        lists camels, then gold, then cards (information only). Resigned players rank last,
        the latest to resign highest among them."""
        s = state
        pls = s["players"]
        seats = active(s)
        ranking = sorted(seats, key=lambda p: (-pls[p]["vp"], -pls[p]["camels"],
                                               -pls[p]["gold"], -len(pls[p]["hand"]), p))
        ranking += list(reversed(s["resigned_order"]))
        scores = {p: pl["vp"] for p, pl in enumerate(pls)}
        winners: list[int] = []
        if s["phase"] == "over" and seats:
            best = max(pls[p]["vp"] for p in seats)
            winners = [p for p in seats if pls[p]["vp"] == best]
        return Result(ranking=ranking, winners=winners, scores=scores)

    def view(self, state: State, player: int | None) -> dict[str, Any]:
        return build_view(self, state, player)

    # -- the table's hooks -------------------------------------------------------------------
    def decision_key(self, state: State, player: int) -> str | None:
        """The camel-for-cube answers are made in parallel: an owner's menu stays good
        while other owners answer, and names the cube and the camels it was drawn for."""
        if state["phase"] == "over" or state["step"] != "camel":
            return None
        index = self._waiting(state).get(player)
        if index is None:
            return None
        cube = state["pending"]["cubes"][index]
        return (f"camel:{day_number(state)}:{state['turn_index']}:{cube['shop']}:"
                f"{state['players'][player]['camels']}")

    def undo_barrier(self, state: State, player: int, action: Action,
                     events: list[Event]) -> bool:
        """True when the action revealed something (dice, a card, a secret answer) or let
        another player act; buying yellow dice, a plain row action, placing cubes, building
        and most cards can be taken back."""
        if action.get("type") in ("pay_camel", "send_cube", "resign", "roll", "end_turn"):
            return True
        for e in events:
            if e["type"] in BARRIER_EVENTS:
                return True
            if e["type"] == "camel_choices" and any(q != player for q in e["seats"]):
                return True
        return False

    def default_action(self, state: State, seat: int) -> Action | None:
        """What the table plays for a seat that ran out of time (None: nothing is asked of
        it). Clock-friendly and never spends what the player did not choose to spend:

        - start of the day: ``roll`` (no yellow dice bought);
        - the dice action: ``take_card`` with the available row holding the fewest dice
          (lowest row on a tie), or ``draw_card`` when no row is left;
        - cubes to place: the first legal shop in board order;
        - the Supervisor hit two owners' cubes: the first in board order goes first;
        - the camel-for-cube question: ``pay_camel`` — keep the shop cube (it is only
          asked of an owner who has a camel);
        - after the dice action: ``end_turn`` (no building, no card).
        """
        s = state
        if s["phase"] == "over" or seat not in self.to_act(s):
            return None
        step = s["step"]
        if step == "camel":
            shop = s["pending"]["cubes"][self._waiting(s)[seat]]["shop"]
            return {"type": "pay_camel", "shop": shop}
        if step == "order":
            first = min((c["shop"] for c in s["pending"]["cubes"]), key=SHOP_INDEX.__getitem__)
            return {"type": "send_first", "shop": first}
        if step == "roll":
            return {"type": "roll"}
        if step == "place":
            shops = souks.legal_shops(s["souks"], s["cubes"]["quarter"], seat)
            return {"type": "place_cube", "shop": min(shops, key=SHOP_INDEX.__getitem__)}
        if step == "act":
            rows = rows_for(s, seat)
            if not rows:
                return {"type": "draw_card"}
            r = min(rows, key=lambda r: (row_dice(s, seat, r), r))
            return {"type": "take_card", "row": ROWS[r - 1]}
        return {"type": "end_turn"}


ENGINE = YspahanEngine()
