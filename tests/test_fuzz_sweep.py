"""The CI-sized fuzz run: every cell of the config sweep, invariants after every decision and
every legal action tried at sampled decisions (the long run is benchmarks/fuzz_long.py)."""
import pytest

from ygo_royal_env import DuelConfig
from ygo_royal_env.vector.fuzz import FuzzReport, fuzz, sweep_configs


@pytest.mark.parametrize("name, config", sweep_configs(), ids=[name for name, _ in sweep_configs()])
def test_sweep_cell_has_no_failures(name, config):
    report: FuzzReport = fuzz(config, duels=40, seed=17, every=8)
    assert report.failures == []
    assert report.decisions > 0
    assert report.max_turn_work * 10 < config.turn_work_cap       # the guard sits far above real turns


@pytest.mark.parametrize("name, config", sweep_configs(), ids=[name for name, _ in sweep_configs()])
def test_sweep_cell_never_loops_with_policies_that_repeat_themselves(name, config):
    """Deterministic policies repeat whatever a rule lets them repeat (issue 22's Flip Summon
    loop): no turn may reach the endless-turn guard, and the invariants hold."""
    for policy in ("first", "last", "heuristic"):
        report = fuzz(config, duels=4, seed=23, every=32, policy=policy)
        assert report.failures == [], (policy, report.failures[:3])
        assert report.max_turn_work * 10 < config.turn_work_cap


def test_a_duel_that_outlives_its_budget_is_reported():
    report = fuzz(DuelConfig(num_players=2), duels=1, budget=5)
    assert len(report.failures) == 1 and "did not end within 5 decisions" in report.failures[0]
