"""BSS02 cards 051-075, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import battle, cards, deck_ids, do, fight, pass_flashes, position, scenario
from cards_shared import (
    BIG,
    KV2,
    POISON_SHOT,
    PURPLE_NEXUS,
    SMALL,
    choice_cards,
    choose,
    finish_payments,
    pick,
    reserve,
    resolve_order,
    summon_card,
)
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    AXE_ANGEL,
    BRONTECH,
    CHARGED_DRAW,
    DROWSY_FUMES,
    GOLEM,
    KEEP,
    OBERO,
    OTHERLANDER,
    PUPPET_STRINGS,
    RAINEEDLE,
    RED,
    attack_until_block,
    life,
)

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

FRIG = "BSS02-054"  # white, Lv1 at 1 core
BEAST_QUEEN = "BSS02-066"  # yellow Otherlander: on summon, an opposing Spirit -2000 BP this turn
JOKER = "BSS02-065"
CRONDALE = "BSS02-069"
METEORITE = "BSS02-100"  # red Nexus, Lv1 at 0 cores, Lv2 at 3: [Flash] destroy it to draw two
BREEZE = "BSS02-070"  # yellow Birdfolk Spirit


def pay_draws(state, p: int) -> int:
    """Answer every "which core pays for the next card" choice of player ``p`` from the Reserve; returns how many."""
    n = 0
    while pending(state) == (Decision.CHOOSE, p):
        state.apply(state.pending_decision().find("a core from the Reserve", verb="pay_core", source="reserve"))
        n += 1
    return n


# -- BSS02-051 Jet Wyvern --------------------------------------------------------------------------------
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


# -- BSS02-052 Sunk Shain --------------------------------------------------------------------------------
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


# -- BSS02-054 Ice Goddess Frig --------------------------------------------------------------------------
@pytest.mark.parametrize(("frig", "reserve", "drawn", "paid"),
                         [(True, 6, 2, 2), (True, 5, 1, 1), (False, 5, 2, 0)])
def test_bss02_054_each_card_drawn_costs_a_core(build, frig, reserve, drawn, paid):
    """With the opponent's Frig on the field, Charged Draw (cost 4) draws two cards only for two more cores: with
    one core left after its cost only one card is drawn. Without Frig both cards are free."""
    p0 = {"hand": [CHARGED_DRAW], "reserve": reserve, "deck": [GOLEM, BRONTECH, RAINEEDLE]}
    p1 = {"field": [FieldCard(FRIG if frig else GOLEM)]}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0, 0))
    assert pay_draws(state, 0) == paid
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == [GOLEM, BRONTECH][:drawn]
    assert int(player(state, 0)["reserve"]) == reserve - 4 - paid


def test_bss02_054_the_drawer_picks_the_core(build):
    """The drawing player chooses which core pays: paying with the only core of their Raineedle depletes it
    (R6.2), and the card is drawn. (Raineedle's red symbol takes Charged Draw's cost to three.)"""
    p0 = {"hand": [CHARGED_DRAW], "reserve": 3, "field": [FieldCard(RAINEEDLE)], "deck": [GOLEM, BRONTECH]}
    state = build(position(0, "main", p0, {"field": [FieldCard(FRIG)]}))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0, 0))
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().find("Raineedle's core", verb="pay_core", slot=0))
    assert pending(state) == (Decision.MAIN, 0)  # no core left for the second card
    assert cards(state, 0) == [] and hand_ids(state, 0) == [GOLEM]


@pytest.mark.parametrize("frig", [True, False])
def test_bss02_054_draw_step_is_free(build, frig):
    """The Draw Step's own draw costs nothing (R5.3): the turn player keeps the Core Step's core."""
    p0 = {"reserve": 3, "deck": [GOLEM, BRONTECH]}
    state = build(position(0, "start", p0, {"field": [FieldCard(FRIG if frig else GOLEM)]}))
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == [GOLEM] and int(player(state, 0)["reserve"]) == 4


# -- BSS02-058 Heavenly Gate Guardian Clavis -------------------------------------------------------------
@pytest.mark.parametrize(("pick", "back"), [(AXE_ANGEL, [DROWSY_FUMES, DROWSY_FUMES]), ("BSS02-058", [])])
def test_bss02_058_yellow_magic_of_the_chosen_spirit_s_cost_returns(build, pick, back):
    """On summon, pick a Spirit of yours: every yellow Magic in the Trash of its cost goes to hand (the cost-2
    Angel brings both cost-2 Magic cards, not the cost-5 one; Clavis itself, cost 8, brings none)."""
    p0 = {"hand": ["BSS02-058"], "reserve": 8, "field": [FieldCard(AXE_ANGEL, exhausted=True)],
          "trash": [DROWSY_FUMES, PUPPET_STRINGS, DROWSY_FUMES]}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, pick)
    assert hand_ids(state, 0) == back
    assert PUPPET_STRINGS in trash_ids(state, 0)


@pytest.mark.parametrize(("clavis_cores", "wins"), [(4, True), (3, False)])
def test_bss02_058_lv3_blocker_counts_as_lv1(build, clavis_cores, wins):
    """Lv3 (10000 BP): the 10000 BP blocker counts as Lv1 (5000 BP) for the battle and falls; at Lv2 (7000 BP)
    it keeps its level and Clavis falls."""
    state = build(position(0, "attack", {"field": [FieldCard("BSS02-058", cores=clavis_cores)]},
                           {"field": [FieldCard(KV2, cores=2)]}))
    fight(state, 0, 0)
    assert cards(state, 1) == ([] if wins else [KV2])
    assert cards(state, 0) == (["BSS02-058"] if wins else [])


def test_bss02_058_blocker_level_lasts_for_the_battle_only(build):
    """The blocker is Lv1 only during that battle: a survivor is back at its level afterwards."""
    state = build(position(0, "attack", {"field": [FieldCard("BSS02-058", cores=4)]},
                           {"field": [FieldCard(KV2, cores=2)]}))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    assert bp(state, 1, 0) == 5000
    pass_flashes(state)
    assert cards(state, 1) == []


# -- BSS02-059 Fallen Angel Acedia -----------------------------------------------------------------------
def test_bss02_059_every_non_voidlord_spirit_counts_as_lv1(build):
    """On summon every Spirit but the Voidlords counts as Lv1 for the turn, on both sides: the KV-2 (10000 BP at
    Lv2) falls to Acedia's 7000 BP; the Voidlord Ira keeps its level."""
    p0 = {"hand": ["BSS02-059"], "reserve": 10, "field": [FieldCard(AXE_ANGEL, cores=2, exhausted=True)]}
    p1 = {"field": [FieldCard(KV2, cores=2), FieldCard("BSS02-016", cores=4, exhausted=True)]}
    state = build(position(0, "main", p0, p1))
    summon(state, 0)  # cost 10 - 1 yellow symbol = 9, one core placed
    assert (bp(state, 0, 0), bp(state, 1, 0), bp(state, 1, 1)) == (1000, 5000, 10000)
    do(state, C.PASS)  # the Attack Step
    fight(state, 1, 0)
    assert cards(state, 1) == ["BSS02-016"] and "BSS02-059" in cards(state, 0)


@pytest.mark.parametrize(("mine", "blocks"), [
    ([FieldCard("BSS02-059", cores=4)], [0]),
    ([FieldCard("BSS02-059", cores=1)], [0, 1]),
    ([FieldCard("BSS02-016", cores=4), FieldCard("BSS02-059", cores=4, exhausted=True)], [0]),
    ([FieldCard(AXE_ANGEL), FieldCard("BSS02-059", cores=4, exhausted=True)], [0, 1]),
])
def test_bss02_059_lv2_voidlords_unblockable_by_weaker_spirits(build, mine, blocks):
    """Lv2+, your Attack Step: an attacking Voidlord of yours (10000 BP: Acedia itself, or Ira) can be blocked
    by the 10000 BP KV-2 but not by the 4000 BP Golem; a Lv1 Acedia (7000 BP) gives nothing, and a
    non-Voidlord attacker is not helped."""
    state = build(position(0, "attack", {"field": mine}, {"field": [FieldCard(KV2, cores=2), FieldCard(GOLEM)]}))
    do(state, C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert [c for c in legal(state) if c != C.PASS] == [C.block(k) for k in blocks]


# -- BSS02-061 Mace Angel --------------------------------------------------------------------------------
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


# -- BSS02-062 Arcana King Charles -----------------------------------------------------------------------
@pytest.mark.parametrize(("top", "summoned"), [(BRONTECH, True), (RAINEEDLE, False)])
def test_bss02_062_reveals_and_summons_a_same_cost_spirit_free(build, top, summoned):
    """On summon the top card, a Spirit costing 5 like Charles, is summoned free; a cost-1 one goes to the Trash."""
    p0 = {"hand": ["BSS02-062"], "reserve": 7, "deck": [top, GOLEM]}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, "BSS02-062")
    if summoned:
        assert choice_cards(state) == [(0, BRONTECH)]
        pick(state, BRONTECH)
        finish_payments(state)
    assert pending(state) == (Decision.MAIN, 0)
    assert cards(state, 0) == (["BSS02-062", BRONTECH] if summoned else ["BSS02-062"])
    assert trash_ids(state, 0) == ([] if summoned else [RAINEEDLE])
    assert reserve(state, 0) == (0 if summoned else 1)  # five paid, one placed, one on the free Spirit


# -- BSS02-063 Light Emperor Lumiere ---------------------------------------------------------------------
def test_bss02_063_lumiere_grants_blessed_this_turn(build):
    """Light Emperor Lumiere: on summon one of your Spirits has Blessed this turn."""
    s = build(position(p0={"hand": ["BSS02-063"], "reserve": 8, "field": [FieldCard(RED)]}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # the red Spirit
    do(s, C.PASS)
    attack_until_block(s)
    do(s, C.PASS)
    assert (life(s, 0), life(s, 1)) == (6, 4)


@pytest.mark.parametrize("cores, blessed", [(4, True), (3, False)])
def test_bss02_063_lumiere_lv3_blessed(build, cores, blessed):
    """Lv3 (4 cores): Blessed on its own attacks; Lv2: none."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-063", cores=cores)]}, p1={}))
    attack_until_block(s)
    do(s, C.PASS)
    assert life(s, 0) == (6 if blessed else 5)


# -- BSS02-064 Arcana Princess Anne ----------------------------------------------------------------------
@pytest.mark.parametrize(("victim", "drops"), [(OTHERLANDER, True), (AXE_ANGEL, False)])
def test_bss02_064_otherlander_destroyed_by_opponent_this_turn(build, victim, drops):
    """After its summon, this turn: when the opponent destroys an Otherlander of yours, an opposing Spirit
    gets -1000 BP; another family does nothing."""
    p0 = {"hand": ["BSS02-064"], "reserve": 6, "field": [FieldCard(victim)]}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(scenario(p0, p1))
    summon(state, 0)
    do(state, C.PASS)  # to the Attack Step
    fight(state, 0, 0)  # 1000 BP against 5000: destroyed by the opponent's Spirit
    assert victim in trash_ids(state, 0)
    if drops:
        if pending(state)[0] == Decision.CHOOSE:
            do(state, C.choice(0))
    assert bp(state, 1, 0) == 5000 - (1000 if drops else 0)


# -- BSS02-065 Arcana Joker ------------------------------------------------------------------------------
@pytest.mark.parametrize(("joker_cores", "other", "golem_bp"),
                         [(2, BEAST_QUEEN, 2000), (1, BEAST_QUEEN, 4000), (2, OBERO, 4000)])
def test_bss02_065_attack_runs_an_otherlanders_summon_effect(build, joker_cores, other, golem_bp):
    """Lv2 Joker attacks and picks Beast Queen: her When Summoned effect runs as Joker's, the opposing Golem gets
    -2000 BP. At Lv1 nothing is copied; a vanilla Otherlander (Obero) has nothing to copy."""
    p0 = {"field": [FieldCard(JOKER, cores=joker_cores), FieldCard(other)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(0))
    if joker_cores >= 2:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, other)
        if other == BEAST_QUEEN:
            assert pending(state) == (Decision.CHOOSE, 0)
            choose(state, GOLEM, p=1)
    assert pending(state) == (Decision.FLASH, 1)
    assert bp(state, 1, 0) == golem_bp


def test_bss02_065_copied_effect_is_the_jokers_own(build):
    """The copy resolves as Joker's effect: its source and its subject are Joker, not Beast Queen."""
    p0 = {"field": [FieldCard(JOKER, cores=2), FieldCard(BEAST_QUEEN)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(0))
    choose(state, BEAST_QUEEN)
    effect = state.pending_decision().effect
    assert effect is not None and effect.timing == "When Summoned"
    assert (effect.card.card, effect.subject.card) == (JOKER, JOKER)


@pytest.mark.parametrize("summoned", [True, False])
def test_bss02_065_summoned_joker_cannot_be_blocked_this_turn(build, summoned):
    """Summoned this turn, Joker attacks and the refreshed Golem has no block option; a Joker already on the
    field (not summoned this turn) can be blocked."""
    p0 = {"hand": [JOKER] if summoned else [], "reserve": 6, "field": [] if summoned else [FieldCard(JOKER)]}
    state = build(position(0, "main", p0, {"field": [FieldCard(GOLEM)]}))
    if summoned:
        summon(state, 0)
    do(state, C.PASS, C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert (C.block(0) in legal(state)) is not summoned


# -- BSS02-066 Arcana Beast Queen ------------------------------------------------------------------------
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


# -- BSS02-068 Air Brigade Captain Raphael ---------------------------------------------------------------
def test_bss02_068_attack_returns_a_cost_2_card_from_the_trash(build):
    """When it attacks, a cost-2 card of any kind goes from the Trash to hand (not the cost-5 Magic)."""
    p0 = {"field": [FieldCard("BSS02-068")], "trash": [PUPPET_STRINGS, DROWSY_FUMES, AXE_ANGEL]}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    resolve_order(state)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert len(legal(state)) == 2  # Drowsy Fumes and Axe Angel
    choose(state, AXE_ANGEL)
    assert hand_ids(state, 0) == [AXE_ANGEL]


@pytest.mark.parametrize(("angel_cores", "weakens"), [([1, 1, 1, 1], True), ([1, 1, 1, 2], False)])
def test_bss02_068_four_other_lv1_spirits_weaken_two_opposing_spirits(build, angel_cores, weakens):
    """With four other Lv1 Spirits its attack gives two opposing Spirits -3000 BP this turn; with only three
    (the fourth at Lv2) nothing happens."""
    p0 = {"field": [FieldCard("BSS02-068")] + [FieldCard(AXE_ANGEL, cores=n, exhausted=True) for n in angel_cores]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM), FieldCard(KV2, cores=2)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    resolve_order(state)
    if weakens:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, BRONTECH)
        choose(state, GOLEM)
    assert pending(state)[0] == Decision.FLASH
    assert (bp(state, 1, 0), bp(state, 1, 1)) == ((2000, 1000) if weakens else (5000, 4000))


@pytest.mark.parametrize(("raphael_cores", "fires"), [(4, True), (1, False)])
def test_bss02_068_lv2_core_into_your_reserve_makes_an_opposing_spirit_lv1(build, raphael_cores, fires):
    """Lv2+, Attack Step: your Axe Angel falls in battle and its core goes to your Reserve, so an opposing
    Spirit counts as Lv1 this turn: the KV-2 (5000 BP) then falls to Raphael's 8000 BP. At Lv1 nothing."""
    p0 = {"field": [FieldCard("BSS02-068", cores=raphael_cores), FieldCard(AXE_ANGEL)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(KV2, cores=2)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 1, 0)  # Axe Angel (1000) loses to Brontech
    assert AXE_ANGEL not in cards(state, 0)
    if fires:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, KV2)
        assert bp(state, 1, 1) == 5000
    assert pending(state) == (Decision.ATTACK, 0)


def test_bss02_068_cores_into_the_opponent_s_reserve_do_not_count(build):
    """Only your own Reserve: the opposing Golem falling (its core to their Reserve) triggers nothing."""
    p0 = {"field": [FieldCard("BSS02-068", cores=4), FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM), FieldCard(KV2, cores=2)]}))
    fight(state, 1, 0)
    assert cards(state, 1) == [KV2]
    assert pending(state) == (Decision.ATTACK, 0)


# -- BSS02-069 Scout Crondale ----------------------------------------------------------------------------
@pytest.mark.parametrize(("crondale", "nexus_cores", "usable"),
                         [(True, 0, False), (False, 0, True), (True, 3, True)])
def test_bss02_069_lv1_nexus_loses_its_effects_in_attack_steps(build, crondale, nexus_cores, usable):
    """In the Attack Step a Lv1 Meteorite Impact Zone has no [Flash] effect while Crondale is on the field; at
    Lv2 (3 cores) it keeps it: the rule reads the Nexus's level, not the effect's."""
    p0 = {"field": [FieldCard(CRONDALE if crondale else GOLEM)]}
    p1 = {"field": [FieldCard(METEORITE, cores=nexus_cores)], "reserve": 0}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert (C.activate(0) in legal(state)) is usable


def test_bss02_069_main_step_keeps_nexus_effects(build):
    """Outside the Attack Steps a Lv1 Nexus keeps its effects: its [Flash] effect can be used in the Main Step."""
    p0 = {"field": [FieldCard(CRONDALE), FieldCard(METEORITE, cores=0)]}
    state = build(position(0, "main", p0, {}))
    assert C.activate(1) in legal(state)


@pytest.mark.parametrize(("deck", "to_hand"), [([GOLEM, BREEZE, RAINEEDLE], [BREEZE]), ([GOLEM, RAINEEDLE, BREEZE], [])])
def test_bss02_069_destroyed_by_opponent_finds_a_birdfolk(build, deck, to_hand):
    """Crondale blocks Brontech and is destroyed: of its top two cards the Birdfolk Spirit goes to the hand and
    the other to the Trash; with no Birdfolk among them both go to the Trash."""
    p0 = {"field": [FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard(CRONDALE)], "deck": deck}
    state = build(position(0, "attack", p0, p1))
    fight(state, 0, 0)
    if to_hand:
        assert pending(state) == (Decision.CHOOSE, 1)
        choose(state, BREEZE)
    assert cards(state, 1) == []
    assert hand_ids(state, 1) == to_hand
    assert sorted(trash_ids(state, 1)) == sorted([CRONDALE] + [c for c in deck[:2] if c not in to_hand])
    assert deck_ids(state, 1) == deck[2:]


# -- BSS02-070 Air Sniper Breeze -------------------------------------------------------------------------
@pytest.mark.parametrize("card, cores_after", [("BSS02-071", 2), ("BSS01-089", 1)])
def test_bss02_070_breeze_guards_costly_yellow_spirits(build, card, cores_after):
    """Air Sniper Breeze: in the opponent's turn their effects take no cores from your yellow Spirits of cost
    4 or more (Clockodile); a cost-3 one (Hippocampo) loses its core."""
    s = build(position(1, "main", p0={"field": [FieldCard("BSS02-070"), FieldCard(card, cores=2)]},
                       p1={"hand": [POISON_SHOT], "reserve": 5}, turn=4))
    use_magic(s, 0, effect=0)
    do(s, C.choice(1))
    assert field(s, 0)[1]["cores"] == cores_after


# -- BSS02-071 Clockodile --------------------------------------------------------------------------------
@pytest.mark.parametrize("soul, blessed", [(True, True), (False, False)])
def test_bss02_071_clockodile_blessed_with_soul_core(build, soul, blessed):
    """Clockodile Lv2: Blessed while the Soul Core is on it."""
    card = FieldCard("BSS02-071", cores=1, soul=True) if soul else FieldCard("BSS02-071", cores=2)
    s = build(position(step="attack", p0={"soul": None if soul else "trash", "field": [card]}, p1={}))
    attack_until_block(s)
    do(s, C.PASS)
    assert life(s, 0) == (6 if blessed else 5)
