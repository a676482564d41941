"""BSS03 cards 051-075, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    battle,
    cards,
    deck_ids,
    do,
    exhausted,
    pass_flashes,
    position,
    scenario,
    their_step,
)
from cards_shared import (
    ANDROMEDA,
    ANTMAN_TK,
    EZOWOLF,
    FILLER,
    MAGIC,
    MANTIGORE,
    MECHA,
    QUICKSAND,
    RUDRA,
    SMALL,
    WEAK,
    attack_and_pass,
    auto_position,
    choose_in,
    falls_blocking,
    field_cards,
    finish_payments,
    option_cards,
    pay_with_soul,
    pick,
    place_all,
    reserve,
    resolve_orders,
    unblocked,
)
from conftest import (
    bp,
    field,
    hand_ids,
    legal,
    pay_and_place,
    pending,
    player,
    summon,
    trash_ids,
    use_magic,
    with_db,
)
from pool_cards import (
    ANTMAN,
    BRONTECH,
    CARAPITE,
    CHARGED_DRAW,
    DIAMOND_SANCTUARY,
    DROWSY_FUMES,
    DUGONG,
    GOLEM,
    KEEP,
    NEBULA,
    OBERO,
    PORCUPINE,
    RED,
    STAR_ALTAR,
    SWORD,
    answer,
    attack_until_block,
    life,
)

import pybs.scripts  # noqa: F401  (registers every script before a test overrides one)
from pybs import codec as C
from pybs.effects.script import CoreZone, Event, Scope, Timing, Who
from pybs.layout import Decision
from pybs.testing import FieldCard, TempEffect

ETRIUM = "BSS03-066"
KINGFISHER = "BSS02-081"  # green Spirit with Swift, cost 4 (two green reductions), Lv1 1 core


def position_p1_main(p0: dict, p1: dict):
    from card_helpers import position
    return position(1, "main", p0, p1, turn=4, auto=True)


# -- BSS03-051 Divemech Capybot --------------------------------------------------------------------------
def test_bss03_051_capybot_lets_an_armor_spirit_block_exhausted(build):
    """Divemech Capybot: when it blocks, a Spirit of yours with Armor may block exhausted this turn."""
    s = build(position(1, "attack", p0={"field": [FieldCard("BSS03-051"), FieldCard("BSS01-060", exhausted=True)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED)]}, turn=4))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Pegacyone has Armor; Capybot (Lv1) has none
    do(s, C.choice(0))
    pass_flashes(s)
    assert pending(s) == (Decision.ATTACK, 1)
    do(s, C.attack(1))
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(1)]


# -- BSS03-053 Mechaniffon -------------------------------------------------------------------------------
def test_bss03_053_armor_does_not_stop_a_red_effect(build):
    """BSS03-053: its Armor names white and green only: a red effect (Andromeda) can still choose it."""
    state = build(auto_position(auto=False, p0={"hand": [ANDROMEDA], "reserve": 8}, p1={"field": [FieldCard("BSS03-053")]}))
    summon(state, 0)
    choose_in(state, "BSS03-053")
    assert trash_ids(state, 1) == ["BSS03-053"]


# -- BSS03-054 Valkyrie Hildr ----------------------------------------------------------------------------
def test_bss03_054_summon_bounces_an_opposing_spirit_but_not_through_white_armor(build):
    """BSS03-054: on summon an opposing Spirit returns to its owner's hand. BSS03-053's Armor against white
    keeps it from being chosen by this white card."""
    p1 = {"field": [FieldCard("BSS03-053"), FieldCard(SMALL)]}
    state = build(auto_position(auto=False, p0={"hand": ["BSS03-054"], "reserve": 6}, p1=p1))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert option_cards(state) == [SMALL]
    choose_in(state, SMALL)
    assert hand_ids(state, 1) == [SMALL] and field_cards(state, 1) == {0: "BSS03-053"}
    alone = build(auto_position(auto=False, p0={"hand": ["BSS03-054"], "reserve": 6}))
    summon(alone, 0)
    assert pending(alone) == (Decision.MAIN, 0)  # no opposing Spirit: nothing to do


@pytest.mark.parametrize(("cores", "offered"), [(5, True), (3, False)])
def test_bss03_054_lv3_destroyed_by_opponent_may_refresh_an_android(build, cores, offered):
    """BSS03-054: destroyed by the opponent at Lv3, you may refresh one of your Android Spirits."""
    state = falls_blocking(build, "BSS03-054", cores=cores, p0={"field": [FieldCard("BSS03-057", exhausted=True)]})
    if offered:
        assert pending(state) == (Decision.CHOOSE, 0) and C.PASS in legal(state)
        choose_in(state, "BSS03-057")
    assert field(state, 0)[1]["exhausted"] == (0 if offered else 1)


# -- BSS03-055 Pilgrim Synthetic Sage --------------------------------------------------------------------
@pytest.mark.parametrize("deck", [[SWORD, DIAMOND_SANCTUARY, OBERO, KEEP, DUGONG, GOLEM],
                                  [SWORD, OBERO, KEEP, DUGONG, BRONTECH, GOLEM]])
def test_bss03_055_destroyed_deploys_diamond_sanctuary_from_top_five(build, deck):
    """When the opponent destroys it: look at the top five, deploy a Diamond Sanctuary from them free, the
    rest under the deck in any order."""
    p0 = {"field": [FieldCard("BSS03-055")], "deck": deck}
    state = build(their_step("attack", p0, {"field": [FieldCard(BRONTECH, cores=3), FieldCard(KEEP)]}))
    battle(state, 0, 0)
    if DIAMOND_SANCTUARY in deck:  # the only choice, and a required one: answered by itself (auto_forced)
        assert pending(state) == (Decision.PLACE, 0)
        pay_and_place(state)
        assert cards(state, 0) == [DIAMOND_SANCTUARY]
    while pending(state) == (Decision.CHOOSE, 0):  # the rest, one at a time, under the deck
        state.apply(legal(state)[0])
    assert sorted(deck_ids(state, 0)) == sorted(c for c in deck if c != DIAMOND_SANCTUARY)
    assert deck_ids(state, 0)[0] == GOLEM  # the sixth card stayed on top
    if DIAMOND_SANCTUARY not in deck:
        assert cards(state, 0) == []


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


# -- BSS03-056 Shield Soldier Baldr ----------------------------------------------------------------------
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


# -- BSS03-058 Tankmobile Maus ---------------------------------------------------------------------------
def test_bss03_058_destroyed_by_the_opponent_summons_an_exhausted_mecha(build):
    p0 = {"field": [FieldCard("BSS03-058")], "reserve": 1}
    p1 = {"field": [FieldCard("BSS01-027", cores=3)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    pick(state, "BSS03-058")
    finish_payments(state)
    assert cards(state, 0) == [MECHA]
    assert exhausted(state, 0) == {0: 1}


@pytest.mark.parametrize(("life", "start", "my_cores", "gains"), [(5, 5, 4, True), (5, 4, 4, True),
                                                                  (4, 5, 4, False), (5, 5, 1, False)])
def test_bss03_058_lv2_life_kept_through_their_turn_adds_a_core(build, life, start, my_cores, gains):
    """Lv2, as the opponent's turn ends: Life equal to or above its value at that turn's start puts a Void core on
    it; lower Life, or Lv1, does not."""
    p0 = {"field": [FieldCard("BSS03-058", cores=my_cores)], "life": life, "turn_start_life": start}
    state = build(position(1, "end_start", p0, {}, turn=4))
    pass_flashes(state)
    assert field(state, 0)[0]["cores"] == my_cores + gains



def test_bss03_058_lv2_reads_life_as_the_turn_ends_not_as_the_end_step_starts(build, scripted):
    """"End of Opponent's Turn" is the turn's end (as ST03-001), not the start of their End Step: Life the opponent
    takes at the start of their End Step (a test Nexus of theirs) is already gone when Maus looks, so no core."""
    def end_step_drain(c) -> None:
        c.when(Event.END_STEP_START, scope=Scope.ANY, timing=Timing.YOUR_TURN).cores(
            CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT)

    db = scripted({STAR_ALTAR: end_step_drain})
    p0 = {"field": [FieldCard("BSS03-058", cores=4)], "life": 5, "turn_start_life": 5}
    state = build(with_db(position(1, "end_start", p0, {"field": [FieldCard(STAR_ALTAR, cores=0)]}, turn=4), db))
    while pending(state)[0] == Decision.ORDER:  # Maus in the same batch: let it look first
        state.apply(state.pending_decision().trigger("BSS03-058"))
    pass_flashes(state)
    assert life(state, 0) == 4
    assert field(state, 0)[0]["cores"] == 4


# -- BSS03-059 Carrier Mecha Njord -----------------------------------------------------------------------
@pytest.mark.parametrize(("rudra_cores", "my_cores", "milled", "token"), [(6, 2, 3, True), (4, 2, 2, False),
                                                                          (6, 1, 3, False)])
def test_bss03_059_three_cards_milled_by_the_opponent_may_bring_a_mecha(build, rudra_cores, my_cores, milled, token):
    """Lv2, opponent's turn: their Crush discarding three cards of your deck at once (Rudra at Lv3) offers a Mecha
    token; two cards (Rudra at Lv2), or Njord at Lv1, do not."""
    p0 = {"field": [FieldCard("BSS03-059", cores=my_cores)], "reserve": 2}
    p1 = {"field": [FieldCard(RUDRA, cores=rudra_cores)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    assert len(trash_ids(state, 0)) == milled
    if token:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(state.pending_decision().yes_to("BSS03-059"))
        finish_payments(state)
        assert cards(state, 0) == ["BSS03-059", MECHA]
    else:
        assert pending(state)[0] != Decision.YES_NO
        assert cards(state, 0) == ["BSS03-059"]


# -- BSS03-061 Snowcapped Peak Goddess Skadi -------------------------------------------------------------
@pytest.mark.parametrize(("soul_spirit", "offered"), [(True, [1]), (False, [0, 1])])
def test_bss03_061_opposing_effects_pick_only_soul_spirits(build, soul_spirit, offered):
    """While you control a Spirit with the Soul Core, an opposing effect may only pick your Spirits holding
    it; without one, any of them."""
    p0 = {"field": [FieldCard("BSS03-061"), FieldCard(GOLEM, soul=soul_spirit)],
          "soul": None if soul_spirit else "trash"}
    p1 = {"hand": [DROWSY_FUMES], "reserve": 4}
    state = build(position(1, "main", p0, p1, turn=4))
    use_magic(state, 0)
    if len(offered) == 1:  # R0.2: the only candidate; auto_forced is off, so it is still asked
        assert pending(state) == (Decision.CHOOSE, 1)
    assert [c for c in legal(state) if c != C.PASS] == [C.choice(i) for i in range(len(offered))]
    do(state, C.choice(0))
    assert bp(state, 0, offered[0]) == (4000 if offered[0] == 1 else 7000) - 2000


@pytest.mark.parametrize(("skadi_cores", "returned"), [(5, True), (2, False)])
def test_bss03_061_lv3_opponent_end_step_returns_exhausted_spirits(build, skadi_cores, returned):
    """Lv3: at the start of the opponent's End Step their exhausted Spirits go back to hand."""
    p0 = {"field": [FieldCard("BSS03-061", cores=skadi_cores)]}
    p1 = {"field": [FieldCard(GOLEM, exhausted=True), FieldCard(BRONTECH)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.PASS)  # end the Attack Step: the End Step starts
    assert (GOLEM in hand_ids(state, 1)) is returned
    assert cards(state, 1) == ([BRONTECH] if returned else [GOLEM, BRONTECH])


# -- BSS03-064 Radiant Dragon Palace Breidablik ----------------------------------------------------------
@pytest.mark.parametrize("cores", [1, 2, 4])
def test_bss03_064_block_effects_by_level(build, cores):
    """When it blocks: a Void core to the Reserve; Lv2+: may put a Nexus of yours under your deck to draw;
    Lv3: may pay the Soul Core to refresh another Spirit of yours."""
    p0 = {"field": [FieldCard("BSS03-064", cores=cores), FieldCard(DIAMOND_SANCTUARY, cores=0), FieldCard(DUGONG, exhausted=True)],
          "deck": [SWORD, OBERO], "soul": "reserve"}
    state = build(their_step("attack", p0, {"field": [FieldCard(KEEP), FieldCard(KEEP)]}))  # a 2nd attacker waits
    reserve = int(player(state, 0)["reserve"])
    battle(state, 0, 0)
    while pending(state)[0] in (Decision.YES_NO, Decision.CHOOSE, Decision.ORDER):
        state.apply(C.CONFIRM if pending(state)[0] == Decision.YES_NO else legal(state)[-1])
    assert int(player(state, 0)["reserve"]) == reserve + 1
    if cores >= 2:
        assert cards(state, 0)[:1] == ["BSS03-064"] and DIAMOND_SANCTUARY not in cards(state, 0)
        assert deck_ids(state, 0) == [OBERO, DIAMOND_SANCTUARY] and hand_ids(state, 0) == [SWORD]
    else:
        assert DIAMOND_SANCTUARY in cards(state, 0) and deck_ids(state, 0) == [SWORD, OBERO]
    assert exhausted(state, 0)[2] == (0 if cores == 4 else 1)  # Dugong keeps slot 2


# -- BSS03-065 Forest Guardian Alraune -------------------------------------------------------------------
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


# -- BSS03-066 Tempting Etrium ---------------------------------------------------------------------------
@pytest.mark.parametrize(("level_cores", "with_soul", "refreshed"),
                         [(3, True, True), (3, False, False), (1, True, False)])
def test_bss03_066_refreshes_when_soul_core_pays_a_summon(build, level_cores, with_soul, refreshed):
    """Lv2 Etrium attacks; in the Flash timing its player summons Kingfisher (Swift) paying the Soul Core:
    Etrium refreshes. Paying only normal cores, or at Lv1, it stays exhausted."""
    p0 = {"field": [FieldCard(ETRIUM, cores=level_cores)], "hand": [KINGFISHER], "reserve": 3, "soul": "reserve"}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(0), C.PASS)
    assert pending(state) == (Decision.FLASH, 0) and exhausted(state, 0) == {0: 1}
    do(state, C.use_hand(0))
    do(state, C.pay(0, 1 if with_soul else 0))  # the first core paid: the Soul Core or a normal one
    pay_and_place(state)
    assert cards(state, 0) == [ETRIUM, KINGFISHER]
    assert exhausted(state, 0)[0] == (0 if refreshed else 1)


def test_bss03_066_does_not_refresh_outside_its_attack(build):
    """In the Main Step (not attacking) a summon paid with the Soul Core does not refresh an exhausted Etrium."""
    p0 = {"field": [FieldCard(ETRIUM, cores=3, exhausted=True)], "hand": [KINGFISHER], "reserve": 3,
          "soul": "reserve"}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0), C.pay(0, 1))
    pay_and_place(state)
    assert cards(state, 0) == [ETRIUM, KINGFISHER] and exhausted(state, 0)[0] == 1


# -- BSS03-067 Autumn Princess Mapleum -------------------------------------------------------------------
@pytest.mark.parametrize("gale_cores, target", [(1, True), (2, False)])
def test_bss03_067_mapleum_destroyed_feeds_a_gale_spirit(build, gale_cores, target):
    """Autumn Princess Mapleum: destroyed, one of your Gale Spirits gets a Void core. Totemowl has Gale only
    at Lv2: at Lv1 (Ezowolf absent) there is nobody to feed."""
    gale = FieldCard("BSS02-095") if target else FieldCard("BSS03-071", cores=1)
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-067"), gale]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    attack_until_block(s)
    do(s, C.block(0))
    pass_flashes(s)  # 2000 against 5000: Mapleum falls
    assert "BSS03-067" in trash_ids(s, 0)
    if target:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert field(s, 0)[1]["cores"] == 2
    else:
        assert pending(s) == (Decision.ATTACK, 0)
        assert field(s, 0)[1]["cores"] == 1


# -- BSS03-069 Heavenly Emperor Fenghuang ----------------------------------------------------------------
def test_bss03_069_fenghuang_gale_3(build):
    """Gale 3: blocked, the defender exhausts three of their refreshed Spirits."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-069")]},
                       p1={"field": [FieldCard(RED) for _ in range(5)]}))
    attack_and_pass(s)
    do(s, C.block(4))
    for _ in range(3):
        assert pending(s) == (Decision.CHOOSE, 1)
        do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1, 1: 1, 2: 1, 3: 0, 4: 1}  # the blocker (R9.3) and three more


@pytest.mark.parametrize("cores, refreshed", [(4, True), (1, False)])
def test_bss03_069_fenghuang_lv2_voidlord_hit_returns_and_refreshes(build, cores, refreshed):
    """Lv2: its own (Voidlord) attack takes Life: you may return an exhausted opposing Spirit to refresh it;
    at Lv1 nothing is offered."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-069", cores=cores)]},
                       p1={"field": [FieldCard(RED, exhausted=True)]}))
    unblocked(s)
    assert life(s, 1) == 4
    if not refreshed:
        assert pending(s) == (Decision.ATTACK, 0) and exhausted(s, 0) == {0: 1}
        return
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    do(s, C.choice(0))
    assert hand_ids(s, 1) == [RED] and exhausted(s, 0) == {0: 0}


@pytest.mark.parametrize("cores, lost", [(6, 2), (4, 1)])
def test_bss03_069_fenghuang_lv3_hit_takes_one_more_life(build, cores, lost):
    """Lv3: its hit also moves a core from the opponent's Life to their Reserve; not at Lv2."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-069", cores=cores)]}, p1={"reserve": 0}))
    unblocked(s)
    resolve_orders(s)
    assert life(s, 1) == 5 - lost and reserve(s, 1) == lost


# -- BSS03-070 Swamurai ----------------------------------------------------------------------------------
@pytest.mark.parametrize("ally, swift", [(EZOWOLF, True), (RED, False)])
def test_bss03_070_swamurai_swift_with_a_gale_spirit(build, ally, swift):
    """In your hand it has Swift (a Flash summon from the Reserve, R18.6) while you control a Spirit with Gale;
    with no Gale Spirit it cannot be summoned in a Flash timing."""
    s = build(position(active=1, turn=4, step="attack", p0={"hand": ["BSS03-070"], "reserve": 2,
                                                             "field": [FieldCard(ally)]},
                       p1={"field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    assert (C.use_hand(0) in legal(s)) is swift
    if swift:
        summon(s, 0)
        assert [f["card"] for f in field(s, 0).values()] == [ally, "BSS03-070"]


def test_bss03_070_swamurai_has_no_swift_on_the_field():
    """On the field it does not count as a Spirit with Swift (the reference engine answers keyword lookups)."""
    from pybs.effects.script import Keyword

    s = position(p0={"field": [FieldCard("BSS03-070"), FieldCard(EZOWOLF)]}).build_reference()
    assert s.keyword(0, 0, Keyword.SWIFT) < 0


# -- BSS03-071 Totemowl ----------------------------------------------------------------------------------
@pytest.mark.parametrize("card, cores, gale", [("BSS03-071", 2, True), ("BSS03-071", 1, False),
                                               ("BSS03-075", 3, True), ("BSS03-075", 1, False),
                                               ("BSS03-078", 5, True), ("BSS03-078", 2, False)])
def test_bss03_gale_1_at_its_level(build, card, cores, gale):
    """Totemowl (Lv2), Wind Tiger Tiguard (Lv2) and Ant Pilgrim (Lv3): Gale 1 only at the printed level."""
    s = build(position(step="attack", p0={"field": [FieldCard(card, cores=cores)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED)]}))
    attack_until_block(s)
    do(s, C.block(0))
    if gale:
        assert pending(s) == (Decision.CHOOSE, 1)
        do(s, C.choice(0))
        assert exhausted(s, 1) == {0: 1, 1: 1}
    else:
        assert pending(s) == (Decision.FLASH, 1)
        assert exhausted(s, 1) == {0: 1, 1: 0}


# -- BSS03-073 Black Huntsman Schatten Yaeger ------------------------------------------------------------
@pytest.mark.parametrize("cores, attacker, refreshed", [(3, EZOWOLF, True), (1, EZOWOLF, False), (3, RED, False)])
def test_bss03_073_schatten_refreshes_when_a_gale_spirit_hits(build, cores, attacker, refreshed):
    """Lv2: another Gale Spirit of yours takes the opponent's Life: it refreshes; not at Lv1, nor for a Spirit
    without Gale."""
    s = build(position(step="attack", p0={"field": [FieldCard(attacker), FieldCard("BSS03-073", cores=cores,
                                                                                   exhausted=True)]}))
    unblocked(s)
    assert life(s, 1) == 4
    assert exhausted(s, 0)[1] == (0 if refreshed else 1)


@pytest.mark.parametrize("cores, refreshed", [(5, True), (3, False)])
def test_bss03_073_schatten_lv3_refreshes_when_the_opponent_draws(build, cores, refreshed):
    """Lv3: the opponent draws with an effect of their own (Charged Draw): it refreshes; not at Lv2."""
    s = build(position(active=1, turn=4, p0={"field": [FieldCard("BSS03-073", cores=cores, exhausted=True)]},
                       p1={"hand": [CHARGED_DRAW], "reserve": 4, "deck": [QUICKSAND, QUICKSAND, QUICKSAND]}))
    use_magic(s, 0)
    assert len(hand_ids(s, 1)) == 2
    assert exhausted(s, 0) == {0: 0 if refreshed else 1}


def test_bss03_073_schatten_lv3_ignores_draws_you_cause(build):
    """Lv3: your own effect making the opponent draw is not "their effect": it stays exhausted."""
    from pybs.testing import Scenario  # noqa: F401

    s = build(position(p0={"hand": [CHARGED_DRAW], "reserve": 4, "deck": [QUICKSAND, QUICKSAND],
                           "field": [FieldCard("BSS03-073", cores=5, exhausted=True)]}))
    use_magic(s, 0)
    assert len(hand_ids(s, 0)) == 2 and exhausted(s, 0) == {0: 1}


# -- BSS03-074 Archduke Kingtaurus -----------------------------------------------------------------------
def test_bss03_074_summon_cores_to_three_insects_and_lv2_attack_antman(build):
    """On summon three of your Carapite/Greatbeetle/Insectoid Spirits get a Void core each; Lv2+: when it
    attacks, an Antman token."""
    p0 = {"hand": ["BSS03-074"], "reserve": 10, "field": [FieldCard(CARAPITE), FieldCard(ANTMAN_TK), FieldCard(KEEP)]}
    state = build(scenario(p0, {}, auto=False))
    summon(state, 0)
    place_all(state)
    # Antman Soldier, the Antman token and Kingtaurus itself? Kingtaurus is a Greatbeetle: all three match
    assert [f["cores"] for f in field(state, 0).values()] == [2, 2, 1, 2]
    p0 = {"field": [FieldCard("BSS03-074", cores=4)], "reserve": 1}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    place_all(state)
    assert cards(state, 0) == ["BSS03-074", ANTMAN_TK]


def test_bss03_074_lv1_attack_makes_no_antman(build):
    """Lv1: its attack summons nothing (the Antman token comes at Lv2+)."""
    p0 = {"field": [FieldCard("BSS03-074", cores=1)], "reserve": 1}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert cards(state, 0) == ["BSS03-074"]


# -- BSS03-075 Wind Tiger Tiguard ------------------------------------------------------------------------
def test_bss03_075_tiguard_swift(build):
    """Wind Tiger Tiguard: Swift, summoned in a Flash timing from the Reserve."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]},
                       p1={"hand": ["BSS03-075"], "reserve": 6, "field": [FieldCard(ANTMAN)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert C.use_hand(0) in legal(s)
