"""Summary tables of a study: win rates with Wilson 95% intervals by seat, team, deck, agent
and cell; first-seat advantage; game length and end reasons; pairwise deck matchups; Elo
of agents; and the 50% crossing of a handicap sweep.

Every table is a pandas DataFrame computed from the per-duel rows (``results.load_results``).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, fields
from pathlib import Path

import numpy as np
import pandas as pd

from ..ratings import elo_from_scores, wilson
from .results import player_rows

FREE_FOR_ALL = ("royale", "kupl", "identity")          # modes where every player is their own side


def rate_table(long: pd.DataFrame, by: list[str], won: str = "won") -> pd.DataFrame:
    """Wins, duels, win rate and its Wilson interval per group of ``long``."""
    g = long.groupby(by, sort=True, observed=True)[won].agg(wins="sum", duels="count").reset_index()
    g["wins"] = g["wins"].astype(int)
    g["win_rate"] = g["wins"] / g["duels"]
    g["ci_low"], g["ci_high"] = wilson(g["wins"], g["duels"])
    return g


def cell_labels(duels: pd.DataFrame) -> pd.Series:
    """A readable label per cell, its grid values, ordered as the spec's cells (a categorical)."""
    grid = [c for c in duels.columns if c.startswith("grid_")]
    if grid:
        labels = duels[grid].astype(str).apply(lambda r: ", ".join(f"{c[5:]}={v}" for c, v in r.items()), axis=1)
    else:
        labels = duels["cell"].str.rsplit("-", n=1).str[0]
    return pd.Categorical(labels, categories=list(dict.fromkeys(labels)))


def by_seat(long: pd.DataFrame) -> pd.DataFrame:
    return rate_table(long, ["label", "seat"])


def first_seat(long: pd.DataFrame) -> pd.DataFrame:
    """Seat 0's win rate per cell against the fair share: 1/n in free-for-all modes, the mean
    over seats otherwise (there a win counts once per winning team member)."""
    seats = by_seat(long)
    fair = seats.groupby("label", observed=True)["win_rate"].mean().rename("fair_share")
    modes = long.groupby("label", observed=True)[["mode", "num_players"]].first()
    ffa = modes["mode"].isin(FREE_FOR_ALL)
    fair = fair.where(~ffa, 1 / modes["num_players"].astype(float))
    first = seats[seats["seat"] == 0].set_index("label").join(fair)
    first["advantage"] = first["win_rate"] - first["fair_share"]
    return first.reset_index()[["label", "wins", "duels", "win_rate", "ci_low", "ci_high", "fair_share", "advantage"]]


def by_team(long: pd.DataFrame) -> pd.DataFrame:
    teams = long[~long["mode"].isin(FREE_FOR_ALL)].drop_duplicates(["cell", "game", "team"])
    return rate_table(teams, ["label", "team"])


def game_length(duels: pd.DataFrame) -> pd.DataFrame:
    g = duels.groupby("label", observed=True)["turns"]
    table = pd.DataFrame({"duels": g.size(), "mean_turns": g.mean(), "median_turns": g.median(),
                          "p90_turns": g.quantile(0.9), "mean_rounds": duels.groupby("label", observed=True)["rounds"].mean()})
    reasons = pd.crosstab(duels["label"], duels["end_reason"])
    return table.join(reasons).reset_index()


def loss_reasons(long: pd.DataFrame) -> pd.DataFrame:
    """How the players who lost lost, per cell (share of losses)."""
    lost = long[long["loss_reason"] != "-"]
    table = pd.crosstab(lost["label"], lost["loss_reason"], normalize="index")
    return table.rename(columns=lambda c: f"share {c}").reset_index()


def deck_matchups(long: pd.DataFrame) -> pd.DataFrame:
    """For each ordered pair of decks held by two different players of one duel: how often the
    row deck's player won and the column deck's player did not, among the duels where exactly
    one of the two won (head-to-head share, 0.5 = even)."""
    pairs = long[["cell", "game", "player", "deck", "won"]]
    both = pairs.merge(pairs, on=["cell", "game"], suffixes=("", "_vs"))
    both = both[(both["deck"] != both["deck_vs"]) & (both["won"] != both["won_vs"])]
    return rate_table(both, ["deck", "deck_vs"])


def elo_ratings(long: pd.DataFrame, column: str = "agent", anchor: str | None = None,
                anchor_rating: float = 1000.0) -> pd.DataFrame:
    """Elo ratings of the values of ``column`` from head-to-head outcomes (a duel's winner beat
    each loser it shared the duel with, counting only players with different values), fitted
    as a Bradley-Terry model (``ratings.elo_from_scores``); ``anchor`` (default: the lowest) is
    held at ``anchor_rating``."""
    pairs = long[["cell", "game", "player", column, "won"]]
    both = pairs.merge(pairs, on=["cell", "game"], suffixes=("", "_vs"))
    both = both[(both[column] != both[f"{column}_vs"]) & both["won"] & ~both["won_vs"]]
    names = sorted(set(long[column]))
    index = {n: i for i, n in enumerate(names)}
    wins = np.zeros((len(names), len(names)))
    for (a, b), count in both.groupby([column, f"{column}_vs"]).size().items():
        wins[index[a], index[b]] += count
    games = wins + wins.T
    anchor_at = index.get(anchor, None)
    ratings = elo_from_scores(wins, games, anchor_at if anchor_at is not None else 0, anchor_rating)
    if anchor_at is None:                               # no anchor: the lowest rating
        ratings = ratings - ratings.min() + anchor_rating
    table = pd.DataFrame({column: names, "elo": ratings.round(1), "head_to_head_wins": wins.sum(axis=1).astype(int),
                          "head_to_head_games": games.sum(axis=1).astype(int)})
    return table.sort_values("elo", ascending=False, ignore_index=True)


def focus_player(long: pd.DataFrame) -> pd.Series:
    """The player a handicap sweep follows: the BOSS in boss modes (the only team-0 player),
    else player 0."""
    boss_mode = long["mode"].isin(("boss", "contrib"))
    return np.where(boss_mode, long["team"] == 0, long["player"] == 0)


def sweep_curves(long: pd.DataFrame) -> dict[str, pd.DataFrame]:
    """For each numeric grid column with 3+ values (a handicap, not the player count, which
    moves the fair share): the focus player's win rate per value, other grid columns as series."""
    curves = {}
    focus = long[focus_player(long)]
    grid = [c for c in long.columns if c.startswith("grid_")]
    for col in grid:
        if col == "grid_num_players":
            continue
        values = long[col].dropna().unique()
        if len(values) < 3 or not all(isinstance(v, (int, float, np.integer, np.floating)) for v in values):
            continue
        others = [c for c in grid if c != col]
        series = focus[others].astype(str).apply(lambda r: ", ".join(f"{c[5:]}={v}" for c, v in r.items()),
                                                  axis=1) if others else pd.Series("all", index=focus.index)
        curves[col[5:]] = rate_table(focus.assign(series=series), ["series", col]).rename(columns={col: "value"})
    return curves


def crossing(curve: pd.DataFrame, level: float = 0.5, column: str = "win_rate") -> float | None:
    """Where a curve first crosses ``level``, by linear interpolation (None if it does not).
    With ``column="ci_high"`` and ``"ci_low"`` it brackets the estimate."""
    x, y = curve["value"].to_numpy(float), curve[column].to_numpy(float)
    order = np.argsort(x)
    x, y = x[order], y[order]
    for i in range(len(x) - 1):
        if (y[i] - level) * (y[i + 1] - level) <= 0 and y[i] != y[i + 1]:
            return float(x[i] + (level - y[i]) * (x[i + 1] - x[i]) / (y[i + 1] - y[i]))
        if y[i] == level:
            return float(x[i])
    return None


@dataclass
class Summary:
    """Every table of a study, for reports and notebooks."""

    cells: pd.DataFrame
    seats: pd.DataFrame
    first_seat: pd.DataFrame
    teams: pd.DataFrame
    decks: pd.DataFrame
    agents: pd.DataFrame
    length: pd.DataFrame
    losses: pd.DataFrame
    matchups: pd.DataFrame
    elo: pd.DataFrame | None
    sweeps: dict[str, pd.DataFrame]

    def to_json(self) -> str:
        """Every table as records: a few KB that a repository can keep where a full-size run's
        Parquet rows would take megabytes (``load_summary`` reads it back)."""
        def records(df: pd.DataFrame | None):
            return None if df is None else json.loads(df.astype({c: str for c in df.columns if isinstance(
                df[c].dtype, pd.CategoricalDtype)}).to_json(orient="records", double_precision=6))
        tables = {f.name: records(getattr(self, f.name)) for f in fields(self) if f.name != "sweeps"}
        tables["sweeps"] = {name: records(curve) for name, curve in self.sweeps.items()}
        return json.dumps(tables, indent=1)


def load_summary(path: str | Path) -> Summary:
    """A summary stored by ``Summary.to_json`` (``ygo-royal report`` writes ``summary.json``)."""
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    tables = {k: None if v is None else pd.DataFrame(v) for k, v in raw.items() if k != "sweeps"}
    return Summary(**tables, sweeps={k: pd.DataFrame(v) for k, v in raw["sweeps"].items()})


def summarize(duels: pd.DataFrame) -> Summary:
    duels = duels.assign(label=cell_labels(duels))
    long = player_rows(duels)
    focus = long[focus_player(long)]
    cells = rate_table(focus, ["label"]).rename(columns={"wins": "focus_wins"})
    meta = duels.groupby("label", observed=True).agg(mode=("mode", "first"), num_players=("num_players", "first"),
                                      draws=("winner_team", lambda w: int((w < 0).sum())))
    cells = meta.join(cells.set_index("label")).reset_index()
    many_agents = long["agent"].nunique() > 1
    return Summary(
        cells=cells, seats=by_seat(long), first_seat=first_seat(long), teams=by_team(long),
        decks=rate_table(long, ["num_players", "deck"]), agents=rate_table(long, ["num_players", "agent"]),
        length=game_length(duels), losses=loss_reasons(long), matchups=deck_matchups(long) if long["deck"].nunique() > 1 else pd.DataFrame(),
        elo=elo_ratings(long, anchor="random") if many_agents else None, sweeps=sweep_curves(long))
