"""ST05 (green, Preybirds): exhausting, Swift and cores from the Void."""

from ._prelude import *

vanilla("ST05-003", "ST05-007", "ST05-009")


@card("ST05-001")
def gale_phoenix(c: CardScript) -> None:
    """In any Attack Step, when it or your Swift Spirit wins a battle, exhaust an opposing Spirit; Lv2+ attacks
    exhaust one too."""
    c.when(Event.WON_BATTLE, levels=(1, 2, 3), timing=Timing.EITHER_ATTACK_STEP).choose(opponents()).exhaust()
    c.when(Event.WON_BATTLE, levels=(1, 2, 3), scope=Scope.MINE, subject=mine(keyword=Keyword.SWIFT, exclude_self=True),
           timing=Timing.EITHER_ATTACK_STEP).choose(opponents()).exhaust()
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents()).exhaust()


@card("ST05-002")
def emerald_greatbird_aldeed(c: CardScript) -> None:
    """On summon, exhaust an opposing Spirit; Lv2 attacks add a core from the Void to your Reserve."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents()).exhaust()
    c.when(Event.ATTACKS, levels=(2,)).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@card("ST05-004")
def viscount_minoba(c: CardScript) -> None:
    """Swift: can be summoned in a Flash timing, paying from the Reserve only."""
    c.keyword(Keyword.SWIFT)


@card("ST05-005")
def explosive_charger_branboar(c: CardScript) -> None:
    """+2000 BP this turn when you summon a Spirit in your Attack Step; Lv2: when it attacks or blocks, it is
    refreshed if that battle's BP comparison destroys only the opposing Spirit."""
    c.when(Event.SUMMONED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).this().bp(2000)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2,)).arm(Event.WON_BATTLE, flags=EventFlag.SURVIVED).this().refresh()


@card("ST05-006")
def leafwolf(c: CardScript) -> None:
    """Swift."""
    c.keyword(Keyword.SWIFT)


@card("ST05-008")
def viridian_dragonrider_grun(c: CardScript) -> None:
    """Lv2+: when its attack's battle ends, it may move 2 of its cores to your Reserve to give a Spirit +3000 BP.
    (The printed label "When Opponent Destroys This Spirit" has no effect text; it does nothing.)"""
    c.when(Event.BATTLE_END, levels=(2, 3), timing=Timing.WHILE_ATTACKING).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.RESERVE, 2).choose(mine()).bp(3000),
        cond=Cond.SELF_CORES_AT_LEAST, arg=2)


@card("ST05-010")
def caprihorn(c: CardScript) -> None:
    """At the start of the opponent's Attack Step, holding the Soul Core, move a core from your Trash to your Reserve."""
    c.when(Event.ATTACK_STEP_START, levels=(1, 2), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.cores(CoreZone.TRASH, CoreZone.RESERVE, 1))


@card("ST05-011")
def matangole(c: CardScript) -> None:
    """On summon, you may exhaust it to give it a core from the Void."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).may(
        lambda a: a.this().exhaust().cores(CoreZone.VOID, CoreZone.SELF, 1), cond=Cond.SELF_REFRESHED)


@card("ST05-012")
def sacred_tree_stump_city(c: CardScript) -> None:
    """The turn's first attacker gets +1000 BP per green Spirit you control; Lv2 draws when the opponent's attack
    reduces your Life."""
    c.static(Static.FIRST_ATTACKER_BP_PER, 1000, affects=mine(), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP,
             filter2=mine(colors=("green",)))
    c.when(Event.LIFE_REDUCED, levels=(2,), scope=Scope.MINE, timing=Timing.OPP_ATTACK_STEP,
           flags=EventFlag.BY_OPPONENT).draw(1)


@card("ST05-013")
def airborne_crag(c: CardScript) -> None:
    """In any Attack Step your newly summoned Spirit gets +2000 BP this turn; Lv2: at your End Step refresh your
    Soul-Core Spirits."""
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, timing=Timing.EITHER_ATTACK_STEP).subject_card().bp(2000)
    c.when(Event.END_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.YOUR_TURN).all(mine(soul=True)).refresh()


@card("ST05-014")
def savage_power(c: CardScript) -> None:
    """Burst (opponent destroys your Spirit): you may summon a green card from hand paying from your Reserve.
    Main/Flash: a Spirit gets +2000 BP."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).summon(
        mine(zone=Zone.HAND, colors=("green",)), pay=True, reserve_only=True)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("ST05-015")
def needle_shot(c: CardScript) -> None:
    """Main/Flash: exhaust an opposing Spirit."""
    c.magic(main=True, flash=True).choose(opponents()).exhaust()


@card("ST05-016")
def multiple_cores(c: CardScript) -> None:
    """Burst (opponent resolves a When Summoned effect): exhaust an opposing Spirit.
    Main: your Spirit gains a core from the Void."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_MAIN).choose(opponents()).exhaust()
    c.magic(main=True, flash=False).choose(mine()).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
