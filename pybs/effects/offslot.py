"""Statics of cards outside the slots (group "mirage"): a Mirage's "while set" statics (R16.5) and a Brave's
"when braved" statics (R12.2), and the compiler's check of them.

Both compile to ordinary ability rows with their own AbilityKind (WHILE_SET, WHEN_BRAVED), so the engines'
field-static loops (AbilityKind.STATIC only) never read them; ``bscore/offslot_statics.pxd`` and
``pybs/reference/offslot_statics.py`` do. Supported kinds: Static.BP (a positive value) and Static.KEYWORD.
"""

from __future__ import annotations

from ..carddb import Card
from ..layout import CardType
from .script import Ability, CardScript, Filter, ScriptError
from .spec import AbilityKind, Cond, Static, Timing

OFFSLOT_KINDS = (AbilityKind.WHILE_SET, AbilityKind.WHEN_BRAVED)
OFFSLOT_STATICS = (Static.BP, Static.KEYWORD)


def while_set(c: CardScript, kind: Static, value: int = 0, value2: int = 0, affects: Filter | None = None,
              timing: Timing = Timing.ALWAYS) -> Ability:
    """A "while set" static of a Mirage (R16.5): in force only while this card is set as its controller's
    Mirage, never on the field or in hand. ``affects`` (required) picks the cards, sides relative to the
    controller; Static.BP adds ``value``, Static.KEYWORD gives keyword ``value`` with number ``value2``."""
    return c._add(Ability(AbilityKind.WHILE_SET, timing=timing, static=kind, value=value, value2=value2,
                          filter=affects))


def when_braved(c: CardScript, kind: Static, value: int = 0, value2: int = 0, affects: Filter | None = None,
                timing: Timing = Timing.ALWAYS) -> Ability:
    """A "when braved" static of a Brave (R12.2): in force only while the Brave is fused, never while it is a
    Spirit. Without ``affects`` it affects the Braved Spirit; a filter is read as if the Braved Spirit
    printed it ("your other Spirits" leaves the pair out)."""
    return c._add(Ability(AbilityKind.WHEN_BRAVED, timing=timing, static=kind, value=value, value2=value2,
                          filter=affects))


def check_offslot(card: Card, script: CardScript) -> None:
    """ScriptError unless every off-slot static is on the right card (a Mirage, a Brave) and of a supported
    form: Static.BP with a positive value or Static.KEYWORD, no levels, no condition."""
    for ab in script.abilities:
        if ab.kind not in OFFSLOT_KINDS:
            continue
        what = "a while_set static" if ab.kind == AbilityKind.WHILE_SET else "a when_braved static"
        if ab.kind == AbilityKind.WHILE_SET and card.mirage_cost is None:
            raise ScriptError(f"card {card.id}: {what} needs a card with a mirage_cost (R16.5)")
        if ab.kind == AbilityKind.WHILE_SET and ab.filter is None:
            raise ScriptError(f"card {card.id}: {what} names the cards it affects (affects=...)")
        if ab.kind == AbilityKind.WHEN_BRAVED and card.type != CardType.BRAVE:
            raise ScriptError(f"card {card.id}: {what} is printed on a Brave (R12.2)")
        if ab.static not in OFFSLOT_STATICS or ab.levels or int(ab.cond) != Cond.TRUE:
            raise ScriptError(f"card {card.id}: {what} is Static.BP or Static.KEYWORD, without levels or condition")
        if ab.static == Static.BP and ab.value <= 0:
            raise ScriptError(f"card {card.id}: {what} adds BP (a positive value)")


__all__ = ["check_offslot", "when_braved", "while_set"]
