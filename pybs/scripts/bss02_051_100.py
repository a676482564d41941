"""BSS02 cards 051-100 (white Spirits, yellow Spirits, green Spirits, red Nexuses), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

AT_LV1 = 1 << 1  # Rule.LOSE_EFFECTS_AT_LEVEL value2: a bit per level of the Nexus
PURPLE_WHITE = COLOR_BITS["purple"] | COLOR_BITS["white"]

vanilla("BSS02-053", "BSS02-055", "BSS02-056", "BSS02-057", "BSS02-060", "BSS02-067", "BSS02-072",
        "BSS02-073", "BSS02-075", "BSS02-080", "BSS02-085", "BSS02-091", "BSS02-092", "BSS02-097")  # fmt: skip


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS02-051")
def jet_wyvern(c: CardScript) -> None:
    """Armor against purple and white."""
    c.keyword(Keyword.ARMOR, PURPLE_WHITE, levels=(1, 2, 3))


@card("BSS02-052")
def sunk_shain(c: CardScript) -> None:
    """When it blocks, it gains a core from the Void."""
    c.when(Event.BLOCKS, levels=(1, 2, 3)).cores(CoreZone.VOID, CoreZone.SELF, 1)


@card("BSS02-054")
def ice_goddess_frig(c: CardScript) -> None:
    """While it is on the field, any player who draws outside the Draw Step pays one core (their choice, from the
    Reserve or their field cards) for each card drawn; a card they cannot pay for is not drawn."""
    c.static(Static.RULE, Rule.PAID_DRAW, levels=(1, 2))


# -- yellow Spirits ------------------------------------------------------------------------------------------
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


@card("BSS02-061")
def mace_angel(c: CardScript) -> None:
    """Attacks with Luster."""
    c.keyword(Keyword.LUSTER, levels=(1, 2, 3))


@card("BSS02-062")
def arcana_king_charles(c: CardScript) -> None:
    """On summon, reveal your top card: a Spirit card costing the same as one of your Spirits is summoned free,
    anything else goes to the Trash. Lv2+: your yellow Spirits are Otherlanders too."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).reveal(1)
     .summon(Filter(side=Side.MINE, zone=Zone.BUFFER, relation=Rel.COST_OF_MY_SPIRIT), optional=False)
     .rest(Dest.TRASH))
    c.static(Static.FAMILY, "Otherlander", affects=mine(colors=("yellow",)), levels=(2, 3))


@card("BSS02-063")
def light_emperor_lumiere(c: CardScript) -> None:
    """On summon, one of your Spirits has Blessed this turn; Lv3: Blessed when it attacks."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(mine()).gain(Keyword.BLESSED)
    c.keyword(Keyword.BLESSED, levels=(3,))


@card("BSS02-064")
def arcana_princess_anne(c: CardScript) -> None:
    """On summon, for this turn: each time the opponent destroys an Otherlander Spirit of yours, an opposing
    Spirit gets -1000 BP this turn. Lv3: Luster while attacking."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS)
     .later(Event.DESTROYED, once_per_event=True, scope=Scope.MINE, flags=EventFlag.BY_OPPONENT, subject=mine(family="Otherlander"))
     .choose(opponents()).bp(-1000))
    c.keyword(Keyword.LUSTER, levels=(3,))


@card("BSS02-065")
def arcana_joker(c: CardScript) -> None:
    """On summon it cannot be blocked this turn. Lv2+, when it attacks: pick another Otherlander Spirit of yours
    and run one of that Spirit's "When Summoned" effects as this Spirit's own."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).this().unblockable()
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(mine(family="Otherlander", exclude_self=True))
     .copy_summon_effect())


@card("BSS02-066")
def arcana_beast_queen(c: CardScript) -> None:
    """On summon, an opposing Spirit gets -2000 BP this turn."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents()).bp(-2000)


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


@card("BSS02-069")
def scout_crondale(c: CardScript) -> None:
    """When the opponent destroys it: reveal your top two cards, a Birdfolk Spirit card among them goes to your
    hand and the others to the Trash. In either Attack Step every Nexus at Lv1 has none of its effects."""
    (c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).reveal(2)
     .pick(Filter(zone=Zone.BUFFER, types=(SPIRIT,), family="Birdfolk"), n=1, min=1, dest=Dest.HAND)
     .rest(Dest.TRASH))
    c.static(Static.RULE, Rule.LOSE_EFFECTS_AT_LEVEL, AT_LV1, affects=anyones(types=(NEXUS,)), levels=ALL_LEVELS,
             timing=Timing.EITHER_ATTACK_STEP)


@card("BSS02-070")
def air_sniper_breeze(c: CardScript) -> None:
    """In the opponent's turn, their effects remove no cores from your yellow Spirits of cost 4 or more."""
    c.static(Static.NO_CORE_REMOVAL, affects=mine(colors=("yellow",), cost_min=4), levels=(1, 2, 3),
             timing=Timing.OPP_TURN)


@card("BSS02-071")
def clockodile(c: CardScript) -> None:
    """Lv2+: Blessed when it attacks, while its controller's Soul Core is on it."""
    c.static(Static.KEYWORD, Keyword.BLESSED, levels=(2, 3), cond=Cond.SELF_HAS_SOUL)


@card("BSS02-074")
def princess_hachikazuki(c: CardScript) -> None:
    """Lv3 attacks with Luster."""
    c.keyword(Keyword.LUSTER, levels=(3,))


@card("BSS02-076")
def toy_hero_musashi(c: CardScript) -> None:
    """Destroyed by the opponent: reveal your top card; to hand if it costs the same as a Spirit of yours,
    else to the Trash."""
    c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).reveal(1).pick_all(
        revealed(relation=Rel.COST_OF_MY_SPIRIT)).rest(Dest.TRASH)


# -- green Spirits -------------------------------------------------------------------------------------------
@card("BSS02-077")
def eternal_phoenix_tokiwa(c: CardScript) -> None:
    """+10000 BP while the opponent has a Voidlord Spirit; Lv2+ attacks: the opponent exhausts one of their
    refreshed Spirits; Lv3 attacks: you may cut it down to three cores to refresh it."""
    c.static(Static.BP, 10000, levels=(1, 2, 3), cond=Cond.OPP_CONTROLS, cond_arg=opponents(family="Voidlord"))
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(exhausted=False), chooser=Who.OPPONENT).exhaust()
    c.when(Event.ATTACKS, levels=(3,)).may(lambda a: a.count(Count.SELF_CORES_ABOVE, 3).cores(
        CoreZone.SELF, CoreZone.RESERVE, per(1)).this().refresh())


@card("BSS02-078")
def onyxbird_yatagloss(c: CardScript) -> None:
    """On attack you may destroy a Carapite or Insectoid Spirit of yours to put a Void core on it. Lv3,
    while attacking: when an effect puts cores on it, the opponent exhausts two refreshed Spirits of theirs."""
    bugs = mine(family=("Carapite", "Insectoid"))
    c.when(Event.ATTACKS, levels=ALL_LEVELS).may(
        lambda a: a.choose(bugs).destroy().cores(CoreZone.VOID, CoreZone.SELF, 1), cond=Cond.CONTROL, arg=bugs)
    (c.when(Event.CORES_PLACED, levels=(3,), timing=Timing.WHILE_ATTACKING)
     .choose(opponents(exhausted=False), n=2, chooser=Who.OPPONENT).exhaust())


@card("BSS02-079")
def shryke(c: CardScript) -> None:
    """Swift; on summon, an exhausted opposing Spirit gets -2000 BP this turn."""
    c.keyword(Keyword.SWIFT)
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(exhausted=True)).bp(-2000)


@card("BSS02-081")
def onmyoji_kingfisher(c: CardScript) -> None:
    """Swift."""
    c.keyword(Keyword.SWIFT)


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


@card("BSS02-084")
def emerantman(c: CardScript) -> None:
    """Destroyed by the opponent: a core from the Void to your Reserve."""
    c.when(Event.DESTROYED, levels=(1, 2), flags=EventFlag.BY_OPPONENT).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@card("BSS02-086")
def worker_antman(c: CardScript) -> None:
    """Lv2: when it attacks holding the Soul Core, a core from the Void to your Reserve."""
    c.when(Event.ATTACKS, levels=(2,)).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.cores(CoreZone.VOID, CoreZone.RESERVE, 1))


@card("BSS02-087")
def herak_dynas(c: CardScript) -> None:
    """Lv2+, in either Attack Step: your Insectoid and Carapite Spirit cards in hand have Swift. Lv3: when it
    attacks, a core from the Void to your Reserve."""
    c.static(Static.KEYWORD, Keyword.SWIFT, affects=mine(zone=Zone.HAND, family=("Insectoid", "Carapite")),
             levels=(2, 3), timing=Timing.EITHER_ATTACK_STEP)
    c.when(Event.ATTACKS, levels=(3,)).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@card("BSS02-088")
def mushrantula(c: CardScript) -> None:
    """On summon, if the Soul Core helped pay for it, the opponent discards a card of their choice from hand."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.SOUL_PAID, then=lambda a: a.discard_from_hand(1, Who.OPPONENT))


@card("BSS02-089")
def emerald_pincer(c: CardScript) -> None:
    """On summon, exhaust an opposing Spirit."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents()).exhaust()


@card("BSS02-090")
def heavenscloak_butterfly(c: CardScript) -> None:
    """On summon, one of your Spirits gains a core from the Void."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(mine()).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


@card("BSS02-093")
def daimyo_beast_yaiba_no_kami(c: CardScript) -> None:
    """At the start of the opponent's Attack Step, one Spirit of yours with more BP than each of theirs gets a
    Void core. Lv2+: your Spirits of cost 3 or less have 4000 BP at Lv1."""
    (c.when(Event.ATTACK_STEP_START, levels=ALL_LEVELS, scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP)
     .choose(mine(relation=Rel.BP_ABOVE_OPP_MAX)).cores(CoreZone.VOID, CoreZone.TARGETS, 1))
    c.static(Static.RULE, Rule.LV1_BP, 4000, affects=mine(cost_max=3), levels=(2, 3))


@card("BSS02-094")
def horned_fortress_elasmoth(c: CardScript) -> None:
    """On summon one of your Spirits gets +3000 BP this turn; Lv2 attacks: exhaust an opposing Spirit for each
    other Spirit of yours with 4000 BP or more."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(mine()).bp(3000)
    c.when(Event.ATTACKS, levels=(2,)).count_matching(mine(exclude_self=True, bp_min=4000)).choose(
        opponents(), n=per(1)).exhaust()


@card("BSS02-095")
def loyal_retainer_ezowolf(c: CardScript) -> None:
    """Gale 1 when it attacks."""
    c.keyword(Keyword.GALE, 1, levels=(1, 2))


@card("BSS02-096")
def loyal_retainer_higumaru(c: CardScript) -> None:
    """When destroyed, the opponent exhausts one of their Spirits for each Spirit of yours with 4000 BP or
    more."""
    c.when(Event.DESTROYED).count_matching(mine(exclude_self=True, bp_min=4000)).choose(
        opponents(), n=per(1), chooser=Who.OPPONENT).exhaust()


@card("BSS02-098")
def fanglord_tree_rafflesio(c: CardScript) -> None:
    """Gale 2 when it attacks; Lv3: once its attack takes the opponent's Life, exhaust an opposing Spirit."""
    c.keyword(Keyword.GALE, 2, levels=(1, 2, 3))
    c.when(Event.LIFE_REDUCED, levels=(3,), scope=Scope.OPPONENT, timing=Timing.WHILE_ATTACKING,
           flags=EventFlag.IN_BATTLE).choose(opponents()).exhaust()


@card("BSS02-099")
def hungertree(c: CardScript) -> None:
    """When the opponent destroys it, they discard a card of their choice from hand."""
    c.when(Event.DESTROYED, flags=BY_OPPONENT).discard_from_hand(1, who=Who.OPPONENT)


# -- red Nexuses ---------------------------------------------------------------------------------------------
@card("BSS02-100")
def meteorite_impact_zone(c: CardScript) -> None:
    """Your Attack Step: each time a Spirit of yours holding the Soul Core hits the opponent's Life, destroy an
    opposing Spirit of 2000 BP or less. [Flash]: destroy this Nexus to draw two cards."""
    (c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.MINE, subject=mine(soul=True),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents(bp_max=2000)).destroy())
    c.activated().this().destroy().draw(2)
