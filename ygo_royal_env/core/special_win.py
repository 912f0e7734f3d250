"""Special wins under special_win_policy="v3_team_rule" (RULES.md R37, A-25).

A player whose hand completes a special win (``move_notes.note_special_win``) does not win at
once: the engine pushes this unit before anything else goes on (``engine.resume``, like the
2v2 supply). The player designates one opponent with the R11 designation prompt, and that
opponent loses (R31-R35; the killer is the winner, A-47). Then, if more than one team still
has living players, the player loses too. In free-for-all every player is a one-person team
(A-25), so a special win with two or more opponents left only decides who goes out.

A win decided in the End Phase (``end_phase_verdict``: Last Turn's "the player whose monster
remains alone on the field wins") is owed the same way; its "any other case" is a draw, every
remaining player losing at once (B22).
"""
from .._jit import njit

from ..cards.constants import MOD_SOLE_MONSTERS_WIN
from .constants import A_DESIGNATE, LOSS_DESIGNATED, LOSS_DRAWN, LOSS_SPECIAL_WIN, PROMPT_DESIGNATE
from .losses import check_losses, popcount
from .modifiers import in_force, remove_row
from .zone_queries import monster_count
from .players import in_duel, next_owed, player_at_rel
from .stack import ask, pop

W_ASK = 0
W_CHOSEN = 1


@njit(cache=True)
def living_teams(st):
    """How many teams still have a living player."""
    teams = 0
    for p in range(st.num_players):
        if st.alive[p]:
            teams |= 1 << st.team[p]
    return popcount(teams)


@njit(cache=True)
def special_win(st, p, x):
    """R37: the designated opponent x loses first, as its own loss event; then p loses if more
    than one team is left (T-R37a/c), and otherwise p's team has won with x's loss (T-R37b)."""
    st.pending_loss[x] = LOSS_DESIGNATED
    st.killer[x] = p
    check_losses(st)
    if not st.done and st.alive[p] and living_teams(st) > 1:
        st.pending_loss[p] = LOSS_SPECIAL_WIN
        check_losses(st)


@njit(cache=True)
def run_special_win(st, db, i):
    """Unit arg 0: the player being asked. Owed wins are run one player at a time, in player
    id order; a player who is no longer in the duel (lost or conceded meanwhile) has no win."""
    if st.stk_step[i] == W_CHOSEN:
        p = st.stk_arg[i, 0]
        st.special_win_due &= ~(1 << p)
        if in_duel(st, p):
            special_win(st, p, player_at_rel(st, p, st.answer - A_DESIGNATE + 1))
    p, st.special_win_due = next_owed(st, st.special_win_due)
    if st.done or p < 0:
        pop(st)
        return
    st.stk_arg[i, 0] = p
    st.stk_step[i] = W_CHOSEN
    ask(st, db, PROMPT_DESIGNATE, p)


@njit(cache=True)
def end_phase_verdict(st):
    """As this turn's End Phase begins, a "sole monster controller wins at end phase" row made this
    turn (Last Turn) decides: if exactly one player in the duel controls monsters, that player is
    owed a special win (R37: run by ``run_special_win``, as a completed Exodia is); otherwise every
    remaining player loses at once, a draw (B22). Rows merge, so two such effects decide once.
    Only under special_win_policy="v3_team_rule": with the default policy (R9) a special-win card
    is in no valid deck, and a hand-built position's verdict, like Exodia's win hand, does nothing."""
    due = False
    i = 0
    while i < st.md_n:
        if st.md_kind[i] == MOD_SOLE_MONSTERS_WIN and st.md_card[i] < 0:
            due = due or in_force(st, i)
            remove_row(st, i)
        else:
            i += 1
    if not due or not st.rule_special_win or st.done:
        return
    sole = -1
    holders = 0
    for p in range(st.num_players):
        if in_duel(st, p) and monster_count(st, p) > 0:
            sole = p
            holders += 1
    if holders == 1:
        st.special_win_due |= 1 << sole
        return
    for p in range(st.num_players):
        if st.alive[p]:
            st.pending_loss[p] = LOSS_DRAWN
    check_losses(st)
