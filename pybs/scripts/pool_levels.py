"""BSS01-BSS03 cards that need the "levels" vocabulary: levels set by a static or an effect, Lv1 BP
rules, costs paid from hand (symbols counted twice or taken from the Trash, free Magic), Nexuses placed
by an effect, and relations on costs and BP (docs/EFFECTS.md, "levels"). Each docstring paraphrases the
card in our own words."""

from ..carddb import COLOR_BITS
from ..effects.script import (
    ALL_CORES,
    ANY_TYPE,
    BRAVE,
    MAGIC,
    NEXUS,
    SPIRIT,
    BattleRole,
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
    Static,
    Timing,
    Zone,
    anyones,
    card,
    count_arg,
    mine,
    opponents,
    per,
)  # fmt: skip
from ..effects.spec import SYMBOL_COLOR_SHIFT

ALL_LEVELS = (1, 2, 3)
TWO_RED = 2 + (COLOR_BITS["red"] << SYMBOL_COLOR_SHIFT)  # Rule/Mod SYMBOLS: "two red symbols"


@card("BSS01-007")
def jurassic_king_gigano_rex(c: CardScript) -> None:
    """Paid from hand, each symbol of your Terrasaur and Emperor Beast Spirits reduces its cost twice. While
    every Spirit you control is one of those, it counts as Lv3. Lv2+: Confront when it attacks; Lv3: its
    attack gives all your Spirits +3000 BP for the turn."""
    kin = ("Terrasaur", "Emperor Beast")
    c.static(Static.OWN_COST_SYMBOLS, 2, affects=mine(family=kin))
    c.static(Static.SET_LEVEL, 3, levels=ALL_LEVELS, cond=Cond.COUNT_AT_MOST,
             cond_arg=count_arg(mine(not_family=kin), 0))
    c.keyword(Keyword.CONFRONT, levels=(2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.ATTACKS, levels=(3,)).all(mine()).bp(3000)


@card("BSS01-022")
def dinoman_tyrannoid(c: CardScript) -> None:
    """Counts as Lv3 while you control two Spirits or fewer."""
    c.static(Static.SET_LEVEL, 3, levels=ALL_LEVELS, cond=Cond.COUNT_AT_MOST, cond_arg=count_arg(mine(), 2))


@card("BSS01-076")
def archangel_michaela(c: CardScript) -> None:
    """On summon, reveal one deck card per yellow Spirit or Nexus you control; the Magic cards go to hand,
    the rest under the deck in the order you like. Lv2, any Attack Step, with the Soul Core on it: the
    Magic cards in your hand cost nothing to use."""
    (c.when(Event.SUMMONED, levels=(1, 2))
     .count_matching(mine(types=(SPIRIT, BRAVE, NEXUS), colors=("yellow",)))
     .reveal(per(1)).pick_all(Filter(zone=Zone.BUFFER, types=(MAGIC,))).rest(Dest.DECK_BOTTOM, any_order=True))
    c.static(Static.RULE, Rule.FREE_FROM_HAND, affects=mine(zone=Zone.HAND, types=(MAGIC,)), levels=(2,),
             timing=Timing.EITHER_ATTACK_STEP, cond=Cond.SELF_HAS_SOUL)


@card("BSS01-083")
def godbeast_behemoth(c: CardScript) -> None:
    """Paid from hand, the symbols of cost-2 Spirit cards in your Trash also reduce its cost. Lv2+: when it
    attacks, for the turn your cost-2 Spirits cannot be blocked by opposing Spirits of Lv2 or more."""
    c.static(Static.OWN_COST_SYMBOLS, 1, affects=mine(zone=Zone.TRASH, types=(SPIRIT,), costs=(2,)))
    attack = c.when(Event.ATTACKS, levels=(2, 3))
    attack.for_turn(Static.UNBLOCKABLE_BY, affects=mine(costs=(2,)), filter2=opponents(level_min=2))
    attack.armed[-1].timing = Timing.ARMED  # only as the turn's effect, never as a static of the card on the field


@card("BSS01-099")
def pentan(c: CardScript) -> None:
    """Lv2+: the first Magic card you use from hand each turn costs one less."""
    c.static(Static.RULE, Rule.FIRST_MAGIC_DISCOUNT, 1, levels=(2, 3))


@card("BSS02-009")
def dragoon_commander_diraidalos(c: CardScript) -> None:
    """Your turn: when a Spirit or Magic of yours costing 7 or more destroys an opposing Spirit (by an effect
    or in battle), this Spirit counts as Lv3 for the turn. Lv3, your Attack Step: it has two red symbols."""
    big = mine(types=(SPIRIT, BRAVE, MAGIC), cost_min=7)
    for event in (Event.DESTROYS, Event.WON_BATTLE):
        c.when(event, levels=ALL_LEVELS, scope=Scope.MINE, subject=big, timing=Timing.YOUR_TURN).this().mod(
            Mod.SET_LEVEL, 3)
    c.static(Static.RULE, Rule.SYMBOLS, TWO_RED, levels=(3,), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS02-058")
def heavenly_gate_guardian_clavis(c: CardScript) -> None:
    """On summon, pick a Spirit of yours: every yellow Magic card in your Trash of the same cost goes to your
    hand. Lv3: when its attack is blocked, the blocker counts as Lv1 for that battle."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(mine()).count(Count.TARGET_COST)
     .all(mine(zone=Zone.TRASH, types=(MAGIC,), colors=("yellow",), relation=Rel.COST_IS_AMOUNT)).to_hand())
    c.when(Event.BLOCKED, levels=(3,)).blocker().mod(Mod.SET_LEVEL, 1, Duration.BATTLE)


@card("BSS02-059")
def fallen_angel_acedia(c: CardScript) -> None:
    """On summon every Spirit that is not a Voidlord counts as Lv1 for the turn. Lv2+, your Attack Step: your
    attacking Voidlords cannot be blocked by Spirits with less BP than them. Lv3: Luster when it attacks."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).all(anyones(not_family="Voidlord")).mod(Mod.SET_LEVEL, 1)
    c.static(Static.UNBLOCKABLE_BY, affects=mine(family="Voidlord", battle=BattleRole.ATTACKING),
             filter2=opponents(relation=Rel.BP_BELOW_ATTACKER), levels=(2, 3), timing=Timing.YOUR_ATTACK_STEP)
    c.keyword(Keyword.LUSTER, levels=(3,), timing=Timing.WHILE_ATTACKING)


@card("BSS02-068")
def air_brigade_captain_raphael(c: CardScript) -> None:
    """When it attacks, a cost-2 card of your Trash goes to your hand; and if you have four or more other Lv1
    Spirits, two opposing Spirits get -3000 BP for the turn. Lv2+, any Attack Step: each time cores are put
    into your Reserve, an opposing Spirit counts as Lv1 for the turn."""
    c.when(Event.ATTACKS, levels=ALL_LEVELS).choose(mine(zone=Zone.TRASH, types=ANY_TYPE, costs=(2,))).to_hand()
    c.when(Event.ATTACKS, levels=ALL_LEVELS).if_(
        Cond.COUNT_AT_LEAST, count_arg(mine(level_max=1, exclude_self=True), 4),
        then=lambda a: a.choose(opponents(), n=2).bp(-3000))
    (c.when(Event.RESERVE_GAINED, once_per_event=True, levels=(2, 3), scope=Scope.MINE, timing=Timing.EITHER_ATTACK_STEP)
     .choose(opponents()).mod(Mod.SET_LEVEL, 1))


@card("BSS02-093")
def daimyo_beast_yaiba_no_kami(c: CardScript) -> None:
    """At the start of the opponent's Attack Step, one Spirit of yours with more BP than each of theirs gets a
    Void core. Lv2+: your Spirits of cost 3 or less have 4000 BP at Lv1."""
    (c.when(Event.ATTACK_STEP_START, levels=ALL_LEVELS, scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP)
     .choose(mine(relation=Rel.BP_ABOVE_OPP_MAX)).cores(CoreZone.VOID, CoreZone.TARGETS, 1))
    c.static(Static.RULE, Rule.LV1_BP, 4000, affects=mine(cost_max=3), levels=(2, 3))


@card("BSS02-109")
def ticking_floral_clock(c: CardScript) -> None:
    """Any Attack Step: your Lv1 Spirits get +1000 BP. Flash: you may destroy this Nexus to make an opposing
    Spirit count as Lv1 for the turn."""
    c.static(Static.BP, 1000, affects=mine(level_max=1), levels=(1, 2), timing=Timing.EITHER_ATTACK_STEP)
    c.activated().this().destroy().choose(opponents()).mod(Mod.SET_LEVEL, 1)


@card("BSS03-002")
def water_dragon_king_levia(c: CardScript) -> None:
    """Your Attack Step: when a Spirit of yours with Awaken hits the opponent's Life, destroy an opposing Nexus
    of cost 3 or 4. Lv2+: when it attacks, your red Spirits get +1000 BP for the turn."""
    (c.when(Event.ATTACK_HIT, levels=ALL_LEVELS, scope=Scope.MINE, subject=mine(keyword=Keyword.AWAKEN),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents(types=(NEXUS,), costs=(3, 4))).destroy())
    c.when(Event.ATTACKS, levels=(2, 3)).all(mine(colors=("red",))).bp(1000)


@card("BSS03-092")
def mermaid_princess_lirica(c: CardScript) -> None:
    """On summon you may deploy a Nexus card from your hand for free. Lv2, at the start of any Attack Step:
    you may pick up to two Nexuses of yours and exhaust them; this turn, while you control this Spirit, they
    count as their highest level."""
    c.when(Event.SUMMONED, levels=(1, 2)).summon(mine(zone=Zone.HAND, types=(NEXUS,)), may_pay=True)
    (c.when(Event.ATTACK_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.EITHER_ATTACK_STEP)
     .choose_up_to(mine(types=(NEXUS,)), 2).exhaust().mod(Mod.MAX_LEVEL_WHILE))


@card("BSS02-111")
def harpy_nest_palace(c: CardScript) -> None:
    """Your Attack Step: when a Birdfolk Spirit of yours is blocked, the blocker counts as Lv1 for the turn.
    Lv2, the opponent's turn: when cores are put into your Reserve you may exhaust this Nexus to move any
    number of Reserve cores onto up to two Spirits of yours."""
    (c.when(Event.BLOCKED, levels=(1, 2), scope=Scope.MINE, subject=mine(family="Birdfolk"),
            timing=Timing.YOUR_ATTACK_STEP).blocker().mod(Mod.SET_LEVEL, 1))
    c.when(Event.RESERVE_GAINED, once_per_event=True, levels=(2,), scope=Scope.MINE, timing=Timing.OPP_TURN).may(
        lambda a: a.this().exhaust().choose_up_to(mine(), 2).cores(CoreZone.RESERVE, CoreZone.TARGETS, ALL_CORES,
                                                                  up_to=True),
        cond=Cond.SELF_REFRESHED)


@card("BSS02-116")
def nexus_hazard(c: CardScript) -> None:
    """Paid from hand, each symbol of your Terrasaur Spirits reduces its cost twice. Main/Flash: destroy an
    opposing Spirit of 3000 BP or less and an opposing Nexus; used in your Main Step, also draw a card."""
    c.static(Static.OWN_COST_SYMBOLS, 2, affects=mine(family="Terrasaur"))
    (c.magic(main=True, flash=True).choose(opponents(bp_max=3000))
     .choose(opponents(types=(NEXUS,)), keep=True).destroy().if_(Cond.MY_MAIN_STEP, then=lambda a: a.draw(1)))


@card("BSS03-116")
def whirlpool_strait(c: CardScript) -> None:
    """Burst (the opponent destroys a Spirit of yours): this card is deployed from the Burst for free. Lv2, at
    the start of the opponent's Attack Step: one Spirit of yours gets +2000 BP per Nexus you control this turn."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).summon(
        mine(zone=Zone.BURST, types=(NEXUS,)), optional=False, only_self=True)
    (c.when(Event.ATTACK_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP)
     .count_matching(mine(types=(NEXUS,))).choose(mine()).bp(per(2000)))
