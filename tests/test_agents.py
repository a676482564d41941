"""Compiled agents on one State (pybs.agents) and the ISMCTS search (bscore/ismcts.pyx)."""

from __future__ import annotations

import time

import pytest

from bscore.batch import play_batch
from bscore.rng import py_derive_seed
from bscore.state import checksum
from pybs import Game
from pybs.agents import AGENT_NAMES, GreedyAgent, ISMCTSAgent, RandomAgent, agent_for, play
from pybs.errors import PybsError, StateError
from pybs.reference.agents import greedy_action, random_action
from pybs.reference.rng import seed_state
from pybs.simulate import simulate

BUDGET = 16  # small enough for unit tests, large enough to search


def states_along_a_game(game: Game, seed: int, every: int = 7, limit: int = 12) -> list:
    """Clones of live states with at least two legal actions, along a greedy game."""
    state = game.new_initial_state(seed)
    out = []
    step = 0
    while not state.is_terminal() and len(out) < limit:
        if len(state.legal_actions()) > 1 and step % every == 0:
            out.append(state.clone())
        state.apply(GreedyAgent().step(state))
        step += 1
    return out


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(("ST01", "ST02"), seed=3)


def test_agent_names_cover_the_batch_loop() -> None:
    from bscore.batch import AGENTS

    assert set(AGENT_NAMES) == set(AGENTS) == {"random", "greedy", "ismcts"}


@pytest.mark.parametrize("decks", [("ST01", "ST02"), ("ST06", "ST03")])
def test_greedy_agent_matches_the_reference_policy_on_a_reference_game(decks) -> None:
    """A state the reference engine plays gets the same greedy choice from the compiled agent."""
    game = Game(decks)
    ref = game.reference_state(11)
    agent = GreedyAgent()
    checked = 0
    while not ref.is_terminal():
        legal = ref.legal_actions()
        expected = greedy_action(ref, legal)
        raw = ref.to_bytes()
        assert agent.step(game.state_from_bytes(raw + checksum(raw))) == expected
        ref.apply(expected)
        checked += 1
    assert checked > 50


def test_random_agent_matches_the_reference_stream(game) -> None:
    """RandomAgent(seed) draws like the reference random policy seeded the same way."""
    ref = game.reference_state(4)
    state = game.new_initial_state(4)
    agent = RandomAgent(99)
    words = seed_state(99)
    for _ in range(200):
        if ref.is_terminal():
            break
        code = random_action(ref, ref.legal_actions(), words)
        assert agent.step(state) == code
        ref.apply(code)
        state.apply(code)


@pytest.mark.parametrize("agents", [("ismcts", "greedy"), ("random", "ismcts")])
def test_a_state_game_reproduces_the_batch_loop(agents) -> None:
    """agent_for(name, game seed, seat) plays exactly the game the nogil batch loop plays."""
    game = Game(("ST03", "ST04"))
    out = play_batch(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 2, 21, agents, 0, game.options,
                     ismcts_rollouts=BUDGET)
    for i in range(2):
        seed = py_derive_seed(21, i)
        state = game.new_initial_state(seed)
        play(state, [agent_for(agents[seat], seed, seat, BUDGET) for seat in (0, 1)])
        assert int(state.record()["actions_applied"]) == int(out[i]["actions"])
        assert (state.turn, state.winner) == (int(out[i]["turns"]), int(out[i]["winner"]))


def test_ismcts_returns_legal_actions_and_spends_its_budget(game) -> None:
    agent = ISMCTSAgent(budget_rollouts=BUDGET, seed=1)
    for state in states_along_a_game(game, 5):
        code = agent.step(state)
        assert code in set(int(c) for c in state.legal_actions())
        assert agent.last_rollouts == BUDGET


def test_ismcts_does_not_search_a_forced_decision() -> None:
    state = Game(("ST01", "ST02"), auto_forced=False).new_initial_state(2)
    while len(state.legal_actions()) != 1:
        state.apply(GreedyAgent().step(state))
    agent = ISMCTSAgent(budget_rollouts=BUDGET, seed=1)
    assert agent.step(state) == int(state.legal_actions()[0])
    assert agent.last_rollouts == 0


def test_same_seed_and_rollout_budget_give_the_same_actions(game) -> None:
    states = states_along_a_game(game, 8)
    first = [ISMCTSAgent(BUDGET, seed=42).step(s) for s in states]
    again = [ISMCTSAgent(BUDGET, seed=42).step(s.clone()) for s in states]
    assert first == again
    reused = ISMCTSAgent(BUDGET, seed=42)  # one agent: each decision draws the next search seed
    assert [reused.step(s) for s in states] == [reused_twin for reused_twin in _reused(states, 42)]


def test_epsilon_greedy_rollouts_are_seeded_too(game) -> None:
    states = states_along_a_game(game, 8)[:4]
    first = [ISMCTSAgent(BUDGET, seed=5, epsilon=0.3).step(s) for s in states]
    assert first == [ISMCTSAgent(BUDGET, seed=5, epsilon=0.3).step(s) for s in states]
    assert all(code in set(int(c) for c in s.legal_actions()) for code, s in zip(first, states))


def _reused(states, seed):
    agent = ISMCTSAgent(BUDGET, seed=seed)
    return [agent.step(s.clone()) for s in states]


def test_ismcts_never_looks_at_hidden_cards(game) -> None:
    """R0.7: states that differ only in cards the searcher cannot see get the same action."""
    compared = differing = 0
    for seed in (5, 9):
        for state in states_along_a_game(game, seed, every=3):
            me = state.current_player()
            twin = state.resample(me, 1234 + compared)
            a, b = state.record()["players"], twin.record()["players"]
            differing += bool((a["card_ids"] != b["card_ids"]).any())
            for search_seed in (1, 2):
                assert ISMCTSAgent(BUDGET, seed=search_seed).step(state) == \
                    ISMCTSAgent(BUDGET, seed=search_seed).step(twin)
            compared += 1
    assert compared >= 10 and differing >= 5  # the twins really hold other hidden cards


def test_millisecond_budget_is_respected(game) -> None:
    state = states_along_a_game(game, 6)[2]
    agent = ISMCTSAgent(budget_rollouts=None, budget_ms=15, seed=3)
    started = time.perf_counter()
    code = agent.step(state)
    elapsed_ms = (time.perf_counter() - started) * 1000
    assert code in set(int(c) for c in state.legal_actions())
    assert agent.last_rollouts > 0
    assert elapsed_ms < 15 + 100  # one rollout past the deadline at most, plus a loaded machine's scheduling
    capped = ISMCTSAgent(budget_rollouts=5, budget_ms=10_000, seed=3)
    capped.step(state)
    assert capped.last_rollouts == 5  # whichever budget ends first


def test_ismcts_beats_random_in_a_small_seeded_sample() -> None:
    game = Game(("ST01", "ST02"))
    wins = 0
    for i in range(8):
        seed = py_derive_seed(77, i)
        seat = i % 2
        state = game.new_initial_state(seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        agents[seat] = ISMCTSAgent(8, seed=seed)
        play(state, agents)
        wins += state.winner == seat
    assert wins >= 7


def test_simulate_accepts_ismcts_and_is_deterministic() -> None:
    run = simulate("ST01", "ST02", 6, seed=3, agents=("ismcts", "greedy"), backend="inline")
    again = simulate("ST01", "ST02", 6, seed=3, agents=("ismcts", "greedy"), backend="inline")
    assert (run.winner == again.winner).all() and (run.actions == again.actions).all()
    assert run.summary()["agents"] == ["ismcts", "greedy"]


@pytest.mark.parametrize("kwargs, field", [
    ({"budget_rollouts": None, "budget_ms": None}, "budget"),
    ({"budget_rollouts": -1}, "budget_rollouts"),
    ({"budget_rollouts": 2.5}, "budget_rollouts"),
    ({"budget_ms": -3}, "budget_ms"),
    ({"c": -1.0}, "c (UCB1"),
    ({"epsilon": 2}, "epsilon"),
])
def test_bad_settings_are_typed_errors_naming_the_field(kwargs, field) -> None:
    with pytest.raises(PybsError, match=field.replace("(", r"\(")):
        ISMCTSAgent(**kwargs)


def test_a_finished_game_has_no_decision(game) -> None:
    state = game.new_initial_state(1)
    play(state, [GreedyAgent(), GreedyAgent()])
    for agent in (GreedyAgent(), RandomAgent(1), ISMCTSAgent(4)):
        with pytest.raises(StateError, match="R4.5"):
            agent.step(state)


def test_unknown_agent_name_is_refused() -> None:
    with pytest.raises(ValueError, match="known: random, greedy, ismcts"):
        agent_for("minimax", 1, 0)
    with pytest.raises(PybsError, match="unknown agent"):
        play_batch(*_batch_args(), agents=("minimax", "greedy"))


def _batch_args():
    game = Game(("ST01", "ST02"))
    return (game.handle, game.rows[0], game.rows[1], game.rules_bytes, 1, 0)


@pytest.mark.parametrize("decks", [("ST01", "ST02"), ("ST05", "ST07")])
def test_greedy_answers_every_decision_random_play_reaches_with_a_legal_code(decks) -> None:
    """Also the decisions greedy never causes itself, e.g. R8.4's choice after a two-effect Magic
    (an ISMCTS root action can use one, then greedy rollouts must carry on); both engines."""
    import random

    game = Game(decks)
    rnd = random.Random(0)
    agent = GreedyAgent()
    for seed in range(4):
        state = game.new_initial_state(seed)
        ref = game.reference_state(seed)
        while not state.is_terminal():
            legal = [int(c) for c in state.legal_actions()]
            assert agent.step(state) in legal
            assert greedy_action(ref, ref.legal_actions()) in legal
            code = legal[rnd.randrange(len(legal))]
            state.apply(code)
            ref.apply(code)


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_every_agent_plays_random_pool_decks_legally_through_the_api(name):
    """Issue 19.7: each built-in agent answers only with legal actions (State.apply checks every code) in
    games between random legal 50-card decks of the whole scripted pool, bss edition."""
    from pybs.randomdecks import random_deck
    from pybs.rules import RuleSet

    rules = RuleSet.preset("bss")
    games = 4 if name == "ismcts" else 30
    for i in range(games):
        decks = (random_deck(1000 + 2 * i, rules=rules), random_deck(1001 + 2 * i, rules=rules))
        state = Game(decks, seed=i, rules=rules).new_initial_state()
        seats = [agent_for(name, seed=i, seat=s, budget_rollouts=8) for s in (0, 1)]
        play(state, seats)
        assert state.is_terminal()


def test_random_decks_are_legal_and_reproducible():
    """The random-pool decks are legal under the rules they were drawn for, and a seed fixes the deck."""
    from pybs.carddb import load_default
    from pybs.decks import validate_deck
    from pybs.randomdecks import deckable_cards, random_deck
    from pybs.rules import RuleSet

    db = load_default()
    for preset in ("bss", "rulebook-8.0"):
        rules = RuleSet.preset(preset)
        deck = random_deck(3, rules=rules)
        validate_deck(deck, db, rules)
        assert deck.size == rules.deck_min_cards and deck == random_deck(3, rules=rules)
    pool = set(deckable_cards())
    assert not any(db[c].token or db[c].back_of or db[c].example for c in pool)
    with pytest.raises(PybsError, match="cannot make"):
        random_deck(1, pool=["ST01-001"], rules=RuleSet.preset("bss"))
