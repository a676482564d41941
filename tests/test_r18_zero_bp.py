"""R18.1 (BSS): a Spirit whose BP becomes 0 is destroyed, as a rule checked like depletion.

The seeds' rulebook 8.0 has no such rule, so ``RuleSet.preset("rulebook-8.0")`` turns it off and
the Spirit stays on the field at 0 BP. Both engines (``build`` fixture).
"""

from __future__ import annotations

from card_helpers import position
from conftest import bp, field, pending, trash_ids, use_magic

from pybs import codec as C
from pybs.layout import Decision
from pybs.rules import RuleSet
from pybs.testing import FieldCard, TempEffect

DROWSY = "ST04-016"  # Drowsy Fumes: Main/Flash, an opposing Spirit gets -2000 BP this turn (cost 2)
AIRAVATAH = "ST04-003"  # 2000 BP at Lv1 (1 core), 3000 at Lv2; when destroyed, may summon a cost-2 Spirit
SWORD = "ST04-006"  # cost 2
KEEP = "ST01-004"  # Raineedle: keeps player 0 a real Main Step decision


def drowsy_on_airavatah(build, rules: RuleSet, cores: int = 1):
    p0 = {"hand": [DROWSY], "reserve": 2, "field": [FieldCard(KEEP)]}
    p1 = {"field": [FieldCard(AIRAVATAH, cores=cores)], "trash": [SWORD], "reserve": 3}
    state = build(position(0, "main", p0, p1, auto=True, rules=rules))
    use_magic(state, 0)
    return state


def test_r18_1_spirit_at_zero_bp_is_destroyed_and_its_when_destroyed_works(build):
    """-2000 BP on a 2000 BP Spirit: it is destroyed at once; its "When Destroyed" effect triggers."""
    state = drowsy_on_airavatah(build, RuleSet())
    assert AIRAVATAH in trash_ids(state, 1)
    assert 0 not in field(state, 1)
    # Airavatah's own When Destroyed: player 1 may summon the cost-2 Spirit from the Trash
    assert pending(state)[1] == 1
    assert pending(state)[0] in (Decision.YES_NO, Decision.CHOOSE, Decision.PAY)


def test_r18_1_spirit_above_zero_bp_stays(build):
    """At Lv2 (3000 BP) the same -2000 leaves 1000 BP: nothing is destroyed."""
    state = drowsy_on_airavatah(build, RuleSet(), cores=2)
    assert field(state, 1)[0]["card"] == AIRAVATAH
    assert bp(state, 1, 0) == 1000
    assert pending(state) == (Decision.MAIN, 0)


def test_r18_1_off_in_rulebook_8_0_the_spirit_stays_at_zero_bp(build):
    """The seeds' rulebook has no zero-BP rule: the Spirit stays, at 0 BP."""
    state = drowsy_on_airavatah(build, RuleSet.preset("rulebook-8.0"))
    assert field(state, 1)[0]["card"] == AIRAVATAH
    assert bp(state, 1, 0) == 0
    assert trash_ids(state, 1) == [SWORD]
    assert pending(state) == (Decision.MAIN, 0)




def test_r18_1_a_spirit_still_taking_its_cores_is_not_at_zero_bp(build):
    """A Spirit being summoned has no level until its cores are placed (R8.1); a lowered BP elsewhere on
    the field must not make the check destroy it mid-summon."""
    p0 = {"hand": [DROWSY, KEEP], "reserve": 5, "field": [FieldCard(KEEP)]}
    p1 = {"field": [FieldCard(AIRAVATAH, cores=2)]}
    state = build(position(0, "main", p0, p1, auto=True))
    use_magic(state, 0)
    assert bp(state, 1, 0) == 1000  # a negative BP modifier is now in force
    state.apply(C.use_hand(0))
    while pending(state)[0] == Decision.PAY:
        state.apply(int(state.legal_actions()[-1]))
    assert pending(state)[0] == Decision.PLACE
    assert [f["card"] for f in field(state, 0).values()].count(KEEP) == 2


def test_r18_1_waits_for_the_card_being_paid_for(build):
    """Paying a Magic's cost with a core of a lowered Spirit can leave it at 0 BP mid-payment: the card
    being used (R7.1) finishes first, then the Spirit is destroyed and its "When Destroyed" works.
    (Found by the long soak: the trigger used to resolve inside the payment and lose a card.)"""
    p0 = {"hand": [DROWSY], "reserve": 0, "trash": [SWORD],
          "field": [FieldCard(AIRAVATAH, cores=2), FieldCard(KEEP)]}
    p1 = {"field": [FieldCard("ST03-007", cores=3)]}  # Brontech, 8000 BP at 3 cores
    sc = position(0, "main", p0, p1, auto=True, mods=[TempEffect(player=0, kind="BP", slot=0, value=-2000)])
    state = build(sc)
    assert bp(state, 0, 0) == 1000
    state.apply(C.use_hand(0))  # costs 1 after Airavatah's yellow symbol (R7.3)
    assert pending(state) == (Decision.PAY, 0)
    state.apply(C.pay(1, 0))  # Airavatah's core: Lv1, 2000 - 2000 = 0 BP while Drowsy Fumes is being used
    assert DROWSY in trash_ids(state, 0)  # the Magic finished first (its one target was taken at once)
    assert bp(state, 1, 0) == 6000
    assert AIRAVATAH in trash_ids(state, 0) and 0 not in field(state, 0)  # then R18.1 destroyed it
    # its When Destroyed found nothing payable (Sword Angel costs 2 + 1 core, 2 cores are left)
    assert pending(state) == (Decision.MAIN, 0)
    assert sorted(trash_ids(state, 0)) == sorted([DROWSY, SWORD, AIRAVATAH])
    if hasattr(state, "check_invariants"):  # the compiled State
        state.check_invariants()
