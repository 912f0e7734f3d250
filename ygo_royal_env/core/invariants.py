"""Invariants that must hold between any two decisions (checked in tests and fuzzing).

The check is jitted so fuzzing can run it after every step; it returns a violation code and
the card or player concerned, and ``check_invariants`` turns that into an exception.
"""
from .._jit import njit

from ..cards.constants import (GRAVE_MODIFIERS, MOD_ATTACKED_BY_ALL, MOD_CONTROL, MOD_GONE_THIS_TURN, MOD_LOCKED_BY,
                               MOD_NO_ACTIVATION, MOD_RETURN_IN_END_PHASE, MOD_TRIBUTABLE)
from .constants import (LOC_BANISHED, LOC_GRAVE, CHAIN_CAP, MODIFIER_CAP, DEALT_ROWS, LASTING_CAP, LOC_FZONE, LOC_MZONE, LOC_OUT, LOC_SZONE, MAX_CARDS, N_ACTIONS, N_MZONES,
                        N_PILES, N_SZONES, PHASE_BATTLE, POS_FACEDOWN, POS_FACEDOWN_DEF, POS_FACEUP_ATK,
                        POS_FACEUP_CARD, POS_NONE, PROC_TURN, PROC_FLIP_SUMMON, PROMPT_NONE, STACK_CAP,
                        TRIGGER_CAP)
from .emz import emz_problem
from .zones import owner_in_game

OK = 0
BAD_LOCATION = 1
ZONE_DISAGREES = 2
PLACE_COUNT = 3
NEGATIVE_LP = 4
LIVING_AT_ZERO = 5
NO_LEGAL_ACTION = 6
MASK_COUNT = 7
DECIDER_OUT = 8
LOSER_CARD_IN_PLAY = 9
BAD_POSITION = 10
MASK_AFTER_END = 11
NO_WORK = 12
BAD_STACK = 13
BAD_QUEUE = 14
BAD_ATTACK = 15
BAD_DAMAGE = 16
BAD_CHAIN = 17
BAD_CONTROL = 18
BAD_TRIGGER = 19
BAD_LASTING = 20
BAD_ATTACHMENT = 21
BAD_COUNTER = 22
BAD_TOKEN = 23
BAD_EMZ = 24
BAD_MODIFIER = 25

MESSAGES = {
    BAD_LOCATION: "card {} has no valid location/controller",
    ZONE_DISAGREES: "card {}: the zone arrays and the card table disagree",
    PLACE_COUNT: "{} zone slots are filled but the card table has a different number of cards",
    NEGATIVE_LP: "player {} has negative LP",
    LIVING_AT_ZERO: "player {} is alive with 0 LP",
    NO_LEGAL_ACTION: "player {} must decide but no action is legal",
    MASK_COUNT: "the mask and the prompt's legal-action count disagree (player {})",
    DECIDER_OUT: "player {} is asked to decide but is not in the duel",
    LOSER_CARD_IN_PLAY: "card {} of a defeated owner is still in play",
    BAD_POSITION: "card {} has a position that does not fit its location",
    MASK_AFTER_END: "the duel is over but {} actions are still legal",
    NO_WORK: "the duel is running with no pending work ({} units)",
    BAD_STACK: "the pending-work stack is malformed at unit {}",
    BAD_QUEUE: "the priority queue is malformed ({} entries)",
    BAD_ATTACK: "an attack is recorded outside the Battle Phase (card {})",
    BAD_DAMAGE: "card {} has negative marked damage",
    BAD_CHAIN: "the chain is malformed at link {}",
    BAD_CONTROL: "lasting modifier {} takes control of a card that is not in a monster zone, or for no valid player",
    BAD_TRIGGER: "pending trigger {} names no card or no player",
    BAD_LASTING: "lasting card {} is not a face-up Spell/Trap on the field (or is listed twice)",
    BAD_ATTACHMENT: "card {} is attached to a monster but one of them is not on the field (or a release is pending)",
    BAD_COUNTER: "card {} has counters but is not a monster or a face-up Spell/Trap on the field (or a negative count)",
    BAD_MODIFIER: "lasting modifier {} names a card that is not a face-up monster on the field (a Set one for "
                  "MOD_TRIBUTABLE or MOD_ATTACKED_BY_ALL, one in a GY for GRAVE_MODIFIERS, or banished for "
                  "MOD_GONE_THIS_TURN, any card for MOD_NO_ACTIVATION, one off the field for MOD_RETURN_IN_END_PHASE, one in a "
                  "Spell/Trap Zone for MOD_LOCKED_BY), "
                  "or no valid player",
    BAD_TOKEN: "token row {} holds a token outside a monster zone (a token that leaves the field ceases to exist)",
    BAD_EMZ: "card {} is in an Extra Monster Zone against V-BOSS-2/3 or A-31 (a player who may not use it, over the "
             "player's cap, a second monster in one EMZ, or not an Extra Deck monster)",
}


@njit(cache=True)
def _card_agrees(st, c):
    loc = st.c_loc[c]
    p = st.c_ctrl[c]
    i = st.c_seq[c]
    if p < 0 or p >= st.num_players or loc < 0 or loc > LOC_FZONE or i < 0:
        return BAD_LOCATION
    if loc < N_PILES:
        ok = i < st.pile_n[p, loc] and st.pile[p, loc, i] == c
    elif loc == LOC_MZONE:
        ok = i < N_MZONES and st.mzone[p, i] == c
    elif loc == LOC_SZONE:
        ok = i < N_SZONES and st.szone[p, i] == c
    else:
        ok = st.fzone[p] == c
    if not ok:
        return ZONE_DISAGREES
    on_field = loc >= LOC_MZONE
    if on_field != (st.c_pos[c] != POS_NONE):
        return BAD_POSITION
    if loc == LOC_MZONE and not POS_FACEUP_ATK <= st.c_pos[c] <= POS_FACEDOWN_DEF:
        return BAD_POSITION
    if loc == LOC_SZONE and st.c_pos[c] != POS_FACEUP_CARD and st.c_pos[c] != POS_FACEDOWN:
        return BAD_POSITION
    if st.c_damage[c] < 0:
        return BAD_DAMAGE
    if st.c_counter[c] < 0 or (st.c_counter[c] > 0 and loc != LOC_MZONE
                               and not (loc == LOC_SZONE and st.c_pos[c] == POS_FACEUP_CARD)):   # Wave-Motion Cannon
        return BAD_COUNTER
    if not owner_in_game(st, c) and st.c_ctrl[c] == st.c_owner[c] and loc != LOC_OUT:
        return LOSER_CARD_IN_PLAY
    return OK


@njit(cache=True)
def _work_is_well_formed(st):
    """The stack has the turn unit at the bottom and only known units above it; the priority
    queue fits the players; an attack exists only in the Battle Phase; chain links, control
    changes and pending triggers name real cards."""
    if st.stk_n > STACK_CAP or st.stk_proc[0] != PROC_TURN:
        return BAD_STACK, 0
    for i in range(1, st.stk_n):
        if not PROC_TURN < st.stk_proc[i] <= PROC_FLIP_SUMMON:   # the highest unit id
            return BAD_STACK, i
    if not 0 <= st.ch_n < CHAIN_CAP:
        return BAD_CHAIN, st.ch_n
    for k in range(st.ch_n):
        c = st.ch_card[k]
        if not (0 <= c < MAX_CARDS and st.c_card[c] >= 0 and 0 <= st.ch_player[k] < st.num_players):
            return BAD_CHAIN, k + 1
    if not 0 <= st.q_pos <= st.q_n <= st.num_players:
        return BAD_QUEUE, st.q_n
    for k in range(st.q_n):
        if not 0 <= st.q_players[k] < st.num_players:
            return BAD_QUEUE, st.q_n
    if st.atk_card >= 0 and st.phase != PHASE_BATTLE:
        return BAD_ATTACK, st.atk_card
    if not 0 <= st.md_n <= MODIFIER_CAP:
        return BAD_MODIFIER, st.md_n
    for k in range(st.md_n):
        c = st.md_card[k]
        if st.md_kind[k] == MOD_CONTROL:
            if c < 0 or st.c_loc[c] != LOC_MZONE or not 0 <= st.md_player[k] < st.num_players:
                return BAD_CONTROL, k
            continue
        if st.md_kind[k] == MOD_GONE_THIS_TURN:
            if c < 0 or (st.c_loc[c] != LOC_GRAVE and st.c_loc[c] != LOC_BANISHED):
                return BAD_MODIFIER, k
            continue
        in_grave = st.md_kind[k] in GRAVE_MODIFIERS
        if (c >= 0 and in_grave and st.c_loc[c] != LOC_GRAVE) \
                or (c >= 0 and st.md_kind[k] == MOD_RETURN_IN_END_PHASE and st.c_loc[c] == LOC_MZONE) \
                or (c >= 0 and st.md_kind[k] == MOD_LOCKED_BY and st.c_loc[c] != LOC_SZONE) \
                or (c >= 0 and not in_grave and st.md_kind[k] != MOD_NO_ACTIVATION
                    and st.md_kind[k] != MOD_RETURN_IN_END_PHASE and st.md_kind[k] != MOD_LOCKED_BY
                    and (st.c_loc[c] != LOC_MZONE or (st.c_pos[c] == POS_FACEDOWN_DEF
                                                      and st.md_kind[k] != MOD_TRIBUTABLE
                                                      and st.md_kind[k] != MOD_ATTACKED_BY_ALL))) \
                or not -1 <= st.md_player[k] < st.num_players:
            return BAD_MODIFIER, k
    if not 0 <= st.tr_n <= TRIGGER_CAP:
        return BAD_TRIGGER, st.tr_n
    for k in range(st.tr_n):
        c = st.tr_card[k]
        if not (0 <= c < MAX_CARDS and st.c_card[c] >= 0 and 0 <= st.tr_player[k] < st.num_players):
            return BAD_TRIGGER, k
    code, subject = lasting_agrees(st)
    if code != OK:
        return code, subject
    return attachments_agree(st)


@njit(cache=True)
def lasting_agrees(st):
    """The lasting table names distinct face-up Spells/Traps on the field (lasting.py)."""
    if not 0 <= st.ls_n <= LASTING_CAP:
        return BAD_LASTING, st.ls_n
    for k in range(st.ls_n):
        c = st.ls_card[k]
        if not (0 <= c < MAX_CARDS and (st.c_loc[c] == LOC_SZONE or st.c_loc[c] == LOC_FZONE)
                and st.c_pos[c] == POS_FACEUP_CARD):
            return BAD_LASTING, k
        for j in range(k):
            if st.ls_card[j] == c:
                return BAD_LASTING, k
    return OK, 0


@njit(cache=True)
def attachments_agree(st):
    """A card attached to a monster (an Equip Spell, Call of the Haunted) is a Spell/Trap on the
    field and its monster is on the field; nothing waits to follow a card that left."""
    if st.rel_n != 0:
        return BAD_ATTACHMENT, -1
    for c in range(MAX_CARDS):
        if st.c_attached[c] >= 0:
            m = st.c_attached[c] % MAX_CARDS
            if st.c_loc[c] != LOC_SZONE or st.c_loc[m] != LOC_MZONE:
                return BAD_ATTACHMENT, c
    return OK, 0


@njit(cache=True)
def check_state(st):
    """Returns (code, subject); code OK (0) when every invariant holds."""
    cards = 0
    for c in range(MAX_CARDS):
        if st.c_card[c] < 0:
            if st.c_loc[c] != -1:
                return BAD_LOCATION, c
            continue
        cards += 1
        code = _card_agrees(st, c)
        if code != OK:
            return code, c
        if c >= DEALT_ROWS and st.c_loc[c] != LOC_MZONE:      # B10: tokens exist only on the field (tokens.py)
            return BAD_TOKEN, c
    slots = 0
    for p in range(st.num_players):
        for loc in range(N_PILES):
            slots += st.pile_n[p, loc]
        for z in range(N_MZONES):
            slots += st.mzone[p, z] >= 0
        for z in range(N_SZONES):
            slots += st.szone[p, z] >= 0
        slots += st.fzone[p] >= 0
        if st.lp[p] < 0:
            return NEGATIVE_LP, p
        if st.alive[p] and st.lp[p] == 0:
            return LIVING_AT_ZERO, p
    if slots != cards:
        return PLACE_COUNT, slots
    c = emz_problem(st)
    if c >= 0:
        return BAD_EMZ, c
    legal = 0
    for a in range(N_ACTIONS):
        legal += st.mask[a]
    if st.done:
        return (MASK_AFTER_END, legal) if legal else (OK, 0)
    if st.stk_n < 1:
        return NO_WORK, st.stk_n
    code, subject = _work_is_well_formed(st)
    if code != OK:
        return code, subject
    p = st.pr_player
    if st.pr_kind == PROMPT_NONE or legal == 0:
        return NO_LEGAL_ACTION, p
    if legal != st.pr_nlegal:
        return MASK_COUNT, p
    if not st.alive[p] or st.absent[p]:
        return DECIDER_OUT, p
    return OK, 0


@njit(cache=True)
def check_at(states, i):
    """``check_state`` on ``states[i]`` (array entry point: cheap to call from Python)."""
    return check_state(states[i])
