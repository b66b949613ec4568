"""The keyboard path: ``/play`` and ``/<game> <group>`` — your legal moves in words, narrowing
as you type, and the move a typed text names."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord

from cogs.table.moves import ALL, Ctx
from cogs.table.options import FORM_MARK
from store import (
    ACTIVE,
)
from table import choose as C
from table.ids import stamp_for
from table.words import clip, t

if TYPE_CHECKING:
    from cogs.table.service import TableService


# The value of an autocomplete choice that only explains ("not your turn"): it names no move.
HINT = "-"

class Keyboard:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def play_choices(self, interaction: discord.Interaction, current: str,
                           group: str = ALL) -> list[tuple[str, str]]:
        """``(label, value)`` of the user's legal moves (of ``group``) matching ``current``."""
        game = await self.service.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind not in self.service.kinds or game.status != ACTIVE:
            return [(t("play-no-game"), "-")]
        kind = self.service.kinds[game.kind]
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            return [(t("play-not-seated"), "-")]
        ctx = Ctx(interaction, kind, game, seat)
        labelled = self.play_labels(ctx, group)
        if not labelled:
            return [(t("play-nothing", names=ctx.waiting_names())[:100], HINT)]
        forms = set(self.form_indexes(ctx))
        hits = [(label, f"{stamp_for(kind, game, seat)}|{i}{FORM_MARK if i in forms else ''}")
                for i, label in labelled if matches(current, label)]
        if seat not in ctx.to_act():
            # Out of turn only resigning is left: say first whose turn it is.
            return [(t("play-not-your-turn", names=ctx.waiting_names())[:100], HINT), *hits][:25]
        return hits[:25] or [(t("play-unknown", text=current[:40])[:100], HINT)]

    def form_indexes(self, ctx: Ctx, group: str = ALL) -> list[int]:
        """The candidates that open a form (their /play value says so: see FORM_MARK)."""
        return [i for i, action in enumerate(ctx.candidates(group)) if C.is_template(action)]

    def play_labels(self, ctx: Ctx, group: str = ALL) -> list[tuple[int, str]]:
        ui, engine, view = ctx.kind.ui, ctx.kind.engine, ctx.view()
        out = []
        for i, action in enumerate(ctx.candidates(group)):
            spec = engine.spec(action["type"])
            label = ui.action_text(C.strip_template(action), spec, view, ctx.game.names)
            if C.is_template(action):
                label = t("play-form", what=label)
            out.append((i, clip(label)))
        return out

    async def play(self, interaction: discord.Interaction, move: str | None, group: str = ALL,
                   typed: dict[str, str] | None = None) -> None:
        """Make the move picked in ``/play`` (or a game's ``/<game> <group>``); a template's
        composed values may come ``typed`` as command options, else a form opens."""
        ctx = await self.service.router.ctx_from_command(interaction)
        if ctx is None:
            return
        cands = ctx.candidates(group)
        engine = ctx.kind.engine
        if not move:
            if not cands:
                await self.service.moves.on_board_group(ctx, group)
                return
            step = C.step(engine, cands, C.Path(group))
        else:
            index = self._resolve_move(ctx, move, group)
            if isinstance(index, str):
                await self.service.say(interaction, index)
                return
            step = C.step(engine, cands, C.Path(group, index, len(C.keys_of(engine, cands[index]))))
        typed = {k: v for k, v in (typed or {}).items() if v is not None and str(v).strip()}
        if isinstance(step, C.Done) and step.needs_composer and typed:
            await self.service.moves.submit_form(ctx, step, stamp_for(ctx.kind, ctx.game, ctx.seat),
                                         typed, replace=False)
            return
        await self.service.moves.show(ctx, step, cands)

    def _resolve_move(self, ctx: Ctx, move: str, group: str) -> int | str:
        """The candidate index a /play value names, or the reason it names none."""
        if not re.search(r"\w", move):  # an explanatory choice (HINT): it names no move
            if ctx.seat not in ctx.to_act():
                return t("not-your-turn", names=ctx.waiting_names())
            return t("play-unknown", text=move[:40])
        stamp, _, number = move.removesuffix(FORM_MARK).partition("|")
        if number.isdigit() and stamp:  # picked from the autocomplete: no labels needed
            if stamp != stamp_for(ctx.kind, ctx.game, ctx.seat):
                return t("play-moved-on")
            index = int(number)
            return index if 0 <= index < len(ctx.candidates(group)) else t("play-moved-on")
        # Typed by hand: an exact label, or the one label holding every word.
        labelled = self.play_labels(ctx, group)
        text = move.strip().lower()
        exact = [i for i, label in labelled if label.lower() == text]
        hits = exact or [i for i, label in labelled if text and matches(text, label)]
        return hits[0] if len(hits) == 1 else t("play-unknown", text=move[:40])


def matches(typed: str, label: str) -> bool:
    """Whether every typed word starts a word of ``label`` ("c3" finds "… on C3 …")."""
    words = re.findall(r"\w+", label.lower())
    return all(any(w.startswith(typed_word) for w in words)
               for typed_word in re.findall(r"\w+", typed.lower()))
