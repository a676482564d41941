"""BSS02-040 Winged Godmech Grand Woden (pybs/scripts/pool_woden.py), on both engines.

Lv1-3, in its controller's opponent's turn: each Magic that opponent uses from hand also costs one card of their
choice discarded from hand (R7; paid after the cores, before the effect; no other card in hand, no Magic: R7.6).
Lv2-3, in its controller's turn: refreshed when the opponent uses a Magic from hand. Lv3: +4000 BP for the turn
whenever a Spirit of its controller is refreshed. Player 0 holds Woden unless a test says otherwise.
"""

from __future__ import annotations

import pytest
from card_helpers import battle, do, exhausted, position
from conftest import bp, hand_ids, legal, pending, trash_ids

from pybs import codec as C
from pybs.errors import IllegalActionError
from pybs.layout import Decision
from pybs.testing import FieldCard

WODEN = "BSS02-040"  # white, Lv1 1 core 8000 BP, Lv2 3 cores 9000, Lv3 4 cores 11000
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4 (two red reductions): Main and Flash, draw two
FIRE_WALL = "ST01-016"  # Burst: you lose Life -> your Spirit +4000 BP; then pay 4 for its Flash effect
GOLEM, BRONTECH = "ST03-006", "ST03-007"  # white vanillas: 4000 / 5000 BP
FILLER = "ST01-004"  # vanilla red, cost 1
DECK = [FILLER, GOLEM, BRONTECH, FILLER, GOLEM, BRONTECH]


def start_charged_draw(state, p: int, target: tuple[str, int] | None = None) -> None:
    """Player ``p`` declares Charged Draw from hand index 0 (its Main effect, draw two; in a Flash timing its
    Flash effect, +2000 BP to ``target`` = (card, player)) and pays its four cores from the Reserve."""
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0))
    if target is not None:
        assert pending(state) == (Decision.CHOOSE, p)
        state.apply(state.pending_decision().choose_card(target[0], player=target[1]))


def discard(state, card_id: str, p: int = 1) -> None:
    """Answer the pending discard choice with ``card_id`` of player ``p``'s hand, by the option helpers."""
    assert pending(state) == (Decision.CHOOSE, p)
    state.apply(state.pending_decision().choose_card(card_id, player=p))


def their_main(p0_field: list[FieldCard], hand: list[str], reserve: int = 4):
    """Player 1's Main Step with Charged Draw first in ``hand``; player 0 holds ``p0_field``."""
    p1 = {"hand": hand, "reserve": reserve, "deck": DECK}
    return position(1, "main", {"field": p0_field, "deck": DECK}, p1, turn=4)


# -- Lv1-3: the opponent's Magic from hand costs a discard ----------------------------------------------------------
@pytest.mark.parametrize("woden_cores", [1, 3, 4])
def test_bss02_040_opponents_magic_costs_a_discard(build, woden_cores):
    """At every level, in the opponent's turn: after paying Charged Draw's cores they pick a card of their hand
    (Brontech) and discard it; then the Magic resolves (two cards drawn) and goes to the Trash."""
    state = build(their_main([FieldCard(WODEN, cores=woden_cores)], [CHARGED_DRAW, GOLEM, BRONTECH]))
    start_charged_draw(state, 1)
    discard(state, BRONTECH)
    assert pending(state) == (Decision.MAIN, 1)
    assert trash_ids(state, 1) == [BRONTECH, CHARGED_DRAW]  # the cost first, the Magic after it resolved
    assert hand_ids(state, 1) == [GOLEM, FILLER, GOLEM]


def test_bss02_040_without_woden_magic_costs_no_card(build):
    """The same Magic with a vanilla in Woden's place: no choice, both other cards stay in hand."""
    state = build(their_main([FieldCard(GOLEM)], [CHARGED_DRAW, GOLEM, BRONTECH]))
    start_charged_draw(state, 1)
    assert pending(state) == (Decision.MAIN, 1)
    assert trash_ids(state, 1) == [CHARGED_DRAW]
    assert hand_ids(state, 1) == [GOLEM, BRONTECH, FILLER, GOLEM]


def test_bss02_040_discard_is_the_users_choice_among_other_cards(build):
    """Only the user's other hand cards are offered (not the Magic being used), and the user chooses."""
    state = build(their_main([FieldCard(WODEN)], [CHARGED_DRAW, GOLEM, BRONTECH]))
    start_charged_draw(state, 1)
    options = state.pending_decision().options
    assert pending(state) == (Decision.CHOOSE, 1) and len(options) == 2
    discard(state, GOLEM)
    assert trash_ids(state, 1) == [GOLEM, CHARGED_DRAW] and hand_ids(state, 1)[0] == BRONTECH


def test_bss02_040_no_other_card_in_hand_no_magic(build):
    """R7.6: with Charged Draw alone in hand the cost cannot be paid: the Magic is not offered, and the codec
    refuses it with the typed error. A vanilla in Woden's place leaves it usable."""
    state = build(their_main([FieldCard(WODEN)], [CHARGED_DRAW]))
    assert pending(state) == (Decision.MAIN, 1)
    assert C.use_hand(0) not in legal(state)
    with pytest.raises(IllegalActionError):
        state.apply(C.use_hand(0))
    state = build(their_main([FieldCard(GOLEM)], [CHARGED_DRAW]))
    assert C.use_hand(0) in legal(state)


@pytest.mark.parametrize(("hand", "usable"), [([CHARGED_DRAW, GOLEM], False), ([CHARGED_DRAW, GOLEM, BRONTECH], True)])
def test_bss02_040_two_wodens_ask_two_cards(build, hand, usable):
    """Each Woden is its own effect: two ask two discards; with one other card the Magic cannot be used."""
    state = build(their_main([FieldCard(WODEN), FieldCard(WODEN)], hand))
    assert (C.use_hand(0) in legal(state)) is usable
    if not usable:
        return
    start_charged_draw(state, 1)
    discard(state, GOLEM)
    discard(state, BRONTECH)
    assert pending(state) == (Decision.MAIN, 1)
    assert trash_ids(state, 1) == [GOLEM, BRONTECH, CHARGED_DRAW]
    assert hand_ids(state, 1) == [FILLER, GOLEM]


def test_bss02_040_own_magic_and_own_turn_cost_nothing(build):
    """The cost is only the opponent's, and only in their turn: Woden's controller uses Charged Draw freely in
    their own turn, and so does the opponent in a Flash timing of Woden's controller's turn."""
    p0 = {"field": [FieldCard(WODEN)], "hand": [CHARGED_DRAW, GOLEM], "reserve": 4, "deck": DECK}
    state = build(position(0, "main", p0, {}))
    start_charged_draw(state, 0)
    assert pending(state) == (Decision.MAIN, 0) and trash_ids(state, 0) == [CHARGED_DRAW]
    p0 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    p1 = {"field": [FieldCard(WODEN)], "hand": [CHARGED_DRAW, GOLEM], "reserve": 4, "deck": DECK}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    start_charged_draw(state, 1, target=(GOLEM, 0))
    assert pending(state) == (Decision.FLASH, 0) and trash_ids(state, 1) == [CHARGED_DRAW]
    assert hand_ids(state, 1) == [GOLEM] and bp(state, 0, 0) == 6000


def test_bss02_040_magic_resolves_before_discard_triggers(build):
    """The discard is a cost, not an effect: the Magic still resolves (two draws) right after it (R10.5)."""
    state = build(their_main([FieldCard(WODEN, cores=4)], [CHARGED_DRAW, GOLEM]))
    start_charged_draw(state, 1)
    discard(state, GOLEM)
    assert pending(state) == (Decision.MAIN, 1)
    assert hand_ids(state, 1) == [FILLER, GOLEM] and trash_ids(state, 1) == [GOLEM, CHARGED_DRAW]


def test_bss02_040_flash_magic_in_their_attack_step_costs_a_discard(build):
    """The cost holds in every timing of the opponent's turn: their Flash Charged Draw (+2000 BP to their
    attacking Golem) during their own attack is paid with a discard too (R10.1)."""
    p0 = {"field": [FieldCard(WODEN)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM)], "hand": [CHARGED_DRAW, BRONTECH], "reserve": 4, "deck": DECK}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    if pending(state) == (Decision.BLOCK, 0):
        do(state, C.PASS)
    while pending(state) == (Decision.FLASH, 0):
        do(state, C.PASS)
    assert pending(state) == (Decision.FLASH, 1)
    start_charged_draw(state, 1)
    discard(state, BRONTECH)  # the cost first; the effect's target is chosen as it resolves
    assert pending(state) == (Decision.CHOOSE, 1)
    state.apply(state.pending_decision().choose_card(GOLEM, player=1))
    assert trash_ids(state, 1) == [BRONTECH, CHARGED_DRAW]
    assert bp(state, 1, 0) == 6000


# -- Lv2-3: refreshed when the opponent uses a Magic from hand in your turn -----------------------------------------
@pytest.mark.parametrize(("woden_cores", "refreshed"), [(1, False), (3, True), (4, True)])
def test_bss02_040_refreshes_when_opponent_uses_magic_in_your_turn(build, woden_cores, refreshed):
    """Woden attacks (exhausted); the opponent answers with Charged Draw from hand: at Lv2-3 Woden is refreshed
    (and at Lv3 the refresh also gives it +4000 BP), at Lv1 it stays exhausted."""
    p0 = {"field": [FieldCard(WODEN, cores=woden_cores)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM)], "hand": [CHARGED_DRAW], "reserve": 4, "deck": DECK}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 1) and exhausted(state, 0) == {0: 1}
    start_charged_draw(state, 1, target=(GOLEM, 1))
    assert pending(state) == (Decision.FLASH, 0)
    assert exhausted(state, 0) == {0: 0 if refreshed else 1}
    assert bp(state, 0, 0) == {1: 8000, 3: 9000, 4: 15000}[woden_cores]


def test_bss02_040_no_refresh_in_opponents_turn(build):
    """In the opponent's own turn their Magic (paid with a discard) does not refresh an exhausted Lv3 Woden."""
    state = build(their_main([FieldCard(WODEN, cores=4, exhausted=True)], [CHARGED_DRAW, GOLEM]))
    start_charged_draw(state, 1)
    discard(state, GOLEM)
    assert exhausted(state, 0) == {0: 1} and bp(state, 0, 0) == 11000


def test_bss02_040_burst_paid_magic_does_not_refresh(build):
    """R13.5: a Burst's paid Magic effect is not used from the hand: Woden, exhausted by its attack, stays so."""
    p0 = {"field": [FieldCard(WODEN, cores=3)], "deck": DECK}
    p1 = {"field": [FieldCard("ST02-005", exhausted=True)], "burst": FIRE_WALL, "reserve": 4}
    state = build(position(0, "attack", p0, p1))
    battle(state, 0, None)
    assert pending(state) == (Decision.BURST, 1)
    do(state, C.CONFIRM, C.choice(0), C.CONFIRM)  # flip it, +4000 BP to Demo Bones, pay for its Flash effect
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0))
    assert pending(state) == (Decision.ATTACK, 0)
    assert exhausted(state, 0) == {0: 1}


# -- Lv3: +4000 BP whenever one of your Spirits is refreshed --------------------------------------------------------
@pytest.mark.parametrize(("woden_cores", "woden_bp"), [(4, 15000), (3, 9000)])
def test_bss02_040_lv3_gains_bp_once_per_refresh_event(build, woden_cores, woden_bp):
    """The Refresh Step refreshes Woden and Golem at once: one refresh event (R18.12), so at Lv3 +4000 BP once
    (11000 -> 15000); at Lv2 nothing (9000)."""
    p0 = {"field": [FieldCard(WODEN, cores=woden_cores, exhausted=True), FieldCard(GOLEM, exhausted=True)],
          "reserve": 1, "deck": DECK}
    state = build(position(0, "start", p0, {}))
    while pending(state)[0] == Decision.ORDER:
        state.apply(legal(state)[0])
    assert pending(state) == (Decision.MAIN, 0) and exhausted(state, 0) == {0: 0, 1: 0}
    assert bp(state, 0, 0) == woden_bp


# -- R16.7: a Magic used from the hand-side is not used from hand --------------------------------------------------
def test_bss02_040_hand_side_magic_costs_no_discard(build):
    """R16.7 (hand-side cards are not in the hand): Charged Draw on the opponent's hand-side, with an empty hand,
    is offered and resolves with no discard asked, in the opponent's turn with Lv1 Woden out."""
    p1 = {"hand": [], "hand_side": [CHARGED_DRAW], "reserve": 4, "deck": DECK}
    state = build(position(1, "main", {"field": [FieldCard(WODEN)], "deck": DECK}, p1, turn=4))
    assert C.use_hand_side(0) in legal(state)
    do(state, C.use_hand_side(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0))
    assert pending(state) == (Decision.MAIN, 1)
    assert trash_ids(state, 1) == [CHARGED_DRAW] and hand_ids(state, 1) == [FILLER, GOLEM]


def test_bss02_040_hand_side_magic_does_not_refresh(build):
    """R16.7: Lv2 Woden attacks; the opponent answers with Charged Draw from the hand-side: no Magic from hand
    was used, so Woden stays exhausted."""
    p0 = {"field": [FieldCard(WODEN, cores=3)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM)], "hand_side": [CHARGED_DRAW], "reserve": 4, "deck": DECK}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    do(state, C.use_hand_side(0))
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0))
    state.apply(state.pending_decision().choose_card(GOLEM, player=1))
    assert pending(state) == (Decision.FLASH, 0) and exhausted(state, 0) == {0: 1}
