"""Losing players and the end of the duel (RULES.md B21, B22, R31-R34, R36, V-TEAM-3/4).

Losses are checked right after anything that can cause one and processed together, so
simultaneous losses are one event (B22).
"""
from numba import njit

from .constants import (END_DRAW, END_LAST_STANDING, EV_GAME_END, EV_LEFT_GAME, EV_PLAYER_LOST,
                        LOC_OUT, LOSS_LP, MAX_CARDS)
from .events import log_event
from .zones import send_to_grave, to_pile


@njit(cache=True)
def lose_cards(st, p):
    """R31-R33 for loser p, all cards at once (A-09).

    Cards p owns and holds leave the game (not sent to the GY, not banished: R31a); cards
    others own that p holds go to their owner's GY by rule (R33); cards p owns that others
    hold stay until they would return to p (R32, handled by ``send_to_grave``).
    """
    n_left = 0
    for c in range(MAX_CARDS):
        if st.c_card[c] < 0 or st.c_ctrl[c] != p:
            continue
        if st.c_owner[c] == p:
            if st.c_loc[c] != LOC_OUT:
                to_pile(st, c, p, LOC_OUT)            # logs 'left field' for field cards
                n_left += 1
        else:
            send_to_grave(st, c)
    log_event(st, EV_LEFT_GAME, p, n_left, 0)


@njit(cache=True)
def end_duel(st, reason, winner_team):
    st.done = True
    st.end_reason = reason
    st.winner = winner_team
    st.pr_kind = 0
    log_event(st, EV_GAME_END, reason, winner_team, 0)


@njit(cache=True)
def check_losses(st):
    """Process every pending loss (LP 0, failed draw) at once; True if anyone lost.

    V-TEAM-3: when one team has living players it wins, its defeated members included;
    B22/V-TEAM-4: when nobody is left the players who lost in this event draw.
    """
    n = st.num_players
    losers = 0
    for p in range(n):
        if st.alive[p] and (st.lp[p] <= 0 or st.pending_loss[p] != 0):
            losers |= 1 << p
    if losers == 0:
        return False
    for p in range(n):
        if losers & (1 << p):
            st.alive[p] = False
            st.result[p] = -1
            st.loss_reason[p] = st.pending_loss[p] if st.pending_loss[p] != 0 else LOSS_LP
            st.pending_loss[p] = 0
            log_event(st, EV_PLAYER_LOST, p, st.loss_reason[p], 0)
            if p == st.turn_player:
                st.skip_to_next_turn = True       # R34
    for p in range(n):
        if losers & (1 << p):
            lose_cards(st, p)
    teams = 0
    team = -1
    for p in range(n):
        if st.alive[p] and not _team_seen(st, p):
            teams += 1
            team = st.team[p]
    if teams == 0:
        for p in range(n):
            if losers & (1 << p):
                st.result[p] = 0
        end_duel(st, END_DRAW, -1)
    elif teams == 1:
        for p in range(n):
            st.result[p] = 1 if st.team[p] == team else -1
        end_duel(st, END_LAST_STANDING, team)
    return True


@njit(cache=True)
def _team_seen(st, p):
    """True if a living player before p in player order shares p's team."""
    for q in range(p):
        if st.alive[q] and st.team[q] == st.team[p]:
            return True
    return False
