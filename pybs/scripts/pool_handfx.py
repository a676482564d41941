"""BSS01-BSS03 cards of the "handfx" group (issue 8): discards from hand, Soul-Core-paid conditions, keyword
filters on cards in the Trash, activated effects, tokens, step rules and effects that lose or grant
things. Each docstring paraphrases the card in the project's own words."""

from ..effects.script import (
    ALL_BUT_ONE,
    ANY_NUMBER,
    NEXUS,
    SPIRITS,
    AbilityKind,
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
    Rel,
    Rule,
    Scope,
    Side,
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
        then=lambda a: a.choose(opponents()).cores(CoreZone.TARGETS, CoreZone.RESERVE, ALL_BUT_ONE, who=Who.OWNER))


@card("BSS01-125")
def core_theft(c: CardScript) -> None:
    """Main/Flash: pick an opposing Spirit, then discard as many cards from your hand as you like; that Spirit
    loses one core to its owner's Trash per card discarded."""
    (c.magic(main=True, flash=True).choose(opponents())
     .choose(_my_hand(), n=ANY_NUMBER, min=0, keep=True).count(Count.TARGETS, _my_hand()).hand_discard()
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
    (c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(family="Serpent"),
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


@card("BSS01-061")
def mechabeast_fortress_naumanngard(c: CardScript) -> None:
    """When the opponent destroys it: draw three and put three Void cores in your Reserve. Lv2: once a turn, when
    your Attack Step ends, you perform a Refresh Step."""
    c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).draw(3).cores(CoreZone.VOID, CoreZone.RESERVE, 3)
    c.when(Event.ATTACK_STEP_END, levels=(2,), scope=Scope.MINE).once_per_turn(lambda a: a.refresh_step())


@card("BSS01-101")
def volcanic_canyon(c: CardScript) -> None:
    """In your Draw Step, after the draw: draw one more card, then discard a card from your hand. Lv2, your
    Attack Step: your Spirits get +1000 BP. Copies combine (R18.12): with two, draw two more, then discard two."""
    (c.when(Event.DRAW_STEP, levels=(1, 2), scope=Scope.MINE)
     .count(Count.COPIES).draw(per(1)).discard_from_hand(per(1)))
    c.static(Static.BP, 1000, affects=mine(), levels=(2,), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS02-114")
def infinite_ant_undercity(c: CardScript) -> None:
    """When you summon a token Spirit, a core of your Trash goes to your Reserve, or, if you like, onto that
    token. Lv2, either Attack Step: your Spirits without effect text get +1000 BP per core on them."""
    (c.when(Event.SUMMONED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(token=True))
     .choose_one(lambda a: a.subject_card().cores(CoreZone.TRASH, CoreZone.TARGETS, 1),
                 lambda a: a.cores(CoreZone.TRASH, CoreZone.RESERVE, 1)))
    c.static(Static.BP_PER_CORE, 1000, affects=mine(vanilla=True), levels=(2,), timing=Timing.EITHER_ATTACK_STEP)


@card("BSS02-062")
def arcana_king_charles(c: CardScript) -> None:
    """On summon, reveal your top card: a Spirit card costing the same as one of your Spirits is summoned free,
    anything else goes to the Trash. Lv2+: your yellow Spirits are Otherlanders too."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).reveal(1)
     .summon(Filter(side=Side.MINE, zone=Zone.BUFFER, relation=Rel.COST_OF_MY_SPIRIT), optional=False)
     .rest(Dest.TRASH))
    c.static(Static.FAMILY, "Otherlander", affects=mine(colors=("yellow",)), levels=(2, 3))


LV1_EFFECTS = 1 << 1  # Rule.LOSE_EFFECTS value2: a bit per printed level


@card("BSS01-081")
def spear_angel(c: CardScript) -> None:
    """In either player's Main Step, every Nexus loses the effects it prints for Lv1 (and cannot get them
    back while this lasts)."""
    for timing in (Timing.YOUR_MAIN_STEP, Timing.OPP_MAIN_STEP):
        c.static(Static.RULE, Rule.LOSE_EFFECTS, LV1_EFFECTS, affects=anyones(types=(NEXUS,)), levels=(1, 2),
                 timing=timing)


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


@card("BSS03-059")
def carrier_mecha_njord(c: CardScript) -> None:
    """Lv2, opponent's turn: when an effect of theirs discards three or more cards from your deck at once, you
    may summon a Mecha token."""
    (c.when(Event.DECK_MILLED, levels=(2,), scope=Scope.MINE, flags=EventFlag.BY_OPPONENT, timing=Timing.OPP_TURN)
     .may(lambda a: a.summon_token(MECHA)))


@card("BSS03-058")
def tankmobile_maus(c: CardScript) -> None:
    """When the opponent destroys it, summon a Mecha token, exhausted. Lv2, at the end of the opponent's turn:
    if your Life is no lower than when that turn began, a Void core goes onto it."""
    c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).summon_token(MECHA, exhausted=True)
    (c.when(Event.END_STEP_START, levels=(2,), scope=Scope.OPPONENT, timing=Timing.OPP_TURN)
     .if_(Cond.LIFE_KEPT, then=lambda a: a.cores(CoreZone.VOID, CoreZone.SELF, 1)))
