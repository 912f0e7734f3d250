"""Normal Summon / Set with tributes (B7) and Flip Summon (B8)."""
from numba import njit

from ..cards.constants import TRIG_FLIPPED, TRIG_NORMAL_SUMMONED, TRIG_TRIBUTE_SUMMONED
from .constants import (A_SELECT, EV_FLIP_SUMMON, EV_SET, EV_SUMMON, EV_TRIBUTE, EVENT_SUMMON, POS_FACEDOWN_DEF,
                        POS_FACEUP_ATK, PROC_PRIORITY, PROMPT_TRIBUTE, WINDOW_RESPONSE)
from .events import log_event
from .legal import tributes_needed
from .priority import window_arg
from .stack import ask, candidates_monsters, pop, push
from .trigger_events import note_trigger
from .zones import free_mzone, place_monster, send_to_grave

STEP_START = 0
STEP_TRIBUTE = 1
STEP_TRIBUTE_CHOSEN = 2
STEP_PLACE = 3
STEP_DONE = 4


@njit(cache=True)
def run_summon(st, db, i):
    """Unit args: (hand card, 1 for a Set). Tributes are chosen one prompt at a time."""
    c = st.stk_arg[i, 0]
    p = st.turn_player
    while True:
        step = st.stk_step[i]
        if step == STEP_START:
            st.pr_left = tributes_needed(st, db, c)
            st.stk_arg[i, 1] |= st.pr_left << 1
            st.stk_step[i] = STEP_TRIBUTE
        elif step == STEP_TRIBUTE:
            if st.pr_left > 0:
                candidates_monsters(st, p)
                ask(st, db, PROMPT_TRIBUTE, p)
                st.stk_step[i] = STEP_TRIBUTE_CHOSEN
                return
            st.stk_step[i] = STEP_PLACE
        elif step == STEP_TRIBUTE_CHOSEN:
            t = st.pr_cand[st.answer - A_SELECT]
            log_event(st, EV_TRIBUTE, p, t, 0)
            send_to_grave(st, t)
            st.pr_left -= 1
            st.stk_step[i] = STEP_TRIBUTE
        elif step == STEP_PLACE:
            is_set = st.stk_arg[i, 1] & 1
            place_monster(st, c, p, free_mzone(st, p), POS_FACEDOWN_DEF if is_set else POS_FACEUP_ATK)
            st.normal_summons += 1
            st.stk_step[i] = STEP_DONE
            if is_set:
                log_event(st, EV_SET, p, c, 0)
            else:
                tributes = st.stk_arg[i, 1] >> 1
                log_event(st, EV_SUMMON, p, c, tributes)
                note_trigger(st, c, (1 << TRIG_NORMAL_SUMMONED) | ((1 << TRIG_TRIBUTE_SUMMONED) if tributes > 0 else 0))
                open_summon_window(st, c, p)
                return
        else:
            pop(st)
            return


@njit(cache=True)
def flip_summon(st, c):
    """B8: face-down DEF to face-up ATK; a Summon, so a response window follows (R25)."""
    p = st.c_ctrl[c]
    st.c_pos[c] = POS_FACEUP_ATK
    st.c_changed_turn[c] = st.turn
    log_event(st, EV_FLIP_SUMMON, p, c, 0)
    note_trigger(st, c, 1 << TRIG_FLIPPED)
    open_summon_window(st, c, p)


@njit(cache=True)
def open_summon_window(st, c, p):
    """R25: a Summon directly affects nobody; its window answers the summon event (B16), after
    the triggers it caused are chained (B17)."""
    st.win_event = EVENT_SUMMON
    st.win_card = c
    push(st, PROC_PRIORITY, p, window_arg(WINDOW_RESPONSE, 0))
