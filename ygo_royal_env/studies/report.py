"""The study report: Markdown and HTML with matplotlib plots, written beside the results, for
a reader who did not run the study (what was played, then each question with its table,
plot and confidence intervals)."""
from __future__ import annotations

import html
from pathlib import Path

import numpy as np
import pandas as pd
from matplotlib.figure import Figure       # not pyplot: files only, the caller's backend untouched

from .results import load_cells, load_results
from .stats import Summary, crossing, summarize

RATE_COLUMNS = ("win_rate", "ci_low", "ci_high", "fair_share", "advantage")


def markdown_table(df: pd.DataFrame) -> str:
    """A pipe table; rates as percentages, other floats to 2 decimals."""
    def cell(col: str, v) -> str:
        if isinstance(v, (float, np.floating)):
            if col in RATE_COLUMNS or col.startswith("share"):
                return f"{v:+.1%}" if col == "advantage" else f"{v:.1%}"
            return f"{v:.2f}"
        return str(v)
    head = "| " + " | ".join(map(str, df.columns)) + " |"
    rule = "|" + "|".join("---" for _ in df.columns) + "|"
    rows = ["| " + " | ".join(cell(c, v) for c, v in zip(df.columns, r)) + " |" for r in df.itertuples(index=False)]
    return "\n".join([head, rule, *rows])


def new_axes(figsize: tuple[float, float]):
    fig = Figure(figsize=figsize)
    return fig, fig.subplots()


def plot_seats(s: Summary, path: Path) -> None:
    labels = list(s.seats["label"].unique())
    seats = sorted(s.seats["seat"].unique())
    width = 0.8 / len(labels)
    fig, ax = new_axes(figsize=(max(6, 1.2 * len(seats) + 2), 4))
    for k, label in enumerate(labels):
        rows = s.seats[s.seats["label"] == label]
        x = rows["seat"].to_numpy() + (k - (len(labels) - 1) / 2) * width
        err = [rows["win_rate"] - rows["ci_low"], rows["ci_high"] - rows["win_rate"]]
        ax.bar(x, rows["win_rate"], width, yerr=err, capsize=2, label=label)
    for _, row in s.first_seat.iterrows():
        ax.axhline(row["fair_share"], color="grey", lw=0.6, ls="--")
    ax.set(xlabel="seat (0 moves first)", ylabel="win rate", xticks=seats,
           title="Win rate by seat (95% Wilson intervals; dashed: fair share)")
    if len(labels) > 1:
        ax.legend(fontsize=7, loc="upper right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def plot_matchups(s: Summary, path: Path) -> None:
    grid = s.matchups.pivot(index="deck", columns="deck_vs", values="win_rate")
    fig, ax = new_axes(figsize=(1.3 * len(grid.columns) + 2.5, 1.0 * len(grid) + 1.5))
    im = ax.imshow(grid.to_numpy(float), cmap="RdBu", vmin=0, vmax=1)
    ax.set_xticks(range(len(grid.columns)), grid.columns, rotation=30, ha="right")
    ax.set_yticks(range(len(grid.index)), grid.index)
    for (i, j), v in np.ndenumerate(grid.to_numpy(float)):
        if np.isfinite(v):
            ax.text(j, i, f"{v:.0%}", ha="center", va="center", fontsize=8)
    ax.set(title="Head-to-head share of the row deck vs the column deck")
    fig.colorbar(im, ax=ax, fraction=0.046)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def plot_sweep(name: str, curve: pd.DataFrame, path: Path) -> dict[str, tuple[float | None, ...]]:
    """Plot the curve per series; return each series' 50% crossing and where its interval
    bounds cross (the estimate's bracket)."""
    fig, ax = new_axes(figsize=(6, 4))
    crossings = {}
    for series, rows in curve.groupby("series"):
        rows = rows.sort_values("value")
        ax.errorbar(rows["value"], rows["win_rate"], yerr=[rows["win_rate"] - rows["ci_low"],
                    rows["ci_high"] - rows["win_rate"]], marker="o", capsize=3, label=series)
        x = crossing(rows)
        crossings[series] = (x, crossing(rows, column="ci_high"), crossing(rows, column="ci_low"))
        if x is not None:
            ax.axvline(x, color="grey", lw=0.6, ls=":")
    ax.axhline(0.5, color="grey", lw=0.8, ls="--")
    ax.set(xlabel=name, ylabel="focus player's win rate", ylim=(0, 1),
           title=f"Sweep of {name} (dotted: estimated 50% crossing)")
    if len(crossings) > 1:
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    return crossings


def describe_crossing(x: float | None, early: float | None, late: float | None) -> str:
    if x is None:
        return "no crossing in range"
    bounds = f"{early:.0f}" if early is not None else "below the range", \
        f"{late:.0f}" if late is not None else "above the range"
    return f"{x:.0f} (the 95% interval bounds cross at {bounds[0]} and {bounds[1]})"


def build_sections(out: Path, s: Summary, meta: dict, duels: pd.DataFrame) -> list[tuple[str, str, pd.DataFrame | None, str | None]]:
    """(title, text, table, image file) per section of the report."""
    plots = out / "plots"
    plots.mkdir(exist_ok=True)
    grid_keys = sorted({k for c in meta["cells"] for k in c["grid"]})
    sections = [("Study", (
        f"Study **{meta['name']}**, seed {meta['seed']}: {len(duels):,} duels over {len(meta['cells'])} "
        f"cell(s){' varying ' + ', '.join(grid_keys) if grid_keys else ''}; seats "
        f"{meta['seat_rotation']} ({'every player moves first equally often' if meta['seat_rotation'] == 'rotate' else 'as the rule draws them' if meta['seat_rotation'] == 'random' else 'fixed by player id'}). "
        "Win rates carry Wilson 95% intervals. The *focus* player is the BOSS in boss modes, else "
        "player 0."), s.cells, None)]
    plot_seats(s, plots / "seats.png")
    sections.append(("Win rate by seat", "Seat 0 takes the first turn. In team modes a win counts "
                     "for every member of the winning team.", s.seats, "plots/seats.png"))
    sections.append(("First-seat advantage", "Seat 0's win rate minus the fair share (1/n in "
                     "free-for-all, the mean over seats otherwise).", s.first_seat, None))
    if not s.teams.empty:
        sections.append(("Win rate by team", "", s.teams, None))
    if s.decks["deck"].nunique() > 1:
        sections.append(("Win rate by deck", "Per player count, over every seat the deck held.", s.decks, None))
    if not s.matchups.empty:
        plot_matchups(s, plots / "matchups.png")
        sections.append(("Deck matchups", "Row deck against column deck, in duels where exactly one "
                         "of the two players won.", s.matchups, "plots/matchups.png"))
    if s.agents["agent"].nunique() > 1:
        sections.append(("Win rate by agent", "", s.agents, None))
    if s.elo is not None:
        sections.append(("Agent Elo", "Bradley-Terry fit of head-to-head outcomes (the winner beat "
                         "each loser of its duel), random anchored at 1000 when present.", s.elo, None))
    for name, curve in s.sweeps.items():
        crossings = plot_sweep(name, curve, plots / f"sweep_{name}.png")
        found = "; ".join(f"{k}: {describe_crossing(*v)}" for k, v in crossings.items())
        sections.append((f"Sweep of {name}", f"Estimated 50% crossing — {found}.", curve, f"plots/sweep_{name}.png"))
    sections.append(("Game length and end reasons", "Turns count every player's turn.", s.length, None))
    if not s.losses.empty:
        sections.append(("How players lost", "Share of the losses in each cell by reason.", s.losses, None))
    return sections


def write_report(results: str | Path, out: str | Path | None = None) -> Path:
    """Render ``report.md``, ``report.html`` (with ``plots/``) and ``summary.json`` (every table,
    ``load_summary``) for the study in ``results``; return the Markdown file's path."""
    results = Path(results)
    out = Path(out) if out else results
    out.mkdir(parents=True, exist_ok=True)
    meta, duels = load_cells(results), load_results(results)
    summary = summarize(duels)
    sections = build_sections(out, summary, meta, duels)
    md, body = [f"# Balance study: {meta['name']}"], [f"<h1>Balance study: {html.escape(meta['name'])}</h1>"]
    for title, text, table, image in sections:
        md.append(f"\n## {title}\n")
        body.append(f"<h2>{html.escape(title)}</h2>")
        if text:
            md.append(text + "\n")
            body.append(f"<p>{html.escape(text).replace('**', '')}</p>")
        if image:
            md.append(f"![{title}]({image})\n")
            body.append(f'<img src="{image}" alt="{html.escape(title)}">')
        if table is not None and not table.empty:
            md.append(markdown_table(table))
            body.append(table.to_html(index=False, float_format=lambda v: f"{v:.3f}", border=0))
    (out / "report.md").write_text("\n".join(md) + "\n", encoding="utf-8")
    (out / "summary.json").write_text(summary.to_json() + "\n", encoding="utf-8")
    style = "body{font-family:sans-serif;max-width:60em;margin:auto}table{border-collapse:collapse}" \
            "td,th{padding:2px 8px;border-bottom:1px solid #ddd;text-align:right}img{max-width:100%}"
    (out / "report.html").write_text(f"<!doctype html><html><head><meta charset='utf-8'><title>"
                                     f"{html.escape(meta['name'])}</title><style>{style}</style></head><body>"
                                     + "\n".join(body) + "</body></html>\n", encoding="utf-8")
    return out / "report.md"
