"""BSS03 cards 101-138 (blue Spirits, red Nexuses, purple Nexuses, yellow Nexuses, white Nexuses, green Nexuses, blue Nexuses, red Magics, purple Magics, yellow Magics, white Magics, green Magics, blue Magics), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS03-101", "BSS03-102", "BSS03-104", "BSS03-105")


# -- blue Spirits --------------------------------------------------------------------------------------------
@card("BSS03-103")
def fantastical_monk_sanzor(c: CardScript) -> None:
    """No player draws by a Magic's effect; Lv2+: in the opponent's turn they summon at most one Spirit of
    cost 4 or less (summons made while this holds count)."""
    c.static(Static.RULE, Rule.NO_MAGIC_DRAW, levels=(1, 2, 3))
    c.static(Static.RULE, Rule.SUMMON_ONCE, affects=opponents(cost_max=4), levels=(2, 3), timing=Timing.OPP_TURN)


# -- red Nexuses ---------------------------------------------------------------------------------------------
@card("BSS03-106")
def ruby_sanctuary(c: CardScript) -> None:
    """Lv2, your Attack Step: draw a card each time an effect of a Spirit of yours of cost 5 or more destroys
    an opposing Spirit."""
    (c.when(Event.DESTROYS, levels=(2,), scope=Scope.MINE, subject=mine(cost_min=5),
            timing=Timing.YOUR_ATTACK_STEP).draw(1))


@card("BSS03-107")
def steaming_mountains(c: CardScript) -> None:
    """On deploy, destroy an opposing Spirit of 1000 BP or less; Lv2: in your Attack Step your Ancient Dragons
    and Dragonoids get +2000 BP."""
    c.when(Event.PLACED, levels=(1, 2)).choose(opponents(bp_max=1000)).destroy()
    c.static(Static.BP, 2000, affects=mine(family=("Ancient Dragon", "Dragonoid")), levels=(2,),
             timing=Timing.YOUR_ATTACK_STEP)


# -- purple Nexuses ------------------------------------------------------------------------------------------
@card("BSS03-108")
def amethyst_sanctuary(c: CardScript) -> None:
    """Lv2: in either Attack Step, whenever a Spirit is destroyed, look at your top card and either trash it or
    leave it on top."""
    (c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.ANY, subject=anyones(), timing=Timing.EITHER_ATTACK_STEP)
        .reveal(1, public=False).pick(TOP_CARD, n=1, min=0, dest=Dest.TRASH).rest(Dest.DECK_TOP))


@card("BSS03-109")
def palace_of_the_serpentine_cult(c: CardScript) -> None:
    """When placed, a Spirit card with Curse or Bloodcurse goes from your Trash to the top of your deck. Lv2,
    either Attack Step: each time a Serpent Spirit of yours is destroyed, a core of the opponent's Reserve
    goes to their Trash."""
    c.when(Event.PLACED, levels=(1, 2)).choose(cursed_in_trash()).to_deck(bottom=False)
    (c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(family="Serpent"),
            timing=Timing.EITHER_ATTACK_STEP)
     .cores(CoreZone.RESERVE, CoreZone.TRASH, 1, who=Who.OPPONENT))


# -- yellow Nexuses ------------------------------------------------------------------------------------------
@card("BSS03-110")
def topaz_sanctuary(c: CardScript) -> None:
    """Lv2: at the start of the opponent's End Step, a card of their hand, picked at random, is revealed."""
    c.when(Event.END_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.OPP_TURN).reveal_hand_at_random()


@card("BSS03-111")
def radiant_pyramid_triad(c: CardScript) -> None:
    """On deploy, look at your top card and put it back; Lv2: in your Attack Step, draw whenever an opposing
    effect takes the last core off one of your Spirits."""
    c.when(Event.PLACED, levels=(1, 2)).reveal(1, public=False).rest(Dest.DECK_TOP)
    c.when(Event.DEPLETED, once_per_event=True, levels=(2,), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP,
           flags=EventFlag.BY_OPPONENT).draw(1)


# -- white Nexuses -------------------------------------------------------------------------------------------
@card("BSS03-112")
def diamond_sanctuary(c: CardScript) -> None:
    """Lv2: opposing Magic cannot pick this Nexus."""
    c.static(Static.UNTARGETABLE, MAGIC_SOURCES, levels=(2,))


@card("BSS03-113")
def brisingamen_necklace(c: CardScript) -> None:
    """On deploy you may bounce an opposing Spirit of cost 1 or less; destroyed by the opponent at Lv2, bounce
    an opposing Spirit."""
    c.when(Event.PLACED, levels=(1, 2)).choose(opponents(cost_max=1), min=0).to_hand()
    c.when(Event.DESTROYED, levels=(2,), flags=EventFlag.BY_OPPONENT).choose(opponents()).to_hand()


# -- green Nexuses -------------------------------------------------------------------------------------------
@card("BSS03-114")
def emerald_sanctuary(c: CardScript) -> None:
    """Lv2, either Attack Step: each time an effect of yours exhausts an opposing Spirit, a Spirit of yours
    gets +2000 BP this turn."""
    (c.when(Event.EXHAUSTED, once_per_event=True, levels=(2,), scope=Scope.OPPONENT, subject=opponents(),
            flags=EventFlag.BY_MY_EFFECT, timing=Timing.EITHER_ATTACK_STEP)
     .choose(mine()).bp(2000))


@card("BSS03-115")
def hurricane_highlands(c: CardScript) -> None:
    """In your Main Step, when you summon a Spirit with Gale, it gets as many Void cores as its Gale number;
    Lv2: in the opponent's Attack Step, when a Gale Spirit of yours destroys an opposing Spirit by BP, the
    opponent exhausts one of their refreshed Spirits."""
    (c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, subject=mine(keyword=Keyword.GALE),
            timing=Timing.YOUR_MAIN_STEP)
        .count(Count.SUBJECT_GALE).subject_card().cores(CoreZone.VOID, CoreZone.TARGETS, per(1)))
    (c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE, subject=mine(keyword=Keyword.GALE),
            timing=Timing.OPP_ATTACK_STEP)
        .choose(opponents(exhausted=False), chooser=Who.OPPONENT).exhaust())


# -- blue Nexuses --------------------------------------------------------------------------------------------
@card("BSS03-116")
def whirlpool_strait(c: CardScript) -> None:
    """Burst (the opponent destroys a Spirit of yours): this card is deployed from the Burst for free. Lv2, at
    the start of the opponent's Attack Step: one Spirit of yours gets +2000 BP per Nexus you control this turn."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).summon(
        mine(zone=Zone.BURST, types=(NEXUS,)), optional=False, only_self=True)
    (c.when(Event.ATTACK_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP)
     .count_matching(mine(types=(NEXUS,))).choose(mine()).bp(per(2000)))


@card("BSS03-117")
def seabed_lighthouse(c: CardScript) -> None:
    """In either Attack Step the opponent cannot use a Magic card from their hand unless it shares a color with
    a symbol on their own field. Lv2: your Lv3 Spirits get 2000 BP."""
    c.static(Static.RULE, Rule.MAGIC_COLOR_LOCK, affects=opponents(zone=Zone.HAND, types=(MAGIC,)), levels=(1, 2),
             timing=Timing.EITHER_ATTACK_STEP)
    c.static(Static.BP, 2000, affects=mine(level_min=3), levels=(2,))


@card("BSS03-118")
def enchained_arena(c: CardScript) -> None:
    """When destroyed, a Void core goes to your Reserve; Lv2: in the opponent's Attack Step their Spirits of
    cost 5 or less attack only by paying one of their cores."""
    c.when(Event.DESTROYED, levels=(1, 2)).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    c.static(Static.ATTACK_TAX, affects=opponents(cost_max=5), levels=(2,), timing=Timing.OPP_ATTACK_STEP)


@card("BSS03-119")
def rock_pillar_aquapolis(c: CardScript) -> None:
    """Your Attack Step: your attacking Crush Spirits +2000 BP; Lv2: when the opponent loses Life, discard
    their top three."""
    c.static(Static.BP, 2000, affects=mine(keyword=Keyword.CRUSH, battle=BattleRole.ATTACKING), levels=(1, 2),
             timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.LIFE_REDUCED, levels=(2,), scope=Scope.OPPONENT, timing=Timing.YOUR_ATTACK_STEP).discard(3)


# -- red Magics ----------------------------------------------------------------------------------------------
@card("BSS03-120")
def ritual_fire(c: CardScript) -> None:
    """Burst (you lose Life): one of your Spirits and all your Spirits sharing a family with it +2000 BP this
    turn. Main: destroy up to two opposing Spirits with 4000 BP or less."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_MAIN).choose(mine()).add_all(
        mine(relation=Rel.SHARES_FAMILY_WITH_TARGET)).bp(2000)
    c.magic(main=True, flash=False).choose_up_to(opponents(bp_max=4000), 2).destroy()


@card("BSS03-121")
def power_boost(c: CardScript) -> None:
    """A Spirit +2000 BP this turn; +5000 instead if the Soul Core paid for this Magic."""
    m = c.magic(main=True, flash=True).choose(anyones())
    m.if_(Cond.SOUL_PAID, then=lambda a: a.bp(5000)).if_(not_(Cond.SOUL_PAID), then=lambda a: a.bp(2000))


@card("BSS03-122")
def double_heart(c: CardScript) -> None:
    """A Spirit holding a Soul Core counts as having two red symbols this turn."""
    c.magic(main=True, flash=True).choose(anyones(soul=True)).mod(Mod.SYMBOLS, TWO_RED)


# -- purple Magics -------------------------------------------------------------------------------------------
@card("BSS03-123")
def soul_crush(c: CardScript) -> None:
    """Main/Flash: an opposing Spirit without the Soul Core loses 2 cores to its owner's Reserve."""
    c.magic(main=True, flash=True).choose(opponents(soul=False)).remove_cores(2)


@card("BSS03-124")
def counter_curse(c: CardScript) -> None:
    """Flash: pick an opposing attacker that one of your Curse Spirits is blocking; it is destroyed when the
    battle ends."""
    (c.magic(main=False, flash=True)
        .if_(Cond.CONTROL, mine(battle=BattleRole.BLOCKING, keyword=Keyword.CURSE), then=lambda a: a.choose(
            opponents(battle=BattleRole.BLOCKED))
            .later(Event.BATTLE_END, scope=Scope.SELF, duration=Duration.BATTLE, watch=True)
            .subject_card().destroy()))


@card("BSS03-125")
def gather_ingredients(c: CardScript) -> None:
    """Main: take a purple Spirit card back from your Trash. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).choose(mine(zone=Zone.TRASH, colors=("purple",))).to_hand()
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


# -- yellow Magics -------------------------------------------------------------------------------------------
@card("BSS03-126")
def discontinue(c: CardScript) -> None:
    """When an opposing effect discards this card from your deck, it goes from your Trash to your hand.
    Main/Flash: a Spirit gets +2000 BP this turn."""
    c.when(Event.DECK_DISCARDED, flags=BY_OPPONENT | EventFlag.BY_EFFECT).this().to_hand()
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS03-127")
def magical_light(c: CardScript) -> None:
    """Main: reveal the top 4, take a Magic among them, trash the rest. Main/Flash: a Spirit gets +2000 BP."""
    (c.magic(main=True, flash=False).reveal(4)
        .pick(Filter(zone=Zone.BUFFER, types=(MAGIC,)), n=1, min=1).rest(Dest.TRASH))
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS03-128")
def rapid_rule(c: CardScript) -> None:
    """Main: this turn your Spirits of cost 2 or less cannot be blocked by opposing Spirits of cost 5 or more."""
    c.magic(main=True, flash=False).for_turn(Static.UNBLOCKABLE_BY, affects=mine(cost_max=2),
                                             filter2=opponents(cost_min=5))


# -- white Magics --------------------------------------------------------------------------------------------
@card("BSS03-129")
def dimensional_rift(c: CardScript) -> None:
    """Main: you may summon a white Spirit card with a When Blocks effect from hand free, its When Summoned
    effects silent. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).summon(mine(zone=Zone.HAND, colors=("white",), has_block_trigger=True),
                                           no_summon_trigger=True, may_pay=True)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS03-130")
def eternal_shield(c: CardScript) -> None:
    """Flash, this turn: each opposing effect that discards from your deck discards one card at most."""
    c.magic(main=False, flash=True).player_mod(Mod.DISCARD_CAP, 1, who=Who.CONTROLLER)


@card("BSS03-131")
def provocation(c: CardScript) -> None:
    """Pick an opposing Spirit: as this turn ends, if it is refreshed it returns to its owner's hand."""
    (c.magic(main=True, flash=True).choose(opponents()).later(Event.TURN_END, watch=True)
     .if_(Cond.SUBJECT_REFRESHED, then=lambda a: a.subject_card().to_hand()))


# -- green Magics --------------------------------------------------------------------------------------------
@card("BSS03-132")
def plant_trap(c: CardScript) -> None:
    """Burst (after an opposing When Summoned effect): the opponent exhausts two refreshed Spirits of theirs.
    Magic: a Spirit costing 5 or more is refreshed if green, exhausted if not."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).choose(
        opponents(exhausted=False), 2, chooser=Who.OPPONENT).exhaust()
    m = c.magic(main=True, flash=True).choose(anyones(cost_min=5)).count(Count.TARGETS, anyones(colors=("green",)))
    m.if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.refresh()).if_(
        not_(Cond.AMOUNT_AT_LEAST), 1, then=lambda a: a.exhaust())


@card("BSS03-133")
def whirlwind(c: CardScript) -> None:
    """Main: this turn your own Gale lets you pick the Spirits it exhausts. Main/Flash: a Spirit gets
    +2000 BP this turn."""
    c.magic(main=True, flash=False).player_mod(Mod.GALE_SELECT, who=Who.CONTROLLER)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS03-134")
def forest_charge(c: CardScript) -> None:
    """This battle: each time a Bladebeast Spirit of yours wins a battle by BP, refresh it."""
    (c.magic(main=False, flash=True).later(Event.WON_BATTLE, scope=Scope.MINE, subject=mine(family="Bladebeast"),
                                           duration=Duration.BATTLE)
     .subject_card().refresh())


# -- blue Magics ---------------------------------------------------------------------------------------------
@card("BSS03-135")
def strong_draw(c: CardScript) -> None:
    """Main: draw three, then discard two cards of your choice from hand. Main/Flash: a Spirit gets +3000 BP
    this turn."""
    c.magic(main=True, flash=False).draw(3).discard_from_hand(2)
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS03-136")
def break_burst(c: CardScript) -> None:
    """Main: the opponent trashes the top 3 of their deck. Main/Flash: destroy an opposing Spirit of cost 3 or
    less."""
    c.magic(main=True, flash=False).discard(3, who=Who.OPPONENT)
    c.magic(main=True, flash=True).choose(opponents(cost_max=3)).destroy()


@card("BSS03-137")
def magic_wrench(c: CardScript) -> None:
    """Burst (the opponent destroys your Spirit): your blue Spirits +2000 BP this turn. Main: discard their top
    four; for each Magic among them, a Void core onto one of your Spirits."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_MAIN).all(
        mine(colors=("blue",))).bp(2000)
    c.magic(main=True, flash=False).discard(4, counting=anyones(types=(MAGIC,))).repeat(
        lambda a: a.choose(mine()).cores(CoreZone.VOID, CoreZone.TARGETS, 1))


@card("BSS03-138")
def muscle_charge(c: CardScript) -> None:
    """Flash: every War God Spirit of yours is treated as its highest level this turn."""
    c.magic(main=False, flash=True).all(mine(family="War God")).mod(Mod.MAX_LEVEL)
