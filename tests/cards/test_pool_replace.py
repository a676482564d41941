"""BSS01-03 cards of the "replace" group (pybs/scripts/pool_replace.py), on both engines (``build`` fixture).

Each test plays the card's effect from a Scenario and checks the printed outcome; every conditional effect also
gets a case where it does not happen. Both Soul Cores sit in the Trash unless a test needs one. The replacement
rules themselves (R0.1, R0.2, R0.4, R9.6) have their own tests in tests/test_pool_replace_rules.py.
"""

from __future__ import annotations

import pytest
from card_helpers import cards, do, exhausted, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, trash_ids, use_magic

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

DIRM_DYNA = "BSS01-051"  # white Mecha, cost 7: Lv1 6000 (1 core), Lv2 8000 (3 cores)
ALICE = "BSS01-091"  # yellow, cost 6: Lv1 3000 (1 core), Lv2 6000 (2), Lv3 7000 (3)
SWAMP = "BSS01-108"  # Rotting Swamp, purple Nexus, cost 4: Lv2 at 3 cores
DEADLY_BALANCE = "BSS01-122"  # purple Magic, cost 3: each player destroys one of their own Spirits (opponent first)
RED = "ST01-004"  # red vanilla, cost 1: 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores
GOLEM = "ST03-006"  # white vanilla, 4000 BP
PORCUPINE = "ST05-007"  # green vanilla, 5000 BP
STAR_ALTAR = "ST01-013"  # red Nexus
VIPER = "BSS03-022"  # purple Serpent with Curse, 3000 BP at 1 core
FILLER = "ST01-005"
KV2 = "BSS02-043"  # white vanilla Mecha, cost 8: Lv2 (2 cores) 10000 BP
SERPENT = "BSS01-030"  # purple vanilla Serpent, cost 3: Lv1 2000 BP
REBOOT_CODE = "BSS02-124"  # white Magic, cost 7 (four white reductions), Burst and Flash
GREYGARMR = "ST03-002"  # white, cost 4: Lv2 (2 cores) has a When Blocks effect (+3000 BP), Lv1 (1 core) none


def choose(state, card_id: str, p: int | None = None) -> None:
    """Answer the pending choice with ``card_id`` (of player ``p`` when given), by the option helpers."""
    state.apply(state.pending_decision().choose_card(card_id, player=p))


def pay_from_reserve(state) -> None:
    """Answer a PAY_CORES choice with a core from the Reserve."""
    state.apply(state.pending_decision().find("a Reserve core", verb="pay_core", source="reserve"))


def deadly_balance_in_battle(s, theirs: str, mine: str) -> None:
    """Player 0 attacks with slot 0; in the first Flash timing (player 1 passes) player 0 uses Deadly Balance
    (hand slot 0): player 1 picks ``theirs``, player 0 picks ``mine``."""
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    do(s, C.PASS)
    do(s, C.use_hand(0))
    if pending(s)[0] == Decision.MAGIC_EFFECT:
        s.apply(s.pending_decision().magic_effect("Flash"))
    pay_and_place(s)
    choose(s, theirs, p=1)
    choose(s, mine, p=0)


# -- BSS01-051 Dualgun Mechlord Dirm Dyna -------------------------------------------------------------------
def dirm_dyna_under_fire(build, cores: int = 3, reserve: int = 3):
    """Player 1's exhausted Dirm Dyna (``cores`` cores) faces Deadly Balance in player 0's Attack Step."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=1), FieldCard(GOLEM)],
                                          "hand": [DEADLY_BALANCE], "reserve": 3},
                       p1={"field": [FieldCard(DIRM_DYNA, cores=cores, exhausted=True)], "reserve": reserve}))
    deadly_balance_in_battle(s, DIRM_DYNA, GOLEM)
    return s


def test_bss01_051_dirm_dyna_pays_a_core_to_stay_refreshed(build):
    """Lv2: destroyed by the opponent's effect, its controller may pay one core to keep it, refreshed (R0.2)."""
    s = dirm_dyna_under_fire(build)
    assert pending(s) == (Decision.YES_NO, 1)
    do(s, s.pending_decision().yes_to(DIRM_DYNA))
    pay_from_reserve(s)
    assert cards(s, 1) == [DIRM_DYNA]
    assert exhausted(s, 1) == {0: 0}
    assert int(player(s, 1)["reserve"]) == 2  # one core paid
    assert GOLEM in trash_ids(s, 0)  # the other destruction of the same Magic went ahead


def test_bss01_051_dirm_dyna_declined_is_destroyed(build):
    """Declining the replacement lets the destruction go ahead."""
    s = dirm_dyna_under_fire(build)
    do(s, s.pending_decision().no_to(DIRM_DYNA))
    assert DIRM_DYNA in trash_ids(s, 1)
    assert cards(s, 1) == []


def test_bss01_051_dirm_dyna_lv1_has_no_replacement(build):
    """Lv1 (one core): no question, it is destroyed."""
    s = dirm_dyna_under_fire(build, cores=1)
    assert pending(s)[0] != Decision.YES_NO
    assert DIRM_DYNA in trash_ids(s, 1)


def test_bss01_051_dirm_dyna_own_effect_is_not_replaced(build):
    """Only the opponent's effects: destroyed by its own controller's Deadly Balance it simply goes."""
    s = build(position(step="attack", p0={"field": [FieldCard(DIRM_DYNA, cores=3), FieldCard(GOLEM)],
                                          "hand": [DEADLY_BALANCE], "reserve": 3},
                       p1={"field": [FieldCard(RED)]}))
    do(s, C.attack(1))
    do(s, C.PASS)
    do(s, C.use_hand(0))
    if pending(s)[0] == Decision.MAGIC_EFFECT:
        s.apply(s.pending_decision().magic_effect("Flash"))
    pay_and_place(s)
    choose(s, RED, p=1)
    choose(s, DIRM_DYNA, p=0)
    assert pending(s)[0] != Decision.YES_NO
    assert DIRM_DYNA in trash_ids(s, 0)


@pytest.mark.parametrize("nexuses, soul", [(2, True), (0, True), (2, False)])
def test_bss01_051_dirm_dyna_attack_pays_soul_core_for_unblockable(build, nexuses, soul):
    """When it attacks it may pay its Soul Core: one white Spirit per Nexus on both fields cannot be blocked this
    turn. No Nexus: nobody is picked; no Soul Core on it: nothing is offered."""
    mine = [FieldCard(DIRM_DYNA, cores=1, soul=soul), FieldCard(GOLEM)]
    s = build(position(step="attack", p0={"field": mine + [FieldCard(STAR_ALTAR, cores=0)] * (nexuses // 2),
                                          "soul": None if soul else "trash"},
                       p1={"field": [FieldCard(PORCUPINE)] + [FieldCard(STAR_ALTAR, cores=0)] * (nexuses // 2)}))
    do(s, C.attack(0))
    if not soul:
        assert pending(s)[0] != Decision.YES_NO
        return
    do(s, s.pending_decision().yes_to(DIRM_DYNA))
    assert field(s, 0)[0]["soul"] is False
    if nexuses:
        choose(s, DIRM_DYNA, p=0)
        choose(s, GOLEM, p=0)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.block(0) in legal(s)) == (nexuses == 0)


# -- BSS01-091 Wonderland Alice ------------------------------------------------------------------------------
def alice_blocks(build, friends: int = 2, cores: int = 3):
    """Player 1's Lv3 Alice (``cores`` cores) and ``friends`` other Spirits; player 0's 10000 BP KV2 attacks and
    Alice blocks it (Flash timings passed)."""
    s = build(position(step="attack", p0={"field": [FieldCard(KV2, cores=2)]},
                       p1={"field": [FieldCard(ALICE, cores=cores)] + [FieldCard(RED)] * friends}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, s.pending_decision().target_slot(0, player=1, verb="block"))
    pass_flashes(s)
    return s


def test_bss01_091_alice_keeps_itself_with_a_void_core(build):
    """Lv3 with three Spirits: losing the battle, Alice may take a Void core to stay on the field, exhausted."""
    s = alice_blocks(build)
    assert pending(s) == (Decision.YES_NO, 1)
    do(s, s.pending_decision().yes_to(ALICE))
    assert cards(s, 1)[0] == ALICE
    assert field(s, 1)[0]["cores"] == 4
    assert exhausted(s, 1)[0] == 1


def test_bss01_091_alice_declined_is_destroyed(build):
    s = alice_blocks(build)
    do(s, s.pending_decision().no_to(ALICE))
    assert ALICE in trash_ids(s, 1)


@pytest.mark.parametrize("friends, cores", [(1, 3), (2, 2)])
def test_bss01_091_alice_needs_three_spirits_and_lv3(build, friends, cores):
    """Two Spirits only, or Alice at Lv2: no question, Alice is destroyed in battle."""
    s = alice_blocks(build, friends, cores)
    assert pending(s)[0] != Decision.YES_NO
    assert ALICE in trash_ids(s, 1)


@pytest.mark.parametrize("cores, loss", [(2, 2000), (1, 0)])
def test_bss01_091_alice_attack_lowers_bp_per_spirit(build, cores, loss):
    """Lv2+: when Alice attacks, an opposing Spirit loses 1000 BP per Spirit you control (Alice and one more);
    Lv1: nothing."""
    s = build(position(step="attack", p0={"field": [FieldCard(ALICE, cores=cores), FieldCard(RED)]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    do(s, C.attack(0))
    if loss:
        choose(s, PORCUPINE, p=1)
    assert bp(s, 1, 0) == 5000 - loss


# -- BSS01-108 Rotting Swamp ---------------------------------------------------------------------------------
def serpent_loses(build, attacker: str = SERPENT, hand=(FILLER,), swamp_cores: int = 3):
    """Player 0 (Rotting Swamp with ``swamp_cores``, ``attacker`` in slot 1) attacks into player 1's 4000 BP
    blocker; Flash timings passed."""
    s = build(position(step="attack", p0={"field": [FieldCard(SWAMP, cores=swamp_cores), FieldCard(attacker)],
                                          "hand": list(hand), "deck": [FILLER] * 3},
                       p1={"field": [FieldCard(GOLEM)]}))
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, s.pending_decision().target_slot(0, player=1, verb="block"))
    pass_flashes(s)
    return s


def test_bss01_108_swamp_returns_serpent_for_a_discard(build):
    """Lv2: the Serpent losing its battle may go back to the hand instead, for one discarded card; it was not
    destroyed, so the Lv1 draw does not come."""
    s = serpent_loses(build)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, s.pending_decision().yes_to(SWAMP))
    choose(s, FILLER, p=0)
    assert hand_ids(s, 0) == [SERPENT]
    assert trash_ids(s, 0) == [FILLER]
    assert cards(s, 0) == [SWAMP]


def test_bss01_108_swamp_declined_draws(build):
    """Declined: the Serpent is destroyed, and the Lv1 effect draws a card (your Attack Step)."""
    s = serpent_loses(build)
    do(s, s.pending_decision().no_to(SWAMP))
    assert SERPENT in trash_ids(s, 0)
    assert hand_ids(s, 0) == [FILLER, FILLER]


@pytest.mark.parametrize("attacker, hand, swamp_cores", [(RED, (FILLER,), 3), (SERPENT, (), 3),
                                                         (SERPENT, (FILLER,), 1)])
def test_bss01_108_swamp_no_replacement(build, attacker, hand, swamp_cores):
    """No question for a Spirit that is not a Serpent, with an empty hand (R0.4), or at Lv1: it is destroyed and
    the Lv1 effect draws."""
    s = serpent_loses(build, attacker, hand, swamp_cores)
    assert pending(s)[0] != Decision.YES_NO
    assert attacker in trash_ids(s, 0)
    assert len(hand_ids(s, 0)) == len(hand) + 1


# -- BSS02-124 Reboot Code -----------------------------------------------------------------------------------
def test_bss02_124_reboot_code_flash_refreshes_and_bans_attacks_without_block_effects(build):
    """Flash (used in the Main Step): refresh up to three of your Spirits; this turn only Spirits printing a When
    Blocks effect at their level may attack: Greygarmr at Lv2 may, Mobile Golem (vanilla) and Greygarmr at Lv1
    may not."""
    s = build(position(step="main", p0={"field": [FieldCard(GOLEM, exhausted=True), FieldCard(GREYGARMR, cores=2),
                                                  FieldCard(GREYGARMR, cores=1)],
                                        "hand": [REBOOT_CODE], "reserve": 8}))
    use_magic(s, 0)
    choose(s, GOLEM, p=0)
    do(s, C.PASS)
    assert exhausted(s, 0)[0] == 0
    do(s, C.PASS)  # the Main Step ends
    assert pending(s) == (Decision.ATTACK, 0)
    assert [C.attack(k) in legal(s) for k in range(3)] == [False, True, False]


def test_bss02_124_reboot_code_no_ban_without_it(build):
    """Without Reboot Code all three may attack (the ban is the Magic's)."""
    s = build(position(step="attack", p0={"field": [FieldCard(GOLEM), FieldCard(GREYGARMR, cores=2),
                                                    FieldCard(GREYGARMR, cores=1)]}))
    assert [C.attack(k) in legal(s) for k in range(3)] == [True, True, True]


def burst_reboot_code(build):
    """Player 1 holds Reboot Code as a Burst with white Mobile Golem and green Porcupine; player 0's Deadly Balance
    (Main Step) makes player 1 destroy a vanilla: the Burst is activated, its paid Flash effect declined."""
    s = build(position(step="main", p0={"field": [FieldCard(KV2, cores=2), FieldCard(RED)], "hand": [DEADLY_BALANCE],
                                        "reserve": 3},
                       p1={"field": [FieldCard(RED), FieldCard(GOLEM), FieldCard(PORCUPINE)], "burst": REBOOT_CODE}))
    use_magic(s, 0)
    choose(s, RED, p=1)
    choose(s, RED, p=0)
    assert pending(s) == (Decision.BURST, 1)
    do(s, C.CONFIRM)
    assert pending(s) == (Decision.YES_NO, 1)  # R13.5: its Flash effect may be paid for
    do(s, C.PASS)
    return s


@pytest.mark.parametrize("blocker, gain", [(1, 2000), (2, 0)])
def test_bss02_124_reboot_code_burst_gives_white_spirits_a_block_bonus(build, blocker, gain):
    """Burst: the white Spirit gains "when this blocks, +2000 BP this battle"; the green one does not."""
    s = burst_reboot_code(build)
    before = bp(s, 1, blocker)
    do(s, C.PASS)  # to the Attack Step
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, s.pending_decision().target_slot(blocker, player=1, verb="block"))
    while pending(s)[0] == Decision.ORDER:
        do(s, s.pending_decision().codes[0])
    assert bp(s, 1, blocker) == before + gain


def test_bss02_124_reboot_code_burst_grant_outlasts_the_turn(build):
    """The Burst's grant has no printed end (the Flash effect's ban says "during this turn", the grant does not):
    two turns later Mobile Golem still gains 2000 BP when it blocks."""
    s = burst_reboot_code(build)
    seen_p1_turn = False
    for _ in range(60):  # player 0 ends this turn, player 1 passes theirs, back to player 0's Attack Step
        kind, who = pending(s)
        seen_p1_turn |= who == 1 and kind in (Decision.MAIN, Decision.ATTACK)
        if seen_p1_turn and (kind, who) == (Decision.ATTACK, 0):
            break
        do(s, C.PASS)
    assert seen_p1_turn and pending(s) == (Decision.ATTACK, 0)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, s.pending_decision().target_slot(1, player=1, verb="block"))
    assert bp(s, 1, 1) == 4000 + 2000
