"""The pending-work stack and prompts: how a unit suspends for a decision and resumes.

A unit is (procedure id, step, two int args) with a few named fields for what it keeps between
its prompts (``stk_sub``, ``stk_pick``, ...: state.py), one value each. A unit that needs a
decision calls ``ask``, sets its own step to the resume step and returns; the engine builds the prompt's mask
(``engine.resume``) and returns to the caller, and ``apply`` stores the answer in
``st.answer`` before the unit runs again. Units say what they ask, never how the mask is
built: so no unit's compiled code carries the legality checks of every prompt.
"""
from .._jit import njit

from .constants import EV_ASK, LOC_HAND, MAX_CANDIDATES, MASK_PENDING
from .events import log_event
from .legal import uses_candidates
from .selectors import drop_unequippable
from .static_locks import destroy_unsupported, keep_positions
from .zones import release_attached


@njit(cache=True)
def push(st, proc, a0, a1):
    n = st.stk_n
    st.stk_proc[n] = proc
    st.stk_step[n] = 0
    st.stk_arg[n, 0] = a0
    st.stk_arg[n, 1] = a1
    clear_sub(st, n)
    st.stk_n = n + 1


@njit(cache=True)
def clear_sub(st, i):
    """Unit i's named sub-state (state.py: ``stk_sub`` .. ``stk_mask``) as a new unit has it: a resolution
    unit clears it too between the decision ops it runs, and a unit that becomes another (a priority window)."""
    st.stk_sub[i] = 0
    st.stk_pick[i, :] = -1
    st.stk_player[i] = -1
    st.stk_target[i] = -1
    st.stk_count[i] = 0
    st.stk_left[i] = 0
    st.stk_times[i] = 0
    st.stk_low[i] = 0
    st.stk_field[i] = 0
    st.stk_mask[i] = 0
    st.stk_mode[i] = 0


@njit(cache=True)
def pop(st):
    st.stk_n -= 1


@njit(cache=True)
def ask(st, db, kind, player):
    """Set the prompt (candidates, if any, are already in ``pr_cand``); the engine builds its
    mask once the unit has returned. Cards attached to a card that left the field follow it
    first (engine.resume also moves them before every unit, so units build candidates on a
    settled board), and an Equip Spell its monster cannot have any more is destroyed
    (selectors.drop_unequippable, zones.release_attached)."""
    drop_unequippable(st, db)
    destroy_unsupported(st, db)                  # Tornado Wall without Umi
    release_attached(st, db)
    keep_positions(st, db)                       # Level Limit - Area B
    if not uses_candidates(kind):
        st.pr_ncand = 0
    st.pr_kind = kind
    st.pr_player = player
    st.pr_nlegal = MASK_PENDING
    log_event(st, EV_ASK, player, kind, 0)


@njit(cache=True)
def candidates_hand(st, p):
    k = min(st.pile_n[p, LOC_HAND], MAX_CANDIDATES)
    for i in range(k):
        st.pr_cand[i] = st.pile[p, LOC_HAND, i]
    st.pr_ncand = k
