"""Card names as the rules read them: a card whose name "is treated as" another card's (Harpie Lady 1,
``name_as`` in the card table) has that name for every name filter, count and comparison."""
from .._jit import njit


@njit(cache=True)
def name_of(db, card):
    """The database row whose name database card ``card`` has: its own, or the one it is treated as."""
    alias = db[card].name_as
    return alias - 1 if alias else card


@njit(cache=True)
def same_name(db, a, b):
    """Database cards a and b have the same name (either treated as the other's counts)."""
    return name_of(db, a) == name_of(db, b)


@njit(cache=True)
def named(db, card, row1, row2):
    """Database card ``card`` has the name of row1 - 1 or of row2 - 1 (row + 1 fields; 0: none)."""
    return (row1 > 0 and same_name(db, card, row1 - 1)) or (row2 > 0 and same_name(db, card, row2 - 1))
