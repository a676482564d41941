"""BSS01-BSS03 cards of the "replace" group: optional replacements of a destruction ("you may pay ... to keep
it instead", docs/EFFECTS.md "replace"). Each docstring paraphrases the card in our own words."""

from ..effects.script import (
    NEXUS,
    AbilityKind,
    CardScript,
    Cond,
    CoreZone,
    Duration,
    Event,
    EventFlag,
    Scope,
    Static,
    Timing,
    anyones,
    card,
    count_arg,
    mine,
    not_,
    opponents,
    per,
)  # fmt: skip

ALL_LEVELS = (1, 2, 3)


@card("BSS01-051")
def dualgun_mechlord_dirm_dyna(c: CardScript) -> None:
    """When it attacks you may pay its Soul Core: then pick as many of your white Spirits as there are Nexuses
    on both fields; they cannot be blocked this turn. Lv2+, in either Attack Step: when an opposing effect would
    destroy it, you may pay one core to keep it on the field, refreshed."""
    c.when(Event.ATTACKS, levels=ALL_LEVELS).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 1, soul_only=True)
        .count_matching(anyones(types=(NEXUS,))).choose(mine(colors=("white",)), n=per(1)).unblockable(),
        cond=Cond.SELF_HAS_SOUL)
    c.instead_of_destroyed(lambda a: a.pay_cores(1).subject_card().refresh(), cost=Cond.CORES_AT_LEAST,
                           cost_arg=1, levels=(2, 3), timing=Timing.EITHER_ATTACK_STEP,
                           flags=EventFlag.BY_OPPONENT | EventFlag.BY_EFFECT)


@card("BSS01-091")
def wonderland_alice(c: CardScript) -> None:
    """Lv2+: when it attacks, one opposing Spirit loses 1000 BP this turn for each Spirit you control. Lv3, in
    either Attack Step, while you control three Spirits or more: when it would be destroyed (by an effect or in
    battle), you may put one core from the Void on it to keep it on the field, exhausted."""
    c.when(Event.ATTACKS, levels=(2, 3)).count_matching(mine()).choose(opponents()).bp(per(-1000))
    c.instead_of_destroyed(lambda a: a.subject_card().cores(CoreZone.VOID, CoreZone.TARGETS, 1).exhaust(),
                           levels=(3,), timing=Timing.EITHER_ATTACK_STEP, cond=Cond.COUNT_AT_LEAST,
                           cond_arg=count_arg(mine(), 3))


@card("BSS01-108")
def rotting_swamp(c: CardScript) -> None:
    """In your Attack Step, draw one card whenever one of your Spirits is destroyed. Lv2, once per turn: when one
    of your Serpent Spirits would be destroyed, you may discard a card from your hand to return that Spirit to
    your hand instead."""
    c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).draw(1)
    c.instead_of_destroyed(lambda a: a.mark_used().discard_from_hand(1).subject_card().to_hand(),
                           cost=not_(Cond.HAND_AT_MOST), cost_arg=0, levels=(2,), scope=Scope.MINE,
                           subject=mine(family="Serpent"), cond=Cond.UNUSED_THIS_TURN)


@card("BSS02-124")
def reboot_code(c: CardScript) -> None:
    """Burst (the opponent destroyed one of your Spirits): each white Spirit you control gets, for as long as it
    stays on the field, "when this Spirit blocks, +2000 BP for this battle"; then its Flash effect may be paid
    for. Flash: refresh up to three of your Spirits; for the rest of the turn your Spirits that print no When
    Blocks effect cannot attack."""
    (c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .all(mine(colors=("white",))).later(Event.BLOCKS, scope=Scope.SELF, duration=Duration.WHILE_ON_FIELD,
                                            watch=True).subject_card().bp(2000, Duration.BATTLE))
    (c.magic(main=False, flash=True).choose_up_to(mine(), 3).refresh()
        .for_turn(Static.CANNOT_ATTACK, mine(no_block_trigger=True)))
