"""BSS01-03 cards scripted with the counts vocabulary (pybs/scripts/pool_counts.py), on both engines.

Each test plays the card's effect from a Scenario and checks the printed outcome; conditional effects
also get a case where the condition fails. Both Soul Cores sit in the Trash unless a test needs one.
"""

from __future__ import annotations

import pytest
from card_helpers import deck_ids, do, exhausted, fight, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pending, player, trash_ids

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard

WEAK = "ST02-005"  # vanilla purple Spirit, cost 1, Lv1 1000 BP
ANTMAN = "ST05-009"  # vanilla green Spirit, cost 2, Lv1 3000 BP
MANTIGORE = "ST06-009"  # vanilla blue Spirit, cost 3, Lv1 3000 BP
PORCUPINE = "ST05-007"  # vanilla green Spirit, cost 4, Lv1 5000 BP
FILLER = "ST01-004"  # vanilla red Spirit, cost 1
MAGIC = "ST01-014"  # a Magic card


def life(state, p: int) -> int:
    return int(player(state, p)["life"])


def reserve(state, p: int) -> int:
    return int(player(state, p)["reserve"])


def pay_with_soul(state, soul: bool) -> None:
    """Answer PAY with the Soul Core first (soul=True) or normal Reserve cores only, then place the minimum."""
    while pending(state)[0] == Decision.PAY:
        codes = legal(state)
        want = C.pay(0, 1) if soul and C.pay(0, 1) in codes else C.pay(0, 0)
        state.apply(want if want in codes else codes[0])
    while pending(state)[0] == Decision.PLACE:
        codes = legal(state)
        state.apply(C.PASS if C.PASS in codes else (C.place(0, 0) if C.place(0, 0) in codes else codes[0]))


# -- BSS01-003 Ares Dragoon: once per turn --------------------------------------------------------
def test_bss01_003_refreshes_awaken_spirits_once_per_turn(build):
    """Lv3: after its attack's battle, you may refresh your Awaken Spirits, but only once per turn."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-003", cores=6), FieldCard("BSS01-004", exhausted=True),
                                                    FieldCard(WEAK, exhausted=True)]},
                       p1={"life": 5}))
    fight(s, 0, None)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert exhausted(s, 0) == {0: 0, 1: 0, 2: 1}  # itself and the other Awaken Spirit, not the vanilla one
    fight(s, 0, None)  # the second battle this turn: no offer
    assert pending(s) == (Decision.ATTACK, 0)
    assert exhausted(s, 0)[0] == 1


def test_bss01_003_declining_keeps_the_use(build):
    """Declining the offer does not use up the once-per-turn effect."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-003", cores=6)]}, p1={"life": 5}))
    fight(s, 0, None)
    do(s, C.PASS)
    assert exhausted(s, 0) == {0: 1}
    s2 = build(position(step="attack", p0={"field": [FieldCard("BSS01-003", cores=4)]}, p1={"life": 5}))
    fight(s2, 0, None)  # Lv2: nothing offered
    assert pending(s2) == (Decision.ATTACK, 0)


# -- BSS01-004 White Hole Dragon: relative BP ------------------------------------------------------
def test_bss01_004_destroys_spirit_with_bp_at_most_its_own(build):
    """Lv3 (6000 BP) destroyed: only opposing Spirits with 6000 BP or less may be chosen."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-004", cores=4)]},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard("ST01-001", cores=5), FieldCard(ANTMAN)]}))
    strong = bp(s, 1, 1)
    assert strong > 6000
    fight(s, 0, 1)  # blocked by the stronger Spirit: ours falls
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == 2  # Porcu-Pine (5000) and Antman (3000), not the stronger one
    do(s, C.choice(0))
    assert PORCUPINE in trash_ids(s, 1)


def test_bss01_004_lv2_does_nothing(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-004", cores=3)]},
                       p1={"field": [FieldCard("ST01-001", cores=5), FieldCard(ANTMAN)]}))
    fight(s, 0, 0)
    assert pending(s) == (Decision.ATTACK, 0)
    assert field(s, 1)[1]["card"] == ANTMAN


# -- BSS01-008 Syntarsaurus: BP per matching card --------------------------------------------------
def test_bss01_008_bp_per_terrasaur_while_attacking(build):
    """Lv2 while attacking: +1000 BP per Terrasaur Spirit you control (itself included)."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-008", cores=3), FieldCard("BSS01-008")],
                                          "deck": [FILLER, FILLER]}))
    assert bp(s, 0, 0) == 5000  # not attacking: no bonus
    do(s, C.attack(0))
    assert deck_ids(s, 0)[0] == FILLER  # not a Terrasaur: back on top
    assert bp(s, 0, 0) == 7000
    assert bp(s, 0, 1) == 2000  # the Lv1 copy gets nothing


def test_bss01_008_reveal_takes_terrasaur(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-008")], "deck": ["BSS01-008", FILLER]}))
    do(s, C.attack(0))
    assert hand_ids(s, 0) == ["BSS01-008"] and deck_ids(s, 0) == [FILLER]


# -- BSS01-031 Dragonaga: Soul Core paid -----------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_031_draws_only_when_soul_core_paid(build, soul):
    s = build(position(p0={"hand": ["BSS01-031"], "reserve": 4, "soul": "reserve", "deck": [FILLER, WEAK]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, soul)
    assert hand_ids(s, 0) == ([FILLER] if soul else [])


# -- BSS01-034 Infernal King Curse Dragon: count of destroyed --------------------------------------
def test_bss01_034_core_per_spirit_destroyed(build):
    """Every other Spirit loses a core; one Void core onto it per Spirit that fell (two here)."""
    s = build(position(p0={"hand": ["BSS01-034"], "reserve": 9, "field": [FieldCard(WEAK)]},
                       p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE, cores=2)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    pass_flashes(s)
    assert [f["card"] for f in field(s, 1).values()] == [MANTIGORE]
    assert [f["card"] for f in field(s, 0).values()] == ["BSS01-034"]
    assert field(s, 0)[1]["cores"] == 1 + 2  # placed 1, +1 per fallen Spirit (Weak, Antman)


def test_bss01_034_no_core_when_nothing_falls(build):
    s = build(position(p0={"hand": ["BSS01-034"], "reserve": 9}, p1={"field": [FieldCard(ANTMAN, cores=3)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert field(s, 0)[0]["cores"] == 1
    assert field(s, 1)[0]["cores"] == 2


# -- BSS01-038 Dread Knight Nemesis: modes ---------------------------------------------------------
@pytest.mark.parametrize("mode", ["cores", "draw"])
def test_bss01_038_destroy_own_spirit_for_a_mode(build, mode):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-038"), FieldCard(WEAK)], "deck": [FILLER] * 3},
                       p1={"field": [FieldCard(MANTIGORE, cores=3)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(1))  # pick the vanilla Spirit
    do(s, C.CONFIRM)  # destroy it
    assert WEAK in trash_ids(s, 0)
    assert pending(s) == (Decision.YES_NO, 0)  # YES: the first mode, NO: the second
    if mode == "cores":
        do(s, C.CONFIRM, C.choice(0))
        assert pending(s) == (Decision.CHOOSE, 0)  # how many, up to two
        do(s, C.choice(2))
        assert field(s, 1)[0]["cores"] == 1
        assert hand_ids(s, 0) == []
    else:
        do(s, C.PASS)
        assert hand_ids(s, 0) == [FILLER, FILLER]
        assert field(s, 1)[0]["cores"] == 3


def test_bss01_038_declining_the_destruction_gives_no_mode(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-038"), FieldCard(WEAK)], "deck": [FILLER] * 3}))
    do(s, C.attack(0), C.choice(1), C.PASS)
    assert field(s, 0)[1]["card"] == WEAK and hand_ids(s, 0) == []
    assert pending(s)[0] == Decision.FLASH


# -- BSS01-047 Zenas: level filter -----------------------------------------------------------------
@pytest.mark.parametrize("blocker_cores, can_block", [(1, False), (3, True)])
def test_bss01_047_curse_spirits_unblockable_by_lv1(build, blocker_cores, can_block):
    """Lv2: your Curse Spirits cannot be blocked by opposing Lv1 Spirits (Porcu-Pine Lv2 at 3 cores may)."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-047", cores=4)]},
                       p1={"field": [FieldCard(PORCUPINE, cores=blocker_cores)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (C.block(0) in legal(s)) == can_block


# -- BSS01-067 Enterprise: once per turn -----------------------------------------------------------
def test_bss01_067_refreshes_on_block_once_per_turn(build):
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS01-067", cores=2)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(WEAK), FieldCard(WEAK)]}, auto=True))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert exhausted(s, 0) == {0: 0}  # refreshed by its block effect
    pass_flashes(s)
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, C.block(0))
    assert exhausted(s, 0) == {0: 1}  # the second block this turn: no refresh


# -- BSS01-068 Snowflaken: keyword OR ---------------------------------------------------------------
@pytest.mark.parametrize("attacker, returned", [("ST02-007", True), ("ST01-003", True), (ANTMAN, False)])
def test_bss01_068_returns_confront_or_curse_spirit(build, attacker, returned):
    """Lv2 blocks: an opposing Spirit with Confront or Curse (here the attacker, while attacking) returns."""
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS01-068", cores=4)]},
                       p1={"field": [FieldCard(attacker), FieldCard("ST02-007")]}, auto=True))
    do(s, C.attack(0))
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:  # Confront forces the block (auto_forced answers it)
        do(s, C.block(0))  # a single candidate (the attacker) is chosen automatically (auto_forced)
    assert hand_ids(s, 1) == ([attacker] if returned else [])
    assert trash_ids(s, 1) == ([] if returned else [ANTMAN])  # else it fought on and lost


# -- BSS01-072 Head Snow Librarian Saga: whether the Soul Core moved --------------------------------
@pytest.mark.parametrize("take_soul", [True, False])
def test_bss01_072_bp_only_when_soul_core_returns(build, take_soul):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-072")], "trash_cores": 1, "soul": "trash"}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.SOUL, 0)  # R6.7: which core comes back
    do(s, C.CONFIRM if take_soul else C.PASS)
    assert int(player(s, 0)["soul_loc"]) == (L.SOUL_RESERVE if take_soul else L.SOUL_TRASH)
    assert bp(s, 0, 0) == (4000 if take_soul else 1000)


def test_bss01_072_no_soul_core_in_trash(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-072")], "trash_cores": 1, "soul": "reserve"}))
    do(s, C.attack(0))
    assert bp(s, 0, 0) == 1000 and reserve(s, 0) == 4


# -- BSS01-094 Marigold: Soul Core paid widens the look ---------------------------------------------
@pytest.mark.parametrize("soul, seen", [(True, 5), (False, 3)])
def test_bss01_094_reveals_three_or_five(build, soul, seen):
    deck = [FILLER, WEAK, ANTMAN, MANTIGORE, MAGIC, PORCUPINE]
    s = build(position(p0={"hand": ["BSS01-094"], "reserve": 4, "soul": "reserve", "deck": deck}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, soul)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    if seen == 3:  # no Magic among the top three: nothing to add, all three under the deck in any order
        while pending(s)[0] == Decision.CHOOSE:
            do(s, legal(s)[0])
        assert hand_ids(s, 0) == []
        assert deck_ids(s, 0)[:3] == [MANTIGORE, MAGIC, PORCUPINE]
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # the Magic must be taken
    do(s, C.choice(0))
    while pending(s)[0] == Decision.CHOOSE:
        do(s, legal(s)[0])
    assert hand_ids(s, 0) == [MAGIC]
    assert deck_ids(s, 0)[0] == PORCUPINE


# -- BSS01-103 Where Stars Are Born: reveal one per Star Dragon -------------------------------------
@pytest.mark.parametrize("dragons", [0, 2])
def test_bss01_103_reveals_per_star_dragon(build, dragons):
    deck = [WEAK, "ST01-001", FILLER, MANTIGORE]
    field0 = [FieldCard("ST01-003")] * dragons  # Siegwurm: a Star Dragon
    s = build(position(p0={"hand": ["BSS01-103"], "reserve": 5, "deck": deck, "field": field0}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    if not dragons:
        assert deck_ids(s, 0) == deck and hand_ids(s, 0) == []
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Andromeda, the red Spirit among the two (Demo Bones is purple)
    do(s, C.choice(0))
    assert hand_ids(s, 0) == ["ST01-001"]
    assert deck_ids(s, 0) == [FILLER, MANTIGORE, WEAK]


def test_bss01_103_lv2_costly_attacker_destroys_small_spirit(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-103", cores=2), FieldCard(PORCUPINE),
                                                    FieldCard(WEAK)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(ANTMAN)]}))
    do(s, C.attack(2))  # cost 1: nothing
    assert pending(s)[0] == Decision.FLASH
    s2 = build(position(step="attack", p0={"field": [FieldCard("BSS01-103", cores=2), FieldCard(PORCUPINE)]},
                        p1={"field": [FieldCard(WEAK), FieldCard(ANTMAN)]}))
    do(s2, C.attack(1))  # cost 4: the 1000-BP Spirit goes (the only candidate)
    assert pending(s2) == (Decision.CHOOSE, 0) and legal(s2) == [C.choice(0)]
    do(s2, C.choice(0))
    assert trash_ids(s2, 1) == [WEAK]


# -- BSS01-104 Sacred Thundering Peaks: cheaper than the subject; first attacker --------------------
def test_bss01_104_cheaper_spirit_back_from_trash(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-104"), FieldCard(PORCUPINE)],
                                          "trash": [PORCUPINE, ANTMAN, MANTIGORE]},
                       p1={"field": [FieldCard("ST01-001", cores=5)]}))
    fight(s, 1, 0)  # Porcu-Pine (cost 4) falls to the 10000-BP blocker
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == 2  # Antman (2) and Mantigore (3); not the other Porcu-Pine (4)
    do(s, C.choice(1))
    assert hand_ids(s, 0) == [MANTIGORE]


def test_bss01_104_lv2_first_confront_attacker_refreshed(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-104", cores=3), FieldCard("ST01-003"),
                                                    FieldCard("ST01-003")]}, p1={"life": 5}))
    do(s, C.attack(1))
    assert exhausted(s, 0)[1] == 0  # the turn's first attack: refreshed
    pass_flashes(s)
    while pending(s)[0] != Decision.ATTACK:
        do(s, C.PASS)
    do(s, C.attack(2))
    assert exhausted(s, 0)[2] == 1  # the second attacker is not


# -- BSS01-107 Ancient Amethyst Palace: "if it is not a Spirit card" --------------------------------
@pytest.mark.parametrize("top, removes", [(MAGIC, True), (WEAK, False)])
def test_bss01_107_discard_not_spirit_removes_core(build, top, removes):
    s = build(position(p0={"hand": ["BSS01-107"], "reserve": 4, "deck": [top, FILLER]},
                       p1={"field": [FieldCard(MANTIGORE, cores=2)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert trash_ids(s, 0) == [top]
    if removes:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
    assert pending(s) == (Decision.MAIN, 0)
    assert field(s, 1)[0]["cores"] == (1 if removes else 2)


# -- BSS01-119 Volcanic Break / BSS03-121 Power Boost: Soul Core paid for a Magic ------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_119_bp_limit_rises_with_soul_core(build, soul):
    s = build(position(p0={"hand": ["BSS01-119"], "reserve": 5, "soul": "reserve"},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard(ANTMAN)]}))
    s.apply(C.use_hand(0))
    if pending(s)[0] == Decision.MAGIC_EFFECT:
        do(s, C.choice(0))
    pay_with_soul(s, soul)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == (2 if soul else 1)  # 5000 BP only reachable with the Soul Core


@pytest.mark.parametrize("soul, gain", [(True, 5000), (False, 2000)])
def test_bss03_121_power_boost(build, soul, gain):
    s = build(position(p0={"hand": ["BSS03-121"], "reserve": 3, "soul": "reserve", "field": [FieldCard(WEAK)]}))
    s.apply(C.use_hand(0))
    if pending(s)[0] == Decision.MAGIC_EFFECT:
        do(s, C.choice(0))
    pay_with_soul(s, soul)
    if pending(s)[0] == Decision.CHOOSE:
        do(s, C.choice(0))
    assert bp(s, 0, 0) == 1000 + gain


# -- BSS01-128 Regain / BSS02-127 Inescapable Avalanche: battle filters -----------------------------
def test_bss01_128_refreshes_only_a_spirit_not_attacking(build):
    s = build(position(step="attack", p0={"hand": ["BSS01-128"], "reserve": 4, "field": [FieldCard(ANTMAN),
                                                                                         FieldCard(WEAK, exhausted=True)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    do(s, C.PASS)
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == 1  # Demo Bones; the attacking Antman is not offered
    do(s, C.choice(0))
    assert exhausted(s, 0) == {0: 1, 1: 0}


def test_bss02_127_returns_the_attacker(build):
    s = build(position(active=1, turn=4, step="attack", p0={"hand": ["BSS02-127"], "reserve": 4},
                       p1={"field": [FieldCard(ANTMAN), FieldCard(WEAK)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # the attacker only
    do(s, C.choice(0))
    assert hand_ids(s, 1) == [ANTMAN]
    assert [f["card"] for f in field(s, 1).values()] == [WEAK]


# -- BSS01-136 Exhaust Nexus: BP per Nexus ------------------------------------------------------------
def test_bss01_136_burst_lowers_bp_per_nexus(build):
    """Burst after an opposing When Summoned effect: -1000 BP per Nexus they control (two here)."""
    s = build(position(active=1, turn=4, p0={"burst": "BSS01-136", "reserve": 0},
                       p1={"hand": ["ST01-001"], "reserve": 8, "field": [FieldCard("ST06-012", cores=0),
                                                                          FieldCard("ST06-012", cores=0),
                                                                          FieldCard(PORCUPINE)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    while pending(s)[1] == 1 and pending(s)[0] in (Decision.CHOOSE, Decision.YES_NO):
        do(s, legal(s)[0])
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    assert bp(s, 1, 2) == 3000  # Porcu-Pine 5000 - 2 x 1000


# -- BSS02-003 Dragno Bomber / BSS02-005 Starblade: Life conditions ----------------------------------
@pytest.mark.parametrize("own_life, confront", [(3, True), (4, False)])
def test_bss02_003_confront_at_three_life(build, own_life, confront):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-003")], "life": own_life},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (C.PASS in legal(s)) == (not confront)  # Confront: the defender must block


@pytest.mark.parametrize("own_life, draws", [(3, 2), (5, 0)])
def test_bss02_005_lv3_draws_two_on_hit_at_low_life(build, own_life, draws):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-005", cores=5)], "life": own_life,
                                          "deck": [FILLER] * 4}, p1={"life": 5}))
    fight(s, 0, None)
    assert life(s, 1) == 4
    assert len(hand_ids(s, 0)) == draws


def test_bss02_005_lv2_own_draw_destroys(build):
    """Lv2 in your turn: a draw by your own effect destroys an opposing 3000-BP Spirit (a Magic draws here)."""
    s = build(position(p0={"field": [FieldCard("BSS02-005", cores=3)], "hand": [MAGIC], "reserve": 4,
                           "deck": [FILLER] * 4}, p1={"field": [FieldCard(ANTMAN), FieldCard(PORCUPINE)]}))
    s.apply(C.use_hand(0))
    do(s, C.choice(0))  # the Main effect: draw two
    pay_with_soul(s, False)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Antman only (Porcu-Pine has 5000 BP)
    do(s, C.choice(0))
    assert trash_ids(s, 1) == [ANTMAN]


# -- BSS02-006 Meteor Emperor Siegwurm: a card in the Trash ----------------------------------------
@pytest.mark.parametrize("trash, confront", [(["ST01-003"], True), ([FILLER], False)])
def test_bss02_006_confront_with_siegwurm_in_trash(build, trash, confront):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-006", cores=5)], "trash": trash, "deck": [FILLER]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (C.PASS in legal(s)) == (not confront)


@pytest.mark.parametrize("soul, draws", [(True, 1), (False, 0)])
def test_bss02_006_soul_core_attack_draws(build, soul, draws):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-006", cores=3, soul=soul)],
                                          "soul": None if soul else "trash", "deck": [FILLER]}))
    do(s, C.attack(0))
    assert len(hand_ids(s, 0)) == draws


# -- BSS02-012 King Vulture: cost set; "has a When Summoned effect" ----------------------------------
def test_bss02_012_opponent_destroys_nexus_costing_3_or_6(build):
    s = build(position(p0={"hand": ["BSS02-012"], "reserve": 5},
                       p1={"field": [FieldCard("BSS01-107", cores=0), FieldCard("BSS03-119", cores=0)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert pending(s) == (Decision.CHOOSE, 1)
    assert legal(s) == [C.choice(0)]  # the cost-3 Nexus, not the cost-4 one
    do(s, C.choice(0))
    assert trash_ids(s, 1) == ["BSS01-107"]


@pytest.mark.parametrize("blocker, confront", [("ST01-001", True), (PORCUPINE, False)])
def test_bss02_012_confront_against_when_summoned_spirits(build, blocker, confront):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-012")]},
                       p1={"field": [FieldCard(blocker), FieldCard(ANTMAN)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (C.PASS in legal(s)) == (not confront)


# -- BSS02-022 White Whale: one choice per Spirit card discarded -------------------------------------
def test_bss02_022_one_choice_per_spirit_discarded(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-022")], "deck": [WEAK, MAGIC, ANTMAN, FILLER]},
                       p1={"field": [FieldCard(MANTIGORE, cores=3), FieldCard(PORCUPINE, cores=3),
                                     FieldCard(ANTMAN, cores=2)]}))
    do(s, C.attack(0))
    assert trash_ids(s, 0) == [WEAK, MAGIC, ANTMAN]
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0), C.choice(0))  # two Spirit cards: two picks
    assert pending(s)[0] != Decision.CHOOSE
    assert [f["cores"] for f in field(s, 1).values()] == [1, 1, 2]


def test_bss02_022_no_spirit_discarded_no_choice(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-022")], "deck": [MAGIC, "BSS01-107", MAGIC]},
                       p1={"field": [FieldCard(MANTIGORE, cores=3)]}))
    do(s, C.attack(0))
    assert pending(s)[0] == Decision.FLASH
    assert field(s, 1)[0]["cores"] == 3


# -- BSS02-027 Avalo Paladion: a Spirit destroyed this turn ------------------------------------------
@pytest.mark.parametrize("lose_one, draws", [(True, 2), (False, 0)])
def test_bss02_027_end_step_draw_after_a_destruction(build, lose_one, draws):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-027", cores=6), FieldCard(WEAK)],
                                          "deck": [FILLER] * 4},
                       p1={"field": [FieldCard(PORCUPINE)]}, auto=True))
    if lose_one:
        do(s, C.attack(1), C.block(0))  # Demo Bones falls in battle
    do(s, C.PASS)  # end the Attack Step: the End Step starts
    assert len(hand_ids(s, 0)) == draws


# -- BSS02-028 Lamorak: the first purple Spirit destroyed each turn -----------------------------------
def test_bss02_028_first_purple_spirit_destroyed_returns_once(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-028", cores=3), FieldCard(WEAK), FieldCard(WEAK)]},
                       p1={"field": [FieldCard(PORCUPINE, exhausted=False), FieldCard("ST01-001", cores=5)]},
                       auto=True))
    do(s, C.attack(1), C.block(0))
    assert hand_ids(s, 0) == [WEAK]  # back from the Trash
    do(s, C.attack(2), C.block(1))
    assert hand_ids(s, 0) == [WEAK] and trash_ids(s, 0) == [WEAK]  # the second: stays


# -- BSS02-031 Chronos-Boros / BSS02-033 Diviner Dragonaga: Soul Core paid ---------------------------
def place_extra(state, n: int) -> None:
    """Answer PLACE with ``n`` more Reserve cores than the minimum, then finish."""
    while pending(state)[0] == Decision.PLACE:
        codes = legal(state)
        if C.PASS in codes and n <= 0:
            state.apply(C.PASS)
            return
        n -= C.PASS in codes
        state.apply(C.place(0, 0))


@pytest.mark.parametrize("soul", [True, False])
def test_bss02_031_soul_paid_sends_normal_core_to_void(build, soul):
    """Lv2 summoned with the Soul Core: the opponent sends a normal core of their Spirit to the Void."""
    s = build(position(p0={"hand": ["BSS02-031"], "reserve": 10, "soul": "reserve"},
                       p1={"field": [FieldCard(MANTIGORE, cores=3)]}))
    s.apply(C.use_hand(0))
    while pending(s)[0] == Decision.PAY:
        codes = legal(s)
        s.apply(C.pay(0, 1) if soul and C.pay(0, 1) in codes else C.pay(0, 0))
    place_extra(s, 2)  # Lv2: three cores
    if not soul:
        assert pending(s) == (Decision.MAIN, 0) and field(s, 1)[0]["cores"] == 3
        return
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    assert field(s, 1)[0]["cores"] == 2


@pytest.mark.parametrize("soul", [True, False])
def test_bss02_033_soul_paid_looks_at_two(build, soul):
    s = build(position(p0={"hand": ["BSS02-033"], "reserve": 4, "soul": "reserve", "deck": [WEAK, ANTMAN, FILLER]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, soul)
    if not soul:
        assert pending(s) == (Decision.MAIN, 0) and deck_ids(s, 0) == [WEAK, ANTMAN, FILLER]
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(1))  # discard Antman
    do(s, C.PASS)  # keep the other
    assert trash_ids(s, 0) == [ANTMAN]
    assert deck_ids(s, 0) == [WEAK, FILLER]


# -- BSS02-076 Toy Hero Musashi / BSS03-034 Pumpty Dumpty: cost of one of your Spirits ---------------
@pytest.mark.parametrize("top, kept", [(ANTMAN, True), (PORCUPINE, False)])
def test_bss03_034_same_cost_card_to_hand(build, top, kept):
    s = build(position(p0={"hand": ["BSS03-034"], "reserve": 5, "deck": [top, FILLER], "field": [FieldCard(ANTMAN)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    # Antman (cost 2) matches the Antman on the field; Porcu-Pine (4) matches Pumpty Dumpty itself
    assert hand_ids(s, 0) == [top]


def test_bss03_034_other_cost_is_discarded(build):
    s = build(position(p0={"hand": ["BSS03-034"], "reserve": 5, "deck": [MANTIGORE, FILLER]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert hand_ids(s, 0) == [] and trash_ids(s, 0) == [MANTIGORE]


@pytest.mark.parametrize("top, kept", [(MANTIGORE, True), (PORCUPINE, False)])
def test_bss02_076_destroyed_by_opponent_reveals(build, top, kept):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-076"), FieldCard(MANTIGORE)],
                                          "deck": [top, FILLER]},
                       p1={"field": [FieldCard(PORCUPINE)]}, auto=True))
    do(s, C.attack(0), C.block(0))
    assert hand_ids(s, 0) == ([top] if kept else [])
    assert (top in trash_ids(s, 0)) == (not kept)


# -- BSS02-077 Tokiwa: all but three cores ------------------------------------------------------------
def test_bss02_077_lv3_cut_to_three_cores_to_refresh(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-077", cores=6)]},
                       p1={"field": [FieldCard(ANTMAN)]}))
    do(s, C.attack(0))
    while pending(s)[0] == Decision.ORDER:
        do(s, C.choice(0))
    while pending(s) != (Decision.YES_NO, 0):
        do(s, legal(s)[-1])
    do(s, C.CONFIRM)
    assert field(s, 0)[0]["cores"] == 3 and exhausted(s, 0)[0] == 0
    assert reserve(s, 0) == 3 + 3


@pytest.mark.parametrize("voidlord, gain", [(True, 10000), (False, 0)])
def test_bss02_077_bp_against_voidlord(build, voidlord, gain):
    from pybs.carddb import load_default
    vl = next(c.id for c in load_default().cards if "Voidlord" in c.families and c.type == 0 and c.levels)
    s = build(position(p0={"field": [FieldCard("BSS02-077")]}, p1={"field": [FieldCard(vl if voidlord else ANTMAN)]}))
    assert bp(s, 0, 0) == 5000 + gain


# -- BSS02-094 Elasmoth / BSS02-096 Higumaru: one per Spirit with 4000 BP or more ---------------------
def test_bss02_094_exhausts_one_per_strong_ally(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-094", cores=3), FieldCard(PORCUPINE),
                                                    FieldCard(ANTMAN)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(WEAK), FieldCard(WEAK)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # one pick: only Porcu-Pine has 4000 BP or more besides itself
    assert pending(s)[0] != Decision.CHOOSE
    assert sorted(exhausted(s, 1).values()) == [0, 0, 1]


def test_bss02_096_opponent_exhausts_per_strong_ally(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-096"), FieldCard(PORCUPINE), FieldCard(PORCUPINE)]},
                       p1={"field": [FieldCard("ST01-001", cores=5), FieldCard(WEAK), FieldCard(WEAK)]}, auto=True))
    do(s, C.attack(0), C.block(0))  # Higumaru falls
    assert pending(s) == (Decision.CHOOSE, 1)  # the opponent picks, twice
    assert len(legal(s)) == 3  # any of their Spirits
    do(s, C.choice(1), C.choice(1))  # both Demo Bones
    assert pending(s)[0] != Decision.CHOOSE
    assert sorted(exhausted(s, 1).values()) == [1, 1, 1]  # two chosen + the blocker


# -- BSS02-136 Insect Aura: BP per matching family ----------------------------------------------------
def test_bss02_136_bp_per_carapite_or_insectoid(build):
    from pybs.carddb import load_default
    db = load_default()
    bug = next(c.id for c in db.cards if "Insectoid" in c.families and c.type == 0 and c.levels)
    s = build(position(p0={"hand": ["BSS02-136"], "reserve": 4, "field": [FieldCard(WEAK), FieldCard(bug), FieldCard(bug)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    do(s, C.choice(0))
    assert bp(s, 0, 0) == 1000 + 2000


# -- BSS03-001 Trident Dragon: cores per Ruby Sanctuary; combined BP -----------------------------------
@pytest.mark.parametrize("sanctuaries", [0, 2])
def test_bss03_001_cores_per_ruby_sanctuary(build, sanctuaries):
    s = build(position(p0={"field": [FieldCard("BSS03-001", cores=3)] + [FieldCard("BSS03-106", cores=0)] * sanctuaries,
                           "trash_cores": 5, "soul": "trash"}))
    do(s, C.PASS)  # the Main Step ends: the Attack Step starts
    assert field(s, 0)[0]["cores"] == 3 + 2 * sanctuaries
    assert int(player(s, 0)["soul_loc"]) == L.SOUL_TRASH  # normal cores only


def test_bss03_001_destroys_up_to_6000_combined_bp(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-001", cores=5)]},
                       p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE), FieldCard(PORCUPINE)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == 4  # PASS + three Spirits of 6000 BP or less
    do(s, C.choice(0))  # Antman 3000: 3000 left
    assert len(legal(s)) == 2  # PASS + Mantigore (Porcu-Pine's 5000 no longer fits)
    do(s, C.choice(0))
    assert trash_ids(s, 1) == [ANTMAN, MANTIGORE]


# -- BSS03-003 Apollodinos: equal BP -------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss03_003_destroys_spirits_with_equal_bp(build, soul):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-003", cores=3, soul=soul)],
                                          "soul": None if soul else "trash"},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard(ANTMAN), FieldCard(PORCUPINE)]}))
    assert bp(s, 0, 0) == 5000
    do(s, C.attack(0))
    assert trash_ids(s, 1) == ([PORCUPINE, PORCUPINE] if soul else [])


# -- BSS03-006 Coalmane: BP per Spirit; draw to a hand of three ----------------------------------------
def test_bss03_006_bp_per_spirit_you_control(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-006"), FieldCard(WEAK), FieldCard("BSS03-106", cores=0)]}))
    do(s, C.attack(0))
    assert bp(s, 0, 0) == 6000 + 2 * 2000  # itself and Demo Bones; the Nexus is no Spirit


@pytest.mark.parametrize("hand, drawn", [([FILLER], 2), ([FILLER] * 4, 0)])
def test_bss03_006_end_step_draws_up_to_three(build, hand, drawn):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-006", cores=3)], "hand": hand,
                                          "deck": [WEAK] * 5}, auto=True))
    do(s, C.PASS)
    assert hand_ids(s, 0).count(WEAK) == drawn


# -- BSS03-017 Nocturna: core per Spirit destroyed; summon a Curse Spirit from the Trash --------------
def test_bss03_017_reserve_core_per_spirit_destroyed(build):
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS03-017")], "reserve": 0},
                       p1={"field": [FieldCard("ST01-001", cores=5), FieldCard(WEAK), FieldCard(MANTIGORE, cores=2)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)  # Nocturna blocks Andromeda and falls
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(1), C.choice(1))  # Demo Bones and Mantigore
    assert [f["card"] for f in field(s, 1).values()] == ["ST01-001", MANTIGORE]
    assert reserve(s, 0) == 1 + 1  # Nocturna's own core, plus one for Demo Bones


@pytest.mark.parametrize("sanctuary", [True, False])
def test_bss03_017_summons_curse_spirit_from_trash(build, sanctuary):
    field0 = [FieldCard("BSS03-017", cores=3)] + ([FieldCard("BSS03-108", cores=0)] if sanctuary else [])
    s = build(position(step="attack", p0={"field": field0, "trash": ["ST02-007", WEAK], "reserve": 2}))
    do(s, C.attack(0))
    if not sanctuary:
        assert pending(s)[0] == Decision.FLASH  # R0.4: nothing to exhaust, nothing offered
        return
    do(s, C.CONFIRM, C.choice(0))  # exhaust the Sanctuary
    assert exhausted(s, 0)[1] == 1
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Okapandle (Curse) only
    do(s, C.choice(0))
    pay_with_soul(s, False)
    assert "ST02-007" in [f["card"] for f in field(s, 0).values()]


# -- BSS03-044 Jilhouette: reveal one per Lv1 Spirit ---------------------------------------------------
def test_bss03_044_reveals_one_per_lv1_spirit(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-044", cores=2), FieldCard(WEAK),
                                                    FieldCard(ANTMAN, cores=2)],
                                          "deck": ["BSS03-045", FILLER, WEAK]}))
    do(s, C.attack(0))  # Lv1 Spirits: Demo Bones only (Antman Lv2, Jilhouette Lv2) -> reveal one
    assert pending(s) == (Decision.CHOOSE, 0) and legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    assert hand_ids(s, 0) == ["BSS03-045"]
    assert deck_ids(s, 0) == [FILLER, WEAK]


# -- BSS03-056 Baldr: the opponent drew with their own effect this turn ---------------------------------
@pytest.mark.parametrize("drew", [True, False])
def test_bss03_056_block_returns_after_opponent_drew(build, drew):
    s = build(position(active=1, turn=4, p0={"field": [FieldCard("BSS03-056")]},
                       p1={"hand": [MAGIC], "reserve": 4, "deck": [FILLER] * 4,
                           "field": [FieldCard(ANTMAN), FieldCard(WEAK)]}, auto=True))
    if drew:
        s.apply(C.use_hand(0))
        do(s, C.choice(0))  # Charged Draw's Main effect: draw two
        pay_with_soul(s, False)
    do(s, C.PASS)  # to the Attack Step
    while pending(s) != (Decision.ATTACK, 1):
        do(s, legal(s)[0])
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, C.block(0))
    if drew:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert ANTMAN in hand_ids(s, 1)
    else:
        assert ANTMAN not in hand_ids(s, 1)


# -- BSS03-065 Alraune: modes --------------------------------------------------------------------------
@pytest.mark.parametrize("first_mode", [True, False])
def test_bss03_065_two_cheap_or_one_mid_spirit(build, first_mode):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-065", cores=3)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(MANTIGORE), FieldCard(PORCUPINE), FieldCard("ST01-001")]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    if first_mode:
        do(s, C.CONFIRM)
        assert len(legal(s)) == 2  # cost 3 or less: Demo Bones, Mantigore
        do(s, C.choice(0), C.choice(0))
        assert exhausted(s, 1) == {0: 1, 1: 1, 2: 0, 3: 0}
    else:
        do(s, C.PASS)
        assert len(legal(s)) == 4  # cost 6 or less: all four
        do(s, C.choice(3))
        assert exhausted(s, 1) == {0: 0, 1: 0, 2: 0, 3: 1}


def test_bss03_065_summon_cores_to_sanctuary_and_itself(build):
    s = build(position(p0={"hand": ["BSS03-065"], "reserve": 5, "field": [FieldCard("BSS03-114", cores=0)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    if pending(s)[0] == Decision.CHOOSE:
        do(s, C.choice(0))
    assert field(s, 0)[0]["cores"] == 1 and field(s, 0)[1]["cores"] == 2


# -- BSS03-083 Randolph: one per level ---------------------------------------------------------------
@pytest.mark.parametrize("cores, picks", [(1, 1), (6, 3)])
def test_bss03_083_destroys_one_per_level(build, cores, picks):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-083", cores=cores)]},
                       p1={"field": [FieldCard(WEAK)] * 4, "deck": [FILLER] * 8}))
    do(s, C.attack(0))
    while pending(s)[0] == Decision.ORDER:
        do(s, C.choice(len(legal(s)) - 1))
    n = 0
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
        n += 1
    assert n == picks and len(trash_ids(s, 1)) >= picks


# -- BSS03-085 Oswald: BP per Spirit card its Crush discards --------------------------------------------
def test_bss03_085_bp_per_spirit_discarded_by_crush(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-085", cores=3)]},
                       p1={"deck": [WEAK, MAGIC, ANTMAN, FILLER]}))
    do(s, C.attack(0))  # Lv2 + Crush 0: two cards (Demo Bones, a Magic)
    pass_flashes(s)
    assert trash_ids(s, 1) == [WEAK, MAGIC]
    assert bp(s, 0, 0) == 3000 + 1000


# -- BSS03-093 Allegro: the costliest Spirit --------------------------------------------------------
@pytest.mark.parametrize("trash_size, destroys", [(10, True), (9, False)])
def test_bss03_093_destroys_costliest(build, trash_size, destroys):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-093", cores=4)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(PORCUPINE), FieldCard(ANTMAN)],
                           "trash": [FILLER] * trash_size}))
    do(s, C.attack(0))
    if not destroys:
        assert pending(s)[0] == Decision.FLASH
        return
    assert pending(s) == (Decision.CHOOSE, 0) and legal(s) == [C.choice(0)]  # Porcu-Pine (cost 4) only
    do(s, C.choice(0))
    assert trash_ids(s, 1)[-1] == PORCUPINE


# -- BSS03-119 Aquapolis: attacking Crush Spirits --------------------------------------------------------
def test_bss03_119_attacking_crush_spirits_gain_bp(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-119", cores=0), FieldCard("BSS03-085"),
                                                    FieldCard("BSS03-085"), FieldCard(ANTMAN)]},
                       p1={"deck": [FILLER] * 5}))
    do(s, C.attack(1))
    pass_flashes(s)
    assert [bp(s, 0, k) for k in (1, 2)] == [2000 + 2000, 2000]  # the attacking Crush Spirit only
    s2 = build(position(step="attack", p0={"field": [FieldCard("BSS03-119", cores=0), FieldCard(ANTMAN)]}))
    do(s2, C.attack(1))
    assert bp(s2, 0, 1) == 3000  # no Crush: nothing


# -- BSS03-120 Ritual Fire: a Spirit and those sharing a family ------------------------------------
def test_bss03_120_burst_shares_family(build):
    s = build(position(active=1, turn=4, step="attack", p0={"burst": "BSS03-120", "reserve": 0,
                                                           "field": [FieldCard(WEAK), FieldCard("ST02-007"),
                                                                     FieldCard(ANTMAN)]},
                       p1={"field": [FieldCard(PORCUPINE)]}, auto=True))
    do(s, C.attack(0), C.PASS)  # unblocked: Life lost
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # Demo Bones (Undead): Okapandle (Undead) shares it, Antman (Carapite) does not
    assert [bp(s, 0, k) for k in range(3)] == [1000 + 2000, 3000 + 2000, 3000]


# -- BSS03-132 Plant Trap: "if it is green" ---------------------------------------------------------
@pytest.mark.parametrize("target, refreshed", [("ST05-002", True), ("ST01-001", False)])
def test_bss03_132_green_refreshed_other_exhausted(build, target, refreshed):
    """A cost-5+ Spirit: the green Aldeed (cost 5) is refreshed, the red Andromeda (cost 6) exhausted."""
    s = build(position(p0={"hand": ["BSS03-132"], "reserve": 5,
                           "field": [FieldCard(target, exhausted=refreshed), FieldCard(PORCUPINE)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Porcu-Pine (cost 4) is not offered
    do(s, C.choice(0))
    assert exhausted(s, 0)[0] == (0 if refreshed else 1)


# -- BSS03-137 Magic Wrench: a core per Magic discarded --------------------------------------------
def test_bss03_137_core_per_magic_discarded(build):
    s = build(position(p0={"hand": ["BSS03-137"], "reserve": 4, "field": [FieldCard(WEAK), FieldCard(ANTMAN)]},
                       p1={"deck": [MAGIC, WEAK, MAGIC, FILLER, FILLER]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert trash_ids(s, 1) == [MAGIC, WEAK, MAGIC, FILLER]
    for k in (0, 1):  # two Magic cards: two separate choices, here one core each
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(k))
    assert [f["cores"] for f in field(s, 0).values()] == [2, 2]
    assert pending(s) == (Decision.MAIN, 0)


def test_bss03_137_no_magic_no_core(build):
    s = build(position(p0={"hand": ["BSS03-137"], "reserve": 4, "field": [FieldCard(WEAK)]},
                       p1={"deck": [WEAK] * 5}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert pending(s) == (Decision.MAIN, 0) and field(s, 0)[0]["cores"] == 1



# -- BSS02-035 Azalea: summoned from the hand ---------------------------------------------------------
@pytest.mark.parametrize("top, exhausts", [(MAGIC, True), (WEAK, False)])
def test_bss02_035_from_hand_discards_and_maybe_exhausts(build, top, exhausts):
    s = build(position(p0={"hand": ["BSS02-035"], "reserve": 3, "deck": [top, FILLER]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert trash_ids(s, 0) == [top]
    assert exhausted(s, 0) == {0: int(exhausts)}


def test_bss02_035_from_trash_does_nothing(build):
    """Summoned by an effect from the Trash (BSS03-017's Amethyst Sanctuary effect): no discard."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-017", cores=3), FieldCard("BSS03-108", cores=0)],
                                          "trash": ["BSS02-035"], "reserve": 2, "deck": [MAGIC, FILLER]}))
    do(s, C.attack(0), C.CONFIRM, C.choice(0), C.choice(0))
    pay_with_soul(s, False)
    assert [f["card"] for f in field(s, 0).values()][-1] == "BSS02-035"
    assert trash_ids(s, 0) == [] and exhausted(s, 0)[2] == 0
