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
from dataclasses import dataclass
from typing import Any, Callable

from .cards import CardDatabase, deck_from_codes, load_database
from .config import DuelConfig
from .dealing import resolve_deck
from .duel import Duel, IllegalActionError
from .identity import IdentitySet, Role

REPLAY_FORMAT = "ygo-royal-replay"
REPLAY_VERSION = 1


class ReplayError(ValueError):
    """A replay file that cannot be read, or a duel that cannot be recorded."""


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


def config_from_dict(data: dict[str, Any], db: CardDatabase) -> DuelConfig:
    fields = {f.name for f in dataclasses.fields(DuelConfig)}
    unknown = set(data) - fields
    if unknown:
        raise ReplayError(f"replay config has unknown fields {sorted(unknown)}")
    spelled = ("decks", "backup_decks")
    values = {k: tuple(v) if isinstance(v, list) and k not in spelled else v for k, v in data.items()}
    for key in spelled:
        if data.get(key) is not None:
            values[key] = [deck_from_codes(d["main"] + d["extra"], db, d.get("name", "")) for d in data[key]]
    if isinstance(data.get("identity"), dict):                  # a custom role set, spelled out
        spec = data["identity"]
        values["identity"] = IdentitySet(tuple(Role(r["name"], tuple(r["wins_when_lost"]), r["public"])
                                               for r in spec["roles"]), tuple(spec["deal"]))
    return DuelConfig(**values).validate()


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
        """The duel as it stood before the first recorded action."""
        db = db or load_database()
        if "scenario" in self.origin:
            from .scenario import build_duel
            return build_duel(self.origin["scenario"], self.config, self.origin.get("seed", 0), db)
        return Duel(self.config, self.origin["seed"], db)

    def play(self, db: CardDatabase | None = None,
             on_action: Callable[[Duel, int], None] | None = None) -> Duel:
        """Re-run every action (``on_action(duel, action)`` is called before each one)."""
        duel = self.start(db)
        for k, action in enumerate(self.actions):
            if on_action is not None:
                on_action(duel, action)
            try:
                duel.apply(action)
            except IllegalActionError as e:
                raise ReplayError(f"action {k} ({action}) is no longer legal: the engine diverged. {e}") from None
        return duel

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
        db = db or load_database()
        return json.dumps({"format": REPLAY_FORMAT, "version": REPLAY_VERSION, "card_db": db.fingerprint,
                           "config": config_to_dict(self.config, db), "origin": self.origin,
                           "actions": list(self.actions), "results": list(self.results),
                           "done": self.done, "digest": self.digest})

    @classmethod
    def from_json(cls, text: str, db: CardDatabase | None = None) -> "Replay":
        db = db or load_database()
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise ReplayError(f"not a replay file: invalid JSON ({e})") from None
        if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
            raise ReplayError(f"not a replay file (expected format {REPLAY_FORMAT!r})")
        if data.get("version") != REPLAY_VERSION:
            raise ReplayError(f"replay format version {data.get('version')!r} is not supported; this "
                              f"version of ygo-royal-env reads version {REPLAY_VERSION} only")
        if data.get("card_db") != db.fingerprint:
            raise ReplayError("the replay was recorded with a different card database")
        try:
            return cls(config_from_dict(data["config"], db), data["origin"], tuple(data["actions"]),
                       tuple(data["results"]), bool(data["done"]), data["digest"])
        except (KeyError, TypeError) as e:
            raise ReplayError(f"replay file is missing or has a malformed field: {e}") from None

    def save(self, path: str | os.PathLike[str], db: CardDatabase | None = None) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.to_json(db))

    @classmethod
    def load(cls, path: str | os.PathLike[str], db: CardDatabase | None = None) -> "Replay":
        with open(path, encoding="utf-8") as f:
            return cls.from_json(f.read(), db)
