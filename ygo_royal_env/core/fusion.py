"""The Fusion Summon of a resolving chain link (B10; op ``fusion_summon``: Polymerization): the
activator chooses a Fusion Monster of their Extra Deck that can be Fusion Summoned now
(procedure.fusable), then its materials one at a time (a choice only where several cards
fit), which go to the GY together; then the monster's position. It is Special Summoned
properly (``c_proper``: Monster Reborn may revive it later). A Fusion Monster that leaves the
field for the hand or the Deck returns to its owner's Extra Deck instead (zones.to_pile).

The resolution unit keeps the progress: the Fusion Monster and each chosen material in its
``stk_pick`` (-1 not yet), ``stk_sub`` 1 once the position is asked.
"""
from .._jit import njit

from ..cards.constants import MAX_MATERIALS
from .constants import A_POSITION, A_SELECT, LOC_EXTRA, LOC_HAND, LOC_MZONE, POS_FACEUP_ATK, POS_FACEUP_DEF, \
    PROMPT_CHOOSE, PROMPT_POSITION
from .selectors import add_named_candidate
from .procedure import fusable, material_candidates
from .stack import ask, clear_sub
from .field_room import extra_summon_zone
from .zones import send_to_grave, special_summon

@njit(cache=True)
def ask_fusion_monster(st, db, p):
    """Ask p which Fusion Monster to Fusion Summon (one candidate per name); returns whether
    there is one."""
    k = 0
    for i in range(st.pile_n[p, LOC_EXTRA]):
        f = st.pile[p, LOC_EXTRA, i]
        if db[st.c_card[f]].f_mat[0] > 0 and fusable(st, db, p, f):
            k = add_named_candidate(st, k, f)
    st.pr_ncand = k
    if k == 0:
        return False
    st.pr_left = 0
    ask(st, db, PROMPT_CHOOSE, p)
    return True


@njit(cache=True)
def fusion_next(st, db, p, i):
    """Go on with the Fusion Summon resolution unit i keeps: ask for the next material that has a
    choice (one fitting card is taken without asking), or, all chosen, send them to the GY and
    ask the position. Returns whether it asked; when it is over (nothing left to do, or a
    material or the zone is gone) the unit's sub-state is cleared."""
    f = st.stk_pick[i, 0]
    rec = db[st.c_card[f]]
    taken = -1
    for j in range(MAX_MATERIALS):
        row = rec.f_mat[j] - 1
        if row < 0:
            continue
        m = st.stk_pick[i, j + 1]
        if m < 0:
            n, first, _ = material_candidates(st, p, row, taken, True)
            if n == 0:
                clear_sub(st, i)
                return False
            if n > 1:
                st.pr_left = 0
                ask(st, db, PROMPT_CHOOSE, p)
                return True
            m = first
            st.stk_pick[i, j + 1] = m
        taken = m
    for j in range(MAX_MATERIALS):
        m = st.stk_pick[i, j + 1]
        if m >= 0 and (st.c_loc[m] == LOC_HAND or (st.c_loc[m] == LOC_MZONE and st.c_ctrl[m] == p)):
            send_to_grave(st, m)
    if st.c_loc[f] != LOC_EXTRA or extra_summon_zone(st, db, p, f) < 0:
        clear_sub(st, i)
        return False
    ask(st, db, PROMPT_POSITION, p)
    st.stk_sub[i] = 1
    return True


@njit(cache=True)
def fusion_answered(st, db, p, i):
    """Apply p's answer to the Fusion Summon's last question; whether it asked again."""
    if st.stk_pick[i, 0] < 0:                    # the Fusion Monster
        st.stk_pick[i, 0] = st.pr_cand[st.answer - A_SELECT]
        return fusion_next(st, db, p, i)
    if st.stk_sub[i] == 1:                       # its position
        f = st.stk_pick[i, 0]
        special_summon(st, db, f, p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
        st.c_proper[f] = 1                       # B10: properly summoned
        clear_sub(st, i)
        return False
    rec = db[st.c_card[st.stk_pick[i, 0]]]
    for j in range(MAX_MATERIALS):               # the first slot still open takes the chosen card
        if rec.f_mat[j] > 0 and st.stk_pick[i, j + 1] < 0:
            st.stk_pick[i, j + 1] = st.pr_cand[st.answer - A_SELECT]
            break
    return fusion_next(st, db, p, i)
