"""R6 Cores and levels: levels from cores, depletion, Nexus Lv1, free moves, the Soul Core.

Seed text (CN) this file follows:

    CN 5.2 《若没有了晶核，战魂或究极会被「消灭」》 所谓消灭，即指战魂或究极上的晶核少于最低Lv费用的
      场合。... 在由消灭发生的效果解决之后，将卡片移至废弃区。如果放置有晶核的场合，那些晶核会移至预备区。
    CN 2 (核心卡) 核心即使不放置晶核也能成为Lv1。
    CN 5.6 可以将战场/预备区中的晶核自由放置于战魂、究极或核心上。... 战场/预备区的晶核与灵魂晶核也可以进行交换。
    Q6. 放置有1个灵魂晶核的战魂，与放置有1个晶核的战魂，它们的晶核可以交换吗？
    A6. 可以，只要是在自己的主要阶段，便可以不消灭而以「晶核的移动」进行交换。
    Q7. 对手的「将战魂上的2个晶核移至空间」效果，对自己放置有1个灵魂晶核与1个晶核的战魂生效，会如何处理？
    A7. 因为灵魂晶核不能移至空间，所以只将1个晶核移至空间，而自己的战魂不会被消灭。
    Q8. ... 对手可以选择将灵魂晶核或者晶核移至废弃区吗？
    A8. 不可以，由自己来选择。即使是对手的效果，仍然是由自己选择将自己战魂上的何种晶核移至废弃区。
"""

from __future__ import annotations

import pytest
from conftest import legal, player

from bscore import cores as fast_cores
from bscore import levels as fast_levels
from pybs import codec as C
from pybs import layout as L
from pybs.carddb import load_default
from pybs.errors import IllegalActionError
from pybs.layout import CardType, Decision
from pybs.observation import observe
from pybs.reference import kernels as K
from pybs.testing import FieldCard, Scenario

RAINEEDLE = "ST01-004"  # Lv1 1 core 1000, Lv2 2 cores 3000, Lv3 3 cores 4000
TROOPER = "ST01-009"  # Lv1 1 core 1000, Lv2 2 cores 3000
STAR_ALTAR = "ST01-013"  # Nexus: Lv1 0 cores, Lv2 3 cores
ULTIMATE = "XMPL-U01"  # Lv3 1 core 7000, Lv4 3 cores 9000, Lv5 5 cores 12000


def main_scenario(field, reserve: int = 3, soul: str | None = "reserve", hand=()) -> Scenario:
    sc = Scenario(turn=2, active=0, step="main", auto_forced=False)
    sc.player(0, field=field, reserve=reserve, soul=soul, hand=list(hand))
    return sc


def seat(state, p: int = 0) -> dict:
    return observe(state.record(), load_default(), p)["players"][p]


def field_at(state, k: int, p: int = 0) -> dict | None:
    return next((f for f in seat(state, p)["field"] if f["slot"] == k), None)


def trash_ids(state, p: int = 0) -> list[str]:
    return seat(state, p)["trash"]


# -- R6.1: levels --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "cores, soul, level, bp",
    [(1, False, 1, 1000), (2, False, 2, 3000), (3, False, 3, 4000), (1, True, 2, 3000), (2, True, 3, 4000),
     (0, True, 1, 1000), (9, False, 3, 4000), (8, True, 3, 4000)],
)  # fmt: skip
def test_r6_1_level_counts_the_soul_core_and_stops_at_the_highest(build, cores, soul, level, bp) -> None:
    """R6.1: the highest level whose requirement <= cores on the card, the Soul Core included;
    never above the highest printed level (Raineedle's Lv3)."""
    state = build(main_scenario([FieldCard(RAINEEDLE, cores=cores, soul=soul)], soul=None if soul else "reserve"))
    f = field_at(state, 0)
    assert (f["cores"], f["level"], f["bp"]) == (cores + soul, level, bp)


@pytest.mark.parametrize("soul, attacker_survives", [(True, True), (False, False)])
def test_r6_1_soul_core_level_decides_a_battle(build, soul, attacker_survives) -> None:
    """The engine's own BP uses the Soul Core: Raineedle with 2 cores + Soul Core is Lv3 4000 and
    beats a Lv2 Dragron Trooper (3000); with 2 cores only it is Lv2 3000 and both are destroyed.
    A destroyed Spirit's cores go to its owner's Reserve (CN 6 ■, R6.8), the Soul Core too."""
    sc = Scenario(turn=2, active=0, step="attack", auto_forced=False)
    sc.player(0, field=[FieldCard(RAINEEDLE, cores=2, soul=soul)], soul=None if soul else "reserve")
    sc.player(1, field=[FieldCard(TROOPER, cores=2)])
    state = build(sc)
    for code in (C.attack(0), C.PASS, C.PASS, C.block(0), C.PASS, C.PASS):
        state.apply(code)
    assert int(state.record()["decision"]) == Decision.ATTACK
    assert (field_at(state, 0) is not None) is attacker_survives
    assert field_at(state, 0, p=1) is None  # the blocker is destroyed either way
    assert trash_ids(state, 1) == [TROOPER]
    assert int(player(state, 1)["reserve"]) == 3 + 2
    if not attacker_survives:
        assert int(player(state, 0)["reserve"]) == 3 + 2 and int(player(state, 0)["soul_loc"]) == L.SOUL_RESERVE


def test_r6_1_moving_cores_changes_the_level(build) -> None:
    state = build(main_scenario([FieldCard(RAINEEDLE, cores=1)]))
    assert field_at(state, 0)["level"] == 1
    state.apply(C.move(0, 1))
    assert (field_at(state, 0)["level"], field_at(state, 0)["bp"]) == (2, 3000)
    state.apply(C.move(0, 1, kind=1))  # the Soul Core counts as a core (R6.1)
    assert (field_at(state, 0)["level"], field_at(state, 0)["bp"]) == (3, 4000)
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_SLOT0 + 0


@pytest.mark.parametrize("impl", ["fast", "reference"])
def test_r6_1_level_kernel(impl) -> None:
    level_from = fast_levels.py_level_from_cores if impl == "fast" else K.level_from_cores
    assert [level_from([1, 2, 3], [1, 2, 3], c) for c in range(6)] == [0, 1, 2, 3, 3, 3]
    assert [level_from([3, 4, 5], [1, 3, 5], c) for c in range(7)] == [0, 3, 3, 4, 4, 5, 5]
    assert [level_from([1, 2], [0, 3], c) for c in range(5)] == [1, 1, 1, 2, 2]


# -- R6.2: depletion -----------------------------------------------------------------------------------
def test_r6_2_moving_the_last_core_off_depletes(build) -> None:
    """R6.2: the Spirit goes to the Trash at once; the core moved went to the Reserve."""
    state = build(main_scenario([FieldCard(TROOPER, cores=1), FieldCard(RAINEEDLE, cores=1)]))
    state.apply(C.move(1, 0))
    p0 = player(state, 0)
    assert int(p0["slots"][0]["inst"]) == L.NO_CARD and int(p0["slots"][0]["cores"]) == 0
    assert trash_ids(state) == [TROOPER]
    assert int(p0["reserve"]) == 4 and int(p0["trash_cores"]) == 0
    assert int(state.record()["decision"]) == Decision.MAIN


def test_r6_5_moving_the_soul_core_off_its_only_holder_depletes(build) -> None:
    """A plain MOVE (not a swap) of the Soul Core off a Spirit holding only it depletes that
    Spirit (CN 5.6), and the Soul Core stays where it was moved."""
    state = build(main_scenario([FieldCard(TROOPER, cores=0, soul=True), FieldCard(RAINEEDLE, cores=1)], soul=None))
    state.apply(C.move(1, 2, kind=1))
    p0 = player(state, 0)
    assert int(p0["slots"][0]["inst"]) == L.NO_CARD and trash_ids(state) == [TROOPER]
    assert int(p0["soul_loc"]) == L.SOUL_SLOT0 + 1 and field_at(state, 1)["level"] == 2


def test_r6_2_paying_with_a_spirits_last_core_sends_it_to_the_trash(build) -> None:
    """R6.2 while paying (R7.6): the Trooper depletes the moment its only core is paid; that
    core goes to the Trash as payment (trash_cores), not to the Reserve."""
    state = build(main_scenario([FieldCard(TROOPER, cores=1)], reserve=2, hand=["ST02-005"]))
    state.apply(C.use_hand(0))
    assert int(state.record()["decision"]) == Decision.PAY
    state.apply(C.pay(1))
    p0 = player(state, 0)
    assert trash_ids(state) == [TROOPER] and int(p0["trash_cores"]) == 1 and int(p0["reserve"]) == 2


def test_r6_2_lowering_the_level_is_not_depletion(build) -> None:
    state = build(main_scenario([FieldCard(RAINEEDLE, cores=2)]))
    state.apply(C.move(1, 0))
    assert field_at(state, 0)["level"] == 1 and trash_ids(state) == []


def test_r6_2_ultimate_starts_at_lv3_and_depletes_below_it(build) -> None:
    """R6.2 / CN 3: an Ultimate's lowest level is Lv3 (here 1 core); with 1 core it is Lv3, and
    moving that core away depletes it."""
    state = build(main_scenario([FieldCard(ULTIMATE, cores=1)]))
    f = field_at(state, 0)
    assert (f["level"], f["bp"]) == (3, 7000)
    state.apply(C.move(1, 0))
    assert field_at(state, 0) is None and trash_ids(state) == [ULTIMATE]
    assert int(player(state, 0)["reserve"]) == 4


@pytest.mark.parametrize("impl", ["fast", "reference"])
def test_r6_2_depletion_kernel(impl) -> None:
    depleted = fast_levels.py_is_depleted if impl == "fast" else K.is_depleted
    assert depleted(CardType.SPIRIT, [1, 2, 3], 0) and not depleted(CardType.SPIRIT, [1, 2, 3], 1)
    assert depleted(CardType.ULTIMATE, [1, 3, 5], 0) and not depleted(CardType.ULTIMATE, [1, 3, 5], 1)
    assert not depleted(CardType.NEXUS, [0, 3], 0)
    assert not depleted(CardType.NEXUS, [1, 3], 0)  # R6.3: a Nexus is never depleted by its cores


# -- R6.3: Nexus ---------------------------------------------------------------------------------------
def test_r6_3_nexus_with_no_cores_is_lv1_and_stays(build) -> None:
    state = build(main_scenario([FieldCard(STAR_ALTAR, cores=1)]))
    state.apply(C.move(1, 0))
    f = field_at(state, 0)
    assert f is not None and (f["cores"], f["level"]) == (0, 1)
    assert trash_ids(state) == []
    for _ in range(3):
        state.apply(C.move(0, 1))
    assert field_at(state, 0)["level"] == 2


def test_r6_3_nexus_deployed_with_zero_cores(build) -> None:
    """CN 5 ⑥ "核心之类的Lv费用0即是不放置晶核也可以": after paying, the PLACE decision offers
    PASS at once; the Nexus stays on the field with 0 cores at Lv1."""
    state = build(main_scenario([], reserve=3, hand=[STAR_ALTAR]))
    state.apply(C.use_hand(0))
    for _ in range(3):
        state.apply(C.pay(0))
    assert int(state.record()["decision"]) == Decision.PLACE
    assert C.PASS in legal(state)
    state.apply(C.PASS)
    f = field_at(state, 0)
    assert f["card"] == STAR_ALTAR and (f["cores"], f["level"]) == (0, 1)


# -- R6.5: free moves and the Soul Core swap -----------------------------------------------------------
def test_r6_5_cores_move_freely_in_the_main_step(build) -> None:
    state = build(main_scenario([FieldCard(RAINEEDLE, cores=1), FieldCard(TROOPER, cores=1)]))
    codes = legal(state)
    for code in (C.move(0, 1), C.move(0, 2), C.move(1, 2), C.move(2, 1), C.move(1, 0), C.move(0, 2, kind=1)):
        assert code in codes
    assert C.move(0, 3) not in codes  # slot 2 is empty
    state.apply(C.move(2, 1))
    p0 = player(state, 0)
    assert int(p0["slots"][0]["cores"]) == 2 and field_at(state, 1) is None  # the Trooper depleted
    state.apply(C.move(1, 0))
    assert int(player(state, 0)["slots"][0]["cores"]) == 1 and int(player(state, 0)["reserve"]) == 4


def test_cn_q6_soul_core_swap_without_depletion(build) -> None:
    """CN Q6: a Spirit with only the Soul Core and a Spirit with one normal core swap their
    cores in the Main Step; neither is depleted."""
    field = [FieldCard(RAINEEDLE, cores=0, soul=True), FieldCard(TROOPER, cores=1)]
    state = build(main_scenario(field, soul=None))
    assert C.swap_soul(2) in legal(state)
    state.apply(C.swap_soul(2))
    p0 = player(state, 0)
    assert int(p0["soul_loc"]) == L.SOUL_SLOT0 + 1
    assert int(p0["slots"][0]["cores"]) == 1 and int(p0["slots"][1]["cores"]) == 0
    assert field_at(state, 0)["cores"] == 1 and field_at(state, 1)["cores"] == 1
    assert trash_ids(state) == [] and int(p0["reserve"]) == 3


def test_r6_5_soul_core_swaps_with_the_reserve(build) -> None:
    state = build(main_scenario([FieldCard(RAINEEDLE, cores=0, soul=True)], reserve=1, soul=None))
    state.apply(C.swap_soul(0))
    p0 = player(state, 0)
    assert int(p0["soul_loc"]) == L.SOUL_RESERVE and int(p0["reserve"]) == 0
    assert int(p0["slots"][0]["cores"]) == 1 and trash_ids(state) == []


def test_r6_5_no_swap_without_a_normal_core_elsewhere(build) -> None:
    state = build(main_scenario([FieldCard(RAINEEDLE, cores=0, soul=True)], reserve=0, soul=None))
    assert not any(C.SWAP_SOUL <= c < C.NUM_ACTIONS for c in legal(state))


def test_r6_5_core_moves_only_in_the_main_step(build) -> None:
    """CN 5.6 lists core moves among the Main Step actions: the Attack Step offers none."""
    sc = Scenario(turn=2, active=0, step="attack", auto_forced=False)
    sc.player(0, field=[FieldCard(RAINEEDLE, cores=1), FieldCard(TROOPER, cores=1)])
    state = build(sc)
    assert not any(C.MOVE <= c < C.NUM_ACTIONS for c in legal(state))
    before = state.to_bytes()
    with pytest.raises(IllegalActionError):
        state.apply(C.move(0, 1))
    assert state.to_bytes() == before


# -- R6.7 / CN Q8: the owner picks the cores -----------------------------------------------------------
@pytest.mark.parametrize("kind", [0, 1])
def test_r6_7_cn_q8_owner_picks_soul_core_or_normal_core(build, kind) -> None:
    """The owner answers the PAY decision and both the Soul Core and the normal core of the
    Spirit are offered; either choice leaves the Spirit with one core (not depleted)."""
    state = build(main_scenario([FieldCard(RAINEEDLE, cores=1, soul=True)], reserve=1, soul=None, hand=["ST02-005"]))
    state.apply(C.use_hand(0))
    rec = state.record()
    assert int(rec["decision"]) == Decision.PAY and int(rec["decision_player"]) == 0
    assert {C.pay(1, 0), C.pay(1, 1), C.pay(0, 0)} <= set(legal(state))
    state.apply(C.pay(1, kind))
    p0 = player(state, 0)
    assert field_at(state, 0)["cores"] == 1 and trash_ids(state) == []
    assert int(p0["soul_loc"]) == (L.SOUL_TRASH if kind else L.SOUL_SLOT0)
    assert int(p0["trash_cores"]) == 1 - kind


# -- R6.6 / CN Q7 / Seal: the core-movement kernel -----------------------------------------------------
KERNELS = {"fast": fast_cores.py_cores_to_move, "reference": K.cores_to_move}


@pytest.fixture(params=sorted(KERNELS))
def cores_to_move(request):
    return KERNELS[request.param]


@pytest.mark.parametrize("take_soul", [False, True])
def test_cn_q7_two_cores_to_the_void_move_only_the_normal_core(cores_to_move, take_soul) -> None:
    """CN Q7: Spirit with the Soul Core + 1 core, "move 2 cores to the Void": only the normal
    core goes; the Spirit keeps the Soul Core and is not depleted."""
    normal, soul = cores_to_move(1, True, 2, take_soul, K.DEST_VOID)
    assert (normal, soul) == (1, 0)
    assert not K.is_depleted(CardType.SPIRIT, [1, 2, 3], 2 - normal - soul)


def test_r6_6_picked_soul_core_stays_but_the_rest_moves(cores_to_move) -> None:
    """R6.6: of the chosen cores only the normal ones go to the Void; if the owner picks the
    Soul Core among 2 of 3 cores, 1 core moves, otherwise 2."""
    assert cores_to_move(2, True, 2, True, K.DEST_VOID) == (1, 0)
    assert cores_to_move(2, True, 2, False, K.DEST_VOID) == (2, 0)


def test_r6_6_soul_core_never_to_life_without_seal(cores_to_move) -> None:
    assert cores_to_move(1, True, 2, True, K.DEST_LIFE) == (1, 0)
    assert cores_to_move(0, True, 1, True, K.DEST_LIFE) == (0, 0)
    assert cores_to_move(0, True, 1, True, K.DEST_VOID, True) == (0, 0)  # Seal only means Life


def test_r6_6_seal_moves_the_soul_core_to_life(cores_to_move) -> None:
    assert cores_to_move(1, True, 1, True, K.DEST_LIFE, True) == (0, 1)
    assert cores_to_move(0, True, 1, False, K.DEST_LIFE, True) == (0, 1)


def test_r6_7_owner_choice_for_other_destinations(cores_to_move) -> None:
    """CN Q8: to the Trash (DEST_OTHER) the owner's pick decides which core moves; a count that
    covers every core takes the Soul Core too."""
    assert cores_to_move(1, True, 1, True, K.DEST_OTHER) == (0, 1)
    assert cores_to_move(1, True, 1, False, K.DEST_OTHER) == (1, 0)
    assert cores_to_move(1, True, 2, False, K.DEST_OTHER) == (1, 1)
    assert cores_to_move(3, False, 5, True, K.DEST_OTHER) == (3, 0)
    assert cores_to_move(3, True, 0, True, K.DEST_OTHER) == (0, 0)


def test_r6_4_cores_to_keep_the_level_are_separate_from_the_cost(build):
    """R6.4: the cost goes to the Trash; the cores that hold the level are placed on top.

    Trooper costs 2 (no red symbol on the field) and needs 1 core at Lv1: with exactly 2
    cores it cannot be declared (R7.6); with 3, two are paid to the Trash and the third
    keeps it on the field.
    """
    short = build(main_scenario([], reserve=2, soul="trash", hand=[TROOPER]))
    assert C.use_hand(0) not in legal(short)
    state = build(main_scenario([], reserve=3, soul="trash", hand=[TROOPER]))
    state.apply(C.use_hand(0))
    state.apply(C.pay(0))
    state.apply(C.pay(0))
    assert C.PASS not in legal(state)  # placing is still owed
    state.apply(C.place(0))
    state.apply(C.PASS)
    me = player(state, 0)
    assert int(me["trash_cores"]) == 2
    assert int(me["slots"][0]["cores"]) == 1 and int(me["reserve"]) == 0
