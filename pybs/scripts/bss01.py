"""BSS01 (Battle Spirits Saga set 1): the cards the current script vocabulary expresses exactly.

Each script says in plain words what the card does. Cards of the set that are not here still need a
piece the vocabulary lacks; they play vanilla until then.
"""

from ..carddb import COLOR_BITS
from ..effects.script import (
    ALL_BUT_ONE,
    MAGIC,
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

TERRASAUR, FABLED_BEAST, MACHINE_BEAST = "Terrasaur", "Fabled Beast", "Machine Beast"

vanilla("BSS01-005", "BSS01-010", "BSS01-011", "BSS01-012", "BSS01-018", "BSS01-019", "BSS01-020",
        "BSS01-032", "BSS01-033", "BSS01-036", "BSS01-037", "BSS01-045", "BSS01-050", "BSS01-055",
        "BSS01-056", "BSS01-063", "BSS01-065", "BSS01-074", "BSS01-075", "BSS01-082", "BSS01-088",
        "BSS01-090", "BSS01-093", "BSS01-096", "BSS01-097")  # fmt: skip


# -- red Spirits -------------------------------------------------------------------------------------
@card("BSS01-009")
def raging_dino_dyrano_rex(c: CardScript) -> None:
    """Attacks with Confront; at Lv3 its attack destroys an opposing Spirit of 4000 BP or less."""
    c.keyword(Keyword.CONFRONT, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(bp_max=4000)).destroy()


@card("BSS01-014")
def flame_emperor_agniffon(c: CardScript) -> None:
    """On summon, destroy every opposing Spirit of 4000 BP or less that has a When Summoned effect."""
    c.when(Event.SUMMONED, levels=(1, 2)).all(opponents(bp_max=4000, has_summon_trigger=True)).destroy()


@card("BSS01-016")
def fierce_gorer_horngrizzly(c: CardScript) -> None:
    """From Lv2 it attacks with Confront."""
    c.keyword(Keyword.CONFRONT, levels=(2, 3), timing=Timing.WHILE_ATTACKING)


@card("BSS01-021")
def dragno_guard(c: CardScript) -> None:
    """When its attack destroys the blocker by BP, destroy an opposing Nexus.

    In your Attack Step your Spirit only wins a BP comparison as the attacker, so the gate is your Attack
    Step: it also hears a tie, after which the attacker is already gone (R10.7, last-known level).
    """
    c.when(Event.WON_BATTLE, levels=(1, 2, 3), timing=Timing.YOUR_ATTACK_STEP).choose(
        opponents(types=(NEXUS,))).destroy()


@card("BSS01-023")
def blaze_dragonoid_ma_gwo(c: CardScript) -> None:
    """Its attack puts two cores from your Trash onto one of your Spirits."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).choose(mine()).cores(CoreZone.TRASH, CoreZone.TARGETS, 2)


@card("BSS01-024")
def flamefish(c: CardScript) -> None:
    """Destroyed while holding the Soul Core: destroy an opposing Spirit of 4000 BP or less."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).if_(
        Cond.SUBJECT_HAD_SOUL, then=lambda a: a.choose(opponents(bp_max=4000)).destroy())


@card("BSS01-025")
def iguaknife(c: CardScript) -> None:
    """On summon, your Terrasaur Spirits get +1000 BP this turn."""
    c.when(Event.SUMMONED, levels=(1, 2)).all(mine(family=TERRASAUR)).bp(1000)


# -- purple Spirits ----------------------------------------------------------------------------------
@card("BSS01-029")
def bython(c: CardScript) -> None:
    """Its attack draws a card while it holds the Soul Core."""
    c.when(Event.ATTACKS, levels=(1, 2)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.draw(1))


@card("BSS01-030")
def boa_trictor(c: CardScript) -> None:
    """Attacks with Curse."""
    c.keyword(Keyword.CURSE, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)


@card("BSS01-035")
def dark_bishop_baculus(c: CardScript) -> None:
    """On summon, every Spirit on the field (its own side and itself too) keeps one core; the rest go to
    their owners' Reserves."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).all(anyones()).remove_cores(ALL_BUT_ONE)


@card("BSS01-040")
def dark_knight_mordred(c: CardScript) -> None:
    """On summon, an exhausted opposing Spirit loses two cores to its Reserve; from Lv2 its attack takes one
    core from an opposing Spirit."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(exhausted=True)).remove_cores(2)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents()).remove_cores(1)


@card("BSS01-042")
def camelot_knight(c: CardScript) -> None:
    """Attacks with Curse while the Soul Core is on it."""
    c.static(Static.KEYWORD, Keyword.CURSE, levels=(1, 2), timing=Timing.WHILE_ATTACKING, cond=Cond.SELF_HAS_SOUL)


@card("BSS01-043")
def shield_knight_guardner(c: CardScript) -> None:
    """From Lv2, in the opponent's Attack Step, it refreshes when another purple Spirit of yours is destroyed
    (itself destroyed, there is nothing left to refresh)."""
    c.when(Event.DESTROYED, once_per_event=True, levels=(2, 3), scope=Scope.MINE, subject=mine(colors=("purple",), exclude_self=True),
           timing=Timing.OPP_ATTACK_STEP).this().refresh()


@card("BSS01-044")
def dark_knight_aglovale(c: CardScript) -> None:
    """Destroyed while holding the Soul Core: draw a card; at Lv2 it attacks with Curse."""
    c.when(Event.DESTROYED, levels=(1, 2)).if_(Cond.SUBJECT_HAD_SOUL, then=lambda a: a.draw(1))
    c.keyword(Keyword.CURSE, levels=(2,), timing=Timing.WHILE_ATTACKING)


@card("BSS01-046")
def dark_lancer_cavaliere(c: CardScript) -> None:
    """On summon, draw a card."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).draw(1)


@card("BSS01-049")
def earth_spider_demon(c: CardScript) -> None:
    """Its attack, while it holds the Soul Core, takes one core from an opposing Spirit to their Reserve."""
    c.when(Event.ATTACKS, levels=(1, 2)).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.choose(opponents()).remove_cores(1))


# -- white Spirits -----------------------------------------------------------------------------------
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


@card("BSS01-058")
def type_90_tankmobile(c: CardScript) -> None:
    """At Lv2, Armor against red, purple and white."""
    c.keyword(Keyword.ARMOR, COLOR_BITS["red"] | COLOR_BITS["purple"] | COLOR_BITS["white"], levels=(2,))


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


# -- yellow Spirits ----------------------------------------------------------------------------------
@card("BSS01-078")
def angel_throne(c: CardScript) -> None:
    """On summon, take a yellow Magic of cost 4 or less back from your Trash."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(
        mine(zone=Zone.TRASH, types=(MAGIC,), colors=("yellow",), cost_max=4)).to_hand()


@card("BSS01-087")
def flying_turtle(c: CardScript) -> None:
    """On summon, reveal your top card: a Fabled Beast Spirit goes to hand, anything else to the Trash."""
    (c.when(Event.SUMMONED, levels=(1, 2)).reveal(1)
        .pick_all(Filter(zone=Zone.BUFFER, family=FABLED_BEAST)).rest(Dest.TRASH))


@card("BSS01-098")
def caladrius(c: CardScript) -> None:
    """At Lv2 it attacks with Luster."""
    c.keyword(Keyword.LUSTER, levels=(2,))


# -- Nexuses -----------------------------------------------------------------------------------------
@card("BSS01-109")
def fortress_metropolis_naumann_city(c: CardScript) -> None:
    """In your Main Step its symbol counts as three white ones toward a Machine Beast Spirit of cost 6 or more;
    Lv2: your Spirits +1000 BP in the opponent's turn."""
    c.static(Static.SYMBOLS_FOR, 3, levels=(1, 2), timing=Timing.YOUR_MAIN_STEP,
             filter2=Filter(zone=Zone.HAND, types=(SPIRIT,), family=MACHINE_BEAST, cost_min=6))
    c.static(Static.BP, 1000, affects=mine(), levels=(2,), timing=Timing.OPP_TURN)


@card("BSS01-113")
def phantasmal_paradise(c: CardScript) -> None:
    """In your Main Step, summoning a Fabled Beast lets you exhaust this Nexus to draw; Lv2: your Fabled Beasts
    +1000 BP in your Attack Step."""
    c.when(Event.SUMMONED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=mine(family=FABLED_BEAST),
           timing=Timing.YOUR_MAIN_STEP).if_(Cond.DECK_AT_LEAST, 1, then=lambda a: a.may(  # R0.4: a card to draw
        lambda b: b.this().exhaust().draw(1), cond=Cond.SELF_REFRESHED))
    c.static(Static.BP, 1000, affects=mine(family=FABLED_BEAST), levels=(2,), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS01-114")
def blessed_cathedral(c: CardScript) -> None:
    """In any Attack Step, when your yellow Spirit is destroyed, a core from the Void goes to your Reserve;
    Lv2 also draws a card."""
    yellow = mine(colors=("yellow",))
    c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2), scope=Scope.MINE, subject=yellow,
           timing=Timing.EITHER_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=yellow, timing=Timing.EITHER_ATTACK_STEP).draw(1)


# -- Magic -------------------------------------------------------------------------------------------
@card("BSS01-118")
def starblessed_draw(c: CardScript) -> None:
    """Burst (opponent resolves a When Summoned effect): draw 2, then it may be paid for. Main: draw 2."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_MAIN).draw(2)
    c.magic(main=True, flash=False).draw(2)


@card("BSS01-120")
def flame_breath(c: CardScript) -> None:
    """Burst (opponent resolves a When Summoned effect): destroy an opposing Spirit of 4000 BP or less.
    Main/Flash: a Spirit gets +2000 BP this turn."""
    (c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .choose(opponents(bp_max=4000)).destroy())
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS01-121")
def burning_force(c: CardScript) -> None:
    """Main: destroy an opposing Nexus. Main/Flash: destroy two opposing Spirits of 3000 BP or less."""
    c.magic(main=True, flash=False).choose(opponents(types=(NEXUS,))).destroy()
    c.magic(main=True, flash=True).choose(opponents(bp_max=3000), n=2).destroy()


@card("BSS01-122")
def deadly_balance(c: CardScript) -> None:
    """Main/Flash: the opponent picks one of their Spirits, you pick one of yours, and both are destroyed."""
    (c.magic(main=True, flash=True).choose(opponents(), chooser=Who.OPPONENT)
        .choose(mine(), keep=True).destroy())


@card("BSS01-123")
def burst_venom(c: CardScript) -> None:
    """Burst (opponent destroys your Spirit): a Spirit keeps one core, the rest go to its owner's Reserve.
    Main/Flash: a Spirit gets +2000 BP this turn."""
    (c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .choose(anyones()).remove_cores(ALL_BUT_ONE))
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("BSS01-126")
def dark_matter(c: CardScript) -> None:
    """Burst (you lose Life): take a Spirit card of cost 4 or less back from your Trash.
    Main: destroy an exhausted Spirit of cost 4 or less (either side)."""
    (c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_MAIN)
        .choose(mine(zone=Zone.TRASH, cost_max=4)).to_hand())
    c.magic(main=True, flash=False).choose(anyones(exhausted=True, cost_max=4)).destroy()


@card("BSS01-131")
def dream_blizzard(c: CardScript) -> None:
    """Main: every Nexus on the field returns to its owner's hand. Main/Flash: a Spirit gets +3000 BP."""
    c.magic(main=True, flash=False).all(anyones(types=(NEXUS,))).to_hand()
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


@card("BSS01-132")
def royal_potion(c: CardScript) -> None:
    """Main/Flash: refresh every Spirit of yours that costs 2."""
    c.magic(main=True, flash=True).all(mine(cost_min=2, cost_max=2)).refresh()


@card("BSS01-133")
def angelic_pressure(c: CardScript) -> None:
    """Main/Flash: an opposing Spirit gets -3000 BP this turn."""
    c.magic(main=True, flash=True).choose(opponents()).bp(-3000)


@card("BSS01-017")
def cornered_flamerat(c: CardScript) -> None:
    """Lv2+, while it attacks: when its attack reduces the opponent's Life (battle damage, R9.5), draw a card."""
    c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.SELF, timing=Timing.WHILE_ATTACKING).draw(1)
