"""Lasting Spells/Traps: cards that stay face-up once their activation has resolved (Continuous
and Field cards, Swords of Revealing Light, Nightmare's Steelcage), their limited lifetimes
(R39, R41, A-28) and Standby Phase upkeep (Messenger of Peace, R42).

The ``ls_*`` table holds exactly the face-up lasting cards on the field: an entry is added when
the card's link resolves (resolution.py) and removed when the card leaves its zone (zones.detach), so
it cannot go stale; the invariant checker verifies it. Static effects read it (statics.py).
"""
from .._jit import njit

from ..cards.constants import LIFETIME_DESIGNATED, LIFETIME_EACH_OPPONENT, LIFETIME_OWN_STANDBY
from .constants import (ABSENT_BENCH, A_SELECT, EV_PAY_LP, LOC_FZONE, LOC_SZONE, N_SZONES, PROMPT_UPKEEP)
from .events import log_event
from .players import is_opponent, player_at_rel
from .static_locks import hand_play_cost
from .stack import ask, pop
from .zones import destroy


@njit(cache=True)
def add_lasting(st, db, k):
    """Chain link k resolved and its card stays (RULES.md A-28: each counted player's turns from
    now, a turn in progress counting as the first): each opponent of its controller (R39), or
    only the designated one (R41); -1 marks players who do not count."""
    add_lasting_card(st, db, st.ch_card[k], st.ch_player[k], st.ch_opp[k], st.ch_paid[k])


@njit(cache=True)
def add_lasting_card(st, db, c, p, opp, paid):
    """Card c of player p stays face-up from now (its link resolved, or an effect put it there without an
    activation: Gilford the Legend's equips), with the designated opponent ``opp`` and the LP ``paid``."""
    rec = db[st.c_card[c]]
    i = st.ls_n
    st.ls_card[i] = c
    st.ls_opp[i] = opp
    st.ls_paid[i] = paid
    for q in range(st.ls_turns.shape[1]):
        counted = st.alive[q] and st.absent[q] != ABSENT_BENCH and (      # KOF: the waiting do not count
            (rec.lifetime == LIFETIME_EACH_OPPONENT and is_opponent(st, p, q))
            or (rec.lifetime == LIFETIME_DESIGNATED and q == opp))
        st.ls_turns[i, q] = (1 if q == st.turn_player else 0) if counted else -1
        if rec.lifetime == LIFETIME_OWN_STANDBY:       # its controller's Standby Phases after this one
            st.ls_turns[i, q] = 0 if q == p and st.alive[q] else -1
    st.ls_n = i + 1


@njit(cache=True)
def count_turn(st):
    """A turn starts: it counts for the lasting cards that count the turn player's turns."""
    tp = st.turn_player
    for i in range(st.ls_n):
        if 0 <= st.ls_turns[i, tp] < 100:
            st.ls_turns[i, tp] += 1


@njit(cache=True)
def turns_left(st, db, i):
    """Turns still to come before lasting card i is destroyed (0: this End Phase, or no
    lifetime): the slowest living counted player's (R39), or the designated one's (R41)."""
    rec = db[st.c_card[st.ls_card[i]]]
    if rec.lifetime == 0:
        return 0
    left = 0
    for q in range(st.num_players):
        if st.alive[q] and st.ls_turns[i, q] >= 0:
            left = max(left, rec.life_turns - st.ls_turns[i, q])
    return left


@njit(cache=True)
def expires(st, db, i):
    """Lasting card i is destroyed in this End Phase (A-28): every living counted opponent has
    had its turns, and this is a counted opponent's turn (R39); the designated opponent's
    last counted turn, or at once once they have lost (R41)."""
    rec = db[st.c_card[st.ls_card[i]]]
    tp = st.turn_player
    if rec.lifetime == LIFETIME_DESIGNATED and not st.alive[st.ls_opp[i]]:
        return True
    return rec.lifetime != 0 and rec.lifetime != LIFETIME_OWN_STANDBY and st.ls_turns[i, tp] >= 0 \
        and turns_left(st, db, i) == 0


@njit(cache=True)
def standby_lasting(st, db):
    """The turn player's Standby Phase begins: their lasting cards counted in their own Standby Phases are
    destroyed at the last one (Swords of Concealing Light: the 2nd after its activation), by their effect."""
    i = 0
    while i < st.ls_n:
        c = st.ls_card[i]
        if db[st.c_card[c]].lifetime == LIFETIME_OWN_STANDBY and st.c_ctrl[c] == st.turn_player \
                and st.ls_turns[i, st.turn_player] >= db[st.c_card[c]].life_turns:
            destroy(st, db, c, st.c_ctrl[c], False)
        else:
            i += 1


@njit(cache=True)
def end_phase_lasting(st, db):
    """End Phase: destroy the lasting cards whose lifetime is over (by their controller's
    effect); destroying one removes it from the table, so the same index is looked at again."""
    i = 0
    while i < st.ls_n:
        c = st.ls_card[i]
        if expires(st, db, i):
            destroy(st, db, c, st.c_ctrl[c], False)
        else:
            i += 1


@njit(cache=True)
def lasting_index(st, c):
    for i in range(st.ls_n):
        if st.ls_card[i] == c:
            return i
    return -1


U_NEXT = 0
U_ANSWER = 1


@njit(cache=True)
def run_upkeep(st, db, i):
    """Standby Phase upkeep of the turn player's lasting cards, zone by zone (arg 0: the next
    spell/trap zone, N_SZONES the field zone): pay its LP (PROMPT_UPKEEP, A_SELECT) or let it be
    destroyed (A_PASS); a player who cannot pay without reaching 0 LP must let it go. Then every
    player's mandatory upkeep (``mandatory_upkeep``)."""
    tp = st.turn_player
    z = st.stk_arg[i, 0]
    if st.stk_step[i] == U_ANSWER:
        c = st.pr_cand[0]
        cost = db[st.c_card[c]].upkeep_lp
        if st.answer == A_SELECT:
            st.lp[tp] -= cost
            log_event(st, EV_PAY_LP, tp, cost, c)
        else:
            destroy(st, db, c, tp, False)
        st.stk_step[i] = U_NEXT
        z += 1
    while z <= N_SZONES:
        c = st.szone[tp, z] if z < N_SZONES else st.fzone[tp]
        if c >= 0 and db[st.c_card[c]].upkeep_lp > 0 and not db[st.c_card[c]].upkeep_each and lasting_index(st, c) >= 0:
            if st.lp[tp] > db[st.c_card[c]].upkeep_lp:
                st.pr_cand[0] = c
                st.pr_ncand = 1
                st.stk_arg[i, 0] = z
                st.stk_step[i] = U_ANSWER
                ask(st, db, PROMPT_UPKEEP, tp)
                return
            destroy(st, db, c, tp, False)
        z += 1
    mandatory_upkeep(st, db)
    pop(st)


@njit(cache=True)
def mandatory_upkeep(st, db):
    """Every Standby Phase, whoever's turn, the lasting cards whose upkeep is due then and not optional
    (Imperial Order): their controller pays if they keep more than 0 LP, else the card is destroyed; in
    seat order from the turn player, zone by zone."""
    for r in range(st.num_players):
        q = player_at_rel(st, st.turn_player, r)
        for z in range(N_SZONES + 1):
            c = st.szone[q, z] if z < N_SZONES else st.fzone[q]
            if c < 0 or not db[st.c_card[c]].upkeep_each or lasting_index(st, c) < 0:
                continue
            cost = db[st.c_card[c]].upkeep_lp
            if st.lp[q] > cost:
                st.lp[q] -= cost
                log_event(st, EV_PAY_LP, q, cost, c)
            else:
                destroy(st, db, c, q, False)


@njit(cache=True)
def lasting_location(loc):
    return loc == LOC_SZONE or loc == LOC_FZONE


@njit(cache=True)
def pay_hand_play_cost(st, db, p, c):
    """R22 (Chain Energy): p pays the LP cost of playing card c from the hand, as the action is
    taken (the mask offered it only if p stays above 0 LP)."""
    cost = hand_play_cost(st, db)
    if cost > 0:
        st.lp[p] -= cost
        log_event(st, EV_PAY_LP, p, cost, c)
