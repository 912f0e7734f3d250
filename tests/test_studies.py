"""Balance studies (issue 7): spec parsing, the runner's determinism across backends and
resumption, the per-duel rows, the statistics and the report."""
from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

pytest.importorskip("pyarrow")
from ygo_royal_env.cli import main  # noqa: E402
from ygo_royal_env.studies import (  # noqa: E402
    StudySpecError, elo_ratings, load_results, load_spec, load_summary, player_rows, run_study, summarize, wilson, write_report,
)
from ygo_royal_env.studies.runner import deal_plan  # noqa: E402
from ygo_royal_env.studies.stats import crossing, deck_matchups, first_seat  # noqa: E402

SMALL = """
name = "small"
seed = 3
duels = 12
chunk = 5
skip_invalid = true
[config]
turn_cap = 200
[grid]
num_players = [2, 3]
agents = ["random", ["heuristic", "random"], ["heuristic", "random", "random"], ["heuristic", "agents:RandomAgent"]]
"""


def spec_text(**grid: str) -> str:
    lines = "\n".join(f"{k} = {v}" for k, v in grid.items())
    return f'name = "t"\nseed = 1\nduels = 8\nchunk = 4\n[config]\nturn_cap = 150\n[grid]\n{lines}\n'


def test_grid_expands_to_one_cell_per_combination_with_stable_ids():
    spec = load_spec(spec_text(num_players="[3, 4, 5]", mode='["royale", "kupl"]'))
    assert len(spec.cells) == 6 and spec.total_duels == 48
    assert [c.grid for c in spec.cells][:2] == [{"num_players": 3, "mode": "royale"}, {"num_players": 3, "mode": "kupl"}]
    grown = load_spec(spec_text(num_players="[3, 4, 5, 6]", mode='["royale", "kupl"]'))
    assert {c.id for c in spec.cells} < {c.id for c in grown.cells}     # old cells keep their ids (resume)
    assert len({c.seed for c in grown.cells}) == 8


def test_impossible_combinations_fail_or_are_skipped_on_request():
    text = spec_text(num_players="[2, 4]", mode='["royale", "2v2"]')
    with pytest.raises(StudySpecError, match="cell num_players=2,mode=2v2: .*skip_invalid"):
        load_spec(text)
    spec = load_spec("skip_invalid = true\n" + text)
    assert [c.grid for c in spec.cells] == [{"num_players": 2, "mode": "royale"}, {"num_players": 4, "mode": "royale"},
                                            {"num_players": 4, "mode": "2v2"}]
    assert len(spec.skipped) == 1 and spec.skipped[0].startswith("num_players=2,mode=2v2")


@pytest.mark.parametrize("text, message", [
    ('duels = 0', "duels .* positive integer"),
    ('colour = "red"', r"unknown top-level key\(s\) \['colour'\]"),
    ('seat_rotation = "spin"', "seat_rotation must be one of"),
    ('[grid]\nplayers = [2]', r"\[grid\] has unknown key\(s\) \['players'\]"),
    ('[grid]\nnum_players = []', "non-empty list"),
    ('[grid]\nnum_players = [2, 9]', "cell num_players=9: num_players"),
    ('[config]\npreset = "seed999"', "unknown preset 'seed999'"),
    ('[config]\nagents = "genius"', "agents must be a built-in policy"),
    ('[config]\nagents = "agents:NoSuchAgent"', "agents:NoSuchAgent.*agents has no attribute 'NoSuchAgent'"),
    ('[config]\ndecks = "no_such_deck"', "unknown deck 'no_such_deck'; packaged decks: .*vanilla_normals"),
    ('[config]\ndecks = "vanilla_normals"\ndeck_pool = ["vanilla_swarm"]', "decks or deck_pool, not both"),
    ('[config]\nnum_players = 3\nagents = ["random", "random"]', "agents must name 1 or 3 policies"),
    ('seed = [', "not valid TOML"),
])
def test_bad_specs_name_what_is_wrong(text, message):
    with pytest.raises(StudySpecError, match=message):
        load_spec(text + "\n")


def test_rotation_gives_every_player_each_seat_once_per_n_games():
    cell = load_spec(spec_text(num_players="[4]")).cells[0]
    config = cell.config()
    seats = [deal_plan(cell, config, "rotate", g)[0] for g in range(4)]
    assert sorted(s[0] for s in seats) == [0, 1, 2, 3]            # who moves first
    assert all(sorted(s) == [0, 1, 2, 3] for s in seats)
    assert deal_plan(cell, config, "random", 0)[0] is None          # the engine's R3 draw
    assert deal_plan(cell, config, "fixed", 5)[0] == (0, 1, 2, 3)
    two = load_spec(spec_text(mode='["2v2"]', num_players="[4]")).cells[0]
    assert deal_plan(two, two.config(), "rotate", 1)[0] == (2, 1, 3, 0)   # still A B A B (V-2v2-2)


def test_deck_pool_draws_are_seeded_per_game():
    cell = load_spec(spec_text(num_players="[3]", deck_pool='[["vanilla_swarm", "vanilla_giants", "vanilla_walls"]]')).cells[0]
    plans = [deal_plan(cell, cell.config(), "rotate", g)[1] for g in range(30)]
    assert plans == [deal_plan(cell, cell.config(), "rotate", g)[1] for g in range(30)]
    assert {d for p in plans for d in p} == {"vanilla_swarm", "vanilla_giants", "vanilla_walls"}


@pytest.fixture(scope="module")
def small_study(tmp_path_factory):
    out = tmp_path_factory.mktemp("study") / "small"
    run_study(load_spec(SMALL), out, workers=1, progress=False)
    return out


def test_one_row_per_duel_with_consistent_player_columns(small_study):
    duels = load_results(small_study)
    assert len(duels) == 5 * 12 and duels.groupby("cell")["game"].apply(sorted).map(list).eq([list(range(12))] * 5).all()
    assert {tuple(a) for a in duels["agent"]} >= {("heuristic", "agents:RandomAgent")}   # a Python policy's cell
    for row in duels.itertuples():
        n = row.num_players
        assert sorted(row.seat) == list(range(n)) and len(row.deck) == len(row.agent) == n
        assert all(lp >= 0 for lp in row.final_lp)
        winners = [p for p in range(n) if row.result[p] > 0]
        if row.winner_team >= 0:
            assert winners and all(row.team[p] == row.winner_team for p in winners)
        else:
            assert not winners
    assert set(duels["end_reason"]) <= {"last player standing", "draw", "turn cap"}
    assert (duels["damage_dealt"].map(sum) > 0).all()
    assert {"grid_num_players", "grid_agents"} <= set(duels.columns)


def test_processes_and_resumption_give_the_same_rows(small_study, tmp_path):
    out = tmp_path / "again"
    run_study(load_spec(SMALL), out, workers=2, progress=False)
    expected = load_results(small_study)
    pd.testing.assert_frame_equal(load_results(out), expected)
    parts = sorted((out / "parts").rglob("*.parquet"))
    assert len(parts) == 5 * 3                                     # 12 duels in chunks of 5
    parts[4].unlink()
    kept = {p: p.stat().st_mtime_ns for p in parts if p != parts[4]}
    run_study(load_spec(SMALL), out, workers=1, progress=False)
    assert parts[4].exists() and all(p.stat().st_mtime_ns == t for p, t in kept.items())
    pd.testing.assert_frame_equal(load_results(out), expected)


def test_ray_backend_gives_identical_results(small_study, tmp_path):
    pytest.importorskip("ray")
    out = run_study(load_spec(SMALL), tmp_path / "ray", backend="ray", progress=False)
    pd.testing.assert_frame_equal(load_results(out), load_results(small_study))


def test_wilson_interval_known_values():
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    low, high = wilson(np.array([0, 20]), np.array([20, 20]))
    assert low[0] == 0 and high[0] == pytest.approx(0.1611, abs=1e-4) and high[1] == pytest.approx(1.0)


def synthetic(pairs: list[tuple[str, str, str]]) -> pd.DataFrame:
    """Two-player duels: (column value of player 0, of player 1, winner value)."""
    rows = []
    for g, (a, b, w) in enumerate(pairs):
        for p, v in enumerate((a, b)):
            rows.append({"cell": "c", "game": g, "player": p, "agent": v, "deck": v, "won": v == w,
                         "seat": p, "mode": "royale", "num_players": 2, "label": "c"})
    return pd.DataFrame(rows)


def test_elo_of_a_75_percent_head_to_head_is_about_191():
    long = synthetic([("a", "b", "a")] * 750 + [("a", "b", "b")] * 250)
    elo = elo_ratings(long, anchor="b").set_index("agent")["elo"]
    assert elo["b"] == 1000 and elo["a"] - elo["b"] == pytest.approx(190.8, abs=1.0)


def test_deck_matchups_count_head_to_head_shares():
    table = deck_matchups(synthetic([("x", "y", "x")] * 3 + [("x", "y", "y")] + [("x", "x", "x")] * 5))
    table = table.set_index(["deck", "deck_vs"])
    assert table.loc[("x", "y"), "win_rate"] == 0.75 and table.loc[("y", "x"), "win_rate"] == 0.25
    assert ("x", "x") not in table.index                       # a mirror match says nothing


def test_first_seat_advantage_against_the_fair_share():
    long = synthetic([("a", "b", "a")] * 6 + [("a", "b", "b")] * 4)
    row = first_seat(long).iloc[0]
    assert row["win_rate"] == 0.6 and row["fair_share"] == 0.5 and row["advantage"] == pytest.approx(0.1)


def test_crossing_interpolates_the_50_percent_point():
    curve = pd.DataFrame({"value": [0, 1000, 2000, 3000], "win_rate": [0.2, 0.4, 0.6, 0.8]})
    assert crossing(curve) == pytest.approx(1500)
    assert crossing(curve.assign(win_rate=[0.1, 0.2, 0.3, 0.4])) is None


def test_player_rows_are_the_long_form(small_study):
    duels = load_results(small_study)
    long = player_rows(duels)
    assert len(long) == duels["num_players"].astype(int).sum()
    assert long.groupby(["cell", "game"])["won"].sum().le(1).all()     # free-for-all: one winner at most


def test_summary_tables(small_study):
    s = summarize(load_results(small_study))
    assert set(s.seats["seat"]) == {0, 1, 2} and (s.seats["duels"] == 12).all()
    assert s.elo is not None and set(s.elo["agent"]) == {"heuristic", "random", "agents:RandomAgent"}
    heuristic = s.agents[(s.agents["agent"] == "heuristic")].iloc[0]
    assert heuristic["win_rate"] > 0.5                       # the heuristic beats two random players
    assert s.length["duels"].sum() == 60


def test_report_renders_markdown_html_and_plots(small_study):
    path = write_report(small_study)
    text = path.read_text()
    for title in ("Win rate by seat", "First-seat advantage", "Agent Elo", "Game length"):
        assert f"## {title}" in text
    assert "![Win rate by seat](plots/seats.png)" in text
    assert (small_study / "plots" / "seats.png").stat().st_size > 1000
    assert "<table" in (small_study / "report.html").read_text()
    stored, fresh = load_summary(small_study / "summary.json"), summarize(load_results(small_study))
    for name in ("seats", "first_seat", "decks", "agents", "losses", "elo"):     # the stored tables read back
        table = getattr(fresh, name)
        table = table.astype({c: str for c in table.columns if isinstance(table[c].dtype, pd.CategoricalDtype)})
        pd.testing.assert_frame_equal(getattr(stored, name), table, check_dtype=False, check_names=False, atol=1e-6)


def test_sweep_report_estimates_the_crossing(tmp_path):
    text = spec_text(num_players="[3]", mode='["boss"]', boss_lp_bonus="[0, 8000, 24000]",
                     agents='[["heuristic", "heuristic", "heuristic"]]')
    out = run_study(load_spec(text.replace("duels = 8", "duels = 30")), tmp_path / "sweep", workers=1, progress=False)
    s = summarize(load_results(out))
    curve = s.sweeps["boss_lp_bonus"]
    assert list(curve["value"]) == [0, 8000, 24000] and (curve["duels"] == 30).all()
    assert curve["win_rate"].iloc[-1] > curve["win_rate"].iloc[0]     # more LP, more BOSS wins
    assert "## Sweep of boss_lp_bonus" in write_report(out).read_text()


def test_cli_study_and_report(tmp_path, capsys):
    spec = tmp_path / "cli.toml"
    spec.write_text(spec_text(num_players="[2]"))
    out = tmp_path / "cli_results"
    assert main(["study", str(spec), "--out", str(out), "--workers", "1", "--no-progress", "--report"]) == 0
    assert "report:" in capsys.readouterr().out and (out / "report.html").exists()
    assert json.loads((out / "cells.json").read_text())["cells"][0]["duels"] == 8
    assert main(["report", str(out)]) == 0


def test_cli_rejects_a_bad_spec_and_missing_results(tmp_path, capsys):
    spec = tmp_path / "bad.toml"
    spec.write_text("duels = -1\n")
    assert main(["study", str(spec), "--out", str(tmp_path / "x"), "--no-progress"]) == 2
    assert "duels (per cell) must be a positive integer" in capsys.readouterr().err
    assert main(["report", str(tmp_path / "nothing")]) == 2
    assert "holds no study results" in capsys.readouterr().err
