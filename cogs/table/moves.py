"""Making a move in Discord, for every game: board button → private menu steps → composer
form → ``act``. Built only from the engine's ``action_specs`` and ``legal_actions`` and the
game's ``GameUI`` words; no game has code here.

Component keys (place ``b`` = the public board, ``p`` = a private menu):
``<group>`` a board button, ``pick`` a value (button arg or select value = candidate index),
``page`` another page of a long select, ``go`` apply the chosen action (after a
confirmation), ``form`` open the composer, ``no`` dismiss. A menu's stamp is the game
version, or the seat's decision key in a parallel phase — the one staleness rule.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from cogs.table.components import ButtonSpec, SelectSpec, build_view
from cogs.table.forms import Forms
from cogs.table.undocmd import undo_text
from games.base import LOCATIONS, Action, RuleError
from store import GameRecord
from table import choose as C
from table import i18n
from table.drawing import draw_board
from table.ids import ComponentId, is_current, stamp_for, version_of
from table.kind import GameKind
from table.outcome import APPLIED, NOT_RUNNING, NOT_SEATED, REFUSED, STALE, Outcome
from table.words import name_list, t

if TYPE_CHECKING:
    from cogs.table.service import TableService

ALL = C.ALL  # the path group of /play and /table resign: every candidate of the seat
UNDO = "undo"  # the private answer's Undo button


@dataclass
class Ctx:
    """One interaction by one seated player."""

    interaction: discord.Interaction
    kind: GameKind
    game: GameRecord
    seat: int
    # Set when this interaction's move may be taken back: its answer carries an Undo button
    # naming the move (the game version it left).
    undoable: bool = False
    undo_of: int | None = None
    _memo: dict[str, Any] = field(default_factory=dict, repr=False)
    _memo_of: Any = field(default=None, repr=False)

    @property
    def state(self) -> dict[str, Any]:
        assert self.game.state is not None
        return self.game.state

    @property
    def from_private(self) -> bool:
        """Whether this came from a private menu (a click on it, or a form opened from it):
        then the answer replaces that menu instead of piling up another message."""
        ix = self.interaction
        return (ix.type in (discord.InteractionType.component,
                            discord.InteractionType.modal_submit)
                and ix.message is not None and bool(ix.message.flags.ephemeral))

    def _once(self, what: str, make: Callable[[], Any]) -> Any:
        """``make()``, computed once for the game as it now is (its state: a new one after
        every change): an answer words its menu, labels and checks from one view of the
        game, not one per helper that wants it."""
        if self._memo_of is not self.game.state:
            self._memo, self._memo_of = {}, self.game.state
        if what not in self._memo:
            self._memo[what] = make()
        return self._memo[what]

    def view(self) -> dict[str, Any]:
        """This seat's private view."""
        return self._once("view", lambda: self.kind.engine.view(self.state, self.seat))

    def to_act(self) -> list[int]:
        return self._once("to_act", lambda: list(self.kind.engine.to_act(self.state)))

    def legal(self, seat: int | None = None) -> list[Action]:
        seat = self.seat if seat is None else seat
        return self._once(f"legal:{seat}", lambda: self.kind.engine.legal_actions(
            self.state, seat))

    def candidates(self, group: str) -> list[Action]:
        if group.endswith(C.MINE):  # a board button's menu, with this seat's personal moves
            own = self.candidates(group[:-len(C.MINE)])
            return own + [a for a in C.personal_candidates(self.kind.engine, self.legal())
                          if a not in own]
        return C.group_candidates(self.kind.engine, self.legal(), group,
                                  self.kind.ui.group_members)

    def waiting_names(self) -> str:
        return name_list([self.game.seats[s].name for s in self.to_act()]) or "—"


def _short(label: str) -> str:
    """The head of an option label, for a split select's placeholder ("A1 … C7")."""
    return label.split(" ·")[0].split(":")[0][:20]


class Moves(Forms):
    def __init__(self, service: TableService) -> None:
        self.service = service

    # -- answering ----------------------------------------------------------------------
    async def answer(self, ctx: Ctx, text: str, items: list[ButtonSpec | SelectSpec] | None = None,
                     png: bytes | None = None, replace: bool = True) -> None:
        """A private answer; replaces the clicked private menu when there is one."""
        ix = ctx.interaction
        if ctx.undoable:  # a mis-tap is one click from being taken back
            items = [*(items or []), ButtonSpec(
                UNDO, t("undo-button"), "secondary",
                arg="" if ctx.undo_of is None else str(ctx.undo_of))]
        view = build_view(ctx.game.id, stamp_for(ctx.kind, ctx.game, ctx.seat), "p", items) \
            if items else None
        files = [discord.File(io.BytesIO(png), filename="choices.png")] if png else []
        text = text[:2000]
        if replace and ctx.from_private:
            if not ix.response.is_done():
                await ix.response.edit_message(content=text, view=view, attachments=files)
            else:
                await ix.edit_original_response(content=text, view=view, attachments=files)
            return
        kwargs: dict[str, Any] = {"content": text, "ephemeral": True}
        if view is not None:
            kwargs["view"] = view
        if files:
            kwargs["file"] = files[0]
        if ix.response.is_done():
            await ix.followup.send(**kwargs)
        else:
            await ix.response.send_message(**kwargs)

    async def defer(self, ctx: Ctx) -> None:
        ix = ctx.interaction
        if ix.response.is_done():
            return
        if ctx.from_private:
            await ix.response.defer()  # a deferred update of the menu itself
        else:
            await ix.response.defer(ephemeral=True, thinking=True)

    # -- entry points ---------------------------------------------------------------------
    async def on_board_group(self, ctx: Ctx, group: str) -> None:
        own = ctx.candidates(group)
        # This seat's personal moves (no public button of their own) come with the button's.
        cands = ctx.candidates(group + C.MINE)
        if len(cands) > len(own):
            group += C.MINE
        if not cands:
            text = ctx.kind.ui.empty_group_text(group, ctx.view(), ctx.game.names)
            if text:
                await self.answer(ctx, text)
                return
            if ctx.seat not in ctx.to_act():
                await self.answer(ctx, t("not-your-turn", names=ctx.waiting_names()))
                return
            # Someone who must act, on a button meant for others (an older board's "Keep
            # my bid", say): name the others who must act. Only who acts is public: which
            # of them may use the button can depend on their hands (an Accept).
            others = [ctx.game.seats[s].name for s in ctx.to_act() if s != ctx.seat]
            await self.answer(ctx, t("not-for-you", names=name_list(others)) if others
                              else t("nothing-here"))
            return
        # A personal move alone under a button that names something else is asked about
        # first (as a move picked from a long list is), never applied by that click; so is
        # the one move a button of several groups holds for this player (a lone Decline).
        note = ctx.kind.ui.menu_note(group, ctx.view(), ctx.game.names) or ""
        await self.show(ctx, C.step(ctx.kind.engine, cands, C.Path(group)), cands,
                        long_list=not own or group in ctx.kind.ui.group_members, note=note)

    async def on_menu(self, ctx: Ctx, cid: ComponentId, values: list[str]) -> None:
        if cid.key == UNDO and cid.arg.isdigit():
            # The button names its move: the core takes back that move or nothing (a
            # second click of a double click is stale), whatever the menu's stamp says.
            await self.defer(ctx)
            await self.answer(ctx, await undo_text(self.service, ctx.kind, ctx.game,
                                                   ctx.interaction.user.id,
                                                   move=int(cid.arg)))
            return
        if not is_current(ctx.kind, ctx.game, ctx.seat, cid.stamp):
            await self.answer(ctx, t("stale-menu"))
            return
        if cid.key == "no":
            await self.answer(ctx, t("menu-cancelled"))
            return
        if cid.key == UNDO:
            await self.defer(ctx)
            await self.answer(ctx, await undo_text(self.service, ctx.kind, ctx.game,
                                                   ctx.interaction.user.id))
            return
        path = C.Path.decode(cid.arg)
        if path is None:
            await self.answer(ctx, t("stale-menu"))
            return
        cands = ctx.candidates(path.group)
        long_list = False
        if cid.key == "pick" and values:
            pick = C.step(ctx.kind.engine, cands, path)
            if not isinstance(pick, C.Pick) or not values[0].isdigit():
                await self.answer(ctx, t("stale-menu"))
                return
            index = int(values[0])
            if index not in [i for i, _ in pick.options]:
                await self.answer(ctx, t("stale-menu"))
                return
            long_list = len(pick.options) > C.SELECT_LIMIT
            path = C.choose(pick, index)
        step = C.step(ctx.kind.engine, cands, path)
        if cid.key == "go" and isinstance(step, C.Done) and not step.needs_composer:
            await self.apply(ctx, step.action, cid.stamp)
            return
        if cid.key == "form" and isinstance(step, C.Done) and step.needs_composer:
            await self.open_form(ctx, step, cid.stamp)
            return
        await self.show(ctx, step, cands, long_list=long_list)

    # -- steps ----------------------------------------------------------------------------
    async def show(self, ctx: Ctx, step: C.Step, cands: list[Action], *,
                   long_list: bool = False, note: str = "") -> None:
        ui, engine = ctx.kind.ui, ctx.kind.engine
        if isinstance(step, C.Nothing):
            await self.answer(ctx, t("nothing-here"))
            return
        if isinstance(step, C.Done):
            if step.needs_composer:
                await self.open_form(ctx, step, stamp_for(ctx.kind, ctx.game, ctx.seat))
                return
            spec = engine.spec(step.action["type"])
            question = ui.confirm_text(step.action, spec, ctx.view(), ctx.game.names)
            if question is None and long_list:
                question = ui.action_text(step.action, spec, ctx.view(), ctx.game.names) + "?"
            if question is None:
                await self.apply(ctx, step.action, stamp_for(ctx.kind, ctx.game, ctx.seat))
                return
            arg = step.path.encode()
            question = f"{note}\n\n{question}" if note else question
            await self.answer(ctx, question, [
                ButtonSpec("go", t("confirm-go"), "success", arg=arg),
                ButtonSpec("no", t("confirm-no"), "secondary", arg=arg)])
            return
        await self.show_pick(ctx, step, note)

    async def show_pick(self, ctx: Ctx, pick: C.Pick, prefix: str = "", *,
                        replace: bool = True) -> None:
        ui, view = ctx.kind.ui, ctx.view()
        names = ctx.game.names

        def label(value: Any) -> str:
            if pick.key == "type":
                head = ui.text(f"action-{value['type']}")
                rest = [(k, v) for k, v in value.items() if k != "type"]
                if not rest:
                    return head
                spec = ctx.kind.engine.spec(value["type"])
                assert spec is not None
                first = ui.choice_label(value["type"], spec.param(rest[0][0]), rest[0][1], {},
                                        view, names)
                return f"{head}: {first}"
            assert pick.param is not None and pick.action_type is not None
            return ui.choice_label(pick.action_type, pick.param, value, pick.chosen, view,
                                   names)

        if pick.key == "type":
            prompt = t("menu-type")
        else:
            prompt = ui.text(f"param-{pick.action_type}-{pick.key}")
            head = ui.text(f"action-{pick.action_type}")
            prompt = f"**{head}** — {prompt}"
        labels = [(i, label(v)) for i, v in pick.options]
        items: list[ButtonSpec | SelectSpec] = []
        if len(labels) <= C.BUTTON_LIMIT and all(len(lab) <= 40 for _, lab in labels):
            for i, lab in labels:
                items.append(ButtonSpec("pick", lab, "primary", arg=C.choose(pick, i).encode()))
        elif len(labels) <= C.SELECT_LIMIT * C.SPLIT_SELECTS:
            # Split over a few selects (one click), each named by its slice as "page".
            for n, start in enumerate(range(0, len(labels), C.SELECT_LIMIT)):
                chunk = labels[start:start + C.SELECT_LIMIT]
                first, last = _short(chunk[0][1]), _short(chunk[-1][1])
                items.append(SelectSpec(
                    "pick", [(str(i), lab) for i, lab in chunk],
                    placeholder=f"{first} … {last}" if len(labels) > C.SELECT_LIMIT else t("menu-choose"),
                    arg=C.Path(pick.path.group, pick.path.rep, pick.path.depth, n).encode()))
        else:
            shown, page, pages = C.page_of(labels, pick.path.page)
            items.append(SelectSpec("pick", [(str(i), lab) for i, lab in shown],
                                    placeholder=t("menu-choose"), arg=pick.path.encode()))
            prompt += "\n" + t("menu-page", page=page + 1, pages=pages)
            if page > 0:
                items.append(ButtonSpec("page", t("menu-prev"), arg=C.Path(
                    pick.path.group, pick.path.rep, pick.path.depth, page - 1).encode()))
            if page < pages - 1:
                items.append(ButtonSpec("page", t("menu-next"), arg=C.Path(
                    pick.path.group, pick.path.rep, pick.path.depth, page + 1).encode()))
        items.append(ButtonSpec("no", t("confirm-no"), "secondary", arg=pick.path.encode()))
        if prefix:
            prompt = f"{prefix}\n\n{prompt}"
        png = None
        located = pick.param if pick.param is not None else (
            pick.merged[0] if pick.merged and len({p.domain for p in pick.merged}) == 1 else None)
        if located is not None and located.domain in LOCATIONS:
            values = [v for _, v in pick.options] if pick.param is not None else [
                v[located.name] for _, v in pick.options if located.name in v]
            extra = ui.choice_highlight(view, located, values, pick.chosen)
            if extra is not None:
                await self.defer(ctx)
                png = await draw_board(ctx.kind, ctx.game, extra)
        await self.answer(ctx, prompt, items, png, replace=replace)

    # -- applying -------------------------------------------------------------------------
    async def apply(self, ctx: Ctx, action: Action, stamp: str, *, replace: bool = True) -> None:
        """Apply through the core; publish the board once the move is saved; answer privately.

        While the same player is still to act, the answer carries their next menu (every
        move a board button offers them: the set-up road after its settlement, the rest of
        a turn), so a whole turn can be played in one private message instead of one per
        move."""
        await self.defer(ctx)
        # The answer words the move as it was chosen: after it, the Supervisor already stands
        # on the square it went to ("0 squares"), a price is paid, a card is gone.
        chosen_on = ctx.view()
        version = version_of(stamp)
        outcome = await self.service.core.act(
            ctx.game.id, ctx.seat, action, actor=ctx.interaction.user.id,
            expected_version=version, decision_key=None if version is not None else stamp,
            publish=self.publisher(ctx.kind))
        if outcome.ok and outcome.game is not None:
            ctx.game = outcome.game  # the answer's next menu and stamps: the game as it now is
        text = self.outcome_text(ctx, outcome, view=chosen_on)
        ctx.undoable = (outcome.ok and not outcome.undo_barrier and not outcome.forced
                        and not outcome.over)
        if ctx.undoable and outcome.game is not None:
            ctx.undo_of = outcome.game.version
        if outcome.ok and not outcome.over and ctx.seat in outcome.to_act:
            if await self.show_next(ctx, text, replace=replace):
                return
        await self.answer(ctx, text, replace=replace)

    async def show_next(self, ctx: Ctx, text: str, *, replace: bool = True) -> bool:
        """Answer ``text`` with the seat's next menu below it; False when it has none."""
        cands = ctx.candidates(C.NEXT)
        step = C.step(ctx.kind.engine, cands, C.Path(C.NEXT))
        if isinstance(step, C.Pick):
            await self.show_pick(ctx, step, prefix=text, replace=replace)
            return True
        if isinstance(step, C.Done):
            # One move left (ending the turn, say): one button for it, confirmed by the click.
            spec = ctx.kind.engine.spec(step.action["type"])
            key = "form" if step.needs_composer else "go"
            label = ctx.kind.ui.action_text(C.strip_template(step.action), spec, ctx.view(),
                                            ctx.game.names)
            await self.answer(ctx, text, [
                ButtonSpec(key, label[:80], "primary", arg=step.path.encode()),
                ButtonSpec("no", t("confirm-no"), "secondary", arg=step.path.encode())],
                replace=replace)
            return True
        return False

    def publisher(self, kind: GameKind) -> Any:
        async def publish(outcome: Outcome) -> None:
            assert outcome.game is not None
            published = await self.service.boards.flush(kind, outcome.game.id)
            outcome.posted, outcome.failure = published.posted, published.text() or None
        return publish

    def outcome_text(self, ctx: Ctx, outcome: Outcome, *,
                     view: dict[str, Any] | None = None) -> str:
        """``view``: the seat's view the move was chosen on (it is worded in it)."""
        ui = ctx.kind.ui
        names = ctx.game.names
        if outcome.status == APPLIED:
            key = f"done-{outcome.action.get('type')}"
            what = ui.text(key) if ui.has_text(key) else ui.action_text(
                outcome.action, ctx.kind.engine.spec(outcome.action.get("type", "")),
                view if view is not None else ctx.view(), names)
            lines = [t("done", what=what)]
            for event in outcome.private_events(ctx.seat):
                line = ui.event_text(event, names)
                if line:
                    lines.append(line)
            if not outcome.posted:
                lines.append(outcome.failure or t("board-not-posted"))
            return "\n".join(lines)
        if outcome.status == REFUSED:
            error = outcome.error or RuleError("malformed_action")
            return t("refused", reason=ui.rule_text(error, names))
        if outcome.status == STALE:
            return t("already-made")
        if outcome.status == NOT_SEATED:
            return t("not-playing", new=i18n.mention(f"{ctx.kind.key} new"))
        if outcome.status == NOT_RUNNING:
            return t("game-over", title=ctx.kind.title, new=i18n.mention(f"{ctx.kind.key} new"))
        return t("game-gone")
