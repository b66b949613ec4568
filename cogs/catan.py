"""Catan in Discord: board buttons per phase, private menus built from ``legal_actions``,
a card composer for discards and trades, and slash commands as the keyboard path.

Only glue lives here: every rule is in ``games/catan``; menus and texts are pure helpers in
``cogs/catan_menus.py`` / ``cogs/catan_texts.py``; typed input is read by ``cogs/catan_parse.py``.

Flow of a click: the board button (public, same for everyone) checks that the clicker must
act now, then opens a private menu; the menu's components carry a context tag (see
catan_menus) so a stale menu is refused; applying simulates the action first to tell the
player precisely what happened (their roll, the card they drew or stole), then goes through
the table (lock, version check, save, board update, pings).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table import (
    DANGER,
    PRIMARY,
    SECONDARY,
    SUCCESS,
    ButtonSpec,
    GameKind,
    GameUI,
    SelectSpec,
    TableCog,
    TableTurn,
)
from games.base import RuleError
from games.catan import ENGINE
from games.catan.board import RESOURCES
from games.catan.rules import DEV_TITLES, SETTLEMENT_COST, cost_text
from games.catan.views import choices as public_choices
from render.catan import render_board, render_hand
from store import ACTIVE, GameRecord

from . import catan_menus as M
from . import catan_texts as T
from .catan_parse import cards_text, parse_cards, parse_edge, parse_hex, parse_node, parse_resource

STALE_MENU = "⌛ This menu is out of date — the game has moved on. Use the buttons on the newest board."
PARALLEL_PHASES = ("discard", "trade")  # several players may act at once: no version pinning

LOCATION_PROMPTS = {
    ("setup", "s"): "🏠 **Place your settlement.** Each option lists the numbers and resources around it.",
    ("setup", "r"): "🛣️ **Place your road** next to your new settlement.",
    ("main", "r"): f"🛣️ **Build a road** ({cost_text((1, 1, 0, 0, 0))}): choose a path — "
                   "the legal ones are labelled on the image.",
    ("main", "s"): f"🏠 **Build a settlement** ({cost_text(SETTLEMENT_COST)}): choose an intersection "
                   "— the legal ones are labelled on the image.",
    ("main", "c"): "🏙️ **Upgrade a settlement to a city** (2 grain and 3 ore): choose one — "
                   "they are labelled on the image.",
    ("road_building", "r"): "🛣️ **Place a free road** (Road Building): choose a path.",
    ("robber", "h"): "🦹 **Move the robber**: choose a hex. Each option lists who has a building there.",
    ("steal", "v"): "🦹 **Steal from whom?** You take one random card.",
}


# -- the game's description for the table -----------------------------------------------------
class CatanUI(GameUI):
    hand_label = "My hand"

    def headline(self, game: GameRecord, state: dict[str, Any]) -> str:
        return T.headline(state, game.names)

    def waiting_text(self, game: GameRecord, state: dict[str, Any], seats: list[int]) -> str:
        return T.waiting_text(state, game.names)

    def turn_key(self, engine: Any, state: dict[str, Any]) -> Any:
        # A new board (and pings) per turn, set-up step, phase and roll; builds edit it.
        return (state["turns"], state["setup_step"], state["phase"], state["rolled"])

    def board_highlight(self, game: GameRecord, state: dict[str, Any]) -> dict[str, Any]:
        hl = M.public_highlight({"phase": state["phase"], "choices": public_choices(state)})
        return {"highlight": hl} if hl else {}

    def board_buttons(self, game: GameRecord, state: dict[str, Any]) -> list[ButtonSpec]:
        return board_buttons(state)

    def private_text(self, game: GameRecord, view: dict[str, Any], seat: int) -> str:
        return T.private_text(view, seat, game.names)

    async def on_button(self, turn: TableTurn, key: str, arg: str) -> None:
        handler = BOARD_BUTTONS.get(key) or MENU_BUTTONS.get(key)
        if handler is None:
            await super().on_button(turn, key, arg)
            return
        await handler(turn, arg)

    async def on_select(self, turn: TableTurn, key: str, arg: str, values: list[str]) -> None:
        handler = MENU_SELECTS.get(key)
        if handler is None or len(values) != 1:
            await super().on_select(turn, key, arg, values)
            return
        await handler(turn, arg, values[0])


def board_buttons(state: dict[str, Any]) -> list[ButtonSpec]:
    """The board's buttons for the current phase. Public: built from public fields only
    (e.g. "Play card" shows whenever the player holds any development card, playable or not)."""
    phase = state["phase"]
    p = state["turn"]
    holds_dev = sum(state["dev"][p]) > 0 and not state["dev_played"]
    if phase == "setup":
        if state["setup_node"] < 0:
            return [ButtonSpec("place", "Place settlement", PRIMARY, emoji="🏠")]
        return [ButtonSpec("place", "Place road", PRIMARY, emoji="🛣️")]
    if phase == "main":
        play = [ButtonSpec("play", "Play card", SECONDARY, emoji="🃏")] if holds_dev else []
        if not state["rolled"]:
            return [ButtonSpec("roll", "Roll", PRIMARY, emoji="🎲"), *play]
        return [ButtonSpec("build", "Build", PRIMARY, emoji="🔨"),
                ButtonSpec("trade", "Trade", PRIMARY, emoji="🤝"), *play,
                ButtonSpec("end", "End turn", SUCCESS, emoji="⏭️")]
    if phase == "discard":
        return [ButtonSpec("discard", "Discard", DANGER, emoji="🗑️")]
    if phase == "robber":
        return [ButtonSpec("robber", "Move robber", PRIMARY, emoji="🦹")]
    if phase == "steal":
        return [ButtonSpec("steal", "Steal from", PRIMARY, emoji="🦹")]
    if phase == "road_building":
        return [ButtonSpec("freeroad", "Place free road", PRIMARY, emoji="🛣️")]
    if phase == "trade":
        buttons = []
        if state["offer"]["awaiting"]:
            buttons += [ButtonSpec("accept", "Accept", SUCCESS, emoji="✅"),
                        ButtonSpec("decline", "Decline", DANGER),
                        ButtonSpec("counter", "Counter", SECONDARY, emoji="↩️")]
        buttons += [ButtonSpec("confirm", "Confirm trade", PRIMARY, emoji="🤝"),
                    ButtonSpec("withdraw", "Cancel offer", SECONDARY)]
        return buttons
    return []


# -- answering helpers -------------------------------------------------------------------------
async def send_menu(turn: TableTurn, text: str, items: list[M.Item], *, update: bool,
                    highlight: dict[str, list[int]] | None = None) -> None:
    """Show a private menu, replacing the clicked menu when ``update``; with ``highlight``
    a private board image labelling just those spots goes with it."""
    await turn.show_menu(text, items, replace=update,
                         board={"highlight": highlight} if highlight else None)


async def fresh_payload(turn: TableTurn, arg: str) -> str | None:
    """The payload of a private menu's arg if the menu is still current; else say it is stale."""
    tag, payload = M.split_tag(arg)
    if tag != M.context_tag(turn.state):
        await turn.update(STALE_MENU)
        return None
    return payload


def confirm_text(old: dict[str, Any], new: dict[str, Any], events: list[dict[str, Any]],
                 seat: int, names: list[str]) -> str:
    """What the acting player is told: the public lines of the action, then what only they
    may know (their roll's private results, a card drawn or stolen) and what they can build."""
    lines = [ENGINE.describe_event(e, names) for e in events]
    lines = [line for line in lines if line]
    if any(e["type"] == "turn" for e in events) and old["phase"] == "main":
        lines.insert(0, "Your turn is over.")
    secret = T.new_notes(old["secret"][seat], new["secret"][seat])
    lines += [f"🤫 {T.note_text(n, names)}" for n in secret]
    if new["phase"] == "main" and new["turn"] == seat and new["rolled"]:
        lines.append(T.can_build_line(ENGINE.view(new, seat)["me"]))
    text = "\n".join(lines) or "Done."
    return ("✅ " + text)[:1900]


async def perform(turn: TableTurn, action: dict[str, Any], *, pinned: int | None = None,
                  collapse: bool = False) -> bool:
    """Apply ``action`` for the clicking player with a precise private confirmation.

    The action is simulated first on the state the click saw (a rule error is explained at
    once and nothing is saved); then the table applies it with that version pinned, so the
    confirmation describes exactly what was saved. In phases where several players act at
    once (discards, answers to an offer) nothing is pinned. ``collapse`` replaces the
    clicked private menu by a short line, so it can't be used twice.
    """
    state, seat = turn.state, turn.seat
    try:
        new, events = ENGINE.apply(state, seat, action)
    except RuleError as exc:
        await turn.reply(f"⛔ {exc}")
        return False
    confirm = confirm_text(state, new, events, seat, turn.names)
    if state["phase"] in PARALLEL_PHASES:
        expected = None
    else:
        expected = pinned if pinned is not None else turn.game.version
    if collapse and turn.from_private_menu and not turn.interaction.response.is_done():
        summary = ENGINE.describe_action(action, turn.names, seat)
        await turn.interaction.response.edit_message(content=f"➡️ {summary}…", view=None, attachments=[])
    ok = await turn.apply(action, confirm=confirm, expected_version=expected)
    if ok:
        await chain_menu(turn)
    return ok


async def chain_menu(turn: TableTurn) -> None:
    """After an action, if the same player must choose again at once (set-up road, robber,
    whom to rob, free roads, their own discard), offer that menu right away."""
    if turn.game.status != ACTIVE or turn.game.state is None:
        return
    state, seat = turn.game.state, turn.seat
    if seat not in ENGINE.to_act(state):
        return
    phase = state["phase"]
    if phase == "setup":
        await show_location(turn, "s" if state["setup_node"] < 0 else "r", update=False)
    elif phase == "robber":
        await show_location(turn, "h", update=False)
    elif phase == "steal":
        await show_location(turn, "v", update=False)
    elif phase == "road_building":
        await show_location(turn, "r", update=False)
    elif phase == "discard" and state["discard_owed"][seat]:
        await show_composer(turn, M.composer_start(state, seat, "d"), update=False)


async def show_location(turn: TableTurn, kind: str, *, update: bool, page: int = 0,
                        image: bool = False) -> None:
    state = turn.state
    ids = M.location_choices(turn.legal(), kind)
    if not ids:
        await turn.reply("There is nowhere you could do that right now.")
        return
    options = M.location_options(state, kind, ids, turn.names)
    items, _ = M.location_items(kind, options, M.context_tag(state), page)
    phase = state["phase"]
    text = LOCATION_PROMPTS.get((phase, kind), "Choose:")
    await send_menu(turn, text, items, update=update,
                    highlight=M.highlight_for(kind, ids) if image else None)


async def show_composer(turn: TableTurn, comp: M.Composition, *, update: bool) -> None:
    text, items = M.composer_view(ENGINE, turn.state, turn.seat, comp, M.context_tag(turn.state),
                                  turn.names)
    await (turn.update if update else turn.reply)(text, items=items)


def _acting(turn: TableTurn) -> bool:
    return turn.seat in ENGINE.to_act(turn.state)


async def _refuse(turn: TableTurn) -> None:
    await turn.reply(T.not_your_turn(turn.state, turn.seat, turn.names))


# -- board buttons ------------------------------------------------------------------------------
async def on_place(turn: TableTurn, arg: str) -> None:
    state = turn.state
    if state["phase"] != "setup" or not _acting(turn):
        await _refuse(turn)
        return
    await show_location(turn, "s" if state["setup_node"] < 0 else "r", update=False)


async def on_roll(turn: TableTurn, arg: str) -> None:
    if not _acting(turn):
        await _refuse(turn)
        return
    await perform(turn, {"type": "roll"}, pinned=turn.stamp)


async def on_end(turn: TableTurn, arg: str) -> None:
    if not _acting(turn):
        await _refuse(turn)
        return
    await perform(turn, {"type": "end_turn"}, pinned=turn.stamp)


async def on_build(turn: TableTurn, arg: str) -> None:
    if not _acting(turn) or turn.state["phase"] != "main":
        await _refuse(turn)
        return
    if not turn.state["rolled"]:
        await turn.reply("Roll the dice first.")
        return
    buttons = M.build_buttons(turn.legal(), M.context_tag(turn.state))
    me = turn.private_view()["me"]
    hand = f"You hold {cards_text(me['hand'])}."
    if not buttons:
        await turn.reply(f"🔨 You can't build anything right now. {hand}\nRoad: brick + lumber · "
                         "settlement: brick + lumber + wool + grain · city: 2 grain + 3 ore · "
                         "development card: wool + grain + ore.")
        return
    await turn.reply(f"🔨 **What do you want to build?** {hand}", items=buttons)


async def on_trade(turn: TableTurn, arg: str) -> None:
    if not _acting(turn) or turn.state["phase"] != "main":
        await _refuse(turn)
        return
    if not turn.state["rolled"]:
        await turn.reply("Roll the dice first.")
        return
    legal = turn.legal()
    me = turn.private_view()["me"]
    rates = [me["rates"][r] for r in RESOURCES]
    tag = M.context_tag(turn.state)
    items: list[M.Item] = []
    gives = M.maritime_give_options(legal, rates)
    if gives:
        items.append(SelectSpec("mg", gives, placeholder="Trade with the bank: give…", arg=M.with_tag(tag), row=0))
    if any(a["type"] == "offer_trade" for a in legal):
        items.append(ButtonSpec("offer", "Offer a trade to players", PRIMARY, emoji="🤝",
                                arg=M.with_tag(tag), row=1))
    hand = f"You hold {cards_text(me['hand'])}. {T.rates_line(me['rates'])}."
    if not items:
        await turn.reply(f"🤝 You have no cards to trade. {hand}")
        return
    await turn.reply(f"🤝 **Trade** — with the bank (pick what to give) or with the other players. {hand}",
                     items=items)


async def on_play(turn: TableTurn, arg: str) -> None:
    state = turn.state
    if not _acting(turn) or state["phase"] != "main":
        await _refuse(turn)
        return
    buttons = M.play_buttons(turn.legal(), M.context_tag(state))
    if buttons:
        await turn.reply("🃏 **Play a development card** (one per turn):", items=buttons)
        return
    me = turn.private_view()["me"]
    if state["dev_played"]:
        why = "You have already played a development card this turn."
    elif any(n for c, n in me["dev_cards"].items() if c != "victory_point"):
        why = ("Cards bought this turn can be played from your next turn on"
               if any(me["dev_bought_this_turn"].values()) else "None of your cards can be played right now")
        why += " (Road Building needs a free path; Year of Plenty needs cards in the bank)."
    else:
        why = "You have no card to play (Victory Point cards count by themselves)."
    await turn.reply(f"🃏 {why}\n{T.dev_line(me)}")


async def on_discard(turn: TableTurn, arg: str) -> None:
    state = turn.state
    if state["phase"] != "discard" or not state["discard_owed"][turn.seat]:
        await _refuse(turn)
        return
    await show_composer(turn, M.composer_start(state, turn.seat, "d"), update=False)


async def on_robber(turn: TableTurn, arg: str) -> None:
    if not _acting(turn) or turn.state["phase"] != "robber":
        await _refuse(turn)
        return
    await show_location(turn, "h", update=False)


async def on_steal(turn: TableTurn, arg: str) -> None:
    if not _acting(turn) or turn.state["phase"] != "steal":
        await _refuse(turn)
        return
    await show_location(turn, "v", update=False)


async def on_free_road(turn: TableTurn, arg: str) -> None:
    if not _acting(turn) or turn.state["phase"] != "road_building":
        await _refuse(turn)
        return
    await show_location(turn, "r", update=False)


def _awaiting_me(turn: TableTurn) -> bool:
    state = turn.state
    return state["phase"] == "trade" and turn.seat in state["offer"]["awaiting"]


def _my_offer(turn: TableTurn) -> bool:
    state = turn.state
    return state["phase"] == "trade" and state["offer"]["from"] == turn.seat


async def on_accept(turn: TableTurn, arg: str) -> None:
    if not _awaiting_me(turn):
        await _refuse(turn)
        return
    await perform(turn, {"type": "accept_trade"})


async def on_decline(turn: TableTurn, arg: str) -> None:
    if not _awaiting_me(turn):
        await _refuse(turn)
        return
    await perform(turn, {"type": "decline_trade"})


async def on_counter(turn: TableTurn, arg: str) -> None:
    if not _awaiting_me(turn):
        await _refuse(turn)
        return
    if not any(a["type"] == "counter_trade" for a in turn.legal()):
        await turn.reply("You have no cards, so you can't make a counter-offer.")
        return
    await show_composer(turn, M.composer_start(turn.state, turn.seat, "c"), update=False)


async def on_confirm(turn: TableTurn, arg: str) -> None:
    if not _my_offer(turn):
        await turn.reply("Only the player who made the offer can confirm it."
                         if turn.state["phase"] == "trade" else T.not_your_turn(turn.state, turn.seat, turn.names))
        return
    buttons = M.confirm_buttons(turn.state, turn.legal(), M.context_tag(turn.state), turn.names)
    if not buttons:
        waiting = turn.state["offer"]["awaiting"]
        await turn.reply("Nobody has accepted or countered yet"
                         + (f" (waiting for {', '.join(turn.names[i] for i in waiting)})." if waiting else
                            ", or the cards for the counter-offers are missing."))
        return
    await turn.reply("🤝 **Trade with whom?**", items=buttons)


async def on_withdraw(turn: TableTurn, arg: str) -> None:
    if not _my_offer(turn):
        await turn.reply("Only the player who made the offer can cancel it.")
        return
    await perform(turn, {"type": "cancel_trade"})


BOARD_BUTTONS = {
    "place": on_place, "roll": on_roll, "end": on_end, "build": on_build, "trade": on_trade,
    "play": on_play, "discard": on_discard, "robber": on_robber, "steal": on_steal,
    "freeroad": on_free_road, "accept": on_accept, "decline": on_decline, "counter": on_counter,
    "confirm": on_confirm, "withdraw": on_withdraw,
}


# -- private menus ------------------------------------------------------------------------------
async def on_build_kind(turn: TableTurn, arg: str) -> None:
    kind = await fresh_payload(turn, arg)
    if kind is None:
        return
    if kind == "dev":
        await perform(turn, {"type": "buy_dev"}, collapse=True)
    elif kind in M.BUILD_CODES:
        await show_location(turn, M.BUILD_CODES[kind], update=True, image=True)
    else:
        await turn.reply("That button is not one of ours.")


async def on_page(turn: TableTurn, arg: str) -> None:
    payload = await fresh_payload(turn, arg)
    if payload is None:
        return
    if len(payload) < 2 or payload[0] not in M.LOCATION_KINDS or not payload[1:].isdigit():
        await turn.reply("That button is not one of ours.")
        return
    await show_location(turn, payload[0], update=True, page=int(payload[1:]),
                        image=turn.state["phase"] == "main")


async def on_offer(turn: TableTurn, arg: str) -> None:
    if await fresh_payload(turn, arg) is None:
        return
    await show_composer(turn, M.composer_start(turn.state, turn.seat, "o"), update=True)


async def _composition(turn: TableTurn, arg: str) -> M.Composition | None:
    payload = await fresh_payload(turn, arg)
    if payload is None:
        return None
    comp = M.decode_composition(payload)
    if comp is None:
        await turn.reply("That menu is damaged; open it again from the board.")
    return comp


async def on_compose_clear(turn: TableTurn, arg: str) -> None:
    comp = await _composition(turn, arg)
    if comp is not None:
        await show_composer(turn, comp.cleared(), update=True)


async def on_compose_send(turn: TableTurn, arg: str) -> None:
    comp = await _composition(turn, arg)
    if comp is None:
        return
    problem = M.composition_problem(ENGINE, turn.state, turn.seat, comp)
    if problem is not None:
        await turn.reply(f"⛔ {problem}")
        return
    await perform(turn, M.composition_action(comp), collapse=True)


async def on_play_card(turn: TableTurn, arg: str) -> None:
    code = await fresh_payload(turn, arg)
    if code is None:
        return
    tag = M.context_tag(turn.state)
    if code == "k":
        await perform(turn, {"type": "play_knight"}, collapse=True)
    elif code == "r":
        await perform(turn, {"type": "play_road_building"}, collapse=True)
    elif code == "y":
        options = M.plenty_options(turn.legal())
        if not options:
            await turn.reply("You can't play Year of Plenty right now.")
            return
        await turn.update("🎁 **Year of Plenty**: take any 2 resources from the bank.",
                          items=[SelectSpec("yop", options, placeholder="Take…", arg=M.with_tag(tag))])
    elif code == "m":
        options = M.monopoly_options(turn.legal())
        if not options:
            await turn.reply("You can't play Monopoly right now.")
            return
        await turn.update("💰 **Monopoly**: name a resource; every other player gives you all of theirs.",
                          items=[SelectSpec("mono", options, placeholder="Resource…", arg=M.with_tag(tag))])
    else:
        await turn.reply("That button is not one of ours.")


async def on_confirm_with(turn: TableTurn, arg: str) -> None:
    payload = await fresh_payload(turn, arg)
    if payload is None:
        return
    if not payload.isdigit():
        await turn.reply("That button is not one of ours.")
        return
    await perform(turn, {"type": "confirm_trade", "with": int(payload)}, collapse=True)


MENU_BUTTONS = {
    "bk": on_build_kind, "page": on_page, "offer": on_offer, "cpclr": on_compose_clear,
    "cpok": on_compose_send, "pk": on_play_card, "cfw": on_confirm_with,
}


async def on_location(turn: TableTurn, arg: str, value: str) -> None:
    payload = await fresh_payload(turn, arg)
    if payload is None:
        return
    action = M.location_action(payload[:1], value)
    if action is None:
        await turn.reply("That choice is not one of ours.")
        return
    await perform(turn, action, collapse=True)


async def on_maritime_give(turn: TableTurn, arg: str, value: str) -> None:
    if await fresh_payload(turn, arg) is None:
        return
    if not value.isdigit() or int(value) >= len(RESOURCES):
        await turn.reply("That choice is not one of ours.")
        return
    give = RESOURCES[int(value)]
    options = M.maritime_get_options(turn.legal(), give)
    if not options:
        await turn.reply(f"You can't trade {give} with the bank right now.")
        return
    rate = turn.state["rates"][turn.seat][int(value)]
    tag = M.context_tag(turn.state)
    await turn.update(f"⚓ **Bank trade:** give {rate} {give} for 1 card of your choice:",
                      items=[SelectSpec("mt", options, placeholder=f"{rate} {give} for…",
                                        arg=M.with_tag(tag, value))])


async def on_maritime_get(turn: TableTurn, arg: str, value: str) -> None:
    payload = await fresh_payload(turn, arg)
    if payload is None:
        return
    if not (payload.isdigit() and value.isdigit() and int(payload) < 5 and int(value) < 5):
        await turn.reply("That choice is not one of ours.")
        return
    await perform(turn, {"type": "maritime_trade", "give": RESOURCES[int(payload)],
                         "get": RESOURCES[int(value)]}, collapse=True)


async def _recompose(turn: TableTurn, arg: str, value: str,
                     change: Callable[[M.Composition, str], M.Composition]) -> None:
    """One pick in the card composer: change the composition and redraw the menu."""
    comp = await _composition(turn, arg)
    if comp is None:
        return
    try:
        comp = change(comp, value)
    except ValueError:
        await turn.reply("That choice is not one of ours.")
        return
    await show_composer(turn, comp, update=True)


async def on_compose_pick(turn: TableTurn, arg: str, value: str) -> None:
    await _recompose(turn, arg, value, M.apply_pick)


async def on_compose_target(turn: TableTurn, arg: str, value: str) -> None:
    await _recompose(turn, arg, value, M.set_target)


async def on_plenty(turn: TableTurn, arg: str, value: str) -> None:
    if await fresh_payload(turn, arg) is None:
        return
    if len(value) != 2 or not value.isdigit() or max(int(c) for c in value) >= 5:
        await turn.reply("That choice is not one of ours.")
        return
    await perform(turn, {"type": "play_year_of_plenty",
                         "resources": [RESOURCES[int(c)] for c in value]}, collapse=True)


async def on_monopoly(turn: TableTurn, arg: str, value: str) -> None:
    if await fresh_payload(turn, arg) is None:
        return
    if not value.isdigit() or int(value) >= 5:
        await turn.reply("That choice is not one of ours.")
        return
    await perform(turn, {"type": "play_monopoly", "resource": RESOURCES[int(value)]}, collapse=True)


MENU_SELECTS = {
    "loc": on_location, "mg": on_maritime_give, "mt": on_maritime_get, "cpg": on_compose_pick,
    "cpw": on_compose_pick, "cpto": on_compose_target, "yop": on_plenty, "mono": on_monopoly,
}


KIND = GameKind(engine=ENGINE, render_board=render_board, ui=CatanUI(), emoji="🏝️",
                colour=0xE0A030, render_private=render_hand)


# -- slash commands (the keyboard path) -----------------------------------------------------------
RESOURCE_CHOICES = [app_commands.Choice(name=r, value=r) for r in RESOURCES]
WHERE_KINDS = {"road": "r", "settlement": "s", "city": "c"}


def where_suggestions(state: dict[str, Any], seat: int, what: str | None, current: str,
                      names: list[str]) -> list[tuple[str, str]]:
    """(name, value) autocomplete entries for /catan build where: legal spots only."""
    legal = ENGINE.legal_actions(state, seat)
    kinds = [WHERE_KINDS[what]] if what in WHERE_KINDS else list(WHERE_KINDS.values())
    typed = current.strip().lower()
    out: list[tuple[str, str]] = []
    for kind in kinds:
        for _value, label in M.location_options(state, kind, M.location_choices(legal, kind), names):
            short = label.split(" ")[0]
            if typed and not short.lower().startswith(typed) and typed not in label.lower():
                continue
            noun = {"r": "road", "s": "settlement", "c": "city"}[kind]
            out.append((f"{label} ({noun})" if len(kinds) > 1 else label, short))
    return out[:25]


def hex_suggestions(state: dict[str, Any], seat: int, current: str, names: list[str]) -> list[tuple[str, str]]:
    legal = ENGINE.legal_actions(state, seat)
    typed = current.strip().lower()
    out = []
    for _value, label in M.location_options(state, "h", M.location_choices(legal, "h"), names):
        short = label.split(" ")[0]
        if not typed or short.lower().startswith(typed) or typed in label.lower():
            out.append((label, short))
    return out[:25]


def build_action(state: dict[str, Any], what: str, where: str | None) -> dict[str, Any]:
    """The action for /catan build (ValueError with a message for the player)."""
    if what == "dev":
        return {"type": "buy_dev"}
    if what == "road":
        return {"type": "build_road", "edge": parse_edge(where)}
    if what == "settlement":
        return {"type": "build_settlement", "node": parse_node(where)}
    if what == "city":
        return {"type": "build_city", "node": parse_node(where)}
    raise ValueError("Build a road, settlement, city or dev (a development card).")


def play_action(card: str, resource: str | None, resources: str | None) -> dict[str, Any]:
    """The action for /catan play (ValueError with a message for the player)."""
    if card == "knight":
        return {"type": "play_knight"}
    if card == "road_building":
        return {"type": "play_road_building"}
    if card == "monopoly":
        if not resource and resources:
            resource = resources
        return {"type": "play_monopoly", "resource": parse_resource(resource)}
    if card == "year_of_plenty":
        text = resources or resource
        cards = parse_cards(text, what="2 resources to take")
        picks = [r for r, n in cards.items() for _ in range(n)]
        if len(picks) != 2:
            raise ValueError(f"Year of Plenty takes exactly 2 resources (you named {len(picks)}), "
                             "e.g. “ore grain” or “2 brick”.")
        return {"type": "play_year_of_plenty", "resources": picks}
    raise ValueError("Play a knight, road_building, year_of_plenty or monopoly card.")


class CatanCog(TableCog, group_name="catan", group_description="Catan: settle the island, trade and build"):
    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot, KIND)

    async def _perform(self, interaction: discord.Interaction, action: dict[str, Any]) -> None:
        """A command that is one fixed action (roll, end, accept, decline)."""
        turn = await self._turn(interaction)
        if turn is not None:
            await perform(turn, action)

    async def _turn(self, interaction: discord.Interaction) -> TableTurn | None:
        return await self.table.turn_from_command(interaction, self.kind)

    async def _seat_of(self, turn: TableTurn, member: discord.abc.User | None, what: str) -> int | None:
        if member is None:
            return None
        seat = turn.game.seat_of(member.id)
        if seat is None:
            raise ValueError(f"{member.display_name} is not playing in this game, so you can't {what} them.")
        return seat

    async def _state_for_autocomplete(self, interaction: discord.Interaction) -> tuple[dict[str, Any], int, list[str]] | None:
        game = await self.table.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind != self.kind.key or game.status != ACTIVE or game.state is None:
            return None
        seat = game.seat_of(interaction.user.id)
        return (game.state, seat, game.names) if seat is not None else None

    @app_commands.command(name="new", description="Open a Catan lobby in this channel (2–4 players)")
    @app_commands.describe(numbers="Number tokens: official spiral, or shuffled with no 6/8 side by side",
                           board="Terrain: shuffled, or the fixed beginner layout",
                           seed="Optional seed for a reproducible board and dice")
    @app_commands.choices(numbers=[app_commands.Choice(name="Official spiral", value="spiral"),
                                   app_commands.Choice(name="Balanced random", value="random")],
                          board=[app_commands.Choice(name="Random terrain", value="random"),
                                 app_commands.Choice(name="Beginner layout", value="beginner")])
    async def new(self, interaction: discord.Interaction,
                  numbers: app_commands.Choice[str] | None = None,
                  board: app_commands.Choice[str] | None = None,
                  seed: app_commands.Range[int, 0, 2**48] | None = None) -> None:
        options: dict[str, Any] = {"numbers": numbers.value if numbers else "spiral",
                                   "board": board.value if board else "random"}
        if seed is not None:
            options["seed"] = seed
        await self.open_lobby(interaction, options)

    @app_commands.command(name="roll", description="Roll the dice")
    async def roll(self, interaction: discord.Interaction) -> None:
        await self._perform(interaction, {"type": "roll"})

    @app_commands.command(name="end", description="End your turn")
    async def end(self, interaction: discord.Interaction) -> None:
        await self._perform(interaction, {"type": "end_turn"})

    @app_commands.command(name="build", description="Build a road, settlement or city, or buy a development card")
    @app_commands.describe(what="What to build", where="Where: a path like 11-16, an intersection number (start typing for the legal ones)")
    @app_commands.choices(what=[app_commands.Choice(name="road", value="road"),
                                app_commands.Choice(name="settlement", value="settlement"),
                                app_commands.Choice(name="city", value="city"),
                                app_commands.Choice(name="development card", value="dev")])
    async def build(self, interaction: discord.Interaction, what: app_commands.Choice[str],
                    where: str | None = None) -> None:
        turn = await self._turn(interaction)
        if turn is None:
            return
        try:
            action = build_action(turn.state, what.value, where)
        except ValueError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        await perform(turn, action)

    @build.autocomplete("where")
    async def build_where(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        found = await self._state_for_autocomplete(interaction)
        if found is None:
            return []
        state, seat, names = found
        what = getattr(interaction.namespace, "what", None)
        return [app_commands.Choice(name=n[:100], value=v)
                for n, v in where_suggestions(state, seat, what, current, names)]

    @app_commands.command(name="bank", description="Trade with the bank (4:1, or your harbour rate)")
    @app_commands.describe(give="The resource you give (your rate of it)", get="The resource you get (1 card)")
    @app_commands.choices(give=RESOURCE_CHOICES, get=RESOURCE_CHOICES)
    async def bank(self, interaction: discord.Interaction, give: app_commands.Choice[str],
                   get: app_commands.Choice[str]) -> None:
        turn = await self._turn(interaction)
        if turn is not None:
            await perform(turn, {"type": "maritime_trade", "give": give.value, "get": get.value})

    @app_commands.command(name="offer", description="Offer a trade to the other players (or to one of them)")
    @app_commands.describe(give="Cards you give, e.g. “2 brick 1 wool”", get="Cards you want, e.g. “1 ore”",
                           to="Only this player (default: everyone)")
    async def offer(self, interaction: discord.Interaction, give: str, get: str,
                    to: discord.Member | None = None) -> None:
        turn = await self._turn(interaction)
        if turn is None:
            return
        try:
            action = {"type": "offer_trade", "give": parse_cards(give, what="cards to give"),
                      "get": parse_cards(get, what="cards you want"),
                      "to": await self._seat_of(turn, to, "trade with")}
        except ValueError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        await perform(turn, action)

    @app_commands.command(name="counter", description="Answer the open offer with your own terms")
    @app_commands.describe(give="Cards you give, e.g. “1 ore”", get="Cards you want in return, e.g. “2 brick”")
    async def counter(self, interaction: discord.Interaction, give: str, get: str) -> None:
        turn = await self._turn(interaction)
        if turn is None:
            return
        try:
            action = {"type": "counter_trade", "give": parse_cards(give, what="cards to give"),
                      "get": parse_cards(get, what="cards you want")}
        except ValueError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        await perform(turn, action)

    @app_commands.command(name="accept", description="Accept the trade offered to you")
    async def accept(self, interaction: discord.Interaction) -> None:
        await self._perform(interaction, {"type": "accept_trade"})

    @app_commands.command(name="decline", description="Decline the trade offered to you")
    async def decline(self, interaction: discord.Interaction) -> None:
        await self._perform(interaction, {"type": "decline_trade"})

    @app_commands.command(name="confirm", description="Make your offered trade with a player who accepted or countered")
    @app_commands.rename(partner="with")
    @app_commands.describe(partner="The player to trade with")
    async def confirm(self, interaction: discord.Interaction, partner: discord.Member) -> None:
        turn = await self._turn(interaction)
        if turn is None:
            return
        try:
            seat = await self._seat_of(turn, partner, "trade with")
        except ValueError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        await perform(turn, {"type": "confirm_trade", "with": seat})

    @app_commands.command(name="withdraw", description="Cancel your open trade offer")
    async def withdraw(self, interaction: discord.Interaction) -> None:
        turn = await self._turn(interaction)
        if turn is not None:
            await perform(turn, {"type": "cancel_trade"})

    @app_commands.command(name="robber", description="Move the robber and choose whom to rob")
    @app_commands.describe(hex="The hex letter (start typing for the choices)", victim="Whom to rob, if several players can be")
    async def robber(self, interaction: discord.Interaction, hex: str | None = None,
                     victim: discord.Member | None = None) -> None:
        turn = await self._turn(interaction)
        if turn is None:
            return
        try:
            seat = await self._seat_of(turn, victim, "rob")
            if turn.state["phase"] == "steal" and not hex:
                if seat is None:
                    raise ValueError("Say whom to rob with victim:.")
                await perform(turn, {"type": "steal", "victim": seat})
                return
            h = parse_hex(hex)
        except ValueError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        ok = await perform(turn, {"type": "move_robber", "hex": h})
        if ok and seat is not None and turn.game.state and turn.game.state["phase"] == "steal":
            await perform(turn, {"type": "steal", "victim": seat})

    @robber.autocomplete("hex")
    async def robber_hex(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        found = await self._state_for_autocomplete(interaction)
        if found is None:
            return []
        state, seat, names = found
        return [app_commands.Choice(name=n[:100], value=v) for n, v in hex_suggestions(state, seat, current, names)]

    @app_commands.command(name="play", description="Play a development card")
    @app_commands.describe(card="The card", resource="Monopoly: the resource to take",
                           resources="Year of Plenty: the 2 resources, e.g. “ore grain”")
    @app_commands.choices(card=[app_commands.Choice(name=DEV_TITLES[c], value=c)
                                for c in ("knight", "road_building", "year_of_plenty", "monopoly")],
                          resource=RESOURCE_CHOICES)
    async def play(self, interaction: discord.Interaction, card: app_commands.Choice[str],
                   resource: app_commands.Choice[str] | None = None, resources: str | None = None) -> None:
        turn = await self._turn(interaction)
        if turn is None:
            return
        try:
            action = play_action(card.value, resource.value if resource else None, resources)
        except ValueError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        await perform(turn, action)

    @app_commands.command(name="discard", description="Discard half of your cards after a 7")
    @app_commands.describe(cards="The cards, e.g. “2 brick 1 ore”")
    async def discard(self, interaction: discord.Interaction, cards: str) -> None:
        turn = await self._turn(interaction)
        if turn is None:
            return
        try:
            action = {"type": "discard", "cards": parse_cards(cards, what="cards to discard")}
        except ValueError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        await perform(turn, action)


async def setup(bot: commands.Bot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(CatanCog(bot))
