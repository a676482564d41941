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
           timing=Timing.EITHER_ATTACK_STEP, once_per_event=True).choose(opponents(cost_max=6)).to_hand()


@card("BSS05-065")
def greenbot(c: CardScript) -> None:
    """Opponent's turn: when the opponent destroys a white or green non-token Spirit of yours, if this Spirit holds
    the Soul Core (read as the effect resolves), you may summon a Mecha Leaf Kindred token."""
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=mine(colors=("white", "green"), token=False),
           flags=BY_OPPONENT, timing=Timing.OPP_TURN, once_per_event=True).if_(
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


@card("BSS05-078")
def fortress_bug_larva(c: CardScript) -> None:
    """Opponent's turn: when token Spirits of yours are destroyed, a Void core onto it; Chain White: it refreshes.
    Lv2, when it attacks or blocks: exhaust an opposing Spirit costing 3 or less."""
    (c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=mine(token=True), timing=Timing.OPP_TURN,
            once_per_event=True).cores(CoreZone.VOID, CoreZone.SELF, 1)
     .chain("white").this().refresh())
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2,)).choose(opponents(cost_max=3)).exhaust()


@card("BSS05-079")
def coralfly(c: CardScript) -> None:
    """Lv2+ attacks: exhaust an opposing Spirit costing 7 or more; Chain Blue: destroy an opposing Spirit costing 2
    or less."""
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(cost_min=7)).exhaust()
     .chain("blue").choose(opponents(cost_max=2)).destroy())


@card("BSS05-080")
def surveyor_setsuna(c: CardScript) -> None:
    """Lv2+, your Attack Step: when a Surveyor Spirit of yours reduces the opponent's Life with its attack, a Void
    core onto one of your Surveyor Spirits."""
    c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.MINE, subject=mine(family="Surveyor"),
           timing=Timing.YOUR_ATTACK_STEP).choose(mine(family="Surveyor")).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


# -- green and blue Spirits ----------------------------------------------------------------------------------
@card("BSS05-081")
def kalavinkale(c: CardScript) -> None:
    """Gale 2. Lv2+ attacks: you may exhaust a Nexus of yours to put a Void core onto one of your Nexuses. Lv3,
    either Attack Step: when your Nexuses are exhausted, destroy an opposing Spirit costing 4 or less."""
    c.keyword(Keyword.GALE, 2, levels=ALL_LEVELS)
    c.when(Event.ATTACKS, levels=(2, 3)).may(lambda a: a.exhaust_nexus().choose(mine(types=(NEXUS,))).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1), cond=Cond.CAN_EXHAUST_NEXUS)
    c.when(Event.NEXUS_EXHAUSTED, levels=(3,), scope=Scope.MINE, timing=Timing.EITHER_ATTACK_STEP,
           once_per_event=True).choose(opponents(cost_max=4)).destroy()


@card("BSS05-082")
def waterfront_assassin_izo_ott(c: CardScript) -> None:
    """Swift. On summon in the opponent's turn, one of your Nexuses gets a Void core and refreshes; Chain Blue: that
    Nexus is also a Golem Spirit with 5000 BP this turn."""
    c.keyword(Keyword.SWIFT)
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.OPP_TURN, then=lambda a: a.choose(mine(types=(NEXUS,))).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1).refresh().chain("blue").as_spirit())


@card("BSS05-083")
def forest_golem(c: CardScript) -> None:
    """Ascend (a Spirit costing 4 or more); Gale 3. Lv2+, when it attacks or blocks: any number of your Nexuses
    holding cores are also Golem Spirits with 5000 BP this turn."""
    c.ascend(Filter(cost_min=4), 4)
    c.keyword(Keyword.GALE, 3, levels=ALL_LEVELS)
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).choose_up_to(mine(types=(NEXUS,), cores_min=1)).as_spirit()


@card("BSS05-084")
def sailor_antman(c: CardScript) -> None:
    """On summon, a Void core onto one of your green Nexuses and one onto one of your blue Nexuses."""
    (c.when(Event.SUMMONED, levels=(1, 2))
     .choose(mine(types=(NEXUS,), colors=("green",))).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
     .choose(mine(types=(NEXUS,), colors=("blue",))).cores(CoreZone.VOID, CoreZone.TARGETS, 1))


# -- blue Spirits --------------------------------------------------------------------------------------------
@card("BSS05-086")
def warrior_monk_khakkhara(c: CardScript) -> None:
    """Astral. Lv2+ attacks: discard the top five cards of the opponent's deck. Lv3: as your End Step starts, you
    may exhaust a Nexus of yours to refresh it."""
    c.keyword(Keyword.ASTRAL, levels=ALL_LEVELS)
    c.when(Event.ATTACKS, levels=(2, 3)).discard(5)
    c.when(Event.END_STEP_START, levels=(3,), scope=Scope.ANY, timing=Timing.YOUR_TURN).may(
        lambda a: a.exhaust_nexus().this().refresh(), cond=Cond.CAN_EXHAUST_NEXUS)


@card("BSS05-087")
def cosmic_color(c: CardScript) -> None:
    """Crush +1. Lv2+, your turn: when a Magic card is discarded from the opponent's deck, a Skybinder Spirit of
    yours counts as its highest level this turn. Lv3: Astral."""
    c.keyword(Keyword.CRUSH, 1, levels=ALL_LEVELS)
    c.when(Event.DECK_DISCARDED, levels=(2, 3), scope=Scope.OPPONENT, subject=opponents(types=(MAGIC,)),
           timing=Timing.YOUR_TURN).choose(mine(family="Skybinder")).mod(Mod.MAX_LEVEL)
    c.keyword(Keyword.ASTRAL, levels=(3,))


@card("BSS05-088")
def voiceless_diva(c: CardScript) -> None:
    """On summon, reveal the top four: you may add a Nexus card among them to your hand, the rest go to the Trash;
    if you added one, discard a card. Lv3, your turn: Astral."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).reveal(4)
     .pick(mine(zone=Zone.BUFFER, types=(NEXUS,)), n=1, min=0, as_targets=True).rest(Dest.TRASH)
     .if_(Cond.HAS_TARGETS, then=lambda a: a.discard_from_hand(1)))
    c.keyword(Keyword.ASTRAL, levels=(3,), timing=Timing.YOUR_TURN)


@card("BSS05-089")
def galleon_golem(c: CardScript) -> None:
    """Your Attack Step: when a Spirit of yours reduces the opponent's Life with its attack, you may move the Soul
    Core from it onto another Spirit of yours. Lv2+: when its own attack reduces their Life, discard as many cards
    of their deck as it holds cores."""
    c.when(Event.ATTACK_HIT, levels=ALL_LEVELS, scope=Scope.MINE, timing=Timing.YOUR_ATTACK_STEP).may(
        lambda a: a.choose(mine(exclude_subject=True)).cores(CoreZone.SOUL, CoreZone.TARGETS, 1),
        cond=Cond.SUBJECT_MATCHES, arg=mine(soul=True))
    c.when(Event.ATTACK_HIT, levels=(2, 3)).count(Count.SELF_CORES_ABOVE, 0).discard(per(1))


@card("BSS05-091")
def marble_golem(c: CardScript) -> None:
    """Lv2 attacks: draw a card, then discard one; Chain Green: a Void core onto one of your Nexuses."""
    (c.when(Event.ATTACKS, levels=(2,)).draw(1).discard_from_hand(1)
     .chain("green").choose(mine(types=(NEXUS,))).cores(CoreZone.VOID, CoreZone.TARGETS, 1))


@card("BSS05-092")
def mega_flying_killer(c: CardScript) -> None:
    """Lv2 attacks: destroy opposing Spirits costing 3 or less in all, and discard a card of the opponent's deck
    per Spirit destroyed; Chain Red: draw a card."""
    (c.when(Event.ATTACKS, levels=(2,)).choose_cost_sum(opponents(), 3).destroy().count(Count.TARGETS_GONE)
     .discard(per(1)).chain("red").draw(1))


@card("BSS05-094")
def aberrant_seabeast_seapolyp(c: CardScript) -> None:
    """Lv2+: Raid 1."""
    c.keyword(Keyword.RAID, 1, levels=(2, 3))


@card("BSS05-095")
def seasurge_swordfighter_akashi(c: CardScript) -> None:
    """Your Attack Step: when a Spirit of yours holding the Soul Core reduces the opponent's Life with its attack,
    discard the top two cards of their deck. Lv2+, either Attack Step: +5000 BP while the opponent's Trash holds ten
    cards or more."""
    c.when(Event.ATTACK_HIT, levels=ALL_LEVELS, scope=Scope.MINE, subject=mine(soul=True),
           timing=Timing.YOUR_ATTACK_STEP).discard(2)
    c.static(Static.BP, 5000, levels=(2, 3), timing=Timing.EITHER_ATTACK_STEP, cond=Cond.OPP_TRASH_AT_LEAST,
             cond_arg=10)


@card("BSS05-096")
def warrior_of_light_gaius(c: CardScript) -> None:
    """Crush."""
    c.keyword(Keyword.CRUSH, 0, levels=ALL_LEVELS)


@card("BSS05-098")
def surveyor_dalaney(c: CardScript) -> None:
    """Lv2, your Attack Step: when a Surveyor Spirit of yours attacks, a Spirit of yours costing 3 counts as its
    highest level this turn."""
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(family="Surveyor"),
           timing=Timing.YOUR_ATTACK_STEP).choose(mine(costs=(3,))).mod(Mod.MAX_LEVEL)


# -- blue and red Spirits ------------------------------------------------------------------------------------
@card("BSS05-099")
def water_wyrm_caldera_dragon(c: CardScript) -> None:
    """On summon you may discard a card to place Nexus cards of your Trash costing 6 or less in all, free. Lv2+
    attacks: destroy an opposing Spirit costing 3 or less. Lv3 attacks: you may destroy a refreshed Nexus of yours
    to refresh it."""
    hand = my_hand()
    c.when(Event.SUMMONED, levels=ALL_LEVELS).may(
        lambda a: a.choose(hand).hand_discard().choose_cost_sum(mine(zone=Zone.TRASH, types=(NEXUS,)), 6)
        .summon_targets(), cond=Cond.COUNT_AT_LEAST, arg=count_arg(hand, 1))
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(cost_max=3)).destroy()
    refreshed_nexus = mine(types=(NEXUS,), exhausted=False)
    c.when(Event.ATTACKS, levels=(3,)).may(lambda a: a.choose(refreshed_nexus).destroy().this().refresh(),
                                           cond=Cond.CONTROL, arg=refreshed_nexus)


@card("BSS05-100")
def mountain_giant_shisha_giganto(c: CardScript) -> None:
    """Ascend (a Spirit costing 4 or more). Your turn: when it is discarded from your hand, a Spirit of yours with
    two or more colours gets a Void core. Lv2+ attacks: this turn each Magic the opponent uses from the hand costs
    three more cores."""
    c.ascend(Filter(cost_min=4), 4)
    c.when(Event.HAND_DISCARDED, timing=Timing.YOUR_TURN).choose(mine(color_count=(2, None))).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1)
    c.when(Event.ATTACKS, levels=(2, 3)).player_mod(Mod.MAGIC_CORE_TAX, 3)
