"""BSS03 cards 001-050 (red Spirits, purple Spirits, yellow Spirits, white Spirits), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS03-005", "BSS03-008", "BSS03-009", "BSS03-011", "BSS03-015", "BSS03-016", "BSS03-021",
        "BSS03-026", "BSS03-029", "BSS03-031", "BSS03-032", "BSS03-037", "BSS03-040", "BSS03-043",
        "BSS03-046", "BSS03-047", "BSS03-048")  # fmt: skip


def attacks_with_curse(c: CardScript, levels: tuple[int, ...]) -> None:
    """Curse while it attacks, at ``levels``."""
    c.keyword(Keyword.CURSE, levels=levels, timing=Timing.WHILE_ATTACKING)


# -- red Spirits ---------------------------------------------------------------------------------------------
@card("BSS03-001")
def trident_dragon(c: CardScript) -> None:
    """Awaken; Lv2+ at the start of your Attack Step: two normal cores from your Trash onto it per Ruby
    Sanctuary you control; Lv3 attacks: destroy opposing Spirits totalling 6000 BP or less."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.ATTACK_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.YOUR_ATTACK_STEP).count_matching(
        mine(types=(NEXUS,), name_contains="Ruby Sanctuary")).cores(CoreZone.TRASH, CoreZone.SELF, per(2), no_soul=True)
    c.when(Event.ATTACKS, levels=(3,)).choose_bp_sum(opponents(), 6000).destroy()


@card("BSS03-002")
def water_dragon_king_levia(c: CardScript) -> None:
    """Your Attack Step: when a Spirit of yours with Awaken hits the opponent's Life, destroy an opposing Nexus
    of cost 3 or 4. Lv2+: when it attacks, your red Spirits get +1000 BP for the turn."""
    (c.when(Event.ATTACK_HIT, levels=ALL_LEVELS, scope=Scope.MINE, subject=mine(keyword=Keyword.AWAKEN),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents(types=(NEXUS,), costs=(3, 4))).destroy())
    c.when(Event.ATTACKS, levels=(2, 3)).all(mine(colors=("red",))).bp(1000)


@card("BSS03-003")
def battleaxe_apollodinos(c: CardScript) -> None:
    """Awaken; Lv2+ attacks with the Soul Core on it: destroy every opposing Spirit with exactly its BP."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.all(
        opponents(relation=Rel.BP_EQUAL_SELF)).destroy())


@card("BSS03-004")
def blue_lizardman_pilgrim(c: CardScript) -> None:
    """Its attacks look at the top 3 and must take a Ruby Sanctuary among them, the rest under the deck in any
    order; Lv3 attacks with Confront."""
    (c.when(Event.ATTACKS, levels=(1, 2, 3)).reveal(3, public=False)
        .pick(Filter(zone=Zone.BUFFER, types=(NEXUS,), name_contains="Ruby Sanctuary"), n=1, min=1)
        .rest(Dest.DECK_BOTTOM, any_order=True))
    c.keyword(Keyword.CONFRONT, levels=(3,), timing=Timing.WHILE_ATTACKING)


@card("BSS03-006")
def blaze_lion_coalmane(c: CardScript) -> None:
    """On attack, +2000 BP this turn per Spirit you control; Lv2+ at the start of your End Step, draw up to a
    hand of three."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).count_matching(mine()).this().bp(per(2000))
    c.when(Event.END_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.YOUR_TURN).count(
        Count.HAND_SHORT, 3).draw(per(1))


@card("BSS03-007")
def lampgaur(c: CardScript) -> None:
    """When it attacks you may discard a red card from hand; if you do, your Spirits get +2000 BP this turn.
    Lv2: Confront while attacking."""
    red_in_hand = Filter(side=Side.MINE, zone=Zone.HAND, types=ANY_TYPE, colors=("red",))
    (c.when(Event.ATTACKS, levels=(1, 2)).choose(red_in_hand, n=1, min=0).hand_discard()
        .if_(Cond.HAS_TARGETS, then=lambda a: a.all(mine()).bp(2000)))
    c.keyword(Keyword.CONFRONT, levels=(2,), timing=Timing.WHILE_ATTACKING)


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


@card("BSS03-014")
def chameleowhip(c: CardScript) -> None:
    """It never blocks. Lv2, opponent's Attack Step: while it is exhausted, opposing attackers with less BP
    than it take no Life."""
    c.static(Static.CANNOT_BLOCK, levels=(1, 2))
    c.static(Static.RULE, Rule.NO_LIFE_DAMAGE_BELOW, affects=opponents(), levels=(2,), timing=Timing.OPP_ATTACK_STEP,
             cond=not_(Cond.SELF_REFRESHED))


# -- purple Spirits ------------------------------------------------------------------------------------------
@card("BSS03-017")
def nocturna(c: CardScript) -> None:
    """Curse while attacking; when destroyed, two opposing Spirits lose a core each, and a Void core goes to
    your Reserve per Spirit that fell to it; Lv2+ attacks: you may exhaust your Amethyst Sanctuary to summon
    a Curse Spirit from your Trash, paying its cost (R7.7: the text does not waive it)."""
    c.keyword(Keyword.CURSE, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.DESTROYED, levels=(1, 2, 3)).choose(opponents(), 2).remove_cores(1).count(Count.TARGETS_GONE).cores(
        CoreZone.VOID, CoreZone.RESERVE, per(1))
    sanctuary = mine(types=(NEXUS,), exhausted=False, name_contains="Amethyst Sanctuary")
    c.when(Event.ATTACKS, levels=(2, 3)).may(lambda a: a.choose(sanctuary).exhaust().summon(
        Filter(side=Side.MINE, zone=Zone.TRASH, types=SPIRIT_CARDS, keyword=Keyword.CURSE), pay=True, optional=False),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(sanctuary, 1))


@card("BSS03-018")
def vampire_duke_vladiego(c: CardScript) -> None:
    """Curse while attacking. Lv2+, your Attack Step: each time a Nightling Spirit of yours hits the
    opponent's Life, an opposing Spirit loses a core to its owner's Reserve."""
    c.keyword(Keyword.CURSE, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    (c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Nightling"),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents()).remove_cores(1))


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


@card("BSS03-025")
def goral_snake(c: CardScript) -> None:
    """It never blocks; Lv2: Curse when it attacks."""
    c.static(Static.CANNOT_BLOCK, levels=(1, 2))
    c.keyword(Keyword.CURSE, levels=(2,))


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


@card("BSS03-030")
def dark_knight_bors(c: CardScript) -> None:
    """Immortal (cost 7), in either Attack Step."""
    c.immortal(7, 7)


# -- yellow Spirits ------------------------------------------------------------------------------------------
@card("BSS03-033")
def empress_guardian_red_queen(c: CardScript) -> None:
    """On summon an opposing Spirit gets -2000 BP this turn. Lv2+, your Main Step: when an Otherlander Spirit of
    yours is summoned, you may exhaust one of your Topaz Sanctuary Nexuses to make its When Summoned effect
    trigger once more (the first one its level shows)."""
    topaz = mine(types=(NEXUS,), name_contains="Topaz Sanctuary", exhausted=False)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents()).bp(-2000)
    c.when(Event.SUMMONED, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Otherlander"),
           timing=Timing.YOUR_MAIN_STEP).may(lambda a: a.choose(topaz).exhaust().retrigger("summon"),
                                             cond=Cond.CONTROL, arg=topaz)


@card("BSS03-034")
def wonderland_pumpty_dumpty(c: CardScript) -> None:
    """On summon reveal your top card: to hand if it costs the same as a Spirit of yours, else to the Trash;
    Lv2+ when destroyed, draw one."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(1).pick_all(revealed(relation=Rel.COST_OF_MY_SPIRIT)).rest(
        Dest.TRASH)
    c.when(Event.DESTROYED, levels=(2, 3)).draw(1)


@card("BSS03-035")
def pentan(c: CardScript) -> None:
    """On summon, an Otherlander Spirit card from your Trash goes on top of your deck."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(mine(zone=Zone.TRASH, family="Otherlander")).to_deck(
        bottom=False)


@card("BSS03-036")
def wonderland_cheshire_cat(c: CardScript) -> None:
    """On summon: the next yellow Magic you use from hand this turn costs one less."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS)
     .player_mod(Mod.NEXT_MAGIC_DISCOUNT, magic_discount(1, ("yellow",)), who=Who.CONTROLLER))


@card("BSS03-038")
def impulsive_pilgrim(c: CardScript) -> None:
    """In the opponent's Attack Step, when the opponent destroys a Spirit of yours, show your top two cards,
    deploy a Topaz Sanctuary among them free and put the rest under the deck in any order; Lv3: Blessed."""
    (c.when(Event.DESTROYED, once_per_event=True, levels=(1, 2, 3), scope=Scope.MINE, flags=EventFlag.BY_OPPONENT,
            timing=Timing.OPP_ATTACK_STEP)
        .reveal(2)
        .summon(Filter(zone=Zone.BUFFER, types=(NEXUS,), name_contains="Topaz Sanctuary"), optional=False)
        .rest(Dest.DECK_BOTTOM, any_order=True))
    c.keyword(Keyword.BLESSED, levels=(3,))


@card("BSS03-039")
def ten_millennia_turtle_genbu(c: CardScript) -> None:
    """At the start of your Attack Step, another Fabled Beast of yours cannot be blocked this turn by opposing
    Spirits that print effects; Lv2+, your Attack Step: when the opponent destroys a Fabled Beast of yours,
    refresh a Fabled Beast of yours."""
    (c.when(Event.ATTACK_STEP_START, levels=(1, 2, 3), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP)
        .choose(mine(family="Fabled Beast", exclude_self=True)).unblockable(by=opponents(has_effects=True)))
    (c.when(Event.DESTROYED, once_per_event=True, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Fabled Beast"),
            flags=EventFlag.BY_OPPONENT, timing=Timing.YOUR_ATTACK_STEP)
        .choose(mine(family="Fabled Beast")).refresh())


@card("BSS03-041")
def judgment_angel_flagellum(c: CardScript) -> None:
    """Luster while attacking. Lv2+, your Attack Step: after a Magic of cost 5 or more that you use resolves,
    every opposing Spirit gets -2000 BP this turn."""
    c.keyword(Keyword.LUSTER, levels=ALL_LEVELS)
    (c.when(Event.MAGIC_USED, levels=(2, 3), scope=Scope.MINE, subject=mine(types=(MAGIC,), cost_min=5),
            timing=Timing.YOUR_ATTACK_STEP)
     .all(opponents()).bp(-2000))


@card("BSS03-042")
def rapier_angel(c: CardScript) -> None:
    """Lv2+: when it attacks, you may pay two of its cores (to the Trash) for +3000 BP and Luster this turn;
    the Luster works for this very battle (the ruling in docs/EFFECTS.md, "battle")."""
    (c.when(Event.ATTACKS, levels=(2, 3))
        .may(lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 2).this().bp(3000).gain(Keyword.LUSTER),
             cond=Cond.SELF_CORES_AT_LEAST, arg=2))


@card("BSS03-044")
def eagle_rider_jilhouette(c: CardScript) -> None:
    """Destroyed by the opponent: an opposing Spirit -3000 BP this turn. Lv2+ attacks: reveal one card per Lv1
    Spirit you control, a Birdfolk Spirit to hand, the rest to the Trash."""
    c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).choose(opponents()).bp(-3000)
    c.when(Event.ATTACKS, levels=(2, 3)).count_matching(mine(level_max=1)).reveal(per(1)).pick(
        revealed(types=SPIRIT_CARDS, family="Birdfolk"), 1, min=1).rest(Dest.TRASH)


@card("BSS03-045")
def standard_bearer_mary_flamme(c: CardScript) -> None:
    """Destroyed by the opponent: look at your top card, keep it on top or put it under the deck, then draw."""
    (c.when(Event.DESTROYED, levels=(1, 2, 3), flags=EventFlag.BY_OPPONENT).reveal(1, public=False)
        .pick(TOP_CARD, n=1, min=0, dest=Dest.DECK_BOTTOM).rest(Dest.DECK_TOP).draw(1))


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS03-049")
def sleepless_guardian_frost_tiger(c: CardScript) -> None:
    """In the opponent's Attack Step it may block, even exhausted, an attacker without the Soul Core; when it
    blocks, +1000 BP this turn. Lv2: at the start of your Attack Step, pick one Spirit of yours with a When
    Blocks effect per Diamond Sanctuary you control; opposing Spirits of cost 6 or less cannot block them
    this turn."""
    c.static(Static.BLOCK_EXHAUSTED, levels=(1, 2), timing=Timing.OPP_ATTACK_STEP, filter2=opponents(soul=False))
    c.when(Event.BLOCKS, levels=(1, 2)).this().bp(1000)
    (c.when(Event.ATTACK_STEP_START, levels=(2,), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP)
        .count_matching(mine(types=(NEXUS,), name_contains="Diamond Sanctuary"))
        .choose(mine(has_block_trigger=True), n=per(1)).unblockable(by=opponents(cost_max=6)))


@card("BSS03-050")
def sheriff_eagle(c: CardScript) -> None:
    """When it blocks, no Spirit of either side is destroyed by BP comparison this battle; Lv2: Armor
    white/green."""
    (c.when(Event.BLOCKS, levels=(1, 2))
        .player_mod(Mod.NO_BATTLE_DESTROY, duration=Duration.BATTLE, who=Who.CONTROLLER)
        .player_mod(Mod.NO_BATTLE_DESTROY, duration=Duration.BATTLE, who=Who.OPPONENT))
    c.keyword(Keyword.ARMOR, colors("white", "green"), levels=(2,))
