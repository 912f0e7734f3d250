"""The decision ops that ask several times or several players in turn, their step kept in the
resolution unit (arg 1, or ``stk_sub`` with the cards kept in ``stk_pick``): hands exchanged
(Exchange), monsters swapped (Creature Swap-like), GY monsters banished from each other's GY,
each player's Special Summon from their Deck, a declared Level excavated, numbers declared
before a die is rolled, Deck cards offered to an opponent's pick; each step asks the next
question or finishes the op. decisions.py
starts them, decision_answers.py feeds them the answers."""
from .._jit import njit
from ..cards.constants import KIND_MONSTER
from .constants import (POS_FACEDOWN_DEF, POS_FACEUP_ATK, LOC_GRAVE, EV_TO_HAND, PROMPT_CHOOSE, EV_REVEAL, EV_BANISHED, LOC_BANISHED, LOC_DECK,
                        LOC_HAND, LOC_MZONE, PROMPT_POSITION, PROMPT_DECLARE_LEVEL)
from .candidates import deck_summon_candidates, grave_monsters, hand_candidates
from .events import log_event
from .players import in_duel, player_at_rel
from .stack import ask, clear_sub
from .procedure import can_be_normal_summoned, summonable_by_effect
from .static_locks import grave_banish_allowed
from .field_room import summon_zone, type_fits
from .zones import send_to_grave, shuffle_deck, special_summon, swap_control, to_pile
from .zone_queries import MONSTERS_ANY, monsters_of, monster_count
from .links import activator_in_duel
from .each_player import takes_part
from .operations import chance
from .selectors import add_named_candidate


@njit(cache=True)
def exchange_next(st, db, k, i):
    """Exchange (R19): ask the next pick. The unit's ``stk_sub`` says how far it is: 0 both hands are
    shown to every player (``hand_shown``, A-40; a revealed event per card) and the activator picks a
    card of the designated opponent's hand, 1 that opponent picks one of the activator's; the
    activator's pick is kept in ``stk_pick`` meanwhile. Returns whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    step = st.stk_sub[i]
    if step == 0:
        st.stk_sub[i] = 1
        if not (activator_in_duel(st, k) and in_duel(st, opp)):
            st.stk_sub[i] = 0
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
        st.stk_sub[i] = 2
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
    first = st.stk_pick[i, 0]
    clear_sub(st, i)
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
    activator chooses (the unit's ``stk_pick`` holds it meanwhile; returns True: it asked); one that
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
        st.stk_pick[i, 0] = found
        ask(st, db, PROMPT_POSITION, p)
        return True
    send_to_grave(st, found)
    return False


@njit(cache=True)
def mutual_banish_next(st, db, k, i):
    """Soul Demolition (R19): ask the next pick. The unit's ``stk_sub`` says how far it is: 0 the
    activator picks a monster of the designated opponent's GY, 1 that opponent picks one of the
    activator's; the activator's pick is kept in ``stk_pick`` meanwhile. A player who
    cannot pick (not in the duel, nothing there, or barred from banishing from a GY, R16:
    Kycoo) is skipped. Returns whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    step = st.stk_sub[i]
    if step == 0:
        st.stk_sub[i] = 1
        if activator_in_duel(st, k) and in_duel(st, opp) and grave_banish_allowed(st, db, p) \
                and grave_monsters(st, db, opp, True) > 0:
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, p)
            return True
        step = 1
    if step == 1:
        st.stk_sub[i] = 2
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
    """Creature Swap (R19): ask the next pick. The unit's ``stk_sub``: 0 the activator picks a monster they control,
    1 the designated opponent one they control; the activator's pick is kept in ``stk_pick`` meanwhile. Both must
    still be in the duel with a monster; otherwise nothing is switched. Returns whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    both = activator_in_duel(st, k) and in_duel(st, opp) and monster_count(st, p) > 0 and monster_count(st, opp) > 0
    step = st.stk_sub[i]
    if step < 2 and both:
        picker = p if step == 0 else opp
        st.stk_sub[i] = step + 1
        monsters_of(st, db, picker, MONSTERS_ANY, 0, -1, True)
        st.pr_left = 0
        ask(st, db, PROMPT_CHOOSE, picker)
        return True
    clear_sub(st, i)
    return False


@njit(cache=True)
def swap_finish(st, k, i, second):
    """Both picks made: the two monsters switch control, if each is still where it was picked; neither can change
    its battle position for the rest of the turn (``c_manual_pos_turn``: no B9 change, no Flip Summon)."""
    first = st.stk_pick[i, 0]
    clear_sub(st, i)
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
    first = st.stk_pick[i, 0]
    clear_sub(st, i)
    for j in range(2):
        pick = first if j == 0 else second
        who = st.ch_player[k] if j == 0 else st.ch_opp[k]
        if pick >= 0 and in_duel(st, who) and st.c_loc[pick] == LOC_GRAVE and grave_banish_allowed(st, db, who):
            log_event(st, EV_BANISHED, pick, who, 0)
            to_pile(st, pick, st.c_owner[pick], LOC_BANISHED)


@njit(cache=True)
def excavated_summonable(st, db, d, q, max_level):
    """Card d, revealed from q's Deck, is a monster of Level 1 to ``max_level`` that q can Special Summon now."""
    rec = db[st.c_card[d]]
    return rec.kind == KIND_MONSTER and 1 <= rec.level <= max_level and summonable_by_effect(st, db, d) \
        and summon_zone(st, db, q) >= 0 and type_fits(st, db, q, d)


@njit(cache=True)
def excavate_summon_next(st, db, k, i, count, max_level, who):
    """Cyber Jar: each player taking part (``who``: every player, or the activator and the effect's
    opponent, R19), in seat order from the activator, reveals the top ``count`` cards of their Deck
    to every player (as many as it holds), Special Summons each monster of Level ``max_level`` or
    lower among them (a position prompt to that player: face-up Attack, else face-down Defense) and
    adds the rest to the hand. The unit keeps the seat offset (arg 1), whether that player's cards
    are revealed (``stk_sub`` 1), the revealed cards still on top of the Deck (``stk_left``) and
    the monster asked about (``stk_pick``). Returns whether it asked."""
    p = st.ch_player[k]
    r, started, left = st.stk_arg[i, 1], st.stk_sub[i], st.stk_left[i]
    while r < st.num_players:
        q = player_at_rel(st, p, r)
        if not started:
            if not (activator_in_duel(st, k) and takes_part(st, p, st.ch_opp[k], q, who)):
                r += 1
                continue
            left = min(count, st.pile_n[q, LOC_DECK])
            for j in range(left):
                log_event(st, EV_REVEAL, q, st.pile[q, LOC_DECK, st.pile_n[q, LOC_DECK] - 1 - j], 0)
            started = 1
        if in_duel(st, q):
            top = st.pile_n[q, LOC_DECK] - 1
            for j in range(left):
                d = st.pile[q, LOC_DECK, top - j]
                if excavated_summonable(st, db, d, q, max_level):
                    st.stk_arg[i, 1] = r
                    st.stk_sub[i] = 1
                    st.stk_left[i] = left
                    st.stk_pick[i, 0] = d
                    ask(st, db, PROMPT_POSITION, q)
                    return True
            for _ in range(left):                # the rest to the hand, revealed
                d = st.pile[q, LOC_DECK, st.pile_n[q, LOC_DECK] - 1]
                to_pile(st, d, st.c_owner[d], LOC_HAND)
                log_event(st, EV_TO_HAND, st.c_owner[d], d, 1)
        r, started, left = r + 1, 0, 0
    st.stk_arg[i, 1] = 0
    clear_sub(st, i)
    return False


@njit(cache=True)
def declare_number_next(st, db, k, i, count):
    """roll_die with ``declare``: the activator declares ``count`` different numbers 1-6 as it resolves (a declare
    level prompt each, the numbers declared so far not offered: ``pr_left`` is the bitmask of those allowed), kept
    in unit arg 1 (bit n - 1 for n); then the die is rolled, and the link keeps the numbers in ``ch_declared``
    for an op's ``if_result = "declared"`` (Sixth Sense). Returns whether it asked."""
    declared = st.stk_arg[i, 1]
    n = 0
    for b in range(6):
        n += (declared >> b) & 1
    if n < count and activator_in_duel(st, k):
        st.pr_left = 63 & ~declared
        ask(st, db, PROMPT_DECLARE_LEVEL, st.ch_player[k])
        return True
    st.stk_arg[i, 1] = 0
    st.ch_declared[k] = declared
    if activator_in_duel(st, k):
        st.ch_result[k] = chance(st, st.ch_player[k], st.ch_card[k], False, 1)
        st.ch_done[k] = st.ch_result[k]
    return False


@njit(cache=True)
def excavated_position(st, db, k, i, attack, count, max_level, who):
    """The position of the monster asked about (the unit's ``stk_pick``): it is Special Summoned, if it
    still can be, face-up in Attack Position or face-down in Defense Position; then the next one."""
    d = st.stk_pick[i, 0]
    q = player_at_rel(st, st.ch_player[k], st.stk_arg[i, 1])
    if in_duel(st, q) and st.c_loc[d] == LOC_DECK and excavated_summonable(st, db, d, q, max_level):
        special_summon(st, db, d, q, POS_FACEUP_ATK if attack else POS_FACEDOWN_DEF)
        st.stk_left[i] -= 1
    st.stk_pick[i, 0] = -1
    return excavate_summon_next(st, db, k, i, count, max_level, who)


@njit(cache=True)
def deck_offer_next(st, db, k, i, count):
    """opponent_picks_from_deck (Painful Choice), unit arg 1 the step: while j < ``count`` cards are picked, the
    activator picks the next among the other cards of their Deck (a choose prompt, one candidate per name); each
    picked card is moved to the top of the Deck, so the top ``count`` cards are the picks. Then they are shown to
    every player (R22, as Hiro's Shadow Scout's) and the effect's opponent picks 1 of them (step ``count`` + 1).
    Fewer cards than ``count`` to pick, or no opponent: nothing more, the Deck is shuffled. Returns whether it asked."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    j = st.stk_arg[i, 1]
    n = st.pile_n[p, LOC_DECK]
    if not (activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp)) or n < count:
        st.stk_arg[i, 1] = 0
        shuffle_deck(st, p)
        return False
    m = 0                                        # the activator's: the cards below the picks; the opponent's: the picks
    for x in range(n - count if j == count else 0, n if j == count else n - j):
        m = add_named_candidate(st, m, st.pile[p, LOC_DECK, x])
    st.pr_ncand = m
    st.pr_left = 0
    if j < count:
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    for x in range(n - count, n):
        log_event(st, EV_REVEAL, p, st.pile[p, LOC_DECK, x], 0)
    st.stk_arg[i, 1] = count + 1
    ask(st, db, PROMPT_CHOOSE, opp)
    return True


@njit(cache=True)
def deck_offer_answered(st, db, k, i, count, pick):
    """The answer to ``deck_offer_next``'s prompt: the activator's pick goes to the top of their Deck and the next
    is asked; the opponent's goes to the activator's hand (an ``added to hand`` event), the other picks to the GY,
    and the Deck is shuffled. An opponent who left the duel at the prompt picked nothing (A-08). Returns whether
    it asked again."""
    p = st.ch_player[k]
    j = st.stk_arg[i, 1]
    if j < count:
        to_pile(st, pick, p, LOC_DECK)
        st.stk_arg[i, 1] = j + 1
        return deck_offer_next(st, db, k, i, count)
    st.stk_arg[i, 1] = 0
    if in_duel(st, st.ch_opp[k]) and st.c_loc[pick] == LOC_DECK:
        n = st.pile_n[p, LOC_DECK]
        rest = st.pile[p, LOC_DECK, n - count:n].copy()
        to_pile(st, pick, p, LOC_HAND)
        log_event(st, EV_TO_HAND, p, pick, 0)
        for d in rest:
            if d != pick and st.c_loc[d] == LOC_DECK:
                send_to_grave(st, d)
    shuffle_deck(st, p)
    return False
