# Continuous effects: filters, effective BP, keywords, restrictions and costs.
# Twin: pybs/reference/statics.py. Nothing here changes the state.

from libc.stdint cimport int32_t, uint8_t

from bscore._effects cimport CN_ADVENTED, FL_ADVENT_TARGET, FL_NO_BLOCK_TRIGGER
from bscore._effects cimport (
    AK_STATIC, AK_TRIGGERED, CFL_HAS_BLOCK_TRIGGER, CFL_HAS_SUMMON_TRIGGER, CFL_TOKEN, CFL_VANILLA, CN_BUFFER_TOP_COST,
    CN_BUFFER_TOP_COST_IS_SUBJECTS, CN_CAN_EXHAUST_NEXUS, CN_CONTROL, CN_CORES_AT_LEAST, CN_DECK_AT_LEAST,
    CN_NORMAL_CORES_AT_LEAST, CN_HAND_AT_MOST, CN_HAS_TARGETS,
    CN_MY_TURN, CN_NO_LIFE_LOST_THIS_TURN, CN_OPP_CONTROLS, CN_OPP_TRASH_AT_LEAST, CN_OPP_TURN,
    CN_IN_BATTLE, CN_RAID_AVAILABLE, CN_SELF_CORES_AT_LEAST, CN_SELF_HAS_SOUL, CN_SELF_REFRESHED, CN_SOUL_AVAILABLE,
    CN_SUBJECT_HAD_SOUL, CN_SUBJECT_ON_FIELD, CN_TARGETS_GONE, CN_TRUE, EF_HAD_SOUL, EF_LAST_KNOWN_KEYWORDS,
    EF_LKS_KEYWORD_0, EV_ATTACKS_OR_BLOCKS, EV_BLOCKS, EV_SUMMONED, FF_BP_MAX, FF_CARDSET,
    FF_COLORS, FF_CORES_MAX, FF_CORES_MIN, FF_COST_MAX, FF_COST_MIN, FF_EXHAUSTED, FF_FAMILY, FF_FLAGS,
    FF_KEYWORD, FF_NOT_CARDSET, FF_SIDE, FF_SOUL, FF_TYPES, FF_ZONE, FILTER_WIDTH, FL_EXCLUDE_SELF,
    FL_EXCLUDE_SUBJECT, FL_HAS_BLOCK_TRIGGER, FL_HAS_SUMMON_TRIGGER, FL_HAS_EFFECTS, FL_NON_TOKEN, FL_TOKEN, FL_VANILLA, KW_ARMOR,
    KW_BURST, KW_RAID, KEYWORD_NUMBER_SHIFT, MD_SET_LEVEL, MD_SUMMON_COUNTED, MD_SYMBOLS, RL_CORE_STEP, RL_SUMMON_ONCE,
    RL_SYMBOLS, SYMBOL_COLOR_SHIFT, MD_CARD_STATIC, MD_TURN_STATIC, MD_ARMED, MD_ATTACK_TAX, MD_BLOCK_EXHAUSTED, MD_BP,
    MD_CANNOT_ATTACK, MD_CANNOT_ATTACK_BP, MD_CANNOT_BLOCK, MD_KEYWORD, MD_MAX_LEVEL,
    SD_MINE, SD_OPPONENT, ST_BP, ST_CANNOT_ATTACK, ST_COLORS_FOR, ST_COST_IN_HAND, ST_FIRST_ATTACKER_BP_PER,
    RL_MAX_LEVEL, SC_SELF, ST_ATTACK_TAX, ST_RULE, ST_BLOCK_EXHAUSTED, ST_CANNOT_BLOCK, ST_KEYWORD, ST_SYMBOLS_FOR, ST_UNBLOCKABLE_BY, ST_UNTARGETABLE, TM_ALWAYS, TM_EITHER_ATTACK_STEP,
    TM_OPP_ATTACK_STEP, TM_OPP_TURN, TM_WHILE_ATTACKING, TM_WHILE_ATTACKING_OR_BLOCKING, TM_WHILE_BLOCKING, TM_YOUR_ATTACK_STEP,
    TM_YOUR_MAIN_STEP, TM_YOUR_TURN, ZN_HAND, MD_COST_IS_LIFE, CN_SUBJECT_REFRESHED, ST_EXTRA_REDUCTION, TM_OPP_MAIN_STEP,
)
from bscore._effects cimport CN_MY_COUNT_AT_LEAST, CN_MY_COUNT_AT_MOST, FL_GRANDWALKER
from bscore._types cimport R16F_GRANDWALKER
from bscore._effects cimport CN_IN_SOUL_STATE, CN_SOUL_STATE_ALLOWED, FL_SOUL_STATE  # group "soul"
from bscore.soul_state cimport in_soul, soul_cond
from bscore._effects cimport (
    BR_ATTACKING, BR_BLOCKED, BR_BLOCKING, BR_NOT_ATTACKING, CN_AMOUNT_AT_LEAST, CN_BURST_SET, CN_COUNT_AT_LEAST,
    CN_COUNT_AT_MOST, CN_DESTROYED_THIS_TURN, CN_DREW_THIS_TURN, CN_LIFE_AT_LEAST, CN_LIFE_AT_MOST, CN_SOUL_AT,
    CN_SOUL_PAID, CN_SUBJECT_FIRST_ATTACKER, CN_SUMMONED_FROM_HAND, CN_UNUSED_THIS_TURN, COND_NOT, CZ_RESERVE, CZ_TRASH, FF_BATTLE,
    FF_BP_MIN, FF_COST_SET, FF_KEYWORD_OR, FF_LEVEL_MAX, FF_LEVEL_MIN, FF_NOT_KEYWORD, FF_ZONE, MD_FROM_HAND, MD_SOUL_PAID,
    MD_USED, ST_BP_PER, WHO_CONTROLLER, ZN_FIELD, ZN_HAND, ZN_TRASH,
)
from bscore._effects cimport (  # levels group
    CN_MY_MAIN_STEP, FF_RELATION, RL_FIRST_MAGIC_DISCOUNT, MD_MAX_LEVEL_WHILE, REL_BP_BELOW_ATTACKER, RL_FREE_FROM_HAND, RL_LV1_BP, ST_OWN_COST_SYMBOLS, ST_SET_LEVEL,
)
from bscore._types cimport (
    BATTLE_NONE, CardTable, CT_BRAVE, CT_NEXUS, CT_SPIRIT, CT_ULTIMATE, Frame, GameState, MAX_FAMILIES, MAX_LEVELS, MAX_SYMBOLS, NO_CARD, NO_SLOT,
    NUM_COLORS, PH_ATTACK, PH_MAIN, PlayerState, SOUL_RESERVE, SOUL_SLOT0, SOUL_TRASH, TURN_DESTROYED,
    TURN_DREW_BY_EFFECT, TURN_LOST_LIFE, FRAME_MAGIC, USE_SOUL_PAID,
)
from bscore.cost_mods cimport discount_row, in_hand
from bscore._types cimport CT_MAGIC, TURN_MAGIC_USED  # levels group
from bscore.costs cimport FieldSymbols, add_symbol, clear_symbols, reduction_from
from bscore.cores cimport cores_on, locked_cores, slot_row, soul_at_loc, total_cores
from bscore.levels cimport bp_at, is_battler, level_number, level_row
from bscore.brave_stats cimport braved_bp, first_host, pair_slot
from bscore.handfx cimport handfx_cond_holds
from bscore._effects cimport (
    CN_HAND_FEWER_THAN_OPP, CN_LIFE_KEPT, FL_NOT_COLORS, MD_LOSE_EFFECTS, RL_LOSE_EFFECTS, ST_BP_PER_CORE,
    RL_LOSE_EFFECTS_AT_LEVEL,
    ST_FAMILY,
)
from bscore._effects cimport CN_ASCENDED_WITH, CN_SOUL_MOVABLE, MD_ASCENDED_WITH  # ascend group
from bscore._types cimport MAX_SLOTS  # ascend group
from bscore.offslot_statics cimport OffslotCursor, next_offslot_static, start_offslot_walk  # mirage group


cdef int slot_of(const GameState* g, int p, int inst) noexcept nogil:
    cdef const PlayerState* pl = &g.players[p]
    cdef int k
    for k in range(pl.slot_top):
        if pl.slots[k].inst == inst:
            return k
    return -1


cdef bint has_mod(const GameState* g, int p, int inst, int kind) noexcept nogil:
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == kind and g.mods[i].player == p and g.mods[i].inst == inst:
            return True
    return False


cdef bint armed(const GameState* g, int p, int inst, int ab) noexcept nogil:
    """The card carries a Mod.ARMED naming ability ab (it listens with it until the battle ends)."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_ARMED and g.mods[i].player == p and g.mods[i].inst == inst and \
                g.mods[i].value == ab:
            return True
    return False


cdef int level_of(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """R6.1 level; a MAX_LEVEL effect treats the card as its highest level, a SET_LEVEL one as that level."""
    cdef int row = slot_row(g, p, k)
    cdef int n = t.n_levels[row]
    cdef int forced
    if n == 0:
        return 0
    forced = forced_level_index(g, t, p, k)
    if forced >= 0:
        return t.level_number[row * MAX_LEVELS + forced]
    return level_number(t, row, cores_on(g, p, k))


cdef int level_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    cdef int row = slot_row(g, p, k)
    cdef int n = t.n_levels[row]
    cdef int forced = forced_level_index(g, t, p, k) if n else -1
    cdef int lv1
    cdef int bonus = braved_bp(g, t, p, k) if t.brave_any else 0  # R12.2
    if forced < 0:
        forced = level_row(t, row, cores_on(g, p, k))
    if forced < 0:
        return bonus
    if forced == 0 and (t.static_union >> ST_RULE) & 1 and t.level_number[row * MAX_LEVELS] == 1:
        lv1 = rule_value(g, t, RL_LV1_BP, p, k)  # "treat the Lv1 BP as N" (BSS02-093)
        if lv1 >= 0:
            return lv1 + bonus
    return t.level_bp[row * MAX_LEVELS + forced] + bonus


cdef int forced_level_index(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The level row an effect makes (p, k) count as, or -1: a SET_LEVEL mod on it (or on its player, for a
    Spirit) first, then a MAX_LEVEL mod or a Static.RULE MAX_LEVEL (its highest)."""
    cdef int row = slot_row(g, p, k)
    cdef int n = t.n_levels[row]
    cdef int inst = g.players[p].slots[k].inst
    cdef int i, j
    cdef bint maxed = False
    for i in range(g.n_mods):  # one pass: a SET_LEVEL wins over a MAX_LEVEL wherever it stands
        if g.mods[i].player != p:
            continue
        if g.mods[i].kind == MD_MAX_LEVEL and g.mods[i].inst == inst:
            maxed = True
        elif g.mods[i].kind == MD_MAX_LEVEL_WHILE and g.mods[i].inst == inst and slot_of(g, p, g.mods[i].value) >= 0:
            maxed = True  # only while its player controls the card that gave it (BSS03-092)
        elif g.mods[i].kind == MD_SET_LEVEL and (g.mods[i].inst == inst or (
                g.mods[i].inst == NO_CARD and is_battler(t, row) and t.card_type[row] != CT_ULTIMATE)):  # R14.1
            for j in range(n):
                if t.level_number[row * MAX_LEVELS + j] == g.mods[i].value:
                    return j
            return 0
    if (t.card_static_mask[row] >> ST_SET_LEVEL) & 1:
        j = static_set_level_index(g, t, p, k)
        if j >= 0:
            return j
    if maxed:
        return n - 1
    if t.card_flags[row] & CFL_VANILLA and (t.static_union >> ST_RULE) & 1 and max_level_rule(g, t, p, k):
        return n - 1  # Rule.MAX_LEVEL lifts cards without effect text only
    return -1


cdef bint max_level_rule(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """A Static.RULE MAX_LEVEL in force affects (p, k). Its source's level is read from its cores (not
    through level_of, which asks this): such a static's own card is never what it lifts."""
    cdef StaticCursor c
    cdef int ab, inst
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        ab = c.ab
        if t.ab_value[ab] != RL_MAX_LEVEL:
            continue
        if t.ab_levels[ab] and not ((t.ab_levels[ab] >> level_number(
                t, slot_row(g, c.sp, c.sk), cores_on(g, c.sp, c.sk))) & 1):
            continue
        inst = g.players[c.sp].slots[c.sk].inst
        if timing_holds(g, t.ab_timing[ab], c.sp, c.sp, inst) and cond_holds(
                g, t, t.ab_cond[ab], t.ab_cond_arg[ab], c.sp, c.sp, inst, NULL) and static_affects(
                g, t, ab, c.sp, c.sk, p, k):
            return True
    return False


cdef int rule_value(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil:
    """The value2 of the first Static.RULE of ``rule`` in force on (p, k), or -1."""
    cdef StaticCursor c
    if not ((t.static_union >> ST_RULE) & 1):
        return -1
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if t.ab_value[c.ab] == rule and static_active(g, t, c.ab, c.sp, c.sk) and static_affects(
                g, t, c.ab, c.sp, c.sk, p, k):
            return t.ab_value2[c.ab]
    return -1


cdef int symbol_override(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The symbols (p, k) is treated as having (count + colour bits << SYMBOL_COLOR_SHIFT) by a Mod.SYMBOLS
    on it or a Static.RULE SYMBOLS, or -1: its printed ones."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_SYMBOLS and g.mods[i].player == p and g.mods[i].inst == inst:
            return g.mods[i].value
    return rule_value(g, t, RL_SYMBOLS, p, k)


cdef void granted_symbol_rules(const GameState* g, const CardTable* t, int p, int k, int inst, int* times,
                               int* colors) noexcept nogil:
    """SYMBOLS_FOR / COLORS_FOR statics of p's field cards with an ``affects`` filter that covers (p, k),
    for paying player p's card ``inst`` (e.g. "symbols on your Lyric Birds count twice")."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int sk, ab, row, end
    for sk in range(pl.slot_top):
        if pl.slots[sk].inst == NO_CARD:
            continue
        row = pl.card_ids[pl.slots[sk].inst]
        if not (t.card_static_mask[row] & ((1 << ST_SYMBOLS_FOR) | (1 << ST_COLORS_FOR))):
            continue
        end = t.card_ab_start[row] + t.card_ab_count[row]
        for ab in range(t.card_ab_start[row], end):
            if t.ab_kind[ab] != AK_STATIC or t.ab_filter[ab] < 0:
                continue
            if t.ab_static[ab] != ST_SYMBOLS_FOR and t.ab_static[ab] != ST_COLORS_FOR:
                continue
            if not static_active(g, t, ab, p, sk) or not static_affects(g, t, ab, p, sk, p, k) or not matches_card(
                    g, t, t.ab_filter2[ab], p, p, inst, p, -1, -1, -1):
                continue
            if t.ab_static[ab] == ST_SYMBOLS_FOR:
                if t.ab_value[ab] > times[0]:
                    times[0] = t.ab_value[ab]
            else:
                colors[0] |= t.ab_value[ab]


cdef bint timing_holds(const GameState* g, int timing, int q, int p, int inst) noexcept nogil:
    cdef bint mine = g.active == q
    cdef bint attack_step = g.phase == PH_ATTACK
    cdef bint on
    if timing == TM_ALWAYS:
        return True
    if timing == TM_YOUR_TURN:
        return mine
    if timing == TM_OPP_TURN:
        return not mine
    if timing == TM_YOUR_ATTACK_STEP:
        return mine and attack_step
    if timing == TM_OPP_ATTACK_STEP:
        return not mine and attack_step
    if timing == TM_EITHER_ATTACK_STEP:
        return attack_step
    if timing == TM_YOUR_MAIN_STEP:
        return mine and g.phase == PH_MAIN
    if timing == TM_OPP_MAIN_STEP:
        return not mine and g.phase == PH_MAIN
    on = g.in_battle != BATTLE_NONE
    if timing == TM_WHILE_ATTACKING or timing == TM_WHILE_ATTACKING_OR_BLOCKING:
        if on and p == g.active and g.attacker != NO_SLOT and g.players[p].slots[g.attacker].inst == inst:
            return True
    if timing == TM_WHILE_BLOCKING or timing == TM_WHILE_ATTACKING_OR_BLOCKING:
        return on and p != g.active and g.blocker != NO_SLOT and g.players[p].slots[g.blocker].inst == inst
    return False


cdef bint level_gate(const GameState* g, const CardTable* t, int ab, int p, int k) noexcept nogil:
    cdef int mask = t.ab_levels[ab]
    if k >= 0 and t.card_type[slot_row(g, p, k)] == CT_NEXUS and nexus_effect_lost(g, t, ab, p, k) and \
            t.ab_cond[ab] != CN_SOUL_STATE_ALLOWED:  # R16.3: entering soul state survives losing all effects
        return False  # Rule / Mod LOSE_EFFECTS (handfx)
    if not mask:
        return True
    if k < 0:
        return False
    return (mask >> level_of(g, t, p, k)) & 1


cdef bint any_field_match(const GameState* g, const CardTable* t, int fid, int q, int side, int src_p,
                          int src_inst) noexcept nogil:
    cdef int k
    for k in range(g.players[side].slot_top):
        if g.players[side].slots[k].inst != NO_CARD and matches_field(g, t, fid, q, side, k, src_p, src_inst, -1, -1):
            return True
    return False


cdef bint cond_holds(const GameState* g, const CardTable* t, int cond, int arg, int q, int p, int inst,
                     const Frame* fr) noexcept nogil:
    cdef const PlayerState* pl
    cdef int k, i, n, row, subj_row
    if cond == CN_TRUE:
        return True
    if cond & COND_NOT:
        return not cond_holds(g, t, cond & ~COND_NOT, arg, q, p, inst, fr)
    if CN_AMOUNT_AT_LEAST <= cond <= CN_SUMMONED_FROM_HAND:  # the counts group's numbers (30-49)
        return count_cond_holds(g, t, cond, arg, q, p, inst, fr)
    if CN_HAND_FEWER_THAN_OPP <= cond <= CN_LIFE_KEPT:  # the handfx group's (90-94)
        return handfx_cond_holds(g, t, cond, q)
    if cond == CN_IN_SOUL_STATE or cond == CN_SOUL_STATE_ALLOWED:  # R16.3
        return soul_cond(g, t, cond, p, inst, fr)
    if cond == CN_MY_COUNT_AT_MOST:  # R16.2: cores in the controller's Count area
        return g.players[q].count_cores <= arg
    if cond == CN_MY_COUNT_AT_LEAST:
        return g.players[q].count_cores >= arg
    if cond == CN_ASCENDED_WITH or cond == CN_SOUL_MOVABLE:  # ascend group (BSS01-001)
        return ascend_cond_holds(g, t, cond, arg, q, p, inst)
    k = slot_of(g, p, inst) if inst != NO_CARD else -1
    if cond == CN_SELF_HAS_SOUL:
        return k >= 0 and g.players[p].soul_loc == SOUL_SLOT0 + k
    if cond == CN_SELF_REFRESHED:
        return k >= 0 and g.players[p].slots[k].exhaust == 0
    if cond == CN_SELF_CORES_AT_LEAST:
        return k >= 0 and cores_on(g, p, k) >= arg
    if cond == CN_CONTROL:
        return any_field_match(g, t, arg, q, q, p, inst)
    if cond == CN_OPP_CONTROLS:
        return any_field_match(g, t, arg, q, 1 - q, p, inst)
    if cond == CN_MY_TURN:
        return g.active == q
    if cond == CN_OPP_TURN:
        return g.active != q
    if cond == CN_OPP_TRASH_AT_LEAST:
        return g.players[1 - q].trash_count >= arg
    if cond == CN_HAND_AT_MOST:
        return g.players[q].hand_count <= arg
    if cond == CN_NO_LIFE_LOST_THIS_TURN:
        return not (g.turn_flags[q] & TURN_LOST_LIFE)
    if cond == CN_CAN_EXHAUST_NEXUS:
        pl = &g.players[q]
        for i in range(pl.slot_top):
            if pl.slots[i].inst != NO_CARD and pl.slots[i].exhaust == 0 and not in_soul(g, t, q, i) and \
                    t.card_type[pl.card_ids[pl.slots[i].inst]] == CT_NEXUS and \
                    not t.r16_flags[pl.card_ids[pl.slots[i].inst]] & R16F_GRANDWALKER:  # R16.4
                return True
        return False
    if cond == CN_SOUL_AVAILABLE:
        return soul_at_loc(g, q) >= 0
    if cond == CN_DECK_AT_LEAST:
        return g.players[q].deck_count >= arg
    if cond == CN_CORES_AT_LEAST or cond == CN_NORMAL_CORES_AT_LEAST:  # PAY_CORES can be paid (R0.4)
        return total_cores(g, q) - locked_cores(g, t, q) - (
            cond == CN_NORMAL_CORES_AT_LEAST and soul_at_loc(g, q) >= 0) >= arg
    if cond == CN_IN_BATTLE:
        return g.in_battle != BATTLE_NONE
    if cond == CN_MY_MAIN_STEP:  # levels group: "if used during your Main Step" (BSS02-116)
        return g.active == q and g.phase == PH_MAIN
    if cond == CN_RAID_AVAILABLE:
        n = arg if arg >= 0 else (keyword(g, t, p, k, KW_RAID) if k >= 0 else 0)
        return k >= 0 and g.players[p].slots[k].raid_uses < n
    if cond == CN_ADVENTED:  # R15.4: a face-up Advent source lies under it
        return k >= 0 and g.players[p].advent_sources[k] != 0
    if fr == NULL:
        return False
    if cond == CN_SUBJECT_HAD_SOUL:
        return (fr.subj_flags & EF_HAD_SOUL) != 0
    if cond == CN_HAS_TARGETS:
        return fr.n_targets > 0
    if cond == CN_SUBJECT_ON_FIELD:
        return fr.subj_inst != NO_CARD and slot_of(g, fr.subj_player, fr.subj_inst) >= 0
    if cond == CN_SUBJECT_REFRESHED:
        if fr.subj_inst == NO_CARD:
            return False
        k = slot_of(g, fr.subj_player, fr.subj_inst)
        return k >= 0 and g.players[fr.subj_player].slots[k].exhaust == 0
    if cond == CN_TARGETS_GONE:
        if fr.n_targets == 0:
            return False
        for i in range(fr.n_targets):
            if slot_of(g, fr.targets[i] >> 6, fr.targets[i] & 63) >= 0:
                return False
        return True
    if cond == CN_BUFFER_TOP_COST or cond == CN_BUFFER_TOP_COST_IS_SUBJECTS:
        if fr.n_buffer == 0:
            return False
        row = g.players[fr.buffer_owner].card_ids[fr.buffer[0]]
        if cond == CN_BUFFER_TOP_COST:
            return t.cost[row] == arg
        if fr.subj_inst == NO_CARD:
            return False
        subj_row = g.players[fr.subj_player].card_ids[fr.subj_inst]
        return t.cost[row] == t.cost[subj_row]
    return False


cdef bint count_cond_holds(const GameState* g, const CardTable* t, int cond, int arg, int q, int p, int inst,
                           const Frame* fr) noexcept nogil:
    """The counts group's conditions (Cond 30-49): counts, Life, payment, per-turn use and history."""
    cdef int who, k, i
    if cond == CN_COUNT_AT_LEAST:
        return count_matching(g, t, arg & 0xFFFF, q, p, inst) >= (arg >> 16)
    if cond == CN_COUNT_AT_MOST:
        return count_matching(g, t, arg & 0xFFFF, q, p, inst) <= (arg >> 16)
    if cond == CN_LIFE_AT_MOST:
        return g.players[q].life <= arg
    if cond == CN_LIFE_AT_LEAST:
        return g.players[q].life >= arg
    if cond == CN_SOUL_AT:
        if arg == CZ_RESERVE:
            return g.players[q].soul_loc == SOUL_RESERVE
        return arg == CZ_TRASH and g.players[q].soul_loc == SOUL_TRASH
    who = q if arg == WHO_CONTROLLER else 1 - q
    if cond == CN_DESTROYED_THIS_TURN:
        return (g.turn_flags[who] & TURN_DESTROYED) != 0
    if cond == CN_DREW_THIS_TURN:
        return (g.turn_flags[who] & TURN_DREW_BY_EFFECT) != 0
    if cond == CN_BURST_SET:
        return g.players[who].burst_inst != NO_CARD
    if fr == NULL:
        return False
    if cond == CN_AMOUNT_AT_LEAST:
        return fr.amount >= arg
    if cond == CN_SOUL_PAID:  # a Magic being used: its payment; a summoned card: its mark (R7)
        if fr.flags & FRAME_MAGIC:
            return (g.use_flags & USE_SOUL_PAID) != 0
        return inst != NO_CARD and has_mod(g, p, inst, MD_SOUL_PAID)
    if cond == CN_UNUSED_THIS_TURN:
        for i in range(g.n_mods):
            if g.mods[i].kind == MD_USED and g.mods[i].player == p and g.mods[i].value == fr.ability and (
                    g.mods[i].inst == inst or g.mods[i].inst == NO_CARD):
                return False
        return True
    if cond == CN_SUMMONED_FROM_HAND:
        return inst != NO_CARD and has_mod(g, p, inst, MD_FROM_HAND)
    if cond == CN_SUBJECT_FIRST_ATTACKER:
        return fr.subj_inst != NO_CARD and fr.subj_player == g.active and fr.subj_inst == g.first_attacker
    return False


cdef int count_matching(const GameState* g, const CardTable* t, int fid, int q, int src_p, int src_inst) noexcept nogil:
    """How many cards match filter fid (sides relative to q) in the filter's zone: field, Trash or hand."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int n = 0
    cdef int s, side, k, i, count, inst
    for s in range(2):
        side = q if s == 0 else 1 - q
        if (f[FF_SIDE] == SD_MINE and side != q) or (f[FF_SIDE] == SD_OPPONENT and side == q):
            continue
        if f[FF_ZONE] == ZN_FIELD:
            for k in range(g.players[side].slot_top):
                if g.players[side].slots[k].inst != NO_CARD and matches_field(
                        g, t, fid, q, side, k, src_p, src_inst, -1, -1):
                    n += 1
        elif f[FF_ZONE] == ZN_TRASH or f[FF_ZONE] == ZN_HAND:
            count = g.players[side].trash_count if f[FF_ZONE] == ZN_TRASH else g.players[side].hand_count
            for i in range(count):
                inst = g.players[side].trash[i] if f[FF_ZONE] == ZN_TRASH else g.players[side].hand[i]
                if matches_card(g, t, fid, q, side, inst, src_p, src_inst, -1, -1) and matches_off_field(
                        g, t, fid, side, inst):
                    n += 1
    return n


cdef bint matches_off_field(const GameState* g, const CardTable* t, int fid, int p, int inst) noexcept nogil:
    """Keyword parts of filter fid for a card in hand, Trash or a buffer: printed at any level."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int kw = f[FF_KEYWORD]
    if kw and not hand_keyword(g, t, p, inst, kw) and not (
            f[FF_KEYWORD_OR] and hand_keyword(g, t, p, inst, f[FF_KEYWORD_OR])):
        return False
    if f[FF_NOT_KEYWORD] and hand_keyword(g, t, p, inst, f[FF_NOT_KEYWORD]):
        return False
    return True


cdef bint static_active(const GameState* g, const CardTable* t, int ab, int p, int k) noexcept nogil:
    cdef int inst = g.players[p].slots[k].inst
    return (level_gate(g, t, ab, p, k) and timing_holds(g, t.ab_timing[ab], p, p, inst)
            and cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst, NULL))


# -- filters -------------------------------------------------------------------------------------

cdef bint matches_card(const GameState* g, const CardTable* t, int fid, int q, int p, int inst, int src_p,
                       int src_inst, int subj_p, int subj_inst) noexcept nogil:
    """Card facts of filter fid (side relative to q) for card (p, inst) in any zone."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int row = g.players[p].card_ids[inst]
    cdef int side = f[FF_SIDE]
    cdef int flags = f[FF_FLAGS]
    cdef int cflags = t.card_flags[row]
    cdef int i
    cdef int cost = t.cost[row]
    cdef int colors = t.colors[row]
    cdef bint found
    if (side == SD_MINE and p != q) or (side == SD_OPPONENT and p == q):
        return False
    if f[FF_TYPES] and not (f[FF_TYPES] & (1 << t.card_type[row])):
        return False
    if t.brave_any:  # R12.2: a Braved Spirit adds its Brave's cost and colors
        i = pair_slot(g, p, inst)
        if i >= 0:
            cost += t.cost[g.players[p].card_ids[g.players[p].brave[i]]]
            colors |= t.colors[g.players[p].card_ids[g.players[p].brave[i]]]
    if f[FF_COLORS] and ((f[FF_COLORS] & colors) != 0) == ((flags & FL_NOT_COLORS) != 0):
        return False  # FL_NOT_COLORS: none of those colors
    if cost < f[FF_COST_MIN] or cost > f[FF_COST_MAX]:
        return False
    if f[FF_COST_SET] and (cost > 30 or not ((f[FF_COST_SET] >> cost) & 1)):
        return False
    if f[FF_FAMILY]:
        found = False
        for i in range(MAX_FAMILIES):
            if t.families[row * MAX_FAMILIES + i] == f[FF_FAMILY]:
                found = True
        if not found and not family_granted(g, t, f[FF_FAMILY], p, inst):
            return False
    if f[FF_CARDSET] and not t.cardsets[f[FF_CARDSET] * t.n_cards + row]:
        return False
    if f[FF_NOT_CARDSET] and t.cardsets[f[FF_NOT_CARDSET] * t.n_cards + row]:
        return False
    if flags & FL_EXCLUDE_SELF and p == src_p and inst == src_inst:
        return False
    if flags & FL_EXCLUDE_SUBJECT and p == subj_p and inst == subj_inst:
        return False
    if flags & FL_HAS_BLOCK_TRIGGER and not (cflags & CFL_HAS_BLOCK_TRIGGER):
        return False
    if flags & FL_HAS_SUMMON_TRIGGER and not (cflags & CFL_HAS_SUMMON_TRIGGER):
        return False
    if flags & FL_VANILLA and not (cflags & CFL_VANILLA):
        return False
    if flags & FL_HAS_EFFECTS and cflags & CFL_VANILLA:  # "with effects listed"
        return False
    if flags & (FL_TOKEN | FL_NON_TOKEN) and ((cflags & CFL_TOKEN) != 0) != ((flags & FL_TOKEN) != 0):
        return False  # R18.8: "token" / "non-token" Spirits
    return True


cdef bint has_trigger_at(const CardTable* t, int row, int event, int level) noexcept nogil:
    """The card prints a self trigger on ``event`` at ``level`` (-1: at any level). "Attacks or Blocks"
    effects count as block effects."""
    cdef int ab, ev
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        ev = t.ab_event[ab]
        if t.ab_kind[ab] != AK_TRIGGERED or t.ab_scope[ab] != SC_SELF:
            continue
        if ev != event and not (event == EV_BLOCKS and ev == EV_ATTACKS_OR_BLOCKS):
            continue
        if level < 0 or t.ab_levels[ab] == 0 or (t.ab_levels[ab] >> level) & 1:
            return True
    return False


cdef bint effects_at_level(const CardTable* t, const int32_t* f, int row, int level) noexcept nogil:
    """The filter's "has a When Blocks / When Summoned effect" flags at the card's level (R6.1)."""
    cdef int flags = f[FF_FLAGS]
    if flags & FL_HAS_BLOCK_TRIGGER and not has_trigger_at(t, row, EV_BLOCKS, level):
        return False
    if flags & FL_HAS_SUMMON_TRIGGER and not has_trigger_at(t, row, EV_SUMMONED, level):
        return False
    if flags & FL_NO_BLOCK_TRIGGER and has_trigger_at(t, row, EV_BLOCKS, level):  # replace group
        return False
    return True


cdef bint matches_field(const GameState* g, const CardTable* t, int fid, int q, int p, int k, int src_p,
                        int src_inst, int subj_p, int subj_inst) noexcept nogil:
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int inst = g.players[p].slots[k].inst
    cdef int row, c
    cdef bint soul
    if not matches_card(g, t, fid, q, p, inst, src_p, src_inst, subj_p, subj_inst):
        return False
    row = g.players[p].card_ids[inst]
    if t.r16_union & R16F_GRANDWALKER and (  # R16.4: only effects naming Grandwalker Nexuses touch them
            (t.r16_flags[row] & R16F_GRANDWALKER) != 0) != ((f[FF_FLAGS] & FL_GRANDWALKER) != 0):
        return False
    if in_soul(g, t, p, k) != ((f[FF_FLAGS] & FL_SOUL_STATE) != 0):
        return False  # R16.3: a card in soul state is off the field, except for effects naming soul state
    if f[FF_FLAGS] & (FL_HAS_BLOCK_TRIGGER | FL_HAS_SUMMON_TRIGGER | FL_NO_BLOCK_TRIGGER) and not effects_at_level(
            t, f, row, level_of(g, t, p, k)):
        return False
    if f[FF_BP_MAX] and is_battler(t, row) and effective_bp(g, t, p, k) > f[FF_BP_MAX]:
        return False
    if f[FF_EXHAUSTED] >= 0 and (g.players[p].slots[k].exhaust > 0) != (f[FF_EXHAUSTED] != 0):
        return False
    soul = g.players[p].soul_loc == SOUL_SLOT0 + k
    if f[FF_SOUL] >= 0 and soul != (f[FF_SOUL] != 0):
        return False
    c = cores_on(g, p, k)
    if c < f[FF_CORES_MIN] or c > f[FF_CORES_MAX]:
        return False
    if f[FF_KEYWORD] and keyword(g, t, p, k, f[FF_KEYWORD]) < 0 and not (
            f[FF_KEYWORD_OR] and keyword(g, t, p, k, f[FF_KEYWORD_OR]) >= 0):
        return False
    if f[FF_NOT_KEYWORD] and keyword(g, t, p, k, f[FF_NOT_KEYWORD]) >= 0:
        return False
    if f[FF_BP_MIN] and (not is_battler(t, row) or effective_bp(g, t, p, k) < f[FF_BP_MIN]):
        return False
    if f[FF_LEVEL_MIN] or f[FF_LEVEL_MAX] < 255:
        c = level_of(g, t, p, k)
        if c < f[FF_LEVEL_MIN] or c > f[FF_LEVEL_MAX]:
            return False
    if f[FF_BATTLE] and not battle_role_ok(g, f[FF_BATTLE], p, k):
        return False
    if f[FF_FLAGS] & FL_ADVENT_TARGET and g.players[p].slots[k].cores == 0:
        return False  # R15.5, CN Q22: a Spirit holding only the Soul Core cannot be Advented onto
    return True


cdef bint battle_role_ok(const GameState* g, int role, int p, int k) noexcept nogil:
    """F.BATTLE: attacking / blocking / not attacking in the current battle."""
    cdef bint on = g.in_battle != BATTLE_NONE
    cdef bint attacking = on and p == g.active and g.attacker == k
    if role == BR_ATTACKING:
        return attacking
    if role == BR_BLOCKING:
        return on and p != g.active and g.blocker == k
    if role == BR_NOT_ATTACKING:
        return not attacking
    if role == BR_BLOCKED:  # "being blocked": the block stands even if the blocker left (R9.3)
        return attacking and g.blocked
    return True


cdef bint matches_lki(const GameState* g, const CardTable* t, int fid, int q, int p, int inst, int cores,
                      int flags, int src_p, int src_inst) noexcept nogil:
    """A subject filter against a card that may have left the field: its last-known cores, Soul Core
    (EF_HAD_SOUL) and level, and its keywords when the event carries them (EF_LAST_KNOWN_KEYWORDS)."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int k = slot_of(g, p, inst)
    cdef int row = g.players[p].card_ids[inst]
    cdef int kw = f[FF_KEYWORD]
    if k >= 0:
        return matches_field(g, t, fid, q, p, k, src_p, src_inst, -1, -1)
    if not matches_card(g, t, fid, q, p, inst, src_p, src_inst, -1, -1):
        return False
    if f[FF_SOUL] >= 0 and ((flags & EF_HAD_SOUL) != 0) != (f[FF_SOUL] != 0):
        return False
    if kw and flags & EF_LAST_KNOWN_KEYWORDS:
        if not (flags & (EF_LKS_KEYWORD_0 << kw)):
            return False
    elif kw and not printed_keyword_at(t, row, kw, cores):
        return False
    if flags & EF_LAST_KNOWN_KEYWORDS and not effects_at_level(t, f, row, level_number(t, row, cores)):
        return False  # it left the field: its level by last-known cores; otherwise printed at any level
    return f[FF_CORES_MIN] <= cores <= f[FF_CORES_MAX]


cdef int last_known_keywords(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Event flags naming every keyword the card in (p, k) has now, printed or granted (R10.7: a card
    leaving the field is read as it last was)."""
    cdef int flags = EF_LAST_KNOWN_KEYWORDS
    cdef int kw
    for kw in range(1, KW_BURST + 1):
        if keyword(g, t, p, k, kw) >= 0:
            flags |= EF_LKS_KEYWORD_0 << kw
    return flags


cdef bint printed_keyword_at(const CardTable* t, int row, int kw, int cores) noexcept nogil:
    """The card's own keyword kw at the level its last-known cores gave it (granted ones are gone)."""
    cdef int level = level_number(t, row, cores)
    cdef int ab
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if (t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_KEYWORD and t.ab_value[ab] == kw
                and t.ab_filter[ab] < 0 and (t.ab_levels[ab] == 0 or (t.ab_levels[ab] >> level) & 1)):
            return True
    return False


# -- BP, keywords, restrictions -------------------------------------------------------------------

cdef enum:
    BP_STATICS = (1 << ST_BP) | (1 << ST_FIRST_ATTACKER_BP_PER) | (1 << ST_BP_PER) | (1 << ST_BP_PER_CORE)


cdef bint static_affects(const GameState* g, const CardTable* t, int ab, int sp, int sk, int p, int k) noexcept nogil:
    cdef int fid = t.ab_filter[ab]
    if fid < 0:
        return sp == p and sk == k
    return matches_field(g, t, fid, sp, p, k, sp, g.players[sp].slots[sk].inst, -1, -1)


cdef int effective_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Level BP + temporary modifiers + every static in force; never below 0."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int total = level_bp(g, t, p, k)
    cdef int i, sp, sk, ab, row, kind, count, kk, end
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_BP and g.mods[i].player == p and g.mods[i].inst == inst:
            total += g.mods[i].value
    if t.offslot_any:  # R16.5 "while set", R12.2 "when braved"
        total += offslot_bp(g, t, p, k)
    if not (t.static_union & BP_STATICS):
        return total if total > 0 else 0
    for sp in range(2):
        for sk in range(g.players[sp].slot_top):
            if g.players[sp].slots[sk].inst == NO_CARD:
                continue
            row = slot_row(g, sp, sk)
            if not (t.card_static_mask[row] & BP_STATICS):
                continue
            end = t.card_ab_start[row] + t.card_ab_count[row]
            for ab in range(t.card_ab_start[row], end):
                kind = t.ab_static[ab]
                if t.ab_kind[ab] != AK_STATIC or not ((BP_STATICS >> kind) & 1):
                    continue
                if not static_active(g, t, ab, sp, sk) or not static_affects(g, t, ab, sp, sk, p, k):
                    continue
                if kind == ST_BP:
                    total += t.ab_value[ab]
                elif kind == ST_BP_PER:  # value per card matching filter2, sides relative to its controller
                    total += t.ab_value[ab] * count_matching(g, t, t.ab_filter2[ab], sp, sp, g.players[sp].slots[sk].inst)
                elif kind == ST_BP_PER_CORE:  # value per core on the card itself (handfx)
                    total += t.ab_value[ab] * cores_on(g, p, k)
                elif p == g.active and inst == g.first_attacker:
                    count = 0
                    for kk in range(g.players[sp].slot_top):
                        if g.players[sp].slots[kk].inst != NO_CARD and matches_field(
                                g, t, t.ab_filter2[ab], sp, sp, kk, sp, -1, -1, -1):
                            count += 1
                    total += t.ab_value[ab] * count
    return total if total > 0 else 0


cdef int keyword(const GameState* g, const CardTable* t, int p, int k, int kw) noexcept nogil:
    """The keyword's number if the card has it now (own statics, granted, or temporary), else -1."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int best = -1
    cdef int i, sp, sk, ab, row, end
    if (t.kw_union >> kw) & 1:  # some card has or grants kw
        for sp in range(2):
            for sk in range(g.players[sp].slot_top):
                if g.players[sp].slots[sk].inst == NO_CARD:
                    continue
                row = slot_row(g, sp, sk)
                if not ((t.card_grant_mask[row] >> kw) & 1) and not (
                        sp == p and sk == k and (t.card_kw_mask[row] >> kw) & 1):
                    continue
                end = t.card_ab_start[row] + t.card_ab_count[row]
                for ab in range(t.card_ab_start[row], end):
                    if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_KEYWORD or t.ab_value[ab] != kw:
                        continue
                    if t.ab_filter[ab] < 0 and not (sp == p and sk == k):
                        continue
                    if t.ab_value2[ab] <= best:
                        continue
                    if static_active(g, t, ab, sp, sk) and (
                            t.ab_filter[ab] < 0 or static_affects(g, t, ab, sp, sk, p, k)):
                        best = t.ab_value2[ab]
    if t.offslot_any:  # R16.5 "while set", R12.2 "when braved"
        best = offslot_keyword(g, t, p, k, kw, best)
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_KEYWORD and g.mods[i].player == p and g.mods[i].inst == inst and \
                (g.mods[i].value & KEYWORD_MASK) == kw:
            best = granted_number(best, kw, g.mods[i].value >> KEYWORD_NUMBER_SHIFT)
    return best


cdef inline int granted_number(int best, int kw, int number) noexcept nogil:
    """A temporary keyword keeps its number: Armor adds its colours, others keep the highest (R18.10)."""
    if kw == KW_ARMOR and best > 0:
        return best | number
    return number if number > best else best


cdef bint hand_keyword(const GameState* g, const CardTable* t, int p, int inst, int kw) noexcept nogil:
    """A card in hand has keyword kw: among its own keyword statics (e.g. Swift in hand), or granted to
    matching hand cards by a static in force on its owner's field (BSS02-087)."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ab
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_KEYWORD and t.ab_value[ab] == kw \
                and t.ab_filter[ab] < 0:
            return True
    return granted_in_hand(g, t, p, inst, kw)


cdef bint granted_in_hand(const GameState* g, const CardTable* t, int p, int inst, int kw) noexcept nogil:
    """A static in force on p's field grants keyword kw to the hand card (p, inst) (BSS02-087)."""
    cdef int row, ab, k, src, f
    if not ((t.kw_union >> kw) & 1):
        return False
    for k in range(g.players[p].slot_top):
        src = g.players[p].slots[k].inst
        if src == NO_CARD or not ((t.card_grant_mask[g.players[p].card_ids[src]] >> kw) & 1):
            continue
        row = g.players[p].card_ids[src]
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            f = t.ab_filter[ab]
            if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_KEYWORD or t.ab_value[ab] != kw or f < 0:
                continue
            if t.filters[f * FILTER_WIDTH + FF_ZONE] == ZN_HAND and static_active(g, t, ab, p, k) and \
                    matches_card(g, t, f, p, p, inst, p, src, -1, -1):
                return True
    return False


cdef bint next_field_static(const GameState* g, const CardTable* t, int kind, StaticCursor* c) noexcept nogil:
    """Step to the next static ability of ``kind`` printed on a field card (players 0 then 1, slot order,
    ability order): c.sp, c.sk, c.ab name it. False when none is left. Whether it is in force (level,
    timing, condition) and whom it affects are the caller's questions."""
    cdef int ab, row
    while True:
        while c.next_ab < c.end:
            ab = c.next_ab
            c.next_ab += 1
            if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == kind:
                c.ab = ab
                return True
        c.sk += 1
        while c.sp < 2 and c.sk >= g.players[c.sp].slot_top:
            c.sp += 1
            c.sk = 0
        if c.sp >= 2:
            return False
        c.next_ab = c.end = 0
        if g.players[c.sp].slots[c.sk].inst == NO_CARD:
            continue
        row = slot_row(g, c.sp, c.sk)
        if (t.card_static_mask[row] >> kind) & 1:
            c.next_ab = t.card_ab_start[row]
            c.end = c.next_ab + t.card_ab_count[row]


cdef bint affected_by(const GameState* g, const CardTable* t, int kind, int p, int k) noexcept nogil:
    """A static of ``kind`` in force on the field affects the card in (p, k)."""
    cdef StaticCursor c
    if not ((t.static_union >> kind) & 1):
        return False
    start_static_walk(&c)
    while next_field_static(g, t, kind, &c):
        if static_active(g, t, c.ab, c.sp, c.sk) and static_affects(g, t, c.ab, c.sp, c.sk, p, k):
            return True
    return False


cdef bint can_attack(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Restrictions on top of R9.1 (R0.3: "cannot" wins)."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int i
    if t.brave_any and t.brave_two_spirit[g.players[p].card_ids[inst]]:  # R12.9: it never attacks
        return False
    if in_soul(g, t, p, k):  # R16.3: off the field
        return False
    if has_mod(g, p, inst, MD_CANNOT_ATTACK) or affected_by(g, t, ST_CANNOT_ATTACK, p, k):
        return False
    if turn_static_cannot_attack(g, t, p, k):  # replace group (BSS02-124)
        return False
    for i in range(g.n_mods):
        if g.mods[i].inst != NO_CARD or g.mods[i].player != p or t.card_type[slot_row(g, p, k)] == CT_ULTIMATE:
            continue  # R14.1: these player-wide effects are on Spirits
        if g.mods[i].kind == MD_CANNOT_ATTACK_BP and effective_bp(g, t, p, k) <= g.mods[i].value:
            return False
        if g.mods[i].kind == MD_ATTACK_TAX and cores_on(g, p, k) == 0:  # its last core may pay (R7.6)
            return False
    if cores_on(g, p, k) == 0 and affected_by(g, t, ST_ATTACK_TAX, p, k):
        return False
    return True


cdef bint can_block(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Restrictions on a block by (p, k) against the current attacker (R9.3, R0.3)."""
    cdef int a = g.active
    cdef int ak = g.attacker
    cdef int sp, sk, ab, row, end
    cdef int kinds = (1 << ST_CANNOT_BLOCK) | ((1 << ST_UNBLOCKABLE_BY) if ak != NO_SLOT else 0)
    if has_mod(g, p, g.players[p].slots[k].inst, MD_CANNOT_BLOCK) or in_soul(g, t, p, k):  # R16.3: off the field
        return False
    if ak != NO_SLOT and turn_static_unblockable(g, t, p, k):
        return False
    if not (t.static_union & kinds):
        return True
    for sp in range(2):  # one pass for both restrictions: "cannot block" and "cannot be blocked by"
        for sk in range(g.players[sp].slot_top):
            if g.players[sp].slots[sk].inst == NO_CARD:
                continue
            row = slot_row(g, sp, sk)
            if not (t.card_static_mask[row] & kinds):
                continue
            end = t.card_ab_start[row] + t.card_ab_count[row]
            for ab in range(t.card_ab_start[row], end):
                if t.ab_kind[ab] != AK_STATIC:
                    continue
                if t.ab_static[ab] == ST_CANNOT_BLOCK:
                    if static_active(g, t, ab, sp, sk) and static_affects(g, t, ab, sp, sk, p, k):
                        return False
                elif t.ab_static[ab] == ST_UNBLOCKABLE_BY and ak != NO_SLOT:
                    if static_active(g, t, ab, sp, sk) and static_affects(g, t, ab, sp, sk, a, ak) and \
                            matches_field(g, t, t.ab_filter2[ab], sp, p, k, sp, g.players[sp].slots[sk].inst, -1, -1) \
                            and below_attacker_ok(g, t, t.ab_filter2[ab], p, k):
                        return False
    return True


cdef bint targetable(const GameState* g, const CardTable* t, int p, int k, int q, int src_row) noexcept nogil:
    """May an effect of player q (source card row src_row) pick the card in (p, k)? (Armor)"""
    cdef int armor
    if p == q:
        return True
    if shielded_from(g, t, ST_UNTARGETABLE, p, k, src_row):
        return False
    armor = keyword(g, t, p, k, KW_ARMOR)
    return not (armor > 0 and src_row >= 0 and (armor & t.colors[src_row]))


# -- costs ------------------------------------------------------------------------------------

cdef int printed_cost_in_hand(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    cdef int row = g.players[p].card_ids[inst]
    cdef int cost = t.cost[row]
    cdef int ab, i, f
    if (t.card_static_mask[row] >> ST_COST_IN_HAND) & 1:
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_COST_IN_HAND and cond_holds(
                    g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, NO_CARD, NULL):
                cost = t.ab_value[ab]
    if t.card_type[row] == CT_SPIRIT or t.card_type[row] == CT_BRAVE:
        for i in range(g.n_mods):  # Mod.COST_IS_LIFE: its family costs the Life total in hand
            if g.mods[i].kind == MD_COST_IS_LIFE and g.mods[i].player == p and g.mods[i].inst == NO_CARD:
                for f in range(MAX_FAMILIES):
                    if t.families[row * MAX_FAMILIES + f] == g.mods[i].value and g.mods[i].value:
                        if in_hand(g, p, inst):
                            cost = g.players[p].life
    return cost


cdef const uint8_t* extra_reduction(const GameState* g, const CardTable* t, int p, int inst,
                                    uint8_t* red) noexcept nogil:
    """The card's reduction symbols plus those player p's EXTRA_REDUCTION statics give it (into red)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int card_row = pl.card_ids[inst]
    cdef int c, k, ab, row
    for c in range(NUM_COLORS):
        red[c] = t.reduction[card_row * NUM_COLORS + c]
    for k in range(pl.slot_top):
        if pl.slots[k].inst == NO_CARD:
            continue
        row = pl.card_ids[pl.slots[k].inst]
        if not ((t.card_static_mask[row] >> ST_EXTRA_REDUCTION) & 1):
            continue
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_EXTRA_REDUCTION and static_active(g, t, ab, p, k) \
                    and matches_card(g, t, t.ab_filter[ab], p, p, inst, p, pl.slots[k].inst, -1, -1):
                for c in range(NUM_COLORS):
                    if (t.ab_value[ab] >> c) & 1 and red[c] < 250:
                        red[c] += 1
    return red


cdef int cost_to_pay(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """R7.1 steps 1-4 for player p's card ``inst``, with symbol statics (SYMBOLS_FOR, COLORS_FOR)."""
    if (t.static_union >> ST_RULE) & 1 and free_from_hand(g, t, p, inst):
        return 0
    return cost_with_printed(g, t, p, inst, printed_cost_in_hand(g, t, p, inst))


cdef int cost_with_printed(const GameState* g, const CardTable* t, int p, int inst, int printed) noexcept nogil:
    """R7.1 steps 2-4 from the cost ``printed`` (the card's cost, or its Mirage cost, R16.5)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef FieldSymbols fs
    cdef int k, s, ab, row, times, colors, rep, end, mask, over, i
    cdef int card_row = pl.card_ids[inst]
    cdef uint8_t red[NUM_COLORS]
    cdef int left
    cdef bint overrides = symbols_may_change(g, t)  # checked once: most games have none of these
    cdef bint granted = False
    cdef bint own = False
    if (t.card_static_mask[card_row] >> ST_OWN_COST_SYMBOLS) & 1:
        own = in_hand(g, p, inst)
    clear_symbols(&fs)
    if t.static_union & ((1 << ST_SYMBOLS_FOR) | (1 << ST_COLORS_FOR)):
        for k in range(pl.slot_top):
            if pl.slots[k].inst != NO_CARD and t.card_static_mask[pl.card_ids[pl.slots[k].inst]] & (
                    (1 << ST_SYMBOLS_FOR) | (1 << ST_COLORS_FOR)):
                granted = True
    for k in range(pl.slot_top):
        if pl.slots[k].inst == NO_CARD or in_soul(g, t, p, k):  # R16.3: no symbols from soul state
            continue
        row = pl.card_ids[pl.slots[k].inst]
        times = 1
        colors = 0
        if t.card_static_mask[row] & ((1 << ST_SYMBOLS_FOR) | (1 << ST_COLORS_FOR)):
            end = t.card_ab_start[row] + t.card_ab_count[row]
            for ab in range(t.card_ab_start[row], end):
                if t.ab_kind[ab] != AK_STATIC or t.ab_filter[ab] >= 0:  # filtered ones: granted_symbol_rules
                    continue
                if t.ab_static[ab] != ST_SYMBOLS_FOR and t.ab_static[ab] != ST_COLORS_FOR:
                    continue
                if not static_active(g, t, ab, p, k) or not matches_card(
                        g, t, t.ab_filter2[ab], p, p, inst, p, -1, -1, -1):
                    continue
                if t.ab_static[ab] == ST_SYMBOLS_FOR:
                    if t.ab_value[ab] > times:
                        times = t.ab_value[ab]
                else:
                    colors |= t.ab_value[ab]
        if granted:
            granted_symbol_rules(g, t, p, k, inst, &times, &colors)
        if own:
            times = own_cost_times(g, t, p, k, inst, times)
        over = symbol_override(g, t, p, k) if overrides else -1
        if over >= 0:  # treated as having other symbols
            for s in range(over & ((1 << SYMBOL_COLOR_SHIFT) - 1)):
                for rep in range(times):
                    add_symbol(&fs, (over >> SYMBOL_COLOR_SHIFT) | colors)
            continue
        for s in range(t.n_symbols[row]):
            mask = t.symbols[row * MAX_SYMBOLS + s] | colors
            for rep in range(times):
                add_symbol(&fs, mask)
        if t.brave_any and pl.brave[k] != NO_CARD and first_host(g, p, k):  # R12.2: a fused Brave's symbols
            row = pl.card_ids[pl.brave[k]]
            for s in range(t.n_symbols[row]):
                add_symbol(&fs, t.symbols[row * MAX_SYMBOLS + s])
    if own:
        own_cost_trash_symbols(g, t, p, inst, &fs)
    if (t.static_union >> ST_EXTRA_REDUCTION) & 1:
        left = printed - reduction_from(&fs, extra_reduction(g, t, p, inst, red))
    else:
        left = printed - reduction_from(&fs, t.reduction + card_row * NUM_COLORS)
    i = discount_row(g, t, p, inst) if g.n_mods else -1
    if i >= 0:
        left -= g.mods[i].value & 15
    if overrides and not (g.turn_flags[p] & TURN_MAGIC_USED):
        left -= first_magic_discount(g, t, p, inst)
    return left if left > 0 else 0


cdef int available_cores(const GameState* g, const CardTable* t, int p, bint reserve_only) noexcept nogil:
    cdef const PlayerState* pl = &g.players[p]
    if reserve_only:
        return pl.reserve + (pl.soul_loc == SOUL_RESERVE)
    return total_cores(g, p) - locked_cores(g, t, p)  # R16.4


cdef bint shielded_from(const GameState* g, const CardTable* t, int kind, int p, int k, int src_row) noexcept nogil:
    """A protection static of ``kind`` (UNTARGETABLE, NO_CORE_REMOVAL) in force on (p, k) covers a source of
    card row src_row: its value names the source card types (1 << CardType), 0 every source."""
    cdef StaticCursor c
    cdef int types
    if not ((t.static_union >> kind) & 1):
        return False
    start_static_walk(&c)
    while next_field_static(g, t, kind, &c):
        types = t.ab_value[c.ab]
        if types and (src_row < 0 or not (types >> t.card_type[src_row]) & 1):
            continue
        if static_active(g, t, c.ab, c.sp, c.sk) and static_affects(g, t, c.ab, c.sp, c.sk, p, k):
            return True
    return False


cdef bint turn_static_unblockable(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """A Magic's "during this turn" UNBLOCKABLE_BY (Mod.TURN_STATIC naming its row) keeps (p, k) from
    blocking the current attacker."""
    cdef int i, ab, q
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_CARD_STATIC:  # the same static, on one card (Ability.unblockable)
            if card_static_unblockable(g, t, i, p, k):
                return True
            continue
        if g.mods[i].kind != MD_TURN_STATIC or g.mods[i].inst != NO_CARD:
            continue
        ab = g.mods[i].value
        q = g.mods[i].player
        if t.ab_static[ab] == ST_UNBLOCKABLE_BY and matches_field(
                g, t, t.ab_filter[ab], q, g.active, g.attacker, q, -1, -1, -1) and matches_field(
                g, t, t.ab_filter2[ab], q, p, k, q, -1, -1, -1):
            return True
    return False


cdef bint symbols_may_change(const GameState* g, const CardTable* t) noexcept nogil:
    """A field card has a Static.RULE (e.g. SYMBOLS), or a Mod.SYMBOLS is in force: symbols may not be the
    printed ones (a cheap pre-check for cost and legality loops)."""
    cdef int i, q, k
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_SYMBOLS:
            return True
    if not ((t.static_union >> ST_RULE) & 1):
        return False
    for q in range(2):
        for k in range(g.players[q].slot_top):
            if g.players[q].slots[k].inst != NO_CARD and (
                    t.card_static_mask[g.players[q].card_ids[g.players[q].slots[k].inst]] >> ST_RULE) & 1:
                return True
    return False


# -- levels group: per-card levels, the Lv1 BP rule, costs paid from hand ---------------------------

cdef int static_set_level_index(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The level row a Static.SET_LEVEL of the card in (p, k) in force makes it count as, or -1. Its level
    gate reads the card's cores (the level it would have without the static, R6.1)."""
    cdef int row = slot_row(g, p, k)
    cdef int inst = g.players[p].slots[k].inst
    cdef int n = t.n_levels[row]
    cdef int ab, j, own
    own = level_number(t, row, cores_on(g, p, k))
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_SET_LEVEL:
            continue
        if t.ab_levels[ab] and not ((t.ab_levels[ab] >> own) & 1):
            continue
        if not timing_holds(g, t.ab_timing[ab], p, p, inst) or not cond_holds(
                g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst, NULL):
            continue
        for j in range(n):
            if t.level_number[row * MAX_LEVELS + j] == t.ab_value[ab]:
                return j
    return -1


cdef bint free_from_hand(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """A Rule.FREE_FROM_HAND of p's field in force covers p's card ``inst`` in hand (its filter names it)."""
    cdef StaticCursor c
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if c.sp != p or t.ab_value[c.ab] != RL_FREE_FROM_HAND or t.ab_filter[c.ab] < 0:
            continue
        if static_active(g, t, c.ab, c.sp, c.sk) and in_hand(g, p, inst) and matches_card(
                g, t, t.ab_filter[c.ab], p, p, inst, p, g.players[p].slots[c.sk].inst, -1, -1):
            return True
    return False


# -- the handfx group: family grants and lost effects ----------------------------------------------------

cdef bint family_granted(const GameState* g, const CardTable* t, int fam, int p, int inst) noexcept nogil:
    """Static.FAMILY: a static in force on the field, or a Magic's "during this turn" one (Mod.TURN_STATIC), puts
    the field card (p, inst) in family fam too. Its filter names no family (the compiler checks): no recursion."""
    cdef StaticCursor c
    cdef int k, i, ab, q
    if not ((t.static_union >> ST_FAMILY) & 1):
        return False
    k = slot_of(g, p, inst)
    if k < 0:
        return False
    start_static_walk(&c)
    while next_field_static(g, t, ST_FAMILY, &c):
        if t.ab_value[c.ab] == fam and static_active(g, t, c.ab, c.sp, c.sk) and static_affects(
                g, t, c.ab, c.sp, c.sk, p, k):
            return True
    for i in range(g.n_mods):
        if g.mods[i].kind != MD_TURN_STATIC or g.mods[i].inst != NO_CARD:
            continue
        ab = g.mods[i].value
        q = g.mods[i].player
        if t.ab_static[ab] == ST_FAMILY and t.ab_value[ab] == fam and matches_field(
                g, t, t.ab_filter[ab], q, p, k, q, -1, -1, -1):
            return True
    return False


cdef int own_cost_times(const GameState* g, const CardTable* t, int p, int k, int inst, int times) noexcept nogil:
    """How many times the symbols of p's field card k count toward p's card ``inst`` paid from hand, under the
    paid card's own Static.OWN_COST_SYMBOLS with a field filter (BSS01-007: Terrasaurs count double)."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ab, f
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        f = t.ab_filter[ab]
        if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_OWN_COST_SYMBOLS or f < 0:
            continue
        if t.filters[f * FILTER_WIDTH + FF_ZONE] == ZN_FIELD and t.ab_value[ab] > times and matches_field(
                g, t, f, p, p, k, p, inst, -1, -1):
            times = t.ab_value[ab]
    return times


cdef void own_cost_trash_symbols(const GameState* g, const CardTable* t, int p, int inst,
                                 FieldSymbols* fs) noexcept nogil:
    """The paid card's own Static.OWN_COST_SYMBOLS with a Trash filter: the symbols of p's matching Trash
    cards count as field symbols (BSS01-083)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int row = pl.card_ids[inst]
    cdef int ab, f, i, s, trow
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        f = t.ab_filter[ab]
        if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_OWN_COST_SYMBOLS or f < 0:
            continue
        if t.filters[f * FILTER_WIDTH + FF_ZONE] != ZN_TRASH:
            continue
        for i in range(pl.trash_count):
            if matches_card(g, t, f, p, p, pl.trash[i], p, inst, -1, -1):
                trow = pl.card_ids[pl.trash[i]]
                for s in range(t.n_symbols[trow]):
                    add_symbol(fs, t.symbols[trow * MAX_SYMBOLS + s])


cdef inline bint below_attacker_ok(const GameState* g, const CardTable* t, int fid, int p, int k) noexcept nogil:
    """The Rel.BP_BELOW_ATTACKER part of an UNBLOCKABLE_BY static's blocker filter: the would-be blocker in
    (p, k) has less BP than the current attacker (BSS02-059); other relations are not read here."""
    if t.filters[fid * FILTER_WIDTH + FF_RELATION] != REL_BP_BELOW_ATTACKER:
        return True
    return effective_bp(g, t, p, k) < effective_bp(g, t, g.active, g.attacker)


cdef int first_magic_discount(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """What p's Rule.FIRST_MAGIC_DISCOUNT statics in force take off p's Magic ``inst`` in hand (each its value2);
    the caller checks that p has not used a Magic this turn (BSS01-099)."""
    cdef StaticCursor c
    cdef int total = 0
    if t.card_type[g.players[p].card_ids[inst]] != CT_MAGIC or not in_hand(g, p, inst):
        return 0
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if c.sp == p and t.ab_value[c.ab] == RL_FIRST_MAGIC_DISCOUNT and static_active(g, t, c.ab, c.sp, c.sk):
            total += t.ab_value2[c.ab]
    return total


cdef bint card_static_unblockable(const GameState* g, const CardTable* t, int i, int p, int k) noexcept nogil:
    """Mod row i, a Mod.CARD_STATIC naming an UNBLOCKABLE_BY static, sits on the current attacker and keeps
    (p, k) from blocking it (filter2 sides relative to the mod's source player)."""
    cdef int ab = g.mods[i].value
    cdef int q = g.mods[i].source
    if g.mods[i].player != g.active or g.mods[i].inst != g.players[g.active].slots[g.attacker].inst:
        return False
    return t.ab_static[ab] == ST_UNBLOCKABLE_BY and matches_field(g, t, t.ab_filter2[ab], q, p, k, q, -1, -1, -1)


cdef bint nexus_effect_lost(const GameState* g, const CardTable* t, int ab, int p, int k) noexcept nogil:
    """Ability ab of the Nexus in (p, k) is lost: a Mod.LOSE_EFFECTS on it, or a Rule.LOSE_EFFECTS in force whose
    value2 names one of ab's printed levels. The rule's own level comes from its source's cores and its source
    is never a Nexus, so this never asks itself again."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int i, sp, sk, rab, row, src
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_LOSE_EFFECTS and g.mods[i].player == p and g.mods[i].inst == inst:
            return True
    if not ((t.static_union >> ST_RULE) & 1):
        return False
    for sp in range(2):
        for sk in range(g.players[sp].slot_top):
            src = g.players[sp].slots[sk].inst
            if src == NO_CARD:
                continue
            row = slot_row(g, sp, sk)
            if not ((t.card_static_mask[row] >> ST_RULE) & 1) or t.card_type[row] == CT_NEXUS:
                continue
            for rab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
                if t.ab_kind[rab] != AK_STATIC or t.ab_static[rab] != ST_RULE:
                    continue
                if t.ab_value[rab] == RL_LOSE_EFFECTS_AT_LEVEL:  # misc: the Nexus's own level, by its cores
                    if not ((t.ab_value2[rab] >> level_number(t, slot_row(g, p, k), cores_on(g, p, k))) & 1):
                        continue
                elif t.ab_value[rab] != RL_LOSE_EFFECTS:
                    continue
                elif t.ab_levels[ab] and not (t.ab_value2[rab] & t.ab_levels[ab]):
                    continue  # printed without levels: at every level
                if t.ab_levels[rab] and not ((t.ab_levels[rab] >> level_number(t, row, cores_on(g, sp, sk))) & 1):
                    continue
                if timing_holds(g, t.ab_timing[rab], sp, sp, src) and cond_holds(
                        g, t, t.ab_cond[rab], t.ab_cond_arg[rab], sp, sp, src, NULL) and static_affects(
                        g, t, rab, sp, sk, p, k):
                    return True
    return False


cdef bint turn_static_cannot_attack(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """A Magic's "during this turn" CANNOT_ATTACK (Mod.TURN_STATIC naming its row; replace group): (p, k)
    matches its filter, read from the Magic's controller."""
    cdef int i, ab
    for i in range(g.n_mods):
        if g.mods[i].kind != MD_TURN_STATIC or g.mods[i].inst != NO_CARD:
            continue
        ab = g.mods[i].value
        if t.ab_static[ab] == ST_CANNOT_ATTACK and matches_field(
                g, t, t.ab_filter[ab], g.mods[i].player, p, k, g.mods[i].player, -1, -1, -1):
            return True
    return False


cdef bint ascend_cond_holds(const GameState* g, const CardTable* t, int cond, int arg, int q, int p,
                            int inst) noexcept nogil:
    """Cond.ASCENDED_WITH: the source's extra summoning cost used a card matching filter arg (Mod.ASCENDED_WITH);
    Cond.SOUL_MOVABLE: q's Soul Core is in their Reserve or on one of their field cards (ascend group)."""
    cdef int i, loc
    if cond == CN_SOUL_MOVABLE:
        loc = g.players[q].soul_loc
        return loc == SOUL_RESERVE or SOUL_SLOT0 <= loc < SOUL_SLOT0 + MAX_SLOTS
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_ASCENDED_WITH and g.mods[i].player == p and g.mods[i].inst == inst:
            return matches_card(g, t, arg, q, p, g.mods[i].value, q, inst, -1, -1)
    return False


# -- statics of cards outside the slots (mirage group; bscore/offslot_statics.pxd) -----------------

cdef bint offslot_applies(const GameState* g, const CardTable* t, const OffslotCursor* c, int p, int k) noexcept nogil:
    """The off-slot static c.ab is in force and affects (p, k): a Mirage's "while set" static (R16.5) or a
    fused Brave's "when braved" static (R12.2; no filter: the Braved Spirit itself)."""
    cdef int ab = c.ab
    if not timing_holds(g, t.ab_timing[ab], c.sp, c.sp, c.src_inst):
        return False
    if not cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], c.sp, c.sp, c.src_inst, NULL):
        return False
    if t.ab_filter[ab] < 0:
        return c.sp == p and c.host == k
    return matches_field(g, t, t.ab_filter[ab], c.sp, p, k, c.sp, c.src_inst, -1, -1)


cdef int offslot_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The BP the off-slot Static.BP statics in force give the card in (p, k)."""
    cdef OffslotCursor c
    cdef int total = 0
    start_offslot_walk(&c)
    while next_offslot_static(g, t, ST_BP, &c):
        if offslot_applies(g, t, &c, p, k):
            total += t.ab_value[c.ab]
    return total


cdef int offslot_keyword(const GameState* g, const CardTable* t, int p, int k, int kw, int best) noexcept nogil:
    """``best`` raised to the number of keyword kw an off-slot static in force gives (p, k)."""
    cdef OffslotCursor c
    start_offslot_walk(&c)
    while next_offslot_static(g, t, ST_KEYWORD, &c):
        if t.ab_value[c.ab] == kw and t.ab_value2[c.ab] > best and offslot_applies(g, t, &c, p, k):
            best = t.ab_value2[c.ab]
    return best
