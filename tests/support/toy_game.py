"""A tiny game that exercises every part of the table contract, for table tests only.

Seats take turns. On your turn: ``walk`` to one of 30 squares (a long list: paging),
``gift`` an item to another seat (two parameters), or ``end``. After every round all seats
bid in parallel (``bid`` template, INT; a decision key per round) and the highest bid wins
a point. First to 3 points wins. ``resign`` asks for confirmation.
"""

from __future__ import annotations

from typing import Any

from games.base import (
    CHOICE,
    INT,
    SEAT,
    SPACE,
    TEMPLATE,
    ActionSpec,
    Engine,
    Param,
    Result,
    RuleError,
)
from table.kind import GameUI, Group

ITEMS = ("apple", "pear")


class ToyEngine(Engine):
    key = "toy"
    min_players = 2
    max_players = 3
    action_specs = (
        ActionSpec("walk", (Param("to", SPACE),)),
        ActionSpec("gift", (Param("victim", SEAT), Param("item", CHOICE, items=ITEMS))),
        ActionSpec("bid", (Param("amount", INT, min_value=0),), secret=True),
        ActionSpec("end"),
        ActionSpec("resign", board=False, confirm=True),
    )

    def new(self, players: int, seed: int, options: dict[str, Any] | None = None) -> dict:
        return {"players": [{"at": 0, "points": 0, "bid": None, "out": False}
                            for _ in range(players)],
                "turn": 0, "phase": "walk", "round": 1, "winner": None}

    def to_act(self, state: dict) -> list[int]:
        if state["winner"] is not None:
            return []
        live = [i for i, p in enumerate(state["players"]) if not p["out"]]
        if state["phase"] == "bid":
            return [i for i in live if state["players"][i]["bid"] is None]
        return [state["turn"]]

    def is_over(self, state: dict) -> bool:
        return state["winner"] is not None

    def result(self, state: dict) -> Result:
        order = sorted(range(len(state["players"])), key=lambda i: -state["players"][i]["points"])
        return Result(order, [state["winner"]] if state["winner"] is not None else [],
                      {i: p["points"] for i, p in enumerate(state["players"])})

    def view(self, state: dict, player: int | None) -> dict:
        public = {"players": [{"at": p["at"], "points": p["points"], "bid_in": p["bid"] is not None,
                               "out": p["out"]} for p in state["players"]],
                  "turn": state["turn"], "phase": state["phase"], "round": state["round"]}
        if player is not None:
            public["my_bid"] = state["players"][player]["bid"]
        return public

    def legal_actions(self, state: dict, player: int) -> list[dict]:
        if state["winner"] is not None or state["players"][player]["out"]:
            return []
        acts: list[dict] = [{"type": "resign"}]
        if player not in self.to_act(state):
            return acts
        if state["phase"] == "bid":
            return [{"type": "bid", TEMPLATE: True, "amount_max": 9}, *acts]
        here = state["players"][player]["at"]
        acts = [{"type": "walk", "to": sq} for sq in range(30) if sq != here] + [
            {"type": "gift", "victim": v, "item": item}
            for v in range(len(state["players"])) if v != player for item in ITEMS
        ] + [{"type": "end"}] + acts
        return acts

    def decision_key(self, state: dict, player: int) -> str | None:
        if state["phase"] == "bid":
            return f"bid:{state['round']}:{state['players'][player]['bid'] is None}"
        return None

    def undo_barrier(self, state, player, action, events) -> bool:
        return action["type"] != "walk"

    def apply(self, state: dict, player: int, action: dict) -> tuple[dict, list[dict]]:
        self.check_player(state, player)
        if not isinstance(action, dict):
            raise RuleError("malformed_action")
        kind = action.get("type")
        s = self.copy_state(state)
        if kind == "resign":
            s["players"][player]["out"] = True
            live = [i for i, p in enumerate(s["players"]) if not p["out"]]
            if len(live) == 1:
                s["winner"] = live[0]
            elif s["turn"] == player:
                s["turn"] = live[0]
            return s, [{"type": "resigned", "player": player}]
        if player not in self.to_act(state):
            raise RuleError("not_your_turn")
        if s["phase"] == "bid":
            if kind != "bid":
                raise RuleError("must_bid")
            amount = action.get("amount")
            if type(amount) is not int or not 0 <= amount <= 9:
                raise RuleError("bad_amount", max=9)
            s["players"][player]["bid"] = amount
            events = [{"type": "bid_placed", "player": player},
                      {"type": "your_bid", "amount": amount, "private_to": [player]}]
            if not self.to_act(s):
                bids = [(p["bid"] if not p["out"] else -1) for p in s["players"]]
                best = max(range(len(bids)), key=lambda i: bids[i])
                s["players"][best]["points"] += 1
                events.append({"type": "won_round", "player": best})
                for p in s["players"]:
                    p["bid"] = None
                s["phase"], s["round"] = "walk", s["round"] + 1
                if s["players"][best]["points"] >= 3:
                    s["winner"] = best
            return s, events
        if kind == "walk":
            to = action.get("to")
            if type(to) is not int or not 0 <= to < 30 or to == s["players"][player]["at"]:
                raise RuleError("bad_square")
            s["players"][player]["at"] = to
            return s, [{"type": "walked", "player": player, "to": to}]
        if kind == "gift":
            victim, item = action.get("victim"), action.get("item")
            if victim == player or victim not in range(len(s["players"])) or item not in ITEMS:
                raise RuleError("bad_gift")
            return s, [{"type": "gifted", "player": player, "victim": victim, "item": item}]
        if kind == "end":
            live = [i for i, p in enumerate(s["players"]) if not p["out"]]
            nxt = live[(live.index(player) + 1) % len(live)] if player in live else live[0]
            s["turn"] = nxt
            if nxt == live[0]:
                s["phase"] = "bid"
            return s, [{"type": "ended", "player": player}]
        raise RuleError("unknown_action", type=str(kind))


ENGINE = ToyEngine()


class ToyUI(GameUI):
    catalogue = {
        "title": "Toy", "hand": "Mine", "rules": "Walk, gift, bid.",
        "group-walk": "Walk", "group-gift": "Gift", "group-bid": "Bid", "group-end": "End",
        "action-walk": "Walk", "action-gift": "Gift", "action-bid": "Bid", "action-end": "End turn",
        "action-resign": "Resign",
        "param-walk-to": "Where to?", "param-gift-victim": "To whom?",
        "param-gift-item": "What?", "param-bid-amount": "Your bid (0–{amount_max})",
        "item-apple": "Apple", "item-pear": "Pear",
        "rule-not_your_turn": "Not your turn.", "rule-must_bid": "Bid first.",
        "rule-bad_amount": "Bid 0 to {max}.", "rule-bad_square": "Not a square.",
        "rule-bad_gift": "Bad gift.", "rule-unknown_action": "Unknown {type}.",
        "rule-malformed_action": "Malformed.", "rule-not_in_game": "Not in game.",
        "event-walked": "{name} walked to {to}.", "event-gifted": "{name} gave a gift.",
        "event-bid_placed": "{name} bid.", "event-your_bid": "You bid {amount}.",
        "event-won_round": "{name} won the round.", "event-ended": "{name} ended the turn.",
        "event-resigned": "{name} resigned.",
    }
    groups = (Group("walk", "🚶", "primary"), Group("gift", "🎁"), Group("bid", "💰", "primary"),
              Group("end", "⏭️"))


def render_board(view: dict, seats: list, **highlight: Any) -> bytes:
    import io

    from PIL import Image

    img = Image.new("RGB", (60, 20), (200, 200, 200) if not highlight else (250, 200, 0))
    out = io.BytesIO()
    img.save(out, "PNG")
    return out.getvalue()
