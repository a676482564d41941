"""PR cards 051-074, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

MECHA_LEAF = "TK-MECHA-LEAF"  # the Mecha Leaf Kindred token (pybs/data/cards/TOKENS.json)
ZMEITZA_FAMILIES = ("Skybinder", "Star Dragon", "Dragonoid", "Emperor Beast")  # PR-069


@card("PR-051")
def winterfae_budmium(c: CardScript) -> None:
    """When summoned, summon a Mecha Leaf Kindred token, exhausted; Lv2 destroyed: a Void core onto one of your
    tokens."""
    c.when(Event.SUMMONED, levels=(1, 2)).summon_token(MECHA_LEAF, exhausted=True)
    c.when(Event.DESTROYED, levels=(2,)).choose(mine(token=True)).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


@card("PR-052")
def bladewolf_gray(c: CardScript) -> None:
    """Astral in the opponent's turn; Lv2 in your turn, when one of your Skybinders is blocked, exhaust an opposing
    Spirit."""
    c.keyword(Keyword.ASTRAL, levels=(1, 2), timing=Timing.OPP_TURN)
    c.when(Event.BLOCKED, levels=(2,), scope=Scope.MINE, subject=mine(family="Skybinder"),
           timing=Timing.YOUR_TURN).choose(opponents()).exhaust()


@card("PR-053")
def waterbug_beetlegrass(c: CardScript) -> None:
    """When summoned, exhaust an opposing Spirit costing 5 or more; Chain Blue: it skips its next Refresh Step."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(cost_min=5)).exhaust().chain("blue").mod(
        Mod.NO_REFRESH, duration=Duration.NEXT_REFRESH)


@card("PR-054")
def crumbling_golem(c: CardScript) -> None:
    """In your turn, with three or more Nexuses of yours, it is Lv3; Lv3 Astral."""
    c.static(Static.SET_LEVEL, 3, levels=ALL_LEVELS, timing=Timing.YOUR_TURN, cond=Cond.COUNT_AT_LEAST,
             cond_arg=count_arg(mine(types=(NEXUS,)), 3))
    c.keyword(Keyword.ASTRAL, levels=(3,))


@card("PR-055")
def minoctopus(c: CardScript) -> None:
    """After a Magic the opponent used from their hand resolves, a Void core goes to your Reserve; Chain Red: destroy
    an opposing Spirit of 3000 BP or less."""
    c.when(Event.MAGIC_USED, levels=(1, 2), scope=Scope.OPPONENT, flags=EventFlag.FROM_HAND).cores(
        CoreZone.VOID, CoreZone.RESERVE, 1).chain("red").choose(opponents(bp_max=3000)).destroy()


@card("PR-056")
def beavurn(c: CardScript) -> None:
    """Lv2+ attacks: draw a card if the opponent controls no refreshed Spirit."""
    c.when(Event.ATTACKS, levels=(2, 3)).if_(not_(Cond.OPP_CONTROLS), opponents(exhausted=False),
                                             then=lambda a: a.draw(1))


@card("PR-057")
def blackblade_dragon_rexbeat_saurer(c: CardScript) -> None:
    """When summoned: the next time this turn you destroy an opposing Spirit, draw two cards; Lv2 Confront while
    attacking."""
    c.when(Event.SUMMONED, levels=(1, 2)).later(Event.DESTROYED, scope=Scope.OPPONENT, flags=BY_OPPONENT,
                                                once_per_event=True).once_per_turn(lambda a: a.draw(2))
    c.keyword(Keyword.CONFRONT, levels=(2,), timing=Timing.WHILE_ATTACKING)


@card("PR-058")
def black_knight_schwart(c: CardScript) -> None:
    """When summoned, if the opponent controls two or more Spirits, one of them loses a core to their Reserve."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.COUNT_AT_LEAST, count_arg(opponents(), 2), then=lambda a: a.choose(
        opponents()).remove_cores(1))


@card("PR-059")
def yellowsmoke_tiger(c: CardScript) -> None:
    """Attacking, it cannot be blocked by opposing Spirits with one core; Lv2+ attacks: an opposing Spirit costing 5
    or more loses a core per cost-2 Spirit card in your Trash."""
    c.static(Static.UNBLOCKABLE_BY, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING, filter2=opponents(cores_max=1))
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(cost_min=5)).count_matching(
        mine(zone=Zone.TRASH, types=SPIRIT_CARDS, costs=(2,))).remove_cores(per(1))


@card("PR-060")
def stardog_pomeran(c: CardScript) -> None:
    """Lv2+ in your Attack Step, when an opposing Spirit is destroyed at 0 BP (R18.1), a Magic card comes back from
    your Trash to your hand."""
    c.when(Event.DESTROYED, levels=(2, 3), scope=Scope.OPPONENT, flags=EventFlag.ZERO_BP,
           timing=Timing.YOUR_ATTACK_STEP).choose(mine(zone=Zone.TRASH, types=(MAGIC,))).to_hand()


@card("PR-061")
def sage_beast_sphinx(c: CardScript) -> None:
    """When it blocks, an opposing Spirit gets -3000 BP this turn; Lv2+ destroyed: you may summon a white Spirit card
    costing 4 or less from your Trash without paying its cost."""
    c.when(Event.BLOCKS, levels=ALL_LEVELS).choose(opponents()).bp(-3000)
    c.when(Event.DESTROYED, levels=(2, 3)).summon(mine(zone=Zone.TRASH, types=SPIRIT_CARDS, colors=("white",),
                                                       cost_max=4))


@card("PR-062")
def reddeer_guard(c: CardScript) -> None:
    """In the opponent's Attack Step it refreshes when you use a Magic; Lv2 Armor (red, yellow)."""
    c.when(Event.MAGIC_USED, levels=(1, 2), scope=Scope.MINE, timing=Timing.OPP_ATTACK_STEP).this().refresh()
    c.keyword(Keyword.ARMOR, colors("red", "yellow"), levels=(2,))


@card("PR-063")
def machine_brute_mega_therium(c: CardScript) -> None:
    """When summoned, your tokens get +10000 BP this turn; Lv2 destroyed: a Mecha Leaf Kindred token per Nexus you
    control."""
    c.when(Event.SUMMONED, levels=(1, 2)).all(mine(token=True)).bp(10000)
    c.when(Event.DESTROYED, levels=(2,)).count_matching(mine(types=(NEXUS,))).repeat(
        lambda a: a.summon_token(MECHA_LEAF))


@card("PR-064")
def kunoichi_joro(c: CardScript) -> None:
    """Attacks: you may exhaust one of your tokens or Nexuses to exhaust an opposing Spirit."""
    cost = mine(token=True, exhausted=False, union=mine(types=(NEXUS,), exhausted=False))
    c.when(Event.ATTACKS, levels=(1, 2)).may(lambda a: a.choose(cost).exhaust().choose(opponents()).exhaust(),
                                             cond=Cond.CONTROL, arg=cost)


@card("PR-065")
def lucky_cat(c: CardScript) -> None:
    """When summoned you may discard a Nexus card to draw up to the opponent's hand size; Lv2 destroyed: the
    opponent exhausts one of their Spirits (their pick)."""
    nexus_in_hand = my_hand(types=(NEXUS,))
    c.when(Event.SUMMONED, levels=(1, 2)).may(
        lambda a: a.choose(nexus_in_hand).hand_discard().count(Count.HAND_SHORT_OF_OPP).draw(per(1)),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(nexus_in_hand, 1))
    c.when(Event.DESTROYED, levels=(2,)).choose(opponents(), chooser=Who.OPPONENT).exhaust()


@card("PR-066")
def nautilus_golem(c: CardScript) -> None:
    """In your turn, a Void core onto it whenever a Nexus of yours is exhausted; Lv2 attacks: you may exhaust a
    Nexus of yours to destroy an opposing Nexus."""
    c.when(Event.NEXUS_EXHAUSTED, levels=ALL_LEVELS, scope=Scope.MINE, timing=Timing.YOUR_TURN).cores(
        CoreZone.VOID, CoreZone.SELF, 1)
    refreshed_nexus = mine(types=(NEXUS,), exhausted=False)
    c.when(Event.ATTACKS, levels=(2,)).may(
        lambda a: a.exhaust_nexus().choose(opponents(types=(NEXUS,))).destroy(),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(refreshed_nexus, 1))


@card("PR-067")
def bard_orphe(c: CardScript) -> None:
    """Discarded from your hand: you may summon it from your Trash, paying its cost; Lv2 Raid 1 while the opponent
    has three or more Magic cards in their Trash."""
    c.when(Event.HAND_DISCARDED).summon(mine(zone=Zone.TRASH), pay=True, only_self=True)
    c.static(Static.KEYWORD, Keyword.RAID, 1, levels=(2,), cond=Cond.COUNT_AT_LEAST,
             cond_arg=count_arg(opponents(zone=Zone.TRASH, types=(MAGIC,)), 3))


@card("PR-068")
def great_overlord_god_szesc(c: CardScript) -> None:
    """When summoned you may summon a Spirit card with Link from your hand free, and draw if one came; Lv2+ your
    Attack Step: a Void core onto it when a Spirit of yours is linked; Lv3 attacking, destroying an opposing Spirit
    in battle takes a Life core to their Reserve."""
    link_card = mine(zone=Zone.HAND, types=SPIRIT_CARDS, keyword=Keyword.LINK)
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(link_card, min=0).summon_targets()
     .count(Count.TARGETS, mine(keyword=Keyword.LINK)).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.draw(1)))
    c.when(Event.LINKED, levels=(2, 3), scope=Scope.MINE, subject=mine(), timing=Timing.YOUR_ATTACK_STEP).cores(
        CoreZone.VOID, CoreZone.SELF, 1)
    c.when(Event.WON_BATTLE, levels=(3,), timing=Timing.WHILE_ATTACKING).cores(
        CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT)


@card("PR-069")
def fulldragon_skybinder_zmeitza(c: CardScript) -> None:
    """Astral; Lv2+ attacks: you may pay your Soul Core to discard your top card; a Skybinder, Star Dragon,
    Dragonoid or Emperor Beast card takes a Life core to the opponent's Reserve."""
    c.keyword(Keyword.ASTRAL, levels=ALL_LEVELS)
    c.when(Event.ATTACKS, levels=(2, 3)).may(
        lambda a: a.cores(CoreZone.SOUL, CoreZone.TRASH, 1).discard(
            1, who=Who.CONTROLLER, counting=anyones(types=ANY_TYPE, family=ZMEITZA_FAMILIES)).if_(
            Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.cores(CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT)),
        cond=Cond.SOUL_MOVABLE)


@card("PR-070")
def mirror_deity_ouroborsha(c: CardScript) -> None:
    """Attacks: you may discard a card to take one core from each opposing Spirit, or all but one from each; Lv2+ as
    the opponent's End Step starts, you may summon a Spirit card from your Trash without paying its cost."""
    c.when(Event.ATTACKS, levels=ALL_LEVELS).choose(my_hand(), min=0).hand_discard().if_(
        Cond.HAS_TARGETS, then=lambda a: a.choose_one(
            lambda b: b.all(opponents()).remove_cores(1),
            lambda b: b.all(opponents()).remove_cores(ALL_BUT_ONE)))
    c.when(Event.END_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.OPP_TURN).summon(
        mine(zone=Zone.TRASH, types=SPIRIT_CARDS))


@card("PR-071")
def heavenly_gate_liberator_clavis(c: CardScript) -> None:
    """It has every family; when summoned pick another Spirit of yours: opposing Spirits get -1000 BP this turn per
    Spirit of yours sharing a family with it (itself counted); Lv2+ attacking, after a Magic you used from your hand
    resolves, its When Summoned effect triggers again."""
    c.static(Static.ALL_FAMILIES, levels=ALL_LEVELS)
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(mine(exclude_self=True))
     .add_all(mine(relation=Rel.SHARES_FAMILY_WITH_TARGET)).count(Count.TARGETS, -1)
     .all(opponents()).bp(per(-1000)))
    c.when(Event.MAGIC_USED, levels=(2, 3), scope=Scope.MINE, flags=EventFlag.FROM_HAND,
           timing=Timing.WHILE_ATTACKING).this().copy_summon_effect()


@card("PR-072")
def hyperdimensional_diva_calista_and_lyra(c: CardScript) -> None:
    """Destroyed by the opponent: three Void cores to your Reserve, then every other card of your Trash goes under
    your deck; Lv2+ attacks: the top five of your deck go to the Trash, and if their names all differ its symbol is
    three white symbols this battle."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS, flags=BY_OPPONENT).cores(CoreZone.VOID, CoreZone.RESERVE, 3).all(
        mine(zone=Zone.TRASH, types=ANY_TYPE, exclude_self=True)).to_deck(bottom=True)
    (c.when(Event.ATTACKS, levels=(2, 3)).reveal(5, who=Who.CONTROLLER).count(Count.NAME_REPEATS, 1)
     .rest(Dest.TRASH).if_(not_(Cond.AMOUNT_AT_LEAST), 1, then=lambda a: a.this().mod(
         Mod.SYMBOLS, symbols_value(3, "white"), Duration.BATTLE)))


@card("PR-073")
def supersonic_leucerium_shadow(c: CardScript) -> None:
    """Swift; when summoned, a Void core onto another Spirit of yours; Lv2+ attacking or blocking: as that battle
    ends, if it is still on the field, you may return it to your hand."""
    c.keyword(Keyword.SWIFT)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(mine(exclude_self=True)).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).arm(Event.BATTLED).may(lambda a: a.this().to_hand())


@card("PR-074")
def great_aurumancer_synthetria(c: CardScript) -> None:
    """Attacks: you may exhaust a Spirit or Nexus of yours to discard that many cards (its cost) from the top of
    the opponent's deck; a Magic among them refreshes it. Lv2+ as the opponent's Attack Step starts, with 15 or
    more cards in their Trash, you may summon a Golem Spirit card from your hand without paying its cost."""
    payer = mine(types=(SPIRIT, BRAVE, NEXUS), exhausted=False)
    c.when(Event.ATTACKS, levels=ALL_LEVELS).may(
        lambda a: a.choose(payer).exhaust().count(Count.TARGET_COST).discard(
            per(1), who=Who.OPPONENT, counting=anyones(types=(MAGIC,))).if_(
            Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.this().refresh()),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(payer, 1))
    c.when(Event.ATTACK_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).if_(
        Cond.COUNT_AT_LEAST, count_arg(opponents(zone=Zone.TRASH, types=ANY_TYPE), 15),
        then=lambda a: a.summon(mine(zone=Zone.HAND, types=SPIRIT_CARDS, family="Golem")))
