# NEXUS_AS_SPIRIT (vocab-B, group J): a Nexus that is also a Spirit this turn (BSS05-082, -083, -113), a Mod.AS_SPIRIT
# row on it whose value is its BP in thousands (bits 0-4) and its family id (value >> 5). Inline reads, no module.
# Twin: pybs/reference/battle_rules.py (nexus_spirit, battler_now).

from bscore._effects cimport MD_AS_SPIRIT
from bscore._types cimport CardTable, CT_NEXUS, GameState, NO_CARD
from bscore.levels cimport is_battler

cdef enum:
    AS_SPIRIT_BP_BITS = 31              # Mod.AS_SPIRIT value: BP / 1000 in the low bits
    AS_SPIRIT_FAMILY_SHIFT = 5          # ... the family id above


cdef inline int nexus_spirit(const GameState* g, int p, int inst) noexcept nogil:
    """The Mod.AS_SPIRIT value on (p, inst), or -1 (only a Nexus on the field carries one)."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_AS_SPIRIT and g.mods[i].player == p and g.mods[i].inst == inst:
            return g.mods[i].value
    return -1


cdef inline bint battler_now(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """(p, inst) on the field battles now: a Spirit, Ultimate or Brave, or a Nexus that is also a Spirit."""
    cdef int row = g.players[p].card_ids[inst]
    if is_battler(t, row):
        return True
    return t.card_type[row] == CT_NEXUS and g.n_mods != 0 and nexus_spirit(g, p, inst) >= 0
