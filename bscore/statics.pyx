# Continuous effects: filters, effective BP, keywords, restrictions and costs.
# Twin: pybs/reference/statics.py. Nothing here changes the state.

from libc.stdint cimport int32_t, uint8_t

from bscore._effects cimport CN_CORES_AT_LEAST_AMOUNT, CN_NAMES_AT_LEAST, MD_NO_DECK_DISCARD, RL_SUMMON_EFFECT_TAX  # CB01
from bscore._effects cimport CN_ADVENTED, FL_ADVENT_TARGET, FL_NO_BLOCK_TRIGGER, MD_DELAYED, TM_ARMED
from bscore._effects cimport (
    AK_STATIC, AK_TRIGGERED, CFL_HAS_BLOCK_TRIGGER, CFL_HAS_SUMMON_TRIGGER, CFL_TOKEN, CFL_VANILLA, CN_BUFFER_TOP_COST,
    CN_BUFFER_TOP_COST_IS_SUBJECTS, CN_CAN_EXHAUST_NEXUS, CN_CONTROL, CN_CORES_AT_LEAST, CN_DECK_AT_LEAST, CN_RESERVE_AT_LEAST,
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
from bscore._effects cimport (  # vocab-D: costs
    AK_ASCEND, CFL_COST_AS, COST_AS_ASCEND, COST_AS_SHIFT, COST_AS_TRASH, MD_COST_IS_LIFE_NEXT, MD_MAGIC_CORE_TAX,
    RL_COST_AS, RL_COST_PER_COUNT, RL_FULL_REDUCTION, RL_OWN_COST_COLORS, RL_SYMBOL_SOURCES,
    CN_ASCEND_WAIVABLE, RL_ASCEND_WAIVE,
)
from bscore.card_abilities cimport ability_of_kind  # vocab-D
from bscore._effects cimport (  # vocab-D
    CN_DEFEATED_BP_AT_MOST, CN_EVENT_FLAGS, CN_SUBJECT_MATCHES, CN_SUBJECT_NO_FIELD_COLOR, EF_WAS_ATTACKING,
    MD_DEFEATED_BP,
)
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
from bscore._effects cimport CN_SELF_IN_HAND, REL_COST_BELOW_SOURCE  # pool II
from bscore.brave_stats cimport card_cost  # pool II
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
from bscore._types cimport MAX_SLOTS, SOUL_RESERVE  # ascend group; SOUL_RESERVE: Cond.RESERVE_AT_LEAST
from bscore.offslot_statics cimport OffslotCursor, next_offslot_static, start_offslot_walk  # mirage group
from bscore._effects cimport (  # vocab-A (statics_symbols.pxi)
    CN_SYMBOL_COLOR, CNT_FIELD_SYMBOLS, CNT_SYMBOL_COLORS, CNT_SYMBOLS_ON, FF_COLOR_COUNT, FF_SYMBOLS, FL_FAMILY_SET,
    CN_ATTACKER_BP_LEAD, CN_DESTROYED_AT_LEAST, CN_OPP_LIFE_AT_LEAST, CN_SELF_MATCHES, CNT_HAND_SHORT_OF_OPP,
    CNT_NAME_REPEATS, FF_UNION, MD_DESTROYED_COUNT, REL_COST_ABOVE_AMOUNT, REL_COST_AT_MOST_TARGET, REL_COST_IS_LIFE,
    FL_NOT_FAMILY_SET, KW_ASTRAL, MD_SYMBOLS_ADD, RANGE_SET, REL_ARMOR_COLOR, RL_SYMBOLS_ADD, ST_ALL_FAMILIES,
    ST_BP_PER_SYMBOL, ST_COLOR_GRANT,
)
from bscore._effects cimport (  # vocab-B: Link
    AK_LINK, CN_CAN_LINK, CN_LINK_ROOM, CN_SELF_LINKED, FF_LINK, KW_LINK, LKR_ANY_CONDITION, LKR_TWO, LR_LINKED,
    LR_LINKED_TO_SOURCE, LR_LINKING, LR_NOT_LINKED, RL_LINK, TM_WHILE_LINKED,
)
from bscore._types cimport BATTLE_ON
from bscore.card_abilities cimport ability_of_kind
from bscore.link_state cimport battler_slot, has_links, is_linking, link_count
from bscore._effects cimport MD_AS_SPIRIT  # vocab-B: NEXUS_AS_SPIRIT
from bscore.nexus_spirit cimport AS_SPIRIT_BP_BITS, AS_SPIRIT_FAMILY_SHIFT, battler_now, nexus_spirit


cdef int slot_of(const GameState* g, int p, int inst) noexcept nogil:
    cdef const PlayerState* pl = &g.players[p]
    cdef int k
    for k in range(pl.slot_top):
        if pl.slots[k].inst == inst:
            return k
    return -1


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
    forced = forced_level_index(g, t, p, k) if level_may_be_forced(g, t, row) else -1
    if forced >= 0:
        return t.level_number[row * MAX_LEVELS + forced]
    return level_number(t, row, cores_on(g, p, k))


cdef int level_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    cdef int row = slot_row(g, p, k)
    cdef int n = t.n_levels[row]
    cdef int forced = forced_level_index(g, t, p, k) if n and level_may_be_forced(g, t, row) else -1
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


cdef inline bint level_may_be_forced(const GameState* g, const CardTable* t, int row) noexcept nogil:
    """forced_level_index's gate: a mod, the card's own SET_LEVEL static or a printed Rule.MAX_LEVEL (for a card
    without effect text) could force the level of a card of this row."""
    return g.n_mods != 0 or (t.card_static_mask[row] >> ST_SET_LEVEL) & 1 or (
        t.card_flags[row] & CFL_VANILLA and rule_printed(t, RL_MAX_LEVEL))


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
    if not rule_printed(t, RL_MAX_LEVEL):
        return False
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


cdef int rule_value_scan(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil:
    """The value2 of the first Static.RULE of ``rule`` in force on (p, k), or -1."""
    cdef StaticCursor c
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
    if timing == TM_WHILE_LINKED:  # vocab-B: a Link Spirit linked in this battle
        return on and is_linking(g, p, inst)
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
    if CN_AMOUNT_AT_LEAST <= cond <= CN_CORES_AT_LEAST_AMOUNT:  # the counts group's numbers (30-49; CB01: 43-44)
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
    if CN_SYMBOL_COLOR <= cond <= CN_SYMBOL_COLOR + 4:  # vocab-A (112-116): Chain, Life, counts, battle BP
        return pool2_cond_holds(g, t, cond, arg, q, p, inst, fr)
    if CN_CAN_LINK <= cond <= CN_SELF_LINKED:  # vocab-B: Link
        return link_cond_holds(g, t, cond, arg, q, p, inst, fr)
    if cond == CN_SELF_IN_HAND:  # pool II: a hand trigger's card is still in its owner's hand
        return inst != NO_CARD and in_hand(g, p, inst)
    if CN_EVENT_FLAGS <= cond <= CN_ASCEND_WAIVABLE:  # vocab-D: an event's details, an Ascend waiver
        return event_cond_holds(g, t, cond, arg, q, p, inst, fr)
    k = slot_of(g, p, inst) if inst != NO_CARD else -1
    if cond == CN_SELF_HAS_SOUL:
        return k >= 0 and g.players[p].soul_loc == SOUL_SLOT0 + k
    if cond == CN_SELF_REFRESHED:
        return k >= 0 and g.players[p].slots[k].exhaust == 0
    if cond == CN_SELF_CORES_AT_LEAST:
        return k >= 0 and cores_on(g, p, k) >= arg
    if cond == CN_CONTROL:  # vocab-A: or the filter's union
        return any_field_match(g, t, arg, q, q, p, inst) or union_field_match(g, t, arg, q, q, p, inst)
    if cond == CN_OPP_CONTROLS:
        return any_field_match(g, t, arg, q, 1 - q, p, inst) or union_field_match(g, t, arg, q, 1 - q, p, inst)
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
    if cond == CN_RESERVE_AT_LEAST:  # "pay one core from your Reserve" can be paid (R0.4, BSS06-059)
        return g.players[q].reserve + (g.players[q].soul_loc == SOUL_RESERVE) >= arg
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
    if cond == CN_NAMES_AT_LEAST:  # CB01: different card names (statics_cb01.pxi)
        return names_matching(g, t, arg & 0xFFFF, q, p, inst) >= (arg >> 16)
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
    if cond == CN_CORES_AT_LEAST_AMOUNT:  # CB01: PAY_CORES of the frame's amount can be paid (R0.4)
        return total_cores(g, q) - locked_cores(g, t, q) >= fr.amount
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


# The rest of the module, by rule area (one module; the files are included, not imported).
include "statics_filters.pxi"
include "statics_bp.pxi"
include "statics_costs.pxi"
include "statics_pool.pxi"
include "statics_symbols.pxi"
include "statics_link.pxi"
include "statics_events.pxi"
include "statics_temp.pxi"
include "statics_cb01.pxi"
