"""Activation and chain resolution (B15, B16, R11, R18, R25-R28): the acting half of the
effect interpreter.

Activating is a unit: designate the opponent (R11: part of activation, before priority
passes), fix the target, put the card face-up, add the link, then open the response window
with the directly affected players first (R26), or, when the activation answered a window,
rebuild that window's queue from the new activator (R28). When everyone has passed, the
window pushes the resolution unit, which runs the links last in, first out, checking losses
after each (B21).
"""
import numpy as np
from .._jit import njit

from ..cards.constants import (MOD_ATK, MOD_DEF, MOD_DESTROY_IN_END_PHASE, MOD_HALVE_ORIGINAL_ATK, MOD_NO_SUMMON,
                               OP_PLAYER_MODIFIER, UNTIL_END_OF_TURN, KIND_MONSTER, MAX_OPS, OP_TO_HAND, SEL_DECK, OP_ATTACK_AGAIN, OP_BANISH_TARGET, OP_CHANGE_POSITION_TARGET,
                               OP_DAMAGE, OP_SET_LP, OP_TAKE_CONTROL, OP_BANISH_NAME_IF_FLIP,
                               OP_DAMAGE_TARGET_ATK, OP_DESTROY_TARGET, OP_DRAW, OP_NEGATE_ATTACK,
                               OP_SET_TARGET, OP_SPECIAL_SUMMON_TARGET,
                               OP_DISCARD, OP_DISCARD_HAND_DRAW, DISCARD_WHO_EACH, DISCARD_WHO_JAR_SCOPE,
                               OP_FLIP_MONSTERS, OP_OPPONENT_DRAWS, OP_BANISH_FROM_GRAVE, OP_DECLARE_MILL,
                               OP_DISCARD_RANDOM, OPP_CHAIN, OPP_LINK, OP_SUMMON_FROM_HAND, OP_TARGET_TO_HAND, SUBTYPE_FIELD, SUBTYPE_FLIP,
                               TGT_EVENT_CARD, TGT_SELECT, TRIG_FLIPPED, KIND_TRAP, LP_COST_HALF,
                               OP_DESTROY_CHOSEN_MONSTER, OP_NEGATE_ACTIVATION, OP_NEGATE_SUMMON, ATTACH_CONTROL,
                               LP_COST_FIXED, OP_ATTACH_TARGET, OP_GAIN_LP, SEL_GRAVEYARD, TARGET_SLOT, ACT_LASTING, ACT_TRIGGER,
                               OP_DESTROY_HIGHEST_DEF, OP_MUTUAL_GRAVE_BANISH, OP_SET_FROM_HAND,
                               OP_DESTROY_TARGET_DAMAGE_BOTH, OP_DECLARE_RACE_DESTROY, OP_RETURN_TO_HAND, OP_ADD_COUNTER,
                               OP_BANISH_BATTLED, OP_FUSION_SUMMON, OP_SUMMON_SELF, OP_TRIBUTE_OWN,
                               OP_DESTROY_FIELD_MONSTER, OP_REDIRECT_ATTACK, OP_EXCHANGE_HANDS,
                               OP_DECLARE_LEVEL_EXCAVATE, OP_KEEP_ONE_TYPE, OP_TRIBUTE_FOR_DAMAGE, GAIN_SNATCH_STEAL,
                               GAIN_IF_SPELL_IN_HAND, SUBTYPE_FUSION, SUBTYPE_RITUAL, OP_SUMMON_TOKENS, OP_GAIN_ATK,
                               OP_HALVE_ORIGINAL_ATK, OP_DOUBLE_OWN_ATK, ONCE_PER_BATTLE)
from .battle import inflict_damage
from .constants import (A_DESIGNATE, A_PASS, A_POSITION, A_SELECT, ACTIVATE_AS_TRIGGER, ACTIVATE_FROM_WINDOW,
                        ACTIVATE_LINK_UNIT, ACTIVATE_PLAYER_UNIT, EV_ACTIVATE, EV_DECLARE, LOC_GRAVE, PROMPT_DECLARE,
                        EV_ATTACK_NEGATED, EV_TO_HAND, EV_TRIBUTE, PROMPT_CHOOSE,
                        CONTROL_CAP, EV_PAY_LP, EV_REVEAL, MAX_CANDIDATES, PROMPT_DISCARD, PROMPT_LP_COST,
                        EV_BANISHED, EV_POSITION, EV_RESOLVE, EV_TARGET,
                        EVENT_NONE, LOC_BANISHED, LOC_DECK, LOC_HAND, LOC_MZONE, LOC_SZONE, N_MZONES,
                        POS_FACEDOWN_DEF, POS_FACEUP_ATK, POS_FACEUP_CARD, POS_FACEUP_DEF,
                        PROC_PRIORITY, PROMPT_DESIGNATE, PROMPT_POSITION, PROMPT_TARGET, WINDOW_RESPONSE, EV_NEGATED,
                        EVENT_SUMMON_ATTEMPT, EV_GAIN_LP, POS_FACEDOWN, EV_SET_CARD, EV_DECLARE_RACE,
                        PROMPT_DECLARE_RACE, ACTIVATE_CHOICE_UNIT, PROMPT_EFFECT_CHOICE, PROMPT_TRIBUTE,
                        EV_DECLARE_LEVEL, PROMPT_DECLARE_LEVEL, EV_ATK_CHANGED, EVENT_SPECIAL_SUMMON)
from .effects import (own_race_monster, summon_answerable, deck_kind_candidates, designates, designator, event_card, holds_spell, fixed_opponent, grave_monsters, discard_candidates,
                      cost_tributes, highest_def_monsters, target_candidates_but,
                      hand_summon_candidates, target_candidates)
from .fusion import ask_fusion_monster, fusion_answered
from .actions import act_on, choice_made, found_any, next_choice
from .selectors import add_named_candidate, is_select_op, per_count, still_selectable
from .modifiers import add_modifier, drop_card, modify_players
from .lasting import add_lasting, lasting_index, lasting_location
from .events import log_event
from .losses import check_losses
from .players import in_duel, owes_choice, player_at_rel
from .priority import build_queue, window_arg
from .stack import ask, candidates_hand, pop
from .trigger_events import note_face_up, note_lp_gain, note_trigger
from .rng import rng_below
from .procedure import normal_summonable, summonable_by_effect
from .statics import (cur_atk, destroyed_when_targeted, effect_draw, grave_banish_allowed, open_mzone, race_fits, room_for_monsters,
                      spell_proof, spell_trap_negated, stat, summon_zone, type_fits)
from .tokens import summon_tokens
from .zones import (MONSTERS_ANY, attach, banish_card, monsters_of, change_control, destroy, discard, free_mzone, free_szone, on_field,
                    monster_count, note_attack_counts, note_turned_face_down,
                    owner_in_game, place_field, release_attached,
                    place_spell,
                    send_to_grave, shuffle_deck, special_summon, to_pile)

A_BEGIN = 0
A_DESIGNATED = 1
A_TARGET = 2
A_TARGETED = 3
A_COST = 4
A_PAID = 5
A_PLACE = 6
A_LP = 7
A_LP_PAID = 8
A_EFFECT_CHOSEN = 9      # the activator chose one of the card's effects (Enemy Controller)
A_MONSTER_TRIBUTED = 10  # the monster Tributed as a cost was chosen (Enemy Controller)
A_DISCARD_COST = 11
A_TRIBUTE = 12           # a Tribute cost of a Type, paid before the targets (Icarus Attack)
A_RACE_TRIBUTED = 13
A_DECLARE = 14           # a value the activator declares as they activate the effect (a Type, a card kind)
A_DECLARED = 15
A_TARGETED2 = 14         # the second target of a target_count 2 effect was chosen


@njit(cache=True)
def activator_in_duel(st, k):
    """The link's activator is still in the duel with the deck it activated from (R31: a
    loser's link does nothing for them; so does the link of a 3v3 player restored since)."""
    p = st.ch_player[k]
    return in_duel(st, p) and st.ch_gen[k] == st.gen[p]


@njit(cache=True)
def half_lp(st, p):
    """Half of p's LP, rounded up (B23) or down (P16 lp_rounding="floor")."""
    return st.lp[p] // 2 if st.rule_lp_floor else (st.lp[p] + 1) // 2


@njit(cache=True)
def pay_lp_cost(st, p, k, c, paid):
    """p pays the LP cost of link k's activation (card c). A cost of all their LP (B21), or more
    under P17 "pay_to_zero_and_lose", takes them to 0 (never below): they lose at once, with no
    killer (a cost is no damage, P18); their cards leave the game (R31), the activation among
    them, and the duel goes on for the others. Returns whether p lost (the activation stops)."""
    st.lp[p] = max(0, st.lp[p] - paid)
    st.ch_paid[k] = paid
    log_event(st, EV_PAY_LP, p, paid, c)
    if st.lp[p] > 0:
        return False
    st.killer[p] = -1
    check_losses(st)
    return True


@njit(cache=True)
def affected_bits(st, db, k):
    """RULES.md 2.5 (A-02): the designated or linked opponent and the target's controller,
    not the activator."""
    p = st.ch_player[k]
    bits = 0
    if st.ch_opp[k] >= 0 and (st.rule_designation_affects
                              or db[st.c_card[st.ch_card[k]]].e_opp[st.ch_effect[k]] != OPP_CHAIN):
        bits |= 1 << st.ch_opp[k]                # P36: a designated opponent counts unless the rule says not
    if st.ch_target[k] >= 0:
        bits |= 1 << st.c_ctrl[st.ch_target[k]]
    if st.ch_target2[k] >= 0:                    # T-R26a: the controllers of both targets
        bits |= 1 << st.c_ctrl[st.ch_target2[k]]
    return bits & ~(1 << p)


@njit(cache=True)
def run_activate(st, db, i):
    """Unit args: (card, effect | ACTIVATE_FROM_WINDOW | ACTIVATE_AS_TRIGGER). The link being
    built sits in slot ch_n. Designation (R11) comes first, then the target, which R11 (b)
    checks against the designated opponent, then the costs; all before priority passes. A
    trigger being chained (B17) gets no window of its own: the chain of triggers gets one."""
    c = st.stk_arg[i, 0]
    flags = st.stk_arg[i, 1]
    e = flags & (ACTIVATE_FROM_WINDOW - 1)
    k = st.ch_n
    step = st.stk_step[i]
    first = step == A_BEGIN or step == A_EFFECT_CHOSEN
    p = st.c_ctrl[c] if first else st.ch_player[k]    # a cost may move the card
    if step == A_BEGIN and flags >= ACTIVATE_PLAYER_UNIT:
        p = flags // ACTIVATE_PLAYER_UNIT - 1    # a trigger's player: who controlled the card at its event
    rec = db[st.c_card[c]]
    if not first and not in_duel(st, p):       # R36: conceded during the activation
        pop(st)
        return
    if step == A_EFFECT_CHOSEN or (step == A_BEGIN and flags % ACTIVATE_PLAYER_UNIT >= ACTIVATE_CHOICE_UNIT):
        choice = (flags % ACTIVATE_PLAYER_UNIT) // ACTIVATE_CHOICE_UNIT   # an effect choice: the usable effects
        flags = flags - choice * ACTIVATE_CHOICE_UNIT                     # (push_activation)
        if step == A_EFFECT_CHOSEN:
            if not in_duel(st, p):
                pop(st)
                return
            e = st.answer - A_SELECT             # kept on the link (ch_effect) and shown in its record
        elif choice & (choice - 1):              # more than one: the activator chooses (Enemy Controller)
            st.ch_card[k] = c                    # for describe_action
            st.pr_left = choice
            ask(st, db, PROMPT_EFFECT_CHOICE, p)
            st.stk_step[i] = A_EFFECT_CHOSEN
            return
        flags = (flags & ~(ACTIVATE_FROM_WINDOW - 1)) | e
        st.stk_arg[i, 1] = flags
        step = A_BEGIN
        st.stk_step[i] = A_BEGIN
    if step == A_BEGIN:
        if not flags & (ACTIVATE_FROM_WINDOW | ACTIVATE_AS_TRIGGER):
            st.win_event = EVENT_NONE           # activated at an open state: it answers no event
        st.ch_card[k] = c
        st.ch_effect[k] = e
        st.ch_player[k] = p
        st.ch_gen[k] = st.gen[p]
        st.ch_target[k] = event_card(st, db, rec.e_cond[e]) if rec.e_target[e] == TGT_EVENT_CARD else -1
        st.ch_target2[k] = -1
        st.ch_opp[k] = fixed_opponent(st, db, rec, e, p)  # HELP (R18/R12), OPP-PHASE (R13); else -1
        if rec.e_opp[e] == OPP_LINK:               # R12: the player the trigger's event named
            st.ch_opp[k] = (flags % ACTIVATE_CHOICE_UNIT) // ACTIVATE_LINK_UNIT - 1
        st.ch_paid[k] = 0
        st.ch_negated[k] = 0
        st.ch_done[k] = 0
        st.ch_declared[k] = 0
        if rec.e_once[e] == ONCE_PER_BATTLE:      # once per battle (Injection Fairy Lily)
            st.c_dused[c] = 1
        elif rec.e_once[e] or rec.e_no_attack[e]:  # once per turn; "cannot attack the turn you activate this"
            st.c_used[c] = st.turn * 2 + rec.e_no_attack[e]
        st.stk_step[i] = A_TRIBUTE
        if designates(st, rec, e):               # R11; R13 example 3: Ectoplasmer's turn player designates
            ask(st, db, PROMPT_DESIGNATE, designator(st, rec, e, p))
            st.stk_step[i] = A_DESIGNATED
            return
    elif step == A_DESIGNATED:
        d = designator(st, rec, e, p)
        if not in_duel(st, d):                   # R36: the turn player conceded at Ectoplasmer's designation
            pop(st)
            return
        st.ch_opp[k] = player_at_rel(st, d, st.answer - A_DESIGNATE + 1)
        st.stk_step[i] = A_TRIBUTE
    elif step == A_RACE_TRIBUTED or step == A_MONSTER_TRIBUTED:   # the monster Tributed as a cost
        m = st.pr_cand[st.answer - A_SELECT]
        log_event(st, EV_TRIBUTE, p, m, 0)
        send_to_grave(st, m)
        release_attached(st)                     # what was attached to it leaves before targets are chosen
        st.stk_step[i] = A_TARGET if step == A_RACE_TRIBUTED else A_DISCARD_COST
    elif step == A_TARGETED:
        st.ch_target[k] = st.pr_cand[st.answer - A_SELECT]
        st.stk_step[i] = A_COST
        if rec.x_count[e, TARGET_SLOT] > 1:      # a second, different card (R10: Icarus Attack)
            st.pr_ncand = target_candidates_but(st, db, c, e, p, st.ch_opp[k], True, st.ch_target[k], -1)
            ask(st, db, PROMPT_TARGET, p)
            st.stk_step[i] = A_TARGETED2
            return
    elif step == A_TARGETED2:
        st.ch_target2[k] = st.pr_cand[st.answer - A_SELECT]
        st.stk_step[i] = A_COST
    elif step == A_PAID:
        d = st.pr_cand[st.answer - A_SELECT]
        discard(st, p, d)
        st.stk_step[i] = A_LP
    elif step == A_LP_PAID:
        st.stk_step[i] = A_DECLARE
        if pay_lp_cost(st, p, k, c, (st.answer - A_SELECT + 1) * 1000):
            pop(st)
            return
    elif step == A_DECLARED:
        st.ch_declared[k] = st.answer - A_SELECT + 1
        if declaration_prompt(rec, e) == PROMPT_DECLARE_RACE:
            log_event(st, EV_DECLARE_RACE, p, st.ch_declared[k], c)
        else:
            log_event(st, EV_DECLARE, p, st.ch_declared[k] - 1, c)
        st.stk_step[i] = A_PLACE
    if st.stk_step[i] == A_TRIBUTE:              # "Tribute 1 <Type> monster to ...": a cost paid before targeting
        st.stk_step[i] = A_TARGET
        if rec.e_cost_race[e]:
            cost_tributes(st, db, c, e, p, st.ch_opp[k], True)
            st.pr_left = 1                       # one Tribute to choose
            ask(st, db, PROMPT_TRIBUTE, p)
            st.stk_step[i] = A_RACE_TRIBUTED
            return
    if st.stk_step[i] == A_TARGET:
        st.stk_step[i] = A_COST
        if rec.e_target[e] == TGT_SELECT:
            st.pr_ncand = target_candidates(st, db, c, e, p, st.ch_opp[k], True)
            ask(st, db, PROMPT_TARGET, p)
            st.stk_step[i] = A_TARGETED
            return
    if st.stk_step[i] == A_COST:                 # costs are paid as part of activation
        st.stk_step[i] = A_DISCARD_COST
        st.c_counter[c] -= rec.e_cost_counter[e]     # counters removed from the card itself (Breaker)
        if rec.e_discard_self[e]:                # the card itself, from the hand (Kuriboh)
            discard(st, p, c)
        if rec.e_cost_tribute[e]:
            log_event(st, EV_TRIBUTE, p, c, 0)
            send_to_grave(st, c)
        if rec.e_cost_monster[e]:                # Tribute 1 monster p controls (a tribute prompt)
            monsters_of(st, db, p, MONSTERS_ANY, 0, -1, True)
            st.pr_left = 1
            ask(st, db, PROMPT_TRIBUTE, p)
            st.stk_step[i] = A_MONSTER_TRIBUTED
            return
    if st.stk_step[i] == A_DISCARD_COST:
        st.stk_step[i] = A_LP
        if rec.e_cost_discard[e]:
            discard_candidates(st, db, p, c, rec.e_discard_kind[e] - 1, True)   # of the kind it must be (0: any)
            ask(st, db, PROMPT_DISCARD, p)
            st.stk_step[i] = A_PAID
            return
    if st.stk_step[i] == A_LP:                   # R40: LP, a multiple of 1000 the activator chooses
        st.stk_step[i] = A_DECLARE
        if rec.e_cost_lp[e] == LP_COST_HALF or rec.e_cost_lp[e] == LP_COST_FIXED:  # half, rounded up (B23); fixed
            if pay_lp_cost(st, p, k, c, half_lp(st, p) if rec.e_cost_lp[e] == LP_COST_HALF else rec.e_lp_amount[e]):
                pop(st)
                return
        elif rec.e_cost_lp[e]:
            ask(st, db, PROMPT_LP_COST, p)
            st.stk_step[i] = A_LP_PAID
            return
    if st.stk_step[i] == A_DECLARE:              # declared as it is activated, before anyone may respond
        st.stk_step[i] = A_PLACE
        prompt = declaration_prompt(rec, e)
        if prompt:
            ask(st, db, prompt, p)
            st.stk_step[i] = A_DECLARED
            return
    # A_PLACE: a Spell/Trap is put or turned face-up; a monster's effect, a face-up lasting card's, or a
    # Spell/Trap's trigger (from the GY: Malevolent Nuzzler) leaves it where it is
    if rec.kind != KIND_MONSTER and rec.e_kind[e] != ACT_LASTING and rec.e_kind[e] != ACT_TRIGGER:
        if st.c_loc[c] == LOC_HAND and rec.subtype == SUBTYPE_FIELD:
            place_field(st, c, p)
        elif st.c_loc[c] == LOC_HAND:
            place_spell(st, c, p, free_szone(st, p), POS_FACEUP_CARD)
        else:
            st.c_pos[c] = POS_FACEUP_CARD        # a Set card is turned face-up
    st.ch_n = k + 1
    if rec.e_no_summon[e]:                       # Scapegoat: no other Summon by p for the rest of the turn
        add_modifier(st, MOD_NO_SUMMON, -1, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
    log_event(st, EV_ACTIVATE, p, c, k + 1)
    if st.ch_target[k] >= 0:
        log_event(st, EV_TARGET, p, st.ch_target[k], k + 1)
    if st.ch_target2[k] >= 0:
        log_event(st, EV_TARGET, p, st.ch_target2[k], k + 1)
    if flags & ACTIVATE_AS_TRIGGER:
        pop(st)
        return
    affected = affected_bits(st, db, k)
    if flags & ACTIVATE_FROM_WINDOW:
        build_queue(st, p, WINDOW_RESPONSE, affected)   # R28: the earlier links' queue is dropped
        pop(st)
    else:                                        # this unit becomes the link's response window
        st.stk_proc[i] = PROC_PRIORITY
        st.stk_step[i] = 0
        st.stk_arg[i, 0] = p
        st.stk_arg[i, 1] = window_arg(WINDOW_RESPONSE, affected)


@njit(cache=True)
def declaration_prompt(rec, e):
    """The prompt for what effect e's activator declares as they activate it, 0 none: a Type for
    an op acting on the declared Type, a card kind for one acting on the declared kind (as the
    card scripts of ygopro-core announce in their target step, before priority passes)."""
    for j in range(MAX_OPS):
        if rec.e_op[e, j] == OP_DECLARE_RACE_DESTROY:
            return PROMPT_DECLARE_RACE
        if rec.e_op[e, j] == OP_DECLARE_MILL:
            return PROMPT_DECLARE
    return 0


@njit(cache=True)
def target_still_legal(st, db, k):
    """At resolution a selected target must still fit (B16: a target that left or changed is
    not affected); an event card must still be on the field; a Spell does not affect a
    monster unaffected by Spells (it may still have targeted it)."""
    return target_ok(st, db, k, st.ch_target[k])


@njit(cache=True)
def reveal_unseen_targets(st, db, k):
    """As link k resolves, its activator looks at a target chosen face-down by a filter that could
    not see it (``or_face_down``); its filter is then checked on what it is (De-Spell: a Set Trap is
    not destroyed and stays Set)."""
    rec = db[st.c_card[st.ch_card[k]]]
    e = st.ch_effect[k]
    if rec.e_target[e] == TGT_SELECT and rec.x_unseen[e, TARGET_SLOT]:
        for t in (st.ch_target[k], st.ch_target2[k]):
            if t >= 0 and on_field(st, t) and st.c_pos[t] == POS_FACEDOWN:
                log_event(st, EV_REVEAL, st.ch_player[k], t, 1)


@njit(cache=True)
def target_ok(st, db, k, t):
    """``target_still_legal`` for target t of link k (its first or its second)."""
    if t < 0 or spell_proof(st, db, st.ch_card[k], t):
        return False
    rec = db[st.c_card[st.ch_card[k]]]
    e = st.ch_effect[k]
    if rec.e_target[e] == TGT_SELECT:
        return still_selectable(st, db, st.ch_card[k], e, TARGET_SLOT, t)
    return on_field(st, t)


@njit(cache=True)
def banish_name_from_decks(st, t, by):
    """Each player in the duel banishes every card named like t from their Deck."""
    for q in range(st.num_players):
        if not in_duel(st, q):
            continue
        i = 0
        while i < st.pile_n[q, LOC_DECK]:
            d = st.pile[q, LOC_DECK, i]
            if st.c_card[d] == st.c_card[t]:
                log_event(st, EV_BANISHED, d, by, 0)
                to_pile(st, d, q, LOC_BANISHED)
            else:
                i += 1


@njit(cache=True)
def discard_hands_and_draw(st, db, p, opp, draw, who):
    """Players discard their whole hands, then each draws ``draw`` cards (0: as many as it
    discarded), in seat order from the activator: every player in the duel who has a hand
    (R21: Card Destruction), or p and the designated opponent (R19: Morphing Jar, A-04), or
    under morphing_jar_scope="all_players" every player in the duel."""
    n = st.num_players
    counts = np.full(n, -1, np.int64)                  # cards to draw; -1: not taking part
    for r in range(n):
        q = player_at_rel(st, p, r)
        pair = q == p or q == opp
        if in_duel(st, q) and (pair or who == DISCARD_WHO_EACH or (who == DISCARD_WHO_JAR_SCOPE and st.rule_jar_all)):
            if draw > 0 or st.pile_n[q, LOC_HAND] > 0:
                counts[q] = draw if draw > 0 else st.pile_n[q, LOC_HAND]
            while st.pile_n[q, LOC_HAND] > 0:
                discard(st, q, st.pile[q, LOC_HAND, 0])
    for r in range(n):
        q = player_at_rel(st, p, r)
        for _ in range(max(counts[q], 0)):
            if not effect_draw(st, db, q):
                break


@njit(cache=True)
def opponent_draws(st, db, q, count, kind):
    """R22 (Hiro's Shadow Scout): q draws ``count`` cards and shows them to every player; those
    of card kind ``kind - 1`` are discarded (kind 0: none)."""
    for _ in range(count):
        if not effect_draw(st, db, q):
            break
        d = st.pile[q, LOC_HAND, st.pile_n[q, LOC_HAND] - 1]
        log_event(st, EV_REVEAL, q, d, 0)
        if kind > 0 and db[st.c_card[d]].kind == kind - 1:
            discard(st, q, d)


@njit(cache=True)
def run_operation(st, db, k, op, a0, a1, a2, j):
    """Operations that need no decision (the position of a Special Summon is asked by
    ``run_resolve``)."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    t = st.ch_target[k]
    if op == OP_DRAW:
        if activator_in_duel(st, k):
            for _ in range(a0):
                if not effect_draw(st, db, p):
                    break
    elif op == OP_DESTROY_TARGET:
        t2 = st.ch_target2[k]
        if target_still_legal(st, db, k):
            destroy(st, t, p, a0)
            st.ch_done[k] = 1                    # "destroy it, then ...": set_spell_trap_from_hand may follow
        if target_ok(st, db, k, t2):             # a second target (Icarus Attack): each still legal one
            destroy(st, t2, p, a0)
    elif op == OP_DESTROY_HIGHEST_DEF:           # one such monster: no choice to make (a tie: apply_decision)
        if opp >= 0 and in_duel(st, opp) and highest_def_monsters(st, db, opp, c, True) == 1:
            destroy(st, st.pr_cand[0], p, False)
    elif op == OP_NEGATE_ATTACK:
        if st.atk_card >= 0 and not st.atk_negated:
            st.atk_negated = True
            st.bp_end = st.bp_end or a0 == 1
            log_event(st, EV_ATTACK_NEGATED, st.atk_card, p, 0)
    elif op == OP_DAMAGE_TARGET_ATK:
        if target_still_legal(st, db, k) and opp >= 0 and in_duel(st, opp):
            inflict_damage(st, opp, cur_atk(st, db, t), p)
    elif op == OP_DECLARE_RACE_DESTROY:
        if activator_in_duel(st, k):
            destroy_declared_race(st, db, k)
    elif op == OP_SET_TARGET:
        if target_still_legal(st, db, k):
            st.c_pos[t] = POS_FACEDOWN_DEF
            st.c_counter[t] = 0                  # a monster turned face-down loses its counters
            drop_card(st, t)                     # ... and what effects changed on it (B8: not its own change)
            log_event(st, EV_POSITION, st.c_ctrl[t], t, POS_FACEDOWN_DEF)
            note_turned_face_down(st, db, t)     # its Equip Spells are destroyed
    elif op == OP_SET_LP:
        for q in (p, opp):
            if q >= 0 and in_duel(st, q):
                if a0 == 0 and st.lp[q] > 0 and q != p:
                    st.killer[q] = p               # the activator caused that loss
                st.lp[q] = a0
    elif op == OP_TAKE_CONTROL:
        if target_still_legal(st, db, k) and st.c_ctrl[t] != p and activator_in_duel(st, k) and open_mzone(st, db, p, 0) >= 0 \
                and st.ctl_n < CONTROL_CAP:
            back = st.c_ctrl[t]
            change_control(st, t, p, free_mzone(st, p))
            st.ctl_card[st.ctl_n] = t
            st.ctl_back[st.ctl_n] = back
            st.ctl_n += 1
    elif op == OP_DISCARD_HAND_DRAW:
        discard_hands_and_draw(st, db, p, opp, a0, a1)
    elif op == OP_OPPONENT_DRAWS:
        if opp >= 0 and in_duel(st, opp):
            opponent_draws(st, db, opp, a0, a1)
    elif op == OP_DISCARD_RANDOM:                # R12 (T-R12b): only the linked (damaged) player
        if opp >= 0 and in_duel(st, opp):
            for _ in range(a0):
                n = st.pile_n[opp, LOC_HAND]
                if n == 0:
                    break
                discard(st, opp, st.pile[opp, LOC_HAND, rng_below(st, n)])   # the duel's seeded RNG
    elif op == OP_PLAYER_MODIFIER:               # core/modifiers.py: Kuriboh, Dimension Wall (R12), Cold Wave (R22)
        if activator_in_duel(st, k):
            modify_players(st, p, opp if opp >= 0 and in_duel(st, opp) else -1, a0, a1, a2 % 8, a2 // 8)
    elif op == OP_BANISH_NAME_IF_FLIP:
        if t >= 0 and st.c_loc[t] == LOC_BANISHED and db[st.c_card[t]].subtype == SUBTYPE_FLIP:
            banish_name_from_decks(st, t, p)
    elif op == OP_FLIP_MONSTERS:
        if opp >= 0 and in_duel(st, opp):
            flip_face_up(st, opp)
    elif op == OP_SPECIAL_SUMMON_TARGET:            # position "attack" (a "choice" asked first: apply_decision)
        if can_special_summon(st, db, k):
            special_summon(st, t, p, POS_FACEUP_ATK)
    elif op == OP_REDIRECT_ATTACK:                  # R12 (T-R12d): the attacking player's other monster
        if st.atk_card >= 0 and not st.atk_negated and t != st.atk_card and target_still_legal(st, db, k) \
                and st.c_ctrl[t] == opp and st.c_ctrl[st.atk_card] == opp:
            st.atk_target = t
            st.atk_player = opp                     # the attacked player is now the attacking player (B14: no replay)
            note_attack_counts(st)
    elif op == OP_SUMMON_SELF:                      # position "attack" (a "choice" asked first: apply_decision)
        summon_self(st, db, k, POS_FACEUP_ATK, a1)
    elif op == OP_BANISH_TARGET:
        t2 = st.ch_target2[k]
        if target_still_legal(st, db, k):
            banish_card(st, t, p)
        if target_ok(st, db, k, t2):
            banish_card(st, t2, p)
    elif op == OP_ATTACK_AGAIN:                     # B11: one more attack declaration this Battle Phase
        if st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] == p and activator_in_duel(st, k):
            st.c_attacked_turn[c] = -1
    elif op == OP_ATTACH_TARGET:                    # an Equip Spell, Call of the Haunted (zones.note_release)
        revived = db[st.c_card[c]].x_from[st.ch_effect[k], TARGET_SLOT] & SEL_GRAVEYARD != 0   # just Special Summoned from a GY
        if t >= 0 and st.c_loc[t] == LOC_MZONE and (revived or target_still_legal(st, db, k)) and on_field(st, c) \
                and activator_in_duel(st, k) and (a0 != ATTACH_CONTROL or st.c_ctrl[t] == p or open_mzone(st, db, p, 0) >= 0):
            if a0 == ATTACH_CONTROL and st.c_ctrl[t] != p:
                change_control(st, t, p, free_mzone(st, p))       # for as long as it stays attached
            attach(st, c, t, a0)
        elif on_field(st, c):
            send_to_grave(st, c)                    # nothing to attach to: the card does not stay
    elif op == OP_GAIN_LP:                          # by default only in that player's own turn
        q = p if a2 == 1 else opp
        if q >= 0 and in_duel(st, q) and (a1 != GAIN_SNATCH_STEAL or st.rule_snatch_every or st.turn_player == q) \
                and (a1 != GAIN_IF_SPELL_IN_HAND or holds_spell(st, db, q)):     # The Eye of Truth (R13)
            gain = a0 * per_count(st, db, c, st.ch_effect[k], j, p, opp)       # Gift of the Mystical Elf
            st.lp[q] += gain
            log_event(st, EV_GAIN_LP, q, gain, c)
            note_lp_gain(st, q)                     # Fire Princess
    elif op == OP_NEGATE_ACTIVATION:                # B16: the link this one answers
        if k > 0 and not st.ch_negated[k - 1]:
            st.ch_negated[k - 1] = 1
            d = st.ch_card[k - 1]
            log_event(st, EV_NEGATED, d, p, 0)
            if a0 and on_field(st, d):
                destroy(st, d, p, False)
    elif op == OP_NEGATE_SUMMON:                    # the monster being summoned never is (summon.py)
        if t >= 0 and st.c_loc[t] == LOC_MZONE and st.win_event == EVENT_SUMMON_ATTEMPT and st.win_card == t:
            log_event(st, EV_NEGATED, t, p, 0)
            destroy(st, t, p, False)
    elif op == OP_DAMAGE:
        q = p if a1 == 0 else opp
        if q >= 0 and in_duel(st, q):
            inflict_damage(st, q, a0 * per_count(st, db, c, st.ch_effect[k], j, p, opp), p)   # Just Desserts
    elif op == OP_CHANGE_POSITION_TARGET:
        if target_still_legal(st, db, k):
            change_position(st, t)
    elif op == OP_DESTROY_TARGET_DAMAGE_BOTH:       # R19: the activator and the designated opponent (Ring of
        if target_still_legal(st, db, k):           # Destruction, 2006 wording; docs/interpretations.md)
            atk = cur_atk(st, db, t)
            destroy(st, t, p, False)
            if not on_field(st, t):                 # destroyed: then the damage, to both at once (B21 after the link)
                for q in (p, opp):
                    if q >= 0 and in_duel(st, q):
                        inflict_damage(st, q, atk, p)
    elif op == OP_RETURN_TO_HAND:                   # a Spirit: the card itself, still face-up on the field
        if st.c_loc[c] == LOC_MZONE and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
            owner = st.c_owner[c]
            if owner_in_game(st, c):
                to_pile(st, c, owner, LOC_HAND)
                log_event(st, EV_TO_HAND, owner, c, 0)    # public
    elif op == OP_BANISH_BATTLED:                   # D.D. Warrior Lady, in the Damage Step (B13): that monster, also
        if activator_in_duel(st, k) and st.atk_target >= 0 and (c == st.atk_card or c == st.atk_target):   # itself
            other = st.atk_target if c == st.atk_card else st.atk_card
            if st.c_loc[other] == LOC_MZONE:
                banish_card(st, other, p)
            if st.c_loc[c] == LOC_MZONE:
                banish_card(st, c, p)
    elif op == OP_ADD_COUNTER:                      # on the card itself, face-up on the field, up to a1 in all
        if st.c_loc[c] == LOC_MZONE and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
            st.c_counter[c] = min(st.c_counter[c] + a0, a1)
    elif op == OP_SUMMON_TOKENS:                    # B10: every token or none (Scapegoat's 4 Sheep Tokens)
        if activator_in_duel(st, k) and room_for_monsters(st, db, p, a0) and race_fits(st, db, p, db[a1 - 1].race, -1):
            summon_tokens(st, db, p, a1 - 1, a0, a2 == 1)       # R22: Rivalry of Warlords, as for any effect
    elif op == OP_GAIN_ATK and t < 0:            # no target: the monster itself, still face-up on the field
        if st.c_loc[c] == LOC_MZONE and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
            change_stats(st, db, c, a0, a2, p, a1)   # GAIN_UNTIL_* are UNTIL_END_OF_TURN, _OF_DAMAGE_STEP
    elif op == OP_GAIN_ATK:                      # until the end of this turn or Damage Step (B13)
        if target_still_legal(st, db, k):
            change_stats(st, db, t, a0, a2, p, a1)
    elif op == OP_HALVE_ORIGINAL_ATK:            # until the end of this turn (B23)
        if target_still_legal(st, db, k):
            add_modifier(st, MOD_HALVE_ORIGINAL_ATK, t, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
            log_event(st, EV_ATK_CHANGED, t, cur_atk(st, db, t), p)
    elif op == OP_DOUBLE_OWN_ATK:                   # Limiter Removal: the monsters it doubles, destroyed in the End Phase
        if activator_in_duel(st, k):
            for z in range(N_MZONES):
                m = st.mzone[p, z]
                if m >= 0 and own_race_monster(st, db, m, a0) and not spell_proof(st, db, c, m):
                    change_stats(st, db, m, cur_atk(st, db, m), 0, p, UNTIL_END_OF_TURN)
                    add_modifier(st, MOD_DESTROY_IN_END_PHASE, m, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
    elif op == OP_KEEP_ONE_TYPE:                    # R22: PROC_ADJUST asks each player which Type they keep
        st.adjust_due = True
    elif op == OP_TARGET_TO_HAND:                   # each target still legal, to its owner's hand (public, R22)
        if target_still_legal(st, db, k):
            act_on(st, db, OP_TO_HAND, t, p, 0)
        if target_ok(st, db, k, st.ch_target2[k]):
            act_on(st, db, OP_TO_HAND, st.ch_target2[k], p, 0)


@njit(cache=True)
def change_stats(st, db, t, atk, def_, p, until):
    """Face-up monster t gains ``atk`` ATK and ``def_`` DEF until the end of this turn or of
    this Damage Step (``until``: MOD_ATK and MOD_DEF rows, core/modifiers.py; B13)."""
    if atk != 0:
        add_modifier(st, MOD_ATK, t, p, atk, until, -1, st.turn)
        log_event(st, EV_ATK_CHANGED, t, cur_atk(st, db, t), p)
    if def_ != 0:
        add_modifier(st, MOD_DEF, t, p, def_, until, -1, st.turn)


@njit(cache=True)
def change_position(st, t):
    """An effect changes monster t's battle position: face-up Attack and Defense swap (B9's
    change, without its limits); a face-down monster is turned face-up in Attack Position,
    which can trigger its Flip Effect. B8: an effect's change leaves the controller's own
    change for the turn (``c_manual_pos_turn``) unused."""
    pos = st.c_pos[t]
    st.c_pos[t] = POS_FACEUP_DEF if pos == POS_FACEUP_ATK else POS_FACEUP_ATK
    log_event(st, EV_POSITION, st.c_ctrl[t], t, st.c_pos[t])
    if pos == POS_FACEDOWN_DEF:
        note_trigger(st, t, 1 << TRIG_FLIPPED)
        note_face_up(st)                         # R22: Rivalry of Warlords


@njit(cache=True)
def flip_face_up(st, q):
    """R39 / R11 example 4: q's face-down monsters are turned face-up in Defense Position, which
    can trigger their Flip Effects (B17)."""
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m >= 0 and st.c_pos[m] == POS_FACEDOWN_DEF:
            st.c_pos[m] = POS_FACEUP_DEF
            log_event(st, EV_POSITION, q, m, POS_FACEUP_DEF)
            note_trigger(st, m, 1 << TRIG_FLIPPED)
            note_face_up(st)


@njit(cache=True)
def self_summonable(st, db, k):
    """The link's card is still where its trigger found it (a GY or banished) and can be Special
    Summoned by its activator to a free zone (special_summon_self)."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    here = st.c_loc[c] == LOC_GRAVE or st.c_loc[c] == LOC_BANISHED or (db[st.c_card[c]].kind == KIND_TRAP
                                                                      and st.c_loc[c] == LOC_SZONE)   # a Trap Monster
    return activator_in_duel(st, k) and here and st.c_ctrl[c] == p and summon_zone(st, db, p) >= 0 \
        and type_fits(st, db, p, c)                                  # R22: Rivalry of Warlords


@njit(cache=True)
def summon_self(st, db, k, pos, stats):
    """special_summon_self: the link's card comes to its activator's field; with ``stats`` > 0 its
    ATK and DEF become that while it stays (Twin-Headed Behemoth's 1000)."""
    if self_summonable(st, db, k):
        c = st.ch_card[k]
        special_summon(st, c, st.ch_player[k], pos)
        if stats > 0:
            st.c_set_stat[c] = stats


@njit(cache=True)
def can_special_summon(st, db, k):
    p = st.ch_player[k]
    return activator_in_duel(st, k) and target_still_legal(st, db, k) and summon_zone(st, db, p) >= 0 \
        and type_fits(st, db, p, st.ch_target[k])                   # R22: Rivalry of Warlords


@njit(cache=True)
def ask_decision(st, db, k, op, a0, a1, a2, i):
    """Ask the decision operation ``op`` of link k needs now, if any: the position of a Special
    Summon, or which card of the Deck a search or a Special Summon from the Deck takes, or of
    the hand a Special Summon from the hand takes (one candidate per name). Returns whether it
    asked."""
    p = st.ch_player[k]
    if op == OP_SPECIAL_SUMMON_TARGET and a0 == 0 and can_special_summon(st, db, k):
        ask(st, db, PROMPT_POSITION, p)          # position "choice"; "attack" needs no decision
        return True
    if op == OP_SUMMON_SELF and a0 == 0 and self_summonable(st, db, k):
        ask(st, db, PROMPT_POSITION, p)
        return True
    if op == OP_SUMMON_FROM_HAND and summon_zone(st, db, p) >= 0 and activator_in_duel(st, k) \
            and (a2 & 1 == 0 or st.ch_done[k] == 1) \
            and hand_summon_candidates(st, db, p, a2 >> 1, a0, a1) > 0:
        st.pr_left = 0
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_TRIBUTE_OWN and activator_in_duel(st, k) and monster_count(st, p) > 0:
        monsters_of(st, db, p, MONSTERS_ANY, 0, -1, True)
        st.pr_left = 1                           # one Tribute to choose
        ask(st, db, PROMPT_TRIBUTE, p)
        return True
    if op == OP_DESTROY_FIELD_MONSTER and st.ch_done[k] == 2 and activator_in_duel(st, k) \
            and field_monsters(st) > 0:
        st.pr_left = 1                           # "you can": it may be declined (A_PASS)
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_DISCARD and activator_in_duel(st, k) and st.pile_n[p, LOC_HAND] > 0:
        candidates_hand(st, p)
        ask(st, db, PROMPT_DISCARD, p)
        return True
    opp = st.ch_opp[k]
    if op == OP_DECLARE_MILL and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and deck_kind_candidates(st, db, opp, st.ch_declared[k] - 1) > 0:
        st.pr_left = 0                           # the linked opponent picks 1 card of the declared kind
        ask(st, db, PROMPT_CHOOSE, opp)
        return True
    if op == OP_DESTROY_CHOSEN_MONSTER and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and face_up_monsters(st, opp) > 0:
        st.pr_left = 1                           # "you can": it may be declined (A_PASS)
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_BANISH_FROM_GRAVE and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and grave_banish_allowed(st, db, p) and grave_monsters(st, db, opp, True) > 0:
        st.pr_left = 0                           # the first of "up to" a0: due
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_DESTROY_HIGHEST_DEF and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and highest_def_monsters(st, db, opp, st.ch_card[k], True) > 1:
        st.pr_left = 0                           # R11 example 1: a tie, the activator chooses
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_SET_FROM_HAND and st.ch_done[k] and activator_in_duel(st, k) and free_szone(st, p) >= 0 \
            and set_candidates(st, db, p) > 0:
        st.pr_left = 1                           # "you can": it may be declined (A_PASS)
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_MUTUAL_GRAVE_BANISH and opp >= 0:
        st.stk_arg[i, 1] = 0
        return mutual_banish_next(st, db, k, i)
    if op == OP_FUSION_SUMMON and activator_in_duel(st, k):
        return ask_fusion_monster(st, db, p)
    if op == OP_EXCHANGE_HANDS and opp >= 0:
        st.stk_arg[i, 1] = 0
        return exchange_next(st, db, k, i)
    if op == OP_DECLARE_LEVEL_EXCAVATE and activator_in_duel(st, k) and st.pile_n[p, LOC_DECK] > 0:
        st.stk_arg[i, 1] = 0
        if opp >= 0 and in_duel(st, opp):       # R11 example 5: only the designated opponent declares
            ask(st, db, PROMPT_DECLARE_LEVEL, opp)
            return True
        return excavate(st, db, k, i, 0)         # R11 (d): no one declares a Level
    tp = st.turn_player
    if op == OP_TRIBUTE_FOR_DAMAGE and activator_in_duel(st, k) and in_duel(st, tp) and face_up_monsters(st, tp) > 0:
        st.pr_left = 0                           # the turn player Tributes 1 of their face-up monsters
        ask(st, db, PROMPT_CHOOSE, tp)
        return True
    return False


@njit(cache=True)
def hand_candidates(st, db, q):
    """One card of each name in q's hand, as the prompt's candidates; how many."""
    n = 0
    for h in range(st.pile_n[q, LOC_HAND]):
        n = add_named_candidate(st, n, st.pile[q, LOC_HAND, h])
    st.pr_ncand = n
    return n


@njit(cache=True)
def exchange_next(st, db, k, i):
    """Exchange (R19): ask the next pick. Unit arg 1 says how far it is: 0 both hands are shown to
    every player (``hand_shown``, A-40; a revealed event per card) and the activator picks a card
    of the designated opponent's hand, 1 that opponent picks one of the activator's; the
    activator's pick is kept (card + 1) in bits 8.. meanwhile. Returns whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    step = st.stk_arg[i, 1] & 255
    if step == 0:
        st.stk_arg[i, 1] = 1
        if not (activator_in_duel(st, k) and in_duel(st, opp)):
            st.stk_arg[i, 1] = 0
            return False                         # R11 (d): the exchange needs both players
        st.hand_shown = (1 << p) | (1 << opp)
        for q in (p, opp):
            for h in range(st.pile_n[q, LOC_HAND]):
                log_event(st, EV_REVEAL, q, st.pile[q, LOC_HAND, h], 0)
        if hand_candidates(st, db, opp) > 0:
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, p)
            return True
        step = 1
    if step == 1:
        st.stk_arg[i, 1] = (st.stk_arg[i, 1] & ~255) | 2
        if in_duel(st, opp) and in_duel(st, p) and hand_candidates(st, db, p) > 0:
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, opp)
            return True
    exchange_finish(st, k, i, -1)
    return False


@njit(cache=True)
def exchange_finish(st, k, i, second):
    """Both picks made: each picked card goes to the other player's hand (still where it was
    picked; public: both hands were shown), and the hands are hidden again."""
    first = (st.stk_arg[i, 1] >> 8) - 1
    st.stk_arg[i, 1] = 0
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    for j in range(2):
        pick = first if j == 0 else second
        src = opp if j == 0 else p
        dst = p if j == 0 else opp
        if pick >= 0 and in_duel(st, dst) and st.c_loc[pick] == LOC_HAND and st.c_ctrl[pick] == src:
            to_pile(st, pick, dst, LOC_HAND)
            log_event(st, EV_TO_HAND, dst, pick, 0)
    st.hand_shown = 0


@njit(cache=True)
def excavatable(db, card):
    """Reasoning: a monster that can be Normal Summoned or Set (not a Fusion or Ritual Monster, nor
    one its procedure keeps from being Normal Summoned, B10)."""
    rec = db[card]
    return rec.kind == KIND_MONSTER and rec.subtype != SUBTYPE_FUSION and rec.subtype != SUBTYPE_RITUAL \
        and normal_summonable(rec)


@njit(cache=True)
def excavate(st, db, k, i, level):
    """Reasoning (R11 example 5): the activator reveals cards from the top of their Deck to every
    player until a monster that can be Normal Summoned/Set. Its Level is the declared ``level``
    (0: none was declared): it and the other revealed cards go to the GY. Otherwise the other
    revealed cards go to the GY and the monster is Special Summoned, in the position the
    activator chooses (unit arg 1 holds it + 1 meanwhile; returns True: it asked); one that
    cannot be Special Summoned now goes to the GY too. A Deck without such a monster: the
    revealed cards stay and the Deck is shuffled."""
    p = st.ch_player[k]
    found = -1
    for j in range(st.pile_n[p, LOC_DECK] - 1, -1, -1):     # the top of the Deck is the end of the pile
        d = st.pile[p, LOC_DECK, j]
        log_event(st, EV_REVEAL, p, d, 0)
        if excavatable(db, st.c_card[d]):
            found = d
            break
    if found < 0:
        shuffle_deck(st, p)
        return False
    while st.pile[p, LOC_DECK, st.pile_n[p, LOC_DECK] - 1] != found:
        send_to_grave(st, st.pile[p, LOC_DECK, st.pile_n[p, LOC_DECK] - 1])
    if db[st.c_card[found]].level != level and summon_zone(st, db, p) >= 0 \
            and summonable_by_effect(st, db, found) and type_fits(st, db, p, found):
        st.stk_arg[i, 1] = found + 1
        ask(st, db, PROMPT_POSITION, p)
        return True
    send_to_grave(st, found)
    return False


@njit(cache=True)
def set_candidates(st, db, p):
    """The Spells/Traps of p's hand that can be Set now (a Field Spell is not Set: B3 here), as
    the prompt's candidates; how many."""
    n = 0
    for h in range(st.pile_n[p, LOC_HAND]):
        d = st.pile[p, LOC_HAND, h]
        rec = db[st.c_card[d]]
        if rec.kind != KIND_MONSTER and rec.subtype != SUBTYPE_FIELD and n < MAX_CANDIDATES:
            st.pr_cand[n] = d
            n += 1
    st.pr_ncand = n
    return n


@njit(cache=True)
def mutual_banish_next(st, db, k, i):
    """Soul Demolition (R19): ask the next pick. Unit arg 1 says how far it is: 0 the activator
    picks a monster of the designated opponent's GY, 1 that opponent picks one of the
    activator's; the activator's pick is kept (card + 1) in bits 8.. meanwhile. A player who
    cannot pick (not in the duel, nothing there, or barred from banishing from a GY, R16:
    Kycoo) is skipped. Returns whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    step = st.stk_arg[i, 1] & 255
    if step == 0:
        st.stk_arg[i, 1] = 1
        if activator_in_duel(st, k) and in_duel(st, opp) and grave_banish_allowed(st, db, p) \
                and grave_monsters(st, db, opp, True) > 0:
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, p)
            return True
        step = 1
    if step == 1:
        st.stk_arg[i, 1] = (st.stk_arg[i, 1] & ~255) | 2
        if in_duel(st, opp) and in_duel(st, p) and grave_banish_allowed(st, db, opp) \
                and grave_monsters(st, db, p, True) > 0:
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, opp)
            return True
    mutual_banish_finish(st, db, k, i, -1)
    return False


@njit(cache=True)
def mutual_banish_finish(st, db, k, i, second):
    """Both picks made: the selected monsters are banished together (each still in its GY)."""
    first = (st.stk_arg[i, 1] >> 8) - 1
    st.stk_arg[i, 1] = 0
    for j in range(2):
        pick = first if j == 0 else second
        who = st.ch_player[k] if j == 0 else st.ch_opp[k]
        if pick >= 0 and in_duel(st, who) and st.c_loc[pick] == LOC_GRAVE and grave_banish_allowed(st, db, who):
            log_event(st, EV_BANISHED, pick, who, 0)
            to_pile(st, pick, st.c_owner[pick], LOC_BANISHED)


@njit(cache=True)
def apply_decision(st, db, k, op, i):
    """Carry out a decision operation with the answer ``ask_decision`` got. The searched Deck
    is shuffled, and a card added to the hand is revealed (B24, R22: to every player). A
    Special Summon from the hand asks a second decision, the position, keeping the chosen card
    in the resolution unit's arg 1 (card + 1) meanwhile; returns whether it asked. A player
    who left the duel at the prompt (conceded: R36) made no choice, so nothing happens (A-08)."""
    p = st.ch_player[k]
    if not activator_in_duel(st, k):
        st.stk_arg[i, 1] = 0
        st.hand_shown = 0                        # an Exchange stops: the hands are hidden again
        return False
    if is_select_op(op):
        return choice_made(st, db, k, st.ch_effect[k], st.stk_arg[i, 0], i)
    if op == OP_SPECIAL_SUMMON_TARGET:
        if can_special_summon(st, db, k):
            special_summon(st, st.ch_target[k], p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
        return False
    if op == OP_SUMMON_SELF:
        summon_self(st, db, k, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF,
                    db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 1])
        return False
    if op == OP_SUMMON_FROM_HAND:
        if st.stk_arg[i, 1] == 0:                # the card is chosen; now its position
            st.stk_arg[i, 1] = st.pr_cand[st.answer - A_SELECT] + 1
            ask(st, db, PROMPT_POSITION, p)
            return True
        d = st.stk_arg[i, 1] - 1
        st.stk_arg[i, 1] = 0
        if st.c_loc[d] == LOC_HAND and summon_zone(st, db, p) >= 0 and type_fits(st, db, p, d):
            special_summon(st, d, p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
            if st.ch_done[k] == 1:
                st.ch_done[k] = 2                # after the Tribute: "then you can destroy" (Magical Dimension)
        return False
    if op == OP_TRIBUTE_OWN:
        m = st.pr_cand[st.answer - A_SELECT]
        if st.c_loc[m] == LOC_MZONE and st.c_ctrl[m] == p:
            log_event(st, EV_TRIBUTE, p, m, 0)
            send_to_grave(st, m)
            st.ch_done[k] = 1
        return False
    if op == OP_DESTROY_FIELD_MONSTER:
        if st.answer != A_PASS:
            m = st.pr_cand[st.answer - A_SELECT]
            if st.c_loc[m] == LOC_MZONE and in_duel(st, st.c_ctrl[m]):
                destroy(st, m, p, False)
                st.ss_card = -1                  # B16: the Summon before it is not the last thing
        return False
    if op == OP_DISCARD:                         # arg 1 counts the discards made; one prompt each
        d = st.pr_cand[st.answer - A_SELECT]
        discard(st, p, d)
        st.stk_arg[i, 1] += 1
        if st.stk_arg[i, 1] < db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 0] \
                and st.pile_n[p, LOC_HAND] > 0:
            candidates_hand(st, p)
            ask(st, db, PROMPT_DISCARD, p)
            return True
        st.stk_arg[i, 1] = 0
        return False
    if op == OP_DESTROY_CHOSEN_MONSTER:
        if st.answer != A_PASS:
            destroy_chosen_monster(st, db, k, st.pr_cand[st.answer - A_SELECT], db[st.c_card[st.ch_card[k]]]
                                   .e_arg[st.ch_effect[k], st.stk_arg[i, 0], 0])
        return False
    if op == OP_DECLARE_MILL:
        mill_declared_kind(st, k)
        return False
    if op == OP_DESTROY_HIGHEST_DEF:
        m = st.pr_cand[st.answer - A_SELECT]
        if st.c_loc[m] == LOC_MZONE and st.c_ctrl[m] == st.ch_opp[k]:
            destroy(st, m, p, False)
        return False
    if op == OP_SET_FROM_HAND:
        if st.answer != A_PASS:
            d = st.pr_cand[st.answer - A_SELECT]
            if st.c_loc[d] == LOC_HAND and free_szone(st, p) >= 0:
                place_spell(st, d, p, free_szone(st, p), POS_FACEDOWN)
                log_event(st, EV_SET_CARD, p, d, 0)
        return False
    if op == OP_MUTUAL_GRAVE_BANISH:
        if st.stk_arg[i, 1] & 255 == 1:          # the activator picked
            st.stk_arg[i, 1] = 1 | ((st.pr_cand[st.answer - A_SELECT] + 1) << 8)
            return mutual_banish_next(st, db, k, i)
        mutual_banish_finish(st, db, k, i, st.pr_cand[st.answer - A_SELECT])
        return False
    if op == OP_BANISH_FROM_GRAVE:
        return banish_from_grave(st, db, k, i)
    if op == OP_FUSION_SUMMON:
        st.stk_arg[i, 1] = fusion_answered(st, db, p, st.stk_arg[i, 1])
        return st.stk_arg[i, 1] != 0
    if op == OP_EXCHANGE_HANDS:
        if st.stk_arg[i, 1] & 255 == 1:          # the activator picked
            st.stk_arg[i, 1] = 1 | ((st.pr_cand[st.answer - A_SELECT] + 1) << 8)
            return exchange_next(st, db, k, i)
        exchange_finish(st, k, i, st.pr_cand[st.answer - A_SELECT] if in_duel(st, st.ch_opp[k]) else -1)
        return False
    if op == OP_DECLARE_LEVEL_EXCAVATE:
        if st.stk_arg[i, 1] == 0:                # the designated opponent declared a Level
            opp = st.ch_opp[k]
            level = 0
            if in_duel(st, opp):                 # R36: one who conceded at the prompt declared nothing
                level = st.answer - A_SELECT + 1
                log_event(st, EV_DECLARE_LEVEL, opp, level, st.ch_card[k])
            return excavate(st, db, k, i, level)
        m = st.stk_arg[i, 1] - 1                 # its position was chosen
        st.stk_arg[i, 1] = 0
        if st.c_loc[m] == LOC_DECK and summon_zone(st, db, p) >= 0 and type_fits(st, db, p, m):
            special_summon(st, m, p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
        elif st.c_loc[m] == LOC_DECK:
            send_to_grave(st, m)
        return False
    if op == OP_TRIBUTE_FOR_DAMAGE:
        tribute_for_damage(st, db, k)
    return False


@njit(cache=True)
def field_monsters(st):
    """Every monster on the field of a player in the duel (R10), as the prompt's candidates; how many."""
    k = 0
    for q in range(st.num_players):
        if not in_duel(st, q):
            continue
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m >= 0 and k < MAX_CANDIDATES:
                st.pr_cand[k] = m
                k += 1
    st.pr_ncand = k
    return k


@njit(cache=True)
def tribute_for_damage(st, db, k):
    """Ectoplasmer (R13, R20): the turn player Tributes the monster they chose, if it is still a
    face-up monster of theirs, and the link's opponent (designated by the turn player) takes half
    its original ATK, rounded up; the damage is the turn player's (A-47)."""
    tp = st.turn_player
    if not in_duel(st, tp):                      # R36: conceded at the prompt
        return
    m = st.pr_cand[st.answer - A_SELECT]
    if st.c_loc[m] != LOC_MZONE or st.c_ctrl[m] != tp or st.c_pos[m] == POS_FACEDOWN_DEF:
        return
    amount = (stat(db[st.c_card[m]].atk) + 1) // 2
    log_event(st, EV_TRIBUTE, tp, m, 0)
    send_to_grave(st, m)
    opp = st.ch_opp[k]
    if opp >= 0 and in_duel(st, opp) and amount > 0:
        inflict_damage(st, opp, amount, tp)


@njit(cache=True)
def face_up_monsters(st, q):
    """q's face-up monsters, as the prompt's candidates; how many."""
    k = 0
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m >= 0 and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF):
            st.pr_cand[k] = m
            k += 1
    st.pr_ncand = k
    return k


@njit(cache=True)
def destroy_chosen_monster(st, db, k, m, damage):
    """Judgment of Anubis: the chosen face-up monster of the link's opponent is destroyed (if it
    is still there), and with ``damage`` that player takes damage equal to its ATK on the field
    (R12: the same opponent)."""
    opp = st.ch_opp[k]
    if st.c_loc[m] != LOC_MZONE or st.c_ctrl[m] != opp or st.c_pos[m] == POS_FACEDOWN_DEF:
        return
    atk = cur_atk(st, db, m)
    destroy(st, m, st.ch_player[k], False)
    if damage and in_duel(st, opp):
        inflict_damage(st, opp, atk, st.ch_player[k])


@njit(cache=True)
def destroy_declared_race(st, db, k):
    """Tribe-Infecting Virus: every face-up monster of the Type declared at activation on every
    player's field is destroyed (R10: "the field"), the card itself included if of that Type."""
    p = st.ch_player[k]
    race = st.ch_declared[k]
    for q in range(st.num_players):
        if not in_duel(st, q):
            continue
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m >= 0 and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF) \
                    and db[st.c_card[m]].race == race and not spell_proof(st, db, st.ch_card[k], m):
                destroy(st, m, p, False)


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
def mill_declared_kind(st, k):
    """Vampire Lord (R12): the linked opponent chose a card of the kind declared at activation
    from their Deck (one candidate per name): it goes to the GY and their Deck is shuffled."""
    opp = st.ch_opp[k]
    if in_duel(st, opp):                         # R36: a player who conceded at the prompt made no choice
        send_to_grave(st, st.pr_cand[st.answer - A_SELECT])
        shuffle_deck(st, opp)


@njit(cache=True)
def banish_from_grave(st, db, k, i):
    """Kycoo (R16): the activator banishes the chosen monster of the linked opponent's GY, if
    banishing from a GY is still allowed; arg 1 counts the picks; up to the op's count, each
    pick after the first may be declined (A_PASS). Returns whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    if st.answer == A_PASS:
        st.stk_arg[i, 1] = 0
        return False
    d = st.pr_cand[st.answer - A_SELECT]
    if st.c_loc[d] == LOC_GRAVE and grave_banish_allowed(st, db, p):
        log_event(st, EV_BANISHED, d, p, 0)
        to_pile(st, d, st.c_owner[d], LOC_BANISHED)
    st.stk_arg[i, 1] += 1
    count = db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 0]
    if st.stk_arg[i, 1] < count and in_duel(st, opp) and grave_banish_allowed(st, db, p) \
            and grave_monsters(st, db, opp, True) > 0:
        st.pr_left = 1                           # "up to": this one may be declined
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    st.stk_arg[i, 1] = 0
    return False


@njit(cache=True)
def targeted_destruction(st, db, k):
    """Spirit Reaper: after a link that targeted it resolves, a face-up monster with
    "destroyed when targeted" is destroyed (by its own effect: credited to its controller)."""
    for j in range(2):
        t = st.ch_target[k] if j == 0 else st.ch_target2[k]
        if t >= 0 and destroyed_when_targeted(st, db, t):
            destroy(st, t, st.c_ctrl[t], False)


@njit(cache=True)
def finish_link(st, db, k):
    """A Normal Spell/Trap goes to the GY once its link has resolved; a lasting one stays
    face-up, and its static effects apply from now on (lasting.py), unless its activation was
    negated."""
    c = st.ch_card[k]
    if db[st.c_card[c]].e_kind[st.ch_effect[k]] == ACT_LASTING:
        pass                                     # the effect of a face-up lasting card: the card stays as it was
    elif lasting_location(st.c_loc[c]) and st.c_pos[c] == POS_FACEUP_CARD:
        if st.ch_negated[k]:
            send_to_grave(st, c)                 # a negated activation: the card does not stay (B16)
        elif db[st.c_card[c]].remains and lasting_index(st, c) < 0:
            add_lasting(st, db, k)
        elif not db[st.c_card[c]].remains:
            send_to_grave(st, c)
    st.ch_n = k


R_RUN = 0
R_DECIDED = 1


@njit(cache=True)
def run_resolve(st, db, i):
    """B16: last in, first out; LP 0 is checked after each link (B21). Unit arg 0 is the
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
            if not st.ch_negated[k] and rec.kind != KIND_MONSTER and spell_trap_negated(st, db, st.ch_card[k]):
                log_event(st, EV_NEGATED, st.ch_card[k], -1, 0)     # Royal Decree, Jinzo, Cyber Blader: negated
                j = MAX_OPS
            elif st.ch_negated[k]:
                j = MAX_OPS                      # B16: a negated activation resolves doing nothing
            else:
                reveal_unseen_targets(st, db, k)
        while j < MAX_OPS:
            op = rec.e_op[e, j]
            if op == OP_TO_HAND and rec.x_from[e, j] == SEL_DECK and search_failed(st, db, k, e, j):
                break
            if is_select_op(op):                 # an action over a selector (actions.py)
                st.stk_arg[i, 0] = j
                st.stk_arg[i, 1] = 0
                if activator_in_duel(st, k) and next_choice(st, db, k, e, j, i):
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
            j += 1
        st.stk_arg[i, 0] = 0
        targeted_destruction(st, db, k)
        finish_link(st, db, k)
        release_attached(st)                     # what was attached to a card that left follows it
        if check_losses(st) and st.rule_chain_stops_on_loss:
            for rest in range(st.ch_n):          # P19 "end_duel": the rest of the chain resolves doing nothing
                st.ch_negated[rest] = 1
        if st.done or owes_choice(st):         # R37, V-2v2-4, V-3v3-2: a choice owed now comes before the next link
            st.resolving = 0
            return
    st.resolving = 0
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
    if c < 0 or st.c_loc[c] != LOC_MZONE or not summon_answerable(st, db, c, EVENT_SPECIAL_SUMMON):
        return False
    st.stk_proc[i] = PROC_PRIORITY
    st.stk_step[i] = 0
    st.stk_arg[i, 0] = st.c_ctrl[c]
    st.stk_arg[i, 1] = window_arg(WINDOW_RESPONSE, 0)
    return True
