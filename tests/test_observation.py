"""R0.7: observations hold public information plus the observer's own private cards, nothing more.

Positions that differ only in one player's hidden information (hand contents, deck order,
face-down Burst) must look the same to the other player; the owner sees their own hand and
set Burst (CN Q19); nobody sees any deck order.
"""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from pybs import Game, State
from pybs import layout as L
from pybs.observation import OBS_OFFSETS, OBS_SIZE
from pybs.testing import FieldCard, Scenario

DECK_1 = ["ST02-005", "ST02-001", "ST01-004", "ST01-009", "ST02-005", "ST01-013"]  # top card first


def scenario(hand1=("ST02-005", "ST02-001"), deck1=DECK_1, burst1="ST01-015", deck0=None, step="main") -> Scenario:
    sc = Scenario(turn=4, active=0, step=step)
    sc.player(0, life=4, reserve=2, trash_cores=1, hand=["ST01-004", "ST01-014", "ST01-001"],
              field=[FieldCard("ST01-009", cores=2), FieldCard("ST01-013", cores=0, exhausted=True)],
              trash=["ST01-005"], burst="ST01-016", deck=deck0)
    sc.player(1, life=3, reserve=5, soul=None, hand=list(hand1), deck=list(deck1),
              field=[FieldCard("ST02-005", cores=1, soul=True, exhausted=True)],
              trash=["ST02-001", "ST01-004"], burst=burst1)
    return sc


def observe(state, p: int) -> tuple[dict, np.ndarray]:
    return state.observation(p), state.observation_tensor(p)


@pytest.fixture(scope="module")
def base() -> State:
    return scenario().build()


VARIANTS = {
    "hand contents": {"hand1": ("ST01-005", "ST01-011")},
    "deck order": {"deck1": list(reversed(DECK_1))},
    "deck contents": {"deck1": ["ST01-006"] * 6},
    "burst card": {"burst1": "ST01-016"},
    "everything hidden": {"hand1": ("ST01-014", "ST01-014"), "deck1": DECK_1[3:] + DECK_1[:3],
                          "burst1": "ST01-014"},
}


@pytest.mark.parametrize("change", list(VARIANTS.values()), ids=list(VARIANTS))
def test_opponent_private_information_is_invisible(base, change: dict) -> None:
    other = scenario(**change).build()
    assert other.hash() != base.hash()  # the positions really differ
    obs_a, ten_a = observe(base, 0)
    obs_b, ten_b = observe(other, 0)
    assert obs_a == obs_b
    assert np.array_equal(ten_a, ten_b) and ten_a.shape == (OBS_SIZE,) and ten_a.dtype == np.float32
    own_a, own_b = observe(base, 1), observe(other, 1)
    if "deck1" in change and len(change) == 1:
        assert own_a[0] == own_b[0] and np.array_equal(own_a[1], own_b[1])  # not even the owner sees order
    else:
        assert own_a[0] != own_b[0] and not np.array_equal(own_a[1], own_b[1])


def test_own_deck_order_is_invisible_to_everyone(base) -> None:
    other = scenario(deck0=["ST01-011", "ST01-004", "ST01-004"] * 2 + ["ST01-004"] * 14).build()
    shuffled = scenario(deck0=["ST01-004"] * 14 + ["ST01-011", "ST01-004", "ST01-004"] * 2).build()
    assert other.hash() != shuffled.hash()
    for p in (0, 1):
        assert observe(other, p)[0] == observe(shuffled, p)[0]
        assert np.array_equal(observe(other, p)[1], observe(shuffled, p)[1])


def test_own_hand_and_set_burst_are_visible(base) -> None:
    me, opp = base.observation(1)["players"][1], base.observation(1)["players"][0]
    assert me["hand"] == ["ST02-005", "ST02-001"]
    assert me["burst"] == {"set": True, "face_up": False, "card": "ST01-015"}  # CN Q19
    assert "hand" not in opp and "card" not in opp["burst"] and opp["burst"]["set"]
    mine0 = base.observation(0)["players"][0]
    assert mine0["hand"] == ["ST01-004", "ST01-014", "ST01-001"]
    assert mine0["burst"]["card"] == "ST01-016"
    db = base.game.db
    tensor = base.observation_tensor(1)
    hand_rows = {db.row(c) + 1 for c in me["hand"]}
    assert hand_rows <= set(tensor.tolist())
    assert db.row("ST01-015") + 1 in tensor.tolist()


def test_no_observation_mentions_a_deck_card(base) -> None:
    # the deck cards of player 1 appear nowhere else; no observation may name them
    sc = scenario(deck1=["ST03-001", "ST03-002", "ST04-001"], hand1=("ST02-005",))
    state = sc.build()
    for p in (0, 1):
        text = json.dumps(state.observation(p))
        for card in ("ST03-001", "ST03-002", "ST04-001"):
            assert card not in text


def test_public_information_is_present_and_correct(base) -> None:
    for p in (0, 1):
        obs = base.observation(p)
        assert (obs["player"], obs["turn"], obs["active"], obs["decision"]) == (p, 4, 0, "MAIN")
        me, opp = obs["players"]
        assert (me["life"], me["reserve"], me["trash_cores"]) == (4, 2, 1)
        assert (opp["life"], opp["reserve"]) == (3, 5)
        assert (me["hand_count"], opp["hand_count"]) == (3, 2)
        assert (me["deck_count"], opp["deck_count"]) == (20, len(DECK_1))
        assert me["trash"] == ["ST01-005"] and opp["trash"] == ["ST02-001", "ST01-004"]
        assert [(f["slot"], f["card"], f["cores"], f["exhausted"]) for f in me["field"]] == [
            (0, "ST01-009", 2, 0), (1, "ST01-013", 0, 1)]
        [spirit] = opp["field"]
        assert (spirit["card"], spirit["cores"], spirit["soul_core"], spirit["level"], spirit["bp"]) == (
            "ST02-005", 2, True, 2, 2000)
        assert opp["soul_core"] == {"slot": 0} and me["soul_core"] == "reserve"
        assert me["burst"]["set"] and opp["burst"]["set"]


def test_tensor_globals_and_seat_blocks(base) -> None:
    t0, t1 = base.observation_tensor(0), base.observation_tensor(1)
    assert t0[0] == t1[0] == 4  # turn
    assert (t0[1], t1[1]) == (1, 0)  # is the observer the turn player
    # own seat block first: life, reserve, trash cores, count cores, deck, hand, trash, soul, burst set
    at = OBS_OFFSETS["seats"]
    assert t0[at : at + 9].tolist() == [4, 2, 1, 0, 20, 3, 1, L.SOUL_RESERVE, 1]
    assert t1[at : at + 9].tolist() == [3, 5, 0, 0, len(DECK_1), 2, 2, L.SOUL_SLOT0, 1]


def test_activated_burst_becomes_public() -> None:
    sc = scenario()
    rec = sc.record()
    rec["players"][1]["burst_state"] = 1
    state = State.from_record(rec, sc.game())
    burst = state.observation(0)["players"][1]["burst"]
    assert burst == {"set": True, "face_up": True, "card": "ST01-015"}


def test_observer_must_be_a_player(base) -> None:
    for bad in (-1, 2):
        with pytest.raises(ValueError):
            base.observation(bad)
        with pytest.raises(ValueError):
            base.observation_tensor(bad)
    for bad in (None, True, 0.0):  # not integers: TypeError, as State.apply raises
        with pytest.raises(TypeError):
            base.observation(bad)
        with pytest.raises(TypeError):
            base.observation_tensor(bad)


# -- random positions: swap hidden cards and shuffle decks -------------------------------------------
def hidden_variant(state: State, p: int, rng: random.Random) -> State | None:
    """The same position with p's hand and deck cards reshuffled between each other."""
    buf = bytearray(state.raw_bytes())
    rec = np.frombuffer(buf, dtype=L.STATE_DTYPE)[0]
    pl = rec["players"][p]
    hand = pl["hand"][: int(pl["hand_count"])].tolist()
    deck = pl["deck"][: int(pl["deck_count"])].tolist()
    if not hand or len(deck) < 2:
        return None
    ids = pl["card_ids"]
    pool = [int(ids[i]) for i in hand + deck]
    rng.shuffle(pool)
    for inst, row in zip(hand + deck, pool, strict=True):
        ids[inst] = row
    return State.from_record(rec, state.game)


def test_hidden_information_never_leaks_in_random_positions() -> None:
    rng = random.Random(11)
    checked = owner_saw_change = 0
    for g in range(4):  # every starter deck plays (ST01-ST04 against ST04-ST07)
        game = Game((f"ST0{g % 7 + 1}", f"ST0{(g + 3) % 7 + 1}"))
        state = game.new_initial_state(g)
        while not state.is_terminal():
            for p in (0, 1):
                other = hidden_variant(state, p, rng)
                if other is None:
                    continue
                q = 1 - p
                assert state.observation(q) == other.observation(q)
                assert np.array_equal(state.observation_tensor(q), other.observation_tensor(q))
                owner_saw_change += state.observation(p) != other.observation(p)
                checked += 1
            legal = state.legal_actions()
            state.apply(int(legal[rng.randrange(len(legal))]))
    assert checked > 500
    assert owner_saw_change > checked // 4  # the variants really change the owner's hand


def test_tensor_reports_a_pending_effect_decision() -> None:
    """While an effect waits on a choice, the tensor's decision fields name that choice and its chooser."""
    from conftest import summon

    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, hand=["ST02-004"], reserve=5, soul="trash")  # on summon: an opposing Spirit loses a core
    sc.player(1, field=[FieldCard("ST01-004", cores=2), FieldCard("ST01-009", cores=2)], soul="trash")
    state = State.from_record(sc.record(), sc.game())
    summon(state, 0)
    obs = state.observation(0)
    assert (obs["decision"], obs["decision_player"]) == ("CHOOSE", 0)
    t0, t1 = state.observation_tensor(0), state.observation_tensor(1)
    assert t0[3] == t1[3] == int(L.Decision.CHOOSE)
    assert (t0[4], t1[4]) == (1, 0)  # the chooser is player 0


# -- the compiled tensor (bscore/observe.pyx, docs/OBSERVATION.md) ---------------------------------
SEATS, SEAT, HEADER, SLOT = (OBS_OFFSETS[k] for k in ("seats", "seat_size", "seat_header", "slot_fields"))


def seat(tensor: np.ndarray, relative: int) -> np.ndarray:
    """The observer's seat block (0) or the opponent's (1)."""
    return tensor[SEATS + relative * SEAT : SEATS + (relative + 1) * SEAT]


def edited(state: State, edit) -> State:
    """A copy of ``state`` whose record went through ``edit(rec)``."""
    buf = bytearray(state.raw_bytes())
    rec = np.frombuffer(buf, dtype=L.STATE_DTYPE)[0]
    edit(rec)
    return State.from_record(rec, state.game)


def test_face_down_burst_identity_is_hidden_until_it_turns_face_up(base) -> None:
    """R0.7 / CN Q19: only the owner knows a face-down Burst; the record edit swaps its card."""
    db = base.game.db

    def swap_burst(rec) -> None:
        pl = rec["players"][1]
        pl["card_ids"][int(pl["burst_inst"])] = db.row("ST01-016")

    other = edited(base, swap_burst)
    assert np.array_equal(base.observation_tensor(0), other.observation_tensor(0))
    assert not np.array_equal(base.observation_tensor(1), other.observation_tensor(1))
    assert seat(base.observation_tensor(1), 0)[10] == db.row("ST01-015") + 1
    assert seat(base.observation_tensor(0), 1)[10] == 0  # the opponent's Burst card: unknown


def test_visible_changes_change_the_tensor(base) -> None:
    """The tensor is not blind: each public edit shows for both players."""
    def life_to_trash(rec) -> None:  # core conservation holds: Life -> Trash
        rec["players"][1]["life"] -= 1
        rec["players"][1]["trash_cores"] += 1

    def reserve_to_trash(rec) -> None:
        rec["players"][0]["reserve"] -= 1
        rec["players"][0]["trash_cores"] += 1

    def trash_card(rec) -> None:
        pl = rec["players"][1]
        pl["card_ids"][int(pl["trash"][0])] = base.game.db.row("ST01-009")

    def refresh(rec) -> None:
        rec["players"][0]["slots"][1]["exhaust"] = 0

    for edit in (life_to_trash, reserve_to_trash, trash_card, refresh):
        other = edited(base, edit)
        for p in (0, 1):
            assert not np.array_equal(base.observation_tensor(p), other.observation_tensor(p)), edit.__name__


def test_tensor_agrees_with_the_dict_observation() -> None:
    """Random positions: life, cores, counts, field cards (level, BP), trash, hand, Burst match."""
    rng = random.Random(5)
    checked = 0
    for g in range(6):
        game = Game((f"ST0{g % 7 + 1}", f"ST0{(g + 2) % 7 + 1}"))
        state = game.new_initial_state(g)
        db = game.db
        while not state.is_terminal():
            if rng.random() < 0.3:
                for p in (0, 1):
                    obs, ten = state.observation(p), state.observation_tensor(p)
                    assert ten[0] == obs["turn"] and ten[3] == int(L.Decision[obs["decision"]])
                    assert ten[4] == (obs["decision_player"] == p)
                    for rel, seat_obs in ((0, obs["players"][p]), (1, obs["players"][1 - p])):
                        block = seat(ten, rel)
                        assert block[:6].tolist() == [seat_obs[k] for k in (
                            "life", "reserve", "trash_cores", "count_cores", "deck_count", "hand_count")]
                        assert block[8] == seat_obs["burst"]["set"]
                        assert block[10] == (db.row(seat_obs["burst"]["card"]) + 1 if "card" in seat_obs["burst"]
                                             else 0)
                        trash = block[HEADER + L.MAX_SLOTS * SLOT:]
                        assert trash[: len(seat_obs["trash"])].tolist() == [db.row(c) + 1 for c in seat_obs["trash"]]
                        assert not trash[len(seat_obs["trash"]):].any()
                        assert block[12] == len(seat_obs["field"])
                        for f in seat_obs["field"]:
                            s = block[HEADER + f["slot"] * SLOT : HEADER + (f["slot"] + 1) * SLOT]
                            assert s[:6].tolist() == [db.row(f["card"]) + 1, f["cores"], f["soul_core"],
                                                      f["exhausted"], f["level"], f["level_by_cores"]]
                            assert s[6] * 1000 == pytest.approx(f["bp"])
                    hand = ten[OBS_OFFSETS["hand"]:]
                    own = obs["players"][p]["hand"]
                    assert hand[: len(own)].tolist() == [db.row(c) + 1 for c in own]
                    checked += 1
            legal = state.legal_actions()
            state.apply(int(legal[rng.randrange(len(legal))]))
    assert checked > 100


def test_tensor_describes_the_choice_options_to_the_chooser_only() -> None:
    """A CHOOSE decision: the chooser sees what each code A_CHOICE + i picks; the opponent does not."""
    from conftest import summon

    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, hand=["ST02-004"], reserve=5, soul="trash")  # on summon: an opposing Spirit loses a core
    sc.player(1, field=[FieldCard("ST01-004", cores=2), FieldCard("ST01-009", cores=2)], soul="trash")
    state = State.from_record(sc.record(), sc.game())
    summon(state, 0)
    db = state.game.db
    t0, t1 = state.observation_tensor(0), state.observation_tensor(1)
    at, width = OBS_OFFSETS["choices"], OBS_OFFSETS["choice_fields"]
    assert t0[37] == 2 and t1[37] == 0
    rows = [t0[at + i * width : at + (i + 1) * width].tolist() for i in range(2)]
    # kind card, the opponent's, its row + 1, on the field, in slot 0 / 1
    assert rows == [[1, 0, db.row("ST01-004") + 1, 1, 0], [1, 0, db.row("ST01-009") + 1, 1, 1]]
    assert not t1[at : at + 2 * width].any()
    assert t0[28] == 1 and t0[30] == db.row("ST02-004") + 1  # the effect resolving: mine, its card


def test_tensor_fills_a_preallocated_array(base) -> None:
    out = np.full(OBS_SIZE, 7.0, dtype=np.float32)
    assert base.observation_tensor(1, out=out) is out
    assert np.array_equal(out, base.observation_tensor(1))
    for bad in (np.zeros(OBS_SIZE, np.float64), np.zeros(OBS_SIZE + 1, np.float32)):
        with pytest.raises(ValueError):
            base.observation_tensor(0, out=bad)


def test_reference_engine_builds_the_same_tensor() -> None:
    game = Game(("ST01", "ST02"), seed=4, effects=True)
    state, ref = game.new_initial_state(), game.reference_state()
    rng = random.Random(2)
    for _ in range(60):
        if state.is_terminal():
            break
        for p in (0, 1):
            assert np.array_equal(state.observation_tensor(p), ref.observation_tensor(p))
        legal = state.legal_actions()
        code = int(legal[rng.randrange(len(legal))])
        state.apply(code)
        ref.apply(code)


# -- OpenSpiel-style metadata and masks -------------------------------------------------------------
def test_game_metadata() -> None:
    from pybs.codec import NUM_ACTIONS
    from pybs.rules import RuleSet

    game = Game(("ST01", "ST02"), rules=RuleSet(max_actions=5000))
    assert (game.num_players, game.num_distinct_actions) == (2, NUM_ACTIONS)
    assert game.observation_shape == (OBS_SIZE,) and game.observation_dtype == np.float32
    assert game.max_game_length == 5000  # the hard termination bound (docs/RULESET.md)
    state = game.new_initial_state()
    assert state.observation_tensor(0).shape == game.observation_shape


def test_legal_actions_per_player_and_mask() -> None:
    game = Game(("ST01", "ST02"), seed=9)
    state = game.new_initial_state()
    rng = random.Random(3)
    while not state.is_terminal():
        me = state.current_player()
        legal = state.legal_actions()
        assert np.array_equal(state.legal_actions(me), legal)
        assert state.legal_actions(1 - me).size == 0  # OpenSpiel: nothing for a player not deciding
        mask = state.legal_actions_mask()
        assert mask.dtype == np.uint8 and mask.shape == (game.num_distinct_actions,)
        assert np.array_equal(np.flatnonzero(mask), legal)
        state.apply(int(legal[rng.randrange(len(legal))]))
    assert not state.legal_actions_mask().any() and state.legal_actions(0).size == 0
    with pytest.raises(ValueError):
        state.legal_actions(2)
