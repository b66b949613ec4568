"""The composer in Discord: a template's composed parameters (a discard, a trade offer, a
sealed bid) as a form — its fields, examples in the game's own words, and reading what was
typed (``table.compose``) into the move the menus then apply."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogs.table.components import ButtonSpec, FieldSpec, SelectSpec, TableModal
from games.base import CARDS, INT, INTS, Action, Param
from table import choose as C
from table.compose import ComposeError, bounds, parse
from table.ids import ComponentId, is_current
from table.words import t

if TYPE_CHECKING:
    from cogs.table.moves import Ctx


def typed_example(ui: Any, param: Param, template: Action | None = None) -> str:
    """How a player would type a value of a composed parameter, in the game's words — and,
    where the template says what the value must be (a split of a total, an order of given
    values), a value that would be accepted: the Champions split is "15 25 20" (60 in all)
    and "2 3 1", never "10 10 10" for both."""
    if param.domain == INTS:
        given = (template or {}).get(f"{param.name}_of")
        if isinstance(given, list) and given:
            return " ".join(str(v) for v in [*given[1:], given[0]])
        total = (template or {}).get(f"{param.name}_total")
        length = max(1, param.length or 1)
        if isinstance(total, int) and total >= 0:
            parts = [total // length] * length
            parts[-1] += total - sum(parts)
            if length >= 2 and parts[0] >= 5:  # uneven, so it reads as a free split
                parts[0], parts[1] = parts[0] - 5, parts[1] + 5
            return " ".join(str(v) for v in parts)
        return " ".join(["10"] * length)
    if param.domain == INT:
        return str(param.min_value if param.min_value is not None else 1)
    words = [ui.text(f"item-{i}") if ui.has_text(f"item-{i}") else i for i in param.items[:2]]
    return ", ".join(f"{n} {w}" for n, w in zip((2, 1), words, strict=False))


class Forms:
    """Mixed into ``Moves``: the composer's steps, answered through its ``answer`` and
    applied through its ``apply``."""

    if TYPE_CHECKING:
        async def answer(self, ctx: Ctx, text: str,
                         items: list[ButtonSpec | SelectSpec] | None = None,
                         png: bytes | None = None, replace: bool = True) -> None: ...

        async def apply(self, ctx: Ctx, action: Action, stamp: str, *,
                        replace: bool = True) -> None: ...

    def form_fields(self, ctx: Ctx, template: Action) -> list[FieldSpec]:
        ui, engine = ctx.kind.ui, ctx.kind.engine
        spec = engine.spec(template["type"])
        fields = []
        for param in (spec.params if spec else ()):
            if not param.composed:
                continue
            low, high = bounds(param, template)
            hints = {k: v for k, v in template.items() if isinstance(v, (int, str))}
            hints.update(low=low if low is not None else "", high=high if high is not None else "")
            label = ui.text(f"param-{template['type']}-{param.name}", **hints)
            if param.domain == INT:
                example = t("example-int", low=hints["low"], high=hints["high"])
            elif param.domain == INTS:
                example = t("example-ints", example=typed_example(ui, param, template))
            else:
                example = t("example-cards", example=typed_example(ui, param))
            fields.append(FieldSpec(param.name, label[:45], example[:100],
                                    required=param.domain != CARDS, max_length=60))
        return fields[:5]

    async def open_form(self, ctx: Ctx, done: C.Done, stamp: str) -> None:
        template = done.action
        fields = self.form_fields(ctx, template)
        title = ctx.kind.ui.text(f"action-{template['type']}")
        cid = ComponentId("m", "p", ctx.game.id, stamp, "form", done.path.encode())
        ix = ctx.interaction
        if ix.response.is_done():  # a modal must be the first answer: offer a button instead
            await self.answer(ctx, t("form-open"), [
                ButtonSpec("form", title[:80], "primary", arg=done.path.encode())])
            return
        await ix.response.send_modal(TableModal(cid, title, fields))

    async def on_form(self, ctx: Ctx, cid: ComponentId, values: dict[str, str]) -> None:
        """A submitted form. Opened from a private menu, its answer replaces that menu;
        opened from the board, it is a new private message (the board is everyone's)."""
        if not is_current(ctx.kind, ctx.game, ctx.seat, cid.stamp):
            await self.answer(ctx, t("stale-menu"))
            return
        path = C.Path.decode(cid.arg)
        cands = ctx.candidates(path.group) if path else []
        step = C.step(ctx.kind.engine, cands, path) if path else None
        if not isinstance(step, C.Done) or not step.needs_composer:
            await self.answer(ctx, t("stale-menu"))
            return
        await self.submit_form(ctx, step, cid.stamp, values, replace=True)

    async def submit_form(self, ctx: Ctx, done: C.Done, stamp: str, values: dict[str, str], *,
                          replace: bool) -> None:
        """Read the typed values of a template's composed parameters and apply the result."""
        engine, ui = ctx.kind.engine, ctx.kind.ui
        template = done.action
        spec = engine.spec(template["type"])
        names = {p.name for p in spec.params} if spec else set()
        choice = {k: v for k, v in C.strip_template(template).items() if k in names}
        try:
            for param in (spec.params if spec else ()):
                if param.composed:
                    choice[param.name] = parse(param, values.get(param.name, ""), template,
                                               ui.item_names(param))
        except ComposeError as exc:
            # The example is the game's own words ("2 cegły, 1 ruda" in Polish Catan).
            params = dict(exc.params)
            if exc.code in ("compose-unreadable", "compose-unknown-item"):
                composed = [p for p in (spec.params if spec else ()) if p.composed]
                # The loop stopped at the field that could not be read: its own example.
                bad = param if param.composed else (composed[0] if composed else None)
                params["example"] = typed_example(ui, bad, template) if bad else "—"
            # Nothing changed; the answer reopens the form, so a typo costs one click.
            title = ui.text(f"action-{template['type']}")
            await self.answer(ctx, t("refused", reason=t(exc.code, **params)), [
                ButtonSpec("form", title[:80], "primary", arg=done.path.encode())],
                replace=replace)
            return
        await self.apply(ctx, engine.complete(template, choice), stamp, replace=replace)
