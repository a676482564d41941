"""Keyword building blocks and effect rules (R0, R8.4, R10, R11.2), on both engines.

Keywords as defined in /work/shared/cards/bss/keywords.json: Confront, Curse, A.T. Field, Crush,
Awaken, Swift, Armor, Luster, Raid (Burst: tests/test_r13_bursts_and_qa.py). Each test checks the
definition on a position built from starter cards, not a single card's text (tests/cards/ does that).

Player 0 is the turn player on turn 3 unless stated; both Soul Cores sit in the Trash unless a test
needs one, so core counts are exact. ``auto_forced=False``: every decision is seen.
"""

from __future__ import annotations

import card_helpers
import pytest
from card_helpers import attack_to_block, pass_flashes
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.rules import RuleSet
from pybs.testing import FieldCard, Scenario

RED = "ST01-004"  # vanilla red Spirit: 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores
DEMO = "ST02-005"  # vanilla purple Spirit: 1000 / 2000 / 3000 BP at 1 / 2 / 3 cores
BRONTECH = "ST03-007"  # vanilla white Spirit: 5000 BP (8000 at 3 cores)
GOLEM = "ST03-006"  # vanilla white Spirit: 4000 BP
CONFRONT = "ST01-007"  # Blade Dino Parasaur: Confront while attacking (Lv1-2); Lv2: Soul Core -> draw
CURSE = "ST02-007"  # Okapandle: Curse while attacking, 3000 BP at 1 core, cost 4
AT_FIELD = "ST07-005"  # EVA-01 -Berserk-: A.T. Field, 5000 BP at Lv1
AT_FIELD_SMALL = "ST07-003"  # Production Model-02: A.T. Field only, 3000 BP at Lv1
ARMOR = "ST03-002"  # Greygarmr: Armor red/white, 2000 BP at Lv1
CHAIN_ANGEL = "ST04-005"  # Soul Core paid for a Magic: an opposing Spirit cannot block; Lv2 (3 cores): Luster
NIRVANA = "ST06-001"  # Crush +2, Lv2 (3 cores): Raid 1
JASON = "ST06-004"  # Crush +1
AWAKEN = "ST01-010"  # Dragno Shock Troop: Awaken
BRONZE_GOLEM = "ST06-006"  # When Destroyed: one of your Nexuses gains a core from the Void
COLOSSEUM = "ST06-012"  # blue Nexus (Lv1: +1000 BP to Crush Spirits)
SWIFT = "ST05-006"  # Leafwolf: Swift, cost 2
MUMMIRRA = "ST02-004"  # purple Spirit; on summon an opposing Spirit loses a core to its Reserve
CHARGED_DRAW = "ST01-014"  # red Magic cost 4: Main draw 2 / Main+Flash a Spirit +2000 BP
FIRE_WALL = "ST01-016"  # red Magic cost 4: Flash only: Spirits of 4000 BP or less cannot attack
LANDMINE = "ST01-015"  # red Burst: destroy an opposing Spirit of 3000 BP or less
# white Magic cost 4, Flash: refresh two of your Spirits; only those it actually refreshed cannot attack
HOLY_ELIXIR = "ST03-014"
FLOOD_STREAM = "ST06-014"  # blue Magic cost 5: Main/Flash destroy opposing Spirits of total cost 5 or less
DROWSY = "ST04-016"  # yellow Magic cost 2: Main/Flash an opposing Spirit -2000 BP
PUPPET = "ST04-015"  # yellow Magic cost 5: Main/Flash a Spirit +3000 BP
DONT_ORDER = "ST07-014"  # purple Magic: Main only (draw 2) and a Burst


def position(step="main", p0=None, p1=None) -> Scenario:
    """Player 0's turn 3 at ``step`` (auto_forced off)."""
    return card_helpers.position(0, step, p0, p1)


def pass_all(state) -> None:
    """Pass every Flash timing and the block until the battle is over."""
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        state.apply(C.PASS)


def flash_state(state) -> tuple[int, int, int]:
    rec = state.record()
    return int(rec["flash_window"]), int(rec["flash_priority"]), int(rec["flash_passes"])


# -- Confront (and R0.3) -------------------------------------------------------------------------------
@pytest.mark.parametrize("exhausted, blocks", [((False, False), [0, 1]), ((True, False), [1]), ((True, True), [])])
def test_confront_opponent_must_block_with_a_refreshed_spirit_if_any(build, exhausted, blocks):
    """Confront: "your opponent must declare a block if they control any refreshed spirit" — any one of
    them; with none refreshed the block is not forced."""
    opp = [FieldCard(RED, exhausted=exhausted[0]), FieldCard(DEMO, exhausted=exhausted[1])]
    state = build(position("attack", {"field": [FieldCard(CONFRONT)]}, {"field": opp}))
    attack_to_block(state, 0)
    assert legal(state) == ([C.block(k) for k in blocks] if blocks else [C.PASS])


def test_confront_armor_spirit_can_still_be_the_blocker(build):
    """Confront: "Spirits with Armor that cannot normally be targeted by effects can still be chosen as the
    blocker" — the red Confront attacker forces Greygarmr (Armor red/white) to block."""
    state = build(position("attack", {"field": [FieldCard(CONFRONT)]}, {"field": [FieldCard(ARMOR)]}))
    attack_to_block(state, 0)
    assert legal(state) == [C.block(0)]
    state.apply(C.block(0))
    pass_flashes(state)
    assert trash_ids(state, 0) == [CONFRONT]  # 2000 vs 2000: both fall
    assert trash_ids(state, 1) == [ARMOR]


@pytest.mark.parametrize("opp, codes", [([BRONTECH], [C.PASS]), ([BRONTECH, DEMO], [C.block(1)])])
def test_r0_3_cannot_block_beats_confronts_must_block(build, opp, codes):
    """R0.3 ("cannot" > "must"): Chain Angel (Soul Core paid for a Magic) makes Brontech unable to block;
    against Confront the opponent may then decline, or must block with another refreshed Spirit."""
    p0 = {"field": [FieldCard(CHAIN_ANGEL), FieldCard(CONFRONT)], "hand": [DROWSY], "reserve": 0, "soul": "reserve"}
    state = build(position("main", p0, {"field": [FieldCard(c) for c in opp]}))
    state.apply(C.use_hand(0))
    state.apply(C.pay(0, 1))  # Drowsy Fumes costs 1 (the Angel's yellow symbol), paid with the Soul Core
    state.apply(C.choice(0))  # Drowsy Fumes: Brontech -2000
    assert pending(state) == (Decision.CHOOSE, 0)  # then the Angel: who cannot block
    state.apply(C.choice(0))  # Brontech
    state.apply(C.PASS)  # to the Attack Step
    attack_to_block(state, 1)
    assert legal(state) == codes


# -- Curse ---------------------------------------------------------------------------------------------
def test_curse_blocker_destroyed_at_end_of_battle_even_if_attacker_already_gone(build):
    """Curse: "When this spirit is blocked, the blocking spirit is destroyed at end of battle" — it
    triggered on the block, so it works even when the attacker was destroyed by a Flash Magic before the
    battle was resolved (no BP comparison happened)."""
    p1 = {"field": [FieldCard(BRONTECH)], "hand": [FLOOD_STREAM], "reserve": 5}
    state = build(position("attack", {"field": [FieldCard(CURSE)]}, p1))
    attack_to_block(state, 0)
    state.apply(C.block(0))
    assert pending(state) == (Decision.FLASH, 1)
    use_magic(state, 0)  # Flood Stream: destroy opposing Spirits costing 5 in total
    state.apply(C.choice(0))  # Okapandle (cost 4)
    state.apply(C.PASS)  # nothing else fits
    assert trash_ids(state, 0) == [CURSE]
    assert field(state, 1)[0]["card"] == BRONTECH  # still there during the battle
    pass_flashes(state)
    assert pending(state) == (Decision.ATTACK, 0)
    assert trash_ids(state, 1) == [FLOOD_STREAM, BRONTECH]
    assert int(player(state, 1)["life"]) == 5  # the block stood (R9.3)


@pytest.mark.parametrize("soul", [True, False])
def test_curse_vs_at_field_blocker(build, soul):
    """Curse is a destruction effect of the opposing Spirit: an A.T. Field blocker holding its Soul Core
    survives it ("cannot be destroyed by destruction effects" of the opponent's Spirits); without the
    Soul Core it falls at end of battle although it won the battle."""
    p1 = {"field": [FieldCard(AT_FIELD, cores=0 if soul else 1, soul=soul)], "soul": None if soul else "trash"}
    state = build(position("attack", {"field": [FieldCard(CURSE)]}, p1))
    attack_to_block(state, 0)
    state.apply(C.block(0))
    pass_flashes(state)
    assert pending(state) == (Decision.ATTACK, 0)
    assert trash_ids(state, 0) == [CURSE]  # 3000 vs 5000
    assert trash_ids(state, 1) == ([] if soul else [AT_FIELD])
    assert (0 in field(state, 1)) is soul


# -- A.T. Field ----------------------------------------------------------------------------------------
def test_at_field_does_not_stop_destruction_by_bp(build):
    """A.T. Field guards against destruction *effects* only: holding its Soul Core, the blocker still
    falls to a bigger attacker in the BP comparison (R9.6)."""
    p1 = {"field": [FieldCard(AT_FIELD_SMALL, cores=0, soul=True)], "soul": None}
    state = build(position("attack", {"field": [FieldCard(BRONTECH)]}, p1))
    attack_to_block(state, 0)
    state.apply(C.block(0))
    pass_flashes(state)
    assert trash_ids(state, 1) == [AT_FIELD_SMALL]
    assert field(state, 0)[0]["card"] == BRONTECH


@pytest.mark.parametrize("soul", [True, False])
def test_at_field_does_not_stop_an_opposing_magic_destroy_effect(build, soul):
    """A.T. Field stops destruction effects of the opponent's *Spirits* only (R18.10): Flood Stream is a
    Magic, so the Spirit falls with or without its Soul Core."""
    p0 = {"hand": [FLOOD_STREAM], "reserve": 5}
    p1 = {"field": [FieldCard(AT_FIELD_SMALL, cores=0 if soul else 1, soul=soul)],
          "soul": None if soul else "trash"}
    state = build(position("main", p0, p1))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(C.choice(0))
    state.apply(C.PASS) if pending(state)[0] == Decision.CHOOSE else None
    assert pending(state) == (Decision.MAIN, 0)
    assert field(state, 1) == {}
    assert trash_ids(state, 1) == [AT_FIELD_SMALL]


def test_at_field_does_not_stop_depletion_by_core_removal(build):
    """A.T. Field guards against destruction, not core removal: the opponent's Mummirra takes its only
    core (the Soul Core) and it is depleted (R6.2) all the same."""
    p1 = {"field": [FieldCard(AT_FIELD_SMALL, cores=0, soul=True)], "soul": None}
    state = build(position("main", {"hand": [MUMMIRRA], "reserve": 5}, p1))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0)]  # the A.T. Field Spirit is a legal pick
    state.apply(C.choice(0))
    assert pending(state) == (Decision.MAIN, 0)
    assert field(state, 1) == {} and trash_ids(state, 1) == [AT_FIELD_SMALL]
    assert int(player(state, 1)["soul_loc"]) == L.SOUL_RESERVE  # the Soul Core went to its owner's Reserve


# -- Crush (and R0.2) ----------------------------------------------------------------------------------
@pytest.mark.parametrize("deck_size, discarded", [(6, 4), (2, 2), (0, 0)])
def test_crush_discards_level_plus_n_as_far_as_the_deck_allows(build, deck_size, discarded):
    """Crush: the opponent discards this spirit's level + N from the top of their deck (Jason Lv3 = 7
    cores, Crush +1: 4 cards); R0.2: plain text is carried out as far as possible — a short deck is
    discarded completely, and this is no loss (R4.2)."""
    deck = [DEMO, BRONTECH, RED, GOLEM, CURSE, ARMOR][:deck_size]
    state = build(position("attack", {"field": [FieldCard(JASON, cores=7)]}, {"deck": deck}))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert not state.is_terminal()
    assert trash_ids(state, 1) == deck[:discarded]
    assert int(player(state, 1)["deck_count"]) == deck_size - discarded


def test_crush_works_only_when_it_attacks_not_when_it_blocks(build):
    """Crush: "When this spirit attacks" — a Crush Spirit blocking discards nothing."""
    p0 = {"field": [FieldCard(BRONTECH, cores=3)], "deck": [RED] * 5}
    state = build(position("attack", p0, {"field": [FieldCard(JASON, cores=1)]}))
    attack_to_block(state, 0)
    state.apply(C.block(0))
    pass_flashes(state)
    assert trash_ids(state, 1) == [JASON]  # 8000 vs 4000
    assert int(player(state, 0)["deck_count"]) == 5 and trash_ids(state, 0) == []


# -- Awaken --------------------------------------------------------------------------------------------
def test_awaken_in_the_main_step_source_card_depleted_without_when_destroyed(build):
    """Awaken: usable in any flash window (the Main Step is one, R10.1); "When Destroyed effects on those
    cards do not trigger": Bronze Golem, emptied by Awaken, leaves without giving its Nexus a core."""
    p0 = {"field": [FieldCard(AWAKEN), FieldCard(BRONZE_GOLEM), FieldCard(COLOSSEUM, cores=0)], "reserve": 2}
    state = build(position("main", p0))
    assert C.awaken(0) in legal(state)
    state.apply(C.awaken(0))
    assert pending(state) == (Decision.AWAKEN, 0)
    assert legal(state) == [C.PASS, C.place(2, 0)]  # only the Golem holds a core; never the Reserve
    state.apply(C.place(2, 0))
    state.apply(C.PASS)
    assert pending(state) == (Decision.MAIN, 0)
    assert trash_ids(state, 0) == [BRONZE_GOLEM]
    assert field(state, 0)[0]["cores"] == 2 and field(state, 0)[2]["cores"] == 0
    assert int(player(state, 0)["reserve"]) == 2


# -- Swift ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("step", ["main", "flash"])
def test_swift_flash_summon_pays_from_reserve_only_main_step_summon_does_not(build, step):
    """Swift: in a flash window "the cost can only be paid using cores from your reserve"; a normal Main
    Step summon of the same card may pay with cores on field cards (R7.1)."""
    p0 = {"field": [FieldCard(RED, cores=4)], "hand": [SWIFT], "reserve": 0}
    state = build(position("main" if step == "main" else "attack", p0, {"field": [FieldCard(DEMO)]}))
    if step == "flash":
        state.apply(C.attack(0))
        state.apply(C.PASS)
        assert pending(state) == (Decision.FLASH, 0)
        assert C.use_hand(0) not in legal(state)
        return
    state.apply(C.use_hand(0))
    assert pending(state) == (Decision.PAY, 0)
    assert legal(state) == [C.pay(1, 0)]


def test_swift_pay_offers_reserve_cores_and_soul_core_only(build):
    """Swift in the opponent's battle: PAY offers the Reserve's core and Soul Core, never the field."""
    sc = Scenario(turn=4, active=1, step="attack", auto_forced=False)
    sc.player(0, field=[FieldCard(RED, cores=3)], hand=[SWIFT], reserve=2, soul="reserve")
    sc.player(1, field=[FieldCard(BRONTECH)], soul="trash")
    state = build(sc)
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    state.apply(C.use_hand(0))
    assert pending(state) == (Decision.PAY, 0)
    assert legal(state) == [C.pay(0, 0), C.pay(0, 1)]
    state.apply(C.pay(0, 1))
    state.apply(C.pay(0, 0))
    assert pending(state) == (Decision.PLACE, 0)
    state.apply(C.place(0, 0))
    state.apply(C.PASS)
    assert field(state, 0)[1] == {"card": SWIFT, "cores": 1, "soul": False, "exhausted": 0}
    assert field(state, 0)[0]["cores"] == 3


# -- Armor ---------------------------------------------------------------------------------------------
def test_armor_does_not_stop_other_colors_or_its_own_controller(build):
    """Armor (red/white) guards only against the opponent's effects of those colors: the opponent's purple
    Mummirra may pick Greygarmr, and so may its controller's own white Holy Elixir."""
    state = build(position("main", {"hand": [MUMMIRRA], "reserve": 5}, {"field": [FieldCard(ARMOR, cores=2)]}))
    summon(state, 0)
    assert legal(state) == [C.choice(0)]
    state.apply(C.choice(0))
    assert field(state, 1)[0]["cores"] == 1
    own = build(position("main", {"hand": [HOLY_ELIXIR], "reserve": 4,
                                  "field": [FieldCard(ARMOR, exhausted=True), FieldCard(DEMO, exhausted=True)]}))
    use_magic(own, 0)
    assert legal(own) == [C.choice(0), C.choice(1)]


def test_armor_r13_6_protects_against_a_burst_of_its_colors(build):
    """Armor vs a red Burst (R13.6: Armor still protects): Landmine's "destroy an opposing Spirit of 3000
    BP or less" cannot pick Greygarmr (2000 BP), only the other small Spirit."""
    p0 = {"field": [FieldCard(BRONTECH), FieldCard(ARMOR), FieldCard(DEMO, exhausted=True)]}
    state = build(position("attack", p0, {"field": [FieldCard(DEMO)], "burst": LANDMINE, "reserve": 0}))
    attack_to_block(state, 0)
    state.apply(C.block(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert legal(state) == [C.choice(0)]
    state.apply(C.choice(0))
    assert [f["card"] for f in field(state, 0).values()] == [BRONTECH, ARMOR]


def test_armor_does_not_stop_effects_that_select_nothing(build):
    """Armor only stops selection: the opponent's red Fire Wall ("Spirits with 4000 or fewer BP cannot
    attack") still keeps Greygarmr from attacking."""
    p0 = {"field": [FieldCard(BRONTECH), FieldCard(ARMOR)]}
    state = build(position("attack", p0, {"hand": [FIRE_WALL], "reserve": 4}))
    state.apply(C.attack(0))
    use_magic(state, 0)
    pass_all(state)
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.PASS]  # Greygarmr (2000 BP) is refreshed but cannot attack


# -- Luster --------------------------------------------------------------------------------------------
def test_luster_returns_magic_used_this_battle_even_when_the_attacker_lost(build):
    """Luster: at end of battle the Magic *you* used during it return from Trash to hand — also when the
    Luster attacker was destroyed; the opponent's Magic stays in their Trash."""
    p0 = {"field": [FieldCard(CHAIN_ANGEL, cores=3)], "hand": [PUPPET], "reserve": 10}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)], "hand": [CHARGED_DRAW], "reserve": 4}
    state = build(position("attack", p0, p1))
    state.apply(C.attack(0))
    use_magic(state, 0)  # player 1: Charged Draw's Flash effect (the only one usable here)
    state.apply(C.choice(0))  # Brontech 10000
    use_magic(state, 0)  # player 0: Puppet Strings
    state.apply(C.choice(0))  # Chain Angel 7000
    pass_flashes(state)
    state.apply(C.block(0))
    pass_flashes(state)
    assert pending(state) == (Decision.ATTACK, 0)
    assert trash_ids(state, 0) == [CHAIN_ANGEL]
    assert hand_ids(state, 0) == [PUPPET]
    assert trash_ids(state, 1) == [CHARGED_DRAW] and hand_ids(state, 1) == []


def test_luster_ignores_magic_used_before_this_battle(build):
    """Luster: only Magic used *during this battle* return: one from the Main Step and one from an earlier
    battle of the same turn stay in the Trash."""
    p0 = {"field": [FieldCard(RED), FieldCard(CHAIN_ANGEL, cores=3)], "hand": [DROWSY, CHARGED_DRAW, PUPPET],
          "reserve": 12}
    state = build(position("main", p0, {"field": [FieldCard(DEMO, exhausted=True)]}))
    use_magic(state, 0)  # Drowsy Fumes in the Main Step
    state.apply(C.choice(0))
    state.apply(C.PASS)
    state.apply(C.attack(0))  # battle 1: no Luster
    state.apply(C.PASS)
    use_magic(state, 0)  # Charged Draw (Flash effect)
    state.apply(C.choice(0))
    pass_all(state)  # no block
    state.apply(C.attack(1))  # battle 2: Chain Angel with Luster
    state.apply(C.PASS)
    use_magic(state, 0)  # Puppet Strings
    state.apply(C.choice(0))
    pass_all(state)
    assert int(player(state, 1)["life"]) == 3
    assert hand_ids(state, 0) == [PUPPET]
    assert trash_ids(state, 0) == [DROWSY, CHARGED_DRAW]


# -- Raid ----------------------------------------------------------------------------------------------
def raid_position(nexuses: list[FieldCard]) -> Scenario:
    p0 = {"field": [FieldCard(NIRVANA, cores=3), FieldCard(NIRVANA, cores=3)] + nexuses}
    return position("attack", p0, {"deck": [DEMO] * 20})


def test_raid_not_offered_without_a_refreshed_nexus(build):
    """Raid: "you may exhaust one of your nexuses to refresh this spirit" — R0.4: with no refreshed Nexus
    the refresh is not offered; the attacker stays exhausted."""
    state = build(raid_position([FieldCard(COLOSSEUM, cores=0, exhausted=True)]))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.ORDER, 0)  # Crush and Raid
    state.apply(state.pending_decision().trigger(NIRVANA, timing="Raid"))  # Raid first
    assert pending(state) == (Decision.FLASH, 1)  # no YES_NO; Crush resolved after it
    assert field(state, 0)[0]["exhausted"] == 1 and field(state, 0)[2]["exhausted"] == 1
    assert int(player(state, 1)["deck_count"]) == 20 - 4


def test_raid_limit_counts_per_spirit_not_per_player(build):
    """Raid 1: each Raid Spirit may refresh once per turn ("this spirit"): after one Nirvana used its Raid,
    a second Nirvana attacking may still exhaust the other refreshed Nexus."""
    state = build(raid_position([FieldCard(COLOSSEUM, cores=0), FieldCard(COLOSSEUM, cores=0)]))
    state.apply(C.attack(0))
    state.apply(state.pending_decision().trigger(NIRVANA, timing="Raid"))  # Raid first
    state.apply(C.CONFIRM)
    state.apply(state.pending_decision().choose_card(COLOSSEUM))  # exhaust the first Nexus
    assert field(state, 0)[0]["exhausted"] == 0
    pass_all(state)
    assert pending(state) == (Decision.ATTACK, 0) and field(state, 0)[3]["exhausted"] == 0
    state.apply(C.attack(1))
    state.apply(state.pending_decision().trigger(NIRVANA, slot=1, timing="Raid"))  # the second Nirvana's Raid
    assert pending(state) == (Decision.YES_NO, 0)


# -- R0.4 by doing A, do B -------------------------------------------------------------------------------
def test_r0_4_a_not_offered_when_b_is_impossible(build):
    """R0.4 (CN Q4): "if B is impossible, A may not be done" — Blade Dino Lv2 "may pay its Soul Core to draw";
    with an empty deck the draw is impossible, so the Soul Core may not be paid (no offer)."""
    p0 = {"field": [FieldCard(CONFRONT, cores=2, soul=True)], "soul": None, "deck": []}
    state = build(position("attack", p0))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert field(state, 0)[0]["soul"] is True


# -- R8.4 Magic effects ----------------------------------------------------------------------------------
@pytest.mark.parametrize("effect", [0, 1])
def test_r8_4_main_step_offers_main_or_flash_effect_card_to_trash_after(build, effect):
    """R8.4: in the Main Step a Magic may use its Main or its Flash effect (one of them); the card goes to
    the Trash after the effect resolved (while resolving it is neither in hand nor in the Trash)."""
    p0 = {"hand": [CHARGED_DRAW], "reserve": 4, "field": [FieldCard(DEMO)], "deck": [RED, GOLEM, BRONTECH]}
    state = build(position("main", p0))
    state.apply(C.use_hand(0))
    assert pending(state) == (Decision.MAGIC_EFFECT, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]
    state.apply(C.choice(effect))
    for _ in range(4):
        state.apply(C.pay(0))
    if effect == 1:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert hand_ids(state, 0) == [] and trash_ids(state, 0) == []
        state.apply(C.choice(0))
    assert pending(state) == (Decision.MAIN, 0)
    assert trash_ids(state, 0) == [CHARGED_DRAW]
    assert hand_ids(state, 0) == ([RED, GOLEM] if effect == 0 else [])
    assert bp(state, 0, 0) == (1000 if effect == 0 else 3000)


def test_r8_4_flash_timing_offers_only_the_flash_effect(build):
    """R8.4 / R10.1: in a Flash timing the same Magic goes straight to its Flash effect (no choice of
    effect), and a Main-only Magic cannot be used at all."""
    p1 = {"field": [FieldCard(DEMO)], "hand": [CHARGED_DRAW, DONT_ORDER], "reserve": 8}
    state = build(position("attack", {"field": [FieldCard(RED)]}, p1))
    hand = int(player(state, 1)["hand_count"])
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert legal(state) == [C.PASS, C.use_hand(0)]
    state.apply(C.use_hand(0))
    assert pending(state) == (Decision.PAY, 1)
    for _ in range(4):
        state.apply(C.pay(0))
    assert pending(state) == (Decision.CHOOSE, 1)
    state.apply(C.choice(0))  # Demo Bones +2000
    assert bp(state, 1, 0) == 3000
    assert int(player(state, 1)["hand_count"]) == hand - 1  # no draw
    assert trash_ids(state, 1) == [CHARGED_DRAW]


# -- R10 Flash timing ------------------------------------------------------------------------------------
def test_r10_flash_only_magic_used_in_the_main_step(build):
    """R10.1: the Main Step is a Flash timing of the turn player: a Flash-only Magic (Fire Wall) resolves
    there, the Main Step goes on, and its effect lasts the turn (4000 BP or less cannot attack)."""
    p0 = {"hand": [FIRE_WALL], "reserve": 4, "field": [FieldCard(BRONTECH), FieldCard(DEMO)]}
    state = build(position("main", p0))
    assert C.use_hand(0) in legal(state)
    state.apply(C.use_hand(0))
    assert pending(state) == (Decision.PAY, 0)  # no effect choice: Flash only
    for _ in range(4):
        state.apply(C.pay(0))
    assert pending(state) == (Decision.MAIN, 0)
    assert trash_ids(state, 0) == [FIRE_WALL]
    state.apply(C.PASS)
    assert legal(state) == [C.PASS, C.attack(0)]  # Demo Bones (1000 BP) cannot attack


@pytest.mark.parametrize("use", ["magic", "swift", "awaken"])
def test_r10_4_after_a_flash_use_the_other_player_gets_priority(build, use):
    """R10.4: after a Flash use resolves (a Magic with a target choice, a Swift summon, an Awaken) the
    opponent may act again although they had passed; two passes in a row then end the timing."""
    hand = {"magic": [DROWSY], "swift": [SWIFT], "awaken": []}[use]
    p0 = {"field": [FieldCard(RED, cores=2), FieldCard(AWAKEN)], "hand": hand, "reserve": 3}
    # R18.1 would destroy Demo Bones at 0 BP and end the battle's blocks; the rule under test is R10.4
    sc = card_helpers.position(0, "attack", p0, {"field": [FieldCard(DEMO)]}, rules=RuleSet(zero_bp_destroys=False))
    state = build(sc)
    state.apply(C.attack(0))
    state.apply(C.PASS)  # the defender passes first
    assert flash_state(state) == (1, 0, 1)
    if use == "awaken":
        state.apply(C.awaken(1))
        state.apply(C.place(1, 0))
        state.apply(C.PASS)
        assert field(state, 0)[1]["cores"] == 2
    elif use == "swift":
        summon(state, 0)
        assert field(state, 0)[2]["card"] == SWIFT
    else:
        use_magic(state, 0)
        assert pending(state) == (Decision.CHOOSE, 0)
        state.apply(C.choice(0))
        assert bp(state, 1, 0) == 0
    assert pending(state) == (Decision.FLASH, 1)
    assert flash_state(state) == (1, 1, 0)
    state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 0)
    state.apply(C.PASS)
    assert pending(state) == (Decision.BLOCK, 1)


# -- R11.2 refreshing ------------------------------------------------------------------------------------
def test_r11_2_refresh_effect_moves_one_step(build):
    """R11.2 / R1.8: an effect refresh turns exhausted into refreshed, heavily exhausted only into exhausted."""
    p0 = {"hand": [HOLY_ELIXIR], "reserve": 4,
          "field": [FieldCard(BRONTECH, exhausted=2), FieldCard(GOLEM, exhausted=True)]}
    state = build(position("main", p0))
    use_magic(state, 0)
    state.apply(C.choice(0))
    state.apply(C.choice(0))
    assert pending(state) == (Decision.MAIN, 0)
    assert [f["exhausted"] for f in field(state, 0).values()] == [1, 0]


def test_r11_2_only_spirits_that_actually_refreshed_count_as_refreshed_by_the_effect(build):
    """R11.2: a card "refreshes" only when it goes from exhausted to refreshed. Holy Elixir: "Spirits
    refreshed by this effect cannot attack" — the chosen Spirit that was already refreshed did not
    refresh, so it may still attack; the one that refreshed may not."""
    p0 = {"hand": [HOLY_ELIXIR], "reserve": 4,
          "field": [FieldCard(BRONTECH, exhausted=True), FieldCard(GOLEM)]}
    state = build(position("main", p0))
    use_magic(state, 0)
    state.apply(C.choice(0))
    state.apply(C.choice(0))
    state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.PASS, C.attack(1)]
