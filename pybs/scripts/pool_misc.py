"""BSS01-BSS03 cards of the "misc" group (issue 8): a Soul Core paid for another Spirit's summon, a copied
"When Summoned" effect, Nexuses losing their effects by their own level and a Magic restriction by field
colors. Each docstring paraphrases the card in the project's own words."""

from ..effects.script import (
    MAGIC,
    NEXUS,
    SPIRIT,
    CardScript,
    Dest,
    Event,
    EventFlag,
    Filter,
    Keyword,
    Rule,
    Scope,
    Static,
    Timing,
    Zone,
    anyones,
    card,
    mine,
    opponents,
)

ALL_LEVELS = (1, 2, 3)
AT_LV1 = 1 << 1  # Rule.LOSE_EFFECTS_AT_LEVEL value2: a bit per level of the Nexus


@card("BSS03-066")
def tempting_etrium(c: CardScript) -> None:
    """Gale 1. Lv2, while it attacks: when you summon a Spirit and the Soul Core is part of what you paid for
    it, refresh this Spirit."""
    c.keyword(Keyword.GALE, 1, levels=(1, 2))  # scripted without the attack timing (docs/EFFECTS.md, keywords)
    (c.when(Event.SUMMONED, once_per_event=True, levels=(2,), scope=Scope.MINE, subject=mine(), flags=EventFlag.HAD_SOUL,
            timing=Timing.WHILE_ATTACKING)
     .this().refresh())


@card("BSS02-065")
def arcana_joker(c: CardScript) -> None:
    """On summon it cannot be blocked this turn. Lv2+, when it attacks: pick another Otherlander Spirit of yours
    and run one of that Spirit's "When Summoned" effects as this Spirit's own."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).this().unblockable()
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(mine(family="Otherlander", exclude_self=True))
     .copy_summon_effect())


@card("BSS02-069")
def scout_crondale(c: CardScript) -> None:
    """When the opponent destroys it: reveal your top two cards, a Birdfolk Spirit card among them goes to your
    hand and the others to the Trash. In either Attack Step every Nexus at Lv1 has none of its effects."""
    (c.when(Event.DESTROYED, flags=EventFlag.BY_OPPONENT).reveal(2)
     .pick(Filter(zone=Zone.BUFFER, types=(SPIRIT,), family="Birdfolk"), n=1, min=1, dest=Dest.HAND)
     .rest(Dest.TRASH))
    c.static(Static.RULE, Rule.LOSE_EFFECTS_AT_LEVEL, AT_LV1, affects=anyones(types=(NEXUS,)), levels=ALL_LEVELS,
             timing=Timing.EITHER_ATTACK_STEP)


@card("BSS03-117")
def seabed_lighthouse(c: CardScript) -> None:
    """In either Attack Step the opponent cannot use a Magic card from their hand unless it shares a color with
    a symbol on their own field. Lv2: your Lv3 Spirits get 2000 BP."""
    c.static(Static.RULE, Rule.MAGIC_COLOR_LOCK, affects=opponents(zone=Zone.HAND, types=(MAGIC,)), levels=(1, 2),
             timing=Timing.EITHER_ATTACK_STEP)
    c.static(Static.BP, 2000, affects=mine(level_min=3), levels=(2,))


@card("BSS02-054")
def ice_goddess_frig(c: CardScript) -> None:
    """While it is on the field, any player who draws outside the Draw Step pays one core (their choice, from the
    Reserve or their field cards) for each card drawn; a card they cannot pay for is not drawn."""
    c.static(Static.RULE, Rule.PAID_DRAW, levels=(1, 2))
