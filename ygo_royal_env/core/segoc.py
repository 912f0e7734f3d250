"""Chaining simultaneous triggers (RULES.md B17, R29, R30, A-03): the unit that turns the
pending triggers (noted by ``trigger_events.py``) into chain links.

A window about to open (or to reopen after a chain) runs this unit first when triggers are
pending. The groups go in R30's order: the turn player's mandatory triggers, each other
player's mandatory triggers in seat order from next(TP), then the optional ones in the same
player order. Within a group its player picks the order, one trigger at a time; in an optional
group they may pass instead, declining the rest. Mandatory triggers are never skipped (R29);
one that cannot be activated (no legal target) is dropped. Each pick is activated as a link
(activation.py) without a window of its own; when the groups are done, the window gets the chain,
and the controller of the last link is the acting player of its response queue (R30).
"""
from .._jit import njit

from ..cards.constants import ACT_TRIGGER, MAYBE_LINKED_TRIGGERS, OPP_LINK, PHASE_TRIGGERS
from .links import affected_bits
from .constants import (A_PASS, A_SELECT, ACTIVATE_AS_TRIGGER, CHAIN_CAP, EV_MISSED_TIMING, MAX_CANDIDATES,
                        PROMPT_TRIGGER, SEGOC_SEAT_FROM_TP, TRIGGER_CAP, WINDOW_RESPONSE)
from .effects import NO_OPPONENT, costs_payable, designates, designations, fixed_opponent, used_this_turn
from .effect_targets import has_effect_on
from .effect_conditions import card_condition_met
from .events import log_event
from .players import in_duel
from .priority import STEP_NEXT, build_queue, push_activate
from .stack import ask, pop

S_EXPAND = 0
S_GROUP = 1
S_CHOSEN = 2


@njit(cache=True)
def chainable_effects(st, db, c, e, p, q):
    """The bitmask of the effects of c that can be chained for the trigger entry of effect e: e's, or for a card
    with an effect choice every one of its effects that can be (Don Zaloog: the discard, the mill)."""
    if not db[st.c_card[c]].e_choice:
        return 1 << e if can_chain(st, db, c, e, p, q) else 0
    bits = 0
    for f in range(db[st.c_card[c]].e_n):
        if can_chain(st, db, c, f, p, q):
            bits |= 1 << f
    return bits


@njit(cache=True)
def can_chain(st, db, c, e, p, q):
    """The trigger can be activated: a legal target, an opponent to designate, something to
    act on (as for any activation: effects.py). ``q``: the player its event names, its
    opponent if it is OPP-LINK (R12)."""
    if st.ch_n >= CHAIN_CAP - 1:
        return False
    rec = db[st.c_card[c]]
    if used_this_turn(st, rec, c, e) or not costs_payable(st, db, c, e, p) or not card_condition_met(st, rec, c, e):
        return False                             # its cost must be payable as it is chained (Axe of Despair)
    if designates(st, rec, e):
        return designations(st, db, c, e, p) != 0
    if rec.e_opp[e] == OPP_LINK:
        opp = q
        if not rec.e_trigger[e] & MAYBE_LINKED_TRIGGERS and (opp < 0 or (not in_duel(st, opp)
                                                                           and not rec.e_trigger[e] & PHASE_TRIGGERS)):
            return False                         # R11 (d) / A-42: the damaged player is gone; a phase
                                                 # trigger still activates, doing nothing to them (R32)
    else:
        opp = fixed_opponent(st, db, rec, e, p)  # HELP, OPP-PHASE (R13)
        if opp == NO_OPPONENT:
            return False
    return has_effect_on(st, db, c, e, p, opp)


@njit(cache=True)
def expand(st, db):
    """Replace each noted card by its trigger effects that wait for the noted events (entry
    with ``tr_event`` 0 and its effect in ``tr_effect``; entries already expanded stay).
    Optional triggers noted late miss the timing (B16); triggers of players out of the duel
    go (R36)."""
    n0 = st.tr_n
    cards = st.tr_card[:n0].copy()
    events = st.tr_event[:n0].copy()
    effects = st.tr_effect[:n0].copy()
    players = st.tr_player[:n0].copy()
    late = st.tr_late[:n0].copy()
    opps = st.tr_opp[:n0].copy()
    n = 0
    for j in range(n0):
        c = cards[j]
        rec = db[st.c_card[c]]
        for e in range(rec.e_n):
            if not in_duel(st, players[j]):
                break
            if events[j] == 0:
                if e != effects[j]:
                    continue
            elif rec.e_kind[e] != ACT_TRIGGER or not rec.e_trigger[e] & events[j] or (rec.e_choice and e > 0):
                continue                         # a card with an effect choice: one entry, the choice made as it is
                                                 # activated (Don Zaloog)
            elif rec.e_optional[e] and late[j]:
                log_event(st, EV_MISSED_TIMING, c, 0, 0)
                continue
            if n < TRIGGER_CAP:
                st.tr_card[n] = c
                st.tr_event[n] = 0
                st.tr_effect[n] = e
                st.tr_player[n] = players[j]
                st.tr_late[n] = 0
                st.tr_opp[n] = opps[j]
                n += 1
    st.tr_n = n


@njit(cache=True)
def group_player(st, g):
    """R30 / A-03: with the REC order (``segoc_order="seat_from_tp"``) group g < N is the
    mandatory triggers of the g-th player from the turn player in seat order and group g >= N
    the optional ones, in the same order; "player_by_player" takes each player's mandatory
    then optional group in turn."""
    n = st.num_players
    k = g % n if st.rule_segoc == SEGOC_SEAT_FROM_TP else g // 2
    return st.player_at[(st.seat_of[st.turn_player] + k) % n]


@njit(cache=True)
def group_optional(st, g):
    return g >= st.num_players if st.rule_segoc == SEGOC_SEAT_FROM_TP else g % 2 == 1


@njit(cache=True)
def group_candidates(st, db, g, write):
    """The pending triggers of group g that can be chained now, as prompt candidates."""
    p = group_player(st, g)
    optional = group_optional(st, g)
    k = 0
    for j in range(st.tr_n):
        c = st.tr_card[j]
        e = st.tr_effect[j]
        if st.tr_event[j] == 0 and st.tr_player[j] == p and (db[st.c_card[c]].e_optional[e] != 0) == optional \
                and chainable_effects(st, db, c, e, p, st.tr_opp[j]) != 0 and k < MAX_CANDIDATES:
            if write:
                st.pr_cand[k] = j
            k += 1
    return k


@njit(cache=True)
def drop_trigger(st, j):
    for m in range(j, st.tr_n - 1):
        st.tr_card[m] = st.tr_card[m + 1]
        st.tr_event[m] = st.tr_event[m + 1]
        st.tr_effect[m] = st.tr_effect[m + 1]
        st.tr_late[m] = st.tr_late[m + 1]
        st.tr_player[m] = st.tr_player[m + 1]
        st.tr_opp[m] = st.tr_opp[m + 1]
    st.tr_n -= 1


@njit(cache=True)
def drop_group(st, db, g):
    """The group is done: its player declined the rest, lost, or nothing else can be chained."""
    p = group_player(st, g)
    optional = group_optional(st, g)
    j = 0
    while j < st.tr_n:
        if st.tr_event[j] == 0 and st.tr_player[j] == p \
                and (db[st.c_card[st.tr_card[j]]].e_optional[st.tr_effect[j]] != 0) == optional:
            drop_trigger(st, j)
        else:
            j += 1


@njit(cache=True)
def run_triggers(st, db, i):
    """Unit arg 0: the group being chained; arg 1: the chain length when the unit began. The
    prompt's candidates are card ids (what the player sees); the unit maps the pick back to
    its pending entry by building the same list again."""
    if st.stk_step[i] == S_EXPAND:
        expand(st, db)
        st.stk_arg[i, 0] = 0
        st.stk_arg[i, 1] = st.ch_n
        st.stk_step[i] = S_GROUP
    elif st.stk_step[i] == S_CHOSEN:
        g = st.stk_arg[i, 0]
        st.stk_step[i] = S_GROUP
        if not in_duel(st, group_player(st, g)) or st.answer == A_PASS:
            drop_group(st, db, g)                     # R36, or "you can" declined
        else:
            group_candidates(st, db, g, True)
            j = st.pr_cand[st.answer - A_SELECT]
            c = st.tr_card[j]
            e = st.tr_effect[j]
            q = st.tr_opp[j]
            owner = st.tr_player[j]              # its activator: a card that left the field since has another
            choice = chainable_effects(st, db, c, e, owner, q) if db[st.c_card[c]].e_choice else 0
            if choice & (choice - 1) == 0 and choice:      # one option: that effect, nothing to choose
                e = 0 if choice == 1 else 1
                choice = 0
            drop_trigger(st, j)                  # controller (a Set Magician of Faith taken by Exchange)
            push_activate(st, c, e, ACTIVATE_AS_TRIGGER, choice, owner, q)
            return
    while st.stk_arg[i, 0] < 2 * st.num_players:
        g = st.stk_arg[i, 0]
        k = group_candidates(st, db, g, True)
        if k > 0 and in_duel(st, group_player(st, g)):
            for m in range(k):
                st.pr_cand[m] = st.tr_card[st.pr_cand[m]]
            st.pr_ncand = k
            st.pr_left = 1 if group_optional(st, g) else 0       # the mask's "may decline"
            ask(st, db, PROMPT_TRIGGER, group_player(st, g))
            st.stk_step[i] = S_CHOSEN
            return
        drop_group(st, db, g)
        st.stk_arg[i, 0] = g + 1
        if st.stk_arg[i, 0] == 2 * st.num_players and st.tr_n > 0:   # noted as the chain was built (a cost sent a
            expand(st, db)                                           # card: Manticore of Darkness): they are
            st.stk_arg[i, 0] = 0                                     # chained too, as the next links
    st.tr_n = 0
    if st.ch_n > st.stk_arg[i, 1]:                   # the window below gets the chain (R30)
        last = st.ch_n - 1
        build_queue(st, st.ch_player[last], WINDOW_RESPONSE, affected_bits(st, db, last))
        st.stk_step[i - 1] = STEP_NEXT
    pop(st)
