"""argparse value types shared by the command-line front ends (``cli``, ``play``)."""
from __future__ import annotations

import argparse
from collections.abc import Callable, Collection


def names_from(allowed: Collection[str], what: str) -> Callable[[str], list[str]]:
    """A type for a comma-separated list of names, each one of ``allowed`` (read when parsing,
    so names registered later count); the error names the first unknown one and the choices."""
    def parse(text: str) -> list[str]:
        names = [name.strip() for name in text.split(",")]
        unknown = [name for name in names if name not in allowed]
        if unknown:
            raise argparse.ArgumentTypeError(f"unknown {what} {unknown[0]!r}; choose from {', '.join(allowed)}")
        return names
    return parse


def deck_list(text: str) -> list[str]:
    """``--decks``: one deck (a packaged name or a file, ``.ydk`` or text) or a comma-separated
    list, one per player id."""
    decks = [deck.strip() for deck in text.split(",")]
    if not all(decks):
        raise argparse.ArgumentTypeError(f"empty deck name in {text!r}; give deck names or files separated by commas")
    return decks


def add_card_files(parser: argparse.ArgumentParser) -> None:
    """``--cards FILE`` (repeatable): the user's own card definitions, loaded over the packaged ones."""
    parser.add_argument("--cards", action="append", default=[], metavar="FILE",
                        help="a TOML file of card definitions in the format of the packaged effects "
                             "(docs/effects.md), loaded over them; repeat for several files")


BANLISTS = {"2006_03": "2006_03", "none": None}       # --banlist's choices -> DuelConfig.banlist


def banlist(text: str) -> str | None:
    """``--banlist``: the March 2006 list, or none (any number of copies up to the limit of 3)."""
    if text not in BANLISTS:
        raise argparse.ArgumentTypeError(f"unknown banlist {text!r}; choose from {', '.join(BANLISTS)}")
    return BANLISTS[text]


def agent_specs(builtins: Collection[str]) -> Callable[[str], list[str]]:
    """``--agents``: a comma-separated list of built-in policy names or Python policies named
    ``module:attribute`` / ``file.py:attribute`` (imported when the run starts)."""
    def parse(text: str) -> list[str]:
        specs = [spec.strip() for spec in text.split(",")]
        bad = [spec for spec in specs if spec not in builtins and ":" not in spec]
        if bad:
            raise argparse.ArgumentTypeError(f"unknown agent {bad[0]!r}; choose from {', '.join(builtins)}, or name a "
                                             f"Python policy as module:attribute or path/to/file.py:attribute")
        return specs
    return parse
