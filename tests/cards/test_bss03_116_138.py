"""BSS03 cards 116-138, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import cards, deck_ids, do, exhausted, pass_flashes, position, scenario, their_step
from cards_shared import (
    FILLER,
    MAGIC,
    QUICKSAND,
    SKULL_FLY,
    SMALL,
    WEAK,
    attack_and_pass,
    auto_position,
    choose,
    choose_in,
    field_cards,
    option_cards,
    pay_with_soul,
    resolve_orders,
    use_effect,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    ANTMAN,
    AXE_ANGEL,
    BLADEBEAST,
    BRONTECH,
    CURSE,
    DUGONG,
    GLASSBEAR,
    GOLEM,
    KEEP,
    NIRVANA,
    OBERO,
    PORCUPINE,
    RAINEEDLE,
    RED,
    STAR_ALTAR,
    SWORD,
    answer,
    attack_until_block,
    life,
)

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard

LIGHTHOUSE = "BSS03-117"
POWER_BOOST = "BSS03-121"  # red Magic, cost 2 (one red reduction), Main and Flash
VIPER = "BSS03-022"  # purple, Curse (scripted without the attack timing), 3000 BP at 1 core
LUMIERE = "BSS02-063"  # yellow Spirit, cost 6


# -- BSS03-116 Whirlpool Strait --------------------------------------------------------------------------
@pytest.mark.parametrize("activate", [True, False])
def test_bss03_116_burst_places_itself_for_free(build, activate):
    """Burst, when the opponent destroys a Spirit of yours: the card is deployed from the Burst without paying
    (the Reserve does not change); declined, it stays set."""
    p0 = {"burst": "BSS03-116", "reserve": 0, "field": [FieldCard(AXE_ANGEL)]}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH)]}, turn=4))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)  # Axe Angel falls: its core goes to the Reserve
    assert pending(state) == (Decision.BURST, 0)
    do(state, C.CONFIRM if activate else C.PASS)
    while pending(state)[0] == Decision.CHOOSE and pending(state)[1] == 0:
        choose(state, "BSS03-116")
    assert cards(state, 0) == (["BSS03-116"] if activate else [])
    assert (int(player(state, 0)["burst_inst"]) == L.NO_CARD) is activate
    assert int(player(state, 0)["reserve"]) == 1
    assert "BSS03-116" not in trash_ids(state, 0)


@pytest.mark.parametrize(("strait_cores", "boost"), [(2, 4000), (1, 0)])
def test_bss03_116_lv2_spirit_gains_2000_per_nexus(build, strait_cores, boost):
    """Lv2, at the start of the opponent's Attack Step: a Spirit of yours gets +2000 BP per Nexus you control
    (two Nexuses: +4000), so Axe Angel (5000) beats the attacking Golem (4000); at Lv1 nothing happens."""
    p0 = {"field": [FieldCard("BSS03-116", cores=strait_cores), FieldCard(STAR_ALTAR, cores=0), FieldCard(AXE_ANGEL)]}
    state = build(position(1, "main", p0, {"field": [FieldCard(GOLEM)]}, turn=4))
    do(state, C.PASS)  # player 1 ends the Main Step
    if boost:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, AXE_ANGEL)
    assert bp(state, 0, 2) == 1000 + boost
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(2))
    pass_flashes(state)
    assert (AXE_ANGEL in cards(state, 0)) is bool(boost)


# -- BSS03-117 Seabed Lighthouse -------------------------------------------------------------------------
@pytest.mark.parametrize(("their_field", "usable"), [(GOLEM, False), (RAINEEDLE, True)])
def test_bss03_117_attack_step_magic_needs_a_matching_symbol(build, their_field, usable):
    """In the Attack Step the opponent may use the red Power Boost only while a red symbol is on their field."""
    p0 = {"field": [FieldCard(LIGHTHOUSE, cores=0), FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard(their_field)], "hand": [POWER_BOOST], "reserve": 4}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1))
    assert pending(state) == (Decision.FLASH, 1)
    assert (C.use_hand(0) in legal(state)) is usable


def test_bss03_117_main_step_and_own_magic_are_free(build):
    """Outside the Attack Steps the opponent's Magic is usable; the Lighthouse never limits its own player."""
    p0 = {"field": [FieldCard(LIGHTHOUSE, cores=0)]}
    p1 = {"field": [FieldCard(GOLEM)], "hand": [POWER_BOOST], "reserve": 4}
    state = build(their_step("main", p0, p1))
    assert pending(state) == (Decision.MAIN, 1) and C.use_hand(0) in legal(state)
    mine = {"field": [FieldCard(LIGHTHOUSE, cores=0), FieldCard(BRONTECH)], "hand": [POWER_BOOST], "reserve": 4}
    state = build(position(0, "attack", mine, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(1), C.PASS)
    assert pending(state) == (Decision.FLASH, 0) and C.use_hand(0) in legal(state)


@pytest.mark.parametrize(("lighthouse_cores", "raineedle_cores", "expected"),
                         [(2, 3, 6000), (2, 2, 3000), (0, 3, 4000)])
def test_bss03_117_lv2_gives_lv3_spirits_2000_bp(build, lighthouse_cores, raineedle_cores, expected):
    """Lv2 Lighthouse: your Lv3 Spirits get 2000 BP (Raineedle Lv3 4000 -> 6000); a Lv2 Spirit, or a Lv1
    Lighthouse, gives nothing."""
    p0 = {"field": [FieldCard(LIGHTHOUSE, cores=lighthouse_cores), FieldCard(RAINEEDLE, cores=raineedle_cores)]}
    state = build(position(0, "main", p0, {}))
    assert bp(state, 0, 1) == expected


# -- BSS03-118 Enchained Arena ---------------------------------------------------------------------------
def test_bss03_118_arena_tax_reaches_cost_5(build):
    """Enchained Arena Lv2 reaches cost 5 (Gordon stops at 3): a cost-4 attacker pays."""
    s = build(position(step="attack", p0={"field": [FieldCard(CURSE, cores=2)], "reserve": 0},
                       p1={"field": [FieldCard("BSS03-118", cores=2)]}))
    do(s, C.attack(0))
    assert int(player(s, 0)["reserve"]) == 1


def test_bss03_118_arena_destroyed_gives_a_core(build):
    """Enchained Arena: destroyed (by Nebula Dragon Andromeda's summon), a Void core goes to your Reserve."""
    s = build(position(p0={"hand": ["ST01-001"], "reserve": 7}, p1={"reserve": 0, "field": [FieldCard("BSS03-118", cores=0)]}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert trash_ids(s, 1) == ["BSS03-118"]
    assert int(player(s, 1)["reserve"]) == 1


# -- BSS03-119 Rock Pillar Aquapolis ---------------------------------------------------------------------
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


# -- BSS03-120 Ritual Fire -------------------------------------------------------------------------------
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


# -- BSS03-121 Power Boost -------------------------------------------------------------------------------
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


# -- BSS03-122 Double Heart ------------------------------------------------------------------------------
def test_bss03_122_double_heart(build):
    """Double Heart: a Spirit holding a Soul Core counts as having two red symbols this turn (its unblocked
    attack takes two Life); Spirits without a Soul Core are no target."""
    s = build(position(p0={"soul": None, "reserve": 7, "hand": ["BSS03-122"],
                           "field": [FieldCard(RED, cores=0, soul=True), FieldCard(RED)]}, p1={}))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    do(s, C.PASS)
    attack_until_block(s, 0)
    do(s, C.PASS)
    assert life(s, 1) == 3


# -- BSS03-123 Soul Crush --------------------------------------------------------------------------------
def test_bss03_123_strips_two_cores_from_a_spirit_without_the_soul_core(build):
    """BSS03-123: an opposing Spirit without the Soul Core loses 2 cores to its owner's Reserve; one holding
    the Soul Core cannot be chosen."""
    p1 = {"field": [FieldCard(SMALL, cores=2, soul=True), FieldCard(BRONTECH, cores=3)], "soul": None, "reserve": 0}
    state = build(auto_position(auto=False, p0={"hand": ["BSS03-123"], "reserve": 5}, p1=p1))
    use_magic(state, 0)
    assert option_cards(state) == [BRONTECH]
    choose_in(state, BRONTECH)
    assert [v["cores"] for v in field(state, 1).values()] == [3, 1]
    assert int(player(state, 1)["reserve"]) == 2 and trash_ids(state, 0) == ["BSS03-123"]


# -- BSS03-124 Counter Curse -----------------------------------------------------------------------------
@pytest.mark.parametrize("blocker, destroyed", [(VIPER, True), (SKULL_FLY, False)])
def test_bss03_124_counter_curse_destroys_the_attacker_at_battle_end(build, blocker, destroyed):
    """Flash: an attacker blocked by your Curse Spirit is destroyed when the battle ends (not at once); with a
    blocker without Curse there is nothing to pick."""
    s = build(position(active=1, turn=4, step="attack", p0={"hand": ["BSS03-124"], "reserve": 4,
                                                             "field": [FieldCard(blocker)]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    attack_and_pass(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.FLASH, 0)
    do(s, C.use_hand(0))
    pay_with_soul(s, False)
    if destroyed:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert PORCUPINE not in trash_ids(s, 1)  # not yet: when the battle ends
    pass_flashes(s)
    resolve_orders(s)
    assert (PORCUPINE in trash_ids(s, 1)) is destroyed


# -- BSS03-125 Gather Ingredients ------------------------------------------------------------------------
def test_bss03_125_main_takes_back_a_purple_spirit_card(build):
    """BSS03-125: Main: take a purple Spirit card back from your Trash (not a red Spirit, not a Magic)."""
    p0 = {"hand": ["BSS03-125"], "reserve": 4, "trash": [FILLER, "ST02-014", SMALL]}
    state = build(auto_position(auto=False, p0=p0))
    use_effect(state, "BSS03-125", "Main")
    assert option_cards(state) == [SMALL]
    choose_in(state, SMALL, "trash")
    assert hand_ids(state, 0) == [SMALL]


@pytest.mark.parametrize("magic", ["BSS03-125", "BSS03-127"])
def test_bss03_magic_gives_a_spirit_2000_bp(build, magic):
    """BSS03-125 / BSS03-127: the Main/Flash effect gives a Spirit +2000 BP this turn."""
    p0 = {"hand": [magic], "reserve": 4, "field": [FieldCard(SMALL)]}
    state = build(auto_position(auto=False, p0=p0))
    use_effect(state, magic, "Flash")
    choose_in(state, SMALL)
    assert bp(state, 0, 0) == 3000


# -- BSS03-126 Discontinue -------------------------------------------------------------------------------
@pytest.mark.parametrize("top", ["BSS03-126", SWORD])
def test_bss03_126_discarded_by_opponent_returns_to_hand(build, top):
    """When an opposing effect (here Rudra's Crush) discards it from your deck, it goes from your Trash to
    your hand; other discarded cards stay in the Trash."""
    p1 = {"deck": [top, KEEP, KEEP], "field": [FieldCard(KEEP)]}
    state = build(scenario({"field": [FieldCard("ST06-003", cores=1)]}, p1, step="attack", auto=False))
    state.apply(C.attack(0))  # Crush at Lv1: discard one card
    assert hand_ids(state, 1) == ([top] if top == "BSS03-126" else [])
    assert trash_ids(state, 1) == ([] if top == "BSS03-126" else [top])
    assert deck_ids(state, 1) == [KEEP, KEEP]


def test_bss03_126_flash_gives_2000(build):
    """Main/Flash: a Spirit gets +2000 BP this turn."""
    state = build(scenario({"hand": ["BSS03-126"], "reserve": 4, "field": [FieldCard(DUGONG), FieldCard(KEEP)]},
                           {}, auto=False))
    use_magic(state, 0, effect=1)
    answer(state, DUGONG)
    assert bp(state, 0, 0) == 5000


# -- BSS03-127 Magical Light -----------------------------------------------------------------------------
def test_bss03_127_main_takes_a_magic_from_the_top_four_and_trashes_the_rest(build):
    """BSS03-127: Main: reveal the top 4, take one Magic among them (not optional), discard the rest."""
    deck = [FILLER, "ST01-014", SMALL, "ST01-015", BRONTECH]
    state = build(auto_position(auto=False, p0={"hand": ["BSS03-127"], "reserve": 4, "deck": deck}))
    use_effect(state, "BSS03-127", "Main")
    assert option_cards(state) == ["ST01-014", "ST01-015"] and C.PASS not in legal(state)
    choose_in(state, "ST01-015", "revealed")
    assert hand_ids(state, 0) == ["ST01-015"] and deck_ids(state, 0) == [BRONTECH]
    assert sorted(trash_ids(state, 0)) == sorted([FILLER, "ST01-014", SMALL, "BSS03-127"])
    dry = build(auto_position(auto=False, p0={"hand": ["BSS03-127"], "reserve": 4, "deck": [FILLER, SMALL, BRONTECH, QUICKSAND]}))
    use_effect(dry, "BSS03-127", "Main")
    assert pending(dry) == (Decision.MAIN, 0)
    assert hand_ids(dry, 0) == [] and len(trash_ids(dry, 0)) == 5 and deck_ids(dry, 0) == []


# -- BSS03-128 Rapid Rule --------------------------------------------------------------------------------
@pytest.mark.parametrize("attacker, blockers", [(RED, [C.PASS, C.block(0)]),
                                                (CURSE, [C.PASS, C.block(0), C.block(1)])])
def test_bss03_128_rapid_rule(build, attacker, blockers):
    """Rapid Rule: this turn your Spirits of cost 2 or less cannot be blocked by Spirits of cost 5 or more
    (Lumiere, cost 6); a cost-4 attacker can be."""
    s = build(position(p0={"hand": ["BSS03-128"], "reserve": 5, "field": [FieldCard(attacker)]},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard(LUMIERE)]}))
    use_magic(s, 0)
    assert pending(s) == (Decision.MAIN, 0)
    do(s, C.PASS)
    attack_until_block(s)
    assert legal(s) == blockers


def test_bss03_128_rapid_rule_covers_later_summons(build):
    """"All of your Spirits" this turn: a cost-1 Spirit summoned after the Magic is covered too."""
    s = build(position(p0={"hand": ["BSS03-128", RED], "reserve": 7},
                       p1={"field": [FieldCard(LUMIERE)]}))
    use_magic(s, 0)
    summon(s, 0)
    do(s, C.PASS)
    attack_until_block(s)
    assert legal(s) == [C.PASS]


# -- BSS03-129 Dimensional Rift --------------------------------------------------------------------------
def test_bss03_129_summons_white_block_spirit_free_without_summon_effect(build):
    """Main: you may summon a white Spirit card with a When Blocks effect from hand free; its When Summoned
    effects stay silent (Breidablik has none; Glassbear is the only other white blocker in hand)."""
    p0 = {"hand": ["BSS03-129", GLASSBEAR, DUGONG, "BSS03-064"], "reserve": 6, "field": [FieldCard(KEEP)]}
    state = build(scenario(p0, {}, auto=False))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0), C.choice(1)]  # Glassbear and Breidablik, not Dugong
    answer(state, "BSS03-064")
    reserve = int(player(state, 0)["reserve"])
    pay_and_place(state)
    assert int(player(state, 0)["reserve"]) == reserve - 1  # one core placed, nothing paid
    assert cards(state, 0) == [KEEP, "BSS03-064"]
    assert pending(state) == (Decision.MAIN, 0)


# -- BSS03-130 Eternal Shield ----------------------------------------------------------------------------
@pytest.mark.parametrize("shield", [True, False])
def test_bss03_130_opposing_discards_cut_to_one_card(build, shield):
    """Flash, this turn: the opponent's Crush (three cards at Lv1) discards only one card of your deck."""
    p0 = {"hand": ["BSS03-130"] if shield else [], "reserve": 4}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(NIRVANA)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    if shield:
        use_magic(state, 0)
    pass_flashes(state)
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        do(state, C.PASS)
    deck = int(player(state, 0)["deck_count"])
    do(state, C.attack(1))
    while pending(state)[0] in (Decision.ORDER, Decision.YES_NO, Decision.CHOOSE):
        do(state, legal(state)[0])
    assert int(player(state, 0)["deck_count"]) == deck - (1 if shield else 3)


# -- BSS03-131 Provocation -------------------------------------------------------------------------------
@pytest.mark.parametrize("refreshed", [True, False])
def test_bss03_131_refreshed_target_returns_to_hand_as_the_turn_ends(build, refreshed):
    """The chosen opposing Spirit goes back to hand as the turn ends if it is refreshed; exhausted, it stays."""
    p0 = {"hand": ["BSS03-131"], "reserve": 5}
    p1 = {"field": [FieldCard(BRONTECH, exhausted=not refreshed)]}
    state = build(scenario(p0, p1))
    use_magic(state, 0)
    do(state, C.PASS)  # to the Attack Step
    while int(state.record()["turn"]) == 3:
        do(state, C.PASS)
    assert (BRONTECH in hand_ids(state, 1)) is refreshed
    assert cards(state, 1) == ([] if refreshed else [BRONTECH])


# -- BSS03-132 Plant Trap --------------------------------------------------------------------------------
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


# -- BSS03-133 Whirlwind ---------------------------------------------------------------------------------
def test_bss03_133_whirlwind_flash_bp(build):
    """Whirlwind, its other effect: a Spirit gets +2000 BP this turn."""
    s = build(position(p0={"field": [FieldCard(RED)], "hand": ["BSS03-133"], "reserve": 2}))
    use_magic(s, 0, effect=1)
    do(s, C.choice(0))
    assert bp(s, 0, 0) == 3000


# -- BSS03-134 Forest Charge -----------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "refreshes"), [(BLADEBEAST, True), (BRONTECH, False)])
def test_bss03_134_bladebeast_refreshes_after_winning_this_battle(build, attacker, refreshes):
    """Flash, this battle: a Bladebeast of yours that wins by BP refreshes; another Spirit stays exhausted."""
    p0 = {"field": [FieldCard(attacker)], "hand": ["BSS03-134"], "reserve": 5}
    p1 = {"field": [FieldCard(RAINEEDLE)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0), C.PASS)
    use_magic(state, 0)
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    assert cards(state, 1) == []
    assert exhausted(state, 0) == {0: 0 if refreshes else 1}


# -- BSS03-135 Strong Draw -------------------------------------------------------------------------------
def test_bss03_135_main_draws_three_then_discards_two(build):
    """Main: draw three, then discard two cards of your choice from hand."""
    deck = [SWORD, OBERO, DUGONG, GOLEM]
    state = build(scenario({"hand": ["BSS03-135", KEEP], "reserve": 4, "deck": deck, "field": [FieldCard(KEEP)]},
                           {}, auto=False))
    use_magic(state, 0, effect=0)
    assert hand_ids(state, 0) == [KEEP, SWORD, OBERO, DUGONG]
    assert pending(state) == (Decision.CHOOSE, 0)
    assert C.PASS not in legal(state)
    answer(state, KEEP)
    answer(state, DUGONG)
    assert hand_ids(state, 0) == [SWORD, OBERO] and trash_ids(state, 0) == [KEEP, DUGONG, "BSS03-135"]
    assert deck_ids(state, 0) == [GOLEM]


def test_bss03_135_flash_gives_3000(build):
    """Main/Flash: a Spirit gets +3000 BP this turn."""
    state = build(scenario({"hand": ["BSS03-135"], "reserve": 4, "field": [FieldCard(DUGONG), FieldCard(KEEP)]},
                           {}, auto=False))
    use_magic(state, 0, effect=1)
    answer(state, DUGONG)
    assert bp(state, 0, 0) == 6000


# -- BSS03-136 Break Burst -------------------------------------------------------------------------------
def test_bss03_136_main_discards_three_of_the_opponents_deck(build):
    """BSS03-136: Main: the opponent discards the top 3 of their deck."""
    state = build(auto_position(auto=False, p0={"hand": ["BSS03-136"], "reserve": 3}, p1={"deck": [FILLER] * 5}))
    use_effect(state, "BSS03-136", "Main")
    assert trash_ids(state, 1) == [FILLER] * 3 and int(player(state, 1)["deck_count"]) == 2


def test_bss03_136_flash_destroys_an_opposing_spirit_of_cost_3_or_less(build):
    """BSS03-136: Main/Flash: destroy an opposing Spirit of cost 3 or less (not the cost-5 Brontech)."""
    p1 = {"field": [FieldCard(SMALL), FieldCard(QUICKSAND), FieldCard(BRONTECH)]}
    state = build(auto_position(auto=False, p0={"hand": ["BSS03-136"], "reserve": 3}, p1=p1))
    use_effect(state, "BSS03-136", "Flash")
    assert option_cards(state) == [SMALL, QUICKSAND]
    choose_in(state, QUICKSAND)
    assert field_cards(state, 1) == {0: SMALL, 2: BRONTECH}


# -- BSS03-137 Magic Wrench ------------------------------------------------------------------------------
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


# -- BSS03-138 Muscle Charge -----------------------------------------------------------------------------
def test_bss03_138_war_gods_are_treated_as_their_highest_level(build):
    """BSS03-138: Flash: your War God Spirits are treated as their highest level this turn: Giant Platoon
    at one core has 7000 BP and Crushes 3; a Spirit of another family is unchanged."""
    p0 = {"hand": ["BSS03-138"], "reserve": 5, "field": [FieldCard("BSS03-086"), FieldCard(SMALL)]}
    state = build(auto_position(p0=p0, p1={"deck": [FILLER] * 5}))
    use_magic(state, 0)
    assert (bp(state, 0, 0), bp(state, 0, 1)) == (7000, 1000)
    state.apply(C.PASS)  # to the Attack Step
    state.apply(C.attack(0))
    assert trash_ids(state, 1) == [FILLER] * 3
