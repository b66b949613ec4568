"""Channel noise per game: how many new board messages, pings and private replies a group
gets from the bot while it plays, counted through the loopback Discord stand-in.

The real bot plays scripted games — Catan with four players (a trade offered to everyone and
answered with an accept, a counter and declines, then confirmed; a trade offered to one player
who counters; a 7 that makes players discard), Caravan, Caravane and Yspahan — each move made
the way a person makes it: the board button of its group, or the private menu the previous
answer left open, then the menus toward the move and the form for typed values. Reported per
game:

- ``boards/turn``: new public messages the bot posted in the channel, per turn (a turn: one
  player's turn or set-up placement; in Caravane, one bidding round), the lobby and the
  first board included; ``edits``: how often per turn a board was redrawn in place;
- ``actor pings``: notifications that went to the player whose own action caused them;
- ``ephemerals/turn``: new ephemeral messages one player got in one turn (median and
  maximum over player-turns; an edit of an ephemeral message is not a new one), and the
  median of everyone's together per turn.

    .venv/bin/python -m bench.channel_noise                     # every game, this checkout
    .venv/bin/python -m bench.channel_noise --game catan
    .venv/bin/python -m bench.channel_noise --before 42ad891    # ...and the same on that commit

With ``--before`` the same scripts drive the bot of that commit (checked out into a temporary
git worktree, as ``bench.load`` does) first; a game that commit did not have is reported so.
The exit status is 1 when this checkout misses a target. The games' seeds are secret (drawn
by the bot), so the dice differ from run to run; the scripts steer toward the same events.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from games.base import is_template
from games.registry import engine as engine_of
from standin import Channel, Interaction, Message, StandIn, User
from standin.botproc import REPO_ROOT, BotProcess, set_threads
from standin.counting import created_mark, created_since
from standin.driving import (
    board_key,
    board_members,
    board_move,
    board_moved_past,
    group_button,
    latest_board,
    open_table,
    play_value,
)
from table import choose as C
from table.ids import ComponentId, key_stamp

GAMES = ("catan", "caravan", "caravane", "yspahan")
TARGET_BOARDS_PER_TURN = 1.3
TARGET_EPHEMERALS_PER_TURN = 3
ACTION_CAP = 700
State = dict[str, Any]
Action = dict[str, Any]


# -- what one game's script says -----------------------------------------------------------------
@dataclass
class Script:
    kind: str
    players: int
    options: dict[str, Any]
    # (state, seat, legal, rng, memory) -> the action to make
    policy: Callable[[State, int, list[Action], random.Random, dict[str, Any]], Action]
    # Which turn a state is in: consecutive actions with the same key are one turn.
    turn: Callable[[State], Hashable]
    done: Callable[[State, dict[str, Any], int], bool]  # (state, memory, turns so far)


def _catan_turn(state: State) -> Hashable:
    """A set-up placement (settlement and road) or a numbered turn."""
    return ("setup", state["setup_step"]) if state["phase"] == "setup" else state["turns"]


def _catan_policy(state: State, seat: int, legal: list[Action], rng: random.Random,
                  memory: dict[str, Any]) -> Action:
    """Set-up as a builder would; then hoard (roll, end the turn) until a 7 has made someone
    discard and two trades were made: one offered to everyone (one player accepts, one
    counters, the others decline; the proposer takes the acceptance), one offered to a
    single player who counters (the proposer takes the counter); then build."""
    from games.catan.scripted import builder_policy, concretize, random_discard

    engine = engine_of("catan")
    by_type: dict[str, list[Action]] = {}
    for a in legal:
        by_type.setdefault(a["type"], []).append(a)
    phase = state["phase"]
    trades = memory.get("trades", 0)
    if phase == "discard":
        memory["discarded"] = True
        return random_discard(state["res"][seat], by_type["discard"][0]["count"], rng)
    if phase == "trade":
        offer = state["offer"]
        partner = memory.get("partner")
        if seat == offer["from"]:
            confirms = [a for a in by_type.get("confirm_trade", []) if a["with"] == partner]
            memory["trades"] = trades + 1
            memory["traded_at"] = state["turns"]
            return confirms[0] if confirms else by_type["cancel_trade"][0]
        counter = None
        if "counter_trade" in by_type and (trades == 1 or not memory.get("countered")):
            counter = concretize(engine.view(state, seat), by_type["counter_trade"][0], rng)
        if seat == partner and trades == 0 and "accept_trade" in by_type:
            return by_type["accept_trade"][0]
        if counter is not None:
            memory["countered"] = True
            return counter
        return by_type["decline_trade"][0]
    hoarding = not (memory.get("discarded") and trades >= 2)
    if phase == "main" and hoarding:
        if "roll" in by_type:
            return by_type["roll"][0]
        due = trades < 2 and state["turns"] >= memory.get("traded_at", -9) + 4
        if due and "offer_trade" in by_type:
            offer = _catan_offer(state, seat, to_everyone=trades == 0)
            if offer is not None:
                memory["partner"] = offer.pop("partner")
                return offer
        return by_type["end_turn"][0]
    action = builder_policy(engine.view(state, seat), legal, rng)
    if action["type"] in ("offer_trade", "resign"):  # the scripted trades are enough
        return by_type.get("end_turn", [a for a in legal if a["type"] != "resign"])[0]
    return action


def _catan_offer(state: State, seat: int, *, to_everyone: bool) -> Action | None:
    """One card for one card the partner holds (everyone else holding cards too, so each
    can answer in their own way); ``partner`` names who is meant to take it."""
    names = ("brick", "lumber", "wool", "grain", "ore")
    mine = state["res"][seat]
    others = [q for q in range(len(state["players"])) if q != seat]
    if not all(sum(state["res"][q]) for q in others):
        return None
    for give in range(5):
        for want in range(5):
            partners = [q for q in others if want != give and mine[give] and state["res"][q][want]]
            if partners:
                return {"type": "offer_trade", "to": None if to_everyone else partners[0],
                        "give": {names[give]: 1}, "get": {names[want]: 1},
                        "partner": partners[0]}
    return None


def _catan_done(memory: dict[str, Any], turns: int) -> bool:
    """Six turns of building after both the trade and the discards, and 24 turns at least."""
    if memory.get("discarded") and memory.get("trades", 0) >= 2:
        memory.setdefault("settled_at", turns)
        return turns >= max(24, memory["settled_at"] + 6)
    return False


def _caravan_policy(state: State, seat: int, legal: list[Action], rng: random.Random,
                    memory: dict[str, Any]) -> Action:
    """Caravan's purposeful test player (games/caravan/playout.py: deliver, move goods home,
    extend chains, pick up), on its own seeded generator."""
    from games.caravan.playout import choose
    from games.rng import Rng

    if "rng" not in memory:
        memory["rng"] = Rng(rng.randrange(1 << 30))
    action = choose(engine_of("caravan").view(state, seat), legal, memory["rng"])
    passers = set(state["passers"]) | {seat}
    if action["type"] == "end_turn" and not state["acted"] and len(passers) == len(state["players"]):
        return next(a for a in legal if a["type"] not in ("end_turn", "resign"))
    return action


def _caravane_policy(state: State, seat: int, legal: list[Action], rng: random.Random,
                     memory: dict[str, Any]) -> Action:
    """A small random bid (or the set-up split of the Champions variant)."""
    from games.ai.completion import concrete

    engine = engine_of("caravane")
    for action in legal:
        if action["type"] == "bid":
            tier = state["players"][seat]["tiers"][state["stage"] - 1]
            amount = rng.randint(0, min(tier, action.get("amount_max", tier), 3))
            return engine.complete(action, {"amount": amount}) if is_template(action) else action
    options = [a for a in legal if a["type"] != "resign"]
    for action in options:
        done = concrete(engine, state, seat, action, rng)
        if done is not None:
            return done
    return options[0]


def _yspahan_policy(state: State, seat: int, legal: list[Action], rng: random.Random,
                    memory: dict[str, Any]) -> Action:
    from games.yspahan.players import lively_move

    engine = engine_of("yspahan")
    return lively_move(engine.view(state, seat), engine.legal_actions(state, seat), rng)


SCRIPTS: dict[str, Script] = {
    "catan": Script(
        "catan", 4, {}, _catan_policy, _catan_turn,
        lambda s, m, turns: _catan_done(m, turns)),
    "caravan": Script(
        "caravan", 3, {"length": "short"}, _caravan_policy, lambda s: s["turn"],
        lambda s, m, turns: turns > 12),
    "caravane": Script(
        "caravane", 3, {"variant": "standard"}, _caravane_policy,
        lambda s: (s["phase"], s["stage"], s["round"]), lambda s, m, turns: turns > 8),
    "yspahan": Script(
        "yspahan", 3, {}, _yspahan_policy,
        lambda s: (s["week"], s["day"], s["turn_index"]), lambda s, m, turns: turns > 12),
}


# -- counting --------------------------------------------------------------------------------
@dataclass
class Step:
    """One applied action and what the bot created because of it."""

    turn: int                       # the turn's number (runs of the script's turn key)
    actor: int                      # the acting user's id
    action: str
    public: int                     # new public messages in the channel
    pinged: list[int]               # users those notified
    ephemeral: dict[int, int]       # user id -> new ephemeral messages
    edits: int = 0                  # edits of public messages (a board redrawn in place)
    waiting_before: list[int] = field(default_factory=list)  # user ids who had to act
    waiting_after: list[int] = field(default_factory=list)   # user ids who must act now


@dataclass
class Noise:
    game: str
    bot: str
    steps: list[Step] = field(default_factory=list)

    def turns(self) -> list[int]:
        return list(dict.fromkeys(s.turn for s in self.steps))

    def boards_by_turn(self) -> dict[int, int]:
        out: dict[int, int] = dict.fromkeys(self.turns(), 0)
        for s in self.steps:
            out[s.turn] += s.public
        return out

    def ephemerals_by_player_turn(self) -> dict[tuple[int, int], int]:
        out: dict[tuple[int, int], int] = {}
        for s in self.steps:
            if s.action != "start":  # a turn the player acted in counts, even at 0
                out.setdefault((s.turn, s.actor), 0)
            for user, n in s.ephemeral.items():
                out[(s.turn, user)] = out.get((s.turn, user), 0) + n
        return out

    def actor_pings(self) -> list[Step]:
        return [s for s in self.steps if s.actor in s.pinged]

    def summary(self) -> dict[str, Any]:
        boards = self.boards_by_turn()
        eph = list(self.ephemerals_by_player_turn().values())
        everyone = [sum(n for (turn, _), n in self.ephemerals_by_player_turn().items()
                        if turn == t) for t in boards]
        pings = sum(len(s.pinged) for s in self.steps)
        return {
            "game": self.game, "bot": self.bot, "turns": len(boards), "actions": len(self.steps),
            "boards": sum(boards.values()),
            "boards_per_turn": round(sum(boards.values()) / max(1, len(boards)), 2),
            "boards_max_turn": max(boards.values(), default=0),
            "edits_per_turn": round(sum(s.edits for s in self.steps) / max(1, len(boards)), 2),
            "pings": pings, "actor_pings": len(self.actor_pings()),
            "ephemerals": sum(eph),
            "ephemerals_per_turn_median": statistics.median(eph) if eph else 0,
            "ephemerals_max_turn": max(eph, default=0),
            # Everyone's together, per turn (a trade turn counts each answer's message too).
            "ephemerals_all_per_turn_median": statistics.median(everyone) if everyone else 0,
        }


# -- playing like a person ------------------------------------------------------------------
def db_game(path: Path, kind: str) -> tuple[State, int]:
    with sqlite3.connect(path) as db:
        row = db.execute("SELECT state, version FROM games WHERE kind = ? ORDER BY id DESC",
                         (kind,)).fetchone()
    return json.loads(row[0]), int(row[1])


def words_for(kind: str, value: Any) -> str:
    """A composed value as a player types it in the form ("1 brick, 2 ore", "5 20 35")."""
    if isinstance(value, dict):
        ui = _ui(kind)
        return ", ".join(f"{n} {ui.text(f'item-{k}') if ui.has_text(f'item-{k}') else k}"
                         for k, n in value.items() if n) or "-"
    if isinstance(value, list):
        return " ".join(map(str, value))
    return str(value)


def _ui(kind: str) -> Any:
    import importlib

    return importlib.import_module(f"cogs.{kind}").KIND.ui


def shown_page(message: Message) -> int:
    """The page of a long list a private menu shows (-1: no paged list)."""
    pages = [-1]
    for select in message.selects:
        cid = ComponentId.parse(select.custom_id or "")
        path = C.Path.decode(cid.arg) if cid else None
        if path is not None:
            pages.append(path.page)
    return max(pages)


class Player:
    """Clicks toward one chosen action; continues in the menu its last answer left open."""

    def __init__(self, standin: StandIn, channel: Channel, kind: str) -> None:
        self.standin = standin
        self.channel = channel
        self.kind = kind
        self.engine = engine_of(kind)
        self.last: dict[int, Message] = {}  # user id -> the private answer they saw last

    def _candidates(self, legal: list[Action], group: str) -> list[Action]:
        """A path group's candidates, as the table computes them (a bot that predates the
        ``NEXT`` menu never sends one)."""
        members = getattr(C, "group_candidates", None)
        if members is not None:  # a board button of several groups (Catan's offer)
            return members(self.engine, legal, group, board_members(self.engine))
        named = getattr(C, "path_candidates", None)
        if named is not None:
            return named(self.engine, legal, group)
        return C.candidates(self.engine, legal, None if group == "_" else group)

    def _choice(self, message: Message, state: State, version: int, seat: int,
                target: Action, *, fresh_only: bool) -> tuple[str, Any, Any] | None:
        """The component of a private menu that leads to ``target`` (None: none does). With
        ``fresh_only``, only components stamped for the current state count (a menu an
        earlier answer left open); otherwise a "next page" button will do too."""
        engine = self.engine
        legal = engine.legal_actions(state, seat)
        key = engine.decision_key(state, seat)
        stamp = key_stamp(key) if key is not None else str(version)

        def leads(path: C.Path | None) -> bool:
            if path is None:
                return False
            cands = self._candidates(legal, path.group)
            if not 0 <= path.rep < len(cands):
                return False
            rep = cands[path.rep]
            return all(rep.get(k) == target.get(k) for k in C.keys_of(engine, rep)[:path.depth])

        pages = []
        for item in [*message.selects, *message.buttons]:
            cid = ComponentId.parse(item.custom_id or "")
            if cid is None or cid.place != "p" or (fresh_only and cid.stamp != stamp):
                continue
            path = C.Path.decode(cid.arg)
            if item in message.selects:
                step = C.step(engine, self._candidates(legal, path.group), path) if path else None
                if isinstance(step, C.Pick):
                    for value in item.option_values:
                        if value.isdigit() and leads(C.choose(step, int(value))):
                            return "select", item, value
            elif cid.key in ("pick", "go", "form") and leads(path):
                return "button", item, None
            elif cid.key == "page" and path is not None and path.page > shown_page(message):
                pages.append(item)
        if pages and not fresh_only:
            return "button", pages[0], None
        return None

    async def _use(self, user: User, message: Message, choice: tuple[str, Any, Any]) -> Interaction:
        if choice[0] == "select":
            return await self.standin.select(user, message, choice[1].custom_id, [choice[2]])
        return await self.standin.click(user, message, choice[1].custom_id)

    async def move(self, user: User, state: State, version: int, seat: int,
                   action: Action) -> Message:
        """Make ``action``: the final private answer ("✅ …")."""
        last = self.last.get(user.id)
        choice = self._choice(last, state, version, seat, action, fresh_only=True) \
            if last is not None else None
        if last is not None and choice is not None:
            ix = await self._use(user, last, choice)
        else:
            board = latest_board(self.standin, self.channel)
            button = group_button(board, board_key(self.engine, action))
            if button is not None:
                ix = await self.standin.click(user, board, button.custom_id)
            else:  # no board button for it: the keyboard path
                ix = await self.standin.slash(user, self.channel, "play", move=play_value(
                    self.engine, state, version, seat, action))
        for _ in range(10):
            message = await self._answer(user, ix, action)
            if message is None:  # a form was filled in: ix is its submission
                ix = self._submitted
                continue
            if not message.ephemeral:
                raise AssertionError(f"a private answer was expected: {message.text!r}")
            if message.content.startswith("✅") or not (message.buttons or message.selects):
                self.last[user.id] = message
                return message
            choice = self._choice(message, state, version, seat, action, fresh_only=False)
            if choice is None:
                raise AssertionError(f"nothing in {message.text!r} leads to {action}")
            ix = await self._use(user, message, choice)
        raise AssertionError(f"{action} took too many steps")

    async def _answer(self, user: User, ix: Interaction, action: Action) -> Message | None:
        """What the user sees once ``ix`` is answered; None when it opened a form (then
        filled in and submitted: ``self._submitted``)."""
        source = ix.source_message
        edits = len(source.edits) if source is not None else 0
        await ix.wait_ack(10)
        if ix.response_type == 9:
            modal = ix.modal
            assert modal is not None
            fields = {f.custom_id: words_for(self.kind, action.get(f.custom_id, ""))
                      for f in modal.fields}
            self._submitted = await self.standin.submit_modal(user, modal, fields)
            return None
        if ix.response_type == 7:
            assert source is not None
            return source
        if ix.response_type == 6:
            assert source is not None
            await self.standin.wait_until(
                lambda: len(source.edits) > edits and not source.loading, 15,
                "the private menu's update")
            return source
        return await ix.wait_response(15)

    _submitted: Interaction


async def play(standin: StandIn, channel: Channel, users: list[User], bot: BotProcess,
               script: Script, *, seed: int = 11, bot_name: str = "this checkout",
               log: Callable[[str], None] | None = None) -> Noise:
    """Open the game, play its script to its end and count, action by action."""
    engine = engine_of(script.kind)
    players = users[:script.players]
    noise = Noise(script.kind, bot_name)
    # The lobby and the first board are the host's doing, counted in the first turn: they
    # are channel noise too.
    mark = created_mark(standin)
    await open_table(standin, channel, players[0], players[1:], script.kind, **script.options)
    state, _ = db_game(bot.database_path, script.kind)
    made = created_since(standin, mark, channel)
    key = script.turn(state)
    turn = 1
    noise.steps.append(Step(turn, players[0].id, "start", len(made.public), made.pinged, {},
                            made.edits, [],
                            [players[s].id for s in engine.to_act(state)]))
    rng = random.Random(seed)
    memory: dict[str, Any] = {}
    driver = Player(standin, channel, script.kind)
    for _ in range(ACTION_CAP):
        state, version = db_game(bot.database_path, script.kind)
        turns = len(noise.turns())
        if engine.is_over(state) or script.done(state, memory, turns):
            break
        waiting = engine.to_act(state)
        seat = waiting[0]
        legal = engine.legal_actions(state, seat)
        action = script.policy(state, seat, legal, rng, memory)
        user = players[seat]
        if script.turn(state) != key:
            key, turn = script.turn(state), turn + 1
        before = board_move(latest_board(standin, channel))
        mark = created_mark(standin)
        answer = await driver.move(user, state, version, seat, action)
        if not answer.content.startswith("✅"):
            raise AssertionError(f"{action} was not made: {answer.content!r}")
        await standin.wait_until(partial(board_moved_past, standin, channel, before), 15,
                                 f"the board after {action}")
        made = created_since(standin, mark, channel)
        after, _ = db_game(bot.database_path, script.kind)
        noise.steps.append(Step(turn, user.id, action["type"], len(made.public), made.pinged,
                                dict(made.ephemeral_by_user()), made.edits,
                                [players[s].id for s in waiting],
                                [players[s].id for s in engine.to_act(after)]))
        if log is not None:
            names = {u.id: u.name for u in players}
            log(f"  {script.kind} turn {turn} {key}: {user.name} {action['type']} -> "
                f"{len(made.public)} new, {made.edits} edits, pinged "
                f"{[names.get(u, u) for u in made.pinged]}, ephemeral "
                f"{ {names.get(u, u): n for u, n in made.ephemeral_by_user().items()} }")
    else:
        raise AssertionError(f"{script.kind}: the script did not end within {ACTION_CAP} actions")
    return noise


async def run_game(kind: str, *, root: Path | None = None, bot_name: str = "this checkout",
                   seed: int = 11, verbose: bool = False) -> Noise:
    async with StandIn() as standin:
        guild = standin.add_guild("Noise")
        channel = standin.add_text_channel(guild, f"{kind}-table")
        users = [standin.add_user(name, guild=guild) for name in
                 ("Amélie", "Bjørn", "Çağla", "Dóra")]
        with tempfile.TemporaryDirectory() as tmp:
            bot = BotProcess(standin, database_path=Path(tmp) / "noise.db", dev_guild=guild,
                             log_level="WARNING", repo_root=root or REPO_ROOT,
                             script=str(root / "bot.py") if root else "bot.py")
            await bot.start()
            set_threads(bot.database_path, [guild.id], on=False)  # one table in one channel
            try:
                return await play(standin, channel, users, bot, SCRIPTS[kind], seed=seed,
                                  bot_name=bot_name, log=print if verbose else None)
            finally:
                await bot.stop()


def line(summary: dict[str, Any]) -> str:
    return (f"{summary['game']:<9} {summary['bot']:<14} turns {summary['turns']:>3}  "
            f"boards/turn {summary['boards_per_turn']:>5.2f} (max {summary['boards_max_turn']}, "
            f"edits {summary['edits_per_turn']:>4.2f})  "
            f"actor pings {summary['actor_pings']:>2}/{summary['pings']:<3}  "
            f"ephemerals/turn median {summary['ephemerals_per_turn_median']:>4} "
            f"(max {summary['ephemerals_max_turn']}; all players "
            f"{summary['ephemerals_all_per_turn_median']})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.channel_noise",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=GAMES, help="only this game (repeatable)")
    parser.add_argument("--before", metavar="REV", help="the same scripts on the bot of REV first")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--verbose", action="store_true", help="every noisy action")
    args = parser.parse_args(argv)
    games = tuple(args.game or GAMES)
    results: list[dict[str, Any]] = []
    if args.before:
        from bench.load import checkout

        with checkout(args.before) as root:
            for kind in games:
                if not (root / "cogs" / kind).is_dir():
                    print(f"{kind:<9} {args.before:<14} not in that commit", flush=True)
                    continue
                noise = asyncio.run(run_game(kind, root=root, bot_name=args.before,
                                             seed=args.seed, verbose=args.verbose))
                results.append(noise.summary())
                print(line(results[-1]), flush=True)
    failed = False
    for kind in games:
        noise = asyncio.run(run_game(kind, seed=args.seed, verbose=args.verbose))
        summary = noise.summary()
        results.append(summary)
        print(line(summary), flush=True)
        failed |= (summary["boards_per_turn"] > TARGET_BOARDS_PER_TURN or summary["actor_pings"]
                   or summary["ephemerals_per_turn_median"] > TARGET_EPHEMERALS_PER_TURN)
    print(json.dumps(results))
    print(f"targets: boards/turn <= {TARGET_BOARDS_PER_TURN}, actor pings 0, ephemerals/turn "
          f"median <= {TARGET_EPHEMERALS_PER_TURN}: {'NOT MET' if failed else 'met'}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
