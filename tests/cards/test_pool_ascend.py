"""BSS01-03 cards scripted with the ascend vocabulary (pybs/scripts/pool_ascend.py), on both engines.

Each test plays the card from a Scenario and checks the printed outcome; conditional effects also get a case
where the condition fails. Both Soul Cores sit in the Trash unless a test needs one. Choices are made with the
pending_decision() helpers.
"""

from __future__ import annotations

import pytest
from card_helpers import cards, do, fight, position
from conftest import hand_ids, legal, pay_and_place, pending, trash_ids
from pool_cards import DRAGONOID, GOLEM, RAINEEDLE, STAR_ALTAR

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

TURBOREX = "BSS01-059"
SHARK = "BSS03-097"
COLOSSEUM = "ST06-012"  # blue Nexus, one blue symbol


def choose(state, card_id: str, p: int | None = None) -> None:
    """Answer the pending choice with ``card_id`` (of player ``p`` when given), by the option helpers."""
    state.apply(state.pending_decision().choose_card(card_id, player=p))


# -- BSS03-097 Cthulou Shark: destroy a blue Nexus of yours to summon it; destroys Spirits without the Soul Core --
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


# -- BSS01-059 Dinosaur Harrier Turborex: Ascend 3; the opponent's first attacker; bounce on attack --------------
def test_bss01_059_ascend_summon(build):
    """Ascend 3: all cores of the Golem (cost 4) go to the Reserve and it is depleted; the Turborex costs 5 (the
    Golem's white symbol still counted) and is summoned."""
    p0 = {"hand": [TURBOREX], "reserve": 5, "field": [FieldCard(GOLEM, cores=1)]}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0))
    choose(state, GOLEM)
    pay_and_place(state)
    assert cards(state, 0) == [TURBOREX] and GOLEM in trash_ids(state, 0)


@pytest.mark.parametrize("marked", [True, False])
def test_bss01_059_the_picked_spirit_attacks_first(build, marked):
    """As the opponent's Attack Step starts, the picked Dragonoid must be their first attacker; not picking
    leaves them free to attack with anything or nothing."""
    p0 = {"field": [FieldCard(TURBOREX, cores=1)]}
    state = build(position(1, "main", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(DRAGONOID)]}, turn=4))
    do(state, C.PASS)
    if marked:
        choose(state, DRAGONOID, 1)
    else:
        do(state, C.PASS)
    assert pending(state) == (Decision.ATTACK, 1)
    assert set(legal(state)) == ({C.attack(1)} if marked else {C.PASS, C.attack(0), C.attack(1)})


@pytest.mark.parametrize("cores", [3, 1])
def test_bss01_059_lv2_attack_returns_a_spirit_without_ascend(build, cores):
    """Lv2 (three cores): its attack returns the Raineedle to its owner's hand; the opposing Turborex has Ascend
    and is never offered. At Lv1 nothing is returned."""
    p0 = {"field": [FieldCard(TURBOREX, cores=cores)]}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(TURBOREX)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    if cores == 3:
        pd = state.pending_decision()
        assert pd.kind == Decision.CHOOSE and [o.card.card for o in pd.options] == [RAINEEDLE]
        choose(state, RAINEEDLE, 1)
        assert hand_ids(state, 1) == [RAINEEDLE] and cards(state, 1) == [TURBOREX]
    else:
        assert pending(state) != (Decision.CHOOSE, 0)
        assert cards(state, 1) == [RAINEEDLE, TURBOREX]


# -- BSS01-102 Ancient Fault: two red symbols in your turn; Lv2: destroy a Spirit with the defeated one's BP ------
FAULT = "BSS01-102"
ANKYLO = "BSS01-011"  # red vanilla Terrasaur, cost 4 (four red reductions): Lv2 (3 cores) 6000 BP
BRONTECH = "ST03-007"  # white vanilla Machine Beast, 5000 BP


@pytest.mark.parametrize(("reserve", "usable"), [(3, True), (2, False)])
def test_bss01_102_its_symbol_counts_as_two_red_in_your_turn(build, reserve, usable):
    """In your turn the Fault's symbol is two red symbols: the Ankylosauroid costs 4 - 2 = 2 (plus one core to
    place), so three cores are enough and two are not (one symbol would leave it needing four)."""
    p0 = {"hand": [ANKYLO], "reserve": reserve, "field": [FieldCard(FAULT, cores=0)]}
    state = build(position(0, "main", p0, {}))
    assert (C.use_hand(0) in legal(state)) is usable


@pytest.mark.parametrize(("fault_cores", "winner", "fires"), [(1, ANKYLO, True), (0, ANKYLO, False),
                                                                 (1, BRONTECH, False)])
def test_bss01_102_lv2_destroys_a_spirit_with_the_defeated_bp(build, fault_cores, winner, fires):
    """Lv2: the Terrasaur's attack destroys the blocking Golem (4000 BP) by BP, so an opposing Spirit with 4000 BP
    (the second Golem, not the 5000 BP Brontech) is destroyed too. Not at Lv1, and not when the winner is no
    Terrasaur (the Brontech)."""
    p0 = {"field": [FieldCard(winner, cores=3), FieldCard(FAULT, cores=fault_cores)]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(GOLEM), FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 0, 0)
    if fires:
        pd = state.pending_decision()
        assert pd.kind == Decision.CHOOSE and [o.card.card for o in pd.options] == [GOLEM]
        choose(state, GOLEM, 1)
        assert cards(state, 1) == [BRONTECH]
    else:
        assert pending(state) != (Decision.CHOOSE, 0)
        assert cards(state, 1) == [GOLEM, BRONTECH]


# -- BSS01-001 Supernova Dragon Siegwurm Nova: Ascend 6; Siegwurm bonus; Awaken; Lv2+ BP-sum destruction -----------
NOVA = "BSS01-001"
SIEGWURM = "ST01-003"  # red, cost 6, "Siegwurm" in its name, one red symbol
NEBULA = "ST01-001"  # red, cost 6, one red symbol (its When Summoned does not matter on the field)


def _summon_nova(build, used: str, soul: str = "reserve", life: int = 2):
    """Summon the Nova by Ascending ``used`` (three cores on it): cost 8 - 1 red symbol = 7, placing one."""
    p0 = {"hand": [NOVA], "reserve": 5, "soul": soul, "life": life,
          "field": [FieldCard(used, cores=3)]}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0))
    choose(state, used)
    pay_and_place(state)  # normal cores pay and place; the Soul Core stays in the Reserve
    return state


def _life_and_soul(state):
    from conftest import player

    pl = player(state, 0)
    return int(pl["life"]), int(pl["soul_loc"])


@pytest.mark.parametrize("answer", [True, False])
def test_bss01_001_ascend_with_a_siegwurm_may_refill_life_to_five(build, answer):
    """Ascended with Imperial Thunder Dragon Siegwurm: you may send your Soul Core (in the Reserve) to the Void;
    then Void cores fill your Life from two to five. Declined, nothing changes."""
    from pybs import layout as L

    state = _summon_nova(build, SIEGWURM)
    pd = state.pending_decision()
    assert pd.kind == Decision.YES_NO
    state.apply(pd.yes_to(NOVA) if answer else pd.no_to(NOVA))
    assert pending(state) == (Decision.MAIN, 0)
    assert _life_and_soul(state) == ((5, L.SOUL_VOID) if answer else (2, L.SOUL_RESERVE))
    assert cards(state, 0) == [NOVA] and SIEGWURM in trash_ids(state, 0)


@pytest.mark.parametrize(("used", "soul"), [(NEBULA, "reserve"), (SIEGWURM, "trash")])
def test_bss01_001_no_refill_without_a_siegwurm_or_a_soul_core_to_send(build, used, soul):
    """Ascended with a Spirit without "Siegwurm" in its name, nothing is offered; with the Siegwurm but the Soul
    Core in the Trash (not on the field or in the Reserve) the "may" cannot be paid, so it is not offered (R0.4)."""
    from pybs import layout as L

    state = _summon_nova(build, used, soul=soul)
    assert pending(state) == (Decision.MAIN, 0)
    assert _life_and_soul(state) == (2, L.SOUL_RESERVE if soul == "reserve" else L.SOUL_TRASH)


def test_bss01_001_has_awaken(build):
    """Awaken at every level: the Nova may take cores from another field card."""
    p0 = {"field": [FieldCard(NOVA, cores=1), FieldCard(SIEGWURM, cores=2)]}
    state = build(position(0, "main", p0, {}))
    assert C.awaken(0) in legal(state) and C.awaken(1) not in legal(state)


@pytest.mark.parametrize("cores", [3, 1])
def test_bss01_001_lv2_attack_destroys_spirits_up_to_10000_bp(build, cores):
    """Lv2: when it attacks, opposing Spirits whose BP adds up to 10000 or less are destroyed: the Golem (4000) and
    the Brontech (5000) together; the Dragonoid (3000) would pass the total. At Lv1 nothing happens."""
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH), FieldCard(DRAGONOID)]}
    state = build(position(0, "attack", {"field": [FieldCard(NOVA, cores=cores)]}, p1))
    do(state, C.attack(0))
    if cores == 3:
        choose(state, GOLEM, 1)
        choose(state, BRONTECH, 1)
        assert [o.card.card for o in state.pending_decision().options if o.card] == []
        do(state, C.PASS)
        assert cards(state, 1) == [DRAGONOID]
    else:
        assert cards(state, 1) == [GOLEM, BRONTECH, DRAGONOID]
