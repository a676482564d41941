"""BSS03 cards 051-100 (white Spirits, green Spirits, blue Spirits), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

WHITE_GREEN = COLOR_BITS["white"] | COLOR_BITS["green"]

vanilla("BSS03-052", "BSS03-057", "BSS03-060", "BSS03-062", "BSS03-063", "BSS03-068", "BSS03-072",
        "BSS03-076", "BSS03-079", "BSS03-080", "BSS03-100")  # fmt: skip


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS03-051")
def divemech_capybot(c: CardScript) -> None:
    """When it blocks, one of your Spirits with Armor may block while exhausted this turn; Lv2: Armor blue."""
    c.when(Event.BLOCKS, levels=(1, 2)).choose(mine(keyword=Keyword.ARMOR)).mod(Mod.BLOCK_EXHAUSTED)
    c.keyword(Keyword.ARMOR, colors("blue"), levels=(2,))


@card("BSS03-053")
def mechaniffon(c: CardScript) -> None:
    """Armor against white and green."""
    c.keyword(Keyword.ARMOR, WHITE_GREEN, levels=(1, 2))


@card("BSS03-054")
def valkyrie_hildr(c: CardScript) -> None:
    """On summon, bounce an opposing Spirit to its owner's hand; destroyed by the opponent at Lv3, you may
    refresh one of your Androids."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents()).to_hand()
    c.when(Event.DESTROYED, levels=(3,), flags=EventFlag.BY_OPPONENT).choose(mine(family="Android"), min=0).refresh()


@card("BSS03-055")
def pilgrim(c: CardScript) -> None:
    """When the opponent destroys it, look at your top five: a Diamond Sanctuary among them is deployed free,
    the rest go under your deck in any order. Lv2: Armor against red."""
    sanctuary = Filter(side=Side.MINE, zone=Zone.BUFFER, types=(NEXUS,), name_contains="Diamond Sanctuary")
    (c.when(Event.DESTROYED, flags=BY_OPPONENT).reveal(5, public=False).summon(sanctuary, optional=False)
        .rest(Dest.DECK_BOTTOM, any_order=True))
    c.keyword(Keyword.ARMOR, COLOR_BITS["red"], levels=(2,))


@card("BSS03-056")
def shield_soldier_baldr(c: CardScript) -> None:
    """Armor red/purple; when it blocks, an opposing Spirit returns to hand if the opponent drew with their
    own effect this turn."""
    c.keyword(Keyword.ARMOR, colors("red", "purple"), levels=(1, 2))
    c.when(Event.BLOCKS, levels=(1, 2)).if_(Cond.DREW_THIS_TURN, Who.OPPONENT, then=lambda a: a.choose(
        opponents()).to_hand())


@card("BSS03-058")
def tankmobile_maus(c: CardScript) -> None:
    """When the opponent destroys it, summon a Mecha token, exhausted. Lv2, as the opponent's turn ends (after
    their End Step, as ST03-001): if your Life is no lower than when that turn began, a Void core goes onto it."""
    c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).summon_token(MECHA, exhausted=True)
    (c.when(Event.TURN_END, levels=(2,), scope=Scope.ANY, timing=Timing.OPP_TURN)
     .if_(Cond.LIFE_KEPT, then=lambda a: a.cores(CoreZone.VOID, CoreZone.SELF, 1)))


@card("BSS03-059")
def carrier_mecha_njord(c: CardScript) -> None:
    """Lv2, opponent's turn: when an effect of theirs discards three or more cards from your deck at once, you
    may summon a Mecha token."""
    (c.when(Event.DECK_MILLED, levels=(2,), scope=Scope.MINE, flags=EventFlag.BY_OPPONENT, timing=Timing.OPP_TURN)
     .may(lambda a: a.summon_token(MECHA)))


@card("BSS03-061")
def snowcapped_peak_goddess_skadi(c: CardScript) -> None:
    """While you control a Spirit holding the Soul Core, opposing effects can only pick your Spirits that hold
    it. Lv2+: Armor (white). Lv3, at the start of the opponent's End Step: their exhausted Spirits return to
    hand."""
    c.static(Static.UNTARGETABLE, affects=mine(soul=False), levels=ALL_LEVELS, cond=Cond.CONTROL,
             cond_arg=mine(soul=True))
    c.keyword(Keyword.ARMOR, color_bits("white"), levels=(2, 3))
    (c.when(Event.END_STEP_START, levels=(3,), scope=Scope.OPPONENT, timing=Timing.OPP_TURN)
     .all(opponents(exhausted=True)).to_hand())


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


# -- green Spirits -------------------------------------------------------------------------------------------
@card("BSS03-065")
def forest_guardian_alraune(c: CardScript) -> None:
    """On summon a Void core onto your Emerald Sanctuary and one onto itself; Lv2+ attacks or blocks: exhaust
    two opposing Spirits costing 3 or less, or one costing 6 or less."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(mine(types=(NEXUS,), name_contains="Emerald Sanctuary")).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).choose_one(
        lambda a: a.choose(opponents(cost_max=3), 2).exhaust(), lambda a: a.choose(opponents(cost_max=6)).exhaust())


@card("BSS03-066")
def tempting_etrium(c: CardScript) -> None:
    """Gale 1. Lv2, while it attacks: when you summon a Spirit and the Soul Core is part of what you paid for
    it, refresh this Spirit."""
    c.keyword(Keyword.GALE, 1, levels=(1, 2))  # scripted without the attack timing (docs/EFFECTS.md, keywords)
    (c.when(Event.SUMMONED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(), flags=EventFlag.HAD_SOUL,
            timing=Timing.WHILE_ATTACKING)
     .this().refresh())


@card("BSS03-067")
def autumn_princess_mapleum(c: CardScript) -> None:
    """When destroyed: one of your Spirits with Gale gets a core from the Void."""
    c.when(Event.DESTROYED, levels=(1, 2)).choose(mine(keyword=Keyword.GALE)).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1)


@card("BSS03-069")
def heavenly_emperor_fenghuang(c: CardScript) -> None:
    """Gale 3. Lv2+, your Attack Step: when a Voidlord of yours takes the opponent's Life with its attack, you
    may return an exhausted opposing Spirit to its owner's hand to refresh this one. Lv3: when its own attack
    takes Life, one more core goes from the opponent's Life to their Reserve."""
    c.keyword(Keyword.GALE, 3, levels=(1, 2, 3))
    (c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Voidlord"),
            timing=Timing.YOUR_ATTACK_STEP)
        .may(lambda a: a.choose(opponents(exhausted=True)).if_(Cond.HAS_TARGETS, then=lambda b: b.to_hand().if_(
            Cond.TARGETS_GONE, then=lambda d: d.this().refresh())),
            cond=Cond.OPP_CONTROLS, arg=opponents(exhausted=True)))
    c.when(Event.ATTACK_HIT, levels=(3,)).cores(CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT)


@card("BSS03-070")
def swamurai(c: CardScript) -> None:
    """In your hand it has Swift while you control a Spirit with Gale (R18.6: a Flash summon paid from the
    Reserve)."""
    # Timing.ARMED: never in force on the field ("in your hand"); the hand's Swift check reads the condition
    c.static(Static.KEYWORD, Keyword.SWIFT, timing=Timing.ARMED, cond=Cond.CONTROL, cond_arg=mine(keyword=Keyword.GALE))


@card("BSS03-071")
def totemowl(c: CardScript) -> None:
    """Lv2: Gale 1 when it attacks."""
    c.keyword(Keyword.GALE, 1, levels=(2,))


@card("BSS03-073")
def black_huntsman_schatten_yaeger(c: CardScript) -> None:
    """Gale 2. Lv2+, your Attack Step: when another Gale Spirit of yours (not named Schatten Yaeger) takes
    the opponent's Life, refresh this one. Lv3: when the opponent draws with an effect of their own, refresh
    this one."""
    c.keyword(Keyword.GALE, 2, levels=(1, 2, 3))
    (c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.MINE,
            subject=mine(keyword=Keyword.GALE, name_not="Black Huntsman Schatten Yaeger"),
            timing=Timing.YOUR_ATTACK_STEP)
        .this().refresh())
    c.when(Event.DREW, once_per_event=True, levels=(3,), scope=Scope.OPPONENT, flags=EventFlag.BY_OWN_EFFECT).this().refresh()


@card("BSS03-074")
def kingtaurus(c: CardScript) -> None:
    """On summon, three of your Carapite, Greatbeetle or Insectoid Spirits each get a core from the Void.
    Lv2+: when it attacks, summon an Antman token."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(
        mine(family=("Carapite", "Greatbeetle", "Insectoid")), n=3).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    c.when(Event.ATTACKS, levels=(2, 3)).summon_token(ANTMAN)


@card("BSS03-075")
def wind_tiger_tiguard(c: CardScript) -> None:
    """Swift; Lv2: Gale 1 when it attacks."""
    c.keyword(Keyword.SWIFT)
    c.keyword(Keyword.GALE, 1, levels=(2,))


@card("BSS03-077")
def radiant_rainbow_wing_jewelbug(c: CardScript) -> None:
    """Your Attack Step: when a Gale Spirit of yours takes the opponent's Life, a Void core goes onto this one;
    Lv2: when it attacks, exhaust an opposing Spirit."""
    (c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.MINE, subject=mine(keyword=Keyword.GALE),
            timing=Timing.YOUR_ATTACK_STEP)
        .cores(CoreZone.VOID, CoreZone.SELF, 1))
    c.when(Event.ATTACKS, levels=(2,)).choose(opponents()).exhaust()


@card("BSS03-078")
def ant_pilgrim(c: CardScript) -> None:
    """On summon, look at your top three cards and take an Emerald Sanctuary among them (shown; not optional when
    one is there, as BSS03-004); the rest go under the deck in the order you like. Lv3: Gale 1 when it attacks."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(3, public=False)
        .pick(Filter(zone=Zone.BUFFER, types=(NEXUS,), name_contains="Emerald Sanctuary"), n=1, min=1)
        .rest(Dest.DECK_BOTTOM, any_order=True))
    c.keyword(Keyword.GALE, 1, levels=(3,))


# -- blue Spirits --------------------------------------------------------------------------------------------
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
    crush = my_hand(types=SPIRITS, keyword=Keyword.CRUSH)
    (c.when(Event.ATTACKS, levels=(2,)).choose(crush, n=1, min=0).hand_discard()
     .if_(Cond.HAS_TARGETS, then=lambda a: a.discard(6)))


@card("BSS03-082")
def weapon_collector_godfrey(c: CardScript) -> None:
    """On summon you may discard a Nexus card from your hand to draw one. [Flash]: exhaust one of your Nexuses
    to refresh this Spirit. (Its Lv2-3 line has no text in the card data and is not scripted.)"""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(my_hand(types=(NEXUS,)), n=1, min=0).hand_discard()
     .if_(Cond.HAS_TARGETS, then=lambda a: a.draw(1)))
    c.activated().if_(Cond.CAN_EXHAUST_NEXUS, then=lambda a: a.exhaust_nexus().this().refresh())


@card("BSS03-083")
def giant_king_randolph(c: CardScript) -> None:
    """Crush +1; on attack, destroy one opposing Spirit costing 3 or less per level it has."""
    c.keyword(Keyword.CRUSH, 1, levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(1, 2, 3)).count(Count.SELF_LEVEL).choose(opponents(cost_max=3), n=per(1)).destroy()


@card("BSS03-084")
def warhammer_gordon(c: CardScript) -> None:
    """Crush +1; Lv2+: in the opponent's Attack Step their Spirits of cost 3 or less attack only by paying
    one of their cores."""
    c.keyword(Keyword.CRUSH, 1, levels=(1, 2, 3))
    c.static(Static.ATTACK_TAX, affects=opponents(cost_max=3), levels=(2, 3), timing=Timing.OPP_ATTACK_STEP)


@card("BSS03-085")
def iron_hammer_oswald(c: CardScript) -> None:
    """Crush; Lv2+ while attacking: +1000 BP this turn for each Spirit card its Crush discards."""
    c.keyword(Keyword.CRUSH, 0, levels=(1, 2, 3))
    c.when(Event.DECK_DISCARDED, levels=(2, 3), scope=Scope.OPPONENT, flags=EventFlag.BY_CRUSH,
           subject=opponents(types=SPIRIT_CARDS), timing=Timing.WHILE_ATTACKING).this().bp(1000)


@card("BSS03-086")
def giant_platoon(c: CardScript) -> None:
    """Crush (no modifier)."""
    c.keyword(Keyword.CRUSH, 0, levels=(1, 2, 3))


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


@card("BSS03-088")
def dragolem(c: CardScript) -> None:
    """Crush +1 on attack. Lv2+, your Attack Step, while a Nexus of yours holds the Soul Core: when a Crush
    Spirit of yours is blocked it counts as its highest level this turn and its Crush triggers again."""
    c.keyword(Keyword.CRUSH, 1, levels=ALL_LEVELS)
    (c.when(Event.BLOCKED, levels=(2, 3), scope=Scope.MINE, subject=mine(keyword=Keyword.CRUSH),
            timing=Timing.YOUR_ATTACK_STEP)
     .if_(Cond.CONTROL, mine(types=(NEXUS,), soul=True),
          then=lambda a: a.subject_card().mod(Mod.MAX_LEVEL, duration=Duration.TURN).retrigger("crush")))


@card("BSS03-089")
def rock_golem(c: CardScript) -> None:
    """Its attacks, with the Soul Core on it, take a Nexus card back from your Trash."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.choose(
        mine(zone=Zone.TRASH, types=(NEXUS,))).to_hand())


@card("BSS03-090")
def block_golem(c: CardScript) -> None:
    """Crush; Lv2+: in the opponent's Attack Step, while a Nexus of yours holds the Soul Core, it may block
    while exhausted any attacker of cost 5 or less."""
    c.keyword(Keyword.CRUSH, 0, levels=(1, 2, 3))
    c.static(Static.BLOCK_EXHAUSTED, levels=(2, 3), timing=Timing.OPP_ATTACK_STEP, cond=Cond.CONTROL,
             cond_arg=mine(types=(NEXUS,), soul=True), filter2=opponents(cost_max=5))


@card("BSS03-091")
def iron_golem(c: CardScript) -> None:
    """Lv2: opposing Magic cannot pick your Spirits or Nexuses holding the Soul Core."""
    c.static(Static.UNTARGETABLE, MAGIC_SOURCES, affects=mine(types=(SPIRIT, BRAVE, NEXUS), soul=True),
             levels=(2,))


@card("BSS03-092")
def mermaid_princess_lirica(c: CardScript) -> None:
    """On summon you may deploy a Nexus card from your hand for free. Lv2, at the start of any Attack Step:
    you may pick up to two Nexuses of yours and exhaust them; this turn, while you control this Spirit, they
    count as their highest level."""
    c.when(Event.SUMMONED, levels=(1, 2)).summon(mine(zone=Zone.HAND, types=(NEXUS,)), may_pay=True)
    (c.when(Event.ATTACK_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.EITHER_ATTACK_STEP)
     .choose_up_to(mine(types=(NEXUS,)), 2).exhaust().mod(Mod.MAX_LEVEL_WHILE))


@card("BSS03-093")
def ocean_knight_allegro(c: CardScript) -> None:
    """Lv2+ attacks: with ten or more cards in the opposing Trash, destroy their costliest Spirit. Lv3 while
    attacking: when its attack hits their Life (not Life an effect takes), you may exhaust a Nexus to refresh one
    of your Seafae Spirits."""
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.OPP_TRASH_AT_LEAST, 10, then=lambda a: a.choose(
        opponents(relation=Rel.COST_MOST)).destroy())
    c.when(Event.ATTACK_HIT, levels=(3,)).may(lambda a: a.exhaust_nexus().choose(mine(family="Seafae")).refresh(),
                                              cond=Cond.CAN_EXHAUST_NEXUS)


@card("BSS03-094")
def sea_lancer_subito(c: CardScript) -> None:
    """At the start of either Attack Step you may exhaust one of your Nexuses to make it Lv3 this turn; Lv3
    attacks destroy an opposing Spirit of cost 3 or less, and if that destroys it, the opponent trashes the top
    3 of their deck."""
    c.when(Event.ATTACK_STEP_START, levels=(1, 2, 3), scope=Scope.ANY, timing=Timing.EITHER_ATTACK_STEP).may(
        lambda a: a.exhaust_nexus().this().mod(Mod.MAX_LEVEL), cond=Cond.CAN_EXHAUST_NEXUS)
    (c.when(Event.ATTACKS, levels=(3,)).choose(opponents(cost_max=3)).destroy()
        .if_(Cond.TARGETS_GONE, then=lambda a: a.discard(3, who=Who.OPPONENT)))


@card("BSS03-095")
def golem_constructor(c: CardScript) -> None:
    """On summon you may destroy one of your Nexuses to summon a Golem token."""
    nexus = mine(types=(NEXUS,))
    c.when(Event.SUMMONED, levels=(1, 2)).may(lambda a: a.choose(nexus).destroy().summon_token(GOLEM),
                                              cond=Cond.CONTROL, arg=nexus)


@card("BSS03-096")
def deep_sea_fanatic(c: CardScript) -> None:
    """On summon, reveal the top 4: you may put a Nexus among them back on top, the rest go under the deck in
    any order."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(4)
        .pick(Filter(zone=Zone.BUFFER, types=(NEXUS,)), n=1, min=0, dest=Dest.DECK_TOP)
        .rest(Dest.DECK_BOTTOM, any_order=True))


@card("BSS03-097")
def cthulou_shark(c: CardScript) -> None:
    """To summon it you must also destroy one of your blue Nexuses. On summon every Spirit without the Soul
    Core on it is destroyed (this one too, unless it holds the Soul Core). Lv3: when its attack destroys the
    blocker by BP, put a Nexus card from your Trash onto the field for free.

    In your Attack Step your Spirit only wins a BP comparison as the attacker, so the Lv3 gate is your Attack
    Step (as BSS01-021 Dragno Guard): a tie, after which it is gone, counts at its last-known level.
    """
    c.destroy_to_summon(Filter(types=(NEXUS,), colors=("blue",)))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).all(anyones(soul=False)).destroy()
    c.when(Event.WON_BATTLE, levels=(3,), timing=Timing.YOUR_ATTACK_STEP).summon(
        mine(zone=Zone.TRASH, types=(NEXUS,)), optional=False)


@card("BSS03-098")
def sea_emperor_courant_marin(c: CardScript) -> None:
    """On summon, destroy an opposing Spirit of cost 3 or less; Lv2+: in the opponent's turn your Spirits
    without effect text count as their highest level."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(cost_max=3)).destroy()
    c.static(Static.RULE, Rule.MAX_LEVEL, affects=mine(vanilla=True), levels=(2, 3), timing=Timing.OPP_TURN)


@card("BSS03-099")
def bokruga(c: CardScript) -> None:
    """Whenever you deploy a blue Nexus, it is treated as Lv3 this turn."""
    c.when(Event.PLACED, once_per_event=True, levels=(1, 2, 3), scope=Scope.MINE, subject=mine(types=(NEXUS,), colors=("blue",))).this(
        ).mod(Mod.MAX_LEVEL)
