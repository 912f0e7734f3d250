"""Banlists and decks, kept apart from the engine's per-duel state.

Banlist file (``data/banlist_2006_03.csv``): header ``id,name,status``, one row per
listed card; status is ``forbidden``, ``limited`` or ``semi-limited`` (at most 0, 1
or 2 copies).  Unlisted cards follow the usual copy limit.

Deck file (``data/decks/*.txt``): one ``count passcode [name]`` per line, ``#``
starts a comment, blank lines are ignored.  The name is optional but, when given,
must match the card database, which catches mistyped passcodes.  Fusion monsters
go to the extra deck, everything else to the main deck in file order.
"""

from __future__ import annotations

import functools
import importlib.resources
import os
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from .database import CardDatabase, CardDataError, UnknownCardError, load_database, parse_int, read_csv_rows
from .constants import SUBTYPE_RITUAL, SUBTYPE_TOKEN

BANLIST_STATUSES: tuple[str, ...] = ("forbidden", "limited", "semi-limited")  # index = max copies
_DATA = importlib.resources.files(__package__) / "data"


class DeckError(ValueError):
    """A deck file or deck is invalid; ``problems`` lists every problem found."""

    def __init__(self, message: str, problems: list[str] | None = None):
        super().__init__(message)
        self.problems = [message] if problems is None else problems


@dataclass(frozen=True)
class Banlist(Mapping[int, int]):
    """Max copies per listed passcode; a Mapping so ``banlist.get(code, 3)`` reads naturally."""

    limits: Mapping[int, int]
    name: str = ""

    def __getitem__(self, code: int) -> int:
        return self.limits[code]

    def __iter__(self) -> Iterator[int]:
        return iter(self.limits)

    def __len__(self) -> int:
        return len(self.limits)

    def status(self, code: int) -> str:
        """``forbidden``/``limited``/``semi-limited`` for a listed passcode."""
        return BANLIST_STATUSES[self.limits[code]]


@dataclass(frozen=True)
class Deck:
    """Card indices (into a specific ``CardDatabase``) of a main and an extra deck."""

    main: tuple[int, ...]
    extra: tuple[int, ...]
    name: str = ""


def load_banlist(path: str | os.PathLike[str] | None = None, db: CardDatabase | None = None) -> Banlist:
    """Load a banlist CSV (default: the packaged 2006-03 list), checked against ``db`` (default: packaged)."""
    db = load_database() if db is None else db
    if path is None:
        return _packaged_banlist(db)
    return _read_banlist(Path(path), str(path), db)


@functools.lru_cache(maxsize=4)
def _packaged_banlist(db: CardDatabase) -> Banlist:
    return _read_banlist(_DATA / "banlist_2006_03.csv", "banlist_2006_03.csv (packaged)", db)


def _read_banlist(file: Path | importlib.resources.abc.Traversable, source: str, db: CardDatabase) -> Banlist:
    text, name = file.read_text(encoding="utf-8"), Path(file.name).stem
    limits: dict[int, int] = {}
    for line, row in read_csv_rows(text, source, ("id", "name", "status")):
        try:
            code = parse_int(row["id"], "id", 1, 2**31 - 1)
            index = db.index(code)
        except (ValueError, UnknownCardError) as e:
            raise CardDataError(f"{source}:{line}: {e}") from None
        if row["name"] != db.name(index):
            raise CardDataError(f"{source}:{line}: id {code} is {db.name(index)!r} in the card database, "
                                f"not {row['name']!r}")
        if row["status"] not in BANLIST_STATUSES:
            raise CardDataError(f"{source}:{line}: unknown status {row['status']!r}; "
                                f"expected one of {', '.join(BANLIST_STATUSES)}")
        if code in limits:
            raise CardDataError(f"{source}:{line}: duplicate id {code} ({row['name']})")
        limits[code] = BANLIST_STATUSES.index(row["status"])
    return Banlist(MappingProxyType(limits), name)


def _split(indices: Iterable[int], db: CardDatabase, name: str) -> Deck:
    main, extra = [], []
    for index in indices:
        (extra if db.table["extra_deck"][index] else main).append(index)
    return Deck(tuple(main), tuple(extra), name)


def parse_deck_text(text: str, db: CardDatabase, name: str = "") -> Deck:
    """Parse deck-file text; errors name the deck and line."""
    where = f"deck {name!r} " if name else ""
    indices: list[int] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split(maxsplit=2)
        try:
            if len(parts) < 2:
                raise ValueError(f"expected 'count passcode [name]', got {line!r}")
            count = parse_int(parts[0], "count", 1, 60)
            index = db.index(parse_int(parts[1], "passcode", 1, 2**31 - 1))
        except (ValueError, UnknownCardError) as e:
            raise DeckError(f"{where}line {lineno}: {e}") from e
        if len(parts) == 3 and parts[2] != db.name(index):
            raise DeckError(f"{where}line {lineno}: passcode {parts[1]} is {db.name(index)!r}, not {parts[2]!r}")
        indices += [index] * count
    return _split(indices, db, name)


def list_packaged_decks() -> list[str]:
    """Names accepted by ``load_deck`` besides paths."""
    return list(_packaged_deck_names())


@functools.lru_cache(maxsize=1)
def _packaged_deck_names() -> tuple[str, ...]:
    return tuple(sorted(f.name.removesuffix(".txt") for f in (_DATA / "decks").iterdir() if f.name.endswith(".txt")))


def load_deck(path_or_name: str | os.PathLike[str], db: CardDatabase) -> Deck:
    """Load a deck file, or a packaged deck by name (e.g. ``'vanilla_normals'``).

    ``db`` is required because a ``Deck`` holds indices that only mean something for that database.
    """
    path = Path(path_or_name)
    if path.is_file():
        return parse_deck_text(path.read_text(encoding="utf-8"), db, path.stem)
    if str(path_or_name) in _packaged_deck_names():
        return _packaged_deck(str(path_or_name), db)
    raise FileNotFoundError(f"no deck file {str(path_or_name)!r} and no packaged deck of that name "
                            f"(packaged: {', '.join(list_packaged_decks())})")


@functools.lru_cache(maxsize=32)
def _packaged_deck(name: str, db: CardDatabase) -> Deck:
    """Packaged decks never change while running, so each is parsed once per database."""
    return parse_deck_text((_DATA / "decks" / f"{name}.txt").read_text(encoding="utf-8"), db, name)


def deck_from_codes(codes: Iterable[int], db: CardDatabase, name: str = "") -> Deck:
    """Deck from passcodes (main and extra mixed); unknown ones raise ``UnknownCardError``."""
    return _split((db.index(code) for code in codes), db, name)


@functools.lru_cache(maxsize=4)
def special_win_cards(db: CardDatabase) -> frozenset[int]:
    """Card indices whose effect makes a player win the duel (R9), from the packaged list."""
    source = "special_wins.csv (packaged)"
    out = set()
    for line, row in read_csv_rows((_DATA / "special_wins.csv").read_text(encoding="utf-8"), source, ("id", "name")):
        try:
            out.add(db.index(parse_int(row["id"], "id", 1, 2**31 - 1)))
        except (ValueError, UnknownCardError) as e:
            raise CardDataError(f"{source}:{line}: {e}") from None
    return frozenset(out)


def belongs_to_extra(db: CardDatabase, index: int, ritual_extra: bool = False) -> bool:
    """P9: Fusion Monsters go to the Extra Deck; Ritual Monsters too when ``ritual_extra``
    (extra_deck_contents="fusion_ritual", seed 001), else to the Main Deck."""
    return bool(db.table["extra_deck"][index]) or (ritual_extra and db.table["subtype"][index] == SUBTYPE_RITUAL)


def arrange_deck(deck: Deck, db: CardDatabase, ritual_extra: bool) -> Deck:
    """P9: with ``ritual_extra`` the deck's Ritual Monsters move from the Main to the Extra Deck
    (a deck list does not say where a card goes: the rules do); otherwise the deck as it is."""
    moved = tuple(i for i in deck.main if belongs_to_extra(db, i, ritual_extra) and not db.table["extra_deck"][i])
    if not moved:
        return deck
    return Deck(tuple(i for i in deck.main if i not in moved), deck.extra + moved, deck.name)


def validate_deck(deck: Deck, db: CardDatabase, banlist: Banlist, *, main_size: tuple[int, int] = (40, 60),
                  extra_max: int = 15, max_copies: int = 3, require_implemented: bool = True,
                  ban_special_wins: bool = True, card_limits: Mapping[int, int] | None = None,
                  ritual_extra: bool = False) -> None:
    """Raise one ``DeckError`` listing every rule the deck breaks (sizes, copies, banlist, unimplemented
    cards). ``card_limits`` (card index -> max copies, P12) replaces the banlist's and ``max_copies``'
    limit for its cards; ``ritual_extra``: Ritual Monsters belong to the Extra Deck (P9)."""
    problems: list[str] = []
    lo, hi = main_size
    if not lo <= len(deck.main) <= hi:
        problems.append(f"main deck has {len(deck.main)} cards; it must have {lo} to {hi}")
    if len(deck.extra) > extra_max:
        problems.append(f"extra deck has {len(deck.extra)} cards; at most {extra_max} allowed")
    misplaced = [db.name(i) for i in dict.fromkeys(deck.main) if belongs_to_extra(db, i, ritual_extra)]
    misplaced += [db.name(i) for i in dict.fromkeys(deck.extra) if not belongs_to_extra(db, i, ritual_extra)]
    rule = ("Fusion and Ritual Monsters go to the extra deck (extra_deck_contents='fusion_ritual', P9)" if ritual_extra
            else "fusion monsters go to the extra deck, nothing else does; Ritual Monsters only with "
                 "extra_deck_contents='fusion_ritual' (P9)")
    problems += [f"{n} is in the wrong deck ({rule})" for n in misplaced]
    unimplemented: list[str] = []
    card_limits = card_limits or {}
    for index, count in Counter(deck.main + deck.extra).items():
        code = int(db.table["code"][index])
        label = f"{db.name(index)} ({code})"
        if index in card_limits:
            if count > card_limits[index]:
                problems.append(f"{label}: {count} copies, but per_card_limits allows at most {card_limits[index]} (P12)")
        elif code in banlist and count > banlist[code]:
            problems.append(f"{label}: {count} copies, but it is {banlist.status(code)} on "
                            f"{banlist.name or 'the banlist'} (max {banlist[code]})")
        elif count > max_copies:
            problems.append(f"{label}: {count} copies, max {max_copies}")
        if db.table["subtype"][index] == SUBTYPE_TOKEN:
            problems.append(f"{label} is a token, not a card: no deck holds it (B10: an effect summons it)")
        elif require_implemented and not db.table["implemented"][index]:
            unimplemented.append(f"{label} cannot be used until its effect is implemented")
    if ban_special_wins:
        problems += [f"{db.name(i)} ({int(db.table['code'][i])}): special_win_banned: cards that win the duel "
                     f"by their effect are banned (R9, special_win_policy='banned')"
                     for i in dict.fromkeys(deck.main + deck.extra) if i in special_win_cards(db)]
    problems += unimplemented
    if problems:
        title = f"deck {deck.name!r}" if deck.name else "deck"
        raise DeckError(f"{title} is not valid:\n" + "\n".join(f"  - {p}" for p in problems), problems)
