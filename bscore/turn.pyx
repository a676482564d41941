# The turn machine (R3-R10, R13): setup, steps, battle and the Flash pass protocol.
# advance() runs the rules, and pending effects first, until a player must decide.
# Twin: pybs/reference/engine.py (same conventions, same bytes).

from libc.stdint cimport uint8_t, uint16_t, uint32_t, uint64_t
from libc.string cimport memset

from bscore.advent cimport begin_advent
from bscore.accel cimport perform_hand_side
from bscore.ascend cimport note_defeated_bp  # ascend group
from bscore.ascend_ops cimport begin_extra_cost  # ascend group
from bscore._effects cimport EV_RESERVE_GAINED  # levels group
from bscore.brave_stats cimport braved_symbols
from bscore.braves cimport fuse, separate
from bscore._effects cimport (
    BUILTIN_BLESSED, BUILTIN_CURSE, BUILTIN_LUSTER, DU_BATTLE, DU_TURN, EF_BY_OPPONENT, EF_HAD_SOUL, EF_IN_BATTLE, EF_SURVIVED,
    EV_ATTACK_HIT, EV_ATTACKS, EV_ATTACK_STEP_START, EV_BATTLE_END, EV_BATTLE_OVER, EV_BATTLED, EV_EXHAUSTED, EV_START_STEP, EV_BLOCKED,
    EV_BLOCKS, EV_DESTROYED, EV_END_STEP_START, EV_DRAW_STEP, EV_ATTACK_STEP_END,
    EV_LIFE_REDUCED, EV_TURN_END, EV_WON_BATTLE, KW_BLESSED, KW_BLOODCURSE, KW_CURSE, MD_ATTACK_TAX, MD_NO_REFRESH,
    MD_END_ATTACK_STEP, MD_NO_BATTLE_DESTROY, MD_PROTECTED, RL_NO_LIFE_DAMAGE, ST_LIFE_TO_VOID,
)
from bscore._effects cimport EF_BY_EFFECT, EF_WAS_ATTACKING, EV_HIGHER_BP, RL_NO_BATTLE_DESTROY  # vocab-D
from bscore.statics cimport protected_rule, temp_rule_affects  # vocab-D
from bscore.events cimport age_next_opp_turn_mods  # vocab-D
from bscore._types cimport A_MIRAGE  # mirage group
from bscore.mirage cimport begin_mirage  # mirage group
from bscore._types cimport (
    CT_ULTIMATE,
    A_ACCEL, A_ACTIVATE, A_ADVENT, A_ATTACK, A_AWAKEN, A_BLOCK, A_CONFIRM, A_FUSE, A_MOVE, A_SEPARATE, A_PASS, A_SET_BURST,
    A_SWAP_SOUL, A_USE_HAND, BATTLE_ENDING,
    BATTLE_ON, BATTLE_RESOLVED, CardTable, DK_ATTACK, DK_AWAKEN, DK_BLOCK, DK_FLASH,
    DK_MAGIC_EFFECT, DK_MAIN, DK_NONE, DK_PAY, DK_PLACE, DK_SOUL, END_ACTION_LIMIT, END_EFFECT_LIMIT, EFFECT_WORK_LIMIT, END_DECK_OUT, END_LIFE,
    END_TABLE_OVERFLOW, END_TURN_LIMIT, FIRST_PLAYER_RANDOM, GameState, LAYOUT_VERSION, MAX_CARDS, MAX_SLOTS,
    MAX_TURN_NUMBER, NO_CARD, NO_PLAYER, NO_SLOT,
    NUM_LOCS, OPTION_AUTO_FORCED, ORIGIN_FLASH, ORIGIN_MAIN, PH_ATTACK, PH_CLEANUP, PH_CORE, PH_DRAW, PH_END,
    PH_GAME_OVER, PH_MAIN, PH_REFRESH, PH_START, PH_TURN_CHANGE, PlayerState, RULE_SKIP_FIRST_ATTACK_STEP,
    RULE_SKIP_FIRST_CORE_STEP, RULE_USE_SOUL_CORE, RulesBlock, SOUL_NONE, SOUL_RESERVE, SOUL_SLOT0,
    SOUL_TRASH, TURN_LOST_LIFE, TURN_DRAW_STEP_DONE,
)
from bscore.r16 cimport contract_to_hand
from bscore.woden cimport emit_refreshed  # woden group
from bscore.links cimport linked_symbols, offer_links  # vocab-B: Link
from bscore.battle_rules cimport compare_cost_now, limit_life_damage  # vocab-B: battle and Life rules
from bscore.brave_stats cimport card_cost
from bscore.actions cimport (
    begin_use, check_depleted, clear_battle, clear_use, decide, declare_blocker, draw_cards, edecide, game_over,
    leave_field, loss_condition, push_frame, settle_checkpoint, take_from_hand, to_trash,
)
from bscore.battle cimport battle_outcome, life_damage
from bscore.replace cimport offer_replacement
from bscore.cores cimport cores_on, put_core, slot_row, swap_soul, take_core, void_room
from bscore.effect_decisions cimport perform_effect, perform_use
from bscore.effects cimport run_effects_step
from bscore.events cimport (
    effects_pending, emit, end_batch, expire_mods, note_last_known_bp, expire_refresh_mods, push_pending, trigger_keywords_on_attack,
)
from bscore.events cimport event_bit  # pool II
from bscore.legal cimport activated_ability, forced_action
from bscore.levels cimport is_depleted
from bscore.rng cimport bounded, seed_state
from bscore.rule_checks cimport destroy_zero_bp_spirits, negative_bp_possible
from bscore.statics cimport affected_by, effective_bp, has_mod, keyword, last_known_keywords, symbols_may_change
from bscore.keyword_rules cimport attack_taxed, core_step_gain, life_shielded, rule_affects, symbol_count


# ---------------------------------------------------------------- setup (R3)

cdef void setup_game(GameState* g, const CardTable* t, const uint16_t* rows0, int n0,
                     const uint16_t* rows1, int n1, const RulesBlock* rules, uint64_t seed,
                     uint8_t options) noexcept nogil:
    cdef int p, i, j, n, first
    cdef uint8_t tmp
    cdef PlayerState* pl
    cdef const uint16_t* rows
    memset(g, 0, sizeof(GameState))
    g.layout_version = LAYOUT_VERSION
    g.rules = rules[0]
    g.options = options
    g.winner = NO_PLAYER
    clear_use(g)
    clear_battle(g)
    decide(g, DK_NONE, NO_PLAYER)
    edecide(g, DK_NONE, NO_PLAYER)
    g.awaken_slot = NO_SLOT
    g.first_attacker = NO_CARD
    seed_state(g.rng, seed)
    for p in range(2):
        pl = &g.players[p]
        rows = rows0 if p == 0 else rows1
        n = n0 if p == 0 else n1
        memset(pl.deck, NO_CARD, MAX_CARDS)
        memset(pl.hand, NO_CARD, MAX_CARDS)
        memset(pl.trash, NO_CARD, MAX_CARDS)
        for i in range(MAX_SLOTS):
            pl.slots[i].inst = NO_CARD
        memset(pl.brave, NO_CARD, MAX_SLOTS)  # no Brave fused (R12)
        memset(pl.hand_side, NO_CARD, MAX_CARDS)  # R16.7
        pl.burst_inst = NO_CARD
        pl.mirage_inst = NO_CARD  # R16.5
        pl.soul_loc = SOUL_NONE
        pl.n_cards = <uint8_t>n
        for i in range(n):
            pl.card_ids[i] = rows[i]
            pl.deck[i] = <uint8_t>i
        pl.deck_count = <uint8_t>n
        for i in range(n - 1, 0, -1):  # R3.1: Fisher-Yates
            j = <int>bounded(g.rng, i + 1)
            tmp = pl.deck[i]
            pl.deck[i] = pl.deck[j]
            pl.deck[j] = tmp
    first = rules.first_player
    if first == FIRST_PLAYER_RANDOM:  # R3.5
        first = <int>bounded(g.rng, 2)
    g.first_player = first
    g.active = first
    for p in range(2):
        pl = &g.players[p]
        pl.life = rules.start_life  # R3.2
        pl.reserve = rules.start_reserve  # R3.3; no Soul Core means one more normal core
        if not (rules.flags & RULE_USE_SOUL_CORE):
            pl.reserve += 1
        pl.void_in = pl.life + pl.reserve
        pl.soul_loc = SOUL_RESERVE if rules.flags & RULE_USE_SOUL_CORE else SOUL_NONE
        contract_to_hand(g, t, p)  # R3.4, R16.3
        draw_cards(g, p, rules.start_hand)  # R3.4
    g.turn = 1
    g.phase = PH_START
    advance(g, t)


# ---------------------------------------------------------------- steps (R5)

cdef int end_by_effect_flags(const GameState* g, int a) noexcept nogil:
    """vocab-D: an effect (Mod.END_ATTACK_STEP) ends a's Attack Step: BY_EFFECT, and BY_OPPONENT when a row of
    it was made by the other player's effect."""
    cdef int i
    cdef int flags = EF_BY_EFFECT
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_END_ATTACK_STEP and g.mods[i].inst == NO_CARD and g.mods[i].source != a:
            flags |= EF_BY_OPPONENT
    return flags


cdef void run_phase(GameState* g, const CardTable* t) noexcept nogil:
    cdef int a = g.active
    cdef PlayerState* pl = &g.players[a]
    cdef bint first_turn = g.turn == 1
    cdef int k, side, end_flags
    cdef uint32_t refreshed = 0
    cdef bint stop
    cdef int ph = g.phase
    if ph == PH_START:  # R5.1
        pl.bursts_set = 0
        g.players[0].turn_start_life = g.players[0].life  # Cond.LIFE_KEPT (handfx)
        g.players[1].turn_start_life = g.players[1].life
        if pl.deck_count == 0:  # R4.2; no effect resolves here: a checkpoint under R18.13 too
            game_over(g, a == 0, a == 1, END_DECK_OUT)
            return
        g.phase = PH_CORE
        emit(g, t, EV_START_STEP, a, NO_CARD, 0, 0, NO_PLAYER)
        end_batch(g)
    elif ph == PH_CORE:  # R5.2, R5.8
        if not (first_turn and g.rules.flags & RULE_SKIP_FIRST_CORE_STEP):
            k = core_step_gain(g, t, a, g.rules.core_step_gain)
            if k > void_room(g, a):  # the Void supply limit: no zone counter can overflow
                k = void_room(g, a)
            pl.reserve += k
            pl.void_in += k
        g.phase = PH_DRAW
    elif ph == PH_DRAW:  # R5.3
        if g.turn_flags[a] & TURN_DRAW_STEP_DONE:
            g.phase = PH_REFRESH
        else:  # "during your Draw Step ... after your draw" effects resolve before the step ends (handfx)
            draw_cards(g, a, g.rules.draw_per_turn)
            g.turn_flags[a] |= TURN_DRAW_STEP_DONE
            emit(g, t, EV_DRAW_STEP, a, NO_CARD, 0, 0, NO_PLAYER)
            end_batch(g)
    elif ph == PH_REFRESH:  # R5.4; heavily exhausted becomes exhausted (R1.8)
        refreshed = 0
        for k in range(pl.slot_top):
            if pl.slots[k].inst != NO_CARD and pl.slots[k].exhaust:
                if has_mod(g, a, pl.slots[k].inst, MD_NO_REFRESH):
                    continue
                pl.slots[k].exhaust -= 1
                if not pl.slots[k].exhaust:
                    refreshed |= (<uint32_t>1) << k
        expire_refresh_mods(g, a)
        pl.reserve += pl.trash_cores
        pl.trash_cores = 0
        if pl.soul_loc == SOUL_TRASH:
            pl.soul_loc = SOUL_RESERVE
        g.phase = PH_MAIN
        decide(g, DK_MAIN, a)
        if emit_refreshed(g, t, a, refreshed, 0, NO_PLAYER):  # woden: Event.REFRESHED
            end_batch(g)
    elif ph == PH_MAIN:  # the Main Step ended
        if first_turn and g.rules.flags & RULE_SKIP_FIRST_ATTACK_STEP:
            g.phase = PH_END  # R5.6, R5.8
        else:
            g.phase = PH_ATTACK
            decide(g, DK_ATTACK, a)
            emit(g, t, EV_ATTACK_STEP_START, a, NO_CARD, 0, 0, NO_PLAYER)
            end_batch(g)
    elif ph == PH_ATTACK:
        if g.in_battle == BATTLE_RESOLVED:
            end_battle(g, t)
        elif g.in_battle == BATTLE_ENDING:  # R9.7: the battle is over
            stop = has_mod(g, 0, NO_CARD, MD_END_ATTACK_STEP) or has_mod(g, 1, NO_CARD, MD_END_ATTACK_STEP)
            end_flags = end_by_effect_flags(g, a) if stop else 0  # vocab-D: which effect ended it
            expire_mods(g, DU_BATTLE)
            g.battle_magic[0] = 0
            g.battle_magic[1] = 0
            clear_battle(g)
            if stop:  # "when this battle ends, end the Attack Step"
                g.phase = PH_END
                emit(g, t, EV_ATTACK_STEP_END, a, NO_CARD, end_flags, 0, NO_PLAYER)
                end_batch(g)
            else:
                decide(g, DK_ATTACK, a)
        else:  # the Attack Step ended
            g.phase = PH_END
            emit(g, t, EV_ATTACK_STEP_END, a, NO_CARD, 0, 0, NO_PLAYER)
            end_batch(g)
    elif ph == PH_END:  # R5.7
        g.phase = PH_CLEANUP
        emit(g, t, EV_END_STEP_START, a, NO_CARD, 0, 0, NO_PLAYER)
        end_batch(g)
    elif ph == PH_CLEANUP:
        g.phase = PH_TURN_CHANGE
        emit(g, t, EV_TURN_END, a, NO_CARD, 0, 0, NO_PLAYER)
        end_batch(g)
    elif ph == PH_TURN_CHANGE:  # "this turn" effects end (R5.7)
        expire_mods(g, DU_TURN)
        age_next_opp_turn_mods(g)  # vocab-D: "until the end of your opponent's next turn"
        g.turn_flags[0] = 0
        g.turn_flags[1] = 0
        for side in range(2):  # Raid counts per Spirit per turn
            for k in range(g.players[side].slot_top):
                g.players[side].slots[k].raid_uses = 0
        g.first_attacker = NO_CARD
        g.turn_actions = 0
        g.turn += 1
        g.active = 1 - a
        if g.turn > (g.rules.max_turns if g.rules.max_turns else MAX_TURN_NUMBER):
            game_over(g, True, True, END_TURN_LIMIT)
            return
        g.phase = PH_START


cdef void advance(GameState* g, const CardTable* t) noexcept nogil:
    cdef int code
    cdef int effect_steps = 0
    while True:
        if g.phase == PH_GAME_OVER:
            return
        if g.end_reason == END_TABLE_OVERFLOW or g.end_reason == END_EFFECT_LIMIT:  # a full effect table, or
            game_over(g, True, True, g.end_reason)  # effects that never end, stop the game at once
            return
        if g.pending_loss and g.n_frames == 0:  # R18.13: the checkpoint, no effect is resolving
            settle_checkpoint(g)
            return
        # R18.1, checked like depletion; never while an effect waits for an answer: a replacement it offers would
        # push a frame above the question (found by the pool soak: a Burst's YES_NO under Rotting Swamp's offer)
        if g.edecision == DK_NONE and negative_bp_possible(g, t):
            destroy_zero_bp_spirits(g, t)
        # a cost that depleted a Spirit (R6.2) queues its triggers; they wait until the payment is done
        if g.edecision == DK_NONE and effects_pending(g) and g.decision != DK_PAY and g.decision != DK_PLACE:
            effect_steps += 1
            if effect_steps > EFFECT_WORK_LIMIT:  # triggers that keep triggering each other (docs/RELIABILITY.md)
                g.end_reason = END_EFFECT_LIMIT
                continue
            run_effects_step(g, t)
            continue
        if g.edecision != DK_NONE or g.decision != DK_NONE:
            if g.options & OPTION_AUTO_FORCED:
                code = forced_action(g, t)
                if code >= 0:
                    perform(g, t, code)
                    continue
            return
        run_phase(g, t)


# ---------------------------------------------------------------- battle (R9, R10)

cdef void open_flash(GameState* g, int window) noexcept nogil:
    g.flash_window = window
    g.flash_priority = 1 - g.active  # R10.2: the defender first
    g.flash_passes = 0
    decide(g, DK_FLASH, g.flash_priority)


cdef void declare_attack(GameState* g, const CardTable* t, int p, int k) noexcept nogil:  # R9.1
    cdef PlayerState* pl = &g.players[p]
    pl.slots[k].exhaust = 1
    g.in_battle = BATTLE_ON
    g.attacker = k
    if g.first_attacker == NO_CARD:
        g.first_attacker = pl.slots[k].inst
    if not attack_taxed(g, t, p, k):
        begin_battle(g, t, p, k)
    elif (pl.slots[k].cores > 0 and pl.soul_loc == SOUL_SLOT0 + k
            and not is_depleted(t, slot_row(g, p, k), cores_on(g, p, k) - 1)):
        edecide(g, DK_SOUL, p)  # R6.7: the player picks the core that pays (CONFIRM: the Soul Core)
    else:
        pay_attack_tax(g, t, p, pl.slots[k].cores == 0)


cdef inline bint attack_tax_pending(const GameState* g) noexcept nogil:
    """The SOUL question of an attack's extra cost (no effect is resolving then)."""
    return g.edecision == DK_SOUL and g.n_frames == 0


cdef void pay_attack_tax(GameState* g, const CardTable* t, int p, bint soul) noexcept nogil:
    """An effect's extra cost to attack: a core from the attacker to the Reserve. Its last core may
    pay: the attack stands declared, but the attacker is depleted (R6.2, R7.6) and, with no
    attacker left, the battle ends at once (R9.7) without "when attacks" effects."""
    cdef int k = g.attacker
    take_core(g, p, 1 + k, soul)
    put_core(g, p, 0, soul)
    emit(g, t, EV_RESERVE_GAINED, p, NO_CARD, 0, 0, NO_PLAYER)  # levels group
    check_depleted(g, t, p, 1 + k)
    if g.attacker == NO_SLOT:
        g.in_battle = BATTLE_RESOLVED
        decide(g, DK_NONE, NO_PLAYER)
        return
    begin_battle(g, t, p, k)


cdef void begin_battle(GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    open_flash(g, 1)
    emit(g, t, EV_EXHAUSTED, p, g.players[p].slots[k].inst, 0, 0, NO_PLAYER)  # R9.1: attacking exhausts it
    emit(g, t, EV_ATTACKS, p, g.players[p].slots[k].inst, 0, 0, NO_PLAYER)
    trigger_keywords_on_attack(g, t, p, k)
    offer_links(g, t, p, k)  # vocab-B: Link Spirits may link to the attacker (one bit without Link cards)
    end_batch(g)


cdef void declare_block(GameState* g, const CardTable* t, int p, int k) noexcept nogil:  # R9.3
    declare_blocker(g, t, p, k)


cdef void close_flash(GameState* g, const CardTable* t) noexcept nogil:
    cdef int window = g.flash_window
    g.flash_window = 0
    g.flash_priority = NO_PLAYER
    g.flash_passes = 0
    if window == 1 and g.attacker != NO_SLOT:
        decide(g, DK_BLOCK, 1 - g.active)
    elif window == 1:  # the attacker left: the battle ends (R9.7)
        g.in_battle = BATTLE_RESOLVED
        decide(g, DK_NONE, NO_PLAYER)
    else:
        resolve_battle(g, t)


cdef void resolve_battle(GameState* g, const CardTable* t) noexcept nogil:
    cdef int a = g.active
    cdef int d = 1 - a
    cdef int moved, n
    cdef bint changed, by_cost, to_void
    cdef PlayerState* dpl = &g.players[d]
    g.in_battle = BATTLE_RESOLVED
    decide(g, DK_NONE, NO_PLAYER)
    if g.attacker == NO_SLOT:
        return
    by_cost = g.n_mods != 0 and compare_cost_now(g)  # vocab-B: L01-010, used up by this battle
    if not g.blocked:  # R9.5
        changed = symbols_may_change(g, t)  # a Rule or Mod may change its symbols or stop its damage
        if changed:
            n = symbol_count(g, t, a, g.attacker)
        else:
            n = t.n_symbols[slot_row(g, a, g.attacker)] + (braved_symbols(g, t, a, g.attacker) if t.brave_any else 0)
        if g.links[2 * a]:  # vocab-B: Link adds its Link Spirits' symbols
            n += linked_symbols(g, t, a)
        moved = life_damage(n, dpl.life)
        if changed and (rule_affects(g, t, RL_NO_LIFE_DAMAGE, a, g.attacker) or life_shielded(g, t, a, g.attacker)
                        or temp_rule_affects(g, t, RL_NO_LIFE_DAMAGE, a, g.attacker)):  # vocab-D: "this turn"
            moved = 0
        if moved:  # vocab-B: Rule.LIFE_DAMAGE_CAP, Rule.LIFE_FLOOR
            moved = limit_life_damage(g, t, a, g.attacker, moved, dpl.life)
        dpl.life -= moved
        to_void = life_to_void(g, t, a, g.attacker)
        if to_void:  # BSS01-026: the lost Life leaves the game's cores
            dpl.void_out += moved
        else:
            dpl.reserve += moved
        if moved:
            g.turn_flags[d] |= TURN_LOST_LIFE
            emit(g, t, EV_LIFE_REDUCED, d, NO_CARD, EF_BY_OPPONENT | EF_IN_BATTLE, 0, NO_PLAYER)
            if not to_void:  # levels group: the lost Life went to the Reserve
                emit(g, t, EV_RESERVE_GAINED, d, NO_CARD, EF_BY_OPPONENT | EF_IN_BATTLE, 0, NO_PLAYER)
            emit(g, t, EV_ATTACK_HIT, a, g.players[a].slots[g.attacker].inst, 0, 0, NO_PLAYER)  # R9.5
            if keyword(g, t, a, g.attacker, KW_BLESSED) >= 0:  # R18.4, once however often gained
                push_pending(g, BUILTIN_BLESSED, a, g.players[a].slots[g.attacker].inst, a,
                             g.players[a].slots[g.attacker].inst, 0, 0)
            end_batch(g)
        if dpl.life == 0:  # R4.1 (R18.13: settled at the checkpoint that follows this step)
            loss_condition(g, d, END_LIFE)
    elif g.blocker != NO_SLOT:  # R9.6; a blocker that left still stopped the damage (R9.3)
        compare_bp(g, t, a, d, by_cost)


cdef bint life_to_void(const GameState* g, const CardTable* t, int a, int k) noexcept nogil:
    """BSS01-026's text (not the Bloodcurse keyword, R18.11): an attacker in (a, k) with Curse or Bloodcurse under
    a Static.LIFE_TO_VOID of a's sends the Life it takes to the Void."""
    if not ((t.static_union >> ST_LIFE_TO_VOID) & 1):  # no card of the table prints it
        return False
    if keyword(g, t, a, k, KW_CURSE) < 0 and keyword(g, t, a, k, KW_BLOODCURSE) < 0:
        return False
    return affected_by(g, t, ST_LIFE_TO_VOID, a, k)


cdef void compare_bp(GameState* g, const CardTable* t, int a, int d, bint by_cost) noexcept nogil:
    cdef int ps[2]
    cdef int ks[2]
    cdef int insts[2]
    cdef int cores[2]
    cdef bint souls[2]
    cdef bint dies[2]
    cdef bint held[2]
    cdef int known[2]
    cdef int bps[2]
    cdef int i, flags
    ps[0] = a
    ps[1] = d
    ks[0] = g.attacker
    ks[1] = g.blocker
    if by_cost:  # vocab-B (L01-010): the higher cost is destroyed, equal costs both (as lower BP, inverted)
        battle_outcome(-card_cost(g, t, a, g.players[a].slots[ks[0]].inst),
                       -card_cost(g, t, d, g.players[d].slots[ks[1]].inst), &dies[0], &dies[1])
        bps[0] = bps[1] = 0  # no BP was compared: no HIGHER_BP
    else:
        bps[0] = effective_bp(g, t, a, ks[0])
        bps[1] = effective_bp(g, t, d, ks[1])
        battle_outcome(bps[0], bps[1], &dies[0], &dies[1])
    for i in range(2):
        insts[i] = g.players[ps[i]].slots[ks[i]].inst
    if bps[0] != bps[1]:  # vocab-D: the higher BP at the comparison, whatever protections then do (R9.6)
        i = 0 if bps[0] > bps[1] else 1
        emit(g, t, EV_HIGHER_BP, ps[i], insts[i], EF_IN_BATTLE, 0, NO_PLAYER)
    for i in range(2):
        if dies[i] and (has_mod(g, ps[i], insts[i], MD_PROTECTED) or (
                has_mod(g, ps[i], NO_CARD, MD_NO_BATTLE_DESTROY)  # on Spirits: not on Ultimates (R14.1)
                and t.card_type[g.players[ps[i]].card_ids[insts[i]]] != CT_ULTIMATE)
                or protected_rule(g, t, RL_NO_BATTLE_DESTROY, ps[i], ks[i])):  # vocab-D: printed or temporary
            dies[i] = False
        cores[i] = cores_on(g, ps[i], ks[i])
        souls[i] = g.players[ps[i]].soul_loc == SOUL_SLOT0 + ks[i]
        known[i] = last_known_keywords(g, t, ps[i], ks[i]) | (EF_WAS_ATTACKING if i == 0 else 0)  # vocab-D
    held[0] = dies[0] and offer_replacement(g, t, a, ks[0], EF_BY_OPPONENT | EF_IN_BATTLE, NO_CARD)  # replace group
    held[1] = dies[1] and offer_replacement(g, t, d, ks[1], EF_BY_OPPONENT | EF_IN_BATTLE, NO_CARD)
    for i in range(2):
        dies[i] = dies[i] and not held[i]
    for i in range(2):
        if dies[1 - i]:  # ascend group: the BP its victim had (BSS01-102)
            note_defeated_bp(g, t, ps[i], ps[1 - i], ks[1 - i])
    for i in range(2):
        if dies[i]:
            note_last_known_bp(g, t, ps[i], ks[i])  # R10.7
    for i in range(2):
        if dies[i]:
            leave_field(g, t, ps[i], ks[i], False)
    flags = EF_BY_OPPONENT | EF_IN_BATTLE
    for i in range(2):
        if dies[i]:
            emit(g, t, EV_DESTROYED, ps[i], insts[i], flags | known[i] | (EF_HAD_SOUL if souls[i] else 0), cores[i],
                 1 - ps[i])
    for i in range(2):
        if dies[1 - i]:  # its opponent fell
            emit(g, t, EV_WON_BATTLE, ps[i], insts[i], known[i] |
                 (EF_HAD_SOUL if souls[i] else 0) | (0 if dies[i] or held[i] else EF_SURVIVED), cores[i], NO_PLAYER)
    end_batch(g)


cdef void end_battle(GameState* g, const CardTable* t) noexcept nogil:  # R9.7
    cdef int a = g.active
    cdef int inst
    g.in_battle = BATTLE_ENDING
    if g.attacker != NO_SLOT:
        inst = g.players[a].slots[g.attacker].inst
        emit(g, t, EV_BATTLE_END, a, inst, 0, 0, NO_PLAYER)
    emit(g, t, EV_BATTLE_OVER, a, NO_CARD, 0, 0, NO_PLAYER)  # every battle, the attacker gone or not
    if ((t.event_union | t.hand_event_union) >> event_bit(EV_BATTLED)) & 1:  # pool II: each battler still there
        if g.attacker != NO_SLOT:
            emit(g, t, EV_BATTLED, a, g.players[a].slots[g.attacker].inst, 0, 0, NO_PLAYER)
        if g.blocker != NO_SLOT:
            emit(g, t, EV_BATTLED, 1 - a, g.players[1 - a].slots[g.blocker].inst, 0, 0, NO_PLAYER)
    # Curse and Luster resolve even when the attacker lost the battle (they triggered earlier).
    if g.curse and g.blocker != NO_SLOT:
        push_pending(g, BUILTIN_CURSE, a, g.curse - 1, a, g.curse - 1, 0, 0)
    if g.luster:
        push_pending(g, BUILTIN_LUSTER, a, g.luster - 1, a, g.luster - 1, 0, 0)
    end_batch(g)


# ---------------------------------------------------------------- performing actions

cdef void set_burst(GameState* g, int p, int h) noexcept nogil:
    """R13.1: set a Burst face down; an old one goes to the Trash."""
    cdef PlayerState* pl = &g.players[p]
    if pl.burst_inst != NO_CARD:
        to_trash(g, p, pl.burst_inst)
    pl.burst_inst = take_from_hand(g, p, h)
    pl.burst_state = 0
    pl.bursts_set += 1


cdef void perform(GameState* g, const CardTable* t, int code) noexcept nogil:
    """Apply a code already known to be legal (no checks: see State.apply)."""
    cdef int d = g.decision
    cdef int p = g.decision_player
    g.actions_applied += 1
    g.turn_actions += 1
    if attack_tax_pending(g):
        edecide(g, DK_NONE, NO_PLAYER)
        pay_attack_tax(g, t, g.active, code == A_CONFIRM)
    elif g.edecision != DK_NONE:
        perform_effect(g, t, code)
    else:
        perform_turn_action(g, t, d, p, code)
    if g.actions_applied >= g.rules.max_actions and g.phase != PH_GAME_OVER:
        game_over(g, True, True, END_ACTION_LIMIT)  # the termination bound (docs/RULESET.md)


cdef void perform_turn_action(GameState* g, const CardTable* t, int d, int p, int code) noexcept nogil:
    cdef int off, loc, kind, dst
    if code >= A_ACCEL and (d == DK_MAIN or d == DK_FLASH):  # R16.6, R16.7, CN Q27
        perform_hand_side(g, t, d, p, code)
        return
    if d == DK_MAIN:
        if code == A_PASS:
            decide(g, DK_NONE, NO_PLAYER)
        elif code < A_ATTACK:
            if not begin_extra_cost(g, t, p, code - A_USE_HAND):  # R18.2: an extra cost is chosen first
                begin_use(g, t, p, code - A_USE_HAND, ORIGIN_MAIN)
        elif A_MOVE <= code < A_SWAP_SOUL:
            off = code - A_MOVE
            dst = off % NUM_LOCS
            loc = (off // NUM_LOCS) // 2
            kind = (off // NUM_LOCS) % 2
            take_core(g, p, loc, kind)
            put_core(g, p, dst, kind)
            check_depleted(g, t, p, loc)
        elif code < A_SWAP_SOUL + NUM_LOCS:
            swap_soul(g, p, code - A_SWAP_SOUL)
        elif code < A_AWAKEN:
            set_burst(g, p, code - A_SET_BURST)
        elif code < A_ACTIVATE:
            g.awaken_slot = code - A_AWAKEN
            edecide(g, DK_AWAKEN, p)
        elif code < A_ADVENT:
            activate(g, t, p, code - A_ACTIVATE)
        elif code < A_FUSE:  # R15.2
            begin_advent(g, t, p, code - A_ADVENT)
        elif code >= A_MIRAGE:  # R16.5
            begin_mirage(g, t, p, code - A_MIRAGE)
        else:
            brave_main_action(g, t, p, code)
    elif d == DK_PAY or d == DK_PLACE or d == DK_MAGIC_EFFECT:
        perform_use(g, t, d, p, code)
    elif d == DK_ATTACK:
        if code == A_PASS:  # R9.8
            decide(g, DK_NONE, NO_PLAYER)
        else:
            declare_attack(g, t, p, code - A_ATTACK)
    elif d == DK_BLOCK:
        if code == A_PASS:  # R9.4: no block skips the second Flash timing
            resolve_battle(g, t)
        else:
            declare_block(g, t, p, code - A_BLOCK)
    elif d == DK_FLASH:
        if code == A_PASS:  # R10.4
            g.flash_passes += 1
            if g.flash_passes >= 2:
                close_flash(g, t)
            else:
                g.flash_priority = 1 - p
                decide(g, DK_FLASH, g.flash_priority)
        elif code < A_ATTACK:
            if not begin_extra_cost(g, t, p, code - A_USE_HAND):  # R18.2
                begin_use(g, t, p, code - A_USE_HAND, ORIGIN_FLASH)
        elif code < A_ACTIVATE:
            g.awaken_slot = code - A_AWAKEN
            edecide(g, DK_AWAKEN, p)
        else:  # R10.4: after it the other player may answer
            g.flash_priority = 1 - p
            g.flash_passes = 0
            decide(g, DK_FLASH, g.flash_priority)
            if code >= A_ADVENT:  # R15.2
                begin_advent(g, t, p, code - A_ADVENT)
            else:
                activate(g, t, p, code - A_ACTIVATE)


cdef void brave_main_action(GameState* g, const CardTable* t, int p, int code) noexcept nogil:
    """R8.8: FUSE (fuse or swap, R12.1/R12.5) or SEPARATE (R12.4; taking the cores from the pair may
    deplete its Spirit, R6.2)."""
    cdef int k
    if code < A_SEPARATE:
        fuse(g, t, p, (code - A_FUSE) // MAX_SLOTS, (code - A_FUSE) % MAX_SLOTS)
        return
    k = (code - A_SEPARATE) // 2
    separate(g, t, p, k, (code - A_SEPARATE) % 2)
    check_depleted(g, t, p, 1 + k)


cdef void activate(GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Use the activated [Flash] effect of the card in (p, k) (R8.5): it resolves like a triggered one."""
    push_frame(g, activated_ability(g, t, p, k), p, g.players[p].slots[k].inst, NO_PLAYER, NO_CARD, 0, 0, 0)


cdef void step(GameState* g, const CardTable* t, int code) noexcept nogil:
    perform(g, t, code)
    advance(g, t)
