"""BSS01-BSS03 cards that need the "ascend" vocabulary: extra summoning costs (Ascend, R18.2, and destroying a
Nexus of yours), a "must attack first" step rule and the BP a destroyed Spirit had (docs/EFFECTS.md, "ascend").
Each docstring paraphrases the card in our own words."""

from ..effects.script import NEXUS, CardScript, Event, Filter, Timing, Zone, anyones, card, mine

ALL_LEVELS = (1, 2, 3)


@card("BSS03-097")
def cthulou_shark(c: CardScript) -> None:
    """To summon it you must also destroy one of your blue Nexuses. On summon every Spirit without the Soul
    Core on it is destroyed (this one too, unless it holds the Soul Core). Lv3: when its attack destroys the
    blocker by BP, put a Nexus card from your Trash onto the field for free.

    In your Attack Step your Spirit only wins a BP comparison as the attacker, so the Lv3 gate is your Attack
    Step (as BSS01-021 Dragno Guard): a tie, after which it is gone, counts at its last-known level.
    """
    c.destroy_to_summon(Filter(types=(NEXUS,), colors=("blue",)))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).all(anyones(soul=False)).destroy()
    c.when(Event.WON_BATTLE, levels=(3,), timing=Timing.YOUR_ATTACK_STEP).summon(
        mine(zone=Zone.TRASH, types=(NEXUS,)), optional=False)
