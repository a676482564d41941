# Extra summoning costs (R18.2 Ascend; BSS03-097's "destroy one of your blue Nexuses"): whether one can be paid,
# and the events of a paid one, announced with the summon. Paying it: bscore/ascend_ops.pyx.
# Twin: pybs/reference/ascend.py.

from bscore.card_abilities cimport ability_of_kind
from bscore._effects cimport (
    AK_ASCEND, CFL_READS_DEFEATED_BP, DU_BATTLE, EF_HAD_SOUL, EV_DESTROYED, EV_RESERVE_GAINED, MD_DEFEATED_BP,
    MD_MUST_ATTACK_FIRST, MD_SUMMON_COST_PAID, MD_ASCENDED_WITH, DU_TURN,
)
from bscore._types cimport CardTable, GameState, NO_CARD, NO_PLAYER, PlayerState
from bscore.events cimport add_mod, drop_mod, emit
from bscore.cores cimport slot_row
from bscore.levels cimport is_battler
from bscore.statics cimport can_attack, effective_bp, has_mod, matches_field, slot_of
from bscore.statics cimport waiver_slot  # vocab-D
from bscore._effects cimport OP_WIDTH  # vocab-D

cdef enum:
    COST_INST_MASK = 63                 # Mod.SUMMON_COST_PAID value: the card the cost used
    COST_DESTROYED = 64                 # it was destroyed (a Nexus)
    COST_HAD_SOUL = 128                 # it held the Soul Core
    COST_CORES_SHIFT = 8                # its cores
    MAX_MOD_VALUE = 32767               # ModEntry.value is an int16


cdef int extra_cost_ability(const CardTable* t, int row) noexcept nogil:
    """The card's extra-summoning-cost ability row (AbilityKind.ASCEND), or -1."""
    return ability_of_kind(t, row, AK_ASCEND)


cdef bint extra_cost_payable(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """R18.2: no payable extra cost, no summon: p has a field card its condition accepts (for Ascend, another
    Spirit of theirs holding at least one core)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int ab = extra_cost_ability(t, pl.card_ids[inst])
    cdef int k, last, need, found = 0
    if ab < 0:
        return True
    last = (t.ab_prog[ab] + t.ab_n_ops[ab] - 2) * OP_WIDTH  # the program's last op: Op.ASCEND
    need = t.ops[last + 2] if t.ops[last + 2] > 1 else 1  # BSS06-001: two Spirits pay together
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD and matches_field(g, t, t.ab_filter[ab], p, p, k, p, inst, -1, -1):
            found += 1
            if found >= need:
                return True
    if t.ab_filter2[ab] >= 0:  # vocab-D: an opposing Spirit may pay it (CB01-045)
        for k in range(g.players[1 - p].slot_top):
            if g.players[1 - p].slots[k].inst != NO_CARD and matches_field(
                    g, t, t.ab_filter2[ab], p, 1 - p, k, p, inst, -1, -1):
                return True
    # vocab-D: a Rule.ASCEND_WAIVE card may waive an Ascend (the program's last op: Op.ASCEND 0)
    return t.ops[last + 1] == 0 and waiver_slot(g, t, p) >= 0


cdef void announce_extra_cost(GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """The events of p's paid extra cost join the summon's batch (they wait while it is paid, R10.5): the
    destroyed Nexus (its last-known cores and Soul Core), and the cores put into the Reserve. The summoned ``inst``
    remembers the card that paid (Mod.ASCENDED_WITH, this turn: Cond.ASCENDED_WITH)."""
    cdef int i = 0
    cdef int value, cores, theirs
    cdef bint gained = False  # BSS06-001: two rows (two Spirits paid) give one RESERVE_GAINED
    while i < g.n_mods:
        if not (g.mods[i].kind == MD_SUMMON_COST_PAID and g.mods[i].player == p):
            i += 1
            continue
        value = g.mods[i].value
        theirs = g.mods[i].pad  # vocab-D: 1, an opposing Spirit paid (its cores went to their Reserve)
        drop_mod(g, i)
        if theirs:
            if value >> COST_CORES_SHIFT or value & COST_HAD_SOUL:
                emit(g, t, EV_RESERVE_GAINED, 1 - p, NO_CARD, 0, 0, NO_PLAYER)
            return
        add_mod(g, p, inst, MD_ASCENDED_WITH, DU_TURN, value & COST_INST_MASK, p)
        cores = value >> COST_CORES_SHIFT
        if value & COST_DESTROYED:
            emit(g, t, EV_DESTROYED, p, value & COST_INST_MASK, EF_HAD_SOUL if value & COST_HAD_SOUL else 0,
                 cores, NO_PLAYER)
        if cores or value & COST_HAD_SOUL:
            gained = True
    if gained:
        emit(g, t, EV_RESERVE_GAINED, p, NO_CARD, 0, 0, NO_PLAYER)


cdef bint attack_first_bound_scan(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """R0.3 ("must" beats "may"), BSS01-059: before p's first attack this turn, while a refreshed Spirit of p
    marked Mod.MUST_ATTACK_FIRST can attack, the Attack Step cannot end and only a marked Spirit may attack."""
    cdef int i, k
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_MUST_ATTACK_FIRST and g.mods[i].player == p and g.mods[i].inst != NO_CARD:
            k = slot_of(g, p, g.mods[i].inst)
            if (k >= 0 and g.players[p].slots[k].exhaust == 0 and is_battler(t, slot_row(g, p, k))
                    and can_attack(g, t, p, k)):
                return True
    return False


cdef void note_defeated_bp(GameState* g, const CardTable* t, int winner, int lp, int lk) noexcept nogil:
    """R9.6: the Spirit in (lp, lk) is about to be destroyed by the BP comparison with a Spirit of ``winner``:
    its BP now becomes ``winner``'s Mod.DEFEATED_BP for the battle, when a card on their field reads it."""
    cdef const PlayerState* pl = &g.players[winner]
    cdef int k, i, bp
    cdef bint wanted = False
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD and t.card_flags[pl.card_ids[pl.slots[k].inst]] & CFL_READS_DEFEATED_BP:
            wanted = True
    if not wanted:
        return
    bp = effective_bp(g, t, lp, lk)
    bp = 0 if bp < 0 else (MAX_MOD_VALUE if bp > MAX_MOD_VALUE else bp)
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_DEFEATED_BP and g.mods[i].player == winner:
            g.mods[i].value = bp
            return
    add_mod(g, winner, NO_CARD, MD_DEFEATED_BP, DU_BATTLE, bp, winner)


cdef int defeated_bp(const GameState* g, int p) noexcept nogil:
    """Rel.BP_OF_DEFEATED: the BP p's Spirit's latest battle victim had in this battle, -1 if none."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_DEFEATED_BP and g.mods[i].player == p:
            return g.mods[i].value
    return -1
