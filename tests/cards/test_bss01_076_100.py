"""BSS01 cards 076-100, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import cards, deck_ids, do, exhausted, pass_flashes, position, scenario
from cards_shared import (
    ANTMAN_GENERAL,
    CAT_SITH,
    CHAIN_ANGEL,
    DEMO_BONES,
    FILLER,
    KV2,
    MAGIC,
    MANTIGORE,
    WEAK,
    attack_and_pass,
    candidates,
    choose,
    finish_payments,
    pay_with_soul,
    pick,
    pick_slot,
    reserve,
    summon_card,
    unblocked,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    ANTMAN,
    AXE_ANGEL,
    BRONTECH,
    DREAM_BOMB,
    DROWSY_FUMES,
    DUGONG,
    GOLEM,
    NEBULA,
    PORCUPINE,
    PUPPET_STRINGS,
    RAINEEDLE,
    RED,
    SWORD,
    attack_until_block,
    life,
    unblocked_hit,
)

from pybs import codec as C
from pybs.carddb import CardDatabase, load_default
from pybs.effects.script import SCRIPTS, CoreZone, Event
from pybs.layout import Decision
from pybs.testing import FieldCard

SPIRAL_TOWER = "ST04-012"  # yellow Nexus, cost 3
ALICE = "BSS01-091"  # yellow, cost 6: Lv1 3000 (1 core), Lv2 6000 (2), Lv3 7000 (3)
HEALER = "ST04-006"  # a vanilla yellow Spirit, given a test script below
ASCENSION_ZERO = "BSS01-134"  # yellow Magic cost 4, four yellow reductions


def _behemoth_battles(build, behemoth_cores: int, behemoth_attacks: bool) -> list[int]:
    """Behemoth (maybe) attacks unblocked, then the cost-2 Axe Angel attacks: the blocks the opponent may make."""
    p0 = {"field": [FieldCard("BSS01-083", cores=behemoth_cores), FieldCard(AXE_ANGEL)]}
    p1 = {"field": [FieldCard(KV2, cores=2), FieldCard(DEMO_BONES)], "life": 5}
    state = build(position(0, "attack", p0, p1))
    if behemoth_attacks:
        unblocked_hit(state, 0)
    do(state, C.attack(1))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    return [c for c in legal(state) if c != C.PASS]


def alice_blocks(build, friends: int = 2, cores: int = 3):
    """Player 1's Lv3 Alice (``cores`` cores) and ``friends`` other Spirits; player 0's 10000 BP KV2 attacks and
    Alice blocks it (Flash timings passed)."""
    s = build(position(step="attack", p0={"field": [FieldCard(KV2, cores=2)]},
                       p1={"field": [FieldCard(ALICE, cores=cores)] + [FieldCard(RED)] * friends}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, s.pending_decision().target_slot(0, player=1, verb="block"))
    pass_flashes(s)
    return s


@pytest.fixture
def healer_db():
    """A fresh database whose HEALER puts a Void core into its controller's Life when it attacks or blocks (a
    test script; the real card is vanilla)."""
    def healer(c):
        c.when(Event.ATTACKS_OR_BLOCKS).cores(CoreZone.VOID, CoreZone.LIFE, 1)

    saved = SCRIPTS[HEALER]
    SCRIPTS[HEALER] = healer
    try:
        yield CardDatabase(list(load_default().cards))
    finally:
        SCRIPTS[HEALER] = saved


# -- BSS01-076 Archangel Michaela ------------------------------------------------------------------------
def test_bss01_076_reveals_one_per_yellow_card_and_keeps_the_magic(build):
    """On summon: three yellow Spirits and Nexuses (itself included) reveal three cards; both Magic cards go to
    hand and the Golem goes under the deck."""
    p0 = {"hand": ["BSS01-076"], "reserve": 6, "deck": [DROWSY_FUMES, GOLEM, PUPPET_STRINGS, RAINEEDLE],
          "field": [FieldCard(AXE_ANGEL, exhausted=True), FieldCard(SPIRAL_TOWER, cores=0, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)  # cost 7 - 2 yellow symbols = 5, one core placed
    assert sorted(hand_ids(state, 0)) == sorted([DROWSY_FUMES, PUPPET_STRINGS])
    assert deck_ids(state, 0) == [RAINEEDLE, GOLEM]


@pytest.mark.parametrize(("soul", "step", "free"), [(True, "attack", True), (False, "attack", False),
                                                    (True, "main", False)])
def test_bss01_076_lv2_soul_core_makes_hand_magic_free_in_attack_steps(build, soul, step, free):
    """Lv2 with the Soul Core on it, in an Attack Step: Puppet Strings is used without paying (no core moves);
    without the Soul Core, or in the Main Step, its cost (5 - 2 yellow symbols = 3) is paid."""
    p0 = {"hand": [PUPPET_STRINGS], "reserve": 3, "soul": None if soul else "trash",
          "field": [FieldCard("BSS01-076", cores=4, soul=soul), FieldCard(AXE_ANGEL)]}
    state = build(position(0, step, p0, {}))
    if step == "attack":
        do(state, C.attack(1), C.PASS)  # the defender passes the Flash timing; the attacker uses the Magic
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main" if step == "main" else "Flash"))
    assert pending(state)[0] == Decision.PAY  # the cost stands; free use is an option (PASS), taken here
    assert (C.PASS in legal(state)) is free
    pay_and_place(state)
    choose(state, AXE_ANGEL)
    assert int(player(state, 0)["trash_cores"]) == (0 if free else 3)
    assert bp(state, 0, 1) == 4000


# -- BSS01-077 War Angel Shin, Mindeye Celestial ---------------------------------------------------------
@pytest.mark.parametrize("my_cores", [3, 2])
def test_bss01_077_lv3_magic_refreshes_it_while_attacking(build, my_cores):
    """Lv3, while attacking: after a Magic you use resolves it refreshes; at Lv2 it stays exhausted."""
    p0 = {"field": [FieldCard("BSS01-077", cores=my_cores)], "hand": [DROWSY_FUMES], "reserve": 6}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0), C.PASS)
    assert exhausted(state, 0) == {0: 1}
    use_magic(state, 0)
    pick_slot(state, 0, 1)
    assert bp(state, 1, 0) == 3000
    assert exhausted(state, 0) == {0: int(my_cores < 3)}


def test_bss01_077_only_once_per_turn(build):
    """Once per turn: refreshed by the first Magic it attacks again, and a Magic in that second attack leaves it
    exhausted."""
    p0 = {"field": [FieldCard("BSS01-077", cores=3)], "hand": [DROWSY_FUMES, DROWSY_FUMES], "reserve": 6}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0), C.PASS)
    use_magic(state, 0)
    pick_slot(state, 0, 1)
    assert exhausted(state, 0) == {0: 0}
    pass_flashes(state)
    do(state, C.PASS)  # no block
    pass_flashes(state)
    do(state, C.attack(0), C.PASS)
    use_magic(state, 0)
    pick_slot(state, 1, 1)
    assert bp(state, 1, 1) == 2000
    assert exhausted(state, 0) == {0: 1}


# -- BSS01-078 Angel Throne ------------------------------------------------------------------------------
def test_bss01_078_summon_returns_yellow_magic_of_cost_4_or_less(build):
    """On summon, a yellow Magic of cost 4 or less comes back from your Trash (not a cost-5 one, not a white
    Magic, not a yellow Spirit)."""
    trash = ["ST04-016", "BSS01-132", "ST03-015", "ST04-006", "ST04-014"]
    state = build(scenario({"hand": ["BSS01-078"], "reserve": 6, "trash": trash}, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(0, "ST04-016"), (0, "ST04-014")]
    choose(state, "ST04-014")
    assert hand_ids(state, 0) == ["ST04-014"]
    assert trash_ids(state, 0) == ["ST04-016", "BSS01-132", "ST03-015", "ST04-006"]


def test_bss01_078_nothing_to_return(build):
    """With no yellow Magic of cost 4 or less in the Trash, nothing happens."""
    state = build(scenario({"hand": ["BSS01-078"], "reserve": 6, "trash": ["BSS01-132"]}, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == []


# -- BSS01-079 Twilight Dragonrider Flavum ---------------------------------------------------------------
@pytest.mark.parametrize("attacking", [True, False])
def test_bss01_079_magic_while_attacking_exhausts(build, attacking):
    """While it attacks, after a Magic of yours resolves an opposing Spirit is exhausted; a Magic used while
    another Spirit attacks does nothing more."""
    p0 = {"field": [FieldCard("BSS01-079"), FieldCard(AXE_ANGEL)], "hand": [DROWSY_FUMES], "reserve": 4}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0 if attacking else 1))
    do(state, C.PASS)  # the defender passes; the attacker uses the Magic
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    do(state, C.choice(0))  # Brontech -2000
    assert bp(state, 1, 0) == 3000
    assert exhausted(state, 1) == {0: 0, 1: 0}  # only after the Magic resolved
    if attacking:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(1))
        assert exhausted(state, 1) == {0: 0, 1: 1}
    assert pending(state)[0] == Decision.FLASH
    assert trash_ids(state, 0) == [DROWSY_FUMES]


# -- BSS01-080 Greatbow Angel ----------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_080_soul_paid_draws_two_and_puts_two_under_the_deck(build, soul):
    """Soul Core paid: draw two, then two cards of your hand go under the deck in the order picked; without it
    nothing happens."""
    p0 = {"hand": ["BSS01-080", SWORD], "reserve": 4, "soul": "reserve", "deck": [RAINEEDLE, DUGONG, GOLEM]}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, "BSS01-080", soul=soul)
    if not soul:
        assert pending(state) == (Decision.MAIN, 0)
        assert hand_ids(state, 0) == [SWORD]
        return
    assert sorted(hand_ids(state, 0)) == sorted([SWORD, RAINEEDLE, DUGONG])
    pick(state, DUGONG)
    pick(state, SWORD)
    assert hand_ids(state, 0) == [RAINEEDLE]
    assert deck_ids(state, 0) == [GOLEM, DUGONG, SWORD]


# -- BSS01-081 Spear Angel -------------------------------------------------------------------------------
@pytest.mark.parametrize("angel", [True, False])
def test_bss01_081_nexuses_lose_lv1_effects_in_main_steps(build, angel):
    """In a Main Step every Nexus loses its Lv1 effects: Infinite Ant Undercity's token trigger stays silent."""
    p0 = {"field": [FieldCard("BSS02-114", cores=0)], "hand": [ANTMAN_GENERAL], "reserve": 6, "trash_cores": 1}
    p1 = {"field": [FieldCard("BSS01-081")] if angel else []}
    state = build(scenario(p0, p1, auto=False))
    summon_card(state, ANTMAN_GENERAL)
    finish_payments(state)
    assert pending(state) == ((Decision.MAIN, 0) if angel else (Decision.YES_NO, 0))


# -- BSS01-083 Godbeast Behemoth -------------------------------------------------------------------------
@pytest.mark.parametrize(("trash", "usable"), [([AXE_ANGEL, AXE_ANGEL], True), ([MANTIGORE, PUPPET_STRINGS], False)])
def test_bss01_083_cost_2_spirits_in_the_trash_lend_their_symbols(build, trash, usable):
    """Cost 8, six yellow reductions: two cost-2 yellow Spirit cards in the Trash add two symbols to the field's
    one (cost 5, payable with six cores); a cost-3 Spirit and a Magic add none (cost 7)."""
    p0 = {"hand": ["BSS01-083"], "reserve": 5, "trash": trash, "field": [FieldCard(AXE_ANGEL, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    assert (C.use_hand(0) in legal(state)) is usable


@pytest.mark.parametrize(("cores", "attacks", "kv2_blocks"), [(2, True, False), (1, True, True), (2, False, True)])
def test_bss01_083_lv2_attack_makes_cost_2_spirits_unblockable_by_lv2(build, cores, attacks, kv2_blocks):
    """Lv2+: after its attack, this turn the Lv2 KV-2 cannot block the cost-2 Axe Angel (the Lv1 Demo Bones
    still can); not after a Lv1 attack, and not before it attacks."""
    blocks = _behemoth_battles(build, cores, attacks)
    assert blocks == ([C.block(0), C.block(1)] if kv2_blocks else [C.block(1)])


# -- BSS01-084 Heavenblade Dragon Ryute ------------------------------------------------------------------
def test_bss01_084_ryute_main_step_life_cores_go_onto_it(build):
    """In the opponent's Main Step, the Void core Secret Flower Garden would put into your Life goes onto Ryute."""
    s = build(position(active=1, turn=4, p0={"field": [FieldCard("BSS01-084"), FieldCard("BSS02-110", cores=0)]},
                       p1={"hand": [NEBULA], "reserve": 7}))
    summon(s, 0)
    do(s, C.choice(1))  # the Garden (Ryute first: the opponent's field in slot order)
    assert "BSS02-110" in trash_ids(s, 0)
    assert life(s, 0) == 5 and field(s, 0)[0]["cores"] == 2


def test_bss01_084_ryute_not_in_the_attack_step(build):
    """In an Attack Step the Life is not redirected: Absolute Ice Shield's Burst puts its core into your Life."""
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS01-084", exhausted=True)],
                                                             "burst": "BSS01-127", "reserve": 1},
                       p1={"field": [FieldCard(RED)]}))
    unblocked(s)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    while pending(s)[0] == Decision.YES_NO:  # the paid Flash effect: declined
        do(s, C.PASS)
    assert life(s, 0) == 5 and field(s, 0)[0]["cores"] == 1


@pytest.mark.parametrize("cores, returned", [(3, False), (1, True)])
def test_bss01_084_ryute_lv2_your_spirits_stay_in_your_turn(build, cores, returned):
    """Lv2, your turn: the opponent's Dream Bomb cannot return your attacker to your hand; at Lv1 it can."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED), FieldCard("BSS01-084", cores=cores)]},
                       p1={"hand": [DREAM_BOMB], "reserve": 5}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    assert (RED in hand_ids(s, 0)) is returned


def test_bss01_084_ryute_lv2_not_in_the_opponents_turn(build):
    """In the opponent's turn their Dream Bomb returns your Spirit even at Lv2."""
    s = build(position(active=1, turn=4, p0={"field": [FieldCard(RED), FieldCard("BSS01-084", cores=3)]},
                       p1={"hand": [DREAM_BOMB], "reserve": 5}))
    use_magic(s, 0)
    do(s, C.choice(0))
    assert RED in hand_ids(s, 0)


# -- BSS01-085 Phantom Beast King Liin -------------------------------------------------------------------
@pytest.mark.parametrize("beasts, lv1", [(1, 2), (0, 1)])
def test_bss01_085_liin_summon_sets_opponents_to_lv1(build, beasts, lv1):
    """On summon, one opposing Spirit per Fabled Beast you control (Liin counts) is treated as Lv1 this turn."""
    s = build(position(p0={"hand": ["BSS01-085"], "reserve": 10, "field": [FieldCard(CAT_SITH)] * beasts},
                       p1={"field": [FieldCard(RED, cores=3), FieldCard(RED, cores=3)]}))
    summon(s, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
    assert sorted(bp(s, 1, k) for k in range(2)) == sorted([1000] * lv1 + [4000] * (2 - lv1))


@pytest.mark.parametrize("cheap, can_block", [(3, False), (2, True)])
def test_bss01_085_liin_lv3_unblockable_by_effect_spirits(build, cheap, can_block):
    """Lv3: attacking with three cost-2 Spirits of yours, Spirits that print effects cannot block it; with two,
    they can. A vanilla Spirit always can."""
    p0 = {"field": [FieldCard("BSS01-085", cores=4)] + [FieldCard(AXE_ANGEL)] * cheap}
    s = build(position(step="attack", p0=p0, p1={"field": [FieldCard(NEBULA), FieldCard(RED)]}))
    attack_and_pass(s, 0)
    assert (C.block(0) in legal(s)) is can_block
    assert C.block(1) in legal(s)



def test_bss01_085_liin_lv3_a_vanilla_spirit_given_a_keyword_has_effects(build):
    """Lv3: a printed-vanilla Spirit that was given a keyword has an effect listed (the Lv3 Armor the
    opponent's Armored Dragonship Enterprise gives their Spirits), so it cannot block Liin either."""
    p0 = {"field": [FieldCard("BSS01-085", cores=4)] + [FieldCard(AXE_ANGEL)] * 3}
    p1 = {"field": [FieldCard(RED), FieldCard("BSS01-067", cores=4)]}
    s = build(position(step="attack", p0=p0, p1=p1))
    attack_and_pass(s, 0)
    assert C.block(0) not in legal(s) and C.block(1) not in legal(s)


# -- BSS01-086 Sage Beast Iberix -------------------------------------------------------------------------
@pytest.mark.parametrize("attack_step", [True, False])
def test_bss01_086_magic_gains_a_yellow_reduction_symbol_in_attack_steps(build, attack_step):
    """In an Attack Step your Magic has one more yellow reduction symbol: Fumes (2, one yellow symbol) is free
    with two yellow field symbols; in the Main Step it costs 1."""
    p0 = {"field": [FieldCard("BSS01-086"), FieldCard(AXE_ANGEL)], "hand": [DROWSY_FUMES], "reserve": 3}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(position(0, "attack" if attack_step else "main", p0, p1))
    if attack_step:
        do(state, C.attack(1), C.PASS)
    use_magic(state, 0)
    if pending(state)[0] == Decision.CHOOSE:
        do(state, C.choice(0))
    assert reserve(state) == (3 if attack_step else 2)
    assert bp(state, 1, 0) == 3000


# -- BSS01-087 Flying Turtle -----------------------------------------------------------------------------
@pytest.mark.parametrize(("top", "to_hand"), [("ST04-002", True), ("ST04-006", False), ("ST04-016", False)])
def test_bss01_087_summon_reveals_top_card_fabled_beast_to_hand_else_trash(build, top, to_hand):
    """On summon, the top card is revealed: a Fabled Beast Spirit goes to hand, an Angel or a Magic to the
    Trash."""
    state = build(scenario({"hand": ["BSS01-087"], "reserve": 3, "deck": [top, RED]}, {}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == ([top] if to_hand else [])
    assert trash_ids(state, 0) == ([] if to_hand else [top])


# -- BSS01-089 Hippocampo --------------------------------------------------------------------------------
def test_bss01_089_hippocampo_blessed(build):
    """Hippocampo: unblocked and taking Life, a Void core goes to your Life."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-089")]}, p1={"field": [FieldCard(RED)]}))
    attack_until_block(s)
    do(s, C.PASS)
    assert (life(s, 0), life(s, 1)) == (6, 4)


# -- BSS01-091 Wonderland Alice --------------------------------------------------------------------------
def test_bss01_091_alice_keeps_itself_with_a_void_core(build):
    """Lv3 with three Spirits: losing the battle, Alice may take a Void core to stay on the field, exhausted."""
    s = alice_blocks(build)
    assert pending(s) == (Decision.YES_NO, 1)
    do(s, s.pending_decision().yes_to(ALICE))
    assert cards(s, 1)[0] == ALICE
    assert field(s, 1)[0]["cores"] == 4
    assert exhausted(s, 1)[0] == 1


def test_bss01_091_alice_declined_is_destroyed(build):
    s = alice_blocks(build)
    do(s, s.pending_decision().no_to(ALICE))
    assert ALICE in trash_ids(s, 1)


@pytest.mark.parametrize("friends, cores", [(1, 3), (2, 2)])
def test_bss01_091_alice_needs_three_spirits_and_lv3(build, friends, cores):
    """Two Spirits only, or Alice at Lv2: no question, Alice is destroyed in battle."""
    s = alice_blocks(build, friends, cores)
    assert pending(s)[0] != Decision.YES_NO
    assert ALICE in trash_ids(s, 1)


@pytest.mark.parametrize("cores, loss", [(2, 2000), (1, 0)])
def test_bss01_091_alice_attack_lowers_bp_per_spirit(build, cores, loss):
    """Lv2+: when Alice attacks, an opposing Spirit loses 1000 BP per Spirit you control (Alice and one more);
    Lv1: nothing."""
    s = build(position(step="attack", p0={"field": [FieldCard(ALICE, cores=cores), FieldCard(RED)]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    do(s, C.attack(0))
    if loss:
        choose(s, PORCUPINE, p=1)
    assert bp(s, 1, 0) == 5000 - loss


# -- BSS01-092 Arcana Knight Hex -------------------------------------------------------------------------
def test_bss01_092_life_gain_draws_in_your_attack_step(build, healer_db):
    """Your Attack Step: a core an effect puts into your Life draws you a card."""
    p0 = {"field": [FieldCard("BSS01-092"), FieldCard(HEALER)], "life": 3, "deck": [RAINEEDLE, DUGONG]}
    sc = position(0, "attack", p0, {"field": [FieldCard(GOLEM, exhausted=True)]})
    sc.db = healer_db
    state = build(sc)
    do(state, C.attack(1))
    assert int(player(state, 0)["life"]) == 4
    assert hand_ids(state, 0) == [RAINEEDLE]


def test_bss01_092_no_draw_in_the_opponent_s_attack_step(build, healer_db):
    """The same Life gain while blocking in the opponent's Attack Step draws nothing."""
    p0 = {"field": [FieldCard("BSS01-092"), FieldCard(HEALER)], "life": 3, "deck": [RAINEEDLE, DUGONG]}
    sc = position(1, "attack", p0, {"field": [FieldCard(GOLEM)]}, turn=4)
    sc.db = healer_db
    state = build(sc)
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(1))
    assert pending(state)[0] == Decision.FLASH  # the block's Flash timing: the gain has resolved
    assert int(player(state, 0)["life"]) == 4
    assert hand_ids(state, 0) == []


# -- BSS01-094 Divine Flower Queen Marigold --------------------------------------------------------------
@pytest.mark.parametrize("soul, seen", [(True, 5), (False, 3)])
def test_bss01_094_reveals_three_or_five(build, soul, seen):
    deck = [FILLER, WEAK, ANTMAN, MANTIGORE, MAGIC, PORCUPINE]
    s = build(position(p0={"hand": ["BSS01-094"], "reserve": 4, "soul": "reserve", "deck": deck}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, soul)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    if seen == 3:  # no Magic among the top three: nothing to add, all three under the deck in any order
        while pending(s)[0] == Decision.CHOOSE:
            do(s, legal(s)[0])
        assert hand_ids(s, 0) == []
        assert deck_ids(s, 0)[:3] == [MANTIGORE, MAGIC, PORCUPINE]
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # the Magic must be taken
    do(s, C.choice(0))
    while pending(s)[0] == Decision.CHOOSE:
        do(s, legal(s)[0])
    assert hand_ids(s, 0) == [MAGIC]
    assert deck_ids(s, 0)[0] == PORCUPINE


# -- BSS01-095 Crafter Fairy Lepri -----------------------------------------------------------------------
@pytest.mark.parametrize("attacker, blocker_bp", [(CHAIN_ANGEL, 1000), (RED, 4000)])
def test_bss01_095_lepri_luster_blocked_blocker_counts_as_lv1(build, attacker, blocker_bp):
    """Crafter Fairy Lepri: when a Luster Spirit of yours is blocked, the blocker counts as Lv1 this battle
    (Raineedle at 3 cores: 1000 BP); a Spirit without Luster changes nothing."""
    s = build(position(step="attack", p0={"field": [FieldCard(attacker, cores=3), FieldCard("BSS01-095")]},
                       p1={"field": [FieldCard(RED, cores=3)]}))
    attack_until_block(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert bp(s, 1, 0) == blocker_bp


# -- BSS01-098 Caladrius ---------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_bss01_098_lv2_luster_returns_magic_used_in_its_battle(build, cores):
    """At Lv2 it attacks with Luster: the Magic you used in that battle comes back to hand at its end."""
    drowsy = "ST04-016"
    p0 = {"field": [FieldCard("BSS01-098", cores=cores)], "hand": [drowsy], "reserve": 1}
    state = build(scenario(p0, {"field": [FieldCard(GOLEM, exhausted=True)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    state.apply(C.PASS)  # the defender's Flash timing
    assert pending(state) == (Decision.FLASH, 0)
    state.apply(state.pending_decision().hand_card(drowsy))
    state.apply(C.pay(0))  # cost 2 less the Caladrius' yellow symbol
    choose(state, GOLEM)
    assert bp(state, 1, 0) == 2000
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):  # no block possible: Life is hit
        state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert int(player(state, 1)["life"]) == 4
    assert hand_ids(state, 0) == ([drowsy] if cores == 3 else [])
    assert trash_ids(state, 0) == ([] if cores == 3 else [drowsy])


# -- BSS01-099 Pentan ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("pentan_cores", "first_cost"), [(2, 0), (1, 1)])
def test_bss01_099_first_magic_each_turn_costs_one_less(build, pentan_cores, first_cost):
    """Lv2+: the turn's first Magic from hand costs one less (Drowsy Fumes: 2 - 1 yellow symbol - 1 = 0); the
    second one pays its full cost (1). At Lv1 both pay 1."""
    p0 = {"field": [FieldCard("BSS01-099", cores=pentan_cores)], "hand": [DROWSY_FUMES, DROWSY_FUMES], "reserve": 4}
    state = build(position(0, "main", p0, {"field": [FieldCard(KV2, cores=2)]}))
    for paid in (first_cost, first_cost + 1):
        do(state, C.use_hand(0))
        if pending(state)[0] == Decision.MAGIC_EFFECT:
            state.apply(state.pending_decision().magic_effect("Main"))
        pay_and_place(state)
        choose(state, KV2)
        assert int(player(state, 0)["trash_cores"]) == paid


# -- BSS01-100 Pentan Chick ------------------------------------------------------------------------------
@pytest.mark.parametrize("chick_cores, paid", [(3, 0), (1, 2)])
def test_bss01_100_pentan_chick_lyric_bird_symbols_count_twice_for_magic(build, chick_cores, paid):
    """Pentan Chick Lv2: in your turn each symbol on your Lyric Birds (itself and Pentan) counts twice toward
    a Magic's cost: four yellow symbols make Ascension Zero (cost 4, four yellow reductions) free; at Lv1
    their two symbols leave 2 to pay."""
    s = build(position(p0={"reserve": 5, "hand": [ASCENSION_ZERO],
                           "field": [FieldCard("BSS01-100", cores=chick_cores), FieldCard("BSS01-099")]}))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert int(player(s, 0)["trash_cores"]) == paid
