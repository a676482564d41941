"""BSS02 (Battle Spirits Saga set 2): one test or more per scripted card, run on both engines.

Player 0 owns the card under test and is the turn player on turn 3 unless a test says otherwise. Both Soul
Cores start in the Trash unless a test needs one, so core counts are exact. Card facts:
/work/shared/cards/bss/BSS02.json.
"""

from __future__ import annotations

import pytest
from card_helpers import (
    attack_to_block,
    battle,
    blocked_battle,
    cards,
    check_vanilla,
    deck_ids,
    do,
    pass_flashes,
    position,
    scenario,
    their_step,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard

SMALL = "ST02-005"  # purple Spirit: 1000 / 2000 / 3000 BP at 1 / 2 / 3 cores
BIG = "ST02-006"  # purple Spirit: 3000 / 5000 / 6000 BP at 1 / 3 / 4 cores
KEEP = "ST01-004"  # red vanilla Raineedle, cost 1, 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores
GOLEM = "ST03-006"  # white vanilla, one white symbol
PURPLE_NEXUS = "ST02-012"
PENTAN = "ST04-010"  # yellow, cost 3, has a "When Summoned" effect
BOLD_GENERAL = "BSS02-004"  # red vanilla Dragonoid: 3000 / 6000 / 8000 BP at 1 / 3 / 5 cores
SKULLZARD = "BSS02-026"  # purple vanilla Undead: 3000 / 4000 BP at 1 / 3 cores
FLUFFMINGO = "BSS02-080"  # green vanilla: 3000 / 5000 BP at 1 / 3 cores

VANILLAS = [
    ("BSS02-004", 0), ("BSS02-008", 0), ("BSS02-011", 0), ("BSS02-014", 0), ("BSS02-015", 0), ("BSS02-017", 0),
    ("BSS02-019", 0), ("BSS02-021", 0), ("BSS02-025", 0), ("BSS02-026", 0), ("BSS02-029", 0), ("BSS02-030", 0),
    ("BSS02-036", 0), ("BSS02-038", 0), ("BSS02-043", 1), ("BSS02-048", 1), ("BSS02-049", 1), ("BSS02-053", 1),
    ("BSS02-055", 1), ("BSS02-056", 1), ("BSS02-057", 1), ("BSS02-060", 0), ("BSS02-067", 0), ("BSS02-072", 0),
    ("BSS02-073", 0), ("BSS02-075", 0), ("BSS02-080", 0), ("BSS02-085", 0), ("BSS02-091", 0), ("BSS02-092", 0),
    ("BSS02-097", 0),
]  # fmt: skip


@pytest.mark.parametrize(("card_id", "reduction"), VANILLAS)
def test_bss02_vanilla_cards_do_nothing_else(build, card_id, reduction):
    """The BSS02 Spirits with no effect text: summoning or attacking with them changes nothing else
    (``reduction``: the white Golem's symbol pays 1 of a white card's cost)."""
    check_vanilla(build, card_id, reduction)


def won_battle(build, mine: list, attacker: int, opp: list, blocker: int, **p0):
    """Player 0 attacks with slot ``attacker`` and player 1 blocks with ``blocker``; the battle resolves."""
    state = build(scenario({"field": mine, "soul": None, **p0}, {"field": opp}, step="attack", auto=False))
    blocked_battle(state, attacker, blocker)
    return state


# -- BSS02-001 Dragno King ---------------------------------------------------------------------------
def test_bss02_001_summon_destroys_a_spirit_of_6000_bp_or_less(build):
    """On summon, destroy an opposing Spirit of 6000 BP or less (not the 10000 BP one)."""
    opp = [FieldCard("BSS02-043", cores=2), FieldCard(BIG, cores=4), FieldCard(SMALL)]
    state = build(scenario({"hand": ["BSS02-001"], "reserve": 9}, {"field": opp}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # slots 1 and 2, never the Tankmobile
    state.apply(state.pending_decision().choose_card(BIG))
    assert cards(state, 1) == ["BSS02-043", SMALL] and trash_ids(state, 1) == [BIG]


def test_bss02_001_summon_with_no_small_enough_spirit(build):
    """With no opposing Spirit of 6000 BP or less the summon destroys nothing."""
    state = build(scenario({"hand": ["BSS02-001"], "reserve": 9}, {"field": [FieldCard("BSS02-043", cores=2)]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0) and cards(state, 1) == ["BSS02-043"]


@pytest.mark.parametrize(("king_cores", "soul", "destroys"), [(3, True, True), (3, False, False), (1, True, False)])
def test_bss02_001_lv2_soul_spirit_winning_a_battle_destroys_another(build, king_cores, soul, destroys):
    """Lv2+: in your Attack Step, when your Spirit holding the Soul Core wins by BP, destroy an opposing Spirit
    of 6000 BP or less; not when the winner has no Soul Core, nor at Lv1."""
    mine = [FieldCard("BSS02-001", cores=king_cores), FieldCard(BOLD_GENERAL, cores=2, soul=soul)]
    opp = [FieldCard(SMALL), FieldCard(BIG, cores=4)]
    state = won_battle(build, mine, 1, opp, 0, **({} if soul else {"soul": "trash"}))
    assert trash_ids(state, 1)[0] == SMALL  # 6000 beats 1000
    if destroys:
        assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.choice(0)]  # the 6000 BP one
        state.apply(C.choice(0))
    assert pending(state) == (Decision.ATTACK, 0)
    assert cards(state, 1) == ([] if destroys else [BIG])


def test_bss02_001_itself_winning_with_the_soul_core_triggers(build):
    """The King is one of your Spirits: its own win with the Soul Core on it counts."""
    state = won_battle(build, [FieldCard("BSS02-001", cores=2, soul=True)], 0, [FieldCard(SMALL), FieldCard(BIG)], 0)
    state.apply(state.pending_decision().choose_card(BIG))
    assert cards(state, 1) == [] and trash_ids(state, 1) == [SMALL, BIG]


@pytest.mark.parametrize(("cores", "bonus"), [(5, 3000), (3, 0)])
def test_bss02_001_lv3_gains_3000_bp_while_attacking(build, cores, bonus):
    """Lv3: +3000 BP while it attacks (12000 -> 15000); Lv2 gets nothing."""
    state = build(scenario({"field": [FieldCard("BSS02-001", cores=cores)]}, {"field": [FieldCard(SMALL)]},
                           step="attack", auto=False))
    before = bp(state, 0, 0)
    state.apply(C.attack(0))
    assert bp(state, 0, 0) == before + bonus


# -- BSS02-002 Dragno Commander ----------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "active", "bonus"), [(3, 0, 2000), (1, 0, 0), (3, 1, 0)])
def test_bss02_002_lv2_other_dragonoids_gain_2000_in_your_turn(build, cores, active, bonus):
    """Lv2, in your turn: your other Dragonoid Spirits +2000 BP (not itself, not other families, not the
    opponent's Dragonoids); nothing at Lv1 or in the opponent's turn."""
    mine = [FieldCard("BSS02-002", cores=cores), FieldCard(BOLD_GENERAL), FieldCard(SMALL)]
    state = build(position(active, "main", {"field": mine}, {"field": [FieldCard(BOLD_GENERAL)]}, turn=3 + active))
    assert [bp(state, 0, k) for k in range(3)] == [6000 if cores == 3 else 4000, 3000 + bonus, 1000]
    assert bp(state, 1, 0) == 3000


# -- BSS02-007 Photon Dragon -------------------------------------------------------------------------
def test_bss02_007_attack_destroys_a_spirit_of_2000_bp_or_less(build):
    """When it attacks, destroy an opposing Spirit of 2000 BP or less."""
    opp = [FieldCard(SMALL, cores=3), FieldCard(SMALL, cores=2), FieldCard(SMALL)]
    state = build(scenario({"field": [FieldCard("BSS02-007")]}, {"field": opp}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # 2000 and 1000 BP; not the 3000 one
    state.apply(state.pending_decision().target_slot(1, player=1))
    assert sorted(field(state, 1)) == [0, 2]


def test_bss02_007_attack_with_no_small_spirit_destroys_nothing(build):
    """No opposing Spirit of 2000 BP or less: the attack goes on without a choice."""
    state = build(scenario({"field": [FieldCard("BSS02-007")]}, {"field": [FieldCard(BIG)]}, step="attack",
                           auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1) and cards(state, 1) == [BIG]


# -- BSS02-010 Armorsaur Edmontsaurd -----------------------------------------------------------------
@pytest.mark.parametrize(("cores", "soul", "draws"), [(4, True, 1), (4, False, 0), (1, True, 0)])
def test_bss02_010_lv2_draws_when_a_soul_spirit_wins_by_bp(build, cores, soul, draws):
    """Lv2: in your Attack Step, your Soul-Core Spirit winning a battle by BP draws a card; not without the
    Soul Core, not at Lv1."""
    mine = [FieldCard("BSS02-010", cores=cores), FieldCard(BOLD_GENERAL, soul=soul)]
    state = won_battle(build, mine, 1, [FieldCard(SMALL)], 0, deck=[KEEP, SMALL],
                       **({} if soul else {"soul": "trash"}))
    assert trash_ids(state, 1) == [SMALL]
    assert hand_ids(state, 0) == [KEEP][:draws]


# -- BSS02-013 Lavabeast Volrus ----------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "confront"), [(2, True), (1, False)])
def test_bss02_013_lv2_attacks_with_confront(build, cores, confront):
    """Lv2+: its attack forces a block; at Lv1 the opponent may decline."""
    state = build(scenario({"field": [FieldCard("BSS02-013", cores=cores)]}, {"field": [FieldCard(SMALL)]},
                           step="attack", auto=False))
    attack_to_block(state, 0)
    assert (C.PASS in legal(state)) is not confront and C.block(0) in legal(state)


# -- BSS02-018 Primal Bird Phoeneryx -----------------------------------------------------------------
def test_bss02_018_awaken_pulls_cores_onto_it(build):
    """Awaken: in a Flash timing it takes cores from another of your cards (3000 -> 5000 BP at 3 cores);
    the vanilla Pteronosaber beside it has no Awaken."""
    state = build(scenario({"field": [FieldCard("BSS02-018"), FieldCard("BSS02-019", cores=3)]}, {}))
    assert C.awaken(0) in legal(state) and C.awaken(1) not in legal(state)
    do(state, C.awaken(0), C.place(2, 0), C.place(2, 0), C.PASS)
    assert [f["cores"] for f in field(state, 0).values()] == [3, 1]
    assert bp(state, 0, 0) == 5000


# -- BSS02-032 Viperola ------------------------------------------------------------------------------
def test_bss02_032_summon_takes_a_core_off_an_opposing_nexus(build):
    """On summon, an opposing Nexus loses a core to its owner's Reserve (a Spirit is not a candidate)."""
    opp = {"field": [FieldCard(SMALL, cores=2), FieldCard(PURPLE_NEXUS, cores=2)]}
    state = build(scenario({"hand": ["BSS02-032"], "reserve": 3}, opp, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.choice(0)]
    state.apply(state.pending_decision().choose_card(PURPLE_NEXUS))
    assert [f["cores"] for f in field(state, 1).values()] == [2, 1]
    assert int(player(state, 1)["reserve"]) == 3 + 1


def test_bss02_032_summon_without_an_opposing_nexus(build):
    """No opposing Nexus: the summon touches nothing."""
    state = build(scenario({"hand": ["BSS02-032"], "reserve": 3}, {"field": [FieldCard(SMALL, cores=2)]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert field(state, 1)[0]["cores"] == 2 and int(player(state, 1)["reserve"]) == 3


# -- BSS02-037 Elefogg -------------------------------------------------------------------------------
def test_bss02_037_attacks_with_curse(build):
    """Curse: the blocker that beat it (5000 vs 3000) is destroyed when the battle ends."""
    state = won_battle(build, [FieldCard("BSS02-037")], 0, [FieldCard(BIG, cores=3)], 0, soul="trash")
    assert trash_ids(state, 0) == ["BSS02-037"] and trash_ids(state, 1) == [BIG]


def test_bss02_037_no_curse_when_it_blocks(build):
    """Curse works only while it attacks: blocking, it just loses."""
    state = build(their_step("attack", {"field": [FieldCard("BSS02-037")]}, {"field": [FieldCard(BIG, cores=3)]}))
    battle(state, 0, 0)
    pass_flashes(state)
    assert trash_ids(state, 0) == ["BSS02-037"] and cards(state, 1) == [BIG]


# -- BSS02-105 Monstrous Mausoleum -------------------------------------------------------------------
@pytest.mark.parametrize(("soul", "blocker_cores"), [(True, 2), (False, 3)])
def test_bss02_105_blocked_soul_spirit_takes_a_core_off_the_blocker(build, soul, blocker_cores):
    """In your Attack Step, when your Spirit holding the Soul Core is blocked, the blocker loses a core to its
    owner's Reserve; a blocked Spirit without the Soul Core does nothing."""
    mine = [FieldCard("BSS02-105", cores=0), FieldCard(BOLD_GENERAL, cores=2, soul=soul)]
    state = build(scenario({"field": mine, "soul": None if soul else "trash"}, {"field": [FieldCard(BIG, cores=3)]},
                           step="attack", auto=False))
    attack_to_block(state, 1)
    state.apply(C.block(0))
    assert field(state, 1)[0]["cores"] == blocker_cores
    assert int(player(state, 1)["reserve"]) == 3 + 3 - blocker_cores


@pytest.mark.parametrize(("nexus_cores", "attacker", "draws"), [(3, SKULLZARD, 1), (2, SKULLZARD, 0),
                                                                 (3, BOLD_GENERAL, 0)])
def test_bss02_105_lv2_draws_when_your_undead_is_destroyed(build, nexus_cores, attacker, draws):
    """Lv2: the opponent destroying your Undead Spirit (here in battle) draws a card; not at Lv1, not for a
    Dragonoid."""
    mine = [FieldCard("BSS02-105", cores=nexus_cores), FieldCard(attacker)]
    state = won_battle(build, mine, 1, [FieldCard(BIG, cores=3)], 0, soul="trash", deck=[KEEP, SMALL])
    assert trash_ids(state, 0) == [attacker]
    assert hand_ids(state, 0) == [KEEP][:draws]


# -- BSS02-122 Assassinate ---------------------------------------------------------------------------
def test_bss02_122_opponent_picks_their_exhausted_spirit_to_destroy(build):
    """Main: the opponent chooses one of their exhausted Spirits, and it is destroyed."""
    opp = [FieldCard(SMALL, exhausted=True), FieldCard(KEEP), FieldCard(BIG, exhausted=True)]
    state = build(scenario({"hand": ["BSS02-122"], "reserve": 5, "field": [FieldCard(KEEP)]}, {"field": opp}))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 1)  # the opponent chooses
    assert legal(state) == [C.choice(0), C.choice(1)]  # the two exhausted ones
    state.apply(state.pending_decision().choose_card(BIG))
    assert cards(state, 1) == [SMALL, KEEP] and trash_ids(state, 1) == [BIG]


def test_bss02_122_nothing_when_no_opposing_spirit_is_exhausted(build):
    """Main: with no exhausted opposing Spirit nothing is destroyed."""
    state = build(scenario({"hand": ["BSS02-122"], "reserve": 5, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard(SMALL)]}))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.MAIN, 0) and cards(state, 1) == [SMALL]


@pytest.mark.parametrize("magic", ["BSS02-118", "BSS02-122", "BSS02-123", "BSS02-135"])
def test_bss02_flash_effects_give_2000_bp(build, magic):
    """Lightning Aura, Assassinate, Crystal Crack, Stamina Recovery: their Flash effect gives a Spirit on
    either side +2000 BP this turn."""
    state = build(scenario({"hand": [magic], "reserve": 5, "field": [FieldCard(KEEP)]}, {"field": [FieldCard(SMALL)]},
                           auto=False))
    state.apply(C.use_hand(0))
    if magic != "BSS02-135":  # its one effect is both Main and Flash: no question
        state.apply(state.pending_decision().magic_effect("Flash"))
    pay_and_place(state)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().choose_card(SMALL))
    assert (bp(state, 0, 0), bp(state, 1, 0)) == (1000, 3000)


# -- BSS02-123 Crystal Crack -------------------------------------------------------------------------
def test_bss02_123_main_discards_two_then_draws(build):
    """Main: your top 2 cards go to the Trash, then you draw one."""
    state = build(scenario({"hand": ["BSS02-123"], "reserve": 3, "deck": [KEEP, SMALL, BIG, GOLEM],
                            "field": [FieldCard(KEEP)]}, {}))
    use_magic(state, 0, effect=0)
    assert hand_ids(state, 0) == [BIG] and deck_ids(state, 0) == [GOLEM]
    assert sorted(trash_ids(state, 0)) == sorted([KEEP, SMALL, "BSS02-123"])


# -- BSS02-047 Ursus Polaris -------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "bonus"), [(3, 3000), (1, 0)])
def test_bss02_047_lv2_block_gives_soul_spirits_3000(build, cores, bonus):
    """Lv2: when it blocks, your Spirits holding the Soul Core get +3000 BP this turn (not the others)."""
    mine = [FieldCard("BSS02-047", cores=cores), FieldCard(SMALL, soul=True), FieldCard(KEEP)]
    state = build(position(1, "attack", {"field": mine, "soul": None}, {"field": [FieldCard(KEEP, cores=3)]}, turn=4))
    battle(state, 0, 0)
    assert pending(state) == (Decision.FLASH, 0)  # the block's effect has resolved; the defender acts first
    assert [bp(state, 0, k) for k in range(3)] == [4000 if cores == 3 else 2000, 2000 + bonus, 1000]


# -- BSS02-051 Jet Wyvern ----------------------------------------------------------------------------
@pytest.mark.parametrize(("summoned", "reserve", "candidates"), [("ST02-004", 5, [KEEP]),
                                                                 ("ST01-001", 7, ["BSS02-051", KEEP])])
def test_bss02_051_armor_keeps_purple_and_white_effects_off_it(build, summoned, reserve, candidates):
    """Armor (purple/white): the opponent's purple Mummirra cannot pick it; a red effect still can."""
    mine = [FieldCard("BSS02-051"), FieldCard(KEEP)]
    state = build(position(1, "main", {"field": mine}, {"hand": [summoned], "reserve": reserve}, turn=4))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    options = state.pending_decision().options
    assert [o.card.card for o in options if o.card is not None] == candidates


# -- BSS02-052 Sunk Shain ----------------------------------------------------------------------------
def test_bss02_052_block_gains_a_core_from_the_void(build):
    """When it blocks it gains a core from the Void (Lv2, 6000 BP: it beats a 4000 BP attacker)."""
    state = build(position(1, "attack", {"field": [FieldCard("BSS02-052")], "reserve": 0},
                           {"field": [FieldCard(KEEP, cores=3)]}, turn=4))
    battle(state, 0, 0)
    assert field(state, 0)[0]["cores"] == 2 and bp(state, 0, 0) == 6000
    assert int(player(state, 0)["reserve"]) == 0
    pass_flashes(state)
    assert cards(state, 0) == ["BSS02-052"] and trash_ids(state, 1) == [KEEP]


def test_bss02_052_no_core_when_it_attacks(build):
    """Attacking is not blocking: no core."""
    state = build(scenario({"field": [FieldCard("BSS02-052")]}, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert field(state, 0)[0]["cores"] == 1


# -- Luster: BSS02-061 Mace Angel, BSS02-074 Princess Hachikazuki ------------------------------------
@pytest.mark.parametrize(("card_id", "cores", "luster"), [("BSS02-061", 1, True), ("BSS02-074", 4, True),
                                                          ("BSS02-074", 3, False)])
def test_bss02_luster_returns_magic_used_in_its_battle(build, card_id, cores, luster):
    """Luster while attacking (Mace Angel always, Hachikazuki at Lv3): the Magic used in that battle comes
    back to hand when it ends; Hachikazuki at Lv2 has none."""
    p0 = {"field": [FieldCard(card_id, cores=cores), FieldCard(KEEP)], "hand": ["ST04-016"], "reserve": 1}
    state = build(scenario(p0, {"field": [FieldCard(GOLEM, exhausted=True)]}, step="attack"))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    use_magic(state, 0)  # Drowsy Fumes: the Golem -2000 BP
    pass_flashes(state)
    assert int(player(state, 1)["life"]) == 4
    assert hand_ids(state, 0) == (["ST04-016"] if luster else [])
    assert trash_ids(state, 0) == ([] if luster else ["ST04-016"])


# -- BSS02-066 Arcana Beast Queen --------------------------------------------------------------------
@pytest.mark.parametrize(("target", "survives"), [(BIG, True), (SMALL, False)])
def test_bss02_066_summon_takes_2000_bp_off_an_opposing_spirit(build, target, survives):
    """On summon an opposing Spirit gets -2000 BP this turn: 5000 -> 3000, or 2000 -> 0 and destroyed
    (R18.1)."""
    opp = {"field": [FieldCard(BIG, cores=3), FieldCard(SMALL, cores=2)]}
    state = build(scenario({"hand": ["BSS02-066"], "reserve": 5}, opp, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0) and len(legal(state)) == 2
    state.apply(state.pending_decision().choose_card(target))
    if survives:
        assert bp(state, 1, 0) == 3000 and bp(state, 1, 1) == 2000
    else:
        assert cards(state, 1) == [BIG] and trash_ids(state, 1) == [SMALL]


def test_bss02_066_summon_without_opposing_spirits(build):
    """No opposing Spirit: nothing to weaken."""
    state = build(scenario({"hand": ["BSS02-066"], "reserve": 5}, {"field": [FieldCard(PURPLE_NEXUS)]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0) and int(state.record()["n_mods"]) == 0


# -- Swift: BSS02-079 Shryke, BSS02-081 Onmyoji Kingfisher -------------------------------------------
def test_bss02_079_swift_summon_weakens_the_exhausted_attacker(build):
    """Swift: summoned in the opponent's battle Flash timing from the Reserve; on summon an exhausted
    opposing Spirit (the attacker, not the refreshed one) gets -2000 BP this turn."""
    state = build(position(1, "attack", {"hand": ["BSS02-079", FLUFFMINGO], "reserve": 6},
                           {"field": [FieldCard(BIG, cores=3), FieldCard(SMALL)]}, turn=4))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    assert C.use_hand(0) in legal(state) and C.use_hand(1) not in legal(state)  # Swift only
    do(state, C.use_hand(0))
    pay_and_place(state)
    assert pending(state) == (Decision.CHOOSE, 0) and len(legal(state)) == 1
    state.apply(state.pending_decision().choose_card(BIG))
    assert cards(state, 0) == ["BSS02-079"] and (bp(state, 1, 0), bp(state, 1, 1)) == (3000, 1000)


def test_bss02_079_summon_with_no_exhausted_opposing_spirit(build):
    """Main Step summon with only refreshed opposing Spirits: no BP change."""
    state = build(scenario({"hand": ["BSS02-079"], "reserve": 6}, {"field": [FieldCard(BIG, cores=3)]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0) and bp(state, 1, 0) == 5000


def test_bss02_081_swift_summon_in_the_opponents_battle(build):
    """Swift: Onmyoji Kingfisher may be summoned in the opponent's battle Flash timing."""
    state = build(position(1, "attack", {"hand": ["BSS02-081", FLUFFMINGO], "reserve": 5},
                           {"field": [FieldCard(BIG)]}, turn=4))
    do(state, C.attack(0))
    assert C.use_hand(0) in legal(state) and C.use_hand(1) not in legal(state)
    do(state, C.use_hand(0))
    pay_and_place(state)
    assert cards(state, 0) == ["BSS02-081"] and int(player(state, 0)["reserve"]) == 0


# -- BSS02-084 Emerantman ----------------------------------------------------------------------------
def test_bss02_084_destroyed_by_the_opponent_adds_a_core_to_your_reserve(build):
    """Destroyed by the opponent (here blocking a 4000 BP attacker): a core from the Void to your Reserve."""
    state = build(position(1, "attack", {"field": [FieldCard("BSS02-084")], "reserve": 0},
                           {"field": [FieldCard(KEEP, cores=3)]}, turn=4))
    battle(state, 0, 0)
    pass_flashes(state)
    assert trash_ids(state, 0) == ["BSS02-084"]
    assert int(player(state, 0)["reserve"]) == 1 + 1  # its own core and the Void's


def test_bss02_084_depletion_by_the_opponent_is_destruction(build):
    """Depleted by the opponent's Poison Shot: by the rulings a Spirit an effect leaves with no cores was
    destroyed (R6.2, issue 16), so its "When Destroyed By Opponent" effect works: its own core and the Void's."""
    state = build(scenario({"hand": ["ST02-014"], "reserve": 5, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard("BSS02-084"), FieldCard(KEEP)], "reserve": 0}))
    use_magic(state, 0, effect=1)
    state.apply(state.pending_decision().choose_card("BSS02-084"))
    assert trash_ids(state, 1) == ["BSS02-084"] and int(player(state, 1)["reserve"]) == 1 + 1


# -- BSS02-086 Worker Antman -------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "soul", "gain"), [(1, True, 1), (2, False, 0), (0, True, 0)])
def test_bss02_086_lv2_attack_with_soul_core_adds_a_core(build, cores, soul, gain):
    """Lv2: attacking with the Soul Core on it, a core from the Void to your Reserve; not without the Soul
    Core, not at Lv1."""
    state = build(scenario({"field": [FieldCard("BSS02-086", cores=cores, soul=soul)], "reserve": 0,
                            "soul": None if soul else "trash"}, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert int(player(state, 0)["reserve"]) == gain


# -- BSS02-089 Emerald Pincer, BSS02-112 Great Alvar Plains (on deploy) ------------------------------
@pytest.mark.parametrize(("card_id", "reserve"), [("BSS02-089", 5), ("BSS02-112", 3)])
def test_bss02_089_112_arrival_exhausts_an_opposing_spirit(build, card_id, reserve):
    """Emerald Pincer on summon, Great Alvar Plains on deploy: exhaust an opposing Spirit."""
    state = build(scenario({"hand": [card_id], "reserve": reserve}, {"field": [FieldCard(SMALL), FieldCard(BIG)]},
                           auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0) and len(legal(state)) == 2
    state.apply(state.pending_decision().choose_card(BIG))
    assert [f["exhausted"] for f in field(state, 1).values()] == [0, 1]


@pytest.mark.parametrize(("card_id", "reserve"), [("BSS02-089", 5), ("BSS02-112", 3)])
def test_bss02_089_112_arrival_with_no_opposing_spirit(build, card_id, reserve):
    """No opposing Spirit (a Nexus is not one): nothing is exhausted."""
    state = build(scenario({"hand": [card_id], "reserve": reserve, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard(PURPLE_NEXUS)]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0) and field(state, 1)[0]["exhausted"] == 0


# -- BSS02-090 Heavenscloak Butterfly ----------------------------------------------------------------
def test_bss02_090_summon_gives_one_of_your_spirits_a_core(build):
    """On summon, one of your Spirits (itself included, not the opponent's) gains a core from the Void."""
    state = build(scenario({"hand": ["BSS02-090"], "reserve": 5, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard(SMALL)]}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert [o.card.card for o in state.pending_decision().options] == [KEEP, "BSS02-090"]
    state.apply(state.pending_decision().choose_card(KEEP))
    assert [f["cores"] for f in field(state, 0).values()] == [2, 1] and bp(state, 0, 0) == 3000
    assert int(player(state, 0)["reserve"]) == 0 and field(state, 1)[0]["cores"] == 1


# -- BSS02-112 Great Alvar Plains (Lv2) --------------------------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "attacker", "refreshes"), [(2, BOLD_GENERAL, True), (1, BOLD_GENERAL, False),
                                                                    (2, "BSS02-007", False)])
def test_bss02_112_lv2_vanilla_spirit_destroyed_refreshes_one_of_yours(build, nexus_cores, attacker, refreshes):
    """Lv2: in your Attack Step, when your Spirit with no effect text is destroyed, refresh one of your
    Spirits; not at Lv1, not for Photon Dragon (it has effects)."""
    mine = [FieldCard("BSS02-112", cores=nexus_cores), FieldCard(attacker), FieldCard(KEEP, exhausted=True)]
    state = won_battle(build, mine, 1, [FieldCard(BIG, cores=3)], 0, soul="trash")
    assert trash_ids(state, 0) == [attacker]
    if refreshes:
        assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.choice(0)]
        state.apply(state.pending_decision().choose_card(KEEP))
    assert pending(state) == (Decision.ATTACK, 0)
    assert field(state, 0)[2]["exhausted"] == int(not refreshes)


# -- BSS02-117 Trident Flare -------------------------------------------------------------------------
def test_bss02_117_destroys_three_spirits_of_2000_bp_or_less(build):
    """Main/Flash: three opposing Spirits of 2000 BP or less are destroyed (the chooser picks which three)."""
    opp = [FieldCard(SMALL), FieldCard(SMALL, cores=2), FieldCard(SMALL, cores=3), FieldCard(KEEP), FieldCard(SMALL)]
    state = build(scenario({"hand": ["BSS02-117"], "reserve": 5, "field": [FieldCard(KEEP)]}, {"field": opp},
                           auto=False))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert len(legal(state)) == 4 and C.PASS not in legal(state)  # all but the 3000 BP one; three must go
    for slot in (0, 1, 3):
        state.apply(state.pending_decision().target_slot(slot, player=1))
    assert pending(state) == (Decision.MAIN, 0)
    assert sorted(field(state, 1)) == [2, 4]


def test_bss02_117_destroys_as_many_as_there_are(build):
    """With only one Spirit of 2000 BP or less, that one is destroyed (R0.2)."""
    opp = [FieldCard(SMALL, cores=2), FieldCard(BIG)]
    state = build(scenario({"hand": ["BSS02-117"], "reserve": 5, "field": [FieldCard(KEEP)]}, {"field": opp}))
    use_magic(state, 0, effect=0)
    assert cards(state, 1) == [BIG] and trash_ids(state, 1) == [SMALL]


# -- BSS02-118 Lightning Aura (Main) -----------------------------------------------------------------
def test_bss02_118_main_gives_your_spirit_confront_this_turn(build):
    """Main: your chosen Spirit attacks with Confront this turn; your other Spirit does not."""
    sc = scenario({"hand": ["BSS02-118"], "reserve": 2, "field": [FieldCard(KEEP), FieldCard(BOLD_GENERAL)]},
                  {"field": [FieldCard(SMALL)]}, auto=False)
    for attacker, forced in ((1, True), (0, False)):
        state = build(sc)
        use_magic(state, 0, effect=0)
        assert pending(state) == (Decision.CHOOSE, 0) and len(legal(state)) == 2  # only your own Spirits
        state.apply(state.pending_decision().choose_card(BOLD_GENERAL))
        state.apply(C.PASS)  # to the Attack Step
        attack_to_block(state, attacker)
        assert (C.PASS in legal(state)) is not forced and C.block(0) in legal(state)


# -- BSS02-131 Lightning Arrow -----------------------------------------------------------------------
def test_bss02_131_target_cannot_block_this_turn(build):
    """Flash (used in the Main Step): the chosen opposing Spirit cannot block this turn; the other one can."""
    state = build(scenario({"hand": ["BSS02-131"], "reserve": 4, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard(SMALL), FieldCard(BIG)]}, auto=False))
    use_magic(state, 0)
    state.apply(state.pending_decision().choose_card(BIG))
    state.apply(C.PASS)
    attack_to_block(state, 0)
    assert legal(state) == [C.PASS, C.block(0)]


def test_bss02_131_target_cannot_attack_this_turn(build):
    """Flash in the opponent's battle: their chosen Spirit cannot attack for the rest of the turn."""
    state = build(position(1, "attack", {"hand": ["BSS02-131"], "reserve": 4},
                           {"field": [FieldCard(KEEP), FieldCard(SMALL), FieldCard(BIG)]}, turn=4))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    use_magic(state, 0)
    state.apply(state.pending_decision().choose_card(BIG))
    pass_flashes(state)
    do(state, C.PASS)  # no block: a Life is lost
    assert pending(state) == (Decision.ATTACK, 1)
    assert legal(state) == [C.PASS, C.attack(1)]  # the Raineedle already attacked; Mummyphant cannot


# -- BSS02-133 Thorn Prison --------------------------------------------------------------------------
def test_bss02_133_opponent_exhausts_two_of_their_refreshed_spirits(build):
    """Main/Flash: the opponent chooses two of their refreshed Spirits; both are exhausted."""
    opp = [FieldCard(SMALL), FieldCard(BIG, exhausted=True), FieldCard(KEEP), FieldCard(SMALL, cores=2)]
    state = build(scenario({"hand": ["BSS02-133"], "reserve": 4, "field": [FieldCard(KEEP)]}, {"field": opp},
                           auto=False))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)  # the opponent chooses
    assert len(legal(state)) == 3  # the refreshed ones
    state.apply(state.pending_decision().target_slot(0, player=1))
    state.apply(state.pending_decision().target_slot(3, player=1))
    assert pending(state) == (Decision.MAIN, 0)
    assert [f["exhausted"] for f in field(state, 1).values()] == [1, 1, 0, 1]
    assert field(state, 0)[0]["exhausted"] == 0


# -- BSS02-134 Carry Core ----------------------------------------------------------------------------
def test_bss02_134_each_of_your_vanilla_spirits_gains_a_core(build):
    """Flash: each of your Spirits with no effect text gains a core from the Void (not Emerald Pincer, not the
    opponent's vanilla Spirit)."""
    mine = [FieldCard(FLUFFMINGO), FieldCard("BSS02-089"), FieldCard(KEEP)]
    state = build(scenario({"hand": ["BSS02-134"], "reserve": 4, "field": mine}, {"field": [FieldCard(KEEP)]}))
    use_magic(state, 0)
    assert [f["cores"] for f in field(state, 0).values()] == [2, 1, 2]
    assert field(state, 1)[0]["cores"] == 1 and int(player(state, 0)["reserve"]) == 4 - 3  # two green symbols


# -- BSS02-135 Stamina Recovery ----------------------------------------------------------------------
@pytest.mark.parametrize("summoned", [PENTAN, KEEP])
def test_bss02_135_burst_gives_up_to_three_green_spirits_a_core(build, summoned):
    """Burst (the opponent resolves a When Summoned effect): up to three of your green Spirits gain a core
    from the Void each (the red one is not offered); a summon with no such effect offers nothing."""
    mine = [FieldCard(FLUFFMINGO), FieldCard(KEEP), FieldCard("BSS02-085"), FieldCard("BSS02-092")]
    state = build(position(1, "main", {"burst": "BSS02-135", "reserve": 0, "field": mine},
                           {"hand": [summoned], "reserve": 3, "deck": [BIG, BIG]}, auto=False, turn=4))
    summon(state, 0)
    if summoned == KEEP:
        assert pending(state) == (Decision.MAIN, 1) and int(player(state, 0)["burst_inst"]) != L.NO_CARD
        return
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert C.PASS in legal(state) and len(legal(state)) == 4  # up to three of the three green ones
    state.apply(state.pending_decision().choose_card(FLUFFMINGO))
    state.apply(state.pending_decision().choose_card("BSS02-092"))
    state.apply(C.PASS)
    assert [f["cores"] for f in field(state, 0).values()] == [2, 1, 1, 2]
    assert pending(state) == (Decision.YES_NO, 0)  # its Flash effect may be paid for (cost 3 less 2 symbols)
    state.apply(state.pending_decision().no_to("BSS02-135"))
    assert trash_ids(state, 0) == ["BSS02-135"]
    assert pending(state) == (Decision.MAIN, 1)
