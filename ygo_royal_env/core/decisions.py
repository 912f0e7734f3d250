"""The ops of a resolving link that ask a player something as they resolve (a card to choose,
a position, a Level to declare): ``ask_decision`` asks, ``apply_decision`` carries the answer out."""

from .._jit import njit

from ..cards.constants import (KIND_MONSTER, OP_SPECIAL_SUMMON_TARGET, OP_DISCARD, OP_BANISH_FROM_GRAVE,
                               OP_DECLARE_MILL, OP_SUMMON_FROM_HAND, SUBTYPE_FIELD, OP_DESTROY_CHOSEN_MONSTER,
                               OP_DESTROY_HIGHEST_DEF, OP_MUTUAL_GRAVE_BANISH, OP_SET_FROM_HAND, OP_FUSION_SUMMON, OP_RITUAL_SUMMON,
                               OP_SUMMON_SELF, OP_TRIBUTE_OWN, OP_DESTROY_FIELD_MONSTER, OP_EXCHANGE_HANDS,
                               OP_DECLARE_LEVEL_EXCAVATE, OP_TRIBUTE_FOR_DAMAGE, OP_LOOK_AT_HAND, OP_TO_DECK,
                               DECK_SHUFFLED, LOOK_THEN_TO_DECK, OP_SWAP_CONTROL, OP_HAND_TO_DECK, OP_NEGATE_ACTIVATION,
                               HAND_TO_DECK_ANY, OP_LOOK_TOP_CARD, OP_GUESS_HAND_KIND,
                               OP_DISCARD_RANDOM_OR_DESTROY_OWN,
                               OP_EQUIP_FROM_GRAVE, OP_GIVE_CONTROL, OP_EACH_SUMMONS_FROM_DECK)
from .damage import effect_damage
from .constants import (A_PASS, A_POSITION, A_SELECT, EV_NEGATED, EV_DECLARE, PROMPT_DECLARE, LOC_GRAVE, EV_TO_HAND, EV_TRIBUTE, PROMPT_CHOOSE, EV_REVEAL,
                        MAX_CANDIDATES, PROMPT_DISCARD, EV_BANISHED, LOC_BANISHED, LOC_DECK, LOC_HAND, LOC_MZONE,
                        N_MZONES, POS_FACEDOWN_DEF, POS_FACEUP_ATK, POS_FACEUP_DEF, PROMPT_POSITION, POS_FACEDOWN,
                        EV_SET_CARD, PROMPT_TRIBUTE, EV_DECLARE_LEVEL, PROMPT_DECLARE_LEVEL)
from .candidates import deck_summon_candidates, discard_candidates, deck_kind_candidates, grave_monsters, highest_def_monsters, hand_summon_candidates
from .fusion import ask_fusion_monster, fusion_answered
from .ritual import ask_ritual_monster, ritual_answered
from .grave_equip import equip_answered, equip_next
from .actions import act_on, choice_made
from .selectors import add_named_candidate, is_select_op
from .events import log_event
from .rng import rng_below
from .players import in_duel, player_at_rel
from .stack import ask, candidates_hand
from .procedure import can_be_normal_summoned, summonable_by_effect
from .static_locks import grave_banish_allowed
from .field_room import summon_zone, type_fits
from .atk_def import cur_atk, stat
from .zones import (to_bottom, change_control, destroy, discard, place_spell, send_to_grave, shuffle_deck,
                    special_summon, swap_control, to_pile)
from .zone_queries import MONSTERS_ANY, monsters_of, free_mzone, free_szone, monster_count
from .effects import givable_monsters
from .links import activator_in_duel
from .operations import can_special_summon, discard_at_random, run_operation, self_summonable, summon_self


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
    opp = st.ch_opp[k]
    if op == OP_DISCARD and activator_in_duel(st, k):   # the activator, or (a1) the effect's opponent, chooses
        q = opp if a1 else p
        if q >= 0 and in_duel(st, q) and st.pile_n[q, LOC_HAND] > 0:
            candidates_hand(st, q)
            ask(st, db, PROMPT_DISCARD, q)
            return True
        return False
    if op == OP_NEGATE_ACTIVATION and a1 and opp >= 0 and in_duel(st, opp) and k > 0 and not st.ch_negated[k - 1] \
            and discard_candidates(st, db, opp, -1, a1 - 1, 0, 0, -1, -1, True) > 0:
        st.pr_left = 1                           # the effect's opponent may discard a card of that kind (A_PASS: not)
        ask(st, db, PROMPT_CHOOSE, opp)          # to negate this effect (Magic Drain)
        return True
    if op == OP_HAND_TO_DECK and activator_in_duel(st, k):   # the activator, or (a1) the effect's opponent, picks
        q = opp if a1 else p                                  # exactly a0 cards of their hand, or none (Sillva)
        if q >= 0 and in_duel(st, q) and st.pile_n[q, LOC_HAND] >= a0:
            hand_candidates(st, db, q)
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, q)
            return True
        return False
    if op == OP_LOOK_AT_HAND and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and st.pile_n[opp, LOC_HAND] > 0:
        n = 0
        for h in range(st.pile_n[opp, LOC_HAND]):    # the activator alone looks at each card (looked 2: a hand)
            log_event(st, EV_REVEAL, p, st.pile[opp, LOC_HAND, h], 2)
            n = add_named_candidate(st, n, st.pile[opp, LOC_HAND, h])
        st.pr_ncand = n
        st.pr_left = 0
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_DECLARE_MILL and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and deck_kind_candidates(st, db, opp, st.ch_declared[k] - 1) > 0:
        st.pr_left = 0                           # the linked opponent picks 1 card of the declared kind
        ask(st, db, PROMPT_CHOOSE, opp)
        return True
    if op == OP_DISCARD_RANDOM_OR_DESTROY_OWN and opp >= 0 and in_duel(st, opp) and monster_count(st, opp) > 0:
        monsters_of(st, db, opp, MONSTERS_ANY, 0, -1, True)   # a monster of theirs to destroy, or (A_PASS, with a
        st.pr_left = 1 if st.pile_n[opp, LOC_HAND] > 0 else 0   # hand) a random discard: the opponent chooses
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
    if op == OP_RITUAL_SUMMON and activator_in_duel(st, k):
        return ask_ritual_monster(st, db, p, a0, a1, a2)
    if op == OP_EXCHANGE_HANDS and opp >= 0:
        st.stk_arg[i, 1] = 0
        return exchange_next(st, db, k, i)
    if op == OP_SWAP_CONTROL and opp >= 0:
        st.stk_arg[i, 1] = 0
        return swap_next(st, db, k, i)
    if op == OP_EACH_SUMMONS_FROM_DECK:
        st.stk_arg[i, 1] = 0
        return each_summon_next(st, db, k, i, a0, a1)
    if op == OP_GIVE_CONTROL and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and free_mzone(st, opp) >= 0 and givable_monsters(st, db, p, True) > 0:
        st.pr_left = 0                           # Mystic Box: the monster given to the opponent
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_LOOK_TOP_CARD and activator_in_duel(st, k) and st.pile_n[p, LOC_DECK] > 0:
        top = st.pile[p, LOC_DECK, st.pile_n[p, LOC_DECK] - 1]
        log_event(st, EV_REVEAL, p, top, 1)      # looked at by the activator alone
        st.pr_cand[0] = top
        st.pr_ncand = 1
        st.pr_left = 1                           # A_SELECT: to the bottom; A_PASS: it stays on top
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_GUESS_HAND_KIND and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and st.pile_n[p, LOC_HAND] > 0:
        ask(st, db, PROMPT_DECLARE, opp)         # the effect's opponent guesses the kind
        return True
    if op == OP_EQUIP_FROM_GRAVE:                # Gilford the Legend
        st.stk_arg[i, 1] = 0
        return equip_next(st, db, k, i, a0)
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
def hand_summon_answered(st, db, k, i, p):
    """summon_from_hand: the card is chosen, so its position is asked (the card kept in the unit's
    arg 1 as card + 1); the position is chosen, so it is Special Summoned if it still can be."""
    if st.stk_arg[i, 1] == 0:
        st.stk_arg[i, 1] = st.pr_cand[st.answer - A_SELECT] + 1
        ask(st, db, PROMPT_POSITION, p)
        return True
    d = st.stk_arg[i, 1] - 1
    st.stk_arg[i, 1] = 0
    if st.c_loc[d] == LOC_HAND and summon_zone(st, db, p) >= 0 and type_fits(st, db, p, d):
        special_summon(st, db, d, p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
        if st.ch_done[k] == 1:
            st.ch_done[k] = 2                    # after the Tribute: "then you can destroy" (Magical Dimension)
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
    activator chose the position of the excavated monster (kept in the unit's arg 1 as card + 1)."""
    if st.stk_arg[i, 1] == 0:
        opp = st.ch_opp[k]
        level = 0
        if in_duel(st, opp):                     # R36: one who conceded at the prompt declared nothing
            level = st.answer - A_SELECT + 1
            log_event(st, EV_DECLARE_LEVEL, opp, level, st.ch_card[k])
        return excavate(st, db, k, i, level)
    m = st.stk_arg[i, 1] - 1
    st.stk_arg[i, 1] = 0
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
            special_summon(st, db, st.ch_target[k], p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
        return False
    if op == OP_SUMMON_SELF:
        summon_self(st, db, k, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF,
                    db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 1])
        return False
    if op == OP_SUMMON_FROM_HAND:
        return hand_summon_answered(st, db, k, i, p)
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
                destroy(st, db, m, p, False)
                st.ss_card = -1                  # B16: the Summon before it is not the last thing
        return False
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
    if op == OP_DISCARD_RANDOM_OR_DESTROY_OWN:
        if st.answer == A_PASS:
            discard_at_random(st, db, st.ch_opp[k], 1, 0, st.ch_player[k], st.ch_card[k])
        else:
            m = st.pr_cand[st.answer - A_SELECT]
            if st.c_loc[m] == LOC_MZONE:
                destroy(st, db, m, p, False)
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
            destroy(st, db, m, p, False)
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
    if op == OP_EACH_SUMMONS_FROM_DECK:
        m = st.pr_cand[st.answer - A_SELECT] if A_SELECT <= st.answer < A_SELECT + st.pr_ncand else -1
        q = st.c_ctrl[m] if m >= 0 else -1
        if m >= 0 and in_duel(st, q) and st.c_loc[m] == LOC_DECK and summon_zone(st, db, q) >= 0:
            special_summon(st, db, m, q, POS_FACEUP_ATK)
            shuffle_deck(st, q)
        arg = db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0]]
        return each_summon_next(st, db, k, i, arg[0], arg[1])
    if op == OP_GIVE_CONTROL:
        m = st.pr_cand[st.answer - A_SELECT]
        q = st.ch_opp[k]
        if in_duel(st, q) and st.c_loc[m] == LOC_MZONE and st.c_ctrl[m] == p and free_mzone(st, q) >= 0:
            change_control(st, m, q, free_mzone(st, q))
        return False
    if op == OP_RITUAL_SUMMON:
        exact = db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 2]
        st.stk_arg[i, 1] = ritual_answered(st, db, p, st.stk_arg[i, 1], exact)
        return st.stk_arg[i, 1] != 0
    if op == OP_EQUIP_FROM_GRAVE:
        return equip_answered(st, db, k, i, db[st.c_card[st.ch_card[k]]].e_arg[st.ch_effect[k], st.stk_arg[i, 0], 0],
                              st.pr_cand[st.answer - A_SELECT])
    if op == OP_SWAP_CONTROL:
        if st.stk_arg[i, 1] & 255 == 1:          # the activator picked
            st.stk_arg[i, 1] = 1 | ((st.pr_cand[st.answer - A_SELECT] + 1) << 8)
            return swap_next(st, db, k, i)
        swap_finish(st, k, i, st.pr_cand[st.answer - A_SELECT])
        return False
    if op == OP_EXCHANGE_HANDS:
        if st.stk_arg[i, 1] & 255 == 1:          # the activator picked
            st.stk_arg[i, 1] = 1 | ((st.pr_cand[st.answer - A_SELECT] + 1) << 8)
            return exchange_next(st, db, k, i)
        exchange_finish(st, k, i, st.pr_cand[st.answer - A_SELECT] if in_duel(st, st.ch_opp[k]) else -1)
        return False
    if op == OP_DECLARE_LEVEL_EXCAVATE:
        return level_declared(st, db, k, i, p)
    if op == OP_TRIBUTE_FOR_DAMAGE:
        tribute_for_damage(st, db, k)
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
        if can_be_normal_summoned(db, st.c_card[d]):   # Reasoning: one that can be Normal Summoned or Set
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
def each_summon_next(st, db, k, i, race, atk_max):
    """Magician's Circle (R10): ask the next player, in seat order from the activator (unit arg 1: the seat offset
    to look at next), who has a free zone and a fitting monster in their Deck, to pick one. Returns whether it asked."""
    p = st.ch_player[k]
    r = st.stk_arg[i, 1]
    while r < st.num_players:
        q = player_at_rel(st, p, r)
        r += 1
        if in_duel(st, q) and summon_zone(st, db, q) >= 0 \
                and deck_summon_candidates(st, db, q, race, atk_max, True) > 0:
            st.stk_arg[i, 1] = r
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, q)
            return True
    st.stk_arg[i, 1] = 0
    return False


@njit(cache=True)
def swap_next(st, db, k, i):
    """Creature Swap (R19): ask the next pick. Unit arg 1: 0 the activator picks a monster they control, 1 the
    designated opponent one they control; the activator's pick is kept (card + 1) in bits 8.. meanwhile. Both must
    still be in the duel with a monster; otherwise nothing is switched. Returns whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    both = activator_in_duel(st, k) and in_duel(st, opp) and monster_count(st, p) > 0 and monster_count(st, opp) > 0
    step = st.stk_arg[i, 1] & 255
    if step == 0 and both:
        st.stk_arg[i, 1] = 1
        monsters_of(st, db, p, MONSTERS_ANY, 0, -1, True)
        st.pr_left = 0
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if step == 1 and both:
        st.stk_arg[i, 1] = (st.stk_arg[i, 1] & ~255) | 2
        monsters_of(st, db, opp, MONSTERS_ANY, 0, -1, True)
        st.pr_left = 0
        ask(st, db, PROMPT_CHOOSE, opp)
        return True
    st.stk_arg[i, 1] = 0
    return False


@njit(cache=True)
def swap_finish(st, k, i, second):
    """Both picks made: the two monsters switch control, if each is still where it was picked; neither can change
    its battle position for the rest of the turn (``c_manual_pos_turn``: no B9 change, no Flip Summon)."""
    first = (st.stk_arg[i, 1] >> 8) - 1
    st.stk_arg[i, 1] = 0
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    if first >= 0 and second >= 0 and st.c_loc[first] == LOC_MZONE and st.c_ctrl[first] == p \
            and st.c_loc[second] == LOC_MZONE and st.c_ctrl[second] == opp:
        swap_control(st, first, second)
        st.c_manual_pos_turn[first] = st.turn    # as if each had made its one change of the turn (B8, B9)
        st.c_manual_pos_turn[second] = st.turn


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
        effect_damage(st, opp, amount, tp, st.ch_card[k])


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
    destroy(st, db, m, st.ch_player[k], False)
    if damage and in_duel(st, opp):
        effect_damage(st, opp, atk, st.ch_player[k], st.ch_card[k])


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
