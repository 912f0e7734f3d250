"""Carrying out the answer a decision op got (apply_decision), after ask_decision
(decisions.py) asked: the card, position, Level or kind chosen, grouped by what the answer
does (places a card, removes one, acts on a hand or a Deck)."""
from .._jit import njit
from ..cards.constants import (OP_SPECIAL_SUMMON_TARGET, OP_DISCARD, OP_BANISH_FROM_GRAVE, OP_DECLARE_MILL,
                               OP_SUMMON_FROM_HAND,
                               OP_MUTUAL_GRAVE_BANISH, OP_SET_FROM_HAND, OP_FUSION_SUMMON, OP_RITUAL_SUMMON,
                               OP_SUMMON_SELF, OP_EXCHANGE_HANDS,
                               OP_DECLARE_LEVEL_EXCAVATE, OP_TRIBUTE_FOR_DAMAGE, OP_LOOK_AT_HAND, OP_TO_DECK,
                               DECK_SHUFFLED, LOOK_THEN_TO_DECK, OP_SWAP_CONTROL, OP_HAND_TO_DECK,
                               OP_NEGATE_ACTIVATION, HAND_TO_DECK_ANY, OP_LOOK_TOP_CARD, OP_GUESS_HAND_KIND,
                               OP_DISCARD_RANDOM_OR_DESTROY_OWN, OP_EQUIP_FROM_GRAVE, OP_GIVE_CONTROL,
                               OP_EACH_SUMMONS_FROM_DECK, OP_EXCAVATE_SUMMON, OP_ROLL_DIE, OP_OPPONENT_PICKS_FROM_DECK,
                               OP_KEEP_ONE_SEND_REST, OP_OPPONENT_SUMMONS_TO_BATTLE, BATTLE_DAMAGE_NONE)
from .damage import effect_damage
from .constants import (A_PASS, A_POSITION, A_SELECT, EV_NEGATED, EV_DECLARE, LOC_GRAVE, EV_TRIBUTE, PROMPT_CHOOSE,
                        EV_REVEAL, PROMPT_DISCARD, EV_BANISHED, LOC_BANISHED, LOC_DECK, LOC_HAND, LOC_MZONE,
                        POS_FACEDOWN_DEF, POS_FACEUP_ATK, POS_FACEUP_DEF, PROMPT_POSITION, POS_FACEDOWN,
                        EV_SET_CARD, EV_DECLARE_LEVEL)
from .candidates import grave_monsters, hand_candidates
from .fusion import fusion_answered
from .ritual import ritual_answered
from .grave_equip import equip_answered
from .actions import act_on, choice_made
from .selectors import is_select_op
from .events import log_event
from .rng import rng_below
from .players import in_duel
from .stack import ask, candidates_hand, clear_sub
from .static_locks import grave_banish_allowed
from .field_room import summon_zone, type_fits
from .atk_def import stat
from .zones import (to_bottom, change_control, destroy, discard, place_spell, send_to_grave, shuffle_deck,
                    special_summon, to_pile)
from .zone_queries import free_mzone, free_szone
from .links import activator_in_duel
from .operations import discard_at_random, run_operation, summon_self
from .target_operations import can_special_summon
from .each_player import send_all_but
from .forced_battle import battle_now
from .decision_steps import (deck_offer_answered, declare_number_next, each_summon_next, excavate, excavated_position,
                             exchange_finish, exchange_next, mutual_banish_finish,
                             mutual_banish_next, swap_finish, swap_next)


@njit(cache=True)
def hand_summon_answered(st, db, k, i, p):
    """summon_from_hand: the card is chosen, so its position is asked (the card kept in the unit's
    ``stk_pick``); the position is chosen, so it is Special Summoned if it still can be."""
    if st.stk_pick[i, 0] < 0:
        st.stk_pick[i, 0] = st.pr_cand[st.answer - A_SELECT]
        ask(st, db, PROMPT_POSITION, p)
        return True
    d = st.stk_pick[i, 0]
    st.stk_pick[i, 0] = -1
    st.ch_done[k] = 0                            # for a following "if you do" op ("then you can destroy": Magical
    if st.c_loc[d] == LOC_HAND and summon_zone(st, db, p) >= 0 and type_fits(st, db, p, d):   # Dimension)
        special_summon(st, db, d, p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
        st.ch_done[k] = 1
    return False


@njit(cache=True)
def discard_answered(st, db, k, i, p):
    """discard: one card discarded, by the activator or the effect's opponent (Delinquent Duo);
    the unit's arg 1 counts them, and the next is asked while any are due and the hand holds one."""
    args = db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0]]
    q = st.ch_opp[k] if args[1] else p
    if q < 0 or not in_duel(st, q):              # they left the duel at the prompt (R36)
        st.stk_arg[i, 1] = 0
        return False
    discard(st, q, st.pr_cand[st.answer - A_SELECT])
    st.stk_arg[i, 1] += 1
    if st.stk_arg[i, 1] < args[0] and st.pile_n[q, LOC_HAND] > 0:
        candidates_hand(st, q)
        ask(st, db, PROMPT_DISCARD, q)
        return True
    st.stk_arg[i, 1] = 0
    return False


@njit(cache=True)
def hand_to_deck_answered(st, db, k, i, p):
    """hand_to_deck: one card of the picking player's hand returned to their Deck (the place its arg 2
    says; picked one by one, so "in any order"); the unit's arg 1 counts them, and the next is asked
    while any are due."""
    args = db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0]]
    q = st.ch_opp[k] if args[1] else p
    if q < 0 or not in_duel(st, q):              # they left the duel at the prompt (R36)
        st.stk_arg[i, 1] = 0
        return False
    any_number = args[2] & HAND_TO_DECK_ANY
    if st.answer != A_PASS:
        act_on(st, db, OP_TO_DECK, st.pr_cand[st.answer - A_SELECT], p, args[2] & (HAND_TO_DECK_ANY - 1))
        st.stk_arg[i, 1] += 1
        if (any_number or st.stk_arg[i, 1] < args[0]) and st.pile_n[q, LOC_HAND] > 0:
            hand_candidates(st, db, q)
            st.pr_left = 1 if any_number else 0  # any number: each after the first may be declined
            ask(st, db, PROMPT_CHOOSE, q)
            return True
    st.ch_done[k] = st.stk_arg[i, 1]             # "draw the same number" (draw with as_many)
    st.stk_arg[i, 1] = 0
    return False


@njit(cache=True)
def level_declared(st, db, k, i, p):
    """R11 example 5: the designated opponent declared a Level (the Deck is then excavated), or the
    activator chose the position of the excavated monster (kept in the unit's ``stk_pick``)."""
    if st.stk_pick[i, 0] < 0:
        opp = st.ch_opp[k]
        level = 0
        if in_duel(st, opp):                     # R36: one who conceded at the prompt declared nothing
            level = st.answer - A_SELECT + 1
            log_event(st, EV_DECLARE_LEVEL, opp, level, st.ch_card[k])
        return excavate(st, db, k, i, level)
    m = st.stk_pick[i, 0]
    st.stk_pick[i, 0] = -1
    if st.c_loc[m] == LOC_DECK and summon_zone(st, db, p) >= 0 and type_fits(st, db, p, m):
        special_summon(st, db, m, p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
    elif st.c_loc[m] == LOC_DECK:
        send_to_grave(st, m)
    return False


@njit(cache=True)
def apply_decision(st, db, k, op, i):
    """Carry out a decision operation with the answer ``ask_decision`` got. The searched Deck
    is shuffled, and a card added to the hand is revealed (B24, R22: to every player). A
    Special Summon from the hand asks a second decision, the position, keeping the chosen card
    in the resolution unit's ``stk_pick`` meanwhile; returns whether it asked. A player
    who left the duel at the prompt (conceded: R36) made no choice, so nothing happens (A-08)."""
    if not activator_in_duel(st, k):
        st.stk_arg[i, 1] = 0
        clear_sub(st, i)
        st.hand_shown = 0                        # an Exchange stops: the hands are hidden again
        return False
    if is_select_op(op):
        return choice_made(st, db, k, st.ch_effect[k], st.stk_arg[i, 0], i)
    return (apply_placement(st, db, k, op, i) or apply_removal(st, db, k, op, i)
            or apply_hand_or_deck(st, db, k, op, i))


@njit(cache=True)
def apply_placement(st, db, k, op, i):
    """The answer to a decision op that places a card: a Special Summon (its position or its monster),
    a Set, a control change; whether it asked again."""
    p = st.ch_player[k]
    if op == OP_SPECIAL_SUMMON_TARGET:
        if can_special_summon(st, db, k):
            special_summon(st, db, st.ch_target[k], p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
        return False
    if op == OP_EXCAVATE_SUMMON:                 # Cyber Jar: the position of a revealed monster
        arg = db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0]]
        return excavated_position(st, db, k, i, st.answer == A_POSITION, arg[0], arg[1], arg[2])
    if op == OP_SUMMON_SELF:
        summon_self(st, db, k, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF,
                    db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 1])
        return False
    if op == OP_SUMMON_FROM_HAND:
        return hand_summon_answered(st, db, k, i, p)
    if op == OP_SET_FROM_HAND:
        if st.answer != A_PASS:
            d = st.pr_cand[st.answer - A_SELECT]
            if st.c_loc[d] == LOC_HAND and free_szone(st, p) >= 0:
                place_spell(st, d, p, free_szone(st, p), POS_FACEDOWN)
                log_event(st, EV_SET_CARD, p, d, 0)
        return False
    if op == OP_FUSION_SUMMON:
        return fusion_answered(st, db, p, i)
    if op == OP_EACH_SUMMONS_FROM_DECK:
        m = st.pr_cand[st.answer - A_SELECT] if A_SELECT <= st.answer < A_SELECT + st.pr_ncand else -1
        q = st.c_ctrl[m] if m >= 0 else -1
        if m >= 0 and in_duel(st, q) and st.c_loc[m] == LOC_DECK and summon_zone(st, db, q) >= 0:
            special_summon(st, db, m, q, POS_FACEUP_ATK)
            shuffle_deck(st, q)
        arg = db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0]]
        return each_summon_next(st, db, k, i, arg[0], arg[1])
    if op == OP_KEEP_ONE_SEND_REST:             # Last Turn: the chosen monster stays, the rest go
        m = st.pr_cand[st.answer - A_SELECT]
        keep = m if st.c_loc[m] == LOC_MZONE and st.c_ctrl[m] == p else -1
        send_all_but(st, p, keep, st.ch_card[k])
        st.ch_done[k] = st.c_seq[keep] + 1 if keep >= 0 and st.c_loc[keep] == LOC_MZONE and st.c_ctrl[keep] == p else 0
        return False
    if op == OP_OPPONENT_SUMMONS_TO_BATTLE:     # Last Turn: summoned, it battles the kept monster at once
        summon_to_battle(st, db, k, st.pr_cand[st.answer - A_SELECT],
                         db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 0] == BATTLE_DAMAGE_NONE)
        return False
    if op == OP_GIVE_CONTROL:
        m = st.pr_cand[st.answer - A_SELECT]
        q = st.ch_opp[k]
        if in_duel(st, q) and st.c_loc[m] == LOC_MZONE and st.c_ctrl[m] == p and free_mzone(st, q) >= 0:
            change_control(st, m, q, free_mzone(st, q))
        return False
    if op == OP_RITUAL_SUMMON:
        exact = db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 2]
        return ritual_answered(st, db, p, i, exact)
    if op == OP_EQUIP_FROM_GRAVE:
        return equip_answered(st, db, k, i, db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 0],
                              st.pr_cand[st.answer - A_SELECT])
    if op == OP_SWAP_CONTROL:
        if st.stk_sub[i] == 1:                   # the activator picked
            st.stk_pick[i, 0] = st.pr_cand[st.answer - A_SELECT]
            return swap_next(st, db, k, i)
        swap_finish(st, k, i, st.pr_cand[st.answer - A_SELECT])
        return False
    if op == OP_DECLARE_LEVEL_EXCAVATE:
        return level_declared(st, db, k, i, p)
    if op == OP_OPPONENT_PICKS_FROM_DECK:        # Painful Choice: a pick of the activator's, or the opponent's
        return deck_offer_answered(st, db, k, i, db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 0],
                                   st.pr_cand[st.answer - A_SELECT])
    if op == OP_ROLL_DIE:                        # a number declared (Sixth Sense): the next one, or the roll
        n = st.answer - A_SELECT + 1
        st.stk_arg[i, 1] |= 1 << (n - 1)
        log_event(st, EV_DECLARE_LEVEL, p, n, st.ch_card[k])
        return declare_number_next(st, db, k, i,
                                   db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 1])
    return False


@njit(cache=True)
def apply_removal(st, db, k, op, i):
    """The answer to a decision op that removes a monster or a GY card: a destruction, a banishment; whether it
    asked again."""
    p = st.ch_player[k]
    if op == OP_DISCARD_RANDOM_OR_DESTROY_OWN:
        if st.answer == A_PASS:
            discard_at_random(st, db, st.ch_opp[k], 1, 0, st.ch_player[k], st.ch_card[k])
        else:
            m = st.pr_cand[st.answer - A_SELECT]
            if st.c_loc[m] == LOC_MZONE:
                destroy(st, db, m, p, False)
        return False
    if op == OP_MUTUAL_GRAVE_BANISH:
        if st.stk_sub[i] == 1:                   # the activator picked
            st.stk_pick[i, 0] = st.pr_cand[st.answer - A_SELECT]
            return mutual_banish_next(st, db, k, i)
        mutual_banish_finish(st, db, k, i, st.pr_cand[st.answer - A_SELECT])
        return False
    if op == OP_BANISH_FROM_GRAVE:
        return banish_from_grave(st, db, k, i)
    if op == OP_TRIBUTE_FOR_DAMAGE:
        tribute_for_damage(st, db, k)
    return False


@njit(cache=True)
def apply_hand_or_deck(st, db, k, op, i):
    """The answer to a decision op on a hand or a Deck: discards, returns, a look, a guess, a
    declared kind, an exchange; whether it asked again."""
    p = st.ch_player[k]
    if op == OP_DISCARD:
        return discard_answered(st, db, k, i, p)
    if op == OP_HAND_TO_DECK:
        return hand_to_deck_answered(st, db, k, i, p)
    if op == OP_LOOK_TOP_CARD:                   # the top card, still on top, to the bottom (Maharaghi)
        d = st.pr_cand[0]
        n = st.pile_n[p, LOC_DECK]
        if st.answer != A_PASS and n > 0 and st.pile[p, LOC_DECK, n - 1] == d:
            to_bottom(st, p, LOC_DECK, d)
        return False
    if op == OP_GUESS_HAND_KIND:                 # a random card of the activator's hand, shown: a wrong guess is done
        opp = st.ch_opp[k]
        if in_duel(st, opp) and st.pile_n[p, LOC_HAND] > 0:
            kind = st.answer - A_SELECT
            log_event(st, EV_DECLARE, opp, kind, st.ch_card[k])
            d = st.pile[p, LOC_HAND, rng_below(st, st.pile_n[p, LOC_HAND])]
            log_event(st, EV_REVEAL, p, d, 0)
            st.ch_done[k] = 1 if db[st.c_card[d]].kind != kind else 0
        return False
    if op == OP_NEGATE_ACTIVATION:               # the opponent discarded: this effect is negated; or not: it applies
        args = db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0]]
        d = st.pr_cand[st.answer - A_SELECT] if st.answer != A_PASS else -1
        if d >= 0 and st.c_loc[d] == LOC_HAND and in_duel(st, st.ch_opp[k]):
            discard(st, st.ch_opp[k], d)
            log_event(st, EV_NEGATED, st.ch_card[k], st.ch_opp[k], 0)
        else:
            run_operation(st, db, k, op, args[0], 0, 0, st.stk_arg[i, 0])
        return False
    if op == OP_LOOK_AT_HAND:                    # the card picked from the opponent's hand: discarded, or to the Deck
        d = st.pr_cand[st.answer - A_SELECT]
        q = st.c_ctrl[d]
        if st.c_loc[d] == LOC_HAND and in_duel(st, q):
            if db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 0] == LOOK_THEN_TO_DECK:
                act_on(st, db, OP_TO_DECK, d, p, DECK_SHUFFLED)
            else:
                discard(st, q, d)
        return False
    if op == OP_DECLARE_MILL:
        mill_declared_kind(st, k)
        return False
    if op == OP_EXCHANGE_HANDS:
        if st.stk_sub[i] == 1:                   # the activator picked
            st.stk_pick[i, 0] = st.pr_cand[st.answer - A_SELECT]
            return exchange_next(st, db, k, i)
        exchange_finish(st, k, i, st.pr_cand[st.answer - A_SELECT] if in_duel(st, st.ch_opp[k]) else -1)
        return False
    return False


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
        effect_damage(st, opp, amount, tp, st.ch_card[k])


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
def summon_to_battle(st, db, k, m, no_damage):
    """opponent_summons_from_deck_to_battle: the effect's opponent Special Summons monster m of their
    Deck in face-up Attack Position (the Deck shuffled), and if it is on the field, it attacks the
    monster the op before kept (``ch_done``: its zone + 1 in the activator's Monster Zones) at once."""
    p = st.ch_player[k]
    q = st.ch_opp[k]
    if not (in_duel(st, q) and st.c_loc[m] == LOC_DECK and st.c_ctrl[m] == q and summon_zone(st, db, q) >= 0):
        return
    special_summon(st, db, m, q, POS_FACEUP_ATK)
    shuffle_deck(st, q)
    kept = st.mzone[p, st.ch_done[k] - 1] if st.ch_done[k] > 0 else -1
    if kept >= 0 and st.c_loc[m] == LOC_MZONE and st.c_ctrl[m] == q:
        battle_now(st, db, m, kept, no_damage)
