"""BSS03 cards 001-025, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    attack_and_resolve,
    attack_to_block,
    cards,
    check_vanilla,
    deck_ids,
    do,
    exhausted,
    pass_flashes,
    position,
    scenario,
)
from cards_shared import (
    DRAGONOID,
    FILLER,
    MANTIGORE,
    QUICKSAND,
    SIEGWURM,
    SMALL,
    WEAK,
    attack_and_pass,
    auto_position,
    choose,
    choose_in,
    falls_blocking,
    option_cards,
    pay_with_soul,
    reserve,
    unblocked,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, trash_ids
from pool_cards import (
    ANTMAN,
    AXE_ANGEL,
    BRONTECH,
    DUGONG,
    KEEP,
    NIGHTLING,
    PORCUPINE,
    RAINEEDLE,
    RED,
    SHADOW,
    SHOCK_TROOP,
    STAR_ALTAR,
    SWORD,
    attack_until_block,
    cores,
    life,
    unblocked_hit,
)

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import load_default
from pybs.layout import Decision
from pybs.testing import FieldCard

VANILLA = ["BSS03-005", "BSS03-008", "BSS03-009", "BSS03-011", "BSS03-015", "BSS03-016", "BSS03-021",
           "BSS03-026", "BSS03-029", "BSS03-031", "BSS03-032", "BSS03-037", "BSS03-040", "BSS03-043",
           "BSS03-046", "BSS03-047", "BSS03-048", "BSS03-052", "BSS03-057", "BSS03-060", "BSS03-062",
           "BSS03-063", "BSS03-068", "BSS03-072", "BSS03-076", "BSS03-079", "BSS03-080", "BSS03-100",
           "BSS03-101", "BSS03-102", "BSS03-104", "BSS03-105"]  # fmt: skip
RUBY = "BSS03-106"


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", VANILLA)
def test_bss03_vanilla_cards_do_nothing(build, card_id):
    """Cards with no effect text: summoning and attacking ask nothing and change nothing else."""
    check_vanilla(build, card_id, reduction=int("white" in load_default()[card_id].reduction))


# -- BSS03-001 Ancient Guardian Trident Dragon -----------------------------------------------------------
@pytest.mark.parametrize("sanctuaries", [0, 2])
def test_bss03_001_cores_per_ruby_sanctuary(build, sanctuaries):
    s = build(position(p0={"field": [FieldCard("BSS03-001", cores=3)] + [FieldCard("BSS03-106", cores=0)] * sanctuaries,
                           "trash_cores": 5, "soul": "trash"}))
    do(s, C.PASS)  # the Main Step ends: the Attack Step starts
    assert field(s, 0)[0]["cores"] == 3 + 2 * sanctuaries
    assert int(player(s, 0)["soul_loc"]) == L.SOUL_TRASH  # normal cores only


def test_bss03_001_destroys_up_to_6000_combined_bp(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-001", cores=5)]},
                       p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE), FieldCard(PORCUPINE)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == 4  # PASS + three Spirits of 6000 BP or less
    do(s, C.choice(0))  # Antman 3000: 3000 left
    assert len(legal(s)) == 2  # PASS + Mantigore (Porcu-Pine's 5000 no longer fits)
    do(s, C.choice(0))
    assert trash_ids(s, 1) == [ANTMAN, MANTIGORE]


# -- BSS03-002 Water Dragon King Levia -------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "destroys"), [(SHOCK_TROOP, True), (RAINEEDLE, False)])
def test_bss03_002_awaken_hit_destroys_a_cost_3_or_4_nexus(build, attacker, destroys):
    """Your Attack Step: a Spirit with Awaken reducing the opponent's Life destroys an opposing Nexus of cost 3
    or 4 (not the cost-5 one); a Spirit without Awaken does nothing."""
    p0 = {"field": [FieldCard("BSS03-002"), FieldCard(attacker)]}
    p1 = {"field": [FieldCard(STAR_ALTAR, cores=0), FieldCard("BSS01-102", cores=0)]}
    state = build(position(0, "attack", p0, p1))
    unblocked_hit(state, 1)
    if destroys:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert len(legal(state)) == 1  # only Star Altar (cost 3); Ancient Fault costs 5
        choose(state, STAR_ALTAR)
    assert cards(state, 1) == (["BSS01-102"] if destroys else [STAR_ALTAR, "BSS01-102"])


@pytest.mark.parametrize(("levia_cores", "boost"), [(3, 1000), (1, 0)])
def test_bss03_002_lv2_attack_boosts_red_spirits(build, levia_cores, boost):
    p0 = {"field": [FieldCard("BSS03-002", cores=levia_cores), FieldCard(RAINEEDLE), FieldCard(AXE_ANGEL)]}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    assert (bp(state, 0, 1), bp(state, 0, 2)) == (1000 + boost, 1000)


# -- BSS03-003 Battleaxe Apollodinos ---------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss03_003_destroys_spirits_with_equal_bp(build, soul):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-003", cores=3, soul=soul)],
                                          "soul": None if soul else "trash"},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard(ANTMAN), FieldCard(PORCUPINE)]}))
    assert bp(s, 0, 0) == 5000
    do(s, C.attack(0))
    assert trash_ids(s, 1) == ([PORCUPINE, PORCUPINE] if soul else [])


# -- BSS03-004 Blue Lizardman Pilgrim --------------------------------------------------------------------
def test_bss03_004_attack_takes_a_ruby_sanctuary_from_the_top_three(build):
    """BSS03-004: its attack views the top 3; the Ruby Sanctuary among them must be taken, the other two go
    under the deck in the order the player picks."""
    deck = [FILLER, RUBY, QUICKSAND, SMALL, BRONTECH]
    state = build(auto_position(step="attack", auto=False, p0={"field": [FieldCard("BSS03-004")], "deck": deck}))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert option_cards(state) == [RUBY] and C.PASS not in legal(state)  # not optional
    choose_in(state, RUBY, "revealed")
    assert hand_ids(state, 0) == [RUBY]
    choose_in(state, QUICKSAND, "revealed")  # placed under first, then Raineedle under it
    assert deck_ids(state, 0) == [SMALL, BRONTECH, QUICKSAND, FILLER]
    assert pending(state) == (Decision.FLASH, 1)


def test_bss03_004_attack_without_ruby_in_view_takes_nothing(build):
    """BSS03-004: a Ruby Sanctuary fourth from the top is not seen: nothing is taken, three go under."""
    deck = [FILLER, QUICKSAND, SMALL, RUBY]
    state = build(auto_position(step="attack", auto=False, p0={"field": [FieldCard("BSS03-004")], "deck": deck}))
    state.apply(C.attack(0))
    assert sorted(option_cards(state)) == sorted([FILLER, QUICKSAND, SMALL])  # placing order only
    while pending(state) == (Decision.CHOOSE, 0):
        state.apply(legal(state)[0])
    assert hand_ids(state, 0) == [] and deck_ids(state, 0)[0] == RUBY


@pytest.mark.parametrize(("card_id", "cores", "confront"), [
    ("BSS03-004", 5, True), ("BSS03-004", 3, False), ("BSS03-010", 1, True), ("BSS03-012", 3, True),
    ("BSS03-012", 1, False),
])  # fmt: skip
def test_bss03_attacks_with_confront(build, card_id, cores, confront):
    """BSS03-004 (Lv3), BSS03-010 (every level), BSS03-012 (Lv2+): at those levels its attack forces a block;
    below them the opponent may decline."""
    p0 = {"field": [FieldCard(card_id, cores=cores)], "deck": [FILLER]}  # BSS03-004 views one card: no order
    state = build(auto_position(step="attack", auto=False, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    attack_to_block(state, 0)
    assert (C.PASS in legal(state)) is not confront and C.block(0) in legal(state)


# -- BSS03-006 Blaze Lion Coalmane -----------------------------------------------------------------------
def test_bss03_006_bp_per_spirit_you_control(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-006"), FieldCard(WEAK), FieldCard("BSS03-106", cores=0)]}))
    do(s, C.attack(0))
    assert bp(s, 0, 0) == 6000 + 2 * 2000  # itself and Demo Bones; the Nexus is no Spirit


@pytest.mark.parametrize("hand, drawn", [([FILLER], 2), ([FILLER] * 4, 0)])
def test_bss03_006_end_step_draws_up_to_three(build, hand, drawn):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-006", cores=3)], "hand": hand,
                                          "deck": [WEAK] * 5}, auto=True))
    do(s, C.PASS)
    assert hand_ids(s, 0).count(WEAK) == drawn


# -- BSS03-007 Lampgaur ----------------------------------------------------------------------------------
@pytest.mark.parametrize("answer_", ["discard", "pass", "no_red"])
def test_bss03_007_attack_may_discard_red_card_for_2000(build, answer_):
    """When it attacks you may discard a red card from hand: then all your Spirits get +2000 this turn."""
    hand = [SWORD, KEEP] if answer_ != "no_red" else [SWORD]
    p0 = {"field": [FieldCard("BSS03-007"), FieldCard(DUGONG)], "hand": hand}
    state = build(scenario(p0, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    if answer_ == "no_red":
        assert pending(state)[0] != Decision.CHOOSE
    else:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.PASS, C.choice(0)]  # only the red card
        state.apply(C.choice(0) if answer_ == "discard" else C.PASS)
    gain = 2000 if answer_ == "discard" else 0
    assert (bp(state, 0, 0), bp(state, 0, 1)) == (2000 + gain, 3000 + gain)
    assert hand_ids(state, 0) == ([SWORD] if answer_ != "pass" else [SWORD, KEEP])


def test_bss03_007_lv2_confront_while_attacking(build):
    """Lv2: Confront while it attacks (a keyword, read by the block rules)."""
    p0 = {"field": [FieldCard("BSS03-007", cores=3)]}
    state = build(scenario(p0, {"field": [FieldCard(DUGONG)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1) and C.PASS not in legal(state)  # the block is forced


# -- BSS03-010 Imperial Black Dragon Darkwurm ------------------------------------------------------------
@pytest.mark.parametrize(("cores", "boost"), [(5, True), (3, False)])
def test_bss03_010_lv3_gives_star_dragons_and_dragonoids_3000_bp_and_confront(build, cores, boost):
    """BSS03-010: at Lv3, in your Attack Step, your Star Dragons and Dragonoids (itself too) get +3000 BP and
    Confront; other families do not, and Lv2 gives nothing."""
    p0 = {"field": [FieldCard("BSS03-010", cores=cores), FieldCard(DRAGONOID), FieldCard(SMALL)]}
    state = build(auto_position(step="attack", auto=False, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    plus = 3000 if boost else 0
    assert [bp(state, 0, k) for k in range(3)] == [(8000 if boost else 6000) + plus, 1000 + plus, 1000]
    attack_to_block(state, 1)  # the Dragonoid attacks: with the granted Confront the block is forced
    assert (C.PASS in legal(state)) is not boost
    main = build(auto_position(p0=p0))
    assert bp(main, 0, 1) == 1000  # not in the Main Step


# -- BSS03-012 Dino-King Megalo Saur ---------------------------------------------------------------------
@pytest.mark.parametrize(("card", "cost"), [
    ("ST01-011", 1),  # Dragonoid, cost 3: the one red symbol counts as two
    ("ST01-007", 2),  # Terrasaur, cost 4
    (QUICKSAND, 2),  # Star Dragon, cost 3: one red symbol, one reduction
])
def test_bss03_012_symbol_counts_double_for_terrasaurs_and_dragonoids(build, card, cost):
    """BSS03-012: its red symbol counts as two when summoning a Terrasaur or Dragonoid from hand."""
    state = build(auto_position(auto=False, p0={"field": [FieldCard("BSS03-012")], "hand": [card], "reserve": 5}))
    state.apply(state.pending_decision().hand_card(card))
    assert pending(state) == (Decision.PAY, 0)
    assert int(state.record()["use_cost_left"]) == cost


# -- BSS03-013 Sabercaulus -------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "bonus"), [(3, 2000), (1, 0)])
def test_bss03_013_lv2_gives_confront_spirits_2000_bp(build, cores, bonus):
    """BSS03-013: at Lv2+, in your Attack Step, a Spirit of yours that has Confront (Siegwurm, while it
    attacks) gets +2000 BP; Spirits without Confront do not."""
    p0 = {"field": [FieldCard("BSS03-013", cores=cores), FieldCard(SIEGWURM), FieldCard(SMALL)]}
    state = build(auto_position(step="attack", auto=False, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    assert bp(state, 0, 1) == 4000  # not attacking: no Confront yet
    state.apply(C.attack(1))
    assert bp(state, 0, 1) == 4000 + bonus
    assert bp(state, 0, 2) == 1000 and bp(state, 0, 0) == (4000 if cores == 3 else 3000)


# -- BSS03-014 Chameleowhip ------------------------------------------------------------------------------
def test_bss03_014_chameleowhip_never_blocks(build):
    """It cannot block."""
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS03-014"), FieldCard(RED)]},
                       p1={"field": [FieldCard(RED)]}))
    attack_and_pass(s)
    assert C.block(0) not in legal(s) and C.block(1) in legal(s)


@pytest.mark.parametrize("cores, exhausted_, attacker, lost", [
    (3, True, RED, 0), (3, False, RED, 1), (1, True, RED, 1), (3, True, PORCUPINE, 1)])
def test_bss03_014_chameleowhip_lv2_weaker_attackers_take_no_life(build, cores, exhausted_, attacker, lost):
    """Lv2 (5000 BP), exhausted, opponent's Attack Step: an attacker with less BP (1000) takes no Life; not when
    it is refreshed, not at Lv1, and not from an attacker with as much BP (5000)."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS03-014", cores=cores, exhausted=exhausted_)]},
                       p1={"field": [FieldCard(attacker)]}))
    unblocked(s)
    assert life(s, 0) == 5 - lost


# -- BSS03-017 Ancient Castle Guardian Nocturna ----------------------------------------------------------
def test_bss03_017_reserve_core_per_spirit_destroyed(build):
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS03-017")], "reserve": 0},
                       p1={"field": [FieldCard("ST01-001", cores=5), FieldCard(WEAK), FieldCard(MANTIGORE, cores=2)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)  # Nocturna blocks Andromeda and falls
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(1), C.choice(1))  # Demo Bones and Mantigore
    assert [f["card"] for f in field(s, 1).values()] == ["ST01-001", MANTIGORE]
    assert reserve(s, 0) == 1 + 1  # Nocturna's own core, plus one for Demo Bones


@pytest.mark.parametrize("sanctuary", [True, False])
def test_bss03_017_summons_curse_spirit_from_trash(build, sanctuary):
    field0 = [FieldCard("BSS03-017", cores=3)] + ([FieldCard("BSS03-108", cores=0)] if sanctuary else [])
    s = build(position(step="attack", p0={"field": field0, "trash": ["ST02-007", WEAK], "reserve": 2}))
    do(s, C.attack(0))
    if not sanctuary:
        assert pending(s)[0] == Decision.FLASH  # R0.4: nothing to exhaust, nothing offered
        return
    do(s, C.CONFIRM, C.choice(0))  # exhaust the Sanctuary
    assert exhausted(s, 0)[1] == 1
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Okapandle (Curse) only
    do(s, C.choice(0))
    pay_with_soul(s, False)
    assert "ST02-007" in [f["card"] for f in field(s, 0).values()]



def test_bss03_017_the_trash_summon_pays_its_cost(build):
    """R7.7: the text says "summon it", not "without paying its cost": Okapandle (cost 4, two purple reductions,
    two purple symbols on the field) costs 2 from the Reserve, plus its Lv1 core."""
    p0 = {"field": [FieldCard("BSS03-017", cores=3), FieldCard("BSS03-108", cores=0)], "trash": ["ST02-007"],
          "reserve": 3}
    s = build(position(step="attack", p0=p0))
    do(s, C.attack(0), C.CONFIRM, C.choice(0), C.choice(0))  # exhaust the Sanctuary, pick Okapandle
    assert pending(s) == (Decision.PAY, 0)
    pay_and_place(s)
    assert "ST02-007" in [f["card"] for f in field(s, 0).values()]
    assert reserve(s, 0) == 3 - 2 - 1


# -- BSS03-018 Vampire Duke Vladiego ---------------------------------------------------------------------
@pytest.mark.parametrize(("vlad_cores", "attacker", "hits"), [(3, NIGHTLING, True), (3, SHADOW, False),
                                                              (1, NIGHTLING, False)])
def test_bss03_018_nightling_hit_strips_a_core_from_lv2(build, vlad_cores, attacker, hits):
    """Lv2+: a Nightling Spirit of yours that reduces the opponent's Life strips a core; not a Shadow, not at Lv1."""
    p0 = {"field": [FieldCard("BSS03-018", cores=vlad_cores), FieldCard(attacker)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=2, exhausted=True)], "reserve": 0}
    state = build(position(0, "attack", p0, p1))
    unblocked_hit(state, 1)
    if hits:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))
    assert int(player(state, 1)["life"]) == 4
    assert cores(state, 1) == {0: 1 if hits else 2}


# -- BSS03-019 Costume Artist ----------------------------------------------------------------------------
def test_bss03_019_attack_may_destroy_another_spirit_to_draw(build):
    """BSS03-019: its attack may destroy another of your Spirits; if it does, draw a card."""
    p0 = {"field": [FieldCard("BSS03-019"), FieldCard(SMALL)], "deck": [FILLER, BRONTECH]}
    state = build(auto_position(step="attack", auto=False, p0=p0))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(state.pending_decision().yes_to("BSS03-019"))
    assert option_cards(state) == [SMALL]  # not itself
    choose_in(state, SMALL)
    assert trash_ids(state, 0) == [SMALL] and hand_ids(state, 0) == [FILLER]
    assert pending(state) == (Decision.FLASH, 1)


@pytest.mark.parametrize("case", ["declined", "alone", "empty deck"])
def test_bss03_019_no_sacrifice(build, case):
    """BSS03-019: declined, with no other Spirit, or with no card to draw (R0.4), nothing is destroyed."""
    others = [] if case == "alone" else [FieldCard(SMALL)]
    p0 = {"field": [FieldCard("BSS03-019")] + others, "deck": [] if case == "empty deck" else [FILLER]}
    state = build(auto_position(step="attack", auto=False, p0=p0))
    state.apply(C.attack(0))
    if case == "declined":
        state.apply(state.pending_decision().no_to("BSS03-019"))
    assert pending(state) == (Decision.FLASH, 1)
    assert trash_ids(state, 0) == [] and hand_ids(state, 0) == []


@pytest.mark.parametrize(("card_id", "cores", "cursed"), [
    ("BSS03-019", 2, True), ("BSS03-019", 1, False),
    ("BSS03-020", 1, True),
    ("BSS03-023", 1, True),
    ("BSS03-024", 2, True), ("BSS03-024", 1, False),
    ("BSS03-028", 6, True), ("BSS03-028", 3, False),
])  # fmt: skip
def test_bss03_curse_while_attacking(build, card_id, cores, cursed):
    """BSS03-019/-020/-023/-024/-028: at the printed levels the attacker has Curse: the Spirit that blocked it
    is destroyed at the end of the battle, even though the attacker lost."""
    p0 = {"field": [FieldCard(card_id, cores=cores)], "deck": [FILLER] * 5}
    state = build(auto_position(step="attack", p0=p0, p1={"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_resolve(state, 0, blocker=0)
    assert card_id in trash_ids(state, 0)
    assert (BRONTECH in trash_ids(state, 1)) is cursed


# -- BSS03-022 Viper Dragon Hsuan Falung -----------------------------------------------------------------
def test_bss03_022_hsuan_falung_destroyed_by_opponent(build):
    """Viper Dragon Hsuan Falung: destroyed by the opponent, they pick one of their refreshed Spirits and it
    loses three cores; its Curse still takes the blocker at the end of the battle."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-022")]},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard(RED, cores=4), FieldCard(RED, exhausted=True)]}))
    attack_until_block(s)
    do(s, C.block(0))
    pass_flashes(s)  # 3000 against 5000
    assert "BSS03-022" in trash_ids(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    assert legal(s) == [C.choice(0)]  # refreshed ones only: slot 1
    do(s, C.choice(0))
    assert field(s, 1)[1]["cores"] == 1
    assert pending(s) == (Decision.ATTACK, 0)
    assert PORCUPINE in trash_ids(s, 1)  # Curse


@pytest.mark.parametrize("attacker, asks", [("BSS03-025", True), (RED, False)])
def test_bss03_022_hsuan_falung_serpents_attack_spirits(build, attacker, asks):
    """Lv2: when a Serpent of yours (Goral Snake) attacks, it may attack an exhausted opposing Spirit; a red
    Spirit's attack asks nothing."""
    s = build(position(step="attack", p0={"field": [FieldCard(attacker), FieldCard("BSS03-022", cores=3)]},
                       p1={"field": [FieldCard(PORCUPINE, exhausted=True), FieldCard(RED)]}))
    do(s, C.attack(0))
    if not asks:
        assert pending(s) == (Decision.FLASH, 1)
        return
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert (int(s.record()["blocker"]), int(s.record()["flash_window"])) == (0, 2)


# -- BSS03-023 Underworld Snakeman Botis -----------------------------------------------------------------
@pytest.mark.parametrize(("cores", "strip"), [(3, True), (1, False)])
def test_bss03_023_lv2_destroyed_by_opponent_strips_refreshed_spirits(build, cores, strip):
    """BSS03-023: destroyed by the opponent at Lv2, each refreshed opposing Spirit loses a core to its
    Reserve (exhausted ones, the attacker included, keep theirs); at Lv1 nothing happens."""
    p1 = {"field": [FieldCard(SMALL, cores=2), FieldCard(SMALL, cores=2, exhausted=True)], "reserve": 0}
    state = falls_blocking(build, "BSS03-023", cores=cores, p1=p1)
    assert [v["cores"] for v in field(state, 1).values()] == [3, 1 if strip else 2, 2]
    assert int(player(state, 1)["reserve"]) == int(strip)


# -- BSS03-024 Shaznake ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("other", "draws"), [("ST02-003", 1), (SMALL, 0)])
def test_bss03_024_destroyed_draws_with_another_serpent(build, other, draws):
    """BSS03-024: when destroyed, draw a card if you control another Serpent Spirit."""
    state = falls_blocking(build, "BSS03-024", p0={"field": [FieldCard(other)], "deck": [FILLER]})
    assert hand_ids(state, 0) == [FILLER] * draws


# -- BSS03-025 Goral Snake -------------------------------------------------------------------------------
def test_bss03_025_goral_snake_cannot_block(build):
    """Goral Snake: never blocks."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]}, p1={"field": [FieldCard("BSS03-025")]}))
    attack_until_block(s)
    assert legal(s) == [C.PASS]


@pytest.mark.parametrize("cores, curse", [(2, True), (1, False)])
def test_bss03_025_goral_snake_lv2_curse(build, cores, curse):
    """Lv2: Curse, the blocker falls at the end of the battle even when it won."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-025", cores=cores)]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    attack_until_block(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert (PORCUPINE in trash_ids(s, 1)) == curse
