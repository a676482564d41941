"""BSS05 cards 001-050, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS05-008", "BSS05-009", "BSS05-010", "BSS05-017", "BSS05-023", "BSS05-026", "BSS05-033", "BSS05-040",
        "BSS05-044", "BSS05-050")  # fmt: skip

SKYBINDER, SURVEYOR = "Skybinder", "Surveyor"
SPIRIT_SOURCES = (1 << SPIRIT) | (1 << BRAVE)  # Static.UNTARGETABLE: by the effects of Spirits


# -- red Spirits ---------------------------------------------------------------------------------------------
@card("BSS05-001")
def skybinder_knight_zmeitza(c: CardScript) -> None:
    """Astral. Lv2+ attacks: destroy an opposing Spirit of 3000 BP or less and move two normal cores from your
    Trash to your Reserve."""
    c.keyword(Keyword.ASTRAL, levels=ALL_LEVELS)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(bp_max=3000)).destroy().cores(
        CoreZone.TRASH, CoreZone.RESERVE, 2, no_soul=True)


@card("BSS05-002")
def thunderclap_dragon(c: CardScript) -> None:
    """During your turn your Skybinder Spirits have Awaken; Lv3: Astral."""
    c.static(Static.KEYWORD, Keyword.AWAKEN, affects=mine(family=SKYBINDER), levels=ALL_LEVELS,
             timing=Timing.YOUR_TURN)
    c.keyword(Keyword.ASTRAL, levels=(3,))


@card("BSS05-003")
def raptor_aether(c: CardScript) -> None:
    """Lv3: Astral."""
    c.keyword(Keyword.ASTRAL, levels=(3,))


@card("BSS05-004")
def calamity_magnetar_dragon(c: CardScript) -> None:
    """[Flash] Move every core of another Star Dragon Spirit of yours onto it, and if you did, refresh it.
    Lv3 attacks: destroy an opposing Spirit of 5000 BP or less."""
    c.activated(levels=ALL_LEVELS).choose(mine(family="Star Dragon", exclude_self=True, cores_min=1)).if_(
        Cond.HAS_TARGETS, then=lambda a: a.cores(CoreZone.TARGETS, CoreZone.SELF, ALL_CORES).this().refresh())
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(bp_max=5000)).destroy()


@card("BSS05-005")
def starburst_dragon(c: CardScript) -> None:
    """Lv3: Confront while attacking."""
    c.keyword(Keyword.CONFRONT, levels=(3,), timing=Timing.WHILE_ATTACKING)


@card("BSS05-006")
def long_armed_swordsman_siamangus(c: CardScript) -> None:
    """Awaken."""
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)


@card("BSS05-007")
def death_mattock(c: CardScript) -> None:
    """When destroyed: you may pick an opposing Spirit that cannot block this turn; Chain Blue: a Nexus card of
    your Trash goes to your hand."""
    (c.when(Event.DESTROYED, levels=ALL_LEVELS).choose(opponents(), n=1, min=0).mod(Mod.CANNOT_BLOCK)
     .chain("blue").choose(mine(zone=Zone.TRASH, types=(NEXUS,))).to_hand())


@card("BSS05-011")
def surveyor_ryusei(c: CardScript) -> None:
    """Lv2+, your Attack Step: when a Surveyor Spirit of yours attacks, it gets +2000 BP for the battle, then you
    draw a card if your hand holds two cards or fewer."""
    (c.when(Event.ATTACKS, levels=(2, 3), scope=Scope.MINE, subject=mine(family=SURVEYOR),
            timing=Timing.YOUR_ATTACK_STEP)
     .subject_card().bp(2000, Duration.BATTLE).if_(Cond.HAND_AT_MOST, 2, then=lambda a: a.draw(1)))


@card("BSS05-012")
def brutal_dino_tyrantosaurus(c: CardScript) -> None:
    """From your Trash, as your Attack Step starts: you may summon it (paying its cost); if you did, destroy one
    of your Spirits. Lv2+: when blocked by a Spirit with less BP, a core of the opponent's Life goes to their
    Reserve. Lv3: once per turn, when its battle ends, refresh it."""
    (c.when(Event.ATTACK_STEP_START, scope=Scope.ANY, timing=Timing.YOUR_ATTACK_STEP, zone=Zone.TRASH)
     .summon(mine(zone=Zone.TRASH), pay=True, only_self=True)
     .if_(Cond.SELF_MATCHES, mine(), then=lambda a: a.choose(mine()).destroy()))
    c.when(Event.BLOCKED, levels=(2, 3)).if_(Cond.ATTACKER_BP_LEAD, 1, then=lambda a: a.cores(
        CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT))
    c.when(Event.BATTLE_END, levels=(3,)).once_per_turn(lambda a: a.this().refresh())


@card("BSS05-013")
def grave_megalo(c: CardScript) -> None:
    """On summon, an opposing Spirit loses all but one core to its owner's Reserve; Lv2+ attacks: destroy an
    opposing Spirit of 3000 BP or less."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents()).remove_cores(ALL_BUT_ONE)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(bp_max=3000)).destroy()


@card("BSS05-014")
def dinosaur_knight_dentus(c: CardScript) -> None:
    """Immortal (costs 3-7), in either Attack Step. When destroyed: a Terrasaur or Shadow Spirit of yours gets
    Confront and +5000 BP this turn; Chain Purple: discard the top two cards of your deck and draw a card."""
    c.immortal(3, 7)
    (c.when(Event.DESTROYED, levels=ALL_LEVELS).choose(mine(family=(TERRASAUR, "Shadow")))
     .gain(Keyword.CONFRONT).bp(5000)
     .chain("purple").discard(2, who=Who.CONTROLLER).draw(1))


@card("BSS05-015")
def crimson_knight(c: CardScript) -> None:
    """Curse; Lv2: Confront while attacking."""
    c.keyword(Keyword.CURSE, levels=(1, 2))
    c.keyword(Keyword.CONFRONT, levels=(2,), timing=Timing.WHILE_ATTACKING)


@card("BSS05-016")
def magatsu_dragoon(c: CardScript) -> None:
    """During your turn, once per turn, when a Spirit card of yours reaches your Trash, it gets Confront and +3000
    BP this turn (approximation of "the first time": docs/EFFECTS.md)."""
    c.when(Event.TO_TRASH, levels=(1, 2), scope=Scope.MINE, subject=mine(), timing=Timing.YOUR_TURN).once_per_turn(
        lambda a: a.this().gain(Keyword.CONFRONT).bp(3000))


# -- purple Spirits ------------------------------------------------------------------------------------------
@card("BSS05-018")
def rasal_asclepius(c: CardScript) -> None:
    """On summon, discard the top three cards of your deck, then a Skybinder card of your Trash goes to your hand.
    Lv2+, your Attack Step: when it or a Skybinder Spirit of yours attacks, an opposing Spirit loses a core to
    its owner's Reserve."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).discard(3, who=Who.CONTROLLER)
     .choose(mine(zone=Zone.TRASH, types=ANY_TYPE, family=SKYBINDER)).to_hand())
    c.when(Event.ATTACKS, levels=(2, 3), timing=Timing.YOUR_ATTACK_STEP).choose(opponents()).remove_cores(1)
    c.when(Event.ATTACKS, levels=(2, 3), scope=Scope.MINE, subject=mine(family=SKYBINDER),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents()).remove_cores(1)


@card("BSS05-019")
def skybinder_priestess_utakata(c: CardScript) -> None:
    """On summon, if the Soul Core paid for it, an opposing Spirit loses a core to its owner's Reserve, and you
    draw a card if that destroyed it. Lv2+: Astral."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.SOUL_PAID, then=lambda a: a.choose(opponents()).remove_cores(
        1).if_(Cond.TARGETS_GONE, then=lambda b: b.draw(1)))
    c.keyword(Keyword.ASTRAL, levels=(2, 3))


@card("BSS05-020")
def gasha_aether(c: CardScript) -> None:
    """In your Main Step, when another Skybinder Spirit of yours is summoned, you may pay a core to draw a card.
    Lv2+: Astral."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS, scope=Scope.MINE, subject=mine(family=SKYBINDER, exclude_self=True),
           timing=Timing.YOUR_MAIN_STEP).may(lambda a: a.pay_cores(1).draw(1), cond=Cond.CORES_AT_LEAST, arg=1)
    c.keyword(Keyword.ASTRAL, levels=(2, 3))


@card("BSS05-021")
def oni_soldier(c: CardScript) -> None:
    """Curse; Lv3: Astral."""
    c.keyword(Keyword.CURSE, levels=ALL_LEVELS)
    c.keyword(Keyword.ASTRAL, levels=(3,))


@card("BSS05-022")
def shadow_swordfighter_blackeopard(c: CardScript) -> None:
    """Lv2+ attacks: an opposing Spirit costing 8 or more loses two cores to its owner's Reserve. Lv3, when
    destroyed: an opposing Spirit of one colour loses a core to its owner's Reserve."""
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(cost_min=8)).remove_cores(2)
    c.when(Event.DESTROYED, levels=(3,)).choose(opponents(color_count=1)).remove_cores(1)


@card("BSS05-024")
def wingsnake_anaconger(c: CardScript) -> None:
    """Curse."""
    c.keyword(Keyword.CURSE, levels=(1, 2))


@card("BSS05-025")
def darkmage_flauroar(c: CardScript) -> None:
    """When destroyed: discard the top two cards of your deck; Chain Red: the opponent picks one of their Nexuses
    and it is destroyed."""
    (c.when(Event.DESTROYED, levels=(1, 2)).discard(2, who=Who.CONTROLLER)
     .chain("red").choose(opponents(types=(NEXUS,)), chooser=Who.OPPONENT).destroy())


@card("BSS05-027")
def darkmarshal_valeforade(c: CardScript) -> None:
    """Immortal (cost 6), in either Attack Step."""
    c.immortal(6, 6)


@card("BSS05-028")
def mezu_demon(c: CardScript) -> None:
    """When destroyed: an exhausted opposing Spirit loses a core to its owner's Reserve; Chain Yellow: you may
    summon a Spirit card costing 2 from your Trash, paying its cost (R7.7)."""
    (c.when(Event.DESTROYED, levels=(1, 2)).choose(opponents(exhausted=True)).remove_cores(1)
     .chain("yellow").summon(mine(zone=Zone.TRASH, types=SPIRIT_CARDS, costs=(2,)), pay=True))


@card("BSS05-029")
def surveyor_pale_naga(c: CardScript) -> None:
    """Lv2+: when a Surveyor Spirit of yours is destroyed, an opposing Spirit loses a core to its owner's Reserve."""
    c.when(Event.DESTROYED, levels=(2, 3), scope=Scope.MINE, subject=mine(family=SURVEYOR),
           once_per_event=True).choose(opponents()).remove_cores(1)


@card("BSS05-030")
def miser_glutvault(c: CardScript) -> None:
    """In your Attack Step your yellow Spirits have Curse. Lv2+ attacks: an opposing Spirit costing 7 or less loses
    a core to its owner's Reserve per Spirit you control; Chain Yellow: an opposing Spirit gets -2000 BP this
    turn."""
    c.static(Static.KEYWORD, Keyword.CURSE, affects=mine(colors=("yellow",)), levels=ALL_LEVELS,
             timing=Timing.YOUR_ATTACK_STEP)
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(cost_max=7)).count_matching(mine()).remove_cores(per(1))
     .chain("yellow").choose(opponents()).bp(-2000))


@card("BSS05-031")
def grim_gambler(c: CardScript) -> None:
    """Immortal (costs 2-6), in either Attack Step; Lv2: Blessed."""
    c.immortal(2, 6)
    c.keyword(Keyword.BLESSED, levels=(2,))


@card("BSS05-032")
def dark_skullpione(c: CardScript) -> None:
    """Immortal (cost 4), in either Attack Step. Lv2+: when it is blocked, the blocker loses all but one core to
    its owner's Reserve."""
    c.immortal(4, 4)
    c.when(Event.BLOCKED, levels=(2, 3)).blocker().remove_cores(ALL_BUT_ONE)


@card("BSS05-034")
def lost_chip(c: CardScript) -> None:
    """When the battle it attacked in ends, it is destroyed."""
    c.when(Event.BATTLE_END, levels=(1, 2)).this().destroy()


# -- yellow Spirits ------------------------------------------------------------------------------------------
@card("BSS05-035")
def goddess_astrina(c: CardScript) -> None:
    """On summon with 3 Life or less, a Void core into your Life. Lv2+, opponent's Attack Step: each opposing
    attack takes at most one of your Life. Lv3, your Attack Step: when a Lightguider Spirit of yours reduces the
    opponent's Life, a normal core of this Spirit goes to your Life."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.LIFE_AT_MOST, 3, then=lambda a: a.cores(
        CoreZone.VOID, CoreZone.LIFE, 1))
    c.static(Static.RULE, Rule.LIFE_DAMAGE_CAP, 1, affects=opponents(types=SPIRITS), levels=(2, 3),
             timing=Timing.OPP_ATTACK_STEP)
    c.when(Event.ATTACK_HIT, levels=(3,), scope=Scope.MINE, subject=mine(family="Lightguider"),
           timing=Timing.YOUR_ATTACK_STEP).cores(CoreZone.SELF, CoreZone.LIFE, 1, no_soul=True)


@card("BSS05-036")
def knight_aglaea(c: CardScript) -> None:
    """In either Attack Step, after each Magic you use resolves, it gets Astral and +3000 BP this turn; Lv2+:
    Luster."""
    c.when(Event.MAGIC_USED, levels=ALL_LEVELS, scope=Scope.MINE, timing=Timing.EITHER_ATTACK_STEP).this().gain(
        Keyword.ASTRAL).bp(3000)
    c.keyword(Keyword.LUSTER, levels=(2, 3))


@card("BSS05-037")
def cat_aether(c: CardScript) -> None:
    """On summon, another Spirit of yours with one symbol gets Astral this turn."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(mine(exclude_self=True, symbols=1)).gain(Keyword.ASTRAL)


@card("BSS05-038")
def cheshire_soul(c: CardScript) -> None:
    """During the opponent's turn: Astral."""
    c.keyword(Keyword.ASTRAL, levels=ALL_LEVELS, timing=Timing.OPP_TURN)


@card("BSS05-039")
def perilbeast_taowu(c: CardScript) -> None:
    """On summon, reveal the top three cards: any of them go under the deck in the order you pick, the others back
    on top in any order; Chain White: opposing Spirits' effects cannot pick it until the end of the opponent's
    next turn. Lv2+: Luster."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).reveal(3)
     .pick(revealed(), n=3, min=0, dest=Dest.DECK_BOTTOM).rest(Dest.DECK_TOP, any_order=True)
     .chain("white").this().card_static(Static.UNTARGETABLE, SPIRIT_SOURCES, duration=Duration.NEXT_OPP_TURN))
    c.keyword(Keyword.LUSTER, levels=(2, 3))


@card("BSS05-041")
def treasure_guard_goldenlock(c: CardScript) -> None:
    """Lv3: Blessed."""
    c.keyword(Keyword.BLESSED, levels=(3,))


@card("BSS05-042")
def dark_iberix(c: CardScript) -> None:
    """When the opponent destroys it, a core of your Reserve goes to your Life; Chain Purple: draw a card."""
    (c.when(Event.DESTROYED, levels=ALL_LEVELS, flags=BY_OPPONENT).cores(CoreZone.RESERVE, CoreZone.LIFE, 1)
     .chain("purple").draw(1))


@card("BSS05-043")
def sage_pentan(c: CardScript) -> None:
    """From your Trash, in either Attack Step: when an opposing Spirit is destroyed by its BP falling to 0, you may
    summon it, exhausted and free."""
    c.when(Event.DESTROYED, scope=Scope.OPPONENT, flags=EventFlag.ZERO_BP, timing=Timing.EITHER_ATTACK_STEP,
           zone=Zone.TRASH).summon(mine(zone=Zone.TRASH), only_self=True, exhausted=True)


@card("BSS05-045")
def angel_snipinne(c: CardScript) -> None:
    """Lv2+: Luster."""
    c.keyword(Keyword.LUSTER, levels=(2, 3))


@card("BSS05-046")
def surveyor_puf(c: CardScript) -> None:
    """Your Attack Step: when the opponent destroys a Surveyor Spirit of yours, an opposing Spirit gets -2000 BP
    this turn."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS, scope=Scope.MINE, subject=mine(family=SURVEYOR), flags=BY_OPPONENT,
           timing=Timing.YOUR_ATTACK_STEP, once_per_event=True).choose(opponents()).bp(-2000)


@card("BSS05-047")
def wendigloom(c: CardScript) -> None:
    """While it attacks, paying the Soul Core for a Magic draws a card once that Magic resolves. Lv2+, either
    Attack Step, once per turn (approximation of "the first time": docs/EFFECTS.md): after a white Magic you used
    from your hand resolves, an opposing Spirit costing 6 or more goes back to its owner's hand. Lv2+: Luster."""
    c.when(Event.SOUL_PAID_MAGIC, levels=ALL_LEVELS, scope=Scope.MINE, timing=Timing.WHILE_ATTACKING).draw(1)
    (c.when(Event.MAGIC_USED, levels=(2, 3), scope=Scope.MINE, flags=EventFlag.FROM_HAND,
            subject=Filter(zone=Zone.TRASH, types=(MAGIC,), colors=("white",)), timing=Timing.EITHER_ATTACK_STEP)
     .once_per_turn(lambda a: a.choose(opponents(cost_min=6)).to_hand()))
    c.keyword(Keyword.LUSTER, levels=(2, 3))


@card("BSS05-048")
def silver_angel_magica_machina(c: CardScript) -> None:
    """On summon, a Magic card of two or more colours from your Trash goes to your hand. Lv2+, when destroyed:
    opposing Spirits get -2000 BP this turn."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(
        mine(zone=Zone.TRASH, types=(MAGIC,), color_count=(2, None))).to_hand()
    c.when(Event.DESTROYED, levels=(2, 3)).all(opponents()).bp(-2000)


@card("BSS05-049")
def base_defense_angel_rita(c: CardScript) -> None:
    """Armor (blue); Lv2: Luster."""
    c.keyword(Keyword.ARMOR, colors("blue"), levels=(1, 2))
    c.keyword(Keyword.LUSTER, levels=(2,))

