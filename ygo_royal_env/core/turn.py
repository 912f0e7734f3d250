"""The turn: phases in order (B5), draw (B6, R7), main phase actions, hand limit (B20),
and passing the turn to the lower player (R6) up to the turn cap."""
from .._jit import njit

from .constants import (ABSENT_TILL_TURN, A_ACTIVATE, A_ACTIVATE_GRAVE, PROMPT_CHOOSE, A_PROCEDURE, HAND_SLOTS, PROC_PROCEDURE, A_ACTIVATE_END, A_CHANGE_POS, A_FLIP_SUMMON, A_SELECT, A_SET_CARD,
                        A_SET_MONSTER, A_SUMMON, A_TO_BATTLE, END_TURN_CAP,
                        EV_PHASE, EV_POSITION, EV_SET_CARD, EV_TURN, POS_FACEDOWN, LOC_BANISHED, LOC_HAND, LOC_MZONE, PHASE_BATTLE, PHASE_DRAW, PHASE_END,
                        PHASE_MAIN1, PHASE_MAIN2, PHASE_STANDBY, PROC_BATTLE, PROC_DISCARD,
                        PROC_MAIN, PROC_SUMMON, PROC_UPKEEP, PROC_FLIP_SUMMON, PROMPT_DISCARD, PROMPT_IDLE,
                        STEP_START, WINDOW_AFTER_PASS, WINDOW_OPEN, WINDOW_RESPONSE, N_MZONES, EVENT_NORMAL_DRAW)
from ..cards.constants import DECK_SHUFFLED, OP_TO_DECK, MOD_TO_DECK_IN_END_PHASE, MOD_CONTROL, MOD_DESTROY_IN_END_PHASE, MOD_RETURN_IN_END_PHASE, MOD_SKIP_DRAW, MOD_SKIP_STANDBY, MOD_SKIP_MAIN1, MOD_SKIP_BATTLE, TRIG_EACH_END, TRIG_OPPONENT_END, TRIG_OPPONENT_STANDBY, TRIG_OWN_END, TRIG_OWN_STANDBY, TRIG_SPIRIT_END
from .events import log_event
from .special_win import end_phase_verdict
from .lasting import count_turn, end_phase_lasting, pay_hand_play_cost, standby_lasting
from .legal import battle_phase_open, battle_position_after_change, r7_turn
from .losses import check_losses, truncate
from .players import in_duel, next_alive, player_at_rel
from .relay import enter_duel, join_waiting, next_relay_player
from .effects import activatable_effect, event_answerable, grave_activatable
from .priority import push_activation, push_card_activation, push_window, triggers_first
from .stack import ask, candidates_hand, pop, push
from .static_locks import count_standby
from .trigger_events import (note_attached_standby, note_gone_triggers, note_phase_triggers, note_predraw_triggers,
                             note_revive_triggers)
from .modifiers import card_has, in_force, remove_row, sweep_turn, use_player_modifier
from .zones import destroy, discard, give_back, draw_card, place_monster, place_spell, send_to_grave
from .actions import act_on
from .zone_queries import free_mzone, free_szone

# turn unit steps
T_BEGIN = 0
T_STANDBY = 1
T_MAIN1 = 2
T_AFTER_MAIN1 = 3
T_AFTER_BATTLE = 4
T_END = 5
T_HAND_LIMIT = 6
T_NEXT = 7
T_DRAW = 8          # the normal draw, after the chain of a trigger noted before it (Magical Blast)


@njit(cache=True)
def enter_phase(st, phase):
    st.phase = phase
    st.step = STEP_START
    st.main1_fresh = phase == PHASE_MAIN1     # Cold Wave: "at the start of your Main Phase 1"
    st.disc_recent = 0                        # Forced Requisition: "when you discard" is over
    log_event(st, EV_PHASE, st.turn_player, phase, 0)


@njit(cache=True)
def draws_this_turn(st):
    """R7: no draw in a turn the first-turn rule restricts (P5)."""
    return 0 if r7_turn(st) else st.draws_per_turn[st.turn_player]


@njit(cache=True)
def open_state(st):
    push_window(st, st.turn_player, WINDOW_OPEN, 0)


@njit(cache=True)
def begin_turn(st, db):
    tp = st.turn_player
    st.turn += 1
    st.turns_taken[tp] += 1
    st.turn_work = 0
    st.normal_summons = 0
    sweep_turn(st)                           # modifiers until the end of the last turn lapse
    count_turn(st)                           # A-28: lasting cards count their opponents' turns
    log_event(st, EV_TURN, tp, st.round, st.turn)
    enter_phase(st, PHASE_DRAW)


@njit(cache=True)
def draw_phase_draws(st, db):
    """B6: the turn player's normal draw (none if a Draw Phase skip is used up: Reckless Greed, or
    Magical Blast's return to the hand instead), then the Draw Phase's open state; a card drawn
    first gets the response window of the draw if some player could answer it (Drop Off)."""
    tp = st.turn_player
    draws = draws_this_turn(st)
    if draws and use_player_modifier(st, tp, MOD_SKIP_DRAW):
        draws = 0                            # a skipped Draw Phase uses one skip up (Reckless Greed)
    drawn = -1
    for _ in range(draws):
        if not draw_card(st, db, tp):
            break
        drawn = st.pile[tp, LOC_HAND, st.pile_n[tp, LOC_HAND] - 1]
    if st.rule_all_draw:                     # P22 / A-44's alternative: every player draws, from next(TP)
        for r in range(1, st.num_players):
            q = player_at_rel(st, tp, r)
            if in_duel(st, q):
                for _ in range(st.draws_per_turn[q]):
                    if not draw_card(st, db, q):
                        break
    check_losses(st)
    open_state(st)
    if drawn >= 0 and st.c_loc[drawn] == LOC_HAND and event_answerable(st, db, drawn, EVENT_NORMAL_DRAW):
        push_window(st, tp, WINDOW_RESPONSE, 0)   # answered first, then the open state


@njit(cache=True)
def pass_turn(st):
    """R6: the lower player's turn; the round grows when the seat order wraps around.
    R34: after a turn player's loss this is the next living player's Draw Phase. In KOF the
    other team's active player is next.
    At the turn cap the duel is truncated instead, leaving the last turn's record as it was."""
    if st.turn >= st.rule_turn_cap:
        truncate(st, END_TURN_CAP)
        return
    tp = st.turn_player
    if st.rule_relay:                         # V-KOF-4/5: called teammates join, the other team plays
        join_waiting(st)
        nxt = next_relay_player(st, tp)
    else:
        nxt = next_alive(st, tp)
        if st.absent[nxt] == ABSENT_TILL_TURN:  # V-3v3-5: back after the upper player's turn
            enter_duel(st, nxt)
    if st.seat_of[nxt] <= st.seat_of[tp]:
        st.round += 1
    st.turn_player = nxt
    st.step = STEP_START


@njit(cache=True)
def return_control(st):
    """At the End Phase, monsters taken "until the End Phase" this turn (MOD_CONTROL rows) go back to
    the player they were taken from (zones.give_back: R32 if that player has lost)."""
    i = 0
    while i < st.md_n:
        if st.md_kind[i] != MOD_CONTROL or not in_force(st, i):
            i += 1
            continue
        c = st.md_card[i]
        back = st.md_player[i]
        remove_row(st, i)                        # done with, whatever follows
        if st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] != back:
            give_back(st, c, back)
            i = 0                                # the move may drop other rows: look again


@njit(cache=True)
def destroy_doomed(st, db):
    """As this turn's End Phase begins, the monsters Limiter Removal doubled this turn are destroyed
    by their controller's effect, and those Magical Scientist summoned this turn return to their
    owner's (Extra) Deck, if still face-up on the field since (leaving it or being Set drops the
    mark: zones.py)."""
    if st.md_n == 0:
        return
    for q in range(st.num_players):
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m >= 0 and card_has(st, m, MOD_DESTROY_IN_END_PHASE):
                destroy(st, db, m, q, False)
            m = st.mzone[q, z]
            if m >= 0 and card_has(st, m, MOD_TO_DECK_IN_END_PHASE):
                act_on(st, db, OP_TO_DECK, m, q, DECK_SHUFFLED)


@njit(cache=True)
def return_banished(st, db):
    """As this turn's End Phase begins, the monsters banished "until the End Phase" this turn
    (MOD_RETURN_IN_END_PHASE) and still banished return to their owner's field in the position
    they had (not a Summon); without a free zone they go to the GY, and an owner out of the duel
    gets nothing back (Interdimensional Matter Transporter)."""
    i = 0
    while i < st.md_n:
        c = st.md_card[i]
        if c < 0 or st.md_kind[i] != MOD_RETURN_IN_END_PHASE:
            i += 1
            continue
        pos = st.md_value[i]
        remove_row(st, i)                        # done with, whatever follows
        q = st.c_owner[c]
        if st.c_loc[c] != LOC_BANISHED or not in_duel(st, q):
            continue
        z = free_mzone(st, q)
        if z >= 0:
            place_monster(st, c, q, z, pos)
        else:
            send_to_grave(st, c)
        i = 0                                    # the move may drop its other rows: look again


@njit(cache=True)
def run_turn(st, db, i):
    step = st.stk_step[i]
    if step == T_BEGIN:
        begin_turn(st, db)
        if draws_this_turn(st) and note_predraw_triggers(st):   # "instead of conducting your normal draw":
            open_state(st)                                        # chained first, the draw follows (T_DRAW)
            st.stk_step[i] = T_DRAW
            return
        draw_phase_draws(st, db)
        st.stk_step[i] = T_STANDBY
    elif step == T_DRAW:
        draw_phase_draws(st, db)
        st.stk_step[i] = T_STANDBY
    elif step == T_STANDBY:
        st.stk_step[i] = T_MAIN1
        if use_player_modifier(st, st.turn_player, MOD_SKIP_STANDBY):
            return                                        # skipped (Solomon's Lawbook): nothing of it happens
        standby_lasting(st, db)                           # Swords of Concealing Light's 2nd Standby Phase
        if not st.rule_four_phases:                      # P15: seed 004 has no Standby Phase
            enter_phase(st, PHASE_STANDBY)
            count_standby(st, db, st.turn_player)         # Wave-Motion Cannon's counters
            note_phase_triggers(st, TRIG_OWN_STANDBY)     # R20 (Lava Golem)
            note_attached_standby(st)                     # Blast Sphere
            note_phase_triggers(st, TRIG_OPPONENT_STANDBY)   # R12, A-05 (Snatch Steal)
            note_revive_triggers(st)                      # R14 (Vampire Lord)
            open_state(st)
        if st.ls_n > 0:
            push(st, PROC_UPKEEP, 0, 0)          # R42: upkeep first (lasting.py); with four phases before Main
    elif step == T_MAIN1:
        st.stk_step[i] = T_AFTER_MAIN1
        if use_player_modifier(st, st.turn_player, MOD_SKIP_MAIN1):   # skipped (Timeater): on to the Battle Phase
            st.goto_phase = PHASE_BATTLE if battle_phase_open(st, st.turn_player) else PHASE_END
            return
        enter_phase(st, PHASE_MAIN1)
        push(st, PROC_MAIN, 0, 0)
    elif step == T_AFTER_MAIN1:
        skipped = use_player_modifier(st, st.turn_player, MOD_SKIP_BATTLE)   # used up by this turn (Frozen Soul)
        if st.goto_phase == PHASE_BATTLE and not skipped:
            enter_phase(st, PHASE_BATTLE)
            push(st, PROC_BATTLE, 0, 0)
            st.stk_step[i] = T_AFTER_BATTLE
        else:
            st.stk_step[i] = T_END
    elif step == T_AFTER_BATTLE:
        if st.goto_phase == PHASE_MAIN2 and not st.rule_four_phases:   # P15: nor a Main Phase 2
            enter_phase(st, PHASE_MAIN2)
            push(st, PROC_MAIN, 0, 0)
        st.stk_step[i] = T_END
    elif step == T_END:
        enter_phase(st, PHASE_END)
        return_control(st)
        destroy_doomed(st, db)
        return_banished(st, db)
        end_phase_verdict(st)                    # Last Turn: a special win (R37) or a draw (B22)
        end_phase_lasting(st, db)                # R39, R41: lifetimes over
        note_phase_triggers(st, TRIG_OWN_END)        # the turn player's monsters (Solar Flare Dragon)
        note_phase_triggers(st, TRIG_OPPONENT_END)   # R13, R20 (Garuda the Wind Spirit)
        note_phase_triggers(st, TRIG_SPIRIT_END)     # a Spirit returns in the End Phase of its summon or flip turn
        note_gone_triggers(st)                       # Twin-Headed Behemoth, D.D. Scout Plane (R20: any player's)
        note_phase_triggers(st, TRIG_EACH_END)       # R13, R20 (Ectoplasmer)
        open_state(st)
        st.stk_step[i] = T_HAND_LIMIT
    elif step == T_HAND_LIMIT:
        push(st, PROC_DISCARD, 0, 0)
        st.stk_step[i] = T_NEXT
    else:
        pass_turn(st)
        st.stk_step[i] = T_BEGIN


M_ASK = 0
M_CHOSEN = 1
M_DONE = 2
M_GRAVE_CHOSEN = 3       # the GY card whose effect the turn player activates was chosen (A_ACTIVATE_GRAVE)


@njit(cache=True)
def run_main(st, db, i):
    """The turn player's main phase: act, or pass to move on; a pass lets every other
    player decide in turn before the phase changes (R24)."""
    tp = st.turn_player
    step = st.stk_step[i]
    if step == M_ASK:
        if triggers_first(st, tp):                         # B17: e.g. after a Tribute Set
            return
        ask(st, db, PROMPT_IDLE, tp)
        st.stk_step[i] = M_CHOSEN
    elif step == M_CHOSEN:
        a = st.answer
        st.stk_step[i] = M_ASK
        recent = st.disc_recent
        st.disc_recent = 0                                 # a new action: "when you discard" is over, but for
        if A_ACTIVATE <= a < A_ACTIVATE_END:               # an activation answering it (Forced Requisition, as
            st.disc_recent = recent                        # masked). B19: a Spell (hand or Set), an Ignition Effect
            push_activation(st, db, tp, a, True, False)
            st.disc_recent = 0
        elif a == A_ACTIVATE_GRAVE:                        # an Ignition Effect from the GY: which card, if several
            if grave_activatable(st, db, tp, True, True) > 1:
                ask(st, db, PROMPT_CHOOSE, tp)
                st.stk_step[i] = M_GRAVE_CHOSEN
                return
            push_card_activation(st, db, tp, st.pr_cand[0], activatable_effect(st, db, st.pr_cand[0], tp, True),
                                 True, False)
        elif A_PROCEDURE <= a < A_PROCEDURE + HAND_SLOTS:  # B10, R15: a summoning procedure
            pay_hand_play_cost(st, db, tp, st.pile[tp, LOC_HAND, a - A_PROCEDURE])   # R22: Chain Energy
            push(st, PROC_PROCEDURE, st.pile[tp, LOC_HAND, a - A_PROCEDURE], 0)
        elif a >= A_SET_CARD:                              # B3: Set a Spell/Trap
            c = st.pile[tp, LOC_HAND, a - A_SET_CARD]
            pay_hand_play_cost(st, db, tp, c)
            place_spell(st, c, tp, free_szone(st, tp), POS_FACEDOWN)
            log_event(st, EV_SET_CARD, tp, c, 0)
        elif a < A_SUMMON:                                   # A_TO_BATTLE or A_TO_END
            st.goto_phase = PHASE_BATTLE if a == A_TO_BATTLE else PHASE_END
            push_window(st, tp, WINDOW_AFTER_PASS, 0)
            st.stk_step[i] = M_DONE
        elif a < A_FLIP_SUMMON:
            is_set = 1 if a >= A_SET_MONSTER else 0
            h = a - (A_SET_MONSTER if is_set else A_SUMMON)
            pay_hand_play_cost(st, db, tp, st.pile[tp, LOC_HAND, h])
            push(st, PROC_SUMMON, st.pile[tp, LOC_HAND, h], is_set)
        elif a < A_CHANGE_POS:
            push(st, PROC_FLIP_SUMMON, st.mzone[tp, a - A_FLIP_SUMMON], 0)   # B8, B16
        else:                                              # B9
            c = st.mzone[tp, a - A_CHANGE_POS]
            st.c_pos[c] = battle_position_after_change(st.c_pos[c])
            st.c_manual_pos_turn[c] = st.turn
            log_event(st, EV_POSITION, tp, c, st.c_pos[c])
        st.main1_fresh = False                             # after push_activation read it (Cold Wave)
    elif step == M_GRAVE_CHOSEN:
        st.stk_step[i] = M_ASK
        if in_duel(st, tp) and A_SELECT <= st.answer < A_SELECT + st.pr_ncand:   # R36: not if they conceded
            c = st.pr_cand[st.answer - A_SELECT]
            push_card_activation(st, db, tp, c, activatable_effect(st, db, c, tp, True), True, False)
        st.main1_fresh = False
    else:
        pop(st)


D_CHECK = 0
D_CHOSEN = 1


@njit(cache=True)
def run_discard(st, db, i):
    """B20: at the end of the End Phase the turn player discards down to the hand limit."""
    tp = st.turn_player
    if st.stk_step[i] == D_CHOSEN:
        c = st.pr_cand[st.answer - A_SELECT]
        discard(st, tp, c)
    if st.rule_hand_limit >= 0 and st.pile_n[tp, LOC_HAND] > st.rule_hand_limit:
        candidates_hand(st, tp)
        ask(st, db, PROMPT_DISCARD, tp)
        st.stk_step[i] = D_CHOSEN
    else:
        pop(st)
