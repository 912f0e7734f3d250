"""Actions over selectors: how a resolving link's action op (destroy, banish, send_to_graveyard,
to_hand, to_deck, special_summon, change_to_defense_position) does its work on the cards its selection finds (selectors.py;
docs/effects.md "Selectors").

``pick = "all"`` acts on every card at once; a highest/lowest pick on the one such monster (a
tie: the activator chooses, R11 example 1); otherwise the activator chooses one card per prompt
(a Special Summon in "choice" position asks the position next), ``count`` times, fewer only when
no card is left, or when declined: an optional op at its first prompt, "up to" after the first.
The resolution unit's arg 1 holds the cards done so far, and its ``stk_pick`` the chosen monster
while its position is asked. A Deck a card was taken from is shuffled after (B24).
"""
import numpy as np

from .._jit import njit
from ..cards.constants import (MOD_BOUND, MOD_NO_DIRECT_ATTACK, MOD_TO_DECK_IN_END_PHASE, SUMMON_BOUND, SUMMON_NO_DIRECT_ATTACK, SUMMON_TO_DECK, UNTIL_WHILE_ON_FIELD, MOD_SET_ATK, OP_SET_ATK, MOD_ZERO_ORIGINAL_DEF, OP_TO_DEFENSE, TO_FACE_DOWN, UNTIL_END_OF_TURN, ATK_DAMAGE_BOTH, DECK_BOTTOM, DECK_SHUFFLED, OP_BANISH, OP_DESTROY, OP_SEND_TO_GRAVE, OP_SPECIAL_SUMMON, OP_TO_DECK, OP_TO_HAND,
                               PICK_ALL, PICK_HIGHEST_ATK, PICK_UP_TO, SEL_DECK, SEL_HIDDEN, SUMMON_AS_CHOICE,
                               SUMMON_AS_ATTACK_OR_SET)
from .constants import (EV_ATK_CHANGED, EV_POSITION, EV_TRIBUTE, LOC_MZONE, LOC_GRAVE, A_PASS, A_POSITION, A_SELECT, EV_TO_DECK, EV_TO_HAND, LOC_DECK, LOC_HAND, MAX_CARDS,
                        POS_FACEDOWN_DEF, POS_FACEUP_ATK, POS_FACEUP_DEF, PROMPT_CHOOSE, PROMPT_POSITION,
                        PROMPT_TRIBUTE)
from .atk_def import cur_atk
from .damage import effect_damage
from .events import log_event
from .modifiers import add_modifier
from .players import in_duel, player_at_rel
from .selectors import extremes, gather, whose_includes, write_candidates
from .stack import ask
from .field_room import summon_zone, type_fits
from .zones import (leaves_banished, banish_card, destroy, on_field, owner_in_game, send_to_grave, shuffle_deck, special_summon,
                    to_bottom, to_pile)
from .move_notes import turn_face_down
from .links import activator_in_duel

SUMMON_POSITIONS = (POS_FACEUP_ATK, POS_FACEUP_ATK, POS_FACEUP_DEF, POS_FACEDOWN_DEF, POS_FACEUP_ATK)   # by SUMMON_AS_*


@njit(cache=True)
def act_on(st, db, op, d, p, pos, src=-1, notes=0):
    """Do action ``op`` of activator p to card d, by card src's effect (a Special Summon in position ``pos``; a return
    to the Deck shuffled, on top or at the bottom, DECK_* in ``pos``; a change to Defense Position with
    the flags of ``pos``; a send to the GY as a Tribute if ``pos``)."""
    if op == OP_DESTROY:
        if on_field(st, d):
            destroy(st, db, d, p, False)
    elif op == OP_BANISH:
        banish_card(st, d, p)
    elif op == OP_SEND_TO_GRAVE:
        if pos:                                  # as a Tribute (Magical Dimension)
            log_event(st, EV_TRIBUTE, p, d, 0)
        send_to_grave(st, d)
    elif op == OP_TO_HAND or op == OP_TO_DECK:
        owner = st.c_owner[d]
        if in_duel(st, owner) and owner_in_game(st, d):
            from_deck = st.c_loc[d] == LOC_DECK
            instead = leaves_banished(st, d)
            to_pile(st, d, owner, LOC_HAND if op == OP_TO_HAND else LOC_DECK)
            if instead:                          # banished instead (Dark Magician of Chaos): logged there
                pass
            elif op == OP_TO_HAND:
                log_event(st, EV_TO_HAND, owner, d, 1 if from_deck else 0)   # from the Deck: revealed (B24)
            else:
                log_event(st, EV_TO_DECK, owner, d, pos)
                if pos == DECK_BOTTOM and st.c_loc[d] == LOC_DECK:
                    to_bottom(st, owner, LOC_DECK, d)
                elif pos == DECK_SHUFFLED:
                    shuffle_deck(st, owner)
    elif op == OP_SPECIAL_SUMMON:
        if summon_zone(st, db, p) >= 0 and type_fits(st, db, p, d):
            special_summon(st, db, d, p, pos)
            if src >= 0 and db[st.c_card[d]].summon_by == st.c_card[src] + 1:
                st.c_proper[d] = 1               # summoned properly by the one card that may (B10: Elegant Egotist)
            if notes and st.c_loc[d] == LOC_MZONE:
                if notes & SUMMON_BOUND:             # destroyed when src leaves the field (Hysteric Party)
                    add_modifier(st, MOD_BOUND, d, p, src + 1, UNTIL_WHILE_ON_FIELD, -1, st.turn)
                if notes & SUMMON_NO_DIRECT_ATTACK:  # Magical Scientist's Fusion Monster
                    add_modifier(st, MOD_NO_DIRECT_ATTACK, d, p, 1, UNTIL_WHILE_ON_FIELD, -1, st.turn)
                if notes & SUMMON_TO_DECK:
                    add_modifier(st, MOD_TO_DECK_IN_END_PHASE, d, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
    elif op == OP_SET_ATK:                       # pos: the ATK it becomes this turn (Triangle Ecstasy Spark)
        if st.c_loc[d] == LOC_MZONE and st.c_pos[d] != POS_FACEDOWN_DEF:
            add_modifier(st, MOD_SET_ATK, d, st.c_ctrl[d], pos, UNTIL_END_OF_TURN, -1, st.turn)
            log_event(st, EV_ATK_CHANGED, d, pos, p)
    elif op == OP_TO_DEFENSE and pos & TO_FACE_DOWN:   # Swords of Concealing Light
        if st.c_loc[d] == LOC_MZONE and st.c_pos[d] != POS_FACEDOWN_DEF:
            turn_face_down(st, db, d)
    elif op == OP_TO_DEFENSE:                    # pos: bit 1 original DEF 0, bit 2 no position change, this turn
        if st.c_loc[d] == LOC_MZONE and st.c_pos[d] == POS_FACEUP_ATK:
            st.c_pos[d] = POS_FACEUP_DEF
            log_event(st, EV_POSITION, st.c_ctrl[d], d, POS_FACEUP_DEF)
            if pos & 1:
                add_modifier(st, MOD_ZERO_ORIGINAL_DEF, d, st.c_ctrl[d], 1, UNTIL_END_OF_TURN, -1, st.turn)
            if pos & 2:
                st.c_manual_pos_turn[d] = st.turn    # as if its one change of the turn were made (B9)


@njit(cache=True)
def destroy_with_damage(st, db, k, d, banish, who):
    """Link k's activator destroys card d (banished with ``banish``); with ``who`` (ATK_DAMAGE_NAMES), once it is
    destroyed the effect's opponent, or the activator and then that opponent, take damage equal to its ATK on the
    field (Judgment of Anubis; R19: Ring of Destruction, the designated opponent)."""
    p = st.ch_player[k]
    atk = cur_atk(st, db, d) if st.c_loc[d] == LOC_MZONE else 0
    if on_field(st, d):
        destroy(st, db, d, p, banish)
    if who and not on_field(st, d):
        for r in range(2):
            q = (p if who == ATK_DAMAGE_BOTH else -1) if r == 0 else st.ch_opp[k]
            if q >= 0 and in_duel(st, q):
                effect_damage(st, q, atk, p, st.ch_card[k])


@njit(cache=True)
def act(st, db, k, e, j, d, pos):
    """Op j of link k's effect e does its action to card d (``pos`` as for act_on), with its own parameters: a
    Special Summon bound to the card, a destruction that inflicts damage. B16: after anything else, an effect's
    Special Summon before it is not the link's last thing (no window for it)."""
    src = st.ch_card[k]
    rec = db[st.c_card[src]]
    op = rec.e_op[e, j]
    if op == OP_DESTROY:
        destroy_with_damage(st, db, k, d, False, rec.e_arg[e, j, 1])
    else:
        act_on(st, db, op, d, st.ch_player[k], pos, src, rec.e_arg[e, j, 1] if op == OP_SPECIAL_SUMMON else 0)
    if op != OP_SPECIAL_SUMMON:
        st.ss_card = -1


@njit(cache=True)
def next_choice(st, db, k, e, j, i):
    """Carry on op j of link k's effect e: act on what needs no choice, or ask the activator for
    the next card. Returns whether it asked."""
    src = st.ch_card[k]
    rec = db[st.c_card[src]]
    p = st.ch_player[k]
    op = rec.e_op[e, j]
    pick = rec.x_pick[e, j]
    out = np.empty(MAX_CARDS, np.int16)
    n = gather(st, db, src, e, j, p, st.ch_opp[k], out)
    pos = SUMMON_POSITIONS[rec.e_arg[e, j, 0]] if op == OP_SPECIAL_SUMMON else rec.e_arg[e, j, 0]
    done = st.stk_arg[i, 1]
    if pick == PICK_ALL:
        done = 0
        for a in range(n):
            act(st, db, k, e, j, out[a], pos)
            if op != OP_SEND_TO_GRAVE or st.c_loc[out[a]] == LOC_GRAVE:   # "sent to the GY by this effect": not a
                done += 1                        # token, nor a card banished instead (Chaos Emperor Dragon's count)
        finish(st, rec, k, e, j, i, p, done)
        return False
    if pick >= PICK_HIGHEST_ATK:
        n = extremes(st, db, pick, out, n)
        if n == 1 and done == 0:
            act(st, db, k, e, j, out[0], pos)
            done = 1
    most = st.ch_done[k] if (op == OP_SPECIAL_SUMMON and rec.e_arg[e, j, 2]) or (op == OP_DESTROY and rec.e_arg[e, j, 0]) \
        else rec.x_count[e, j]   # as_many: as many as the op before acted on (Big Wave Small Wave, Infernal Flame Emperor)
    if n == 0 or done >= most or (pick >= PICK_HIGHEST_ATK and done > 0) or not activator_in_duel(st, k):
        finish(st, rec, k, e, j, i, p, done)     # R31, A-08: nothing is asked of a player out of the duel
        return False
    write_candidates(st, out, n, rec.x_from[e, j] & SEL_HIDDEN != 0)
    if op == OP_SEND_TO_GRAVE and rec.e_arg[e, j, 0]:   # a Tribute (Magical Dimension): a tribute prompt, the
        st.pr_left = most - done                         # Tributes left to choose
        ask(st, db, PROMPT_TRIBUTE, p)
        return True
    st.pr_left = 1 if (rec.x_optional[e, j] and done == 0) or (pick == PICK_UP_TO and done > 0) else 0
    ask(st, db, PROMPT_CHOOSE, p)
    return True


@njit(cache=True)
def applies_without_activator(rec, e, j):
    """R31, A-08: op j of effect e still applies when its activator has lost since activating it: a destruction
    of every card found or of the one with the highest or lowest ATK or DEF, which needs nothing of theirs (a tie
    would need their choice: next_choice asks nothing then; T-R31e, Smashing Ground)."""
    return rec.e_op[e, j] == OP_DESTROY and rec.x_pick[e, j] >= PICK_ALL


@njit(cache=True)
def finish(st, rec, k, e, j, i, p, done):
    """The op is over, having acted on ``done`` cards, which link k notes for a following op ("if you
    do", "as many": ``ch_done``); each Deck it took cards from is shuffled (B24: the activator's, or every
    player's it looked at: Nobleman of Crossout)."""
    st.stk_arg[i, 1] = 0
    st.ch_done[k] = min(done, 127)
    if done and rec.x_from[e, j] & SEL_DECK:
        for r in range(st.num_players):
            q = player_at_rel(st, p, r)
            if in_duel(st, q) and whose_includes(st, rec.x_whose[e, j], p, st.ch_opp[k], q):
                shuffle_deck(st, q)


@njit(cache=True)
def choice_made(st, db, k, e, j, i):
    """The activator answered op j's prompt: act on the chosen card (a Special Summon in "choice"
    position asks its position first), then go on. Returns whether it asked again."""
    rec = db[st.c_card[st.ch_card[k]]]
    p = st.ch_player[k]
    op = rec.e_op[e, j]
    waiting = st.stk_pick[i, 0]
    if waiting >= 0:                             # the chosen monster's position
        st.stk_pick[i, 0] = -1
        act(st, db, k, e, j, waiting, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEDOWN_DEF
            if rec.e_arg[e, j, 0] == SUMMON_AS_ATTACK_OR_SET else POS_FACEUP_DEF)   # Gravekeeper's Spy
    elif st.answer == A_PASS:                    # declined ("you can", or "up to" after the first)
        finish(st, rec, k, e, j, i, p, st.stk_arg[i, 1])
        return False
    else:
        d = st.pr_cand[st.answer - A_SELECT]
        if op == OP_SPECIAL_SUMMON and (rec.e_arg[e, j, 0] == SUMMON_AS_CHOICE
                                        or rec.e_arg[e, j, 0] == SUMMON_AS_ATTACK_OR_SET):
            st.stk_pick[i, 0] = d
            ask(st, db, PROMPT_POSITION, p)
            return True
        act(st, db, k, e, j, d, SUMMON_POSITIONS[rec.e_arg[e, j, 0]] if op == OP_SPECIAL_SUMMON else rec.e_arg[e, j, 0])
    st.stk_arg[i, 1] += 1
    return next_choice(st, db, k, e, j, i)


@njit(cache=True)
def found_any(st, db, k, e, j):
    """Op j's selection finds a card now (a search that finds none fails: resolution.search_failed, P25)."""
    out = np.empty(MAX_CARDS, np.int16)
    return gather(st, db, st.ch_card[k], e, j, st.ch_player[k], st.ch_opp[k], out) > 0

