"""BSS06 cards 001-050, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS06-015", "BSS06-029", "BSS06-042")

SKYBINDER, LINKED_ONE = "Skybinder", LinkRole.LINKED_TO_SOURCE
TRASH_LINK_SPIRIT = mine(zone=Zone.TRASH, types=SPIRIT_CARDS, keyword=Keyword.LINK)  # "a spirit card with Link" there
OPP_NEXUS = opponents(types=(NEXUS,))


def _while_linked_grants(c: CardScript, kw: Keyword, number: int = 0) -> None:
    """"While This Spirit is Linked: the linked Spirit gains ``kw``"."""
    c.static(Static.KEYWORD, kw, number, affects=mine(link=LINKED_ONE), levels=(1,), timing=Timing.WHILE_LINKED)


# -- red Spirits ---------------------------------------------------------------------------------------------
@card("BSS06-001")
def absolute_divinity_amaterasu_dragon(c: CardScript) -> None:
    """Ascend by two Skybinder Spirits of yours. On summon, with ten or more symbols on your field, destroy every
    opposing Spirit. Lv2+: Astral."""
    c.ascend(mine(family=SKYBINDER), spirits=2)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).count(Count.FIELD_SYMBOLS).if_(
        Cond.AMOUNT_AT_LEAST, 10, then=lambda a: a.all(opponents()).destroy())
    c.keyword(Keyword.ASTRAL, levels=(2, 3))


@card("BSS06-002")
def taurus_dragon_aldebaran_minos(c: CardScript) -> None:
    """In your Attack Step your Lightguider Spirits may take up to two Link Spirits. Lv2+, when it attacks: as that
    battle ends, refresh every Spirit of yours with Link."""
    c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.TWO), affects=mine(family="Lightguider"), levels=ALL_LEVELS,
             timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.ATTACKS, levels=(2, 3)).arm(Event.BATTLE_END).all(mine(keyword=Keyword.LINK)).refresh()


@card("BSS06-003")
def warlord_liu_wan(c: CardScript) -> None:
    """Link 4. When it links: draw a card, then destroy an opposing Spirit of 4000 BP or less."""
    c.link(link_cost(4), levels=(1,))
    c.when(Event.LINKS, levels=(1,)).draw(1).choose(opponents(bp_max=4000)).destroy()


@card("BSS06-004")
def spearbeast_ballista(c: CardScript) -> None:
    """On summon, destroy either two opposing Spirits of 4000 BP or less, or one such Spirit and an opposing Nexus.
    Link 5; while linked, the Spirit it is linked to has Confront."""
    c.when(Event.SUMMONED, levels=(1,)).choose_one(
        lambda a: a.choose(opponents(bp_max=4000), n=2).destroy(),
        lambda a: a.choose(opponents(bp_max=4000)).choose(OPP_NEXUS, keep=True).destroy())
    c.link(link_cost(5), levels=(1,))
    _while_linked_grants(c, Keyword.CONFRONT)


@card("BSS06-005")
def spirit_mount_black_beauty(c: CardScript) -> None:
    """Astral. Lv2+: when its attack takes opposing Life, destroy an opposing Nexus."""
    c.keyword(Keyword.ASTRAL, levels=ALL_LEVELS)
    c.when(Event.ATTACK_HIT, levels=(2, 3), timing=Timing.WHILE_ATTACKING).choose(OPP_NEXUS).destroy()


@card("BSS06-006")
def musket_dog_dasher(c: CardScript) -> None:
    """Awaken."""
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)


@card("BSS06-007")
def euparlance(c: CardScript) -> None:
    """Lv2: Confront while attacking."""
    c.keyword(Keyword.CONFRONT, levels=(2,), timing=Timing.WHILE_ATTACKING)


@card("BSS06-008")
def tricerasoldier(c: CardScript) -> None:
    """In your Attack Step, while the opponent has four Life or more, it is treated as Lv3."""
    c.static(Static.SET_LEVEL, 3, levels=ALL_LEVELS, timing=Timing.YOUR_ATTACK_STEP, cond=Cond.OPP_LIFE_AT_LEAST,
             cond_arg=4)


@card("BSS06-009")
def solar_winds_dragon(c: CardScript) -> None:
    """On summon, a Spirit card with Link goes from your Trash to your hand."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(TRASH_LINK_SPIRIT).to_hand()


@card("BSS06-010")
def warrior_dragon_rindo(c: CardScript) -> None:
    """Awaken. Lv2+ attacks: destroy an opposing Spirit of 4000 BP or less; Chain Green: a Void core onto it; Chain
    Blue: draw two cards, then discard two."""
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(bp_max=4000)).destroy()
     .chain("green").cores(CoreZone.VOID, CoreZone.SELF, 1)
     .chain("blue").draw(2).discard_from_hand(2))


@card("BSS06-011")
def dragon_warlord_skyfall_owari(c: CardScript) -> None:
    """In your Attack Step, when a green Spirit of yours attacks, a Void core onto it (this card); Lv2+: when a red
    Spirit of yours attacks, draw a card. Lv3 attacks: pick an opposing Spirit: destroy it with 6000 BP or less,
    exhaust it with 7000 or more."""
    c.when(Event.ATTACKS, levels=ALL_LEVELS, scope=Scope.MINE, subject=mine(colors=("green",)),
           timing=Timing.YOUR_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.when(Event.ATTACKS, levels=(2, 3), scope=Scope.MINE, subject=mine(colors=("red",)),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)
    (c.when(Event.ATTACKS, levels=(3,)).choose(opponents())
     .count(Count.TARGETS, anyones(bp_max=6000)).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.destroy())
     .count(Count.TARGETS, anyones(bp_min=7000)).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.exhaust()))


@card("BSS06-012")
def arbor_dragonoid_century_dragron(c: CardScript) -> None:
    """Agile. Awaken. Lv2+: when its attack takes opposing Life, draw until you hold four cards."""
    c.agile()
    c.keyword(Keyword.AWAKEN, levels=ALL_LEVELS)
    c.when(Event.ATTACK_HIT, levels=(2, 3), timing=Timing.WHILE_ATTACKING).count(Count.HAND_SHORT, 4).draw(per(1))


@card("BSS06-013")
def samurai_dragron(c: CardScript) -> None:
    """Agile. When it attacks: a Void core onto another Dragonoid or Leaf Kindred Spirit of yours."""
    c.agile()
    c.when(Event.ATTACKS, levels=(1, 2)).choose(mine(family=("Dragonoid", "Leaf Kindred"), exclude_self=True)).cores(
        CoreZone.VOID, CoreZone.TARGETS, 1)


@card("BSS06-014")
def punchbeast_kingaroo(c: CardScript) -> None:
    """Agile."""
    c.agile()


# -- purple Spirits ------------------------------------------------------------------------------------------
@card("BSS06-016")
def agarwood_demon_ranjatai(c: CardScript) -> None:
    """Costs two less from the hand for each card with Astral in your Trash. Astral while attacking. Lv2+ attacks:
    destroy an exhausted opposing Spirit, one with a single core and one of a single colour."""
    c.static(Static.RULE, Rule.COST_PER_COUNT, value2=2,
             filter2=Filter(side=Side.MINE, zone=Zone.TRASH, types=ANY_TYPE, keyword=Keyword.ASTRAL))
    c.keyword(Keyword.ASTRAL, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(exhausted=True))
     .choose(opponents(cores_max=1), keep=True).choose(opponents(color_count=1), keep=True).destroy())


@card("BSS06-017")
def dread_conjuration_garan(c: CardScript) -> None:
    """On summon, an opposing Spirit loses all but one core to its owner's Reserve. Link 3; while linked, the
    Spirit it is linked to has Curse."""
    c.when(Event.SUMMONED, levels=(1,)).choose(opponents()).remove_cores(ALL_BUT_ONE)
    c.link(link_cost(3), levels=(1,))
    _while_linked_grants(c, Keyword.CURSE)


@card("BSS06-018")
def secret_surveyor_murasaki(c: CardScript) -> None:
    """Costs 3 while the opponent controls a Skybinder Spirit. Lv2, in either Attack Step: your Surveyor Spirits
    with two cores or more have Astral."""
    c.static(Static.COST_IN_HAND, 3, cond=Cond.OPP_CONTROLS, cond_arg=opponents(family=SKYBINDER))
    c.static(Static.KEYWORD, Keyword.ASTRAL, affects=mine(family="Surveyor", cores_min=2), levels=(2,),
             timing=Timing.EITHER_ATTACK_STEP)


@card("BSS06-019")
def violet_haze_boar(c: CardScript) -> None:
    """Link to a Spirit with no effects. When it links: destroy an exhausted opposing Spirit."""
    c.link(Filter(vanilla=True), levels=(1,))
    c.when(Event.LINKS, levels=(1,)).choose(opponents(exhausted=True)).destroy()


@card("BSS06-020")
def fallen_monk_kokugo(c: CardScript) -> None:
    """On summon, every opposing Spirit of one colour loses all but one core to its owner's Reserve; Chain White: an
    opposing Spirit of 6000 BP or less returns to its owner's hand; Chain Red: the opponent picks one of their
    Nexuses and it is destroyed."""
    (c.when(Event.SUMMONED, levels=(1, 2)).all(opponents(color_count=1)).remove_cores(ALL_BUT_ONE)
     .chain("white").choose(opponents(bp_max=6000)).to_hand()
     .chain("red").choose(OPP_NEXUS, chooser=Who.OPPONENT).destroy())


@card("BSS06-021")
def illusionist_simon(c: CardScript) -> None:
    """On summon, discard the top four cards of your deck; draw a card if a white card was among them. Lv2, when
    destroyed: you may summon a Spirit card with Link costing 4 or less from your Trash for free."""
    (c.when(Event.SUMMONED, levels=(1, 2)).discard(4, who=Who.CONTROLLER, counting=anyones(colors=("white",)))
     .if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.draw(1)))
    c.when(Event.DESTROYED, levels=(2,)).summon(
        mine(zone=Zone.TRASH, types=SPIRIT_CARDS, keyword=Keyword.LINK, cost_max=4), may_pay=True)


@card("BSS06-022")
def dark_mountain_ascetic_kurama(c: CardScript) -> None:
    """Curse while attacking."""
    c.keyword(Keyword.CURSE, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)


@card("BSS06-023")
def conjured_crane(c: CardScript) -> None:
    """On summon, draw a card."""
    c.when(Event.SUMMONED, levels=(1, 2)).draw(1)


@card("BSS06-024")
def armored_conjuration(c: CardScript) -> None:
    """Immortal (costs 0-2), in either Attack Step."""
    c.immortal(0, 2)


@card("BSS06-025")
def conjured_puppet_empty_karma(c: CardScript) -> None:
    """When it attacks: an opposing Spirit loses a core to its owner's Reserve. Lv2: Astral."""
    c.when(Event.ATTACKS, levels=(1, 2)).choose(opponents()).remove_cores(1)
    c.keyword(Keyword.ASTRAL, levels=(2,))


# -- purple / white Spirits ----------------------------------------------------------------------------------
@card("BSS06-026")
def onmyoji_abe_no_covenant(c: CardScript) -> None:
    """On summon, discard the top three cards of your deck, then you may summon a Spirit card with Link from your
    Trash for free. Lv2+, while it attacks: draw a card whenever a Spirit is destroyed."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).discard(3, who=Who.CONTROLLER).summon(TRASH_LINK_SPIRIT, may_pay=True)
    c.when(Event.DESTROYED, levels=(2, 3), scope=Scope.ANY, timing=Timing.WHILE_ATTACKING).draw(1)


@card("BSS06-027")
def talisman_technician_maitreya(c: CardScript) -> None:
    """On summon, draw a card; Chain White: an opposing Spirit with two cores or fewer returns to its owner's
    hand."""
    (c.when(Event.SUMMONED, levels=(1, 2)).draw(1)
     .chain("white").choose(opponents(cores_max=2)).to_hand())


@card("BSS06-028")
def networked_wardmancer_hannya(c: CardScript) -> None:
    """On summon, you may discard a Spirit card with Link from your hand to draw two cards. Lv2+, while it attacks:
    when a Spirit links to it, an opposing Spirit loses a core to its owner's Reserve."""
    link_card = my_hand(types=SPIRIT_CARDS, keyword=Keyword.LINK)
    c.when(Event.SUMMONED, levels=ALL_LEVELS).may(lambda a: a.choose(link_card).hand_discard().draw(2),
                                                  cond=Cond.COUNT_AT_LEAST, arg=count_arg(link_card, 1))
    c.when(Event.LINKED, levels=(2, 3), timing=Timing.WHILE_ATTACKING).choose(opponents()).remove_cores(1)


# -- yellow Spirits ------------------------------------------------------------------------------------------
@card("BSS06-030")
def hitgirl_nagi(c: CardScript) -> None:
    """On summon, an opposing Spirit gets -4000 BP this turn; if that takes it to 0 BP and it is destroyed, Feast.
    Lv2+: Astral while you control a token Spirit."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents()).count(Count.TARGETS, anyones(bp_max=4000))
     .bp(-4000).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.feast()))
    c.static(Static.KEYWORD, Keyword.ASTRAL, levels=(2, 3), cond=Cond.CONTROL, cond_arg=mine(token=True))


@card("BSS06-031")
def gamer_angel_tokiel(c: CardScript) -> None:
    """On summon, the top seven cards of your deck go to the Trash and you use one Magic among them with "Cooking"
    in its name for free. Lv2+, in your Attack Step: when a token Spirit of yours attacks, an opposing Spirit gets
    -5000 BP this turn."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).reveal(7).cast_magic(
        revealed(side=Side.MINE, types=(MAGIC,), name_contains="Cooking")).rest(Dest.TRASH)
    c.when(Event.ATTACKS, levels=(2, 3), scope=Scope.MINE, subject=mine(token=True),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents()).bp(-5000)


@card("BSS06-032")
def holy_avian_thunderbird(c: CardScript) -> None:
    """Link 5. When it links: an opposing Spirit gets -4000 BP this turn; if that takes it to 0 BP, refresh the
    Spirit this card is linked to."""
    c.link(link_cost(5), levels=(1,))
    (c.when(Event.LINKS, levels=(1,)).choose(opponents()).count(Count.TARGETS, anyones(bp_max=4000))
     .bp(-4000).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.linked_spirit().refresh()))


@card("BSS06-033")
def canis_commander_cu_sith(c: CardScript) -> None:
    """Blessed while attacking. Lv2+, in your Attack Step: your Spirits with Blessed cannot be blocked by Lv2 or
    Lv3 opposing Spirits."""
    c.keyword(Keyword.BLESSED, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)
    c.static(Static.UNBLOCKABLE_BY, affects=mine(keyword=Keyword.BLESSED), filter2=opponents(level_min=2),
             levels=(2, 3), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS06-034")
def electrum_guardians(c: CardScript) -> None:
    """When it attacks: refresh a Spirit of yours costing 3 or less; Chain Purple: every exhausted opposing Spirit
    loses a core to its owner's Reserve; Chain Blue: a Void core onto a Nexus of yours."""
    (c.when(Event.ATTACKS, levels=ALL_LEVELS).choose(mine(cost_max=3)).refresh()
     .chain("purple").all(opponents(exhausted=True)).remove_cores(1)
     .chain("blue").choose(mine(types=(NEXUS,))).cores(CoreZone.VOID, CoreZone.TARGETS, 1))


@card("BSS06-035")
def goldfish_gargoyle(c: CardScript) -> None:
    """On summon, an opposing Spirit is treated as Lv1 this turn."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).choose(opponents()).mod(Mod.SET_LEVEL, 1)


@card("BSS06-036")
def racer_pentan(c: CardScript) -> None:
    """On summon, summon two Spirit cards costing 2 from your Trash for free. Link 4; while linked, the Spirit it is
    linked to has Luster."""
    c.when(Event.SUMMONED, levels=(1,)).choose(mine(zone=Zone.TRASH, types=SPIRIT_CARDS, costs=(2,)),
                                               n=2).summon_targets()
    c.link(link_cost(4), levels=(1,))
    _while_linked_grants(c, Keyword.LUSTER)


@card("BSS06-037")
def cape_pentan(c: CardScript) -> None:
    """Lv2+: Luster while attacking."""
    c.keyword(Keyword.LUSTER, levels=(2, 3), timing=Timing.WHILE_ATTACKING)


@card("BSS06-038")
def poet_pentan(c: CardScript) -> None:
    """Blessed while attacking."""
    c.keyword(Keyword.BLESSED, levels=ALL_LEVELS, timing=Timing.WHILE_ATTACKING)


@card("BSS06-039")
def watermelonman_smash(c: CardScript) -> None:
    """On summon, if the Soul Core paid for it, a Magic card goes from your Trash to your hand."""
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.SOUL_PAID, then=lambda a: a.choose(
        mine(zone=Zone.TRASH, types=(MAGIC,))).to_hand())


# -- yellow / blue Spirits -----------------------------------------------------------------------------------
@card("BSS06-040")
def wrestler_golem_and_misaki(c: CardScript) -> None:
    """On summon, the top five cards of your deck go to the Trash, one with "Cooking" in its name to your hand
    instead. Lv2+ attacks: pick a token Spirit of yours, then destroy an opposing Spirit with no more BP than it."""
    (c.when(Event.SUMMONED, levels=ALL_LEVELS).reveal(5).pick(revealed(name_contains="Cooking"), min=1)
     .rest(Dest.TRASH))
    c.when(Event.ATTACKS, levels=(2, 3)).choose(mine(token=True)).choose(
        opponents(relation=Rel.BP_AT_MOST_TARGET), against_targets=True).destroy()


@card("BSS06-041")
def sushi_fairy(c: CardScript) -> None:
    """When a Supsprite Spirit of yours holding the Soul Core is destroyed, an opposing Spirit gets -10000 BP this
    turn."""
    c.when(Event.DESTROYED, levels=ALL_LEVELS, scope=Scope.MINE, subject=mine(family="Supsprite"),
           flags=EventFlag.HAD_SOUL).choose(opponents()).bp(-10000)


@card("BSS06-043")
def pomelo(c: CardScript) -> None:
    """Only the symbols of your Wanderfae and Supsprite Spirits reduce its cost."""
    c.static(Static.RULE, Rule.SYMBOL_SOURCES, filter2=mine(family=("Wanderfae", "Supsprite")))


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS06-044")
def vr_administrator_mihotsu_hime(c: CardScript) -> None:
    """On summon, reveal the top four cards of your deck: a Spirit card with Link among them to your hand, the rest
    to the Trash. Lv2: Astral while it attacks with a link."""
    (c.when(Event.SUMMONED, levels=(1, 2)).reveal(4)
     .pick(revealed(types=SPIRIT_CARDS, keyword=Keyword.LINK), min=1).rest(Dest.TRASH))
    c.static(Static.KEYWORD, Keyword.ASTRAL, levels=(2,), timing=Timing.WHILE_ATTACKING, cond=Cond.SELF_LINKED)


@card("BSS06-045")
def virtual_diva_calista(c: CardScript) -> None:
    """In your Attack Step your Ice Princess Spirits may link whatever their link conditions."""
    c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.ANY_CONDITION), affects=mine(family="Ice Princess"),
             levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)


@card("BSS06-046")
def moonlight_princess_mani(c: CardScript) -> None:
    """In the opponent's Attack Step it may block, even exhausted, attackers that have no link."""
    c.static(Static.BLOCK_EXHAUSTED, levels=(1, 2), timing=Timing.OPP_ATTACK_STEP,
             filter2=opponents(link=LinkRole.NOT_LINKED))


@card("BSS06-047")
def mecha_warlord_gyoten(c: CardScript) -> None:
    """Link 5; while linked, when the opponent blocks, refresh this Spirit."""
    c.link(link_cost(5), levels=(1,))
    c.when(Event.BLOCKS, levels=(1,), scope=Scope.OPPONENT, timing=Timing.WHILE_LINKED).this().refresh()


@card("BSS06-048")
def badger_panzer(c: CardScript) -> None:
    """When it attacks or blocks: refresh a Spirit with Link; Chain Purple: it has Curse this battle; Chain Yellow:
    Lv1 Spirits cannot block it this battle."""
    (c.when(Event.ATTACKS_OR_BLOCKS, levels=(1, 2)).choose(anyones(keyword=Keyword.LINK)).refresh()
     .chain("purple").this().gain(Keyword.CURSE, duration=Duration.BATTLE)
     .chain("yellow").this().unblockable(by=opponents(level_max=1), duration=Duration.BATTLE))


@card("BSS06-049")
def yakmobile(c: CardScript) -> None:
    """On summon, an opposing Spirit of 5000 BP or less returns to its owner's hand. Link 4; while linked, the Spirit
    it is linked to has Armor (white)."""
    c.when(Event.SUMMONED, levels=(1,)).choose(opponents(bp_max=5000)).to_hand()
    c.link(link_cost(4), levels=(1,))
    _while_linked_grants(c, Keyword.ARMOR, colors("white"))


@card("BSS06-050")
def dark_bison(c: CardScript) -> None:
    """When destroyed: you may summon a Spirit card with Link costing 4 or less from your hand for free."""
    c.when(Event.DESTROYED, levels=(1, 2)).summon(
        mine(zone=Zone.HAND, types=SPIRIT_CARDS, keyword=Keyword.LINK, cost_max=4), may_pay=True)
