from bscore._effects cimport (
    EV_ATTACKS, EV_ATTACKS_OR_BLOCKS, EV_BLOCKS, EV_DECK_DISCARDED, EV_DEPLETED, EV_DESTROYED, EV_HAND_DISCARDED,
    EV_MAGIC_USED, EV_TO_TRASH, EVENT_MASK_TOP,
)
from bscore._types cimport CardTable, GameState


cdef inline int event_bit(int ev) noexcept nogil:
    """An event's bit in the per-card event masks (int64; pybs.effects.spec.event_bit): events from EVENT_MASK_TOP up
    share that bit."""
    return ev if ev < EVENT_MASK_TOP else EVENT_MASK_TOP


cdef inline bint event_heard(int aev, int ev) noexcept nogil:
    """An ability listening for ``aev`` hears ``ev``: "When Attacks or Blocks" hears both, and a
    "When Destroyed" hears a depletion too (R6.2: a Spirit left with no cores by an effect or a cost
    was destroyed)."""
    return aev == ev or (aev == EV_ATTACKS_OR_BLOCKS and (ev == EV_ATTACKS or ev == EV_BLOCKS)) \
        or (aev == EV_DESTROYED and ev == EV_DEPLETED) or (aev == EV_TO_TRASH and (
            ev == EV_DESTROYED or ev == EV_DEPLETED or ev == EV_HAND_DISCARDED or ev == EV_DECK_DISCARDED
            or ev == EV_MAGIC_USED))


cdef void table_overflow(GameState* g) noexcept nogil
cdef void add_mod(GameState* g, int player, int inst, int kind, int duration, int value, int source) noexcept nogil
cdef void purge_mods(GameState* g, int p, int inst) noexcept nogil
cdef void drop_mod(GameState* g, int i) noexcept nogil
cdef void expire_mods(GameState* g, int duration) noexcept nogil
cdef void expire_refresh_mods(GameState* g, int p) noexcept nogil
cdef void age_next_opp_turn_mods_scan(GameState* g) noexcept nogil

cdef inline void age_next_opp_turn_mods(GameState* g) noexcept nogil:
    """A turn ends (R5.7): Duration.NEXT_OPP_TURN rows count down (no call without mods)."""
    if g.n_mods:
        age_next_opp_turn_mods_scan(g)

cdef void end_batch_queued(GameState* g) noexcept nogil
cdef void remove_player_mod(GameState* g, int p, int kind) noexcept nogil
cdef void push_pending(GameState* g, int ab, int q, int inst, int sp, int si, int cores, int flags) noexcept nogil
cdef void emit_heard(GameState* g, const CardTable* t, int ev, int sp, int si, int flags, int cores,
                     int eff_player) noexcept nogil


cdef inline void emit(GameState* g, const CardTable* t, int ev, int sp, int si, int flags, int cores,
                      int eff_player) noexcept nogil:
    """Queue every ability ``ev`` on subject (sp, si) triggers and offer Bursts (emit_heard); inline, so an event
    no card of the table nor any Burst can answer costs one test at the call site, not a call."""
    if ev == EV_DESTROYED or ev == EV_DEPLETED or (t.emit_union >> event_bit(ev)) & 1:
        emit_heard(g, t, ev, sp, si, flags, cores, eff_player)


cdef int burst_ability(const GameState* g, const CardTable* t, int q) noexcept nogil
cdef void clear_burst_subject(GameState* g, int q) noexcept nogil
cdef void trigger_keywords_on_attack(GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef inline bint effects_pending(const GameState* g) noexcept nogil:
    return g.n_frames > 0 or g.n_queue > 0 or g.burst_offer != 0 or g.n_burst_queue > 0
cdef void add_delayed(GameState* g, int p, int inst, int duration, int ab, int src_p, int src_inst) noexcept nogil
cdef void note_last_known_bp(GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int last_known_bp(const GameState* g, int p, int inst) noexcept nogil


cdef inline void end_batch(GameState* g) noexcept nogil:
    """Close a group of simultaneous events: later groups resolve first (R10.5). Nothing queued: nothing to do."""
    if g.n_queue:
        end_batch_queued(g)
