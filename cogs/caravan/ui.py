"""How Caravan reads and looks at the table: spaces in words, log lines, outlines."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cogs.caravan.text import plural
from cogs.table.i18n import Messages
from cogs.table.kind import DANGER, PRIMARY, SECONDARY, SUCCESS, GameUI, Group, seat_name
from games.base import SPACE, Param
from games.caravan import CITY_NAMES, CITY_OF, VALUE

HIGHLIGHT_MAX = 24  # outlining more than half the board tells the player nothing


def space_note(view: dict[str, Any], lab: str, names: Sequence[str]) -> str:
    """What a space holds, for menus: "C4 · salt city · hides, 2 demand, 1 camel"."""
    bits = []
    city = view["cities"].get(lab)
    if city:
        bits.append(f"{city} city")
    info = view["spaces"].get(lab)
    if info:
        if info["good"]:
            bits.append(info["good"])
        if info["demand"]:
            bits.append(f"{info['demand']} demand")
        if info["camels"]:
            bits.append(plural(len(info["camels"]), "camel"))
    return " · ".join([lab, ", ".join(bits)]) if bits else lab


class CaravanUI(GameUI):
    messages = Messages(Path(__file__).parent / "locales")
    groups = (Group("camel", "🐪", PRIMARY), Group("pickup", "📦", PRIMARY),
              Group("steal", "🗡️", DANGER), Group("good", "➡️", SUCCESS),
              Group("end_turn", "⏭️", SECONDARY))
    legacy_groups = {"end": "end_turn"}  # boards posted before the table v2

    def headline(self, view: dict[str, Any]) -> str:
        if view["over"]:
            return "Finished"
        text = f"Turn {view['turn']}: {plural(view['actions_left'], 'action')} left"
        if view["end_triggered"]:
            text += " · the bag is empty: the next delivery ends the game!"
        return text

    def waiting_text(self, view: dict[str, Any], seats: list[int]) -> str:
        return (f"your turn: {plural(view['actions_left'], 'action')} left. Use the buttons "
                "below, `/play` or `/caravan …`.")

    def private_text(self, view: dict[str, Any], seat: int, names: Sequence[str]) -> str:
        me = view["players"][seat]
        lines = [f"🐪 Camels: {me['supply']} in your supply, {me['on_board']} on the board "
                 f"({me['carrying']} laden)."]
        carried = [f"{c['good']}{' (stolen, under the camel)' if c['under'] else ''} on {lab}"
                   for lab, info in view["spaces"].items() for c in info["camels"]
                   if c["player"] == seat and c["good"]]
        lines.append("📦 Carrying: " + ("; ".join(carried) if carried else "nothing."))
        lines.append("🗡️ Theft marker: " + ("you hold one." if me["theft"] else
                                            "none — you cannot steal until someone steals from you."))
        lines.append(f"🏆 Score: {me['goods_points']} for goods + {me['demand']} demand − "
                     f"{me['penalty']} carrying penalty = **{me['score']}**.")
        delivered = ", ".join(f"{g} ×{n}" for g, n in me["delivered"].items() if n)
        if delivered:
            lines.append(f"✅ Delivered: {delivered}.")
        if view["current"] == seat:
            lines.append(f"▶️ Your turn: {plural(view['actions_left'], 'action')} left.")
        return "\n".join(lines)

    def value_label(self, param: Param, value: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        if param.domain == SPACE and isinstance(value, str):
            return space_note(view, value, names)
        if param.name == "cost":
            return plural(value, "action")
        return super().value_label(param, value, view, names)

    def action_text(self, action: dict[str, Any], spec: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        kind = action.get("type")
        if kind == "place":
            return f"Place camel on {action['to']} ({plural(action['cost'], 'action')})"
        if kind == "move_camel":
            return f"Move camel {action['from']} → {action['to']} ({plural(action['cost'], 'action')})"
        if kind == "pickup":
            demand = view["spaces"].get(action["at"], {}).get("demand", 0)
            extra = f" (+{plural(demand, 'demand marker')})" if demand else ""
            return f"Pick up {action['good']} at {action['at']}{extra}"
        if kind == "steal":
            return f"Steal {action['good']} from {seat_name(names, action['victim'])} at {action['at']}"
        if kind == "move_good":
            where = " (under camel)" if action["under"] else ""
            if CITY_OF.get(action["good"]) == action["to"]:
                return (f"Deliver {action['good']}{where} {action['from']} → {action['to']} "
                        f"(+{VALUE[action['good']]})")
            return f"Move {action['good']}{where} {action['from']} → {action['to']}"
        return super().action_text(action, spec, view, names)

    def confirm_text(self, action: dict[str, Any], spec: Any, view: dict[str, Any],
                     names: Sequence[str]) -> str | None:
        if action.get("type") == "end_turn" and view.get("passing_ends_game"):
            return self.text("confirm-pass-ends")
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
        if kind == "placed":
            return f"{who} placed a camel on {event['to']} ({plural(event['cost'], 'action')})."
        if kind == "camel_moved":
            return (f"{who} moved a camel {event['from']} → {event['to']} "
                    f"({plural(event['cost'], 'action')}).")
        if kind == "picked_up":
            extra = f" and {plural(event['demand'], 'demand marker')}" if event["demand"] else ""
            return f"{who} picked up {event['good']}{extra} at {event['at']}."
        if kind == "stole":
            return (f"{who} stole {event['good']} from {seat_name(names, event['victim'])} at "
                    f"{event['at']} and handed over a theft marker.")
        if kind == "good_moved":
            return f"{who} moved {event['good']} {event['from']} → {event['to']}."
        if kind == "delivered":
            return (f"{who} delivered {event['good']} to {CITY_NAMES[event['good']]} "
                    f"({event['to']}) for {event['points']} points.")
        if kind == "refill":
            marked = ", ".join(event["demand_on"]) or "no space"
            placed = ", ".join(f"{p['good']} on {p['at']}" for p in event["placed"])
            return (f"Refill: a demand marker on {marked}; drawn {placed or 'nothing'}; "
                    f"{plural(event['bag_left'], 'good')} left in the bag.")
        if kind == "end_triggered":
            return "The bag is empty: the next delivery ends the game!"
        if kind == "turn_ended":
            return f"{who} passed." if event["passed"] else f"{who} ended the turn."
        if kind == "turn_started":
            return f"{who}'s turn ({plural(event['actions'], 'action')})."
        if kind == "resigned":
            lost = event.get("lost_goods") or []
            extra = f"; the goods they carried ({', '.join(lost)}) leave the game" if lost else ""
            return f"{who} resigned{extra}."
        if kind == "game_over":
            winners = " and ".join(seat_name(names, w) for w in event["winners"]) or "nobody"
            scores = ", ".join(f"{seat_name(names, int(k))} {v}" for k, v in event["scores"].items())
            reason = self.text(f"end-{event['reason']}") if self.has_text(
                f"end-{event.get('reason')}") else ""
            return f"Game over — {winners} won! Scores: {scores}. {reason}".strip()
        return ""
