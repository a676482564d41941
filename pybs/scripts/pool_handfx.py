"""BSS01-BSS03 cards of the "handfx" group (issue 8): discards from hand, Soul-Core-paid conditions, keyword
filters on cards in the Trash, activated effects, tokens, step rules and effects that lose or grant
things. Each docstring paraphrases the card in the project's own words."""

from ..effects.script import (
    NEXUS,
    SPIRITS,
    CardScript,
    Cond,
    CoreZone,
    Count,
    Event,
    Filter,
    Keyword,
    Scope,
    Side,
    Static,
    Timing,
    Who,
    Zone,
    card,
    count_arg,
    mine,
    not_,
    opponents,
    per,
)  # fmt: skip

ALL_LEVELS = (1, 2, 3)
MECHA = "TK-MECHA"


def _my_hand(**kw) -> Filter:
    """Cards in the controller's hand (any type unless ``types`` says otherwise)."""
    return Filter(side=Side.MINE, zone=Zone.HAND, **{"types": (), **kw})


def _cursed_in_trash() -> Filter:
    """A Spirit card with Curse or Bloodcurse in the controller's Trash (printed keywords)."""
    return Filter(side=Side.MINE, zone=Zone.TRASH, keyword=Keyword.CURSE, keyword_or=Keyword.BLOODCURSE)


@card("BSS01-027")
def king_snake_quetzalcutl(c: CardScript) -> None:
    """On summon, a Spirit card with Curse or Bloodcurse goes from your Trash to your hand. Lv2, when it
    attacks: destroy an opposing Spirit that holds exactly one core."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(_cursed_in_trash()).to_hand()
    c.when(Event.ATTACKS, levels=(2,)).choose(opponents(cores_min=1, cores_max=1)).destroy()


@card("BSS01-077")
def war_angel_shin(c: CardScript) -> None:
    """Luster while attacking. Lv3, while attacking: the first Magic you use each turn refreshes it once that
    Magic has resolved."""
    c.keyword(Keyword.LUSTER, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    (c.when(Event.MAGIC_USED, levels=(3,), scope=Scope.MINE, timing=Timing.WHILE_ATTACKING)
     .once_per_turn(lambda a: a.this().refresh()))


@card("BSS01-080")
def greatbow_angel(c: CardScript) -> None:
    """On summon, if the Soul Core helped pay for it: draw two, then put two cards of your hand under your deck
    in the order you pick them."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(
        Cond.SOUL_PAID, then=lambda a: a.draw(2).choose(_my_hand(), n=2).to_deck(bottom=True))


@card("BSS01-105")
def abandoned_guillotine(c: CardScript) -> None:
    """Your Attack Step: your Shadow Spirits get +2000 BP. Lv2, at your Start Step: when no opposing Spirit is
    exhausted, pick one of them; all its cores but one go to its owner's Reserve."""
    c.static(Static.BP, 2000, affects=mine(family="Shadow"), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.START_STEP, levels=(2,), scope=Scope.MINE).if_(
        not_(Cond.OPP_CONTROLS), opponents(exhausted=True),
        then=lambda a: a.choose(opponents()).cores(CoreZone.TARGETS, CoreZone.RESERVE, 254, who=Who.OWNER))


@card("BSS01-125")
def core_theft(c: CardScript) -> None:
    """Main/Flash: pick an opposing Spirit, then discard as many cards from your hand as you like; that Spirit
    loses one core to its owner's Trash per card discarded."""
    (c.magic(main=True, flash=True).choose(opponents())
     .choose(_my_hand(), n=255, min=0, keep=True).count(Count.TARGETS, _my_hand()).hand_discard()
     .remove_cores(per(1), to=CoreZone.TRASH))


@card("BSS02-088")
def mushrantula(c: CardScript) -> None:
    """On summon, if the Soul Core helped pay for it, the opponent discards a card of their choice from hand."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.SOUL_PAID, then=lambda a: a.discard_from_hand(1, Who.OPPONENT))


@card("BSS03-081")
def truth_god_mandala(c: CardScript) -> None:
    """On summon, if the Soul Core helped pay for it: the opponent discards three cards from the top of their
    deck per Nexus you control, twelve at most. Lv2, when it attacks: you may discard a Spirit card with Crush
    from your hand to discard the top six cards of the opponent's deck."""
    four_nexuses = count_arg(mine(types=(NEXUS,)), 4)
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.SOUL_PAID, then=lambda a: a.if_(
        Cond.COUNT_AT_LEAST, four_nexuses, then=lambda b: b.discard(12)).if_(
        not_(Cond.COUNT_AT_LEAST), four_nexuses,
        then=lambda b: b.count_matching(mine(types=(NEXUS,))).discard(per(3))))
    crush = _my_hand(types=SPIRITS, keyword=Keyword.CRUSH)
    (c.when(Event.ATTACKS, levels=(2,)).choose(crush, n=1, min=0).hand_discard()
     .if_(Cond.HAS_TARGETS, then=lambda a: a.discard(6)))


@card("BSS03-082")
def weapon_collector_godfrey(c: CardScript) -> None:
    """On summon you may discard a Nexus card from your hand to draw one. [Flash]: exhaust one of your Nexuses
    to refresh this Spirit. (Its Lv2-3 line has no text in the card data and is not scripted.)"""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(_my_hand(types=(NEXUS,)), n=1, min=0).hand_discard()
     .if_(Cond.HAS_TARGETS, then=lambda a: a.draw(1)))
    c.activated().if_(Cond.CAN_EXHAUST_NEXUS, then=lambda a: a.exhaust_nexus().this().refresh())


@card("BSS03-109")
def palace_of_the_serpentine_cult(c: CardScript) -> None:
    """When placed, a Spirit card with Curse or Bloodcurse goes from your Trash to the top of your deck. Lv2,
    either Attack Step: each time a Serpent Spirit of yours is destroyed, a core of the opponent's Reserve
    goes to their Trash."""
    c.when(Event.PLACED, levels=(1, 2)).choose(_cursed_in_trash()).to_deck(bottom=False)
    (c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(family="Serpent"),
            timing=Timing.EITHER_ATTACK_STEP)
     .cores(CoreZone.RESERVE, CoreZone.TRASH, 1, who=Who.OPPONENT))


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


@card("BSS01-116")
def green_field_of_the_victor(c: CardScript) -> None:
    """Your Attack Step: while every Spirit of yours is yellow, they all get +1000 BP. Lv2, at your Start Step:
    if all your Spirits share one cost, an opposing Spirit gets -2000 BP this turn."""
    c.static(Static.BP, 1000, affects=mine(), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP, cond=not_(Cond.CONTROL),
             cond_arg=mine(colors=("yellow",), not_colors=True))
    c.when(Event.START_STEP, levels=(2,), scope=Scope.MINE).if_(
        Cond.SPIRITS_SAME_COST, then=lambda a: a.choose(opponents()).bp(-2000))
