"""BSS05 cards 051-100, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS05-060", "BSS05-061", "BSS05-068", "BSS05-074", "BSS05-076", "BSS05-077", "BSS05-085", "BSS05-090",
        "BSS05-093", "BSS05-097")  # fmt: skip

MECHA_LEAF = "TK-MECHA-LEAF"  # the Mecha Leaf Kindred token (pybs/data/cards/TOKENS.json)
SPIRIT_SOURCES = (1 << SPIRIT) | (1 << BRAVE)


def opp_turn_astral(c: CardScript, levels: tuple[int, ...]) -> None:
    """"During Opponent's Turn: Astral" at ``levels``."""
    c.keyword(Keyword.ASTRAL, levels=levels, timing=Timing.OPP_TURN)


# -- yellow Spirits ------------------------------------------------------------------------------------------
@card("BSS05-051")
def late_working_fairy(c: CardScript) -> None:
    """On summon it gets Luster or Blessed (your pick) this turn."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose_one(lambda a: a.this().gain(Keyword.LUSTER),
                                                         lambda a: a.this().gain(Keyword.BLESSED))


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS05-052")
def jugmech_sadal_aquarius(c: CardScript) -> None:
    """As the opponent's Attack Step starts it refreshes. Lv2+: opposing Spirits' effects do not destroy your
    Lightguider Spirits. Lv3, when it attacks or blocks: you may pick a Spirit of yours; it and every Spirit of the
    same cost go back to their owners' hands."""
    c.when(Event.ATTACK_STEP_START, levels=ALL_LEVELS, scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).this().refresh()
    c.static(Static.NO_DESTROY_BY, affects=mine(family="Lightguider"), levels=(2, 3),
             filter2=opponents(types=(SPIRIT, BRAVE)))
    (c.when(Event.ATTACKS_OR_BLOCKS, levels=(3,)).choose(mine(), n=1, min=0)
     .if_(Cond.HAS_TARGETS, then=lambda a: a.count(Count.TARGET_COST).add_all(
         anyones(relation=Rel.COST_IS_AMOUNT)).to_hand()))


@card("BSS05-053")
def phantasmal_mechtroop_holo_sentinel(c: CardScript) -> None:
    """On summon, if the Soul Core paid for it, an opposing Spirit of 5000 BP or less goes under its owner's deck.
    Lv2, opponent's turn: Astral."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.SOUL_PAID, then=lambda a: a.choose(
        opponents(bp_max=5000)).to_deck(bottom=True))
    opp_turn_astral(c, (2,))


@card("BSS05-054")
def lantern_marionette(c: CardScript) -> None:
    """Armor (red, blue); opponent's turn: Astral."""
    c.keyword(Keyword.ARMOR, colors("red", "blue"), levels=(1, 2))
    opp_turn_astral(c, (1, 2))


@card("BSS05-055")
def dummy_mammoth(c: CardScript) -> None:
    """Opponent's turn: Astral."""
    opp_turn_astral(c, ALL_LEVELS)


@card("BSS05-056")
def hyperdimensional_diva_valkyrie_lyra(c: CardScript) -> None:
    """Armor (purple, green). Lv2+, opponent's Attack Step: your Ice Princess Spirits holding the Soul Core may
    block while exhausted."""
    c.keyword(Keyword.ARMOR, colors("purple", "green"), levels=ALL_LEVELS)
    c.static(Static.BLOCK_EXHAUSTED, affects=mine(family="Ice Princess", soul=True), levels=(2, 3),
             timing=Timing.OPP_ATTACK_STEP, filter2=opponents(types=ANY_TYPE))


@card("BSS05-057")
def silver_goddess_arianrhod(c: CardScript) -> None:
    """When the opponent destroys it, an opposing Spirit goes back to its owner's hand; Chain Green: summon a Mecha
    Leaf Kindred token."""
    (c.when(Event.DESTROYED, levels=ALL_LEVELS, flags=BY_OPPONENT).choose(opponents()).to_hand()
     .chain("green").summon_token(MECHA_LEAF))


@card("BSS05-058")
def kunziraffe(c: CardScript) -> None:
    """Armor (purple, yellow)."""
    c.keyword(Keyword.ARMOR, colors("purple", "yellow"), levels=(1, 2))


@card("BSS05-059")
def mechannoneer_macclir(c: CardScript) -> None:
    """Armor (red, blue)."""
    c.keyword(Keyword.ARMOR, colors("red", "blue"), levels=(1, 2))


@card("BSS05-062")
def nega_cerberus(c: CardScript) -> None:
    """When the opponent destroys it: this turn, attacks of opposing Spirits with 3000 BP or less take none of your
    Life; Chain Yellow: opposing Spirits get -2000 BP this turn."""
    (c.when(Event.DESTROYED, levels=(1, 2), flags=BY_OPPONENT)
     .for_turn(Static.RULE, affects=opponents(bp_max=3000), value=Rule.NO_LIFE_DAMAGE)
     .chain("yellow").all(opponents()).bp(-2000))


@card("BSS05-063")
def surveyor_fang(c: CardScript) -> None:
    """Lv2, opponent's turn: opposing Spirits' effects do not destroy your Surveyor Spirits."""
    c.static(Static.NO_DESTROY_BY, affects=mine(family="Surveyor"), levels=(2,), timing=Timing.OPP_TURN,
             filter2=opponents(types=(SPIRIT, BRAVE)))


@card("BSS05-064")
def sacred_tree_mistletein(c: CardScript) -> None:
    """Ascend (a token Spirit). On summon, two Mecha Leaf Kindred tokens, and a Void core onto two of your Mecha
    Leaf Kindred tokens (approximation: docs/EFFECTS.md). Lv2, either Attack Step: when a token Spirit of yours is
    destroyed, an opposing Spirit costing 6 or less goes back to its owner's hand."""
    c.ascend(mine(token=True))
    (c.when(Event.SUMMONED, levels=(1, 2)).summon_token(MECHA_LEAF, 2)
     .choose(mine(token=True, name_contains="Mecha Leaf"), n=2).cores(CoreZone.VOID, CoreZone.TARGETS, 1))
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(token=True),
           timing=Timing.EITHER_ATTACK_STEP).choose(opponents(cost_max=6)).to_hand()


@card("BSS05-065")
def greenbot(c: CardScript) -> None:
    """Opponent's turn: when the opponent destroys a white or green non-token Spirit of yours, if this Spirit holds
    the Soul Core (read as the effect resolves), you may summon a Mecha Leaf Kindred token."""
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=mine(colors=("white", "green"), token=False),
           flags=BY_OPPONENT, timing=Timing.OPP_TURN).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.may(lambda b: b.summon_token(MECHA_LEAF)))


@card("BSS05-066")
def sacred_tree_priestess_azuma(c: CardScript) -> None:
    """Lv2+, as your Attack Step starts with no token Spirit of yours, you may summon a Mecha Leaf Kindred token.
    Lv3 attacks: you may destroy a token Spirit of yours; if you do, it has one more green symbol this battle."""
    c.when(Event.ATTACK_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.YOUR_ATTACK_STEP).if_(
        not_(Cond.CONTROL), mine(token=True), then=lambda a: a.may(lambda b: b.summon_token(MECHA_LEAF)))
    c.when(Event.ATTACKS, levels=(3,)).may(
        lambda a: a.choose(mine(token=True)).destroy().if_(Cond.TARGETS_GONE, then=lambda b: b.this().mod(
            Mod.SYMBOLS_ADD, symbols_value(1, "green"), Duration.BATTLE)),
        cond=Cond.CONTROL, arg=mine(token=True))


@card("BSS05-067")
def tundra_forager_ptarmigan(c: CardScript) -> None:
    """Swift; Lv2: Armor (red)."""
    c.keyword(Keyword.SWIFT)
    c.keyword(Keyword.ARMOR, colors("red"), levels=(2,))


# -- green Spirits -------------------------------------------------------------------------------------------
@card("BSS05-069")
def eldtree_caretaker_lindel(c: CardScript) -> None:
    """On summon, a Void core into your Trash; opponent's turn: Astral."""
    c.when(Event.SUMMONED, levels=(1, 2)).cores(CoreZone.VOID, CoreZone.TRASH, 1)
    opp_turn_astral(c, (1, 2))


@card("BSS05-070")
def clone_artist_gatagiri(c: CardScript) -> None:
    """On summon, an Antman token; opponent's turn: Astral."""
    c.when(Event.SUMMONED, levels=(1, 2)).summon_token(ANTMAN)
    opp_turn_astral(c, (1, 2))


@card("BSS05-071")
def great_sky_shadow(c: CardScript) -> None:
    """Swift; opponent's turn: Astral."""
    c.keyword(Keyword.SWIFT)
    opp_turn_astral(c, ALL_LEVELS)


@card("BSS05-072")
def sword_saint_hermit_jiraiya(c: CardScript) -> None:
    """Your Attack Step: when the opponent's effect ends it, if this Spirit holds the Soul Core (read as the effect
    resolves) they discard a card. Lv2 attacks: a Void core into your Reserve."""
    c.when(Event.ATTACK_STEP_END, levels=(1, 2), scope=Scope.MINE,
           flags=EventFlag.BY_EFFECT | EventFlag.BY_OPPONENT).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.discard_from_hand(1, Who.OPPONENT))
    c.when(Event.ATTACKS, levels=(2,)).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@card("BSS05-073")
def shinobi_harrier(c: CardScript) -> None:
    """Swift."""
    c.keyword(Keyword.SWIFT)


@card("BSS05-075")
def emerald_swordfighter_lemurite(c: CardScript) -> None:
    """Gale 2."""
    c.keyword(Keyword.GALE, 2, levels=ALL_LEVELS)
