from libc.stdint cimport int32_t
from bscore._types cimport CardTable, DK_ATTACK, DK_BLOCK, DK_FLASH, DK_MAIN, DK_NONE, GameState, NO_CARD
from bscore.cores cimport slot_row
from bscore.costs cimport FieldSymbols
from bscore.levels cimport is_battler
from bscore.nexus_spirit cimport battler_now  # vocab-B: NEXUS_AS_SPIRIT

ctypedef struct UseContext:
    FieldSymbols symbols                # the player's field symbols (R7.3)
    int total_cores                     # cores the player can pay with (R7.1)
    int reserve_cores                   # cores in the Reserve (Swift pays from there)
    int free_slot                       # lowest empty field slot, -1 if full
    int spirit_colors                   # colors of the player's Spirits (R8.2)
    bint field_statics                  # a field card has SYMBOLS_FOR / COLORS_FOR statics (slow cost path)

cdef void prepare_use(const GameState* g, const CardTable* t, int p, UseContext* ctx) noexcept nogil
cdef bint can_use(const GameState* g, const CardTable* t, const UseContext* ctx, int p, int h,
                  int origin) noexcept nogil
cdef bint is_legal(const GameState* g, const CardTable* t, int code) noexcept nogil
cdef int legal_actions(const GameState* g, const CardTable* t, int32_t* out, int limit) noexcept nogil
cdef int forced_action(const GameState* g, const CardTable* t) noexcept nogil
cdef int activated_ability(const GameState* g, const CardTable* t, int p, int k) noexcept nogil


cdef inline bint can_battle(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """A refreshed Spirit/Ultimate in slot k (or a Nexus that is also a Spirit, vocab-B) may attack (R9.1) or
    block (R9.3)."""
    return (g.players[p].slots[k].inst != NO_CARD and g.players[p].slots[k].exhaust == 0
            and battler_now(g, t, p, g.players[p].slots[k].inst))



cdef inline bint turn_capped(const GameState* g) noexcept nogil:
    """The turn's action cap is reached and the pending decision is one that PASS ends.

    Then PASS is the only legal answer, so every turn ends within a bounded number of
    actions whatever the policy (docs/RULESET.md, max_actions_per_turn).
    """
    cdef int d = g.decision
    return (g.edecision == DK_NONE and g.turn_actions >= g.rules.max_actions_per_turn
            and (d == DK_MAIN or d == DK_ATTACK or d == DK_BLOCK or d == DK_FLASH))
