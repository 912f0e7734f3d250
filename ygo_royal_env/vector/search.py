"""The search policy: determinized Monte Carlo over clones of the duel record.

For each legal action the searching player plays the duel forward on clones, every other
decision answered by the heuristic, for a few turns, and takes the action whose playouts end
best for it. Before each playout the clone is *determinized* from what that player may know
(``core.visibility.card_visible``), so the search never reads a hidden card:

- Deck lists are open (as in a tournament with registered lists): each player's cards in the
  record are known as a multiset, minus those the searcher sees where they are now. The cards
  of an owner that the searcher cannot see (its hand, its Deck's order, its face-down cards)
  are dealt again at random among the hidden places: a face-down monster gets one of the unseen
  monsters, a Set Spell/Trap one of the unseen Spells/Traps, the hand and the Deck the rest. The
  searcher's own Deck is shuffled likewise. Extra Decks stay (their order decides nothing).
- The unseen cards are sorted before they are dealt, so two duels that differ only in what the
  searcher cannot see give the same samples, and the same action, for the same policy seed.
- The clone's chance (shuffles, coin tosses) is drawn from the policy's RNG, not the duel's.
- The record keeps no memory of past reveals: the jitted ``"search"`` policy treats a card it
  once saw and cannot see now as unknown; ``SearchAgent`` remembers (``known``).
- With a ``prior`` (``SearchAgent(opponent_decks=...)``) the opponents' lists are unknown: each
  opponent's unseen places are dealt from one list of the prior's deck set instead.
- ``known`` marks cards revealed to the searcher earlier that are still where they were
  (``SearchAgent`` keeps that memory from the events it was shown): they stay as they are.

``cheat`` (a debug switch) skips the determinization and keeps the duel's own RNG: the search
then plays on the true hidden state, which should make it stronger (tests/test_search.py).

A playout is judged when the duel ends (a win 1, a loss 0, a draw or truncation 1/N) or after
``SEARCH_TURNS`` more turns, by the searcher's share of the standings it sees
(``heuristic.standings``: LP plus monsters). Ties and near-ties keep the heuristic's own choice.
"""
from __future__ import annotations

import numpy as np

from .._jit import njit
from ..cards.constants import KIND_MONSTER
from ..core.constants import CARD_EXTRA_DECK
from ..core.constants import (LOC_DECK, LOC_HAND, LOC_MZONE, LOC_SZONE, MAX_CARDS, MAX_PLAYERS, POS_FACEDOWN,
                              POS_FACEDOWN_DEF)
from ..core.engine import apply_action
from ..core.rng import xorshift_next
from ..core.setup import note_effect_cards
from ..core.state import STATE_DTYPE
from ..core.trigger_events import trigger_mask
from ..core.visibility import card_visible
from ..envs.observation import encode_observation
from .heuristic import heuristic_action, standings

SEARCH_PLAYOUTS = 48        # playouts per decision in 2 players (``search_playouts``: the ``"search"`` policy's budget)
SEARCH_TURNS = 2            # a playout is judged this many turns after the one it starts in
ROLLOUT_STEPS = 600         # decisions in one playout, at most
MARGIN = 0.02               # an action must beat the heuristic's choice by this much to replace it

PRIOR_WIDTH = 60            # a prior's row: one Main Deck list, -1 padded (the largest Main Deck)

HIDDEN_FREE = 0             # a hand or Deck place: any unseen card of its owner's main Deck
HIDDEN_MONSTER = 1          # a face-down monster: an unseen monster
HIDDEN_SPELL_TRAP = 2       # a Set Spell/Trap: an unseen Spell or Trap


@njit(cache=True)
def hidden_place(st, db, c, viewer, known):
    """Which unseen card the place of card c may hold for ``viewer`` (HIDDEN_*), -1 if c is
    seen or ``known`` (revealed to the viewer earlier and still where it was), unused, or not a
    hand, Deck or face-down field place (an Extra Deck, the cards out of the game)."""
    if st.c_card[c] < 0 or st.c_extra[c] & CARD_EXTRA_DECK or known[c] or card_visible(st, db, c, viewer):
        return -1
    loc = st.c_loc[c]
    if loc == LOC_HAND or loc == LOC_DECK:
        return HIDDEN_FREE
    if loc == LOC_MZONE and st.c_pos[c] == POS_FACEDOWN_DEF:
        return HIDDEN_MONSTER
    if loc == LOC_SZONE and st.c_pos[c] == POS_FACEDOWN:
        return HIDDEN_SPELL_TRAP
    return -1


@njit(cache=True)
def fits(db, card, place):
    """Unseen card ``card`` (a database row) may be dealt to a place of kind ``place``."""
    if place == HIDDEN_FREE:
        return True
    return (db[card].kind == KIND_MONSTER) == (place == HIDDEN_MONSTER)


@njit(cache=True)
def hidden_places(sim, db, owner, viewer, known, places, kinds):
    """The places of ``owner``'s cards that ``viewer`` cannot see, with their kinds; how many."""
    n = 0
    for c in range(MAX_CARDS):
        if sim.c_owner[c] == owner:
            k = hidden_place(sim, db, c, viewer, known)
            if k >= 0:
                places[n] = c
                kinds[n] = k
                n += 1
    return n


@njit(cache=True)
def shuffle(cards, n, rng):
    """Shuffle ``cards[:n]`` in place with the policy's RNG."""
    for i in range(n - 1, 0, -1):
        j = np.int64(xorshift_next(rng) % np.uint64(i + 1))
        cards[i], cards[j] = cards[j], cards[i]


@njit(cache=True)
def give(sim, db, c, card):
    """Place c holds database card ``card`` now: its identity is its row and the trigger mask that
    comes with it (``c_card``, ``c_trig``); the place keeps everything else."""
    sim.c_card[c] = card
    sim.c_trig[c] = trigger_mask(db, card)


@njit(cache=True)
def deal(sim, db, places, kinds, n, cards, m, got):
    """Give each of the ``n`` hidden places one of the ``m`` cards that fits it, face-down places
    first (``got[i]``: place i was given one)."""
    taken = np.zeros(m, np.bool_)
    got[:n] = False
    for strict in (True, False):
        for i in range(n):
            if (kinds[i] != HIDDEN_FREE) != strict:
                continue
            for k in range(m):
                if not taken[k] and fits(db, cards[k], kinds[i]):
                    taken[k] = True
                    got[i] = True
                    give(sim, db, places[i], cards[k])
                    break


@njit(cache=True)
def guessed_cards(sim, db, owner, viewer, known, deck, out):
    """The cards of ``deck`` (a prior's list, -1 padded) minus one copy of each card of ``owner``'s
    Main Deck that ``viewer`` sees: what an unknown list may still hold; how many."""
    m = 0
    for k in range(deck.shape[0]):
        if deck[k] >= 0:
            out[m] = deck[k]
            m += 1
    for c in range(MAX_CARDS):
        if sim.c_owner[c] == owner and sim.c_card[c] >= 0 and not sim.c_extra[c] & CARD_EXTRA_DECK \
                and hidden_place(sim, db, c, viewer, known) < 0:
            for k in range(m):
                if out[k] == sim.c_card[c]:
                    out[k] = out[m - 1]
                    m -= 1
                    break
    return m


@njit(cache=True)
def any_fitting(db, deck, place, rng):
    """A card of ``deck`` that fits a place of kind ``place``, from a random start; -1 if none."""
    n = 0
    while n < deck.shape[0] and deck[n] >= 0:
        n += 1
    if n == 0:
        return -1
    first = np.int64(xorshift_next(rng) % np.uint64(n))
    for k in range(n):
        card = deck[(first + k) % n]
        if fits(db, card, place):
            return card
    return -1


@njit(cache=True)
def determinize(sim, db, viewer, rng, prior, known):
    """Deal every owner's cards that ``viewer`` cannot see again at random among their places
    (module docstring). With open lists (``prior`` has no rows) the cards dealt are the owner's
    own unseen cards, canonically sorted before the shuffle. With a ``prior`` (a deck set, one
    list per row) each opponent is taken to play one of its lists, drawn at random: the places get
    that list's cards minus those seen, and a place the rest cannot fill gets any card of the list
    that fits it (a list with no monster leaves a face-down monster as it is)."""
    places = np.empty(MAX_CARDS, np.int64)
    kinds = np.empty(MAX_CARDS, np.int64)
    cards = np.empty(MAX_CARDS, np.int64)
    got = np.zeros(MAX_CARDS, np.bool_)
    for owner in range(sim.num_players):
        n = hidden_places(sim, db, owner, viewer, known, places, kinds)
        if owner == viewer or prior.shape[0] == 0:
            for i in range(n):
                cards[i] = sim.c_card[places[i]]
            cards[:n] = np.sort(cards[:n])                     # the unseen cards, canonically ordered
            shuffle(cards, n, rng)
            deal(sim, db, places, kinds, n, cards, n, got)
            continue
        deck = prior[np.int64(xorshift_next(rng) % np.uint64(prior.shape[0]))]
        m = guessed_cards(sim, db, owner, viewer, known, deck, cards)
        shuffle(cards, m, rng)
        deal(sim, db, places, kinds, n, cards, m, got)
        for i in range(n):
            if not got[i]:
                card = any_fitting(db, deck, kinds[i], rng)
                if card >= 0:
                    give(sim, db, places[i], card)
    if prior.shape[0] > 0:
        note_effect_cards(sim, db)          # what "some card of the duel has ..." says, from the guess


@njit(cache=True)
def playout_value(sim, db, me, obs):
    """What the playout's end is worth to ``me``, in [0, 1] (module docstring)."""
    if sim.done:
        if sim.result[me] > 0:
            return 1.0
        if sim.result[me] < 0:
            return 0.0
        return 1.0 / sim.num_players
    encode_observation(sim, db, me, obs)
    s = standings(obs)
    total = 0.0
    for r in range(MAX_PLAYERS):
        total += max(s[r], 0.0)
    return max(s[0], 0.0) / total if total > 0 else 0.0


@njit(cache=True)
def playout(st, db, action, me, rng, cheat, prior, known, clone, obs, turns):
    """Play ``action`` on a determinized clone of ``st`` and the duel on for ``turns`` more
    turns, every decision the heuristic's; the value of the end for ``me``."""
    clone[0] = st
    sim = clone[0]
    if not cheat:
        determinize(sim, db, me, rng, prior, known)
        sim.rng = xorshift_next(rng) | np.uint64(1)
    apply_action(sim, db, action)
    stop_turn = st.turn + turns
    for _ in range(ROLLOUT_STEPS):
        if sim.done or sim.turn > stop_turn:
            break
        encode_observation(sim, db, sim.pr_player, obs)
        apply_action(sim, db, heuristic_action(obs, sim.mask, rng))
    return playout_value(sim, db, me, obs)


@njit(cache=True)
def search_rounds(st, db, actions, totals, rounds, turns, cheat, prior, known, rng, obs):
    """Add ``rounds`` rounds of playouts to ``totals[i]``, the summed values of ``actions[i]``:
    each round draws one seed and plays every action from it (common random numbers: every
    action meets the same determinization and the same chance, so their values compare)."""
    clone = np.empty(1, STATE_DTYPE)
    round_rng = np.empty(1, np.uint64)
    for _ in range(rounds):
        seed = xorshift_next(rng) | np.uint64(1)
        for i in range(actions.shape[0]):
            round_rng[0] = seed
            totals[i] += playout(st, db, actions[i], st.pr_player, round_rng, cheat, prior, known, clone, obs, turns)


@njit(cache=True)
def best_action(actions, totals, default):
    """The action of the highest total, unless it beats ``default``'s by less than MARGIN per
    round (noise must not overrule the heuristic); ``totals`` are per round here."""
    best, best_value = default, -1.0
    for i in range(actions.shape[0]):
        if actions[i] == default:
            best_value = totals[i] + MARGIN
    for i in range(actions.shape[0]):
        if totals[i] > best_value:
            best, best_value = actions[i], totals[i]
    return best


@njit(cache=True)
def search_action(st, db, playouts, turns, cheat, prior, known, rng, obs):
    """The search's action for the deciding player of ``st`` with a budget of ``playouts``
    playouts, at least one per legal action (the ``"search"`` policy's kernel)."""
    encode_observation(st, db, st.pr_player, obs)
    default = heuristic_action(obs, st.mask, rng)
    if st.pr_nlegal <= 1:
        return default
    actions = np.flatnonzero(st.mask)
    totals = np.zeros(actions.shape[0])
    rounds = max(1, playouts // actions.shape[0])
    search_rounds(st, db, actions, totals, rounds, turns, cheat, prior, known, rng, obs)
    return best_action(actions, totals / rounds, default)


@njit(cache=True)
def search_playouts(num_players):
    """The default budget of a decision among ``num_players``: SEARCH_PLAYOUTS in 2 players,
    fewer with more, for every player answers every response window of a playout, so a playout
    costs about in proportion to the players and a decision then costs about the same."""
    return max(1, SEARCH_PLAYOUTS * 2 // num_players)


@njit(cache=True)
def open_lists():
    """The prior of open deck lists (no rows): every player's own list is known."""
    return np.empty((0, PRIOR_WIDTH), np.int64)


@njit(cache=True)
def nothing_known():
    """No card known beyond what the record shows (the jitted policy keeps no memory of reveals)."""
    return np.zeros(MAX_CARDS, np.bool_)


@njit(cache=True)
def search_at(states, i, db, playouts, turns, cheat, prior, known, rng, obs):
    """``search_action`` for the deciding player of ``states[i]`` (``agents.SearchAgent``)."""
    return search_action(states[i], db, playouts, turns, cheat, prior, known, rng, obs)


@njit(cache=True)
def search_rounds_at(states, i, db, actions, totals, rounds, turns, cheat, prior, known, rng, obs):
    """``search_rounds`` on ``states[i]`` (``agents.SearchAgent`` with a time budget)."""
    search_rounds(states[i], db, actions, totals, rounds, turns, cheat, prior, known, rng, obs)
