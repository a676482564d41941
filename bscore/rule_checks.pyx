# Rule checks that run between actions, like depletion: R18.1 (a Spirit at 0 BP is destroyed).
# Twin: RefState.destroy_zero_bp_spirits in pybs/reference/statics.py.

from bscore._effects cimport CFL_NEG_BP_STATIC, EF_ZERO_BP, MD_BP
from bscore._types cimport (
    CardTable, CT_SPIRIT, GameState, MAX_SLOTS, NO_CARD, NO_PLAYER, NO_SLOT, RULE_ZERO_BP_DESTROYS, USE_NONE,
)
from bscore.actions cimport destroy_card
from bscore.cores cimport cores_on, slot_row
from bscore.levels cimport is_depleted
from bscore.events cimport end_batch
from bscore.statics cimport effective_bp
from bscore.replace cimport offer_replacement, replacement_pending


cdef bint negative_bp_around(const GameState* g, const CardTable* t) noexcept nogil:
    """A negative BP modifier or a negative BP static is around (negative_bp_possible's scan)."""
    cdef int i, p, k
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_BP and g.mods[i].value < 0:
            return True
    if not (t.card_flags_union & CFL_NEG_BP_STATIC):  # no card of the game lowers BP by a static
        return False
    for p in range(2):
        for k in range(g.players[p].slot_top):
            if g.players[p].slots[k].inst != NO_CARD and t.card_flags[slot_row(g, p, k)] & CFL_NEG_BP_STATIC:
                return True
    return False


cdef void destroy_zero_bp_spirits(GameState* g, const CardTable* t) noexcept nogil:
    """R18.1: every Spirit whose BP is 0 is destroyed at once, as a rule (not an effect: no source player).

    All are found before any leaves, so one leaving cannot save or doom another; the turn player's
    Spirits are destroyed first. "When Destroyed" effects trigger as for any destruction.
    """
    cdef int doomed[2][MAX_SLOTS]
    cdef int n[2]
    cdef int i, j, p, k
    n[0] = 0
    n[1] = 0
    for i in range(2):
        p = g.active if i == 0 else 1 - g.active
        for k in range(g.players[p].slot_top):
            if g.players[p].slots[k].inst == NO_CARD or t.card_type[slot_row(g, p, k)] != CT_SPIRIT:
                continue
            # a Spirit below Lv1 (one still taking its cores, R8.1) has no BP to lose
            if not is_depleted(t, slot_row(g, p, k), cores_on(g, p, k)) and effective_bp(g, t, p, k) == 0 \
                    and not replacement_pending(g, t, p, g.players[p].slots[k].inst):  # replace group
                doomed[i][n[i]] = k
                n[i] += 1
    if n[0] == 0 and n[1] == 0:
        return
    for i in range(2):
        p = g.active if i == 0 else 1 - g.active
        for j in range(n[i]):
            # vocab-D: EF_ZERO_BP, "destroyed via reducing its BP to 0"
            if not offer_replacement(g, t, p, doomed[i][j], EF_ZERO_BP, NO_CARD):  # replace group: held back
                destroy_card(g, t, p, doomed[i][j], EF_ZERO_BP, NO_PLAYER)
    end_batch(g)
