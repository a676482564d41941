"""BSS04 cards 051-100 (yellow, white, green and blue Spirits), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS04-060", "BSS04-061", "BSS04-065", "BSS04-066", "BSS04-067", "BSS04-068", "BSS04-075",
        "BSS04-079", "BSS04-080", "BSS04-081", "BSS04-083", "BSS04-084", "BSS04-085", "BSS04-096",
        "BSS04-099", "BSS04-100")  # fmt: skip

NEXUSES = mine(types=(NEXUS,))
REFRESHED_NEXUS = mine(types=(NEXUS,), exhausted=False)


def ascend_n(c: CardScript, n: int) -> None:
    """Ascend N: another Spirit of yours costing N or more pays (R18.2)."""
    c.ascend(Filter(cost_min=n), n)


# -- yellow Spirits ------------------------------------------------------------------------------------------
@card("BSS04-051")
def glider_rider_bourrasque(c: CardScript) -> None:
    """On summon, the opponent's top card is discarded: a Spirit card draws you a card, anything else puts a Void
    core on it."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).discard(1, who=Who.OPPONENT, counting=anyones(types=SPIRIT_CARDS))
     .if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.draw(1))
     .if_(not_(Cond.AMOUNT_AT_LEAST), 1, then=lambda a: a.cores(CoreZone.VOID, CoreZone.SELF, 1)))


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS04-052")
def frost_tiger_heavy_armor_form(c: CardScript) -> None:
    """Ascend (a Machine Beast or Android Spirit); Armor white/blue; on summon and when it blocks, up to two
    opposing Spirits of 5000 BP or less go under their owner's deck; Lv2, as the opponent's turn ends: if your
    Life is no lower than when that turn began, a Void core goes onto it."""
    c.ascend(Filter(family=(MACHINE_BEAST, "Android")))
    c.keyword(Keyword.ARMOR, colors("white", "blue"), levels=(1, 2))
    for event in (Event.SUMMONED, Event.BLOCKS):
        c.when(event, levels=(1, 2)).choose(opponents(bp_max=5000), n=2, min=0).to_deck(bottom=True)
    (c.when(Event.TURN_END, levels=(2,), scope=Scope.ANY, timing=Timing.OPP_TURN)
     .if_(Cond.LIFE_KEPT, then=lambda a: a.cores(CoreZone.VOID, CoreZone.SELF, 1)))


@card("BSS04-053")
def battery_bull(c: CardScript) -> None:
    """Lv2, opponent's Attack Step: with the Soul Core on it, opposing effects cannot destroy it."""
    c.static(Static.NO_DESTROY_BY, levels=(2,), timing=Timing.OPP_ATTACK_STEP, cond=Cond.SELF_HAS_SOUL,
             filter2=opponents(types=ANY_TYPE))


@card("BSS04-054")
def gatliphant(c: CardScript) -> None:
    """Armor red/white."""
    c.keyword(Keyword.ARMOR, colors("red", "white"), levels=ALL_LEVELS)


@card("BSS04-055")
def mecholossus_jotungrim(c: CardScript) -> None:
    """Your turn: when opposing Spirits are returned to a hand or deck, your Android and Ice Princess Spirits gain
    Armor purple/white/yellow/green this turn. Lv3 attacks: return an opposing Spirit with one symbol to its
    hand."""
    (c.when(Event.RETURNED, levels=ALL_LEVELS, scope=Scope.OPPONENT, subject=opponents(), timing=Timing.YOUR_TURN,
            once_per_event=True)
     .all(mine(family=("Android", "Ice Princess"))).gain(Keyword.ARMOR, ("purple", "white", "yellow", "green")))
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(symbols=1)).to_hand()


@card("BSS04-056")
def red_eric(c: CardScript) -> None:
    """While attacking: when an opposing Spirit costing 7 or less blocks it, that blocker goes under its owner's
    deck. Lv2+: Armor purple/white."""
    c.when(Event.BLOCKED, levels=ALL_LEVELS).all(opponents(battle=BattleRole.BLOCKING, cost_max=7)).to_deck(
        bottom=True)
    c.keyword(Keyword.ARMOR, colors("purple", "white"), levels=(2, 3))


@card("BSS04-057")
def viking_leef(c: CardScript) -> None:
    """When it attacks, return an opposing Spirit costing 3 or less to its hand."""
    c.when(Event.ATTACKS, levels=(1, 2)).choose(opponents(cost_max=3)).to_hand()


@card("BSS04-058")
def ammoknights(c: CardScript) -> None:
    """Armor white/green."""
    c.keyword(Keyword.ARMOR, colors("white", "green"), levels=(1, 2))


@card("BSS04-059")
def godmech_gae_bolg(c: CardScript) -> None:
    """Lv2 when destroyed: summon a Mecha token."""
    c.when(Event.DESTROYED, levels=(2,)).summon_token(MECHA)


@card("BSS04-062")
def valkyrie_calista(c: CardScript) -> None:
    """Your Spirits with "Valkyrie" in their name have Armor red/white/blue; Lv2, your Attack Step: it and your
    Spirits with the Soul Core cannot be blocked by Spirits of a colour of their Armor."""
    c.static(Static.KEYWORD, Keyword.ARMOR, colors("red", "white", "blue"), affects=mine(name_contains="Valkyrie"),
             levels=(1, 2))
    for who in (None, mine(soul=True)):
        c.static(Static.UNBLOCKABLE_BY, affects=who, filter2=Filter(relation=Rel.ARMOR_COLOR), levels=(2,),
                 timing=Timing.YOUR_ATTACK_STEP)


@card("BSS04-063")
def sky_emperor_le_ciel(c: CardScript) -> None:
    """Ascend 4."""
    ascend_n(c, 4)


@card("BSS04-064")
def probecraft_snapper(c: CardScript) -> None:
    """Opponent's Attack Step: when an opposing Spirit costing 4 or less attacks, refresh it. Lv2 when destroyed:
    this card returns to your hand."""
    c.when(Event.ATTACKS, levels=(1, 2), scope=Scope.OPPONENT, subject=opponents(cost_max=4),
           timing=Timing.OPP_ATTACK_STEP).this().refresh()
    c.when(Event.DESTROYED, levels=(2,)).this().to_hand()


# -- green Spirits -------------------------------------------------------------------------------------------
@card("BSS04-069")
def divine_bird_tokiwa(c: CardScript) -> None:
    """Ascend (a Preybird Spirit). On summon, if it Ascended with a Spirit costing 7 or more: exhaust every
    opposing Spirit. Lv2+ attacks: you may discard your whole hand; if a Preybird card was among it, draw until
    you hold as many cards as the opponent."""
    c.ascend(Filter(family="Preybird"))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.ASCENDED_WITH, Filter(cost_min=7), then=lambda a: a.all(
        opponents()).exhaust())
    c.when(Event.ATTACKS, levels=(2, 3)).may(
        lambda a: a.all(my_hand()).count(Count.TARGETS, my_hand(family="Preybird")).hand_discard().if_(
            Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.count(Count.HAND_SHORT_OF_OPP).draw(per(1))),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(my_hand(), 1))


@card("BSS04-070")
def rookie_ninja_sparrow(c: CardScript) -> None:
    """Swift; on summon without the Soul Core in its payment, it is exhausted."""
    c.keyword(Keyword.SWIFT)
    c.when(Event.SUMMONED, levels=(1, 2)).if_(not_(Cond.SOUL_PAID), then=lambda a: a.this().exhaust())


@card("BSS04-071")
def mother_meadowbird(c: CardScript) -> None:
    """Swift; in your Main Step it counts as costing 7 when it pays an Ascend."""
    c.keyword(Keyword.SWIFT)
    c.static(Static.RULE, Rule.COST_AS, value2=7 | COST_AS_ASCEND << COST_AS_SHIFT, levels=ALL_LEVELS,
             timing=Timing.YOUR_MAIN_STEP)


@card("BSS04-072")
def ostraura(c: CardScript) -> None:
    """On summon with the Soul Core in its payment, a Void core goes onto it."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.SOUL_PAID, then=lambda a: a.cores(CoreZone.VOID, CoreZone.SELF, 1))


@card("BSS04-073")
def gale_ninja_antshadow(c: CardScript) -> None:
    """Swift; on summon, an Antman token; Lv2+ attacks with the Soul Core on it: a Void core onto each of your
    tokens."""
    c.keyword(Keyword.SWIFT)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).summon_token(ANTMAN)
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.all(mine(token=True)).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1))


@card("BSS04-074")
def taranduus(c: CardScript) -> None:
    """Ascend 4."""
    ascend_n(c, 4)


@card("BSS04-076")
def barkmaiden_leucerium(c: CardScript) -> None:
    """When it attacks: a Void core onto another Leaf Kindred Spirit of yours or a Nexus of yours costing 3 or less.
    Lv2 when destroyed: you may summon a Spirit card costing 5 or less from your hand without paying its cost."""
    c.when(Event.ATTACKS, levels=(1, 2)).choose(mine(family="Leaf Kindred", exclude_self=True, union=mine(
        types=(NEXUS,), cost_max=3))).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    c.when(Event.DESTROYED, levels=(2,)).summon(mine(zone=Zone.HAND, types=SPIRIT_CARDS, cost_max=5), may_pay=True)


@card("BSS04-077")
def hidden_leaf_elf(c: CardScript) -> None:
    """Swift; on summon you may summon a Leaf Kindred or Preybird Spirit card from your hand, paying its cost."""
    c.keyword(Keyword.SWIFT)
    c.when(Event.SUMMONED, levels=(1, 2)).summon(
        mine(zone=Zone.HAND, types=SPIRIT_CARDS, family=("Leaf Kindred", "Preybird")), pay=True)


@card("BSS04-078")
def eldtree_guardian_branboar(c: CardScript) -> None:
    """While it attacks or blocks: refreshed when it has the higher BP at the BP comparison. Lv2, either Attack
    Step: refreshed when one of your Spirits is summoned with Swift."""
    c.when(Event.HIGHER_BP, levels=(1, 2), timing=Timing.WHILE_ATTACKING_OR_BLOCKING).this().refresh()
    c.when(Event.SUMMONED, levels=(2,), scope=Scope.MINE, subject=mine(), flags=EventFlag.BY_SWIFT,
           timing=Timing.EITHER_ATTACK_STEP).this().refresh()


@card("BSS04-082")
def waverider_gerridae(c: CardScript) -> None:
    """Swift."""
    c.keyword(Keyword.SWIFT)


# -- blue Spirits --------------------------------------------------------------------------------------------
@card("BSS04-086")
def deepsea_emperor_hydra(c: CardScript) -> None:
    """Ascend (an Aberration Spirit). When it attacks, the opponent picks one of their Spirits: their deck's top
    cards as many as its cost are discarded, then it is destroyed. Lv2+: Raid 2."""
    c.ascend(Filter(family="Aberration"))
    (c.when(Event.ATTACKS, levels=ALL_LEVELS).choose(opponents(), chooser=Who.OPPONENT).count(Count.TARGET_COST)
     .discard(per(1)).destroy())
    c.keyword(Keyword.RAID, 2, levels=(2, 3))


@card("BSS04-087")
def sharktree_fukahtu(c: CardScript) -> None:
    """[Flash] in the opponent's Attack Step: you may destroy one of your Nexuses to refresh it. Lv3 attacks:
    destroy an opposing Spirit costing 5 or 6."""
    c.activated(levels=ALL_LEVELS, timing=Timing.OPP_ATTACK_STEP).may(
        lambda a: a.choose(NEXUSES).destroy().this().refresh(), cond=Cond.CONTROL, arg=NEXUSES)
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(costs=(5, 6))).destroy()


@card("BSS04-088")
def deepwalker(c: CardScript) -> None:
    """Lv2+ blocks: you may exhaust one of your Nexuses to put a Void core on it."""
    c.when(Event.BLOCKS, levels=(2, 3)).may(
        lambda a: a.choose(REFRESHED_NEXUS).exhaust().cores(CoreZone.VOID, CoreZone.TARGETS, 1),
        cond=Cond.CONTROL, arg=REFRESHED_NEXUS)


@card("BSS04-089")
def sea_dragonlord_van_tholomew(c: CardScript) -> None:
    """On summon, destroy two opposing Spirits costing 2 or less; Lv2+: Crush +1."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents(cost_max=2), n=2).destroy()
    c.keyword(Keyword.CRUSH, 1, levels=(2, 3))


@card("BSS04-090")
def gladiator_squalo(c: CardScript) -> None:
    """On summon, it is exhausted unless you control a Nexus."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(not_(Cond.CONTROL), NEXUSES, then=lambda a: a.this().exhaust())


@card("BSS04-091")
def venus_253_gypsum(c: CardScript) -> None:
    """While attacking: +2000 BP per Nexus you control; Lv2+ while attacking: after each Magic the opponent uses
    from the hand, two Void cores onto it; Lv3: Raid 1."""
    c.static(Static.BP_PER, 2000, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING, filter2=NEXUSES)
    c.when(Event.MAGIC_USED, levels=(2, 3), scope=Scope.OPPONENT, flags=EventFlag.FROM_HAND,
           timing=Timing.WHILE_ATTACKING).cores(CoreZone.VOID, CoreZone.SELF, 2)
    c.keyword(Keyword.RAID, 1, levels=(3,))


@card("BSS04-092")
def rock_golem_custom(c: CardScript) -> None:
    """Crush +1; Lv2+ attacks: with ten or more cards in the opponent's Trash, draw three, then discard two."""
    c.keyword(Keyword.CRUSH, 1, levels=ALL_LEVELS)
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.OPP_TRASH_AT_LEAST, 10, then=lambda a: a.draw(3).discard_from_hand(2))


@card("BSS04-093")
def golem_of_the_lamp(c: CardScript) -> None:
    """Ascend 4."""
    ascend_n(c, 4)


@card("BSS04-094")
def spikeknuckle_roger(c: CardScript) -> None:
    """On summon with the Soul Core in its payment, the opponent's top six cards are discarded. Lv2+ attacks: with
    ten or more cards in the opponent's Trash, another Spirit of yours counts as its highest level this turn."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.SOUL_PAID, then=lambda a: a.discard(6))
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.OPP_TRASH_AT_LEAST, 10, then=lambda a: a.choose(
        mine(exclude_self=True)).mod(Mod.MAX_LEVEL))


@card("BSS04-095")
def trident_daetus(c: CardScript) -> None:
    """Crush +1; Lv2+ when the opponent destroys it: you may deploy a Nexus card from your Trash for free."""
    c.keyword(Keyword.CRUSH, 1, levels=ALL_LEVELS)
    c.when(Event.DESTROYED, levels=(2, 3), flags=BY_OPPONENT).summon(Filter(side=Side.MINE, zone=Zone.TRASH,
                                                                            types=(NEXUS,)))


@card("BSS04-097")
def great_javelin_morgan(c: CardScript) -> None:
    """Crush +1."""
    c.keyword(Keyword.CRUSH, 1, levels=ALL_LEVELS)


@card("BSS04-098")
def great_artificer_synthetria(c: CardScript) -> None:
    """On summon, a Golem token; Lv2+ when the opponent destroys it: you may destroy one of your Nexuses to summon
    it from the Trash for free; Lv3, at the start of your End Step: refresh all your Golem Spirits."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).summon_token(GOLEM)
    c.when(Event.DESTROYED, levels=(2, 3), flags=BY_OPPONENT).may(
        lambda a: a.choose(NEXUSES).destroy().summon(Filter(side=Side.MINE, zone=Zone.TRASH), only_self=True,
                                                     optional=False),
        cond=Cond.CONTROL, arg=NEXUSES)
    c.when(Event.END_STEP_START, levels=(3,), scope=Scope.ANY, timing=Timing.YOUR_TURN).all(
        mine(family="Golem")).refresh()
