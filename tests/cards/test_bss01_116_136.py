"""BSS01 cards 116-136, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    attack_to_block,
    blocked_battle,
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
    BIG,
    HIPPOCAMPO,
    MACE_ANGEL,
    OKAPANDLE,
    PURPLE_NEXUS,
    QUICKSAND,
    RED_BIG,
    RED_NEXUS,
    SKULL_FLY,
    SMALL,
    WEAK,
    candidates,
    pay_with_soul,
    pick,
    pick_slot,
    reserve,
    resolve_orders,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    ANTMAN,
    AXE_ANGEL,
    BRONTECH,
    DRAGONOID,
    DUGONG,
    GOLEM,
    KEEP,
    NEBULA,
    PORCUPINE,
    RAINEEDLE,
    RED,
    SWORD,
    answer,
    attack_until_block,
    life,
)

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision, Phase
from pybs.rules import RuleSet
from pybs.testing import FieldCard

CAVALIERE = "BSS01-046"  # purple, 3000 BP at Lv1, draws when summoned
FIVE_CARD_DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004"]


def opponent_summons(build, summoned: str, p0: dict, p1: dict | None = None):
    """Player 1 summons ``summoned`` in their Main Step; player 0 has ``p0`` (a Burst set, say)."""
    state = build(their_step("main", p0, {"hand": [summoned], "reserve": 6, **(p1 or {})}))
    summon(state, 0)
    return state


def choose(state, card_id: str, player: int | None = None) -> None:
    """Answer the pending choice with ``card_id`` (of ``player`` when given)."""
    state.apply(state.pending_decision().choose_card(card_id, player=player))


# -- BSS01-116 Green Field of the Victor -----------------------------------------------------------------
@pytest.mark.parametrize(("others", "bonus"), [([SWORD, "ST04-007"], 1000), ([SWORD, RAINEEDLE], 0)])
def test_bss01_116_only_yellow_spirits_gain_bp(build, others, bonus):
    """Your Attack Step: +1000 BP to your Spirits only while none of them is not yellow."""
    p0 = {"field": [FieldCard("BSS01-116", cores=0)] + [FieldCard(c) for c in others]}
    state = build(position(0, "attack", p0, {}))
    assert bp(state, 0, 1) == 1000 + bonus


@pytest.mark.parametrize(("others", "weakens"), [([SWORD, "ST04-007"], True), ([SWORD, RAINEEDLE], False)])
def test_bss01_116_lv2_start_step_same_costs_weaken(build, others, weakens):
    """Lv2, your Start Step: all your Spirits costing the same (2 and 2) give an opposing Spirit -2000 BP; costs
    2 and 1 do not."""
    p0 = {"field": [FieldCard("BSS01-116", cores=1)] + [FieldCard(c) for c in others]}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(position(0, "start", p0, p1))
    if weakens:
        assert pending(state) == (Decision.CHOOSE, 0)
        pick_slot(state, 0, 1)
    assert pending(state) == (Decision.MAIN, 0)
    assert bp(state, 1, 0) == (3000 if weakens else 5000)


# -- BSS01-117 Big Bang Energy ---------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "paid"), [("ST01-002", 2), (DRAGONOID, 3)])
def test_bss01_117_star_dragons_cost_your_life(build, card, paid):
    """Main: this turn your Star Dragon Spirit cards in hand cost your Life total (2 here); a Dragonoid keeps
    its printed cost."""
    p0 = {"hand": ["BSS01-117", card], "reserve": 10, "life": 2}
    state = build(scenario(p0, {}))
    use_magic(state, 0, effect=0)
    before = reserve(state)
    summon(state, 0)
    assert reserve(state) == before - paid - 1  # the cost, then one core placed


# -- BSS01-118 Starblessed Draw --------------------------------------------------------------------------
@pytest.mark.parametrize(("summoned", "answer", "drawn"), [
    pytest.param(CAVALIERE, C.CONFIRM, 4, id="burst-then-paid-main"),
    pytest.param(CAVALIERE, C.PASS, 2, id="burst-unpaid"),
    pytest.param(SMALL, None, 0, id="no-when-summoned-effect"),
])
def test_bss01_118_burst_after_opposing_when_summoned_effect_draws_two(build, summoned, answer, drawn):
    """Burst after an opposing When Summoned effect resolves: draw 2, then paying its cost draws 2 more; no
    offer for a Spirit without a When Summoned effect."""
    state = opponent_summons(build, summoned, {"burst": "BSS01-118", "reserve": 4, "deck": FIVE_CARD_DECK})
    if answer is not None:
        assert pending(state) == (Decision.BURST, 0)
        state.apply(state.pending_decision().yes_to("BSS01-118"))
        assert hand_ids(state, 0) == FIVE_CARD_DECK[:2]
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(answer)
        pay_and_place(state)
    assert pending(state) == (Decision.MAIN, 1)
    assert hand_ids(state, 0) == FIVE_CARD_DECK[:drawn]
    assert trash_ids(state, 0) == (["BSS01-118"] if answer is not None else [])


def test_bss01_118_main_draws_two(build):
    """Main: draw 2."""
    state = build(scenario({"hand": ["BSS01-118"], "reserve": 4, "deck": FIVE_CARD_DECK}, {}))
    use_magic(state, 0)
    assert hand_ids(state, 0) == FIVE_CARD_DECK[:2] and trash_ids(state, 0) == ["BSS01-118"]


# -- BSS01-119 Volcanic Break ----------------------------------------------------------------------------
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


# -- BSS01-120 Flame Breath ------------------------------------------------------------------------------
def test_bss01_120_burst_destroys_spirit_of_4000_or_less(build):
    """Burst after an opposing When Summoned effect: destroy an opposing Spirit of 4000 BP or less (the
    3000 BP newcomer; not the 5000 BP one); declining to pay ends it."""
    state = opponent_summons(build, CAVALIERE, {"burst": "BSS01-120", "reserve": 0},
                             {"field": [FieldCard(BIG, cores=3)], "deck": FIVE_CARD_DECK})
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)  # the only candidate is taken at once: no choice was offered
    assert trash_ids(state, 1) == [CAVALIERE] and cards(state, 1) == [BIG]
    assert trash_ids(state, 0) == ["BSS01-120"]  # no cores to pay for the Flash effect
    assert pending(state) == (Decision.MAIN, 1)


def test_bss01_120_main_gives_2000_bp(build):
    """Main/Flash: a Spirit gets +2000 BP this turn."""
    state = build(scenario({"hand": ["BSS01-120"], "reserve": 3, "field": [FieldCard(RED)]}, {}))
    use_magic(state, 0)
    assert bp(state, 0, 0) == 3000


# -- BSS01-121 Burning Force -----------------------------------------------------------------------------
def test_bss01_121_main_destroys_an_opposing_nexus(build):
    """Main: destroy an opposing Nexus."""
    p1 = {"field": [FieldCard(PURPLE_NEXUS, cores=0), FieldCard(SMALL), FieldCard("ST03-012", cores=0)]}
    state = build(scenario({"hand": ["BSS01-121"], "reserve": 5, "field": [FieldCard(RED_NEXUS, cores=0)]}, p1,
                           auto=False))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(1, PURPLE_NEXUS), (1, "ST03-012")]  # not your own Nexus
    choose(state, "ST03-012")
    assert cards(state, 1) == [PURPLE_NEXUS, SMALL] and trash_ids(state, 1) == ["ST03-012"]


@pytest.mark.parametrize(("opp", "destroyed"), [
    pytest.param([FieldCard(SMALL), FieldCard(BIG, cores=3), FieldCard(SMALL, cores=3), FieldCard(BIG)],
                 [SMALL, BIG], id="two-of-three"),
    pytest.param([FieldCard(BIG, cores=3), FieldCard(SMALL)], [SMALL], id="only-one-there"),
])
def test_bss01_121_main_or_flash_destroys_two_spirits_of_3000_or_less(build, opp, destroyed):
    """Main/Flash: destroy two opposing Spirits of 3000 BP or less (just one when only one is there)."""
    state = build(scenario({"hand": ["BSS01-121"], "reserve": 5}, {"field": opp}, auto=False))
    use_magic(state, 0, effect=1)
    assert pending(state) == (Decision.CHOOSE, 0)
    if len(destroyed) == 2:
        assert candidates(state) == [(1, SMALL), (1, SMALL), (1, BIG)]  # not the 5000 BP Mummyphant
        state.apply(state.pending_decision().target_slot(0, player=1))
        state.apply(state.pending_decision().target_slot(3, player=1))
    else:
        choose(state, SMALL)
    assert pending(state) == (Decision.MAIN, 0)
    assert sorted(trash_ids(state, 1)) == sorted(destroyed)


# -- BSS01-122 Deadly Balance ----------------------------------------------------------------------------
def test_bss01_122_each_side_loses_a_spirit_the_opponent_picks_theirs(build):
    """Main/Flash: the opponent picks one of their Spirits, then you pick one of yours; both are destroyed."""
    p0 = {"hand": ["BSS01-122"], "reserve": 3, "field": [FieldCard(RED), FieldCard(RED_BIG)]}
    state = build(scenario(p0, {"field": [FieldCard(SMALL), FieldCard(BIG)]}, auto=False))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert candidates(state) == [(1, SMALL), (1, BIG)]
    choose(state, BIG)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(0, RED), (0, RED_BIG)]
    choose(state, RED_BIG)
    assert pending(state) == (Decision.MAIN, 0)
    assert cards(state, 0) == [RED] and cards(state, 1) == [SMALL]
    assert trash_ids(state, 1) == [BIG] and trash_ids(state, 0) == [RED_BIG, "BSS01-122"]


def test_bss01_122_opponent_without_spirits_still_costs_you_one(build):
    """With no opposing Spirit, yours is still picked and destroyed."""
    p0 = {"hand": ["BSS01-122"], "reserve": 3, "field": [FieldCard(RED), FieldCard(RED_BIG)]}
    state = build(scenario(p0, {}, auto=False))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, RED)
    assert cards(state, 0) == [RED_BIG]


# -- BSS01-123 Burst Venom -------------------------------------------------------------------------------
def test_bss01_123_burst_strips_a_spirit_to_one_core(build):
    """Burst when the opponent destroys your Spirit: a Spirit keeps one core, the rest go to its owner's
    Reserve; then it may be paid for (declined here)."""
    p0 = {"field": [FieldCard(RED_BIG, cores=4), FieldCard(RED)], "reserve": 0}
    p1 = {"field": [FieldCard(SMALL), FieldCard(BIG, cores=3)], "reserve": 0, "burst": "BSS01-123"}
    state = build(scenario(p0, p1, step="attack", auto=False))
    blocked_battle(state, 0, 0)  # 7000 vs 1000
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert candidates(state) == [(1, BIG), (0, RED_BIG), (0, RED)]  # either side
    choose(state, RED_BIG)
    assert field(state, 0)[0]["cores"] == 1 and int(player(state, 0)["reserve"]) == 3
    assert bp(state, 0, 0) == 3000
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.PASS)
    assert trash_ids(state, 1) == [SMALL, "BSS01-123"]


def test_bss01_123_main_gives_2000_bp(build):
    """Main/Flash: a Spirit gets +2000 BP this turn."""
    state = build(scenario({"hand": ["BSS01-123"], "reserve": 4, "field": [FieldCard(SMALL)]}, {}))
    use_magic(state, 0)
    assert bp(state, 0, 0) == 3000


@pytest.mark.parametrize(("burst", "blocks"), [
    pytest.param("BSS01-123", False, id="123-life-lost-only"),
    pytest.param("BSS01-126", True, id="126-spirit-destroyed-only"),
])
def test_bss01_123_126_bursts_wait_for_their_own_condition(build, burst, blocks):
    """Burst Venom waits when you only lose Life; Dark Matter waits when your Spirit is only destroyed."""
    p1 = {"field": [FieldCard(SMALL)], "reserve": 4, "burst": burst}
    state = build(scenario({"field": [FieldCard(RED_BIG, cores=4), FieldCard(RED)]}, p1, step="attack",
                           auto=False))
    attack_to_block(state, 0)
    state.apply(C.block(0) if blocks else C.PASS)
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert (trash_ids(state, 1), int(player(state, 1)["life"])) == (([SMALL], 5) if blocks else ([], 4))
    assert int(player(state, 1)["burst_inst"]) != L.NO_CARD


# -- BSS01-124 Poison Mist -------------------------------------------------------------------------------
@pytest.mark.parametrize("attacker, offered", [(OKAPANDLE, True), (RED, False)])
def test_bss01_124_poison_mist_curse_spirits_attack_a_spirit(build, attacker, offered):
    """Main: this turn, a Curse Spirit of yours that attacks may attack an exhausted opposing Spirit (R18.5: it
    blocks at once, no Life is taken); a Spirit without Curse is not offered it."""
    s = build(position(p0={"hand": ["BSS01-124"], "reserve": 5, "field": [FieldCard(attacker, cores=2)]},
                       p1={"field": [FieldCard(SKULL_FLY, exhausted=True)]}))
    use_magic(s, 0, effect=0)
    pass_flashes(s)
    do(s, C.PASS)  # to the Attack Step
    do(s, C.attack(0))
    if not offered:
        assert pending(s)[0] == Decision.FLASH
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    pass_flashes(s)
    resolve_orders(s)
    assert life(s, 1) == 5 and SKULL_FLY in trash_ids(s, 1)


def test_bss01_124_poison_mist_flash_bp(build):
    """Main/Flash: a Spirit gets +3000 BP this turn."""
    s = build(position(p0={"hand": ["BSS01-124"], "reserve": 5, "field": [FieldCard(RED)]}))
    use_magic(s, 0, effect=1)
    do(s, C.choice(0))
    assert bp(s, 0, 0) == 4000


# -- BSS01-125 Core Theft --------------------------------------------------------------------------------
@pytest.mark.parametrize("discards", [2, 0])
def test_bss01_125_one_core_to_the_trash_per_card_discarded(build, discards):
    """The chosen opposing Spirit loses one core to its owner's Trash for each card you discard (none: none)."""
    p0 = {"hand": ["BSS01-125", RAINEEDLE, GOLEM, DUGONG], "reserve": 4}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)]}
    state = build(scenario(p0, p1, auto=False))
    use_magic(state, 0)
    pick_slot(state, 0, 1)
    for card_id in (RAINEEDLE, DUGONG)[:discards]:
        pick(state, card_id)
    do(state, C.PASS)  # no more cards
    assert hand_ids(state, 0) == ([GOLEM] if discards else [RAINEEDLE, GOLEM, DUGONG])
    assert field(state, 1)[0]["cores"] == 3 - discards
    assert int(player(state, 1)["trash_cores"]) == discards


# -- BSS01-126 Dark Matter -------------------------------------------------------------------------------
def test_bss01_126_burst_on_life_loss_returns_a_cheap_spirit_card(build):
    """Burst when you lose Life: a Spirit card of cost 4 or less comes back from your Trash (not a cost-7
    Spirit, not a Magic)."""
    trash = ["BSS01-009", SMALL, "ST04-016", BIG]
    p1 = {"field": [], "reserve": 0, "burst": "BSS01-126", "trash": trash}
    state = build(scenario({"field": [FieldCard(RED), FieldCard(RED)]}, p1, step="attack", auto=False))
    attack_to_block(state, 0)
    state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 4
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert candidates(state) == [(1, SMALL), (1, BIG)]
    choose(state, BIG)
    assert hand_ids(state, 1) == [BIG]
    assert trash_ids(state, 1) == ["BSS01-009", SMALL, "ST04-016", "BSS01-126"]  # too poor to pay


def test_bss01_126_main_destroys_an_exhausted_spirit_of_cost_4_or_less(build):
    """Main: destroy an exhausted Spirit of cost 4 or less, on either side (not a refreshed one, not a cost-7
    one)."""
    p0 = {"hand": ["BSS01-126"], "reserve": 4, "field": [FieldCard(RED, exhausted=True), FieldCard(RED)]}
    p1 = {"field": [FieldCard(BIG, exhausted=True), FieldCard("BSS01-009", exhausted=True)]}
    state = build(scenario(p0, p1, auto=False))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(0, RED), (1, BIG)]
    choose(state, BIG)
    assert cards(state, 1) == ["BSS01-009"] and trash_ids(state, 1) == [BIG]


# -- BSS01-127 Absolute Ice Shield -----------------------------------------------------------------------
@pytest.mark.parametrize("pay, ends", [(True, True), (False, False)])
def test_bss01_127_absolute_ice_shield(build, pay, ends):
    """Absolute Ice Shield Burst (you lose Life): a Reserve core goes to your Life; paid, its Flash effect ends
    the Attack Step when this battle ends."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED), FieldCard(RED)]},
                       p1={"burst": "BSS01-127", "reserve": 6}))
    attack_until_block(s)
    do(s, C.PASS)
    assert pending(s) == (Decision.BURST, 1)
    do(s, C.CONFIRM)
    assert life(s, 1) == 5  # lost one, then a Reserve core came back
    assert pending(s) == (Decision.YES_NO, 1)
    if pay:
        do(s, C.CONFIRM)
        pay_and_place(s)
    else:
        do(s, C.PASS)
    if ends:
        assert pending(s) != (Decision.ATTACK, 0)
        assert int(s.record()["phase"]) != int(Phase.ATTACK)
    else:
        assert pending(s) == (Decision.ATTACK, 0)


# -- BSS01-128 Regain ------------------------------------------------------------------------------------
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


# -- BSS01-129 Counter Sword -----------------------------------------------------------------------------
@pytest.mark.parametrize("pay", [True, False])
def test_bss01_129_burst_sends_opposing_spirit_to_deck_top(build, pay):
    """Burst when the opponent resolves a When Summoned effect: an opposing Spirit on top of its deck; then the
    Main effect (a Void core into Life) may be paid for."""
    p0 = {"burst": "BSS01-129", "reserve": 5, "field": [FieldCard(KEEP)]}
    p1 = {"hand": [NEBULA], "reserve": 6, "field": [FieldCard(DUGONG), FieldCard(KEEP)], "deck": [SWORD]}
    state = build(their_step("main", p0, p1))
    summon(state, 0)
    while pending(state)[0] == Decision.CHOOSE and pending(state)[1] == 1:  # Nebula's own effect
        state.apply(legal(state)[-1])
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    answer(state, DUGONG)
    assert deck_ids(state, 1)[0] == DUGONG
    assert pending(state) == (Decision.YES_NO, 0)
    life = int(player(state, 0)["life"])
    state.apply(C.CONFIRM if pay else C.PASS)
    pay_and_place(state)
    assert int(player(state, 0)["life"]) == life + (1 if pay else 0)
    assert "BSS01-129" in trash_ids(state, 0)


# -- BSS01-130 Suppression -------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_130_suppression(build, soul):
    """Flash in the opponent's attack: +3000 BP this turn; paid with the Soul Core, the exhausted Spirit may
    also block; paid with normal cores it may not."""
    s = build(position(active=1, turn=4, step="attack", p0={"hand": ["BSS01-130"], "reserve": 4, "soul": "reserve",
                                                             "field": [FieldCard(AXE_ANGEL, exhausted=True)]},
                       p1={"field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    do(s, C.use_hand(0))
    pay_with_soul(s, soul)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # the Axe Angel (the controller's side first)
    assert bp(s, 0, 0) == 4000
    pass_flashes(s)
    assert pending(s)[0] == Decision.BLOCK
    assert (C.block(0) in legal(s)) is soul


# -- BSS01-131 Dream Blizzard ----------------------------------------------------------------------------
def test_bss01_131_main_returns_every_nexus(build):
    """Main: every Nexus, yours and the opponent's, returns to its owner's hand; Spirits stay."""
    p0 = {"hand": ["BSS01-131"], "reserve": 4, "field": [FieldCard(RED_NEXUS, cores=0), FieldCard(RED)]}
    p1 = {"field": [FieldCard(PURPLE_NEXUS, cores=1), FieldCard(SMALL)]}
    state = build(scenario(p0, p1))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.MAIN, 0)
    assert (cards(state, 0), cards(state, 1)) == ([RED], [SMALL])
    assert (hand_ids(state, 0), hand_ids(state, 1)) == ([RED_NEXUS], [PURPLE_NEXUS])


def test_bss01_131_main_or_flash_gives_3000_bp(build):
    """Main/Flash: a Spirit gets +3000 BP this turn."""
    state = build(scenario({"hand": ["BSS01-131"], "reserve": 4, "field": [FieldCard(RED)]}, {}))
    use_magic(state, 0, effect=1)
    assert bp(state, 0, 0) == 4000


# -- BSS01-132 Royal Potion ------------------------------------------------------------------------------
def test_bss01_132_refreshes_your_cost_2_spirits(build):
    """Main/Flash: every exhausted Spirit of yours that costs 2 refreshes; a cost-7 one and the opponent's
    stay exhausted."""
    p0 = {"hand": ["BSS01-132"], "reserve": 5, "field": [FieldCard("ST04-006", exhausted=True),
                                                         FieldCard("BSS01-009", exhausted=True),
                                                         FieldCard("ST04-007", exhausted=True)]}
    state = build(scenario(p0, {"field": [FieldCard("ST04-006", exhausted=True)]}))
    use_magic(state, 0)
    assert [f["exhausted"] for f in field(state, 0).values()] == [0, 1, 0]
    assert field(state, 1)[0]["exhausted"] == 1


# -- BSS01-133 Angelic Pressure --------------------------------------------------------------------------
@pytest.mark.parametrize(("rules", "falls"), [("bss", True), ("rulebook-8.0", False)])
def test_bss01_133_opposing_spirit_loses_3000_bp(build, rules, falls):
    """Main/Flash: an opposing Spirit gets -3000 BP this turn; at 0 BP the BSS rules destroy it (R18.1)."""
    p0 = {"hand": ["BSS01-133"], "reserve": 3}
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(SMALL)]}
    state = build(position(0, "main", p0, p1, turn=3, rules=RuleSet.preset(rules)))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(1, BIG), (1, SMALL)]
    choose(state, BIG)
    assert bp(state, 1, 0) == 2000
    state = build(position(0, "main", p0, p1, turn=3, rules=RuleSet.preset(rules)))
    use_magic(state, 0)
    choose(state, SMALL)
    assert cards(state, 1) == ([BIG] if falls else [BIG, SMALL])


# -- BSS01-134 Ascension Zero ----------------------------------------------------------------------------
def test_bss01_134_ascension_zero_burst_sets_opponents_to_lv1(build):
    """Ascension Zero Burst: after the opponent resolves a "When Summoned" effect, their Spirits count as Lv1
    this turn (Raineedle at 3 cores: 1000 BP); paying for the Flash effect is offered."""
    s = build(position(active=1, p0={"field": [FieldCard(ANTMAN)], "reserve": 4, "burst": "BSS01-134"},
                       p1={"hand": ["ST05-002"], "reserve": 6, "field": [FieldCard(RED, cores=3)]}))
    assert bp(s, 1, 0) == 4000
    summon(s, 0)
    do(s, C.choice(0))  # Aldeed's own When Summoned effect
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    assert bp(s, 1, 0) == 1000
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.PASS)
    assert pending(s) == (Decision.MAIN, 1)
    assert bp(s, 1, 0) == 1000


# -- BSS01-135 Gleam of Hope -----------------------------------------------------------------------------
def test_bss01_135_gleam_of_hope(build):
    """Draw one; your Luster and Blessed Spirits get +1000 BP, a vanilla Spirit does not."""
    s = build(position(p0={"hand": ["BSS01-135"], "reserve": 3, "deck": [QUICKSAND, QUICKSAND],
                           "field": [FieldCard(MACE_ANGEL), FieldCard(HIPPOCAMPO), FieldCard(AXE_ANGEL)]}))
    base = [bp(s, 0, k) for k in range(3)]
    use_magic(s, 0)
    pass_flashes(s)
    assert hand_ids(s, 0) == [QUICKSAND]
    assert [bp(s, 0, k) - base[k] for k in range(3)] == [1000, 1000, 0]


# -- BSS01-136 Exhaust Nexus -----------------------------------------------------------------------------
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
