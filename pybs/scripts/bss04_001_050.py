"""BSS04 cards 001-050 (red Spirits, purple Spirits, yellow Spirits), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS04-003", "BSS04-006", "BSS04-010", "BSS04-014", "BSS04-015", "BSS04-017", "BSS04-021",
        "BSS04-027", "BSS04-030", "BSS04-031", "BSS04-033", "BSS04-034", "BSS04-037", "BSS04-038",
        "BSS04-042", "BSS04-046", "BSS04-047", "BSS04-049")  # fmt: skip

ASCENDED_FROM_6 = Filter(cost_min=6)  # "if this Spirit performs Ascend using a Spirit that costs 6 or more"


def ascend_n(c: CardScript, n: int) -> None:
    """Ascend N: another Spirit of yours costing N or more pays (R18.2)."""
    c.ascend(Filter(cost_min=n), n)


def cost_as_for_ascend(c: CardScript, cost: int) -> None:
    """In your Main Step, this Spirit counts as costing ``cost`` when it pays an Ascend."""
    c.static(Static.RULE, Rule.COST_AS, value2=cost | COST_AS_ASCEND << COST_AS_SHIFT, levels=ALL_LEVELS,
             timing=Timing.YOUR_MAIN_STEP)


# -- red Spirits ---------------------------------------------------------------------------------------------
@card("BSS04-001")
def rage_star_dragon_siegwurm_ira(c: CardScript) -> None:
    """Ascend 4. On summon, if it Ascended with a Spirit costing 6 or more: destroy every Spirit (both fields)
    with one symbol, then draw one card per Spirit so destroyed. Lv3, your Attack Step: your Spirits with two
    symbols get +10000 BP."""
    ascend_n(c, 4)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.ASCENDED_WITH, ASCENDED_FROM_6, then=lambda a: a.all(
        anyones(symbols=1)).destroy().count(Count.TARGETS_GONE).draw(per(1)))
    c.static(Static.BP, 10000, affects=mine(symbols=2), levels=(3,), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS04-002")
def dustwyrm_drought_dragon(c: CardScript) -> None:
    """At 3 Life or less, every reduction symbol counts as fulfilled when it is summoned from the hand; Awaken;
    on summon, destroy an opposing Spirit of 5000 BP or less."""
    c.static(Static.RULE, Rule.FULL_REDUCTION, cond=Cond.LIFE_AT_MOST, cond_arg=3)
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents(bp_max=5000)).destroy()


@card("BSS04-004")
def dracopheasant(c: CardScript) -> None:
    """Lv2+, your Attack Step: opposing Spirits blocking your Ancient Dragons do not trigger their own "When
    Blocks" effects."""
    c.static(Static.RULE, Rule.SILENCE_BLOCKS, affects=mine(family="Ancient Dragon"), levels=(2, 3),
             timing=Timing.YOUR_ATTACK_STEP)


@card("BSS04-005")
def gray_servant_of_siegwurm(c: CardScript) -> None:
    """On summon, if the Soul Core helped pay for it: the next red Spirit card with Ascend you summon this turn
    costs your Life total. Lv3 attacks: you may destroy an opposing Lv1 Nexus."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.SOUL_PAID, then=lambda a: a.next_summon_costs_life(
        mine(zone=Zone.HAND, colors=("red",), keyword=Keyword.ASCEND)))
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(types=(NEXUS,), level_max=1), min=0).destroy()


@card("BSS04-007")
def horned_general_tricera_warrior(c: CardScript) -> None:
    """Opposing effects cannot return your exhausted Spirits to a hand or deck; in your turn, while you control
    two Spirits or fewer, it counts as Lv3; Lv3: Confront while attacking."""
    c.static(Static.RULE, Rule.NO_RETURN, affects=mine(exhausted=True), levels=ALL_LEVELS)
    c.static(Static.SET_LEVEL, 3, levels=ALL_LEVELS, timing=Timing.YOUR_TURN, cond=Cond.COUNT_AT_MOST,
             cond_arg=count_arg(mine(), 2))
    c.keyword(Keyword.CONFRONT, levels=(3,), timing=Timing.WHILE_ATTACKING)


@card("BSS04-008")
def gatecrusher(c: CardScript) -> None:
    """It cannot block in the opponent's Attack Step; Lv3: Confront while attacking."""
    c.static(Static.CANNOT_BLOCK, levels=ALL_LEVELS, timing=Timing.OPP_ATTACK_STEP)
    c.keyword(Keyword.CONFRONT, levels=(3,), timing=Timing.WHILE_ATTACKING)


@card("BSS04-009")
def dinocarrier_apato(c: CardScript) -> None:
    """Ascend 4."""
    ascend_n(c, 4)


@card("BSS04-011")
def thunder_dragonlord_rayblitz(c: CardScript) -> None:
    """Awaken; Lv2+, your Attack Step: draw a card when one of your Spirits with Awaken is blocked."""
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)
    c.when(Event.BLOCKED, levels=(2, 3), scope=Scope.MINE, subject=mine(keyword=Keyword.AWAKEN),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)


@card("BSS04-012")
def el_diablord(c: CardScript) -> None:
    """Awaken."""
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)


@card("BSS04-013")
def precious_cub_taiga(c: CardScript) -> None:
    """Lv2+ attacks: draw a card if you control a Spirit with Ascend."""
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.CONTROL, mine(keyword=Keyword.ASCEND), then=lambda a: a.draw(1))


@card("BSS04-016")
def edgehog(c: CardScript) -> None:
    """On summon, destroy an opposing Spirit of 3000 BP or less."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(bp_max=3000)).destroy()


# -- purple Spirits ------------------------------------------------------------------------------------------
@card("BSS04-018")
def dark_dragon_knight_rixa(c: CardScript) -> None:
    """Ascend (a Shadow or Nightling Spirit). On summon, if it Ascended with a Spirit costing 6 or more: one core
    of each opposing Spirit and Nexus goes to its owner's Trash. Lv2+ attacks: you may summon a Spirit card
    costing 6 or less from your Trash for free."""
    c.ascend(Filter(family=("Shadow", "Nightling")))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.ASCENDED_WITH, ASCENDED_FROM_6, then=lambda a: a.all(
        opponents(types=(SPIRIT, NEXUS))).remove_cores(1, to=CoreZone.TRASH))
    c.when(Event.ATTACKS, levels=(2, 3)).summon(Filter(side=Side.MINE, zone=Zone.TRASH, types=SPIRIT_CARDS,
                                                       cost_max=6))


@card("BSS04-019")
def dark_knight_percival(c: CardScript) -> None:
    """On summon you may pay your Soul Core (to the Trash) to summon a purple Spirit card costing 4 or less from
    your Trash, exhausted and free."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).may(
        lambda a: a.cores(CoreZone.SOUL, CoreZone.TRASH, 1).summon(
            Filter(side=Side.MINE, zone=Zone.TRASH, types=SPIRIT_CARDS, colors=("purple",), cost_max=4),
            exhausted=True, optional=False),
        cond=Cond.SOUL_AVAILABLE)


@card("BSS04-020")
def warden_gargoyle(c: CardScript) -> None:
    """On summon from the Trash: two cores of an opposing Spirit go to its owner's Reserve. In your Main Step it
    counts as costing 6 when it pays an Ascend."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.EVENT_FLAGS, EventFlag.FROM_TRASH, then=lambda a: a.choose(
        opponents()).remove_cores(2))
    cost_as_for_ascend(c, 6)


@card("BSS04-022")
def mirrorcaster_ouroborsha(c: CardScript) -> None:
    """On summon you may discard the top three cards of your deck to draw a card. Lv2+ attacks: you may destroy
    one of your Spirits with Curse to make the opponent destroy one of their Spirits (their choice)."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).may(lambda a: a.discard(3, who=Who.CONTROLLER).draw(1),
                                                  cond=Cond.DECK_AT_LEAST, arg=3)
    cursed = mine(keyword=Keyword.CURSE)
    c.when(Event.ATTACKS, levels=(2, 3)).may(
        lambda a: a.choose(cursed).destroy().choose(opponents(), chooser=Who.OPPONENT).destroy(),
        cond=Cond.CONTROL, arg=cursed)


@card("BSS04-023")
def hakuja_the_wizard(c: CardScript) -> None:
    """Curse while attacking; Lv2 when destroyed: an opposing Spirit loses a core to its Reserve, and if that
    destroys it, draw a card."""
    c.keyword(Keyword.CURSE, levels=(1, 2))  # printed "while attacking": it acts on attacks only anyway
    c.when(Event.DESTROYED, levels=(2,)).choose(opponents()).remove_cores(1).if_(
        Cond.TARGETS_GONE, then=lambda a: a.draw(1))


@card("BSS04-024")
def great_amethyst_serpent_zaum(c: CardScript) -> None:
    """Ascend 4."""
    ascend_n(c, 4)


@card("BSS04-025")
def falseframe_angel_falso(c: CardScript) -> None:
    """Counts as costing 5 in the Trash. On summon, each exhausted opposing Spirit loses two cores to its Reserve.
    Lv2+, your Attack Step: when one of your Spirits is blocked, the blocker loses a core to its Reserve per
    symbol of that Spirit."""
    c.static(Static.RULE, Rule.COST_AS, value2=5 | COST_AS_TRASH << COST_AS_SHIFT)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).all(opponents(exhausted=True)).remove_cores(2)
    c.when(Event.BLOCKED, levels=(2, 3), scope=Scope.MINE, subject=mine(), timing=Timing.YOUR_ATTACK_STEP).count(
        Count.SYMBOLS_ON, 0).blocker().remove_cores(per(1))


@card("BSS04-026")
def voidlord_corpse_morsdemon(c: CardScript) -> None:
    """On summon you may discard a Voidlord, Familiar or Undead Spirit card from your hand to draw a card."""
    kin = Filter(side=Side.MINE, zone=Zone.HAND, types=SPIRIT_CARDS, family=("Voidlord", "Familiar", "Undead"))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(kin, n=1, min=0).hand_discard().if_(
        Cond.HAS_TARGETS, then=lambda a: a.draw(1))


@card("BSS04-028")
def darkness_count(c: CardScript) -> None:
    """Opponent's turn: when one of your Spirits with Curse is destroyed, an opposing Spirit loses a core to its
    Reserve. Lv2+ attacks: an opposing Spirit loses all but one core to its Reserve."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS, scope=Scope.MINE, subject=mine(keyword=Keyword.CURSE),
           timing=Timing.OPP_TURN).choose(opponents()).remove_cores(1)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents()).remove_cores(ALL_BUT_ONE)


@card("BSS04-029")
def wolfknight_lougar(c: CardScript) -> None:
    """Curse while attacking (scripted without the timing: "your Spirits with Curse" see it)."""
    c.keyword(Keyword.CURSE, levels=(1, 2))


@card("BSS04-032")
def crowcat(c: CardScript) -> None:
    """Immortal (cost 9-10), in either Attack Step."""
    c.immortal(9, 10)


# -- yellow Spirits ------------------------------------------------------------------------------------------
@card("BSS04-035")
def reborn_turtle_mock_genbu(c: CardScript) -> None:
    """Ascend (a Fabled Beast or Otherlander Spirit). On summon, up to as many opposing Spirits as you have
    yellow symbols get -3000 BP this turn. Lv2+, your Attack Step: your Spirits costing your Life total have
    Blessed."""
    c.ascend(Filter(family=(FABLED_BEAST, "Otherlander")))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).count(Count.FIELD_SYMBOLS, color_bits("yellow")).choose(
        opponents(), n=per(1), min=0).bp(-3000)
    c.static(Static.KEYWORD, Keyword.BLESSED, affects=mine(relation=Rel.COST_IS_LIFE), levels=(2, 3),
             timing=Timing.YOUR_ATTACK_STEP)


@card("BSS04-036")
def perilbeast_hundun(c: CardScript) -> None:
    """When destroyed: reveal the top three, add a Fabled Beast Spirit card among them to your hand, the rest
    under the deck in any order. Lv2+ attacks or blocks: an opposing Spirit cannot attack or block this turn."""
    (c.when(Event.DESTROYED, levels=ALL_LEVELS).reveal(3)
     .pick(revealed(types=SPIRIT_CARDS, family=FABLED_BEAST)).rest(Dest.DECK_BOTTOM, any_order=True))
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).choose(opponents()).mod(Mod.CANNOT_ATTACK).mod(Mod.CANNOT_BLOCK)


@card("BSS04-039")
def eat_me_cake(c: CardScript) -> None:
    """On summon: reveal the top three, add a Spirit card with Ascend among them to your hand, the rest under the
    deck in any order."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).reveal(3)
     .pick(revealed(types=SPIRIT_CARDS, keyword=Keyword.ASCEND)).rest(Dest.DECK_BOTTOM, any_order=True))


@card("BSS04-040")
def galloping_black_knight(c: CardScript) -> None:
    """Your Attack Step: when an attack of yours reduces the opponent's Life, a refreshed opposing Spirit gets
    -3000 BP this turn."""
    c.when(Event.ATTACK_HIT, levels=ALL_LEVELS, scope=Scope.MINE, subject=mine(),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents(exhausted=False)).bp(-3000)


@card("BSS04-041")
def spadebeast_leo(c: CardScript) -> None:
    """Ascend 4."""
    ascend_n(c, 4)


@card("BSS04-043")
def angel_of_life_florasera(c: CardScript) -> None:
    """Either Attack Step: after the first Magic you use each turn resolves, you may reveal your top four cards
    and summon a Spirit card costing 2 among them for free, the rest to the Trash. Lv2+, at the start of your
    Attack Step: one normal core from your Trash onto it per Spirit of yours with Luster. Lv3: Luster."""
    (c.when(Event.MAGIC_USED, levels=ALL_LEVELS, scope=Scope.MINE, timing=Timing.EITHER_ATTACK_STEP)
     .once_per_turn(lambda a: a.may(lambda b: b.reveal(4).summon(revealed(types=SPIRIT_CARDS, costs=(2,)),
                                                                optional=False).rest(Dest.TRASH),
                                    cond=Cond.DECK_AT_LEAST, arg=1)))
    (c.when(Event.ATTACK_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.YOUR_ATTACK_STEP)
     .count_matching(mine(keyword=Keyword.LUSTER)).cores(CoreZone.TRASH, CoreZone.SELF, per(1), no_soul=True))
    c.keyword(Keyword.LUSTER, levels=(3,))  # printed "while attacking": it acts on attacks only anyway


@card("BSS04-044")
def rearing_angel_materielle(c: CardScript) -> None:
    """At the start of your Start Step, your Spirits costing 2 or less gain Luster this turn. Lv3 attacks: you may
    discard a Spirit card costing 2 from your hand to return a yellow Magic card from your Trash to your hand."""
    c.when(Event.START_STEP, levels=ALL_LEVELS, scope=Scope.MINE).all(mine(cost_max=2)).gain(Keyword.LUSTER)
    two = Filter(side=Side.MINE, zone=Zone.HAND, types=SPIRIT_CARDS, costs=(2,))
    magic = Filter(side=Side.MINE, zone=Zone.TRASH, types=(MAGIC,), colors=("yellow",))
    c.when(Event.ATTACKS, levels=(3,)).may(
        lambda a: a.choose(two).hand_discard().choose(magic).to_hand(),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(two, 1))


@card("BSS04-045")
def resignation_angel_cineres(c: CardScript) -> None:
    """When an opposing effect or battle destroys it: refresh every Spirit (both fields) costing 2. Lv2+ attacks:
    an opposing Spirit gets -1000 BP this turn."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS, flags=EventFlag.BY_OPPONENT).all(anyones(costs=(2,))).refresh()
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents()).bp(-1000)


@card("BSS04-048")
def unbrave_leo(c: CardScript) -> None:
    """Lv3: Blessed while attacking."""
    c.keyword(Keyword.BLESSED, levels=(3,))


@card("BSS04-050")
def detective_pentan(c: CardScript) -> None:
    """Lv2 when destroyed with the Soul Core on it: return a yellow Magic card from your Trash to your hand."""
    c.when(Event.DESTROYED, levels=(2,)).if_(Cond.SUBJECT_HAD_SOUL, then=lambda a: a.choose(
        Filter(side=Side.MINE, zone=Zone.TRASH, types=(MAGIC,), colors=("yellow",))).to_hand())
