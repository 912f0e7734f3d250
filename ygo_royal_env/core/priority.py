"""Priority windows (RULES.md R24-R28, R36, A-01).

The queue is built once per window: at an open state the turn player first and then round
the table (R24; in a Damage Step window the attacked player right after them, R26: B13); after an operation the directly affected players first, in seat order from
the actor, then the others, then the actor's final decision (R25-R27, A-01). Players who
have lost are skipped when their turn to decide comes (R36). A player who activates a card
instead of passing adds a chain link, and the activation rebuilds the queue from them (R28,
activation.py); when everyone has passed, the chain resolves and the turn player gets priority
again at an open state (R24, R28). Before a window opens, and again after its chain has
resolved, pending triggers are chained first (B17, R30: segoc.py); a WINDOW_TRIGGERS window
exists only for them.
"""
from .._jit import njit

from .constants import (A_ACTIVATE, A_ACTIVATE_END, A_ACTIVATE_MONSTER, A_ACTIVATE_SET, ACTIVATE_FROM_WINDOW,
                        ACTIVATE_OPEN,
                        EVENT_NONE, EVENT_SUMMON_ATTEMPT, LOC_HAND, PROC_ACTIVATE, PROC_PRIORITY, PROC_RESOLVE, PROC_TRIGGERS, PROMPT_PASS,
                        WINDOW_OPEN,
                        WINDOW_RESPONSE, WINDOW_TRIGGERS)
from .effects import activatable_effect, card_activation, note_name_activated, usable_effects
from .lasting import pay_hand_play_cost
from .players import in_duel
from .stack import ask, clear_sub, pop, push

STEP_BUILD = 0
STEP_NEXT = 1
STEP_ANSWER = 2
STEP_RESOLVED = 3


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
    mode = st.stk_arg[i, 1]
    step = st.stk_step[i]
    if step == STEP_BUILD and mode != WINDOW_RESPONSE:
        st.win_event = EVENT_NONE              # an open state answers no event
    if (step == STEP_BUILD or step == STEP_RESOLVED) and st.tr_n > 0 and st.ch_n == 0 \
            and st.win_event != EVENT_SUMMON_ATTEMPT:
        push(st, PROC_TRIGGERS, 0, 0)            # B17 / R30: the triggers' chain comes first (after a
        return                                   # Summon's attempt: they wait for its outcome)
    if step == STEP_BUILD and mode == WINDOW_TRIGGERS:
        close_window(st)                         # no trigger was chained
        return
    if step == STEP_BUILD:
        build_queue(st, st.stk_arg[i, 0], mode, st.stk_mask[i])
    elif step == STEP_ANSWER and A_ACTIVATE <= st.answer < A_ACTIVATE_END:
        p = st.pr_player
        st.stk_step[i] = STEP_NEXT
        push_activation(st, db, p, st.answer, False, True)
        return
    elif step == STEP_RESOLVED:
        if mode == WINDOW_RESPONSE or mode == WINDOW_TRIGGERS:   # R28: back to where it happened
            close_window(st)
            return
        build_queue(st, st.turn_player, WINDOW_OPEN, st.stk_mask[i])   # R24: the turn player first again
    st.stk_step[i] = STEP_ANSWER
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
    if st.ch_n > 0:                            # everyone passed in succession: resolve (B16)
        st.stk_step[i] = STEP_RESOLVED
        push(st, PROC_RESOLVE, 0, 0)
        return
    close_window(st)


@njit(cache=True)
def push_activation(st, db, p, a, idle, from_window):
    """Start activating the card of action ``a`` (a hand slot, A_ACTIVATE; a Set card,
    A_ACTIVATE_SET; a face-up monster, A_ACTIVATE_MONSTER): its activation unit (activation.py)
    takes over."""
    if a >= A_ACTIVATE_MONSTER:
        c = st.mzone[p, a - A_ACTIVATE_MONSTER]
    elif a >= A_ACTIVATE_SET:
        c = st.szone[p, a - A_ACTIVATE_SET]
    else:
        c = st.pile[p, LOC_HAND, a - A_ACTIVATE]
    e = activatable_effect(st, db, c, p, idle)
    if a < A_ACTIVATE_SET:
        pay_hand_play_cost(st, db, p, c)          # R22: Chain Energy
    push_card_activation(st, db, p, c, e, idle, from_window)


@njit(cache=True)
def push_card_activation(st, db, p, c, e, idle, from_window):
    """Start activating effect e of card c (the card of an activation action, or one picked in p's GY:
    turn.run_main)."""
    if st.rule_same_name_once and card_activation(db[st.c_card[c]], e):
        note_name_activated(st, p, st.c_card[c])  # P27
    choice = usable_effects(st, db, c, p, idle) if db[st.c_card[c]].e_choice else 0   # the activator chooses 1
    push_activate(st, c, e, ACTIVATE_FROM_WINDOW if from_window else ACTIVATE_OPEN, choice, -1, -1)


@njit(cache=True)
def push_activate(st, c, e, mode, choice, player, opp):
    """Push the activation unit of effect e of card c (activation.run_activate): how it started (ACTIVATE_*), the
    bitmask of the usable effects to choose from (0: none to choose), a trigger's player and OPP-LINK opponent (-1
    none)."""
    push(st, PROC_ACTIVATE, c, e)
    n = st.stk_n - 1
    st.stk_mode[n] = mode
    st.stk_mask[n] = choice
    st.stk_player[n] = player
    st.stk_target[n] = opp


@njit(cache=True)
def triggers_first(st, p):
    """Before p is asked at an open state (Main Phase, Battle Step): if triggers wait (after
    the Damage Step, a Set, ...), push a window that only chains them (B17) and say so."""
    if st.tr_n == 0:
        return False
    push_window(st, p, WINDOW_TRIGGERS, 0)
    return True


@njit(cache=True)
def close_window(st):
    st.q_n = 0
    st.q_pos = 0
    st.win_event = EVENT_NONE
    pop(st)


@njit(cache=True)
def push_window(st, p, mode, affected):
    """Push a priority window (unit args: the actor p, the mode ``WINDOW_*``) and its directly affected
    players (R26), a bitmask in ``stk_mask``."""
    push(st, PROC_PRIORITY, p, mode)
    st.stk_mask[st.stk_n - 1] = affected


@njit(cache=True)
def become_window(st, i, p, mode, affected):
    """Unit i, done, becomes the priority window that answers it (as ``push_window`` would push it): a resolution
    ending with a Special Summon (B16), an activation's link (R25)."""
    st.stk_proc[i] = PROC_PRIORITY
    st.stk_step[i] = 0
    st.stk_arg[i, 0] = p
    st.stk_arg[i, 1] = mode
    clear_sub(st, i)
    st.stk_mask[i] = affected

