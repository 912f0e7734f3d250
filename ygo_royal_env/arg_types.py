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
