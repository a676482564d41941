"""Destruction rulings (issue 16, part B), on both engines: depletion heard as destruction (R6.2), Bloodcurse
(R18.11), suppressed destruction triggers, the last-known BP of a destroyed Spirit (R10.7), Armor and single
card rulings. Synthetic scripts ride on vanilla cards where no printed card shows the rule alone."""

from __future__ import annotations

import pytest
from card_helpers import cards, position, their_step
from conftest import field, hand_ids, legal, pending, player, trash_ids, with_db

import pybs.scripts  # noqa: F401  (registers the real scripts before a test swaps one)
from pybs import codec as C
from pybs.effects.script import Event, Scope, mine, opponents
from pybs.layout import Decision
from pybs.testing import FieldCard

KEEP = "ST01-004"  # red vanilla, cost 1
BONES = "ST02-005"  # purple vanilla Undead, cost 1
SWORD = "ST04-006"  # yellow vanilla, cost 2
ANTIQUE = "ST06-007"  # Mithril Golem: the vanilla a synthetic script rides on
BRONZE_GOLEM = "ST06-006"  # When Destroyed: one of your Nexuses gains a core from the Void
SANCTUARY = "BSS03-112"  # white Nexus, no cores needed
CATHEDRAL = "BSS01-114"  # Nexus: in any Attack Step, your yellow Spirit destroyed -> a Void core to your Reserve
AVARITIA = "BSS02-020"  # Lv3 When Attacks: the opponent takes three cores off one of their Spirits



# -- 1. depletion is destruction for every watcher (R6.2) ------------------------------------------------------
def test_r6_2_depletion_by_an_opposing_effect_wakes_a_when_your_spirit_is_destroyed_watcher(build):
    """R6.2: Avaritia makes player 0 take three cores off their only yellow Spirit, which is depleted: Blessed
    Cathedral ("when your yellow Spirit is destroyed", any Attack Step) hears it and puts a Void core in the
    Reserve. Without Cathedral the Reserve ends one core lower."""
    def reserve_after(with_cathedral: bool) -> int:
        mine_ = [FieldCard(SWORD, cores=3)] + ([FieldCard(CATHEDRAL, cores=0)] if with_cathedral else [])
        state = build(their_step("attack", {"field": mine_, "reserve": 0},
                                 {"field": [FieldCard(AVARITIA, cores=6), FieldCard(KEEP)]}))
        state.apply(C.attack(0))
        if pending(state) == (Decision.CHOOSE, 0):
            state.apply(state.pending_decision().choose_card(SWORD))
        assert SWORD in trash_ids(state, 0)
        return int(player(state, 0)["reserve"])

    assert reserve_after(True) == reserve_after(False) + 1


def test_r6_2_depletion_by_paying_a_cost_is_heard_by_watchers(build, scripted):
    """R6.2: paying a summon's cost with the last core of a Spirit depletes it, and that is a destruction: a
    "when another Spirit of yours is destroyed, draw" watcher draws once the payment is done (it waits for it)."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(exclude_self=True))
                   .draw(1)})
    p0 = {"field": [FieldCard(ANTIQUE), FieldCard(KEEP)], "hand": [BONES], "reserve": 1, "deck": [SWORD, SWORD]}
    state = build(with_db(position(0, "main", p0, {"field": [FieldCard(KEEP)]}), db))
    state.apply(C.use_hand(0))
    assert pending(state) == (Decision.PAY, 0)
    state.apply(C.pay(2, 0))  # Raineedle's only core: it is depleted
    assert trash_ids(state, 0) == [KEEP]
    assert pending(state) == (Decision.PLACE, 0)  # the watcher waits until the payment is over
    assert hand_ids(state, 0) == []
    state.apply(C.place(0, 0))
    if pending(state) == (Decision.PLACE, 0):
        state.apply(C.PASS)
    assert hand_ids(state, 0) == [SWORD]
    assert sorted(cards(state, 0)) == sorted([ANTIQUE, BONES])


def test_r6_2_a_spirit_depleted_by_a_cost_hears_its_own_when_destroyed_effect(build):
    """R6.2: Bronze Golem paid away to its last core was destroyed: its When Destroyed effect (read at its
    lowest level, as it kept no core) gives one of your Nexuses a core from the Void."""
    p0 = {"field": [FieldCard(BRONZE_GOLEM), FieldCard(SANCTUARY, cores=0)], "hand": [BONES], "reserve": 1}
    state = build(position(0, "main", p0, {"field": [FieldCard(KEEP)]}))
    state.apply(C.use_hand(0))
    state.apply(C.pay(1, 0))
    assert BRONZE_GOLEM in trash_ids(state, 0)
    state.apply(C.place(0, 0))
    if pending(state) == (Decision.PLACE, 0):
        state.apply(C.PASS)
    if pending(state) == (Decision.CHOOSE, 0):
        state.apply(state.pending_decision().choose_card(SANCTUARY))
    nexus = [f for f in field(state, 0).values() if f["card"] == SANCTUARY]
    assert nexus[0]["cores"] == 1 and sorted(cards(state, 0)) == sorted([SANCTUARY, BONES])


def test_r6_2_an_effect_depletion_wakes_a_synthetic_opponent_watcher(build, scripted):
    """R6.2: an opposing When Summoned effect takes the only core off a Spirit: "when an opposing Spirit is
    destroyed, draw" (a synthetic watcher of the effect's controller) hears the depletion."""
    db = scripted({ANTIQUE: lambda c: (c.when(Event.SUMMONED).choose(opponents()).remove_cores(1),
                                       c.when(Event.DESTROYED, scope=Scope.OPPONENT).draw(1))})
    p0 = {"hand": [ANTIQUE], "reserve": 8, "deck": [SWORD, SWORD]}
    p1 = {"field": [FieldCard(KEEP)]}
    state = build(with_db(position(0, "main", p0, p1, auto=True), db))
    state.apply(C.use_hand(0))
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    if pending(state) == (Decision.CHOOSE, 0):
        state.apply(state.pending_decision().choose_card(KEEP))
    assert trash_ids(state, 1) == [KEEP]
    assert hand_ids(state, 0) == [SWORD]


# -- 3. suppressing "When Destroyed" suppresses every effect that destruction triggers ---------------------------
LANDMINE = "ST01-015"  # Burst: when your Spirit is destroyed by the opponent
MAPLEUM = "BSS03-067"  # 2000 BP; When Destroyed: one of your Gale Spirits gets a Void core
THUNDER_LEON = "BSS01-013"  # When Summoned: destroy every opposing Spirit of 2000 BP or less, silently
GIANTWOOD = "BSS02-115"  # Lv2: in any Attack Step the opponent's "When Destroyed" effects do not trigger


def test_thunder_leon_silences_the_victims_bursts_and_watchers_too(build, scripted):
    """BSS01-013 ruling: "their When Destroyed effects are not triggered by this effect" covers every effect of
    theirs that the destruction triggers: the Burst Landmine is not offered and a "when your Spirit is
    destroyed, draw" watcher of theirs draws nothing."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(exclude_self=True))
                   .draw(1)})
    p0 = {"hand": [THUNDER_LEON], "reserve": 7}
    p1 = {"field": [FieldCard(KEEP), FieldCard(ANTIQUE)], "burst": LANDMINE, "deck": [SWORD, SWORD]}
    state = build(with_db(position(0, "main", p0, p1, auto=True), db))
    state.apply(C.use_hand(0))
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert KEEP in trash_ids(state, 1)
    assert pending(state) == (Decision.MAIN, 0)  # no Burst offer to player 1
    assert hand_ids(state, 1) == []
    assert int(player(state, 1)["burst_inst"]) != 255  # Landmine is still set


@pytest.mark.parametrize("keep_cores, offered", [(2, False), (0, True)])
def test_giantwood_keep_silences_the_opponents_destruction_burst(build, keep_cores, offered):
    """BSS02-115 Lv2: the opponent's "When Destroyed" effects are not triggered in any Attack Step, and neither
    is their Burst on that destruction (Landmine); at Lv1 the Burst is offered."""
    p0 = {"field": [FieldCard(KEEP)], "burst": LANDMINE}
    p1 = {"field": [FieldCard(ANTIQUE), FieldCard(GIANTWOOD, cores=keep_cores)]}
    state = build(position(0, "attack", p0, p1, auto=True))
    state.apply(C.attack(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    state.apply(C.block(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert KEEP in trash_ids(state, 0)
    assert (pending(state) == (Decision.BURST, 0)) == offered


# -- 4. the last-known BP of a destroyed Spirit includes every BP change (R10.7) -----------------------------------
WHITE_HOLE = "BSS01-004"  # Lv3 (6000 BP) When Destroyed: destroy an opposing Spirit with BP <= its own
MITHRIL = ANTIQUE  # 9000 BP at Lv2 (3 cores)
NEBULA = "ST01-001"  # 10000 BP at Lv3 (5 cores)


def plus_3000(c):
    """A synthetic aura: your other Spirits get +3000 BP."""
    from pybs.effects.script import Static
    c.static(Static.BP, 3000, affects=mine(exclude_self=True))


def test_r10_7_white_hole_dragon_destroyed_by_an_effect_compares_with_its_boosted_bp(build, scripted):
    """R10.7: White Hole Dragon Lv3 (6000 BP, +3000 from an aura) destroyed by an opposing effect may destroy a
    9000 BP Spirit: its last-known BP is 9000, not its level's 6000."""
    db = scripted({BONES: plus_3000,
                   KEEP: lambda c: c.when(Event.SUMMONED).choose(opponents()).destroy()})
    p0 = {"field": [FieldCard(WHITE_HOLE, cores=4), FieldCard(BONES)]}
    p1 = {"field": [FieldCard(MITHRIL, cores=3)], "hand": [KEEP], "reserve": 3}
    state = build(with_db(position(1, "main", p0, p1, turn=4, auto=True), db))
    state.apply(C.use_hand(0))
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    state.apply(state.pending_decision().choose_card(WHITE_HOLE))
    assert WHITE_HOLE in trash_ids(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().choose_card(MITHRIL))
    assert MITHRIL in trash_ids(state, 1)


def test_r10_7_white_hole_dragon_destroyed_in_battle_keeps_its_boosted_bp(build, scripted):
    """R10.7 on the BP comparison path: boosted to 9000, White Hole Dragon loses to a 10000 BP blocker; its When
    Destroyed effect may take the 9000 BP Mithril Golem."""
    db = scripted({BONES: plus_3000})
    p0 = {"field": [FieldCard(WHITE_HOLE, cores=4), FieldCard(BONES)]}
    p1 = {"field": [FieldCard(NEBULA, cores=5), FieldCard(MITHRIL, cores=3)]}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    state.apply(C.attack(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    state.apply(C.block(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert WHITE_HOLE in trash_ids(state, 0)
    assert trash_ids(state, 1) == [MITHRIL]  # the only candidate (Nebula's 10000 is above), taken by itself


# -- 2. Bloodcurse (R18.11): a replacement, not "lost Life goes to the Void" ----------------------------------------
MEDUKE = "BSS01-026"  # Lv2+ (3 cores, 6000 BP): Bloodcurse; its printed text sends Curse attackers' Life to the Void


def test_r18_11_bloodcurse_keeps_meduke_after_losing_the_bp_comparison(build):
    """R18.11: Meduke Lv2 (Bloodcurse, 6000 BP) loses its attack's battle to a 9000 BP blocker; its controller may
    instead put 1 core of the opponent's Life and 1 of Meduke's into their owners' Trashes (not the Void): Meduke
    stays, refreshed, and the opponent's Life is 4."""
    p0 = {"field": [FieldCard(MEDUKE, cores=4)]}
    p1 = {"field": [FieldCard(MITHRIL, cores=3)], "life": 5}
    state = build(position(0, "attack", p0, p1, auto=True))
    state.apply(C.attack(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    state.apply(C.block(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert pending(state) == (Decision.YES_NO, 0)
    void_before = int(player(state, 1)["void_out"])
    state.apply(C.CONFIRM)
    assert cards(state, 0) == [MEDUKE]
    meduke = field(state, 0)[0]
    assert meduke["cores"] == 3 and meduke["exhausted"] == 0
    assert int(player(state, 1)["life"]) == 4 and int(player(state, 1)["trash_cores"]) == 1
    assert int(player(state, 1)["void_out"]) == void_before
    assert int(player(state, 0)["trash_cores"]) == 1
    assert cards(state, 1) == [MITHRIL]  # the blocker won nothing: Meduke did not lose


def test_r18_11_bloodcurse_against_an_opposing_effect_may_be_declined(build, scripted):
    """R18.11 on a synthetic Bloodcurse Spirit: an opposing destruction effect offers the replacement; declined
    (R0.2), the Spirit is destroyed and nothing is paid."""
    from pybs.effects.script import Keyword
    db = scripted({BONES: lambda c: c.keyword(Keyword.BLOODCURSE),
                   KEEP: lambda c: c.when(Event.SUMMONED).choose(opponents()).destroy()})
    p0 = {"field": [FieldCard(BONES, cores=2)]}
    p1 = {"hand": [KEEP], "reserve": 3}
    for answer, kept in ((C.PASS, False), (C.CONFIRM, True)):
        state = build(with_db(position(1, "main", p0, p1, turn=4, auto=True), db))
        state.apply(C.use_hand(0))
        while pending(state)[0] in (Decision.PAY, Decision.PLACE):
            state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(answer)
        assert (cards(state, 0) == [BONES]) == kept
        assert int(player(state, 1)["life"]) == (4 if kept else 5)


def test_r18_11_bloodcurse_is_not_offered_for_ones_own_effect_or_without_opposing_life(build, scripted):
    """R18.11: only the BP comparison or an opposing effect; and R0.4: with no opposing Life core, no offer."""
    from pybs.effects.script import Keyword
    db = scripted({BONES: lambda c: c.keyword(Keyword.BLOODCURSE),
                   KEEP: lambda c: c.when(Event.SUMMONED).choose(mine(exclude_self=True)).destroy()})
    p0 = {"field": [FieldCard(BONES, cores=2)], "hand": [KEEP], "reserve": 3}
    state = build(with_db(position(0, "main", p0, {"field": [FieldCard(SWORD)]}, auto=True), db))
    state.apply(C.use_hand(0))
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert BONES in trash_ids(state, 0) and pending(state) == (Decision.MAIN, 0)


def test_r18_11_a_bloodcurse_spirit_does_not_send_a_curse_attackers_life_to_the_void(build, scripted):
    """R18.11: "lost Life goes to the Void" is BSS01-026's printed text, not the keyword: a Curse attacker beside a
    (synthetic) Bloodcurse Spirit takes Life into the opponent's Reserve as usual."""
    from pybs.effects.script import Keyword
    db = scripted({BONES: lambda c: c.keyword(Keyword.BLOODCURSE), ANTIQUE: lambda c: c.keyword(Keyword.CURSE)})
    p0 = {"field": [FieldCard(ANTIQUE), FieldCard(BONES)]}
    p1 = {"reserve": 0, "life": 5}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    state.apply(C.attack(0))
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 4 and int(player(state, 1)["reserve"]) == 1


# -- 5. Armor protects only from effects that choose or select ------------------------------------------------------
LIOMAIL = "BSS01-066"  # Armor: purple


@pytest.mark.parametrize("all_of_them", [True, False])
def test_armor_stops_a_purple_choice_but_not_an_all_effect(build, scripted, all_of_them):
    """Armor (purple): a purple "choose an opposing Spirit, exhaust it" cannot pick Liomail, while "exhaust all
    opposing Spirits" exhausts it with the others."""
    def script(c):
        first = c.when(Event.SUMMONED)
        (first.all(opponents()) if all_of_them else first.choose(opponents())).exhaust()
    db = scripted({BONES: script})
    p0 = {"hand": [BONES], "reserve": 3}
    p1 = {"field": [FieldCard(LIOMAIL), FieldCard(KEEP)]}
    state = build(with_db(position(0, "main", p0, p1, auto=True), db))
    state.apply(C.use_hand(0))
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert pending(state) == (Decision.MAIN, 0)  # the choice, if any, had one candidate: taken by itself
    assert field(state, 1)[0]["exhausted"] == (1 if all_of_them else 0)
    assert field(state, 1)[1]["exhausted"] == 1


# -- 6. single rulings -------------------------------------------------------------------------------------------
def test_r6_6_the_soul_core_stays_in_the_trash_when_an_effect_sends_the_trash_cores_to_the_void(build, scripted):
    """R6.6 / CN Q7: an effect sending every core of a Trash to the Void moves only the normal cores; the Soul
    Core stays in the Trash."""
    from pybs.effects.script import ALL_CORES, CoreZone, Who
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).cores(CoreZone.TRASH, CoreZone.VOID, ALL_CORES,
                                                                   who=Who.OPPONENT)})
    p0 = {"hand": [ANTIQUE], "reserve": 8}
    p1 = {"field": [FieldCard(KEEP)], "trash_cores": 3, "soul": "trash"}
    state = build(with_db(position(0, "main", p0, p1, auto=True), db))
    state.apply(C.use_hand(0))
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    from pybs import layout as L
    assert int(player(state, 1)["trash_cores"]) == 0
    assert int(player(state, 1)["soul_loc"]) == L.SOUL_TRASH
    assert int(player(state, 1)["void_out"]) >= 3


BELDEGOR = "BSS01-039"  # Immortal 4-5; When Summoned: destroy an exhausted opposing Spirit of cost 3 or less
MULTIPLE_CORES = "ST05-016"  # Burst: after the opponent's "When Summoned" effect resolves
MUMMY = "ST02-006"  # purple vanilla, cost 4
DUGONG = "ST03-009"  # white vanilla, cost 3


def test_a_spirit_summoned_from_the_trash_wakes_a_when_summoned_burst(build):
    """A Spirit summoned from the Trash (Beldegor's Immortal) is summoned like any: once its When Summoned effect
    resolved, the opponent's Burst Multiple Cores ("after the opponent's When Summoned effect") is offered."""
    p0 = {"field": [FieldCard(MUMMY)], "trash": [BELDEGOR], "reserve": 4}
    p1 = {"field": [FieldCard(DUGONG, cores=3), FieldCard(KEEP)], "burst": MULTIPLE_CORES}
    state = build(their_step("attack", p0, p1))
    state.apply(C.attack(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    state.apply(C.block(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().choose_card(BELDEGOR))
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert cards(state, 0) == [BELDEGOR]
    assert pending(state) == (Decision.BURST, 1)
