"""BSS02 cards 026-050, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    battle,
    cards,
    deck_ids,
    do,
    exhausted,
    pass_flashes,
    position,
    scenario,
    their_step,
)
from cards_shared import (
    ANTMAN_TK,
    BIG,
    FILLER,
    MAGIC,
    MANTIGORE,
    MECHA,
    POISON_SHOT,
    PURPLE_NEXUS,
    SMALL,
    WEAK,
    finish_payments,
    pay_with_soul,
    pick_slot,
    place_all,
    summon_card,
    won_battle,
)
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    ANTMAN,
    BRONTECH,
    CARAPITE,
    CHARGED_DRAW,
    DREAM_BOMB,
    DUGONG,
    GOLEM,
    KEEP,
    OBERO,
    PORCUPINE,
    RAINEEDLE,
    RED,
    SWORD,
    answer,
    attack_until_block,
    cores,
)

from pybs import codec as C
from pybs.carddb import CardDatabase, load_default
from pybs.effects.script import NEXUS, SCRIPTS, SPIRIT, opponents
from pybs.errors import IllegalActionError
from pybs.layout import Decision
from pybs.testing import FieldCard

WODEN = "BSS02-040"  # white, Lv1 1 core 8000 BP, Lv2 3 cores 9000, Lv3 4 cores 11000
DECK = [FILLER, GOLEM, BRONTECH, FILLER, GOLEM, BRONTECH]
FIRE_WALL = "ST01-016"  # Burst: you lose Life -> your Spirit +4000 BP; then pay 4 for its Flash effect
MUMMIRRA = "ST02-004"  # purple Spirit cost 4: on summon an opposing Spirit loses a core


def place_extra(state, n: int) -> None:
    """Answer PLACE with ``n`` more Reserve cores than the minimum, then finish."""
    while pending(state)[0] == Decision.PLACE:
        codes = legal(state)
        if C.PASS in codes and n <= 0:
            state.apply(C.PASS)
            return
        n -= C.PASS in codes
        state.apply(C.place(0, 0))


def discard(state, card_id: str, p: int = 1) -> None:
    """Answer the pending discard choice with ``card_id`` of player ``p``'s hand, by the option helpers."""
    assert pending(state) == (Decision.CHOOSE, p)
    state.apply(state.pending_decision().choose_card(card_id, player=p))


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


def their_main(p0_field: list[FieldCard], hand: list[str], reserve: int = 4):
    """Player 1's Main Step with Charged Draw first in ``hand``; player 0 holds ``p0_field``."""
    p1 = {"hand": hand, "reserve": reserve, "deck": DECK}
    return position(1, "main", {"field": p0_field, "deck": DECK}, p1, turn=4)


@pytest.fixture
def destroyer_db():
    """A fresh database where Charged Draw (red, Main/Flash) reads "destroy an opposing Spirit or Nexus"."""
    def destroyer(c):
        c.magic(main=True, flash=True).choose(opponents(types=(SPIRIT, NEXUS))).destroy()

    saved = SCRIPTS[CHARGED_DRAW]
    SCRIPTS[CHARGED_DRAW] = destroyer
    try:
        yield CardDatabase(list(load_default().cards))
    finally:
        SCRIPTS[CHARGED_DRAW] = saved


# -- BSS02-027 Imperial Knight God Avalo Paladion --------------------------------------------------------
@pytest.mark.parametrize("lose_one, draws", [(True, 2), (False, 0)])
def test_bss02_027_end_step_draw_after_a_destruction(build, lose_one, draws):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-027", cores=6), FieldCard(WEAK)],
                                          "deck": [FILLER] * 4},
                       p1={"field": [FieldCard(PORCUPINE)]}, auto=True))
    if lose_one:
        do(s, C.attack(1), C.block(0))  # Demo Bones falls in battle
    do(s, C.PASS)  # end the Attack Step: the End Step starts
    assert len(hand_ids(s, 0)) == draws


# -- BSS02-028 Dark Knight Lamorak -----------------------------------------------------------------------
def test_bss02_028_first_purple_spirit_destroyed_returns_once(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-028", cores=3), FieldCard(WEAK), FieldCard(WEAK)]},
                       p1={"field": [FieldCard(PORCUPINE, exhausted=False), FieldCard("ST01-001", cores=5)]},
                       auto=True))
    do(s, C.attack(1), C.block(0))
    assert hand_ids(s, 0) == [WEAK]  # back from the Trash
    do(s, C.attack(2), C.block(1))
    assert hand_ids(s, 0) == [WEAK] and trash_ids(s, 0) == [WEAK]  # the second: stays


# -- BSS02-031 Divine Saturn Dragon Chronos-Boros --------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss02_031_soul_paid_sends_normal_core_to_void(build, soul):
    """Lv2 summoned with the Soul Core: the opponent sends a normal core of their Spirit to the Void."""
    s = build(position(p0={"hand": ["BSS02-031"], "reserve": 10, "soul": "reserve"},
                       p1={"field": [FieldCard(MANTIGORE, cores=3)]}))
    s.apply(C.use_hand(0))
    while pending(s)[0] == Decision.PAY:
        codes = legal(s)
        s.apply(C.pay(0, 1) if soul and C.pay(0, 1) in codes else C.pay(0, 0))
    place_extra(s, 2)  # Lv2: three cores
    if not soul:
        assert pending(s) == (Decision.MAIN, 0) and field(s, 1)[0]["cores"] == 3
        return
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    assert field(s, 1)[0]["cores"] == 2


# -- BSS02-032 Viperola ----------------------------------------------------------------------------------
def test_bss02_032_summon_takes_a_core_off_an_opposing_nexus(build):
    """On summon, an opposing Nexus loses a core to its owner's Reserve (a Spirit is not a candidate)."""
    opp = {"field": [FieldCard(SMALL, cores=2), FieldCard(PURPLE_NEXUS, cores=2)]}
    state = build(scenario({"hand": ["BSS02-032"], "reserve": 3}, opp, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.choice(0)]
    state.apply(state.pending_decision().choose_card(PURPLE_NEXUS))
    assert [f["cores"] for f in field(state, 1).values()] == [2, 1]
    assert int(player(state, 1)["reserve"]) == 3 + 1


def test_bss02_032_summon_without_an_opposing_nexus(build):
    """No opposing Nexus: the summon touches nothing."""
    state = build(scenario({"hand": ["BSS02-032"], "reserve": 3}, {"field": [FieldCard(SMALL, cores=2)]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert field(state, 1)[0]["cores"] == 2 and int(player(state, 1)["reserve"]) == 3


# -- BSS02-033 Diviner Dragonaga -------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss02_033_soul_paid_looks_at_two(build, soul):
    s = build(position(p0={"hand": ["BSS02-033"], "reserve": 4, "soul": "reserve", "deck": [WEAK, ANTMAN, FILLER]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, soul)
    if not soul:
        assert pending(s) == (Decision.MAIN, 0) and deck_ids(s, 0) == [WEAK, ANTMAN, FILLER]
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(1))  # discard Antman
    do(s, C.PASS)  # keep the other
    assert trash_ids(s, 0) == [ANTMAN]
    assert deck_ids(s, 0) == [WEAK, FILLER]


# -- BSS02-035 Ripper Princess Azalea --------------------------------------------------------------------
@pytest.mark.parametrize("top, exhausts", [(MAGIC, True), (WEAK, False)])
def test_bss02_035_from_hand_discards_and_maybe_exhausts(build, top, exhausts):
    s = build(position(p0={"hand": ["BSS02-035"], "reserve": 3, "deck": [top, FILLER]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert trash_ids(s, 0) == [top]
    assert exhausted(s, 0) == {0: int(exhausts)}


def test_bss02_035_from_trash_does_nothing(build):
    """Summoned by an effect from the Trash (BSS03-017's Amethyst Sanctuary effect): no discard."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-017", cores=3), FieldCard("BSS03-108", cores=0)],
                                          "trash": ["BSS02-035"], "reserve": 2, "deck": [MAGIC, FILLER]}))
    do(s, C.attack(0), C.CONFIRM, C.choice(0), C.choice(0))
    pay_with_soul(s, False)
    assert [f["card"] for f in field(s, 0).values()][-1] == "BSS02-035"
    assert trash_ids(s, 0) == [] and exhausted(s, 0)[2] == 0


# -- BSS02-037 Elefogg -----------------------------------------------------------------------------------
def test_bss02_037_attacks_with_curse(build):
    """Curse: the blocker that beat it (5000 vs 3000) is destroyed when the battle ends."""
    state = won_battle(build, [FieldCard("BSS02-037")], 0, [FieldCard(BIG, cores=3)], 0, soul="trash")
    assert trash_ids(state, 0) == ["BSS02-037"] and trash_ids(state, 1) == [BIG]


def test_bss02_037_no_curse_when_it_blocks(build):
    """Curse works only while it attacks: blocking, it just loses."""
    state = build(their_step("attack", {"field": [FieldCard("BSS02-037")]}, {"field": [FieldCard(BIG, cores=3)]}))
    battle(state, 0, 0)
    pass_flashes(state)
    assert trash_ids(state, 0) == ["BSS02-037"] and cards(state, 1) == [BIG]


# -- BSS02-039 Trickster Machine God Loki ----------------------------------------------------------------
@pytest.mark.parametrize("by_opponent", [True, False])
def test_bss02_039_destroyed_by_opponent_summons_a_mecha_token(build, by_opponent):
    """When the opponent destroys it, a Mecha token is summoned (its core placed from the Reserve); a loss
    in its own attack is also the opponent's doing, so the contrast is a Loki that survives."""
    p0 = {"field": [FieldCard("BSS02-039")], "reserve": 1}
    p1 = {"field": [FieldCard(BRONTECH if by_opponent else SWORD, cores=3), FieldCard(KEEP)]}
    state = build(their_step("attack", p0, p1))
    battle(state, 0, 0)
    place_all(state)
    assert cards(state, 0) == ([MECHA] if by_opponent else ["BSS02-039"])
    assert trash_ids(state, 0) == (["BSS02-039"] if by_opponent else [])


@pytest.mark.parametrize("cores", [4, 2])
def test_bss02_039_lv3_life_loss_may_return_mecha_to_refresh(build, cores):
    """Lv3, in either Attack Step: when a player loses Life you may return a Mecha Spirit of yours to hand
    to refresh Loki (Lv2: nothing)."""
    p0 = {"field": [FieldCard("BSS02-039", cores=cores), FieldCard(GOLEM), FieldCard(KEEP)]}
    state = build(scenario(p0, {"field": [FieldCard(KEEP, exhausted=True)]}, step="attack", auto=False))
    battle(state, 0, None)  # unblocked: the opponent loses Life
    if cores == 4:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(C.CONFIRM)
        answer(state, GOLEM)
        assert hand_ids(state, 0) == [GOLEM] and exhausted(state, 0)[0] == 0
    else:
        assert hand_ids(state, 0) == [] and exhausted(state, 0)[0] == 1


# -- BSS02-040 Winged Godmech Grand Woden ----------------------------------------------------------------
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


# -- BSS02-041 Thunder Godmech Donar ---------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "token"), [(3, True), (3, False), (1, True)])
def test_bss02_041_lv2_may_move_a_tokens_cores_to_draw_two(build, cores, token):
    """Lv2, when it attacks: you may move every core of one of your token Spirits onto it to draw two; the
    emptied token is removed from the game (R18.8)."""
    p0 = {"field": [FieldCard("BSS02-041", cores=cores), FieldCard(ANTMAN_TK if token else CARAPITE, cores=2)],
          "deck": [SWORD, OBERO, DUGONG]}
    state = build(scenario(p0, {"field": [FieldCard(KEEP)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    if cores == 3 and token:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(C.CONFIRM)
        answer(state, ANTMAN_TK)  # the only token
        assert field(state, 0)[0]["cores"] == 5 and cards(state, 0) == ["BSS02-041"]
        assert hand_ids(state, 0) == [SWORD, OBERO] and trash_ids(state, 0) == []  # the token is gone
    else:
        assert pending(state)[0] != Decision.YES_NO and hand_ids(state, 0) == []


# -- BSS02-042 Gunsmith Mime -----------------------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "token"), [([GOLEM], True), ([], False)])
def test_bss02_042_no_more_spirits_than_the_opponent_summons_a_mecha(build, theirs, token):
    """With as many Spirits as the opponent (Mime counted) a Mecha token comes; with more, none."""
    p0 = {"hand": ["BSS02-042"], "reserve": 6}
    p1 = {"field": [FieldCard(c) for c in theirs]}
    state = build(scenario(p0, p1, auto=False))
    summon_card(state, "BSS02-042")
    finish_payments(state)
    assert cards(state, 0) == (["BSS02-042", MECHA] if token else ["BSS02-042"])


# -- BSS02-044 Merged Mechlord Mammoth Aegis -------------------------------------------------------------
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


# -- BSS02-045 Blizzaster Eagle --------------------------------------------------------------------------
@pytest.mark.parametrize("cores, survives", [(3, True), (1, False)])
def test_bss02_045_blizzaster_blocking_survives_destruction_effects(build, destroyer_db, cores, survives):
    """Blizzaster Eagle Lv2: after it blocks, opposing destruction effects cannot destroy it this battle."""
    sc = position(step="attack", p0={"field": [FieldCard(RED)], "hand": [CHARGED_DRAW], "reserve": 4},
                  p1={"field": [FieldCard("BSS02-045", cores=cores)]})
    sc.db = destroyer_db
    s = build(sc)
    attack_until_block(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.FLASH, 1)
    do(s, C.PASS)
    use_magic(s, 0)
    do(s, C.choice(0))
    assert ("BSS02-045" in trash_ids(s, 1)) != survives


# -- BSS02-046 Lion Machine God Superbia -----------------------------------------------------------------
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


# -- BSS02-047 Ursus Polaris -----------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "bonus"), [(3, 3000), (1, 0)])
def test_bss02_047_lv2_block_gives_soul_spirits_3000(build, cores, bonus):
    """Lv2: when it blocks, your Spirits holding the Soul Core get +3000 BP this turn (not the others)."""
    mine = [FieldCard("BSS02-047", cores=cores), FieldCard(SMALL, soul=True), FieldCard(KEEP)]
    state = build(position(1, "attack", {"field": mine, "soul": None}, {"field": [FieldCard(KEEP, cores=3)]}, turn=4))
    battle(state, 0, 0)
    assert pending(state) == (Decision.FLASH, 0)  # the block's effect has resolved; the defender acts first
    assert [bp(state, 0, k) for k in range(3)] == [4000 if cores == 3 else 2000, 2000 + bonus, 1000]


# -- BSS02-050 Polar Ice Dragon Glaceus ------------------------------------------------------------------
@pytest.mark.parametrize("soul, choices", [(True, 1), (False, 2)])
def test_bss02_050_glaceus_with_soul_core_not_picked_by_spirits(build, soul, choices):
    """Polar Ice Dragon Glaceus: with the Soul Core on it, an opposing Spirit's effect cannot pick it."""
    glaceus = FieldCard("BSS02-050", cores=0, soul=True) if soul else FieldCard("BSS02-050", cores=1)
    s = build(position(p0={"hand": [MUMMIRRA], "reserve": 5},
                       p1={"soul": None if soul else "trash", "field": [glaceus, FieldCard(RED, cores=2)]}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == choices


def test_bss02_050_glaceus_with_soul_core_is_picked_by_magic(build):
    """Its guard holds against Spirits only: an opposing Magic picks it and takes a core."""
    s = build(position(p0={"hand": [POISON_SHOT], "reserve": 5},
                       p1={"soul": None, "field": [FieldCard("BSS02-050", cores=1, soul=True)]}))
    use_magic(s, 0, effect=0)
    assert legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    assert pending(s) == (Decision.SOUL, 1)  # R6.7: its owner picks the core; a normal one
    do(s, C.PASS)
    assert field(s, 1)[0] == {"card": "BSS02-050", "cores": 1, "soul": True, "exhausted": 0}


@pytest.mark.parametrize("cores, blockers", [(3, [C.PASS, C.block(1)]), (1, [C.PASS, C.block(0), C.block(1)])])
def test_bss02_050_glaceus_lv2_unblockable_by_cheap(build, cores, blockers):
    """Lv2: attacking, opposing Spirits of cost 3 or less cannot block it; at Lv1 they can."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-050", cores=cores)]},
                       p1={"field": [FieldCard(RED), FieldCard(PORCUPINE)]}))
    attack_until_block(s)
    assert legal(s) == blockers
