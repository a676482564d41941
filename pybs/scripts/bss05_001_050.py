"""BSS05 cards 001-050, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS05-008", "BSS05-009", "BSS05-010", "BSS05-017", "BSS05-023", "BSS05-026", "BSS05-033", "BSS05-040",
        "BSS05-044", "BSS05-050")  # fmt: skip

SKYBINDER, SURVEYOR = "Skybinder", "Surveyor"


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
