"""The heuristic's one step ahead: before it activates a card it plays the activation out on
a clone of the duel and declines it when the outcome costs it more than all its opponents
together (Dark Hole on a board it is winning).

The clone is judged through the acting player's own observation of the outcome
(``heuristic.standings``: LP, and monsters by what that player sees of them), so hidden cards
stay hidden; in the clone every other player passes (no card of theirs is played, so their
hands and Set cards decide nothing), the clone's chance is drawn from the policy's RNG, not the
duel's (no peek at a coin toss or a shuffle), and the acting player's own prompts on the way
are answered by the heuristic. What the clone does use is the true state the resolved effect
acts on: a card it draws or a monster it flips counts by what the player then sees. Playouts'
``"heuristic"`` policy and ``HeuristicAgent.act_duel`` look ahead; ``HeuristicAgent.act``,
which has only an observation, cannot.
"""
from __future__ import annotations

import numpy as np

from .._jit import njit
from ..core.constants import A_ACTIVATE, A_ACTIVATE_MONSTER, A_ACTIVATE_SET, A_PASS, HAND_SLOTS, N_MZONES, N_SZONES
from ..core.engine import apply_action
from ..core.rng import xorshift_next
from ..core.state import STATE_DTYPE
from ..envs.observation import OBS_SIZE, encode_observation
from .heuristic import default_action, heuristic_action, standings

LOOKAHEAD_STEPS = 200       # prompts answered in the clone before it is judged, at most
MAX_DECLINED = 8            # activations declined in one decision before taking the heuristic's choice


@njit(cache=True)
def is_activation(a):
    """Activating a Spell/Trap from the hand or the field, or a monster's effect."""
    return (A_ACTIVATE <= a < A_ACTIVATE + HAND_SLOTS or A_ACTIVATE_SET <= a < A_ACTIVATE_SET + N_SZONES
            or A_ACTIVATE_MONSTER <= a < A_ACTIVATE_MONSTER + N_MZONES)


@njit(cache=True, inline="always")     # inlined: each compiled layer above the engine re-optimises all of it
def outcome(st, db, action, rng, clone, obs):
    """Standings (``heuristic.standings``, by seat relative to the acting player) once
    ``action`` has been played on ``clone[0]`` (a copy of ``st``) and its chain has resolved."""
    me = st.pr_player
    clone[0] = st
    sim = clone[0]
    sim.rng = xorshift_next(rng) | np.uint64(1)
    apply_action(sim, db, action)
    chained = sim.ch_n > 0
    for _ in range(LOOKAHEAD_STEPS):
        if sim.done or (chained and sim.ch_n == 0 and sim.resolving == 0):
            break
        if sim.pr_player == me:
            encode_observation(sim, db, me, obs)
            a = heuristic_action(obs, sim.mask, rng)
        else:
            a = A_PASS if sim.mask[A_PASS] == 1 else default_action(sim.mask)
        apply_action(sim, db, a)
        chained = chained or sim.ch_n > 0
    encode_observation(sim, db, me, obs)
    return standings(obs)


@njit(cache=True)
def costs_me_more(before, after):
    """The acting player (seat 0) loses more standing than its opponents together."""
    mine = before[0] - after[0]
    theirs = 0.0
    for r in range(1, before.shape[0]):
        theirs += before[r] - after[r]
    return mine > 0 and mine > theirs


@njit(cache=True, inline="always")
def weighed_heuristic_action(st, db, obs, rng):
    """``heuristic_action`` for the deciding player of ``st`` (``obs``: its observation),
    except that an activation whose outcome ``costs_me_more`` is declined and the heuristic's
    next choice taken. The outcome is weighed against the standings now, or, in answer to a
    chain, against the outcome of passing (the links already on it resolve either way)."""
    a = heuristic_action(obs, st.mask, rng)
    if not is_activation(a):
        return a
    mask = st.mask.copy()
    clone = np.empty(1, STATE_DTYPE)
    scratch = np.empty(OBS_SIZE, np.float32)
    if st.ch_n > 0 and st.mask[A_PASS] == 1:
        before = outcome(st, db, A_PASS, rng, clone, scratch)
    else:
        before = standings(obs)
    for _ in range(MAX_DECLINED):
        if not is_activation(a) or not costs_me_more(before, outcome(st, db, a, rng, clone, scratch)):
            return a
        mask[a] = 0
        a = heuristic_action(obs, mask, rng)
    return a


@njit(cache=True)
def heuristic_at(states, i, db, obs, rng):
    """``weighed_heuristic_action`` for the deciding player of ``states[i]`` (the entry point
    from Python: ``HeuristicAgent.act_duel``)."""
    st = states[i]
    encode_observation(st, db, st.pr_player, obs)
    return weighed_heuristic_action(st, db, obs, rng)
