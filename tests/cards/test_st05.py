"""ST05 (green, Preybirds and Bladebeasts): one or more tests per card, on both engines.

Positions are set with ``Scenario(auto_forced=False)`` so every decision is visible; both
Soul Cores sit in the Trash unless a test needs one, so core counts are exact."""

from __future__ import annotations

import pytest
from card_helpers import check_vanilla, do, exhausted, fight, pass_flashes, position
from cards_shared import MANTIGORE, WEAK
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import ANTMAN, PORCUPINE

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard

LEAFWOLF = "ST05-006"  # green Swift Spirit, cost 2 (one green reduction), Lv1 2000 BP


def swift_summon_leafwolf(state, in_battle_of: int | None) -> None:
    """Summon Leafwolf (hand 0) for player 0: in the Main Step, or by Swift in a battle of ``in_battle_of``."""
    if in_battle_of is None:
        summon(state, 0)
        return
    do(state, C.attack(0 if in_battle_of == 1 else 1))
    if in_battle_of == 0:
        do(state, C.PASS)  # the defender passes first
    assert pending(state) == (Decision.FLASH, 0)
    do(state, C.use_hand(0))
    pay_and_place(state)


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", ["ST05-003", PORCUPINE, ANTMAN])
def test_st05_vanilla_cards_do_nothing_else(build, card_id):
    """Leafbeak Toucan, Forest Quillbeast Porcu-Pine and Antman Soldier have no effect: summoning and
    attacking trigger nothing."""
    check_vanilla(build, card_id)


# -- ST05-001 Rooster Zodiac Emperor Gale Phoenix --------------------------------------------------------
def test_st05_001_battle_win_exhausts_opposing_spirit(build):
    """Gale Phoenix: when it wins a battle by BP, exhaust an opposing Spirit (Lv1 attack exhausts nothing)."""
    s = build(position(step="attack", p0={"field": [FieldCard("ST05-001", cores=1)]},
                   p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)  # Lv1: no attack effect
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # the only opposing Spirit left
    assert exhausted(s, 1) == {1: 0}
    do(s, C.choice(0))
    assert exhausted(s, 1) == {1: 1}
    assert trash_ids(s, 1) == [ANTMAN]


@pytest.mark.parametrize("cores, asks", [(1, False), (3, True)])
def test_st05_001_lv2_attack_exhausts_opposing_spirit(build, cores, asks):
    """Gale Phoenix Lv2+: when it attacks, exhaust an opposing Spirit."""
    s = build(position(step="attack", p0={"field": [FieldCard("ST05-001", cores=cores)]},
                   p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE)]}))
    do(s, C.attack(0))
    if not asks:
        assert pending(s) == (Decision.FLASH, 1)
        assert exhausted(s, 1) == {0: 0, 1: 0}
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(1))
    assert exhausted(s, 1) == {0: 0, 1: 1}
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(0)]  # the exhausted Spirit cannot block


@pytest.mark.parametrize("attacker, triggers", [(LEAFWOLF, True), (PORCUPINE, False)])
def test_st05_001_swift_ally_battle_win_triggers(build, attacker, triggers):
    """Gale Phoenix: your Swift Spirit winning a battle also exhausts an opposing Spirit; others do not."""
    cores = 5 if attacker == LEAFWOLF else 1  # Leafwolf Lv3 4000 BP, Porcu-Pine Lv1 5000 BP
    s = build(position(step="attack", p0={"field": [FieldCard("ST05-001"), FieldCard(attacker, cores=cores)]},
                   p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE)]}))
    fight(s, 1, 0)
    assert ANTMAN in trash_ids(s, 1)
    if triggers:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert exhausted(s, 1) == {1: 1}
    else:
        assert pending(s) == (Decision.ATTACK, 0)
        assert exhausted(s, 1) == {1: 0}


@pytest.mark.parametrize("attacker, blocker_cores, triggers", [
    (LEAFWOLF, 2, True),  # Leafwolf 2000 trades with a Lv2 Demo Bones 2000
    (ANTMAN, 3, False),  # 3000 vs 3000: Antman has no Swift, so Phoenix stays quiet
])
def test_st05_001_tie_destroying_both_only_swift_ally_triggers(build, attacker, blocker_cores, triggers):
    """Gale Phoenix: an ally that trades with the blocker (equal BP) still triggers it only if it had Swift."""
    s = build(position(step="attack", p0={"field": [FieldCard("ST05-001"), FieldCard(attacker)]},
                   p1={"field": [FieldCard(WEAK, cores=blocker_cores), FieldCard(MANTIGORE)]}))
    fight(s, 1, 0)
    assert trash_ids(s, 0) == [attacker] and trash_ids(s, 1) == [WEAK]
    assert pending(s) == ((Decision.CHOOSE, 0) if triggers else (Decision.ATTACK, 0))


def test_st05_001_works_when_blocking_in_opponents_attack_step(build):
    """Gale Phoenix: 'either Attack Step': winning as a blocker exhausts an opposing Spirit too."""
    s = build(position(active=1, step="attack", p0={"field": [FieldCard("ST05-001")]},
                   p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE)]}))
    fight(s, 0, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert ANTMAN in trash_ids(s, 1)
    assert exhausted(s, 1) == {1: 1}


# -- ST05-002 Emerald Greatbird Aldeed -------------------------------------------------------------------
def test_st05_002_summon_exhausts_opposing_spirit(build):
    """Aldeed: when summoned, exhaust one opposing Spirit."""
    s = build(position(p0={"hand": ["ST05-002"], "reserve": 6}, p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE)]}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]
    do(s, C.choice(1))
    assert exhausted(s, 1) == {0: 0, 1: 1}
    assert pending(s) == (Decision.MAIN, 0)


@pytest.mark.parametrize("cores, gain", [(1, 0), (3, 1)])
def test_st05_002_lv2_attack_adds_void_core_to_reserve(build, cores, gain):
    """Aldeed Lv2: when it attacks, a core from the Void goes to your Reserve."""
    s = build(position(step="attack", p0={"field": [FieldCard("ST05-002", cores=cores)], "reserve": 0}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert int(player(s, 0)["reserve"]) == gain
    assert field(s, 0)[0]["cores"] == cores


# -- ST05-004 Viscount Minoba ----------------------------------------------------------------------------
def test_st05_004_swift_summon_in_opponents_flash_timing_then_block(build):
    """Viscount Minoba (Swift): summoned in the opponent's battle Flash timing from the Reserve, then blocks."""
    s = build(position(active=1, step="attack", p0={"hand": ["ST05-004", "ST05-003"], "reserve": 5},
                   p1={"field": [FieldCard(ANTMAN)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    assert C.use_hand(0) in legal(s) and C.use_hand(1) not in legal(s)  # Swift only
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert field(s, 0) == {0: {"card": "ST05-004", "cores": 1, "soul": False, "exhausted": 0}}
    assert (int(player(s, 0)["reserve"]), int(player(s, 0)["trash_cores"])) == (0, 4)
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(0)]


@pytest.mark.parametrize("reserve, usable", [(5, True), (4, False)])
def test_st05_004_swift_pays_from_reserve_only(build, reserve, usable):
    """Viscount Minoba: a Swift summon cannot use cores on field cards."""
    s = build(position(active=1, step="attack", p0={"hand": ["ST05-004"], "reserve": reserve,
                                                 "field": [FieldCard(MANTIGORE, cores=5)]},
                   p1={"field": [FieldCard(ANTMAN)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    assert (C.use_hand(0) in legal(s)) == usable


# -- ST05-005 Explosive Charger Branboar -----------------------------------------------------------------
@pytest.mark.parametrize("when, bonus", [("main", 0), ("own_attack", 2000), ("opp_attack", 0)])
def test_st05_005_summon_in_your_attack_step_gives_bp(build, when, bonus):
    """Branboar: +2000 BP this turn when you summon a Spirit in your Attack Step (not Main Step, not theirs)."""
    active = 1 if when == "opp_attack" else 0
    step = "main" if when == "main" else "attack"
    s = build(position(active=active, step=step,
                   p0={"field": [FieldCard("ST05-005"), FieldCard(ANTMAN)], "hand": [LEAFWOLF], "reserve": 2},
                   p1={"field": [FieldCard(ANTMAN)]}))
    swift_summon_leafwolf(s, None if when == "main" else active)
    assert field(s, 0)[2]["card"] == LEAFWOLF
    assert bp(s, 0, 0) == 5000 + bonus


@pytest.mark.parametrize("cores, role, refreshed", [(4, "attack", True), (1, "attack", False), (4, "block", True)])
def test_st05_005_lv2_refreshes_after_winning_battle(build, cores, role, refreshed):
    """Branboar Lv2: when it attacks or blocks and only the opposing Spirit is destroyed, it refreshes."""
    active = 0 if role == "attack" else 1
    s = build(position(active=active, step="attack", p0={"field": [FieldCard("ST05-005", cores=cores)]},
                   p1={"field": [FieldCard(ANTMAN)]}))
    fight(s, 0, 0)
    assert ANTMAN in trash_ids(s, 1)
    assert field(s, 0)[0]["exhausted"] == (0 if refreshed else 1)


# -- ST05-006 Leafwolf -----------------------------------------------------------------------------------
def test_st05_006_swift_summon_in_own_battle_then_attacks(build):
    """Leafwolf (Swift): summoned in your own battle's Flash timing, then attacks after the battle."""
    s = build(position(step="attack", p0={"field": [FieldCard(ANTMAN)], "hand": [LEAFWOLF, "ST05-003"], "reserve": 2},
                   p1={"field": [FieldCard(MANTIGORE, exhausted=True)]}))
    do(s, C.attack(0), C.PASS)
    assert pending(s) == (Decision.FLASH, 0)
    assert C.use_hand(0) in legal(s) and C.use_hand(1) not in legal(s)
    do(s, C.use_hand(0))
    pay_and_place(s)  # cost 2 - 1 (Antman's green symbol), 1 core placed
    assert (int(player(s, 0)["reserve"]), int(player(s, 0)["trash_cores"])) == (0, 1)
    pass_flashes(s)
    do(s, C.PASS)  # no blocker available: the attack hits
    assert pending(s) == (Decision.ATTACK, 0)
    assert legal(s) == [C.PASS, C.attack(1)]


# -- ST05-008 Viridian Dragonrider Grun ------------------------------------------------------------------
@pytest.mark.parametrize("answer", [C.CONFIRM, C.PASS])
def test_st05_008_lv2_battle_end_may_trade_two_cores_for_bp(build, answer):
    """Grun Lv2: at its attack's end it may move 2 of its cores to the Reserve to give a Spirit +3000 BP."""
    s = build(position(step="attack", p0={"field": [FieldCard("ST05-008", cores=3), FieldCard(ANTMAN)], "reserve": 0}))
    fight(s, 0, None)
    assert int(player(s, 1)["life"]) == 4
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, answer)
    if answer == C.PASS:
        assert (field(s, 0)[0]["cores"], int(player(s, 0)["reserve"]), bp(s, 0, 1)) == (3, 0, 3000)
        return
    assert (field(s, 0)[0]["cores"], int(player(s, 0)["reserve"])) == (1, 2)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]  # Grun itself or Antman
    do(s, C.choice(1))
    assert bp(s, 0, 1) == 6000
    assert bp(s, 0, 0) == 4000  # Grun back at Lv1


def test_st05_008_lv1_battle_end_offers_nothing(build):
    """Grun at Lv1 (2 cores): no offer at the end of its battle."""
    s = build(position(step="attack", p0={"field": [FieldCard("ST05-008", cores=2), FieldCard(ANTMAN)], "reserve": 0}))
    fight(s, 0, None)
    assert pending(s) == (Decision.ATTACK, 0)
    assert (field(s, 0)[0]["cores"], int(player(s, 0)["reserve"])) == (2, 0)


# -- ST05-010 Caprihorn ----------------------------------------------------------------------------------
@pytest.mark.parametrize("active, soul, moved", [(1, True, 1), (1, False, 0), (0, True, 0)])
def test_st05_010_opp_attack_step_start_with_soul_moves_trash_core(build, active, soul, moved):
    """Caprihorn: at the start of the opponent's Attack Step, if it holds the Soul Core, a Trash core goes to
    your Reserve."""
    card = FieldCard("ST05-010", cores=0, soul=True) if soul else FieldCard("ST05-010", cores=1)
    s = build(position(active=active, p0={"field": [card], "trash_cores": 2, "reserve": 0,
                                      "soul": None if soul else "reserve"}))
    do(s, C.PASS)  # the turn player ends the Main Step
    assert pending(s) == (Decision.ATTACK, active)
    pl = player(s, 0)
    assert (int(pl["trash_cores"]), int(pl["reserve"])) == (2 - moved, moved)


# -- ST05-011 Matangole ----------------------------------------------------------------------------------
@pytest.mark.parametrize("answer", [C.CONFIRM, C.PASS])
def test_st05_011_summon_may_exhaust_for_void_core(build, answer):
    """Matangole: when summoned you may exhaust it to put a core from the Void on it."""
    s = build(position(p0={"hand": ["ST05-011"], "reserve": 4}))
    summon(s, 0)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, answer)
    yes = answer == C.CONFIRM
    assert field(s, 0)[0]["cores"] == (2 if yes else 1)
    assert field(s, 0)[0]["exhausted"] == int(yes)
    assert bp(s, 0, 0) == (3000 if yes else 1000)
    assert int(player(s, 0)["reserve"]) == 0


# -- ST05-012 Sacred Tree Stump City ---------------------------------------------------------------------
def test_st05_012_first_attacker_gets_bp_per_green_spirit(build):
    """Sacred Tree Stump City: in your Attack Step the turn's first attacker gets +1000 BP per green Spirit."""
    s = build(position(step="attack", p0={"field": [FieldCard("ST05-012", cores=0), FieldCard(ANTMAN),
                                                FieldCard("ST05-003"), FieldCard(MANTIGORE)]}))
    assert bp(s, 0, 1) == 3000
    do(s, C.attack(1))
    assert bp(s, 0, 1) == 3000 + 2 * 1000  # Antman and Toucan are green, Mantigore is blue
    assert bp(s, 0, 2) == 3000
    pass_flashes(s)
    do(s, C.PASS)
    assert pending(s) == (Decision.ATTACK, 0)
    do(s, C.attack(2))
    assert bp(s, 0, 2) == 3000  # the second attacker gets nothing


@pytest.mark.parametrize("cores, draws", [(3, 1), (0, 0)])
def test_st05_012_lv2_draw_when_opponent_attack_reduces_life(build, cores, draws):
    """Sacred Tree Stump City Lv2: in the opponent's Attack Step, draw when they reduce your Life."""
    s = build(position(active=1, step="attack", p0={"field": [FieldCard("ST05-012", cores=cores)]},
                   p1={"field": [FieldCard(ANTMAN)]}))
    fight(s, 0, None)
    assert int(player(s, 0)["life"]) == 4
    assert int(player(s, 0)["hand_count"]) == draws


# -- ST05-013 Airborne Crag ------------------------------------------------------------------------------
@pytest.mark.parametrize("when, bonus", [("main", 0), ("own_attack", 2000), ("opp_attack", 2000)])
def test_st05_013_spirit_summoned_in_attack_step_gets_bp(build, when, bonus):
    """Airborne Crag: a Spirit you summon in either Attack Step gets +2000 BP this turn."""
    active = 1 if when == "opp_attack" else 0
    s = build(position(active=active, step="main" if when == "main" else "attack",
                   p0={"field": [FieldCard(MANTIGORE), FieldCard(MANTIGORE), FieldCard("ST05-013", cores=0)],
                       "hand": [LEAFWOLF], "reserve": 3},
                   p1={"field": [FieldCard(ANTMAN)]}))
    swift_summon_leafwolf(s, None if when == "main" else active)
    assert field(s, 0)[3]["card"] == LEAFWOLF
    assert bp(s, 0, 3) == 2000 + bonus


@pytest.mark.parametrize("cores, refreshed", [(2, True), (0, False)])
def test_st05_013_lv2_end_step_refreshes_soul_core_spirits(build, cores, refreshed):
    """Airborne Crag Lv2: at your End Step your Spirits holding the Soul Core refresh."""
    s = build(position(p0={"soul": None, "field": [FieldCard("ST05-013", cores=cores),
                                               FieldCard(ANTMAN, cores=0, soul=True, exhausted=True),
                                               FieldCard(MANTIGORE, exhausted=True)]}))
    do(s, C.PASS, C.PASS)  # end the Main Step, then the Attack Step
    assert pending(s) == (Decision.MAIN, 1)  # the opponent's turn: player 0's cards did not refresh by rule
    assert exhausted(s, 0) == {0: 0, 1: 0 if refreshed else 1, 2: 1}


# -- ST05-014 Savage Power -------------------------------------------------------------------------------
def test_st05_014_main_gives_a_spirit_2000_bp(build):
    """Savage Power (Main/Flash): one Spirit gets +2000 BP this turn; the Magic goes to the Trash."""
    s = build(position(p0={"hand": ["ST05-014"], "reserve": 2, "field": [FieldCard(ANTMAN)]},
                   p1={"field": [FieldCard(MANTIGORE)]}))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]  # either player's Spirit
    do(s, C.choice(0))
    assert (bp(s, 0, 0), bp(s, 1, 0)) == (5000, 3000)
    assert trash_ids(s, 0) == ["ST05-014"]
    assert int(player(s, 0)["trash_cores"]) == 2  # cost 3, one green reduction


def test_st05_014_burst_summons_green_spirit_from_reserve(build):
    """Savage Power Burst: when the opponent destroys your Spirit, summon a green card from hand paying from
    the Reserve only."""
    s = build(position(active=1, step="attack",
                   p0={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE, cores=5)], "reserve": 2,
                       "hand": ["ST01-004", LEAFWOLF, "ST05-003"], "burst": "ST05-014"},
                   p1={"field": [FieldCard(PORCUPINE)]}))
    fight(s, 0, 0)  # Porcu-Pine 5000 destroys the blocking Antman 3000
    assert ANTMAN in trash_ids(s, 0) and int(player(s, 0)["reserve"]) == 3  # its core went to the Reserve
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    assert pending(s) == (Decision.CHOOSE, 0)
    # red Raineedle is not green; Toucan (cost 3 + 1 core) cannot be paid from a Reserve of 3
    assert legal(s) == [C.PASS, C.choice(0)]
    do(s, C.choice(0))
    pay_and_place(s)
    assert field(s, 0)[0]["card"] == LEAFWOLF
    assert field(s, 0)[1]["cores"] == 5  # the field cores were not used
    assert int(player(s, 0)["reserve"]) == 0
    assert pending(s) == (Decision.YES_NO, 0)  # pay for the Flash effect? (the field cores could pay)
    do(s, C.PASS)
    assert trash_ids(s, 0)[-1] == "ST05-014"
    assert int(player(s, 0)["burst_inst"]) == L.NO_CARD
    assert hand_ids(s, 0) == ["ST01-004", "ST05-003"]


# -- ST05-015 Needle Shot --------------------------------------------------------------------------------
def test_st05_015_main_exhausts_opposing_spirit(build):
    """Needle Shot (Main): exhaust one opposing Spirit."""
    s = build(position(p0={"hand": ["ST05-015"], "reserve": 3}, p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE)]}))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]
    do(s, C.choice(1))
    assert exhausted(s, 1) == {0: 0, 1: 1}
    assert trash_ids(s, 0) == ["ST05-015"]


def test_st05_015_flash_exhausts_the_only_blocker(build):
    """Needle Shot (Flash): used in your battle's Flash timing, it leaves the opponent without a blocker."""
    s = build(position(step="attack", p0={"hand": ["ST05-015"], "reserve": 3, "field": [FieldCard(LEAFWOLF)]},
                   p1={"field": [FieldCard(PORCUPINE)]}))
    do(s, C.attack(0), C.PASS)
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1}
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert legal(s) == [C.PASS]


# -- ST05-016 Multiple Cores -----------------------------------------------------------------------------
def test_st05_016_main_puts_void_core_on_your_spirit_not_in_flash(build):
    """Multiple Cores (Main only): one of your Spirits gets a core from the Void; not usable in a Flash timing."""
    s = build(position(p0={"hand": ["ST05-016"], "reserve": 1, "field": [FieldCard(ANTMAN)]},
                   p1={"field": [FieldCard(MANTIGORE)]}))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # only your own Spirits
    do(s, C.choice(0))
    assert field(s, 0)[0]["cores"] == 2 and bp(s, 0, 0) == 4000
    assert field(s, 1)[0]["cores"] == 1
    f = build(position(step="attack", p0={"hand": ["ST05-016"], "reserve": 5, "field": [FieldCard(ANTMAN)]}))
    do(f, C.attack(0), C.PASS)
    assert pending(f) == (Decision.FLASH, 0)
    assert C.use_hand(0) not in legal(f)


@pytest.mark.parametrize("summoned, offered", [("ST05-002", True), (ANTMAN, False)])
def test_st05_016_burst_after_opponent_when_summoned_effect(build, summoned, offered):
    """Multiple Cores Burst: after the opponent resolves a When Summoned effect, exhaust an opposing Spirit,
    then you may pay for the Main effect."""
    s = build(position(active=1, p0={"field": [FieldCard(ANTMAN)], "reserve": 1, "burst": "ST05-016"},
                   p1={"hand": [summoned], "reserve": 6}))
    summon(s, 0)
    if not offered:
        assert pending(s) == (Decision.MAIN, 1)
        assert int(player(s, 0)["burst_inst"]) != L.NO_CARD
        return
    assert pending(s) == (Decision.CHOOSE, 1)  # Aldeed's own When Summoned effect
    do(s, C.choice(0))
    assert exhausted(s, 0) == {0: 1}
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1}
    assert pending(s) == (Decision.YES_NO, 0)  # pay 2 - 1 (Antman's symbol) for the Main effect
    do(s, C.CONFIRM)
    pay_and_place(s)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert field(s, 0)[0]["cores"] == 2
    assert trash_ids(s, 0) == ["ST05-016"] and int(player(s, 0)["burst_inst"]) == L.NO_CARD
    assert pending(s) == (Decision.MAIN, 1)
