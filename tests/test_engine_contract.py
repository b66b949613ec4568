"""The engine contract (DESIGN.md), checked the same way for every registered game.

Random playouts drive each engine; templates are completed with random composed values
until the engine accepts one. Along the way: JSON round-trips, ``apply`` never mutates,
``legal_actions`` is exact (every listed action applies, mutated unlisted ones are refused),
the public view ignores the RNG, ``decision_key`` changes whenever the seat's choices do,
the action log replays to the state, specs cover every action, and every event and rule
code has words in the game's catalogue.
"""

from __future__ import annotations

import copy
import importlib
import json
import random
from dataclasses import dataclass, field

import pytest

from games.base import Engine, RuleError, is_template
from games.registry import engines
from games.replay import replay
from table.kind import GameKind
from tests.support import toy_game
from tests.support.players import concrete

GAMES = sorted(engines())
# Variants that change the rules enough to be checked on their own (a game key and options).
VARIANTS = {"catan-tb": ("catan", {"variant": "traders-barbarians"})}
PLAYOUTS = 4
STEPS = 250


def kind_of(key: str) -> GameKind:
    if key == "toy":
        return GameKind(toy_game.ENGINE, toy_game.ToyUI(), toy_game.render_board)
    return importlib.import_module(f"cogs.{key}").KIND


@dataclass
class Playout:
    states: list[dict] = field(default_factory=list)
    log: list[tuple[int, dict]] = field(default_factory=list)
    events: list[dict] = field(default_factory=list)
    errors: list[RuleError] = field(default_factory=list)
    options: dict = field(default_factory=dict)
    seed: int = 0


def playout(engine: Engine, players: int, seed: int, steps: int = STEPS,
            options: dict | None = None) -> Playout:
    rng = random.Random(seed)
    state = engine.new(players, seed, dict(options or {}))
    out = Playout(states=[state], options=dict(options or {}), seed=seed)
    for _ in range(steps):
        if engine.is_over(state):
            break
        moves = []
        for seat in engine.to_act(state):
            legal = [a for a in engine.legal_actions(state, seat) if a.get("type") != "resign"]
            moves += [(seat, a) for a in legal]
        rng.shuffle(moves)
        for seat, action in moves:
            done = concrete(engine, state, seat, action, rng)
            if done is None:
                continue
            before = copy.deepcopy(state)
            state, events = engine.apply(state, seat, done)
            assert before == out.states[-1], "apply mutated its input state"
            out.states.append(state)
            out.log.append((seat, done))
            out.events += events
            break
        else:
            break
    return out


# Each game's first playout is the fast tier's sample of the contract; the others run in make
# test (tests/support/tiers.py).
@pytest.fixture(scope="module", params=[
    pytest.param((name, part), id=f"{name}-{part}",
                 marks=pytest.mark.slow if part == "rest" else ())
    for name in [*GAMES, *VARIANTS, "toy"] for part in ("sample", "rest")])
def game(request) -> tuple[Engine, GameKind, list[Playout]]:
    name, part = request.param
    key, options = VARIANTS.get(name, (name, {}))
    kind = kind_of(key)
    engine = kind.engine
    which = range(1) if part == "sample" else range(1, PLAYOUTS)
    plays = [playout(engine, engine.min_players + i % (engine.max_players - engine.min_players + 1),
                     1000 + i, options=options) for i in which]
    return engine, kind, plays


def test_states_round_trip_through_json(game):
    engine, _, plays = game
    for play in plays:
        for state in play.states:
            assert json.loads(json.dumps(state)) == state


def test_every_listed_action_applies_and_unlisted_mutations_are_refused(game):
    engine, _, plays = game
    rng = random.Random(7)
    for play in plays:
        for state in play.states[:: max(1, len(play.states) // 25)]:
            for seat in range(len(engine.view(state, None).get("players", [])) or 1):
                legal = engine.legal_actions(state, seat)
                template_types = {a["type"] for a in legal if is_template(a)}
                for action in legal:
                    if is_template(action):
                        continue
                    engine.apply(state, seat, action)  # must not raise
                seen = [a for a in legal if not is_template(a)]
                for action in rng.sample(seen, min(6, len(seen))):
                    for other in rng.sample(seen, min(6, len(seen))):
                        mutated = {**action}
                        for key in set(other) - {"type"}:
                            if key in mutated:
                                mutated[key] = other[key]
                        if mutated in legal or mutated["type"] in template_types:
                            continue
                        with pytest.raises(RuleError):
                            engine.apply(state, seat, mutated)


def test_specs_declare_every_action_and_parameter(game):
    engine, _, plays = game
    for play in plays:
        for state in play.states[::10]:
            for seat in engine.to_act(state):
                for action in engine.legal_actions(state, seat):
                    spec = engine.spec(action["type"])
                    assert spec is not None, f"{action['type']} has no ActionSpec"
                    if not is_template(action):
                        names = {p.name for p in spec.params}
                        assert set(action) - {"type"} <= names, (action, names)


def test_public_view_ignores_the_rng(game):
    engine, _, plays = game
    for play in plays:
        for state in play.states[::15]:
            if "rng" not in state:
                continue
            other = copy.deepcopy(state)
            other["rng"] = (state["rng"] + 1) if isinstance(state["rng"], int) else "x"
            assert engine.view(other, None) == engine.view(state, None)


def test_public_view_is_blind_to_hidden_information(game):
    """States that differ only in what the game hides (per tests/support/<key>_hidden.py:
    hands, bids, decks, the bag…) have the same public view — so the board image, public
    messages and buttons, which are built from it, cannot tell them apart."""
    engine, _, plays = game
    try:
        hidden = importlib.import_module(f"tests.support.{engine.key}_hidden")
    except ImportError:
        pytest.skip(f"{engine.key} declares no hidden information to scramble")
    rng = random.Random(11)
    scrambled = 0
    for play in plays:
        for state in play.states[::7]:
            other = hidden.scramble(state, rng)
            scrambled += other != state
            assert engine.view(other, None) == engine.view(state, None)
    assert scrambled, "the scrambler changed nothing: the check would be empty"


def test_decision_key_changes_whenever_the_seats_choices_do(game):
    engine, _, plays = game
    for play in plays:
        for before, after in zip(play.states, play.states[1:], strict=False):
            for seat in set(engine.to_act(before)) & set(engine.to_act(after)):
                key = engine.decision_key(before, seat)
                if key is not None and key == engine.decision_key(after, seat):
                    assert engine.legal_actions(before, seat) == engine.legal_actions(after, seat)


def test_the_action_log_replays_to_the_state(game):
    engine, _, plays = game
    for play in plays:
        players = len(engine.view(play.states[0], None).get("players", [])) or engine.min_players
        assert replay(engine, players, play.seed, play.options, play.log) == play.states[-1]


def test_every_event_and_rule_code_has_words(game):
    engine, kind, plays = game
    ui = kind.ui
    missing = set()
    for play in plays:
        for event in play.events:
            names = [f"P{i}" for i in range(8)]
            if not ui.event_text(event, names) and not ui.has_text(f"event-{event['type']}-silent"):
                missing.add(f"event {event['type']}")
    # Refusals: unlisted mutations and out-of-turn actions give their codes words too.
    for play in plays[:1]:
        for state in play.states[::20]:
            for seat in range(engine.min_players):
                for action in ({"type": "no_such_action"}, {"type": "end_turn"}, {}):
                    try:
                        engine.apply(state, seat, action)
                    except RuleError as err:
                        if not ui.has_text(f"rule-{err.code}"):
                            missing.add(f"rule {err.code}")
    assert not missing, sorted(missing)


def test_board_buttons_of_older_boards_map_to_real_groups(game):
    """A board posted by an earlier version of the bot keeps working: its button keys are
    either today's group keys or mapped to them by the game's UI."""
    engine, kind, _ = game
    groups = {spec.key for spec in engine.action_specs}
    for key, members in kind.ui.group_members.items():  # one button for several groups
        assert set(members) <= groups, (key, members)
    groups |= set(kind.ui.group_members)
    assert set(kind.ui.legacy_groups.values()) <= groups
    for group in kind.ui.groups:
        assert group.key in groups, f"a look for an unknown group {group.key}"
        assert kind.ui.has_text(f"group-{group.key}"), group.key


def test_a_forced_action_is_legal_for_a_seat_that_must_act(game):
    """``forced_action`` (the table plays it by itself) names a move ``apply`` accepts, for a
    seat that must act, and never on a finished game."""
    engine, _, plays = game
    for play in plays:
        for state in play.states:
            for seat in range(len(engine.view(state, None).get("players", [])) or 2):
                forced = engine.forced_action(state, seat)
                if forced is None:
                    continue
                assert not engine.is_over(state) and seat in engine.to_act(state)
                engine.apply(state, seat, forced)  # raises if the engine refuses its own move
