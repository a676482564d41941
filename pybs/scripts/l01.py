"""L01 cards 001-010, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

AEGIS_FAMILIES = ("Imperator", "Aegis General")  # L01-005, L01-009


# -- Spirits ---------------------------------------------------------------------------------------------------
@card("L01-001")
def six_aegis_emperor_kei(c: CardScript) -> None:
    """When summoned, one Spirit card of each of purple, yellow, white, green and blue comes back from your Trash to
    your hand (each pick a card not picked yet); Lv3 attacks: destroy up to one opposing Spirit of 3000 BP or less
    for each distinct symbol colour among your Spirits."""
    ws = c.when(Event.SUMMONED, levels=(1, 2, 3))
    for colour in ("purple", "yellow", "white", "green", "blue"):
        ws.choose(mine(zone=Zone.TRASH, types=SPIRIT_CARDS, colors=(colour,)), keep=True)
    ws.to_hand()
    c.when(Event.ATTACKS, levels=(3,)).count(Count.SYMBOL_COLORS).choose(opponents(bp_max=3000), n=per(1)).destroy()


@card("L01-002")
def heroic_wyrm_lord_dragon(c: CardScript) -> None:
    """Confront while attacking if you have a Burst set; Lv3 while attacking, an opposing Burst activated that shares
    no colour with a symbol on its owner's field costs them a Life core to their Reserve."""
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING,
             cond=Cond.BURST_SET, cond_arg=Who.CONTROLLER)
    c.when(Event.BURST_ACTIVATED, levels=(3,), scope=Scope.OPPONENT, timing=Timing.WHILE_ATTACKING).if_(
        Cond.SUBJECT_NO_FIELD_COLOR, then=lambda a: a.cores(CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT))


@card("L01-003")
def imperator_manaka(c: CardScript) -> None:
    """When summoned, destroy an opposing Voidlord Spirit; Lv2+ attacks: you may attack an exhausted opposing
    Spirit; Lv3 while attacking, +5000 BP per War Dragon or Aegis General Spirit you control."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(family="Voidlord")).destroy()
    c.when(Event.ATTACKS, levels=(2, 3)).may(lambda a: a.choose(opponents(exhausted=True)).attack_it(),
                                             cond=Cond.OPP_CONTROLS, arg=opponents(exhausted=True))
    c.static(Static.BP_PER, 5000, levels=(3,), timing=Timing.WHILE_ATTACKING,
             filter2=mine(family=("War Dragon", "Aegis General")))


@card("L01-004")
def light_aegis_general_failinis(c: CardScript) -> None:
    """When summoned, you may make an opposing Spirit a Voidlord (as well) this turn."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(), min=0).card_static(Static.FAMILY, "Voidlord")


@card("L01-005")
def ice_aegis_general_al_belt_07(c: CardScript) -> None:
    """Lv2, in either Attack Step: your Imperator and Aegis General Spirits have Armor (red, purple, white)."""
    c.static(Static.KEYWORD, Keyword.ARMOR, colors("red", "purple", "white"), affects=mine(family=AEGIS_FAMILIES),
             levels=(2,), timing=Timing.EITHER_ATTACK_STEP)


@card("L01-006")
def wind_aegis_general_tokiwa(c: CardScript) -> None:
    """From your Trash, as your opponent's End Step starts: with fewer cards in hand than them, you may pay your
    Soul Core (to the Trash) to return this card to your hand. Lv2+: Gale 2 (it acts only on an attack)."""
    c.when(Event.END_STEP_START, scope=Scope.ANY, timing=Timing.OPP_TURN, zone=Zone.TRASH).if_(
        Cond.HAND_FEWER_THAN_OPP, then=lambda a: a.may(
            lambda b: b.cores(CoreZone.SOUL, CoreZone.TRASH, 1).this().to_hand(), cond=Cond.SOUL_MOVABLE))
    c.keyword(Keyword.GALE, 2, levels=(2, 3))


@card("L01-007")
def revolutionary_zeyon(c: CardScript) -> None:
    """Lv2 attacks: you may deploy a Nexus card from your Trash, paying its cost (R7.7)."""
    c.when(Event.ATTACKS, levels=(2,)).summon(mine(zone=Zone.TRASH, types=(NEXUS,)), pay=True)


# -- Nexuses ---------------------------------------------------------------------------------------------------
@card("L01-008")
def victory_oath(c: CardScript) -> None:
    """When deployed, both players draw two cards; Lv2, your Attack Step: when your Spirit destroys an opposing
    Spirit of 3000 BP or less in battle, you may refresh it."""
    c.when(Event.PLACED, levels=(1, 2)).draw(2).draw(2, Who.OPPONENT)
    c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE, subject=mine(), timing=Timing.YOUR_ATTACK_STEP).if_(
        Cond.DEFEATED_BP_AT_MOST, 3000, then=lambda a: a.may(lambda b: b.subject_card().refresh()))


@card("L01-009")
def the_imperators_great_war(c: CardScript) -> None:
    """Your Attack Step: when your Imperator or Aegis General Spirit destroys an opposing Spirit in battle, you may
    exhaust this Nexus to put a Void core on it; Lv2: when your Spirit's attack reduces the opponent's Life, you may
    discard a card to draw a card."""
    c.when(Event.WON_BATTLE, levels=(1, 2), scope=Scope.MINE, subject=mine(family=AEGIS_FAMILIES),
           timing=Timing.YOUR_ATTACK_STEP).may(lambda a: a.this().exhaust().cores(CoreZone.VOID, CoreZone.SELF, 1),
                                               cond=Cond.SELF_REFRESHED)
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.MINE, subject=mine(), timing=Timing.YOUR_ATTACK_STEP).choose(
        my_hand(), min=0).hand_discard().if_(Cond.HAS_TARGETS, then=lambda a: a.draw(1))


# -- Magic -----------------------------------------------------------------------------------------------------
@card("L01-010")
def godslaying(c: CardScript) -> None:
    """Burst (after the opponent resolves a Spirit's When Summoned effect): their Spirits costing 2 or less cannot
    attack or block this turn, then you may pay for the Flash. Flash: the next battle to resolve this turn compares
    costs, not BP (the higher cost falls; equal costs both fall)."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).for_turn(
        Static.CANNOT_ATTACK, opponents(cost_max=2)).for_turn(Static.UNBLOCKABLE_BY, mine(), opponents(cost_max=2))
    c.magic(main=False, flash=True).player_mod(Mod.COMPARE_COST, who=Who.CONTROLLER)
