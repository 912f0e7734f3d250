"""Batched single-agent training (vector.LearnerBatch and its Gymnasium VectorEnv): the same
duels as SingleAgentEnv for the same seeds and actions, opponents inside numba, autoreset."""
import numpy as np
import pytest

from ygo_royal_env import DuelConfig, IllegalActionError
from ygo_royal_env.envs.single_agent import SingleAgentEnv
from ygo_royal_env.envs.vector_env import LearnerVectorEnv
from ygo_royal_env.vector import game_seed
from ygo_royal_env.vector.learners import LearnerBatch


def test_learner_batch_plays_the_single_agent_envs_duels():
    """Slot i's first duel is SingleAgentEnv's duel of the same duel seed, step by step."""
    config = DuelConfig(num_players=3)
    batch = LearnerBatch(2, config, learner=1, opponents=["heuristic", "random"], seed=4)
    envs = [SingleAgentEnv(config, learner=1, opponents=["heuristic", "random"]) for _ in range(2)]
    for i, env in enumerate(envs):
        obs, _ = env.reset(options={"duel_seed": game_seed(4, i)})
        assert env.duel.states.tobytes() == batch.states[i].tobytes()
        np.testing.assert_array_equal(obs, batch.observations[i])
    rng = np.random.default_rng(0)
    while not batch.episodes.any():
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in batch.action_masks])
        batch.step(actions)
        for i, env in enumerate(envs):
            obs, reward, terminated, truncated, _ = env.step(int(actions[i]))
            assert (reward, terminated, truncated) == (batch.rewards[i], batch.terminated[i], batch.truncated[i])
            if not (terminated or truncated):
                assert env.duel.states.tobytes() == batch.states[i].tobytes()
                np.testing.assert_array_equal(obs, batch.observations[i])


def test_vector_env_runs_with_autoreset_and_rewards():
    env = LearnerVectorEnv(8, num_players=2, opponents="random")
    obs, infos = env.reset(seed=1)
    assert obs.shape == (8, env.single_observation_space.shape[0]) and infos["action_mask"].any(axis=1).all()
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(3000):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in env.action_masks()])
        obs, rewards, terminated, truncated, infos = env.step(actions)
        assert env.observation_space.contains(obs)
        assert set(np.unique(rewards[terminated | truncated])) <= {-1.0, 0.0, 1.0}
        assert (rewards[~(terminated | truncated)] == 0).all()
        assert infos["action_mask"].any(axis=1).all()           # every slot is ready to act
        finished += int((terminated | truncated).sum())
    assert finished >= 8


def test_learner_batch_rejects_bad_input():
    b = LearnerBatch(2, DuelConfig(num_players=2))
    before = b.states.tobytes()
    actions = b.action_masks.argmax(1)
    actions[1] = np.flatnonzero(b.action_masks[1] == 0)[0]
    with pytest.raises(IllegalActionError, match="duel 1"):
        b.step(actions)
    assert b.states.tobytes() == before
    with pytest.raises(ValueError, match="opponents"):
        LearnerBatch(1, DuelConfig(num_players=2), opponents="alphazero")
    with pytest.raises(ValueError, match="learner"):
        LearnerBatch(1, DuelConfig(num_players=2), learner=5)
