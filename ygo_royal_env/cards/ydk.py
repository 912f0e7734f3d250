"""ygopro's ``.ydk`` deck file format, as passcodes (``decks.py`` maps them to cards).

A ``.ydk`` file has a ``#main``, an ``#extra`` and a ``!side`` section, one passcode a line.
Other ``#`` lines (``#created by ...``) are comments; what follows ``#spare`` or
``#representative``, and lines starting with ``$``, are a client's metadata and ignored.
"""

from __future__ import annotations

from collections.abc import Sequence

SECTIONS = {"#main": "main", "#extra": "extra", "!side": "side"}
METADATA_SECTIONS = ("#spare", "#representative")


def read_ydk(text: str) -> dict[str, list[tuple[int, int]]]:
    """``{"main"|"extra"|"side": [(line number, passcode), ...]}``; a stray line raises
    ``ValueError`` naming the line and what is allowed."""
    parts: dict[str, list[tuple[int, int]]] = {"main": [], "extra": [], "side": []}
    section: str | None = None              # None: before any section; "": a metadata section
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("$"):
            continue
        if line in SECTIONS:
            section = SECTIONS[line]
        elif line.startswith(METADATA_SECTIONS):
            section = ""
        elif line.startswith("#") or section == "":
            continue                        # a comment, or a client's metadata
        elif section is None:
            raise ValueError(f"line {lineno}: {line!r} before any section; a .ydk file lists "
                             f"passcodes under {', '.join(SECTIONS)}")
        elif not line.isdigit():
            raise ValueError(f"line {lineno}: expected a passcode (digits), got {line!r}")
        else:
            parts[section].append((lineno, int(line)))
    return parts


def write_ydk(main: Sequence[int], extra: Sequence[int], side: Sequence[int]) -> str:
    """``.ydk`` text of three lists of passcodes."""
    lines = ["#created by ygo-royal-env", "#main", *map(str, main), "#extra", *map(str, extra),
             "!side", *map(str, side)]
    return "\n".join(lines) + "\n"
