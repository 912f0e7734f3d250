"""Balance studies: a grid of duel configurations from a TOML spec, played as jitted playouts
on local processes or Ray, stored as Parquet, summarized with confidence intervals and
rendered as a report (``docs/studies.md``)."""
from .report import write_report
from .results import load_results, player_rows
from .runner import BACKENDS, run_study
from .spec import Cell, StudySpec, StudySpecError, load_spec
from .stats import Summary, elo_ratings, load_summary, summarize, wilson

__all__ = ["BACKENDS", "Cell", "StudySpec", "StudySpecError", "Summary", "elo_ratings", "load_results",
           "load_spec", "load_summary", "player_rows", "run_study", "summarize", "wilson", "write_report"]
