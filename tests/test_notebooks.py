"""The notebooks run end to end at a small size (issue 7: they never rot), show the stored
full-size sample-deck results, and state the numbers those results hold (issue 20)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")
pytest.importorskip("pyarrow")

ROOT = Path(__file__).parents[1]
NOTEBOOKS = ROOT / "notebooks"
RESULTS = ROOT / "examples" / "studies" / "results"
STUDY_NOTEBOOKS = ["seat_order", "supply_2v2", "boss_handicap", "deck_tiers"]


def execute(name: str) -> list:
    """Run a notebook from the notebooks folder; its code cells' outputs."""
    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    nbclient.NotebookClient(notebook, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    return outputs


@pytest.mark.parametrize("name", STUDY_NOTEBOOKS)
def test_study_notebook_executes(name, monkeypatch):
    monkeypatch.setenv("YGO_NOTEBOOK_DUELS", "30")
    monkeypatch.setenv("YGO_NOTEBOOK_SEARCH_DUELS", "2")
    outputs = execute(name)
    assert any("image/png" in o.get("data", {}) for o in outputs)          # it plotted
    assert any("duels in" in o.get("text", "") for o in outputs)            # and ran the study
    assert any("stored full-size run:" in o.get("text", "") for o in outputs)   # and showed the stored one


INTERVAL = re.compile(r"(\d+\.\d)% \[(\d+\.\d), (\d+\.\d)\]")       # "44.4% [36.1, 53.2]"


def stored_intervals(name: str) -> set[tuple[str, str, str]]:
    """Every (rate, low, high) of a stored full-size study, as the docs round them."""
    from ygo_royal_env.studies import load_spec, load_summary
    full = load_summary(RESULTS / f"{name}_real.json")
    assert full.cells.duels.sum() == load_spec(ROOT / "examples" / "studies" / f"{name}_real.toml").total_duels
    tables = [full.cells, full.seats, full.first_seat, full.teams, full.decks, full.matchups, *full.sweeps.values()]
    return {tuple(f"{100 * r[c]:.1f}" for c in ("win_rate", "ci_low", "ci_high"))
            for t in tables if "win_rate" in t for _, r in t.iterrows()}


def sample_deck_text(markdown: str) -> str:
    """The part of a text about the sample-deck runs: under a heading naming them, to the next
    heading of the same or a higher level."""
    kept, level, lines = False, 0, []
    for line in markdown.splitlines():
        heading = re.match(r"(#+) ", line)
        if heading and kept and len(heading.group(1)) <= level:
            kept = False
        if heading and not kept and "sample deck" in line.lower():
            kept, level = True, len(heading.group(1))
        elif kept:
            lines.append(line)
    return "\n".join(lines)


def test_stated_sample_deck_numbers_are_the_stored_ones():
    """Each interval the notebooks and docs/studies.md state for the sample decks is a row of a
    stored full-size run (re-run a study, regenerate its JSON, and this fails until the text follows)."""
    stored = {name: stored_intervals(name) for name in STUDY_NOTEBOOKS}
    everything = set().union(*stored.values())
    for name in STUDY_NOTEBOOKS:
        notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
        text = sample_deck_text("\n".join(c.source for c in notebook.cells if c.cell_type == "markdown"))
        stated = set(INTERVAL.findall(text))
        assert stated and stated <= stored[name], (name, stated - stored[name])
    stated = set(INTERVAL.findall(sample_deck_text((ROOT / "docs" / "studies.md").read_text(encoding="utf-8"))))
    assert stated and stated <= everything, stated - everything


def test_selfplay_notebook_trains_and_scores(monkeypatch):
    pytest.importorskip("sb3_contrib")
    monkeypatch.setenv("YGO_NOTEBOOK_STEPS", "256")
    text = "".join(o.get("text", "") for o in execute("selfplay_baseline"))
    assert "trained_vs_random" in text and "Elo:" in text and "'random': 1000.0" in text


def test_stated_boss_crossing_is_the_stored_one():
    """The boss notebook and docs/studies.md give the stored sweep's 50% crossing and its bracket
    (where the interval bounds cross), to the nearest 10 LP."""
    from ygo_royal_env.studies import load_summary
    from ygo_royal_env.studies.stats import crossing
    curve = load_summary(RESULTS / "boss_handicap_real.json").sweeps["boss_lp_bonus"]
    true = tuple(f"{round(crossing(curve, column=c), -1):,.0f}" for c in ("win_rate", "ci_high", "ci_low"))
    pattern = re.compile(r"crossing is at\s+about \+([\d,]+) LP \(interval bounds cross at \+([\d,]+) and \+([\d,]+)\)")
    notebook = nbformat.read(NOTEBOOKS / "boss_handicap.ipynb", as_version=4)
    for text in ("\n".join(c.source for c in notebook.cells if c.cell_type == "markdown"),
                 (ROOT / "docs" / "studies.md").read_text(encoding="utf-8")):
        assert pattern.findall(sample_deck_text(text)) == [true]
