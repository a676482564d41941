"""ST01 (red, Star Dragons). Each script says in plain words what the card does."""

from ._prelude import *

STAR_DRAGON = "Star Dragon"

vanilla("ST01-004", "ST01-005", "ST01-011")


@card("ST01-001")
def nebula_dragon_andromeda(c: CardScript) -> None:
    """On summon, destroy an opposing Spirit of 3000 BP or less or an opposing Nexus; Lv3 attacks with Confront."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(types=(SPIRIT, NEXUS), bp_max=3000)).destroy()
    c.keyword(Keyword.CONFRONT, levels=(3,), timing=Timing.WHILE_ATTACKING)


@card("ST01-002")
def galaxy_dragon_andrometeos(c: CardScript) -> None:
    """Its symbol counts double toward Star Dragon summons; Lv2+ attacks must take a Star Dragon from the top 3."""
    c.static(Static.SYMBOLS_FOR, 2, levels=(1, 2, 3),
             filter2=Filter(zone=Zone.HAND, types=SPIRITS, family=STAR_DRAGON))
    (c.when(Event.ATTACKS, levels=(2, 3)).reveal(3)
        .pick(Filter(zone=Zone.BUFFER, types=SPIRITS, family=STAR_DRAGON), n=1, min=1)
        .rest(Dest.DECK_BOTTOM, any_order=True))


@card("ST01-003")
def imperial_thunder_dragon_siegwurm(c: CardScript) -> None:
    """Attacks with Confront; at Lv3 your Awaken Spirits also get Confront in your Attack Step."""
    c.keyword(Keyword.CONFRONT, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)
    c.static(Static.KEYWORD, Keyword.CONFRONT, affects=mine(keyword=Keyword.AWAKEN), levels=(3,),
             timing=Timing.YOUR_ATTACK_STEP)


@card("ST01-006")
def moonbow_dragoon(c: CardScript) -> None:
    """Awaken: in a Flash timing, pull cores from your other cards onto it."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))


@card("ST01-007")
def blade_dino_parasaur(c: CardScript) -> None:
    """Attacks with Confront; at Lv2 its attack may trade its Soul Core for a card."""
    c.keyword(Keyword.CONFRONT, levels=(1, 2), timing=Timing.WHILE_ATTACKING)
    c.when(Event.ATTACKS, levels=(2,)).if_(Cond.DECK_AT_LEAST, 1, then=lambda a: a.may(  # R0.4: a card to draw
        lambda b: b.cores(CoreZone.SELF, CoreZone.TRASH, 1, soul_only=True).draw(1), cond=Cond.SELF_HAS_SOUL))


@card("ST01-008")
def blazing_boar(c: CardScript) -> None:
    """On summon, take a red Spirit card back from your Trash."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(
        mine(zone=Zone.TRASH, types=SPIRITS, colors=("red",))).to_hand()


@card("ST01-009")
def dragron_trooper(c: CardScript) -> None:
    """+2000 BP while it attacks."""
    c.static(Static.BP, 2000, levels=(1, 2), timing=Timing.WHILE_ATTACKING)


@card("ST01-010")
def dragno_shock_troop(c: CardScript) -> None:
    """Awaken."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))


@card("ST01-012")
def scorched_battlefield(c: CardScript) -> None:
    """Your red Spirits +1000 BP in your Attack Step; Lv2 draws when you hit the opponent's Life."""
    c.static(Static.BP, 1000, affects=mine(colors=("red",)), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.LIFE_REDUCED, levels=(2,), scope=Scope.OPPONENT, timing=Timing.YOUR_ATTACK_STEP,
           flags=EventFlag.BY_OPPONENT).draw(1)


@card("ST01-013")
def star_altar(c: CardScript) -> None:
    """When your Soul-Core Spirit is destroyed in your Attack Step, its cores move to another of your Spirits;
    Lv2: when your Star Dragon is blocked, exhaust this to refresh it."""
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP,
           flags=EventFlag.HAD_SOUL).choose(mine()).cores(CoreZone.SUBJECT, CoreZone.TARGETS, ALL_CORES)
    c.when(Event.BLOCKED, levels=(2,), scope=Scope.MINE, subject=mine(family=STAR_DRAGON),
           timing=Timing.YOUR_ATTACK_STEP).may(
        lambda a: a.this().exhaust().subject_card().refresh(), cond=Cond.SELF_REFRESHED)


@card("ST01-014")
def charged_draw(c: CardScript) -> None:
    """Main: draw 2. Main/Flash: a Spirit gets +2000 BP this turn."""
    c.magic(main=True, flash=False).draw(2)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("ST01-015")
def landmine(c: CardScript) -> None:
    """Burst (opponent destroys your Spirit): destroy an opposing Spirit of 3000 BP or less.
    Main/Flash: a Spirit gets +2000 BP this turn."""
    (c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH)
        .choose(opponents(bp_max=3000)).destroy())
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("ST01-016")
def fire_wall(c: CardScript) -> None:
    """Burst (you lose Life): your Spirit gets +4000 BP this turn.
    Flash: Spirits of 4000 BP or less cannot attack this turn."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).choose(mine()).bp(4000)
    (c.magic(main=False, flash=True)
        .player_mod(Mod.CANNOT_ATTACK_BP, 4000, who=Who.CONTROLLER)
        .player_mod(Mod.CANNOT_ATTACK_BP, 4000, who=Who.OPPONENT))
