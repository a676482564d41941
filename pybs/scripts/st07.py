"""ST07 (red/purple/yellow, NERV Evangelions): A.T. Field and the pilots' Nexuses."""

from ._prelude import *

NERV, EVA00, EVA01, EVA02 = "Nerv", "Eva-00", "Eva-01", "Eva-02"
RED_PURPLE = COLOR_BITS["red"] | COLOR_BITS["purple"]
SHINJI_NEXUS = mine(types=(NEXUS,), family="Shinji")


def at_field(c: CardScript) -> None:
    c.keyword(Keyword.AT_FIELD, levels=(1, 2, 3))


@card("ST07-001")
def eva02_skydive(c: CardScript) -> None:
    """A.T. Field; Lv3 attacks destroy an opposing Spirit of 4000 BP or less."""
    at_field(c)
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(bp_max=4000)).destroy()


@card("ST07-002")
def eva02_engagement_complete(c: CardScript) -> None:
    """A.T. Field; Lv2+: in your Attack Step, draw when your NERV Spirit's battle ends with it still on the field."""
    at_field(c)
    c.when(Event.BATTLE_END, levels=(2, 3), scope=Scope.MINE, subject=mine(family=NERV),
           timing=Timing.YOUR_ATTACK_STEP).if_(Cond.SUBJECT_ON_FIELD, then=lambda a: a.draw(1))


@card("ST07-003")
def eva_production_model_02(c: CardScript) -> None:
    """A.T. Field."""
    at_field(c)


@card("ST07-004")
def eva01_operation_yashima(c: CardScript) -> None:
    """On summon, take back a NERV card of cost 4 or less from your Trash; A.T. Field; Lv3 attacks may send 5 of
    its cores to your Trash to strip 4 cores from an opposing Spirit (offered only when there is one to pick,
    R0.4), and if that depletes it while you control a Shinji Nexus, one of the opponent's Life cores goes to
    their Reserve."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(mine(zone=Zone.TRASH, types=ANY_TYPE, family=NERV,
                                                         cost_max=4)).to_hand()
    at_field(c)
    c.when(Event.ATTACKS, levels=(3,)).if_(Cond.OPP_CONTROLS, opponents(), then=lambda m: m.may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 5).choose(opponents())
        .remove_cores(4)
        .if_(Cond.TARGETS_GONE, then=lambda b: b.if_(
            Cond.CONTROL, SHINJI_NEXUS, then=lambda x: x.cores(CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT))),
        cond=Cond.SELF_CORES_AT_LEAST, arg=5))


@card("ST07-005")
def eva01_berserk(c: CardScript) -> None:
    """A.T. Field; in your Attack Step it must attack if it can."""
    at_field(c)
    c.static(Static.MUST_ATTACK, levels=(1, 2, 3), timing=Timing.YOUR_ATTACK_STEP)


@card("ST07-006")
def eva01_attack(c: CardScript) -> None:
    """On summon, draw if the opponent has a Spirit; A.T. Field."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(Cond.OPP_CONTROLS, opponents(), then=lambda a: a.draw(1))
    at_field(c)


@card("ST07-007")
def eva_test_type_01(c: CardScript) -> None:
    """A.T. Field."""
    at_field(c)


@card("ST07-008")
def eva00_operation_yashima(c: CardScript) -> None:
    """A.T. Field; in the opponent's turn, while it is refreshed, their effects cannot pick your EVA-01 Spirits;
    Lv2+: destroyed by the opponent, you may refresh one of your NERV Spirits."""
    at_field(c)
    c.static(Static.UNTARGETABLE, affects=mine(family=EVA01), levels=(1, 2, 3), timing=Timing.OPP_TURN,
             cond=Cond.SELF_REFRESHED)
    c.when(Event.DESTROYED, levels=(2, 3), flags=EventFlag.BY_OPPONENT).choose(mine(family=NERV), min=0).refresh()


@card("ST07-009")
def eva00_activation_test(c: CardScript) -> None:
    """It cannot attack; in your Main Step its symbol also counts as red and purple when paying for NERV cards."""
    c.static(Static.CANNOT_ATTACK, levels=(1,))
    c.static(Static.COLORS_FOR, RED_PURPLE, levels=(1,), timing=Timing.YOUR_MAIN_STEP,
             filter2=Filter(zone=Zone.HAND, types=ANY_TYPE, family=NERV))


@card("ST07-010")
def eva_proto_type_00(c: CardScript) -> None:
    """A.T. Field."""
    at_field(c)


@card("ST07-011")
def asuka_shikinami_langley(c: CardScript) -> None:
    """At the start of your Attack Step, one of your NERV Spirits takes 2 normal cores from your Trash; Lv2 draws
    when your EVA-02 wins a battle."""
    c.when(Event.ATTACK_STEP_START, levels=(1, 2), scope=Scope.ANY, timing=Timing.YOUR_ATTACK_STEP).choose(
        mine(family=NERV)).cores(CoreZone.TRASH, CoreZone.TARGETS, 2, no_soul=True)
    c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE, subject=mine(family=EVA02),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)


@card("ST07-012")
def shinji_ikari(c: CardScript) -> None:
    """When your EVA-01 is destroyed, draw if you hold 5 or fewer cards; Lv2: when your EVA-01 is blocked in your
    Attack Step, the blocker loses a core to its Reserve."""
    c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(family=EVA01)).if_(
        Cond.HAND_AT_MOST, 5, then=lambda a: a.draw(1))
    c.when(Event.BLOCKED, levels=(2,), scope=Scope.MINE, subject=mine(family=EVA01),
           timing=Timing.YOUR_ATTACK_STEP).blocker().remove_cores(1)


@card("ST07-013")
def rei_ayanami(c: CardScript) -> None:
    """On deploy, reveal the top 3 and take a NERV card other than Rei Ayanami (not optional when one is there),
    the rest to the Trash; Lv2: at the start of the opponent's Attack Step you may refresh one of your EVA-00."""
    (c.when(Event.PLACED, levels=(1, 2)).reveal(3)
        .pick(Filter(zone=Zone.BUFFER, types=ANY_TYPE, family=NERV, name_not="Rei Ayanami"), n=1, min=1)
        .rest(Dest.TRASH))
    c.when(Event.ATTACK_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).choose(
        mine(family=EVA00), min=0).refresh()


@card("ST07-014")
def dont_order_me_around(c: CardScript) -> None:
    """Burst (opponent destroys your Spirit): destroy an opposing Spirit of 3000 BP or less. Main: draw 2."""
    (c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_MAIN)
        .choose(opponents(bp_max=3000)).destroy())
    c.magic(main=True, flash=False).draw(2)


@card("ST07-015")
def shinjis_decision(c: CardScript) -> None:
    """Main/Flash: an opposing Spirit loses a core to its Reserve; then, with a Shinji Nexus, destroy an opposing
    Spirit with 2 or fewer cores."""
    (c.magic(main=True, flash=True).choose(opponents()).remove_cores(1)
        .if_(Cond.CONTROL, SHINJI_NEXUS, then=lambda a: a.choose(opponents(cores_max=2)).destroy()))


@card("ST07-016")
def because_its_my_link(c: CardScript) -> None:
    """Burst (you lose Life): an opposing Spirit cannot attack this turn. Main/Flash: a Spirit gets +3000 BP."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).choose(opponents()).mod(Mod.CANNOT_ATTACK)
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)
