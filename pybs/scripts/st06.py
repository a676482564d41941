"""ST06 (blue, War Gods and Golems): Crush, Raid and Nexuses."""

from ._prelude import *

vanilla("ST06-007", "ST06-009", "ST06-010")


@card("ST06-001")
def conquest_myo_oh_nirvana(c: CardScript) -> None:
    """Crush +2; Lv2+ Raid 1."""
    c.keyword(Keyword.CRUSH, 2, levels=(1, 2, 3))
    c.keyword(Keyword.RAID, 1, levels=(2, 3))


@card("ST06-002")
def island_bearer_francis(c: CardScript) -> None:
    """Crush +1; Lv2+ gains Raid 1 while the opponent has 10 or more cards in their Trash."""
    c.keyword(Keyword.CRUSH, 1, levels=(1, 2, 3))
    c.static(Static.KEYWORD, Keyword.RAID, 1, levels=(2, 3), cond=Cond.OPP_TRASH_AT_LEAST, cond_arg=10)


@card("ST06-003")
def retainer_myo_oh_rudra(c: CardScript) -> None:
    """Crush."""
    c.keyword(Keyword.CRUSH, 0, levels=(1, 2, 3))


@card("ST06-004")
def giant_captain_jason(c: CardScript) -> None:
    """Crush +1."""
    c.keyword(Keyword.CRUSH, 1, levels=(1, 2, 3))


@card("ST06-005")
def fort_golem(c: CardScript) -> None:
    """Costs 4 in hand while you control a Nexus; Lv2 attacks may exhaust your Nexus to destroy an opposing
    Spirit of cost 3 or less (offered only when such a Spirit is there to destroy, R0.4)."""
    c.static(Static.COST_IN_HAND, 4, cond=Cond.CONTROL, cond_arg=mine(types=(NEXUS,)))
    c.when(Event.ATTACKS, levels=(2,)).if_(Cond.OPP_CONTROLS, opponents(cost_max=3), then=lambda a: a.may(
        lambda b: b.exhaust_nexus().choose(opponents(cost_max=3)).destroy(), cond=Cond.CAN_EXHAUST_NEXUS))


@card("ST06-006")
def bronze_golem(c: CardScript) -> None:
    """When destroyed, one of your Nexuses gains a core from the Void."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).choose(mine(types=(NEXUS,))).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


@card("ST06-008")
def rammer_golem(c: CardScript) -> None:
    """In any Attack Step, when your blue Nexus is exhausted, destroy an opposing Spirit of cost 4 or less."""
    c.when(Event.NEXUS_EXHAUSTED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(types=(NEXUS,), colors=("blue",)),
           timing=Timing.EITHER_ATTACK_STEP).choose(opponents(cost_max=4)).destroy()


@card("ST06-011")
def battlebeast_bulltopdog(c: CardScript) -> None:
    """In your Attack Step, each Spirit card your Crush discards gives one of your Spirits a core from the Void."""
    c.when(Event.DECK_DISCARDED, levels=(1, 2), scope=Scope.OPPONENT, subject=opponents(types=(SPIRIT,)),
           timing=Timing.YOUR_ATTACK_STEP, flags=EventFlag.BY_CRUSH).choose(mine()).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1)


@card("ST06-012")
def ancient_colosseum(c: CardScript) -> None:
    """Your Crush Spirits get +1000 BP; Lv2: when the opponent summons a Spirit with a When Summoned effect,
    they discard their top 4."""
    c.static(Static.BP, 1000, affects=mine(keyword=Keyword.CRUSH), levels=(1, 2))
    c.when(Event.SUMMONED, once_per_event=True, levels=(2,), scope=Scope.OPPONENT, subject=opponents(has_summon_trigger=True)).discard(4)


@card("ST06-013")
def honorable_duel(c: CardScript) -> None:
    """In your Attack Step, when your Soul-Core Spirit wins a battle, the opponent discards 3; Lv2: at your End
    Step refresh one of your Golem or War God Spirits."""
    c.when(Event.WON_BATTLE, levels=(1, 2), scope=Scope.MINE, subject=mine(soul=True),
           timing=Timing.YOUR_ATTACK_STEP).discard(3)
    c.when(Event.END_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.YOUR_TURN).choose(
        mine(family=("Golem", "War God"))).refresh()


@card("ST06-014")
def flood_stream(c: CardScript) -> None:
    """Burst (you lose Life): a Spirit counts as its highest level this turn. Main/Flash: destroy any number of
    opposing Spirits whose costs add up to 5 or less."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).choose(anyones()).mod(Mod.MAX_LEVEL)
    c.magic(main=True, flash=True).choose_cost_sum(opponents(), 5).destroy()


@card("ST06-015")
def blitz(c: CardScript) -> None:
    """Burst (opponent destroys your Spirit): the opponent discards 5. Main/Flash: a Spirit gets +2000 BP."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).discard(5)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("ST06-016")
def blessed_cores(c: CardScript) -> None:
    """Main: two of your Nexuses gain a core from the Void each. Main/Flash: a Spirit gets +3000 BP."""
    c.magic(main=True, flash=False).choose(mine(types=(NEXUS,)), n=2).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)
