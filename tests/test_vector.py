"""The batch API and jitted playouts play exactly the duels the Duel API and the AEC env
play for the same seeds and actions (issue: same rules, same trajectories)."""
import numpy as np
import pytest

import ygo_royal_env
from ygo_royal_env import Duel, DuelConfig, IllegalActionError
from ygo_royal_env.duel import check_invariants
from ygo_royal_env.envs.observation import OBS_SIZE, encode_observation
from ygo_royal_env.vector import DuelBatch, game_seed, play_games
from ygo_royal_env.vector.policies import random_action, seed_policy_rngs


def random_legal(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    return np.array([rng.choice(np.flatnonzero(m)) for m in masks])


def observation(duel: Duel, player: int) -> np.ndarray:
    out = np.empty(OBS_SIZE, np.float32)
    encode_observation(duel.rec, duel.db.table, player, out)
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_batch_matches_duels_step_by_step_across_resets(players):
    config = DuelConfig(num_players=players, turn_cap=6)     # short duels: several autoresets
    size, seed = 3, 7
    batch = DuelBatch(size, config, seed=seed)
    duels = [Duel(config, game_seed(seed, i)) for i in range(size)]
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(400):
        actions = random_legal(batch.action_masks, rng)
        batch.step(actions)
        for i, duel in enumerate(duels):
            before = {p: bool(duel.rec["alive"][p]) for p in range(players)}
            duel.apply(int(actions[i]))
            expected = np.zeros(6, np.float32)
            for p in range(players):
                if before[p] and (duel.done or not duel.rec["alive"][p]):
                    expected[p] = duel.rec["result"][p]
            np.testing.assert_array_equal(batch.rewards[i], expected)
            assert batch.terminated[i] == (duel.done and not duel.truncated)
            assert batch.truncated[i] == duel.truncated
            if duel.done:
                finished += 1
                np.testing.assert_array_equal(batch.episode_results[i, :players], duel.results())
                duel = duels[i] = Duel(config, game_seed(seed, int(batch.episodes[i]) * size + i))
            assert batch.states[i].tobytes() == duel.rec.tobytes()
            assert batch.players[i] == duel.current_player
            np.testing.assert_array_equal(batch.action_masks[i], duel.action_mask())
            np.testing.assert_array_equal(batch.observations[i], observation(duel, duel.current_player))
            check_invariants(batch.duel(i))
    assert finished >= size                                   # resets were exercised


def test_batch_observations_match_the_aec_env():
    config = DuelConfig(num_players=3)
    batch = DuelBatch(1, config, seed=4)
    env = ygo_royal_env.env(config=config)
    env.reset(options={"duel_seed": game_seed(4, 0)})
    rng = np.random.default_rng(1)
    for _ in range(60):
        agent = env.agent_selection
        obs = env.observe(agent)
        assert agent == f"player_{batch.players[0]}"
        np.testing.assert_array_equal(obs["observation"], batch.observations[0])
        np.testing.assert_array_equal(obs["action_mask"], batch.action_masks[0])
        action = random_legal(batch.action_masks, rng)
        batch.step(action)
        env.step(int(action[0]))


def test_illegal_action_in_a_batch_changes_no_duel():
    batch = DuelBatch(4, DuelConfig(num_players=2), seed=1)
    before = batch.states.tobytes()
    actions = batch.action_masks.argmax(1)
    actions[2] = np.flatnonzero(batch.action_masks[2] == 0)[0]
    with pytest.raises(IllegalActionError, match="duel 2"):
        batch.step(actions)
    assert batch.states.tobytes() == before


def test_batch_rejects_bad_shapes_and_sizes():
    with pytest.raises(ValueError, match="num_duels"):
        DuelBatch(0)
    batch = DuelBatch(2, DuelConfig(num_players=2))
    with pytest.raises(ValueError, match="shape"):
        batch.step([0, 0, 0])


def test_playouts_match_duels_driven_by_the_same_policy():
    config = DuelConfig(num_players=3)
    results = play_games(config, games=4, seed=9, threads=1)
    rngs = seed_policy_rngs(results.seeds)
    for i, s in enumerate(results.seeds):
        duel = Duel(config, int(s))
        rng = rngs[i:i + 1].copy()
        while not duel.done:
            duel.apply(random_action(duel.rec["mask"], duel.rec["pr_nlegal"], rng))
        assert duel.results() == results.results[i].tolist()
        assert duel.rec["turn"] == results.turns[i]
        assert duel.rec["decisions"] == results.decisions[i]
        np.testing.assert_array_equal(duel.rec["lp"][:3], results.final_lp[i])


def test_playouts_do_not_depend_on_threads_or_chunking():
    config = DuelConfig(num_players=4)
    one = play_games(config, games=12, seed=3, threads=1)
    two = play_games(config, games=12, seed=3, threads=2)
    tail = play_games(config, games=4, seed=3, first_game=8)
    np.testing.assert_array_equal(one.results, two.results)
    np.testing.assert_array_equal(one.turns, two.turns)
    np.testing.assert_array_equal(one.results[8:], tail.results)


def test_play_games_rejects_unknown_policies():
    with pytest.raises(ValueError, match="unknown policy"):
        play_games(DuelConfig(num_players=2), games=1, policies="alphazero")
    with pytest.raises(ValueError, match="1 or 2 policies"):
        play_games(DuelConfig(num_players=2), games=1, policies=["random"] * 3)


def test_heuristic_playouts_match_the_heuristic_agent_kernel_driving_duels():
    from ygo_royal_env.vector.heuristic import heuristic_action
    config = DuelConfig(num_players=3)
    results = play_games(config, games=3, seed=5, policies=["heuristic", "random", "heuristic"], threads=1)
    rngs = seed_policy_rngs(results.seeds)
    for i, s in enumerate(results.seeds):
        duel = Duel(config, int(s))
        rng = rngs[i:i + 1].copy()
        while not duel.done:
            p = duel.current_player
            if p == 1:
                action = random_action(duel.rec["mask"], duel.rec["pr_nlegal"], rng)
            else:
                action = heuristic_action(observation(duel, p), duel.rec["mask"], rng)
            duel.apply(action)
        assert duel.results() == results.results[i].tolist()
        assert duel.rec["decisions"] == results.decisions[i]


def test_heuristic_beats_random_in_playouts():
    r = play_games(DuelConfig(num_players=2), games=100, seed=0, policies=["heuristic", "random"])
    assert (r.results[:, 0] == 1).mean() >= 0.95


def test_a_policy_choosing_an_illegal_action_stops_the_playout_instead_of_spinning():
    from ygo_royal_env.vector.playout import play_all
    duel = Duel(DuelConfig(num_players=2), 1)
    states = duel.states.copy()
    states["mask"][0, :] = 0                         # no legal action: the random policy picks -1
    failed = np.zeros(1, np.bool_)
    play_all(0, 1, states, duel.db.table, np.zeros((1, 6), np.int8), seed_policy_rngs(np.array([1], np.uint64)), failed)
    assert failed[0] and not states["done"][0]


def test_a_run_of_mask_only_policies_plays_the_same_duels_with_code_that_leaves_out_the_heuristic():
    """play_games picks play_all_simple when every policy reads only the mask: the same duels
    as play_all, from machine code without the heuristic or the search (a shorter first compile)."""
    from ygo_royal_env.dealing import Dealer
    from ygo_royal_env.vector.playout import play_all, play_all_simple, resolve_policies
    config, names = DuelConfig(num_players=3), ["random", "first", "last"]
    simple = play_games(config, games=6, seed=5, policies=names)
    dealer = Dealer.prepare(config)
    seeds = np.array([game_seed(5, i) for i in range(6)], np.uint64)
    states, failed = dealer.deal(seeds), np.zeros(6, np.bool_)
    play_all(0, 6, states, dealer.db.table, np.repeat(resolve_policies(names, 3)[None, :], 6, 0),
             seed_policy_rngs(seeds), failed)
    assert not failed.any()
    assert (states["decisions"] == simple.decisions).all() and (states["lp"][:, :3] == simple.final_lp).all()
    def defines_the_heuristic(kernel) -> bool:
        (compiled,) = kernel.overloads.values()
        module = compiled.library._get_module_for_linking()
        return any("heuristic" in fn.name for fn in module.functions if not fn.is_declaration)
    assert defines_the_heuristic(play_all) and not defines_the_heuristic(play_all_simple)
