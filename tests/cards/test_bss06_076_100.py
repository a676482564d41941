"""BSS06 cards 076-100, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails); the vanilla card is checked with ``check_vanilla``."""

from __future__ import annotations

import pytest
from bss06_high_shared import (
    BRONTECH,
    DECK,
    DRAGON,
    DUGONG,
    FILLER,
    GOLEM,
    HYDRA,
    LOTUS,
    MITHRIL,
    PORCUPINE,
    SURVEYOR,
    VALLEY,
    attack_step,
    deck_count,
    defend,
    hand_count,
    hit,
    life,
    main_step,
    play_card,
    reserve,
    resolve,
)
from card_helpers import cards, check_vanilla, do, exhausted, pass_flashes
from cards_shared import option_cards, pay_with_soul
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

SMALL, MEDIUM = "TK-SUPSPRITE-S", "TK-SUPSPRITE-M"
ANTMAN_TK = "TK-ANTMAN"
LIGHTGUIDER = "BSS05-018"  # Rasal Asclepius: a purple Lightguider, cost 4
NIGHTLING = "ST02-009"  # Skull Fly: a purple vanilla Nightling, 2000 BP
CHARGED_DRAW = "ST01-014"  # red Magic: Main, draw two
POISON_SHOT = "ST02-014"  # purple Magic: Main/Flash, a Spirit loses a core
ANDROMEDA = "ST01-001"  # on summon, destroy an opposing Spirit of 3000 BP or less, or an opposing Nexus
RED_NEXUS = "ST01-012"  # a red Nexus, cost 4
GRAIL = "ST02-012"  # Dark Grail: a purple Nexus, cost 3


def magic_step(build, hand: list[str], p1: dict, reserve_cores: int = 9, **p0):
    """Player 0's Main Step holding ``hand``."""
    return main_step(build, {"hand": hand, "reserve": reserve_cores, **p0}, p1)


# -- BSS06-076 Scales Giant Kiffa Libra -----------------------------------------------------------------
@pytest.mark.parametrize(("helpers", "paid"), [((LIGHTGUIDER, VALLEY), 7), ((DUGONG,), 9)])
def test_bss06_076_lightguider_and_nexus_symbols_count_as_blue(build, helpers, paid):
    fld = [FieldCard(c, cores=0 if c == VALLEY else 1) for c in helpers]
    s = main_step(build, {"hand": ["BSS06-076"], "reserve": 12, "field": fld})
    play_card(s, 0)
    assert "BSS06-076" in cards(s, 0) and reserve(s, 0) == 12 - paid - 1


@pytest.mark.parametrize(("cores", "milled"), [(4, 3), (1, 0)])
def test_bss06_076_lv2_attack_mills_the_trash_count(build, cores, milled):
    s = attack_step(build, {"field": [FieldCard("BSS06-076", cores=cores)]},
                    {"field": [FieldCard(MITHRIL)], "trash": [FILLER] * 3, "deck": DECK})
    do(s, C.attack(0))
    resolve(s)
    assert deck_count(s, 1) == len(DECK) - milled


# -- BSS06-077 Water Golem ------------------------------------------------------------------------------
def test_bss06_077_destroys_and_the_opponent_draws_two_per_symbol(build):
    s = main_step(build, {"hand": ["BSS06-077"], "reserve": 9}, {"field": [FieldCard(DUGONG)]})
    play_card(s, 0)
    assert DUGONG in trash_ids(s, 1) and hand_count(s, 1) == 2


@pytest.mark.parametrize(("cores", "astral"), [(2, True), (1, False)])
def test_bss06_077_lv2_astral(build, cores, astral):
    s = attack_step(build, {"field": [FieldCard("BSS06-077", cores=cores)]}, {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1) and (C.block(0) not in legal(s)) is astral


# -- BSS06-078 Cypress Golem ----------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "raid"), [(8, True), (4, False)])
def test_bss06_078_lv3_raid(build, cores, raid):
    s = attack_step(build, {"field": [FieldCard("BSS06-078", cores=cores), FieldCard(RED_NEXUS, cores=0)]},
                    {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    assert (pending(s) == (Decision.YES_NO, 0)) is raid
    resolve(s)
    assert exhausted(s, 0)[0] == (0 if raid else 1)


# -- BSS06-079 Violet Lotus Myo-oh ----------------------------------------------------------------------
def test_bss06_079_summon_destroys_a_cheap_spirit(build):
    s = main_step(build, {"hand": [LOTUS], "reserve": 9}, {"field": [FieldCard(MITHRIL), FieldCard(DUGONG)]})
    play_card(s, 0)
    assert DUGONG in trash_ids(s, 1) and MITHRIL in cards(s, 1)


@pytest.mark.parametrize("linked", [True, False])
def test_bss06_079_links_and_mills_three(build, linked):
    s = attack_step(build, {"field": [FieldCard(GOLEM), FieldCard(LOTUS)]}, {"field": [FieldCard(MITHRIL)],
                                                                            "deck": DECK})
    do(s, C.attack(0), C.CONFIRM if linked else C.PASS)
    resolve(s)
    assert deck_count(s, 1) == len(DECK) - (3 if linked else 0)
    assert bp(s, 0, 0) == 4000 + (3000 if linked else 0)


# -- BSS06-080 Nation Guardian Astra ------------------------------------------------------------------
def test_bss06_080_crush_five(build):
    s = attack_step(build, {"field": [FieldCard("BSS06-080")]}, {"field": [FieldCard(MITHRIL)], "deck": DECK})
    do(s, C.attack(0))
    resolve(s)
    assert deck_count(s, 1) == len(DECK) - (1 + 5)  # Lv1 + 5 (R18: Crush)


# -- BSS06-081 Beastman Swordmaster Growl ------------------------------------------------------------
@pytest.mark.parametrize("yes", [True, False])
def test_bss06_081_deploys_a_nexus_from_the_trash(build, yes):
    s = main_step(build, {"hand": ["BSS06-081"], "reserve": 9, "trash": [VALLEY]})
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, [c for c in legal(s) if c != C.PASS][0] if yes else C.PASS)
    resolve(s)
    assert (VALLEY in cards(s, 0)) is yes and reserve(s, 0) == 9 - 6 - 1  # free


# -- BSS06-082 Wave Wrestler Orinyama --------------------------------------------------------------------
def test_bss06_082_summon_cores_each_supsprite(build):
    s = main_step(build, {"hand": ["BSS06-082"], "reserve": 9, "field": [FieldCard(SMALL), FieldCard(SMALL)]})
    play_card(s, 0)
    assert [f["cores"] for f in field(s, 0).values() if f["card"] == SMALL] == [2, 2]


@pytest.mark.parametrize(("destroyed", "feasts"), [(0, 2), (2, 0)])
def test_bss06_082_lv2_attack_destroys_their_pick_then_feasts(build, destroyed, feasts):
    s = attack_step(build, {"field": [FieldCard("BSS06-082", cores=3)], "reserve": 4},
                    {"field": [FieldCard(DUGONG), FieldCard(GOLEM)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 1)
    for _ in range(destroyed):
        do(s, [c for c in legal(s) if c != C.PASS][0])
    if pending(s) == (Decision.CHOOSE, 1):
        do(s, C.PASS)
    resolve(s)
    assert len(trash_ids(s, 1)) == destroyed
    tokens = [c for c in cards(s, 0) if c.startswith("TK-")]
    assert tokens == ({0: [], 2: [MEDIUM]}[feasts])  # two Feasts: a Small, then it becomes a Medium


# -- BSS06-083 Giant Angel Magni -------------------------------------------------------------------------
@pytest.mark.parametrize(("token", "summonable"), [(SMALL, True), (ANTMAN_TK, False)])
def test_bss06_083_ascends_with_a_supsprite_and_mills_ten(build, token, summonable):
    s = main_step(build, {"hand": ["BSS06-083"], "reserve": 12, "field": [FieldCard(token)]},
                  {"deck": DECK + DECK})
    assert (C.use_hand(0) in legal(s)) is summonable
    if summonable:
        play_card(s, 0)
        assert deck_count(s, 1) == 16 - 10 and SMALL not in cards(s, 0)


@pytest.mark.parametrize(("cores", "refreshed"), [(4, True), (1, False)])
def test_bss06_083_lv2_attack_exhausts_a_supsprite_to_refresh(build, cores, refreshed):
    s = attack_step(build, {"field": [FieldCard("BSS06-083", cores=cores), FieldCard(SMALL)]},
                    {"field": [FieldCard(MITHRIL)], "deck": DECK + DECK})
    do(s, C.attack(0))
    resolve(s)
    assert deck_count(s, 1) == 16 - 10
    assert exhausted(s, 0) == ({0: 0, 1: 1} if refreshed else {0: 1, 1: 0})


# -- BSS06-084 Giant Birdman Jatayu ---------------------------------------------------------------------
@pytest.mark.parametrize(("token", "tapped"), [(False, True), (True, False)])
def test_bss06_084_summoned_exhausted_without_a_token(build, token, tapped):
    s = main_step(build, {"hand": ["BSS06-084"], "reserve": 12, "field": [FieldCard(ANTMAN_TK)] if token else []})
    play_card(s, 0)
    slot = next(k for k, f in field(s, 0).items() if f["card"] == "BSS06-084")
    assert bool(exhausted(s, 0)[slot]) is tapped


# -- BSS06-085 Waiter Golem ---------------------------------------------------------------------------
@pytest.mark.parametrize(("token", "feast"), [(False, True), (True, False)])
def test_bss06_085_feasts_without_a_token(build, token, feast):
    s = main_step(build, {"hand": ["BSS06-085"], "reserve": 6, "field": [FieldCard(ANTMAN_TK)] if token else []})
    play_card(s, 0)
    assert (SMALL in cards(s, 0)) is feast


# -- BSS06-086 Sapphire Screamer ----------------------------------------------------------------------
def test_bss06_086_vanilla(build):
    check_vanilla(build, "BSS06-086")


# -- BSS06-087 Heavenly Fire Takamagahara ---------------------------------------------------------------
@pytest.mark.parametrize(("step", "bonus"), [("attack", 2000), ("main", 0)])
def test_bss06_087_linked_spirits_gain_bp_in_your_attack_step(build, step, bonus):
    p0 = {"field": [FieldCard(BRONTECH), FieldCard(HYDRA), FieldCard("BSS06-087", cores=0)]}
    if step == "main":
        s = main_step(build, p0)
        assert bp(s, 0, 0) == 5000
        return
    s = attack_step(build, p0, {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0), C.CONFIRM)
    resolve(s)
    assert bp(s, 0, 0) == 5000 + 3000 + bonus


@pytest.mark.parametrize(("attacker", "cores", "drawn"), [(DRAGON, 1, 1), (DRAGON, 0, 0), (DUGONG, 1, 0)])
def test_bss06_087_lv2_dragonoid_hit_draws(build, attacker, cores, drawn):
    s = attack_step(build, {"field": [FieldCard(attacker), FieldCard("BSS06-087", cores=cores)], "deck": DECK},
                    {"field": [FieldCard(FILLER, exhausted=True)]})
    hand = hand_count(s, 0)
    hit(s, 0)
    assert life(s, 1) == 4 and hand_count(s, 0) == hand + drawn


# -- BSS06-088 Dragon Castle Keep -----------------------------------------------------------------------
@pytest.mark.parametrize(("step", "bps"), [("attack", [2000, 3000]), ("main", [1000, 1000])])
def test_bss06_088_lv2_red_and_green_spirits_gain_in_your_attack_step(build, step, bps):
    p0 = {"field": [FieldCard("BSS06-088", cores=2), FieldCard(FILLER), FieldCard("BSS06-070")]}
    s = build_step(build, step, p0)
    assert [bp(s, 0, 1), bp(s, 0, 2)] == bps  # Pheasant is red and green: +2000


def build_step(build, step: str, p0: dict, p1: dict | None = None):
    return attack_step(build, p0, p1) if step == "attack" else main_step(build, p0, p1)


@pytest.mark.parametrize(("nexus", "tapped"), [("BSS06-088", True), (RED_NEXUS, False)])
def test_bss06_088_green_symbol_in_your_attack_step(build, nexus, tapped):
    """Falco-Panther's Chain Green (Lv2 attack) works beside the Keep, whose green symbol counts in your Attack
    Step; beside a plain red Nexus it does not."""
    p0 = {"field": [FieldCard(nexus, cores=0), FieldCard("BSS06-074", cores=3)]}
    s = attack_step(build, p0, {"field": [FieldCard(MITHRIL)], "deck": DECK})
    do(s, C.attack(1))
    resolve(s)
    assert exhausted(s, 1)[0] == int(tapped)


# -- BSS06-089 Ghost Metropolis ------------------------------------------------------------------------
def test_bss06_089_deploy_takes_a_core(build):
    s = main_step(build, {"hand": ["BSS06-089"], "reserve": 9}, {"field": [FieldCard(MITHRIL, cores=3)]})
    play_card(s, 0)
    assert field(s, 1)[0]["cores"] == 2


@pytest.mark.parametrize(("cores", "drawn"), [(2, 1), (0, 0)])
def test_bss06_089_lv2_nightling_destroyed_by_an_effect_draws(build, cores, drawn):
    s = defend(build, {"field": [FieldCard(NIGHTLING), FieldCard("BSS06-089", cores=cores)]},
               {"hand": ["BSS06-077"], "reserve": 9}, step="main")
    hand = hand_count(s, 0)
    play_card(s, 0)
    assert NIGHTLING in trash_ids(s, 0)
    assert hand_count(s, 0) == hand + 2 + drawn  # Water Golem: two for Skull Fly's symbol; the Nexus: one


# -- BSS06-090 Thousand Spears Battlefield ----------------------------------------------------------------
@pytest.mark.parametrize(("link", "drawn"), [(True, 2), (False, 0)])
def test_bss06_090_deploy_discards_a_link_card_to_draw_two(build, link, drawn):
    s = main_step(build, {"hand": ["BSS06-090", HYDRA if link else DUGONG], "reserve": 9, "deck": DECK})
    play_card(s, 0)
    assert hand_count(s, 0) == 1 - int(link) + drawn


@pytest.mark.parametrize(("cores", "paid"), [(2, 3), (0, 5)])
def test_bss06_090_lv2_counts_as_two_white_symbols(build, cores, paid):
    """Minotaur (cost 5, three white reductions): the Lv2 Nexus's one symbol counts as two white ones."""
    s = main_step(build, {"hand": ["BSS06-051"], "reserve": 9, "field": [FieldCard("BSS06-090", cores=cores)]})
    play_card(s, 0)
    assert reserve(s, 0) == 9 - paid - 1


# -- BSS06-091 Inverted World ------------------------------------------------------------------------
@pytest.mark.parametrize(("spirit", "paid"), [(DRAGON, 1), (FILLER, 2)])
def test_bss06_091_surveyor_reads_every_colour(build, spirit, paid):
    """Surveyor Ryusei (cost 3, no red reduction): the Nexus's symbol pays, and so does a cost-3 red Spirit's."""
    s = main_step(build, {"hand": [SURVEYOR], "reserve": 9, "field": [FieldCard("BSS06-091", cores=0),
                                                                      FieldCard(spirit)]})
    play_card(s, 0)
    assert reserve(s, 0) == 9 - paid - 1


@pytest.mark.parametrize(("cores", "linked"), [(2, True), (0, False)])
def test_bss06_091_lv2_surveyor_attack_gets_a_core_and_a_link(build, cores, linked):
    s = attack_step(build, {"field": [FieldCard(SURVEYOR), FieldCard(HYDRA), FieldCard("BSS06-091", cores=cores)]},
                    {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    resolve(s)
    assert field(s, 0)[0]["cores"] == 1 + int(linked)
    assert bp(s, 0, 0) == 2000 + (3000 if linked else 0)


# -- BSS06-092 Sushi Bullet Train -----------------------------------------------------------------------
@pytest.mark.parametrize("yes", [True, False])
def test_bss06_092_token_summon_may_exhaust_it_to_draw(build, yes):
    s = main_step(build, {"hand": ["BSS06-068"], "reserve": 9, "field": [FieldCard("BSS06-092", cores=0)],
                          "deck": DECK})
    play_card(s, 0, yes=yes)
    assert hand_count(s, 0) == int(yes) and exhausted(s, 0)[0] == int(yes)


@pytest.mark.parametrize(("cores", "feast"), [(2, True), (0, False)])
def test_bss06_092_lv2_magic_from_hand_pays_a_core_to_feast(build, cores, feast):
    s = main_step(build, {"hand": [CHARGED_DRAW], "reserve": 9, "field": [FieldCard("BSS06-092", cores=cores)],
                          "deck": DECK})
    play_card(s, 0)
    assert (SMALL in cards(s, 0)) is feast
    assert field(s, 0)[0]["cores"] == (cores - 1 if feast else cores)


# -- BSS06-093 Castle Storeroom --------------------------------------------------------------------
def test_bss06_093_destroyed_draws_and_gains_a_core(build):
    s = defend(build, {"field": [FieldCard("BSS06-093", cores=0)], "reserve": 0}, {"hand": [ANDROMEDA],
                                                                                      "reserve": 9}, step="main")
    hand = hand_count(s, 0)
    play_card(s, 0)
    assert "BSS06-093" in trash_ids(s, 0) and hand_count(s, 0) == hand + 1 and reserve(s, 0) == 1


@pytest.mark.parametrize(("cores", "gained"), [(2, 1), (0, 0)])
def test_bss06_093_lv2_linked_android_gets_a_core(build, cores, gained):
    s = attack_step(build, {"field": [FieldCard("BSS06-052"), FieldCard(HYDRA), FieldCard("BSS06-093", cores=cores)]},
                    {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0), C.CONFIRM)
    resolve(s)
    assert field(s, 0)[0]["cores"] == 1 + gained


# -- BSS06-094 Mercury Sea Factory Isle ---------------------------------------------------------------
@pytest.mark.parametrize(("link_card", "armored"), [(HYDRA, True), (DUGONG, False)])
def test_bss06_094_link_spirits_have_armor_in_your_attack_step(build, link_card, armored):
    s = attack_step(build, {"field": [FieldCard(BRONTECH), FieldCard(link_card), FieldCard("BSS06-094", cores=0)]},
                    {"field": [FieldCard(MITHRIL)], "hand": [POISON_SHOT], "reserve": 9})
    do(s, C.attack(0), C.PASS) if link_card == HYDRA else do(s, C.attack(0))
    resolve(s)
    assert pending(s) == (Decision.FLASH, 1)
    do(s, C.use_hand(0))
    if pending(s)[0] == Decision.MAGIC_EFFECT:
        do(s, C.choice(0))
    pay_with_soul(s, False)
    assert (link_card not in option_cards(s)) is armored and BRONTECH in option_cards(s)


@pytest.mark.parametrize(("cores", "discarded"), [(1, 1), (0, 0)])
def test_bss06_094_lv2_opposing_effect_draws_cost_a_card(build, cores, discarded):
    s = defend(build, {"field": [FieldCard("BSS06-094", cores=cores)]},
               {"hand": [CHARGED_DRAW, FILLER], "reserve": 9}, step="main")
    play_card(s, 0)
    assert hand_count(s, 1) == 1 + 2 - discarded


# -- BSS06-095 Verdant Gojo Bridge --------------------------------------------------------------------
def test_bss06_095_first_life_loss_each_turn_draws(build):
    s = defend(build, {"field": [FieldCard("BSS06-095", cores=0)], "deck": DECK},
               {"field": [FieldCard(DUGONG), FieldCard(GOLEM)]})
    hand = hand_count(s, 0)
    their_hit(s, 0)
    assert life(s, 0) == 4 and hand_count(s, 0) == hand + 1
    their_hit(s, 1)
    assert life(s, 0) == 3 and hand_count(s, 0) == hand + 1


def their_hit(s, k: int) -> None:
    """Player 1 attacks with slot ``k``; player 0 does not block."""
    do(s, C.attack(k))
    pass_flashes(s)
    if pending(s) == (Decision.BLOCK, 0):
        do(s, C.PASS)
    resolve(s)
    pass_flashes(s)
    resolve(s)


@pytest.mark.parametrize(("cores", "gained"), [(1, 1), (0, 0)])
def test_bss06_095_lv2_leaf_kindred_hit_cores_the_nexus(build, cores, gained):
    s = attack_step(build, {"field": [FieldCard("BSS06-058"), FieldCard("BSS06-095", cores=cores)]},
                    {"field": [FieldCard(MITHRIL, exhausted=True), FieldCard(DUGONG)]})
    hit(s, 0)
    assert life(s, 1) == 4 and field(s, 0)[1]["cores"] == cores + gained


# -- BSS06-096 Infinite Stairs of the Forgotten Temple --------------------------------------------
def test_bss06_096_deploy_cores_an_agile_spirit(build):
    s = main_step(build, {"hand": ["BSS06-096"], "reserve": 9, "field": [FieldCard("BSS06-071"), FieldCard(DUGONG)]})
    play_card(s, 0)
    assert field(s, 0)[0]["cores"] == 2 and field(s, 0)[1]["cores"] == 1


@pytest.mark.parametrize(("cores", "tapped"), [(2, True), (0, False)])
def test_bss06_096_lv2_fallen_attacker_exhausts_their_spirit(build, cores, tapped):
    s = attack_step(build, {"field": [FieldCard(FILLER), FieldCard("BSS06-096", cores=cores)]},
                    {"field": [FieldCard(MITHRIL), FieldCard(DUGONG)]})
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    resolve(s)
    assert FILLER in trash_ids(s, 0)
    assert exhausted(s, 1)[1] == int(tapped)


# -- BSS06-097 Temple of a Thousand Mercies ---------------------------------------------------------
@pytest.mark.parametrize(("turn", "gained"), [("theirs", 1), ("mine", 0)])
def test_bss06_097_opposing_effect_draw_cores_it(build, turn, gained):
    if turn == "theirs":
        s = defend(build, {"field": [FieldCard("BSS06-097", cores=0)]}, {"hand": [CHARGED_DRAW], "reserve": 9},
                   step="main")
    else:
        s = main_step(build, {"hand": [CHARGED_DRAW], "reserve": 9, "field": [FieldCard("BSS06-097", cores=0)]})
    play_card(s, 0)
    assert field(s, 0)[0]["cores"] == gained


@pytest.mark.parametrize(("attacker", "milled"), [(MITHRIL, 4), (DRAGON, 0)])
def test_bss06_097_lv2_golem_hit_mills_four(build, attacker, milled):
    s = attack_step(build, {"field": [FieldCard(attacker), FieldCard("BSS06-097", cores=2)]},
                    {"field": [FieldCard(FILLER, exhausted=True)], "deck": DECK})
    hit(s, 0)
    assert deck_count(s, 1) == len(DECK) - milled


# -- BSS06-098 Big Haul Fishing Trawler -------------------------------------------------------------
def test_bss06_098_first_token_each_turn_cores_it(build):
    s = main_step(build, {"hand": ["BSS06-068", "BSS06-068"], "reserve": 12,
                          "field": [FieldCard("BSS06-098", cores=0)]})
    play_card(s, 0)
    assert field(s, 0)[0]["cores"] == 1
    play_card(s, 0)
    assert field(s, 0)[0]["cores"] == 1


@pytest.mark.parametrize(("cores", "bonus"), [(2, 2000), (0, 0)])
def test_bss06_098_lv2_raid_spirits_gain(build, cores, bonus):
    s = main_step(build, {"field": [FieldCard("BSS06-078", cores=8), FieldCard(DUGONG),
                                    FieldCard("BSS06-098", cores=cores)]})
    assert bp(s, 0, 0) == 5000 + bonus and bp(s, 0, 1) == 3000


# -- BSS06-099 Three Card Technique ------------------------------------------------------------------
@pytest.mark.parametrize("link", [True, False])
def test_bss06_099_draws_then_digs_a_link_card(build, link):
    dug = HYDRA if link else BRONTECH
    deck = [FILLER, FILLER, DUGONG, dug, GOLEM, PORCUPINE, FILLER]
    s = magic_step(build, ["BSS06-099"], {}, deck=deck)
    play_card(s, 0)
    assert sorted(hand_ids(s, 0)) == sorted([FILLER, FILLER] + ([HYDRA] if link else []))
    assert sorted(trash_ids(s, 0)) == sorted(["BSS06-099", DUGONG, GOLEM, PORCUPINE] + ([] if link else [dug]))


def test_bss06_099_flash_bp(build):
    s = attack_step(build, {"field": [FieldCard(DUGONG)], "hand": ["BSS06-099"], "reserve": 9},
                    {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    resolve(s)
    while pending(s) != (Decision.FLASH, 0):
        do(s, C.PASS)
    do(s, C.use_hand(0))
    pay_and_place(s)
    resolve(s)
    assert bp(s, 0, 0) == 3000 + 3000 and "BSS06-099" in trash_ids(s, 0)


# -- BSS06-100 Soaring Dragon King's Supremacy -----------------------------------------------------
def test_bss06_100_destroys_a_5000_bp_spirit(build):
    s = magic_step(build, ["BSS06-100"], {"field": [FieldCard(MITHRIL), FieldCard(BRONTECH)]})
    play_card(s, 0)
    assert BRONTECH in trash_ids(s, 1) and MITHRIL in cards(s, 1)


@pytest.mark.parametrize("summon_effect", [True, False])
def test_bss06_100_burst_destroys_nexuses_after_a_summon_effect(build, summon_effect):
    p0 = {"burst": "BSS06-100", "field": [FieldCard(DUGONG)], "reserve": 0}
    s = defend(build, p0, {"hand": [LOTUS if summon_effect else DUGONG], "reserve": 9,
                           "field": [FieldCard(GRAIL, cores=0), FieldCard(RED_NEXUS, cores=0)]}, step="main")
    do(s, C.use_hand(0))
    pay_and_place_all(s)
    if summon_effect:
        assert pending(s) == (Decision.BURST, 0)  # the Burst is offered
        do(s, C.CONFIRM)
        resolve(s)
        assert GRAIL in trash_ids(s, 1) and RED_NEXUS in trash_ids(s, 1)  # costs 3 + 4
    else:
        assert pending(s)[1] == 1


def pay_and_place_all(s) -> None:
    from conftest import pay_and_place

    pay_and_place(s)
    while pending(s)[0] in (Decision.CHOOSE, Decision.ORDER) and pending(s)[1] == 1:
        do(s, [c for c in legal(s) if c != C.PASS][0])
