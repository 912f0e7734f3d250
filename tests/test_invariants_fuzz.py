"""Random play: the state invariants (core/invariants.py) hold after every step, and every
duel ends by a winner, a draw or truncation."""
from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.core import constants as K
from ygo_royal_env.duel import check_invariants

from conftest import random_play

N_DUELS = 1000


def check_ending(duel: Duel) -> int:
    """The end of a finished duel is consistent; returns its end reason."""
    r = duel.rec
    n = duel.num_players
    assert duel.done and duel.current_player is None and duel.legal_actions() == []
    reason = int(r["end_reason"])
    results = duel.results()
    alive = [bool(r["alive"][p]) for p in range(n)]
    if reason == K.END_LAST_STANDING:
        assert not duel.truncated and sum(alive) == 1
        winner = int(r["winner"])
        assert alive[winner] and results[winner] == 1
        assert [p for p in range(n) if results[p] == 1] == [winner]
    elif reason == K.END_DRAW:
        assert not duel.truncated and not any(alive) and 1 not in results
    else:
        assert reason == K.END_TURN_CAP and duel.truncated
        assert int(r["turn"]) == int(r["rule_turn_cap"]) and int(r["winner"]) == -1
        assert all(results[p] == (0 if alive[p] else -1) for p in range(n))
    for p in range(n):
        assert 0 <= int(r["lp"][p]) <= int(r["start_lp"][p])       # no LP gain without effects
        assert int(r["lp"][p]) > 0 or not alive[p]
    return reason


def test_random_four_player_duels_keep_invariants():
    """1,000 random 4-player duels with default decks, invariants checked after every step."""
    rng = np.random.default_rng(20240601)
    reasons = {K.END_LAST_STANDING: 0, K.END_DRAW: 0, K.END_TURN_CAP: 0}
    total_steps = 0
    config = DuelConfig(num_players=4)
    for i in range(N_DUELS):
        duel = Duel(config, seed=i)
        check_invariants(duel)
        total_steps += random_play(duel, rng)
        reasons[check_ending(duel)] += 1
    assert sum(reasons.values()) == N_DUELS
    assert reasons[K.END_LAST_STANDING] > 0
    assert total_steps > 50 * N_DUELS


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 6), seed=st.integers(0, 2**32 - 1), play_seed=st.integers(0, 2**32 - 1),
       hand_limit=st.sampled_from([None, 0, 1, 4, 6, 10]), starting_hand=st.integers(0, 8),
       first_turn_rule=st.sampled_from(["each_player", "first_seat"]), auto_answer=st.booleans(),
       turn_cap=st.sampled_from([5, 40, 500]), starting_lp=st.sampled_from([1, 2000, 8000]))
def test_random_duels_with_config_tweaks_keep_invariants(n, seed, play_seed, hand_limit,
                                                         starting_hand, first_turn_rule,
                                                         auto_answer, turn_cap, starting_lp):
    config = DuelConfig(num_players=n, hand_limit=hand_limit, starting_hand=starting_hand,
                        first_turn_rule=first_turn_rule, auto_answer=auto_answer,
                        turn_cap=turn_cap, starting_lp=starting_lp)
    duel = Duel(config, seed=seed)
    check_invariants(duel)
    r = duel.rec
    if duel.event_count <= K.LOG_CAP:                  # B4: every opening hand was dealt
        first_turn = [e.kind for e in duel.events(0)].index("turn")
        opening = [e.a for e in duel.events(0)[:first_turn] if e.kind == "draw"]
        assert sorted(opening) == sorted(list(range(n)) * starting_hand)
    rng = np.random.default_rng(play_seed)
    limit = n if hand_limit is None else hand_limit
    while not duel.done:
        legal = np.flatnonzero(r["mask"])
        duel.apply(int(legal[rng.integers(len(legal))]))
        check_invariants(duel)
        if hand_limit is not None:
            # B20: a living player whose turn has ended holds at most hand_limit cards
            tp = int(r["turn_player"])
            for p in range(n):
                if p != tp and r["alive"][p] and r["turns_taken"][p] >= 1:
                    assert int(r["pile_n"][p, K.LOC_HAND]) <= limit, (p, hand_limit)
    check_ending(duel)
