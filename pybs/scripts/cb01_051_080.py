"""CB01 cards 051-080, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

NERV, WILLE, ANGEL, GOLEM_FAMILY = "Nerv", "Wille", "Angel", "Golem"
EVA01 = "Eva-01"
ASUKA_NEXUS = mine(types=(NEXUS,), family="Asuka")
SHINJI_NEXUS = mine(types=(NEXUS,), family="Shinji")
REI_NEXUS = mine(types=(NEXUS,), family="Rei")
SHINJI_INFINITE = "Shinji Ikari -Infinite Synch Rate-"
NERV_CARDS = Filter(zone=Zone.HAND, types=ANY_TYPE, family=NERV)  # COLORS_FOR: the cards being paid for
COLOR_NAMES = ("red", "purple", "green", "white", "yellow", "blue")


def at_field(c: CardScript, levels: tuple[int, ...] = ALL_LEVELS) -> None:
    """A.T. Field at the printed levels."""
    c.keyword(Keyword.AT_FIELD, levels=levels)


# -- blue Spirits --------------------------------------------------------------------------------------------
@card("CB01-051")
def sixth_angel(c: CardScript) -> None:
    """A.T. Field; Lv2+ in the opponent's Attack Step, with the Soul Core on it: when an opposing Spirit attacks,
    its player pays a core or loses their top two cards to the Trash, and a Magic among them destroys the
    attacker."""
    at_field(c)
    c.when(Event.ATTACKS, levels=(2, 3), scope=Scope.OPPONENT, timing=Timing.OPP_ATTACK_STEP).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.choose_one(
            lambda b: b.pay_cores(1, who=Who.OPPONENT),
            lambda b: b.discard(2, counting=Filter(side=Side.ANY, zone=Zone.TRASH, types=(MAGIC,))).if_(
                Cond.AMOUNT_AT_LEAST, 1, then=lambda d: d.subject_card().destroy()),
            who=Who.OPPONENT, cond=Cond.CORES_AT_LEAST, arg=1))


@card("CB01-052")
def seventh_angel(c: CardScript) -> None:
    """A.T. Field; in the opponent's turn, when it would be destroyed, you may pay your Soul Core (to the Trash) to
    keep it, exhausted, and discard the opponent's top four."""
    at_field(c)
    c.instead_of_destroyed(
        lambda a: a.cores(CoreZone.SOUL, CoreZone.TRASH, 1, soul_only=True).subject_card().exhaust().discard(
            4, who=Who.OPPONENT),
        cost=Cond.SOUL_MOVABLE, levels=ALL_LEVELS, timing=Timing.OPP_TURN)


@card("CB01-053")
def eighth_angel(c: CardScript) -> None:
    """A.T. Field; Lv2+ attacks, with the Soul Core on it: discard the opponent's top five; with no Golem Spirit card
    among them the opponent destroys one of their Spirits (their pick)."""
    at_field(c)
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.discard(
        5, who=Who.OPPONENT, counting=Filter(side=Side.ANY, zone=Zone.TRASH, types=(SPIRIT,), family=GOLEM_FAMILY))
        .if_(not_(Cond.AMOUNT_AT_LEAST), 1, then=lambda b: b.choose(opponents(), chooser=Who.OPPONENT).destroy()))


@card("CB01-054")
def tenth_angel(c: CardScript) -> None:
    """A.T. Field; Lv2 attacks, with the Soul Core on it: discard the opponent's top six; a Nexus card among them
    keeps your Angel Spirits from being destroyed in battle this turn."""
    at_field(c, (1, 2))
    c.when(Event.ATTACKS, levels=(2,)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.discard(
        6, who=Who.OPPONENT, counting=Filter(side=Side.ANY, zone=Zone.TRASH, types=(NEXUS,))).if_(
        Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.for_turn(Static.RULE, mine(family=ANGEL),
                                                            value=Rule.NO_BATTLE_DESTROY)))


@card("CB01-055")
def eva06_autonomous(c: CardScript) -> None:
    """It cannot attack; in your Main Step its symbol also counts as purple when paying for NERV cards; destroyed by
    the opponent: you may summon a "12th Angel" Spirit card from your hand or Trash without paying its cost."""
    c.static(Static.CANNOT_ATTACK, levels=(1,))
    c.static(Static.COLORS_FOR, COLOR_BITS["purple"], levels=(1,), timing=Timing.YOUR_MAIN_STEP, filter2=NERV_CARDS)
    twelfth = {"types": (SPIRIT,), "name_contains": "12th Angel"}
    c.when(Event.DESTROYED, levels=(1,), flags=EventFlag.BY_OPPONENT).summon(
        mine(zone=Zone.HAND, **twelfth, union=mine(zone=Zone.TRASH, **twelfth)))


@card("CB01-056")
def twelfth_angel(c: CardScript) -> None:
    """Destroyed by the opponent with the Soul Core on it: discard the opponent's top two."""
    c.when(Event.DESTROYED, levels=(1, 2), flags=EventFlag.BY_OPPONENT).if_(
        Cond.SUBJECT_HAD_SOUL, then=lambda a: a.discard(2, who=Who.OPPONENT))


# -- red Nexuses ---------------------------------------------------------------------------------------------
@card("CB01-057")
def asuka_operation_yamato(c: CardScript) -> None:
    """Your Attack Step: your Spirits holding the Soul Core get +1000 BP; Lv2: your Eva-02 Spirits have Confront."""
    c.static(Static.BP, 1000, affects=mine(soul=True), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    c.static(Static.KEYWORD, Keyword.CONFRONT, affects=mine(family="Eva-02"), levels=(2,),
             timing=Timing.YOUR_ATTACK_STEP)


@card("CB01-058")
def wille(c: CardScript) -> None:
    """Paying for a WILLE card, its symbol counts twice and as red and green (a green symbol more); Lv2, your Draw
    Step: draw one more card, then discard a card."""
    wille_cards = Filter(zone=Zone.HAND, types=ANY_TYPE, family=WILLE)
    c.static(Static.SYMBOLS_FOR, 2, levels=(1, 2), filter2=wille_cards)
    c.static(Static.COLORS_FOR, COLOR_BITS["green"], levels=(1, 2), filter2=wille_cards)
    c.when(Event.DRAW_STEP, levels=(2,), scope=Scope.MINE).draw(1).discard_from_hand(1)


@card("CB01-059")
def misato_katsuragi(c: CardScript) -> None:
    """On deploy, reveal your top four, take a WILLE card other than Misato Katsuragi, the rest under your deck in
    any order; Lv2, your Attack Step: when your attack takes the opponent's Life, destroy an opposing Spirit of
    2000 BP or less."""
    (c.when(Event.PLACED, levels=(1, 2)).reveal(4).pick(revealed(family=WILLE, name_not="Misato Katsuragi"), n=1, min=1)
     .rest(Dest.DECK_BOTTOM, any_order=True))
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.MINE, subject=mine(), timing=Timing.YOUR_ATTACK_STEP).choose(
        opponents(bp_max=2000)).destroy()


@card("CB01-060")
def aaa_wunder(c: CardScript) -> None:
    """Opponent's Attack Step: when an attack of their Spirit costing 3 or less takes your Life, you may discard a
    card to destroy an opposing Spirit of 4000 BP or less; Lv2, your Attack Step: draw when a WILLE Spirit of
    yours attacks."""
    c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.OPPONENT, subject=opponents(cost_max=3),
           timing=Timing.OPP_ATTACK_STEP).may(
        lambda a: a.discard_from_hand(1).choose(opponents(bp_max=4000)).destroy(),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(my_hand(), 1))
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(family=WILLE),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)


# -- purple Nexuses ------------------------------------------------------------------------------------------
@card("CB01-061")
def shinji_infinite_synch_rate(c: CardScript) -> None:
    """When an Eva-01 Spirit of yours is summoned, with no copy of this Nexus on your field, you may deploy it from
    your hand or Trash without paying its cost; Lv2 [Flash] in either Attack Step, once per turn: you may discard a
    Golem Spirit card to take two cores off an opposing Spirit to its Reserve."""
    none_out = count_arg(mine(types=(NEXUS,), name_contains=SHINJI_INFINITE), 0)
    for zone in (Zone.HAND, Zone.TRASH):
        c.when(Event.SUMMONED, scope=Scope.MINE, subject=mine(family=EVA01), zone=zone).if_(
            Cond.COUNT_AT_MOST, none_out, then=lambda a, z=zone: a.may(lambda b: b.summon(
                mine(zone=z, types=(NEXUS,)), only_self=True, optional=False)))
    golem_in_hand = my_hand(types=(SPIRIT,), family=GOLEM_FAMILY)
    c.activated(levels=(2,), timing=Timing.EITHER_ATTACK_STEP).once_per_turn(lambda a: a.may(
        lambda b: b.choose(golem_in_hand).hand_discard().choose(opponents()).remove_cores(2),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(golem_in_hand, 1)))


@card("CB01-062")
def nerv(c: CardScript) -> None:
    """On deploy, a NERV Spirit card of your Trash goes to your hand; Lv2, your Attack Step: when a NERV Spirit of
    yours is destroyed, an opposing Spirit loses a core to its Reserve."""
    c.when(Event.PLACED, levels=(1, 2)).choose(mine(zone=Zone.TRASH, types=(SPIRIT,), family=NERV)).to_hand()
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(family=NERV), timing=Timing.YOUR_ATTACK_STEP,
           once_per_event=True).choose(opponents()).remove_cores(1)


@card("CB01-063")
def gendoh_ikari(c: CardScript) -> None:
    """In your Main Step its symbol also counts as blue when paying for NERV cards; Lv2, either Attack Step: when a
    NERV Spirit of yours is destroyed, look at your top card and leave it there or discard it."""
    c.static(Static.COLORS_FOR, COLOR_BITS["blue"], levels=(1, 2), timing=Timing.YOUR_MAIN_STEP, filter2=NERV_CARDS)
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(family=NERV),
           timing=Timing.EITHER_ATTACK_STEP, once_per_event=True).reveal(1, public=False).choose_one(
        lambda a: a.rest(Dest.DECK_TOP), lambda a: a.rest(Dest.TRASH))


@card("CB01-064")
def tentative_name_rei(c: CardScript) -> None:
    """Your Attack Step: your Mark.09 and First Adams' Vessel Spirits cannot be blocked by Spirits with two or fewer
    cores; Lv2 [Flash] in either Attack Step: destroy this Nexus to draw a card, two if a Spirit of yours was
    destroyed this turn."""
    c.static(Static.UNBLOCKABLE_BY, affects=mine(family=("Mark.09", "First Adams' Vessel")), levels=(1, 2),
             timing=Timing.YOUR_ATTACK_STEP, filter2=opponents(cores_max=2))
    (c.activated(levels=(2,), timing=Timing.EITHER_ATTACK_STEP).this().destroy()
     .if_(Cond.DESTROYED_THIS_TURN, Who.CONTROLLER, then=lambda a: a.draw(2))
     .if_(not_(Cond.DESTROYED_THIS_TURN), Who.CONTROLLER, then=lambda a: a.draw(1)))


# -- yellow, green and blue Nexuses --------------------------------------------------------------------------
@card("CB01-065")
def rei_ayanami_reunited(c: CardScript) -> None:
    """Opponent's Attack Step, once per turn: when the opponent destroys an Eva-01 Spirit of yours, you may return
    it from your Trash to your hand; Lv2, your Attack Step: your Spirits holding the Soul Core have Blessed."""
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=mine(family=EVA01), flags=EventFlag.BY_OPPONENT,
           timing=Timing.OPP_ATTACK_STEP).if_(Cond.UNUSED_THIS_TURN, then=lambda a: a.may(
               lambda b: b.mark_used().subject_card().to_hand()))
    c.static(Static.KEYWORD, Keyword.BLESSED, affects=mine(soul=True), levels=(2,), timing=Timing.YOUR_ATTACK_STEP)


@card("CB01-066")
def mari_operation_yamato(c: CardScript) -> None:
    """On deploy, with a WILLE Spirit of yours out, a Void core to your Reserve; Lv2, the opponent's Attack Step:
    when your Eva-05 or Eva-08 Spirit wins a battle, the opponent exhausts one of their refreshed Spirits."""
    c.when(Event.PLACED, levels=(1, 2)).if_(Cond.CONTROL, mine(family=WILLE), then=lambda a: a.cores(
        CoreZone.VOID, CoreZone.RESERVE, 1))
    c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE, subject=mine(family=("Eva-05", "Eva-08")),
           timing=Timing.OPP_ATTACK_STEP).choose(opponents(exhausted=False), chooser=Who.OPPONENT).exhaust()


@card("CB01-067")
def kaworu_nagisa(c: CardScript) -> None:
    """Your Attack Step starts: you may exhaust this Nexus to have an Angel or NERV Spirit of yours treated as its
    highest level this turn; Lv2: when your Mark.06 or Eva-13 Spirit attacks, you may exhaust it to refresh
    that Spirit."""
    c.when(Event.ATTACK_STEP_START, levels=(1, 2), scope=Scope.ANY, timing=Timing.YOUR_ATTACK_STEP).may(
        lambda a: a.this().exhaust().choose(mine(family=(ANGEL, NERV))).mod(Mod.MAX_LEVEL), cond=Cond.SELF_REFRESHED)
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(family=("Mark.06", "Eva-13")),
           timing=Timing.YOUR_ATTACK_STEP).may(lambda a: a.this().exhaust().subject_card().refresh(),
                                               cond=Cond.SELF_REFRESHED)


@card("CB01-068")
def second_angel_lilith(c: CardScript) -> None:
    """[Flash] in the opponent's Attack Step: exhaust this Nexus to refresh an Angel Spirit of yours; Lv2: when the
    opponent destroys a Spirit of yours, reveal your top two, take a blue Angel Spirit card, the rest under your
    deck in any order."""
    c.activated(levels=(1, 2), timing=Timing.OPP_ATTACK_STEP).if_(Cond.SELF_REFRESHED, then=lambda a: a.this()
                                                                 .exhaust().choose(mine(family=ANGEL)).refresh())
    (c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(), flags=EventFlag.BY_OPPONENT,
            once_per_event=True).reveal(2)
     .pick(revealed(types=(SPIRIT,), colors=("blue",), family=ANGEL), n=1, min=1).rest(Dest.DECK_BOTTOM, any_order=True))


# -- Magics --------------------------------------------------------------------------------------------------
@card("CB01-069")
def what_kind_of_idiot(c: CardScript) -> None:
    """Main: destroy an opposing Nexus, then draw while you control an Asuka Nexus. Flash: a Spirit gets +3000 BP
    this turn."""
    c.magic(main=True, flash=False).choose(opponents(types=(NEXUS,))).destroy().if_(
        Cond.CONTROL, ASUKA_NEXUS, then=lambda a: a.draw(1))
    c.magic(main=False, flash=True).choose(anyones()).bp(3000)


@card("CB01-070")
def dont_do_anything(c: CardScript) -> None:
    """Burst (you lose Life): Spirits of 4000 BP or less cannot attack this turn. Flash: destroy an opposing Spirit
    of 3000 BP or less."""
    (c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH)
     .player_mod(Mod.CANNOT_ATTACK_BP, 4000, who=Who.CONTROLLER).player_mod(Mod.CANNOT_ATTACK_BP, 4000,
                                                                             who=Who.OPPONENT))
    c.magic(main=True, flash=True).choose(opponents(bp_max=3000)).destroy()


@card("CB01-071")
def im_shinji_ikari(c: CardScript) -> None:
    """Main: the Soul Core of an opposing Spirit goes to its owner's Reserve; then, with a Shinji Nexus, you may
    summon an Eva-01 Spirit card from your Trash (paying its cost). Flash: a Spirit gets +2000 BP this turn."""
    (c.magic(main=True, flash=False).choose(opponents(soul=True))
     .cores(CoreZone.TARGETS, CoreZone.RESERVE, 1, who=Who.OWNER, soul_only=True)
     .if_(Cond.CONTROL, SHINJI_NEXUS, then=lambda a: a.summon(mine(zone=Zone.TRASH, types=(SPIRIT,), family=EVA01),
                                                              pay=True)))
    c.magic(main=False, flash=True).choose(anyones()).bp(2000)


@card("CB01-072")
def weve_won(c: CardScript) -> None:
    """Flash: destroy the opposing Spirit blocking your attacking NERV Spirit; with ten or more cards in your Trash,
    send all of its cores to its owner's Trash instead."""
    big_trash = count_arg(mine(zone=Zone.TRASH, types=ANY_TYPE), 10)
    (c.magic(main=False, flash=True).if_(Cond.CONTROL, mine(family=NERV, battle=BattleRole.ATTACKING), then=lambda a: (
        a.choose(opponents(battle=BattleRole.BLOCKING))
        .if_(Cond.COUNT_AT_LEAST, big_trash, then=lambda b: b.cores(CoreZone.TARGETS, CoreZone.TRASH, ALL_CORES,
                                                                      who=Who.OWNER))
        .if_(not_(Cond.COUNT_AT_LEAST), big_trash, then=lambda b: b.destroy()))))


@card("CB01-073")
def deploy_at_field(c: CardScript) -> None:
    """Burst (after the opponent's When Summoned effect resolves): one of your Spirits cannot be destroyed by the
    effects of opposing Spirits this turn. Main/Flash: a Spirit gets +3000 BP this turn."""
    c.burst(Event.WS_RESOLVED, Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).choose(mine()).card_static(
        Static.NO_DESTROY_BY, filter2=opponents(types=SPIRITS))
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("CB01-074")
def whats_good_morning(c: CardScript) -> None:
    """Burst (you lose Life): discard your top three to move a core from your Reserve to your Life. Main: a NERV
    Spirit card, or a Shinji or Gendoh Nexus card, of your Trash goes to your hand."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_MAIN).if_(Cond.DECK_AT_LEAST, 3, then=lambda a: a.discard(
        3, who=Who.CONTROLLER).cores(CoreZone.RESERVE, CoreZone.LIFE, 1))
    c.magic(main=True, flash=False).choose(mine(zone=Zone.TRASH, types=(SPIRIT,), family=NERV, union=mine(
        zone=Zone.TRASH, types=(NEXUS,), family=("Shinji", "Gendoh")))).to_hand()


@card("CB01-075")
def warm_and_fuzzy(c: CardScript) -> None:
    """Main/Flash: a Golem Spirit of yours gains Blessed this turn; with a Shinji Nexus, a Void core to your
    Life."""
    c.magic(main=True, flash=True).choose(mine(family=GOLEM_FAMILY)).gain(Keyword.BLESSED).if_(
        Cond.CONTROL, SHINJI_NEXUS, then=lambda a: a.cores(CoreZone.VOID, CoreZone.LIFE, 1))


def life_floor_for_a_color(a: Ability, index: int = 0) -> Ability:
    """"Select a color" as one yes/no question per colour (the last one is taken when every other is declined): the
    opponent's Spirits of the colour taken cannot reduce your Life to 0 with their attacks this turn."""
    floor = lambda b: b.for_turn(Static.RULE, opponents(colors=(COLOR_NAMES[index],)), value=Rule.LIFE_FLOOR)  # noqa: E731
    if index == len(COLOR_NAMES) - 1:
        return floor(a)
    return a.choose_one(floor, lambda b: life_floor_for_a_color(b, index + 1))


@card("CB01-076")
def you_wont_die(c: CardScript) -> None:
    """Flash: no card can be discarded from your deck this turn; then, with a Rei Nexus, pick a colour: attacks of
    the opponent's Spirits of that colour cannot reduce your Life to 0 this turn."""
    c.magic(main=False, flash=True).player_mod(Mod.NO_DECK_DISCARD, who=Who.CONTROLLER).if_(
        Cond.CONTROL, REI_NEXUS, then=life_floor_for_a_color)


@card("CB01-077")
def excusez_moi_eiffel(c: CardScript) -> None:
    """Main/Flash: pick a Golem Spirit of yours; this turn, it refreshes whenever it wins a battle."""
    c.magic(main=True, flash=True).choose(mine(family=GOLEM_FAMILY)).later(
        Event.WON_BATTLE, scope=Scope.SELF, watch=True).subject_card().refresh()


@card("CB01-078")
def so_theyve_completed_it(c: CardScript) -> None:
    """Burst (after the opponent's When Summoned effect resolves): you may summon a WILLE Spirit card costing 6 or
    less from your hand without paying its cost. Main/Flash: exhaust an opposing Spirit."""
    c.burst(Event.WS_RESOLVED, Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).summon(
        mine(zone=Zone.HAND, types=(SPIRIT,), family=WILLE, cost_max=6))
    c.magic(main=True, flash=True).choose(opponents()).exhaust()


@card("CB01-079")
def first_angel_reduced_to_thirteenth(c: CardScript) -> None:
    """Burst (the opponent destroys your Spirit): if it was an Angel, you may summon a blue Angel Spirit card without
    Ascend from your hand without paying its cost. Main/Flash: destroy an opposing Spirit costing 3 or less."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).if_(
        Cond.SUBJECT_MATCHES, mine(family=ANGEL), then=lambda a: a.summon(
            mine(zone=Zone.HAND, types=(SPIRIT,), colors=("blue",), family=ANGEL, not_keyword=Keyword.ASCEND)))
    c.magic(main=True, flash=True).choose(opponents(cost_max=3)).destroy()


@card("CB01-080")
def second_impact(c: CardScript) -> None:
    """Main, as an extra cost four Angel Spirit cards of different names from your Trash go under your deck: destroy
    every Spirit but the blue Angels. Flash: a Spirit gets +5000 BP this turn."""
    angels = mine(zone=Zone.TRASH, types=(SPIRIT,), family=ANGEL)
    (c.magic(main=True, flash=False, cond=Cond.NAMES_AT_LEAST, cond_arg=count_arg(angels, 4))
     .choose(mine(zone=Zone.TRASH, types=(SPIRIT,), family=ANGEL, new_name=True), n=4).to_deck()
     .all(anyones(not_family=ANGEL)).add_all(anyones(family=ANGEL, colors=("blue",), not_colors=True)).destroy())
    c.magic(main=False, flash=True).choose(anyones()).bp(5000)
