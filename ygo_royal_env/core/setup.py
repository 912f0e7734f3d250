"""Start of a duel (B4, R3, R4): seats, card table, shuffled decks, opening hands."""
from numba import njit

from .constants import CARDS_PER_PLAYER, LOC_DECK, LOC_EXTRA
from .engine import start
from .rng import rng_below, seed_rng
from .zones import draw_card, pile_push


@njit(cache=True)
def shuffle_deck(st, p):
    n = st.pile_n[p, LOC_DECK]
    for i in range(n - 1, 0, -1):
        j = rng_below(st, i + 1)
        a = st.pile[p, LOC_DECK, i]
        b = st.pile[p, LOC_DECK, j]
        st.pile[p, LOC_DECK, i] = b
        st.pile[p, LOC_DECK, j] = a
        st.c_seq[b] = i
        st.c_seq[a] = j


@njit(cache=True)
def seat_players(st, seat_order):
    """R3: an explicit order, or (seat_order[0] < 0) a uniform permutation from the seed."""
    n = st.num_players
    for s in range(n):
        st.player_at[s] = seat_order[s] if seat_order[0] >= 0 else s
    if seat_order[0] < 0:
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
        for _ in range(st.start_hand[p]):
            draw_card(st, p)
    st.turn_player = st.player_at[0]
    st.round = 1
    start(st, db)
