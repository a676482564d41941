# Pool II vocabulary, part A (vocab-A) of bscore/statics.pyx (included there): the symbols and colours a field card
# has as treated, the conditions that read them (Chain), and Astral's block restriction. Twin:
# pybs/reference/symbols.py and the Astral lines of pybs/reference/statics.py.

cdef enum:
    SYMBOL_COUNT_MASK = (1 << SYMBOL_COLOR_SHIFT) - 1
    COLOR_MASK = (1 << NUM_COLORS) - 1  # the six colours; the gold bit of an Ultimate's symbol is no colour (R1.3)


cdef int card_symbol_colors(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The colours of the symbols the field card (p, k) has now, as treated: a Rule/Mod.SYMBOLS override, else its
    printed symbols and those of its Brave (R12.2)."""
    cdef int over = symbol_override(g, t, p, k)
    cdef int row, s, b
    cdef int colors = 0
    if over >= 0:
        return (over >> SYMBOL_COLOR_SHIFT) & COLOR_MASK if over & SYMBOL_COUNT_MASK else 0
    row = slot_row(g, p, k)
    for s in range(t.n_symbols[row]):
        colors |= t.symbols[row * MAX_SYMBOLS + s]
    b = g.players[p].brave[k]
    if t.brave_any and b != NO_CARD:
        row = g.players[p].card_ids[b]
        for s in range(t.n_symbols[row]):
            colors |= t.symbols[row * MAX_SYMBOLS + s]
    return colors & COLOR_MASK


cdef int field_symbol_colors(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """The colours of every symbol on p's field as treated (Nexuses included; R16.3: none from soul state)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k
    cdef int colors = 0
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD and not in_soul(g, t, p, k):
            colors |= card_symbol_colors(g, t, p, k)
    return colors


cdef bint pool2_cond_holds(const GameState* g, const CardTable* t, int cond, int arg, int q, int p, int inst,
                           const Frame* fr) noexcept nogil:
    """The vocab-A conditions (Cond 112-116) for controller q, source card (p, inst), optional frame."""
    if cond == CN_SYMBOL_COLOR:  # Chain: a symbol of one of these colours on the controller's field
        return (field_symbol_colors(g, t, q) & arg) != 0
    return False


cdef bint astral_forbids(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Astral (keywords.json): the current attacker has Astral and (p, k) has not, so (p, k) may not block it."""
    cdef int i
    cdef bint granted = False
    if not ((t.kw_union >> KW_ASTRAL) & 1):  # no card prints or grants it: only a temporary grant could
        for i in range(g.n_mods):
            if g.mods[i].kind == MD_KEYWORD and (g.mods[i].value & KEYWORD_MASK) == KW_ASTRAL:
                granted = True
                break
        if not granted:
            return False
    return keyword(g, t, g.active, g.attacker, KW_ASTRAL) >= 0 and keyword(g, t, p, k, KW_ASTRAL) < 0
