"""Caravane (Bartl, Bernabe, Grill — Ravensburger 1990): a race by secret bids of water gourds.

No words for players here: rule errors are codes, events are data; the words live in
``cogs/caravane/locales/``.

The authority is ``shared/rules/caravane.md``. Seats are ``0..n-1``; stages are numbered 1..3.

State schema (a plain JSON dict; ``json.loads(json.dumps(state)) == state``)::

    {
      "schema": 1,
      "game": "caravane",
      "variant": "standard" | "champions",
      "phase": "setup" | "race" | "over",   # "setup" only in Champions, before the race
      "stage": 1 | 2 | 3,
      "round": int,                          # round within the stage, from 1
      "bank": int,                           # bales of silk left in the bank (65 at start)
      "players": [                           # one per seat
        {
          "pos": int,             # 0 = palace the stage starts from, 1..N squares, N+1 = palace
          "silk": int,
          "tiers": [int, int, int],            # SECRET gourds left in tiers I, II, III
          "bags": [int, int, int] | None,      # SECRET food bag value per tier (Champions)
          "bags_used": [bool, bool, bool],     # public: announced bags are public
          "setup": {"tiers": [...], "bags": [...]} | None,   # SECRET Champions split
          "bid": int | None,      # SECRET gourds bid this round (None = not bid yet)
          "bag": bool,            # public: the current tier's bag is announced in the bid
          "must_revise": bool,    # public: a bag was announced after this player locked a bid
          "resigned": bool
        }
      ],
      "arrivals": [[arrival, ...], [...], [...]],   # per palace, in arrival order; arrival =
                  # {"player": p, "place": k, "tied": bool, "round": r, "silk": award paid}
      "last_reveal": None | {"stage": s, "round": r, "moves": [move, ...]},   # see _reveal
      "resigned_order": [seat, ...],
      "ended_by": None | "finish" | "resignation"
    }

Interpretations (the rules file is silent or loose on these; the bot settles them so):

* Positions are stage relative: 0 is the palace the stage starts from, 1..N the squares
  (N = 15, 25, 19) and N+1 the stage's palace. A move stops at the palace (no overshoot).
* A special square acts only when a move *ends* on it. −2 gourds never takes the tier below
  0; +2 gourds goes to the current tier. +1 silk comes from the bank (nothing if it is
  empty); −1 silk never goes below 0 and returns the bale to the bank.
* Within a reveal, special squares are resolved first (in rank order, then seat), then the
  palace awards in arrival order; awards are capped by what is left in the bank. Tied
  arrivals are paid in seat order if the bank cannot pay them all.
* The food bag's value counts toward the ranking but is not taken from the tier; a bag is
  used once (its value is public only once the round is revealed). A bag that was announced
  stays in the bid for the rest of that round.
* A placed bid is final (seed: "il ne peut plus la modifier"). A food-bag announcement by
  another player reopens every bid already placed that round: those players bid again (the
  new bid replaces the old) or keep their bid. Being final, no bid (nor a kept one) can be
  taken back with the table's undo; the Champions split, which the rules do not make final
  and which may be set again until the race starts, can.
* Every travelling player must send a bid each round, even with an empty tier (bid 0).
* The 2-player variant uses the same tables (first columns).
* Resigning: the player's camel leaves the race, their bid is discarded and their silk stays
  with them (so silk + bank is always 65). A is computed at the reveal from the players
  still travelling. With fewer than 2 players left the game ends and the remaining player
  wins. Resigned players rank last, the latest to resign highest among them.
"""

from __future__ import annotations

from typing import Any

from games.base import (
    INT,
    INTS,
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
from games.rng import Seed

SCHEMA = 1
SILK_TOTAL = 65
GOURDS_TOTAL = 60
STANDARD_TIERS = (15, 25, 20)
STAGE_LENGTHS = (15, 25, 19)
ROMAN = ("I", "II", "III")
# Palace awards per stage, by place (1st..5th).
AWARDS = ((4, 3, 2, 1, 0), (5, 4, 3, 2, 1), (7, 5, 4, 3, 2))
GOURDS_PLUS, GOURDS_MINUS, SILK_PLUS, SILK_MINUS = "gourds+2", "gourds-2", "silk+1", "silk-1"
# Special squares per stage: square number -> effect.
SPECIAL: tuple[dict[int, str], ...] = (
    {4: GOURDS_PLUS, 7: GOURDS_MINUS, 10: SILK_PLUS, 13: SILK_MINUS},
    {
        3: GOURDS_PLUS, 12: GOURDS_PLUS, 8: GOURDS_MINUS, 17: GOURDS_MINUS,
        6: SILK_PLUS, 20: SILK_PLUS, 14: SILK_MINUS, 23: SILK_MINUS,
    },
    {5: GOURDS_PLUS, 9: GOURDS_MINUS, 12: SILK_PLUS, 16: SILK_MINUS},
)
# What a "moved" event carries (the square effect and arrival have their own events).
MOVE_EVENT_KEYS = ("player", "amount", "bag", "total", "rank", "squares", "from", "to")
ACTION_KEYS = {
    "bid": ({"type", "amount"}, {"bag"}),  # "bag": True is the stored shape of old bag bids
    "bid_bag": ({"type", "amount"}, set()),
    "keep": ({"type"}, set()),
    "setup": ({"type", "tiers", "bags"}, set()),
    "resign": ({"type"}, set()),
}


def _clone(value: Any) -> Any:
    """Copy JSON data. Several times faster than copy.deepcopy (no memo), which matters for
    the thousands of random games in the tests."""
    if isinstance(value, dict):
        return {k: _clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_clone(v) for v in value]
    return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class CaravaneEngine(Engine):
    key = "caravane"
    min_players = 2
    max_players = 5
    schema_version = SCHEMA
    options = (Option("variant", choices=("standard", "champions"), default="standard"),)
    # A bid is secret and combinatorial: one template per round, its amount typed in a form.
    # The food-bag bid is its own type so it is its own board button (one click, one form).
    action_specs = (
        ActionSpec("setup", (Param("tiers", INTS, length=3), Param("bags", INTS, length=3)),
                   secret=True),
        ActionSpec("bid", (Param("amount", INT, min_value=0),), secret=True),
        ActionSpec("bid_bag", (Param("amount", INT, min_value=0),), secret=True),
        # Only for those a food bag reopened: offered in their Bid menu, not on the board.
        ActionSpec("keep", personal=True),
        ActionSpec("resign", board=False, confirm=True),
    )

    # -- set-up ----------------------------------------------------------------------------
    def new(self, players: int, seed: Seed, options: dict[str, Any] | None = None) -> State:
        """A fresh game. Caravane has no chance element, so ``seed`` is not needed."""
        if not _is_int(players) or not self.min_players <= players <= self.max_players:
            raise RuleError("player_count", min=self.min_players, max=self.max_players)
        variant = (options or {}).get("variant", "standard")
        if variant not in ("standard", "champions"):
            raise RuleError("bad_variant", variant=str(variant))
        champions = variant == "champions"
        return {
            "schema": SCHEMA,
            "game": self.key,
            "variant": variant,
            "phase": "setup" if champions else "race",
            "stage": 1,
            "round": 1,
            "bank": SILK_TOTAL,
            "players": [
                {
                    "pos": 0,
                    "silk": 0,
                    "tiers": [0, 0, 0] if champions else list(STANDARD_TIERS),
                    "bags": None,
                    "bags_used": [False, False, False],
                    "setup": None,
                    "bid": None,
                    "bag": False,
                    "must_revise": False,
                    "resigned": False,
                }
                for _ in range(players)
            ],
            "arrivals": [[], [], []],
            "last_reveal": None,
            "resigned_order": [],
            "ended_by": None,
        }

    # -- queries ----------------------------------------------------------------------------
    @staticmethod
    def _palace(state: State) -> int:
        return STAGE_LENGTHS[state["stage"] - 1] + 1

    def _active(self, state: State) -> list[int]:
        return [i for i, p in enumerate(state["players"]) if not p["resigned"]]

    def _travelling(self, state: State) -> list[int]:
        palace = self._palace(state)
        return [i for i in self._active(state) if state["players"][i]["pos"] < palace]

    def _bag_available(self, state: State, player: int) -> bool:
        pl = state["players"][player]
        return (
            state["variant"] == "champions"
            and pl["bags"] is not None
            and not pl["bags_used"][state["stage"] - 1]
        )

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def to_act(self, state: State) -> list[int]:
        if state["phase"] == "setup":
            return [i for i in self._active(state) if state["players"][i]["setup"] is None]
        if state["phase"] == "race":
            return [
                i
                for i in self._travelling(state)
                if state["players"][i]["bid"] is None or state["players"][i]["must_revise"]
            ]
        return []

    def legal_actions(self, state: State, player: int) -> list[Action]:
        """Every action ``player`` may take now, exactly; bids and the Champions split are
        templates (see games/base.py): ``{"type": "bid", TEMPLATE: True, "amount_max": n}``
        stands for every amount 0..n, ``{"type": "setup", TEMPLATE: True}`` for every split
        of 60 gourds into three tiers with the bags 1, 2, 3 in some order.

        A placed bid is final; only another player's food-bag announcement reopens it
        (``must_revise``), and then the player may bid again or keep it.
        """
        if state["phase"] == "over" or not _is_int(player):
            return []
        if not 0 <= player < len(state["players"]) or state["players"][player]["resigned"]:
            return []
        resign: Action = {"type": "resign"}
        if state["phase"] == "setup":
            # Hints for the composer (and its words): the tiers sum to 60, the bags are 1-2-3.
            return [{"type": "setup", TEMPLATE: True, "tiers_total": GOURDS_TOTAL,
                     "bags_of": [1, 2, 3]}, resign]
        pl = state["players"][player]
        if player not in self._travelling(state) or (pl["bid"] is not None and not pl["must_revise"]):
            return [resign]
        most = pl["tiers"][state["stage"] - 1]
        actions: list[Action] = []
        if not pl["bag"]:
            actions.append({"type": "bid", TEMPLATE: True, "amount_max": most})
        if pl["bag"] or self._bag_available(state, player):
            actions.append({"type": "bid_bag", TEMPLATE: True, "amount_max": most})
        if pl["must_revise"]:
            actions.append({"type": "keep"})
        actions.append(resign)
        return actions

    def decision_key(self, state: State, player: int) -> str | None:
        """Bids are made in parallel: a bid form stays good while others bid, and dies with
        its round (so a duplicated last bid can never land in the next round)."""
        if not _is_int(player) or not 0 <= player < len(state["players"]):
            return None
        pl = state["players"][player]
        if state["phase"] == "setup":
            return f"setup:{pl['setup'] is not None}"
        if state["phase"] != "race" or player not in self.to_act(state):
            return None
        return (f"bid:{state['stage']}:{state['round']}:{pl['bid'] is not None}:"
                f"{pl['must_revise']}:{pl['bag']}:{self._bag_available(state, player)}:"
                f"{pl['tiers'][state['stage'] - 1]}")

    def forced_action(self, state: State, player: int) -> Action | None:
        """The lone straggler's bid. With one player travelling (A = 1) any bid ranks first
        and moves exactly one square, and there is no one to outbid; the gourds it would
        spend belong to this stage's tier, which is lost when the stage ends. Every bid has
        the same outcome, so the table bids 0 for them (and for a food bag alike: it too is
        this stage's alone). Not while a bid is reopened or already placed."""
        if state["phase"] != "race" or not _is_int(player):
            return None
        if self._travelling(state) != [player]:
            return None
        pl = state["players"][player]
        if pl["bid"] is not None or pl["bag"] or pl["must_revise"]:
            return None
        return {"type": "bid", "amount": 0}

    def default_action(self, state: State, player: int) -> Action | None:
        """What the table plays for a seat whose turn clock ran out (None: nothing is asked
        of it). Caravane has no pass: every choice is a secret bid or split the rules force,
        so the table makes the mildest one and spends nothing the player did not choose to:

        - Champions set-up: the standard split, tiers ``[15, 25, 20]`` (as in the standard
          game), with the food bags 1, 2, 3 on tiers I, II, III;
        - a bid reopened by another player's food bag: ``keep`` (the placed bid stands);
        - a bid to place: ``bid`` 0, the minimum (no gourds spent, no food bag announced);
          the camel still moves at least one square, so a game of such bids ends.
        """
        if not _is_int(player) or player not in self.to_act(state):
            return None
        if state["phase"] == "setup":
            return {"type": "setup", "tiers": list(STANDARD_TIERS), "bags": [1, 2, 3]}
        if state["players"][player]["must_revise"]:
            return {"type": "keep"}
        return {"type": "bid", "amount": 0}

    def undo_barrier(self, state: State, player: int, action: Action,
                     events: list[Event]) -> bool:
        """A placed bid is final (rules: "it cannot be changed"), so no bid is ever taken
        back: a plain bid, a food-bag bid, a bid placed again after a food bag reopened it, and
        a kept bid alike. The Champions split is not final in the rules (a player may set it
        again until the race starts), so it can be taken back — unless it started the race."""
        if action.get("type") != "setup":
            return True
        return any(e["type"] not in ("setup_done", "setup_secret") for e in events)

    # -- actions -----------------------------------------------------------------------------
    def apply(self, state: State, player: int, action: Action) -> tuple[State, list[Event]]:
        self.check_player(state, player)
        if state["phase"] == "over":
            raise RuleError("game_over")
        if state["players"][player]["resigned"]:
            raise RuleError("resigned")
        kind = self._check_shape(action)
        new_state = _clone(state)
        handler = {
            "bid": self._apply_bid,
            "bid_bag": self._apply_bid,
            "keep": self._apply_keep,
            "setup": self._apply_setup,
            "resign": self._apply_resign,
        }[kind]
        events = handler(new_state, player, action)
        return new_state, events

    @staticmethod
    def _check_shape(action: Any) -> str:
        if not isinstance(action, dict):
            raise RuleError("malformed_action")
        kind = action.get("type")
        if not isinstance(kind, str) or kind not in ACTION_KEYS:
            raise RuleError("unknown_action")
        required, optional = ACTION_KEYS[kind]
        missing = required - action.keys()
        if missing:
            raise RuleError("missing_fields", fields=", ".join(sorted(missing)))
        extra = action.keys() - required - optional
        if extra:
            raise RuleError("unexpected_fields", fields=", ".join(sorted(extra)))
        return kind

    def _require_bidder(self, state: State, player: int) -> None:
        if state["phase"] == "setup":
            raise RuleError("race_not_started")
        if player not in self._travelling(state):
            raise RuleError("already_arrived")

    def _apply_bid(self, state: State, player: int, action: Action) -> list[Event]:
        self._require_bidder(state, player)
        amount = action["amount"]
        bag = True if action["type"] == "bid_bag" else action.get("bag", False)
        pl = state["players"][player]
        tier = state["stage"] - 1
        if not _is_int(amount):
            raise RuleError("bid_not_whole")
        if not isinstance(bag, bool):
            raise RuleError("malformed_action")
        if amount < 0:
            raise RuleError("bid_negative")
        if amount > pl["tiers"][tier]:
            raise RuleError("not_enough_gourds", left=pl["tiers"][tier], tier=ROMAN[tier])
        events: list[Event] = []
        if pl["bid"] is not None and not pl["must_revise"]:
            raise RuleError("bid_final")
        if pl["bag"] and not bag:
            raise RuleError("bag_stays")
        if bag and not pl["bag"]:
            if state["variant"] != "champions":
                raise RuleError("no_bags_in_standard")
            if not self._bag_available(state, player):
                raise RuleError("bag_used", tier=ROMAN[tier])
            events += self._announce_bag(state, player)
        revised = pl["bid"] is not None
        pl["bid"], pl["must_revise"] = amount, False
        events.append({"type": "bid_placed", "player": player, "changed": revised})
        events.append({"type": "bid_secret", "player": player, "amount": amount,
                       "bag": pl["bag"], "private_to": [player]})
        return events + self._maybe_reveal(state)

    def _announce_bag(self, state: State, player: int) -> list[Event]:
        """Make the bag public; everyone else who already locked a bid may now revise it."""
        state["players"][player]["bag"] = True
        owing = []
        for other in self._travelling(state):
            opl = state["players"][other]
            if other != player and opl["bid"] is not None:
                opl["must_revise"] = True
                owing.append(other)
        event: Event = {"type": "bag_announced", "player": player, "stage": state["stage"]}
        event["must_revise"] = owing
        return [event]

    def _apply_keep(self, state: State, player: int, action: Action) -> list[Event]:
        self._require_bidder(state, player)
        if not state["players"][player]["must_revise"]:
            raise RuleError("nothing_to_keep")
        state["players"][player]["must_revise"] = False
        return [{"type": "bid_kept", "player": player}, *self._maybe_reveal(state)]

    def _apply_setup(self, state: State, player: int, action: Action) -> list[Event]:
        if state["phase"] != "setup":
            raise RuleError("race_started")
        tiers, bags = action["tiers"], action["bags"]
        if (
            not isinstance(tiers, list)
            or len(tiers) != 3
            or not all(_is_int(t) and t >= 0 for t in tiers)
        ):
            raise RuleError("bad_tiers")
        if sum(tiers) != GOURDS_TOTAL:
            raise RuleError("tiers_total", total=GOURDS_TOTAL, got=sum(tiers))
        if (
            not isinstance(bags, list)
            or not all(_is_int(b) for b in bags)
            or sorted(bags) != [1, 2, 3]
        ):
            raise RuleError("bad_bags")
        pl = state["players"][player]
        changed = pl["setup"] is not None
        pl["setup"] = {"tiers": list(tiers), "bags": list(bags)}
        pl["tiers"], pl["bags"] = list(tiers), list(bags)
        events: list[Event] = [{"type": "setup_done", "player": player, "changed": changed},
                               {"type": "setup_secret", "player": player, "tiers": list(tiers),
                                "bags": list(bags), "private_to": [player]}]
        return events + self._maybe_start_race(state)

    def _maybe_start_race(self, state: State) -> list[Event]:
        if state["phase"] != "setup" or self.to_act(state):
            return []
        state["phase"] = "race"
        return [{"type": "race_started"}]

    def _apply_resign(self, state: State, player: int, action: Action) -> list[Event]:
        pl = state["players"][player]
        pl.update(resigned=True, bid=None, bag=False, must_revise=False)
        state["resigned_order"].append(player)
        events: list[Event] = [{"type": "resigned", "player": player}]
        if len(self._active(state)) < self.min_players:
            return events + self._end_game(state, "resignation")
        if state["phase"] == "setup":
            return events + self._maybe_start_race(state)
        if not self._travelling(state):
            return events + self._next_stage(state)
        return events + self._maybe_reveal(state)

    # -- the reveal ---------------------------------------------------------------------------
    def _maybe_reveal(self, state: State) -> list[Event]:
        if state["phase"] == "race" and not self.to_act(state):
            return self._reveal(state)
        return []

    def _reveal(self, state: State) -> list[Event]:
        """Spend the bids, move by rank, resolve squares, then arrivals and awards."""
        tier = state["stage"] - 1
        palace = self._palace(state)
        travelling = self._travelling(state)
        count = len(travelling)
        players = state["players"]
        totals = {}
        for p in travelling:
            pl = players[p]
            totals[p] = pl["bid"] + (pl["bags"][tier] if pl["bag"] else 0)
        ranks = {p: 1 + sum(1 for q in travelling if totals[q] > totals[p]) for p in travelling}
        order = sorted(travelling, key=lambda p: (ranks[p], p))
        events: list[Event] = []
        moves = []
        for p in order:
            move, move_events = self._move_one(state, p, ranks[p], count, totals[p], palace)
            moves.append(move)
            events += move_events
        events += self._arrivals(state, [m for m in moves if m["to"] == palace])
        state["last_reveal"] = {"stage": state["stage"], "round": state["round"], "moves": moves}
        for pl in players:
            pl.update(bid=None, bag=False, must_revise=False)
        state["round"] += 1
        if not self._travelling(state):
            events += self._next_stage(state)
        return events

    def _move_one(
        self, state: State, p: int, rank: int, count: int, total: int, palace: int
    ) -> tuple[dict[str, Any], list[Event]]:
        tier = state["stage"] - 1
        pl = state["players"][p]
        bag_value = pl["bags"][tier] if pl["bag"] else 0
        pl["tiers"][tier] -= pl["bid"]
        if pl["bag"]:
            pl["bags_used"][tier] = True
        squares = count - rank + 1
        start = pl["pos"]
        pl["pos"] = min(start + squares, palace)
        move: dict[str, Any] = {
            "player": p,
            "amount": pl["bid"],
            "bag": bag_value,
            "total": total,
            "rank": rank,
            "squares": pl["pos"] - start,
            "from": start,
            "to": pl["pos"],
            "effect": None,
            "silk_change": 0,
            "place": None,
            "award": 0,
        }
        events: list[Event] = [
            {
                "type": "moved",
                "stage": state["stage"],
                **{k: move[k] for k in MOVE_EVENT_KEYS},
            }
        ]
        effect = SPECIAL[tier].get(pl["pos"])
        if effect is not None:
            move["effect"] = effect
            move["silk_change"] = self._apply_square(state, p, effect)
            events.append(
                {
                    "type": "square",
                    "player": p,
                    "square": pl["pos"],
                    "effect": effect,
                    "silk_change": move["silk_change"],
                }
            )
        return move, events

    @staticmethod
    def _apply_square(state: State, p: int, effect: str) -> int:
        """Apply a special square; returns the silk actually gained or lost (public)."""
        pl = state["players"][p]
        tier = state["stage"] - 1
        if effect == GOURDS_PLUS:
            pl["tiers"][tier] += 2
        elif effect == GOURDS_MINUS:
            pl["tiers"][tier] = max(0, pl["tiers"][tier] - 2)
        elif effect == SILK_PLUS and state["bank"] > 0:
            state["bank"] -= 1
            pl["silk"] += 1
            return 1
        elif effect == SILK_MINUS and pl["silk"] > 0:
            state["bank"] += 1
            pl["silk"] -= 1
            return -1
        return 0

    def _arrivals(self, state: State, arriving: list[dict[str, Any]]) -> list[Event]:
        """Record arrivals (already in rank order): equal ranks arrive together and share
        the best place of their group; the next group skips the places they filled."""
        tier = state["stage"] - 1
        palace_list = state["arrivals"][tier]
        events: list[Event] = []
        i = 0
        while i < len(arriving):
            group = [m for m in arriving if m["rank"] == arriving[i]["rank"]]
            place = len(palace_list) + 1
            table = AWARDS[tier]
            award = table[place - 1] if place <= len(table) else 0
            for move in group:
                paid = min(award, state["bank"])
                state["bank"] -= paid
                state["players"][move["player"]]["silk"] += paid
                move["place"], move["award"] = place, paid
                tied = len(group) > 1
                palace_list.append(
                    {
                        "player": move["player"],
                        "place": place,
                        "tied": tied,
                        "round": state["round"],
                        "silk": paid,
                    }
                )
                events.append(
                    {
                        "type": "arrived",
                        "player": move["player"],
                        "stage": state["stage"],
                        "place": place,
                        "tied": tied,
                        "silk": paid,
                    }
                )
            i += len(group)
        return events

    def _next_stage(self, state: State) -> list[Event]:
        """Everyone still in the game has arrived: start the next stage or end the game."""
        if state["stage"] == len(STAGE_LENGTHS):
            return self._end_game(state, "finish")
        old_tier = state["stage"] - 1
        for pl in state["players"]:
            pl["tiers"][old_tier] = 0  # gourds left in the old tier are lost
            pl.update(pos=0, bid=None, bag=False, must_revise=False)
        state["stage"] += 1
        state["round"] = 1
        return [{"type": "stage_started", "stage": state["stage"]}]

    def _end_game(self, state: State, how: str) -> list[Event]:
        state["phase"] = "over"
        state["ended_by"] = how
        for pl in state["players"]:
            pl.update(bid=None, bag=False, must_revise=False)
        res = self.result(state)
        return [
            {
                "type": "game_over",
                "winners": res.winners,
                "ranking": res.ranking,
                "silk": [pl["silk"] for pl in state["players"]],
                "ended_by": how,
            }
        ]

    # -- result ------------------------------------------------------------------------------
    def _final_place(self, state: State, p: int) -> int:
        for arrival in state["arrivals"][-1]:
            if arrival["player"] == p:
                return arrival["place"]
        return 99

    def result(self, state: State) -> Result:
        """Most silk wins; a tie goes to whoever reached the final palace first; players
        who arrived there tied share the win. Resigned players rank last."""
        players = state["players"]
        active = self._active(state)
        ranking = sorted(
            active, key=lambda p: (-players[p]["silk"], self._final_place(state, p), p)
        )
        ranking += list(reversed(state["resigned_order"]))
        scores = {i: pl["silk"] for i, pl in enumerate(players)}
        if state["phase"] != "over" or not active:
            return Result(ranking=ranking, winners=[], scores=scores)
        best = ranking[0]
        key = (players[best]["silk"], self._final_place(state, best))
        winners = [p for p in active if (players[p]["silk"], self._final_place(state, p)) == key]
        return Result(ranking=ranking, winners=winners, scores=scores)

    # -- views -------------------------------------------------------------------------------
    def view(self, state: State, player: int | None) -> dict[str, Any]:
        """Public view (``player`` None) or a seat's view (adds its secrets under "you").

        Keys: game, variant, phase, stage, round, stage_lengths, special (per stage a list
        of [square, effect]), awards, bank, players (per seat: seat, position, silk,
        resigned, arrived, travelling, has_bid, bag_announced, bag_available, bags_used,
        must_revise, set_up), arrivals, last_reveal, to_act, finished, result.
        """
        palace = self._palace(state)
        tier = state["stage"] - 1
        public_players = []
        for i, pl in enumerate(state["players"]):
            public_players.append(
                {
                    "seat": i,
                    "position": pl["pos"],
                    "silk": pl["silk"],
                    "resigned": pl["resigned"],
                    "arrived": not pl["resigned"] and pl["pos"] >= palace,
                    "travelling": not pl["resigned"] and pl["pos"] < palace,
                    "has_bid": pl["bid"] is not None,
                    "bag_announced": pl["bag"],
                    "bag_available": state["variant"] == "champions"
                    and not pl["bags_used"][tier],
                    "bags_used": list(pl["bags_used"]),
                    "must_revise": pl["must_revise"],
                    "set_up": pl["setup"] is not None,
                }
            )
        out: dict[str, Any] = {
            "game": self.key,
            "variant": state["variant"],
            "phase": state["phase"],
            "stage": state["stage"],
            "round": state["round"],
            "stage_lengths": list(STAGE_LENGTHS),
            "special": [sorted([sq, eff] for sq, eff in s.items()) for s in SPECIAL],
            "awards": [list(a) for a in AWARDS],
            "bank": state["bank"],
            "players": public_players,
            "arrivals": _clone(state["arrivals"]),
            "last_reveal": _clone(state["last_reveal"]),
            "to_act": self.to_act(state),
            "finished": state["phase"] == "over",
            "result": None,
        }
        if state["phase"] == "over":
            res = self.result(state)
            out["result"] = {
                "ranking": res.ranking,
                "winners": res.winners,
                "scores": [res.scores[i] for i in range(len(state["players"]))],
                "ended_by": state["ended_by"],
            }
        if player is not None and _is_int(player) and 0 <= player < len(state["players"]):
            out["you"] = self._private(state, player)
        return out

    @staticmethod
    def _private(state: State, player: int) -> dict[str, Any]:
        pl = state["players"][player]
        bags = pl["bags"]
        return {
            "seat": player,
            "tiers": list(pl["tiers"]),
            "bid": pl["bid"],
            "bid_with_bag": pl["bag"],
            "bags": list(bags) if bags is not None else None,
            "bags_left": (
                [b for b, used in zip(bags, pl["bags_used"], strict=True) if not used]
                if bags is not None
                else []
            ),
            "setup": _clone(pl["setup"]),
        }


ENGINE = CaravaneEngine()
