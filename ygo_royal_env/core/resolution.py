"""Chain resolution (B16, B21): when everyone has passed, the window pushes this unit, which runs
the links last in, first out, one op after another (an op may stop to ask a decision and resume),
checks losses after each link, and then opens the window of an effect's Special Summon."""

from .._jit import njit

from ..cards.constants import RUN_IF_CHOSEN, RUN_IF_DONE, RUN_IF_OPPONENT, RUN_IF_RESULT, RESULT_SHIFT, RESULT_DECLARED, RESULT_UNDECLARED, KIND_MONSTER, MAX_OPS, OP_TO_HAND, SEL_DECK, ACT_LASTING, OP_REQUIRE_COUNT
from .constants import (PHASE_END, NEGATED_ACTIVATION, EV_RESOLVE, LOC_MZONE, POS_FACEUP_CARD, WINDOW_RESPONSE, EV_NEGATED,
                        EVENT_SPECIAL_SUMMON)
from .effects import event_answerable
from .effect_conditions import required_count_holds
from .effect_targets import turn_misses
from .actions import applies_without_activator, found_any, next_choice
from .selectors import is_select_op
from .lasting import add_lasting, lasting_index, lasting_location
from .events import log_event
from .losses import check_losses
from .players import owes_choice
from .priority import become_window
from .stack import clear_sub, pop
from .spell_counters import spell_resolved
from .statics import spell_trap_negated
from .static_locks import destroyed_when_targeted, targets_shielded
from .zones import destroy, release_attached, send_to_grave, shuffle_deck
from .decisions import ask_decision
from .decision_answers import apply_decision
from .links import activator_in_duel, reveal_unseen_targets
from .operations import run_operation
from .trigger_events import note_sent_in_end_phase


@njit(cache=True)
def alternative_place(rec, e, j):
    """Op j's place among effect e's alternative ops (RUN_IF_CHOSEN)."""
    a = 0
    for i in range(j):
        if rec.e_if_done[e, i] & RUN_IF_CHOSEN:
            a += 1
    return a


@njit(cache=True)
def result_misses(st, k, bits):
    """RUN_IF_RESULT: link k's chance result (``ch_result``) is outside the op's range ("if 2 or more are Heads"),
    or is not (RESULT_DECLARED), or is (RESULT_UNDECLARED), one of the numbers declared before the roll (Sixth Sense)."""
    r = st.ch_result[k]
    if bits & (RESULT_DECLARED | RESULT_UNDECLARED):
        hit = 1 <= r <= 6 and (st.ch_declared[k] >> (r - 1)) & 1 == 1
        return hit != (bits & RESULT_DECLARED != 0)
    return bits & RUN_IF_RESULT != 0 and not ((bits >> RESULT_SHIFT) & 0xFF <= r <= (bits >> (RESULT_SHIFT + 8)) & 0xFF)


@njit(cache=True)
def search_failed(st, db, k, e, j):
    """P25 "seed001": link k's search (op j of effect e) finds no legal card in its activator's Deck as it resolves
    (none was there, or the chain took it): the effect is negated, the card goes to the GY (a
    monster from the field too: the seed names no exception; a Spell/Trap by ``finish_link``;
    Sangan is there already) and the Deck is shuffled. Returns whether it failed (the link's
    other operations are then skipped). Under "resolve_empty" (408) such a search does nothing."""
    p = st.ch_player[k]
    if not st.rule_search_fail_negates or not activator_in_duel(st, k) or found_any(st, db, k, e, j):
        return False
    c = st.ch_card[k]
    st.ch_negated[k] = 1
    log_event(st, EV_NEGATED, c, -1, 0)
    if st.c_loc[c] == LOC_MZONE:
        send_to_grave(st, c)
    shuffle_deck(st, p)
    return True


@njit(cache=True)
def targeted_destruction(st, db, k):
    """Spirit Reaper: after a link that targeted it resolves, a face-up monster with
    "destroyed when targeted" is destroyed (by its own effect: credited to its controller)."""
    for j in range(2):
        t = st.ch_target[k] if j == 0 else st.ch_target2[k]
        if t >= 0 and destroyed_when_targeted(st, db, t):
            destroy(st, db, t, st.c_ctrl[t], False)


@njit(cache=True)
def finish_link(st, db, k):
    """A Normal Spell/Trap goes to the GY once its link has resolved; a lasting one stays
    face-up, and its static effects apply from now on (lasting.py), unless its activation was
    negated."""
    c = st.ch_card[k]
    if db[st.c_card[c]].e_kind[st.ch_effect[k]] == ACT_LASTING:
        pass                                     # the effect of a face-up lasting card: the card stays as it was
    elif lasting_location(st.c_loc[c]) and st.c_pos[c] == POS_FACEUP_CARD \
            and db[st.c_card[c]].kind != KIND_MONSTER:  # a monster's effect made it an Equip Card (Blast Sphere)
        if st.ch_negated[k] == NEGATED_ACTIVATION:
            send_to_grave(st, c)                 # a negated activation: the card does not stay (B16)
        elif db[st.c_card[c]].remains and lasting_index(st, c) < 0:
            add_lasting(st, db, k)
        elif not db[st.c_card[c]].remains:
            send_to_grave(st, c)
    st.ch_n = k


R_RUN = 0


R_DECIDED = 1


@njit(cache=True)
def losses_now(st):
    """Process the pending losses (a player at 0 LP loses at once, even as a link resolves); P19
    "end_duel": once one happened the rest of the chain resolves doing nothing. True if anyone lost."""
    if not check_losses(st):
        return False
    if st.rule_chain_stops_on_loss:
        for rest in range(st.ch_n):
            st.ch_negated[rest] = 1
    return True


@njit(cache=True)
def run_resolve(st, db, i):
    """B16: last in, first out; LP 0 is checked after each operation and link (B21: at once). Unit arg 0 is the
    next operation of the top link, so a link can stop for a decision and resume.
    ``resolving`` tells trigger noting which link is resolving (B16 missing the timing)."""
    while st.ch_n > 0:
        k = st.ch_n - 1
        st.resolving = k + 1
        rec = db[st.c_card[st.ch_card[k]]]
        e = st.ch_effect[k]
        j = st.stk_arg[i, 0]
        if st.stk_step[i] == R_DECIDED:          # the operation's decision was made
            if apply_decision(st, db, k, rec.e_op[e, j], i):
                return                           # ... and it asks one more (R_DECIDED again)
            st.stk_step[i] = R_RUN
            j += 1
        elif j == 0:
            log_event(st, EV_RESOLVE, st.ch_card[k], k + 1, 0)
            if not st.ch_negated[k] and rec.kind != KIND_MONSTER and not rec.e_from_grave[e] \
                    and spell_trap_negated(st, db, st.ch_card[k]):   # a card on the field (not Phoenix Blade's GY effect)
                log_event(st, EV_NEGATED, st.ch_card[k], -1, 0)     # Royal Decree, Jinzo, Cyber Blader: negated
                j = MAX_OPS
            elif st.ch_negated[k]:
                j = MAX_OPS                      # B16: a negated activation (or effect) resolves doing nothing
            elif rec.kind == KIND_MONSTER and targets_shielded(st, db, k):
                log_event(st, EV_NEGATED, st.ch_card[k], -1, 0)     # Chaos Command Magician: negated
                j = MAX_OPS
            else:
                reveal_unseen_targets(st, db, k)
        while j < MAX_OPS:
            op = rec.e_op[e, j]
            if (rec.e_if_done[e, j] & RUN_IF_DONE and st.ch_done[k] == 0) \
                    or (rec.e_if_done[e, j] & RUN_IF_OPPONENT and st.ch_opp[k] < 0) \
                    or (rec.e_if_done[e, j] & RUN_IF_CHOSEN and st.ch_declared[k] != alternative_place(rec, e, j) + 1) \
                    or result_misses(st, k, rec.e_if_done[e, j]) or turn_misses(st, st.ch_player[k], rec.e_if_done[e, j]):
                j += 1                           # "and if you do": the op before did nothing; "if by an opponent's
                continue                         # card effect": the trigger's event named none (Broww); a coin or die
                                                 # result outside the op's if_result; another turn (if_turn)
            if op == OP_TO_HAND and rec.x_from[e, j] == SEL_DECK and search_failed(st, db, k, e, j):
                break
            if op == OP_REQUIRE_COUNT and not required_count_holds(st, db, st.ch_card[k], e, j, st.ch_player[k],
                                                                   st.ch_opp[k]):
                break                            # "to resolve this effect": no longer met, the effect stops here
            if is_select_op(op):                 # an action over a selector (actions.py)
                st.stk_arg[i, 0] = j
                st.stk_arg[i, 1] = 0
                clear_sub(st, i)
                if (activator_in_duel(st, k) or applies_without_activator(rec, e, j)) \
                        and next_choice(st, db, k, e, j, i):
                    st.stk_step[i] = R_DECIDED
                    return
                j += 1
                continue
            if ask_decision(st, db, k, op, rec.e_arg[e, j, 0], rec.e_arg[e, j, 1], rec.e_arg[e, j, 2], i):
                st.stk_arg[i, 0] = j
                st.stk_step[i] = R_DECIDED
                return
            if op != 0:
                run_operation(st, db, k, op, rec.e_arg[e, j, 0], rec.e_arg[e, j, 1], rec.e_arg[e, j, 2], j)
                if st.resolving and losses_now(st) and st.done:   # at once, before the link's next prompt
                    st.resolving = 0                            # (Giant Germ's damage, then its Summon)
                    return
            j += 1
        st.stk_arg[i, 0] = 0
        spell_resolved(st, db, k)                    # Spell Counters, "a spell card resolves" triggers
        targeted_destruction(st, db, k)
        finish_link(st, db, k)
        release_attached(st, db)                     # what was attached to a card that left follows it
        losses_now(st)
        if st.done or owes_choice(st):         # R37, V-2v2-4, V-3v3-2: a choice owed now comes before the next link
            st.resolving = 0
            return
    st.resolving = 0
    if st.phase == PHASE_END:
        note_sent_in_end_phase(st)               # Manticore of Darkness, sent during this End Phase
    if not summon_window(st, db, i):
        pop(st)


@njit(cache=True)
def summon_window(st, db, i):
    """B16: the chain resolved with an effect's Special Summon as its last thing (``ss_card``,
    zones.special_summon). If some player could answer it now, the resolution unit becomes the
    Summon's response window (R25, event ``special summon``, as for a procedure's), where the
    triggers of the chain are chained first (B17); returns whether it did. Otherwise no window."""
    c = st.ss_card
    st.ss_card = -1
    if c < 0 or st.c_loc[c] != LOC_MZONE or not event_answerable(st, db, c, EVENT_SPECIAL_SUMMON):
        return False
    become_window(st, i, st.c_ctrl[c], WINDOW_RESPONSE, 0)
    return True
