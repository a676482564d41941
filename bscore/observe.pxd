# The compiled observation (docs/OBSERVATION.md): a fixed float32 layout written from GameState.

from libc.stdint cimport uint8_t
from bscore._types cimport CardTable, GameState, MAX_BUFFER, MAX_CARDS, MAX_SLOTS, NUM_ACTIONS
from bscore.state cimport CoreState

cdef enum:
    OBS_GLOBALS = 40
    OBS_CHOICES = 16                    # CHOOSE options described (codes A_CHOICE + 0..15)
    OBS_CHOICE_FIELDS = 5               # kind, mine, row + 1, zone, slot or amount
    OBS_SEAT_HEADER = 15
    OBS_SLOT_FIELDS = 8
    OBS_SEAT = OBS_SEAT_HEADER + MAX_SLOTS * OBS_SLOT_FIELDS + MAX_CARDS
    OBS_BUFFER_AT = OBS_GLOBALS
    OBS_BUFFER = 8                      # buffered cards described (the count is in the globals)
    OBS_CHOICES_AT = OBS_BUFFER_AT + OBS_BUFFER
    OBS_SEATS_AT = OBS_CHOICES_AT + OBS_CHOICES * OBS_CHOICE_FIELDS
    OBS_HAND_AT = OBS_SEATS_AT + 2 * OBS_SEAT
    OBS_HAND_SIDE_AT = OBS_HAND_AT + MAX_CARDS  # R16.7: the observer's hand-side, then the opponent's (public)
    OBS_SIZE = OBS_HAND_SIDE_AT + 2 * MAX_CARDS

# zones of a card instance
cdef enum:
    ZONE_NONE = 0
    ZONE_FIELD = 1
    ZONE_HAND = 2
    ZONE_TRASH = 3
    ZONE_DECK = 4
    ZONE_BURST = 5
    ZONE_BUFFER = 6
    ZONE_USING = 7
    ZONE_MIRAGE = 8                     # set face up as a Mirage (R16.5): public
    ZONE_HAND_SIDE = 9                  # R16.7: face up, public

cdef int zone_of(const GameState* g, int p, int inst, int* slot) noexcept nogil
cdef bint visible_to(const GameState* g, int observer, int p, int inst) noexcept nogil
cdef void write_observation(const GameState* g, const CardTable* t, int player, float* out) noexcept nogil
cdef int write_legal_mask(const GameState* g, const CardTable* t, uint8_t* mask) noexcept nogil
cdef int pending_player(const GameState* g) noexcept nogil

cdef class ObsState(CoreState):
    pass
