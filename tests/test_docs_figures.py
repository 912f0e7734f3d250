"""Issue 21 item 8: figures the docs state agree with the code (action and observation sizes,
the duel record) and with the latest benchmark report (benchmarks/results/throughput.json).

A stated figure must equal the true value rounded to the digits the docs give ("806k" for
805,983; "48.5 KB" for 48,543 bytes), so any real change fails here until the docs follow.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ygo_royal_env.core.constants import N_ACTIONS, N_MZONES
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.state import STATE_DTYPE
from ygo_royal_env.envs.observation import OBS_SIZE

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BENCH = json.loads((ROOT / "benchmarks/results/throughput.json").read_text())
UNITS = {"": 1, "k": 1e3, "M": 1e6, "KB": 1e3, "s": 1}


def text(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def matches(pattern: str) -> list[tuple[str, str]]:
    """(file, first group) of every match in the README and docs/."""
    return [(path.name, m.group(1)) for path in DOCS for m in re.finditer(pattern, path.read_text(encoding="utf-8"))]


def agrees(stated: str, true: float) -> bool:
    """``stated`` ("806k", "3,207", "48.5 KB", "1.03 s") is ``true`` rounded to its own digits."""
    m = re.fullmatch(r"([\d,]+(?:\.(\d+))?) ?(k|M|KB|s)?", stated.strip())
    assert m, f"not a figure: {stated!r}"
    unit = UNITS[m.group(3) or ""]
    value = float(m.group(1).replace(",", "")) * unit
    half_step = 0.5 * 10 ** -len(m.group(2) or "") * unit
    return abs(value - true) <= half_step * (1 + 1e-9)


@pytest.mark.parametrize("pattern", [r"Discrete\((\d+)\)", r"(?:int8|bool)\[(\d+)\]", r"`action_masks` \| \(N, (\d+)\) int8",
                                     r"`N_ACTIONS` = (\d+)"])
def test_the_action_space_size_in_the_docs(pattern):
    found = matches(pattern)
    assert found, f"no figure matches {pattern}: the test would check nothing"
    assert all(int(v) == N_ACTIONS for _, v in found), (N_ACTIONS, found)


def test_the_observation_size_in_the_docs():
    found = matches(r"float32\[(\d+)\]") + matches(r"`OBS_LAYOUT`, (\d+) floats")
    assert len(found) >= 2 and all(int(v) == OBS_SIZE for _, v in found), (OBS_SIZE, found)


def test_the_duel_record_size_in_the_docs():
    fields = STATE_DTYPE.fields
    cards = sum(dtype.itemsize for name, (dtype, *_) in fields.items() if name.startswith("c_"))
    arch = text("docs/ARCHITECTURE.md")
    stated = re.search(r"([\d.]+ KB) per duel: the card table's per-instance `c_\*` fields ([\d.]+ KB), "
                       r"the piles ([\d.]+ KB),\s+the event log ([\d.]+ KB)", arch)
    assert stated, "ARCHITECTURE.md no longer states the record's size and its parts"
    for figure, true in zip(stated.groups(), (STATE_DTYPE.itemsize, cards, fields["pile"][0].itemsize,
                                              fields["ev"][0].itemsize)):
        assert agrees(figure, true), (figure, true)
    replays = re.search(r"whole duel record \(([\d.]+ KB)\)", text("docs/replays.md"))
    assert replays and agrees(replays.group(1), STATE_DTYPE.itemsize)


def test_attack_action_docstring_names_the_direct_attack_target():
    doc = attack_action.py_func.__doc__
    assert re.search(r"target 0-(\d+)", doc).group(1) == str(N_MZONES - 1)
    assert re.search(r"(\d+) = direct", doc).group(1) == str(N_MZONES)


def test_the_readme_headline_is_the_latest_benchmark():
    m = re.search(r"([\d.]+k) decisions/s and ([\d,]+) random 2-player duels/s", " ".join(text("README.md").split()))
    assert m, "README.md no longer states the headline figures"
    playout = BENCH["rows"]["2"]["playout"]
    assert agrees(m.group(1), playout["decisions_per_s"]) and agrees(m.group(2), playout["games_per_s"])


def test_performance_md_latest_table_and_targets_are_the_benchmark_report():
    perf = text("docs/performance.md")
    latest = perf.split("## Numbers", 2)[1]             # the first (latest) Numbers section
    for players, row in BENCH["rows"].items():
        cells = re.search(rf"^\| {players} \|(.+)\|$", latest, re.M).group(1).split("|")
        stated = [re.sub(r"\s*\(.*\)", "", c).strip() for c in cells]
        batch = {b["batch"]: b["decisions_per_s"] for b in row["batch"]}
        true = [row["duel_api"]["decisions_per_s"], row["aec"]["steps_per_s"], row["playout"]["decisions_per_s"],
                row["playout"]["games_per_s"], batch[256], batch[1024]]
        assert all(agrees(s, t) for s, t in zip(stated, true)), (players, stated, true)
    assert agrees(re.search(r"The state record is ([\d,]+) bytes", latest).group(1), BENCH["state_bytes"])
    assert agrees(re.search(r"A cold\s+compile takes (\d+) s", latest).group(1), BENCH["compile"]["cold"]["first_duel_s"])
    targets = perf.split("## Targets of the speed issue", 1)[1].split("\n#", 1)[0]
    rows = re.findall(r"^\| [^|]+ \| ([^|]+) \| [^|]*?\((\d+\.\d+)x\)", targets, re.M)
    assert len(rows) == len(BENCH["targets"]), rows
    for (measured, ratio), (name, target) in zip(rows, BENCH["targets"].items()):
        true = target["measured"]
        assert agrees(measured, true) and agrees(ratio, target["ratio"]), (name, measured, ratio, target)


CORE = ROOT / "ygo_royal_env" / "core"


@pytest.mark.parametrize("doc", ["docs/ARCHITECTURE.md", "docs/effects.md", "docs/primitives.md"])
def test_the_engine_names_the_docs_give_exist(doc):
    """Issue 18 item 9: a `module.function` of the core (`atk_def.cur_atk`) is defined in that module,
    and a module file the page names (`core/activation.py`) is in the package, so a split or a
    rename (core/chain.py became activation.py, resolution.py, ...) fails here until the docs follow."""
    page = text(doc)
    modules = {path.stem for path in CORE.glob("*.py")}
    stale = []
    for module, name in set(re.findall(r"`([a-z_]+)\.([a-z_]+)[`(]", page)):
        if name in ("py", "toml", "md", "csv", "txt", "ydk", "json"):
            continue
        if module == "chain" or (module in modules and not re.search(
                rf"^(?:def |class )?{name}\b", (CORE / f"{module}.py").read_text(encoding="utf-8"), re.M)):
            stale.append(f"{module}.{name}")
    for path in set(re.findall(r"`((?:ygo_royal_env/)?(?:core|cards|envs|vector|studies)/[a-z_]+\.py)`", page)):
        if not ((ROOT / path).exists() or (ROOT / "ygo_royal_env" / path).exists()):
            stale.append(path)
    assert not stale, f"{doc} names what is no longer there: {sorted(stale)}"


def test_the_fuzz_sweep_size_in_reliability_md():
    """docs/reliability.md states how many cells the sweep has and how many duels CI plays over them."""
    from ygo_royal_env.vector.fuzz import sweep_configs
    cells = len(sweep_configs())
    doc = text("docs/reliability.md")
    assert re.findall(r"(\d+) cells\.", doc) == [str(cells)]
    assert f"(40 duels per cell, {40 * cells:,} duels)" in doc
