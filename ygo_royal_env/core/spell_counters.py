"""Spell Counters (a general mechanism): each time a Spell Card's activation resolves, every
face-up card with a "spell counter" static gets one (up to what it can hold), and the cards
waiting for a Spell's resolution note their trigger ("a spell card resolves": Spell
Absorption; "a normal spell card resolves": Dark Eradicator Warlock; "own normal spell card
resolves": Rapid-Fire Magician). Counters are removed as costs (``counter_cost``,
``counter_cost_per_atk``: activation.py) and read by "atk per counter"; a monster whose counters
go after it battled (Mythical Beast Cerberus) loses them as the Battle Phase ends."""
from .._jit import njit

from ..cards.constants import (ACT_SPELL, KIND_SPELL, MOD_BATTLED, STATIC_COUNTERS_CLEARED_AFTER_BATTLE,
                               STATIC_SPELL_COUNTER, SUBTYPE_NORMAL, TRIG_NORMAL_SPELL_RESOLVED,
                               TRIG_OWN_NORMAL_SPELL_RESOLVED, TRIG_SPELL_RESOLVED, UNTIL_END_OF_TURN)
from .constants import LOC_MZONE, N_MZONES, NEGATED_ACTIVATION, POS_FACEDOWN_DEF
from .modifiers import add_modifier, card_has
from .selectors import counter_capacity
from .statics import card_has_static, has_static, spell_trap_negated
from .trigger_events import note_trigger


@njit(cache=True)
def spell_resolved(st, db, k):
    """Chain link k has resolved: if it was a Spell Card's activation (not a lasting card's later
    effect) and its activation was not negated, each other face-up card gets its Spell Counter and
    notes its trigger. A lasting Spell/Trap whose effects are negated does neither. The Spell being
    resolved is not yet a lasting card here, so Spell Absorption does not answer its own activation."""
    c = st.ch_card[k]
    rec = db[st.c_card[c]]
    if rec.kind != KIND_SPELL or rec.e_kind[st.ch_effect[k]] != ACT_SPELL or st.ch_negated[k] == NEGATED_ACTIVATION:
        return
    events = 1 << TRIG_SPELL_RESOLVED
    if rec.subtype == SUBTYPE_NORMAL:
        events |= 1 << TRIG_NORMAL_SPELL_RESOLVED
    for i in range(st.ls_n + st.num_players * N_MZONES):
        if i < st.ls_n:
            d = st.ls_card[i]
            if spell_trap_negated(st, db, d):
                continue
        else:
            j = i - st.ls_n
            d = st.mzone[j // N_MZONES, j % N_MZONES]
            if d < 0 or st.c_pos[d] == POS_FACEDOWN_DEF:
                continue
        if d == c:
            continue
        if card_has_static(st, db, d, STATIC_SPELL_COUNTER):
            st.c_counter[d] = min(st.c_counter[d] + 1, counter_capacity(db, st.c_card[d]))
        mine = (1 << TRIG_OWN_NORMAL_SPELL_RESOLVED) if events & (1 << TRIG_NORMAL_SPELL_RESOLVED) \
            and st.c_ctrl[d] == st.ch_player[k] else 0
        note_trigger(st, d, events | mine)


@njit(cache=True)
def note_battled(st, db, m):
    """Monster m battled a monster: if its counters go as the Battle Phase ends, note it (MOD_BATTLED)."""
    if has_static(st, db, m, STATIC_COUNTERS_CLEARED_AFTER_BATTLE) and not card_has(st, m, MOD_BATTLED):
        add_modifier(st, MOD_BATTLED, m, st.c_ctrl[m], 1, UNTIL_END_OF_TURN, -1, st.turn)


@njit(cache=True)
def clear_battled_counters(st, db):
    """The Battle Phase ends: each face-up monster that battled and loses its counters for it
    (Mythical Beast Cerberus) loses them."""
    for q in range(st.num_players):
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m >= 0 and st.c_loc[m] == LOC_MZONE and st.c_counter[m] > 0 and card_has(st, m, MOD_BATTLED) \
                    and has_static(st, db, m, STATIC_COUNTERS_CLEARED_AFTER_BATTLE):
                st.c_counter[m] = 0
