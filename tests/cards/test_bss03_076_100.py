"""BSS03 cards 076-100, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    cards,
    deck_ids,
    do,
    exhausted,
    fight,
    pass_flashes,
    position,
    scenario,
)
from cards_shared import (
    EZOWOLF,
    FILLER,
    KV2,
    MAGIC,
    MANTIGORE,
    POISON_SHOT,
    QUICKSAND,
    SMALL,
    WEAK,
    answer_all,
    auto_position,
    choice_cards,
    choose,
    choose_in,
    falls_blocking,
    field_cards,
    life_to_reserve_flash,
    option_cards,
    pick,
    pick_slot,
    place_all,
    summon_card,
    unblocked,
)
from conftest import (
    bp,
    field,
    hand_ids,
    legal,
    pay_and_place,
    pending,
    player,
    summon,
    trash_ids,
    use_magic,
    with_db,
)
from pool_cards import (
    ANTMAN,
    BRONTECH,
    DIAMOND_SANCTUARY,
    DRAGONOID,
    DUGONG,
    GOLEM,
    KEEP,
    NIRVANA,
    PORCUPINE,
    RAINEEDLE,
    RED,
    STAR_ALTAR,
    answer,
    life,
    unblocked_hit,
)

import pybs.scripts  # noqa: F401  (registers every script before a test overrides one)
from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

EMERALD_SANCTUARY = "BSS03-114"  # Emerald Sanctuary, green Nexus
GOLEM_TK = "TK-GOLEM"
BLUE_NEXUS = "ST06-013"  # Honorable Duel: blue Nexus, nothing on deploy
COLOSSEUM = "ST06-012"  # blue Nexus, cost 4
SCORCHED = "ST01-012"  # red Nexus, cost 4; Lv2 (2 cores): draw when your attack hits the opponent's Life
SHARK = "BSS03-097"


# -- BSS03-077 Radiant Rainbow Wing Jewelbug Σ -----------------------------------------------------------
@pytest.mark.parametrize("attacker, cores", [(EZOWOLF, 2), (RED, 1)])
def test_bss03_077_jewelbug_core_when_a_gale_spirit_hits(build, attacker, cores):
    """Your Gale Spirit takes Life: a Void core goes onto the Jewelbug; a Spirit without Gale gives nothing."""
    s = build(position(step="attack", p0={"field": [FieldCard(attacker), FieldCard("BSS03-077")]}))
    unblocked(s)
    assert life(s, 1) == 4 and field(s, 0)[1]["cores"] == cores


@pytest.mark.parametrize("cores, exhausts", [(4, True), (3, False)])
def test_bss03_077_jewelbug_lv2_attack_exhausts(build, cores, exhausts):
    """Lv2: when it attacks, an opposing Spirit is exhausted; not at Lv1."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-077", cores=cores)]},
                       p1={"field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    if exhausts:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1 if exhausts else 0}


# -- BSS03-078 Ant Pilgrim -------------------------------------------------------------------------------
@pytest.mark.parametrize("deck, taken", [([RED, EMERALD_SANCTUARY, ANTMAN, QUICKSAND], True),
                                         ([RED, ANTMAN, QUICKSAND, EMERALD_SANCTUARY], False)])
def test_bss03_078_ant_pilgrim_finds_emerald_sanctuary(build, deck, taken):
    """Ant Pilgrim: on summon, an Emerald Sanctuary among the top three goes to hand; the rest go under the
    deck in any order. One fourth from the top is out of reach."""
    s = build(position(p0={"hand": ["BSS03-078"], "reserve": 4, "deck": deck}))
    summon(s, 0)
    if taken:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert hand_ids(s, 0) == [EMERALD_SANCTUARY]
    else:
        assert hand_ids(s, 0) == []
    while pending(s)[0] == Decision.CHOOSE:  # place the rest one at a time
        do(s, C.choice(0))
    assert pending(s) == (Decision.MAIN, 0)
    rest = deck_ids(s, 0)
    assert rest[0] == (QUICKSAND if taken else EMERALD_SANCTUARY)
    assert sorted(rest[1:]) == sorted(c for c in deck[:3] if c != EMERALD_SANCTUARY)



def test_bss03_078_ant_pilgrim_must_take_the_sanctuary_it_finds(build):
    """"Reveal one Emerald Sanctuary ... and add it to your hand" has no "may" (as BSS03-004 and ST04-009): with
    one among the three cards looked at, it must be taken (no PASS)."""
    s = build(position(p0={"hand": ["BSS03-078"], "reserve": 4, "deck": [RED, EMERALD_SANCTUARY, ANTMAN, QUICKSAND]}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert C.PASS not in legal(s)


# -- BSS03-081 Truth God Mandala -------------------------------------------------------------------------
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


# -- BSS03-082 Weapon Collector Godfrey ------------------------------------------------------------------
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


# -- BSS03-083 Giant King Randolph -----------------------------------------------------------------------
@pytest.mark.parametrize("cores, picks", [(1, 1), (6, 3)])
def test_bss03_083_destroys_one_per_level(build, cores, picks):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-083", cores=cores)]},
                       p1={"field": [FieldCard(WEAK)] * 4, "deck": [FILLER] * 8}))
    do(s, C.attack(0))
    while pending(s)[0] == Decision.ORDER:
        do(s, C.choice(len(legal(s)) - 1))
    n = 0
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
        n += 1
    assert n == picks and len(trash_ids(s, 1)) >= picks


# -- BSS03-084 Warhammer Gordon --------------------------------------------------------------------------
@pytest.mark.parametrize("card, cores, taxed", [("BSS03-084", 2, True), ("BSS03-084", 1, False),
                                                ("BSS03-118", 2, True), ("BSS03-118", 0, False)])
def test_attack_tax_cards(build, card, cores, taxed):
    """Warhammer Gordon (Lv2) and Enchained Arena (Lv2): a cheap attacker pays one of its cores to attack."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=2)], "reserve": 0},
                       p1={"field": [FieldCard(card, cores=cores)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert (int(player(s, 0)["reserve"]), field(s, 0)[0]["cores"]) == ((1, 1) if taxed else (0, 2))


def test_bss03_084_gordon_crush_1(build):
    """Warhammer Gordon: Crush +1, the opponent discards its level + 1."""
    deck = [RED] * 5
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-084", cores=1)]}, p1={"deck": deck}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert len(trash_ids(s, 1)) == 2


# -- BSS03-085 Iron Hammer Oswald ------------------------------------------------------------------------
def test_bss03_085_bp_per_spirit_discarded_by_crush(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-085", cores=3)]},
                       p1={"deck": [WEAK, MAGIC, ANTMAN, FILLER]}))
    do(s, C.attack(0))  # Lv2 + Crush 0: two cards (Demo Bones, a Magic)
    pass_flashes(s)
    assert trash_ids(s, 1) == [WEAK, MAGIC]
    assert bp(s, 0, 0) == 3000 + 1000


# -- BSS03-086 Giant Platoon -----------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "discarded"), [(1, 1), (4, 3)])
def test_bss03_086_crush_discards_its_level(build, cores, discarded):
    """BSS03-086: Crush: its attack makes the opponent discard as many cards as its level."""
    state = build(auto_position(step="attack", auto=False, p0={"field": [FieldCard("BSS03-086", cores=cores)]},
                           p1={"deck": [FILLER] * 5}))
    state.apply(C.attack(0))
    assert trash_ids(state, 1) == [FILLER] * discarded
    blocking = falls_blocking(build, "BSS03-086", p1={"deck": [FILLER] * 5})
    assert int(player(blocking, 1)["deck_count"]) == 5  # no Crush when it blocks


# -- BSS03-087 Colosseum Golem ---------------------------------------------------------------------------
@pytest.mark.parametrize("answer_", ["yes", "no", "no_nexus"])
def test_bss03_087_attack_may_exhaust_nexus_for_a_golem_token(build, answer_):
    """When it attacks you may exhaust a Nexus of yours to summon a Golem token (no refreshed Nexus: not
    offered, R0.4)."""
    nexus = [FieldCard(DIAMOND_SANCTUARY, cores=0, exhausted=answer_ == "no_nexus")]
    p0 = {"field": [FieldCard("BSS03-087")] + nexus, "reserve": 2}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    if answer_ == "no_nexus":
        assert pending(state)[0] != Decision.YES_NO
    else:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(C.CONFIRM if answer_ == "yes" else C.PASS)
        place_all(state)
        assert exhausted(state, 0)[1] == (1 if answer_ == "yes" else 0)
    assert cards(state, 0)[2:] == ([GOLEM_TK] if answer_ == "yes" else [])


def test_bss03_087_lv2_nexus_exhausted_gets_a_core_and_lv3_end_step_refreshes_golems(build):
    """Lv2+: exhausting the Nexus for the token puts a Void core on a Nexus of yours; Lv3: at the start of your
    End Step you may exhaust a Nexus to refresh all your Golem Spirits."""
    p0 = {"field": [FieldCard("BSS03-087", cores=6), FieldCard(DIAMOND_SANCTUARY, cores=0), FieldCard(DIAMOND_SANCTUARY, cores=0),
                    FieldCard(GOLEM_TK, exhausted=True)], "reserve": 2}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    state.apply(C.CONFIRM)  # exhaust a Nexus
    state.apply(state.pending_decision().choose_card(DIAMOND_SANCTUARY))
    place_all(state)
    while pending(state)[0] == Decision.CHOOSE:  # the Lv2 core goes to one of the Nexuses
        state.apply(legal(state)[0])
    assert sum(f["cores"] for f in field(state, 0).values() if f["card"] == DIAMOND_SANCTUARY) == 1
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        state.apply(C.PASS)
    pass_flashes(state)
    state.apply(C.PASS)  # no more attacks: the End Step starts
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    answer(state, DIAMOND_SANCTUARY)  # the one refreshed Nexus left
    assert field(state, 0)[3]["exhausted"] == 0 and field(state, 0)[0]["exhausted"] == 0  # Golem Spirits


# -- BSS03-088 Dragolem ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_soul", "discarded"), [(True, 3 + 4), (False, 3)])
def test_bss03_088_blocked_crush_spirit_crushes_again_at_top_level(build, nexus_soul, discarded):
    """Lv2 (Crush: 2 + 1 on attack); blocked while a Nexus of yours holds the Soul Core, it counts as Lv3 and
    its Crush triggers again (3 + 1); without the Soul Core on a Nexus, only the first Crush."""
    p0 = {"field": [FieldCard("BSS03-088", cores=4), FieldCard(STAR_ALTAR, cores=0, soul=nexus_soul)],
          "soul": None if nexus_soul else "trash"}
    p1 = {"field": [FieldCard(GOLEM)], "deck": [RAINEEDLE] * 12}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    answer_all(state, True)
    pass_flashes(state)
    do(state, C.block(0))
    answer_all(state, True)
    assert pending(state)[0] == Decision.FLASH  # still in the battle: the count is the Crushes' alone
    assert int(player(state, 1)["deck_count"]) == 12 - discarded


# -- BSS03-089 Rock Golem --------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss03_089_attack_with_soul_core_takes_a_nexus_from_trash(build, soul):
    """BSS03-089: with the Soul Core on it, its attack takes a Nexus card back from your Trash; without it,
    nothing happens."""
    p0 = {"field": [FieldCard("BSS03-089", soul=soul)], "soul": None if soul else "trash",
          "trash": [FILLER, BLUE_NEXUS]}
    state = build(auto_position(step="attack", auto=False, p0=p0))
    state.apply(C.attack(0))
    if soul:
        assert option_cards(state) == [BLUE_NEXUS]
        choose_in(state, BLUE_NEXUS, "trash")
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == ([BLUE_NEXUS] if soul else [])


# -- BSS03-090 Block Golem -------------------------------------------------------------------------------
@pytest.mark.parametrize("nexus_soul, attacker, offered", [(True, RED, True), (False, RED, False),
                                                           (True, "ST06-010", True), (True, "BSS02-063", False)])
def test_bss03_090_block_golem(build, nexus_soul, attacker, offered):
    """Block Golem Lv2: with the Soul Core on one of your Nexuses, it blocks exhausted an attacker of cost 5
    or less."""
    nexus = FieldCard(EMERALD_SANCTUARY, cores=0, soul=nexus_soul)
    s = build(position(1, "attack", p0={"soul": None if nexus_soul else "trash",
                                        "field": [FieldCard("BSS03-090", cores=3, exhausted=True), nexus]},
                       p1={"field": [FieldCard(attacker)]}, turn=4))
    do(s, C.attack(0))
    pass_flashes(s)
    assert legal(s) == ([C.PASS, C.block(0)] if offered else [C.PASS])


# -- BSS03-091 Iron Golem --------------------------------------------------------------------------------
@pytest.mark.parametrize("golem_cores, choices", [(2, [C.choice(0)]), (0, [C.choice(0), C.choice(1)])])
def test_bss03_091_iron_golem_soul_holders_not_picked_by_magic(build, golem_cores, choices):
    """Iron Golem Lv2: opposing Magic cannot pick your cards holding the Soul Core (Lv1: it can)."""
    s = build(position(p0={"hand": [POISON_SHOT], "reserve": 5},
                       p1={"soul": None, "field": [FieldCard(RED), FieldCard("BSS03-091", cores=golem_cores, soul=True)]}))
    use_magic(s, 0, effect=0)
    assert legal(s) == choices


# -- BSS03-092 Mermaid Princess Lirica -------------------------------------------------------------------
@pytest.mark.parametrize("deploy", [True, False])
def test_bss03_092_may_deploy_a_nexus_from_hand_free(build, deploy):
    """On summon you may deploy a Nexus from hand without paying: the Reserve keeps its last core."""
    p0 = {"hand": ["BSS03-092", COLOSSEUM], "reserve": 6, "field": [FieldCard(MANTIGORE, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)  # cost 5 - 1 blue symbol = 4, one core placed
    assert pending(state) == (Decision.CHOOSE, 0)
    if deploy:
        choose(state, COLOSSEUM)
        assert pending(state) == (Decision.PAY, 0) and C.PASS in legal(state)  # it may be paid for instead
        do(state, C.PASS)  # the free use
        pay_and_place(state)
    else:
        do(state, C.PASS)
    assert cards(state, 0) == [MANTIGORE, "BSS03-092"] + ([COLOSSEUM] if deploy else [])
    assert hand_ids(state, 0) == ([] if deploy else [COLOSSEUM])
    assert int(player(state, 0)["reserve"]) == 1


@pytest.mark.parametrize(("lirica_cores", "draws"), [(3, 1), (1, 0)])
def test_bss03_092_lv2_exhausted_nexus_counts_as_its_highest_level(build, lirica_cores, draws):
    """Lv2, at the start of your Attack Step: the exhausted Scorched Battlefield counts as Lv2, so a hit draws a
    card; with Lirica at Lv1 nothing is offered and the Lv1 Nexus draws nothing."""
    p0 = {"field": [FieldCard("BSS03-092", cores=lirica_cores), FieldCard(SCORCHED, cores=0), FieldCard(RAINEEDLE)],
          "deck": [GOLEM, GOLEM]}
    state = build(position(0, "main", p0, {"life": 5}))
    do(state, C.PASS)  # the Attack Step starts
    if lirica_cores == 3:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, SCORCHED)  # the only Nexus: the choice ends
        assert exhausted(state, 0)[1] == 1
    assert pending(state) == (Decision.ATTACK, 0)
    unblocked_hit(state, 2)
    assert len(hand_ids(state, 0)) == draws


def test_bss03_092_nexus_level_ends_when_lirica_leaves(build):
    """The highest level lasts only while you control Lirica: after it is destroyed the Nexus is Lv1 again."""
    p0 = {"field": [FieldCard("BSS03-092", cores=3), FieldCard(SCORCHED, cores=0), FieldCard(RAINEEDLE)],
          "deck": [GOLEM, GOLEM]}
    state = build(position(0, "main", p0, {"life": 5, "field": [FieldCard(KV2, cores=2)]}))
    do(state, C.PASS)
    choose(state, SCORCHED)
    fight(state, 0, 0)  # Lirica (5000 BP) falls to the 10000 BP KV-2
    assert "BSS03-092" not in cards(state, 0)
    unblocked_hit(state, 2)
    assert hand_ids(state, 0) == []


def test_bss03_092_an_exhausted_nexus_may_be_picked_too(build):
    """As printed, any Nexus of yours may be picked (exhausting an exhausted one changes nothing): the already
    exhausted Scorched Battlefield still counts as Lv2 and the hit draws."""
    p0 = {"field": [FieldCard("BSS03-092", cores=3), FieldCard(SCORCHED, cores=0, exhausted=True), FieldCard(RAINEEDLE)],
          "deck": [GOLEM, GOLEM]}
    state = build(position(0, "main", p0, {"life": 5}))
    do(state, C.PASS)
    choose(state, SCORCHED)
    unblocked_hit(state, 2)
    assert len(hand_ids(state, 0)) == 1


# -- BSS03-093 Ocean Knight Allegro ----------------------------------------------------------------------
@pytest.mark.parametrize("trash_size, destroys", [(10, True), (9, False)])
def test_bss03_093_destroys_costliest(build, trash_size, destroys):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-093", cores=4)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(PORCUPINE), FieldCard(ANTMAN)],
                           "trash": [FILLER] * trash_size}))
    do(s, C.attack(0))
    if not destroys:
        assert pending(s)[0] == Decision.FLASH
        return
    assert pending(s) == (Decision.CHOOSE, 0) and legal(s) == [C.choice(0)]  # Porcu-Pine (cost 4) only
    do(s, C.choice(0))
    assert trash_ids(s, 1)[-1] == PORCUPINE



@pytest.mark.parametrize("by_attack", [True, False])
def test_bss03_093_lv3_answers_its_own_hit_not_an_effect(build, scripted, by_attack):
    """Lv3, while it attacks: "when this Spirit reduces your opponent's Life" - its unblocked hit offers the
    Nexus exhaust; Life taken during its battle by an effect of yours (a test Flash Magic) does not."""
    flash_magic = "BSS02-126"  # Infinity Shield: a Flash-only Magic, cost 4, played here by the test script
    db = scripted({flash_magic: life_to_reserve_flash})
    p0 = {"field": [FieldCard("BSS03-093", cores=6), FieldCard("BSS03-117", cores=0)], "hand": [flash_magic],
          "reserve": 6}
    p1 = {"field": [FieldCard(PORCUPINE, exhausted=True)], "life": 5}
    state = build(with_db(position(0, "attack", p0, p1), db))
    if by_attack:
        unblocked_hit(state, 0)
    else:
        do(state, C.attack(0))
        while pending(state) != (Decision.FLASH, 0):
            do(state, C.PASS)
        do(state, C.use_hand(0))  # in the battle's Flash timing, before the block
        pay_and_place(state)
    assert life(state, 1) == 4
    assert (pending(state) == (Decision.YES_NO, 0)) is by_attack


# -- BSS03-094 Sea Lancer Subito -------------------------------------------------------------------------
@pytest.mark.parametrize(("active", "nexus", "answer", "level3"), [
    (0, True, True, True), (1, True, True, True), (0, True, False, False), (0, False, None, False),
])  # fmt: skip
def test_bss03_094_attack_step_start_may_exhaust_a_nexus_for_lv3(build, active, nexus, answer, level3):
    """BSS03-094: at the start of either Attack Step you may exhaust a Nexus of yours to make it Lv3 this turn
    (6000 BP); not offered without a refreshed Nexus."""
    p0 = {"field": [FieldCard("BSS03-094")] + ([FieldCard(BLUE_NEXUS, cores=0)] if nexus else [])}
    state = build(auto_position(active=active, turn=3 + active, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    state.apply(C.PASS)  # the turn player ends the Main Step
    if answer is not None:
        d = state.pending_decision()
        assert (d.kind, d.player) == (Decision.YES_NO, 0)
        state.apply(d.yes_to("BSS03-094") if answer else d.no_to("BSS03-094"))
    assert pending(state) == (Decision.ATTACK, active)
    assert bp(state, 0, 0) == (6000 if level3 else 2000)
    if nexus:
        assert field(state, 0)[1]["exhausted"] == int(bool(answer))
    if active == 0:  # treated as Lv3, its Lv3 attack effect works: the cost-1 Demo Bones is destroyed
        state.apply(C.attack(0))
        assert (SMALL in trash_ids(state, 1)) is level3


@pytest.mark.parametrize(("cores", "p1_field", "destroyed"), [
    (6, [SMALL, BRONTECH], True), (6, [BRONTECH], False), (2, [SMALL, BRONTECH], False),
])  # fmt: skip
def test_bss03_094_lv3_attack_destroys_a_cheap_spirit_then_discards_three(build, cores, p1_field, destroyed):
    """BSS03-094: its Lv3 attack destroys an opposing Spirit of cost 3 or less, and only if one was destroyed
    the opponent discards their top 3."""
    p1 = {"field": [FieldCard(name) for name in p1_field], "deck": [FILLER] * 5}
    state = build(auto_position(step="attack", p0={"field": [FieldCard("BSS03-094", cores=cores)]}, p1=p1))
    state.apply(C.attack(0))
    assert trash_ids(state, 1) == ([SMALL] + [FILLER] * 3 if destroyed else [])
    assert int(player(state, 1)["deck_count"]) == (2 if destroyed else 5)


# -- BSS03-095 Golem Constructor -------------------------------------------------------------------------
@pytest.mark.parametrize("answer_", ["yes", "no", "no_nexus"])
def test_bss03_095_summon_may_destroy_a_nexus_for_a_golem_token(build, answer_):
    """On summon you may destroy one of your Nexuses to summon a Golem token (no Nexus: not offered)."""
    field_ = [FieldCard(KEEP)] + ([FieldCard(DIAMOND_SANCTUARY, cores=0)] if answer_ != "no_nexus" else [])
    state = build(scenario({"hand": ["BSS03-095"], "reserve": 7, "field": field_}, {}, auto=False))
    summon(state, 0)
    if answer_ == "no_nexus":
        assert pending(state) == (Decision.MAIN, 0)
    else:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(C.CONFIRM if answer_ == "yes" else C.PASS)
        place_all(state)
    assert (GOLEM_TK in cards(state, 0)) == (answer_ == "yes")
    assert (DIAMOND_SANCTUARY in trash_ids(state, 0)) == (answer_ == "yes")


# -- BSS03-096 Deep Sea Fanatic --------------------------------------------------------------------------
@pytest.mark.parametrize("take", [True, False])
def test_bss03_096_summon_may_put_a_revealed_nexus_on_top(build, take):
    """BSS03-096: on summon reveal the top 4; you may put a Nexus among them on top, the rest go under the
    deck in any order."""
    deck = [FILLER, BLUE_NEXUS, QUICKSAND, SMALL, BRONTECH]
    state = build(auto_position(auto=False, p0={"hand": ["BSS03-096"], "reserve": 4, "deck": deck}))
    summon(state, 0)
    assert option_cards(state) == [BLUE_NEXUS] and C.PASS in legal(state)
    state.apply(state.pending_decision().choose_card(BLUE_NEXUS, zone="revealed") if take else C.PASS)
    while pending(state) == (Decision.CHOOSE, 0):  # the rest go under, one at a time
        state.apply(legal(state)[0])
    assert pending(state) == (Decision.MAIN, 0)
    order = deck_ids(state, 0)
    assert order[:2] == ([BLUE_NEXUS, BRONTECH] if take else [BRONTECH, FILLER])
    assert sorted(order) == sorted(deck)


# -- BSS03-097 Cthulou Shark -----------------------------------------------------------------------------
@pytest.mark.parametrize("soul_on_shark", [False, True])
def test_bss03_097_summon_destroys_every_spirit_without_the_soul_core(build, soul_on_shark):
    """The blue Nexus is destroyed to summon it; then every Spirit without the Soul Core goes, on both sides: the
    Golem, the opposing Raineedle, and the Shark itself unless its Soul Core went onto it. The opposing Dragonoid
    holding its Soul Core stays."""
    p0 = {"hand": [SHARK], "reserve": 5 if soul_on_shark else 6, "soul": "reserve" if soul_on_shark else "trash",
          "field": [FieldCard(COLOSSEUM, cores=0), FieldCard(GOLEM, cores=1)]}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(DRAGONOID, cores=0, soul=True)], "soul": None}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    choose(state, COLOSSEUM)
    pay_and_place(state)  # five normal cores pay; the Soul Core (if in the Reserve) is the one placed
    assert pending(state) == (Decision.MAIN, 0)
    assert cards(state, 0) == ([SHARK] if soul_on_shark else [])
    assert cards(state, 1) == [DRAGONOID]
    assert COLOSSEUM in trash_ids(state, 0) and GOLEM in trash_ids(state, 0)


def test_bss03_097_needs_a_blue_nexus(build):
    """Without a blue Nexus of yours (a red one does not count) it cannot be summoned."""
    p0 = {"hand": [SHARK], "reserve": 9, "field": [FieldCard(STAR_ALTAR, cores=0)]}
    state = build(position(0, "main", p0, {}))
    assert C.use_hand(0) not in legal(state)


@pytest.mark.parametrize(("cores", "placed"), [(6, True), (3, False)])
def test_bss03_097_lv3_battle_win_places_a_nexus_from_the_trash(build, cores, placed):
    """Lv3 (six cores, 13000 BP): its attack destroys the blocking Golem by BP, and the Nexus card in the Trash is
    put onto the field for free. At Lv2 (9000 BP) it also wins, but nothing is placed."""
    p0 = {"field": [FieldCard(SHARK, cores=cores)], "trash": [STAR_ALTAR], "reserve": 0}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    fight(state, 0, 0)
    assert GOLEM not in cards(state, 1)
    if placed:
        choose(state, STAR_ALTAR)
        pay_and_place(state)  # a Nexus places no cores
    assert pending(state) != (Decision.CHOOSE, 0)
    assert (STAR_ALTAR in cards(state, 0)) is placed
    assert (STAR_ALTAR in trash_ids(state, 0)) is not placed


# -- BSS03-098 Sea Emperor Courant Marin -----------------------------------------------------------------
@pytest.mark.parametrize("active, courant_cores, level_bp", [(1, 4, True), (0, 4, False), (1, 1, False)])
def test_bss03_098_courant_lifts_vanilla_spirits_in_opponents_turn(build, active, courant_cores, level_bp):
    """Sea Emperor Courant Marin Lv2: in the opponent's turn your Spirits without effect text count as their
    highest level (Raineedle: 4000 BP at Lv3 instead of 1000); not in your turn, not at Lv1."""
    s = build(position(active, "main", p0={"field": [FieldCard("BSS03-098", cores=courant_cores), FieldCard(RED)]},
                       p1={"field": [FieldCard(ANTMAN)]}))
    assert bp(s, 0, 1) == (4000 if level_bp else 1000)
    assert bp(s, 1, 0) == 3000  # the opponent's vanilla Spirit is not lifted


@pytest.mark.parametrize("target, destroyed", [(RED, True), (PORCUPINE, False)])
def test_bss03_098_courant_summon_destroys_cheap_spirit(build, target, destroyed):
    """On summon, an opposing Spirit of cost 3 or less is destroyed; a cost-4 one is no target."""
    s = build(position(p0={"hand": ["BSS03-098"], "reserve": 8}, p1={"field": [FieldCard(target)]}))
    summon(s, 0)
    if destroyed:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert trash_ids(s, 1) == [target]
    else:
        assert pending(s) == (Decision.MAIN, 0) and trash_ids(s, 1) == []


# -- BSS03-099 Bokruga -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus", "level3"), [(BLUE_NEXUS, True), ("ST01-012", False)])
def test_bss03_099_deploying_a_blue_nexus_makes_it_lv3(build, nexus, level3):
    """BSS03-099: when you deploy a blue Nexus it is treated as Lv3 this turn (10000 BP); a red Nexus does
    nothing."""
    state = build(auto_position(auto=False, p0={"field": [FieldCard("BSS03-099")], "hand": [nexus], "reserve": 6}))
    assert bp(state, 0, 0) == 1000
    summon(state, 0)
    assert field_cards(state, 0) == {0: "BSS03-099", 1: nexus}
    assert bp(state, 0, 0) == (10000 if level3 else 1000)
