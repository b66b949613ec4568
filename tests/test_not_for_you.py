"""A click on a board button that is not the clicker's names whom it is for from public
information only: who must act. Deriving it from the other seats' legal moves would tell the
clicker who can afford an Accept or hold a card (TODO from issue 28, item 2's audit)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord

from cogs.table.moves import Ctx, Moves
from table.words import name_list, t


class Engine:
    """Seats 0, 1 and 2 must act; only seat 1's hand allows the board's "accept" group."""

    def to_act(self, state: Any) -> list[int]:
        return [0, 1, 2]

    def legal_actions(self, state: Any, seat: int) -> list[dict[str, Any]]:
        return [{"type": "accept"}] if seat == 1 else [{"type": "decline"}]

    def spec(self, kind: str) -> Any:
        return None


class UI:
    group_members: dict[str, tuple[str, ...]] = {}

    def empty_group_text(self, group: str, view: Any, names: Any) -> str | None:
        return None


async def test_not_for_you_names_everyone_else_who_must_act_whatever_their_hands():
    answers: list[str] = []

    class Silent(Moves):
        def __init__(self) -> None:
            pass

        async def answer(self, ctx: Ctx, text: str, **kwargs: Any) -> None:
            answers.append(text)

    seats = [SimpleNamespace(name=n) for n in ("Ana", "Bo", "Cy")]
    game = SimpleNamespace(state={"x": 1}, seats=seats, names=["Ana", "Bo", "Cy"])
    kind = SimpleNamespace(engine=Engine(), ui=UI())
    ix = SimpleNamespace(type=discord.InteractionType.component, message=None)
    ctx = Ctx(ix, kind, game, 0)  # type: ignore[arg-type]
    ctx.view = lambda: {}  # type: ignore[method-assign]
    await Silent().on_board_group(ctx, "accept")
    # Bo and Cy must both act: naming only Bo would say that Bo's hand allows an accept.
    assert answers == [t("not-for-you", names=name_list(["Bo", "Cy"]))], answers
