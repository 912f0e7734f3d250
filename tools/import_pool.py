"""Rebuild the packaged card database (``ygo_royal_env/cards/data/cards.csv``) from the 2006 pool.

The pool (``cards_2006.csv``, built by ``pool_2006/build_pool.py`` from YGOJSON, yaml-yugi and
the ygopro card databases) lists every card of the format with its stats. Only facts are
carried over: stats, names, the first Japanese release date and the other passcodes printed
for the card; never its text. Tokens become ``monster``/``token`` rows. Rows stay sorted by
passcode, so a card's index (its row) is stable: the pool is closed.

    python tools/import_pool.py ../shared/reference/pool_2006/cards_2006.csv
"""
import argparse
import csv
import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "ygo_royal_env" / "cards" / "data" / "cards.csv"
COLUMNS = ("id", "name", "name_zh", "kind", "subtype", "attribute", "race", "level", "atk", "def", "released", "aliases")
_OTHER_CODES = re.compile(r"(?:alt-art passcodes|other printed passcodes of this card:) ([\d,]+)")


def other_codes(note: str) -> list[str]:
    """The card's other passcodes named in the pool's ``note`` (alternate artworks, reprints)."""
    return [code for group in _OTHER_CODES.findall(note) for code in group.split(",")]


def convert(row: dict[str, str]) -> list[str]:
    kind = "monster" if row["kind"] == "token" else row["kind"]
    return [row["passcode"], row["name_en"], row["name_zh"], kind, row["subtype"], row["attribute"], row["race"],
            row["level"], row["atk"], row["def"], row["first_ocg_date"], " ".join(other_codes(row["note"]))]


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pool_csv", type=Path)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    with args.pool_csv.open(encoding="utf-8", newline="") as f:
        rows = sorted((convert(r) for r in csv.DictReader(f)), key=lambda r: int(r[0]))
    with args.out.open("w", encoding="utf-8", newline="") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(COLUMNS)
        writer.writerows(rows)
    print(f"{args.out}: {len(rows)} cards")


if __name__ == "__main__":
    main(sys.argv[1:])
