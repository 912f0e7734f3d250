"""Current and original ATK/DEF of a card: its printed values changed by the modifiers on it and by
the statics that apply to it (RULES.md R23; docs/effects.md "Continuous effects").

Computed from the field as it is now, like every static answer (statics.py)."""
from .._jit import njit
from ..cards.constants import (STATIC_EQUIPPED_STANDS_IN, STATIC_EQUIPPED_STATS, MOD_ORIGINAL_ATK, MOD_ORIGINAL_DEF,
                               STATIC_EQUIPPED_PER_OWN_CARD, PER_OWN_SPELL_TRAP, STAT_UNKNOWN, STATIC_MODIFY_STATS,
                               STATIC_ATK_PER_FACE_UP, STATIC_OPP_BATTLE_ATK, STATIC_ATK_PER_OPP_MONSTER,
                               STATIC_ATK_PER_GRAVE_NAME, STATIC_DIRECT_ATTACK_ATK, STATIC_DOUBLE_ATK,
                               STATIC_ATK_PER_COUNTER, MOD_ATK, MOD_DEF, MOD_HALVE_ORIGINAL_ATK, MOD_SWAP_ORIGINAL,
                               MOD_ZERO_ORIGINAL_DEF, STATIC_SELF_ATK, STATIC_OWN_ATK, STATIC_SAME_NAME_STATS,
                               MOD_SET_ATK, STATIC_DOUBLE_ORIGINAL, STATIC_ATK_PER_OWN_GRAVE_RACE)
from .constants import MAX_CARDS, N_MZONES, LOC_MZONE, PHASE_BATTLE, POS_FACEDOWN_DEF, STEP_DAMAGE
from .modifiers import card_has, card_total
from .players import is_opponent
from .zone_queries import equipped_monster, monster_count
from .statics import (applies, face_up_of_kinds, grave_race_count, has_static, n_sources, named_in_graves,
                      opponent_count_met, opponents_monsters, own_state_met, shares_name, source, spell_proof)
from .field_room import field_cards


@njit(cache=True)
def stat(v):
    """'?' ATK/DEF counts as 0."""
    return 0 if v == STAT_UNKNOWN else v


@njit(cache=True)
def cur_atk(st, db, c):
    """ATK now: the original ATK (printed, '?' is 0, or as an effect set it: MOD_ORIGINAL_ATK; halved, rounded up,
    by a change until the end of the turn: B23, Shrink) plus the changes that apply to it on
    the field."""
    base = original_stat(st, db, c, True)
    if st.md_n > 0 and st.c_loc[c] == LOC_MZONE and card_has(st, c, MOD_SET_ATK):
        return card_total(st, c, MOD_SET_ATK)    # its ATK became that, whatever else changes it (Triangle Ecstasy Spark)
    if st.md_n > 0 and card_has(st, c, MOD_HALVE_ORIGINAL_ATK):
        base = (base + 1) // 2
    return modified(st, db, c, base, True)


@njit(cache=True)
def cur_def(st, db, c):
    return modified(st, db, c, original_stat(st, db, c, False), False)


@njit(cache=True)
def original_stat(st, db, c, atk):
    """Monster c's original ATK (``atk``) or DEF: printed ('?' is 0), or as an effect set it; the other
    one while its original ATK and DEF are switched (an odd count of MOD_SWAP_ORIGINAL: Shield & Sword); a
    DEF made 0 (MOD_ZERO_ORIGINAL_DEF: Curse of Anubis); one an effect set (MOD_ORIGINAL_ATK/DEF: Copycat, an
    effect's Special Summon: Twin-Headed Behemoth, Megarock Dragon)."""
    if st.md_n > 0 and card_total(st, c, MOD_SWAP_ORIGINAL) % 2 == 1:
        atk = not atk
    if has_static(st, db, c, STATIC_EQUIPPED_STANDS_IN):   # the printed stats of the monster equipped to it
        e = equipped_monster(st, db, c)                     # (Thousand-Eyes Restrict)
        if e >= 0:
            return stat(db[st.c_card[e]].atk) if atk else stat(db[st.c_card[e]].def_)
    if not atk and st.md_n > 0 and card_has(st, c, MOD_ZERO_ORIGINAL_DEF):
        return 0                                 # "its original DEF becomes 0" (Curse of Anubis)
    if st.md_n > 0 and card_has(st, c, MOD_ORIGINAL_ATK if atk else MOD_ORIGINAL_DEF):
        return card_total(st, c, MOD_ORIGINAL_ATK if atk else MOD_ORIGINAL_DEF)   # Copycat
    v = stat(db[st.c_card[c]].atk) if atk else stat(db[st.c_card[c]].def_)
    return v * 2 if has_static(st, db, c, STATIC_DOUBLE_ORIGINAL) else v    # Harpie's Pet Baby Dragon


@njit(cache=True)
def own_cards_of(st, p, per):
    """The cards p controls that an "equipped monster gains per own card" static counts: those in
    p's Spell/Trap and Field Zones (PER_OWN_SPELL_TRAP: Mage Power), or p's face-up monsters
    (United We Stand)."""
    if per == PER_OWN_SPELL_TRAP:
        return field_cards(st, p) - monster_count(st, p)
    n = 0
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m >= 0 and st.c_pos[m] != POS_FACEDOWN_DEF:
            n += 1
    return n


@njit(cache=True)
def modified(st, db, c, base, atk):
    """``base`` (c's ATK if ``atk``, else its DEF) with every stat change of the field's static
    effects that covers c, not below 0; only for a monster on the field: "modify stats" for c's
    Type (R10: Umi changes every player's monsters), and for ATK only, R16's "atk in opponents'
    battle phase" (T-R16c: in the Battle Phase of any opponent of the source's controller, the
    monsters of all of that controller's opponents; never the controller's own) and the
    source's own "atk per opponents' monster" (T-R16d: all opponents' monsters combined) and
    "atk per name in graveyards" (R22, T-R22c: all players' GYs), "atk per counter" (the
    counters on the source itself), "atk when attacking directly" (its own direct attack's
    Damage Step), "equipped monster gains" (an Equip Spell attached to c), and last "double atk" (once,
    R16 (V3)). An effect's change for a while (core/modifiers.py: Rush Recklessly, Castle
    Walls) comes on top of them, before the doubling."""
    if st.c_loc[c] != LOC_MZONE:
        return base
    v = base
    if st.md_n > 0:                             # an effect's changes for a while (core/modifiers.py)
        v += card_total(st, c, MOD_ATK if atk else MOD_DEF)
    if not st.has_statics:
        return max(v, 0)
    race_bit = 1 << db[st.c_card[c]].race
    attr_bit = 1 << db[st.c_card[c]].attribute
    double = False
    for k in range(n_sources(st)):
        src = source(st, db, k)
        if src < 0:
            continue
        rec = db[st.c_card[src]]
        for s in range(rec.s_n):
            kind = rec.s_kind[s]
            if kind == STATIC_EQUIPPED_STATS:          # an Equip Spell's: the monster it is attached to
                if st.c_attached[src] >= 0 and st.c_attached[src] % MAX_CARDS == c:
                    v += rec.s_amount[s] if atk else rec.s_def_amount[s]
            elif kind == STATIC_EQUIPPED_PER_OWN_CARD:   # per card of a kind its controller controls
                if st.c_attached[src] >= 0 and st.c_attached[src] % MAX_CARDS == c:
                    v += rec.s_amount[s] * own_cards_of(st, st.c_ctrl[src], rec.s_attackers[s])
            elif kind == STATIC_MODIFY_STATS:          # by Type or Attribute; ATK and DEF, or ATK alone
                if (rec.s_races[s] & race_bit or rec.s_attrs[s] & attr_bit) and applies(st, db, rec, s) \
                        and not spell_proof(st, db, src, c):
                    v += rec.s_amount[s] if atk else rec.s_def_amount[s]
            elif kind == STATIC_SAME_NAME_STATS:       # Aqua Chorus: another face-up monster of c's name on the field
                if st.c_pos[c] != POS_FACEDOWN_DEF and shares_name(st, db, c) and not spell_proof(st, db, src, c):
                    v += rec.s_amount[s] if atk else rec.s_def_amount[s]
            elif not atk:
                continue
            elif kind == STATIC_OPP_BATTLE_ATK:
                ctrl = st.c_ctrl[src]
                if st.phase == PHASE_BATTLE and is_opponent(st, ctrl, st.turn_player) \
                        and is_opponent(st, ctrl, st.c_ctrl[c]):
                    v += rec.s_amount[s]
            elif kind == STATIC_ATK_PER_OPP_MONSTER:
                if src == c:
                    v += rec.s_amount[s] * opponents_monsters(st, st.c_ctrl[c])
            elif kind == STATIC_ATK_PER_FACE_UP:
                if src == c:
                    v += rec.s_amount[s] * face_up_of_kinds(st, db, rec.s_races[s], rec.s_attrs[s], c)
            elif kind == STATIC_ATK_PER_GRAVE_NAME:
                if src == c:
                    v += rec.s_amount[s] * named_in_graves(st, db, rec, s)
            elif kind == STATIC_ATK_PER_OWN_GRAVE_RACE:   # Red-Eyes Darkness Dragon: its controller's GY
                if src == c:
                    v += rec.s_amount[s] * grave_race_count(st, db, st.c_ctrl[c], rec.s_races[s])
            elif kind == STATIC_SELF_ATK:           # Blade Knight: while its controller's hand is small
                if src == c and own_state_met(st, db, rec, s, src):
                    v += rec.s_amount[s]
            elif kind == STATIC_OWN_ATK:            # Command Knight: its controller's monsters of those Types
                if st.c_ctrl[c] == st.c_ctrl[src] and rec.s_races[s] & race_bit and st.c_pos[c] != POS_FACEDOWN_DEF:
                    v += rec.s_amount[s]
            elif kind == STATIC_ATK_PER_COUNTER:    # Breaker the Magical Warrior: its own Spell Counters
                if src == c:
                    v += rec.s_amount[s] * st.c_counter[c]
            elif kind == STATIC_DIRECT_ATTACK_ATK:
                if src == c and st.step == STEP_DAMAGE and st.atk_card == c and st.atk_target < 0:
                    v += rec.s_amount[s]
            elif kind == STATIC_DOUBLE_ATK:
                double = double or (src == c and opponent_count_met(st, rec, s, c))
    return max(v, 0) * (2 if double else 1)
