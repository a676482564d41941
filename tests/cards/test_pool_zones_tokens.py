"""Per-card tests for the BSS01-03 token and Immortal cards of pybs/scripts/pool_zones.py (the other "zones"
cards: test_pool_zones.py), each on both engines (``build`` fixture). Player 0 owns the card under test."""

from __future__ import annotations

import pytest
from card_helpers import battle, cards, exhausted, pass_flashes, scenario, their_step
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    BONES,
    BRONTECH,
    DUGONG,
    GOLEM,
    KEEP,
    MUMMY,
    NEBULA,
    OBERO,
    SWORD,
    answer,
)
from pool_cards import DIAMOND_SANCTUARY as SANCTUARY

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard, TempEffect

# -- tokens (R18.8) ------------------------------------------------------------------------------------------
MECHA, ANTMAN, GOLEM_TK = "TK-MECHA", "TK-ANTMAN", "TK-GOLEM"
CARAPITE = "ST05-009"  # Antman Soldier, green vanilla Carapite, cost 2


def place_all(state) -> None:
    """Finish every PAY / PLACE decision in a row (a summon, then each token's cores); a choice on the way
    takes its first option."""
    while pending(state)[0] in (Decision.PAY, Decision.PLACE, Decision.CHOOSE):
        if pending(state)[0] == Decision.CHOOSE:
            state.apply(legal(state)[0] if C.PASS not in legal(state) else legal(state)[1])
        else:
            pay_and_place(state)


@pytest.mark.parametrize("by_opponent", [True, False])
def test_bss02_039_destroyed_by_opponent_summons_a_mecha_token(build, by_opponent):
    """When the opponent destroys it, a Mecha token is summoned (its core placed from the Reserve); a loss
    in its own attack is also the opponent's doing, so the contrast is a Loki that survives."""
    p0 = {"field": [FieldCard("BSS02-039")], "reserve": 1}
    p1 = {"field": [FieldCard(BRONTECH if by_opponent else SWORD, cores=3), FieldCard(KEEP)]}
    state = build(their_step("attack", p0, p1))
    battle(state, 0, 0)
    place_all(state)
    assert cards(state, 0) == ([MECHA] if by_opponent else ["BSS02-039"])
    assert trash_ids(state, 0) == (["BSS02-039"] if by_opponent else [])


@pytest.mark.parametrize("cores", [4, 2])
def test_bss02_039_lv3_life_loss_may_return_mecha_to_refresh(build, cores):
    """Lv3, in either Attack Step: when a player loses Life you may return a Mecha Spirit of yours to hand
    to refresh Loki (Lv2: nothing)."""
    p0 = {"field": [FieldCard("BSS02-039", cores=cores), FieldCard(GOLEM), FieldCard(KEEP)]}
    state = build(scenario(p0, {"field": [FieldCard(KEEP, exhausted=True)]}, step="attack", auto=False))
    battle(state, 0, None)  # unblocked: the opponent loses Life
    if cores == 4:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(C.CONFIRM)
        answer(state, GOLEM)
        assert hand_ids(state, 0) == [GOLEM] and exhausted(state, 0)[0] == 0
    else:
        assert hand_ids(state, 0) == [] and exhausted(state, 0)[0] == 1


@pytest.mark.parametrize(("cores", "token"), [(3, True), (3, False), (1, True)])
def test_bss02_041_lv2_may_move_a_tokens_cores_to_draw_two(build, cores, token):
    """Lv2, when it attacks: you may move every core of one of your token Spirits onto it to draw two; the
    emptied token is removed from the game (R18.8)."""
    p0 = {"field": [FieldCard("BSS02-041", cores=cores), FieldCard(ANTMAN if token else CARAPITE, cores=2)],
          "deck": [SWORD, OBERO, DUGONG]}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    if cores == 3 and token:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(C.CONFIRM)
        answer(state, ANTMAN)  # the only token
        assert field(state, 0)[0]["cores"] == 5 and cards(state, 0) == ["BSS02-041"]
        assert hand_ids(state, 0) == [SWORD, OBERO] and trash_ids(state, 0) == []  # the token is gone
    else:
        assert pending(state)[0] != Decision.YES_NO and hand_ids(state, 0) == []


def test_bss02_082_summon_makes_two_antman_tokens(build):
    """On summon, two Antman tokens, each a new card instance with its core placed as in any summon."""
    state = build(scenario({"hand": ["BSS02-082"], "reserve": 12, "field": [FieldCard(KEEP)]}, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.PLACE, 0)  # the first token's core
    place_all(state)
    assert cards(state, 0) == [KEEP, "BSS02-082", ANTMAN, ANTMAN]
    assert int(player(state, 0)["n_cards"]) == 20 + 2 + 2
    assert int(player(state, 0)["reserve"]) == 0


@pytest.mark.parametrize("step", ["attack", "opp"])
def test_bss02_082_lv2_own_spirit_destroyed_in_your_attack_step_exhausts(build, step):
    """Lv2, in your Attack Step: when your Spirit is destroyed, exhaust an opposing Spirit (not in theirs)."""
    if step == "attack":
        p0 = {"field": [FieldCard("BSS02-082", cores=4), FieldCard(KEEP)]}
        state = build(scenario(p0, {"field": [FieldCard(DUGONG), FieldCard(BRONTECH)]}, step="attack", auto=False))
        state.apply(C.attack(1))
        pass_flashes(state)
        state.apply(C.block(0))  # Dugong destroys Raineedle
        pass_flashes(state)
        assert pending(state) == (Decision.CHOOSE, 0)
        answer(state, BRONTECH)
        assert exhausted(state, 1)[1] == 1
    else:
        p0 = {"field": [FieldCard("BSS02-082", cores=4), FieldCard(KEEP)]}
        state = build(their_step("attack", p0, {"field": [FieldCard(DUGONG), FieldCard(BRONTECH)]}))
        battle(state, 0, 1)  # Raineedle blocks Dugong and falls: the opponent's Attack Step
        assert exhausted(state, 1)[1] == 0


def test_bss02_083_summon_makes_an_exhausted_antman_token(build):
    """On summon, an Antman token, exhausted."""
    state = build(scenario({"hand": ["BSS02-083"], "reserve": 5, "field": [FieldCard(KEEP)]}, {}, auto=False))
    summon(state, 0)
    place_all(state)
    assert cards(state, 0) == [KEEP, "BSS02-083", ANTMAN]
    assert exhausted(state, 0) == {0: 0, 1: 0, 2: 1}


def test_bss02_132_burst_and_main_make_two_exhausted_antmen(build):
    """Burst (the opponent destroys your Spirit): two exhausted Antman tokens, free; no paid Magic follows."""
    p0 = {"field": [FieldCard(KEEP)], "burst": "BSS02-132", "reserve": 3}
    state = build(their_step("attack", p0, {"field": [FieldCard(DUGONG), FieldCard(KEEP)]}))
    battle(state, 0, 0)
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    place_all(state)
    assert cards(state, 0) == [ANTMAN, ANTMAN] and exhausted(state, 0) == {0: 1, 1: 1}
    assert trash_ids(state, 0) == [KEEP, "BSS02-132"]


def test_bss02_132_main_makes_two_exhausted_antmen(build):
    state = build(scenario({"hand": ["BSS02-132"], "reserve": 6, "field": [FieldCard(KEEP)]}, {}, auto=False))
    use_magic(state, 0)
    place_all(state)
    assert cards(state, 0) == [KEEP, ANTMAN, ANTMAN] and exhausted(state, 0) == {0: 0, 1: 1, 2: 1}
    assert trash_ids(state, 0) == ["BSS02-132"] and pending(state) == (Decision.MAIN, 0)


def test_bss03_074_summon_cores_to_three_insects_and_lv2_attack_antman(build):
    """On summon three of your Carapite/Greatbeetle/Insectoid Spirits get a Void core each; Lv2+: when it
    attacks, an Antman token."""
    p0 = {"hand": ["BSS03-074"], "reserve": 10, "field": [FieldCard(CARAPITE), FieldCard(ANTMAN), FieldCard(KEEP)]}
    state = build(scenario(p0, {}, auto=False))
    summon(state, 0)
    place_all(state)
    # Antman Soldier, the Antman token and Kingtaurus itself? Kingtaurus is a Greatbeetle: all three match
    assert [f["cores"] for f in field(state, 0).values()] == [2, 2, 1, 2]
    p0 = {"field": [FieldCard("BSS03-074", cores=4)], "reserve": 1}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    place_all(state)
    assert cards(state, 0) == ["BSS03-074", ANTMAN]


@pytest.mark.parametrize("answer_", ["yes", "no", "no_nexus"])
def test_bss03_087_attack_may_exhaust_nexus_for_a_golem_token(build, answer_):
    """When it attacks you may exhaust a Nexus of yours to summon a Golem token (no refreshed Nexus: not
    offered, R0.4)."""
    nexus = [FieldCard(SANCTUARY, cores=0, exhausted=answer_ == "no_nexus")]
    p0 = {"field": [FieldCard("BSS03-087")] + nexus, "reserve": 2}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    if answer_ == "no_nexus":
        assert pending(state)[0] != Decision.YES_NO
    else:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(C.CONFIRM if answer_ == "yes" else C.PASS)
        place_all(state)
        assert exhausted(state, 0)[1] == (1 if answer_ == "yes" else 0)
    assert cards(state, 0)[2:] == ([GOLEM_TK] if answer_ == "yes" else [])


def test_bss03_087_lv2_nexus_exhausted_gets_a_core_and_lv3_end_step_refreshes_golems(build):
    """Lv2+: exhausting the Nexus for the token puts a Void core on a Nexus of yours; Lv3: at the start of your
    End Step you may exhaust a Nexus to refresh all your Golem Spirits."""
    p0 = {"field": [FieldCard("BSS03-087", cores=6), FieldCard(SANCTUARY, cores=0), FieldCard(SANCTUARY, cores=0),
                    FieldCard(GOLEM_TK, exhausted=True)], "reserve": 2}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    state.apply(C.CONFIRM)  # exhaust a Nexus
    state.apply(state.pending_decision().choose_card(SANCTUARY))
    place_all(state)
    while pending(state)[0] == Decision.CHOOSE:  # the Lv2 core goes to one of the Nexuses
        state.apply(legal(state)[0])
    assert sum(f["cores"] for f in field(state, 0).values() if f["card"] == SANCTUARY) == 1
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        state.apply(C.PASS)
    pass_flashes(state)
    state.apply(C.PASS)  # no more attacks: the End Step starts
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    answer(state, SANCTUARY)  # the one refreshed Nexus left
    assert field(state, 0)[3]["exhausted"] == 0 and field(state, 0)[0]["exhausted"] == 0  # Golem Spirits


@pytest.mark.parametrize("answer_", ["yes", "no", "no_nexus"])
def test_bss03_095_summon_may_destroy_a_nexus_for_a_golem_token(build, answer_):
    """On summon you may destroy one of your Nexuses to summon a Golem token (no Nexus: not offered)."""
    field_ = [FieldCard(KEEP)] + ([FieldCard(SANCTUARY, cores=0)] if answer_ != "no_nexus" else [])
    state = build(scenario({"hand": ["BSS03-095"], "reserve": 7, "field": field_}, {}, auto=False))
    summon(state, 0)
    if answer_ == "no_nexus":
        assert pending(state) == (Decision.MAIN, 0)
    else:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(C.CONFIRM if answer_ == "yes" else C.PASS)
        place_all(state)
    assert (GOLEM_TK in cards(state, 0)) == (answer_ == "yes")
    assert (SANCTUARY in trash_ids(state, 0)) == (answer_ == "yes")


# -- Immortal cards (R18.3; the rule itself: tests/test_pool_zones_rules.py) -------------------------------------
@pytest.mark.parametrize(("immortal", "destroyed", "answers"), [
    ("BSS01-039", MUMMY, True), ("BSS01-039", DUGONG, False),  # 4-5
    ("BSS02-034", MUMMY, True), ("BSS02-034", BRONTECH, False),  # 1-4
    ("BSS02-023", "ST06-007", True), ("BSS02-023", BRONTECH, False),  # 6-10
    ("BSS03-030", "ST02-001", True), ("BSS03-030", "ST06-007", False),  # 7
])
def test_immortal_cost_ranges(build, immortal, destroyed, answers):
    """Each Immortal card answers the destruction of your Spirit in its printed cost range, in an Attack
    Step, by offering to summon itself from the Trash (paying)."""
    p0 = {"field": [FieldCard(destroyed)], "trash": [immortal], "reserve": 10}
    p1 = {"field": [FieldCard("ST06-007", cores=3), FieldCard(KEEP)]}  # Mithril Golem, 9000 BP
    state = build(their_step("attack", p0, p1))
    battle(state, 0, 0)
    assert destroyed in trash_ids(state, 0)
    if answers:
        assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.PASS, C.choice(0)]
        state.apply(C.choice(0))
        pay_and_place(state)
        assert immortal in cards(state, 0)
    else:
        assert pending(state)[0] != Decision.CHOOSE and trash_ids(state, 0) == [immortal, destroyed]


@pytest.mark.parametrize("cost4", [True, False])
def test_bss01_039_summon_destroys_exhausted_cost_4_or_less(build, cost4):
    """On summon: destroy an exhausted opposing Spirit of cost 4 or less (Brontech costs 5: safe)."""
    target = GOLEM if cost4 else BRONTECH
    p1 = {"field": [FieldCard(target, exhausted=True), FieldCard(DUGONG)]}
    state = build(scenario({"hand": ["BSS01-039"], "reserve": 5, "field": [FieldCard(BONES)]}, p1))
    summon(state, 0)
    assert cards(state, 1) == ([DUGONG] if cost4 else [BRONTECH, DUGONG])


@pytest.mark.parametrize("cores", [3, 1])
def test_bss02_023_lv2_attack_one_core_spirit_cannot_block(build, cores):
    """Lv2+: when it attacks, an opposing Spirit with one core cannot block this battle."""
    p0 = {"field": [FieldCard("BSS02-023", cores=cores)]}
    state = build(scenario(p0, {"field": [FieldCard(DUGONG)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    if cores == 3:
        answer(state, DUGONG)
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert (C.block(0) in legal(state)) == (cores != 3)  # Dugong (one core) may not block at Lv2


@pytest.mark.parametrize("cores", [4, 3])
def test_bss02_087_lv3_attack_core_from_void(build, cores):
    """Lv3: when it attacks, a Void core to your Reserve."""
    state = build(scenario({"field": [FieldCard("BSS02-087", cores=cores)]}, {"field": [FieldCard(KEEP)]},
                           step="attack", auto=False))
    reserve = int(player(state, 0)["reserve"])
    state.apply(C.attack(0))
    assert int(player(state, 0)["reserve"]) == reserve + (1 if cores == 4 else 0)


# -- keywords of the scripted cards ------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "curse"), [(4, True), (1, False)])
def test_bss02_020_lv2_attacks_with_curse(build, cores, curse):
    """Lv2+: Curse while it attacks (the blocked attack carries it); Lv1: no Curse."""
    state = build(scenario({"field": [FieldCard("BSS02-020", cores=cores)]}, {"field": [FieldCard(DUGONG)]},
                           step="attack", auto=False))
    state.apply(C.attack(0))
    pass_flashes(state)
    state.apply(C.block(0))
    assert (int(state.record()["curse"]) != 0) == curse


@pytest.mark.parametrize(("card", "cores", "armored"), [
    ("BSS03-055", 3, True), ("BSS03-055", 1, False),  # Armor red at Lv2
    ("BSS02-041", 1, True),  # Armor red and yellow at Lv1-2
])
def test_armor_keeps_red_effects_off_them(build, card, cores, armored):
    """Armor against red: the red Nebula Dragon's summon effect (BP 3000 or less) cannot pick them (a -3000
    BP effect already on Pilgrim brings it into range)."""
    p0 = {"field": [FieldCard(card, cores=cores), FieldCard(DUGONG)]}
    p1 = {"hand": [NEBULA], "reserve": 7, "field": [FieldCard(KEEP)]}
    sc = position_p1_main(p0, p1)
    if card == "BSS03-055":
        sc.mods = [TempEffect(0, "BP", slot=0, value=-3000)]
    state = build(sc)
    assert bp(state, 0, 0) <= 3000
    summon(state, 0)
    while pending(state) == (Decision.CHOOSE, 1):
        answer(state, card if not armored else DUGONG)
    assert (card in cards(state, 0)) == armored


def position_p1_main(p0: dict, p1: dict):
    from card_helpers import position
    return position(1, "main", p0, p1, turn=4, auto=True)


def test_bss03_074_lv1_attack_makes_no_antman(build):
    """Lv1: its attack summons nothing (the Antman token comes at Lv2+)."""
    p0 = {"field": [FieldCard("BSS03-074", cores=1)], "reserve": 1}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert cards(state, 0) == ["BSS03-074"]
