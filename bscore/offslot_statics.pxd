# Statics read from cards outside the slots: a Mirage's "while set" statics (R16.5) and a fused Brave's
# "when braved" statics (R12.2). Inline only (no module behind it), so bscore/statics.pyx can walk them
# without an import cycle. Twin: pybs/reference/offslot_statics.py.

from bscore._effects cimport AK_WHEN_BRAVED, AK_WHILE_SET
from bscore._types cimport CardTable, GameState, MAX_SLOTS, NO_CARD


ctypedef struct OffslotCursor:
    int sp                              # the controller of the source card
    int pos                             # 0..MAX_SLOTS-1: the Brave fused to that slot; MAX_SLOTS: the Mirage
    int next_ab
    int end
    int ab                              # the ability found
    int host                            # the Braved Spirit's slot, -1 for a Mirage
    int src_inst                        # who "this card" is: the Braved Spirit, or the Mirage itself


cdef inline void start_offslot_walk(OffslotCursor* c) noexcept nogil:
    c.sp = 0
    c.pos = -1
    c.next_ab = 0
    c.end = 0


cdef inline bint next_offslot_static(const GameState* g, const CardTable* t, int kind, OffslotCursor* c) noexcept nogil:
    """Step to the next off-slot static of Static ``kind`` (players 0 then 1; fused Braves by slot, then the
    Mirage). False when none is left. Whether it is in force and whom it affects are the caller's questions."""
    cdef int ab, inst, want
    while True:
        want = AK_WHILE_SET if c.pos == MAX_SLOTS else AK_WHEN_BRAVED
        while c.next_ab < c.end:
            ab = c.next_ab
            c.next_ab += 1
            if t.ab_kind[ab] == want and t.ab_static[ab] == kind:
                c.ab = ab
                return True
        c.pos += 1
        if c.pos > MAX_SLOTS:
            c.sp += 1
            c.pos = 0
        if c.sp >= 2:
            return False
        c.next_ab = c.end = 0
        if c.pos == MAX_SLOTS:
            inst = g.players[c.sp].mirage_inst
            c.host = -1
            c.src_inst = inst
        else:
            inst = g.players[c.sp].brave[c.pos]  # R12.9: each side of a two-spirit Brave is its own pair
            c.host = c.pos
            c.src_inst = g.players[c.sp].slots[c.pos].inst if inst != NO_CARD else NO_CARD
        if inst == NO_CARD:
            continue
        c.next_ab = t.card_ab_start[g.players[c.sp].card_ids[inst]]
        c.end = c.next_ab + t.card_ab_count[g.players[c.sp].card_ids[inst]]
