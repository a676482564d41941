"""BSS02 cards 101-136 (red Nexuses, purple Nexuses, white Nexuses, yellow Nexuses, green Nexuses, red Magics, purple Magics, white Magics, yellow Magics, green Magics), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

BY_OPPONENTS_EFFECT = EventFlag.BY_OPPONENT | EventFlag.BY_EFFECT


def flash_plus_2000(c: CardScript, main: bool = False) -> None:
    """The common Flash effect: a Spirit on either side gets +2000 BP this turn."""
    c.magic(main=main, flash=True).choose(anyones()).bp(2000)


# -- red Nexuses ---------------------------------------------------------------------------------------------
@card("BSS02-101")
def great_desk_mountains(c: CardScript) -> None:
    """At the start of the opponent's Start Step refresh one of your Awaken Spirits. Lv2, your Attack Step:
    when a Spirit of yours with exactly one core attacks, an opposing Spirit of cost 7 or less cannot block
    this battle."""
    c.when(Event.START_STEP, levels=(1, 2), scope=Scope.OPPONENT).choose(mine(keyword=Keyword.AWAKEN)).refresh()
    (c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(cores_min=1, cores_max=1),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents(cost_max=7)).mod(Mod.CANNOT_BLOCK, duration=Duration.BATTLE))


@card("BSS02-102")
def flame_crystal(c: CardScript) -> None:
    """In your Attack Step your blocked attacker has +1000 BP; Lv2: when a Spirit of yours holding the Soul
    Core attacks, it attacks an opposing Spirit with a core on it that you pick (R18.5)."""
    c.static(Static.BP, 1000, affects=mine(battle=BattleRole.BLOCKED), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    (c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(soul=True), timing=Timing.YOUR_ATTACK_STEP)
        .choose(opponents(cores_min=1)).attack_it())


# -- purple Nexuses ------------------------------------------------------------------------------------------
@card("BSS02-103")
def dreadrock_fortress(c: CardScript) -> None:
    """Your Attack Step: each time a Spirit of yours hits the opponent's Life, the opponent picks an exhausted
    Spirit of theirs and moves two of its cores to their Reserve. [Flash]: destroy this Nexus to move one core
    of an opposing Spirit to its owner's Reserve."""
    (c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents(exhausted=True), chooser=Who.OPPONENT).remove_cores(2))
    c.activated().this().destroy().choose(opponents()).remove_cores(1)


@card("BSS02-104")
def impaler_forest(c: CardScript) -> None:
    """In your Attack Step, when your effect destroys your own Spirit, the opponent takes a core off one of
    their Spirits (their pick). Lv2: at the start of the opponent's End Step you may discard your top card;
    if you do, a Spirit card from your Trash goes on top of your deck."""
    c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(),
           flags=EventFlag.BY_EFFECT | EventFlag.BY_MY_EFFECT, timing=Timing.YOUR_ATTACK_STEP).choose(
        opponents(), chooser=Who.OPPONENT).remove_cores(1)
    c.when(Event.END_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.OPP_TURN).may(
        lambda a: a.discard(1, who=Who.CONTROLLER).choose(mine(zone=Zone.TRASH)).to_deck(bottom=False),
        cond=Cond.DECK_AT_LEAST, arg=1)  # R0.4: only with a card to discard


@card("BSS02-105")
def monstrous_mausoleum(c: CardScript) -> None:
    """In your Attack Step, when your Spirit holding the Soul Core is blocked, the blocker loses a core to its
    owner's Reserve; Lv2: draw when the opponent destroys your Undead Spirit."""
    c.when(Event.BLOCKED, levels=(1, 2), scope=Scope.MINE, subject=mine(soul=True),
           timing=Timing.YOUR_ATTACK_STEP).blocker().remove_cores(1)
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(family="Undead"),
           flags=EventFlag.BY_OPPONENT).draw(1)


# -- white Nexuses -------------------------------------------------------------------------------------------
@card("BSS02-106")
def farflung_land(c: CardScript) -> None:
    """[Flash]: destroy this Nexus to give a Spirit of yours +3000 BP this turn. Lv2, opponent's turn: when the
    opponent summons a Spirit with a When Summoned effect, put a Void core on this Nexus."""
    c.activated().this().destroy().choose(mine()).bp(3000)
    (c.when(Event.SUMMONED, once_per_event=True, levels=(2,), scope=Scope.OPPONENT, subject=opponents(has_summon_trigger=True),
            timing=Timing.OPP_TURN)
     .cores(CoreZone.VOID, CoreZone.SELF, 1))


@card("BSS02-107")
def giant_beast_forest(c: CardScript) -> None:
    """Destroyed by the opponent: two Void cores to your Reserve. Lv2, opponent's Main Step: each time an
    effect of theirs puts cards into their hand, your Spirits get +1000 BP this turn."""
    (c.when(Event.DESTROYED, levels=(1, 2), flags=EventFlag.BY_OPPONENT)
     .cores(CoreZone.VOID, CoreZone.RESERVE, 2))
    (c.when(Event.HAND_ADDED, once_per_event=True, levels=(2,), scope=Scope.OPPONENT, flags=EventFlag.BY_OWN_EFFECT,
            timing=Timing.OPP_MAIN_STEP)
     .all(mine()).bp(1000))


@card("BSS02-108")
def tranquil_ice_cavern(c: CardScript) -> None:
    """In the opponent's Attack Step your blocking Spirit has +1000 BP; Lv2: in any Attack Step, effects of
    opposing Spirits holding a Soul Core cannot pick your Spirits holding one."""
    c.static(Static.BP, 1000, affects=mine(battle=BattleRole.BLOCKING), levels=(1, 2), timing=Timing.OPP_ATTACK_STEP)
    c.static(Static.UNTARGETABLE_BY, affects=mine(soul=True), levels=(2,), timing=Timing.EITHER_ATTACK_STEP,
             filter2=opponents(types=(SPIRIT, BRAVE), soul=True))


# -- yellow Nexuses ------------------------------------------------------------------------------------------
@card("BSS02-109")
def ticking_floral_clock(c: CardScript) -> None:
    """Any Attack Step: your Lv1 Spirits get +1000 BP. Flash: you may destroy this Nexus to make an opposing
    Spirit count as Lv1 for the turn."""
    c.static(Static.BP, 1000, affects=mine(level_max=1), levels=(1, 2), timing=Timing.EITHER_ATTACK_STEP)
    c.activated().this().destroy().choose(opponents()).mod(Mod.SET_LEVEL, 1)


@card("BSS02-110")
def secret_flower_garden(c: CardScript) -> None:
    """When an opposing effect destroys a yellow Nexus of yours, a Void core goes to your Life; Lv2: in your
    Attack Step your Spirits with Blessed or Luster have +1000 BP."""
    (c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(types=(NEXUS,), colors=("yellow",)),
            flags=BY_OPPONENTS_EFFECT)
        .cores(CoreZone.VOID, CoreZone.LIFE, 1))
    c.static(Static.BP, 1000, affects=mine(keyword=Keyword.BLESSED, keyword_or=Keyword.LUSTER), levels=(2,),
             timing=Timing.YOUR_ATTACK_STEP)


@card("BSS02-111")
def harpy_nest_palace(c: CardScript) -> None:
    """Your Attack Step: when a Birdfolk Spirit of yours is blocked, the blocker counts as Lv1 for the turn.
    Lv2, the opponent's turn: when cores are put into your Reserve you may exhaust this Nexus to move any
    number of Reserve cores onto up to two Spirits of yours."""
    (c.when(Event.BLOCKED, levels=(1, 2), scope=Scope.MINE, subject=mine(family="Birdfolk"),
            timing=Timing.YOUR_ATTACK_STEP).blocker().mod(Mod.SET_LEVEL, 1))
    c.when(Event.RESERVE_GAINED, once_per_event=True, levels=(2,), scope=Scope.MINE, timing=Timing.OPP_TURN).may(
        lambda a: a.this().exhaust().choose_up_to(mine(), 2).cores(CoreZone.RESERVE, CoreZone.TARGETS, ALL_CORES,
                                                                  up_to=True),
        cond=Cond.SELF_REFRESHED)


# -- green Nexuses -------------------------------------------------------------------------------------------
@card("BSS02-112")
def great_alvar_plains(c: CardScript) -> None:
    """On deploy, exhaust an opposing Spirit; Lv2: in your Attack Step, when your Spirit with no effect text is
    destroyed, refresh one of your Spirits."""
    c.when(Event.PLACED, levels=(1, 2)).choose(opponents()).exhaust()
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(vanilla=True),
           timing=Timing.YOUR_ATTACK_STEP).choose(mine()).refresh()


@card("BSS02-113")
def greattree_gate(c: CardScript) -> None:
    """Your Attack Step: each time a Spirit of yours wins a battle by BP, put a Void core on this Nexus.
    [Flash]: destroy this Nexus to exhaust an opposing Spirit."""
    (c.when(Event.WON_BATTLE, levels=(1, 2), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP)
     .cores(CoreZone.VOID, CoreZone.SELF, 1))
    c.activated().this().destroy().choose(opponents()).exhaust()


@card("BSS02-114")
def infinite_ant_undercity(c: CardScript) -> None:
    """When you summon a token Spirit, a core of your Trash goes to your Reserve, or, if you like, onto that
    token. Lv2, either Attack Step: your Spirits without effect text get +1000 BP per core on them."""
    (c.when(Event.SUMMONED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(token=True))
     .choose_one(lambda a: a.subject_card().cores(CoreZone.TRASH, CoreZone.TARGETS, 1),
                 lambda a: a.cores(CoreZone.TRASH, CoreZone.RESERVE, 1)))
    c.static(Static.BP_PER_CORE, 1000, affects=mine(vanilla=True), levels=(2,), timing=Timing.EITHER_ATTACK_STEP)


@card("BSS02-115")
def giantwood_castle_keep(c: CardScript) -> None:
    """In the opponent's Attack Step, when a Spirit of yours holding the Soul Core wins a battle by BP, refresh
    one of your Spirits; Lv2: in any Attack Step the opponent's "When Destroyed" effects do not trigger."""
    (c.when(Event.WON_BATTLE, levels=(1, 2), scope=Scope.MINE, subject=mine(soul=True),
            timing=Timing.OPP_ATTACK_STEP)
        .choose(mine()).refresh())
    c.static(Static.RULE, Rule.SILENCE_DESTROYED, affects=opponents(), levels=(2,),
             timing=Timing.EITHER_ATTACK_STEP)


# -- red Magics ----------------------------------------------------------------------------------------------
@card("BSS02-116")
def nexus_hazard(c: CardScript) -> None:
    """Paid from hand, each symbol of your Terrasaur Spirits reduces its cost twice. Main/Flash: destroy an
    opposing Spirit of 3000 BP or less and an opposing Nexus; used in your Main Step, also draw a card."""
    c.static(Static.OWN_COST_SYMBOLS, 2, affects=mine(family="Terrasaur"))
    (c.magic(main=True, flash=True).choose(opponents(bp_max=3000))
     .choose(opponents(types=(NEXUS,)), keep=True).destroy().if_(Cond.MY_MAIN_STEP, then=lambda a: a.draw(1)))


@card("BSS02-117")
def trident_flare(c: CardScript) -> None:
    """Main/Flash: destroy three opposing Spirits of 2000 BP or less (as many as there are)."""
    c.magic(main=True, flash=True).choose(opponents(bp_max=2000), n=3).destroy()


@card("BSS02-118")
def lightning_aura(c: CardScript) -> None:
    """Main: your Spirit attacks with Confront this turn. Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).choose(mine()).mod(Mod.KEYWORD, Keyword.CONFRONT)
    flash_plus_2000(c)


@card("BSS02-119")
def dragon_rush(c: CardScript) -> None:
    """Main: this turn, draw a card each time a Dragonoid Spirit of yours wins a battle by BP. Flash: a Spirit
    gets +3000 BP this turn."""
    c.magic(main=True, flash=False).later(Event.WON_BATTLE, scope=Scope.MINE,
                                          subject=mine(family="Dragonoid")).draw(1)
    c.magic(main=False, flash=True).choose(anyones()).bp(3000)


# -- purple Magics -------------------------------------------------------------------------------------------
@card("BSS02-120")
def reanimate(c: CardScript) -> None:
    """Burst (after the opponent's When Summoned effect resolves): of your top three cards one purple Spirit
    card goes to your hand and the rest to the Trash (revealed; see docs/EFFECTS.md), then its Main effect
    may be paid for. Main: summon a Spirit card of cost 5 or less from your Trash without paying its cost."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_MAIN).reveal(3)
        .pick(Filter(zone=Zone.BUFFER, types=(SPIRIT,), colors=("purple",)), n=1, min=1, dest=Dest.HAND)
        .rest(Dest.TRASH))
    c.magic(main=True, flash=False).summon(mine(zone=Zone.TRASH, types=(SPIRIT,), cost_max=5), optional=False)


@card("BSS02-121")
def the_hanged_man(c: CardScript) -> None:
    """Pick an opposing Spirit: if it attacks or blocks this turn, four of its cores go to its owner's
    Reserve."""
    (c.magic(main=True, flash=True).choose(opponents())
     .later(Event.ATTACKS_OR_BLOCKS, scope=Scope.SELF, watch=True).subject_card().remove_cores(4))


@card("BSS02-122")
def assassinate(c: CardScript) -> None:
    """Main: the opponent picks one of their exhausted Spirits and it is destroyed. Flash: a Spirit +2000 BP."""
    c.magic(main=True, flash=False).choose(opponents(exhausted=True), chooser=Who.OPPONENT).destroy()
    flash_plus_2000(c)


@card("BSS02-123")
def crystal_crack(c: CardScript) -> None:
    """Main: discard your top 2, then draw. Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).discard(2, who=Who.CONTROLLER).draw(1)
    flash_plus_2000(c)


# -- white Magics --------------------------------------------------------------------------------------------
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


@card("BSS02-125")
def iceberg(c: CardScript) -> None:
    """Main: one of your Spirits has Armor red/purple/green this turn. Flash: a Spirit gets +2000 BP."""
    c.magic(main=True, flash=False).choose(mine()).gain(Keyword.ARMOR, colors("red", "purple", "green"),
                                                        Duration.TURN)
    c.magic(main=False, flash=True).choose(anyones()).bp(2000)


@card("BSS02-126")
def infinity_shield(c: CardScript) -> None:
    """Flash: one of your Machine Beast or Mecha Spirits may block while exhausted this turn."""
    c.magic(main=False, flash=True).choose(mine(family=("Machine Beast", "Mecha"))).mod(Mod.BLOCK_EXHAUSTED)


@card("BSS02-127")
def inescapable_avalanche(c: CardScript) -> None:
    """An attacking opposing Spirit returns to hand."""
    c.magic(main=False, flash=True).choose(opponents(battle=BattleRole.ATTACKING)).to_hand()


# -- yellow Magics -------------------------------------------------------------------------------------------
@card("BSS02-128")
def the_three_cards(c: CardScript) -> None:
    """Burst (after the opponent's When Summoned effect resolves): this turn all your Spirits are Otherlanders
    too; then its Main effect may be paid for. Main: with three or more Otherlander Spirits, every opposing Nexus
    loses its effects for this turn."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_MAIN)
     .for_turn(Static.FAMILY, affects=mine(), value="Otherlander"))
    c.magic(main=True, flash=False).if_(
        Cond.COUNT_AT_LEAST, count_arg(mine(family="Otherlander"), 3),
        then=lambda a: a.all(opponents(types=(NEXUS,))).mod(Mod.LOSE_EFFECTS, duration=Duration.TURN))


@card("BSS02-129")
def somersault(c: CardScript) -> None:
    """Main: this turn the opponent's Lv2 Spirits cannot block your yellow Spirits. Flash: a Spirit gets
    +2000 BP this turn."""
    c.magic(main=True, flash=False).for_turn(Static.UNBLOCKABLE_BY, affects=mine(colors=("yellow",)),
                                             filter2=opponents(level_min=2, level_max=2))
    c.magic(main=False, flash=True).choose(anyones()).bp(2000)


@card("BSS02-130")
def magic_mirror(c: CardScript) -> None:
    """Flash, this turn: the next time an opposing Magic would have its user pick Spirits or Nexuses, you pick
    them instead."""
    c.magic(main=False, flash=True).player_mod(Mod.REDIRECT_NEXT, 1, who=Who.CONTROLLER)


@card("BSS02-131")
def lightning_arrow(c: CardScript) -> None:
    """Flash: an opposing Spirit cannot attack or block this turn."""
    c.magic(main=False, flash=True).choose(opponents()).mod(Mod.CANNOT_ATTACK).mod(Mod.CANNOT_BLOCK)


# -- green Magics --------------------------------------------------------------------------------------------
@card("BSS02-132")
def the_ants_strike_back(c: CardScript) -> None:
    """Burst (the opponent destroys your Spirit): its Main effect, free. Main: summon two Antman tokens,
    exhausted."""
    c.burst(Event.DESTROYED, flags=BY_OPPONENT).summon_token(ANTMAN, 2, exhausted=True)
    c.magic(main=True, flash=False).summon_token(ANTMAN, 2, exhausted=True)


@card("BSS02-133")
def thorn_prison(c: CardScript) -> None:
    """Main/Flash: the opponent picks two of their refreshed Spirits and exhausts them."""
    c.magic(main=True, flash=True).choose(opponents(exhausted=False), n=2, chooser=Who.OPPONENT).exhaust()


@card("BSS02-134")
def carry_core(c: CardScript) -> None:
    """Flash: each of your Spirits with no effect text gains a core from the Void."""
    c.magic(main=False, flash=True).all(mine(vanilla=True)).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


@card("BSS02-135")
def stamina_recovery(c: CardScript) -> None:
    """Burst (opponent resolves a When Summoned effect): up to three of your green Spirits gain a core from the
    Void each. Main/Flash: a Spirit gets +2000 BP this turn."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .choose_up_to(mine(colors=("green",)), 3).cores(CoreZone.VOID, CoreZone.TARGETS, 1))
    flash_plus_2000(c, main=True)


@card("BSS02-136")
def insect_aura(c: CardScript) -> None:
    """A Spirit gets +1000 BP this turn per Carapite or Insectoid you control."""
    c.magic(main=True, flash=True).choose(anyones()).count_matching(
        mine(family=("Carapite", "Insectoid"))).bp(per(1000))
