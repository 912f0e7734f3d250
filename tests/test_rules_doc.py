"""docs/rules.md stays the rulebook a user can read (issue #21, item 5).

The code and tests cite rule ids (``# B8``, ``test_r28_...``, "A-44"); every cited id must have
an entry (an anchor) in docs/rules.md, every link into a docs page's anchor must resolve, and
user-facing texts must point at docs/rules.md rather than at the rules contract, its seed
documents or the design guide, which live outside the package. Where the contract is at hand
(a developer checkout), every rule id it defines must have an entry too.
"""
from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
RULES_DOC = DOCS / "rules.md"
CONTRACT = ROOT.parent / "shared" / "RULES.md"

# A rule id as the code cites it: B1-B26, R1-R45, P1-P42, H1-H8, C1-C21, A-01..A-52 and the
# variant ids (V-TEAM, V-BOSS-2, V-2v2-4, ...), optionally with a test-case letter (T-R11a).
RULE_ID = re.compile(r"(?<![A-Za-z0-9_])(V-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)?|A-\d\d|[BRPHC]\d{1,2})"
                     r"(?=[a-z]?(?![A-Za-z0-9_]))")
# Test names lead with the ids they check: test_b13_b15_..., test_r31d_..., test_a03_...
TEST_NAME_IDS = re.compile(r"\bdef test_((?:[brphca]\d+[a-z]?_)+)")
LINK = re.compile(r"\b([\w-]+\.md)#([\w-]+)")
LOCAL_LINK = re.compile(r"\]\(#([\w-]+)\)")
# Files a user does not have: the rules contract, its seed documents, the design guide.
NOT_SHIPPED = re.compile(r"RULES\.md|DESIGN\.md|DESIGN principle|seeds/|shared/")
SOURCES = ("*.py", "*.toml", "*.txt", "*.csv", "*.md")


def slug(heading: str) -> str:
    """GitHub's anchor for a Markdown heading: lower case, inline HTML and punctuation dropped,
    spaces to hyphens."""
    text = re.sub(r"<[^>]+>", "", heading).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = page.read_text()
    return (set(re.findall(r'<a id="([^"]+)"></a>', text))
            | {slug(h) for h in re.findall(r"^#{1,6} (.+)$", text, re.M)})


def files(*roots: str) -> list[Path]:
    return sorted(p for r in roots for pattern in SOURCES for p in (ROOT / r).rglob(pattern))


def cited_ids() -> dict[str, set[str]]:
    """Anchor ("b8", "v-boss-2", "a-44") -> files citing that id."""
    cited: dict[str, set[str]] = {}
    for path in files("ygo_royal_env", "tests"):
        if path.name == "cards.csv":
            continue                                          # card names (a "V-" Tiger card) cite nothing
        text = path.read_text()
        ids = [m.group(1) for m in RULE_ID.finditer(text)]
        for m in TEST_NAME_IDS.finditer(text):
            for token in m.group(1).strip("_").split("_"):
                token = re.sub(r"(\d)[a-z]$", r"\1", token)           # r31d cites R31
                ids.append("A-" + token[1:] if token[0] == "a" else token)
        for rule_id in ids:
            cited.setdefault(rule_id.lower(), set()).add(str(path.relative_to(ROOT)))
    return cited


def test_slug_follows_github():
    assert slug('V-TEAM: teams (`mode="team"`)') == "v-team-teams-modeteam"
    assert slug('<a id="v-kof"></a>V-KOF: relay') == "v-kof-relay"
    assert slug('The HP battle model (`battle_model="hp"`)') == "the-hp-battle-model-battle_modelhp"


def test_the_id_pattern_finds_cited_ids_and_nothing_else():
    text = "# B8, T-R11a, R39-R45 and V-BOSS-2 (A-44, P17, H3, C3); MR2020, OPP-CHAIN, B2B, x_R2"
    assert [m.group(1) for m in RULE_ID.finditer(text)] == ["B8", "R11", "R39", "R45", "V-BOSS-2",
                                                            "A-44", "P17", "H3", "C3"]


def test_every_rule_id_cited_in_the_code_and_tests_has_an_entry():
    cited, entries = cited_ids(), anchors(RULES_DOC)
    assert len(cited) > 200                                # the scan found the citations
    assert {i: sorted(where)[:3] for i, where in cited.items() if i not in entries} == {}


def test_entry_anchors_are_unique():
    ids = re.findall(r'<a id="([^"]+)"></a>', RULES_DOC.read_text())
    assert sorted({i for i in ids if ids.count(i) > 1}) == []


def test_every_link_to_a_docs_anchor_resolves():
    """Links such as ``docs/rules.md#b8`` anywhere in the docs, README, code and tests, and
    in-page ``(#r28)`` links in the docs pages."""
    broken = []
    for path in [ROOT / "README.md", *files("docs", "ygo_royal_env", "tests", "examples", "benchmarks")]:
        text = path.read_text()
        for page, fragment in LINK.findall(text):
            target = DOCS / page if (DOCS / page).exists() else ROOT / page
            if not target.exists() or fragment not in anchors(target):
                broken.append(f"{path.relative_to(ROOT)}: {page}#{fragment}")
        if path.suffix == ".md":
            own = anchors(path)
            broken += [f"{path.relative_to(ROOT)}: #{f}" for f in LOCAL_LINK.findall(text) if f not in own]
    assert broken == []


def test_user_facing_texts_point_at_the_shipped_docs():
    """The docs, the README, the notebooks and ``ygo-royal --help`` name only files a user has."""
    from ygo_royal_env.cli import build_parser

    parser = build_parser()
    commands = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    helps = [parser.format_help()] + [sub.format_help() for a in commands for sub in a.choices.values()]
    texts = {"ygo-royal --help": "\n".join(helps)}
    for path in [ROOT / "README.md", *sorted(DOCS.rglob("*.md")), *sorted((ROOT / "notebooks").glob("*.ipynb"))]:
        texts[str(path.relative_to(ROOT))] = path.read_text()
    assert {name: NOT_SHIPPED.findall(text) for name, text in texts.items() if NOT_SHIPPED.search(text)} == {}


@pytest.mark.skipif(not CONTRACT.exists(), reason="the rules contract lives outside the repository")
def test_every_rule_id_of_the_contract_has_an_entry():
    text = CONTRACT.read_text()
    ids = (set(re.findall(r"^- \*\*(B\d+|V-[A-Za-z0-9]+-[A-Za-z0-9]+|H\d+|C\d+)\b", text, re.M))
           | set(re.findall(r"^\*\*(R\d+) —", text, re.M))
           | set(re.findall(r"^\| (P\d+|A-\d\d) \|", text, re.M))
           | set(re.findall(r"^### 3\.\d (V-[A-Za-z0-9]+)", text, re.M)))
    assert len(ids) > 240
    assert sorted(i for i in ids if i.lower() not in anchors(RULES_DOC)) == []
