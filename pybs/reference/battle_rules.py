"""Battle and Life rules of the pool II cards in the reference engine (vocab-B, group J; twin of
``bscore/battle_rules.pyx``): the Life an attack takes (Rule.LIFE_DAMAGE_CAP, Rule.LIFE_FLOOR, also as a Magic's
"during this turn" rule) and the next battle compared by cost (Mod.COMPARE_COST)."""

from __future__ import annotations

from .. import layout as L
from ..effects.spec import Mod, Rule, Static
from ..layout import CardType


def turn_rule_affects(s, rule: int, p: int, k: int) -> bool:
    """A Magic's "during this turn" Static.RULE of ``rule`` (Mod.TURN_STATIC naming its row) covers (p, k)."""
    t = s.table
    for m in s.mods:
        if m.kind != Mod.TURN_STATIC or m.inst != L.NO_CARD:
            continue
        ab, q = m.value, m.player
        if t.ab_static[ab] == Static.RULE and t.ab_value[ab] == rule and s.matches_field(t.ab_filter[ab], q, p, k, q, -1):
            return True
    return False


def limit_life_damage(s, a: int, k: int, moved: int, life: int) -> int:
    """R9.5 under Rule.LIFE_DAMAGE_CAP (at most value2 Life per attack) and Rule.LIFE_FLOOR (not the last core)."""
    cap = s.rule_value(Rule.LIFE_DAMAGE_CAP, a, k)
    if 0 <= cap < moved:
        moved = cap
    if moved >= life > 0 and (s.rule_affects(Rule.LIFE_FLOOR, a, k) or turn_rule_affects(s, Rule.LIFE_FLOOR, a, k)):
        moved = life - 1
    return moved


def compare_cost_now(s) -> bool:
    """L01-010: a Mod.COMPARE_COST of either player is used up by the battle resolving now."""
    used = s._has_mod(0, L.NO_CARD, Mod.COMPARE_COST) or s._has_mod(1, L.NO_CARD, Mod.COMPARE_COST)
    if used:
        s.mods = [m for m in s.mods if not (m.kind == Mod.COMPARE_COST and m.inst == L.NO_CARD)]
    return used


def blocks_silenced(s, q: int) -> bool:
    """Rule.SILENCE_BLOCKS (BSS04-004) covers the attacker player q's Spirit is blocking."""
    return q != s.active and s.attacker != L.NO_SLOT and s.rule_affects(Rule.SILENCE_BLOCKS, s.active, s.attacker)


# -- NEXUS_AS_SPIRIT (BSS05-082, -083, -113): twin of bscore/nexus_spirit.pxd ------------------------------------
AS_SPIRIT_BP_BITS = 31  # Mod.AS_SPIRIT value: BP / 1000 in the low bits, the family id above
AS_SPIRIT_FAMILY_SHIFT = 5


def nexus_spirit(s, p: int, inst: int) -> int:
    """The Mod.AS_SPIRIT value on (p, inst), or -1 (only a Nexus on the field carries one)."""
    for m in s.mods:
        if m.kind == Mod.AS_SPIRIT and m.player == p and m.inst == inst:
            return m.value
    return -1


def battler_now(s, p: int, inst: int) -> bool:
    """(p, inst) on the field battles now: a Spirit, Ultimate or Brave, or a Nexus that is also a Spirit."""
    from .records import BATTLER_TYPES

    ctype = s.table.card_type[s.players[p].card_ids[inst]]
    return ctype in BATTLER_TYPES or (ctype == CardType.NEXUS and bool(s.mods) and nexus_spirit(s, p, inst) >= 0)
