"""How Caravane reads and looks at the table: headlines, log lines, the private gourd view."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cogs.caravane.text import EFFECTS, ordinal, plural
from cogs.table.i18n import Messages
from cogs.table.kind import PRIMARY, SECONDARY, SUCCESS, GameUI, Group, seat_name
from games.caravane import ROMAN, SILK_MINUS, SILK_PLUS, STAGE_LENGTHS


def _square(stage: int, square: int) -> str:
    return f"palace {stage}" if square > STAGE_LENGTHS[stage - 1] else f"square {square}"


def _names(names: Sequence[str], seats: Sequence[int]) -> str:
    words = [seat_name(names, s) for s in seats]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


class CaravaneUI(GameUI):
    messages = Messages(Path(__file__).parent / "locales")
    groups = (Group("setup", "🧮", PRIMARY), Group("bid", "💧", PRIMARY),
              Group("bid_bag", "🎒", SUCCESS), Group("keep", "✅", SECONDARY))
    legacy_groups = {"bagbid": "bid_bag"}  # boards posted before the table v2

    def headline(self, view: dict[str, Any]) -> str:
        champions = self.text("headline-champions") if view["variant"] == "champions" else ""
        if view["phase"] == "setup":
            return self.text("headline-setup") + champions
        if view["phase"] == "over":
            return self.text("headline-over") + champions
        return self.text("headline-race", stage=view["stage"], round=view["round"]) + champions

    def waiting_text(self, view: dict[str, Any], seats: list[int]) -> str:
        if view["phase"] == "setup":
            return self.text("waiting-setup")
        revising = [view["players"][s]["must_revise"] for s in seats]
        if any(revising):
            return self.text("waiting-revise" if all(revising) else "waiting-bid-revise")
        return self.text("waiting-bid")

    def private_text(self, view: dict[str, Any], seat: int, names: Sequence[str]) -> str:
        you, stage = view["you"], view["stage"]
        racing = view["phase"] == "race"
        tiers = " · ".join(
            (f"**tier {ROMAN[i]}: {n}**" if i + 1 == stage and racing else f"tier {ROMAN[i]}: {n}")
            for i, n in enumerate(you["tiers"]))
        lines = [f"💧 Your gourds — {tiers}"]
        if racing:
            lines.append(f"You are bidding from tier {ROMAN[stage - 1]} in stage {stage}.")
        if you["bid"] is not None:
            bag = " + your food bag" if you["bid_with_bag"] else ""
            lines.append(f"Your bid this round: **{you['bid']}**{bag} (final).")
        elif racing and seat in view["to_act"]:
            lines.append("You have not bid yet this round.")
        if you["bags"] is not None:
            used = view["players"][seat]["bags_used"]
            bags = ", ".join(f"tier {ROMAN[i]}: {v}{' (used)' if used[i] else ''}"
                             for i, v in enumerate(you["bags"]))
            lines.append(f"🎒 Food bags — {bags}")
        elif view["variant"] == "champions" and view["phase"] == "setup":
            lines.append("You have not set up your gourds yet: press **Set up gourds**.")
        return "\n".join(lines)

    def action_text(self, action: dict[str, Any], spec: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        kind = action.get("type")
        if kind in ("bid", "bid_bag") and "amount" in action:
            bag = " + your food bag" if kind == "bid_bag" or action.get("bag") else ""
            return f"Bid {plural(action['amount'], 'gourd', 'gourds')}{bag}"
        if kind == "setup" and "tiers" in action:
            return f"Set up: tiers {'/'.join(map(str, action['tiers']))}, bags {action['bags']}"
        return super().action_text(action, spec, view, names)

    def event_text(self, event: dict[str, Any], names: Sequence[str]) -> str:
        kind = event.get("type")
        who = seat_name(names, event["player"]) if isinstance(event.get("player"), int) else ""
        if kind == "bid_placed":
            return f"{who} bid again." if event.get("changed") else f"{who} placed a bid."
        if kind == "bid_secret":  # private: only the bidder reads it
            bag = " + your food bag" if event.get("bag") else ""
            return f"💧 Your bid of **{event['amount']}**{bag} is locked in until the reveal."
        if kind == "bid_kept":
            return f"{who} keeps their bid."
        if kind == "bag_announced":
            text = f"{who} adds the stage {event['stage']} food bag to their bid!"
            owing = event.get("must_revise") or []
            if owing:
                text += f" {_names(names, owing)} may bid again or keep their bid."
            return text
        if kind == "setup_done":
            return f"{who} changed their gourd split." if event.get("changed") else \
                f"{who} set up their gourds."
        if kind == "setup_secret":
            tiers = "/".join(map(str, event["tiers"]))
            return (f"🧮 Your split is locked in: tiers {tiers}, food bags {event['bags']}. "
                    "You can change it until everyone has set up.")
        if kind == "race_started":
            return "Everyone has set up: the race begins!"
        if kind == "moved":
            bag = f" + food bag {event['bag']}" if event.get("bag") else ""
            return (f"{who} bid {event['amount']}{bag} (rank {event['rank']}) and moved "
                    f"{event['squares']} to {_square(event['stage'], event['to'])}.")
        if kind == "square":
            no_effect = event["effect"] in (SILK_PLUS, SILK_MINUS) and not event.get("silk_change")
            return (f"{who} lands on square {event['square']}: {EFFECTS[event['effect']]}"
                    f"{' (no effect)' if no_effect else ''}.")
        if kind == "arrived":
            tied = " (tied)" if event.get("tied") else ""
            return (f"{who} reaches palace {event['stage']} in {ordinal(event['place'])} place"
                    f"{tied} and earns {event['silk']} silk.")
        if kind == "stage_started":
            return (f"Stage {event['stage']} begins: gourds left in the old tier are lost; "
                    f"bids now come from tier {ROMAN[event['stage'] - 1]}.")
        if kind == "resigned":
            return f"{who} resigns."
        if kind == "game_over":
            winners = event.get("winners", [])
            verb = "wins" if len(winners) == 1 else "share the win"
            return f"The caravans are home: {_names(names, winners)} {verb}!"
        return ""
