"""BSS01-03 cards scripted with the misc vocabulary (pybs/scripts/pool_misc.py), on both engines.

Each test plays the card's effect from a Scenario and checks the printed outcome; conditional effects
also get a case where the condition fails. Both Soul Cores sit in the Trash unless a test needs one.
"""

from __future__ import annotations

import pytest
from card_helpers import cards, deck_ids, do, exhausted, fight, pass_flashes, position, their_step
from conftest import bp, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

ETRIUM, JOKER, CRONDALE, LIGHTHOUSE = "BSS03-066", "BSS02-065", "BSS02-069", "BSS03-117"
KINGFISHER = "BSS02-081"  # green Spirit with Swift, cost 4 (two green reductions), Lv1 1 core
BEAST_QUEEN = "BSS02-066"  # yellow Otherlander: on summon, an opposing Spirit -2000 BP this turn
OBERO = "ST04-008"  # yellow vanilla Otherlander
BREEZE = "BSS02-070"  # yellow Birdfolk Spirit
RAINEEDLE = "ST01-004"  # red vanilla, one red symbol: Lv1 1000, Lv2 (2 cores) 3000, Lv3 (3 cores) 4000 BP
GOLEM, BRONTECH = "ST03-006", "ST03-007"  # white vanillas, one white symbol: 4000 / 5000 BP
METEORITE = "BSS02-100"  # red Nexus, Lv1 at 0 cores, Lv2 at 3: [Flash] destroy it to draw two
POWER_BOOST = "BSS03-121"  # red Magic, cost 2 (one red reduction), Main and Flash


def choose(state, card_id: str, p: int | None = None) -> None:
    """Answer the pending choice with ``card_id`` (of player ``p`` when given), by the option helpers."""
    state.apply(state.pending_decision().choose_card(card_id, player=p))


# -- BSS03-066 Tempting Etrium: refreshed when the Soul Core pays for a summon during its attack --------------
@pytest.mark.parametrize(("level_cores", "with_soul", "refreshed"),
                         [(3, True, True), (3, False, False), (1, True, False)])
def test_bss03_066_refreshes_when_soul_core_pays_a_summon(build, level_cores, with_soul, refreshed):
    """Lv2 Etrium attacks; in the Flash timing its player summons Kingfisher (Swift) paying the Soul Core:
    Etrium refreshes. Paying only normal cores, or at Lv1, it stays exhausted."""
    p0 = {"field": [FieldCard(ETRIUM, cores=level_cores)], "hand": [KINGFISHER], "reserve": 3, "soul": "reserve"}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(0), C.PASS)
    assert pending(state) == (Decision.FLASH, 0) and exhausted(state, 0) == {0: 1}
    do(state, C.use_hand(0))
    do(state, C.pay(0, 1 if with_soul else 0))  # the first core paid: the Soul Core or a normal one
    pay_and_place(state)
    assert cards(state, 0) == [ETRIUM, KINGFISHER]
    assert exhausted(state, 0)[0] == (0 if refreshed else 1)


def test_bss03_066_does_not_refresh_outside_its_attack(build):
    """In the Main Step (not attacking) a summon paid with the Soul Core does not refresh an exhausted Etrium."""
    p0 = {"field": [FieldCard(ETRIUM, cores=3, exhausted=True)], "hand": [KINGFISHER], "reserve": 3,
          "soul": "reserve"}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0), C.pay(0, 1))
    pay_and_place(state)
    assert cards(state, 0) == [ETRIUM, KINGFISHER] and exhausted(state, 0)[0] == 1


# -- BSS02-065 Arcana Joker: unblockable on summon; copies an Otherlander's When Summoned effect -------------
@pytest.mark.parametrize(("joker_cores", "other", "golem_bp"),
                         [(2, BEAST_QUEEN, 2000), (1, BEAST_QUEEN, 4000), (2, OBERO, 4000)])
def test_bss02_065_attack_runs_an_otherlanders_summon_effect(build, joker_cores, other, golem_bp):
    """Lv2 Joker attacks and picks Beast Queen: her When Summoned effect runs as Joker's, the opposing Golem gets
    -2000 BP. At Lv1 nothing is copied; a vanilla Otherlander (Obero) has nothing to copy."""
    p0 = {"field": [FieldCard(JOKER, cores=joker_cores), FieldCard(other)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(0))
    if joker_cores >= 2:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, other)
        if other == BEAST_QUEEN:
            assert pending(state) == (Decision.CHOOSE, 0)
            choose(state, GOLEM, p=1)
    assert pending(state) == (Decision.FLASH, 1)
    assert bp(state, 1, 0) == golem_bp


def test_bss02_065_copied_effect_is_the_jokers_own(build):
    """The copy resolves as Joker's effect: its source and its subject are Joker, not Beast Queen."""
    p0 = {"field": [FieldCard(JOKER, cores=2), FieldCard(BEAST_QUEEN)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(0))
    choose(state, BEAST_QUEEN)
    effect = state.pending_decision().effect
    assert effect is not None and effect.timing == "When Summoned"
    assert (effect.card.card, effect.subject.card) == (JOKER, JOKER)


@pytest.mark.parametrize("summoned", [True, False])
def test_bss02_065_summoned_joker_cannot_be_blocked_this_turn(build, summoned):
    """Summoned this turn, Joker attacks and the refreshed Golem has no block option; a Joker already on the
    field (not summoned this turn) can be blocked."""
    p0 = {"hand": [JOKER] if summoned else [], "reserve": 6, "field": [] if summoned else [FieldCard(JOKER)]}
    state = build(position(0, "main", p0, {"field": [FieldCard(GOLEM)]}))
    if summoned:
        summon(state, 0)
    do(state, C.PASS, C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert (C.block(0) in legal(state)) is not summoned


# -- BSS02-069 Scout Crondale: Lv1 Nexuses lose their effects in Attack Steps; a Birdfolk when destroyed --------
@pytest.mark.parametrize(("crondale", "nexus_cores", "usable"),
                         [(True, 0, False), (False, 0, True), (True, 3, True)])
def test_bss02_069_lv1_nexus_loses_its_effects_in_attack_steps(build, crondale, nexus_cores, usable):
    """In the Attack Step a Lv1 Meteorite Impact Zone has no [Flash] effect while Crondale is on the field; at
    Lv2 (3 cores) it keeps it: the rule reads the Nexus's level, not the effect's."""
    p0 = {"field": [FieldCard(CRONDALE if crondale else GOLEM)]}
    p1 = {"field": [FieldCard(METEORITE, cores=nexus_cores)], "reserve": 0}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert (C.activate(0) in legal(state)) is usable


def test_bss02_069_main_step_keeps_nexus_effects(build):
    """Outside the Attack Steps a Lv1 Nexus keeps its effects: its [Flash] effect can be used in the Main Step."""
    p0 = {"field": [FieldCard(CRONDALE), FieldCard(METEORITE, cores=0)]}
    state = build(position(0, "main", p0, {}))
    assert C.activate(1) in legal(state)


@pytest.mark.parametrize(("deck", "to_hand"), [([GOLEM, BREEZE, RAINEEDLE], [BREEZE]), ([GOLEM, RAINEEDLE, BREEZE], [])])
def test_bss02_069_destroyed_by_opponent_finds_a_birdfolk(build, deck, to_hand):
    """Crondale blocks Brontech and is destroyed: of its top two cards the Birdfolk Spirit goes to the hand and
    the other to the Trash; with no Birdfolk among them both go to the Trash."""
    p0 = {"field": [FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard(CRONDALE)], "deck": deck}
    state = build(position(0, "attack", p0, p1))
    fight(state, 0, 0)
    if to_hand:
        assert pending(state) == (Decision.CHOOSE, 1)
        choose(state, BREEZE)
    assert cards(state, 1) == []
    assert hand_ids(state, 1) == to_hand
    assert sorted(trash_ids(state, 1)) == sorted([CRONDALE] + [c for c in deck[:2] if c not in to_hand])
    assert deck_ids(state, 1) == deck[2:]


# -- BSS03-117 Seabed Lighthouse: Magic only in the colors of its player's field symbols --------------------------
@pytest.mark.parametrize(("their_field", "usable"), [(GOLEM, False), (RAINEEDLE, True)])
def test_bss03_117_attack_step_magic_needs_a_matching_symbol(build, their_field, usable):
    """In the Attack Step the opponent may use the red Power Boost only while a red symbol is on their field."""
    p0 = {"field": [FieldCard(LIGHTHOUSE, cores=0), FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard(their_field)], "hand": [POWER_BOOST], "reserve": 4}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1))
    assert pending(state) == (Decision.FLASH, 1)
    assert (C.use_hand(0) in legal(state)) is usable


def test_bss03_117_main_step_and_own_magic_are_free(build):
    """Outside the Attack Steps the opponent's Magic is usable; the Lighthouse never limits its own player."""
    p0 = {"field": [FieldCard(LIGHTHOUSE, cores=0)]}
    p1 = {"field": [FieldCard(GOLEM)], "hand": [POWER_BOOST], "reserve": 4}
    state = build(their_step("main", p0, p1))
    assert pending(state) == (Decision.MAIN, 1) and C.use_hand(0) in legal(state)
    mine = {"field": [FieldCard(LIGHTHOUSE, cores=0), FieldCard(BRONTECH)], "hand": [POWER_BOOST], "reserve": 4}
    state = build(position(0, "attack", mine, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(1), C.PASS)
    assert pending(state) == (Decision.FLASH, 0) and C.use_hand(0) in legal(state)


@pytest.mark.parametrize(("lighthouse_cores", "raineedle_cores", "expected"),
                         [(2, 3, 6000), (2, 2, 3000), (0, 3, 4000)])
def test_bss03_117_lv2_gives_lv3_spirits_2000_bp(build, lighthouse_cores, raineedle_cores, expected):
    """Lv2 Lighthouse: your Lv3 Spirits get 2000 BP (Raineedle Lv3 4000 -> 6000); a Lv2 Spirit, or a Lv1
    Lighthouse, gives nothing."""
    p0 = {"field": [FieldCard(LIGHTHOUSE, cores=lighthouse_cores), FieldCard(RAINEEDLE, cores=raineedle_cores)]}
    state = build(position(0, "main", p0, {}))
    assert bp(state, 0, 1) == expected


# -- BSS02-054 Ice Goddess Frig: a core for every card drawn outside the Draw Step ------------------------------
FRIG = "BSS02-054"  # white, Lv1 at 1 core
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4 (two red reductions): Main, draw two


def pay_draws(state, p: int) -> int:
    """Answer every "which core pays for the next card" choice of player ``p`` from the Reserve; returns how many."""
    n = 0
    while pending(state) == (Decision.CHOOSE, p):
        state.apply(state.pending_decision().find("a core from the Reserve", verb="pay_core", source="reserve"))
        n += 1
    return n


@pytest.mark.parametrize(("frig", "reserve", "drawn", "paid"),
                         [(True, 6, 2, 2), (True, 5, 1, 1), (False, 5, 2, 0)])
def test_bss02_054_each_card_drawn_costs_a_core(build, frig, reserve, drawn, paid):
    """With the opponent's Frig on the field, Charged Draw (cost 4) draws two cards only for two more cores: with
    one core left after its cost only one card is drawn. Without Frig both cards are free."""
    p0 = {"hand": [CHARGED_DRAW], "reserve": reserve, "deck": [GOLEM, BRONTECH, RAINEEDLE]}
    p1 = {"field": [FieldCard(FRIG if frig else GOLEM)]}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0, 0))
    assert pay_draws(state, 0) == paid
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == [GOLEM, BRONTECH][:drawn]
    assert int(player(state, 0)["reserve"]) == reserve - 4 - paid


def test_bss02_054_the_drawer_picks_the_core(build):
    """The drawing player chooses which core pays: paying with the only core of their Raineedle depletes it
    (R6.2), and the card is drawn. (Raineedle's red symbol takes Charged Draw's cost to three.)"""
    p0 = {"hand": [CHARGED_DRAW], "reserve": 3, "field": [FieldCard(RAINEEDLE)], "deck": [GOLEM, BRONTECH]}
    state = build(position(0, "main", p0, {"field": [FieldCard(FRIG)]}))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0, 0))
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().find("Raineedle's core", verb="pay_core", slot=0))
    assert pending(state) == (Decision.MAIN, 0)  # no core left for the second card
    assert cards(state, 0) == [] and hand_ids(state, 0) == [GOLEM]


@pytest.mark.parametrize("frig", [True, False])
def test_bss02_054_draw_step_is_free(build, frig):
    """The Draw Step's own draw costs nothing (R5.3): the turn player keeps the Core Step's core."""
    p0 = {"reserve": 3, "deck": [GOLEM, BRONTECH]}
    state = build(position(0, "start", p0, {"field": [FieldCard(FRIG if frig else GOLEM)]}))
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == [GOLEM] and int(player(state, 0)["reserve"]) == 4
