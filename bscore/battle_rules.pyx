# Battle and Life rules of the pool II cards (vocab-B, group J; docs/EFFECTS.md "Pool II: Link and battle rules"):
# Life an attack takes (Rule.LIFE_DAMAGE_CAP, Rule.LIFE_FLOOR, also as a Magic's "during this turn" rule) and the
# next battle compared by cost (Mod.COMPARE_COST). Twin: pybs/reference/battle_rules.py.

from bscore._effects cimport MD_COMPARE_COST, MD_TURN_STATIC, RL_LIFE_DAMAGE_CAP, RL_LIFE_FLOOR, ST_RULE
from bscore._types cimport CardTable, GameState, NO_CARD
from bscore.events cimport remove_player_mod
from bscore.keyword_rules cimport rule_affects
from bscore.statics cimport has_mod, matches_field, rule_value


cdef bint turn_rule_affects(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil:
    """A Magic's "during this turn" Static.RULE of ``rule`` (a Mod.TURN_STATIC naming its row, for_turn) covers the
    field card (p, k); the static's filter sides are relative to the Magic's user."""
    cdef int i, ab, q
    for i in range(g.n_mods):
        if g.mods[i].kind != MD_TURN_STATIC or g.mods[i].inst != NO_CARD:
            continue
        ab = g.mods[i].value
        q = g.mods[i].player
        if t.ab_static[ab] == ST_RULE and t.ab_value[ab] == rule and matches_field(
                g, t, t.ab_filter[ab], q, p, k, q, -1, -1, -1):
            return True
    return False


cdef int limit_life_damage_scan(const GameState* g, const CardTable* t, int a, int k, int moved, int life) noexcept nogil:
    """R9.5 under the Life rules: an attacker a Rule.LIFE_DAMAGE_CAP covers takes at most value2 Life per attack
    (BSS05-035); one a Rule.LIFE_FLOOR covers (a field static or a Magic's for the turn, BSS04-128) cannot take the
    last core."""
    cdef int cap = rule_value(g, t, RL_LIFE_DAMAGE_CAP, a, k)
    if cap >= 0 and moved > cap:
        moved = cap
    if moved >= life > 0 and (rule_affects(g, t, RL_LIFE_FLOOR, a, k) or turn_rule_affects(g, t, RL_LIFE_FLOOR, a, k)):
        moved = life - 1
    return moved


cdef bint compare_cost_now(GameState* g) noexcept nogil:
    """"When resolving the next battle this turn, compare cost rather than BP" (L01-010): a Mod.COMPARE_COST of
    either player is used up by the battle resolving now (R9.5/R9.6), which compares costs if it was blocked."""
    cdef bint used = has_mod(g, 0, NO_CARD, MD_COMPARE_COST) or has_mod(g, 1, NO_CARD, MD_COMPARE_COST)
    if used:
        remove_player_mod(g, 0, MD_COMPARE_COST)
        remove_player_mod(g, 1, MD_COMPARE_COST)
    return used
