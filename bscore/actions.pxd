from libc.stdint cimport uint64_t

from bscore._effects cimport EF_WAS_ATTACKING
from bscore._types cimport BATTLE_NONE, CardTable, DK_NONE, Frame, GameState, NO_PLAYER, ORIGIN_EFFECT


cdef inline int attacking_flag(const GameState* g, int p, int k) noexcept nogil:
    """vocab-D: EF_WAS_ATTACKING when the card in (p, k) is the current battle's attacker (its last-known role)."""
    return EF_WAS_ATTACKING if g.in_battle != BATTLE_NONE and p == g.active and g.attacker == k else 0


# Decisions are set on every action: inline.
cdef inline void decide(GameState* g, int kind, int player) noexcept nogil:
    g.decision = kind
    g.decision_player = player


cdef inline void edecide(GameState* g, int kind, int player) noexcept nogil:
    g.edecision = kind
    g.edecision_player = player if kind != DK_NONE else NO_PLAYER


cdef inline void use_decide(GameState* g, int kind, int player) noexcept nogil:
    """A card use's decisions belong to the effect system when an effect started the use."""
    if g.use_origin == ORIGIN_EFFECT:
        edecide(g, kind, player)
    else:
        decide(g, kind, player)


cdef void declare_blocker(GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef void draw_cards(GameState* g, int p, int n) noexcept nogil
cdef int take_from_hand(GameState* g, int p, int h) noexcept nogil
cdef void remove_from_trash(GameState* g, int p, int inst) noexcept nogil
cdef void to_trash(GameState* g, int p, int inst) noexcept nogil
cdef void to_hand(GameState* g, int p, int inst) noexcept nogil
cdef void to_deck_bottom(GameState* g, int p, int inst) noexcept nogil
cdef void to_deck_top(GameState* g, int p, int inst) noexcept nogil
cdef void game_over(GameState* g, bint p0_loses, bint p1_loses, int reason) noexcept nogil
cdef bint loss_condition(GameState* g, int p, int reason) noexcept nogil
cdef void settle_checkpoint(GameState* g) noexcept nogil
cdef void concede(GameState* g, int p) noexcept nogil
cdef void clear_use(GameState* g) noexcept nogil
cdef void clear_battle(GameState* g) noexcept nogil
cdef void sources_follow(GameState* g, int p, uint64_t sources, bint to_hand_zone) noexcept nogil
cdef void leave_field(GameState* g, const CardTable* t, int p, int k, bint to_hand_zone) noexcept nogil
cdef void check_depleted(GameState* g, const CardTable* t, int p, int loc) noexcept nogil
cdef void check_depleted_silently(GameState* g, const CardTable* t, int p, int loc) noexcept nogil
cdef void destroy_card(GameState* g, const CardTable* t, int p, int k, int flags, int eff_player) noexcept nogil
cdef void return_to_hand(GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef void begin_use(GameState* g, const CardTable* t, int p, int h, int origin) noexcept nogil
cdef void continue_use(GameState* g) noexcept nogil
cdef void offer_free_use(GameState* g, const CardTable* t, int p, int inst, int cost) noexcept nogil
cdef void complete_summon(GameState* g, const CardTable* t, int p) noexcept nogil
cdef void after_use(GameState* g, int origin, int kind) noexcept nogil
cdef void stash_magic_use(GameState* g, Frame* fr) noexcept nogil
cdef void finish_magic(GameState* g) noexcept nogil
cdef bint magic_to_hand(GameState* g, int p, int inst) noexcept nogil  # pool II
cdef void finish_accel(GameState* g) noexcept nogil
cdef int usable_magic(const GameState* g, const CardTable* t, int p, int inst, int origin, int* out) noexcept nogil
cdef void push_frame(GameState* g, int ab, int player, int inst, int sp, int si, int cores, int flags,
                     int frame_flags) noexcept nogil
cdef void set_effect_marks(uint64_t* marks) noexcept nogil  # per-card statistics (bscore/batch.pyx)
cdef void continue_magic_use(GameState* g, const CardTable* t) noexcept nogil  # woden group
cdef void set_mirage(GameState* g) noexcept nogil
