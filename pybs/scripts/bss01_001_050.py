"""BSS01 cards 001-050 (red Spirits, purple Spirits), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS01-005", "BSS01-010", "BSS01-011", "BSS01-012", "BSS01-018", "BSS01-019", "BSS01-020",
        "BSS01-032", "BSS01-033", "BSS01-036", "BSS01-037", "BSS01-045", "BSS01-050")  # fmt: skip


# -- red Spirits ---------------------------------------------------------------------------------------------
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


@card("BSS01-002")
def divine_halberd_dragon_arc(c: CardScript) -> None:
    """No Spirit of 2000 BP or less takes Life with its attack, on either side; Lv2+: when it attacks,
    destroy an opposing Spirit of 2000 BP or less."""
    c.static(Static.RULE, Rule.NO_LIFE_DAMAGE, affects=anyones(bp_max=2000), levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(bp_max=2000)).destroy()


@card("BSS01-003")
def ares_dragoon(c: CardScript) -> None:
    """Awaken; Lv3: when its attack's battle ends, once per turn, you may refresh all your Awaken Spirits."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.BATTLE_END, levels=(3,)).may(
        lambda a: a.mark_used().all(mine(keyword=Keyword.AWAKEN)).refresh(), cond=Cond.UNUSED_THIS_TURN)


@card("BSS01-004")
def white_hole_dragon(c: CardScript) -> None:
    """Awaken; Lv3 when destroyed: destroy an opposing Spirit whose BP is at most this one's (last-known)."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.DESTROYED, levels=(3,)).choose(opponents(relation=Rel.BP_AT_MOST_SELF)).destroy()


@card("BSS01-006")
def nebula_dragon(c: CardScript) -> None:
    """Lv2: attacking with the Soul Core on it, its symbol counts as two red symbols."""
    c.static(Static.RULE, Rule.SYMBOLS, TWO_RED, levels=(2,), timing=Timing.WHILE_ATTACKING,
             cond=Cond.SELF_HAS_SOUL)


@card("BSS01-007")
def jurassic_king_gigano_rex(c: CardScript) -> None:
    """Paid from hand, each symbol of your Terrasaur and Emperor Beast Spirits reduces its cost twice. While
    every Spirit you control is one of those, it counts as Lv3. Lv2+: Confront when it attacks; Lv3: its
    attack gives all your Spirits +3000 BP for the turn."""
    kin = ("Terrasaur", "Emperor Beast")
    c.static(Static.OWN_COST_SYMBOLS, 2, affects=mine(family=kin))
    c.static(Static.SET_LEVEL, 3, levels=ALL_LEVELS, cond=Cond.COUNT_AT_MOST,
             cond_arg=count_arg(mine(not_family=kin), 0))
    c.keyword(Keyword.CONFRONT, levels=(2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.ATTACKS, levels=(3,)).all(mine()).bp(3000)


@card("BSS01-008")
def syntarsaurus(c: CardScript) -> None:
    """On attack, reveal your top card: a Terrasaur Spirit goes to hand, anything else back on top. Lv2 while
    attacking: +1000 BP per Terrasaur Spirit you control."""
    c.when(Event.ATTACKS, levels=(1, 2)).reveal(1).pick_all(revealed(types=SPIRIT_CARDS, family="Terrasaur")).rest(
        Dest.DECK_TOP)
    c.static(Static.BP_PER, 1000, levels=(2,), timing=Timing.WHILE_ATTACKING, filter2=mine(family="Terrasaur"))


@card("BSS01-009")
def raging_dino_dyrano_rex(c: CardScript) -> None:
    """Attacks with Confront; at Lv3 its attack destroys an opposing Spirit of 4000 BP or less."""
    c.keyword(Keyword.CONFRONT, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(bp_max=4000)).destroy()


@card("BSS01-013")
def stormbeast_emperor_thunder_leon(c: CardScript) -> None:
    """On summon, destroy every opposing Spirit of 2000 BP or less, their "When Destroyed" effects silent;
    Lv3: when it attacks, draw one."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).all(opponents(bp_max=2000)).destroy_silently()
    c.when(Event.ATTACKS, levels=(3,)).draw(1)


@card("BSS01-014")
def flame_emperor_agniffon(c: CardScript) -> None:
    """On summon, destroy every opposing Spirit of 4000 BP or less that has a When Summoned effect."""
    c.when(Event.SUMMONED, levels=(1, 2)).all(opponents(bp_max=4000, has_summon_trigger=True)).destroy()


@card("BSS01-015")
def dilophoza(c: CardScript) -> None:
    """It cannot block in the opponent's Attack Step."""
    c.static(Static.CANNOT_BLOCK, levels=(1, 2), timing=Timing.OPP_ATTACK_STEP)


@card("BSS01-016")
def fierce_gorer_horngrizzly(c: CardScript) -> None:
    """From Lv2 it attacks with Confront."""
    c.keyword(Keyword.CONFRONT, levels=(2, 3), timing=Timing.WHILE_ATTACKING)


@card("BSS01-017")
def cornered_flamerat(c: CardScript) -> None:
    """Lv2+, while it attacks: when its attack reduces the opponent's Life (battle damage, R9.5), draw a card."""
    c.when(Event.ATTACK_HIT, levels=(2, 3), scope=Scope.SELF, timing=Timing.WHILE_ATTACKING).draw(1)


@card("BSS01-021")
def dragno_guard(c: CardScript) -> None:
    """When its attack destroys the blocker by BP, destroy an opposing Nexus.

    In your Attack Step your Spirit only wins a BP comparison as the attacker, so the gate is your Attack
    Step: it also hears a tie, after which the attacker is already gone (R10.7, last-known level).
    """
    c.when(Event.WON_BATTLE, levels=(1, 2, 3), timing=Timing.YOUR_ATTACK_STEP).choose(
        opponents(types=(NEXUS,))).destroy()


@card("BSS01-022")
def dinoman_tyrannoid(c: CardScript) -> None:
    """Counts as Lv3 while you control two Spirits or fewer."""
    c.static(Static.SET_LEVEL, 3, levels=ALL_LEVELS, cond=Cond.COUNT_AT_MOST, cond_arg=count_arg(mine(), 2))


@card("BSS01-023")
def blaze_dragonoid_ma_gwo(c: CardScript) -> None:
    """Its attack puts two cores from your Trash onto one of your Spirits."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).choose(mine()).cores(CoreZone.TRASH, CoreZone.TARGETS, 2)


@card("BSS01-024")
def flamefish(c: CardScript) -> None:
    """Destroyed while holding the Soul Core: destroy an opposing Spirit of 4000 BP or less."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).if_(
        Cond.SUBJECT_HAD_SOUL, then=lambda a: a.choose(opponents(bp_max=4000)).destroy())


@card("BSS01-025")
def iguaknife(c: CardScript) -> None:
    """On summon, your Terrasaur Spirits get +1000 BP this turn."""
    c.when(Event.SUMMONED, levels=(1, 2)).all(mine(family=TERRASAUR)).bp(1000)


# -- purple Spirits ------------------------------------------------------------------------------------------
@card("BSS01-026")
def grand_underworld_trio_queen_meduke(c: CardScript) -> None:
    """Life your Curse or Bloodcurse attackers take goes to the Void; Lv2+: Bloodcurse; Lv3: in your Attack
    Step your Spirits with Curse also have Bloodcurse."""
    c.static(Static.LIFE_TO_VOID, affects=mine(), levels=(1, 2, 3))
    c.keyword(Keyword.BLOODCURSE, levels=(2, 3))
    c.static(Static.KEYWORD, Keyword.BLOODCURSE, affects=mine(keyword=Keyword.CURSE), levels=(3,),
             timing=Timing.YOUR_ATTACK_STEP)


@card("BSS01-027")
def king_snake_quetzalcutl(c: CardScript) -> None:
    """On summon, a Spirit card with Curse or Bloodcurse goes from your Trash to your hand. Lv2, when it
    attacks: destroy an opposing Spirit that holds exactly one core."""
    c.when(Event.SUMMONED, levels=(1, 2)).choose(cursed_in_trash()).to_hand()
    c.when(Event.ATTACKS, levels=(2,)).choose(opponents(cores_min=1, cores_max=1)).destroy()


@card("BSS01-028")
def pandemium(c: CardScript) -> None:
    """When destroyed: destroy an exhausted opposing Spirit; Lv2+: also take three cores off a refreshed
    opposing Spirit; Lv3: also each player discards five cards of their choice from hand."""
    c.when(Event.DESTROYED, levels=(1, 2, 3)).choose(opponents(exhausted=True)).destroy()
    c.when(Event.DESTROYED, levels=(2, 3)).choose(opponents(exhausted=False)).remove_cores(3)
    c.when(Event.DESTROYED, levels=(3,)).discard_from_hand(5).discard_from_hand(5, who=Who.OPPONENT)


@card("BSS01-029")
def bython(c: CardScript) -> None:
    """Its attack draws a card while it holds the Soul Core."""
    c.when(Event.ATTACKS, levels=(1, 2)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.draw(1))


@card("BSS01-030")
def boa_trictor(c: CardScript) -> None:
    """Attacks with Curse."""
    c.keyword(Keyword.CURSE, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)


@card("BSS01-031")
def magic_swordsman_dragonaga(c: CardScript) -> None:
    """On summon, draw one if the Soul Core helped pay for it."""
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.SOUL_PAID, then=lambda a: a.draw(1))


@card("BSS01-034")
def infernal_king_curse_dragon(c: CardScript) -> None:
    """On summon, every other Spirit loses a core to its owner's Reserve; then one Void core onto this card per
    Spirit that fell to it. Lv2 attacks: an opposing Spirit keeps only one core."""
    c.when(Event.SUMMONED, levels=(1, 2)).all(anyones(exclude_self=True)).remove_cores(1).count(
        Count.TARGETS_GONE).cores(CoreZone.VOID, CoreZone.SELF, per(1))
    c.when(Event.ATTACKS, levels=(2,)).choose(opponents()).remove_cores(ALL_BUT_ONE)


@card("BSS01-035")
def dark_bishop_baculus(c: CardScript) -> None:
    """On summon, every Spirit on the field (its own side and itself too) keeps one core; the rest go to
    their owners' Reserves."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).all(anyones()).remove_cores(ALL_BUT_ONE)


@card("BSS01-038")
def dread_knight_nemesis(c: CardScript) -> None:
    """On attack, pick one of your Spirits; you may destroy it for one mode: up to two cores off an opposing
    Spirit, or draw two. Lv2+ when destroyed: the opponent destroys one of their Spirits."""
    c.when(Event.ATTACKS, levels=(1, 2, 3)).choose(mine()).may(lambda a: a.destroy().if_(
        Cond.TARGETS_GONE, then=lambda b: b.choose_one(
            lambda m: m.choose(opponents()).remove_cores(2, up_to=True), lambda m: m.draw(2))))
    c.when(Event.DESTROYED, levels=(2, 3)).choose(opponents(), chooser=Who.OPPONENT).destroy()


@card("BSS01-039")
def beldegor(c: CardScript) -> None:
    """Immortal (costs 4-5), in either Attack Step. On summon, destroy an exhausted opposing Spirit of cost 4
    or less."""
    c.immortal(4, 5)
    c.when(Event.SUMMONED, levels=(1, 2)).choose(opponents(exhausted=True, cost_max=4)).destroy()


@card("BSS01-040")
def dark_knight_mordred(c: CardScript) -> None:
    """On summon, an exhausted opposing Spirit loses two cores to its Reserve; from Lv2 its attack takes one
    core from an opposing Spirit."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(exhausted=True)).remove_cores(2)
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents()).remove_cores(1)


@card("BSS01-041")
def dark_knight_palomides(c: CardScript) -> None:
    """Lv2+: when it attacks, pick an exhausted opposing Spirit; it may attack that Spirit."""
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(exhausted=True))
        .may(lambda a: a.attack_it(), cond=Cond.HAS_TARGETS))


@card("BSS01-042")
def camelot_knight(c: CardScript) -> None:
    """Attacks with Curse while the Soul Core is on it."""
    c.static(Static.KEYWORD, Keyword.CURSE, levels=(1, 2), timing=Timing.WHILE_ATTACKING, cond=Cond.SELF_HAS_SOUL)


@card("BSS01-043")
def shield_knight_guardner(c: CardScript) -> None:
    """From Lv2, in the opponent's Attack Step, it refreshes when another purple Spirit of yours is destroyed
    (itself destroyed, there is nothing left to refresh)."""
    c.when(Event.DESTROYED, once_per_event=True, levels=(2, 3), scope=Scope.MINE, subject=mine(colors=("purple",), exclude_self=True),
           timing=Timing.OPP_ATTACK_STEP).this().refresh()


@card("BSS01-044")
def dark_knight_aglovale(c: CardScript) -> None:
    """Destroyed while holding the Soul Core: draw a card; at Lv2 it attacks with Curse."""
    c.when(Event.DESTROYED, levels=(1, 2)).if_(Cond.SUBJECT_HAD_SOUL, then=lambda a: a.draw(1))
    c.keyword(Keyword.CURSE, levels=(2,), timing=Timing.WHILE_ATTACKING)


@card("BSS01-046")
def dark_lancer_cavaliere(c: CardScript) -> None:
    """On summon, draw a card."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).draw(1)


@card("BSS01-047")
def phantasm_archking_zenas(c: CardScript) -> None:
    """Curse while attacking; Lv2: your Curse Spirits cannot be blocked by opposing Lv1 Spirits."""
    c.keyword(Keyword.CURSE, levels=(1, 2), timing=Timing.WHILE_ATTACKING)
    c.static(Static.UNBLOCKABLE_BY, affects=mine(keyword=Keyword.CURSE), filter2=opponents(level_max=1), levels=(2,))


@card("BSS01-048")
def devilish_prankster_imp(c: CardScript) -> None:
    """Lv1-2, your Attack Step: each time a Shadow Spirit of yours hits the opponent's Life, one opposing
    Spirit loses a core to its owner's Reserve."""
    (c.when(Event.ATTACK_HIT, levels=(1, 2), scope=Scope.MINE, subject=mine(family="Shadow"),
            timing=Timing.YOUR_ATTACK_STEP)
     .choose(opponents()).remove_cores(1))


@card("BSS01-049")
def earth_spider_demon(c: CardScript) -> None:
    """Its attack, while it holds the Soul Core, takes one core from an opposing Spirit to their Reserve."""
    c.when(Event.ATTACKS, levels=(1, 2)).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.choose(opponents()).remove_cores(1))
