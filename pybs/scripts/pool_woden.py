"""BSS02-040, the last BSS01-BSS03 card (issue 8, the "woden" group): a Magic discard cost on the opponent, a refresh
when they use a Magic from hand, and BP whenever a Spirit of yours is refreshed. The docstring paraphrases the card
in the project's own words."""

from ..effects.script import (
    CardScript,
    Event,
    EventFlag,
    Scope,
    Timing,
    card,
    mine,
)

WODEN_BP_BONUS = 4000


@card("BSS02-040")
def winged_godmech_grand_woden(c: CardScript) -> None:
    """Lv1-3, in the opponent's turn: each Magic they use from hand also costs them one card discarded from hand (their
    pick, paid after the cores, before the effect; two Wodens ask two cards). Lv2-3, in your turn: when the opponent
    uses a Magic from hand, refresh this Spirit. Lv3: when a Spirit of yours is refreshed, this Spirit has +4000 BP
    for the turn."""
    c.magic_discard_cost(levels=(1, 2, 3), timing=Timing.OPP_TURN)
    (c.when(Event.MAGIC_USED, levels=(2, 3), scope=Scope.OPPONENT, flags=EventFlag.FROM_HAND, timing=Timing.YOUR_TURN)
     .this().refresh())
    c.when(Event.REFRESHED, once_per_event=True, levels=(3,), scope=Scope.MINE, subject=mine()).this().bp(WODEN_BP_BONUS)
