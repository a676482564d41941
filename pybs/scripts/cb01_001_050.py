"""CB01 cards 001-050, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("CB01-025")

NERV, WILLE, ANGEL, GOLEM_FAMILY = "Nerv", "Wille", "Angel", "Golem"
EVA00, EVA01, EVA02, EVA13 = "Eva-00", "Eva-01", "Eva-02", "Eva-13"
ASUKA_NEXUS = mine(types=(NEXUS,), family="Asuka")
MARI_NEXUS = mine(types=(NEXUS,), family="Mari")
SHINJI_NEXUS = mine(types=(NEXUS,), family="Shinji")
GENDOH_NEXUS = mine(types=(NEXUS,), family="Gendoh")
KAWORU_NEXUS = mine(types=(NEXUS,), family="Kaworu")
NERV_IN_TRASH = mine(zone=Zone.TRASH, types=ANY_TYPE, family=NERV)
SPIRIT_IN_HAND = my_hand(types=(SPIRIT,))
DISCARDED_SPIRIT = anyones(zone=Zone.TRASH, types=(SPIRIT,))  # a discard's counting filter (the discarded cards)


def at_field(c: CardScript, levels: tuple[int, ...] = ALL_LEVELS) -> None:
    """A.T. Field at the printed levels."""
    c.keyword(Keyword.AT_FIELD, levels=levels)


def discard_spirit_from_hand(a: Ability) -> Ability:
    """The cost "discard a Spirit card" (from the hand)."""
    return a.choose(SPIRIT_IN_HAND).hand_discard()


def has_spirit_in_hand() -> tuple[Filter, int]:
    return count_arg(SPIRIT_IN_HAND, 1)


# -- red Spirits ---------------------------------------------------------------------------------------------
@card("CB01-001")
def new_eva02_gatling_gun(c: CardScript) -> None:
    """On summon, destroy an opposing Spirit of 6000 BP or less; A.T. Field; Lv2+ attacks: destroy opposing Spirits
    whose BP adds up to 6000 or less, their When Destroyed effects silenced while you control an Asuka Nexus."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents(bp_max=6000)).destroy()
    at_field(c)
    (c.when(Event.ATTACKS, levels=(2, 3)).choose_bp_sum(opponents(), 6000)
     .if_(Cond.CONTROL, ASUKA_NEXUS, then=lambda a: a.destroy_silently())
     .if_(not_(Cond.CONTROL), ASUKA_NEXUS, then=lambda a: a.destroy()))


@card("CB01-002")
def new_eva02_and_eva08(c: CardScript) -> None:
    """A.T. Field; +3000 BP while attacking or blocking; Lv2+: a green symbol more while you control a Mari Nexus,
    and, with an Asuka Nexus, it refreshes when it wins a battle as the attacker."""
    at_field(c)
    c.static(Static.BP, 3000, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING_OR_BLOCKING)
    c.static(Static.RULE, Rule.SYMBOLS_ADD, symbols_value(1, "green"), levels=(2, 3), cond=Cond.CONTROL,
             cond_arg=MARI_NEXUS)
    c.when(Event.WON_BATTLE, levels=(2, 3), timing=Timing.WHILE_ATTACKING).if_(
        Cond.CONTROL, ASUKA_NEXUS, then=lambda a: a.this().refresh())


@card("CB01-003")
def new_eva02_backdoor_code(c: CardScript) -> None:
    """Ascend (an Eva-02); A.T. Field; Lv2+ as the attacker, when it wins a battle: discard the opponent's top three
    cards and draw one card per Spirit card among them."""
    c.ascend(Filter(family=EVA02))
    at_field(c)
    c.when(Event.WON_BATTLE, levels=(2, 3), timing=Timing.WHILE_ATTACKING).discard(
        3, who=Who.OPPONENT, counting=DISCARDED_SPIRIT).draw(per(1))


@card("CB01-004")
def new_eva02_operation_yamato(c: CardScript) -> None:
    """A.T. Field; Lv2+, your Attack Step: draw when one of your Spirits is blocked; your Spirits get +2000 BP while
    you control an Asuka Nexus."""
    at_field(c)
    c.when(Event.BLOCKED, levels=(2, 3), scope=Scope.MINE, subject=mine(),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)
    c.static(Static.BP, 2000, affects=mine(), levels=(2, 3), timing=Timing.YOUR_ATTACK_STEP, cond=Cond.CONTROL,
             cond_arg=ASUKA_NEXUS)


@card("CB01-005")
def eva02_accomplishing_a_miracle(c: CardScript) -> None:
    """A.T. Field; Lv2+: when its attack is blocked, your Spirits get +2000 BP this turn."""
    at_field(c)
    c.when(Event.BLOCKED, levels=(2, 3)).all(mine()).bp(2000)


@card("CB01-006")
def eva02_gamma_code_777(c: CardScript) -> None:
    """A.T. Field; Lv2+ as the attacker, when the battle ends: you may destroy it to destroy an opposing Spirit of
    10000 BP or less."""
    at_field(c)
    c.when(Event.BATTLE_END, levels=(2, 3)).may(
        lambda a: a.this().destroy().choose(opponents(bp_max=10000)).destroy(), cond=Cond.SELF_MATCHES, arg=mine())


@card("CB01-007")
def eva02_beast_form(c: CardScript) -> None:
    """A.T. Field; Awaken."""
    at_field(c)
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)


@card("CB01-008")
def eva_production_model_02_beta(c: CardScript) -> None:
    """A.T. Field; +2000 BP while attacking."""
    at_field(c, (1, 2))
    c.static(Static.BP, 2000, levels=(1, 2), timing=Timing.WHILE_ATTACKING)


@card("CB01-009")
def eva02_beta_anchor_cables(c: CardScript) -> None:
    """A.T. Field; Lv3 attacks: you may attack a refreshed opposing Spirit instead (R18.5)."""
    at_field(c)
    refreshed = opponents(exhausted=False)
    c.when(Event.ATTACKS, levels=(3,)).may(lambda a: a.choose(refreshed).attack_it(), cond=Cond.OPP_CONTROLS,
                                           arg=refreshed)


@card("CB01-010")
def eva_production_model_02_gamma(c: CardScript) -> None:
    """A.T. Field; Lv2 attacks: draw while you control an Asuka Nexus."""
    at_field(c, (1, 2))
    c.when(Event.ATTACKS, levels=(2,)).if_(Cond.CONTROL, ASUKA_NEXUS, then=lambda a: a.draw(1))


@card("CB01-011")
def new_eva02_shutdown_signal_plug(c: CardScript) -> None:
    """A.T. Field."""
    at_field(c)


# -- purple Spirits ------------------------------------------------------------------------------------------
@card("CB01-012")
def eva01_spear_of_cassius(c: CardScript) -> None:
    """A.T. Field; Lv2+ attacks: you may discard a Spirit card to take two cores off an opposing Spirit to its
    Reserve; Lv3, either Attack Step: it refreshes when an Eva-01 Spirit card is discarded from your hand."""
    at_field(c)
    c.when(Event.ATTACKS, levels=(2, 3)).may(
        lambda a: discard_spirit_from_hand(a).choose(opponents()).remove_cores(2),
        cond=Cond.COUNT_AT_LEAST, arg=has_spirit_in_hand())
    c.when(Event.HAND_DISCARDED, levels=(3,), scope=Scope.MINE,
           subject=mine(zone=Zone.TRASH, types=(SPIRIT,), family=EVA01),
           timing=Timing.EITHER_ATTACK_STEP).this().refresh()


@card("CB01-013")
def eva13_spear_of_longinus(c: CardScript) -> None:
    """From the hand, the symbols of NERV cards in your Trash help pay for it; Lv2+ attacks: discard your top three,
    and for each NERV card among them an opposing Spirit loses a core to its owner's Trash; Lv3 as the attacker,
    when the battle ends with 15 or more NERV cards in your Trash, a core of the opponent's Life goes to their
    Trash."""
    c.static(Static.OWN_COST_SYMBOLS, 1, affects=NERV_IN_TRASH)
    (c.when(Event.ATTACKS, levels=(2, 3)).discard(3, who=Who.CONTROLLER, counting=anyones(
        zone=Zone.TRASH, types=ANY_TYPE, family=NERV))
     .if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.choose(opponents(), n=per(1)).remove_cores(1, to=CoreZone.TRASH)))
    c.when(Event.BATTLE_END, levels=(3,)).if_(Cond.COUNT_AT_LEAST, count_arg(NERV_IN_TRASH, 15), then=lambda a: a.cores(
        CoreZone.LIFE, CoreZone.TRASH, 1, who=Who.OPPONENT))


@card("CB01-014")
def eva13_pseudo_evolution(c: CardScript) -> None:
    """Ascend (an Eva-13); its attacks, with 13 or more NERV cards in your Trash: five cores from your Trash onto it;
    Lv3, at the start of your Start Step: every core of every other Spirit and Nexus goes to its owner's Reserve."""
    c.ascend(Filter(family=EVA13))
    c.when(Event.ATTACKS, levels=ALL_LEVELS).if_(Cond.COUNT_AT_LEAST, count_arg(NERV_IN_TRASH, 13), then=lambda a: a.cores(
        CoreZone.TRASH, CoreZone.SELF, 5))
    c.when(Event.START_STEP, levels=(3,), scope=Scope.MINE).all(anyones(types=(SPIRIT, BRAVE, NEXUS),
                                                                        exclude_self=True)).cores(
        CoreZone.TARGETS, CoreZone.RESERVE, ALL_CORES, who=Who.OWNER)


@card("CB01-015")
def eva01_and_eva13(c: CardScript) -> None:
    """On summon you may discard your top four to send every core of an opposing Spirit to its Reserve; Lv2+ attacks
    or blocks: you may discard a Spirit card to draw two; Lv3: a purple symbol more for every ten Golem Spirit cards
    in your Trash."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).may(
        lambda a: a.discard(4, who=Who.CONTROLLER).choose(opponents()).remove_cores(ALL_CORES),
        cond=Cond.DECK_AT_LEAST, arg=4)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).may(lambda a: discard_spirit_from_hand(a).draw(2),
                                                       cond=Cond.COUNT_AT_LEAST, arg=has_spirit_in_hand())
    golems = mine(zone=Zone.TRASH, types=(SPIRIT,), family=GOLEM_FAMILY)
    for tens in range(1, 6):  # a deck holds 50 cards: five steps of ten cover every Trash
        c.static(Static.RULE, Rule.SYMBOLS_ADD, symbols_value(1, "purple"), levels=(3,), cond=Cond.COUNT_AT_LEAST,
                 cond_arg=count_arg(golems, 10 * tens))


@card("CB01-016")
def eva01_pseudo_evolution(c: CardScript) -> None:
    """Ascend (an Eva-01); on summon you may put one of your Shinji Nexuses under your deck to destroy every other
    Spirit; A.T. Field."""
    c.ascend(Filter(family=EVA01))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).may(
        lambda a: a.choose(SHINJI_NEXUS).to_deck().all(anyones(exclude_self=True)).destroy(),
        cond=Cond.CONTROL, arg=SHINJI_NEXUS)
    at_field(c)


@card("CB01-017")
def eva01_spear_of_gaius(c: CardScript) -> None:
    """A.T. Field; Lv2+ attacks: destroy an exhausted opposing Spirit, and with a Shinji Nexus and 2 or fewer Life a
    normal core from your Trash goes to your Life."""
    at_field(c)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(exhausted=True)).destroy()
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.CONTROL, SHINJI_NEXUS, then=lambda a: a.if_(
        Cond.LIFE_AT_MOST, 2, then=lambda b: b.cores(CoreZone.TRASH, CoreZone.LIFE, 1, no_soul=True)))


@card("CB01-018")
def eva13_world_of_memories(c: CardScript) -> None:
    """On summon, with a Gendoh Nexus, an opposing Spirit loses a core to its Reserve; Lv2+ attacks: you may discard
    your top two, and draw if a NERV card is among them."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.CONTROL, GENDOH_NEXUS, then=lambda a: a.choose(
        opponents()).remove_cores(1))
    c.when(Event.ATTACKS, levels=(2, 3)).may(lambda a: a.discard(
        2, who=Who.CONTROLLER, counting=anyones(zone=Zone.TRASH, types=ANY_TYPE, family=NERV)).if_(
        Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.draw(1)))


@card("CB01-019")
def eva13_double_entry(c: CardScript) -> None:
    """Its attacks: an opposing Spirit loses a core (two with a Shinji Nexus) to its Reserve; Lv2+ as the attacker,
    with a Kaworu Nexus: draw when an effect of yours destroys an opposing Spirit."""
    (c.when(Event.ATTACKS, levels=ALL_LEVELS).choose(opponents())
     .if_(Cond.CONTROL, SHINJI_NEXUS, then=lambda a: a.remove_cores(2))
     .if_(not_(Cond.CONTROL), SHINJI_NEXUS, then=lambda a: a.remove_cores(1)))
    c.when(Event.DESTROYED, levels=(2, 3), scope=Scope.OPPONENT, subject=opponents(),
           flags=EventFlag.BY_OPPONENT | EventFlag.BY_EFFECT, timing=Timing.WHILE_ATTACKING,
           once_per_event=True).if_(Cond.CONTROL, KAWORU_NEXUS, then=lambda a: a.draw(1))


@card("CB01-020")
def eva01_awakening(c: CardScript) -> None:
    """Ascend (an Eva-01); A.T. Field; Lv2+ attacks: an opposing Spirit loses a core to its Reserve."""
    c.ascend(Filter(family=EVA01))
    at_field(c)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents()).remove_cores(1)


@card("CB01-021")
def eva01_accomplishing_a_miracle(c: CardScript) -> None:
    """A.T. Field; Lv2+, at the start of your Attack Step with a Shinji Nexus: an opposing Spirit keeps one core, the
    rest go to its Reserve."""
    at_field(c)
    c.when(Event.ATTACK_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.YOUR_ATTACK_STEP).if_(
        Cond.CONTROL, SHINJI_NEXUS, then=lambda a: a.choose(opponents()).remove_cores(ALL_BUT_ONE))


@card("CB01-022")
def first_adams_vessel(c: CardScript) -> None:
    """Destroyed by the opponent: you may discard your top card to return it to your hand."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS, flags=EventFlag.BY_OPPONENT).may(
        lambda a: a.discard(1, who=Who.CONTROLLER).this().to_hand(), cond=Cond.DECK_AT_LEAST, arg=1)


@card("CB01-023")
def eva01_left_arm_restored(c: CardScript) -> None:
    """A.T. Field."""
    at_field(c)


@card("CB01-024")
def eva01_world_of_memories(c: CardScript) -> None:
    """A.T. Field."""
    at_field(c)


@card("CB01-026")
def evangelion_mark04a(c: CardScript) -> None:
    """A.T. Field; Lv2 attacks: an opposing Spirit loses a core to its Reserve (the card data lost the word
    "core")."""
    at_field(c, (1, 2))
    c.when(Event.ATTACKS, levels=(2,)).choose(opponents()).remove_cores(1)


@card("CB01-027")
def evangelion_mark04b(c: CardScript) -> None:
    """A.T. Field; Lv2: Curse (it acts on attacks only)."""
    at_field(c, (1, 2))
    c.keyword(Keyword.CURSE, levels=(2,))


@card("CB01-028")
def evangelion_mark04c(c: CardScript) -> None:
    """On summon, an opposing Spirit keeps one core, the rest go to its Reserve; A.T. Field."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents()).remove_cores(ALL_BUT_ONE)
    at_field(c, (1, 2))


@card("CB01-029")
def evangelion_mark07(c: CardScript) -> None:
    """When destroyed: draw a card."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS).draw(1)


@card("CB01-030")
def eva01_dialogue_with_father(c: CardScript) -> None:
    """A.T. Field; Lv2+ attacks: draw while you control a Shinji Nexus."""
    at_field(c)
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.CONTROL, SHINJI_NEXUS, then=lambda a: a.draw(1))


@card("CB01-031")
def evangelion_mark09(c: CardScript) -> None:
    """Immortal (cost 7), in either Attack Step."""
    c.immortal(7, 7)


@card("CB01-032")
def opfer_type_eva(c: CardScript) -> None:
    """Summoned or destroyed: draw while you control a Gendoh Nexus."""
    for event in (Event.SUMMONED, Event.DESTROYED):
        c.when(event, levels=(1, 2)).if_(Cond.CONTROL, GENDOH_NEXUS, then=lambda a: a.draw(1))


# -- yellow Spirits ------------------------------------------------------------------------------------------
@card("CB01-033")
def evangelion_proto_type_00(c: CardScript) -> None:
    """A.T. Field; Lv2+ attacks or blocks: an opposing Spirit gets -2000 BP this turn."""
    at_field(c)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).choose(opponents()).bp(-2000)


@card("CB01-034")
def eva00_accomplishing_a_miracle(c: CardScript) -> None:
    """A.T. Field; when destroyed: reveal your top three, take a NERV card among them, the rest to the Trash."""
    at_field(c)
    c.when(Event.DESTROYED, levels=ALL_LEVELS).reveal(3).pick(revealed(family=NERV), n=1, min=1).rest(Dest.TRASH)


# -- green Spirits -------------------------------------------------------------------------------------------
def exhaust_then_mari_core(a: Ability) -> Ability:
    """Exhaust an opposing Spirit; then, with a Mari Nexus, a Void core onto another Spirit of yours."""
    return a.choose(opponents()).exhaust().if_(Cond.CONTROL, MARI_NEXUS, then=lambda b: b.choose(
        mine(exclude_self=True)).cores(CoreZone.VOID, CoreZone.TARGETS, 1))


@card("CB01-035")
def eva08_gamma_four_in_one(c: CardScript) -> None:
    """Swift; A.T. Field; summoned or attacking: exhaust an opposing Spirit, then with a Mari Nexus another Spirit
    of yours gets a Void core."""
    c.keyword(Keyword.SWIFT)
    at_field(c)
    for event in (Event.SUMMONED, Event.ATTACKS):
        exhaust_then_mari_core(c.when(event, levels=ALL_LEVELS))


@card("CB01-036")
def eva08_gamma_mark09_consumed(c: CardScript) -> None:
    """A.T. Field; Lv2+ as the attacker: two Void cores onto it when it wins a battle, and with a Mari Nexus, when
    its attack takes Life, exhaust an opposing Spirit."""
    at_field(c)
    c.when(Event.WON_BATTLE, levels=(2, 3), timing=Timing.WHILE_ATTACKING).cores(CoreZone.VOID, CoreZone.SELF, 2)
    c.when(Event.ATTACK_HIT, levels=(2, 3)).if_(Cond.CONTROL, MARI_NEXUS, then=lambda a: a.choose(
        opponents()).exhaust())


@card("CB01-037")
def eva08_gamma_operation_yamato(c: CardScript) -> None:
    """A.T. Field; Lv2+: Gale 1 (it acts on attacks only); its attacks, with a Mari Nexus: refresh an Eva-02 of
    yours."""
    at_field(c)
    c.keyword(Keyword.GALE, 1, levels=(2, 3))
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.CONTROL, MARI_NEXUS, then=lambda a: a.choose(
        mine(family=EVA02)).refresh())


@card("CB01-038")
def eva08_beta_icc(c: CardScript) -> None:
    """Swift; A.T. Field."""
    c.keyword(Keyword.SWIFT)
    at_field(c, (1, 2))


@card("CB01-039")
def eva08_beta_sniper_rifle(c: CardScript) -> None:
    """On summon, exhaust an opposing Spirit; A.T. Field."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents()).exhaust()
    at_field(c, (1, 2))


@card("CB01-040")
def eva_custom_type_08_alpha(c: CardScript) -> None:
    """On summon, one of your Spirits gets +2000 BP this turn; A.T. Field."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(mine()).bp(2000)
    at_field(c, (1, 2))


@card("CB01-041")
def eva_custom_type_08_beta(c: CardScript) -> None:
    """A.T. Field."""
    at_field(c, (1, 2))


@card("CB01-042")
def eva08_gamma_armament_container(c: CardScript) -> None:
    """A.T. Field; Lv2 attacks: another Spirit of yours gets a Void core."""
    at_field(c, (1, 2))
    c.when(Event.ATTACKS, levels=(2,)).choose(mine(exclude_self=True)).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


@card("CB01-043")
def eva_provisional_unit_05(c: CardScript) -> None:
    """A.T. Field."""
    at_field(c, (1, 2))


# -- blue Spirits --------------------------------------------------------------------------------------------
@card("CB01-044")
def evangelion_mark06(c: CardScript) -> None:
    """Each player's Spirits' When Summoned effects resolve only after their player pays one core (three while you
    control a Kaworu Nexus); A.T. Field; Lv2+ attacks: destroy the opposing Spirit that costs the least."""
    c.static(Static.RULE, Rule.SUMMON_EFFECT_TAX, 1, levels=ALL_LEVELS)
    c.static(Static.RULE, Rule.SUMMON_EFFECT_TAX, 3, levels=ALL_LEVELS, cond=Cond.CONTROL, cond_arg=KAWORU_NEXUS)
    at_field(c)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(relation=Rel.COST_LEAST)).destroy()


@card("CB01-045")
def tenth_angel_eva00_consumed(c: CardScript) -> None:
    """Ascend (an Eva-00 or an Angel; also with an opposing Eva-00, whose cores go to its owner's Reserve);
    A.T. Field; Lv2+ attacks: the opponent's top eight are revealed, you pick one, every opposing Spirit of its
    cost is destroyed, the eight go to the Trash."""
    c.ascend(Filter(family=(EVA00, ANGEL)), opponent=Filter(family=EVA00))
    at_field(c)
    (c.when(Event.ATTACKS, levels=(2, 3)).reveal(8, Who.OPPONENT)
     .choose(Filter(side=Side.ANY, zone=Zone.BUFFER, types=())).count(Count.TARGET_COST)
     .all(opponents(relation=Rel.COST_IS_AMOUNT)).destroy().rest(Dest.TRASH))


@card("CB01-046")
def thirteenth_angel(c: CardScript) -> None:
    """It cannot attack or block; in either Attack Step, when an effect of your Angel Spirits discards a card from
    the opponent's deck, one of your Spirits gets a Void core (not duplicating); in the opponent's turn, while you
    control another Angel costing 2 or more, their effects cannot pick it."""
    c.static(Static.CANNOT_ATTACK, levels=(1,))
    c.static(Static.CANNOT_BLOCK, levels=(1,))
    c.when(Event.DECK_DISCARDED, levels=(1,), scope=Scope.OPPONENT, timing=Timing.EITHER_ATTACK_STEP,
           no_duplicate=True, source=mine(family=ANGEL)).choose(mine()).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    c.static(Static.UNTARGETABLE, levels=(1,), timing=Timing.OPP_TURN, cond=Cond.COUNT_AT_LEAST,
             cond_arg=count_arg(mine(family=ANGEL, cost_min=2, exclude_self=True), 1))


@card("CB01-047")
def fourth_angel(c: CardScript) -> None:
    """A.T. Field; Lv2+ attacks, with the Soul Core on it: discard the opponent's top three, and a Void core onto it
    if a Spirit card costing 6 or more is among them; Lv2+ as the attacker, when the battle ends: you may move your
    Soul Core (from the Reserve or a Spirit) onto one of your Angels."""
    at_field(c)
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.discard(
        3, who=Who.OPPONENT, counting=anyones(zone=Zone.TRASH, types=(SPIRIT,), cost_min=6)).if_(
        Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.cores(CoreZone.VOID, CoreZone.SELF, 1)))
    c.when(Event.BATTLE_END, levels=(2, 3)).may(
        lambda a: a.choose(mine(family=ANGEL, soul=False)).cores(CoreZone.SOUL, CoreZone.TARGETS, 1, soul_only=True),
        cond=Cond.SOUL_MOVABLE)


@card("CB01-048")
def ninth_angel(c: CardScript) -> None:
    """A.T. Field; its attacks, with the Soul Core on it: discard the opponent's top three; Lv2 with 3 or fewer
    Life: Raid 1."""
    at_field(c, (1, 2))
    c.when(Event.ATTACKS, levels=(1, 2)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.discard(3, who=Who.OPPONENT))
    c.static(Static.KEYWORD, Keyword.RAID, 1, levels=(2,), cond=Cond.LIFE_AT_MOST, cond_arg=3)


@card("CB01-049")
def third_angel(c: CardScript) -> None:
    """On summon you may discard a blue Angel card to draw a card; A.T. Field."""
    blue_angel = my_hand(colors=("blue",), family=ANGEL)
    c.when(Event.SUMMONED, levels=(1, 2)).may(lambda a: a.choose(blue_angel).hand_discard().draw(1),
                                              cond=Cond.COUNT_AT_LEAST, arg=count_arg(blue_angel, 1))
    at_field(c, (1, 2))


@card("CB01-050")
def fifth_angel(c: CardScript) -> None:
    """A.T. Field; Lv2+ attacks or blocks, with the Soul Core on it: discard the opponent's top three; a Spirit card
    among them makes it Lv3 this turn."""
    at_field(c)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.discard(
        3, who=Who.OPPONENT, counting=DISCARDED_SPIRIT).if_(
        Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.this().mod(Mod.SET_LEVEL, 3)))
