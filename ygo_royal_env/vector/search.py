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
- What the searcher once saw and can no longer see (a card revealed, then shuffled back) is
  treated as unknown: the record keeps no memory of past reveals, so the search forgets them.

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
from ..core.constants import (LOC_DECK, LOC_HAND, LOC_MZONE, LOC_SZONE, MAX_CARDS, MAX_PLAYERS, POS_FACEDOWN,
                              POS_FACEDOWN_DEF)
from ..core.engine import apply_action
from ..core.rng import xorshift_next
from ..core.state import STATE_DTYPE
from ..core.visibility import card_visible
from ..envs.observation import encode_observation
from .heuristic import heuristic_action, standings

SEARCH_PLAYOUTS = 48        # playouts per decision (the ``"search"`` policy's budget)
SEARCH_TURNS = 2            # a playout is judged this many turns after the one it starts in
ROLLOUT_STEPS = 600         # decisions in one playout, at most
MARGIN = 0.02               # an action must beat the heuristic's choice by this much to replace it

HIDDEN_FREE = 0             # a hand or Deck place: any unseen card of its owner's main Deck
HIDDEN_MONSTER = 1          # a face-down monster: an unseen monster
HIDDEN_SPELL_TRAP = 2       # a Set Spell/Trap: an unseen Spell or Trap


@njit(cache=True)
def hidden_place(st, db, c, viewer):
    """Which unseen card the place of card c may hold for ``viewer`` (HIDDEN_*), -1 if c is
    seen, unused, or not a hand, Deck or face-down field place (an Extra Deck, the cards out
    of the game)."""
    if st.c_card[c] < 0 or st.c_extra[c] or card_visible(st, db, c, viewer):
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
def determinize(sim, db, viewer, rng):
    """Deal every owner's cards that ``viewer`` cannot see again at random among their places
    (module docstring); the identity of a card is its database row and the trigger mask that
    comes with it (``c_card``, ``c_trig``), the place keeps everything else."""
    places = np.empty(MAX_CARDS, np.int64)
    kinds = np.empty(MAX_CARDS, np.int64)
    cards = np.empty(MAX_CARDS, np.int64)
    trig = np.empty(MAX_CARDS, np.int64)
    taken = np.zeros(MAX_CARDS, np.bool_)
    for owner in range(sim.num_players):
        n = 0
        for c in range(MAX_CARDS):
            if sim.c_owner[c] == owner:
                k = hidden_place(sim, db, c, viewer)
                if k >= 0:
                    places[n] = c
                    kinds[n] = k
                    cards[n] = sim.c_card[c]
                    trig[n] = sim.c_trig[c]
                    n += 1
        order = np.argsort(cards[:n], kind="mergesort")      # the unseen cards, canonically ordered
        sorted_cards = cards[:n][order]
        sorted_trig = trig[:n][order]
        for i in range(n - 1, 0, -1):                          # then shuffled by the policy's RNG
            j = np.int64(xorshift_next(rng) % np.uint64(i + 1))
            sorted_cards[i], sorted_cards[j] = sorted_cards[j], sorted_cards[i]
            sorted_trig[i], sorted_trig[j] = sorted_trig[j], sorted_trig[i]
        taken[:n] = False
        for strict in (True, False):                           # face-down places first, then the rest
            for i in range(n):
                if (kinds[i] != HIDDEN_FREE) != strict:
                    continue
                for k in range(n):
                    if not taken[k] and fits(db, sorted_cards[k], kinds[i]):
                        taken[k] = True
                        sim.c_card[places[i]] = sorted_cards[k]
                        sim.c_trig[places[i]] = sorted_trig[k]
                        break


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
def playout(st, db, action, me, rng, cheat, clone, obs, turns):
    """Play ``action`` on a determinized clone of ``st`` and the duel on for ``turns`` more
    turns, every decision the heuristic's; the value of the end for ``me``."""
    clone[0] = st
    sim = clone[0]
    if not cheat:
        determinize(sim, db, me, rng)
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
def search_rounds(st, db, actions, totals, rounds, turns, cheat, rng, obs):
    """Add ``rounds`` rounds of playouts to ``totals[i]``, the summed values of ``actions[i]``:
    each round draws one seed and plays every action from it (common random numbers: every
    action meets the same determinization and the same chance, so their values compare)."""
    clone = np.empty(1, STATE_DTYPE)
    round_rng = np.empty(1, np.uint64)
    for _ in range(rounds):
        seed = xorshift_next(rng) | np.uint64(1)
        for i in range(actions.shape[0]):
            round_rng[0] = seed
            totals[i] += playout(st, db, actions[i], st.pr_player, round_rng, cheat, clone, obs, turns)


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
def search_action(st, db, playouts, turns, cheat, rng, obs):
    """The search's action for the deciding player of ``st`` with a budget of ``playouts``
    playouts, at least one per legal action (the ``"search"`` policy's kernel)."""
    encode_observation(st, db, st.pr_player, obs)
    default = heuristic_action(obs, st.mask, rng)
    if st.pr_nlegal <= 1:
        return default
    actions = np.flatnonzero(st.mask)
    totals = np.zeros(actions.shape[0])
    rounds = max(1, playouts // actions.shape[0])
    search_rounds(st, db, actions, totals, rounds, turns, cheat, rng, obs)
    return best_action(actions, totals / rounds, default)


@njit(cache=True)
def search_at(states, i, db, playouts, turns, cheat, rng, obs):
    """``search_action`` for the deciding player of ``states[i]`` (``agents.SearchAgent``)."""
    return search_action(states[i], db, playouts, turns, cheat, rng, obs)


@njit(cache=True)
def search_rounds_at(states, i, db, actions, totals, rounds, turns, cheat, rng, obs):
    """``search_rounds`` on ``states[i]`` (``agents.SearchAgent`` with a time budget)."""
    search_rounds(states[i], db, actions, totals, rounds, turns, cheat, rng, obs)
