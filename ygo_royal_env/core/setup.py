"""Start of a duel (B4, R3, R4): seats, card table, shuffled decks, opening hands; and
resuming a hand-built position."""
from .._jit import njit
from ..cards.constants import COND_OWN_MONSTER_TO_GRAVE

from .battle import B_ASK, inflict_damage
from .constants import (CARDS_PER_PLAYER, LOC_DECK, MAX_BACKUPS, LOC_EXTRA, PHASE_BATTLE, PHASE_DRAW,
                        PHASE_END, PHASE_MAIN1, PHASE_MAIN2, PROC_BATTLE, PROC_MAIN, PROC_TURN,
                        PROMPT_NONE, STEP_START)
from .engine import advance, start
from .legal import build_mask
from .losses import check_losses
from .stack import push
from .turn import T_AFTER_BATTLE, T_AFTER_MAIN1, T_BEGIN, T_END
from .rng import rng_below, seed_rng
from .trigger_events import trigger_mask
from .zones import card_flags, deal_hand, pile_push, shuffle_deck
from .move_notes import note_special_win
from .selectors import equips_target


@njit(cache=True)
def alternate_teams(st):
    """V-3v3-1, V-KOF-1: teams 0 and 1 seated alternately, members in player id order; the
    seed decides which team sits first (goes first)."""
    first = rng_below(st, 2)
    for s in range(st.num_players):
        team = first if s % 2 == 0 else 1 - first
        rank = s // 2                              # the rank-th member of that team
        for p in range(st.num_players):
            if st.team[p] == team:
                if rank == 0:
                    st.player_at[s] = p
                    break
                rank -= 1


@njit(cache=True)
def seat_players(st, seat_order):
    """R3: an explicit order, or (seat_order[0] < 0) a uniform permutation from the seed
    (3v3 and KOF: alternating teams)."""
    n = st.num_players
    for s in range(n):
        st.player_at[s] = seat_order[s] if seat_order[0] >= 0 else s
    if seat_order[0] < 0 and (st.rule_restore or st.rule_relay):
        alternate_teams(st)
    elif seat_order[0] < 0:
        for s in range(n - 1, 0, -1):
            j = rng_below(st, s + 1)
            t = st.player_at[s]
            st.player_at[s] = st.player_at[j]
            st.player_at[j] = t
    for s in range(n):
        st.seat_of[st.player_at[s]] = s


@njit(cache=True)
def init_duel(st, db, seed, seat_order, main, main_n, extra, extra_n):
    """Fill a blank record whose ``num_players``, per-player and ``rule_*`` fields are set.

    main/extra: card indices per player (rows padded), with their lengths. Turn order follows
    the seats; each player shuffles and draws their opening hand (B4, R4)."""
    seed_rng(st, seed)
    seat_players(st, seat_order)
    if st.rule_shuffle_roles:                 # V-ID-1: random assignment, from the seed
        for p in range(st.num_players - 1, 0, -1):
            j = rng_below(st, p + 1)
            r = st.role[p]
            st.role[p] = st.role[j]
            st.role[j] = r
    for p in range(st.num_players):           # V-ID-3: the dealt role's advantages
        r = st.role[p]
        if r >= 0:
            st.start_lp[p] += st.role_lp_bonus[r]
            st.start_hand[p] += st.role_hand_bonus[r]
            st.draws_per_turn[p] += st.role_extra_draws[r]
    for p in range(st.num_players):
        st.alive[p] = True
        st.lp[p] = st.start_lp[p]
        st.deck_size[p] = main_n[p]
        base = p * CARDS_PER_PLAYER
        for k in range(main_n[p]):
            st.c_card[base + k] = main[p, k]
            st.c_owner[base + k] = p
            pile_push(st, p, LOC_DECK, base + k)
        for k in range(extra_n[p]):
            c = base + CARDS_PER_PLAYER - 1 - k
            st.c_card[c] = extra[p, k]
            st.c_owner[c] = p
            pile_push(st, p, LOC_EXTRA, c)
        shuffle_deck(st, p)
    for s in range(st.num_players):
        p = st.player_at[s]
        deal_hand(st, p, 0 if st.absent[p] else st.start_hand[p])     # KOF: those waiting, when they join
    st.turn_player = st.player_at[0]
    st.round = 1
    note_effect_cards(st, db)
    start(st, db)


@njit(cache=True)
def note_effect_cards(st, db):
    """Whether any card of the duel has an effect (without one, no prompt needs the
    activation checks: duels of Normal Monsters skip them) or a static effect (else no attack
    needs the lock checks), and per card the events its
    Trigger Effects wait for (``c_trig``, read where cards move: trigger_events.py) and whether
    it belongs to the Extra Deck (``c_extra``, zones.to_pile)."""
    st.has_effects = False
    st.trig_any = 0
    st.has_statics = False
    st.static_kinds[:] = 0
    st.has_grave_watch = False
    st.has_destroyed_without = False
    st.has_target_equips = False
    for c in range(st.c_card.shape[0]):
        st.c_trig[c] = 0
        if st.c_card[c] >= 0:
            note_card(st, db, st.c_card[c])
            st.c_trig[c] = trigger_mask(db, st.c_card[c])
            st.c_extra[c] = card_flags(db, st.c_card[c])
    if st.rule_restore:                            # 3v3: the backup decks come into play later
        for b in range(MAX_BACKUPS):
            for k in range(CARDS_PER_PLAYER):
                if st.bk_card[b, k] >= 0:
                    note_card(st, db, st.bk_card[b, k])


@njit(cache=True)
def note_card(st, db, card):
    """Database card ``card`` is in the duel: it may need the activation or the lock checks."""
    st.has_effects = st.has_effects or db[card].e_n > 0
    st.trig_any |= trigger_mask(db, card)
    st.has_statics = st.has_statics or db[card].s_n > 0           # else statics.py answers without looking
    st.has_destroyed_without = st.has_destroyed_without or db[card].destroyed_without != 0
    st.has_target_equips = st.has_target_equips or equips_target(db[card])
    for e in range(db[card].e_n):
        st.has_grave_watch = st.has_grave_watch or db[card].e_cond[e] == COND_OWN_MONSTER_TO_GRAVE   # Last Will
    for s in range(db[card].s_n):
        kind = db[card].s_kind[s]
        st.static_kinds[kind >> 6] |= 1 << (kind & 63)


@njit(cache=True)
def init_duels(states, db, seeds, seat_order, main, main_n, extra, extra_n):
    """``init_duel`` for each record of a batch (all dealt from the same decks)."""
    for i in range(states.shape[0]):
        init_duel(states[i], db, seeds[i], seat_order, main, main_n, extra, extra_n)


@njit(cache=True)
def start_at(st, db, phase):
    """Resume a hand-built position (``scenario``) at the start of the turn player's
    Draw Phase, Main Phase 1/2, battle step or End Phase, and run to the first decision
    (a hand built complete owes its special win first, R37)."""
    note_effect_cards(st, db)
    for p in range(st.num_players):
        if st.alive[p]:
            note_special_win(st, p)
    st.stk_n = 1
    st.stk_proc[0] = PROC_TURN
    st.phase = phase
    st.step = STEP_START
    st.main1_fresh = phase == PHASE_MAIN1
    if phase == PHASE_DRAW:
        st.stk_step[0] = T_BEGIN
    elif phase == PHASE_MAIN1 or phase == PHASE_MAIN2:
        st.stk_step[0] = T_AFTER_MAIN1 if phase == PHASE_MAIN1 else T_END
        st.goto_phase = PHASE_END
        push(st, PROC_MAIN, 0, 0)
    elif phase == PHASE_BATTLE:
        st.stk_step[0] = T_AFTER_BATTLE
        st.goto_phase = PHASE_END
        push(st, PROC_BATTLE, 0, 0)
        st.stk_step[1] = B_ASK
    else:
        st.stk_step[0] = T_END
    advance(st, db)


@njit(cache=True)
def deal_damage(st, db, amounts, source):
    """Damage from outside the rules (tests, curricula): ``amounts[p]`` to each player p at
    once, credited to ``source`` (-1: nobody); losses are checked once after all of it, so
    players it takes to 0 lose together (B21, B22); then the duel runs on to the next decision."""
    for p in range(st.num_players):
        inflict_damage(st, p, amounts[p], source)
    if check_losses(st) and not st.done and st.pr_kind != PROMPT_NONE:
        # the pending prompt was built before the loss: drop the loser's options (R8, R36)
        st.pr_nlegal = build_mask(st, db, st.mask)
    advance(st, db)
