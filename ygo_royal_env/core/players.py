"""Seats, upper/lower players and who counts as an opponent (RULES.md R3, R5, R6)."""
from .._jit import njit


@njit(cache=True)
def in_duel(st, p):
    """Alive and not temporarily absent: may act, be attacked and be asked to decide."""
    return st.alive[p] and not st.absent[p]


@njit(cache=True)
def next_alive(st, p):
    """R6: p's lower player, the next living player in seat order (p itself may be dead)."""
    n = st.num_players
    s = st.seat_of[p]
    for k in range(1, n + 1):
        q = st.player_at[(s + k) % n]
        if st.alive[q]:
            return q
    return -1


@njit(cache=True)
def prev_alive(st, p):
    """R6: p's upper player."""
    n = st.num_players
    s = st.seat_of[p]
    for k in range(1, n + 1):
        q = st.player_at[(s - k) % n]
        if st.alive[q]:
            return q
    return -1


@njit(cache=True)
def is_opponent(st, p, q):
    """R5: every other player is an opponent; teammates too unless the config says
    otherwise (V-TEAM-5, A-24)."""
    return p != q and (st.rule_teammates_opp or st.team[p] != st.team[q])


@njit(cache=True)
def rel_seat(st, me, q):
    """Seat offset of q seen from me: 0 me, 1 my lower player, ... (fixed for the duel)."""
    return (st.seat_of[q] - st.seat_of[me]) % st.num_players


@njit(cache=True)
def player_at_rel(st, me, r):
    return st.player_at[(st.seat_of[me] + r) % st.num_players]


@njit(cache=True)
def owes_choice(st):
    """The rules owe a player a choice at once (a 3v3 backup pick, a 2v2 supply, a special
    win, R22 and R17's continuous effects): a unit stops before its next question so that
    ``engine.resume`` runs that first."""
    return st.restore_due != 0 or st.supply_due != 0 or st.special_win_due != 0 or st.adjust_due \
        or st.disc_due != 0


@njit(cache=True)
def next_owed(st, due):
    """The first player, in id order, of bitmask ``due`` who is still in the duel, and ``due``
    without the players passed over (R36: a loser is owed no choice); -1 when none is left.
    Used by the units that owe players a choice at once (2v2 supply, special wins)."""
    for p in range(st.num_players):
        if (due >> p) & 1:
            if in_duel(st, p):
                return p, due
            due &= ~(1 << p)
    return -1, due
