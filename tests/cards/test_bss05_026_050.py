"""BSS05 cards 026-050, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails). The cards with no effect text are tested in test_bss05_001_025.py."""

from __future__ import annotations

import pytest
from card_helpers import attack_and_resolve, cards, deck_ids, do, pass_flashes, position
from cards_shared import (
    BIG,
    KV2,
    MANTIGORE,
    SKULLZARD,
    answer_all,
    choose,
    falls_blocking,
    option_cards,
    pay_with_soul,
    reserve,
    their_turn,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, trash_ids, use_magic
from pool_cards import (
    BRONTECH,
    DREAM_BOMB,
    DROWSY_FUMES,
    GOLEM,
    PUPPET_STRINGS,
    RAINEEDLE,
    SWORD,
    life,
)

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004"]
GARNOTAURUS = "BSS05-008"  # red vanilla, cost 6: 5000 BP at 1 core
RYUSEI = "BSS05-011"  # a Surveyor, 2000 BP at 1 core
DEMO_BONES_PY = "BSS05-033"  # purple and yellow vanilla, cost 2


def astral_attacker(build, card_id: str, cores: int) -> bool:
    """``card_id`` (player 0) attacks; True when player 1's refreshed vanilla Spirit may not block it (Astral)."""
    s = build(position(0, "attack", {"field": [FieldCard(card_id, cores=cores)]}, {"field": [FieldCard(GOLEM)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    return C.block(0) not in legal(s)


def immortal_answers(build, card_id: str, fallen: str, reserve_: int) -> bool:
    """Player 0's ``fallen`` attacks and dies to an 8000-BP blocker; True when ``card_id`` offers to come back from
    the Trash (Immortal), and then it is summoned."""
    p0 = {"field": [FieldCard(fallen)], "trash": [card_id], "reserve": reserve_}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_resolve(s, 0, blocker=0)
    assert fallen in trash_ids(s, 0)
    if pending(s)[0] != Decision.CHOOSE:
        return False
    choose(s, card_id)
    pay_and_place(s)
    assert cards(s, 0) == [card_id]
    return True


def luster_keeps_the_magic(build, card_id: str, cores: int) -> bool:
    """``card_id`` attacks and its controller uses Puppet Strings (Flash) on it; True when the Magic is back in
    hand after the battle (Luster)."""
    p0 = {"field": [FieldCard(card_id, cores=cores)], "hand": [PUPPET_STRINGS], "reserve": 5, "deck": DECK}
    s = build(position(0, "attack", p0, {"life": 5}))
    do(s, C.attack(0))
    answer_all(s, False)
    do(s, C.PASS)  # the defender's priority first (R10.4)
    use_magic(s, 0, 1)
    answer_all(s, True)
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    answer_all(s, False)
    return PUPPET_STRINGS in hand_ids(s, 0)


def blessed_hit(build, card_id: str, cores: int) -> int:
    """``card_id`` attacks unblocked: its controller's Life afterwards (Blessed adds one)."""
    s = build(position(0, "attack", {"field": [FieldCard(card_id, cores=cores)], "life": 3}, {}))
    attack_and_resolve(s, 0)
    answer_all(s, False)
    return life(s, 0)


# -- BSS05-027 Darkmarshal Valeforade --------------------------------------------------------------------
def test_bss05_027_immortal_cost_6(build):
    assert immortal_answers(build, "BSS05-027", GARNOTAURUS, 5)
    assert not immortal_answers(build, "BSS05-027", BIG, 5)  # cost 4


# -- BSS05-028 Mezu Demon --------------------------------------------------------------------------------
@pytest.mark.parametrize("yellow", [True, False])
def test_bss05_028_destroyed_strips_an_exhausted_spirit_and_chain_yellow_summons(build, yellow):
    p0 = {"field": [FieldCard("BSS05-028"), FieldCard(SWORD if yellow else MANTIGORE)], "trash": [DEMO_BONES_PY],
          "reserve": 4}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard(BIG, cores=3, exhausted=True), FieldCard(RAINEEDLE)],
          "reserve": 0}
    s = build(position(0, "attack", p0, p1))
    attack_and_resolve(s, 0, blocker=0)
    assert option_cards(s) == [BRONTECH, BIG]  # exhausted ones: the blocker and Mummyphant
    choose(s, BIG)
    assert field(s, 1)[1]["cores"] == 2 and reserve(s, 1) == 1
    if yellow:
        choose(s, DEMO_BONES_PY)
        pay_and_place(s)
    assert (DEMO_BONES_PY in cards(s, 0)) is yellow


# -- BSS05-029 Surveyor Pale Naga ------------------------------------------------------------------------
@pytest.mark.parametrize(("naga_cores", "strips"), [(3, True), (1, False)])
def test_bss05_029_lv2_a_fallen_surveyor_strips_a_core(build, naga_cores, strips):
    p0 = {"field": [FieldCard(RYUSEI), FieldCard("BSS05-029", cores=naga_cores)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)], "reserve": 0}))
    attack_and_resolve(s, 0, blocker=0)
    answer_all(s, True)
    assert RYUSEI in trash_ids(s, 0)
    assert field(s, 1)[0]["cores"] == (2 if strips else 3)


# -- BSS05-030 Miser Glutvault ---------------------------------------------------------------------------
@pytest.mark.parametrize("miser", [True, False])
def test_bss05_030_yellow_spirits_have_curse_in_your_attack_step(build, miser):
    field0 = [FieldCard(SWORD)] + ([FieldCard("BSS05-030")] if miser else [])
    s = build(position(0, "attack", {"field": field0}, {"field": [FieldCard(BIG)]}))
    attack_and_resolve(s, 0, blocker=0)
    answer_all(s, False)
    assert SWORD in trash_ids(s, 0)
    assert (BIG in trash_ids(s, 1)) is miser


def test_bss05_030_lv2_attack_strips_a_core_per_spirit_and_chain_yellow(build):
    p0 = {"field": [FieldCard("BSS05-030", cores=3), FieldCard(SWORD), FieldCard(RAINEEDLE)]}
    p1 = {"field": [FieldCard(BIG, cores=4), FieldCard(KV2, cores=2)], "reserve": 0}
    s = build(position(0, "attack", p0, p1))
    do(s, C.attack(0))
    assert option_cards(s) == [BIG]  # Tankmobile costs 8
    choose(s, BIG)
    assert field(s, 1)[0]["cores"] == 1 and reserve(s, 1) == 3  # three Spirits of yours
    choose(s, KV2)  # Chain Yellow: Sword Angel's symbol
    assert bp(s, 1, 1) == 8000


def test_bss05_030_chain_yellow_needs_a_yellow_symbol(build):
    p0 = {"field": [FieldCard("BSS05-030", cores=3)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BIG, cores=4), FieldCard(KV2, cores=2)]}))
    do(s, C.attack(0))
    choose(s, BIG)
    assert field(s, 1)[0]["cores"] == 3
    assert pending(s)[0] != Decision.CHOOSE and bp(s, 1, 1) == 10000


# -- BSS05-031 Grim Gambler ------------------------------------------------------------------------------
def test_bss05_031_immortal_and_lv2_blessed(build):
    assert immortal_answers(build, "BSS05-031", GARNOTAURUS, 4)
    assert blessed_hit(build, "BSS05-031", 5) == 4
    assert blessed_hit(build, "BSS05-031", 1) == 3


# -- BSS05-032 Dark Skullpione ---------------------------------------------------------------------------
def test_bss05_032_immortal_cost_4(build):
    assert immortal_answers(build, "BSS05-032", BIG, 5)
    assert not immortal_answers(build, "BSS05-032", GARNOTAURUS, 5)


@pytest.mark.parametrize(("cores", "left"), [(3, 1), (1, 3)])
def test_bss05_032_lv2_blocked_strips_the_blocker(build, cores, left):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-032", cores=cores)]},
                       {"field": [FieldCard(BRONTECH, cores=3)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    answer_all(s, True)
    assert field(s, 1)[0]["cores"] == left


# -- BSS05-034 Lost Chip ---------------------------------------------------------------------------------
def test_bss05_034_destroyed_after_its_attack(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-034")]}, {}))
    attack_and_resolve(s, 0)
    answer_all(s, False)
    assert life(s, 1) == 4 and trash_ids(s, 0) == ["BSS05-034"]


# -- BSS05-035 Goddess Astrina ---------------------------------------------------------------------------
@pytest.mark.parametrize(("life0", "after"), [(3, 4), (4, 4)])
def test_bss05_035_summon_at_low_life_gains_one(build, life0, after):
    s = build(position(0, "main", {"hand": ["BSS05-035"], "reserve": 7, "life": life0}, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert life(s, 0) == after


@pytest.mark.parametrize(("cores", "lost"), [(3, 1), (1, 2)])
def test_bss05_035_lv2_caps_the_life_an_attack_takes(build, cores, lost):
    s = build(their_turn(step="attack", p0={"field": [FieldCard("BSS05-035", cores=cores, exhausted=True)]},
                         p1={"field": [FieldCard("BSS05-064")]}))  # two symbols
    attack_and_resolve(s, 0)
    answer_all(s, False)
    assert life(s, 0) == 5 - lost


def test_bss05_035_lv3_hit_moves_a_core_into_your_life(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-035", cores=4)], "life": 3}, {}))
    attack_and_resolve(s, 0)
    assert life(s, 1) == 4 and life(s, 0) == 4 and field(s, 0)[0]["cores"] == 3


# -- BSS05-036 Knight Aglaea -----------------------------------------------------------------------------
def test_bss05_036_a_magic_in_the_attack_step_gives_astral_and_3000(build):
    p0 = {"field": [FieldCard("BSS05-036"), FieldCard(RAINEEDLE)], "hand": [PUPPET_STRINGS], "reserve": 5}
    s = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(s, C.attack(1))
    do(s, C.PASS)
    use_magic(s, 0, 1)
    choose(s, RAINEEDLE)
    assert bp(s, 0, 0) == 6000 and bp(s, 0, 1) == 4000


def test_bss05_036_lv2_luster(build):
    assert luster_keeps_the_magic(build, "BSS05-036", 2)
    assert not luster_keeps_the_magic(build, "BSS05-036", 1)


# -- BSS05-037 Cat Aether --------------------------------------------------------------------------------
def test_bss05_037_summon_gives_a_one_symbol_spirit_astral(build):
    p0 = {"field": [FieldCard(RAINEEDLE), FieldCard("BSS05-064")], "hand": ["BSS05-037"], "reserve": 4}
    s = build(position(0, "main", p0, {"field": [FieldCard(GOLEM)]}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert option_cards(s) == [RAINEEDLE]  # Sacred Tree Mistletein has two symbols
    choose(s, RAINEEDLE)
    do(s, C.PASS, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1) and C.block(0) not in legal(s)


# -- BSS05-038 Cheshire Soul -----------------------------------------------------------------------------
def test_bss05_038_astral_in_the_opponents_turn(build):
    s = build(their_turn(step="attack", p0={"field": [FieldCard("BSS05-038")]},
                         p1={"field": [FieldCard("BSS05-001")]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert C.block(0) in legal(s)  # Astral blocks Astral
    assert not astral_attacker(build, "BSS05-038", 1)  # not in its own turn


# -- BSS05-039 Perilbeast Taowu --------------------------------------------------------------------------
def test_bss05_039_summon_orders_the_top_three(build):
    p0 = {"hand": ["BSS05-039"], "reserve": 6, "deck": DECK}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    pick_order = [DECK[1]]
    choose(s, DECK[1])  # under the deck
    do(s, C.PASS)  # no more
    choose(s, DECK[2])  # the other two go back on top, one at a time
    answer_all(s, False)
    assert deck_ids(s, 0)[-1] == pick_order[0]
    assert sorted(deck_ids(s, 0)[:2]) == sorted([DECK[0], DECK[2]])


@pytest.mark.parametrize("white", [True, False])
def test_bss05_039_chain_white_shields_it_through_the_opponents_next_turn(build, white):
    p0 = {"hand": ["BSS05-039"], "reserve": 6, "deck": DECK, "field": [FieldCard(GOLEM if white else RAINEEDLE)]}
    p1 = {"hand": ["BSS05-013"], "reserve": 9, "deck": DECK}
    s = build(position(0, "main", p0, p1, auto=True))
    do(s, C.use_hand(0))
    pay_and_place(s)
    answer_all(s, False)
    do(s, C.PASS, C.PASS)  # the Main Step, then the Attack Step end: the opponent's turn
    assert pending(s) == (Decision.MAIN, 1)
    do(s, C.use_hand(0))  # Grave Megalo: an opposing Spirit loses all but one core
    pay_and_place(s)
    assert ("BSS05-039" in option_cards(s)) is not white


def test_bss05_039_lv2_luster(build):
    assert luster_keeps_the_magic(build, "BSS05-039", 2)


# -- BSS05-041 Treasure Guard Goldenlock -----------------------------------------------------------------
def test_bss05_041_lv3_blessed(build):
    assert blessed_hit(build, "BSS05-041", 4) == 4
    assert blessed_hit(build, "BSS05-041", 2) == 3


# -- BSS05-042 Dark Iberix -------------------------------------------------------------------------------
@pytest.mark.parametrize("purple", [True, False])
def test_bss05_042_destroyed_by_the_opponent_gains_a_life_and_chains_a_draw(build, purple):
    p0 = {"field": [FieldCard(SKULLZARD if purple else GOLEM)], "reserve": 2, "life": 3, "deck": DECK}
    s = falls_blocking(build, "BSS05-042", p0=p0)
    answer_all(s, True)
    assert life(s, 0) == 4
    assert len(hand_ids(s, 0)) == int(purple)


# -- BSS05-043 Sage Pentan -------------------------------------------------------------------------------
def test_bss05_043_returns_when_an_opposing_spirit_falls_to_0_bp(build):
    p0 = {"field": [FieldCard(GOLEM)], "hand": [DROWSY_FUMES], "reserve": 3, "trash": ["BSS05-043"], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(0))
    do(s, C.PASS)
    use_magic(s, 0, 1)
    choose(s, RAINEEDLE)
    choose(s, "BSS05-043")
    pay_and_place(s)
    assert RAINEEDLE in trash_ids(s, 1)
    assert field(s, 0)[1]["card"] == "BSS05-043" and field(s, 0)[1]["exhausted"] == 1


# -- BSS05-045 Angel Snipinne ----------------------------------------------------------------------------
def test_bss05_045_lv2_luster(build):
    assert luster_keeps_the_magic(build, "BSS05-045", 2)
    assert not luster_keeps_the_magic(build, "BSS05-045", 1)


# -- BSS05-046 Surveyor Puf ------------------------------------------------------------------------------
def test_bss05_046_a_surveyor_destroyed_by_the_opponent_weakens_a_spirit(build):
    p0 = {"field": [FieldCard(RYUSEI), FieldCard("BSS05-046")]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_resolve(s, 0, blocker=0)
    choose(s, BRONTECH)
    assert bp(s, 1, 0) == 6000


# -- BSS05-047 Wendigloom --------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss05_047_soul_paid_magic_draws_while_attacking(build, soul):
    p0 = {"field": [FieldCard("BSS05-047")], "hand": [PUPPET_STRINGS], "reserve": 4, "soul": "reserve",
          "deck": DECK}
    s = build(position(0, "attack", p0, {}))
    do(s, C.attack(0))
    do(s, C.PASS)
    do(s, C.use_hand(0))
    pay_with_soul(s, soul)
    answer_all(s, True)
    assert len(hand_ids(s, 0)) == int(soul)


def test_bss05_047_lv2_first_white_magic_bounces_a_cost_6_spirit(build):
    p0 = {"field": [FieldCard("BSS05-047", cores=2)], "hand": [DREAM_BOMB, DREAM_BOMB], "reserve": 12}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(KV2), FieldCard(BIG)]}
    s = build(position(0, "attack", p0, p1))
    do(s, C.attack(0))
    do(s, C.PASS)
    use_magic(s, 0, 1)
    choose(s, RAINEEDLE)
    assert option_cards(s) == [KV2]
    choose(s, KV2)
    assert hand_ids(s, 1) == [RAINEEDLE, KV2]
    do(s, C.PASS)  # the defender's priority after a Flash Magic (R10.4)
    assert pending(s) == (Decision.FLASH, 0)
    use_magic(s, 0, 1)  # the second white Magic: no more bounce this turn
    choose(s, BIG)
    assert pending(s)[0] != Decision.CHOOSE and cards(s, 1) == []


# -- BSS05-048 Silver Angel Magica Machina ---------------------------------------------------------------
def test_bss05_048_summon_takes_a_two_colour_magic_back(build):
    p0 = {"hand": ["BSS05-048"], "reserve": 8, "trash": [PUPPET_STRINGS, "BSS05-122"]}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert option_cards(s) == ["BSS05-122"]
    choose(s, "BSS05-122")
    assert hand_ids(s, 0) == ["BSS05-122"]


@pytest.mark.parametrize(("cores", "weakened"), [(3, True), (1, False)])
def test_bss05_048_lv2_destroyed_weakens_every_opposing_spirit(build, cores, weakened):
    s = build(their_turn(step="attack", p0={"field": [FieldCard("BSS05-048", cores=cores)]},
                         p1={"field": [FieldCard(KV2, cores=2), FieldCard(BIG)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    answer_all(s, False)
    assert "BSS05-048" in trash_ids(s, 0)
    assert (bp(s, 1, 0), bp(s, 1, 1)) == ((8000, 1000) if weakened else (10000, 3000))


# -- BSS05-049 Base Defense Angel Rita -------------------------------------------------------------------
def test_bss05_049_lv2_luster(build):
    assert luster_keeps_the_magic(build, "BSS05-049", 4)
    assert not luster_keeps_the_magic(build, "BSS05-049", 1)
