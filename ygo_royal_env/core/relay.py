"""KOF relay (RULES.md V-KOF): one active player per team; when one loses, the next teammate in
the team's order of appearance takes over the field, GY and banished cards, and joins when the
current turn ends.

Waiting teammates are alive but absent (``ABSENT_BENCH``); the called one is absent until the
turn ends (``ABSENT_TILL_TURN``), so nobody can attack, target or designate it or its kept cards
(V-KOF-5, A-21), and it is in no decision queue. The team's order of appearance is its player
ids in increasing order (V-KOF-1).
"""
from .._jit import njit
from ..cards.constants import MOD_CONTROL
from .constants import (ABSENT_BENCH, ABSENT_NO, ABSENT_TILL_TURN, EV_JOINED, EV_REJOINED, LOC_BANISHED, LOC_DECK,
                        LOC_EXTRA, LOC_GRAVE, LOC_HAND, LOC_OUT, MAX_CARDS)
from .events import log_event
from .players import in_duel
from .zones import deal_hand, send_to_grave, to_pile


@njit(cache=True)
def next_in_line(st, p):
    """p's first teammate still waiting to appear, -1 if none is left (V-KOF-2)."""
    for q in range(st.num_players):
        if st.team[q] == st.team[p] and st.alive[q] and st.absent[q] == ABSENT_BENCH:
            return q
    return -1


@njit(cache=True)
def clear_pile(st, p, loc):
    """The loser's hand, Deck or Extra Deck is cleared: its own cards leave the game, others'
    go to their owner's GY (R31, R33)."""
    while st.pile_n[p, loc] > 0:
        c = st.pile[p, loc, 0]
        if st.c_owner[c] == p:
            to_pile(st, c, p, LOC_OUT)
        else:
            send_to_grave(st, c)


@njit(cache=True)
def move_slots(st, slots, p, j):
    """Player p's row of zone array ``slots`` (monster or spell/trap zones) passes to j."""
    for z in range(slots.shape[1]):
        c = slots[p, z]
        if c >= 0:
            slots[p, z] = -1
            slots[j, z] = c
            st.c_ctrl[c] = j


@njit(cache=True)
def move_zones(st, p, j):
    """The loser's field passes to j, zone for zone."""
    move_slots(st, st.mzone, p, j)
    move_slots(st, st.szone, p, j)
    c = st.fzone[p]
    if c >= 0:
        st.fzone[p] = -1
        st.fzone[j] = c
        st.c_ctrl[c] = j


@njit(cache=True)
def hand_over(st, p):
    """V-KOF-2 for loser p: hand, Deck and Extra Deck are cleared; field, GY and banished cards
    are kept by the next teammate, who becomes their controller and is treated as their owner
    (REC), also of p's cards another player controls now (they return to the successor); it
    takes p's place in the turn counts and designations of lasting cards (Swords, Steelcage). With
    nobody left to call, p's cards leave the game as in free-for-all (returns False)."""
    j = next_in_line(st, p)
    if j < 0:
        return False
    for loc in (LOC_HAND, LOC_DECK, LOC_EXTRA):
        clear_pile(st, p, loc)
    move_zones(st, p, j)
    for loc in (LOC_GRAVE, LOC_BANISHED):
        while st.pile_n[p, loc] > 0:
            to_pile(st, st.pile[p, loc, 0], j, loc)
    for c in range(MAX_CARDS):
        if st.c_card[c] >= 0 and st.c_owner[c] == p and st.c_loc[c] != LOC_OUT:
            st.c_owner[c] = j
    for k in range(st.md_n):                    # a monster taken from p goes back to j (MOD_CONTROL)
        if st.md_kind[k] == MOD_CONTROL and st.md_player[k] == p:
            st.md_player[k] = j
    for i in range(st.ls_n):                    # a lasting card counting p's turns counts j's
        st.ls_turns[i, j] = st.ls_turns[i, p]
        st.ls_opp[i] = j if st.ls_opp[i] == p else st.ls_opp[i]
    st.absent[j] = ABSENT_TILL_TURN            # V-KOF-4/5: joins when the current turn ends
    log_event(st, EV_JOINED, j, p, 0)
    return True


@njit(cache=True)
def enter_duel(st, p):
    """Temporarily absent player p is in the duel again (3v3) or for the first time (KOF)."""
    st.absent[p] = ABSENT_NO
    log_event(st, EV_REJOINED, p, 0, 0)


@njit(cache=True)
def join_waiting(st):
    """At the end of a turn every called teammate joins: LP and hand of A-18, and a Battle
    Phase and draw in its first turn (V-KOF-3, ``joined``)."""
    for j in range(st.num_players):
        if st.alive[j] and st.absent[j] == ABSENT_TILL_TURN:
            st.joined |= 1 << j
            st.lp[j] = st.joiner_lp
            deal_hand(st, j, st.joiner_hand)
            enter_duel(st, j)


@njit(cache=True)
def next_relay_player(st, tp):
    """The next turn is the other team's (V-KOF-4): its active player."""
    for q in range(st.num_players):
        if st.team[q] != st.team[tp] and in_duel(st, q):
            return q
    return -1
