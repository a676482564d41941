"""BSS02 cards 116-136, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import numpy as np
import pytest
from card_helpers import (
    attack_to_block,
    battle,
    cards,
    deck_ids,
    do,
    exhausted,
    fight,
    pass_flashes,
    position,
    scenario,
    their_step,
)
from cards_shared import (
    ANTMAN_TK,
    BIG,
    BOLD_GENERAL,
    DEADLY_BALANCE,
    DEMO_BONES,
    FLUFFMINGO,
    KV2,
    OVIRAPTODON,
    PENTAN,
    PURPLE_NEXUS,
    SKULLZARD,
    SMALL,
    WEAK,
    attack_and_pass,
    choose,
    pay_with_soul,
    place_all,
    summon_card,
    use_hazard,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    ANTMAN,
    AXE_ANGEL,
    BRONTECH,
    DRAGONOID,
    DROWSY_FUMES,
    DUGONG,
    GOLEM,
    KEEP,
    NEEDLE_SHOT,
    OBERO,
    PORCUPINE,
    RAINEEDLE,
    RED,
    STAR_ALTAR,
    SWORD,
    cores,
)

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard

REANIMATE = "BSS02-120"  # purple Magic, cost 5
MUMMYPHANT = "BSS02-021"  # purple vanilla, cost 6
GREYGARMR = "ST03-002"  # white, cost 4: Lv2 (2 cores) has a When Blocks effect (+3000 BP), Lv1 (1 core) none
REBOOT_CODE = "BSS02-124"  # white Magic, cost 7 (four white reductions), Burst and Flash


def burst_flipped(build, deck: list[str], reserve: int = 0, trash: list[str] | None = None):
    """Player 1 summons Prince Pentan; its When Summoned effect resolves and player 0's set Reanimate is
    taken (R13.3)."""
    state = build(position(1, "main", {"burst": REANIMATE, "reserve": reserve, "deck": deck, "trash": trash or []},
                           {"hand": [PENTAN], "reserve": 3, "deck": [BIG, BIG]}, auto=False, turn=4))
    summon(state, 0)
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    return state


def burst_reboot_code(build):
    """Player 1 holds Reboot Code as a Burst with white Mobile Golem and green Porcupine; player 0's Deadly Balance
    (Main Step) makes player 1 destroy a vanilla: the Burst is activated, its paid Flash effect declined."""
    s = build(position(step="main", p0={"field": [FieldCard(KV2, cores=2), FieldCard(RED)], "hand": [DEADLY_BALANCE],
                                        "reserve": 3},
                       p1={"field": [FieldCard(RED), FieldCard(GOLEM), FieldCard(PORCUPINE)], "burst": REBOOT_CODE}))
    use_magic(s, 0)
    choose(s, RED, p=1)
    choose(s, RED, p=0)
    assert pending(s) == (Decision.BURST, 1)
    do(s, C.CONFIRM)
    assert pending(s) == (Decision.YES_NO, 1)  # R13.5: its Flash effect may be paid for
    do(s, C.PASS)
    return s


# -- BSS02-116 Nexus Hazard ------------------------------------------------------------------------------
@pytest.mark.parametrize(("kin", "usable"), [(OVIRAPTODON, True), (RAINEEDLE, False)])
def test_bss02_116_terrasaur_symbols_count_twice(build, kin, usable):
    """Cost 8, six red reductions: two Terrasaurs give four symbols (cost 4); with a Star Dragon in place of one
    only three (cost 5), too much for four cores (two in the Reserve, one on each Spirit)."""
    p0 = {"hand": ["BSS02-116"], "reserve": 2,
          "field": [FieldCard(OVIRAPTODON, exhausted=True), FieldCard(kin, exhausted=True)]}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(position(0, "main", p0, p1))
    assert (C.use_hand(0) in legal(state)) is usable


@pytest.mark.parametrize("step", ["main", "attack"])
def test_bss02_116_destroys_spirit_and_nexus_and_draws_in_the_main_step(build, step):
    """Destroys an opposing Spirit of 3000 BP or less and an opposing Nexus; a card is drawn only when used in
    the Main Step (its Flash use in a battle draws nothing)."""
    p0 = {"hand": ["BSS02-116"], "reserve": 8, "deck": [RAINEEDLE, GOLEM],
          "field": [FieldCard(OVIRAPTODON), FieldCard(OVIRAPTODON)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(DEMO_BONES), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(position(0, step, p0, p1))
    if step == "attack":
        do(state, C.attack(0), C.PASS)  # the defender passes the Flash timing; the attacker uses the Magic
    use_hazard(state)
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, DEMO_BONES)  # Brontech (5000 BP) is not offered
    choose(state, STAR_ALTAR)
    assert cards(state, 1) == [BRONTECH]
    assert hand_ids(state, 0) == ([RAINEEDLE] if step == "main" else [])


# -- BSS02-117 Trident Flare -----------------------------------------------------------------------------
def test_bss02_117_destroys_three_spirits_of_2000_bp_or_less(build):
    """Main/Flash: three opposing Spirits of 2000 BP or less are destroyed (the chooser picks which three)."""
    opp = [FieldCard(SMALL), FieldCard(SMALL, cores=2), FieldCard(SMALL, cores=3), FieldCard(KEEP), FieldCard(SMALL)]
    state = build(scenario({"hand": ["BSS02-117"], "reserve": 5, "field": [FieldCard(KEEP)]}, {"field": opp},
                           auto=False))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert len(legal(state)) == 4 and C.PASS not in legal(state)  # all but the 3000 BP one; three must go
    for slot in (0, 1, 3):
        state.apply(state.pending_decision().target_slot(slot, player=1))
    assert pending(state) == (Decision.MAIN, 0)
    assert sorted(field(state, 1)) == [2, 4]


def test_bss02_117_destroys_as_many_as_there_are(build):
    """With only one Spirit of 2000 BP or less, that one is destroyed (R0.2)."""
    opp = [FieldCard(SMALL, cores=2), FieldCard(BIG)]
    state = build(scenario({"hand": ["BSS02-117"], "reserve": 5, "field": [FieldCard(KEEP)]}, {"field": opp}))
    use_magic(state, 0, effect=0)
    assert cards(state, 1) == [BIG] and trash_ids(state, 1) == [SMALL]


# -- BSS02-118 Lightning Aura ----------------------------------------------------------------------------
@pytest.mark.parametrize("magic", ["BSS02-118", "BSS02-122", "BSS02-123", "BSS02-135"])
def test_bss02_flash_effects_give_2000_bp(build, magic):
    """Lightning Aura, Assassinate, Crystal Crack, Stamina Recovery: their Flash effect gives a Spirit on
    either side +2000 BP this turn."""
    state = build(scenario({"hand": [magic], "reserve": 5, "field": [FieldCard(KEEP)]}, {"field": [FieldCard(SMALL)]},
                           auto=False))
    state.apply(C.use_hand(0))
    if magic != "BSS02-135":  # its one effect is both Main and Flash: no question
        state.apply(state.pending_decision().magic_effect("Flash"))
    pay_and_place(state)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().choose_card(SMALL))
    assert (bp(state, 0, 0), bp(state, 1, 0)) == (1000, 3000)


def test_bss02_118_main_gives_your_spirit_confront_this_turn(build):
    """Main: your chosen Spirit attacks with Confront this turn; your other Spirit does not."""
    sc = scenario({"hand": ["BSS02-118"], "reserve": 2, "field": [FieldCard(KEEP), FieldCard(BOLD_GENERAL)]},
                  {"field": [FieldCard(SMALL)]}, auto=False)
    for attacker, forced in ((1, True), (0, False)):
        state = build(sc)
        use_magic(state, 0, effect=0)
        assert pending(state) == (Decision.CHOOSE, 0) and len(legal(state)) == 2  # only your own Spirits
        state.apply(state.pending_decision().choose_card(BOLD_GENERAL))
        state.apply(C.PASS)  # to the Attack Step
        attack_to_block(state, attacker)
        assert (C.PASS in legal(state)) is not forced and C.block(0) in legal(state)


# -- BSS02-119 Dragon Rush -------------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "draws"), [(DRAGONOID, 1), (BRONTECH, 0)])
def test_bss02_119_dragonoid_battle_wins_draw_this_turn(build, attacker, draws):
    """Main: this turn a Dragonoid of yours that wins a battle by BP draws you a card; another does not."""
    p0 = {"field": [FieldCard(attacker)], "hand": ["BSS02-119"], "reserve": 6, "deck": [GOLEM, DUGONG]}
    p1 = {"field": [FieldCard(RAINEEDLE)]}
    state = build(scenario(p0, p1))
    use_magic(state, 0)
    do(state, C.PASS)
    fight(state, 0, 0)
    assert cards(state, 1) == []
    assert hand_ids(state, 0) == [GOLEM][:draws]


# -- BSS02-120 Reanimate ---------------------------------------------------------------------------------
def test_bss02_120_burst_returns_a_purple_spirit_from_the_top_three(build):
    """Burst: the top 3 leave the deck, one purple Spirit card among them (not optional) goes to hand."""
    state = burst_flipped(build, [KEEP, SKULLZARD, SMALL, GOLEM])
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # Skullzard and the small Spirit; the red one is not offered
    state.apply(state.pending_decision().choose_card(SMALL))
    assert hand_ids(state, 0) == [SMALL] and deck_ids(state, 0) == [GOLEM]
    assert trash_ids(state, 0) == [KEEP, SKULLZARD, REANIMATE]  # too poor to pay for the Main effect
    assert pending(state) == (Decision.MAIN, 1)


def test_bss02_120_burst_with_no_purple_spirit_sends_all_three_to_the_trash(build):
    """Burst: with no purple Spirit card among the three (a purple Nexus is no Spirit), nothing goes to hand."""
    state = burst_flipped(build, [KEEP, PURPLE_NEXUS, GOLEM, SMALL])
    assert hand_ids(state, 0) == [] and deck_ids(state, 0) == [SMALL]
    assert trash_ids(state, 0) == [KEEP, PURPLE_NEXUS, GOLEM, REANIMATE]
    assert pending(state) == (Decision.MAIN, 1)


def test_bss02_120_main_summons_a_cheap_spirit_from_the_trash_then_goes_to_the_trash(build):
    """Main: a Spirit card of cost 5 or less in the Trash is summoned free (cost 6 cards and Nexuses are not
    offered); the Magic then finishes and goes to the Trash, and the Main Step goes on (R8.4)."""
    trash = [MUMMYPHANT, PURPLE_NEXUS, BIG, SKULLZARD]
    state = build(scenario({"hand": [REANIMATE], "reserve": 6, "trash": trash, "field": [FieldCard(KEEP)]}, {}))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # the two cost-4 Spirits, no PASS
    state.apply(state.pending_decision().choose_card(BIG))
    assert pending(state) == (Decision.PLACE, 0)
    rec = state.record()  # the summon is the use in progress; the Magic's frame holds the Magic
    assert (int(rec["use_kind"]), int(rec["n_frames"])) == (L.UseKind.SUMMON, 1)
    assert int(rec["frames"][0]["flags"]) & L.FRAME_USE_STASHED
    pay_and_place(state)  # only the Lv1 core is placed
    assert cards(state, 0) == [KEEP, BIG]
    assert int(player(state, 0)["reserve"]) == 6 - 5 - 1
    assert trash_ids(state, 0) == [MUMMYPHANT, PURPLE_NEXUS, SKULLZARD, REANIMATE]
    assert pending(state) == (Decision.MAIN, 0)
    rec = state.record()
    assert (int(rec["use_kind"]), int(rec["n_frames"]), int(rec["use_inst"])) == (L.UseKind.NONE, 0, L.NO_CARD)


def test_bss02_120_paid_after_its_burst_resumes_the_opponents_turn(build):
    """R13.5: the Burst's Main effect paid for summons from the Trash; then Reanimate goes to the Trash and
    the opponent's Main Step goes on."""
    state = burst_flipped(build, [KEEP, SKULLZARD, SMALL, GOLEM], reserve=7, trash=[BIG])
    state.apply(state.pending_decision().choose_card(SKULLZARD))
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)  # pay for the Main effect
    pay_and_place(state)  # the Magic's cost
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().choose_card(BIG))
    assert int(state.record()["frames"][0]["flags"]) & L.FRAME_STASH_EFFECT
    pay_and_place(state)
    assert BIG in cards(state, 0)
    assert trash_ids(state, 0) == [KEEP, SMALL, REANIMATE]
    assert hand_ids(state, 0) == [SKULLZARD]
    assert pending(state) == (Decision.MAIN, 1)
    assert int(state.record()["use_kind"]) == L.UseKind.NONE


def test_a_magic_waiting_on_its_summon_survives_bytes_and_edits_are_checked():
    """Mid-summon bytes round-trip and play on identically; dropping the stash mark (which would lose the
    Magic) or the Magic's frame is rejected by from_bytes (R8.4)."""
    from bscore.state import checksum
    from pybs.errors import StateError
    from pybs.game import State

    trash = [MUMMYPHANT, BIG, SKULLZARD]
    state = scenario({"hand": [REANIMATE], "reserve": 6, "trash": trash, "field": [FieldCard(KEEP)]}, {}).build()
    use_magic(state, 0)
    state.apply(state.pending_decision().choose_card(BIG))
    copy = State.from_bytes(state.to_bytes(), state.game)
    for s in (state, copy):
        pay_and_place(s)
    assert copy.raw_bytes() == state.raw_bytes()

    again = scenario({"hand": [REANIMATE], "reserve": 6, "trash": trash, "field": [FieldCard(KEEP)]}, {}).build()
    use_magic(again, 0)
    again.apply(again.pending_decision().choose_card(BIG))
    base = again.raw_bytes()
    for edit in (lambda r: r["frames"][0].__setitem__("flags", int(r["frames"][0]["flags"]) & ~L.FRAME_USE_STASHED),
                 lambda r: r["frames"][0].__setitem__("flags", int(r["frames"][0]["flags"]) & ~L.FRAME_MAGIC)):
        buf = bytearray(base)
        edit(np.frombuffer(buf, dtype=L.STATE_DTYPE)[0])
        raw = bytes(buf)
        try:
            State.from_bytes(raw + checksum(raw), again.game)
        except StateError:
            continue
        raise AssertionError("an edit that loses the waiting Magic was accepted")


# -- BSS02-121 The Hanged Man ----------------------------------------------------------------------------
@pytest.mark.parametrize("blocks", [True, False])
def test_bss02_121_marked_spirit_loses_four_cores_when_it_blocks(build, blocks):
    """The chosen opposing Spirit loses four cores to its Reserve if it blocks this turn; otherwise nothing."""
    p0 = {"field": [FieldCard(RAINEEDLE)], "hand": ["BSS02-121"], "reserve": 6}
    p1 = {"field": [FieldCard(BRONTECH, cores=5)], "reserve": 0}
    state = build(position(0, "main", p0, p1))
    use_magic(state, 0)
    do(state, C.choice(0), C.PASS)
    reserve = int(player(state, 1)["reserve"])
    fight(state, 0, 0 if blocks else None)
    assert cores(state, 1) == {0: 1 if blocks else 5}
    assert int(player(state, 1)["reserve"]) == reserve + (4 if blocks else 1)  # not blocked: one Life core


# -- BSS02-122 Assassinate -------------------------------------------------------------------------------
def test_bss02_122_opponent_picks_their_exhausted_spirit_to_destroy(build):
    """Main: the opponent chooses one of their exhausted Spirits, and it is destroyed."""
    opp = [FieldCard(SMALL, exhausted=True), FieldCard(KEEP), FieldCard(BIG, exhausted=True)]
    state = build(scenario({"hand": ["BSS02-122"], "reserve": 5, "field": [FieldCard(KEEP)]}, {"field": opp}))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 1)  # the opponent chooses
    assert legal(state) == [C.choice(0), C.choice(1)]  # the two exhausted ones
    state.apply(state.pending_decision().choose_card(BIG))
    assert cards(state, 1) == [SMALL, KEEP] and trash_ids(state, 1) == [BIG]


def test_bss02_122_nothing_when_no_opposing_spirit_is_exhausted(build):
    """Main: with no exhausted opposing Spirit nothing is destroyed."""
    state = build(scenario({"hand": ["BSS02-122"], "reserve": 5, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard(SMALL)]}))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.MAIN, 0) and cards(state, 1) == [SMALL]


# -- BSS02-123 Crystal Crack -----------------------------------------------------------------------------
def test_bss02_123_main_discards_two_then_draws(build):
    """Main: your top 2 cards go to the Trash, then you draw one."""
    state = build(scenario({"hand": ["BSS02-123"], "reserve": 3, "deck": [KEEP, SMALL, BIG, GOLEM],
                            "field": [FieldCard(KEEP)]}, {}))
    use_magic(state, 0, effect=0)
    assert hand_ids(state, 0) == [BIG] and deck_ids(state, 0) == [GOLEM]
    assert sorted(trash_ids(state, 0)) == sorted([KEEP, SMALL, "BSS02-123"])


# -- BSS02-124 Reboot Code -------------------------------------------------------------------------------
def test_bss02_124_reboot_code_flash_refreshes_and_bans_attacks_without_block_effects(build):
    """Flash (used in the Main Step): refresh up to three of your Spirits; this turn only Spirits printing a When
    Blocks effect at their level may attack: Greygarmr at Lv2 may, Mobile Golem (vanilla) and Greygarmr at Lv1
    may not."""
    s = build(position(step="main", p0={"field": [FieldCard(GOLEM, exhausted=True), FieldCard(GREYGARMR, cores=2),
                                                  FieldCard(GREYGARMR, cores=1)],
                                        "hand": [REBOOT_CODE], "reserve": 8}))
    use_magic(s, 0)
    choose(s, GOLEM, p=0)
    do(s, C.PASS)
    assert exhausted(s, 0)[0] == 0
    do(s, C.PASS)  # the Main Step ends
    assert pending(s) == (Decision.ATTACK, 0)
    assert [C.attack(k) in legal(s) for k in range(3)] == [False, True, False]


def test_bss02_124_reboot_code_no_ban_without_it(build):
    """Without Reboot Code all three may attack (the ban is the Magic's)."""
    s = build(position(step="attack", p0={"field": [FieldCard(GOLEM), FieldCard(GREYGARMR, cores=2),
                                                    FieldCard(GREYGARMR, cores=1)]}))
    assert [C.attack(k) in legal(s) for k in range(3)] == [True, True, True]


@pytest.mark.parametrize("blocker, gain", [(1, 2000), (2, 0)])
def test_bss02_124_reboot_code_burst_gives_white_spirits_a_block_bonus(build, blocker, gain):
    """Burst: the white Spirit gains "when this blocks, +2000 BP this battle"; the green one does not."""
    s = burst_reboot_code(build)
    before = bp(s, 1, blocker)
    do(s, C.PASS)  # to the Attack Step
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, s.pending_decision().target_slot(blocker, player=1, verb="block"))
    while pending(s)[0] == Decision.ORDER:
        do(s, s.pending_decision().codes[0])
    assert bp(s, 1, blocker) == before + gain


def test_bss02_124_reboot_code_burst_grant_outlasts_the_turn(build):
    """The Burst's grant has no printed end (the Flash effect's ban says "during this turn", the grant does not):
    two turns later Mobile Golem still gains 2000 BP when it blocks."""
    s = burst_reboot_code(build)
    seen_p1_turn = False
    for _ in range(60):  # player 0 ends this turn, player 1 passes theirs, back to player 0's Attack Step
        kind, who = pending(s)
        seen_p1_turn |= who == 1 and kind in (Decision.MAIN, Decision.ATTACK)
        if seen_p1_turn and (kind, who) == (Decision.ATTACK, 0):
            break
        do(s, C.PASS)
    assert seen_p1_turn and pending(s) == (Decision.ATTACK, 0)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, s.pending_decision().target_slot(1, player=1, verb="block"))
    assert bp(s, 1, 1) == 4000 + 2000


# -- BSS02-125 Iceberg -----------------------------------------------------------------------------------
def test_bss02_125_iceberg_armor_keeps_its_colours(build):
    """Iceberg: your Spirit has Armor red/purple/green this turn, so a green effect cannot pick it."""
    s = build(position(step="main", p0={"hand": ["BSS02-125"], "reserve": 4,
                                        "field": [FieldCard(RED), FieldCard(RED)]},
                       p1={"hand": [NEEDLE_SHOT], "reserve": 3}))
    use_magic(s, 0, effect=0)
    do(s, C.choice(0))
    do(s, C.PASS)
    do(s, C.attack(1))
    assert pending(s) == (Decision.FLASH, 1)
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    assert legal(s) == [C.choice(0)]  # only the attacker (slot 1)


def test_bss02_125_iceberg_flash_bp(build):
    """Iceberg, its Flash effect: a Spirit gets +2000 BP this turn."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]}, p1={"hand": ["BSS02-125"], "reserve": 4,
                                                                        "field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))  # its own Spirit comes first
    assert (bp(s, 1, 0), bp(s, 0, 0)) == (3000, 1000)


# -- BSS02-126 Infinity Shield ---------------------------------------------------------------------------
def test_bss02_126_infinity_shield(build):
    """Infinity Shield: a Machine Beast of yours may block while exhausted this turn; others are no target."""
    s = build(position(1, "attack", p0={"hand": ["BSS02-126"], "reserve": 4,
                                        "field": [FieldCard("BSS01-060", exhausted=True), FieldCard(RED, exhausted=True)]},
                       p1={"field": [FieldCard(RED)]}, turn=4))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Pegacyone only
    do(s, C.choice(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 0)
    assert legal(s) == [C.PASS, C.block(0)]


# -- BSS02-127 Inescapable Avalanche ---------------------------------------------------------------------
def test_bss02_127_returns_the_attacker(build):
    s = build(position(active=1, turn=4, step="attack", p0={"hand": ["BSS02-127"], "reserve": 4},
                       p1={"field": [FieldCard(ANTMAN), FieldCard(WEAK)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # the attacker only
    do(s, C.choice(0))
    assert hand_ids(s, 1) == [ANTMAN]
    assert [f["card"] for f in field(s, 1).values()] == [WEAK]


# -- BSS02-128 The Three Cards ---------------------------------------------------------------------------
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


# -- BSS02-129 Somersault --------------------------------------------------------------------------------
@pytest.mark.parametrize("blocker_cores, can_block", [(2, False), (1, True), (3, True)])
def test_bss02_129_somersault_lv2_cannot_block_yellow(build, blocker_cores, can_block):
    """Main: this turn opposing Lv2 Spirits cannot block your yellow Spirits; Lv1 and Lv3 ones can."""
    s = build(position(p0={"hand": ["BSS02-129"], "reserve": 6, "field": [FieldCard(AXE_ANGEL), FieldCard(RED)]},
                       p1={"field": [FieldCard(RED, cores=blocker_cores)]}))
    use_magic(s, 0, effect=0)
    pass_flashes(s)
    do(s, C.PASS)  # to the Attack Step
    assert pending(s) == (Decision.ATTACK, 0)
    attack_and_pass(s, 0)
    assert (C.block(0) in legal(s)) is can_block


# -- BSS02-130 Magic Mirror ------------------------------------------------------------------------------
@pytest.mark.parametrize("mirror", [True, False])
def test_bss02_130_you_pick_for_the_opponent_s_next_magic(build, mirror):
    """After the Mirror you make the choice of the opponent's next Magic (Drowsy Fumes: which of your Spirits
    gets -2000, from the same candidates); only once: they aim their second Fumes themselves."""
    p0 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)], "hand": ["BSS02-130"] if mirror else [], "reserve": 4}
    p1 = {"field": [FieldCard(RAINEEDLE)], "hand": [DROWSY_FUMES, DROWSY_FUMES], "reserve": 6}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    if mirror:
        use_magic(state, 0)
    else:
        do(state, C.PASS)
    assert pending(state) == (Decision.FLASH, 1)
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0 if mirror else 1)
    do(state, C.choice(1))  # Brontech
    assert bp(state, 0, 1) == 3000
    assert pending(state) == (Decision.FLASH, 0)
    do(state, C.PASS)
    use_magic(state, 0)  # the second Fumes: the Mirror is used up
    assert pending(state) == (Decision.CHOOSE, 1)


# -- BSS02-131 Lightning Arrow ---------------------------------------------------------------------------
def test_bss02_131_target_cannot_block_this_turn(build):
    """Flash (used in the Main Step): the chosen opposing Spirit cannot block this turn; the other one can."""
    state = build(scenario({"hand": ["BSS02-131"], "reserve": 4, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard(SMALL), FieldCard(BIG)]}, auto=False))
    use_magic(state, 0)
    state.apply(state.pending_decision().choose_card(BIG))
    state.apply(C.PASS)
    attack_to_block(state, 0)
    assert legal(state) == [C.PASS, C.block(0)]


def test_bss02_131_target_cannot_attack_this_turn(build):
    """Flash in the opponent's battle: their chosen Spirit cannot attack for the rest of the turn."""
    state = build(position(1, "attack", {"hand": ["BSS02-131"], "reserve": 4},
                           {"field": [FieldCard(KEEP), FieldCard(SMALL), FieldCard(BIG)]}, turn=4))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    use_magic(state, 0)
    state.apply(state.pending_decision().choose_card(BIG))
    pass_flashes(state)
    do(state, C.PASS)  # no block: a Life is lost
    assert pending(state) == (Decision.ATTACK, 1)
    assert legal(state) == [C.PASS, C.attack(1)]  # the Raineedle already attacked; Mummyphant cannot


# -- BSS02-132 The Ants Strike Back ----------------------------------------------------------------------
def test_bss02_132_burst_and_main_make_two_exhausted_antmen(build):
    """Burst (the opponent destroys your Spirit): two exhausted Antman tokens, free; no paid Magic follows."""
    p0 = {"field": [FieldCard(KEEP)], "burst": "BSS02-132", "reserve": 3}
    state = build(their_step("attack", p0, {"field": [FieldCard(DUGONG), FieldCard(KEEP)]}))
    battle(state, 0, 0)
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    place_all(state)
    assert cards(state, 0) == [ANTMAN_TK, ANTMAN_TK] and exhausted(state, 0) == {0: 1, 1: 1}
    assert trash_ids(state, 0) == [KEEP, "BSS02-132"]


def test_bss02_132_main_makes_two_exhausted_antmen(build):
    state = build(scenario({"hand": ["BSS02-132"], "reserve": 6, "field": [FieldCard(KEEP)]}, {}, auto=False))
    use_magic(state, 0)
    place_all(state)
    assert cards(state, 0) == [KEEP, ANTMAN_TK, ANTMAN_TK] and exhausted(state, 0) == {0: 0, 1: 1, 2: 1}
    assert trash_ids(state, 0) == ["BSS02-132"] and pending(state) == (Decision.MAIN, 0)


# -- BSS02-133 Thorn Prison ------------------------------------------------------------------------------
def test_bss02_133_opponent_exhausts_two_of_their_refreshed_spirits(build):
    """Main/Flash: the opponent chooses two of their refreshed Spirits; both are exhausted."""
    opp = [FieldCard(SMALL), FieldCard(BIG, exhausted=True), FieldCard(KEEP), FieldCard(SMALL, cores=2)]
    state = build(scenario({"hand": ["BSS02-133"], "reserve": 4, "field": [FieldCard(KEEP)]}, {"field": opp},
                           auto=False))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)  # the opponent chooses
    assert len(legal(state)) == 3  # the refreshed ones
    state.apply(state.pending_decision().target_slot(0, player=1))
    state.apply(state.pending_decision().target_slot(3, player=1))
    assert pending(state) == (Decision.MAIN, 0)
    assert [f["exhausted"] for f in field(state, 1).values()] == [1, 1, 0, 1]
    assert field(state, 0)[0]["exhausted"] == 0


# -- BSS02-134 Carry Core --------------------------------------------------------------------------------
def test_bss02_134_each_of_your_vanilla_spirits_gains_a_core(build):
    """Flash: each of your Spirits with no effect text gains a core from the Void (not Emerald Pincer, not the
    opponent's vanilla Spirit)."""
    mine = [FieldCard(FLUFFMINGO), FieldCard("BSS02-089"), FieldCard(KEEP)]
    state = build(scenario({"hand": ["BSS02-134"], "reserve": 4, "field": mine}, {"field": [FieldCard(KEEP)]}))
    use_magic(state, 0)
    assert [f["cores"] for f in field(state, 0).values()] == [2, 1, 2]
    assert field(state, 1)[0]["cores"] == 1 and int(player(state, 0)["reserve"]) == 4 - 3  # two green symbols


# -- BSS02-135 Stamina Recovery --------------------------------------------------------------------------
@pytest.mark.parametrize("summoned", [PENTAN, KEEP])
def test_bss02_135_burst_gives_up_to_three_green_spirits_a_core(build, summoned):
    """Burst (the opponent resolves a When Summoned effect): up to three of your green Spirits gain a core
    from the Void each (the red one is not offered); a summon with no such effect offers nothing."""
    mine = [FieldCard(FLUFFMINGO), FieldCard(KEEP), FieldCard("BSS02-085"), FieldCard("BSS02-092")]
    state = build(position(1, "main", {"burst": "BSS02-135", "reserve": 0, "field": mine},
                           {"hand": [summoned], "reserve": 3, "deck": [BIG, BIG]}, auto=False, turn=4))
    summon(state, 0)
    if summoned == KEEP:
        assert pending(state) == (Decision.MAIN, 1) and int(player(state, 0)["burst_inst"]) != L.NO_CARD
        return
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert C.PASS in legal(state) and len(legal(state)) == 4  # up to three of the three green ones
    state.apply(state.pending_decision().choose_card(FLUFFMINGO))
    state.apply(state.pending_decision().choose_card("BSS02-092"))
    state.apply(C.PASS)
    assert [f["cores"] for f in field(state, 0).values()] == [2, 1, 1, 2]
    assert pending(state) == (Decision.YES_NO, 0)  # its Flash effect may be paid for (cost 3 less 2 symbols)
    state.apply(state.pending_decision().no_to("BSS02-135"))
    assert trash_ids(state, 0) == ["BSS02-135"]
    assert pending(state) == (Decision.MAIN, 1)


# -- BSS02-136 Insect Aura -------------------------------------------------------------------------------
def test_bss02_136_bp_per_carapite_or_insectoid(build):
    from pybs.carddb import load_default
    db = load_default()
    bug = next(c.id for c in db.cards if "Insectoid" in c.families and c.type == 0 and c.levels)
    s = build(position(p0={"hand": ["BSS02-136"], "reserve": 4, "field": [FieldCard(WEAK), FieldCard(bug), FieldCard(bug)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    do(s, C.choice(0))
    assert bp(s, 0, 0) == 1000 + 2000
