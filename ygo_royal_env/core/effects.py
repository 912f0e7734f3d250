"""Whether an effect can be activated now, and against whom: the read-only half of the effect
interpreter (the card table's ``e_*`` fields, cards/effects.py), used by the masks.

An activation needs its timing (B19, B15), its condition (the event of the response window:
B16), an opponent as its opponent class says (R11 designation, R18 help), and something for
its operations to act on with that opponent (R11 (b): checked against that opponent only).
"""
from numba import njit

from ..cards.constants import (ACT_SPELL, COND_ATTACK, COND_NONE, COND_SUMMONED, MAX_OPS, OP_DESTROY_ALL,
                               OP_DRAW, OPP_CHAIN, OPP_HELP, STAT_UNKNOWN)
from .constants import (CHAIN_CAP, EVENT_ATTACK, EVENT_SUMMON, LOC_DECK, LOC_HAND, LOC_MZONE, LOC_SZONE,
                        N_MZONES, N_SZONES, POS_FACEDOWN, POS_FACEUP_ATK, POS_FACEUP_DEF)
from .players import in_duel, is_opponent


@njit(cache=True)
def stat(v):
    """'?' ATK/DEF counts as 0."""
    return 0 if v == STAT_UNKNOWN else v


@njit(cache=True)
def event_card(st, cond):
    """The card of the event a condition reads: the summoned monster or the attacker."""
    if cond == COND_SUMMONED and st.win_event == EVENT_SUMMON:
        return st.win_card
    if cond == COND_ATTACK and st.win_event == EVENT_ATTACK:
        return st.atk_card
    return -1


@njit(cache=True)
def condition_holds(st, db, cond, arg, p):
    """The window's event meets the condition for activator p: an opponent of p summoned a
    monster with ATK >= arg that is still face-up on the field, or an opponent's monster is
    declaring an attack (R18: p need not be the attacked player)."""
    if cond == COND_NONE:
        return True
    c = event_card(st, cond)
    if c < 0 or st.c_loc[c] != LOC_MZONE or not is_opponent(st, p, st.c_ctrl[c]):
        return False
    if cond == COND_SUMMONED:
        pos = st.c_pos[c]
        return (pos == POS_FACEUP_ATK or pos == POS_FACEUP_DEF) and stat(db[st.c_card[c]].atk) >= arg
    return True


@njit(cache=True)
def destroyable(st, q, zone, attack_only, source):
    """Cards of player q that a destroy-all over ``zone`` (0 monsters, 1 spells/traps) would
    destroy; the resolving card itself is not among them."""
    k = 0
    if zone == 0:
        for z in range(N_MZONES):
            c = st.mzone[q, z]
            if c >= 0 and (not attack_only or st.c_pos[c] == POS_FACEUP_ATK):
                k += 1
    else:
        for z in range(N_SZONES):
            if st.szone[q, z] >= 0 and st.szone[q, z] != source:
                k += 1
        if st.fzone[q] >= 0 and st.fzone[q] != source:
            k += 1
    return k


@njit(cache=True)
def destroy_all_count(st, zone, whose, attack_only, opp, source):
    if whose == 1:
        return destroyable(st, opp, zone, attack_only, source) if opp >= 0 and in_duel(st, opp) else 0
    k = 0
    for q in range(st.num_players):
        if in_duel(st, q):
            k += destroyable(st, q, zone, attack_only, source)
    return k


@njit(cache=True)
def has_effect_on(st, db, c, e, p, opp):
    """Every operation of the effect would do something with opponent ``opp``: cards to
    draw, cards to destroy (an activation needs an effect to apply; R11 (b))."""
    rec = db[st.c_card[c]]
    for j in range(MAX_OPS):
        op = rec.e_op[e, j]
        if op == OP_DRAW and st.pile_n[p, LOC_DECK] < rec.e_arg[e, j, 0]:
            return False
        if op == OP_DESTROY_ALL and destroy_all_count(st, rec.e_arg[e, j, 0], rec.e_arg[e, j, 1],
                                                      rec.e_arg[e, j, 2], opp, c) == 0:
            return False
    return True


@njit(cache=True)
def help_opponent(st, cond):
    """R18/R12: the opponent of a HELP effect is the player whose action met the condition."""
    c = event_card(st, cond)
    return st.c_ctrl[c] if c >= 0 else -1


@njit(cache=True)
def designations(st, db, c, e, p):
    """Bitmask of the opponents p may designate for an OPP-CHAIN effect (R11 (a), (b))."""
    bits = 0
    for q in range(st.num_players):
        if in_duel(st, q) and is_opponent(st, p, q) and has_effect_on(st, db, c, e, p, q):
            bits |= 1 << q
    return bits


@njit(cache=True)
def effect_usable(st, db, c, e, p):
    """Condition, speed (B15) and an opponent and something to act on, for effect e of c."""
    rec = db[st.c_card[c]]
    if st.ch_n >= CHAIN_CAP - 1:
        return False
    if st.ch_n > 0 and rec.e_speed[e] < max(2, st.ch_speed[st.ch_n - 1]):
        return False
    cond = rec.e_cond[e]
    if not condition_holds(st, db, cond, rec.e_cond_arg[e], p):
        return False
    opp_class = rec.e_opp[e]
    if opp_class == OPP_CHAIN:
        return designations(st, db, c, e, p) != 0
    opp = help_opponent(st, cond) if opp_class == OPP_HELP else -1
    return has_effect_on(st, db, c, e, p, opp)


@njit(cache=True)
def activatable_effect(st, db, c, p, idle):
    """The first effect of card c that p may activate now, or -1. ``idle``: p is at their
    own Main Phase open state (Normal Spells need it, B19). A Spell is activated from the
    hand or Set; a Trap only Set, and not on the turn it was Set (B19)."""
    rec = db[st.c_card[c]]
    loc = st.c_loc[c]
    for e in range(rec.e_n):
        if rec.e_kind[e] == ACT_SPELL:
            if not idle or st.ch_n > 0:
                continue
            if not (loc == LOC_HAND or (loc == LOC_SZONE and st.c_pos[c] == POS_FACEDOWN)):
                continue
        elif loc != LOC_SZONE or st.c_pos[c] != POS_FACEDOWN or st.c_placed_turn[c] == st.turn:
            continue
        if effect_usable(st, db, c, e, p):
            return e
    return -1
