"""The log in words (table/log.py) over real games of every kind, replayed from their
seeds: pages, positions, secrets, the new-turn catch-up line, fallbacks and the cache."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from cogs.caravan import KIND as CARAVAN
from cogs.caravane import KIND as CARAVANE
from cogs.catan import KIND as CATAN
from games.catan.scripted import builder_policy, play_game
from store import ACTIVE, FINISHED, GameRecord, LoggedAction, Seat
from table import i18n
from table import log as gamelog
from table.kind import GameKind
from tests.support import tiers
from tests.support.players import random_move

NAMES = ["Ann", "Bob", "Cid", "Dee"]
COLOURS = ["red", "blue", "orange", "white"]
LANGUAGES = ("en", "sv")
Step = tuple[int, dict[str, Any], list[dict[str, Any]]]


def record(kind: GameKind, steps: list[tuple[int, dict[str, Any]]], players: int, seed: int,
           options: dict[str, Any], state: dict[str, Any], *, game_id: int = 1) -> tuple[
               GameRecord, list[LoggedAction]]:
    """The game as the store keeps it: its record and its action log (public events stored
    with each row, as ``TableCore.act`` does)."""
    import json

    engine = kind.engine
    replay = engine.new(players, seed, dict(options))
    rows = []
    for i, (seat, action) in enumerate(steps):
        replay, events = engine.apply(replay, seat, action)
        public = [e for e in events if "private_to" not in e]
        rows.append(LoggedAction(i + 1, seat, 100 + seat, action, json.dumps(public),
                                 1_700_000_000 + 60 * i))
    game = GameRecord(game_id, 1, 10, kind.key, FINISHED if engine.is_over(state) else ACTIVE,
                      100, dict(options), seed, state, len(steps) + players + 1, None, None, 0,
                      0.0, 0.0, None,
                      seats=[Seat(i, 100 + i, NAMES[i], COLOURS[i]) for i in range(players)])
    return game, rows


def random_game(kind: GameKind, players: int, seed: int, options: dict[str, Any], moves: int,
                until: Any = None) -> tuple[GameRecord, list[LoggedAction], list[Step]]:
    """A seeded game of random legal moves: ``moves`` of them, or until ``until(steps)``."""
    engine = kind.engine
    rng = random.Random(seed)
    state = engine.new(players, seed, dict(options))
    steps: list[Step] = []
    while len(steps) < moves and not (until and until(steps)):
        move = random_move(engine, state, rng)
        if move is None:
            break
        state, events = engine.apply(state, *move)
        steps.append((move[0], move[1], events))
    game, rows = record(kind, [(s, a) for s, a, _ in steps], players, seed, options, state)
    return game, rows, steps


def catan_game() -> tuple[GameRecord, list[LoggedAction], list[Step]]:
    """4-player Catan, 30 turns: a domestic trade, 7s with discards and steals, a drawn card."""
    steps: list[Step] = []
    state, _ = play_game(CATAN.engine, 4, 4, builder_policy, max_turns=30,
                         on_step=lambda s, p, a, n, e: steps.append((p, a, e)))
    game, rows = record(CATAN, [(s, a) for s, a, _ in steps], 4, 4, {}, state)
    return game, rows, steps


def caravan_game() -> tuple[GameRecord, list[LoggedAction], list[Step]]:
    return random_game(CARAVAN, 3, 11, {}, 150)


def caravane_game() -> tuple[GameRecord, list[LoggedAction], list[Step]]:
    """Champions: a secret set-up, bids with food bags, and several reveals."""
    return random_game(CARAVANE, 3, 5, {"variant": "champions"}, 60)


def yspahan_game() -> tuple[GameRecord, list[LoggedAction], list[Step]]:
    from cogs.yspahan import KIND as YSPAHAN
    return random_game(YSPAHAN, 3, 7, {}, 120)


GAMES = {"catan": catan_game, "caravan": caravan_game, "caravane": caravane_game,
         "yspahan": yspahan_game}
KINDS = {"catan": CATAN, "caravan": CARAVAN, "caravane": CARAVANE}


def kind_of(key: str) -> GameKind:
    if key == "yspahan":
        from cogs.yspahan import KIND as YSPAHAN
        return YSPAHAN
    return KINDS[key]


@pytest.fixture(autouse=True)
def fresh_history() -> None:
    gamelog.HISTORY.clear()


def all_pages(kind: GameKind, game: GameRecord, entries: list[gamelog.Entry],
              reader: int | None) -> list[gamelog.Page]:
    first = gamelog.page(kind, game, entries, reader, 0)
    return [first, *(gamelog.page(kind, game, entries, reader, i) for i in range(1, first.count))]


def body(page: gamelog.Page) -> list[str]:
    """A page's lines without its title and legend."""
    return [line for line in page.text.split("\n")[1:] if not line.startswith("-# ")]


def expected_lines(kind: GameKind, steps: list[Step], reader: int | None, *,
                   newest_first: bool = True) -> list[str]:
    """What the engine said, in words, as ``reader`` may read it (the test's own reckoning):
    public events, and the reader's own secrets marked 🤫; moves newest first, each move's
    own lines in their order (issue 28, item 21: one order throughout, as the pages run)."""
    out: list[str] = []
    for _, _, events in (reversed(steps) if newest_first else steps):
        out.extend(_move_lines(kind, events, reader))
    return out


def _move_lines(kind: GameKind, events: list, reader: int | None) -> list[str]:
    out = []
    for e in events:
        secret = "private_to" in e
        if secret and (reader is None or reader not in e["private_to"]):
            continue
        line = " ".join(kind.ui.event_text(e, NAMES).split())
        if line and secret and not line.startswith("🤫"):
            line = f"🤫 {line}"
        if line:
            out.append(line[:gamelog.LINE_LIMIT])
    return out


# -- the whole game, page by page ------------------------------------------------------------
@pytest.mark.parametrize("language", tiers.each(LANGUAGES, ["en"], ids=LANGUAGES))
@pytest.mark.parametrize("key", sorted(GAMES))
def test_pages_hold_the_whole_game_newest_first_within_discords_limit(key: str,
                                                                      language: str) -> None:
    game, rows, steps = GAMES[key]()
    kind = kind_of(key)
    entries = gamelog.HISTORY.entries(kind.engine, game, rows)
    assert [e.seq for e in entries] == [r.seq for r in rows]
    assert all(e.text == "" for e in entries)  # replayed, not the stored fallback
    with i18n.use_locale(language):
        for reader in (None, 0, 1):
            pages = all_pages(kind, game, entries, reader)
            assert len(pages) > 1, "the test games are long enough to need paging"
            assert all(len(p.text) <= gamelog.PAGE_LIMIT for p in pages)
            assert [p.index for p in pages] == list(range(len(pages)))
            # Newest page first and, inside each page, the newest move first: read from the
            # first page on, the lines are the whole game backwards, move by move, each
            # exactly once, and each is what the engine's events say.
            lines = [line for p in pages for line in body(p)]
            text = [re.sub(r"^`[^`]+` ", "", line) for line in lines]
            assert text == expected_lines(kind, steps, reader)
            title = pages[0].text.split("\n")[0]
            assert kind.title in title and f"#{game.id}" in title.replace("č. ", "#") \
                .replace("nr ", "#").replace("n° ", "#")


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_line_starts_with_where_in_the_game_it_happened(key: str) -> None:
    game, rows, _ = GAMES[key]()
    kind = kind_of(key)
    entries = gamelog.HISTORY.entries(kind.engine, game, rows)
    marks = {"catan": r"^`(Set-up|T\d+)` ", "caravan": r"^`T\d+` ",
             "caravane": r"^`(Set-up|S\d R\d+)` ", "yspahan": r"^`W\d D\d` "}[key]
    with i18n.use_locale("en"):
        lines = [line for p in all_pages(kind, game, entries, None) for line in body(p)]
        legend = gamelog.page(kind, game, entries, None, 0).text.split("\n")[1]
    assert lines and all(re.match(marks, line) for line in lines), \
        [line for line in lines if not re.match(marks, line)][:3]
    assert legend.startswith("-# ") and "=" in legend  # the marks are explained
    # No line names its player twice ("**Chen Wei**: Chen Wei: …").
    for name in NAMES:
        assert not any(re.search(rf"{name}\W+{name}\b", line) for line in lines)


def test_catan_log_tells_dice_trade_terms_the_seven_and_who_got_what() -> None:
    game, rows, steps = catan_game()
    entries = gamelog.HISTORY.entries(CATAN.engine, game, rows)
    events = [e for _, _, ev in steps for e in ev]
    with i18n.use_locale("en"):
        text = "\n".join(line for p in all_pages(CATAN, game, entries, None) for line in body(p))
    rolls = [e for e in events if e["type"] == "rolled"]
    assert any(e["total"] == 7 for e in rolls)
    for e in rolls:
        a, b = e["dice"]
        assert f"{NAMES[e['player']]} rolled {a} + {b} = **{e['total']}**" in text
    trade = next(e for e in events if e["type"] == "traded")
    assert CATAN.ui.event_text(trade, NAMES) in text  # who gave what for what, to whom
    assert "offers **" in text and " for **" in text  # the terms of every offer
    assert "discarded" in text and "stole a card from" in text and "Production:" in text
    # Who drew which card, stole which card, discarded which: never for the public.
    assert "🤫" not in text and "You drew" not in text


def test_secrets_only_for_their_reader_marked() -> None:
    game, rows, steps = catan_game()
    entries = gamelog.HISTORY.entries(CATAN.engine, game, rows)
    secret = [e for _, _, ev in steps for e in ev if "private_to" in e]
    assert {e["type"] for e in secret} >= {"you_drew", "you_stole", "stolen_from_you"}
    with i18n.use_locale("en"):
        for seat in range(4):
            text = "\n".join(line for p in all_pages(CATAN, game, entries, seat)
                             for line in body(p))
            mine = [e for e in secret if seat in e["private_to"]]
            for e in mine:
                assert CATAN.ui.event_text(e, NAMES) in text
            assert text.count("🤫") == len(mine)
            for e in secret:
                if seat not in e["private_to"]:
                    line = CATAN.ui.event_text(e, NAMES)
                    # Another seat's secret line (same words may recur for the reader's own).
                    assert text.count(line) == sum(
                        CATAN.ui.event_text(m, NAMES) == line for m in mine)
            legend = gamelog.page(CATAN, game, entries, seat, 0).text.split("\n")[1]
            if any("🤫" in line for line in body(gamelog.page(CATAN, game, entries, seat, 0))):
                assert "only you can see" in legend


def test_caravane_log_shows_the_revealed_bids_and_your_own_secret_bid() -> None:
    game, rows, steps = caravane_game()
    entries = gamelog.HISTORY.entries(CARAVANE.engine, game, rows)
    reveals = [e for _, _, ev in steps for e in ev if e["type"] == "moved"]
    assert reveals
    with i18n.use_locale("en"):
        public = "\n".join(line for p in all_pages(CARAVANE, game, entries, None)
                           for line in body(p))
        own = "\n".join(line for p in all_pages(CARAVANE, game, entries, 0) for line in body(p))
    for e in reveals:
        assert CARAVANE.ui.event_text(e, NAMES) in public
    assert re.search(r"bid \d+( \+ food bag \d)? \(rank \d\)", public)
    assert "Your bid" not in public and "Your split" not in public and "🤫" not in public
    assert "🤫 💧 Your bid of" in own and "🤫 🧮 Your split is locked in" in own


def test_the_log_reads_in_the_readers_language() -> None:
    game, rows, _ = caravane_game()
    entries = gamelog.HISTORY.entries(CARAVANE.engine, game, rows)
    with i18n.use_locale("en"):
        english = gamelog.page(CARAVANE, game, entries, 0, 0).text
    with i18n.use_locale("sv"):
        swedish = gamelog.page(CARAVANE, game, entries, 0, 0).text
    assert "page 1 of" in english and "(newest first)" in english and "`S" in english
    assert "sida 1 av" in swedish and "(nyast först)" in swedish and "`E" in swedish
    assert "placed a bid" in english and "har lagt ett bud" in swedish


def test_a_page_asked_beyond_the_ends_is_the_nearest_one_and_an_empty_game_says_so() -> None:
    game, rows, _ = caravan_game()
    entries = gamelog.HISTORY.entries(CARAVAN.engine, game, rows)
    with i18n.use_locale("en"):
        pages = all_pages(CARAVAN, game, entries, None)
        assert gamelog.page(CARAVAN, game, entries, None, 999).text == pages[-1].text
        assert gamelog.page(CARAVAN, game, entries, None, -5).text == pages[0].text
        assert not pages[0].has_newer and pages[0].has_older
        assert pages[-1].has_newer and not pages[-1].has_older
        empty = gamelog.page(CARAVAN, game, [], None, 0)
    assert empty.count == 0 and "No moves yet" in empty.text


# -- the new-turn message's catch-up line ------------------------------------------------------
@pytest.mark.parametrize("language", tiers.each(LANGUAGES, ["en"], ids=LANGUAGES))
@pytest.mark.parametrize("key", sorted(GAMES))
def test_since_line_is_short_public_and_starts_after_the_pinged_players_last_move(
        key: str, language: str) -> None:
    game, rows, steps = GAMES[key]()
    kind = kind_of(key)
    engine = kind.engine
    entries = gamelog.HISTORY.entries(engine, game, rows)
    secrets = {" ".join(kind.ui.event_text(e, NAMES).split())
               for _, _, ev in steps for e in ev if "private_to" in e} - {""}
    checked = 0
    with i18n.use_locale(language):
        for upto in range(len(entries) // 3, len(entries), 7):
            shown = entries[:upto]
            # Who the board after action ``upto`` pings: whoever must act then.
            state = engine.new(len(game.seats), game.seed, dict(game.options))
            for seat, action, _ in steps[:upto]:
                state, _ = engine.apply(state, seat, action)
            seats = [s for s in engine.to_act(state) if s != steps[upto - 1][0]]
            if not seats:
                continue
            line = gamelog.since_line(kind, game, shown, seats)
            # Since the earliest of their last moves: none of them misses anything.
            last = min(max((i for i, (s, _, _) in enumerate(steps[:upto]) if s == seat),
                           default=-1) for seat in seats)
            # The catch-up line tells the story forwards, from the first thing missed.
            expected = expected_lines(kind, steps[last + 1:upto], None, newest_first=False)
            if not expected:
                assert line == ""
                continue
            checked += 1
            head = line.split(": ", 1)[0] if language == "en" else line.split(":", 1)[0]
            assert head in ("↩️ Since your last move", "↩️ Sedan ditt senaste drag")
            events = line.split(":", 1)[1].strip() if language == "sv" else line.split(": ", 1)[1]
            assert events.startswith(expected[0][:40])  # from the first thing they missed
            assert len(line) <= gamelog.SINCE_LIMIT + 120
            assert "🤫" not in line and not any(s in line for s in secrets if len(s) > 12)
            shown_count = sum(1 for x in expected if x in line)
            if shown_count < len(expected):
                more = len(expected) - shown_count
                assert (f"…and {more} more" if language == "en" else f"…och {more} till") in line
    assert checked >= 3


def test_since_line_example_wording() -> None:
    game, rows, steps = catan_game()
    entries = gamelog.HISTORY.entries(CATAN.engine, game, rows)
    # Right after a roll by Ann (seat 0) in the main phase: what Bob (1) missed since his move.
    at = next(i for i, (s, a, _) in enumerate(steps) if a["type"] == "roll" and i > 40)
    with i18n.use_locale("en"):
        line = gamelog.since_line(CATAN, game, entries[:at + 1], [(steps[at][0] + 1) % 4])
    assert line.startswith("↩️ Since your last move: ") and " rolled " in line


# -- fallbacks and the cache ------------------------------------------------------------------
def test_a_game_whose_replay_differs_shows_only_what_was_stored() -> None:
    game, rows, _ = catan_game()
    kind = CATAN
    # A stored state that the replay does not reach (as if the rules changed meanwhile).
    tampered = dict(game.state or {})
    tampered["turns"] = 999
    game.state = tampered
    entries = gamelog.HISTORY.entries(kind.engine, game, rows)
    assert all(e.position is None for e in entries)
    assert not any("private_to" in e for entry in entries for e in entry.events)
    with i18n.use_locale("en"):
        text = "\n".join(line for p in all_pages(kind, game, entries, 0) for line in body(p))
    assert " rolled " in text and "🤫" not in text  # the public story still reads
    # A log that does not even replay (an action refused today) falls back the same way.
    game2, rows2, _ = caravan_game()
    broken = [rows2[0], LoggedAction(2, 0, 100, {"type": "fly"}, "[]", 1.0)]
    assert [e.position for e in gamelog.HISTORY.entries(CARAVAN.engine, game2, broken)] == \
        [None, None]


def test_rows_from_before_events_were_stored_show_their_old_summary() -> None:
    game, rows, _ = caravan_game()
    game.state = {**(game.state or {}), "turn": -1}  # force the stored fallback
    old = [LoggedAction(1, 0, 100, {"type": "place"}, "Ann: place camel on C3", 1.0),
           LoggedAction(2, 1, 101, {"type": "end"}, "", 2.0)]
    entries = gamelog.HISTORY.entries(CARAVAN.engine, game, old)
    with i18n.use_locale("en"):
        page = gamelog.page(CARAVAN, game, entries, None, 0)
    assert body(page) == ["Ann: place camel on C3"]


def test_the_cache_extends_a_replay_and_tells_games_apart() -> None:
    game, rows, _ = catan_game()
    engine = CATAN.engine
    history = gamelog.History(size=2)
    # Half the game first (its state then), then the whole: the same as one full replay.
    half = len(rows) // 2
    state = engine.new(4, 4, {})
    for row in rows[:half]:
        state, _ = engine.apply(state, row.seat, row.action)
    early = GameRecord(**{**game.__dict__, "state": state})
    assert len(history.entries(engine, early, rows[:half])) == half
    extended = history.entries(engine, game, rows)
    assert extended == gamelog.History().entries(engine, game, rows)
    # Another database's game with the same id but another seed is not mistaken for it.
    other, other_rows, _ = caravan_game()
    other.kind, other.id = "catan", game.id
    other_catan, other_catan_rows, _ = random_game(CATAN, 3, 99, {}, 30)
    other_catan.id = game.id
    assert history.entries(engine, other_catan, other_catan_rows)[0].events != extended[0].events
    # Bounded: the least recently used game is dropped.
    third, third_rows, _ = random_game(CATAN, 3, 98, {}, 10)
    third.id = 3
    history.entries(engine, third, third_rows)
    assert len(history._games) == 2


async def test_the_async_replay_of_a_long_game_runs_off_the_event_loop_and_agrees() -> None:
    game, rows, _ = catan_game()
    assert len(rows) > gamelog.INLINE_STEPS
    threaded = await gamelog.HISTORY.entries_async(CATAN.engine, game, rows)
    assert threaded == gamelog.History().entries(CATAN.engine, game, rows)


def test_a_move_the_table_played_by_itself_says_so() -> None:
    from dataclasses import replace

    from table.core import AUTO_ACTOR

    game, rows, _ = caravan_game()
    rows[-1] = replace(rows[-1], user_id=AUTO_ACTOR)  # a forced move: logged by nobody
    entries = gamelog.HISTORY.entries(CARAVAN.engine, game, rows)
    assert entries[-1].auto and not entries[-2].auto
    with i18n.use_locale("en"):
        lines = body(gamelog.page(CARAVAN, game, entries, None, 0))
    note = f"⚙️ Played automatically for {NAMES[rows[-1].seat]}"
    assert sum(note in line for line in lines) == 1
    at = next(i for i, line in enumerate(lines) if note in line)
    # The newest move heads the first page, the note first, then what the table played.
    assert at == 0
    assert lines[1].endswith(entries[-1].lines(CARAVAN, NAMES, None)[0])


def test_a_move_taken_back_leaves_the_log_and_the_cache_follows() -> None:
    game, rows, steps = caravan_game()
    engine = CARAVAN.engine
    assert len(gamelog.HISTORY.entries(engine, game, rows)) == len(rows)
    # /table undo removes the last row and stores the state before it.
    state = engine.new(len(game.seats), game.seed, {})
    for seat, action, _ in steps[:-1]:
        state, _ = engine.apply(state, seat, action)
    undone = GameRecord(**{**game.__dict__, "state": state})
    entries = gamelog.HISTORY.entries(engine, undone, rows[:-1])
    assert len(entries) == len(rows) - 1 and entries[-1].position is not None  # replayed
