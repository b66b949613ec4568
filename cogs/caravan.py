"""Caravan (Joe Huber) in Discord: every action in at most three clicks, or one slash command.

Only the glue lives here; every rule is in ``games/caravan.py``. All menus are built from
``ENGINE.legal_actions``, so they only ever offer what the engine accepts:

    board button (Camel / Pick up / Steal / Move good / End turn)
      → private select of the source ("New camel from supply", "Camel at C3", "ivory at D2")
      → private select of the destination, with a board image highlighting the choices
      → applied.

A step with a single choice is skipped (a single final choice becomes one confirm button).
Menu values are short codes of the action (``m.C3.C4.1``) that are decoded, checked against
the current legal actions and applied with the version the menu was drawn for, so a stale
menu says so instead of acting.

The pure helpers take a plain engine state and are unit-tested without Discord: menus, codes
and labels are in ``cogs/caravan_menus.py``, slash-input matching and autocomplete in
``cogs/caravan_input.py``.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.caravan_input import (
    InputError,
    autocomplete_choices,
    passing_ends_game,
    resolve_good,
    resolve_move,
    resolve_pickup,
    resolve_place,
    resolve_steal,
    turn_problem,
)
from cogs.caravan_menus import (
    KINDS,
    STALE,
    Step,
    carried_lines,
    decode_action,
    destination_step,
    first_step,
    is_legal,
    kind_buttons,
    menu_items,
    parse_step_arg,
    player_name,
    plural,
    remaining_text,
    step_for,
)
from cogs.table import DANGER, ButtonSpec, GameKind, GameUI, TableCog, TableTurn
from games.caravan import ENGINE, action_label
from render.caravan import render_board
from store import ACTIVE, GameRecord

# -- the game UI -------------------------------------------------------------------------------


class CaravanUI(GameUI):
    hand_label = "My caravan"

    def headline(self, game: GameRecord, state: dict[str, Any]) -> str:
        if state["over"]:
            return "Finished"
        who = player_name(game.names, state["current"])
        text = f"Turn {state['turn'] + 1} · {who}: {plural(state['actions_left'], 'action')} left"
        if state["end_triggered"]:
            text += " · the bag is empty: the next delivery ends the game!"
        return text

    def waiting_text(self, game: GameRecord, state: dict[str, Any], seats: list[int]) -> str:
        left = state["actions_left"]
        return f"your turn: {plural(left, 'action')} left. Use the buttons below or `/caravan …`."

    def turn_key(self, engine: Any, state: dict[str, Any]) -> Any:
        # A new board (and ping) per turn; the actions within a turn edit it in place.
        return state["turn"]

    def board_buttons(self, game: GameRecord, state: dict[str, Any]) -> list[ButtonSpec]:
        if state["over"]:
            return []
        return kind_buttons(state, state["current"])

    def private_text(self, game: GameRecord, view: dict[str, Any], seat: int) -> str:
        me = view["players"][seat]
        lines = [f"🐪 Camels: {me['supply']} in your supply, {me['on_board']} on the board "
                 f"({me['carrying']} laden)."]
        carried = carried_lines(view, seat)
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

    # -- buttons and selects ----------------------------------------------------------------
    def _problem(self, turn: TableTurn) -> str | None:
        return turn_problem(turn.state, turn.seat, turn.names, turn.stamp, turn.game.version)

    async def on_button(self, turn: TableTurn, key: str, arg: str) -> None:
        problem = self._problem(turn)
        if problem:
            await turn.reply(problem)
            return
        if key == "end":
            await self._end_turn(turn, confirmed=arg == "sure")
        elif key in KINDS:
            step = first_step(turn.state, turn.seat, key, turn.names)
            if step is None:
                await turn.reply(f"You cannot {KINDS[key][0].lower()} right now.")
            else:
                await show_step(turn, step)
        elif key == "act":
            await apply_code(turn, arg)
        elif key == "page" and (parsed := parse_step_arg(arg)):
            page, kind, source = parsed
            step = step_for(turn.state, turn.seat, kind, source, turn.names)
            await (show_step(turn, step, page) if step else turn.reply(STALE))
        else:
            await super().on_button(turn, key, arg)

    async def on_select(self, turn: TableTurn, key: str, arg: str, values: list[str]) -> None:
        problem = self._problem(turn)
        if problem:
            await turn.reply(problem)
            return
        if key == "act":
            await apply_code(turn, values[0])
        elif key == "src":
            kind = arg.split(".")[0]
            step = destination_step(turn.state, turn.seat, kind, values[0], turn.names)
            await (show_step(turn, step) if step else turn.reply(STALE))
        else:
            await super().on_select(turn, key, arg, values)

    async def _end_turn(self, turn: TableTurn, confirmed: bool) -> None:
        if passing_ends_game(turn.state, turn.seat) and not confirmed:
            await ask_to_confirm_pass(turn)
            return
        await apply_action(turn, {"type": "end_turn"})


async def ask_to_confirm_pass(turn: TableTurn) -> None:
    """Passing now ends the game: ask on a button rather than ending it on one click."""
    await turn.reply("Everyone else passed their last turn: if you pass too, **the game ends "
                     "now**. Are you sure?", items=[
                         ButtonSpec("end", "Yes, pass and end the game", DANGER, arg="sure")])


async def show_step(turn: TableTurn, step: Step, page: int = 0) -> None:
    """Send one private menu step, with the board beside it (its choices highlighted), so a
    player on a phone need not scroll back to the public board."""
    items, _pages = menu_items(step, page)
    await turn.show_menu(step.prompt, items, board={"highlight": step.highlight})


async def apply_code(turn: TableTurn, code: str) -> None:
    action = decode_action(code)
    if not is_legal(action, turn.legal()):
        await turn.reply(STALE)
        return
    assert action is not None
    await apply_action(turn, action)


async def apply_action(turn: TableTurn, action: dict[str, Any], *, menu: bool = True) -> bool:
    """Apply a legal action; from a component, only if the game is still at its version.

    After a successful action that leaves the turn going, a private row of the next kinds of
    action saves the player scrolling back to the board.
    """
    state = turn.state
    confirm = f"✅ {action_label(action, turn.names)}. {remaining_text(state, action)}"
    # A component carries the version it was drawn for (a double click applies once);
    # a slash command (stamp None) is checked against the latest state by the engine.
    if not await turn.apply(action, confirm=confirm, expected_version=turn.stamp):
        return False
    new = turn.state
    if menu and not new["over"] and new["current"] == turn.seat:
        buttons = kind_buttons(new, turn.seat)
        await turn.reply(f"Next? {plural(new['actions_left'], 'action')} left.", items=buttons)
    return True


KIND = GameKind(engine=ENGINE, render_board=render_board, ui=CaravanUI(), emoji="🐫",
                colour=0xE0B060)


# -- slash commands ----------------------------------------------------------------------------


class CaravanCog(TableCog, group_name="caravan",
                 group_description="Caravan: pass goods along your camel chains to the cities"):
    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot, KIND)

    @app_commands.command(name="new", description="Open a Caravan lobby in this channel (2–4 players)")
    @app_commands.describe(length="Short game (32 goods) or full (48); auto = short for 2–3 players",
                           camels="Camels per player: 5 standard, 6 for a relaxed learning game")
    @app_commands.choices(
        length=[app_commands.Choice(name="Auto (short for 2–3 players)", value="auto"),
                app_commands.Choice(name="Short (32 goods)", value="short"),
                app_commands.Choice(name="Full (48 goods)", value="full")],
        camels=[app_commands.Choice(name="5 camels (standard)", value="5"),
                app_commands.Choice(name="6 camels (learning)", value="6")])
    async def new(self, interaction: discord.Interaction,
                  length: app_commands.Choice[str] | None = None,
                  camels: app_commands.Choice[str] | None = None) -> None:
        await self.open_lobby(interaction, {"length": length.value if length else "auto",
                                            "camels": camels.value if camels else "5"})

    async def _run(self, interaction: discord.Interaction, resolve: Any) -> None:
        """Resolve typed input against the legal actions and apply it, or explain why not.

        ``resolve(turn)`` returns the matching legal action or raises InputError."""
        turn = await self.table.turn_from_command(interaction, self.kind)
        if turn is None:
            return
        try:
            action = resolve(turn)
        except InputError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        await apply_action(turn, action, menu=False)

    @app_commands.command(name="place", description="Place a camel from your supply (1 action, 2 if occupied)")
    @app_commands.describe(to="The space, e.g. C4")
    async def place(self, interaction: discord.Interaction, to: str) -> None:
        await self._run(interaction, lambda t: resolve_place(t.state, t.seat, t.names, to))

    @app_commands.command(name="move", description="Move an unladen camel (1 action, 2 if occupied)")
    @app_commands.describe(from_="Where your unladen camel stands, e.g. C3", to="Where it goes, e.g. C4")
    @app_commands.rename(from_="from")
    async def move(self, interaction: discord.Interaction, from_: str, to: str) -> None:
        await self._run(interaction, lambda t: resolve_move(t.state, t.seat, t.names, from_, to))

    @app_commands.command(name="pickup", description="Pick up the good under your unladen camel (1 action)")
    @app_commands.describe(at="The space, e.g. A1")
    async def pickup(self, interaction: discord.Interaction, at: str) -> None:
        await self._run(interaction, lambda t: resolve_pickup(t.state, t.seat, t.names, at))

    @app_commands.command(name="steal", description="Steal a good from another player's camel (1 action, your theft marker)")
    @app_commands.describe(at="The space where your unladen camel stands", victim="Whose good",
                           good="Which good, if the victim carries several there")
    async def steal(self, interaction: discord.Interaction, at: str, victim: str | None = None,
                    good: str | None = None) -> None:
        await self._run(interaction, lambda t: resolve_steal(
            t.state, t.seat, t.names, at, victim, good, [s.user_id for s in t.game.seats]))

    @app_commands.command(name="good", description="Move or deliver a good along your camel chain (1 action)")
    @app_commands.describe(from_="Where the good is, e.g. C3", to="Your unladen camel or the city, e.g. D1",
                           good="Which good, if several are on that space")
    @app_commands.rename(from_="from")
    async def good(self, interaction: discord.Interaction, from_: str, to: str,
                   good: str | None = None) -> None:
        await self._run(interaction, lambda t: resolve_good(t.state, t.seat, t.names, from_, to, good))

    @app_commands.command(name="end", description="End your turn now")
    async def end(self, interaction: discord.Interaction) -> None:
        turn = await self.table.turn_from_command(interaction, self.kind)
        if turn is None:
            return
        problem = turn_problem(turn.state, turn.seat, turn.names)
        if problem:
            await turn.reply(f"⛔ {problem}")
            return
        if passing_ends_game(turn.state, turn.seat):
            # Same safety as the button: passing here ends the game, so ask on a button.
            await ask_to_confirm_pass(turn)
            return
        await apply_action(turn, {"type": "end_turn"}, menu=False)

    # -- autocomplete --------------------------------------------------------------------------
    async def _suggest(self, interaction: discord.Interaction, command: str, option: str,
                       current: str) -> list[app_commands.Choice[str]]:
        game = await self.table.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind != self.kind.key or game.status != ACTIVE or game.state is None:
            return []
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            return []
        filled = {k: getattr(interaction.namespace, k, None) for k in ("from", "to", "at", "victim")}
        pairs = autocomplete_choices(ENGINE.from_dict(game.state), seat, game.names, command,
                                     option, current, filled, [s.user_id for s in game.seats])
        return [app_commands.Choice(name=n, value=v) for n, v in pairs]

    @place.autocomplete("to")
    async def _place_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "place", "to", current)

    @move.autocomplete("from_")
    async def _move_from(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "move", "from", current)

    @move.autocomplete("to")
    async def _move_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "move", "to", current)

    @pickup.autocomplete("at")
    async def _pickup_at(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "pickup", "at", current)

    @steal.autocomplete("at")
    async def _steal_at(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "steal", "at", current)

    @steal.autocomplete("victim")
    async def _steal_victim(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "steal", "victim", current)

    @steal.autocomplete("good")
    async def _steal_good(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "steal", "good", current)

    @good.autocomplete("from_")
    async def _good_from(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "good", "from", current)

    @good.autocomplete("to")
    async def _good_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "good", "to", current)

    @good.autocomplete("good")
    async def _good_good(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "good", "good", current)


async def setup(bot: commands.Bot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(CaravanCog(bot))
