"""BSS02 cards 001-050 (red Spirits, purple Spirits, white Spirits), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

SPIRIT_SOURCES = (1 << SPIRIT) | (1 << BRAVE)  # Static.UNTARGETABLE / NO_CORE_REMOVAL: by the effects of Spirits
WODEN_BP_BONUS = 4000

vanilla("BSS02-004", "BSS02-008", "BSS02-011", "BSS02-014", "BSS02-015", "BSS02-017", "BSS02-019",
        "BSS02-021", "BSS02-025", "BSS02-026", "BSS02-029", "BSS02-030", "BSS02-036", "BSS02-038",
        "BSS02-043", "BSS02-048", "BSS02-049")  # fmt: skip


# -- red Spirits ---------------------------------------------------------------------------------------------
@card("BSS02-001")
def dragno_king(c: CardScript) -> None:
    """On summon, destroy an opposing Spirit of 6000 BP or less; Lv2+: in your Attack Step, when your Spirit
    holding the Soul Core wins a battle by BP, destroy another opposing Spirit of 6000 BP or less; Lv3 gets +3000 BP
    while attacking."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(bp_max=6000)).destroy()
    c.when(Event.WON_BATTLE, levels=(2, 3), scope=Scope.MINE, subject=mine(soul=True),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents(bp_max=6000)).destroy()
    c.static(Static.BP, 3000, levels=(3,), timing=Timing.WHILE_ATTACKING)


@card("BSS02-002")
def dragno_commander(c: CardScript) -> None:
    """Lv2: in your turn your other Dragonoid Spirits get +2000 BP."""
    c.static(Static.BP, 2000, affects=mine(family="Dragonoid", exclude_self=True), levels=(2,),
             timing=Timing.YOUR_TURN)


@card("BSS02-003")
def dragno_bomber(c: CardScript) -> None:
    """Confront while attacking, if you have three Life or less."""
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING,
             cond=Cond.LIFE_AT_MOST, cond_arg=3)


@card("BSS02-005")
def starblade_dragon(c: CardScript) -> None:
    """Awaken; Lv2+ in your turn: when your own effect makes you draw, destroy an opposing 3000-BP Spirit. Lv3
    while attacking: when you hit the opponent's Life with three Life or less, draw two."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.DREW, once_per_event=True, levels=(2, 3), scope=Scope.MINE, timing=Timing.YOUR_TURN, flags=EventFlag.BY_MY_EFFECT).choose(
        opponents(bp_max=3000)).destroy()
    c.when(Event.LIFE_REDUCED, levels=(3,), scope=Scope.OPPONENT, timing=Timing.WHILE_ATTACKING,
           flags=EventFlag.BY_OPPONENT).if_(Cond.LIFE_AT_MOST, 3, then=lambda a: a.draw(2))


@card("BSS02-006")
def meteor_emperor_siegwurm(c: CardScript) -> None:
    """Awaken; Lv2+ attacks: draw one if it holds the Soul Core. Lv3: Confront while attacking if a Siegwurm
    Spirit card is in your Trash."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.draw(1))
    siegwurm = Filter(side=Side.MINE, zone=Zone.TRASH, types=SPIRIT_CARDS, name_contains="Siegwurm")
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(3,), timing=Timing.WHILE_ATTACKING,
             cond=Cond.COUNT_AT_LEAST, cond_arg=count_arg(siegwurm, 1))


@card("BSS02-007")
def photon_dragon(c: CardScript) -> None:
    """When it attacks, destroy an opposing Spirit of 2000 BP or less."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).choose(opponents(bp_max=2000)).destroy()


@card("BSS02-009")
def dragoon_commander_diraidalos(c: CardScript) -> None:
    """Your turn: when a Spirit or Magic of yours costing 7 or more destroys an opposing Spirit (by an effect
    or in battle), this Spirit counts as Lv3 for the turn. Lv3, your Attack Step: it has two red symbols."""
    big = mine(types=(SPIRIT, BRAVE, MAGIC), cost_min=7)
    for event in (Event.DESTROYS, Event.WON_BATTLE):
        c.when(event, levels=ALL_LEVELS, scope=Scope.MINE, subject=big, timing=Timing.YOUR_TURN).this().mod(
            Mod.SET_LEVEL, 3)
    c.static(Static.RULE, Rule.SYMBOLS, TWO_RED, levels=(3,), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS02-010")
def armorsaur_edmontsaurd(c: CardScript) -> None:
    """Lv2: in your Attack Step, draw when your Spirit holding the Soul Core wins a battle by BP."""
    c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE, subject=mine(soul=True),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)


@card("BSS02-012")
def king_vulture(c: CardScript) -> None:
    """On summon the opponent destroys one of their Nexuses costing 3 or 6; Confront while attacking if they
    have a Spirit with a When Summoned effect."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(types=(NEXUS,), costs=(3, 6)), chooser=Who.OPPONENT).destroy()
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(1, 2), timing=Timing.WHILE_ATTACKING,
             cond=Cond.OPP_CONTROLS, cond_arg=opponents(has_summon_trigger=True))


@card("BSS02-013")
def lavabeast_volrus(c: CardScript) -> None:
    """Lv2+ attacks with Confront."""
    c.keyword(Keyword.CONFRONT, levels=(2, 3), timing=Timing.WHILE_ATTACKING)


@card("BSS02-016")
def rage_dragon_emperor_ira(c: CardScript) -> None:
    """On summon destroy up to ten Spirits of 4000 BP or less (either side); Lv2+: Awaken; Lv3, your turn:
    each time it destroys an opposing Spirit (battle or effect), destroy an opposing Nexus."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(anyones(bp_max=4000), n=10).destroy()
    c.keyword(Keyword.AWAKEN, levels=(2, 3))
    c.when(Event.WON_BATTLE, levels=(3,), timing=Timing.YOUR_TURN).choose(opponents(types=(NEXUS,))).destroy()
    c.when(Event.DESTROYS, levels=(3,), timing=Timing.YOUR_TURN).choose(opponents(types=(NEXUS,))).destroy()


@card("BSS02-018")
def primal_bird_phoeneryx(c: CardScript) -> None:
    """Awaken."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))


# -- purple Spirits ------------------------------------------------------------------------------------------
@card("BSS02-020")
def avaritia(c: CardScript) -> None:
    """On summon, a Voidlord or Undead Spirit card from your Trash is summoned free, its own When Summoned
    effects silent. Lv2+: Curse while attacking; Lv3: when it attacks, the opponent takes three cores off one
    of their Spirits (their pick)."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).summon(
        mine(zone=Zone.TRASH, family=("Voidlord", "Undead")), optional=False, no_summon_trigger=True)
    c.keyword(Keyword.CURSE, levels=(2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(), chooser=Who.OPPONENT).remove_cores(3)


@card("BSS02-022")
def floating_grave_white_whale(c: CardScript) -> None:
    """On attack, discard your top three; for each Spirit card among them an opposing Spirit keeps one core.
    Lv2+ in your Attack Step: when an attack of one of your Spirits hits their Life (not Life an effect takes),
    an opposing Spirit loses a core."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).discard(3, who=Who.CONTROLLER, counting=anyones(types=SPIRIT_CARDS)).choose(
        opponents(), n=per(1)).remove_cores(ALL_BUT_ONE)
    c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).choose(
        opponents()).remove_cores(1)


@card("BSS02-023")
def gigasha(c: CardScript) -> None:
    """Immortal (costs 6-10), in either Attack Step. Lv2+: when it attacks, an opposing Spirit with one core
    cannot block this battle."""
    c.immortal(6, 10)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(cores_max=1)).mod(Mod.CANNOT_BLOCK,
                                                                         duration=Duration.BATTLE)


@card("BSS02-024")
def gravedigger_skeleton(c: CardScript) -> None:
    """On summon you may summon a Spirit card of cost 2 or less from your Trash (paying its cost); it
    enters exhausted."""
    c.when(Event.SUMMONED, levels=(1, 2)).summon(mine(zone=Zone.TRASH, cost_max=2), pay=True, exhausted=True)


@card("BSS02-027")
def avalo_paladion(c: CardScript) -> None:
    """When destroyed, an opposing Spirit loses seven cores. Lv3: at the start of either End Step, draw two if
    a Spirit of yours was destroyed this turn."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).choose(opponents()).remove_cores(7)
    c.when(Event.END_STEP_START, levels=(3,), scope=Scope.ANY).if_(
        Cond.DESTROYED_THIS_TURN, Who.CONTROLLER, then=lambda a: a.draw(2))


@card("BSS02-028")
def dark_knight_lamorak(c: CardScript) -> None:
    """When destroyed, an opposing Spirit loses a core. Lv2+ in your turn: the first of your purple Spirits
    destroyed each turn comes back from the Trash to your hand."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).choose(opponents()).remove_cores(1)
    c.when(Event.DESTROYED, levels=(2, 3), scope=Scope.MINE, subject=mine(colors=("purple",)),
           timing=Timing.YOUR_TURN).once_per_turn(lambda a: a.subject_card().to_hand())


@card("BSS02-031")
def chronos_boros(c: CardScript) -> None:
    """Destroyed by the opponent: they take three cores off one of their Spirits. Lv2+ summoned with the Soul
    Core: they send a normal core of one of their Spirits to the Void."""
    c.when(Event.DESTROYED, levels=(1, 2, 3), flags=EventFlag.BY_OPPONENT).choose(
        opponents(), chooser=Who.OPPONENT).remove_cores(3)
    c.when(Event.SUMMONED, levels=(2, 3)).if_(Cond.SOUL_PAID, then=lambda a: a.choose(
        opponents(), chooser=Who.OPPONENT).cores(CoreZone.TARGETS, CoreZone.VOID, 1, who=Who.OWNER, no_soul=True))


@card("BSS02-032")
def viperola(c: CardScript) -> None:
    """On summon, an opposing Nexus loses a core to its owner's Reserve."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(types=(NEXUS,))).remove_cores(1)


@card("BSS02-033")
def diviner_dragonaga(c: CardScript) -> None:
    """Summoned with the Soul Core: look at your top two, discard any of them, the rest back on top in any
    order."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(Cond.SOUL_PAID, then=lambda a: a.reveal(2, public=False).pick(
        revealed(), 2, dest=Dest.TRASH).rest(Dest.DECK_TOP, any_order=True))


@card("BSS02-034")
def cyclowinder(c: CardScript) -> None:
    """Immortal (costs 1-4), in either Attack Step."""
    c.immortal(1, 4)


@card("BSS02-035")
def ripper_princess_azalea(c: CardScript) -> None:
    """Curse while attacking; summoned from your hand: discard your top card, and it is exhausted if that
    card is not a Spirit card."""
    c.keyword(Keyword.CURSE, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(Cond.SUMMONED_FROM_HAND, then=lambda a: a.discard(
        1, who=Who.CONTROLLER, counting=anyones(types=NOT_SPIRIT_CARDS)).if_(
            Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.this().exhaust()))


@card("BSS02-037")
def elefogg(c: CardScript) -> None:
    """Attacks with Curse."""
    c.keyword(Keyword.CURSE, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS02-039")
def loki(c: CardScript) -> None:
    """When the opponent destroys it, summon a Mecha token. Lv3, in either Attack Step: when either player
    loses Life, you may return one of your Mecha Spirits or Mecha Nexuses to hand to refresh this Spirit."""
    c.when(Event.DESTROYED, flags=BY_OPPONENT).summon_token(MECHA)
    mecha = mine(types=(SPIRIT, BRAVE, NEXUS), family="Mecha")
    c.when(Event.LIFE_REDUCED, levels=(3,), scope=Scope.ANY, timing=Timing.EITHER_ATTACK_STEP).may(
        lambda a: a.choose(mecha).to_hand().this().refresh(), cond=Cond.CONTROL, arg=mecha)


@card("BSS02-040")
def winged_godmech_grand_woden(c: CardScript) -> None:
    """Lv1-3, in the opponent's turn: each Magic they use from hand also costs them one card discarded from hand (their
    pick, paid after the cores, before the effect; two Wodens ask two cards). Lv2-3, in your turn: when the opponent
    uses a Magic from hand, refresh this Spirit. Lv3: when a Spirit of yours is refreshed, this Spirit has +4000 BP
    for the turn."""
    c.magic_discard_cost(levels=(1, 2, 3), timing=Timing.OPP_TURN)
    (c.when(Event.MAGIC_USED, levels=(2, 3), scope=Scope.OPPONENT, flags=EventFlag.FROM_HAND, timing=Timing.YOUR_TURN)
     .this().refresh())
    c.when(Event.REFRESHED, once_per_event=True, levels=(3,), scope=Scope.MINE, subject=mine()).this().bp(WODEN_BP_BONUS)


@card("BSS02-041")
def donar(c: CardScript) -> None:
    """Armor against red and yellow. Lv2: when it attacks or blocks, you may move every core of one of your
    token Spirits onto it to draw two cards."""
    c.keyword(Keyword.ARMOR, COLOR_BITS["red"] | COLOR_BITS["yellow"], levels=(1, 2))
    token = mine(token=True)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2,)).may(
        lambda a: a.choose(token).cores(CoreZone.TARGETS, CoreZone.SELF, ALL_CORES).draw(2),
        cond=Cond.CONTROL, arg=token)


@card("BSS02-042")
def gunsmith_mime(c: CardScript) -> None:
    """On summon, if you control no more Spirits than the opponent, summon a Mecha token."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(not_(Cond.SPIRITS_MORE_THAN_OPP), then=lambda a: a.summon_token(MECHA))


@card("BSS02-044")
def merged_mechlord_mammoth_aegis(c: CardScript) -> None:
    """On summon: draw one if your hand is smaller than the opponent's, then a Void core goes to your Life if
    you have less Life than them. Lv2, opponent's turn: when it becomes exhausted, an opposing Spirit of cost
    5 or less returns to its owner's hand."""
    (c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.HAND_FEWER_THAN_OPP, then=lambda a: a.draw(1))
     .if_(Cond.LIFE_FEWER_THAN_OPP, then=lambda a: a.cores(CoreZone.VOID, CoreZone.LIFE, 1)))
    c.when(Event.EXHAUSTED, levels=(2,), timing=Timing.OPP_TURN).choose(opponents(cost_max=5)).to_hand()


@card("BSS02-045")
def blizzaster_eagle(c: CardScript) -> None:
    """Armor purple/green/yellow; Lv2: when it blocks, opposing destruction effects cannot destroy it this
    battle."""
    c.keyword(Keyword.ARMOR, colors("purple", "green", "yellow"), levels=(1, 2))
    c.when(Event.BLOCKS, levels=(2,)).this().mod(Mod.NO_EFFECT_DESTROY, duration=Duration.BATTLE)


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


@card("BSS02-047")
def ursus_polaris(c: CardScript) -> None:
    """Lv2: when it blocks, your Spirits holding the Soul Core get +3000 BP this turn."""
    c.when(Event.BLOCKS, levels=(2,)).all(mine(soul=True)).bp(3000)


@card("BSS02-050")
def polar_ice_dragon_glaceus(c: CardScript) -> None:
    """With the Soul Core on it, opposing Spirits' effects can neither pick it nor take its cores; Lv2:
    attacking, opposing Spirits of cost 3 or less cannot block it."""
    c.static(Static.UNTARGETABLE, SPIRIT_SOURCES, levels=(1, 2), cond=Cond.SELF_HAS_SOUL)
    c.static(Static.NO_CORE_REMOVAL, SPIRIT_SOURCES, levels=(1, 2), cond=Cond.SELF_HAS_SOUL)
    c.static(Static.UNBLOCKABLE_BY, levels=(2,), timing=Timing.WHILE_ATTACKING, filter2=opponents(cost_max=3))
