"""The notebooks run end to end at a small size (issue 7: they never rot)."""
from __future__ import annotations

from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")
pytest.importorskip("pyarrow")

NOTEBOOKS = Path(__file__).parents[1] / "notebooks"
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
    outputs = execute(name)
    assert any("image/png" in o.get("data", {}) for o in outputs)          # it plotted
    assert any("duels in" in o.get("text", "") for o in outputs)            # and ran the study


def test_selfplay_notebook_trains_and_scores(monkeypatch):
    pytest.importorskip("sb3_contrib")
    monkeypatch.setenv("YGO_NOTEBOOK_STEPS", "256")
    text = "".join(o.get("text", "") for o in execute("selfplay_baseline"))
    assert "trained_vs_random" in text and "Elo:" in text and "'random': 1000.0" in text
