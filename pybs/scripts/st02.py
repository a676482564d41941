"""ST02 (purple, Serpents and Undead): removing the opponent's cores."""

from ._prelude import *

ONE_CORE = opponents(cores_min=1, cores_max=1)

vanilla("ST02-005", "ST02-006", "ST02-009")


@card("ST02-001")
def dark_king_snake_pendocles(c: CardScript) -> None:
    """On summon, strip an opposing Spirit to one core (to its Reserve); Lv2+ attacks send one of its cores to the Trash."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents())
        .remove_cores(ALL_BUT_ONE))
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents())
        .remove_cores(1, CoreZone.TRASH))


@card("ST02-002")
def dragonaga_assassin(c: CardScript) -> None:
    """Lv2+ attacks with Curse; at Lv3 its attack draws a card while it holds the Soul Core."""
    c.keyword(Keyword.CURSE, levels=(2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.ATTACKS, levels=(3,)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.draw(1))


@card("ST02-003")
def segro_snake(c: CardScript) -> None:
    """In your Attack Step, with the Soul Core on it, opposing one-core Spirits cannot block it."""
    c.static(Static.UNBLOCKABLE_BY, levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP, filter2=ONE_CORE,
             cond=Cond.SELF_HAS_SOUL)


@card("ST02-004")
def mummirra(c: CardScript) -> None:
    """On summon, an opposing Spirit loses a core to its Reserve."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents()).remove_cores(1)


@card("ST02-007")
def okapandle(c: CardScript) -> None:
    """Attacks with Curse."""
    c.keyword(Keyword.CURSE, levels=(1, 2), timing=Timing.WHILE_ATTACKING)


@card("ST02-008")
def dark_knight_florence(c: CardScript) -> None:
    """At Lv2 it attacks with Curse."""
    c.keyword(Keyword.CURSE, levels=(2,), timing=Timing.WHILE_ATTACKING)


@card("ST02-010")
def phasmobat(c: CardScript) -> None:
    """Lv2+ attacks draw a card if the opponent has a one-core Spirit."""
    c.when(Event.ATTACKS, levels=(2, 3)).if_(Cond.OPP_CONTROLS, ONE_CORE, then=lambda a: a.draw(1))


@card("ST02-011")
def stray_soul(c: CardScript) -> None:
    """On summon, an exhausted opposing Spirit loses a core to its Reserve."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(exhausted=True))
        .remove_cores(1))


@card("ST02-012")
def dark_grail(c: CardScript) -> None:
    """On deploy, an opposing Spirit with 2+ cores loses one; Lv2 draws when your purple Spirit is destroyed in your Attack Step."""
    (c.when(Event.PLACED, levels=(1, 2)).choose(opponents(cores_min=2))
        .remove_cores(1))
    c.when(Event.DESTROYED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(colors=("purple",)),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)


@card("ST02-013")
def purple_smoke_valley(c: CardScript) -> None:
    """Draw when your effect depletes an opposing Spirit; Lv2: your Curse Spirits dodge one-core blockers."""
    c.when(Event.DEPLETED, once_per_event=True, levels=(1, 2), scope=Scope.OPPONENT, flags=EventFlag.BY_MY_EFFECT).draw(1)
    c.static(Static.UNBLOCKABLE_BY, affects=mine(keyword=Keyword.CURSE), levels=(2,),
             timing=Timing.YOUR_ATTACK_STEP, filter2=ONE_CORE)


@card("ST02-014")
def poison_shot(c: CardScript) -> None:
    """Burst (opponent destroys your Spirit): draw. Main/Flash: a Spirit loses a core to its Reserve."""
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).draw(1)
    c.magic(main=True, flash=True).choose(anyones()).remove_cores(1)


@card("ST02-015")
def core_drain(c: CardScript) -> None:
    """Main: an exhausted opposing Spirit loses up to 3 cores. Main/Flash: a Spirit gets +2000 BP."""
    (c.magic(main=True, flash=False).choose(opponents(exhausted=True))
        .remove_cores(3, up_to=True))
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)


@card("ST02-016")
def bloody_rain(c: CardScript) -> None:
    """Burst (you lose Life): this turn the opponent must pay a core from a Spirit to attack with it.
    Main/Flash: a Spirit gets +2000 BP."""
    c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).player_mod(Mod.ATTACK_TAX, who=Who.OPPONENT)
    c.magic(main=True, flash=True).choose(anyones()).bp(2000)
