"""Priority windows (RULES.md R24-R28, R36, A-01).

The queue is built once per window: at an open state the turn player first and then round
the table (R24); after an operation the directly affected players first, in seat order from
the actor, then the others, then the actor's final decision (R25-R27, A-01). Players who
have lost are skipped when their turn to decide comes (R36). Without card effects every
decision here is a pass; the effects engine adds activations to the same windows.
"""
from numba import njit

from .constants import PROMPT_PASS, WINDOW_OPEN, WINDOW_RESPONSE
from .players import in_duel
from .stack import ask, pop

STEP_BUILD = 0
STEP_NEXT = 1


@njit(cache=True)
def _append_ring(st, actor, k, affected, want_affected):
    """Append to the queue, in seat order after actor up to prev(actor), the players in the
    duel whose membership in ``affected`` equals ``want_affected``; returns the new length."""
    n = st.num_players
    s = st.seat_of[actor]
    for j in range(1, n):
        q = st.player_at[(s + j) % n]
        if in_duel(st, q) and ((affected >> q) & 1) == want_affected:
            st.q_players[k] = q
            k += 1
    return k


@njit(cache=True)
def build_queue(st, actor, mode, affected):
    k = 0
    if mode == WINDOW_OPEN:
        st.q_players[0] = actor
        k = 1
    # R26: directly affected players first, in seat order from the actor; then R25/R27
    k = _append_ring(st, actor, k, affected, 1)
    k = _append_ring(st, actor, k, affected, 0)
    st.q_n = k
    st.q_pos = 0
    st.q_actor = actor
    st.q_final = mode == WINDOW_RESPONSE and st.rule_actor_final


@njit(cache=True)
def run_priority(st, db, i):
    if st.stk_step[i] == STEP_BUILD:
        build_queue(st, st.stk_arg[i, 0], st.stk_arg[i, 1] & 3, st.stk_arg[i, 1] >> 2)
        st.stk_step[i] = STEP_NEXT
    # STEP_NEXT: a pass (the only legal answer until effects exist) hands priority on
    while st.q_pos < st.q_n:
        p = st.q_players[st.q_pos]
        st.q_pos += 1
        if in_duel(st, p):                     # R36: a loser is no longer asked
            ask(st, db, PROMPT_PASS, p)
            return
    if st.q_final:
        st.q_final = False
        if in_duel(st, st.q_actor):
            ask(st, db, PROMPT_PASS, st.q_actor)
            return
    st.q_n = 0
    st.q_pos = 0
    pop(st)


@njit(cache=True)
def window_arg(mode, affected):
    """Pack a window's mode and affected-player bitmask into one unit argument."""
    return mode | (affected << 2)

