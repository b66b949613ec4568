"""How Caravane reads and looks at the table: headlines, log lines, the private gourd view.
Every sentence is a message in ``locales/<lang>.ftl``; this module only picks keys and
parameters."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from games.caravane import ROMAN, SILK_MINUS, SILK_PLUS, STAGE_LENGTHS
from table.i18n import Messages
from table.kind import PRIMARY, SECONDARY, SUCCESS, GameUI, Group, seat_name
from table.words import name_list

# Effect codes of the engine → message keys (Fluent ids take no "+").
EFFECT_KEYS = {"gourds+2": "gourds-plus", "gourds-2": "gourds-minus", "silk+1": "silk-plus",
               "silk-1": "silk-minus"}


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
            self.text("private-tier-current" if i + 1 == stage and racing else "private-tier",
                      tier=ROMAN[i], n=n)
            for i, n in enumerate(you["tiers"]))
        lines = [self.text("private-gourds", tiers=tiers)]
        if racing:
            lines.append(self.text("private-bidding-from", tier=ROMAN[stage - 1], stage=stage))
        if you["bid"] is not None:
            lines.append(self.text("private-bid-bag" if you["bid_with_bag"] else "private-bid",
                                   amount=you["bid"]))
        elif racing and seat in view["to_act"]:
            lines.append(self.text("private-no-bid"))
        if you["bags"] is not None:
            used = view["players"][seat]["bags_used"]
            bags = ", ".join(self.text("private-bag-used" if used[i] else "private-bag",
                                       tier=ROMAN[i], value=v)
                             for i, v in enumerate(you["bags"]))
            lines.append(self.text("private-bags", bags=bags))
        elif view["variant"] == "champions" and view["phase"] == "setup":
            lines.append(self.text("private-not-set-up"))
        return "\n".join(lines)

    def action_text(self, action: dict[str, Any], spec: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        kind = action.get("type")
        if kind in ("bid", "bid_bag") and "amount" in action:
            bag = kind == "bid_bag" or action.get("bag")
            return self.text("move-bid-bag" if bag else "move-bid", amount=action["amount"])
        if kind == "setup" and "tiers" in action:
            return self.text("move-setup", tiers="/".join(map(str, action["tiers"])),
                             bags=" ".join(map(str, action["bags"])))
        return super().action_text(action, spec, view, names)

    def event_text(self, event: dict[str, Any], names: Sequence[str]) -> str:
        kind = event.get("type")
        who = seat_name(names, event["player"]) if isinstance(event.get("player"), int) else ""
        if kind == "bid_placed":
            return self.text("log-bid-again" if event.get("changed") else "log-bid", name=who)
        if kind == "bid_secret":  # private: only the bidder reads it
            return self.text("log-your-bid-bag" if event.get("bag") else "log-your-bid",
                             amount=event["amount"])
        if kind == "bid_kept":
            return self.text("log-kept", name=who)
        if kind == "bag_announced":
            owing = event.get("must_revise") or []
            text = self.text("log-bag", name=who, stage=event["stage"])
            if owing:
                text += " " + self.text("log-bag-reopens", names=self._names(names, owing),
                                        count=len(owing))
            return text
        if kind == "setup_done":
            return self.text("log-setup-changed" if event.get("changed") else "log-setup",
                             name=who)
        if kind == "setup_secret":
            return self.text("log-your-setup", tiers="/".join(map(str, event["tiers"])),
                             bags=" ".join(map(str, event["bags"])))
        if kind == "race_started":
            return self.text("log-race-started")
        if kind == "moved":
            to = event["to"]
            palace = to > STAGE_LENGTHS[event["stage"] - 1]
            key = "log-moved-bag" if event.get("bag") else "log-moved"
            return self.text(key + ("-palace" if palace else ""), name=who,
                             amount=event["amount"], bag=event.get("bag") or 0,
                             rank=event["rank"], squares=event["squares"],
                             square=to, stage=event["stage"])
        if kind == "square":
            no_effect = event["effect"] in (SILK_PLUS, SILK_MINUS) and not event.get("silk_change")
            return self.text("log-square-" + EFFECT_KEYS.get(event["effect"], "gourds-plus")
                             + ("-none" if no_effect else ""), name=who, square=event["square"])
        if kind == "arrived":
            return self.text("log-arrived-tied" if event.get("tied") else "log-arrived",
                             name=who, stage=event["stage"], place=event["place"],
                             silk=event["silk"])
        if kind == "stage_started":
            return self.text("log-stage", stage=event["stage"],
                             tier=ROMAN[event["stage"] - 1])
        if kind == "resigned":
            return self.text("log-resigned", name=who)
        if kind == "game_over":
            winners = event.get("winners", [])
            return self.text("log-over", names=self._names(names, winners), count=len(winners))
        return ""

    @staticmethod
    def _names(names: Sequence[str], seats: Sequence[int]) -> str:
        return name_list([seat_name(names, s) for s in seats])
