"""Normal Summon / Set with tributes (B7), Flip Summon (B8) and Special Summon by a monster's
own procedure from the hand (B10, R15)."""
from .._jit import njit

from ..cards.constants import (BANISH_TYPE_CODE, COND_TRIBUTED_OWN_ATTRIBUTE, MOD_TRIBUTED_OWN_ATTRIBUTE,
                               UNTIL_WHILE_ON_FIELD, MAX_BANISH_COST, TRIG_FLIPPED, TRIG_FLIP_SUMMONED,
                               TRIG_NORMAL_SUMMONED, TRIG_SPECIAL_SUMMONED, TRIG_TRIBUTE_SUMMONED)
from .constants import (A_CONCEDE, A_PASS, A_DESIGNATE, A_POSITION, A_SELECT, EV_FLIP_SUMMON, EV_SET, EV_SPECIAL_SUMMON, EV_SUMMON,
                        EV_TRIBUTE, EVENT_SPECIAL_SUMMON, EVENT_SUMMON, POS_FACEDOWN_DEF,
                        POS_FACEUP_ATK, POS_FACEUP_DEF, PROMPT_CHOOSE, PROMPT_DESIGNATE, PROMPT_POSITION,
                        PROMPT_TRIBUTE, WINDOW_RESPONSE, EVENT_SUMMON_ATTEMPT, LOC_MZONE)
from .effects import event_answerable
from .events import log_event
from .legal import counts_double, summon_without_tribute, tribute_fits, tributes_needed
from .modifiers import add_modifier, set_original_stats
from .players import player_at_rel
from .procedure import grave_monsters_of, own_monsters_of_card
from .field_room import type_misfits
from .priority import push_window
from .stack import ask, pop
from .trigger_events import (note_attribute_flip, note_face_up, note_named_summon, note_special_summon, note_trigger,
                             note_summoned_this_turn)
from .zones import banish_card, place_monster, send_to_grave
from .move_notes import note_summon
from .zone_queries import MAIN_ONLY, MONSTERS_ANY, MONSTERS_TRIBUTABLE, free_mzone, monsters_of, tribute_candidates

STEP_START = 0
STEP_TRIBUTE = 1
STEP_TRIBUTE_CHOSEN = 2
STEP_PLACE = 3
STEP_SUCCEED = 4
STEP_DONE = 5


@njit(cache=True)
def ask_tribute(st, db, p, q, summon, c, fits):
    """While Tributes are still due (``pr_left``), ask p for the next one among q's monsters
    (for a Tribute Summon or Set, ``summon``, only those that may be Tributed for one: no Sheep
    Token); returns whether it asked. ``c``: the monster a Tribute Summon puts face-up (-1
    none): under Rivalry of Warlords (R22) the Tributes must take q's face-up monsters of other
    Types, so when as many of them are left as Tributes are due, only they are offered. The
    monster goes to q's field: when q has no free Main Monster Zone, the last Tribute must free
    one (an EMZ monster frees none, V-BOSS-2; Rivalry's adjustment follows later then). ``fits``: the
    database card whose ``tributes_of`` the Tributes must pass (-1: none)."""
    if st.pr_left <= 0:
        return False
    main = MAIN_ONLY if st.pr_left == 1 and free_mzone(st, q) < 0 else 0
    if main or q != p:
        monsters_of(st, db, q, (MONSTERS_TRIBUTABLE if summon else MONSTERS_ANY) | main, 0, -1, True)
    else:                                        # with those p may Tribute as if they controlled them (Soul Exchange)
        tribute_candidates(st, db, p, MONSTERS_TRIBUTABLE if summon else MONSTERS_ANY)
    if c >= 0 and main == 0 and type_misfits(st, db, q, c, False) >= st.pr_left:
        type_misfits(st, db, q, c, True)
    if fits >= 0 and db[fits].tribute_attr:      # only monsters of an Attribute or Type may be Tributed for
        k = 0                                    # database card ``fits`` (Simorgh, Victory Dragon)
        for j in range(st.pr_ncand):
            if tribute_fits(db, st.c_card[st.pr_cand[j]], fits):
                st.pr_cand[k] = st.pr_cand[j]
                k += 1
        st.pr_ncand = k
    ask(st, db, PROMPT_TRIBUTE, p)
    return True


@njit(cache=True)
def tribute_chosen(st, db, p, c):
    """p Tributes the chosen monster: to its owner's GY (B7, B26). For the Tribute Summon of c
    (-1: a cost or a procedure) a monster that counts as 2 Tributes for c's Attribute pays 2
    while 2 are due (Double Coston)."""
    t = st.pr_cand[st.answer - A_SELECT]
    log_event(st, EV_TRIBUTE, p, t, 0)
    double = c >= 0 and st.pr_left >= 2 and counts_double(st, db, t, c)
    send_to_grave(st, t)
    st.pr_left -= 2 if double else 1


@njit(cache=True)
def reads_tribute_attribute(rec):
    """The monster has an effect whose condition asks whether it was Tributed for with its own Attribute."""
    for e in range(rec.e_n):
        if rec.e_cond[e] == COND_TRIBUTED_OWN_ATTRIBUTE:
            return True
    return False


@njit(cache=True)
def attempt_window(st, db, c, p):
    """B16: a monster being Summoned can have its Summon negated (Solemn Judgment) before the
    Summon succeeds. If some player in the duel can do that now, open the window of the
    attempt, answered only by summon negation (effects.effect_usable), and say so; otherwise
    ask nobody."""
    if not event_answerable(st, db, c, EVENT_SUMMON_ATTEMPT):
        return False
    push_window(st, p, WINDOW_RESPONSE, 0)
    return True


@njit(cache=True)
def summoned(st, c, p):
    """The Summon of c by p succeeded: its monster is still on the field where it was put (a
    negated Summon destroyed it)."""
    return st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] == p


@njit(cache=True)
def run_summon(st, db, i):
    """Unit args: (hand card, 1 for a Set); the Tributes due in ``stk_count``, their Attributes in
    ``stk_mask``. Tributes are chosen one prompt at a time; a Summon (not a Set) may then be
    negated in the window of its attempt (B16); if it succeeds its triggers are noted and it gets
    its window (R25)."""
    c = st.stk_arg[i, 0]
    p = st.turn_player
    while True:
        step = st.stk_step[i]
        if step == STEP_START:
            st.pr_left = 0 if not st.stk_arg[i, 1] and summon_without_tribute(st, db, c) \
                else tributes_needed(st, db, c)
            st.stk_count[i] = st.pr_left
            st.stk_step[i] = STEP_TRIBUTE
        elif step == STEP_TRIBUTE:
            if ask_tribute(st, db, p, p, True, -1 if st.stk_arg[i, 1] else c, st.c_card[c]):
                st.stk_step[i] = STEP_TRIBUTE_CHOSEN
                return
            st.stk_step[i] = STEP_PLACE
        elif step == STEP_TRIBUTE_CHOSEN:            # the Tributes' Attributes noted (Swift Birdman Joe)
            st.stk_mask[i] |= 1 << db[st.c_card[st.pr_cand[st.answer - A_SELECT]]].attribute
            tribute_chosen(st, db, p, st.stk_arg[i, 0])
            st.stk_step[i] = STEP_TRIBUTE
        elif step == STEP_PLACE:
            is_set = st.stk_arg[i, 1]
            place_monster(st, c, p, free_mzone(st, p), POS_FACEDOWN_DEF if is_set else POS_FACEUP_ATK)
            st.normal_summons += 1                 # used, even if the Summon is negated
            st.stk_step[i] = STEP_DONE
            if is_set:
                log_event(st, EV_SET, p, c, 0)
            else:
                st.stk_step[i] = STEP_SUCCEED
                if attempt_window(st, db, c, p):
                    return
        elif step == STEP_SUCCEED:
            st.stk_step[i] = STEP_DONE
            if summoned(st, c, p):
                tributes = st.stk_count[i]
                if st.stk_mask[i] & (1 << db[st.c_card[c]].attribute) and reads_tribute_attribute(db[st.c_card[c]]):
                    add_modifier(st, MOD_TRIBUTED_OWN_ATTRIBUTE, c, p, 1, UNTIL_WHILE_ON_FIELD, -1, st.turn)
                log_event(st, EV_SUMMON, p, c, tributes)
                note_summon(st, p)
                note_trigger(st, c, (1 << TRIG_NORMAL_SUMMONED) | ((1 << TRIG_TRIBUTE_SUMMONED) if tributes > 0 else 0))
                note_named_summon(st, db, c, p)
                note_summoned_this_turn(st, db, c)
                open_summon_window(st, c, p)
                return
        else:
            pop(st)
            return


F_ATTEMPT = 0
F_SUCCEED = 1


@njit(cache=True)
def run_flip_summon(st, db, i):
    """Unit arg 0: the face-down monster. B8: face-down DEF to face-up ATK. Like a Normal
    Summon it may be negated in the window of its attempt (B16: Solemn Judgment's "Summoned"
    counts Flip Summons); if it succeeds its Flip Effect is noted and it gets its window (R25)."""
    c = st.stk_arg[i, 0]
    p = st.c_ctrl[c]
    if st.stk_step[i] == F_ATTEMPT:
        st.c_pos[c] = POS_FACEUP_ATK
        st.c_manual_pos_turn[c] = st.turn
        note_face_up(st)                  # R22: Rivalry of Warlords
        st.stk_step[i] = F_SUCCEED
        if attempt_window(st, db, c, p):
            return
    pop(st)
    if summoned(st, c, p):
        log_event(st, EV_FLIP_SUMMON, p, c, 0)
        note_summon(st, p)
        note_trigger(st, c, (1 << TRIG_FLIPPED) | (1 << TRIG_FLIP_SUMMONED))   # a Flip Summon: Stealth Bird
        note_attribute_flip(st, db, c)                                         # Exxod
        open_summon_window(st, c, p)


@njit(cache=True)
def open_summon_window(st, c, p, event=EVENT_SUMMON):
    """R25: a Summon directly affects nobody; its window answers the summon event (B16), after
    the triggers it caused are chained (B17)."""
    st.win_event = event
    st.win_card = c
    push_window(st, p, WINDOW_RESPONSE, 0)


P_BEGIN = 0
P_DESIGNATED = 1
P_TRIBUTE = 2
P_TRIBUTE_CHOSEN = 3
P_BANISH = 4
P_BANISH_CHOSEN = 5
P_POSITION = 6
P_PLACE = 7
P_SUCCEED = 8
P_DONE = 9
P_BANISH_OWN = 10
P_BANISH_OWN_CHOSEN = 11


@njit(cache=True)
def run_procedure(st, db, i):
    """Unit args: (hand card, 0); the opponent it deals with in ``stk_target``, the banish costs
    paid in ``stk_count``. A Special Summon by the card's own procedure (procedure.py says when it is open): for a
    procedure that deals with one opponent's monsters, p designates that opponent (R15: one
    opponent alone); Tributes from that opponent's field, one prompt each; the monsters its
    cost banishes from p's GY, one ``choose card`` prompt each; the position; then the card
    goes to p's field (to the designated opponent's, for Lava Golem), and the Summon gets its
    window like a Normal Summon (it uses no chain, B10; answered by "any summon" conditions).
    A player who concedes meanwhile (R36) summons nothing."""
    c = st.stk_arg[i, 0]
    p = st.turn_player
    rec = db[st.c_card[c]]
    while True:
        step = st.stk_step[i]
        answered = step == P_DESIGNATED or step == P_TRIBUTE_CHOSEN or step == P_BANISH_CHOSEN or step == P_PLACE \
            or step == P_BANISH_OWN_CHOSEN
        if answered and st.answer == A_CONCEDE:
            pop(st)
            return
        q = st.stk_target[i]
        paid = st.stk_count[i]
        if step == P_BEGIN:
            st.stk_step[i] = P_BANISH_OWN if rec.p_banish_card or rec.p_tribute_part else P_BANISH
            if rec.p_tribute > 0:
                ask(st, db, PROMPT_DESIGNATE, p)
                st.stk_step[i] = P_DESIGNATED
                return
        elif step == P_DESIGNATED:
            st.stk_target[i] = player_at_rel(st, p, st.answer - A_DESIGNATE + 1)
            st.pr_left = rec.p_tribute
            st.stk_step[i] = P_TRIBUTE
        elif step == P_TRIBUTE:
            if ask_tribute(st, db, p, q, False, -1, -1):
                st.stk_step[i] = P_TRIBUTE_CHOSEN
                return
            st.stk_step[i] = P_BANISH
        elif step == P_TRIBUTE_CHOSEN:
            tribute_chosen(st, db, p, -1)
            st.stk_step[i] = P_TRIBUTE
        elif step == P_BANISH:
            if paid < MAX_BANISH_COST and rec.p_banish[paid] != 0:
                grave_monsters_of(st, db, p, rec.p_banish[paid], True)
                st.pr_left = 0                                   # a cost: not declinable
                ask(st, db, PROMPT_CHOOSE, p)
                st.stk_step[i] = P_BANISH_CHOSEN
                return
            if rec.p_banish_any and grave_monsters_of(st, db, p, BANISH_TYPE_CODE + rec.p_banish_any, True) > 0:
                st.pr_left = 1 if paid > 0 else 0                # 1 or more: each after the first may be declined
                ask(st, db, PROMPT_CHOOSE, p)
                st.stk_step[i] = P_BANISH_CHOSEN
                return
            st.stk_step[i] = P_POSITION
        elif step == P_BANISH_CHOSEN:
            st.stk_step[i] = P_BANISH
            if st.answer == A_PASS:                              # no more (banish_any)
                st.stk_step[i] = P_POSITION
            else:
                banish_card(st, st.pr_cand[st.answer - A_SELECT], p)
                st.stk_count[i] += 1
        elif step == P_BANISH_OWN:                # banish (Vampire Genesis) or Tribute 1 monster of that name p controls
            own_monsters_of_card(st, db, p, rec.p_banish_card - 1, rec.p_tribute_part, True)
            st.pr_left = 0                                       # a cost: not declinable
            ask(st, db, PROMPT_CHOOSE, p)
            st.stk_step[i] = P_BANISH_OWN_CHOSEN
            return
        elif step == P_BANISH_OWN_CHOSEN:
            m = st.pr_cand[st.answer - A_SELECT]
            if rec.p_tribute_part or rec.p_tribute_card:         # Exxod, Red-Eyes Darkness Dragon: a Tribute
                log_event(st, EV_TRIBUTE, p, m, 0)
                send_to_grave(st, m)
            else:
                banish_card(st, m, p)
            st.stk_step[i] = P_BANISH
        elif step == P_POSITION:
            ask(st, db, PROMPT_POSITION, p)
            st.stk_step[i] = P_PLACE
            return
        elif step == P_PLACE:
            dest = q if q >= 0 else p
            place_monster(st, c, dest, free_mzone(st, dest), POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
            if rec.p_stat_per:                   # Megarock Dragon: its original ATK and DEF per monster banished
                set_original_stats(st, c, p, rec.p_stat_per * paid)
            st.stk_step[i] = P_SUCCEED
            if attempt_window(st, db, c, p):
                return
        elif step == P_SUCCEED:
            st.stk_step[i] = P_DONE
            if summoned(st, c, q if q >= 0 else p):
                st.c_proper[c] = 1
                if rec.p_blocks_normal:
                    st.normal_summons = st.rule_normal_summons      # Lava Golem: no Normal Summon/Set this turn
                log_event(st, EV_SPECIAL_SUMMON, p, c, 0)
                note_summon(st, p)
                note_trigger(st, c, 1 << TRIG_SPECIAL_SUMMONED)
                note_special_summon(st, db, c, -1, True)       # from the hand: Soul-Absorbing Bone Tower
                note_named_summon(st, db, c, p)
                note_summoned_this_turn(st, db, c)
                open_summon_window(st, c, p, EVENT_SPECIAL_SUMMON)
                return
        else:
            pop(st)
            return
