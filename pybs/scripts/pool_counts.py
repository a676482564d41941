"""BSS01-BSS03 cards that need the counts vocabulary: amounts, counted and negated conditions, richer
filters, once-per-turn effects and modes (docs/EFFECTS.md, "Counts group")."""

from ..effects.script import (
    ALL_BUT_ONE,
    ANY_TYPE,
    BRAVE,
    MAGIC,
    NEXUS,
    SPIRIT,
    ULTIMATE,
    AbilityKind,
    BattleRole,
    CardScript,
    Cond,
    CoreZone,
    Count,
    Dest,
    Event,
    EventFlag,
    Filter,
    Keyword,
    Rel,
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

RED, PURPLE, WHITE = 1, 2, 8  # Armor colour bits (carddb.COLOR_BITS)
SPIRIT_CARDS = (SPIRIT,)
NOT_SPIRIT_CARDS = (ULTIMATE, BRAVE, NEXUS, MAGIC)  # "not a spirit card"


def _revealed(**kw) -> Filter:
    return Filter(zone=Zone.BUFFER, **{"types": ANY_TYPE, **kw})


# -- BSS01 ------------------------------------------------------------------------------------------

@card("BSS01-003")
def ares_dragoon(c: CardScript) -> None:
    """Awaken; Lv3: when its attack's battle ends, once per turn, you may refresh all your Awaken Spirits."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.BATTLE_END, levels=(3,)).may(
        lambda a: a.mark_used().all(mine(keyword=Keyword.AWAKEN)).refresh(), cond=Cond.UNUSED_THIS_TURN)


@card("BSS01-004")
def white_hole_dragon(c: CardScript) -> None:
    """Awaken; Lv3 when destroyed: destroy an opposing Spirit whose BP is at most this one's (last-known)."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.DESTROYED, levels=(3,)).choose(opponents(relation=Rel.BP_AT_MOST_SELF)).destroy()


@card("BSS01-008")
def syntarsaurus(c: CardScript) -> None:
    """On attack, reveal your top card: a Terrasaur Spirit goes to hand, anything else back on top. Lv2 while
    attacking: +1000 BP per Terrasaur Spirit you control."""
    c.when(Event.ATTACKS, levels=(1, 2)).reveal(1).pick_all(_revealed(types=SPIRIT_CARDS, family="Terrasaur")).rest(
        Dest.DECK_TOP)
    c.static(Static.BP_PER, 1000, levels=(2,), timing=Timing.WHILE_ATTACKING, filter2=mine(family="Terrasaur"))


@card("BSS01-031")
def magic_swordsman_dragonaga(c: CardScript) -> None:
    """On summon, draw one if the Soul Core helped pay for it."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.SOUL_PAID, then=lambda a: a.draw(1))


@card("BSS01-034")
def infernal_king_curse_dragon(c: CardScript) -> None:
    """On summon, every other Spirit loses a core to its owner's Reserve; then one Void core onto this card per
    Spirit that fell to it. Lv2 attacks: an opposing Spirit keeps only one core."""
    c.when(Event.SUMMONED, levels=(1, 2)).all(anyones(exclude_self=True)).remove_cores(1).count(
        Count.TARGETS_GONE).cores(CoreZone.VOID, CoreZone.SELF, per(1))
    c.when(Event.ATTACKS, levels=(2,)).choose(opponents()).remove_cores(ALL_BUT_ONE)


@card("BSS01-038")
def dread_knight_nemesis(c: CardScript) -> None:
    """On attack, pick one of your Spirits; you may destroy it for one mode: up to two cores off an opposing
    Spirit, or draw two. Lv2+ when destroyed: the opponent destroys one of their Spirits."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).choose(mine()).may(lambda a: a.destroy().if_(
        Cond.TARGETS_GONE, then=lambda b: b.choose_one(
            lambda m: m.choose(opponents()).remove_cores(2, up_to=True), lambda m: m.draw(2))))
    c.when(Event.DESTROYED, levels=(2, 3)).choose(opponents(), chooser=Who.OPPONENT).destroy()


@card("BSS01-047")
def phantasm_archking_zenas(c: CardScript) -> None:
    """Curse while attacking; Lv2: your Curse Spirits cannot be blocked by opposing Lv1 Spirits."""
    c.keyword(Keyword.CURSE, levels=(1, 2), timing=Timing.WHILE_ATTACKING)
    c.static(Static.UNBLOCKABLE_BY, affects=mine(keyword=Keyword.CURSE), filter2=opponents(level_max=1), levels=(2,))


@card("BSS01-067")
def armored_dragonship_enterprise(c: CardScript) -> None:
    """Armor red/purple/white; Lv2+ refreshes itself when it blocks, once per turn; Lv3 gives your Spirits the
    same Armor."""
    c.keyword(Keyword.ARMOR, RED | PURPLE | WHITE, levels=(1, 2, 3))
    c.when(Event.BLOCKS, levels=(2, 3)).once_per_turn(lambda a: a.this().refresh())
    c.static(Static.KEYWORD, Keyword.ARMOR, RED | PURPLE | WHITE, affects=mine(), levels=(3,))


@card("BSS01-068")
def snowflaken(c: CardScript) -> None:
    """Armor red; Lv2 blocks: an opposing Spirit with Confront or Curse returns to hand."""
    c.keyword(Keyword.ARMOR, RED, levels=(1, 2))
    c.when(Event.BLOCKS, levels=(2,)).choose(opponents(keyword=Keyword.CONFRONT, keyword_or=Keyword.CURSE)).to_hand()


@card("BSS01-072")
def head_snow_librarian_saga(c: CardScript) -> None:
    """On attack or block, a core goes from your Trash to your Reserve; +3000 BP this turn if it was the Soul
    Core."""
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(1, 2, 3)).count(Count.SOUL_AT, CoreZone.TRASH).cores(
        CoreZone.TRASH, CoreZone.RESERVE, 1).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.if_(
            Cond.SOUL_AT, CoreZone.RESERVE, then=lambda b: b.this().bp(3000)))


def _marigold_look(n: int):
    return lambda a: a.may(lambda b: b.reveal(n).pick(_revealed(types=(MAGIC,)), 1, min=1).rest(
        Dest.DECK_BOTTOM, any_order=True))


@card("BSS01-094")
def divine_flower_queen_marigold(c: CardScript) -> None:
    """On summon you may reveal three (five if the Soul Core paid for it): a Magic to hand, the rest under the
    deck in any order."""
    ws = c.when(Event.SUMMONED, levels=(1, 2))
    ws.if_(Cond.SOUL_PAID, then=_marigold_look(5)).if_(not_(Cond.SOUL_PAID), then=_marigold_look(3))


@card("BSS01-103")
def where_stars_are_born(c: CardScript) -> None:
    """Deployed: reveal one card per Star Dragon Spirit you control, a red Spirit to hand, the rest under the
    deck. Lv2 in your Attack Step: when your Spirit costing 4+ attacks, destroy an opposing 1000-BP Spirit."""
    c.when(Event.PLACED, levels=(1, 2)).count_matching(mine(family="Star Dragon")).reveal(per(1)).pick(
        _revealed(types=SPIRIT_CARDS, colors=("red",)), 1, min=1).rest(Dest.DECK_BOTTOM)
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(cost_min=4),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents(bp_max=1000)).destroy()


@card("BSS01-104")
def sacred_thundering_peaks(c: CardScript) -> None:
    """Your Attack Step: when your Spirit falls in a BP comparison, a cheaper Spirit of your Trash goes to
    hand. Lv2: your Confront Spirit that attacks first this turn is refreshed."""
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, flags=EventFlag.IN_BATTLE,
           timing=Timing.YOUR_ATTACK_STEP).choose(
        Filter(side=Side.MINE, zone=Zone.TRASH, types=SPIRIT_CARDS, relation=Rel.COST_BELOW_SUBJECT)).to_hand()
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(keyword=Keyword.CONFRONT),
           timing=Timing.YOUR_ATTACK_STEP).if_(Cond.SUBJECT_FIRST_ATTACKER,
                                               then=lambda a: a.subject_card().refresh())


@card("BSS01-107")
def ancient_amethyst_palace(c: CardScript) -> None:
    """Deployed: discard your top card; if it is not a Spirit card, an opposing Spirit loses a core. Lv2 in
    your turn: when your purple Spirit is destroyed, an opposing Spirit loses a core."""
    c.when(Event.PLACED, levels=(1, 2)).discard(1, who=Who.CONTROLLER, counting=anyones(types=NOT_SPIRIT_CARDS)).if_(
        Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.choose(opponents()).remove_cores(1))
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(colors=("purple",)),
           timing=Timing.YOUR_TURN).choose(opponents()).remove_cores(1)


@card("BSS01-119")
def volcanic_break(c: CardScript) -> None:
    """Destroy an opposing Spirit with 3000 BP or less; 6000 or less if the Soul Core paid for this Magic."""
    m = c.magic(main=True, flash=True)
    m.if_(Cond.SOUL_PAID, then=lambda a: a.choose(opponents(bp_max=6000)).destroy())
    m.if_(not_(Cond.SOUL_PAID), then=lambda a: a.choose(opponents(bp_max=3000)).destroy())


@card("BSS01-128")
def regain(c: CardScript) -> None:
    """Refresh one of your Spirits that is not attacking."""
    c.magic(main=True, flash=True).choose(mine(battle=BattleRole.NOT_ATTACKING)).refresh()


@card("BSS01-136")
def exhaust_nexus(c: CardScript) -> None:
    """Burst (after an opposing When Summoned effect): opposing Spirits -1000 BP this turn per Nexus their
    player controls. Magic: opposing Spirits -3000 BP this turn."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).count_matching(
        opponents(types=(NEXUS,))).all(opponents()).bp(per(-1000))
    c.magic(main=True, flash=True).all(opponents()).bp(-3000)


# -- BSS02 ------------------------------------------------------------------------------------------

@card("BSS02-003")
def dragno_bomber(c: CardScript) -> None:
    """Confront while attacking, if you have three Life or less."""
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING,
             cond=Cond.LIFE_AT_MOST, cond_arg=3)


@card("BSS02-005")
def starblade_dragon(c: CardScript) -> None:
    """Awaken; Lv2+ in your turn: when your own effect makes you draw, destroy an opposing 3000-BP Spirit. Lv3
    while attacking: when you hit the opponent's Life with three Life or less, draw two."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.DREW, once_per_event=True, levels=(2, 3), scope=Scope.MINE, timing=Timing.YOUR_TURN, flags=EventFlag.BY_MY_EFFECT).choose(
        opponents(bp_max=3000)).destroy()
    c.when(Event.LIFE_REDUCED, levels=(3,), scope=Scope.OPPONENT, timing=Timing.WHILE_ATTACKING,
           flags=EventFlag.BY_OPPONENT).if_(Cond.LIFE_AT_MOST, 3, then=lambda a: a.draw(2))


@card("BSS02-006")
def meteor_emperor_siegwurm(c: CardScript) -> None:
    """Awaken; Lv2+ attacks: draw one if it holds the Soul Core. Lv3: Confront while attacking if a Siegwurm
    Spirit card is in your Trash."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.draw(1))
    siegwurm = Filter(side=Side.MINE, zone=Zone.TRASH, types=SPIRIT_CARDS, name_contains="Siegwurm")
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(3,), timing=Timing.WHILE_ATTACKING,
             cond=Cond.COUNT_AT_LEAST, cond_arg=count_arg(siegwurm, 1))


@card("BSS02-012")
def king_vulture(c: CardScript) -> None:
    """On summon the opponent destroys one of their Nexuses costing 3 or 6; Confront while attacking if they
    have a Spirit with a When Summoned effect."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(types=(NEXUS,), costs=(3, 6)), chooser=Who.OPPONENT).destroy()
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(1, 2), timing=Timing.WHILE_ATTACKING,
             cond=Cond.OPP_CONTROLS, cond_arg=opponents(has_summon_trigger=True))


@card("BSS02-022")
def floating_grave_white_whale(c: CardScript) -> None:
    """On attack, discard your top three; for each Spirit card among them an opposing Spirit keeps one core.
    Lv2+ in your Attack Step: when your attack hits their Life, an opposing Spirit loses a core."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).discard(3, who=Who.CONTROLLER, counting=anyones(types=SPIRIT_CARDS)).choose(
        opponents(), n=per(1)).remove_cores(ALL_BUT_ONE)
    c.when(Event.LIFE_REDUCED, levels=(2, 3), scope=Scope.OPPONENT, timing=Timing.YOUR_ATTACK_STEP,
           flags=EventFlag.BY_OPPONENT).choose(opponents()).remove_cores(1)


@card("BSS02-027")
def avalo_paladion(c: CardScript) -> None:
    """When destroyed, an opposing Spirit loses seven cores. Lv3: at the start of either End Step, draw two if
    a Spirit of yours was destroyed this turn."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).choose(opponents()).remove_cores(7)
    c.when(Event.END_STEP_START, levels=(3,), scope=Scope.ANY).if_(
        Cond.DESTROYED_THIS_TURN, Who.CONTROLLER, then=lambda a: a.draw(2))


@card("BSS02-028")
def dark_knight_lamorak(c: CardScript) -> None:
    """When destroyed, an opposing Spirit loses a core. Lv2+ in your turn: the first of your purple Spirits
    destroyed each turn comes back from the Trash to your hand."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).choose(opponents()).remove_cores(1)
    c.when(Event.DESTROYED, levels=(2, 3), scope=Scope.MINE, subject=mine(colors=("purple",)),
           timing=Timing.YOUR_TURN).once_per_turn(lambda a: a.subject_card().to_hand())


@card("BSS02-031")
def chronos_boros(c: CardScript) -> None:
    """Destroyed by the opponent: they take three cores off one of their Spirits. Lv2+ summoned with the Soul
    Core: they send a normal core of one of their Spirits to the Void."""
    c.when(Event.DESTROYED, levels=(1, 2, 3), flags=EventFlag.BY_OPPONENT).choose(
        opponents(), chooser=Who.OPPONENT).remove_cores(3)
    c.when(Event.SUMMONED, levels=(2, 3)).if_(Cond.SOUL_PAID, then=lambda a: a.choose(
        opponents(), chooser=Who.OPPONENT).cores(CoreZone.TARGETS, CoreZone.VOID, 1, who=Who.OWNER, no_soul=True))


@card("BSS02-033")
def diviner_dragonaga(c: CardScript) -> None:
    """Summoned with the Soul Core: look at your top two, discard any of them, the rest back on top in any
    order."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(Cond.SOUL_PAID, then=lambda a: a.reveal(2, public=False).pick(
        _revealed(), 2, dest=Dest.TRASH).rest(Dest.DECK_TOP, any_order=True))


@card("BSS02-035")
def ripper_princess_azalea(c: CardScript) -> None:
    """Curse while attacking; summoned from your hand: discard your top card, and it is exhausted if that
    card is not a Spirit card."""
    c.keyword(Keyword.CURSE, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(Cond.SUMMONED_FROM_HAND, then=lambda a: a.discard(
        1, who=Who.CONTROLLER, counting=anyones(types=NOT_SPIRIT_CARDS)).if_(
            Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.this().exhaust()))


@card("BSS02-076")
def toy_hero_musashi(c: CardScript) -> None:
    """Destroyed by the opponent: reveal your top card; to hand if it costs the same as a Spirit of yours,
    else to the Trash."""
    c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).reveal(1).pick_all(
        _revealed(relation=Rel.COST_OF_MY_SPIRIT)).rest(Dest.TRASH)


@card("BSS02-077")
def eternal_phoenix_tokiwa(c: CardScript) -> None:
    """+10000 BP while the opponent has a Voidlord Spirit; Lv2+ attacks: the opponent exhausts one of their
    refreshed Spirits; Lv3 attacks: you may cut it down to three cores to refresh it."""
    c.static(Static.BP, 10000, levels=(1, 2, 3), cond=Cond.OPP_CONTROLS, cond_arg=opponents(family="Voidlord"))
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(exhausted=False), chooser=Who.OPPONENT).exhaust()
    c.when(Event.ATTACKS, levels=(3,)).may(lambda a: a.count(Count.SELF_CORES_ABOVE, 3).cores(
        CoreZone.SELF, CoreZone.RESERVE, per(1)).this().refresh())


@card("BSS02-094")
def horned_fortress_elasmoth(c: CardScript) -> None:
    """On summon one of your Spirits gets +3000 BP this turn; Lv2 attacks: exhaust an opposing Spirit for each
    other Spirit of yours with 4000 BP or more."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(mine()).bp(3000)
    c.when(Event.ATTACKS, levels=(2,)).count_matching(mine(exclude_self=True, bp_min=4000)).choose(
        opponents(), n=per(1)).exhaust()


@card("BSS02-096")
def loyal_retainer_higumaru(c: CardScript) -> None:
    """When destroyed, the opponent exhausts one of their Spirits for each Spirit of yours with 4000 BP or
    more."""
    c.when(Event.DESTROYED).count_matching(mine(exclude_self=True, bp_min=4000)).choose(
        opponents(), n=per(1), chooser=Who.OPPONENT).exhaust()


@card("BSS02-127")
def inescapable_avalanche(c: CardScript) -> None:
    """An attacking opposing Spirit returns to hand."""
    c.magic(main=False, flash=True).choose(opponents(battle=BattleRole.ATTACKING)).to_hand()


@card("BSS02-136")
def insect_aura(c: CardScript) -> None:
    """A Spirit gets +1000 BP this turn per Carapite or Insectoid you control."""
    c.magic(main=True, flash=True).choose(anyones()).count_matching(
        mine(family=("Carapite", "Insectoid"))).bp(per(1000))


# -- BSS03 ------------------------------------------------------------------------------------------

@card("BSS03-001")
def trident_dragon(c: CardScript) -> None:
    """Awaken; Lv2+ at the start of your Attack Step: two normal cores from your Trash onto it per Ruby
    Sanctuary you control; Lv3 attacks: destroy opposing Spirits totalling 6000 BP or less."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.ATTACK_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.YOUR_ATTACK_STEP).count_matching(
        mine(types=(NEXUS,), name_contains="Ruby Sanctuary")).cores(CoreZone.TRASH, CoreZone.SELF, per(2), no_soul=True)
    c.when(Event.ATTACKS, levels=(3,)).choose_bp_sum(opponents(), 6000).destroy()


@card("BSS03-003")
def battleaxe_apollodinos(c: CardScript) -> None:
    """Awaken; Lv2+ attacks with the Soul Core on it: destroy every opposing Spirit with exactly its BP."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.all(
        opponents(relation=Rel.BP_EQUAL_SELF)).destroy())


@card("BSS03-006")
def blaze_lion_coalmane(c: CardScript) -> None:
    """On attack, +2000 BP this turn per Spirit you control; Lv2+ at the start of your End Step, draw up to a
    hand of three."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).count_matching(mine()).this().bp(per(2000))
    c.when(Event.END_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.YOUR_TURN).count(
        Count.HAND_SHORT, 3).draw(per(1))


@card("BSS03-017")
def nocturna(c: CardScript) -> None:
    """Curse while attacking; when destroyed, two opposing Spirits lose a core each, and a Void core goes to
    your Reserve per Spirit that fell to it; Lv2+ attacks: you may exhaust your Amethyst Sanctuary to summon
    a Curse Spirit from your Trash."""
    c.keyword(Keyword.CURSE, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.DESTROYED, levels=(1, 2, 3)).choose(opponents(), 2).remove_cores(1).count(Count.TARGETS_GONE).cores(
        CoreZone.VOID, CoreZone.RESERVE, per(1))
    sanctuary = mine(types=(NEXUS,), exhausted=False, name_contains="Amethyst Sanctuary")
    c.when(Event.ATTACKS, levels=(2, 3)).may(lambda a: a.choose(sanctuary).exhaust().summon(
        Filter(side=Side.MINE, zone=Zone.TRASH, types=SPIRIT_CARDS, keyword=Keyword.CURSE), optional=False),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(sanctuary, 1))


@card("BSS03-034")
def wonderland_pumpty_dumpty(c: CardScript) -> None:
    """On summon reveal your top card: to hand if it costs the same as a Spirit of yours, else to the Trash;
    Lv2+ when destroyed, draw one."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(1).pick_all(_revealed(relation=Rel.COST_OF_MY_SPIRIT)).rest(
        Dest.TRASH)
    c.when(Event.DESTROYED, levels=(2, 3)).draw(1)


@card("BSS03-044")
def eagle_rider_jilhouette(c: CardScript) -> None:
    """Destroyed by the opponent: an opposing Spirit -3000 BP this turn. Lv2+ attacks: reveal one card per Lv1
    Spirit you control, a Birdfolk Spirit to hand, the rest to the Trash."""
    c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).choose(opponents()).bp(-3000)
    c.when(Event.ATTACKS, levels=(2, 3)).count_matching(mine(level_max=1)).reveal(per(1)).pick(
        _revealed(types=SPIRIT_CARDS, family="Birdfolk"), 1, min=1).rest(Dest.TRASH)


@card("BSS03-056")
def shield_soldier_baldr(c: CardScript) -> None:
    """Armor red/purple; when it blocks, an opposing Spirit returns to hand if the opponent drew with their
    own effect this turn."""
    c.keyword(Keyword.ARMOR, RED | PURPLE, levels=(1, 2))
    c.when(Event.BLOCKS, levels=(1, 2)).if_(Cond.DREW_THIS_TURN, Who.OPPONENT, then=lambda a: a.choose(
        opponents()).to_hand())


@card("BSS03-065")
def forest_guardian_alraune(c: CardScript) -> None:
    """On summon a Void core onto your Emerald Sanctuary and one onto itself; Lv2+ attacks or blocks: exhaust
    two opposing Spirits costing 3 or less, or one costing 6 or less."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(mine(types=(NEXUS,), name_contains="Emerald Sanctuary")).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).choose_one(
        lambda a: a.choose(opponents(cost_max=3), 2).exhaust(), lambda a: a.choose(opponents(cost_max=6)).exhaust())


@card("BSS03-083")
def giant_king_randolph(c: CardScript) -> None:
    """Crush +1; on attack, destroy one opposing Spirit costing 3 or less per level it has."""
    c.keyword(Keyword.CRUSH, 1, levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(1, 2, 3)).count(Count.SELF_LEVEL).choose(opponents(cost_max=3), n=per(1)).destroy()


@card("BSS03-085")
def iron_hammer_oswald(c: CardScript) -> None:
    """Crush; Lv2+ while attacking: +1000 BP this turn for each Spirit card its Crush discards."""
    c.keyword(Keyword.CRUSH, 0, levels=(1, 2, 3))
    c.when(Event.DECK_DISCARDED, levels=(2, 3), scope=Scope.OPPONENT, flags=EventFlag.BY_CRUSH,
           subject=opponents(types=SPIRIT_CARDS), timing=Timing.WHILE_ATTACKING).this().bp(1000)


@card("BSS03-093")
def ocean_knight_allegro(c: CardScript) -> None:
    """Lv2+ attacks: with ten or more cards in the opposing Trash, destroy their costliest Spirit. Lv3 while
    attacking: when it hits their Life, you may exhaust a Nexus to refresh one of your Seafae Spirits."""
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.OPP_TRASH_AT_LEAST, 10, then=lambda a: a.choose(
        opponents(relation=Rel.COST_MOST)).destroy())
    c.when(Event.LIFE_REDUCED, levels=(3,), scope=Scope.OPPONENT, timing=Timing.WHILE_ATTACKING,
           flags=EventFlag.BY_OPPONENT).may(lambda a: a.exhaust_nexus().choose(mine(family="Seafae")).refresh(),
                                            cond=Cond.CAN_EXHAUST_NEXUS)


@card("BSS03-119")
def rock_pillar_aquapolis(c: CardScript) -> None:
    """Your Attack Step: your attacking Crush Spirits +2000 BP; Lv2: when the opponent loses Life, discard
    their top three."""
    c.static(Static.BP, 2000, affects=mine(keyword=Keyword.CRUSH, battle=BattleRole.ATTACKING), levels=(1, 2),
             timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.LIFE_REDUCED, levels=(2,), scope=Scope.OPPONENT, timing=Timing.YOUR_ATTACK_STEP).discard(3)


@card("BSS03-120")
def ritual_fire(c: CardScript) -> None:
    """Burst (you lose Life): one of your Spirits and all your Spirits sharing a family with it +2000 BP this
    turn. Main: destroy up to two opposing Spirits with 4000 BP or less."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_MAIN).choose(mine()).add_all(
        mine(relation=Rel.SHARES_FAMILY_WITH_TARGET)).bp(2000)
    c.magic(main=True, flash=False).choose_up_to(opponents(bp_max=4000), 2).destroy()


@card("BSS03-121")
def power_boost(c: CardScript) -> None:
    """A Spirit +2000 BP this turn; +5000 instead if the Soul Core paid for this Magic."""
    m = c.magic(main=True, flash=True).choose(anyones())
    m.if_(Cond.SOUL_PAID, then=lambda a: a.bp(5000)).if_(not_(Cond.SOUL_PAID), then=lambda a: a.bp(2000))


@card("BSS03-132")
def plant_trap(c: CardScript) -> None:
    """Burst (after an opposing When Summoned effect): the opponent exhausts two refreshed Spirits of theirs.
    Magic: a Spirit costing 5 or more is refreshed if green, exhausted if not."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).choose(
        opponents(exhausted=False), 2, chooser=Who.OPPONENT).exhaust()
    m = c.magic(main=True, flash=True).choose(anyones(cost_min=5)).count(Count.TARGETS, anyones(colors=("green",)))
    m.if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.refresh()).if_(
        not_(Cond.AMOUNT_AT_LEAST), 1, then=lambda a: a.exhaust())


@card("BSS03-137")
def magic_wrench(c: CardScript) -> None:
    """Burst (the opponent destroys your Spirit): your blue Spirits +2000 BP this turn. Main: discard their top
    four; for each Magic among them, a Void core onto one of your Spirits."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_MAIN).all(
        mine(colors=("blue",))).bp(2000)
    c.magic(main=True, flash=False).discard(4, counting=anyones(types=(MAGIC,))).repeat(
        lambda a: a.choose(mine()).cores(CoreZone.VOID, CoreZone.TARGETS, 1))
