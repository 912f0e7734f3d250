"""Replay files: how a duel started (seed or scenario), its config with explicit decks, and
every action, in versioned JSON; replaying re-runs the engine and checks it ends the same.

A replay holds no engine state, only inputs, so it stays readable across engine versions;
``verify`` tells whether the current engine still plays it the same way (same results and
the same final record, by hash). A file of another format version is rejected, not guessed at.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import reprlib
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from .cards import CardDatabase, Deck, deck_from_codes, load_database
from .config import DuelConfig
from .core.constants import N_ACTIONS
from .dealing import resolve_deck
from .duel import Duel, DuelOverError, Event, IllegalActionError
from .identity import IdentitySet, Role
from .seeds import check_seed

REPLAY_FORMAT = "ygo-royal-replay"
REPLAY_VERSION = 1


class ReplayError(ValueError):
    """A replay file that cannot be read, or a duel that cannot be recorded."""


# What a bad value from a file can raise while the config, decks or scenario are built from it
# (ConfigError, DeckError, ScenarioError and UnknownCardError among them); each becomes a ReplayError.
BUILD_ERRORS = (ValueError, TypeError, LookupError, AttributeError, OverflowError)
DIGEST_CHARS = frozenset("0123456789abcdef")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# top-level fields: (check, what is allowed)
FIELDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "config": (lambda v: isinstance(v, dict), "an object of DuelConfig fields"),
    "origin": (lambda v: isinstance(v, dict) and "seed" in v and set(v) <= {"seed", "scenario"},
               'an object {"seed": s} or {"scenario": {...}, "seed": s}'),
    "actions": (lambda v: isinstance(v, list) and all(_is_int(a) and 0 <= a < N_ACTIONS for a in v),
                f"a list of action indices 0 to {N_ACTIONS - 1}"),
    "results": (lambda v: isinstance(v, list) and all(_is_int(r) and r in (-1, 0, 1) for r in v),
                "a list of -1, 0 or 1 per player"),
    "done": (lambda v: isinstance(v, bool), "true or false"),
    "digest": (lambda v: isinstance(v, str) and len(v) == 64 and set(v) <= DIGEST_CHARS,
               "a sha256 digest in 64 lowercase hex digits"),
}


def config_to_dict(config: DuelConfig, db: CardDatabase) -> dict[str, Any]:
    """The config as JSON-ready data, decks spelled out as passcodes (no file references)."""
    data = dataclasses.asdict(dataclasses.replace(config, decks=None, backup_decks=None))
    codes = db.table["code"]

    def spelled(specs):
        return [{"name": d.name, "main": [int(codes[i]) for i in d.main], "extra": [int(codes[i]) for i in d.extra]}
                for d in (resolve_deck(s, db) for s in specs)]

    data["decks"] = spelled(config.deck_specs())
    data["backup_decks"] = spelled(config.backup_specs()) if config.backup_decks is not None else None
    return data


def card_fingerprint(config: DuelConfig, db: CardDatabase) -> str:
    """What a replay's duel reads of the card database: the cards of its decks (and tokens)."""
    decks = [resolve_deck(s, db) for s in config.deck_specs() + config.backup_specs()]
    return db.fingerprint_of(i for deck in decks for i in deck.main + deck.extra)


def config_from_dict(data: dict[str, Any], db: CardDatabase) -> DuelConfig:
    fields = {f.name for f in dataclasses.fields(DuelConfig)}
    unknown = set(data) - fields
    if unknown:
        raise ReplayError(f"replay config has unknown fields {sorted(unknown)}")
    spelled = ("decks", "backup_decks")
    values = {k: tuple(v) if isinstance(v, list) and k not in spelled else v for k, v in data.items()}
    for key in spelled:
        if data.get(key) is not None:
            values[key] = [spelled_deck(d, db, f"{key}[{i}]") for i, d in enumerate(_listed(data[key], key))]
    if isinstance(data.get("identity"), dict):                  # a custom role set, spelled out
        values["identity"] = spelled_identity(data["identity"])
    return DuelConfig(**values)


def spelled_identity(spec: dict[str, Any]) -> IdentitySet:
    """A custom role set as ``dataclasses.asdict`` spells it, every ``Role`` field kept (the
    V-ID-3 bonuses and bounties change the duel)."""
    try:
        roles = tuple(Role(**{**r, "wins_when_lost": tuple(r["wins_when_lost"])}) for r in spec["roles"])
        return IdentitySet(roles, tuple(spec["deal"]))
    except (KeyError, TypeError) as e:
        raise ReplayError(f'replay config: identity must be {{"roles": [{{"name", "wins_when_lost", "public", ...}}], '
                          f'"deal": [role names]}} ({type(e).__name__}: {e}), got {reprlib.repr(spec)}') from None


def _listed(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise ReplayError(f"replay config: {where} must be a list of decks, got {reprlib.repr(value)}")
    return value


def spelled_deck(deck: Any, db: CardDatabase, where: str) -> Deck:
    """A deck as ``config_to_dict`` spells it: ``{"name", "main": [passcodes], "extra": [passcodes]}``."""
    if not (isinstance(deck, dict) and isinstance(deck.get("name", ""), str) and all(
            isinstance(deck.get(part), list) and all(_is_int(code) for code in deck[part]) for part in ("main", "extra"))):
        raise ReplayError(f'replay config: {where} must be {{"name": text, "main": [passcodes], "extra": '
                          f'[passcodes]}}, got {reprlib.repr(deck)}')
    return deck_from_codes(deck["main"] + deck["extra"], db, deck.get("name", ""))


@dataclass(frozen=True)
class Step:
    """One recorded action as it replays: ``before`` is a copy of the duel at its prompt
    (None for the deal), ``after`` the live duel once it is done (it moves on with the next
    step), ``events`` what it logged."""
    index: int                      # the action's index in the replay; -1: the deal
    before: Duel | None
    action: int
    after: Duel
    events: list[Event]


def state_digest(duel: Duel) -> str:
    return hashlib.sha256(duel.states.tobytes()).hexdigest()


@dataclass(frozen=True)
class Replay:
    config: DuelConfig
    origin: dict[str, Any]          # {"seed": s} or {"scenario": description, "seed": s}
    actions: tuple[int, ...]
    results: tuple[int, ...]        # per player at the end of the recording
    done: bool
    digest: str                     # sha256 of the final record

    @classmethod
    def of(cls, duel: Duel) -> "Replay":
        """Record a duel played through ``Duel.apply`` from ``Duel(config, seed)`` or a scenario."""
        if duel.origin is None or duel.config is None:
            raise ReplayError("this duel has no known start (it was restored from records or "
                              "bytes); only duels dealt from a seed or built from a scenario can be replayed")
        return cls(duel.config, duel.origin, tuple(duel.actions), tuple(duel.results()), duel.done,
                   state_digest(duel))

    def start(self, db: CardDatabase | None = None) -> Duel:
        """The duel as it stood before the first recorded action (ReplayError if its decks or
        scenario cannot be dealt)."""
        db = db or self.config.database()
        try:
            if "scenario" in self.origin:
                from .scenario import build_duel
                return build_duel(self.origin["scenario"], self.config, self.origin.get("seed", 0), db)
            return Duel(self.config, self.origin["seed"], db)
        except BUILD_ERRORS as e:
            raise ReplayError(f"the replay's starting duel cannot be dealt: {e}") from None

    def play(self, db: CardDatabase | None = None,
             on_action: Callable[[Duel, int], None] | None = None) -> Duel:
        """Re-run every action (``on_action(duel, action)`` is called before each one)."""
        duel = self.start(db)
        for k, action in enumerate(self.actions):
            if on_action is not None:
                on_action(duel, action)
            self._apply(duel, k, action)
        return duel

    def _apply(self, duel: Duel, k: int, action: int) -> None:
        try:
            duel.apply(action)
        except IllegalActionError as e:
            raise ReplayError(f"action {k} ({action}) is no longer legal: the engine diverged. {e}") from None
        except DuelOverError:
            raise ReplayError(f"action {k} ({action}) comes after the duel ended: the engine diverged, "
                              f"or the file holds {len(self.actions) - k} actions too many") from None

    def steps(self, db: CardDatabase | None = None) -> Iterator[Step]:
        """Re-run the duel for narration: first the deal (``action`` -1, the events up to the
        first decision), then one ``Step`` per recorded action, with a copy of the duel before
        it, so a viewer can tell what the action revealed."""
        duel = self.start(db)
        yield Step(-1, None, -1, duel, duel.events())
        for k, action in enumerate(self.actions):
            before, seen = duel.clone(), duel.event_count
            self._apply(duel, k, action)
            yield Step(k, before, action, duel, duel.events(seen))

    def verify(self, duel: Duel) -> list[str]:
        """Differences between a replayed duel and the recording (empty: it reproduces)."""
        problems = []
        if tuple(duel.results()) != self.results or duel.done != self.done:
            problems.append(f"results differ: recorded {list(self.results)} (done={self.done}), "
                            f"replayed {duel.results()} (done={duel.done})")
        if state_digest(duel) != self.digest:
            problems.append("the final duel record differs from the recorded one")
        return problems

    def to_json(self, db: CardDatabase | None = None) -> str:
        db = db or self.config.database()
        return json.dumps({"format": REPLAY_FORMAT, "version": REPLAY_VERSION,
                           "card_db": card_fingerprint(self.config, db),
                           "config": config_to_dict(self.config, db), "origin": self.origin,
                           "actions": list(self.actions), "results": list(self.results),
                           "done": self.done, "digest": self.digest})

    @classmethod
    def from_json(cls, text: str, db: CardDatabase | None = None) -> "Replay":
        """Read a replay; anything that is not a well-formed replay of this format and card
        database raises ReplayError saying which field is wrong and what it must be. The card
        data is checked against ``db``, by default the config's own (its ``card_files``)."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise ReplayError(f"not a replay file: invalid JSON ({e})") from None
        except RecursionError:
            raise ReplayError("not a replay file: JSON nested too deeply") from None
        if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
            raise ReplayError(f"not a replay file (expected format {REPLAY_FORMAT!r})")
        if data.get("version") != REPLAY_VERSION:
            raise ReplayError(f"replay format version {reprlib.repr(data.get('version'))} is not supported; this "
                              f"version of ygo-royal-env reads version {REPLAY_VERSION} only")
        for key, (ok, allowed) in FIELDS.items():
            if key not in data:
                raise ReplayError(f"replay file is missing or has a malformed field: no {key!r}")
            if not ok(data[key]):
                raise ReplayError(f"replay file is missing or has a malformed field: {key!r} must be {allowed}, "
                                  f"got {reprlib.repr(data[key])}")
        origin = data["origin"]
        try:
            check_seed(origin["seed"], "the origin's seed")
        except ValueError as e:
            raise ReplayError(f"replay file has a malformed field: {e}") from None
        try:
            config = config_from_dict(data["config"], db or load_database())
        except ReplayError:
            raise
        except BUILD_ERRORS as e:
            raise ReplayError(f"replay config is not valid: {e}") from None
        if len(data["results"]) != config.num_players:
            raise ReplayError(f"replay file has {len(data['results'])} results for {config.num_players} players")
        if data.get("card_db") != card_fingerprint(config, db or config.database()):
            raise ReplayError("the replay was recorded with different data for its cards (stats or effects "
                              "of a card in its decks changed since)")
        return cls(config, origin, tuple(data["actions"]), tuple(data["results"]), data["done"], data["digest"])

    def save(self, path: str | os.PathLike[str], db: CardDatabase | None = None) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.to_json(db))

    @classmethod
    def load(cls, path: str | os.PathLike[str], db: CardDatabase | None = None) -> "Replay":
        """Read a replay file (OSError if it cannot be opened, ReplayError if it is not a replay)."""
        with open(path, "rb") as f:
            raw = f.read()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            raise ReplayError(f"not a replay file: not UTF-8 text ({e.reason} at byte {e.start})") from None
        return cls.from_json(text, db)
