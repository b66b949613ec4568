"""Catan through the real bot process and the loopback Discord stand-in.

A purposeful player plays whole games: before each move it reads the stored state, lets the
engine tests' builder policy choose (so games reach 10 points, with trades and discards on
the way), then makes exactly that move the way a person would — the board button of its
group, the private menus toward it, and the form for cards (discards, offers, counters);
when the board has no button for it, ``/play``. Every answer must come within Discord's 3 s,
and no hand ever reaches a public message.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cogs.catan import KIND
from games.catan import ENGINE
from games.catan.scripted import builder_policy
from standin import StandIn, User
from standin.driving import (
    acked,
    board_key,
    board_move,
    db_game,
    follow,
    group_button,
    latest_board,
    open_table,
    play_value,
    private_reply,
    toward,
    wait_board_move,
)
from tests.e2e_helpers import board_png_ok

pytestmark = pytest.mark.e2e
ACTION_CAP = 1500


def words_for(value: Any) -> str:
    """A composed value as a player types it in the form."""
    if isinstance(value, dict):
        return ", ".join(f"{n} {KIND.ui.text(f'item-{k}')}" for k, n in value.items() if n) or "-"
    if isinstance(value, list):
        return " ".join(map(str, value))
    return str(value)


def form_for(action: dict[str, Any]):
    def fill(modal) -> dict[str, str]:
        return {f.custom_id: words_for(action.get(f.custom_id, "")) for f in modal.fields}
    return fill


async def make_move(standin: StandIn, channel, user: User, state: dict, version: int, seat: int,
                    action: dict) -> tuple[str, bool]:
    """Perform ``action`` as ``user``: the private answer, and whether /play was used."""
    board = latest_board(standin, channel)
    button = group_button(board, board_key(ENGINE, action))
    if button is not None:
        ix = await acked(await standin.click(user, board, button.custom_id))
    else:  # no board button for it (e.g. the proposer confirming early): the keyboard path
        ix = await acked(await standin.slash(user, channel, "play",
                                             move=play_value(ENGINE, state, version, seat, action)))
    answer, _ = await follow(standin, user, ix, pick=toward(ENGINE, state, seat, action),
                             form=form_for(action))
    return answer.content, button is None


def assert_hands_stay_private(standin: StandIn, channel) -> None:
    for m in standin.channel_messages(channel):
        if not m.ephemeral:
            for secret in ("You drew", "You stole", "you discarded", "Your hand"):
                assert secret.lower() not in m.text.lower(), m.text


async def play_to_the_end(standin: StandIn, world, bot, players: list[User], seed: int, *,
                          restart_at: int | None = None) -> dict[str, Any]:
    rng = random.Random(seed)
    seats = {i: u for i, u in enumerate(players)}
    used_keyboard = 0
    kinds: set[str] = set()
    for step in range(ACTION_CAP):
        state, version = db_game(bot.database_path, "catan")
        if ENGINE.is_over(state):
            return {"state": state, "kinds": kinds, "keyboard": used_keyboard, "steps": step}
        waiting = ENGINE.to_act(state)
        seat = rng.choice(waiting)
        legal = ENGINE.legal_actions(state, seat)
        action = builder_policy(ENGINE.view(state, seat), legal, rng)
        if action["type"] == "resign":
            continue
        expected, _ = ENGINE.apply(state, seat, action)
        before = board_move(latest_board(standin, world.channel))
        answer, keyboard = await make_move(standin, world.channel, seats[seat], state, version,
                                           seat, action)
        assert answer.startswith("✅"), (action, answer)
        used_keyboard += keyboard
        kinds.add(action["type"])
        after, new_version = db_game(bot.database_path, "catan")
        assert new_version == version + 1 and after == expected, action
        await wait_board_move(standin, world.channel, before)
        if step == restart_at:
            await bot.restart()
            board = latest_board(standin, world.channel)
            hand = await private_reply(await standin.click(players[0], board, label="My hand"))
            assert hand  # the old board's buttons still answer after a restart
    raise AssertionError("the game did not end")


async def test_whole_game_by_clicks_forms_and_play_with_restart(standin, world, make_bot):
    bot = await make_bot()
    players = world.players
    board = await open_table(standin, world.channel, players[0], players[1:], "catan",
                             numbers="spiral", board="beginner")
    board_png_ok(board)
    state, _ = db_game(bot.database_path, "catan")
    first = players[ENGINE.to_act(state)[0]]
    # Whoever places first is pinged, unless it is the host who just started the game.
    assert board.notified_user_ids == ([] if first is players[0] else [first.id])
    # Outsiders and players out of turn are refused privately; nothing changes.
    outsider = await private_reply(await standin.click(world.gm, board, board.buttons[0].custom_id))
    assert "not playing" in outsider
    other = next(u for u in players if u is not first)
    refused = await private_reply(await standin.click(other, board, board.buttons[0].custom_id))
    assert "not your turn" in refused
    assert board_move(latest_board(standin, world.channel)) == board_move(board)

    # The first settlement's answer carries the road menu: nothing else can come next.
    state, _ = db_game(bot.database_path, "catan")
    seat = ENGINE.to_act(state)[0]
    settle = next(a for a in ENGINE.legal_actions(state, seat) if a["type"] == "build_settlement")
    board = latest_board(standin, world.channel)
    ix = await acked(await standin.click(players[seat], board, group_button(board, "build").custom_id))
    answer, _ = await follow(standin, players[seat], ix, pick=toward(ENGINE, state, seat, settle))
    assert answer.content.startswith("✅") and "Road" in answer.content, answer.content
    assert answer.selects or len(answer.buttons) > 1, "the road menu follows the settlement"

    played = await play_to_the_end(standin, world, bot, players, 2026, restart_at=60)
    state = played["state"]
    assert {"build_settlement", "build_road", "roll", "end_turn"} <= played["kinds"]
    final = latest_board(standin, world.channel)
    assert "Game over" in final.content and not final.buttons
    winner = players[ENGINE.result(state).winners[0]]
    assert winner.name in final.text
    assert_hands_stay_private(standin, world.channel)
    log = await private_reply(await standin.slash(players[1], world.channel, "table log"))
    assert "— page 1 of" in log


def hoarder(state: dict, seat: int, legal: list[dict], rng: random.Random) -> dict:
    """Place the set-up pieces, then only roll, discard, rob and end turns (hands grow, so a
    7 makes several players discard at once)."""
    types = {a["type"] for a in legal}
    for wanted in ("build_settlement", "build_road", "roll", "move_robber", "steal"):
        if wanted in types and (wanted not in ("build_settlement", "build_road")
                                or state["phase"] == "setup"):
            return rng.choice([a for a in legal if a["type"] == wanted])
    if "discard" in types:
        return builder_policy(ENGINE.view(state, seat), legal, rng)
    return next(a for a in legal if a["type"] == "end_turn")


async def test_parallel_discards_a_trade_and_refusals(standin, world, make_bot):
    bot = await make_bot()
    players = world.players
    await open_table(standin, world.channel, players[0], players[1:], "catan",
                     numbers="random")
    rng = random.Random(8)
    nothing_to_build = False
    # --- hoard until a 7 makes several players discard -------------------------------------
    for _ in range(400):
        state, version = db_game(bot.database_path, "catan")
        if state["phase"] == "discard" and len(ENGINE.to_act(state)) >= 2:
            break
        seat = rng.choice(ENGINE.to_act(state))
        board = latest_board(standin, world.channel)
        build = group_button(board, "build")
        if not nothing_to_build and state["phase"] == "main" and build is not None and not any(
                a["type"] in ("build_road", "build_settlement", "build_city", "buy_dev")
                for a in ENGINE.legal_actions(state, state["turn"])):
            # Build shows by the public card count; with nothing affordable the click says
            # privately what each build costs, and changes nothing.
            text = await private_reply(await standin.click(players[state["turn"]], board,
                                                           build.custom_id))
            assert text.startswith("🔨 There is nothing you can build") and "**Costs:**" in text
            assert db_game(bot.database_path, "catan") == (state, version)
            nothing_to_build = True
        action = hoarder(state, seat, ENGINE.legal_actions(state, seat), rng)
        before = board_move(latest_board(standin, world.channel))
        answer, _ = await make_move(standin, world.channel, players[seat], state, version, seat,
                                    action)
        assert answer.startswith("✅"), answer
        await wait_board_move(standin, world.channel, before)
    else:
        raise AssertionError("no 7 with several discarders")
    assert nothing_to_build, "no turn met with Build on the board and nothing to build"
    board = latest_board(standin, world.channel)
    discarders = ENGINE.to_act(state)
    # Exactly the discarders are pinged (the roller, if not one of them, is not).
    assert set(board.notified_user_ids) <= {players[s].id for s in discarders}
    # The board line names who owes how many cards (not seat numbers).
    for s in discarders:
        assert f"{players[s].name}: {state['discard_owed'][s]}" in board.content, board.content
    assert "seat" not in board.content
    # They discard in parallel: each form stays valid while the others discard.
    forms = []
    for seat in discarders:
        click = await acked(await standin.click(players[seat], board, group_button(
            board, "discard").custom_id))
        forms.append((seat, await click.wait_modal()))
    # Unreadable input is refused, with an example in the game's own words; nothing changes.
    seat, modal = forms[0]
    before_garbage = db_game(bot.database_path, "catan")
    text = await private_reply(await standin.submit_modal(
        players[seat], modal, {modal.fields[0].custom_id: "12 7"}))
    assert "12 7" in text and "2 brick, 1 lumber" in text, text
    # A word that names no card, and a wrong count, get an example too.
    field = modal.fields[0].custom_id
    text = await private_reply(await standin.submit_modal(players[seat], modal,
                                                          {field: "2 stone"}, again=True))
    assert "stone" in text and "2 brick, 1 lumber" in text, text
    owed = state["discard_owed"][seat]
    text = await private_reply(await standin.submit_modal(players[seat], modal,
                                                          {field: "1 brick"}, again=True))
    assert f"Discard exactly {owed} cards" in text and "e.g. " in text, text
    assert db_game(bot.database_path, "catan") == before_garbage
    for n, (seat, modal) in enumerate(forms):
        state, _ = db_game(bot.database_path, "catan")
        legal = ENGINE.legal_actions(state, seat)
        action = builder_policy(ENGINE.view(state, seat), legal, rng)
        assert action["type"] == "discard"
        text = await private_reply(await standin.submit_modal(players[seat], modal,
                                                              form_for(action)(modal),
                                                              again=n == 0))
        assert text.startswith("✅"), text
    state, _ = db_game(bot.database_path, "catan")
    assert state["phase"] == "robber"
    assert_hands_stay_private(standin, world.channel)
    # The discard is done: the button now tells the discarder there is nothing to do.
    seat = forms[0][0]
    board = latest_board(standin, world.channel)
    button = group_button(board, "discard")
    if button is not None:
        again = await private_reply(await standin.click(players[seat], board, button.custom_id))
        assert "not your turn" in again or "nothing" in again
    choices = await standin.autocomplete(players[seat], world.channel, "play", focused="move",
                                         move="discard")
    assert all("Discard" not in c["name"] for c in choices), choices

    # --- then a trade: offered to everyone, answered in parallel, confirmed -------------------
    names = ("brick", "lumber", "wool", "grain", "ore")
    for _ in range(200):
        state, version = db_game(bot.database_path, "catan")
        p = state["turn"]
        deal = None
        if state["phase"] == "main" and state["rolled"]:
            deal = next(((x, y, q) for q in range(3) if q != p for x in range(5) for y in range(5)
                         if x != y and state["res"][p][x] and state["res"][q][y]), None)
        if deal is not None:
            break
        seat = rng.choice(ENGINE.to_act(state))
        action = hoarder(state, seat, ENGINE.legal_actions(state, seat), rng)
        before = board_move(latest_board(standin, world.channel))
        await make_move(standin, world.channel, players[seat], state, version, seat, action)
        await wait_board_move(standin, world.channel, before)
    else:
        raise AssertionError("no turn with a possible deal")
    give, want, partner = deal
    bystander = next(q for q in range(3) if q not in (p, partner))
    offer = {"type": "offer_trade", "to": None, "give": {names[give]: 1}, "get": {names[want]: 1}}
    before = latest_board(standin, world.channel)
    answer, _ = await make_move(standin, world.channel, players[p], state, version, p, offer)
    assert answer.startswith("✅ Offer 1"), answer
    offered = await wait_board_move(standin, world.channel, board_move(before))
    assert offered.id != before.id  # others must act now: a new board pings exactly them
    assert set(offered.notified_user_ids) == {players[partner].id, players[bystander].id}
    assert f"offers **1 {names[give]}** for **1 {names[want]}**" in offered.text
    # One public button for the offer (issue 28, item 12); an outsider cannot use it, and
    # the proposer finds only their own offer's moves in it (cancel; confirm once accepted).
    assert [b.label for b in offered.buttons if b.label in (
        "Accept", "Decline", "Counter", "Confirm trade", "Cancel offer", "The offer")] == [
        "The offer"]
    outsider = await private_reply(await standin.click(
        world.gm, offered, group_button(offered, "offer").custom_id))
    assert "not playing" in outsider
    own = await private_reply(await standin.click(
        players[p], offered, group_button(offered, "offer").custom_id))
    assert "Accept" not in own and "Cancel your offer" in own, own
    # Partner accepts, bystander declines.
    for seat, kind in ((partner, "accept_trade"), (bystander, "decline_trade")):
        state, version = db_game(bot.database_path, "catan")
        answer, _ = await make_move(standin, world.channel, players[seat], state, version, seat,
                                    {"type": kind})
        assert answer.startswith("✅"), answer
    state, version = db_game(bot.database_path, "catan")
    hand_before = list(state["res"][p])
    confirm = {"type": "confirm_trade", "with": partner}
    answer, _ = await make_move(standin, world.channel, players[p], state, version, p, confirm)
    assert answer.startswith("✅ Confirm the trade with"), answer
    state, _ = db_game(bot.database_path, "catan")
    assert state["res"][p][give] == hand_before[give] - 1
    assert state["res"][p][want] == hand_before[want] + 1
    await standin.wait_until(lambda: "traded 1" in latest_board(standin, world.channel).text, 10,
                             "the trade on the board")
    assert_hands_stay_private(standin, world.channel)
