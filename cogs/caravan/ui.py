"""How Caravan reads and looks at the table: spaces in words, log lines, outlines. Every
sentence is a message in ``locales/<lang>.ftl``; this module picks keys and parameters."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from games.base import SPACE, Param
from games.caravan import CITY_NAMES, CITY_OF, VALUE
from table.i18n import Messages
from table.kind import DANGER, PRIMARY, SECONDARY, SUCCESS, GameUI, Group, seat_name
from table.words import name_list

HIGHLIGHT_MAX = 24  # outlining more than half the board tells the player nothing


def space_note(ui: GameUI, view: dict[str, Any], lab: str) -> str:
    """What a space holds, for menus: "C4 · salt city · hides, 2 demand, 1 camel"."""
    bits = []
    city = view["cities"].get(lab)
    if city:
        bits.append(ui.text("note-city", good=ui.text(f"good-{city}")))
    info = view["spaces"].get(lab)
    if info:
        if info["good"]:
            bits.append(ui.text(f"good-{info['good']}"))
        if info["demand"]:
            bits.append(ui.text("note-demand", n=info["demand"]))
        if info["camels"]:
            bits.append(ui.text("note-camels", n=len(info["camels"])))
    return " · ".join([lab, ", ".join(bits)]) if bits else lab


class CaravanUI(GameUI):
    messages = Messages(Path(__file__).parent / "locales")
    groups = (Group("camel", "🐪", PRIMARY), Group("pickup", "📦", PRIMARY),
              Group("steal", "🗡️", DANGER), Group("good", "➡️", SUCCESS),
              Group("end_turn", "⏭️", SECONDARY))
    legacy_groups = {"end": "end_turn"}  # boards posted before the table v2
    # A camel's cost is chosen from the menu (the engine lists each): nothing is typed, so
    # no move needs a command of its own beyond /play.
    typed_groups = ()

    def good(self, good: str) -> str:
        return self.text(f"good-{good}")

    def headline(self, view: dict[str, Any]) -> str:
        if view["over"]:
            return self.text("headline-over")
        key = "headline-turn-last" if view["end_triggered"] else "headline-turn"
        return self.text(key, turn=view["turn"], actions=view["actions_left"])

    def waiting_text(self, view: dict[str, Any], seats: list[int]) -> str:
        return self.text("waiting-turn", actions=view["actions_left"])

    def private_text(self, view: dict[str, Any], seat: int, names: Sequence[str]) -> str:
        me = view["players"][seat]
        lines = [self.text("private-camels", supply=me["supply"], board=me["on_board"],
                           laden=me["carrying"])]
        carried = [self.text("private-load-under" if c["under"] else "private-load",
                             good=self.good(c["good"]), at=lab)
                   for lab, info in view["spaces"].items() for c in info["camels"]
                   if c["player"] == seat and c["good"]]
        lines.append(self.text("private-carrying", loads="; ".join(carried)) if carried
                     else self.text("private-carrying-nothing"))
        lines.append(self.text("private-theft" if me["theft"] else "private-no-theft"))
        lines.append(self.text("private-score", goods=me["goods_points"], demand=me["demand"],
                               penalty=me["penalty"], score=me["score"]))
        delivered = ", ".join(f"{self.good(g)} ×{n}" for g, n in me["delivered"].items() if n)
        if delivered:
            lines.append(self.text("private-delivered", goods=delivered))
        if view["current"] == seat:
            lines.append(self.text("private-your-turn", actions=view["actions_left"]))
        return "\n".join(lines)

    def value_label(self, param: Param, value: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        if param.domain == SPACE and isinstance(value, str):
            return space_note(self, view, value)
        if param.name == "cost":
            return self.text("note-actions", n=value)
        if param.name == "good" and isinstance(value, str) and self.has_text(f"good-{value}"):
            return self.good(value)
        return super().value_label(param, value, view, names)

    def choice_label(self, action_type: str, param: Param, value: Any, chosen: dict[str, Any],
                     view: dict[str, Any], names: Sequence[str]) -> str:
        """Moving a good is choosing a good, then where it goes: "salt on C4", then
        "D6: deliver salt (+3)" or "to E4" — not the squares' cities (issue 28, item 13)."""
        if action_type == "move_good" and isinstance(value, str) and param.domain == SPACE:
            if param.name == "from":
                me = view.get("current")
                loads = [self.text("choice-good-under", good=self.good(c["good"])) if c["under"]
                         else self.good(c["good"])
                         for c in view["spaces"].get(value, {}).get("camels", ())
                         if c["player"] == me and c["good"]]
                if loads:
                    return self.text("choice-good-from", goods=", ".join(loads), at=value)
            if param.name == "to":
                good = chosen.get("good")
                if isinstance(good, str) and CITY_OF.get(good) == value:
                    return self.text("choice-good-deliver", to=value, good=self.good(good),
                                     points=VALUE[good])
                return self.text("choice-good-to", to=value)
        if action_type == "move_good" and param.name == "under" and isinstance(value, bool):
            return self.text("choice-under" if value else "choice-on-top")
        return super().choice_label(action_type, param, value, chosen, view, names)

    def action_text(self, action: dict[str, Any], spec: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        kind = action.get("type")
        if kind == "place":
            return self.text("move-place", to=action["to"], cost=action["cost"])
        if kind == "move_camel":
            return self.text("move-camel", **{"from": action["from"]}, to=action["to"],
                             cost=action["cost"])
        if kind == "pickup":
            demand = view["spaces"].get(action["at"], {}).get("demand", 0)
            return self.text("move-pickup", good=self.good(action["good"]), at=action["at"],
                             demand=demand)
        if kind == "steal":
            return self.text("move-steal", good=self.good(action["good"]),
                             name=seat_name(names, action["victim"]), at=action["at"])
        if kind == "move_good":
            delivering = CITY_OF.get(action["good"]) == action["to"]
            key = ("move-deliver" if delivering else "move-good") + (
                "-under" if action["under"] else "")
            return self.text(key, good=self.good(action["good"]), **{"from": action["from"]},
                             to=action["to"], points=VALUE[action["good"]])
        return super().action_text(action, spec, view, names)

    def confirm_text(self, action: dict[str, Any], spec: Any, view: dict[str, Any],
                     names: Sequence[str]) -> str | None:
        if action.get("type") == "end_turn" and view.get("passing_ends_game"):
            return self.text("confirm-pass-ends")
        good = action.get("good")
        if action.get("type") == "move_good" and view.get("end_triggered") \
                and isinstance(good, str) and CITY_OF.get(good) == action.get("to"):
            # The bag is empty: this delivery ends the game at once (caravan.md).
            return self.text("confirm-delivery-ends", good=self.good(good))
        return super().confirm_text(action, spec, view, names)

    def choice_highlight(self, view: dict[str, Any], param: Param, values: list[Any],
                         chosen: dict[str, Any]) -> dict[str, Any] | None:
        spaces = [v for v in values if isinstance(v, str)]
        for key in ("from", "at"):  # where the chosen camel stands, for context
            if isinstance(chosen.get(key), str) and chosen[key] not in spaces:
                spaces.append(chosen[key])
        # Beside a very long list the board is shown without outlines (they'd cover it).
        return {"highlight": spaces} if len(spaces) <= HIGHLIGHT_MAX else {}

    def event_text(self, event: dict[str, Any], names: Sequence[str]) -> str:
        kind = event.get("type")
        who = seat_name(names, event["player"]) if isinstance(event.get("player"), int) else ""
        good = self.good(event["good"]) if isinstance(event.get("good"), str) else ""
        if kind == "placed":
            return self.text("log-placed", name=who, to=event["to"], cost=event["cost"])
        if kind == "camel_moved":
            return self.text("log-camel-moved", name=who, **{"from": event["from"]},
                             to=event["to"], cost=event["cost"])
        if kind == "picked_up":
            return self.text("log-picked-up", name=who, good=good, at=event["at"],
                             demand=event["demand"])
        if kind == "stole":
            return self.text("log-stole", name=who, good=good, at=event["at"],
                             victim=seat_name(names, event["victim"]))
        if kind == "good_moved":
            return self.text("log-good-moved", name=who, good=good, **{"from": event["from"]},
                             to=event["to"])
        if kind == "delivered":
            return self.text("log-delivered", name=who, good=good, to=event["to"],
                             city=CITY_NAMES[event["good"]], points=event["points"])
        if kind == "refill":
            placed = ", ".join(self.text("log-refill-drawn", good=self.good(p["good"]),
                                         at=p["at"]) for p in event["placed"])
            return self.text("log-refill", marked=", ".join(event["demand_on"]),
                             marks=len(event["demand_on"]), drawn=placed,
                             draws=len(event["placed"]), left=event["bag_left"])
        if kind == "end_triggered":
            return self.text("log-end-triggered")
        if kind == "turn_ended":
            return self.text("log-passed" if event["passed"] else "log-turn-ended", name=who)
        if kind == "turn_started":
            return self.text("log-turn-started", name=who, actions=event["actions"])
        if kind == "resigned":
            lost = [self.good(g) for g in event.get("lost_goods") or []]
            return self.text("log-resigned-goods" if lost else "log-resigned", name=who,
                             goods=", ".join(lost))
        if kind == "game_over":
            winners = name_list([seat_name(names, w) for w in event["winners"]])
            scores = ", ".join(f"{seat_name(names, int(k))} {v}" for k, v in event["scores"].items())
            reason = self.text(f"end-{event['reason']}") if self.has_text(
                f"end-{event.get('reason')}") else ""
            return self.text("log-over", winners=winners, count=len(event["winners"]),
                             scores=scores, reason=reason).strip()
        return ""
