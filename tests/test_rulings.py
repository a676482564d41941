"""Rules points checked against official rulings, on both engines.

- "has a When Blocks / When Summoned effect" is read at the card's current level on the field (R6.1);
- a "When This Spirit Attacks or Blocks" effect is both an attack and a block effect (ST05-005);
- a battle-long effect ends with its battle (R9.7);
- A.T. Field stops only destruction effects whose source is an opposing Spirit (R18.10);
- a destroyed card's last-known keywords include the ones another card granted it (R10.7).

Player 0 is the turn player on turn 3; both Soul Cores sit in the Trash unless a test needs one.
"""

from __future__ import annotations

import pytest
from card_helpers import do, fight, pass_flashes, position
from conftest import field, hand_ids, legal, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs.carddb import CardDatabase, load_default
from pybs.effects.script import SCRIPTS, Event, Keyword, Mod, Scope, mine
from pybs.layout import Decision
from pybs.testing import FieldCard

EIR = "ST03-011"  # on summon (Lv1-2): one of your Spirits with a When Blocks effect gains a core
MECHATRICE = "ST03-003"  # When Blocks effect at Lv2 only (2 cores)
BRANBOAR = "ST05-005"  # Lv2 (4 cores): When Attacks or Blocks; 5000 / 9000 BP
GREYGARMR = "ST03-002"  # When Blocks effect at Lv2+ (2 cores)
CASTLE = "ST03-013"  # Heaven-Piercing Castle, Lv2 (2 cores): your block-effect Spirit attacks -> cores
BILL = "ST03-008"  # Buffalong Bill, Lv3 (4 cores): your When Blocks effects also work on attack
ANTMAN = "ST05-009"  # vanilla green, 3000 BP at 1 core
FORT_GOLEM = "ST06-005"  # Lv2 (4 cores) attack: may exhaust your Nexus to destroy a cost-3-or-less Spirit
COLOSSEUM = "ST06-012"  # a blue Nexus
AT_FIELD_SMALL = "ST07-003"  # A.T. Field, cost 3, 3000 BP at Lv1
FLOOD_STREAM = "ST06-014"  # Magic: destroy opposing Spirits of total cost 5 or less
SIEGWURM = "ST01-003"  # Lv3 (5 cores): your Awaken Spirits gain Confront in your Attack Step
SHOCK_TROOP = "ST01-010"  # Dragno Shock Troop: Awaken (printed), 1000 BP at 1 core
BRONTECH = "ST03-007"  # vanilla white, 5000 BP
WATCHER = "ST01-011"  # vanilla in the starter scripts; given a test script below


def armed_rows(state) -> int:
    """How many Mod.ARMED rows the temporary-effect table holds."""
    rec = state.record()
    return sum(int(m["kind"]) == Mod.ARMED for m in rec["mods"][: int(rec["n_mods"])])


# -- 1, 2: "has a When Blocks effect" at the current level; Attacks or Blocks counts ---------------------
@pytest.mark.parametrize("card, cores, target", [(MECHATRICE, 1, False), (MECHATRICE, 2, True),
                                                 (BRANBOAR, 1, False), (BRANBOAR, 4, True)])
def test_block_effect_filter_reads_the_level_on_the_field(build, card, cores, target):
    """Eir picks "one of your Spirits with a When This Spirit Blocks effect": a Spirit whose block effect
    starts at Lv2 is no target at Lv1. Branboar's Lv2 "When Attacks or Blocks" effect is a block effect."""
    state = build(position(0, "main", {"hand": [EIR], "reserve": 4, "field": [FieldCard(card, cores=cores)]}))
    summon(state, 0)
    if target:
        assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.choice(0)]
        state.apply(C.choice(0))
    assert pending(state) == (Decision.MAIN, 0)
    assert field(state, 0)[0]["cores"] == cores + target


def test_block_effect_filter_off_the_field_is_printed_at_any_level():
    """In hand or Trash the property is printed text: Mechatrice counts (its Lv2 block effect)."""
    from pybs.effects import effect_tables
    from pybs.effects.compiler import CardFlag

    flags = effect_tables(load_default()).arrays()["card_flags"]
    for card in (MECHATRICE, BRANBOAR, GREYGARMR):
        assert flags[load_default().row(card)] & CardFlag.HAS_BLOCK_TRIGGER
    assert not flags[load_default().row(ANTMAN)] & CardFlag.HAS_BLOCK_TRIGGER


@pytest.mark.parametrize("cores, triggered", [(1, False), (2, True)])
def test_watched_subject_with_block_effect_reads_its_level(build, cores, triggered):
    """Heaven-Piercing Castle Lv2 answers "a Spirit with a When Blocks effect attacks": Greygarmr's block
    effect starts at Lv2, so its Lv1 attack triggers nothing."""
    p0 = {"field": [FieldCard(GREYGARMR, cores=cores), FieldCard(CASTLE, cores=2)], "trash_cores": 2}
    state = build(position(0, "attack", p0))
    state.apply(C.attack(0))
    assert pending(state) == ((Decision.CHOOSE, 0) if triggered else (Decision.FLASH, 1))


def test_attack_or_block_effect_triggers_once_under_block_triggers_on_attack(build):
    """Buffalong Bill Lv3 makes your When Blocks effects work on attack too; Branboar's "When Attacks or
    Blocks" effect is already an attack effect and triggers once (no second copy to order)."""
    p0 = {"field": [FieldCard(BRANBOAR, cores=4), FieldCard(BILL, cores=4)]}
    state = build(position(0, "attack", p0))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert armed_rows(state) == 1


@pytest.mark.parametrize("role", ["attack", "block"])
def test_branboar_arms_for_its_battle_only(build, role):
    """Branboar Lv2 (ST05-005): its Attacks or Blocks effect arms a refresh for that battle; it refreshes
    when only the opposing Spirit is destroyed, and the armed effect ends with the battle (R9.7)."""
    active = 0 if role == "attack" else 1
    p0 = {"field": [FieldCard(BRANBOAR, cores=4)]}
    state = build(position(active, "attack", p0, {"field": [FieldCard(ANTMAN), FieldCard(ANTMAN)]}))
    if role == "attack":
        do(state, C.attack(0))
        assert armed_rows(state) == 1
        pass_flashes(state)
        do(state, C.block(0))
    else:
        do(state, C.attack(0))
        pass_flashes(state)
        do(state, C.block(0))
        assert armed_rows(state) == 1
    pass_flashes(state)
    assert field(state, 0)[0]["exhausted"] == 0  # refreshed after the win
    assert armed_rows(state) == 0  # the battle is over
    assert pending(state) == (Decision.ATTACK, active)


def test_battle_long_effect_ends_at_the_battle_not_the_step(build):
    """Branboar attacks unblocked: the arming (a battle-long effect) is gone as soon as the battle ends,
    while the Attack Step goes on."""
    state = build(position(0, "attack", {"field": [FieldCard(BRANBOAR, cores=4), FieldCard(ANTMAN)]}))
    do(state, C.attack(0))
    assert armed_rows(state) == 1
    pass_flashes(state)
    do(state, C.PASS)  # no block
    assert pending(state) == (Decision.ATTACK, 0)
    assert armed_rows(state) == 0
    assert field(state, 0)[0]["exhausted"] == 1  # no win, no refresh


# -- 4: A.T. Field -------------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_at_field_stops_an_opposing_spirits_destroy_effect(build, soul):
    """Fort Golem (a Spirit) destroys by its attack effect: A.T. Field stops it while the Soul Core is on
    the Spirit, not without it (R18.10)."""
    p0 = {"field": [FieldCard(FORT_GOLEM, cores=4), FieldCard(COLOSSEUM)]}
    p1 = {"field": [FieldCard(AT_FIELD_SMALL, cores=0 if soul else 1, soul=soul)],
          "soul": None if soul else "trash"}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM)
    while pending(state)[0] == Decision.CHOOSE:
        do(state, C.choice(0))
    assert field(state, 0)[1]["exhausted"] == 1  # the Nexus paid for it
    assert (0 in field(state, 1)) is soul
    assert trash_ids(state, 1) == ([] if soul else [AT_FIELD_SMALL])


def test_at_field_does_not_stop_a_magic(build):
    """Flood Stream is a Magic, not a Spirit: the A.T. Field Spirit falls even with its Soul Core."""
    p0 = {"hand": [FLOOD_STREAM], "reserve": 5}
    p1 = {"field": [FieldCard(AT_FIELD_SMALL, cores=0, soul=True)], "soul": None}
    state = build(position(0, "main", p0, p1))
    use_magic(state, 0)
    do(state, C.choice(0))
    if pending(state)[0] == Decision.CHOOSE:
        do(state, C.PASS)
    assert pending(state) == (Decision.MAIN, 0)
    assert field(state, 1) == {} and trash_ids(state, 1) == [AT_FIELD_SMALL]


# -- 5: last-known keywords include granted ones -------------------------------------------------------
@pytest.fixture
def watcher_db():
    """A fresh database whose WATCHER card draws when one of your Spirits with Confront is destroyed
    (a test script; the real WATCHER is vanilla)."""
    def watcher(c):
        c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(keyword=Keyword.CONFRONT)).draw(1)

    saved = SCRIPTS[WATCHER]
    SCRIPTS[WATCHER] = watcher
    try:
        db = CardDatabase(list(load_default().cards))
        yield db
    finally:
        SCRIPTS[WATCHER] = saved


@pytest.mark.parametrize("siegwurm_cores, draws", [(5, 1), (1, 0)])
def test_destroyed_card_keeps_granted_keywords(build, watcher_db, siegwurm_cores, draws):
    """Siegwurm Lv3 gives your Awaken Spirits Confront in your Attack Step. Dragno Shock Troop (Awaken) is
    destroyed in battle: as it last was it had Confront, so "when your Spirit with Confront is destroyed"
    answers; with Siegwurm at Lv1 it had none."""
    p0 = {"field": [FieldCard(SHOCK_TROOP), FieldCard(SIEGWURM, cores=siegwurm_cores), FieldCard(WATCHER)],
          "deck": ["ST01-004", "ST01-005"]}
    p1 = {"field": [FieldCard(BRONTECH)]}
    sc = position(0, "attack", p0, p1)
    sc.db = watcher_db
    state = build(sc)
    hand = len(hand_ids(state, 0))
    fight(state, 0, 0)
    assert trash_ids(state, 0) == [SHOCK_TROOP]
    assert len(hand_ids(state, 0)) == hand + draws
    assert int(player(state, 0)["deck_count"]) == 2 - draws
