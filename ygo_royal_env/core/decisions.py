"""The ops of a resolving link that ask a player something as they resolve (a card to choose,
a position, a Level to declare): ``ask_decision`` asks, grouped by who is asked and what about;
``apply_decision`` (decision_answers.py) carries the answer out; the ops that ask several
times are stepped in decision_steps.py."""

from .._jit import njit
from ..cards.constants import (OP_SPECIAL_SUMMON_TARGET, OP_DISCARD, OP_BANISH_FROM_GRAVE, OP_DECLARE_MILL,
                               OP_SUMMON_FROM_HAND,
                               OP_MUTUAL_GRAVE_BANISH, OP_SET_FROM_HAND, OP_FUSION_SUMMON, OP_RITUAL_SUMMON,
                               OP_SUMMON_SELF, OP_EXCHANGE_HANDS,
                               OP_DECLARE_LEVEL_EXCAVATE, OP_TRIBUTE_FOR_DAMAGE, OP_LOOK_AT_HAND, OP_SWAP_CONTROL,
                               OP_HAND_TO_DECK, OP_NEGATE_ACTIVATION, OP_LOOK_TOP_CARD, OP_GUESS_HAND_KIND,
                               OP_DISCARD_RANDOM_OR_DESTROY_OWN, OP_EQUIP_FROM_GRAVE, OP_GIVE_CONTROL,
                               OP_EACH_SUMMONS_FROM_DECK, OP_EXCAVATE_SUMMON, OP_ROLL_DIE, OP_OPPONENT_PICKS_FROM_DECK,
                               OP_KEEP_ONE_SEND_REST, OP_OPPONENT_SUMMONS_TO_BATTLE)
from .constants import (PROMPT_DECLARE, PROMPT_CHOOSE, EV_REVEAL, PROMPT_DISCARD, LOC_DECK, LOC_HAND,
                        PROMPT_POSITION, PROMPT_DECLARE_LEVEL)
from .candidates import (deck_summon_candidates, discard_candidates, deck_kind_candidates, grave_monsters, hand_summon_candidates, face_up_monsters, hand_candidates, set_candidates)
from .fusion import ask_fusion_monster
from .ritual import ask_ritual_monster
from .grave_equip import equip_next
from .selectors import add_named_candidate
from .events import log_event
from .players import in_duel
from .stack import ask, candidates_hand, clear_sub
from .static_locks import grave_banish_allowed
from .field_room import summon_zone
from .zone_queries import MONSTERS_ANY, monsters_of, free_mzone, free_szone, monster_count
from .effect_targets import givable_monsters
from .links import activator_in_duel
from .operations import self_summonable
from .target_operations import can_special_summon
from .decision_steps import (deck_offer_next, declare_number_next, each_summon_next, excavate, excavate_summon_next,
                             exchange_next, mutual_banish_next, swap_next)

ANY_ATK = 1 << 30        # deck_summon_candidates' ATK bound for a monster of any ATK


@njit(cache=True)
def ask_decision(st, db, k, op, a0, a1, a2, i):
    """Ask the decision operation ``op`` of link k needs now, if any: the position of a Special
    Summon, or which card of the Deck a search or a Special Summon from the Deck takes, or of
    the hand a Special Summon from the hand takes (one candidate per name). Returns whether it
    asked."""
    return (ask_activator_pick(st, db, k, op, a0, a1, a2, i) or ask_hand_or_other_player(st, db, k, op, a0, a1, a2, i)
            or start_decision_sequence(st, db, k, op, a0, a1, a2, i))


@njit(cache=True)
def ask_activator_pick(st, db, k, op, a0, a1, a2, i):
    """The activator's pick of a decision op: a position, a card of their hand or Deck, a monster
    to Tribute, destroy, banish or give, a Fusion or Ritual Monster; whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
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
    if op == OP_BANISH_FROM_GRAVE and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and grave_banish_allowed(st, db, p) and grave_monsters(st, db, opp, True) > 0:
        st.pr_left = 0                           # the first of "up to" a0: due
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_SET_FROM_HAND and st.ch_done[k] and activator_in_duel(st, k) and free_szone(st, p) >= 0 \
            and set_candidates(st, db, p) > 0:
        st.pr_left = 1                           # "you can": it may be declined (A_PASS)
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_FUSION_SUMMON and activator_in_duel(st, k):
        return ask_fusion_monster(st, db, p)
    if op == OP_RITUAL_SUMMON and activator_in_duel(st, k):
        return ask_ritual_monster(st, db, p, a0, a1, a2)
    if op == OP_GIVE_CONTROL and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and free_mzone(st, opp) >= 0 and givable_monsters(st, db, p, True) > 0:
        st.pr_left = 0                           # Mystic Box: the monster given to the opponent
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    if op == OP_KEEP_ONE_SEND_REST and activator_in_duel(st, k) and monster_count(st, p) > 0:
        monsters_of(st, db, p, MONSTERS_ANY, 0, -1, True)   # Last Turn: the monster kept, not a target
        st.pr_left = 0
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
    return False


@njit(cache=True)
def ask_hand_or_other_player(st, db, k, op, a0, a1, a2, i):
    """A decision op about a hand (discards, returns, a look or a guess) or whose answer is
    another player's (the effect's opponent, the turn player); whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    tp = st.turn_player
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
    if op == OP_GUESS_HAND_KIND and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and st.pile_n[p, LOC_HAND] > 0:
        ask(st, db, PROMPT_DECLARE, opp)         # the effect's opponent guesses the kind
        return True
    if op == OP_OPPONENT_SUMMONS_TO_BATTLE and activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp) \
            and summon_zone(st, db, opp) >= 0 and deck_summon_candidates(st, db, opp, 0, ANY_ATK, True) > 0:
        st.pr_left = 0                           # Last Turn: the effect's opponent picks the monster of their Deck
        ask(st, db, PROMPT_CHOOSE, opp)
        return True
    if op == OP_TRIBUTE_FOR_DAMAGE and activator_in_duel(st, k) and in_duel(st, tp) and face_up_monsters(st, tp) > 0:
        st.pr_left = 0                           # the turn player Tributes 1 of their face-up monsters
        ask(st, db, PROMPT_CHOOSE, tp)
        return True
    return False


@njit(cache=True)
def start_decision_sequence(st, db, k, op, a0, a1, a2, i):
    """A decision op that asks several times or several players in turn (its step kept in the
    unit's arg 1 or its named sub-state, reset here): its first question; whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    if op == OP_MUTUAL_GRAVE_BANISH and opp >= 0:
        st.stk_arg[i, 1] = 0
        clear_sub(st, i)
        return mutual_banish_next(st, db, k, i)
    if op == OP_EXCHANGE_HANDS and opp >= 0:
        st.stk_arg[i, 1] = 0
        clear_sub(st, i)
        return exchange_next(st, db, k, i)
    if op == OP_SWAP_CONTROL and opp >= 0:
        st.stk_arg[i, 1] = 0
        clear_sub(st, i)
        return swap_next(st, db, k, i)
    if op == OP_EACH_SUMMONS_FROM_DECK:
        st.stk_arg[i, 1] = 0
        return each_summon_next(st, db, k, i, a0, a1)
    if op == OP_EXCAVATE_SUMMON:                 # Cyber Jar
        st.stk_arg[i, 1] = 0
        clear_sub(st, i)
        return excavate_summon_next(st, db, k, i, a0, a1, a2)
    if op == OP_OPPONENT_PICKS_FROM_DECK:       # Painful Choice
        st.stk_arg[i, 1] = 0
        return deck_offer_next(st, db, k, i, a0)
    if op == OP_ROLL_DIE and a1 and activator_in_duel(st, k):   # numbers declared before the roll (Sixth Sense)
        st.stk_arg[i, 1] = 0
        return declare_number_next(st, db, k, i, a1)
    if op == OP_EQUIP_FROM_GRAVE:                # Gilford the Legend
        st.stk_arg[i, 1] = 0
        clear_sub(st, i)
        return equip_next(st, db, k, i, a0)
    if op == OP_DECLARE_LEVEL_EXCAVATE and activator_in_duel(st, k) and st.pile_n[p, LOC_DECK] > 0:
        st.stk_arg[i, 1] = 0
        clear_sub(st, i)
        if opp >= 0 and in_duel(st, opp):       # R11 example 5: only the designated opponent declares
            st.pr_left = 0                       # any Level
            ask(st, db, PROMPT_DECLARE_LEVEL, opp)
            return True
        return excavate(st, db, k, i, 0)         # R11 (d): no one declares a Level
    return False


