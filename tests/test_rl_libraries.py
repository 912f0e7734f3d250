"""RL-library compatibility, tested with the libraries themselves where they install (the
optional extra ``train``; CI installs it). Skipped cleanly elsewhere."""
import numpy as np
import pytest

from ygo_royal_env.envs.single_agent import SingleAgentEnv


def test_sb3_contrib_maskable_ppo_trains_on_the_single_agent_env():
    """MaskablePPO reads ``action_masks()``, trains for a few thousand steps, and its masked
    predictions are always legal."""
    sb3_contrib = pytest.importorskip("sb3_contrib")
    env = SingleAgentEnv(num_players=2, opponents="random")
    model = sb3_contrib.MaskablePPO("MlpPolicy", env, n_steps=256, batch_size=64, n_epochs=2, seed=0,
                                    device="cpu", policy_kwargs={"net_arch": [64, 64]})
    model.learn(total_timesteps=2048)
    assert model.num_timesteps >= 2048
    obs, _ = env.reset(seed=3)
    for _ in range(300):
        mask = env.action_masks()
        action, _ = model.predict(obs, action_masks=mask, deterministic=True)
        assert mask[int(action)]
        obs, _, terminated, truncated, _ = env.step(int(action))
        if terminated or truncated:
            obs, _ = env.reset()


def test_sb3_contrib_evaluates_with_masks():
    sb3_contrib = pytest.importorskip("sb3_contrib")
    from sb3_contrib.common.maskable.evaluation import evaluate_policy
    env = SingleAgentEnv(num_players=3, opponents="heuristic")
    model = sb3_contrib.MaskablePPO("MlpPolicy", env, n_steps=64, batch_size=32, seed=1, device="cpu")
    rewards, lengths = evaluate_policy(model, env, n_eval_episodes=2, return_episode_rewards=True)
    assert len(rewards) == 2 and all(r in (-1.0, 0.0, 1.0) for r in rewards)
    assert np.all(np.asarray(lengths) > 0)


def test_tianshou_pettingzoo_env_runs_a_multi_agent_training_loop():
    """Tianshou 2's ``PettingZooEnv`` on the AEC env: a DQN player against a masked random
    player, a short off-policy training run. (Tianshou ends an episode at the first
    termination it sees, which in a 2-player duel is the end of the duel.)"""
    pytest.importorskip("tianshou", minversion="2.0")
    from tianshou.algorithm import DQN, MARLRandomDiscreteMaskedOffPolicyAlgorithm, MultiAgentOffPolicyAlgorithm
    from tianshou.algorithm.modelfree.dqn import DiscreteQLearningPolicy
    from tianshou.algorithm.optim import AdamOptimizerFactory
    from tianshou.data import Collector, VectorReplayBuffer
    from tianshou.env import DummyVectorEnv, PettingZooEnv
    from tianshou.trainer import OffPolicyTrainerParams
    from tianshou.utils.net.common import Net

    import ygo_royal_env

    def make():
        return PettingZooEnv(ygo_royal_env.env(num_players=2))

    env = make()
    net = Net(state_shape=env.observation_space["observation"].shape[0], action_shape=env.action_space.n,
              hidden_sizes=[64])
    learner = DQN(policy=DiscreteQLearningPolicy(model=net, action_space=env.action_space, eps_training=0.1),
                  optim=AdamOptimizerFactory(lr=1e-3), target_update_freq=50)
    marl = MultiAgentOffPolicyAlgorithm(
        algorithms=[learner, MARLRandomDiscreteMaskedOffPolicyAlgorithm(action_space=env.action_space)], env=env)
    collector = Collector(marl, DummyVectorEnv([make, make]), VectorReplayBuffer(5000, 2), exploration_noise=True)
    collector.reset()
    stats = marl.run_training(OffPolicyTrainerParams(
        training_collector=collector, max_epochs=1, epoch_num_steps=400, collection_step_num_env_steps=100,
        batch_size=32, update_step_num_gradient_steps_per_sample=0.1, show_progress=False, verbose=False))
    assert stats.update_step >= 1 and collector.collect_step >= 400
