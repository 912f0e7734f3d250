"""A chain link as its effect resolves (B16): is its activator still in the duel, are its targets still
legal, which players it directly affects (R26). Shared by activation, resolution and the ops."""

from .._jit import njit

from ..cards.constants import OPP_CHAIN, TGT_SELECT, TARGET_SLOT
from .constants import EV_REVEAL, POS_FACEDOWN
from .selectors import still_selectable
from .events import log_event
from .players import in_duel
from .statics import spell_proof
from .zones import on_field


@njit(cache=True)
def activator_in_duel(st, k):
    """The link's activator is still in the duel with the deck it activated from (R31: a
    loser's link does nothing for them; so does the link of a 3v3 player restored since)."""
    p = st.ch_player[k]
    return in_duel(st, p) and st.ch_gen[k] == st.gen[p]


@njit(cache=True)
def target_still_legal(st, db, k):
    """At resolution a selected target must still fit (B16: a target that left or changed is
    not affected); an event card must still be on the field; a Spell does not affect a
    monster unaffected by Spells (it may still have targeted it)."""
    return target_ok(st, db, k, st.ch_target[k])


@njit(cache=True)
def reveal_unseen_targets(st, db, k):
    """As link k resolves, its activator looks at a target chosen face-down by a filter that could
    not see it (``or_face_down``); its filter is then checked on what it is (De-Spell: a Set Trap is
    not destroyed and stays Set)."""
    rec = db[st.c_card[st.ch_card[k]]]
    e = st.ch_effect[k]
    if rec.e_target[e] == TGT_SELECT and rec.x_unseen[e, TARGET_SLOT]:
        for t in (st.ch_target[k], st.ch_target2[k]):
            if t >= 0 and on_field(st, t) and st.c_pos[t] == POS_FACEDOWN:
                log_event(st, EV_REVEAL, st.ch_player[k], t, 1)


@njit(cache=True)
def target_ok(st, db, k, t):
    """``target_still_legal`` for target t of link k (its first or its second)."""
    if t < 0 or spell_proof(st, db, st.ch_card[k], t):
        return False
    rec = db[st.c_card[st.ch_card[k]]]
    e = st.ch_effect[k]
    if rec.e_target[e] == TGT_SELECT:
        return still_selectable(st, db, st.ch_card[k], e, TARGET_SLOT, t)
    return on_field(st, t)


@njit(cache=True)
def affected_bits(st, db, k):
    """RULES.md 2.5 (A-02): the designated or linked opponent and the target's controller,
    not the activator."""
    p = st.ch_player[k]
    bits = 0
    if st.ch_opp[k] >= 0 and (st.rule_designation_affects
                              or db[st.c_card[st.ch_card[k]]].e_opp[st.ch_effect[k]] != OPP_CHAIN):
        bits |= 1 << st.ch_opp[k]                # P36: a designated opponent counts unless the rule says not
    if st.ch_target[k] >= 0:
        bits |= 1 << st.c_ctrl[st.ch_target[k]]
    if st.ch_target2[k] >= 0:                    # T-R26a: the controllers of both targets
        bits |= 1 << st.c_ctrl[st.ch_target2[k]]
    return bits & ~(1 << p)
