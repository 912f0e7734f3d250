"""``Duel``: a duel's static config and card table plus its dynamic record, with the Python
contract every front end uses (legal actions, apply, clone, bytes).

One jitted call per ``apply``; nothing here runs per rule check.
"""
from __future__ import annotations

import hashlib
import warnings
from dataclasses import dataclass

import numpy as np

from .cards import CardDatabase, load_database
from .config import DuelConfig
from .core.constants import (APPLY_ILLEGAL, DEALT_ROWS, EV_NAMES, LOG_CAP, PROMPT_NONE)
from .core.engine import apply_at
from .core.state import STATE_DTYPE
from .dealing import Dealer
from .seeds import check_seed

FORMAT_MAGIC = b"YGRE"
FORMAT_VERSION = 3          # 2: record digest; 3: record layout tag
# The record's layout (field names, types, shapes): a save from an engine whose record differs
# is refused even when its size happens to match.
LAYOUT_TAG = hashlib.sha256(repr(STATE_DTYPE.descr).encode()).digest()[:4]


class IllegalActionError(ValueError):
    """The action is not legal at the current prompt; the duel is unchanged."""


class DuelOverError(RuntimeError):
    """The duel has ended; no more actions are accepted."""


class StateFormatError(ValueError):
    """Bytes that are not a duel saved by this version with this card database."""


class EventsDroppedWarning(UserWarning):
    """Events asked for are gone: the record keeps the last LOG_CAP, and the duel was stepped
    past them without ``Duel.apply`` (a batch view) or before this ``Duel`` wrapped it."""


@dataclass(frozen=True)
class Event:
    kind: str
    a: int
    b: int
    c: int


class Duel:
    """A duel in progress. ``Duel(config, seed)`` deals and runs to the first decision
    (``seed``: an integer 0 to 2**64-1, ``seeds.check_seed``)."""

    def __init__(self, config: DuelConfig | None = None, seed: int = 0,
                 db: CardDatabase | None = None, *, validate_decks: bool = True):
        seed = check_seed(seed)
        dealer = Dealer.prepare(config or DuelConfig(), db, validate_decks)
        self._init(dealer.config, dealer.db, dealer.deal([seed]), {"seed": seed})

    def _init(self, config: DuelConfig | None, db: CardDatabase, states: np.ndarray,
              origin: dict | None, actions: list[int] | None = None) -> None:
        self.config = config
        self.db = db
        self.states = states
        self.origin = origin                        # how it started: {"seed": s} or {"scenario": ...}
        self.actions: list[int] = actions or []     # every action applied since then (replays)
        self._history: list[tuple[int, np.ndarray]] = []   # (first event number, (k, 4) rows), in order
        self._synced = max(0, int(states[0]["ev_n"]) - LOG_CAP)   # events before it are gone from the ring
        self._sync_events()

    @classmethod
    def from_states(cls, states: np.ndarray, db: CardDatabase | None = None,
                    config: DuelConfig | None = None, origin: dict | None = None) -> "Duel":
        """Wrap existing records; ``origin`` (None: unknown) is what a replay starts from."""
        duel = cls.__new__(cls)
        duel._init(config, db or (config.database() if config else load_database()), states, origin)
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
        """Events logged since the given count. The record's ring keeps the last LOG_CAP; this
        ``Duel`` keeps every event since it wrapped the record, as long as it was stepped through
        ``apply`` or asked often enough. Events already gone are left out with an
        ``EventsDroppedWarning``."""
        self._sync_events()
        kept = []
        for first, rows in reversed(self._history):     # from the newest: a recent ``since`` reads a few blocks
            if first + len(rows) <= since:
                break
            kept.append(rows[max(0, since - first):])
        kept.reverse()
        missing = (self.event_count - max(since, 0)) - sum(len(rows) for rows in kept)
        if missing > 0:
            warnings.warn(f"{missing} of the events since {since} were dropped before this Duel could keep them "
                          f"(the record keeps the last {LOG_CAP}); returning the {self.event_count - since - missing} "
                          "it has", EventsDroppedWarning, stacklevel=2)
        return [Event(EV_NAMES.get(int(k), str(int(k))), int(a), int(b), int(c))
                for rows in kept for k, a, b, c in rows]

    def _sync_events(self) -> None:
        """Copy the events logged since the last call out of the record's ring (those already
        overwritten there are skipped: ``events`` warns when asked for them)."""
        total = int(self.rec["ev_n"])
        first = max(self._synced, total - LOG_CAP)
        if total > first:
            self._history.append((first, self.rec["ev"][np.arange(first, total) % LOG_CAP].copy()))
        self._synced = total

    @property
    def event_count(self) -> int:
        return int(self.rec["ev_n"])

    def card_name(self, instance: int) -> str:
        """The name of the card in row ``instance``; a token row whose token left the field (B10:
        it ceased to exist, core/tokens.py) holds no card any more."""
        index = int(self.rec["c_card"][instance])
        if index < 0:
            return "a token that no longer exists" if instance >= DEALT_ROWS else "no card"
        return self.db.name(index)

    def describe_action(self, action: int) -> str:
        from .describe import describe_action
        return describe_action(self, action)

    # --- acting -------------------------------------------------------------------------
    def apply(self, action: int) -> None:
        """Answer the current prompt; an illegal action raises and changes nothing."""
        if self.done:
            raise DuelOverError("the duel is over; no actions are accepted")
        if not isinstance(action, (int, np.integer)) or apply_at(self.states, 0, self.db.table, int(action)) == APPLY_ILLEGAL:
            legal = "; ".join(f"{a}: {self.describe_action(a)}" for a in self.legal_actions())
            raise IllegalActionError(f"action {action} is not legal for player {self.current_player} now. "
                                     f"Legal actions: {legal}")
        self.actions.append(int(action))
        self._sync_events()

    # --- copying and saving -------------------------------------------------------------
    def clone(self) -> "Duel":
        duel = Duel.from_states(self.states.copy(), self.db, self.config, self.origin)
        duel.actions = list(self.actions)
        duel._history, duel._synced = list(self._history), self._synced
        return duel

    def to_bytes(self) -> bytes:
        """Magic, format version, card database tag, record layout tag, record digest, record."""
        body = self.states.tobytes()
        return (FORMAT_MAGIC + FORMAT_VERSION.to_bytes(2, "little") + _db_tag(self.db, self.states) + LAYOUT_TAG
                + hashlib.sha256(body).digest()[:8] + body)

    @classmethod
    def from_bytes(cls, data: bytes, db: CardDatabase | None = None,
                   config: DuelConfig | None = None) -> "Duel":
        """Resume a saved duel; anything that is not an intact save of this format, made with
        this card database, raises StateFormatError (nothing is guessed)."""
        db = db or (config.database() if config else load_database())
        head = len(FORMAT_MAGIC) + 2 + 8 + 4 + 8
        if data[:4] != FORMAT_MAGIC:
            raise StateFormatError("not a saved ygo-royal-env duel (bad magic bytes)")
        version = int.from_bytes(data[4:6], "little")
        if version != FORMAT_VERSION:
            raise StateFormatError(f"saved duel has format version {version}; this version reads {FORMAT_VERSION}")
        if data[14:18] != LAYOUT_TAG:
            raise StateFormatError("saved duel was made by an engine with a different duel record layout")
        if len(data) - head != STATE_DTYPE.itemsize:
            raise StateFormatError(f"saved duel is {len(data) - head} bytes; expected {STATE_DTYPE.itemsize} "
                                   "(truncated or padded)")
        if hashlib.sha256(data[head:]).digest()[:8] != data[18:head]:
            raise StateFormatError("saved duel is corrupted (its record does not match its digest)")
        states = np.frombuffer(data[head:], STATE_DTYPE).copy()
        if states["c_card"].max() >= len(db):
            raise StateFormatError(f"saved duel holds card index {int(states['c_card'].max())}; this card "
                                   f"database has {len(db)} cards")
        if data[6:14] != _db_tag(db, states):
            raise StateFormatError("saved duel was made with different data for its cards (the stats or "
                                   "effects of a card in it changed since)")
        duel = cls.from_states(states, db, config)
        try:
            check_invariants(duel)
        except InvariantError as e:
            raise StateFormatError(f"saved duel is not a valid duel: {e}") from None
        return duel


def _db_tag(db: CardDatabase, states: np.ndarray) -> bytes:
    """The card data a saved duel reads: the rows of the cards in it (and tokens)."""
    cards = np.asarray(states["c_card"])
    used = np.unique(cards[cards >= 0])
    return hashlib.sha256(db.fingerprint_of(used).encode()).digest()[:8]


class InvariantError(AssertionError):
    """The duel state broke an invariant: a bug in the engine."""


def check_invariants(duel: Duel) -> None:
    """Raise InvariantError if the state breaks any invariant of ``core.invariants``."""
    from .core.invariants import MESSAGES, check_at
    code, subject = check_at(duel.states, 0)
    if code:
        raise InvariantError(MESSAGES[code].format(int(subject)))
