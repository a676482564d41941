"""BSS03 (Battle Spirits Saga, set 3): the cards the script vocabulary expresses as printed.

Each script says in plain words what the card does. Cards of this set that need a piece the
vocabulary lacks are left unscripted (they play vanilla and `pybs cards coverage` counts them).
"""

from ..carddb import COLOR_BITS
from ..effects.script import (
    ANY_TYPE,
    MAGIC,
    NEXUS,
    SPIRITS,
    CardScript,
    Cond,
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

WHITE_GREEN = COLOR_BITS["white"] | COLOR_BITS["green"]
TOP_CARD = Filter(zone=Zone.BUFFER, types=ANY_TYPE)  # the single viewed card, whatever it is

vanilla(
    "BSS03-005", "BSS03-008", "BSS03-009", "BSS03-011", "BSS03-015", "BSS03-016", "BSS03-021", "BSS03-026",
    "BSS03-029", "BSS03-031", "BSS03-032", "BSS03-037", "BSS03-040", "BSS03-043", "BSS03-046", "BSS03-047",
    "BSS03-048", "BSS03-052", "BSS03-057", "BSS03-060", "BSS03-062", "BSS03-063", "BSS03-068", "BSS03-072",
    "BSS03-076", "BSS03-079", "BSS03-080", "BSS03-100", "BSS03-101", "BSS03-102", "BSS03-104", "BSS03-105",
)  # fmt: skip


# -- red -----------------------------------------------------------------------------------------------
@card("BSS03-004")
def blue_lizardman_pilgrim(c: CardScript) -> None:
    """Its attacks look at the top 3 and must take a Ruby Sanctuary among them, the rest under the deck in any
    order; Lv3 attacks with Confront."""
    (c.when(Event.ATTACKS, levels=(1, 2, 3)).reveal(3, public=False)
        .pick(Filter(zone=Zone.BUFFER, types=(NEXUS,), name_contains="Ruby Sanctuary"), n=1, min=1)
        .rest(Dest.DECK_BOTTOM, any_order=True))
    c.keyword(Keyword.CONFRONT, levels=(3,), timing=Timing.WHILE_ATTACKING)


@card("BSS03-010")
def imperial_black_dragon_darkwurm(c: CardScript) -> None:
    """Attacks with Confront; at Lv3, in your Attack Step, your Star Dragons and Dragonoids get +3000 BP and
    Confront."""
    c.keyword(Keyword.CONFRONT, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)
    dragons = mine(family=("Star Dragon", "Dragonoid"))
    c.static(Static.BP, 3000, affects=dragons, levels=(3,), timing=Timing.YOUR_ATTACK_STEP)
    c.static(Static.KEYWORD, Keyword.CONFRONT, affects=dragons, levels=(3,), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS03-012")
def dino_king_megalo_saur(c: CardScript) -> None:
    """Its red symbol counts twice toward summoning a Terrasaur or Dragonoid from hand; Lv2+ attacks with
    Confront."""
    c.static(Static.SYMBOLS_FOR, 2, levels=(1, 2, 3),
             filter2=Filter(zone=Zone.HAND, types=SPIRITS, family=("Terrasaur", "Dragonoid")))
    c.keyword(Keyword.CONFRONT, levels=(2, 3), timing=Timing.WHILE_ATTACKING)


@card("BSS03-013")
def sabercaulus(c: CardScript) -> None:
    """Lv2+: in your Attack Step, each of your Spirits that has Confront gets +2000 BP."""
    c.static(Static.BP, 2000, affects=mine(keyword=Keyword.CONFRONT), levels=(2, 3), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS03-107")
def steaming_mountains(c: CardScript) -> None:
    """On deploy, destroy an opposing Spirit of 1000 BP or less; Lv2: in your Attack Step your Ancient Dragons
    and Dragonoids get +2000 BP."""
    c.when(Event.PLACED, levels=(1, 2)).choose(opponents(bp_max=1000)).destroy()
    c.static(Static.BP, 2000, affects=mine(family=("Ancient Dragon", "Dragonoid")), levels=(2,),
             timing=Timing.YOUR_ATTACK_STEP)


# -- purple --------------------------------------------------------------------------------------------
def attacks_with_curse(c: CardScript, levels: tuple[int, ...]) -> None:
    """Curse while it attacks, at ``levels``."""
    c.keyword(Keyword.CURSE, levels=levels, timing=Timing.WHILE_ATTACKING)


@card("BSS03-019")
def costume_artist(c: CardScript) -> None:
    """Its attacks may sacrifice another of your Spirits to draw a card (R0.4: only with a card to draw);
    Lv2+ attacks with Curse."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).if_(Cond.DECK_AT_LEAST, 1, then=lambda a: a.may(
        lambda b: b.choose(mine(exclude_self=True)).destroy().draw(1),
        cond=Cond.CONTROL, arg=mine(exclude_self=True)))
    attacks_with_curse(c, (2, 3))


@card("BSS03-020")
def tripedal_bat(c: CardScript) -> None:
    """Attacks with Curse."""
    attacks_with_curse(c, (1, 2))


@card("BSS03-023")
def underworld_snakeman_botis(c: CardScript) -> None:
    """Attacks with Curse; destroyed by the opponent at Lv2, every refreshed opposing Spirit loses a core to
    its Reserve."""
    attacks_with_curse(c, (1, 2))
    c.when(Event.DESTROYED, levels=(2,), flags=EventFlag.BY_OPPONENT).all(opponents(exhausted=False)).remove_cores(1)


@card("BSS03-024")
def shaznake(c: CardScript) -> None:
    """When destroyed, draw if you still control another Serpent; Lv2+ attacks with Curse."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).if_(
        Cond.CONTROL, mine(family="Serpent", exclude_self=True), then=lambda a: a.draw(1))
    attacks_with_curse(c, (2, 3))


@card("BSS03-027")
def skelesnake_skullpione(c: CardScript) -> None:
    """Destroyed by the opponent, it exhausts every opposing Spirit with 2 cores or fewer; Lv2+: in your Attack
    Step it refreshes whenever the opponent summons a Spirit."""
    c.when(Event.DESTROYED, levels=(1, 2, 3), flags=EventFlag.BY_OPPONENT).all(opponents(cores_max=2)).exhaust()
    c.when(Event.SUMMONED, once_per_event=True, levels=(2, 3), scope=Scope.OPPONENT, timing=Timing.YOUR_ATTACK_STEP).this().refresh()


@card("BSS03-028")
def eternal_pilgrim(c: CardScript) -> None:
    """When destroyed, trash the top 3 of your deck, then take an Amethyst Sanctuary from your Trash back to
    hand; Lv3 attacks with Curse."""
    (c.when(Event.DESTROYED, levels=(1, 2, 3)).discard(3, who=Who.CONTROLLER)
        .choose(mine(zone=Zone.TRASH, types=(NEXUS,), name_contains="Amethyst Sanctuary")).to_hand())
    attacks_with_curse(c, (3,))


@card("BSS03-108")
def amethyst_sanctuary(c: CardScript) -> None:
    """Lv2: in either Attack Step, whenever a Spirit is destroyed, look at your top card and either trash it or
    leave it on top."""
    (c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.ANY, subject=anyones(), timing=Timing.EITHER_ATTACK_STEP)
        .reveal(1, public=False).pick(TOP_CARD, n=1, min=0, dest=Dest.TRASH).rest(Dest.DECK_TOP))


@card("BSS03-123")
def soul_crush(c: CardScript) -> None:
    """Main/Flash: an opposing Spirit without the Soul Core loses 2 cores to its owner's Reserve."""
    c.magic(main=True, flash=True).choose(opponents(soul=False)).remove_cores(2)


@card("BSS03-125")
def gather_ingredients(c: CardScript) -> None:
    """Main: take a purple Spirit card back from your Trash. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).choose(mine(zone=Zone.TRASH, colors=("purple",))).to_hand()
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


# -- yellow --------------------------------------------------------------------------------------------
@card("BSS03-045")
def standard_bearer_mary_flamme(c: CardScript) -> None:
    """Destroyed by the opponent: look at your top card, keep it on top or put it under the deck, then draw."""
    (c.when(Event.DESTROYED, levels=(1, 2, 3), flags=EventFlag.BY_OPPONENT).reveal(1, public=False)
        .pick(TOP_CARD, n=1, min=0, dest=Dest.DECK_BOTTOM).rest(Dest.DECK_TOP).draw(1))


@card("BSS03-111")
def radiant_pyramid_triad(c: CardScript) -> None:
    """On deploy, look at your top card and put it back; Lv2: in your Attack Step, draw whenever an opposing
    effect takes the last core off one of your Spirits."""
    c.when(Event.PLACED, levels=(1, 2)).reveal(1, public=False).rest(Dest.DECK_TOP)
    c.when(Event.DEPLETED, once_per_event=True, levels=(2,), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP,
           flags=EventFlag.BY_OPPONENT).draw(1)


@card("BSS03-127")
def magical_light(c: CardScript) -> None:
    """Main: reveal the top 4, take a Magic among them, trash the rest. Main/Flash: a Spirit gets +2000 BP."""
    (c.magic(main=True, flash=False).reveal(4)
        .pick(Filter(zone=Zone.BUFFER, types=(MAGIC,)), n=1, min=1).rest(Dest.TRASH))
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


# -- white ---------------------------------------------------------------------------------------------
@card("BSS03-053")
def mechaniffon(c: CardScript) -> None:
    """Armor against white and green."""
    c.keyword(Keyword.ARMOR, WHITE_GREEN, levels=(1, 2))


@card("BSS03-054")
def valkyrie_hildr(c: CardScript) -> None:
    """On summon, bounce an opposing Spirit to its owner's hand; destroyed by the opponent at Lv3, you may
    refresh one of your Androids."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents()).to_hand()
    c.when(Event.DESTROYED, levels=(3,), flags=EventFlag.BY_OPPONENT).choose(mine(family="Android"), min=0).refresh()


@card("BSS03-113")
def brisingamen_necklace(c: CardScript) -> None:
    """On deploy you may bounce an opposing Spirit of cost 1 or less; destroyed by the opponent at Lv2, bounce
    an opposing Spirit."""
    c.when(Event.PLACED, levels=(1, 2)).choose(opponents(cost_max=1), min=0).to_hand()
    c.when(Event.DESTROYED, levels=(2,), flags=EventFlag.BY_OPPONENT).choose(opponents()).to_hand()


# -- blue ----------------------------------------------------------------------------------------------
@card("BSS03-086")
def giant_platoon(c: CardScript) -> None:
    """Crush (no modifier)."""
    c.keyword(Keyword.CRUSH, 0, levels=(1, 2, 3))


@card("BSS03-089")
def rock_golem(c: CardScript) -> None:
    """Its attacks, with the Soul Core on it, take a Nexus card back from your Trash."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.choose(
        mine(zone=Zone.TRASH, types=(NEXUS,))).to_hand())


@card("BSS03-094")
def sea_lancer_subito(c: CardScript) -> None:
    """At the start of either Attack Step you may exhaust one of your Nexuses to make it Lv3 this turn; Lv3
    attacks destroy an opposing Spirit of cost 3 or less, and if that destroys it, the opponent trashes the top
    3 of their deck."""
    c.when(Event.ATTACK_STEP_START, levels=(1, 2, 3), scope=Scope.ANY, timing=Timing.EITHER_ATTACK_STEP).may(
        lambda a: a.exhaust_nexus().this().mod(Mod.MAX_LEVEL), cond=Cond.CAN_EXHAUST_NEXUS)
    (c.when(Event.ATTACKS, levels=(3,)).choose(opponents(cost_max=3)).destroy()
        .if_(Cond.TARGETS_GONE, then=lambda a: a.discard(3, who=Who.OPPONENT)))


@card("BSS03-096")
def deep_sea_fanatic(c: CardScript) -> None:
    """On summon, reveal the top 4: you may put a Nexus among them back on top, the rest go under the deck in
    any order."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(4)
        .pick(Filter(zone=Zone.BUFFER, types=(NEXUS,)), n=1, min=0, dest=Dest.DECK_TOP)
        .rest(Dest.DECK_BOTTOM, any_order=True))


@card("BSS03-099")
def bokruga(c: CardScript) -> None:
    """Whenever you deploy a blue Nexus, it is treated as Lv3 this turn."""
    c.when(Event.PLACED, once_per_event=True, levels=(1, 2, 3), scope=Scope.MINE, subject=mine(types=(NEXUS,), colors=("blue",))).this(
        ).mod(Mod.MAX_LEVEL)


@card("BSS03-136")
def break_burst(c: CardScript) -> None:
    """Main: the opponent trashes the top 3 of their deck. Main/Flash: destroy an opposing Spirit of cost 3 or
    less."""
    c.magic(main=True, flash=False).discard(3, who=Who.OPPONENT)
    c.magic(main=True, flash=True).choose(opponents(cost_max=3)).destroy()


@card("BSS03-138")
def muscle_charge(c: CardScript) -> None:
    """Flash: every War God Spirit of yours is treated as its highest level this turn."""
    c.magic(main=False, flash=True).all(mine(family="War God")).mod(Mod.MAX_LEVEL)
