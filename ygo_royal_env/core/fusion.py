"""The Fusion Summon of a resolving chain link (B10; op ``fusion_summon``: Polymerization): the
activator chooses a Fusion Monster of their Extra Deck that can be Fusion Summoned now
(procedure.fusable), then its materials one at a time (a choice only where several cards
fit), which go to the GY together; then the monster's position. It is Special Summoned
properly (``c_proper``: Monster Reborn may revive it later). A Fusion Monster that leaves the
field for the hand or the Deck returns to its owner's Extra Deck instead (zones.to_pile).

Unit arg 1 of the resolution keeps the progress: the Fusion Monster + 1 (bits 0-9), each
chosen material + 1 (bits 10-19, 20-29), and bit 30 once the position is asked.
"""
from .._jit import njit

from ..cards.constants import MAX_MATERIALS
from .constants import A_POSITION, A_SELECT, LOC_EXTRA, LOC_HAND, LOC_MZONE, POS_FACEUP_ATK, POS_FACEUP_DEF, \
    PROMPT_CHOOSE, PROMPT_POSITION
from .selectors import add_named_candidate
from .procedure import fusable, material_candidates
from .stack import ask
from .field_room import extra_summon_zone
from .zones import send_to_grave, special_summon

CARD_BITS = 10
POSITION_ASKED = 1 << 30


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
def chosen(progress, j):
    """The card chosen for material slot j (-1: not yet); slot -1 is the Fusion Monster."""
    return ((progress >> (CARD_BITS * (j + 1))) & ((1 << CARD_BITS) - 1)) - 1


@njit(cache=True)
def fusion_next(st, db, p, progress):
    """Go on with the Fusion Summon at ``progress``: ask for the next material that has a
    choice (one fitting card is taken without asking), or, all chosen, send them to the GY and
    ask the position. Returns the new progress, 0 when it is over (nothing left to do, or a
    material or the zone is gone)."""
    f = chosen(progress, -1)
    rec = db[st.c_card[f]]
    taken = -1
    for j in range(MAX_MATERIALS):
        row = rec.f_mat[j] - 1
        if row < 0:
            continue
        m = chosen(progress, j)
        if m < 0:
            n, first, _ = material_candidates(st, p, row, taken, True)
            if n == 0:
                return 0
            if n > 1:
                st.pr_left = 0
                ask(st, db, PROMPT_CHOOSE, p)
                return progress
            m = first
            progress |= (m + 1) << (CARD_BITS * (j + 1))
        taken = m
    for j in range(MAX_MATERIALS):
        m = chosen(progress, j)
        if m >= 0 and (st.c_loc[m] == LOC_HAND or (st.c_loc[m] == LOC_MZONE and st.c_ctrl[m] == p)):
            send_to_grave(st, m)
    if st.c_loc[f] != LOC_EXTRA or extra_summon_zone(st, db, p, f) < 0:
        return 0
    ask(st, db, PROMPT_POSITION, p)
    return progress | POSITION_ASKED


@njit(cache=True)
def fusion_answered(st, db, p, progress):
    """Apply p's answer to the Fusion Summon's last question; returns the new progress (0: over)."""
    if progress == 0:                            # the Fusion Monster
        return fusion_next(st, db, p, st.pr_cand[st.answer - A_SELECT] + 1)
    if progress & POSITION_ASKED:
        f = chosen(progress, -1)
        special_summon(st, db, f, p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
        st.c_proper[f] = 1                       # B10: properly summoned
        return 0
    rec = db[st.c_card[chosen(progress, -1)]]
    for j in range(MAX_MATERIALS):               # the first slot still open takes the chosen card
        if rec.f_mat[j] > 0 and chosen(progress, j) < 0:
            progress |= (st.pr_cand[st.answer - A_SELECT] + 1) << (CARD_BITS * (j + 1))
            break
    return fusion_next(st, db, p, progress)
