"""Invariant fuzzing: random games under full checks, at C speed and through the Python API.

``run_fuzz`` checks, after every action, the state invariants, that every legal action applies
cleanly, that ``is_legal`` agrees with the legal list and that sampled illegal codes are
rejected without touching the state. The Python-API fuzz repeats those checks through
``State`` and adds clone stress. ``PYBS_LONG_FUZZ=1`` enables the long ``slow`` runs.
"""

from __future__ import annotations

import os
import random

import numpy as np
import pytest

from bscore.fuzz import run_fuzz
from pybs import Game, IllegalActionError, RuleSet
from pybs import codec as C
from pybs.layout import EndReason

DECKS = ("ST01", "ST02", "ST03", "ST04", "ST05", "ST06", "ST07")
PAIRS = [(DECKS[i], DECKS[(i + 2) % 7]) for i in range(7)]
LONG = os.environ.get("PYBS_LONG_FUZZ") == "1"
slow = pytest.mark.skipif(not LONG, reason="set PYBS_LONG_FUZZ=1 to run the long fuzz")

# rule variants the fuzz also covers (the default RuleSet plus a few)
VARIANTS = {
    "default": RuleSet(),
    "life-3": RuleSet(start_life=3),
    "no-soul": RuleSet(use_soul_core=False),
    "first-1-no-skips": RuleSet(first_player=1, first_player_skips_attack_step=False,
                                first_player_skips_core_step=False),
    "rich": RuleSet(start_reserve=8, core_step_gain=3, draw_per_turn=2, max_turns=60),
}


# Every code's legality is checked against the list at one position in EVERY_CODE: the check asks all
# NUM_ACTIONS codes, and where is_legal searches the legal list each question builds that list again (at one
# position in 4, 90% of the fuzz's time). Every position still checks the legal codes and sampled illegal ones;
# the long runs check every code at every position.
EVERY_CODE = 1 if LONG else 16


def fuzz(pair, rules: RuleSet, n_games: int, master: int, *, auto_forced=True, every_legal=True,
         illegal_samples=8, first_index=0, effects=True, every_code=EVERY_CODE) -> dict:
    game = Game(pair, rules=rules, auto_forced=auto_forced, effects=effects)
    return run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, n_games, master,
                    options=game.options, illegal_samples=illegal_samples, every_legal=every_legal,
                    first_index=first_index, every_code=every_code)


def assert_clean(result: dict, n_games: int, what: str) -> None:
    assert result["failure"] is None, f"{what}: {result['failure']}"
    assert result["games"] == n_games
    assert result["actions"] > 20 * n_games, f"{what}: suspiciously short games"
    assert result["overflow_games"] == 0, f"{what}: an effect table overflowed (docs/EFFECTS.md)"
    # reported, not asserted: how many starter-deck games ran into RuleSet.max_turns
    print(f"{what}: {result['turn_cap_games']} of {n_games} games hit the turn cap")


def test_turn_cap_games_are_counted() -> None:
    """A game that reaches RuleSet.max_turns ends as a draw and the fuzz report counts it."""
    capped = fuzz(("ST03", "ST06"), RuleSet(max_turns=4), 50, 77, every_legal=False)
    assert capped["failure"] is None and capped["turn_cap_games"] > 0
    assert fuzz(("ST03", "ST06"), RuleSet(), 50, 77, every_legal=False)["turn_cap_games"] < 50


def test_run_fuzz_vanilla() -> None:
    """The same checks with every card played vanilla (Game(effects=False))."""
    n = 300
    assert_clean(fuzz(("ST01", "ST02"), RuleSet(), n, 4000, effects=False), n, "vanilla")


# 7 pairs x (400 every_legal + 1100 sampled-only) = 10,500 games, plus the variants below
@pytest.mark.parametrize("pair", PAIRS, ids=["-".join(p) for p in PAIRS])
def test_run_fuzz_every_legal(pair) -> None:
    n = 400
    assert_clean(fuzz(pair, RuleSet(), n, 1000 + DECKS.index(pair[0]), illegal_samples=16), n, str(pair))


@pytest.mark.parametrize("pair", PAIRS, ids=["-".join(p) for p in PAIRS])
def test_run_fuzz_sampled(pair) -> None:
    n = 1100
    auto = DECKS.index(pair[0]) % 2 == 0  # half the pairs expose every forced decision
    result = fuzz(pair, RuleSet(), n, 2000 + DECKS.index(pair[0]), auto_forced=auto, every_legal=False)
    assert_clean(result, n, str(pair))


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_run_fuzz_rule_variants(name: str) -> None:
    n = 200
    for i, pair in enumerate(PAIRS[:3]):
        result = fuzz(pair, VARIANTS[name], n, 3000 + i, auto_forced=bool(i % 2), illegal_samples=12)
        assert_clean(result, n, f"{name} {pair}")


SAMPLES = ("BSS-RED", "BSS-PURPLE", "BSS-GREEN", "BSS-WHITE", "BSS-YELLOW", "BSS-BLUE")
SAMPLE_PAIRS = [(SAMPLES[i], SAMPLES[(i + 1) % 6]) for i in range(6)]


@pytest.mark.parametrize("pair", SAMPLE_PAIRS, ids=["-".join(p) for p in SAMPLE_PAIRS])
def test_run_fuzz_booster_samples(pair) -> None:
    """The booster-set sample decks under both editions: every legal action tried, invariants checked."""
    n = 150
    for k, edition in enumerate(("bss", "rulebook-8.0")):
        result = fuzz(pair, RuleSet.preset(edition), n, 5000 + SAMPLES.index(pair[0]) * 2 + k,
                      auto_forced=bool(k), illegal_samples=12)
        assert_clean(result, n, f"{edition} {pair}")


EXAMPLE_PAIRS = [("XMPL-RED", "XMPL-BLUE"), ("XMPL-BLUE", "XMPL-RED"), ("XMPL-RED", "XMPL-RED")]


@pytest.mark.parametrize("pair", EXAMPLE_PAIRS, ids=["-".join(p) for p in EXAMPLE_PAIRS])
def test_run_fuzz_example_mechanics_decks(pair) -> None:
    """The example-mechanics decks (Braves, Ultimates, Advent, Rebirth, Grandwalkers) under both editions:
    every legal action tried, invariants checked."""
    n = 100
    for k, edition in enumerate(("bss", "rulebook-8.0")):
        result = fuzz(pair, RuleSet.preset(edition), n, 7000 + EXAMPLE_PAIRS.index(pair) * 2 + k,
                      auto_forced=bool(k), illegal_samples=12)
        assert_clean(result, n, f"{edition} {pair}")


def test_run_fuzz_is_deterministic_and_splittable() -> None:
    pair = ("ST04", "ST07")
    whole = fuzz(pair, RuleSet(), 60, 9, every_legal=False)
    again = fuzz(pair, RuleSet(), 60, 9, every_legal=False)
    first = fuzz(pair, RuleSet(), 25, 9, every_legal=False)
    rest = fuzz(pair, RuleSet(), 35, 9, every_legal=False, first_index=25)
    assert whole == again
    assert first["actions"] + rest["actions"] == whole["actions"]


@pytest.mark.slow
@slow
def test_run_fuzz_long() -> None:
    """Every ordered deck pair (mirrors included) under every variant, both option settings."""
    n = 500  # 49 pairs x 5 variants x 2 options x 500 = 245,000 games (about 10-15 minutes)
    for pair in [(a, b) for a in DECKS for b in DECKS]:
        for name, rules in VARIANTS.items():
            for auto in (True, False):
                assert_clean(fuzz(pair, rules, n, 77, auto_forced=auto), n, f"{name} {pair} auto={auto}")


# -- the Python API -----------------------------------------------------------------------------
def check_position(state, rng: random.Random) -> None:
    """Invariants, every legal action on a clone, and rejected illegal codes."""
    state.check_invariants()
    legal = [int(c) for c in state.legal_actions()]
    assert legal == sorted(set(legal))
    assert legal, "a live state has no legal action"
    before = state.to_bytes()
    for code in legal:
        probe = state.clone()
        probe.apply(code)
        probe.check_invariants()
        assert probe.to_bytes() != before  # actions_applied at least moves
    legal_set = set(legal)
    assert C.CONCEDE not in legal_set  # R18.13: never listed, yet apply accepts it (docs/ACTIONS.md)
    conceded = state.clone()
    conceded.apply(C.CONCEDE)
    assert conceded.end_reason == EndReason.CONCEDED and conceded.winner == 1 - state.current_player()
    illegal = [c for c in rng.sample(range(C.CONCEDE), 12) if c not in legal_set][:6]
    illegal += [C.NUM_ACTIONS, C.NUM_ACTIONS + rng.randrange(1000), -1, -rng.randrange(1, 1000)]
    for code in illegal:
        with pytest.raises(IllegalActionError):
            state.apply(code)
        assert state.to_bytes() == before, f"rejecting {code} changed the state"
    assert [int(c) for c in state.legal_actions()] == legal


def python_fuzz(games: int, seed: int) -> int:
    rng = random.Random(seed)
    total = 0
    for i in range(games):
        pair = PAIRS[i % len(PAIRS)]
        rules = list(VARIANTS.values())[i % len(VARIANTS)]
        state = Game(pair, rules=rules, auto_forced=i % 3 != 0).new_initial_state(rng.getrandbits(64))
        while not state.is_terminal():
            check_position(state, rng)
            legal = state.legal_actions()
            state.apply(int(legal[rng.randrange(len(legal))]))
            total += 1
        state.check_invariants()
        assert state.legal_actions().size == 0
        for code in (C.PASS, 1, -1, C.NUM_ACTIONS):
            with pytest.raises(IllegalActionError):
                state.apply(code)
    return total


def test_python_api_fuzz() -> None:
    assert python_fuzz(100, 2024) > 100 * 20


@pytest.mark.slow
@slow
def test_python_api_fuzz_long() -> None:
    assert python_fuzz(2000, 99) > 0


# -- clone stress (SabberStone-style) ---------------------------------------------------------------
def play_random(state, rng: random.Random, limit: int) -> list[int]:
    played = []
    while not state.is_terminal() and len(played) < limit:
        legal = state.legal_actions()
        code = int(legal[rng.randrange(len(legal))])
        state.apply(code)
        played.append(code)
    return played


@pytest.mark.parametrize("seed", range(12))
def test_clone_and_continue(seed: int) -> None:
    rng = random.Random(seed)
    game = Game(PAIRS[seed % 7], auto_forced=seed % 2 == 0)
    state = game.new_initial_state(seed)
    play_random(state, rng, rng.randrange(20, 200))
    twin = state.clone()
    assert twin.same_as(state) and twin.hash() == state.hash() and twin is not state
    chooser = random.Random(seed + 100)
    while not state.is_terminal():
        legal = state.legal_actions()
        assert np.array_equal(legal, twin.legal_actions())
        code = int(legal[chooser.randrange(len(legal))])
        state.apply(code)
        twin.apply(code)
        assert state.hash() == twin.hash()
        assert state.to_bytes() == twin.to_bytes()
    assert twin.is_terminal() and twin.winner == state.winner and twin.returns() == state.returns()


def test_clones_are_independent() -> None:
    rng = random.Random(5)
    state = Game(("ST01", "ST03")).new_initial_state(5)
    play_random(state, rng, 60)
    snapshot = state.to_bytes()
    clones = [state.clone() for _ in range(8)]
    for i, c in enumerate(clones):  # each clone goes its own way
        play_random(c, random.Random(i), 10_000)
        assert c.is_terminal()
    assert state.to_bytes() == snapshot  # the original never moved
    # a clone of a clone, deep in a game, still replays identically from the original's bytes
    restored = state.game.state_from_bytes(snapshot)
    a, b = restored.clone(), state.clone()
    moves = play_random(a, random.Random(42), 10_000)
    for code in moves:
        b.apply(code)
    assert a.same_as(b) and a.hash() == b.hash()


@pytest.mark.slow
@slow
def test_soak_a_million_games_over_every_deck_and_edition() -> None:
    """docs/RELIABILITY.md: 1,000,000+ random games over every ordered pair of built-in decks, both editions
    and both forced-action settings, the invariants checked after every action, no failure."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from soak import soak

    summary = soak(1_000_000, workers=os.cpu_count() or 1)
    assert summary["failures"] == [], summary["failures"][:3]
    assert summary["games"] >= 1_000_000
    assert summary["end_reasons"].get("table_overflow", 0) == 0
    print(summary)


def test_the_soak_runs_small() -> None:
    """The soak script itself, on a handful of games per deck pair (CI)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from soak import combos, soak

    summary = soak(len(combos()), workers=1)
    assert summary["failures"] == [] and summary["games"] == len(combos())
    assert sum(summary["end_reasons"].values()) == summary["games"]


def test_the_pool_soak_runs_small() -> None:
    """The --pool soak (random pool decks, each with self-triggering user cards), a few games: every game ends,
    the looping cards stop some with EFFECT_LIMIT (or a full trigger table), no invariant fails (issue 19)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from soak import soak

    summary = soak(240, workers=1, pool_decks=True, pool_pairs=20)
    assert summary["failures"] == [] and summary["games"] == 240
    reasons = summary["end_reasons"]
    assert sum(reasons.values()) == 240 and reasons.get("effect_limit", 0) > 0 and reasons.get("life", 0) > 0
