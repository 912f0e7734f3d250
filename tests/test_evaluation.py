"""Evaluation helpers: match records, Elo fitting, and a full evaluation of a known policy."""
import math

import pytest

from agents import HeuristicAgent, RandomAgent
from ygo_royal_env.evaluation import MatchResult, evaluate, fit_elo, play_match


def test_elo_of_a_75_percent_score_is_about_191():
    assert fit_elo({("a", "b"): MatchResult(750, 250, 0)}, anchor="b", prior_draws=0) == pytest.approx(
        {"a": 1000 + 400 * math.log10(3), "b": 1000.0})
    assert fit_elo({("a", "b"): MatchResult(650, 150, 200)}, anchor="b", prior_draws=0)["a"] == pytest.approx(
        1000 + 400 * math.log10(3))           # draws count half


def test_elo_of_a_consistent_triangle_and_of_a_perfect_record():
    # a beats b 75%, b beats c 75%: then a beats c 90% (odds 3 x 3 = 9), and the fit is exact
    results = {("a", "b"): MatchResult(750, 250, 0), ("b", "c"): MatchResult(750, 250, 0),
               ("a", "c"): MatchResult(900, 100, 0)}
    elo = fit_elo(results, anchor="c", anchor_rating=1000, prior_draws=0)
    assert elo == pytest.approx({"a": 1000 + 800 * math.log10(3), "b": 1000 + 400 * math.log10(3), "c": 1000})
    perfect = fit_elo({("a", "b"): MatchResult(500, 0, 0)}, anchor="b")   # finite thanks to the prior
    assert perfect["a"] == pytest.approx(1000 + 400 * math.log10(1001))


def test_match_result_rates_and_interval():
    r = MatchResult(80, 15, 5)
    assert (r.games, r.win_rate, r.score) == (100, 0.8, 0.825)
    low, high = r.wilson()
    assert 0.7 < low < 0.8 < high < 0.9


def test_play_match_with_callables_and_built_ins():
    assert play_match(HeuristicAgent(0).act, "random", 30, seed=2) == MatchResult(30, 0, 0)
    assert play_match("heuristic", "random", 30, seed=2) == MatchResult(30, 0, 0)
    assert play_match(RandomAgent(0).act, "heuristic", 10).wins == 0
    with pytest.raises(TypeError):
        play_match("random", RandomAgent(0).act, 1)


def test_evaluate_reports_matches_and_elo():
    report = evaluate(RandomAgent(1).act, games=20, name="rand")
    assert set(report["matches"]) == {("rand", "random"), ("rand", "heuristic"), ("heuristic", "random")}
    assert all(r.games == 20 for r in report["matches"].values())
    elo = report["elo"]
    assert elo["random"] == 1000 and elo["heuristic"] > elo["rand"] and elo["heuristic"] > 1500
