"""BSS01-03 cards that need only the keywords vocabulary: Gale, Blessed, Bloodcurse, restrictions on
blocking and attacking, and blocking while exhausted (docs/EFFECTS.md, "keywords").

Keywords a card prints under "While This Spirit Attacks" (Gale, Blessed, Curse) are scripted without the
timing: they only ever act on an attack, and a filter for "your Spirits with Gale" sees them at the
levels the card prints them, as Crush is scripted in ST06.
"""

from ..carddb import COLOR_BITS
from ..effects.script import (
    ALL_CORES,
    BRAVE,
    MAGIC,
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
    Rule,
    Scope,
    Static,
    Timing,
    Who,
    Zone,
    anyones,
    card,
    mine,
    opponents,
)  # fmt: skip
from ..effects.spec import SYMBOL_COLOR_SHIFT


def colors(*names: str) -> int:
    """Armor's number: the colour bits it guards against."""
    return sum(COLOR_BITS[n] for n in names)


# -- Gale (R18.7) ----------------------------------------------------------------------------------
@card("BSS02-095")
def loyal_retainer_ezowolf(c: CardScript) -> None:
    """Gale 1 when it attacks."""
    c.keyword(Keyword.GALE, 1, levels=(1, 2))


@card("BSS02-098")
def fanglord_tree_rafflesio(c: CardScript) -> None:
    """Gale 2 when it attacks; Lv3: once its attack takes the opponent's Life, exhaust an opposing Spirit."""
    c.keyword(Keyword.GALE, 2, levels=(1, 2, 3))
    c.when(Event.LIFE_REDUCED, levels=(3,), scope=Scope.OPPONENT, timing=Timing.WHILE_ATTACKING,
           flags=EventFlag.IN_BATTLE).choose(opponents()).exhaust()


@card("BSS03-067")
def autumn_princess_mapleum(c: CardScript) -> None:
    """When destroyed: one of your Spirits with Gale gets a core from the Void."""
    c.when(Event.DESTROYED, levels=(1, 2)).choose(mine(keyword=Keyword.GALE)).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1)


@card("BSS03-071")
def totemowl(c: CardScript) -> None:
    """Lv2: Gale 1 when it attacks."""
    c.keyword(Keyword.GALE, 1, levels=(2,))


@card("BSS03-075")
def wind_tiger_tiguard(c: CardScript) -> None:
    """Swift; Lv2: Gale 1 when it attacks."""
    c.keyword(Keyword.SWIFT)
    c.keyword(Keyword.GALE, 1, levels=(2,))


@card("BSS03-078")
def ant_pilgrim(c: CardScript) -> None:
    """On summon, look at your top three cards, may show an Emerald Sanctuary among them and take it; the
    rest go under the deck in the order you like. Lv3: Gale 1 when it attacks."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(3, public=False)
        .pick(Filter(zone=Zone.BUFFER, types=(NEXUS,), name_contains="Emerald Sanctuary"), n=1)
        .rest(Dest.DECK_BOTTOM, any_order=True))
    c.keyword(Keyword.GALE, 1, levels=(3,))


@card("BSS03-133")
def whirlwind(c: CardScript) -> None:
    """Main: this turn your own Gale lets you pick the Spirits it exhausts. Main/Flash: a Spirit gets
    +2000 BP this turn."""
    c.magic(main=True, flash=False).player_mod(Mod.GALE_SELECT, who=Who.CONTROLLER)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


# -- Blessed (R18.4) and Bloodcurse ----------------------------------------------------------------
@card("BSS01-089")
def hippocampo(c: CardScript) -> None:
    """Blessed when it attacks."""
    c.keyword(Keyword.BLESSED, levels=(1, 2))


@card("BSS02-063")
def light_emperor_lumiere(c: CardScript) -> None:
    """On summon, one of your Spirits has Blessed this turn; Lv3: Blessed when it attacks."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(mine()).gain(Keyword.BLESSED)
    c.keyword(Keyword.BLESSED, levels=(3,))


@card("BSS02-071")
def clockodile(c: CardScript) -> None:
    """Lv2+: Blessed when it attacks, while its controller's Soul Core is on it."""
    c.static(Static.KEYWORD, Keyword.BLESSED, levels=(2, 3), cond=Cond.SELF_HAS_SOUL)


@card("BSS01-026")
def grand_underworld_trio_queen_meduke(c: CardScript) -> None:
    """Life your Curse or Bloodcurse attackers take goes to the Void; Lv2+: Bloodcurse; Lv3: in your Attack
    Step your Spirits with Curse also have Bloodcurse."""
    c.static(Static.LIFE_TO_VOID, affects=mine(), levels=(1, 2, 3))
    c.keyword(Keyword.BLOODCURSE, levels=(2, 3))
    c.static(Static.KEYWORD, Keyword.BLOODCURSE, affects=mine(keyword=Keyword.CURSE), levels=(3,),
             timing=Timing.YOUR_ATTACK_STEP)


# -- blocking and attacking --------------------------------------------------------------------------
@card("BSS01-015")
def dilophoza(c: CardScript) -> None:
    """It cannot block in the opponent's Attack Step."""
    c.static(Static.CANNOT_BLOCK, levels=(1, 2), timing=Timing.OPP_ATTACK_STEP)


@card("BSS03-025")
def goral_snake(c: CardScript) -> None:
    """It never blocks; Lv2: Curse when it attacks."""
    c.static(Static.CANNOT_BLOCK, levels=(1, 2))
    c.keyword(Keyword.CURSE, levels=(2,))


@card("BSS03-084")
def warhammer_gordon(c: CardScript) -> None:
    """Crush +1; Lv2+: in the opponent's Attack Step their Spirits of cost 3 or less attack only by paying
    one of their cores."""
    c.keyword(Keyword.CRUSH, 1, levels=(1, 2, 3))
    c.static(Static.ATTACK_TAX, affects=opponents(cost_max=3), levels=(2, 3), timing=Timing.OPP_ATTACK_STEP)


@card("BSS03-118")
def enchained_arena(c: CardScript) -> None:
    """When destroyed, a Void core goes to your Reserve; Lv2: in the opponent's Attack Step their Spirits of
    cost 5 or less attack only by paying one of their cores."""
    c.when(Event.DESTROYED, levels=(1, 2)).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    c.static(Static.ATTACK_TAX, affects=opponents(cost_max=5), levels=(2,), timing=Timing.OPP_ATTACK_STEP)


@card("BSS01-060")
def pegacyone(c: CardScript) -> None:
    """Armor red/purple; Lv2+: in the opponent's Attack Step, with the Soul Core on it, it may block while
    exhausted an attacker holding two cores or fewer."""
    c.keyword(Keyword.ARMOR, colors("red", "purple"), levels=(1, 2, 3))
    c.static(Static.BLOCK_EXHAUSTED, levels=(2, 3), timing=Timing.OPP_ATTACK_STEP, cond=Cond.SELF_HAS_SOUL,
             filter2=opponents(cores_max=2))


@card("BSS02-126")
def infinity_shield(c: CardScript) -> None:
    """Flash: one of your Machine Beast or Mecha Spirits may block while exhausted this turn."""
    c.magic(main=False, flash=True).choose(mine(family=("Machine Beast", "Mecha"))).mod(Mod.BLOCK_EXHAUSTED)


@card("BSS03-051")
def divemech_capybot(c: CardScript) -> None:
    """When it blocks, one of your Spirits with Armor may block while exhausted this turn; Lv2: Armor blue."""
    c.when(Event.BLOCKS, levels=(1, 2)).choose(mine(keyword=Keyword.ARMOR)).mod(Mod.BLOCK_EXHAUSTED)
    c.keyword(Keyword.ARMOR, colors("blue"), levels=(2,))


@card("BSS03-090")
def block_golem(c: CardScript) -> None:
    """Crush; Lv2+: in the opponent's Attack Step, while a Nexus of yours holds the Soul Core, it may block
    while exhausted any attacker of cost 5 or less."""
    c.keyword(Keyword.CRUSH, 0, levels=(1, 2, 3))
    c.static(Static.BLOCK_EXHAUSTED, levels=(2, 3), timing=Timing.OPP_ATTACK_STEP, cond=Cond.CONTROL,
             cond_arg=mine(types=(NEXUS,), soul=True), filter2=opponents(cost_max=5))


# -- temporary keywords with their number ------------------------------------------------------------
@card("BSS02-125")
def iceberg(c: CardScript) -> None:
    """Main: one of your Spirits has Armor red/purple/green this turn. Flash: a Spirit gets +2000 BP."""
    c.magic(main=True, flash=False).choose(mine()).gain(Keyword.ARMOR, colors("red", "purple", "green"),
                                                        Duration.TURN)
    c.magic(main=False, flash=True).choose(anyones()).bp(2000)


# -- protection ---------------------------------------------------------------------------------------
SPIRIT_SOURCES = (1 << SPIRIT) | (1 << BRAVE)  # Static.UNTARGETABLE / NO_CORE_REMOVAL: by the effects of Spirits
MAGIC_SOURCES = 1 << MAGIC


@card("BSS01-073")
def head_icemaid_fulla(c: CardScript) -> None:
    """Opposing effects remove no cores from it, nor from your Spirits holding the Soul Core."""
    c.static(Static.NO_CORE_REMOVAL, levels=(1, 2, 3))
    c.static(Static.NO_CORE_REMOVAL, affects=mine(soul=True), levels=(1, 2, 3))


@card("BSS02-070")
def air_sniper_breeze(c: CardScript) -> None:
    """In the opponent's turn, their effects remove no cores from your yellow Spirits of cost 4 or more."""
    c.static(Static.NO_CORE_REMOVAL, affects=mine(colors=("yellow",), cost_min=4), levels=(1, 2, 3),
             timing=Timing.OPP_TURN)


@card("BSS02-050")
def polar_ice_dragon_glaceus(c: CardScript) -> None:
    """With the Soul Core on it, opposing Spirits' effects can neither pick it nor take its cores; Lv2:
    attacking, opposing Spirits of cost 3 or less cannot block it."""
    c.static(Static.UNTARGETABLE, SPIRIT_SOURCES, levels=(1, 2), cond=Cond.SELF_HAS_SOUL)
    c.static(Static.NO_CORE_REMOVAL, SPIRIT_SOURCES, levels=(1, 2), cond=Cond.SELF_HAS_SOUL)
    c.static(Static.UNBLOCKABLE_BY, levels=(2,), timing=Timing.WHILE_ATTACKING, filter2=opponents(cost_max=3))


@card("BSS03-091")
def iron_golem(c: CardScript) -> None:
    """Lv2: opposing Magic cannot pick your Spirits or Nexuses holding the Soul Core."""
    c.static(Static.UNTARGETABLE, MAGIC_SOURCES, affects=mine(types=(SPIRIT, BRAVE, NEXUS), soul=True),
             levels=(2,))


@card("BSS03-112")
def diamond_sanctuary(c: CardScript) -> None:
    """Lv2: opposing Magic cannot pick this Nexus."""
    c.static(Static.UNTARGETABLE, MAGIC_SOURCES, levels=(2,))


@card("BSS02-045")
def blizzaster_eagle(c: CardScript) -> None:
    """Armor purple/green/yellow; Lv2: when it blocks, opposing destruction effects cannot destroy it this
    battle."""
    c.keyword(Keyword.ARMOR, colors("purple", "green", "yellow"), levels=(1, 2))
    c.when(Event.BLOCKS, levels=(2,)).this().mod(Mod.NO_EFFECT_DESTROY, duration=Duration.BATTLE)


@card("BSS03-050")
def sheriff_eagle(c: CardScript) -> None:
    """When it blocks, no Spirit of either side is destroyed by BP comparison this battle; Lv2: Armor
    white/green."""
    (c.when(Event.BLOCKS, levels=(1, 2))
        .player_mod(Mod.NO_BATTLE_DESTROY, duration=Duration.BATTLE, who=Who.CONTROLLER)
        .player_mod(Mod.NO_BATTLE_DESTROY, duration=Duration.BATTLE, who=Who.OPPONENT))
    c.keyword(Keyword.ARMOR, colors("white", "green"), levels=(2,))


@card("BSS03-128")
def rapid_rule(c: CardScript) -> None:
    """Main: this turn your Spirits of cost 2 or less cannot be blocked by opposing Spirits of cost 5 or more."""
    c.magic(main=True, flash=False).for_turn(Static.UNBLOCKABLE_BY, affects=mine(cost_max=2),
                                             filter2=opponents(cost_min=5))


# -- attacking a Spirit (R18.5) -------------------------------------------------------------------------
@card("BSS01-041")
def dark_knight_palomides(c: CardScript) -> None:
    """Lv2+: when it attacks, pick an exhausted opposing Spirit; it may attack that Spirit."""
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(exhausted=True))
        .may(lambda a: a.attack_it(), cond=Cond.HAS_TARGETS))


@card("BSS03-022")
def viper_dragon_hsuan_falung(c: CardScript) -> None:
    """Destroyed by the opponent: they pick one of their refreshed Spirits and it loses three cores to their
    Reserve. Curse when it attacks. Lv2+: in your Attack Step, when a Serpent of yours attacks, it may attack
    an exhausted opposing Spirit you pick."""
    (c.when(Event.DESTROYED, levels=(1, 2, 3), flags=EventFlag.BY_OPPONENT)
        .choose(opponents(exhausted=False), chooser=Who.OPPONENT).remove_cores(3))
    c.keyword(Keyword.CURSE, levels=(1, 2, 3))
    (c.when(Event.ATTACKS, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Serpent"),
            timing=Timing.YOUR_ATTACK_STEP)
        .may(lambda a: a.choose(opponents(exhausted=True)).attack_it(), cond=Cond.OPP_CONTROLS,
             arg=opponents(exhausted=True)))


# -- levels, Life and silenced "When Destroyed" effects -------------------------------------------------
@card("BSS03-098")
def sea_emperor_courant_marin(c: CardScript) -> None:
    """On summon, destroy an opposing Spirit of cost 3 or less; Lv2+: in the opponent's turn your Spirits
    without effect text count as their highest level."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(cost_max=3)).destroy()
    c.static(Static.RULE, Rule.MAX_LEVEL, affects=mine(vanilla=True), levels=(2, 3), timing=Timing.OPP_TURN)


@card("BSS01-095")
def crafter_fairy_lepri(c: CardScript) -> None:
    """In your Attack Step, when a Luster Spirit of yours is blocked, the blocker counts as Lv1 this battle."""
    (c.when(Event.BLOCKED, levels=(1, 2), scope=Scope.MINE, subject=mine(keyword=Keyword.LUSTER),
            timing=Timing.YOUR_ATTACK_STEP)
        .blocker().mod(Mod.SET_LEVEL, 1, Duration.BATTLE))


@card("BSS01-134")
def ascension_zero(c: CardScript) -> None:
    """Burst (the opponent resolves a "When Summoned" effect): their Spirits count as Lv1 this turn; then its
    Flash effect may be paid for. Main/Flash: a Spirit gets +2000 BP this turn."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .player_mod(Mod.SET_LEVEL, 1, who=Who.OPPONENT))
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS01-013")
def stormbeast_emperor_thunder_leon(c: CardScript) -> None:
    """On summon, destroy every opposing Spirit of 2000 BP or less, their "When Destroyed" effects silent;
    Lv3: when it attacks, draw one."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).all(opponents(bp_max=2000)).destroy_silently()
    c.when(Event.ATTACKS, levels=(3,)).draw(1)


@card("BSS02-115")
def giantwood_castle_keep(c: CardScript) -> None:
    """In the opponent's Attack Step, when a Spirit of yours holding the Soul Core wins a battle by BP, refresh
    one of your Spirits; Lv2: in any Attack Step the opponent's "When Destroyed" effects do not trigger."""
    (c.when(Event.WON_BATTLE, levels=(1, 2), scope=Scope.MINE, subject=mine(soul=True),
            timing=Timing.OPP_ATTACK_STEP)
        .choose(mine()).refresh())
    c.static(Static.RULE, Rule.SILENCE_DESTROYED, affects=opponents(), levels=(2,),
             timing=Timing.EITHER_ATTACK_STEP)


@card("BSS01-002")
def divine_halberd_dragon_arc(c: CardScript) -> None:
    """No Spirit of 2000 BP or less takes Life with its attack, on either side; Lv2+: when it attacks,
    destroy an opposing Spirit of 2000 BP or less."""
    c.static(Static.RULE, Rule.NO_LIFE_DAMAGE, affects=anyones(bp_max=2000), levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(bp_max=2000)).destroy()


# -- symbols --------------------------------------------------------------------------------------------
TWO_RED = 2 + (COLOR_BITS["red"] << SYMBOL_COLOR_SHIFT)  # Rule/Mod SYMBOLS: "two red symbols"


@card("BSS01-006")
def nebula_dragon(c: CardScript) -> None:
    """Lv2: attacking with the Soul Core on it, its symbol counts as two red symbols."""
    c.static(Static.RULE, Rule.SYMBOLS, TWO_RED, levels=(2,), timing=Timing.WHILE_ATTACKING,
             cond=Cond.SELF_HAS_SOUL)


@card("BSS01-100")
def pentan_chick(c: CardScript) -> None:
    """Lv2: in your turn, each symbol on your Lyric Birds counts twice toward the cost of your Magic."""
    c.static(Static.SYMBOLS_FOR, 2, affects=mine(family="Lyric Bird"), levels=(2,), timing=Timing.YOUR_TURN,
             filter2=Filter(zone=Zone.HAND, types=(MAGIC,)))


@card("BSS03-122")
def double_heart(c: CardScript) -> None:
    """A Spirit holding a Soul Core counts as having two red symbols this turn."""
    c.magic(main=True, flash=True).choose(anyones(soul=True)).mod(Mod.SYMBOLS, TWO_RED)


# -- Step rules -----------------------------------------------------------------------------------------
@card("BSS01-110")
def infinity_mothership(c: CardScript) -> None:
    """At the start of the opponent's Attack Step, every core in your Trash goes to your Reserve; Lv2: while
    you control a Mecha Spirit, your Core Step gives two cores instead of one."""
    (c.when(Event.ATTACK_STEP_START, levels=(1, 2), scope=Scope.OPPONENT, timing=Timing.OPP_ATTACK_STEP)
        .cores(CoreZone.TRASH, CoreZone.RESERVE, ALL_CORES))
    c.static(Static.RULE, Rule.CORE_STEP, 2, levels=(2,), timing=Timing.YOUR_TURN, cond=Cond.CONTROL,
             cond_arg=mine(family="Mecha"))


@card("BSS01-127")
def absolute_ice_shield(c: CardScript) -> None:
    """Burst (you lose Life): a core from your Reserve goes to your Life; then its Flash effect may be paid
    for. Flash: when this battle ends, the Attack Step ends."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).cores(CoreZone.RESERVE, CoreZone.LIFE, 1)
    c.magic(main=False, flash=True).if_(Cond.IN_BATTLE, then=lambda a: a.player_mod(
        Mod.END_ATTACK_STEP, duration=Duration.BATTLE, who=Who.CONTROLLER))


@card("BSS03-103")
def fantastical_monk_sanzor(c: CardScript) -> None:
    """No player draws by a Magic's effect; Lv2+: in the opponent's turn they summon at most one Spirit of
    cost 4 or less (summons made while this holds count)."""
    c.static(Static.RULE, Rule.NO_MAGIC_DRAW, levels=(1, 2, 3))
    c.static(Static.RULE, Rule.SUMMON_ONCE, affects=opponents(cost_max=4), levels=(2, 3), timing=Timing.OPP_TURN)
