"""``Duel``: a duel's static config and card table plus its dynamic record, with the Python
contract every front end uses (legal actions, apply, clone, bytes).

One jitted call per ``apply``; nothing here runs per rule check.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass

import numpy as np

from .cards import Banlist, CardDatabase, Deck, load_banlist, load_database, load_deck, validate_deck
from .config import DuelConfig
from .core.constants import (APPLY_ILLEGAL, EV_NAMES, LOG_CAP, MAX_PLAYERS,
                             PROMPT_NONE)
from .core.engine import apply_action
from .core.setup import init_duel
from .core.state import STATE_DTYPE, new_states

FORMAT_MAGIC = b"YGRE"
FORMAT_VERSION = 1


class IllegalActionError(ValueError):
    """The action is not legal at the current prompt; the duel is unchanged."""


class DuelOverError(RuntimeError):
    """The duel has ended; no more actions are accepted."""


class StateFormatError(ValueError):
    """Bytes that are not a duel saved by this version with this card database."""


@dataclass(frozen=True)
class Event:
    kind: str
    a: int
    b: int
    c: int


def resolve_deck(spec, db: CardDatabase) -> Deck:
    return spec if isinstance(spec, Deck) else load_deck(spec, db)


def pack_rules(rec, config: DuelConfig) -> None:
    """Copy the config's rule fields into a blank record (the core reads only the record)."""
    n = config.num_players
    rec["num_players"] = n
    rec["team"][:n] = config.team_of()
    rec["start_lp"][:n] = config.starting_lp
    rec["start_hand"][:n] = config.starting_hand
    rec["draws_per_turn"][:n] = config.draws_per_turn
    rec["rule_hand_limit"] = -1 if config.hand_limit is None else config.hand_limit
    rec["rule_turn_cap"] = config.turn_cap
    rec["rule_auto_answer"] = config.auto_answer
    rec["rule_first_turn"] = 0 if config.first_turn_rule == "each_player" else 1
    rec["rule_actor_final"] = config.actor_final_decision
    rec["rule_tributes"][:] = config.tribute_table
    rec["rule_normal_summons"] = config.normal_summons_per_turn


class Duel:
    """A duel in progress. ``Duel(config, seed)`` deals and runs to the first decision."""

    def __init__(self, config: DuelConfig | None = None, seed: int = 0,
                 db: CardDatabase | None = None, *, validate_decks: bool = True):
        config = (config or DuelConfig()).validate()
        db = db or load_database()
        decks = [resolve_deck(s, db) for s in config.deck_specs()]
        if validate_decks:
            banlist = load_banlist(db=db) if config.banlist else Banlist({}, "no banlist")
            for deck in decks:
                validate_deck(deck, db, banlist, main_size=config.deck_main_size,
                              extra_max=config.deck_extra_max, max_copies=config.max_copies)
        n = config.num_players
        main = np.full((MAX_PLAYERS, 60), -1, np.int16)
        extra = np.full((MAX_PLAYERS, 15), -1, np.int16)
        main_n = np.zeros(MAX_PLAYERS, np.int64)
        extra_n = np.zeros(MAX_PLAYERS, np.int64)
        for p, deck in enumerate(decks):
            main[p, :len(deck.main)] = deck.main
            extra[p, :len(deck.extra)] = deck.extra
            main_n[p], extra_n[p] = len(deck.main), len(deck.extra)
        seats = np.full(MAX_PLAYERS, -1, np.int64)
        if config.seat_order is not None:
            seats[:n] = config.seat_order
        states = new_states(1)
        pack_rules(states[0], config)
        init_duel(states[0], db.table, np.uint64(seed % 2**64), seats, main, main_n, extra, extra_n)
        self._init(config, db, states)

    def _init(self, config: DuelConfig | None, db: CardDatabase, states: np.ndarray) -> None:
        self.config = config
        self.db = db
        self.states = states

    @classmethod
    def from_states(cls, states: np.ndarray, db: CardDatabase | None = None,
                    config: DuelConfig | None = None) -> "Duel":
        duel = cls.__new__(cls)
        duel._init(config, db or load_database(), states)
        return duel

    # --- reading ------------------------------------------------------------------------
    @property
    def rec(self):
        """The duel record (a numpy structured scalar view; writes go through)."""
        return self.states[0]

    @property
    def num_players(self) -> int:
        return int(self.rec["num_players"])

    @property
    def done(self) -> bool:
        return bool(self.rec["done"])

    @property
    def truncated(self) -> bool:
        return bool(self.rec["truncated"])

    @property
    def current_player(self) -> int | None:
        """The player who must decide now, or None once the duel is over."""
        r = self.rec
        return None if r["done"] or r["pr_kind"] == PROMPT_NONE else int(r["pr_player"])

    def action_mask(self) -> np.ndarray:
        return self.rec["mask"].copy()

    def legal_actions(self) -> list[int]:
        return [int(a) for a in np.flatnonzero(self.rec["mask"])]

    def results(self) -> list[int]:
        """Per player: +1 won, -1 lost, 0 draw or undecided."""
        return [int(x) for x in self.rec["result"][: self.num_players]]

    def events(self, since: int = 0) -> list[Event]:
        """Events logged since the given count (at most the last LOG_CAP)."""
        r = self.rec
        total = int(r["ev_n"])
        rows = [r["ev"][i % LOG_CAP] for i in range(max(since, total - LOG_CAP), total)]
        return [Event(EV_NAMES.get(int(k), str(int(k))), int(a), int(b), int(c)) for k, a, b, c in rows]

    @property
    def event_count(self) -> int:
        return int(self.rec["ev_n"])

    def card_name(self, instance: int) -> str:
        return self.db.name(int(self.rec["c_card"][instance]))

    def describe_action(self, action: int) -> str:
        from .describe import describe_action
        return describe_action(self, action)

    # --- acting -------------------------------------------------------------------------
    def apply(self, action: int) -> None:
        """Answer the current prompt; an illegal action raises and changes nothing."""
        if self.done:
            raise DuelOverError("the duel is over; no actions are accepted")
        if not isinstance(action, (int, np.integer)) or apply_action(self.rec, self.db.table, int(action)) == APPLY_ILLEGAL:
            legal = "; ".join(f"{a}: {self.describe_action(a)}" for a in self.legal_actions())
            raise IllegalActionError(f"action {action} is not legal for player {self.current_player} now. "
                                     f"Legal actions: {legal}")

    # --- copying and saving -------------------------------------------------------------
    def clone(self) -> "Duel":
        return Duel.from_states(self.states.copy(), self.db, self.config)

    def to_bytes(self) -> bytes:
        header = FORMAT_MAGIC + FORMAT_VERSION.to_bytes(2, "little") + _db_tag(self.db)
        return header + self.states.tobytes()

    @classmethod
    def from_bytes(cls, data: bytes, db: CardDatabase | None = None,
                   config: DuelConfig | None = None) -> "Duel":
        db = db or load_database()
        head = len(FORMAT_MAGIC) + 2 + 8
        if data[:4] != FORMAT_MAGIC:
            raise StateFormatError("not a saved ygo-royal-env duel (bad magic bytes)")
        version = int.from_bytes(data[4:6], "little")
        if version != FORMAT_VERSION:
            raise StateFormatError(f"saved duel has format version {version}; this version reads {FORMAT_VERSION}")
        if data[6:head] != _db_tag(db):
            raise StateFormatError("saved duel was made with a different card database")
        if len(data) - head != STATE_DTYPE.itemsize:
            raise StateFormatError(f"saved duel is {len(data) - head} bytes; expected {STATE_DTYPE.itemsize}")
        return cls.from_states(np.frombuffer(data[head:], STATE_DTYPE).copy(), db, config)


def _db_tag(db: CardDatabase) -> bytes:
    return hashlib.sha256(db.fingerprint.encode()).digest()[:8]




class InvariantError(AssertionError):
    """The duel state broke an invariant: a bug in the engine."""


def check_invariants(duel: Duel) -> None:
    """Raise InvariantError if the state breaks any invariant of ``core.invariants``."""
    from .core.invariants import MESSAGES, check_state
    code, subject = check_state(duel.rec)
    if code:
        raise InvariantError(MESSAGES[code].format(int(subject)))
