"""Banlists and decks, kept apart from the engine's per-duel state.

Banlist file (``data/banlist_2006_03.csv``): header ``id,name,status``, one row per
listed card; status is ``forbidden``, ``limited`` or ``semi-limited`` (at most 0, 1
or 2 copies).  Unlisted cards follow the usual copy limit.

Deck files: the project's text format (``.txt``, ``data/decks/*.txt``): one ``count passcode
[name]`` per line, ``#`` starts a comment, blank lines are ignored. The name is optional but,
when given, must match the card database, which catches mistyped passcodes. Fusion monsters go
to the extra deck, everything else to the main deck in file order. And ygopro's ``.ydk``
(``ydk.py``; ``data/decks/*.ydk``: the 2005-06 Structure Decks and beginner decks), whose
sections say where each card goes and which has a Side Deck. A deck may also be a Python list
of passcodes or card names.
"""

from __future__ import annotations

import functools
import importlib.resources
import numbers
import os
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from .database import CardDatabase, CardDataError, UnknownCardError, load_database, parse_int, read_csv_rows
from .constants import KIND_MONSTER, SUBTYPE_RITUAL, SUBTYPE_TOKEN
from .ydk import read_ydk, write_ydk

BANLIST_STATUSES: tuple[str, ...] = ("forbidden", "limited", "semi-limited")  # index = max copies
FORMAT_CUTOFF = "2006-04-30"          # the 408 format's card pool: cards first released by then
DECK_SUFFIXES = (".txt", ".ydk")
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
    """Card indices (into a specific ``CardDatabase``) of a Main, an Extra and a Side Deck. The
    Side Deck is checked with the deck (size, copies) but no duel uses it."""

    main: tuple[int, ...]
    extra: tuple[int, ...]
    name: str = ""
    side: tuple[int, ...] = ()


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


def parse_ydk(text: str, db: CardDatabase, name: str = "") -> Deck:
    """Read ``.ydk`` text (``ydk.py``). Cards stay in the section the file puts them in: a Fusion
    Monster under ``#main`` is for validation to refuse, not for the reader to move. Errors name
    the deck and the line."""
    where = f"deck {name!r} " if name else ""
    try:
        parts = read_ydk(text)
        return Deck(*(tuple(_index(db, code, line) for line, code in parts[k]) for k in ("main", "extra")),
                    name, tuple(_index(db, code, line) for line, code in parts["side"]))
    except ValueError as e:
        raise DeckError(f"{where}{e}") from None


def _index(db: CardDatabase, code: int, line: int) -> int:
    try:
        return db.index(code)
    except UnknownCardError as e:
        raise ValueError(f"line {line}: {e}") from None


def format_ydk(deck: Deck, db: CardDatabase) -> str:
    """The deck as ``.ydk`` text, each card under its main passcode."""
    return write_ydk(*([db.code(i) for i in part] for part in (deck.main, deck.extra, deck.side)))


def format_deck_text(deck: Deck, db: CardDatabase) -> str:
    """The deck in the project's text format (``count passcode name`` lines, Main then Extra;
    the format has no Side Deck)."""
    counts = Counter(deck.main + deck.extra)
    return "".join(f"{counts[i]} {db.code(i)} {db.name(i)}\n" for i in dict.fromkeys(deck.main + deck.extra))


def list_packaged_decks() -> list[str]:
    """Names accepted by ``load_deck`` besides paths."""
    return sorted(_packaged_deck_files())


@functools.lru_cache(maxsize=1)
def _packaged_deck_files() -> dict[str, str]:
    return {f.name.rsplit(".", 1)[0]: f.name for f in (_DATA / "decks").iterdir() if f.name.endswith(DECK_SUFFIXES)}


def parse_deck_file(text: str, suffix: str, db: CardDatabase, name: str) -> Deck:
    """Deck text of either format, by the file's suffix (``.ydk`` or the project's text)."""
    return parse_ydk(text, db, name) if suffix.lower() == ".ydk" else parse_deck_text(text, db, name)


def load_deck(spec: str | os.PathLike[str] | Iterable[int | str], db: CardDatabase) -> Deck:
    """Load a deck file (``.ydk`` or the project's text format), a packaged deck by name (e.g.
    ``'vanilla_normals'``, ``'sd1_dragons_roar'``), or a Python list of passcodes or card names.

    ``db`` is required because a ``Deck`` holds indices that only mean something for that database.
    """
    if not isinstance(spec, (str, os.PathLike)):
        return deck_from_cards(spec, db)
    path = Path(spec)
    if path.is_file():
        return parse_deck_file(path.read_text(encoding="utf-8"), path.suffix, db, path.stem)
    if str(spec) in _packaged_deck_files():
        return _packaged_deck(str(spec), db)
    raise FileNotFoundError(f"no deck file {str(spec)!r} and no packaged deck of that name "
                            f"(packaged: {', '.join(list_packaged_decks())})")


@functools.lru_cache(maxsize=32)
def _packaged_deck(name: str, db: CardDatabase) -> Deck:
    """Packaged decks never change while running, so each is parsed once per database."""
    file = _packaged_deck_files()[name]
    return parse_deck_file((_DATA / "decks" / file).read_text(encoding="utf-8"), Path(file).suffix, db, name)


def deck_from_codes(codes: Iterable[int], db: CardDatabase, name: str = "") -> Deck:
    """Deck from passcodes (main and extra mixed); unknown ones raise ``UnknownCardError``."""
    return _split((db.index(code) for code in codes), db, name)


def deck_from_cards(cards: Iterable[int | str], db: CardDatabase, name: str = "") -> Deck:
    """Deck from a list of passcodes or card names (main and extra mixed, as the text format);
    an unknown card raises ``DeckError`` naming its position."""
    indices = []
    for k, card in enumerate(cards):
        try:
            if isinstance(card, str):
                indices.append(db.index_of_name(card))
            elif isinstance(card, numbers.Integral) and not isinstance(card, bool):
                indices.append(db.index(card))
            else:
                raise DeckError(f"card {k}: {card!r} is neither a passcode (int) nor a card name (str)")
        except UnknownCardError as e:
            raise DeckError(f"card {k}: {e}") from None
    return _split(indices, db, name)


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
    return bool(db.table["extra_deck"][index]) or (ritual_extra and db.table["subtype"][index] == SUBTYPE_RITUAL
                                                    and db.table["kind"][index] == KIND_MONSTER)   # not Ritual Spells


def arrange_deck(deck: Deck, db: CardDatabase, ritual_extra: bool) -> Deck:
    """P9: with ``ritual_extra`` the deck's Ritual Monsters move from the Main to the Extra Deck
    (a deck list does not say where a card goes: the rules do); otherwise the deck as it is."""
    moved = tuple(i for i in deck.main if belongs_to_extra(db, i, ritual_extra) and not db.table["extra_deck"][i])
    if not moved:
        return deck
    return Deck(tuple(i for i in deck.main if i not in moved), deck.extra + moved, deck.name)


def validate_deck(deck: Deck, db: CardDatabase, banlist: Banlist, *, main_size: tuple[int, int] = (40, 60),
                  extra_max: int = 15, side_max: int = 15, max_copies: int = 3, require_implemented: bool = True,
                  ban_special_wins: bool = True, card_limits: Mapping[int, int] | None = None,
                  ritual_extra: bool = False, released_by: str | None = FORMAT_CUTOFF) -> None:
    """Raise one ``DeckError`` listing every rule the deck breaks: sizes, where cards go, copies
    (counted across the Main, Extra and Side Decks), the banlist, the card pool (cards first
    released after ``released_by``; None: any), tokens, and cards the engine cannot play yet
    (Main and Extra Deck). ``card_limits`` (card index -> max copies, P12) replaces the banlist's
    and ``max_copies``' limit for its cards; ``ritual_extra``: Ritual Monsters belong to the Extra
    Deck (P9)."""
    problems: list[str] = []
    lo, hi = main_size
    if not lo <= len(deck.main) <= hi:
        problems.append(f"main deck has {len(deck.main)} cards; it must have {lo} to {hi}")
    if len(deck.extra) > extra_max:
        problems.append(f"extra deck has {len(deck.extra)} cards; at most {extra_max} allowed")
    if len(deck.side) > side_max:
        problems.append(f"side deck has {len(deck.side)} cards; at most {side_max} allowed")
    misplaced = [db.name(i) for i in dict.fromkeys(deck.main) if belongs_to_extra(db, i, ritual_extra)]
    misplaced += [db.name(i) for i in dict.fromkeys(deck.extra) if not belongs_to_extra(db, i, ritual_extra)]
    rule = ("Fusion and Ritual Monsters go to the extra deck (extra_deck_contents='fusion_ritual', P9)" if ritual_extra
            else "fusion monsters go to the extra deck, nothing else does; Ritual Monsters only with "
                 "extra_deck_contents='fusion_ritual' (P9)")
    problems += [f"{n} is in the wrong deck ({rule})" for n in misplaced]
    unimplemented: list[str] = []
    card_limits = card_limits or {}
    played = set(deck.main + deck.extra)
    for index, count in Counter(deck.main + deck.extra + deck.side).items():
        code = db.code(index)
        label = f"{db.name(index)} ({code})"
        if index in card_limits:
            if count > card_limits[index]:
                problems.append(f"{label}: {count} copies, but per_card_limits allows at most {card_limits[index]} (P12)")
        elif code in banlist and count > banlist[code]:
            problems.append(f"{label}: {count} copies, but it is {banlist.status(code)} on "
                            f"{banlist.name or 'the banlist'} (max {banlist[code]})")
        elif count > max_copies:
            problems.append(f"{label}: {count} copies, max {max_copies}")
        released = db.release_date(index)
        if released_by is not None and released > released_by:
            problems.append(f"{label} was first released on {released}, after the card pool's cut ({released_by})")
        if db.table["subtype"][index] == SUBTYPE_TOKEN:
            problems.append(f"{label} is a token, not a card: no deck holds it (B10: an effect summons it)")
        elif require_implemented and index in played and not db.table["implemented"][index]:
            unimplemented.append(f"{label} cannot be used until its effect is implemented")
    if ban_special_wins:
        problems += [f"{db.name(i)} ({db.code(i)}): special_win_banned: cards that win the duel "
                     f"by their effect are banned (R9, special_win_policy='banned')"
                     for i in dict.fromkeys(deck.main + deck.extra) if i in special_win_cards(db)]
    problems += unimplemented
    if problems:
        title = f"deck {deck.name!r}" if deck.name else "deck"
        raise DeckError(f"{title} is not valid:\n" + "\n".join(f"  - {p}" for p in problems), problems)
