"""Caravane in Discord: secret bids through a private form, one public reveal per round.

Only the glue lives here; every rule is in ``games/caravane.py``.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table import (
    PRIMARY,
    SECONDARY,
    SUCCESS,
    ButtonSpec,
    FieldSpec,
    GameKind,
    GameUI,
    TableCog,
    TableTurn,
)
from games.caravane import ENGINE, ROMAN
from render.caravane import render_board
from store import GameRecord


def parse_int(text: str, what: str) -> int:
    """A whole number typed by a player, or a ValueError with a message for them."""
    cleaned = text.strip()
    if not cleaned:
        raise ValueError(f"Please enter {what}.")
    try:
        value = int(cleaned)
    except ValueError:
        raise ValueError(f"“{cleaned[:20]}” is not a whole number — please enter {what}.") from None
    if value < 0:
        raise ValueError(f"{what.capitalize()} cannot be negative.")
    return value


class CaravaneUI(GameUI):
    hand_label = "My gourds"

    def headline(self, game: GameRecord, state: dict[str, Any]) -> str:
        champions = " · Champions" if state["variant"] == "champions" else ""
        if state["phase"] == "setup":
            return f"Setting up{champions}"
        if state["phase"] == "over":
            return f"Finished{champions}"
        return f"Stage {state['stage']} · Round {state['round']}{champions}"

    def waiting_text(self, game: GameRecord, state: dict[str, Any], seats: list[int]) -> str:
        if state["phase"] == "setup":
            return "split your 60 gourds and assign your food bags (🔒 secret): press **Set up gourds**."
        if any(state["players"][s]["must_revise"] for s in seats):
            return ("a food bag was announced: bid again or **Keep my bid** before the reveal."
                    if all(state["players"][s]["must_revise"] for s in seats)
                    else "bid (🔒 secret) with **Bid**; a food bag was announced, so earlier "
                         "bidders may revise or keep their bid.")
        return "place your secret bid with **Bid** (only the count of bids is shown until the reveal)."

    def turn_key(self, engine: Any, state: dict[str, Any]) -> Any:
        # One board message per round: bids edit it (check marks), the reveal posts a new one.
        return (state["phase"], state["stage"], state["round"])

    def board_buttons(self, game: GameRecord, state: dict[str, Any]) -> list[ButtonSpec]:
        if state["phase"] == "setup":
            return [ButtonSpec("setup", "Set up gourds", PRIMARY, emoji="🧮")]
        buttons = [ButtonSpec("bid", "Bid", PRIMARY, emoji="💧")]
        if state["variant"] == "champions":
            buttons.append(ButtonSpec("bagbid", "Bid + food bag", SUCCESS, emoji="🎒"))
        if any(p["must_revise"] for p in state["players"]):
            buttons.append(ButtonSpec("keep", "Keep my bid", SECONDARY, emoji="✅"))
        return buttons

    def private_text(self, game: GameRecord, view: dict[str, Any], seat: int) -> str:
        you = view["you"]
        stage = view["stage"]
        tiers = " · ".join(
            f"{'**' if i + 1 == stage and view['phase'] == 'race' else ''}tier {ROMAN[i]}: {n}"
            f"{'**' if i + 1 == stage and view['phase'] == 'race' else ''}"
            for i, n in enumerate(you["tiers"]))
        lines = [f"💧 Your gourds — {tiers}"]
        if view["phase"] == "race":
            lines.append(f"You are bidding from tier {ROMAN[stage - 1]} in stage {stage}.")
        if you["bid"] is not None:
            bag = " + your food bag" if you["bid_with_bag"] else ""
            lines.append(f"Your bid this round: **{you['bid']}**{bag} (you can change it until the reveal).")
        elif view["phase"] == "race" and seat in view["to_act"]:
            lines.append("You have not bid yet this round.")
        if you["bags"] is not None:
            bags = ", ".join(f"tier {ROMAN[i]}: {v}{' (used)' if view['players'][seat]['bags_used'][i] else ''}"
                             for i, v in enumerate(you["bags"]))
            lines.append(f"🎒 Food bags — {bags}")
        elif view["variant"] == "champions" and view["phase"] == "setup":
            lines.append("You have not set up your gourds yet: press **Set up gourds**.")
        return "\n".join(lines)

    # -- buttons and forms ----------------------------------------------------------------
    async def on_button(self, turn: TableTurn, key: str, arg: str) -> None:
        view = turn.private_view()
        if key == "setup":
            await turn.open_modal("setup", "Set up your gourds (secret)", [
                FieldSpec("t1", "Tier I (stage 1)", "e.g. 15", max_length=2),
                FieldSpec("t2", "Tier II (stage 2)", "e.g. 25", max_length=2),
                FieldSpec("t3", "Tier III (stage 3)", "e.g. 20", max_length=2),
                FieldSpec("bags", "Food bags for tiers I, II, III", "three values, e.g. 1 2 3", max_length=12),
            ])
            return
        if key in ("bid", "bagbid"):
            if view["phase"] != "race":
                await turn.reply("There is nothing to bid on right now.")
                return
            me = view["players"][turn.seat]
            if not me["travelling"]:
                await turn.reply("Your camel has reached the palace: wait for the others to arrive.")
                return
            if key == "bagbid" and not (me["bag_available"] or me["bag_announced"]):
                await turn.reply("You have no food bag left for this stage.")
                return
            most = view["you"]["tiers"][view["stage"] - 1]
            with_bag = key == "bagbid" or me["bag_announced"]
            title = "Secret bid + food bag" if with_bag else "Secret bid"
            await turn.open_modal("bag" if with_bag else "bid", title, [
                FieldSpec("amount", f"Gourds to bid (0–{most})", f"0 to {most}",
                          default="" if view["you"]["bid"] is None else str(view["you"]["bid"]),
                          max_length=3),
            ], arg=round_tag(turn.state))
            return
        if key == "keep":
            await turn.apply({"type": "keep"}, confirm="You keep your bid.")
            return
        await super().on_button(turn, key, arg)

    async def on_modal(self, turn: TableTurn, key: str, arg: str, fields: dict[str, str]) -> None:
        if key in ("bid", "bag"):
            if arg != round_tag(turn.state):
                await turn.reply("⛔ That bid form was for a round that has been revealed since. "
                                 "Nothing was bid: press **Bid** on the newest board.")
                return
            try:
                amount = parse_int(fields.get("amount", ""), "a number of gourds")
            except ValueError as exc:
                await turn.reply(f"⛔ {exc}")
                return
            await bid(turn, amount, key == "bag")
        elif key == "setup":
            try:
                tiers = [parse_int(fields.get(f"t{i}", ""), f"the gourds for tier {ROMAN[i - 1]}")
                         for i in (1, 2, 3)]
                bags = [parse_int(x, "a food bag value") for x in
                        fields.get("bags", "").replace(",", " ").replace("-", " ").split()]
            except ValueError as exc:
                await turn.reply(f"⛔ {exc}")
                return
            await submit_setup(turn, tiers, bags)
        else:
            await super().on_modal(turn, key, arg, fields)


def round_tag(state: dict[str, Any]) -> str:
    """Names the round a bid form was opened in, so a late submission can't leak into the next."""
    return f"{state['stage']}-{state['round']}"


async def bid(turn: TableTurn, amount: int, bag: bool) -> None:
    me = turn.private_view()["players"][turn.seat]
    action: dict[str, Any] = {"type": "bid", "amount": amount}
    if bag or me["bag_announced"]:
        action["bag"] = True
    extra = " + your food bag (announced to everyone)" if bag and not me["bag_announced"] else (
        " + your food bag" if action.get("bag") else "")
    await turn.apply(action, confirm=f"💧 Your bid of **{amount}**{extra} is locked in. "
                                     "You can change it until the last player bids.")


async def submit_setup(turn: TableTurn, tiers: list[int], bags: list[int]) -> None:
    await turn.apply({"type": "setup", "tiers": tiers, "bags": bags},
                     confirm=f"🧮 Your split is locked in: tiers {tiers[0]}/{tiers[1]}/{tiers[2]}, "
                             f"food bags {bags}. You can change it until everyone has set up.")


KIND = GameKind(engine=ENGINE, render_board=render_board, ui=CaravaneUI(), emoji="🐪",
                colour=0xD9A441)


class CaravaneCog(TableCog, group_name="caravane", group_description="Caravane: race your camel to Kublai Khan's palaces"):
    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot, KIND)

    @app_commands.command(name="new", description="Open a Caravane lobby in this channel")
    @app_commands.describe(variant="Standard rules, or Champions (free gourd split and food bags)")
    @app_commands.choices(variant=[app_commands.Choice(name="Standard", value="standard"),
                                   app_commands.Choice(name="Champions", value="champions")])
    async def new(self, interaction: discord.Interaction,
                  variant: app_commands.Choice[str] | None = None) -> None:
        await self.open_lobby(interaction, {"variant": variant.value if variant else "standard"})

    @app_commands.command(name="bid", description="Place or change your secret bid (only you see this)")
    @app_commands.describe(amount="Gourds from the current tier", bag="Add this stage's food bag (Champions)")
    async def bid_cmd(self, interaction: discord.Interaction, amount: app_commands.Range[int, 0, 60],
                      bag: bool = False) -> None:
        turn = await self.table.turn_from_command(interaction, self.kind)
        if turn is not None:
            await bid(turn, amount, bag)

    @app_commands.command(name="keep", description="Keep your bid after a food bag was announced")
    async def keep_cmd(self, interaction: discord.Interaction) -> None:
        turn = await self.table.turn_from_command(interaction, self.kind)
        if turn is not None:
            await turn.apply({"type": "keep"}, confirm="You keep your bid.")

    @app_commands.command(name="setup", description="Champions: split your 60 gourds and assign food bags (secret)")
    @app_commands.describe(tier1="Gourds for stage 1", tier2="Gourds for stage 2", tier3="Gourds for stage 3",
                           bags="Food bag values for tiers I, II, III, e.g. '1 2 3'")
    async def setup_cmd(self, interaction: discord.Interaction, tier1: app_commands.Range[int, 0, 60],
                        tier2: app_commands.Range[int, 0, 60], tier3: app_commands.Range[int, 0, 60],
                        bags: str) -> None:
        turn = await self.table.turn_from_command(interaction, self.kind)
        if turn is None:
            return
        try:
            values = [parse_int(x, "a food bag value") for x in bags.replace(",", " ").split()]
        except ValueError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        await submit_setup(turn, [tier1, tier2, tier3], values)


async def setup(bot: commands.Bot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(CaravaneCog(bot))
