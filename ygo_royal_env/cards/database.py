"""Card database: the card CSV turned into a numpy table for the engine.

The engine never sees passcodes or strings; it works on *card indices*, the row numbers of
``CardDatabase.table`` (a ``CARD_DTYPE`` structured array the jitted engine reads). Names,
release dates and other passcodes stay in Python.

The packaged ``data/cards.csv`` is the whole 2006 card pool (every OCG card released on or
before 2006-04-30, and the Tokens they create), rebuilt from the pool by
``tools/import_pool.py``. The pool is closed, so a card's index is permanent: observations,
replays and saves use it.

File format (UTF-8, standard CSV quoting, no comment lines, blank lines ignored). The first
line is::

    id,name,name_zh,kind,subtype,attribute,race,level,atk,def[,released,aliases]

- ``id``: the card's passcode (positive integer), unique. Rows are kept sorted by id.
- ``name`` (English, required), ``name_zh`` (Chinese, may be empty).
- ``kind``: ``monster``, ``spell`` or ``trap``.
- ``subtype``: one of ``constants.SUBTYPE_NAMES`` valid for the kind (monster:
  normal/effect/fusion/ritual/toon/spirit/union/gemini/flip, or token: a token an effect
  summons, never in a deck; spell: normal/quick-play/continuous/equip/field/ritual; trap:
  normal/continuous/counter).
- ``attribute`` (EARTH, WATER, FIRE, WIND, LIGHT, DARK), ``race`` (e.g. ``Winged Beast``),
  ``level`` (1..12), ``atk`` and ``def`` (integers >= 0, or ``?``): required for monsters,
  empty for spells and traps. A token whose stats its creator decides (Mirage Token) may have
  Level 0 and no Attribute or Type.
- ``released`` (optional column): the card's first OCG release, ``YYYY-MM-DD`` (empty:
  unknown); deck validation refuses cards released after the format's cut.
- ``aliases`` (optional column): the card's other printed passcodes (alternate artworks),
  space-separated; they load as the card itself.

Only stats live here; card effects are data in ``data/effects.toml``.
"""

from __future__ import annotations

import csv
import functools
import hashlib
import pickle
import importlib.resources
import io
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .constants import (
    ATTRIBUTE_NAMES, EXODIA_PIECES, KIND_MONSTER, KIND_NAMES, KIND_SPELL, KIND_TRAP, MAX_BANISH_COST, MAX_EFFECTS, MAX_MATERIALS, MAX_OPS,
    MAX_STATICS, MAX_STATIC_NAMES,
    RACE_NAMES,
    STAT_UNKNOWN, SUBTYPE_FUSION, SUBTYPE_NAMES, SUBTYPE_NORMAL, OP_SUMMON_TOKENS, SUBTYPE_TOKEN,
)
from .. import _jit_cache
from .constants import NAME_PARTS
from .effects import EffectDataError, parse_effects
from .selectors import SELECTION_DTYPE

CARD_DTYPE = np.dtype([
    ("code", np.int32), ("kind", np.int8), ("subtype", np.int8), ("attribute", np.int8),
    ("race", np.int8), ("level", np.int8), ("atk", np.int16), ("def_", np.int16),
    ("implemented", np.bool_), ("extra_deck", np.bool_),
    # bit k: the card's name includes NAME_PARTS[k] ("Dark Scorpion"), for a selector's name_part filter
    ("name_parts", np.int32),
    # the card whose name this card's is treated as (row + 1; 0: its own): every name filter reads it (Harpie Lady 1)
    ("name_as", np.int16),
    # the one card whose effect may Special Summon it while it was never properly summoned (row + 1; 0 none:
    # Harpie Lady Sisters by Elegant Egotist; it must first be summoned that way, ``p_restrict``)
    ("summon_by", np.int16),
    # a lasting card is destroyed once no card of this name is face-up on the field (row + 1; 0 none: Tornado Wall's Umi)
    ("destroyed_without", np.int16),
    # effects (effects.py; codes in constants.py): per effect, activation kind, Spell Speed,
    # condition and its argument, trigger events (bitmask) and whether the trigger is optional,
    # opponent class, target kind (the selected targets' selector is slot TARGET_SLOT of the x_* fields),
    # costs (cards discarded, Tributing the card itself), operations with 3 args each
    ("e_n", np.int8), ("e_kind", np.int8, (MAX_EFFECTS,)), ("e_speed", np.int8, (MAX_EFFECTS,)),
    ("e_cond", np.int8, (MAX_EFFECTS,)), ("e_cond_arg", np.int16, (MAX_EFFECTS,)),
    ("e_trigger", np.int64, (MAX_EFFECTS,)), ("e_optional", np.int8, (MAX_EFFECTS,)),
    ("e_opp", np.int8, (MAX_EFFECTS,)), ("e_target", np.int8, (MAX_EFFECTS,)),
    ("e_cost_discard", np.int8, (MAX_EFFECTS,)), ("e_cost_tribute", np.int8, (MAX_EFFECTS,)),
    ("e_op", np.int8, (MAX_EFFECTS, MAX_OPS)), ("e_arg", np.int16, (MAX_EFFECTS, MAX_OPS, 3)),
    # "and if you do" / "then": the op runs only if the op before it acted on something (the link's ``ch_done``);
    # RUN_IF_* bits, and with RUN_IF_RESULT the range of the chance result it runs on ("if 2+ are Heads")
    ("e_if_done", np.int32, (MAX_EFFECTS, MAX_OPS)),
    ("e_cost_lp", np.int8, (MAX_EFFECTS,)),
    # a fixed LP cost (LP_COST_FIXED), and the card kind a discard cost must be (0 any, KIND_* + 1)
    ("e_lp_amount", np.int16, (MAX_EFFECTS,)), ("e_discard_kind", np.int8, (MAX_EFFECTS,)),
    ("e_discard_attr", np.int8, (MAX_EFFECTS,)),   # the discard cost's Attribute (ATTRIBUTE_*; 0 any): Abyss Soldier
    ("e_cost_sends", np.int8, (MAX_EFFECTS,)),     # the Type/Attribute cost sends a face-up monster to the GY instead
                                                   # of Tributing it (Ultimate Baseball Kid)
    ("e_trig_attr", np.int8, (MAX_EFFECTS,)),      # the Attribute its trigger's monster must have (ATTRIBUTE_*; 0 any):
                                                   # Backfire's FIRE
    # the discard cost's Type (RACE_*; 0 any), and whether its Level must be above the target's (Vampire Genesis)
    ("e_discard_race", np.int8, (MAX_EFFECTS,)), ("e_discard_above", np.int8, (MAX_EFFECTS,)),
    # once per turn (per card instance: st.c_used), and "this card cannot attack the turn you activate this"
    ("e_once", np.int8, (MAX_EFFECTS,)), ("e_no_attack", np.int8, (MAX_EFFECTS,)),
    # counters removed from the card itself as a cost (st.c_counter: Breaker the Magical Warrior)
    ("e_cost_counter", np.int8, (MAX_EFFECTS,)),
    # or 1 counter per that much ATK of the target, rounded up, at least 1 (Blast Magician; 0 none)
    ("e_counter_step", np.int16, (MAX_EFFECTS,)),
    # a cost: the activator Tributes 1 monster they control (Enemy Controller)
    ("e_cost_monster", np.int8, (MAX_EFFECTS,)),
    # the activator cannot Summon other monsters the turn they activate the effect (Scapegoat: no_other_summons)
    ("e_no_summon", np.int8, (MAX_EFFECTS,)),
    # a monster that cannot be Tributed for a Tribute Summon (or Set: the Sheep Token)
    ("no_tribute_summon", np.int8),     # 1: never for a Tribute Summon; NO_TRIBUTE_SUMMON_TURN: not the turn it came
    # the Attribute (ATTRIBUTE_*; 0 none) of the monsters whose Tribute Summon this monster counts as 2 Tributes for
    # (Double Coston: double_tribute)
    ("double_tribute", np.int8),
    # the Attribute (ATTRIBUTE_*; 0 any), or BANISH_TYPE_CODE + the Type, the monsters Tributed for its Tribute
    # Summon must have (Simorgh's WIND, Victory Dragon's Dragons: tributes_of)
    ("tribute_attr", np.int8),
    # the Tributes its Tribute Summon or Set takes, whatever its Level (0: by Level, B7; Victory Dragon: tributes)
    ("tribute_count", np.int8),
    # the activator chooses one of the card's effects at activation (Enemy Controller: choose_effect)
    ("e_choice", np.bool_),
    # a cost Tributing 1 monster of a Type the activator controls (RACE_*; 0 none), paid before the targets are
    # chosen (Icarus Attack)
    ("e_cost_race", np.int8, (MAX_EFFECTS,)),
    # a cost sending 1 monster of these Types (bit RACE_*) from the hand or face-up from the field to the GY, paid
    # before the targets are chosen (send_cost_races: Manticore of Darkness)
    ("e_cost_send_races", np.int32, (MAX_EFFECTS,)),
    # ... or of an Attribute (ATTRIBUTE_*; 0 any), and with at most this ATK (ATK + 1; 0 any): Crush Card Virus
    ("e_cost_attr", np.int8, (MAX_EFFECTS,)), ("e_cost_atk", np.int16, (MAX_EFFECTS,)),
    # ... or of a face-up monster whose name includes NAME_PARTS[this - 1] (0 any): Ninjitsu Art of Transformation's Ninja
    ("e_cost_part", np.int8, (MAX_EFFECTS,)),
    # ... or of any monster of a Level that a card its level_of_tributed selection finds has (Metamorphosis)
    ("e_cost_level", np.int8, (MAX_EFFECTS,)),
    # ... or of a card name (row + 1; 0 any): Release Restraint's Gearfried the Iron Knight
    ("e_cost_card", np.int16, (MAX_EFFECTS,)),
    # B13: the effect may be activated in the Damage Step (a Counter Trap, an effect that directly changes ATK,
    # or one marked ``damage_step = true``)
    ("e_dstep", np.int8, (MAX_EFFECTS,)),
    # a Quick Effect activated from the hand by discarding the card itself as its cost (Kuriboh: ``discard_self``)
    ("e_discard_self", np.int8, (MAX_EFFECTS,)),
    # an Ignition Effect activated from its owner's GY (``activated_from = "graveyard"``: Divine Sword - Phoenix Blade)
    ("e_from_grave", np.int8, (MAX_EFFECTS,)),
    # a cost: that many monsters banished from the activator's GY (``banish_cost``), of Type e_banish_race (RACE_*; 0 any)
    ("e_cost_banish", np.int8, (MAX_EFFECTS,)), ("e_banish_race", np.int8, (MAX_EFFECTS,)),
    # the names whose Summon a "a monster it names is summoned" trigger waits for (row + 1; 0 none: Harpies' Hunting Ground)
    ("e_trig_names", np.int16, (MAX_EFFECTS, 2)),
    # per effect, the selector of each action op (destroy, to_hand, special_summon, ...) and of its targets: where,
    # whose, which and how many cards, and the filter they pass (cards/selectors.py declares them)
    *SELECTION_DTYPE,
    # a Special Summon procedure from the hand (PROC_COND_*, core/procedure.py): its condition and
    # argument, monsters Tributed from one opponent's field (it goes to that field), Attributes of
    # the monsters banished from the own GY (0 none), the restriction on other summons
    # (SUMMON_*), and whether the summoner may not Normal Summon/Set that turn
    ("p_has", np.bool_), ("p_cond", np.int8), ("p_more", np.int8), ("p_tribute", np.int8),
    ("p_banish", np.int8, (MAX_BANISH_COST,)),
    ("p_restrict", np.int8), ("p_blocks_normal", np.bool_),
    ("p_banish_card", np.int16),     # its cost banishes 1 monster its summoner controls of this database row + 1 (0 none)
    ("p_tribute_part", np.int8),     # its cost Tributes 1 monster its summoner controls whose name includes NAME_PARTS[x - 1]
    ("p_banish_any", np.int8),       # its cost banishes 1 or more monsters of this Type (RACE_NAMES index) from the GY
    ("p_stat_per", np.int16),        # its original ATK and DEF become this much per monster its cost banished
    ("p_tribute_card", np.bool_),    # ... Tributes that monster instead (Red-Eyes Darkness Dragon)
    # a Fusion Monster's Fusion Materials (row + 1 of each named card; 0 none; core/fusion.py)
    ("f_mat", np.int16, (MAX_MATERIALS,)),
    # lasting cards (a Spell/Trap that stays face-up once resolved): how long (LIFETIME_*, turns),
    # the Standby Phase upkeep in LP
    ("remains", np.bool_), ("lifetime", np.int8), ("life_turns", np.int8), ("upkeep_lp", np.int16),
    ("upkeep_each", np.bool_),   # the upkeep is paid in every player's Standby Phase, not optional (Imperial Order)
    # a monster whose summoning condition cannot be met in the card pool: Set, never Summoned
    ("set_only", np.bool_),
    # it may be Normal Summoned (not Set) without Tributes while its controller holds at most nt_hand - 1 cards in hand,
    # itself included (0: never; Swift Gaia the Fierce Knight, "the only card in your hand": 2)
    ("nt_hand", np.int8),
    # B12 piercing battle damage; no effect may Special Summon it (set_only, or "Cannot be Special Summoned")
    ("piercing", np.bool_), ("no_special_summon", np.int8),
    # static effects (STATIC_*; core/statics.py): whose monsters they restrain, ATK/Level filters
    # (-1/0: none), ATK at most the LP paid, whom they protect when narrowed (R38), Deck cards an
    # attack costs, Types (bitmask of 1 << race; 0 any), self or others, a card that must be
    # face-up on the field (row + 1; 0 none), a stat change
    ("s_n", np.int8), ("s_kind", np.int8, (MAX_STATICS,)), ("s_attackers", np.int8, (MAX_STATICS,)),
    ("s_min_atk", np.int16, (MAX_STATICS,)), ("s_min_level", np.int8, (MAX_STATICS,)),
    ("s_max_paid", np.int8, (MAX_STATICS,)), ("s_protects", np.int8, (MAX_STATICS,)),
    ("s_mill", np.int8, (MAX_STATICS,)), ("s_races", np.int32, (MAX_STATICS,)),
    ("s_shields", np.int8, (MAX_STATICS,)), ("s_needs", np.int16, (MAX_STATICS,)),
    ("s_amount", np.int16, (MAX_STATICS,)), ("s_def_amount", np.int16, (MAX_STATICS,)),   # a DEF change of its own
    # R16 (V3): the static applies only while some opponent of the card's controller controls exactly
    # this many monsters (0: always; Cyber Blader)
    ("s_opp_count", np.int8, (MAX_STATICS,)),
    # the static applies only while its controller controls other monsters (OTHERS_SOME) or none (OTHERS_NONE; 0
    # always: Command Knight, Blade Knight), or holds at most s_hand_max - 1 cards in hand (0: always; Blade Knight)
    ("s_others", np.int8, (MAX_STATICS,)), ("s_hand_max", np.int8, (MAX_STATICS,)),
    # it applies only while a face-up monster of Attribute s_attr is on the field (0: always; Element Dragon)
    ("s_attr", np.int8, (MAX_STATICS,)),
    # "atk per name in graveyards": the card names it counts (row + 1; 0 none)
    ("s_names", np.int16, (MAX_STATICS, MAX_STATIC_NAMES)),
    # "modify stats": the Attributes it applies to (bits 1 << ATTRIBUTE_*; 0: by Type only)
    ("s_attrs", np.int8, (MAX_STATICS,)),
])
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
N_STAT_FIELDS = 10                 # the leading fields that come from cards.csv
EFFECT_FIELDS = CARD_DTYPE.names[N_STAT_FIELDS:]     # the fields data/effects.toml (or a user's card file) fills

COLUMNS: tuple[str, ...] = ("id", "name", "name_zh", "kind", "subtype", "attribute", "race", "level", "atk", "def")
OPTIONAL_COLUMNS: tuple[str, ...] = ("released", "aliases")
_MONSTER_COLUMNS = ("attribute", "race", "level", "atk", "def")
_SUBTYPES_OF_KIND: dict[int, frozenset[str]] = {
    KIND_MONSTER: frozenset(("normal", "effect", "fusion", "ritual", "toon", "spirit", "union", "gemini", "flip", "token")),
    KIND_SPELL: frozenset(("normal", "quick-play", "continuous", "equip", "field", "ritual")),
    KIND_TRAP: frozenset(("normal", "continuous", "counter")),
}


class CardDataError(ValueError):
    """A card or banlist file is malformed; the message starts with ``file:line:``."""


class UnknownCardError(LookupError):
    """A passcode is not in the card database."""


def is_implemented(kind: int, subtype: int, has_effects: bool, code: int) -> bool:
    """Whether the engine can play the card: a Normal Monster (no effect), a card whose
    effects (activated, static, a summoning procedure, Fusion Materials, or a summoning restriction: a
    Ritual Monster's, which must first be Ritual Summoned) are defined in ``data/effects.toml``, or Exodia the Forbidden One, whose special
    win the engine runs itself (R37; under R9's default policy decks may not hold it). This is
    the single place that rule lives."""
    return (kind == KIND_MONSTER and subtype == SUBTYPE_NORMAL) or has_effects or code == EXODIA_PIECES[0]


@dataclass(frozen=True, eq=False)  # eq=False: identity equality, numpy arrays have no boolean ==
class CardDatabase:
    """All cards known to the package, indexed by card index (row of ``table``)."""

    table: np.ndarray
    names: tuple[str, ...]
    names_zh: tuple[str, ...]
    index_of: dict[int, int]                 # passcode -> card index, the other passcodes included
    released: tuple[str, ...] = ()           # per card: first OCG release (YYYY-MM-DD) or "" unknown

    def __post_init__(self) -> None:
        # Read-only, whoever built the table: the engine compiles for one array type, and a
        # writable table would compile all of it again (minutes); the packaged one is shared too.
        self.table.flags.writeable = False

    def __len__(self) -> int:
        return len(self.table)

    def index(self, code: int) -> int:
        """Card index of a passcode (an alternate artwork's passcode gives the card itself)."""
        try:
            return self.index_of[code]
        except KeyError:
            raise UnknownCardError(f"unknown card passcode {code}: not in the card database") from None

    def code(self, index: int) -> int:
        """The card's passcode (its main one)."""
        return int(self.table["code"][index])

    def release_date(self, index: int) -> str:
        """First OCG release, ``YYYY-MM-DD``; "" when the card file does not say."""
        return self.released[index] if self.released else ""

    def name(self, index: int) -> str:
        return self.names[index]

    def index_of_name(self, name: str) -> int:
        """Card index of an English or Chinese card name (exact match)."""
        try:
            return self._by_name[name]
        except KeyError:
            raise UnknownCardError(f"unknown card name {name!r}: not in the card database") from None

    @functools.cached_property
    def _by_name(self) -> dict[str, int]:
        return {n: i for names in (self.names_zh, self.names) for i, n in enumerate(names)}

    @functools.cached_property
    def fingerprint(self) -> str:
        """sha256 of the table bytes, so saves made against a different card table can be rejected."""
        return hashlib.sha256(self.table.tobytes()).hexdigest()

    def fingerprint_of(self, indices: Iterable[int]) -> str:
        """sha256 of what a duel with these cards reads of the database: their indices and rows,
        and every token's (effects create tokens). Cards added or changed elsewhere leave it as
        it is, so a replay stays valid while the pool fills in."""
        tokens = np.flatnonzero(self.table["subtype"] == SUBTYPE_TOKEN)
        digest = hashlib.sha256()
        for i in sorted(set(map(int, indices)) | set(map(int, tokens))):
            digest.update(i.to_bytes(4, "little"))
            digest.update(self.table[i].tobytes())
        return digest.hexdigest()


def read_csv_rows(text: str, source: str, columns: Sequence[str],
                  optional: Sequence[str] = ()) -> Iterator[tuple[int, dict[str, str]]]:
    """Yield ``(line_number, row)`` after checking the header and each row's column count. The
    header is ``columns`` followed by any of the ``optional`` ones in their order; a row reads
    an absent optional column as empty."""
    reader = csv.reader(io.StringIO(text))
    header = [c.strip() for c in next(reader, [])]
    tail = header[len(columns):]
    if header[:len(columns)] != list(columns) or tail != [c for c in optional if c in tail]:
        missing = [c for c in columns if c not in header]
        extra = [c for c in header if c not in columns and c not in optional]
        detail = "".join(f"; {what} {cols}" for what, cols in (("missing", missing), ("unexpected", extra)) if cols)
        allowed = ",".join(columns) + "".join(f"[,{c}]" for c in optional)
        raise CardDataError(f"{source}:1: header must be {allowed!r}, got {','.join(header)!r}{detail}")
    absent = {c: "" for c in optional if c not in tail}
    for row in reader:
        if not row:
            continue
        if len(row) != len(header):
            raise CardDataError(f"{source}:{reader.line_num}: expected {len(header)} columns, got {len(row)}")
        yield reader.line_num, {**absent, **{c: v.strip() for c, v in zip(header, row)}}


def parse_int(text: str, column: str, lo: int, hi: int) -> int:
    """Integer cell within ``lo..hi``; ``ValueError`` names the column."""
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"{column} must be an integer, got {text!r}") from None
    if not lo <= value <= hi:
        raise ValueError(f"{column} must be in {lo}..{hi}, got {value}")
    return value


def _lookup(row: dict[str, str], column: str, names: tuple[str, ...]) -> int:
    if not row[column] or row[column] not in names:
        raise ValueError(f"unknown {column} {row[column]!r}; expected one of {', '.join(n for n in names if n)}")
    return names.index(row[column])


def _stat(text: str, column: str) -> int:
    return STAT_UNKNOWN if text == "?" else parse_int(text, column, 0, np.iinfo(np.int16).max)


def _parse_card(row: dict[str, str]) -> tuple:
    """One CARD_DTYPE record from a CSV row; raises ``ValueError`` with a reason."""
    code = parse_int(row["id"], "id", 1, np.iinfo(np.int32).max)
    if not row["name"]:
        raise ValueError("name is empty")
    kind = _lookup(row, "kind", KIND_NAMES)
    subtype = _lookup(row, "subtype", SUBTYPE_NAMES)
    if row["subtype"] not in _SUBTYPES_OF_KIND[kind]:
        raise ValueError(f"subtype {row['subtype']!r} is not valid for a {row['kind']}")
    if kind == KIND_MONSTER and subtype == SUBTYPE_TOKEN and row["level"] == "0":
        if filled := [c for c in ("attribute", "race") if row[c]]:   # its creator decides its stats
            raise ValueError(f"a Level 0 token must leave {', '.join(filled)} empty")
        stats = (0, 0, 0, _stat(row["atk"], "atk"), _stat(row["def"], "def"))
    elif kind == KIND_MONSTER:
        if empty := [c for c in _MONSTER_COLUMNS if not row[c]]:
            raise ValueError(f"monster needs {', '.join(empty)}")
        stats = (_lookup(row, "attribute", ATTRIBUTE_NAMES), _lookup(row, "race", RACE_NAMES),
                 parse_int(row["level"], "level", 1, 12), _stat(row["atk"], "atk"), _stat(row["def"], "def"))
    else:
        if filled := [c for c in _MONSTER_COLUMNS if row[c]]:
            raise ValueError(f"a {row['kind']} must leave {', '.join(filled)} empty")
        stats = (0, 0, 0, 0, 0)
    return (code, kind, subtype, *stats, False, subtype == SUBTYPE_FUSION)


def _release_date(text: str) -> str:
    if text and not _DATE.fullmatch(text):
        raise ValueError(f"released must be a date YYYY-MM-DD or empty, got {text!r}")
    return text


def _parse_database(text: str, source: str, packaged: bool = False,
                    card_files: Sequence[tuple[str, str]] = ()) -> CardDatabase:
    records: list[tuple] = []
    names: list[str] = []
    names_zh: list[str] = []
    released: list[str] = []
    line_of: dict[int, int] = {}
    aliases: dict[int, tuple[int, int]] = {}          # other passcode -> (its card's passcode, line)
    for line, row in read_csv_rows(text, source, COLUMNS, OPTIONAL_COLUMNS):
        try:
            record = _parse_card(row)
            released.append(_release_date(row["released"]))
            for alias in row["aliases"].split():
                aliases[parse_int(alias, "aliases", 1, np.iinfo(np.int32).max)] = (record[0], line)
        except ValueError as e:
            raise CardDataError(f"{source}:{line}: {e}") from None
        if record[0] in line_of:
            raise CardDataError(f"{source}:{line}: duplicate id {record[0]} (first on line {line_of[record[0]]})")
        line_of[record[0]] = line
        records.append(record)
        names.append(row["name"])
        names_zh.append(row["name_zh"])
    index_of = {r[0]: i for i, r in enumerate(records)}
    for alias, (code, line) in aliases.items():
        if alias in index_of:
            raise CardDataError(f"{source}:{line}: alias {alias} is the id of another card (line {line_of[alias]})")
        index_of[alias] = index_of[code]
    table = np.zeros(len(records), CARD_DTYPE)
    for name, column in zip(CARD_DTYPE.names[:N_STAT_FIELDS], zip(*records)):
        table[name] = column
    _add_effects(table, names, packaged, card_files)
    return CardDatabase(table, tuple(names), tuple(names_zh), index_of, tuple(released))


def _add_effects(table: np.ndarray, names: list[str], packaged: bool,
                 card_files: Sequence[tuple[str, str]] = ()) -> None:
    """Fill the effect fields from the packaged effects file, then from each user card file
    (``(source, text)``; a card it defines loses its packaged effects), then ``implemented``
    (a custom card CSV gets the effects of the cards it has)."""
    row_of = {int(code): i for i, code in enumerate(table["code"])}

    def card_of(code: int) -> tuple[str, int, int] | None:
        i = row_of.get(code)
        return None if i is None else (names[i], int(table["kind"][i]), int(table["subtype"][i]))

    resource = importlib.resources.files(__package__) / "data" / "effects.toml"
    row_of_name = {name: i for i, name in enumerate(names)}.get
    sources = [("effects.toml (packaged)", resource.read_text(encoding="utf-8"), not packaged), *(
        (source, text, False) for source, text in card_files)]
    for source, text, skip_unknown in sources:
        try:
            effects = parse_effects(text, card_of, skip_unknown, row_of_name, source)
        except EffectDataError as e:
            raise CardDataError(str(e)) from None
        for code, fields in effects.items():
            row = row_of[code]
            for name in EFFECT_FIELDS:
                table[name][row] = 0                 # a user's definition replaces the packaged one
            for name, value in fields.items():
                table[name][row] = value
            for e in range(fields["e_n"]):
                for op, args in zip(fields["e_op"][e], fields["e_arg"][e]):
                    if op == OP_SUMMON_TOKENS and table["subtype"][args[1] - 1] != SUBTYPE_TOKEN:
                        raise CardDataError(f"{source}: card {code}: special_summon_tokens' token "
                                            f"{names[args[1] - 1]!r} is not a token card (subtype 'token')")
    table["name_parts"] = [sum(1 << k for k, part in enumerate(NAME_PARTS)   # "LV": in capitals only
                               if (part in name if part.isupper() else part.lower() in name.lower()))
                           for name in names]
    table["implemented"] = [is_implemented(k, s, n + m > 0 or bool(proc) or restrict > 0 or double > 0 or pierce
                                           or nt > 0 or tc > 0, c)
                            for k, s, n, m, proc, restrict, double, pierce, nt, tc, c
                            in zip(table["kind"], table["subtype"], table["e_n"], table["s_n"], table["p_has"],
                                   table["p_restrict"], table["double_tribute"], table["piercing"], table["nt_hand"],
                                   table["tribute_count"], table["code"])]


@functools.lru_cache(maxsize=8)
def _packaged_database(card_files: tuple[tuple[str, str], ...] = ()) -> CardDatabase:
    return _parse_packaged(card_files) if card_files else _stored_packaged_database()


def _parse_packaged(card_files: tuple[tuple[str, str], ...] = ()) -> CardDatabase:
    resource = importlib.resources.files(__package__) / "data" / "cards.csv"
    return _parse_database(resource.read_text(encoding="utf-8"), "cards.csv (packaged)", True, card_files)


def _stored_packaged_database() -> CardDatabase:
    """The packaged database, parsed once per version of its data and of the code that reads it
    and kept beside the compiled code (``_jit_cache.CACHE_DIR``): parsing ``effects.toml`` took a
    quarter of a second, a third of a warm start's first duel. The directory is keyed by the
    engine's sources and constants; the file name by the card data and the code in ``cards/``."""
    package = importlib.resources.files(__package__)
    if not _jit_cache.CACHE_DIR:
        return _parse_packaged()
    digest = hashlib.sha256()
    for path in sorted([*package.iterdir(), *(package / "data").iterdir()], key=lambda p: p.name):
        if path.name.endswith((".py", ".csv", ".toml")):
            digest.update(path.name.encode() + path.read_bytes())
    stored = Path(_jit_cache.CACHE_DIR) / f"card-database-{digest.hexdigest()[:16]}.pickle"
    try:
        with open(stored, "rb") as file:
            db = pickle.load(file)
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, TypeError):
        db = _parse_packaged()
        try:
            stored.parent.mkdir(parents=True, exist_ok=True)
            partial = stored.with_suffix(f".{os.getpid()}.partial")
            partial.write_bytes(pickle.dumps(db, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(partial, stored)             # whole or absent for a concurrent reader
        except OSError:
            pass                                    # a read-only cache: parse again next time
    db.table.flags.writeable = False                # as __post_init__ (not run by pickle) leaves it
    return db


def read_card_files(paths: Iterable[str | os.PathLike[str]]) -> tuple[tuple[str, str], ...]:
    """``(path, text)`` of each user card file, or CardDataError naming the file."""
    files = []
    for path in paths:
        try:
            files.append((str(path), Path(path).read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError) as e:
            raise CardDataError(f"{path}: cannot read the card file: {e}") from None
    return tuple(files)


def load_database(path: str | os.PathLike[str] | None = None,
                  card_files: Iterable[str | os.PathLike[str]] = ()) -> CardDatabase:
    """Load a card CSV (default: the packaged ``data/cards.csv``) and the effects of the
    packaged ``data/effects.toml``, then of each user card file in ``card_files`` (TOML in the
    same format: ``docs/effects.md``; a card defined there replaces its packaged effects). The
    packaged database, alone or with the same card files, is loaded once and cached."""
    files = read_card_files(card_files)
    if path is None:
        return _packaged_database(files)
    return _parse_database(Path(path).read_text(encoding="utf-8"), str(path), card_files=files)
