"""Catan through the real bot process and the loopback Discord stand-in, buttons and selects only.

A seeded clicker plays whole games the way people would: it reads the newest board (who is
pinged, which buttons it has), opens the private menus the bot offers and picks among what
they offer (leaning toward building so the game ends). It never sees the engine state: all
it knows comes from the messages, and every bot answer must arrive within Discord's 3 s.
"""

from __future__ import annotations

import asyncio
import random
import re
import time

import pytest

from tests.e2e_helpers import acked, board_png_ok, boards, latest_board, open_table, private_reply
from tests.standin import Message, StandIn, User

pytestmark = pytest.mark.e2e

MENTION = re.compile(r"<@(\d+)>")
BUILD_PREFERENCE = ("City", "Settlement", "Development card", "Road")
PRIVATE_MARKERS = ("Your hand", "🤫", "You stole", "You drew", "You discarded", "stole 1 ")


def pips(label: str) -> int:
    """Production chances of a settlement option "12 · 6 ore · 8 grain" (higher is better)."""
    return sum(6 - abs(7 - int(n)) for n in re.findall(r"· (\d+) ", label))


class Clicker:
    """Plays Catan through the bot's messages: boards, private menus and their answers."""

    def __init__(self, standin: StandIn, channel, players: list[User], seed: int) -> None:
        self.s = standin
        self.channel = channel
        self.players = players
        self.by_id = {u.id: u for u in players}
        # One random stream per player: parallel answers may interleave in any order, and
        # the game must still be the same every run.
        self.rnds = {u.id: random.Random(seed * 1000 + i) for i, u in enumerate(players)}
        self.unexpected: list[str] = []  # ⛔ answers the clicker did not provoke on purpose
        self.steps = 0
        self.trades_confirmed = 0
        self.parallel_discards = 0
        self.hoard = False  # True: never build or trade (hands grow, so 7s make people discard)

    # -- reading ---------------------------------------------------------------------------
    def board(self) -> Message:
        return latest_board(self.s, self.channel)

    def actors(self, board: Message) -> list[User]:
        lines = board.content.split("\n")
        ids = [int(x) for x in MENTION.findall(lines[1])] if len(lines) > 1 else []
        return [self.by_id[i] for i in ids]

    @staticmethod
    def labels(msg: Message) -> list[str]:
        return [b.label for b in msg.buttons if not b.disabled]

    # -- acting ------------------------------------------------------------------------------
    async def answer(self, ix) -> Message:
        """The bot's answer to a click: an updated or new private menu, or the final text."""
        await acked(ix)
        self.steps += 1
        if ix.response_type == 6:  # deferred update: the clicked menu is edited a moment later
            src = ix.source_message
            await self.s.wait_until(lambda: not src.loading and src.edits and src.edits[-1].at >= ix.callbacks[0].at,
                                    10, "the menu to be redrawn")
            return src
        if ix.response_type == 7:
            msg = ix.original
            if msg.components:
                return msg  # the menu moved on to its next step
            return await ix.wait_followup(1)  # the menu collapsed; the confirmation follows
        return await ix.wait_response()

    async def click(self, user: User, msg: Message, label: str) -> Message:
        return await self.answer(await self.s.click(user, msg, label=label))

    async def pick(self, user: User, msg: Message, custom_id: str, value: str) -> Message:
        return await self.answer(await self.s.select(user, msg, custom_id, [value]))

    def note(self, text: str, allowed: tuple[str, ...] = ()) -> str:
        if "⛔" in text and not any(a in text for a in allowed):
            self.unexpected.append(text)
        return text

    async def choose_location(self, user: User, menu: Message, prefer_pips: bool = False) -> str:
        options = [(sel.custom_id, o["value"], o["label"]) for sel in menu.selects for o in sel.options]
        assert options, menu.text
        if prefer_pips and self.rnds[user.id].random() < 0.9:
            best = max(pips(label) for _, _, label in options)
            options = [o for o in options if pips(o[2]) == best]
        cid, value, _ = self.rnds[user.id].choice(options)
        return self.note((await self.pick(user, menu, cid, value)).text)

    # -- one decision of whoever must act ---------------------------------------------------------
    async def step(self) -> bool:
        """Act once on the newest board; False when the game is over."""
        board = self.board()
        if "Game over" in board.text:
            return False
        actors = self.actors(board)
        labels = self.labels(board)
        assert actors, board.content
        if "Discard" in labels:
            if len(actors) > 1:
                self.parallel_discards += 1
            await asyncio.gather(*(self.discard(u, board) for u in actors))
        elif "Accept" in labels or "Confirm trade" in labels:
            await self.answer_offer(board, actors)
        else:
            user = actors[0]
            for label, prefer in (("Place settlement", True), ("Place road", False),
                                  ("Move robber", False), ("Steal from", False), ("Place free road", False)):
                if label in labels:
                    menu = await self.click(user, board, label)
                    await self.choose_location(user, menu, prefer_pips=prefer)
                    return True
            if "Roll" in labels:
                if "Play card" in labels and self.rnds[user.id].random() < 0.4 and await self.play_card(user, board):
                    return True
                text = self.note((await self.click(user, board, "Roll")).text)
                self.last_confirm = text
                return True
            await self.main_turn(user, board, labels)
        return True

    async def main_turn(self, user: User, board: Message, labels: list[str]) -> None:
        if self.hoard:
            self.note((await self.click(user, board, "End turn")).text)
            return
        text = getattr(self, "last_confirm", "")
        if "You can build" in text and self.rnds[user.id].random() < 0.95:
            can = text.split("You can build:")[1]
            if can.strip() != "road." or self.rnds[user.id].random() < 0.6:
                menu = await self.click(user, board, "Build")
                choices = [lab for lab in BUILD_PREFERENCE if lab in self.labels(menu)]
                if choices:
                    kind = choices[0] if self.rnds[user.id].random() < 0.9 else self.rnds[user.id].choice(choices)
                    after = await self.click(user, menu, kind)
                    if after.selects:
                        self.last_confirm = await self.choose_location(user, after)
                    else:
                        self.last_confirm = self.note(after.text)
                    return
        roll = self.rnds[user.id].random()
        if "Play card" in labels and roll < 0.15 and await self.play_card(user, board):
            return
        if roll < 0.55 and not getattr(self, "traded_this_turn", False):
            self.traded_this_turn = True
            if await self.trade(user, board):
                return
        self.traded_this_turn = False
        self.last_confirm = self.note((await self.click(user, board, "End turn")).text)

    async def trade(self, user: User, board: Message) -> bool:
        menu = await self.click(user, board, "Trade")
        if self.rnds[user.id].random() < 0.06 and "Offer a trade to players" in self.labels(menu):
            return await self.offer(user, menu)
        gives = [sel for sel in menu.selects if ":mg:" in sel.custom_id]
        if not gives:
            return False
        sel = gives[0]
        option = self.rnds[user.id].choice(sel.options)
        get_menu = await self.pick(user, menu, sel.custom_id, option["value"])
        gets = get_menu.selects[0]
        wanted = [o for o in gets.options if o["label"].split()[-1] not in menu.text] or gets.options
        choice = self.rnds[user.id].choice(wanted)
        self.last_confirm = self.note((await self.pick(user, get_menu, gets.custom_id, choice["value"])).text)
        return True

    async def offer(self, user: User, menu: Message) -> bool:
        composer = await self.click(user, menu, "Offer a trade to players")
        give = next(s for s in composer.selects if ":cpg:" in s.custom_id)
        composer = await self.pick(user, composer, give.custom_id, give.options[0]["value"])
        want = next(s for s in composer.selects if ":cpw:" in s.custom_id)
        composer = await self.pick(user, composer, want.custom_id, self.rnds[user.id].choice(want.options)["value"])
        assert "Send offer" in self.labels(composer), composer.text
        self.note((await self.click(user, composer, "Send offer")).text)
        return True

    async def answer_offer(self, board: Message, actors: list[User]) -> None:
        labels = self.labels(board)
        if "Accept" in labels:
            async def one(user: User) -> None:
                if self.rnds[user.id].random() < 0.6:
                    text = (await self.click(user, board, "Accept")).text
                    if "don't have the cards" not in text:
                        self.note(text)
                        return
                self.note((await self.click(user, board, "Decline")).text)
            await asyncio.gather(*(one(u) for u in actors))
            return
        proposer = actors[0]
        menu = await self.click(proposer, board, "Confirm trade")
        if menu.buttons and self.rnds[proposer.id].random() < 0.8:
            button = self.rnds[proposer.id].choice(menu.buttons)
            text = self.note((await self.click(proposer, menu, button.label)).text)
            assert "traded" in text, text
            self.trades_confirmed += 1
        else:
            self.note((await self.click(proposer, board, "Cancel offer")).text)

    async def play_card(self, user: User, board: Message) -> bool:
        menu = await self.click(user, board, "Play card")
        cards = self.labels(menu)
        if not cards:
            return False  # e.g. only cards bought this turn: the answer says why
        after = await self.click(user, menu, self.rnds[user.id].choice(cards))
        if after.selects:
            sel = after.selects[0]
            after = await self.pick(user, after, sel.custom_id, self.rnds[user.id].choice(sel.options)["value"])
        self.last_confirm = self.note(after.text)
        return True

    async def discard(self, user: User, board: Message) -> None:
        composer = await self.click(user, board, "Discard")
        for _ in range(40):
            if "Discard" in " ".join(self.labels(composer)) and any(
                    b.label.startswith("Discard ") and not b.disabled for b in composer.buttons):
                label = next(b.label for b in composer.buttons if b.label.startswith("Discard "))
                self.note((await self.click(user, composer, label)).text)
                return
            sel = composer.selects[0]
            adds = [o for o in sel.options if "+" in o["label"]]
            composer = await self.pick(user, composer, sel.custom_id, self.rnds[user.id].choice(adds)["value"])
        raise AssertionError(f"the discard never became ready: {composer.text}")


def assert_public_messages_keep_hands_secret(standin: StandIn, channel, hands: list[str]) -> None:
    for m in standin.channel_messages(channel):
        if m.ephemeral:
            continue
        for marker in PRIVATE_MARKERS:
            assert marker not in m.text, (marker, m.text)
        for hand in hands:
            assert hand not in m.text
        assert all(a.filename == "board.png" for a in m.attachments), [a.filename for a in m.attachments]


def assert_all_acknowledged_in_time(standin: StandIn) -> None:
    late = [(ix, ix.ack_latency) for ix in standin.interactions.values()
            if not ix.callbacks or ix.ack_latency is None or ix.ack_latency >= 3]
    assert not late, late


async def test_whole_game_by_buttons_with_restart(standin, world, make_bot):
    """A whole 3-player game to 10 points, clicks only, with a bot restart half-way."""
    started = time.monotonic()
    bot = await make_bot()
    players = world.players
    board = await open_table(standin, world.channel, players[0], players[1:], "catan", seed=1)
    board_png_ok(board)
    clicker = Clicker(standin, world.channel, players, seed=1)
    restarted = False
    hands: list[str] = []
    while await clicker.step():
        assert clicker.steps < 3000, "the game does not end"
        if not restarted and "Turn 12 " in clicker.board().content:
            restarted = True
            await bot.restart()
            # The same board's buttons still work after the restart.
            for user in players:
                hands.append(await private_reply(await standin.click(user, clicker.board(), label="My hand")))
                assert "Your hand" in hands[-1]
    final = clicker.board()
    assert restarted
    assert "Game over" in final.text and "wins" in final.text, final.text
    board_png_ok(final)
    assert not final.buttons
    assert not clicker.unexpected, clicker.unexpected
    # This seeded game (the same every run) also saw player trades and parallel discards.
    assert clicker.trades_confirmed >= 1 and clicker.parallel_discards >= 1
    # Build menus came with a private image of the legal spots, only ever in private messages.
    with_image = [m for m in standin.messages.values()
                  if any(a.filename == "choices.png" for snap in [m, *m.edits] for a in snap.attachments)]
    assert with_image and all(m.ephemeral for m in with_image)
    png = next(a for snap in [with_image[0], *with_image[0].edits] for a in snap.attachments
               if a.filename == "choices.png")
    assert png.image().size[0] >= 600
    assert_public_messages_keep_hands_secret(standin, world.channel, [h.split("\n")[0] for h in hands])
    assert_all_acknowledged_in_time(standin)
    print(f"\nwhole game: {clicker.steps} clicks, {len(boards(standin, world.channel))} boards, "
          f"{clicker.trades_confirmed} player trades, {clicker.parallel_discards} parallel discards, "
          f"{time.monotonic() - started:.1f}s")


HAND = re.compile(r"(\d+) (brick|lumber|wool|grain|ore)")
RESOURCES = ("brick", "lumber", "wool", "grain", "ore")


async def hand_of(standin: StandIn, user: User, board: Message) -> dict[str, int]:
    text = await private_reply(await standin.click(user, board, label="My hand"))
    first_line = text.split("\n")[0]
    assert first_line.startswith("**Your hand**"), text
    return {r: int(n) for n, r in HAND.findall(first_line)}


async def test_trade_discards_and_refusals(standin, world, make_bot):
    await make_bot()
    players = world.players
    board = await open_table(standin, world.channel, players[0], players[1:], "catan",
                             seed=23, numbers="random")
    c = Clicker(standin, world.channel, players, seed=8)
    actor = c.actors(board)[0]
    assert board.notified_user_ids == [actor.id]
    idle = next(p for p in players if p is not actor)

    # --- refusals change nothing ---------------------------------------------------------------
    outsider = await private_reply(await standin.click(world.gm, board, label="Place settlement"))
    assert "not playing" in outsider
    wrong = await private_reply(await standin.click(idle, board, label="Place settlement"))
    assert wrong == f"It's {actor.name}'s turn — you have nothing to do now."
    slash = await private_reply(await standin.slash(idle, world.channel, "catan roll"))
    assert "not your turn" in slash.lower()
    typo = await private_reply(await standin.slash(actor, world.channel, "catan build", what="road", where="1-50"))
    assert "not next to each other" in typo
    assert c.board().id == board.id and "move 1" in c.board().text

    # --- set-up: placing a settlement offers the road menu right away --------------------------
    menu = await c.click(actor, board, "Place settlement")
    assert menu.ephemeral and len(menu.selects) == 3  # 54 spots, split in three selects
    sel = menu.selects[1]
    ix = await acked(await standin.select(actor, menu, sel.custom_id, [sel.options[0]["value"]]))
    confirm = await ix.wait_followup(1)
    assert "placed a settlement" in confirm.text
    chained = await ix.wait_followup(2)
    assert "Place your road" in chained.text and chained.selects
    road = chained.selects[0]
    text = await c.pick(actor, chained, road.custom_id, road.options[0]["value"])
    assert "placed a road" in text.text
    assert not chained.components  # the used menu collapsed: it can't place a second road

    while "Roll" not in c.labels(c.board()):
        await c.step()
    first_main = c.board()
    roller = c.actors(first_main)[0]
    early = await private_reply(await standin.slash(roller, world.channel, "catan build", what="dev"))
    assert "Roll the dice first" in early
    c.last_confirm = (await c.click(roller, first_main, "Roll")).text
    assert "rolled" in c.last_confirm
    stale = await private_reply(await standin.click(roller, first_main, label="Roll"))
    assert "out of date" in stale
    if "Discard" in c.labels(c.board()) or "Move robber" in c.labels(c.board()):
        while "End turn" not in c.labels(c.board()):
            await c.step()

    # --- a trade offer, accepted by one, declined by the other, confirmed ----------------------------
    board = c.board()
    proposer = c.actors(board)[0]
    others = [p for p in players if p is not proposer]
    hands = {p.id: await hand_of(standin, p, board) for p in players}
    deal = next(((r1, r2, partner) for partner in others for r1 in RESOURCES for r2 in RESOURCES
                 if r1 != r2 and hands[proposer.id].get(r1) and hands[partner.id].get(r2)), None)
    assert deal is not None, hands
    give, want, partner = deal
    bystander = next(p for p in others if p is not partner)
    menu = await c.click(proposer, board, "Trade")
    composer = await c.click(proposer, menu, "Offer a trade to players")
    send = next(b for b in composer.buttons if b.label == "Send offer")
    assert send.disabled
    gsel = next(s for s in composer.selects if ":cpg:" in s.custom_id)
    composer = await c.pick(proposer, composer, gsel.custom_id, f"g{RESOURCES.index(give)}+1")
    wsel = next(s for s in composer.selects if ":cpw:" in s.custom_id)
    composer = await c.pick(proposer, composer, wsel.custom_id, f"w{RESOURCES.index(want)}+1")
    assert f"You give: **1 {give}** · you ask for: **1 {want}**" in composer.text
    sent = await c.click(proposer, composer, "Send offer")
    assert "offers 1" in sent.text
    offer_board = c.board()
    assert offer_board.id != board.id
    assert set(offer_board.notified_user_ids) == {p.id for p in others}
    assert f"offers **1 {give}** for **1 {want}**" in offer_board.text
    own = await private_reply(await standin.click(proposer, offer_board, label="Accept"))
    assert "waiting for" in own
    early = await private_reply(await standin.click(proposer, offer_board, label="Confirm trade"))
    assert "Nobody has accepted" in early
    outsider = await private_reply(await standin.click(world.gm, offer_board, label="Accept"))
    assert "not playing" in outsider
    counter = await c.click(bystander, offer_board, "Counter")
    assert f"Counter-offer to {proposer.name}" in counter.text and counter.selects
    accepted, declined = await asyncio.gather(
        private_reply(await standin.click(partner, offer_board, label="Accept")),
        private_reply(await standin.click(bystander, offer_board, label="Decline")))
    assert "accepts" in accepted and "declines" in declined
    twice = await private_reply(await standin.click(partner, c.board(), label="Confirm trade"))
    assert "Only the player who made the offer" in twice
    answered = c.board()
    assert answered.id != offer_board.id and set(answered.notified_user_ids) == {proposer.id}
    choose = await c.click(proposer, answered, "Confirm trade")
    assert [b.label for b in choose.buttons] == [f"With {partner.name}: give 1 {give}, get 1 {want}"]
    done = await c.click(proposer, choose, choose.buttons[0].label)
    assert f"traded 1 {give} to {partner.name} for 1 {want}" in done.text
    after = await hand_of(standin, proposer, c.board())
    assert after.get(give, 0) == hands[proposer.id][give] - 1
    assert after.get(want, 0) == hands[proposer.id].get(want, 0) + 1

    # --- the keyboard path: an offer to one player, declined by command ------------------------------
    typo = await private_reply(await standin.slash(proposer, world.channel, "catan offer",
                                                   give="1 gold", get=f"1 {give}"))
    assert "I don't know the resource “gold”" in typo
    before = c.board()
    text = await private_reply(await standin.slash(proposer, world.channel, "catan offer",
                                                   give=f"1 {want}s", get=give.upper(), to=partner))
    assert f"offers 1 {want} for 1 {give} to {partner.name}" in text
    only = c.board()
    assert only.id != before.id and only.notified_user_ids == [partner.id]
    nope = await private_reply(await standin.click(bystander, only, label="Accept"))
    assert "isn't addressed to you" in nope
    text = await private_reply(await standin.slash(partner, world.channel, "catan decline"))
    assert "declines" in text and "closed (everyone declined)" in text

    # --- a stale private menu is refused ------------------------------------------------------------
    board = c.board()
    trade_menu = await c.click(proposer, board, "Trade")
    await c.click(proposer, board, "End turn")
    stale = await private_reply(await standin.click(proposer, trade_menu, label="Offer a trade to players"))
    assert "out of date" in stale

    # --- hoard until a 7 makes several players discard; they answer in parallel -------------------------
    c.hoard = True
    for _ in range(400):
        board = c.board()
        discarders = c.actors(board)
        if "Discard" in c.labels(board) and len(discarders) >= 2:
            break
        await c.step()
    else:
        raise AssertionError("no 7 with several discarders")
    assert set(board.notified_user_ids) == {u.id for u in discarders}
    composers = await asyncio.gather(*(c.click(u, board, "Discard") for u in discarders))
    for comp in composers:
        assert any(b.label.startswith("Discard ") and b.disabled for b in comp.buttons), comp.text

    async def fill(user: User, comp: Message) -> Message:
        while not any(b.label.startswith("Discard ") and not b.disabled for b in comp.buttons):
            sel = comp.selects[0]
            adds = [o for o in sel.options if o["label"].startswith("+")]
            comp = await c.pick(user, comp, sel.custom_id, adds[-1]["value"])
        return comp

    filled = await asyncio.gather(*(fill(u, m) for u, m in zip(discarders, composers, strict=True)))
    results = await asyncio.gather(*(
        c.click(u, m, next(b.label for b in m.buttons if b.label.startswith("Discard ")))
        for u, m in zip(discarders, filled, strict=True)))
    for user, res in zip(discarders, results, strict=True):
        assert f"{user.name} discarded" in res.text and "🤫 You discarded" in res.text, res.text
    print(f"\n{len(discarders)} discarded in parallel; traded {give} for {want} with {partner.name}")
    robber_board = c.board()
    assert "Move robber" in c.labels(robber_board), robber_board.text

    # --- the keyboard path: autocomplete offers the legal hexes, the command moves the robber -----
    roller = c.actors(robber_board)[0]
    hexes = await standin.autocomplete(roller, world.channel, "catan robber", focused="hex", hex="")
    assert len(hexes) == 18 and all(" · " in h["name"] for h in hexes)
    assert await standin.autocomplete(world.gm, world.channel, "catan robber", focused="hex", hex="") == []
    bad = await private_reply(await standin.slash(roller, world.channel, "catan robber", hex="Z"))
    assert "lettered A–S" in bad
    moved = await private_reply(await standin.slash(roller, world.channel, "catan robber", hex=hexes[0]["value"]))
    assert f"moved the robber to {hexes[0]['value']}" in moved
    assert not c.unexpected, c.unexpected
    assert_public_messages_keep_hands_secret(standin, world.channel, [])
    assert_all_acknowledged_in_time(standin)
