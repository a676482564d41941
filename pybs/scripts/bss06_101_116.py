"""BSS06 cards 101-116, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

SMALL_SUPSPRITE = "TK-SUPSPRITE-S"  # pybs/data/cards/TOKENS.json
OPP_HAND = Filter(side=Side.OPPONENT, zone=Zone.HAND, types=ANY_TYPE)


def either_step(c: CardScript) -> Ability:
    """A Magic effect usable in the Main Step and in Flash timings (R8.4)."""
    return c.magic(main=True, flash=True)


def flash_bp(c: CardScript, amount: int) -> None:
    """"Flash: a Spirit gains ``amount`` BP this turn"."""
    c.magic(main=False, flash=True).choose(anyones()).bp(amount)


# -- red/green Magic -----------------------------------------------------------------------------------------
@card("BSS06-101")
def ninjutsu_owaris_judgment(c: CardScript) -> None:
    """Costs 4 while you have 3 Life or less. Destroy any opposing Spirits whose BP add up to 5000 or less; Chain
    Green: up to three cards of the opponent's Trash go under their deck (approximation: in the order picked, the
    opponent does not order them)."""
    c.static(Static.COST_IN_HAND, 4, cond=Cond.LIFE_AT_MOST, cond_arg=3)
    (either_step(c).choose_bp_sum(opponents(), 5000).destroy()
     .chain("green").choose(opponents(zone=Zone.TRASH, types=ANY_TYPE), n=3, min=0).to_deck(bottom=True))


# -- purple Magics -------------------------------------------------------------------------------------------
@card("BSS06-102")
def underhanded_blow(c: CardScript) -> None:
    """Main: a core other than the Soul Core, from your field or Reserve, goes to the Void; then draw two cards.
    Flash: a Spirit +2000 BP this turn."""
    c.magic(main=True, flash=False).pay_cores(1, to=CoreZone.VOID).draw(2)
    flash_bp(c, 2000)


@card("BSS06-103")
def network_barrier(c: CardScript) -> None:
    """Burst, when the opponent destroys a Spirit of yours: destroy an exhausted opposing Spirit costing 5 or less;
    then its effect may be paid for. Main/Flash: a Spirit +3000 BP this turn."""
    c.burst(Event.DESTROYED, flags=BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).choose(
        opponents(exhausted=True, cost_max=5)).destroy()
    either_step(c).choose(anyones()).bp(3000)


# -- purple/white Magic --------------------------------------------------------------------------------------
@card("BSS06-104")
def agarwood_essence(c: CardScript) -> None:
    """Costs 5 while the opponent controls three or more Spirits. Discard any number of cards; for each, an opposing
    Spirit (a different one each) loses a core to the opponent's Trash; Chain White: refresh a Link Spirit of
    yours."""
    c.static(Static.COST_IN_HAND, 5, cond=Cond.COUNT_AT_LEAST, cond_arg=count_arg(opponents(), 3))
    (either_step(c).choose(my_hand(), n=ANY_NUMBER, min=0).count(Count.TARGETS, -1).hand_discard()
     .choose(opponents(), n=per(1)).remove_cores(1, to=CoreZone.TRASH)
     .chain("white").choose(mine(keyword=Keyword.LINK)).refresh())


# -- yellow Magic --------------------------------------------------------------------------------------------
@card("BSS06-105")
def sacred_wings(c: CardScript) -> None:
    """A Spirit +2000 BP this turn; a Wanderfae also gains Astral this turn."""
    either_step(c).choose(anyones()).bp(2000).count(Count.TARGETS, anyones(family="Wanderfae")).if_(
        Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.gain(Keyword.ASTRAL))


# -- yellow/blue Magics --------------------------------------------------------------------------------------
@card("BSS06-106")
def cooking_premium_sushi(c: CardScript) -> None:
    """Costs 6 while the opponent controls a Spirit costing 7 or more. An opposing Spirit -5000 BP this turn; Chain
    Blue: Feast twice."""
    c.static(Static.COST_IN_HAND, 6, cond=Cond.OPP_CONTROLS, cond_arg=opponents(cost_min=7))
    c.keyword(Keyword.FEAST)
    either_step(c).choose(opponents()).bp(-5000).chain("blue").feast(2)


@card("BSS06-107")
def cooking_conveyor_belt_sushi(c: CardScript) -> None:
    """Main: Feast. Flash: a Spirit +2000 BP this turn."""
    c.keyword(Keyword.FEAST)
    c.magic(main=True, flash=False).feast()
    flash_bp(c, 2000)


# -- white Magics --------------------------------------------------------------------------------------------
@card("BSS06-108")
def turn_back_time(c: CardScript) -> None:
    """Refresh a Link Spirit of yours; if the Soul Core paid for this Magic, every Link Spirit of yours instead."""
    link_spirits = mine(keyword=Keyword.LINK)
    (either_step(c).if_(Cond.SOUL_PAID, then=lambda a: a.all(link_spirits).refresh())
     .if_(not_(Cond.SOUL_PAID), then=lambda a: a.choose(link_spirits).refresh()))


@card("BSS06-109")
def mirage_coat(c: CardScript) -> None:
    """A Spirit +3000 BP this turn; if it is linked, opposing Spirits cannot block it this turn."""
    either_step(c).choose(anyones()).bp(3000).count(Count.TARGETS, anyones(link=LinkRole.LINKED)).if_(
        Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.unblockable(by=opponents()))


# -- white/purple Magic --------------------------------------------------------------------------------------
@card("BSS06-110")
def scroll_of_binding(c: CardScript) -> None:
    """Costs 4 while the opponent holds five or more cards. An opposing Spirit with one symbol goes under its
    owner's deck; Chain Purple: an exhausted opposing Spirit loses all its cores but one to their Reserve."""
    c.static(Static.COST_IN_HAND, 4, cond=Cond.COUNT_AT_LEAST, cond_arg=count_arg(OPP_HAND, 5))
    (either_step(c).choose(opponents(symbols=1)).to_deck(bottom=True)
     .chain("purple").choose(opponents(exhausted=True)).remove_cores(ALL_BUT_ONE))


# -- green Magics --------------------------------------------------------------------------------------------
@card("BSS06-111")
def vanish_in_the_wind_technique(c: CardScript) -> None:
    """Burst, after the opponent resolves a Spirit's When Summoned effect: any cards of your Trash go under your
    deck; then its effect may be paid for. Main/Flash: exhaust an opposing Spirit."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).choose(
        mine(zone=Zone.TRASH, types=ANY_TYPE), n=ANY_NUMBER, min=0).to_deck(bottom=True)
    either_step(c).choose(opponents()).exhaust()


@card("BSS06-112")
def life_charge(c: CardScript) -> None:
    """Pick a Spirit of yours costing 3 or more; you may destroy it to put three Void cores into your Reserve."""
    either_step(c).choose(mine(cost_min=3)).if_(Cond.HAS_TARGETS, then=lambda a: a.may(
        lambda b: b.destroy().if_(Cond.TARGETS_GONE, then=lambda d: d.cores(CoreZone.VOID, CoreZone.RESERVE, 3))))


@card("BSS06-113")
def enveloping_flame_whirlwind(c: CardScript) -> None:
    """Costs 4 while the opponent has a Burst set. Exhaust an opposing Spirit; Chain Red: refresh a Spirit of
    yours."""
    c.static(Static.COST_IN_HAND, 4, cond=Cond.BURST_SET, cond_arg=Who.OPPONENT)
    either_step(c).choose(opponents()).exhaust().chain("red").choose(mine()).refresh()


# -- blue Magics ---------------------------------------------------------------------------------------------
@card("BSS06-114")
def cooking_fishing_hardships(c: CardScript) -> None:
    """Burst, when you lose Life: Feast; then its effect may be paid for. Main/Flash: Feast."""
    c.keyword(Keyword.FEAST)
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).feast()
    either_step(c).feast()


@card("BSS06-115")
def grasped_by_the_surging_seas(c: CardScript) -> None:
    """Main: draw a card, then discard a card; destroy an opposing Nexus costing more than the discarded card.
    Flash: a Spirit +3000 BP this turn."""
    (c.magic(main=True, flash=False).draw(1).discard_from_hand(1).count(Count.TARGET_COST)
     .choose(opponents(types=(NEXUS,), relation=Rel.COST_ABOVE_AMOUNT)).destroy())
    flash_bp(c, 3000)


# -- blue/yellow Magic ---------------------------------------------------------------------------------------
@card("BSS06-116")
def cooking_fish_fillet(c: CardScript) -> None:
    """Costs 4 while the opponent's Trash holds three or more Magic cards. Main: the opponent's top five cards go
    to their Trash; Chain Yellow: you may destroy a non-token Spirit of yours to summon two Small Supsprite
    tokens."""
    c.static(Static.COST_IN_HAND, 4, cond=Cond.COUNT_AT_LEAST,
             cond_arg=count_arg(opponents(zone=Zone.TRASH, types=(MAGIC,)), 3))
    non_token = mine(token=False)
    (c.magic(main=True, flash=False).discard(5).chain("yellow").may(
        lambda a: a.choose(non_token).destroy().if_(Cond.TARGETS_GONE, then=lambda b: b.summon_token(
            SMALL_SUPSPRITE, 2)), cond=Cond.CONTROL, arg=non_token))
