"""The ops that act on whole zones of each player taking part (docs/primitives.md "Ops"): the
hand, field and GY shuffled into the Deck, then a draw (Fiber Jar); the Deck and GY swapped
(Exchange of the Spirit); the card just drawn, discarded (Drop Off); every card of the fields
and hands but one monster, sent to the GY (Last Turn). Who takes part is every player in the
duel (R10, R21) or the activator and the effect's opponent (R19)."""

import numpy as np
from .._jit import njit
from ..cards.constants import (DECK_SHUFFLED, DISCARD_WHO_EACH, OP_DISCARD_EVENT_CARD, OP_SWAP_DECK_GRAVE, OP_KEEP_ONE_SEND_REST,
                               OP_ZONES_TO_DECK_DRAW, ZONE_FIELD, ZONE_GRAVE, ZONE_HAND)
from .constants import (EV_SENT_TO_GY, EV_TO_DECK, LOC_DECK, LOC_FZONE, LOC_GRAVE, LOC_HAND, LOC_MZONE, LOC_OUT,
                        LOC_SZONE, MAX_CARDS, N_MZONES, N_SZONES)
from .battle import awaits_battle_destruction
from .events import log_event
from .links import activator_in_duel
from .players import in_duel, player_at_rel
from .static_locks import effect_draw
from .zones import discard, is_token, leaves_banished, owner_in_game, send_to_grave, shuffle_deck, to_pile


@njit(cache=True)
def takes_part(st, p, opp, q, who):
    """Player q takes part in an op for "each player" of p's effect with opponent opp: every
    player in the duel (``who`` DISCARD_WHO_EACH), or p and opp (R19; R11 (d): one who lost, not)."""
    return q >= 0 and in_duel(st, q) and (who == DISCARD_WHO_EACH or q == p or q == opp)


@njit(cache=True)
def run_each_player_operation(st, db, k, op, a0, a1, a2):
    """zones_to_deck_and_draw, swap_deck_and_graveyard, discard_event_card; False if op is none of them."""
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    if op == OP_ZONES_TO_DECK_DRAW:
        if activator_in_duel(st, k):
            zones_to_deck_and_draw(st, db, p, opp, a0, a1, a2)
    elif op == OP_SWAP_DECK_GRAVE:
        if activator_in_duel(st, k):
            for r in range(st.num_players):
                q = player_at_rel(st, p, r)
                if takes_part(st, p, opp, q, a0):
                    swap_deck_and_grave(st, q)
    elif op == OP_KEEP_ONE_SEND_REST:               # no monster of the activator's left to keep: nothing kept
        if activator_in_duel(st, k):
            send_all_but(st, p, -1, st.ch_card[k])
            st.ch_done[k] = 0
    elif op == OP_DISCARD_EVENT_CARD:               # the card drawn, if still in its holder's hand (Drop Off)
        t = st.ch_target[k]
        if activator_in_duel(st, k) and t >= 0 and st.c_loc[t] == LOC_HAND and in_duel(st, st.c_ctrl[t]):
            discard(st, st.c_ctrl[t], t)
            st.ch_done[k] = 1
    else:
        return False
    return True


@njit(cache=True)
def zones_to_deck_and_draw(st, db, p, opp, zones, who, draw):
    """Each player taking part, in seat order from p, returns every card of the zones ``zones``
    (ZONE_* bits: their hand, every card they control on the field but a monster destroyed by battle in
    this Damage Step, which goes to the GY at its end, their GY) to its owner's Deck
    (a Fusion Monster to the Extra Deck; a token ceases to exist; R32: a lost owner's card leaves
    the game); the Decks that got cards are shuffled; then each draws ``draw`` cards, in seat order."""
    out = np.empty(MAX_CARDS, np.int16)
    shuffled = 0
    for r in range(st.num_players):
        q = player_at_rel(st, p, r)
        if not takes_part(st, p, opp, q, who):
            continue
        n = append_field(st, q, out, 0) if zones & ZONE_FIELD else 0
        for loc, bit in ((LOC_HAND, ZONE_HAND), (LOC_GRAVE, ZONE_GRAVE)):
            if zones & bit:
                n = append_pile(st, q, loc, out, n)
        for a in range(n):
            shuffled |= return_to_deck(st, out[a])
    for q in range(st.num_players):
        if shuffled >> q & 1:
            shuffle_deck(st, q)
    for r in range(st.num_players):
        q = player_at_rel(st, p, r)
        if takes_part(st, p, opp, q, who):
            for _ in range(draw):
                if not effect_draw(st, db, q):
                    break


@njit(cache=True)
def return_to_deck(st, c):
    """Card c goes to its owner's Deck (public, to be shuffled); the bit of the owner whose Deck got it (0: none)."""
    if st.c_loc[c] == LOC_DECK or st.c_loc[c] < 0:
        return 0
    owner = st.c_owner[c]
    if is_token(c):
        to_pile(st, c, owner, LOC_DECK)              # it ceases to exist
        return 0
    if not owner_in_game(st, c):
        to_pile(st, c, owner, LOC_OUT)
        return 0
    instead = leaves_banished(st, c)
    to_pile(st, c, owner, LOC_DECK)
    if instead or st.c_loc[c] != LOC_DECK:           # banished instead (Dark Magician of Chaos), or to the Extra Deck
        return 0
    log_event(st, EV_TO_DECK, owner, c, DECK_SHUFFLED)
    return 1 << owner


@njit(cache=True)
def swap_deck_and_grave(st, q):
    """q's Deck and GY swap their cards (the Deck's go to the GY as they are, public; not a send, so
    no "sent to the graveyard" trigger; the GY's go to the Deck, a Fusion Monster to the Extra
    Deck); then q's Deck is shuffled (Exchange of the Spirit)."""
    deck = st.pile[q, LOC_DECK, :st.pile_n[q, LOC_DECK]].copy()
    grave = st.pile[q, LOC_GRAVE, :st.pile_n[q, LOC_GRAVE]].copy()
    for c in deck:
        to_pile(st, c, q, LOC_GRAVE)
        log_event(st, EV_SENT_TO_GY, c, q, 0)
    for c in grave:
        return_to_deck(st, c)
    shuffle_deck(st, q)


@njit(cache=True)
def append_field(st, q, out, n):
    """Append to ``out`` (n cards in it so far) every card player q holds on the field: Spells/Traps
    first (their monsters' leaving then moves nothing), then monsters, but one destroyed by battle in
    this Damage Step (it goes to the GY at its end). Returns the new count."""
    for z in range(N_SZONES):
        if st.szone[q, z] >= 0:
            out[n] = st.szone[q, z]
            n += 1
    if st.fzone[q] >= 0:
        out[n] = st.fzone[q]
        n += 1
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m >= 0 and not awaits_battle_destruction(st, m):
            out[n] = m
            n += 1
    return n


@njit(cache=True)
def append_pile(st, q, loc, out, n):
    """Append to ``out`` (n cards in it so far) the cards of player q's pile ``loc``; the new count."""
    for h in range(st.pile_n[q, loc]):
        out[n] = st.pile[q, loc, h]
        n += 1
    return n


@njit(cache=True)
def field_and_hand(st, q, out, n, keep, own):
    """Append to ``out`` (n cards in it so far) every card player q holds on the field (``append_field``),
    then their hand; ``keep`` and ``own`` left out. Returns the new count."""
    n = append_pile(st, q, LOC_HAND, out, append_field(st, q, out, n))
    j = 0
    for i in range(n):                               # the kept monster and the resolving card stay
        if out[i] != keep and out[i] != own:
            out[j] = out[i]
            j += 1
    return j


@njit(cache=True)
def send_all_but(st, p, keep, own):
    """keep_one_send_rest (R10, R21: every player in the duel, in seat order from p): every card on
    the fields and in the hands but monster ``keep`` (-1 none) and the resolving card ``own`` is
    sent to its owner's GY by the effect; a card that moved meanwhile (an Equip Spell that followed
    its monster) is not sent again."""
    out = np.empty(MAX_CARDS, np.int16)
    n = 0
    for r in range(st.num_players):
        q = player_at_rel(st, p, r)
        if in_duel(st, q):
            n = field_and_hand(st, q, out, n, keep, own)
    for a in range(n):
        c = out[a]
        if st.c_loc[c] == LOC_HAND or st.c_loc[c] == LOC_MZONE or st.c_loc[c] == LOC_SZONE \
                or st.c_loc[c] == LOC_FZONE:
            send_to_grave(st, c)
