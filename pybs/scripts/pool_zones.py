"""BSS01-03 cards that need only the "zones" vocabulary: discards from hand, cards sent to a deck,
summon variants (exhausted, without their When Summoned effects, a Nexus from revealed cards) and a
trigger of a card in the Trash. Docstrings paraphrase the cards; docs/EFFECTS.md "Zones" gives the ops."""

from ..carddb import COLOR_BITS
from ..effects.script import (
    ALL_CORES,
    ANY_TYPE,
    BRAVE,
    NEXUS,
    SPIRIT,
    AbilityKind,
    CardScript,
    Cond,
    CoreZone,
    Dest,
    Duration,
    Event,
    EventFlag,
    Filter,
    Keyword,
    Mod,
    Scope,
    Side,
    Static,
    Timing,
    Who,
    Zone,
    anyones,
    card,
    mine,
    opponents,
    vanilla,
)  # fmt: skip

BY_OPPONENT = EventFlag.BY_OPPONENT


# -- discards from hand ----------------------------------------------------------------------------------
@card("BSS01-028")
def pandemium(c: CardScript) -> None:
    """When destroyed: destroy an exhausted opposing Spirit; Lv2+: also take three cores off a refreshed
    opposing Spirit; Lv3: also each player discards five cards of their choice from hand."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).choose(opponents(exhausted=True)).destroy()
    c.when(Event.DESTROYED, levels=(2, 3)).choose(opponents(exhausted=False)).remove_cores(3)
    c.when(Event.DESTROYED, levels=(3,)).discard_from_hand(5).discard_from_hand(5, who=Who.OPPONENT)


@card("BSS01-111")
def rocket_city(c: CardScript) -> None:
    """In the opponent's Attack Step your blocking Spirit gets +1000 BP this turn; Lv2: in their turn, each
    time they draw outside their Draw Step they discard a card of their choice from hand."""
    c.when(Event.BLOCKS, levels=(1, 2), scope=Scope.MINE, timing=Timing.OPP_ATTACK_STEP).subject_card().bp(1000)
    c.when(Event.DREW, once_per_event=True, levels=(2,), scope=Scope.OPPONENT, timing=Timing.OPP_TURN).discard_from_hand(
        1, who=Who.OPPONENT)


@card("BSS02-099")
def hungertree(c: CardScript) -> None:
    """When the opponent destroys it, they discard a card of their choice from hand."""
    c.when(Event.DESTROYED, flags=BY_OPPONENT).discard_from_hand(1, who=Who.OPPONENT)


@card("BSS03-007")
def lampgaur(c: CardScript) -> None:
    """When it attacks you may discard a red card from hand; if you do, your Spirits get +2000 BP this turn.
    Lv2: Confront while attacking."""
    red_in_hand = Filter(side=Side.MINE, zone=Zone.HAND, types=ANY_TYPE, colors=("red",))
    (c.when(Event.ATTACKS, levels=(1, 2)).choose(red_in_hand, n=1, min=0).hand_discard()
        .if_(Cond.HAS_TARGETS, then=lambda a: a.all(mine()).bp(2000)))
    c.keyword(Keyword.CONFRONT, levels=(2,), timing=Timing.WHILE_ATTACKING)


@card("BSS03-135")
def strong_draw(c: CardScript) -> None:
    """Main: draw three, then discard two cards of your choice from hand. Main/Flash: a Spirit gets +3000 BP
    this turn."""
    c.magic(main=True, flash=False).draw(3).discard_from_hand(2)
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


# -- cards sent to a deck --------------------------------------------------------------------------------
@card("BSS01-054")
def heavybarrel(c: CardScript) -> None:
    """When the opponent destroys it, an opposing Spirit with a When Summoned effect goes under its deck."""
    c.when(Event.DESTROYED, flags=BY_OPPONENT).choose(opponents(has_summon_trigger=True)).to_deck(bottom=True)


@card("BSS01-129")
def counter_sword(c: CardScript) -> None:
    """Burst (the opponent resolves a When Summoned effect): an opposing Spirit goes on top of its deck, then
    the Main effect may be paid for. Main: a core from the Void to your Life."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_MAIN)
        .choose(opponents()).to_deck(bottom=False))
    c.magic(main=True, flash=False).cores(CoreZone.VOID, CoreZone.LIFE, 1)


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


@card("BSS03-035")
def pentan(c: CardScript) -> None:
    """On summon, an Otherlander Spirit card from your Trash goes on top of your deck."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(mine(zone=Zone.TRASH, family="Otherlander")).to_deck(
        bottom=False)


@card("BSS03-064")
def breidablik(c: CardScript) -> None:
    """When it blocks: a core from the Void to your Reserve; Lv2+: you may put one of your Nexuses under
    your deck to draw a card; Lv3: you may pay your Soul Core to refresh another Spirit of yours."""
    c.when(Event.BLOCKS, levels=(1, 2, 3)).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    nexus = mine(types=(NEXUS,))
    c.when(Event.BLOCKS, levels=(2, 3)).may(lambda a: a.choose(nexus).to_deck(bottom=True).draw(1),
                                            cond=Cond.CONTROL, arg=nexus)
    c.when(Event.BLOCKS, levels=(3,)).may(
        lambda a: a.cores(CoreZone.SOUL, CoreZone.TRASH, 1).choose(mine(exclude_self=True)).refresh(),
        cond=Cond.SOUL_AVAILABLE)


# -- summon variants -------------------------------------------------------------------------------------
@card("BSS02-020")
def avaritia(c: CardScript) -> None:
    """On summon, a Voidlord or Undead Spirit card from your Trash is summoned free, its own When Summoned
    effects silent. Lv2+: Curse while attacking; Lv3: when it attacks, the opponent takes three cores off one
    of their Spirits (their pick)."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).summon(
        mine(zone=Zone.TRASH, family=("Voidlord", "Undead")), optional=False, no_summon_trigger=True)
    c.keyword(Keyword.CURSE, levels=(2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(), chooser=Who.OPPONENT).remove_cores(3)


@card("BSS02-024")
def gravedigger_skeleton(c: CardScript) -> None:
    """On summon you may summon a Spirit card of cost 2 or less from your Trash (paying its cost); it
    enters exhausted."""
    c.when(Event.SUMMONED, levels=(1, 2)).summon(mine(zone=Zone.TRASH, cost_max=2), pay=True, exhausted=True)


@card("BSS03-129")
def dimensional_rift(c: CardScript) -> None:
    """Main: you may summon a white Spirit card with a When Blocks effect from hand free, its When Summoned
    effects silent. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).summon(mine(zone=Zone.HAND, colors=("white",), has_block_trigger=True),
                                           no_summon_trigger=True, may_pay=True)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS03-055")
def pilgrim(c: CardScript) -> None:
    """When the opponent destroys it, look at your top five: a Diamond Sanctuary among them is deployed free,
    the rest go under your deck in any order. Lv2: Armor against red."""
    sanctuary = Filter(side=Side.MINE, zone=Zone.BUFFER, types=(NEXUS,), name_contains="Diamond Sanctuary")
    (c.when(Event.DESTROYED, flags=BY_OPPONENT).reveal(5, public=False).summon(sanctuary, optional=False)
        .rest(Dest.DECK_BOTTOM, any_order=True))
    c.keyword(Keyword.ARMOR, COLOR_BITS["red"], levels=(2,))


# -- a trigger of a card in the Trash --------------------------------------------------------------------
@card("BSS03-126")
def discontinue(c: CardScript) -> None:
    """When an opposing effect discards this card from your deck, it goes from your Trash to your hand.
    Main/Flash: a Spirit gets +2000 BP this turn."""
    c.when(Event.DECK_DISCARDED, flags=BY_OPPONENT | EventFlag.BY_EFFECT).this().to_hand()
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


# -- tokens (R18.8) --------------------------------------------------------------------------------------
MECHA, ANTMAN, GOLEM = "TK-MECHA", "TK-ANTMAN", "TK-GOLEM"
vanilla(MECHA, ANTMAN, GOLEM)


@card("BSS02-039")
def loki(c: CardScript) -> None:
    """When the opponent destroys it, summon a Mecha token. Lv3, in either Attack Step: when either player
    loses Life, you may return one of your Mecha Spirits or Mecha Nexuses to hand to refresh this Spirit."""
    c.when(Event.DESTROYED, flags=BY_OPPONENT).summon_token(MECHA)
    mecha = mine(types=(SPIRIT, BRAVE, NEXUS), family="Mecha")
    c.when(Event.LIFE_REDUCED, levels=(3,), scope=Scope.ANY, timing=Timing.EITHER_ATTACK_STEP).may(
        lambda a: a.choose(mecha).to_hand().this().refresh(), cond=Cond.CONTROL, arg=mecha)


@card("BSS02-041")
def donar(c: CardScript) -> None:
    """Armor against red and yellow. Lv2: when it attacks or blocks, you may move every core of one of your
    token Spirits onto it to draw two cards."""
    c.keyword(Keyword.ARMOR, COLOR_BITS["red"] | COLOR_BITS["yellow"], levels=(1, 2))
    token = mine(token=True)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2,)).may(
        lambda a: a.choose(token).cores(CoreZone.TARGETS, CoreZone.SELF, ALL_CORES).draw(2),
        cond=Cond.CONTROL, arg=token)


@card("BSS02-082")
def queen_antraine(c: CardScript) -> None:
    """On summon, summon two Antman tokens. Lv2, in your Attack Step: when one of your Spirits is destroyed,
    exhaust an opposing Spirit."""
    c.when(Event.SUMMONED, levels=(1, 2)).summon_token(ANTMAN, 2)
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents()).exhaust()


@card("BSS02-083")
def antman_general(c: CardScript) -> None:
    """On summon, summon an Antman token, exhausted."""
    c.when(Event.SUMMONED, levels=(1, 2)).summon_token(ANTMAN, exhausted=True)


@card("BSS02-132")
def the_ants_strike_back(c: CardScript) -> None:
    """Burst (the opponent destroys your Spirit): its Main effect, free. Main: summon two Antman tokens,
    exhausted."""
    c.burst(Event.DESTROYED, flags=BY_OPPONENT).summon_token(ANTMAN, 2, exhausted=True)
    c.magic(main=True, flash=False).summon_token(ANTMAN, 2, exhausted=True)


@card("BSS03-074")
def kingtaurus(c: CardScript) -> None:
    """On summon, three of your Carapite, Greatbeetle or Insectoid Spirits each get a core from the Void.
    Lv2+: when it attacks, summon an Antman token."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(
        mine(family=("Carapite", "Greatbeetle", "Insectoid")), n=3).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    c.when(Event.ATTACKS, levels=(2, 3)).summon_token(ANTMAN)


@card("BSS03-087")
def colosseum_golem(c: CardScript) -> None:
    """When it attacks you may exhaust one of your Nexuses to summon a Golem token. Lv2+, in either Attack
    Step: when your Nexus is exhausted, one of your Nexuses gets a core from the Void. Lv3: at the start of
    your End Step you may exhaust a Nexus to refresh all your Golem Spirits."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).may(lambda a: a.exhaust_nexus().summon_token(GOLEM),
                                                cond=Cond.CAN_EXHAUST_NEXUS)
    c.when(Event.NEXUS_EXHAUSTED, once_per_event=True, levels=(2, 3), scope=Scope.MINE, timing=Timing.EITHER_ATTACK_STEP).choose(
        mine(types=(NEXUS,))).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    c.when(Event.END_STEP_START, levels=(3,), scope=Scope.ANY, timing=Timing.YOUR_TURN).may(
        lambda a: a.exhaust_nexus().all(mine(family="Golem")).refresh(), cond=Cond.CAN_EXHAUST_NEXUS)


@card("BSS03-095")
def golem_constructor(c: CardScript) -> None:
    """On summon you may destroy one of your Nexuses to summon a Golem token."""
    nexus = mine(types=(NEXUS,))
    c.when(Event.SUMMONED, levels=(1, 2)).may(lambda a: a.choose(nexus).destroy().summon_token(GOLEM),
                                              cond=Cond.CONTROL, arg=nexus)


# -- Immortal (R18.3) and a keyword granted to hand cards --------------------------------------------------
@card("BSS01-039")
def beldegor(c: CardScript) -> None:
    """Immortal (costs 4-5), in either Attack Step. On summon, destroy an exhausted opposing Spirit of cost 4
    or less."""
    c.immortal(4, 5)
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(exhausted=True, cost_max=4)).destroy()


@card("BSS02-023")
def gigasha(c: CardScript) -> None:
    """Immortal (costs 6-10), in either Attack Step. Lv2+: when it attacks, an opposing Spirit with one core
    cannot block this battle."""
    c.immortal(6, 10)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(cores_max=1)).mod(Mod.CANNOT_BLOCK,
                                                                         duration=Duration.BATTLE)


@card("BSS02-034")
def cyclowinder(c: CardScript) -> None:
    """Immortal (costs 1-4), in either Attack Step."""
    c.immortal(1, 4)


@card("BSS03-030")
def dark_knight_bors(c: CardScript) -> None:
    """Immortal (cost 7), in either Attack Step."""
    c.immortal(7, 7)


@card("BSS02-087")
def herak_dynas(c: CardScript) -> None:
    """Lv2+, in either Attack Step: your Insectoid and Carapite Spirit cards in hand have Swift. Lv3: when it
    attacks, a core from the Void to your Reserve."""
    c.static(Static.KEYWORD, Keyword.SWIFT, affects=mine(zone=Zone.HAND, family=("Insectoid", "Carapite")),
             levels=(2, 3), timing=Timing.EITHER_ATTACK_STEP)
    c.when(Event.ATTACKS, levels=(3,)).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@card("BSS03-110")
def topaz_sanctuary(c: CardScript) -> None:
    """Lv2: at the start of the opponent's End Step, a card of their hand, picked at random, is revealed."""
    c.when(Event.END_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.OPP_TURN).reveal_hand_at_random()
