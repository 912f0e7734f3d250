"""Activation (B15, B16, R11, R18, R25-R28): a unit that designates the opponent (R11: part of
activation, before priority passes), fixes the target, pays the costs, puts the card face-up and
adds the link, then opens the response window with the directly affected players first (R26), or,
when the activation answered a window, rebuilds that window's queue from the new activator (R28)."""

from .._jit import njit

from ..cards.constants import (PICK_UP_TO, MOD_NO_SUMMON, UNTIL_END_OF_TURN, MOD_USED_IN_DAMAGE_STEP, UNTIL_END_OF_DAMAGE_STEP,
                               KIND_MONSTER, KIND_TRAP, MAX_OPS, OP_DECLARE_MILL, OPP_LINK,
                               SUBTYPE_FIELD, TGT_EVENT_CARD, TGT_SELECT, LP_COST_HALF, LP_COST_FIXED, TARGET_SLOT,
                               ACT_LASTING, ACT_TRIGGER, RACE_DECLARED, ONCE_PER_BATTLE, COST_SEND_SELF,
                               NO_BATTLE_PHASE_BIT, MOD_NO_BATTLE_PHASE, RUN_IF_CHOSEN, OP_DRAW, OP_DISCARD_RANDOM,
                               STATIC_DESTROYED_WITHOUT_COUNTERS)
from .constants import (A_DESIGNATE, A_PASS, A_SELECT, ACTIVATE_AS_TRIGGER, ACTIVATE_FROM_WINDOW, ACTIVATE_OPEN,
                        EV_ACTIVATE, EV_DECLARE, PROMPT_DECLARE, EV_TRIBUTE, EV_PAY_LP, PROMPT_DISCARD, PROMPT_LP_COST,
                        EV_TARGET, EVENT_NONE, LOC_HAND, POS_FACEUP_CARD,
                        PROMPT_DESIGNATE, PROMPT_TARGET, WINDOW_RESPONSE, EV_DECLARE_RACE,
                        PROMPT_DECLARE_RACE, PROMPT_EFFECT_CHOICE, PROMPT_TRIBUTE, LOC_DECK,
                        PROMPT_CHOOSE)
from .candidates import discard_bounds, discard_candidates, grave_cost_monsters, send_cost_monsters
from .effects import designates, designator, fixed_opponent
from .effect_targets import counters_for, cost_tributes, target_candidates_but, target_candidates
from .effect_conditions import event_card
from .modifiers import add_modifier
from .static_locks import draw_barred, use_set_turn_trap
from .events import log_event
from .losses import check_losses
from .players import in_duel, player_at_rel
from .priority import become_window, build_queue
from .stack import ask, pop
from .statics import card_has_static, cur_level
from .zones import banish_card, destroy, discard, place_field, release_attached, place_spell, send_to_grave
from .zone_queries import MONSTERS_ANY, tribute_candidates, free_szone
from .links import affected_bits

# the unit's steps: where it resumes once its prompt is answered (a step name ending in -ED), or
# the next thing to do
A_BEGIN = 0
A_DESIGNATED = 1
A_TARGET = 2
A_TARGETED = 3
A_COST = 4
A_PRE_DISCARD = 5        # a discard cost not tied to the target, paid before the target is chosen
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
A_TARGETED2 = 16         # the second target of a target_count 2 effect was chosen
A_BANISH = 17            # monsters banished from the activator's GY as a cost (banish_cost: Phoenix Blade)
A_BANISHED = 18          # ... the j-th of them chosen: step A_BANISHED + j
A_DISCARDED = 24         # the j-th card discarded as the cost chosen: step A_DISCARDED + j (discard_cost 1-5)
A_SENT = 40              # the monster sent to the GY as the cost chosen (send_cost_races: Manticore of Darkness)


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
def run_activate(st, db, i):
    """Unit args: (card, effect); how it started in ``stk_mode`` (ACTIVATE_*), a trigger's player
    in ``stk_player``, its OPP-LINK opponent in ``stk_target``, the effects to choose from in
    ``stk_mask``. The link being built sits in slot ch_n. Designation (R11) comes first, then the
    target, which R11 (b) checks against the designated opponent, then the costs; all before
    priority passes. A trigger being chained (B17) gets no window of its own: the chain of
    triggers gets one.
    Each step below returns whether the unit stops here (it asked, or the activation ended)."""
    c = st.stk_arg[i, 0]
    step = st.stk_step[i]
    first = step == A_BEGIN or step == A_EFFECT_CHOSEN
    p = st.c_ctrl[c] if first else st.ch_player[st.ch_n]    # a cost may move the card
    if step == A_BEGIN and st.stk_player[i] >= 0:
        p = st.stk_player[i]                     # a trigger's player: who controlled the card at its event
    if not first and not in_duel(st, p):       # R36: conceded during the activation
        pop(st)
        return
    if first and choose_effect(st, db, i, c, p):
        return
    if st.stk_step[i] == A_BEGIN:
        if open_link(st, db, i, c, p):
            return
    elif take_answer(st, db, i, c, p):
        return
    if ask_costs(st, db, i, c, p):
        return
    add_link(st, db, i, c, p)


@njit(cache=True)
def choose_effect(st, db, i, c, p):
    """A card with several usable effects (push_activation notes them in the unit's ``stk_mask``): the
    activator chooses one (Enemy Controller), kept on the link (ch_effect) and in its record."""
    step = st.stk_step[i]
    choice = st.stk_mask[i]
    if step != A_EFFECT_CHOSEN and choice == 0:
        return False
    e = st.stk_arg[i, 1]
    if step == A_EFFECT_CHOSEN:
        if not in_duel(st, p):
            pop(st)
            return True
        e = st.answer - A_SELECT
    elif choice & (choice - 1):                  # more than one: the activator chooses
        st.ch_card[st.ch_n] = c                  # for describe_action
        st.pr_left = choice
        ask(st, db, PROMPT_EFFECT_CHOICE, p)
        st.stk_step[i] = A_EFFECT_CHOSEN
        return True
    st.stk_arg[i, 1] = e
    st.stk_mask[i] = 0
    st.stk_step[i] = A_BEGIN
    return False


@njit(cache=True)
def open_link(st, db, i, c, p):
    """Fill link ch_n: card, effect, activator, a target named by the event, the opponent a rule
    fixes (HELP, OPP-PHASE, OPP-LINK); mark the card's once-per uses; then the designation (R11)."""
    k = st.ch_n
    e = st.stk_arg[i, 1]
    rec = db[st.c_card[c]]
    if st.stk_mode[i] == ACTIVATE_OPEN:
        st.win_event = EVENT_NONE               # activated at an open state: it answers no event
    st.ch_card[k] = c
    st.ch_effect[k] = e
    st.ch_player[k] = p
    st.ch_gen[k] = st.gen[p]
    st.ch_target[k] = event_card(st, db, rec.e_cond[e]) if rec.e_target[e] == TGT_EVENT_CARD else -1
    st.ch_target2[k] = -1
    st.ch_opp[k] = fixed_opponent(st, db, rec, e, p)  # HELP (R18/R12), OPP-PHASE (R13); else -1
    if rec.e_opp[e] == OPP_LINK:                   # R12: the player the trigger's event named
        st.ch_opp[k] = st.stk_target[i]
    st.ch_paid[k] = 0
    st.ch_negated[k] = 0
    st.ch_done[k] = 0
    st.ch_declared[k] = 0
    st.ch_result[k] = 0
    if rec.e_once[e] == ONCE_PER_BATTLE:          # once per battle (Injection Fairy Lily)
        add_modifier(st, MOD_USED_IN_DAMAGE_STEP, c, p, 1, UNTIL_END_OF_DAMAGE_STEP, -1, st.turn)
    elif rec.e_once[e] or rec.e_no_attack[e]:      # once per turn; "cannot attack the turn you activate this"
        st.c_used[c] = st.turn * 2 + rec.e_no_attack[e]
    st.stk_step[i] = A_TRIBUTE
    if designates(st, rec, e):                   # R11; R13 example 3: Ectoplasmer's turn player designates
        ask(st, db, PROMPT_DESIGNATE, designator(st, rec, e, p))
        st.stk_step[i] = A_DESIGNATED
        return True
    return False


@njit(cache=True)
def take_answer(st, db, i, c, p):
    """The answer to the prompt the unit asked: the designated opponent, a Tribute, a target, a
    discard, the LP paid, a declaration; then the step after it."""
    k = st.ch_n
    step = st.stk_step[i]
    e = st.ch_effect[k]
    rec = db[st.c_card[c]]
    if step == A_DESIGNATED:
        d = designator(st, rec, e, p)
        if not in_duel(st, d):                   # R36: the turn player conceded at Ectoplasmer's designation
            pop(st)
            return True
        st.ch_opp[k] = player_at_rel(st, d, st.answer - A_DESIGNATE + 1)
        st.stk_step[i] = A_TRIBUTE
    elif step == A_RACE_TRIBUTED or step == A_MONSTER_TRIBUTED:   # the monster Tributed as a cost
        m = st.pr_cand[st.answer - A_SELECT]
        if step == A_RACE_TRIBUTED and (rec.e_cost_part[e] or rec.e_cost_level[e]):   # its Level, for
            # level_max_over_tributed (Ninjitsu), level_of_tributed (Metamorphosis)
            st.ch_declared[k] = cur_level(st, db, m)
        if not (step == A_RACE_TRIBUTED and rec.e_cost_sends[e]):   # sent, not Tributed: Ultimate Baseball Kid
            log_event(st, EV_TRIBUTE, p, m, 0)
        send_to_grave(st, m)
        release_attached(st, db)                     # what was attached to it leaves before targets are chosen
        st.stk_step[i] = A_PRE_DISCARD if step == A_RACE_TRIBUTED else A_BANISH
    elif step == A_TARGETED:
        st.stk_step[i] = A_COST
        if st.answer == A_PASS:                  # "you can target": none (Goldd)
            return False
        st.ch_target[k] = st.pr_cand[st.answer - A_SELECT]
        if rec.x_count[e, TARGET_SLOT] > 1:      # a second, different card (R10: Icarus Attack)
            st.pr_ncand = target_candidates_but(st, db, c, e, p, st.ch_opp[k], True, st.ch_target[k], -1)
            up_to = rec.x_pick[e, TARGET_SLOT] == PICK_UP_TO
            if st.pr_ncand > 0 or not up_to:     # "up to 2" with one card to target: no second prompt (Mobius)
                st.pr_left = 1 if up_to else 0   # "up to": the second may be declined (A_PASS)
                ask(st, db, PROMPT_TARGET, p)
                st.stk_step[i] = A_TARGETED2
                return True
    elif step == A_TARGETED2:
        if st.answer != A_PASS:
            st.ch_target2[k] = st.pr_cand[st.answer - A_SELECT]
        st.stk_step[i] = A_COST
    elif step == A_SENT:                         # sent, not Tributed nor discarded (Manticore of Darkness)
        send_to_grave(st, st.pr_cand[st.answer - A_SELECT])
        release_attached(st, db)
        st.stk_step[i] = A_PRE_DISCARD
    elif step >= A_DISCARDED:                    # a card discarded as the cost; then the next one, or the step after
        discard(st, p, st.pr_cand[st.answer - A_SELECT])
        j = step - A_DISCARDED + 1
        st.stk_step[i] = A_LP if rec.e_discard_above[e] else A_TARGET
        if j < rec.e_cost_discard[e]:            # Magical Stone Excavation: 2 cards, one discard prompt each
            ask_discard_cost(st, db, i, c, e, p, j)
            return True
    elif step >= A_BANISHED:                     # a monster banished from p's GY as the cost (Phoenix Blade)
        banish_card(st, st.pr_cand[st.answer - A_SELECT], p)
        st.stk_step[i] = A_DISCARD_COST
        j = step - A_BANISHED + 1
        if j < rec.e_cost_banish[e]:             # the next one, among those left
            grave_cost_monsters(st, db, p, rec.e_banish_race[e], c, True)
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, p)
            st.stk_step[i] = A_BANISHED + j
            return True
    elif step == A_LP_PAID:
        st.stk_step[i] = A_DECLARE
        if pay_lp_cost(st, p, k, c, (st.answer - A_SELECT + 1) * 1000):
            pop(st)
            return True
    elif step == A_DECLARED:
        st.ch_declared[k] = st.answer - A_SELECT + 1
        if declaration_prompt(rec, e) == PROMPT_EFFECT_CHOICE:
            pass                                 # the alternative op chosen (Necklace of Command)
        elif declaration_prompt(rec, e) == PROMPT_DECLARE_RACE:
            log_event(st, EV_DECLARE_RACE, p, st.ch_declared[k], c)
        else:
            log_event(st, EV_DECLARE, p, st.ch_declared[k] - 1, c)
        st.stk_step[i] = A_PLACE
    return False


@njit(cache=True)
def ask_discard_cost(st, db, i, c, e, p, j):
    """Ask p for the j-th card (from 0) discarded as the cost of effect e of card c: of the kind it must be, a Level
    above the target's or its ATK or more (``discard_bounds``); the unit resumes at step A_DISCARDED + j."""
    rec = db[st.c_card[c]]
    above, floor = discard_bounds(st, db, rec.e_discard_above[e], st.ch_target[st.ch_n])
    discard_candidates(st, db, p, c, rec.e_discard_kind[e] - 1, rec.e_discard_attr[e], rec.e_discard_race[e],
                       above, floor, True)
    ask(st, db, PROMPT_DISCARD, p)
    st.stk_step[i] = A_DISCARDED + j


@njit(cache=True)
def ask_costs(st, db, i, c, p):
    """From the unit's step on, in order: a Tribute of a Type or a monster sent, a discard not tied to the target (both before the
    targets: a card discarded may be targeted, Monster Reincarnation), the targets, the costs on the card itself, a
    Tribute, monsters banished from the GY, a discard tied to the target, LP, a declaration. Stops at the first that
    asks (or at an LP cost that takes the activator to 0)."""
    k = st.ch_n
    e = st.ch_effect[k]
    rec = db[st.c_card[c]]
    if st.stk_step[i] == A_TRIBUTE:              # "Tribute 1 <Type> monster to ...": a cost paid before targeting
        st.stk_step[i] = A_PRE_DISCARD
        if rec.e_cost_race[e] or rec.e_cost_attr[e] or rec.e_cost_atk[e] or rec.e_cost_part[e] or rec.e_cost_card[e] \
            or rec.e_cost_level[e]:
            cost_tributes(st, db, c, e, p, st.ch_opp[k], True)
            st.pr_left = 1                       # one Tribute to choose
            ask(st, db, PROMPT_TRIBUTE, p)
            st.stk_step[i] = A_RACE_TRIBUTED
            return True
        if rec.e_cost_send_races[e]:             # "send 1 <Type> monster from your hand or field to the GY"
            send_cost_monsters(st, db, p, rec.e_cost_send_races[e], c, True)
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, p)
            st.stk_step[i] = A_SENT
            return True
    if st.stk_step[i] == A_PRE_DISCARD:          # ygopro's order too: the cost, then the target
        st.stk_step[i] = A_TARGET
        if rec.e_cost_discard[e] and not rec.e_discard_above[e]:
            ask_discard_cost(st, db, i, c, e, p, 0)
            return True
    if st.stk_step[i] == A_TARGET:
        st.stk_step[i] = A_COST
        if rec.e_target[e] == TGT_SELECT:
            st.pr_ncand = target_candidates(st, db, c, e, p, st.ch_opp[k], True)
            st.pr_left = rec.x_optional[e, TARGET_SLOT]   # the first target is due, unless "you can target"
            if st.pr_ncand > 0 or not st.pr_left:
                ask(st, db, PROMPT_TARGET, p)
                st.stk_step[i] = A_TARGETED
                return True
    if st.stk_step[i] == A_COST:                 # costs are paid as part of activation
        st.stk_step[i] = A_BANISH
        st.c_counter[c] -= rec.e_cost_counter[e]     # counters removed from the card itself (Breaker)
        if rec.e_counter_step[e]:                # as many as the target's ATK asks (Blast Magician)
            st.c_counter[c] -= counters_for(st, db, c, e, st.ch_target[k])
        if (rec.e_cost_counter[e] or rec.e_counter_step[e]) and st.c_counter[c] == 0 \
                and card_has_static(st, db, c, STATIC_DESTROYED_WITHOUT_COUNTERS):
            destroy(st, db, c, p, False)         # no counter left on it (Pitch-Black Power Stone)
        if rec.e_discard_self[e]:                # the card itself, from the hand (Kuriboh)
            discard(st, p, c)
        if rec.e_cost_tribute[e]:                # Tribute this card, or send it to the GY (COST_SEND_SELF: a monster's,
            st.ch_done[k] = st.c_counter[c]      # or a lasting card's); its counters are noted for a damage op with
            if rec.e_cost_tribute[e] != COST_SEND_SELF:   # as_many (Wave-Motion Cannon)
                log_event(st, EV_TRIBUTE, p, c, 0)
            send_to_grave(st, c)
        if rec.e_cost_monster[e]:                # Tribute 1 monster p controls (a tribute prompt), or one p may
            tribute_candidates(st, db, p, MONSTERS_ANY)   # Tribute as if they controlled it (Soul Exchange)
            st.pr_left = 1
            ask(st, db, PROMPT_TRIBUTE, p)
            st.stk_step[i] = A_MONSTER_TRIBUTED
            return True
    if st.stk_step[i] == A_BANISH:               # monsters banished from p's GY, one choose prompt each (Phoenix Blade)
        st.stk_step[i] = A_DISCARD_COST
        if rec.e_cost_banish[e]:
            grave_cost_monsters(st, db, p, rec.e_banish_race[e], c, True)
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, p)
            st.stk_step[i] = A_BANISHED
            return True
    if st.stk_step[i] == A_DISCARD_COST:         # a discard tied to the target: a Level above the target's, or its
        st.stk_step[i] = A_LP                    # ATK or more (Vampire Genesis, Armed Dragon LV5)
        if rec.e_cost_discard[e] and rec.e_discard_above[e]:
            ask_discard_cost(st, db, i, c, e, p, 0)
            return True
    if st.stk_step[i] == A_LP:                   # R40: LP, a multiple of 1000 the activator chooses
        st.stk_step[i] = A_DECLARE
        if rec.e_cost_lp[e] == LP_COST_HALF or rec.e_cost_lp[e] == LP_COST_FIXED:  # half, rounded up (B23); fixed
            if pay_lp_cost(st, p, k, c, half_lp(st, p) if rec.e_cost_lp[e] == LP_COST_HALF else rec.e_lp_amount[e]):
                pop(st)
                return True
        elif rec.e_cost_lp[e]:
            ask(st, db, PROMPT_LP_COST, p)
            st.stk_step[i] = A_LP_PAID
            return True
    if st.stk_step[i] == A_DECLARE:              # declared as it is activated, before anyone may respond
        st.stk_step[i] = A_PLACE
        prompt = declaration_prompt(rec, e)
        if prompt == PROMPT_EFFECT_CHOICE:       # one of 2 alternative ops: asked only when both can apply
            bits = usable_alternatives(st, db, rec, e, p, st.ch_opp[k])
            st.ch_declared[k] = 0 if bits == 0 else 1 if bits == 1 else 2 if bits == 2 else 0
            if bits == 3:
                st.pr_left = bits
                ask(st, db, prompt, p)
                st.stk_step[i] = A_DECLARED
                return True
        elif prompt:
            ask(st, db, prompt, p)
            st.stk_step[i] = A_DECLARED
            return True
    return False


@njit(cache=True)
def add_link(st, db, i, c, p):
    """A_PLACE: a Spell/Trap is put or turned face-up (a monster's effect, a face-up lasting
    card's, a Spell/Trap's trigger from the GY, Malevolent Nuzzler, or its Ignition Effect there, Phoenix Blade,
    leaves it where it is); the
    link is added, and the unit becomes its response window (R26), or, when it answered a window,
    that window's queue is rebuilt from the new activator (R28)."""
    k = st.ch_n
    e = st.ch_effect[k]
    mode = st.stk_mode[i]
    rec = db[st.c_card[c]]
    if rec.kind != KIND_MONSTER and rec.e_kind[e] != ACT_LASTING and rec.e_kind[e] != ACT_TRIGGER \
            and not rec.e_from_grave[e]:
        if st.c_loc[c] == LOC_HAND and rec.subtype == SUBTYPE_FIELD:
            place_field(st, c, p)
        elif st.c_loc[c] == LOC_HAND:
            place_spell(st, c, p, free_szone(st, p), POS_FACEUP_CARD)
        else:
            if rec.kind == KIND_TRAP:            # Set this turn: a "trap activation the turn it is set" allowance
                use_set_turn_trap(st, db, c, p)
            st.c_pos[c] = POS_FACEUP_CARD        # a Set card is turned face-up
    st.ch_n = k + 1
    if rec.e_no_summon[e] & NO_BATTLE_PHASE_BIT:  # Soul Exchange: no Battle Phase for p this turn, from now on
        add_modifier(st, MOD_NO_BATTLE_PHASE, -1, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
    if rec.e_no_summon[e] & 1:                   # Scapegoat: no other Summon by p for the rest of the turn
        add_modifier(st, MOD_NO_SUMMON, -1, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
    log_event(st, EV_ACTIVATE, p, c, k + 1)
    if st.ch_target[k] >= 0:
        log_event(st, EV_TARGET, p, st.ch_target[k], k + 1)
    if st.ch_target2[k] >= 0:
        log_event(st, EV_TARGET, p, st.ch_target2[k], k + 1)
    if mode == ACTIVATE_AS_TRIGGER:
        pop(st)
        return
    affected = affected_bits(st, db, k)
    if mode == ACTIVATE_FROM_WINDOW:
        build_queue(st, p, WINDOW_RESPONSE, affected)   # R28: the earlier links' queue is dropped
        pop(st)
    else:                                        # this unit becomes the link's response window
        become_window(st, i, p, WINDOW_RESPONSE, affected)


@njit(cache=True)
def usable_alternatives(st, db, rec, e, p, opp):
    """The bitmask of effect e's alternative ops (RUN_IF_CHOSEN, by their place among them) that can apply now:
    a draw needs the cards in the activator's Deck, a random discard a card in the opponent's hand."""
    bits = 0
    a = 0
    for j in range(MAX_OPS):
        if rec.e_if_done[e, j] & RUN_IF_CHOSEN:
            op = rec.e_op[e, j]
            if op == OP_DRAW:
                ok = st.pile_n[p, LOC_DECK] >= rec.e_arg[e, j, 0] and not draw_barred(st, db, p)
            elif op == OP_DISCARD_RANDOM:
                ok = opp >= 0 and in_duel(st, opp) and st.pile_n[opp, LOC_HAND] > 0
            else:
                ok = True
            if ok:
                bits |= 1 << a
            a += 1
    return bits


@njit(cache=True)
def declaration_prompt(rec, e):
    """The prompt for what effect e's activator declares as they activate it, 0 none: a Type for
    an op whose filter takes the declared Type, a card kind for one acting on the declared kind (as the
    card scripts of ygopro-core announce in their target step, before priority passes); one of 2 alternative ops
    (PROMPT_EFFECT_CHOICE: A_SELECT + its place among them)."""
    for j in range(MAX_OPS):
        if rec.e_if_done[e, j] & RUN_IF_CHOSEN:
            return PROMPT_EFFECT_CHOICE
        if rec.x_race[e, j] == RACE_DECLARED:
            return PROMPT_DECLARE_RACE
        if rec.e_op[e, j] == OP_DECLARE_MILL:
            return PROMPT_DECLARE
    return 0
