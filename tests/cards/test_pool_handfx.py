"""Per-card tests for the BSS01-BSS03 cards of the "handfx" group (pybs/scripts/pool_handfx.py), every test
on both engines (``build`` fixture). Player 0 owns the card under test unless said otherwise."""

from __future__ import annotations

import pytest
from card_helpers import cards, deck_ids, do, exhausted, fight, pass_flashes, position, scenario
from conftest import bp, field, hand_ids, legal, pending, player, trash_ids, use_magic

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

RAINEEDLE = "ST01-004"  # red vanilla, cost 1, 1000 BP
CURSED = "ST02-002"  # purple Serpent with Curse, cost 3
OKAPANDLE = "ST02-007"  # purple Undead with Curse
BONES = "ST02-005"  # purple vanilla Undead, cost 1
MEDUKE = "BSS01-026"  # purple Serpent with Bloodcurse
GOLEM, BRONTECH, DUGONG = "ST03-006", "ST03-007", "ST03-009"  # white vanillas: 4000 / 5000 / 3000 BP
DROWSY_FUMES = "ST04-016"  # yellow Magic, cost 2: Main/Flash an opposing Spirit -2000 BP
SWORD = "ST04-006"  # yellow vanilla Angel, cost 2
STAR_ALTAR = "ST01-013"  # red Nexus
NIRVANA = "ST06-001"  # a Spirit card with Crush
SHADOW = "ST02-008"  # purple Shadow, cost 2, 2000 BP


def pick(state, card_id: str, **where) -> None:
    """Answer the pending choice with the option naming ``card_id``."""
    state.apply(state.pending_decision().choose_card(card_id, **where))


def pick_slot(state, slot: int, p: int) -> None:
    state.apply(state.pending_decision().target_slot(slot, player=p))


def choice_cards(state) -> list[tuple[int, str]]:
    """(player, card id) of each card the pending choice offers."""
    return sorted((o.card.player, o.card.card) for o in state.pending_decision().options if o.card is not None)


def pay_with_soul(state, soul: bool) -> None:
    """Answer PAY with the Soul Core first (soul=True) or normal Reserve cores only, then place the minimum."""
    while pending(state)[0] == Decision.PAY:
        codes = legal(state)
        want = C.pay(0, 1) if soul and C.pay(0, 1) in codes else C.pay(0, 0)
        state.apply(want if want in codes else codes[0])
    while pending(state)[0] == Decision.PLACE:
        codes = legal(state)
        state.apply(C.PASS if C.PASS in codes else (C.place(0, 0) if C.place(0, 0) in codes else codes[0]))


def summon_card(state, card_id: str, soul: bool = False) -> None:
    state.apply(state.pending_decision().hand_card(card_id))
    pay_with_soul(state, soul)


def reserve(state, p: int) -> int:
    return int(player(state, p)["reserve"])


# -- BSS01-027 King Snake Quetzalcutl -----------------------------------------------------------------------
def test_bss01_027_returns_a_curse_or_bloodcurse_spirit_from_the_trash(build):
    """On summon (printed keywords read in the Trash): a Curse or a Bloodcurse Spirit card may come back; a
    vanilla one is not offered."""
    p0 = {"hand": ["BSS01-027"], "reserve": 6, "trash": [BONES, CURSED, MEDUKE]}
    state = build(scenario(p0, {}))
    summon_card(state, "BSS01-027")
    assert choice_cards(state) == sorted([(0, CURSED), (0, MEDUKE)])
    pick(state, MEDUKE)
    assert hand_ids(state, 0) == [MEDUKE]
    assert sorted(trash_ids(state, 0)) == sorted([BONES, CURSED])


def test_bss01_027_no_cursed_spirit_in_the_trash(build):
    state = build(scenario({"hand": ["BSS01-027"], "reserve": 6, "trash": [BONES]}, {}))
    summon_card(state, "BSS01-027")
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == []


@pytest.mark.parametrize("my_cores", [3, 1])
def test_bss01_027_lv2_attack_destroys_a_one_core_spirit(build, my_cores):
    """Lv2: when it attacks, an opposing Spirit with exactly one core is destroyed (two cores: not offered);
    Lv1 does nothing."""
    p0 = {"field": [FieldCard("BSS01-027", cores=my_cores)]}
    p1 = {"field": [FieldCard(GOLEM, cores=2), FieldCard(DUGONG, cores=1)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    if my_cores == 3:
        assert choice_cards(state) == [(1, DUGONG)]
        pick(state, DUGONG)
        assert cards(state, 1) == [GOLEM]
    else:
        assert cards(state, 1) == [GOLEM, DUGONG]


# -- BSS01-077 War Angel Shin ----------------------------------------------------------------------------
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


# -- BSS01-080 Greatbow Angel --------------------------------------------------------------------------------
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


# -- BSS02-088 Mushrantula -------------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss02_088_soul_paid_makes_the_opponent_discard(build, soul):
    """Soul Core paid: the opponent picks a card of their hand and discards it; without it nothing."""
    p0 = {"hand": ["BSS02-088"], "reserve": 4, "soul": "reserve"}
    p1 = {"hand": [RAINEEDLE, GOLEM]}
    state = build(scenario(p0, p1, auto=False))
    summon_card(state, "BSS02-088", soul=soul)
    if soul:
        assert pending(state) == (Decision.CHOOSE, 1)
        pick(state, GOLEM)
    assert hand_ids(state, 1) == ([RAINEEDLE] if soul else [RAINEEDLE, GOLEM])
    assert trash_ids(state, 1) == ([GOLEM] if soul else [])


# -- BSS01-105 Abandoned Guillotine -------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "their_exhausted", "strips"), [(1, False, True), (1, True, False),
                                                                        (0, False, False)])
def test_bss01_105_start_step_strips_all_but_one_core(build, nexus_cores, their_exhausted, strips):
    """Lv2, your Start Step: with no opposing Spirit exhausted, all cores but one of an opposing Spirit go to its
    owner's Reserve; an exhausted opposing Spirit, or Lv1, stops it."""
    p0 = {"field": [FieldCard("BSS01-105", cores=nexus_cores)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard(DUGONG, exhausted=their_exhausted)], "reserve": 0}
    state = build(position(0, "start", p0, p1))
    if strips:
        assert pending(state) == (Decision.CHOOSE, 0)
        pick_slot(state, 0, 1)
    assert pending(state) == (Decision.MAIN, 0)
    assert field(state, 1)[0]["cores"] == (1 if strips else 3)
    assert reserve(state, 1) == (2 if strips else 0)


@pytest.mark.parametrize("step", ["attack", "main"])
def test_bss01_105_shadow_spirits_gain_bp_in_your_attack_step(build, step):
    p0 = {"field": [FieldCard("BSS01-105", cores=0), FieldCard(SHADOW), FieldCard(BONES)]}
    state = build(position(0, step, p0, {}))
    assert bp(state, 0, 1) == (4000 if step == "attack" else 2000)
    assert bp(state, 0, 2) == 1000


# -- BSS01-125 Core Theft -----------------------------------------------------------------------------------
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


# -- BSS03-081 Truth God Mandala ----------------------------------------------------------------------------
@pytest.mark.parametrize(("nexuses", "soul", "milled"), [(2, True, 6), (5, True, 12), (2, False, 0)])
def test_bss03_081_soul_paid_mills_three_per_nexus_up_to_twelve(build, nexuses, soul, milled):
    """Soul Core paid: three cards of the opponent's deck per Nexus you control, at most twelve; none without."""
    p0 = {"hand": ["BSS03-081"], "reserve": 8, "soul": "reserve",
          "field": [FieldCard(STAR_ALTAR, cores=0) for _ in range(nexuses)]}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, "BSS03-081", soul=soul)
    assert pending(state) == (Decision.MAIN, 0)
    assert len(trash_ids(state, 1)) == milled


@pytest.mark.parametrize(("hand", "milled"), [([NIRVANA, RAINEEDLE], 6), ([RAINEEDLE], 0)])
def test_bss03_081_lv2_attack_discards_a_crush_card_to_mill_six(build, hand, milled):
    """Lv2, when it attacks: discarding a Spirit card with Crush mills six; without one nothing is offered."""
    p0 = {"field": [FieldCard("BSS03-081", cores=4)], "hand": hand}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    if milled:
        assert choice_cards(state) == [(0, NIRVANA)]
        pick(state, NIRVANA)
        assert trash_ids(state, 0) == [NIRVANA]
    assert hand_ids(state, 0) == [RAINEEDLE]
    assert len(trash_ids(state, 1)) == milled


# -- BSS03-082 Weapon Collector Godfrey ---------------------------------------------------------------------
@pytest.mark.parametrize("discard", [True, False])
def test_bss03_082_may_discard_a_nexus_card_to_draw(build, discard):
    p0 = {"hand": ["BSS03-082", STAR_ALTAR, RAINEEDLE], "reserve": 6, "deck": [GOLEM, DUGONG]}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, "BSS03-082")
    assert choice_cards(state) == [(0, STAR_ALTAR)]
    if discard:
        pick(state, STAR_ALTAR)
    else:
        do(state, C.PASS)
    assert hand_ids(state, 0) == ([RAINEEDLE, GOLEM] if discard else [STAR_ALTAR, RAINEEDLE])


@pytest.mark.parametrize("nexus_exhausted", [False, True])
def test_bss03_082_flash_exhausts_a_nexus_to_refresh(build, nexus_exhausted):
    """[Flash]: exhausting one of your Nexuses refreshes it; with no refreshed Nexus nothing changes."""
    p0 = {"field": [FieldCard("BSS03-082", exhausted=True), FieldCard(STAR_ALTAR, cores=0, exhausted=nexus_exhausted)]}
    state = build(scenario(p0, {}, auto=False))
    state.apply(state.pending_decision().activate("BSS03-082"))
    if not nexus_exhausted:
        pick_slot(state, 1, 0)
    assert exhausted(state, 0) == {0: int(nexus_exhausted), 1: 1}


# -- BSS03-109 Palace of the Serpentine Cult ----------------------------------------------------------------
def test_bss03_109_placed_puts_a_cursed_spirit_on_top_of_the_deck(build):
    p0 = {"hand": ["BSS03-109"], "reserve": 4, "trash": [BONES, OKAPANDLE], "deck": [GOLEM]}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, "BSS03-109")
    assert choice_cards(state) == [(0, OKAPANDLE)]
    pick(state, OKAPANDLE)
    assert deck_ids(state, 0) == [OKAPANDLE, GOLEM]
    assert trash_ids(state, 0) == [BONES]


@pytest.mark.parametrize(("mine_", "nexus_cores", "burns"), [(CURSED, 2, True), (BONES, 2, False), (CURSED, 0, False)])
def test_bss03_109_lv2_serpent_destroyed_burns_a_reserve_core(build, mine_, nexus_cores, burns):
    """Lv2: a Serpent Spirit of yours destroyed in an Attack Step sends a core of the opponent's Reserve to their
    Trash; an Undead, or Lv1, does not."""
    p0 = {"field": [FieldCard("BSS03-109", cores=nexus_cores), FieldCard(mine_)]}
    p1 = {"field": [FieldCard(BRONTECH)], "reserve": 2}
    state = build(position(0, "attack", p0, p1))
    fight(state, 1, 0)
    assert cards(state, 0) == ["BSS03-109"]
    assert reserve(state, 1) == (1 if burns else 2)
    assert int(player(state, 1)["trash_cores"]) == int(burns)


# -- BSS02-042 Gunsmith Mime --------------------------------------------------------------------------------
MECHA = "TK-MECHA"


def place_all(state) -> None:
    """Finish the PAY / PLACE decisions of a summon and of any token it brings."""
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        pay_with_soul(state, False)


@pytest.mark.parametrize(("theirs", "token"), [([GOLEM], True), ([], False)])
def test_bss02_042_no_more_spirits_than_the_opponent_summons_a_mecha(build, theirs, token):
    """With as many Spirits as the opponent (Mime counted) a Mecha token comes; with more, none."""
    p0 = {"hand": ["BSS02-042"], "reserve": 6}
    p1 = {"field": [FieldCard(c) for c in theirs]}
    state = build(scenario(p0, p1, auto=False))
    summon_card(state, "BSS02-042")
    place_all(state)
    assert cards(state, 0) == (["BSS02-042", MECHA] if token else ["BSS02-042"])


# -- BSS02-044 Merged Mechlord Mammoth Aegis ----------------------------------------------------------------
@pytest.mark.parametrize(("their_hand", "my_life", "draws", "heals"), [(2, 3, True, True), (0, 5, False, False),
                                                                       (1, 5, True, False)])
def test_bss02_044_draws_and_heals_when_behind(build, their_hand, my_life, draws, heals):
    """On summon: a draw if your hand is smaller than theirs, a Void core to your Life if your Life is lower;
    equal counts give nothing."""
    p0 = {"hand": ["BSS02-044"], "reserve": 9, "life": my_life, "deck": [GOLEM, DUGONG]}
    p1 = {"hand": [RAINEEDLE] * their_hand, "life": 5}
    state = build(scenario(p0, p1, auto=False))
    summon_card(state, "BSS02-044")
    assert hand_ids(state, 0) == ([GOLEM] if draws else [])
    assert int(player(state, 0)["life"]) == my_life + heals


@pytest.mark.parametrize("my_cores", [4, 1])
def test_bss02_044_lv2_exhausted_in_their_turn_bounces(build, my_cores):
    """Lv2, opponent's turn: blocking exhausts it, so an opposing Spirit of cost 5 or less goes to hand; Lv1
    does nothing."""
    p0 = {"field": [FieldCard("BSS02-044", cores=my_cores)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    if my_cores == 4:
        assert pending(state) == (Decision.CHOOSE, 0)
        pick_slot(state, 1, 1)
        assert hand_ids(state, 1) == [GOLEM]
    else:
        assert hand_ids(state, 1) == []


# -- BSS01-116 Green Field of the Victor --------------------------------------------------------------------
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


# -- BSS01-061 Mechabeast Fortress Naumanngard ----------------------------------------------------------
def test_bss01_061_destroyed_by_the_opponent_draws_three_and_gains_three_cores(build):
    """Destroyed by an opposing effect (Quetzalcutl's attack destroys a one-core Spirit): draw three, three Void
    cores to the Reserve."""
    p0 = {"field": [FieldCard("BSS01-061")], "reserve": 0, "deck": [GOLEM, DUGONG, RAINEEDLE, SWORD]}
    p1 = {"field": [FieldCard("BSS01-027", cores=3)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    pick(state, "BSS01-061")
    assert cards(state, 0) == []
    assert hand_ids(state, 0) == [GOLEM, DUGONG, RAINEEDLE]
    assert reserve(state, 0) == 4  # its own core, then three from the Void


@pytest.mark.parametrize("my_cores", [4, 1])
def test_bss01_061_lv2_refresh_step_after_your_attack_step(build, my_cores):
    """Lv2: as your Attack Step ends you perform a Refresh Step: it refreshes and the Trash's cores return; at
    Lv1 it stays exhausted into the opponent's turn."""
    p0 = {"field": [FieldCard("BSS01-061", cores=my_cores)], "trash_cores": 2, "reserve": 0}
    state = build(position(0, "attack", p0, {"life": 5}, auto=True))
    do(state, C.attack(0))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
    pass_flashes(state)  # nothing else can attack: the Attack Step ends
    assert pending(state) == (Decision.MAIN, 1)
    assert exhausted(state, 0) == {0: int(my_cores < 4)}
    assert reserve(state, 0) == (2 if my_cores == 4 else 0)


# -- BSS01-101 Volcanic Canyon --------------------------------------------------------------------------
@pytest.mark.parametrize("mine_", [True, False])
def test_bss01_101_draw_step_draws_one_more_then_discards(build, mine_):
    """Your Draw Step: after the rules' draw, one more card, then you discard one (the drawn card may go); the
    opponent's Draw Step is untouched."""
    nexus = {"field": [FieldCard("BSS01-101", cores=0)]}
    deck = {"hand": [SWORD], "deck": [GOLEM, DUGONG, RAINEEDLE]}
    if mine_:
        state = build(position(0, "start", {**nexus, **deck}, {}))
        assert pending(state) == (Decision.CHOOSE, 0)
        assert choice_cards(state) == sorted([(0, SWORD), (0, GOLEM), (0, DUGONG)])
        pick(state, GOLEM)
        assert pending(state) == (Decision.MAIN, 0)
        assert hand_ids(state, 0) == [SWORD, DUGONG]
        assert trash_ids(state, 0) == [GOLEM]
    else:
        state = build(position(1, "start", nexus, deck, turn=4))
        assert pending(state) == (Decision.MAIN, 1)
        assert hand_ids(state, 1) == [SWORD, GOLEM]


@pytest.mark.parametrize("nexus_cores", [1, 0])
def test_bss01_101_lv2_attack_step_bp(build, nexus_cores):
    p0 = {"field": [FieldCard("BSS01-101", cores=nexus_cores), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, {}))
    assert bp(state, 0, 1) == 4000 + 1000 * nexus_cores


# -- BSS02-114 Infinite Ant Undercity ------------------------------------------------------------------
ANTMAN_GENERAL = "BSS02-083"  # on summon: an Antman token, exhausted
ANTMAN = "TK-ANTMAN"


@pytest.mark.parametrize("onto_token", [True, False])
def test_bss02_114_token_summon_moves_a_trash_core(build, onto_token):
    """When you summon a token, a Trash core goes to your Reserve, or onto the token if you say so."""
    p0 = {"field": [FieldCard("BSS02-114", cores=0)], "hand": [ANTMAN_GENERAL], "reserve": 6, "trash_cores": 1,
          "soul": "reserve"}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, ANTMAN_GENERAL)
    place_all(state)
    paid, left = int(player(state, 0)["trash_cores"]) - 1, reserve(state, 0)
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(state.pending_decision().yes_to("BSS02-114") if onto_token else
                state.pending_decision().no_to("BSS02-114"))
    token = [k for k, f in field(state, 0).items() if f["card"] == ANTMAN][0]
    assert field(state, 0)[token]["cores"] == 1 + onto_token
    assert int(player(state, 0)["trash_cores"]) == paid  # the Trash core moved; the paid ones stay
    assert reserve(state, 0) == left + (not onto_token)


def test_bss02_114_no_question_for_a_non_token_summon(build):
    p0 = {"field": [FieldCard("BSS02-114", cores=0)], "hand": [GOLEM], "reserve": 6, "trash_cores": 1}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, GOLEM)
    assert pending(state) == (Decision.MAIN, 0)
    assert int(player(state, 0)["trash_cores"]) == 1 + 4  # the one it had, and the Golem's cost


@pytest.mark.parametrize("nexus_cores", [3, 0])
def test_bss02_114_lv2_vanilla_spirits_gain_bp_per_core(build, nexus_cores):
    """Lv2, either Attack Step: +1000 BP per core to your Spirits without effect text, not to others."""
    p0 = {"field": [FieldCard("BSS02-114", cores=nexus_cores), FieldCard(BRONTECH, cores=2),
                    FieldCard("BSS02-042", cores=3)]}
    state = build(position(0, "attack", p0, {}))
    assert bp(state, 0, 1) == 5000 + (2000 if nexus_cores else 0)  # Brontech is Lv1 up to two cores
    assert bp(state, 0, 2) == 3000


# -- BSS02-062 Arcana King Charles ---------------------------------------------------------------------
@pytest.mark.parametrize(("top", "summoned"), [(BRONTECH, True), (RAINEEDLE, False)])
def test_bss02_062_reveals_and_summons_a_same_cost_spirit_free(build, top, summoned):
    """On summon the top card, a Spirit costing 5 like Charles, is summoned free; a cost-1 one goes to the Trash."""
    p0 = {"hand": ["BSS02-062"], "reserve": 7, "deck": [top, GOLEM]}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, "BSS02-062")
    if summoned:
        assert choice_cards(state) == [(0, BRONTECH)]
        pick(state, BRONTECH)
        place_all(state)
    assert pending(state) == (Decision.MAIN, 0)
    assert cards(state, 0) == (["BSS02-062", BRONTECH] if summoned else ["BSS02-062"])
    assert trash_ids(state, 0) == ([] if summoned else [RAINEEDLE])
    assert reserve(state, 0) == (0 if summoned else 1)  # five paid, one placed, one on the free Spirit


# -- BSS01-081 Spear Angel ------------------------------------------------------------------------------
@pytest.mark.parametrize("angel", [True, False])
def test_bss01_081_nexuses_lose_lv1_effects_in_main_steps(build, angel):
    """In a Main Step every Nexus loses its Lv1 effects: Infinite Ant Undercity's token trigger stays silent."""
    p0 = {"field": [FieldCard("BSS02-114", cores=0)], "hand": [ANTMAN_GENERAL], "reserve": 6, "trash_cores": 1}
    p1 = {"field": [FieldCard("BSS01-081")] if angel else []}
    state = build(scenario(p0, p1, auto=False))
    summon_card(state, ANTMAN_GENERAL)
    place_all(state)
    assert pending(state) == ((Decision.MAIN, 0) if angel else (Decision.YES_NO, 0))


# -- BSS02-128 The Three Cards -----------------------------------------------------------------------
OBERO = "ST04-008"  # yellow vanilla Otherlander, cost 2


@pytest.mark.parametrize(("mine_", "silenced"), [([OBERO, OBERO, OBERO], True), ([OBERO, OBERO, SWORD], False)])
def test_bss02_128_three_otherlanders_silence_opposing_nexuses(build, mine_, silenced):
    """Main: with three Otherlander Spirits the opponent's Nexuses lose their effects this turn (Undercity's BP
    per core for their vanilla Spirits is gone in your Attack Step); with two, nothing."""
    p0 = {"field": [FieldCard(c) for c in mine_], "hand": ["BSS02-128"], "reserve": 5}
    p1 = {"field": [FieldCard("BSS02-114", cores=3), FieldCard(BRONTECH, cores=2)]}
    state = build(scenario(p0, p1, auto=False))
    use_magic(state, 0)
    do(state, C.PASS)  # end the Main Step
    assert bp(state, 1, 1) == 5000 + (0 if silenced else 2000)


@pytest.mark.parametrize(("mine_", "silenced"), [([OBERO, SWORD, RAINEEDLE], True), ([OBERO, SWORD], False)])
def test_bss02_128_burst_makes_every_spirit_an_otherlander(build, mine_, silenced):
    """Burst after the opponent's When Summoned effect: this turn all your Spirits are Otherlanders, so three of
    any kind let the paid Main effect silence the opponent's Nexuses (Undercity: no BP per core)."""
    p0 = {"field": [FieldCard(c) for c in mine_], "burst": "BSS02-128", "reserve": 5}
    p1 = {"field": [FieldCard("BSS02-114", cores=3), FieldCard(BRONTECH, cores=2)], "hand": ["BSS02-088"],
          "reserve": 4}
    state = build(position(1, "main", p0, p1, turn=4))
    summon_card(state, "BSS02-088")  # Mushrantula: a When Summoned effect (no Soul Core: it does nothing)
    assert pending(state) == (Decision.BURST, 0)
    state.apply(state.pending_decision().yes_to("BSS02-128"))
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    pay_with_soul(state, False)
    assert pending(state) == (Decision.MAIN, 1)
    do(state, C.PASS)  # to the Attack Step: Undercity's Lv2 effect would apply now
    assert bp(state, 1, 1) == 5000 + (0 if silenced else 2000)


# -- BSS03-059 Carrier Mecha Njord ------------------------------------------------------------------------
RUDRA = "ST06-003"  # Crush (+0): discards as many cards as its level


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
        place_all(state)
        assert cards(state, 0) == ["BSS03-059", MECHA]
    else:
        assert pending(state)[0] != Decision.YES_NO
        assert cards(state, 0) == ["BSS03-059"]


# -- BSS03-058 Tankmobile Maus -------------------------------------------------------------------------------
def test_bss03_058_destroyed_by_the_opponent_summons_an_exhausted_mecha(build):
    p0 = {"field": [FieldCard("BSS03-058")], "reserve": 1}
    p1 = {"field": [FieldCard("BSS01-027", cores=3)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    pick(state, "BSS03-058")
    place_all(state)
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
