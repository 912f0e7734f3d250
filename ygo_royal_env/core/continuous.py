"""Continuous effects that act at a moment of their own, outside any chain: Forced Requisition
(R17, OPP-APPLY: an opponent designated at each application) and Rivalry of Warlords (R22: every
player keeps monsters of one Type).

Both are work the rules owe at once: the cards that move note it (``zones.discard``:
``disc_due``; ``trigger_events.note_face_up``: ``adjust_due``) and ``engine.resume`` pushes the
unit before anything else goes on, once the unit that moved the cards stops asking (so a
player's discards of one action count together); a chain resolving stops after the link
(``players.owes_choice``).
"""
from .._jit import njit

from ..cards.constants import STATIC_DISCARD_TOO
from .constants import (A_DESIGNATE, A_SELECT, EV_DESIGNATED, LOC_HAND, N_MZONES, POS_FACEDOWN_DEF, PROMPT_CHOOSE,
                        PROMPT_DESIGNATE, PROMPT_DISCARD)
from .events import log_event
from .legal import hand_opponents
from .players import in_duel, player_at_rel
from .stack import ask, candidates_hand, pop
from .field_room import lasting_statics_of, type_cap_on, type_candidates
from .zones import discard_by, send_to_grave

RQ_NEXT = 0
RQ_DESIGNATED = 1
RQ_DISCARDED = 2


@njit(cache=True)
def run_requisition(st, db, i):
    """R17 (T-R17): for each player whose discards are due, in seat order from the turn player:
    each applying Forced Requisition they control makes them designate one opponent who holds a
    card (PROMPT_DESIGNATE), and that opponent discards as many cards as they discarded, each of
    their choice (PROMPT_DISCARD; fewer if the hand runs out). The unit keeps the player
    (``stk_player``), the cards they discarded (``stk_count``), the applications left
    (``stk_times``), the designated opponent (``stk_target``) and the discards they still owe
    (``stk_left``). Discards made here are noted too: the opponent's own Forced Requisition
    answers them (each one takes a card from a hand, so it ends)."""
    step = st.stk_step[i]
    p = st.stk_player[i]
    if step == RQ_DESIGNATED:
        if in_duel(st, p):
            q = player_at_rel(st, p, st.answer - A_DESIGNATE + 1)
            log_event(st, EV_DESIGNATED, p, q, st.stk_count[i])
            st.stk_target[i] = q
            st.stk_left[i] = st.stk_count[i]
            if ask_discard(st, db, i):
                return
    elif step == RQ_DISCARDED:
        q = st.stk_target[i]
        if in_duel(st, q):                      # R36: one who conceded at the prompt discards nothing
            discard_by(st, q, st.pr_cand[st.answer - A_SELECT], p)   # by p's Forced Requisition
            st.stk_left[i] -= 1
            if ask_discard(st, db, i):
                return
    while True:
        if p >= 0 and st.stk_times[i] > 0 and in_duel(st, p) and hand_opponents(st, p) != 0:
            st.stk_times[i] -= 1                 # one more Forced Requisition of p's applies
            st.stk_step[i] = RQ_DESIGNATED
            ask(st, db, PROMPT_DESIGNATE, p)
            return
        p = next_due(st, db, i)
        if p < 0:
            break
    pop(st)


@njit(cache=True)
def ask_discard(st, db, i):
    """The designated opponent discards the next card, if any are left to discard and they hold
    one. Returns whether it asked."""
    q = st.stk_target[i]
    if in_duel(st, q) and st.stk_left[i] > 0 and st.pile_n[q, LOC_HAND] > 0:
        candidates_hand(st, q)
        st.stk_step[i] = RQ_DISCARDED
        ask(st, db, PROMPT_DISCARD, q)
        return True
    st.stk_step[i] = RQ_NEXT
    return False


@njit(cache=True)
def next_due(st, db, i):
    """The next player, in seat order from the turn player, whose discards are due: taken off the
    due list with their count; the unit set for them (player, count, applications). -1 when none
    is left."""
    n = st.num_players
    for r in range(n):
        p = player_at_rel(st, st.turn_player, r)
        if (st.disc_due >> p) & 1:
            st.disc_due &= ~(1 << p)
            count = st.disc_count[p]
            st.disc_count[p] = 0
            apps = lasting_statics_of(st, db, p, STATIC_DISCARD_TOO) if in_duel(st, p) and count > 0 else 0
            st.stk_player[i] = p
            st.stk_count[i] = count
            st.stk_times[i] = apps
            return p
    return -1


AD_NEXT = 0
AD_CHOSEN = 1


@njit(cache=True)
def run_adjust(st, db, i):
    """R22 (T-R22f): while a card lets every player control face-up monsters of only 1 Type
    (Rivalry of Warlords), each player in the duel with face-up monsters of 2+ Types, in seat
    order from the turn player, keeps one Type (PROMPT_CHOOSE: one monster of each Type) and
    sends their other face-up monsters to the GY. Unit arg 0: the seat offset from the turn
    player being asked."""
    st.adjust_due = False
    r = st.stk_arg[i, 0]
    if st.stk_step[i] == AD_CHOSEN:
        q = player_at_rel(st, st.turn_player, r)
        if in_duel(st, q):
            keep = db[st.c_card[st.pr_cand[st.answer - A_SELECT]]].race
            for z in range(N_MZONES):
                m = st.mzone[q, z]
                if m >= 0 and st.c_pos[m] != POS_FACEDOWN_DEF and db[st.c_card[m]].race != keep:
                    send_to_grave(st, m)
        r += 1
    st.stk_step[i] = AD_NEXT
    if type_cap_on(st, db):
        while r < st.num_players:
            q = player_at_rel(st, st.turn_player, r)
            if in_duel(st, q) and type_candidates(st, db, q, True) > 1:
                st.stk_arg[i, 0] = r
                st.stk_step[i] = AD_CHOSEN
                st.pr_left = 0
                ask(st, db, PROMPT_CHOOSE, q)
                return
            r += 1
    st.adjust_due = False                        # sending monsters to the GY placed none
    st.stk_arg[i, 0] = 0
    pop(st)
