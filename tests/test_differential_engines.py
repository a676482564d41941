"""The compiled engine against the pure-Python reference engine, action by action.

Seeded random games over the built-in decks: after every action both engines must offer the
same legal actions and hold byte-identical states (``State.raw_bytes() == RefState.to_bytes()``)
with equal hashes. The compiled batch loop must also reproduce reference games played by the
Python agents on the same per-game seeds.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from bscore.batch import play_batch
from bscore.rng import py_derive_seed
from pybs import Game, RuleSet
from pybs import codec as C
from pybs.layout import SOUL_NONE, WINNER_DRAW, EndReason
from pybs.reference.agents import play_reference_game

DECKS = ("ST01", "ST02", "ST03", "ST04", "ST05", "ST06", "ST07")
# every deck on both sides, including mirror matches
PAIRS = [(DECKS[i], DECKS[(i + shift) % 7]) for shift in (1, 3, 0) for i in range(7)]

# (id, RuleSet overrides, auto_forced, games)
CASES = [
    ("default", {}, True, 80),
    ("no-auto-forced", {}, False, 50),
    ("start-life-3", {"start_life": 3}, True, 30),
    ("no-soul-core", {"use_soul_core": False}, True, 30),
    ("first-player-1", {"first_player": 1}, True, 30),
    ("first-player-0-manual", {"first_player": 0, "start_hand": 6}, False, 20),
    ("variant-mix", {"core_step_gain": 2, "draw_per_turn": 2, "first_player_skips_attack_step": False,
                     "start_reserve": 5, "max_turns": 40}, True, 20),
]
assert sum(case[3] for case in CASES) >= 200


def describe(state, code: int) -> str:
    try:
        return f"{code} ({C.decode(code)}: {state.action_to_string(code)})"
    except Exception as exc:  # pragma: no cover - only used in failure messages
        return f"{code} ({exc})"


def play_both(game: Game, seed: int, chooser: random.Random) -> tuple[int, object]:
    """Play one game on both engines with random actions; returns (actions, final State)."""
    fast = game.new_initial_state(seed)
    ref = game.reference_state(seed)
    where = f"{game!r} seed={seed}"
    assert fast.raw_bytes() == ref.to_bytes(), f"{where}: set-up states differ"
    assert fast.hash() == ref.hash()
    n = 0
    while True:
        legal = [int(c) for c in fast.legal_actions()]
        assert legal == ref.legal_actions(), f"{where} after {n} actions: legal actions differ"
        assert fast.is_terminal() == ref.is_terminal()
        assert fast.current_player() == ref.current_player()
        if fast.is_terminal():
            assert legal == []
            return n, fast
        code = legal[chooser.randrange(len(legal))]
        n += 1
        step_both(fast, ref, code, f"{where}: action #{n}")


def step_both(fast, ref, code: int, where: str) -> None:
    """Apply ``code`` on both engines and require identical bytes and hashes. The action is described only
    when they differ (from a clone of the position before it): describing costs more than the step."""
    position = fast.clone()
    fast.apply(code)
    ref.apply(code)
    if fast.raw_bytes() != ref.raw_bytes():
        a = fast.record()
        b = ref.record()
        diff = [name for name in a.dtype.names if a[name].tobytes() != b[name].tobytes()]
        pytest.fail(f"{where} {describe(position, code)}: states differ; fields {diff}")
    assert fast.hash() == ref.hash(), f"{where} {describe(position, code)}: hashes differ"


@pytest.mark.parametrize(("overrides", "auto_forced", "games"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_engines_agree_action_by_action(overrides: dict, auto_forced: bool, games: int) -> None:
    rules = RuleSet().replace(**overrides)
    chooser = random.Random(f"differential-{sorted(overrides.items())}-{auto_forced}")
    total_actions = 0
    for i in range(games):
        pair = PAIRS[(i * 5 + len(overrides)) % len(PAIRS)]
        game = Game(pair, seed=0, rules=rules, auto_forced=auto_forced)
        seed = chooser.getrandbits(64)
        n, final = play_both(game, seed, chooser)
        total_actions += n
        assert final.end_reason != EndReason.NONE, f"game {i} is over without an end reason"
        if rules.first_player is not None:
            assert int(final.record()["first_player"]) == rules.first_player
        if not rules.use_soul_core:
            assert {int(final.record()["players"][p]["soul_loc"]) for p in (0, 1)} == {SOUL_NONE}
    assert total_actions > games * 20  # real games were played, not trivial ones


def test_manual_decisions_are_exposed_without_auto_forced() -> None:
    """With auto_forced off the engines must agree on forced one-action decisions too."""
    game = Game(("ST02", "ST05"), seed=11, auto_forced=False)
    chooser = random.Random(3)
    forced = 0
    for seed in range(6):
        fast = game.new_initial_state(seed)
        ref = game.reference_state(seed)
        while not fast.is_terminal():
            legal = [int(c) for c in fast.legal_actions()]
            assert legal == ref.legal_actions()
            forced += len(legal) == 1
            code = legal[chooser.randrange(len(legal))]
            fast.apply(code)
            ref.apply(code)
            assert fast.raw_bytes() == ref.to_bytes()
    assert forced > 0  # single-action decisions really are offered


# -- the batch loop ------------------------------------------------------------------------------------
def reference_result(game: Game, seed: int, agents: tuple[str, str]) -> tuple:
    ref = play_reference_game(game.reference_state(seed), agents, seed)
    winner = -1 if ref.winner == WINNER_DRAW else ref.winner
    p0, p1 = ref.players
    return (winner, ref.first_player, ref.turn, int(ref.end_reason), p0.life, p1.life, ref.actions_applied)


def batch_rows(out: np.ndarray) -> list[tuple]:
    fields = ("winner", "first_player", "turns", "end_reason", "life0", "life1", "actions")
    return [tuple(int(r[f]) for f in fields) for r in out]


BATCH_CASES = [
    (("greedy", "greedy"), ("ST01", "ST02"), True),
    (("greedy", "random"), ("ST03", "ST04"), True),
    (("random", "greedy"), ("ST05", "ST06"), True),
    (("random", "random"), ("ST07", "ST01"), True),
    (("greedy", "greedy"), ("ST04", "ST06"), False),
    (("random", "greedy"), ("ST02", "ST07"), False),
]


@pytest.mark.parametrize(("agents", "pair", "auto_forced"), BATCH_CASES)
def test_batch_loop_reproduces_reference_games(agents, pair, auto_forced) -> None:
    game = Game(pair, rules=RuleSet(max_turns=60), auto_forced=auto_forced)
    master = 0xC0FFEE + len(agents[0]) * 7 + sum(map(ord, pair[0] + pair[1]))
    n = 8
    out = play_batch(game.handle, game.rows[0], game.rows[1], game.rules_bytes, n, master, agents=agents,
                     options=game.options, check=True)
    assert out.shape == (n,)
    assert (out["error"] == 0).all(), out["error"]
    expected = [reference_result(game, py_derive_seed(master, i), agents) for i in range(n)]
    assert batch_rows(out) == expected
    assert set(out["winner"].tolist()) <= {-1, 0, 1}


def test_batch_first_index_matches_one_long_run() -> None:
    game = Game(("ST03", "ST05"))
    args = (game.handle, game.rows[0], game.rows[1], game.rules_bytes)
    whole = play_batch(*args, 12, 77, agents=("random", "greedy"))
    tail = play_batch(*args, 5, 77, agents=("random", "greedy"), first_index=7)
    assert batch_rows(tail) == batch_rows(whole[7:])
    again = play_batch(*args, 12, 77, agents=("random", "greedy"))
    assert whole.tobytes() == again.tobytes()  # deterministic
    other = play_batch(*args, 12, 78, agents=("random", "greedy"))
    assert batch_rows(other) != batch_rows(whole)


def test_batch_agrees_with_state_api_replay() -> None:
    """A greedy batch game equals the compiled State played with the reference greedy policy."""
    from pybs.reference.agents import greedy_action

    game = Game(("ST06", "ST03"))
    out = play_batch(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 3, 5)
    for i in range(3):
        seed = py_derive_seed(5, i)
        state = game.new_initial_state(seed)
        ref = game.reference_state(seed)
        while not state.is_terminal():
            code = greedy_action(ref, ref.legal_actions())
            state.apply(code)
            ref.apply(code)
        assert (state.turn, state.winner if state.winner is not None else -9) == (
            int(out[i]["turns"]), int(out[i]["winner"]))
        assert int(state.record()["actions_applied"]) == int(out[i]["actions"])


@pytest.mark.parametrize("engine", ["fast", "reference"])
def test_without_a_soul_core_no_soul_core_action_is_offered(engine: str) -> None:
    """R3.3 variant: with use_soul_core=False neither engine may offer a Soul Core action."""
    game = Game(("ST02", "ST03"), rules=RuleSet(use_soul_core=False))
    chooser = random.Random(8)
    for seed in range(5):
        state = game.new_initial_state(seed) if engine == "fast" else game.reference_state(seed)
        for _ in range(150):
            if state.is_terminal():
                break
            legal = [int(c) for c in state.legal_actions()]
            decoded = [C.decode(c) for c in legal]
            assert not [a for a in decoded if a.name == "SWAP_SOUL" or (a.name != "PASS" and a.kind == 1)]
            state.apply(legal[chooser.randrange(len(legal))])


def play_every_pair(decks: tuple[str, ...], edition: str, games: int, tag: str) -> None:
    """``games`` random games under ``edition`` cycling through every ordered pair of ``decks`` (mirrors
    included), a third of them without auto-forced actions, both engines compared after every action."""
    rules = RuleSet.preset(edition)
    chooser = random.Random(f"differential-{tag}-{edition}")
    total_actions = 0
    for i in range(games):
        pair = (decks[i % len(decks)], decks[(i // len(decks)) % len(decks)])
        game = Game(pair, seed=0, rules=rules, auto_forced=bool(i % 3))
        n, final = play_both(game, chooser.getrandbits(64), chooser)
        total_actions += n
        assert final.end_reason != EndReason.NONE
    assert total_actions > games * 20


SAMPLES = ("BSS-RED", "BSS-PURPLE", "BSS-GREEN", "BSS-WHITE", "BSS-YELLOW", "BSS-BLUE")


@pytest.mark.parametrize("edition", ["bss", "rulebook-8.0"])
def test_engines_agree_on_the_booster_sample_decks(edition: str) -> None:
    """150 games per edition over every ordered pair of the BSS01-BSS03 sample decks (mirrors included):
    identical legal actions, bytes and hashes after every action."""
    play_every_pair(SAMPLES, edition, 150, "samples")


@pytest.mark.parametrize("pair", [("ST01", "ST02"), ("ST05", "ST06"), ("BSS-RED", "BSS-WHITE"), ("BSS-GREEN", "BSS-BLUE"),
                                  ("XMPL-RED", "XMPL-BLUE"), ("BSS04-RED", "BSS05-PURPLE"), ("BSS06-RED", "BSS06-BLUE"),
                                  ("CB01-PURPLE", "PROMO-RED"), ("CB01-BLUE", "PROMO-WHITE")])
def test_deck_narrowed_table_plays_the_same_games(pair) -> None:
    """Game.deck_handle (unions over the decks' cards, their other faces and the tokens: rule and card-flag
    unions included) skips lookups only other cards need: the batch loop gives the same games with it as with
    the full table."""
    game = Game(pair, seed=0, rules=RuleSet.preset("bss"))
    full = play_batch(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 300, 11)
    narrow = play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, 300, 11)
    assert np.array_equal(full, narrow)
    assert game.deck_handle.arrays is game.handle.arrays  # shared, not copied


EXAMPLES = ("XMPL-RED", "XMPL-BLUE")  # the issue 9 example cards: Braves, Ultimates, Advent, R16


@pytest.mark.parametrize("edition", ["bss", "rulebook-8.0"])
def test_engines_agree_on_the_example_mechanics_decks(edition: str) -> None:
    """100 games per edition (200 in all) over the example-mechanics decks, mirrors included (R12, R14-R16):
    identical legal actions, bytes and hashes after every action."""
    play_every_pair(EXAMPLES, edition, 100, "examples")
