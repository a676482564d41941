"""BSS01 cards 101-136 (red Nexuses, purple Nexuses, white Nexuses, yellow Nexuses, red Magics, purple Magics, white Magics, yellow Magics), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *


# -- red Nexuses ---------------------------------------------------------------------------------------------
@card("BSS01-101")
def volcanic_canyon(c: CardScript) -> None:
    """In your Draw Step, after the draw: draw one more card, then discard a card from your hand. Lv2, your
    Attack Step: your Spirits get +1000 BP. Copies combine (R18.12): with two, draw two more, then discard two."""
    (c.when(Event.DRAW_STEP, levels=(1, 2), scope=Scope.MINE)
     .count(Count.COPIES).draw(per(1)).discard_from_hand(per(1)))
    c.static(Static.BP, 1000, affects=mine(), levels=(2,), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS01-102")
def ancient_fault(c: CardScript) -> None:
    """During your turn its symbol counts as two red symbols. Lv2, in your Attack Step: each time one of your
    Terrasaur Spirits destroys an opposing Spirit by BP comparison, destroy an opposing Spirit whose BP equals
    the BP the destroyed one had in that battle (Rel.BP_OF_DEFEATED)."""
    c.static(Static.RULE, Rule.SYMBOLS, TWO_RED, levels=(1, 2), timing=Timing.YOUR_TURN)
    c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE, subject=mine(family="Terrasaur"),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents(relation=Rel.BP_OF_DEFEATED)).destroy()


@card("BSS01-103")
def where_stars_are_born(c: CardScript) -> None:
    """Deployed: reveal one card per Star Dragon Spirit you control, a red Spirit to hand, the rest under the
    deck. Lv2 in your Attack Step: when your Spirit costing 4+ attacks, destroy an opposing 1000-BP Spirit."""
    c.when(Event.PLACED, levels=(1, 2)).count_matching(mine(family="Star Dragon")).reveal(per(1)).pick(
        revealed(types=SPIRIT_CARDS, colors=("red",)), 1, min=1).rest(Dest.DECK_BOTTOM)
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(cost_min=4),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents(bp_max=1000)).destroy()


@card("BSS01-104")
def sacred_thundering_peaks(c: CardScript) -> None:
    """Your Attack Step: when your Spirit falls in a BP comparison, a cheaper Spirit of your Trash goes to
    hand. Lv2: your Confront Spirit that attacks first this turn is refreshed."""
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, flags=EventFlag.IN_BATTLE,
           timing=Timing.YOUR_ATTACK_STEP).choose(
        Filter(side=Side.MINE, zone=Zone.TRASH, types=SPIRIT_CARDS, relation=Rel.COST_BELOW_SUBJECT)).to_hand()
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(keyword=Keyword.CONFRONT),
           timing=Timing.YOUR_ATTACK_STEP).if_(Cond.SUBJECT_FIRST_ATTACKER,
                                               then=lambda a: a.subject_card().refresh())


# -- purple Nexuses ------------------------------------------------------------------------------------------
@card("BSS01-105")
def abandoned_guillotine(c: CardScript) -> None:
    """Your Attack Step: your Shadow Spirits get +2000 BP. Lv2, at your Start Step: when no opposing Spirit is
    exhausted, pick one of them; all its cores but one go to its owner's Reserve."""
    c.static(Static.BP, 2000, affects=mine(family="Shadow"), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.START_STEP, levels=(2,), scope=Scope.MINE).if_(
        not_(Cond.OPP_CONTROLS), opponents(exhausted=True),
        then=lambda a: a.choose(opponents()).cores(CoreZone.TARGETS, CoreZone.RESERVE, ALL_BUT_ONE, who=Who.OWNER))


@card("BSS01-106")
def netherworld_depths(c: CardScript) -> None:
    """Draw one card each time an opposing Spirit becomes exhausted. Lv2, your Attack Step: when a Spirit of
    yours is blocked you may pay a core from this Nexus; the blocker is then destroyed as the battle ends."""
    c.when(Event.EXHAUSTED, once_per_event=True, levels=(1, 2), scope=Scope.OPPONENT, subject=opponents()).draw(1)
    c.when(Event.BLOCKED, levels=(2,), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 1).blocker().later(
            Event.BATTLE_OVER, watch=True, duration=Duration.BATTLE).subject_card().destroy(),
        cond=Cond.SELF_CORES_AT_LEAST, arg=1)


@card("BSS01-107")
def ancient_amethyst_palace(c: CardScript) -> None:
    """Deployed: discard your top card; if it is not a Spirit card, an opposing Spirit loses a core. Lv2 in
    your turn: when your purple Spirit is destroyed, an opposing Spirit loses a core."""
    c.when(Event.PLACED, levels=(1, 2)).discard(1, who=Who.CONTROLLER, counting=anyones(types=NOT_SPIRIT_CARDS)).if_(
        Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.choose(opponents()).remove_cores(1))
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(colors=("purple",)),
           timing=Timing.YOUR_TURN).choose(opponents()).remove_cores(1)


@card("BSS01-108")
def rotting_swamp(c: CardScript) -> None:
    """In your Attack Step, draw one card whenever one of your Spirits is destroyed. Lv2, once per turn: when one
    of your Serpent Spirits would be destroyed, you may discard a card from your hand to return that Spirit to
    your hand instead."""
    c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).draw(1)
    c.instead_of_destroyed(lambda a: a.mark_used().discard_from_hand(1).subject_card().to_hand(),
                           cost=not_(Cond.HAND_AT_MOST), cost_arg=0, levels=(2,), scope=Scope.MINE,
                           subject=mine(family="Serpent"), cond=Cond.UNUSED_THIS_TURN)


# -- white Nexuses -------------------------------------------------------------------------------------------
@card("BSS01-109")
def fortress_metropolis_naumann_city(c: CardScript) -> None:
    """In your Main Step its symbol counts as three white ones toward a Machine Beast Spirit of cost 6 or more;
    Lv2: your Spirits +1000 BP in the opponent's turn."""
    c.static(Static.SYMBOLS_FOR, 3, levels=(1, 2), timing=Timing.YOUR_MAIN_STEP,
             filter2=Filter(zone=Zone.HAND, types=(SPIRIT,), family=MACHINE_BEAST, cost_min=6))
    c.static(Static.BP, 1000, affects=mine(), levels=(2,), timing=Timing.OPP_TURN)


@card("BSS01-110")
def infinity_mothership(c: CardScript) -> None:
    """At the start of the opponent's Attack Step, every core in your Trash goes to your Reserve; Lv2: while
    you control a Mecha Spirit, your Core Step gives two cores instead of one."""
    (c.when(Event.ATTACK_STEP_START, levels=(1, 2), scope=Scope.OPPONENT, timing=Timing.OPP_ATTACK_STEP)
        .cores(CoreZone.TRASH, CoreZone.RESERVE, ALL_CORES))
    c.static(Static.RULE, Rule.CORE_STEP, 2, levels=(2,), timing=Timing.YOUR_TURN, cond=Cond.CONTROL,
             cond_arg=mine(family="Mecha"))


@card("BSS01-111")
def rocket_city(c: CardScript) -> None:
    """In the opponent's Attack Step your blocking Spirit gets +1000 BP this turn; Lv2: in their turn, each
    time they draw outside their Draw Step they discard a card of their choice from hand."""
    c.when(Event.BLOCKS, levels=(1, 2), scope=Scope.MINE, timing=Timing.OPP_ATTACK_STEP).subject_card().bp(1000)
    c.when(Event.DREW, once_per_event=True, levels=(2,), scope=Scope.OPPONENT, timing=Timing.OPP_TURN).discard_from_hand(
        1, who=Who.OPPONENT)


@card("BSS01-112")
def forest_of_steel_leaves(c: CardScript) -> None:
    """While you have a Burst set, effects of the opponent's red Spirits and red Magic do not destroy your white
    Nexuses; Lv2: when the opponent destroys a Spirit of yours, return one of their Nexuses to their hand."""
    c.static(Static.NO_DESTROY_BY, affects=mine(types=(NEXUS,), colors=("white",)), levels=(1, 2),
             cond=Cond.BURST_SET, cond_arg=Who.CONTROLLER,
             filter2=opponents(types=(SPIRIT, BRAVE, MAGIC), colors=("red",)))
    (c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(), flags=EventFlag.BY_OPPONENT)
        .choose(opponents(types=(NEXUS,))).to_hand())


# -- yellow Nexuses ------------------------------------------------------------------------------------------
@card("BSS01-113")
def phantasmal_paradise(c: CardScript) -> None:
    """In your Main Step, summoning a Fabled Beast lets you exhaust this Nexus to draw; Lv2: your Fabled Beasts
    +1000 BP in your Attack Step."""
    c.when(Event.SUMMONED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(family=FABLED_BEAST),
           timing=Timing.YOUR_MAIN_STEP).if_(Cond.DECK_AT_LEAST, 1, then=lambda a: a.may(  # R0.4: a card to draw
        lambda b: b.this().exhaust().draw(1), cond=Cond.SELF_REFRESHED))
    c.static(Static.BP, 1000, affects=mine(family=FABLED_BEAST), levels=(2,), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS01-114")
def blessed_cathedral(c: CardScript) -> None:
    """In any Attack Step, when your yellow Spirit is destroyed, a core from the Void goes to your Reserve;
    Lv2 also draws a card."""
    yellow = mine(colors=("yellow",))
    c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=yellow,
           timing=Timing.EITHER_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=yellow, timing=Timing.EITHER_ATTACK_STEP).draw(1)


@card("BSS01-115")
def flying_ark(c: CardScript) -> None:
    """In your Attack Step your Luster Spirits have +2000 BP; Lv2: in the opponent's Attack Step, a Luster
    Spirit of yours that is destroyed comes back from the Trash to your hand."""
    c.static(Static.BP, 2000, affects=mine(keyword=Keyword.LUSTER), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    (c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(keyword=Keyword.LUSTER),
            timing=Timing.OPP_ATTACK_STEP)
        .subject_card().to_hand())


@card("BSS01-116")
def green_field_of_the_victor(c: CardScript) -> None:
    """Your Attack Step: while every Spirit of yours is yellow, they all get +1000 BP. Lv2, at your Start Step:
    if all your Spirits share one cost, an opposing Spirit gets -2000 BP this turn."""
    c.static(Static.BP, 1000, affects=mine(), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP, cond=not_(Cond.CONTROL),
             cond_arg=mine(colors=("yellow",), not_colors=True))
    c.when(Event.START_STEP, levels=(2,), scope=Scope.MINE).if_(
        Cond.SPIRITS_SAME_COST, then=lambda a: a.choose(opponents()).bp(-2000))


# -- red Magics ----------------------------------------------------------------------------------------------
@card("BSS01-117")
def big_bang_energy(c: CardScript) -> None:
    """Main: this turn your Star Dragon Spirit cards in hand cost as much as your Life. Main/Flash: a Spirit
    gets +2000 BP this turn."""
    c.magic(main=True, flash=False).player_mod(Mod.COST_IS_LIFE, "Star Dragon", who=Who.CONTROLLER)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS01-118")
def starblessed_draw(c: CardScript) -> None:
    """Burst (opponent resolves a When Summoned effect): draw 2, then it may be paid for. Main: draw 2."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_MAIN).draw(2)
    c.magic(main=True, flash=False).draw(2)


@card("BSS01-119")
def volcanic_break(c: CardScript) -> None:
    """Destroy an opposing Spirit with 3000 BP or less; 6000 or less if the Soul Core paid for this Magic."""
    m = c.magic(main=True, flash=True)
    m.if_(Cond.SOUL_PAID, then=lambda a: a.choose(opponents(bp_max=6000)).destroy())
    m.if_(not_(Cond.SOUL_PAID), then=lambda a: a.choose(opponents(bp_max=3000)).destroy())


@card("BSS01-120")
def flame_breath(c: CardScript) -> None:
    """Burst (opponent resolves a When Summoned effect): destroy an opposing Spirit of 4000 BP or less.
    Main/Flash: a Spirit gets +2000 BP this turn."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .choose(opponents(bp_max=4000)).destroy())
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS01-121")
def burning_force(c: CardScript) -> None:
    """Main: destroy an opposing Nexus. Main/Flash: destroy two opposing Spirits of 3000 BP or less."""
    c.magic(main=True, flash=False).choose(opponents(types=(NEXUS,))).destroy()
    c.magic(main=True, flash=True).choose(opponents(bp_max=3000), n=2).destroy()


# -- purple Magics -------------------------------------------------------------------------------------------
@card("BSS01-122")
def deadly_balance(c: CardScript) -> None:
    """Main/Flash: the opponent picks one of their Spirits, you pick one of yours, and both are destroyed."""
    (c.magic(main=True, flash=True).choose(opponents(), chooser=Who.OPPONENT)
        .choose(mine(), keep=True).destroy())


@card("BSS01-123")
def burst_venom(c: CardScript) -> None:
    """Burst (opponent destroys your Spirit): a Spirit keeps one core, the rest go to its owner's Reserve.
    Main/Flash: a Spirit gets +2000 BP this turn."""
    (c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .choose(anyones()).remove_cores(ALL_BUT_ONE))
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS01-124")
def poison_mist(c: CardScript) -> None:
    """Main: this turn, whenever a Curse Spirit of yours attacks, it may attack an exhausted opposing Spirit
    you pick. Main/Flash: a Spirit gets +3000 BP this turn."""
    (c.magic(main=True, flash=False).later(Event.ATTACKS, scope=Scope.MINE, subject=mine(keyword=Keyword.CURSE))
        .choose(opponents(exhausted=True)).may(lambda a: a.attack_it(), cond=Cond.HAS_TARGETS))
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS01-125")
def core_theft(c: CardScript) -> None:
    """Main/Flash: pick an opposing Spirit, then discard as many cards from your hand as you like; that Spirit
    loses one core to its owner's Trash per card discarded."""
    (c.magic(main=True, flash=True).choose(opponents())
     .choose(my_hand(), n=ANY_NUMBER, min=0, keep=True).count(Count.TARGETS, my_hand()).hand_discard()
     .remove_cores(per(1), to=CoreZone.TRASH))


@card("BSS01-126")
def dark_matter(c: CardScript) -> None:
    """Burst (you lose Life): take a Spirit card of cost 4 or less back from your Trash.
    Main: destroy an exhausted Spirit of cost 4 or less (either side)."""
    (c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_MAIN)
        .choose(mine(zone=Zone.TRASH, cost_max=4)).to_hand())
    c.magic(main=True, flash=False).choose(anyones(exhausted=True, cost_max=4)).destroy()


# -- white Magics --------------------------------------------------------------------------------------------
@card("BSS01-127")
def absolute_ice_shield(c: CardScript) -> None:
    """Burst (you lose Life): a core from your Reserve goes to your Life; then its Flash effect may be paid
    for. Flash: when this battle ends, the Attack Step ends."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).cores(CoreZone.RESERVE, CoreZone.LIFE, 1)
    c.magic(main=False, flash=True).if_(Cond.IN_BATTLE, then=lambda a: a.player_mod(
        Mod.END_ATTACK_STEP, duration=Duration.BATTLE, who=Who.CONTROLLER))


@card("BSS01-128")
def regain(c: CardScript) -> None:
    """Refresh one of your Spirits that is not attacking."""
    c.magic(main=True, flash=True).choose(mine(battle=BattleRole.NOT_ATTACKING)).refresh()


@card("BSS01-129")
def counter_sword(c: CardScript) -> None:
    """Burst (the opponent resolves a When Summoned effect): an opposing Spirit goes on top of its deck, then
    the Main effect may be paid for. Main: a core from the Void to your Life."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_MAIN)
        .choose(opponents()).to_deck(bottom=False))
    c.magic(main=True, flash=False).cores(CoreZone.VOID, CoreZone.LIFE, 1)


@card("BSS01-130")
def suppression(c: CardScript) -> None:
    """A Spirit gets +3000 BP this turn; paid with the Soul Core, it may also block while exhausted this turn."""
    (c.magic(main=True, flash=True).choose(anyones()).bp(3000)
        .if_(Cond.SOUL_PAID, then=lambda a: a.mod(Mod.BLOCK_EXHAUSTED)))


@card("BSS01-131")
def dream_blizzard(c: CardScript) -> None:
    """Main: every Nexus on the field returns to its owner's hand. Main/Flash: a Spirit gets +3000 BP."""
    c.magic(main=True, flash=False).all(anyones(types=(NEXUS,))).to_hand()
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


# -- yellow Magics -------------------------------------------------------------------------------------------
@card("BSS01-132")
def royal_potion(c: CardScript) -> None:
    """Main/Flash: refresh every Spirit of yours that costs 2."""
    c.magic(main=True, flash=True).all(mine(cost_min=2, cost_max=2)).refresh()


@card("BSS01-133")
def angelic_pressure(c: CardScript) -> None:
    """Main/Flash: an opposing Spirit gets -3000 BP this turn."""
    c.magic(main=True, flash=True).choose(opponents()).bp(-3000)


@card("BSS01-134")
def ascension_zero(c: CardScript) -> None:
    """Burst (the opponent resolves a "When Summoned" effect): their Spirits count as Lv1 this turn; then its
    Flash effect may be paid for. Main/Flash: a Spirit gets +2000 BP this turn."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .player_mod(Mod.SET_LEVEL, 1, who=Who.OPPONENT))
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS01-135")
def gleam_of_hope(c: CardScript) -> None:
    """Draw one; your Spirits with Luster or Blessed get +1000 BP this turn."""
    (c.magic(main=True, flash=True).draw(1)
        .all(mine(keyword=Keyword.LUSTER, keyword_or=Keyword.BLESSED)).bp(1000))


@card("BSS01-136")
def exhaust_nexus(c: CardScript) -> None:
    """Burst (after an opposing When Summoned effect): opposing Spirits -1000 BP this turn per Nexus their
    player controls. Magic: opposing Spirits -3000 BP this turn."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).count_matching(
        opponents(types=(NEXUS,))).all(opponents()).bp(per(-1000))
    c.magic(main=True, flash=True).all(opponents()).bp(-3000)
