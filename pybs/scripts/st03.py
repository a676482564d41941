"""ST03 (white, Machine Beasts): blocking, bouncing and protection."""

from ._prelude import *

RED_WHITE = COLOR_BITS["red"] | COLOR_BITS["white"]

vanilla("ST03-006", "ST03-007", "ST03-009")


@card("ST03-001")
def fanatech_elk(c: CardScript) -> None:
    """When it blocks it is protected this turn; Lv2+: at the end of an opponent's turn in which your Life did
    not go below what it was as the turn began (the ruling's reading of "did not lose Life"), one of their Life
    cores goes to their Trash."""
    c.when(Event.BLOCKS, levels=(1, 2, 3)).this().mod(Mod.PROTECTED)
    c.when(Event.TURN_END, levels=(2, 3), scope=Scope.ANY, timing=Timing.OPP_TURN).if_(
        Cond.LIFE_KEPT, then=lambda a: a.cores(CoreZone.LIFE, CoreZone.TRASH, 1, who=Who.OPPONENT))


@card("ST03-002")
def greygarmr(c: CardScript) -> None:
    """Armor against red and white; Lv2+ gets +3000 BP this turn when it blocks."""
    c.keyword(Keyword.ARMOR, RED_WHITE, levels=(1, 2, 3))
    c.when(Event.BLOCKS, levels=(2, 3)).this().bp(3000)


@card("ST03-003")
def mechatrice(c: CardScript) -> None:
    """On summon, look at your top 2 and put any of them on the bottom; Lv2 blocks bounce a cost-2-or-less Spirit."""
    (c.when(Event.SUMMONED, levels=(1, 2)).reveal(2, public=False)
        .pick(Filter(zone=Zone.BUFFER, types=ANY_TYPE), n=2, min=0, dest=Dest.DECK_BOTTOM)
        .rest(Dest.DECK_TOP, any_order=True))
    c.when(Event.BLOCKS, levels=(2,)).choose(opponents(cost_max=2)).to_hand()


@card("ST03-004")
def mechawing_duck(c: CardScript) -> None:
    """In the opponent's Attack Step, when their Spirit returns to hand or deck, this Spirit gains a core from the Void."""
    c.when(Event.RETURNED, once_per_event=True, levels=(1, 2), scope=Scope.OPPONENT, timing=Timing.OPP_ATTACK_STEP).cores(
        CoreZone.VOID, CoreZone.SELF, 1)


@card("ST03-005")
def hollowbeast_glassbear(c: CardScript) -> None:
    """When it blocks holding the Soul Core, it gains a core from the Void."""
    c.when(Event.BLOCKS, levels=(1, 2)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.cores(CoreZone.VOID, CoreZone.SELF, 1))


@card("ST03-008")
def buffalong_bill(c: CardScript) -> None:
    """Blocks bounce an opposing Spirit of cost 5 or less; Lv3: your block effects also work on your attacks."""
    c.when(Event.BLOCKS, levels=(1, 2, 3)).choose(opponents(cost_max=5)).to_hand()
    c.static(Static.BLOCK_TRIGGERS_ON_ATTACK, affects=mine(), levels=(3,), timing=Timing.YOUR_ATTACK_STEP)


@card("ST03-010")
def iceblader_brigid(c: CardScript) -> None:
    """Destroyed holding the Soul Core: bounce an opposing Spirit. Lv2 blocks: an opposing Spirit skips its next refresh."""
    c.when(Event.DESTROYED, levels=(1, 2)).if_(
        Cond.SUBJECT_HAD_SOUL, then=lambda a: a.choose(opponents()).to_hand())
    c.when(Event.BLOCKS, levels=(2,)).choose(opponents()).mod(Mod.NO_REFRESH, duration=Duration.NEXT_REFRESH)


@card("ST03-011")
def frosttree_goddess_eir(c: CardScript) -> None:
    """On summon, one of your Spirits with a block effect gains a core from the Void."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(mine(has_block_trigger=True)).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


@card("ST03-012")
def spring_of_norn(c: CardScript) -> None:
    """At the start of the opponent's Attack Step: Lv1 refreshes one of your vanilla Spirits, Lv2 all of them."""
    c.when(Event.ATTACK_STEP_START, levels=(1,), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).choose(
        mine(vanilla=True)).refresh()
    c.when(Event.ATTACK_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).all(
        mine(vanilla=True)).refresh()


@card("ST03-013")
def heaven_piercing_castle(c: CardScript) -> None:
    """In the opponent's turn, when they draw outside their Draw Step, you may pay the Soul Core to draw;
    Lv2: when your Spirit with a block effect attacks, it may take up to 2 cores from your Trash."""
    c.when(Event.DREW, once_per_event=True, levels=(1, 2), scope=Scope.OPPONENT, timing=Timing.OPP_TURN).if_(
        Cond.DECK_AT_LEAST, 1, then=lambda a: a.may(  # R0.4: only with a card to draw
            lambda b: b.cores(CoreZone.SOUL, CoreZone.TRASH, 1).draw(1), cond=Cond.SOUL_AVAILABLE))
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(has_block_trigger=True),
           timing=Timing.YOUR_ATTACK_STEP).subject_card().cores(CoreZone.TRASH, CoreZone.TARGETS, 2, up_to=True)


@card("ST03-014")
def holy_elixir(c: CardScript) -> None:
    """Burst (opponent resolves a When Summoned effect): 2 cores from the Void to your Trash.
    Flash: refresh two of your Spirits; those it did refresh (R11.2) cannot attack this turn."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).cores(
        CoreZone.VOID, CoreZone.TRASH, 2)
    c.magic(main=False, flash=True).choose(mine(), n=2).refresh().mod(Mod.CANNOT_ATTACK)


@card("ST03-015")
def dream_bomb(c: CardScript) -> None:
    """Burst (you lose Life): bounce an opposing Nexus. Main/Flash: bounce an opposing Spirit."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).choose(opponents(types=(NEXUS,))).to_hand()
    c.magic(main=True, flash=True).choose(opponents()).to_hand()


@card("ST03-016")
def protection_aura(c: CardScript) -> None:
    """Main/Flash: in the opponent's turn, all your Spirits get +3000 BP this turn."""
    c.magic(main=True, flash=True).if_(Cond.OPP_TURN, then=lambda a: a.all(mine()).bp(3000))
