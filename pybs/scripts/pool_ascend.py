"""BSS01-BSS03 cards that need the "ascend" vocabulary: extra summoning costs (Ascend, R18.2, and destroying a
Nexus of yours), a "must attack first" step rule and the BP a destroyed Spirit had (docs/EFFECTS.md, "ascend").
Each docstring paraphrases the card in our own words."""

from ..carddb import COLOR_BITS
from ..effects.script import (
    NEXUS,
    CardScript,
    Cond,
    CoreZone,
    Count,
    Duration,
    Event,
    Filter,
    Keyword,
    Mod,
    Rel,
    Rule,
    Scope,
    Static,
    Timing,
    Zone,
    anyones,
    card,
    mine,
    opponents,
    per,
)
from ..effects.spec import SYMBOL_COLOR_SHIFT

ALL_LEVELS = (1, 2, 3)
TWO_RED = 2 + (COLOR_BITS["red"] << SYMBOL_COLOR_SHIFT)  # Rule.SYMBOLS: "two red symbols"


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


@card("BSS01-059")
def dinosaur_harrier_turborex(c: CardScript) -> None:
    """Ascend 3: to summon it, move all cores of another Spirit of yours costing 3 or more to your Reserve. As the
    opponent's Attack Step starts you may pick one of their Spirits: if it can, it must be their first attacker
    of the step. Lv2+: when it attacks, return an opposing Spirit without Ascend to its owner's hand."""
    c.ascend(Filter(cost_min=3), number=3)
    c.when(Event.ATTACK_STEP_START, levels=ALL_LEVELS, scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).choose(
        opponents(), min=0).mod(Mod.MUST_ATTACK_FIRST, 0, Duration.TURN)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(not_keyword=Keyword.ASCEND)).to_hand()


@card("BSS01-102")
def ancient_fault(c: CardScript) -> None:
    """During your turn its symbol counts as two red symbols. Lv2, in your Attack Step: each time one of your
    Terrasaur Spirits destroys an opposing Spirit by BP comparison, destroy an opposing Spirit whose BP equals
    the BP the destroyed one had in that battle (Rel.BP_OF_DEFEATED)."""
    c.static(Static.RULE, Rule.SYMBOLS, TWO_RED, levels=(1, 2), timing=Timing.YOUR_TURN)
    c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE, subject=mine(family="Terrasaur"),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents(relation=Rel.BP_OF_DEFEATED)).destroy()


@card("BSS01-001")
def supernova_dragon_siegwurm_nova(c: CardScript) -> None:
    """Ascend 6: to summon it, move all cores of another Spirit of yours costing 6 or more to your Reserve.
    Awaken. On summon, if that Spirit had "Siegwurm" in its name, you may send your Soul Core (from your Reserve
    or a field card) to the Void; if you do, Void cores go into your Life until it holds five. Lv2+: when it
    attacks, destroy any number of opposing Spirits whose BP adds up to 10000 or less."""
    c.ascend(Filter(cost_min=6), number=6)
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(
        Cond.ASCENDED_WITH, mine(name_contains="Siegwurm"), then=lambda a: a.may(
            lambda b: b.soul_to_void().count(Count.LIFE_SHORT, 5).cores(CoreZone.VOID, CoreZone.LIFE, per(1)),
            cond=Cond.SOUL_MOVABLE))
    c.when(Event.ATTACKS, levels=(2, 3)).choose_bp_sum(opponents(), 10000).destroy()
