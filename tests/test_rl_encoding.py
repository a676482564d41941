"""Issue 22: the observation spec covers every tensor entry, and the encoded observation scales the
numbers, one-hots the enums and cards, counts the card lists, and hides what the raw tensor hides (R0.7)."""

from __future__ import annotations

import numpy as np

import pybs
from pybs.adapters.encoding import HAND_POSITIONS, ObservationEncoder, observation_spec
from pybs.observation import OBS_OFFSETS, OBS_SIZE


def _mid_game(seed: int = 5, moves: int = 60):
    state = pybs.Game().new_initial_state(seed)
    rng = np.random.default_rng(seed)
    for _ in range(moves):
        state.apply(int(rng.choice(state.legal_actions())))
    return state


def test_spec_covers_the_tensor_with_kinds_and_ranges():
    spec = observation_spec()
    assert [e.index for e in spec] == list(range(OBS_SIZE))
    by_name = {e.name: e for e in spec}
    assert by_name["phase"].kind == "categorical" and by_name["used_card"].kind == "card"
    assert by_name["own.life"].kind == "numeric" and by_name["own.life"].index == OBS_OFFSETS["seats"]
    assert by_name["opponent.slot3.card"].kind == "card"
    assert by_name["hand0"].group == "hand" and by_name["own.trash0"].group == "own.trash"
    assert all(e.low <= e.high for e in spec if e.kind == "categorical")


def test_encoding_of_a_position():
    game = pybs.Game()
    enc = ObservationEncoder(game)
    state = _mid_game()
    obs = state.observation_tensor(0)
    row = enc.encode(obs)
    assert row.shape == (enc.size,) and row.dtype == np.float32
    numeric = [e for e in enc.spec if e.kind in ("numeric", "binary")]
    life = next(j for j, e in enumerate(numeric) if e.name == "own.life")
    assert row[life] == obs[OBS_OFFSETS["seats"]] / 5
    # every categorical entry is exactly one 1 in its block
    cat = [e for e in enc.spec if e.kind == "categorical"]
    for j, e in enumerate(cat):
        block = row[enc._cat_col[j]: enc._cat_col[j] + e.high - e.low + 1]
        assert block.sum() == 1 and block[int(obs[e.index]) - e.low] == 1
    # the hand is counted per card, and its first positions keep their one-hot
    hand = obs[OBS_OFFSETS["hand"]: OBS_OFFSETS["hand"] + 64]
    count = int((hand > 0).sum())
    bag = enc.groups.index("hand")
    start = len(numeric) + enc._onehot_size - len(enc.groups) * enc.vocab_size + bag * enc.vocab_size
    assert row[start: start + enc.vocab_size].sum() == count > 0
    first = enc.card_index(obs)[list(enc.card_entries).index(OBS_OFFSETS["hand"])]
    assert first == 1 + int(np.flatnonzero(enc.vocabulary == int(hand[0]) - 1)[0])
    assert HAND_POSITIONS <= 64


def test_encoding_batch_equals_rows_and_hides_hidden_cards():
    enc = ObservationEncoder(pybs.Game())
    states = [_mid_game(s) for s in (1, 2, 3)]
    batch = np.stack([s.observation_tensor(1) for s in states])
    out = enc.encode(batch)
    for i, s in enumerate(states):
        np.testing.assert_array_equal(out[i], enc.encode(s.observation_tensor(1)))
        hidden = s.resample(1, 77)  # the opponent's hand and the decks redrawn
        np.testing.assert_array_equal(enc.encode(hidden.observation_tensor(1)), out[i])


def test_unknown_cards_are_the_other_column():
    enc = ObservationEncoder(pybs.Game())
    obs = np.zeros(OBS_SIZE, np.float32)
    obs[21] = 60000.0  # a card row outside both decks (a token, say)
    assert enc.card_index(obs)[0] == enc.vocab_size - 1
