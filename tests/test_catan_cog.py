"""Catan cog helpers (no Discord): menus, composer, tags, highlights, texts and typed input,
all against real engine states reached by seeded playouts."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cogs import catan_menus as M
from cogs import catan_texts as T
from cogs.catan import board_buttons, build_action, confirm_text, play_action, where_suggestions
from cogs.catan_parse import parse_cards, parse_edge, parse_hex, parse_node, parse_resource
from cogs.table.ids import ComponentId
from cogs.table.kind import ButtonSpec, SelectSpec
from games.catan import ENGINE
from games.catan import scenario as S
from games.catan.geometry import EDGE_LABELS, HEX_LABELS, NODE_LABELS
from games.catan.playout import builder_policy

NAMES = ["Amélie", "Bjørn", "Çağla"]


def advance(seed: int, until, players: int = 3, limit: int = 4000) -> dict[str, Any]:
    """Play a seeded builder game until ``until(state)`` holds; return that state."""
    rnd = random.Random(seed)
    state = ENGINE.new(players, seed)
    for _ in range(limit):
        if until(state):
            return state
        actors = ENGINE.to_act(state)
        p = actors[rnd.randrange(len(actors))]
        state, _ = ENGINE.apply(state, p, builder_policy(ENGINE, state, p, ENGINE.legal_actions(state, p), rnd))
    raise AssertionError("state never reached")


def first(until, players: int = 3) -> dict[str, Any]:
    for seed in range(40):
        try:
            return advance(seed, until, players)
        except AssertionError:
            continue
    raise AssertionError("no seed reaches that state")


def ids_of(items: list[Any], game_id: int = 123456789012345678, stamp: int = 999999) -> list[str]:
    """Encode every item's custom id the way the table does (raises if one is invalid)."""
    return [ComponentId("s" if isinstance(i, SelectSpec) else "b", "p", game_id, stamp, i.key, i.arg).encode()
            for i in items]


def assert_discord_limits(items: list[Any]) -> None:
    ids = ids_of(items)
    assert len(ids) == len(set(ids)), "custom ids must be unique in a message"
    rows: dict[int, list[Any]] = {}
    for i in items:
        rows.setdefault(i.row if i.row is not None else 0, []).append(i)
    assert len(rows) <= 5
    for row in rows.values():
        selects = [i for i in row if isinstance(i, SelectSpec)]
        assert len(selects) <= 1 and (not selects or len(row) == 1)
        assert len(row) <= 5
    for i in items:
        if isinstance(i, SelectSpec):
            assert 1 <= len(i.options) <= 25
            values = [v for v, _ in i.options]
            assert len(values) == len(set(values))
            assert all(len(label) <= 100 for _, label in i.options)


# -- composer ----------------------------------------------------------------------------------
@pytest.mark.parametrize("comp", [
    M.Composition("d", (1, 0, 19, 0, 3)),
    M.Composition("o", (1, 2, 0, 0, 0), (0, 0, 0, 4, 19), None),
    M.Composition("o", (0, 0, 0, 0, 1), (1, 0, 0, 0, 0), 2),
    M.Composition("c", (0, 3, 0, 0, 0), (0, 0, 2, 0, 0)),
    M.Composition("c"),
])
def test_composition_round_trip_fits_a_component_id(comp):
    text = M.encode_composition(comp)
    assert M.decode_composition(text) == comp
    # The longest context tag (a trade hash in turn 1295) still leaves room in the 40-char arg.
    arg = M.with_tag("zzt" + "zzz", text)
    assert len(arg) <= 40
    ComponentId("s", "p", 10**17, 10**8, "cpto", arg).encode()
    assert M.split_tag(arg) == ("zzt" + "zzz", text)


@pytest.mark.parametrize("bad", ["", "x00000", "d0000", "d000000", "o0000000000", "oK0000000000x",
                                 "d0000k", "o0000000000z", "c00000000:0"])
def test_malformed_compositions_are_refused(bad):
    assert M.decode_composition(bad) is None


def discard_state() -> dict[str, Any]:
    return first(lambda s: s["phase"] == "discard")


def test_discard_composer_reaches_a_valid_discard_by_picks_only():
    state = discard_state()
    seat = next(i for i, k in enumerate(state["discard_owed"]) if k)
    owed = state["discard_owed"][seat]
    comp = M.composer_start(state, seat, "d")
    text, items = M.composer_view(ENGINE, state, seat, comp, M.context_tag(state), NAMES)
    send = next(i for i in items if i.key == "cpok")
    assert send.disabled and f"Discard {owed} of your" in text and f"choose {owed} more" in text
    rnd = random.Random(1)
    for _ in range(owed * 2):
        picks = M.pick_options(comp, "g", state["res"][seat], owed)
        assert len(picks) <= 25
        adds = [v for v, label in picks if label.startswith("+")]
        if not adds:
            break
        comp = M.apply_pick(comp, rnd.choice(adds))
        assert sum(comp.give) <= owed
        assert all(c <= h for c, h in zip(comp.give, state["res"][seat], strict=True))
    assert sum(comp.give) == owed
    assert M.composition_problem(ENGINE, state, seat, comp) is None
    text, items = M.composer_view(ENGINE, state, seat, comp, M.context_tag(state), NAMES)
    assert not next(i for i in items if i.key == "cpok").disabled and "Ready" in text
    assert_discord_limits(items)
    new, _ = ENGINE.apply(state, seat, M.composition_action(comp))
    assert new["discard_owed"][seat] == 0
    # Taking a card back works and makes it incomplete again.
    taken = next(v for v, label in M.pick_options(comp, "g", state["res"][seat], owed) if "take back" in label)
    back = M.apply_pick(comp, taken)
    assert sum(back.give) == owed - 1
    assert M.composition_problem(ENGINE, state, seat, back) is not None


def test_offer_composer_validates_with_the_engine():
    state = first(lambda s: s["phase"] == "main" and s["rolled"] and sum(s["res"][s["turn"]]) >= 2)
    p = state["turn"]
    comp = M.composer_start(state, p, "o")
    assert M.composition_problem(ENGINE, state, p, comp) == "Both sides must give at least one card (no gifts)."
    held = next(i for i in range(5) if state["res"][p][i])
    comp = M.apply_pick(comp, f"g{held}+1")
    # The same resource can't be asked for: it is not offered on the "ask" side.
    wants = M.pick_options(comp, "w", state["res"][p])
    assert all(not v.startswith(f"w{held}+") for v, _ in wants) and len(wants) <= 25
    comp = M.apply_pick(comp, wants[0][0])
    assert M.composition_problem(ENGINE, state, p, comp) is None
    comp = M.set_target(comp, str((p + 1) % 3))
    text, items = M.composer_view(ENGINE, state, p, comp, M.context_tag(state), NAMES)
    assert_discord_limits(items)
    assert f"to {NAMES[(p + 1) % 3]}" in text
    assert [i.key for i in items if isinstance(i, SelectSpec)] == ["cpg", "cpw", "cpto"]
    new, _ = ENGINE.apply(state, p, M.composition_action(comp))
    assert new["phase"] == "trade" and new["offer"]["awaiting"] == [(p + 1) % 3]
    # Offering to yourself (a forged target) is explained, not applied.
    assert M.composition_problem(ENGINE, state, p, M.set_target(comp, str(p))) is not None
    with pytest.raises(ValueError):
        M.set_target(comp, "x")
    with pytest.raises(ValueError):
        M.apply_pick(comp, "q0+1")


def test_counter_composer_starts_from_the_offer_turned_around():
    state = first(lambda s: s["phase"] == "trade" and s["offer"]["awaiting"])
    offer = state["offer"]
    j = offer["awaiting"][0]
    comp = M.composer_start(state, j, "c")
    assert list(comp.get) == offer["give"]
    assert all(c <= min(n, h) for c, n, h in zip(comp.give, offer["get"], state["res"][j], strict=True))
    text, items = M.composer_view(ENGINE, state, j, comp, M.context_tag(state), NAMES)
    assert f"Counter-offer to {NAMES[offer['from']]}" in text
    assert_discord_limits(items)


# -- selects ------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 24, 25, 26, 54, 72, 100, 101, 260])
def test_split_and_paged_selects_drop_nothing(n):
    options = [(str(i), f"{i} · spot") for i in range(n)]
    chunks = M.split_options(options)
    assert [o for c in chunks for o in c] == options
    assert all(1 <= len(c) <= 25 for c in chunks)
    assert len(chunks) == -(-n // 25)
    seen = []
    page, pages = 0, None
    while True:
        items, pages = M.location_items("r", options, "3m1", page)
        assert_discord_limits(items)
        seen += [o for i in items if isinstance(i, SelectSpec) for o in i.options]
        more = [i for i in items if isinstance(i, ButtonSpec) and i.label.startswith("More")]
        if not more:
            break
        page += 1
    assert seen == options and pages == page + 1 == -(-n // 100)


def test_location_menus_of_a_real_setup_cover_every_legal_spot():
    state = ENGINE.new(3, 4)
    legal = ENGINE.legal_actions(state, state["turn"])
    ids = M.location_choices(legal, "s")
    assert len(ids) == 54
    items, pages = M.location_items("s", M.location_options(state, "s", ids, NAMES), M.context_tag(state))
    assert pages == 1 and len(items) == 3
    assert_discord_limits(items)
    values = [int(v) for i in items for v, _ in i.options]
    assert values == ids
    label = dict(items[0].options)["0"]
    assert label.startswith("1 · ")  # the printed label first, then what the spot touches
    for item in items:
        for value, _ in item.options:
            action = M.location_action(M.split_tag(item.arg)[1][0], value)
            assert action in legal
    assert M.location_action("s", "x") is None and M.location_action("z", "1") is None


# -- tags, highlights, board buttons ----------------------------------------------------------------
def test_context_tag_follows_decisions_but_not_parallel_answers():
    state = ENGINE.new(3, 2)
    p = state["turn"]
    tag0 = M.context_tag(state)
    node = ENGINE.legal_actions(state, p)[0]["node"]
    after, _ = ENGINE.apply(state, p, {"type": "build_settlement", "node": node})
    assert M.context_tag(after) != tag0
    disc = discard_state()
    owers = [i for i, k in enumerate(disc["discard_owed"]) if k]
    seat = owers[0]
    comp = M.composer_start(disc, seat, "d")
    hand = disc["res"][seat]
    for r in range(5):
        while hand[r] > comp.give[r] and sum(comp.give) < disc["discard_owed"][seat]:
            comp = M.apply_pick(comp, f"g{r}+1")
    after, _ = ENGINE.apply(disc, seat, M.composition_action(comp))
    if len(owers) > 1:
        assert M.context_tag(after) == M.context_tag(disc)  # the others' composers stay valid
    else:
        assert M.context_tag(after) != M.context_tag(disc)


def test_highlights_label_only_the_pending_kind():
    state = ENGINE.new(3, 3)
    view = ENGINE.view(state, None)
    hl = M.public_highlight(view)
    assert set(hl) == {"nodes"} and len(hl["nodes"]) == 54
    p = state["turn"]
    state, _ = ENGINE.apply(state, p, {"type": "build_settlement", "node": 0})
    hl = M.public_highlight(ENGINE.view(state, None))
    assert set(hl) == {"edges"} and set(hl["edges"]) == {a["edge"] for a in ENGINE.legal_actions(state, p)
                                                          if a["type"] == "build_road"}
    robber = first(lambda s: s["phase"] == "robber")
    hl = M.public_highlight(ENGINE.view(robber, None))
    assert set(hl) == {"hexes"} and len(hl["hexes"]) == 18 and robber["robber"] not in hl["hexes"]
    main = first(lambda s: s["phase"] == "main" and s["rolled"])
    assert M.public_highlight(ENGINE.view(main, None)) == {}  # building spots are shown privately
    assert M.highlight_for("c", [3, 4]) == {"nodes": [3, 4]}
    assert M.highlight_for("r", []) == {}


def test_board_buttons_by_phase_and_without_secrets():
    setup = ENGINE.new(3, 1)
    assert [b.label for b in board_buttons(setup)] == ["Place settlement"]
    main = S.main_phase(3, rolled=False)
    assert [b.label for b in board_buttons(main)] == ["Roll"]
    S.give_dev(main, 0, "victory_point")
    other = S.main_phase(3, rolled=False)
    S.give_dev(other, 0, "knight")
    # "Play card" shows for any development card: a VP card and a knight look the same.
    assert [b.label for b in board_buttons(main)] == [b.label for b in board_buttons(other)] == ["Roll", "Play card"]
    main["rolled"] = True
    assert [b.label for b in board_buttons(main)] == ["Build", "Trade", "Play card", "End turn"]
    assert [b.label for b in board_buttons(discard_state())] == ["Discard"]
    trade = first(lambda s: s["phase"] == "trade" and s["offer"]["awaiting"])
    assert [b.label for b in board_buttons(trade)] == ["Accept", "Decline", "Counter", "Confirm trade", "Cancel offer"]


def test_waiting_and_refusal_texts():
    disc = discard_state()
    owers = [i for i, k in enumerate(disc["discard_owed"]) if k]
    text = T.waiting_text(disc, NAMES)
    assert all(f"{NAMES[i]} {disc['discard_owed'][i]}" in text for i in owers)
    idle = next((i for i in range(3) if i not in owers), None)
    if idle is not None:
        assert "nothing to discard" in T.not_your_turn(disc, idle, NAMES)
    main = S.main_phase(3, turn=1, rolled=False)
    assert T.not_your_turn(main, 0, NAMES) == "It's Bjørn's turn — you have nothing to do now."
    assert T.headline(main, NAMES) == "Turn 1 · Bjørn · before the roll"
    rolled = first(lambda s: s["phase"] == "main" and s["rolled"] and s["dice"])
    assert T.headline(rolled, NAMES).endswith(f"after the roll ({sum(rolled['dice'])})")


# -- confirmations and private text ----------------------------------------------------------------
def test_confirmation_tells_the_actor_their_secret_and_the_hand_text():
    state = S.main_phase(3, turn=0)
    S.set_hand(state, 0, ore=1, wool=1, grain=1)
    new, events = ENGINE.apply(state, 0, {"type": "buy_dev"})
    card = new["secret"][0][-1]["card"]
    text = confirm_text(state, new, events, 0, NAMES)
    assert "Amélie bought a development card." in text and "🤫 You drew" in text
    assert M.DEV_EMOJI[card] in text
    # The public log line of the same action names no card.
    assert all(card not in ENGINE.describe_event(e, NAMES) for e in events)
    view = ENGINE.view(new, 0)
    private = T.private_text(view, 0, NAMES)
    assert "Your hand" in private and "You drew" in private
    assert T.new_notes([{"a": 1}, {"a": 1}], [{"a": 1}, {"a": 1}, {"a": 1}]) == [{"a": 1}]
    assert T.new_notes([{"a": i} for i in range(8)], [{"a": i} for i in range(1, 9)]) == [{"a": 8}]


# -- slash text ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cards", [
    ("2 brick 1 wool", {"brick": 2, "wool": 1}),
    ("Bricks x2, sheep", {"brick": 2, "wool": 1}),
    ("wheat, WHEAT and 3 ore", {"grain": 2, "ore": 3}),
    ("brick 2 3", None),
    ("brick 2 wool", {"brick": 2, "wool": 1}),
    ("2× wood", {"lumber": 2}),
    ("stone", {"ore": 1}),
])
def test_card_lists_are_read_leniently(text, cards):
    if cards is None:  # a count needs its own resource
        with pytest.raises(ValueError):
            parse_cards(text)
        return
    assert parse_cards(text) == cards


@pytest.mark.parametrize("text, message", [
    ("", "Say which cards"),
    ("2 bananas", "I don't know the resource “bananas”"),
    ("3", "“3” has no resource after it"),
    ("0 ore", "at least 1"),
    ("2 3 brick", "Two numbers in a row"),
    ("25 ore", "only 19 ore"),
])
def test_card_list_mistakes_are_explained(text, message):
    with pytest.raises(ValueError, match=message):
        parse_cards(text)


def test_labels_and_their_mistakes():
    assert parse_resource("Sheep") == "wool" and parse_resource("woods") == "lumber"
    with pytest.raises(ValueError, match="I don't know the resource"):
        parse_resource("gold")
    assert parse_hex(" k ") == HEX_LABELS.index("K")
    assert parse_node("12") == NODE_LABELS.index("12")
    edge = EDGE_LABELS[17]
    a, b = edge.split("-")
    assert parse_edge(f"{b} {a}") == 17
    with pytest.raises(ValueError, match="not next to each other"):
        parse_edge("1-50")
    with pytest.raises(ValueError, match="lettered A–S"):
        parse_hex("Z")
    with pytest.raises(ValueError, match="numbered 1–54"):
        parse_node("99")
    with pytest.raises(ValueError, match="Say where"):
        build_action({}, "road", None)
    assert build_action({}, "dev", None) == {"type": "buy_dev"}
    assert play_action("year_of_plenty", None, "ore wheat") == {
        "type": "play_year_of_plenty", "resources": ["grain", "ore"]}
    with pytest.raises(ValueError, match="exactly 2"):
        play_action("year_of_plenty", None, "3 ore")
    assert play_action("monopoly", "ore", None) == {"type": "play_monopoly", "resource": "ore"}


def test_autocomplete_offers_only_legal_spots():
    state = first(lambda s: s["phase"] == "main" and s["rolled"]
                  and any(a["type"] == "build_road" for a in ENGINE.legal_actions(s, s["turn"])))
    p = state["turn"]
    legal_edges = {EDGE_LABELS[a["edge"]] for a in ENGINE.legal_actions(state, p) if a["type"] == "build_road"}
    got = where_suggestions(state, p, "road", "", NAMES)
    assert {v for _, v in got} == legal_edges
    for _, value in got:
        assert {"type": "build_road", "edge": parse_edge(value)} in ENGINE.legal_actions(state, p)
    assert where_suggestions(state, (p + 1) % 3, "road", "", NAMES) == []
