"""Per-card tests for the BSS01-BSS03 cards scripted with the "events" vocabulary (pybs/scripts/pool_events.py),
every test on both engines (``build`` fixture). Player 0 owns the card under test unless said otherwise."""

from __future__ import annotations

import pytest
from card_helpers import cards, do, exhausted, fight, pass_flashes, position, scenario, their_step
from conftest import bp, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    AXE_ANGEL,
    BLADEBEAST,
    BRONTECH,
    CARAPITE,
    DRAGONOID,
    DREAM_BOMB,
    DROWSY_FUMES,
    DUGONG,
    EVA02,
    GOLEM,
    NIGHTLING,
    OTHERLANDER,
    PUPPET_STRINGS,
    RAINEEDLE,
    SHADOW,
    SHOCK_TROOP,
    STAR_ALTAR,
    cores,
    unblocked_hit,
)

from pybs import codec as C
from pybs.carddb import CardDatabase, load_default
from pybs.effects.script import SCRIPTS, CoreZone, Event
from pybs.layout import Decision
from pybs.testing import FieldCard


# -- BSS01-048 Devilish Prankster Imp -------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "hits"), [(SHADOW, True), (NIGHTLING, False)])
def test_bss01_048_shadow_hit_strips_a_core(build, attacker, hits):
    """A Shadow Spirit of yours that reduces the opponent's Life makes an opposing Spirit lose a core; a
    Nightling (the Imp's own family, not Shadow) does not."""
    p0 = {"field": [FieldCard("BSS01-048"), FieldCard(attacker)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=2, exhausted=True)], "reserve": 0}
    state = build(position(0, "attack", p0, p1))
    unblocked_hit(state, 1)
    assert int(player(state, 1)["life"]) == 4
    if hits:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))
    assert cores(state, 1) == {0: 1 if hits else 2}
    assert int(player(state, 1)["reserve"]) == 1 + int(hits)  # the lost Life core, and the stripped one


# -- BSS03-018 Vampire Duke Vladiego ------------------------------------------------------------------
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


# -- BSS01-079 Twilight Dragonrider Flavum -----------------------------------------------------------
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


# -- BSS03-041 Judgment Angel Flagellum --------------------------------------------------------------
@pytest.mark.parametrize(("magic", "my_cores", "drop"), [(PUPPET_STRINGS, 3, True), (DROWSY_FUMES, 3, False),
                                                         (PUPPET_STRINGS, 1, False)])
def test_bss03_041_costly_magic_weakens_every_opposing_spirit(build, magic, my_cores, drop):
    """Lv2+: after a Magic of cost 5 or more of yours resolves in your Attack Step, every opposing Spirit gets
    -2000 BP; a cost-2 Magic or Lv1 does nothing."""
    p0 = {"field": [FieldCard("BSS03-041", cores=my_cores)], "hand": [magic], "reserve": 6}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0), C.PASS)
    use_magic(state, 0)
    do(state, C.choice(0))  # Puppet Strings: Flagellum itself +3000; Drowsy Fumes: Brontech -2000
    assert bp(state, 1, 0) == 5000 - (2000 if magic == DROWSY_FUMES else 0) - (2000 if drop else 0)
    assert bp(state, 1, 1) == 4000 - (2000 if drop else 0)


# -- BSS01-092 Arcana Knight Hex -----------------------------------------------------------------------
HEALER = "ST04-006"  # a vanilla yellow Spirit, given a test script below


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


# -- BSS01-106 Netherworld Depths ------------------------------------------------------------------------
def test_bss01_106_draws_when_an_opposing_spirit_attacks(build):
    """An opposing Spirit exhausted by attacking draws its owner's opponent a card; its own attack does not."""
    p0 = {"field": [FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard("BSS01-106", cores=0), FieldCard(RAINEEDLE)], "deck": [DUGONG, GOLEM]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert hand_ids(state, 1) == [DUGONG]


def test_bss01_106_own_spirit_exhausted_draws_nothing(build):
    """Its controller's own attacking Spirit does not count."""
    p0 = {"field": [FieldCard("BSS01-106", cores=0), FieldCard(BRONTECH)], "deck": [DUGONG, GOLEM]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)]}))
    do(state, C.attack(1))
    assert hand_ids(state, 0) == []


@pytest.mark.parametrize(("pay", "nexus_cores"), [(True, 3), (False, 3), (False, 2)])
def test_bss01_106_pay_a_core_to_destroy_the_blocker_as_the_battle_ends(build, pay, nexus_cores):
    """Lv2: when your Spirit is blocked you may pay a core from it; the blocker is destroyed when the battle
    ends (it survived the battle itself). Not offered at Lv1."""
    p0 = {"field": [FieldCard("BSS01-106", cores=nexus_cores), FieldCard(GOLEM)]}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1), C.PASS, C.PASS, C.block(0))
    asked = False
    while pending(state)[0] in (Decision.ORDER, Decision.YES_NO):  # with the draw for the exhausted blocker
        if pending(state)[0] == Decision.ORDER:
            do(state, C.choice(0))
        else:
            asked = True
            do(state, C.CONFIRM if pay else C.PASS)
    assert asked is (nexus_cores == 3)
    assert pending(state)[0] == Decision.FLASH
    if pay:
        assert cores(state, 0)[0] == 2 and int(player(state, 0)["trash_cores"]) == 1
    pass_flashes(state)
    assert cards(state, 0) == ["BSS01-106"]  # Golem 4000 lost to Brontech 5000
    assert cards(state, 1) == ([] if pay else [BRONTECH])
    assert trash_ids(state, 1) == ([BRONTECH] if pay else [])


# -- BSS02-016 Rage Dragon Emperor Ira ---------------------------------------------------------------------
def test_bss02_016_summon_destroys_ten_small_spirits_of_both_sides(build):
    """On summon every Spirit of 4000 BP or less is destroyed (up to ten), yours included."""
    p0 = {"hand": ["BSS02-016"], "reserve": 12, "field": [FieldCard(RAINEEDLE)]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH), FieldCard(DUGONG)]}
    state = build(scenario(p0, p1))
    summon(state, 0)
    while pending(state)[0] == Decision.CHOOSE:
        do(state, legal(state)[0])
    assert cards(state, 0) == ["BSS02-016"]
    assert cards(state, 1) == [BRONTECH]


@pytest.mark.parametrize(("ira_cores", "destroys"), [(6, True), (4, False)])
def test_bss02_016_lv3_battle_win_destroys_a_nexus(build, ira_cores, destroys):
    """Lv3, your turn: destroying an opposing Spirit in battle also destroys an opposing Nexus; not at Lv2."""
    p0 = {"field": [FieldCard("BSS02-016", cores=ira_cores)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 0, 0)
    if destroys:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))
    assert cards(state, 1) == ([] if destroys else [STAR_ALTAR])


def test_bss02_016_lv3_effect_destruction_also_counts(build):
    """At Lv3 its own summon effect destroying an opposing Spirit also destroys an opposing Nexus."""
    p0 = {"hand": ["BSS02-016"], "reserve": 16}
    p1 = {"field": [FieldCard(DUGONG), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(scenario(p0, p1))
    summon(state, 0, place_extra=5)  # six cores: Lv3
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):
        do(state, legal(state)[0])
    assert cards(state, 1) == []
    assert sorted(trash_ids(state, 1)) == sorted([DUGONG, STAR_ALTAR])


# -- BSS02-046 Lion Machine God Superbia -------------------------------------------------------------------
def test_bss02_046_three_trash_cores_arrive_as_the_turn_ends(build):
    """On summon nothing yet; as the turn ends three normal cores go from the Trash onto it."""
    p0 = {"hand": ["BSS02-046"], "reserve": 11}
    state = build(scenario(p0, {}, auto=True))
    summon(state, 0)
    assert cores(state, 0) == {0: 1} and int(player(state, 0)["trash_cores"]) == 10  # the paid cost
    while int(state.record()["turn"]) == 3:
        do(state, C.PASS)
    assert cores(state, 0) == {0: 4}
    assert int(player(state, 0)["trash_cores"]) == 7


def test_bss02_046_lv3_refreshes_when_you_lose_life(build):
    """Lv3, opponent's Attack Step: losing Life refreshes it."""
    p0 = {"field": [FieldCard("BSS02-046", cores=6, exhausted=True)]}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(their_step("attack", p0, p1))
    do(state, C.attack(0))
    pass_flashes(state)
    assert exhausted(state, 0) == {0: 0}


@pytest.mark.parametrize("pay", [True, False])
def test_bss02_046_return_to_hand_may_pay_two_cores_to_refresh(build, pay):
    """Lv2+: when an opposing Spirit returns to hand, you may pay two of its cores (to the Trash) to refresh it."""
    p0 = {"field": [FieldCard("BSS02-046", cores=4, exhausted=True)], "hand": [DREAM_BOMB], "reserve": 5}
    state = build(scenario(p0, {"field": [FieldCard(RAINEEDLE)]}))
    use_magic(state, 0)
    assert hand_ids(state, 1) == [RAINEEDLE]
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM if pay else C.PASS)
    assert cores(state, 0) == {0: 2 if pay else 4}
    assert exhausted(state, 0) == {0: 0 if pay else 1}


# -- BSS02-064 Arcana Princess Anne -------------------------------------------------------------------
@pytest.mark.parametrize(("victim", "drops"), [(OTHERLANDER, True), (AXE_ANGEL, False)])
def test_bss02_064_otherlander_destroyed_by_opponent_this_turn(build, victim, drops):
    """After its summon, this turn: when the opponent destroys an Otherlander of yours, an opposing Spirit
    gets -1000 BP; another family does nothing."""
    p0 = {"hand": ["BSS02-064"], "reserve": 6, "field": [FieldCard(victim)]}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(scenario(p0, p1))
    summon(state, 0)
    do(state, C.PASS)  # to the Attack Step
    fight(state, 0, 0)  # 1000 BP against 5000: destroyed by the opponent's Spirit
    assert victim in trash_ids(state, 0)
    if drops:
        if pending(state)[0] == Decision.CHOOSE:
            do(state, C.choice(0))
    assert bp(state, 1, 0) == 5000 - (1000 if drops else 0)


# -- BSS02-078 Onyxbird Yatagloss ----------------------------------------------------------------------
@pytest.mark.parametrize("lv3", [True, False])
def test_bss02_078_feeds_on_a_carapite_and_lv3_exhausts_two(build, lv3):
    """On attack you may destroy your Carapite for a Void core on it; at Lv3 that core makes the opponent
    exhaust two refreshed Spirits of theirs."""
    p0 = {"field": [FieldCard("BSS02-078", cores=8 if lv3 else 1), FieldCard(CARAPITE)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM), FieldCard(DUGONG)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM)
    if pending(state)[0] == Decision.CHOOSE and pending(state)[1] == 0:
        do(state, C.choice(0))
    assert trash_ids(state, 0) == [CARAPITE]
    assert cores(state, 0) == {0: (9 if lv3 else 2)}
    if lv3:
        assert pending(state) == (Decision.CHOOSE, 1)
        do(state, C.choice(0))
        do(state, C.choice(0))
        assert sorted(exhausted(state, 1).values()) == [0, 1, 1]
    else:
        assert exhausted(state, 1) == {0: 0, 1: 0, 2: 0}


def test_bss02_078_no_bug_no_offer(build):
    """R0.4: without a Carapite or Insectoid of yours the attack asks nothing."""
    p0 = {"field": [FieldCard("BSS02-078", cores=8), FieldCard(RAINEEDLE)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)]}))
    do(state, C.attack(0))
    assert pending(state)[0] == Decision.FLASH
    assert cores(state, 0) == {0: 8, 1: 1}


# -- BSS02-101 Great Desk Mountains ----------------------------------------------------------------------
@pytest.mark.parametrize("opponents_turn", [True, False])
def test_bss02_101_refreshes_an_awaken_spirit_at_the_opponent_s_start_step(build, opponents_turn):
    """At the start of the opponent's Start Step one of your Awaken Spirits refreshes; not in your own."""
    mine_ = {"field": [FieldCard("BSS02-101", cores=0), FieldCard(SHOCK_TROOP, exhausted=True),
                       FieldCard(RAINEEDLE, exhausted=True)]}
    other = {}
    if opponents_turn:
        sc = position(1, "start", mine_, other, turn=4)
    else:
        sc = position(0, "start", mine_, other)
    state = build(sc)
    if pending(state)[0] == Decision.CHOOSE:
        do(state, C.choice(0))
    if opponents_turn:
        assert exhausted(state, 0) == {0: 0, 1: 0, 2: 1}
    else:  # its own Refresh Step refreshes everything anyway; it must not have asked
        assert pending(state) == (Decision.MAIN, 0)


@pytest.mark.parametrize(("attacker_cores", "stopped"), [(1, True), (2, False)])
def test_bss02_101_lv2_one_core_attacker_stops_a_blocker(build, attacker_cores, stopped):
    """Lv2: when your Spirit with exactly one core attacks, an opposing Spirit of cost 7 or less cannot block."""
    p0 = {"field": [FieldCard("BSS02-101", cores=2), FieldCard(BRONTECH, cores=attacker_cores)]}
    p1 = {"field": [FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1))
    if stopped:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))
    pass_flashes(state)
    assert (C.block(0) in legal(state)) is not stopped


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


# -- BSS02-121 The Hanged Man ------------------------------------------------------------------------------
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


# -- BSS03-106 Ruby Sanctuary ------------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "draws"), [(3, 1), (2, 0)])
def test_bss03_106_costly_spirit_effect_destroying_draws(build, nexus_cores, draws):
    """Lv2, your Attack Step: your cost-6 EVA-02 (Lv3) destroying an opposing Spirit with its attack effect
    draws a card; the Nexus at Lv1 does not."""
    p0 = {"field": [FieldCard("BSS03-106", cores=nexus_cores), FieldCard(EVA02, cores=5)], "deck": [GOLEM]}
    p1 = {"field": [FieldCard(DUGONG)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1))
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):
        do(state, legal(state)[0])
    assert trash_ids(state, 1) == [DUGONG]
    assert hand_ids(state, 0) == [GOLEM][:draws]


# -- BSS03-114 Emerald Sanctuary --------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "boost"), [(1, True), (0, False)])
def test_bss03_114_your_effect_exhausting_an_opposing_spirit_gives_bp(build, nexus_cores, boost):
    """Lv2, either Attack Step: when your effect exhausts an opposing Spirit, a Spirit of yours gets +2000 BP."""
    p0 = {"field": [FieldCard("BSS03-114", cores=nexus_cores), FieldCard("BSS01-079")],
          "hand": [DROWSY_FUMES], "reserve": 4}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1), C.PASS)
    use_magic(state, 0)
    do(state, C.choice(0))  # Fumes on Brontech
    do(state, C.choice(0))  # Flavum exhausts Brontech
    if boost:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))
    assert bp(state, 0, 1) == 2000 + (2000 if boost else 0)


# -- BSS03-131 Provocation ---------------------------------------------------------------------------------
@pytest.mark.parametrize("refreshed", [True, False])
def test_bss03_131_refreshed_target_returns_to_hand_as_the_turn_ends(build, refreshed):
    """The chosen opposing Spirit goes back to hand as the turn ends if it is refreshed; exhausted, it stays."""
    p0 = {"hand": ["BSS03-131"], "reserve": 5}
    p1 = {"field": [FieldCard(BRONTECH, exhausted=not refreshed)]}
    state = build(scenario(p0, p1))
    use_magic(state, 0)
    do(state, C.PASS)  # to the Attack Step
    while int(state.record()["turn"]) == 3:
        do(state, C.PASS)
    assert (BRONTECH in hand_ids(state, 1)) is refreshed
    assert cards(state, 1) == ([] if refreshed else [BRONTECH])


# -- BSS03-134 Forest Charge -------------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "refreshes"), [(BLADEBEAST, True), (BRONTECH, False)])
def test_bss03_134_bladebeast_refreshes_after_winning_this_battle(build, attacker, refreshes):
    """Flash, this battle: a Bladebeast of yours that wins by BP refreshes; another Spirit stays exhausted."""
    p0 = {"field": [FieldCard(attacker)], "hand": ["BSS03-134"], "reserve": 5}
    p1 = {"field": [FieldCard(RAINEEDLE)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0), C.PASS)
    use_magic(state, 0)
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    assert cards(state, 1) == []
    assert exhausted(state, 0) == {0: 0 if refreshes else 1}
