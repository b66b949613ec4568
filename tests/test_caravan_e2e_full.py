"""A whole Caravan game played to its real end through Discord buttons and selects alone.

The real bot runs as a subprocess against the loopback stand-in. A purposeful clicker plays
both seats: before every action it reads the game's state from the bot's database, picks the
action the engine tests' progress-seeking policy would take (deliver, move goods towards their
city, extend chains, pick up...), then performs exactly that action by clicking — the board
button of its group, then in each private menu the option leading to it. The game runs until
the bag is empty and the next delivery ends it, as the rules say (no all-pass shortcut).
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cogs.caravan import KIND
from games.caravan import CITY_OF, ENGINE
from games.caravan.playout import choose
from games.rng import Rng
from standin import Message, StandIn, User
from standin.driving import acked, follow, latest_board, open_table, toward
from standin.fixtures import World

pytestmark = pytest.mark.e2e

MAX_CLICKS = 3  # any action in at most three clicks…
CONFIRMED_CLICKS = 4  # …plus a confirmation after a pick from a list longer than one select
ACTION_CAP = 900  # far above the ~300 actions a purposeful game takes: a stuck game fails


@dataclass
class Game:
    version: int
    state: dict[str, Any]
    seat_users: dict[int, int]  # seat -> Discord user id
    names: list[str]


def read_game(path: Path) -> Game:
    """The bot's latest Caravan game, read straight from its (WAL) database."""
    with sqlite3.connect(path) as db:
        gid, version, state = db.execute(
            "SELECT id, version, state FROM games WHERE kind = 'caravan' ORDER BY id DESC").fetchone()
        seats = db.execute("SELECT seat, user_id, display_name FROM seats WHERE game_id = ? "
                           "ORDER BY seat", (gid,)).fetchall()
    return Game(version, json.loads(state), {s: u for s, u, _ in seats}, [n for _, _, n in seats])


def footer_move(board: Message) -> int:
    footer = (board.embeds[0].get("footer") or {}).get("text") or ""
    return int(footer.rsplit("move ", 1)[1])


def next_action(state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
    """The purposeful test player's choice, minus the two moves that would end the game
    early: resigning, and passing when everyone else passed too (the all-pass rule)."""
    legal = ENGINE.legal_actions(state, seat)
    action = choose(ENGINE.view(state, seat), legal, rng)
    assert action["type"] != "resign"  # choose never picks it (listed last, left out)
    passers = set(state["passers"]) | {seat}
    if action["type"] == "end_turn" and not state["acted"] and len(passers) == len(state["players"]):
        return next(a for a in legal if a["type"] not in ("end_turn", "resign"))
    return action


async def click_action(standin: StandIn, user: User, board: Message, state: dict[str, Any],
                       seat: int, action: dict[str, Any]) -> tuple[int, str, bool]:
    """Perform ``action`` with clicks only: the board button of its group, then toward it.
    Returns the clicks it took, the private answer and whether a confirmation was asked."""
    spec = ENGINE.spec(action["type"])
    label = KIND.ui.group_label(spec.key, ENGINE.view(state, None))
    button = next(b for b in board.buttons if b.label == label)
    ix = await acked(await standin.click(user, board, button.custom_id))
    confirmed = []

    def pick(message: Message) -> tuple[str, Any, Any]:
        assert message.ephemeral and message.visible_to == user.id
        if any(b.label == "Confirm" for b in message.buttons):
            confirmed.append(message.content)
        else:
            # Every choice of a place (options named like "C4 · …") shows the board with
            # the places outlined.
            labels = [o["label"] for s in message.selects for o in s.options] + [
                b.label for b in message.buttons if b.label != "Cancel"]
            if labels and all(re.match(r"[A-G][1-7]\b", lab) for lab in labels):
                assert message.attachments, message.content
        return toward(ENGINE, state, seat, action)(message)

    done, clicks = await follow(standin, user, ix, pick=pick)
    assert done.content.startswith("✅"), done.content
    return clicks, done.content, bool(confirmed)


async def test_a_caravan_game_played_by_clicks_to_its_natural_end(
        standin: StandIn, world: World, make_bot) -> None:
    started = time.monotonic()
    bot = await make_bot(sync=True)
    users = {u.id: u for u in (world.alice, world.bob)}
    await open_table(standin, world.channel, world.alice, [world.bob], "caravan",
                     length="short", camels="5")
    rng = Rng(20261122)
    clicks_by_type: dict[str, list[int]] = {}
    actions = 0
    game = read_game(bot.database_path)
    while not game.state["over"]:
        assert actions < ACTION_CAP, "the purposeful clicker got stuck"
        board = latest_board(standin, world.channel)
        assert footer_move(board) == game.version  # the board shows the state we plan from
        assert ("the next delivery ends the game" in board.content) == game.state["end_triggered"]
        seat = game.state["current"]
        action = next_action(game.state, seat, rng)
        expected, events = ENGINE.apply(game.state, seat, action)
        clicks, answer, confirmed = await click_action(
            standin, users[game.seat_users[seat]], board, game.state, seat, action)
        assert clicks <= (CONFIRMED_CLICKS if confirmed else MAX_CLICKS), (action, clicks)
        clicks_by_type.setdefault(action["type"], []).append(clicks)
        actions += 1

        await standin.wait_until(lambda v=game.version: footer_move(latest_board(standin, world.channel)) > v,
                                 15, f"the board after {action}")
        after = read_game(bot.database_path)
        assert after.version == game.version + 1 and after.state == expected, action
        board = latest_board(standin, world.channel)
        assert footer_move(board) == after.version
        assert KIND.ui.event_text(events[0], game.names) in board.text  # the public log line
        game = after

    elapsed = time.monotonic() - started
    state = game.state
    assert state["end_reason"] == "delivery" and state["end_triggered"] and not state["bag"]
    assert action["type"] == "move_good" and action["to"] == CITY_OF[action["good"]]
    assert answer.startswith("✅ Deliver"), answer
    final = latest_board(standin, world.channel)
    assert "Game over" in final.content and "Final standings" in final.text
    assert not final.buttons and not final.selects  # nothing left to click
    result = ENGINE.result(state)
    for seat, name in enumerate(game.names):
        assert (f"🏆 **{name}**" in final.text) == (seat in result.winners), (name, final.text)
        assert f"**{name}** — {result.scores[seat]}" in final.text
    winners = [game.names[w] for w in result.winners]
    assert ("wins!" if len(winners) == 1 else "share the win!") in final.text
    assert set(clicks_by_type) >= {"place", "pickup", "move_good"}, clicks_by_type
    print(f"\n{actions} actions, {sum(map(sum, clicks_by_type.values()))} clicks, "
          f"{elapsed:.1f} s; clicks per action type: "
          + ", ".join(f"{t} {len(c)}×≤{max(c)}" for t, c in sorted(clicks_by_type.items())))
