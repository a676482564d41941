"""BSS05 cards 101-139, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS05-102")

MECHA_LEAF = "TK-MECHA-LEAF"  # the Mecha Leaf Kindred token (pybs/data/cards/TOKENS.json)


# -- blue and red Spirits ------------------------------------------------------------------------------------
@card("BSS05-101")
def clionetta(c: CardScript) -> None:
    """On summon, if the Soul Core paid for it, you may destroy a Nexus of yours to draw two cards."""
    nexus = mine(types=(NEXUS,))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.SOUL_PAID, then=lambda a: a.may(
        lambda b: b.choose(nexus).destroy().draw(2), cond=Cond.CONTROL, arg=nexus))


@card("BSS05-103")
def clioneste(c: CardScript) -> None:
    """When it attacks, draw a card, then discard one."""
    c.when(Event.ATTACKS, levels=(1, 2)).draw(1).discard_from_hand(1)


# -- Nexuses -------------------------------------------------------------------------------------------------
@card("BSS05-104")
def the_highest_peak(c: CardScript) -> None:
    """Your turn: your Spirits get +1000 BP. Lv2, your Attack Step: when a Spirit of yours is blocked, you may move
    any number of this Nexus's cores onto it."""
    c.static(Static.BP, 1000, affects=mine(), levels=(1, 2), timing=Timing.YOUR_TURN)
    c.when(Event.BLOCKED, levels=(2,), scope=Scope.MINE, subject=mine(), timing=Timing.YOUR_ATTACK_STEP).subject_card(
    ).cores(CoreZone.SELF, CoreZone.TARGETS, ALL_CORES, up_to=True)


@card("BSS05-105")
def ferocious_prison(c: CardScript) -> None:
    """When placed you may discard a card; if you do, destroy two opposing Spirits of 2000 BP or less. Lv2: as your
    End Step starts, if any Spirit was destroyed this turn, draw a card."""
    (c.when(Event.PLACED, levels=(1, 2)).choose(my_hand(), n=1, min=0).hand_discard()
     .if_(Cond.HAS_TARGETS, then=lambda a: a.choose(opponents(bp_max=2000), 2).destroy()))
    (c.when(Event.END_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.YOUR_TURN)
     .if_(Cond.DESTROYED_THIS_TURN, Who.CONTROLLER, then=lambda a: a.draw(1))
     .if_(not_(Cond.DESTROYED_THIS_TURN), Who.CONTROLLER, then=lambda a: a.if_(
         Cond.DESTROYED_THIS_TURN, Who.OPPONENT, then=lambda b: b.draw(1))))


@card("BSS05-106")
def dark_coffin_cavern(c: CardScript) -> None:
    """Your Attack Step: the first Spirit you attack with each turn gets Curse this turn. Lv2, your Attack Step:
    when Undead Spirits of yours are destroyed, destroy an opposing Spirit holding one core."""
    c.when(Event.ATTACKS, levels=(1, 2), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).if_(
        Cond.SUBJECT_FIRST_ATTACKER, then=lambda a: a.subject_card().gain(Keyword.CURSE))
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(family="Undead"),
           timing=Timing.YOUR_ATTACK_STEP, once_per_event=True).choose(opponents(cores_max=1)).destroy()


@card("BSS05-107")
def underworld_casino(c: CardScript) -> None:
    """Your turn: when you summon a Spirit costing 2, you may exhaust this Nexus to strip an opposing Spirit costing
    7 or less to one core. Lv2: when Spirits of yours costing 2 are destroyed, an opposing Spirit loses a core to
    its owner's Reserve."""
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, subject=mine(costs=(2,)), timing=Timing.YOUR_TURN).may(
        lambda a: a.this().exhaust().choose(opponents(cost_max=7)).remove_cores(ALL_BUT_ONE), cond=Cond.SELF_REFRESHED)
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(costs=(2,)), once_per_event=True).choose(
        opponents()).remove_cores(1)


@card("BSS05-108")
def four_cloud_retreat(c: CardScript) -> None:
    """Your Attack Step: opposing Spirits costing 1 or less cannot block your yellow Spirits. Lv2, either Attack
    Step: when Fabled Beast Spirits of yours are destroyed, a Void core into your Reserve."""
    c.static(Static.UNBLOCKABLE_BY, affects=mine(colors=("yellow",)), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP,
             filter2=opponents(cost_max=1))
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(family=FABLED_BEAST),
           timing=Timing.EITHER_ATTACK_STEP, once_per_event=True).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@card("BSS05-109")
def steam_powered_factory(c: CardScript) -> None:
    """Its symbol counts twice toward the cost of your Magic. Lv2, your turn, once per turn (approximation of "the
    first time": docs/EFFECTS.md): when the opponent destroys a yellow or white Spirit of yours, that card goes from
    your Trash to your hand."""
    c.static(Static.SYMBOLS_FOR, 2, levels=(1, 2), filter2=Filter(zone=Zone.HAND, types=(MAGIC,)))
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(colors=("yellow", "white")),
           flags=BY_OPPONENT, timing=Timing.YOUR_TURN).once_per_turn(lambda a: a.subject_card().to_hand())


@card("BSS05-110")
def entrance_to_the_mirrorworld(c: CardScript) -> None:
    """Opposing effects cannot discard cards from your hand. Lv2, opponent's Attack Step: when an opposing Spirit
    without Astral attacks, you may pay a core of this Nexus to refresh your cheapest Spirit."""
    c.static(Static.RULE, Rule.NO_HAND_DISCARD, levels=(1, 2))
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.OPPONENT, subject=opponents(not_keyword=Keyword.ASTRAL),
           timing=Timing.OPP_ATTACK_STEP).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 1).choose(mine(relation=Rel.COST_LEAST)).refresh(),
        cond=Cond.SELF_CORES_AT_LEAST, arg=1)


@card("BSS05-111")
def sacred_wood_research_lab(c: CardScript) -> None:
    """When placed, summon a Mecha Leaf Kindred token. Lv2: when you summon a token Spirit, you may exhaust this
    Nexus to summon one more of it, exhausted, with a normal core of your Reserve or Trash."""
    c.when(Event.PLACED, levels=(1, 2)).summon_token(MECHA_LEAF)
    c.when(Event.SUMMONED, levels=(2,), scope=Scope.MINE, subject=mine(token=True)).may(
        lambda a: a.this().exhaust().token_copy(), cond=Cond.SELF_REFRESHED)


@card("BSS05-112")
def skybound_falls(c: CardScript) -> None:
    """When a Spirit of yours is summoned it gets +2000 BP this turn. Lv2, opponent's Attack Step: when an opposing
    Spirit without Astral reduces your Life with its attack, draw a card."""
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, subject=mine()).subject_card().bp(2000)
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.OPPONENT, subject=opponents(not_keyword=Keyword.ASTRAL),
           timing=Timing.OPP_ATTACK_STEP).draw(1)


@card("BSS05-113")
def sunken_ruins(c: CardScript) -> None:
    """When placed, draw two cards then discard two. Lv2, as either Attack Step starts, you may move a core of this
    Nexus to the Void to make another Nexus of yours holding a core also a Golem Spirit with 5000 BP this turn."""
    c.when(Event.PLACED, levels=(1, 2)).draw(2).discard_from_hand(2)
    other = mine(types=(NEXUS,), exclude_self=True, cores_min=1)
    c.when(Event.ATTACK_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.EITHER_ATTACK_STEP).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.VOID, 1).choose(other).as_spirit(), cond=Cond.CONTROL, arg=other)


@card("BSS05-114")
def sealords_maw(c: CardScript) -> None:
    """Either Attack Step: when an opposing Spirit costing 2 or less attacks, a Void core onto it; when one of yours
    costing 2 or less attacks, it is destroyed. Lv2, opponent's Attack Step: after each Magic they use from the hand
    resolves, a Void core onto it."""
    c.when(Event.ATTACKS, levels=(1, 2), scope=Scope.OPPONENT, subject=opponents(cost_max=2),
           timing=Timing.EITHER_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.when(Event.ATTACKS, levels=(1, 2), scope=Scope.MINE, subject=mine(cost_max=2),
           timing=Timing.EITHER_ATTACK_STEP).this().destroy()
    c.when(Event.MAGIC_USED, levels=(2,), scope=Scope.OPPONENT, flags=EventFlag.FROM_HAND,
           timing=Timing.OPP_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)


@card("BSS05-115")
def volcanic_island(c: CardScript) -> None:
    """When destroyed you may pay a core to place it again from your Trash, exhausted and free. Lv2, your turn: when
    you discard a card from your hand, a Spirit of yours gets +3000 BP and Confront this turn."""
    c.when(Event.DESTROYED, levels=(1, 2)).may(
        lambda a: a.pay_cores(1).summon(mine(zone=Zone.TRASH, types=(NEXUS,)), only_self=True, exhausted=True,
                                         optional=False),
        cond=Cond.CORES_AT_LEAST, arg=1)
    c.when(Event.HAND_DISCARDED, levels=(2,), scope=Scope.MINE, timing=Timing.YOUR_TURN).choose(mine()).bp(3000).gain(
        Keyword.CONFRONT)


# -- Magic ---------------------------------------------------------------------------------------------------
@card("BSS05-116")
def generate_fire(c: CardScript) -> None:
    """Main: destroy every Nexus costing 3 or less that is not red. Main/Flash: a Spirit gets +3000 BP this turn."""
    c.magic(main=True, flash=False).all(anyones(types=(NEXUS,), cost_max=3, colors=("red",), not_colors=True)).destroy()
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS05-117")
def flame_disaster(c: CardScript) -> None:
    """Main/Flash: destroy an opposing Spirit of 6000 BP or less."""
    c.magic(main=True, flash=True).choose(opponents(bp_max=6000)).destroy()


@card("BSS05-118")
def hellcrack(c: CardScript) -> None:
    """Burst (you lose Life): two opposing Spirits lose a core each to their owner's Reserve. Main: destroy an
    opposing Nexus."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_MAIN).choose(opponents(), 2).remove_cores(1)
    c.magic(main=True, flash=False).choose(opponents(types=(NEXUS,))).destroy()


@card("BSS05-119")
def dino_reborn(c: CardScript) -> None:
    """Main: draw a card; Chain Purple: you may take a Terrasaur or Shadow Spirit card from your Trash into your
    hand. Main/Flash: a Spirit gets +3000 BP this turn."""
    (c.magic(main=True, flash=False).draw(1).chain("purple")
     .choose(mine(zone=Zone.TRASH, types=SPIRIT_CARDS, family=(TERRASAUR, "Shadow")), n=1, min=0).to_hand())
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS05-120")
def death_accompaniment(c: CardScript) -> None:
    """Main/Flash: three opposing Spirits without Astral lose a core each to their owner's Reserve."""
    c.magic(main=True, flash=True).choose(opponents(not_keyword=Keyword.ASTRAL), 3).remove_cores(1)


@card("BSS05-121")
def purple_haze(c: CardScript) -> None:
    """Main: an opposing Spirit loses a core to its owner's Reserve; if that destroyed it, this card returns to
    your hand. Main/Flash: a Spirit gets +3000 BP this turn."""
    c.magic(main=True, flash=False).choose(opponents()).remove_cores(1).if_(
        Cond.TARGETS_GONE, then=lambda a: a.magic_to_hand())
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS05-122")
def game_of_destruction(c: CardScript) -> None:
    """Main: an opposing Spirit gets -5000 BP this turn. Main/Flash: an opposing Spirit loses all but one core to
    its owner's Reserve."""
    c.magic(main=True, flash=False).choose(opponents()).bp(-5000)
    c.magic(main=True, flash=True).choose(opponents()).remove_cores(ALL_BUT_ONE)


@card("BSS05-123")
def hellish_birthday(c: CardScript) -> None:
    """Main: summon up to two Spirit cards costing 2 from your Trash, free; Chain Yellow: this turn your Spirits
    costing 2 cannot be blocked by opposing Spirits holding one core. Main/Flash: a Spirit gets +3000 BP."""
    (c.magic(main=True, flash=False).choose_up_to(mine(zone=Zone.TRASH, types=SPIRIT_CARDS, costs=(2,)), 2)
     .summon_targets()
     .chain("yellow").for_turn(Static.UNBLOCKABLE_BY, affects=mine(costs=(2,)), filter2=opponents(cores_max=1)))
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS05-124")
def battle_cancelation(c: CardScript) -> None:
    """Flash: in the battle it is used in, neither Spirit is destroyed by the BP comparison."""
    c.magic(main=False, flash=True).if_(Cond.IN_BATTLE, then=lambda a: a.player_mod(
        Mod.NO_BATTLE_DESTROY, duration=Duration.BATTLE, who=Who.CONTROLLER).player_mod(
        Mod.NO_BATTLE_DESTROY, duration=Duration.BATTLE, who=Who.OPPONENT))


@card("BSS05-125")
def reversal_point(c: CardScript) -> None:
    """Main/Flash: your Spirits costing 2 get Astral this turn."""
    c.magic(main=True, flash=True).all(mine(costs=(2,))).gain(Keyword.ASTRAL)


@card("BSS05-126")
def snowmelting_light(c: CardScript) -> None:
    """Main/Flash: a Spirit cannot be blocked by opposing Spirits costing 5 or less this turn; Chain White: refresh
    a Spirit of yours with one symbol."""
    (c.magic(main=True, flash=True).choose(anyones()).unblockable(by=opponents(cost_max=5))
     .chain("white").choose(mine(symbols=1)).refresh())


@card("BSS05-127")
def thunderwall(c: CardScript) -> None:
    """Main/Flash: an opposing Spirit without Astral gets -2000 BP this turn; Chain White: Spirits with 2000 BP or
    less (either player's) cannot attack this turn."""
    (c.magic(main=True, flash=True).choose(opponents(not_keyword=Keyword.ASTRAL)).bp(-2000).chain("white")
     .player_mod(Mod.CANNOT_ATTACK_BP, 2000, who=Who.CONTROLLER).player_mod(Mod.CANNOT_ATTACK_BP, 2000, who=Who.OPPONENT))


@card("BSS05-128")
def crystalline_phantasm(c: CardScript) -> None:
    """Burst (the opponent destroys your Spirit): an opposing Nexus goes back to its owner's hand. Flash: this turn
    the chosen opposing Spirit's attacks take none of your Life."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).choose(
        opponents(types=(NEXUS,))).to_hand()
    c.magic(main=False, flash=True).choose(opponents()).card_static(Static.RULE, Rule.NO_LIFE_DAMAGE)


@card("BSS05-129")
def whiteout(c: CardScript) -> None:
    """Flash: an opposing Spirit costing 4 or less goes back to its owner's hand; Chain Yellow: draw a card."""
    c.magic(main=False, flash=True).choose(opponents(cost_max=4)).to_hand().chain("yellow").draw(1)


@card("BSS05-130")
def darkness_aura(c: CardScript) -> None:
    """Main: an opposing Nexus goes on top of or under its owner's deck, its owner choosing. Flash: a Spirit of
    yours gets +3000 BP this turn, and Astral too in the opponent's turn."""
    c.magic(main=True, flash=False).choose(opponents(types=(NEXUS,))).choose_one(
        lambda a: a.to_deck(bottom=False), lambda a: a.to_deck(bottom=True), who=Who.OPPONENT)
    c.magic(main=False, flash=True).choose(mine()).bp(3000).if_(Cond.OPP_TURN, then=lambda a: a.gain(Keyword.ASTRAL))


@card("BSS05-131")
def seed_bullet(c: CardScript) -> None:
    """Burst (you lose Life): you may summon a Mecha Leaf Kindred token. Flash: an exhausted opposing Spirit goes
    back to its owner's hand."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).may(lambda a: a.summon_token(MECHA_LEAF))
    c.magic(main=False, flash=True).choose(opponents(exhausted=True)).to_hand()


@card("BSS05-132")
def binding_branch(c: CardScript) -> None:
    """Main/Flash: exhaust an opposing Spirit, or return it to its owner's hand instead if it has Astral."""
    (c.magic(main=True, flash=True).choose(opponents()).count(Count.TARGETS, Filter(keyword=Keyword.ASTRAL))
     .if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.to_hand())
     .if_(not_(Cond.AMOUNT_AT_LEAST), 1, then=lambda a: a.exhaust()))


@card("BSS05-133")
def wind_pressure(c: CardScript) -> None:
    """Main: as this turn ends, refresh your Spirits. Main/Flash: your Preybird and Leaf Kindred Spirits get +3000
    BP this turn."""
    c.magic(main=True, flash=False).later(Event.TURN_END).all(mine()).refresh()
    c.magic(main=True, flash=True).all(mine(family=("Preybird", "Leaf Kindred"))).bp(3000)


@card("BSS05-134")
def vertical_wind(c: CardScript) -> None:
    """Burst (the opponent destroys your Spirit): exhaust an opposing Spirit. Main/Flash: a Spirit gets +3000 BP."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).choose(opponents()).exhaust()
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS05-135")
def shocking_vegetation(c: CardScript) -> None:
    """Main/Flash: exhaust an opposing Spirit; Chain Blue: destroy an opposing Spirit costing 4 or less."""
    (c.magic(main=True, flash=True).choose(opponents()).exhaust()
     .chain("blue").choose(opponents(cost_max=4)).destroy())


@card("BSS05-136")
def spinning_sword(c: CardScript) -> None:
    """Main: pick the opponent's set Burst card: discard as many cards of their deck as it costs; it stays set
    (its reveal is not shown: docs/EFFECTS.md). Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).choose(opponents(zone=Zone.BURST, types=ANY_TYPE)).count(Count.TARGET_COST).discard(
        per(1))
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS05-137")
def abyss_break(c: CardScript) -> None:
    """Main: destroy an opposing Spirit costing 4 or less. Main/Flash: a Spirit gets +3000 BP this turn."""
    c.magic(main=True, flash=False).choose(opponents(cost_max=4)).destroy()
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS05-138")
def water_spout(c: CardScript) -> None:
    """Main/Flash: destroy an opposing Spirit of 5000 BP or less; Chain Blue: a Spirit of yours with one symbol
    counts as its highest level this turn."""
    (c.magic(main=True, flash=True).choose(opponents(bp_max=5000)).destroy()
     .chain("blue").choose(mine(symbols=1)).mod(Mod.MAX_LEVEL))


@card("BSS05-139")
def poseidon_crush(c: CardScript) -> None:
    """Main/Flash: destroy the opposing Spirit that costs the least; Chain Red: destroy an opposing Nexus costing 3
    or less."""
    (c.magic(main=True, flash=True).choose(opponents(relation=Rel.COST_LEAST)).destroy()
     .chain("red").choose(opponents(types=(NEXUS,), cost_max=3)).destroy())
