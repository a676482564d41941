"""pool II: abilities that work from the hand (Agile) stay hidden until used (R0.7). Twin of
``bscore/hand_triggers.pxd``; read by the observation and the decision descriptions of either engine."""

from __future__ import annotations

from collections.abc import Sequence

from ..effects.spec import AbilityKind, Op, Zone


def hidden_hand_trigger(t, hand: Sequence[int], ab: int, inst: int, pc: int) -> bool:
    """Ability ``ab`` of card ``inst`` works from the hand, the card is still in ``hand`` (its owner's) and the
    ability has not been used: its program counter has not passed its may() (the compiler makes that its one
    choice)."""
    if t.ab_kind[ab] != AbilityKind.TRIGGERED or t.ab_value[ab] != Zone.HAND or inst not in hand:
        return False
    start = t.ab_prog[ab]
    for i in range(t.ab_n_ops[ab]):
        if t.ops[start + i][0] == Op.MAY:
            return pc <= i
    return False
