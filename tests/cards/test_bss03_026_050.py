"""BSS03 cards 026-050, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import attack_and_resolve, deck_ids, do, exhausted, pass_flashes, position, scenario
from cards_shared import (
    AMETHYST,
    CAT_SITH,
    FILLER,
    MANTIGORE,
    QUICKSAND,
    SMALL,
    WEAK,
    answer_all,
    attack_and_pass,
    auto_position,
    blocked,
    choose_in,
    falls_blocking,
    field_cards,
    option_cards,
    pay_with_soul,
    reserve,
    their_turn,
    unblocked,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, summon, trash_ids, use_magic
from pool_cards import (
    ANTMAN,
    AXE_ANGEL,
    BRONTECH,
    CHARGED_DRAW,
    DROWSY_FUMES,
    DUGONG,
    GOLEM,
    KEEP,
    NEBULA,
    OBERO,
    PORCUPINE,
    PUPPET_STRINGS,
    RAINEEDLE,
    RED,
    SWORD,
    attack_until_block,
    life,
)

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

SWIFT = "ST05-006"  # Leafwolf: green, cost 2, Swift
TOPAZ = "BSS03-110"  # Topaz Sanctuary, a yellow Nexus
DIAMOND = "BSS03-112"  # Diamond Sanctuary, white Nexus


def sacrificed(build, victim: str, p1: dict | None = None, deck: list[str] | None = None):
    """Player 0's Costume Artist attacks and destroys its own ``victim`` (slot 1) to draw: not by the opponent."""
    p0 = {"field": [FieldCard("BSS03-019"), FieldCard(victim)], "deck": deck or [FILLER] * 3}
    state = build(auto_position(step="attack", auto=False, p0=p0, p1=p1 or {}))
    state.apply(C.attack(0))
    state.apply(state.pending_decision().yes_to("BSS03-019"))
    choose_in(state, victim)
    assert trash_ids(state, 0) == [victim]
    return state


# -- BSS03-027 Skelesnake Skullpione ---------------------------------------------------------------------
def test_bss03_027_destroyed_by_opponent_exhausts_their_small_spirits(build):
    """BSS03-027: destroyed by the opponent, it exhausts every opposing Spirit with 2 cores or fewer."""
    p1 = {"field": [FieldCard(SMALL, cores=2), FieldCard(BRONTECH, cores=3)]}
    state = falls_blocking(build, "BSS03-027", p1=p1)
    assert [v["exhausted"] for v in field(state, 1).values()] == [1, 1, 0]  # attacker, 2 cores, 3 cores


def test_bss03_027_destroyed_by_own_effect_exhausts_nothing(build):
    """BSS03-027: destroyed by its controller's own effect, nothing is exhausted."""
    state = sacrificed(build, "BSS03-027", p1={"field": [FieldCard(SMALL)]})
    assert field(state, 1)[0]["exhausted"] == 0


@pytest.mark.parametrize(("cores", "refreshed"), [(3, True), (1, False)])
def test_bss03_027_lv2_refreshes_when_the_opponent_summons_in_your_attack_step(build, cores, refreshed):
    """BSS03-027: at Lv2+, in your Attack Step, it refreshes when the opponent summons a Spirit (a Swift
    summon in your battle's Flash timing)."""
    p0 = {"field": [FieldCard("BSS03-027", cores=cores)]}
    state = build(auto_position(step="attack", auto=False, p0=p0, p1={"hand": [SWIFT], "reserve": 3}))
    state.apply(C.attack(0))
    assert field(state, 0)[0]["exhausted"] == 1
    assert pending(state) == (Decision.FLASH, 1)
    state.apply(state.pending_decision().hand_card(SWIFT))
    pay_and_place(state)
    assert field_cards(state, 1) == {0: SWIFT}
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)
    theirs = build(their_turn(p0={"field": [FieldCard("BSS03-027", cores=cores, exhausted=True)]},
                              p1={"hand": [SWIFT], "reserve": 3}))
    summon(theirs, 0)  # a summon in the opponent's own Main Step: not your Attack Step
    assert field_cards(theirs, 1) == {0: SWIFT} and field(theirs, 0)[0]["exhausted"] == 1


# -- BSS03-028 Eternal Pilgrim ---------------------------------------------------------------------------
def test_bss03_028_destroyed_discards_three_then_takes_an_amethyst_sanctuary(build):
    """BSS03-028: when destroyed, discard your top 3, then take an Amethyst Sanctuary from your Trash."""
    deck = [FILLER, AMETHYST, QUICKSAND, BRONTECH]
    state = falls_blocking(build, "BSS03-028", p0={"deck": deck})
    assert pending(state) == (Decision.CHOOSE, 0) and C.PASS not in legal(state)
    choose_in(state, AMETHYST, "trash")
    assert hand_ids(state, 0) == [AMETHYST]
    assert sorted(trash_ids(state, 0)) == sorted(["BSS03-028", FILLER, QUICKSAND])
    assert deck_ids(state, 0) == [BRONTECH]
    missed = falls_blocking(build, "BSS03-028", p0={"deck": [FILLER, QUICKSAND, BRONTECH, AMETHYST]})
    assert hand_ids(missed, 0) == [] and deck_ids(missed, 0) == [AMETHYST]  # fourth card: not discarded


# -- BSS03-033 Empress Guardian Red Queen ----------------------------------------------------------------
@pytest.mark.parametrize(("extra", "topaz", "yes", "drop"), [
    (1, True, True, 4000), (1, True, False, 2000), (0, True, True, 2000), (1, False, True, 2000)])
def test_bss03_033_topaz_makes_a_summon_effect_work_twice(build, extra, topaz, yes, drop):
    """Lv2: summoned, it may exhaust a Topaz Sanctuary to trigger its own When Summoned effect once more (two
    -2000s); declined, at Lv1, or without the Nexus, once."""
    p0 = {"hand": ["BSS03-033"], "reserve": 10, "field": [FieldCard(TOPAZ, cores=0)] if topaz else []}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(scenario(p0, p1))
    summon(state, 0, place_extra=extra)
    answer_all(state, yes)
    assert bp(state, 1, 0) == 5000 - drop
    if topaz:
        assert exhausted(state, 0)[0] == int(drop == 4000)


# -- BSS03-034 Wonderland Pumpty Dumpty ------------------------------------------------------------------
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


# -- BSS03-035 Wonderland Card Soldier Pentan ------------------------------------------------------------
@pytest.mark.parametrize("trash", [[OBERO, SWORD], [SWORD]])
def test_bss03_035_summon_puts_otherlander_from_trash_on_deck(build, trash):
    """On summon an Otherlander Spirit card from your Trash goes on top of your deck (none: nothing)."""
    state = build(scenario({"hand": ["BSS03-035"], "reserve": 4, "trash": trash, "deck": [KEEP],
                            "field": [FieldCard(KEEP)]}, {}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    if OBERO in trash:
        assert deck_ids(state, 0) == [OBERO, KEEP] and trash_ids(state, 0) == [SWORD]
    else:
        assert deck_ids(state, 0) == [KEEP] and trash_ids(state, 0) == [SWORD]


# -- BSS03-036 Wonderland Cheshire Cat -------------------------------------------------------------------
def test_bss03_036_next_yellow_magic_costs_one_less_once(build):
    """After its summon the next yellow Magic from hand costs one less (here 2 - 1 symbol - 1 = 0); the one
    after pays again."""
    p0 = {"hand": ["BSS03-036", DROWSY_FUMES, DROWSY_FUMES], "reserve": 8}
    p1 = {"field": [FieldCard(BRONTECH, cores=1)]}
    state = build(scenario(p0, p1))
    summon(state, 0)  # cost 2, one core placed
    assert reserve(state) == 5
    use_magic(state, 0)
    assert reserve(state) == 5  # free
    assert int(state.record()["n_mods"]) == 1  # only the first Fumes' -2000
    use_magic(state, 0)
    assert reserve(state) == 4  # 2 - 1 symbol


def test_bss03_036_red_magic_keeps_the_discount_waiting(build):
    """A red Magic is not discounted and leaves the discount for a later yellow one."""
    p0 = {"hand": ["BSS03-036", CHARGED_DRAW], "reserve": 8, "deck": [GOLEM, DUGONG, RAINEEDLE]}
    state = build(scenario(p0, {}))
    summon(state, 0)
    use_magic(state, 0, effect=0)  # draw two
    assert reserve(state) == 5 - 4
    assert int(state.record()["n_mods"]) == 1  # the discount still waits


@pytest.mark.parametrize("cheshire", [True, False])
def test_bss03_036_discount_makes_an_unaffordable_magic_legal(build, cheshire):
    """R7.1 with the discount: three cores left pay Puppet Strings (5, less one yellow symbol, less one) after
    the Cheshire Cat; after a vanilla yellow Spirit instead it costs 4 and may not be used."""
    summoned = "BSS03-036" if cheshire else AXE_ANGEL  # both yellow, cost 2, one yellow symbol
    p0 = {"hand": [summoned, PUPPET_STRINGS], "reserve": 5}
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH)]}))
    summon(state, 0)
    assert reserve(state) == 2  # and one core on the new Spirit
    assert (C.use_hand(0) in legal(state)) is cheshire


# -- BSS03-038 Impulsive Pilgrim -------------------------------------------------------------------------
@pytest.mark.parametrize("deck, placed", [([TOPAZ, QUICKSAND, RED], True), ([QUICKSAND, RED, TOPAZ], False)])
def test_bss03_038_pilgrim_places_a_topaz_sanctuary(build, deck, placed):
    """Opponent's Attack Step, your Spirit destroyed by the opponent: of the top two, a Topaz Sanctuary is
    deployed free; the rest go under the deck. A Topaz Sanctuary third from the top stays."""
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS03-038")], "deck": deck},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    blocked(s, 0, 0)  # 2000 against 5000
    while pending(s)[0] in (Decision.CHOOSE, Decision.PLACE):  # deploy it (no cores); the rest one at a time
        do(s, C.PASS if pending(s)[0] == Decision.PLACE else C.choice(0))
    if placed:
        assert [f["card"] for f in field(s, 0).values()] == [TOPAZ]
        assert deck_ids(s, 0) == [RED, QUICKSAND]
    else:
        assert field(s, 0) == {}
        assert deck_ids(s, 0)[0] == TOPAZ and sorted(deck_ids(s, 0)[1:]) == sorted([QUICKSAND, RED])


def test_bss03_038_pilgrim_silent_in_your_own_attack_step(build):
    """Destroyed while attacking in your own Attack Step: nothing is revealed."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-038")], "deck": [TOPAZ, QUICKSAND]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    blocked(s, 0, 0)
    assert deck_ids(s, 0) == [TOPAZ, QUICKSAND] and pending(s) == (Decision.ATTACK, 0)


@pytest.mark.parametrize("cores, gain", [(4, 1), (3, 0)])
def test_bss03_038_pilgrim_lv3_blessed(build, cores, gain):
    """Lv3: Blessed, an unblocked hit puts a Void core into your Life; not at Lv2."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-038", cores=cores)]}))
    unblocked(s)
    assert life(s, 1) == 4 and life(s, 0) == 5 + gain


# -- BSS03-039 Ten Millennia Turtle Genbu ----------------------------------------------------------------
@pytest.mark.parametrize("blocker, can_block", [(0, False), (1, True)])
def test_bss03_039_genbu_fabled_beast_unblockable_by_effect_spirits(build, blocker, can_block):
    """At the start of your Attack Step another Fabled Beast of yours cannot be blocked this turn by opposing
    Spirits that print effects (Nebula); a vanilla one (Raineedle) still can."""
    s = build(position(step="attack_start", p0={"field": [FieldCard("BSS03-039"), FieldCard(CAT_SITH)]},
                       p1={"field": [FieldCard(NEBULA), FieldCard(RED)]}))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # the Cat-Sith: Genbu itself is not a candidate
    assert pending(s) == (Decision.ATTACK, 0)
    attack_and_pass(s, 1)
    assert (C.block(blocker) in legal(s)) is can_block


def test_bss03_039_genbu_a_vanilla_blocker_given_a_keyword_has_effects(build):
    """A vanilla opposing Spirit given Armor by their Armored Dragonship Enterprise (Lv3) has an effect listed:
    it cannot block the chosen Fabled Beast either."""
    s = build(position(step="attack_start", p0={"field": [FieldCard("BSS03-039"), FieldCard(CAT_SITH)]},
                       p1={"field": [FieldCard(RED), FieldCard("BSS01-067", cores=4)]}))
    do(s, C.choice(0))
    attack_and_pass(s, 1)
    assert C.block(0) not in legal(s)


def test_bss03_039_genbu_needs_another_fabled_beast(build):
    """No other Fabled Beast: nothing is chosen, and a Spirit with effects may block as usual."""
    s = build(position(step="attack_start", p0={"field": [FieldCard("BSS03-039"), FieldCard(RED)]},
                       p1={"field": [FieldCard(NEBULA)]}))
    assert pending(s) == (Decision.ATTACK, 0)
    attack_and_pass(s, 1)
    assert C.block(0) in legal(s)


@pytest.mark.parametrize("cores, refreshed", [(2, True), (1, False)])
def test_bss03_039_genbu_lv2_refreshes_a_fabled_beast(build, cores, refreshed):
    """Lv2, your Attack Step: the opponent destroys a Fabled Beast of yours in battle: refresh a Fabled Beast of
    yours (the exhausted Genbu); not at Lv1."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-039", cores=cores, exhausted=True),
                                                    FieldCard(CAT_SITH)]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    blocked(s, 1, 0)
    assert CAT_SITH in trash_ids(s, 0)
    if refreshed:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
    assert exhausted(s, 0) == {0: 0 if refreshed else 1}


# -- BSS03-041 Judgment Angel Flagellum ------------------------------------------------------------------
@pytest.mark.parametrize(("magic", "my_cores", "drop"), [(PUPPET_STRINGS, 3, True), (DROWSY_FUMES, 3, False),
                                                         (PUPPET_STRINGS, 1, False)])
def test_bss03_041_costly_magic_weakens_every_opposing_spirit(build, magic, my_cores, drop):
    """Lv2+: after a Magic of cost 5 or more of yours resolves in your Attack Step, every opposing Spirit gets
    -2000 BP; a cost-2 Magic or Lv1 does nothing."""
    p0 = {"field": [FieldCard("BSS03-041", cores=my_cores)], "hand": [magic], "reserve": 6}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0), C.PASS)
    use_magic(state, 0)
    do(state, C.choice(0))  # Puppet Strings: Flagellum itself +3000; Drowsy Fumes: Brontech -2000
    assert bp(state, 1, 0) == 5000 - (2000 if magic == DROWSY_FUMES else 0) - (2000 if drop else 0)
    assert bp(state, 1, 1) == 4000 - (2000 if drop else 0)


# -- BSS03-042 Rapier Angel ------------------------------------------------------------------------------
@pytest.mark.parametrize("pay", [True, False])
def test_bss03_042_rapier_angel_luster_gained_mid_battle(build, pay):
    """Lv2: paying two of its cores gives +3000 BP and Luster this turn; the Luster works for this battle (the
    Magic used in it comes back at its end). Not paying: no BP, the Magic stays in the Trash."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-042", cores=3)], "hand": [DROWSY_FUMES],
                                          "reserve": 2},
                       p1={"field": [FieldCard(PORCUPINE, cores=3)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if pay else C.PASS)
    assert field(s, 0)[0]["cores"] == (1 if pay else 3)
    assert bp(s, 0, 0) == (5000 if pay else 3000)
    do(s, C.PASS)  # the defender's Flash
    assert pending(s) == (Decision.FLASH, 0)
    use_magic(s, 0)
    do(s, C.choice(0))  # -2000 BP on the Porcupine
    assert DROWSY_FUMES in trash_ids(s, 0)
    pass_flashes(s)
    do(s, C.PASS)  # no block
    pass_flashes(s)
    assert life(s, 1) == 4
    assert (DROWSY_FUMES in hand_ids(s, 0)) is pay


def test_bss03_042_rapier_angel_lv1_offers_nothing(build):
    """At Lv1 its attack offers no payment."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-042", cores=2)]}))
    do(s, C.attack(0))
    assert pending(s)[0] == Decision.FLASH


# -- BSS03-044 Eagle Rider Jilhouette --------------------------------------------------------------------
def test_bss03_044_reveals_one_per_lv1_spirit(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-044", cores=2), FieldCard(WEAK),
                                                    FieldCard(ANTMAN, cores=2)],
                                          "deck": ["BSS03-045", FILLER, WEAK]}))
    do(s, C.attack(0))  # Lv1 Spirits: Demo Bones only (Antman Lv2, Jilhouette Lv2) -> reveal one
    assert pending(s) == (Decision.CHOOSE, 0) and legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    assert hand_ids(s, 0) == ["BSS03-045"]
    assert deck_ids(s, 0) == [FILLER, WEAK]


# -- BSS03-045 Standard-Bearer Mary Flamme ---------------------------------------------------------------
@pytest.mark.parametrize("to_bottom", [False, True])
def test_bss03_045_destroyed_by_opponent_views_top_card_then_draws(build, to_bottom):
    """BSS03-045: destroyed by the opponent, view your top card, keep it on top or put it under the deck,
    then draw."""
    state = build(their_turn(step="attack", p0={"field": [FieldCard("BSS03-045")], "deck": [FILLER, QUICKSAND, BRONTECH]},
                             p1={"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_resolve(state, 0, blocker=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert option_cards(state) == [FILLER] and C.PASS in legal(state)
    state.apply(state.pending_decision().choose_card(FILLER, zone="revealed") if to_bottom else C.PASS)
    assert hand_ids(state, 0) == [QUICKSAND if to_bottom else FILLER]
    assert deck_ids(state, 0) == ([BRONTECH, FILLER] if to_bottom else [QUICKSAND, BRONTECH])


def test_bss03_045_destroyed_by_own_effect_does_nothing(build):
    """BSS03-045: destroyed by its controller's own effect, nothing is viewed or drawn but Costume Artist's card."""
    state = sacrificed(build, "BSS03-045", deck=[FILLER, QUICKSAND])
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == [FILLER] and deck_ids(state, 0) == [QUICKSAND]


# -- BSS03-049 Sleepless Guardian Frost Tiger ------------------------------------------------------------
@pytest.mark.parametrize("soul, can_block", [(False, True), (True, False)])
def test_bss03_049_frost_tiger_blocks_exhausted_an_attacker_without_soul(build, soul, can_block):
    """Opponent's Attack Step: exhausted, it may block an attacker without the Soul Core, not one holding it;
    when it blocks it gets +1000 BP this turn."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS03-049", exhausted=True)]},
                       p1={"field": [FieldCard(RED, soul=soul)], "soul": None if soul else "trash"}))
    attack_and_pass(s)
    assert (C.block(0) in legal(s)) is can_block
    if can_block:
        do(s, C.block(0))
        assert bp(s, 0, 0) == 5000


@pytest.mark.parametrize("diamonds, can_block", [(1, False), (0, True)])
def test_bss03_049_frost_tiger_lv2_diamond_sanctuary_unblockable(build, diamonds, can_block):
    """Lv2, start of your Attack Step: one Spirit with a When Blocks effect per Diamond Sanctuary cannot be
    blocked this turn by opposing Spirits of cost 6 or less (Raineedle); with no Diamond Sanctuary nothing."""
    p0 = {"field": [FieldCard("BSS03-049", cores=4)] + [FieldCard(DIAMOND, cores=0)] * diamonds}
    s = build(position(step="attack_start", p0=p0, p1={"field": [FieldCard(RED), FieldCard("BSS03-039")]}))
    if diamonds:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))  # the Frost Tiger itself (its When Blocks effect)
    assert pending(s) == (Decision.ATTACK, 0)
    attack_and_pass(s, 0)
    assert (C.block(0) in legal(s)) is can_block
    assert C.block(1) in legal(s)  # Genbu costs 8


# -- BSS03-050 Sheriff Eagle -----------------------------------------------------------------------------
def test_bss03_050_sheriff_eagle_no_battle_destruction(build):
    """Sheriff Eagle: when it blocks, no Spirit is destroyed by BP comparison this battle; the next battle
    destroys as usual."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=2), FieldCard(RED, cores=2)]},
                       p1={"field": [FieldCard("BSS03-050"), FieldCard(PORCUPINE)]}))
    attack_until_block(s, 0)
    do(s, C.block(0))
    pass_flashes(s)  # 3000 against 4000
    assert pending(s) == (Decision.ATTACK, 0)
    assert trash_ids(s, 0) == []
    attack_until_block(s, 1)
    do(s, C.block(1))
    pass_flashes(s)  # 3000 against 5000
    assert trash_ids(s, 0) == [RED]
