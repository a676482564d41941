"""BSS04 cards 101-139 (blue Spirits, Nexuses, Magics), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS04-101", "BSS04-103")  # fmt: skip

NEXUSES = mine(types=(NEXUS,))
REFRESHED_NEXUS = mine(types=(NEXUS,), exhausted=False)
ASCENDERS = mine(keyword=Keyword.ASCEND)  # "your Spirits with Ascend"


def plus_bp(c: CardScript, amount: int) -> None:
    """Main/Flash: a Spirit (either side) gets ``amount`` BP this turn."""
    c.magic(main=True, flash=True).choose(anyones()).bp(amount)


def draw_on_their_hit(c: CardScript, attacker: Filter) -> None:
    """Lv1-2, opponent's Attack Step: draw a card when an attack of an opposing Spirit matching ``attacker``
    reduces your Life."""
    c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.OPPONENT, subject=attacker,
           timing=Timing.OPP_ATTACK_STEP).draw(1)


# -- blue Spirits --------------------------------------------------------------------------------------------
@card("BSS04-102")
def harp_princess_pollon(c: CardScript) -> None:
    """On summon: reveal the top five, deploy a Nexus card costing 4 or less among them for free, the rest to the
    Trash. Lv2+, at the start of your End Step, while it is exhausted: you may exhaust one of your Nexuses to
    refresh it and discard the opponent's top three cards."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).reveal(5)
     .summon(revealed(types=(NEXUS,), cost_max=4), optional=False).rest(Dest.TRASH))
    (c.when(Event.END_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.YOUR_TURN)
     .if_(not_(Cond.SELF_REFRESHED), then=lambda a: a.may(
         lambda b: b.choose(REFRESHED_NEXUS).exhaust().this().refresh().discard(3),
         cond=Cond.CONTROL, arg=REFRESHED_NEXUS)))


# -- Nexuses -------------------------------------------------------------------------------------------------
@card("BSS04-104")
def eldened_dragons_jaw(c: CardScript) -> None:
    """Your turn: your exhausted Spirits get +1000 BP per symbol. Lv2, your Attack Step: when your Ancient Dragon
    is blocked, it is refreshed if its BP leads the blocker's by 5000 or more."""
    c.static(Static.BP_PER_SYMBOL, 1000, affects=mine(exhausted=True), levels=(1, 2), timing=Timing.YOUR_TURN)
    c.when(Event.BLOCKED, scope=Scope.MINE, subject=mine(family="Ancient Dragon"), levels=(2,),
           timing=Timing.YOUR_ATTACK_STEP).if_(Cond.ATTACKER_BP_LEAD, 5000, then=lambda a: a.subject_card().refresh())


@card("BSS04-105")
def temple_of_the_sunstone(c: CardScript) -> None:
    """Opponent's Attack Step: draw when an opposing Spirit of 3000 BP or less hits your Life. Lv2, your Attack
    Step: draw when one of your Spirits with Ascend hits the opponent's Life."""
    draw_on_their_hit(c, opponents(bp_max=3000))
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.MINE, subject=ASCENDERS,
           timing=Timing.YOUR_ATTACK_STEP).draw(1)


@card("BSS04-106")
def city_of_shadows(c: CardScript) -> None:
    """Either Attack Step: when an opposing effect places a Void core onto a Spirit or into its controller's
    Reserve, a Void core goes onto this Nexus. Lv2, opponent's turn: opposing effects cannot exhaust your Shadow
    Spirits."""
    theirs = opponents(types=())
    for event, scope in ((Event.CORES_PLACED, Scope.ANY), (Event.RESERVE_GAINED, Scope.OPPONENT)):
        c.when(event, levels=(1, 2), scope=scope, flags=EventFlag.FROM_VOID, source=theirs,
               timing=Timing.EITHER_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.static(Static.RULE, Rule.NO_EXHAUST, affects=mine(family="Shadow"), levels=(2,), timing=Timing.OPP_TURN)


@card("BSS04-107")
def red_sand_hourglass(c: CardScript) -> None:
    """Opponent's Attack Step: when an opposing Spirit costing 4 or less hits your Life, it loses a core to its
    Reserve. Lv2, your Attack Step: when your Spirit with Ascend attacks, you may discard a card to take a core
    of an opposing Spirit to its Reserve."""
    c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.OPPONENT, subject=opponents(cost_max=4),
           timing=Timing.OPP_ATTACK_STEP).subject_card().remove_cores(1)
    (c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=ASCENDERS, timing=Timing.YOUR_ATTACK_STEP)
     .choose(my_hand(), n=1, min=0).hand_discard()
     .if_(Cond.HAS_TARGETS, then=lambda a: a.choose(opponents()).remove_cores(1)))


@card("BSS04-108")
def flower_palace(c: CardScript) -> None:
    """Your Attack Step: draw when one of your Lv2+ Spirits is destroyed by an opposing Spirit (in battle or by its
    effect). Lv2, opponent's Attack Step: when an opposing effect discards a card from your deck, a Void core
    goes onto this Nexus."""
    lv2 = mine(level_min=2)
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=lv2, flags=EventFlag.IN_BATTLE,
           timing=Timing.YOUR_ATTACK_STEP).draw(1)
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=lv2, flags=BY_OPPONENT,
           source=opponents(types=SPIRITS), timing=Timing.YOUR_ATTACK_STEP).draw(1)
    c.when(Event.DECK_DISCARDED, levels=(2,), scope=Scope.MINE, flags=BY_OPPONENT,
           timing=Timing.OPP_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)


@card("BSS04-109")
def ruler_mountains(c: CardScript) -> None:
    """Opponent's Attack Step: draw when an opposing Spirit costing 3 or less hits your Life. Lv2, your Attack
    Step: when your Spirit with Ascend is blocked, the blocker counts as Lv1 this turn."""
    draw_on_their_hit(c, opponents(cost_max=3))
    c.when(Event.BLOCKED, levels=(2,), scope=Scope.MINE, subject=ASCENDERS,
           timing=Timing.YOUR_ATTACK_STEP).blocker().mod(Mod.SET_LEVEL, 1)


@card("BSS04-110")
def permafrost_palace(c: CardScript) -> None:
    """Your turn: draw a card when the opponent's own effect makes them draw. Lv2, your Attack Step: when one of
    your Android or Ice Princess Spirits is destroyed, return an opposing Spirit to its hand."""
    c.when(Event.DREW, levels=(1, 2), scope=Scope.OPPONENT, flags=EventFlag.BY_OWN_EFFECT, timing=Timing.YOUR_TURN,
           once_per_event=True).draw(1)
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(family=("Android", "Ice Princess")),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents()).to_hand()


@card("BSS04-111")
def frozen_waterfall(c: CardScript) -> None:
    """Opponent's turn: your Spirits costing 6 or more get +2000 BP. Lv2, your Attack Step: when a battle of your
    Spirit with Ascend ends, you may pay three cores of this Nexus to refresh that Spirit."""
    c.static(Static.BP, 2000, affects=mine(cost_min=6), levels=(1, 2), timing=Timing.OPP_TURN)
    c.when(Event.BATTLED, levels=(2,), scope=Scope.MINE, subject=ASCENDERS, timing=Timing.YOUR_ATTACK_STEP).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 3).subject_card().refresh(),
        cond=Cond.SELF_CORES_AT_LEAST, arg=3)


@card("BSS04-112")
def forest_of_the_sacred_conifer(c: CardScript) -> None:
    """At the start of the opponent's End Step you may summon a Spirit card with Swift from your hand, paying its
    cost. Lv2, your Attack Step: when your Spirit with the Soul Core on it hits the opponent's Life, a Void core
    goes to your Reserve."""
    c.when(Event.END_STEP_START, levels=(1, 2), scope=Scope.ANY, timing=Timing.OPP_TURN).summon(
        my_hand(types=SPIRIT_CARDS, keyword=Keyword.SWIFT), pay=True)
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.MINE, subject=mine(soul=True),
           timing=Timing.YOUR_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@card("BSS04-113")
def sacred_totem_poles(c: CardScript) -> None:
    """Opponent's Attack Step: when an opposing Spirit costing 3 or less hits your Life, the opponent exhausts one
    of their refreshed Spirits (their choice). Lv2, your Attack Step: when your Spirit with Ascend has the higher
    BP at the comparison, a core of the opponent's Life goes to their Reserve."""
    c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.OPPONENT, subject=opponents(cost_max=3),
           timing=Timing.OPP_ATTACK_STEP).choose(opponents(exhausted=False), chooser=Who.OPPONENT).exhaust()
    c.when(Event.HIGHER_BP, levels=(2,), scope=Scope.MINE, subject=ASCENDERS, timing=Timing.YOUR_ATTACK_STEP).cores(
        CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT)


@card("BSS04-114")
def great_sapphire_labyrinth(c: CardScript) -> None:
    """Your Main Step: when your Aberration costing 3 or more is summoned, a Void core goes onto this Nexus. Lv2,
    your Main Step: you may exhaust it to summon a Spirit card with Ascend without its Ascend cost."""
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, subject=mine(family="Aberration", cost_min=3),
           timing=Timing.YOUR_MAIN_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.static(Static.RULE, Rule.ASCEND_WAIVE, levels=(2,), timing=Timing.YOUR_MAIN_STEP)


@card("BSS04-115")
def erupting_submarine_volcano(c: CardScript) -> None:
    """When destroyed: return a Nexus card costing 4 or more from your Trash to your hand. Lv2, your turn: when
    your Aberration destroys an opposing Spirit (by its effect or in battle), discard the opponent's top three
    cards."""
    c.when(Event.DESTROYED, levels=(1, 2)).choose(Filter(side=Side.MINE, zone=Zone.TRASH, types=(NEXUS,),
                                                         cost_min=4)).to_hand()
    for event in (Event.DESTROYS, Event.WON_BATTLE):
        c.when(event, levels=(2,), scope=Scope.MINE, subject=mine(family="Aberration"),
               timing=Timing.YOUR_TURN).discard(3)


# -- Magics --------------------------------------------------------------------------------------------------
@card("BSS04-116")
def ancient_draw(c: CardScript) -> None:
    """Main: draw two, then reveal the top three: every Spirit card with Ascend among them to your hand, the rest
    under the deck in any order. Main/Flash: a Spirit gets +5000 BP this turn."""
    (c.magic(main=True, flash=False).draw(2).reveal(3)
     .pick_all(revealed(types=SPIRIT_CARDS, keyword=Keyword.ASCEND)).rest(Dest.DECK_BOTTOM, any_order=True))
    plus_bp(c, 5000)


@card("BSS04-117")
def mind_flare(c: CardScript) -> None:
    """Main/Flash: destroy an opposing Spirit of 3000 BP or less."""
    c.magic(main=True, flash=True).choose(opponents(bp_max=3000)).destroy()


@card("BSS04-118")
def excavation(c: CardScript) -> None:
    """Main/Flash: a Spirit gets +4000 BP this turn."""
    plus_bp(c, 4000)


@card("BSS04-119")
def buster_lance(c: CardScript) -> None:
    """Main: destroy an opposing Nexus costing 4 or less. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).choose(opponents(types=(NEXUS,), cost_max=4)).destroy()
    plus_bp(c, 2000)


@card("BSS04-120")
def doubly_deadly(c: CardScript) -> None:
    """Flash: destroy one of your Spirits to make the opponent destroy two of their Spirits with one symbol
    (their choice)."""
    c.magic(main=False, flash=True).if_(Cond.CONTROL, mine(), then=lambda a: a.choose(mine()).destroy().choose(
        opponents(symbols=1), n=2, chooser=Who.OPPONENT).destroy())


@card("BSS04-121")
def curse_enchantment(c: CardScript) -> None:
    """Main/Flash: one of your Spirits gains Curse this turn."""
    c.magic(main=True, flash=True).choose(mine()).gain(Keyword.CURSE)


@card("BSS04-122")
def elimination(c: CardScript) -> None:
    """Flash: an opposing Spirit loses a core to its Reserve."""
    c.magic(main=False, flash=True).choose(opponents()).remove_cores(1)


@card("BSS04-123")
def death_sword(c: CardScript) -> None:
    """Main: destroy an exhausted opposing Spirit. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).choose(opponents(exhausted=True)).destroy()
    plus_bp(c, 2000)


@card("BSS04-124")
def key_of_intrusion(c: CardScript) -> None:
    """Costs 4 when used from the hand in your Main Step. Main: reveal the top four, add an Angel Spirit card
    among them to your hand, the rest to the Trash. Flash: an opposing Spirit gets -8000 BP this turn."""
    c.static(Static.COST_IN_HAND, 4, cond=Cond.MY_MAIN_STEP)
    (c.magic(main=True, flash=False).reveal(4).pick(revealed(types=SPIRIT_CARDS, family="Angel"))
     .rest(Dest.TRASH))
    c.magic(main=False, flash=True).choose(opponents()).bp(-8000)


@card("BSS04-125")
def rhetorical_reversal(c: CardScript) -> None:
    """Burst (after you lose Life): an opposing Spirit gets -3000 BP this turn; then its Flash effect may be paid
    for. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).choose(opponents()).bp(-3000)
    plus_bp(c, 2000)


@card("BSS04-126")
def cats_eye(c: CardScript) -> None:
    """Main: an opposing Spirit counts as Lv1 this turn. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).choose(opponents()).mod(Mod.SET_LEVEL, 1)
    plus_bp(c, 2000)


@card("BSS04-127")
def lightning_attack(c: CardScript) -> None:
    """Main: draw a card. Flash: an opposing Spirit gets -2000 BP this turn."""
    c.magic(main=True, flash=False).draw(1)
    c.magic(main=False, flash=True).choose(opponents()).bp(-2000)


@card("BSS04-128")
def blizzard_wall(c: CardScript) -> None:
    """Burst (after you lose Life): return an opposing Spirit with one symbol to its hand; then its Flash effect may
    be paid for. Flash: this turn, attacks of the opponent's non-token Spirits costing 4 or less cannot reduce your
    Life to 0."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).choose(opponents(symbols=1)).to_hand()
    c.magic(main=False, flash=True).for_turn(Static.RULE, affects=opponents(token=False, cost_max=4),
                                             value=Rule.LIFE_FLOOR)


@card("BSS04-129")
def life_saving(c: CardScript) -> None:
    """Main: a Void core into your Life if you have less Life than the opponent. Main/Flash: a Spirit gets +2000
    BP this turn."""
    c.magic(main=True, flash=False).if_(Cond.LIFE_FEWER_THAN_OPP, then=lambda a: a.cores(
        CoreZone.VOID, CoreZone.LIFE, 1))
    plus_bp(c, 2000)


@card("BSS04-130")
def high_ether(c: CardScript) -> None:
    """Main: as this turn ends, refresh all your Spirits. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).later(Event.TURN_END, once_per_event=True).all(mine()).refresh()
    plus_bp(c, 2000)


@card("BSS04-131")
def dream_hand(c: CardScript) -> None:
    """Main: return an opposing Spirit to its hand. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).choose(opponents()).to_hand()
    plus_bp(c, 2000)


@card("BSS04-132")
def binding_thorn(c: CardScript) -> None:
    """Main/Flash: exhaust an opposing Spirit with one symbol."""
    c.magic(main=True, flash=True).choose(opponents(symbols=1)).exhaust()


@card("BSS04-133")
def mistral_core(c: CardScript) -> None:
    """Main: a Void core into your Reserve. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    plus_bp(c, 2000)


@card("BSS04-134")
def divine_wind(c: CardScript) -> None:
    """Main/Flash: one of your Spirits gains Gale 2 this turn."""
    c.magic(main=True, flash=True).choose(mine()).gain(Keyword.GALE, 2)


@card("BSS04-135")
def absorb_power(c: CardScript) -> None:
    """Main/Flash: refresh a Spirit; it gets +3000 BP this turn."""
    c.magic(main=True, flash=True).choose(anyones()).refresh().bp(3000)


@card("BSS04-136")
def raging_tide(c: CardScript) -> None:
    """Main/Flash: destroy every non-token Spirit (both fields) costing 3 or less; if two or more were destroyed, a
    Void core goes to your Reserve."""
    (c.magic(main=True, flash=True).all(anyones(cost_max=3, token=False)).destroy().count(Count.TARGETS_GONE)
     .if_(Cond.AMOUNT_AT_LEAST, 2, then=lambda a: a.cores(CoreZone.VOID, CoreZone.RESERVE, 1)))


@card("BSS04-137")
def double_biceps(c: CardScript) -> None:
    """Flash: one of your attacking or blocking Spirits counts as its highest level this turn."""
    c.magic(main=False, flash=True).choose(mine(battle=BattleRole.ATTACKING, union=mine(battle=BattleRole.BLOCKING))).mod(Mod.MAX_LEVEL)


@card("BSS04-138")
def call_of_the_deep(c: CardScript) -> None:
    """Main/Flash: destroy an opposing Spirit costing 4 or less."""
    c.magic(main=True, flash=True).choose(opponents(cost_max=4)).destroy()


@card("BSS04-139")
def finishing_blow(c: CardScript) -> None:
    """Main: draw two, then discard a card. Main/Flash: a Spirit gets +3000 BP this turn."""
    c.magic(main=True, flash=False).draw(2).discard_from_hand(1)
    plus_bp(c, 3000)
