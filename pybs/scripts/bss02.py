"""BSS02 (Battle Spirits Saga set 2): the cards the current script vocabulary expresses exactly.

Each docstring says in plain words what the card does. Card facts: /work/shared/cards/bss/BSS02.json.
"""

from ..carddb import COLOR_BITS
from ..effects.script import (
    NEXUS,
    SPIRIT,
    AbilityKind,
    CardScript,
    Cond,
    CoreZone,
    Dest,
    Event,
    EventFlag,
    Filter,
    Keyword,
    Mod,
    Scope,
    Static,
    Timing,
    Who,
    Zone,
    anyones,
    card,
    mine,
    opponents,
    vanilla,
)  # fmt: skip

PURPLE_WHITE = COLOR_BITS["purple"] | COLOR_BITS["white"]

vanilla(
    "BSS02-004", "BSS02-008", "BSS02-011", "BSS02-014", "BSS02-015", "BSS02-017", "BSS02-019",  # red
    "BSS02-021", "BSS02-025", "BSS02-026", "BSS02-029", "BSS02-030", "BSS02-036", "BSS02-038",  # purple
    "BSS02-043", "BSS02-048", "BSS02-049", "BSS02-053", "BSS02-055", "BSS02-056", "BSS02-057",  # white
    "BSS02-060", "BSS02-067", "BSS02-072", "BSS02-073", "BSS02-075",  # yellow
    "BSS02-080", "BSS02-085", "BSS02-091", "BSS02-092", "BSS02-097",  # green
)  # fmt: skip


def flash_plus_2000(c: CardScript, main: bool = False) -> None:
    """The common Flash effect: a Spirit on either side gets +2000 BP this turn."""
    c.magic(main=main, flash=True).choose(anyones()).bp(2000)


# -- red ---------------------------------------------------------------------------------------------
@card("BSS02-001")
def dragno_king(c: CardScript) -> None:
    """On summon, destroy an opposing Spirit of 6000 BP or less; Lv2+: in your Attack Step, when your Spirit
    holding the Soul Core wins a battle by BP, destroy another opposing Spirit of 6000 BP or less; Lv3 gets +3000 BP
    while attacking."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(bp_max=6000)).destroy()
    c.when(Event.WON_BATTLE, levels=(2, 3), scope=Scope.MINE, subject=mine(soul=True),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents(bp_max=6000)).destroy()
    c.static(Static.BP, 3000, levels=(3,), timing=Timing.WHILE_ATTACKING)


@card("BSS02-002")
def dragno_commander(c: CardScript) -> None:
    """Lv2: in your turn your other Dragonoid Spirits get +2000 BP."""
    c.static(Static.BP, 2000, affects=mine(family="Dragonoid", exclude_self=True), levels=(2,),
             timing=Timing.YOUR_TURN)


@card("BSS02-007")
def photon_dragon(c: CardScript) -> None:
    """When it attacks, destroy an opposing Spirit of 2000 BP or less."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).choose(opponents(bp_max=2000)).destroy()


@card("BSS02-010")
def armorsaur_edmontsaurd(c: CardScript) -> None:
    """Lv2: in your Attack Step, draw when your Spirit holding the Soul Core wins a battle by BP."""
    c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE, subject=mine(soul=True),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)


@card("BSS02-013")
def lavabeast_volrus(c: CardScript) -> None:
    """Lv2+ attacks with Confront."""
    c.keyword(Keyword.CONFRONT, levels=(2, 3), timing=Timing.WHILE_ATTACKING)


@card("BSS02-018")
def primal_bird_phoeneryx(c: CardScript) -> None:
    """Awaken."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))


@card("BSS02-117")
def trident_flare(c: CardScript) -> None:
    """Main/Flash: destroy three opposing Spirits of 2000 BP or less (as many as there are)."""
    c.magic(main=True, flash=True).choose(opponents(bp_max=2000), n=3).destroy()


@card("BSS02-118")
def lightning_aura(c: CardScript) -> None:
    """Main: your Spirit attacks with Confront this turn. Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).choose(mine()).mod(Mod.KEYWORD, Keyword.CONFRONT)
    flash_plus_2000(c)


# -- purple ------------------------------------------------------------------------------------------
@card("BSS02-032")
def viperola(c: CardScript) -> None:
    """On summon, an opposing Nexus loses a core to its owner's Reserve."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(types=(NEXUS,))).remove_cores(1)


@card("BSS02-037")
def elefogg(c: CardScript) -> None:
    """Attacks with Curse."""
    c.keyword(Keyword.CURSE, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)


@card("BSS02-105")
def monstrous_mausoleum(c: CardScript) -> None:
    """In your Attack Step, when your Spirit holding the Soul Core is blocked, the blocker loses a core to its
    owner's Reserve; Lv2: draw when the opponent destroys your Undead Spirit."""
    c.when(Event.BLOCKED, levels=(1, 2), scope=Scope.MINE, subject=mine(soul=True),
           timing=Timing.YOUR_ATTACK_STEP).blocker().remove_cores(1)
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(family="Undead"),
           flags=EventFlag.BY_OPPONENT).draw(1)


@card("BSS02-122")
def assassinate(c: CardScript) -> None:
    """Main: the opponent picks one of their exhausted Spirits and it is destroyed. Flash: a Spirit +2000 BP."""
    c.magic(main=True, flash=False).choose(opponents(exhausted=True), chooser=Who.OPPONENT).destroy()
    flash_plus_2000(c)


@card("BSS02-123")
def crystal_crack(c: CardScript) -> None:
    """Main: discard your top 2, then draw. Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).discard(2, who=Who.CONTROLLER).draw(1)
    flash_plus_2000(c)


# -- white -------------------------------------------------------------------------------------------
@card("BSS02-047")
def ursus_polaris(c: CardScript) -> None:
    """Lv2: when it blocks, your Spirits holding the Soul Core get +3000 BP this turn."""
    c.when(Event.BLOCKS, levels=(2,)).all(mine(soul=True)).bp(3000)


@card("BSS02-051")
def jet_wyvern(c: CardScript) -> None:
    """Armor against purple and white."""
    c.keyword(Keyword.ARMOR, PURPLE_WHITE, levels=(1, 2, 3))


@card("BSS02-052")
def sunk_shain(c: CardScript) -> None:
    """When it blocks, it gains a core from the Void."""
    c.when(Event.BLOCKS, levels=(1, 2, 3)).cores(CoreZone.VOID, CoreZone.SELF, 1)


# -- yellow ------------------------------------------------------------------------------------------
@card("BSS02-061")
def mace_angel(c: CardScript) -> None:
    """Attacks with Luster."""
    c.keyword(Keyword.LUSTER, levels=(1, 2, 3))


@card("BSS02-066")
def arcana_beast_queen(c: CardScript) -> None:
    """On summon, an opposing Spirit gets -2000 BP this turn."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents()).bp(-2000)


@card("BSS02-074")
def princess_hachikazuki(c: CardScript) -> None:
    """Lv3 attacks with Luster."""
    c.keyword(Keyword.LUSTER, levels=(3,))


@card("BSS02-131")
def lightning_arrow(c: CardScript) -> None:
    """Flash: an opposing Spirit cannot attack or block this turn."""
    c.magic(main=False, flash=True).choose(opponents()).mod(Mod.CANNOT_ATTACK).mod(Mod.CANNOT_BLOCK)


# -- green -------------------------------------------------------------------------------------------
@card("BSS02-079")
def shryke(c: CardScript) -> None:
    """Swift; on summon, an exhausted opposing Spirit gets -2000 BP this turn."""
    c.keyword(Keyword.SWIFT)
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(exhausted=True)).bp(-2000)


@card("BSS02-081")
def onmyoji_kingfisher(c: CardScript) -> None:
    """Swift."""
    c.keyword(Keyword.SWIFT)


@card("BSS02-084")
def emerantman(c: CardScript) -> None:
    """Destroyed by the opponent: a core from the Void to your Reserve."""
    c.when(Event.DESTROYED, levels=(1, 2), flags=EventFlag.BY_OPPONENT).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@card("BSS02-086")
def worker_antman(c: CardScript) -> None:
    """Lv2: when it attacks holding the Soul Core, a core from the Void to your Reserve."""
    c.when(Event.ATTACKS, levels=(2,)).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.cores(CoreZone.VOID, CoreZone.RESERVE, 1))


@card("BSS02-089")
def emerald_pincer(c: CardScript) -> None:
    """On summon, exhaust an opposing Spirit."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents()).exhaust()


@card("BSS02-090")
def heavenscloak_butterfly(c: CardScript) -> None:
    """On summon, one of your Spirits gains a core from the Void."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(mine()).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


@card("BSS02-112")
def great_alvar_plains(c: CardScript) -> None:
    """On deploy, exhaust an opposing Spirit; Lv2: in your Attack Step, when your Spirit with no effect text is
    destroyed, refresh one of your Spirits."""
    c.when(Event.PLACED, levels=(1, 2)).choose(opponents()).exhaust()
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(vanilla=True),
           timing=Timing.YOUR_ATTACK_STEP).choose(mine()).refresh()


@card("BSS02-133")
def thorn_prison(c: CardScript) -> None:
    """Main/Flash: the opponent picks two of their refreshed Spirits and exhausts them."""
    c.magic(main=True, flash=True).choose(opponents(exhausted=False), n=2, chooser=Who.OPPONENT).exhaust()


@card("BSS02-134")
def carry_core(c: CardScript) -> None:
    """Flash: each of your Spirits with no effect text gains a core from the Void."""
    c.magic(main=False, flash=True).all(mine(vanilla=True)).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


@card("BSS02-135")
def stamina_recovery(c: CardScript) -> None:
    """Burst (opponent resolves a When Summoned effect): up to three of your green Spirits gain a core from the
    Void each. Main/Flash: a Spirit gets +2000 BP this turn."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .choose_up_to(mine(colors=("green",)), 3).cores(CoreZone.VOID, CoreZone.TARGETS, 1))
    flash_plus_2000(c, main=True)


@card("BSS02-120")
def reanimate(c: CardScript) -> None:
    """Burst (after the opponent's When Summoned effect resolves): of your top three cards one purple Spirit
    card goes to your hand and the rest to the Trash (revealed; see docs/EFFECTS.md), then its Main effect
    may be paid for. Main: summon a Spirit card of cost 5 or less from your Trash without paying its cost."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_MAIN).reveal(3)
        .pick(Filter(zone=Zone.BUFFER, types=(SPIRIT,), colors=("purple",)), n=1, min=1, dest=Dest.HAND)
        .rest(Dest.TRASH))
    c.magic(main=True, flash=False).summon(mine(zone=Zone.TRASH, types=(SPIRIT,), cost_max=5), optional=False)
