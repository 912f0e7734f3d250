"""The duel configuration: one validated, immutable object (DESIGN principle 6).

It is the static "game" half of a duel (OpenSpiel's split); ``Duel`` holds the dynamic state.
Every field is checked in ``validate`` with a message that says what was wrong and what is
allowed. Rule switches cite RULES.md (P-nn parameters, A-nn recommended readings).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace
from typing import Sequence, Union

from .cards import Deck
from .core.constants import TRIBUTES_408

DeckSpec = Union[str, "os.PathLike[str]", Deck]

DEFAULT_DECK = "vanilla_normals"
FIRST_TURN_RULES = ("each_player", "first_seat")


class ConfigError(ValueError):
    """A configuration value is out of range or inconsistent."""


@dataclass(frozen=True)
class DuelConfig:
    """Everything that is fixed for a duel. Defaults are the 408 / Battle Royal rules."""

    num_players: int = 4
    decks: Sequence[DeckSpec] | None = None       # one per player, or one for all; None: default
    seat_order: Sequence[int] | None = None       # R3: players by seat; None: seeded random draw
    teams: Sequence[int] | None = None            # team id per player; None: free-for-all
    starting_lp: int = 8000                       # B4 / P1
    starting_hand: int = 5                        # B4 / P3
    draws_per_turn: int = 1                       # B6 / P4
    hand_limit: int | None = 6                    # B20 / P6; None: no limit
    normal_summons_per_turn: int = 1              # B7 / P14
    tribute_table: Sequence[int] = TRIBUTES_408   # B7 / P13, by level 0..12
    first_turn_rule: str = "each_player"          # R7 / P5; "first_seat": only seat 1's turn 1
    actor_final_decision: bool = True             # A-01 / P35
    turn_cap: int = 500                           # truncation after this many turns in total
    auto_answer: bool = True                      # answer single-option prompts in the engine
    deck_main_size: tuple[int, int] = (40, 60)    # B2 / P8
    deck_extra_max: int = 15                      # B2 / P9
    max_copies: int = 3                           # B2 / P11
    banlist: str | None = "2006_03"               # P12; None: no banlist

    def validate(self) -> "DuelConfig":
        """Raise ConfigError naming the first bad field; return self for chaining."""
        n = self.num_players
        _check(isinstance(n, int) and 2 <= n <= 6, f"num_players must be 2 to 6, got {n!r}")
        if self.decks is not None and not isinstance(self.decks, (str, os.PathLike, Deck)):
            _check(len(self.decks) in (1, n),
                   f"decks must hold 1 or num_players={n} decks, got {len(self.decks)}")
        if self.seat_order is not None:
            _check(sorted(self.seat_order) == list(range(n)),
                   f"seat_order must be a permutation of 0..{n - 1}, got {list(self.seat_order)}")
        if self.teams is not None:
            _check(len(self.teams) == n and all(isinstance(t, int) and 0 <= t < n for t in self.teams),
                   f"teams must give a team id 0..{n - 1} for each of the {n} players, got {self.teams}")
        _check(0 < self.starting_lp <= 10_000_000, f"starting_lp must be 1 to 10000000, got {self.starting_lp}")
        _check(0 <= self.starting_hand <= 20, f"starting_hand must be 0 to 20, got {self.starting_hand}")
        _check(0 <= self.draws_per_turn <= 10, f"draws_per_turn must be 0 to 10, got {self.draws_per_turn}")
        _check(self.hand_limit is None or 0 <= self.hand_limit <= 60,
               f"hand_limit must be None or 0 to 60, got {self.hand_limit}")
        _check(1 <= self.normal_summons_per_turn <= 5,
               f"normal_summons_per_turn must be 1 to 5, got {self.normal_summons_per_turn}")
        _check(len(self.tribute_table) == 13 and all(0 <= t <= 5 for t in self.tribute_table),
               f"tribute_table must give 0 to 5 tributes for each level 0..12, got {self.tribute_table}")
        _check(self.first_turn_rule in FIRST_TURN_RULES,
               f"first_turn_rule must be one of {FIRST_TURN_RULES}, got {self.first_turn_rule!r}")
        _check(1 <= self.turn_cap <= 32000, f"turn_cap must be 1 to 32000, got {self.turn_cap}")
        lo, hi = self.deck_main_size
        _check(1 <= lo <= hi <= 60, f"deck_main_size must be (min, max) with 1 <= min <= max <= 60, got {self.deck_main_size}")
        _check(0 <= self.deck_extra_max <= 15, f"deck_extra_max must be 0 to 15, got {self.deck_extra_max}")
        _check(1 <= self.max_copies <= 60, f"max_copies must be at least 1, got {self.max_copies}")
        _check(self.banlist in (None, "2006_03"), f"banlist must be '2006_03' or None, got {self.banlist!r}")
        return self

    def with_(self, **changes) -> "DuelConfig":
        """A copy with some fields changed, validated."""
        return replace(self, **changes).validate()

    def deck_specs(self) -> list[DeckSpec]:
        """One deck spec per player."""
        d = self.decks
        if d is None:
            return [DEFAULT_DECK] * self.num_players
        if isinstance(d, (str, os.PathLike, Deck)):
            return [d] * self.num_players
        return list(d) * self.num_players if len(d) == 1 else list(d)

    def team_of(self) -> list[int]:
        return list(self.teams) if self.teams is not None else list(range(self.num_players))


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise ConfigError(message)


__all__ = ["ConfigError", "DuelConfig", "DEFAULT_DECK", "TRIBUTES_408"]
