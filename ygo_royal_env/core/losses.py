"""Losing players and the end of the duel (RULES.md B21, B22, R31-R34, R36, and the win
conditions of section 3: V-TEAM-3/4, V-BOSS-5, V-KUPL, V-CONTRIB, V-3v3-7, V-KOF-7).

Losses are checked right after anything that can cause one and processed together, so
simultaneous losses are one event (B22).
"""
from .._jit import njit

from .constants import (END_DRAW, END_LAST_STANDING, EV_BOUNTY, EV_GAME_END, EV_LEFT_GAME, EV_PLAYER_LOST, LOSS_TEAM,
                        LOC_DECK, LOC_OUT, LOSS_DESIGNATED, LOSS_LP, MAX_CARDS, MAX_ROLES, OUTCOME_CONTRIB, OUTCOME_IDENTITY,
                        OUTCOME_KUPL)
from .events import log_event
from .players import next_alive, prev_alive
from .relay import hand_over
from .restore import backups_for
from .supply import inert_gain
from .trigger_events import drop_triggers_of
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
def finish(st, winners, losers):
    """End the duel: ``winners`` (bitmask) get +1 and everyone else -1; with no winners it
    is a draw, where the players who lost in this event get 0 (B22, V-TEAM-4)."""
    for p in range(st.num_players):
        if winners:
            st.result[p] = 1 if (winners >> p) & 1 else -1
        elif (losers >> p) & 1:
            st.result[p] = 0
    team = -1
    for p in range(st.num_players):
        if (winners >> p) & 1:
            team = st.team[p]
            break
    st.done = True
    st.end_reason = END_LAST_STANDING if winners else END_DRAW
    st.winner = team
    st.pr_kind = 0
    log_event(st, EV_GAME_END, st.end_reason, team, 0)


@njit(cache=True)
def truncate(st, reason):
    """End the duel undecided (the turn cap, the endless-turn guard): nobody wins, a team
    still in keeps its losers undecided too, and the record stays as it was otherwise."""
    for p in range(st.num_players):
        if not st.alive[p] and team_bits(st, st.team[p]) & alive_bits(st):
            st.result[p] = 0
    st.done = True
    st.truncated = True
    st.end_reason = reason
    st.pr_kind = 0
    log_event(st, EV_GAME_END, reason, -1, 0)


@njit(cache=True)
def alive_bits(st):
    bits = 0
    for p in range(st.num_players):
        if st.alive[p]:
            bits |= 1 << p
    return bits


@njit(cache=True)
def team_bits(st, team):
    bits = 0
    for p in range(st.num_players):
        if st.team[p] == team:
            bits |= 1 << p
    return bits


@njit(cache=True)
def team_outcome(st, losers):
    """V-TEAM-3: one team with living players left wins, its defeated members included;
    none left is a draw (V-TEAM-4). FFA is one-player teams; BOSS is {BOSS} vs challengers."""
    team = -1
    for p in range(st.num_players):
        if st.alive[p]:
            if team >= 0 and st.team[p] != team:
                return
            team = st.team[p]
    finish(st, team_bits(st, team) if team >= 0 else 0, losers)


@njit(cache=True)
def kupl_qualifiers(st, losers):
    """V-KUPL-2, A-36: survivors whose upper player is among the losers while their lower
    player is not, with upper and lower taken among the living just before the loss."""
    bits = 0
    for s in range(st.num_players):
        if st.alive[s] and not (losers >> s) & 1:
            if (losers >> prev_alive(st, s)) & 1 and not (losers >> next_alive(st, s)) & 1:
                bits |= 1 << s
    return bits


@njit(cache=True)
def kupl_outcome(st, losers, qualifiers):
    """V-KUPL-3/4, A-35: the qualifiers win; when 2+ lose at once the only survivor wins;
    nobody left is a draw; otherwise the duel goes on with neighbours recomputed."""
    survivors = alive_bits(st)
    n_losers = 0
    n_survivors = 0
    for p in range(st.num_players):
        n_losers += (losers >> p) & 1
        n_survivors += (survivors >> p) & 1
    if n_survivors == 0:
        finish(st, 0, losers)
    elif n_losers >= 2 and n_survivors == 1:
        finish(st, survivors, losers)
    elif qualifiers:
        finish(st, qualifiers, losers)


@njit(cache=True)
def contrib_winner(st, boss):
    """V-CONTRIB-2 with A-32 to A-34: the undefeated challenger who dealt the BOSS the most
    damage; on a tie the last challenger to damage the BOSS if tied, else the first tied one
    in seat order from the BOSS. -1 if no challenger is alive."""
    best = -1
    for c in range(st.num_players):
        if c != boss and st.alive[c] and (best < 0 or st.dmg_dealt[c, boss] > best):
            best = st.dmg_dealt[c, boss]
    if best < 0:
        return -1
    last = st.last_damager[boss]
    if last >= 0 and st.alive[last] and last != boss and st.dmg_dealt[last, boss] == best:
        return last
    n = st.num_players
    for k in range(1, n):
        c = st.player_at[(st.seat_of[boss] + k) % n]
        if st.alive[c] and st.dmg_dealt[c, boss] == best:
            return c
    return -1


@njit(cache=True)
def role_holders(st, roles):
    """Players whose role is in the ``roles`` bitmask."""
    bits = 0
    for p in range(st.num_players):
        if st.role[p] >= 0 and (roles >> st.role[p]) & 1:
            bits |= 1 << p
    return bits


@njit(cache=True)
def identity_outcome(st, losers):
    """V-ID-4: every role whose target roles' holders have all lost wins, with all its
    holders, defeated ones included. Nobody left is a draw; a lone survivor no role
    satisfies wins by elimination."""
    living = alive_bits(st)
    winners = 0
    for r in range(MAX_ROLES):
        targets = role_holders(st, st.role_targets[r])
        if st.role_targets[r] and targets and not targets & living:
            winners |= role_holders(st, 1 << r)
    if winners:
        finish(st, winners, losers)
    elif living == 0 or living & (living - 1) == 0:
        finish(st, living, losers)


@njit(cache=True)
def popcount(bits):
    k = 0
    while bits:
        k += bits & 1
        bits >>= 1
    return k


@njit(cache=True)
def restore_or_eliminate(st, losers):
    """3v3 (V-3v3-2, V-3v3-7): a team with a backup deck for each of its players who lost in
    this event plays on: they are back in the duel at once with the LP of A-18, owed a backup
    pick, and a turn player among them keeps its turn (V-3v3-4). A team short of backups is
    out, all of it, and the other team wins; both out at once is a draw (A-23)."""
    out_teams = 0
    for p in range(st.num_players):
        if not (losers >> p) & 1:
            continue
        team = team_bits(st, st.team[p])
        if st.rule_team_pool:                       # picks owed by teammates hold backups too
            short = popcount(losers & team) + popcount(st.restore_due & team & ~losers) \
                > popcount(backups_for(st, p))
        else:
            short = backups_for(st, p) == 0
        if short:
            out_teams |= 1 << st.team[p]
    if out_teams:
        winners = 0
        for p in range(st.num_players):
            if not (out_teams >> st.team[p]) & 1:
                winners |= 1 << p
        finish(st, winners, losers)
        return
    for p in range(st.num_players):
        if (losers >> p) & 1:
            st.alive[p] = True
            st.result[p] = 0
            st.lp[p] = st.restored_lp
            st.restore_due |= 1 << p
            drop_triggers_of(st, p)
            if p == st.turn_player:
                st.skip_to_next_turn = False


@njit(cache=True)
def pay_bounty(st, p):
    """V-ID-3: the loser's role bounty goes to whoever caused the loss (A-47), if still in the
    duel: LP and up to the cards the Deck holds (a bounty never decks anyone out), inert as
    a supply (V-2v2-5)."""
    r = st.role[p]
    k = st.killer[p]
    if r < 0 or k < 0 or k == p or not st.alive[k]:
        return
    cards = min(st.role_bounty_draw[r], st.pile_n[k, LOC_DECK])
    if st.role_bounty_lp[r] == 0 and cards == 0:
        return
    inert_gain(st, k, st.role_bounty_lp[r], cards)
    log_event(st, EV_BOUNTY, k, p, cards)


@njit(cache=True)
def check_losses(st):
    """Process every pending loss (LP 0, failed draw, concession, R37 special win) at once, then decide
    whether the duel is over; True if anyone lost."""
    n = st.num_players
    losers = 0
    for p in range(n):
        if st.alive[p] and (st.lp[p] <= 0 or st.pending_loss[p] != 0):
            losers |= 1 << p
    if losers == 0:
        return False
    if st.rule_shared_fate:                   # P33: the whole team goes out together
        for p in range(n):
            if st.alive[p] and not (losers >> p) & 1:
                for q in range(n):
                    if (losers >> q) & 1 and st.team[q] == st.team[p]:
                        st.pending_loss[p] = LOSS_TEAM
                        losers |= 1 << p
                        break
    qualifiers = kupl_qualifiers(st, losers) if st.rule_outcome == OUTCOME_KUPL else 0
    for p in range(n):
        if losers & (1 << p):
            reason = st.pending_loss[p] if st.pending_loss[p] != 0 else LOSS_LP
            st.alive[p] = False
            st.result[p] = -1
            st.loss_reason[p] = reason
            if reason != LOSS_LP and reason != LOSS_DESIGNATED:   # A-47: these two have a killer (P33's none)
                st.killer[p] = -1
            st.pending_loss[p] = 0
            log_event(st, EV_PLAYER_LOST, p, reason, st.killer[p])
            if p == st.turn_player:
                st.skip_to_next_turn = True       # R34
    for p in range(n):
        if losers & (1 << p):
            if not (st.rule_relay and hand_over(st, p)):     # V-KOF-2 keeps the field, else R31-R33
                lose_cards(st, p)
            if st.rule_supply:
                st.supply_due |= team_bits(st, st.team[p]) & alive_bits(st)
            pay_bounty(st, p)
    if st.rule_restore:
        restore_or_eliminate(st, losers)
        return True
    winner = contrib_winner(st, st.boss) if st.rule_outcome == OUTCOME_CONTRIB and (losers >> st.boss) & 1 else -1
    if st.rule_outcome == OUTCOME_KUPL:
        kupl_outcome(st, losers, qualifiers)
    elif st.rule_outcome == OUTCOME_IDENTITY:
        identity_outcome(st, losers)
    elif winner >= 0:
        finish(st, 1 << winner, losers)
    else:
        team_outcome(st, losers)
    return True


@njit(cache=True)
def settled_bits(st):
    """Players whose result can no longer change: everyone once the duel is over, else the
    defeated players with no living teammate (a defeated member of a team still in the
    duel may yet win, V-TEAM-3; a defeated challenger in V-CONTRIB cannot; a defeated role
    holder may yet win with its role, V-ID-4)."""
    if st.done:
        return (1 << st.num_players) - 1
    if st.rule_outcome == OUTCOME_IDENTITY:
        return 0
    living = alive_bits(st)
    bits = 0
    for p in range(st.num_players):
        if not st.alive[p] and (st.rule_outcome == OUTCOME_CONTRIB or not team_bits(st, st.team[p]) & living):
            bits |= 1 << p
    return bits


@njit(cache=True)
def settled_at(states, i):
    """``settled_bits`` of ``states[i]`` (array entry point for Python)."""
    return settled_bits(states[i])
