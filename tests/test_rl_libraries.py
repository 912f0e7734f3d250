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


def test_rllib_env_passes_rllibs_checker_with_the_mask_keys():
    """RLlib's own pre-check (it steps one unmasked sampled action, hence "lose")."""
    pytest.importorskip("ray.rllib")
    from ray.rllib.utils.pre_checks.env import check_multiagent_environments

    from ygo_royal_env.envs.rllib import rllib_env

    env = rllib_env({"num_players": 3, "illegal_action": "lose"})
    check_multiagent_environments(env)
    obs, _ = env.reset(seed=0)
    (agent, o), = obs.items()
    assert set(o) == {"observations", "action_mask"} and o["action_mask"].dtype == np.int8
    assert env.observation_space[agent].contains(o) and o["action_mask"].any()


def test_rllib_ppo_with_action_masking_module_trains_on_the_aec_env():
    """RLlib's new API stack: PPO with its action-masking RL module, one policy shared by both
    seats (self-play), two training iterations on ``PettingZooEnv``. The env raises on an
    illegal action, so finishing means every sampled action was legal."""
    ray = pytest.importorskip("ray")
    pytest.importorskip("ray.rllib")
    from ray.rllib.algorithms.ppo import PPOConfig
    from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec
    from ray.rllib.core.rl_module.rl_module import RLModuleSpec
    from ray.rllib.examples.rl_modules.classes.action_masking_rlm import ActionMaskingTorchRLModule
    from ray.tune.registry import register_env

    from ygo_royal_env.envs.rllib import rllib_env

    register_env("ygo_royal_test", rllib_env)
    module = RLModuleSpec(module_class=ActionMaskingTorchRLModule,
                          model_config={"fcnet_hiddens": [64], "head_fcnet_hiddens": [64]})
    config = (PPOConfig()
              .environment("ygo_royal_test", env_config={"num_players": 2},
                           disable_env_checking=True)    # its check steps an unmasked action
              .multi_agent(policies={"shared"}, policy_mapping_fn=lambda agent_id, *args, **kwargs: "shared")
              .rl_module(rl_module_spec=MultiRLModuleSpec(rl_module_specs={"shared": module}))
              .env_runners(num_env_runners=0)
              .learners(num_learners=0)
              .training(train_batch_size_per_learner=400, minibatch_size=100, num_epochs=1)
              .debugging(seed=0))
    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False)
    try:
        algo = config.build_algo()
        results = [algo.train() for _ in range(2)]
        algo.stop()
    finally:
        ray.shutdown()
    last = results[-1]
    assert last["training_iteration"] == 2
    assert last["env_runners"]["num_env_steps_sampled_lifetime"] >= 800
    assert last["env_runners"]["num_episodes_lifetime"] >= 1
    assert np.isfinite(last["learners"]["shared"]["total_loss"])
    returns = last["env_runners"]["agent_episode_returns_mean"]
    assert set(returns) == {"player_0", "player_1"} and all(-1 <= r <= 1 for r in returns.values())


def test_rllib_mask_keys_wrapper_passes_pettingzoos_api_test():
    """The key-renaming wrapper needs no ray: PettingZoo's own checker on it, 3 players."""
    from pettingzoo.test import api_test

    from ygo_royal_env.envs.aec import env
    from ygo_royal_env.envs.rllib import RLlibMaskKeys

    wrapped = RLlibMaskKeys(env(num_players=3))
    api_test(wrapped, num_cycles=300)
    wrapped.reset(seed=1)
    obs = wrapped.observe(wrapped.agent_selection)
    assert wrapped.observation_space(wrapped.agent_selection).contains(obs)
    assert obs["action_mask"].dtype == np.int8 and obs["action_mask"].any()
