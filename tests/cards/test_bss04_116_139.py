"""BSS04 cards 116-139 (Magics), in card-number order, on both engines (``build`` fixture): each test uses the
Magic from a position and checks what its text says (conditional effects also get a case where the condition
fails)."""

from __future__ import annotations

import pytest
from card_helpers import deck_ids, do, pass_flashes, position
from cards_shared import DECK, FILLER, answer_all, attack_and_pass, choose, option_cards
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, trash_ids
from pool_cards import BRONTECH, GOLEM

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

MUMMY = "ST02-006"  # purple vanilla, cost 4
APATO = "BSS04-009"  # red Terrasaur with Ascend 4, cost 6, two symbols, 5000 BP
SWORD_ANGEL = "ST04-006"  # yellow Angel, cost 2
TEN = ["ST01-004"] * 10


def resolve(state) -> None:
    answer_all(state, True)


def names(state, p: int) -> list[str]:
    return [f["card"] for f in field(state, p).values()]


def use(state, magic: str, timing: str) -> None:
    """Use ``magic`` from the hand with its "Main" or "Flash" effect, paying from the Reserve."""
    state.apply(state.pending_decision().hand_card(magic))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect(timing))
    pay_and_place(state)


def main_use(build, magic: str, p0: dict | None = None, p1: dict | None = None, timing: str = "Main",
             reserve: int = 9):
    state = build(position(0, "main", {"hand": [magic], "reserve": reserve, "deck": DECK, **(p0 or {})}, p1 or {}))
    use(state, magic, timing)
    return state


@pytest.mark.parametrize(("magic", "amount"), [("BSS04-116", 5000), ("BSS04-118", 4000), ("BSS04-119", 2000),
                                               ("BSS04-123", 2000), ("BSS04-125", 2000), ("BSS04-126", 2000),
                                               ("BSS04-129", 2000), ("BSS04-130", 2000), ("BSS04-131", 2000),
                                               ("BSS04-133", 2000), ("BSS04-139", 3000)])
def test_bss04_magic_bp_boost_in_a_flash_timing(build, magic, amount):
    """Their Main/Flash "a Spirit gets +N BP this turn", used in the attacker's Flash timing."""
    p0 = {"field": [FieldCard(GOLEM)], "hand": [magic], "reserve": 9}
    state = build(position(0, "attack", p0, {"field": [FieldCard(FILLER)]}))
    do(state, C.attack(0))
    do(state, C.PASS)  # the defender's Flash timing
    assert pending(state) == (Decision.FLASH, 0)
    use(state, magic, "Flash")
    choose(state, GOLEM, p=0)
    assert bp(state, 0, 0) == 4000 + amount


# -- BSS04-116 Ancient Draw ------------------------------------------------------------------------------
def test_bss04_116_draws_two_then_takes_every_ascend_card_of_three(build):
    deck = [FILLER, MUMMY, APATO, "BSS04-024", GOLEM, BRONTECH]
    state = main_use(build, "BSS04-116", {"deck": deck})
    resolve(state)
    assert sorted(hand_ids(state, 0)) == sorted([FILLER, MUMMY, APATO, "BSS04-024"])
    assert deck_ids(state, 0)[0] == BRONTECH and sorted(deck_ids(state, 0)[1:]) == [GOLEM]


# -- BSS04-117 Mind Flare / 138 Call of the Deep ----------------------------------------------------------
@pytest.mark.parametrize(("magic", "target", "other"), [("BSS04-117", FILLER, BRONTECH),
                                                        ("BSS04-138", MUMMY, APATO)])
def test_bss04_destroy_magics(build, magic, target, other):
    """Mind Flare: 3000 BP or less; Call of the Deep: cost 4 or less."""
    state = main_use(build, magic, p1={"field": [FieldCard(target), FieldCard(other)]})
    assert option_cards(state) == [target]
    resolve(state)
    assert names(state, 1) == [other]


# -- BSS04-119 Buster Lance ------------------------------------------------------------------------------
def test_bss04_119_destroys_a_cost_4_nexus(build):
    p1 = {"field": [FieldCard("ST01-012", cores=0), FieldCard("BSS01-102", cores=0)]}
    state = main_use(build, "BSS04-119", p1=p1)
    assert option_cards(state) == ["ST01-012"]
    resolve(state)
    assert names(state, 1) == ["BSS01-102"]


# -- BSS04-120 Doubly Deadly -----------------------------------------------------------------------------
def test_bss04_120_trades_one_for_two_one_symbol_spirits(build):
    p0 = {"field": [FieldCard(FILLER)], "hand": ["BSS04-120"], "reserve": 5}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(MUMMY), FieldCard(APATO)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    use(state, "BSS04-120", "Flash")
    resolve(state)
    assert trash_ids(state, 0)[:1] == [FILLER] and names(state, 1) == [APATO]


# -- BSS04-121 Curse Enchantment -------------------------------------------------------------------------
def test_bss04_121_gives_curse(build):
    p0 = {"field": [FieldCard(FILLER)], "hand": ["BSS04-121"], "reserve": 2}
    state = build(position(0, "main", p0, {"field": [FieldCard(BRONTECH)]}))
    use(state, "BSS04-121", "Main")
    resolve(state)
    do(state, C.PASS)
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert BRONTECH in trash_ids(state, 1)


# -- BSS04-122 Elimination -------------------------------------------------------------------------------
def test_bss04_122_takes_a_core(build):
    p0 = {"hand": ["BSS04-122"], "reserve": 5}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}, turn=4))
    do(state, C.attack(0))
    use(state, "BSS04-122", "Flash")
    resolve(state)
    assert field(state, 1)[0]["cores"] == 2


# -- BSS04-123 Death Sword -------------------------------------------------------------------------------
def test_bss04_123_destroys_an_exhausted_spirit(build):
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH, exhausted=True)]}
    state = main_use(build, "BSS04-123", p1=p1)
    assert option_cards(state) == [BRONTECH]
    resolve(state)
    assert names(state, 1) == [GOLEM]


# -- BSS04-124 Key of Intrusion --------------------------------------------------------------------------
def test_bss04_124_costs_4_in_the_main_step_and_finds_an_angel(build):
    deck = [MUMMY, SWORD_ANGEL, FILLER, GOLEM, BRONTECH]
    state = build(position(0, "main", {"hand": ["BSS04-124"], "reserve": 4, "deck": deck}, {}))
    use(state, "BSS04-124", "Main")
    choose(state, SWORD_ANGEL)
    resolve(state)
    assert hand_ids(state, 0) == [SWORD_ANGEL] and deck_ids(state, 0) == [BRONTECH]
    assert sorted(trash_ids(state, 0)) == sorted([MUMMY, FILLER, GOLEM, "BSS04-124"])


def test_bss04_124_flash_costs_8(build):
    p0 = {"hand": ["BSS04-124"], "reserve": 7}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH)]}, turn=4))
    do(state, C.attack(0))
    assert C.use_hand(0) not in legal(state)  # 8 cores, 7 in the Reserve
    p0["reserve"] = 8
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}, turn=4))
    do(state, C.attack(0))
    use(state, "BSS04-124", "Flash")
    resolve(state)
    assert BRONTECH in trash_ids(state, 1)  # 8000 BP less 8000: destroyed at 0 BP (R18.1)


# -- BSS04-125 Rhetorical Reversal / 128 Blizzard Wall ---------------------------------------------------
@pytest.mark.parametrize(("burst", "attacker", "result"), [("BSS04-125", GOLEM, "bp"),
                                                           ("BSS04-128", GOLEM, "returned"),
                                                           ("BSS04-128", APATO, "kept")])
def test_bss04_life_bursts(build, burst, attacker, result):
    """Rhetorical Reversal: -3000 BP; Blizzard Wall: a one-symbol Spirit back to the hand (Apato has two)."""
    p0 = {"burst": burst, "reserve": 0}
    state = build(position(1, "attack", p0, {"field": [FieldCard(attacker)]}, turn=4))
    do(state, C.attack(0))
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        do(state, C.PASS)
    assert pending(state) == (Decision.BURST, 0)
    do(state, C.CONFIRM)
    resolve(state)
    if result == "bp":
        assert bp(state, 1, 0) == 1000
    else:
        assert (attacker in hand_ids(state, 1)) is (result == "returned")


def test_bss04_128_flash_keeps_the_last_life_core(build):
    p0 = {"hand": ["BSS04-128"], "reserve": 5, "life": 1}
    state = build(position(1, "attack", p0, {"field": [FieldCard(GOLEM), FieldCard(APATO)]}, turn=4))
    do(state, C.attack(0))
    use(state, "BSS04-128", "Flash")
    pass_flashes(state)
    do(state, C.PASS)
    pass_flashes(state)
    assert int(player(state, 0)["life"]) == 1  # Mobile Golem costs 4
    do(state, C.attack(1))
    pass_flashes(state)
    do(state, C.PASS)
    pass_flashes(state)
    assert int(player(state, 0)["life"]) == 0  # Apato costs 6: not covered


# -- BSS04-126 Cat's Eye ---------------------------------------------------------------------------------
def test_bss04_126_opposing_spirit_counts_as_lv1(build):
    state = main_use(build, "BSS04-126", p1={"field": [FieldCard(BRONTECH, cores=3)]})
    resolve(state)
    assert bp(state, 1, 0) == 5000


# -- BSS04-127 Lightning Attack --------------------------------------------------------------------------
def test_bss04_127_main_draws_flash_lowers(build):
    state = main_use(build, "BSS04-127")
    assert hand_ids(state, 0) == [DECK[0]]
    p0 = {"hand": ["BSS04-127"], "reserve": 4}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH)]}, turn=4))
    do(state, C.attack(0))
    use(state, "BSS04-127", "Flash")
    resolve(state)
    assert bp(state, 1, 0) == 3000


# -- BSS04-129 Life Saving -------------------------------------------------------------------------------
@pytest.mark.parametrize(("life", "gain"), [(3, 1), (5, 0)])
def test_bss04_129_life_core_when_behind(build, life, gain):
    state = main_use(build, "BSS04-129", {"life": life}, {"life": 5})
    resolve(state)
    assert int(player(state, 0)["life"]) == life + gain


# -- BSS04-130 High Ether --------------------------------------------------------------------------------
def test_bss04_130_refreshes_your_spirits_as_the_turn_ends(build):
    p0 = {"field": [FieldCard(GOLEM, exhausted=True), FieldCard(FILLER, exhausted=True)], "hand": ["BSS04-130"],
          "reserve": 4, "deck": DECK}
    state = build(position(0, "main", p0, {"field": [FieldCard(BRONTECH, exhausted=True)], "deck": DECK}, auto=True))
    use(state, "BSS04-130", "Main")
    do(state, C.PASS)  # the Main Step ends; nothing attacks; the turn ends
    while pending(state)[1] == 0:
        do(state, C.PASS)
    assert [f["exhausted"] for f in field(state, 0).values()] == [0, 0]


# -- BSS04-131 Dream Hand --------------------------------------------------------------------------------
def test_bss04_131_returns_a_spirit(build):
    state = main_use(build, "BSS04-131", p1={"field": [FieldCard(BRONTECH)]})
    resolve(state)
    assert hand_ids(state, 1) == [BRONTECH]


# -- BSS04-132 Binding Thorn -----------------------------------------------------------------------------
def test_bss04_132_exhausts_a_one_symbol_spirit(build):
    state = main_use(build, "BSS04-132", p1={"field": [FieldCard(APATO), FieldCard(GOLEM)]})
    assert option_cards(state) == [GOLEM]
    resolve(state)
    assert [f["exhausted"] for f in field(state, 1).values()] == [0, 1]


# -- BSS04-133 Mistral Core ------------------------------------------------------------------------------
def test_bss04_133_void_core_to_reserve(build):
    state = main_use(build, "BSS04-133", reserve=3)
    assert int(player(state, 0)["reserve"]) == 1  # 3 - 3 paid + 1


# -- BSS04-134 Divine Wind -------------------------------------------------------------------------------
def test_bss04_134_gives_gale_2(build):
    p0 = {"field": [FieldCard(BRONTECH)], "hand": ["BSS04-134"], "reserve": 5}
    p1 = {"field": [FieldCard(FILLER), FieldCard(GOLEM), FieldCard(MUMMY)]}
    state = build(position(0, "main", p0, p1))
    use(state, "BSS04-134", "Main")
    resolve(state)
    do(state, C.PASS)
    attack_and_pass(state, 0)
    do(state, C.block(0))
    resolve(state)
    while pending(state)[0] == Decision.CHOOSE:
        do(state, legal(state)[0])
    assert sum(f["exhausted"] for f in field(state, 1).values()) == 3  # the blocker and two more


# -- BSS04-135 Absorb Power ------------------------------------------------------------------------------
def test_bss04_135_refreshes_and_boosts(build):
    p0 = {"field": [FieldCard(GOLEM, exhausted=True)], "hand": ["BSS04-135"], "reserve": 6}
    state = build(position(0, "main", p0, {}))
    use(state, "BSS04-135", "Main")
    resolve(state)
    assert (field(state, 0)[0]["exhausted"], bp(state, 0, 0)) == (0, 7000)


# -- BSS04-136 Raging Tide -------------------------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "bonus"), [([FILLER, "ST01-011"], 1), ([FILLER], 0)])
def test_bss04_136_destroys_cheap_non_tokens(build, theirs, bonus):
    p0 = {"field": [FieldCard("TK-GOLEM"), FieldCard(GOLEM)]}
    p1 = {"field": [FieldCard(c) for c in theirs] + [FieldCard(BRONTECH)]}
    state = main_use(build, "BSS04-136", p0, p1, reserve=5)
    resolve(state)
    assert names(state, 1) == [BRONTECH] and names(state, 0) == ["TK-GOLEM", GOLEM]
    assert int(player(state, 0)["reserve"]) == 1 + bonus  # the Golem token's blue symbol took 1 off the cost


# -- BSS04-137 Double Biceps -----------------------------------------------------------------------------
def test_bss04_137_battling_spirit_counts_as_its_highest_level(build):
    p0 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)], "hand": ["BSS04-137"], "reserve": 3}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0), C.PASS)
    use(state, "BSS04-137", "Flash")
    assert option_cards(state) == [GOLEM]  # not the Spirit out of the battle
    resolve(state)
    assert bp(state, 0, 0) == 7000


# -- BSS04-139 Finishing Blow ----------------------------------------------------------------------------
def test_bss04_139_draws_two_discards_one(build):
    state = main_use(build, "BSS04-139")
    resolve(state)
    assert len(hand_ids(state, 0)) == 1 and len(trash_ids(state, 0)) == 2
