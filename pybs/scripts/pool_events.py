"""BSS01-BSS03 cards that need the "events" vocabulary: the newer events (exhausted, Magic used,
cores placed, Life gained, an attack that hit, a card that destroys, the Start Step) and delayed
triggers (``Ability.later``). Each docstring paraphrases the card."""

from ..effects.script import (
    MAGIC,
    NEXUS,
    CardScript,
    Cond,
    CoreZone,
    Duration,
    Event,
    EventFlag,
    Keyword,
    Mod,
    Scope,
    Static,
    Timing,
    Who,
    Zone,
    anyones,
    card,
    color_bits,
    magic_discount,
    mine,
    opponents,
)  # fmt: skip

ALL_LEVELS = (1, 2, 3)


@card("BSS01-048")
def devilish_prankster_imp(c: CardScript) -> None:
    """Lv1-2, your Attack Step: each time a Shadow Spirit of yours hits the opponent's Life, one opposing
    Spirit loses a core to its owner's Reserve."""
    (c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.MINE, subject=mine(family="Shadow"),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents()).remove_cores(1))


@card("BSS01-079")
def twilight_dragonrider_flavum(c: CardScript) -> None:
    """While it attacks: after each Magic you use resolves, exhaust an opposing Spirit; Lv2+: Luster."""
    (c.when(Event.MAGIC_USED, levels=ALL_LEVELS, scope=Scope.MINE, timing=Timing.WHILE_ATTACKING)
     .choose(opponents()).exhaust())
    c.keyword(Keyword.LUSTER, levels=(2, 3))


@card("BSS01-092")
def arcana_knight_hex(c: CardScript) -> None:
    """Your Attack Step: draw one card each time an effect adds cores to your Life."""
    c.when(Event.LIFE_GAINED, levels=ALL_LEVELS, scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).draw(1)


@card("BSS01-106")
def netherworld_depths(c: CardScript) -> None:
    """Draw one card each time an opposing Spirit becomes exhausted. Lv2, your Attack Step: when a Spirit of
    yours is blocked you may pay a core from this Nexus; the blocker is then destroyed as the battle ends."""
    c.when(Event.EXHAUSTED, once_per_event=True, levels=(1, 2), scope=Scope.OPPONENT, subject=opponents()).draw(1)
    c.when(Event.BLOCKED, levels=(2,), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 1).blocker().later(
            Event.BATTLE_OVER, watch=True, duration=Duration.BATTLE).subject_card().destroy(),
        cond=Cond.SELF_CORES_AT_LEAST, arg=1)


@card("BSS02-016")
def rage_dragon_emperor_ira(c: CardScript) -> None:
    """On summon destroy up to ten Spirits of 4000 BP or less (either side); Lv2+: Awaken; Lv3, your turn:
    each time it destroys an opposing Spirit (battle or effect), destroy an opposing Nexus."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(anyones(bp_max=4000), n=10).destroy()
    c.keyword(Keyword.AWAKEN, levels=(2, 3))
    c.when(Event.WON_BATTLE, levels=(3,), timing=Timing.YOUR_TURN).choose(opponents(types=(NEXUS,))).destroy()
    c.when(Event.DESTROYS, levels=(3,), timing=Timing.YOUR_TURN).choose(opponents(types=(NEXUS,))).destroy()


@card("BSS02-046")
def lion_machine_god_superbia(c: CardScript) -> None:
    """On summon: as this turn ends, three normal cores go from your Trash onto it. Lv2+: when an opposing
    Spirit returns to hand you may pay two of its cores to refresh it. Lv3, opponent's Attack Step:
    losing Life refreshes it."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).this().later(Event.TURN_END, watch=True)
     .subject_card().cores(CoreZone.TRASH, CoreZone.TARGETS, 3, no_soul=True))
    c.when(Event.RETURNED, once_per_event=True, levels=(2, 3), scope=Scope.OPPONENT, subject=opponents()).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 2).this().refresh(), cond=Cond.SELF_CORES_AT_LEAST, arg=2)
    c.when(Event.LIFE_REDUCED, levels=(3,), scope=Scope.MINE, timing=Timing.OPP_ATTACK_STEP).this().refresh()


@card("BSS02-064")
def arcana_princess_anne(c: CardScript) -> None:
    """On summon, for this turn: each time the opponent destroys an Otherlander Spirit of yours, an opposing
    Spirit gets -1000 BP this turn. Lv3: Luster while attacking."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS)
     .later(Event.DESTROYED, once_per_event=True, scope=Scope.MINE, flags=EventFlag.BY_OPPONENT, subject=mine(family="Otherlander"))
     .choose(opponents()).bp(-1000))
    c.keyword(Keyword.LUSTER, levels=(3,))


@card("BSS02-078")
def onyxbird_yatagloss(c: CardScript) -> None:
    """On attack you may destroy a Carapite or Insectoid Spirit of yours to put a Void core on it. Lv3,
    while attacking: when an effect puts cores on it, the opponent exhausts two refreshed Spirits of theirs."""
    bugs = mine(family=("Carapite", "Insectoid"))
    c.when(Event.ATTACKS, levels=ALL_LEVELS).may(
        lambda a: a.choose(bugs).destroy().cores(CoreZone.VOID, CoreZone.SELF, 1), cond=Cond.CONTROL, arg=bugs)
    (c.when(Event.CORES_PLACED, levels=(3,), timing=Timing.WHILE_ATTACKING)
     .choose(opponents(exhausted=False), n=2, chooser=Who.OPPONENT).exhaust())


@card("BSS02-101")
def great_desk_mountains(c: CardScript) -> None:
    """At the start of the opponent's Start Step refresh one of your Awaken Spirits. Lv2, your Attack Step:
    when a Spirit of yours with exactly one core attacks, an opposing Spirit of cost 7 or less cannot block
    this battle."""
    c.when(Event.START_STEP, levels=(1, 2), scope=Scope.OPPONENT).choose(mine(keyword=Keyword.AWAKEN)).refresh()
    (c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(cores_min=1, cores_max=1),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents(cost_max=7)).mod(Mod.CANNOT_BLOCK, duration=Duration.BATTLE))


@card("BSS02-119")
def dragon_rush(c: CardScript) -> None:
    """Main: this turn, draw a card each time a Dragonoid Spirit of yours wins a battle by BP. Flash: a Spirit
    gets +3000 BP this turn."""
    c.magic(main=True, flash=False).later(Event.WON_BATTLE, scope=Scope.MINE,
                                          subject=mine(family="Dragonoid")).draw(1)
    c.magic(main=False, flash=True).choose(anyones()).bp(3000)


@card("BSS02-121")
def the_hanged_man(c: CardScript) -> None:
    """Pick an opposing Spirit: if it attacks or blocks this turn, four of its cores go to its owner's
    Reserve."""
    (c.magic(main=True, flash=True).choose(opponents())
     .later(Event.ATTACKS_OR_BLOCKS, scope=Scope.SELF, watch=True).subject_card().remove_cores(4))


@card("BSS03-018")
def vampire_duke_vladiego(c: CardScript) -> None:
    """Curse while attacking. Lv2+, your Attack Step: each time a Nightling Spirit of yours hits the
    opponent's Life, an opposing Spirit loses a core to its owner's Reserve."""
    c.keyword(Keyword.CURSE, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    (c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Nightling"),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents()).remove_cores(1))


@card("BSS03-041")
def judgment_angel_flagellum(c: CardScript) -> None:
    """Luster while attacking. Lv2+, your Attack Step: after a Magic of cost 5 or more that you use resolves,
    every opposing Spirit gets -2000 BP this turn."""
    c.keyword(Keyword.LUSTER, levels=ALL_LEVELS)
    (c.when(Event.MAGIC_USED, levels=(2, 3), scope=Scope.MINE, subject=mine(types=(MAGIC,), cost_min=5),
            timing=Timing.YOUR_ATTACK_STEP)
     .all(opponents()).bp(-2000))


@card("BSS03-106")
def ruby_sanctuary(c: CardScript) -> None:
    """Lv2, your Attack Step: draw a card each time an effect of a Spirit of yours of cost 5 or more destroys
    an opposing Spirit."""
    (c.when(Event.DESTROYS, levels=(2,), scope=Scope.MINE, subject=mine(cost_min=5),
            timing=Timing.YOUR_ATTACK_STEP).draw(1))


@card("BSS03-114")
def emerald_sanctuary(c: CardScript) -> None:
    """Lv2, either Attack Step: each time an effect of yours exhausts an opposing Spirit, a Spirit of yours
    gets +2000 BP this turn."""
    (c.when(Event.EXHAUSTED, once_per_event=True, levels=(2,), scope=Scope.OPPONENT, subject=opponents(),
            flags=EventFlag.BY_MY_EFFECT, timing=Timing.EITHER_ATTACK_STEP)
     .choose(mine()).bp(2000))


@card("BSS03-131")
def provocation(c: CardScript) -> None:
    """Pick an opposing Spirit: as this turn ends, if it is refreshed it returns to its owner's hand."""
    (c.magic(main=True, flash=True).choose(opponents()).later(Event.TURN_END, watch=True)
     .if_(Cond.SUBJECT_REFRESHED, then=lambda a: a.subject_card().to_hand()))


@card("BSS03-134")
def forest_charge(c: CardScript) -> None:
    """This battle: each time a Bladebeast Spirit of yours wins a battle by BP, refresh it."""
    (c.magic(main=False, flash=True).later(Event.WON_BATTLE, scope=Scope.MINE, subject=mine(family="Bladebeast"),
                                           duration=Duration.BATTLE)
     .subject_card().refresh())


@card("BSS02-100")
def meteorite_impact_zone(c: CardScript) -> None:
    """Your Attack Step: each time a Spirit of yours holding the Soul Core hits the opponent's Life, destroy an
    opposing Spirit of 2000 BP or less. [Flash]: destroy this Nexus to draw two cards."""
    (c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.MINE, subject=mine(soul=True),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents(bp_max=2000)).destroy())
    c.activated().this().destroy().draw(2)


@card("BSS02-103")
def dreadrock_fortress(c: CardScript) -> None:
    """Your Attack Step: each time a Spirit of yours hits the opponent's Life, the opponent picks an exhausted
    Spirit of theirs and moves two of its cores to their Reserve. [Flash]: destroy this Nexus to move one core
    of an opposing Spirit to its owner's Reserve."""
    (c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents(exhausted=True), chooser=Who.OPPONENT).remove_cores(2))
    c.activated().this().destroy().choose(opponents()).remove_cores(1)


@card("BSS02-106")
def farflung_land(c: CardScript) -> None:
    """[Flash]: destroy this Nexus to give a Spirit of yours +3000 BP this turn. Lv2, opponent's turn: when the
    opponent summons a Spirit with a When Summoned effect, put a Void core on this Nexus."""
    c.activated().this().destroy().choose(mine()).bp(3000)
    (c.when(Event.SUMMONED, once_per_event=True, levels=(2,), scope=Scope.OPPONENT, subject=opponents(has_summon_trigger=True),
            timing=Timing.OPP_TURN)
     .cores(CoreZone.VOID, CoreZone.SELF, 1))


@card("BSS02-113")
def greattree_gate(c: CardScript) -> None:
    """Your Attack Step: each time a Spirit of yours wins a battle by BP, put a Void core on this Nexus.
    [Flash]: destroy this Nexus to exhaust an opposing Spirit."""
    (c.when(Event.WON_BATTLE, levels=(1, 2), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP)
     .cores(CoreZone.VOID, CoreZone.SELF, 1))
    c.activated().this().destroy().choose(opponents()).exhaust()


@card("BSS01-057")
def heavy_tank_curiosity(c: CardScript) -> None:
    """Lv2, either Attack Step: an opposing destruction effect that would destroy a Mecha Spirit of yours
    leaves it on the field exhausted instead."""
    c.static(Static.EXHAUSTED_INSTEAD, affects=mine(family="Mecha"), levels=(2,), timing=Timing.EITHER_ATTACK_STEP)


@card("BSS03-130")
def eternal_shield(c: CardScript) -> None:
    """Flash, this turn: each opposing effect that discards from your deck discards one card at most."""
    c.magic(main=False, flash=True).player_mod(Mod.DISCARD_CAP, 1, who=Who.CONTROLLER)


@card("BSS01-117")
def big_bang_energy(c: CardScript) -> None:
    """Main: this turn your Star Dragon Spirit cards in hand cost as much as your Life. Main/Flash: a Spirit
    gets +2000 BP this turn."""
    c.magic(main=True, flash=False).player_mod(Mod.COST_IS_LIFE, "Star Dragon", who=Who.CONTROLLER)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS03-036")
def wonderland_cheshire_cat(c: CardScript) -> None:
    """On summon: the next yellow Magic you use from hand this turn costs one less."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS)
     .player_mod(Mod.NEXT_MAGIC_DISCOUNT, magic_discount(1, ("yellow",)), who=Who.CONTROLLER))


@card("BSS01-086")
def sage_beast_iberix(c: CardScript) -> None:
    """Either Attack Step: every Magic card in your hand has one more yellow reduction symbol."""
    c.static(Static.EXTRA_REDUCTION, color_bits("yellow"), affects=mine(types=(MAGIC,), zone=Zone.HAND),
             levels=ALL_LEVELS, timing=Timing.EITHER_ATTACK_STEP)


@card("BSS03-061")
def snowcapped_peak_goddess_skadi(c: CardScript) -> None:
    """While you control a Spirit holding the Soul Core, opposing effects can only pick your Spirits that hold
    it. Lv2+: Armor (white). Lv3, at the start of the opponent's End Step: their exhausted Spirits return to
    hand."""
    c.static(Static.UNTARGETABLE, affects=mine(soul=False), levels=ALL_LEVELS, cond=Cond.CONTROL,
             cond_arg=mine(soul=True))
    c.keyword(Keyword.ARMOR, color_bits("white"), levels=(2, 3))
    (c.when(Event.END_STEP_START, levels=(3,), scope=Scope.OPPONENT, timing=Timing.OPP_TURN)
     .all(opponents(exhausted=True)).to_hand())


@card("BSS03-033")
def empress_guardian_red_queen(c: CardScript) -> None:
    """On summon an opposing Spirit gets -2000 BP this turn. Lv2+, your Main Step: when an Otherlander Spirit of
    yours is summoned, you may exhaust one of your Topaz Sanctuary Nexuses to make its When Summoned effect
    trigger once more (the first one its level shows)."""
    topaz = mine(types=(NEXUS,), name_contains="Topaz Sanctuary", exhausted=False)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents()).bp(-2000)
    c.when(Event.SUMMONED, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Otherlander"),
           timing=Timing.YOUR_MAIN_STEP).may(lambda a: a.choose(topaz).exhaust().retrigger("summon"),
                                             cond=Cond.CONTROL, arg=topaz)


@card("BSS03-088")
def dragolem(c: CardScript) -> None:
    """Crush +1 on attack. Lv2+, your Attack Step, while a Nexus of yours holds the Soul Core: when a Crush
    Spirit of yours is blocked it counts as its highest level this turn and its Crush triggers again."""
    c.keyword(Keyword.CRUSH, 1, levels=ALL_LEVELS)
    (c.when(Event.BLOCKED, levels=(2, 3), scope=Scope.MINE, subject=mine(keyword=Keyword.CRUSH),
            timing=Timing.YOUR_ATTACK_STEP)
     .if_(Cond.CONTROL, mine(types=(NEXUS,), soul=True),
          then=lambda a: a.subject_card().mod(Mod.MAX_LEVEL, duration=Duration.TURN).retrigger("crush")))


@card("BSS02-107")
def giant_beast_forest(c: CardScript) -> None:
    """Destroyed by the opponent: two Void cores to your Reserve. Lv2, opponent's Main Step: each time an
    effect of theirs puts cards into their hand, your Spirits get +1000 BP this turn."""
    (c.when(Event.DESTROYED, levels=(1, 2), flags=EventFlag.BY_OPPONENT)
     .cores(CoreZone.VOID, CoreZone.RESERVE, 2))
    (c.when(Event.HAND_ADDED, once_per_event=True, levels=(2,), scope=Scope.OPPONENT, flags=EventFlag.BY_OWN_EFFECT,
            timing=Timing.OPP_MAIN_STEP)
     .all(mine()).bp(1000))


@card("BSS02-130")
def magic_mirror(c: CardScript) -> None:
    """Flash, this turn: the next time an opposing Magic would have its user pick Spirits or Nexuses, you pick
    them instead."""
    c.magic(main=False, flash=True).player_mod(Mod.REDIRECT_NEXT, 1, who=Who.CONTROLLER)
