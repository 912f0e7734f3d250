"""The engine loop: ``advance`` runs pending units until someone must decide, ``apply``
checks an answer against the mask and resumes (DESIGN principle 2). Both are jitted and
take a duel record plus the static card table."""
from .._jit import njit

from .battle import run_battle
from .borrow import borrowed
from .activation import run_activate
from .resolution import run_resolve
from ..cards.constants import UNTIL_END_OF_BATTLE
from .constants import (A_CONCEDE, APPLY_DONE, END_ENDLESS_TURN, APPLY_ILLEGAL, APPLY_OK, LOSS_CONCEDED, N_ACTIONS,
                        PROC_ACTIVATE, PROC_BATTLE, PROC_DISCARD, PROC_MAIN, PROC_PRIORITY, PROC_RESOLVE,
                        PROC_SUMMON, PROC_TRIGGERS, EVENT_NONE,
                        PROC_SUPPLY, PROC_TURN, PROC_UPKEEP, PROMPT_NONE, STEP_DAMAGE, STEP_START, PROC_SPECIAL_WIN,
                        PROC_RESTORE, PROC_PROCEDURE, PROC_REQUISITION, PROC_ADJUST, PROC_FLIP_SUMMON, MASK_PENDING)
from .continuous import run_adjust, run_requisition
from .action_mask import nth_legal
from .legal import build_mask
from .lasting import run_upkeep
from .losses import check_losses, truncate
from .modifiers import sweep_until
from .players import in_duel
from .priority import run_priority
from .restore import run_restore
from .segoc import run_triggers
from .stack import push
from .zones import release_attached
from .special_win import run_special_win
from .summon import run_flip_summon, run_procedure, run_summon
from .supply import run_supply
from .turn import T_NEXT, run_discard, run_main, run_turn


@njit(cache=True)
def dispatch(st, db):
    i = st.stk_n - 1
    proc = st.stk_proc[i]
    if proc == PROC_PRIORITY:
        run_priority(st, db, i)
    elif proc == PROC_MAIN:
        run_main(st, db, i)
    elif proc == PROC_BATTLE:
        run_battle(st, db, i)
    elif proc == PROC_SUMMON:
        run_summon(st, db, i)
    elif proc == PROC_DISCARD:
        run_discard(st, db, i)
    elif proc == PROC_SUPPLY:
        run_supply(st, db, i)
    elif proc == PROC_ACTIVATE:
        run_activate(st, db, i)
    elif proc == PROC_RESOLVE:
        run_resolve(st, db, i)
    elif proc == PROC_TRIGGERS:
        run_triggers(st, db, i)
    elif proc == PROC_SPECIAL_WIN:
        run_special_win(st, db, i)
    elif proc == PROC_RESTORE:
        run_restore(st, db, i)
    elif proc == PROC_UPKEEP:
        run_upkeep(st, db, i)
    elif proc == PROC_PROCEDURE:
        run_procedure(st, db, i)
    elif proc == PROC_REQUISITION:
        run_requisition(st, db, i)
    elif proc == PROC_ADJUST:
        run_adjust(st, db, i)
    elif proc == PROC_FLIP_SUMMON:
        run_flip_summon(st, db, i)
    else:
        run_turn(st, db, i)


@njit(cache=True)
def end_turn_now(st):
    """R34: the turn player lost; drop the rest of the turn (once the current chain has
    resolved and after the Damage Step, which ``run_battle`` finishes in one go) and go to the
    next living player's Draw Phase. A control change "until the End Phase" lapses with the turn
    (A-12: its MOD_CONTROL row is for this turn only)."""
    st.skip_to_next_turn = False
    st.stk_n = 1
    st.stk_step[0] = T_NEXT
    st.pr_kind = PROMPT_NONE
    st.q_n = 0
    st.q_pos = 0
    st.atk_card = -1
    st.atk_target = -1
    st.atk_player = -1
    st.atk_negated = False
    sweep_until(st, UNTIL_END_OF_BATTLE)
    st.bp_end = False
    st.ch_n = 0
    st.resolving = 0
    st.win_event = EVENT_NONE
    st.ss_card = -1
    st.step = STEP_START
    st.hand_shown = 0


@njit(cache=True)
def advance(st, db):
    """Run until a decision is needed or the duel ends (no answer is waiting)."""
    resume(st, db, False)


@njit(cache=True, shared_code=True)
def resume(st, db, answered):
    """Run until a decision is needed or the duel ends. Single-option prompts are answered
    here when ``rule_auto_answer`` is set, and counted in ``auto_decisions``.

    Every unit run counts toward the turn's work cap (``rule_turn_work_cap``), prompts the
    engine answers itself included, so a loop that no rule ends truncates the duel.

    Work the rules owe at once (a 3v3 backup pick, the 2v2 supply, a special win) is pushed above the current
    unit, but never while that unit waits for its answer (``answered``): the unit that asked
    takes the answer first, so an answer always reaches the question it answers."""
    db = borrowed(db)
    while not st.done:
        if st.skip_to_next_turn and st.step != STEP_DAMAGE and st.ch_n == 0:
            end_turn_now(st)                  # R34: after the current chain has resolved
            answered = False
        if st.pr_kind != PROMPT_NONE:
            if st.pr_nlegal == MASK_PENDING:
                st.pr_nlegal = build_mask(st, db, st.mask)        # once per prompt, for every unit
            if not in_duel(st, st.pr_player):
                st.pr_kind = PROMPT_NONE          # R36: a loser's pending pass is dropped
                continue
            if not (st.rule_auto_answer and st.pr_nlegal == 1):
                return
            st.answer = nth_legal(st.mask, 0)
            st.pr_kind = PROMPT_NONE
            st.auto_decisions += 1
            answered = True
            continue
        if not answered:
            if st.restore_due and st.stk_proc[st.stk_n - 1] != PROC_RESTORE:
                push(st, PROC_RESTORE, 0, 0)          # V-3v3-2: before anything else goes on
            elif st.supply_due and st.stk_proc[st.stk_n - 1] != PROC_SUPPLY:
                push(st, PROC_SUPPLY, 0, 0)           # V-2v2-4: before anything else goes on
            elif st.special_win_due and st.stk_proc[st.stk_n - 1] != PROC_SPECIAL_WIN:
                push(st, PROC_SPECIAL_WIN, 0, 0)      # R37: likewise
            elif st.adjust_due and st.stk_proc[st.stk_n - 1] != PROC_ADJUST:
                push(st, PROC_ADJUST, 0, 0)           # R22: Rivalry of Warlords (continuous.py)
            elif st.disc_due and st.stk_proc[st.stk_n - 1] != PROC_REQUISITION:
                push(st, PROC_REQUISITION, 0, 0)      # R17: Forced Requisition (continuous.py)
        answered = False
        st.turn_work += 1
        if st.turn_work > st.rule_turn_work_cap:
            truncate(st, END_ENDLESS_TURN)        # a loop no rule ends: the duel must still end
            break
        if st.rel_n > 0:                          # cards follow the card they were attached to before
            release_attached(st, db)              # any unit looks at the board (Premature Burial of a Tribute)
        dispatch(st, db)
    release_attached(st, db)                      # the duel ended with a card still to follow its card
    st.mask[:] = 0


@njit(cache=True)
def apply_action(st, db, action):
    """Answer the current prompt. An illegal action changes nothing (returns APPLY_ILLEGAL)."""
    db = borrowed(db)
    if st.done:
        return APPLY_DONE
    if st.pr_kind == PROMPT_NONE or action < 0 or action >= N_ACTIONS or st.mask[action] == 0:
        return APPLY_ILLEGAL
    st.pr_kind = PROMPT_NONE
    st.decisions += 1
    st.answer = action
    if action == A_CONCEDE:
        st.pending_loss[st.pr_player] = LOSS_CONCEDED     # R36: a concession is a loss
        check_losses(st)
    resume(st, db, True)
    return APPLY_OK


@njit(cache=True)
def apply_at(states, i, db, action):
    """``apply_action`` on ``states[i]``: the entry point from Python, because numba
    dispatches an array and an index about 30x faster than a record scalar."""
    return apply_action(states[i], db, action)


@njit(cache=True)
def start(st, db):
    """Push the first turn and run to the first decision."""
    st.stk_n = 0
    st.stk_proc[0] = PROC_TURN
    st.stk_step[0] = 0
    st.stk_n = 1
    advance(st, db)
