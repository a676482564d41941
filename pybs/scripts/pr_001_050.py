"""PR cards 001-050, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

BUGS = ("Insectoid", "Carapite", "Greatbeetle")  # PR-028
HAS_ASCEND = mine(keyword=Keyword.ASCEND)  # "if you control a Spirit with Ascend"


# -- Magic -----------------------------------------------------------------------------------------------------
@card("PR-001")
def ferrarl_slash(c: CardScript) -> None:
    """Burst (you lose Life): destroy an opposing Spirit of 3000 BP or less, then you may pay for the Main effect.
    Main: destroy an opposing Nexus costing 4 or less."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_MAIN).choose(opponents(bp_max=3000)).destroy()
    c.magic(main=True, flash=False).choose(opponents(types=(NEXUS,), cost_max=4)).destroy()


# -- Spirits ---------------------------------------------------------------------------------------------------
@card("PR-002")
def comet_dragon_sungrazer(c: CardScript) -> None:
    """When summoned, your Spirits get +2000 BP this turn; Lv2+ in your Attack Step, with the Soul Core on it, draw a
    card each time one of your Awaken effects takes the last core of one of your Spirits."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).all(mine()).bp(2000)
    c.when(Event.AWAKEN_EMPTIED, levels=(2, 3), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.draw(1))


@card("PR-003")
def swordosaurus(c: CardScript) -> None:
    """+2000 BP while attacking; Lv2+ in your Attack Step, it refreshes when another Terrasaur of yours is
    blocked."""
    c.static(Static.BP, 2000, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    c.when(Event.BLOCKED, levels=(2, 3), scope=Scope.MINE, subject=mine(family=TERRASAUR, exclude_self=True),
           timing=Timing.YOUR_ATTACK_STEP).this().refresh()


@card("PR-004")
def blacklance(c: CardScript) -> None:
    """Curse while attacking; Lv2+ when summoned, draw two cards."""
    c.keyword(Keyword.CURSE, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    c.when(Event.SUMMONED, levels=(2, 3)).draw(2)


@card("PR-005")
def crimson_mail(c: CardScript) -> None:
    """When summoned: pick one of your Spirits; you may destroy it, and if it is destroyed an opposing Spirit loses
    a core to their Reserve."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(mine()).may(lambda a: a.destroy().if_(
        Cond.TARGETS_GONE, then=lambda b: b.choose(opponents()).remove_cores(1)))


@card("PR-006")
def d08_axebiter(c: CardScript) -> None:
    """Armor (purple, yellow); Lv2: neither it nor your white Nexuses holding the Soul Core are destroyed by opposing
    effects or lose cores to them, and it is not destroyed in battle."""
    c.keyword(Keyword.ARMOR, colors("purple", "yellow"), levels=(1, 2))
    for affects in (None, mine(types=(NEXUS,), colors=("white",), soul=True)):
        c.static(Static.NO_DESTROY_BY, affects=affects, levels=(2,), filter2=opponents(types=ANY_TYPE))
        c.static(Static.NO_CORE_REMOVAL, affects=affects, levels=(2,))
    c.static(Static.RULE, Rule.NO_BATTLE_DESTROY, levels=(2,))


@card("PR-007")
def black_jaguard(c: CardScript) -> None:
    """When summoned, two opposing Spirits of 2000 BP or less go under their deck; Lv2 in the opponent's Attack
    Step it refreshes when they draw."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(bp_max=2000), n=2).to_deck(bottom=True)
    c.when(Event.DREW, levels=(2,), scope=Scope.OPPONENT, timing=Timing.OPP_ATTACK_STEP).this().refresh()


@card("PR-008")
def war_angel_mace_knight(c: CardScript) -> None:
    """Your Attack Step: when an opposing Spirit is destroyed at 0 BP (R18.1), it is Lv3 this turn; Lv3 Luster."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS, scope=Scope.OPPONENT, flags=EventFlag.ZERO_BP,
           timing=Timing.YOUR_ATTACK_STEP).this().mod(Mod.SET_LEVEL, 3)
    c.keyword(Keyword.LUSTER, levels=(3,))


@card("PR-009")
def dual_eagle(c: CardScript) -> None:
    """Lv2+ Blessed (acts only on its attacks); Lv3 in your Attack Step your Blessed Spirits cannot be blocked by
    opposing Lv1 Spirits."""
    c.keyword(Keyword.BLESSED, levels=(2, 3))
    c.static(Static.UNBLOCKABLE_BY, affects=mine(keyword=Keyword.BLESSED), levels=(3,), timing=Timing.YOUR_ATTACK_STEP,
             filter2=opponents(level_max=1))


@card("PR-010")
def ancient_fiend_dragonoid_ba_gwo(c: CardScript) -> None:
    """Awaken; Lv2 in your Attack Step, when another Spirit of yours with Awaken destroys an opposing Spirit in
    battle, destroy an opposing Nexus."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2))
    c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE,
           subject=mine(keyword=Keyword.AWAKEN, exclude_self=True), timing=Timing.YOUR_ATTACK_STEP).choose(
        opponents(types=(NEXUS,))).destroy()


@card("PR-011")
def horned_dragonoid_tricero(c: CardScript) -> None:
    """+2000 BP while attacking; Lv2+ in your Attack Step, with 10000 BP or more it attacks with Confront."""
    c.static(Static.BP, 2000, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(2, 3), timing=Timing.WHILE_ATTACKING, cond=Cond.SELF_MATCHES,
             cond_arg=mine(bp_min=10000))


@card("PR-012")
def dark_queen_guinevere(c: CardScript) -> None:
    """Lv2 attacks with the Soul Core on it: you may destroy an exhausted Spirit (either side) costing 7 or less."""
    c.when(Event.ATTACKS, levels=(2,)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.choose(
        anyones(exhausted=True, cost_max=7), min=0).destroy())


@card("PR-013")
def skullion(c: CardScript) -> None:
    """When summoned, your opponent picks one of their Spirits, then you pick one of yours: both are destroyed."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents(), chooser=Who.OPPONENT).choose(
        mine(), keep=True).destroy()


@card("PR-014")
def frostree_dragon_silverime(c: CardScript) -> None:
    """Armor (red, yellow); Lv2 with the Soul Core on it: it refreshes when cores are put into the opponent's
    Life."""
    c.keyword(Keyword.ARMOR, colors("red", "yellow"), levels=(1, 2))
    c.when(Event.LIFE_GAINED, levels=(2,), scope=Scope.OPPONENT).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.this().refresh())


@card("PR-015")
def shieldmobile(c: CardScript) -> None:
    """When it blocks, refresh one of your Spirits costing 2 or less; Lv2+ Armor (red)."""
    c.when(Event.BLOCKS, levels=ALL_LEVELS).choose(mine(cost_max=2)).refresh()
    c.keyword(Keyword.ARMOR, colors("red"), levels=(2, 3))


@card("PR-016")
def tin_soldiers(c: CardScript) -> None:
    """When it attacks, it is destroyed as that battle ends."""
    c.when(Event.ATTACKS, levels=(1, 2)).arm(Event.BATTLE_END).this().destroy()


@card("PR-017")
def calydon(c: CardScript) -> None:
    """Destroyed by the opponent: an opposing Spirit costing 4 or less is Lv1 this turn; Lv3 attacking with the Soul
    Core on it, Spirits costing 8 or more cannot block it."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS, flags=BY_OPPONENT).choose(opponents(cost_max=4)).mod(Mod.SET_LEVEL, 1)
    c.static(Static.UNBLOCKABLE_BY, levels=(3,), timing=Timing.WHILE_ATTACKING, filter2=opponents(cost_min=8),
             cond=Cond.SELF_HAS_SOUL)


@card("PR-018")
def scopowl(c: CardScript) -> None:
    """Swift; destroyed by the opponent: they exhaust one of their refreshed Spirits (their pick)."""
    c.keyword(Keyword.SWIFT)
    c.when(Event.DESTROYED, levels=(1, 2), flags=BY_OPPONENT).choose(opponents(exhausted=False),
                                                                     chooser=Who.OPPONENT).exhaust()


@card("PR-019")
def koju_kamakiro(c: CardScript) -> None:
    """Summoned with the Soul Core in its payment: exhaust an opposing Spirit; Lv2+ in the opponent's turn, with the
    Soul Core on it, opposing effects cannot remove cores from your other Carapites."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.SOUL_PAID, then=lambda a: a.choose(opponents()).exhaust())
    c.static(Static.NO_CORE_REMOVAL, affects=mine(family="Carapite", exclude_self=True), levels=(2, 3),
             timing=Timing.OPP_TURN, cond=Cond.SELF_HAS_SOUL)


@card("PR-020")
def sword_dragon_emperor_ex_calibus(c: CardScript) -> None:
    """Your Attack Step: once two or more opposing Spirits were destroyed this turn it is Lv3; Lv3 attacks: destroy
    an opposing Spirit of 4000 BP or less or an opposing Nexus."""
    c.static(Static.SET_LEVEL, 3, levels=ALL_LEVELS, timing=Timing.YOUR_ATTACK_STEP, cond=Cond.DESTROYED_AT_LEAST,
             cond_arg=destroyed_arg(2, Who.OPPONENT))
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(bp_max=4000, union=opponents(types=(NEXUS,)))).destroy()


@card("PR-021")
def dsungareap(c: CardScript) -> None:
    """Awaken; Lv2+ in your Attack Step, +2000 BP per Spirit of yours with exactly one core."""
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)
    c.static(Static.BP_PER, 2000, levels=(2, 3), timing=Timing.YOUR_ATTACK_STEP, filter2=mine(cores_max=1))


@card("PR-022")
def corpse_knight_velliam(c: CardScript) -> None:
    """Your turn: when a Spirit is summoned from your Trash, destroy an exhausted opposing Spirit."""
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, subject=mine(), flags=EventFlag.FROM_TRASH,
           timing=Timing.YOUR_TURN).choose(opponents(exhausted=True)).destroy()


@card("PR-023")
def third_eye_snake(c: CardScript) -> None:
    """Lv2: when an opposing effect puts Void cores on one of their Spirits or into their Reserve, draw a card."""
    theirs = opponents(types=ANY_TYPE)
    for event in (Event.CORES_PLACED, Event.RESERVE_GAINED):
        c.when(event, levels=(2,), scope=Scope.OPPONENT, flags=EventFlag.FROM_VOID, source=theirs).draw(1)


@card("PR-024")
def macaroni_pentan(c: CardScript) -> None:
    """Lv2+ destroyed by the opponent: it comes back from your Trash to your hand."""
    c.when(Event.DESTROYED, levels=(2, 3), flags=BY_OPPONENT).this().to_hand()


@card("PR-025")
def great_eagle_thiazi(c: CardScript) -> None:
    """When summoned, an opposing Spirit gets -2000 BP this turn; Lv3 in your Attack Step, your Lv1 Birdfolk cannot
    be blocked by opposing Lv2 Spirits."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents()).bp(-2000)
    c.static(Static.UNBLOCKABLE_BY, affects=mine(family="Birdfolk", level_max=1), levels=(3,),
             timing=Timing.YOUR_ATTACK_STEP, filter2=opponents(level_min=2, level_max=2))


@card("PR-026")
def tankmobile_hetzer(c: CardScript) -> None:
    """Lv2: as your End Step starts, refresh all your Spirits with no effects listed."""
    c.when(Event.END_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.YOUR_TURN).all(
        mine(vanilla=True)).refresh()


@card("PR-027")
def divine_wargear_mega_tyr(c: CardScript) -> None:
    """When an opposing Spirit returns to their hand, you may pay your Soul Core to refresh it; Lv2 when it blocks,
    an opposing Spirit of 4000 BP or less returns to their hand."""
    c.when(Event.RETURNED, levels=(1, 2), scope=Scope.OPPONENT, flags=EventFlag.TO_HAND).may(
        lambda a: a.cores(CoreZone.SOUL, CoreZone.TRASH, 1).this().refresh(), cond=Cond.SOUL_MOVABLE)
    c.when(Event.BLOCKS, levels=(2,)).choose(opponents(bp_max=4000)).to_hand()


@card("PR-028")
def ghost_mantis(c: CardScript) -> None:
    """Your Attack Step: when an Insectoid, Carapite or Greatbeetle of yours is destroyed, a Void core goes to your
    Reserve; Lv2 when destroyed, refresh all those Spirits of yours."""
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=mine(family=BUGS),
           timing=Timing.YOUR_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    c.when(Event.DESTROYED, levels=(2,)).all(mine(family=BUGS)).refresh()


@card("PR-029")
def air_commodore_gragn(c: CardScript) -> None:
    """Gale 1; Lv2 in your Attack Step, when Gale exhausts an opposing Spirit, exhaust another opposing Spirit."""
    c.keyword(Keyword.GALE, 1, levels=(1, 2))
    c.when(Event.EXHAUSTED, levels=(2,), scope=Scope.OPPONENT, flags=EventFlag.BY_GALE,
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents()).exhaust()


@card("PR-030")
def galadbolg(c: CardScript) -> None:
    """Lv2+ attacks: you may exhaust a Nexus of yours to put a Void core on it; Lv3 while attacking, when it
    destroys an opposing Spirit in battle, refresh one of your Nexuses."""
    refreshed_nexus = mine(types=(NEXUS,), exhausted=False)
    c.when(Event.ATTACKS, levels=(2, 3)).may(
        lambda a: a.choose(refreshed_nexus).exhaust().cores(CoreZone.VOID, CoreZone.TARGETS, 1),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(refreshed_nexus, 1))
    c.when(Event.WON_BATTLE, levels=(3,), timing=Timing.WHILE_ATTACKING).choose(mine(types=(NEXUS,))).refresh()


@card("PR-031")
def explosive_giant_douglas(c: CardScript) -> None:
    """Crush +1; Lv2+ in your Attack Step, when its Crush discards a Magic card, draw a card, then discard one."""
    c.keyword(Keyword.CRUSH, 1, levels=ALL_LEVELS)
    c.when(Event.DECK_DISCARDED, levels=(2, 3), scope=Scope.OPPONENT, flags=EventFlag.BY_CRUSH,
           subject=opponents(types=(MAGIC,)), timing=Timing.YOUR_ATTACK_STEP).draw(1).discard_from_hand(1)


@card("PR-032")
def overlord_dragon_vandalizer(c: CardScript) -> None:
    """When summoned, destroy every opposing Spirit of 3000 BP or less; Lv2 attacks: destroy an opposing Spirit of
    5000 BP or less."""
    c.when(Event.SUMMONED, levels=(1, 2)).all(opponents(bp_max=3000)).destroy()
    c.when(Event.ATTACKS, levels=(2,)).choose(opponents(bp_max=5000)).destroy()


@card("PR-033")
def shamshirsar(c: CardScript) -> None:
    """Lv2 destroyed: a Spirit card with Ascend comes back from your Trash to your hand."""
    c.when(Event.DESTROYED, levels=(2,)).choose(
        mine(zone=Zone.TRASH, types=SPIRIT_CARDS, keyword=Keyword.ASCEND)).to_hand()


@card("PR-034")
def dark_knight_kay(c: CardScript) -> None:
    """Destroyed: destroy every exhausted opposing Spirit costing 2 or less; Lv2+ Curse while attacking."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS).all(opponents(exhausted=True, cost_max=2)).destroy()
    c.keyword(Keyword.CURSE, levels=(2, 3), timing=Timing.WHILE_ATTACKING)


@card("PR-035")
def gemhead_pigeon(c: CardScript) -> None:
    """In your Attack Step it cannot attack unless a Spirit of yours was destroyed this turn."""
    c.static(Static.CANNOT_ATTACK, levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP,
             cond=not_(Cond.DESTROYED_THIS_TURN), cond_arg=Who.CONTROLLER)


@card("PR-036")
def nekomatador(c: CardScript) -> None:
    """Lv2+ while attacking, it cannot be blocked if you control a Spirit with Ascend."""
    c.static(Static.UNBLOCKABLE_BY, levels=(2, 3), timing=Timing.WHILE_ATTACKING, filter2=Filter(types=ANY_TYPE),
             cond=Cond.CONTROL, cond_arg=HAS_ASCEND)


@card("PR-037")
def unwise_scarecrow(c: CardScript) -> None:
    """When summoned, it has Luster this turn."""
    c.when(Event.SUMMONED, levels=(1, 2)).this().gain(Keyword.LUSTER)


@card("PR-038")
def mecharmor_fortress_sawback_turtle(c: CardScript) -> None:
    """When summoned, an opposing Spirit with one symbol returns to their hand; Lv2 as your End Step starts, it
    refreshes if you control a Spirit with Ascend."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(symbols=1)).to_hand()
    c.when(Event.END_STEP_START, levels=(2,), scope=Scope.ANY, timing=Timing.YOUR_TURN).if_(
        Cond.CONTROL, HAS_ASCEND, then=lambda a: a.this().refresh())


@card("PR-039")
def little_vicken(c: CardScript) -> None:
    """Armor (red, white); Lv2+ destroyed by the opponent: refresh one of your Spirits with Armor."""
    c.keyword(Keyword.ARMOR, colors("red", "white"), levels=ALL_LEVELS)
    c.when(Event.DESTROYED, levels=(2, 3), flags=BY_OPPONENT).choose(mine(keyword=Keyword.ARMOR)).refresh()


@card("PR-040")
def shinobi_sage_udoh(c: CardScript) -> None:
    """Swift; when summoned, if you control a Spirit with Ascend, exhaust an opposing Spirit."""
    c.keyword(Keyword.SWIFT)
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.CONTROL, HAS_ASCEND, then=lambda a: a.choose(
        opponents()).exhaust())


@card("PR-041")
def saizogrizz(c: CardScript) -> None:
    """Gale 1; Lv2 when its attack reduces the opponent's Life, a Void core goes onto it."""
    c.keyword(Keyword.GALE, 1, levels=(1, 2))
    c.when(Event.ATTACK_HIT, levels=(2,)).cores(CoreZone.VOID, CoreZone.SELF, 1)


@card("PR-042")
def wizened_general_dogu_golem(c: CardScript) -> None:
    """In your Attack Step your Golem tokens have Raid 1; Lv2+ attacks: destroy an opposing Spirit costing 3 or
    less."""
    c.static(Static.KEYWORD, Keyword.RAID, 1, affects=mine(family="Golem", token=True), levels=ALL_LEVELS,
             timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(cost_max=3)).destroy()


@card("PR-043")
def tsathoggua(c: CardScript) -> None:
    """Your Attack Step: when a Spirit of yours with Ascend attacks, discard the top five of the opponent's deck;
    Lv2+ Crush +1."""
    c.when(Event.ATTACKS, levels=ALL_LEVELS, scope=Scope.MINE, subject=HAS_ASCEND,
           timing=Timing.YOUR_ATTACK_STEP).discard(5)
    c.keyword(Keyword.CRUSH, 1, levels=(2, 3))


@card("PR-044")
def drago_claw(c: CardScript) -> None:
    """With two or fewer Spirits on your field it is Lv3; Lv3 in your turn, Astral."""
    c.static(Static.SET_LEVEL, 3, levels=ALL_LEVELS, cond=Cond.COUNT_AT_MOST, cond_arg=count_arg(mine(), 2))
    c.keyword(Keyword.ASTRAL, levels=(3,), timing=Timing.YOUR_TURN)


@card("PR-045")
def venom_raptor(c: CardScript) -> None:
    """Your Attack Step: when it, or a red or purple Spirit of yours with the Soul Core on it, attacks, you may pick
    an opposing Spirit costing 7 or less: it cannot block this battle. Copies do not duplicate the effect."""
    c.when(Event.ATTACKS, levels=(1, 2), scope=Scope.MINE, subject=mine(colors=("red", "purple")),
           timing=Timing.YOUR_ATTACK_STEP, no_duplicate=True).subject_card().count(
        Count.TARGETS, mine(exclude_self=True, soul=False)).if_(
        not_(Cond.AMOUNT_AT_LEAST), 1, then=lambda a: a.choose(opponents(cost_max=7), min=0).mod(
            Mod.CANNOT_BLOCK, duration=Duration.BATTLE))


@card("PR-046")
def crestcaster_uwabami_no_tsukasa(c: CardScript) -> None:
    """Astral for the rest of the turn once a Spirit of yours was destroyed this turn."""
    c.static(Static.KEYWORD, Keyword.ASTRAL, levels=(1, 2), cond=Cond.DESTROYED_THIS_TURN, cond_arg=Who.CONTROLLER)


@card("PR-047")
def death_swordfighter_dullabone(c: CardScript) -> None:
    """Curse while attacking; Lv2+ attacks: an exhausted opposing Spirit loses a core to their Reserve; Chain
    Yellow: summon a cost-2 Spirit card from your Trash without paying its cost."""
    c.keyword(Keyword.CURSE, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(exhausted=True)).remove_cores(1).chain("yellow").summon(
        mine(zone=Zone.TRASH, types=SPIRIT_CARDS, costs=(2,)), optional=False)


@card("PR-048")
def pegasus_angel(c: CardScript) -> None:
    """When summoned, an opposing Spirit gets -3000 BP this turn; Lv3 in your turn, Astral."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents()).bp(-3000)
    c.keyword(Keyword.ASTRAL, levels=(3,), timing=Timing.YOUR_TURN)


@card("PR-049")
def missile_squirrel(c: CardScript) -> None:
    """Lv2+ in your turn: after a white Magic you used from your hand resolves, an opposing Spirit gets -2000 BP
    this turn."""
    c.when(Event.MAGIC_USED, levels=(2, 3), scope=Scope.MINE, flags=EventFlag.FROM_HAND,
           subject=mine(types=(MAGIC,), colors=("white",)), timing=Timing.YOUR_TURN).choose(opponents()).bp(-2000)


@card("PR-050")
def killer_machine_half(c: CardScript) -> None:
    """In either Attack Step, when an opposing Spirit returns to their hand or deck, it has Astral this turn; Lv2
    Armor (white, green, blue)."""
    c.when(Event.RETURNED, levels=(1, 2), scope=Scope.OPPONENT, timing=Timing.EITHER_ATTACK_STEP).this().gain(
        Keyword.ASTRAL)
    c.keyword(Keyword.ARMOR, colors("white", "green", "blue"), levels=(2,))
