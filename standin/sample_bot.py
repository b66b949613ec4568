"""A tiny real discord.py bot that exercises the stand-in (run as a subprocess by the smoke tests).

It reads the same environment as bot.py and shows the redirection bot.py needs:
``discord.http.Route.BASE`` for REST (interaction callbacks and webhooks included) and
``DiscordWebSocket.DEFAULT_GATEWAY`` for the gateway, because a non-sharded discord.py
client never asks ``GET /gateway/bot`` for the URL.
"""

from __future__ import annotations

import asyncio
import io
import logging
import os
import re
import signal
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands
from PIL import Image, ImageDraw

COLOURS = ["amber", "azure", "crimson", "emerald", "indigo", "ivory", "saffron"]
log = logging.getLogger("sample_bot")


def point_discord_py_at_standin() -> None:
    """What bot.py must do when DISCORD_API_BASE is set."""
    api_base = os.environ.get("DISCORD_API_BASE")
    if not api_base:
        return
    discord.http.Route.BASE = api_base.rstrip("/")
    gateway = os.environ.get("DISCORD_GATEWAY_URL") or \
        re.sub(r"^http", "ws", api_base.split("/api/")[0]) + "/gateway"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)


def board_png(label: str) -> bytes:
    img = Image.new("RGB", (240, 120), (40, 60, 90))
    ImageDraw.Draw(img).text((10, 50), label, fill=(255, 255, 255))
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return buf.getvalue()


class MoveButton(discord.ui.DynamicItem[discord.ui.Button], template=r"move:(?P<n>\d+)"):
    """Persistent across restarts: the state (move number) lives in the custom_id."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Move {n}", style=discord.ButtonStyle.primary,
                                           custom_id=f"move:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item,
                             match: re.Match[str]) -> MoveButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(MoveModal(self.n))


class MoveModal(discord.ui.Modal, title="Your move"):
    note: discord.ui.TextInput[MoveModal] = discord.ui.TextInput(label="Note", custom_id="note",
                                                                  max_length=50)

    def __init__(self, n: int) -> None:
        super().__init__(custom_id=f"move-modal:{n}")
        self.n = n
        # Kept apart from its label: the label types its component as any Item.
        self.where_input: discord.ui.TextInput[MoveModal] = discord.ui.TextInput(
            custom_id="where", required=False)
        self.where: discord.ui.Label[MoveModal] = discord.ui.Label(text="Where",
                                                                   component=self.where_input)
        self.add_item(self.where)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        where = self.where_input.value or "nowhere"
        nxt = self.n + 1
        await interaction.response.edit_message(
            content=f"Move {self.n} by {interaction.user.display_name}: {self.note.value} at {where}",
            attachments=[discord.File(io.BytesIO(board_png(f"after move {self.n}")), "board.png")],
            view=board_view(nxt))


class ColourSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"colour"):
    def __init__(self) -> None:
        super().__init__(discord.ui.Select(custom_id="colour", placeholder="Pick a colour",
                                           options=[discord.SelectOption(label=c.title(), value=c)
                                                    for c in COLOURS[:4]]))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item,
                             match: re.Match[str]) -> ColourSelect:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values: list[str] = data.get("values", [])
        await interaction.response.send_message(f"You picked {', '.join(values)}", ephemeral=True)


def board_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(MoveButton(n))
    view.add_item(ColourSelect())
    return view


class Demo(app_commands.Group):
    @app_commands.command(description="Start a demo game")
    @app_commands.describe(variant="Rules variant", rounds="How many rounds", opponent="Who to invite")
    @app_commands.choices(variant=[app_commands.Choice(name="Classic", value="classic"),
                                   app_commands.Choice(name="Champions", value="champions")])
    async def play(self, interaction: discord.Interaction, variant: app_commands.Choice[str],
                   opponent: discord.Member, rounds: app_commands.Range[int, 1, 5] = 3) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await asyncio.sleep(0.05)
        await interaction.followup.send(f"Set up {variant.value} for {rounds} rounds", ephemeral=True)
        await interaction.channel.send(  # type: ignore[union-attr]
            f"{opponent.mention}, {interaction.user.mention} invites you to {variant.name}",
            allowed_mentions=discord.AllowedMentions(users=[opponent]))

    @app_commands.command(description="Post the board")
    async def board(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        png = await asyncio.to_thread(board_png, "move 1")
        await interaction.channel.send(  # type: ignore[union-attr]
            "Board", file=discord.File(io.BytesIO(png), "board.png"), view=board_view(1))
        await interaction.edit_original_response(content="Board posted")

    @app_commands.command(description="Pick a colour by typing")
    async def pick(self, interaction: discord.Interaction, colour: str) -> None:
        await interaction.response.send_message(f"Picked {colour}")

    @pick.autocomplete("colour")
    async def pick_colour(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=c.title(), value=c) for c in COLOURS if c.startswith(current.lower())]

    @app_commands.command(description="Fail with an exception")
    async def crash(self, interaction: discord.Interaction) -> None:
        raise RuntimeError("sample bot crash on purpose")

    @app_commands.command(description="Defer and forget to answer")
    async def think(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)

    @app_commands.command(description="Send a direct message")
    async def dm(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        await interaction.user.send("A private hello", file=discord.File(io.BytesIO(board_png("dm")), "hand.png"))
        await interaction.followup.send("Sent you a DM", ephemeral=True)

    @app_commands.command(description="Answer too late")
    async def slow(self, interaction: discord.Interaction, seconds: float) -> None:
        await asyncio.sleep(seconds)
        try:
            await interaction.response.send_message("finally")
        except discord.NotFound:
            log.info("slow: the interaction expired, as expected")


class SampleBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         allowed_mentions=discord.AllowedMentions.none())

    async def setup_hook(self) -> None:
        self.add_dynamic_items(MoveButton, ColourSelect)
        self.tree.add_command(Demo(name="demo", description="Demo commands"))
        guild = discord.Object(int(os.environ["DEV_GUILD_ID"]))
        self.tree.copy_global_to(guild=guild)
        synced = await self.tree.sync(guild=guild)
        log.info("synced %d commands", len(synced))

    async def on_ready(self) -> None:
        log.info("sample bot ready as %s", self.user)


async def main() -> None:
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO"),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord").setLevel(logging.INFO)
    point_discord_py_at_standin()
    bot = SampleBot()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    asyncio.run(main())
