"""ST04 (yellow, Fabled Beasts and Angels): cost-2 Spirits and Magic."""

from ._prelude import *

COST2 = {"cost_min": 2, "cost_max": 2}

vanilla("ST04-006", "ST04-007", "ST04-008")


@card("ST04-001")
def chaos_pegasoros(c: CardScript) -> None:
    """Lv2+: your cost-2 Spirits +2000 BP in your Attack Step; Lv3 attacks refresh two of them."""
    c.static(Static.BP, 2000, affects=mine(**COST2), levels=(2, 3), timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.ATTACKS, levels=(3,)).choose(mine(**COST2), n=2).refresh()


@card("ST04-002")
def rapier_knight_cat_sith(c: CardScript) -> None:
    """On summon, reveal the top 2: cost-2 cards to hand, the rest to the Trash."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(2)
        .pick_all(Filter(zone=Zone.BUFFER, types=ANY_TYPE, **COST2)).rest(Dest.TRASH))


@card("ST04-003")
def airavatah(c: CardScript) -> None:
    """When destroyed, you may summon a cost-2 Spirit card from your Trash (paying its cost)."""
    c.when(Event.DESTROYED, levels=(1, 2)).summon(mine(zone=Zone.TRASH, types=(SPIRIT,), **COST2), pay=True)


@card("ST04-004")
def al_miraj(c: CardScript) -> None:
    """Lv2+: in your Attack Step it refreshes when another cost-2 Spirit of yours is blocked."""
    c.when(Event.BLOCKED, levels=(2, 3), scope=Scope.MINE, subject=mine(exclude_self=True, **COST2),
           timing=Timing.YOUR_ATTACK_STEP).this().refresh()


@card("ST04-005")
def chain_angel(c: CardScript) -> None:
    """In your turn, paying the Soul Core for a Magic stops an opposing Spirit from blocking; Lv2+ attacks with Luster."""
    c.when(Event.SOUL_PAID_MAGIC, levels=(1, 2, 3), scope=Scope.MINE, timing=Timing.YOUR_TURN).choose(
        opponents()).mod(Mod.CANNOT_BLOCK)
    c.keyword(Keyword.LUSTER, levels=(2, 3))


@card("ST04-009")
def grimoire_fairy(c: CardScript) -> None:
    """On summon, look at your top 4 and take a Magic, the rest to the bottom; Lv3 refreshes when your cost-2
    Spirit falls in battle in your Attack Step."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(4, public=False)
        .pick(Filter(zone=Zone.BUFFER, types=(MAGIC,)), n=1, min=1).rest(Dest.DECK_BOTTOM, any_order=True))
    c.when(Event.DESTROYED, once_per_event=True, levels=(3,), scope=Scope.MINE, subject=mine(**COST2), timing=Timing.YOUR_ATTACK_STEP,
           flags=EventFlag.IN_BATTLE).this().refresh()


@card("ST04-010")
def prince_pentan(c: CardScript) -> None:
    """On summon, reveal the top card: to hand if it costs 2, else to the Trash."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(1)
        .pick_all(Filter(zone=Zone.BUFFER, types=ANY_TYPE, **COST2)).rest(Dest.TRASH))


@card("ST04-011")
def freezstal(c: CardScript) -> None:
    """In any Attack Step, draw when your cost-2 Spirit is destroyed in battle."""
    c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(**COST2),
           timing=Timing.EITHER_ATTACK_STEP, flags=EventFlag.IN_BATTLE).draw(1)


@card("ST04-012")
def spiral_tower(c: CardScript) -> None:
    """On deploy, you may summon a cost-2 Spirit from hand for free; Lv2: exhaust it to save your destroyed yellow Spirit to hand."""
    c.when(Event.PLACED, levels=(1, 2)).summon(mine(zone=Zone.HAND, types=(SPIRIT,), **COST2), may_pay=True)
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(colors=("yellow",)),
           timing=Timing.YOUR_ATTACK_STEP).may(
        lambda a: a.this().exhaust().subject_card().to_hand(), cond=Cond.SELF_REFRESHED)


@card("ST04-013")
def soap_bubble_lakeside(c: CardScript) -> None:
    """In any Attack Step, when your Spirit of cost 3 or less is destroyed, reveal the top card: to hand if it
    costs the same, else to the Trash; Lv2: your yellow Spirits cannot be blocked by block-effect Spirits."""
    (c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=mine(cost_max=3),
            timing=Timing.EITHER_ATTACK_STEP).reveal(1)
        .if_(Cond.BUFFER_TOP_COST_IS_SUBJECTS, then=lambda a: a.pick_all(Filter(zone=Zone.BUFFER, types=ANY_TYPE)))
        .rest(Dest.TRASH))
    c.static(Static.UNBLOCKABLE_BY, affects=mine(colors=("yellow",)), levels=(2,), timing=Timing.YOUR_ATTACK_STEP,
             filter2=opponents(has_block_trigger=True))


@card("ST04-014")
def imaginary_gate(c: CardScript) -> None:
    """Burst (opponent resolves a When Summoned effect): mill 2 of your own, then take up to two Spirit cards of
    cost 2 or less from your Trash. Main/Flash: a Spirit gets +2000 BP."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .discard(2, who=Who.CONTROLLER).choose(mine(zone=Zone.TRASH, types=(SPIRIT,), cost_max=2), n=2, min=0).to_hand())
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("ST04-015")
def puppet_strings(c: CardScript) -> None:
    """Burst (opponent destroys your Spirit): refresh your yellow Spirit. Main/Flash: a Spirit gets +3000 BP."""
    (c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .choose(mine(colors=("yellow",))).refresh())
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("ST04-016")
def drowsy_fumes(c: CardScript) -> None:
    """Main/Flash: an opposing Spirit gets -2000 BP this turn."""
    c.magic(main=True, flash=True).choose(opponents()).bp(-2000)
