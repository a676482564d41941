"""BSS01-03 cards of the "battle" group (issue 8): blocking, unblockable attackers, Gale payoffs, attacking a
Spirit, delayed effects, protections and Life rules (docs/EFFECTS.md, "battle").

Luster, like Gale, Blessed and Curse, is printed under "While This Spirit Attacks" and scripted without the
timing: it only acts on an attack, and "your Spirits with Luster" then sees every Spirit that prints it at
its current level (BSS01-115's Lv2 effect watches Spirits destroyed in the opponent's Attack Step, when
they are never attacking).
"""

from ..effects.script import (
    BRAVE,
    MAGIC,
    NEXUS,
    SPIRIT,
    BattleRole,
    CardScript,
    Cond,
    CoreZone,
    Count,
    Dest,
    Duration,
    Event,
    EventFlag,
    Filter,
    Keyword,
    Mod,
    Rule,
    Scope,
    Static,
    Timing,
    Who,
    Zone,
    anyones,
    card,
    count_arg,
    mine,
    not_,
    opponents,
    per,
)  # fmt: skip

BY_OPPONENTS_EFFECT = EventFlag.BY_OPPONENT | EventFlag.BY_EFFECT


# -- Luster and Blessed payoffs ----------------------------------------------------------------------
@card("BSS01-115")
def flying_ark(c: CardScript) -> None:
    """In your Attack Step your Luster Spirits have +2000 BP; Lv2: in the opponent's Attack Step, a Luster
    Spirit of yours that is destroyed comes back from the Trash to your hand."""
    c.static(Static.BP, 2000, affects=mine(keyword=Keyword.LUSTER), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    (c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(keyword=Keyword.LUSTER),
            timing=Timing.OPP_ATTACK_STEP)
        .subject_card().to_hand())


@card("BSS01-135")
def gleam_of_hope(c: CardScript) -> None:
    """Draw one; your Spirits with Luster or Blessed get +1000 BP this turn."""
    (c.magic(main=True, flash=True).draw(1)
        .all(mine(keyword=Keyword.LUSTER, keyword_or=Keyword.BLESSED)).bp(1000))


@card("BSS02-110")
def secret_flower_garden(c: CardScript) -> None:
    """When an opposing effect destroys a yellow Nexus of yours, a Void core goes to your Life; Lv2: in your
    Attack Step your Spirits with Blessed or Luster have +1000 BP."""
    (c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(types=(NEXUS,), colors=("yellow",)),
            flags=BY_OPPONENTS_EFFECT)
        .cores(CoreZone.VOID, CoreZone.LIFE, 1))
    c.static(Static.BP, 1000, affects=mine(keyword=Keyword.BLESSED, keyword_or=Keyword.LUSTER), levels=(2,),
             timing=Timing.YOUR_ATTACK_STEP)


@card("BSS03-038")
def impulsive_pilgrim(c: CardScript) -> None:
    """In the opponent's Attack Step, when the opponent destroys a Spirit of yours, show your top two cards,
    deploy a Topaz Sanctuary among them free and put the rest under the deck in any order; Lv3: Blessed."""
    (c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2, 3), scope=Scope.MINE, flags=EventFlag.BY_OPPONENT,
            timing=Timing.OPP_ATTACK_STEP)
        .reveal(2)
        .summon(Filter(zone=Zone.BUFFER, types=(NEXUS,), name_contains="Topaz Sanctuary"), optional=False)
        .rest(Dest.DECK_BOTTOM, any_order=True))
    c.keyword(Keyword.BLESSED, levels=(3,))


# -- blocking --------------------------------------------------------------------------------------------
@card("BSS01-130")
def suppression(c: CardScript) -> None:
    """A Spirit gets +3000 BP this turn; paid with the Soul Core, it may also block while exhausted this turn."""
    (c.magic(main=True, flash=True).choose(anyones()).bp(3000)
        .if_(Cond.SOUL_PAID, then=lambda a: a.mod(Mod.BLOCK_EXHAUSTED)))


@card("BSS02-129")
def somersault(c: CardScript) -> None:
    """Main: this turn the opponent's Lv2 Spirits cannot block your yellow Spirits. Flash: a Spirit gets
    +2000 BP this turn."""
    c.magic(main=True, flash=False).for_turn(Static.UNBLOCKABLE_BY, affects=mine(colors=("yellow",)),
                                             filter2=opponents(level_min=2, level_max=2))
    c.magic(main=False, flash=True).choose(anyones()).bp(2000)


# -- Gale payoffs ----------------------------------------------------------------------------------------
@card("BSS03-069")
def heavenly_emperor_fenghuang(c: CardScript) -> None:
    """Gale 3. Lv2+, your Attack Step: when a Voidlord of yours takes the opponent's Life with its attack, you
    may return an exhausted opposing Spirit to its owner's hand to refresh this one. Lv3: when its own attack
    takes Life, one more core goes from the opponent's Life to their Reserve."""
    c.keyword(Keyword.GALE, 3, levels=(1, 2, 3))
    (c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Voidlord"),
            timing=Timing.YOUR_ATTACK_STEP)
        .may(lambda a: a.choose(opponents(exhausted=True)).if_(Cond.HAS_TARGETS, then=lambda b: b.to_hand().if_(
            Cond.TARGETS_GONE, then=lambda d: d.this().refresh())),
            cond=Cond.OPP_CONTROLS, arg=opponents(exhausted=True)))
    c.when(Event.ATTACK_HIT, levels=(3,)).cores(CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT)


@card("BSS03-073")
def black_huntsman_schatten_yaeger(c: CardScript) -> None:
    """Gale 2. Lv2+, your Attack Step: when another Gale Spirit of yours (not named Schatten Yaeger) takes
    the opponent's Life, refresh this one. Lv3: when the opponent draws with an effect of their own, refresh
    this one."""
    c.keyword(Keyword.GALE, 2, levels=(1, 2, 3))
    (c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.MINE,
            subject=mine(keyword=Keyword.GALE, name_not="Black Huntsman Schatten Yaeger"),
            timing=Timing.YOUR_ATTACK_STEP)
        .this().refresh())
    c.when(Event.DREW, once_per_event=True, levels=(3,), scope=Scope.OPPONENT, flags=EventFlag.BY_OWN_EFFECT).this().refresh()


@card("BSS03-077")
def radiant_rainbow_wing_jewelbug(c: CardScript) -> None:
    """Your Attack Step: when a Gale Spirit of yours takes the opponent's Life, a Void core goes onto this one;
    Lv2: when it attacks, exhaust an opposing Spirit."""
    (c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.MINE, subject=mine(keyword=Keyword.GALE),
            timing=Timing.YOUR_ATTACK_STEP)
        .cores(CoreZone.VOID, CoreZone.SELF, 1))
    c.when(Event.ATTACKS, levels=(2,)).choose(opponents()).exhaust()


# -- delayed effects and attacking a Spirit ---------------------------------------------------------------
@card("BSS01-124")
def poison_mist(c: CardScript) -> None:
    """Main: this turn, whenever a Curse Spirit of yours attacks, it may attack an exhausted opposing Spirit
    you pick. Main/Flash: a Spirit gets +3000 BP this turn."""
    (c.magic(main=True, flash=False).later(Event.ATTACKS, scope=Scope.MINE, subject=mine(keyword=Keyword.CURSE))
        .choose(opponents(exhausted=True)).may(lambda a: a.attack_it(), cond=Cond.HAS_TARGETS))
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS03-124")
def counter_curse(c: CardScript) -> None:
    """Flash: pick an opposing attacker that one of your Curse Spirits is blocking; it is destroyed when the
    battle ends."""
    (c.magic(main=False, flash=True)
        .if_(Cond.CONTROL, mine(battle=BattleRole.BLOCKING, keyword=Keyword.CURSE), then=lambda a: a.choose(
            opponents(battle=BattleRole.BLOCKED))
            .later(Event.BATTLE_END, scope=Scope.SELF, duration=Duration.BATTLE, watch=True)
            .subject_card().destroy()))


# -- cannot be blocked ------------------------------------------------------------------------------------
@card("BSS03-039")
def ten_millennia_turtle_genbu(c: CardScript) -> None:
    """At the start of your Attack Step, another Fabled Beast of yours cannot be blocked this turn by opposing
    Spirits that print effects; Lv2+, your Attack Step: when the opponent destroys a Fabled Beast of yours,
    refresh a Fabled Beast of yours."""
    (c.when(Event.ATTACK_STEP_START, levels=(1, 2, 3), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP)
        .choose(mine(family="Fabled Beast", exclude_self=True)).unblockable(by=opponents(has_effects=True)))
    (c.when(Event.DESTROYED, once_per_event=True, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Fabled Beast"),
            flags=EventFlag.BY_OPPONENT, timing=Timing.YOUR_ATTACK_STEP)
        .choose(mine(family="Fabled Beast")).refresh())


@card("BSS03-049")
def sleepless_guardian_frost_tiger(c: CardScript) -> None:
    """In the opponent's Attack Step it may block, even exhausted, an attacker without the Soul Core; when it
    blocks, +1000 BP this turn. Lv2: at the start of your Attack Step, pick one Spirit of yours with a When
    Blocks effect per Diamond Sanctuary you control; opposing Spirits of cost 6 or less cannot block them
    this turn."""
    c.static(Static.BLOCK_EXHAUSTED, levels=(1, 2), timing=Timing.OPP_ATTACK_STEP, filter2=opponents(soul=False))
    c.when(Event.BLOCKS, levels=(1, 2)).this().bp(1000)
    (c.when(Event.ATTACK_STEP_START, levels=(2,), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP)
        .count_matching(mine(types=(NEXUS,), name_contains="Diamond Sanctuary"))
        .choose(mine(has_block_trigger=True), n=per(1)).unblockable(by=opponents(cost_max=6)))


@card("BSS01-085")
def phantom_beast_king_liin(c: CardScript) -> None:
    """On summon, one opposing Spirit per Fabled Beast you control counts as Lv1 this turn. Lv3: when it
    attacks while you control three or more Spirits of cost 2, Spirits that print effects cannot block it."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).count_matching(mine(family="Fabled Beast"))
        .choose(opponents(), n=per(1)).mod(Mod.SET_LEVEL, 1))
    (c.when(Event.ATTACKS, levels=(3,)).if_(Cond.COUNT_AT_LEAST, count_arg(mine(cost_min=2, cost_max=2), 3),
                                            then=lambda a: a.this().unblockable(by=anyones(has_effects=True),
                                                                                duration=Duration.BATTLE)))


# -- battle roles and attacking a Spirit --------------------------------------------------------------------
@card("BSS02-102")
def flame_crystal(c: CardScript) -> None:
    """In your Attack Step your blocked attacker has +1000 BP; Lv2: when a Spirit of yours holding the Soul
    Core attacks, it attacks an opposing Spirit with a core on it that you pick (R18.5)."""
    c.static(Static.BP, 1000, affects=mine(battle=BattleRole.BLOCKED), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    (c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(soul=True), timing=Timing.YOUR_ATTACK_STEP)
        .choose(opponents(cores_min=1)).attack_it())


# -- Gale numbers and Luster gained mid-battle ----------------------------------------------------------------
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


@card("BSS03-042")
def rapier_angel(c: CardScript) -> None:
    """Lv2+: when it attacks, you may pay two of its cores (to the Trash) for +3000 BP and Luster this turn;
    the Luster works for this very battle (the ruling in docs/EFFECTS.md, "battle")."""
    (c.when(Event.ATTACKS, levels=(2, 3))
        .may(lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 2).this().bp(3000).gain(Keyword.LUSTER),
             cond=Cond.SELF_CORES_AT_LEAST, arg=2))


# -- protections from a source ------------------------------------------------------------------------------------
@card("BSS01-112")
def forest_of_steel_leaves(c: CardScript) -> None:
    """While you have a Burst set, effects of the opponent's red Spirits and red Magic do not destroy your white
    Nexuses; Lv2: when the opponent destroys a Spirit of yours, return one of their Nexuses to their hand."""
    c.static(Static.NO_DESTROY_BY, affects=mine(types=(NEXUS,), colors=("white",)), levels=(1, 2),
             cond=Cond.BURST_SET, cond_arg=Who.CONTROLLER,
             filter2=opponents(types=(SPIRIT, BRAVE, MAGIC), colors=("red",)))
    (c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(), flags=EventFlag.BY_OPPONENT)
        .choose(opponents(types=(NEXUS,))).to_hand())


@card("BSS02-108")
def tranquil_ice_cavern(c: CardScript) -> None:
    """In the opponent's Attack Step your blocking Spirit has +1000 BP; Lv2: in any Attack Step, effects of
    opposing Spirits holding a Soul Core cannot pick your Spirits holding one."""
    c.static(Static.BP, 1000, affects=mine(battle=BattleRole.BLOCKING), levels=(1, 2), timing=Timing.OPP_ATTACK_STEP)
    c.static(Static.UNTARGETABLE_BY, affects=mine(soul=True), levels=(2,), timing=Timing.EITHER_ATTACK_STEP,
             filter2=opponents(types=(SPIRIT, BRAVE), soul=True))


# -- Life rules ------------------------------------------------------------------------------------------------
@card("BSS03-014")
def chameleowhip(c: CardScript) -> None:
    """It never blocks. Lv2, opponent's Attack Step: while it is exhausted, opposing attackers with less BP
    than it take no Life."""
    c.static(Static.CANNOT_BLOCK, levels=(1, 2))
    c.static(Static.RULE, Rule.NO_LIFE_DAMAGE_BELOW, affects=opponents(), levels=(2,), timing=Timing.OPP_ATTACK_STEP,
             cond=not_(Cond.SELF_REFRESHED))


@card("BSS01-084")
def heavenblade_dragon_ryute(c: CardScript) -> None:
    """In either player's Main Step, cores an effect would place into either Life go onto this Spirit instead;
    Lv2+, your turn: opposing effects cannot return your Spirits to a hand or deck."""
    for timing in (Timing.YOUR_MAIN_STEP, Timing.OPP_MAIN_STEP):
        c.static(Static.RULE, Rule.LIFE_TO_SELF, levels=(1, 2, 3), timing=timing)
    c.static(Static.RULE, Rule.NO_RETURN, affects=mine(), levels=(2, 3), timing=Timing.YOUR_TURN)


# -- Gale in hand -----------------------------------------------------------------------------------------------
@card("BSS03-070")
def swamurai(c: CardScript) -> None:
    """In your hand it has Swift while you control a Spirit with Gale (R18.6: a Flash summon paid from the
    Reserve)."""
    # Timing.ARMED: never in force on the field ("in your hand"); the hand's Swift check reads the condition
    c.static(Static.KEYWORD, Keyword.SWIFT, timing=Timing.ARMED, cond=Cond.CONTROL, cond_arg=mine(keyword=Keyword.GALE))
