"""3v3 "no exit" (RULES.md V-3v3): a player who loses while the team has a backup deck left
plays on with it.

``losses.check_losses`` decides who is restored (the team must have a backup for each of its
players who lost at once, V-3v3-7) and owes them a pick (``restore_due``); this unit asks each
one, in player id order, before anything else goes on (``engine.resume``, like the 2v2 supply).
The picked deck is dealt into free rows of the card table as a new deck generation
(``gen``/``c_gen``): the lost deck's cards never come back to the player (R32).
"""
from .._jit import njit
from ..cards.constants import MOD_CONTROL
from .constants import (A_CONCEDE, A_SELECT, ABSENT_TILL_TURN, CARDS_PER_PLAYER, CHAIN_CAP, DEALT_ROWS, EV_RESTORED,
                        LOC_DECK, LOC_EXTRA, LOC_OUT, MAX_BACKUPS, PROMPT_BACKUP)
from .events import log_event
from .modifiers import drop_card
from .players import next_owed
from .stack import ask, pop
from .trigger_events import trigger_mask
from .zones import card_flags, deal_hand, detach, pile_push, shuffle_deck


@njit(cache=True)
def backups_for(st, p):
    """Bitmask of the backup decks p may take now: the untaken ones of p's team (the team pool
    of A-17) or, with ``backup_pool="player"``, p's own."""
    bits = 0
    for b in range(MAX_BACKUPS):
        o = st.bk_owner[b]
        if o >= 0 and st.bk_taken[b] < 0 and (o == p or (st.rule_team_pool and st.team[o] == st.team[p])):
            bits |= 1 << b
    return bits


@njit(cache=True)
def row_referenced(st, c):
    """Whether pending work names card row c (a chain link, a trigger, a control change, the attack)."""
    for k in range(CHAIN_CAP):
        if st.ch_card[k] == c or st.ch_target[k] == c or st.ch_target2[k] == c:
            return True
    for k in range(st.tr_n):
        if st.tr_card[k] == c:
            return True
    for k in range(st.md_n):
        if st.md_card[k] == c and st.md_kind[k] == MOD_CONTROL:
            return True
    return st.atk_card == c or st.atk_target == c or st.win_card == c or st.ss_card == c


@njit(cache=True)
def reusable(st, c, p):
    """Row c holds a card of p's that left the game and that nothing refers to."""
    return st.c_card[c] >= 0 and st.c_loc[c] == LOC_OUT and st.c_owner[c] == p and not row_referenced(st, c)


@njit(cache=True)
def free_row(st, p):
    """A card-table row for p's new card: one of p's cards that left the game first (so p's
    out-of-game pile stays within its capacity; the old card's log entries then name the new
    one), else an unused row; never a token row (core/tokens.py)."""
    for k in range(DEALT_ROWS):
        c = (p * CARDS_PER_PLAYER + k) % DEALT_ROWS
        if reusable(st, c, p):
            return c
    for c in range(DEALT_ROWS):
        if st.c_card[c] < 0:
            return c
    return -1


@njit(cache=True)
def deal_card(st, db, c, card, p, loc):
    """Row c becomes a new card of p's current deck generation in pile ``loc``."""
    detach(st, c)
    new_row(st, db, c, card, p)
    pile_push(st, p, loc, c)


@njit(cache=True)
def new_row(st, db, c, card, p):
    """Row c holds a new card instance of database card ``card``, owned by p (its deck
    generation now), with nothing of an earlier card left; it is nowhere yet."""
    st.c_card[c] = card
    st.c_owner[c] = p
    st.c_gen[c] = st.gen[p]
    st.c_trig[c] = trigger_mask(db, card)
    st.c_extra[c] = card_flags(db, card)
    st.c_placed_turn[c] = -1
    st.c_manual_pos_turn[c] = -1
    st.c_attacked_turn[c] = -1
    st.c_damage[c] = 0
    st.c_proper[c] = 0
    st.c_used[c] = -1
    st.c_counter[c] = 0
    st.c_summon_turn[c] = -1
    st.c_attached[c] = -1
    drop_card(st, c)


@njit(cache=True)
def restore(st, db, p, b):
    """V-3v3-2: p takes backup b, shuffles it and draws (A-18; LP were reset at the loss). A
    player who is not the turn player is absent until its own turn (V-3v3-5); the turn
    player goes on in the same phase with the turn's counts kept (V-3v3-4)."""
    st.bk_taken[b] = p
    st.gen[p] += 1
    n_main = st.bk_main_n[b]
    for k in range(n_main + st.bk_extra_n[b]):
        card = st.bk_card[b, k] if k < n_main else st.bk_card[b, CARDS_PER_PLAYER - 1 - (k - n_main)]
        c = free_row(st, p)
        if c < 0:                                  # every row holds a card in play: cannot be dealt
            break
        deal_card(st, db, c, card, p, LOC_DECK if k < n_main else LOC_EXTRA)
    st.deck_size[p] = n_main
    shuffle_deck(st, p)
    deal_hand(st, p, st.restored_hand)
    if p != st.turn_player:
        st.absent[p] = ABSENT_TILL_TURN
    log_event(st, EV_RESTORED, p, b, st.absent[p])


R_ASK = 0
R_CHOSEN = 1


@njit(cache=True)
def run_restore(st, db, i):
    """Unit arg 0: the player being asked. The candidates are backup ids; a single one is
    answered by the engine (``auto_answer``). A player who concedes here has lost again and
    is owed a new pick (``check_losses``)."""
    if st.stk_step[i] == R_CHOSEN and st.answer != A_CONCEDE:
        p = st.stk_arg[i, 0]
        st.restore_due &= ~(1 << p)
        restore(st, db, p, st.pr_cand[st.answer - A_SELECT])
    p, st.restore_due = next_owed(st, st.restore_due)
    if st.done or p < 0:
        pop(st)
        return
    bits = backups_for(st, p)
    n = 0
    for b in range(MAX_BACKUPS):
        if (bits >> b) & 1:
            st.pr_cand[n] = b
            n += 1
    st.pr_ncand = n
    st.stk_arg[i, 0] = p
    st.stk_step[i] = R_CHOSEN
    ask(st, db, PROMPT_BACKUP, p)
