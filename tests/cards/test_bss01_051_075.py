"""BSS01 cards 051-075, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import battle, cards, deck_ids, do, exhausted, pass_flashes, position, scenario, their_step
from cards_shared import BIG, DEADLY_BALANCE, POISON_SHOT, SMALL, WEAK, candidates, choose, pick, reserve
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    ANTMAN,
    BRONTECH,
    DRAGONOID,
    DUGONG,
    EVA02,
    GOLEM,
    KEEP,
    NEBULA,
    NEEDLE_SHOT,
    PORCUPINE,
    RAINEEDLE,
    RED,
    STAR_ALTAR,
    SWORD,
    attack_until_block,
)

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard

DIRM_DYNA = "BSS01-051"  # white Mecha, cost 7: Lv1 6000 (1 core), Lv2 8000 (3 cores)
TURBOREX = "BSS01-059"


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


def dirm_dyna_under_fire(build, cores: int = 3, reserve: int = 3):
    """Player 1's exhausted Dirm Dyna (``cores`` cores) faces Deadly Balance in player 0's Attack Step."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=1), FieldCard(GOLEM)],
                                          "hand": [DEADLY_BALANCE], "reserve": 3},
                       p1={"field": [FieldCard(DIRM_DYNA, cores=cores, exhausted=True)], "reserve": reserve}))
    deadly_balance_in_battle(s, DIRM_DYNA, GOLEM)
    return s


def pay_from_reserve(state) -> None:
    """Answer a PAY_CORES choice with a core from the Reserve."""
    state.apply(state.pending_decision().find("a Reserve core", verb="pay_core", source="reserve"))


# -- BSS01-051 Dualgun Mechlord Dirm Dyna ----------------------------------------------------------------
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


# -- BSS01-052 Fortress God Knight Odin Type-X -----------------------------------------------------------
@pytest.mark.parametrize(("nexus", "their_turn", "refreshed"), [
    pytest.param("BSS01-109", True, True, id="white-nexus"),
    pytest.param("ST02-012", True, False, id="purple-nexus"),
    pytest.param("BSS01-109", False, False, id="own-attack-step"),
])
def test_bss01_052_refreshes_at_start_of_opponents_attack_step_with_white_nexus(build, nexus, their_turn,
                                                                                refreshed):
    """At the start of the opponent's Attack Step it refreshes if you control a white Nexus; not with only a
    purple one, not at the start of your own Attack Step."""
    p0 = {"field": [FieldCard("BSS01-052", exhausted=True), FieldCard(nexus, cores=0)]}
    p1 = {"field": [FieldCard(RED)]}
    state = build(their_step("attack_start", p0, p1) if their_turn else
                  scenario(p0, p1, step="attack_start", auto=False))
    assert pending(state) == (Decision.ATTACK, 1 if their_turn else 0)
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)


@pytest.mark.parametrize(("cores", "asks"), [(3, True), (1, False)])
def test_bss01_052_lv2_attack_may_return_spirit_of_cost_3_or_less(build, cores, asks):
    """From Lv2 its attack may return an opposing Spirit of cost 3 or less to hand (not the cost-4 one)."""
    opp = {"field": [FieldCard(SMALL), FieldCard(BIG)]}
    state = build(scenario({"field": [FieldCard("BSS01-052", cores=cores)]}, opp, step="attack", auto=False))
    state.apply(C.attack(0))
    if asks:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert candidates(state) == [(1, SMALL)] and C.PASS in legal(state)  # "you may"
        choose(state, SMALL)
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 1) == ([SMALL] if asks else [])


def test_bss01_052_lv2_block_may_return_the_attacker_or_decline(build):
    """Its block offers the same choice; declining keeps every Spirit on the field."""
    sc = their_step("attack", {"field": [FieldCard("BSS01-052", cores=3)]}, {"field": [FieldCard(RED)]})
    state = build(sc)
    battle(state, 0, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, RED)
    assert hand_ids(state, 1) == [RED] and cards(state, 1) == []
    state = build(sc)
    battle(state, 0, 0)
    state.apply(C.PASS)
    assert hand_ids(state, 1) == []


# -- BSS01-053 Sky Dragonlord Platinum -------------------------------------------------------------------
def test_bss01_053_summon_returns_every_spirit_of_3000_or_less(build):
    """On summon, every Spirit of 3000 BP or less, yours and the opponent's, returns to its owner's hand."""
    p0 = {"hand": ["BSS01-053"], "reserve": 8, "field": [FieldCard(RED), FieldCard("BSS01-009")]}
    p1 = {"field": [FieldCard(SMALL), FieldCard(BIG, cores=3), FieldCard(SMALL, cores=3)]}
    state = build(scenario(p0, p1))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert cards(state, 0) == ["BSS01-009", "BSS01-053"] and hand_ids(state, 0) == [RED]
    assert cards(state, 1) == [BIG] and hand_ids(state, 1) == [SMALL, SMALL]


# -- BSS01-054 Gun Knight Heavybarrel --------------------------------------------------------------------
@pytest.mark.parametrize("target", [True, False])
def test_bss01_054_destroyed_by_opponent_sends_ws_spirit_under_deck(build, target):
    """When the opponent destroys it, an opposing Spirit with a When Summoned effect goes under its deck."""
    p1_field = [FieldCard(BRONTECH, cores=3)] + ([FieldCard(NEBULA)] if target else [FieldCard(DUGONG)])
    state = build(their_step("attack", {"field": [FieldCard("BSS01-054")]},
                             {"field": p1_field, "deck": [KEEP, KEEP]}))
    battle(state, 0, 0)
    if target:
        assert cards(state, 1) == [BRONTECH] and deck_ids(state, 1) == [KEEP, KEEP, NEBULA]
        assert int(player(state, 1)["reserve"]) == 3 + 1  # its core went to the Reserve
    else:
        assert cards(state, 1) == [BRONTECH, DUGONG] and deck_ids(state, 1) == [KEEP, KEEP]


# -- BSS01-057 Heavy Tank Curiosity ----------------------------------------------------------------------
@pytest.mark.parametrize(("tank_cores", "target", "stays"), [(2, GOLEM, True), (1, GOLEM, False),
                                                             (2, DUGONG, False)])
def test_bss01_057_mecha_stays_exhausted_instead_of_destroyed(build, tank_cores, target, stays):
    """Lv2, either Attack Step: the opponent's destruction effect leaves your Mecha Spirit on the field,
    exhausted; at Lv1, or for a Spirit of another family, it is destroyed."""
    p0 = {"field": [FieldCard("BSS01-057", cores=tank_cores), FieldCard(target)]}
    p1 = {"field": [FieldCard(EVA02, cores=5)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    if pending(state)[0] == Decision.CHOOSE:
        do(state, C.choice(1))  # the target (slot 1); the tank itself is 2000/4000 BP, also a candidate
    assert cards(state, 0) == (["BSS01-057", target] if stays else ["BSS01-057"])
    if stays:
        assert exhausted(state, 0)[1] == 1


# -- BSS01-058 Type-90 Tankmobile ------------------------------------------------------------------------
@pytest.mark.parametrize(("armored", "cores", "magic", "protected"), [
    pytest.param("BSS01-058", 3, "ST01-015", True, id="058-lv2-red"),
    pytest.param("BSS01-058", 3, "ST03-015", True, id="058-lv2-white"),
    pytest.param("BSS01-058", 3, "ST04-016", False, id="058-lv2-yellow"),
    pytest.param("BSS01-058", 1, "ST01-015", False, id="058-lv1-red"),
    pytest.param("BSS01-066", 1, "ST02-014", True, id="066-purple"),
    pytest.param("BSS01-066", 3, "ST01-015", False, id="066-red"),
    pytest.param("BSS01-070", 2, "ST04-016", True, id="070-lv2-yellow"),
    pytest.param("BSS01-070", 2, "ST02-014", True, id="070-lv2-purple"),
    pytest.param("BSS01-070", 1, "ST04-016", False, id="070-lv1-yellow"),
])
def test_bss01_058_066_070_armor_keeps_its_colours_off(build, armored, cores, magic, protected):
    """Armor: the opponent's Magic of a guarded colour cannot pick it (Tankmobile at Lv2 against red, purple
    and white; Liomail against purple; Icemaiden at Lv2 against purple and yellow)."""
    p1 = {"field": [FieldCard(armored, cores=cores), FieldCard(SMALL)]}
    state = build(scenario({"hand": [magic], "reserve": 6}, p1, auto=False))
    state.apply(state.pending_decision().hand_card(magic))
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == ([(1, SMALL)] if protected else [(1, armored), (1, SMALL)])


# -- BSS01-059 Dinosaur Harrier Turborex -----------------------------------------------------------------
def test_bss01_059_ascend_summon(build):
    """Ascend 3: all cores of the Golem (cost 4) go to the Reserve and it is depleted; the Turborex costs 5 (the
    Golem's white symbol still counted) and is summoned."""
    p0 = {"hand": [TURBOREX], "reserve": 5, "field": [FieldCard(GOLEM, cores=1)]}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0))
    choose(state, GOLEM)
    pay_and_place(state)
    assert cards(state, 0) == [TURBOREX] and GOLEM in trash_ids(state, 0)


@pytest.mark.parametrize("marked", [True, False])
def test_bss01_059_the_picked_spirit_attacks_first(build, marked):
    """As the opponent's Attack Step starts, the picked Dragonoid must be their first attacker; not picking
    leaves them free to attack with anything or nothing."""
    p0 = {"field": [FieldCard(TURBOREX, cores=1)]}
    state = build(position(1, "main", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(DRAGONOID)]}, turn=4))
    do(state, C.PASS)
    if marked:
        choose(state, DRAGONOID, 1)
    else:
        do(state, C.PASS)
    assert pending(state) == (Decision.ATTACK, 1)
    assert set(legal(state)) == ({C.attack(1)} if marked else {C.PASS, C.attack(0), C.attack(1)})


@pytest.mark.parametrize("cores", [3, 1])
def test_bss01_059_lv2_attack_returns_a_spirit_without_ascend(build, cores):
    """Lv2 (three cores): its attack returns the Raineedle to its owner's hand; the opposing Turborex has Ascend
    and is never offered. At Lv1 nothing is returned."""
    p0 = {"field": [FieldCard(TURBOREX, cores=cores)]}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(TURBOREX)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    if cores == 3:
        pd = state.pending_decision()
        assert pd.kind == Decision.CHOOSE and [o.card.card for o in pd.options] == [RAINEEDLE]
        choose(state, RAINEEDLE, 1)
        assert hand_ids(state, 1) == [RAINEEDLE] and cards(state, 1) == [TURBOREX]
    else:
        assert pending(state) != (Decision.CHOOSE, 0)
        assert cards(state, 1) == [RAINEEDLE, TURBOREX]


# -- BSS01-060 Pegacyone ---------------------------------------------------------------------------------
@pytest.mark.parametrize("soul, attacker_cores, offered", [(True, 2, True), (True, 3, False), (False, 2, False)])
def test_bss01_060_pegacyone_blocks_exhausted(build, soul, attacker_cores, offered):
    """Pegacyone Lv2 with the Soul Core: blocks while exhausted an attacker of 2 cores or fewer."""
    card = FieldCard("BSS01-060", cores=1, soul=True, exhausted=True) if soul else \
        FieldCard("BSS01-060", cores=2, exhausted=True)
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=attacker_cores)]},
                       p1={"soul": None if soul else "trash", "field": [card]}))
    attack_until_block(s)
    assert legal(s) == ([C.PASS, C.block(0)] if offered else [C.PASS])


def test_bss01_060_pegacyone_armor(build):
    """Armor red/purple: a red effect of the opponent cannot pick it; a green one can."""
    s = build(position(p0={"hand": [NEEDLE_SHOT], "reserve": 3},
                       p1={"field": [FieldCard("BSS01-060"), FieldCard(RED)]}))
    use_magic(s, 0, effect=0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]  # Needle Shot is green


# -- BSS01-061 Mechabeast Fortress Naumanngard -----------------------------------------------------------
def test_bss01_061_destroyed_by_the_opponent_draws_three_and_gains_three_cores(build):
    """Destroyed by an opposing effect (Quetzalcutl's attack destroys a one-core Spirit): draw three, three Void
    cores to the Reserve."""
    p0 = {"field": [FieldCard("BSS01-061")], "reserve": 0, "deck": [GOLEM, DUGONG, RAINEEDLE, SWORD]}
    p1 = {"field": [FieldCard("BSS01-027", cores=3)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    pick(state, "BSS01-061")
    assert cards(state, 0) == []
    assert hand_ids(state, 0) == [GOLEM, DUGONG, RAINEEDLE]
    assert reserve(state, 0) == 4  # its own core, then three from the Void


@pytest.mark.parametrize("my_cores", [4, 1])
def test_bss01_061_lv2_refresh_step_after_your_attack_step(build, my_cores):
    """Lv2: as your Attack Step ends you perform a Refresh Step: it refreshes and the Trash's cores return; at
    Lv1 it stays exhausted into the opponent's turn."""
    p0 = {"field": [FieldCard("BSS01-061", cores=my_cores)], "trash_cores": 2, "reserve": 0}
    state = build(position(0, "attack", p0, {"life": 5}, auto=True))
    do(state, C.attack(0))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
    pass_flashes(state)  # nothing else can attack: the Attack Step ends
    assert pending(state) == (Decision.MAIN, 1)
    assert exhausted(state, 0) == {0: int(my_cores < 4)}
    assert reserve(state, 0) == (2 if my_cores == 4 else 0)


# -- BSS01-062 Buster Fenrircannon -----------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "returns"), [(5, True), (1, False)])
def test_bss01_062_lv2_block_returns_every_opposing_spirit_of_cost_2_or_less(build, cores, returns):
    """From Lv2 its block returns every opposing Spirit of cost 2 or less to hand; not at Lv1."""
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(RED), FieldCard(SMALL)]}
    state = build(their_step("attack", {"field": [FieldCard("BSS01-062", cores=cores)]}, p1))
    battle(state, 0, 0)
    assert sorted(hand_ids(state, 1)) == ([RED, SMALL] if returns else [])
    # then the battle: at Lv3 (8000) Mummyphant falls; at Lv1 (3000) it wins
    assert cards(state, 1) == ([] if returns else [BIG, RED, SMALL])


# -- BSS01-064 Stream Otter ------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "survives"), [(2, True), (1, False)])
def test_bss01_064_lv2_gains_4000_bp_while_blocking(build, cores, survives):
    """At Lv2 it has +4000 BP while it blocks (7000 beats 5000); not when idle, not at Lv1."""
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(RED)]}
    state = build(their_step("attack", {"field": [FieldCard("BSS01-064", cores=cores)]}, p1))
    assert bp(state, 0, 0) == (3000 if cores == 2 else 1000)
    battle(state, 0, 0)
    assert pending(state) == (Decision.ATTACK, 1)
    assert cards(state, 0) == (["BSS01-064"] if survives else [])
    assert trash_ids(state, 1) == ([BIG] if survives else [])


# -- BSS01-067 Armored Dragonship Enterprise -------------------------------------------------------------
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


# -- BSS01-068 Snowflaken --------------------------------------------------------------------------------
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


# -- BSS01-069 Valkyrie Mist -----------------------------------------------------------------------------
def test_bss01_069_summon_returns_opposing_spirit_of_cost_7_or_less(build):
    """On summon, an opposing Spirit of cost 7 or less returns to hand (the cost-8 one cannot be picked)."""
    opp = {"field": [FieldCard(BIG), FieldCard("BSS01-009"), FieldCard("BSS01-001")]}
    state = build(scenario({"hand": ["BSS01-069"], "reserve": 6}, opp, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(1, BIG), (1, "BSS01-009")]
    choose(state, "BSS01-009")
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 1) == ["BSS01-009"] and cards(state, 1) == [BIG, "BSS01-001"]


# -- BSS01-071 King Harald -------------------------------------------------------------------------------
@pytest.mark.parametrize(("blocker", "refreshed"), [(1, True), (2, False)])
def test_bss01_071_refreshes_when_your_armor_spirit_blocks(build, blocker, refreshed):
    """In the opponent's Attack Step it refreshes when your Armor Spirit (Liomail) blocks; not for another."""
    p0 = {"field": [FieldCard("BSS01-071", exhausted=True), FieldCard("BSS01-066"), FieldCard(SMALL)]}
    state = build(their_step("attack", p0, {"field": [FieldCard(RED), FieldCard(RED)]}))
    battle(state, 0, blocker)
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)


# -- BSS01-072 Head Snow Librarian Saga ------------------------------------------------------------------
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


# -- BSS01-073 Head Icemaid Fulla ------------------------------------------------------------------------
@pytest.mark.parametrize("target, cores_after", [(0, 2), (1, 2), (2, 1)])
def test_bss01_073_fulla_keeps_cores(build, target, cores_after):
    """Head Icemaid Fulla: opposing effects take no cores from it (slot 0) or a Spirit holding the Soul Core
    (slot 1); another Spirit (slot 2) loses one."""
    s = build(position(p0={"hand": [POISON_SHOT], "reserve": 5},
                       p1={"soul": None, "field": [FieldCard("BSS01-073", cores=2), FieldCard(RED, cores=1, soul=True),
                                                   FieldCard(RED, cores=2)]}))
    use_magic(s, 0, effect=0)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(target))
    assert pending(s) == (Decision.MAIN, 0)  # nothing left to ask (no core to pick from a guarded Spirit)
    assert field(s, 1)[target]["cores"] == cores_after
