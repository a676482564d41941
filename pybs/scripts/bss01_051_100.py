"""BSS01 cards 051-100 (white Spirits, yellow Spirits), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

LV1_EFFECTS = 1 << 1  # Rule.LOSE_EFFECTS value2: a bit per printed level

vanilla("BSS01-055", "BSS01-056", "BSS01-063", "BSS01-065", "BSS01-074", "BSS01-075", "BSS01-082",
        "BSS01-088", "BSS01-090", "BSS01-093", "BSS01-096", "BSS01-097")  # fmt: skip


def _marigold_look(n: int):
    return lambda a: a.may(lambda b: b.reveal(n).pick(revealed(types=(MAGIC,)), 1, min=1).rest(
        Dest.DECK_BOTTOM, any_order=True))


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS01-051")
def dualgun_mechlord_dirm_dyna(c: CardScript) -> None:
    """When it attacks you may pay its Soul Core: then pick as many of your white Spirits as there are Nexuses
    on both fields; they cannot be blocked this turn. Lv2+, in either Attack Step: when an opposing effect would
    destroy it, you may pay one core to keep it on the field, refreshed."""
    c.when(Event.ATTACKS, levels=ALL_LEVELS).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 1, soul_only=True)
        .count_matching(anyones(types=(NEXUS,))).choose(mine(colors=("white",)), n=per(1)).unblockable(),
        cond=Cond.SELF_HAS_SOUL)
    c.instead_of_destroyed(lambda a: a.pay_cores(1).subject_card().refresh(), cost=Cond.CORES_AT_LEAST,
                           cost_arg=1, levels=(2, 3), timing=Timing.EITHER_ATTACK_STEP,
                           flags=EventFlag.BY_OPPONENT | EventFlag.BY_EFFECT)


@card("BSS01-052")
def fortress_god_knight_odin_type_x(c: CardScript) -> None:
    """At the start of the opponent's Attack Step it refreshes if you have a white Nexus; from Lv2, when it
    attacks or blocks, you may bounce an opposing Spirit of cost 3 or less."""
    c.when(Event.ATTACK_STEP_START, levels=(1, 2, 3), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).if_(
        Cond.CONTROL, mine(types=(NEXUS,), colors=("white",)), then=lambda a: a.this().refresh())
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).choose(opponents(cost_max=3), min=0).to_hand()


@card("BSS01-053")
def sky_dragonlord_platinum(c: CardScript) -> None:
    """On summon, every Spirit of 3000 BP or less, on either side, returns to its owner's hand."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).all(anyones(bp_max=3000)).to_hand()


@card("BSS01-054")
def heavybarrel(c: CardScript) -> None:
    """When the opponent destroys it, an opposing Spirit with a When Summoned effect goes under its deck."""
    c.when(Event.DESTROYED, flags=BY_OPPONENT).choose(opponents(has_summon_trigger=True)).to_deck(bottom=True)


@card("BSS01-057")
def heavy_tank_curiosity(c: CardScript) -> None:
    """Lv2, either Attack Step: an opposing destruction effect that would destroy a Mecha Spirit of yours
    leaves it on the field exhausted instead."""
    c.static(Static.EXHAUSTED_INSTEAD, affects=mine(family="Mecha"), levels=(2,), timing=Timing.EITHER_ATTACK_STEP)


@card("BSS01-058")
def type_90_tankmobile(c: CardScript) -> None:
    """At Lv2, Armor against red, purple and white."""
    c.keyword(Keyword.ARMOR, COLOR_BITS["red"] | COLOR_BITS["purple"] | COLOR_BITS["white"], levels=(2,))


@card("BSS01-059")
def dinosaur_harrier_turborex(c: CardScript) -> None:
    """Ascend 3: to summon it, move all cores of another Spirit of yours costing 3 or more to your Reserve. As the
    opponent's Attack Step starts you may pick one of their Spirits: if it can, it must be their first attacker
    of the step. Lv2+: when it attacks, return an opposing Spirit without Ascend to its owner's hand."""
    c.ascend(Filter(cost_min=3), number=3)
    c.when(Event.ATTACK_STEP_START, levels=ALL_LEVELS, scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).choose(
        opponents(), min=0).mod(Mod.MUST_ATTACK_FIRST, 0, Duration.TURN)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(not_keyword=Keyword.ASCEND)).to_hand()


@card("BSS01-060")
def pegacyone(c: CardScript) -> None:
    """Armor red/purple; Lv2+: in the opponent's Attack Step, with the Soul Core on it, it may block while
    exhausted an attacker holding two cores or fewer."""
    c.keyword(Keyword.ARMOR, colors("red", "purple"), levels=(1, 2, 3))
    c.static(Static.BLOCK_EXHAUSTED, levels=(2, 3), timing=Timing.OPP_ATTACK_STEP, cond=Cond.SELF_HAS_SOUL,
             filter2=opponents(cores_max=2))


@card("BSS01-061")
def mechabeast_fortress_naumanngard(c: CardScript) -> None:
    """When the opponent destroys it: draw three and put three Void cores in your Reserve. Lv2: once a turn, when
    your Attack Step ends, you perform a Refresh Step."""
    c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).draw(3).cores(CoreZone.VOID, CoreZone.RESERVE, 3)
    c.when(Event.ATTACK_STEP_END, levels=(2,), scope=Scope.MINE).once_per_turn(lambda a: a.refresh_step())


@card("BSS01-062")
def buster_fenrircannon(c: CardScript) -> None:
    """From Lv2, its block bounces every opposing Spirit of cost 2 or less."""
    c.when(Event.BLOCKS, levels=(2, 3)).all(opponents(cost_max=2)).to_hand()


@card("BSS01-064")
def stream_otter(c: CardScript) -> None:
    """At Lv2, +4000 BP while it blocks."""
    c.static(Static.BP, 4000, levels=(2,), timing=Timing.WHILE_BLOCKING)


@card("BSS01-066")
def cannon_beastmech_liomail(c: CardScript) -> None:
    """Armor against purple."""
    c.keyword(Keyword.ARMOR, COLOR_BITS["purple"], levels=(1, 2))


@card("BSS01-067")
def armored_dragonship_enterprise(c: CardScript) -> None:
    """Armor red/purple/white; Lv2+ refreshes itself when it blocks, once per turn; Lv3 gives your Spirits the
    same Armor."""
    c.keyword(Keyword.ARMOR, colors("red", "purple", "white"), levels=(1, 2, 3))
    c.when(Event.BLOCKS, levels=(2, 3)).once_per_turn(lambda a: a.this().refresh())
    c.static(Static.KEYWORD, Keyword.ARMOR, colors("red", "purple", "white"), affects=mine(), levels=(3,))


@card("BSS01-068")
def snowflaken(c: CardScript) -> None:
    """Armor red; Lv2 blocks: an opposing Spirit with Confront or Curse returns to hand."""
    c.keyword(Keyword.ARMOR, colors("red"), levels=(1, 2))
    c.when(Event.BLOCKS, levels=(2,)).choose(opponents(keyword=Keyword.CONFRONT, keyword_or=Keyword.CURSE)).to_hand()


@card("BSS01-069")
def valkyrie_mist(c: CardScript) -> None:
    """On summon, bounce an opposing Spirit of cost 7 or less."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(cost_max=7)).to_hand()


@card("BSS01-070")
def icemaiden_mk_ii(c: CardScript) -> None:
    """At Lv2, Armor against purple and yellow."""
    c.keyword(Keyword.ARMOR, COLOR_BITS["purple"] | COLOR_BITS["yellow"], levels=(2,))


@card("BSS01-071")
def king_harald(c: CardScript) -> None:
    """In the opponent's Attack Step it refreshes when one of your Armor Spirits blocks."""
    c.when(Event.BLOCKS, levels=(1, 2), scope=Scope.MINE, subject=mine(keyword=Keyword.ARMOR),
           timing=Timing.OPP_ATTACK_STEP).this().refresh()


@card("BSS01-072")
def head_snow_librarian_saga(c: CardScript) -> None:
    """On attack or block, a core goes from your Trash to your Reserve; +3000 BP this turn if it was the Soul
    Core."""
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(1, 2, 3)).count(Count.SOUL_AT, CoreZone.TRASH).cores(
        CoreZone.TRASH, CoreZone.RESERVE, 1).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.if_(
            Cond.SOUL_AT, CoreZone.RESERVE, then=lambda b: b.this().bp(3000)))


@card("BSS01-073")
def head_icemaid_fulla(c: CardScript) -> None:
    """Opposing effects remove no cores from it, nor from your Spirits holding the Soul Core."""
    c.static(Static.NO_CORE_REMOVAL, levels=(1, 2, 3))
    c.static(Static.NO_CORE_REMOVAL, affects=mine(soul=True), levels=(1, 2, 3))


# -- yellow Spirits ------------------------------------------------------------------------------------------
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


@card("BSS01-077")
def war_angel_shin(c: CardScript) -> None:
    """Luster while attacking. Lv3, while attacking: the first Magic you use each turn refreshes it once that
    Magic has resolved."""
    c.keyword(Keyword.LUSTER, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    (c.when(Event.MAGIC_USED, levels=(3,), scope=Scope.MINE, timing=Timing.WHILE_ATTACKING)
     .once_per_turn(lambda a: a.this().refresh()))


@card("BSS01-078")
def angel_throne(c: CardScript) -> None:
    """On summon, take a yellow Magic of cost 4 or less back from your Trash."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(
        mine(zone=Zone.TRASH, types=(MAGIC,), colors=("yellow",), cost_max=4)).to_hand()


@card("BSS01-079")
def twilight_dragonrider_flavum(c: CardScript) -> None:
    """While it attacks: after each Magic you use resolves, exhaust an opposing Spirit; Lv2+: Luster."""
    (c.when(Event.MAGIC_USED, levels=ALL_LEVELS, scope=Scope.MINE, timing=Timing.WHILE_ATTACKING)
     .choose(opponents()).exhaust())
    c.keyword(Keyword.LUSTER, levels=(2, 3))


@card("BSS01-080")
def greatbow_angel(c: CardScript) -> None:
    """On summon, if the Soul Core helped pay for it: draw two, then put two cards of your hand under your deck
    in the order you pick them."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(
        Cond.SOUL_PAID, then=lambda a: a.draw(2).choose(my_hand(), n=2).to_deck(bottom=True))


@card("BSS01-081")
def spear_angel(c: CardScript) -> None:
    """In either player's Main Step, every Nexus loses the effects it prints for Lv1 (and cannot get them
    back while this lasts)."""
    for timing in (Timing.YOUR_MAIN_STEP, Timing.OPP_MAIN_STEP):
        c.static(Static.RULE, Rule.LOSE_EFFECTS, LV1_EFFECTS, affects=anyones(types=(NEXUS,)), levels=(1, 2),
                 timing=timing)


@card("BSS01-083")
def godbeast_behemoth(c: CardScript) -> None:
    """Paid from hand, the symbols of cost-2 Spirit cards in your Trash also reduce its cost. Lv2+: when it
    attacks, for the turn your cost-2 Spirits cannot be blocked by opposing Spirits of Lv2 or more."""
    c.static(Static.OWN_COST_SYMBOLS, 1, affects=mine(zone=Zone.TRASH, types=(SPIRIT,), costs=(2,)))
    attack = c.when(Event.ATTACKS, levels=(2, 3))
    attack.for_turn(Static.UNBLOCKABLE_BY, affects=mine(costs=(2,)), filter2=opponents(level_min=2))
    attack.armed[-1].timing = Timing.ARMED  # only as the turn's effect, never as a static of the card on the field


@card("BSS01-084")
def heavenblade_dragon_ryute(c: CardScript) -> None:
    """In either player's Main Step, cores an effect would place into either Life go onto this Spirit instead;
    Lv2+, your turn: opposing effects cannot return your Spirits to a hand or deck."""
    for timing in (Timing.YOUR_MAIN_STEP, Timing.OPP_MAIN_STEP):
        c.static(Static.RULE, Rule.LIFE_TO_SELF, levels=(1, 2, 3), timing=timing)
    c.static(Static.RULE, Rule.NO_RETURN, affects=mine(), levels=(2, 3), timing=Timing.YOUR_TURN)


@card("BSS01-085")
def phantom_beast_king_liin(c: CardScript) -> None:
    """On summon, one opposing Spirit per Fabled Beast you control counts as Lv1 this turn. Lv3: when it
    attacks while you control three or more Spirits of cost 2, Spirits that print effects cannot block it."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).count_matching(mine(family="Fabled Beast"))
        .choose(opponents(), n=per(1)).mod(Mod.SET_LEVEL, 1))
    (c.when(Event.ATTACKS, levels=(3,)).if_(Cond.COUNT_AT_LEAST, count_arg(mine(cost_min=2, cost_max=2), 3),
                                            then=lambda a: a.this().unblockable(by=anyones(has_effects=True),
                                                                                duration=Duration.BATTLE)))


@card("BSS01-086")
def sage_beast_iberix(c: CardScript) -> None:
    """Either Attack Step: every Magic card in your hand has one more yellow reduction symbol."""
    c.static(Static.EXTRA_REDUCTION, color_bits("yellow"), affects=mine(types=(MAGIC,), zone=Zone.HAND),
             levels=ALL_LEVELS, timing=Timing.EITHER_ATTACK_STEP)


@card("BSS01-087")
def flying_turtle(c: CardScript) -> None:
    """On summon, reveal your top card: a Fabled Beast Spirit goes to hand, anything else to the Trash."""
    (c.when(Event.SUMMONED, levels=(1, 2)).reveal(1)
        .pick_all(Filter(zone=Zone.BUFFER, family=FABLED_BEAST)).rest(Dest.TRASH))


@card("BSS01-089")
def hippocampo(c: CardScript) -> None:
    """Blessed when it attacks."""
    c.keyword(Keyword.BLESSED, levels=(1, 2))


@card("BSS01-091")
def wonderland_alice(c: CardScript) -> None:
    """Lv2+: when it attacks, one opposing Spirit loses 1000 BP this turn for each Spirit you control. Lv3, in
    either Attack Step, while you control three Spirits or more: when it would be destroyed (by an effect or in
    battle), you may put one core from the Void on it to keep it on the field, exhausted."""
    c.when(Event.ATTACKS, levels=(2, 3)).count_matching(mine()).choose(opponents()).bp(per(-1000))
    c.instead_of_destroyed(lambda a: a.subject_card().cores(CoreZone.VOID, CoreZone.TARGETS, 1).exhaust(),
                           levels=(3,), timing=Timing.EITHER_ATTACK_STEP, cond=Cond.COUNT_AT_LEAST,
                           cond_arg=count_arg(mine(), 3))


@card("BSS01-092")
def arcana_knight_hex(c: CardScript) -> None:
    """Your Attack Step: draw one card each time an effect adds cores to your Life."""
    c.when(Event.LIFE_GAINED, levels=ALL_LEVELS, scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).draw(1)


@card("BSS01-094")
def divine_flower_queen_marigold(c: CardScript) -> None:
    """On summon you may reveal three (five if the Soul Core paid for it): a Magic to hand, the rest under the
    deck in any order."""
    ws = c.when(Event.SUMMONED, levels=(1, 2))
    ws.if_(Cond.SOUL_PAID, then=_marigold_look(5)).if_(not_(Cond.SOUL_PAID), then=_marigold_look(3))


@card("BSS01-095")
def crafter_fairy_lepri(c: CardScript) -> None:
    """In your Attack Step, when a Luster Spirit of yours is blocked, the blocker counts as Lv1 this battle."""
    (c.when(Event.BLOCKED, levels=(1, 2), scope=Scope.MINE, subject=mine(keyword=Keyword.LUSTER),
            timing=Timing.YOUR_ATTACK_STEP)
        .blocker().mod(Mod.SET_LEVEL, 1, Duration.BATTLE))


@card("BSS01-098")
def caladrius(c: CardScript) -> None:
    """At Lv2 it attacks with Luster."""
    c.keyword(Keyword.LUSTER, levels=(2,))


@card("BSS01-099")
def pentan(c: CardScript) -> None:
    """Lv2+: the first Magic card you use from hand each turn costs one less."""
    c.static(Static.RULE, Rule.FIRST_MAGIC_DISCOUNT, 1, levels=(2, 3))


@card("BSS01-100")
def pentan_chick(c: CardScript) -> None:
    """Lv2: in your turn, each symbol on your Lyric Birds counts twice toward the cost of your Magic."""
    c.static(Static.SYMBOLS_FOR, 2, affects=mine(family="Lyric Bird"), levels=(2,), timing=Timing.YOUR_TURN,
             filter2=Filter(zone=Zone.HAND, types=(MAGIC,)))
