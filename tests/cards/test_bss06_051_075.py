"""BSS06 cards 051-075, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails); the vanilla cards are checked with ``check_vanilla``."""

from __future__ import annotations

import pytest
from bss06_high_shared import (
    BONES,
    BRONTECH,
    DECK,
    DRAGON,
    DUGONG,
    FILLER,
    GOLEM,
    HYDRA,
    LOTUS,
    MANTIGORE,
    MITHRIL,
    PORCUPINE,
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
    trash_cores,
)
from card_helpers import cards, check_vanilla, do, exhausted, pass_flashes
from cards_shared import choose, option_cards, pay_with_soul
from conftest import bp, field, hand_ids, legal, pending, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

ANTMAN_TK = "TK-ANTMAN"
GRAIL = "ST02-012"  # Dark Grail: a purple Nexus (its Lv1 effect only on deploy)


def fall_blocking(build, card_id: str, cores: int = 1, p0: dict | None = None, p1: dict | None = None,
                  yes: bool = True):
    """Player 1's Mithril Golem (6000 BP) attacks; player 0 blocks with ``card_id`` (slot 0), which falls."""
    p0 = {**(p0 or {}), "field": [FieldCard(card_id, cores=cores)] + list((p0 or {}).get("field", []))}
    p1 = {**(p1 or {}), "field": [FieldCard(MITHRIL)] + list((p1 or {}).get("field", []))}
    s = defend(build, p0, p1)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    resolve(s, yes)
    assert card_id in trash_ids(s, 0)
    return s


# -- BSS06-051 Mecharmor Sword Saint Minotaur --------------------------------------------------------------
@pytest.mark.parametrize(("in_hand", "summoned"), [(HYDRA, True), ("BSS06-055", False)])
def test_bss06_051_destroyed_summons_a_link_card_free(build, in_hand, summoned):
    s = fall_blocking(build, "BSS06-051", p0={"hand": [in_hand], "reserve": 1})
    assert (in_hand in cards(s, 0)) is summoned
    assert reserve(s, 0) == (1 if summoned else 2)  # its own core came back; free: only the placed core left


# -- BSS06-052 Three Block Savant ------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "blue_blocked"), [(1, False), (3, True)])
def test_bss06_052_armor_red_blue_at_lv2(build, cores, blue_blocked):
    """The opponent's Water Golem (blue: "destroy an opposing Spirit") may pick it at Lv1, not at Lv2."""
    s = defend(build, {"field": [FieldCard("BSS06-052", cores=cores), FieldCard(FILLER)]},
               {"hand": ["BSS06-077"], "reserve": 9}, step="main")
    do(s, C.use_hand(0))
    pay_with_soul(s, False)
    assert pending(s)[0] == Decision.CHOOSE and FILLER in option_cards(s)
    assert ("BSS06-052" not in option_cards(s)) is blue_blocked


def test_bss06_052_armor_against_purple(build):
    s = defend(build, {"field": [FieldCard("BSS06-052"), FieldCard(FILLER)]},
               {"hand": ["BSS05-013"], "reserve": 9}, step="main")
    do(s, C.use_hand(0))
    pay_with_soul(s, False)
    assert FILLER in option_cards(s) and "BSS06-052" not in option_cards(s)


# -- BSS06-053 Conjuring Machine Minazuki ----------------------------------------------------------------
@pytest.mark.parametrize(("helpers", "paid"), [((HYDRA, LOTUS), 5), ((MANTIGORE, MANTIGORE), 7)])
def test_bss06_053_link_symbols_pay_white_and_purple(build, helpers, paid):
    """Two blue Link Spirits' symbols count as white/purple: the cost-7 card costs 5; two blue Spirits without Link
    do not reduce it."""
    s = main_step(build, {"hand": ["BSS06-053"], "reserve": 9, "field": [FieldCard(c) for c in helpers]})
    play_card(s, 0)
    assert "BSS06-053" in cards(s, 0) and reserve(s, 0) == 9 - paid - 1


@pytest.mark.parametrize(("where", "card", "summoned"), [("hand", DUGONG, True), ("trash", DUGONG, True),
                                                         ("hand", "BSS06-080", False)])
def test_bss06_053_destroyed_summons_from_hand_or_trash(build, where, card, summoned):
    """A Spirit card costing 6 or less comes from the hand or the Trash, free; Astra (cost 8) does not."""
    p0 = {"hand": [card] if where == "hand" else [], "trash": [card] if where == "trash" else [], "reserve": 1}
    s = fall_blocking(build, "BSS06-053", p0=p0)
    assert (card in cards(s, 0)) is summoned


@pytest.mark.parametrize(("cores", "bounced"), [(4, True), (3, False)])
def test_bss06_053_lv3_trades_a_spirit_back_for_an_opposing_one(build, cores, bounced):
    s = defend(build, {"field": [FieldCard("BSS06-053", cores=cores), FieldCard(BRONTECH)]},
               {"field": [FieldCard(GOLEM), FieldCard(MITHRIL)]}, step="main")
    do(s, C.PASS)  # to the Attack Step
    resolve(s)
    if bounced:
        assert hand_ids(s, 0) and hand_ids(s, 1) == [GOLEM]  # the first of ours back, the Golem costs no more
    else:
        assert hand_ids(s, 1) == []


# -- BSS06-054 Outraged Max ------------------------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "bounced"), [("BSS06-054", False), (DUGONG, True)])
def test_bss06_054_costs_5_in_the_attack_step(build, theirs, bounced):
    """Minazuki's Lv3 trade returns our cost-4 Golem: an opposing cost-3 Dugong may go back, Outraged Max (cost 3,
    treated as 5 in either Attack Step) may not."""
    s = defend(build, {"field": [FieldCard("BSS06-053", cores=4), FieldCard(GOLEM)]},
               {"field": [FieldCard(theirs)]}, step="main")
    do(s, C.PASS)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    choose(s, GOLEM)
    resolve(s)
    assert GOLEM in hand_ids(s, 0)
    assert (hand_ids(s, 1) == [theirs]) is bounced


@pytest.mark.parametrize(("cores", "offered"), [(3, True), (1, False)])
def test_bss06_054_lv2_links_a_blocker(build, cores, offered):
    s = defend(build, {"field": [FieldCard(BRONTECH), FieldCard(HYDRA), FieldCard("BSS06-054", cores=cores)]},
               {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert (pending(s) == (Decision.YES_NO, 0)) is offered
    if offered:
        do(s, C.CONFIRM)
        assert bp(s, 0, 0) == 5000 + 3000


# -- BSS06-055 Conjuration Puppet Knight -----------------------------------------------------------------
@pytest.mark.parametrize("purple", [True, False])
def test_bss06_055_destroyed_by_the_opponent(build, purple):
    """Brontech (8000 BP) beats the blocking Knight: we discard three, draw three; Chain Purple (our purple Nexus)
    takes Brontech's three cores, which destroys it, and two Void cores come to our Reserve."""
    p0 = {"deck": DECK, "field": [FieldCard("BSS06-055")] + ([FieldCard(GRAIL, cores=0)] if purple else [])}
    s = defend(build, p0, {"field": [FieldCard(BRONTECH, cores=3)]})
    hand = hand_count(s, 0)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    resolve(s)
    assert "BSS06-055" in trash_ids(s, 0) and hand_count(s, 0) == hand + 3
    assert len(trash_ids(s, 0)) == 1 + 3
    assert (BRONTECH in trash_ids(s, 1)) is purple
    assert reserve(s, 0) == 3 + 1 + (2 if purple else 0)


@pytest.mark.parametrize(("cores", "gained"), [(3, 1), (1, 0)])
def test_bss06_055_lv2_attacks_for_a_void_core(build, cores, gained):
    s = attack_step(build, {"field": [FieldCard("BSS06-055", cores=cores)]})
    do(s, C.attack(0))
    resolve(s)
    assert field(s, 0)[0]["cores"] == cores + gained


# -- BSS06-056 Dark Caribou ------------------------------------------------------------------------------
def test_bss06_056_vanilla(build):
    check_vanilla(build, "BSS06-056", reduction=1)


# -- BSS06-057 Dark Goddess Nemain -----------------------------------------------------------------------
@pytest.mark.parametrize(("link", "may_attack"), [(True, True), (False, False)])
def test_bss06_057_attacks_only_beside_a_link_spirit(build, link, may_attack):
    s = attack_step(build, {"field": [FieldCard("BSS06-057")] + ([FieldCard(HYDRA)] if link else [])})
    assert (C.attack(0) in legal(s)) is may_attack


def test_bss06_057_lv2_armor(build):
    s = defend(build, {"field": [FieldCard("BSS06-057", cores=4), FieldCard(FILLER)]},
               {"hand": ["BSS05-013"], "reserve": 9}, step="main")
    do(s, C.use_hand(0))
    pay_with_soul(s, False)
    assert "BSS06-057" not in option_cards(s)


# -- BSS06-058 Smokemaster Nicotiana Tamba ----------------------------------------------------------------
@pytest.mark.parametrize(("swift", "astral"), [(True, True), (False, False)])
def test_bss06_058_gains_astral_when_a_spirit_arrives_in_the_attack_step(build, swift, astral):
    """Tamba attacks; Tanugreen (Swift) arrives in the attacker's Flash timing: Tamba has Astral and the opponent's
    Mithril Golem cannot block it. Without the summon it can."""
    s = attack_step(build, {"hand": ["BSS06-071"], "reserve": 5, "field": [FieldCard("BSS06-058")]},
                    {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    resolve(s)
    assert pending(s) == (Decision.FLASH, 1)
    do(s, C.PASS)
    if swift:
        do(s, C.use_hand(0))
        pay_with_soul(s, False)
        resolve(s)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.block(0) not in legal(s)) is astral


# -- BSS06-059 Scorpoknight Antares Skoll -----------------------------------------------------------------
@pytest.mark.parametrize(("reserve_cores", "bounced"), [(1, True), (0, False)])
def test_bss06_059_lightguider_hit_bounces_two_one_symbol_spirits(build, reserve_cores, bounced):
    s = attack_step(build, {"field": [FieldCard("BSS06-059", cores=4)], "reserve": reserve_cores},
                    {"field": [FieldCard(FILLER, exhausted=True), FieldCard(BONES, exhausted=True),
                               FieldCard(MITHRIL, exhausted=True)]})
    hit(s, 0)
    assert (len(hand_ids(s, 1)) == 2) is bounced
    if bounced:
        assert reserve(s, 0) == 0


# -- BSS06-060 Tiny Samurai Antman Issun ------------------------------------------------------------------
def test_bss06_060_links_a_spirit_regardless(build):
    s = attack_step(build, {"field": [FieldCard("BSS06-060"), FieldCard(HYDRA)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert bp(s, 0, 0) == 2000 + 3000 and exhausted(s, 0)[1]


# -- BSS06-061 Stickbug Shooter --------------------------------------------------------------------------
@pytest.mark.parametrize("linked", [True, False])
def test_bss06_061_linked_battle_kill_takes_a_life(build, linked):
    s = attack_step(build, {"field": [FieldCard(BRONTECH), FieldCard("BSS06-061")]}, {"field": [FieldCard(DUGONG)]})
    do(s, C.attack(0))
    do(s, C.CONFIRM if linked else C.PASS)
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    resolve(s)
    assert DUGONG in trash_ids(s, 1)
    assert life(s, 1) == (4 if linked else 5)


# -- BSS06-062 Bladeemperor Bug Grand Stag ---------------------------------------------------------------
@pytest.mark.parametrize(("nexus", "drawn"), [(True, 1), (False, 0)])
def test_bss06_062_lv2_attack_bp_and_red_chain(build, nexus, drawn):
    field_ = [FieldCard("BSS06-062", cores=2)] + ([FieldCard("ST01-012", cores=0)] if nexus else [])
    s = attack_step(build, {"field": field_, "deck": DECK})
    hand = hand_count(s, 0)
    do(s, C.attack(0))
    resolve(s)
    assert bp(s, 0, 0) == 8000 + 3000 and hand_count(s, 0) == hand + drawn


def test_bss06_062_swift(build):
    s = defend(build, {"hand": ["BSS06-062"], "reserve": 9}, {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0) and C.use_hand(0) in legal(s)


# -- BSS06-063 Slim Redstag ------------------------------------------------------------------------------
def test_bss06_063_swift(build):
    s = defend(build, {"hand": ["BSS06-063"], "reserve": 3}, {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0) and C.use_hand(0) in legal(s)
    s2 = defend(build, {"hand": [DUGONG], "reserve": 5}, {"field": [FieldCard(MITHRIL)]})
    do(s2, C.attack(0))
    assert C.use_hand(0) not in legal(s2)


# -- BSS06-064 Tamamush ----------------------------------------------------------------------------------
def test_bss06_064_summon_puts_a_void_core_in_the_trash(build):
    s = main_step(build, {"hand": ["BSS06-064"], "reserve": 4})
    play_card(s, 0)
    assert "BSS06-064" in cards(s, 0) and trash_cores(s, 0) == 3 + 1


# -- BSS06-065 Lancehawk Spineed Hayato -------------------------------------------------------------------
@pytest.mark.parametrize(("soul", "drawn"), [(True, 4), (False, None)])
def test_bss06_065_soul_summon_swaps_the_hand(build, soul, drawn):
    p0 = {"hand": ["BSS06-065", FILLER, FILLER], "reserve": 6, "soul": "reserve", "deck": DECK}
    s = main_step(build, p0, {"hand": [FILLER] * 4})
    do(s, C.use_hand(0))
    pay_with_soul(s, soul)
    resolve(s)
    if soul:
        assert hand_count(s, 0) == drawn and trash_ids(s, 0).count(FILLER) == 2
    else:
        assert hand_ids(s, 0) == [FILLER, FILLER]


@pytest.mark.parametrize("linked", [True, False])
def test_bss06_065_linked_spirit_has_gale(build, linked):
    """Linked, the attacker has Gale 1: blocked, the opponent exhausts a refreshed Spirit of theirs (R18.7)."""
    s = attack_step(build, {"field": [FieldCard(BRONTECH), FieldCard("BSS06-065")]},
                    {"field": [FieldCard(MITHRIL), FieldCard(DUGONG)]})
    do(s, C.attack(0), C.CONFIRM if linked else C.PASS)
    assert bp(s, 0, 0) == 5000 + (2000 if linked else 0)
    pass_flashes(s)
    do(s, C.block(0))
    resolve(s)
    assert exhausted(s, 1)[1] == (1 if linked else 0)


# -- BSS06-066 Heavenly Footless-fowl ---------------------------------------------------------------------
def test_bss06_066_summon_adds_a_void_core(build):
    s = main_step(build, {"hand": ["BSS06-066"], "reserve": 5})
    play_card(s, 0)
    assert field(s, 0)[0]["cores"] == 2


# -- BSS06-067 Woodpath Ninja Hagakure Hanzo -------------------------------------------------------------
def test_bss06_067_summon_exhausts_up_to_10000_bp(build):
    s = main_step(build, {"hand": ["BSS06-067"], "reserve": 9},
                  {"field": [FieldCard(MITHRIL), FieldCard(GOLEM), FieldCard(DUGONG)]})
    do(s, C.use_hand(0))
    pay_with_soul(s, False)
    while pending(s)[0] == Decision.CHOOSE:
        codes = [c for c in legal(s) if c != C.PASS]
        do(s, codes[0] if codes else C.PASS)
    resolve(s)
    bp_total = sum({MITHRIL: 6000, GOLEM: 4000, DUGONG: 3000}[f["card"]] for f in field(s, 1).values()
                   if f["exhausted"])
    assert 0 < bp_total <= 10000


@pytest.mark.parametrize(("cores", "usable"), [(4, True), (1, False)])
def test_bss06_067_lv2_flash_summons_an_agile_card(build, cores, usable):
    s = defend(build, {"field": [FieldCard("BSS06-067", cores=cores)], "hand": ["BSS06-071"], "reserve": 5},
               {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    assert (C.ACTIVATE + 0 in legal(s)) is usable
    if usable:
        do(s, C.ACTIVATE + 0)
        resolve(s)
        assert "BSS06-071" in cards(s, 0)


# -- BSS06-068 Summoning Ninja Lotusmaru -----------------------------------------------------------------
def test_bss06_068_summon_brings_an_antman(build):
    s = main_step(build, {"hand": ["BSS06-068"], "reserve": 9})
    play_card(s, 0)
    assert sorted(cards(s, 0)) == sorted(["BSS06-068", ANTMAN_TK])


# -- BSS06-069 Giantwood Wyrm Millennium Dragon ----------------------------------------------------------
def test_bss06_069_summon_trades_a_spirit_for_agile_cards(build):
    deck = ["BSS06-071", FILLER, "BSS06-063", "BSS06-068", DUGONG, FILLER]
    s = main_step(build, {"hand": ["BSS06-069"], "reserve": 12, "deck": deck, "field": [FieldCard(DRAGON)]})
    play_card(s, 0)
    on_field = cards(s, 0)
    assert DRAGON in hand_ids(s, 0)
    assert "BSS06-071" in on_field and "BSS06-068" in on_field and "BSS06-063" not in on_field
    assert FILLER in trash_ids(s, 0) and DUGONG in trash_ids(s, 0)


@pytest.mark.parametrize(("red", "tapped"), [(True, True), (False, False)])
def test_bss06_069_lv2_discards_red_to_exhaust(build, red, tapped):
    s = defend(build, {"field": [FieldCard("BSS06-069", cores=3)], "hand": [DRAGON if red else DUGONG]},
               {"field": [FieldCard(MITHRIL)]}, step="main")
    do(s, C.PASS)
    resolve(s)
    assert bool(exhausted(s, 1)[0]) is tapped


# -- BSS06-070 Forest Scout Pheasant ---------------------------------------------------------------------
def test_bss06_070_vanilla(build):
    check_vanilla(build, "BSS06-070")


# -- BSS06-071 Tanugreen ---------------------------------------------------------------------------------
def test_bss06_071_agile_returns_the_cheaper_attacker(build):
    s = attack_step(build, {"field": [FieldCard(BONES)], "hand": ["BSS06-071"], "reserve": 5})
    hit(s, 0)
    assert "BSS06-071" in cards(s, 0) and BONES in hand_ids(s, 0)


def test_bss06_071_swift(build):
    s = defend(build, {"hand": ["BSS06-071"], "reserve": 5}, {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    assert C.use_hand(0) in legal(s)


# -- BSS06-072 Raging Beast Sharkape ---------------------------------------------------------------------
@pytest.mark.parametrize(("skybinder", "summonable"), [(True, True), (False, False)])
def test_bss06_072_ascends_with_a_skybinder(build, skybinder, summonable):
    s = main_step(build, {"hand": ["BSS06-072"], "reserve": 9,
                          "field": [FieldCard("BSS06-058" if skybinder else PORCUPINE)]})
    assert (C.use_hand(0) in legal(s)) is summonable


@pytest.mark.parametrize(("cores", "milled"), [(4, 7), (1, 0)])
def test_bss06_072_blocked_mills_seven(build, cores, milled):
    s = attack_step(build, {"field": [FieldCard("BSS06-072", cores=cores)]},
                    {"field": [FieldCard("BSS06-072")], "deck": DECK + DECK})
    before = deck_count(s, 1)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    resolve(s)
    assert deck_count(s, 1) == before - milled


def test_bss06_072_astral(build):
    s = attack_step(build, {"field": [FieldCard("BSS06-072")]}, {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1) and C.block(0) not in legal(s)


# -- BSS06-073 Gandharan Hydra ---------------------------------------------------------------------------
@pytest.mark.parametrize("nexus", [True, False])
def test_bss06_073_links_and_refreshes_the_attacker(build, nexus):
    p0 = {"field": [FieldCard(BRONTECH), FieldCard(HYDRA)] + ([FieldCard(VALLEY, cores=0)] if nexus else [])}
    s = attack_step(build, p0)
    do(s, C.attack(0), C.CONFIRM)
    resolve(s)
    assert bp(s, 0, 0) == 5000 + 3000
    assert exhausted(s, 0)[0] == (0 if nexus else 1)


# -- BSS06-074 Falco-Panther -----------------------------------------------------------------------------
@pytest.mark.parametrize("chains", [True, False])
def test_bss06_074_lv2_mills_and_chains(build, chains):
    field_ = [FieldCard("BSS06-074", cores=3)] + ([FieldCard("BSS06-085"), FieldCard(PORCUPINE)] if chains else [])
    s = attack_step(build, {"field": field_, "trash": ["ST01-014"]}, {"field": [FieldCard(MITHRIL)], "deck": DECK})
    do(s, C.attack(0))
    resolve(s)
    assert deck_count(s, 1) == len(DECK) - 3
    assert (trash_ids(s, 0) == []) is chains
    assert bool(exhausted(s, 1)[0]) is chains


# -- BSS06-075 Mi-Gyo ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("spirit", "paid"), [(False, 3), (True, 6)])
def test_bss06_075_costs_3_with_no_spirit(build, spirit, paid):
    s = main_step(build, {"hand": ["BSS06-075"], "reserve": 9,
                          "field": [FieldCard(FILLER)] if spirit else []})
    play_card(s, 0)
    assert reserve(s, 0) == 9 - paid - 1


def test_bss06_075_unused(build):
    """Mantigore (no effects) keeps its printed cost: the rule is Mi-Gyo's own."""
    s = main_step(build, {"hand": [MANTIGORE], "reserve": 9})
    play_card(s, 0)
    assert reserve(s, 0) == 9 - 3 - 1
