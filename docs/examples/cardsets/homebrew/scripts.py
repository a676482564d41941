"""Scripts of the HOMEBREW example set (docs/CARDSETS.md walks through them).

Each script says in plain words what the card does; the builder is documented in docs/EFFECTS.md.
"""

from pybs.effects.script import CardScript, Event, card, opponents


@card("HB01-001")
def cinder_wyrm(c: CardScript) -> None:
    """When summoned, at any level: destroy one opposing Spirit of 4000 BP or less (none there: nothing)."""
    c.when(Event.SUMMONED, levels=(3, 4, 5)).choose(opponents(bp_max=4000)).destroy()


@card("HB01-002")
def forge_lance(c: CardScript) -> None:
    """Summoned as a Spirit-state Brave: its controller draws one card.

    Its fusion text (R12) is not scripted here (no ``brave(c, condition=...)``), so it never fuses.
    """
    c.when(Event.SUMMONED, levels=(1,)).draw(1)
