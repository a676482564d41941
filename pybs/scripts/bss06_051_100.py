"""BSS06 cards 051-100, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS06-056", "BSS06-070", "BSS06-086")  # fmt: skip

SUPSPRITE = "Supsprite"  # the family of the Feast tokens (pybs/data/cards/TOKENS.json)
LINK_SPIRITS = mine(keyword=Keyword.LINK)


def link_in_hand(**kw) -> Filter:
    """A Spirit card with Link in the controller's hand."""
    return my_hand(types=(SPIRIT,), keyword=Keyword.LINK, **kw)


def gains_while_linked(c: CardScript, kw: Keyword, number: int = 0) -> None:
    """"While This Spirit is Linked: the linked Spirit gains ``kw``"."""
    c.static(Static.KEYWORD, kw, number, affects=mine(link=LinkRole.LINKED_TO_SOURCE), levels=(1,),
             timing=Timing.WHILE_LINKED)


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS06-051")
def mecharmor_sword_saint_minotaur(c: CardScript) -> None:
    """When destroyed, you may summon a Spirit card with Link costing 5 or less from your hand, free."""
    c.when(Event.DESTROYED, levels=(1, 2)).summon(link_in_hand(cost_max=5))


@card("BSS06-052")
def three_block_savant(c: CardScript) -> None:
    """Armor (purple, white); at Lv2 also Armor (red, blue)."""
    c.keyword(Keyword.ARMOR, colors("purple", "white"), levels=(1,))
    c.keyword(Keyword.ARMOR, colors("purple", "white", "red", "blue"), levels=(2,))


# -- white/purple Spirits ------------------------------------------------------------------------------------
@card("BSS06-053")
def conjuring_machine_minazuki(c: CardScript) -> None:
    """Paid from the hand, the symbols of your Link Spirits may count as white or purple. When destroyed, you may
    summon a Spirit card costing 6 or less from your hand or your Trash, free. Lv3, as the opponent's Attack Step
    starts: you may return a Spirit of yours to your hand to return an opposing Spirit costing no more than it to
    its owner's hand."""
    c.static(Static.RULE, Rule.OWN_COST_COLORS, value2=color_bits("white", "purple"), filter2=LINK_SPIRITS)
    c.when(Event.DESTROYED, levels=ALL_LEVELS).summon(
        my_hand(types=(SPIRIT,), cost_max=6, union=mine(zone=Zone.TRASH, types=(SPIRIT,), cost_max=6)))
    c.when(Event.ATTACK_STEP_START, levels=(3,), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).may(
        lambda a: a.choose(mine()).to_hand().choose(opponents(relation=Rel.COST_AT_MOST_TARGET),
                                                    against_targets=True).to_hand(),
        cond=Cond.CONTROL, arg=mine())


@card("BSS06-054")
def outraged_max(c: CardScript) -> None:
    """In either Attack Step it counts as costing 5. Lv2: your Spirits may be linked with a Link Spirit when they
    block."""
    c.static(Static.RULE, Rule.COST_AS, value2=5, levels=(1, 2), timing=Timing.EITHER_ATTACK_STEP)
    c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.ON_BLOCK), affects=mine(), levels=(2,))


@card("BSS06-055")
def conjuration_puppet_knight(c: CardScript) -> None:
    """When the opponent destroys it: discard your top three cards and draw three; Chain Purple: three cores of an
    opposing Spirit go to their Reserve, and if that destroys it, two Void cores go to your Reserve. Lv2, when it
    attacks or blocks: a Void core onto it."""
    (c.when(Event.DESTROYED, levels=(1, 2), flags=BY_OPPONENT).discard(3, who=Who.CONTROLLER).draw(3)
     .chain("purple").choose(opponents()).remove_cores(3)
     .if_(Cond.TARGETS_GONE, then=lambda a: a.cores(CoreZone.VOID, CoreZone.RESERVE, 2)))
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2,)).cores(CoreZone.VOID, CoreZone.SELF, 1)


@card("BSS06-057")
def dark_goddess_nemain(c: CardScript) -> None:
    """In your Attack Step it cannot attack unless you control a Link Spirit. Lv2: Armor (purple, white)."""
    c.static(Static.CANNOT_ATTACK, levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP, cond=not_(Cond.CONTROL),
             cond_arg=LINK_SPIRITS)
    c.keyword(Keyword.ARMOR, colors("purple", "white"), levels=(2,))


# -- green Spirits -------------------------------------------------------------------------------------------
@card("BSS06-058")
def smokemaster_nicotiana_tamba(c: CardScript) -> None:
    """Agile. In either Attack Step, when it or another Spirit of yours is summoned, it gains Astral this turn."""
    c.agile()
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, timing=Timing.EITHER_ATTACK_STEP,
           once_per_event=True).this().gain(Keyword.ASTRAL)


@card("BSS06-059")
def scorpoknight_antares_skoll(c: CardScript) -> None:
    """Gale 2 (approximation: the keyword at its levels, as other Gale cards). Lv2, your Attack Step: when an attack
    of your Lightguider takes the opponent's Life, you may pay a core from your Reserve to return two opposing
    Spirits with one symbol to their owner's hand."""
    c.keyword(Keyword.GALE, 2, levels=(1, 2))
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.MINE, subject=mine(family="Lightguider"),
           timing=Timing.YOUR_ATTACK_STEP).may(
        lambda a: a.cores(CoreZone.RESERVE, CoreZone.TRASH, 1).choose(opponents(symbols=1), n=2).to_hand(),
        cond=Cond.RESERVE_AT_LEAST, arg=1)


@card("BSS06-060")
def tiny_samurai_antman_issun(c: CardScript) -> None:
    """When it attacks, one of your Link Spirits may link to it, whatever its Link condition."""
    c.when(Event.ATTACKS, levels=(1, 2)).if_(Cond.LINK_ROOM, 1, then=lambda a: a.choose(
        mine(keyword=Keyword.LINK, exhausted=False, exclude_self=True), min=0).link("target", "source"))


@card("BSS06-061")
def stickbug_shooter(c: CardScript) -> None:
    """Link 5. While linked: when an opposing Spirit is destroyed by BP comparison, a core of the opponent's Life
    goes to their Trash."""
    c.link(link_cost(5), levels=(1,))
    c.when(Event.DESTROYED, levels=(1,), scope=Scope.OPPONENT, flags=EventFlag.IN_BATTLE,
           timing=Timing.WHILE_LINKED).cores(CoreZone.LIFE, CoreZone.TRASH, 1, who=Who.OPPONENT)


@card("BSS06-062")
def bladeemperor_bug_grand_stag(c: CardScript) -> None:
    """Swift. Lv2+, when it attacks: +3000 BP this turn; Chain Red: draw a card; Chain White: opposing Magics
    cannot pick it this battle."""
    c.keyword(Keyword.SWIFT)
    (c.when(Event.ATTACKS, levels=(2, 3)).this().bp(3000).chain("red").draw(1)
     .chain("white").this().card_static(Static.UNTARGETABLE, MAGIC_SOURCES, duration=Duration.BATTLE))


@card("BSS06-063")
def slim_redstag(c: CardScript) -> None:
    """Swift."""
    c.keyword(Keyword.SWIFT)


@card("BSS06-064")
def tamamush(c: CardScript) -> None:
    """On summon, a Void core goes to your Trash."""
    c.when(Event.SUMMONED, levels=(1, 2)).cores(CoreZone.VOID, CoreZone.TRASH, 1)


@card("BSS06-065")
def lancehawk_spineed_hayato(c: CardScript) -> None:
    """On summon, if the Soul Core paid for it, you may discard your whole hand; if you do, draw as many cards as
    the opponent holds. Link 4; while linked, the linked Spirit has Gale 1."""
    c.when(Event.SUMMONED, levels=(1,)).if_(Cond.SOUL_PAID, then=lambda a: a.may(
        lambda b: b.all(my_hand()).hand_discard().count_matching(Filter(side=Side.OPPONENT, zone=Zone.HAND,
                                                                        types=ANY_TYPE)).draw(per(1))))
    c.link(link_cost(4), levels=(1,))
    gains_while_linked(c, Keyword.GALE, 1)


@card("BSS06-066")
def heavenly_footless_fowl(c: CardScript) -> None:
    """On summon, a Void core onto it. Lv2: Gale 2 (approximation: the keyword at Lv2, as other Gale cards)."""
    c.when(Event.SUMMONED, levels=(1, 2)).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.keyword(Keyword.GALE, 2, levels=(2,))


# -- red/green Spirits ---------------------------------------------------------------------------------------
@card("BSS06-067")
def woodpath_ninja_hagakure_hanzo(c: CardScript) -> None:
    """Agile. On summon, exhaust any opposing Spirits whose BP add up to 10000 or less. Lv2 [Flash], the
    opponent's Attack Step: summon a Spirit card with Agile from your hand (paying its cost)."""
    c.agile()
    c.when(Event.SUMMONED, levels=(1, 2)).choose_bp_sum(opponents(), 10000).exhaust()
    c.activated(levels=(2,), timing=Timing.OPP_ATTACK_STEP).summon(
        my_hand(types=(SPIRIT,), keyword=Keyword.AGILE), pay=True)


@card("BSS06-068")
def summoning_ninja_lotusmaru(c: CardScript) -> None:
    """Agile. On summon, an Antman token."""
    c.agile()
    c.when(Event.SUMMONED, levels=ALL_LEVELS).summon_token(ANTMAN)


@card("BSS06-069")
def giantwood_wyrm_millennium_dragon(c: CardScript) -> None:
    """On summon, you may return a Spirit of yours to your hand; if you do, reveal your top five cards, summon up
    to three Spirit cards with Agile among them free and discard the rest. Lv2+, as the opponent's Attack Step
    starts: you may discard a red card to exhaust an opposing Spirit."""
    agile_revealed = revealed(types=(SPIRIT,), keyword=Keyword.AGILE)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).may(
        lambda a: a.choose(mine()).to_hand().if_(Cond.TARGETS_GONE, then=lambda b: b.reveal(5).choose(
            agile_revealed, n=3, min=0).summon_targets().rest(Dest.TRASH)),
        cond=Cond.CONTROL, arg=mine())
    red_card = my_hand(colors=("red",))
    c.when(Event.ATTACK_STEP_START, levels=(2, 3), scope=Scope.ANY, timing=Timing.OPP_ATTACK_STEP).may(
        lambda a: a.choose(red_card).hand_discard().choose(opponents()).exhaust(),
        cond=Cond.COUNT_AT_LEAST, arg=count_arg(red_card, 1))


@card("BSS06-071")
def tanugreen(c: CardScript) -> None:
    """Agile; Swift."""
    c.agile()
    c.keyword(Keyword.SWIFT)


# -- blue Spirits --------------------------------------------------------------------------------------------
@card("BSS06-072")
def raging_beast_sharkape(c: CardScript) -> None:
    """Ascend (a Skybinder). Astral. Lv2+, while it attacks: when it is blocked, the opponent's top seven cards
    go to their Trash."""
    c.ascend(mine(family="Skybinder"))
    c.keyword(Keyword.ASTRAL, levels=ALL_LEVELS)
    c.when(Event.BLOCKED, levels=(2, 3)).discard(7)


@card("BSS06-073")
def gandharan_hydra(c: CardScript) -> None:
    """Link 5. When it links, you may exhaust a Nexus of yours to refresh the linked Spirit."""
    c.link(link_cost(5), levels=(1,))
    c.when(Event.LINKS, levels=(1,)).may(lambda a: a.exhaust_nexus().linked_spirit().refresh(),
                                         cond=Cond.CAN_EXHAUST_NEXUS)


@card("BSS06-074")
def falco_panther(c: CardScript) -> None:
    """Lv2+, when it attacks: the opponent's top three cards go to their Trash; Chain Yellow: a Magic card from
    your Trash goes on top of your deck; Chain Green: the opponent picks one of their Spirits and it is
    exhausted."""
    (c.when(Event.ATTACKS, levels=(2, 3)).discard(3)
     .chain("yellow").choose(mine(zone=Zone.TRASH, types=(MAGIC,))).to_deck(bottom=False)
     .chain("green").choose(opponents(), chooser=Who.OPPONENT).exhaust())


@card("BSS06-075")
def mi_gyo(c: CardScript) -> None:
    """In your hand it costs 3 while you control no Spirit."""
    c.static(Static.COST_IN_HAND, 3, cond=not_(Cond.CONTROL), cond_arg=mine())


@card("BSS06-076")
def scales_giant_kiffa_libra(c: CardScript) -> None:
    """Paid from the hand, the symbols of your Lightguiders and your Nexuses may count as blue. Lv2+, when it
    attacks: the opponent discards from their deck as many cards as their Trash holds."""
    blue = color_bits("blue")
    c.static(Static.RULE, Rule.OWN_COST_COLORS, value2=blue, filter2=mine(family="Lightguider"))
    c.static(Static.RULE, Rule.OWN_COST_COLORS, value2=blue, filter2=mine(types=(NEXUS,)))
    c.when(Event.ATTACKS, levels=(2, 3)).count_matching(opponents(zone=Zone.TRASH, types=ANY_TYPE)).discard(per(1))


@card("BSS06-077")
def water_golem(c: CardScript) -> None:
    """On summon, destroy an opposing Spirit; the opponent then draws two cards for each symbol it had. Lv2+:
    Astral."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents()).destroy().count(Count.SYMBOLS_ON, 1)
     .draw(per(2), who=Who.OPPONENT))
    c.keyword(Keyword.ASTRAL, levels=(2, 3))


@card("BSS06-078")
def cypress_golem(c: CardScript) -> None:
    """Lv3: Raid 1."""
    c.keyword(Keyword.RAID, 1, levels=(3,))


@card("BSS06-079")
def violet_lotus_myo_oh(c: CardScript) -> None:
    """On summon, destroy an opposing Spirit costing 3 or less. Link 4. When it links, the opponent's top three
    cards go to their Trash."""
    c.when(Event.SUMMONED, levels=(1,)).choose(opponents(cost_max=3)).destroy()
    c.link(link_cost(4), levels=(1,))
    c.when(Event.LINKS, levels=(1,)).discard(3)


@card("BSS06-080")
def nation_guardian_astra(c: CardScript) -> None:
    """Crush +5."""
    c.keyword(Keyword.CRUSH, 5, levels=ALL_LEVELS)


@card("BSS06-081")
def beastman_swordmaster_growl(c: CardScript) -> None:
    """On summon, you may deploy a Nexus card from your Trash, free."""
    c.when(Event.SUMMONED, levels=(1, 2)).summon(mine(zone=Zone.TRASH, types=(NEXUS,)))


# -- blue/yellow Spirits -------------------------------------------------------------------------------------
@card("BSS06-082")
def wave_wrestler_orinyama(c: CardScript) -> None:
    """On summon, a Void core onto each of your Supsprite Spirits. Lv2+, when it attacks: the opponent picks any
    of their Spirits and they are destroyed; then Feast once for each Spirit the opponent still controls."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).all(mine(family=SUPSPRITE)).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(), n=ANY_NUMBER, min=0, chooser=Who.OPPONENT).destroy()
     .count_matching(opponents()).repeat(lambda a: a.feast()))


@card("BSS06-083")
def giant_angel_magni(c: CardScript) -> None:
    """Ascend (a Supsprite). When summoned or attacking: the opponent's top ten cards go to their Trash. Lv2+,
    when it attacks: you may exhaust a Supsprite Spirit of yours to refresh it."""
    c.ascend(mine(family=SUPSPRITE))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).discard(10)
    c.when(Event.ATTACKS, levels=ALL_LEVELS).discard(10)
    ready = mine(family=SUPSPRITE, exhausted=False)
    c.when(Event.ATTACKS, levels=(2, 3)).may(lambda a: a.choose(ready).exhaust().this().refresh(),
                                             cond=Cond.CONTROL, arg=ready)


@card("BSS06-084")
def giant_birdman_jatayu(c: CardScript) -> None:
    """On summon, it is exhausted unless you control a token Spirit."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(not_(Cond.CONTROL), mine(token=True),
                                                  then=lambda a: a.this().exhaust())


@card("BSS06-085")
def waiter_golem(c: CardScript) -> None:
    """On summon, Feast if you control no token Spirit."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(not_(Cond.CONTROL), mine(token=True), then=lambda a: a.feast())


# -- Nexuses -------------------------------------------------------------------------------------------------
@card("BSS06-087")
def heavenly_fire_takamagahara(c: CardScript) -> None:
    """Your Attack Step: your linked Spirits +2000 BP. Lv2, your Attack Step: when an attack of your Dragonoid
    takes the opponent's Life, draw a card."""
    c.static(Static.BP, 2000, affects=mine(link=LinkRole.LINKED), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.MINE, subject=mine(family="Dragonoid"),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)


@card("BSS06-088")
def dragon_castle_keep(c: CardScript) -> None:
    """Your Attack Step: it has a green symbol besides its red one. Lv2, your Attack Step: your red Spirits and
    your green Spirits get +1000 BP each (a red and green one +2000)."""
    c.static(Static.RULE, Rule.SYMBOLS_ADD, value2=symbols_value(1, "green"), levels=(1, 2),
             timing=Timing.YOUR_ATTACK_STEP)
    c.static(Static.BP, 1000, affects=mine(colors=("red",)), levels=(2,), timing=Timing.YOUR_ATTACK_STEP)
    c.static(Static.BP, 1000, affects=mine(colors=("green",)), levels=(2,), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS06-089")
def ghost_metropolis(c: CardScript) -> None:
    """On deploy, a core of an opposing Spirit goes to their Reserve. Lv2: when an effect destroys a Nightling
    Spirit of yours, draw a card."""
    c.when(Event.PLACED, levels=(1, 2)).choose(opponents()).remove_cores(1)
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(family="Nightling"),
           flags=EventFlag.BY_EFFECT).draw(1)


@card("BSS06-090")
def thousand_spears_battlefield(c: CardScript) -> None:
    """On deploy, you may discard a Spirit card with Link to draw two cards. Lv2: toward a Spirit card you summon
    from the hand, its symbol counts as two white ones."""
    c.when(Event.PLACED, levels=(1, 2)).may(lambda a: a.choose(link_in_hand()).hand_discard().draw(2),
                                            cond=Cond.COUNT_AT_LEAST, arg=count_arg(link_in_hand(), 1))
    spirit_cards = Filter(zone=Zone.HAND, types=(SPIRIT,))
    c.static(Static.SYMBOLS_FOR, 2, levels=(2,), filter2=spirit_cards)
    c.static(Static.COLORS_FOR, color_bits("white"), levels=(2,), filter2=spirit_cards)


@card("BSS06-091")
def inverted_world(c: CardScript) -> None:
    """Toward a Surveyor Spirit card you summon from the hand, its symbol and those of your cost-3 Spirits have
    every colour. Lv2, your Attack Step: when a Spirit of yours costing 3 or 5 attacks, a Void core onto it, and
    if it is a Surveyor, a Link Spirit of yours may link to it, whatever its Link condition."""
    surveyor_cards = Filter(zone=Zone.HAND, types=(SPIRIT,), family="Surveyor")
    every_colour = color_bits(*COLOR_BITS)
    c.static(Static.COLORS_FOR, every_colour, levels=(1, 2), filter2=surveyor_cards)
    c.static(Static.COLORS_FOR, every_colour, affects=mine(costs=(3,)), levels=(1, 2), filter2=surveyor_cards)
    c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(costs=(3, 5)),
           timing=Timing.YOUR_ATTACK_STEP).subject_card().cores(CoreZone.VOID, CoreZone.TARGETS, 1).count(
        Count.TARGETS, mine(family="Surveyor")).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.if_(
            Cond.LINK_ROOM, 0, then=lambda b: b.choose(mine(keyword=Keyword.LINK, exhausted=False,
                                                          exclude_subject=True), min=0).link("target", "subject")))


@card("BSS06-092")
def sushi_bullet_train(c: CardScript) -> None:
    """When a token Spirit of yours is summoned, you may exhaust it to draw a card. Lv2: when you use a Magic from
    your hand, you may pay a core from it to Feast once the Magic has resolved."""
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, subject=mine(token=True), once_per_event=True).may(
        lambda a: a.this().exhaust().draw(1), cond=Cond.SELF_REFRESHED)
    c.keyword(Keyword.FEAST, levels=(2,))
    c.when(Event.MAGIC_USED, levels=(2,), scope=Scope.MINE, flags=EventFlag.FROM_HAND).may(
        lambda a: a.cores(CoreZone.SELF, CoreZone.TRASH, 1).feast(), cond=Cond.SELF_CORES_AT_LEAST, arg=1)


@card("BSS06-093")
def castle_storeroom(c: CardScript) -> None:
    """When destroyed, draw a card and a Void core goes to your Reserve. Lv2, your Attack Step: when an Android
    Spirit of yours is linked, a Void core onto it."""
    c.when(Event.DESTROYED, levels=(1, 2)).draw(1).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    c.when(Event.LINKED, levels=(2,), scope=Scope.MINE, subject=mine(family="Android"),
           timing=Timing.YOUR_ATTACK_STEP).subject_card().cores(CoreZone.VOID, CoreZone.TARGETS, 1)


@card("BSS06-094")
def mercury_sea_factory_isle(c: CardScript) -> None:
    """Your Attack Step: your Link Spirits have Armor (purple, white). Lv2, the opponent's turn: when the opponent
    draws with an effect of theirs, they discard a card of their choice from hand."""
    c.static(Static.KEYWORD, Keyword.ARMOR, colors("purple", "white"), affects=LINK_SPIRITS, levels=(1, 2),
             timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.DREW, levels=(2,), scope=Scope.OPPONENT, flags=EventFlag.BY_OWN_EFFECT, timing=Timing.OPP_TURN,
           once_per_event=True).discard_from_hand(1, who=Who.OPPONENT)


@card("BSS06-095")
def verdant_gojo_bridge(c: CardScript) -> None:
    """Opponent's Attack Step: the first time your Life goes down each turn, draw a card. Lv2, your Attack Step:
    when an attack of your Leaf Kindred takes the opponent's Life, a Void core onto this Nexus."""
    c.when(Event.LIFE_REDUCED, levels=(1, 2), scope=Scope.MINE, timing=Timing.OPP_ATTACK_STEP).once_per_turn(
        lambda a: a.draw(1))
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.MINE, subject=mine(family="Leaf Kindred"),
           timing=Timing.YOUR_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)


@card("BSS06-096")
def infinite_stairs_of_the_forgotten_temple(c: CardScript) -> None:
    """On deploy, a Void core onto a Spirit of yours with Agile. Lv2, your Attack Step: when an attacking Spirit of
    yours is destroyed, the opponent picks a refreshed Spirit of theirs and it is exhausted."""
    c.when(Event.PLACED, levels=(1, 2)).choose(mine(keyword=Keyword.AGILE)).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    c.when(Event.DESTROYED, levels=(2,), scope=Scope.MINE, subject=mine(battle=BattleRole.ATTACKING),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents(exhausted=False), chooser=Who.OPPONENT).exhaust()


@card("BSS06-097")
def temple_of_a_thousand_mercies(c: CardScript) -> None:
    """Opponent's turn: when the opponent draws with an effect of theirs, a Void core onto this Nexus. Lv2, your
    Attack Step: when an attack of your War God or Golem takes the opponent's Life, their top four cards go to
    their Trash."""
    c.when(Event.DREW, levels=(1, 2), scope=Scope.OPPONENT, flags=EventFlag.BY_OWN_EFFECT, timing=Timing.OPP_TURN,
           once_per_event=True).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.MINE, subject=mine(family=("War God", "Golem")),
           timing=Timing.YOUR_ATTACK_STEP).discard(4)


@card("BSS06-098")
def big_haul_fishing_trawler(c: CardScript) -> None:
    """The first time a token Spirit of yours is summoned each turn, a Void core onto this Nexus. Lv2: your Spirits
    with Raid +2000 BP."""
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, subject=mine(token=True), once_per_event=True
           ).once_per_turn(lambda a: a.cores(CoreZone.VOID, CoreZone.SELF, 1))
    c.static(Static.BP, 2000, affects=mine(keyword=Keyword.RAID), levels=(2,))


# -- red Magics ----------------------------------------------------------------------------------------------
@card("BSS06-099")
def three_card_technique(c: CardScript) -> None:
    """Main: draw two cards, then your top four cards go to your Trash and a Spirit card with Link among them goes
    to your hand (approximation: the four are revealed, the Link card picked, the rest trashed). Flash: a Spirit
    +3000 BP this turn."""
    (c.magic(main=True, flash=False).draw(2).reveal(4)
     .pick(revealed(types=(SPIRIT,), keyword=Keyword.LINK), n=1, min=1).rest(Dest.TRASH))
    c.magic(main=False, flash=True).choose(anyones()).bp(3000)


@card("BSS06-100")
def soaring_dragon_kings_supremacy(c: CardScript) -> None:
    """Burst, after the opponent resolves a Spirit's When Summoned effect: destroy any opposing Nexuses costing 7
    or less in all; then its Flash may be paid for. Main/Flash: destroy an opposing Spirit of 5000 BP or less."""
    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AbilityKind.MAGIC_FLASH).choose_cost_sum(
        opponents(types=(NEXUS,)), 7).destroy()
    c.magic(main=True, flash=True).choose(opponents(bp_max=5000)).destroy()
