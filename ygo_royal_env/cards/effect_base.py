"""The error and the two look-ups every part of the effect compiler shares (``effects.py``,
``ops.py``, ``static_effects.py``), kept apart so that those import this rather than each other."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

EffectFields = dict[str, Any]      # e_* field name -> value for one card


class EffectDataError(ValueError):
    pass


def name_code(where: str, field: str, value: Any, names: tuple[str, ...]) -> int:
    """The index of ``value`` in ``names``; anything else (a code kept free, ``(reserved: n)``,
    included) is an error naming the field and the names allowed."""
    if value not in names or value.startswith("(reserved"):     # a code kept free for another branch
        raise EffectDataError(f"{where}: {field} must be one of "
                              f"{[n for n in names if not n.startswith('(reserved')]}, got {value!r}")
    return names.index(value)


def card_row(at: str, key: str, value: Any, row_of_name: Callable[[str], int | None], what: str = "a card") -> int:
    """The database row + 1 of the card ``value`` names (the card table keeps 0 for "none");
    anything else is an error naming the key."""
    row = row_of_name(value) if isinstance(value, str) else None
    if row is None:
        raise EffectDataError(f"{at}: {key} must name {what} in the database, got {value!r}")
    return row + 1
