"""BSS02 cards 001-025, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    attack_to_block,
    cards,
    check_vanilla,
    do,
    exhausted,
    fight,
    pass_flashes,
    position,
    scenario,
)
from cards_shared import (
    BIG,
    BOLD_GENERAL,
    FILLER,
    KV2,
    MAGIC,
    MANTIGORE,
    OVIRAPTODON,
    SMALL,
    WEAK,
    choose,
    life_to_reserve_flash,
    pay_with_soul,
    use_hazard,
    won_battle,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, with_db
from pool_cards import (
    ANTMAN,
    BONES,
    BRONTECH,
    DUGONG,
    GOLEM,
    KEEP,
    MUMMY,
    PORCUPINE,
    RAINEEDLE,
    SKULLFLY,
    STAR_ALTAR,
    answer,
    life,
    unblocked_hit,
)

import pybs.scripts  # noqa: F401  (registers every script before a test overrides one)
from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

VANILLAS = [
    ("BSS02-004", 0), ("BSS02-008", 0), ("BSS02-011", 0), ("BSS02-014", 0), ("BSS02-015", 0), ("BSS02-017", 0),
    ("BSS02-019", 0), ("BSS02-021", 0), ("BSS02-025", 0), ("BSS02-026", 0), ("BSS02-029", 0), ("BSS02-030", 0),
    ("BSS02-036", 0), ("BSS02-038", 0), ("BSS02-043", 1), ("BSS02-048", 1), ("BSS02-049", 1), ("BSS02-053", 1),
    ("BSS02-055", 1), ("BSS02-056", 1), ("BSS02-057", 1), ("BSS02-060", 0), ("BSS02-067", 0), ("BSS02-072", 0),
    ("BSS02-073", 0), ("BSS02-075", 0), ("BSS02-080", 0), ("BSS02-085", 0), ("BSS02-091", 0), ("BSS02-092", 0),
    ("BSS02-097", 0),
]  # fmt: skip


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize(("card_id", "reduction"), VANILLAS)
def test_bss02_vanilla_cards_do_nothing_else(build, card_id, reduction):
    """The BSS02 Spirits with no effect text: summoning or attacking with them changes nothing else
    (``reduction``: the white Golem's symbol pays 1 of a white card's cost)."""
    check_vanilla(build, card_id, reduction)


# -- BSS02-001 Dragno King -------------------------------------------------------------------------------
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


# -- BSS02-002 Dragno Commander --------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "active", "bonus"), [(3, 0, 2000), (1, 0, 0), (3, 1, 0)])
def test_bss02_002_lv2_other_dragonoids_gain_2000_in_your_turn(build, cores, active, bonus):
    """Lv2, in your turn: your other Dragonoid Spirits +2000 BP (not itself, not other families, not the
    opponent's Dragonoids); nothing at Lv1 or in the opponent's turn."""
    mine = [FieldCard("BSS02-002", cores=cores), FieldCard(BOLD_GENERAL), FieldCard(SMALL)]
    state = build(position(active, "main", {"field": mine}, {"field": [FieldCard(BOLD_GENERAL)]}, turn=3 + active))
    assert [bp(state, 0, k) for k in range(3)] == [6000 if cores == 3 else 4000, 3000 + bonus, 1000]
    assert bp(state, 1, 0) == 3000


# -- BSS02-003 Dragno Bomber -----------------------------------------------------------------------------
@pytest.mark.parametrize("own_life, confront", [(3, True), (4, False)])
def test_bss02_003_confront_at_three_life(build, own_life, confront):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-003")], "life": own_life},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (C.PASS in legal(s)) == (not confront)  # Confront: the defender must block


# -- BSS02-005 Ten Sword Saint Starblade Dragon ----------------------------------------------------------
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


# -- BSS02-006 Meteor Emperor Siegwurm -------------------------------------------------------------------
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


# -- BSS02-007 Photon Dragon -----------------------------------------------------------------------------
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


# -- BSS02-009 Dragoon Commander Diraidalos --------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "lv3"), [(KV2, True), (BRONTECH, False)])
def test_bss02_009_costly_spirit_destroying_makes_it_lv3(build, attacker, lv3):
    """A cost-8 Spirit of yours destroying a blocker makes it Lv3 (12000 BP) for the turn, and it then beats a
    10000 BP blocker; a cost-4 winner does not, and at Lv1 (5000 BP) it loses."""
    p0 = {"field": [FieldCard("BSS02-009", cores=1), FieldCard(attacker, cores=2)]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(KV2, cores=2)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 1, 0)  # the attacker beats the 4000 BP Golem
    assert cards(state, 1) == [KV2]
    fight(state, 0, 1)
    assert cards(state, 1) == ([] if lv3 else [KV2])
    assert ("BSS02-009" in cards(state, 0)) is lv3


def test_bss02_009_costly_magic_destroying_counts(build):
    """A Magic of cost 7 or more that destroys an opposing Spirit counts too (Nexus Hazard, cost 8)."""
    p0 = {"field": [FieldCard("BSS02-009", cores=1), FieldCard(OVIRAPTODON, exhausted=True)],
          "hand": ["BSS02-116"], "reserve": 8}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(position(0, "main", p0, p1))
    assert bp(state, 0, 0) == 5000
    use_hazard(state)
    choose(state, RAINEEDLE)
    choose(state, STAR_ALTAR)
    assert cards(state, 1) == []
    assert bp(state, 0, 0) == 12000


@pytest.mark.parametrize(("dira_cores", "damage"), [(8, 2), (3, 1)])
def test_bss02_009_lv3_has_two_red_symbols_in_your_attack_step(build, dira_cores, damage):
    """Lv3: its unblocked attack takes two Life; at Lv2 one."""
    state = build(position(0, "attack", {"field": [FieldCard("BSS02-009", cores=dira_cores)]}, {"life": 5}))
    unblocked_hit(state, 0)
    assert life(state, 1) == 5 - damage


# -- BSS02-010 Armorsaur Edmontsaurd ---------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "soul", "draws"), [(4, True, 1), (4, False, 0), (1, True, 0)])
def test_bss02_010_lv2_draws_when_a_soul_spirit_wins_by_bp(build, cores, soul, draws):
    """Lv2: in your Attack Step, your Soul-Core Spirit winning a battle by BP draws a card; not without the
    Soul Core, not at Lv1."""
    mine = [FieldCard("BSS02-010", cores=cores), FieldCard(BOLD_GENERAL, soul=soul)]
    state = won_battle(build, mine, 1, [FieldCard(SMALL)], 0, deck=[KEEP, SMALL],
                       **({} if soul else {"soul": "trash"}))
    assert trash_ids(state, 1) == [SMALL]
    assert hand_ids(state, 0) == [KEEP][:draws]


# -- BSS02-012 King Vulture ------------------------------------------------------------------------------
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


# -- BSS02-013 Lavabeast Volrus --------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "confront"), [(2, True), (1, False)])
def test_bss02_013_lv2_attacks_with_confront(build, cores, confront):
    """Lv2+: its attack forces a block; at Lv1 the opponent may decline."""
    state = build(scenario({"field": [FieldCard("BSS02-013", cores=cores)]}, {"field": [FieldCard(SMALL)]},
                           step="attack", auto=False))
    attack_to_block(state, 0)
    assert (C.PASS in legal(state)) is not confront and C.block(0) in legal(state)


# -- BSS02-016 Rage Dragon Emperor Ira -------------------------------------------------------------------
def test_bss02_016_summon_destroys_ten_small_spirits_of_both_sides(build):
    """On summon every Spirit of 4000 BP or less is destroyed (up to ten), yours included."""
    p0 = {"hand": ["BSS02-016"], "reserve": 12, "field": [FieldCard(RAINEEDLE)]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH), FieldCard(DUGONG)]}
    state = build(scenario(p0, p1))
    summon(state, 0)
    while pending(state)[0] == Decision.CHOOSE:
        do(state, legal(state)[0])
    assert cards(state, 0) == ["BSS02-016"]
    assert cards(state, 1) == [BRONTECH]


@pytest.mark.parametrize(("ira_cores", "destroys"), [(6, True), (4, False)])
def test_bss02_016_lv3_battle_win_destroys_a_nexus(build, ira_cores, destroys):
    """Lv3, your turn: destroying an opposing Spirit in battle also destroys an opposing Nexus; not at Lv2."""
    p0 = {"field": [FieldCard("BSS02-016", cores=ira_cores)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 0, 0)
    if destroys:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))
    assert cards(state, 1) == ([] if destroys else [STAR_ALTAR])


def test_bss02_016_lv3_effect_destruction_also_counts(build):
    """At Lv3 its own summon effect destroying an opposing Spirit also destroys an opposing Nexus."""
    p0 = {"hand": ["BSS02-016"], "reserve": 16}
    p1 = {"field": [FieldCard(DUGONG), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(scenario(p0, p1))
    summon(state, 0, place_extra=5)  # six cores: Lv3
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):
        do(state, legal(state)[0])
    assert cards(state, 1) == []
    assert sorted(trash_ids(state, 1)) == sorted([DUGONG, STAR_ALTAR])



def test_bss02_016_lv3_one_effect_destroying_two_spirits_takes_one_nexus(build):
    """R18.12: its summon effect destroying two opposing Spirits at once is one "this Spirit destroys" event, so
    the Lv3 effect destroys one opposing Nexus, not one per Spirit."""
    p0 = {"hand": ["BSS02-016"], "reserve": 16}
    p1 = {"field": [FieldCard(DUGONG), FieldCard(GOLEM), FieldCard(STAR_ALTAR, cores=0), FieldCard("ST02-012", cores=0)]}
    state = build(scenario(p0, p1))
    summon(state, 0, place_extra=5)  # six cores: Lv3
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):
        do(state, legal(state)[0])
    assert {DUGONG, GOLEM} <= set(trash_ids(state, 1))
    assert len(cards(state, 1)) == 1  # one of the two Nexuses is left


# -- BSS02-018 Primal Bird Phoeneryx ---------------------------------------------------------------------
def test_bss02_018_awaken_pulls_cores_onto_it(build):
    """Awaken: in a Flash timing it takes cores from another of your cards (3000 -> 5000 BP at 3 cores);
    the vanilla Pteronosaber beside it has no Awaken."""
    state = build(scenario({"field": [FieldCard("BSS02-018"), FieldCard("BSS02-019", cores=3)]}, {}))
    assert C.awaken(0) in legal(state) and C.awaken(1) not in legal(state)
    do(state, C.awaken(0), C.place(2, 0), C.place(2, 0), C.PASS)
    assert [f["cores"] for f in field(state, 0).values()] == [3, 1]
    assert bp(state, 0, 0) == 5000


# -- BSS02-020 Void Ogre Emperor Avaritia ----------------------------------------------------------------
def test_bss02_020_summons_undead_from_trash_free_without_its_summon_effect(build):
    """On summon: an Undead/Voidlord Spirit card of your Trash is summoned free, and its own When Summoned
    effect does not trigger (Gravedigger Skeleton would otherwise ask)."""
    p0 = {"hand": ["BSS02-020"], "reserve": 12, "trash": ["BSS02-024", RAINEEDLE, BONES],
          "field": [FieldCard(KEEP)]}
    state = build(scenario(p0, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert C.PASS not in legal(state) and len(legal(state)) == 2  # Skeleton and Demo Bones, not Raineedle
    answer(state, "BSS02-024")
    assert pending(state)[0] == Decision.PLACE
    pay_and_place(state)
    assert pending(state) == (Decision.MAIN, 0)  # the Skeleton's own summon effect stayed silent
    assert cards(state, 0) == [KEEP, "BSS02-020", "BSS02-024"]
    assert trash_ids(state, 0) == [RAINEEDLE, BONES]


def test_bss02_020_lv3_attack_opponent_removes_three_cores(build):
    """Lv3: when it attacks, the opponent takes three cores off one of their Spirits (their pick)."""
    p0 = {"field": [FieldCard("BSS02-020", cores=6)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=4), FieldCard(DUGONG, cores=3)]}
    state = build(scenario(p0, p1, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 1)
    answer(state, BRONTECH)
    assert field(state, 1)[0]["cores"] == 1


@pytest.mark.parametrize(("cores", "curse"), [(4, True), (1, False)])
def test_bss02_020_lv2_attacks_with_curse(build, cores, curse):
    """Lv2+: Curse while it attacks (the blocked attack carries it); Lv1: no Curse."""
    state = build(scenario({"field": [FieldCard("BSS02-020", cores=cores)]}, {"field": [FieldCard(DUGONG)]},
                           step="attack", auto=False))
    state.apply(C.attack(0))
    pass_flashes(state)
    state.apply(C.block(0))
    assert (int(state.record()["curse"]) != 0) == curse


# -- BSS02-022 Floating Grave White Whale ----------------------------------------------------------------
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



@pytest.mark.parametrize("by_attack", [True, False])
def test_bss02_022_lv2_answers_an_attack_reducing_life_not_an_effect(build, scripted, by_attack):
    """Lv2, your Attack Step: "when one of your Spirits' attacks reduces your opponent's Life" - a vanilla
    attacker's unblocked hit takes a core off an opposing Spirit; Life taken by an effect of yours (a test Magic
    used in the Attack Step) does not."""
    flash_magic = "BSS02-126"  # Infinity Shield: a Flash-only Magic, cost 4, played here by the test script
    db = scripted({flash_magic: life_to_reserve_flash})
    p0 = {"field": [FieldCard("BSS02-022", cores=3, exhausted=True), FieldCard(RAINEEDLE)], "hand": [flash_magic],
          "reserve": 6}
    p1 = {"field": [FieldCard(MANTIGORE, cores=3, exhausted=True)], "life": 5}
    state = build(with_db(position(0, "attack", p0, p1), db))
    if by_attack:
        unblocked_hit(state, 1)  # Raineedle's hit takes one Life
    else:
        do(state, C.attack(1))
        while pending(state) != (Decision.FLASH, 0):
            do(state, C.PASS)
        do(state, C.use_hand(0))  # in the battle's Flash timing, before the block
        pay_and_place(state)
    assert life(state, 1) == 4
    assert (pending(state) == (Decision.CHOOSE, 0)) is by_attack


# -- BSS02-023 Corpse Giant Gigasha ----------------------------------------------------------------------
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


# -- BSS02-024 Gravedigger Skeleton ----------------------------------------------------------------------
@pytest.mark.parametrize("take", [True, False])
def test_bss02_024_may_summon_cheap_spirit_from_trash_exhausted(build, take):
    """On summon you may summon a Spirit card of cost 2 or less from your Trash, paying, and it is exhausted."""
    p0 = {"hand": ["BSS02-024"], "reserve": 6, "trash": [SKULLFLY, MUMMY], "field": [FieldCard(BONES)]}
    state = build(scenario(p0, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0)]  # Skull Fly only (Mummyphant costs 4)
    state.apply(C.choice(0) if take else C.PASS)
    if take:
        pay_and_place(state)
        assert cards(state, 0) == [BONES, "BSS02-024", SKULLFLY]
        assert exhausted(state, 0)[2] == 1 and exhausted(state, 0)[1] == 0
        assert int(player(state, 0)["trash_cores"]) > 0
    else:
        assert cards(state, 0) == [BONES, "BSS02-024"] and trash_ids(state, 0) == [SKULLFLY, MUMMY]
