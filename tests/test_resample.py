"""Hidden-state sampling (R0.7): ``State.resample(player, seed)`` redraws what ``player`` cannot see.

The opponent's hand, deck order and face-down Burst, and the player's own deck order, are redrawn
from the seed; everything the player sees stays (observation dict and tensor identical).
"""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from pybs import Game, State
from pybs import layout as L
from pybs.effects.compiler import CardFlag
from pybs.testing import FieldCard, Scenario


def positions(n_games: int = 6, every: int = 3):
    """Positions of random games (starter decks with effects), every ``every`` actions."""
    rng = random.Random(7)
    for g in range(n_games):
        game = Game((f"ST0{g % 7 + 1}", f"ST0{(g + 3) % 7 + 1}"), seed=g)
        state = game.new_initial_state()
        i = 0
        while not state.is_terminal():
            if i % every == 0:
                yield state.clone()
            legal = state.legal_actions()
            state.apply(int(legal[rng.randrange(len(legal))]))
            i += 1
        yield state


def test_the_player_cannot_tell_the_sample_from_the_real_state() -> None:
    checked = moved = 0
    for state in positions():
        for p in (0, 1):
            sample = state.resample(p, 1000 + checked)
            sample.check_invariants()
            assert np.array_equal(sample.observation_tensor(p), state.observation_tensor(p))
            assert sample.observation(p) == state.observation(p)
            moved += not sample.same_as(state)
            checked += 1
    assert checked > 200
    assert moved > checked * 0.9  # the hidden cards (and the RNG) really change


def test_same_seed_same_bytes_and_seeds_differ() -> None:
    state = next(s for i, s in enumerate(positions(1, 1)) if i == 12)
    a, b, c = state.resample(0, 5), state.resample(0, 5), state.resample(0, 6)
    assert a.to_bytes() == b.to_bytes()
    assert a.to_bytes() != c.to_bytes()
    assert state.resample(1, 5).to_bytes() != a.to_bytes()


def test_a_sample_plays_to_the_end_deterministically() -> None:
    for state in list(positions(2, 25))[:6]:
        if state.is_terminal():
            continue
        finals = []
        for _ in range(2):
            sample = state.resample(state.current_player(), 42)
            rng = random.Random(0)
            while not sample.is_terminal():
                legal = sample.legal_actions()
                sample.apply(int(legal[rng.randrange(len(legal))]))
            sample.check_invariants()
            finals.append(sample.to_bytes())
        assert finals[0] == finals[1]


HAND_1 = ["ST02-005", "ST02-001", "ST01-004"]
DECK_1 = ["ST02-005", "ST01-009", "ST01-013", "ST01-013", "ST02-001", "ST01-016"]


def scenario(burst1: str | None = None) -> State:
    sc = Scenario(turn=4, active=0, step="main")
    sc.player(0, life=4, reserve=2, hand=["ST01-004", "ST01-014", "ST01-001"],
              field=[FieldCard("ST01-009", cores=2)], trash=["ST01-005"], burst="ST01-016",
              deck=["ST01-011", "ST01-004", "ST01-006", "ST01-009"])
    sc.player(1, life=3, reserve=5, hand=HAND_1, deck=DECK_1, field=[FieldCard("ST02-005", cores=1)],
              trash=["ST02-001"], burst=burst1)
    return State.from_record(sc.record(), sc.game())


def rows_of(state: State, p: int, zone: str) -> list[int]:
    pl = state.record()["players"][p]
    if zone == "burst":
        return [] if int(pl["burst_inst"]) == L.NO_CARD else [int(pl["card_ids"][int(pl["burst_inst"])])]
    if zone == "field":
        return [int(pl["card_ids"][int(s["inst"])]) for s in pl["slots"] if int(s["inst"]) != L.NO_CARD]
    insts = pl[zone][: int(pl[f"{zone}_count"])]
    return [int(pl["card_ids"][int(i)]) for i in insts]


def test_unseen_cards_land_in_the_opponents_hand_at_the_right_rate() -> None:
    """Each unseen card is in the opponent's 3-card hand with probability 3 / 9 (chi-square)."""
    state = scenario()
    db = state.game.db
    pool = Counter(db.row(c) for c in HAND_1 + DECK_1)
    n, draws = sum(pool.values()), 3000
    seen = {(p, z): rows_of(state, p, z) for p in (0, 1) for z in ("field", "trash")}
    seen[(0, "hand")] = rows_of(state, 0, "hand")
    seen[(0, "burst")] = rows_of(state, 0, "burst")
    own_deck = sorted(rows_of(state, 0, "deck"))
    counts: Counter = Counter()
    own_orders = set()
    for seed in range(draws):
        sample = state.resample(0, seed)
        hand = rows_of(sample, 1, "hand")
        counts.update(hand)
        assert sorted(hand + rows_of(sample, 1, "deck")) == sorted(pool.elements())
        for key, rows in seen.items():  # what player 0 saw never moves
            assert rows_of(sample, *key) == rows
        assert sorted(rows_of(sample, 0, "deck")) == own_deck
        own_orders.add(tuple(rows_of(sample, 0, "deck")))
    chi2 = sum((counts[r] - draws * 3 * k / n) ** 2 / (draws * 3 * k / n) for r, k in pool.items())
    assert chi2 < 20.5  # 5 degrees of freedom: p < 0.001 by chance
    assert len(own_orders) == 24  # 4 different own deck cards: all 4! orders drawn


def test_a_face_down_burst_is_redrawn_among_burst_cards() -> None:
    state = scenario(burst1="ST01-015")
    db = state.game.db
    flags = state.game.handle.arrays["card_flags"]
    bursts = Counter()
    for seed in range(400):
        sample = state.resample(0, seed)
        [row] = rows_of(sample, 1, "burst")
        assert flags[row] & CardFlag.HAS_BURST  # R13.1: only a Burst card can have been set
        bursts[row] += 1
        assert np.array_equal(sample.observation_tensor(0), state.observation_tensor(0))
    pool = {db.row(c) for c in HAND_1 + DECK_1 + ["ST01-015"]}
    assert set(bursts) == {r for r in pool if flags[r] & CardFlag.HAS_BURST}
    # the owner's own view: the Burst stays what it is
    assert all(rows_of(state.resample(1, s), 1, "burst") == [db.row("ST01-015")] for s in range(20))


def test_resample_checks_its_arguments() -> None:
    state = scenario()
    with pytest.raises(ValueError):
        state.resample(2, 0)
    with pytest.raises(TypeError):
        state.resample(0.5, 0)
